"""Values stated as a bound or a round figure next to a word that says so: "270mm 넘게" (273.4),
"30도 가까이" (29.6), "just over 1 km" (1,040 m), the ends of a band of distances ("16–20 km"
over 16,507 m and 19,693 m: the bottom read as "16 km or more", the top as "up to 20 km"; "15–20
km" there is flagged). The value is supported by an evidence value on
the side the word states, within one step of the last written digit (10 for "270", 1 for "8"),
and never more than 10 % away; the binding to a subject is then checked as for any value. A
distance said to be about (약 450m) is also true of one exactly half a step away on either side
(455 m): the answer says it rounded, and a half-way value rounds either way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.match import distance_tolerance
from guardrails.grounding.records import Fact
from guardrails.grounding.spacing import unspaced

_KINDS: Final = frozenset(
    {"temperature", "precipitation", "wind", "distance", "percent", "money", "unit_price"}
)
_OVER_AFTER = re.compile(
    r"\s?(?:넘게|넘는|넘어요|넘습|남짓|이상(?!이면|인\s?경우)|조금\s?넘|or more|plus\b)"
)
_OVER_BEFORE = re.compile(r"(?:just over|over|more than|above|a little over)\s$", re.I)
_UNDER_AFTER = re.compile(r"\s?(?:가까이|가깝게|조금\s?못\s?미치|이내)")
_UNDER_BEFORE = re.compile(
    r"(?:nearly|almost|just under|close to|under|within(?:\s(?:about|around|roughly))?)\s$", re.I
)  # "all within about 650 m": the farthest of them, rounded up to the figure
# the top of a span written with its unit once ("1~1.5km"): a bound from below, like "nearly"
_RANGE_TOP = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{1,2})?\s?[~～]\s?$")
# … and its bottom ("16–20 km out" over 16,507 m … 19,693 m): a bound from above, like "넘게"
_RANGE_LOW = re.compile(r"\s?[~～–-]\s?(?:약\s?|about\s)?\d")
# a figure said to be approximate, read within a few characters around it
_ABOUT_WORDS = r"약|대략|쯤|정도|가량|about|around|roughly|approx"
_ABOUT_NEAR = re.compile(_ABOUT_WORDS, re.I)
# a figure said to be approximate or worked out nearly ("약", "about", "almost": :mod:`.arithmetic`,
# :mod:`.worked`)
ABOUT: Final = re.compile(rf"{_ABOUT_WORDS}|nearly|almost", re.I)
# a figure said to be exact ("딱 두 배", "정확히 3배", "exactly twice"): no rounding, within
# EXACT_SLACK of it (round 37: 650 vs 350 is no "딱 두 배", 700 vs 350 is)
EXACT_WORDS: Final = ("정확하게", "정확히", "딱", "꼭", "exactly", "precisely")
EXACT: Final = re.compile(rf"(?:{'|'.join(EXACT_WORDS)})\s?$", re.I)
EXACT_SLACK: Final = 0.01  # of the figure


def said_about(answer: str, start: int, end: int) -> bool:
    """Whether the figure at ``answer[start:end]`` is said to be approximate (약, 쯤, about …)."""
    return _ABOUT_NEAR.search(answer, max(0, start - 8), end + 8) is not None


_DIGITS = re.compile(r"\d[\d,]*(?:\.(\d+))?")


def last_step(text: str) -> float | None:
    """One unit of the last written digit of the value ("270" → 10, "8" → 1, "2.5" → 0.1)."""
    m = _DIGITS.search(text)
    if m is None:
        return None
    if m.group(1):
        return 10.0 ** -len(m.group(1))
    whole = m.group(0).replace(",", "")
    zeros = len(whole) - len(whole.rstrip("0"))
    return 10.0 ** min(zeros, len(whole) - 1)


def rounding_tolerance(c: Claim) -> float:
    """How far a figure next to 약/about may be from the working it restates: half a step of its
    last significant digit, the rounding it shows ("약 9,600원" is 9,550–9,650; "12만원" is
    115,000–125,000; "about 2.6" ±0.05), never more than 5 % of it."""
    x = _value(c)
    if x is None or x == 0:
        return 0.0
    if float(x).is_integer():
        whole = str(int(abs(x)))
        zeros = len(whole) - len(whole.rstrip("0"))
        step = 10.0 ** min(zeros, len(whole) - 1)
    else:
        step = last_step(c.text) or 0.0
    return min(step / 2, 0.05 * abs(x)) + 1e-6


def _value(c: Claim) -> float | None:
    v = c.value[0] if c.kind == "unit_price" and isinstance(c.value, tuple) else c.value
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def bound_side(c: Claim, answer: str) -> int:
    """+1 where a word says the figure is a bound from below ("12km 넘게", "over 12 km"), -1 a
    bound from above ("1km 이내", "within 1 km"), 0 for no bound word (the ends of a band are
    :func:`bounded`'s)."""
    before = answer[max(0, c.start - 16) : c.start]
    if _OVER_AFTER.match(answer, c.end) or _OVER_BEFORE.search(before):
        return 1
    return -1 if _UNDER_AFTER.match(answer, c.end) or _UNDER_BEFORE.search(before) else 0


def bounded(c: Claim, answer: str, candidates: Iterable[Fact]) -> list[Fact]:
    """The candidates a bound claim ("270mm 넘게", "nearly 30°C") is true of (see the module
    docstring); [] when the claim states no bound."""
    x = _value(c)
    if c.kind not in _KINDS or x is None or x <= 0:
        return []
    before = answer[max(0, c.start - 16) : c.start]
    over = (
        _OVER_AFTER.match(answer, c.end)
        or _OVER_BEFORE.search(before)
        or (c.kind == "distance" and _RANGE_LOW.match(answer, c.end))
    )  # "16–20 km": the bottom of a band of distances, the nearest's whole kilometres
    under = not over and (
        _UNDER_AFTER.match(answer, c.end)
        or _UNDER_BEFORE.search(before)
        or (c.kind == "distance" and _RANGE_TOP.search(before))
    )  # "1~1.5km 거리에 5곳": the top of a band of distances (a price span restates its ends)
    step = last_step(c.text)
    if not (over or under) and c.kind == "distance" and said_about(answer, c.start, c.end):
        return _halfway(x, c.text, candidates)
    if not (over or under) or step is None:
        return []
    if c.kind == "distance" and (re.search(r"km|㎞|킬로", c.text, re.I) or x >= 1000 * step):
        step *= 1000.0  # "16" of "16–20 km": 16,000 m, its digit a kilometre
    step = min(step, max(0.1 * x, step if step < 1 else 1.0))
    lo, hi = (x, x + step) if over else (x - step, x)
    out = []
    for f in candidates:
        v = f.value
        if isinstance(v, int | float) and not isinstance(v, bool):
            fv = float(v)
            if (lo <= fv < hi) if over else (lo < fv <= hi):
                out.append(f)
    return out


def _halfway(x: float, text: str, candidates: Iterable[Fact]) -> list[Fact]:
    """The distances exactly half a step from a figure said to be about (약 450m: 455 m): a
    half-way value may be rounded either way when the answer says it is rounded."""
    tol = distance_tolerance(text)
    return [
        f for f in candidates
        if isinstance(f.value, int | float) and abs(abs(float(f.value) - x) - tol) < 1e-6
    ]  # fmt: skip


_RANGE = re.compile(r"\d{1,3}\s?[~～–-]\s?\d{1,3}\s?(?:분|일|주일?|시간|개월|달)")


def range_quoted(c: Claim, text_compact: str) -> bool:
    """A duration stated as a range ("수거까지 3~5일 걸려요") that the tool outputs state as is
    ("3~5일 소요")."""
    m = _RANGE.match(c.text) if c.kind == "duration" else None
    return m is not None and unspaced(m.group(0)) in text_compact
