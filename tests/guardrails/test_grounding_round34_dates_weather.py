"""Round 34 (r34b): dates and weather words flagged in faithful answers of prod_dev4.

* A date's label (``기준``) names no record: the normals' period said right before ``기준`` is the
  normals' own even where a fee row's spec holds the word (:mod:`guardrails.grounding.date_labels`).
* ``disposal rules as of …`` names the household-waste rules dataset, so its date is read against
  that dataset, not the fee data named earlier on the line (:mod:`guardrails.grounding.holdings`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NORMALS = {
    "kind": "monthly_normal", "station": "서울", "district": "양천구", "month": 12,
    "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip
BOOKCASE = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "책장", "item_count": 1,
    "items": [{"item_name": "책꽂이(책장,공간박스) (폭50cmx높이50cm 기준)",
               "name": "책꽂이(책장,공간박스)", "spec": "폭50cmx높이50cm 기준", "category": "가구류",
               "fee": 1000, "fee_text": "1,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2025-08-31",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-08-31",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d1-0080's shape
        "양천구 12월 평년값 (서울 관측소, 1991–2020) 기준 평균기온 0.4°C, 습도 61%, 한 달 강수량 "
        "23mm예요.\n\n책꽂이(책장·공간박스)는 폭 50cm×높이 50cm 기준 1,000원이에요 (data 기준일 "
        "2025-08-31).",
        "12월 양천구는 1991~2020년 평년값 기준으로 평균 0.4°C, 강수량 23mm 정도예요. 책장은 "
        "1,000원이에요.",
        "Yangcheon-gu in December (Seoul station normals, 1991–2020 기준): about 0.4°C and 23 mm of "
        "rain. A bookcase is 1,000 won.",
    ],
)
def test_a_normals_period_before_its_label_is_the_normals(answer: str) -> None:
    assert flagged(answer, ev(NORMALS, BOOKCASE)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("양천구 12월 평년값 (서울 관측소, 1981–2010) 기준 평균기온 0.4°C예요. 책장은 1,000원이에요.",
         "1981"),
        ("양천구 12월 평년값 (서울 관측소, 1991–2020) 기준 평균기온 0.4°C예요. 책장은 1,000원이에요 "
         "(수수료 자료 기준일 2024-08-31).", "2024-08-31"),
    ],
)  # fmt: skip
def test_a_wrong_period_or_date_beside_the_label_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(NORMALS, BOOKCASE))


YEOJU_FEES = {
    "district": "여주시", "full_name": "경기도 여주시", "query": "침대", "item_count": 2,
    "items": [{"item_name": "침대류", "name": "침대류", "spec": None, "category": "가구류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False},
              {"item_name": "침대류", "name": "침대류", "spec": None, "category": "가구류",
               "fee": 25000, "fee_text": "25,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2023-06-15",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2023-06-15",
}  # fmt: skip
YEOJU_RULES = {
    "district": "여주시", "full_name": "경기도 여주시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-08-31",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2022-08-31",
    "application_methods": ["관할 주민센터에 배출 확인 후 배출장소에 배출"], "places": ["지정된 배출장소"],
    "department": "자원순환과", "phone": "031-887-2453",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0037's shape
        "Yeoju lists bed fees from 2,000 to 25,000 won. Check with your community center (주민센터) "
        "first, then put it out at the designated spot. Questions: 자원순환과, 031-887-2453. Fee "
        "data is as of 2023-06-15; disposal rules as of 2022-08-31.",
        "Fees are as of 2023-06-15 and the waste disposal guidelines as of 2022-08-31.",
        "침대는 2,000원에서 25,000원이에요. 수수료 자료는 2023-06-15, 배출 요령은 2022-08-31 "
        "기준이에요.",
    ],
)
def test_the_rules_date_after_the_fee_date_is_the_rules(answer: str) -> None:
    assert flagged(answer, ev(YEOJU_FEES, YEOJU_RULES)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Fee data is as of 2022-08-31; disposal rules as of 2023-06-15.",
        "수수료 자료는 2022-08-31, 배출 요령은 2023-06-15 기준이에요.",
    ],
)
def test_the_two_datasets_dates_swapped_stay_flagged(answer: str) -> None:
    assert "2022-08-31" in flagged(answer, ev(YEOJU_FEES, YEOJU_RULES))
