"""Round 14 key shapes (learned from the spent eleventh holdout): a temperature under its short
form alone (KMA's ``ta`` / ``t``, ``t_mean``, a forecast day's ``min`` / ``max``) and a wind speed
under a wind record (``"wind": {"speed_ms": …}``). Each table: the faithful form passes, the wrong
twin is flagged on its figure and for its reason; a short form inside a longer key keeps its old
meaning (``weight_t`` is tons, ``min_fee`` money)."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.keys import key_info
from tests.guardrails.grounding_helpers import ev, flagged

STATIONS = {
    "obs_time": "2025-10-20T07:00+09:00",
    "stations": [
        {"name": "서울", "ta": 9.4, "rn1": 0, "wsd": 1.9},
        {"name": "광주", "ta": 11.2, "rn1": 2.5, "wsd": 3.4},
    ],
}
HOURLY = {"hourly": [{"h": "13:00", "t": 26}, {"h": "16:00", "t": 23}]}
WEEK = {"days": [{"d": "2025-10-27", "pop": 10, "min": 2, "max": 16},
                 {"d": "2025-10-31", "pop": 0, "min": 0, "max": 12}]}  # fmt: skip
NORMALS = {"station": "인천", "winter": [{"m": "Jan", "t_mean": -1.5}, {"m": "Feb", "t_mean": 0.4}]}
WIND = {"nowcast": {"area": "송도동", "tmp_c": -2.4, "wind": {"speed_ms": 9.8, "dir": "북서"}}}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("광주는 지금 기온이 11.2도예요.", STATIONS, []),
        ("광주는 지금 기온이 12.2도예요.", STATIONS, ["12.2도"]),
        ("Temps drop from 26°C to 23°C.", HOURLY, []),
        ("Temps drop from 26°C to 21°C.", HOURLY, ["21°C"]),
        ("Lows run from 0 to 2°C and highs from 12 to 16°C.", WEEK, []),
        ("Lows run from 0 to 2°C and highs from 12 to 18°C.", WEEK, ["18°C"]),
        ("January averages -1.5°C and February 0.4°C.", NORMALS, []),
        ("January averages -2.5°C and February 0.4°C.", NORMALS, ["-2.5°C"]),
    ],
)  # fmt: skip
def test_a_temperature_under_its_short_key(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_a_temperature_not_under_a_short_key_is_unsupported() -> None:
    why = {c.text: c.why for c in check("광주는 12.2도예요.", ev(STATIONS)).unsupported}
    assert list(why) == ["12.2도"]
    assert "12.2" in why["12.2도"]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("송도동 is -2.4°C with a strong wind at 9.8 m/s.", []),
        ("송도동 is -2.4°C with a strong wind at 12.8 m/s.", ["12.8 m/s"]),
    ],
)  # fmt: skip
def test_a_wind_speed_under_a_wind_record(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WIND)) == wrong


@pytest.mark.parametrize(
    ("key", "temp", "wind", "unit", "money"),
    [
        ("stations.ta", True, False, None, False),
        ("hourly.t", True, False, None, False),  # not tons
        ("days.max", True, False, None, False),
        ("winter.t_mean", True, False, None, False),
        ("wind.speed_ms", False, True, None, False),
        ("items.weight_t", False, False, "t", False),  # a longer key keeps its unit
        ("fee.min", False, False, None, True),  # a minimum fee is money, not a temperature
        ("items.speed", False, False, None, False),  # a speed not of the wind
    ],
)  # fmt: skip
def test_short_keys_read(key: str, temp: bool, wind: bool, unit: str | None, money: bool) -> None:
    info = key_info(key)
    assert (info.temp, info.wind, info.unit, info.money) == (temp, wind, unit, money)


PRICES = {"권역": "호남권", "단위": "원/kg", "골판지": {"압축": 86, "비압축": 70},
          "고철": {"중량고철": 385, "경량고철": 340}}  # fmt: skip
WEIGHTS = {"권역": "호남권", "단위": "kg", "골판지": {"압축": 86, "비압축": 70}}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("압축 골판지는 kg당 86원, 비압축은 70원이에요.", PRICES, []),
        ("압축 골판지는 kg당 96원, 비압축은 70원이에요.", PRICES, ["kg당 96원"]),
        ("중량고철은 385원, 경량고철은 340원이에요.", PRICES, []),
        ("중량고철은 385원, 경량고철은 350원이에요.", PRICES, ["350원"]),
        ("압축 골판지는 86원이에요.", WEIGHTS, ["86원"]),  # the unit is not won: no amount
    ],
)  # fmt: skip
def test_a_bare_number_under_a_won_unit_is_an_amount(
    answer: str, evidence: object, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


@pytest.mark.parametrize(
    ("key", "bare"),
    [
        ("고철.중량고철", True),  # a subject's key
        ("골판지.압축", True),
        ("items.fee", False),  # money already
        ("items.rank", False),
        ("stations.ta", False),
        ("items.weight_kg", False),
        ("x.count", False),
    ],
)  # fmt: skip
def test_a_key_naming_no_attribute_is_bare(key: str, bare: bool) -> None:
    assert key_info(key).bare is bare
