"""Round 12 binding, weather and contacts (learned from the spent ninth holdout, so every figure is
tuned). Each table: the faithful form passes and its wrong twin is flagged on the wrong value."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

MID_TERM = {
    "place": "제주",
    "kind": "mid_term_forecast",
    "days": [
        {"date": "2026-08-10", "am_sky": "흐림", "pm_sky": "비", "pop_am_pct": 40,
         "pop_pm_pct": 70, "tmin_c": 26, "tmax_c": 30},
        {"date": "2026-08-12", "am_sky": "구름많음", "pm_sky": "맑음", "pop_am_pct": 30,
         "pop_pm_pct": 10, "tmin_c": 26, "tmax_c": 31},
    ],
    "source_label": "기상청 중기예보",
}  # fmt: skip
KMA_WF = {"place": "대전", "days": [{"date": "2026-03-02", "wfAm": "맑음", "wfPm": "흐림"}]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a forecast row's sky of a part of day (am_sky, pm_sky, KMA's wfAm/wfPm) is a sky
        (
            "10일은 오전 흐림(40%) 오후 비(70%). 12일은 오전 구름많음, 오후 맑음이에요.",
            MID_TERM,
            [],
        ),
        ("Aug 12: cloudy in the morning (30%) turning sunny in the afternoon (10%).", MID_TERM, []),
        ("대전은 2일 오전 맑고 오후엔 흐려요.", KMA_WF, []),
        ("Aug 12 will be snowy all day.", MID_TERM, ["snowy"]),
        ("대전은 2일 눈 소식이 있어요.", KMA_WF, ["눈 소식"]),
    ],
)
def test_sky_of_a_part_of_day(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong
