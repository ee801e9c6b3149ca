"""A fee row's category said of a district's item is that district's own category of it.

Round 48: a fee output gives each row a ``category`` (``가구류``, ``생활용품류``, ``가전제품류``), and
two districts may file one item under different ones (대전 서구's 의자 under 가구류, 광주 서구's under
생활용품류). An answer that gives one district's category to the other's item — ``대전 서구 의자:
2,000원 또는 3,000원, 생활용품류로 나와 있어요`` — swaps them: **a category some fee output writes,
said in a clause (or list line) that names a district, is misattributed when that district's fee
output files none of its rows under it.** The district is the last one named before the word in
its line (its name, its last word or that word's stem: :func:`.disposal_places.district_names`);
with none named, any output may hold it.

Unsure, never flagged: a word no fee output writes as a category (another reader's), a clause that
negates, contrasts or asks (``가구류가 아니라``, ``unlike``, ``?``), a district the outputs have no
fee rows for, a stage with one fee output's categories only (nothing to swap).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.disposal_places import district_names
from guardrails.grounding.nodes import json_objects, per_stage

__all__ = ["row_category_claims"]

_DOUBT: Final = re.compile(r"아니|않|말고|달리|대신|\?|\bnot\b|\bunlike\b|\binstead\b", re.I)
_LINE_END: Final = re.compile(r"[\n]|[.!?](?:\s|$)")


@per_stage
def _districts(sources: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], frozenset[str]], ...]:
    """Each fee output's district names and the categories its rows are filed under."""
    out: list[tuple[tuple[str, ...], frozenset[str]]] = []
    for obj in json_objects(sources):
        items = obj.get("items")
        if not isinstance(items, list) or not isinstance(obj.get("district"), str):
            continue
        cats = frozenset(
            r["category"]
            for r in items
            if isinstance(r, dict) and "fee" in r and isinstance(r.get("category"), str)
        )
        if cats:
            out.append((district_names(obj), cats))
    return tuple(out)


def row_category_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Categories ``answer`` gives a named district's rows that its own fee output does not."""
    if "류" not in answer:
        return []
    districts = _districts(sources)
    every = frozenset(c for _, cats in districts for c in cats)
    if len(districts) < 2 or len(every) < 2:
        return []
    out: list[Claim] = []
    for cat in every:
        for m in re.finditer(re.escape(cat), answer):
            lo = max((e.end() for e in _LINE_END.finditer(answer, 0, m.start())), default=0)
            end = _LINE_END.search(answer, m.end())
            hi = end.start() if end is not None else len(answer)
            if _DOUBT.search(answer, lo, hi):
                continue
            before = answer[lo : m.start()].lower()
            # the district named last: the name ending last, the longest there ("대전 서구", not
            # the "서구" another district shares); a tie is unsure
            found = sorted(
                (
                    max(
                        (
                            (i + len(n), len(n))
                            for n in names
                            if (i := before.rfind(n.lower())) >= 0
                        ),
                        default=(-1, 0),
                    ),
                    k,
                )
                for k, (names, _) in enumerate(districts)
            )
            top, k = found[-1]
            if top[0] < 0 or (len(found) > 1 and found[-2][0] == top):
                continue
            best = districts[k][1]
            if best is None or cat in best:
                continue
            why = f"'{cat}' is not a category of the named district's fee rows"
            out.append(Claim(cat, "condition", cat, m.start(), m.end(), why))
    return sorted(out, key=lambda c: c.start)
