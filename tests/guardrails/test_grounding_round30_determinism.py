"""A reading of the tool outputs must not depend on what was checked before.

``district_rows._districts`` matched each fee list to the district output holding it by object
identity, taking the objects from :func:`json_objects` and the lists from :func:`json_lists`. Each is
kept in its own LRU of recent tool outputs, so for a plain tuple of texts one of them could come
from an earlier parse than the other once the parse was evicted — no list then had an owner, and a
fee given to the wrong district passed or was flagged depending on the checks run before (found by
round 30's speed work: two check-digest lines of holdout8 moved with reader order). The objects and
the lists now come from one walk.
"""

from __future__ import annotations

import json

from guardrails.grounding.district_rows import _districts
from guardrails.grounding.nodes import json_lists, json_nodes, json_objects


def _fee_output(district: str, fee: int) -> str:
    return json.dumps(
        {"district": district, "full_name": f"서울특별시 {district}",
         "items": [{"item_name": "소파(3인용)", "fee": fee}], "as_of": "2025-10-01"},
        ensure_ascii=False,
    )  # fmt: skip


def test_each_fee_list_has_its_district_after_the_parse_is_evicted() -> None:
    sources = (_fee_output("강동구", 9000), _fee_output("송파구", 11000))
    json_objects(sources)  # the objects of one parse, kept in their own LRU
    for i in range(80):  # other stages push that parse out of the shared walk's LRU
        json_nodes((json.dumps({"n": i}),))
    assert json_lists(sources)  # the lists of a fresh parse
    owners = _districts(sources)
    assert sorted(o.district for o in owners.values()) == ["강동구", "송파구"]


def test_the_reading_is_the_same_run_alone() -> None:
    sources = (_fee_output("강동구", 9000), _fee_output("송파구", 11000), "not json")
    owners = _districts(sources)
    assert len(owners) == 2
    assert {o.full for o in owners.values()} == {"서울특별시 강동구", "서울특별시 송파구"}
