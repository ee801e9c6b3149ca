"""A district named under a 시도 the outputs' district of that name is not in (round 51, r51c).

Many 구 and 군 names recur across 시도 (강서구 in 서울 and 부산, 중구 and 동구 in most metropolitan cities,
고성군 in 강원 and 경남). A district output says which one it is (``"full_name": "서울특별시 강서구"``).
**An answer that writes the district's name right after a 시도 (``부산 강서구 기준으로``, ``대구 북구``)
or, in English, with the 시도 after a comma or before it (``Gangseo-gu, Busan``, ``Busan's Gangseo-gu``,
``Busan Gangseo-gu``), in a sentence that states a value, gives the output's facts to that 시도's
district: where every output of that district name is of another 시도, the data of one city's 강서구 is
said of another's (misattributed).**

Unsure, never flagged: some output of the name is of that 시도 (``서울 강서구``), a word before it that
is no 시도 (a 시 with 구 of its own, ``창원시 성산구``, is read by :mod:`.wards`), no output of the name
(a place claim), a sentence that states no figure or that denies, asks or supposes (``부산 강서구
자료는 없어요``, ``부산 강서구라면``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["metro_district_claims"]

_PROVINCE: Final = re.compile(r"(?:특별시|광역시|특별자치시|특별자치도|도)$")
# a 시도 and a district, spaced: "부산 강서구", "서울시 강서구는"
_KO_PAIR: Final = re.compile(r"(?<![가-힣])([가-힣]{2,7})\s([가-힣]{1,4}[구군])")
_EN_DISTRICT: Final = re.compile(r"\b([A-Z][a-z]+(?:-[a-z]+)?-(?:gu|gun))\b")
_EN_AFTER: Final = re.compile(r",\s([A-Z][a-z]+(?:-[a-z]+)?)\b")
_EN_BEFORE: Final = re.compile(r"\b([A-Z][a-z]+(?:-[a-z]+)?)(?:'s|’s)?\s$")
_FIGURE: Final = re.compile(r"\d")
_DOUBT: Final = re.compile(
    r"없|않|아니|못|\?|라면|이면|\bno\b|\bnot\b|n't\b|\bif\b|\bwithout\b", re.I
)


@per_stage
def _districts(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """district name → the 시도 every output of that name is in (its ``full_name``'s first word)."""
    out: dict[str, set[str]] = {}
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        full = root.get("full_name")
        if not isinstance(full, str) or " " not in full.strip():
            continue
        words = full.split()
        if words[-1][-1:] in "구군":
            out.setdefault(words[-1], set()).add(words[0])
    return {d: frozenset(m) for d, m in out.items()}


def _metro(word: str, places: PlaceVocabulary) -> str | None:
    """The 시도 ``word`` is, whole (``부산``, ``Busan``, ``서울시``), else ``None``."""
    name = places.aliases.get(word if not word.isascii() else word.lower(), word)
    return name if name in places.names and _PROVINCE.search(name) else None


Said = tuple[int, int, str, str]  # (start, end, the district, the 시도 written with it)


def _said(answer: str, districts: dict[str, frozenset[str]], places: PlaceVocabulary) -> list[Said]:
    """Each district of the outputs the answer writes with a 시도."""
    out: list[Said] = []
    if any(d in answer for d in districts):
        for m in _KO_PAIR.finditer(answer):
            if m.group(2) in districts and (metro := _metro(m.group(1), places)):
                out.append((m.start(), m.end(), m.group(2), metro))
    if "-g" not in answer:
        return out
    for m in _EN_DISTRICT.finditer(answer):
        district = places.aliases.get(m.group(1).lower())
        if district is None or district not in districts:
            continue
        after = _EN_AFTER.match(answer, m.end())
        if after is not None and (metro := _metro(after.group(1), places)):
            out.append((m.start(), after.end(), district, metro))
            continue
        before = _EN_BEFORE.search(answer, max(0, m.start() - 12), m.start())
        if before is not None and (metro := _metro(before.group(1), places)):
            out.append((before.start(1), m.end(), district, metro))
    return out


def metro_district_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Districts written under a 시도 no output of that district name is in."""
    districts = _districts(sources)
    if not districts:
        return []
    out: list[Claim] = []
    bounds = None
    for start, end, district, metro in _said(answer, districts, places):
        if metro in {_metro(m, places) or m for m in districts[district]}:
            continue  # an output's own 시도 as it writes it ("대전 중구"), read as the answer's is
        bounds = bounds or sentence_bounds(answer)
        s0, s1 = next(((a, b) for a, b in bounds if a <= start < b), (start, end))
        sentence = answer[s0:s1]
        if not _FIGURE.search(sentence) or _DOUBT.search(sentence):
            continue
        text = answer[start:end]
        theirs = "/".join(sorted(districts[district]))
        why = f"the outputs' {district} is {theirs}'s, not {metro}'s"
        out.append(Claim(text, "condition", text, start, end, why))
    return out
