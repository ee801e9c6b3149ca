"""Round 30 after scoring (r31h): place details in answers that name places in English.

A search for ``recycling_center`` reads ``Recycling`` and ``Center`` as its query; inside a
Title-Case English name followed by its Hangul name in brackets (``Geumcheon-gu Recycling Center
(금천구재활용센터)``) they are the name's words, so the distance after the name is the place's, not bound
to the search (:mod:`guardrails.grounding.title_names`). Another place's distance given to the named
one is still flagged.

The answers are the shapes of prod_holdout18's cases and new wordings of their class.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

GEUMCHEON = {
    "query": "recycling_center", "radius_m": 1000, "found": 1,
    "places": [{"name": "금천구재활용센터", "address": "서울특별시 금천구 시흥대로 182",
                "phone": "02-802-7282", "hours": "평일 09:00~21:00",
                "items": ["가전제품류", "가구류", "의류", "도서 등"], "distance_m": 173,
                "as_of": "2025-07-24"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-07-24",
}  # fmt: skip
ULSAN = {
    "query": "recycling_center", "radius_m": 1000, "found": 2,
    "places": [{"name": "대영기업", "address": "울산광역시 남구 여천로 174", "phone": "052-260-9944",
                "hours": "평일 08:00~17:30", "items": ["합성수지", "파지", "고철 외"],
                "distance_m": 6561, "as_of": "2025-06-24"},
               {"name": "광장재활용센터", "address": "울산광역시 남구 산업로 693",
                "phone": "052-256-1900", "hours": "평일 09:00~20:00", "items": ["가전", "가구"],
                "distance_m": 7415, "as_of": "2025-11-13"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-13",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h3-0048's shape: the English name, its Hangul in brackets, then the distance
            "The nearest one found is:\n1. Geumcheon-gu Recycling Center (금천구재활용센터), "
            "182 Siheung-daero (시흥대로 182), about 170 m away.\n2. Hours: weekdays 09:00–21:00.",
            [],
        ),
        (  # a paraphrase: the distance first
            "Closest to you: Geumcheon-gu Recycling Center (금천구재활용센터) — roughly 170 m, "
            "182 Siheung-daero, open weekdays 09:00–21:00.",
            [],
        ),
        (  # the distance of no row, after the same name: still flagged
            "Geumcheon-gu Recycling Center (금천구재활용센터), 182 Siheung-daero, is roughly 450 m "
            "from you.",
            ["450 m"],
        ),
    ],
)
def test_query_words_in_an_english_name(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(GEUMCHEON)) == want


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h0-0008's first place, its Hangul name in brackets
            "The closest is in Nam-gu: Gwangjang Recycling Center (광장재활용센터), 693 Sanup-ro, "
            "052-256-1900, weekdays 09:00–20:00, about 7.4 km away.",
            [],
        ),
        (  # the other place's distance given to the named one: still flagged
            "In Nam-gu there is Gwangjang Recycling Center (광장재활용센터), 693 Sanup-ro, "
            "052-256-1900, about 6.6 km away.",
            ["6.6 km"],
        ),
    ],
)
def test_english_name_before_its_hangul_name(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(ULSAN)) == want


PET = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [{"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
               "price_text": "350원/kg"},
              {"item_name": "PET(플레이크)", "category": "plastic", "form": "플레이크",
               "price_per_kg": 650, "price_text": "650원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "note": "경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g33h1-0095's shape: the absent region's clause ends in the bare connective 없어
            "경북 권역 시세는 없어 전국 평균(2025-01)입니다.\n- PET(압축) — 350원/kg",
            [],
        ),
        (  # a paraphrase
            "경북 시세는 자료에 없어, 전국 평균(2025-01 조사)으로 안내드려요. PET 압축품은 kg당 350원입니다.",
            [],
        ),
        (  # a date no output gives: still flagged
            "경북 권역 시세는 없어 전국 평균(2024-07)입니다.\n- PET(압축) — 350원/kg",
            ["2024-07"],
        ),
    ],
)
def test_absent_region_clause_ending_in_bare_eopseo(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(PET)) == want


NAJU = {
    "kind": "monthly_normal", "station": "광주", "district": "나주시", "month": 12,
    "temperature_c": 2.8, "humidity_pct": 71, "precipitation_mm_month": 36, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h3-0013's shape: "기준 관측소" is the reference station, not a station named 기준
            "조회된 자료는 월별 평년값(1991–2020 근사치)입니다.\n1. 기준 관측소: 광주\n"
            "2. 12월 평균기온 2.8℃, 습도 71%",
            [],
        ),
        (  # a paraphrase
            "가까운 관측소(광주)의 12월 평년값은 평균기온 2.8℃, 습도 71%예요.",
            [],
        ),
        (  # another station named: still flagged
            "1. 기준 관측소: 목포 관측소\n2. 12월 평균기온 2.8℃, 습도 71%",
            ["목포 관측소"],
        ),
    ],
)
def test_common_word_before_gwanchukso(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(NAJU)) == want


MEDICINE = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "district_has_data": True, "found": 2, "as_of": "2025-08-07",
    "points": [{"name": "금강아파트", "address": "울산광역시 동구 봉수로 170", "detail": "옷수거함 옆",
                "district": "울산 동구", "phone": "052-700-4135", "items": [], "distance_m": 135},
               {"name": "동구종합사회복지관", "address": "울산광역시 동구 봉수로 155",
                "detail": "1층 로비", "district": "울산 동구", "phone": "052-700-4135",
                "items": [], "distance_m": 421}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h1-0057's shape: "Community" is the facility's word, not its place
            "- Geumgang Apartment (금강아파트), 봉수로 170 — about 135 m\n"
            "- Dong-gu Community Welfare Center (동구종합사회복지관), 봉수로 155 — 1st-floor lobby, "
            "about 420 m",
            [],
        ),
        (  # a paraphrase
            "There's also a bin in the lobby of the Dong-gu Community Welfare Center at 봉수로 155, "
            "about 420 m away.",
            [],
        ),
        (  # a city's office named by its bare name, which no output names: still flagged
            "There's also a bin in the lobby of Ulsan City Hall, about 420 m away.",
            ["Ulsan City Hall"],
        ),
    ],
)
def test_facility_word_is_no_area(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == want


def _bin(address: str, distance: int) -> dict[str, object]:
    return {"name": f"서대문구 {address}", "address": f"서대문구 {address}", "detail": None,
            "district": "서대문구", "phone": None, "items": [], "distance_m": distance}  # fmt: skip


CLOTHES = {
    "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins", "found": 3,
    "district_has_data": True, "as_of": "2023-03-01",
    "points": [_bin("연희로26나길 21", 352), _bin("연희로 233", 365), _bin("연희로29길 5", 382)],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h2-0040's shape: the district spelled once, then the rows by their bare addresses
            "가까운 순으로 서대문구 연희로26나길 21(약 350m), 연희로 233(약 365m), "
            "연희로29길 5(약 380m)까지 3곳 찾았어요.",
            [],
        ),
        (  # a list
            "가까운 의류수거함:\n- 서대문구 연희로26나길 21 (약 350m)\n- 연희로 233 (약 365m)\n"
            "- 연희로29길 5 (약 380m)",
            [],
        ),
        (  # one row's distance given to another: still flagged
            "가까운 순으로 서대문구 연희로26나길 21(약 350m), 연희로 233(약 380m)입니다.",
            ["380m"],
        ),
    ],
)
def test_row_named_by_address_without_its_district(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(CLOTHES)) == want
