"""A field's own noun written before its value names the field, not whose value it is.

An answer that lists a holder's facts as labelled pairs (``- 영광군: 읍면사무소에 신고 후 배출 ·
장소 영광군 일원 · 문의 061-…``, ``- Yeonggwang-gun: report to the township office · place:
Yeonggwang-gun area``) writes before each value the noun of its field: where it is put out
(장소, 배출 장소, 위치, ``place``, ``location``). Such a noun is a cue when some record happens to
say it (another district's ``places``: ``처리업체와 상의한 장소``), and it then reads as a word of
that record, pointing the value away from the holder its line names. Round 54: it is an
attribute word (:mod:`.line_heads`): it cannot point away from the line's holder, whose own
record must still hold the value.

Not field nouns: a name (``자원관리센터``, a facility another holder's record names: still
flagged), an item, a qualifier.
"""

from __future__ import annotations

from typing import Final

__all__ = ["FIELD_NOUNS"]

# where a thing is put out or taken: the noun of a place field (a rules output's ``places``)
FIELD_NOUNS: Final = frozenset(
    {"장소", "배출장소", "배출 장소", "위치", "place", "places", "location", "locations"}
)
