"""Round 29 (r29e): speed with the verdicts unchanged — what a reader asked per claim and worked
out again each time is read once (per answer, per span, per list), and a cheap test that decides
alone is asked before a costly one. Each cached or reordered reading gives what it gave before:
the helpers are compared with the readings as written, and the checks that read them keep their
verdicts and flagged spans."""

from __future__ import annotations

import random
import re

import pytest

from guardrails.grounding import (
    Evidence,
    alternatives,
    check,
    holder_forms,
    row_names,
    row_windows,
    row_words,
)
from guardrails.grounding.claims import Claim
from guardrails.grounding.subjects import Context, sentence_bounds
from tests.bench import bench_guardrails as bench

_ANSWERS = (
    "3인용 이상과 1인용의 차이는 1만원이에요. 소파는 12,000원이고, 의자는 2,000원입니다.",
    "A 12,000 won more than the small one; the gap is 6,000 won.\nThe desk is 4,000 won or 8,000 won!",
    "Shoe cabinet (신발장) – Nam-gu\n■ Fee: 4,000 won or 8,000 won? 차액은 3,000원",
    "",
)


def _spans(text: str) -> list[tuple[int, int]]:
    rnd = random.Random(29)
    out = [(m.start(), m.end()) for m in re.finditer(r"[\d,]+\s?(?:원|won)", text)]
    out += [tuple(sorted(rnd.sample(range(len(text) + 1), 2))) for _ in range(40)] if text else []
    return out  # type: ignore[return-value]


def _is_difference_as_written(answer: str, start: int, end: int) -> bool:
    lo = max(answer.rfind(ch, 0, start) for ch in ".\n!?") + 1
    return bool(
        alternatives._DIFF_BEFORE.search(answer, max(lo, start - 30), start)
        or alternatives._DIFF_AFTER.match(answer, end)
    )


@pytest.mark.parametrize("answer", _ANSWERS)
def test_a_difference_read_once_per_span_is_read_as_written(answer: str) -> None:
    for start, end in _spans(answer):
        c = Claim(answer[start:end], "money", 1, start, end)
        assert alternatives.is_difference(answer, c) == _is_difference_as_written(
            answer, start, end
        )


def test_a_latin_piece_compiled_once_is_found_as_written() -> None:
    ev = Evidence.from_texts([bench.EVIDENCE], places=bench.PLACES)
    for text in ("a shoe cabinet, cabinets", "cabinet-like", "xcabinet", "Cabinet (캐비닛)", ""):
        words = row_words.read(text, ("shoe cabinet", "cabinet"), frozenset())
        for piece in ("cabinet", "shoe", "pet", "c++", "a.b"):
            written = bool(re.search(rf"(?<![a-z]){re.escape(piece)}(?![a-z])", words.lower))
            assert not written or row_words.has(words, piece, ev.places, False), (text, piece)
            if not row_words.english(piece, ev.places, False) and not row_words.halves(
                piece, ev.places
            ):
                assert row_words.has(words, piece, ev.places, False) == written, (text, piece)


def test_forms_kept_by_identity_give_the_pattern_of_equal_forms() -> None:
    forms = ("shoe cabinet", "cabinet")
    again = tuple(f for f in forms)  # an equal tuple, not the same one
    a, b = row_words._pattern(forms), row_words._pattern(again)
    assert a is not None and b is not None and a.pattern == b.pattern
    assert row_words._pattern(()) is None


@pytest.mark.parametrize("answer", _ANSWERS[:3])
def test_the_answers_letters_read_once_per_answer_are_read_as_written(answer: str) -> None:
    chars = [(i, ch.lower()) for i, ch in enumerate(answer) if ch.isalnum()]
    at, flat = holder_forms._flat(answer)
    assert list(at) == [i for i, _ in chars]
    assert flat == "".join(ch for _, ch in chars)


@pytest.mark.parametrize("answer", _ANSWERS[:3])
def test_a_clause_ends_at_the_first_stop_after_its_value(answer: str) -> None:
    claims = [
        Claim(m.group(0), "money", 1, m.start(), m.end())
        for m in re.finditer(r"[\d,]+\s?(?:원|won)", answer)
    ]
    ctx = Context(answer, (), sentence_bounds(answer), claims)
    for c in claims:
        _clause, _head, wide = row_windows.windows(c, ctx)
        ends = [answer.find(ch, c.end) for ch in ".\n!?"]
        nxt = min([x.start for x in claims if x.start >= c.end], default=len(answer))
        end = min([nxt, *(e for e in ends if e >= 0)])
        assert answer.endswith(wide, 0, end) or wide == ""


def test_the_bench_answer_keeps_its_verdict_and_a_changed_fee_is_flagged() -> None:
    ev = Evidence.from_texts([bench.EVIDENCE], places=bench.PLACES)
    assert check(bench.ANSWER, ev).grounded
    wrong = bench.ANSWER.replace("품목5(대형)는 8,000원", "품목5(대형)는 8,500원")
    assert wrong != bench.ANSWER
    verdict = check(wrong, ev)
    assert not verdict.grounded
    assert [u.text for u in verdict.unsupported] == ["8,500원"]
    twice = check(wrong, ev)  # read again: the per-answer readings give the same
    assert [(u.text, u.why) for u in twice.unsupported] == [
        (u.text, u.why) for u in verdict.unsupported
    ]


def _full_as_written(r: row_names.Row, words: row_words.Words, places: object) -> bool:
    has = row_words.has
    if not words.latin and not any(a.lower() in words.flat for a in r.alternatives):
        return False
    if not any(has(words, a, places, False) for a in r.alternatives):  # type: ignore[arg-type]
        return False
    return all(has(words, q, places, False) for q in r.qualifiers)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        " 품목1(대형)은 ",
        "품목10 대형, 품목1",
        "PET 플레이크는",
        "pet flakes (PET)",
        "Shoe cabinet (신발장) 소형",
        "\u212aelvin 캐비닛",
        "",
    ],
)
def test_a_row_named_whole_is_read_as_written(text: str) -> None:
    ev = Evidence.from_texts([bench.EVIDENCE], places=bench.PLACES)
    made = [
        row_names.Row(0, ("품목1",), ("대형",), ("품목1",), "", (), frozenset({1.0})),
        row_names.Row(0, ("PET",), ("플레이크",), ("PET",), "", (), frozenset({2.0})),
        row_names.Row(0, ("pet", "신발장"), ("small", "소형"), ("pet",), "", (), frozenset({3.0})),
        row_names.Row(0, ("\u212aelvin",), (), (), "", (), frozenset({4.0})),
    ]
    for forms in ((), ("flakes", "shoe cabinet", "cabinet")):
        words = row_words.read(text, forms, frozenset({"신발장"}))
        for r in (*row_names.rows(ev.sources)[:12], *made):
            assert row_names._full(r, words, False, ev.places) == _full_as_written(
                r, words, ev.places
            ), (text, r)
