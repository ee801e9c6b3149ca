"""Round 43 (r43f): the same tier of two items told apart by the item's name.

r43b made a size's bound (``이상``, ``미만``) a word of every row of its tier however the row
spaces it, so 신발장 (90cm×150cm이상) 6,000 and 캐비닛 (90cm×150cm이상) 5,000 both hold
``150cm`` and ``이상``. The fee reader (:mod:`.row_names`) names a row fully by the item's name and
its whole spec, and stays unsure when the row holding the value is touched by the words at all —
any word of its spec counted. The tier the answer gives is then a word of the holder too, and
``신발장은 90cm×150cm 이상 5,000원`` (캐비닛's fee) passed.

- **A spec word the named row holds too tells nothing apart; the holder's name decides**
  (:func:`.row_names._touched`, ``shared``): the fee must come from a row matching both the item
  named and the tier named. ``신발장은 90cm×150cm 이상 5,000원``, ``캐비닛은 … 6,000원``, a list line
  ``- 신발장 (90cm×150cm 이상): 5,000원`` and the English ``The cabinet (캐비닛) of 90cm×150cm or
  more is 6,000 won`` are flagged; the faithful twins pass. A holder whose own name the words
  give is still touched (``서랍 있는 2인용 침대틀``: 침대틀(+서랍 있는) (2인용) by 침대틀 and
  서랍), and a spec word of the holder's that the named row lacks still touches it.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

# r43b's 대구 동구 rows: 신발장 and 캐비닛 share their tiers, not their fees (one fixture for both files)
from tests.guardrails.test_grounding_round43_worked_figures import _cabinets, _rows


def _sofas() -> dict[str, object]:
    """Other values, other tiers: two items of one tier of seats, each its own fee."""
    return {
        "district": "서울 마포구",
        "full_name": "서울특별시 마포구",
        "query": "소파",
        "items": [
            *_rows("소파", ("3인용미만", 5000), ("3인용이상", 10000)),
            *_rows("식탁", ("3인용미만", 4000), ("3인용이상", 8000)),
        ],
        "source": "bulk-waste-fees",
        "covered": True,
    }


def test_sibling_tier_case_shape_flagged() -> None:
    e = ev(_cabinets())
    r = check("신발장은 90cm×150cm 이상 5,000원이에요.", e)
    assert not r.grounded
    assert [c.text for c in r.unsupported] == ["5,000원"]
    assert "not for the row its words name" in (r.unsupported[0].why or "")
    assert flagged("캐비닛은 90cm×150cm 이상 6,000원이에요.", e) == ["6,000원"]


def test_sibling_tier_faithful_twins_pass() -> None:
    e = ev(_cabinets())
    assert check("신발장은 90cm×150cm 이상 6,000원이에요.", e).grounded
    assert check("캐비닛은 90cm×150cm 이상 5,000원이에요.", e).grounded
    assert check("신발장은 90cm×150cm 미만이면 3,000원, 이상이면 6,000원이에요.", e).grounded
    assert check(
        "- 신발장 (90cm×150cm 이상): 6,000원\n- 캐비닛 (90cm×150cm 이상): 5,000원", e
    ).grounded
    assert check("The cabinet (캐비닛) of 90cm×150cm or more is 5,000 won.", e).grounded


def test_sibling_tier_variants_flagged() -> None:
    e = ev(_cabinets())
    assert flagged("- 신발장 (90cm×150cm 이상): 5,000원", e) == ["5,000원"]
    assert flagged("대구 동구에서 캐비닛은 90cm×150cm이상이면 6,000원입니다.", e) == ["6,000원"]
    assert flagged("The 캐비닛 at 90cm×150cm 이상 is 6,000 won.", e) == ["6,000 won"]
    assert flagged("A shoe cabinet (신발장) of 90cm×150cm or more costs 5,000 won.", e) == [
        "5,000 won"
    ]


def test_sibling_tier_other_values() -> None:
    e = ev(_sofas())
    assert flagged("소파는 3인용 이상 8,000원이에요.", e) == ["8,000원"]
    assert flagged("식탁은 3인용이상 10,000원입니다.", e) == ["10,000원"]
    assert check("소파는 3인용 이상 10,000원이에요.", e).grounded
    assert check("식탁은 3인용이상 8,000원, 3인용미만 4,000원입니다.", e).grounded


def test_sibling_tier_both_items_named_unsure() -> None:
    """Words that name the holder by its own name stay unsure (never flagged)."""
    e = ev(_cabinets())
    assert check("신발장이나 캐비닛은 90cm×150cm 이상 5,000원~6,000원이에요.", e).grounded
