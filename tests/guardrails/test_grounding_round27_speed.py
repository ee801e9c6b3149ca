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

from guardrails.grounding import (
    asserted,
    facilities,
    hedges,
    listed_items,
    row_names,
    row_words,
    step_places,
)
from guardrails.grounding.claims import contains_any
from guardrails.grounding.first_chars import alternation, split_alternatives
from guardrails.grounding.row_words import read
from tests.guardrails.grounding_helpers import VOCAB, ev, flagged

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
    # a branch per first character, each opening with it as a literal: the engine skips in C
    assert rx.pattern.startswith(r"\?(?:)|없(?:)|n(?:(?<=\bn)(?i:ot\b)|(?i:'t))|N(?:")
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


def _fee_cases(limit: int = 400) -> list[tuple[tuple[str, ...], str]]:
    """Tool outputs with fee or price rows, and the answer given over them, from the corpora."""
    out: list[tuple[tuple[str, ...], str]] = []
    for path in sorted(_BLIND.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            sources = tuple(case.get("evidence") or ())
            if sources and isinstance(case.get("answer"), str) and row_names.rows(sources):
                out.append((sources, case["answer"]))
            if len(out) >= limit:
                return out
    return out


def test_named_rows_are_the_rows_the_full_test_names() -> None:
    """The pre-filter of :func:`row_names._named` (a name part written in the words) drops only
    rows :func:`row_names._full` refuses, and keeps the rows' order."""
    asked = 0
    for sources, answer in _fee_cases():
        tables = row_names._tables(sources)
        for _, near, names in tables.values():
            forms = row_names._forms(near, VOCAB)
            for piece in {answer, *re.split(r"(?<=[.!?\n])|,", answer)}:
                said = read(piece, forms, names)
                for spec_said in (False, True):
                    full = [r for r in near if row_names._full(r, said, spec_said, VOCAB)]
                    assert row_names._named(said, near, spec_said, VOCAB) == full, piece
                    asked += 1
        if asked > 20000:
            break
    assert asked > 1000


_SHOE = {"district": "남구", "items": [
    {"item_name": "신발장", "fee": 4000, "fee_text": "4,000원"},
    {"item_name": "캐비닛", "fee": 8000, "fee_text": "8,000원"},
    {"item_name": "장식장", "fee": 6000, "fee_text": "6,000원"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("신발장은 8,000원이에요.", ["8,000원"]),  # another row's fee, named by the row's name
        ("A shoe cabinet (신발장) costs 8,000 won.", ["8,000 won"]),  # a glossed Latin name
        ("신발장은 4,000원, 캐비닛은 8,000원이에요.", []),  # each row its own fee
        ("신발장은 4,000원 또는 8,000원이에요.", ["8,000원"]),  # a joined value shares the words
        ("신발장은 6,000원이고 캐비닛은 8,000원이에요.", ["6,000원"]),
        ("Shoe cabinet (신발장) costs 4,000 won.", []),
    ],
)
def test_row_naming_verdicts(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(_SHOE)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a listed material no output lists (the price pieces read once each)
        ("신문지 120원/kg, 골판지 80원/kg, 헌옷 300원/kg이에요.", ["헌옷"]),
        ("Prices: 신문지 120원/kg, 골판지 80원/kg, 헌책 100원/kg.", []),
        # digit commas only: no list of members
        ("신문지는 1,200원, 골판지는 800원이에요.", []),
    ],
)
def test_listed_item_verdicts(answer: str, wrong: list[str]) -> None:
    rows = {"items": [
        {"item_name": "신문지", "price_per_kg": 120}, {"item_name": "골판지", "price_per_kg": 80},
        {"item_name": "헌책", "price_per_kg": 100},
    ]}  # fmt: skip
    assert [w for w in flagged(answer, ev(rows)) if w in ("헌옷", "헌책")] == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("동래구청에 신청하면 돼요.", ["동래구청"]),  # a facility no output names
        (
            "You can apply at the Dongnae-gu Public Health Center.",
            ["Dongnae-gu Public Health Center"],
        ),
        ("마포구청에 신청하면 돼요.", []),  # the district's own office
        ("Apply at the Mapo-gu Office.", []),
    ],
)
def test_facility_verdicts(answer: str, wrong: list[str]) -> None:
    fees = {"district": "마포구", "full_name": "서울특별시 마포구", "items": [
        {"item_name": "소파", "fee": 10000, "fee_text": "10,000원"}]}  # fmt: skip
    assert flagged(answer, ev(fees)) == wrong


@pytest.mark.parametrize(
    ("new", "before"),
    [
        (step_places.GATE, re.compile(r"에서|\bat\b", re.I)),
        (listed_items._CURRENCY, re.compile(r"원|won|KRW", re.I)),
    ],
)
def test_rewritten_gates_find_what_they_found(
    new: re.Pattern[str], before: re.Pattern[str], texts: list[str]
) -> None:
    for text in texts:
        assert _spans(new, text) == _spans(before, text), text


def test_gates_pass_every_text_their_pattern_reads(texts: list[str]) -> None:
    """A gate put before a pattern tried at every position holds for every text the pattern
    matches (so skipping the pattern where the gate fails changes nothing)."""
    samples = [
        *texts,
        "동래구청에", "연산1동 행정복지센터", "무안군 보건소", "Muan-gun Public Health Center",
        "Dongnae-gu\tOffice", "DONGNAE-GU OFFICE", "A shoe cabinet (신발장)", "pet bottle (페트)",
        "신문지 120원/kg", "₩ 3,000 KRW", "약 5천원",
    ]  # fmt: skip
    for text in samples:
        if facilities._KO.search(text):
            assert contains_any(text, facilities._KO_GATE), text
        if facilities._EN.search(text):
            assert facilities._EN_GATE.search(text), text
        if row_words._GLOSS.search(text.lower()):
            assert row_words._GLOSS_HINT.search(text.lower()), text
        if listed_items._PRICE.search(text):
            assert listed_items._CURRENCY.search(text), text
