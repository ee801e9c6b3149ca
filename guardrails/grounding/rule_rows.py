"""The rows a rule sentence's fee may be of (:mod:`.rule_terms`' ``row`` frame): the items whose
rows hold more than one fee, a size before the word a row is said of that picks one of them
(round 43), and the names, forms and specs of the rows (the kinds they price).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.nodes import json_objects, per_stage

__all__ = ["priced_kinds", "several_fees", "sized_row"]


@per_stage
def several_fees(sources: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """Each item name's fees, for the items whose rows hold more than one fee."""
    fees: dict[str, set[int]] = {}
    for obj in json_objects(sources):
        name, fee = obj.get("name") or obj.get("item_name"), obj.get("fee")
        if isinstance(name, str) and isinstance(fee, int) and not isinstance(fee, bool):
            fees.setdefault(name, set()).add(fee)
    return {k: frozenset(v) for k, v in fees.items() if len(v) > 1}


# a size right before the word a row is said of ("500ℓ 양문형이면", "32인치 벽걸이는")
_SIZE_BEFORE: Final = re.compile(
    r"(?<![\d.,])(\d+(?:\.\d+)?)\s?(?:ℓ|리터|l|kg|킬로|cm|센티|mm|인치|인용|인승|평|kw)\s?$", re.I
)
_NUMBERS: Final = re.compile(r"\d+(?:\.\d+)?")


def sized_row(before: str, fee: int, sources: tuple[str, ...]) -> bool:
    """Whether ``before`` ends in a size that a row of ``fee`` names in its spec or name: then
    that size picks the row, and the word after it is the user's own for their thing ("500ℓ
    양문형이면 15,000원" over the ``500ℓ 이상`` row of 15,000원); the same words before another
    row's fee (30,000원, ``1000ℓ 이상``) or with no size are not picked by it."""
    size = _SIZE_BEFORE.search(before)
    if size is None:
        return False
    n = size.group(1)
    return any(
        obj.get("fee") == fee
        and any(
            isinstance(v := obj.get(k), str) and n in _NUMBERS.findall(v)
            for k in ("spec", "item_name")
        )
        for obj in json_objects(sources)
    )


@per_stage
def priced_kinds(sources: tuple[str, ...]) -> str:
    """The names, forms and specs of the outputs' rows (lower case): the kinds they price."""
    keys = ("item_name", "name", "form", "spec", "category_name")
    return " ".join(
        str(v) for obj in json_objects(sources) for k in keys if (v := obj.get(k)) is not None
    ).lower()
