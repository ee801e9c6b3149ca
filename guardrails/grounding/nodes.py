"""Every JSON value of the tool outputs, walked once per evidence.

The checks that read tool outputs as JSON (objects holding a label, lists of places, the sites a
reward names, the values a working may use) all walk the same tree; this is its one walk, cached
per evidence (a stage's checks, the sentences of a stream and every claim of an answer share it).
"""

from __future__ import annotations

import functools
import json
from typing import Any


@functools.lru_cache(maxsize=64)
def json_nodes(sources: tuple[str, ...]) -> tuple[Any, ...]:
    """Every object, list and scalar of each tool output that parses as JSON, depth first (the
    last child first); a text that is not JSON gives none."""
    found: list[Any] = []
    for text in sources:
        try:
            stack: list[Any] = [json.loads(text)]
        except ValueError:
            continue
        while stack:
            node = stack.pop()
            found.append(node)
            if isinstance(node, dict):
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
    return tuple(found)


@functools.lru_cache(maxsize=64)
def json_objects(sources: tuple[str, ...]) -> tuple[dict[str, Any], ...]:
    """Every JSON object of the tool outputs, in :func:`json_nodes` order."""
    return tuple(node for node in json_nodes(sources) if isinstance(node, dict))
