"""Round 16 (real tool outputs): which fee row a faithful answer's working or size is about.

* Sizes listed and then as many amounts (``120cm·95cm·70cm면 16,000원 + 11,000원 + 6,000원``)
  pair by position: each amount is checked against its own size's bracket (``brackets``).
* The user's bare numbers before one unit (``폭이 각각 120, 95, 70cm``) are each in that unit
  (``evidence``).
* A unit sign written as one character (``㎝``, ``ℓ``) stays inside its label word, so
  ``폭80㎝미만`` is one word like ``폭60cm미만``, and 미만 names no row (``labels``).
* An amount after a named item's quantity (``서랍장 2개 8,000원``) is that quantity times the
  item's stated amount, whatever other row holds it too (``totals``).
* A compound label written with a space (``유아용 식탁`` for 유아용식탁) names the compound
  (``cues``).
"""

from __future__ import annotations

import pytest

from guardrails.grounding.evidence import shared_units
from tests.guardrails.grounding_helpers import ev, flagged

WARDROBE = ev(
    {
        "district": "원주시",
        "query": "장롱",
        "items": [
            {
                "item_name": "장롱 (폭 100㎝ 이상)",
                "name": "장롱",
                "spec": "폭 100㎝ 이상",
                "fee": 16000,
            },
            {
                "item_name": "장롱 (폭 80㎝ 이상 100㎝ 미만)",
                "name": "장롱",
                "spec": "폭 80㎝ 이상 100㎝ 미만",
                "fee": 11000,
            },  # fmt: skip
            {
                "item_name": "장롱 (폭 80㎝ 미만)",
                "name": "장롱",
                "spec": "폭 80㎝ 미만",
                "fee": 6000,
            },
        ],
    },
    user="원주에서 장롱 3쪽 버려요. 폭이 각각 120, 95, 70cm예요.",
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("말씀하신 120cm·95cm·70cm면 16,000원 + 11,000원 + 6,000원 = 33,000원이에요.", []),
        ("120cm, 95cm, 70cm면 16,000원, 11,000원, 6,000원이에요.", []),
        # an amount paired with another size's bracket, and a size the user never gave
        (
            "말씀하신 120cm·95cm·70cm면 11,000원 + 16,000원 + 6,000원 = 33,000원이에요.",
            ["11,000원", "16,000원"],
        ),  # fmt: skip
        ("말씀하신 130cm·95cm·70cm면 16,000원 + 11,000원 + 6,000원 = 33,000원이에요.", ["130cm"]),
        # one size before a single amount is read as before
        ("95cm면 16,000원이에요.", ["16,000원"]),
    ],
)
def test_sizes_pair_with_amounts_by_position(answer: str, expected: list[str]) -> None:
    assert flagged(answer, WARDROBE) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("폭이 각각 120, 95, 70cm예요", "폭이 각각 120cm, 95cm, 70cm예요"),
        ("3 or 5 kg", "3kg or 5 kg"),
        ("1,000kg", "1,000kg"),  # a thousands separator is no list
        ("70cm", "70cm"),
    ],
)
def test_user_numbers_share_the_unit_after_them(text: str, expected: str) -> None:
    assert shared_units(text) == expected


CABINET = ev(
    {
        "district": "제천시",
        "query": "장롱",
        "items": [
            {"item_name": "장롱 (폭60cm미만)", "name": "장롱", "spec": "폭60cm미만", "fee": 5000},
            {"item_name": "장롱 (폭90㎝미만)", "name": "장롱", "spec": "폭90㎝미만", "fee": 7000},
            {"item_name": "장롱 (폭90㎝이상)", "name": "장롱", "spec": "폭90㎝이상", "fee": 9000},
        ],
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("제천시 장롱은 폭 60cm 미만 5,000원, 90cm 미만 7,000원, 90cm 이상 9,000원이에요.", []),
        # the brackets still tell the rows apart
        (
            "제천시 장롱은 폭 60cm 미만 7,000원, 90cm 미만 5,000원, 90cm 이상 9,000원이에요.",
            ["7,000원", "5,000원"],
        ),  # fmt: skip
    ],
)
def test_unit_sign_stays_in_its_label_word(answer: str, expected: list[str]) -> None:
    assert flagged(answer, CABINET) == expected


DRAWERS = ev(
    {
        "district": "안동시",
        "query": "서랍장",
        "items": [
            {"item_name": "서랍장", "name": "서랍장", "spec": None, "fee": 4000},
            {"item_name": "서랍장", "name": "서랍장", "spec": None, "fee": 6000},
            {"item_name": "화장대", "name": "화장대", "spec": None, "fee": 8000},
            {"item_name": "화장대", "name": "화장대", "spec": None, "fee": 12000},
        ],
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (
            "서랍장은 4,000원 또는 6,000원, 화장대는 8,000원 또는 12,000원이에요. "
            "낮게 잡으면 서랍장 2개 8,000원 + 화장대 8,000원 = 16,000원이에요.",
            [],
        ),  # fmt: skip
        (
            "서랍장은 4,000원 또는 6,000원, 화장대는 8,000원 또는 12,000원이에요. "
            "높게 잡으면 서랍장 2개 12,000원이에요.",
            [],
        ),  # fmt: skip
        # a quantity times no amount stated for that item stays bound to the row that holds it
        (
            "서랍장은 4,000원 또는 6,000원, 화장대는 8,000원 또는 12,000원이에요. "
            "서랍장 3개 8,000원이에요.",
            ["8,000원"],
        ),  # fmt: skip
    ],
)
def test_named_quantity_times_its_amount(answer: str, expected: list[str]) -> None:
    assert flagged(answer, DRAWERS) == expected


TABLES = ev(
    {
        "district": "목포시",
        "query": "식탁",
        "items": [
            {"item_name": "식탁", "name": "식탁", "spec": None, "fee": 5000},
            {"item_name": "유아용식탁", "name": "유아용식탁", "spec": None, "fee": 2000},
        ],
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("목포시 식탁은 5,000원이고, 유아용 식탁은 2,000원이에요.", []),
        ("목포시 식탁은 5,000원이고, 유아용식탁은 2,000원이에요.", []),
        ("목포시 식탁은 2,000원이고, 유아용 식탁은 5,000원이에요.", ["2,000원", "5,000원"]),
    ],
)
def test_spaced_compound_names_the_compound(answer: str, expected: list[str]) -> None:
    assert flagged(answer, TABLES) == expected
