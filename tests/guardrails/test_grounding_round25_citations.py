"""Round 25 (r25a): a date in a source line is the date of the dataset the line names for it.

A closing ``출처: … 2025-03-02 / … 2025-09-14``, ``Sources: fee data as of …; household waste
rules as of …``, ``데이터기준일자 …`` or a bracket of its own after a sentence is its own subject
scope: a department, a facility or a district named in an earlier sentence never binds its date.
The mirror stays flagged: a dataset's date given to another dataset in the line, a district's
date given in the place of another's when the line tells them apart by order only, a district
named inside the line with another district's date. The answers are new wordings of the class
(none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

_FEE_LABEL = "공공데이터포털 전국대형폐기물수거수수료정보표준데이터"
_RULES_LABEL = "공공데이터포털 행정안전부 생활쓰레기배출정보"

SOKCHO_FEES: dict[str, Any] = {
    "district": "속초시", "full_name": "강원특별자치도 속초시", "query": "책상", "item_count": 1,
    "items": [{"item_name": "책상", "name": "책상", "spec": None, "category": "가구류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": _FEE_LABEL, "covered": True,
    "as_of": "2025-03-02", "citation": f"출처: {_FEE_LABEL}, 데이터기준일자 2025-03-02",
}  # fmt: skip
SOKCHO_RULES: dict[str, Any] = {
    "district": "속초시", "full_name": "강원특별자치도 속초시", "source": "waste-rules",
    "source_label": _RULES_LABEL, "as_of": "2025-09-14",
    "citation": f"출처: {_RULES_LABEL}, 데이터기준일자 2025-09-14",
    "application_methods": ["개인차량으로 자원순환센터에 직접 반입"],
    "places": ["속초시 자원순환센터"], "department": "청소행정과", "phone": "033-639-2345",
    "phone_note": "문의: 강원특별자치도 속초시 청소행정과 033-639-2345",
}  # fmt: skip
GIMJE_RULES: dict[str, Any] = {
    "district": "김제시", "full_name": "전북특별자치도 김제시", "source": "waste-rules",
    "source_label": _RULES_LABEL, "as_of": "2024-11-05",
    "citation": f"출처: {_RULES_LABEL}, 데이터기준일자 2024-11-05",
    "application_methods": ["읍면동 행정복지센터에 신고 후 스티커 부착"], "places": ["집 앞"],
    "department": "자원순환과", "phone": "063-540-3456",
    "phone_note": "문의: 전북특별자치도 김제시 자원순환과 063-540-3456",
}  # fmt: skip
YANGGU_RULES: dict[str, Any] = {
    "district": "양구군", "full_name": "강원특별자치도 양구군", "source": "waste-rules",
    "source_label": _RULES_LABEL, "as_of": "2025-06-20",
    "citation": f"출처: {_RULES_LABEL}, 데이터기준일자 2025-06-20",
    "application_methods": [], "places": [], "department": "환경과", "phone": "033-480-2567",
    "phone_note": "문의: 강원특별자치도 양구군 환경과 033-480-2567",
}  # fmt: skip


def _flags(answer: str, *objs: Any) -> list[str]:
    return flagged(answer, ev(*objs))


# --- a source line's dates are its datasets', not an earlier subject's ----------------------


@pytest.mark.parametrize(
    "answer",
    [
        "속초시 책상은 4,000원이에요. 자원순환센터에 개인차량으로 직접 가져가시면 되고, 문의는 "
        "청소행정과 033-639-2345예요. 출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터 "
        "2025-03-02 / 행정안전부 생활쓰레기배출정보 2025-09-14.",
        "속초시 책상 수수료는 4,000원이고 문의는 청소행정과(033-639-2345)입니다.\n"
        "자료: 수수료 데이터 2025-03-02, 배출정보 2025-09-14",
        "A desk in Sokcho costs 4,000 won; take it to the resource recycling center by car, and "
        "call the 청소행정과 at 033-639-2345 with questions. Sources: bulky-waste fee data as of "
        "2025-03-02; household waste rules as of 2025-09-14.",
    ],
)
def test_dates_of_the_named_datasets_pass(answer: str) -> None:
    assert check(answer, ev(SOKCHO_FEES, SOKCHO_RULES)).grounded


def test_a_label_and_the_date_after_the_dataset_name_pass() -> None:
    answer = (
        "속초시 책상은 4,000원이에요. 문의는 청소행정과 033-639-2345예요. 출처: 공공데이터포털 "
        "전국대형폐기물수거수수료정보표준데이터 등, 데이터기준일자 2025-03-02."
    )
    assert check(answer, ev(SOKCHO_FEES, SOKCHO_RULES)).grounded


def test_unnamed_dates_in_the_order_the_answer_used_the_districts_pass() -> None:
    answer = (
        "김제시는 행정복지센터에 신고하고 스티커를 붙여 집 앞에 내놓으면 되고 문의는 자원순환과 "
        "063-540-3456이에요. 양구군은 배출 방법이 자료에 없어서 환경과 033-480-2567로 물어보셔야 "
        "해요. 출처: 행정안전부 생활쓰레기배출정보 2024-11-05 / 2025-06-20."
    )
    assert check(answer, ev(GIMJE_RULES, YANGGU_RULES)).grounded


# --- the mirror: still misattributions --------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "date"),
    [
        (
            "속초시 책상은 4,000원이고 문의는 청소행정과 033-639-2345예요. 출처: 공공데이터포털 "
            "전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-09-14.",
            "2025-09-14",
        ),
        (
            "A desk in Sokcho is 4,000 won; call the 청소행정과 at 033-639-2345. Source: the "
            "bulky-waste fee data, as of 2025-09-14.",
            "2025-09-14",
        ),
        (
            "속초시 책상은 4,000원이에요. 자원순환센터에 직접 가져가시면 돼요. 출처: 수수료 데이터 "
            "2025-09-14 / 생활쓰레기배출정보 2025-03-02.",
            "2025-09-14",
        ),
    ],
)
def test_a_dataset_date_given_to_another_dataset_is_flagged(answer: str, date: str) -> None:
    got = check(answer, ev(SOKCHO_FEES, SOKCHO_RULES)).unsupported
    assert [c for c in got if c.text == date and c.kind == "date"]


def test_unnamed_dates_against_the_order_the_answer_used_are_flagged() -> None:
    answer = (
        "김제시는 행정복지센터에 신고하고 스티커를 붙여 집 앞에 내놓으면 되고 문의는 자원순환과 "
        "063-540-3456이에요. 양구군은 배출 방법이 자료에 없어서 환경과 033-480-2567로 물어보셔야 "
        "해요. 출처: 행정안전부 생활쓰레기배출정보 2025-06-20 / 2024-11-05."
    )
    assert "2025-06-20" in _flags(answer, GIMJE_RULES, YANGGU_RULES)


def test_a_district_named_inside_the_line_still_binds_its_date() -> None:
    answer = (
        "김제시는 스티커를 붙여 집 앞에 내놓고, 양구군은 환경과에 물어보셔야 해요. "
        "데이터기준일자는 김제시 2025-06-20, 양구군 2024-11-05입니다."
    )
    got = _flags(answer, GIMJE_RULES, YANGGU_RULES)
    assert "2025-06-20" in got or "김제시 2025-06-20" in " ".join(got)


def test_a_date_outside_any_source_line_is_left_to_the_binding() -> None:
    answer = "양구군 환경과는 2024-11-05 기준으로 안내하고 있어요. 문의 033-480-2567."
    assert "2024-11-05" in _flags(answer, GIMJE_RULES, YANGGU_RULES)


def test_the_date_of_a_district_the_answer_never_names_is_flagged() -> None:
    answer = (
        "김제시는 행정복지센터에 신고하고 스티커를 붙여 집 앞에 내놓으시면 돼요. "
        "자료는 2025-06-20 기준이에요."
    )
    assert "2025-06-20" in _flags(answer, GIMJE_RULES, YANGGU_RULES)


def test_the_date_of_the_district_the_answer_names_passes() -> None:
    answer = (
        "김제시는 행정복지센터에 신고하고 스티커를 붙여 집 앞에 내놓으시면 돼요. "
        "자료는 2024-11-05 기준이에요."
    )
    assert check(answer, ev(GIMJE_RULES, YANGGU_RULES)).grounded


# --- qualified_rows: the qualified twin's fee said of the plain row ---------------------------
# (the case the source-line scope stopped catching by accident: its date was flagged, its fee not)

WARDROBES: dict[str, Any] = {
    "district": "김제시", "full_name": "전북특별자치도 김제시", "query": "장롱", "item_count": 4,
    "items": [
        {"item_name": "장롱 (1쪽)", "name": "장롱", "spec": "1쪽", "fee": 5000},
        {"item_name": "장롱(+거울 부착) (1쪽)", "name": "장롱(+거울 부착)", "spec": "1쪽", "fee": 7000},
        {"item_name": "장롱 (2쪽)", "name": "장롱", "spec": "2쪽", "fee": 9000},
        {"item_name": "장롱(+거울 부착) (2쪽)", "name": "장롱(+거울 부착)", "spec": "2쪽", "fee": 12000},
    ],
    "source": "bulk-waste-fees", "source_label": _FEE_LABEL, "covered": True,
    "as_of": "2025-03-02",
}  # fmt: skip


def test_the_qualified_twins_fee_said_of_the_plain_row_is_flagged() -> None:
    assert "7,000원" in _flags("김제시에서 장롱 1쪽은 7,000원이에요.", WARDROBES)


@pytest.mark.parametrize(
    "answer",
    [
        "김제시에서 장롱 1쪽은 5,000원이에요.",
        "김제시에서 장롱 1쪽은 5,000원이고, 거울이 붙어 있으면 7,000원이에요.",
        "김제시에서 거울 부착 장롱 1쪽은 7,000원이에요.",
    ],
)
def test_the_plain_rows_fee_or_the_qualifier_said_passes(answer: str) -> None:
    assert check(answer, ev(WARDROBES)).grounded
