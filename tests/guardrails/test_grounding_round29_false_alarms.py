"""Round 29: faithful answers the older production corpora flagged (false alarms).

- A number glued to a Latin word before it is part of a name, not a count of points
  (``re100 points``: the re100 collection points; prod_holdout7 g21h0-0044).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

RE100 = {"query": "recycling_center", "radius_m": 5000, "found": 1,
         "places": [{"name": "성남시청re100", "address": "중원구 성남대로 997", "phone": "031-729-3203",
                     "hours": "월~금 09:00~12:00", "items": ["무색페트병", "PET", "PP", "비닐", "알루미늄 캔"],
                     "distance_m": 1015}],
         "source": "recycling-centers,keco-sites", "as_of": "2025-08-29"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "The nearest re100 points take PET, PP, vinyl and cans (Seongnam City Hall re100, about 1.0 km).",
        "Two re100 points are close by; the Seongnam City Hall one is about 1.0 km away.",
    ],
)
def test_a_number_inside_a_name_is_no_points(answer: str) -> None:
    assert flagged(answer, ev(RE100)) == []


def test_points_stated_over_outputs_without_points_stay_flagged() -> None:
    answer = "Seongnam City Hall re100 gives 100 points per PET bottle."
    assert flagged(answer, ev(RE100)) == ["100 points"]
