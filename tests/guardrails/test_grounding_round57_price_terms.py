"""Round 57 (r57d): recyclable prices — invented buying terms and classifications, and one
material's price given to another (prod_holdout55/56).

- A bracket's comma is no clause mark when the bracket closes right before the value
  (``스티로폼(EPS, 압축): 1kg에 180원`` is 스티로폼's, not every 압축 row's): :mod:`.backward`
  (g73h3-0097); an empty ``"advisories": []`` key states no advisory: :mod:`.alerts` (the older
  g11hc-0046, which this binding had been catching only by a false flag).
- A lower price for a state of the good with nothing it is lower than (``Bottles with labels
  still on get a lower price``): :mod:`.deductions` (g73h1-0077).
- Any good's word before ``만 매입/받`` is a buyer's restriction (``이물질 없는 흰색 스티로폼만
  매입하니``): :mod:`.priced_requirements` (g74h2-0061).
- A price a condition leaves the same in an adverb (``색이 섞여도 … 똑같이 쳐주니``), ``상관없이
  같은 값``, ``Mixed … the same rate``: :mod:`.conditioned_terms` (g74h2-0093).
- A good classed as a listed one (``셀로판은 PP로 분류돼``, ``counted as PP``): :mod:`.likened_prices`
  (g73h0-0077).
- A buying price said of the site named in the sentence before (``It also buys PET directly at
  350 won/kg``): :mod:`.site_prices` (g73h2-0030).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H55 = "prod_holdout55.jsonl"
_H56 = "prod_holdout56.jsonl"


# --- a bracket closed right before the value -------------------------------------------------------


def test_steel_can_price_given_to_styrofoam_is_caught() -> None:
    assert case_flags(_H55, "g73h3-0097") == [("unit_price", "1kg에 180원")]


@pytest.mark.parametrize(
    "answer",
    [
        "1. 스티로폼(EPS, 압축): kg당 180원",
        "- 스티로폼(EPS, 압축 상태): 180원/kg",
    ],
)
def test_the_same_swap_in_other_words_is_caught(answer: str) -> None:
    assert [k for k, _ in case_flags(_H55, "g73h3-0097", answer)] == ["unit_price"]


def test_the_true_prices_under_the_bracket_pass() -> None:
    answer = "1. 스티로폼(EPS, 압축): 1kg에 200원\n2. 철캔(압축): 1kg에 180원\n3. 고철: 1kg에 280원"
    assert case_flags(_H55, "g73h3-0097", answer) == []


def test_a_subject_named_after_the_bracket_still_binds() -> None:
    # the under-6 fee swapped with the 6-or-more fee stays caught (prod_holdout7 g21h1-0019)
    assert ("money", "5,000 won") in case_flags("prod_holdout7.jsonl", "g21h1-0019")


def test_an_empty_advisory_list_states_no_advisory() -> None:
    assert case_flags("holdout11.jsonl", "g11hc-0046") == [("alert", "강풍주의보")]


# --- a lower price for a state of the good -----------------------------------------------------------


def test_labels_said_to_lower_the_price_is_caught() -> None:
    assert case_flags(_H55, "g73h1-0077") == [("condition", "get a lower price")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("갈색 유리는 40원/kg이에요. 라벨이 붙어 있으면 값을 낮게 쳐줘요.", "값을 낮게 쳐"),
        ("갈색 유리는 40원/kg이에요. 이물질이 섞이면 값을 싸게 쳐줘요.", "값을 싸게 쳐"),
    ],
)
def test_the_same_deduction_in_korean_is_caught(answer: str, text: str) -> None:
    assert case_flags(_H55, "g73h1-0077", answer) == [("condition", text)]


@pytest.mark.parametrize(
    "answer",
    [
        "Brown glass is 40 won/kg and green 35 won/kg, so green gets a lower price than brown.",
        "갈색은 40원, 청녹색은 35원이라 청녹색이 갈색보다 값을 낮게 쳐줘요.",
        "Brown glass: 40 won/kg. Green glass: 35 won/kg. Take the labels off first.",
    ],
)
def test_a_comparison_of_rows_passes(answer: str) -> None:
    assert case_flags(_H55, "g73h1-0077", answer) == []


def test_a_value_said_to_fall_is_advice() -> None:
    # "폐지는 젖으면 값이 떨어지니 오늘은 보관하시는 게 좋아요" (holdout1 g2-0009, faithful)
    assert case_flags("holdout1.jsonl", "g2-0009") == []


# --- a buyer that takes only goods in some state ------------------------------------------------------


def test_only_clean_white_styrofoam_bought_is_caught() -> None:
    assert case_flags(_H56, "g74h2-0061") == [
        ("condition", "이물질 없는 흰색 스티로폼만 매입하니 테이프랑 송장은 꼭 떼 주세요.")
    ]


def test_the_same_restriction_in_english_is_caught() -> None:
    answer = "EPS averages 200 won/kg. Buyers only take it free of foreign matter."
    assert [k for k, _ in case_flags(_H56, "g74h2-0061", answer)] == ["condition"]


@pytest.mark.parametrize(
    "answer",
    [
        "스티로폼(EPS)은 kg당 200원이에요. 압축한 스티로폼만 매입해요.",
        "스티로폼(EPS)은 kg당 200원이에요. 조금 번거롭지만 받아 주는 곳이 많아요.",
        "스티로폼(EPS)은 압축 기준 kg당 200원이에요. 테이프와 송장은 떼 주세요.",
    ],
)
def test_a_written_state_or_no_restriction_passes(answer: str) -> None:
    assert case_flags(_H56, "g74h2-0061", answer) == []


# --- mixed colours said to fetch the same ------------------------------------------------------------


def test_mixed_colours_paid_the_same_is_caught() -> None:
    assert case_flags(_H56, "g74h2-0093") == [("condition", "여도 kg당 45원으로 똑같이 쳐")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("유리병은 색깔 상관없이 같은 값이에요.", "상관없이 같은 값"),
        ("Mixed colours are paid the same rate, so no need to sort.",
         "Mixed colours are paid the same rate"),
    ],
)  # fmt: skip
def test_the_same_term_in_other_words_is_caught(answer: str, text: str) -> None:
    assert case_flags(_H56, "g74h2-0093", answer) == [("condition", text)]


@pytest.mark.parametrize(
    "answer",
    [
        "백색 유리 kg당 45원, 갈색 40원, 청녹색 35원이라 색이 섞여도 똑같이 쳐주지는 않아요.",
        "Mixed colours are not paid the same rate: clear is 45 won/kg, brown 40, green 35.",
        "백색 유리 kg당 45원, 갈색 40원, 청녹색 35원이니 색깔별로 나누시는 게 좋아요.",
    ],
)
def test_a_denied_or_absent_sameness_passes(answer: str) -> None:
    assert case_flags(_H56, "g74h2-0093", answer) == []


# --- a good classed as a listed one -----------------------------------------------------------------


def test_cellophane_classed_as_pp_is_caught() -> None:
    assert case_flags(_H55, "g73h0-0077") == [("condition", "셀로판은 PP로 분류돼")]


def test_the_same_classing_in_english_is_caught() -> None:
    answer = "Cellophane is counted as PP, so about 180 won/kg compressed."
    assert case_flags(_H55, "g73h0-0077", answer) == [("condition", "Cellophane is counted as PP")]


@pytest.mark.parametrize(
    "answer",
    [
        "스티로폼은 EPS로 분류돼 kg당 200원이에요.",
        "LDPE는 PE로 분류돼요. LDPE는 kg당 130원이에요.",
        "셀로판은 PP로 분류되지 않아요. PP 압축은 180원/kg이에요.",
    ],
)
def test_a_listed_good_or_a_denial_passes(answer: str) -> None:
    assert case_flags(_H55, "g73h0-0077", answer) == []


@pytest.mark.parametrize(
    ("name", "cid"),
    [
        ("prod_holdout54.jsonl", "g72h0-0006"),  # "찜기 선반이 고철로 분류되면": a supposition
        ("prod_holdout45.jsonl", "g63h2-0001"),  # "keep your bottles clean and sorted as PET"
        ("prod_holdout15.jsonl", "g29h1-0045"),  # "would normally count as compressed": a form
    ],
)
def test_a_supposed_class_or_advice_to_sort_passes(name: str, cid: str) -> None:
    assert case_flags(name, cid) == []


# --- a buying price said of the site named before ---------------------------------------------------


def test_centre_said_to_buy_pet_at_a_price_is_caught() -> None:
    assert case_flags(_H55, "g73h2-0030") == [("condition", "buys PET directly at 350 won")]


def test_the_same_buying_in_korean_is_caught() -> None:
    answer = (
        "가장 가까운 곳은 양양의 환경자원센터(12.4km)예요. 그곳에서는 PET도 kg당 350원에 매입해요."
    )
    assert [k for k, _ in case_flags(_H55, "g73h2-0030", answer)] == ["condition"]


@pytest.mark.parametrize(
    "answer",
    [
        "The nearest is 환경자원센터 in Yangyang, about 12.4 km away. Compressed PET averages "
        "350 won/kg nationally.",
        "The nearest is 환경자원센터 in Yangyang. Scrap dealers there buy PET at about 350 won/kg.",
    ],
)
def test_the_survey_price_or_another_buyer_passes(answer: str) -> None:
    assert case_flags(_H55, "g73h2-0030", answer) == []
