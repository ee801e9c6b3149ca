"""Round 35 (after scoring prod_holdout24): a citation's frame names no dataset.

A source line's part names a dataset by the words of a tool output's own label no other class's
label shares (:func:`guardrails.grounding.source_lines._label_words`). A turn with a price output
(no citation) and a places output (``출처: …, 데이터기준일자 2025-11-25``) made ``데이터기준일자``
a word of the places data only, and the price label's ``(샘플 데이터)`` made ``데이터`` one of the
price data's — so ``[한국환경공단 재활용가능자원 가격조사, 데이터기준일자 2025-11-25]`` read its date's
part as naming both, and the places data's date given to the price survey passed (g42h0-0001;
round 35's square-bracket source line had let it reach this reading). The frame words (``기준일``,
``출처``, a bare ``데이터``) date or cite any dataset and name none. A list line that is only such a
frame (``- 데이터기준일자 — 2024-08-22``) is still read by the order the answer used its districts
before the list's heading binds it.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

PRICES = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
}  # fmt: skip
CENTRES = {
    "query": "재활용센터", "radius_m": 1000, "found": 1,
    "places": [{"name": "(합자)청명산업", "address": "강원특별자치도 춘천시 동면 소양강로 242",
                "phone": "033-257-4428", "hours": "평일 09:00~18:00", "items": ["중고가전가구제품"],
                "distance_m": 3655, "as_of": "2025-11-25"}],
    "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    "as_of": "2025-11-25",
    "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-11-25",
}  # fmt: skip
TURN = ev(PRICES, CENTRES)
LEAD = "PET(압축)는 kg당 350원이 전국 평균이고, 청명산업이 약 3.7km로 가장 가까워요. "


@pytest.mark.parametrize(
    "source",
    [
        # g42h0-0001's shape: the places data's date given to the price survey
        "[한국환경공단 재활용가능자원 가격조사, 데이터기준일자 2025-11-25 / 전국재활용센터표준데이터, "
        "데이터기준일자 2025-11-25]",
        "[한국환경공단 재활용가능자원 가격조사, 데이터기준일자 2025-11-25]",
        "(재활용가능자원 가격조사, 데이터기준일자 2025-11-25)",
    ],
)
def test_the_places_date_given_to_the_price_survey_is_flagged(source: str) -> None:
    assert flagged(LEAD + source, TURN) == ["2025-11-25"]


@pytest.mark.parametrize(
    "source",
    [
        "[한국환경공단 재활용가능자원 가격조사, 2025-01 / 전국재활용센터표준데이터, 데이터기준일자 "
        "2025-11-25]",
        "[가격조사 2025-01 / 재활용센터 데이터기준일자 2025-11-25]",
        "(출처: 전국재활용센터표준데이터, 데이터기준일자 2025-11-25)",
    ],
)
def test_each_dataset_with_its_own_date_passes(source: str) -> None:
    assert flagged(LEAD + source, TURN) == []


def test_two_dates_swapped_between_the_parts_are_both_flagged() -> None:
    source = "[한국환경공단 가격조사 2025-11-25 / 전국재활용센터표준데이터 2025-01]"
    assert flagged(LEAD + source, TURN) == ["2025-11-25", "2025-01"]


def _fees(district: str, query: str, fee: int, as_of: str) -> dict[str, object]:
    return {
        "district": district, "query": query, "item_count": 1,
        "items": [{"item_name": query, "fee": fee, "fee_text": f"{fee:,}원"}],
        "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "as_of": as_of,
        "citation": f"출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 {as_of}",
    }  # fmt: skip


def test_a_frame_only_list_line_is_read_by_the_districts_the_answer_used() -> None:
    """g36h1-0096's shape: the frame line names no dataset, and its date is the district's the
    answer never used."""
    turn = ev(
        _fees("동두천시", "피아노", 5000, "2025-07-01"),
        _fees("장성군", "컴퓨터", 3000, "2024-08-22"),
    )
    wrong = "- 동두천시 피아노 — 5,000원\n- 데이터기준일자 — 2024-08-22"
    assert flagged(wrong, turn) == ["2024-08-22"]
    assert flagged(wrong.replace("2024-08-22", "2025-07-01"), turn) == []
