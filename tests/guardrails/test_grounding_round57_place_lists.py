"""Round 57 (r57f): places and bins of one search (prod_holdout55/56).

- ``플라스틱병`` in a site's list is the English ``plastic bottles``: a form of 페트 in the goods of
  a prose condition (``specialists.korean.goods``; g73h0-0033, g73h3-0013, faithful).
- A day that qualifies the user's own visit in English (``check before a weekend visit``, ``ahead of
  your Saturday trip``, ``before visiting on a Sunday``) is the user's plan, not a site's day
  (:mod:`.weekdays` ``users_plan``; g73h3-0005, faithful).
- ``Nothing was found within 1 km`` denies its limit and ``the search widened to 20 km`` sets the
  count's (:mod:`.enumerated`); two values joined by ``and`` after two names (``(A / B) — about 8.5
  km and 9.0 km``) pair with them by position (:mod:`.subjects`), and the first of such a pair is no
  value of the second name alone (:mod:`.holder_values`; g74h3-0066, faithful).
- ``Y 시내에 있는 X`` puts a found place in Y, and a found centre of a list of places (not only a
  bin search's points) whose address lies in another 시 or 군 is flagged by its name
  (:mod:`.whereabouts`; g73h2-0069, misattributed).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence

_FILES = {
    "g73h0-0033": "prod_holdout55.jsonl",
    "g73h3-0013": "prod_holdout55.jsonl",
    "g73h3-0005": "prod_holdout55.jsonl",
    "g74h3-0066": "prod_holdout56.jsonl",
    "g73h2-0069": "prod_holdout55.jsonl",
}


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(_FILES[cid], cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


def _answer(cid: str) -> str:
    return str(blind_case(_FILES[cid], cid)["answer"])


@pytest.mark.parametrize("cid", ["g73h0-0033", "g73h3-0013", "g73h3-0005", "g74h3-0066"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


def test_the_misattributed_case_is_caught_on_the_writers_span() -> None:
    assert _flagged("g73h2-0069") == [("condition", "환경자원센터(되넘이길 80)")]


# --- 플라스틱병 is plastic bottles ----------------------------------------------------------------

_GOKSEONG = "The closest is 곡성군 재활용품 선별장, about 2.8 km away. "


def test_plastic_bottles_of_a_plastic_bottle_list_pass() -> None:
    assert _flagged("g73h0-0033", _GOKSEONG + "It accepts plastic bottles and cans.") == []
    assert _flagged("g73h0-0033", "곡성군 재활용품 선별장은 플라스틱병과 캔류를 받아요.") == []


def test_a_good_the_site_does_not_list_is_still_caught() -> None:
    answer = _GOKSEONG + "It accepts plastic bottles, cans and glass bottles."
    assert ("condition", "glass bottles") in _flagged("g73h0-0033", answer)


# --- a weekend visit ------------------------------------------------------------------------

_HOURS = "Seocho-gu Recycling Center is open weekdays 10:00–17:00. "


@pytest.mark.parametrize(
    "advice",
    [
        "Check before a weekend visit.",
        "Call ahead of your Saturday trip.",
        "Call before visiting on a Sunday.",
        "If you are planning a weekend trip, phone first.",
    ],
)
def test_a_day_of_the_users_visit_passes(advice: str) -> None:
    assert _flagged("g73h3-0005", _HOURS + advice) == []


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("It is also open for a weekend visit.", "weekend"),
        ("It is open on weekends too.", "weekends"),
    ],
)
def test_a_weekend_said_of_the_site_is_caught(said: str, span: str) -> None:
    assert ("weekday", span) in _flagged("g73h3-0005", _HOURS + said)


# --- a widened search and a pair of distances -------------------------------------------------


@pytest.mark.parametrize("count", ["four places", "six places"])
def test_a_wrong_count_of_the_widened_search_is_caught(count: str) -> None:
    answer = _answer("g74h3-0066").replace("five places", count)
    assert _flagged("g74h3-0066", answer) == [("count", count)]


def test_nothing_turned_up_within_a_limit_is_no_limit_of_the_count() -> None:
    answer = _answer("g74h3-0066").replace(
        "Nothing was found within 1 km, so the search widened to 20 km and returned five places",
        "Nothing turned up within 1 km; here are five places",
    )
    assert _flagged("g74h3-0066", answer) == []


def test_a_swapped_pair_of_distances_is_caught() -> None:
    answer = _answer("g74h3-0066").replace("about 8.5 km and 9.0 km", "about 9.0 km and 8.5 km")
    assert _flagged("g74h3-0066", answer) == [("distance", "9.0 km"), ("distance", "8.5 km")]


def test_a_wrong_distance_in_a_pair_is_caught() -> None:
    answer = _answer("g74h3-0066").replace("about 8.5 km and 9.0 km", "about 8.5 km and 9.5 km")
    assert _flagged("g74h3-0066", answer) == [("distance", "9.5 km")]


# --- a centre put in the wrong town -----------------------------------------------------------

_SOKCHO = (
    "광주 시세는 없어서 전국 평균으로 드려요. PET 압축 350원/kg이에요. 재활용센터는 {where} "
    "환경자원센터(되넘이길 80)가 제일 가까운데, 약 12.4km 떨어져 있어요."
)


@pytest.mark.parametrize("where", ["양양에 있는", "양양 시내에 있는", "양양군에 있는"])
def test_the_centre_in_its_own_town_passes(where: str) -> None:
    assert _flagged("g73h2-0069", _SOKCHO.format(where=where)) == []


@pytest.mark.parametrize("where", ["속초시에 있는", "속초 안에 있는"])
def test_the_centre_put_in_another_town_is_caught(where: str) -> None:
    assert _flagged("g73h2-0069", _SOKCHO.format(where=where)) == [
        ("condition", "환경자원센터(되넘이길 80)")
    ]
