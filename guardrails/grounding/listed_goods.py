"""A list headed by the goods its places take: every place listed under it must take them.

The class: **a line that selects places by goods (``형광등이랑 건전지 둘 다 되는 데는 이렇게
있어요.``, ``폐건전지 받는 곳:``, ``Bins that take both lamps and batteries:``) heads the list lines
right after it; a listed place whose own goods record does not hold every good of the heading
(``가평중학교`` whose bin lists only 폐건전지) is given goods another place takes.** The place of a
line is read as :mod:`.taken` reads a place (its name or road address, one place only), and its goods
against its own record (:func:`.goods_records.unheld`, the vocabulary of :mod:`.kinds`).

Unsure, never flagged: a heading that negates, hedges or narrows (``안 되는``, ``건전지만 받는
곳``, ``not``, ``may``); a line that names no place or several; a place whose output has no goods
field; lines after a blank line or a line that is no list line (the list has ended).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.goods_records import holds_goods, place_mentions, records, unheld
from guardrails.grounding.kinds import goods_in
from guardrails.grounding.opening_gate import gated

_LIST_LINE: Final = re.compile(r"[ \t]*(?:[-•*·▶]|\d{1,2}[.)])\s+")
# a selection of places by what they take: the frame right after the goods
_SELECT_KO: Final = re.compile(
    r"(?:되는|받는|받아\s?주는|가능한|수거하는|취급하는|버릴\s?수\s?있는|넣을\s?수\s?있는"
    r"|(?:목록|품목)에\s?(?:있는|나오는|나와\s?있는|적힌|올라\s?있는))\s?"
    r"(?:곳|데|수거함|장소)"
)
_SELECT_EN: Final = re.compile(
    r"\b(?:that|which|where)\s+(?:both\s+)?(?:take|takes|accept|accepts|collect|collects|lists?)\b"
    r"|\b(?:taking|accepting|listing)\b|\b(?:for|with) both\b",
    re.I,
)
_NARROW = re.compile(
    r"안\s?되|않|못|없|만\s?(?:되|받|가능|수거|취급)|아니|\bnot\b|n't|\bno\b|\bonly\b|\bmay\b"
    r"|\bmight\b|수도|\bexcept\b|\bwithout\b",
    re.I,
)
_NARROW = gated(_NARROW)
# round 48: a numbered step that heads bullets of its own ("2. Drop-off points listing aluminium
# cans (알루미늄 캔):" / "- Olympic Sports Centre …" / "3. …"): its bullets are its list
_SUBHEAD: Final = re.compile(r"[ \t]*\d{1,2}[.)]\s[^\n]*:[ \t]*$")
_BULLET: Final = re.compile(
    r"[ \t]*[-•*·▶]\s"
)  # :mod:`.opening_gate`: the same matches, skipped to


def listed_goods_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """List lines under a goods-selecting heading whose place does not take those goods."""
    if "\n" not in answer or not holds_goods(sources):
        return []  # (the stage's goods before the answer's headings: most outputs list none)
    if not (_SELECT_KO.search(answer) or _SELECT_EN.search(answer)):
        return []
    recs = records(sources)
    lines: list[tuple[int, int]] = []
    start = 0
    for part in answer.split("\n"):
        lines.append((start, start + len(part)))
        start += len(part) + 1
    out: list[Claim] = []
    mentions = None
    for k, (lo, hi) in enumerate(lines):
        head = answer[lo:hi]
        if not (_SELECT_KO.search(head) or _SELECT_EN.search(head)):
            continue
        own = _LIST_LINE.match(head)
        if own is not None and not _SUBHEAD.match(head):
            continue  # a list line is a heading only as a numbered step ending in a colon
        goods = list(goods_in(head))
        if not goods or _NARROW.search(head):
            continue
        mentions = mentions if mentions is not None else place_mentions(answer, recs)
        for s, e in lines[k + 1 :]:
            item = _LIST_LINE.match(answer, s)
            if item is None or item.end() > e:
                break  # the list has ended
            if own is not None and not _BULLET.match(answer, s):
                break  # the numbered heading's next step: its bullets have ended
            named = {m[2] for m in mentions if s <= m[0] and m[1] <= e}
            if len(named) != 1 or len(only := next(iter(named))) != 1:
                continue
            i = next(iter(only))
            if recs[i].goods is None:
                continue
            missing = unheld(recs, i, goods)
            if missing:
                why = "; ".join(w for _g, w in missing) + " (the heading's goods)"
                text = answer[item.end() : e].rstrip()
                out.append(
                    Claim(text, "condition", missing[0][0], item.end(), item.end() + len(text), why)
                )
    return out
