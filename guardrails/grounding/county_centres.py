"""The English names an answer gives a district's centre: its district's stem, then the centre.

A list of recycling centres over a county or city names each by the district that runs it
(``장흥군그린환경센터``, ``보성군 생활자원회수센터``, ``중구재활용센터``); an English answer writes the
district's stem in the Revised Romanization and translates or drops the rest (``Jangheung Green
Environment Centre``, ``Boseong Recycling Recovery Centre``, ``the Jangheung center``, ``Jung-gu
Recycling Center``). Either form names that centre: the stem (with or without its suffix:
``Jangheung-gun``), at most three capitalised words, then ``center``/``centre``. A stem two centres
of the outputs share names both (the caller's reading is then unsure).

Round 30 (r30b): before it only ``… Recycling Center`` after the stem was read, so the goods an
English answer gave ``Boseong Recycling Recovery Centre`` were bound to no place, and ``The
Jangheung center … takes cans`` to the centre named in the sentence before.

Round 32 (r32g): any site a district runs, named by the district first (``동구 재활용선별장``,
``수영구 자원순환 거점``), is named in English by the district with its suffix (``Dong-gu``, not
``Dong`` alone), at most three words, then a noun of a kind of place (``The Dong-gu recycling
sorting site``, ``the Suyeong-gu collection point``). Before it such a name was read as a place of
its own that no output knows (:mod:`.latin_subjects`), so the goods said of it bound to nothing and
were never checked. Where two places of the outputs begin with the same district the form names
both, and the caller's reading stays unsure.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.romanized import SUFFIX, latin_stem

# a district's recycling centre ("중구재활용센터", "창원시 재활용센터": the suffix may be left out,
# the facility words make a one-syllable stem a name)
_RECYCLING: Final = re.compile(r"([가-힣]{1,6}?)(시|군|구)?\s?(?:재활용|자원순환)\s?센터")
# any centre a district runs, named by the district first ("장흥군그린환경센터")
_DISTRICT_FIRST: Final = re.compile(r"([가-힣]{2,6}?)(시|군|구)\s?[가-힣]{2,12}센터$")


# any site named by its district first ("동구 재활용선별장"): the suffix written, two or more syllables
# after it
_DISTRICT_SITE: Final = re.compile(r"([가-힣]{1,6}?)(시|군|구)\s?[가-힣]{2}")
# the words between the district and the place noun: no verb, article or pointer
_NOT_NAME: Final = (
    r"(?!(?:is|are|was|has|have|had|the|a|an|and|or|but|its|it|which|that|also|only|takes?"
    r"|accepts?|buys?|collects?|handles?|open|opens|about|near|in|at|on|to|for)\b)"
)
_SITE_NOUN: Final = (
    r"(?:sites?|facilit(?:y|ies)|cent(?:er|re)s?|yards?|plants?|stations?|depots?|points?"
    r"|hubs?|shops?|stores?|markets?)\b"
)


@functools.lru_cache(maxsize=1024)
def latin_centre(name: str) -> re.Pattern[str] | None:
    """The English forms of a district's centre named ``name``, or None when it is none."""
    m = _RECYCLING.match(name)
    if m is not None:
        stem, suffix = re.escape(latin_stem(m.group(1))), SUFFIX.get(m.group(2) or "", "")
        return re.compile(
            rf"(?<![A-Za-z]){stem}(?:[- ]?{suffix})?\s+(?:resource\s+)?recycling\s+cent(?:er|re)",
            re.I,
        )
    m = _DISTRICT_FIRST.match(name)
    if m is None:
        m = _DISTRICT_SITE.match(name)
        if m is None:
            return None
        stem, suffix = re.escape(latin_stem(m.group(1))), SUFFIX[m.group(2)]
        return re.compile(  # "The Dong-gu recycling sorting site"
            rf"(?<![A-Za-z])(?i:{stem})[- ]?(?i:{suffix})(?:\s+{_NOT_NAME}[A-Za-z'-]+){{0,3}}?"
            rf"\s+(?i:{_SITE_NOUN})"
        )
    stem, suffix = re.escape(latin_stem(m.group(1))), SUFFIX[m.group(2)]
    return re.compile(  # (the words between capitalised: "Jangheung the closest center" is none)
        rf"(?<![A-Za-z])(?i:{stem})(?:[- ]?(?i:{suffix}))?(?:\s+[A-Z][A-Za-z'-]+){{0,3}}"
        r"\s+(?i:cent(?:er|re))\b"
    )
