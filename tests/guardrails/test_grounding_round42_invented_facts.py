"""Round 42 (r42c): invented facts that passed (prod_holdout31/32, already scored): the
nationwide survey's prices given to a region named as ``for the … area``, and a twin fee given a
kind when the other twin fee has an ``if`` condition of its own (the second part, below).

The price tool's survey is the nationwide average (``"region": "nationwide"``); an answer that
introduces its price lines ``for the Seoul metropolitan area`` gives them a region no output has
(fabricated). :mod:`.scopes` read ``in the Busan area`` as naming the prices' region, but not
``for the …`` nor a ``metropolitan``/``capital`` word between the place and ``area``, so the
sentence passed. It now reads ``in``/``for the PLACE (metropolitan|capital) (region|area)`` the
same way.

Kept: the sentence also names the nationwide scope (``the nationwide average … for the Seoul
metropolitan area``), negates it (``not for the Seoul metropolitan area``), no price is stated
(a place list ``for the Seoul area``), or a price output is of that region itself.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices

_WHY = "the prices are the nationwide average (region 전국)"


def _prices() -> object:
    rows = [("PE(압축)", 150), ("PP(압축)", 180)]
    return ev(national_prices("plastic", "압축", rows, query="비닐"))


def _regional(region: str) -> object:
    rows = [("PE(압축)", 150), ("PP(압축)", 180)]
    out = national_prices("plastic", "압축", rows, query="비닐")
    return ev(out | {"region": region, "region_name": region})


_LINES = "\n- PE, compressed: 150 won/kg\n- PP, compressed: 180 won/kg"


@pytest.mark.parametrize(
    ("intro", "span"),
    [
        # g50h1-0025's shape: the survey's rates introduced for the Seoul metropolitan area
        (
            "Here are the rates from the Korea Environment Corporation price survey (January 2025), "
            "for the Seoul metropolitan area:",
            "for the Seoul metropolitan area",
        ),
        # other wording, other places
        ("Below is the latest survey, for the Busan area:", "for the Busan area"),
        (
            "In the Incheon metropolitan area, the survey gives:",
            "In the Incheon metropolitan area",
        ),
        ("For the Daegu region, here are the rates:", "For the Daegu region"),
    ],
)
def test_nationwide_rates_given_to_a_region_named_for_the_area(intro: str, span: str) -> None:
    from guardrails.grounding import check

    result = check(intro + _LINES, _prices())  # type: ignore[arg-type]
    assert not result.grounded
    assert [(c.text, c.why.startswith(_WHY)) for c in result.unsupported] == [(span, True)]


def test_nationwide_rates_given_to_a_region_in_korean_still_flagged() -> None:
    # the Korean reading of the same invention (rounds 24-37), for the other language
    answer = (
        "서울 수도권 지역 시세 기준으로 알려드릴게요:\n- PE 압축: 150원/kg\n- PP 압축: 180원/kg"
    )
    assert flagged(answer, _prices())


@pytest.mark.parametrize(
    "intro",
    [
        # the faithful twin: the nationwide scope stated
        "Here are the nationwide average rates from the Korea Environment Corporation survey "
        "(January 2025):",
        # the region named only to say the rates are not its own
        "There is no survey for the Seoul metropolitan area, so here are the national averages:",
        "These rates are not for the Busan area:",
    ],
)
def test_nationwide_rates_kept(intro: str) -> None:
    assert flagged(intro + _LINES, _prices()) == []


def test_region_area_kept_when_an_output_is_of_that_region() -> None:
    intro = "Here are the rates for the Seoul metropolitan area:"
    assert flagged(intro + _LINES, _regional("서울")) == []


def test_region_area_without_a_price_kept() -> None:
    answer = "Ask your district office about drop-off points for the Seoul area."
    assert flagged(answer, _prices()) == []


# --- a twin fee's condition, when the other twin fee after it has an "if" of its own -------------
# (r42c, g49h2-0041's shape) Two rows of one label and no spec (컴퓨터 2,000원 and 3,000원): an answer
# that gives the first fee a kind (``for the tower alone``) and the second a condition (``3,000 won
# if you include the monitor``) passed, because the ``if`` of the second fee's condition was read as
# a doubt over the first; the doubt read after a fee now stops at a later fee with an if/when of
# its own (:func:`.twins_english.english_invented`).


def _twin_fees(item: str, *fees: int) -> object:
    return ev(
        {
            "district": "당진시", "full_name": "충청남도 당진시", "query": item,
            "item_count": len(fees), "items": fee_rows(item, *fees, category="가전제품류"),
            "source": "bulk-waste-fees", "covered": True, "as_of": "2024-12-01",
        }
    )  # fmt: skip


_PC = ("컴퓨터", 2000, 3000)
_PIANO = ("피아노", 10000, 15000)


@pytest.mark.parametrize(
    ("rows", "answer", "span"),
    [
        # g49h2-0041's shape
        (
            _PC,
            "In Dangjin-si the computer fee is listed at 2,000 won for the tower alone and 3,000 won "
            "if you include the monitor (data as of 2024-12-01).",
            "2,000 won",
        ),
        # other item, other values, other wording
        (_PIANO, "The piano fee is 10,000 won for an upright and 15,000 won if you also have a bench.",
         "10,000 won"),
        (_PC, "A computer costs 2,000 won for a laptop, 3,000 won when it comes with a monitor.",
         "2,000 won"),
    ],
)  # fmt: skip
def test_twin_fee_given_a_kind_before_a_conditioned_twin(
    rows: tuple[str, int, int], answer: str, span: str
) -> None:
    from guardrails.grounding import check

    result = check(answer, _twin_fees(*rows))  # type: ignore[arg-type]
    assert not result.grounded
    hit = [c for c in result.unsupported if c.text == span]
    assert hit and "tell apart" in hit[0].why


@pytest.mark.parametrize(
    ("rows", "answer"),
    [
        # the faithful twins: both fees given, which is which left open
        (_PC, "In Dangjin-si the computer fee is listed at 2,000 won or 3,000 won, whichever applies."),
        (_PC, "In Dangjin-si the computer fee is listed at 2,000 won and 3,000 won; the data does not "
              "say which one applies if you include the monitor."),
        (_PIANO, "The piano fee is 10,000 won or 15,000 won; which one applies isn't listed."),
    ],
)  # fmt: skip
def test_twin_fees_left_open_kept(rows: tuple[str, int, int], answer: str) -> None:
    assert flagged(answer, _twin_fees(*rows)) == []
