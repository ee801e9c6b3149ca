"""An address written right before the name of the place it is the address of.

A list of bins or centres may give each one address first: ``제일 가까운 건 서호남로 11 대륜동
해양경찰서 수거함으로 약 170m, 그다음이 법환동 734-1 대륜동 한국전력공사 쪽으로 약 220m야``.
Binding reads the nearest name before an address, here the previous place's, and flagged the
second address as the first place's.

An address (a text claim) is supported here when the words right after it (past spaces or an
opening bracket) begin with the name of the very record whose address holds it. An address
followed by another record's name stays bound as before.
"""

from __future__ import annotations

from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.spacing import unspaced

_KINDS: Final = frozenset({"text", "place"})


@per_stage
def _named(sources: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(address, name) of every record that has both, spaces aside."""
    out: list[tuple[str, str]] = []
    for node in json_nodes(sources):
        if isinstance(node, dict):
            address: Any = node.get("address")
            name: Any = node.get("name")
            if isinstance(address, str) and isinstance(name, str) and len(name) > 1:
                out.append((unspaced(address), unspaced(name)))
    return tuple(out)


def named_after(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether address ``c`` is followed right away by the name of the record it is the address of."""
    if c.kind not in _KINDS:
        return False
    said = unspaced(c.text)
    if len(said) < 4:
        return False
    after = unspaced(answer[c.end : c.end + 40]).lstrip("(（")
    return any(said in address and after.startswith(name) for address, name in _named(sources))
