"""Record tokens closed over the record tree, once every tool output is walked
(:mod:`.records`): a record's tokens are its own label words plus those of its ancestors and
descendants, and a fact's tokens add the words of its own key (``avg_max_c`` → avg, max).

A record's dates and times name it too (``d:2024-3``, ``t:9:0``); a size glossed by a name
(``1인용(싱글)``) carries both names; a word read as another name keeps its own where the tool
outputs tell the two apart (:func:`_unalias`); and a value of a record whose child holds its own
value under the same key is not that child's (:func:`_held_by`: contractor ↔ department phone).
A search's query words, its own labels, are also the labels of each place it found (round 59:
``"query": "재활용센터"`` names the centre it found 15.5 km away, not only its 1 km radius).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from guardrails.grounding.keys import key_info

if TYPE_CHECKING:
    from guardrails.grounding.records import RecordBuilder

_HELD: Final = frozenset({"phone", "url", "money", "distance", "temperature", "wind"})


def value_tokens(kind: str, value: tuple[int, ...]) -> set[str]:
    """Tokens of a date or time, so that a date in an answer can name the record it dates."""
    if kind == "time":
        return {f"t:{value[0]}:{value[1]}"}
    return {"d:" + "-".join(map(str, value[:n])) for n in range(2, len(value) + 1)}


def _held_by(rb: RecordBuilder, n: int) -> dict[tuple[int, str], set[int]]:
    """(record, kind:key leaf) → the children whose subtree holds a value under that key too,
    for the values of ``_HELD`` kinds of records that have children."""
    parents = {p for p in rb.parents if p >= 0}
    tags: dict[int, set[str]] = {}
    for f in rb.facts:
        if f.record in parents and f.kind in _HELD:
            tags.setdefault(f.record, set()).add(f.kind + ":" + key_info(f.key).leaf)
    kinds = {t.split(":", 1)[0] for ts in tags.values() for t in ts}
    held_by: dict[tuple[int, str], set[int]] = {}
    for f in rb.facts if kinds else ():
        if f.kind in kinds and 0 <= f.record < n:
            tag, c = f.kind + ":" + key_info(f.key).leaf, f.record
            while (p := rb.parents[c]) >= 0:
                if tag in tags.get(p, ()):
                    held_by.setdefault((p, tag), set()).add(c)
                c = p
    return held_by


def _unalias(rb: RecordBuilder) -> None:
    """A word read as another name (카시트 as 유모차) also keeps its own name when another
    record is labelled by that name itself: the tool outputs tell the two apart (two fee
    rows), so the word names its own row only (the other name still names both)."""
    named = {t for _r, t in rb.plain}
    # a word unaliased stays a name of every record whose label holds it, also of the record
    # labelled by that name itself ("PE" of both "PE(압축)" and "PE(플레이크)")
    own = {(w, t) for r, w, t in rb.aliased if t in named and (r, t) not in rb.plain}
    for rec, word, token in rb.aliased:
        if (word, token) in own:
            for bucket in (rb.own[rec], rb.local[rec]):
                if token in bucket:
                    bucket.add(word)
            rb.surfaces[word] = word
            rb.token_keys.setdefault(word, set()).update(rb.token_keys.get(token, ()))


# the lists of places a search returns
_FOUND: Final = frozenset({"places", "points", "sites", "results"})


def _found_places(rb: RecordBuilder) -> dict[int, set[str]]:
    """Each place of a search's list of places (``places``, ``points``) → the search's query
    words: ``"query": "재활용센터"`` names every place it found (a heading ``1. 재활용센터:`` over
    the place's distance is the place's), where the query's other records (its radius, its note)
    keep them too. A query word a found place's own name holds is left to the names."""
    found = {
        item: parent
        for item, (parent, key) in rb.items.items()
        if parent in rb.queried and key.rsplit(".", 1)[-1] in _FOUND
    }
    # a query word some found place has in its own name ("북구 재활용센터") tells that place
    # apart from the others the search found (a 고물상): not every place's then
    named = {(parent, w) for item, parent in found.items() for w in rb.own[item]}
    out: dict[int, set[str]] = {}
    for item, parent in found.items():
        if words := {w for w in rb.queried[parent] if (parent, w) not in named}:
            out[item] = words
    return out


def close_tokens(rb: RecordBuilder) -> None:
    """Close record tokens over ancestors and descendants; give each fact its tokens."""
    n = len(rb.parents)
    _unalias(rb)
    for a, b in rb.glosses:
        for own in rb.own:
            if a in own:
                own.add(b)
            elif b in own:
                own.add(a)
    for f in rb.facts:  # a record's dates and times are labels of it too
        if 0 <= f.record < n and f.kind in ("date", "time") and isinstance(f.value, tuple):
            rb.own[f.record] |= value_tokens(f.kind, f.value)
    down: list[set[str]] = [set(t) for t in rb.own]
    for r in range(n - 1, -1, -1):  # children come after their parents
        p = rb.parents[r]
        if p >= 0:
            down[p] |= down[r]
    anc: list[set[str]] = []
    closed: list[frozenset[str]] = []
    found = _found_places(rb) if rb.queried else {}
    for r in range(n):
        p = rb.parents[r]
        anc.append(rb.own[r] | anc[p] if p >= 0 else set(rb.own[r]))
        if r in found:  # a place a search found is of the kind it searched (round 59)
            anc[r] |= found[r]
        closed.append(frozenset(down[r] | anc[r] | rb.local[r]))
    held_by = _held_by(rb, n)
    cache: dict[tuple[int, str, str], frozenset[str]] = {}
    for f in rb.facts:
        r, rivals = f.record, None
        if held_by and f.kind in _HELD:
            rivals = held_by.get((r, f.kind + ":" + key_info(f.key).leaf))
        ck = (r, f.key, f.kind if rivals else "")
        if (tokens := cache.get(ck)) is None:
            base = closed[r] if 0 <= r < n else frozenset()
            if rivals:  # a child with its own value under this key is not this value's
                # subject (contractor ↔ department phone); dates, notes, a radius cover them
                base = frozenset(anc[r] | rb.local[r]).union(
                    *(d for c, d in enumerate(down) if rb.parents[c] == r and c not in rivals)
                )
            tokens = cache[ck] = base | key_info(f.key).words
        f.tokens = tokens
