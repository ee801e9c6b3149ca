"""Round 56 (r56d): the free appliance pickup and a building's own pickup (prod_holdout53/54).

- the user's option (``신청하면 무료로 보낼 수도 있어요``) is no hedge of a free service said of a thing
  its note does not name (:mod:`.free_service`; g71h0-0006);
- an online way said right after a line that names the service, with no holder of its own (``전화나
  홈페이지로 예약하세요``), is the service's (:mod:`.service_classes`; g71h1-0030);
- the written ``시`` before ``만 무료`` is a requirement's "when" (``실외기 포함 시에만 무료``;
  :mod:`.free_requirements`; g72h1-0017);
- an English condition narrowing a free that no output conditions (``but only if you're handing it
  over when a new appliance is delivered``; :mod:`.service_conditions`; g72h2-0059);
- a building's handover point said to get the waste collected (``아파트 경비실에 맡기면 같이 수거해
  줘요``; :mod:`.handover_points`; g72h1-0056).
"""

from __future__ import annotations

import json

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(name: str, case_id: str) -> tuple[str, Evidence]:
    c = blind_case(name, case_id)
    return c["answer"], case_evidence(c)


def _evidence_of(name: str, case_id: str, *extra: object) -> Evidence:
    c = blind_case(name, case_id)
    more = [json.dumps(o, ensure_ascii=False) for o in extra]
    return case_evidence(c | {"evidence": [*c["evidence"], *more]})


# --- the user's option is no hedge ------------------------------------------------------------

_CARPET = ("prod_holdout53.jsonl", "g71h0-0006")  # 카페트 and 책상 rows; the appliance note
_FRIDGE = ("prod_holdout53.jsonl", "g71h1-0030")  # a free 냉장고 row; the appliance note


def test_option_case() -> None:
    answer, evidence = _case(*_CARPET)
    assert flagged(answer, evidence) == ["카페트"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("카페트도 폐가전 무상방문수거(1599-0903)로 무료로 버릴 수도 있어요.", "카페트"),
        ("카페트는 무상방문수거 서비스(1599-0903)에 맡기면 무료로 처리할 수도 있어요.", "카페트"),
    ],
)
def test_option_other_words(answer: str, span: str) -> None:
    assert span in flagged(answer, _evidence_of(*_CARPET))


@pytest.mark.parametrize(
    ("answer", "case"),
    [
        # the note's own example, as an option
        ("냉장고는 폐가전 무상방문수거(1599-0903)로 신청하면 무료로 보낼 수도 있어요.", _FRIDGE),
        # what may happen to the thing stays a hedge
        ("카페트도 무상방문수거(1599-0903)로 무료일 수도 있어요.", _CARPET),
    ],
)
def test_option_passes(answer: str, case: tuple[str, str]) -> None:
    assert flagged(answer, _evidence_of(*case)) == []


# --- the service's online way, said on the next line ------------------------------------------


def test_next_line_case() -> None:
    answer, evidence = _case(*_FRIDGE)
    assert flagged(answer, evidence) == []


_SERVICE_LINE = "- 냉장고: 무료\n- 폐가전 무상방문수거: 1599-0903 또는 www.15990903.or.kr\n"


@pytest.mark.parametrize(
    "answer",
    [
        _SERVICE_LINE + "홈페이지에서 신청하셔도 돼요.",
        "The fridge is free. The free appliance pickup is at 1599-0903 or www.15990903.or.kr. "
        "You can book it on the website too.",
    ],
)
def test_next_line_passes(answer: str) -> None:
    assert flagged(answer, _evidence_of(*_FRIDGE)) == []


@pytest.mark.parametrize(
    "answer",
    [
        _SERVICE_LINE + "구청 홈페이지로 예약하세요.",  # an office's own site
        "- 냉장고: 무료 (무주군)\n홈페이지로 예약하세요.",  # no line of the service before it
    ],
)
def test_next_line_other_holder(answer: str) -> None:
    assert "홈페이지" in flagged(answer, _evidence_of(*_FRIDGE))


# --- the written "when" before the free -------------------------------------------------------

_AIRCON = ("prod_holdout54.jsonl", "g72h1-0017")  # 에어컨 rows in 부여군; the appliance note


def test_written_when_case() -> None:
    answer, evidence = _case(*_AIRCON)
    assert flagged(answer, evidence) == ["실외기 포함 시에만 무료"]


def test_written_when_other_words() -> None:
    answer = (
        "폐가전 무상방문수거(1599-0903)로 내면 되는데, 에어컨은 배관 분리 시에만 무상 수거돼요."
    )
    assert flagged(answer, _evidence_of(*_AIRCON)) == ["배관 분리 시에만 무상"]


@pytest.mark.parametrize(
    "answer",
    [
        "에어컨은 폐가전 무상방문수거(1599-0903) 신청 시에만 무료예요.",  # the note's own way
        "부여군 에어컨은 5,000원부터예요. 무상방문수거는 1599-0903으로 신청하세요.",
    ],
)
def test_written_when_passes(answer: str) -> None:
    assert flagged(answer, _evidence_of(*_AIRCON)) == []


# --- an English condition narrowing a free no output conditions -------------------------------

_HWACHEON = ("prod_holdout54.jsonl", "g72h2-0059")  # 냉장고 rows; the appliance note
_FEES = "Hwacheon's fee table lists fridges at 6,000, 8,000, 10,000 or 28,000 won. "


def test_english_condition_case() -> None:
    answer, evidence = _case(*_HWACHEON)
    assert flagged(answer, evidence) == [
        "only if you're handing it over when a new appliance is delivered"
    ]


def test_english_condition_other_words() -> None:
    answer = _FEES + (
        "The free appliance pickup (1599-0903) takes fridges for free, but only if the "
        "compressor is still inside."
    )
    assert flagged(answer, _evidence_of(*_HWACHEON)) == ["only if the compressor is still inside"]


@pytest.mark.parametrize(
    "answer",
    [
        # the service's own way, restated
        _FEES + "The free appliance pickup takes fridges for free, but only if you book through "
        "1599-0903.",
        # what is restricted is paying: a fallback
        _FEES + "I'd try the free pickup (1599-0903) first and only pay the fee if that doesn't "
        "work out.",
    ],
)
def test_english_condition_passes(answer: str) -> None:
    assert flagged(answer, _evidence_of(*_HWACHEON)) == []


def test_english_condition_held_by_an_output() -> None:
    """An output that states a term of the service (a least count) may be what it translates."""
    rules = {"service": "폐가전제품 무상 방문수거", "phone": "1599-0903", "free": True,
             "rules": [{"type": "중소형", "min_count": 5, "note": "중소형만 배출 시 5개 이상"}]}  # fmt: skip
    answer = _FEES + (
        "The free appliance pickup (1599-0903) takes fridges for free, but only if you have "
        "five of them."
    )
    assert flagged(answer, _evidence_of(*_HWACHEON, rules)) == []


# --- a building's handover point ---------------------------------------------------------------

_NOWON = ("prod_holdout54.jsonl", "g72h1-0056")  # 노원구 자전거 rows, a fee table only


def test_handover_case() -> None:
    answer, evidence = _case(*_NOWON)
    assert flagged(answer, evidence) == ["아파트 경비실에 맡기면 같이 수거해 줘요"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "- 헬스자전거: 5,000원\n- 관리사무소에 갖다 두면 알아서 처리해 줘요",
            "관리사무소에 갖다 두면 알아서 처리해 줘요",
        ),
        (
            "The 헬스자전거 fee in Nowon-gu is 5,000 won. Leave it with your building's security "
            "office and they'll have it collected.",
            "Leave it with your building's security office and they'll have it collected",
        ),
    ],
)
def test_handover_other_words(answer: str, span: str) -> None:
    assert flagged(answer, _evidence_of(*_NOWON)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "- 헬스자전거: 5,000원\n- 배출 방법은 관리사무소에 한번 물어보세요",  # advice to ask
        "- 헬스자전거: 5,000원\n- 아파트마다 경비실에 맡기면 수거해 주는 곳도 있어요",  # differs
        "The 헬스자전거 fee is 5,000 won; ask your building manager how to get it collected.",
    ],
)
def test_handover_unsure(answer: str) -> None:
    assert flagged(answer, _evidence_of(*_NOWON)) == []


def test_handover_point_an_output_names() -> None:
    note = {"guide": "공동주택은 관리사무소에 신고 후 경비실 앞 지정 장소에 배출"}
    answer = "- 헬스자전거: 5,000원\n- 경비실에 맡기면 같이 수거해 줘요"
    assert flagged(answer, _evidence_of(*_NOWON, note)) == []
