"""Cues of a gloss in brackets: a name and its spelling in the other script name one row.

Read by :func:`.cues.find_cues` for an answer with a bracket: in ``오르겐피아노(organ piano)`` the
gloss's ``piano`` (피아노) is the name's part, not another row; in ``신발장(shoe cabinet)`` the
gloss's ``cabinet`` (장식장, the broader name the vocabulary reads 신발장 as) is the name's own
spelling, not the 장식장 row; and (round 35) in ``a small bookshelf (책꽂이) at 2,000 won`` the
Hangul word in the bracket names the row, not the English name before it. ``Branch 1 (원일로
214, Hakseong-dong)`` (a name and its address) and ``a bookcase (책장)`` (one token on both
sides) are left as they are.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue


def without_glosses(
    answer: str, cues: list[Cue], broader: frozenset[tuple[str, str]] = frozenset()
) -> list[Cue]:
    """Without the cues of a gloss in brackets right after a name that holds them: in
    "오르겐피아노(organ piano)" the gloss's "piano" (피아노) is the name's part, not another row;
    in "신발장(shoe cabinet)" the gloss's "cabinet" (장식장, the broader name the vocabulary
    reads 신발장 as) is the name's own spelling, not the 장식장 row.

    The other way round (round 35), an English name right before a bracket that opens with a
    Hangul label word of another token (``a small bookshelf (책꽂이) at 2,000 won``, ``the
    wardrobe (비키니옷장)``) is the bracket's gloss: the vocabulary reads ``bookshelf`` as 책장, but
    the answer has said which row it means, so the English cue is dropped and 책꽂이 names the
    value. Read only for a bracket holding that word alone, of a key the English word's token is
    also a value of (an item's name): ``Branch 1 (원일로 214, Hakseong-dong)`` is a name and its
    address. One token on both sides (``a bookcase (책장)``) is left as it is."""
    out: list[Cue] = []
    for q in cues:
        at = answer.rfind("(", 0, q.start)
        name = out[-1] if out else None
        if (
            name is not None
            and not q.qualifier
            and not name.qualifier
            and q.token != name.token
            and _OPENS_BRACKET.fullmatch(answer, name.end, q.start)
            and _CLOSES_BRACKET.match(answer, q.end)
            and not q.groups.isdisjoint(name.groups)
            and answer[name.start : name.end].isascii()
            and not answer[q.start : q.end].isascii()
        ):
            out[-1] = q  # "bookshelf (책꽂이)": the Hangul name the English one glosses
            continue
        if (
            at > 0
            and name is not None
            and not q.qualifier
            and answer[q.start : q.end].isascii()  # a Latin gloss of a Hangul name
            and not answer[name.start : name.end].isascii()
            and ")" not in answer[at : q.start]
            and answer[name.end : at].strip() == ""
            and q.token != name.token
            and (q.token in name.token or (name.token, q.token) in broader)
        ):
            continue
        out.append(q)
    return out


_OPENS_BRACKET = re.compile(r"\s?[(（]\s?")
_CLOSES_BRACKET = re.compile(r"\s?[)）]")
