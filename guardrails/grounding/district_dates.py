"""A dataset's date is the date of the output the answer is about.

Two outputs of one dataset (the household-waste rules of 인천 동구 and of 안성시) carry one label
and each its own date (``데이터기준일자 2025-11-04`` / ``2025-10-23``). A citation bracket names
the dataset, not the district: :func:`.cited_dates.cited_date` accepts any date the class holds.
Three readings bind the date to its output:

* *another district's date*: a date in a citation bracket that only outputs of districts the
  answer does not name hold, where the answer names the district of another output of the dataset
  whose date differs (``안성시는 … 문의는 도시환경2팀 031-671-6060이에요. [… 생활쓰레기배출정보,
  데이터기준일자 2025-11-04]``: 인천 동구's date given to 안성시's data) — flagged;
* *a phone's date*: a date in a bracket that also holds a phone (``동구청 환경과(042-251-4561,
  데이터기준일자 2025-10-28)``) is the date of the output that holds the phone — supported when that
  output's ``as_of`` (or its citation's date) is the date; so is a bracket of the date alone
  closing the clause that gives a phone to ask (``청소위생과(053-668-2733)에 확인하세요 (2024-03-26
  기준)``, ``call 053-668-2733 (as of 2024-03-26)``; round 37) — not a date after other words
  (``…에 확인하세요. 수수료는 (2025-08-06 기준)``: the fee's, the binding decides);
* *the sentence's district* (round 57, r57b): a bracket of a label and the date alone
  (``(데이터기준일자 2025-01-03)``, ``(2025-01-03 기준)``) closing a sentence that names one only of
  the dated districts is that district's output's date, supported when the output holds it — the
  row words of the sentence (``구미시는 … 본체·모니터 구분이 없어요``: 모니터 is 충주시's row) name
  no subject of a date the whole output carries.

Unsure, never flagged: an answer that names no output's district, or names one whose output holds
the date.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holdings import date_value
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.phone_shapes import DASHED_NUMBER

__all__ = [
    "district_date_why",
    "output_dated",
    "phone_dated",
    "place_date_claims",
    "root_date",
    "sentence_district_dated",
]

Dated = tuple[tuple[str, ...], tuple[int, ...], str]  # (names of its district, its date, text)

_SUFFIXED: Final = ("시", "군")
# a bracket of a date alone ("(2024-03-26 기준)", "(as of 2024-03)"): its opening and its close
_DATE_ALONE = re.compile(r"\s?(?:as of\s|dated\s|데이터기준일자\s?)?", re.I)
_CLOSED = re.compile(r"\s?(?:기준일?|자료)?\s?[)）]")
# the end of a phone's clause that asks the user to call it ("…)에 확인하세요 ", "…로 문의하세요. ")
_ASKING = re.compile(
    r"\)?\s?(?:에|로|으로|번으로)?\s?(?:확인|문의|전화|연락|물어)[가-힣]{0,8}[.]?\s?"
    r"|\)?[,.]?\s?(?:to (?:check|confirm|ask))?\s?",
    re.I,
)


def _names(root: dict[str, Any]) -> tuple[str, ...]:
    """How an answer may name an output's district: its words (``인천``, ``동구``, ``안성시``) and
    a 시/군's stem (``안성``)."""
    district = root.get("district")
    if not isinstance(district, str) or not district.split():
        return ()
    last = district.split()[-1]
    names = [district, *(w for w in district.split() if len(w) >= 2)]
    if last.endswith(_SUFFIXED) and len(last) >= 3:
        names.append(last[:-1])
    return tuple(dict.fromkeys(names))


def root_date(root: dict[str, Any]) -> tuple[int, ...] | None:
    """The date an output gives itself: its ``as_of``, else its citation's date (also read by
    :mod:`.district_dated`)."""
    raw = root.get("as_of")
    when = date_value(raw) if isinstance(raw, str) else None
    if when is None and isinstance(cite := root.get("citation"), str):
        when = date_value(cite)
    return when


@per_stage
def _dated_outputs(sources: tuple[str, ...]) -> tuple[Dated, ...]:
    """Every output of a district with a date of its own (``as_of`` or its citation's)."""
    out: list[Dated] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not (names := _names(root)):
            continue
        if (when := root_date(root)) is not None:
            out.append((names, when, " ".join(strings_under(root))))
    return tuple(out)


def _same(said: tuple[int, ...], held: tuple[int, ...]) -> bool:
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == held[:n]


def _named(names: tuple[str, ...], answer: str) -> bool:
    return any(re.search(rf"(?<![가-힣]){re.escape(n)}", answer) for n in names)


def district_date_why(c: Claim, answer: str, sources: tuple[str, ...]) -> str | None:
    """Why a cited date is another district's output's: no output the answer names holds it."""
    if not isinstance(c.value, tuple):
        return None
    outputs = _dated_outputs(sources)
    if len(outputs) < 2:
        return None
    holding = [o for o in outputs if _same(c.value, o[1])]
    named = [o for o in outputs if _named(o[0], answer)]
    if not holding or not named or any(_same(c.value, o[1]) for o in named):
        return None
    return f"{c.text} is the date of {holding[0][0][0]}'s output, not {named[0][0][0]}'s"


def phone_dated(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether date ``c`` shares a bracket with a phone whose output is of that date."""
    if c.kind != "date" or not isinstance(c.value, tuple):
        return False
    opened = answer.rfind("(", max(0, c.start - 40), c.start)
    if opened < 0 or ")" in answer[opened : c.start] or "\n" in answer[opened : c.start]:
        return False
    phones = [
        re.sub(r"\D", "", m.group(0)) for m in DASHED_NUMBER.finditer(answer, opened, c.start)
    ]
    if (
        not phones
        and _DATE_ALONE.fullmatch(answer, opened + 1, c.start)
        and _CLOSED.match(answer, c.end)
    ):  # "…(053-668-2733)에 확인하세요 (2024-03-26 기준)": the date of the phone's clause
        lo = max(answer.rfind("\n", 0, opened) + 1, opened - 60)
        asked = list(DASHED_NUMBER.finditer(answer, lo, opened))[-1:]
        if asked and _ASKING.fullmatch(answer, asked[0].end(), opened):
            phones = [re.sub(r"\D", "", asked[0].group(0))]
    if not phones:
        return False
    return any(
        _same(c.value, when) and phones[-1] in re.sub(r"\D", "", text)
        for _names, when, text in _dated_outputs(sources)
    )


# round 57 (r57b): a bracket of a label and the date only, opened right after the sentence's words
_LABEL_ONLY = re.compile(r"\s?(?:데이터\s?기준일자?|기준일자?|as of|dated)?\s?[:：]?\s?", re.I)
_SENTENCE_START = re.compile(r"[.!?]\s|\n")


def sentence_district_dated(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether date ``c``, alone with its label in a bracket (``(데이터기준일자 2025-01-03)``),
    closes a sentence that names one only of the dated districts, whose output holds it: a
    dataset's date dates the whole output of the district the sentence is about, not a row its
    words name (``구미시는 … 본체·모니터 구분이 없어요(데이터기준일자 2025-01-03)``: 모니터 is
    충주시's row, the date 구미시's)."""
    if c.kind != "date" or not isinstance(c.value, tuple):
        return False
    opened = max(answer.rfind("(", max(0, c.start - 20), c.start), answer.rfind("（", 0, c.start))
    if opened < 0 or not _LABEL_ONLY.fullmatch(answer, opened + 1, c.start):
        return False
    if not _CLOSED.match(answer, c.end):
        return False
    ends = list(_SENTENCE_START.finditer(answer, max(0, opened - 300), opened))
    sentence = answer[ends[-1].end() if ends else max(0, opened - 300) : opened]
    outputs = _dated_outputs(sources)
    named = [o for o in outputs if _named(o[0], sentence)]
    return (
        len(outputs) >= 2
        and len({o[1] for o in named}) == 1
        and len({o[0][0] for o in named}) == 1
        and _same(c.value, named[0][1])
    )


def output_dated(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether date ``c`` is the date of the output its phone or its sentence's one district is
    of (:func:`phone_dated`, :func:`sentence_district_dated`)."""
    return phone_dated(c, answer, sources) or sentence_district_dated(c, answer, sources)


# what stands between a place's name and the date said of it: "중화산1동주민센터 info는 2025-01 기준",
# "X 정보는 2025-04-18 기준", "X: as of 2025-04-18", "X's data is dated 2025-04-18"
_PLACE_GAP = re.compile(
    r"(?:'s)?\s?(?:의\s?)?(?:info(?:rmation)?|정보|자료|데이터|data|details|listing)?\s?"
    r"(?:는|은|:|is|are)?\s?(?:as of|dated|from)?\s?"
)
_DATE = re.compile(r"(?<!\d)(\d{4})[-.](\d{1,2})(?:[-.](\d{1,2}))?(?!\d)|(\d{4})년\s?(\d{1,2})월")


@per_stage
def _listed_places(sources: tuple[str, ...]) -> tuple[tuple[str, tuple[int, ...] | None], ...]:
    """Every place an output lists by name, with its own date or its output's (None: unknown)."""
    out: list[tuple[str, tuple[int, ...] | None]] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(rows := root.get("places"), list):
            continue
        top = root.get("as_of")
        for row in rows:
            if isinstance(row, dict) and isinstance(name := row.get("name"), str):
                own = row.get("as_of") if isinstance(row.get("as_of"), str) else top
                if len(name) >= 3:
                    out.append((name, date_value(own) if isinstance(own, str) else None))
    return tuple(out)


def place_date_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A date said of a listed place (``X 정보는 2025-01 기준``) that is not the date of the place
    or of its output (the price survey's month given to a place list whose date is unknown)."""
    places = _listed_places(sources)  # (the stage's places before the answer's dates)
    if places and not _DATE.search(answer):
        places = ()
    out: list[Claim] = []
    for name, own in places:
        at = answer.find(name)
        while at != -1:
            gap = _PLACE_GAP.match(answer, at + len(name))
            m = _DATE.match(answer, gap.end()) if gap else None
            if m is not None:
                parts = m.group(1, 2, 3) if m.group(1) else m.group(4, 5)
                said = tuple(int(p) for p in parts if p)
                if own is None or not _same(said, own):
                    why = f"{m.group(0)} is not the date of {name}'s data"
                    out.append(Claim(m.group(0), "condition", said, m.start(), m.end(), why))
            at = answer.find(name, at + 1)
    return out
