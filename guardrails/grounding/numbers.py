"""Korean number normalisation (reference section 7): ``1만5천`` / ``만오천`` / ``15,000`` /
``1.5만`` → 15000, plus the amount grammar the money scanner is built on.
"""

from __future__ import annotations

import re
from typing import Final

_DIGIT: Final = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SMALL: Final = {"십": 10, "백": 100, "천": 1000}
_BIG: Final = {"만": 10_000, "억": 100_000_000}
# native Korean and English counting words (세 곳, 두 개, three places)
NATIVE: Final = {"한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4,
                 "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10, "스무": 20}  # fmt: skip
EN_NUMBERS: Final = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                     "eight": 8, "nine": 9, "ten": 10}  # fmt: skip
# a number of days in one word ("이틀 전까지", "사흘 이내")
DAY_COUNTS: Final = {"하루": 1, "이틀": 2, "사흘": 3, "나흘": 4}
# the English numbers a thing is multiplied by ("two times", "twenty bags": :mod:`.times`, :mod:`.worked`)
EN_FACTORS: Final = {w: n for w, n in EN_NUMBERS.items() if n > 1} | {"twenty": 20}
_NUM_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[일이삼사오육칠팔구십백천만억]")


def _intify(value: float) -> int | float:
    value = round(value, 6)
    return int(value) if float(value).is_integer() else value


def korean_number(text: str) -> int | float:
    """``'1만5천'``/``'만오천'``/``'15,000'``/``'1.5만'`` → 15000 (reference section 7)."""
    plain = text.replace(",", "")
    if plain.isdecimal() and plain.isascii():
        return int(plain)
    total: int | float = 0
    section: int | float = 0
    num: float | None = None
    for tok in _NUM_TOKEN.findall(text):
        if tok in _DIGIT:
            num = _DIGIT[tok]
        elif tok in _SMALL:
            section += (num if num is not None else 1) * _SMALL[tok]
            num = None
        elif tok in _BIG:
            section += num or 0
            total += (section or 1) * _BIG[tok]
            section, num = 0, None
        else:
            num = float(tok.replace(",", ""))
    return _intify(total + section + (num or 0))


_ARABIC = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_HD = "[일이삼사오육칠팔구]"
_HU = "[십백천만억]"
# An amount: Korean-unit form (1만5천, 만오천, 1.5만, 1만 5천) or a plain number.
_AMT = (
    rf"(?:(?:(?:{_ARABIC})\s?|{_HD})?{_HU}(?:\s?(?:(?:{_ARABIC})\s?|{_HD})?{_HU})*"
    rf"(?:\s?(?:{_ARABIC}))?|(?:{_ARABIC}))"
)
_AMT_FULL = re.compile(_AMT)
_NUMERAL_CHARS: Final = frozenset("0123456789일이삼사오육칠팔구십백천만억")
_HANGUL_NUMERALS: Final = frozenset("일이삼사오육칠팔구십백천만억")


def _num(raw: str) -> float:
    return float(raw.replace(",", "").replace("−", "-"))
