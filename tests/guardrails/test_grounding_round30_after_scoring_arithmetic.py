"""Round 31 (r31g): faithful arithmetic over candidate rows that the check flagged.

Two shapes from prod_holdout18/19. Both are read by :mod:`guardrails.grounding.row_choices`:
- a total of one piece of each of two named items, given as a range ("항아리 하나, 매트리스 하나면
  최소 10,000원에서 최대 17,000원"). A piece of each ("A 하나, B 하나면", "하나씩", "one of each")
  now says the sentence adds, the way a sum word does;
- a range of totals for a count written in digits before a plural noun ("For 10 chairs …
  from 20,000 won … to 150,000 won"). "for 10 chairs" now counts pieces, as "for ten" already
  did.
Their fabricated twins, where the ends are not the least and greatest sums, are still flagged.

Two more, read by :mod:`guardrails.grounding.twins` (a twin row given a condition):
- a term of a worked total under the nearer of two bound words ("적게는 4,000원 + 3,000원 = 7,000원,
  많게는 6,000원 + 4,000원 = 10,000원"): 많게 picks the highest row, 6,000원
  (:func:`guardrails.grounding.alternatives.ranked` now reads the bound nearest the fee);
- the middle row of a ranked list ("1. Lowest … 2. Middle: 2,000 won … 3. Highest"): ``Middle``
  heads a fee strictly between its rows' lowest and highest, and names no kind.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, name: str, fees: tuple[int, ...], category: str = "가구류") -> dict:
    return {
        "district": district, "query": name, "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": None, "category": category,
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-16",
    }  # fmt: skip


JAR = _fees("성북구", "항아리", (1000, 2000, 4000), "생활용품류")
MATTRESS = _fees("동래구", "매트리스", (9000, 13000))
CHAIR = _fees("함양군", "의자(소파 이외)", (2000, 3000, 5000, 15000))

_LISTS = "- 항아리(서울 성북구): 1,000원 / 2,000원 / 4,000원\n- 매트리스(부산 동래구): 9,000원 또는 13,000원\n"


# --- one piece of each of two items ----------------------------------------------------------


@pytest.mark.parametrize(
    "tail",
    [
        "항아리 하나, 매트리스 하나면 최소 10,000원에서 최대 17,000원입니다.",
        "항아리랑 매트리스 하나씩이면 적게는 10,000원, 많게는 17,000원이에요.",
        "With one of each, it comes to 10,000 won to 17,000 won.",
    ],
)
def test_one_of_each_range_passes(tail: str) -> None:
    assert flagged(_LISTS + tail, ev(JAR, MATTRESS)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        ("항아리 하나, 매트리스 하나면 최소 11,000원에서 최대 17,000원입니다.", ["11,000원"]),
        ("항아리 하나, 매트리스 하나면 최소 10,000원에서 최대 19,000원입니다.", ["19,000원"]),
    ],
)
def test_one_of_each_wrong_end_is_flagged(tail: str, wrong: list[str]) -> None:
    assert flagged(_LISTS + tail, ev(JAR, MATTRESS)) == wrong


# --- a count in digits before a plural noun --------------------------------------------------

_CHAIRS = (
    "Hamyang-gun lists non-sofa chairs at 2,000, 3,000, 5,000 or 15,000 won each, without saying "
    "which size each rate applies to. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "For 10 chairs that means anywhere from 20,000 won (all at the lowest rate) to 150,000 "
        "won (all at the highest).",
        "For all 6 chairs, expect between 12,000 won and 90,000 won.",
    ],
)
def test_digit_count_range_passes(tail: str) -> None:
    assert flagged(_CHAIRS + tail, ev(CHAIR)) == []


def test_digit_count_wrong_end_is_flagged() -> None:
    answer = _CHAIRS + (
        "For 10 chairs that means anywhere from 30,000 won (all at the lowest rate) to 150,000 "
        "won (all at the highest)."
    )
    assert flagged(answer, ev(CHAIR)) != []
    assert "30,000 won" in flagged(answer, ev(CHAIR))


# --- the bound words of a range of worked totals (:mod:`guardrails.grounding.twins`) ----------

DRAWERS = {
    "district": "성주군", "query": "서랍장", "item_count": 4,
    "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
               "fee_text": f"{f:,}원", "is_free": False}
              for n, f in (("서랍장(목재)", 4000), ("서랍장(목재)", 6000),
                           ("서랍장(플라스틱)", 3000), ("서랍장(플라스틱)", 4000))],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2023-07-12",
}  # fmt: skip
_DRAWER_FEES = (
    "목재 서랍장이 4,000원 또는 6,000원, 플라스틱 서랍장이 3,000원 또는 4,000원으로 나와 있어요. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "그러니까 둘 합쳐서 적게는 4,000원 + 3,000원 = 7,000원, 많게는 6,000원 + 4,000원 = "
        "10,000원이에요.",
        "둘 다 버리면 많게는 6,000원 + 4,000원 = 10,000원, 적게는 4,000원 + 3,000원 = 7,000원이에요.",
    ],
)
def test_bound_words_of_worked_totals_pass(tail: str) -> None:
    assert flagged(_DRAWER_FEES + tail, ev(DRAWERS)) == []


def test_a_highest_row_under_the_nearer_least_word_is_flagged() -> None:
    tail = (
        "그러니까 둘 합쳐서 많게는 6,000원 + 4,000원 = 10,000원, 적게는 6,000원 + 3,000원 = "
        "9,000원이에요."
    )
    assert flagged(_DRAWER_FEES + tail, ev(DRAWERS)) == ["6,000원"]


def test_a_kind_given_to_a_twin_fee_is_still_flagged() -> None:
    answer = _DRAWER_FEES + "원목 서랍장은 6,000원이에요."
    assert flagged(answer, ev(DRAWERS)) == ["6,000원"]


# --- the middle row of a ranked list ---------------------------------------------------------


def _jar_list(middle: str) -> str:
    return (
        "The fee data for Seongbuk-gu (성북구) lists three rates for a jar (항아리):\n"
        f"1. Lowest: 1,000 won\n2. {middle}\n3. Highest: 4,000 won\n"
        "The data does not state which size each rate applies to."
    )


@pytest.mark.parametrize("middle", ["Middle: 2,000 won", "중간: 2,000원"])
def test_middle_row_head_passes(middle: str) -> None:
    assert flagged(_jar_list(middle), ev(JAR)) == []


def test_a_size_head_on_the_middle_row_is_still_flagged() -> None:
    assert flagged(_jar_list("Medium jars: 2,000 won"), ev(JAR)) == ["2,000 won"]


def test_middle_said_of_the_highest_row_is_still_flagged() -> None:
    answer = _jar_list("Middle: 4,000 won").replace(
        "3. Highest: 4,000 won", "3. Highest: 2,000 won"
    )
    assert "4,000 won" in flagged(answer, ev(JAR))


# --- a bare factor restating its sentence's measure (:mod:`guardrails.grounding.factors`) ----

SCRAP = {
    "region": "nationwide", "region_name": "전국", "query": "철스크랩", "item_count": 1,
    "items": [{"item_name": "철스크랩", "category": "metal", "form": "고철", "price_per_kg": 280,
               "price_text": "280원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
_SCRAP_USER = "I have about 2 tonnes of scrap iron. What would that fetch?"


@pytest.mark.parametrize(
    "answer",
    [
        "The nationwide average for steel scrap in the January 2025 survey is 280 won/kg. Two "
        "tonnes is 2,000 kg, so 2,000 × 280 = 560,000 won. Actual offers vary by yard.",
        "철스크랩 전국 평균은 kg당 280원이에요. 2톤이면 2,000kg이라 280 × 2,000 = 560,000원이에요.",
    ],
)
def test_a_factor_restating_the_weight_passes(answer: str) -> None:
    assert flagged(answer, ev(SCRAP, user=_SCRAP_USER)) == []


def test_a_factor_no_measure_restates_is_flagged() -> None:
    answer = (
        "The nationwide average for steel scrap is 280 won/kg. Two tonnes is 2,000 kg, so "
        "2,500 × 280 = 700,000 won."
    )
    assert "2,500" in flagged(answer, ev(SCRAP, user=_SCRAP_USER))


# --- a pair of products set against each other (:mod:`guardrails.grounding.products`) -------

GLASS = {
    "region": "nationwide", "region_name": "전국", "query": "유리병", "item_count": 3,
    "items": [{"item_name": n, "category": "glass", "form": "파유리(컬릿)", "price_per_kg": p,
               "price_text": f"{p}원/kg"}
              for n, p in (("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35))],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
_GLASS_RATES = (
    "National averages from the KECO survey (January 2025, cullet): clear/white glass 45 won/kg, "
    "brown 40 won/kg, blue-green 35 won/kg. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "Clear is the most valuable, 10 won/kg more than blue-green — on 100 kg that's 4,500 won "
        "versus 3,500 won.",
        "Clear beats blue-green by 10 won/kg: on 100 kg that's 4,500 won vs 3,500 won.",
    ],
)
def test_a_pair_of_products_follows_its_sentences_materials(tail: str) -> None:
    assert flagged(_GLASS_RATES + tail, ev(GLASS)) == []


def test_a_pair_with_an_unnamed_materials_product_is_flagged() -> None:
    tail = (
        "Clear is the most valuable, 10 won/kg more than blue-green — on 100 kg that's 4,000 won "
        "versus 3,500 won."
    )
    assert "4,000 won" in flagged(_GLASS_RATES + tail, ev(GLASS))
