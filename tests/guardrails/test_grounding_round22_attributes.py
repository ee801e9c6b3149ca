"""Round 22 (r22c): an answer that asserts a value of an attribute no tool output carries — hours,
an update schedule, a buying condition, a lead time, a forecast, air quality, a count of rainy
days, a region's price over nationwide prices — is fabricated; the same attribute asked about,
hedged, disclaimed or carried by an output is not flagged."""

from __future__ import annotations

import json

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.attributes import attribute_claims
from tests.guardrails.grounding_helpers import VOCAB

PRICES = json.dumps(
    {
        "region": "nationwide",
        "region_name": "전국",
        "query": "고철",
        "items": [
            {"item_name": "고철", "price_per_kg": 300, "price_text": "300원/kg"},
            {"item_name": "구리", "price_per_kg": 9000, "price_text": "9,000원/kg"},
        ],
        "survey_date": "2025-02",
        "source_label": "재활용가능자원 가격조사 전국 평균",
        "as_of": "2025-02",
    },
    ensure_ascii=False,
)
OFFICE = json.dumps(
    {
        "district": "예산군",
        "application_methods": ["군청 누리집에서 신청 후 스티커를 붙여 배출"],
        "department": "환경과",
        "phone": "041-339-7000",
        "as_of": "2024-03-02",
    },
    ensure_ascii=False,
)
OFFICE_WITH_HOURS = json.dumps(
    {
        "district": "예산군",
        "department": "환경과",
        "phone": "041-339-7000",
        "hours": "평일 09:00-18:00",
        "as_of": "2024-03-02",
    },
    ensure_ascii=False,
)
NOWCAST = json.dumps(
    {
        "kind": "observation",
        "district": "수원시",
        "temperature_c": 3.1,
        "humidity_pct": 80,
        "precipitation_mm": 1.5,
        "precipitation": "rain",
        "wind_ms": 2.2,
        "observed_at": "2026-02-03 14:00",
        "as_of": "2026-02-03 14:00",
    },
    ensure_ascii=False,
)
NORMALS = json.dumps(
    {
        "kind": "monthly_normal",
        "station": "전주",
        "month": 2,
        "temperature_c": 1.9,
        "humidity_pct": 63,
        "precipitation_mm_month": 41,
        "source_label": "월별 평년값(1991–2020)",
        "as_of": "1991-2020",
    },
    ensure_ascii=False,
)


def flagged(answer: str, evidence: list[str]) -> list[str]:
    return [c.text for c in check(answer, Evidence.from_texts(evidence, places=VOCAB)).unsupported]


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # hours no output gives
        ("환경과(041-339-7000)는 평일 오전 9시부터 전화를 받아요.", [OFFICE], ["평일 오전 9"]),
        ("The 환경과 at 041-339-7000 picks up Monday to Friday, 8:30 to 5:30.", [OFFICE],
         ["Monday to Friday, 8:30 to 5:30"]),
        # an update schedule
        ("고철은 kg당 300원이에요. 이 시세는 매주 월요일에 업데이트돼요.", [PRICES],
         ["매주 월요일에 업데이트"]),
        ("Scrap iron is 300 won/kg; the survey is refreshed every quarter.", [PRICES],
         ["refreshed every"]),
        # a buying condition
        ("구리는 9,000원/kg인데, 피복이 섞인 건 매입하지 않아요.", [PRICES], ["섞인 건 매입하지 않"]),
        ("Copper is 9,000 won/kg, but yards won't buy copper that's coated.", [PRICES],
         ["won't buy copper that's coated"]),
        # a lead time
        ("군청 누리집에서 신청하면 사흘 안에 수거해 가요.", [OFFICE], ["신청하면 사흘 안에"]),
        ("Apply on the county site and they collect it the following morning.", [OFFICE],
         ["collect it the following morning"]),
        # a forecast over an observation, a count of days over normals
        ("지금 수원은 비 1.5mm가 관측됐고, 저녁부터는 그칠 예정이에요.", [NOWCAST],
         ["저녁부터는 그칠 예정"]),
        ("It's raining lightly (1.5 mm); it's expected to clear by evening.", [NOWCAST],
         ["it's expected to clear"]),
        ("February in Jeonju averages 1.9°C with 41 mm over about six snowy days.", [NORMALS],
         ["six snowy days"]),
        # a region's price over nationwide prices
        ("전국 평균으로 고철 300원/kg이에요. 울산은 보통 전국 평균보다 약간 낮게 쳐 줘요.", [PRICES],
         ["울산은 보통 전국 평균보다 약간"]),
        ("Scrap iron is 300 won/kg nationally; Daegu yards usually pay more than the national average.",
         [PRICES], ["Daegu yards usually pay more than the national average"]),
        ("광주 지역 시세로 정리해 드릴게요.\n- 고철: 300원/kg\n- 구리: 9,000원/kg", [PRICES],
         ["광주 지역 시세"]),
    ],
)  # fmt: skip
def test_an_attribute_no_output_carries_is_flagged(
    answer: str, evidence: list[str], wrong: list[str]
) -> None:
    # the attribute's words are flagged (a value inside them may be flagged on its own first)
    found = flagged(answer, evidence)
    assert found and all(any(f in w or w in f for f in found) for w in wrong), found


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        # asked, hedged, disclaimed, advice
        ("환경과 운영 시간 정보는 자료에 없어요. 041-339-7000으로 전화해 확인해 보세요.", [OFFICE]),
        ("I don't have their office hours; call 041-339-7000 before you go.", [OFFICE]),
        ("신청 후 며칠 걸릴 수도 있으니 미리 신청하세요.", [OFFICE]),
        ("The data doesn't say how soon they collect, so apply early.", [OFFICE]),
        ("시세가 얼마나 자주 갱신되는지는 자료에 나와 있지 않아요. 2025-02 조사 기준 고철 300원/kg이에요.",
         [PRICES]),
        ("고철은 전국 평균 300원/kg이에요 (2025-02 조사). 부산 시세는 자료에 없어요.", [PRICES]),
        ("I only have the national average; whether Daegu pays more than the national average, "
         "I can't say.", [PRICES]),
        ("이번 주말 날씨는 예보 자료가 없어 알려 드릴 수 없어요. 2월 평년 기온은 1.9°C예요.", [NORMALS]),
        ("I can't tell you this weekend's forecast; I only have the 1991–2020 normals.", [NORMALS]),
        ("Check a forecast closer to the weekend before you put boxes out.", [NORMALS]),
        # carried by an output
        ("환경과 041-339-7000, 평일 09:00-18:00에 문의하세요.", [OFFICE_WITH_HOURS]),
        # an answer with no attribute word at all
        ("고철은 kg당 300원, 구리는 9,000원이에요 (2025-02, 전국 평균).", [PRICES]),
    ],
)  # fmt: skip
def test_no_claim_or_a_carried_attribute_passes(answer: str, evidence: list[str]) -> None:
    assert flagged(answer, evidence) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "attribute", "text"),
    [
        ("Call 041-339-7000, weekdays 10 to 4.", [OFFICE], "hours", "weekdays 10 to 4"),
        ("환경과는 오전 9시~6시 상담 가능해요.", [OFFICE], "hours", "9시~6시 상담"),
        ("이 조사 가격은 매달 15일에 새로 반영돼요.", [PRICES], "update schedule",
         "매달 15일에 새로 반영"),
        ("Prices get monthly updates from the survey.", [PRICES], "update schedule",
         "monthly updates"),
        ("녹슨 고철은 고물상에서 안 받아 줘요.", [PRICES], "buying condition", "녹슨 고철은 고물상에서 안 받아"),
        ("They only buy clean copper.", [PRICES], "buying condition", "only buy clean"),
        ("당일 수거도 돼요.", [OFFICE], "lead time", "당일 수거"),
        ("It usually takes 2-3 business days after you book.", [OFFICE], "lead time",
         "takes 2-3 business days"),
    ],
)  # fmt: skip
def test_the_vocabulary_reads_each_attribute(
    answer: str, evidence: list[str], attribute: str, text: str
) -> None:
    claims = attribute_claims(answer, tuple(evidence))
    assert [(c.kind, c.value, c.text) for c in claims] == [("condition", attribute, text)]


def test_a_carried_attribute_is_not_read() -> None:
    assert attribute_claims("Call 041-339-7000, weekdays 10 to 4.", (OFFICE_WITH_HOURS,)) == []


def test_the_test_costs_nothing_without_its_words() -> None:
    assert attribute_claims("고철은 kg당 300원이에요.", (PRICES,)) == []
