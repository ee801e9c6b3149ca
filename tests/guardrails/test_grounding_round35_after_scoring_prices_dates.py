"""Round 35 (r35w, after scoring prod_holdout23): regional prices, price bonuses, bracketed dates.

Three readings the holdout showed wrong (readings found after scoring: tuned, not evidence):

* a region's price said to stand above or below the nationwide average with its price word and the
  price before the comparison (``광주·전남 권역 시세가 1,200원/kg로 전국 평균보다 조금 높은 편이에요``)
  is the nationwide price given as a region's (:mod:`guardrails.grounding.scopes`, g40h1-0078);
* a bonus on a condition (``라벨이랑 뚜껑을 제거해서 가져가면 압축 PET도 kg당 50원 더 쳐줘요``) is a
  price rule whose terms must be the outputs' own, its condition read over the clauses its
  actions chain (:mod:`guardrails.grounding.rule_terms`, g40h2-0026);
* a bracket of its own after a sentence naming two datasets with their dates (``[수수료 2025-11-20
  / 행정안전부 생활쓰레기배출정보 2025-08-06]``) is a source line read in parts: each date is the date
  of the dataset its own part names, not of the words of the next part
  (:mod:`guardrails.grounding.dated`, :mod:`guardrails.grounding.source_lines`, g40h0-0091).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

_FORM_NOTE = (
    "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."
)
_NOTE = "전남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 (지역별 시세는 가격조사 파일을 가져오면 제공됩니다)."


def _prices(query: str, rows: list[dict[str, object]], **extra: object) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": rows, "survey_date": "2025-01", "unit": "원/kg", "form_note": _FORM_NOTE,
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
        **extra,
    }  # fmt: skip


CAN = ev(
    _prices(
        "알루미늄캔",
        [{"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
          "price_text": "1,200원/kg"}],
        note=_NOTE,
    ),
    user="광주 사무실 탕비실에서 나온 캔이 몇 자루예요. 알루미늄캔 시세 알려주세요.",
)  # fmt: skip
PET = ev(
    _prices(
        "PET",
        [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
        note=_NOTE,
    ),
    user="PET flake랑 compressed PET 가격 차이 알려주세요. 광주 기준으로요.",
)


# --- a region's price said above or below the nationwide average -------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g40h1-0078's shape
        "- 알루미늄캔: 1,200원/kg (압축 기준)\n광주·전남 권역 시세가 1,200원/kg로 전국 평균보다 조금 "
        "높은 편이에요. 캔은 찌그러뜨려 모아서 가져가시면 됩니다.",
        "알루미늄캔은 1,200원/kg예요. 광주 지역 가격은 kg당 1,200원 정도로 전국 평균보다 약간 높아요.",
        "알루미늄캔 1,200원/kg입니다. 부산 시세는 전국 평균보다 조금 낮게 형성돼 있어요.",
    ],
)
def test_regional_price_against_the_average_is_flagged(answer: str) -> None:
    v = check(answer, CAN)
    assert not v.grounded
    assert any("nationwide average" in c.why for c in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twin: the note's own scope said back
        "- 알루미늄캔: 1,200원/kg (압축 기준)\n광주·전남 권역 시세는 데이터에 없어서 전국 평균 "
        "1,200원/kg로 안내드려요. 캔은 찌그러뜨려 모아서 가져가시면 됩니다.",
        "알루미늄캔은 전국 평균 1,200원/kg예요. 광주 지역 시세는 따로 나와 있지 않아요.",
    ],
)
def test_nationwide_price_said_as_nationwide_passes(answer: str) -> None:
    assert flagged(answer, CAN) == []


# --- a price bonus on a condition -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "term"),
    [
        # g40h2-0026's shape
        (
            "광주(전남) 시세는 데이터에 없어서 전국 평균으로 알려드릴게요. PET 압축은 350원/kg, PET "
            "flake는 650원/kg라 flake가 kg당 300원 더 비싸요. 라벨이랑 뚜껑을 제거해서 가져가면 압축 "
            "PET도 kg당 50원 더 쳐줘요.",
            "라벨",
        ),
        ("PET 압축은 350원/kg예요. 뚜껑을 떼고 가져오면 kg당 300원 더 계산해 줘요.", "뚜껑"),
        ("압축 PET는 350원/kg인데, 이물질을 깨끗이 씻어서 내면 kg당 300원 더 받아요.", "이물질"),
    ],
)
def test_invented_price_bonus_is_flagged(answer: str, term: str) -> None:
    v = check(answer, PET)
    assert not v.grounded
    assert any(term in c.why and "더" in c.text for c in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twin: the outputs' own state and form
        "PET 압축은 350원/kg이고, 세척·분쇄한 플레이크는 kg당 300원 더 쳐줘요.",
        "PET 압축은 350원/kg, PET 플레이크는 650원/kg라 플레이크가 kg당 300원 더 비싸요.",
        # a kind the outputs price higher, said as the condition: rows compared, no rule
        "PET 압축은 350원/kg인데, 병이 플레이크면 kg당 300원 더 쳐줘요.",
    ],
)
def test_price_gap_of_the_outputs_own_forms_passes(answer: str) -> None:
    assert flagged(answer, PET) == []


# --- a bracket of two dated datasets ----------------------------------------------------------------

_FEES = {
    "district": "강화군", "full_name": "인천광역시 강화군", "query": "자전거", "item_count": 1,
    "items": [{"item_name": "자전거 (성인용)", "name": "자전거", "spec": "성인용",
               "category": "생활용품류", "fee": 5000, "fee_text": "5,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2025-11-20",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-11-20",
}  # fmt: skip
_RULES = {
    "district": "강화군", "full_name": "인천광역시 강화군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-08-06",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2025-08-06",
    "application_methods": [], "places": [], "department": "환경위생과", "phone": "032-930-3336",
}  # fmt: skip
BIKE = ev(
    _FEES, _RULES, user="강화군에서 자전거를 버리려 합니다. 수수료와 내놓는 방법을 여쭙습니다."
)
_LEAD = (
    "강화군 자전거(성인용) 수수료는 5,000원입니다. 배출 방법은 생활쓰레기배출정보에 나와 있지 않아 "
    "환경위생과(032-930-3336)에 문의하셔야 합니다. "
)


@pytest.mark.parametrize(
    "bracket",
    [
        # g40h0-0091's shape
        "[수수료 2025-11-20 / 행정안전부 생활쓰레기배출정보 2025-08-06]",
        "[대형폐기물 수수료 2025-11-20 / 생활쓰레기배출정보 2025-08-06]",
        "[fees 2025-11-20 / 행정안전부 생활쓰레기배출정보 2025-08-06]",
    ],
)
def test_bracket_of_two_dated_datasets_passes(bracket: str) -> None:
    assert flagged(_LEAD + bracket, BIKE) == []


@pytest.mark.parametrize(
    "bracket",
    [
        # the wrong twin: the dates swapped
        "[수수료 2025-08-06 / 행정안전부 생활쓰레기배출정보 2025-11-20]",
        "[행정안전부 생활쓰레기배출정보 2025-11-20]",
    ],
)
def test_bracket_with_swapped_dates_is_flagged(bracket: str) -> None:
    v = check(_LEAD + bracket, BIKE)
    assert not v.grounded
    assert any(c.text.startswith("2025-") for c in v.unsupported)


def _fee(district: str, item: str, fee: int, as_of: str) -> dict[str, object]:
    return {
        "district": district, "full_name": district, "query": item, "item_count": 1,
        "items": [{"item_name": item, "name": item, "category": "가구류", "fee": fee,
                   "fee_text": f"{fee:,}원", "is_free": False}],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": as_of,
    }  # fmt: skip


TWO = ev(_fee("전주시", "매트리스", 5000, "2025-12-01"), _fee("안성시", "책상", 4000, "2024-09-27"))


@pytest.mark.parametrize(
    "answer",
    [
        # a bracket of two districts' dates, the districts named without 시 (no cue: 전주 is also
        # "last week"): in the answer's order
        "전주는 매트리스 5,000원이고, 안성 책상은 4,000원이에요. "
        "[전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-01 / 2024-09-27]",
        "전주 매트리스는 5,000원, 안성시 책상은 4,000원입니다. "
        "[전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-01 / 2024-09-27]",
    ],
)
def test_bracket_of_two_districts_dates_in_order_passes(answer: str) -> None:
    assert flagged(answer, TWO) == []


def test_bracket_of_two_districts_dates_out_of_order_is_flagged() -> None:
    answer = (
        "전주는 매트리스 5,000원이고, 안성 책상은 4,000원이에요. "
        "[전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2024-09-27 / 2025-12-01]"
    )
    v = check(answer, TWO)
    assert not v.grounded
    assert any("the answer used" in c.why for c in v.unsupported)
