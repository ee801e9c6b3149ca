"""The words a statement of a dataset's coverage is read by: where its clause ends, a nationwide
scope, a negation or question, and a word that may name a place.

Read by :mod:`.coverage` (a coverage count or the districts with data given to another dataset),
:mod:`.national_coverage` (a nationwide count given to one place) and :mod:`.covered_districts`
(a covered district no output names). A clause ends at a comma, a bracket, a dash or a
concessive or joining ending (``…는데``, ``…한데``, ``…인데``, ``…지만``, ``…고``, ``while``, ``but``): in ``남구에 자료가
있는 것으로 나오지만``, the clause of ``있는`` ends at ``지만``. ``전국``, ``nationwide``, ``in total``
scope a count to the whole country; ``없``, ``않``, ``not``, ``n't``, ``?`` negate or doubt a
statement of data (``자료가 없습니다`` is no claim that a place has data).
"""

from __future__ import annotations

import re

__all__ = ["CLAUSE_END", "NATIONWIDE", "NEGATED", "PLACE_WORD"]

# round 56: the same concessive after 하다, 이다 or an adjective ("5곳 있긴 한데", "수거함인데", "많은데")
CLAUSE_END = re.compile(
    r"[,;(—–]|\s-\s|는데|(?<=[가-힣\s])[한인은던]데(?=\s)|지만|(?<=[가-힣])고[\s(]|\bwhile\b|\bbut\b"
)
NATIONWIDE = re.compile(r"전국|nationwide|national|across the country|in total|overall", re.I)
PLACE_WORD = re.compile(r"[가-힣]{2,}|[A-Z][a-z]+(?:[- ][A-Za-z][a-z]+)?")
NEGATED = re.compile(r"없|않|아니|못|\bno\b|\bnot\b|n't\b|\?", re.I)
