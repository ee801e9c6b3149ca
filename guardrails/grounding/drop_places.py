"""The office that issues a paper given as the place one takes the waste to: ``get a disposal
confirmation slip first, then drive it yourself to the dong community center`` where the how-to
writes ``동 행정복지센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 장소에 배출``.

The class: **a district's how-to names a kind of place only as where a paper step is done (the
community centre issues the slip, :func:`.step_places.paper_places`) and sends the waste elsewhere
(``지정된 장소``, its ``places``: ``환경자원사업소``); an answer that has one carry, drive or put
the waste out to a place of that kind (``drive it to the community center``, ``주민센터로 직접
가져가세요``) gives the drop-off to the office.** The mirror of :mod:`.step_places` (a paper step said
at the drop-off's kind). Places are told apart by their kind (:data:`.holdings.WAYS`).

Unsure, never flagged: a kind some tool output also names as a place to bring things to (a
``places`` or ``points`` row of its kind, a how-to's ``주민센터에 배출`` / ``…로 반입``); a clause
with a negation or hedge; a destination of no kind the ways know; a clause that names no moving of
the waste (``ask at the community center``, ``주민센터에 가서``) or carries a paper there (``take
the slip to the community center``); a romanised locality (``drive it to Jangam-myeon 북고로 201``:
the 면's name with its suffix, an address, not the office).
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.step_places import paper_places

_KINDS: Final = ("centre", "landfill", "online")

# a how-to that sends the waste to a place: "주민센터에 배출", "매립장으로 반입"
_TO_KO: Final = re.compile(
    r"([가-힣0-9]+(?:\s[가-힣0-9]+)?)\s?(?:으로|로|에)\s?(?:직접\s?)?"
    r"(?:배출(?!확인|신고|신청|필증|스티커|증|표)|반입(?!확인|신고|신청|증)|운반|가져|갖다|싣고|내놓"
    r"|버리|버려)"
)
# the answer moving the waste to a place: its verb, then "to (the) …" in its clause
_MOVE_EN: Final = re.compile(
    r"\b(?:drive|take|bring|carry|haul|drop(?:ping)? (?:it |them )?off|deliver|transport)\w*\b"
    r"[^.;,\n]{0,30}?\bto\b",
    re.I,
)
_CLAUSE_END = re.compile(
    r"[.;!?\n,]|\band\b|\bthen\b|\bbefore\b|\bafter\b|고\s|며\s|(?:후|뒤|다음)(?:에)?\s"
)
_CLAUSE_END = gated(_CLAUSE_END)  # :mod:`.opening_gate`: the same matches, skipped to
# a paper in the clause: what is carried there is the paper ("take the slip to the centre")
_PAPER: Final = re.compile(
    r"확인서|필증|증명서|신고서|신청서|스티커|\bslip|certificate|\bform\b|sticker|receipt", re.I
)
_DOUBT = re.compile(
    r"아니|않|없|대신|말고|\bnot\b|n't|\bno\b|instead|rather|may\b|might|수도|\bor\b", re.I
)
_DOUBT = gated(_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to


def _kind(text: str) -> str | None:
    m = WAYS.search(text)
    return m.lastgroup if m is not None and m.lastgroup in _KINDS else None


def _names(node: Any) -> list[str]:
    """The names of the rows of a list of places (strings, or objects with a ``name``)."""
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict) and isinstance(node.get("name"), str):
        return [node["name"]]
    return []


@per_stage
def drop_kinds(sources: tuple[str, ...]) -> frozenset[str]:
    """The kinds of place any tool output names as one to bring waste to: rows of its lists of
    places, and places a how-to sends the waste to."""
    out: set[str] = set()
    stack: list[Any] = list(parsed(sources))
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("places", "points") and isinstance(value, list):
                    out |= {k for row in value for n in _names(row) if (k := _kind(n))}
                stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    for root in parsed(sources):
        for text in strings_under(root):
            out |= {k for m in _TO_KO.finditer(text) if (k := _kind(m.group(1)))}
    return frozenset(out)


def _said_to(answer: str) -> list[tuple[int, int, str]]:
    """The places (span, kind) the answer moves the waste to."""
    out: list[tuple[int, int, str]] = []
    for m in _MOVE_EN.finditer(answer):
        stop = _CLAUSE_END.search(answer, m.end())
        end = stop.start() if stop else len(answer)
        w = WAYS.search(answer, m.end(), end)
        if w and w.lastgroup in _KINDS and answer[w.start() - 1] != "-":  # not "Jangam-myeon"
            out.append((m.start(), w.end(), w.lastgroup))
    for m in _TO_KO.finditer(answer):
        if (kind := _kind(m.group(1))) is not None:
            out.append((m.start(), m.end(), kind))
    return out


def drop_place_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Places an answer sends the waste to that the how-to names only for a paper step."""
    papers = paper_places(sources)  # (the how-to's paper places first: most stages have none)
    offices = {k for kinds in papers.values() for k in kinds}
    if not offices or not WAYS.search(answer):
        return []
    said = _said_to(answer)
    if not said:
        return []
    drops = drop_kinds(sources)
    out: list[Claim] = []
    for start, end, kind in said:
        if kind not in offices or kind in drops:
            continue
        begin = max((m.end() for m in _CLAUSE_END.finditer(answer, 0, start)), default=0)
        stop = _CLAUSE_END.search(answer, end)
        close = stop.start() if stop else len(answer)
        if _DOUBT.search(answer, begin, close) or _PAPER.search(answer, begin, close):
            continue
        why = f"the how-to names the {kind} only for a paper step, not as where the waste goes"
        out.append(Claim(answer[start:end], "channel", f"way:{kind}", start, end, why))
    return out
