"""The frames of a rule: the closed words by which a sentence states one (Korean and English).

:mod:`.rule_terms` reads a rule's terms after one of these frames matches a clause; this module
holds the frames, the quick gate before them and, per frame, the words an output states such a
rule by. The frames: who is exempt or let off (``면제``, ``감면``, ``수수료를 안 내도``, ``exempt``,
``waived for``), what goes free, at no extra fee or is included (``추가 요금 없이``, ``no charge
for``, ``included in that fee``; ``free of`` what is left out is none, ``free of other
materials``), a least quantity (``1대만 있어도``, ``2대 이상일 때만``, ``at least two``), a condition
on a price (``뚜껑 안 떼면 가격이 절반``, ``찌그러뜨리지 않은 캔은 덜 쳐줘요``, ``Uncrushed cans are
only worth about half``, a bonus ``kg당 50원 더 쳐줘요``), which of an item's rows a size or variant
falls under (``싱글은 14,000원짜리로``, ``벽걸이 is 5,000원``; not a range or list of fees), what goes
into the 종량제 bag, what one must bring (``꼭 챙겨 가셔야``), what a site takes narrowed to a kind
(``스티로폼은 깨끗한 흰색만 받아요``), what a site takes on a condition, said as a refusal of what
misses it (round 44, Korean: ``라벨 안 떼면 안 받아줘요``, ``깨끗이 씻어야만 받아요``; round 47: the taking
as the refusal's subject, ``테이프를 떼지 않으면 매입이 거절돼요``, ``안 씻으면 반입 불가``; not ``…면 안
돼요``, a rule of disposal, nor a condition without a refusal).

Each frame carries whether the user's words may carry its terms (who is let off, what goes free:
the user's situation), and the literal words one of which every match of it holds
(:data:`HINTS`): a clause with none of them is not searched for it.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.degree_words import EN_PER

__all__ = ["AMOUNT_RECEIVED", "BONUS_WORDS", "FOLDS_APART", "FRAMES", "GATE", "HINTS", "STATED"]

GATE: Final = (
    "면제", "감면", "xempt", "aive", "추가 요금", "추가요금", "추가 비용", "추가비용", "별도 요금",
    "따로", "무료", "공짜", "ree", "nclude", "만 있어도", "이상", "at least", "or more", "떨어",
    "절반", "반값", "짜리", " is ", " are ", "종량제", "포함", "챙겨", "지참", "must ", "need to",
    "required", "만 받", "만받", "만 수거", "만 취급", "만 반입", "만 되", "만되", "만 돼", "만돼", "만 가능", "만가능", "깎", "반으로", "내려", "올라", "두 배", "half", "drop", "lower", "eneral waste bag", "egular waste bag", "rash bag", "arbage bag",
    "덜", "싸게", "적게", "낮게", "worth", "fetch", "더 쳐", "더쳐", "더 계산", "더계산", "더 매겨",
    "더매겨", "더 사들", "더사들", "원 더 받", "원 더받", "원더받", "원더 받",
    "원을 받", "원 받", "원을 쳐", "원 쳐", "원씩 받", "원씩 쳐", "ou get", "ou'll get", "ou will get",
    "ou can get", "ou could get", "receive", "earn", "be paid",
    "면 안", "면 받지", "면 사지", "면 못", "면 거절", "면 반려", "면 매입", "면 반입", "면 수거",
    "면 접수", "야 받", "야받", "야만", "야 만",
    "야 수거", "야수거", "야 사", "야사", "야 매입", "야매입",
)  # fmt: skip

# frame → (its words, whether the user's words carry its terms)
_EXEMPT = (
    r"면제|감면|할인|(?:수수료|요금|돈)(?:을|를|은|는|도)?\s?(?:안\s?내도|내지\s?않아도|낼\s?필요)"
    r"|\bexempt\w*|\bwaive[sd]?\b|\bwaiver\b|\bdiscount\w*"
)
_FREE = (
    r"(?:추가|별도|따로)\s?(?:요금|비용|수수료|금액|돈)(?:이|은|도)?\s?(?:없|안\s?(?:받|내|들)|내지\s?않|붙지\s?않)"
    r"|무료|공짜|포함(?:돼|되|이|입|해|한|된|시)|\bincluded\b|\bincludes?\b"
    r"|(?<![-\w])free\b(?!\sof\s(?!charge))|at no (?:extra |additional )?(?:cost|charge)|\bno (?:extra |additional )?(?:fee|charge|cost)s?\b"
)
_BOUND = (
    r"(?P<q>(?:\d{1,3}(?:,\d{3})+|\d+)\s?(?:대|개|점|장|벌|kg|킬로))(?:\s?[가-힣]{1,3})?\s?(?:만\s?있어도|만\s?돼도|만\s?되어도"
    r"|이상(?:이면|일\s?때|부터|만|이어야|이라야)|부터만|미만이면|이하면|까지만)"
    r"|\bat least (?P<q2>\d+|one|two|three|four|five)\b(?![,.]\d|\s?(?:won|원)|\s(?:days?|hours?|weeks?|months?|km|m)\b)|\b(?P<q3>\d+|two|three|four|five) or more\b"
)
# a bonus ("kg당 50원 더 쳐줘요", "300원 더 받아요"; round 35)
BONUS_WORDS = r"더\s?(?:쳐|계산해|매겨|사들)|원\s?더\s?받"
# an amount received (round 47: "kg당 520원을 받을 수 있어요", "300원씩 쳐줘요"): on a condition, the
# condition is a rule of the price
AMOUNT_RECEIVED = (
    r"\d\s?원(?:을|를|씩|은|만)?\s?(?:받|쳐\s?줘|쳐\s?줍|쳐\s?드)"
    # round 50 (r50b): the same in English, a row's price or an amount the user gets on a condition
    # ("if you strip the labels you get the flake price", "once they're rinsed you'll receive 650
    # won a kilo"): "can" is the rule's promise here too
    r"|(?i:\byou(?:'ll|\swill|\scan|\scould)?\s(?:get|receive|earn|be\spaid)\s(?:the\s(?:[\w()-]+\s){1,2}?"
    r"(?:price|rate)\b|(?:about\s|around\s|up\sto\s)?(?:₩\s?)?\d))"
)
_PRICE_IF = (
    r"(?:(?:면|으면|\bif\b|\bunless\b)[^,.;]{0,30}?"
    # round 34: the state as a verb's form before the priced noun ("찌그러뜨리지 않은 캔은 가격이
    # 절반", "오염된 페트병은 값이 떨어져요")
    r"|(?:지\s?않(?:은|는)|[가-힣](?:된|진|한|인|운|은))\s[가-힣]{1,10}(?:은|는|이|가)\s[^,.;]{0,20}?)"
    r"(?:(?:가격|값|시세|단가|\bprices?\b|\brates?\b)"
    r"[^,.;]{0,12}?(?:절반|반값|반\s|떨어|내려|깎|올라|오르|두\s?배|\bhalf\b|\bdrops?\b|\blower"
    r"|\bhigher|\bdoubles?\b|\bcut\b)"
    r"|(?:덜|(?<!비)싸게|적게|낮게|절반(?:만|으로|\s정도로)?|반값(?:으로|에)?)\s?(?:쳐|받|계산|매겨|사|사들)"
    # round 35: a bonus on a condition ("라벨이랑 뚜껑을 제거해서 가져가면 압축 PET도 kg당 50원 더 쳐줘요")
    # round 47: an amount received on a condition ("흙만 털어서 가져가면 kg당 520원을 받을 수 있어요")
    rf"|{BONUS_WORDS}|{AMOUNT_RECEIVED})"
    # an English form or state said to fetch less ("Uncrushed cans are only worth about half"); not
    # less than another good ("Cardboard is worth less per kilo than PS": an order, :mod:`.orders`)
    r"|\b(?:is|are|'re|'s)\s(?:only\s)?worth\s(?:about\s|around\s|roughly\s)?(?:half|less)\b"
    rf"(?!\s{EN_PER}than\b)"
    r"|\bfetch(?:es)?\s(?:only\s)?(?:about\s|around\s|roughly\s)?(?:half|less)\b"
    rf"(?!\s{EN_PER}than\b)|\bhalf\sprice\b"
)
_ROW = (
    r"(?<![가-힣A-Za-z0-9])(?P<x>[가-힣]{2,10})(?:은|는|이면|이라면|\s(?:is|are|goes|go|falls? under))\s"
    r"(?:(?:가장|제일|젤)?\s?(?:낮은|싼|저렴한|높은|비싼|적은|큰)\s)?(?P<fee>\d{1,3}(?:,\d{3})+|\d+)\s?(?:원|won)"
    r"(?!\s?(?:~|～|–|-|·|/|에서|부터|또는|이나|\bor\b|\bto\b))"  # not a range or a list of fees
)
# a thing one must bring or have ("사업자등록증을 꼭 챙겨 가셔야", "you must bring your ID")
_NEED = (
    r"(?:챙겨|지참해|지참하|가져)\s?(?:가|오)?(?:셔야|야)\s?(?:해|합|돼|됩)|지참\s?필수"
    r"|\bmust (?:bring|show|have)\b|\byou(?:'ll)? need to (?:bring|show)\b|\bis required\b"
)
_BAG = r"종량제\s?봉투에\s?(?:넣|담)|(?:general|regular) (?:waste|trash|garbage) bags?"
# the words by which an output states a rule of a frame: over them, an English term may be a
# translation of the output's own (Korean) term, and is unsure
STATED: Final = {
    "exempt": re.compile(r"면제|감면|waive|exempt|eligib|대상|무료", re.I),
    "free": re.compile(r'"(?:is_)?free":\s?true|"fee":\s?0\b'),  # a free row (not a note's class)
    # round 35: a price said to be higher by a cost ("가공 비용만큼 더 비쌉니다") has that cost in it
    # ("…, so the processing cost is included")
    "included": re.compile(r"포함|includ|(?:비용|값|요금)만큼", re.I),
    "need": re.compile(r"지참|필요|준비|챙겨|require|bring", re.I),
    # an output that states a price of a state or form ("가공 비용만큼 더 비쌉니다")
    "price": re.compile(
        r"절반|반값|떨어|감액|낮아|낮게|비싸|비쌉|비싼|싸게|더\s?받|덜\s?받|half|lower|less", re.I
    ),
}
# what a site takes narrowed to a kind of a good ("스티로폼은 깨끗한 흰색만 받아요"): the
# narrowing word must be the outputs' own
_ONLY_TAKES = (
    r"(?<![가-힣])(?P<o>[가-힣]{2,8})만\s?(?:받|수거해|수거합|취급|반입"
    # round 28: a service narrowed with a plain verb ("무상방문수거는 스탠드형만 되고")
    r"|되고|돼요|됩니다|가능)"
)
# round 44: what a site takes said on a condition, as a refusal of what misses it ("라벨 안 떼면
# 안 받아줘요", "깨끗이 씻어야만 받아요"; English "won't take it unless …" is read by
# :mod:`.service_conditions` and :mod:`.denied_buying`): the condition's nouns must be the outputs' own
_REFUSED_IF = (
    r"(?:으면|면)\s(?:안\s?(?:받|사|가져가|수거)|받지\s?않|사지\s?않|못\s?받|거절|반려"
    # round 47: the taking named as the subject of its refusal ("…않으면 매입이 거절되니",
    # "안 씻으면 반입 불가")
    r"|(?:매입|반입|수거|접수)(?:이|가|은|는|도)?\s?(?:거절|반려|불가|안\s?(?:돼|됩|되)))"
    r"|(?:어야|아야|해야|여야)\s?(?:만\s?)?(?:받아|받습|수거해|사\s?줘|사\s?줍|매입)"
)
FRAMES: Final = (
    ("exempt", re.compile(_EXEMPT, re.I), True),
    ("free", re.compile(_FREE, re.I), True),
    ("bound", re.compile(_BOUND, re.I), False),
    ("price", re.compile(_PRICE_IF, re.I), False),
    ("row", re.compile(_ROW, re.I), False),
    ("bag", re.compile(_BAG, re.I), False),
    ("need", re.compile(_NEED, re.I), False),
    ("only", re.compile(_ONLY_TAKES), False),
    ("refused", re.compile(_REFUSED_IF, re.I), False),
)

# per frame, words one of which every match of it holds (its literal parts, lower-case): a clause
# with none of a frame's words is not searched for it (the searches were most of this reader's
# time: a frame opening with a Hangul class is tried at every letter); a frame not listed here is
# always searched
HINTS: Final[dict[str, tuple[str, ...]]] = {
    "exempt": ("면제", "감면", "할인", "내", "낼", "exempt", "waive", "discount"),
    "free": ("추가", "별도", "따로", "무료", "공짜", "포함", "includ", "free", "no "),
    "bound": ("만", "이상", "미만", "이하", "at least", "or more"),
    "price": (
        "가격",
        "값",
        "시세",
        "단가",
        "price",
        "rate",
        "덜",
        "싸게",
        "적게",
        "낮게",
        "절반",
        "반값",
        "worth",
        "fetch",
        "half price",
        "더",
        "받",
        "쳐",
        "you",
    ),
    "row": ("원", "won"),
    "bag": ("종량제", "bag"),
    "need": ("챙겨", "지참", "가져", "must ", "need to", "is required"),
    "only": ("만",),
    "refused": ("면", "야"),
}
# the letters a case-blind match pairs with an ASCII letter that lower() does not make it (ſ: s,
# İ and ı: i): a clause holding one is searched for every frame
FOLDS_APART: Final = ("\u017f", "\u0130", "\u0131")
