"""Round 41 (r41d): wrong totals that passed (prod_holdout27 and prod_holdout30, already scored).

Two readings, each extended in the module that owns it:

- An item a total said to be the least or the most adds is named by the one fee of it stated
  where no other item holds that fee (:func:`.alternatives.own_fees`, read by
  :func:`.row_totals._named` for :func:`.row_totals.bound_total_why`): "양평군 냉장고는 최저 5,000원, 부산 서구 TV는 최저 3,000원 … 둘 다
  lowest fee로 해도 합쳐서 9,000원" over ``(김치)냉장고`` and ``가전제품 텔레비젼`` rows, where the answer
  writes neither 김치 nor 텔레비젼: 5,000원 is that fridge's alone and 3,000원 that TV's, so the
  total adds both items and, said of the lowest fees, must be 8,000원 (9,000원 is a fridge row, and
  5,000 + 4,000, but not the least sum). A fee two items hold names neither this way.
- A quantity split in equal shares between the materials its clause names (:mod:`.shares`: ``half
  … half``, ``반반``, ``반은 … 반은``, ``evenly``): "If your 200 kg were half newspaper and half
  cardboard, you'd get about 24,000 won" is 200 kg all at newspaper's price; the figure must be
  100 × 120 + 100 × 80 = 20,000. Read by :mod:`.products` (the clause's named rates) and
  :mod:`.material_sums` (the materials beside the quantity), and no working elsewhere clears it
  (:data:`.products.HELD`). Without a share word the plain product still holds ("200 kg of
  newspaper would be about 24,000 won").
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.alternatives import own_fees
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, paper_prices


def _fees(district: str, query: str, item: str, *fees: int) -> dict[str, object]:
    return {
        "district": district, "query": query, "item_count": len(fees),
        "items": fee_rows(item, *fees, category="가전제품류"), "source": "bulk-waste-fees",
        "covered": True,
    }  # fmt: skip


_FRIDGE_TV = ev(
    _fees("양평군", "냉장고", "(김치)냉장고", 5000, 7000, 9000, 15000),
    _fees("부산 서구", "텔레비전", "가전제품 텔레비젼", 3000, 4000, 10000),
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g48h0-0013's shape
        ("양평군 냉장고는 최저 5,000원, 부산 서구 TV는 최저 3,000원이에요. 둘 다 lowest fee로 해도 "
         "합쳐서 9,000원이에요.", "9,000원"),
        ("The fridge in Yangpyeong starts at 5,000 won and the TV in Busan Seo-gu at 3,000 won. At "
         "the lowest fees, both together come to 9,000 won.", "9,000 won"),
        ("냉장고 최저 5,000원, TV 최저 3,000원이니 둘 다 제일 싸게 내도 총 12,000원이에요.",
         "12,000원"),
        ("냉장고는 최고 15,000원, TV는 최고 10,000원이라 둘 다 제일 비싸게 잡으면 합쳐서 19,000원이에요.",
         "19,000원"),
    ],
)  # fmt: skip
def test_a_total_over_items_named_by_their_own_fees_is_held_to_its_bound(
    answer: str, wrong: str
) -> None:
    v = check(answer, _FRIDGE_TV)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "total of the rows of the items it adds" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "양평군 냉장고는 최저 5,000원, 부산 서구 TV는 최저 3,000원이에요. 둘 다 lowest fee로 해도 "
        "합쳐서 8,000원이에요.",
        "The fridge in Yangpyeong starts at 5,000 won and the TV in Busan Seo-gu at 3,000 won. At "
        "the lowest fees, both together come to 8,000 won.",
        "냉장고는 최고 15,000원, TV는 최고 10,000원이라 둘 다 제일 비싸게 잡으면 합쳐서 25,000원이에요.",
    ],
)  # fmt: skip
def test_the_right_bounded_total_passes(answer: str) -> None:
    assert flagged(answer, _FRIDGE_TV) == []


def test_a_fee_two_items_hold_names_neither() -> None:
    """3,000원 is both districts' TV fee: it names no one item, so no total is read over it."""
    both = ev(
        _fees("부산 서구", "텔레비전", "가전제품 텔레비젼", 3000, 4000),
        _fees("영덕군", "텔레비전", "텔레비전", 3000, 6000),
    )
    assert 3000.0 not in own_fees(both.sources)
    assert {4000.0, 6000.0} <= own_fees(both.sources)


_PAPER = ev(paper_prices())


@pytest.mark.parametrize(
    ("answer", "wrong", "worth"),
    [
        # g45h1-0054's shape, then other wording, languages and values
        ("National average waste paper prices:\n- Newspaper, baled: 120 won/kg\n- Cardboard, "
         "baled: 80 won/kg\nIf your 200 kg were half newspaper and half cardboard, you'd get "
         "about 24,000 won.", "24,000 won", "20,000"),
        ("신문지 120원/kg, 골판지 80원/kg이에요. 100kg을 신문지와 골판지 반반으로 내면 약 12,000원 "
         "받아요.", "12,000원", "10,000"),
        ("신문지 120원/kg, 골판지 80원/kg이에요. 50kg 중 반은 신문지, 반은 골판지면 6,000원이에요.",
         "6,000원", "5,000"),
        ("Newspaper 120 won/kg, cardboard 80 won/kg. Split 300 kg evenly between newspaper and "
         "cardboard and it comes to 36,000 won.", "36,000 won", "30,000"),
    ],
)  # fmt: skip
def test_a_quantity_in_equal_shares_is_each_share_at_its_price(
    answer: str, wrong: str, worth: str
) -> None:
    v = check(answer, _PAPER)
    assert not v.grounded
    hit = next(c for c in v.unsupported if c.text == wrong)
    assert "equal shares" in (hit.why or "") and worth in (hit.why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "National average waste paper prices:\n- Newspaper, baled: 120 won/kg\n- Cardboard, "
        "baled: 80 won/kg\nIf your 200 kg were half newspaper and half cardboard, you'd get "
        "about 20,000 won.",
        "신문지 120원/kg, 골판지 80원/kg이에요. 100kg을 신문지와 골판지 반반으로 내면 약 10,000원 받아요.",
        "신문지 120원/kg, 골판지 80원/kg이에요. 50kg 중 반은 신문지, 반은 골판지면 5,000원이에요.",
        "Newspaper 120 won/kg, cardboard 80 won/kg. Split 300 kg evenly between newspaper and "
        "cardboard and it comes to 30,000 won.",
        # no share word: the whole quantity at the one material's price
        "Newspaper 120 won/kg, cardboard 80 won/kg. 200 kg of newspaper would be about 24,000 won.",
    ],
)  # fmt: skip
def test_the_right_split_and_a_plain_product_pass(answer: str) -> None:
    assert flagged(answer, _PAPER) == []


def test_an_unbounded_total_is_still_held_to_its_stated_terms() -> None:
    """No bound word: a fee only one item holds names no item, so a wrong term still fails the
    total (the bikes' 4,000 and 2,000 make 6,000, but the answer's terms are 4,000 and 9,000)."""
    bikes = ev(
        {"district": "서구", "items": [
            {"item_name": "자전거", "spec": "성인용", "fee": 4000},
            {"item_name": "자전거", "spec": "어린이용", "fee": 2000},
            {"item_name": "유모차", "spec": "전체", "fee": 3000}]}
    )  # fmt: skip
    wrong = "성인용 자전거 4천원, 어린이 자전거 9,000원이라 두 대 같이 내놓으시면 총 6천원이에요."
    assert flagged(wrong, bikes) == ["6천원"]
    right = "성인용 자전거 4천원, 어린이 자전거 2천원이라 두 대 같이 내놓으시면 총 6천원이에요."
    assert flagged(right, bikes) == []
