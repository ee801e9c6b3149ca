"""Round 43 (r43c): invented service facts that passed (prod_holdout27–32, already scored): a
collection point said to be open around the clock where no tool output says so, and a day added
to a centre's hours on a line labelled ``Hours:`` (the second part, below).

:mod:`.statements` reads "open around the clock" as a claim (kind ``hours24``) that only an output
stating 24 hours supports, but it took "24시간" as that claim only with a word of opening after it
(``24시간 운영``, ``24시간 이용``, ``가능``). ``상하동 medicine box: … 24시간 OK, night도 가능해요``
(g50h3-0060) said the same with a word of allowing (``OK``) and passed over a medicine-bin output
that states no hours at all (fabricated). The reading now also takes ``OK`` / ``괜찮`` / ``돼`` /
``됩니다`` after "24시간", and ``24 hours, OK/fine`` in English.

Kept: an output that says 24 hours (faithful, the twin of each case below).

Second part (g48h1-0039): :mod:`.schedules` reads a day only in a sentence with a word of a
schedule (``운영``, ``open``, ``collect``…); an English list line labelled ``- Hours: weekdays
09:00–18:00 and Saturday mornings`` has none, so the added Saturday passed although the centre's
hours are 평일 only. The label ``hours:`` is now such a word; the day is then held against the
centre's own hours ("day 토 not stated for it"). Kept: a day the centre's hours hold (faithful).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev

_WHY = "True not in tool outputs (no 24-hour statements in evidence)"


def _bins(hours: str | None = None) -> Evidence:
    point: dict[str, object] = {
        "name": "상하동", "address": "경기도 용인시 기흥구 어정로 62-23", "detail": None,
        "district": "용인시", "phone": None, "items": [], "distance_m": 648,
        "as_of": "2025-08-14",
    }  # fmt: skip
    if hours is not None:
        point["hours"] = hours
    return ev(
        {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
         "district_has_data": True, "points": [point], "found": 1, "as_of": "2025-08-14"}
    )  # fmt: skip


def _whys(answer: str, evidence: Evidence) -> list[tuple[str, str]]:
    return [(c.text, c.why) for c in check(answer, evidence).unsupported]


_CLAIMS = [
    # the case's shape (g50h3-0060)
    ("상하동 medicine box: 기흥구 어정로 62-23, 648m. 24시간 OK, night도 가능해요.", "24시간"),
    # other wording, other language
    ("상하동 수거함은 어정로 62-23에 있고 24시간 돼요.", "24시간"),
    ("상하동 수거함(어정로 62-23)은 24시간 괜찮아요, 밤에 가셔도 돼요.", "24시간"),
    ("The 상하동 bin (어정로 62-23) is reachable 24 hours, OK for a night visit.", "24 hours, OK"),
]


@pytest.mark.parametrize(("answer", "span"), _CLAIMS)
def test_around_the_clock_no_output_states_is_flagged(answer: str, span: str) -> None:
    assert (span, _WHY) in _whys(answer, _bins())


@pytest.mark.parametrize(("answer", "span"), _CLAIMS)
def test_around_the_clock_an_output_states_passes(answer: str, span: str) -> None:
    # the faithful twin: the point's own hours say around the clock
    assert check(answer, _bins(hours="24시간")).grounded


# --- the second part: "Hours:" as the frame of a schedule line (g48h1-0039) ---


def _centres(hours: str = "평일 09:00~18:00") -> Evidence:
    return ev(
        {"query": "재활용센터", "radius_m": 2000, "found": 2, "places": [
            {"name": "금산군 생활자원회수센터", "address": "충청남도 금산군 추부면 용천로798-51",
             "phone": "041-750-2523", "hours": hours, "items": ["PET", "공병", "파지", "고철"],
             "distance_m": 8286},
            {"name": "양산면행정복지센터", "address": "충북 영동군 양산면 확산양산로 317",
             "phone": "043-740-3413", "hours": "월~토 09:00~18:00, 그 외 휴무", "items": [],
             "distance_m": 16177},
        ]}
    )  # fmt: skip


_HOURS_LINES = [
    # the case's shape: an "Hours:" line under the centre's name
    ("- Nearest: 금산군 생활자원회수센터, about 8.3 km · 041-750-2523\n"
     "- Hours: weekdays 09:00–18:00 and Saturday mornings", "Saturday"),
    # other wording, other values
    ("금산군 생활자원회수센터 (8.3 km). Hours: Mon–Fri 09:00–18:00, Sunday mornings too.", "Sunday"),
    ("금산군 생활자원회수센터 is 8.3 km away; hours: weekdays and Saturdays 9 to 6.", "Saturdays"),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "span"), _HOURS_LINES)
def test_hours_line_adds_a_day_is_flagged(answer: str, span: str) -> None:
    whys = _whys(answer, _centres())
    assert any(text.startswith(span) and why.startswith("day ") for text, why in whys), whys


@pytest.mark.parametrize(("answer", "span"), _HOURS_LINES)
def test_hours_line_the_output_states_passes(answer: str, span: str) -> None:
    # the faithful twin: the centre's own hours hold that day
    spans = [t for t, _ in _whys(answer, _centres("월~일 09:00~18:00"))]
    assert not any(t.startswith(span) for t in spans), spans


def test_korean_hours_line_adding_a_day_stays_flagged() -> None:
    answer = "금산군 생활자원회수센터(8.3km)\n- 운영시간: 평일 09:00~18:00, 토요일 오전"
    assert any(why.startswith("day ") for _, why in _whys(answer, _centres()))
