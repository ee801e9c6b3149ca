"""Round 22 (r22d): the speed step reads exactly as before. Each rewritten gate is compared with the
pattern or path it replaces on new sentences (Korean and English) and on random strings, and the
readings behind it still flag a wrong value and pass the faithful one:

- whole-answer gates whose first element was a case-blind letter or a lookbehind start with a
  character class (amenities' words, the pair hint, native-numeral ratios);
- per-claim readings return at once in an answer without their words (a written equation's "=",
  a stated total's lines, per-piece words or joined rows);
- the Latin cues are looked for in an answer without an ASCII letter only among the surfaces
  without one; the tool outputs' text is lower-cased once per stage for the unlisted free items;
- the prose conditions stop before their readers when only the exclusions' words are in the
  answer and no tool output excludes or lists goods.
"""

from __future__ import annotations

import random
import re

import pytest

from guardrails.grounding import amenities, conditions, quantities, versus
from guardrails.grounding import cues as cue_index
from guardrails.grounding.hints import Hints
from tests.guardrails.grounding_helpers import ev, flagged

_OLD_AMENITIES = re.compile(
    r"주차|엘리베이터|승강기|화장실|parking|car park|elevator|lift|restroom|toilet", re.I
)
_OLD_PAIR = re.compile(
    r"[vV대cC](?:(?<=대)|(?<=[vV])(?:s\.?|ersus)|(?<=[cC])ompared (?:to|with))\s", re.I
)

TEXTS = [
    "주차장도 있고 엘리베이터로 2층에 가시면 돼요.",
    "There is a CAR PARK and a Lift; restrooms on the 1st floor.",
    "Toilets? No PARKING at the site.",
    "부산이 3.2도 vs 서울 -5.8도, 바람은 6.8 m/s Compared to 4.6 m/s.",
    "A VS. B, 대 C: versus  Versus\tvs",
    "거의 세 배 비싸요. 두배나 돼요. 다섯 배 정도, 열배, 여섯배출",
    "배출 번호를 붙여 내놓으면 됩니다. 세배 네 배",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_gates_find_what_they_found(text: str) -> None:
    for old, new in ((_OLD_AMENITIES, amenities.GATE), (_OLD_PAIR, versus._PAIR_HINT)):
        a, b = old.search(text), new.search(text)
        assert (a and a.span()) == (b and b.span()), (new.pattern, text)
    if quantities._NATIVE_TIMES.search(text):
        assert quantities._NATIVE_HINT.search(text)


def test_gates_on_random_text() -> None:
    rnd = random.Random(22)
    alphabet = "vVcCsSſ대ersuompadtwihlfk배두세네섯곱덟홉열다여일아주차엘리베이터 .\n"
    for _ in range(20_000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 24)))
        for old, new in ((_OLD_AMENITIES, amenities.GATE), (_OLD_PAIR, versus._PAIR_HINT)):
            a, b = old.search(text), new.search(text)
            assert (a and a.span()) == (b and b.span()), (new.pattern, text)
        if quantities._NATIVE_TIMES.search(text):
            assert quantities._NATIVE_HINT.search(text), text


FEES = ev(
    {"district": "마포구", "items": [
        {"item_name": "소파(1인용)", "fee": 5000, "fee_text": "5,000원"},
        {"item_name": "의자", "fee": 3000, "fee_text": "3,000원"},
        {"item_name": "유모차+보행기", "fee": 4000, "fee_text": "4,000원"},
    ]}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("소파(1인용) 5,000원 + 의자 3,000원 = 9,000원이에요.", ["9,000원"]),
        ("소파(1인용) 5,000원 + 의자 3,000원 = 8,000원이에요.", []),
        ("The sofa (1인용) is 5,000 won and the chair 3,000 won, so 8,000 won in all.", []),
        ("- 소파(1인용): 5,000원\n- 의자: 3,000원\n- 합계: 9,000원", ["9,000원"]),
        ("- 소파(1인용): 5,000원\n- 의자: 3,000원\n- 합계: 8,000원", []),
        ("유모차랑 보행기 함께 내놓으면 합쳐서 4,000원이에요.", []),
        ("유모차랑 보행기 함께 내놓으면 합쳐서 8,000원이에요.", ["8,000원"]),
    ],
)  # fmt: skip
def test_totals_still_read(answer: str, expected: list[str]) -> None:
    assert flagged(answer, FEES) == expected


BINS = ev(
    {"query": "폐건전지 수거함", "results": [
        {"name": "망원1동 주민센터", "name_en": "Mangwon 1-dong community center", "distance_m": 310},
        {"name": "망원2동 주민센터", "name_en": "Mangwon 2-dong community center", "distance_m": 940},
    ]}
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "망원1동 주민센터가 310m로 가장 가까워요.",
        "망원2동 주민센터는 940m, 망원1동은 310m예요. 1-2분이면 가요.",
        "가까운 곳은 망원1동 주민센터(310m)입니다. Mangwon 1-dong community center",
        "２번째로 가까운 곳은 940m",
    ],
)
def test_latin_cues_without_a_latin_letter(answer: str) -> None:
    """The cues found with the answer's hints equal those found reading every Latin surface."""
    cues = BINS.cues
    assert cue_index.find_cues(answer, cues, [], Hints(answer.lower())) == cue_index.find_cues(
        answer, cues, []
    )


def test_conditions_gate_keeps_the_readers() -> None:
    """An answer whose only condition words are the exclusions' reads as before: nothing when no
    output excludes a good; each other reader's words still open the readers."""
    words = [w for _, rx in conditions._READERS if rx is not None for w in rx.pattern.split("|")]
    assert all(
        conditions._OTHERS_GATE.search(re.sub(r"\\(.)", r"\1", w)) for w in words
        if w not in conditions._READERS[-1][1].pattern.split("|")  # type: ignore[union-attr]
    )  # fmt: skip
    answer = "스티로폼은 재활용으로 배출하면 됩니다."
    outputs = ev({"district": "마포구", "guide": "스티로폼은 깨끗이 씻어 재활용으로 배출하세요."})
    assert flagged(answer, outputs) == []
