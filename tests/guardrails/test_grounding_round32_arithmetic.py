"""Round 32 (r32a): faithful answers that work something out from the rows, flagged.

- A range said of a list of places (``나머지는 A·B, C·D로 약 6.8~10.4km``): each end is some
  listed place's distance (:mod:`guardrails.grounding.listed_range`), and the low end, written
  without its unit, is read to the kilometre its range gives (``match.distance_tolerance``).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _place(name: str, address: str, metres: int) -> dict:
    return {"name": name, "address": address, "phone": "032-453-2564",
            "items": ["무색페트병", "알루미늄 캔"], "distance_m": metres}  # fmt: skip


PLACES = {
    "query": "recycling_center", "radius_m": 2000, "found": 4,
    "places": [
        _place("시흥시 환경미화타운", "경기도 시흥시 뒷방울길 80", 4276),
        _place("두레생협 소래역점", "남동구 소래역남로16번길 75", 6842),
        _place("두레생협 논현점", "남동구 논현남로30번길 3", 7754),
        _place("선학동 행정복지센터", "연수구 선학로 54", 10447),
    ],
    "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    "source": "recycling-centers", "as_of": "2025-09-01",
}  # fmt: skip

_HEAD = "가장 가까운 곳은 시흥시 환경미화타운(약 4.3km)이에요. "


# --- a range over a list's rest ---------------------------------------------------------------


@pytest.mark.parametrize(
    "tail",
    [
        "나머지는 두레생협 소래역점·논현점, 선학동 행정복지센터로 약 6.8~10.4km 거리예요.",
        "The rest — 두레생협 소래역점, 논현점 and 선학동 행정복지센터 — are about 6.8–10.4 km away.",
    ],
)
def test_range_over_listed_places_passes(tail: str) -> None:
    assert flagged(_HEAD + tail, ev(PLACES)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [  # a low end no place is at, and a low end only an unlisted place is at
        ("나머지는 두레생협 소래역점·논현점, 선학동 행정복지센터로 약 6.2~10.4km 거리예요.", "6.2"),
        ("나머지는 두레생협 논현점, 선학동 행정복지센터로 약 4.3~10.4km 거리예요.", "4.3"),
    ],
)
def test_range_end_off_the_list_is_flagged(tail: str, wrong: str) -> None:
    assert wrong in flagged(_HEAD + tail, ev(PLACES))
