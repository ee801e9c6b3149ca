"""Round 30 (r30a): a term of the service that a condition changes, where no output states one.

Answers that bend a fee, a price or a pickup to a condition of the writer's own — a thing made free
(``Mirrors are usually free to put out if wrapped in newspaper``), goods refused by buyers
(``broken glass isn't bought``), a pickup put off (``pickups … are usually postponed when it
snows``) — :mod:`guardrails.grounding.conditioned_terms`. "Usually" does not excuse them. Their
faithful twins pass: a free an output states, a refusal an output's list carries, the weather
tool's own tip, a hedged or asked rule.

The answers are the shapes of prod_holdout16's cases and new wordings of their classes.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

HAMPYEONG = {
    "district": "함평군", "full_name": "전라남도 함평군", "query": "거울", "item_count": 0,
    "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 전라남도 함평군 수수료 자료가 없어 '거울' 수수료를 "
            "알려드릴 수 없습니다.",
    "phone": "061-320-1832",
}  # fmt: skip
FRIDGE = {
    "district": "안산시", "query": "냉장고", "item_count": 1,
    "items": [{"item_name": "냉장고", "name": "냉장고", "spec": None, "category": "가전제품류",
               "fee": 5000, "fee_text": "5,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-01",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip
GLASS = {
    "region": "nationwide", "region_name": "전국", "query": "유리병", "item_count": 3,
    "items": [{"item_name": n, "category": "glass", "form": "파유리(컬릿)", "price_per_kg": p,
               "price_text": f"{p}원/kg"}
              for n, p in (("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35))],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
TUBES = {
    "district": "마포구", "item": "폐형광등",
    "bins": [{"name": "서교동 주민센터", "accepts": ["직관형 형광등", "원형 형광등"],
              "not_accepted": ["깨진 형광등"], "distance_m": 640}],
}  # fmt: skip
SNOW = {
    "kind": "observation", "district": "종로구", "temperature_c": 1.6, "precipitation_mm": 2,
    "precipitation": "snow", "precipitation_text": "눈", "observed_at": "2026-01-22 11:00",
    "tips": ["비나 눈이 오면 종이류·골판지는 젖지 않게 실내에 두었다가 수거 직전에 내놓으세요."],
    "source": "kma", "as_of": "2026-01-22 11:00",
}  # fmt: skip


# --- made free under a condition ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Hampyeong-gun isn't covered by the fee data, so I can't give you a fee for the "
            "mirror. Call 061-320-1832. Mirrors are usually free to put out if wrapped in "
            "newspaper.",
            ["free to"],
        ),
        ("If you wrap the mirror in newspaper, you can put it out at no cost.", ["at no cost"]),
    ],
)
def test_a_free_no_output_states_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HAMPYEONG)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "A fridge is 5,000 won, or free if you book the appliance pickup on 1599-0903.",
        "냉장고는 5,000원인데 무상방문수거(1599-0903)를 이용하면 무료예요.",
    ],
)
def test_a_free_an_output_states_passes(answer: str) -> None:
    assert flagged(answer, ev(FRIDGE)) == []


# --- goods refused by buyers ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Clear glass is 45 won/kg, brown 40 won/kg and green 35 won/kg, but broken glass "
            "isn't bought.",
            ["isn't bought"],
        ),
        ("Green glass is 35 won/kg; dealers won't buy broken bottles, though.", ["won't buy"]),
        ("백색 유리는 kg당 45원이지만 깨진 유리는 매입 안 해요.", ["매입 안"]),
        ("깨진 유리는 값을 안 쳐줘요.", ["값을 안"]),
    ],
)
def test_a_refusal_no_output_states_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Don't take broken glass to a dealer; wrap it in newspaper and bin it.",
        "Clear glass is 45 won/kg. Please don't buy new bottles just to sell them.",
    ],
)
def test_advice_not_to_take_or_buy_passes(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []


def test_a_refusal_a_sites_list_carries_passes() -> None:
    answer = (
        "서교동 주민센터 (640 m) takes straight and round tubes. Broken tubes aren't accepted: "
        "wrap them in newspaper."
    )
    assert flagged(answer, ev(TUBES)) == []


def test_a_refusal_asked_passes() -> None:
    assert flagged("Broken glass: whether dealers buy it isn't in the survey.", ev(GLASS)) == []


# --- a pickup put off --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Yep — light snow in Jongno-gu (1.6°C, 2 mm). Bulky waste pickups in Seoul are "
            "usually postponed when it snows, so you might hold off a day.",
            ["postponed"],
        ),
        ("종로구는 지금 눈이 와요(1.6°C). 눈이 오면 대형폐기물 수거가 보통 연기돼요.", ["연기돼"]),
    ],
)
def test_a_pickup_put_off_no_output_states_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SNOW)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "눈이 와요(1.6°C). 눈이 오면 종이류는 젖지 않게 실내에 두었다가 수거 직전에 내놓으세요.",
        "It's snowing (1.6°C); pickups may be delayed when it snows, so check with the district.",
    ],
)
def test_the_tip_or_a_hedged_delay_passes(answer: str) -> None:
    assert flagged(answer, ev(SNOW)) == []


# --- a deposit or refund given back (deposits.py) -------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "유리는 백색 45원, 갈색 40원, 청녹색 35원(kg당)이에요. 소주병·맥주병 같은 빈병은 "
            "보증금으로 병당 100원을 돌려받을 수 있어서 무게로 파는 것보다 훨씬 나아요.",
            ["병당 100원", "보증금"],  # (the amount no row holds, and the deposit)
        ),
        (
            "Clear glass is 45 won/kg; for soju bottles you get the deposit back at the store.",
            ["deposit"],
        ),
    ],
)
def test_a_deposit_no_output_speaks_of_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "빈 병 보증금은 이 자료에 없는 내용이라, 병을 산 가게에 여쭤보시면 됩니다.",
        "The survey has no bottle deposit figures; ask the shop where you bought them.",
    ],
)
def test_a_deposit_said_absent_passes(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []


def test_a_deposit_an_output_names_passes() -> None:
    named = dict(GLASS, note="소주병·맥주병은 빈용기보증금(병당 100원) 대상입니다.")
    answer = "소주병·맥주병은 빈용기보증금으로 병당 100원을 돌려받을 수 있어요."
    assert flagged(answer, ev(named)) == []
