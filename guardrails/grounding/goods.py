"""Names of the goods a bin, truck or exchange takes or gives, in Korean and English.

A prose condition names goods ("takes batteries and used cooking oil", "폐형광등 5개 가져가면
종량제봉투도 줘요"); the check asks whether the tool output for that subject names the same good in
any of its forms. A word not listed here is no good: an unknown item is never flagged.
"""

from __future__ import annotations

import functools
import re
from typing import Final

# a good → its forms (Korean forms are found inside words, English ones as whole words)
GOODS: Final[dict[str, tuple[str, ...]]] = {
    "건전지": ("건전지", "배터리", "battery", "batteries"),
    "형광등": ("형광등", "fluorescent lamp", "fluorescent lamps", "fluorescent tube",
               "fluorescent tubes", "fluorescent bulbs", "fluorescent"),
    "소형가전": ("소형가전", "소형 가전", "small appliance", "small appliances",
                 "small electronics"),
    "종이팩": ("종이팩", "종이 팩", "우유팩", "paper carton", "paper cartons", "cartons",
               "milk cartons", "paper packs"),
    "식용유": ("식용유", "폐유", "cooking oil"),
    "캔": ("캔", "cans", "aluminum can", "aluminium can"),
    "페트": ("페트", "pet", "plastic bottles"),
    "유리병": ("유리병", "glass bottle", "glass bottles"),
    "의약품": ("의약품", "폐의약품", "medicine", "medicines", "medication", "pills"),
    "의류": ("의류", "헌옷", "clothes", "clothing"),
    "아이스팩": ("아이스팩", "ice pack", "ice packs"),
    "스티로폼": ("스티로폼", "styrofoam"),
    "종량제봉투": ("종량제봉투", "종량제 봉투", "쓰레기봉투", "trash bag", "trash bags",
                   "garbage bag", "garbage bags", "volume-rate bag", "volume-rate bags",
                   "l bag", "l bags", "liter bag", "litre bag"),
    "비누": ("비누", "soap", "soaps"),
    "세제": ("세제", "detergent", "dish soap"),
    "화장지": ("화장지", "휴지", "toilet paper", "tissue", "tissues", "toilet rolls"),
    "휴대폰": ("휴대폰", "핸드폰", "폐휴대폰", "mobile phone", "mobile phones", "cell phones"),
    "커피찌꺼기": ("커피찌꺼기", "커피 찌꺼기", "coffee grounds"),
}  # fmt: skip


def _pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    """Matches the forms in lower-case text (English forms as whole words)."""
    parts = [
        rf"\b{re.escape(f.lower())}\b" if f.isascii() else re.escape(f)
        for f in sorted(forms, key=len, reverse=True)
    ]
    return re.compile("|".join(parts))


_FORMS: Final = {good: _pattern(forms) for good, forms in GOODS.items()}
_ANY: Final = _pattern(tuple(f for forms in GOODS.values() for f in forms))


def goods_in(text: str) -> dict[str, tuple[int, int]]:
    """Each good ``text`` names, with the span of its first mention."""
    return dict(_goods_in(text))


@functools.lru_cache(maxsize=1024)
def _goods_in(text: str) -> tuple[tuple[str, tuple[int, int]], ...]:
    """Cached: the texts that speak for a subject are read once per evidence."""
    lower = text.lower()  # Hangul and ASCII keep their length: spans stay those of ``text``
    if _ANY.search(lower) is None:
        return ()
    out: list[tuple[str, tuple[int, int]]] = []
    for good, rx in _FORMS.items():
        m = rx.search(lower)
        if m is not None:
            out.append((good, m.span()))
    return tuple(out)


def names_good(text: str, good: str) -> bool:
    """Whether ``text`` names ``good`` in any of its forms."""
    return any(g == good for g, _ in _goods_in(text))
