"""Round 20 (r20c): the content of an assertion about a holder must be in the evidence
(``guardrails.grounding.asserted``). A statement of a district's way of applying, a site, a bin, a
service or a fee row that holds a content term — a channel where something is bought or applied
for, a payment, the door, a kind of person let off a fee, an appliance a site takes, a bound of a
spec — is flagged when no tool output names that term's class; advice, questions, hedges and
negated clauses are no claims, and the same sentence over evidence that names the class passes.
The sentences are new wordings of the class (none is a corpus case)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(item: str, *fees: int, spec: str | None = None) -> dict:
    return {"district": "장수군", "full_name": "전북특별자치도 장수군", "query": item,
            "item_count": len(fees),
            "items": [{"item_name": item, "name": item, "spec": spec, "category": "가구류",
                       "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2024-10-30"}  # fmt: skip


WARDROBE = _fees("장롱", 10000, 15000)
TABLE = _fees("식탁(테이블)", 4000, 5000)
HAUL = {"district": "강원 고성군", "full_name": "강원특별자치도 고성군", "source": "waste-rules",
        "application_methods": ["개인차량을 이용하여 지정된 장소에 배출"],
        "places": ["고성군농어촌폐기물종합처리시설"], "department": "환경과",
        "phone": "033-680-3982", "as_of": "2025-12-31"}  # fmt: skip
DOOR = {"district": "홍성군", "method": "읍면 행정복지센터 방문 신고 후 수수료 납부, 스티커 부착",
        "place": "주택 앞 또는 마을 지정장소", "department": "환경과", "phone": "041-630-1497",
        "as_of": "2024-05-13"}  # fmt: skip
PAYS = {"district": "포항시", "application_methods": ["포항시 대형폐기물 인터넷 신고(시 홈페이지)",
                                                       "'빼기' 앱 신고"],
        "payment": "온라인·앱: 카드 결제 / 방문: 현금 또는 카드 후 스티커 수령",
        "department": "자원순환과", "phone": "054-270-2592", "as_of": "2024-03-11"}  # fmt: skip


def _centre(items: list[str]) -> dict:
    return {"query": "재활용센터", "found": 1,
            "places": [{"name": "증평군청", "address": "충북 증평군 증평읍 광장로 88",
                        "phone": "043-835-9647", "hours": "상시", "items": items,
                        "distance_m": 388}],
            "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a sales point or a channel over a fee table that names none
        ("장롱은 10,000원 또는 15,000원이에요. 스티커는 동네 편의점에서 사시면 됩니다.", ["편의점"]),
        ("Wardrobes are 10,000 or 15,000 won; the stickers are sold at convenience stores.",
         ["convenience store"]),
        # applying online over a fee table alone stays general advice (round 11's line)
        ("Wardrobes: 10,000 or 15,000 won. You can book it through the county's app.", []),
        # advice, a question, a hedge, a negation: no claim of the holder
        ("장롱은 10,000원 또는 15,000원이에요. 스티커를 편의점에서 파는지는 군청에 확인해 보세요.", []),
        ("Wardrobes are 10,000 or 15,000 won. Some counties let you book online, so ask the "
         "county office first.", []),
        ("장롱 10,000원 / 15,000원이에요. 스티커 판매처는 자료에 없어요.", []),
        ("Wardrobes are 10,000 or 15,000 won; the data doesn't say whether you can pay by card.", []),
    ],
)  # fmt: skip
def test_a_channel_or_payment_the_tools_do_not_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WARDROBE)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("카드 결제는 온라인 신고 때 가능하고, 방문하시면 현금도 돼요.", []),
        ("You can register on the city website or the '빼기' app and pay by card.", []),
    ],
)  # fmt: skip
def test_the_same_channels_where_the_tools_name_them(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PAYS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a way of applying the how-to output does not name
        ("Goseong takes it by private car to the designated site, or you can book a collection "
         "through the county's app.", ["app"]),
        ("고성군은 군 홈페이지에서 신청하면 되고, 개인차량으로 지정된 장소에 배출해요.", ["홈페이지"]),
        ("고성군은 개인차량으로 지정된 장소에 배출하는 방식이고, 문의는 환경과 033-680-3982예요.", []),
    ],
)  # fmt: skip
def test_a_way_of_applying_the_how_to_does_not_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HAUL)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong", "evidence"),
    [
        # a pickup at the door where the how-to says one hauls it oneself
        ("Goseong's method is hauling it yourself by car. If that's hard, they'll collect it from "
         "your doorstep once the fee is paid.", ["doorstep"], HAUL),
        ("고성군은 개인차량으로 지정된 장소에 배출하는 방식이에요. 스티커 붙여서 집 앞에 두면 수거해 가요.",
         ["스티커 붙", "집 앞"], HAUL),
        # the how-to's own door (주택 앞) in another word
        ("홍성군은 읍면 행정복지센터에 신고하고 수수료를 낸 뒤 스티커를 붙여 집 앞에 두면 돼요.", [], DOOR),
        ("고성군은 집 앞 수거가 아니라 개인차량으로 직접 가져가는 방식이에요.", [], HAUL),
    ],
)  # fmt: skip
def test_the_door(answer: str, wrong: list[str], evidence: dict) -> None:
    assert flagged(answer, ev(evidence)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong", "items"),
    [
        # an appliance a site is said to take where its record names none
        # (since round 30 the kind said with 도 is read as well: the record names no goods)
        ("증평군청이 388m 거리에 있어요. 냉장고 같은 큰 가전도 여기서 받아요.", ["냉장고", "가전"], []),
        ("증평군청 is 388 m away, and it accepts washing machines too.", ["washing machines"], []),
        ("증평군청은 가구랑 가전을 받아요. 세탁기도 가져가시면 돼요.", [], ["가구", "가전"]),
        # asked, not stated
        ("증평군청이 388m 거리예요. 세탁기도 받는지는 전화로 물어보세요.", [], []),
    ],
)  # fmt: skip
def test_an_appliance_a_site_takes(answer: str, wrong: list[str], items: list[str]) -> None:
    assert flagged(answer, ev(_centre(items))) == wrong


def test_no_tool_output_no_holder() -> None:
    """Advice with no tool output: nothing to hold a content term against."""
    assert flagged("폐가전은 보통 집 앞에서 수거해 가요.", ev()) == []
