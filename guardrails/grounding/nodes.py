"""The tool outputs of one stage (:class:`Sources`) and every JSON value of them, parsed once.

The checks that read tool outputs as JSON (records, objects holding a label, lists of places, the
sites a reward names, the values a working may use, the units a prose condition names) all read
the same trees; this is their one parse and one walk. What a check derives from the tool outputs
alone is kept with them (:func:`per_stage`): built on a stage's first check, shared by its other
checks, the sentences of its stream and every claim of an answer, and gone with the stage.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Final, TypeVar

_T = TypeVar("_T")


class Sources(tuple):  # type: ignore[type-arg]  # a tuple of tool outputs (texts, or parsed)
    """The tool outputs of one stage, with a memo of what is derived from them (equal to, and
    hashed as, the plain tuple)."""

    memo: dict[object, Any]

    def __new__(cls, texts: Iterable[object]) -> Sources:
        self = super().__new__(cls, texts)
        self.memo = {}
        return self


def per_stage(fn: Callable[[tuple[str, ...]], _T]) -> Callable[[tuple[str, ...]], _T]:
    """``fn(sources)`` kept in the memo of a :class:`Sources` (once per stage, whatever else is
    checked meanwhile); computed through an LRU of recent tool outputs, so that stages given the
    same outputs (and callers with a plain tuple) share it."""
    shared = functools.lru_cache(maxsize=64)(fn)

    @functools.wraps(fn)
    def cached(sources: tuple[str, ...]) -> _T:
        memo = getattr(sources, "memo", None)
        if memo is None:
            return shared(sources)
        try:
            return memo[fn]  # type: ignore[no-any-return]
        except KeyError:
            found = memo[fn] = shared(sources) if _hashable(sources) else fn(sources)
            return found

    return cached


def _hashable(sources: tuple[object, ...]) -> bool:
    """Whether the tool outputs can key the shared LRU (an already-parsed output cannot)."""
    try:
        hash(sources)
    except TypeError:
        return False
    return True


NOT_JSON: Final = object()  # a tool output that does not parse as JSON


@per_stage
def parsed(sources: tuple[str, ...]) -> tuple[Any, ...]:
    """Each tool output parsed as JSON (``NOT_JSON`` when it is not; an already-parsed object is
    itself)."""
    out: list[Any] = []
    for text in sources:
        if not isinstance(text, str):
            out.append(text)
            continue
        try:
            out.append(json.loads(text))
        except (ValueError, RecursionError):
            out.append(NOT_JSON)
    return tuple(out)


@per_stage
def json_nodes(sources: tuple[str, ...]) -> tuple[Any, ...]:
    """Every object, list and scalar of each tool output that parses as JSON, depth first (the
    last child first); a text that is not JSON gives none."""
    found: list[Any] = []
    for root in parsed(sources):
        if root is NOT_JSON:
            continue
        stack: list[Any] = [root]
        while stack:
            node = stack.pop()
            found.append(node)
            if isinstance(node, dict):
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
    return tuple(found)


@per_stage
def json_lists(sources: tuple[str, ...]) -> tuple[list[Any], ...]:
    """Every list of each tool output that parses as JSON (the lists of rows: fees, places, bins)."""
    return tuple(node for node in json_nodes(sources) if isinstance(node, list))


def row_texts(row: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """A row's own texts (its string and null fields, null as ""), not the wording of its figures
    (``fee_text``): two rows of one list with the same texts are told apart by numbers alone."""
    return tuple(
        (k, v or "")
        for k, v in row.items()
        if isinstance(v, str | None) and not k.endswith("_text")
    )


@per_stage
def json_objects(sources: tuple[str, ...]) -> tuple[dict[str, Any], ...]:
    """Every JSON object of the tool outputs, in :func:`json_nodes` order."""
    return tuple(node for node in json_nodes(sources) if isinstance(node, dict))


def entries(node: Any) -> Iterator[tuple[str, Any]]:
    """Every ``(key, value)`` under one tool output's tree (a list item's key is ``""``): what
    a reader of one output's own fields (its fees, distances, strings) walks."""
    stack: list[tuple[str, Any]] = [("", node)]
    while stack:
        key, cur = stack.pop()
        yield key, cur
        if isinstance(cur, dict):
            stack.extend(cur.items())
        elif isinstance(cur, list):
            stack.extend(("", item) for item in cur)


def strings_under(node: Any) -> list[str]:
    """Every string in ``node``'s subtree, in document order."""
    if isinstance(node, str):
        return [node]
    values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
    return [t for v in values for t in strings_under(v)]


def number(value: object) -> float | None:
    """A JSON number as a float; ``None`` for anything else (``true`` is no number)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


@per_stage
def lowered_text(sources: tuple[str, ...]) -> str:
    """The tool outputs as written, keys included, in lower case (for readers that ask whether
    any tool output names a word at all)."""
    return "\n".join(
        s if isinstance(s, str) else json.dumps(s, ensure_ascii=False) for s in sources
    ).lower()


def names_word(lower: str, word: str) -> bool:
    """Whether the outputs' lowered text (:func:`lowered_text`) names Korean ``word``: as written,
    or, for a word of three letters or more, without its last one (``실외기`` / ``실외``, a particle or
    ending the output does not share)."""
    return word in lower or len(word) >= 3 and word[:-1] in lower
