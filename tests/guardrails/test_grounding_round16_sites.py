"""Round 16 (r16b2): the places, bins and sites of one search (the shapes of our own tool outputs,
``places``/``points`` lists). A sky word inside a listed name, a distance beside a run of items, a
loanword's other spelling and a category word of batteries are no claims of their own; a needle
said to be taken by a medicine bin is a good the bins do not name. Each table: the flag case with
the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _point(name: str, address: str, distance: int, items: list[str], **more: object) -> dict:
    return {"name": name, "address": address, "detail": more.get("detail"), "district": "사하구",
            "phone": more.get("phone", "051-220-4456"), "items": items, "distance_m": distance,
            "as_of": "2025-12-24"}  # fmt: skip


BATTERY_BINS = {
    "item_type": "battery",
    "kind_name": "폐건전지",
    "source": "lamp-battery-bins",
    "points": [
        _point("당리협진태양아파트", "부산광역시 사하구 다대로 30", 323, ["폐건전지", "폐형광등"]),
        _point("당리벽산으뜸아파트", "부산광역시 사하구 다대로22번길 30", 335,
               ["폐건전지", "폐형광등"]),
        _point("사하구청", "부산광역시 사하구 낙동대로398번길 12", 398, ["폐건전지"]),
    ],
    "found": 3,
    "as_of": "2025-12-24",
}  # fmt: skip
MEDICINE_BINS = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "guidance": [{"item_type": "medicine", "name": "폐의약품",
                  "how": "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다."}],
    "points": [
        _point("세종약국", "충청북도 청주시 서원구 서부로1465번길 6-1", 97, [], phone="043-263-1058"),
        _point("해맑은약국", "충청북도 청주시 서원구 서부로1465번길 6", 101, [],
               phone="043-271-0122"),
    ],
    "found": 2,
    "as_of": "2025-06-25",
}  # fmt: skip
CENTRES = {
    "query": "재활용센터",
    "found": 1,
    "places": [{"name": "강릉시자원순환센터", "address": "강원특별자치도 강릉시 강동면 임곡로 557-13",
                "phone": "033-660-3391", "hours": "평일 08:00~17:00",
                "items": ["페트병", "고철", "프라스틱", "폐지", "전지류", "형광등 등"],
                "distance_m": 11493, "as_of": "2025-12-05"}],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-12-05",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a distance between the name and the items is no item of the run
        ("- 당리협진태양아파트 (다대로 30) – 약 320m, 폐건전지·폐형광등\n"
         "- 사하구청 (낙동대로398번길 12) – 약 400m, 폐건전지만", []),
        ("- 당리협진태양아파트 – 약 320m, 폐건전지·폐형광등·우유팩", ["우유팩"]),
    ],
)  # fmt: skip
def test_a_distance_beside_a_run_of_items(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BATTERY_BINS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a loanword in its other spelling (one syllable's final consonant) is the listed good
        ("강릉시자원순환센터는 페트병, 고철, 플라스틱, 폐지 받아.", []),
        ("강릉시자원순환센터는 페트병, 고철, 프라스틱, 폐지 받아.", []),
        # a word of another sound is still an added item
        ("강릉시자원순환센터는 페트병, 고철, 가구, 폐지 받아.", ["가구"]),
        # 전지류 names batteries
        ("강릉시자원순환센터 takes batteries and fluorescent lamps.", []),
        ("강릉시자원순환센터 takes batteries and used cooking oil.", ["cooking oil"]),
    ],
)  # fmt: skip
def test_a_centre_list_respelled(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a sky word inside a listed name is the name
        ("가까운 약국은 세종약국(약 97m)과 해맑은약국(약 101m)이에요.", []),
        # a name no output lists keeps the sky word (no forecast to hold it)
        ("가까운 약국은 세종약국(약 97m)이고, 근처 해맑은치과도 있어요.", ["맑은"]),
        ("오늘은 맑은 날씨예요. 세종약국은 약 97m예요.", ["맑은"]),
        # needles: a good no medicine bin names
        ("세종약국 bins take used needles in a hard bottle.", ["needles"]),
        ("세종약국 bins take pills and liquid medicine.", []),
    ],
)  # fmt: skip
def test_medicine_bins(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE_BINS)) == wrong


def _centre(name: str, items: list[str], distance: int) -> dict:
    return {"name": name, "address": f"울산광역시 남구 {name} 1", "phone": "052-256-1900",
            "hours": "평일 09:00~20:00", "items": items, "distance_m": distance,
            "as_of": "2025-11-13"}  # fmt: skip


SITES = {
    "query": "재활용센터",
    "found": 3,
    "places": [
        _centre("광장재활용센터", ["가전", "가구"], 3157),
        _centre("남구재활용센터", ["가전", "가구", "식당비품"], 3198),
        _centre("성동구 재활용센터", ["전자레인지", "전기오븐"], 6634),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-11-13",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one site's item said to be taken by another site named in the sentence
        ("광장재활용센터는 가전·가구·식당비품을 받아요.", ["식당비품"]),
        ("광장재활용센터는 전자레인지·전기오븐을 받는다고 나와 있어요.",
         ["전자레인지", "전기오븐"]),
        # the site named in the sentence before
        ("광장재활용센터를 추천해요. 가구와 식당비품을 받으니 한 번에 처리하세요.",
         ["식당비품"]),
        # the right site, or the item of the site's own list
        ("남구재활용센터는 가전·가구·식당비품을 받아요.", []),
        ("남구재활용센터를 추천해요. 가구와 식당비품을 받으니 한 번에 처리하세요.", []),
        ("성동구 재활용센터는 전자레인지·전기오븐을 받는다고 나와 있어요.", []),
        ("광장재활용센터는 가전과 가구를 받아요.", []),
        # each site its own items in one sentence
        ("광장재활용센터는 가구를, 남구재활용센터는 식당비품을 받아요.", []),
        # not taken, asked, or a topic of its own after the site
        ("광장재활용센터는 식당비품은 안 받아요.", []),
        ("광장재활용센터도 식당비품을 받나요?", []),
        ("광장재활용센터를 추천해요. 다른 센터들은 식당비품도 받아요.", []),
    ],
)  # fmt: skip
def test_one_site_item_given_to_another(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITES)) == wrong


def _bin(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": f"서울특별시 관악구 {address}", "detail": None,
            "district": "관악구", "phone": None, "items": [], "distance_m": distance,
            "as_of": "2021-01-21"}  # fmt: skip


CLOTHING_BINS = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [
        _bin("낙성대동-36", "남부순환로230길 112", 26),
        _bin("낙성대동-13", "관악로6길 36", 38),
        _bin("낙성대동-37", "남부순환로230길 98", 66),
    ],
    "found": 3,
    "as_of": "2021-01-21",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bin numbered after a hyphen is named by its number: another bin's distance is caught
        ("낙성대동-37(남부순환로230길 98)은 26m예요.", ["26m"]),
        ("낙성대동-37은 26m, 낙성대동-36은 66m예요.", ["26m", "66m"]),
        # each bin its own distance
        ("낙성대동-36(남부순환로230길 112)은 26m예요.", []),
        ("낙성대동-37은 66m, 낙성대동-13은 38m예요.", []),
        ("낙성대동 수거함은 26m, 38m, 66m 거리에 있어요.", []),
    ],
)  # fmt: skip
def test_a_numbered_bin_named_by_its_number(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CLOTHING_BINS)) == wrong


def _pharmacy(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": f"전라남도 순천시 {address}", "detail": None,
            "district": "순천시", "phone": "061-749-6827", "items": [], "distance_m": distance,
            "as_of": "2024-12-04"}  # fmt: skip


PHARMACIES = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "points": [
        _pharmacy("순천새미래약국", "팔마로 3, 1층 (장천동)", 87),
        _pharmacy("미소온누리약국", "중앙로 4, 1층 (장천동)", 105),
        _pharmacy("동아약국", "팔마로 15-4, 동아약국 (장천동)", 119),
    ],
    "found": 3,
    "as_of": "2024-12-04",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a name its own address also holds still names the row of the address after it
        ("1. 순천새미래약국 – 팔마로 3 (약 87m)\n2. 미소온누리약국 – 중앙로 4 (약 105m)\n"
         "3. 동아약국 – 팔마로 15-4 (약 119m)", []),
        # another row's address after it is caught
        ("1. 순천새미래약국 – 팔마로 3 (약 87m)\n2. 미소온누리약국 – 팔마로 15-4 (약 105m)",
         ["팔마로 15-4", "105m"]),  # (the distance then reads as the address's row's)
        ("1. 동아약국 – 중앙로 4 (약 119m)", ["중앙로 4", "119m"]),
    ],
)  # fmt: skip
def test_a_name_its_address_holds(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong


def _lot_bin(name: str, lot: str, distance: int) -> dict:
    return {"name": name, "address": f"대전광역시 서구 갈마동 {lot}", "detail": None,
            "district": "대전 서구", "phone": None, "items": [], "distance_m": distance,
            "as_of": "2026-05-28"}  # fmt: skip


LOT_BINS = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [
        _lot_bin("오벨리스크", "1436", 970),
        _lot_bin("나이스타운", "1441", 985),
        _lot_bin("영오빌딩", "1043", 990),
    ],
    "found": 3,
    "as_of": "2026-05-28",
}
# bins named by their lot: the address is the name
NAMED_BY_LOT = {
    "item_type": "clothes",
    "source": "clothing-bins",
    "points": [
        {"name": "상계동 690-3", "address": "상계동 690-3", "items": [], "distance_m": 951},
        {"name": "상계동 1282", "address": "상계동 1282", "items": [], "distance_m": 956},
    ],
    "found": 2,
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a lot-number address (a 동 and a bare number) given to another bin
        ("- 오벨리스크: 갈마동 1436 (약 970m)\n- 나이스타운: 갈마동 1043 (약 985m)\n"
         "- 영오빌딩: 갈마동 1441 (약 990m)", LOT_BINS, ["갈마동 1043", "갈마동 1441"]),
        # each bin its own lot
        ("- 오벨리스크: 갈마동 1436 (약 970m)\n- 나이스타운: 갈마동 1441 (약 985m)\n"
         "- 영오빌딩: 갈마동 1043 (약 990m)", LOT_BINS, []),
        ("영오빌딩(대전 서구 갈마동 1043)이 약 990m예요.", LOT_BINS, []),
        # bins named by their lot, listed in a row
        ("상계동 690-3(951m), 상계동 1282(956m) 순이에요.", NAMED_BY_LOT, []),
    ],
)  # fmt: skip
def test_a_lot_number_address(answer: str, evidence: dict, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


PIANO_FEES = {
    "district": "영주시",
    "full_name": "경상북도 영주시",
    "query": "피아노",
    "item_count": 3,
    "items": [
        {"item_name": "피아노", "name": "피아노", "spec": None, "fee": 10000, "is_free": False},
        {"item_name": "피아노", "name": "피아노", "spec": None, "fee": 15000, "is_free": False},
        {"item_name": "오르겐피아노", "name": "오르겐피아노", "spec": None, "fee": 4000,
         "is_free": False},
    ],
    "source": "bulk-waste-fees",
    "as_of": "2025-07-28",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a Latin gloss in brackets after a Hangul name is the name, not the row its part names
        ("오르겐피아노(organ piano)는 15,000원이에요.", ["15,000원"]),
        ("오르겐피아노(organ piano)는 4,000원이에요.", []),
        ("오르겐피아노(organ piano)는 4,000원, 피아노는 10,000원 또는 15,000원이에요.", []),
        # a gloss of the row's own name binds as before
        ("피아노(piano)는 10,000원 또는 15,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_gloss_after_a_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PIANO_FEES)) == wrong


NUMBERED_SITES = {
    "query": "recycling_center",
    "found": 2,
    "places": [
        {"name": "완도군 자원관리센터", "address": "전라남도 완도군 완도읍 망석리 1-4",
         "hours": "평일 09:00~18:00", "items": ["플라스틱", "유리병"], "distance_m": 2273},
        {"name": "땅끝희망이 북평자원순환가게", "address": "전라남도 해남군 북평면 달량진길 8",
         "hours": "목 10:00~12:00", "items": ["투명PET", "종이팩", "서적"], "distance_m": 16404},
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "1번" refers to line 1 of the answer's own numbered list: that line's site
        ("1. 완도군 자원관리센터 – 약 2.3km\n2. 땅끝희망이 북평자원순환가게 – 약 16.4km\n"
         "유리병은 1번에서 받아요.", []),
        ("1. 완도군 자원관리센터 – 약 2.3km\n2. 땅끝희망이 북평자원순환가게 – 약 16.4km\n"
         "유리병은 2번에서 받아요.", ["유리병"]),
        ("1. 완도군 자원관리센터 – 약 2.3km\n2. 땅끝희망이 북평자원순환가게 – 약 16.4km\n"
         "서적은 2번에서 받아요.", []),
        # with no reference, the site of the last line stays the subject
        ("1. 완도군 자원관리센터 – 약 2.3km\n2. 땅끝희망이 북평자원순환가게 – 약 16.4km\n"
         "여기서 유리병도 받아요.", ["유리병"]),
    ],
)  # fmt: skip
def test_a_numbered_line_referred_to(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NUMBERED_SITES)) == wrong


BAND = {
    "query": "재활용센터",
    "radius_m": 1000,
    "found": 2,
    "places": [
        {"name": "부일전자", "address": "울산광역시 남구 신정로 116번길 14", "items": ["가전"],
         "distance_m": 1047},
        {"name": "이안재활용마트", "address": "울산광역시 남구 삼산로 98", "items": ["가전"],
         "distance_m": 1427},
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip
PRICES = {
    "region_name": "영남권",
    "items": [{"item_name": "철캔", "price_per_kg": 240},
              {"item_name": "알루미늄캔", "price_per_kg": 1120}],
    "unit": "원/kg",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # the top of a band of distances holds the farthest place within one step below it
        ("반경 1km 안엔 없고, 1~1.5km 거리에 2곳이 있어요.", BAND, []),
        ("반경 1km 안엔 없고, 1~1.7km 거리에 2곳이 있어요.", BAND, ["1.7km"]),
        ("반경 1km 안엔 없고, 1~1.3km 거리에 2곳이 있어요.", BAND, ["1.3km"]),
        # a span of prices restates its ends
        ("캔류는 kg당 240~1,200원 선이에요.", PRICES, ["1,200원"]),
        ("캔류는 kg당 240~1,120원 선이에요.", PRICES, []),
    ],
)  # fmt: skip
def test_the_top_of_a_band_of_distances(answer: str, evidence: dict, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


TABLE_FEES = {
    "district": "중랑구",
    "full_name": "서울특별시 중랑구",
    "query": "식탁",
    "items": [
        {"item_name": "식탁(나무) (의자별도)", "name": "식탁(나무) (의자별도)", "fee": 3000},
        {"item_name": "식탁(나무) (의자별도)", "name": "식탁(나무) (의자별도)", "fee": 5000},
        {"item_name": "식탁(대리석) (의자별도)", "name": "식탁(대리석) (의자별도)", "fee": 7000},
        {"item_name": "식탁(대리석) (의자별도)", "name": "식탁(대리석) (의자별도)", "fee": 9000},
    ],
    "source": "bulk-waste-fees",
    "as_of": "2025-06-25",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the material an English answer names tells the rows apart
        ("In Jungnang-gu, a marble dining table is 3,000 or 5,000 won.", ["3,000", "5,000 won"]),
        ("In Jungnang-gu, a marble dining table is 7,000 or 9,000 won.", []),
        ("In Jungnang-gu, a wooden dining table is 3,000 or 5,000 won.", []),
        ("In Jungnang-gu, a wooden dining table is 7,000 or 9,000 won.", ["7,000", "9,000 won"]),
    ],
)  # fmt: skip
def test_a_material_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLE_FEES)) == wrong


def _centre_bin(name: str, detail: str, distance: int, phone: str) -> dict:
    return {"name": name, "address": f"부산광역시 연제구 {name}로 1", "detail": detail,
            "district": "연제구", "phone": phone, "items": [], "distance_m": distance,
            "as_of": "2025-07-28"}  # fmt: skip


DETAIL_BINS = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "points": [
        _centre_bin("거제1동행정복지센터", "1층(실내)", 1450, "051-665-5714"),
        _centre_bin("거제국민체육센터", "동해선거제역 2층(실내)", 1730, "051-665-4434"),
    ],
    "found": 2,
    "as_of": "2025-07-28",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a location detail said without its bracket is still its site's
        ("거제1동행정복지센터는 동해선거제역 2층에 수거함이 있고, 약 1.45km 거리예요.",
         ["동해선거제역 2층"]),
        ("거제국민체육센터는 동해선거제역 2층에 수거함이 있고, 약 1.73km 거리예요.", []),
        ("거제국민체육센터는 동해선거제역 2층(실내)에 수거함이 있어요.", []),
    ],
)  # fmt: skip
def test_a_location_detail_without_its_bracket(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DETAIL_BINS)) == wrong


BRANCHES = {
    "query": "재활용센터",
    "found": 2,
    "places": [
        {"name": "원주시 중고가전가구재활용센터(2호점)", "address": "강원특별자치도 원주시 원일로 214(학성동)",
         "phone": "033-743-0119", "items": ["중고가구가전제품"], "distance_m": 15282},
        {"name": "원주시 중고가전가구재활용센터(1호점)",
         "address": "강원특별자치도 원주시 치악로 1601-6(단구동)", "phone": "033-735-7388",
         "items": ["중고가구가전제품"], "distance_m": 18266},
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a numbered branch (N호점) as English writes it names its row
        ("Branch 1 (원일로 214) is about 15.3 km away, tel. 033-743-0119.",
         ["원일로 214", "15.3 km", "033-743-0119"]),
        ("Branch 2 (원일로 214) is about 15.3 km away, tel. 033-743-0119.", []),
        ("Branch 1 (치악로 1601-6) is about 18.3 km away, tel. 033-735-7388.", []),
        ("The 1호점 (치악로 1601-6) is about 18.3 km away.", []),
    ],
)  # fmt: skip
def test_a_numbered_branch_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BRANCHES)) == wrong


DRAWER_FEES = {
    "district": "아산시",
    "full_name": "충청남도 아산시",
    "query": "서랍장",
    "items": [
        {"item_name": "서랍장 (4단이하)", "name": "서랍장", "spec": "4단이하", "fee": 2000},
        {"item_name": "서랍장 (5단이상)", "name": "서랍장", "spec": "5단이상", "fee": 4000},
    ],
    "source": "bulk-waste-fees",
    "as_of": "2024-08-20",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bounded spec (4단이하) as English writes it names its row
        ("In Asan, a chest of drawers with 4 levels or less is 4,000 won, and one with 5 levels "
         "or more is 2,000 won.", ["4,000 won", "2,000 won"]),
        ("In Asan, a chest of drawers with 4 levels or less is 2,000 won, and one with 5 levels "
         "or more is 4,000 won.", []),
        ("In Asan, a 4-tier or smaller chest of drawers is 2,000 won.", []),
    ],
)  # fmt: skip
def test_a_bounded_spec_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DRAWER_FEES)) == wrong


JAR_FEES = {
    "district": "구미시",
    "full_name": "경상북도 구미시",
    "query": "항아리",
    "items": [
        {"item_name": "항아리", "name": "항아리", "fee": 2000},
        {"item_name": "항아리", "name": "항아리", "fee": 4000},
        {"item_name": "깨진유리, 항아리", "name": "깨진유리, 항아리", "fee": 1000},
    ],
    "source": "bulk-waste-fees",
    "as_of": "2025-01-03",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # broken glass is the English of 깨진유리: its row's fee, not a jar's
        ("Gumi lists jars at 1,000 or 4,000 won, and a separate 'broken glass, jar' item at "
         "2,000 won.", ["2,000 won"]),
        ("Gumi lists jars at 2,000 or 4,000 won, and a separate 'broken glass, jar' item at "
         "1,000 won.", []),
    ],
)  # fmt: skip
def test_broken_glass_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(JAR_FEES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a facility named in English (Saha-gu Office for 사하구청) is the subject of its goods
        ("Saha-gu Office (낙동대로398번길 12), about 400 m away, takes batteries and fluorescent "
         "lamps too.", ["fluorescent lamps"]),
        ("Saha-gu Office (낙동대로398번길 12), about 400 m away, takes batteries.", []),
        ("당리협진태양아파트 (다대로 30), about 320 m away, takes batteries and fluorescent lamps.",
         []),
    ],
)  # fmt: skip
def test_a_facility_named_in_english(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BATTERY_BINS)) == wrong
