"""One test for a count of places: it is the number of places the answer's own words select.

A count of places (``4곳``, ``세 곳``, ``한 곳``, ``three sites``) is supported when it equals the
number of **distinct** places (one name at one address: two rows of one site are one place) of
one tool-output list of places that its own words select, and only these selections:

* **a stated distance and a stated kind together** — the places within the distance its
  sentence states (``반경 5km 안에``) that hold, in their name, a word its clause names right
  before the count or in it (``re100 거점이 4곳``, ``3 re100 sites``: the four of five sites
  whose name holds ``re100``);
  a distance alone counts every distinct place within it (``2km 안에 … 한 곳`` over two rows of
  one centre);
* **the rows it has just listed** — a count opening the sentence right after a bulleted or
  numbered list (``세 곳이 거의 붙어 있어``, ``All three are …``): exactly that many rows, each
  naming a distinct place of the list;
* **the leading places of a list** (round 37) — a count right after a word of the list's head
  (``앞의 세 곳은 100m 남짓``, ``처음 두 곳``, ``the first three places``, ``the top two sites``):
  the first ``N`` of a list holding at least ``N`` distinct places (``앞의 다섯 곳`` over four is
  not; ``약국 세 곳이 나왔어요`` over four, a count of the whole list, is still flagged).

A selection it cannot read decides nothing here (the other readings then decide), so a count
one off the places it selects is still flagged by them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.tallies import PLACE_NOUN

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

_ROW: Final = re.compile(r"\s*(?:[-•*·▶]\s|\d{1,2}[.)]\s)")
# what may open a sentence before a count of the rows just listed ("이 세 곳은", "All three")
_OPENER: Final = re.compile(r"\s*(?:이|위|위의|이들|모두|these|those|the|all|all of)?\s?$", re.I)
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z\d]{1,}|[가-힣A-Za-z\d]{2,}")
_PARTICLE: Final = re.compile(r"(?:은|는|이|가|도|만|을|를)$")
_PLACE_FIELD: Final = frozenset({"address", "distance_m", "latitude", "주소", "도로명주소"})

_Place = tuple[str, str, float | None]  # name, address, distance in metres


def counts_selected(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether place count ``c`` is the number of distinct places its words select (module
    docstring); False when it selects none this test reads."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return False
    if not PLACE_NOUN.search(c.text):
        return False
    lists = _place_lists(ev.sources)
    if not lists:
        return False
    return (
        _within_kind(c, n, answer, lists)
        or _rows_before(c, n, answer, lists)
        or _leading(c, n, answer, lists)
    )


# a word of a list's head right before a count ("앞의 세 곳", "처음 두 곳", "the first three")
_HEAD: Final = re.compile(r"(?:앞의|앞쪽|맨\s?앞|처음|상위|\bfirst|\btop)\s?$", re.I)


def _leading(c: Claim, n: int, answer: str, lists: tuple[tuple[_Place, ...], ...]) -> bool:
    """Whether ``c`` counts the first ``n`` places of a list holding at least ``n`` distinct
    places (``앞의 세 곳은``)."""
    if _HEAD.search(answer, max(0, c.start - 8), c.start) is None:
        return False
    return any(len({(name, addr) for name, addr, _ in places}) >= n for places in lists)


def _within_kind(c: Claim, n: int, answer: str, lists: tuple[tuple[_Place, ...], ...]) -> bool:
    from guardrails.grounding.enumerated import _within  # the distance its sentence states

    within = _within(answer, c)
    if within is None:
        return False
    start, _ = sentence_around(answer, c.start)
    words = {_PARTICLE.sub("", w.group(0)).lower() for w in _WORD.finditer(answer, start, c.end)}
    words = {w for w in words if len(w) >= 2}
    for places in lists:
        near = {(name, addr) for name, addr, d in places if d is not None and d <= within}
        if not near or any(d is None for _, _, d in places):
            continue
        if len(near) == n:
            return True
        for w in words:
            held = {p for p in near if w in p[0].lower()}
            if held and len(held) == n and len(held) < len(near):
                return True
    return False


def _rows_before(c: Claim, n: int, answer: str, lists: tuple[tuple[_Place, ...], ...]) -> bool:
    line_start = answer.rfind("\n", 0, c.start) + 1
    if n < 2 or not _OPENER.fullmatch(answer, line_start, c.start):
        return False
    rows: list[str] = []
    for line in reversed(answer[: max(0, line_start - 1)].split("\n")):
        if not _ROW.match(line):
            break
        rows.append(line)
    if len(rows) != n:
        return False
    for places in lists:
        names = sorted({name for name, _, _ in places if len(name) >= 2}, key=len, reverse=True)
        hits = [[x for x in names if x in r] for r in rows]
        if all(len(h) >= 1 for h in hits) and len({h[0] for h in hits}) == n:
            return True
    return False


@per_stage
def _place_lists(sources: tuple[str, ...]) -> tuple[tuple[_Place, ...], ...]:
    """Each list of places in the tool outputs (objects with a name and an address, a distance or
    coordinates): per place, its name, address and distance in metres."""
    out: list[tuple[_Place, ...]] = []
    for node in json_nodes(sources):
        if not isinstance(node, list) or not node or not all(isinstance(x, dict) for x in node):
            continue
        if not all(isinstance(x.get("name"), str) and x.keys() & _PLACE_FIELD for x in node):
            continue
        out.append(tuple((x["name"].strip(), str(x.get("address", "")), _metres(x)) for x in node))
    return tuple(out)


def _metres(obj: dict[str, Any]) -> float | None:
    v = obj.get("distance_m")
    if isinstance(v, int | float) and not isinstance(v, bool):
        return float(v)
    return None
