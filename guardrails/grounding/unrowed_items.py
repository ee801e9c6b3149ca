"""A fee said of an item no row carries: a row's fee given to its neighbour in the item vocabulary.

A fee search matches an item loosely: asked for a shoe cabinet, the tool may return the district's
only cabinet-like row (``캐비닛``, 6,000원). **An answer that gives that fee to the item asked
(``a shoe cabinet (신발장) is listed at 6,000 won``, ``신발장은 6,000원이에요``) — an item the
item vocabulary names on its own (신발장, with its English forms ``shoe cabinet``/``shoe rack``), of
the same vocabulary group as the row that holds the fee (장식장's: 신발장, 캐비닛, 수납장) but not that
row, where the row is itself one member of the group and not the group's own word (a ``침대``
row holds a ``bed frame``'s fee: 침대틀 is a form of the row's own item) — while no tool output
writes the item in any of its forms (not a row, not the query, not a note), gives one row's fee to another item: misattributed.** :mod:`.row_names` holds a fee to the
row its words name when the outputs list that row too; here no output lists it, and a list of one
row (one fee for all) is read as well.

The item's words are the fee's clause and the rest of it after the value (``…`` up to the next
value or the sentence's end), as :mod:`.row_names` reads them; Hangul item names are read inside
words (``신발장은``), English ones as whole words (``shoe cabinet``, ``shoe rack``). Unsure, never flagged: the clause also names a row that holds the value (``신발장은
캐비닛 항목으로 6,000원``, ``a cabinet (캐비닛)``), or another word of the group besides the item
(``cabinet``: 장식장's); a doubt or a likeness (``없``, ``대신``, ``비슷``, ``기준``, ``not``,
``instead``, ``similar``, ``closest``, ``under``); an item of another group (another reading's:
sizes and kinds are not items here); a value no row holds; a price per kg (a fee list only).
What is read of the outputs (per fee, the group's unwritten items) is worked out once per stage.

Round 35 (:func:`unrowed_total_why`): **an amount no row gives (a total, a product, worked out
over the listed fees or not) whose clause adds an item no tool output writes (``모니터까지 같이
내놓으시면 3,000원`` after ``개인용컴퓨터 … 1,000원 또는 2,000원``; ``Plus the monitor, that comes
to 3,000 won``) counts a fee no output gives: fabricated.** The item is a word of the item vocabulary (:func:`_is_item`) joined as an added
member — Hangul before ``까지``/``도``/``랑``/``하고``/``와``/``과``/``포함``, English after ``plus``/
``with``/``including`` (not ``and``: "and the clear ones fetch 5 won more" adds nothing).
Unsure, never flagged: a doubt or a likeness in its clause (as above), the item said to be free
(``모니터는 무료라``), an item an output writes (a row, the query, a note), a total whose clause
adds no item (``개인용컴퓨터 두 대를 같이 내놓으시면 3,000원``).

Round 41 (:func:`other_item_why`): **a fee whose clause names one item (a thing a fee row is a row
of: :attr:`.PlaceVocabulary.items`) of another kind than every row holding it, where no row of
their lists writes that item (``냉장고는 10,000원`` under ``가전제품 텔레비젼`` rows: a TV's fee),
gives one item's fee to another: misattributed** (the item named in Hangul), even where a note names the item (``대형
가전(냉장고·…)은 무상방문수거``). Unsure, never flagged: a row of no known item, two items or a holder's
word in the clause, a doubt or a likeness (as above).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeVar, cast

from guardrails.grounding.nodes import json_lists, lowered_text, per_stage
from guardrails.grounding.row_names import rows
from guardrails.grounding.row_windows import windows
from guardrails.grounding.spacing import unspaced

_T = TypeVar("_T")

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_DOUBT: Final = re.compile(
    r"없|않|아니|대신|비슷|처럼|유사|기준|해당|항목으로|분류|\bnot\b|n't\b|\bno\b|instead|similar|like\b"
    r"|closest|nearest|under\b|counts?\sas|treated|category",
    re.I,
)
_FEE_KEY: Final = re.compile(r"fee|수수료", re.I)
WHY: Final = "misattributed: a row's fee given to an item no tool output lists"


def _is_item(word: str, places: PlaceVocabulary) -> bool:
    """Whether ``word`` is an item of the vocabulary with English forms of its own (no place)."""
    if word in places.names:
        return False
    return any(f.isascii() for f in places.forms.get(word, ()))


@lru_cache(maxsize=256)
def _pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    """Any of ``forms``, lower-case: Latin as whole words, Hangul anywhere (compiled once per
    set of forms: a stream of answers asks for the same items again)."""
    alts = sorted({f.lower() for f in forms}, key=len, reverse=True)
    return re.compile(
        "|".join(
            rf"(?<![a-z]){re.escape(f)}(?![a-z])" if f.isascii() else re.escape(f) for f in alts
        )
    )


class _Sibling(NamedTuple):
    """An item of a fee row's vocabulary group that no output writes."""

    said: re.Pattern[str]  # its forms
    group: re.Pattern[str]  # the forms of the group's other words (the row's own, the query's)


_Found = dict[float, tuple[tuple[str, ...], tuple[_Sibling, ...]]]


@per_stage
def _memo(sources: tuple[str, ...]) -> dict[tuple[object, int], tuple[PlaceVocabulary, Any]]:
    """The stage's readings, per reading and vocabulary (held, so its id is not reused)."""
    return {}


def _per_vocabulary(
    sources: tuple[str, ...],
    places: PlaceVocabulary,
    find: Callable[[tuple[str, ...], PlaceVocabulary], _T],
) -> _T:
    """``find(sources, places)``, worked out once per stage and vocabulary."""
    memo = _memo(sources)
    key = (find, id(places))
    held = memo.get(key)
    if held is None or held[0] is not places:
        held = memo[key] = (places, find(sources, places))
    return cast("_T", held[1])


def _siblings(sources: tuple[str, ...], places: PlaceVocabulary) -> _Found:
    """Per fee a row holds, where that row is one member of a vocabulary group: the names of the
    rows holding it, and the group's items no output writes (once per stage)."""
    return _per_vocabulary(sources, places, _find)


def _find(sources: tuple[str, ...], places: PlaceVocabulary) -> _Found:
    text = lowered_text(sources)
    tables = _fee_tables(sources)
    out: _Found = {}
    for v in {v for r in rows(sources) if r.table in tables for v in r.values}:
        holders = [r for r in rows(sources) if r.table in tables and v in r.values]
        groups = {
            g
            for r in holders
            for w in r.words + r.alternatives
            if (g := places.aliases.get(w, w)) != w
        }
        found: list[_Sibling] = []
        for g in sorted(groups):
            members = places.forms.get(g, ())
            for m in members:
                if m.isascii() or m == g or not _is_item(m, places):
                    continue
                forms = (m, *places.forms.get(m, ()))
                own = _pattern(forms)
                if own.search(text):
                    continue  # an output writes it (a row, the query, a note)
                rest = tuple(f for f in (g, *members) if f not in forms)
                found.append(_Sibling(own, _pattern(rest)))
        if found:
            names = tuple(a.lower() for r in holders for a in r.alternatives)
            out[v] = (names, tuple(found))
    return out


@per_stage
def _fee_tables(sources: tuple[str, ...]) -> frozenset[int]:
    """The tool-output lists (numbered as :func:`.row_names.rows` numbers them) whose rows are
    fees (a key of ``fee``/``수수료``), not prices per kg."""
    return frozenset(
        i
        for i, node in enumerate(json_lists(sources))
        if any(isinstance(r, dict) and any(_FEE_KEY.search(str(k)) for k in r) for r in node)
    )


def unrowed_item_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is misattributed to an item no output lists (None when unsure)."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return None
    found = _siblings(sources, places).get(float(c.value))
    if found is None:
        return None
    names, siblings = found
    clause, _head, wide = windows(c, ctx)
    lower = wide.lower()
    if _DOUBT.search(lower) or _DOUBT.search(clause):
        return None
    if any(n in unspaced(lower) for n in names):
        return None  # the clause names a row that holds the value
    for sib in siblings:
        if (m := sib.said.search(lower)) is None:
            continue
        if sib.group.search(lower[: m.start()] + " " + lower[m.end() :]):
            return None  # a word of the group the outputs carry, besides ("cabinet": 장식장's)
        return WHY
    return None


# an item joined to what a total counts: "모니터까지", "모니터랑", "모니터도"; "plus the monitor"
_ADDED_KO: Final = re.compile(r"([가-힣]{2,}?)(?:까지|이랑|랑|하고|와|과|도|\s?포함)(?![가-힣])")
_ADDED_EN: Final = re.compile(
    r"\b(?:plus|with|including)\s(?:the\s|a\s|an\s|your\s)?([a-z]{2,})\b", re.I
)
_FREE: Final = re.compile(r"무료|무상|공짜|\bfree\b|no\s(?:charge|fee)", re.I)
TOTAL_WHY: Final = "fabricated: a total that counts an item no tool output prices"


def unrowed_total_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why the amount ``c`` (one no row gives) is no total of the outputs' fees: its clause adds
    an item no tool output writes (None when it adds none, or when unsure)."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return None
    clause, _head, wide = windows(c, ctx)
    words = [m.group(1) for m in _ADDED_KO.finditer(clause)]
    words += [places.aliases.get(m.group(1).lower(), "") for m in _ADDED_EN.finditer(clause)]
    items = [w for w in words if w and _is_item(w, places)]
    if not items or _DOUBT.search(wide) or _FREE.search(wide):
        return None
    text = lowered_text(sources)
    for item in items:
        forms = (item, *places.forms.get(item, ()))
        if not any(f in text for f in forms if not f.isascii()) and not _pattern(forms).search(
            text
        ):
            return TOTAL_WHY
    return None


# Round 41 (r41a): a fee said of an item of another kind than every row that holds it
OTHER_WHY: Final = "misattributed: a row's fee given to an item of another kind no row lists"


class _Held(NamedTuple):
    """What the rows of a fee's lists say of their items (per fee some row holds)."""

    kinds: frozenset[str]  # the vocabulary items the rows holding the fee are rows of
    words: tuple[str, ...]  # those rows' words, lower-case and unspaced (touching them)
    written: str  # the names of every row of their lists, lower-case, one per line


def _kinded(sources: tuple[str, ...], places: PlaceVocabulary) -> dict[float, _Held]:
    """Per fee whose every holding row is a row of a vocabulary item (``가전제품 텔레비젼``:
    텔레비전's), those items, the rows' words and their lists' names (once per stage)."""
    return _per_vocabulary(sources, places, _find_kinds)


def _row_kinds(words: tuple[str, ...], places: PlaceVocabulary) -> frozenset[str]:
    out = set()
    for w in words:
        g = places.aliases.get(w.lower() if w.isascii() else w)
        if g is not None and g in places.items:
            out.add(g)
    return frozenset(out)


def _find_kinds(sources: tuple[str, ...], places: PlaceVocabulary) -> dict[float, _Held]:
    tables = _fee_tables(sources)
    listed = [r for r in rows(sources) if r.table in tables]
    out: dict[float, _Held] = {}
    for v in {v for r in listed for v in r.values}:
        holders = [r for r in listed if v in r.values]
        kinds = [_row_kinds(r.words + r.alternatives, places) for r in holders]
        if not all(kinds):
            continue  # a row of no item the vocabulary knows ("대형 가전"): unsure
        near = {r.table for r in holders}
        words = tuple({w.lower() for r in holders for w in (*r.words, *r.alternatives)})
        written = "\n".join(
            " ".join((*r.words, *r.alternatives, *r.qualifiers, r.spec))
            for r in listed
            if r.table in near
        )
        out[v] = _Held(frozenset().union(*kinds), words, written.lower())
    return out


# what may follow an item's Hangul form: no syllable (``냉장고:``), or a particle that ends the
# word (``냉장고는``, ``TV가``; not 건조기 in ``건조기능``)
_ENDS: Final = (
    r"(?=[^가-힣]|$|(?:은|는|이|가|도|을|를|와|과|랑|이랑|하고|만|의|까지|처럼|보다|에|에서|로|으로"
    r"|예요|이에요|이고|이면|면|요|류)(?![가-힣]))"
)
_ITEM_FORMS: dict[int, tuple[PlaceVocabulary, re.Pattern[str] | None]] = {}


def _items_pattern(places: PlaceVocabulary) -> re.Pattern[str] | None:
    """Every form of the vocabulary's items (:attr:`.PlaceVocabulary.items`): Hangul as a word
    with its particle (``냉장고는``; not 침대 in ``받침대``, 건조기 in ``건조기능``), Latin as whole
    words, plurals too (``fridges``); compiled once per vocabulary."""
    held = _ITEM_FORMS.get(id(places))
    if held is None or held[0] is not places:
        if len(_ITEM_FORMS) > 8:
            _ITEM_FORMS.clear()  # (bounded, as row_words' cache: vocabularies are few)
        forms = {f.lower() for g in places.items for f in _naming_forms(g, places)}
        alts = sorted(forms, key=len, reverse=True)
        rx = (
            re.compile(
                "|".join(
                    rf"(?<![a-z]){re.escape(f)}(?:e?s)?(?![a-z])"
                    if f.isascii()
                    else rf"(?<![가-힣]){re.escape(f)}{_ENDS}"
                    for f in alts
                )
            )
            if alts
            else None
        )
        held = _ITEM_FORMS[id(places)] = (places, rx)
    return held[1]


def _naming_forms(item: str, places: PlaceVocabulary) -> tuple[str, ...]:
    """``item``'s forms that name it alone: not a Latin word of a longer Latin form of it, a
    shorthand too loose to name the item (``table`` of ``dining table``, ``fan`` of ``electric
    fan``: a data table, a fan of something)."""
    forms = (item, *places.forms.get(item, ()))
    words = {w for f in forms if f.isascii() and " " in f for w in f.lower().split()}
    return tuple(f for f in forms if not (f.isascii() and f.lower() in words))


def _item_of(said: str, places: PlaceVocabulary) -> str | None:
    """The item a form found by :func:`_items_pattern` spells (``air conditioners``: 에어컨)."""
    for form in (said, said[:-1], said[:-2]):
        if (g := places.aliases.get(form)) is not None and g in places.items:
            return g
    return None


def other_item_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is misattributed: its clause names one item of the vocabulary (a thing a fee
    row is a row of, not a size or spec word: ``싱글``, ``2인용`` are read by :mod:`.row_names`),
    of another kind than every row holding the fee, and no row of their lists writes that item.

    ``냉장고는 10,000원`` where 10,000원 is a ``가전제품 텔레비젼`` row's and no row of the list is
    a 냉장고: flagged. Kept: ``텔레비전: 10,000원`` (the row's item, in any of its spellings); an
    item named in English only (``the fridge is 10,000 won``: English names are looser, ``a
    dresser`` is a 서랍장 or a 화장대); ``냉장고도 TV처럼 10,000원`` (a holder's word besides, or a
    likeness); ``냉장고랑 TV는 10,000원씩`` (two items); a list that has a 냉장고 row (which row's
    fee it is is :mod:`.row_names`' reading); a row of no item the vocabulary knows (``대형
    가전``: it may cover the item); a price per kg."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return None
    held = _kinded(sources, places).get(float(c.value))
    if held is None or (rx := _items_pattern(places)) is None:
        return None
    clause, _head, wide = windows(c, ctx)
    lower = wide.lower()
    found = [
        (g, m.group(0)) for m in rx.finditer(clause.lower()) if (g := _item_of(m.group(0), places))
    ]
    said = {g for g, _form in found}
    if len(said) != 1 or said & held.kinds or all(form.isascii() for _g, form in found):
        return None  # an English name is looser ("dresser": 서랍장's, or a 화장대): not read alone
    if _DOUBT.search(lower) or _DOUBT.search(clause):
        return None
    flat = unspaced(lower)
    if any(w in flat for w in held.words):
        return None  # the clause names a row that holds the fee, besides
    (item,) = said
    if _pattern((item, *places.forms.get(item, ()))).search(held.written):
        return None  # a row of the list is the item's: which row's fee is row_names' reading
    return OTHER_WHY
