"""A fee or price said of an item is the value of the row the item's words name best.

A fee table or price survey lists rows that are one another's neighbours: ``신발장`` beside
``캐비닛`` (both ``cabinet`` to the item vocabulary), ``PET(플레이크)`` beside ``PP(플레이크)``,
``장식장 (120cm×180cm이상)`` beside ``장식장 (50cm×90cm초과 120cm×180cm미만)``, ``골판지`` beside
``신문지``. **When the words an answer gives a fee or price name one row fully — the row's whole
name (and its bracketed qualifier: ``PET(플레이크)``, ``PET flakes``), and its whole spec when the
answer gives a spec — and the value is not that row's but only a neighbour's that its words do
not touch at all, the value is misattributed.**

The item's words are those of the value's clause (since the previous fee or price in its
sentence and line); a value joined to the previous one by ``or``/``또는``/``,`` (``4,000 or 8,000
won``) shares its words; a clause of one qualifier word after a list line's first value takes
the line's label (``- PP(압축): 180원/kg · 플레이크 450원/kg``: PP(플레이크)'s, :mod:`.item_lines`);
a clause that names no row fully takes the heading line above it (a line with no fee of its own:
``Shoe cabinet (신발장) – Nam-gu`` over ``■ Fee: 4,000 won or 8,000 won``). English names are read through the item vocabulary (``shoe cabinet`` → 신발장,
``flakes`` → 플레이크), an English word inside a longer one read as the longer one (``cabinet`` in
``shoe cabinet``); a Latin name glossed by a Hangul name in brackets (``Shoe cabinet (신발장)``)
is that name. A value said to be the same as another item's after it (``…, the same as
compressed PS``, ``PS와 같아요``) is held the same way to the row that item's words name.

Unsure, never flagged: words that name several rows where one holds the value, a row holding the
value that the words touch anywhere — any word of its name, in the clause or after the value
(``8,000 won for a cabinet``; ``PET 650원``: PET touches PET(플레이크)), an English word of its
vocabulary group (``cabinet`` touches every cabinet-like row), any word of its spec (``single``
touches 싱글(매트리스 포함)) — a value said to be a difference, a value of a row of another
tool-output list only, no row named fully. Sizes stated as measures are the bracket rule's
(:mod:`.brackets`). Round 56: a Hangul row name written in the value's own clause only inside a
longer row name it names (``침대`` in ``A double bed frame (침대틀, 2인용)``) names no row of its own
and touches none: 침대 (2인용)'s 12,000원 said there is misattributed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from guardrails.grounding import alternatives
from guardrails.grounding.modified_rows import unsaid_kind
from guardrails.grounding.nodes import json_lists, per_stage
from guardrails.grounding.pair_sides import second_of_pair
from guardrails.grounding.row_windows import line_label_of, windows
from guardrails.grounding.row_words import Words, english, halves, hangul, has, outside, read
from guardrails.grounding.spacing import unspaced

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_PRICED: Final = frozenset({"money", "unit_price"})
_VALUE_KEY: Final = re.compile(r"fee|price|amount|요금|수수료|금액|단가", re.I)
_NAME_KEYS: Final = ("name", "item_name", "item", "품목", "품목명")
_BRACKET: Final = re.compile(r"[(（\[]([^()（）\[\]]*)[)）\]]")
_ALTERNATIVES: Final = re.compile(r"\s*[+/·,]\s*")
_WORDS: Final = re.compile(r"[A-Za-z][A-Za-z0-9]+|[가-힣0-9]*[가-힣][가-힣0-9]*")
_SPEC_TOKEN: Final = re.compile(r"[^\s()（）\[\],/·+]+")


class Row(NamedTuple):
    table: int  # which tool-output list
    alternatives: tuple[str, ...]  # the name outside its brackets, its +-joined parts, unspaced
    qualifiers: tuple[str, ...]  # the bracketed words of the name ("플레이크" of PET(플레이크))
    words: tuple[str, ...]  # every word of the name outside its brackets (touching)
    spec: str  # the spec field, unspaced ("" when none)
    spec_parts: tuple[str, ...]  # its words ("싱글", "매트리스", "120cm×180cm미만")
    values: frozenset[float]
    form: str = ""  # a price row's form field ("압축", "플레이크"; round 48, read by marked_rows)


@per_stage
def rows(sources: tuple[str, ...]) -> tuple[Row, ...]:
    """The named rows of every tool-output list that holds fees or prices."""
    out: list[Row] = []
    for table, node in enumerate(json_lists(sources)):
        for row in node:
            if not isinstance(row, dict):
                continue
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            values = _values(row)
            if not name or not values:
                continue
            spec = row.get("spec") if isinstance(row.get("spec"), str) else ""
            if spec and name.endswith(f"({spec})"):  # "냉장고 (100리터 미만)": the spec apart
                name = name[: -len(spec) - 2]
            bare = _BRACKET.sub(" ", name)
            alts = tuple(a for a in (unspaced(p) for p in _ALTERNATIVES.split(bare)) if len(a) >= 2)
            quals = tuple(unspaced(q) for q in _BRACKET.findall(name) if q.strip())
            words = tuple(w for w in _WORDS.findall(bare) if len(w) >= 2)
            parts = tuple(t for t in _SPEC_TOKEN.findall(spec or "") if len(t) >= 2)
            form = f if isinstance(f := row.get("form"), str) else ""
            out.append(Row(table, alts, quals, words, unspaced(spec or ""), parts, values, form))
    return tuple(out)


@per_stage
def _tables(
    sources: tuple[str, ...],
) -> dict[float, tuple[tuple[Row, ...], tuple[Row, ...], frozenset[str]]]:
    """Per value some row holds: the rows holding it, the rows of their lists, and those rows'
    names; none where every row of those lists holds it (one fee for all: nothing to tell)."""
    by_table: dict[int, list[Row]] = {}
    for r in rows(sources):
        by_table.setdefault(r.table, []).append(r)
    out: dict[float, tuple[tuple[Row, ...], tuple[Row, ...], frozenset[str]]] = {}
    for v in {v for r in rows(sources) for v in r.values}:
        holders = tuple(r for r in rows(sources) if v in r.values)
        near = tuple(r for t in sorted({r.table for r in holders}) for r in by_table[t])
        if all(v in r.values for r in near):
            continue
        names = frozenset(a.lower() for r in near for a in r.alternatives)
        out[v] = (holders, near, names)
    return out


def _values(row: dict[str, Any]) -> frozenset[float]:
    return frozenset(
        float(v)
        for k, v in row.items()
        if _VALUE_KEY.search(k) and isinstance(v, int | float) and not isinstance(v, bool) and v > 0
    )


def _value(c: Claim) -> float | None:
    v = c.value
    if c.kind == "unit_price" and isinstance(v, tuple) and len(v) == 2 and v[1] == "kg":
        v = v[0]
    if isinstance(v, _NUMBER) and not isinstance(v, bool):
        return float(v)
    return None


_NUMBER: Final = (int, float)  # (a tuple: ``int | float`` builds its union at every test)


def _full(r: Row, words: Words, spec_said: bool, places: PlaceVocabulary) -> bool:
    """Whether ``words`` name row ``r`` whole: a name part with every qualifier, and the whole
    spec where the words give a spec."""
    flat = words.flat
    if not words.latin:
        for written in r.alternatives:  # the first name part written in the words (or spelled:
            if written.lower() in flat or any(h in flat for h in hangul(written, places)):
                break  # PET as 페트병)
        else:
            return False  # (no English name read, no Hangul or Latin name written: the cheap case)
        if written.lower().isascii() and not any(
            has(words, a, places, False) for a in r.alternatives
        ):
            return False  # (a Hangul part written in the words is named: ``has`` says so)
    elif not any(has(words, a, places, False) for a in r.alternatives):
        return False
    for q in r.qualifiers:  # a Hangul qualifier written in the words is named (``has``)
        low = q.lower()
        if (low.isascii() or low not in flat) and not has(words, q, places, False):
            return False
    return not spec_said or _spec_full(r, words, places)


def _spec_full(r: Row, words: Words, places: PlaceVocabulary) -> bool:
    """Whether ``words`` give every word of ``r``'s spec ("싱글 침대(매트리스 포함)", "Single bed
    (매트리스 포함)")."""
    return bool(r.spec_parts) and all(has(words, p, places, False) for p in r.spec_parts)


def _touched(
    r: Row, words: Words, spec_said: bool, places: PlaceVocabulary, shared: frozenset[str]
) -> bool:
    """Whether ``words`` touch row ``r`` at all: any word of its spec ("single" for
    싱글(매트리스 포함)), or, unless the words give a spec this row's words do not touch, any
    word of its name or its vocabulary group's. A spec word the named rows hold too (``shared``)
    leaves it to the name: ``신발장 90cm×150cm 이상`` does not touch 캐비닛 (90cm×150cm이상)."""
    tier = False  # a word of the named rows' tier, given
    for p in r.spec_parts:
        if has(words, p, places, True):
            if p not in shared:
                return True
            tier = True
    if spec_said and r.spec and not tier:
        return False
    return any(has(words, w, places, True) for w in r.words + r.alternatives)


def _spec_said(words: Words, table: tuple[Row, ...], places: PlaceVocabulary) -> bool:
    for r in _index(table, places).specced:  # (most lists have no spec: no generator to build)
        if _spec_full(r, words, places):
            return True
    return False


def _named(
    words: Words, near: tuple[Row, ...], spec_said: bool, places: PlaceVocabulary
) -> list[Row]:
    """The rows of ``near`` that ``words`` name whole, in their order (where no English name is
    read, only the rows a name part of which is written in the words are asked: the others
    fail :func:`_full`'s first test)."""
    if words.latin:
        return [r for r in near if _full(r, words, spec_said, places)]
    flat = words.flat
    out: list[Row] = []
    last = -1  # (the parts come in their rows' order: a row is asked once, at its first part
    for a, i in _index(near, places).parts:  # written in the words)
        if i != last and a in flat:
            last = i
            if _full(near[i], words, spec_said, places):
                out.append(near[i])
    return out


class Naming(NamedTuple):
    """What the clause of a fee or price claim says of the rows of its value's lists."""

    value: float
    holders: tuple[Row, ...]  # the rows holding the value
    near: tuple[Row, ...]  # the rows of their lists
    names: frozenset[str]  # those rows' names, lower-case
    forms: tuple[str, ...]  # the English forms that may name them
    clause: str
    head: str | None
    wide: str
    said: Words  # the row words the clause says
    spec_said: bool
    named: list[Row]  # the rows the clause names whole


def naming(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> Naming | None:
    """The rows fee or price ``c``'s clause names, or None when ``c`` is no priced value of a
    list whose rows differ (read once per claim and check: two readers ask)."""
    if c.kind not in _PRICED:
        return None
    # keyed by the claim's id (its fields' hash costs more than the lookup), held to tell a
    # reused id: an equal claim read again is read the same
    memo: dict[int, tuple[Claim, int, int, Naming | None]] | None
    memo = ctx.memo.get("row-naming")  # type: ignore[assignment]  # (no cast: asked per reader)
    if memo is None:
        memo = ctx.memo["row-naming"] = {}
    held = memo.get(id(c))
    if held is None or held[0] is not c or held[1] != id(sources) or held[2] != id(places):
        held = memo[id(c)] = (c, id(sources), id(places), _naming(c, ctx, sources, places))
    return held[3]


def _naming(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> Naming | None:
    if (v := _value(c)) is None or second_of_pair(ctx.answer, c.start):
        return None  # "(1,200 vs 180 won/kg)": the other side's, whatever the words before name
    found = _tables(sources).get(v)
    if found is None:
        return None
    holders, near, names = found
    forms = _forms(near, places)
    clause, head, wide = windows(c, ctx)
    said = read(clause, forms, names)
    spec_said = _spec_said(said, near, places)
    named = _named(said, near, spec_said, places)
    return Naming(v, holders, near, names, forms, clause, head, wide, said, spec_said, named)


def misnamed_row_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee or price ``c`` is another row's than the one its item's words name best (None
    when it is that row's, or the words are unsure)."""
    if (n := naming(c, ctx, sources, places)) is None:
        return None
    v, holders, near, names, forms, clause, head, wide, said, spec_said, named = n
    if (
        not named and (label := line_label_of(c, ctx, clause)) is not None
    ):  # "- PP(압축): … · 플레이크"
        word = read(label[1], forms, names)
        if any(has(word, q, places, False) for r in near for q in r.qualifiers):
            said = read(f"{label[0]} {clause}", forms, names)
            named = _named(said, near, _spec_said(said, near, places), places)
    if not named and head is not None:  # "Shoe cabinet (신발장) – …" over "■ Fee: …"
        clause, wide = f"{head} {clause}", f"{head} {wide}"
        said = read(clause, forms, names)
        named = _named(said, near, spec_said, places)
    # "침대틀 (2인용)": the 침대틀 row, not 침대 (2인용) whose name it holds (in the value's own
    # clause: a heading line taken for it may be another row's, "- 실외기: 무료" over "- 합계: …")
    longer = _longer_names(named, said) if len(n.named) > 1 else ()
    if longer:
        rest = outside(said, longer)
        named = [
            r for r in named
            if any(a in longer for a in r.alternatives) or _full(r, rest, spec_said, places)
        ]  # fmt: skip
    if named and all(v not in r.values for r in named):
        around = outside(read(wide, forms, names), longer)
        shared = frozenset(p for r in named for p in r.spec_parts)  # the named tier's words
        if not any(
            _touched(r, around, spec_said, places, shared)
            and not unsaid_kind(r, named, around, places)  # "a mirror" for 화장대 거울's fee
            for r in holders
        ):
            if not alternatives.is_difference(ctx.answer, c):
                return f"{c.text} is in tool outputs but not for the row its words name"
    if (same := _same_as(ctx.answer, c, wide)) is not None:  # "…, the same as compressed PS"
        said = read(same, forms, names)
        spec_said = _spec_said(said, near, places)
        named = _named(said, near, spec_said, places)
        if named and all(v not in r.values for r in named):
            if not any(_touched(r, said, spec_said, places, frozenset()) for r in holders):
                if not alternatives.is_difference(ctx.answer, c):
                    return f"{c.text} is not the value of the row it is said to equal"
    return None


def _longer_names(named: list[Row], said: Words) -> tuple[str, ...]:
    """The Hangul names written in ``said`` of named rows that hold another named row's name
    (``침대틀`` over ``침대``): a name written only inside a longer one names the longer row's
    item, not its own."""
    parts = {a for r in named for a in r.alternatives if not a.isascii() and a in said.flat}
    return tuple(a for a in parts if any(b != a and b in a for b in parts))


# the item a value is said to be the same for, after it: "…, the same as compressed PS",
# "80원으로 PS와 같아요"
_SAME: Final = re.compile(
    r"[^.;!?\n]{0,30}?\b(?:the\s)?same(?:\s(?:price|rate|amount|fee))?\sas\s(?:for\s|with\s)?"
    r"(?:the\s)?(?P<en>[^.,;!?\n()]{2,40})"
    r"|[^.;!?\n]{0,12}?\s(?P<ko>[^\s.,;!?\n]{2,20}?)(?:와|과|랑|이랑|하고)\s?(?:똑)?같",
    re.I,
)


def _same_as(answer: str, c: Claim, wide: str) -> str | None:
    """The item words after ``c`` it is said to be the same for, or None."""
    if "same" not in wide and "같" not in wide and "Same" not in wide:
        return None
    m = _SAME.match(answer, c.end, c.end + 80)
    if m is None:
        return None
    return m.group("en") or m.group("ko")


def _forms(near: tuple[Row, ...], places: PlaceVocabulary) -> tuple[str, ...]:
    """The English forms that may name or touch a row of ``near``, longest first."""
    return _index(near, places).forms


class _Index(NamedTuple):
    """What the naming tests read of a list's rows, worked out once per stage."""

    forms: tuple[str, ...]  # the English forms that may name or touch a row, longest first
    specced: tuple[Row, ...]  # the rows with a spec (the only ones whose spec can be said)
    # each name part of a row, lower-case, and its Hangul spellings (PET: 페트병), with its row's place
    parts: tuple[tuple[str, int], ...]


def _index(near: tuple[Row, ...], places: PlaceVocabulary) -> _Index:
    """``near``'s index (``near`` is a list's rows kept for the stage: held, so its id is not
    reused while it is cached)."""
    held = _FORMS.get(id(near))
    if held is None or held[0] is not near or held[1] is not places:
        if len(_FORMS) > 512:
            _FORMS.clear()
        index = _Index(
            _forms_of(near, places),
            tuple(r for r in near if r.spec_parts),
            tuple(
                (s, i)
                for i, r in enumerate(near)
                for a in r.alternatives
                for s in (a.lower(), *hangul(a, places))
            ),
        )
        held = _FORMS[id(near)] = (near, places, index)
    return held[2]


_FORMS: dict[int, tuple[tuple[Row, ...], PlaceVocabulary, _Index]] = {}


def _forms_of(near: tuple[Row, ...], places: PlaceVocabulary) -> tuple[str, ...]:
    words = {w for r in near for w in (*r.alternatives, *r.qualifiers, *r.words, *r.spec_parts)}
    words |= {h for w in words for h in halves(w, places, either=True)}
    out = {f for w in words for f in english(w, places, True)}
    return tuple(sorted(out, key=lambda f: (-len(f), f)))
