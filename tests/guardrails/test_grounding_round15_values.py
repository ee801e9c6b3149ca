"""Round 15 (real tool outputs): figures of a faithful answer the readers missed.

* A distance limit said to hold nothing (``2km 안에는 없고``, ``nothing within 5 km``) selects no
  subset: a count after it is of the tools' wider fallback list (``enumerated``).
* The far end of a range of totals shares the near end's working, each end one fee times the
  quantity (``세 개면 3,000원에서 6,000원 사이``); a fee per size times a stated size
  (``3.3㎡당 2,000원`` for ``9.9㎡``) (``worked``).
* A long address labels its record by its road part (``records``); a word read as another
  name keeps naming the row labelled by that name itself (``PE`` of ``PE(압축)``).
* A run closed by ``등`` is open: it adds no option to a tool-output list (``listed``).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import ev, flagged

FALLBACK = ev(
    {
        "query": "재활용센터",
        "radius_m": 2000,
        "found": 3,
        "places": [
            {"name": "가람재활용센터", "address": "김포시 사우로 10", "distance_m": 4200},
            {"name": "나래재활용센터", "address": "김포시 북변로 5", "distance_m": 6100},
            {"name": "다온재활용센터", "address": "고양시 일산로 3", "distance_m": 9800},
        ],
        "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("반경 2km 안에는 없고, 가까운 순서로 3곳이 있어요.", []),
        ("2km 이내엔 없어서 더 넓혀 보니 세 곳이 나와요.", []),
        ("There is nothing within 2 km, but three centers turn up further out.", []),
        ("Nothing within 2 km, but there are three places within 20 km.", []),
        # the limit that holds places still decides, and a wrong count of the list is caught
        ("Nothing within 2 km, but there are two places within 20 km.", ["two places"]),
        ("20km 안에 네 곳이 있어요.", ["네 곳"]),
        ("반경 2km 안에는 없고, 가까운 순서로 4곳이 있어요.", ["4곳"]),
        ("2km 안에 세 곳이 있어요.", ["세 곳"]),
    ],
)
def test_denied_limit_selects_no_subset(answer: str, expected: list[str]) -> None:
    assert flagged(answer, FALLBACK) == expected


CHAIRS = ev(
    {
        "district": "남원시",
        "query": "의자",
        "items": [
            {"item_name": "의자", "spec": None, "fee": 1000, "fee_text": "1,000원"},
            {"item_name": "의자", "spec": None, "fee": 2000, "fee_text": "2,000원"},
        ],
    }
)
RUG = ev(
    {
        "district": "춘천시",
        "query": "카페트",
        "items": [{"item_name": "카페트 (3.3㎡당)", "spec": "3.3㎡당", "fee": 2000}],
    }
)


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        (CHAIRS, "의자는 1,000원 또는 2,000원이에요. 세 개면 3,000원에서 6,000원 사이예요.", []),
        (CHAIRS, "의자는 1,000원 또는 2,000원이에요. 세 개면 3,000~6,000원 정도예요.", []),
        # each end is one fee times the quantity: a mixed sum at the far end is caught
        (
            CHAIRS,
            "의자는 1,000원 또는 2,000원이에요. 세 개면 3,000원에서 5,000원 사이예요.",
            ["5,000원"],
        ),
        (
            CHAIRS,
            "의자는 1,000원 또는 2,000원이에요. 세 개면 3,000원에서 7,000원 사이예요.",
            ["7,000원"],
        ),
        (RUG, "카페트는 3.3㎡당 2,000원이라 9.9㎡면 6,000원이에요.", []),
        (RUG, "카페트는 3.3제곱미터당 2,000원이에요. 6.6제곱미터면 4,000원 정도예요.", []),
        (RUG, "카페트는 3.3㎡당 2,000원이라 9.9㎡면 8,000원이에요.", ["8,000원"]),
        (RUG, "카페트는 3.3㎡당 2,000원이에요. 전부 해서 4,000원이에요.", ["4,000원"]),
    ],
)
def test_range_and_size_workings(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected


PHARMACIES = ev(
    {
        "item_type": "medicine",
        "points": [
            {"name": "푸른약국", "address": "경상남도 김해시 가야로 55, 가야메디컬빌딩 1층 102호 (내동, 가야프라자)",
             "distance_m": 1410, "phone": None},
            {"name": "온누리약국", "address": "경상남도 김해시 가야로 71, 나동 2층 201호 (내동, 가야중앙상가아파트)",
             "distance_m": 1440, "phone": None},
            {"name": "가야약국", "address": "경상남도 김해시 가야로 9 (내동)", "distance_m": 2310,
             "phone": None},
        ],
        "found": 3,
    }
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("푸른약국(가야로 55)과 온누리약국(가야로 71)은 둘 다 약 1.4km 거리예요.", []),
        (
            "The closest are 푸른약국 (가야로 55, Nae-dong) and 온누리약국 (가야로 71), both about "
            "1.4 km away, then 가야약국 (가야로 9) at about 2.3 km.",
            [],
        ),
        ("온누리약국(가야로 71)은 약 1.4km 떨어져 있어요.", []),
        # a distance given to the other pharmacy's road address is still caught
        ("온누리약국(가야로 71)은 약 2.3km 떨어져 있어요.", ["2.3km"]),
        ("가야약국(가야로 9)은 약 1.4km 떨어져 있어요.", ["1.4km"]),
    ],
)
def test_long_address_names_its_row(answer: str, expected: list[str]) -> None:
    assert flagged(answer, PHARMACIES) == expected


PLASTICS = ev(
    {
        "region": "nationwide",
        "items": [
            {"item_name": "PE(압축)", "price_per_kg": 150, "price_text": "150원/kg"},
            {"item_name": "PE(플레이크)", "price_per_kg": 450, "price_text": "450원/kg"},
            {"item_name": "PP(압축)", "price_per_kg": 180, "price_text": "180원/kg"},
            {"item_name": "PP(플레이크)", "price_per_kg": 520, "price_text": "520원/kg"},
        ],
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("압축품 기준 kg당 PE 150원, PP 180원이에요.", []),
        ("PE는 압축 150원, 플레이크 450원이에요.", []),
        ("PP는 kg당 180원, PE는 150원이에요.", []),
        # PE's price given to PP is still caught
        ("압축품 기준 kg당 PP 150원이에요.", ["150원"]),
    ],
)
def test_alias_names_its_own_row(answer: str, expected: list[str]) -> None:
    assert flagged(answer, PLASTICS) == expected


PLATFORM = ev(
    {
        "places": [
            {"name": "행복동 재활용 플랫폼", "hours": "목 10:00~12:00",
             "items": ["투명페트병", "종이팩", "알루미늄 캔", "건전지"]}
        ]
    }
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("목요일 10:00~12:00만 운영, 투명페트병·종이팩·건전지 등을 받아요.", []),
        ("투명페트병·종이팩·캔 등을 받아요.", []),
        # a closed run still adds an option the list does not hold
        ("투명페트병, 종이팩, 유리병을 받아요.", ["유리병"]),
    ],
)
def test_open_run_adds_no_option(answer: str, expected: list[str]) -> None:
    assert set(flagged(answer, PLATFORM)) == set(expected)
