"""Round 34 (r34c): bins of one district said to lie "inside" the searched district (prod_dev4).

``도봉구 안에 있는 가까운 의류수거함은 상계동 …`` puts bins of 노원구 (their output district) in 도봉구, the
place searched, which has no bins: a word of nearness between ``Y 안에 있는`` and the bin word no longer
hides the claim (:mod:`.whereabouts`). ``도봉구 기준 가까운 곳``, ``도봉구에서 가까운`` say where the
search was measured from and stay unflagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _bin(lot: str, m: int) -> dict[str, object]:
    return {"name": f"상계동 {lot}", "address": f"상계동 {lot}", "district": "노원구",
            "distance_m": m, "as_of": None}  # fmt: skip


DOBONG = {
    "address_keyword": "도봉구", "item_type": "clothes", "place_name": "도봉구",
    "place_precision": "district", "kind_name": "의류", "source": "clothing-bins",
    "district_has_data": False,
    "points": [_bin("1054-17", 810), _bin("1054-5", 859), _bin("1086-9", 864)],
    "found": 3, "as_of": None,
    "note": "서울특별시 도봉구의 의류 장소 자료는 없습니다. 가까운 자료가 있는 곳은 노원구입니다 (3km 이내).",
}  # fmt: skip
_ASKED = "도봉구 헌옷수거함 어디잇나요? 가까운곳으로요"


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d1-0076's shape
        ("도봉구 안에 있는 가까운 의류수거함은 상계동 1054-17(약 810m), 상계동 1054-5(약 859m)예요.",
         "도봉구 안에 있는 가까운 의류수거함"),
        ("도봉구 안에 있는 제일 가까운 곳은 상계동 1054-17(약 810m)이에요.",
         "도봉구 안에 있는 제일 가까운 곳"),
        ("The nearest clothing bins in Dobong-gu are 상계동 1054-17 (about 810 m) and 상계동 "
         "1054-5 (about 859 m).", "bins in Dobong-gu"),
    ],
)  # fmt: skip
def test_bins_put_inside_the_searched_district_are_misattributed(answer: str, span: str) -> None:
    assert flagged(answer, ev(DOBONG, user=_ASKED)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "도봉구 기준 가까운 곳은 상계동 1054-17(약 810m), 상계동 1054-5(약 859m)예요.",
        "도봉구에서 가까운 의류수거함은 상계동 1054-17(약 810m), 상계동 1054-5(약 859m)예요.",
        "도봉구에는 자료가 없어서 가까운 노원구 수거함을 알려드려요: 상계동 1054-17(약 810m).",
        "노원구 안에 있는 가까운 의류수거함은 상계동 1054-17(약 810m)이에요.",
    ],
)
def test_a_search_from_the_district_or_the_bins_own_district_passes(answer: str) -> None:
    assert flagged(answer, ev(DOBONG, user=_ASKED)) == []
