"""Round 45 (r45a): false comparisons and superlatives over a price list that passed
(prod_holdout32 and prod_holdout34, already scored).

- A bare "more"/"less" after a copula (:mod:`.orders`): "PP flakes pay 520 won/kg, while ABS is
  280 won/kg — and even compressed PP at 180 won/kg is still more than ABS" passed, since an
  English comparison was read only from a word of its attribute ("worth more", "pays more",
  "cheaper", "higher"). ``S is (still) more / less than T`` is now a comparison of the attribute
  its sentence states values of (as "higher" is): flagged when every row of S stands on the wrong
  side of every row of T, passed when the order is true. Without a copula ("takes more than an hour")
  it is no comparison. A clause set off by a dash and a joining word ("— and even …") is a clause
  of its own, so the flagged span is the comparison, not the clause before the dash.
- A superlative over "the three" the answer has listed (:mod:`.ordinal`, :mod:`.extremes`):
  "- HDPE: 200 won/kg / - LDPE: 130 won/kg / - ABS: 280 won/kg. So HDPE bottles are the best
  earner of the three" passed, since "best earner" was no superlative word. It (and "top",
  "biggest", "worst earner") now is, and a number of things named after the superlative ("of the
  three") ranks the last that many values the answer stated before it, in list lines too: HDPE is
  flagged, ABS passes (though PET flakes pay more than ABS among all the rows).
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices, plastic_row

_ROWS = [
    plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
    plastic_row("PP(플레이크)", "플레이크", 520), plastic_row("PS(압축)", "압축", 100),
    plastic_row("PET", "압축", 350), plastic_row("ABS", "압축", 280),
    plastic_row("PVC", "압축", 80),
]  # fmt: skip
_PLASTICS = ev(national_prices("plastic", "압축", []) | {"query": "플라스틱", "items": _ROWS,
                                                          "item_count": len(_ROWS)})  # fmt: skip


def _why(answer: str) -> list[tuple[str, str]]:
    return [(c.text, c.why) for c in check(answer, _PLASTICS).unsupported]


def test_bare_more_than_case_shape_is_flagged() -> None:
    answer = (
        "PP flakes pay 520 won/kg, while ABS is 280 won/kg — and even compressed PP at 180 won/kg "
        "is still more than ABS. [KECO national average, 2025-01]"
    )
    assert _why(answer) == [
        (
            "even compressed PP at 180 won/kg is still more than ABS",
            "the order is the other way in the tool outputs (money)",
        )
    ]


def test_bare_more_or_less_than_variants_are_flagged() -> None:
    for answer, span in (
        ("At 80 won/kg, PVC is actually more than PS.", "At 80 won/kg, PVC is actually more than PS"),
        ("PET is 350 won a kilo and is less than ABS.", "PET is 350 won a kilo and is less than ABS"),
        ("Compressed PE at 150 won/kg is more than compressed PP.",
         "Compressed PE at 150 won/kg is more than compressed PP"),
    ):  # fmt: skip
        res = check(answer, _PLASTICS)
        assert not res.grounded, answer
        assert [c.text for c in res.unsupported if c.kind == "superlative"] == [span], answer


def test_bare_more_than_true_order_passes() -> None:
    for answer in (
        "PP flakes pay 520 won/kg, while ABS is 280 won/kg — and even compressed PET at 350 won/kg "
        "is still more than ABS. [KECO national average, 2025-01]",
        "ABS at 280 won/kg is more than compressed PP at 180 won/kg.",
        "PVC at 80 won/kg is less than PS at 100 won/kg.",
    ):
        assert check(answer, _PLASTICS).grounded, answer


def test_more_than_without_copula_or_subjects_is_no_comparison() -> None:
    for answer in (
        "Sorting them is more than worth it: PET is 350 won/kg and ABS is 280 won/kg.",
        "Sorting takes more than an hour, but PET is 350 won/kg and ABS is 280 won/kg.",
        "ABS is 280 won/kg; that is more than 100 won/kg.",
    ):
        assert check(answer, _PLASTICS).grounded, answer


_THREE = (
    "National average prices (KECO survey, January 2025):\n- HDPE (milk-jug plastic): 200 won/kg\n"
    "- LDPE (film): 130 won/kg\n- ABS: 280 won/kg\n"
)
_WIDE = ev(
    national_prices("plastic", "압축", [])
    | {"items": [plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("ABS", "압축", 280),
                 plastic_row("HDPE", "압축", 200), plastic_row("LDPE", "압축", 130)],
       "item_count": 4}
)  # fmt: skip


def test_best_earner_of_the_three_case_shape_is_flagged() -> None:
    answer = _THREE + "So HDPE bottles are the best earner of the three, with film at the bottom."
    res = check(answer, _WIDE)
    assert [(c.text, c.why) for c in res.unsupported] == [
        ("So HDPE bottles are the best earner",
         "not the most expensive: the most expensive in the tool outputs has 280"),
    ]  # fmt: skip


def test_counted_superlative_variants_are_flagged() -> None:
    for tail, span in (
        ("HDPE is the worst earner of the three.", "HDPE is the worst earner"),
        ("LDPE is the top earner of the three.", "LDPE is the top earner"),
        ("HDPE is the cheapest of the three.", "HDPE is the cheapest"),
    ):
        assert flagged(_THREE + tail, _WIDE) == [span], tail


def test_counted_superlative_true_extreme_passes() -> None:
    for tail in (
        "So ABS is the best earner of the three, with film at the bottom.",
        "LDPE is the worst earner of the three.",
        "ABS is the biggest earner of the three.",
        "LDPE is the cheapest of the three.",
    ):
        assert check(_THREE + tail, _WIDE).grounded, tail


def test_uncounted_best_earner_ranks_every_row() -> None:
    # no "of the three": ranked among every row, where PET flakes pay 650
    assert flagged(_THREE + "ABS is the best earner.", _WIDE) == ["ABS is the best earner"]
