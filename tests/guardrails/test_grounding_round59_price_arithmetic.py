"""Round 59 (r59a): worked price arithmetic in faithful answers (prod_holdout59/60).

- A weight in Sino-Korean numbers with a place word (``백 킬로``, ``삼십 킬로``) or in digits joined to
  its unit by a hyphen (``a 10-tonne clear lot``) is the quantity of the product worked for it
  (:mod:`.spelled_weights`; g78h3-0032, g78h3-0050, g78h2-0058).
- A quantity with a thousands comma before ``×`` is read whole (``10,000 kg × 650 KRW``: 10,000, not
  000), and the words after the product a price works out name that price's item too (``= 6,500,000
  KRW for flake``) (:mod:`.arithmetic`, :mod:`.row_windows`, :mod:`.marked_rows`; g77h2-0043).
- ``N times the X price``: the compared side is the one after ``the``; a later ``than`` is another
  comparison's (:mod:`.times`; g78h2-0002).
- A list member glossed by its own bracket as an item (``페트병(PET 압축)``) is that item
  (:mod:`.listed_items`; g78h3-0050).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"


# --- Sino-Korean weights ----------------------------------------------------------------------

_NEWS = "신문지(압축) 전국 평균은 120원/kg이에요. "


def test_a_hundred_kilos_in_sino_korean_passes() -> None:
    assert case_flags(_H60, "g78h3-0032") == []


@pytest.mark.parametrize(
    "worked", ["이백 킬로면 약 이만 사천 원이에요.", "삼십 킬로면 약 삼천육백 원이에요."]
)
def test_other_sino_korean_weights_pass(worked: str) -> None:
    assert case_flags(_H60, "g78h3-0032", _NEWS + worked) == []


@pytest.mark.parametrize(
    ("worked", "flagged"),
    [
        ("백 킬로면 약 만 오천 원이에요.", "만 오천 원"),
        ("삼십 킬로면 약 만 이천 원이에요.", "만 이천 원"),
    ],
)
def test_a_wrong_product_for_a_sino_korean_weight_is_caught(worked: str, flagged: str) -> None:
    assert case_flags(_H60, "g78h3-0032", _NEWS + worked) == [("money", flagged)]


# --- a Korean goods word glossed by the row's name, thirty kilos ---------------------------------

_REST = "\n2. PET 플레이크: 650원/kg\n3. PE 플레이크: 450원/kg"


def test_pet_bottles_glossed_as_the_pet_row_and_thirty_kilos_pass() -> None:
    assert case_flags(_H60, "g78h3-0050") == []


def test_thirty_kilos_at_the_flake_price_is_caught() -> None:
    answer = "1. 페트병(PET 압축): 350원/kg → 삼십 킬로면 약 만 구천오백 원" + _REST
    assert case_flags(_H60, "g78h3-0050", answer) == [("money", "만 구천오백 원")]


def test_a_member_glossed_as_no_item_is_still_caught() -> None:
    answer = "1. 페트병(PET 압축): 350원/kg\n2. 우유팩(종이팩): 300원/kg" + _REST.replace(
        "2.", "3.", 1
    )
    assert ("condition", "우유팩") in case_flags(_H60, "g78h3-0050", answer)


# --- a hyphenated weight -----------------------------------------------------------------------

_GLASS = (
    "Yes. KECO national averages for cullet (January 2025): clear/white glass 45 won/kg, brown 40 "
    "won/kg, blue-green 35 won/kg. Clear glass is the most valuable, 10 won/kg above green. "
)


def test_a_ten_tonne_lot_passes() -> None:
    assert case_flags(_H60, "g78h2-0058") == []
    assert (
        case_flags(_H60, "g78h2-0058", _GLASS + "A 2-tonne brown lot would be about 80,000 won.")
        == []
    )


def test_a_ten_tonne_lot_at_another_colours_price_is_caught() -> None:
    answer = _GLASS + "A 10-tonne brown lot would be about 450,000 won."
    assert case_flags(_H60, "g78h2-0058", answer) == [("money", "450,000 won")]


def test_a_wrong_ten_tonne_lot_is_caught() -> None:
    answer = _GLASS + "A 10-tonne clear lot would be about 500,000 won."
    assert case_flags(_H60, "g78h2-0058", answer) == [("money", "500,000 won")]


# --- 10,000 kg × a price = a product for a named form --------------------------------------------

_LOTS = (
    "Using the January 2025 national averages: 10,000 kg × 350 KRW = 3,500,000 KRW for baled PET, "
)


def test_two_worked_lots_and_their_difference_pass() -> None:
    assert case_flags(_H59, "g77h2-0043") == []
    answer = (
        _LOTS + "versus 10,000 kg × 650 KRW = 6,500,000 KRW for flakes. A saving of 3,000,000 KRW."
    )
    assert case_flags(_H59, "g77h2-0043", answer) == []


def test_the_same_lots_in_korean_pass() -> None:
    answer = "1월 전국 평균으로 10,000kg × 350원 = 3,500,000원(압축 PET), 10,000kg × 650원 = 6,500,000원(플레이크)이에요."
    assert case_flags(_H59, "g77h2-0043", answer) == []


def test_a_product_that_does_not_come_out_is_caught() -> None:
    answer = _LOTS + "versus 10,000 kg × 650 KRW = 6,000,000 KRW for flake."
    assert case_flags(_H59, "g77h2-0043", answer) == [("money", "6,000,000 KRW")]


def test_a_fee_with_a_thousands_comma_before_its_mark_is_read_whole() -> None:
    # "10,000원(1000L 이상)": the comma inside 10,000 ends no clause, so the mark after it is read
    assert ("money", "10,000원") not in case_flags("prod_holdout17.jsonl", "g31h2-0031")


# --- N times the X price ---------------------------------------------------------------------------

_METALS = "Ferrous scrap (철스크랩) is 280 won/kg, steel cans 180 won/kg, and aluminium cans 1,200 won/kg. "


def test_a_ratio_to_the_price_after_the_passes() -> None:
    assert case_flags(_H60, "g78h2-0002") == []
    for said in (
        "Aluminium cans fetch about 6.7 times the price of steel cans, and 920 won/kg more than ferrous scrap.",
        "Aluminium cans fetch about 4.3 times the ferrous scrap price, and 1,020 won/kg more than steel cans.",
    ):
        assert case_flags(_H60, "g78h2-0002", _METALS + said) == []


@pytest.mark.parametrize(
    ("said", "flagged"),
    [
        ("Aluminium cans fetch about 5 times the steel-can price and 920 won/kg more than ferrous scrap.",
         "about 5 times"),
        ("Aluminium cans fetch about 4.3 times the steel-can price (1,200 ÷ 180) and 920 won/kg more than "
         "ferrous scrap.", "about 4.3 times"),
        ("Aluminium cans fetch about 6.7 times the price of ferrous scrap, and 1,020 won/kg more than steel "
         "cans.", "about 6.7 times"),
    ],
)  # fmt: skip
def test_a_ratio_the_side_after_the_does_not_give_is_caught(said: str, flagged: str) -> None:
    assert case_flags(_H60, "g78h2-0002", _METALS + said) == [("condition", flagged)]
