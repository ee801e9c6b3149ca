"""An answer about one holder only: the hours, days and phone of its later sentences are its own.

The class: **an answer that names one holder of a list of places and no other (``가장 가까운 곳은
장흥군그린환경센터 …``) and then gives its details in sentences or list lines of their own that name
nothing (``2. 운영 시간은 평일 08:00~17:00입니다.``, ``3. 전화번호는 …``) says them of that holder:
hours, days or a phone there that only another holder's record of the list gives are
misattributed.** :mod:`.own_records` reads the values of a mention up to its clause's end; this
reading carries the lone holder on to the sentences after it.

Distances are read only in a sentence that speaks of no other places (``두 곳이 더 있는데 1.2km,
1.9km``: other places, unnamed, are given by their distance more than by their hours; round 49: ``2.
약 4.4km로 가장 가까운 편이고`` under ``1. 가구 받는 곳은 중구재활용센터``, where 4.4km is another centre's,
is misattributed). Unsure, never flagged: a second holder named, or a form several
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
_WITH_DISTANCE = _KINDS | {"distance"}
# a word that may name a place the holder list does not spell as the answer does: a capitalised
# Latin word past the first ("Next is Yongin Recycling Center") but a day's name ("open Mon
# 09:00–12:00": round 32), a Hangul word ending in a place's suffix ("강진군 쪽은", "두류3동은")
# but a verb's conditional ending ("문의는 … 하시면 됩니다", "버리려면": round 33)
_NAMEY = re.compile(
    r"(?<=[\s(])(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b)[A-Z][a-z]"
    r"|(?!(?<=[가-힣])[시으하려다라되보]면)(?!가장)[가-힣0-9](?:센터|동|구|군|시|읍|면|점|마트|아파트|장|소|관)(?![가-힣])"
)  # (round 49: not the adverb "가장", "most": "약 4.4km로 가장 가까운 편이고")
# round 49: a distance in such a sentence is the holder's too, unless the sentence speaks of other
# places ("두 곳이 더 있는데 1.2km, 1.9km", "the next one is 2 km", "another site 900 m away")
_OTHER_PLACES = re.compile(
    r"곳|군데|데가|(?<![가-힣])더\s|다음|\b(?:places?|sites?|ones?|next|also|more|another|others?)\b"
    # a facility word with its particle ("보건소는 2.6km로 멀어요": a place the list names otherwise)
    r"|[가-힣](?:센터|소|관|청|점|마트|함|통|서)(?:은|는|이|가|도|까지|에서|의|으로|로)(?![가-힣])",
    re.I,
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
        kinds = _KINDS if _OTHER_PLACES.search(piece) else _WITH_DISTANCE
        out += [c for c in misgiven(m.group(0), m.start()) if c.kind in kinds]
    return out


def lone(said: Sequence[tuple[int, int, int]]) -> int:
    """The one holder every mention names, or -1."""
    whos = {w for _, _, w in said}
    return next(iter(whos)) if len(whos) == 1 else -1
