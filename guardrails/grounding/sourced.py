"""Values of the tool outputs picked by what a clause names: the prices of the rows it names by
their own label, the values of the record it compares with ("제주보다"), and every value under
one key of one list of records. The terms :mod:`.derived` works figures out over, when the answer
does not state them itself."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Final

from guardrails.grounding.nodes import json_nodes, json_objects, per_stage

# the keys of a tool output holding values of each family
KEYS: Final = {
    "money": re.compile(r"fee|price|cost|amount|won|원|수수료|가격", re.I),
    "temperature": re.compile(r"temp|기온", re.I),
    "wind": re.compile(r"wind|풍속", re.I),
    "precipitation": re.compile(r"precip|rain|강수", re.I),
    "distance": re.compile(r"dist|거리", re.I),
    "percent": re.compile(r"pct|percent|humid|습도", re.I),
    "kg": re.compile(r"kg", re.I),
    "unit_price": re.compile(r"per_kg|per_unit|_당|단가|unit_price", re.I),
}


def _own_first(
    objs: list[dict[str, object]], names: Callable[[str], bool]
) -> list[dict[str, object]]:
    """The objects of ``objs`` one of whose labels ``names`` (a string value of 2 to 30
    characters), only those named by a label of their own when some are: a label every compressed
    row holds ("압축") names none of them where another label names one ("PE 압축보다 30원,
    LDPE보다는 50원": LDPE's, not every 압축 row's)."""
    labels = [{v for v in o.values() if isinstance(v, str) and 2 <= len(v) <= 30} for o in objs]
    seen = Counter(x for ls in labels for x in ls)
    named = [(o, ls) for o, ls in zip(objs, labels, strict=True) if any(map(names, ls))]
    own = [o for o, ls in named if any(seen[x] == 1 and names(x) for x in ls)]
    return own or [o for o, _ in named]


def priced(sources: tuple[str, ...], clause: str, *, fees: bool = False) -> list[float]:
    """Prices per unit (or, with ``fees``, fees of one item) of the records the clause names;
    only those named by a label of their own when some are ("백색 유리병 1톤이면": 백색's, not
    every 유리병's)."""
    per = KEYS["unit_price"]
    rx = KEYS["money"] if fees else per
    objs = [o for o in json_objects(sources)
            if any(rx.search(str(k)) and not (fees and per.search(str(k))) for k in o)]  # fmt: skip
    return [float(x) for o in _own_first(objs, clause.__contains__) for k, x in o.items()
            if rx.search(str(k)) and not (fees and per.search(str(k)))
            and isinstance(x, int | float) and not isinstance(x, bool)]  # fmt: skip


def named_values(
    sources: tuple[str, ...],
    clause: str,
    family: str,
) -> list[float]:
    """Values of the family under the keys of tool-output objects the clause names as the other
    side of a comparison ("제주보다 …" → 제주's temperatures); only those named by a label of
    their own when some are (:func:`_own_first`: "LDPE보다는" names LDPE's row, "PE 압축보다"
    alone no row of its own)."""
    rx = KEYS[family]
    objs = [o for o in json_objects(sources) if any(rx.search(str(k)) for k in o)]
    return [float(x) for o in _own_first(objs, lambda s: compared(s, clause)) for k, x in o.items()
            if rx.search(str(k)) and isinstance(x, int | float) and not isinstance(x, bool)]  # fmt: skip


_THAN_AFTER: Final = re.compile(r"\s?(?:보다|에\s?비해|대비|와\s?비교|과\s?비교)")
_THAN_BEFORE: Final = re.compile(r"(?:than|compared (?:to|with)|vs\.?|versus)\s$", re.I)


def compared(label: str, clause: str) -> bool:
    """Whether the clause names ``label`` as the other side of a comparison ("제주보다",
    "than Jeju")."""
    at = clause.find(label)
    while at != -1:
        if _THAN_AFTER.match(clause, at + len(label)) or _THAN_BEFORE.search(
            clause, max(0, at - 16), at
        ):
            return True
        at = clause.find(label, at + 1)
    return False


def groups(sources: tuple[str, ...], family: str, *, per_unit: bool = True) -> list[list[float]]:
    """Every key of the family across the objects of one tool-output list, as one group
    (distances in metres); without prices per unit when ``per_unit`` is False (a total of
    prices per kg means nothing: "백색 45원, 갈색 40원, 녹색 25원(모두 kg당)")."""
    rx = KEYS[family]
    return [
        [x * 1000 for x in vals] if family == "distance" and "km" in key.lower() else vals
        for key, vals in _lists(sources)
        if rx.search(key) and (per_unit or not KEYS["unit_price"].search(key))
    ]


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[tuple[str, list[float]], ...]:
    """Per list of objects in the tool outputs, each numeric key's values (read once per
    evidence: a stage's checks share it)."""
    lists: list[tuple[str, list[float]]] = []
    for node in json_nodes(sources):
        if isinstance(node, list) and len(node) >= 2 and all(isinstance(x, dict) for x in node):
            for k in sorted({k for x in node for k in x}):
                vals = [x.get(k) for x in node]
                if all(isinstance(y, int | float) and not isinstance(y, bool) for y in vals):
                    lists.append((k, [float(y) for y in vals if y is not None]))
    return tuple(lists)
