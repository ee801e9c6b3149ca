"""Round 58 (r58a): weather said beyond what the outputs' kind of figure gives (prod_holdout57).

- A change of what falls, to come (``오후에는 눈으로 바뀔 예정이니``, ``the rain will turn to
  snow``), over an observation: :mod:`.forecast` (g75h0-0007, fabricated).
- How many times snow falls in a month in the approximate native numerals (``눈은 보통 한두 번
  오는 편``, ``두어 번``) or in English (``it usually snows once or twice``), over normals that
  count no days: :mod:`.forecast`'s climate reading (g75h0-0034, fabricated).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H57 = "prod_holdout57.jsonl"
_NOW = "현재 서울(종로구) 기온은 영하 11.4도, 습도 51%이며 0.5mm의 비가 내리고 있습니다."
_NOW_EN = "Right now Jongno-gu is at -11.4°C with 51% humidity and 0.5 mm of rain."
_NORMAL = "순천은 12월 평년 기온이 2.8도, 월 강수량 36mm 정도예요."
_NORMAL_EN = "Suncheon's December normal is 2.8°C with 36 mm of precipitation for the month."


# --- a change of what falls, to come, over an observation ----------------------------------------


def test_the_change_to_snow_is_caught() -> None:
    assert case_flags(_H57, "g75h0-0007") == [("condition", "오후에는 눈으로 바뀔")]


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        ("비가 곧 진눈깨비로 바뀌겠어요.", "진눈깨비로 바뀌겠"),
        ("저녁엔 눈으로 바뀐대요, 종이류는 실내에 두세요.", "저녁엔 눈으로 바뀐대"),
    ],
)
def test_the_change_in_other_words_is_caught(tail: str, span: str) -> None:
    assert case_flags(_H57, "g75h0-0007", f"{_NOW} {tail}") == [("condition", span)]


def test_the_change_in_english_is_caught() -> None:
    answer = f"{_NOW_EN} It's expected to change over to sleet, so keep cardboard indoors."
    assert case_flags(_H57, "g75h0-0007", answer) == [
        ("condition", "expected to change over to sleet")
    ]


@pytest.mark.parametrize(
    "tail",
    [
        "영하라서 비가 눈으로 바뀔 수도 있으니 종이류는 수거 직전에 내놓으세요.",
        "종이류·골판지는 수거 직전에 내놓고, 음식물 쓰레기는 물기를 빼서 배출하세요.",
    ],
)
def test_a_hedge_or_the_observation_alone_passes(tail: str) -> None:
    assert case_flags(_H57, "g75h0-0007", f"{_NOW} {tail}") == []


def test_a_condition_in_english_passes() -> None:
    answer = f"{_NOW_EN} If the rain turns to snow, keep cardboard indoors until pickup."
    assert case_flags(_H57, "g75h0-0007", answer) == []


# --- how many times snow falls, over normals ------------------------------------------------------


def test_the_snow_count_is_caught() -> None:
    assert case_flags(_H57, "g75h0-0034") == [("condition", "눈은 보통 한두 번 오")]


def test_another_native_count_is_caught() -> None:
    answer = f"{_NORMAL} 눈은 한 달에 두어 번 내려요."
    assert case_flags(_H57, "g75h0-0034", answer) == [("condition", "눈은 한 달에 두어 번 내려")]


def test_the_count_in_english_is_caught() -> None:
    answer = f"{_NORMAL_EN} In Suncheon it usually snows once or twice that month."
    assert case_flags(_H57, "g75h0-0034", answer) == [
        ("condition", "it usually snows once or twice")
    ]


@pytest.mark.parametrize(
    "answer",
    [
        f"{_NORMAL} 눈이 얼마나 오는지는 평년값에 없어요.",
        f"{_NORMAL_EN} How often it snows is not in the normals.",
    ],
)
def test_the_normals_alone_pass(answer: str) -> None:
    assert case_flags(_H57, "g75h0-0034", answer) == []
