"""Round 37 (r37c): wrong counts, totals and comparisons that passed (prod_holdout25 and
prod_holdout26, already scored).

Each figure below was true of *some* arithmetic over the outputs' values, so the check let it
pass; round 37 reads the words that say *which* arithmetic:

- an exactness word before a ratio (``딱 두 배``, ``정확히 2배``, ``exactly twice``) asks for the
  ratio itself, not its rounding (:func:`.derived_values.ratio_fits`, :mod:`.multiples`);
- a gap whose clause opens with the standard alone (``골판지는 80원/kg이고, PVC보다 kg당 20원 더
  받을 수 있어``) is the sentence's topic less that standard, and two names of different rows with
  the same value are no longer "the same rows" (:mod:`.named_differences`);
- a count of the rows a lookup returned (``조회된 품목이 12개``, ``the survey lists 14 plastic
  grades``) is a count claim, compared with the list's length (:mod:`.count_statements`);
- a total after a sum word that follows two or more workings each closed by "=" is the sum of
  their results (:mod:`.stated_totals`), and "one of each" of one item's rows adds each row once
  (:mod:`.row_choices`);
- a bundling rule (``10장을 한 묶음으로 계산``) no tool output states, and the total worked on it,
  are flagged (:mod:`.bundles`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices, plastic_row


def _prices(*rows: dict[str, object], query: str = "플라스틱") -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": list(rows), "survey_date": "2025-01", "unit": "원/kg",
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


def _paper_row(name: str, price: int) -> dict[str, object]:
    return {"item_name": name, "category": "paper", "form": "압축", "price_per_kg": price,
            "price_text": f"{price}원/kg"}  # fmt: skip


def _fees(district: str, name: str, *fees: int, spec: str | None = None) -> dict[str, object]:
    return {
        "district": district, "full_name": district, "query": name, "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": spec, "category": "생활용품류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": "2025-07-28",
    }  # fmt: skip


PET = _prices(plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650))
PET_DOUBLE = _prices(plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 700))
PLASTICS = _prices(
    plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
    plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
    plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
    plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("ABS", "압축", 280),
    plastic_row("PVC", "압축", 80), plastic_row("EPS", "압축(스티로폼)", 200),
)  # fmt: skip
CARDBOARD = _prices(_paper_row("골판지", 80), query="골판지")
CANS = _prices(
    {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
     "price_text": "1,200원/kg"},
    query="알루미늄캔",
)  # fmt: skip
JARS = _fees("연제구", "항아리", 1000, 3000, 4000)
MATS = _fees("남양주시", "카펫, 퍼즐매트", 1000)


def _why(answer: str, evidence: object) -> dict[str, str]:
    verdict = check(answer, evidence)  # type: ignore[arg-type]
    assert not verdict.grounded
    return {c.text: c.why or "" for c in verdict.unsupported}


# --- an exact ratio ---------------------------------------------------------------------------

_PET_KO = "PET 압축품은 kg당 350원, 플레이크는 {}원으로 플레이크가 압축품의 {} 가격이에요."


@pytest.mark.parametrize(
    "answer",
    [
        _PET_KO.format(650, "딱 두 배"),  # g43h0-0006's shape
        "압축 PET는 350원/kg, 플레이크는 650원/kg이에요. 플레이크가 압축품의 정확히 2배예요.",
        "Compressed PET is 350 won/kg and PET flake is 650 won/kg, so flake fetches exactly "
        "twice as much as compressed PET.",
    ],
)
def test_an_exact_ratio_that_is_only_a_rounding_is_flagged(answer: str) -> None:
    assert not check(answer, ev(PET)).grounded


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        (_PET_KO.format(700, "딱 두 배"), PET_DOUBLE),  # the ratio itself: 700 / 350
        (_PET_KO.format(650, "두 배쯤"), PET),  # "about": its rounding
        ("Compressed PET is 350 won/kg and PET flake is 650 won/kg, so flake fetches about "
         "twice as much as compressed PET.", PET),
    ],
)  # fmt: skip
def test_a_true_or_rounded_ratio_passes(answer: str, evidence: dict[str, object]) -> None:
    assert flagged(answer, ev(evidence)) == []


# --- a gap whose subject is the sentence's topic ----------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("골판지는 80원/kg이고, PVC보다 kg당 20원 더 받을 수 있어.", "kg당 20원"),  # g44h0-0044
        ("골판지는 80원/kg이고, EPS보다 kg당 100원 싸요.", "kg당 100원"),
        ("골판지는 80원/kg인데, PS(압축)보다 30원 더 받아요.", "30원"),
    ],
)
def test_a_gap_to_a_standard_of_the_topic_that_is_wrong_is_flagged(answer: str, wrong: str) -> None:
    why = _why(answer, ev(PLASTICS, CARDBOARD))
    assert "no difference of the rows" in why[wrong]


@pytest.mark.parametrize(
    "answer",
    [
        "골판지는 80원/kg이고, EPS보다 kg당 120원 싸요.",
        "ABS는 280원/kg이고, PVC보다 kg당 200원 더 받을 수 있어.",
        "PET는 350원/kg이고, PS(압축)보다 250원 더 비싸요.",
    ],
)
def test_a_true_gap_to_a_standard_of_the_topic_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS, CARDBOARD)) == []


# --- a count of the rows a lookup returned ----------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("비닐 관련으로 조회된 품목이 12개인데, 그중 PVC가 80원/kg으로 가장 싸요.", "12개"),  # g43h2-0043
        ("검색된 항목은 8개이고, PVC가 80원/kg으로 제일 싸요.", "8개"),
        ("The national average survey lists 14 plastic grades; PVC is the cheapest at 80 won/kg.",
         "14 plastic grades"),  # g44h2-0006's shape
    ],
)  # fmt: skip
def test_a_wrong_count_of_the_rows_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in text for text in _why(answer, ev(PLASTICS)))


@pytest.mark.parametrize(
    "answer",
    [
        "비닐 관련으로 조회된 품목이 10개인데, 그중 PVC가 80원/kg으로 가장 싸요.",
        "The national average survey lists 10 plastic grades; PVC is the cheapest at 80 won/kg.",
        "The survey lists ten plastic grades; PVC is the cheapest at 80 won/kg.",
    ],
)
def test_the_right_count_of_the_rows_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


# --- a total of workings closed by "=" ---------------------------------------------------------

_WORKED = (
    "알루미늄캔 8kg × 1,200원 = 9,600원, 신문지 10kg × 120원 = 1,200원이니까 합계 {}원 정도예요."
)
_ASKED = "알루미늄캔 8kg이랑 신문지 10kg이면 얼마예요?"
_WORKED_EN = (
    "Aluminium cans: 8 kg × 1,200 won = 9,600 won. Newspaper: 10 kg × 120 won = 1,200 won, so "
    "in total {} won."
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_WORKED.format("11,800"), "11,800원"),  # g43h2-0054's shape
        (_WORKED_EN.format("11,600"), "11,600 won"),
        ("알루미늄캔 8kg × 1,200원 = 9,600원 × 2 = 19,200원, 신문지 10kg × 120원 = 1,200원이니까 "
         "총 21,600원이에요.", "21,600원"),
    ],
)  # fmt: skip
def test_a_total_that_is_not_the_sum_of_its_workings_is_flagged(answer: str, wrong: str) -> None:
    why = _why(answer, ev(CANS, paper_prices(), user=_ASKED))
    assert "not the sum of the workings" in why[wrong]


@pytest.mark.parametrize(
    "answer",
    [
        _WORKED.format("10,800"),
        _WORKED_EN.format("10,800"),
        "알루미늄캔 8kg × 1,200원 = 9,600원 × 2 = 19,200원, 신문지 10kg × 120원 = 1,200원이니까 "
        "총 20,400원이에요.",
    ],
)
def test_the_sum_of_the_workings_passes(answer: str) -> None:
    assert flagged(answer, ev(CANS, paper_prices(), user=_ASKED)) == []


# --- one of each of one item's rows -----------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("연제구 항아리 fee: 1,000원 / 3,000원 / 4,000원. 세 가지 fee 하나씩이면 총 7,000원이에요.",
         "7,000원"),  # g44h3-0098's shape
        ("항아리 수수료는 1,000원, 3,000원, 4,000원이에요. 크기별로 하나씩 버리시면 합계 9,000원입니다.",
         "9,000원"),
        ("Jars are 1,000 / 3,000 / 4,000 won. One of each comes to 7,000 won in total.", "7,000 won"),
    ],
)  # fmt: skip
def test_one_of_each_row_that_is_not_their_sum_is_flagged(answer: str, wrong: str) -> None:
    assert "one of each of the item's rows" in _why(answer, ev(JARS))[wrong]


@pytest.mark.parametrize(
    "answer",
    [
        "연제구 항아리 fee: 1,000원 / 3,000원 / 4,000원. 세 가지 fee 하나씩이면 총 8,000원이에요.",
        "항아리 수수료는 1,000원, 3,000원, 4,000원이에요. 크기별로 하나씩 버리시면 합계 8,000원입니다.",
        "Jars are 1,000 / 3,000 / 4,000 won. One of each comes to 8,000 won in total.",
    ],
)
def test_one_of_each_row_summed_passes(answer: str) -> None:
    assert flagged(answer, ev(JARS)) == []


# --- a bundling rule no output states ---------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "rule", "total"),
    [
        ("남양주시 자료 기준입니다.\n- 카펫, 퍼즐매트: 1,000원 · 퍼즐매트는 10장을 한 묶음으로 계산\n"
         "30장이면 3묶음이라 3,000원이 됩니다.", "퍼즐매트는 10장을 한 묶음으로 계산", "3,000원"),
        ("카펫, 퍼즐매트는 1,000원이에요. 매트는 20장씩 한 묶음으로 쳐서 30장이면 2묶음, 2,000원이에요.",
         "매트는 20장씩 한 묶음으로 쳐서", "2,000원"),
        ("Carpets and puzzle mats are 1,000 won. Mats are counted in bundles of 10 sheets, so 30 "
         "sheets is 3 bundles, 3,000 won.", "Mats are counted in bundles of 10 sheets", "3,000 won"),
    ],
)  # fmt: skip
def test_an_invented_bundling_rule_and_its_total_are_flagged(
    answer: str, rule: str, total: str
) -> None:
    why = _why(answer, ev(MATS))
    assert "as one bundle" in why[rule]
    assert total in why


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        # the row states the unit: "10장 1묶음"
        ("퍼즐매트는 10장을 한 묶음으로 계산해서 1,000원이에요.",
         _fees("남양주시", "퍼즐매트", 1000, spec="10장 1묶음")),
        # no rule said: the data's fee and a pointer to ask
        ("카펫, 퍼즐매트는 1,000원이에요. 장수 기준은 자료에 없어서 신고할 때 확인해 보세요.", MATS),
        ("Puzzle mats may be counted in bundles of 10 sheets, so check when you apply; the fee is "
         "1,000 won.", MATS),
    ],
)  # fmt: skip
def test_a_bundle_the_row_states_or_no_rule_passes(
    answer: str, evidence: dict[str, object]
) -> None:
    assert flagged(answer, ev(evidence)) == []
