"""Round 59 (r59f): weather and dates (prod_holdout59/60).

- A stop of the rain at an hour in native words (``오후 세 시쯤엔 그친다니까``) over an observation:
  the hour is read as a time (:mod:`.datetimes`) and the stop as a forecast (:mod:`.forecast`), and
  ``그때까지`` (until then) is no condition that makes the clause unsure (g78h1-0006).
- When a season's event comes, as a list line's label (``첫눈: 보통 12월 초순``), over normals that
  date no event (:mod:`.forecast`, ``climate_claims``; g78h1-0097).
- A sentence opened by the weather it is advice for (``With rain or snow, keep paper indoors``): a
  condition, no sky stated (:mod:`.weather`; g77h3-0046, faithful).
- The weather named by its plain word (``Weather (as of 17 March 2026)``) where every weather
  output is a normal: the centre listing's date given to the normals (:mod:`.normals_dates`;
  g77h1-0058).
"""

from __future__ import annotations

import pytest

from guardrails.grounding.forecast import forecast_claims
from tests.guardrails.grounding_helpers import blind_case, case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"
_NOW = "할머님, 서울은 지금 영하 1.7도에 비와 눈이 섞여 2mm 왔어요. "


# --- a stop of the rain at an hour in native words ------------------------------------------------


def test_the_stop_at_three_in_native_words_is_caught() -> None:
    assert case_flags(_H60, "g78h1-0006") == [("time", "오후 세 시")]


def test_the_stop_is_read_as_a_forecast_too() -> None:
    c = blind_case(_H60, "g78h1-0006")
    found = forecast_claims(str(c["answer"]), tuple(str(e) for e in c["evidence"]))
    assert [x.text for x in found] == ["세 시쯤엔 그친다니"]


def test_another_hour_reported_is_caught() -> None:
    assert case_flags(_H60, "g78h1-0006", _NOW + "저녁 여섯 시쯤 그친대요.") == [
        ("time", "저녁 여섯 시")
    ]


@pytest.mark.parametrize(
    "tail",
    [
        "박스는 그때까지 집 안에 두셨다가 내놓으세요.",
        "비가 그치면 그때까지 박스는 집 안에 두세요.",
    ],
)
def test_until_then_without_a_forecast_passes(tail: str) -> None:
    assert case_flags(_H60, "g78h1-0006", _NOW + tail) == []


# --- when a season's event comes, as a list line's label ------------------------------------------

_NORMALS = "고창군 12월 평년값이에요. 평균 기온 약 2.8도, 습도 약 71%, 한 달 강수량 약 36mm예요."


def test_the_first_snow_as_a_label_is_caught() -> None:
    assert case_flags(_H60, "g78h1-0097") == [("condition", "첫눈: 보통 12월 초순")]


def test_the_first_frost_as_a_label_is_caught() -> None:
    assert case_flags(_H60, "g78h1-0097", _NORMALS + "\n- 첫 서리: 11월 하순") == [
        ("condition", "첫 서리: 11월 하순")
    ]


def test_the_normals_alone_pass() -> None:
    assert case_flags(_H60, "g78h1-0097", _NORMALS) == []


# --- the weather a sentence of advice opens with --------------------------------------------------

_OBSERVED = "Observed 11:00: −1 °C, 95%, showers 7 mm. "


def test_the_faithful_tip_with_rain_or_snow_passes() -> None:
    assert case_flags(_H59, "g77h3-0046") == []


@pytest.mark.parametrize(
    "tip", ["In rain or snow, keep paper indoors.", "During snow, cover your bags."]
)
def test_other_openings_of_advice_pass(tip: str) -> None:
    assert case_flags(_H59, "g77h3-0046", _OBSERVED + tip) == []


def test_snow_said_to_fall_is_still_caught() -> None:
    answer = _OBSERVED + "With snow falling, keep paper indoors."
    assert case_flags(_H59, "g77h3-0046", answer) == [("sky", "snow")]


# --- the centre listing's date given to the weather normals ---------------------------------------


def test_the_centre_date_on_the_weather_is_caught() -> None:
    assert case_flags(_H59, "g77h1-0058") == [("condition", "Weather (as of 17 March 2026")]


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("- 날씨 (2026-03-17 기준): 평균 0.4도, 습도 61%, 23mm", "날씨 (2026-03-17"),
        ("- 2026년 3월 17일 기준 날씨: 평균 0.4도, 습도 61%, 23mm", "2026년 3월 17일 기준 날씨"),
        ("- Weather (as of March 17, 2026): 0.4°C, humidity 61%", "Weather (as of March 17, 2026"),
    ],
)
def test_the_same_date_in_other_words_is_caught(line: str, flagged: str) -> None:
    assert case_flags(_H59, "g77h1-0058", line) == [("condition", flagged)]


@pytest.mark.parametrize(
    "answer",
    [
        "- Weather (December normals, 1991–2020): 0.4°C, humidity 61%, 23 mm\n"
        "- Centre data as of 17 March 2026",
        "- Suwon Resource Circulation Centre (as of 17 March 2026): about 5 km\n"
        "- Weather (12월 평년값): 0.4°C, humidity 61%, 23 mm",
    ],
)
def test_the_date_given_to_the_centre_passes(answer: str) -> None:
    assert case_flags(_H59, "g77h1-0058", answer) == []
