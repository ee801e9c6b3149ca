"""Round 50 merge mends: what the full proof of the merged tree found (variants no engineer's quick
proof ran).

- :mod:`.piece_totals` read an amount in a bracket after the count as the price of the pieces
  (``2개면 합계 팔천원(둘 다 4,000원 적용)``: the bracket says which row, the total is 팔천원) and a
  bare count with a bound after it as pieces (``8,000 won for six or more`` after ``up to five
  shelves``: a size) — two faithful respellings of holdout8, prod_holdout26 and prod_holdout39 were
  flagged.
- :mod:`.bare_sums` supported a written sum that comes out even where its sentence first states
  other amounts for its terms (``신발장(6,000원)과 장식장(16,000원)이면 6,000 + 9,000 = 15,000원``):
  eight wrong variants of prod_holdout31 g49h2-0021 passed. The sum is now left to the total
  readings there, as before round 50.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged

_DESKS = ev({"district": "동해시", "items": fee_rows("책상", 4000, 5000)})


def test_an_amount_in_a_bracket_after_the_count_is_no_bundle() -> None:
    faithful = "2개면 합계 팔천원(둘 다 4,000원 적용)에서 10,000원(둘 다 5,000원 적용) 사이입니다."
    assert flagged(faithful, _DESKS) == []
    assert flagged("2 pieces: eight thousand won (both at 4,000 won).", _DESKS) == []
    # the bundle said outright is still read
    assert flagged("책상 2개면 4,000원이에요.", _DESKS) == ["4,000"]
    assert flagged("For two desks it's 5,000 won.", _DESKS) == ["5,000"]


def test_a_bare_count_with_a_bound_is_a_size() -> None:
    shelves = ev({"district": "수성구", "items": [
        {"item_name": "책장", "name": "책장", "spec": "5단 이하", "fee": 5000, "fee_text": "5,000원"},
        {"item_name": "책장", "name": "책장", "spec": "6단 이상", "fee": 8000, "fee_text": "8,000원"},
    ]})  # fmt: skip
    faithful = "Bookcases: ₩5,000 up to five shelves, 8,000 won for six or more."
    assert flagged(faithful, shelves) == []
    assert flagged("Bookcases are 8,000 won for both.", shelves) == ["8,000"]


_CABINETS = ev({"district": "대구 동구", "items": [
    {"item_name": "신발장", "name": "신발장", "spec": "90cm×150cm 미만", "fee": 3000, "fee_text": "3,000원"},
    {"item_name": "신발장", "name": "신발장", "spec": "90cm×150cm 이상", "fee": 6000, "fee_text": "6,000원"},
    {"item_name": "장식장", "name": "장식장", "spec": "90cm×180cm 미만", "fee": 3000, "fee_text": "3,000원"},
    {"item_name": "장식장", "name": "장식장", "spec": "90cm×180cm 이상", "fee": 9000, "fee_text": "9,000원"},
    {"item_name": "장식장", "name": "장식장", "spec": "120cm×180cm 이상", "fee": 13000,
     "fee_text": "13,000원"},
]})  # fmt: skip


def test_a_sum_whose_terms_are_not_the_amounts_its_sentence_states() -> None:
    faithful = (
        "큰 신발장(6,000원)과 90×180 이상 장식장(9,000원)이면 6,000 + 9,000 = 15,000원이에요."
    )
    assert flagged(faithful, _CABINETS) == []
    wrong = "큰 신발장(6,000원)과 90×180 이상 장식장(16,000원)이면 6,000 + 9,000 = 15,000원이에요."
    assert flagged(wrong, _CABINETS)
    # a sum with no amounts stated before it is still worked out on its own
    assert flagged("신발장과 장식장이면 6,000 + 9,000 = 15,000원이에요.", _CABINETS) == []
    assert flagged("신발장과 장식장이면 6,000 + 9,000 = 16,000원이에요.", _CABINETS) == ["16,000원"]
