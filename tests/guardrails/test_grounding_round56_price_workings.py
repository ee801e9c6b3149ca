"""Round 56 (r56b): faithful price answers flagged over workings and flake lists (prod_holdout53/54).

- A weight in Korean native numbers (``열 키로면 대략 1,200원``) is the quantity of its product:
  :mod:`.spelled_weights` (g71h1-0004).
- A weight whose working is written out before its result (``알루미늄캔 5kg(1,200 × 5 = 6,000원)``)
  is the example of a listed price per kg: :mod:`.listed_products` (g71h2-0061).
- A middle dot ends a postposed qualifier's phrase (``PE: 150 won/kg compressed · 450 won/kg
  flake``): :mod:`.postposed` (g72h1-0072).
- A pick (``350원 쪽``) is read in its own clause: a row named before a contrast or reason is the
  one set aside: :mod:`.basis` (g72h0-0015).
- A gap in brackets after the pair it spans (``PET 650 vs 350 (300 won/kg)``) under a gap noun, and
  that gap said again as a gap (``the biggest premium at 340 won/kg``): :mod:`.derived_values`,
  :mod:`.restated_figures` (g72h2-0078).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence

_FILES = {
    "g71h1-0004": "prod_holdout53.jsonl",
    "g71h2-0061": "prod_holdout53.jsonl",
    "g72h1-0072": "prod_holdout54.jsonl",
    "g72h0-0015": "prod_holdout54.jsonl",
    "g72h2-0078": "prod_holdout54.jsonl",
}


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(_FILES[cid], cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", sorted(_FILES))
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


# --- a weight in Korean native numbers ----------------------------------------------------------

_PAPER = "신문지는 1kg에 120원이에요. "


@pytest.mark.parametrize(
    "tail",
    [
        "열 키로면 대략 1,200원 정도 되겠네요.",
        "다섯 킬로면 600원이에요.",
        "스무 키로면 2,400원쯤 돼요.",
    ],
)
def test_native_weight_times_price_passes(tail: str) -> None:
    assert _flagged("g71h1-0004", _PAPER + tail) == []


def test_native_weight_with_a_wrong_product_is_caught() -> None:
    assert _flagged("g71h1-0004", _PAPER + "열 키로면 대략 1,500원 정도 되겠네요.") == [
        ("money", "1,500원")
    ]


def test_english_spelled_weight_still_read() -> None:
    assert _flagged("g71h1-0004", "Newspaper is 120 won/kg, so ten kilos is about 1,200 won.") == []


# --- a written-out working after a listed price's example weight --------------------------------

_METALS = "2025년 1월 전국 평균으로 철스크랩(고철)은 kg당 280원, 철캔은 180원, 알루미늄캔은 1,200원이에요. "


def test_worked_example_of_a_listed_price_passes() -> None:
    answer = _METALS + "철캔 10kg(180 × 10 = 1,800원)이면 충분해요."
    assert _flagged("g71h2-0061", answer) == []


def test_worked_example_with_a_wrong_result_is_caught() -> None:
    answer = (
        _METALS
        + "고철 20kg(280 × 20 = 5,600원)보다 알루미늄캔 5kg(1,200 × 5 = 7,000원)이 더 나와요."
    )
    assert ("money", "7,000원") in _flagged("g71h2-0061", answer)


def test_worked_example_for_another_material_is_caught() -> None:
    answer = (
        _METALS + "고철 20kg(280 × 20 = 5,600원)보다 철캔 5kg(1,200 × 5 = 6,000원)이 더 나와요."
    )
    assert _flagged("g71h2-0061", answer) == [("number", "5kg")]


# --- a postposed qualifier closed by a middle dot -----------------------------------------------


def test_dotted_forms_after_values_pass() -> None:
    answer = "- PE: 150 won/kg compressed · 450 won/kg flake\n- PP: 180 won/kg compressed · 520 won/kg flake"
    assert _flagged("g72h1-0072", answer) == []


def test_dotted_forms_swapped_are_caught() -> None:
    answer = "- PE: 450 won/kg compressed · 150 won/kg flake"
    assert _flagged("g72h1-0072", answer) == [
        ("unit_price", "450 won/kg"),
        ("unit_price", "150 won/kg"),
    ]


def test_dotted_form_of_another_item_is_caught() -> None:
    assert _flagged("g72h1-0072", "- PE: 150 won/kg compressed · 520 won/kg flake") == [
        ("unit_price", "520 won/kg")
    ]


# --- a pick in its own clause --------------------------------------------------------------------

_PET = "페트병(PET 압축)은 kg당 350원이야! 세척·분쇄한 플레이크는 650원인데 "


def test_pick_after_a_reason_passes() -> None:
    answer = _PET + "그건 가공된 원료라서 집에서 모은 병은 350원 쪽으로 보면 돼."
    assert _flagged("g72h0-0015", answer) == []


def test_pick_naming_the_set_aside_row_in_its_clause_is_caught() -> None:
    answer = _PET + "그건 가공된 원료 가격이라 플레이크로 팔면 350원 쪽이라고 보면 돼"
    assert _flagged("g72h0-0015", answer) == [("money", "350원")]


# --- a gap in brackets after its pair, and said again -------------------------------------------

_GAPS = (
    "Flake premiums over bales: PET 650 vs 350 (300 won/kg), PP 520 vs 180 (340 won/kg), "
    "PE 450 vs 150 (300 won/kg)."
)


def test_bracketed_gaps_and_their_restatement_pass() -> None:
    assert _flagged("g72h2-0078", _GAPS + " So PP has the biggest premium at 340 won/kg.") == []
    korean = "플레이크 프리미엄: PET 650 대 350 (300원/kg), PP 520 대 180 (340원/kg). PP 차이가 340원/kg으로 제일 커요."
    assert _flagged("g72h2-0078", korean) == []


def test_a_wrong_bracketed_gap_is_caught() -> None:
    answer = "Flake premiums over bales: PP 520 vs 180 (330 won/kg)."
    assert _flagged("g72h2-0078", answer) == [("unit_price", "330 won/kg")]


def test_a_pair_the_outputs_do_not_give_is_caught() -> None:
    answer = "Flake premiums over bales: PET 650 vs 250 (400 won/kg)."
    assert _flagged("g72h2-0078", answer) == [("unit_price", "400 won/kg")]


def test_a_gap_said_again_as_a_rows_price_is_caught() -> None:
    answer = _GAPS + " PE flake sells for 340 won/kg."
    assert _flagged("g72h2-0078", answer) == [("unit_price", "340 won/kg")]


def test_a_wrong_restated_gap_is_caught() -> None:
    answer = _GAPS + " So PP has the biggest premium at 360 won/kg."
    assert _flagged("g72h2-0078", answer) == [("unit_price", "360 won/kg")]
