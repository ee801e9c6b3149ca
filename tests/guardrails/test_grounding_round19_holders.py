"""Round 19 (r19b): a fact asserted of a named holder — a site, a pharmacy's bin, a district's
waste-rule record, an office — that the holder's own record does not hold, mostly without numbers:
an accepted good no list names (``폐어구도 받아 줍니다``, ``폐가전제품도 반입할 수 있습니다``,
``헌옷도 받아 주니 안 입는 옷도``), another site's good in English (``also takes restaurant
supplies``), another pharmacy's bin place (``입구 옆``), another district's 배출 장소, another 구's
department, a division's phone given to the centre. Each table: the flag case with the flagged
text, and the faithful neighbours (the same sentence with the right value or holder)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _centre(name: str, address: str, items: list[str], distance: int) -> dict:
    return {"name": name, "address": address, "phone": "061-862-8266", "hours": "평일 09:00~18:00",
            "items": items, "distance_m": distance, "as_of": "2025-04-18"}  # fmt: skip


COASTAL = {
    "query": "recycling_center",
    "radius_m": 5000,
    "found": 1,
    "places": [_centre("장흥군그린환경센터", "전라남도 장흥군 부산면 덕정길 206",
                       ["종이", "필름", "플라스틱", "캔", "병", "발포합성수지류"], 3540)],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-04-18",
}  # fmt: skip
SORTING = {
    "query": "재활용센터",
    "found": 2,
    "places": [
        _centre("영암군 공공재활용선별시설", "전라남도 영암군 군서면 녹색환경길 374",
                ["고지", "고철", "철캔", "알루미늄캔", "PET", "플라스틱", "스티로폼(인고트)"], 8155),
        _centre("읍내자원순환가게", "전라남도 영암군 영암읍 중앙로 10",
                ["투명PET", "알루미늄 캔", "의류", "종이팩", "소형폐가전"], 9800),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-11-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a good no list names, said with 도 of the named site (받아 줍니다 / 반입할 수 있습니다)
        ("장흥군그린환경센터(부산면 덕정길 206)가 약 3.5km 거리에 있습니다. 종이·플라스틱·캔을 "
         "받고, 폐어구도 받아 줍니다.", ["폐어구"]),
        ("장흥군그린환경센터 takes paper, cans and fishing nets.", ["fishing nets"]),
        # the site's own goods
        ("장흥군그린환경센터(부산면 덕정길 206)가 약 3.5km 거리에 있습니다. 종이·플라스틱·캔을 "
         "받고, 병도 받아 줍니다.", []),
        # advice and a question stay unread
        ("폐그물은 받지 않을 수 있으니 전화로 먼저 물어보세요.", []),
        ("장흥군그린환경센터가 폐어구도 받아 주나요?", []),
    ],
)  # fmt: skip
def test_an_accepted_good_no_list_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(COASTAL)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # 반입 is a frame of taking; appliances are no good of the sorting site
        ("영암군 공공재활용선별시설은 고철, 캔, 플라스틱 등을 받으며, 폐가전제품도 반입할 수 있습니다.",
         ["가전"]),
        # the site that lists small appliances (소형폐가전: the data's spelling) takes them
        ("읍내자원순환가게는 투명 페트병과 캔을 받으며, 소형가전도 반입할 수 있습니다.", []),
        ("읍내자원순환가게 takes clear PET, cans, clothes and small appliances.", []),
        # a negation of another verb in another clause does not negate the taking
        ("영암군 공공재활용선별시설은 고철과 캔을 받아요. 헌옷도 받아 주니 안 입는 옷도 가져가 보세요.",
         ["헌옷"]),
        ("읍내자원순환가게는 캔을 받아요. 헌옷도 받아 주니 안 입는 옷도 가져가 보세요.", []),
        # the clause that negates its own taking stays unread
        ("영암군 공공재활용선별시설은 헌옷은 안 받고, 캔은 받아요.", []),
        # a sentence with a topic of its own is not about the last sentence's site; one that
        # points back is
        ("영암군 공공재활용선별시설을 추천해요. 다른 가게들은 헌옷도 받아요.", []),
        ("영암군 공공재활용선별시설을 추천해요. 그곳은 헌옷도 받아요.", ["헌옷"]),
    ],
)  # fmt: skip
def test_taking_said_of_the_sorting_site(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SORTING)) == wrong


def _bulk(name: str, items: list[str], distance: int) -> dict:
    return {"name": name, "address": f"부산광역시 북구 {name} 1", "phone": "051-334-0712",
            "hours": "평일 09:00~18:00", "items": items, "distance_m": distance,
            "as_of": "2025-12-12"}  # fmt: skip


SECOND_HAND = {
    "query": "recycling_center",
    "found": 3,
    "places": [
        _bulk("종합재활용센터", ["가전제품(에어컨)", "가구류"], 1573),
        _bulk("북구재활용백화점", ["가전제품", "가구류", "식당용품"], 2509),
        _bulk("사상구재활용센터", ["가구", "가전제품 등"], 2961),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-12-12",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # another site's good, in English
        ("북구재활용백화점 (~2.5 km) and 사상구재활용센터 (~3 km), which also takes restaurant "
         "supplies.", ["restaurant supplies"]),
        # the site whose list holds it
        ("사상구재활용센터 (~3 km) and 북구재활용백화점 (~2.5 km), which also takes restaurant "
         "supplies.", []),
        ("사상구재활용센터 takes furniture and appliances.", []),
    ],
)  # fmt: skip
def test_another_sites_good_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SECOND_HAND)) == wrong


def _pharmacy(name: str, road: str, detail: str | None, distance: int) -> dict:
    return {"name": name, "address": f"전라남도 함평군 함평읍 {road}", "detail": detail,
            "district": "함평군", "phone": "061-320-2443", "items": [], "distance_m": distance,
            "as_of": "2025-08-29"}  # fmt: skip


PHARMACIES = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "points": [
        _pharmacy("천지약국", "영수길 136", "약 진열대 옆", 136),
        _pharmacy("평화약국", "광남길 88", "입구 옆", 185),
        _pharmacy("하나로 약국", "내바람길 42", "조제실 안", 242),
        _pharmacy("새봄약국", "중앙길 20", None, 300),
    ],
    "found": 4,
    "as_of": "2025-08-29",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # another pharmacy's bin place said of the nearest
        ("가장 가까운 곳은 천지약국(영수길 136)이고 수거함은 입구 옆에 있어요.", ["입구 옆"]),
        # each pharmacy its own place
        ("가장 가까운 곳은 천지약국(영수길 136)이고 수거함은 약 진열대 옆에 있어요.", []),
        ("천지약국은 약 진열대 옆, 평화약국은 입구 옆에 수거함이 있어요.", []),
        # a pharmacy whose record gives no place: unsure
        ("새봄약국(중앙길 20)은 수거함이 입구 옆에 있어요.", []),
    ],
)  # fmt: skip
def test_another_bins_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong


def _rules(
    district: str, full: str, methods: list[str], places: list[str], dept: str, phone: str
) -> dict:
    return {"district": district, "full_name": full, "source": "waste-rules",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-11-06",
            "application_methods": methods, "places": places, "department": dept, "phone": phone,
            "phone_note": f"문의: {full} {dept} {phone}"}  # fmt: skip


GWANGJU = _rules("광주 동구", "광주광역시 동구", ["종량제봉투에 담아서 문전"],
                 ["광주광역시위생매립시설"], "환경청소과", "062-608-2502")  # fmt: skip
CHEONGDO = _rules("청도군", "경상북도 청도군", ["종량제 봉투 외 별도 배출용기 사용"],
                  ["문앞 및 지정 배출장소"], "환경산림과", "054-370-2193")  # fmt: skip
GIMPO = _rules("김포시", "경기도 김포시", ["수거업체[㈜우림:031-989-9268]에 접수"],
               ["수거업체[㈜우림:031-989-9268]에 접수"], "자원순환과", "031-980-2752")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one district's 배출 장소 (a list of texts) said of the other district
        ("광주 동구는 종량제봉투에 담아 문전 배출하는 방식이고, 배출 장소는 문앞 및 지정 "
         "배출장소예요. 청도군은 별도 배출용기를 써요.", ["문앞 및 지정 배출장소"]),
        # said of its own district
        ("광주 동구는 종량제봉투에 담아 문전 배출해요. 청도군은 배출 장소가 문앞 및 지정 "
         "배출장소예요.", []),
    ],
)  # fmt: skip
def test_another_districts_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GWANGJU, CHEONGDO)) == wrong


def test_a_district_named_without_its_suffix_names_its_own_rules() -> None:
    answer = ("광주 동구는 종량제봉투에 담아 문전 배출하면 되고, 문의는 환경청소과 062-608-2502예요. "
              "김포는 수거업체[㈜우림:031-989-9268]에 접수하시면 돼요.")  # fmt: skip
    assert flagged(answer, ev(GWANGJU, GIMPO)) == []


CHANGWON = {
    "district": "창원시",
    "full_name": "경상남도 창원시",
    "source": "waste-rules",
    "as_of": "2022-06-13",
    "application_methods": ["대형폐기물 - 지역별 대행업체 신고 또는 인터넷으로 접수"],
    "places": ["내 집 앞 또는 지정장소"],
    "department": "의창구 환경미화과",
    "phone": "055-212-4511",
    "phone_note": "문의: 경상남도 창원시 의창구 환경미화과 055-212-4511",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one 구's department given to another 구
        ("문의는 진해구 환경미화과(055-212-4511)로 하시면 됩니다.", ["환경미화과"]),
        # its own 구, the city above it, or no office at all
        ("문의는 의창구 환경미화과(055-212-4511)로 하시면 됩니다.", []),
        ("문의는 창원시 환경미화과(055-212-4511)로 하시면 됩니다.", []),
        ("문의는 환경미화과(055-212-4511)로 하시면 됩니다.", []),
    ],
)  # fmt: skip
def test_another_offices_department(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CHANGWON, user="창원 진해구 집 비우는데 문의 어디로 해요?")) == wrong


def test_a_district_output_whose_department_is_written_bare_is_its_own() -> None:
    songpa = {"district": "송파구", "full_name": "서울특별시 송파구", "department": "청소행정과",
              "phone": "02-2147-3291"}  # fmt: skip
    gangnam = {"district": "강남구", "full_name": "서울특별시 강남구", "department": "청소행정과",
               "phone": "02-3423-5961", "phone_note": "문의: 서울특별시 강남구 청소행정과 02-3423-5961"}  # fmt: skip
    answer = "송파구 청소행정과(02-2147-3291)에 문의하세요."
    assert flagged(answer, ev(songpa, gangnam)) == []


HAMPYEONG = {
    "district": "함평군",
    "full_name": "전라남도 함평군",
    "source": "waste-rules",
    "as_of": "2024-07-22",
    "application_methods": ["함평군 환경관리센터(3202878) 전화 접수 후 배출"],
    "places": ["배출자 지정장소"],
    "department": "환경관리과",
    "phone": "061-320-1832",
    "phone_note": "문의: 전라남도 함평군 환경관리과 061-320-1832",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the division's phone given to the centre (whose own number the text brackets)
        ("1. Register by phone with the 함평군 환경관리센터 at 061-320-1832.", ["061-320-1832"]),
        ("함평군 환경관리센터(061-320-1832)에 전화로 접수하세요.", ["(061-320-1832"]),
        # the division's phone under the division
        ("문의는 함평군 환경관리과 061-320-1832로 하세요.", []),
        ("For other questions, the county's 환경관리과 can help at 061-320-1832.", []),
    ],
)  # fmt: skip
def test_a_divisions_phone_given_to_the_centre(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HAMPYEONG)) == wrong


TAKE_BACK = {
    "district": "철원군",
    "full_name": "강원특별자치도 철원군",
    "query": "냉장고",
    "items": [{"item_name": "냉장고", "fee": 5500, "fee_text": "5,500원", "is_free": False}],
    "source": "bulk-waste-fees",
    "as_of": "2024-12-06",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
    "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the take-back service's number given to the county office
        ("For arrangements, you may contact the Cheorwon-gun office at 1599-0903.", ["1599-0903"]),
        ("접수는 철원군청(1599-0903)으로 하시면 돼요.", ["1599-0903"]),
        # the number said of the service
        ("Large appliances go free through the take-back service at 1599-0903.", []),
        ("폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있어요.", []),
    ],
)  # fmt: skip
def test_a_services_number_given_to_the_office(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TAKE_BACK)) == wrong


def _bin(name: str, road: str, distance: int) -> dict:
    return {"name": name, "address": f"경기도 안양시 동안구 {road}", "detail": None,
            "district": "안양시", "phone": None, "items": [], "distance_m": distance,
            "as_of": "2026-05-28"}  # fmt: skip


CLOTHING_BINS = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [
        _bin("전파로 96", "전파로 96", 294),
        _bin("대도아파트", "시민대로 131번길 20", 327),
        _bin("썬팰리스", "시민대로 131번길 30", 340),
    ],
    "found": 3,
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the next building's number on the same side road
        ("1. 전파로 96 – 약 290m\n2. 대도아파트 (동안구 시민대로 131번길 30) – 약 330m",
         ["시민대로 131번길 30"]),
        # its own building, or the side road alone
        ("1. 전파로 96 – 약 290m\n2. 대도아파트 (동안구 시민대로 131번길 20) – 약 330m", []),
        ("1. 전파로 96 – 약 290m\n2. 썬팰리스 (시민대로131번길 30) – 약 340m", []),
    ],
)  # fmt: skip
def test_another_buildings_address(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CLOTHING_BINS)) == wrong
