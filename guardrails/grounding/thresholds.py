"""Measures stated as the condition that selects what an answer counts, not as a fact.

"1km 안에 세 곳", "5곳 모두 150m 안이고", "반경 1km 안에 수거함이 세 곳", "바람이 초속 5m를 넘는 곳은
… 두 곳", "Three of them are within 1.5 km", "cities with wind over 5 m/s: two": the measure is a threshold the answer (or
the user) chose; what is checked is the count it selects (:mod:`.enumerated`) and the values of the
items it names. A measure is such a threshold when a word of selection is right next to it
(안에, 이내, 넘는, 이상인, 미만인, within, or more …) and its sentence counts something
(a count claim, or a number before a word for the things counted: "Three of them"), and as
many items of one tool-output list lie on its side (within: at most it; over: above it) as
the sentence counts. A wrong threshold ("1.7km 안에 세 곳" where four are) is not supported,
nor is a measure stated of one named thing ("A는 1km 안에 있어요": it has no count).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import SENTENCE_END, Claim
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.sourced import groups

_KINDS: Final = frozenset({"distance", "wind", "temperature", "precipitation"})
_UNDER: Final = (
    r"안에|안쪽|안(?=이[고며에]|입니)|이내|내에|이하인|미만인|보다\s?(?:가까운|낮은|약한|추운)"
    r"|안으로\s?(?:보면|치면)|까지\s?(?:넓히면|늘리면|보면|치면)"  # "2km까지 넓히면 … 세 곳"
)
_OVER: Final = r"넘는|넘은|넘게\s?(?:부는|떨어진)|이상인|초과하는|보다\s?(?:먼|강한|센|높은|따뜻한)"
_AFTER: Final = re.compile(
    rf"\s?(?:을|를|이|가)?\s?(?:(?P<under>{_UNDER}|or (?:less|closer|below))"
    rf"|(?P<over>{_OVER}|or (?:more|farther|further|above)))",
    re.I,
)
_BEFORE: Final = re.compile(r"(?:within|inside|less than|반경)\s?$", re.I)
_EN_COUNT: Final = re.compile(rf"\b({'|'.join(EN_NUMBERS)}|\d{{1,2}})\b", re.I)
_FAMILY: Final = {"distance": "distance", "wind": "wind", "temperature": "temperature",
                  "precipitation": "precipitation"}  # fmt: skip
_SET: Final = re.compile(
    r"곳|군데|(?<![가-힣])데(?:는|가)|도시|지역|개소|\b(?:places?|sites?|spots?|bins?|points?|cities"
    r"|ones|of them|locations?|stations?)\b",
    re.I,
)
_SPAN: Final = 160  # the farthest a sentence is read around the measure


def threshold(c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]) -> bool:
    """Whether measure ``c`` is the condition of a count in its sentence (module docstring):
    as many items of one tool-output list lie on its side as the sentence counts."""
    x = c.value
    if c.kind not in _KINDS or not isinstance(x, float):
        return False
    before = _BEFORE.search(answer, max(0, c.start - 12), c.start)
    after = _AFTER.match(answer, c.end)
    if not (before or after):
        return False
    over = after is not None and after.group("over") is not None
    start = max(0, c.start - _SPAN)
    for m in SENTENCE_END.finditer(answer, start, c.start):
        start = m.end()
    end_m = SENTENCE_END.search(answer, c.end, c.end + _SPAN)
    end = end_m.start() if end_m else min(len(answer), c.end + _SPAN)
    counts = _counts(answer, claims, start, end, c)
    if not counts:
        return False
    return any(
        sum(1 for v in vals if (v > x if over else v <= x)) in counts
        for vals in groups(sources, _FAMILY[c.kind])
    )


def _counts(answer: str, claims: Sequence[Claim], start: int, end: int, c: Claim) -> set[int]:
    """The counts the sentence states: count claims, and numbers before a word for the things
    counted ("Three of them", "two places")."""
    i = bisect_left(claims, start, key=lambda e: e.start)
    j = bisect_left(claims, end, key=lambda e: e.start)
    out = {o.value for o in claims[i:j] if o.kind == "count" and isinstance(o.value, int)}
    for m in _EN_COUNT.finditer(answer, start, end):
        if not (c.start <= m.start() < c.end) and _SET.match(answer, m.end() + 1):
            w = m.group(1).lower()
            out.add(EN_NUMBERS.get(w) or int(w) if w.isdigit() or w in EN_NUMBERS else 0)
    for m in _KO_COUNT.finditer(answer, start, end):  # "모두 세 개(90m, 260m, 480m)"
        w = m.group(1)
        out.add(int(w) if w.isdigit() else NATIVE[w])
    return out


_KO_COUNT: Final = re.compile(
    r"(?<![가-힣\d])(두|세|네|다섯|여섯|\d{1,2})\s?(?:개|곳|군데)(?![가-힣])"
)
