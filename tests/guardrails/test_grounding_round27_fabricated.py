"""Round 27 (r27b): fabrications that passed.

- a timetable clause (:mod:`guardrails.grounding.day_hours`): days written right before an hours
  range (``회덕동: 수·토 09:30~12:00``) state a schedule without a frame word; a day no record named
  before them in the sentence states is flagged, the record's own day passes.

The answers are new wordings of prod_holdout11's shapes (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _platform(name: str, hours: str, address: str) -> dict[str, Any]:
    return {"name": name, "address": address, "phone": "042-608-6362",
            "hours": f"{hours}, 그 외 휴무", "items": ["무색페트병", "PET", "알루미늄 캔"],
            "distance_m": 12000, "as_of": None}  # fmt: skip


PLATFORMS = {
    "query": "recycling_center", "radius_m": 5000, "found": 3,
    "places": [_platform("목상동 우리동네 재활용 플랫폼", "월 09:30~12:00", "대덕대로1454번길 39"),
               _platform("신탄진동 우리동네 재활용 플랫폼", "수 09:30~12:00", "신탄진동로35번길20"),
               _platform("회덕동 우리동네 재활용 플랫폼", "수 09:30~12:00", "회덕로22번길 5")],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


# -- days written before hours --


def test_extra_day_on_a_timetable_line_is_flagged() -> None:
    answer = (
        "가까운 재활용 플랫폼이에요.\n- 목상동: 월 09:30~12:00\n- 신탄진동: 수 09:30~12:00\n"
        "- 회덕동: 수·토 09:30~12:00"
    )
    assert flagged(answer, ev(PLATFORMS)) == ["수·토"]


def test_faithful_timetable_lines_pass() -> None:
    answer = (
        "가까운 재활용 플랫폼이에요.\n- 목상동: 월 09:30~12:00\n- 신탄진동: 수 09:30~12:00\n"
        "- 회덕동: 수 09:30~12:00"
    )
    assert flagged(answer, ev(PLATFORMS)) == []


def test_another_records_day_on_a_line_is_flagged() -> None:
    answer = "- 회덕동 우리동네 재활용 플랫폼: 월요일 09:30~12:00"
    assert flagged(answer, ev(PLATFORMS)) == ["월요일"]


def test_day_before_hours_in_prose_is_flagged() -> None:
    answer = "목상동 플랫폼은 월·금 오전 9시 30분부터 12시까지예요."
    assert flagged(answer, ev(PLATFORMS)) == ["월·금"]


def test_english_day_run_before_hours_is_flagged() -> None:
    answer = "The 신탄진동 platform: Wed & Sat 09:30–12:00."
    assert flagged(answer, ev(PLATFORMS)) == ["Wed & Sat"]


def test_a_line_whose_address_names_other_records_reads_its_own() -> None:
    # the address's 동 names a sibling too; the day of either record named before passes
    answer = "- 회덕동 우리동네 재활용 플랫폼(신탄진동 인근): 수 09:30~12:00"
    assert flagged(answer, ev(PLATFORMS)) == []


def test_closed_day_and_unnamed_subject_are_unsure() -> None:
    assert flagged("- 회덕동: 수 09:30~12:00, 토요일은 휴무", ev(PLATFORMS)) == []
    assert flagged("보통 토 09:30~12:00에 열어요.", ev(PLATFORMS)) == []
