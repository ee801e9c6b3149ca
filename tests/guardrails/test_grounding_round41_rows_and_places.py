"""Round 41 (r41a): a fee row's value given to an item of another kind, and a part of a site's
place detail said of another site (prod_holdout30, already scored).

A fee search matches loosely: asked about a TV, the tool lists the district's TV rows; an answer
that lists them and then gives one of their fees to another item the user never got a row for
(``냉장고는 10,000원`` under ``가전제품 텔레비젼`` rows) passed, because the value is the output's and
the clause's words did not name any other row of the list. :func:`.unrowed_items.other_item_why`
reads it: **the clause names one item of the vocabulary (a thing a fee row is a row of:
:attr:`.PlaceVocabulary.items`, not a size or spec word such as ``싱글``/``2인용``), of another kind
than every row holding the fee, and no row of their lists writes that item: misattributed** (the
item named in Hangul: an English name alone is looser, ``a dresser`` is a 서랍장 or a 화장대). The
fee file's own spellings (``텔레비젼``) are now spellings of the item too
(:data:`specialists.data.fee_match.SPELLINGS` is their one source), so a ``가전제품 텔레비젼`` row is
a TV's row.

A site's place detail written in parts (``"detail": "센터 외부2+외부"``) was held to its site only
when an answer wrote it whole; :mod:`.site_details` now reads each part of three characters or
more (its count aside: ``센터 외부``) as that detail, so ``수거함은 센터 외부에 있어요`` said after
the answer names an apartment whose detail is ``재활용품 집하장`` gives the centre's place to it
(misattributed), and said of the centre it passes.

Kept (fees): the row's own item in any of its spellings or languages, a size word of the row
(``2인용``, ``single``), a likeness or doubt (``처럼``, ``기준``), two items in one clause, a list
that has the item's own row (which row's fee that is belongs to :mod:`.row_names`), a row of no
item the vocabulary knows (``대형 가전``: it may cover the item).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged

_WHY = "misattributed: a row's fee given to an item of another kind no row lists"


def _fees(item: str, *fees: int, **extra: object) -> dict[str, object]:
    """The fee tool's answer for ``item`` in 부산 서구 (a 가전제품 list), with ``extra`` keys."""
    rows = fee_rows(item, *fees, category="가전제품류")
    return {
        "district": "부산 서구", "full_name": "부산광역시 서구", "query": "텔레비전",
        "item_count": len(rows), "items": rows, "source": "bulk-waste-fees", "covered": True,
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                          "(1599-0903)로 무료 배출할 수 있습니다.",
    } | extra  # fmt: skip


_TV = _fees("가전제품 텔레비젼", 3000, 4000, 10000)


def _why(answer: str, evidence: object) -> list[tuple[str, str]]:
    from guardrails.grounding import check

    return [(c.text, c.why) for c in check(answer, evidence).unsupported]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g48h1-0082's shape: the TV list's third fee given to a refrigerator
        (
            "부산 서구 자료로는 이래유.\n- 텔레비전: 3,000원\n- 텔레비전: 4,000원\n- 냉장고는 10,000원",
            "10,000원",
        ),
        ("부산 서구는 TV가 3,000원이고, 세탁기는 4,000원이에요.", "4,000원"),
        ("In Busan Seo-gu a TV is 3,000 won and 냉장고(fridge) is 10,000 won.", "10,000 won"),
        ("세탁기 fee는 4,000원이에요.", "4,000원"),
    ],
)
def test_a_fee_given_to_an_item_of_another_kind_is_misattributed(answer: str, span: str) -> None:
    assert (span, _WHY) in _why(answer, ev(_TV))


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twins: each fee said of the rows' own item, in its spellings and languages
        "- 텔레비전: 3,000원\n- 텔레비전: 4,000원\n- 텔레비젼도 10,000원인 행이 있어요",
        "부산 서구는 TV가 3,000원, 4,000원, 10,000원 중 하나예요.",
        "In Busan Seo-gu a TV is 3,000, 4,000 or 10,000 won; a fridge goes free via 1599-0903.",
        # an item named in English only is not read (a dresser is a 서랍장 or a 화장대)
        "In Busan Seo-gu a fridge is 10,000 won.",
        # a likeness, two items in one clause, a doubt: unsure, never flagged
        "냉장고도 TV처럼 10,000원일 수 있어요.",
        "냉장고는 자료에 없고, TV는 10,000원이에요.",
    ],
)
def test_a_fee_said_of_its_own_rows_item_passes(answer: str) -> None:
    assert flagged(answer, ev(_TV)) == []


def test_a_list_with_the_items_own_row_is_row_names_reading() -> None:
    """A 냉장고 row in the list: which row's fee it is, is not this reading's."""
    fridge = fee_rows("냉장고", 8000, category="가전제품류")
    both = _fees("가전제품 텔레비젼", 3000, 10000) | {"items": [*fee_rows("가전제품 텔레비젼",
                                                       3000, 10000), *fridge]}  # fmt: skip
    assert _WHY not in [w for _t, w in _why("냉장고는 10,000원이에요.", ev(both))]
    assert flagged("냉장고는 8,000원이에요.", ev(both)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # size and spec words of the rows are no items: 2인용 is a row of the sofa list
        "강남구 소파는 3인용 15,000원, 2인용 10,000원이에요.",
        "A three-seater is 15,000 won and a two-seater 10,000 won; a single seat 5,000 won.",
    ],
)
def test_size_words_are_no_items(answer: str) -> None:
    sofa = {
        "district": "강남구", "query": "소파", "source": "bulk-waste-fees",
        "items": [*fee_rows("소파(3인용 이상)", 15000), *fee_rows("소파(2인용)", 10000),
                  *fee_rows("소파(1인용)", 5000)],
    }  # fmt: skip
    assert flagged(answer, ev(sofa)) == []


def test_a_row_of_no_known_item_may_cover_it() -> None:
    """``대형 가전`` names no item of the vocabulary: the fridge may be one of them."""
    wide = _fees("대형 가전", 10000, 20000)
    assert flagged("냉장고는 10,000원이에요.", ev(wide)) == []
    # the wrong twin: a fee no row gives is still flagged
    assert flagged("냉장고는 15,000원이에요.", ev(wide)) != []


def test_a_kind_of_the_rows_item_and_a_loose_word_are_no_other_item() -> None:
    """``bed frame`` is a kind a 침대 row covers; ``table`` alone is a data table as often as a
    dining table (only ``dining table`` names 식탁); ``sink cabinets`` name the 싱크대 too."""
    beds = {
        "district": "해운대구", "query": "침대", "source": "bulk-waste-fees",
        "items": [*fee_rows("침대", 12000), *fee_rows("매트리스", 10000)],
    }  # fmt: skip
    assert flagged("- Double bed frame: ₩12,000\n- Double mattress: 10,000 won", ev(beds)) == []
    assert flagged("In the district's table a bed is 12,000 won.", ev(beds)) == []
    # the wrong twins: a fee of the list said of another item, Korean or English
    assert flagged("식탁은 12,000원이에요.", ev(beds)) == ["12,000원"]
    assert flagged("A dining table(식탁) is 10,000 won there.", ev(beds)) == ["10,000 won"]
    sinks = {"district": "용인시", "query": "싱크대", "source": "bulk-waste-fees",
             "items": [*fee_rows("싱크대", 6000, 5000)]}  # fmt: skip
    assert flagged("Sink cabinets are 5,000 won per section.", ev(sinks)) == []


def _bins(*points: tuple[str, str, str, int]) -> dict[str, object]:
    """The lamp-bin tool's points ``(name, address, detail, metres)`` in 사하구."""
    return {
        "address_keyword": "부산 서구", "kind_name": "폐형광등", "source": "lamp-battery-bins",
        "points": [{"name": n, "address": f"부산광역시 사하구 {a}", "detail": d,
                    "district": "사하구", "items": ["폐건전지", "폐형광등"], "distance_m": m}
                   for n, a, d, m in points],
    }  # fmt: skip


_SITES = _bins(
    ("감천영동힐타운아파트", "옥천로 87", "재활용품 집하장", 1523),
    ("감천2동행정복지센터", "옥천로93번길 14", "센터 외부2+외부", 1548),
    ("벽산하이츠아파트", "오작로 104", "1층 현관/경비실 앞", 2151),
)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g48h3-0091's shape: the centre's detail (its first part) said of the apartment
        (
            "가장 가까운 곳은 감천영동힐타운아파트(옥천로 87)로 약 1.5km예요. 수거함은 센터 외부에 있어요.",
            "센터 외부",
        ),
        ("감천영동힐타운아파트는 센터 외부에 수거함이 있어요.", "센터 외부"),
        # another site's other part ("1층 현관" of "1층 현관/경비실 앞")
        ("감천2동행정복지센터 수거함은 경비실 앞에 있어요.", "경비실 앞"),
    ],
)
def test_a_part_of_another_sites_detail_is_misattributed(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_SITES))


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twins: each part said of its own site
        "감천2동행정복지센터(옥천로93번길 14)는 수거함이 센터 외부에 있어요.",
        "벽산하이츠아파트는 경비실 앞에 수거함이 있어요.",
        # a part too short to tell a site (외부) is not read
        "감천영동힐타운아파트 수거함은 외부에 있어요.",
    ],
)
def test_a_part_of_a_sites_own_detail_passes(answer: str) -> None:
    assert flagged(answer, ev(_SITES)) == []
