"""Round 19 (r19d): number-free facts of weather, schedules, channels and data coverage that no
output gives. A grade of air quality or UV beside a nowcast that measures neither; the wind or the
temperature to come over observations or normals; how often days of a kind come over a normal
that counts no days; days of snow in a normal with ``쯤`` after them; a facility's day for what
one brings where no output gives a day; an app to apply through where the how-to names none (the
next sentence's ``문의는`` is no doubt of it); a district named in English as covered that no
output names. Each table: the flag case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NOWCAST = {
    "kind": "observation", "district": "종로구", "latitude": 37.5665, "longitude": 126.978,
    "temperature_c": 18.5, "humidity_pct": 54, "precipitation_mm": 0, "precipitation": "none",
    "precipitation_text": "강수 없음", "wind_ms": 5.5, "grid": {"nx": 60, "ny": 127},
    "observed_at": "2026-01-22 11:00", "tips": [], "source": "kma",
    "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00",
}  # fmt: skip
NOWCAST_AIR = {**NOWCAST, "pm10_grade": "좋음", "pm10": 21}
NORMAL = {
    "kind": "monthly_normal", "station": "대구", "district": "대구 서구", "month": 12,
    "temperature_c": 2.4, "humidity_pct": 56, "precipitation_mm_month": 18, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip
NORMAL_DAYS = {**NORMAL, "snow_days": 5.2}
_OBS = "기상청 초단기실황(2026-01-22 11:00, 종로구) 기준으로 기온 18.5도, 습도 54%예요. "
_NORM = "대구 관측소 12월 평년값으로 보면 평균 기온 2.4도, 한 달 강수량 18mm 정도예요. "


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_OBS + "미세먼지도 '좋음'이라 바깥 활동하기 좋아요.", NOWCAST, ["미세먼지도 '좋음"]),
        (_OBS + "미세먼지 농도는 보통 수준이에요.", NOWCAST, ["미세먼지 농도는 보통"]),
        ("It is 18.5°C in Jongno-gu and the air quality is good.", NOWCAST,
         ["air quality is good"]),
        (_OBS + "자외선 지수가 높아요.", NOWCAST, ["자외선 지수가 높아"]),
        # a tool output that grades the air supports it
        (_OBS + "미세먼지도 '좋음'이라 바깥 활동하기 좋아요.", NOWCAST_AIR, []),
        # advice, a condition, a negation, "usually" and a missing datum are no grade
        (_OBS + "미세먼지 정보는 없어요.", NOWCAST, []),
        (_OBS + "미세먼지가 나쁘면 마스크를 쓰세요.", NOWCAST, []),
        ("If the air quality is poor, sort indoors instead.", NOWCAST, []),
        (_OBS + "바람이 세서 미세먼지는 보통 적어요.", NOWCAST, []),
        (_OBS + "자외선이 강하니 모자를 쓰세요.", NOWCAST, []),
    ],
)  # fmt: skip
def test_a_grade_of_an_attribute_no_output_measures(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_NORM + "내일 오후에는 바람이 강하게 불 예정이니 박스는 묶어서 내놓으세요.", NORMAL,
         ["바람이 강하게 불 예정"]),
        # round 49 (r49a): a change after a future time word is read with it (``forecast``)
        (_NORM + "내일은 기온이 더 떨어질 거예요.", NORMAL, ["내일은 기온이 더 떨어질"]),
        (_OBS + "오후에 바람이 더 세질 거예요.", NOWCAST, ["바람이 더 세질 거"]),
        ("It's 18.5°C now. Strong winds are expected this afternoon.", NOWCAST,
         ["Strong winds are expected"]),
        ("It's 18.5°C now. Temperatures will drop tonight.", NOWCAST, ["Temperatures will drop"]),
        # the wind now, a condition, a hedge and a month's climate are no forecast
        (_OBS + "바람이 세게 불고 있으니 종이는 묶어 두세요.", NOWCAST, []),
        (_NORM + "바람이 불면 박스를 묶으세요.", NORMAL, []),
        (_NORM + "내일 바람이 불 수도 있으니 예보를 확인하세요.", NORMAL, []),
        (_NORM + "12월은 보통 바람이 세게 불어요.", NORMAL, []),
    ],
)  # fmt: skip
def test_the_wind_or_temperature_to_come_over_observations_or_normals(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_NORM + "보통 12월 중순부터 영하로 떨어지는 날이 많아요.", NORMAL,
         ["영하로 떨어지는 날이 많아"]),
        (_NORM + "12월엔 눈이 자주 와요.", NORMAL, ["눈이 자주 와"]),
        ("The December normal is 2.4°C. Freezing days are common then.", NORMAL,
         ["Freezing days are common"]),
        # days of snow in the normal with 쯤 after them are read as the day count they are
        (_NORM + "눈 오는 날은 한 달에 평균 5일쯤 됩니다.", NORMAL, ["5"]),
        (_NORM + "눈 오는 날은 한 달에 평균 5일쯤 됩니다.", NORMAL_DAYS, []),
        # negated, conditional, a normal that counts days, plain amounts
        (_NORM + "눈이 자주 오지는 않아요.", NORMAL, []),
        (_NORM + "비가 오는 날이 많으면 덮어 두세요.", NORMAL, []),
        (_NORM + "12월엔 눈이 자주 와요.", NORMAL_DAYS, []),
        (_NORM + "강수량이 적은 편이라 건조해요.", NORMAL, []),
    ],
)  # fmt: skip
def test_how_often_days_come_over_a_normal_that_counts_none(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


RULES = {
    "district": "창녕군", "full_name": "경상남도 창녕군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2024-07-01",
    "application_methods": ["대형폐기물 스티커 구매 후 창녕군 생활쓰레기 처리장 자체 반입"],
    "places": ["창녕군 생활쓰레기 처리장 반입"], "department": "환경위생과",
    "phone": "055-530-1624", "phone_note": "문의: 경상남도 창녕군 환경위생과 055-530-1624",
}  # fmt: skip
RULES_DAYS = {**RULES, "places": ["창녕군 생활쓰레기 처리장 반입(월~토 09:00~17:00)"]}
_STEP = "창녕군은 스티커를 구매한 뒤 생활쓰레기 처리장에 직접 반입하면 돼요. "


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_STEP + "처리장 반입은 토요일 오전에도 가능해요.", RULES, ["토요일"]),
        ("Buy a sticker first. Drop-off is open on Saturdays too.", RULES, ["Saturdays"]),
        # the day the output gives, advice to check, a negation
        (_STEP + "처리장 반입은 토요일 오전에도 가능해요.", RULES_DAYS, []),
        (_STEP + "토요일 반입 가능 여부는 환경위생과에 확인해 보세요.", RULES, []),
        (_STEP + "처리장 반입이 토요일에 되는지는 자료에 없어요.", RULES, []),
    ],
)  # fmt: skip
def test_a_facility_day_where_no_output_gives_one(
    answer: str, data: dict, wrong: list[str]
) -> None:
    user = "창녕군 처리장에 직접 가져가도 돼요? 토요일에 가능할까요?"  # the user's own day
    assert flagged(answer, ev(data, user=user)) == wrong


BUKGU = {
    "district": "울산 북구", "full_name": "울산광역시 북구", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-11-07",
    "application_methods": ["대형폐기물은 수거대행업체에 수거요청"], "places": ["문전배출"],
    "department": "자원순환과", "phone": "052-241-7804",
    "phone_note": "문의: 울산광역시 북구 자원순환과 052-241-7804",
}  # fmt: skip
BUKGU_APP = {**BUKGU, "application_methods": ["대형폐기물은 '빼기' 앱으로 신청"]}
_ASK = " 문의는 자원순환과 052-241-7804예요."


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        ("울산 북구는 수거대행업체에 수거 요청하면 돼요. 신청은 '빼기' 앱으로도 가능해요." + _ASK,
         BUKGU, ["앱"]),
        ("울산 북구는 수거대행업체에 수거 요청하면 돼요. 신청은 '빼기' 앱으로도 가능해요." + _ASK,
         BUKGU_APP, []),
        # advice to ask inside the channel's own sentence stays advice
        ("울산 북구는 앱으로 되는지 문의해 보세요." + _ASK, BUKGU, []),
    ],
)  # fmt: skip
def test_an_app_the_howto_does_not_name_before_a_contact_sentence(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


CLOTHES = {
    "latitude": 36.65495, "longitude": 128.455022, "radius_km": 0.5, "item_type": "clothes",
    "kind_name": "의류", "districts_with_data": 47, "source": "clothing-bins",
    "source_label": "공공데이터포털 의류수거함 위치", "district_has_data": False, "points": [],
    "found": 0, "as_of": None,
    "note": "경상북도 예천군의 의류 장소 자료는 없습니다. 자료가 있는 시군구는 전국 47곳입니다. "
            "경상북도에서는 청송군에 자료가 있습니다.",
}  # fmt: skip
_NONE = "There's no clothing-bin data for Yecheon-gun; only 47 districts nationwide have it. "


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        (_NONE + "In North Gyeongsang the covered area is Andong-si.", "", ["Andong-si"]),
        (_NONE + "The nearest listed bins are in Andong.", "", ["Andong"]),
        (_NONE + "The nearest bins are in Andong-si.", "", ["Andong-si"]),
        # the district the note names, the user's own place, a negated sentence
        (_NONE + "In North Gyeongsang the covered area is Cheongsong-gun.", "", []),
        (_NONE + "The nearest listed bins are in Andong.", "I live near Andong", []),
        (_NONE + "Andong-si has no data either.", "", []),
    ],
)  # fmt: skip
def test_a_covered_district_no_output_names(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CLOTHES, user=user)) == wrong


TREADMILL = {
    "district": "달성군", "full_name": "대구광역시 달성군", "query": "러닝머신", "item_count": 1,
    "items": [{"item_name": "러닝머신", "name": "러닝머신", "spec": None, "category": "가전제품류",
               "fee": 10000, "fee_text": "10,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-06",
}  # fmt: skip
_FEE = "In Dalseong-gun the bulky-waste fee for a treadmill is 10,000 won. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_FEE + "The fee is payable by card or bank transfer.", ["card", "bank transfer"]),
        # asked about, or no means named
        (_FEE + "The fee is payable at the district; ask whether card is accepted.", []),
        (_FEE + "The fee is payable when you book the pickup.", []),
    ],
)  # fmt: skip
def test_payable_by_a_means_no_output_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TREADMILL)) == wrong


APPLIANCE_NONE = {
    "address_keyword": "용인시 처인구", "item_type": "small_appliance", "place_name": "용인시",
    "kind_name": "소형 폐가전", "districts_with_data": 5, "source": "small-appliance-bins",
    "guidance": [{"item_type": "small_appliance", "name": "소형 폐가전",
                  "how": "소형 가전은 여러 개를 모으면 무상방문수거를 신청할 수 있습니다.",
                  "where": ["행정복지센터(주민센터)의 소형 폐가전 수거함"]}],
    "district_has_data": False, "points": [], "found": 0, "as_of": None,
    "note": "경기도 용인시의 소형 폐가전 장소 자료는 없습니다. 자료가 있는 시군구는 전국 5곳입니다.",
}  # fmt: skip
APPLIANCE_ONE = {
    **APPLIANCE_NONE, "district_has_data": True, "found": 1,
    "points": [{"name": "처인구청", "address": "경기도 용인시 처인구 중부대로 1199",
                "detail": "1층 로비", "district": "처인구", "distance_m": 820}],
}  # fmt: skip
_NO_DATA = "I don't have bin locations for Yongin — only 5 districts nationwide have that data. "


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_NO_DATA + "The nearest small-appliance bin I know of is in the lobby of the Cheoin-gu "
         "Office.", APPLIANCE_NONE, ["nearest small-appliance bin I know of is in the lobby",
                         "Cheoin-gu Office"]),
        # a search that found it, general advice, a hedge
        ("The nearest small-appliance bin is in the lobby of the Cheoin-gu Office, about 820 m "
         "away.", APPLIANCE_ONE, []),
        (_NO_DATA + "Community centers usually have small-appliance bins.", APPLIANCE_NONE, []),
        (_NO_DATA + "The nearest bin is usually at your community center.", APPLIANCE_NONE, []),
    ],
)  # fmt: skip
def test_a_nearest_bin_where_the_search_found_none(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


WASHER = {
    "district": "울주군", "full_name": "울산광역시 울주군", "query": "세탁기", "item_count": 1,
    "items": [{"item_name": "세탁기", "name": "세탁기", "spec": None, "category": "가전제품류",
               "fee": 0, "fee_text": "무료", "is_free": True}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-17",
}  # fmt: skip
WASHER_CAPPED = {**WASHER, "note": "무료 수거는 가구당 연 2회까지입니다."}
_FREE = "울주군 세탁기는 수수료가 무료예요. "


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        (_FREE + "다만 무료 수거는 한 가구당 연 2회까지예요.", WASHER, ["연 2회까지"]),
        (_FREE + "1년에 두 번만 무료예요.", WASHER, ["1년에 두 번만"]),
        ("The washing machine is free. Free pickup is limited to twice a year.", WASHER,
         ["limited to twice a year"]),
        # a tool output that gives the cap, a hedge, a numbered exit
        (_FREE + "다만 무료 수거는 한 가구당 연 2회까지예요.", WASHER_CAPPED, []),
        (_FREE + "횟수 제한이 있을 수 있으니 확인하세요.", WASHER, []),
        (_FREE + "지자체마다 연 2회까지로 정한 곳도 있어요.", WASHER, []),
    ],
)  # fmt: skip
def test_a_cap_on_how_often_no_output_states(answer: str, data: dict, wrong: list[str]) -> None:
    assert flagged(answer, ev(data)) == wrong


MEDICINE_GUNPO = {
    "latitude": 37.386739, "longitude": 126.943928, "radius_km": 2.0, "item_type": "medicine",
    "kind_name": "폐의약품", "districts_with_data": 91, "source": "medicine-bins",
    "district_has_data": False,
    "points": [{"name": "산본1동 행정복지센터", "address": "경기도 군포시 고산로724번길 13",
                "detail": "산본1동 행정복지센터입구", "district": "군포시", "phone": "031-390-0251",
                "items": [], "distance_m": 1560}],
    "found": 1, "as_of": "2025-09-04",
    "note": "경기도 안양시의 폐의약품 장소 자료는 없습니다. 가까운 자료가 있는 곳은 군포시입니다 (3km 이내).",
}  # fmt: skip
_ONE = "Yes — there's one at the Sanbon 1-dong community center entrance, "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_ONE + "which is in Anyang-si (고산로724번길 13).", ["which is in Anyang-si"]),
        (_ONE + "which is in Gunpo-si (고산로724번길 13).", []),
        (_ONE + "about 1.6 km away; Anyang itself has no data.", []),
    ],
)  # fmt: skip
def test_a_bin_said_to_lie_in_the_searched_place_by_a_relative_clause(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(MEDICINE_GUNPO, user="Anyang Manan-gu medicine bin?")) == wrong


OKCHEON = {
    "district": "옥천군", "full_name": "충청북도 옥천군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-20",
    "application_methods": ["개인차량을 이용하여 옥천군폐기물종합처리장으로 수집운반 후 안내에 따라 배출"],
    "places": ["옥천군 폐기물종합처리장"], "department": "환경과", "phone": "043-730-3453",
}  # fmt: skip
OKCHEON_PICKUP = {**OKCHEON, "application_methods": ["대행업체에 수거 요청 후 문전 배출"]}


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        ("옥천군은 군에 신고하면 수거차가 가게 앞으로 와서 가져갑니다.", OKCHEON,
         ["수거차가 가게 앞으로 와"]),
        ("In Okcheon a truck will come to collect it from your shop.", OKCHEON,
         ["truck will come to collect"]),
        # the how-to's own way, a how-to that names a pickup, a hedge
        ("옥천군은 개인차량으로 폐기물종합처리장에 가져가시면 돼요.", OKCHEON, []),
        ("옥천군은 신고하면 수거차가 집 앞으로 와서 가져가요.", OKCHEON_PICKUP, []),
        ("옥천군도 수거차가 올 수도 있으니 환경과에 물어보세요.", OKCHEON, []),
    ],
)  # fmt: skip
def test_a_pickup_where_the_howto_says_one_hauls_it(
    answer: str, data: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


YEOJU = {
    "district": "여주시", "full_name": "경기도 여주시", "source": "waste-rules",
    "application_methods": ["관할 주민센터에 배출 확인 후 배출장소에 배출"],
    "places": ["지정된 배출장소"], "department": "자원순환과", "phone": "031-887-2453",
}  # fmt: skip
YEOJU_WEB = {**YEOJU, "application_methods": ["관할 주민센터 또는 홈페이지에서 배출 확인 후 배출"]}


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        ("여주시는 주민센터에 배출 확인 후 내놓아요. 주민센터 확인은 온라인으로도 할 수 있어요.", YEOJU,
         ["온라인"]),
        ("여주시는 주민센터에 배출 확인 후 내놓아요. 확인은 홈페이지에서도 돼요.", YEOJU_WEB, []),
        # advice to check is no step
        ("여주시는 주민센터에 배출 확인 후 내놓아요. 자세한 건 주민센터에 확인해 보세요.", YEOJU, []),
    ],
)  # fmt: skip
def test_a_channel_added_to_the_howtos_own_check(answer: str, data: dict, wrong: list[str]) -> None:
    assert flagged(answer, ev(data)) == wrong


MEDICINE_NONE = {
    "latitude": 37.576367, "longitude": 126.938897, "radius_km": 0.5, "item_type": "medicine",
    "kind_name": "폐의약품", "districts_with_data": 91, "source": "medicine-bins",
    "guidance": [{"item_type": "medicine", "name": "폐의약품",
                  "where": ["약국·보건소의 폐의약품 수거함",
                            "일부 지자체의 우체통(폐의약품 전용 봉투) 또는 행정복지센터 수거함"]}],
    "district_has_data": False, "guidance_label": "일반 배출 안내(특정 수거함 위치 아님)",
    "points": [], "found": 0, "as_of": None,
    "note": "서울특별시 서대문구의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 91곳입니다.",
}  # fmt: skip
_NO_BINS = (
    "서대문구는 폐의약품 수거함 위치 자료가 없어요. 대신 약국·보건소 수거함을 이용하시면 되고, "
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_NO_BINS + "서대문구는 우체통에 일반 봉투로 넣어도 돼요.",
         ["서대문구는 우체통에 일반 봉투로 넣어도 돼"]),
        # the option said as some districts', a way the guidance gives everywhere, a check
        (_NO_BINS + "일부 지자체는 우체통에 넣어도 돼요.", []),
        (_NO_BINS + "서대문구는 약국 수거함에 넣어도 돼요.", []),
        (_NO_BINS + "서대문구도 우체통이 가능한지 구청에 확인해 보세요.", []),
    ],
)  # fmt: skip
def test_a_some_districts_option_said_to_be_the_districts_own(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(MEDICINE_NONE)) == wrong
