"""Round 32 (r32h): statements about what the data lacks, in faithful answers of prod_holdout20.

``이 자료에는 품목별 수수료가 없고`` has the data as the place a value is held: it says the data lacks
a fee, not that the thing is free (:mod:`guardrails.grounding.absences`); a bare ``수수료가 없어요``
of an item, or ``자료상 수수료가 없어요`` (according to the data), stays the free claim it is.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

GOHEUNG = {
    "district": "고흥군", "full_name": "전라남도 고흥군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2021-10-20",
    "application_methods": ["방문"], "places": ["군 자원재활용센터"],
    "department": "환경산림과", "phone": "061-830-5812",
}  # fmt: skip
FEES = {
    "district": "서귀포시", "query": "화장대", "item_count": 1,
    "items": [{"item_name": "화장대", "category": "가구류", "fee": 4500, "fee_text": "4,500원",
               "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-31",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g34h3-0003's shape
        "1. 배출 방법: '방문'으로 되어 있습니다.\n2. 배출 장소: 군 자원재활용센터입니다.\n"
        "이 자료에는 품목별 수수료가 없고, 데이터기준일자가 2021-10-20으로 오래된 편이라 "
        "가시기 전에 전화로 확인해 보세요.",
        # g34h3-0046's shape
        "배출 장소는 군 자원재활용센터예요. 이번 자료에는 품목별 수수료가 없어서, 금액은 "
        "환경산림과 061-830-5812에 확인하셔야 해요.",
        "배출 장소는 군 자원재활용센터예요. 데이터엔 요금이 없으니 가시기 전에 물어보세요.",
    ],
)
def test_the_data_lacking_a_fee_is_no_free_claim(answer: str) -> None:
    assert flagged(answer, ev(GOHEUNG)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "군 자원재활용센터에 가져가시면 평상은 수수료가 없어요.",
        "자료상 수수료가 없어요. 군 자원재활용센터에 가져가세요.",
        "자료에 따르면 수수료가 없어요. 군 자원재활용센터에 가져가세요.",
    ],
)
def test_a_fee_denied_of_the_item_stays_a_free_claim(answer: str) -> None:
    assert flagged(answer, ev(GOHEUNG)) == ["수수료가 없"]


def test_an_invented_absence_is_flagged() -> None:
    """Every output holds a fee: 'the data has no fee' is an absence the outputs contradict."""
    assert flagged("이 자료에는 수수료가 없어서 금액은 알려드리기 어려워요.", ev(FEES)) != []


def _place(name: str, distance: int, items: list[str]) -> dict[str, object]:
    return {"name": name, "address": "서울특별시", "phone": None, "hours": "평일 09:00~18:00",
            "items": items, "distance_m": distance, "as_of": "2024-08-12"}  # fmt: skip


# g34h3-0090's search: nothing within 1 km, the nearest within 20 km shown (its note says so)
SONGPA = {
    "query": "recycling_center", "radius_m": 1000, "found": 3,
    "places": [_place("송파구재활용센터", 3284, ["가전제품", "가구 등"]),
               _place("복정re100", 5887, ["PET", "비닐"]),
               _place("광진구 재활용센터", 5924, ["가전", "가구"])],
    "source": "recycling-centers,keco-sites", "as_of": "2026-02-09",
    "note": "반경 1km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g34h3-0090's shape
        "1. No recycling center was found within 1 km, so here are the nearest within 20 km:\n"
        "   - Songpa-gu Recycling Center (송파구재활용센터), about 3.3 km.\n"
        "   - 광진구 재활용센터, about 5.9 km.",
        "반경 1km 안에는 재활용센터가 없어서 가장 가까운 곳을 안내해요: 송파구재활용센터, 약 3.3km.",
        "There's no recycling center within 1 km, so here are the nearest: 송파구재활용센터, 3.3 km.",
    ],
)
def test_a_place_kind_said_absent_is_no_superlative_subject(answer: str) -> None:
    assert flagged(answer, ev(SONGPA)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "No recycling center was found within 1 km, so the nearest is 광진구 재활용센터, "
            "about 5.9 km.",
            "the nearest is 광진구 재활용센터",
        ),
        ("광진구 재활용센터 is the nearest, about 5.9 km.", "광진구 재활용센터 is the nearest"),
        # a wrong radius: the 20 km search the note falls back to found 송파구재활용센터 at 3.3 km,
        # inside 5 km (round 53: the note's wider search is a radius the answer may state)
        (
            "No recycling center was found within 5 km, so here are the nearest: "
            "송파구재활용센터, about 3.3 km.",
            "5 km",
        ),
    ],
)
def test_a_wrong_nearest_or_radius_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(SONGPA)) == [span]


def test_a_radius_the_wider_search_bears_out_passes() -> None:
    # the note's 20 km search found nothing nearer than 3.3 km: "nothing within 3 km" is its reading
    answer = "No recycling center was found within 3 km, so here are the nearest: 송파구재활용센터, about 3.3 km."
    assert flagged(answer, ev(SONGPA)) == []


# g34h3-0073's price output: nationwide prices, the region asked about has none
PAPER = {
    "region": "nationwide", "region_name": "전국", "query": "폐지", "item_count": 2,
    "items": [{"item_name": "신문지", "category": "paper", "form": "압축", "price_per_kg": 120,
               "price_text": "120원/kg"},
              {"item_name": "골판지", "category": "paper", "form": "압축", "price_per_kg": 80,
               "price_text": "80원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "note": "경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g34h3-0073's shape
        "1. 경북 권역 시세는 자료에 없어서 전국 평균으로 안내드려요.\n"
        "2. 신문지(압축) 120원/kg, 골판지(압축) 80원/kg입니다.\n"
        "3. 한국환경공단 재활용가능자원 가격조사(2025-01, 샘플 데이터) 기준이라 대구 고물상 실제 "
        "매입가와는 다를 수 있어요.",
        "신문지(압축) 120원/kg입니다. 가격조사 기준이라 부산 고물상 시세와는 차이가 날 수 있어요.",
    ],
)
def test_a_caveat_that_a_places_price_may_differ_names_no_price(answer: str) -> None:
    assert flagged(answer, ev(PAPER)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("신문지(압축) 120원/kg, 골판지(압축) 80원/kg입니다. 대구 지역 시세 기준이에요.",
         "대구 지역 시세 기준"),
        ("대구 고물상 실제 매입가로 신문지 120원/kg이에요.", "대구 고물상 실제 매입가"),
    ],
)  # fmt: skip
def test_a_place_given_the_nationwide_price_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(PAPER)) == [span]


# g34h1-0006's two districts: 의성군's site is named by a word 원주시's how-to also writes
UISEONG = {
    "district": "의성군", "full_name": "경상북도 의성군", "source": "waste-rules",
    "as_of": "2024-11-20",
    "application_methods": ["읍·면·동주민센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 "
                            "장소 및 처리시설 배출"],
    "places": ["의성군 생활폐기물 처리장"], "department": "환경축산과", "phone": "054-830-6571",
}  # fmt: skip
WONJU = {
    "district": "원주시", "full_name": "강원특별자치도 원주시", "source": "waste-rules",
    "as_of": "2025-10-24",
    "application_methods": ["생활폐기물은 관련업체를 통해 처리하여야 하며, 생활폐기물 외 폐기물은 "
                            "관련법령이 정한 방법으로 배출해야 함"],
    "places": ["폐기물수집운반업체가 지정한 장소", "업체 또는관련법령에서 정한 장소"],
    "department": "자원순환과", "phone": "033-737-3082",
}  # fmt: skip


def test_a_site_word_another_districts_how_to_writes_names_no_site() -> None:
    answer = (
        "- **의성군**: 읍·면·동 주민센터에서 배출확인서를 발급받은 뒤 개인 차량으로 의성군 "
        "생활폐기물 처리장에 가져가요. 환경축산과 054-830-6571\n"
        "- **원주시**: 생활폐기물은 관련 업체를 통해 처리하고, 폐기물수집운반업체가 지정한 장소에 "
        "배출해요. 자원순환과 033-737-3082"
    )
    assert flagged(answer, ev(UISEONG, WONJU)) == []


def test_the_site_given_the_other_district_stays_flagged() -> None:
    answer = "- **원주시**: 생활폐기물 처리장에 직접 가져가요.\n- **의성군**: 주민센터에 신청해요."
    # flagged as written (since round 33 by restated_ways: 의성군's way of applying, spaces kept)
    assert "생활폐기물처리장" in [s.replace(" ", "") for s in flagged(answer, ev(UISEONG, WONJU))]
