"""Round 27 (r27d): speed, verdicts unchanged.

Each helper is tested for what it must keep: a pattern written first character first
(:mod:`guardrails.grounding.first_chars`) finds exactly what ``re.compile(p, re.I)`` finds — on
the hedges and advice words of every reader and on the corpora's strings; the row-naming test's
pre-filter (:func:`guardrails.grounding.row_names._named`) names the same rows as the full test;
and the verdicts of the shapes those readers read stay as they were.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from guardrails.grounding import asserted, hedges
from guardrails.grounding.first_chars import alternation, split_alternatives

_BLIND = Path(__file__).parent / "blind"

# the advice words as they were written before (one group between \b and \b)
_ADVICE_BEFORE = re.compile(
    r"확인|문의|여쭤|여쭈|물어|알아보|알려|전화해|보세요|보시|보실|좋아요|좋겠|좋습니다|좋고|추천|방법이에요"
    r"|방법도|검색|찾아보|부탁|상의|일부|대부분|보통|대개|흔히|곳이\s?많|곳도\s?있|예를\s?들"
    r"|\b(?:check|ask|contact|confirm|verify|call|recommend\w*|suggest\w*|should|would|some"
    r"|usually|typically|generally|often|most|many|e\.g|for example|want to)\b",
    re.I,
)
# extras of readers' hedge patterns (hedges.unsure) and refusals (hedges.refused)
_EXTRAS = (
    r"찾아\s?볼|알아\s?볼|여부|자료에\s?없|없는|없으|\bno\b|without|\bif\b|whether",
    r"아니라|대신|instead|rather|다른|other|\bvs\b|보다|than|각각|respectively",
    r"아마|probably|possibly|perhaps|수\s?있|whether|여부|\bcan\b",
    r"\bif\b|in\scase|unless|without|check|look\sat|면\s|경우|때|확인|만약|지도\s?몰",
    r"마세요|마시|말고|말아|금지|don't|do\snot|avoid|prohibit|\bmost\b|\bmany\b|\bsome\b|건지",
)


def _corpus_strings(limit: int = 4000) -> list[str]:
    """Answers and user turns of the tuning corpora, with their sentences and clauses."""
    out: list[str] = []
    for path in sorted(_BLIND.glob("*.jsonl"))[:6]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                out += [t for t in (case.get("answer"), case.get("user")) if isinstance(t, str)]
    pieces = [p for t in out for p in re.split(r"(?<=[.!?\n])|[,;—–]", t)]
    return (out + pieces)[:limit]


def _random_strings(count: int) -> list[str]:
    rnd = random.Random(27)
    alphabet = [
        *"abcikKsS '?.-_09\n",
        "\u212a",
        "\u017f",
        "\u0130",
        "\u0131",
        *"없않안못수도있혹시",
    ]
    alphabet += ["check", "If ", "NOT", "n't", "may", "수도 있", "확인", "Ask"]
    return ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 24))) for _ in range(count)]


def _spans(rx: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in rx.finditer(text)]


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return _corpus_strings() + _random_strings(3000)


def test_alternation_is_written_first_character_first() -> None:
    rx = alternation(r"\?|없|\bnot\b|n't|수도\s?있")
    assert rx.pattern.startswith("[")  # a class first: the engine skips to it in C
    assert not rx.flags & re.I
    assert rx.search("Not now").group(0) == "Not"  # type: ignore[union-attr]
    assert rx.search("cannot") is None  # the word boundary is kept
    assert rx.search("버릴 수도 있어요").group(0) == "수도 있"  # type: ignore[union-attr]


def test_alternation_keeps_what_it_cannot_write() -> None:
    for pattern in (r"(?<=[가-힣])지\s|\bif\b", r"[ab]c|x", r"없?다|x", r"\sfoo|x", r"(?:a|b)c"):
        rx = alternation(pattern)
        assert rx.pattern == pattern and rx.flags & re.I


def test_split_alternatives_reads_groups_and_classes() -> None:
    assert split_alternatives(r"a|b(?:c|d)|[|]e|\|f|[]|]g") == [
        "a",
        "b(?:c|d)",
        "[|]e",
        r"\|f",
        "[]|]g",
    ]


def test_case_folds_of_the_first_letter() -> None:
    pattern = r"\bkg\b|\bsome\b|\bif\b"
    rx, before = alternation(pattern), re.compile(pattern, re.I)
    for text in ("\u212ag", "\u017fome", "\u0130f", "\u0131f", "KG", "Some", "IF", "gif"):
        assert _spans(rx, text) == _spans(before, text)
    assert rx.search("\u212ag") is not None  # the Kelvin sign is a k to re.I


def test_advice_finds_what_it_found_before(texts: list[str]) -> None:
    assert asserted.ADVICE.pattern != _ADVICE_BEFORE.pattern
    for text in texts:
        assert _spans(asserted.ADVICE, text) == _spans(_ADVICE_BEFORE, text), text


@pytest.mark.parametrize("extra", _EXTRAS)
def test_hedges_find_what_re_i_finds(extra: str, texts: list[str]) -> None:
    core = hedges.unsure(extra)
    refusal = hedges.refused(extra)
    before_core = re.compile(f"{hedges._CORE}|{extra}", re.I)
    before_refusal = re.compile(f"{hedges._REFUSAL}|{extra}", re.I)
    assert core.pattern != before_core.pattern
    for text in texts:
        assert _spans(core, text) == _spans(before_core, text), text
        assert _spans(refusal, text) == _spans(before_refusal, text), text


def test_clause_doubt_finds_what_re_i_finds(texts: list[str]) -> None:
    before = re.compile(
        rf"{hedges._CORE}|{hedges.INDIRECT_QUESTION}|\bnothing\b|\bnone\b|아니|경우|라면|이라면"
        r"|다면|\bif\b|\bunless\b|\bwhether\b|\bwhen\b",
        re.I,
    )
    for text in texts:
        assert _spans(asserted.CLAUSE_DOUBT, text) == _spans(before, text), text
