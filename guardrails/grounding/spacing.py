"""Text with its whitespace taken out, as the readers compare names and phrases unspaced; and
the spaces a tool output lost to its encoding put back.

A space the data lost: a public dataset's non-breaking space comes out of a lossy re-encoding as
``?`` (``"address": "서구?승학로?480"``, ``"서구?간촌로 12"``). Between Hangul and a Hangul letter or
a digit a question mark asks nothing; it is read as the space it was, so the road and its house
number are read as written elsewhere (``승학로 480``, round 55). A ``?`` after a Latin letter or
before a space (a URL's query, a question in a note) is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["unspaced", "with_lost_spaces"]

_LOST: Final = re.compile(r"(?<=[가-힣])\?(?=[가-힣0-9])|(?<=[0-9])\?(?=[가-힣])")


def unspaced(text: str) -> str:
    """``text`` without whitespace: what ``re.sub(r"\\s+", "", text)`` gives (``\\s`` and
    ``str.split`` take the same characters, those ``str.isspace`` holds), without the regex
    engine's try at every position (over 120 characters of Hangul: 1.4 µs, not 6.9 µs)."""
    return "".join(text.split())


def with_lost_spaces(text: str) -> str:
    """``text`` with each space its encoding lost (a ``?`` between Hangul and a letter or digit)
    put back; ``text`` itself when it has no ``?`` (the common case: one ``in`` test)."""
    return _LOST.sub(" ", text) if "?" in text else text
