"""Round 19 (r19a): false alarms on faithful answers. A department restated whole with its city
(``성남시 자원순환과``), a note's service number restated with the note's words, a participle of
the search (``같이 검색된``), an English qualifier written after its value (``450 won/kg as
flakes``), a total counted over the amounts listed before it, the terms of a written sum paired
with the subjects its condition names, the datasets' own word for small appliances. Each table:
the faithful answer, and the same shape with a wrong value or subject, flagged."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _rules(district: str, department: str, phone: str) -> dict:
    return {"district": district, "full_name": f"경기도 {district}", "source": "waste-rules",
            "as_of": "2025-10-17", "application_methods": ["수거업체에 전화신고 후 배출"],
            "places": ["문전배출"], "department": department, "phone": phone,
            "phone_note": f"문의: 경기도 {district} {department} {phone}"}  # fmt: skip


ANSAN = _rules("안산시", "안산시 자원순환과", "031-481-2000")
HWASEONG = _rules("화성시", "자원순환과", "031-369-2000")
HWASEONG["places"] = ["처리업체와 상의한 장소"]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the department restated whole, its city included: the whole value is the claim
        ("안산시는 전화로 신고하고 문전배출해요. 담당은 안산시 자원순환과 031-481-2000이에요.\n"
         "화성시는 처리업체와 상의한 장소에 내놓고, 화성시 자원순환과 031-369-2000으로 문의하세요.",
         []),
        # another department's name for a city is still flagged
        ("안산시는 전화로 신고하고 문전배출해요. 담당은 안산시 청소행정과 031-481-2000이에요.",
         ["청소행정과"]),
    ],
)  # fmt: skip
def test_a_department_restated_with_its_city(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(ANSAN, HWASEONG)) == wrong


FAN_FEES = {
    "district": "산청군", "full_name": "경상남도 산청군", "query": "전자레인지", "item_count": 1,
    "items": [{"item_name": "전자레인지", "name": "전자레인지", "spec": None,
               "category": "가전제품류", "fee": 3000, "fee_text": "3,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-20",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
                      "서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip
FAN_RULES = {
    "district": "산청군", "full_name": "경상남도 산청군", "source": "waste-rules",
    "as_of": "2025-10-27", "application_methods": [], "places": [],
    "department": "산청군 환경위생과", "phone": "055-970-6700",
    "phone_note": "문의: 경상남도 산청군 산청군 환경위생과 055-970-6700",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the note's service number, restated with the note's words after another holder's phone
        ("산청군 전자레인지 수수료는 3,000원이에요. 배출 방법은 산청군 환경위생과(055-970-6700)에 "
         "물어보세요. 세탁기나 에어컨 같은 대형 가전은 1599-0903 무상방문수거를 쓰시면 무료예요.",
         []),
        # a number no text holds is still flagged
        ("산청군 전자레인지 수수료는 3,000원이에요. 배출 방법은 산청군 환경위생과(055-970-6700)에 "
         "물어보세요. 세탁기나 에어컨 같은 대형 가전은 1599-0930 무상방문수거를 쓰시면 무료예요.",
         ["1599-0930"]),
    ],
)  # fmt: skip
def test_a_notes_service_number(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FAN_FEES, FAN_RULES)) == wrong


def _row(name: str, fee: int) -> dict:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


CABINETS = {
    "district": "보성군", "full_name": "전라남도 보성군", "query": "서랍장", "item_count": 4,
    "items": [_row("서랍장", 3000), _row("서랍장", 6000), _row("화장대", 6000),
              _row("화장대", 8000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-05-23",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a participle of the search points at the rows, it selects none of them
        ("보성군 서랍장은 3,000원 또는 6,000원이에요. 함께 조회된 화장대는 6,000원 또는 8,000원이라 "
         "서랍장이 더 싸요.", []),
        ("보성군 서랍장은 3,000원 또는 6,000원이에요. 같이 검색된 화장대는 6,000원 또는 8,000원이에요.",
         []),
        # a word of its own still tells the twins apart; another item's fee is still flagged
        ("보성군 서랍장은 3,000원 또는 6,000원이에요. 거울 달린 화장대는 6,000원이에요.", ["6,000원"]),
        ("보성군 서랍장은 3,000원 또는 6,000원이에요. 같이 검색된 화장대는 3,000원 또는 8,000원이에요.",
         ["3,000원"]),
    ],
)  # fmt: skip
def test_a_participle_of_the_search(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CABINETS)) == wrong


RESINS = {
    "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 6,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
              plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
              plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료입니다.",
    "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # an English qualifier after its value names that value's row
        ("- PP: 180 won/kg compressed, 520 won/kg as flakes\n- PET: 350 won/kg compressed", []),
        ("PET sells for 350 won/kg compressed and 650 won/kg as flakes.", []),
        # another resin's flakes, or the forms swapped, are still flagged
        ("- PP: 180 won/kg compressed, 450 won/kg as flakes", ["450 won/kg"]),
        ("PET sells for 650 won/kg compressed and 350 won/kg as flakes.",
         ["650 won/kg", "350 won/kg"]),
        # the qualifier of the previous value's dimension in the clause: with the item before
        ("PP is 180 won/kg compressed and its flakes fetch 520 won/kg.", []),
        ("PP is 180 won/kg compressed and its flakes fetch 450 won/kg.", ["450 won/kg"]),
    ],
)  # fmt: skip
def test_an_english_qualifier_after_its_value(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(RESINS)) == wrong


def _pc(spec: str, fee: int) -> dict:
    return {"item_name": f"컴퓨터 ({spec})", "name": "컴퓨터", "spec": spec,
            "category": "가전제품류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


COMPUTERS = {
    "district": "수원시", "full_name": "경기도 수원시", "query": "컴퓨터", "item_count": 4,
    "items": [_pc("본체", 4000), _pc("모니터", 2000), _pc("키보드", 1000), _pc("프린터", 3000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a total counted over the amounts listed right before it
        ("1. Tower: 4,000 won\n2. Printer: 3,000 won\n3. Keyboard: 1,000 won\n"
         "Total for the three items: 8,000 won.", []),
        ("1. Tower: 4,000 won\n2. Monitor: 2,000 won\nTotal for both items: 6,000 won.", []),
        # a total that is not the sum of those amounts is flagged
        ("1. Tower: 4,000 won\n2. Printer: 3,000 won\n3. Keyboard: 1,000 won\n"
         "Total for the three items: 9,000 won.", ["9,000 won"]),
        ("1. Tower: 4,000 won\n2. Printer: 3,000 won\n3. Keyboard: 1,000 won\n"
         "Total for the three items: 7,000 won.", ["7,000 won"]),
    ],
)  # fmt: skip
def test_a_total_counted_over_the_listed_amounts(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(COMPUTERS)) == wrong


def _jar(spec: str, fee: int) -> dict:
    return {"item_name": f"장독 ({spec})", "name": "장독", "spec": spec, "category": "생활용품류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


JARS = {
    "district": "청주시", "full_name": "충청북도 청주시", "query": "장독", "item_count": 3,
    "items": [_jar("대형 1개당 1㎡이상", 6000), _jar("소형 1개당 0.5㎡미만", 2000),
              _jar("중형 1개당 0.5㎡이상 1㎡미만", 4000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-13",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the terms of a written sum go with the subjects its condition names, in order
        ("큰 건 대형, 작은 세 개는 소형으로 보면 6,000원 + 2,000원×3 = 12,000원이에요.", []),
        ("하나는 중형이고 둘은 소형이면 4,000원 + 2,000원×2 = 8,000원이에요.", []),
        # a term of another tier, or the terms swapped, are flagged
        ("큰 건 대형, 작은 세 개는 소형으로 보면 4,000원 + 2,000원×3 = 10,000원이에요.", ["4,000원"]),
        ("하나는 중형이고 둘은 소형이면 6,000원 + 2,000원×2 = 10,000원이에요.", ["6,000원"]),
    ],
)  # fmt: skip
def test_the_terms_of_a_written_sum(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(JARS)) == wrong


SORTING_SITE = {
    "query": "재활용센터", "radius_m": 5000, "found": 1,
    "places": [{"name": "사상구 재활용선별장", "address": "부산광역시 사상구 낙동대로 100",
                "phone": "051-310-4000", "hours": "평일 09:00~18:00",
                "items": ["종이류", "캔류", "유리병", "폐건전지", "소형폐가전 등"],
                "distance_m": 420, "as_of": "2025-11-17"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-17",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # 소형폐가전: the datasets' own word for small appliances
        ("The Sasang-gu sorting site takes paper, cans, glass bottles, batteries and small "
         "appliances.", []),
        ("사상구 재활용선별장은 종이류, 캔, 소형가전을 받아요.", []),
        ("The Sasang-gu sorting site takes paper, cans and cooking oil.", ["cooking oil"]),
    ],
)  # fmt: skip
def test_small_appliances(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SORTING_SITE)) == wrong


PIANO_FEES = {
    "district": "칠곡군", "full_name": "경상북도 칠곡군", "query": "피아노", "item_count": 2,
    "items": [_row("피아노", 6000), _row("피아노", 15000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-06",
}  # fmt: skip
PIANO_RULES = {
    "district": "칠곡군", "full_name": "경상북도 칠곡군", "source": "waste-rules",
    "as_of": "2024-03-26", "application_methods": ["읍면사무소에 문의 후 지정장소 배출"],
    "places": ["지정장소"], "department": "환경과", "phone": "054-979-6000",
    "phone_note": "문의: 경상북도 칠곡군 환경과 054-979-6000",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a holder named between the item and the phone is the phone's holder
        ("칠곡군 피아노는 6,000원 또는 15,000원이야. 피아노 하나면 환경과(054-979-6000)에 먼저 "
         "물어봐.", []),
        # another number, or another department, is still flagged
        ("칠곡군 피아노는 6,000원 또는 15,000원이야. 피아노 하나면 환경과(054-979-6001)에 먼저 "
         "물어봐.", ["(054-979-6001"]),
        ("칠곡군 피아노는 6,000원 또는 15,000원이야. 피아노 하나면 청소과(054-979-6000)에 먼저 "
         "물어봐.", ["청소과", "(054-979-6000"]),
    ],
)  # fmt: skip
def test_a_holder_named_after_the_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PIANO_FEES, PIANO_RULES)) == wrong


GIMPO = _rules("김포시", "김포시 청소행정과", "031-980-2000")
GIMPO["as_of"] = "2025-10-21"
OSAN = _rules("오산시", "자원순환과", "031-8036-7000")
OSAN["as_of"] = "2023-07-05"
OSAN["places"] = ["자원순환과에 문의 후 지정장소 배출"]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a contact line's label names no holder, though another output's text holds the word
        ("김포시는 문전배출이에요. 문의는 청소행정과 031-980-2000 (2025-10-21 기준). 오산시는 "
         "자원순환과(031-8036-7000)에 문의한 뒤 지정장소에 내놓아요 (2023-07-05 기준).", []),
        ("김포시는 문전배출이에요. 문의는 청소행정과 031-980-2000 (2023-07-05 기준).",
         ["2023-07-05"]),
    ],
)  # fmt: skip
def test_a_contact_lines_label(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GIMPO, OSAN)) == wrong


def _table(name: str, spec: str, fee: int) -> dict:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


TABLES = {
    "district": "강서구", "full_name": "서울특별시 강서구", "query": "식탁", "item_count": 6,
    "items": [_table("식탁(대리석)", "4인 이하", 9000), _table("식탁(대리석)", "6인 이상", 13000),
              _table("식탁(대리석)", "상판(6인 이상)", 7000), _table("식탁(목재)", "4인 이하", 3000),
              _table("식탁(목재)", "6인 이상", 5000), _table("식탁(목재)", "상판", 2000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-31",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a spec of two words another row holds whole (상판(6인 이상)) names the rows that hold
        # it word by word
        ("강서구 식탁(목재) 6인 이상은 5,000원이에요. 참고로 목재 4인 이하 3,000원, 대리석 6인 이상 "
         "13,000원이에요.", []),
        # another tier's fee is still flagged
        ("강서구 식탁(목재) 6인 이상은 3,000원이에요.", ["3,000원"]),
        ("참고로 대리석 4인 이하 13,000원이에요.", ["13,000원"]),
    ],
)  # fmt: skip
def test_a_two_word_spec(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == wrong
