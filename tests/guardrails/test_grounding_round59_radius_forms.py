"""Round 59's merge: a search radius respelled in an English clause (:mod:`.radius`).

r59c made a search's facility word (``"query": "재활용센터"``) name the places it found, so a
distance after ``recycling centre`` is now held against the found centre's own distance. A wrong
radius in ``There is no recycling centre within 5,700m`` (over a 5 km search whose nearest centre
lies 5,607 m away) rounds to that centre's distance and passed — before, it was flagged only
because the search word bound no place. The radius reading now reads the radius itself in those
forms: a thousands comma (``5,700m``) and a Korean unit in the English clause (``5700미터``,
``5.7킬로``), as it read ``within 5.7 km``. The three were variants of prod_holdout48 g66h3-0046
in the full proof of round 59.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H48 = "prod_holdout48.jsonl"


def _answer(radius: str) -> str:
    return (
        f"1. There is no recycling centre within {radius}; the nearest within 20 km is the Gapyeong "
        "recycling sorting site (가평군재활용선별장), 경기도 가평군 가평읍 경춘로 1639-50, about 5.6 km away."
    )


@pytest.mark.parametrize("radius", ["5 km", "5,000m", "5000미터", "5킬로"])
def test_the_searched_radius_passes_in_every_spelling(radius: str) -> None:
    assert case_flags(_H48, "g66h3-0046", _answer(radius)) == []


@pytest.mark.parametrize("radius", ["5.7 km", "5,700m", "5700미터", "5.7킬로"])
def test_a_radius_no_search_covered_emptily_is_caught(radius: str) -> None:
    assert case_flags(_H48, "g66h3-0046", _answer(radius)) == [("condition", f"within {radius}")]


def test_the_case_itself_passes() -> None:
    assert case_flags(_H48, "g66h3-0046") == []
