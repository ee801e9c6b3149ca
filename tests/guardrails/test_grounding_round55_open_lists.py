"""Round 55 (r55a): a list left open (``A, B 등``, ``A, B, etc.``) names some of the holders its
count and range are of, not all.

- a count's bracket that enumerates examples (``나머지 4곳(종합재활용센터, 사상구재활용센터 등,
  …)``) gives no length the count must equal (:mod:`.tallies`);
- a range written right after such a list (``… 등, 약 10~10.2km``) spans its unnamed places too:
  an end some listed record holds is no misbinding to the two named (:mod:`.listed_range`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged

_ID = "g69h2-0041"


def _case(case_id: str) -> dict[str, Any]:
    return blind_case("prod_holdout51.jsonl", case_id)


def _ev() -> Evidence:
    c = _case(_ID)
    return case_evidence(c)


_HEAD = (
    "폐합성수지류를 받는 곳은 부산광역시 자원재활용센타(강서구 생곡산단로 76)로 약 10.4km, "
    "전화 051-971-2010이에요. "
)


def test_holdout_case_passes() -> None:
    assert flagged(_case(_ID)["answer"], _ev()) == []


@pytest.mark.parametrize(
    "tail",
    [
        "나머지 4곳(종합재활용센터, 사상구재활용센터 등, 약 10~10.2km)은 가전·가구 위주예요.",
        "The other four (종합재활용센터, 사상구재활용센터, etc., about 10–10.2 km) mostly take "
        "appliances and furniture.",
    ],
)
def test_open_list_faithful(tail: str) -> None:
    assert flagged(_HEAD + tail, _ev()) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        # closed list: two named, four counted, and the range's end is neither's
        ("나머지 4곳(종합재활용센터, 사상구재활용센터, 약 10~10.2km)은 가전·가구 위주예요.",
         ["4곳", "10.2km"]),
        # open list, but an end no record holds
        ("나머지 4곳(종합재활용센터, 사상구재활용센터 등, 약 10~10.9km)은 가전·가구 위주예요.",
         ["10.9km"]),
        # open list, but a count the outputs do not give
        ("나머지 6곳(종합재활용센터, 사상구재활용센터 등)은 가전·가구 위주예요.", ["6곳"]),
    ],
)  # fmt: skip
def test_open_list_wrong(tail: str, wrong: list[str]) -> None:
    assert flagged(_HEAD + tail, _ev()) == wrong
