"""Round 54 (r54a): invented conditions, comparisons and worked results.

- a buyer said to take only goods in a state no output writes, in a sentence of its own after a
  price per kg (``Buyers only take it clean and white — anything with tape or stickers is
  rejected``), and a premium on a price for such a state (``라벨 뗀 투명 페트병은 kg당 50원 더
  받아요``) (:mod:`.priced_requirements`);
- a superlative whose subject is two words of one name (``PP 플레이크가 제일 비싸요``: the row
  ``PP(플레이크)``, not every flake row; :mod:`.superlative_subjects`);
- a ratio between two things the answer priced on lines of its own (``the grand piano costs twice
  as much as the upright``; :mod:`.listed_ratios`), a plain figure being the ratio rounded (1.5 is no
  ``twice``; :mod:`.multiples`);
- every piece counted at once times a per-piece amount (``둘 다 3,000원짜리에 해당하면 합계
  8,000원``; :mod:`.stated_totals`);
- a rule said of an area an output names only to leave it out (``낙월면은 신고 없이 바로 배출 가능``
  over ``영광군 일원(낙월면 제외)``; :mod:`.excluded_areas`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import (
    eps_prices,
    ev,
    fee_answer,
    fee_rows,
    flagged,
    national_prices,
    plastic_row,
    spec_rows,
)

_FORM_NOTE = (
    "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."
)


def _eps(note: str = _FORM_NOTE) -> dict[str, object]:
    return eps_prices() | {"form_note": note}


# --- a buyer's restriction in a sentence of its own after the price -----------------------------


def test_buyers_only_take_case_shape() -> None:
    answer = (
        "Styrofoam (EPS, compressed) averages 200 won/kg nationally. Buyers only take it clean and "
        "white — anything with tape or stickers is rejected. [Source: KECO recyclables price "
        "survey, 2025-01]"
    )
    assert flagged(answer, ev(_eps(), user="can I sell styrofoam?"))


@pytest.mark.parametrize(
    "answer",
    [
        "EPS goes for 200 won/kg. Scrapyards only accept blocks with the stickers peeled off.",
        "EPS is 200 won/kg on average. They only buy it once the tape is removed.",
        "EPS는 전국 평균 200원/kg이에요. 업체는 테이프 뗀 깨끗한 것만 받아요.",
        "EPS 시세는 200원/kg이에요. 스티커 붙은 건 안 되고 스티커 없는 것만 매입해요.",
    ],
)
def test_buyers_only_take_other_wording_and_language(answer: str) -> None:
    assert flagged(answer, ev(_eps()))


@pytest.mark.parametrize(
    "answer",
    [
        # the state is one the outputs write (clean: 세척)
        "EPS goes for 200 won/kg. Buyers only take it clean.",
        # hedged or sent to ask
        "EPS goes for 200 won/kg. Some buyers may only take it without tape, so ask first.",
        "EPS는 200원/kg이에요. 테이프 뗀 것만 받는지는 업체에 확인해 보세요.",
        # no price per kg stated before it
        "Buyers only take it without tape. EPS goes for 200 won/kg.",
    ],
)
def test_buyers_only_take_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_eps()))


def test_buyers_only_take_passes_where_an_output_writes_the_state() -> None:
    note = _FORM_NOTE + " 테이프·스티커가 붙은 것은 매입하지 않습니다."
    answer = "EPS goes for 200 won/kg. Buyers only take it without tape or stickers."
    assert not flagged(answer, ev(_eps(note)))


# --- a premium on a price for a state -----------------------------------------------------------

_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET") | {"form_note": _FORM_NOTE}
_PET["items"] = [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)]  # type: ignore[index]


def test_premium_case_shape() -> None:
    answer = (
        "압축 PET는 kg당 350원, flake(세척·분쇄)는 650원이라 300원 차이예요. Flake는 가공 비용만큼 "
        "비싸고, 라벨 뗀 투명 페트병은 kg당 50원 더 받아요. [출처: 한국환경공단 가격조사 전국 평균"
        "(샘플 데이터), 2025-01]"
    )
    assert flagged(answer, ev(_PET))


@pytest.mark.parametrize(
    "answer",
    [
        "압축 PET는 kg당 350원이에요. 뚜껑까지 떼면 kg당 30원씩 더 쳐줘요.",
        "Compressed PET is 350 won/kg, and bottles with the labels off fetch an extra 40 won per kg.",
        "Compressed PET is 350 won/kg; you get 20 won more per kg once the caps are removed.",
    ],
)
def test_premium_other_wording_values_and_language(answer: str) -> None:
    assert flagged(answer, ev(_PET))


@pytest.mark.parametrize(
    "answer",
    [
        # a premium the outputs do give: flake over compressed, for washing and shredding
        "플레이크는 세척·분쇄한 원료라 압축 PET보다 kg당 300원 더 받아요.",
        "PET flake fetches 300 won more per kg than compressed PET, since it's washed and shredded.",
    ],
)
def test_premium_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_PET))


def test_premium_of_one_good_over_another_is_no_state_premium() -> None:
    metals = national_prices("metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)])
    answer = (
        "Aluminium cans fetch 1,200 won/kg versus 180 won/kg for steel cans, so aluminium is worth "
        "1,020 won more per kilo — worth sorting them."
    )
    assert not flagged(answer, ev(metals))


def test_premium_passes_where_an_output_gives_it() -> None:
    note = _FORM_NOTE + " 라벨을 제거한 투명 페트병은 kg당 50원을 더 받습니다."
    answer = "압축 PET는 kg당 350원이고, 라벨 뗀 투명 페트병은 kg당 50원 더 받아요."
    assert not flagged(answer, ev(_PET | {"form_note": note}))


# --- a superlative of a two-word name ------------------------------------------------------------

_PLASTICS = national_prices(
    "plastic", "압축", [], query="플라스틱"
) | {"form_note": _FORM_NOTE, "items": [
    plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
    plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
    plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650),
]}  # fmt: skip
_METALS = national_prices("metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)]) | {
    "category_name": "금속류"
}
_LIST = (
    "- PP(플레이크): 520원/kg\n- PET(플레이크): 650원/kg\n- PE(플레이크): 450원/kg\n"
    "- 알루미늄캔: 1,200원/kg\n"
)


def test_two_word_superlative_case_shape() -> None:
    answer = _LIST + "플라스틱 중에서는 PP 플레이크가 제일 비싸요."
    assert flagged(answer, ev(_PLASTICS, _METALS))


@pytest.mark.parametrize(
    "answer",
    [
        "플라스틱 중에서는 PE 플레이크가 가장 비싸요.",
        "PP 플레이크가 제일 비싸요.",
        "플라스틱 중 제일 비싼 건 PP 플레이크예요.",
    ],
)
def test_two_word_superlative_other_wording_and_values(answer: str) -> None:
    assert flagged(_LIST + answer, ev(_PLASTICS, _METALS))


@pytest.mark.parametrize(
    "answer",
    [
        "플라스틱 중에서는 PET 플레이크가 제일 비싸요.",
        "PET 플레이크가 플라스틱 중 제일 비싸요.",
        "플라스틱 중에서는 PE 압축이 제일 싸요.",
    ],
)
def test_two_word_superlative_faithful_neighbours(answer: str) -> None:
    assert not flagged(_LIST + answer, ev(_PLASTICS, _METALS))


# --- a ratio between the answer's own priced lines -------------------------------------------------

_PIANOS = fee_answer(
    "용인시",
    "경기도 용인시",
    "피아노",
    spec_rows("피아노", [("그랜드", 30000), ("디지털", 8000), ("어프라이트", 20000)]),
    as_of="2025-12-09",
)
_EN_LINES = (
    "Here are the fees:\n- Yongin-si, grand piano: 30,000 won\n"
    "- Yongin-si, upright piano (어프라이트): 20,000 won\n- Yongin-si, digital piano: 8,000 won\n"
)
_KO_LINES = (
    "요금이에요.\n- 용인시 그랜드 피아노: 30,000원\n- 용인시 어프라이트 피아노: 20,000원\n"
    "- 용인시 디지털 피아노: 8,000원\n"
)


def test_listed_ratio_case_shape() -> None:
    answer = _EN_LINES + (
        "Disposing of the grand piano costs twice as much as the upright, so giving that one away "
        "would save the most."
    )
    assert flagged(answer, ev(_PIANOS))


@pytest.mark.parametrize(
    "answer",
    [
        _EN_LINES + "The upright costs three times as much as the digital one.",
        _EN_LINES + "The grand costs five times as much as the digital piano.",
        _KO_LINES + "그랜드 피아노는 어프라이트의 두 배예요.",
    ],
)
def test_listed_ratio_other_wording_values_and_language(answer: str) -> None:
    assert flagged(answer, ev(_PIANOS))


@pytest.mark.parametrize(
    "answer",
    [
        _EN_LINES + "The grand piano costs 1.5 times as much as the upright.",
        _EN_LINES + "The grand piano costs about 1.5 times as much as the upright.",
        _EN_LINES + "The upright costs about two and a half times as much as the digital one.",
        _KO_LINES + "그랜드 피아노는 어프라이트의 1.5배예요.",
        _KO_LINES + "어프라이트는 디지털 피아노보다 두 배 넘게 비싸요.",
    ],
)
def test_listed_ratio_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_PIANOS))


def test_listed_ratio_twice_where_the_lines_are_twice() -> None:
    rows = spec_rows("피아노", [("그랜드", 40000), ("어프라이트", 20000)])
    pianos = fee_answer("용인시", "경기도 용인시", "피아노", rows, as_of="2025-12-09")
    answer = (
        "- grand piano: 40,000 won\n- upright piano (어프라이트): 20,000 won\n"
        "The grand piano costs twice as much as the upright."
    )
    assert not flagged(answer, ev(pianos))


# --- every piece counted at once times a per-piece amount --------------------------------------

_SOFAS = fee_answer(
    "예천군", "경상북도 예천군", "소파", fee_rows("소파", 3000, 5000, 8000), as_of="2025-07-11"
)
_SOFA_HEAD = "예천군 소파 수수료는 3,000원, 5,000원, 8,000원 세 가지로 나와 있어요.\n"


def test_every_piece_total_case_shape() -> None:
    answer = _SOFA_HEAD + "2. 둘 다 제일 싼 3,000원짜리에 해당하면 합계 8,000원이에요."
    assert flagged(answer, ev(_SOFAS, user="헌 소파 두 개 버릴라 하는데"))


@pytest.mark.parametrize(
    "answer",
    [
        "셋 다 5,000원짜리면 합계 8,000원이에요.",
        "If both are the 3,000 won ones, that's 8,000 won in total.",
        "둘 다 5,000원짜리면 모두 15,000원이에요.",
    ],
)
def test_every_piece_total_other_wording_values_and_language(answer: str) -> None:
    assert flagged(_SOFA_HEAD + answer, ev(_SOFAS))


@pytest.mark.parametrize(
    "answer",
    [
        "둘 다 제일 싼 3,000원짜리에 해당하면 합계 6,000원이에요.",
        "셋 다 5,000원짜리면 합계 15,000원이에요.",
        "If both are the 3,000 won ones, that's 6,000 won in total.",
    ],
)
def test_every_piece_total_faithful_neighbours(answer: str) -> None:
    assert not flagged(_SOFA_HEAD + answer, ev(_SOFAS))


# --- a rule said of an area an output leaves out ------------------------------------------------


def _rules(department: str) -> dict[str, object]:
    return {
        "district": "영광군", "full_name": "전라남도 영광군", "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-31",
        "application_methods": ["읍면사무소 신고후 배출"], "places": ["영광군 일원"],
        "department": department, "phone": "061-350-5343",
        "phone_note": f"문의: 전라남도 영광군 {department} 061-350-5343",
    }  # fmt: skip


_YEONGGWANG = _rules("영광군 일원(낙월면 제외)")


def test_excluded_area_rule_case_shape() -> None:
    answer = (
        "지역별 신청 방법이에요.\n- 영광군: 읍면사무소에 신고 후 배출 · 문의 061-350-5343 · "
        "낙월면은 신고 없이 바로 배출 가능"
    )
    assert flagged(answer, ev(_YEONGGWANG))


@pytest.mark.parametrize(
    "answer",
    [
        "영광군은 읍면사무소에 신고 후 배출해요. 낙월면 주민은 아무 날이나 내놓으면 돼요.",
        "In Yeonggwang-gun you report to the township office first; in 낙월면 you can just put it out.",
        "영광군은 읍면사무소 신고 후 배출이고, 낙월면은 군청 환경과에 신청하면 수거해 가요.",
    ],
)
def test_excluded_area_rule_other_wording_and_language(answer: str) -> None:
    assert flagged(answer, ev(_YEONGGWANG))


@pytest.mark.parametrize(
    "answer",
    [
        "영광군은 읍면사무소에 신고 후 배출해요(낙월면 제외).",
        "영광군은 읍면사무소 신고 후 배출이에요. 낙월면은 안내에서 제외돼 있으니 따로 문의해 보세요.",
        "Except for 낙월면, you report to the township office before putting it out.",
        "낙월면을 제외한 영광군 일원은 읍면사무소에 신고 후 배출해요.",
    ],
)
def test_excluded_area_rule_faithful_neighbours(answer: str) -> None:
    assert not flagged(answer, ev(_YEONGGWANG))


def test_excluded_area_rule_passes_where_no_output_leaves_it_out() -> None:
    answer = "영광군은 읍면사무소에 신고 후 배출해요. 낙월면도 읍면사무소에 신고 후 배출하면 돼요."
    assert not flagged(answer, ev(_rules("영광군 일원")))


def test_excluded_areas_flagged_in_the_answers_order() -> None:
    # two areas left out: each rule is flagged, in the order the answer states them, whatever
    # order the set of left-out areas iterates in (it follows the string hash seed)
    evidence = ev(_rules("영광군 일원(낙월면 제외, 홍농읍 제외)"))
    answer = "홍농읍은 신고 없이 배출 가능해요. 낙월면은 아무 날이나 내놓으면 돼요."
    assert flagged(answer, evidence) == [
        "홍농읍은 신고 없이 배출 가능해요",
        "낙월면은 아무 날이나 내놓으면 돼요",
    ]
