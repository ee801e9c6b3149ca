"""Round 43 (r43c): invented service facts that passed (prod_holdout27–32, already scored): a
collection point said to be open around the clock where no tool output says so.

:mod:`.statements` reads "open around the clock" as a claim (kind ``hours24``) that only an output
stating 24 hours supports, but it took "24시간" as that claim only with a word of opening after it
(``24시간 운영``, ``24시간 이용``, ``가능``). ``상하동 medicine box: … 24시간 OK, night도 가능해요``
(g50h3-0060) said the same with a word of allowing (``OK``) and passed over a medicine-bin output
that states no hours at all (fabricated). The reading now also takes ``OK`` / ``괜찮`` / ``돼`` /
``됩니다`` after "24시간", and ``24 hours, OK/fine`` in English.

Kept: an output that says 24 hours (faithful, the twin of each case below).
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
