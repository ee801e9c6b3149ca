"""A day the answer only asks about or says it knows nothing of is no claim; the same day stated
of a service is (round 19, after prod_holdout5's two claim-free false alarms)."""

from __future__ import annotations

import json

import pytest

from guardrails.grounding import Evidence, check

RULES = json.dumps(
    {
        "district": "부여군",
        "method": "읍·면·동 주민센터에서 배출확인서를 발급받은 후 개인 차량으로 지정 장소에 배출",
        "department": "환경과",
        "phone": "041-830-2306",
        "as_of": "2025-11-07",
    },
    ensure_ascii=False,
)
WEATHER = json.dumps(
    {"station": "부여", "month": 12, "avg_temp_c": 0.4, "humidity_pct": 72, "as_of": "2020"},
    ensure_ascii=False,
)


def flagged(answer: str, evidence: list[str], user: str = "") -> list[str]:
    return [c.text for c in check(answer, Evidence.from_texts(evidence, user=user)).unsupported]


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        # asked about, or disclaimed: nothing is said of any service's days
        ("어느 날 날씨가 궁금하신가요? 오늘 내놓으실 건지, 주말 작업 계획이신지 알려주세요.", "", []),
        ("주말에도 수거하는지는 군청 환경과에 물어보세요.", "", []),
        ("I don't have anything on pickup days or weekend service, so please call the county "
         "office and ask whether they do weekend pickups.", "do they pick up on weekends?", []),
        ("Call the county office and ask if they pick up on weekends.", "", []),
        # the same days stated of the service: flagged (no output gives any day)
        ("주말에도 수거해요. 문의는 환경과 041-830-2306이에요.", "", ["주말"]),
        ("They also do weekend pickups, so you can put it out on Saturday.", "",
         ["weekend", "Saturday"]),
        ("If you call, they collect on Saturdays too.", "", ["Saturdays"]),
    ],
)  # fmt: skip
def test_a_day_only_asked_about_is_no_claim(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, [RULES, WEATHER], user) == wrong
