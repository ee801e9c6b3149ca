"""Round 59 (r59d): the bins of a neighbouring district said to be in the asked district
(prod_holdout59).

:mod:`.whereabouts`: a place that *has* the found bins (``Jung-gu has five clothing bins``, where
every point lies in 동구) puts them in it (g77h0-0035); up to three item words without a particle
may stand between ``Y 내`` and the word for a found place (``덕양구 내 투명 페트병 보상 장소로는
<일산동구 points>``; g77h0-0090).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

H59 = "prod_holdout59.jsonl"


def test_the_asked_district_given_the_neighbours_bins_is_caught() -> None:
    assert case_flags(H59, "g77h0-0035") == [("condition", "Jung-gu has five clothing bins")]
    assert case_flags(H59, "g77h0-0090") == [("condition", "덕양구 내 투명 페트병 보상 장소")]


@pytest.mark.parametrize(
    ("case", "said", "span"),
    [
        (
            "g77h0-0035",
            "Jung-gu has 5 bins; the nearest is 화도진로43번길 9-1.",
            "Jung-gu has 5 bins",
        ),
        (
            "g77h0-0035",
            "중구에는 의류수거함이 다섯 곳 있어요. 가장 가까운 곳은 화도진로43번길 9-1이에요.",
            "중구에는 의류수거함",
        ),
        (
            "g77h0-0090",
            "덕양구 안에 있는 페트병 보상 장소는 마두1동 행정복지센터(약 221m)예요.",
            "덕양구 안에 있는 페트병 보상 장소",
        ),
    ],
)
def test_the_same_place_in_other_words_is_caught(case: str, said: str, span: str) -> None:
    assert case_flags(H59, case, said) == [("condition", span)]


@pytest.mark.parametrize(
    ("case", "said"),
    [
        (
            "g77h0-0035",
            "Jung-gu has no clothing bins in the data; the five nearest are in Dong-gu, the closest at"
            " 화도진로43번길 9-1 (about 1 km).",
        ),
        (
            "g77h0-0035",
            "Dong-gu has five clothing bins near you; the nearest is at 화도진로43번길 9-1, roughly 1 km away.",
        ),
        (
            "g77h0-0090",
            "일산동구 내 투명 페트병 보상 장소로는 마두1동 행정복지센터(약 221m) 등 5곳이 있어요.",
        ),
        (
            "g77h0-0090",
            "덕양구 내 보상 장소는 자료에 없고, 가까운 곳은 일산동구 마두1동 행정복지센터(약 221m)예요.",
        ),
    ],
)
def test_the_district_the_bins_lie_in_passes(case: str, said: str) -> None:
    assert case_flags(H59, case, said) == []
