"""Check-digit validation: 주민등록번호 / 외국인등록번호, 사업자등록번호 and Luhn (cards)."""

from __future__ import annotations

import re
from typing import Final

_RRN_WEIGHTS: Final = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
_BRN_WEIGHTS: Final = (1, 3, 7, 1, 3, 7, 1, 3, 5)
_NON_DIGIT: Final = re.compile("[^0-9]+")


def _digits(s: str) -> str:
    return _NON_DIGIT.sub("", s)


def _rrn_sum(d: str) -> int:
    return sum(int(d[i]) * _RRN_WEIGHTS[i] for i in range(12))


def rrn_checksum_ok(s: str) -> bool:
    """RRN check digit: C = (11 - Σ mod 11) mod 10.  False is NOT proof of a fake."""
    d = _digits(s)
    return len(d) == 13 and (11 - _rrn_sum(d) % 11) % 10 == int(d[12])


def frn_checksum_ok(s: str) -> bool:
    """FRN check digit (Presidio's rule): C = (13 - Σ mod 11) mod 10."""
    d = _digits(s)
    return len(d) == 13 and (13 - _rrn_sum(d) % 11) % 10 == int(d[12])


def brn_ok(s: str) -> bool:
    """사업자등록번호 check digit (weights 1,3,7,1,3,7,1,3,5 plus ⌊d9·5/10⌋)."""
    d = [int(c) for c in _digits(s)]
    if len(d) != 10:
        return False
    total = sum(x * w for x, w in zip(d[:9], _BRN_WEIGHTS, strict=True)) + (d[8] * 5) // 10
    return (10 - total % 10) % 10 == d[9]


def luhn_ok(s: str) -> bool:
    """Luhn checksum over the digits of ``s`` (at least 12 digits)."""
    d = [int(c) for c in _digits(s)][::-1]
    if len(d) < 12:
        return False
    total = sum(x if i % 2 == 0 else (x * 2 - 9 if x > 4 else x * 2) for i, x in enumerate(d))
    return total % 10 == 0
