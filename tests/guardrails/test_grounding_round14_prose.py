"""Classes of prose fabrication learned from the spent holdout11 (tuning data): a closed day the
answer adds in English to a place whose record states hours and no closed day. Each table: the
faithful form passes, the fabricated twin is flagged on the day, and why."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

HOURS_ONLY = {
    "places": [
        {"name": "Ganeung Resources", "distance_m": 350, "hours": "07:00-19:00"},
        {"name": "Pyeonghwa Scrap", "distance_m": 1400, "hours": "08:00-18:00"},
    ]
}
WEEKDAYS_ONLY = {"places": [{"name": "Center", "distance_m": 200, "hours": "평일 09:00-18:00"}]}
CLOSED_STATED = {
    "places": [
        {"name": "Shop A", "distance_m": 350, "hours": "10:30-19:30", "closed": "월요일"},
        {"name": "Shop B", "distance_m": 820, "hours": "10:00-18:00", "closed": "일요일"},
    ]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "user", "wrong"),
    [
        # hours alone: the day the user asks about is not a closed day of any record
        ("Ganeung Resources is open 7 AM–7 PM, so Sunday works too.", HOURS_ONLY, "sunday?", []),
        ("Ganeung Resources is open 7 AM–7 PM, but it's closed on Sundays.", HOURS_ONLY,
         "sunday?", ["Sundays"]),
        ("Ganeung Resources is open 7 AM–7 PM; Sundays are closed.", HOURS_ONLY, "sunday?",
         ["Sundays"]),
        ("Ganeung Resources is open 7 AM–7 PM and shut Sundays.", HOURS_ONLY, "sunday?",
         ["Sundays"]),
        # opening days that leave the day out: the closed day is derived, not added
        ("The center is open 9 AM–6 PM and closed on Saturdays.", WEEKDAYS_ONLY, "saturday?", []),
        ("The center is open 9 AM–6 PM and closed on Wednesdays.", WEEKDAYS_ONLY, "", ["Wednesdays"]),
        # closed days stated: read against them as before
        ("Shop B is closed on Sundays.", CLOSED_STATED, "", []),
    ],
)  # fmt: skip
def test_closed_day_added_in_english(
    answer: str, evidence: object, user: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong


def test_closed_day_added_says_why() -> None:
    verdict = check("It's open 7 AM–7 PM but closed on Sundays.", ev(HOURS_ONLY, user="sunday?"))
    assert [c.why for c in verdict.unsupported] == [
        "Sundays is said closed where no tool output states a closed day"
    ]


SOFA = {"sigungu": "여주시", "items": [{"item_name": "소파", "spec": "3인용", "fee": 7000}]}
SOFA_EXEMPT = {
    "sigungu": "여주시",
    "items": [{"item_name": "소파", "spec": "3인용", "fee": 7000, "remark": "기초생활수급자 면제"}],
}
SOFA_WAIVED = {
    "district": "Yeoju",
    "items": [{"item": "sofa", "fee": 7000, "note": "fee waived (exempt) for welfare recipients"}],
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # the exemption a tool output states passes; the same words over a bare fee are flagged
        ("3인용 소파는 7,000원인데 기초생활수급자는 면제예요.", SOFA_EXEMPT, []),
        ("3인용 소파는 7,000원인데 기초생활수급자는 면제예요.", SOFA, ["면제"]),
        ("The sofa is 7,000 won, but welfare recipients are exempt.", SOFA_WAIVED, []),
        ("The sofa is 7,000 won, but welfare recipients are exempt.", SOFA, ["exempt"]),
        ("The sofa is 7,000 won; the fee is waived for seniors.", SOFA_WAIVED, []),
        ("The sofa is 7,000 won; the fee is waived for seniors.", SOFA, ["waived"]),
    ],
)  # fmt: skip
def test_fee_exemption_invented(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_fee_exemption_invented_says_why() -> None:
    verdict = check("기초생활수급자는 수수료 면제 대상이에요.", ev(SOFA))
    assert [(c.text, c.kind) for c in verdict.unsupported] == [("면제", "free")]
    assert "no free items in evidence" in verdict.unsupported[0].why
