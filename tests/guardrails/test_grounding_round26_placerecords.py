"""Round 26 (r26d): goods, hours and phones belong to the place record that holds them.

A place's accepted goods, opening hours, days and phone are supported only by the record of the
place the answer's words bind them to — the list item or sentence that names it, or a clause that
points back at the place just named (``이쪽은``, ``그곳은``, ``it``). Goods listed bare beside a
place are compared item by item with its goods (``place_goods``); hours, rewritten or not, with its
hours (``own_records`` over ``opening_hours``); a service's number is no department's phone
(``service_phones``). Paraphrases, summaries, subsets and the right values pass. The answers are
new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from guardrails.grounding.nodes import Sources
from guardrails.grounding.opening_hours import said_ranges
from guardrails.grounding.own_records import own_record_claims
from guardrails.grounding.place_goods import place_goods_claims
from guardrails.grounding.service_phones import service_phone_claims
from tests.guardrails.grounding_helpers import ev, flagged

PLACES: dict[str, Any] = {
    "query": "재활용센터", "radius_m": 5000, "latitude": 37.51, "longitude": 127.01, "found": 3,
    "places": [
        {"name": "새봄 자원순환센터", "address": "서울 서초구 반포대로 12", "phone": "02-111-2222",
         "hours": "매일 10:00~20:00", "items": ["투명페트병", "캔"], "distance_m": 800},
        {"name": "한빛 재활용선별장", "address": "서울 서초구 양재대로 301", "phone": "02-333-4444",
         "hours": "평일 08:00~17:00", "items": ["종이", "고철", "유리병"], "distance_m": 2100},
        {"name": "푸른동 행정복지센터", "address": "서울 서초구 푸른로 5", "phone": "02-555-6666",
         "hours": "평일 09:00~18:00", "items": ["폐건전지", "형광등"], "distance_m": 3000},
    ],
    "source": "recycling-centers", "as_of": "2025-10-01",
}  # fmt: skip
FEES: dict[str, Any] = {
    "district": "해솔군", "query": "냉장고", "item_count": 1,
    "items": [{"item_name": "냉장고", "fee": 5000, "fee_text": "5,000원"}],
    "source": "bulk-waste-fees",
    "appliance_note": "대형 가전(냉장고·세탁기 등)은 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수"
                      " 있습니다.",
}  # fmt: skip
RULES: dict[str, Any] = {
    "district": "해솔군", "source": "waste-rules", "department": "자원순환과",
    "phone": "031-777-8888", "phone_note": "문의: 해솔군 자원순환과 031-777-8888",
}  # fmt: skip


def _places(answer: str) -> list[str]:
    return flagged(answer, ev(PLACES))


def _service(answer: str) -> list[str]:
    return flagged(answer, ev(FEES, RULES))


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # a good added to a place's list line
        ("가까운 곳이에요.\n- 새봄 자원순환센터 — 800m, 매일 10:00~20:00, 투명페트병·캔·종이\n"
         "- 한빛 재활용선별장 — 2.1km, 평일 08:00~17:00", "종이"),
        ("- 푸른동 행정복지센터 (3km): 폐건전지, 형광등, 헌옷", "헌옷"),
        ("Nearby:\n- 새봄 자원순환센터 — 800 m, PET bottles, cans and paper\n- 한빛 재활용선별장 — 2.1 km",
         "paper"),
        # two places' lists swapped
        ("- 새봄 자원순환센터 — 800m, 종이·고철·유리병\n- 한빛 재활용선별장 — 2.1km, 투명페트병·캔", "종이"),
        # in a sentence, right after the place's name
        ("제일 가까운 건 새봄 자원순환센터(800m, 투명페트병·캔·형광등)예요.", "형광등"),
        # a good in its own sentence, said of the place just named
        ("푸른동 행정복지센터는 3km 거리예요. 폐건전지와 형광등을 받아요. 스티로폼도 받아 줘요.", "스티로폼"),
        ("새봄 자원순환센터는 800m 거리예요. 목재도 받아요.", "목재"),
    ],
)  # fmt: skip
def test_goods_not_in_the_bound_place_record_are_flagged(answer: str, span: str) -> None:
    got = _places(answer)
    assert any(span in g or g in span for g in got), got


@pytest.mark.parametrize(
    "answer",
    [
        "- 새봄 자원순환센터 — 800m, 매일 10:00~20:00, 투명페트병·캔",
        "- 새봄 자원순환센터 — 800m, 투명페트병·캔 등",
        "- 새봄 자원순환센터 — 800 m, PET bottles and cans",
        "- 한빛 재활용선별장 — 2.1km, 종이·유리병",  # a subset
        "- 한빛 재활용선별장 — 2.1km, 종이류, 고철류, 빈병 등",
        "- Hanbit: 2.1 km, paper, scrap metal and glass bottles",
        "- 새봄 자원순환센터 — 800m, 투명페트병·캔\n- 한빛 재활용선별장 — 2.1km, 종이·고철·유리병\n"
        "- 푸른동 행정복지센터 — 3km, 폐건전지·형광등",
        "새봄 자원순환센터(800m, 페트·캔)와 한빛 재활용선별장(2.1km, 종이·고철)이 있어요.",
        # not said of a place: the user's goods, or a hedge
        "가져가실 것: 종이, 캔, 헌옷\n- 새봄 자원순환센터 — 800m",
        "- 새봄 자원순환센터 — 800m, 종이도 받는지는 확인해 보세요",
    ],
)
def test_goods_the_bound_record_holds_or_unsure_pass(answer: str) -> None:
    assert _places(answer) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # another place's hours given to the place just named (이쪽은, 그곳은, it)
        ("새봄 자원순환센터는 800m, 한빛 재활용선별장은 2.1km인데 이쪽은 매일 10:00~20:00 열어요.",
         "10:00~20:00"),
        ("한빛 재활용선별장이 2.1km예요. 그곳은 오전 10시부터 오후 8시까지 해요.", "오전 10시부터 오후 8시"),
        ("한빛 재활용선별장 is 2.1 km away, and it opens 10am–8pm.", "10am–8pm"),
        ("- 푸른동 행정복지센터 — 3km, 10:00~20:00", "10:00~20:00"),
    ],
)  # fmt: skip
def test_another_places_hours_are_flagged(answer: str, span: str) -> None:
    got = _places(answer)
    assert any(span in g or g in span for g in got), got


@pytest.mark.parametrize(
    "answer",
    [
        "한빛 재활용선별장은 평일 8시~5시 운영해요.",  # rewritten
        "한빛 재활용선별장은 평일 오전 8시부터 오후 5시까지예요.",
        "한빛 재활용선별장: 2.1 km, weekdays 8 to 5.",
        "한빛 재활용선별장 is open 8am–5pm on weekdays.",
        "한빛 재활용선별장은 2.1km, 새봄 자원순환센터는 매일 10:00~20:00예요.",
        "한빛 재활용선별장이 2.1km예요. 그곳은 평일 08:00~17:00 열어요.",
        "한빛 재활용선별장은 2.1km예요. 주말에는 새봄 자원순환센터가 10:00~20:00 열어요.",
        "한빛 재활용선별장 (02-333-4444), 새봄 자원순환센터 (02-111-2222)",
    ],
)
def test_the_places_own_hours_pass(answer: str) -> None:
    assert _places(answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "문의: 해솔군 자원순환과 1599-0903",
        "냉장고 수수료는 5,000원이에요. 접수는 자원순환과 전화 1599-0903으로 하시면 돼요.",
        "Enquiries: Haesol-gun Resource Circulation Division, 1599-0903.",
        "Call the county office on 1599-0903 to book it.",
    ],
)
def test_a_service_number_given_as_a_departments_phone_is_flagged(answer: str) -> None:
    assert "1599-0903" in _service(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "냉장고는 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있어요.",
        "문의는 자원순환과(031-777-8888)로 하세요.",
        "Large appliances go free through the pickup service, 1599-0903.",
        "문의: 자원순환과 031-777-8888, 대형 가전 무상수거는 1599-0903",
        "The council's Resource Circulation Division (031-777-8888); free appliance pickup: 1599-0903.",
        "냉장고는 무료 수거가 돼요. 1599-0903으로 예약하세요.",
    ],
)
def test_a_service_number_for_its_service_passes(answer: str) -> None:
    assert _service(answer) == []


def test_rewritten_hours_read_as_the_ranges_they_may_mean() -> None:
    assert {(540, 1080)} <= set(said_ranges("평일 9시~6시")[0][0])
    assert set(said_ranges("오전 9시부터 오후 6시까지")[0][0]) == {(540, 1080)}
    assert set(said_ranges("9 a.m. to 6 p.m.")[0][0]) == {(540, 1080)}
    assert said_ranges("9 to 6") == []


def test_each_reading_flags_its_own_claim() -> None:
    places = Sources([json.dumps(PLACES, ensure_ascii=False)])
    service = Sources([json.dumps(o, ensure_ascii=False) for o in (FEES, RULES)])
    swapped = (
        "- 새봄 자원순환센터 — 800m, 종이·고철·유리병\n- 한빛 재활용선별장 — 2.1km, 투명페트병·캔"
    )
    got = place_goods_claims(swapped, places)
    # round 49 (r49a): clear PET is a kind of its own (``kinds``), read whole; round 58: the cans
    # 새봄 lists stand for no 고철 (``kinds._APART``)
    assert [c.text for c in got] == ["종이", "고철", "유리", "투명페트"] and {
        c.kind for c in got
    } == {"condition"}
    said = "한빛 재활용선별장 is 2.1 km away, and it opens 10am–8pm."
    assert [(c.kind, c.text) for c in own_record_claims(said, places)] == [("time", "10am–8pm")]
    called = "Enquiries: Haesol-gun Resource Circulation Division, 1599-0903."
    assert [(c.kind, c.value) for c in service_phone_claims(called, service)] == [
        ("phone", "15990903")
    ]
