"""One test for a spec given to a fee row: it must be in that row's own name.

A fee table tells an item's rows apart by their names and 규격 fields (``소파(3인용 이상)``,
``세탁기 (용량 10kg미만)``); where an item has several fees and none of its rows carries a spec,
the data does not say which fee is for which size. An answer that attaches a size, capacity or
count to such a fee ("1인용 3,000원", "- 3자 이하: 10,000원", "5,000 won for tables seating six or
more", "10kg 이상 세탁기는 8,000원") gives a row a spec it does not have: the spec is flagged.

Read where a money figure is a fee of some fee rows and a spec phrase (a measure: 인용, kg, 리터,
cm, 자, 단, 인치, seats; "seating six", "six-seater") is attached to it — just before it in its clause
(``1인용 3,000원``, ``3인용 소파는 7,000원``) or just after it (``5,000 won for tables seating six``,
``3,000원(1인용)``). Flagged only when the rows holding that fee (of the item the answer names,
else every such row) carry no spec at all — an empty 규격 and a name with no figure or size word —
and each of their items has more than one fee (a single fee restated for the user's own size is
not a choice of row). Rows that carry any spec are left to the bracket rule (:mod:`.brackets`).
Unsure, never flagged: a hedged, negated or asked clause, one that says the data has no such
division (``규격 구분이 자료에 없어서``), "whichever size" (``이든``, ``regardless``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.measures import measures
from guardrails.grounding.nodes import json_lists, per_stage

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# the gate: a word of a size an answer may attach to a fee
_GATE: Final = re.compile(
    r"인용|인승|kg|㎏|킬로|리터|ℓ|\dL|cm|㎝|mm|\d\s?자|\d\s?단|인치|seat|inch|liter|litre", re.I
)
_NUM_EN: Final = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|ten|twelve)"
# specs measures does not read: 자 (a furniture length), seats in English words
_EXTRA: Final = re.compile(
    r"\d{1,2}\s?자(?:\s?(?:이하|이상|미만|초과|짜리|까지))?(?=[\s,:)(]|$|[은는이가면용형])"
    rf"|\bseat(?:s|ing)\s(?:up\sto\s)?{_NUM_EN}(?:\s(?:or\s(?:more|fewer|less)|people|persons))?"
    rf"|\b{_NUM_EN}[- ]seaters?\b|\bfor\s{_NUM_EN}\s(?:or\s(?:more|fewer)\s)?(?:people|persons)\b",
    re.I,
)
_SPEC_UNITS: Final = frozenset({"seat", "kg", "L", "cm", "tier", "in"})
# a row that carries a spec: a figure or a size word in its name, or a 규격 field
_SIZE_WORD: Final = re.compile(
    r"\d|대형|중형|소형|특대|싱글|더블|퀸|킹|인용|크기|규격|사이즈|이상|이하|미만|초과|size", re.I
)
# the gap from a spec to the fee it leads ("1인용 ", "3인용 소파는 ", "3자 이하: ")
_LEADS: Final = re.compile(r"[^,;.!?\n\d]{0,14}")
_CLAUSE_BREAK: Final = re.compile(r"는데|지만|니까|으니|면서|[,;]")
# what follows a fee up to the spec it is for ("5,000 won for tables ", "3,000원(")
_TRAILS: Final = re.compile(r"\s?(?:\(|（|for\s(?:[a-z]+\s){0,3}?|짜리\s?)", re.I)
_UNSURE: Final = unsure(
    r"구분|자료|데이터|data|listed|specif|확인|문의|check|ask|이든|든지|상관없이|관계없이|regardless"
    r"|whether|보통|대개|일반적|usually|typically|generally|probably|likely|아마|추정|듯|같아|보여|경우가"
)
_NAME_KEYS: Final = ("item_name", "name")
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")


@per_stage
def _fee_rows(sources: tuple[str, ...]) -> dict[int, list[tuple[frozenset[str], bool, bool]]]:
    """Per fee: the rows holding it, each as (its name's words, whether it carries a spec,
    whether its item has more than one fee)."""
    out: dict[int, list[tuple[frozenset[str], bool, bool]]] = {}
    for node in json_lists(sources):
        by_name: dict[str, list[tuple[int, bool]]] = {}
        for row in node:
            if not isinstance(row, dict):
                continue
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            fee = row.get("fee")
            if not name or not isinstance(fee, int) or isinstance(fee, bool) or fee <= 0:
                continue
            spec = row.get("spec")
            names = " ".join(row[k] for k in _NAME_KEYS if isinstance(row.get(k), str))
            carries = bool(spec) or _SIZE_WORD.search(names) is not None
            by_name.setdefault(name, []).append((fee, carries))
        for name, rows in by_name.items():
            several = len({fee for fee, _ in rows}) > 1
            words = frozenset(_WORD.findall(name))
            for fee, carries in rows:
                out.setdefault(fee, []).append((words, carries, several))
    return out


def _specs(answer: str) -> list[tuple[int, int]]:
    """The spans of the size specs stated in ``answer``."""
    found = [(m.start, m.end) for m in measures(answer) if m.bracket.unit in _SPEC_UNITS]
    found += [(m.start(), m.end()) for m in _EXTRA.finditer(answer)]
    return sorted(found)


def spec_claims(answer: str, ctx: Context, sources: tuple[str, ...]) -> list[Claim]:
    """Specs attached to fees whose rows carry none (module docstring)."""
    if not _GATE.search(answer):
        return []
    fees = [c for c in ctx.claims if c.kind == "money" and isinstance(c.value, int)]
    if not fees:
        return []
    rows = _fee_rows(sources)
    if not rows or not any(c.value in rows for c in fees):
        return []
    specs = _specs(answer)
    out: list[Claim] = []
    for c in fees:
        held = rows.get(c.value) if isinstance(c.value, int) else None
        if not held:
            continue
        span = _attached(answer, c, specs)
        if span is None:
            continue
        lo, hi = min(span[0], c.start), max(span[1], c.end)
        if _UNSURE.search(answer, ctx.clause_start(c) if lo >= c.start else lo, hi + 6):
            continue
        before = answer[: c.start]
        named = [r for r in held if any(w in before for w in r[0])] or held
        if any(carries or not several for _w, carries, several in named):
            continue
        text = answer[lo:hi]
        why = f"'{answer[span[0] : span[1]]}' is not a spec of the {c.text} row (its rows carry none)"
        out.append(Claim(text, "condition", text, lo, hi, why))
    return out


def _attached(answer: str, c: Claim, specs: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The spec that leads fee ``c`` in its clause, or that follows it ("for …", "(…)")."""
    lead = [s for s in specs if s[1] <= c.start]
    if lead:
        s = lead[-1]
        gap = answer[s[1] : c.start]
        if _LEADS.fullmatch(gap) and not _CLAUSE_BREAK.search(gap):
            return s
    trail = next((s for s in specs if s[0] >= c.end), None)
    if trail is not None and _TRAILS.fullmatch(answer, c.end, trail[0]):
        return trail
    return None
