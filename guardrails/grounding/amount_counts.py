"""A count of amounts is the number of fee rows an output lists.

Answers over a fee table say how many amounts it gives (``금액이 세 가지로 나와 있으니``, ``수수료는
두 종류예요``, ``three different fees are listed``): the count is of the rows of fees or prices,
whatever the sentence before it named (``배출은 배출신고 후 …. 금액이 세 가지로``: the count is not
the disposal rule's). It is supported when one tool output's list of rows that carry a fee or a
price has that many rows.

Read only where the count's own words name amounts: a noun of amounts right before it as its
topic (``금액이``, ``수수료는``, ``요금도``) with no other noun after the count (``수수료는 총 다섯 가지
품목·규격`` counts items), or right after it in English (``three fees``, ``two different prices``) or Korean (``여섯 가지
금액으로 나뉘어``: six fee rows, so ``다섯 가지`` over six is flagged, round 44). It only supports; a count that matches no list is left to the other readings.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.nodes import json_nodes, per_stage

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.evidence import Evidence

__all__ = ["counts_amounts"]

_AMOUNTS_BEFORE: Final = re.compile(
    r"(?:금액|수수료|요금|가격|비용|단가)(?:이|가|은|는|도)?\s?(?:모두\s?|총\s?|각각\s?)?$"
)
_AMOUNTS_AFTER: Final = re.compile(
    r"\s(?:different\s|distinct\s|separate\s)?(?:fees|prices|amounts|charges|rates|fee\slevels)\b",
    re.I,
)
# round 44: the noun of amounts right after a Korean count ("다섯 가지 금액으로 나뉘어 있고")
_AMOUNTS_AFTER_KO: Final = re.compile(r"\s?(?:금액|수수료|요금|가격|단가)")
_OTHER_NOUN: Final = re.compile(r"\s?(?:품목|규격|항목|종류|물품|제품|크기|사이즈)")
_FEE_KEY: Final = re.compile(r"fee|price|수수료|금액|요금|가격", re.I)


@per_stage
def _fee_list_sizes(sources: tuple[str, ...]) -> frozenset[int]:
    """The lengths of the lists of rows that carry a fee or a price (not their numbers of
    distinct fees: six rows of five fees are six rows)."""
    sizes: set[int] = set()
    for node in json_nodes(sources):
        if not isinstance(node, list) or len(node) < 2:
            continue
        rows = [r for r in node if isinstance(r, dict)]
        fees = [_fee(r) for r in rows]
        if rows and all(f is not None for f in fees):
            sizes.add(len(rows))
    return frozenset(sizes)


def _fee(row: dict[str, Any]) -> float | None:
    for key, value in row.items():
        if _FEE_KEY.search(key) and isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    return None


def counts_amounts(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether count ``c`` counts amounts (module docstring) and some fee list has that many."""
    if c.kind != "count" or not isinstance(c.value, int) or isinstance(c.value, bool):
        return False
    named = _AMOUNTS_BEFORE.search(answer, max(0, c.start - 12), c.start) or (
        _AMOUNTS_AFTER if c.text.isascii() else _AMOUNTS_AFTER_KO
    ).match(answer, c.end)
    if named is None or _OTHER_NOUN.match(answer, c.end):
        return False  # "수수료는 총 다섯 가지 품목·규격": a count of items, not of amounts
    return c.value in _fee_list_sizes(ev.sources)
