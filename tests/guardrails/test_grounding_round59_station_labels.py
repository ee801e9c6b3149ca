"""Round 59 (r59d): a district named as the weather station under a station label (prod_holdout59).

:mod:`.station_names`: a name under its label (``Station: Anyang (안양시)``, ``관측소: 안양``, ``The
station is Anyang``) is named a station, as before a station noun, so the district the normals are
for is no station where the output's station is 서울 (g77h3-0082).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

H59 = "prod_holdout59.jsonl"


def test_the_district_named_as_the_station_is_caught() -> None:
    assert case_flags(H59, "g77h3-0082") == [("condition", "Anyang")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("관측소: 안양, 12월 평년값 0.4°C, 습도 61%.", "안양"),
        ("The station is Anyang; December mean 0.4 °C.", "Anyang"),
    ],
)
def test_the_station_label_in_other_words_is_caught(said: str, span: str) -> None:
    assert case_flags(H59, "g77h3-0082", said) == [("condition", span)]


@pytest.mark.parametrize(
    "said",
    [
        "1. Station: Seoul (서울), used for Anyang; December normals 1991–2020.\n2. Mean temperature 0.4 °C.",
        "For Anyang (station: Seoul), the December normal is 0.4 °C.",
        "관측소: 서울, 안양시 12월 평년 기온 0.4°C.",
        "Station: not Anyang but Seoul; December mean 0.4 °C.",
    ],
)
def test_the_output_station_under_its_label_passes(said: str) -> None:
    assert case_flags(H59, "g77h3-0082", said) == []


def test_a_weather_station_label_is_caught() -> None:
    said = "- Weather station: Anyang (안양시)\n- December mean 0.4 °C, humidity 61%."
    assert case_flags(H59, "g77h3-0082", said) == [("condition", "Anyang")]


def test_a_name_before_the_station_colon_is_no_label() -> None:
    # "the Buan weather station: December averages …": the station is Buan, December no name
    assert case_flags("prod_holdout21.jsonl", "g36h2-0028") == [
        ("condition", "Buan weather station")
    ]
