"""A counting unit for a fee no tool output states: "N pieces count as one bundle".

A fee row prices a thing (``카펫, 퍼즐매트`` 1,000원) and says nothing of how its pieces are
counted. An answer that says they are counted in bundles of N (``퍼즐매트는 10장을 한 묶음으로
계산``, ``10장씩 한 묶음``, ``10장 단위로``, ``counted in bundles of 10 sheets``) states a unit rule;
it is supported only when a tool output writes that quantity (``10장``) or a bundle at all
(``묶음``, ``bundle``). The total worked on it (``30장이면 3묶음이라 3,000원``, ``3 bundles, so
3,000 won``) rests on the rule and is flagged with it.

Not read in a hedged, negated or asked sentence (``지자체마다 다를 수 있어요``, ``확인``, ``?``,
``may``), nor where a tool output states the unit: ``10장 묶음`` over a spec ``10장 1묶음`` passes.
Round 37 (g44h1-0037's shape).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE

GATE: Final = ("묶음", "bundle")
_KO_N = r"\d{1,3}|" + "|".join(sorted((w for w in NATIVE if NATIVE[w] > 1), key=len, reverse=True))
_KO_UNIT = r"장|개|매|권|벌|켤레"
_EN_N = r"\d{1,3}|" + "|".join(w for w in EN_NUMBERS if EN_NUMBERS[w] > 1)
_EN_UNIT = r"sheets|pieces|mats|tiles|items|pcs"
# "10장을 한 묶음으로 계산", "10장씩 한 묶음", "10장이 1묶음", "10장 묶음으로", "10장 단위로 묶어"
_RULE: Final = re.compile(
    rf"(?<![\d,.])(?P<n>{_KO_N})\s?(?P<u>{_KO_UNIT})"
    r"(?:(?:을|를|씩|이|가|을\s?모아|를\s?모아)?\s?(?:한|1)\s?묶음|\s?(?:묶음|단위)(?=으로|로|씩|당))"
    r"(?:(?:으로|로|씩|당)\s?(?:계산|쳐|처리|받|봐|묶어|세)[가-힣]*)?"
    rf"|\bbundles?\sof\s(?P<en>{_EN_N})\s(?P<eu>{_EN_UNIT})\b",
    re.I,
)
# a count of bundles and the amount worked on it: "3묶음이라 3,000원", "3 bundles, so 3,000 won"
_WORKED: Final = re.compile(
    rf"(?<![\d,.])(?:{_KO_N})\s?묶음[^.!?\n]{{0,20}}?(?P<amt>\d{{1,3}}(?:,\d{{3}})+|\d+)\s?원"
    rf"|\b(?:{_EN_N})\sbundles?\b[^.!?\n]{{0,20}}?(?P<en>\d{{1,3}}(?:,\d{{3}})+|\d+)\s?won",
    re.I,
)
_DOUBT: Final = unsure(r"보통|대개|마다|다를|확인|문의|usually|typically|check|ask")
_CLAUSE_EDGE: Final = re.compile(r"[.!?\n·,:;]")


@per_stage
def _stated(sources: tuple[str, ...]) -> str:
    """The tool outputs' text without spaces (where a unit would be written)."""
    return "".join(sources).replace(" ", "").lower()


def _count(word: str) -> int:
    if word.isdigit():
        return int(word)
    return NATIVE.get(word) or EN_NUMBERS.get(word.lower(), 0)


def bundle_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The bundling rules of ``answer`` no tool output states, and the totals worked on them
    (flagged claims, kind ``condition``)."""
    stated = _stated(sources)
    if "묶음" in stated or "bundle" in stated:
        return []
    out: list[Claim] = []
    for m in _RULE.finditer(answer):
        n = _count(m["n"] or m["en"] or "")
        unit = m["u"] or (m["eu"] or "")
        if n < 2 or f"{n}{unit}".lower() in stated:
            continue
        lo = max(answer.rfind(ch, 0, m.start()) for ch in ".!?\n") + 1
        hi = min((i for i in (answer.find(ch, m.end()) for ch in ".!?\n") if i != -1),
                 default=len(answer))  # fmt: skip
        if _DOUBT.search(answer, lo, hi):
            continue
        start = max([lo] + [e.end() for e in _CLAUSE_EDGE.finditer(answer, lo, m.start())])
        while start < m.start() and answer[start] in " -*•":
            start += 1
        why = f"no tool output counts {n}{'' if m['u'] else ' '}{unit} as one bundle"
        out.append(Claim(answer[start : m.end()], "condition", n, start, m.end(), why))
    if out:
        for w in _WORKED.finditer(answer):
            g = "amt" if w["amt"] else "en"
            s, e = w.start(g), w.end()
            why = "a total worked on a bundling rule no tool output states"
            out.append(Claim(answer[s:e], "condition", answer[s:e], s, e, why))
    return out
