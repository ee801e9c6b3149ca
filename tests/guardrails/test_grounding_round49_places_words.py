"""Round 49 (r49d): faithful answers flagged over places, departments and words (prod_holdout39/40).

- A point's own address names its 시군구 beside its ``district`` key (``분당구 탄천로 247`` under
  ``"district": "성남시"``): ``분당구 안에 있는 곳은 <that point>`` is stated as such
  (:mod:`.whereabouts`; g57h2-0031).
- A bin or box of goods named as a landmark (``옷수거함 옆``, ``next to the clothing bin``) says
  where a place is, not what it takes (:mod:`.landmarks`, read by :mod:`.taken`; g58h1-0082).
- A word after a degree adverb with a connective ending (``가장 가깝고``) is the clause's
  predicate, no item of the run after it (:mod:`.listed`; g58h2-0045).
- A place of putting out at the home (``배출자 집앞``) carries a door-side pickup
  (:mod:`.service_ways`; g58h2-0057).
- A value naming several offices (``환경과, 각 읍면사무소``) holds each of them (:mod:`.records`;
  g57h3-0017).
- The user's own place in a sentence that denies the outputs hold data of it (``분당구만 따로 나온
  자료는 아니에요``) is no claim (:mod:`.unserved_places`; g57h3-0039).
- A qualifier that counts the places it selects (``가구와 가전을 모두 받는 세 곳 중 가장 가까운``)
  still selects them (:mod:`.qualified`; g57h1-0096).
- Names of several words coordinated before a superlative (``을지로동 주민센터(…)와 소공동 주민센터
  민원실(…)이 가장 가깝``) are each named (:mod:`.superlative_subjects`; g58h0-0050).

Each with its neighbours: the same sentence with a wrong value, a swapped subject or an invented
fact stays flagged.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged

# --- a point's address names its district -------------------------------------------------


def _pet_points(keyword: str = "성남시 분당구") -> dict[str, object]:
    def point(name: str, address: str, metres: int) -> dict[str, object]:
        return {"name": name, "address": address, "detail": None, "district": "성남시",
                "phone": "031-729-3203", "items": ["무색페트병", "PET"], "distance_m": metres,
                "latitude": 37.4, "longitude": 127.1, "as_of": None}  # fmt: skip

    return {
        "address_keyword": keyword, "item_type": "pet_compensation", "place_name": "성남시",
        "place_precision": "district", "kind_name": "투명 페트병 보상",
        "source": "keco-sites", "source_label": "한국환경공단 재활용 보상 장소",
        "points": [
            point("성남시청re100", "중원구 성남대로 997, 성남시청 야외주차장", 1015),
            point("모란re100", "중원구 둔촌대로 118, 성남동성당", 1228),
            point("야탑그린센터re100", "분당구 탄천로 247, 재활용선별장 내", 1611),
            point("신흥역re100", "수정구 수정로 201", 1930),
        ],
        "found": 4,
    }  # fmt: skip


_PET = ev(_pet_points(), user="분당 사는데 페트병 보상해 주는 데 있어요?")


def test_point_in_its_address_district_case_shape_passes() -> None:
    answer = (
        "가장 가까운 곳은 성남시청re100(중원구 성남대로 997, 약 1km)이에요. "
        "분당구 안에 있는 곳은 야탑그린센터re100(탄천로 247, 약 1.6km) 한 곳이에요."
    )
    assert flagged(answer, _PET) == []


def test_point_in_its_address_district_other_wording_and_values() -> None:
    assert flagged("분당구에 있는 곳은 야탑그린센터re100(탄천로 247)이에요.", _PET) == []
    assert flagged("수정구 안에 있는 곳은 신흥역re100(수정로 201, 약 1.9km)이에요.", _PET) == []
    assert flagged("중원구 안에 있는 곳은 모란re100(둔촌대로 118)이에요.", _PET) == []


def test_point_said_in_another_district_still_flagged() -> None:
    assert flagged("분당구 안에 있는 곳은 성남시청re100(성남대로 997, 약 1km)이에요.", _PET) != []
    assert flagged("중원구 안에 있는 곳은 야탑그린센터re100(탄천로 247)이에요.", _PET) != []


# --- a bin named as a landmark ----------------------------------------------------------------


def _medicine_bins(*details: str) -> dict[str, object]:
    names = ("금강아파트", "동구종합사회복지관", "일산5단지아파트")
    roads = ("봉수로 170", "봉수로 155", "진성6길 110")
    return {
        "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
        "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
        "points": [
            {"name": n, "address": f"울산광역시 동구 {r}", "detail": d, "district": "울산 동구",
             "phone": "052-700-4135", "items": [], "distance_m": m, "as_of": "2025-08-07"}
            for n, r, d, m in zip(names, roads, details, (135, 421, 701), strict=True)
        ],
        "found": 3,
    }  # fmt: skip


_BINS = ev(_medicine_bins("옷수거함 옆", "1층 로비", "폐건전지수거함 옆"))


def test_bin_as_landmark_case_shape_passes() -> None:
    answer = (
        "가까운 폐의약품 수거함이에요.\n"
        "- 금강아파트: 약 135m · 봉수로 170, 옷수거함 옆\n"
        "- 동구종합사회복지관: 약 420m · 봉수로 155, 1층 로비\n"
        "- 일산5단지아파트: 약 700m · 진성6길 110, 폐건전지수거함 옆\n"
    )
    assert flagged(answer, _BINS) == []


def test_bin_as_landmark_other_wording_language_and_values() -> None:
    bins = ev(_medicine_bins("의류수거함 앞", "1층 로비", "폐형광등 수거함 맞은편"))
    answer = (
        "- 금강아파트: 135m, 의류수거함 바로 앞에 있어요\n"
        "- 일산5단지아파트: 700m, 폐형광등 수거함 맞은편\n"
    )
    assert flagged(answer, bins) == []
    english = (
        "- 금강아파트: about 135 m, next to the clothing bin\n"
        "- 일산5단지아파트: about 700 m, beside the battery collection box\n"
    )
    assert flagged(english, _BINS) == []


def test_goods_said_taken_by_the_bin_still_flagged() -> None:
    assert flagged("- 금강아파트: 약 135m · 봉수로 170, 옷·건전지\n", _BINS) != []
    assert flagged("금강아파트 수거함은 헌옷도 받아요.", _BINS) != []


# --- a degree adverb's adjective is no item ----------------------------------------------------

_CENTRES = ev(
    {
        "query": "recycling_center", "radius_m": 5000, "found": 2,
        "places": [
            {"name": "관악구 재활용센터(알뜰나라)", "address": "서울특별시 관악구 신림로 202",
             "phone": "02-877-1140", "hours": "평일 10:00~21:00", "items": ["가전제품", "가구"],
             "distance_m": 3826},
            {"name": "구로구 재활용센터", "address": "서울특별시 구로구 새말로48",
             "phone": "02-858-8272", "hours": "평일 09:30~18:30", "items": ["가전제품", "가구"],
             "distance_m": 4951},
        ],
        "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    }
)  # fmt: skip


def test_degree_adjective_before_a_run_case_shape_passes() -> None:
    answer = (
        "가구는 관악구 재활용센터(알뜰나라, 신림로 202)가 약 3.8km로 가장 가깝고, "
        "가전제품·가구를 받아요(평일 10:00~21:00, 02-877-1140)."
    )
    assert flagged(answer, _CENTRES) == []


def test_degree_adjective_other_wording_and_language() -> None:
    assert flagged("알뜰나라가 제일 가깝고, 가구·가전제품을 받아요.", _CENTRES) == []
    assert flagged("구로구 재활용센터는 더 멀지만, 가전제품·가구를 받아요.", _CENTRES) == []
    english = (
        "관악구 재활용센터(알뜰나라) is the closest at about 3.8 km and takes 가전제품 and 가구."
    )
    assert flagged(english, _CENTRES) == []


def test_degree_adjective_run_with_an_added_item_still_flagged() -> None:
    answer = "알뜰나라가 가장 가깝고, 가전제품·가구·의류를 받아요."
    assert "의류" in flagged(answer, _CENTRES)


# --- a place of putting out at the home carries a door-side pickup -----------------------------


def _rules(district: str, places: list[str]) -> dict[str, object]:
    return {
        "district": district, "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-31",
        "application_methods": ["배출전 담당부서에 문의 후"], "places": places,
        "department": "청소자원과", "phone": "063-859-5474",
    }  # fmt: skip


def test_home_front_place_carries_door_pickup_case_shape_passes() -> None:
    answer = (
        "In Iksan you call the 청소자원과 first (063-859-5474) and then put the items out in front "
        "of your home. Since Iksan collects from your door, keep the wardrobe for after the move."
    )
    assert flagged(answer, ev(_rules("익산시", ["배출자 집앞"]))) == []


def test_home_front_place_other_wording_and_values() -> None:
    outputs = ev(_rules("군산시", ["대문 앞"]))
    assert flagged("군산시는 문 앞에 내놓으면 방문수거로 가져가요.", outputs) == []
    assert (
        flagged("Gunsan picks them up from your doorstep.", ev(_rules("군산시", ["현관 앞"]))) == []
    )


def test_door_pickup_without_a_home_place_still_flagged() -> None:
    answer = "Since Iksan collects from your door, keep the wardrobe for after the move."
    assert flagged(answer, ev(_rules("익산시", ["지정된 장소"]))) != []


# --- a value naming several offices -------------------------------------------------------------


def _office(district: str, department: str, phone: str) -> dict[str, object]:
    return {
        "district": district, "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2024-07-19",
        "application_methods": [], "places": [], "department": department, "phone": phone,
    }  # fmt: skip


_OFFICES = ev(
    _office("양양군", "환경과, 각 읍면사무소", "033-670-2184"),
    _office("경남 고성군", "환경과", "055-670-2423"),
)


def test_joined_offices_case_shape_passes() -> None:
    answer = (
        "1. 양양군: 자료에 배출 방법이 없어요. 환경과/각 읍면사무소 033-670-2184에 문의하세요.\n"
        "2. 경남 고성군: 문의 환경과 055-670-2423."
    )
    assert flagged(answer, _OFFICES) == []


def test_joined_offices_other_wording_and_values() -> None:
    offices = ev(
        _office("홍천군", "자원순환과/청소행정팀", "033-430-2000"),
        _office("횡성군", "환경과", "033-340-2000"),
    )
    assert flagged("홍천군은 청소행정팀(033-430-2000)에 물어보세요.", offices) == []
    assert flagged("For 홍천군, call 자원순환과 at 033-430-2000.", offices) == []


def test_office_of_another_district_still_flagged() -> None:
    offices = ev(
        _office("홍천군", "자원순환과, 각 읍면사무소", "033-430-2000"),
        _office("횡성군", "청소행정과", "033-340-2000"),
    )
    assert flagged("홍천군은 청소행정과 033-430-2000에 문의하세요.", offices) != []


# --- the user's own place, said to have no data of its own -------------------------------------

_SEONGNAM = {
    "district": "성남시", "full_name": "경기도 성남시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-11-25",
    "application_methods": ["수거운반업체에 전화신고 후 배출"], "places": ["문전배출"],
    "department": "성남시 자원순환과", "phone": "031-729-3193",
}  # fmt: skip


def test_user_place_without_data_case_shape_passes() -> None:
    answer = (
        "성남시는 수거운반업체에 전화로 신고한 뒤 배출해요. 문의: 성남시 자원순환과 031-729-3193\n"
        "자료가 2022-11-25 기준이라 바뀌었을 수 있고, 분당구만 따로 나온 자료는 아니에요."
    )
    assert flagged(answer, ev(_SEONGNAM, user="성남 분당 큰쓰레기 버리는법")) == []


def test_user_place_without_data_other_wording_language_and_values() -> None:
    outputs = ev(_SEONGNAM, user="성남 분당 큰쓰레기 버리는법")
    assert flagged("분당구 자료는 따로 없어서 성남시 기준으로 안내해요.", outputs) == []
    english = ev(_SEONGNAM, user="How do I throw out a sofa in Bundang, Seongnam?")
    assert (
        flagged("There is no separate data for Bundang-gu; this is Seongnam's rule.", english) == []
    )
    sujeong = ev(_SEONGNAM, user="성남 수정구 대형폐기물")
    assert flagged("수정구만 따로 정리된 정보는 없어요.", sujeong) == []


def test_place_the_user_did_not_name_or_data_claimed_still_flagged() -> None:
    outputs = ev(_SEONGNAM, user="성남 분당 큰쓰레기 버리는법")
    assert flagged("강남구만 따로 나온 자료는 아니에요.", outputs) != []
    assert flagged("분당구 자료 기준으로 안내드려요.", ev(_SEONGNAM, user="성남 큰쓰레기")) != []


# --- a qualifier that counts the places it selects ----------------------------------------------


def _shops(*rows: tuple[str, list[str], int]) -> dict[str, object]:
    return {
        "query": "재활용센터", "radius_m": 1000, "found": len(rows),
        "places": [
            {"name": n, "address": f"울산광역시 남구 돋질로 {100 + i}", "phone": f"052-211-438{i}",
             "hours": "평일 09:00~18:00", "items": goods, "distance_m": m}
            for i, (n, goods, m) in enumerate(rows)
        ],
        "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    }  # fmt: skip


_SHOPS = ev(
    _shops(
        ("부일전자", ["가전"], 1047),
        ("보람재활용센타", ["가전", "가구"], 1068),
        ("울산 중고 프라자", ["가전", "가구"], 1219),
        ("열린 재활용", ["가전", "가구"], 1355),
    )
)


def test_counted_qualifier_case_shape_passes() -> None:
    answer = "가구와 가전을 모두 받는 세 곳 중 가장 가까운 보람재활용센타에 먼저 연락해 보세요."
    assert flagged(answer, _SHOPS) == []


def test_counted_qualifier_other_wording_and_values() -> None:
    assert (
        flagged("가구와 가전을 모두 받는 3곳 중 제일 가까운 보람재활용센타로 가세요.", _SHOPS) == []
    )
    shops = ev(
        _shops(
            ("가람전자", ["가전"], 400),
            ("나래가구", ["가구"], 800),
            ("다온재활용", ["가구", "가전"], 950),
        )
    )
    assert flagged("가구를 받는 두 곳 중 가장 가까운 곳은 나래가구예요.", shops) == []
    assert flagged("가구를 받는 두 곳 중 가장 가까운 곳은 다온재활용이에요.", shops) != []


def test_counted_qualifier_naming_another_still_flagged() -> None:
    answer = "가구와 가전을 모두 받는 세 곳 중 가장 가까운 열린 재활용에 먼저 연락해 보세요."
    assert flagged(answer, _SHOPS) != []


# --- names of several words coordinated before a superlative ------------------------------------


def _medicine_points() -> dict[str, object]:
    rows = (
        ("을지로동 주민센터", "충무로9길 20", None, 931),
        ("소공동 주민센터", "남대문로1길 31-5", "민원실 안", 973),
        ("국민건강보험공단 중구지사", "소공로 70", None, 977),
        ("정동아파트", "정동길 13", None, 1057),
        ("명동 주민센터", "퇴계로20길 3", None, 1206),
    )
    return {
        "latitude": 37.57, "longitude": 126.98, "radius_km": 2.0, "item_type": "medicine",
        "kind_name": "폐의약품", "source": "medicine-bins",
        "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
        "points": [
            {"name": n, "address": f"서울특별시 중구 {a}", "detail": d, "district": "서울 중구",
             "phone": "02-3396-5486", "items": [], "distance_m": m, "as_of": "2026-01-26"}
            for n, a, d, m in rows
        ],
        "found": 5,
    }  # fmt: skip


_MED = ev(_medicine_points())


def test_two_named_nearest_case_shape_passes() -> None:
    answer = (
        "을지로동 주민센터(충무로9길 20, 약 930m)와 소공동 주민센터 민원실(남대문로1길 31-5, "
        "약 970m)이 가장 가깝고, 문의 전화는 모두 02-3396-5486입니다."
    )
    assert flagged(answer, _MED) == []


def test_two_named_nearest_other_wording_and_values() -> None:
    assert (
        flagged("을지로동 주민센터(약 930m)와 소공동 주민센터(약 970m)가 제일 가까워요.", _MED)
        == []
    )
    assert (
        flagged(
            "소공동 주민센터 민원실(약 970m)과 을지로동 주민센터(약 930m)가 가장 가까워요.", _MED
        )
        == []
    )


def test_two_named_nearest_both_wrong_still_flagged() -> None:
    answer = "정동아파트(정동길 13, 약 1.1km)와 국민건강보험공단 중구지사(소공로 70, 약 980m)가 가장 가깝습니다."
    assert flagged(answer, _MED) != []
    assert (
        flagged("정동아파트(약 1.1km)와 국민건강보험공단 중구지사(약 980m)가 가장 가까워요.", _MED)
        != []
    )


# --- a bound said of a group of places ------------------------------------------------------


def _far_centres(*rows: tuple[str, int]) -> dict[str, object]:
    return {
        "query": "재활용센터", "found": len(rows),
        "places": [
            {"name": n, "address": f"부산광역시 수영구 수영로 {700 + i}", "phone": f"051-756-059{i}",
             "hours": "평일 09:00~18:00", "items": ["중고가전"], "distance_m": m}
            for i, (n, m) in enumerate(rows)
        ],
        "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    }  # fmt: skip


_FAR = ev(
    _far_centres(
        ("기장군재활용선별장", 4348),
        ("해운대구자원재활용센터", 8327),
        ("수영구재활용센터", 12435),
        ("수영종합재활용센터", 13001),
    )
)


def test_group_bound_case_shape_passes() -> None:
    answer = (
        "수영구 쪽 두 곳(수영구재활용센터, 수영종합재활용센터)은 중고가전을 받지만 12km 넘게 "
        "떨어져 있어요."
    )
    assert flagged(answer, _FAR) == []


def test_group_bound_other_wording_language_and_values() -> None:
    assert flagged("수영구재활용센터와 수영종합재활용센터는 둘 다 12km 넘게 걸려요.", _FAR) == []
    assert (
        flagged("수영구재활용센터 and 수영종합재활용센터 are both more than 12 km away.", _FAR)
        == []
    )
    near = ev(_far_centres(("가온센터", 820), ("나루센터", 960), ("다솜센터", 3100)))
    assert flagged("가온센터와 나루센터는 모두 1km 이내예요.", near) == []


def test_group_bound_with_a_place_on_the_wrong_side_still_flagged() -> None:
    answer = "해운대구자원재활용센터와 수영종합재활용센터는 12km 넘게 떨어져 있어요."
    assert flagged(answer, _FAR) != []
    assert flagged("수영구재활용센터와 수영종합재활용센터는 둘 다 14km 넘게 걸려요.", _FAR) != []
    assert flagged("수영종합재활용센터는 8km 넘게 떨어져 있어요.", _FAR) != []
