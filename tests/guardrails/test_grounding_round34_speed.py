"""Round 34 (speed): :func:`.literal_spans.word_spans` gives the spans the per-word patterns gave.

district_dated, district_stems and row_choices found a word from the outputs or the vocabulary
with a pattern compiled per word; they now find it with ``str.find``. The spans must be exactly
``re.finditer``'s, over the answers of the production corpora and on the shapes each reader reads.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from guardrails.grounding.district_stems import _AFTER, stem_mentions
from guardrails.grounding.literal_spans import word_spans
from guardrails.grounding.piece_counts import PARTICLE, item_counts

_BLIND = Path(__file__).parent / "blind"


def _spans(pattern: str, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(pattern, text)]


def _answers() -> list[str]:
    out: list[str] = []
    for name in ("prod_dev4", "prod_holdout21", "prod_dev3"):
        path = _BLIND / f"{name}.jsonl"
        if path.exists():
            out += [json.loads(line)["answer"] for line in path.read_text().splitlines() if line]
    return out


_WORDS = ("포항시", "포항", "남해", "마포구", "의자", "장롱", "구", "시", "냉장고", "Seoul", "a")


@pytest.mark.parametrize("word", _WORDS)
def test_same_spans_as_finditer_over_the_corpus(word: str) -> None:
    after = re.compile(_AFTER)
    particle = re.compile(PARTICLE)
    for text in _answers()[:600]:
        assert word_spans(text, word) == _spans(rf"(?<![가-힣]){re.escape(word)}", text)
        assert word_spans(text, word, after) == _spans(
            rf"(?<![가-힣]){re.escape(word)}{_AFTER}", text
        )
        assert word_spans(text, word, particle, bounded=False) == _spans(
            re.escape(word) + PARTICLE, text
        )


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("포항시 포항시포항시 북포항시, 포항시는", "포항시"),
        ("남해는 되고, 남해군은 … 서남해는", "남해"),
        ("식탁의자 2개, 의자 3개와 의자는 4개", "의자"),
        ("aaaa", "aa"),  # overlapping occurrences: finditer's next start is the match's end
        ("구구구 구", "구"),
        ("", "포항"),
        ("포항", ""),
    ],
)
def test_same_spans_on_each_readers_shape(text: str, word: str) -> None:
    lead = rf"(?<![가-힣]){re.escape(word)}"
    assert word_spans(text, word) == _spans(lead, text)
    assert word_spans(text, word, re.compile(_AFTER)) == _spans(lead + _AFTER, text)
    assert word_spans(text, word, re.compile(PARTICLE), bounded=False) == _spans(
        re.escape(word) + PARTICLE, text
    )


def test_stem_and_counts_readers_unchanged() -> None:
    # "남해는": 남해군 named by its stem; "서남해" is no mention (a syllable glued before it)
    assert stem_mentions(
        "세종은 되고, 남해는 업체로. 서남해는 아니에요", ["세종특별자치시", "남해군"]
    ) == [(8, 10, 1)]
    # "장롱 4개", "피아노가 2대": the count written right after the item's word
    assert item_counts("장롱 4개랑 피아노가 2대", "", frozenset({"장롱", "피아노"})) == {4, 2}
    assert item_counts("식탁의자 3개", "", frozenset({"의자"})) == {3}  # (no bound here)


@pytest.mark.parametrize("word", ("골판지", "신문지", "PET", "aa", ""))
def test_priced_name_before_a_price_as_the_search_read_it(word: str) -> None:
    tail = r"[가-힣]{0,2}\s?$"
    for text in [*_answers()[:300], "골판지가 ", "신문지 골판지는\n", "aaa ", "PETㅋ "]:
        for cut in range(0, len(text), 7):
            window = text[max(0, cut - 16) : cut]
            found = re.search(re.escape(word) + tail, window) is not None
            assert bool(word_spans(window, word, re.compile(tail), bounded=False)) == found
