"""Round 39 (r39d): fabricated comparisons of prices that passed (prod_holdout27, already scored).

One reading, extended where it lives (:mod:`.orders`, with its words in :mod:`.degree_words`):

- A comparison says the unit both prices are per and a particle after 보다 without changing
  what it compares: ``골판지가 PS(압축)보다는 kg당 더 비싸지만`` is ``골판지가 PS(압축)보다 비싸``,
  ``worth more per kilo than`` is ``worth more than`` (``worth more`` / ``worth less`` are read as
  ``pays more`` / ``pays less``). A name written with its form in brackets (``PS(압축)``) is the
  other side, and the bracket no longer makes a Korean comparison read as English. The order is
  checked against the tool outputs: the wrong way round is flagged, the right way passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices, plastic_row


def _plastics() -> dict[str, object]:
    rows = [
        plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
        plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
        plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("ABS", "압축", 280),
        plastic_row("PVC", "압축", 80),
    ]  # fmt: skip
    return {"region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": len(rows),
            "items": rows, "survey_date": "2025-01", "unit": "원/kg", "as_of": "2025-01"}  # fmt: skip


def _evidence() -> object:
    return ev(_plastics(), paper_prices())


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the case's shape: cardboard 80 is below PS 100, said above it in a concessive clause
        ("전국 평균 기준으로 골판지(압축)는 kg당 80원이에요. 플라스틱은 PET 압축 350원, PS 100원 "
         "정도예요. 골판지가 PS(압축)보다는 kg당 더 비싸지만 PET에 비하면 한참 낮아요.",
         "골판지가 PS(압축)보다는 kg당 더 비싸"),
        # another particle, another unit word, another pair (newspaper 120 below PP 180)
        ("신문지는 PP(압축)보다야 킬로당 훨씬 비싸죠.", "신문지는 PP(압축)보다야 킬로당 훨씬 비싸"),
        # English, the unit after the comparison word
        ("Cardboard is worth more per kilo than PS.", "Cardboard is worth more per kilo than PS"),
        ("Newspaper is cheaper by weight than cardboard.",
         "Newspaper is cheaper by weight than cardboard"),
    ],
)  # fmt: skip
def test_a_comparison_the_wrong_way_round_is_flagged(answer: str, wrong: str) -> None:
    verdict = check(answer, _evidence())
    assert not verdict.grounded
    assert [c.text.strip() for c in verdict.unsupported] == [wrong]
    # (with the prices stated, :mod:`.ordinal` reads the sentence first and says why its way)
    assert verdict.unsupported[0].why.startswith(("the order is the other way", "not the most"))


@pytest.mark.parametrize(
    "answer",
    [
        "전국 평균 기준으로 골판지(압축)는 kg당 80원이에요. 플라스틱은 PET 압축 350원, PS 100원 "
        "정도예요. 골판지가 PS(압축)보다는 kg당 더 싸고 PET에 비하면 한참 낮아요.",
        "신문지는 PP(압축)보다야 킬로당 훨씬 싸죠.",
        "Cardboard is worth less per kilo than PS.",
        "Cardboard fetches less per kilo than PS.",
        "Newspaper is dearer by weight than cardboard.",
        "PET는 PS(압축)보다는 kg당 더 비싸요.",
    ],
)
def test_the_right_way_round_passes(answer: str) -> None:
    assert flagged(answer, _evidence()) == []
