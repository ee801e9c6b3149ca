"""Round 17 (r17b): procedures, schedules and forecasts added in prose over our own tool outputs.
An advisory named with a sky word (``a heavy snow advisory``) is an advisory claim as well as a
sky; a forecast of when the rain or snow stops is a forecast. Each table: the flag case with the
flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SNOW_NOW = {
    "kind": "observation", "district": "종로구", "temperature_c": -1.2, "humidity_pct": 74,
    "precipitation_mm": 7, "precipitation": "snow", "precipitation_text": "눈", "wind_ms": 5,
    "observed_at": "2026-01-22 11:00",
    "tips": ["비나 눈이 오면 종이류·골판지는 젖지 않게 실내에 두었다가 수거 직전에 내놓으세요."],
    "source": "kma", "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00",
}  # fmt: skip
ADVISORIES = {
    "issued_at": "2026-01-22T10:00+09:00",
    "advisories": [{"area": "서울", "type": "대설주의보", "effective": "2026-01-22T09:00+09:00"}],
    "source_label": "기상청 기상특보",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        # an advisory named with the sky word of its hazard, where no output states one
        ("It's snowing in Jongno-gu (7 mm). A heavy snow advisory is in effect, so keep "
         "cardboard indoors.", [SNOW_NOW], ["heavy snow advisory"]),
        # the advisory an output states passes
        ("It's snowing in Jongno-gu (7 mm), and a heavy snow advisory is in effect for Seoul.",
         [SNOW_NOW, ADVISORIES], []),
        # negated, with the negation read inside the advisory's words
        ("It's snowing in Jongno-gu (7 mm); there's no snow advisory in the data.", [SNOW_NOW],
         []),
        ("It's snowing in Jongno-gu (7 mm). Keep cardboard indoors.", [SNOW_NOW], []),
    ],
)  # fmt: skip
def test_an_advisory_named_by_its_sky_word(answer: str, outputs: list, wrong: list[str]) -> None:
    assert flagged(answer, ev(*outputs)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # when it will stop is a forecast over an observation
        ("As of 11:00 it's snowing (7 mm). The precipitation should stop by early afternoon.",
         ["precipitation should stop"]),
        ("As of 11:00 it's snowing (7 mm), and the snow will probably ease off tonight.",
         ["snow will probably ease"]),
        ("11시 기준 눈이 오고 있어요(7mm). 눈은 오후에 그칠 거예요.", ["눈은 오후에 그칠 거"]),
        # the observation restated, and advice to check, pass
        ("As of 11:00 it's snowing (7 mm). Check the forecast to see when it will stop.", []),
        ("11시 기준 눈이 오고 있어요(7mm). 그칠 때까지 종이류는 실내에 두세요.", []),
    ],
)  # fmt: skip
def test_when_the_weather_stops_is_a_forecast(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SNOW_NOW)) == wrong
