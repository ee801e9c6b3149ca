"""Round 29 (after scoring): a reading found on prod_holdout16 after the scoring.

- A lone form word after a comma qualifies the item before it (``Aluminum cans (알루미늄캔),
  compressed: 80 won/kg``): read alone, ``compressed`` named every compressed row, so two materials'
  prices swapped passed (prod_holdout16 g30h3-0061; :func:`guardrails.grounding.slots._form_after_comma`).
- A weather word as a field with no value (``- Rain: none``) or as one of the measures an answer
  names (``the latest temperature, rain and wind``) states no sky (prod_holdout16 g30h1-0009 and
  g30h2-0050, a claim-free clarifying question; :mod:`guardrails.grounding.weather`).
- No fee the answer can give (``안내드릴 수 있는 수수료가 없습니다``, ``이 자료에는 품목별 수수료가 없어서,
  수수료가 필요하시면 품목을 알려주세요``) is an absence of data, not a free service (prod_holdout16
  g30h3-0009 and g30h3-0021; :mod:`guardrails.grounding.statements`).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _price(item: str, category: str, fee: int) -> dict[str, object]:
    return {"region": "nationwide", "region_name": "전국", "query": item, "item_count": 1,
            "items": [{"item_name": item, "category": category, "form": "압축", "price_per_kg": fee,
                       "price_text": f"{fee:,}원/kg"}],
            "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
            "as_of": "2025-01"}  # fmt: skip


CARDBOARD = _price("골판지", "paper", 80)
CANS = _price("알루미늄캔", "metal", 1200)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("1. Aluminium cans (알루미늄캔), compressed: 80 won/kg\n2. Cardboard (골판지), compressed: "
         "1,200 won/kg", ["80 won/kg", "1,200 won/kg"]),
        ("- 알루미늄캔, 압축: 80원/kg\n- 골판지, 압축: 1,200원/kg", ["80원/kg", "1,200원/kg"]),
        ("Aluminum cans, compressed: 80 won per kg.", ["80 won per kg"]),
    ],
)  # fmt: skip
def test_a_form_after_a_comma_is_the_items(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CARDBOARD, CANS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "1. Aluminium cans (알루미늄캔), compressed: 1,200 won/kg\n2. Cardboard (골판지), compressed: "
        "80 won/kg",
        "- 알루미늄캔, 압축: 1,200원/kg\n- 골판지, 압축: 80원/kg",
        "Both are compressed prices: cans 1,200 won/kg, cardboard 80 won/kg.",
    ],
)
def test_the_faithful_twins_pass(answer: str) -> None:
    assert flagged(answer, ev(CARDBOARD, CANS)) == []


OBSERVED = {"kind": "observation", "district": "종로구", "temperature_c": 21.7, "humidity_pct": 62,
            "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음",
            "wind_ms": 7.5, "observed_at": "2026-01-22 11:00", "source": "kma"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- Temp: 21.7°C\n- Rain: none\n- Wind: 7.5 m/s",
        "Tell me your neighbourhood and I'll look up the latest temperature, rain and wind.",
        "I can check the humidity, rain or wind for any district you name.",
    ],
)
def test_a_weather_word_naming_a_field_states_no_sky(answer: str) -> None:
    assert flagged(answer, ev(OBSERVED)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- Temp: 21.7°C\n- Sky: rain\n- Wind: 7.5 m/s", ["rain"]),
        ("It's 21.7°C with rain and wind at 7.5 m/s.", ["rain"]),
    ],
)
def test_rain_stated_is_still_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(OBSERVED)) == wrong


RULES = {"district": "영도구", "source": "waste-rules", "as_of": "2023-12-31",
         "application_methods": ["폐기물에 따라 별도 배출방법 확인(영도구 청소행정과) 후 배출"],
         "department": "영도구 청소행정과", "phone": "051-419-4432"}  # fmt: skip
SOFA = {"district": "영도구", "items": [{"item_name": "소파", "fee": 5000, "fee_text": "5,000원"}],
        "source": "bulk-waste-fees", "as_of": "2025-01-01"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "확인해 보니 안내드릴 수 있는 수수료가 없습니다. 청소행정과 051-419-4432에 문의해 주세요.",
        "이 자료에는 품목별 수수료가 없어서, 수수료가 필요하시면 품목을 알려주세요.",
        "이 자료에는 수수료가 없으니 청소행정과에 문의해 보세요.",
    ],
)
def test_no_fee_the_data_gives_is_no_free_claim(answer: str) -> None:
    assert flagged(answer, ev(RULES)) == []


def test_a_fee_said_to_be_none_is_still_a_free_claim() -> None:
    assert flagged("영도구는 소파 수수료가 없어요.", ev(SOFA)) == ["수수료가 없"]
