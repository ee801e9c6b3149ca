"""Words of degree and stance an answer puts between a comparison's two sides and its word:
"HDPE is *actually* cheaper than PE", "is *even* pricier than", "is *way* cheaper than",
"PET보다 *오히려* 싸요", "PS보다 *실제로는 더* 비싸요", "PE보다도 *꽤* 저렴해요". They soften or
stress the comparison, never turn it round, so a comparison read with them is read as without
(:mod:`.orders`, :mod:`.contradicted`). Regex fragments (each ends in its own space), up to three
in a row.

The unit both sides are priced per is such a word too (round 39): "PS(압축)보다는 *kg당* 더
비싸지만", "is worth more *per kilo* than", "is cheaper *by weight* than" compare the same two
prices as without it. So is the particle after 보다 (``KO_THAN``: ``보다``, ``보다도``, ``보다는``,
``보다야``): ``PS보다는 비싸요`` is ``PS보다 비싸요``. A unit of something else ("per trip", "회당")
is no such word: the comparison is then not read.

So is the price word with its subject particle between the two (round 49, :data:`KO_MEASURE`):
"철스크랩보다 *단가가* 높으므로", "HDPE보다 *시세가* 더 높으니", "PS보다 *가격이* 싸요" compare the
same two prices as "철스크랩보다 높으므로"; the attribute is the price's then, whatever the values
of the sentence.
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
# English: the weight both sides are priced per, after the comparison word ("cheaper per kg than")
EN_PER: Final = r"(?:(?:per|a|by\sthe)\s(?:kilo(?:gram)?s?|kg|ton(?:ne)?)\s|by\sweight\s)?"

# Korean: after "T보다(도)": stance (오히려, 실제로(는), 사실) and degree (더, 훨씬, 꽤, 한참 …)
_KO_WORDS: Final = (
    "더", "더욱", "훨씬", "조금", "좀", "약간", "살짝", "꽤", "많이", "한참", "다소", "오히려",
    "실제로는", "실제로", "사실", "사실상", "확실히", "아직", "여전히", "보통", "대체로", "제법",
    # the weight both sides are priced per ("PS보다는 kg당 더 비싸")
    "kg당", "1kg당", "㎏당", "킬로당", "키로당", "킬로그램당", "톤당",
)  # fmt: skip
KO_DEGREE: Final = "(?:(?:" + "|".join(sorted(_KO_WORDS, key=len, reverse=True)) + r")\s?){0,3}"
# Korean: the price word a comparison names its attribute by, after "T보다" ("보다 단가가 높아",
# "보다 시세가 더 높으니", "보다 가격은 싸지만")
KO_MEASURE: Final = (
    r"(?:(?:kg당\s?)?(?:매입\s?단가|매입가|단가|시세|가격|값|판매가|거래가)(?:이|가|은|는|도)\s?)"
)
# the comparison's 보다 with the particle it may take ("보다도", "보다는", "보다야")
KO_THAN: Final = r"보다(?:도|는|야)?"
