"""A weather word the answer says the data does not hold states no weather.

Round 51 (r51e): ``The data does not include wind, snow days or a forecast``, ``눈이 얼마나 오는지는 이
데이터에 따로 나와 있지 않아요``, ``snow isn't covered by these normals``, ``the normals don't give
rain days``: the word names a measure the tool outputs lack, a statement about the data, not what the
weather is. Read off the sentence around the word: a data word (``data``, ``normals``, ``records``,
``자료``, ``데이터``, ``평년값`` …) as the subject of a verb of holding that is negated, before the word
in English, after it in its clause in Korean and English (``snow isn't in the data``).

The mirror stays a sky: ``it will snow, the data says``, ``자료상 눈이 와요`` (no negated holding), and
a negation that is the weather's own (``눈이 안 와요``) is :mod:`.weather`'s to read.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["not_in_data"]

_DATA_EN = (
    r"(?:data(?:set)?|normals?|records?|figures?|numbers?|statistics|stats|information|info"
    r"|outputs?|results?|table|averages?|tool|lookup|source)"
)
_HOLD_EN = r"(?:include|cover|give|show|list|contain|have|provide|report|mention|say|tell|offer)"
# English, before the word in its sentence: "The data does not include wind, snow days …", "these
# normals don't cover snow", "the records have no snow figures", "no rain or snow data is given"
_BEFORE_EN: Final = re.compile(
    rf"\b{_DATA_EN}\s(?:[\w-]+\s){{0,2}}?(?:(?:does|do|did)\s?n[o']t|doesn't|don't|didn't"
    rf"|(?:is|are)\s?n[o']t|isn't|aren't)\s(?:\w+\s)?{_HOLD_EN}s?(?:ed)?\b[^.!?\n;]{{0,60}}$"
    rf"|\b{_DATA_EN}\s(?:[\w-]+\s){{0,2}}?(?:has|have|holds?|includes?|gives?|lists?|shows?)"
    rf"\sno\b[^.!?\n;]{{0,40}}$",
    re.I,
)
# English, after the word: "snow isn't in the data", "snow days are not covered by the normals",
# "rain or snow is not included in this data"
_AFTER_EN: Final = re.compile(
    r"[^.!?\n;]{0,24}?\b(?:is|are|was|were)\s?(?:n[o']t|n't)\s(?:(?:in|part\sof)\s(?:the|this|these"
    r"|that|those)\s|(?:covered|included|listed|given|shown|provided|reported|recorded)\b)",
    re.I,
)
# Korean, after the word in its sentence: "눈이 얼마나 오는지는 이 데이터에 따로 나와 있지 않아요",
# "눈 일수는 평년값 자료에 없어요", "강설 정보는 데이터에 포함돼 있지 않습니다"
_AFTER_KO: Final = re.compile(
    r"[^.!?\n,;]{0,30}?(?:자료|데이터|정보|평년값|통계|조회\s?결과|결과)(?:에는|에선|에서는|에|엔|상|로는|으로는)"
    r"\s?(?:[가-힣]+\s){0,2}?(?:(?:나와|적혀|포함(?:되어|돼)|들어\s?있|담겨|실려)\s?(?:있지\s?)?않"
    r"|안\s?나와|나오지\s?않|없)"
)


def not_in_data(text: str, head: str, end: int) -> bool:
    """Whether the weather word ending at ``text[end]`` (``head``: its sentence before it) is what
    the answer says the data does not hold."""
    return bool(
        _BEFORE_EN.search(head[-120:]) or _AFTER_EN.match(text, end) or _AFTER_KO.match(text, end)
    )
