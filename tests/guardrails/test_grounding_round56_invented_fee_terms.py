"""Round 56 (r56c): invented fee conditions and payment ways (prod_holdout53/54).

- A half fee (``절반 요금``, ``half the fee``) said under a condition of the answer's own, with no
  amount or comparison in its sentence, is a rule the tools do not give, though two stated rows
  are one the double of the other: :mod:`.times` (g71h2-0028).
- A means of paying in a Korean reason clause (``계좌이체로도 낼 수 있어서 군청까지 안 가셔도
  돼요``): the negation after the clause's end is not the means': :mod:`.venues` (g71h2-0035).
- ``township office``, ``myeon office``, ``eup office`` are the 읍·면사무소 channel: a sticker bought
  there where no output speaks of buying or paying is invented: :mod:`.channels` (g72h3-0062).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

# --- a half fee under the answer's own condition --------------------------------------------------

_WARDROBE = "무주군 장롱 수수료는 11,000원과 22,000원 두 가지예요. "


def test_the_half_fee_for_doors_taken_off_is_caught() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0028") == [("condition", "절반 요금")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "Muju lists a wardrobe at 11,000 or 22,000 won. If you take the doors off, they charge "
            "half the fee.",
            "half the fee",
        ),
        (_WARDROBE + "문짝을 떼서 내놓으면 절반 수수료만 받아요.", "절반 수수료"),
    ],
)
def test_a_half_fee_rule_in_other_words_is_caught(answer: str, span: str) -> None:
    assert ("condition", span) in case_flags("prod_holdout53.jsonl", "g71h2-0028", answer)


@pytest.mark.parametrize(
    "answer",
    [
        _WARDROBE + "11,000원은 22,000원의 절반 요금이에요.",
        "Muju lists a wardrobe at 11,000 or 22,000 won; the lower fee is half the higher one.",
        _WARDROBE + "작은 장롱이면 절반 요금인 11,000원일 수 있어요.",
    ],
)
def test_a_half_between_the_stated_rows_passes(answer: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0028", answer) == []


# --- a means of paying in a reason clause -------------------------------------------------------

_PRAM = "무주군 유모차 수수료는 2,200원이에요. "


def test_the_transfer_is_caught() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0035") == [("condition", "계좌이체")]


def test_card_in_a_reason_clause_is_caught() -> None:  # the negation is the consequence's
    answer = _PRAM + "수수료는 카드로도 낼 수 있어서 군청에 안 가셔도 돼요."
    assert ("condition", "카드") in case_flags("prod_holdout53.jsonl", "g71h2-0035", answer)


@pytest.mark.parametrize(
    "answer",
    [
        _PRAM + "계좌이체로 낼 수 있는지는 자료에 없어서 군청에 물어보세요.",
        _PRAM + "납부 방법은 나와 있지 않아서 계좌이체가 되는지 군청에 확인해 보세요.",
    ],
)
def test_an_asked_means_passes(answer: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0035", answer) == []


# --- the township office as a place to buy a sticker -------------------------------------------


def test_the_sticker_from_the_township_office_is_caught() -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h3-0062") == [("condition", "township office")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "1. Register the item with the contracted collection company.\n"
            "2. Buy a sticker at the myeon office and attach it.",
            "myeon office",
        ),
        ("Stickers can be bought at any township office or convenience store.", "township office"),
    ],
)
def test_other_offices_to_buy_at_are_caught(answer: str, span: str) -> None:
    assert ("condition", span) in case_flags("prod_holdout54.jsonl", "g72h3-0062", answer)


@pytest.mark.parametrize(
    "answer",
    [
        "1. Register the item with the contracted collection company (생활폐기물 수집운반 대행업체).\n"
        "2. Put it out at the place agreed in advance with that company.\n"
        "Enquiries: Environmental Protection Division (환경보호과), 041-950-4095.",
        "The dataset does not say where to pay; ask the township office (읍·면사무소) or call "
        "041-950-4095.",
    ],
)
def test_the_how_to_as_given_passes(answer: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h3-0062", answer) == []
