"""Round 59 (r59d): the nationwide average said of a region, and a sentence that says the regional
prices are missing (prod_holdout59/60).

:mod:`.scopes`: ``in the Gyeonggi/capital region`` (a place joined by a slash to the region's own
lower-case word) names the prices' region as ``in the Busan/Gyeongnam area`` does (g78h0-0071);
``neither … nor`` is a negation, so ``Neither Jeonnam (Gwangju) nor Gyeongnam (Busan) regional
prices are in the built-in data`` gives no region a price (g77h2-0044).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

H59 = "prod_holdout59.jsonl"
H60 = "prod_holdout60.jsonl"


def test_the_national_average_said_of_gyeonggi_is_caught() -> None:
    assert case_flags(H60, "g78h0-0071") == [("condition", "in the Gyeonggi/capital region")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        (
            "In the Gyeonggi/capital region, scrap iron goes for 280 won/kg.",
            "In the Gyeonggi/capital region",
        ),
        (
            "Scrap iron in the Seoul/metropolitan area sells for about 280 won/kg.",
            "in the Seoul/metropolitan area",
        ),
        ("경기/수도권 지역 시세로 고철은 kg당 280원이에요.", "경기/수도권 지역 시세"),
    ],
)
def test_the_region_in_other_words_is_caught(said: str, span: str) -> None:
    assert case_flags(H60, "g78h0-0071", said) == [("condition", span)]


@pytest.mark.parametrize(
    "said",
    [
        "Scrap iron is 280 won/kg (national average; there is no Gyeonggi/capital-region figure).",
        "The national average for scrap iron is 280 won/kg; the Gyeonggi/capital region has no survey of its own.",
    ],
)
def test_the_national_average_said_as_such_passes(said: str) -> None:
    assert case_flags(H60, "g78h0-0071", said) == []


def test_regional_prices_said_to_be_missing_pass() -> None:
    assert case_flags(H59, "g77h2-0044") == []
    said = (
        "Neither the Jeonnam nor the Gyeongnam regional prices are in the data, so these are"
        " national averages: PET 350 KRW/kg, cardboard 80 KRW/kg."
    )
    assert case_flags(H59, "g77h2-0044", said) == []


@pytest.mark.parametrize(
    "said",
    [
        "Gyeongnam (Busan) regional prices: cardboard 80 KRW/kg, and Jeonnam PET 350 KRW/kg.",
        # the negation denies the first clause only: the joined clause still gives Busan a price
        "Neither region has its own survey, and the Gyeongnam (Busan) regional price for cardboard is 80 KRW/kg.",
    ],
)
def test_a_regional_price_given_is_still_caught(said: str) -> None:
    flagged = case_flags(H59, "g77h2-0044", said)
    assert flagged and all(
        kind == "condition" and "(Busan) regional price" in text for kind, text in flagged
    )
