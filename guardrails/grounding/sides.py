"""A measure or a comparative that falls on one side of a record's stated bound selects the rows
on that side.

A fee table may tell an item's rows apart by a bound its labels state (``책장 (90×180㎝미만)`` and
``책장 (90×180㎝이상)``, ``소파 (너비 80cm 이하)`` and ``소파 (너비 80cm 초과)``). An answer that picks a
fee with a measure of its own (``폭 2m면 80cm 초과라 5,000원에서``, ``a 70 cm sofa is …``) or with a
comparative of size (``작은 건 5,000원``, ``큰 거면``, ``the smaller one``, ``larger ones``) tells the
rows apart with the records' own words: the measure is compared with each row's bound
(:func:`.measures.supports`), a comparative of smallness picks the item's lowest bracket, one of
largeness its highest. The pick supports the fee when one of the picked rows carries it — even where
the same amount is also a fee of rows told apart by nothing (:mod:`.twins`), which a reader of
invented descriptors would otherwise hold the word against.

Read only in the fee's own clause, only for an item whose name the answer writes before the fee;
a clause with no measure or comparative, or rows of no stated bound, pick nothing (the caller's
reading stands).

The converse is a claim (:func:`side_claims`): a comparative of size that picks one end of an
item's bounded rows, said of a fee only the other end carries (``작은 책장은 7,000원`` over
``책장 (90×180㎝미만)`` 5,000원 and ``(90×180㎝이상)`` 7,000원, ``the larger one is 5,000 won``), gives
the fee to the wrong rows. A stated measure against the bounds is :mod:`.measures`' own rule; a
clause with a measure, with both comparatives, or negated, asked or hedged, is left unread.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Final, NamedTuple

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.measures import Bracket, bracket_of, measures, supports
from guardrails.grounding.nodes import json_lists, per_stage

__all__ = ["picks", "side_claims"]

_LABELS: Final = ("item_name", "name", "spec")
# comparatives of size (not of price: "낮은 금액" ranks fees, it measures no item)
_SMALL: Final = re.compile(
    r"(?<![가-힣])(?:작은|작으면|작다면|작을|작아|소형|짧은|좁은|얇은)|\b(?:small(?:er|est)?|short(?:er)?"
    r"|narrow(?:er)?|compact)\b",
    re.I,
)
_LARGE: Final = re.compile(
    r"(?<![가-힣])(?:큰|크면|크다면|클|커서|대형|긴|넓은|넘는|넘으면|넘어)|\b(?:large(?:r|st)?"
    r"|big(?:ger|gest)?|long(?:er)?|wide(?:r)?)\b",
    re.I,
)


class Row(NamedTuple):
    head: str  # the item's name, without its bound ("책장")
    fee: int
    bracket: Bracket


@per_stage
def bounded(sources: tuple[str, ...]) -> tuple[Row, ...]:
    """The fee rows whose labels state a bound of a measure."""
    out: list[Row] = []
    for node in json_lists(sources):
        for x in node:
            if not isinstance(x, dict) or type(x.get("fee")) is not int:
                continue
            for key in _LABELS:
                label = x.get(key)
                b = bracket_of(label) if isinstance(label, str) else None
                if b is None or (b.lo == b.hi):
                    continue
                head = re.split(r"[(（\d]", str(x.get("name") or label), maxsplit=1)[0].strip()
                if len(head) >= 2:
                    out.append(Row(head, x["fee"], b))
                break
    return tuple(out)


def _ends(rows: list[Row], small: bool) -> list[Row]:
    """The rows of each item and unit at the small (or large) end of its brackets."""
    out: list[Row] = []
    for r in rows:
        rivals = [o.bracket for o in rows if o.head == r.head and o.bracket.agrees(r.bracket)]
        if small and r.bracket.hi == min(b.hi for b in rivals) and r.bracket.hi < math.inf:
            out.append(r)
        if not small and r.bracket.lo == max(b.lo for b in rivals) and r.bracket.lo > -math.inf:
            out.append(r)
    return out


def _named(text: str, canonical: Callable[[str], str]) -> Callable[[str], bool]:
    """Whether ``text`` names an item: by its name, or by an English word whose name in the tools'
    language it is (``desks`` → 책상)."""
    latin = re.findall(r"[a-z]{3,}", text.lower())
    names = {canonical(w) for w in latin} | {canonical(w[:-1]) for w in latin if w.endswith("s")}
    return lambda head: head in text or head in names


def picks(
    answer: str,
    fee: object,
    start: int,
    clause: str,
    sources: tuple[str, ...],
    canonical: Callable[[str], str] = str,
) -> bool:
    """Whether ``clause`` (the text right before the fee at ``start``) picks, by a measure or a
    comparative of size, bounded rows of an item named before the fee of which one costs ``fee``."""
    small = _SMALL.search(clause) is not None
    large = _LARGE.search(clause) is not None
    stated = measures(clause) if any(ch.isdigit() for ch in clause) else []
    if not (small or large or stated):
        return False
    before = answer[:start]
    named = _named(before, canonical)
    rows = [r for r in bounded(sources) if named(r.head)]
    if not rows:
        return False
    picked: list[Row] = []
    for m in stated:
        held = supports(m.bracket, [r.bracket for r in rows])
        picked += [r for r in rows if r.bracket in held]
    if small != large:
        picked += _ends(rows, small)
    return any(r.fee == fee for r in picked)


# what closes the clause a fee is said in ("큰 건 7,000원, 작은 건 5,000원": each its own)
_CLAUSE_END: Final = re.compile(r"[,;\n(:.]|또는|혹은|이고\s|고\s|\band\b|\bor\b|\bbut\b", re.I)
_DOUBT: Final = unsure(r"확인|문의|아마|보통|대개|듯|같아|whether|\bif\b|probabl|likely|usually")


def side_claims(
    answer: str,
    claims: list[Claim],
    sources: tuple[str, ...],
    canonical: Callable[[str], str] = str,
) -> list[Claim]:
    """The fees ``answer`` gives one end of an item's bounded rows by a comparative of size when
    only the other end's rows carry them."""
    money = [c for c in claims if c.kind == "money" and isinstance(c.value, int)]
    rows = bounded(sources) if money else ()
    if not rows or not (_SMALL.search(answer) or _LARGE.search(answer)):
        return []
    out: list[Claim] = []
    prev = 0
    for c in sorted(money, key=lambda c: c.start):
        lo, prev = prev, c.end
        clause = answer[lo : c.start]
        cut = max(_CLAUSE_END.finditer(clause), key=lambda m: m.start(), default=None)
        clause = clause if cut is None else clause[cut.end() :]
        small = _SMALL.search(clause) is not None
        if small == (_LARGE.search(clause) is not None) or measures(clause):
            continue
        if _DOUBT.search(clause):
            continue
        named = _named(answer[: c.start], canonical)
        own = [r for r in rows if named(r.head)]
        heads = {r.head for r in own if r.fee == c.value}
        for head in heads:
            item = [r for r in own if r.head == head]
            picked = _ends(item, small)
            if picked and all(r.fee != c.value for r in picked):
                word = (_SMALL if small else _LARGE).search(clause)
                why = f"'{word.group(0) if word else ''}' picks the {head} rows of other fees"
                out.append(Claim(c.text, "condition", head, c.start, c.end, why))
                break
    return out
