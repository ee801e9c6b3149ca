"""Round 56 (r56e): how-to and offices (prod_holdout53/54).

- A bracketed bare facility word (``the county office [군청]``) names a kind of office, no one
  place: :mod:`.places` (g71h3-0052, faithful).
- ``한 곳씩`` (so many at a time) is no list length: :mod:`.count_statements`; a channel in a sentence
  closed by a question mark (``문자로 보내 드릴까요?``) is an offer: :mod:`.contact_channels`
  (g72h3-0020, claim-free).
- A day the service works, no clock (``토요일 오전에도 전화 상담이 됩니다``): hours no output carries,
  :mod:`.attributes` (g72h0-0080); a language it serves in (``registration can be done in
  English``): :mod:`.service_languages` (g72h0-0085).
- A nationwide district count said of one place before ``…한데`` (``파주시에 수거함이 5곳 있긴
  한데``): the clause ends at the concessive, :mod:`.coverage_words` (g72h2-0072).
- A labelled line's bare place (``- 수수료 납부: 읍면 선별장``): the role of its label,
  :mod:`.disposal_places` (g72h1-0045).
- A company in Latin letters (``Gyeongin Sanup (051-…)``) names the Hangul holder 경인산업:
  :mod:`.latin_holders` (g71h1-0055).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence

_SET = {"g71h1": "prod_holdout53.jsonl", "g71h3": "prod_holdout53.jsonl"}


def _case(cid: str) -> dict[str, object]:
    return blind_case(_SET.get(cid[:5], "prod_holdout54.jsonl"), cid)


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = _case(cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", ["g71h3-0052", "g72h3-0020"])
def test_the_faithful_and_claim_free_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


# --- a bracketed facility word -------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "No recycling center was found within 20 km. Please ask the county office [군청].",
        "20km 안에 재활용센터 자료가 없어요. 가까운 [주민센터]나 군청에 물어보세요.",
    ],
)
def test_a_bracketed_facility_word_names_no_place(answer: str) -> None:
    assert _flagged("g71h3-0052", answer) == []


def test_a_bracketed_named_office_is_still_read() -> None:
    answer = "재활용센터는 [영주시청] 안에 있어요."
    assert any(k == "place" for k, _ in _flagged("g71h3-0052", answer))


# --- so many at a time; an offer ------------------------------------------------------------------


def test_one_at_a_time_is_no_count() -> None:
    answer = "은평구는 자원순환과 02-351-7565예요. 나머지도 한 곳씩 알려 드릴게요."
    assert _flagged("g72h3-0020", answer) == []


def test_a_count_is_still_read() -> None:
    answer = (
        "문의처는 세 곳이에요: 은평구 자원순환과 02-351-7565, 울산 남구 환경자원과 052-226-5772."
    )
    assert ("count", "세 곳") in _flagged("g72h3-0020", answer)


def test_a_channel_stated_is_still_read() -> None:
    answer = "은평구 자원순환과는 문자로도 접수를 받아요."
    kinds = _flagged("g72h3-0020", answer)
    assert any(k == "condition" and "문자로" in t for k, t in kinds)


# --- a day the service works, a language ---------------------------------------------------------


def test_invented_saturday_service_is_flagged() -> None:
    assert ("condition", "토요일 오전에도 전화 상담이 됩") in _flagged("g72h0-0080")


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "수원시는 청소자원과 031-228-3249예요. 공휴일에도 전화 상담이 돼요.",
            "공휴일에도 전화 상담이 돼",
        ),
        ("Suwon: 031-228-3249. They also take calls on Saturdays.", "take calls on Saturdays"),
    ],
)
def test_a_working_day_no_output_gives_is_flagged(answer: str, span: str) -> None:
    assert ("condition", span) in _flagged("g72h0-0080", answer)


def test_the_contacts_alone_pass() -> None:
    answer = "수원시는 청소자원과 031-228-3249, 전주시는 청소지원과 063-281-8500입니다."
    assert _flagged("g72h0-0080", answer) == []


def test_invented_english_service_is_flagged() -> None:
    flagged = _flagged("g72h0-0085")
    assert ("condition", "registration can be done in English") in flagged


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("화성시 자원순환과(031-5189-6814)는 영어로 상담이 가능해요.", "영어로 상담이 가능"),
        ("Call 031-5189-6814; they have English-speaking staff.", "English-speaking staff"),
    ],
)
def test_a_language_no_output_gives_is_flagged(answer: str, span: str) -> None:
    assert ("condition", span) in _flagged("g72h0-0085", answer)


def test_hwaseong_without_the_language_passes() -> None:
    answer = (
        "In Hwaseong you either sort it by item or register it as bulky waste, then leave it in "
        "front of the house or at a designated spot; enquiries to 031-5189-6814."
    )
    assert _flagged("g72h0-0085", answer) == []


# --- a nationwide count before 한데 --------------------------------------------------------------


def test_nationwide_count_given_to_paju_is_flagged() -> None:
    assert ("condition", "5곳 있긴") in _flagged("g72h2-0072")


def test_nationwide_count_said_nationwide_passes() -> None:
    answer = "자료가 있는 시군구는 전국 5곳이에요. 파주시 자료는 없어요."
    assert _flagged("g72h2-0072", answer) == []
