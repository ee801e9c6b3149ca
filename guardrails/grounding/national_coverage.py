"""A nationwide coverage count said as a count of what one place has.

*A nationwide count given to one place* (round 24): the number of districts a dataset covers
(``districts_with_data``, or a note's ``자료가 있는 시군구 142곳``) said as a count of what one
place has (``there are 30 reward spots listed for Gwanak-gu``, ``부천시 수수료 항목 142건을
살펴봤는데``): a number equal to a coverage count in a clause that names a 시군구 or 시도 and no
nationwide or district-count word, where no other number of the outputs is that number.

Accepted: a sentence that says nationwide (other than in a dataset's title, ``전국폐형광등및
폐건전지수거함표준데이터``: round 34) or counts districts — unless the count of districts is bound
to one place (``Data exists for 47 districts in North Chungcheong``: flagged, round 38) — a number with a unit after it, a number
some other field or list of the outputs also has, a negated clause. A clause ends at a
concessive or joining ending too (``자료 142건이 등록되어 있으나 …``: round 32), and a clause opening
with a relative word is said of the place the clause before it ends with (``data exists for
Goyang, which alone has 30 compensation sites``: flagged, Goyang's).
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.coverage_words import CLAUSE_END, NATIONWIDE, NEGATED, PLACE_WORD
from guardrails.grounding.nodes import entries, number, parsed, per_stage
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["national_count_claims", "national_counts"]

_NOTE_COUNT = re.compile(r"자료가 있는 시군구\s?(?:는\s)?(?:전국\s?)?(\d{1,3})\s?곳")


@per_stage
def national_counts(sources: tuple[str, ...]) -> tuple[frozenset[int], frozenset[int]]:
    """The coverage counts the outputs state (``districts_with_data``, a note's ``자료가 있는
    시군구 142곳``), and every other number of their fields and length of their lists (a place's
    own count may be one)."""
    counts: set[int] = set()
    others: set[int] = set()
    for root in parsed(sources):
        for key, value in entries(root):
            if isinstance(value, str):
                counts |= {int(m.group(1)) for m in _NOTE_COUNT.finditer(value)}
            elif isinstance(value, list):
                others.add(len(value))  # the rows a search found
            elif (n := number(value)) is not None and n == int(n):
                (counts if key == "districts_with_data" else others).add(int(n))
    return frozenset(counts), frozenset(others)


# a number with no unit of measure, money, time or date after it
_BARE = re.compile(
    r"(?<![\d.,:\-/])(\d{1,3})(?![\d.,:\-/%]|\s?(?:원|won|km|m\b|kg|g\b|L\b|리터|℃|도|시|분|년|월|일"
    r"|am|pm|mm|호|번|층|st\b|nd\b|rd\b|th\b))",
    re.I,
)
_COUNTED_DISTRICTS = re.compile(
    r"시군구|시·군·구|지자체|자치단체|districts?|cit(?:y|ies)|count(?:y|ies)|municipalit|local gov"
    r"|regions|areas",
    re.I,
)


# round 32: a clause of the count ends at a concessive or joining ending too ("자료 142건이 등록되어
# 있으나 화장대 항목은 찾지 못했습니다": the negation is the next clause's), and a clause opening with a
# relative word is said of the place the clause before it ends with ("data exists for Goyang, which
# alone has 30 compensation sites")
# round 50: a spaced middle dot parts two statements of a line ("5곳 등록 · 다만 위치 목록은 나오지
# 않음": the negation is the second's)
_COUNT_CLAUSE_END = re.compile(CLAUSE_END.pattern + r"|(?<=[가-힣]으[나며])(?=\s)|\s[·•|]\s")
_RELATIVE = re.compile(r"\s*(?:which|where|who|each of which)\b")


# round 34: a dataset's own title that opens with the word (``전국폐형광등및폐건전지수거함표준데이터``,
# ``the national lamp and battery bin dataset``) names the source, not a nationwide scope
# (round 52, r52c: its words may be spaced or joined by a slash or middle dot, ``the national
# lamp/battery bin data``, ``전국 폐형광등·폐건전지 수거함 데이터`` — never a scope word first, 전국 평균)
_TITLED = re.compile(
    r"전국\s?(?!평균|기준|단위)[가-힣·/]{2,}(?:\s[가-힣·/]{2,}){0,3}?\s?(?:표준데이터|데이터|정보)"
    r"|\bnational\b[A-Za-z &,/'-]{0,50}?\b(?:dataset|data|database|standard data)\b",
    re.I,
)


def _nationwide(answer: str, start: int, end: int) -> bool:
    """Whether the sentence says nationwide, other than in a dataset's title."""
    titles = [t.span() for t in _TITLED.finditer(answer, start, end)]
    return any(
        not any(a <= m.start() < b for a, b in titles)
        for m in NATIONWIDE.finditer(answer, start, end)
    )


# round 38 (r38c): the count of districts said to lie in one place ("Data exists for 47 districts in
# North Chungcheong") — the districts are counted, but scoped to a place the nationwide count is not
# of (the Korean "충청북도에서 자료가 있는 시군구는 47곳" is read by :mod:`.coverage_counts`)
_DISTRICTS_IN = re.compile(
    r"(?<![\d.,])(\d{1,3})\s(?:districts?|cities|counties|municipalities|local governments)"
    r"(?:\swith\s(?:data|records|listings))?\s(?:in|across|of|within)\s(?:the\s)?"
    r"([A-Z][a-z]+(?:[- ][A-Za-z][a-z]+)?)"
)


def _scoped_district_counts(answer: str, start: int, end: int, places: PlaceVocabulary,
                            counts: frozenset[int], others: frozenset[int]) -> list[Claim]:  # fmt: skip
    """The nationwide district count said of the districts in one place.

    Accepts ``47 districts across the country``, ``47 districts, including Chungju in North
    Chungcheong`` (the place is not the count's); rejects ``Data exists for 47 districts in North
    Chungcheong`` where 47 is ``districts_with_data``."""
    out: list[Claim] = []
    for m in _DISTRICTS_IN.finditer(answer, start, end):
        n = int(m.group(1))
        name = place_of(m.group(2), places)
        if n not in counts or n in others or name is None or NEGATED.search(answer, start, end):
            continue
        why = f"{n} is the number of districts with data nationwide, not {name}'s"
        out.append(Claim(m.group(0), "condition", n, m.start(), m.end(), why))
    return out


def national_count_claims(answer: str, places: PlaceVocabulary, counts: frozenset[int],
                           others: frozenset[int]) -> list[Claim]:  # fmt: skip
    """A nationwide coverage count said as a count of what one named place has."""
    out: list[Claim] = []
    for sent in sentence_bounds(answer):
        if _nationwide(answer, *sent):
            continue
        if _COUNTED_DISTRICTS.search(answer, *sent):
            out += _scoped_district_counts(answer, *sent, places, counts, others)
            continue
        for m in _BARE.finditer(answer, *sent):
            n = int(m.group(1))
            if n not in counts or n in others:
                continue
            start = max(
                (c.end() for c in _COUNT_CLAUSE_END.finditer(answer, sent[0], m.start())),
                default=sent[0],
            )
            close = _COUNT_CLAUSE_END.search(answer, m.end(), sent[1])
            end = close.start() if close else sent[1]
            if NEGATED.search(answer, start, end):
                continue
            named = [
                name
                for w in PLACE_WORD.finditer(answer, start, end)
                if (name := place_of(w.group(0), places)) is not None
            ]
            if not named and _RELATIVE.match(answer, start):  # "Goyang, which alone has 30 …"
                before = [c.end() for c in _COUNT_CLAUSE_END.finditer(answer, sent[0], start - 1)]
                named = [
                    name
                    for w in PLACE_WORD.finditer(answer, max(before, default=sent[0]), start)
                    if (name := place_of(w.group(0), places)) is not None
                ][-1:]
            if named:
                text = answer[m.start() : end].rstrip()
                why = f"{n} is the number of districts with data nationwide, not {named[0]}'s"
                out.append(Claim(text, "condition", n, m.start(), m.start() + len(text), why))
    return out
