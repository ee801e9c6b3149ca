"""Round 19 (r19c): fees and prices bound to invented conditions, swapped forms and tiers, and
false arithmetic. A list line's head, a measure, a word before the item with ranking words after
it, or a bracket after the fee picks no row of a table whose rows tell nothing apart; an extra
charge whose condition names a thing without something (``엘리베이터 없는``); an extra charge said with
따로; free said twice over of an item no row lists; a bound put before its noun in English; a
form written right after its price in English; a height said of a width bracket; bare prices after
an inline unit header; a rate added to a total as an amount; a ratio in native numerals. Each
table: the flag case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _fees(district: str, query: str, name: str, fees: list[int], **more: object) -> dict:
    """A fee output whose rows share one label and no spec (nothing tells them apart)."""
    rows = [{"item_name": name, "name": name, "spec": None, "category": more.get("category", "가구류"),
             "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees]  # fmt: skip
    out = {"district": district, "query": query, "item_count": len(rows), "items": rows,
           "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-11"}  # fmt: skip
    return out | {k: v for k, v in more.items() if k != "category"}


MATTRESSES = _fees("진안군", "매트리스", "매트리스", [3000, 5000])
CHESTS = _fees("예천군", "서랍장", "서랍장", [3000, 4000])
DESKS = _fees("영도구", "책상", "책상", [5000, 8000, 12000])
_NOTE = ("대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
         "www.15990903.or.kr)로 무료 배출할 수 있습니다.")  # fmt: skip
COMPUTERS = _fees("청주시", "컴퓨터", "컴퓨터", [1000, 2000, 3000], category="가전제품류",
                  appliance_note=_NOTE)  # fmt: skip
AIRCON = _fees("영덕군", "에어컨", "에어컨, 온풍기", [3000, 5000, 8000], category="가전제품류",
               appliance_note=_NOTE)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        # a list line's head names its twin fee: the other size, no one's word, is invented
        # round 28: the user's own size given to one twin row is no record's word either
        ("1. 싱글 매트리스: 3,000원\n2. 더블 이상: 5,000원", "싱글이에요", ["3,000원", "5,000원"]),
        ("- 더블: 5,000원", "싱글이에요", ["5,000원"]),
        # the set of fees for the user's size passes, and a head of the item's name alone
        ("싱글이시면 3,000원이나 5,000원 중 하나예요.", "싱글이에요", []),
        ("싱글 매트리스는 3,000원 또는 5,000원이에요.", "싱글이에요", []),
        ("- 매트리스: 3,000원\n- 매트리스: 5,000원", "싱글이에요", []),
        # the system's own rendering of rows without a spec says so, and selects none of them
        ("- 매트리스 (규격 미기재): 3,000원\n- 매트리스 (규격 미기재): 5,000원", "", []),
        ("- 매트리스 (대형): 3,000원\n- 매트리스 (규격 미기재): 5,000원", "", ["3,000원"]),
    ],
)  # fmt: skip
def test_a_line_head_picks_no_twin_row(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MATTRESSES, user=user)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a measure in the fee's clause is a condition the tools do not state
        ("예천군 서랍장은 3,000원이나 4,000원이야. 3단 이하면 3,000원.", ["3,000원"]),
        ("서랍장은 4단 이상이면 4,000원이에요.", ["4,000원"]),
        # a measure said with the whole set of fees picks no row
        ("3단 서랍장은 3,000원 또는 4,000원이야.", []),
        ("예천군 서랍장은 3,000원이나 4,000원이야.", []),
    ],
)  # fmt: skip
def test_a_measure_picks_no_twin_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CHESTS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a word before the item, the ranking words between it and the fee
        ("책상은 5,000원, 8,000원, 12,000원 세 가지인데, 어린이 책상은 제일 싼 5,000원입니다.",
         ["5,000원"]),
        # the ranking alone names no condition
        ("책상은 5,000원, 8,000원, 12,000원 세 가지인데, 제일 싼 건 5,000원입니다.", []),
        ("책상은 5,000원, 8,000원, 12,000원 세 가지예요. 크기 구분은 자료에 없어요.", []),
    ],
)  # fmt: skip
def test_a_word_before_the_item_then_a_ranking(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DESKS)) == wrong


VANITIES = _fees("정선군", "화장대", "화장대", [4000, 6000])


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bracket right after a twin fee gives it a spec of the answer's own
        ("정선군 화장대 수수료는 두 가지예요.\n- 4,000원\n- 6,000원 (거울 달린 화장대)", ["6,000원"]),
        ("화장대 수수료는 4,000원, 6,000원(규격 구분 없음)이에요.", []),
        ("- 4,000원\n- 6,000원 (화장대)", []),
    ],
)  # fmt: skip
def test_a_bracket_after_a_twin_fee(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(VANITIES)) == wrong


PIANOS = _fees("성북구", "피아노", "피아노", [6000, 10000, 20000], category="기타")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "엘리베이터 없는" is the charge's condition, not a negation of it
        ("피아노는 6,000원, 10,000원, 20,000원이에요. 엘리베이터 없는 3층 이상이면 운반비 10,000원이 "
         "추가돼요.", ["10,000원이 추가돼"]),
        ("피아노는 6,000원, 10,000원, 20,000원이에요. 엘리베이터 없는 3층이라도 추가 요금은 없어요.", []),
    ],
)  # fmt: skip
def test_a_charge_for_a_thing_without_something(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PIANOS, user="3층 빌라라 엘리베이터가 없대요")) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # an extra charge said with 따로 where no output states one
        ("에어컨·온풍기는 3,000원, 5,000원, 8,000원 세 가지고, 실외기는 따로 2,000원을 더 받습니다.",
         ["따로 2,000원을 더 받"]),
        ("에어컨·온풍기는 3,000원, 5,000원, 8,000원 세 가지예요.", []),
    ],
)  # fmt: skip
def test_an_extra_charge_said_with_tta_ro(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(AIRCON)) == wrong


PET_PRICES = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [
        {"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
         "price_text": "350원/kg"},
        {"item_name": "PET(플레이크)", "category": "plastic", "form": "플레이크",
         "price_per_kg": 650, "price_text": "650원/kg"},
    ],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


def test_more_received_for_a_form_is_no_surcharge() -> None:
    answer = "PET 압축은 kg당 350원, 플레이크는 650원이에요. 플레이크가 300원 더 받아요."
    assert flagged(answer, ev(PET_PRICES)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # free said twice over of an item no row lists
        ("컴퓨터는 1,000원, 2,000원, 3,000원이에요. 노트북은 별도 수수료 없이 무료로 배출할 수 있어요.",
         ["노트북은 별도 수수료 없이 무료"]),
        # asked or left to check, it is no claim
        ("컴퓨터는 1,000원, 2,000원, 3,000원이에요. 노트북은 별도 수수료 없이 무료로 되는지 확인해 "
         "보세요.", []),
        ("컴퓨터는 1,000원, 2,000원, 3,000원이에요.", []),
    ],
)  # fmt: skip
def test_free_said_twice_over_of_an_unlisted_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(COMPUTERS)) == wrong


_PICKUP = "You can also book the free appliance home pickup service (1599-0903, www.15990903.or.kr)"


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bound before its noun ("two or more appliances") no output states
        (_PICKUP + ", but only if you're putting out two or more appliances at once.",
         ["two or more appliances"]),
        (_PICKUP + ".", []),
    ],
)  # fmt: skip
def test_a_bound_before_its_noun(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(AIRCON)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a form written right after its price names that price's row
        ("PET goes for 650 won/kg compressed and 350 won/kg as flakes.",
         ["650 won/kg", "350 won/kg"]),
        ("PET goes for 350 won/kg compressed and 650 won/kg as flakes.", []),
        ("PET is 650 won/kg compressed.", ["650 won/kg"]),
        ("PET is 350 won/kg compressed.", []),
        ("Compressed PET is 350 won/kg, flakes 650 won/kg.", []),
        # a form on the next line is that line's
        ("- PET (compressed): 350 won/kg\nFlakes sell higher because of the processing.", []),
    ],
)  # fmt: skip
def test_a_form_after_its_price(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PET_PRICES)) == wrong


PLASTICS = {
    "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 4,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
              plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
_PE = "PE is 150 won/kg compressed and 450 won/kg as flakes; "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "its flakes": the previous value's subject owns the value too
        (_PE + "PP is 180 won/kg compressed and its flakes go for 450 won/kg.", ["450 won/kg"]),
        (_PE + "PP is 180 won/kg compressed and its flakes go for 520 won/kg.", []),
    ],
)  # fmt: skip
def test_its_form_after_a_subject(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


def _row(name: str, spec: str, fee: int) -> dict:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


CABINETS = {
    "district": "부산진구", "query": "장식장", "item_count": 4,
    "items": [_row("신발장", "가로1m 미만", 6000), _row("신발장", "가로1m 이상", 10000),
              _row("캐비닛", "높이1m 미만", 3000), _row("캐비닛", "높이1m 이상", 6000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-06",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a height is no width: the shoe cabinet's under-1m-wide fee is not the cabinet's
        ("Cabinets: under 1 m tall 6,000 won, 1 m or taller 3,000 won.", ["6,000 won", "3,000 won"]),
        ("Cabinets: under 1 m tall 3,000 won, 1 m or taller 6,000 won.", []),
        ("캐비닛: 높이 1m 미만 6,000원.", ["6,000원"]),
        ("캐비닛: 높이 1m 미만 3,000원, 1m 이상 6,000원.", []),
        # a length with no dimension word is of either
        ("신발장은 1m 미만 6,000원, 1m 이상 10,000원이에요.", []),
        ("Shoe cabinets: under 1 m wide 6,000 won, 1 m or wider 10,000 won.", []),
    ],
)  # fmt: skip
def test_a_height_is_no_width(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CABINETS)) == wrong


def _glass(name: str, price: int) -> dict:
    return {"item_name": name, "category": "glass", "form": "파유리(컬릿)", "price_per_kg": price,
            "price_text": f"{price}원/kg"}  # fmt: skip


GLASS = {
    "region": "nationwide", "region_name": "전국", "query": "유리병", "item_count": 3,
    "items": [_glass("백색 유리", 45), _glass("갈색 유리", 40), _glass("청녹색 유리", 35)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # bare prices after an inline unit header, each bound to the label before it
        ("National averages (won/kg): white glass cullet 45, brown 35, green 40.", ["35", "40"]),
        ("National averages (won/kg): white glass cullet 45, brown 40, green 35.", []),
        ("전국 평균(원/kg): 백색 45, 갈색 35, 청녹색 40.", ["35", "40"]),
        ("전국 평균(원/kg): 백색 45, 갈색 40, 청녹색 35.", []),
    ],
)  # fmt: skip
def test_bare_prices_after_an_inline_header(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == wrong


METALS = {
    "region": "nationwide", "region_name": "전국", "category": "metal", "item_count": 2,
    "items": [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
               "price_text": "180원/kg"},
              {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
_CANS = "알루미늄캔 kg당 1,200원, 철캔 kg당 180원이에요. 알루미늄캔 10kg 12,000원에 철캔 20kg 3,600원을 "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a price per kg is no amount to add to a total (12,000 + 3,600 + 1,200)
        (_CANS + "더하면 모두 16,800원 정도예요.", ["16,800원"]),
        (_CANS + "더하면 모두 15,600원 정도예요.", []),
    ],
)  # fmt: skip
def test_a_rate_added_as_an_amount(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(METALS, user="알루미늄캔 10kg, 철캔 20kg 모았어요")) == wrong


_PET = "PET(압축)는 kg당 350원, PET 플레이크는 kg당 650원이에요. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a ratio in native numerals is read like "3배"
        (_PET + "플레이크가 압축품보다 거의 세 배 비싸요.", ["세 배"]),
        (_PET + "플레이크가 압축품보다 거의 두 배 비싸요.", []),
        (_PET + "플레이크가 두 배 가까이 비싸요.", []),
    ],
)  # fmt: skip
def test_a_ratio_in_native_numerals(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PET_PRICES)) == wrong
