"""What may follow a place name in Korean text: particles (``"강남구에서"``) and nouns glued to a
full name (``"강남구청"``, ``"서울시민"``), as regular expressions for the gazetteer's matchers."""

from __future__ import annotations

import re
from collections.abc import Sequence

# Korean particles / endings that may follow a place name, and nouns that may be glued to a
# full name ending in 구/시/군/도 (강남구청, 서울시민, 수원시내). Anything else glued on blocks
# the match.
_PARTICLES = (
    "에서부터",
    "에서는",
    "에서도",
    "에서의",
    "에서만",
    "에서",
    "에게",
    "에는",
    "에도",
    "에선",
    "에만",
    "에요",
    "에",
    "의",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "도",
    "만",
    "으로",
    "로",
    "까지",
    "부터",
    "이랑",
    "랑",
    "하고",
    "와",
    "과",
    "엔",
    "인데",
    "이에요",
    "예요",
    "이야",
    "야",
    "요",
    "입니다",
    "이고",
    "이나",
    "나",
    "이든",
    "든",
    "처럼",
    "보다",
    "쯤",
    "이면",
    "면",
    "이라서",
    "라서",
    "이라",
    "라",
    "인가요",
    "인가",
    "인지",
    "이죠",
    "죠",
    "마다",
    "밖에",
    "뿐",
    "서",
)
_GLUED_NOUNS = (
    "청사",
    "청",
    "주민",
    "민",
    "내",
    "쪽",
    "지역",
    "근처",
    "인근",
    "주변",
    "일대",
    "관내",
    "전역",
    "전체",
    "소재",
    "외곽",
)


def _alternation(words: Sequence[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_PARTICLE_TAIL = rf"(?:{_alternation(_PARTICLES)}){{0,2}}(?![가-힣])"
_TAIL_AFTER_FULL_NAME = re.compile(rf"(?:{_alternation(_GLUED_NOUNS)})?{_PARTICLE_TAIL}")
_TAIL_AFTER_SHORT_NAME = re.compile(_PARTICLE_TAIL)
_STRIPPABLE_TAIL = re.compile(
    rf"(?:{_alternation(_GLUED_NOUNS)})?(?:{_alternation(_PARTICLES)}){{0,2}}$",
)
