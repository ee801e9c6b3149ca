"""Size brackets: spec rows read as intervals of a measure ("500리터 이상 700리터 미만" → 500–700 L,
"폭80㎝미만" → below 80 cm, "3인용 이상" → 3 seats or more), measures stated in an answer
("650리터", "폭 70cm", "90~120cm", "130리터 이상", "under 80 cm", "80 cm tall or more"), and the rule that a value
claimed for a stated measure comes from a row whose bracket holds that measure.

A length carries its dimension when its words say it (``높이1m 미만``, ``under 1 m tall``: upright;
``가로``, ``폭``, ``wide``, ``long``: across); a stated height is held against the rows of heights only,
a length with no such word against every row.

Measures of two dimensions stated together (``폭 80cm 미만·높이 80cm 미만``) are held together: a
value is the row's that holds both (:func:`jointly_misbracketed`).

A bracket that is unsure never flags: the rule applies only when the claim's candidate facts sit in
at least two brackets of the measure's unit, some row holds the measure, and the facts carrying
the claimed value are all in brackets of that unit that do not hold it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final, NamedTuple

from guardrails.grounding.numbers import EN_NUMBERS

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact

_UNIT: Final = {
    "l": ("L", 1.0), "ℓ": ("L", 1.0), "리터": ("L", 1.0), "liter": ("L", 1.0),
    "liters": ("L", 1.0), "litre": ("L", 1.0), "litres": ("L", 1.0),
    "cm": ("cm", 1.0), "㎝": ("cm", 1.0), "센티": ("cm", 1.0), "센티미터": ("cm", 1.0),
    "mm": ("cm", 0.1), "㎜": ("cm", 0.1), "m": ("cm", 100.0), "미터": ("cm", 100.0),
    "kg": ("kg", 1.0), "㎏": ("kg", 1.0), "킬로그램": ("kg", 1.0),
    "인치": ("in", 1.0), "inch": ("in", 1.0), "inches": ("in", 1.0),
    "인용": ("seat", 1.0), "seater": ("seat", 1.0),
    # tiers of a chest ("5단 미만", "5단짜리", "4단이하"; "5 tiers", "five-tier" are read as words)
    "단": ("tier", 1.0), "tier": ("tier", 1.0), "tiers": ("tier", 1.0),
    # round 59: the floor area an air conditioner is rated for ("20평형 이상~80평형 미만")
    "평형": ("평형", 1.0), "pyeong": ("평형", 1.0),
}  # fmt: skip
# 단 after a number is a tier unless it begins a word of its own (1단계, 단위, 단지, 단체, 단독)
_TIER_WORD = "단(?![계위지체독속추점어기순골말])"
_UNITS = "|".join(  # spelled out in both cases: a case-blind pattern is several times slower
    sorted(
        {re.escape(f) for u in _UNIT if u != "단" for f in (u, u.upper(), u.capitalize())},
        key=len,
        reverse=True,
    )
    + [_TIER_WORD]
)
_NUM = r"(\d{1,4}(?:,\d{3})*(?:\.\d+)?)"
LOWER_WORDS: Final = ("이상", "초과", "넘는", "넘으면", "넘을", "넘어가는", "넘게", "or more", "or larger",
                 "or bigger", "or over", "or above", "and up", "and over", "plus", "+", "or taller",
                 "or wider", "or longer", "or higher")  # fmt: skip
UPPER_WORDS: Final = ("미만", "이하", "까지", "안 되는", "안되는", "아래", "or less", "or smaller",
                 "or under", "or below", "and under", "or shorter", "or narrower")  # fmt: skip
# the dimension a length is of: upright (높이, tall) or across (가로, 폭, wide, long); 세로 is
# either, and a length with no word is of any dimension
_DIM_BEFORE = re.compile(r"(?:(?P<h>높이|키)|(?P<w>가로|폭|너비|길이))(?:가|는|이)?\s?$")
_DIM_AFTER = re.compile(
    r"\s?(?:(?P<h>tall|taller|high|higher|in height)|(?P<w>wide|wider|long|longer|across|in width"
    r"|in length))\b",
    re.I,
)
PRE_LOWER_WORDS: Final = ("over", "more than", "above", "larger than", "at least", "bigger than")
PRE_UPPER_WORDS: Final = ("under", "less than", "below", "smaller than", "up to")
# a whole count (tiers) at the edge of a strict bound lies outside it; sizes are left closed
_STRICT: Final = frozenset({"미만", "초과"})
_OPEN: Final = 0.5
_CMP = "|".join(re.escape(w) for w in sorted((*LOWER_WORDS, *UPPER_WORDS), key=len, reverse=True))
_PRE = "|".join(
    re.escape(w) for w in sorted((*PRE_LOWER_WORDS, *PRE_UPPER_WORDS), key=len, reverse=True)
)
# "90~120cm", "90cm~120cm", "90에서 120cm", "90-120 cm 사이"
_RANGE = re.compile(
    rf"(?<![\d.,]){_NUM}\s?(?:({_UNITS})\s?)?(?:~|～|〜|–|-|부터|에서|to)\s?{_NUM}\s?({_UNITS})"
    rf"(?![A-Za-z])"
)
# "between 100 and 300 liters" (English joins a range's ends by "and" only after "between")
_BETWEEN_RANGE = re.compile(
    rf"(?<=between\s){_NUM}\s?(?:({_UNITS})\s?)?and\s{_NUM}\s?({_UNITS})(?![A-Za-z])", re.I
)
# a comparison may follow the dimension word: "80 cm tall or more", "60 cm wide or less"
_DIM_WORD = r"(?:(?:tall|high|wide|long|deep)\s)?"
# round 59: the comparison may follow a bracket that glosses the measure ("66㎡(20평형) 이상")
_POINT = re.compile(rf"(?<![\d.,]){_NUM}\s?({_UNITS})(?![A-Za-z])(?:[)）]?\s?{_DIM_WORD}({_CMP}))?")
_BEFORE = re.compile(rf"(?:{_PRE})\s$", re.I)  # "under 80 cm"

_DIGIT = re.compile(r"\d")
_LISTED = re.compile(r"\d\s?(?:[·,/]|와|과|및|이나|나|or|and)\s?$", re.I)
# a measure that follows its value ("15,000 won for 500 L and up", "7,000원(300리터 미만)",
# "4,000 won per 20 kg sack")
_FOLLOWS = re.compile(
    r"[^\S\n]?[(（]?[^\S\n]?(?:(?:for|at|in|on|per)\s(?:the\s|an?\s|each\s)?)?", re.I
)


def follows(text: str, start: int, end: int) -> bool:
    """Whether a measure at ``end`` directly follows a value ending at ``start``."""
    return _FOLLOWS.fullmatch(text, start, end) is not None


class Bracket(NamedTuple):
    unit: str
    lo: float
    hi: float
    dim: str = ""  # of a length: "h" upright, "w" across, "" unsaid

    def agrees(self, other: Bracket) -> bool:
        """Whether the two are of one unit and, when both say it, of one dimension."""
        return self.unit == other.unit and (not self.dim or not other.dim or self.dim == other.dim)

    def holds(self, other: Bracket) -> bool:
        return self.agrees(other) and self.lo <= other.lo and other.hi <= self.hi

    def same(self, other: Bracket) -> bool:
        return self.agrees(other) and self.lo == other.lo and self.hi == other.hi


class Measure(NamedTuple):
    start: int
    end: int
    bracket: Bracket


def _value(number: str, unit: str) -> tuple[str, float]:
    name, scale = _UNIT[unit.lower()]
    return name, round(float(number.replace(",", "")) * scale, 6)


def _bound(unit: str, n: float, cmp: str | None, pre: str | None) -> Bracket:
    word = (cmp or pre or "").lower()
    if unit == "tier" and word in _STRICT:  # "5단 미만" leaves 5 out: 5단 is the 5단 이상 row's
        n = n + _OPEN if word in LOWER_WORDS or word in PRE_LOWER_WORDS else n - _OPEN
    if word in LOWER_WORDS or word in PRE_LOWER_WORDS:
        return Bracket(unit, n, math.inf)
    if word in UPPER_WORDS or word in PRE_UPPER_WORDS:
        return Bracket(unit, -math.inf, n)
    return Bracket(unit, n, n)


_EN_NUM: Final = EN_NUMBERS | {"twelve": 12}
_EN_N = r"\d{1,2}|one|two|three|four|five|six|seven|eight|ten|twelve"
# seats in English words, with the noun they follow ("tables seating six or more")
_SEATS_EN = re.compile(
    rf"\b(?:[A-Za-z]+\s)?seat(?:s|ing)\s(?P<pre>up to\s)?(?P<n>{_EN_N})\b"
    rf"(?:\s(?P<cmp>or more|or fewer|or less|and up|and over|or larger))?(?:\s(?:people|persons))?",
    re.I,
)  # ("a two-seater" is left to the size specs of twin rows: a point of seats, often the user's)


def _seats_en(text: str) -> list[Measure]:
    """Seats written in English words ("tables seating six or more", "seats up to 4")."""
    out: list[Measure] = []
    for m in _SEATS_EN.finditer(text):
        word = m.group("n").lower()
        n = float(_EN_NUM[word]) if word in _EN_NUM else float(word)
        cmp = (m.group("cmp") or "").lower()
        cmp = {"or fewer": "or less", "and up": "or more", "and over": "or more"}.get(cmp, cmp)
        pre = "up to" if m.group("pre") else None
        out.append(Measure(m.start(), m.end(), _bound("seat", n, cmp or None, pre)))
    return out


def measures(text: str) -> list[Measure]:
    """Every measure stated in ``text``: a range, or a number and unit with its comparison word
    (seats also in English words)."""
    out: list[Measure] = []
    if "seat" in text or "Seat" in text:
        out = _seats_en(text)
    if not _DIGIT.search(text):
        return out
    taken: list[tuple[int, int]] = []
    ranges = list(_RANGE.finditer(text))
    if "between" in text or "Between" in text:
        ranges += _BETWEEN_RANGE.finditer(text)
    for m in ranges:
        unit, hi = _value(m.group(3), m.group(4))
        first_unit = _UNIT[m.group(2).lower()][0] if m.group(2) else unit
        if first_unit != unit:
            continue
        _, lo = _value(m.group(1), m.group(4) if not m.group(2) else m.group(2))
        if lo < hi:
            out.append(Measure(m.start(), m.end(), Bracket(unit, lo, hi)))
            taken.append((m.start(), m.end()))
    taken += [(m.start, m.end) for m in out]
    for m in _POINT.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if _LISTED.search(text, max(0, m.start() - 6), m.start()):
            continue  # "1·2인용은 각각 …": one of several sizes, not the value's own
        unit, n = _value(m.group(1), m.group(2))
        pre = _BEFORE.search(text, max(0, m.start() - 14), m.start())
        start = pre.start() if pre else m.start()
        out.append(Measure(start, m.end(), _bound(unit, n, m.group(3), pre and pre.group(0)[:-1])))
    out.sort(key=lambda x: x.start)
    return [_dimensioned(text, m) for m in _joined(text, out)]


def _dimensioned(text: str, m: Measure) -> Measure:
    """``m`` with the dimension its words give a length ("높이1m 미만", "under 1 m tall")."""
    if m.bracket.unit != "cm":
        return m
    said = _DIM_BEFORE.search(text, max(0, m.start - 5), m.start) or _DIM_AFTER.match(text, m.end)
    if said is None:
        cmp = _DIM_AFTER.search(text, m.start, m.end)  # "1 m or taller"
        said = cmp
    if said is None:
        return m
    return m._replace(bracket=m.bracket._replace(dim="h" if said.group("h") else "w"))


_BETWEEN = re.compile(r"\s?(?:부터|에서|~)?\s?")


def _joined(text: str, found: list[Measure]) -> list[Measure]:
    """ "300리터 이상 500리터 미만" is one bracket, not two."""
    out: list[Measure] = []
    for m in found:
        last = out[-1] if out else None
        if (
            last is not None
            and last.bracket.unit == m.bracket.unit
            and last.bracket.hi == math.inf
            and m.bracket.lo == -math.inf
            and last.bracket.lo < m.bracket.hi
            and _BETWEEN.fullmatch(text, last.end, m.start)
        ):
            out[-1] = Measure(
                last.start, m.end, Bracket(m.bracket.unit, last.bracket.lo, m.bracket.hi)
            )
        else:
            out.append(m)
    return out


@lru_cache(maxsize=8192)
def bracket_of(label: str) -> Bracket | None:
    """The bracket a spec label names ("900리터 이상 1200리터 미만", "300L 이상", "2인용"), or None
    when it names none or more than one measure it cannot join into one interval."""
    if not any(ch.isdigit() for ch in label):
        return None
    found = measures(label)
    if not found:
        return None
    units = {m.bracket.unit for m in found}
    if len(units) != 1:
        return None
    return _interval(found)


@lru_cache(maxsize=8192)
def unit_brackets(label: str) -> tuple[Bracket, ...]:
    """The brackets a spec label names, one per unit: that of :func:`bracket_of`, or of a label
    bounding two measures ("1인용(폭 1.2m 미만)" → 1 seat and under 120 cm across) one for each
    unit that names one interval (empty when none does)."""
    if (one := bracket_of(label)) is not None:
        return (one,)
    found = measures(label) if any(ch.isdigit() for ch in label) else []
    units = {m.bracket.unit for m in found}
    if len(units) < 2:
        return ()
    each = (_interval([m for m in found if m.bracket.unit == u]) for u in sorted(units))
    return tuple(b for b in each if b is not None)


def _interval(found: Sequence[Measure]) -> Bracket | None:
    """The one interval measures of one unit name together (a lone point, or bounds joined)."""
    lo, hi = -math.inf, math.inf
    points = [m.bracket for m in found if m.bracket.lo == m.bracket.hi]
    if points:
        return points[0] if len(found) == 1 else None
    for m in found:
        lo, hi = max(lo, m.bracket.lo), min(hi, m.bracket.hi)
    dim = next((m.bracket.dim for m in found if m.bracket.dim), "")
    return Bracket(found[0].bracket.unit, lo, hi, dim) if lo < hi else None


def supports(stated: Bracket, rows: list[Bracket]) -> list[Bracket]:
    """The rows a stated measure points to: those with exactly its bounds, else those holding it."""
    exact = [b for b in rows if b.same(stated)]
    return exact or [b for b in rows if b.holds(stated)]


def render(b: Bracket) -> str:
    if b.dim:
        return f"{render(b._replace(dim=''))} {'high' if b.dim == 'h' else 'across'}"
    if b.lo == b.hi:
        return f"{b.lo:g}{b.unit}"
    if b.hi == math.inf:
        return f"{b.lo:g}{b.unit} or more"
    if b.lo == -math.inf:
        return f"under {b.hi:g}{b.unit}"
    return f"{b.lo:g}–{b.hi:g}{b.unit}"


def misbracketed(
    stated: Bracket,
    matches: Sequence[Fact],
    candidates: Sequence[Fact],
    brackets: Callable[[int], Sequence[Bracket]],
) -> Bracket | None:
    """The row ``stated`` points to when no fact carrying the claimed value (``matches``) is in
    it, else None; None too whenever the brackets cannot tell (see the module docstring)."""
    rows = {b for f in candidates for b in brackets(f.record) if b.agrees(stated)}
    if len(rows) < 2:
        return None
    pointed = supports(stated, sorted(rows))
    if not pointed:
        return None
    for f in matches:
        own = [b for b in brackets(f.record) if b.unit == stated.unit]
        if not own or any(b in pointed for b in own):
            return None
    return pointed[0]


_CHARGED: Final = frozenset({"kg", "L"})  # the units a fee is charged per (a sack, a bag)


def point_row(
    stated: Bracket,
    matches: Sequence[Fact],
    candidates: Sequence[Fact],
    brackets: Callable[[int], Sequence[Bracket]],
) -> Bracket | None:
    """The one row whose spec is exactly the stated measure (a unit of charge: ``20kg 1마대당``,
    "per 20 kg sack") when no fact carrying the claimed value has a bracket of that unit: the
    answer gives that row's measure to another row's value. None when a match has a bracket of
    the unit, or the measure is no single row's."""
    if stated.lo != stated.hi or stated.unit not in _CHARGED:
        return None  # a size of the thing itself (1인용, 80cm) is read by the brackets alone
    rows = {b for f in candidates for b in brackets(f.record) if b.same(stated) and b.lo == b.hi}
    if len(rows) != 1:
        return None
    for f in matches:
        if any(b.unit == stated.unit for b in brackets(f.record)):
            return None
    return next(iter(rows))


def jointly_misbracketed(
    stated: Sequence[Bracket],
    matches: Sequence[Fact],
    candidates: Sequence[Fact],
    brackets: Callable[[int], Sequence[Bracket]],
) -> list[Bracket] | None:
    """The rows two or more measures of different dimensions stated together point to, when no
    fact carrying the claimed value is in all of them (each alone may be another fact's): "폭 80cm
    미만·높이 80cm 미만 서랍장이라 4,000원" where 4,000원 is the rows 폭80cm이상·높이 80cm 미만 and
    폭80cm미만·높이 80cm 이상 (neither both under 80). None when a fact is in every pointed row
    (its bracket of a dimension absent counts as in), when two measures share a dimension or
    one has none, or when any one cannot tell (:func:`misbracketed`'s rule: two rows or more)."""
    dims = [(s.unit, s.dim) for s in stated]
    if len(stated) < 2 or not all(d for _, d in dims) or len(set(dims)) != len(dims):
        return None
    pointed: list[tuple[Bracket, list[Bracket]]] = []
    for s in stated:
        rows = {b for f in candidates for b in brackets(f.record) if b.agrees(s)}
        held = supports(s, sorted(rows)) if len(rows) >= 2 else []
        if not held:
            return None
        pointed.append((s, held))
    for f in matches:
        own = brackets(f.record)
        if all(
            not any(b.agrees(s) for b in own) or any(b in held for b in own) for s, held in pointed
        ):
            return None
    return [held[0] for _, held in pointed]
