"""A named public facility an answer states as a fact of the turn must be named by an output.

The class in one sentence: a facility named by its place (an area's name joined to a facility word:
``동래구청``, ``양양군청 민원실``, ``연산1동 주민센터``, ``무안군보건소``, ``Muan-gun Public Health
Center``, ``Seo-gu Office``), said in an asserted sentence (a bin there, a landmark next to it, a
place to bring a thing), is unsupported when no tool output and not the user names that facility:
the same area joined to a facility word of the same class (``주민센터`` = ``행정복지센터`` =
``동사무소``; ``구청`` = ``군청`` = ``시청``; spaces aside), nor the bare facility word together with
the area's own name (an output's ``구청 홈페이지`` over ``동래구`` names 동래구청); a district-level
output's district names its own office, and so does a listed place named by a district alone
(round 58: a bin at ``대구광역시 북구``, 1층 민원실, is at the Buk-gu Office).

A generic facility (``구청``, ``주민센터``, ``the district office``, ``a community center``) names no
place and is never read. In English the area's Latin spelling is read only as a class: an English
named facility is flagged only when no output names any facility of its class at all (a spelling
the romanizer writes otherwise is never a miss). Unsure, never flagged: a sentence of advice
(:data:`.asserted.ADVICE`: ask, check, call, contact), a negated, asked, conditional or hedged
clause (:data:`.asserted.CLAUSE_DOUBT`; a negation that only describes a noun's state,
``깨지지 않은 형광등``, doubts nothing: :mod:`.described_states`), a facility named as the owner of a contact (its web
page, department or phone right after it: ``김천시청 접수 페이지``), an answer with no JSON output.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.described_states import without_described_states
from guardrails.grounding.facility_words import (
    AFTER_AREA,
    AREA_OFFICE,
    CLASSES,
    FACILITIES,
    NAMED_AS,
    english_pattern,
)
from guardrails.grounding.holdings import holders
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.units import sentences

__all__ = ["GATE", "facility_claims", "named_classes"]

# a facility word → its class, and each class's English names (:mod:`.facility_words`)
_CLASS: Final = {w: c for w, (c, _) in FACILITIES.items()}
_EN_CLASS: Final = tuple((c, english_pattern(c)) for c in CLASSES)
# an area's name joined to a facility word ("동래구청", "연산1동 행정복지센터", "무안군 보건소")
_KO: Final = re.compile(
    r"(?<![가-힣])([가-힣]{1,6}?\d{0,2}(?:구|군|시|동|읍|(?<![으하다라려시되가보내해았었였])면))\s?"
    rf"({'|'.join(AFTER_AREA)})(?![가-힣]{{2}})"
)
# round 56: an 읍's or 면's own office, the 읍 or 면 written once ("보성읍사무소", "북면 사무소"; not
# "읍면사무소", a kind of office); named by an output that names the 읍 or 면 at all (its office
# is also its 행정복지센터, and an address there names the area)
_KO_TOWN: Final = re.compile(
    r"(?<![가-힣])([가-힣]{1,5}?\d{0,2}(?:읍|(?<![으하다라려시되가보내해았었였])면))\s?사무소(?![가-힣]{2})"
)
_LEVELS: Final = re.compile(r"[읍면동리시군구]+")
# the same in Latin ("Muan-gun Public Health Center", "Dongnae-gu Office")
_EN: Final = re.compile(
    r"\b([A-Z][a-z]+(?:\s?\d{1,2})?-(?:gu|gun|si|dong|eup|myeon))\s+("
    + "|".join(f"(?P<{k}>{p})" for k, p in _EN_CLASS)
    + r")\b",
    re.I,
)
# every Korean facility holds a word after its area, every Latin one a suffix and a space: a
# sentence without them is not searched (the two patterns above try every position)
_KO_GATE: Final = AFTER_AREA
_EN_GATE: Final = re.compile(r"-(?:gu|gun|si|dong|eup|myeon)\s", re.I)
GATE: Final = ("청", "보건", "센터", "사무소", "도서관", "우체국", "-gu ", "-gun ", "-si ", "-dong ",
               "-eup ", "-myeon ")  # fmt: skip
# the facility as the owner of a contact, not a place: its web page, department or phone follows
_OWNER: Final = re.compile(
    r"[^,.;()]{0,12}?(?:페이지|누리집|사이트|웹|앱|전화|번호|[가-힣]{2,6}(?:과|팀)(?![가-힣])"
    r"|\d{2,3}-\d{3,4}-\d{4}|\b(?:website|homepage|web\s?page|page|site|app|phone|tel|line)\b"
    r"|'s\s+(?:website|homepage|page|site|app))",
    re.I,
)
# round 59: a bare facility word after an area said as the clause's topic is that area's facility
# ("경산시는 보건소에서 폐의약품을 … 수거한다": 경산시 보건소); the facility where something is
# done or brought (에서, 에, 으로), the topic and it in one clause. Only a facility an area has one
# of (its health centre, its office): ``포천시는 읍면동 행정복지센터에서`` names no one centre; and
# only an area the outputs or the user name (``사시는 곳 구청이나 군청에``: a verb, no area)
_TOPIC_AREA: Final = re.compile(
    r"(?<![가-힣])([가-힣]{1,6}?\d{0,2}(?:시|군|구))(?:은|는|에서는|에선)\s[^,;.!?\n]{0,20}?"
    r"(?<![가-힣])(보건소|구청|군청|시청)"
    r"(?=(?:에서|에|으로|로)(?!\s?(?:문의|확인|물어|여쭤|연락|전화)))"
)
_NEGATED: Final = re.compile(r"않|안\s|없|못|\bnot\b|n't|\bno\b|\?", re.I)
_DISTRICT_ALONE: Final = re.compile(
    r"(?:[가-힣]{2,4}(?:특별시|광역시|특별자치시|도)\s?)?[가-힣]{1,4}[시군구]"
)


@per_stage
def _named(sources: tuple[str, ...]) -> tuple[str, frozenset[str]] | None:
    """The outputs' strings, spaces aside, and the classes of facility they name (None when no
    output is JSON)."""
    if not json_nodes(sources):
        return None
    text = " ".join([*(n for n in json_nodes(sources) if isinstance(n, str)), *sources])
    # a district-level output's district names its own office ("강남구청에 신청하세요"), and so
    # does a listed place named by a district alone (a bin at "대구광역시 북구", 1층 민원실: the
    # district's office, "Daegu Buk-gu Office"; round 58)
    compact = (
        unspaced(text)
        + " "
        + " ".join(
            f"{h.name}청"
            for h in holders(sources)
            if h.kind == "district" or (h.kind == "place" and _DISTRICT_ALONE.fullmatch(h.name))
        )
    )
    classes = {c for w, c in _CLASS.items() if len(w) > 1 and w in compact}
    classes |= {c for w, c in NAMED_AS.items() if w in compact}  # "종합복지회관": a centre
    lower = text.lower()
    classes |= {c for c, p in _EN_CLASS if re.search(rf"\b(?:{p})\b", lower)}
    return compact, frozenset(classes)


def named_classes(sources: tuple[str, ...]) -> frozenset[str] | None:
    """The classes of facility the outputs name (None when no output is JSON): :mod:`.bare_facilities`."""
    named = _named(sources)
    return None if named is None else named[1]


def _supported(area: str, word: str, compact: str, user: str) -> bool:
    """Whether the outputs or the user name ``area``'s facility of ``word``'s class: the area joined
    to a word of the class, or the area's name and a bare word of the class ("구청" over 동래구)."""
    words = [w for w, c in _CLASS.items() if c == _CLASS[word]]
    if any(area + w in t for t in (compact, unspaced(user)) for w in words):
        return True
    return area in compact and any(len(w) > 1 and w in compact for w in words)


def facility_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """The named facilities ``answer`` states that no tool output nor the user names."""
    if not contains_any(answer, GATE):
        return []
    named = _named(sources)
    if named is None:
        return []
    compact, classes = named
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if ADVICE.search(sentence):
            continue
        for m in _KO.finditer(sentence) if contains_any(sentence, _KO_GATE) else ():
            area, word = m.group(1), m.group(2)
            if len(area) < 2 or _doubted(sentence, m) or _supported(area, word, compact, user):
                continue
            out.append(_claim(answer, lo + m.start(), lo + m.end(), "no tool output names it"))
        for m in _TOPIC_AREA.finditer(sentence) if contains_any(sentence, _KO_GATE) else ():
            area, word = m.group(1), m.group(2)
            if area not in compact and area not in unspaced(user):
                continue  # no area of the turn
            if _doubted(sentence, m) or _supported(area, word, compact, user):
                continue
            why = f"no tool output names {area}'s {word}"
            out.append(_claim(answer, lo + m.start(2), lo + m.end(2), why))
        for m in _KO_TOWN.finditer(sentence) if "사무소" in sentence else ():
            area = m.group(1)
            if _LEVELS.fullmatch(area) or _doubted(sentence, m):
                continue
            if any(area in t for t in (compact, unspaced(user))):
                continue
            out.append(_claim(answer, lo + m.start(), lo + m.end(), "no tool output names it"))
        for m in _EN.finditer(sentence) if _EN_GATE.search(sentence) else ():
            cls = _en_class(m)
            if cls in classes or _doubted(sentence, m):
                continue
            why = f"no tool output names a facility of its kind ({cls})"
            out.append(_claim(answer, lo + m.start(), lo + m.end(), why))
    return out


def _en_class(m: re.Match[str]) -> str:
    """The class of a Latin facility: a dong's office is its community centre, an eup's or
    myeon's its town office ("Yulha 1-dong office" is 율하1동 행정복지센터)."""
    cls = next(k for k, _ in _EN_CLASS if m.group(k))
    if cls == "office":
        suffix = m.group(1).rsplit("-", 1)[-1].lower()
        return AREA_OFFICE.get(suffix, cls)
    return cls


def _doubted(sentence: str, m: re.Match[str]) -> bool:
    """Whether the clause around the facility is negated, asked, conditional or hedged, or the
    facility is named as the owner of a contact (``김천시청 접수 페이지``, ``구청 자원순환과``)."""
    if _OWNER.match(sentence, m.end()):
        return True
    end = sentence.find(",", m.end())
    clause = sentence[sentence.rfind(",", 0, m.start()) + 1 : end if end >= 0 else len(sentence)]
    # a negation that describes a noun ("깨지지 않은 형광등을"): no doubt about the clause
    stated = without_described_states(clause)
    return CLAUSE_DOUBT.search(stated) is not None or _NEGATED.search(stated) is not None


def _claim(answer: str, start: int, end: int, why: str) -> Claim:
    text = answer[start:end]
    return Claim(text, "condition", unspaced(text), start, end, why)
