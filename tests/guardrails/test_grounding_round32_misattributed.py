"""Round 32 (r32d): misattributed facts the check let through on prod_dev2.

A phone carried to a place that has none: a row of a list whose record has no phone is given
another row's phone (:mod:`guardrails.grounding.own_records`), and a phone on a line of its own
after a list of several holders is one only holders the answer does not name hold — another
output's bins (:mod:`guardrails.grounding.footer_phones`). An address whose district is altered to
another (``용산구 다산로 174`` for 중구's) (:mod:`guardrails.grounding.address_districts`). The
nationwide average called a region's price, its citation's ``전국 평균`` the source's label restated
rather than the answer naming the scope (:mod:`guardrails.grounding.scopes`). A nationwide count
of districts with data said of one place, in a relative clause after it or before a concessive
ending (:mod:`guardrails.grounding.national_coverage`). Another row's hours after ``… and is open`` of a
holder named in English with two generic parts (``Julpo Environment Center``)
(:mod:`guardrails.grounding.own_records`, :mod:`guardrails.grounding.holder_forms`). A lone
holder's later sentence giving hours with English day names (``open Mon 09:00–12:00``) no longer
reads the day as a place's name (:mod:`guardrails.grounding.lone_holder`). A district with no
station of its own named with a station noun (``보은 관측소``) where the output's station is 대전
(:mod:`guardrails.grounding.station_names`). Two shops in one building, their unit details
swapped: the shared road address right after a name is that item's address, so the detail after it
is held to the named shop (:mod:`guardrails.grounding.own_records`).

The answers are the shapes of prod_dev2's cases and new wordings of their class, with faithful
twins so the rules do not over-fire.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices


def _centre(name: str, address: str, phone: str | None, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": "평일 09:00~18:00",
            "items": ["가구"] if phone is None else [], "distance_m": distance}  # fmt: skip


JECHEON = {
    "query": "recycling_center", "radius_m": 5000, "found": 3,
    "places": [_centre("영서동행정복지센터", "충북 제천시 동명로 11", "043-641-6426", 837),
               _centre("용두동행정복지센터", "충북 제천시 용두대로 17길 8", "043-641-6426", 1534),
               _centre("제천시자원관리센터", "충청북도 제천시 북부로 1860", None, 1903)],
    "source": "recycling-centers,keco-sites", "as_of": "2026-01-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d1-0077's shape: the centre with no phone, then a phone line
            "Takes furniture: Jecheon Resource Management Center (제천시자원관리센터)\n"
            "Distance: ~1.9 km\nPhone: 043-641-6426\nTip: confirm before driving over.",
            ["043-641-6426"],
        ),
        (  # Korean, the phone in the centre's own clause
            "가구는 제천시자원관리센터(북부로 1860)에서 받아요. 약 1.9km 거리이고 전화는 043-641-6426이에요.",
            ["043-641-6426"],
        ),
        (  # the faithful twin: the phone given to a community centre that has it
            "가구는 제천시자원관리센터(북부로 1860, 약 1.9km)에서 받아요. 영서동행정복지센터는 "
            "043-641-6426이에요.",
            [],
        ),
        (  # faithful: the centre with no phone and no phone given
            "Jecheon Resource Management Center (제천시자원관리센터) takes furniture, about 1.9 km "
            "away, open weekdays 09:00–18:00.",
            [],
        ),
    ],
)
def test_phone_given_to_a_row_with_none(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(JECHEON)) == want


def _bin(name: str, address: str, phone: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "district": "서울 중구", "phone": phone,
            "items": [], "distance_m": distance}  # fmt: skip


MEDICINE = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [_bin("진양아파트", "서울특별시 중구 퇴계로 217", "02-3396-5486", 363),
               _bin("필동 주민센터", "서울특별시 중구 퇴계로36길 42", "02-3396-5486", 369),
               _bin("중구청", "서울특별시 중구 창경궁로 17", "02-3396-5486", 375)],
    "found": 3, "as_of": "2026-01-26",
}  # fmt: skip
CLOTHES = {
    "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
    "points": [_bin("장충동", "서울특별시 중구 퇴계로50길 47", "02-3396-5465", 135),
               _bin("필동", "서울특별시 중구 서애로3길 7", "02-3396-5465", 202)],
    "found": 2, "as_of": "2024-11-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d1-0056's shape: a list of medicine bins, then the clothing bins' phone
            "폐의약품 수거함, 가까운 순:\n- 진양아파트: 퇴계로 217, 363m\n- 필동 주민센터: 퇴계로36길 42, "
            "369m\n- 중구청: 창경궁로 17, 375m\n문의: 02-3396-5465",
            ["02-3396-5465"],
        ),
        (  # English
            "Medicine bins nearby:\n1. Jinyang Apt. (진양아파트), 217 Toegye-ro, 363 m\n"
            "2. 중구청, 17 Changgyeonggung-ro, 375 m\nCall 02-3396-5465 with questions.",
            ["02-3396-5465"],
        ),
        (  # the faithful twin: the medicine bins' own phone
            "폐의약품 수거함, 가까운 순:\n- 진양아파트: 퇴계로 217, 363m\n- 중구청: 창경궁로 17, 375m\n"
            "문의: 02-3396-5486",
            [],
        ),
    ],
)
def test_footer_phone_of_another_output(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE, CLOTHES)) == want


JUNG_CENTRE = {
    "query": "recycling_center", "radius_m": 5000, "found": 1,
    "places": [{"name": "중구재활용센터", "address": "서울특별시 중구 다산로 174",
                "phone": "02-2233-7289", "hours": "평일 09:00~19:00", "items": ["가전", "가구"],
                "distance_m": 4779}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-09-25",
}  # fmt: skip
YONGSAN = {"kind": "monthly_normal", "station": "서울", "district": "용산구", "month": 12,
           "temperature_c": 0.4, "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d0-0017's shape: the centre's address under the queried district
            "중구재활용센터 한 곳이 나왔어요. 주소는 서울특별시 용산구 다산로 174이고 약 4.8km 거리예요.",
            ["서울특별시 용산구 다산로 174"],
        ),
        (  # a paraphrase: the district alone before the road
            "가까운 재활용센터는 용산구 다산로 174에 있는 중구재활용센터예요 (02-2233-7289).",
            ["용산구 다산로 174"],
        ),
        (  # the faithful twin: its own district
            "중구재활용센터 한 곳이 나왔어요. 주소는 서울특별시 중구 다산로 174이고 약 4.8km 거리예요.",
            [],
        ),
        (  # faithful: the city spelled short, the district its own
            "중구재활용센터는 서울 중구 다산로 174에 있어요.",
            [],
        ),
    ],
)
def test_address_under_another_district(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(JUNG_CENTRE, YONGSAN)) == want


PAPER = paper_prices(note="전남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.")


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d0-0080's shape: a region's price word, the nationwide label only in the citation
            "전남 권역 시세로 신문지는 120원/kg, 골판지는 80원/kg입니다(압축 기준) "
            "[한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터), 2025-01].",
            ["전남 권역 시세"],
        ),
        (  # English, the citation in brackets after the source word
            "Gwangju prices: newspaper 120 won/kg, cardboard 80 won/kg "
            "(source: KECO recyclable resources price survey, national average, 2025-01).",
            ["Gwangju prices"],
        ),
        (  # the faithful twin: the answer itself names the nationwide scope
            "전남 권역 시세는 없어 전국 평균으로 안내드려요: 신문지 120원/kg, 골판지 80원/kg "
            "[한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터), 2025-01].",
            [],
        ),
        (  # faithful: the nationwide average said outside the citation
            "전국 평균 시세로 신문지는 120원/kg, 골판지는 80원/kg입니다 [한국환경공단, 2025-01].",
            [],
        ),
    ],
)
def test_national_average_called_a_regions_price(answer: str, want: list[str]) -> None:
    assert (
        flagged(answer, ev(PAPER, user="광주에 있는 아파트인데 폐지 매각 단가가 어떻게 되나요?"))
        == want
    )


PET_SITES = {
    "address_keyword": "시흥시", "item_type": "pet_compensation", "place_name": "시흥시",
    "kind_name": "투명 페트병 보상", "districts_with_data": 30, "source": "keco-sites",
    "district_has_data": False, "points": [], "found": 0,
    "note": "경기도 시흥시의 투명 페트병 보상 장소 자료는 없습니다. 자료가 있는 시군구는 전국 30곳입니다. "
            "경기도에서는 고양시, 성남시에 자료가 있습니다.",
}  # fmt: skip
BUPYEONG = {
    "district": "부평구", "full_name": "인천광역시 부평구", "query": "화장대", "item_count": 0,
    "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 인천광역시 부평구 수수료 자료가 없어 '화장대' 수수료를 "
            "알려드릴 수 없습니다(자료가 있는 시군구 142곳).",
    "phone": "032-509-6600",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "objs", "want"),
    [
        (  # g35d0-0066's shape: the nationwide count in a relative clause after one city
            "There's no data for Siheung itself; in Gyeonggi-do, data exists for Goyang, which "
            "alone has 30 compensation sites, and Seongnam.",
            (PET_SITES,),
            ["30 compensation sites"],
        ),
        (  # the faithful twin: the count said of the whole country
            "There's no data for Siheung itself; data exists for 30 districts nationwide, in "
            "Gyeonggi-do for Goyang and Seongnam.",
            (PET_SITES,),
            [],
        ),
        (  # g32h0-0074's shape: the count before a concessive ending, the negation after it
            "부평구에는 대형폐기물 수수료 자료 142건이 등록되어 있으나 화장대 항목은 찾지 못했습니다. "
            "032-509-6600으로 문의해 주세요.",
            (BUPYEONG,),
            ["142건이 등록되어 있으나"],
        ),
        (  # the faithful twin: the count said of the districts with data
            "부평구 수수료 자료는 없습니다(자료가 있는 시군구는 전국 142곳). 032-509-6600으로 문의해 주세요.",
            (BUPYEONG,),
            [],
        ),
    ],
)
def test_nationwide_count_said_of_one_place(
    answer: str, objs: tuple[dict[str, object], ...], want: list[str]
) -> None:
    assert flagged(answer, ev(*objs)) == want


JEONGEUP = {
    "query": "recycling_center", "radius_m": 2000, "found": 3,
    "places": [{"name": "정읍시 재활용선별장", "address": "전북특별자치도 정읍시 영파길 169",
                "phone": "063-539-8173", "hours": "평일 09:00~18:00", "items": ["플라스틱", "병"],
                "distance_m": 5275},
               {"name": "줄포환경센터", "address": "전북특별자치도 부안군 줄포면 분탕골로 215-34",
                "phone": "063-580-3911", "hours": "평일 09:00~16:00", "items": ["폐지", "알루미늄 등"],
                "distance_m": 18055},
               {"name": "고창스포츠타운-1", "address": "전북특별자치도 고창군 고창읍 월암리 102",
                "phone": None, "hours": "월~금 09:00~21:00, 그 외 휴무", "items": ["투명페트병", "캔"],
                "distance_m": 19321}],
    "source": "recycling-centers,keco-sites", "as_of": "2026-01-14",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h0-0091's shape: the goods, then "and is open" with another row's hours
            "Julpo Environment Center (about 18 km) takes waste paper and aluminum and is open "
            "weekdays 09:00–21:00.",
            ["09:00–21:00"],
        ),
        (  # Korean (read before this round; the closing time is flagged)
            "줄포환경센터(약 18km)는 폐지와 알루미늄을 받고 평일 09:00~21:00에 열어요.",
            ["21:00"],
        ),
        (  # the faithful twin: its own hours
            "Julpo Environment Center (about 18 km) takes waste paper and aluminum and is open "
            "weekdays 09:00–16:00.",
            [],
        ),
    ],
)
def test_hours_after_and_is_open(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(JEONGEUP)) == want


def _coop(name: str, address: str, phone: str, hours: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": hours,
            "items": ["무색페트병", "종이팩(멸균팩포함)", "알루미늄 캔"], "distance_m": distance}  # fmt: skip


SORAE = {
    "query": "recycling_center", "radius_m": 2000, "found": 3,
    "places": [_coop("두레생협 소래역점", "남동구 소래역남로16번길 75", "032-453-2564",
                     "월·수·금 14:00~18:00, 그 외 휴무", 6842),
               _coop("두레생협 논현점", "남동구 논현남로30번길 3", "032-453-2564",
                     "월·수·금 14:00~18:00, 그 외 휴무", 7754),
               _coop("선학동 행정복지센터", "연수구 선학로 54", "032-749-6125",
                     "월 09:00~12:00, 화~금 09:00~18:00, 그 외 휴무", 10447)],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g26h3-0048's shape: the co-op named once, another row's hours in a later sentence
            "Yes — 두레생협 소래역점 (소래역남로16번길 75) takes clear PET, paper packs, cans and more. "
            "It's about 6.8 km away and open Mon 09:00–12:00 and Tue–Fri 09:00–18:00.",
            ["Mon", "09:00–12:00"],
        ),
        (  # the faithful twin: its own days and hours
            "Yes — 두레생협 소래역점 (소래역남로16번길 75) takes clear PET, paper packs, cans and more. "
            "It's about 6.8 km away and open Mon, Wed and Fri 14:00–18:00.",
            [],
        ),
    ],
)
def test_lone_holder_hours_with_english_days(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(SORAE)) == want


BOEUN = {
    "kind": "monthly_normal", "station": "대전", "district": "보은군", "month": 12,
    "temperature_c": 1.1, "humidity_pct": 72, "precipitation_mm_month": 27, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g32h1-0071's shape: the district called the station
            "- 12월 평균 기온: 1.1도\n- 습도: 72%\n- 관측 지점: 보은 관측소 (1991–2020 평년값)",
            ["보은"],
        ),
        (  # a paraphrase with 기상대
            "보은군 12월 평년 기온은 1.1도예요 (보은 기상대 자료).",
            ["보은"],
        ),
        (  # the faithful twin: the output's station
            "- 12월 평균 기온: 1.1도\n- 습도: 72%\n- 관측 지점: 대전 관측소 (1991–2020 평년값)",
            [],
        ),
        (  # faithful: the district's figures called by its name, no station noun
            "보은 지점 기준 12월 평균 기온은 1.1도, 습도 72%예요.",
            [],
        ),
    ],
)
def test_district_named_as_a_station(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(BOEUN)) == want


def _pharmacy(name: str, address: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "district": "창원시", "phone": None, "items": [],
            "distance_m": distance}  # fmt: skip


CHANGWON = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins", "found": 3,
    "points": [_pharmacy("정약국", "경상남도 창원시 성산구 신촌로 108, 1층 104호 (신촌동)", 1063),
               _pharmacy("큰창원약국", "경상남도 창원시 성산구 창원대로 726, 7호 (내동, 내동상가아파트)", 3303),
               _pharmacy("창원세계로약국",
                         "경상남도 창원시 성산구 창원대로 726, 1층 8, 9-2호 (내동, 내동상가아파트)", 3305)],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g27h2-0099's shape: the two shops' unit details swapped
            "두 곳 모두 창원대로 726에 있어요.\n- 큰창원약국: 성산구 창원대로 726, 1층 8, 9-2호\n"
            "- 창원세계로약국: 성산구 창원대로 726, 7호",
            ["1층"],
        ),
        (  # the faithful twin
            "두 곳 모두 창원대로 726에 있어요.\n- 큰창원약국: 성산구 창원대로 726, 7호\n"
            "- 창원세계로약국: 성산구 창원대로 726, 1층 8, 9-2호",
            [],
        ),
        (  # English, swapped
            "Both are at 726 Changwon-daero.\n- 큰창원약국: 726 Changwon-daero, 1st floor, units 8 "
            "and 9-2\n- 창원세계로약국: 726 Changwon-daero, unit 7",
            ["1st floor"],
        ),
    ],
)
def test_unit_details_of_two_shops_in_one_building(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(CHANGWON)) == want
