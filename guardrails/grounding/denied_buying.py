"""A material the answer says is not bought, though an output prices it: "청녹색 유리는 아예 안 사
줘" over a glass list whose 청녹색 유리 row pays 35원/kg, "brown glass isn't bought at all", "PVC는
매입 안 해요", "PVC는 재활용이 안 돼서 매입을 안 해요".

A price list's row with a positive price (``price_per_kg``, ``price``) is a material that is
bought; a clause that names the row and denies buying it states the opposite of the row. Read: a
Korean denial (안 사, 사 주지 않, 안 받아, 매입 안/불가, 안 쳐 줘; 매입 with its particle too:
매입을 안 해요, 매입은 하지 않아요, 매입이 불가) or an English one (don't / won't /
doesn't buy, isn't bought, won't pay for) with a row's name in the clause before it: its full
name, its name without the bracket (``PE(압축)``: PE 압축), or a first word no other row's name
starts with (``청녹색``). Unsure, never flagged: a clause that is asked or hedged (``안 사 주는지``,
``may not buy``, ``some dealers``), and rows priced zero (those are not bought, by the output).
An English denial is read only where it spells a row's own name (``PVC isn't bought``): an English
name of a Korean row (brown glass for 갈색 유리) is not looked up here.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.opening_gate import gated

__all__ = ["GATE", "denied_buying_claims"]

# (:mod:`.opening_gate`: the same matches, skipped to)
GATE: Final = gated(
    re.compile(
        r"안\s?(?:사|받아|받습|쳐)|사\s?주지\s?않|사지\s?않|매입[을은이도]?\s?(?:하지\s?않|안|불가)"
        r"|\b(?:don't|doesn't|won't|do not|does not|will not|aren't|isn't|is not|are not)\s"
        r"(?:buy|pay for|purchase|bought|purchased)\b",
        re.I,
    )
)
_EDGE: Final = re.compile(r"[.!?\n,;]|지만|는데|반면|\bbut\b|\bwhile\b", re.I)
# asked or hedged (not :func:`.hedges.unsure`: its negations are the denial itself)
_DOUBT: Final = re.compile(
    rf"\?|수도\s?있|혹시|일부|어떤\s?곳|곳에\s?따라|{INDIRECT_QUESTION}"
    r"|\b(?:some|may|might|could|whether|if)\b",
    re.I,
)
_PRICES: Final = ("price_per_kg", "price", "price_per_unit")


@per_stage
def _bought(sources: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(name, its spellings) of each row with a positive price."""
    rows: list[str] = []
    for obj in json_objects(sources):
        name = obj.get("item_name")
        if isinstance(name, str) and any(_positive(obj.get(k)) for k in _PRICES):
            rows.append(name)
    names = [n for obj in json_objects(sources) if isinstance(n := obj.get("item_name"), str)]
    out = []
    for name in dict.fromkeys(rows):
        forms = {name, re.sub(r"\s?\(([^)]*)\)", r" \1", name).strip()}
        head = name.split()[0] if " " in name else ""
        if len(head) >= 2 and sum(n.startswith(head) for n in names) == names.count(name):
            forms.add(head)
        out.append((name, tuple(forms)))
    return tuple(out)


def _positive(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool) and v > 0


def denied_buying_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Denials of buying a material a row of the outputs prices (module docstring)."""
    if GATE.search(answer) is None:
        return []
    bought = _bought(sources)
    if not bought:
        return []
    out: list[Claim] = []
    for m in GATE.finditer(answer):
        start = max((e.end() for e in _EDGE.finditer(answer, 0, m.start())), default=0)
        end = _EDGE.search(answer, m.end())
        stop = end.start() if end else len(answer)
        if _DOUBT.search(answer, start, stop):
            continue
        clause = answer[start : m.start()]
        low = clause.lower()
        for name, forms in bought:
            form = next((f for f in forms if f.lower() in low), None)
            if form is None:
                continue
            at = start + low.index(form.lower())
            span = answer[at : m.end()]
            why = f"the outputs price {name}: it is bought"
            out.append(Claim(span, "condition", name, at, at + len(span), why))
            break
    return out
