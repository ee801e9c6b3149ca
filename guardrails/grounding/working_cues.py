"""The words of a working (:mod:`.derived`): where each class of them starts in an answer.

Four classes, each one alternation found once per answer (:func:`cue_starts`):

* a **difference**: any comparative or change word (더, 차이, 비싸, 낮아, 올랐, 내렸, 멀어, pricier,
  colder, more, apart, fell …), not one under a superlative (``45원으로 제일 비싸고`` ranks; round
  30) nor an English comparative that states a level (:func:`.level_comparatives.states_level`);
  round 58: a noun of difference in Latin letters also before a Korean particle (``diff는``,
  ``gap은``, delta, spread, margin) and a lead by a margin (``PET wins by``, ``beats PE by``);
* a **total**: the words of a sum (:data:`.sum_words.SUM_VERBS`, 총, 합치면, 모두, 해서 after an
  amount, both, ``=``, ``+`` before a term);
* a **mean**: 평균, average, mean;
* a **product**: a supposition or a rate (이면, 면, for, comes to, ``100kg에``).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from typing import Final

from guardrails.grounding.level_comparatives import states_level
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.sum_words import SUM_VERBS

__all__ = ["cue_starts", "within"]

_DIFF = re.compile(
    r"(?<![가-힣])(?:더|덜)(?![가-힣])|차이|차액|비싸|비싼|싸[고요다게서]|저렴|높|낮|많|적[고어은게다]|멀|가까|따뜻|춥|추워|쌀쌀"
    r"|올랐|오른|오르|올라|내렸|내린|내려|떨어|상승|하락|증가|감소|늘었|줄었|일교차"
    r"|\b(?:more|less|higher|lower|cheaper|pricier|dearer|costlier|warmer|colder|cooler|hotter"
    r"|farther|further|closer|nearer|apart|rose|fell|dropped|climbed|up|down"
    r"|increase[ds]?|decrease[ds]?|extra|premium|saves?|savings?|than)\b"
    # a noun of difference, also with a Korean particle right after it ("diff는", "gap이")
    r"|(?<![A-Za-z])(?:difference|diff|delta|spread|margin|gap)(?![A-Za-z])"
    # a lead by a margin ("PET wins by 4,500 won", "PP beats PE by 30 won/kg"; round 58)
    r"|\b(?:wins?|beats?|leads?|edges?|tops?|outstrips?|outprices?|outsells?)\b"
    r"(?=[^.!?\n\d]{0,24}\bby\b)",
    re.I,
)
_DIFF = gated(_DIFF)  # :mod:`.opening_gate`: the same matches, skipped to
_TOTAL = re.compile(
    SUM_VERBS + r"|총|합쳐|합치|합하|모두|전부|(?<=원)\s해서|함께|같이\s?(?=[가-힣]+면)|한꺼번에"
    r"|\b(?:sum|plus|both)\b"
    r"|=|\+\s?(?=[\d₩]|[가-힣a-zA-Z ]{1,12}\s\d)",  # "6,000 + 4 × 2,000", "+ 화장대 5천원", not "6+ seats"
    re.I,
)
_TOTAL = gated(_TOTAL)  # :mod:`.opening_gate`: the same matches, skipped to
_MEAN: Final = re.compile(r"평균|\b(?:average|mean)\b", re.I)
_PRODUCT: Final = re.compile(
    r"(?:이)?면|치면|라서|니까|\b(?:for|at|comes? to|would be|gets?)\b"
    r"|(?:kg|㎏|톤|개|대|병)에\s",  # "100kg에 6,000원"
    re.I,
)

# a comparison word under a superlative ranks, it works out no gap ("45원으로 제일 비싸고": the
# most of the rows, not 80 − 35; round 30)
_RANKED: Final = re.compile(r"(?:제일|가장)\s?$")


@functools.lru_cache(maxsize=64)
def cue_starts(answer: str) -> tuple[tuple[int, ...], ...]:
    """Where each class of working word starts in the answer (difference, total, mean,
    product), found once per answer."""
    diff = tuple(
        m.start()
        for m in _DIFF.finditer(answer)
        if _RANKED.search(answer, max(0, m.start() - 3), m.start()) is None
        and not states_level(answer, m)  # "higher, around 900 won/kg": a level, no gap
    )
    return (
        diff,
        *(tuple(m.start() for m in rx.finditer(answer)) for rx in (_TOTAL, _MEAN, _PRODUCT)),
    )


def within(starts: tuple[int, ...], lo: int, hi: int) -> bool:
    """Whether one of the sorted ``starts`` lies in ``[lo, hi)``."""
    i = bisect_left(starts, lo)
    return i < len(starts) and starts[i] < hi
