"""Round 38 (r38b): faithful answers flagged on figures they work out (prod_holdout27 and
prod_holdout28, already scored).

Two readings, each extended where it lives:

- A bare ``킬로`` / ``키로`` (not ``킬로미터``) is read as km and also as kg
  (:func:`.quantities.kilos_in_kg`, the one source :mod:`.match` and :mod:`.textfacts` now use).
  A quantity the answer supposes with it ("5키로면: 6,000원쯤", "박스 100키로믄 8천 원쯤") is the
  example of a working against a price per kg, no distance claim (:func:`.stated_quantities.supposed`),
  and the dialect's ``믄`` is read as the supposition's ``면`` (there and in :mod:`.worked`'s
  working words). A product that does not come out (5 kg at 1,200원 as 7,000원) stays flagged,
  and so does a 키로 said as a distance the outputs do not give.
- An amount on a per-ton scale ("For one tonne of each, that's 120,000 won for newspaper versus
  80,000 won for cardboard") is read per kg (:func:`.conversions.per_kg`): the walk back along a
  list of prices stops at a sentence end (the sentence before's "40 won/kg" no longer makes it a
  price per kg), and ``versus`` / ``vs`` join a list like a comma. A wrong or swapped amount
  stays flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices


def _cans() -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": "알루미늄캔", "item_count": 1,
        "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
                   "price_per_kg": 1200, "price_text": "1,200원/kg"}],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "알루미늄캔 전국 평균 시세는 kg당 1,200원이에요.\n- 알루미늄캔: kg당 1,200원\n"
        "- 5키로면: 6,000원쯤\n고물상마다 조금 다를 수 있어요.",  # the case's shape
        "알루미늄캔은 kg당 1,200원이라 10킬로면 12,000원 정도예요.",  # 킬로, another quantity
        "캔은 키로에 1,200원이니께 3키로믄 3,600원쯤 되겄네유.",  # dialect 믄
    ],
)
def test_supposed_kilos_are_a_working_weight(answer: str) -> None:
    assert check(answer, ev(_cans())).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("알루미늄캔 kg당 1,200원이에요.\n- 5키로면: 7,000원쯤", "7,000원"),
        ("알루미늄캔은 kg당 1,200원이라 10킬로면 15,000원 정도예요.", "15,000원"),
        ("캔은 키로에 1,200원이니께 3키로믄 4,200원쯤 되겄네유.", "4,200원"),
    ],
)
def test_a_product_that_does_not_come_out_stays_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_cans()))


@pytest.mark.parametrize(
    "answer",
    [
        "- 신문지: 키로에 120원 · 압축\n- 골판지(박스): 키로에 80원 · 압축\n"
        "박스 100키로믄 8천 원쯤 되겄네유.",  # the case's shape
        "골판지는 kg당 80원이라 박스 50키로면 4,000원 정도예요.",
        "신문지는 키로에 120원이니 20키로면 2,400원쯤 받겠어요.",
    ],
)
def test_dialect_supposition_of_kilos_passes(answer: str) -> None:
    assert check(answer, ev(paper_prices())).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("골판지: 키로에 80원\n박스 100키로믄 9천 원쯤 되겄네유.", "9천 원"),
        ("신문지는 키로에 120원이니 20키로면 3,000원쯤 받겠어요.", "3,000원"),
    ],
)
def test_a_wrong_worked_amount_on_kilos_stays_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(paper_prices()))


def test_kilos_as_a_distance_stay_a_claim() -> None:
    """No working after it: 5키로 is a distance the outputs do not give."""
    assert "5키로" in flagged(
        "골판지는 kg당 80원이고, 가까운 고물상은 5키로 거리예요.", ev(paper_prices())
    )


# A per-ton scale read before an amount ("For one tonne of each, that's 120,000 won …") is not
# cut off by a price of the sentence before, and an amount set against it ("… versus 80,000 won")
# is on the same scale (:func:`.conversions.per_kg`).
_LEAD = "Newspaper 120 won/kg, cardboard 80 won/kg. That's a 40 won/kg difference. "


@pytest.mark.parametrize(
    "answer",
    [
        _LEAD + "For one tonne of each, that's 120,000 won for newspaper versus 80,000 won for "
        "cardboard.",  # the case's shape
        _LEAD + "Per tonne, that's 120,000 won for newspaper vs 80,000 won for cardboard.",
        "신문지 kg당 120원, 골판지 80원이라 40원 차이예요. 톤당으로 치면, 신문지 12만 원 vs 골판지 8만 원이에요.",
    ],
)
def test_amounts_on_a_per_ton_scale_after_a_sentence_with_prices(answer: str) -> None:
    assert check(answer, ev(paper_prices())).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_LEAD + "For one tonne of each, that's 120,000 won for newspaper versus 90,000 won for "
         "cardboard.", "90,000 won"),
        (_LEAD + "Per tonne, that's 80,000 won for newspaper vs 120,000 won for cardboard.",
         "80,000 won"),
    ],
)  # fmt: skip
def test_a_wrong_per_ton_amount_stays_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(paper_prices()))
