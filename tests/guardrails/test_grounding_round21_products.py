"""Round 21 (r21e): an amount worked out as a unit price (or a fee per N units) times a quantity
is right when it is that product for the price of the thing its clause names, whoever stated the
quantity (``guardrails.grounding.products``). The product for another material's price is
flagged; a clause naming no material uses a price only when it is the one price of its unit. The
sentences are new wordings of the class (none is a corpus case)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, price: int) -> dict[str, object]:
    return {"item_name": name, "category": "metal", "form": "압축", "price_per_kg": price,
            "price_text": f"{price:,}원/kg"}  # fmt: skip


def _prices(*rows: dict[str, object]) -> dict[str, object]:
    return {"region": "nationwide", "region_name": "전국", "item_count": len(rows),
            "items": list(rows), "survey_date": "2025-01", "unit": "원/kg",
            "source": "keco-survey-embedded"}  # fmt: skip


CANS = _prices(_row("알루미늄캔", 1200), _row("철캔", 300))
ONE = _prices(_row("구리", 7000))
BLANKETS = {"district": "수영구", "query": "이불", "item_count": 1,
            "items": [{"item_name": "이불류 (5kg 당)", "name": "이불류", "spec": "5kg 당",
                       "fee": 3000, "fee_text": "3,000원", "is_free": False}],
            "source": "bulk-waste-fees"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- 구리: 7,000원/kg\n- 3kg 정도면: 약 21,000원",
        "Copper fetches 7,000 won/kg. Two and a half... say 4 kg would come to 28,000 won.",
        "구리 (압축) = 1kg 7,000원. 그러니까 5kg면 35,000원쯤 돼요.",
    ],
)
def test_one_price_times_a_supposed_quantity_passes(answer: str) -> None:
    assert flagged(answer, ev(ONE)) == []


def test_fee_per_n_units_times_a_quantity_passes() -> None:
    answer = (
        "Suyeong-gu charges 3,000 won per 5 kg of bedding. A duvet of about 15 kg would be "
        "about 9,000 won."
    )
    assert flagged(answer, ev(BLANKETS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "- 알루미늄캔: 1,200원/kg\n- 철캔: 300원/kg\n알루미늄캔 10kg이면 약 12,000원이에요.",
        "- Aluminium cans: 1,200 won/kg\n- Steel cans: 300 won/kg\n20 kg of steel cans is "
        "about 6,000 won.",
        "알루미늄캔은 kg당 1,200원, 철캔은 kg당 300원이에요. 철캔 20kg 가져가시면 약 6,000원이에요.",
    ],
)
def test_the_named_materials_product_passes(answer: str) -> None:
    assert flagged(answer, ev(CANS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 알루미늄캔: 1,200원/kg\n- 철캔: 300원/kg\n철캔 10kg 모으시면 약 12,000원 받아요.",
         "12,000원"),
        ("- Aluminium cans: 1,200 won/kg\n- Steel cans: 300 won/kg\nFor 20 kg of steel cans "
         "you'd get about 24,000 won.", "24,000 won"),
        ("알루미늄캔은 kg당 1,200원, 철캔은 kg당 300원이에요. 철캔 20kg 가져가시면 약 24,000원이에요.",
         "24,000원"),
    ],
)  # fmt: skip
def test_another_materials_product_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(CANS))


def test_a_difference_of_prices_is_no_rate() -> None:
    answer = (
        "- 알루미늄캔: 1,200원/kg\n- 철캔: 300원/kg\n알루미늄캔이 kg당 900원 더 비싸요. "
        "알루미늄캔 10kg이면 12,000원이에요."
    )
    assert flagged(answer, ev(CANS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 알루미늄캔: 1,200원/kg\n- 철캔: 300원/kg\n철캔 10kg이면 3,000원, 알루미늄캔 5kg이면 "
         "1,500원이에요.", "1,500원"),
        ("- Aluminium cans: 1,200 won/kg\n- Steel cans: 300 won/kg\nFor steel cans, 10 kg is "
         "3,000 won and 5 kg is 6,000 won.", "6,000 won"),
    ],
)  # fmt: skip
def test_the_clause_or_else_its_sentence_names_the_material(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(CANS))
