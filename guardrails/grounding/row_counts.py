"""A count of an item's rows counts the options of a fee table, not pieces to be paid for.

"Stone bed (돌침대): two rows, 15,000 and 25,000 KRW", "five fee rows, from 3,000 to 7,000 KRW",
"요금이 세 가지 구간으로 나뉘어요": the number says how many fees the table lists for the item.
Read as a number of pieces it made the sentence a total, and an amount listed after it (25,000
KRW where the stone bed's rows are 15,000 and 20,000) passed as two rows of two items added
(20,000 + 5,000, round 51). :func:`rows_masked` blanks such counts, their positions kept, for
:mod:`.row_totals`; a count of pieces ("two beds", "침대 두 개") is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

# a count, then a noun of a table's options (English), or a Korean count of kinds or bands
_ROW_COUNT: Final = re.compile(
    r"\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s(?:different\s)?"
    r"(?:(?:fee|price|rate|size)\s)?(?:rows|tiers|levels|bands|brackets|options|entries|rates|fees|prices)\b"
    r"|(?<![가-힣\d])(?:\d{1,2}|두|세|네|다섯|여섯|일곱|여덟)\s?(?:가지|구간|단계|종류|개\s?구간|개\s?항목)",
    re.I,
)
GATE: Final = ("row", "tier", "level", "band", "bracket", "option", "entr", "rate", "fee", "price",
               "가지", "구간", "단계", "종류", "항목")  # fmt: skip


def rows_masked(text: str, lo: int, hi: int) -> str:
    """``text`` with each count of an item's rows in ``text[lo:hi]`` blanked, positions kept."""
    if not any(w in text[lo:hi].lower() for w in GATE):
        return text
    for m in list(_ROW_COUNT.finditer(text, lo, hi)):
        s, e = m.span()
        text = text[:s] + " " * (e - s) + text[e:]
    return text
