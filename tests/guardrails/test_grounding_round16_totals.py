"""Round 16 (real tool outputs): arithmetic and counts over fee rows a faithful answer states.

* A count of the amounts listed right before it (``3,000원, 6,000원, 9,000원 세 가지``) or after
  it and a colon: those amounts are every tier of one item (``counted``).
* The least or most total of items with several tiers is the sum of each item's lowest
  (highest) tier, or a quantity times one item's; the ends of a range of totals after a supposed
  quantity (``두 개 합치면 9,000원~17,000원``) read the same way, only to support (``totals``).
* A bare grouped amount shares the currency of the amount after ``or``/``and``/``to``
  (``4,000 or 6,000 won``, ``between 8,000 and 12,000 won``) (``money``).
* A difference next to 비싼 (``kg당 250원 비싼``); 평 restating the ㎡ it is bracketed with
  (``3.3㎡(약 1평)당``); rain a question left open (``can't tell whether it'll rain``).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.claims import Claim, amount
from tests.guardrails.grounding_helpers import ev, flagged

SOFAS = ev(
    {
        "district": "김포시",
        "query": "소파",
        "items": [
            {"item_name": "소파", "name": "소파", "spec": None, "fee": 3000, "fee_text": "3,000원"},
            {"item_name": "소파", "name": "소파", "spec": None, "fee": 6000, "fee_text": "6,000원"},
            {"item_name": "소파", "name": "소파", "spec": None, "fee": 9000, "fee_text": "9,000원"},
            {"item_name": "안마의자", "name": "안마의자", "spec": None, "fee": 8000},
            {"item_name": "안마의자", "name": "안마의자", "spec": None, "fee": 12000},
            {"item_name": "발받침", "name": "발받침", "spec": None, "fee": 1000},
        ],
        "as_of": "2025-03-01",
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("김포시 소파는 3,000원, 6,000원, 9,000원 세 가지로 나와 있어요.", []),
        ("안마의자는 8,000원이나 12,000원 두 가지예요.", []),
        ("Gimpo lists three sofa fees: 3,000 won, 6,000 won and 9,000 won.", []),
        # a count that is not the number listed, or amounts that are not all of one item's tiers
        ("김포시 소파는 3,000원, 6,000원, 9,000원 네 가지로 나와 있어요.", ["네 가지"]),
        ("김포시 소파는 3,000원, 6,000원 두 가지로 나와 있어요.", ["두 가지"]),
        ("소파는 6,000원, 9,000원, 12,000원 세 가지예요.", ["12,000원", "세 가지"]),
    ],
)
def test_count_of_listed_tiers(answer: str, expected: list[str]) -> None:
    assert flagged(answer, SOFAS) == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # one of each item: the sum of each item's lowest and highest tier
        (
            "소파가 3,000원, 6,000원 또는 9,000원, 안마의자가 8,000원 또는 12,000원이에요. "
            "두 개 합치면 최소 11,000원에서 최대 21,000원이에요.",
            [],
        ),
        # a range after the supposed quantity: least and most of a sofa and a footrest
        (
            "소파는 3,000원, 6,000원, 9,000원이고 발받침은 1,000원이에요. "
            "그래서 두 개 합치면 4,000원~10,000원이에요.",
            [],
        ),
        # two of one item, its tiers stated two sentences back
        (
            "소파는 3,000원, 6,000원, 9,000원으로 나와 있고, 발받침은 1,000원이에요. "
            "규격 구분은 자료에 없어요. 소파 두 개를 내놓으시면 최소 6,000원, 최대 18,000원이에요.",
            [],
        ),
        # a least or most no combination gives stays flagged
        (
            "소파가 3,000원, 6,000원 또는 9,000원, 안마의자가 8,000원 또는 12,000원이에요. "
            "두 개 합치면 최소 13,000원에서 최대 21,000원이에요.",
            ["13,000원"],
        ),
        (
            "소파는 3,000원, 6,000원, 9,000원이고 발받침은 1,000원이에요. "
            "그래서 두 개 합치면 4,000원~11,000원이에요.",
            ["11,000원"],
        ),
        (
            "소파는 3,000원, 6,000원, 9,000원이에요. 2개면 합계 최대 20,000원이에요.",
            ["20,000원"],
        ),
    ],
)
def test_least_and_most_totals(answer: str, expected: list[str]) -> None:
    assert flagged(answer, SOFAS) == expected


def test_bare_amount_shares_the_currency_after_it() -> None:
    answer = "A sofa is 3,000 or 6,000 won, so two sofas come to between 6,000 and 12,000 won."
    claims = check(answer, SOFAS).claims
    assert [(c.kind, amount(c)) for c in claims if c.kind == "money"] == [
        ("money", 3000.0),
        ("money", 6000.0),
        ("money", 6000.0),
        ("money", 12000.0),
    ]
    assert flagged(answer, SOFAS) == []
    wrong = "A sofa is 3,000 or 6,000 won, so two sofas come to between 7,000 and 12,000 won."
    assert flagged(wrong, SOFAS) == ["7,000"]
    # a small bare number is no amount ("2 or 3,000 won")
    small = check("Bring 2 or 3,000 won in coins.", SOFAS).claims
    assert [c.text for c in small if c.kind == "money"] == ["3,000 won"]


def test_range_of_prices_per_unit_keeps_both_spans() -> None:
    claims = check("캔은 120~150원/kg이에요.", ev({"price_per_kg": 120})).claims
    prices = [(c.text, c.start, c.end) for c in claims if c.kind == "unit_price"]
    assert prices == [("120", 3, 6), ("150원/kg", 7, 14)]


def test_amount_helper() -> None:
    assert amount(Claim("120원/kg", "unit_price", (120, "kg"), 0, 7)) == 120.0
    assert amount(Claim("무료", "free", True, 0, 2)) is None
    assert amount(Claim("3천원", "money", 3000, 0, 3)) == 3000.0


PET = ev(
    {
        "region": "nationwide",
        "items": [
            {"item_name": "PET", "form": "압축", "price_per_kg": 400, "price_text": "400원/kg"},
            {"item_name": "PET(플레이크)", "form": "플레이크", "price_per_kg": 650},
        ],
        "unit": "원/kg",
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "압축 PET는 kg당 400원, 플레이크는 kg당 650원이에요. 플레이크가 kg당 250원 비싼 셈이에요.",
            [],
        ),
        (
            "압축 PET는 kg당 400원, 플레이크는 kg당 650원이에요. 플레이크가 kg당 300원 비싼 셈이에요.",
            ["kg당 300원"],
        ),
    ],
)
def test_difference_next_to_bissan(answer: str, expected: list[str]) -> None:
    assert flagged(answer, PET) == expected


CARPET = ev(
    {
        "district": "광주 북구",
        "items": [{"item_name": "카펫 (3.3㎡당)", "name": "카펫", "spec": "3.3㎡당", "fee": 5000}],
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("카펫은 3.3㎡(약 1평)당 5,000원이에요.", []),
        ("카펫은 1평(3.3㎡)당 5,000원이에요.", []),
        ("카펫은 3.3㎡(약 2평)당 5,000원이에요.", ["2평"]),
        ("카펫은 2평당 5,000원이에요.", ["2평"]),
    ],
)
def test_pyeong_restates_square_metres(answer: str, expected: list[str]) -> None:
    assert flagged(answer, CARPET) == expected


PIANO = ev(
    {
        "district": "광주 서구",
        "items": [
            {"item_name": "피아노", "name": "피아노", "spec": None, "fee": 16000},
            {"item_name": "피아노", "name": "피아노", "spec": None, "fee": 25000},
        ],
    }
)


def test_count_of_listed_tiers_after_a_colon() -> None:
    assert flagged("Two tiers are listed: 16,000 won and 25,000 won.", PIANO) == []
    assert flagged("Three tiers are listed: 16,000 won and 25,000 won.", PIANO) == ["Three tiers"]
    # the list before "or" shares the currency too
    assert flagged("The fees are 16,000, 20,000 or 25,000 won.", PIANO) == ["20,000"]


NOW = ev(
    {
        "kind": "observation",
        "district": "마포구",
        "temperature_c": 12.0,
        "precipitation": "none",
        "precipitation_text": "강수 없음",
        "observed_at": "2026-03-02 09:00",
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("I only see current conditions, so I can't tell whether it'll rain on Saturday.", []),
        ("지금 관측만 있어서 주말에 비가 올지는 알 수 없어요.", []),
        ("It will rain on Saturday.", ["rain"]),
        ("내일은 비 소식이 있어요.", ["비 소식"]),
    ],
)
def test_rain_left_open(answer: str, expected: list[str]) -> None:
    assert flagged(answer, NOW) == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("소파 3,000원 + 안마의자 8,000원 = 11,000원이에요.", []),
        ("소파 2개 6,000원 + 발받침 1,000원 = 7,000원이에요.", []),
        ("안마의자 12,000원 × 2 = 24,000원이에요.", []),
        # a working that does not come out: the total is flagged, even one a row holds
        ("소파 3,000원 + 안마의자 8,000원 = 12,000원이에요.", ["12,000원"]),
        ("안마의자 12,000원 × 2 = 36,000원이에요.", ["36,000원"]),
    ],
)
def test_written_equation_must_come_out(answer: str, expected: list[str]) -> None:
    assert flagged(answer, SOFAS) == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # the range's far end is the most of a sofa and a footrest, so its near end must be
        # their least (3,000원 + 1,000원), not another sum of stated amounts
        (
            "소파는 3,000원, 6,000원, 9,000원이고 발받침은 1,000원이에요. "
            "그래서 두 개 합치면 9,000원~10,000원이에요.",
            ["9,000원"],
        ),
        (
            "소파는 3,000원, 6,000원, 9,000원이고 발받침은 1,000원이에요. "
            "그래서 두 개 합치면 4,000원~10,000원이에요.",
            [],
        ),
    ],
)
def test_range_of_totals_ends_agree(answer: str, expected: list[str]) -> None:
    assert flagged(answer, SOFAS) == expected
