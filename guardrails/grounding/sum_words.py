"""The words that say a figure adds others up — one home for the readings of totals.

Six readings ask whether a sentence says "added together" before a figure (a total stated after
its terms, one stated first over the list below it, a sum of rows the data does not tell apart, a
list's total, a derived total, a sum said before any amount). They share :data:`SUM_VERBS`, the
words that say nothing but a sum (합치면, 합계, 합산, 다 해서, in total, altogether, combined, add
up to, comes to; round 58: the idioms ``all up``, ``all told``, ``all-in`` — not ``look them all up``,
which is no sum); each adds, in its own module, the looser words its reading can afford (a bare
``총``, ``모두``, ``전부``) and says why there.
"""

from __future__ import annotations

from typing import Final

SUM_VERBS: Final = (
    r"합치면|합쳐서?|합하면|합해서?|합계|합산|더하면|다\s?해서|모두\s?합|모두\s?해서|통틀어"
    r"|\b(?:in\s+total|in\s+all|al+\s?together|combined|total|together"
    r"|add(?:s|ed)?\s+up(?:\s+to)?|comes?\s+to|all\s+told|all-in(?!-))\b"
    r"|(?<!\bthem\s)(?<!\bit\s)(?<!\bthose\s)(?<!\bthese\s)\ball\s+up\b"
)
"""Alternatives (no group around them) for ``re.compile(SUM_VERBS + "|…", re.I)``."""
