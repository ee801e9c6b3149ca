"""Measures whose unit a tool output writes in the key, not beside the value: ``"daily_limit_kg":
5`` gives 5 kg ("하루 5kg까지"), ``"max_weight_kg": 30`` gives 30 kg, ``"capacity_l": 120`` gives
120 L. A measure claim is supported when some object holds exactly its value under a key that
ends in its unit (``_kg``, ``Kg``); a value under another unit's key, or no such key, is not.

Such a measure is bound to its row like any value (``keyed_row_why``): where several rows of a
list key it (a daily limit per item of one site), the nearest word before it that tells the rows
apart names its row ("투명 페트병은 …, 하루 2kg까지" where PET's limit is 3 kg and the batteries'
2 kg), and a value only another row holds is flagged. Unsure, never flagged: no such word, or one
after the value in its clause ("up to 2 kg of batteries"), or a value no other row holds.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.subjects import RESPECTIVELY, Context

# the unit a key ends in, as the claims canonically write it
# (not a rate per that unit: "price_per_kg": 200 is 200원 a kilogram, not 200 kg)
_KEY_UNIT: Final = re.compile(
    r"(?<!per)(?<!Per)(?:_|(?<=[a-z])(?=[A-Z]))(kg|Kg|KG|g|l|L|ml|mL|cm|mm|t)$"
)
_CANON: Final = {"kg": "kg", "g": "g", "l": "L", "ml": "mL", "cm": "cm", "mm": "mm", "t": "t"}


@per_stage
def _keyed(sources: tuple[str, ...]) -> frozenset[tuple[float, str]]:
    out: set[tuple[float, str]] = set()
    for obj in json_objects(sources):
        for k, v in obj.items():
            m = _KEY_UNIT.search(str(k))
            if m and isinstance(v, int | float) and not isinstance(v, bool):
                out.add((float(v), _CANON[m.group(1).lower()]))
    return frozenset(out)


def keyed_measure(c: Claim, sources: tuple[str, ...]) -> bool:
    """Whether number claim ``c`` ("5kg") is a value some tool output keys by its unit."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or not isinstance(v[1], str):
        return False
    if not isinstance(v[0], int | float):
        return False
    return (float(v[0]), v[1]) in _keyed(sources)


_CLAUSE_END = re.compile(r"[,.;!?\n]")


def keyed_row_why(c: Claim, ev: Evidence, ctx: Context) -> str | None:
    """Why a keyed measure (``keyed_measure``) is another row's: the nearest word before it in its
    sentence names rows that key other values of its unit, while another row keys this one."""
    v = c.value
    if not isinstance(v, tuple) or not isinstance(v[1], str) or not ctx.cues:
        return None
    rows: dict[int, tuple[set[float], frozenset[str]]] = {}
    for f in ev.of("number"):
        m = _KEY_UNIT.search(f.key)
        if m and _CANON[m.group(1).lower()] == v[1] and isinstance(f.value, tuple):
            values, _tokens = rows.setdefault(f.record, (set(), f.tokens))
            values.add(float(f.value[0]))
    if len(rows) < 2:
        return None
    every = frozenset.intersection(*(t for _v, t in rows.values()))

    def tells(token: str) -> bool:
        return token not in every and any(token in t for _v, t in rows.values())

    s_start, s_end = ctx.sentences[ctx.sentence_of(c.start)]
    stop = _CLAUSE_END.search(ctx.answer, c.end, s_end)
    if any(tells(q.token) for q in ctx.cues_in(c.end, stop.start() if stop else s_end)):
        return None  # "up to 2 kg of batteries a day": the row is named after the value
    before = [q for q in ctx.cues_in(s_start, c.start) if tells(q.token)]
    if not before:
        return None
    if RESPECTIVELY.search(ctx.answer, s_start, s_end):
        return None  # "캔과 페트병은 각각 5kg, 2kg": the main binding pairs them
    nearest = word = before[-1]
    named = [(vals, t) for vals, t in rows.values() if word.token in t]
    for q in reversed(before[:-1]):  # "투명 페트병은": the rows of the whole noun phrase
        narrower = [(vals, t) for vals, t in named if q.token in t]
        if not narrower:  # another subject's word; one coordinated with the phrase is unsure
            if _JOINED.fullmatch(ctx.answer, q.end, word.start):
                return None  # "캔과 페트병은 하루 5kg까지"
            break
        named, word = narrower, q
    return _why(c, rows, named, ctx, nearest)


_JOINED = re.compile(r"\s?(?:와|과|이랑|랑|하고|및|,|·|/|and|&|or)\s?", re.I)


def _why(
    c: Claim,
    rows: dict[int, tuple[set[float], frozenset[str]]],
    named: list[tuple[set[float], frozenset[str]]],
    ctx: Context,
    word: Cue,
) -> str | None:
    value = float(c.value[0]) if isinstance(c.value, tuple) else 0.0
    if any(value in vals for vals, _t in named) or not any(
        value in vals for vals, _ in rows.values()
    ):
        return None
    return f"{c.text} is in tool outputs but not for {ctx.answer[word.start : word.end]}"
