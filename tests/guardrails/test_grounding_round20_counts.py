"""Round 20 (r20a): a count of listed things is the length of a list it names — a tool-output
list of the kind its noun names, the subset its own words define (a category right before it), or
the items the answer enumerates right there, each held by the data. Each table: faithful
wordings (Korean and English) and the same sentence with the count one off, which stays flagged."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

WASTE_RULES = {
    "district": "부여군",
    "full_name": "충청남도 부여군",
    "source": "waste-rules",
    "as_of": "2025-11-07",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2025-11-07",
    "application_methods": ["읍·면·동주민센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 장소에 배출"],
    "places": ["장암면 북고로 201(공공재활용기반시설)", "장암면 북고로 269(공공재활용기반시설)",
               "장암면 북고로 253(공공재활용기반시설)"],
    "department": "환경과",
    "phone": "041-830-2306",
}  # fmt: skip


def _pharmacy(name: str, address: str, distance: int, phone: str = "063-350-2538") -> dict:
    return {"name": name, "address": address, "detail": None, "district": "장수군",
            "phone": phone, "items": [], "distance_m": distance, "as_of": "2024-10-30"}  # fmt: skip


MEDICINE_BINS = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "points": [
        _pharmacy("늘푸른 약국", "전북특별자치도 장수읍 장천로 172", 557),
        _pharmacy("세계로 약국", "전북특별자치도 장수읍 장천로 180", 583),
        _pharmacy("태평양약국", "전북특별자치도 장수읍 장천로 175", 635),
        _pharmacy("장수종로약국", "전북특별자치도 장수읍 장천로 189", 675),
        _pharmacy("장수군보건의료원", "전북특별자치도 장수읍 장천로 245", 1112, "063-350-2613"),
    ],
    "found": 5,
    "as_of": "2024-10-30",
}
SURVEY_ERROR = {
    "error": "'구리'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, PE(압축), PET, "
    "백색 유리, 갈색 유리, 철스크랩, 철캔, 알루미늄캔, 고무분말"
}


def _platform(dong: str, day: str) -> dict:
    return {"name": f"{dong} 우리동네 재활용 플랫폼", "address": "없음", "phone": "042-608-6362",
            "hours": f"{day} 09:30~12:00, 그 외 휴무", "items": ["PET", "알루미늄 캔"],
            "distance_m": 17000, "as_of": None}  # fmt: skip


CENTRES = {
    "query": "재활용센터",
    "found": 5,
    "places": [
        {"name": "중구새마을회알뜰매장", "address": "대전광역시 중구 문화로 60", "phone": "042-257-9522",
         "hours": "평일 13:00~17:00", "items": ["옷", "신발", "가방 등"], "distance_m": 13407,
         "as_of": "2025-09-05"},
        _platform("오정동", "월"), _platform("대화동", "화"), _platform("중리동", "목"),
        _platform("법1동", "수"),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2025-09-05",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a list of strings under a place key: its length
        ("배출 장소: 장암면 북고로 201 / 253 / 269 (공공재활용기반시설 3곳)", []),
        ("배출 장소: 장암면 북고로 201 / 253 / 269 (공공재활용기반시설 4곳)", ["4곳"]),
        ("지정 배출 장소는 세 곳이에요.", []),
        ("지정 배출 장소는 다섯 곳이에요.", ["다섯 곳"]),
        ("Buyeo lists three drop-off sites, all on 북고로.", []),
        ("Buyeo lists four drop-off sites, all on 북고로.", ["four drop-off sites"]),
    ],
)  # fmt: skip
def test_a_list_of_strings_of_the_kind_the_noun_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WASTE_RULES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the category right before the count: the items whose names hold it
        ("가장 가까운 곳은 늘푸른 약국이고, 약국 4곳 전화는 모두 063-350-2538이에요.", []),
        ("약국은 4곳, 보건의료원은 1곳이에요.", []),
        ("가장 가까운 곳은 늘푸른 약국이고, 약국 3곳 전화는 모두 063-350-2538이에요.", ["3곳"]),
        ("약국은 여섯 곳이에요.", ["여섯 곳"]),
    ],
)  # fmt: skip
def test_a_category_named_before_the_count(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE_BINS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the items enumerated right before the count, each in the data's text
        ("조사 품목 중 금속은 철스크랩, 철캔, 알루미늄캔 세 가지예요.", []),
        ("금속 품목은 철스크랩·철캔·알루미늄캔 이렇게 세 가지가 있어요.", []),
        ("조사 품목 중 유리는 백색 유리, 갈색 유리 두 가지예요.", []),
        ("조사 품목 중 금속은 철스크랩, 철캔, 알루미늄캔 다섯 가지예요.", ["다섯 가지"]),
        ("조사 품목 중 금속은 철스크랩, 철캔, 알루미늄캔 네 가지예요.", ["네 가지"]),
    ],
)  # fmt: skip
def test_the_items_enumerated_before_the_count(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SURVEY_ERROR)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bracket opened by the count: its parts (a closing remark aside), or the category
        ("그 밖에 '우리동네 재활용 플랫폼' 네 곳(오정동 월요일, 대화동 화요일, 법1동 수요일, "
         "중리동 목요일, 모두 09:30~12:00)이 있어요.", []),
        ("재활용 플랫폼 네 곳(오정동, 대화동, 법1동, 중리동)은 페트·캔을 받아요.", []),
        ("재활용 플랫폼 다섯 곳(오정동, 대화동, 법1동, 중리동)은 페트·캔을 받아요.", ["다섯 곳"]),
        ("플랫폼이 세 곳 있어요.", ["세 곳"]),
    ],
)  # fmt: skip
def test_the_items_in_the_bracket_a_count_opens(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


def _bed(name: str, fee: int) -> dict:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


BEDS = {
    "district": "화순군",
    "query": "침대",
    "item_count": 4,
    "items": [_bed("유아용침대", 3000), _bed("침대(매트리스별도)", 3000),
              _bed("침대(매트리스별도)", 5000), _bed("침대(매트리스별도)", 8000)],
    "source": "bulk-waste-fees",
    "as_of": "2025-06-24",
}  # fmt: skip
CENTRE = {
    "query": "recycling_center",
    "found": 1,
    "places": [{"name": "홍성군 생활폐기물종합처리장", "address": "충청남도 홍성군 홍북읍 홍덕서로328",
                "items": ["플라스틱 외 6품목"], "distance_m": 4165, "as_of": "2025-11-03"}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the rows of one item its sentence names; a table's rows in English
        ("침대 금액이 세 가지로 나뉘는 기준은 자료에 없으니 신고할 때 확인해 보세요.", []),
        ("침대 금액이 다섯 가지로 나뉘는 기준은 자료에 없으니 신고할 때 확인해 보세요.", ["다섯 가지"]),
        ("Hwasun's table has four bed fee entries, one of them for a baby bed.", []),
        ("Hwasun's table has six different bed-related fee entries.",
         ["six different bed-related fee entries"]),
    ],
)  # fmt: skip
def test_the_rows_of_one_item_and_of_a_table(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a number the tool output states in words
        ("It takes plastic and 6 other item types.", []),
        ("It takes plastic and 8 other item types.", ["8 other item types"]),
    ],
)  # fmt: skip
def test_a_count_a_text_states(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRE)) == wrong
