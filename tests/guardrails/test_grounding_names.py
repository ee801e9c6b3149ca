"""Round 13: a value bound to the whole name of its row (a name in three words, a label word
negated as a modifier) and English names bound to Korean rows. Each class pairs the true form,
which passes, with its wrong twin, flagged at the value with the subject it was given to."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev

STATIONS = ev(
    {"query": "재활용센터", "origin": "교동", "places": [
        {"name": "교동 재활용 정거장", "category": "재활용 정거장", "distance_m": 600,
         "hours": "18:00-22:00"},
        {"name": "포남 재활용 정거장", "category": "재활용 정거장", "distance_m": 1500,
         "hours": "18:00-22:00"}], "found": 2}
)  # fmt: skip
PAPER = ev(
    {"region_name": "충청권", "items": [
        {"item_name": "신문지", "form": "압축", "price_per_kg": 115},
        {"item_name": "신문지", "form": "비압축", "price_per_kg": 90},
        {"item_name": "골판지", "form": "압축", "price_per_kg": 82}], "survey_date": "2025-05"}
)  # fmt: skip


def _flags(answer: str, evidence: Evidence) -> list[tuple[str, str]]:
    return [(c.text, c.why or "") for c in check(answer, evidence).unsupported]


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a name in three words: each word next to the next is one name, all of it required
        (STATIONS, "포남 재활용 정거장은 1.5km 거리예요.", []),
        (STATIONS, "포남 재활용 정거장은 600m 거리예요.", [("600m", "포남")]),
        (STATIONS, "포남 재활용 정거장 is only 1.5 km away.", []),
        (STATIONS, "포남 재활용 정거장 is only 600m away.", [("600m", "포남")]),
        # a label word negated as the modifier of the next word: its 비- row
        (PAPER, "압축 안 한 신문지는 kg당 90원이에요.", []),
        (PAPER, "압축 안 한 신문지는 kg당 115원이에요.", [("kg당 115원", "not for 신문지")]),
        (PAPER, "압축하지 않은 신문지는 90원, 압축한 건 115원이에요.", []),
        (PAPER, "압축하지 않은 신문지는 115원이에요.", [("115원", "not for 신문지")]),
    ],
)  # fmt: skip
def test_a_value_is_bound_to_its_rows_whole_name(
    evidence: Evidence, answer: str, expected: list[tuple[str, str]]
) -> None:
    got = _flags(answer, evidence)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but not for" in why and part in why
