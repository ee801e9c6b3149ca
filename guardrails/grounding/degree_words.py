"""Words of degree and stance an answer puts between a comparison's two sides and its word:
"HDPE is *actually* cheaper than PE", "is *even* pricier than", "is *way* cheaper than",
"PET보다 *오히려* 싸요", "PS보다 *실제로는 더* 비싸요", "PE보다도 *꽤* 저렴해요". They soften or
stress the comparison, never turn it round, so a comparison read with them is read as without
(:mod:`.orders`, :mod:`.contradicted`). Regex fragments (each ends in its own space), up to two
in a row.
"""

from __future__ import annotations

from typing import Final

# English: an adverb of stance (actually, in fact) or of degree (even, way, a lot)
_EN_WORDS: Final = (
    "actually", "in fact", "really", "indeed", "even", "still", "now", "also", "generally",
    "usually", "typically", "currently", "much", "a bit", "a little", "a lot", "slightly",
    "far", "way", "quite a bit", "somewhat", "considerably", "significantly", "noticeably",
    "substantially", "markedly", "marginally", "clearly",
)  # fmt: skip
EN_DEGREE: Final = "(?:(?:" + "|".join(sorted(_EN_WORDS, key=len, reverse=True)) + r"),?\s){0,2}"

# Korean: after "T보다(도)": stance (오히려, 실제로(는), 사실) and degree (더, 훨씬, 꽤, 한참 …)
_KO_WORDS: Final = (
    "더", "더욱", "훨씬", "조금", "좀", "약간", "살짝", "꽤", "많이", "한참", "다소", "오히려",
    "실제로는", "실제로", "사실", "사실상", "확실히", "아직", "여전히", "보통", "대체로", "제법",
)  # fmt: skip
KO_DEGREE: Final = "(?:(?:" + "|".join(sorted(_KO_WORDS, key=len, reverse=True)) + r")\s?){0,2}"
