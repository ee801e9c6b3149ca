"""Round 39 (r39d): fabricated comparisons of prices that passed (prod_holdout27, already scored).

One reading, extended where it lives (:mod:`.orders`, with its words in :mod:`.degree_words`):

- A comparison says the unit both prices are per and a particle after 보다 without changing
  what it compares: ``골판지가 PS(압축)보다는 kg당 더 비싸지만`` is ``골판지가 PS(압축)보다 비싸``,
  ``worth more per kilo than`` is ``worth more than`` (``worth more`` / ``worth less`` are read as
  ``pays more`` / ``pays less``). A name written with its form in brackets (``PS(압축)``) is the
  other side, and the bracket no longer makes a Korean comparison read as English. The order is
  checked against the tool outputs: the wrong way round is flagged, the right way passes.

And one count (:mod:`.count_statements`): a count said of the data's fee rows (``The fee dataset
lists four fee levels for a bookcase``, ``the fee table has four prices``, ``the data lists 6
fees``) is a ``count`` claim, checked against the lengths of the outputs' lists like the data's
items: four over five rows is flagged, five passes.
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


def _fees(item: str, district: str, fees: list[int]) -> dict[str, object]:
    rows = [{"item_name": item, "name": item, "spec": None, "category": "가구류", "fee": f,
             "fee_text": f"{f:,}원", "is_free": False} for f in fees]  # fmt: skip
    return {"district": district, "full_name": f"서울특별시 {district}", "item_count": len(rows),
            "items": rows, "source": "bulk-waste-fees", "as_of": "2024-08-28"}  # fmt: skip


_BOOKCASE = ("책장/책꽂이", "노원구", [2000, 4000, 6000, 8000, 10000])
_DESK = ("책상", "마포구", [3000, 5000, 8000])


@pytest.mark.parametrize(
    ("rows", "answer", "wrong"),
    [
        (_BOOKCASE, "The fee dataset (reference date 2024-08-28) lists four fee levels for a "
         "bookcase (책장/책꽂이) in Nowon-gu (노원구): the lowest is 2,000 won and the highest "
         "10,000 won.", "four fee levels"),  # the case's shape
        (_BOOKCASE, "The fee table has four prices for a bookcase, from 2,000 to 10,000 won.",
         "four prices"),
        (_DESK, "The data lists 4 fees for a desk in Mapo-gu, from 3,000 won.", "4 fees"),
    ],
)  # fmt: skip
def test_a_wrong_count_of_fee_rows_is_flagged(
    rows: tuple[str, str, list[int]], answer: str, wrong: str
) -> None:
    verdict = check(answer, ev(_fees(*rows)))
    assert not verdict.grounded
    assert wrong in [c.text for c in verdict.unsupported]


@pytest.mark.parametrize(
    ("rows", "answer"),
    [
        (_BOOKCASE, "The fee dataset (reference date 2024-08-28) lists five fee levels for a "
         "bookcase (책장/책꽂이) in Nowon-gu (노원구): the lowest is 2,000 won and the highest "
         "10,000 won."),
        (_BOOKCASE, "The fee table has five prices for a bookcase, from 2,000 to 10,000 won."),
        (_DESK, "The data lists 3 fees for a desk in Mapo-gu, from 3,000 won."),
    ],
)  # fmt: skip
def test_the_right_count_of_fee_rows_passes(rows: tuple[str, str, list[int]], answer: str) -> None:
    assert flagged(answer, ev(_fees(*rows))) == []
