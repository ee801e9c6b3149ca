"""Round 58 (r58c): price arithmetic on prod_holdout57/58 — faithful differences, spreads and
ratios that were flagged.

- A noun of difference in Latin letters, also with a Korean particle right after it (``diff는``,
  ``gap은``, ``the delta``, ``spread``, ``margin``), and a lead by a margin (``PET wins by``, ``PP
  beats PE by``) are words of a working (:mod:`.working_cues`; g75h0-0058, g75h2-0010).
- A unit price written after ``a − b =`` is that difference of two prices the answer states
  (:func:`.arithmetic.equation_why`; g76h2-0013); the low end of ``from A to B KRW/kg`` /
  ``between A and B`` is a price of the range's unit (:mod:`.money`; g76h2-0041).
- A good the outputs name only by its upper-case code (``PET``) is carried for a rule's terms
  (:mod:`.rule_terms`; g76h2-0001: ``페트가 비닐보다 … 더 받아요``).
- An English ratio's sides are named by whole words (``about`` names no ``out``), and where the
  sentence's list names every side the subject is the nearest clause naming one alone
  (:mod:`.times`; g76h0-0031).
- The second figure of ``(1,200 vs 180 won/kg)`` is the other side's, unsure for the readers
  that bind a value to the words before it, also after a bare first figure
  (:mod:`.pair_sides`; g76h3-0030).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_57 = "prod_holdout57.jsonl"
_58 = "prod_holdout58.jsonl"


@pytest.mark.parametrize(
    ("name", "cid"),
    [
        (_57, "g75h0-0058"),
        (_57, "g75h2-0010"),
        (_58, "g76h0-0031"),
        (_58, "g76h2-0001"),
        (_58, "g76h2-0013"),
        (_58, "g76h2-0041"),
        (_58, "g76h3-0030"),
    ],
)
def test_the_faithful_cases_pass(name: str, cid: str) -> None:
    assert case_flags(name, cid) == []


# --- a difference named by a Latin word ----------------------------------------------------------

_CANS = "알루미늄캔은 kg당 1,200원, 철캔은 180원이라 "
_CANS_EN = "Aluminium cans are 1,200 won/kg and steel cans 180 won/kg — "


@pytest.mark.parametrize(
    "answer",
    [
        _CANS + "gap은 kg당 1,020원이에요.",
        _CANS_EN + "the delta is 1,020 won/kg.",
        _CANS_EN + "a margin of 1,020 won/kg.",
    ],
)
def test_a_latin_difference_word_that_comes_out_passes(answer: str) -> None:
    assert case_flags(_57, "g75h0-0058", answer) == []


@pytest.mark.parametrize(
    ("answer", "flag"),
    [
        (_CANS + "diff는 kg당 1,100원이에요.", ("unit_price", "kg당 1,100원")),
        (_CANS_EN + "the delta is 1,120 won/kg.", ("unit_price", "1,120 won/kg")),
    ],
)
def test_a_wrong_difference_is_still_caught(answer: str, flag: tuple[str, str]) -> None:
    assert case_flags(_57, "g75h0-0058", answer) == [flag]


_PET_EPS = (
    "Both figures are national averages (KECO survey, 2025-01). PET (compressed) is 350 won/kg, "
    "while styrofoam (EPS, compressed) is 200 won/kg. For, say, 30 kg that's 10,500 won of PET "
    "versus 6,000 won of EPS"
)


def test_a_lead_by_a_margin_that_comes_out_passes() -> None:
    assert case_flags(_57, "g75h2-0010", _PET_EPS + ", so PET beats EPS by 4,500 won.") == []


@pytest.mark.parametrize(
    ("tail", "flag"),
    [(" — PET wins by 5,500 won.", "5,500 won"), (", so PET leads by 3,000 won.", "3,000 won")],
)
def test_a_wrong_lead_is_caught(tail: str, flag: str) -> None:
    assert case_flags(_57, "g75h2-0010", _PET_EPS + tail) == [("money", flag)]


# --- a written difference of two prices ------------------------------------------------------------

_PLASTICS = (
    "National averages from the KECO price survey, January 2025: PE compressed 150 KRW/kg, "
    "PE flake 450 KRW/kg; PP compressed 180 KRW/kg, PP flake 520 KRW/kg. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "PP beats PE by 180 − 150 = 30 KRW/kg compressed and by 520 − 450 = 70 KRW/kg as flake.",
        "PP는 PE보다 압축 기준 180 − 150 = 30원/kg 비싸요.",
    ],
)
def test_a_written_price_difference_that_comes_out_passes(tail: str) -> None:
    assert case_flags(_58, "g76h2-0013", _PLASTICS + tail) == []


@pytest.mark.parametrize(
    "tail",
    [
        "PP beats PE by 180 − 150 = 40 KRW/kg compressed.",  # the arithmetic is wrong
        "PP beats PE by 190 − 150 = 40 KRW/kg compressed.",  # a term the answer never stated
    ],
)
def test_a_wrong_written_price_difference_is_caught(tail: str) -> None:
    assert case_flags(_58, "g76h2-0013", _PLASTICS + tail) == [("unit_price", "40 KRW/kg")]


# --- the low end of a range in words ---------------------------------------------------------------

_SPREADS = (
    "National averages from the KECO survey (January 2025): PE goes from 150 to 450 KRW/kg "
    "(+300), PP from 180 to 520 KRW/kg (+340), and PET from 350 to 650 KRW/kg (+300). "
)


def test_a_spread_of_a_range_in_words_passes() -> None:
    answer = (
        "National averages: PE ranges between 150 and 450 KRW/kg, PP between 180 and 520 KRW/kg."
    )
    assert case_flags(_58, "g76h2-0041", answer + " PP's spread is 340 KRW/kg.") == []


@pytest.mark.parametrize(
    ("answer", "flag"),
    [
        (_SPREADS + "So PP has the widest spread at 360 KRW/kg.", "360 KRW/kg"),
        ("National averages: PE goes from 150 to 450 KRW/kg, PP from 200 to 520 KRW/kg.", "200"),
    ],
)
def test_a_wrong_spread_or_low_end_is_caught(answer: str, flag: str) -> None:
    assert case_flags(_58, "g76h2-0041", answer) == [("unit_price", flag)]


# --- a good named by its code in the outputs -------------------------------------------------------

_BAGS = (
    "둘 다 한국환경공단 가격조사 전국 평균(2025년 1월 기준)이에요. 비닐류는 PE(압축) 150원/kg, "
    "PE(플레이크) 450원/kg이고, 페트병은 PET(압축) 350원/kg, PET(플레이크) 650원/kg이에요. "
)


def test_a_comparison_of_goods_the_outputs_name_by_code_passes() -> None:
    answer = _BAGS + "압축 기준으로 페트가 비닐보다 kg당 200원 더 받아요."
    assert case_flags(_58, "g76h2-0001", answer) == []


@pytest.mark.parametrize(
    ("tail", "flag"),
    [
        (
            "압축 상태로 비교하면 페트가 비닐보다 kg당 350 − 150 = 250원 더 받아요.",
            ("money", "250원"),
        ),
        ("라벨을 떼면 페트가 비닐보다 kg당 50원 더 받아요.", ("unit_price", "kg당 50원")),
    ],
)
def test_a_wrong_gap_or_an_invented_bonus_is_caught(tail: str, flag: tuple[str, str]) -> None:
    assert case_flags(_58, "g76h2-0001", _BAGS + tail) == [flag]


# --- an English ratio whose sentence lists every side ----------------------------------------------

_METALS = (
    "Scrap iron (철스크랩) is about 280 won/kg, aluminium cans 1,200 won/kg and steel cans 180 "
    "won/kg on the national average — so sort the aluminium out, it's worth "
)


@pytest.mark.parametrize(
    ("tail", "flag"),
    [
        ("over six times as much as scrap iron.", "over six times"),  # 1,200 / 280 is 4.3
        ("over eight times as much as steel cans.", "over eight times"),
    ],
)
def test_a_wrong_ratio_is_caught(tail: str, flag: str) -> None:
    assert case_flags(_58, "g76h0-0031", _METALS + tail) == [("condition", flag)]


def test_the_right_ratio_against_scrap_iron_passes() -> None:
    assert case_flags(_58, "g76h0-0031", _METALS + "about four times as much as scrap iron.") == []


# --- the second figure of a pair after a bare first ------------------------------------------------

_LIST = (
    "1. Nationwide averages (Korea Environment Corporation survey, January 2025, sample data):\n"
    "- Iron scrap (철스크랩, heavy scrap): 280 won/kg\n"
    "- Steel cans (철캔, compressed): 180 won/kg\n"
    "- Aluminium cans (알루미늄캔, compressed): 1,200 won/kg\n2. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "Aluminium cans fetch about 6.7 times the steel-can price (1,200 won/kg vs 180 won/kg).",
        "알루미늄캔은 철캔의 약 6.7배예요 (1,200 대 180원/kg).",
    ],
)
def test_a_pair_restating_the_comparison_passes(tail: str) -> None:
    assert case_flags(_58, "g76h3-0030", _LIST + tail) == []


@pytest.mark.parametrize(
    ("tail", "flag"),
    [
        (
            "Aluminium cans fetch about 6.7 times the steel-can price (1,200 vs 150 won/kg).",
            ("unit_price", "150 won/kg"),
        ),
        (
            "Aluminium cans fetch about 8.5 times the steel-can price (1,200 vs 180 won/kg).",
            ("condition", "about 8.5 times"),
        ),
    ],
)
def test_a_wrong_pair_or_ratio_is_caught(tail: str, flag: tuple[str, str]) -> None:
    assert case_flags(_58, "g76h3-0030", _LIST + tail) == [flag]
