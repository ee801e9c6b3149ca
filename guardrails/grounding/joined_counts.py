"""A count of the things a total joins, said with the sum word: "두 개 합쳐 6,000원", "둘이 합치면
…", "세 가지를 합하면 …", "the two together come to …".

Of several items, such a count is the number of terms the total adds, not pieces of one item —
as "두 개 다" and "both" are (:data:`.stated_quantities.ALL_OF`, masked by
:func:`.stated_quantities.terms_masked`). Read as pieces, "두 개 합쳐 6,000원" over 유모차 2,000원
and 카시트 3,000원 passed as two car seats (3,000 × 2) where the two items make 5,000원.
:func:`counts_masked` blanks such counts (their positions kept) for :mod:`.row_totals`, which
asks only where the answer names two items or more; a count right after a noun ("카시트 두 개
합쳐 6,000원") is still that noun's pieces, and so is any count of one item.
"""

from __future__ import annotations

import re
from typing import Final

# a count of things right before a sum word (the verb of joining, or "together")
_JOINED: Final = re.compile(
    r"(?:(?<![가-힣\d])(?:두|세|네)\s?(?:개|가지|품목)(?:를|을|는|은|가|이)?|(?<![가-힣])(?:둘|셋|넷)(?:이|을|를)?)"
    r"(?=\s?(?:다\s?)?(?:합쳐|합치|합하|더하|모두\s?합|함께|같이))"
    r"|\b(?:the\s)?(?:two|three|four)(?=\s(?:together|combined|in total|added together))",
    re.I,
)


def counts_masked(text: str, lo: int, hi: int) -> str:
    """``text`` with each count of joined things in ``text[lo:hi]`` blanked, positions kept."""
    for m in list(_JOINED.finditer(text, lo, hi)):
        s, e = m.span()
        before = text[max(0, s - 2) : s].rstrip()
        if before and before[-1].isalpha():
            continue  # "카시트 두 개 합쳐": a noun's count, its pieces
        text = text[:s] + " " * (e - s) + text[e:]
    return text
