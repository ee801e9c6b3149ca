"""Each fee row's own words and fee: what tells one row of an item from another.

:mod:`.alternatives` groups rows by name (an item and all its fees); a reading that asks which of
an item's rows a word picks (``대형 2개`` over ``항아리 (대형 (1㎥ 이상))``, ``식탁의자`` over the
``의자`` rows specced ``사무용(바퀴)`` and ``식탁의자``) needs each row's own name and spec words.
Read by :mod:`.row_choices`.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.nodes import json_lists, per_stage

__all__ = ["fee_rows"]

_WORD: Final = re.compile(r"\d*[가-힣]{2,}|[A-Za-z]{3,}")
_FEE_KEY: Final = re.compile(r"fee|price|amount|요금|수수료|금액", re.I)
_NAME_KEYS: Final = ("item_name", "name", "item", "품목", "품목명")


@per_stage
def fee_rows(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], float], ...]:
    """Each fee row's own words (name and spec) and fee."""
    out: list[tuple[frozenset[str], float]] = []
    for node in json_lists(sources):
        for row in node:
            if not isinstance(row, dict):
                continue
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            fee = next(
                (
                    float(v)
                    for k, v in row.items()
                    if _FEE_KEY.search(k)
                    and "per" not in k
                    and isinstance(v, int | float)
                    and not isinstance(v, bool)
                    and v > 0
                ),
                None,
            )
            if name is None or fee is None:
                continue
            spec = row.get("spec")
            text = f"{name} {spec}" if isinstance(spec, str) else name
            out.append((frozenset(_WORD.findall(text)), fee))
    return tuple(out)
