"""Round 23 (r23b): a weather word is a weather claim only when said of the weather.

A sky or precipitation word (``clear``, ``rain``, ``snow``, ``비``, ``눈``) states weather only when
it is said of a sky, a place's or a time's weather: not ``clear`` joined to another word of a
thing before a material (``clear and tinted PET``), not the name of a measured amount before its
figure (``rain/snow 월 30mm``), not a word joined to a conditional one (``in case of rain or
snow``), not a condition's clause (``if it's snowing``) (``guardrails.grounding.weather``). The
answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev

NORMAL: dict[str, Any] = {"kind": "monthly_normal", "station": "대관령", "district": "평창군",
                          "month": 1, "temperature_c": -7.5, "humidity_pct": 70,
                          "precipitation_mm_month": 33, "tips": [], "source": "embedded-normals",
                          "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
                          "as_of": "1991-2020"}  # fmt: skip
CENTRE: dict[str, Any] = {"query": "재활용센터", "found": 1, "places": [
    {"name": "가좌동 재활용센터", "address": "진주시 가좌길 10", "phone": "055-700-1234",
     "hours": "화 10:00~15:00", "items": ["투명페트병", "유색페트병", "유리병", "철 캔"],
     "distance_m": 410, "as_of": None}], "source": "recycling-centers", "as_of": None}  # fmt: skip


def _skies(answer: str, *objs: Any) -> list[str]:
    return [c.text for c in check(answer, ev(*objs)).unsupported if c.kind == "sky"]


@pytest.mark.parametrize(
    "answer",
    [
        "It accepts clear and tinted PET bottles, glass bottles and steel cans.",
        "Bring clear or colored plastic containers on Tuesdays, 10:00–15:00.",
        "They take clear/brown glass and steel cans.",
    ],
)
def test_clear_of_a_thing_is_no_sky(answer: str) -> None:
    assert _skies(answer, CENTRE) == []


@pytest.mark.parametrize(
    "answer",
    [
        "평창 1월 평년 기온 -7.5도, rain/snow 월 33mm 정도예요. 실시간 관측은 아니에요.",
        "January normals: -7.5°C, humidity 70%, rain or snow about 33 mm a month.",
        "No forecast for moving day, so cover the boxes in case of rain or snow.",
        "I can't see tomorrow's sky; if it's snowing, wrap the mattress in vinyl.",
        "When there is snow on the road, put the bags out the evening before.",
        "비나 눈이 오면 종이류는 안에 두었다가 내놓으세요.",
    ],
)
def test_weather_word_not_said_of_the_weather_passes(answer: str) -> None:
    assert _skies(answer, NORMAL) == []


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        ("Today in Pyeongchang it is clear and -7°C.", "clear"),
        ("It's clear and dry across the county this morning.", "clear"),
        ("지금 평창은 눈이 3mm 정도 내리고 있어요.", "눈이"),
        ("Light snow is falling now, about 2 mm so far.", "snow"),
        ("Expect rain or snow tomorrow in Pyeongchang.", "snow"),
    ],
)
def test_weather_stated_still_flags(answer: str, word: str) -> None:
    assert word in _skies(answer, NORMAL)


MIXED: dict[str, Any] = {"query": "recycling_center", "found": 1, "places": [
    {"name": "옥천군 재활용선별장", "address": "옥천군 옥천읍 삼양로 5", "phone": "043-730-1111",
     "hours": "평일 09:00~18:00", "items": ["PET", "PP", "PS", "유리병", "우유팩"],
     "distance_m": 900, "as_of": "2025-08-01"}], "source": "recycling-centers"}  # fmt: skip


def test_material_word_translating_a_listed_member_passes() -> None:
    answer = "It takes PET, PP, PS, glass jars and milk cartons, weekdays 09:00–18:00."
    assert [c.text for c in check(answer, ev(MIXED)).unsupported] == []


def test_item_added_to_a_latin_only_list_still_flags() -> None:
    only_latin = {**MIXED, "places": [{**MIXED["places"][0], "items": ["PET", "PP", "PS"]}]}
    answer = "It takes PET, PP, PS and batteries, weekdays 09:00–18:00."
    assert "batteries" in [c.text for c in check(answer, ev(only_latin)).unsupported]
