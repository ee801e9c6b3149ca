"""Round 18 (r18a): three round-17 readings whose phrasing was too narrow. An English ratio that
names its two sides is read against those sides' amounts (not any two prices); a Latin word with
the topic particle glued on (``Upright는``) selects one of twin rows; a forecast of when the
weather stops may leave the rain or snow unsaid (``오후 들어 그칠 예정``). Each table: the flag
case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

METALS = {
    "region": "nationwide",
    "region_name": "전국",
    "category": "metal",
    "category_name": "금속류",
    "item_count": 3,
    "items": [
        {"item_name": "철스크랩", "category": "metal", "form": "고철", "price_per_kg": 280,
         "price_text": "280원/kg"},
        {"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
         "price_text": "180원/kg"},
        {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
         "price_text": "1,200원/kg"},
    ],
    "survey_date": "2025-01",
    "unit": "원/kg",
    "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
    "as_of": "2025-01",
}  # fmt: skip
_LIST = (
    "National average prices (Jan 2025 survey):\n- Scrap iron: 280 won/kg\n"
    "- Steel cans (compressed): 180 won/kg\n- Aluminum cans (compressed): 1,200 won/kg\n"
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the sentence names its sides: aluminum over scrap iron is about 4.3, not six
        (_LIST + "Aluminum pays about six times more than scrap iron, so keep those separate!",
         ["about six times"]),
        # the same shape with the true ratio, rounded naturally
        (_LIST + "Aluminum pays about four times more than scrap iron, so keep those separate!", []),
        (_LIST + "Aluminum pays about six times more than steel cans, so keep those separate!", []),
        (_LIST + "Aluminum cans fetch roughly four times as much as scrap iron.", []),
        (_LIST + "Aluminum cans fetch roughly seven times as much as scrap iron.",
         ["roughly seven times"]),
    ],
)  # fmt: skip
def test_a_ratio_read_against_the_sides_it_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(METALS)) == wrong


def _piano(fee: int) -> dict:
    return {"item_name": "피아노", "name": "피아노", "spec": None, "category": "기타", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


PIANOS = {
    "district": "보령시",
    "full_name": "충청남도 보령시",
    "query": "피아노",
    "item_count": 2,
    "items": [_piano(10000), _piano(15000)],
    "source": "bulk-waste-fees",
    "as_of": "2025-07-14",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a Latin topic with the particle glued on tells the twin rows apart
        ("보령시 piano 수수료는 10,000원 또는 15,000원이에요. Upright는 10,000원, grand는 "
         "15,000원으로 구분돼요.", ["10,000원", "15,000원"]),
        # the two fees in one clause bind to neither; a ranking word is no condition
        ("보령시 piano 수수료는 10,000원 또는 15,000원이에요.", []),
        ("보령시 피아노 수수료는 10,000원 또는 15,000원이고, 비싼 건 15,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_latin_topic_of_twin_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PIANOS)) == wrong


SNOW_NOW = {
    "kind": "observation",
    "district": "종로구",
    "temperature_c": 11.2,
    "humidity_pct": 72,
    "precipitation_mm": 2,
    "precipitation": "snow",
    "precipitation_text": "눈",
    "wind_ms": 7.2,
    "observed_at": "2026-01-22 11:00",
    "source": "kma",
    "source_label": "기상청 초단기실황",
    "as_of": "2026-01-22 11:00",
}
_NOW = "기상청 초단기실황(2026-01-22 11:00, 종로구) 기준으로 지금 눈이 오고 있어요(2mm). "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # when it stops, the snow left unsaid, is a forecast no observation gives
        (_NOW + "오후 들어 그칠 예정이니 박스는 실내에 두셨다가 내놓으세요.", ["오후 들어 그칠 예정"]),
        (_NOW + "저녁에는 갤 거예요.", ["저녁에는 갤 거"]),
        # the observation alone, and a hedge, pass
        (_NOW + "박스는 실내에 두셨다가 수거 직전에 내놓으세요.", []),
        (_NOW + "오후에 그칠지는 예보를 확인해 보세요.", []),
    ],
)  # fmt: skip
def test_when_it_stops_with_the_event_unsaid(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SNOW_NOW)) == wrong


PLASTICS = {
    "region": "nationwide",
    "region_name": "전국",
    "query": "플라스틱",
    "item_count": 5,
    "items": [
        plastic_row("PE(압축)", "압축", 150),
        plastic_row("PP(압축)", "압축", 180),
        plastic_row("PP(플레이크)", "플레이크", 520),
        plastic_row("PET", "압축", 350),
        plastic_row("PET(플레이크)", "플레이크", 650),
    ],
    "survey_date": "2025-01",
    "unit": "원/kg",
    "source": "keco-survey-embedded",
    "as_of": "2025-01",
}
_PRICES = (
    "2025년 1월 전국 평균 시세예요.\n- PET 350원, PET(플레이크) 650원\n"
    "- PP(압축) 180원, PP(플레이크) 520원\n- PE(압축) 150원 (모두 kg당)\n"
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "이 중" ranges over everything listed, and a bracket glued to a name is the name
        (_PRICES + "이 중 가장 비싼 건 PP(플레이크)예요.", ["가장 비싼 건 PP(플레이크)예요"]),
        (_PRICES + "이 중 가장 비싼 건 PET(플레이크)예요.", []),
        (_PRICES + "그중 제일 싼 건 PE(압축)이에요.", []),
        (_PRICES + "그중 제일 싼 건 PP(압축)이에요.", ["제일 싼 건 PP(압축)이에요"]),
    ],
)  # fmt: skip
def test_a_superlative_over_the_listed_prices(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "the best-paying" is the most expensive row of the list
        ("PP(플레이크) is 520 won/kg. PP(플레이크) is the best-paying plastic on the whole list.",
         [" PP(플레이크) is the best-paying"]),
        ("PET flake is 650 won/kg. PET(플레이크) is the best-paying plastic on the whole list.", []),
    ],
)  # fmt: skip
def test_the_best_paying_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong
