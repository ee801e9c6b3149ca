"""Bindings that used to raise false alarms on faithful answers, one class per table row pair:
the faithful answer passes and its misattributed twin is still caught (or, where the binding is
unsure, passes: an unsure binding must not flag)."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import ev, flagged

NORMALS = ev(
    {"place": "부산", "kind": "normals", "month": 8, "avg_temp_c": 26.1, "avg_max_c": 29.3,
     "precip_mm": 280.1, "period": "1991-2020"},
    {"place": "대전", "kind": "normals", "month": 8, "avg_temp_c": 25.9, "avg_max_c": 30.6,
     "precip_mm": 301.2, "period": "1991-2020"},
)  # fmt: skip
WINTER = ev(
    {"place": "대구", "kind": "nowcast", "temperature_c": -3.2, "base_time": "2026-01-10T07:00"},
    {"place": "대구", "kind": "normals", "month": 1, "avg_temp_c": 0.6, "avg_max_c": 6.1,
     "avg_min_c": -4.2, "period": "1991-2020"},
)  # fmt: skip
WASHER = ev(
    {"district": "서구", "items": [
        {"item_name": "세탁기", "spec": "15kg 이상", "fee": 9000},
        {"item_name": "세탁기", "spec": "10kg 이상 15kg 미만", "fee": 7000},
        {"item_name": "세탁기", "spec": "10kg 미만", "fee": 5000}], "as_of": "2025-09-01"}
)  # fmt: skip
CHAIRS = ev(
    {"district": "수성구", "items": [
        {"item_name": "소파", "spec": "3인용 이상", "fee": 13000},
        {"item_name": "소파", "spec": "2인용", "fee": 9000},
        {"item_name": "소파", "spec": "1인용", "fee": 5000}], "as_of": "2025-09-01"}
)  # fmt: skip
PRICES = ev(
    {"region_name": "호남권", "items": [
        {"item_name": "알루미늄캔", "form": "압축", "price_per_kg": 1210,
         "prev_price_per_kg": 1180, "prev_survey_date": "2024-11"}], "survey_date": "2024-12"}
)  # fmt: skip
FILM = ev(
    {"region_name": "영남권", "items": [
        {"item_name": "PP 필름", "form": "압축", "price_per_kg": 140},
        {"item_name": "PP 필름", "form": "비압축", "price_per_kg": 70}], "survey_date": "2025-01"}
)  # fmt: skip

FILMS = ev(
    {"region_name": "충청권", "items": [
        {"item_name": "PE 필름", "form": "압축", "price_per_kg": 150},
        {"item_name": "PE 필름", "form": "비압축", "price_per_kg": 80},
        {"item_name": "PP", "form": "압축", "price_per_kg": 240}], "survey_date": "2025-01"}
)  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a "vs" pair: the second value is the other side's, which the clause does not name
        (NORMALS, "Busan is a bit warmer on average (26.1°C vs 25.9°C in August).", []),
        (NORMALS, "In August Busan averages 25.9°C (vs 26.1°C).", ["25.9°C"]),
        # a size bracket written after its value ("7,000 won under 10 kg")
        (WASHER, "Washers: 9,000 won for 15 kg and up, 7,000 won for 10–15 kg, and 5,000 won "
         "under 10 kg.", []),
        (WASHER, "Washers: 9,000 won for 15 kg and up, and 7,000 won under 10 kg.", ["7,000 won"]),
        # "2인" for 2인용 (용 left out)
        (CHAIRS, "• 비용: 3인 이상 1만 3천원, 2인 9천원, 1인 5천원", []),
        (CHAIRS, "• 비용: 3인 이상 1만 3천원, 2인 5천원, 1인 9천원", ["5천원", "9천원"]),
        # the previous survey (직전) and its date
        (PRICES, "알루미늄캔은 2024년 12월 조사에서 kg당 1,210원으로, 직전인 2024년 11월 조사의 "
         "1,180원보다 올랐어요.", []),
        (PRICES, "알루미늄캔은 2024년 12월 조사에서 kg당 1,180원으로, 직전 조사보다 올랐어요.",
         ["kg당 1,180원"]),
        # a label word negated right after it: the 비- row
        (FILM, "영남권 PP 필름은 압축하면 kg당 140원, 압축 안 한 상태면 70원이에요.", []),
        (FILM, "영남권 PP 필름은 압축 안 한 상태면 kg당 140원이에요.", ["kg당 140원"]),
        # a difference is of two values the answer stated (140 − 70), not of any two (210 − 70)
        (FILMS, "PE 필름은 압축하면 kg당 150원, 압축 안 한 상태면 80원이라 70원 더 받아요.", []),
        (FILMS, "PE 필름은 압축하면 kg당 150원, 압축 안 한 상태면 80원이라 160원 더 받아요.",
         ["160원"]),
        # the mean of the lows (평균 최저기온 / 최저기온 평균) is neither the mean nor a low
        (WINTER, "대구는 지금 영하 3.2도로, 1월 평년 최저기온 평균이 영하 4.2도라 많이 춥진 "
         "않아요.", []),
        (WINTER, "대구는 지금 영하 3.2도로, 1월 평년 평균기온이 영하 4.2도예요.", ["영하 4.2도"]),
    ],
)  # fmt: skip
def test_binding_classes(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected


CONTRACTORS = ev(
    {"district": "강북구", "department": "청소행정과", "phone": "02-901-6789",
     "contractors": [
         {"dong": ["미아동", "번동"], "name": "미아환경", "phone": "02-984-1111"},
         {"dong": ["수유동", "우이동"], "name": "북한산클린", "phone": "02-995-2222"}],
     "free_pickup": {"name": "폐가전 무상방문수거", "phone": "1599-0903"}}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("번동은 미아환경(02-984-1111)이 담당해요. 수유동은 북한산클린(02-995-2222)이고요.", []),
        # the topic names one contractor's 동, the value's own words the other contractor
        ("번동은 북한산클린(02-995-2222)이 담당해요.", ["(02-995-2222"]),
        # a record beside the list (free pickup): the topic tells nothing
        ("번동은 폐가전 무상방문수거(1599-0903)를 쓰면 돼요.", []),
    ],
)  # fmt: skip
def test_a_list_item_named_for_its_sibling(answer: str, expected: list[str]) -> None:
    assert flagged(answer, CONTRACTORS) == expected


TWO_DATES = ev(
    {"district": "송파구", "items": [{"item_name": "책상", "spec": "1인용", "fee": 6000}],
     "as_of": "2025-08-01"},
    {"region_name": "수도권", "items": [{"item_name": "골판지", "form": "압축", "price_per_kg": 90}],
     "survey_date": "2025-02"},
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("송파구 1인용 책상은 6,000원이고요, 폐지는 2025년 2월 조사 기준 수도권 골판지 kg당 "
         "90원이에요.", []),
        # a date leads the subject of its own clause, not the earlier clause's (the fee's date)
        ("송파구 1인용 책상은 6,000원이고요, 폐지는 2025년 8월 조사 기준 수도권 골판지 kg당 "
         "90원이에요.", ["2025년 8월"]),
    ],
)  # fmt: skip
def test_a_date_leads_its_own_clause(answer: str, expected: list[str]) -> None:
    assert flagged(answer, TWO_DATES) == expected


STATION = ev(
    {"query": "무인회수기", "origin": "사용자 위치(대전 중구 은행동)", "places": [
        {"name": "으능정이 거리 입구", "distance_m": 650,
         "from_station": {"station": "중앙로역", "distance_m": 120}}], "found": 1}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("으능정이 거리 입구에 있어요. 지금 계신 곳에서 650m, 중앙로역에서는 120m예요.", []),
        ("It is 650 m from you, 120 m from Jungangno Station.", []),
        # the station's distance given as the user's
        ("으능정이 거리 입구에 있는데, 지금 계신 곳에서 120m밖에 안 돼요.", ["120m"]),
        ("It is only 120 m from you.", ["120 m"]),
    ],
)  # fmt: skip
def test_a_distance_from_the_user_is_not_a_stations(answer: str, expected: list[str]) -> None:
    assert flagged(answer, STATION) == expected
