"""Measures whose unit a tool output writes in the key, not beside the value: ``"daily_limit_kg":
5`` gives 5 kg ("하루 5kg까지"), ``"max_weight_kg": 30`` gives 30 kg, ``"capacity_l": 120`` gives
120 L. A measure claim is supported when some object holds exactly its value under a key that
ends in its unit (``_kg``, ``Kg``); a value under another unit's key, or no such key, is not.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_objects, per_stage

# the unit a key ends in, as the claims canonically write it
_KEY_UNIT: Final = re.compile(r"(?:_|(?<=[a-z])(?=[A-Z]))(kg|Kg|KG|g|l|L|ml|mL|cm|mm|t)$")
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
