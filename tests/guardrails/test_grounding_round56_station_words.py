"""Round 56 (r56b): the weather station an answer names (prod_holdout53/54).

- A bare ``관측`` closed by its bracket, a comma or 기준/평년 after a place (``(포항 관측,
  1991~2020)``) names that place the station: :mod:`.districts` (g71h1-0086, misattributed).
- A station denied by ``…가 아니라`` (``화천 관측소가 아니라 서울 관측소의``) is not claimed:
  :mod:`.districts`, :mod:`.station_names` (g72h3-0083, faithful).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence

_FILES = {"g71h1-0086": "prod_holdout53.jsonl", "g72h3-0083": "prod_holdout54.jsonl"}


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(_FILES[cid], cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


def test_the_misattributed_case_is_caught_on_the_writers_span() -> None:
    assert _flagged("g71h1-0086") == [("condition", "포항 관측")]


def test_the_faithful_case_passes() -> None:
    assert _flagged("g72h3-0083") == []


# --- a bare 관측 after a place ------------------------------------------------------------------

_NORMALS = "- 기온: 평균 2.4도\n- 습도: 56%\n- 강수량: 한 달 18mm"


@pytest.mark.parametrize(
    "head",
    [
        "포항시 12월 평년값이에요 (대구 관측, 1991~2020).",
        "포항시 12월 평년값이에요 (대구 관측 기준).",
    ],
)
def test_the_outputs_station_passes(head: str) -> None:
    assert _flagged("g71h1-0086", head + "\n" + _NORMALS) == []


@pytest.mark.parametrize(
    ("head", "span"),
    [
        ("포항시 12월 평년값이에요 (포항 관측 기준).", "포항 관측"),
        ("포항시 12월 평년값이에요 (울산 관측).", "울산 관측"),
    ],
)
def test_another_place_as_the_station_is_caught(head: str, span: str) -> None:
    assert _flagged("g71h1-0086", head + "\n" + _NORMALS) == [("condition", span)]


def test_a_time_before_observation_names_no_station() -> None:  # "정오 관측 기준": no place
    assert (
        _flagged("g71h1-0086", "포항시 12월 평년값이에요 (정오 관측, 1991~2020).\n" + _NORMALS)
        == []
    )


# --- a station denied by 아니라 -------------------------------------------------------------------

_HWACHEON = "12월 평년값으로 알려 드려요. 평균기온 0.4℃, 습도 61%, 한 달 강수량 23mm. "


def test_denied_station_passes() -> None:
    answer = _HWACHEON + "이 값은 화천 관측소가 아니라 서울 관측소 기준이에요."
    assert _flagged("g72h3-0083", answer) == []


def test_the_station_affirmed_after_the_denial_is_caught() -> None:
    answer = _HWACHEON + "이 값은 서울 관측소가 아니라 화천 관측소 기준이에요."
    assert _flagged("g72h3-0083", answer) == [("condition", "화천 관측소")]


def test_an_affirmed_other_station_is_still_caught() -> None:
    answer = _HWACHEON + "이 값은 화천 관측소 기준이에요."
    assert _flagged("g72h3-0083", answer) == [("condition", "화천 관측소")]
