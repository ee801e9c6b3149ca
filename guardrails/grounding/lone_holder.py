"""An answer about one holder only: the hours, days and phone of its later sentences are its own.

The class: **an answer that names one holder of a list of places and no other (``가장 가까운 곳은
장흥군그린환경센터 …``) and then gives its details in sentences or list lines of their own that name
nothing (``2. 운영 시간은 평일 08:00~17:00입니다.``, ``3. 전화번호는 …``) says them of that holder:
hours, days or a phone there that only another holder's record of the list gives are
misattributed.** :mod:`.own_records` reads the values of a mention up to its clause's end; this
reading carries the lone holder on to the sentences after it.

Distances are left out (``두 곳이 더 있는데 1.2km, 1.9km``: other places, unnamed, are given by their
distance more than by their hours). Unsure, never flagged: a second holder named, or a form several
share; a sentence that names any unit of the outputs or has a word that may name a place (a
capitalised word past its first: ``Next is Yongin Recycling Center``; a Hangul word with a place's
suffix: ``강진군 쪽은``); a sentence with a doubt word (:data:`.own_records._DOUBT`'s: ``다른``, ``other``, ``확인해``);
a district's how-to (a holder with ways of applying).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.units import named_in

# a sentence or a list line (a stop inside a figure does not end it: "3.5km"; nor the stop of
# "tel.", whose phone is its clause's holder's: round 17; nor of "a.m."/"p.m." unless a capital or
# Hangul opens what follows: round 32)
_PIECE = re.compile(
    r"(?:[^.!?\n]|[.!?](?=[^\s.!?])|(?<=[Tt]el)\.|(?<=[ap]\.m)\.(?!\s+[A-Z가-힣]))+"
)
_KINDS = frozenset({"time", "weekday", "phone"})
# a word that may name a place the holder list does not spell as the answer does: a capitalised
# Latin word past the first ("Next is Yongin Recycling Center") but a day's name ("open Mon
# 09:00–12:00": round 32), a Hangul word ending in a place's suffix ("강진군 쪽은", "두류3동은")
# but a verb's conditional ending ("문의는 … 하시면 됩니다", "버리려면": round 33)
_NAMEY = re.compile(
    r"(?<=[\s(])(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)[A-Z][a-z]"
    r"|(?!(?<=[가-힣])[시으하려다라되보]면)[가-힣0-9](?:센터|동|구|군|시|읍|면|점|마트|아파트|장|소|관)(?![가-힣])"
)


def later_claims(
    answer: str,
    sources: tuple[str, ...],
    at: int,
    misgiven: Callable[[str, int], list[Claim]],
    doubt: re.Pattern[str],
) -> list[Claim]:
    """The hours, days and phones ``misgiven`` (a scope and its offset: the lone holder's reading)
    flags in the sentences of ``answer`` from ``at`` on that name nothing and doubt nothing."""
    out: list[Claim] = []
    for m in _PIECE.finditer(answer, at):
        piece = m.group(0).strip()
        if doubt.search(piece) or _NAMEY.search(piece) or named_in(answer, m.span(), sources):
            continue  # ("Next is Yongin Recycling Center …": another place, in no holder's form)
        out += [c for c in misgiven(m.group(0), m.start()) if c.kind in _KINDS]
    return out


def lone(said: Sequence[tuple[int, int, int]]) -> int:
    """The one holder every mention names, or -1."""
    whos = {w for _, _, w in said}
    return next(iter(whos)) if len(whos) == 1 else -1
