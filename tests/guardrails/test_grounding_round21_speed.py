"""Round 21 (r21d): the speed step reads exactly as before. Each rewritten search is compared with
the pattern or path it replaces on new sentences (Korean and English) and on random strings, and
the readings it serves still flag a wrong value and pass the faithful one:

- goods' forms start with a literal (the lookbehind after the first letter);
- days finds its day names only where one can start (``_day_names`` is ``_DAY.finditer``);
- the romanized Latin cue pattern only for an answer holding one of the spellings it adds, the
  Latin pattern only for an answer holding a Latin surface;
- site_items (now taken, round 22) read an item only in a sentence holding its letters;
- the case-blind word gates over tool outputs (channels, venues) start with a character class
  (``claims.any_word``).
"""

from __future__ import annotations

import random
import re

import pytest

from guardrails.grounding import cues as cue_index
from guardrails.grounding import days
from guardrails.grounding.claims import any_word
from guardrails.grounding.goods import _pattern
from tests.guardrails.grounding_helpers import VOCAB, ev, flagged


def _old_goods_pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    """The goods pattern before round 21 (each English form behind a lookbehind)."""
    parts = [
        rf"(?<![a-z]){re.escape(f.lower())}(?![a-z])" if f.isascii() else re.escape(f)
        for f in sorted(forms, key=len, reverse=True)
    ]
    return re.compile("|".join(parts))


GOODS_TEXTS = [
    "투명pet병과 폐건전지는 주민센터에서 받아요",
    "carpet은 대형폐기물이에요",
    "we take batteries, fluorescent tubes and small appliances",
    "the xbattery is not a battery; abatteries neither",
    "폐형광등 5개 가져가면 종량제봉투를 줘요",
    "coin cells와 button batteries는 따로",
    "",
]


@pytest.mark.parametrize("text", GOODS_TEXTS)
def test_goods_forms_find_what_they_found(text: str) -> None:
    every = [f for _, forms in VOCAB.goods for f in forms]
    for forms in [*(forms for _, forms in VOCAB.goods), tuple(every)]:
        old = _old_goods_pattern(forms).search(text)
        new = _pattern(forms).search(text)
        assert (old and old.span()) == (new and new.span()), (forms, text)


def test_goods_forms_on_random_text() -> None:
    every = tuple(f for _, forms in VOCAB.goods for f in forms)
    pairs = [(_old_goods_pattern(every), _pattern(every))] + [
        (_old_goods_pattern(forms), _pattern(forms)) for _, forms in VOCAB.goods
    ]
    pieces = [*"abcelnoyst -가전배터리폐소형1", *(f.lower() for f in every)]
    rng = random.Random(21)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        for old, new in pairs:
            a, b = old.search(text), new.search(text)
            assert (a and a.span()) == (b and b.span()), text


DAY_TEXTS = [
    "3월 5일(수요일)에 수거하고, 내일은 쉬어요. 10일간 연속은 아니에요",
    "오늘 비가 오고 모레는 맑아요; 내일모레도, 글피도",
    "On Tuesday the 3rd, or on 4 March; today and tomorrow, not Sunday's",
    "Pickup is on Jan. 12 and the 14th of feb; 2024-03-05 is a date, 12/5 too",
    "수수료 5,000원, 1일 2회, 24시간 운영",
    "ſunday THE 21ST",
    "",
]


@pytest.mark.parametrize("text", DAY_TEXTS)
def test_day_names_are_the_day_patterns_matches(text: str) -> None:
    def spans(ms: object) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
        return [(m.span(), m.groupdict()) for m in ms]  # type: ignore[attr-defined]

    assert spans(days._day_names(text)) == spans(days._DAY.finditer(text))


def test_day_names_on_random_text() -> None:
    pieces = list("0123456789월화수목금토일오늘내모레글피요 .-/간째동안연속ſ") + [
        "the", "sun", "day", "jan", "Mon", "tues", "today", "tomorrow", "of", "st", "th", "AUG",
    ]  # fmt: skip
    rng = random.Random(2121)
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        old = [(m.span(), m.groupdict()) for m in days._DAY.finditer(text)]
        assert [(m.span(), m.groupdict()) for m in days._day_names(text)] == old, text


BINS = ev(
    {"query": "폐건전지", "origin": "서울 마포구 망원동",
     "places": [
         {"name": "망원1동 주민센터", "address": "서울 마포구 포은로 43", "distance_m": 310},
         {"name": "망원2동 주민센터", "address": "서울 마포구 월드컵로 19", "distance_m": 940},
     ], "found": 2}
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "The Mangwon 1-dong center is 310 m away and takes batteries.",
        "Both centers take batteries: the closest is 310 m away, the other 940 m.",
        "Bring them to the community center (310 m). Please check the opening hours first.",
        "망원1동 주민센터가 310m로 가장 가까워요. Thank you!",
        "망원2동 주민센터 940m",
    ],
)
def test_latin_cues_as_with_every_spelling(answer: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cues found with the gates equal those of the pattern holding every spelling."""
    cues = BINS.cues
    gated = cue_index.find_cues(answer, cues, [])
    monkeypatch.setattr(cue_index, "_romanized_in", lambda lower, cues: True)
    assert cue_index.find_cues(answer, cues, []) == gated


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("The closest is Mangwon 2-dong community center (310 m).",
         ["310 m", "The closest is Mangwon 2-dong community cente"]),
        ("The closest is Mangwon 1-dong community center (310 m).", []),
        ("망원2동 주민센터는 310m 거리예요.", ["310m"]),
        ("망원1동 주민센터는 310m 거리예요.", []),
    ],
)  # fmt: skip
def test_place_values_still_bind(answer: str, expected: list[str]) -> None:
    assert flagged(answer, BINS) == expected


CENTRES = ev(
    {"query": "재활용센터", "found": 2,
     "places": [
         {"name": "동부재활용센터", "address": "충북 청주시 상당구 1", "distance_m": 800,
          "items": ["냉장고", "세탁기", "식당비품"]},
         {"name": "서부재활용센터", "address": "충북 청주시 흥덕구 2", "distance_m": 2400,
          "items": ["책상", "의자", "전자레인지"]},
     ], "source": "recycling-centers"}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("동부재활용센터는 전자레인지도 받아요.", ["전자레인지"]),  # 서부's item given to 동부
        ("동부재활용센터는 식당비품도 받아요.", []),
        ("The 서부재활용센터 takes 식당비품 too.", ["식당비품"]),
        ("동부재활용센터는 전자레인지는 안 받아요.", []),  # negated: no claim
    ],
)
def test_site_items_still_read(answer: str, expected: list[str]) -> None:
    assert flagged(answer, CENTRES) == expected


WORDS = ("신고", "신청", "스티커", "payment", "pay", "sticker", "sold", "apply", "book", "kit", "_id")  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        '{"how": "구청 홈페이지에서 신청 후 스티커 부착", "phone": "02-1234-5678"}',
        "You can PAY online or Apply at the office; stickers are SOLD at marts",
        "ſold, KIT, İD, the payments are made; _ID and a booklet",
        "no gate word here: 수수료 3,000원, open 9 to 6",
        "",
    ],
)
def test_any_word_finds_the_case_blind_alternations_match(text: str) -> None:
    old = re.compile("|".join(map(re.escape, WORDS)), re.I)
    a, b = old.search(text), any_word(WORDS).search(text)
    assert (a and (a.span(), a.group(0))) == (b and (b.span(), b.group(0)))


def test_any_word_refuses_a_first_letter_with_case_outside_ascii() -> None:
    with pytest.raises(ValueError):
        any_word(("Ärger",))
