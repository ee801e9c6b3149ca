"""A record's text value that opens with its province is restated without it.

A rules output can write its department with the whole address of the office first:
``"department": "충청남도 천안시 청소행정과"``, ``"부산광역시 사상구 자원순환과"``. An answer restates
it as people say it, the 시·도 left out: ``문의 천안시 청소행정과``, ``사상구 자원순환과``. **The
restated text value's pattern takes the value's leading 시·도 word (``…도``, ``…특별시``,
``…광역시``, ``…특별자치시``, ``…특별자치도``) as optional** (round 53): the words after it must
still stand whole and end in an office word (``과``, ``팀``, ``센터``, …), so ``천안시 청소행정과`` is
천안시's department (a department written as ``부산광역시 사상구`` is no office's name: ``사상구``
alone is not read as it); a bare ``청소행정과`` is not
read as it (another district's ``청소행정과`` stays its own), and a value that opens with no
province word is matched as written.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["province_optional"]

# a 시·도 word (the values are compact: "충청남도천안시청소행정과") before an office's name (a value
# that is the province and its district only, "부산광역시 사상구", is a place: a bare "사상구" is
# no restated department)
_PROVINCE: Final = re.compile(
    r"^((?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충청[남북]|전라[남북]|경상[남북]|제주|전북|충[남북]"
    r"|전남|경[남북])(?:특별자치도|특별자치시|특별시|광역시|도))\s?(?=.+(?:과|팀|계|실|센터|사업소)$)"
)


def province_optional(value: str, spaced: str) -> str:
    """The pattern ``spaced`` (``value``'s letters, a space allowed between them) with the
    leading province word of ``value`` made optional (``spaced`` as is where there is none)."""
    m = _PROVINCE.match(value)
    if m is None:
        return spaced
    head = r"\s?".join(map(re.escape, m.group(1)))
    rest = r"\s?".join(map(re.escape, value[m.end() :]))
    return rf"(?:{head}\s?)?{rest}"
