"""Round 50 (r50c): misattributions that passed on prod_holdout41/42.

- A weather reading with no station is of the district it names: its figures said of another
  district are moved (:mod:`.observed_places`; g60h2-0054).
- Weather normals are of a period: a calendar date given as their basis is another output's
  (:mod:`.normals_dates`; g59h2-0091).
- ``in the Busan/Gyeongnam area`` names a region for a nationwide price (:mod:`.scopes`;
  g60h0-0030).
- A spaced middle dot parts two statements of a line, so the negation after it is not the coverage
  count's (:mod:`.national_coverage`; g60h1-0010).
- An office's phone given as the free pickup service's number (:mod:`.office_numbers`; g60h0-0017).
- Another district's way of applying said in English (``load it onto the truck yourself``) or
  glossed in brackets (``(위탁처리)``) (:mod:`.howto_swaps`; g60h0-0080, g60h3-0057).
- Another list's rows' phone on the line of a row that has none (:mod:`.stray_phones`;
  g60h1-0084).
- Districts named after a coverage verb (``covers 30 …; in Gyeonggi-do these are A and B``) are
  said to have data (:mod:`.coverage`; g59h3-0041).
- ``NAME at ADDRESS`` gives the address to the name (:mod:`.line_addresses`; g59h0-0041).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged, national_prices

# --- a reading's place -----------------------------------------------------------------------


def _observation(district: str = "종로구", temp: float = 8.5) -> dict[str, object]:
    return {
        "kind": "observation", "district": district, "latitude": 37.5665, "longitude": 126.978,
        "temperature_c": temp, "humidity_pct": 55, "precipitation_mm": 0,
        "precipitation": "none", "precipitation_text": "강수 없음", "wind_ms": 6.8,
        "observed_at": "2026-01-22 11:00", "source": "kma", "source_label": "기상청 초단기실황",
        "as_of": "2026-01-22 11:00",
    }  # fmt: skip


def test_observation_said_of_another_district_case_shape() -> None:
    answer = "중랑구는 지금 8.5도이고 습도 55%, 바람이 초속 6.8m로 조금 불어요."
    assert flagged(answer, ev(_observation(), user="중랑구 지금 날씨 어때요?"))


def test_observation_other_wording_language_values() -> None:
    assert flagged("Right now it's 3.1°C in Mapo-gu.", ev(_observation("서대문구", 3.1)))
    assert flagged("지금 노원구 기온은 영하 2.4도예요.", ev(_observation("도봉구", -2.4)))
    assert flagged("수성구 날씨는 현재 12.5도예요.", ev(_observation("중구", 12.5)))


def test_observation_said_of_its_own_district_passes() -> None:
    assert not flagged("종로구는 지금 8.5도이고 습도 55%예요.", ev(_observation()))
    assert not flagged("Right now it's 3.1°C in Seodaemun-gu.", ev(_observation("서대문구", 3.1)))
    # a 시도 above the district, and the district named as the reading's basis
    assert not flagged("서울은 지금 8.5도예요.", ev(_observation()))
    asked = ev(_observation(), user="중랑구 지금 날씨 어때요?")
    assert not flagged("중랑구 날씨는 종로구 관측 기준 8.5도예요.", asked)
    # a comparison may set another place's value beside it
    assert not flagged("중랑구도 종로구와 비슷하게 8.5도 정도일 거예요.", asked)


# --- a date given to normals ------------------------------------------------------------------

_CENTRE = {
    "query": "재활용센터", "radius_m": 5000, "found": 1,
    "places": [{"name": "포항시재활용선별장", "address": "경상북도 포항시 남구 서원재로 45",
                "phone": "054-277-0555", "hours": "평일 08:00~17:00", "distance_m": 4506,
                "as_of": "2025-09-08"}],
    "source": "recycling-centers", "as_of": "2025-09-08",
    "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-09-08",
}  # fmt: skip
_NORMAL = {
    "kind": "monthly_normal", "station": "대구", "district": "포항시", "month": 12,
    "temperature_c": 2.4, "humidity_pct": 56, "precipitation_mm_month": 18,
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip


def test_date_given_to_normals_case_shape() -> None:
    answer = "Weather는 2025-09-08 기준 12월 평년값으로 평균 2.4도, 습도 56%예요."
    assert flagged(answer, ev(_CENTRE, _NORMAL))


def test_date_given_to_normals_other_wording_language() -> None:
    assert flagged("The December normals as of 2025-09-08 average 2.4°C.", ev(_CENTRE, _NORMAL))
    assert flagged("2025년 9월 8일 기준 평년 기온은 2.4도예요.", ev(_CENTRE, _NORMAL))


def test_normals_with_their_period_or_the_centre_date_pass() -> None:
    assert not flagged("12월 평년값(1991–2020) 기준 평균 2.4도예요.", ev(_CENTRE, _NORMAL))
    answer = "선별장 정보는 2025-09-08 기준이고, 날씨는 12월 평년값으로 평균 2.4도예요."
    assert not flagged(answer, ev(_CENTRE, _NORMAL))
    assert not flagged(
        "Centre data as of 2025-09-08. December normals: 2.4°C.", ev(_CENTRE, _NORMAL)
    )


# --- a region for a nationwide price -----------------------------------------------------------

_CARDBOARD = national_prices("paper", "압축", [("골판지", 80)], query="골판지")


def test_slash_region_case_shape_and_other_values() -> None:
    answer = "Cardboard in the Busan/Gyeongnam area goes for 80 won per kg, compressed."
    assert flagged(answer, ev(_CARDBOARD))
    assert flagged("In the Gwangju/Jeonnam area, cardboard is 80 won/kg.", ev(_CARDBOARD))


def test_slash_region_with_the_national_scope_passes() -> None:
    answer = "There is no Busan/Gyeongnam area price; the national average is 80 won per kg."
    assert not flagged(answer, ev(_CARDBOARD))
    assert not flagged("Cardboard goes for 80 won per kg (national average).", ev(_CARDBOARD))


# --- a coverage count beside a negated statement ------------------------------------------------


def _small_appliances(place: str = "부천시", count: int = 5) -> dict[str, object]:
    return {
        "address_keyword": place, "item_type": "small_appliance", "place_name": place,
        "kind_name": "소형 폐가전", "districts_with_data": count, "source": "small-appliance-bins",
        "district_has_data": False, "points": [], "found": 0, "as_of": None,
        "note": f"경기도 {place}의 소형 폐가전 장소 자료는 없습니다. 자료가 있는 시군구는 전국 {count}곳입니다.",
    }  # fmt: skip


def test_dotted_coverage_count_case_shape_and_values() -> None:
    answer = "- 부천시 소형 폐가전 수거함: 5곳 등록 · 다만 위치 목록은 나오지 않음"
    assert flagged(answer, ev(_small_appliances()))
    answer = "- 관악구 소형 폐가전 수거함: 12곳 · 위치는 안 나와요"
    assert flagged(answer, ev(_small_appliances("관악구", 12)))


def test_dotted_coverage_nationwide_or_negated_passes() -> None:
    answer = "- 부천시 소형 폐가전 수거함: 자료 없음 · 자료가 있는 시군구는 전국 5곳"
    assert not flagged(answer, ev(_small_appliances()))
    assert not flagged("- 부천시 소형 폐가전 수거함: 등록된 곳 없음", ev(_small_appliances()))


# --- an office's phone given to the pickup service ------------------------------------------------

_NO_FEES = {
    "district": "정읍시", "full_name": "전북특별자치도 정읍시", "query": "에어컨", "item_count": 0,
    "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
    "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    "contact": "수수료는 전북특별자치도 정읍시 환경과(063-539-5724)에 문의하세요.",
    "phone": "063-539-5724",
}  # fmt: skip


def test_office_phone_as_service_number_case_shape() -> None:
    answer = (
        "The good news: big appliances like air conditioners can go out for free through the "
        "appliance pickup service — book it at 063-539-5724."
    )
    assert flagged(answer, ev(_NO_FEES))


def test_office_phone_as_service_number_other_wording() -> None:
    assert flagged(
        "에어컨은 무상방문수거 서비스(063-539-5724)로 무료로 버릴 수 있어요.", ev(_NO_FEES)
    )
    assert flagged("Call the free pickup service at 063-539-5724 to book.", ev(_NO_FEES))


def test_service_and_office_numbers_each_their_own_pass() -> None:
    answer = "Book the free appliance pickup service at 1599-0903; fees: Environment Division 063-539-5724."
    assert not flagged(answer, ev(_NO_FEES))
    answer = (
        "무상방문수거 서비스(1599-0903)를 이용하시거나, 수수료는 환경과(063-539-5724)에 문의하세요."
    )
    assert not flagged(answer, ev(_NO_FEES))
    answer = "무상방문수거도 있고, 수수료 문의는 063-539-5724예요."
    assert not flagged(answer, ev(_NO_FEES))


# --- another district's way of applying, in English or glossed -----------------------------------


def _rules(
    district: str, full: str, methods: list[str], places: list[str], phone: str
) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "application_methods": methods, "places": places, "department": "자원순환과",
        "phone": phone,
    }  # fmt: skip


_BUCHEON = _rules(
    "부천시",
    "경기도 부천시",
    ["대형폐기물: 신고 후 신고필증 부착 후 배출"],
    ["집(상가)앞"],
    "032-625-3188",
)
_GUNSAN = _rules("군산시", "전북특별자치도 군산시", ["시청에 접수하여 수수료 납부 후 시청 제공 차량에 직접 담아 배출"], ["시민 희망 장소"], "063-454-3450")  # fmt: skip
_CHUNGJU = _rules("충주시", "충청북도 충주시", ["위탁처리"], ["위탁처리"], "043-850-6913")
_BOEUN = _rules(
    "보은군", "충청북도 보은군", ["관리부서 문의"], ["보은군 생활자원순환센터"], "043-540-3265"
)


def test_english_haul_step_of_another_district_case_shape() -> None:
    answer = (
        "In Bucheon you register with city hall, pay the fee, then load it onto the "
        "city-provided truck yourself; questions go to 032-625-3188. In Gunsan, call 063-454-3450."
    )
    assert flagged(answer, ev(_BUCHEON, _GUNSAN))
    assert flagged("In Bucheon, you take it to the truck yourself.", ev(_BUCHEON, _GUNSAN))


def test_english_haul_step_of_its_own_district_passes() -> None:
    answer = "In Gunsan you pay at city hall, then load it onto the city truck yourself."
    assert not flagged(answer, ev(_BUCHEON, _GUNSAN))
    assert not flagged("In Bucheon, report it and attach the sticker.", ev(_BUCHEON, _GUNSAN))


def test_glossed_way_of_another_district_case_shape() -> None:
    answer = (
        "1. Boeun-gun (보은군): handled by contracted collection (위탁처리); contact 043-540-3265.\n"
        "2. Chungju (충주시): also contracted collection (위탁처리)."
    )
    assert flagged(answer, ev(_CHUNGJU, _BOEUN))


def test_glossed_way_of_its_own_district_passes() -> None:
    answer = (
        "1. Boeun-gun (보은군): ask the managing department (관리부서 문의).\n"
        "2. Chungju (충주시): contracted collection (위탁처리)."
    )
    assert not flagged(answer, ev(_CHUNGJU, _BOEUN))


# --- another list's phone on a row with none -----------------------------------------------------


def _point(name: str, distance: int, phone: str | None, items: list[str]) -> dict[str, object]:
    return {"name": name, "address": f"충청북도 충주시 {name}", "district": "충주시",
            "phone": phone, "items": items, "distance_m": distance}  # fmt: skip


_CLOTHES = {
    "item_type": "clothes", "kind_name": "의류", "districts_with_data": 47,
    "source": "clothing-bins", "district_has_data": True, "found": 2,
    "points": [_point("국원대로 158", 293, None, []), _point("연원10길 28-1", 300, None, [])],
}  # fmt: skip
_BATTERIES = {
    "item_type": "battery", "kind_name": "폐건전지", "districts_with_data": 8,
    "source": "lamp-battery-bins", "district_has_data": True, "found": 2,
    "points": [_point("충주시청공원앞클린하우스", 271, "043-850-6923", ["폐건전지"]),
               _point("연수동행정복지센터", 559, "043-850-6923", ["폐건전지"])],
}  # fmt: skip


def test_other_lists_phone_on_a_row_case_shape() -> None:
    answer = "가까운 의류수거함이에요.\n- 국원대로 158: 약 290m · 문의 043-850-6923\n- 연원10길 28-1: 약 300m"
    assert flagged(answer, ev(_CLOTHES, _BATTERIES))
    answer = "Clothing bins:\n- 연원10길 28-1: about 300 m, phone 043-850-6923"
    assert flagged(answer, ev(_CLOTHES, _BATTERIES))


def test_own_lists_phone_passes() -> None:
    answer = "건전지 수거함이에요.\n- 충주시청공원앞클린하우스: 약 270m · 문의 043-850-6923"
    assert not flagged(answer, ev(_CLOTHES, _BATTERIES))
    answer = "- 국원대로 158: 약 290m\n- 충주시청공원앞클린하우스(건전지): 약 270m · 043-850-6923"
    assert not flagged(answer, ev(_CLOTHES, _BATTERIES))


# --- districts said to have data after a coverage verb ------------------------------------------

_PET = {
    "item_type": "pet_compensation", "kind_name": "투명 페트병 보상", "districts_with_data": 30,
    "source": "keco-sites", "district_has_data": False, "points": [], "found": 0,
    "note": "경기도 의왕시의 투명 페트병 보상 장소 자료는 없습니다. 자료가 있는 시군구는 전국 30곳입니다. "
    "경기도에서는 고양시, 성남시에 자료가 있습니다.",
}  # fmt: skip


def test_covered_list_naming_the_empty_place_case_shape() -> None:
    answer = (
        "The dataset covers 30 municipalities nationwide; in Gyeonggi-do these are "
        "Uiwang-si (의왕시) and Seongnam-si (성남시), but no site lies within 1 km of you."
    )
    assert flagged(answer, ev(_PET, user="의왕시"))
    assert flagged("경기도에서 자료가 있는 곳은 의왕시, 성남시예요.", ev(_PET, user="의왕시"))


def test_covered_list_as_the_note_gives_it_passes() -> None:
    answer = (
        "The dataset covers 30 municipalities nationwide; in Gyeonggi-do these are "
        "Goyang-si and Seongnam-si, not Uiwang-si."
    )
    assert not flagged(answer, ev(_PET, user="의왕시"))
    assert not flagged("경기도에서 자료가 있는 곳은 고양시, 성남시예요.", ev(_PET, user="의왕시"))


# --- NAME at ADDRESS ------------------------------------------------------------------------------

_CENTRES = {
    "query": "재활용센터", "radius_m": 1000, "found": 2,
    "places": [
        {"name": "마두1동 행정복지센터", "address": "고양시 일산동구 일산로 218",
         "phone": "031-8075-2706", "distance_m": 221},
        {"name": "백석1동 행정복지센터", "address": "고양시 일산동구 일산로 145",
         "phone": "031-8075-2706", "distance_m": 650},
    ],
    "source": "recycling-centers",
}  # fmt: skip


def test_name_at_anothers_address_case_shape() -> None:
    answer = "The closest is Madu 1-dong Community Center at 145 Ilsan-ro, about 220 m away."
    assert flagged(answer, ev(_CENTRES))
    answer = "Baekseok 1-dong Community Center, located at 218 Ilsan-ro, is 650 m away."
    assert flagged(answer, ev(_CENTRES))


def test_name_at_its_own_address_passes() -> None:
    answer = "The closest is Madu 1-dong Community Center at 218 Ilsan-ro, about 220 m away."
    assert not flagged(answer, ev(_CENTRES))
    answer = "Baekseok 1-dong Community Center is located at 145 Ilsan-ro, 650 m away."
    assert not flagged(answer, ev(_CENTRES))
