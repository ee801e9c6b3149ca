"""A listed place named by a string its record also holds: the name is the record itself.

A clothing-bin or facility list may name a row by its address (``"name": "향촌2길3"``,
``"address": "경기도 과천시 향촌2길3"``). An answer that lists the row by that name (``향촌2길3
(약 510 m)``) restates the address as the row's own name: the text value is of the record it
names, not of the place named before it in the sentence. Read only where the answer writes the
value as a list entry, not inside a bracket (``초소 (향촌2길3)`` gives one place another's
address and stays bound to the name before it).

The answer may drop the name's leading district (``연희로 233`` for the row named ``서대문구 연희로
233``, after a first entry that spelled it out): the rest of the name, after a word ending in 구, 군
or 시, still names that row.

Round 34 (r34c): a row's name may end in a gloss its address lacks (``"name": "연원10길 28-1(연수동)"``,
``"address": "충청북도 충주시 연원10길 28-1"``): the name without the gloss names the row too, and the
answer's road address, read as a place (``가까운 의류수거함은 국원대로 158, 연원10길 28-1예요``), is each
row's own name, not a place said of the entry before it.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.spacing import unspaced

_NAME_KEYS: Final = ("name", "place_name", "title", "facility", "site_name")
_DISTRICT_ENDS: Final = ("구", "군", "시")
# a trailing gloss of a row's name (its 동: "연원10길 28-1(연수동)"), dropped when the rest is its address
_GLOSS = re.compile(r"[(（][^()（）]*[)）]$")


@per_stage
def _row_names(sources: tuple[str, ...]) -> frozenset[str]:
    """The names of the rows that hold their name again in another string (their address)."""
    out: set[str] = set()
    for obj in json_objects(sources):
        for key in _NAME_KEYS:
            name = obj.get(key)
            if not isinstance(name, str) or len(name) < 3:
                continue
            compact = unspaced(name)
            bare = _GLOSS.sub("", compact)  # "연원10길28-1(연수동)" → "연원10길28-1"
            others = [unspaced(v) for k, v in obj.items() if k != key and isinstance(v, str)]
            for form in {compact, bare}:
                if len(form) >= 3 and any(form in v for v in others):
                    out.add(form)
    return frozenset(out)


def names_itself(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether text claim ``c`` is a row's own name (see the module docstring), not bracketed."""
    if c.kind not in ("text", "place"):
        return False
    text = unspaced(c.text)
    names = _row_names(sources)
    if text not in names and not any(
        n.endswith(text) and n[: -len(text)].endswith(_DISTRICT_ENDS) for n in names
    ):
        return False
    opened = answer.rfind("(", 0, c.start)
    return opened == -1 or answer.rfind(")", opened, c.start) != -1
