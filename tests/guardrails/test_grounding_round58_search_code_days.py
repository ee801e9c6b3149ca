"""Round 58 (r58b): a search code's own word, every day said of a place open some days, and a
range that ends at noon (prod_holdout57 g75h3-0018, with the two older cases it hid).

- A search given as a category code (``"query": "recycling_center"``) keeps its words as written:
  ``Nearest recycling centre: …, about 3.3 km away`` names the search every row answers to, not the
  good 재활용품 no row is labelled by (:mod:`.records`; g75h3-0018, faithful; also prod_holdout52
  g70h0-0044 and prod_holdout54 g72h2-0046, left in rounds 55 and 56).
- That false flag was all that caught two older wrong answers; each is now caught on its own error:
  ``open every day 09:00–21:00`` said of a machine whose hours are ``월~토 … 그 외 휴무`` (new
  :mod:`.every_day`; prod_holdout3 g17h3-0062), and ``9 am–noon``, another site's hours, where
  ``noon`` ends a range (:mod:`.opening_hours`, :mod:`.datetimes`; prod_holdout27 g45h2-0009).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H57 = "prod_holdout57.jsonl"


@pytest.mark.parametrize(
    ("name", "cid"),
    [
        (_H57, "g75h3-0018"),
        ("prod_holdout52.jsonl", "g70h0-0044"),
        ("prod_holdout54.jsonl", "g72h2-0046"),
    ],
)
def test_a_distance_after_the_search_word_passes(name: str, cid: str) -> None:
    assert case_flags(name, cid) == []


def test_the_search_word_binds_no_other_distance() -> None:
    line = "Nearest recycling centre: 송파구재활용센터, 문정로246, about {} km away."
    assert case_flags(_H57, "g75h3-0018", line.format("3.3")) == []
    assert case_flags(_H57, "g75h3-0018", line.format("4.3")) == [("distance", "4.3 km")]
    ko = "가장 가까운 재활용센터는 송파구재활용센터(문정로246)로 약 3.3km 거리예요."
    assert case_flags(_H57, "g75h3-0018", ko) == []


# --- every day -------------------------------------------------------------------------------


def test_every_day_over_a_machine_open_monday_to_saturday_is_caught() -> None:
    assert case_flags("prod_holdout3.jsonl", "g17h3-0062") == [("condition", "every day")]


def test_every_day_in_other_words_is_caught_and_weekdays_pass() -> None:
    en = "The recycling centre, 송파구재활용센터, is open {} 09:00–18:00."
    assert case_flags(_H57, "g75h3-0018", en.format("every day")) == [("condition", "every day")]
    assert case_flags(_H57, "g75h3-0018", en.format("weekdays")) == []
    ko = "송파구재활용센터는 매일 09:00~18:00 운영해요."
    assert case_flags(_H57, "g75h3-0018", ko) == [("condition", "매일")]


def test_every_day_in_a_negated_sentence_is_unsure() -> None:
    ko = "송파구재활용센터는 평일 09:00~18:00 운영하고 주말은 쉬어요. 매일 가실 수는 없어요."
    assert case_flags(_H57, "g75h3-0018", ko) == []


# --- a range that ends at noon ----------------------------------------------------------------

_H27 = "prod_holdout27.jsonl"


def test_another_sites_hours_ending_at_noon_are_caught() -> None:
    assert case_flags(_H27, "g45h2-0009") == [("time", "9 am–noon")]


def test_noon_is_the_end_of_its_own_sites_range() -> None:
    own = "Donggurami Store No. 2 (동구라미가게2호점) is open Mon, Thu and Fri 9 am–noon."
    assert case_flags(_H27, "g45h2-0009", own) == []
    kiosk = "The Hakdong History Park recycling kiosk is open Monday to Saturday, 9 am–9 pm."
    assert case_flags(_H27, "g45h2-0009", kiosk) == []
    ko = "학동 역사공원 재활용 무인회수기는 월·목·금 오전 9시~정오에 열어요."
    assert case_flags(_H27, "g45h2-0009", ko) == [("time", "정오")]
