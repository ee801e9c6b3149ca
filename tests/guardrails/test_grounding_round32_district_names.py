"""Round 32 (r32g): a site named in English by its romanised district, then facility words.

``The Dong-gu recycling sorting site`` is 동구 재활용선별장 when it is the one listed place whose name
begins with that district: its goods are checked against its own list and its distance bound to it
(:func:`guardrails.grounding.county_centres.latin_centre`). Two places beginning with the district
leave the binding unsure.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _place(
    name: str, address: str, items: list[str], distance: int, hours: str = "평일 07:00~16:00"
) -> dict[str, Any]:
    return {"name": name, "address": address, "phone": None, "hours": hours,
            "items": items, "distance_m": distance, "as_of": "2024-09-25"}  # fmt: skip


def _search(*places: dict[str, Any]) -> dict[str, Any]:
    return {"query": "recycling_center", "radius_m": 5000, "found": len(places),
            "places": list(places), "source": "recycling-centers,keco-sites",
            "source_label": "공공데이터포털 전국재활용센터표준데이터", "as_of": "2025-09-01"}  # fmt: skip


CANS = {
    "region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 2,
    "items": [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
               "price_text": "180원/kg"},
              {"item_name": "알루미늄캔", "category": "metal", "form": "압축",
               "price_per_kg": 1200, "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
BUSANJIN = _search(
    _place(
        "부산진구 재활용센터",
        "부산광역시 부산진구 신천대로 155(부전동)",
        ["중고가구", "잡화 등"],
        636,
        "평일 09:00~18:00",
    ),
    _place("동구 재활용선별장", "부산광역시 동구 범일동 1642", ["스티로폼"], 3386),
    _place(
        "부전식당용 중고마트",
        "부산광역시 수영구 연수로 272(망미동)",
        ["주방용품"],
        4340,
        "평일 09:00~18:00",
    ),
)
HEAD = (
    "Aluminium cans fetch about 1,200 won/kg and steel cans 180 won/kg (national average, Jan "
    "2025). Nearest is the Busanjin-gu Recycling Center, about 640 m away, weekdays 9:00–18:00. "
)


@pytest.mark.parametrize(
    ("tail", "want"),
    [
        (  # g18h1-0015's shape: cans added to the sorting site's list
            "The Dong-gu recycling sorting site, about 3.4 km away, takes cans and styrofoam, "
            "weekdays 7:00–16:00.",
            ["cans"],
        ),
        (  # its faithful twin
            "The Dong-gu recycling sorting site, about 3.4 km away, takes styrofoam, weekdays "
            "7:00–16:00.",
            [],
        ),
        (  # the distance of another place given to it
            "The Dong-gu recycling sorting site is about 4.3 km away and takes styrofoam.",
            ["4.3 km"],
        ),
        (  # the same site in a clause of its own after a semicolon
            "Its other site is farther; the Dong-gu recycling sorting site, about 3.4 km away, "
            "takes cans and styrofoam.",
            ["cans"],
        ),
        (  # a shorter English name of the same site
            "The Dong-gu sorting facility accepts cans.",
            ["cans"],
        ),
    ],
)
def test_district_named_site_binds_to_its_place(tail: str, want: list[str]) -> None:
    assert flagged(HEAD + tail, ev(CANS, BUSANJIN)) == want


SUYEONG = _search(
    _place("해운대구 재활용센터", "부산광역시 해운대구 좌동순환로 10", ["가구", "가전"], 900),
    _place("수영구 재활용집하장", "부산광역시 수영구 광안동 100", ["캔", "유리병"], 2100),
)


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # a sibling in another district: paper is not in the collection yard's list
            "The Haeundae-gu Recycling Center is about 900 m away. The Suyeong-gu recycling "
            "collection yard, about 2.1 km away, takes cans and paper.",
            ["paper"],
        ),
        (
            "The Haeundae-gu Recycling Center is about 900 m away. The Suyeong-gu recycling "
            "collection yard, about 2.1 km away, takes cans and glass bottles.",
            [],
        ),
    ],
)
def test_sibling_district(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(SUYEONG)) == want


def test_two_places_of_one_district_stay_unsure() -> None:
    two = _search(
        _place(
            "부산진구 재활용센터", "부산광역시 부산진구 신천대로 155(부전동)", ["중고가구"], 636
        ),
        _place("동구 재활용선별장", "부산광역시 동구 범일동 1642", ["스티로폼"], 3386),
        _place("동구 재활용집하장", "부산광역시 동구 좌천동 20", ["종이"], 3900),
    )
    head = "Nearest is the Busanjin-gu Recycling Center, about 640 m away. "
    # paper is in one Dong-gu place's list, not the other's: which one is meant is unsure
    assert flagged(head + "The Dong-gu recycling site takes paper.", ev(two)) == []
    # cans are in neither's
    assert flagged(head + "The Dong-gu recycling site takes cans.", ev(two)) == ["cans"]
