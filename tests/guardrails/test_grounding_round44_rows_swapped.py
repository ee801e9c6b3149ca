"""Round 44 (r44d): fee rows given to the wrong row that passed (prod_holdout33, already scored).

One reading of the size-bracket rule (:mod:`.measures`, :mod:`.brackets`: a fee stated for a
measure must be a row whose bracket holds that measure): a spec bounding two measures is a
bracket of each (:func:`.measures.unit_brackets`). ``매트리스 (1인용(폭 1.2m 미만))`` is 1 seat and
under 120 cm across; ``(2인용(폭 1.2m 이상))`` 2 seats and 120 cm across or more. Before, such a
label named no bracket at all (:func:`.measures.bracket_of` reads one unit only), so "1인용 · 폭
1.2m 이상: 9,000원 / 2인용 · 폭 1.2m 미만: 12,000원" — the width conditions swapped between the two
rows — passed (g51h1-0071). A label of one unit reads as before.

The right rows' conditions, in Korean and English, still pass.
"""

from __future__ import annotations

import math

from guardrails.grounding.measures import Bracket, unit_brackets
from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, spec: str, fee: int) -> dict[str, object]:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


_MATTRESS = ev(
    {
        "district": "강릉시",
        "query": "매트리스",
        "item_count": 2,
        "items": [
            _row("매트리스", "1인용(폭 1.2m 미만)", 9000),
            _row("매트리스", "2인용(폭 1.2m 이상)", 12000),
        ],
        "source": "bulk-waste-fees",
        "covered": True,
    }
)


def test_a_label_of_two_measures_is_a_bracket_of_each() -> None:
    assert unit_brackets("1인용(폭 1.2m 미만)") == (
        Bracket("cm", -math.inf, 120.0, "w"),
        Bracket("seat", 1.0, 1.0),
    )
    assert unit_brackets("500리터 이상 700리터 미만") == (Bracket("L", 500.0, 700.0),)
    assert unit_brackets("대형") == ()


def test_swapped_width_conditions_are_flagged() -> None:
    answer = "강릉시 기준이에요.\n- 1인용 · 폭 1.2m 이상: 9,000원\n- 2인용 · 폭 1.2m 미만: 12,000원"
    assert flagged(answer, _MATTRESS) == ["9,000원", "12,000원"]
    assert flagged("A single mattress 1.2 m wide or more is 9,000 won.", _MATTRESS) == ["9,000 won"]
    assert flagged("폭 120cm 미만인 매트리스는 12,000원이에요.", _MATTRESS) == ["12,000원"]


def test_right_width_conditions_pass() -> None:
    answer = "강릉시 기준이에요.\n- 1인용 · 폭 1.2m 미만: 9,000원\n- 2인용 · 폭 1.2m 이상: 12,000원"
    assert flagged(answer, _MATTRESS) == []
    assert flagged("A single mattress under 1.2 m wide is 9,000 won.", _MATTRESS) == []
    assert flagged("폭 120cm 이상인 매트리스는 12,000원이에요.", _MATTRESS) == []
