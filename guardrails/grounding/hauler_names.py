"""A hauler one district's rules name, said to be another district's: ``용산구도 ㈜우림에 접수하시면
돼요`` where only 김포시's output lists ``수거업체[㈜우림:031-989-9268]``.

A rules output names the companies that collect its district's bulky waste (``수거업체[㈜우림:…]``,
``제일환경㈜``, ``주식회사 세얼환경``). They are that district's alone: an answer that sends the user of
another district with a rules output of its own to one of them gives that district a hauler no
output gives it (round 54, r54b). The district a company is said of is the last district of the
rules outputs the answer names before it in its sentence (in Hangul, its stem, or romanised:
``Yongsan-gu``); the company is found by its name without its company mark (``우림`` of ``㈜우림``).

Unsure, never flagged: a sentence that names no district of the outputs before the company, or
whose district's record lists the company; a negated, asked, compared or hedged sentence (``용산구는
㈜우림이 아니라``, ``용산구도 ㈜우림인지 확인해 보세요``); a company name of one syllable.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.romanized import latin_stems
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["hauler_claims"]

# a company named in a rules record: in a hauler's bracket, or with its company mark
_BRACKETED: Final = re.compile(r"업체\s?\[([^:\]\[]{2,20})[:\]]")
_MARKED: Final = re.compile(
    r"(?:㈜|\(주\)|주식회사)\s?([가-힣A-Za-z]{2,12})|([가-힣A-Za-z]{2,12})\s?(?:㈜|\(주\)|주식회사)"
)
_MARK: Final = re.compile(r"㈜|\(주\)|주식회사|\s")
_SUFFIX: Final = re.compile(r"(?:특별자치시|특별자치도|광역시|특별시|시|군|구)$")
_DOUBT: Final = re.compile(
    r"아니|않|없|말고|대신|인지|는지|확인|문의|달리|다르|보다|\?|\bnot\b|n't|\bno\b|instead|whether"
    r"|unlike|differ|\bcheck|\bask",
    re.I,
)


def _cores(text: str) -> set[str]:
    """The names of the companies ``text`` names, without their company marks."""
    names = [m.group(1) for m in _BRACKETED.finditer(text)]
    names += [m.group(1) or m.group(2) for m in _MARKED.finditer(text)]
    return {core for n in names if len(core := _MARK.sub("", n)) >= 2}


@per_stage
def _haulers(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each rules output's district with the companies its record names (districts whose record
    names none kept, with none)."""
    out: dict[str, set[str]] = {}
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(root.get("district"), str):
            continue
        if "application_methods" not in root and "places" not in root:
            continue
        out.setdefault(root["district"], set()).update(
            c for t in strings_under(root) for c in _cores(t)
        )
    return {d: frozenset(c) for d, c in out.items()}


def _spellings(district: str) -> tuple[str, ...]:
    """A district's name as an answer writes it: in full, its stem, romanised."""
    full = district.split()[-1]
    stem = _SUFFIX.sub("", full)
    out = {full, stem} if len(stem) >= 2 else {full}
    return (*out, *latin_stems(stem))


def hauler_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Companies an answer gives to a district whose rules output does not name them."""
    haulers = _haulers(sources)
    every = {c for cs in haulers.values() for c in cs}
    if len(haulers) < 2 or not every:
        return []
    # in the answer's order (not the set's, which follows the string hash seed)
    said = sorted(
        ((c, m) for c in every for m in re.finditer(re.escape(c), answer)),
        key=lambda cm: (cm[1].start(), cm[0]),
    )
    if not said:
        return []
    names = {d: _spellings(d) for d in haulers}
    out: list[Claim] = []
    for core, m in said:
        start, end = next(b for b in sentence_bounds(answer) if b[0] <= m.start() < b[1])
        before = answer[start : m.start()].lower()  # (the romanised stems are lower case)
        at = {
            d: max((before.rfind(s) for s in spellings), default=-1)
            for d, spellings in names.items()
        }
        district, where = max(at.items(), key=lambda kv: kv[1])
        if where < 0 or core in haulers[district] or _DOUBT.search(answer, start, end):
            continue
        lo = start + where
        why = f"'{core}' is named by another district's rules, not {district}'s"
        out.append(Claim(answer[lo : m.end()], "condition", core, lo, m.end(), why))
    return out
