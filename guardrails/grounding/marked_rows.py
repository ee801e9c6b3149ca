"""A fee said of a row by the word that marks it apart is that row's fee.

Rows of one fee list are often told apart by a single word of their name or spec that no other
row of the list carries — a size tier (``항아리 (대형 (1㎥ 이상))`` / ``(중형 (0.5㎥ 이상))`` /
``(소형 (0.5㎥ 미만))``), a kind (``접이식 책상`` beside ``좌식책상`` and plain ``책상`` rows), a build
(``책상(유리별도) (양수-대형)`` / ``(편수-소형)``). An answer that lists such rows says them by that
word, often in English (``Large``, ``a folding desk``, ``Small single-pedestal desk``), rarely
with the row's whole name and spec, which is what :mod:`.row_names` needs. **When the words of a
fee's clause say the marks of some rows of a list and of no row holding the fee, and none of
those marked rows holds it, the fee is misattributed** (sizes swapped, a kind given its
neighbour's fee).

A row's marks are the Hangul words of its name and spec (split at spaces, brackets and hyphens,
two syllables or more; a compound also by the vocabulary words it is made of: 좌식책상 → 좌식)
that no other row of its list carries anywhere in its name or spec; bounds (이상, 미만 …) are
no marks (the measures are :mod:`.brackets`'). A mark is said in Hangul anywhere in the clause,
or by an English form the vocabulary gives it or :mod:`.tier_words` (``large`` for 대형,
``folding`` for 접이식). Round 35: a one-syllable tier in brackets (``자전거 (어린이용(소))`` /
``(어린이용(중))``) marks its row by its tier word (소형 / 중형: ``a small children's bicycle``).

Round 29: twin rows (the same name and spec, another fee) are one item, so a word only they carry
marks them (``식탁(대리석탁(유리판 제외))`` at 7,000 / 12,000원 beside ``식탁(일반식탁(…))`` at 5,200 /
6,500원), but not their bare name (two ``장롱`` rows beside ``비키니옷장``); a compound's kind before
the item's name or its last syllable is a mark of its own (일반식탁 → 일반, 대리석탁 → 대리석); and a
spec that is a measured bracket (``300ℓ 미만``) is a mark when the clause writes it as the row does.
Round 47: or with its bound said in English on the same side, after the measure or before it,
the unit maybe in Latin letters (``66 ㎡ and over`` / ``66 m² or more`` for ``66㎡ 이상``, ``under
66 ㎡`` for ``66㎡ 미만``; the bound words are :mod:`.measures`'); ``66 ㎡ or less`` or ``166 ㎡``
does not say the ``66㎡ 이상`` row.
Round 48: a price row's form (``"form": "압축"`` beside ``"form": "플레이크"``) is a word of it as
its bracket is (``플레이크는 …원료 값이라, 모아 두신 병은 압축 기준 kg당 350원``: the compressed
row is said too); and the converse, :func:`marked_row_holds`: a fee whose sentence names no
subject before it and whose clause says the marks of rows that all hold it is theirs.

Unsure, never flagged: a clause saying no mark (a plain ``책상 4,000원``), a mark of a row
holding the fee anywhere in the clause or after the fee, a clause that negates or excepts
(``접이식이 아닌``, ``other than``), a difference, a value some list holds whose rows the words
do not mark.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding import alternatives
from guardrails.grounding.measures import (
    LOWER_WORDS,
    PRE_LOWER_WORDS,
    PRE_UPPER_WORDS,
    UPPER_WORDS,
)
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.numbers import EN_NUMBERS
from guardrails.grounding.row_names import Naming, Row, naming, rows
from guardrails.grounding.row_words import Words, english, halves, has, read
from guardrails.grounding.tier_words import SHORT_TIERS, TIERS

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_HANGUL: Final = re.compile(r"[가-힣]{2,}")
# a one-syllable tier in brackets ("어린이용(소)"): read as its tier word (소형), see SHORT_TIERS
_SHORT: Final = re.compile(rf"\(({'|'.join(SHORT_TIERS)})\)")
# a spec that is a measured bracket: "300ℓ미만", "1000ℓ이상" (spaces removed)
# (round 51, r51c: a seat count too, "6인용이상")
_MEASURED: Final = re.compile(r"^\d[\d,.]*(?:[^\d\s가-힣]{0,3}|인용)(?:이상|이하|미만|초과)$")
# a measured mark's parts: "66㎡이상" → "66", "㎡", "이상"
_MARK_PARTS: Final = re.compile(r"^(\d[\d,.]*)([^\d\s가-힣]{0,3}|인용)(이상|이하|미만|초과)$")
# the Latin forms of a unit a row writes in a symbol ("66 m² and over" for 66㎡)
_UNIT_FORMS: Final = {
    "㎡": ("㎡", "m²", "m2"),
    "ℓ": ("ℓ", "l"),
    "㎝": ("㎝", "cm"),
    "㎏": ("㎏", "kg"),
    # a seat count: "6-seater or more", "six seats and up", "for six or more", "under 6 people"
    "인용": ("인용", "-seaters", "-seater", "seaters", "seater", "seats", "people", "persons", ""),
}
# a count said in a word ("for six or more")
_NUMBER_WORDS: Final = {str(n): w for w, n in EN_NUMBERS.items()}
_NUMERALS: Final = frozenset("0123456789.,")


def _unspaced_alt(words: tuple[str, ...], suffix: str = "") -> re.Pattern[str]:
    latin = sorted({w.replace(" ", "").lower() for w in words if w.isascii() and w[0].isalpha()},
                   key=len, reverse=True)  # fmt: skip
    return re.compile(f"(?:{'|'.join(map(re.escape, latin))}){suffix}")


# an English bound after or before a measure, read unspaced: "66㎡andover", "under66㎡"
_SIDE_AFTER: Final = {True: _unspaced_alt(LOWER_WORDS), False: _unspaced_alt(UPPER_WORDS)}
_SIDE_BEFORE: Final = {
    True: _unspaced_alt(PRE_LOWER_WORDS, "$"),
    False: _unspaced_alt(PRE_UPPER_WORDS, "$"),
}
_BOUNDS: Final = frozenset(
    {"이상", "이하", "미만", "초과", "기준", "별도", "포함", "제외", "1개당"}
)
# a clause that says what a fee is not for: its marks are no naming
_NEGATED: Final = re.compile(
    r"아닌|아니|말고|제외|빼고|(?<![가-힣])안\s*(?:한|된|하|해|돼)|않(?:은|는|고|아|으면)"
    r"|\b(?:not|except|other than|besides|apart from|unlike)\b",
    re.I,
)  # "압축 안 한 상태면 70원" (round 48: a row's form negated says the other row)
# a clause that works a figure out of the fee (a count of items, a sum): "3 small pots would be",
# "일반 자전거 하나와 헬스자전거 하나를 같이 내놓으면" (items taken together: the fee is one term of
# the sum, its row's mark beside the other item's)
_WORKED: Final = re.compile(
    r"(?<![\d.,])\d+\s*(?:개|대|점|장|x\b|×)|(?<![\d.,])\d+\s(?!m\b|cm\b|m³|m3|m²|m2\b|kg\b|mm\b|l\b|lit)"
    # round 51 (r51c): a seat count or a bound after the number is no count of items ("for 6 or
    # more people", "6 seats or more")
    r"(?!or\s(?:more|over|above|larger|bigger|less|fewer|under)\b|seat|people|persons?\b)[A-Za-z]|\b(?:two|three|four|five|both|total|together|sum)\b|합계|합쳐|총|모두|[두세네]\s?(?:개|대)"
    r"|같이\s?(?:내|버리|배출)|함께|한꺼번에|하나(?:씩|와|랑|하고)",
    re.I,
)
# where the clause after a fee begins: "and", a comma, 그리고, a connective ending
# (round 59: not a thousands comma, "650 KRW = 6,500,000 KRW for flake")
_NEXT: Final = re.compile(
    r"\s(?:and|but|while|whereas)\s|(?<!\d),|,(?!\d)|;|그리고|이고|이며|인데|이지만|고\s"
)
# an English item written after its value: "₩620/kg for clear PET", "3,000 won for the large one"
_POSTPOSED: Final = re.compile(
    r"\s*(?:won|원)?\s*(?:/\s?kg|per\s\w+)?\s*(?:each\s)?(?:for|of)\b", re.I
)


_Marked = tuple[tuple[Row, frozenset[str]], ...]


@per_stage
def _raw(sources: tuple[str, ...]) -> dict[int, tuple[tuple[Row, frozenset[str]], ...]]:
    """Per list, its rows with their Hangul words (name and spec, split at brackets and hyphens)."""
    by_table: dict[int, list[tuple[Row, frozenset[str]]]] = {}
    for r in rows(sources):
        text = " ".join((*r.words, *r.qualifiers, r.spec, r.form))  # form: "압축" / "플레이크"
        words = set(_HANGUL.findall(text))
        words |= {SHORT_TIERS[t] for t in _SHORT.findall(text)}  # "(소)": 소형, said "small"
        # a tier written into a compound ("좌식책상"): the tier and the rest
        words |= {
            p for w in words for t in TIERS if t in w and w != t for p in (t, w.replace(t, ""))
        }
        words |= {h for w in words for n in r.words if (h := _head(w, n))}
        if _MEASURED.search(r.spec):  # a bracket written as the row writes it: "300ℓ 미만"
            words.add(r.spec.lower())
        by_table.setdefault(r.table, []).append((r, frozenset(w for w in words if len(w) >= 2)))
    return {t: tuple(v) for t, v in by_table.items()}


@per_stage
def _marks_memo(sources: tuple[str, ...]) -> dict[int, tuple[PlaceVocabulary, _Marked, bool]]:
    """Per stage: each list's marks once worked out (with the vocabulary they were worked with,
    and whether any row of the list has a mark)."""
    return {}


def _marks(sources: tuple[str, ...], table: int, places: PlaceVocabulary) -> _Marked:
    """The rows of list ``table`` with the words that mark each apart from the others, once per
    stage (a claim per fee asks it; worked out per claim it was most of the check's time over a
    list of 28 rows)."""
    return _held_marks(sources, table, places)[1]


def _any_marked(sources: tuple[str, ...], table: int, places: PlaceVocabulary) -> bool:
    """Whether some row of list ``table`` has a mark (once per stage, not a pass per claim)."""
    return _held_marks(sources, table, places)[2]


def _held_marks(
    sources: tuple[str, ...], table: int, places: PlaceVocabulary
) -> tuple[PlaceVocabulary, _Marked, bool]:
    memo = _marks_memo(sources)
    held = memo.get(table)
    if held is None or held[0] is not places:
        marks = _work_marks(sources, table, places)
        held = memo[table] = (places, marks, any(m for _, m in marks))
    return held


def _head(word: str, name: str) -> str:
    """The kind a compound puts before the item's name or its last syllable (일반식탁 →
    일반, 대리석탁 → 대리석 beside 식탁), or ""."""
    for k in range(len(name), 0, -1):
        if word != name and word.endswith(name[-k:]) and len(word) - k >= 2:
            return word[:-k]
    return ""


def _label(r: Row) -> tuple[object, ...]:
    """What tells row ``r`` from others but its fee: twin rows share it."""
    return (r.alternatives, r.qualifiers, r.words, r.spec)


def _work_marks(sources: tuple[str, ...], table: int, places: PlaceVocabulary) -> _Marked:
    listed = _raw(sources).get(table, ())
    out: list[tuple[Row, frozenset[str]]] = []
    for i, (r, words) in enumerate(listed):
        parts = set(words) | {h for w in words for h in halves(w, places, either=True)}
        others = " ".join(w for j, (_, ws) in enumerate(listed) if j != i for w in ws)
        # twin rows (the same words, another fee) are one item: a kind only they carry marks
        # them (대리석탁 of both 식탁(대리석탁) rows), their bare name does not (장롱 of two 장롱 rows)
        items = " ".join(w for o, ws in listed if _label(o) != _label(r) for w in ws)
        marks = frozenset(
            p
            for p in parts - _BOUNDS
            if p not in items and (p not in others or p not in r.alternatives)
        )
        out.append((r, marks))
    return tuple(out)


def _said(words: Words, marks: frozenset[str], places: PlaceVocabulary) -> bool:
    return any(
        re.search(rf"(?<![\d.,]){re.escape(m)}", words.flat) is not None
        or _english_bound(words.flat, m)
        if m[0].isdigit()
        else has(words, m, places, False) or any(f in words.latin for f in TIERS.get(m, ()))
        for m in marks
    )


def _english_bound(flat: str, mark: str) -> bool:
    """Whether the unspaced clause ``flat`` says measured mark ``mark`` with its bound in English
    (``66 ㎡ and over`` / ``66 m² or more`` for 66㎡이상, ``under 66 ㎡`` / ``66 ㎡ or less`` for
    66㎡미만); a bound of the other side (``66 ㎡ or less`` for 66㎡이상) or another number
    (``166 ㎡``) is no saying."""
    if (p := _MARK_PARTS.match(mark)) is None:
        return False
    number, unit, bound = p.groups()
    lower = bound in ("이상", "초과")
    numbers = (number, _NUMBER_WORDS.get(number, number)) if unit == "인용" else (number,)
    for form, said in ((f, n) for f in _UNIT_FORMS.get(unit, (unit,)) for n in numbers):
        head = said + form
        i = flat.find(head)
        while i >= 0:
            end = i + len(head)
            # a bare count is no part of a longer number ("under 6,000 won")
            whole = bool(form) or flat[end : end + 1] not in _NUMERALS
            if whole and not _in_number(flat, i):
                if _SIDE_AFTER[lower].match(flat, end) or _SIDE_BEFORE[lower].search(
                    flat, max(0, i - 12), i
                ):
                    return True
            i = flat.find(head, i + 1)
    return False


def _in_number(flat: str, i: int) -> bool:
    """Whether ``flat[i]`` goes on a number before it (``1,6``, ``2.6``; not ``table,6``)."""
    prev = flat[i - 1 : i]
    return prev.isdigit() or (prev in (".", ",") and flat[i - 2 : i - 1].isdigit())


def _english(word: str, places: PlaceVocabulary) -> tuple[str, ...]:
    return (*english(word, places, False), *TIERS.get(word, ()))


def _tail(after: str) -> str:
    """The words after a fee up to the next clause it joins (``… 4,000 won and a floor desk is``:
    the floor desk is the next fee's)."""
    m = _NEXT.search(after)
    return after if m is None else after[: m.start()]


def _words(r: Row, places: PlaceVocabulary) -> set[str]:
    """Every word of row ``r``'s name and spec, and the vocabulary words its compounds hold."""
    own = {*r.alternatives, *r.words, *r.qualifiers, *r.spec_parts}
    return own | {h for w in own for h in halves(w, places, either=True)}


def _named(
    n: Naming, sources: tuple[str, ...], table: int, places: PlaceVocabulary
) -> tuple[list[tuple[Row, frozenset[str]]], tuple[str, ...], Words, list[Row]]:
    """List ``table``'s marked rows, the forms the clause is read with (the marks' English and
    the naming's own), the clause so read, and the marked rows it says."""
    marked = [(r, m) for r, m in _marks(sources, table, places) if m]
    forms = tuple(
        sorted(
            {f for _, m in marked for w in m for f in _english(w, places)} | set(n.forms),
            key=lambda f: (-len(f), f),
        )
    )
    clause = read(n.clause, forms, n.names)
    return marked, forms, clause, [r for r, m in marked if _said(clause, m, places)]


def marked_row_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is not the value of the rows its clause marks (None when it is, or unsure)."""
    if (n := naming(c, ctx, sources, places)) is None:
        return None
    tables = sorted({h.table for h in n.holders})
    if not all(_any_marked(sources, t, places) for t in tables):
        return None  # a list with no marked row (tested first: cheaper than the clause's words)
    if _NEGATED.search(n.wide) or _WORKED.search(n.clause):
        return None
    if _POSTPOSED.match(ctx.answer, c.end):
        return None
    for table in tables:
        marked, forms, clause, named = _named(n, sources, table, places)
        if not named or any(n.value in r.values for r in named):
            return None
        # a holder the clause names by a word the marked rows lack ("Double mattress": 매트리스)
        carried = {w for r in named for w in _words(r, places)}
        for h in (r for r, _ in _marks(sources, table, places) if n.value in r.values):
            if any(has(clause, w, places, False) for w in _words(h, places) - carried):
                return None
        around = read(n.clause + _tail(n.wide[len(n.clause) :]), forms, n.names)
        if any(n.value in r.values and _said(around, m, places) for r, m in marked):
            return None
    if alternatives.is_difference(ctx.answer, c):
        return None
    return f"{c.text} is in tool outputs but not for the row its marking words name"


def marked_row_holds(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> bool:
    """Whether fee ``c``'s clause says the marks of rows that all hold it, and of no other row
    (round 48: ``참고로 중형(60cm 이상~1.2m 미만)은 2,000원입니다`` after a line on the large
    chair: the 중형 row's fee, whatever item an earlier sentence named; ``The medium one is 2,000
    won``): read only when its sentence names no subject before it (a region, a district, an item
    the fee is not bound to stays unbound). The converse of :func:`marked_row_why`; never read in
    a clause that negates or works a figure out of the fee."""
    lo = ctx.sentences[ctx.sentence_of(c.start)][0]
    if any(not q.qualifier for q in ctx.cues_in(lo, c.start)):
        return False  # a subject named in its own sentence is what binds the fee
    if (n := naming(c, ctx, sources, places)) is None:
        return False
    if _NEGATED.search(n.wide) or _WORKED.search(n.clause):
        return False
    for table in sorted({h.table for h in n.holders}):
        named = _named(n, sources, table, places)[3]
        if named and all(n.value in r.values for r in named):
            return True
    return False
