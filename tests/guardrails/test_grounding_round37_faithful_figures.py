"""Round 37 (r37a): faithful answers flagged on figures they list or work out (prod_holdout25 and
prod_holdout26, already scored).

Seven readings, each extending the one that owns the figure:

- A term of a written working under a bound word ("많게는 3,000원 + 8,000원 = 11,000원", "최소
  1,000원 × 2 = 2,000원") is no total itself: the bound is said of the working's result, which must
  be the least (most) total of the items stated anywhere before (:mod:`.totals`,
  :func:`.arithmetic.equation_result`); the candidate-row reading leaves such a term to it
  (:mod:`.row_choices`), and 적게는/많게는 rank rows, invent no condition (:mod:`.twin_words`). A
  working whose result is not the bound total stays flagged.
- ``1kg`` as the unit a price is per ("(1kg당, 전국 평균)", "1kg 기준", "price (1kg, …)") is no
  weight claim (:mod:`.quantities`); any other weight stays a claim.
- A gap said between a subject and two standards before one verb ("PET가 HDPE보다 150원, PP보다
  170원 more") is each a difference of the subject's rows and that standard's, in the verb's
  direction, English comparatives and 더 받 included (:mod:`.named_differences`); a wrong gap or a
  wrong direction stays flagged.
- A participle before a form written after a value ("450 won/kg as washed flakes") leaves the
  form the value's qualifier (:mod:`.postposed`); another row's price stays flagged.
- A product's clause is its own: the previous value's "for the aluminium" phrase is not in it and
  its own "for the scrap" after it is (:func:`.forward.phrase_end`, :mod:`.products`); a product
  of another material's price stays flagged.
- The words of an item's English name ("Dining table (식탁)") name the item, no row of twin rows
  (:func:`.twin_words.name_parts`); a size word before the name ("Small dining table") still
  tells twin rows apart and stays flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices, plastic_row


def _fees(district: str, rows: list[tuple[str, int]], query: str = "") -> dict[str, object]:
    return {
        "district": district, "query": query or rows[0][0], "item_count": len(rows),
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-06",
    }  # fmt: skip


def _prices(category: str, rows: list[dict[str, object]]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "category": category,
        "item_count": len(rows), "items": rows, "survey_date": "2025-01", "unit": "원/kg",
        "source": "keco-survey-embedded", "as_of": "2025-01",
    }  # fmt: skip


def _why(answer: str, evidence: object) -> dict[str, str]:
    verdict = check(answer, evidence)  # type: ignore[arg-type]
    assert not verdict.grounded
    return {c.text: c.why or "" for c in verdict.unsupported}


# --- a term of a working under a bound word ----------------------------------------------------

MIRRORS = ev(_fees("달성군", [("거울·액자", 1000), ("거울·액자", 2000), ("거울·액자", 3000)]))
TWO_HOMES = ev(
    _fees("창원시", [("장롱,옷장", 3000)]),
    _fees("대구 중구", [("서랍장", 3000), ("서랍장", 5000), ("서랍장", 7000), ("서랍장", 8000)]),
)
_MIRROR_HEAD = "달성군은 거울·액자 수수료가 1,000원, 2,000원, 3,000원 세 가지예요. "
_TWO_HEAD = (
    "창원시는 장롱·옷장 수수료가 3,000원이에요. 대구 중구 서랍장은 3,000원, 5,000원, 7,000원, "
    "8,000원 네 가지로 나와 있어요. "
)


@pytest.mark.parametrize(
    "tail",
    [
        # g43h2-0027's shape
        "거울 두 개면 최소 1,000원 × 2 = 2,000원, 최대 3,000원 × 2 = 6,000원 사이예요.",
        "거울 세 개면 최소 1,000원 × 3 = 3,000원, 최대 3,000원 × 3 = 9,000원이에요.",
        "For two mirrors: at least 1,000원 × 2 = 2,000원, at most 3,000원 × 2 = 6,000원.",
    ],
)
def test_a_bounded_product_working_passes(tail: str) -> None:
    assert flagged(_MIRROR_HEAD + tail, MIRRORS) == []


@pytest.mark.parametrize(
    ("tail", "term"),
    [
        (
            "거울 두 개면 최소 2,000원 × 2 = 4,000원, 최대 3,000원 × 2 = 6,000원 사이예요.",
            "2,000원",
        ),
        (
            "For two mirrors: at least 1,000원 × 2 = 2,000원, at most 2,000원 × 2 = 4,000원.",
            "2,000원",
        ),
    ],
)
def test_a_bounded_working_of_the_wrong_row_is_flagged(tail: str, term: str) -> None:
    assert term in flagged(_MIRROR_HEAD + tail, MIRRORS)


@pytest.mark.parametrize(
    "tail",
    [
        # g43h2-0021's shape
        "그래서 두 개 합치면 가장 적게는 3,000원 + 3,000원 = 6,000원, 많게는 3,000원 + 8,000원 = "
        "11,000원이에요.",
        "두 개 합치면 최소 3,000원 + 3,000원 = 6,000원, 최대 3,000원 + 8,000원 = 11,000원이에요.",
    ],
)
def test_a_bounded_sum_working_over_two_items_passes(tail: str) -> None:
    assert flagged(_TWO_HEAD + tail, TWO_HOMES) == []


def test_a_bounded_sum_working_that_is_no_bound_is_flagged() -> None:
    answer = _TWO_HEAD + (
        "두 개 합치면 가장 적게는 3,000원 + 3,000원 = 6,000원, 많게는 3,000원 + 7,000원 = 10,000원이에요."
    )
    why = _why(answer, TWO_HOMES)
    assert "not the most of 2" in why["3,000원"]  # its working's result is no most
    assert "not the highest row" in why["7,000원"]
    wrong_least = (
        _TWO_HEAD
        + "두 개 합치면 최소 3,000원 + 5,000원 = 8,000원, 최대 3,000원 + 8,000원 = 11,000원이에요."
    )
    assert "5,000원" in flagged(wrong_least, TWO_HOMES)


# --- 1kg as the unit a price is per -------------------------------------------------------------

PAPER = ev(paper_prices())


@pytest.mark.parametrize(
    "answer",
    [
        # g43h3-0001's and g43h3-0020's shapes
        "폐지 시세를 알려드릴게요 (1kg당, 전국 평균).\n1. 신문지: 120원\n2. 골판지: 80원",
        "폐지 price (1kg, 전국 평균):\n1. 신문지 (newspaper): 120원\n2. 골판지 (box): 80원",
        "폐지 가격(1kg 기준): 신문지 120원, 골판지 80원이에요.",
        "Paper prices (1 kg, national average): newspaper 신문지 120원, cardboard 골판지 80원.",
    ],
)
def test_one_unit_of_a_rate_is_no_weight(answer: str) -> None:
    assert flagged(answer, PAPER) == []


@pytest.mark.parametrize(
    ("answer", "weight"),
    [
        ("폐지 price (5kg, 전국 평균): 신문지 120원", "5kg"),
        ("폐지 5kg당 신문지 120원이에요.", "5kg"),
        ("폐지 1kg 가격: 신문지 120원", "1kg"),
    ],
)
def test_another_weight_stays_a_claim(answer: str, weight: str) -> None:
    assert weight in flagged(answer, PAPER)


# --- gaps to two standards before one verb -----------------------------------------------------

PLASTICS = ev(
    _prices(
        "plastic",
        [
            plastic_row("PE(압축)", "압축", 150),
            plastic_row("PP(압축)", "압축", 180),
            plastic_row("PET", "압축", 350),
            plastic_row("HDPE", "압축", 200),
            plastic_row("LDPE", "압축", 130),
        ],
    )
)
_PLASTIC_HEAD = "압축 기준: PET 350원/kg, HDPE 200원/kg, PP 180원/kg, LDPE 130원/kg예요. "


@pytest.mark.parametrize(
    "tail",
    [
        "PET가 HDPE보다 150원, PP보다 170원 more per kg.",  # g44h2-0088's shape
        "PET가 HDPE보다 150원, PP보다 170원 더 비싸요.",
        "PET는 HDPE보다 150원, LDPE보다 220원 더 받아요.",
        "LDPE는 HDPE보다 70원, PP보다 50원 싸요.",
    ],
)
def test_gaps_to_two_standards_pass(tail: str) -> None:
    assert flagged(_PLASTIC_HEAD + tail, PLASTICS) == []


@pytest.mark.parametrize(
    ("tail", "gap"),
    [
        ("PET가 HDPE보다 180원, PP보다 170원 more per kg.", "180원"),  # PP's price, no gap
        ("PET가 HDPE보다 150원, PP보다 170원 싸요.", "150원"),  # the wrong direction
        ("HDPE가 PET보다 150원, PP보다 20원 more.", "150원"),
    ],
)
def test_a_wrong_gap_to_two_standards_is_flagged(tail: str, gap: str) -> None:
    why = _why(_PLASTIC_HEAD + tail, PLASTICS)
    assert "no difference of the rows" in why[gap]


# --- a participle before a postposed form -----------------------------------------------------

FILM = ev(
    _prices(
        "plastic",
        [
            plastic_row("PE(압축)", "압축", 150),
            plastic_row("PE(플레이크)", "플레이크", 450),
            plastic_row("PP(압축)", "압축", 180),
            plastic_row("PP(플레이크)", "플레이크", 520),
            plastic_row("PET", "압축", 350),
            plastic_row("PET(플레이크)", "플레이크", 650),
        ],
    )
)


@pytest.mark.parametrize(
    "answer",
    [
        # g44h2-0049's shape
        "For plastic film (PE), the national average is 150 won/kg compressed and 450 won/kg as "
        "washed flakes; PP is 180 won/kg compressed and 520 won/kg as flakes.",
        "PET is 350 won/kg compressed and 650 won/kg as shredded flakes.",
        "PP fetches 180 won/kg baled, or 520 won/kg as cleaned flakes.",
    ],
)
def test_a_participle_before_a_postposed_form_passes(answer: str) -> None:
    assert flagged(answer, FILM) == []


@pytest.mark.parametrize(
    ("answer", "price"),
    [
        ("For plastic film (PE), it is 150 won/kg compressed and 520 won/kg as washed flakes.",
         "520 won/kg"),
        ("PET is 350 won/kg compressed and 450 won/kg as shredded flakes.", "450 won/kg"),
    ],
)  # fmt: skip
def test_another_rows_price_after_a_participle_is_flagged(answer: str, price: str) -> None:
    assert price in flagged(answer, FILM)


# --- a product's own clause --------------------------------------------------------------------

METALS = ev(
    _prices(
        "metal",
        [
            {"item_name": n, "category": "metal", "form": f, "price_per_kg": p,
             "price_text": f"{p:,}원/kg"}
            for n, f, p in [("철스크랩", "고철", 280), ("철캔", "압축", 180), ("알루미늄캔", "압축", 1200)]
        ],
    ),
    user="I've got about 20 kg of aluminium cans, 10 kg of steel cans and 50 kg of steel scrap.",
)  # fmt: skip
_METAL_HEAD = "Prices: aluminium cans 1,200 won/kg, steel scrap 280 won/kg, steel cans 180 won/kg. "


@pytest.mark.parametrize(
    "tail",
    [
        # g44h2-0003's shape
        "For your load: 20 kg × 1,200 = 24,000 won for the aluminium and 50 kg × 280 = 14,000 won "
        "for the scrap, so about 38,000 won in total.",
        "That's 20 kg × 1,200 = 24,000 won for the cans and 10 kg × 180 = 1,800 won for the steel "
        "cans.",
        "You'd get 50 kg × 280 = 14,000 won for the scrap and 10 kg × 180 = 1,800 won for the steel "
        "cans.",
    ],
)
def test_a_product_for_the_material_after_it_passes(tail: str) -> None:
    assert flagged(_METAL_HEAD + tail, METALS) == []


def test_a_product_of_another_materials_price_is_flagged() -> None:
    answer = _METAL_HEAD + (
        "For your load: 20 kg × 1,200 = 24,000 won for the aluminium and 50 kg × 180 = 9,000 won "
        "for the scrap."
    )
    assert "another material's price" in _why(answer, METALS)["9,000 won"]


# --- an item's English name over twin rows ----------------------------------------------------

TABLES = ev(_fees("대전 중구", [("식탁", 5000), ("식탁", 8000)]))


@pytest.mark.parametrize(
    "answer",
    [
        # g44h1-0048's shape
        "Daejeon Jung-gu's data lists two rates for a dining table:\n- Dining table (식탁): 5,000 "
        "won · paid\n- Dining table (식탁): 8,000 won · paid\nThe data doesn't say which size each "
        "applies to.",
        "Two rates:\n- dining table (식탁): 5,000 won\n- dining table (식탁): 8,000 won",
        "식탁 요금은 두 가지예요.\n- Dining table 식탁: 5,000원\n- Dining table 식탁: 8,000원",
    ],
)
def test_an_items_english_name_names_no_twin_row(answer: str) -> None:
    assert flagged(answer, TABLES) == []


def test_a_size_before_the_english_name_is_flagged() -> None:
    answer = (
        "Two rates:\n- Small dining table (식탁): 5,000 won\n- Large dining table (식탁): 8,000 won"
    )
    why = _why(answer, TABLES)
    assert "tells apart rows" in why["5,000 won"]
    assert "tells apart rows" in why["8,000 won"]


@pytest.mark.parametrize(
    "answer",
    [
        "Two rates for a dining table:\n- Dining table: 5,000 won · applies to tables seating four "
        "or fewer\n- Dining table: 8,000 won\nThe county office can confirm which rate applies.",
        "- Dining table (식탁): 5,000 won — applies to tables seating six\n- Dining table (식탁): "
        "8,000 won",
    ],
)
def test_a_condition_on_a_list_line_is_flagged_whatever_the_next_line_doubts(answer: str) -> None:
    """The line's own "applies to tables seating …" invents the condition; a doubt on another line
    ("which rate applies") does not take it back, and the item's English name is no condition."""
    assert "'seating' tells apart rows" in _why(answer, TABLES)["5,000 won"]
