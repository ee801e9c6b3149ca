"""Round 52 (r52d): faithful answers flagged over places, accepted goods and hours on
prod_holdout45/46.

- A site's list written in a loanword's other spelling (``플락스틱`` for 플라스틱) holds the good
  (:mod:`.loan_spellings`, :mod:`.kinds`; g64h1-0084, g64h1-0099, g64h2-0082).
- ``"month": 12`` of a monthly normal is no Monday (:mod:`.schedules`; g63h3-0047).
- ``here are the closest ones:`` ranks the list after it, no subject before it (:mod:`.ordinal`;
  g64h1-0004).
- An arrow right after a price is a working, no exchange (``1,200 won/kg → 5 kg ≈ 6,000 won``;
  :mod:`.worked_arrows`; g64h1-0031).
- A good among the goods a sentence says are taken names no taker (``판PET, 종이박스, 캔 등을
  받아요``; :mod:`.object_names`; g63h3-0083).
- ``두 곳 모두`` / ``both`` with no subject of its own is said of each place of the sentence before
  (:mod:`.plural_subjects`; g64h0-0027).
"""

from __future__ import annotations

from guardrails.grounding import kinds, schedules
from guardrails.grounding.loan_spellings import respelled
from tests.guardrails.grounding_helpers import ev, flagged, national_prices

_NOTE = "반경 1km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다."
_CITE = "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-11-25"


def _place(
    name: str, address: str, phone: str, hours: str, items: list[str], distance: int
) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": hours, "items": items,
            "distance_m": distance, "as_of": "2025-11-25"}  # fmt: skip


def _search(*places: dict[str, object], radius: int = 1000) -> dict[str, object]:
    return {"query": "재활용센터", "radius_m": radius, "found": len(places), "places": list(places),
            "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
            "as_of": "2025-11-25", "citation": _CITE, "note": _NOTE}  # fmt: skip


def _yard(items: list[str] | None = None) -> dict[str, object]:
    return _search(
        _place("횡성군재활용선별장", "강원특별자치도 횡성군 횡성읍 학오로 89(학곡리)", "033-345-7132",
               "평일 09:00~18:00", items or ["플락스틱", "고철", "캔", "파지"], 2897),
        _place("원주시 중고가전가구재활용센터(2호점)", "강원특별자치도 원주시 원일로 214(학성동)",
               "033-743-0119", "평일 09:00~18:30", ["중고가구가전제품"], 15282),
    )  # fmt: skip


def _normal(district: str = "여수시") -> dict[str, object]:
    return {"kind": "monthly_normal", "station": "광주", "district": district, "month": 12,
            "temperature_c": 2.8, "humidity_pct": 71, "precipitation_mm_month": 36, "tips": [],
            "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
            "as_of": "1991-2020"}  # fmt: skip


# --- a loanword in another spelling ---------------------------------------------------------


def test_respelled_one_final_consonant() -> None:
    assert respelled("플락스틱", "플라스틱")
    assert respelled("프라스틱", "플라스틱")
    assert not respelled("플라스크", "플라스틱")  # another letter, not a final consonant
    assert not respelled("고철", "고칠")  # two syllables: never


def test_a_respelled_entry_holds_its_good_and_no_other() -> None:
    assert kinds.holds("플락스틱", "플라스틱")
    assert kinds.holds("플락스틱", "플라스틱", frozenset())
    assert not kinds.holds("플락스틱", "고철")
    assert not kinds.holds("플락스틱", "유리병")


def test_plastics_at_a_site_that_lists_them_misspelled_pass() -> None:
    e = ev(_yard())
    for answer in (
        "횡성군재활용선별장(학오로 89, 약 2.9km)은 플라스틱·고철·캔·파지를 받고 평일 09:00~18:00 운영해요.",
        "- 횡성군재활용선별장: 학오로 89 · 약 2.9km · 파지·플라스틱·고철·캔 · 033-345-7132",
        "횡성군재활용선별장 (Hakoh-ro 89): about 2.9 km · plastics, scrap iron, cans, waste paper "
        "· 033-345-7132",
        "The 횡성군재활용선별장 takes plastics and cans.",
    ):
        assert flagged(answer, e) == [], answer


def test_a_good_the_misspelled_list_lacks_is_still_flagged() -> None:
    e = ev(_yard())
    assert flagged("횡성군재활용선별장(약 2.9km)은 플라스틱·고철·의류를 받아요.", e) != []
    assert flagged("횡성군재활용선별장(약 2.9km)은 유리병도 받아요.", e) != []
    # the same sentence over a list with no plastics at all
    e2 = ev(_yard(["고철", "캔", "파지"]))
    assert flagged("횡성군재활용선별장(약 2.9km)은 플라스틱·고철·캔·파지를 받아요.", e2) != []
    assert flagged("The 횡성군재활용선별장 takes plastics and cans.", e2) != []


# --- "month" is no Monday -----------------------------------------------------------------------


def test_month_is_no_day() -> None:
    assert schedules.days_stated('{"month": 12, "kind": "monthly_normal"}') == frozenset()
    assert schedules.days_stated("sunny") == frozenset()
    assert schedules.days_stated("Mondays and Thurs") == frozenset({"월", "목"})
    assert schedules.days_stated("Tues, Wednesday, Sat") == frozenset({"화", "수", "토"})


def _yeosu() -> object:
    return ev(
        _search(
            _place("여수시청", "여수시 시청로1 (학동)", "061-659-3839",
                   "월 10:00~12:00, 14:00~16:00 (2, 4주), 그 외 휴무", ["비닐", "의류"], 418),
            _place("거북선공원", "여수시 거북선공원2길 10", "061-659-3839",
                   "수 10:00~12:00, 14:00~16:00 (1,3,5주), 그 외 휴무", ["비닐", "의류"], 495),
            radius=2000,
        ),
        _normal(),
    )  # fmt: skip


def test_a_day_beside_a_weather_output_of_the_same_city_passes() -> None:
    e = _yeosu()
    for answer in (
        "1. 여수시청(여수시 시청로1, 학동): 약 420m 거리, 매월 2·4주 월요일 10:00~12:00, 14:00~16:00에 열어요.",
        "여수시청(여수시 시청로1): 월요일 10:00~12:00에 열어요(2·4주).",
        "Yeosu City Hall (여수시 시청로1) opens on Mondays 10:00~12:00 in the 2nd and 4th weeks.",
    ):
        assert flagged(answer, e) == [], answer


def test_a_day_no_place_keeps_is_still_flagged() -> None:
    e = _yeosu()
    assert (
        flagged("여수시청(여수시 시청로1, 학동): 매월 2·4주 금요일 10:00~12:00에 열어요.", e) != []
    )
    assert flagged("여수시청(여수시 시청로1): 화요일 10:00~12:00에 열어요.", e) != []


# --- "here are the closest" ---------------------------------------------------------------------


def _yeonje() -> object:
    return ev(
        _search(
            _place("부전식당용 중고마트", "부산광역시 수영구 연수로 272(망미동)", "051-755-3250",
                   "평일 09:00~18:00", ["주방용품"], 1666),
            _place("연제구 환경자원관리소", "부산광역시 연제구 고분로 222", "051-665-4454",
                   "평일 09:00~18:00", ["폐지", "고철", "캔류"], 2474),
        ),
        _normal("연제구"),
    )  # fmt: skip


def test_here_are_the_closest_ranks_the_list_after_it() -> None:
    e = _yeonje()
    for answer in (
        "There's nothing within 1 km of Yeonje-gu, so here are the closest ones within 20 km:\n"
        "- 부전식당용 중고마트: about 1.7 km\n- 연제구 환경자원관리소: about 2.5 km",
        "Nothing within 1 km of Yeonje-gu; these are the nearest ones:\n"
        "- 부전식당용 중고마트 (1.7 km)\n- 연제구 환경자원관리소 (2.5 km)",
    ):
        assert flagged(answer, e) == [], answer


def test_a_named_place_that_is_not_the_closest_is_still_flagged() -> None:
    e = _yeonje()
    assert flagged("The 연제구 환경자원관리소 is the closest, about 2.5 km away.", e) != []
    assert flagged("연제구 환경자원관리소가 가장 가까워요(약 2.5km).", e) != []


# --- an arrow after a price ---------------------------------------------------------------------


def _prices() -> object:
    pet = national_prices("plastic", "압축", [("PET", 350)], query="PET")
    cans = national_prices("metal", "압축", [("알루미늄캔", 1200)], query="알루미늄캔")
    return ev(pet, cans)


def test_an_arrow_after_a_price_is_a_working() -> None:
    e = _prices()
    for answer in (
        "- PET (compressed): 350 won/kg → 10 kg ≈ 3,500 won\n"
        "- Aluminium cans (compressed): 1,200 won/kg → 5 kg ≈ 6,000 won",
        "- PET 압축: kg당 350원 → 10kg이면 3,500원\n- 알루미늄 캔: 1,200원/kg → 5kg이면 6,000원",
    ):
        assert flagged(answer, e) == [], answer


def test_a_wrong_working_after_the_arrow_is_still_flagged() -> None:
    e = _prices()
    assert flagged("- Aluminium cans (compressed): 1,200 won/kg → 5 kg ≈ 7,000 won", e) != []
    assert flagged("- Aluminium cans (compressed): 1,500 won/kg → 5 kg ≈ 7,500 won", e) != []


# --- goods of the taken run name no taker -------------------------------------------------------


def _ilsan() -> object:
    pet = national_prices("plastic", "압축", [("PET", 350)], query="PET")
    items = ["투명페트병", "유색페트병", "판PET", "종이박스", "알루미늄 캔", "철 캔"]
    return ev(
        pet,
        _search(
            _place("마두1동 행정복지센터", "고양시 일산동구 일산로 218", "031-8075-2706",
                   "금 11:00~14:00, 그 외 휴무", items, 221),
            _place("백석1동 행정복지센터", "고양시 일산동구 일산로 145", "031-8075-2706",
                   "금 11:00~14:00, 그 외 휴무", items, 650),
        ),
    )  # fmt: skip


def test_a_good_in_the_taken_run_names_no_taker() -> None:
    e = _ilsan()
    lead = "2. 가까운 곳: 마두1동 행정복지센터(고양시 일산동구 일산로 218), 약 220m.\n"
    for tail in (
        "두 곳 다 금요일 11:00~14:00에 열어요. 투명·유색 페트병, 판PET, 종이박스, 캔 등을 받아요.",
        "두 곳 다 금요일에 열어요. 판PET, 캔, 종이박스를 받아요.",
    ):
        assert flagged(lead + tail, e) == [], tail


def test_a_good_no_place_lists_is_still_flagged() -> None:
    e = _ilsan()
    lead = "2. 가까운 곳: 마두1동 행정복지센터(고양시 일산동구 일산로 218), 약 220m.\n"
    assert flagged(lead + "두 곳 다 금요일에 열어요. 판PET, 캔, 폐건전지를 받아요.", e) != []
    assert flagged(lead + "마두1동 행정복지센터는 판PET, 캔, 헌옷을 받아요.", e) != []


# --- "both" places named before -----------------------------------------------------------------


def _bukgu(second_hours: str = "평일 09:00~18:00") -> object:
    return ev(
        _search(
            _place("종합재활용센터", "부산광역시 북구 백양대로1091번길 19(구포동)", "051-334-0712",
                   "평일 09:00~18:00", ["가전제품(에어컨)", "가구류"], 1024),
            _place("사상구재활용센터", "부산광역시 사상구 백양대로 858(모라동)", "051-315-9721",
                   "평일 10:00~19:00", ["가구", "가전제품 등"], 1258),
            _place("북구재활용백화점", "부산광역시 북구 의성로 67(덕천동)", "051-338-8796",
                   second_hours, ["가전제품", "가구류", "식당용품"], 2750),
        )
    )  # fmt: skip


_TWO = (
    "가장 가까운 곳은 약 1km 떨어진 종합재활용센터(백양대로1091번길 19, 051-334-0712)로 "
    "가전제품(에어컨)·가구류를 받고, 약 2.75km 거리의 북구재활용백화점(051-338-8796)은 식당용품도 받아요. "
)


def test_hours_said_of_both_places_pass() -> None:
    e = _bukgu()
    for tail in (
        "두 곳 모두 평일 09:00~18:00 운영이에요.",
        "둘 다 평일 09:00~18:00에 열어요.",
        "Both are open weekdays 09:00–18:00.",
    ):
        assert flagged(_TWO + tail, e) == [], tail


def test_hours_of_a_third_place_said_of_both_are_still_flagged() -> None:
    e = _bukgu()
    assert flagged(_TWO + "두 곳 모두 평일 10:00~19:00 운영이에요.", e) != []
    assert flagged(_TWO + "두 곳 모두 평일 08:00~17:00 운영이에요.", e) != []
    assert flagged(_TWO + "Both are open weekdays 08:00–17:00.", e) != []


# --- nearer places the answer set aside ---------------------------------------------------------


def _hanam() -> object:
    cans = ["PET", "비닐", "알루미늄 캔", "철 캔"]
    return ev(
        _search(
            _place("강동구가전가구재활용센터", "서울특별시 강동구 동남로 930", "02-427-8425",
                   "평일 10:00~19:00", ["중고가전가구 생활용품 판매"], 5762),
            _place("송파구재활용센터", "서울특별시 송파구 문정로246 (마천동)", "02-400-9333",
                   "평일 09:00~18:00", ["가전제품", "가구 등"], 7763),
            _place("은행이re100", "없음", "031-729-3203", "수 14:00~17:00, 그 외 휴무", cans, 10127),
            _place("은행일re100", "중원구 은행로 85", "031-729-6688", "화 14:00~17:00, 그 외 휴무",
                   cans, 10306),
            radius=2000,
        )
    )  # fmt: skip


_ASIDE = (
    "캔을 받는 곳은 은행이re100(약 10.1km)과 은행일re100(약 10.3km)이에요. "
    "더 가까운 강동구가전가구재활용센터(약 5.8km)나 송파구재활용센터(약 7.8km)는 가전·가구 위주라 캔은 품목에 없어요. "
)


def test_the_nearest_of_the_places_left_after_those_set_aside_passes() -> None:
    e = _hanam()
    assert (
        flagged(_ASIDE + "제일 가까운 은행이re100에 수요일 오후에 가시는 걸 추천드려요.", e) == []
    )
    english = (
        "Two places take cans: 은행이re100 (10.1 km) and 은행일re100 (10.3 km). "
        "강동구가전가구재활용센터 (5.8 km) and 송파구재활용센터 (7.8 km) are closer, but they don't take "
        "cans. "
        "The closest is 은행이re100, open Wednesdays 14:00~17:00."
    )
    assert flagged(english, e) == []
    # one of the two nearer places left unset aside: it still outranks
    partly = english.replace(
        " and 송파구재활용센터 (7.8 km) are closer, but they", " is closer, but it"
    )
    assert flagged(partly, e) != []


def test_the_nearest_is_still_held_against_the_places_not_set_aside() -> None:
    e = _hanam()
    # not the nearest of the rest
    assert (
        flagged(_ASIDE + "제일 가까운 은행일re100에 화요일 오후에 가시는 걸 추천드려요.", e) != []
    )
    # a nearer place named, but not set aside (no refusal)
    said = "더 가까운 강동구가전가구재활용센터(약 5.8km)도 있어요. 제일 가까운 은행이re100에 수요일 오후에 가시는 걸 추천드려요."
    assert flagged(said, e) != []
    # nothing set aside at all
    assert flagged("제일 가까운 은행이re100에 수요일 오후에 가시는 걸 추천드려요.", e) != []


def test_both_of_its_own_names_is_no_reference_to_the_sentence_before() -> None:
    e = _bukgu("평일 10:00~19:00")
    # "둘 다" after the sentence's own names: those names' hours, not the places before
    answer = (
        _TWO
        + "종합재활용센터와 사상구재활용센터는 둘 다 평일에 열고, 북구재활용백화점은 평일 10:00~19:00이에요."
    )
    assert flagged(answer, e) == []


def test_a_listed_good_as_the_topic_is_no_member() -> None:
    # "PET는 … 받아요" names PET as its topic (followed by no list mark): it stays the subject
    e = _ilsan()
    lead = "2. 가까운 곳: 마두1동 행정복지센터(고양시 일산동구 일산로 218), 약 220m.\n"
    assert flagged(lead + "두 곳 다 금요일에 열어요. 판PET, 캔, 폐건전지를 받아요.", e) != []
