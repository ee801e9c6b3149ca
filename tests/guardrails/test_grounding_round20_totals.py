"""Round 20 (r20a): a total over alternative fee rows is one row (or as many as the sentence's
quantity) per item the answer names — any combination, and the least or the greatest one when its
words say so. Each table: faithful totals in Korean and English, and altered ones that stay
flagged."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _rows(district: str, query: str, rows: list[tuple[str, int]]) -> dict:
    return {
        "district": district,
        "query": query,
        "item_count": len(rows),
        "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
                   "fee_text": f"{fee:,}원", "is_free": False} for name, fee in rows],
        "source": "bulk-waste-fees",
        "covered": True,
        "as_of": "2025-08-21",
    }  # fmt: skip


BEDS = _rows("증평군", "침대", [("돌침대", 15000), ("돌침대", 20000), ("침대(1인용)", 2000),
                                ("침대(1인용)", 3000), ("침대(1인용)", 5000), ("침대(1인용)", 10000),
                                ("침대(2인용)", 3000), ("침대(2인용)", 4000), ("침대(2인용)", 8000),
                                ("침대(2인용)", 15000)])  # fmt: skip
DESKS = _rows("하동군", "책상", [("책상", 4000), ("책상", 5000)])
BIKES = _rows("여주시", "자전거", [("자전거", 2000), ("자전거", 3000), ("헬스자전거", 10000)])

_KO_BEDS = (
    "1인용 침대는 2,000원, 3,000원, 5,000원, 10,000원이고, 돌침대는 15,000원이나 20,000원이에요. "
)
_EN_BEDS = ("In 증평군 a 1인용 침대 is 2,000, 3,000, 5,000 or 10,000 won; a 돌침대 is 15,000 or "
            "20,000 won. ")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_KO_BEDS + "둘 다 버리면 제일 싸게 잡아도 17,000원, 비싸게 잡으면 30,000원이에요.", []),
        (_KO_BEDS + "두 개 합치면 최소 17,000원, 최대 30,000원이에요.", []),
        (_KO_BEDS + "둘 다 버리면 17,000원~30,000원 사이예요.", []),
        (_KO_BEDS + "두 개 합치면 최소 17,000원, 최대 32,000원이에요.", ["32,000원"]),
        # a sum of one row each, but not the least
        (_KO_BEDS + "두 개 합치면 최소 18,000원이에요.", ["18,000원"]),
        (_KO_BEDS + "둘 다 버리면 17,000원~35,000원 사이예요.", ["35,000원"]),
        (_EN_BEDS + "Both together come to between 17,000 and 30,000 won.", []),
        (_EN_BEDS + "Both together would cost at least 17,000 won and at most 30,000 won.", []),
        (_EN_BEDS + "Both together would cost at most 31,000 won.", ["31,000 won"]),
    ],
)  # fmt: skip
def test_the_least_and_greatest_sum_of_one_row_per_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # as many rows as the sentence's quantity, the same row twice too
        ("하동군 책상은 4,000원과 5,000원 두 가지예요. 두 개라면 둘 다 낮은 요율일 때 8,000원, "
         "둘 다 높은 요율일 때 10,000원입니다.", []),
        ("하동군 책상은 4,000원 또는 5,000원이에요. 두 개면 하나씩이면 9,000원이에요.", []),
        ("하동군 책상은 4,000원 또는 5,000원이에요. 두 개라면 합계 최대 11,000원입니다.",
         ["11,000원"]),
        ("Hadong lists a desk (책상) at 4,000 or 5,000 won, so two desks total 8,000 to 10,000 won.",
         []),
        ("Hadong lists a desk (책상) at 4,000 or 5,000 won, so two desks total at most 11,000 won.",
         ["11,000 won"]),
    ],
)  # fmt: skip
def test_a_quantity_of_one_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DESKS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 자전거: 2,000원 또는 3,000원\n- 헬스자전거: 10,000원\n- 둘 다 버리시면 12,000원~13,000원이에요.",
         []),
        ("- 자전거: 2,000원 또는 3,000원\n- 헬스자전거: 10,000원\n- 둘 다 버리시면 12,000원~14,000원이에요.",
         ["14,000원"]),
    ],
)  # fmt: skip
def test_two_items_of_one_list(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BIKES)) == wrong
