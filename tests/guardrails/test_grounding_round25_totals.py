"""Round 25 (r25b): a total is a sum or product of the rows the answer's words select.

A stated total is supported when it equals the sum (or a fee × a stated count) of rows the
answer's words select — the lowest / highest / any row of each item, each item at most once per
unit counted (``guardrails.grounding.row_totals``). An English answer names an item by stating
every fee of it (or the one fee of the only item of its list); the count may be a number word of
the answer ("two", "both", "둘 다") or a quantity the user stated ("I have three"); a bound may
follow the figure ("9,000 won at most"); the addends of a written sum are each their own row's
value (the lowest / highest row where a bound word says so), not totals. The mirror stays
caught: a wrong total, a "least" that is not the least, a total with no count anyone stated. The
answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _fee(name: str, fee: int) -> dict[str, Any]:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"district": district, "query": query, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-09-01"}  # fmt: skip


DESKS = _fees("성동구", "책상", [_fee("책상", 3000), _fee("책상", 4500)])
MIRRORS = _fees("노원구", "거울", [_fee("거울", 2000)])
SOFAS = _fees("은평구", "소파", [_fee("소파", 6000), _fee("소파", 9000), _fee("소파", 12000)])
BEDS = _fees("관악구", "침대", [
    _fee("침대", 7000), _fee("침대", 10000), _fee("매트리스", 4000), _fee("매트리스", 6000),
])  # fmt: skip


# -- a fee × a count the answer or the user states --


def test_two_desks_at_the_dearer_fee_pass() -> None:
    answer = "A desk in Seongdong-gu is 3,000 or 4,500 won. For two desks you would pay 9,000 won at most."
    assert flagged(answer, ev(DESKS)) == []


def test_count_the_user_stated_passes() -> None:
    answer = (
        "Desks are 3,000 or 4,500 won here. At the cheaper rate, it comes to 9,000 won altogether."
    )
    assert flagged(answer, ev(DESKS, user="I need to get rid of three desks.")) == []


def test_korean_count_the_user_stated_passes() -> None:
    answer = "성동구 책상은 3,000원 또는 4,500원이에요. 제일 싸게 잡으면 모두 9,000원이에요."
    assert flagged(answer, ev(DESKS, user="책상 3개 버리려고요")) == []


def test_both_of_one_item_passes() -> None:
    answer = (
        "Sofas are 6,000, 9,000 or 12,000 won. If both are the largest kind, you pay 24,000 won."
    )
    assert flagged(answer, ev(SOFAS)) == []


def test_most_that_is_not_the_most_is_flagged() -> None:
    answer = "A desk is 3,000 or 4,500 won. For two desks, the most you would pay is 7,500 won."
    assert flagged(answer, ev(DESKS)) == ["7,500 won"]


def test_wrong_product_is_flagged() -> None:
    answer = "Desks are 3,000 or 4,500 won, so two would come to 10,000 won."
    assert flagged(answer, ev(DESKS)) == ["10,000 won"]


def test_count_nobody_stated_is_flagged() -> None:
    answer = "Desks are 3,000 or 4,500 won here, so you would pay 9,000 won in total."
    assert flagged(answer, ev(DESKS, user="How much to throw out a desk?")) == ["9,000 won"]


# -- the least and most over two districts' items --


def test_least_and_most_over_two_districts_pass() -> None:
    answer = (
        "Nowon-gu lists a mirror at 2,000 won. Eunpyeong-gu lists sofas at 6,000, 9,000 and "
        "12,000 won. Together that is at least 8,000 won and at most 14,000 won."
    )
    assert flagged(answer, ev(MIRRORS, SOFAS)) == []


def test_least_that_is_not_the_least_is_flagged() -> None:
    answer = (
        "Nowon-gu lists a mirror at 2,000 won. Eunpyeong-gu lists sofas at 6,000, 9,000 and "
        "12,000 won. Together that is at least 11,000 won."
    )
    assert flagged(answer, ev(MIRRORS, SOFAS)) == ["11,000 won"]


# -- the addends of a written sum are their own rows --


def test_addends_of_the_cheapest_sum_pass() -> None:
    answer = (
        "관악구 침대는 7,000원/10,000원, 매트리스는 4,000원/6,000원이에요. "
        "제일 싸게 하면 침대 7,000원 + 매트리스 4,000원 = 11,000원이에요."
    )
    assert flagged(answer, ev(BEDS)) == []


def test_addend_not_the_lowest_row_is_flagged() -> None:
    answer = (
        "관악구 침대는 7,000원/10,000원, 매트리스는 4,000원/6,000원이에요. "
        "제일 싸게 하면 침대 10,000원 + 매트리스 4,000원 = 14,000원이에요."
    )
    assert "10,000원" in flagged(answer, ev(BEDS))


def test_addend_of_a_counted_item_passes() -> None:
    answer = (
        "관악구 침대는 7,000원/10,000원, 매트리스는 4,000원/6,000원이에요. "
        "가장 비싸게 잡으면 매트리스 2개 12,000원 + 침대 10,000원 = 22,000원이에요."
    )
    assert flagged(answer, ev(BEDS)) == []


# -- "both" of two items counts the items, not pieces of each --


def test_both_of_two_items_is_no_count_of_pieces() -> None:
    answer = "성동구 책상은 3,000원, 노원구 거울은 2,000원이라 둘 다 버리면 6,000원이에요."
    assert flagged(answer, ev(DESKS, MIRRORS)) == ["6,000원"]


def test_both_of_two_items_summed_passes() -> None:
    answer = "성동구 책상은 3,000원, 노원구 거울은 2,000원이라 둘 다 버리면 5,000원이에요."
    assert flagged(answer, ev(DESKS, MIRRORS)) == []


def test_korean_count_word_of_the_answer_passes() -> None:
    answer = (
        "은평구 소파는 6,000원, 9,000원, 12,000원이에요. 두 개면 가장 싸게 잡아도 12,000원이에요."
    )
    assert flagged(answer, ev(SOFAS)) == []


def test_one_fee_among_others_names_no_item_in_english() -> None:
    answer = "A mattress here is 4,000 won, so two would come to 20,000 won."
    assert flagged(answer, ev(BEDS)) == ["20,000 won"]


# -- a named rate: the total is worked at that row (a total at another rate that is a sum of
# stated amounts passes as that sum: derived_total) --


def test_total_at_the_named_rate_passes() -> None:
    answer = "Sofas are 6,000, 9,000 or 12,000 won. If both fall under the 9,000-won rate, two come to 18,000 won."
    assert flagged(answer, ev(SOFAS)) == []


def test_korean_total_at_the_named_rate_passes() -> None:
    answer = (
        "은평구 소파는 6,000원, 9,000원, 12,000원이에요. 둘 다 6,000원짜리면 합쳐서 12,000원이에요."
    )
    assert flagged(answer, ev(SOFAS)) == []
