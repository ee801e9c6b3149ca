"""The English words of the size tiers and builds fee rows are told apart by.

Bulk-waste fee rows tell one item's sizes and builds apart by a Hangul word of their name or spec
(``항아리 (대형 (1㎥ 이상))`` / ``(중형 …)`` / ``(소형 …)``, ``접이식 책상`` beside ``좌식책상``, ``책상
(양수-대형)`` / ``(편수-소형)``); an English answer says them ``large``, ``medium``, ``small``,
``folding``, ``floor``, ``double-pedestal``, ``stand-type`` (에어컨 (스탠드) / (벽걸이), 김치냉장고
(스탠드형) / (뚜껑형)). Read by :mod:`.marked_rows` (the row such a word
names) and :mod:`.twins_english` (such a word is carried by the row that has its Hangul word,
not invented). Kept apart from the item vocabulary: as cues of their own, ``small`` and ``large``
would bind every figure of a sentence such as ``3 small pots would be 3,000 won`` to the tier.
"""

from __future__ import annotations

from typing import Final

TIERS: Final[dict[str, tuple[str, ...]]] = {
    "대형": ("large", "big"), "중형": ("medium", "medium-sized", "mid-sized"), "소형": ("small",),
    "특대형": ("extra-large", "extra large"), "접이식": ("folding", "foldable"),
    "좌식": ("floor", "low"), "양수": ("double-pedestal",), "편수": ("single-pedestal",),
    "스탠드": ("stand-type", "standing", "floor-standing"), "벽걸이": ("wall-type", "wall-mounted"),
    "뚜껑": ("lid-type", "top-opening"),
    # round 54 (r54c): who a row is for ("선풍기 (가정용)" / "(업소용)")
    "가정용": ("household", "home-use", "domestic"), "업소용": ("commercial", "business-use"),
}  # fmt: skip

# a tier a fee row writes as one syllable in brackets ("자전거 (어린이용(소))" / "(어린이용(중))"):
# the tier word it stands for, so the row is marked 소형 / 중형 and said "small" / "medium"
SHORT_TIERS: Final[dict[str, str]] = {"소": "소형", "중": "중형", "대": "대형"}

_HANGUL: Final = {f: word for word, forms in TIERS.items() for f in forms}


def carried(word: str, text: str) -> bool:
    """Whether English ``word`` is a tier or build whose Hangul word ``text`` holds."""
    hangul = _HANGUL.get(word.lower())
    return hangul is not None and hangul in text
