"""English answers over Korean evidence: a 동, road or facility name the evidence spells only in
Hangul binds through its Revised Romanization (``Mangwon 2-dong`` → 망원2동), so a value given for
the wrong one is caught and the faithful twin passes; a Latin name that spells nothing in the
evidence binds to nothing (unsure: not flagged). Also: ``next closest`` is no superlative, and
``the other two`` do not inherit the subject named before them."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence
from guardrails.grounding import cues as cue_index
from guardrails.grounding.romanized import latin_forms
from tests.guardrails.grounding_helpers import ev, flagged

BINS = ev(
    {
        "query": "폐건전지",
        "origin": "서울 마포구 망원동",
        "places": [
            {"name": "망원1동 주민센터", "address": "서울 마포구 포은로 43", "distance_m": 310,
             "phone": "02-3153-6601"},
            {"name": "망원2동 주민센터", "address": "서울 마포구 월드컵로 19", "distance_m": 940,
             "phone": "02-3153-6651"},
            {"name": "마포구보건소", "address": "서울 마포구 월드컵로 212", "distance_m": 1800,
             "phone": "02-3153-9020"},
        ],
        "found": 3,
    }
)  # fmt: skip
DEPARTMENTS = ev(
    {"district": "안산시 단원구", "department": "단원구 환경위생과", "phone": "031-481-6542"},
    {"district": "안산시 상록구", "department": "상록구 자원순환과", "phone": "031-481-5582"},
)


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # two 동 centres' distances swapped / right
        (BINS, "The closest is Mangwon 2-dong community center (310 m). Mangwon 1-dong center is "
         "940 m away.", ["310 m", "940 m", "The closest is Mangwon 2-dong community cente"]),
        (BINS, "The closest is Mangwon 1-dong community center (310 m). Mangwon 2-dong center is "
         "940 m away.", []),
        # a facility written as one Hangul word (마포구보건소): its English name binds the phone
        (BINS, "Mapo-gu Health Center is 1.8 km away (02-3153-6651).", ["(02-3153-6651"]),
        (BINS, "Mapo-gu Health Center is 1.8 km away (02-3153-9020).", []),
        # a wrong nearest named in English
        (BINS, "The nearest battery bin is at Mangwon 2-dong's center.",
         ["The nearest battery bin is at Mangwon 2-dong's center"]),
        (BINS, "The nearest battery bin is at Mangwon 1-dong's center.", []),
        # a road of one place given for another
        (BINS, "Mangwon 1-dong center, Poeun-ro 43, is 310 m away.", []),
        (BINS, "Mangwon 1-dong center, Worldcup-ro 19, is 310 m away.", []),  # no RR match: unsure
        # a gu the gazetteer knows still wins over the romanised department word
        (DEPARTMENTS, "Sangnok-gu: call 031-481-5582.", []),
        (DEPARTMENTS, "Sangnok-gu: call 031-481-6542.", ["031-481-6542"]),
    ],
)  # fmt: skip
def test_english_names_bind_to_hangul_records(
    evidence: Evidence, answer: str, expected: list[str]
) -> None:
    assert flagged(answer, evidence) == expected


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # "next closest" ranks below the first: no claim that it is the nearest
        ("The nearest is Mangwon 1-dong center (310 m). Next closest: Mangwon 2-dong center "
         "(940 m).", []),
        # the rest of the list is not about the subject named before it ...
        ("The nearest is Mangwon 1-dong center, 310 m away; the other two are 940 m and 1.8 km "
         "away.", []),
        ("망원1동 주민센터가 310m로 제일 가깝고, 나머지는 940m, 1.8km예요.", []),
        # ... but their values are still checked
        ("The nearest is Mangwon 1-dong center, 310 m away; the other two are 940 m and 2.4 km "
         "away.", ["2.4 km"]),
    ],
)  # fmt: skip
def test_next_closest_and_the_other_ones(answer: str, expected: list[str]) -> None:
    assert flagged(answer, BINS) == expected


def test_latin_forms_follow_revised_romanization() -> None:
    assert ("mangwon 2-dong", True) in latin_forms("망원2동")
    assert ("sangnok-gu", True) in latin_forms("상록구")  # 상록 [상녹]: the sound change
    assert ("duryu-gil", True) in latin_forms("두류길")
    assert ("yuseong-gu office", True) in latin_forms("유성구청")
    assert ("seongdang-dong", False) in latin_forms("성당동행정복지센터")  # the place part
    assert latin_forms("가구") == ()  # a word, not a name
    assert latin_forms("자원순환과") == ()


def test_korean_answers_never_romanise() -> None:
    before = cue_index._with_romanized.cache_info()
    assert flagged("망원2동 주민센터는 310m 거리예요.", BINS) == ["310m"]
    after = cue_index._with_romanized.cache_info()
    assert (after.hits, after.misses) == (before.hits, before.misses)
