"""The date of a dataset a sentence states: ``(contact details from …, as of 2025-12-09)``.

A tool output cites each dataset with its date (``출처: 공공데이터포털 행정안전부 생활쓰레기배출정보,
데이터기준일자 2022-11-25``), also inside a string of its own (a fee output's ``contact`` is cited
to the rules dataset, its ``citation`` to the fee dataset). A date in a bracket right after a value
whose citing string gives another date (``031-729-3193 (… as of 2025-12-09)``), or in a clause
naming one dataset's own words (``행정안전부 생활쓰레기배출정보, 데이터기준일자 2025-12-09``), must be
that dataset's date, when it is another cited dataset's; so must a date after a phone in its
sentence when the words between give the phone's source (``call 02-3153-9200 — that contact
comes from the household waste data dated …``, ``연락처 출처는 …``, ``this contact is as of …``, or
the contact named before the date and a dating word after it: ``이 연락처는 2025-12-09 기준``) and
name no fee or price, also in the next sentence when a demonstrative makes the phone its subject
(``…(032-899-3492)에 문의하세요. 이 연락처는 데이터기준일자 …``; round 57: also on the next list line,
``2. Please call 해남군 환경과: 061-530-5336.`` / ``3. The 환경과 number is from 2025-12-09 data.``). In a source line the clause is
the date's own part of it (:func:`.source_lines.source_part_start`): in ``[수수료 2025-11-20 /
행정안전부 생활쓰레기배출정보 2025-08-06]`` the first date is the fee data's, not the rules data's
whose words follow it. Unsure, never flagged: the clause also
names the dataset whose date it is; the tool outputs cite one date only; a date no dataset cites
(read as a date by the value check).
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.phone_shapes import DASHED_NUMBER
from guardrails.grounding.source_lines import source_part_start

Cited = tuple[str, str, str]  # (dataset label, its date, the citing string)


@per_stage
def cited(sources: tuple[str, ...]) -> tuple[Cited, ...]:
    """Every dataset the tool outputs of the stage cite with a date (none when one date only)."""
    found = [
        (m.group(1).strip(), m.group(2), text)
        for root in parsed(sources)
        for text in strings_under(root)
        for m in _CITED.finditer(text)
    ]
    return tuple(found) if len({date for _label, date, _text in found}) > 1 else ()


_CITED = re.compile(r"출처:\s*([^,()]+?),\s*데이터기준일자\s*(\d{4}-\d{2}-\d{2})")


_DATE = re.compile(
    r"(?<!\d)(\d{4})[-.](\d{2})[-.](\d{2})(?!\d)|(\d{4})년\s?(\d{1,2})월\s?(\d{1,2})일"
)
_HELD_BEFORE = re.compile(r"(?:\d{2,4}-\d{3,4}-\d{4}|\d{4}-\d{4})\s?$")  # a value right before
_LABEL_WORD = re.compile(r"[가-힣]{3,}")
# the phone's own source named after it: "— that contact comes from the … data dated …",
# "연락처 출처는 … 기준"
_CONTACT_FROM = re.compile(
    r"(?:contact|number|phone|연락처|전화번호|번호|문의처)[^.\n]{0,60}?"
    r"(?:\bfrom\b|\bsource|출처|기준일|\bas of\b|\bdated\b)",
    re.I,
)
# a sentence whose subject is the phone of the sentence before: "이 연락처는 …", "This number …"
# (round 57: the contact named with its holder's words between, "The 환경과 number …", "that
# office's phone …")
_CONTACT_SUBJECT = re.compile(
    r"\s*(?:(?:이|그|위|해당)\s?(?:연락처|전화번호|번호|문의처)"
    r"|(?:this|that|the above|the)\s+(?:[^\s.,;:!?]+\s+){0,2}?(?:contact|number|phone))",
    re.I,
)
# round 53 (r53c): the contact named before the date and a dating word right after it ("이
# 연락처는 2025-12-09 기준 자료라", "그 번호는 2020-12-14 자 정보예요", "this number is 2025-12-09
# data"): the date the contact's source is of, as "연락처 출처는 … 기준" says before it
_CONTACT_WORD = re.compile(r"contact|number|phone|연락처|전화번호|번호|문의처", re.I)
_DATED_AFTER = re.compile(r"\s?(?:기준|자\s|일자|현재|시점|data\b|information\b|info\b)", re.I)
# a sentence end between a phone and the date after it, apart from :data:`.claims.SENTENCE_END`
# on purpose: a run of stops and the spaces after it, or a run of line breaks, is one end (a blank
# line is one: :func:`_phone_before` counts the ends between), and it knows no ``。`` and no
# "No. 23"
# (round 57: a list line's number or bullet after it is part of the end: ".\n3. This phone …" is
# one end, the next line's sentence right after it)
_SENTENCE_END = re.compile(r"(?:[.!?]+(?:\s+|$)|\n+)(?:(?:\d{1,2}[.)]|[-*•▶])\s+)?")
_OTHER_DATA = re.compile(r"fee|수수료|price|시세|[.!?]\s", re.I)


def _phone_before(
    answer: str, at: int, opened: int | None, dated_after: bool = False
) -> str | None:
    """The value whose source the date at ``at`` dates: the one right before the bracket the date
    is in (``opened``), else the phone stated before ``at`` in its sentence when the words
    between give the phone's source (and name no other dataset), or name the contact with a
    dating word right after the date (``dated_after``: ``이 연락처는 2025-12-09 기준``)."""
    if opened is not None and (held := _HELD_BEFORE.search(answer, max(0, opened - 20), opened)):
        return held.group(0)
    window = answer[max(0, at - 200) : at]
    phones = list(DASHED_NUMBER.finditer(window))
    if not phones:
        return None
    between = window[phones[-1].end() :]
    ends = list(_SENTENCE_END.finditer(between))
    if ends:  # "… (032-899-3492)에 문의하세요. 이 연락처는 데이터기준일자 …": the next sentence
        between = between[ends[-1].end() :]  # names the phone only by a demonstrative subject
        if len(ends) > 1 or not _CONTACT_SUBJECT.match(between):
            return None
    if _OTHER_DATA.search(between):
        return None
    if not (_CONTACT_FROM.search(between) or (_CONTACT_WORD.search(between) and dated_after)):
        return None
    return phones[-1].group(0)


def _label_words(label: str, labels: set[str]) -> set[str]:
    """The words of a dataset label no other cited label shares."""
    others = " ".join(x for x in labels if x != label)
    return {w for w in _LABEL_WORD.findall(label) if w not in others}


def dated_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Dates given to a dataset they are not the date of."""
    datasets = cited(sources)
    if not datasets:
        return []
    dates = {date for _l, date, _t in datasets}
    labels = {label for label, _d, _t in datasets}
    words: dict[str, set[str]] = {}
    out: list[Claim] = []
    for m in _DATE.finditer(answer):
        y, mo, d = m.group(1, 2, 3) if m.group(1) else m.group(4, 5, 6)
        date = f"{y}-{int(mo):02d}-{int(d):02d}"
        if date not in dates:
            continue
        words = words or {label: _label_words(label, labels) for label in labels}
        opened = answer.rfind("(", 0, m.start())
        closed = answer.rfind(")", 0, m.start())
        start = max(answer.rfind("\n", 0, m.start()) + 1, m.start() - 80)
        if (part := source_part_start(answer, m.start(), sources)) is not None:
            start = max(start, part)  # "[수수료 2025-11-20 / …정보 2025-08-06]": its own part only
        context = answer[start : m.start()]
        named = {label for label in labels if any(w in context for w in words[label])}
        if any(dt == date for label, dt, _t in datasets if label in named):
            continue
        why = ""
        if named:
            why = f"{date} is not the date of {'/'.join(sorted(named))}"
        elif phone := _phone_before(
            answer,
            m.start(),
            opened if opened > closed else None,
            bool(_DATED_AFTER.match(answer, m.end())),
        ):
            digits = re.sub(r"\D", "", phone)
            own = {dt for _l, dt, text in datasets if digits in re.sub(r"\D", "", text)}
            if own and date not in own:
                why = f"{date} is not the date of the source of {phone}"
        if why:
            out.append(Claim(m.group(0), "condition", date, m.start(), m.end(), why))
    return out
