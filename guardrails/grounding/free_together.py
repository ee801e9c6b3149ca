"""A thing said free together with the free service's own class is said free too.

Round 48: :mod:`.free_service` passes a clause that names the note's class or one of its examples
(it restates the note). A clause that joins such an example to a priced thing the note does not
name, as one subject of the free word — ``세탁기랑 책장 둘 다 free로 가져가요``, ``냉장고와 소파 모두
무료로 수거해요``, ``the washer and the bookcase both go free``, ``fridge and sofa are picked up
free`` — says it of each, so the other thing extends the note as if said alone.

Joined: the two names with only a word of joining between them (``랑``/``이랑``/``와``/``과``/
``하고``/``및``/``·``/``,``/``and``/``&``), or gathered after them by ``둘 다``/``both``/``all``.
Not joined (never read): a contrast or exception between or after them (``책장과 달리``, ``unlike
the bookcase``, ``책장은 빼고``, ``except``, ``말고``, ``만``).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["joined_unnamed"]

# only a word of joining between two names ("세탁기랑 책장", "washer and bookcase", "냉장고·소파")
_JOIN: Final = re.compile(
    r"\s?(?:이랑|랑|와|과|하고|및|·|,|/|&|\band\b|\bor\b)\s?(?:the\s|a\s|an\s)?", re.I
)
# a contrast or exception in the clause: the things are told apart, not joined
_APART: Final = re.compile(
    r"달리|다르|빼고|제외|말고|외에는|만\s|\bunlike\b|\bexcept\b|\bbut\s?not\b|\bnot\b|\bonly\b"
    r"|\bexcluding\b|\bwithout\b",
    re.I,
)


def joined_unnamed(
    clause: str, mentions: list[tuple[str, tuple[int, int]]], in_note: list[bool]
) -> tuple[str, tuple[int, int]] | None:
    """The first thing of ``mentions`` (a priced thing and its span in ``clause``) the note does
    not name (``in_note``, one flag a mention) that is joined to one it names; None when none."""
    if len(mentions) < 2 or all(in_note) or not any(in_note) or _APART.search(clause):
        return None
    order = sorted(zip(mentions, in_note, strict=True), key=lambda x: x[0][1][0])
    for (a, a_in), (b, b_in) in zip(order, order[1:], strict=False):
        if a_in == b_in:
            continue
        if _JOIN.fullmatch(clause, a[1][1], b[1][0]) is None:
            continue
        word, span = b if a_in else a
        return word, span
    return None
