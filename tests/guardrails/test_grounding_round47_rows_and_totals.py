"""Round 47 (r47f): fee rows given to the wrong row that passed (prod_holdout33, already scored).

- A measured row said with its bound in English (:mod:`.marked_rows`): "66 ㎡ and over – 12,000
  won; 264 ㎡ and over – 9,000 won" passed over the 강릉시 에어컨 rows (66㎡ 미만 5,000원, 66㎡ 이상
  9,000원, 264㎡ 이상 12,000원), since a measured spec marked its row only when the clause wrote it
  as the row does (``66㎡ 이상``). The bound may now be said in English on the same side — after
  the measure (``and over``, ``or more``, ``or less``) or before it (``under``, ``less than``,
  ``over``), with the unit in Latin letters (``m²``) — the words of :mod:`.measures`, its one
  source. The swapped fees are flagged; each row's own fee passes, and a bound of the other side
  or another number says no row.
"""

from __future__ import annotations

from guardrails.grounding import check
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.marked_rows import _english_bound
from tests.guardrails.grounding_helpers import ev, flagged


def _aircon() -> Evidence:
    """The 강릉시 에어컨 fee rows, as g51h3-0086."""
    rows = [
        ("264㎡ 이상", 12000),
        ("66㎡ 미만", 5000),
        ("66㎡ 이상", 9000),
        ("냉각기(연료탱크)", 4000),
    ]
    return ev(
        {
            "district": "강릉시", "full_name": "강원특별자치도 강릉시", "query": "에어컨",
            "item_count": 4,
            "items": [
                {"item_name": f"에어컨 ({s})", "name": "에어컨", "spec": s, "category": "가전제품류",
                 "fee": f, "fee_text": f"{f:,}원", "is_free": False}
                for s, f in rows
            ],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-19",
        }
    )  # fmt: skip


def test_case_shape_swapped_measured_rows_in_english_are_flagged() -> None:
    answer = (
        "The Gangneung City (강릉시) table lists: 66 ㎡ and over – 12,000 won; 264 ㎡ and over – "
        "9,000 won; under 66 ㎡ – 5,000 won."
    )
    got = flagged(answer, _aircon())
    assert any("12,000" in t for t in got)
    assert any("9,000" in t for t in got)
    assert not any("5,000" in t for t in got)


def test_variant_or_more_with_latin_unit_is_flagged() -> None:
    result = check("For an air conditioner of 66 m² or more the fee is 12,000 won.", _aircon())
    assert not result.grounded
    assert any("12,000" in c.text for c in result.unsupported)
    assert "row its marking words name" in result.unsupported[0].why


def test_variant_under_before_the_measure_is_flagged() -> None:
    assert not check("Units for less than 66 ㎡ cost 9,000 won.", _aircon()).grounded


def test_faithful_twin_right_rows_in_english_pass() -> None:
    answer = (
        "The Gangneung City (강릉시) table lists: 66 ㎡ and over – 9,000 won; 264 ㎡ and over – "
        "12,000 won; under 66 ㎡ – 5,000 won."
    )
    assert flagged(answer, _aircon()) == []
    assert check("66 m² or more: 9,000 won.", _aircon()).grounded
    assert check("Less than 66 ㎡ is 5,000 won.", _aircon()).grounded


def test_faithful_twin_korean_rows_pass_and_wrong_korean_flagged() -> None:
    assert check("에어컨 66㎡ 이상은 9,000원입니다.", _aircon()).grounded
    assert not check("에어컨 66㎡ 이상은 12,000원입니다.", _aircon()).grounded


def test_other_side_or_other_number_says_no_row() -> None:
    # 166 ㎡ is no row's measure, "or less" is the other side: neither says the 66㎡ 이상 row
    assert not _english_bound("166㎡andover–9,000won", "66㎡이상")
    assert not _english_bound("66㎡orless–9,000won", "66㎡이상")
    assert _english_bound("under66㎡–5,000won", "66㎡미만")
    assert _english_bound("66m²ormore", "66㎡이상")
