"""Round 56 (r56a): price comparisons and ratios the outputs do not bear out (prod_holdout53/54).

- Two groups of rows compared as wholes (``종이류가 플라스틱보다 대체로 비싸니``): the mean and the
  median of S both on the wrong side of T's: :mod:`.orders` (g71h1-0059).
- A comparison whose other side is a material no output prices (``신문지보다 비싸게 쳐줘`` over a
  골판지 row alone): :mod:`.unpriced_sides` (g72h0-0071).
- A ratio with its compared side right after ``times`` (``Aluminium is five times HDPE`` where
  1,200 over 200 is six): :mod:`.times` (g72h2-0094).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

# --- two groups compared as wholes ---------------------------------------------------------------

_PAPER = (
    "전국 평균 시세예요 (2025-01).\n- 신문지: 120원/kg\n- 골판지: 80원/kg\n- PET(압축): 350원/kg\n"
)


def test_paper_said_pricier_than_plastic_is_caught() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h1-0059") == [
        ("superlative", "종이류가 플라스틱보다 대체로 비싸")
    ]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (_PAPER + "종이류가 플라스틱보다 비싸요.", "종이류가 플라스틱보다 비싸"),
        (
            _PAPER + "Paper generally pays more than plastic.",
            "Paper generally pays more than plastic",
        ),
    ],
)
def test_the_same_wrong_order_in_other_words(answer: str, text: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h1-0059", answer) == [("superlative", text)]


@pytest.mark.parametrize(
    "answer",
    [
        _PAPER + "플라스틱류가 종이류보다 대체로 비싸니 PET부터 따로 모아두세요.",
        _PAPER + "종이류는 플라스틱보다 보통 더 싸요.",
        _PAPER + "Plastic generally pays more than paper.",
    ],
)
def test_the_true_order_of_the_groups_passes(answer: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h1-0059", answer) == []


# --- the other side priced by no output ---------------------------------------------------------


def test_newspaper_no_output_prices_is_caught() -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h0-0071") == [("condition", "신문지보다 비싸")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("Cardboard is 80 won/kg, so it pays more than newspaper.", "pays more than newspaper"),
        ("골판지는 kg당 80원이고 PET보다 싸요.", "PET보다 싸요"),
    ],
)
def test_other_unpriced_sides_are_caught(answer: str, text: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h0-0071", answer) == [("condition", text)]


@pytest.mark.parametrize(
    "answer",
    [
        "골판지는 kg당 80원이야. 박스보다 비싸게 쳐줘!",  # 박스 is 골판지's own spelling
        "골판지는 kg당 80원이야. 신문지보다 비싼지는 자료에 없어.",  # asked, not said
        "골판지는 kg당 80원이야. 부산보다 비싸게 쳐줘.",  # a place: no material
    ],
)
def test_sides_that_are_not_unpriced_materials_pass(answer: str) -> None:
    assert [k for k, _ in case_flags("prod_holdout54.jsonl", "g72h0-0071", answer)] == []


# --- a ratio with its compared side right after "times" -----------------------------------------

_METALS = (
    "National averages (January 2025): baled HDPE 200 won/kg, PE flake 450 won/kg, "
    "aluminium cans 1,200 won/kg. "
)


def test_five_times_where_it_is_six_is_caught() -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0094") == [("condition", "five times HDPE")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (
            _METALS + "Aluminium cans fetch about five times baled HDPE.",
            "about five times baled HDPE",
        ),
        (
            _METALS + "Aluminium is six times HDPE, and PE flake is three times HDPE.",
            "three times HDPE",
        ),
    ],
)
def test_other_wrong_ratios_are_caught(answer: str, text: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0094", answer) == [("condition", text)]


@pytest.mark.parametrize(
    "answer",
    [
        _METALS + "Aluminium is six times HDPE, and PE flake is 2.25 times HDPE.",
        _METALS + "Aluminium cans fetch six times baled HDPE. Pickup is three times a week.",
    ],
)
def test_true_ratios_and_counts_of_events_pass(answer: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0094", answer) == []


def test_a_ratio_after_a_list_of_amounts_keeps_its_reading() -> None:
    # "1,200 won, newspaper 120 won and … 80 won — so cans are worth ten times as much as newspaper":
    # the clause break inside the list is no subject's (only the side said right after "times" is)
    assert case_flags("prod_holdout21.jsonl", "g36h0-0031") == []
