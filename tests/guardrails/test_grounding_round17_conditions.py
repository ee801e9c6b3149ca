"""Round 17 (r17a): a real fee bound to a condition, an inclusion or an exclusion the tools never
state. A thing a label charges apart said to come along at no extra fee or to be included; a
thing no tool output names said to be included in a fee; a word of the answer's own that tells
apart fee rows the tools leave unlabeled. Each table: the flag cases with the flagged text, and
the faithful neighbours (the same sentence shape with the label's own words) that must pass."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

_CITE = "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-07-28"


def _fees(district: str, query: str, rows: list[tuple[str, str | None, int]]) -> dict:
    """A bulk-waste fee table as the fee tool returns it."""
    return {
        "district": district,
        "query": query,
        "item_count": len(rows),
        "items": [
            {"item_name": name if spec is None else f"{name} ({spec})", "name": name,
             "spec": spec, "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원",
             "is_free": False}
            for name, spec, fee in rows
        ],
        "source": "bulk-waste-fees",
        "covered": True,
        "as_of": "2025-07-28",
        "citation": _CITE,
    }  # fmt: skip


DESKS = _fees("광산구", "책상", [("책상(책장,책꽂이별도)", None, 5000),
                                 ("책상(책장,책꽂이별도)", None, 7000)])  # fmt: skip
TABLES = _fees("연제구", "식탁", [("식탁(의자 별도)", None, 5000), ("식탁(의자 별도)", None, 7000),
                                 ("식탁(의자 별도)", None, 18000)])  # fmt: skip
BEDS = _fees("옥천군", "침대", [("침대받침대", "1인용", 4000)])
DOUBLE_BEDS = _fees("유성구", "침대", [("침대(매트리스 포함)", "2인용", 8000)])
COMPUTERS = _fees("성북구", "컴퓨터", [("컴퓨터", None, 1000), ("컴퓨터", None, 3000),
                                     ("컴퓨터", None, 4000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "tools", "wrong"),
    [
        # a thing of a label's list charged apart (책장,책꽂이별도) said to go along for free
        ("광산구 책상은 5,000원과 7,000원이고, 책장·책꽂이도 같이 내놓으면 추가 요금 없이 수거돼요.",
         DESKS, ["추가 요금 없이"]),
        ("광산구 책상은 5,000원과 7,000원이에요. 책장은 별도라 따로 신고하셔야 해요.", DESKS, []),
        ("광산구 책상은 5,000원과 7,000원이고, 책장이나 책꽂이는 포함되지 않아요.", DESKS, []),
        # 의자 별도 said to be included, though another verb of the sentence is negated
        ("연제구 식탁은 5,000원에서 18,000원이고, 의자는 포함이라 따로 안 내셔도 돼요.",
         TABLES, ["의자는 포함"]),
        ("연제구 식탁은 5,000원에서 18,000원이고, 의자는 포함이 안 돼서 따로 내셔야 해요.",
         TABLES, []),
        ("연제구 식탁은 5,000원에서 18,000원이고, 의자는 별도예요.", TABLES, []),
    ],
)  # fmt: skip
def test_a_thing_charged_apart_said_to_come_along(answer: str, tools: dict, wrong: list) -> None:
    assert flagged(answer, ev(tools)) == wrong


@pytest.mark.parametrize(
    ("answer", "tools", "wrong"),
    [
        # a thing no tool output names, said to be in the fee
        ("옥천군은 '침대받침대(1인용)'가 4,000원이고, 이 금액에 매트리스까지 포함돼요.",
         BEDS, ["매트리스까지 포함"]),
        ("성북구 컴퓨터는 1,000원·3,000원·4,000원이에요. 모니터까지 포함된 요금이에요.",
         COMPUTERS, ["모니터까지 포함"]),
        ("성북구 컴퓨터 fee는 1,000원, 3,000원, 4,000원이에요. Monitor까지 포함하면 4,000원이에요.",
         COMPUTERS, ["Monitor까지 포함"]),
        # the label's own inclusion passes
        ("유성구는 매트리스 포함 2인용 침대가 8,000원이에요.", DOUBLE_BEDS, []),
        # said not to be included, or left to the user
        ("옥천군 침대받침대(1인용)는 4,000원이고, 매트리스는 포함되지 않아요.", BEDS, []),
        ("옥천군 침대받침대(1인용)는 4,000원인데, 매트리스 포함 여부는 구청에 확인하세요.", BEDS, []),
    ],
)  # fmt: skip
def test_an_inclusion_no_tool_output_names(answer: str, tools: dict, wrong: list) -> None:
    assert flagged(answer, ev(tools)) == wrong


PIANOS = _fees("하동군", "피아노", [("피아노", None, 10000), ("피아노", None, 15000)])
AIRCON = _fees("삼척시", "에어컨", [("에어컨", None, 3000), ("에어컨", None, 4000),
                                   ("에어컨", None, 10000)])  # fmt: skip
WARDROBES = _fees("여주시", "장롱", [("옷장", None, 2000), ("장롱", None, 10000),
                                    ("장롱", None, 15000)])  # fmt: skip
TREADMILLS = _fees("태백시", "러닝머신", [("런닝머신 등 체육기구", None, 10000),
                                        ("런닝머신 등 체육기구", None, 24000)])  # fmt: skip
SOFAS = _fees("연제구", "소파", [("소파(쿠션 별도)", None, 2000), ("소파(쿠션 별도)", None, 10000)])
DRAWERS = _fees("서귀포시", "서랍장", [("서랍장", None, 4500), ("서랍장", None, 12000)])


@pytest.mark.parametrize(
    ("answer", "tools", "user", "wrong"),
    [
        # a kind of the item as the topic of one of the unlabeled fees (round 28: the user's own
        # kind given to one of them is no record's word either — 스탠드형, upright)
        ("하동군 피아노는 10,000원 또는 15,000원이에요. 업라이트는 10,000원, 그랜드피아노는 "
         "15,000원이에요.", PIANOS, "", ["10,000원", "15,000원"]),
        ("삼척시 에어컨은 3,000원, 4,000원, 10,000원이에요. 스탠드형은 10,000원, 벽걸이형은 3,000원 "
         "구간이에요.", AIRCON, "스탠드형 에어컨이에요", ["10,000원", "3,000원"]),
        # a Latin kind before the item's name, its particle glued on
        ("- Upright piano는 10,000원 구간이고, grand piano는 15,000원이에요.", PIANOS,
         "upright piano 버리려면", ["10,000원", "15,000원"]),
        # a size of the answer's own qualifying the item that is the topic
        ("- 폭 3자 이상인 장롱은 15,000원 구간이에요.", WARDROBES, "", ["15,000원"]),
        # a condition of the answer's own: what to take off before putting it out
        ("태백시는 10,000원, 24,000원이에요. 전기 모터를 떼서 내놓으시면 10,000원으로 처리돼요.",
         TREADMILLS, "", ["10,000원"]),
        # English: "N won for a X", "X falls in the N won tier"
        ("Hadong lists pianos at 10,000 won for an upright and 15,000 won for a grand.", PIANOS,
         "It's an upright.", ["10,000 won", "15,000 won"]),
        ("Yeonje-gu lists sofas at 2,000 or 10,000 won. A three-seater or larger falls in the "
         "10,000 won tier.", SOFAS, "", ["10,000 won"]),
        # faithful neighbours: the fees listed together, a figure worked out of them
        ("하동군 피아노는 10,000원 또는 15,000원이에요. 종류 구분은 자료에 없어요.", PIANOS, "", []),
        ("서귀포시 서랍장은 4,500원, 12,000원이에요. 가장 저렴한 경우 4,500원, 가장 비싼 경우 "
         "12,000원이라 차이는 7,500원이에요.", DRAWERS, "", []),
        ("여주시 장롱은 10,000원 또는 15,000원이고, 옷장은 2,000원이에요.", WARDROBES, "", []),
        ("Hadong lists pianos at 10,000 won or 15,000 won for a piano.", PIANOS, "", []),
    ],
)  # fmt: skip
def test_a_word_of_its_own_for_unlabeled_rows(
    answer: str, tools: dict, user: str, wrong: list
) -> None:
    assert flagged(answer, ev(tools, user=user)) == wrong


BEDS_5 = _fees("여주시", "침대", [("침대류", None, 2000), ("침대류", None, 5000),
                                 ("침대류", None, 20000), ("침대류", None, 25000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bound that leaves a row of the same labels out
        ("여주시 침대류는 2,000원부터 시작하고, 가장 비싼 경우도 20,000원이에요.", ["20,000원"]),
        ("Yeoju's beds cost at most 20,000 won.", ["20,000 won"]),
        ("여주시 침대류는 가장 싼 경우 5,000원이에요.", ["5,000원"]),
        # the real bounds pass
        ("여주시 침대류는 2,000원부터 시작하고, 가장 비싼 경우 25,000원이에요.", []),
        ("여주시 침대류는 최저 2,000원, 최대 25,000원이에요.", []),
        ("Yeoju's beds cost from 2,000 won up to 25,000 won.", []),
    ],
)  # fmt: skip
def test_a_false_bound_of_an_items_fees(answer: str, wrong: list) -> None:
    assert flagged(answer, ev(BEDS_5)) == wrong


SCRAP = {
    "region": "전국",
    "as_of": "2025-01",
    "source": "한국환경공단 재활용가능자원 가격조사",
    "prices": [
        {"item": "알루미늄캔", "price_won_per_kg": 1200, "unit": "원/kg"},
        {"item": "철캔", "price_won_per_kg": 180, "unit": "원/kg"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a ratio in English that no two stated amounts come out at
        ("Aluminum cans are 1,200 won/kg versus 180 won/kg for steel cans. That makes aluminum "
         "about 10 times as valuable per kilogram.", ["about 10 times"]),
        # the ratio rounded naturally passes
        ("Aluminum cans are 1,200 won/kg versus 180 won/kg for steel cans. That makes aluminum "
         "about 7 times as valuable per kilogram.", []),
        ("Aluminum cans are 1,200 won/kg versus 180 won/kg for steel cans, more than six times "
         "the price.", []),
        # the two sides stated in different sentences
        ("Aluminum cans are 1,200 won/kg. Steel cans are 180 won/kg. So aluminum is worth nearly "
         "seven times as much.", []),
        # a count of events is no ratio
        ("Aluminum cans are 1,200 won/kg. The truck comes 10 times a month.", []),
    ],
)  # fmt: skip
def test_an_english_ratio_of_two_amounts(answer: str, wrong: list) -> None:
    assert flagged(answer, ev(SCRAP)) == wrong


WARDROBE_SECTIONS = _fees("남동구", "장롱", [("장롱 문짝", None, 5000), ("장롱(쪽당)", None, 7000),
                                            ("장롱(쪽당)", None, 9000), ("장롱(쪽당)", None, 10000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a total worked at the lowest rate the sentence names
        ("Namdong-gu charges 7,000, 9,000 or 10,000 won per section. At the lowest rate, two "
         "sections come to 16,000 won.", ["16,000 won"]),
        ("Namdong-gu charges 7,000, 9,000 or 10,000 won per section. At the lowest rate, two "
         "sections come to 14,000 won.", []),
        ("Namdong-gu charges 7,000, 9,000 or 10,000 won per section. At the highest rate, two "
         "sections come to 20,000 won.", []),
    ],
)  # fmt: skip
def test_a_total_at_the_lowest_rate(answer: str, wrong: list) -> None:
    assert flagged(answer, ev(WARDROBE_SECTIONS)) == wrong


PAPER = {
    "region": "전국",
    "as_of": "2025-01",
    "source": "한국환경공단 재활용가능자원 가격조사",
    "prices": [
        {"item": "신문지", "price_won_per_kg": 120, "unit": "원/kg"},
        {"item": "골판지", "price_won_per_kg": 80, "unit": "원/kg"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a quantity times another material's price than the one the figure's words name
        ("신문지가 kg당 120원, 골판지가 kg당 80원입니다. 폐지 100kg 모으시면 골판지로 12,000원 정도 "
         "됩니다.", ["12,000원"]),
        # the named material's own price passes, and so does the other material named
        ("신문지가 kg당 120원, 골판지가 kg당 80원입니다. 폐지 100kg 모으시면 골판지로 8,000원 정도 "
         "됩니다.", []),
        ("신문지가 kg당 120원, 골판지가 kg당 80원입니다. 폐지 100kg 모으시면 신문지로 12,000원 정도 "
         "됩니다.", []),
    ],
)  # fmt: skip
def test_a_product_with_another_materials_price(answer: str, wrong: list) -> None:
    assert flagged(answer, ev(PAPER)) == wrong


FOAM = {
    "region": "전국",
    "as_of": "2025-01",
    "source": "한국환경공단 재활용가능자원 가격조사",
    "prices": [
        {"item": "EPS(압축)", "price_won_per_kg": 200, "unit": "원/kg"},
        {"item": "신문지(압축)", "price_won_per_kg": 120, "unit": "원/kg"},
        {"item": "PET(압축)", "price_won_per_kg": 400, "unit": "원/kg"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # half a price as a rule of the answer's own
        ("스티로폼(EPS, 압축)은 kg당 200원, 신문지(압축)는 120원이에요. 스티로폼은 압축 안 하면 절반 "
         "가격만 쳐줘요.", ["절반 가격"]),
        # two stated amounts one the double of the other
        ("PET(압축)는 kg당 400원, 스티로폼(EPS, 압축)은 200원이라 스티로폼이 절반 가격이에요.", []),
        ("스티로폼(EPS, 압축)은 kg당 200원이에요. 압축 안 한 것도 받는지는 센터에 물어보세요?", []),
    ],
)  # fmt: skip
def test_half_a_price(answer: str, wrong: list) -> None:
    assert flagged(answer, ev(FOAM)) == wrong


def test_an_inclusion_the_label_spells_otherwise() -> None:
    # the label's own inclusion in another spelling of its last syllable is no invented one
    pianos = _fees("광명시", "피아노", [("피아노", "일반피아노(전자오르겐 포함)", 14000)])
    answer = "광명시 일반 피아노(전자오르간 포함)는 14,000원이에요."
    assert flagged(answer, ev(pianos)) == []
    assert flagged("광명시 일반 피아노는 14,000원이고, 의자까지 포함돼요.", ev(pianos)) == [
        "의자까지 포함"
    ]
