"""A fee said with a part included or excluded is the fee of the row that states that condition.

Some fee lists give one item two rows told apart only by whether a part comes with it:
``장식장 (유리문 포함_폭50센티미터x높이50센티미터 당)`` at 1,500원 beside ``장식장 (유리문 제외_…)``
at 1,000원, ``식탁(대리석탁(유리판 제외))`` beside the same with ``포함``. The part (유리문) is in
both rows and the condition words (포함 / 제외) are bounds, not marks, to :mod:`.marked_rows`, so
an answer that swaps the two fees (``including glass doors: 1,000 won``, ``excluding glass doors:
1,500 won``) passed. **When the clause before a fee says one condition of such a pair — included
(포함, 있는, 달린, including, with) or excluded (제외, 미포함, 없는, 빼고, 별도, excluding, without) —
and the fee is held by the pair's row of the other condition and by no row of the said one, the
fee is misattributed.**

The pair: two rows of one tool-output list whose name and spec are the same once the condition
word after the part is set aside, with opposite conditions. In Hangul the answer must write the
part with its condition (``유리문 포함``, ``유리문이 없는``); in English the condition word is
enough where the vocabulary gives the part no English form (``including glass doors``) — a bare
``with`` only where the answer also says ``without`` — else one of its forms must follow it.

Unsure, never flagged: a clause that says both conditions or negates (``not including``), a
condition written after the fee (``1,500원(유리문 포함)``: the next fee's clause would read it), a
fee neither row of a pair holds, a difference.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final, NamedTuple

from guardrails.grounding import alternatives
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.row_names import rows
from guardrails.grounding.row_words import english

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

# a row's condition: the part, then whether it is included ("유리문포함", "유리판 제외")
_ROW_CONDITION: Final = re.compile(r"([가-힣]{1,8}?)\s?(미포함|포함|제외|별도|있음|없음)")
_IN: Final = frozenset({"포함", "있음"})
# an answer's Hangul condition after the part ("유리문 포함", "유리문이 없는", "유리문 달린")
_KO_AFTER: Final = re.compile(
    r"\s?(?:이|가|을|를|은|는|도)?\s?(미포함|포함|제외|빼고|빠진|별도|없는|없이|없으면|있는|있으면|달린)"
)
_KO_IN: Final = frozenset({"포함", "있는", "있으면", "달린"})
_EN: Final = re.compile(
    r"(?<!not )\b(including|included|incl\.|with|excluding|excluded|excl\.|without)\s"
    r"((?:[A-Za-z-]+\s?){1,3})",
    re.I,
)
_EN_IN: Final = frozenset({"including", "included", "incl.", "with"})
_NEGATED: Final = re.compile(r"\b(?:not|no)\s(?:including|with)\b|아닌|아니", re.I)
_PREVIOUS: Final = re.compile(r"\d[\d,.]*\s?(?:원|won\b)|[\n.;!?]", re.I)
_NEXT: Final = re.compile(r"[\n,;.!?]|\d")


class Pair(NamedTuple):
    table: int
    part: str  # the part the rows include or exclude (유리문)
    inside: frozenset[float]  # the fees of the row that includes it
    outside: frozenset[float]  # the fees of the row that excludes it


@per_stage
def pairs(sources: tuple[str, ...]) -> tuple[Pair, ...]:
    """The pairs of rows one list tells apart only by a part included or excluded."""
    keyed: dict[tuple[int, str, str], list[tuple[bool, frozenset[float]]]] = {}
    for r in rows(sources):
        label = " ".join((*r.words, *r.qualifiers, r.spec))
        m = _ROW_CONDITION.search(label)
        if m is None:
            continue
        rest = label[: m.start(2)] + label[m.end(2) :]
        keyed.setdefault((r.table, m.group(1), rest), []).append((m.group(2) in _IN, r.values))
    out: list[Pair] = []
    for (table, part, _), sides in keyed.items():
        inside = frozenset(v for is_in, vs in sides if is_in for v in vs)
        outside = frozenset(v for is_in, vs in sides if not is_in for v in vs)
        if inside and outside and inside != outside:
            out.append(Pair(table, part, inside, outside))
    return tuple(out)


def _said(clause: str, pair: Pair, places: PlaceVocabulary, contrast: bool) -> bool | None:
    """Whether ``clause`` says the pair's part included (True), excluded (False), or neither or
    both (None); a bare ``with`` (a common word) only where the answer also says ``without``
    (``contrast``) or names the part by an English form."""
    said: set[bool] = set()
    for m in re.finditer(re.escape(pair.part), clause):
        if (k := _KO_AFTER.match(clause, m.end())) is not None:
            said.add(k.group(1) in _KO_IN)
    forms = tuple(f.lower() for f in english(pair.part, places, False))
    for m in _EN.finditer(clause):
        named = any(f in m.group(2).lower() for f in forms)
        if named or (not forms and (contrast or m.group(1).lower() != "with")):
            said.add(m.group(1).lower() in _EN_IN)
    return next(iter(said)) if len(said) == 1 else None


def included_row_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is the other condition's row of a pair (module docstring), or None."""
    if c.kind not in ("money", "unit_price"):
        return None
    found = pairs(sources)
    if not found:
        return None  # the common case: no list with such a pair
    v = c.value[0] if isinstance(c.value, tuple) else c.value
    if not isinstance(v, int | float) or isinstance(v, bool):
        return None
    answer = ctx.answer
    lo = max(
        (m.end() for m in _PREVIOUS.finditer(answer, max(0, c.start - 80), c.start)), default=0
    )
    lo = max(lo, c.start - 80)
    clause = answer[lo : c.start]
    nxt = _NEXT.search(answer, c.end)
    after = answer[c.end : nxt.start() if nxt else len(answer)]
    if _NEGATED.search(clause):
        return None
    contrast = "without" in answer.lower()
    for pair in found:
        if v not in pair.inside | pair.outside:
            continue
        said = _said(clause, pair, places, contrast)
        if said is None or _said(after, pair, places, contrast) is not None:
            continue
        own, other = (pair.inside, pair.outside) if said else (pair.outside, pair.inside)
        if v in own or v not in other:
            return None
        if alternatives.is_difference(answer, c):
            return None
        word = "included" if said else "excluded"
        return f"{c.text} is in tool outputs but not for the row with the {pair.part} {word}"
    return None
