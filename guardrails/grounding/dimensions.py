"""Every side of a size written as a chain of dimensions joined by ``x``: "40센티미터x30센티미터x200
센티미터", "100cmx30cmx30cm", "40x30x200cm".

A number glued to a letter before it is no quantity ("A4", "PP5", "5G"), so of such a chain
only the first side was read: a fee row's spec "스탠드 형_40센티미터x30센티미터x200센티미터 기준"
gave the outputs 40 cm alone, and a faithful "based on roughly 40×30×200 cm" had its 200 cm
flagged as no output's. :func:`dimension_after_x` lets a side after the ``x`` of such a chain be
read: the ``x`` follows a side (a length unit or a digit) and the number after it is the next one.
"""

from __future__ import annotations

import re
from typing import Final

# a side before the "x": a length unit or its digit ("40센티미터x", "100cmx", "40x")
_SIDE_BEFORE: Final = re.compile(r"(?:\d|센티미터|밀리미터|미터|센티|cm|mm|m|㎝|㎜)\s?[xX]\Z")


def dimension_after_x(text: str, start: int) -> bool:
    """Whether the number at ``start`` follows the ``x`` of a dimension chain."""
    return (
        start > 1
        and text[start - 1] in "xX"
        and _SIDE_BEFORE.search(text, max(0, start - 7), start) is not None
    )
