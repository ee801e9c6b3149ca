"""Round 57 (r57f): a road number followed by 길 is a side road's name (prod_holdout55).

- ``구로동로 28길 78-2``, ``가마산로 20다길 45``: the number before 길 names the side road, not a
  building on the main road, so ``구로동로 28`` is no address of its own; the whole address binds its
  row (:mod:`.records` ``_ROAD``/``_SIDE_ROAD``, :mod:`.cues` ``text_patterns``; g73h0-0025,
  g73h0-0088, faithful).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence, ev, flagged


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case("prod_holdout55.jsonl", cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", ["g73h0-0025", "g73h0-0088"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


_HEAD = "기준 위치 근처 의류수거함은 "


@pytest.mark.parametrize(
    "listing",
    [
        "구로동로28길 78-2(약 207m), 구로중앙로18길 11(약 278m)에 있어요.",  # unspaced
        "구로중앙로 18길 11(약 278m), 구로동로 28길 78-2(약 207m)에 있어요.",  # other order
    ],
)
def test_side_road_addresses_in_other_spellings_pass(listing: str) -> None:
    assert _flagged("g73h0-0088", _HEAD + listing) == []


def test_distances_swapped_between_side_road_addresses_are_caught() -> None:
    answer = _HEAD + "구로동로 28길 78-2(약 278m), 구로중앙로 18길 11(약 207m)에 있어요."
    assert _flagged("g73h0-0088", answer) == [("distance", "278m"), ("distance", "207m")]


def test_a_numbered_side_road_and_a_main_road_address_stay_apart() -> None:
    points = {
        "points": [
            {"name": "A", "address": "둔산로 20번길 5", "distance_m": 120},
            {"name": "B", "address": "둔산로 20", "distance_m": 340},
        ]
    }
    evidence = ev(points)
    assert (
        flagged("둔산로 20번길 5 수거함이 약 120m, 둔산로 20 수거함이 약 340m예요.", evidence) == []
    )
    assert flagged("둔산로 20 수거함이 약 120m예요.", evidence) == ["120m"]
