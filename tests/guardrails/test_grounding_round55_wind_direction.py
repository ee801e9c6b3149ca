"""Round 55 (r55e): a wind direction read where no output gives one (g70h3-0062).

A compass direction said of the wind in a sentence that gives a wind speed (``Wind 0.6 m/s from
the northwest``, ``북서풍이 초속 3m로``) is a measurement; over outputs that name no direction
(``wind_dir``, ``dir``, 풍향) it is invented (:mod:`.unmeasured`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, ev, flagged

_OBSERVED = {"kind": "observation", "district": "종로구", "temperature_c": 5.4, "humidity_pct": 59,
             "precipitation_mm": 0, "wind_ms": 0.6, "observed_at": "2026-01-22 11:00",
             "source_label": "기상청 초단기실황"}  # fmt: skip


def _case(case_id: str) -> tuple[str, Evidence]:
    c = blind_case("prod_holdout52.jsonl", case_id)
    return c["answer"], case_evidence(c)


def test_wind_direction_case() -> None:
    answer, evidence = _case("g70h3-0062")
    assert flagged(answer, evidence) == ["from the northwest"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("Jongno-gu: 5.4 °C, a light northwesterly wind of 0.6 m/s.", "northwesterly wind"),
        ("종로구는 5.4도, 북서풍이 초속 0.6m로 약하게 불어요.", "북서풍"),
        ("종로구 5.4도예요. 바람은 북서쪽에서 0.6m/s로 불어요.", "북서쪽에서"),
    ],
)
def test_wind_direction_other_wording_and_language(answer: str, span: str) -> None:
    assert flagged(answer, ev(_OBSERVED)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # no wind speed in the sentence: talk of a season's wind, not a reading
        "Wind 0.6 m/s. In winter the wind usually comes from the northwest.",
        # conditional
        "Wind 0.6 m/s; if it blows from the northwest, tie the bags.",
        # no direction at all
        "Wind 0.6 m/s, temperature 5.4 °C.",
    ],
)
def test_wind_direction_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_OBSERVED))


def test_a_direction_an_output_gives_passes() -> None:
    observed = _OBSERVED | {"wind_dir": "북서"}
    assert not flagged("Wind 0.6 m/s from the northwest.", ev(observed))
    assert not flagged("북서풍 초속 0.6m예요.", ev(observed))
