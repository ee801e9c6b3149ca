"""A word of a district's how-to names a site only when it is a proper name, not a common noun.

The class: **a word of a district's ``places`` text (``배출장소 인근 차량진입이 가능한 장소``,
``지정장소 또는 통영시 환경자원화센터``) is a site of that district — a place an answer may give
only that district (:mod:`.own_records`) — only when it is a name: a word headed by a generic
place noun (장소, 곳, 앞, 옆, 인근, 근처, 주변, 지점: ``배출장소``, ``지정장소``, ``집앞``) or that
another district's places or how-to text also writes (round 32, r32h: ``의성군 생활폐기물 처리장``
beside ``생활폐기물은 관련업체를 통해 처리``; round 50, r50e: or another district's department
writes, ``시청(자원순환과)에 문의`` where the other's department is 자원순환과 too) is a common noun,
true of any district, and names no site.** A site named by its own words (``통영시 환경자원화센터``, ``산청농촌폐기물종합처리시설``)
stays one.
"""

from __future__ import annotations

import re
from typing import Final

_GENERIC_HEAD: Final = re.compile(r"(?:장소|곳|앞|옆|인근|근처|주변|지점|문전)$")


def proper_sites(sites: dict[str, set[str]], texts: dict[str, str]) -> dict[str, set[str]]:
    """``sites`` (district → its site words) without the common nouns; ``texts``: each
    district's places and how-to texts, spaces aside."""
    out: dict[str, set[str]] = {}
    for name, words in sites.items():
        others = [t for n, t in texts.items() if n != name]
        out[name] = {
            w for w in words if not _GENERIC_HEAD.search(w) and not any(w in t for t in others)
        }
    return out
