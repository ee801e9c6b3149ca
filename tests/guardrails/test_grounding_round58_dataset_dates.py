"""Round 58 (r58a): a dataset's date given to another dataset (prod_holdout57/58).

- A source line whose date part follows a publisher two datasets share (``[Source: …재활용센터
  표준데이터 / 한국환경공단, data date 2025-01]``): every dateless part before the date is its
  source, so the price survey's month is said of the undated centre listing (:mod:`.source_lines`;
  g75h0-0050).
- A reference table an output names with a bracketed date (``기상청 격자_위경도 표(2024-01-01)``)
  is no owner of the bins dataset's date (:mod:`.record_dates`; g75h1-0098).
- A day's date is held by another output only in that spelling, not by a month its own date shares
  (``2025-10`` in ``2025-10-31`` holds no ``2025-10-27``): two cities' dates swapped in a citation
  (:mod:`.district_dated`; g76h0-0083).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H57 = "prod_holdout57.jsonl"
_H58 = "prod_holdout58.jsonl"
_CENTRE = (
    "The nearest drop-off is 개미배움터 재활용 무인회수기 at 경양로235번길 14-14, about 1.5 km "
    "away. Compressed cardboard is about 80 won/kg."
)


# --- the survey's month given to the centre listing -----------------------------------------------


def test_the_survey_month_in_the_centre_source_is_caught() -> None:
    assert case_flags(_H57, "g75h0-0050") == [("date", "2025-01")]


def test_the_same_line_in_korean_is_caught() -> None:
    answer = (
        "가장 가까운 곳은 개미배움터 재활용 무인회수기(경양로235번길 14-14, 약 1.5km)예요. "
        "[출처: 공공데이터포털 전국재활용센터표준데이터 / 한국환경공단, 데이터기준일자 2025-01]"
    )
    assert case_flags(_H57, "g75h0-0050", answer) == [("date", "2025-01")]


@pytest.mark.parametrize(
    "source",
    [
        "[Source: 공공데이터포털 전국재활용센터표준데이터 / 한국환경공단, data date unknown; "
        "prices: 한국환경공단 재활용가능자원 가격조사, 2025-01]",
        "[Source: 한국환경공단 재활용가능자원 가격조사 / 한국환경공단, data date 2025-01]",
    ],
)
def test_the_survey_month_cited_to_the_survey_passes(source: str) -> None:
    assert case_flags(_H57, "g75h0-0050", f"{_CENTRE} {source}") == []


# --- the coordinate table's date given to the bins dataset ----------------------------------------

_NO_BINS = "There is no bin-location data for Gyeryong-si."


def test_the_table_date_as_the_bin_data_date_is_caught() -> None:
    assert case_flags(_H57, "g75h1-0098") == [("date", "is dated 2024-01-01")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (f"{_NO_BINS} Bin data as of 2024-01-01.", "data as of 2024-01-01"),
        (
            "계룡시는 폐건전지 수거함 위치 자료가 없어요. 수거함 데이터 기준일자는 2024-01-01이에요.",
            "데이터 기준일자는 2024-01-01",
        ),
    ],
)
def test_the_table_date_in_other_words_is_caught(answer: str, span: str) -> None:
    assert case_flags(_H57, "g75h1-0098", answer) == [("date", span)]


def test_each_date_with_its_own_table_passes() -> None:
    answer = (
        f"{_NO_BINS} The bin dataset (national waste fluorescent lamp and battery bin standard "
        "data) is dated 2025-12-24; the district's coordinates come from the KMA grid table "
        "dated 2024-01-01."
    )
    assert case_flags(_H57, "g75h1-0098", answer) == []


# --- two cities' dates swapped in a citation ------------------------------------------------------

_BOTH = "거제시는 거제시자원순환시설에 직접 가져가면 되고, 구리시는 자원순환과 031-550-2757에 물어봐야 해"


def test_the_swapped_city_dates_are_caught() -> None:
    assert case_flags(_H58, "g76h0-0083") == [
        ("condition", "2025-10-27"),
        ("condition", "2025-10-31"),
    ]


def test_the_dates_in_their_order_pass() -> None:
    answer = f"{_BOTH} [출처: 행정안전부 생활쓰레기배출정보, 데이터기준일자 거제 2025-10-31 · 구리 2025-10-27]"
    assert case_flags(_H58, "g76h0-0083", answer) == []


def test_one_swapped_date_is_caught() -> None:
    answer = f"{_BOTH} [출처: 행정안전부 생활쓰레기배출정보, 구리 2025-10-31 기준]"
    assert ("condition", "2025-10-31") in case_flags(_H58, "g76h0-0083", answer)
