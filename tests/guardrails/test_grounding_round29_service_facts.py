"""Round 29 (r29a): invented service facts in prose.

Answers about disposing of bulky waste that add a property of the service no output states: the
free appliance pickup widened to a priced small appliance (an English ``fans`` over the 선풍기 rows),
an app, a home pickup, a shop that sells the stickers, a weekday-only limit, things charged as one
(:mod:`guardrails.grounding.service_ways`, :mod:`guardrails.grounding.free_service`). Their faithful
twins — the free pickup for large appliances, the outputs' own method words, advice to check — pass.

The answers are new wordings of the classes (the shapes of prod_holdout14/15's cases and siblings).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
SOURCE = "공공데이터포털 전국대형폐기물수거수수료정보표준데이터"


def _fees(district: str, query: str, rows: list[tuple[str, int]], note: bool = True) -> dict:
    out: dict[str, object] = {
        "district": district, "query": query, "item_count": len(rows),
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가전제품류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "source_label": SOURCE, "covered": True,
        "as_of": "2025-07-01",
    }  # fmt: skip
    if note:
        out["appliance_note"] = NOTE
    return out


FAN = _fees("평택시", "선풍기", [("선풍기", 2000), ("선풍기", 3000)])
FRIDGE = _fees("안산시", "냉장고", [("냉장고", 5000), ("냉장고", 8000)])
BED = _fees("평택시", "침대", [("침대틀", 3000), ("침대틀", 7000)], note=False)
JAR = _fees("용인시", "항아리", [("항아리+화분 (높이 50센티미터 미만)", 2000)], note=False)
SOFA = _fees(
    "단양군", "소파", [("쇼파 (2인용 이하)", 3000), ("쇼파 (3인용 이상)", 5000)], note=False
)


def _rules(district: str, methods: list[str], places: list[str], phone: str) -> dict:
    return {"district": district, "source": "waste-rules", "as_of": "2024-01-19",
            "application_methods": methods, "places": places, "department": "환경과",
            "phone": phone}  # fmt: skip


DANYANG = _rules(
    "단양군", ["개인차량을 이용하여 폐기물처리장에서 계근 및 결제 후 배출"], ["단양군폐기물종합처리장"],
    "043-420-2684",
)  # fmt: skip
GYERYONG = _rules("계룡시", ["대형폐기물스티커 부착배출"], ["문전수거"], "042-840-2483")
CHANGWON = _rules(
    "창원시", ["대형폐기물 - 면.동 주민센터 신고 또는 인터넷으로 접수"], ["내 집 앞 또는 지정장소"],
    "055-212-4511",
)  # fmt: skip
SELLERS = _rules("계룡시", ["대형폐기물스티커 부착배출(스티커: 읍면동 주민센터·편의점 판매)"], ["문전수거"],
                 "042-840-2483")  # fmt: skip


# --- the free pickup widened to a priced small appliance -----------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Electric fan: 2,000 or 3,000 won. Free option: fans can also go through the free "
            "appliance pickup service (1599-0903).",
            ["fans"],
        ),
        ("A fan can also be collected free of charge by the pickup service at 1599-0903.", ["fan"]),
        ("선풍기도 무상방문수거(1599-0903)로 무료로 버릴 수 있어요.", ["선풍기"]),
    ],
)
def test_the_free_pickup_said_of_a_priced_fan_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FAN)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Small appliances can also go free through the pickup service at 1599-0903.",
            ["Small appliances"],
        ),
        ("소형 가전도 무상방문수거(1599-0903)로 무료로 버릴 수 있어요.", ["소형 가전"]),
    ],
)
def test_the_free_pickup_widened_to_small_appliances_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(FAN)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The free pickup at 1599-0903 also takes microwaves and rice cookers.", ["microwaves"]),
        ("전자레인지나 밥솥도 1599-0903 무상방문수거로 무료예요.", ["전자레인지"]),
    ],
)
def test_the_free_pickup_widened_to_an_unpriced_good_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(FAN)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Fridges, washing machines and other large appliances go free through 1599-0903.",
        "냉장고·세탁기 같은 대형 가전은 1599-0903으로 무료 수거돼요.",
    ],
)
def test_the_notes_own_goods_pass(answer: str) -> None:
    assert flagged(answer, ev(FAN)) == []


def test_small_appliances_said_not_covered_pass() -> None:
    answer = (
        "A fan costs 2,000 won; small appliances are not covered by the free pickup (1599-0903)."
    )
    assert flagged(answer, ev(FAN)) == []


def test_the_free_pickup_for_large_appliances_passes() -> None:
    answer = (
        "A fan costs 2,000 or 3,000 won. Large appliances such as fridges and washing machines go "
        "free through the pickup service at 1599-0903."
    )
    assert flagged(answer, ev(FAN)) == []


# --- a day limit the outputs do not state ---------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Fridge fees are 5,000 or 8,000 won. Alternatively, the free appliance pickup "
            "(1599-0903) collects it free of charge, available only on weekdays.",
            ["only on weekdays"],
        ),
        (
            "The free pickup (1599-0903) only runs on weekdays, so book ahead.",
            ["only runs on weekdays"],
        ),
        ("냉장고는 무상방문수거(1599-0903)로 무료인데 평일에만 와요.", ["평일"]),  # a weekday value
    ],
)
def test_a_weekday_limit_no_output_states_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FRIDGE)) == wrong


def test_the_free_pickup_without_a_day_limit_passes() -> None:
    answer = "냉장고는 5,000원 또는 8,000원이고, 무상방문수거(1599-0903)로 무료 배출도 돼요."
    assert flagged(answer, ev(FRIDGE)) == []


def test_a_day_limit_an_output_states_passes() -> None:
    weekdays = dict(FRIDGE, appliance_note=NOTE + " 수거는 평일에만 합니다.")
    answer = "냉장고는 무상방문수거(1599-0903)로 무료이고 평일에만 와요."
    assert flagged(answer, ev(weekdays)) == []


# --- things said to be charged as one --------------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "answer", "wrong"),
    [
        (
            BED,
            "평택시 침대틀 수수료는 3,000원, 7,000원이에요. 매트리스는 침대틀과 함께 내놓으면 따로 "
            "수수료가 붙지 않아요.",
            ["함께 내놓으면 따로 수수료가 붙지 않"],
        ),
        (
            JAR,
            "A jar under 50 cm is 2,000 won. Jars and pots put out together are charged as a "
            "single item.",
            ["charged as a single item"],
        ),
        (BED, "침대틀이랑 매트리스는 한 건으로 계산돼요.", ["한 건으로 계산"]),
        (
            BED,
            "매트리스는 프레임과 같이 내놓으면 추가 요금 없이 수거해 가요.",
            ["같이 내놓으면 추가 요금 없"],
        ),
        (
            BED,
            "Mattresses put out with the frame are not charged separately.",
            ["not charged separately"],
        ),
    ],
)
def test_a_single_charge_no_output_states_is_flagged(
    obj: dict, answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(obj)) == wrong


def test_fees_said_row_by_row_pass() -> None:
    answer = "침대틀은 3,000원 또는 7,000원이에요. 매트리스는 따로 확인해 보세요."
    assert flagged(answer, ev(BED)) == []


# --- an app, a home pickup, a sticker seller -------------------------------------------------


def test_an_app_for_registering_is_flagged_and_the_outputs_channel_passes() -> None:
    invented = "You can register online through the city's 'Changwon Clean' app."
    assert flagged(invented, ev(CHANGWON)) == ["app"]
    faithful = "You report it at the community centre or register online, then put it out front."
    assert flagged(faithful, ev(CHANGWON)) == []
    advice = "Sorry, I found no shop nearby; a map app search would be quickest for a pickup."
    assert flagged(advice, ev(CHANGWON)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("차가 없으시면 환경과에 신청하면 방문수거도 해 줍니다.", ["방문수거"]),
        ("If you have no car, the office offers a home pickup on request.", ["home pickup"]),
        (
            "The county will also collect it from your door if you call.",
            ["collect it from your door"],
        ),
    ],
)
def test_a_home_pickup_no_output_offers_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SOFA, DANYANG)) == wrong


def test_the_outputs_way_and_asking_about_a_pickup_pass() -> None:
    relay = "단양군은 개인 차량으로 단양군폐기물종합처리장에 가져가 계근하고 결제한 뒤 버려요."
    assert flagged(relay, ev(SOFA, DANYANG)) == []
    ask = "옮기기 어려우시면 환경과(043-420-2684)에 방문수거가 가능한지 문의해 보세요."
    assert flagged(ask, ev(SOFA, DANYANG)) == []


def test_a_sticker_seller_no_output_names_is_flagged() -> None:
    answer = (
        "대형폐기물 스티커를 붙여서 내놓으면 됩니다. 스티커는 가까운 편의점에서 사실 수 있습니다."
    )
    assert flagged(answer, ev(GYERYONG)) == ["편의점"]
    english = "Put a bulky-waste sticker on it; you can buy the stickers at a convenience store."
    assert flagged(english, ev(GYERYONG)) == ["convenience store"]


def test_a_sticker_seller_an_output_names_passes() -> None:
    answer = "스티커는 주민센터나 편의점에서 사실 수 있고, 붙여서 문 앞에 내놓으면 돼요."
    assert flagged(answer, ev(SELLERS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "침대틀은 3,000원 또는 7,000원이에요. 신청은 한 번만 하시고 내놓으시면 돼요.",
        "Tie the slats in one bundle and put them out with the frame; the frame is 3,000 won.",
    ],
)
def test_putting_out_together_with_no_charge_said_passes(answer: str) -> None:
    assert flagged(answer, ev(BED)) == []


def test_a_single_charge_an_output_states_passes() -> None:
    included = _fees("평택시", "침대", [("침대틀(매트리스 포함)", 7000)], note=False)
    answer = (
        "침대틀(매트리스 포함)은 7,000원이라 매트리스는 함께 내놓으면 따로 수수료가 붙지 않아요."
    )
    assert flagged(answer, ev(included)) == []


def test_an_app_over_a_fee_table_alone_stays_advice() -> None:
    # round 11's line: with no output giving ways of applying, an app is general advice
    answer = "A fan costs 2,000 won; you can register the pickup through the city's app."
    assert flagged(answer, ev(_fees("평택시", "선풍기", [("선풍기", 2000)], note=False))) == []


def test_asking_where_the_stickers_are_sold_passes() -> None:
    answer = "스티커를 붙여 문 앞에 내놓으면 돼요. 스티커 구입처는 시청에 문의하세요."
    assert flagged(answer, ev(GYERYONG)) == []
