"""Round 32 (speed): the faster forms of shared helpers give what the plain forms gave.

``claims.sentence_around`` reads the answer's sentence ends once and bisects them (it was a walk
of ``SENTENCE_END.finditer(answer, 0, at)`` from the start per call); ``claims.contains_any``
compiles its word list as a prefix tree. Verdicts are unchanged (the check digest); these tests
hold the helpers to their plain definitions on the shapes where they could differ.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guardrails.grounding.claims import SENTENCE_END, contains_any, sentence_around

HERE = Path(__file__).parent


def _plain_sentence_around(answer: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in SENTENCE_END.finditer(answer, 0, at)), default=0)
    stop = SENTENCE_END.search(answer, at)
    return start, stop.start() if stop else len(answer)


_SHAPES = [
    "",
    ".",
    "\n",
    "a.",
    "a. b",
    "a.b. c.\n",
    "3. 수거는 월요일.\n\n- 4,000원입니다。다음",
    "Is it free? Yes! Call 02-123-4567.",
    "가격은 1.5kg에 3,000원. 문의는 구청",
    "줄 하나\n줄 둘.\n",
]


@pytest.mark.parametrize("answer", _SHAPES)
def test_sentence_around_is_the_plain_walk(answer: str) -> None:
    for at in range(-2, len(answer) + 3):  # a mark right before ``at`` ends a sentence there
        assert sentence_around(answer, at) == _plain_sentence_around(answer, at), at


def test_sentence_around_on_corpus_answers() -> None:
    lines = (HERE / "grounding_cases.jsonl").read_text("utf-8").splitlines()
    answers = [json.loads(line).get("answer") or "" for line in lines if line.strip()][:300]
    for answer in answers:
        for at in range(0, len(answer) + 1, 3):
            assert sentence_around(answer, at) == _plain_sentence_around(answer, at)


@pytest.mark.parametrize(
    ("words", "text", "found"),
    [
        (("ab", "abc", "b"), "xxabx", True),
        (("abc", "abd"), "xxabx", False),
        (("abc", "ab"), "zab", True),  # a word another extends ends the branch
        (("a.b", "(x)"), "a-b (x)", True),  # escaped
        (("a.b",), "a-b", False),
        (("면제", "당", "no "), "noon", False),
        (("",), "anything", True),  # an empty word is in every text, as in "|".join
        ((), "text", True),
    ],
)
def test_contains_any_prefix_tree(words: tuple[str, ...], text: str, found: bool) -> None:
    plain = any(w in text for w in words) if words else True
    assert plain == found
    assert contains_any(text, words) is found
    assert contains_any(text, tuple(words)) is found  # an equal list, another object
