"""An English comparative whose figure follows it after a comma, a colon or ``at``: the figure is
the subject's own level, not the gap the comparative works out.

``Stainless steel is higher, around 900 won/kg`` says stainless steel's price is 900 won/kg;
``is pricier at 900 won/kg`` and ``costs more: about 900 won`` too. A gap is written with its
figure before the comparative (``900 won/kg higher``), after ``by`` (``higher by 920 won``) or
after a word of difference (``the gap is 920 won``), and stays a difference for
:func:`.derived.derived`. So a comparative read here is no word of a difference: a figure no
record gives is not passed as |a − b| of two other rows' prices only because the sentence also
says "higher" (``1,200 − 280`` is "around 900").

Accepts (as a level): ``higher, around 900 won/kg``, ``cheaper at 150원``, ``more expensive:
about 5,000 won``. Rejects (still a gap): ``920 won/kg higher``, ``higher by 920 won``,
``higher than steel, by 920 won``. Korean word order (``900원 더 비싸요``) is left to the
difference reading.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["COMPARATIVES", "LEVEL_AFTER", "states_level"]

# what follows an English comparative whose figure is the level: a comma, colon or dash, or
# "at", then maybe a hedge, then the figure ("higher, around 900", "pricier at ₩900")
LEVEL_AFTER: Final = re.compile(
    r"(?:\s(?:expensive|costly|valuable))?"
    r"(?:\s?[,:;—–]\s?|\s-\s|\sat\s)"
    r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|some)\s)?"
    r"(?:₩\s?|KRW\s?)?\d",
    re.I,
)


# the English comparatives (a word of difference, "difference: 305 won/kg", "a gap of", "up",
# is followed by the gap itself and is not one)
COMPARATIVES: Final = frozenset(
    "higher lower cheaper pricier dearer costlier warmer colder cooler hotter farther further"
    " closer nearer more less".split()
)


def states_level(answer: str, match: re.Match[str]) -> bool:
    """Whether ``match`` (a word of :data:`.working_cues._DIFF`) is an English comparative
    followed by the figure it gives as a level (module docstring); a Korean word or a noun of
    difference never is."""
    return (
        match.group(0).lower() in COMPARATIVES
        and LEVEL_AFTER.match(answer, match.end()) is not None
    )
