"""The attributes no tool output of ours carries: how each is said, and what would carry it.

:data:`ATTRIBUTES` maps an attribute (a service's hours, how often a dataset is refreshed, what a
buyer refuses, how soon a service comes, how a buyer pays out, …) to the words that assert it in
Korean and in English, each behind the literal words it needs, and the pattern of a tool output's
lower-cased keys or text that can carry it. :mod:`.attributes` reads an answer with it.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from guardrails.grounding.service_languages import LANGUAGE

__all__ = ["ATTRIBUTES", "Attribute"]


class Attribute(NamedTuple):
    """One attribute of the vocabulary: the words that assert it in Korean and in English, each
    behind the literal words it needs (English ones lower-case, tested case-blind),
    and what in a tool output (its lower-cased keys or text) can carry it."""

    ko_gate: tuple[str, ...]
    ko: re.Pattern[str]
    en_gate: tuple[str, ...]
    en: re.Pattern[str]
    carried: re.Pattern[str]


_NUM_EN = (
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|a)(?!\sfew|\scouple)"  # "a few" is no value
)
_CLOCK_EN = r"\d{1,2}(?::\d{2})?\s?(?:am|a\.m\.|pm|p\.m\.)?"
# a count of days or weeks in Korean, also a spoken range (round 59: "이삼 일", "사오일", "2~3일",
# "하루이틀", "이틀 사흘")
_DAYS_KO = (
    r"(?:\d{1,2}(?:\s?[~\-–]\s?\d{1,2})?\s?(?:일|주)|(?:이삼|삼사|사오|오륙|육칠|칠팔)\s?일"
    r"|하루(?:\s?이틀)?|이틀(?:\s?사흘)?|사흘|일주일)"
)

# attribute → how it is said, what carries it
ATTRIBUTES: Final[dict[str, Attribute]] = {
    # a service's or office's hours: "평일 9시~18시", "오전 9시부터 오후 6시까지 접수", "weekdays 9 to 6"
    "hours": Attribute(
        ("평일", "주말", "토요일", "일요일", "휴일", "야간", "매일", "월~금", "월-금", "시간", "시부터",
         "시 부터", "시~", "시 ~", "시-", "시 -", "시–"),
        re.compile(
            r"(?:평일|주말|토요일|일요일|매일|월\s?[~-]\s?금)(?:에는|엔|에|은|는)?\s?(?:오전\s?)?\d{1,2}\s?(?:시|:\d{2})"
            r"|\d{1,2}\s?시\s?(?:부터|~|-|–)\s?(?:오후\s?)?\d{1,2}\s?시\s?(?:까지)?\s?(?:운영|영업|접수|상담|수거|통화)"
            r"|(?:운영|영업|업무|접수|상담)\s?시간(?:은|는|이)?\s?(?:평일\s?)?(?:오전\s?)?\d"
            # round 56: a day or a part of the week the service is said to work, no clock ("토요일
            # 오전에도 전화 상담이 됩니다", "주말에도 접수 가능해요", "공휴일엔 운영합니다")
            r"|(?:평일|주말|토요일|일요일|공휴일|휴일|야간)\s?(?:오전|오후|저녁|아침|낮|밤)?\s?(?:에도|에는|엔|에)\s"
            r"(?:\S+\s){0,2}?(?:전화\s?)?(?:상담|접수|운영|영업|통화)(?:이|가|을|를|도|은|는)?\s?"
            r"(?:돼|됩|되|가능|해요|합니다|하고|받아|받습)"
        ),
        ("weekday", "mon", "hours", "open", "available", "staffed", "answer", "saturday", "sunday",
         "weekend", "holiday"),
        re.compile(
            rf"\b(?:weekdays?|mon(?:day)?s?\s?(?:-|–|to|through|thru)\s?fri(?:day)?s?)\b[^.!?\n;]{{0,12}}?"
            rf"\b{_CLOCK_EN}\s?(?:to|-|–|until|till)\s?{_CLOCK_EN}"
            rf"|\b(?:from\s)?{_CLOCK_EN}\s?(?:to|-|–|until|till)\s?{_CLOCK_EN},?\s?(?:on\s)?"
            r"(?:weekdays|mon(?:day)?s?\s?(?:-|–|to|through)\s?fri)"
            r"|\b(?:open|opening|office|business|service|operating)\shours\s(?:are|is|run)\s[^.!?\n;]{0,10}\d"
            r"|\b(?:open|available|staffed|answer(?:s|ed)?)\s(?:only\s)?(?:from\s)\d{1,2}(?![\d-])"
            # round 56: a day of the weekend the service works, no clock ("both offices also take calls
            # on Saturday mornings", "the desk is open on weekends")
            r"|\b(?:open|available|staffed|answer\w*\s(?:calls|the\sphone)|takes?\s(?:calls|enquiries|inquiries"
            r"|bookings|applications))\s(?:\w+\s){0,1}?(?:on\s|at\s)(?:the\s)?(?:saturdays?|sundays?|weekends?"
            r"|public\sholidays?|holidays)\b",
            re.I,
        ),
        re.compile(
            r"hour|open|closing|operat|schedule|운영|영업|시간|평일|weekday|_time|time\"|월\s?[~-]\s?금"
            r"|\d{1,2}:\d{2}\s?[~\-–]|\d{1,2}\s?시\s?[~\-–부]"
        ),
    ),
    # how often a dataset or a price is refreshed: "매달 1일에 갱신돼요", "updated every month"
    "update schedule": Attribute(
        # (round 56: "published quarterly"; not Korean "매달 … 발표해요", round 41's faithful reading)
        ("갱신", "업데이트", "업뎃", "반영", "바뀌", "변경"),
        re.compile(
            r"(?:매달|매월|매주|매일|매년|분기마다|분기별로?|\d+\s?(?:개월|주|일)\s?마다)\s?(?:\d{1,2}\s?일(?:에|마다)?\s?)?"
            r"(?:\S+\s){0,2}?(?:갱신|업데이트|업뎃|새로\s?반영|바뀌|변경)"
            r"|(?:갱신|업데이트)\s?주기(?:는|가)?\s?\S+"
        ),
        ("update", "refresh", "revised", "renewed", "publish", "release", "issued", "compiled",
         "conducted", "comes out", "come out"),
        re.compile(
            r"\b(?:updated|refreshed|revised|renewed|published|released|issued|compiled|conducted"
            r"|comes?\sout)\s(?:every|each|monthly|weekly|daily|quarterly|yearly"
            r"|annually|twice\sa|once\sa|on\sthe\s\w+\sof"
            r"|on\sa\s(?:monthly|weekly|daily|quarterly|yearly|annual)\sbasis)\b"
            r"|\b(?:monthly|weekly|daily|quarterly|annual|yearly)\s(?:updates?|refresh(?:es)?)\b",
            re.I,
        ),
        re.compile(r"update|갱신|주기|cycle|refresh|업데이트|publish|발표|공표|release"),
    ),
    # what a buyer or a collector refuses, or takes only: "오염된 건 매입하지 않아요", "they won't buy
    # wet cardboard", "깨끗한 것만 받아요"
    "buying condition": Attribute(
        ("매입", "구매", "사지", "사 주", "안 사", "취급", "받지", "안 받", "받아 주지", "것만", "건만",
         "거만", "상태만", "색만"),
        re.compile(
            r"(?:오염|더러운|젖은|젖어|색깔|색이|색\s?있|유색|이물질?|섞인|녹슨|깨진|코팅)[^.!?\n,]{0,16}?"
            r"(?:(?:매입|구매|취급|받|사|쳐)(?:하지|하|지|주지|아\s?주지)?\s?(?:않|못|불가|거절)"
            r"|안\s?(?:사|받|쳐|매입)\S*|(?:매입|구매)\s?(?:불가|제외|거절))"
            r"|(?:매입|구매)\s?(?:조건|기준)(?:은|는|이|가)\s"
            r"|(?:깨끗한|세척한|흰|하얀|마른|건조한)\s?(?:것|건|거|상태)만\s?(?:\S+\s)?(?:매입|사|받아|쳐)"
            # round 48 (r48a): a colour as the only kind bought ("음식물이 묻지 않은 흰색만 매입해요")
            r"|(?:흰색|하얀색|흰\s?색상)(?:\s?(?:것|건|거|제품))?만\s?(?:\S+\s)?(?:매입|사|받아|쳐)"
        ),
        ("buy", "purchase", "accept", "take", "bought", "pay for"),
        re.compile(
            r"\b(?:won't|don't|do\snot|will\snot|doesn't|does\snot)\s(?:buy|purchase|accept|take)\s(?:any\s)?"
            r"(?:\w+\s)?(?:that(?:'s|\sis|\sare)\s)?(?:dirty|contaminated|wet|damp|colou?red|dyed|soiled|rusty|coated)"
            r"|\b(?:dirty|contaminated|wet|damp|colou?red|dyed|soiled|rusty|coated)\s[^.!?\n]{0,30}?"
            r"\b(?:isn't|aren't|is\snot|are\snot|won't\sbe|not)\s(?:bought|accepted|purchased)"
            r"|\bonly\s(?:buy|buys|purchase|accept|accepts|pay\sfor)\s(?:\w+\s)?(?:clean|dry|white|sorted|uncoated)",
            re.I,
        ),
        re.compile(
            r"조건|condition|오염|이물|contamin|기준|accept|reject|불가|제외"
            r"|헹|씻|깨끗|비우|비워|clean|rinse|wash"  # a cleanliness the output asks for
        ),
    ),
    # how soon a service comes after one applies: "신청하면 다음 날 바로 와요", "신청 후 3일 이내 방문",
    # "they come the next day", "within 3 business days"
    "lead time": Attribute(
        ("다음 날", "다음날", "익일", "당일", "바로", "하루", "이틀", "사흘", "일주일", "일 이내", "일이내",
         "일 안에", "일안에", "일 만에", "일 뒤", "일 후", "일 정도", "주 이내", "주 안에", "주 정도", "걸려", "걸립", "걸리", "소요",
         "일 전", "주 전", "전날", "전일"),
        re.compile(
            r"(?:다음\s?날|익일|당일)\s?(?:바로\s?|에\s?|안에\s?|중에?\s?|중으로\s?|내로\s?)?"
            r"(?:와|오|옵|방문|수거|가져가|처리|배송|도착|출동)"
            r"|(?:신청|예약|접수)\S*\s(?:\S+\s){0,2}?" + _DAYS_KO + r"\s?"
            r"(?:이내|안에|만에|내로|뒤|후|정도\s?(?:걸|면|후|뒤))"
            r"|(?:신청|예약|접수)\S*\s(?:\S+\s)?바로\s?(?:와|옵|방문|수거|가져가)"
            # a duration a service takes: "수거까지 보통 일주일 정도 걸려요", "2~3일 소요돼요"
            r"|" + _DAYS_KO + r"\s?(?:이내|안에|내로)?\s?(?:정도\s?|가량\s?)?"
            r"(?:걸려|걸립|걸리|소요)"
            # how long before one must apply (round 40): "일주일 전에 예약해야 해요", "3일 전까지 신청"
            r"|" + _DAYS_KO + r"\s?(?:이상\s?)?전(?:에|까지)\s?(?:미리\s?)?"
            r"(?:신청|예약|접수)"
            # round 48 (r48a): the act as the topic, its deadline after ("신청은 수거 희망일 이틀 전까지
            # 하시면 돼요", "예약은 3일 전에 해야 해요")
            r"|(?:신청|예약|접수)(?:은|는)\s(?:\S+\s){0,3}?" + _DAYS_KO + r"\s?"
            r"(?:이상\s?)?전(?:에|까지)"
            # round 50: the day before, said as a day ("수거 전날까지 온라인으로 예약하면 돼요", "신청은
            # 전날까지"), or a count of days with the way between ("하루 전까지 온라인으로 신청")
            r"|(?:(?:\d{1,2}\s?일|하루|이틀|사흘|일주일)\s?(?:이상\s?)?전|전날|전일)(?:에|까지)\s?"
            r"(?:\S+\s){0,2}?(?:미리\s?)?(?:신청|예약|접수)"
            r"|(?:신청|예약|접수)(?:은|는)\s(?:\S+\s){0,3}?(?:전날|전일)(?:에|까지)"
        ),
        ("next", "same", "following", "within", "days", "advance", "ahead", "before", "previous"),
        re.compile(
            r"\b(?:next|same|following)[- ](?:day|business\sday|working\sday)\s(?:pickup|pick-up|collection"
            r"|service|visit|delivery)"
            r"|\b(?:come|comes|arrive|arrives|pick\s(?:it\s|them\s)?up|collect(?:ed|s)?|show\sup|visit)\s"
            r"(?:\w+\s){0,2}?(?:the\s)?(?:next|same|following)\s(?:day|morning|business\sday)"
            rf"|\bwithin\s{_NUM_EN}\s(?:business\s|working\s)?(?:days?|weeks?)"
            rf"|\btakes?\s(?:about\s|around\s|only\s)?{_NUM_EN}(?:\s?(?:to|-|–)\s?{_NUM_EN})?\s"
            r"(?:business\s|working\s)?days"
            # how long before one must book (round 40): "it must be booked at least a week in advance",
            # "apply three days ahead"
            r"|\b(?:book|booked|booking|schedule|scheduled|reserve|reserved|apply|applied|request"
            r"|requested)\s(?:\w+\s){0,2}?(?:at\sleast\s)?"
            rf"{_NUM_EN}\s(?:business\s|working\s)?(?:days?|weeks?)\s(?:in\sadvance|ahead|beforehand)\b"
            # round 48 (r48a): before the day it names ("bookings must be made two days before the
            # pickup date", "apply at least 3 days before collection")
            r"|\b(?:book|booked|bookings?|schedule|scheduled|reserve|reserved|reservations?|apply|applied"
            r"|applications?|request|requested|requests?)\s(?:\w+\s){0,3}?(?:at\sleast\s)?"
            rf"{_NUM_EN}\s(?:business\s|working\s)?(?:days?|weeks?)\sbefore\s(?:the\s|your\s)?"
            r"(?:\w+\s)?(?:pickup|pick-up|collection|visit|date|day)\b"
            # round 50: by the day before, with no count ("you can book it online up to the day
            # before", "reservations must be made by the previous day")
            r"|\b(?:book|booked|booking|bookings?|schedule|scheduled|reserve|reserved|reservations?|apply"
            r"|applied|applications?|request|requested|requests?)\s(?:\w+\s){0,4}?(?:up\sto|until|till|by"
            r"|no\slater\sthan)\s(?:the\s)?(?:(?:day|evening|night)\s(?:before|prior)"
            r"|previous\s(?:day|evening))\b",
            re.I,
        ),
        re.compile(
            r"소요|lead|이내|다음\s?날|익일|당일|전날|전일|영업일|business\sday|within|days|기간|걸립|걸려"
            r"|\d\s?일\s?(?:[전후뒤]|이내|안|정도|가량|소요|\"|$)|(?:후|뒤)\s?\d"
        ),
    ),
    # that a site buys goods at all (round 55): "they buy scrap metal by the kilo at the gate",
    # "고철을 kg 단위로 매입해요", "헌 옷을 사 줘요" — over outputs that price nothing and buy nothing
    # (a centre's record of what it takes), the buying is invented; an adnominal buyer ("고철을
    # 매입하는 고물상에 가져가세요") is advice about some buyer, not read
    "buying": Attribute(
        ("매입해", "매입합", "매입하고", "사 줘", "사줘", "사 줍", "사줍", "사 주고", "사주고", "사들"),
        re.compile(
            r"[가-힣A-Za-z]+(?:을|를)\s(?:\S+\s){0,2}?(?:매입(?:해|합|하고)|사\s?(?:줘|줍|주고)"
            r"|사들여|사들입)"
        ),
        ("buy", "purchase", "pay for"),
        re.compile(
            r"\b(?:they|it|(?:the|this|that)\s(?:[\w-]+\s){0,3}?(?:centre|center|site|yard|facility"
            r"|shop|platform|store))\s(?:also\s|will\s|do\s|does\s|even\s|actually\s)?"
            r"(?:buy|buys|purchase|purchases|pay\s(?:cash\s)?for|pays\s(?:cash\s)?for)(?=\s(?!bags?\b|stickers?\b))",
            re.I,
        ),
        re.compile(
            r"price|가격|단가|시세|매입|구매|\bbuy|purchas|보상|reward|포인트|교환|exchange|현금|\bcash"
            r"|환급|보증금|deposit"
        ),
    ),
    # how a buyer pays out (round 27): "현금으로 바로 정산해 줘요", "계좌로 입금해 줘요", "they pay cash
    # on the spot", "paid by bank transfer"
    "payout": Attribute(
        ("현금", "계좌", "즉시", "바로", "현장", "상품권", "지역화폐"),
        re.compile(
            r"현금(?:으로)?\s?(?:\S+\s){0,2}?(?:바로\s?|즉시\s?)?(?:정산|지급|입금|계산해|쳐\s?줘|쳐\s?드려"
            # round 48 (r48a): paying out in other words, also code-switched ("현금으로 바로 지불해
            # 줘요", "현금으로 pay해 줘요")
            r"|지불해\s?(?:줘|줍|드려|드립)|pay\s?해\s?(?:줘|줍|드려|드립))"
            r"|(?:바로|즉시|현장에서)\s?(?:현금\s?)?(?:정산|지급|입금)"
            # round 28: cash handed over with a plain verb of giving ("현금으로 바로 줘요")
            r"|현금으로\s?(?:바로\s?|즉시\s?)?(?:줘|줍|드려|드립|보상)"
            # and a voucher instead ("현금 대신 지역화폐로 보상합니다")
            r"|(?:지역화폐|지역\s?상품권|상품권)(?:으로|로)\s?(?:바로\s?)?(?:보상|지급|줘|줍|드려|드립)"
            r"|계좌(?:로|이체로)\s?(?:\S+\s)?(?:입금|정산|지급|보내)"
            # round 59: the buying itself said to be in cash ("캔은 현장에서 바로 현금으로 매입해 줘요",
            # "현금으로 사 줘요", "현금 매입해요", "현금으로 바꿔 줘요"; not "현금으로 구매": the user paying)
            r"|현금(?:으로)?\s?(?:바로\s?|즉시\s?)?(?:매입|사\s?(?:줘|줍|주|드려|드립)|바꿔\s?(?:줘|줍|주|드려|드립))"
        ),
        ("cash", "spot", "transfer"),
        re.compile(
            r"\bpa(?:y|ys|id)\s(?:you\s)?(?:in\s)?cash\b|\bcash\s(?:on\sthe\sspot|payment|in\shand)\b"
            r"|\bpa(?:y|ys|id)\s(?:you\s)?on\sthe\sspot\b|\bpa(?:y|ys|id)\s(?:you\s)?by\sbank\stransfer\b"
            r"|\b(?:give|hand)s?\s(?:you\s)?cash\b",
            re.I,
        ),
        re.compile(r"현금|cash|정산|지급|입금|계좌|송금|payout|paid|pay_|payment|결제|상품권|지역화폐|voucher"),
    ),
    # how a buyer prices a mixed lot (round 48, r48a): "두 종류를 섞어서 가져가시면 철캔 가격으로 일괄
    # 계산되니", "섞이면 싼 쪽 단가로 쳐줘요", "mixed bags are paid at the steel-can rate"
    "mixed-lot pricing": Attribute(
        ("섞",),
        re.compile(
            r"섞(?:어서|어|으면|이면|인|여|은)\s[^.!?\n]{0,40}?(?:가격|단가|시세|값)(?:으로|로)\s?"
            r"(?:일괄\s?|모두\s?|전부\s?|다\s?|한꺼번에\s?)?(?:계산|쳐|매입|정산|처리)"
            # round 49 (r49a): the price said to fall for a mixed lot ("색이 섞이면 단가가 절반으로
            # 떨어지니", "섞어서 내면 값이 반값이 돼요"); a caution ("떨어질 수 있어요") is no rule
            r"|섞(?:어서|으면|이면|인|여서|이니|여)\s[^.!?\n]{0,24}?(?:가격|단가|시세|값)(?:이|은|는|도)?\s?"
            r"(?:\S+\s){0,2}?(?:절반|반값|반\s?토막|떨어|낮아|내려|깎|줄어|싸져|[0-9]+\s?%)"
            r"(?![^.!?\n,]{0,12}?수\s?(?:도\s?)?있)"
        ),
        ("mix",),
        re.compile(
            r"\bmix(?:ed|ing|es)?\b[^.!?\n]{0,50}?\b(?:paid|priced|counted|bought|valued|charged)\s"
            r"(?:\w+\s){0,2}?(?:at|as)\s(?:the\s)?(?:[\w-]+\s){0,2}?(?:price|rate)\b"
            # round 49 (r49a): the price said to fall for a mixed lot ("if the colours are mixed, the
            # price drops by half", "mixed glass fetches only half")
            r"|\bmix(?:ed|ing|es)?\b[^.!?\n]{0,40}?\b(?:price|rate|value)s?\s(?:\w+\s)?"
            r"(?:drops?|falls?|halves|is\s(?:halved|cut|lower)|goes\sdown)\b"
            r"|\bmix(?:ed|ing|es)?\b[^.!?\n]{0,40}?\b(?:fetch(?:es)?|sells?\sfor|gets?|pays?)\s(?:only\s)?"
            r"(?:half|a\sfraction)\b",
            re.I,
        ),
        re.compile(r"섞|혼합|mixed|mixing|일괄"),
    ),
    # a change the service or its data is said to plan (round 48, r48a): "구리는 다음 조사부터 품목에
    # 추가될 예정이라", "요금이 인상될 예정이에요", "copper will be added to the survey next year",
    # "fees are set to rise from July"
    "planned change": Attribute(
        ("예정",),
        re.compile(
            r"(?:추가|포함|인상|인하|변경|확대|반영|도입|시행|개편|폐지|중단|신설)"
            r"(?:될|할|된다는|한다는|되는|하는)?\s?예정"
        ),
        ("added", "included", "planned", "scheduled", "set", "due"),
        re.compile(
            r"\bwill\sbe\s(?:added|included)\s(?:to|in)\s(?:the\s)?(?:\w+\s)?"
            r"(?:survey|list|data|dataset|database|table|items)\b"
            r"|\b(?:is|are)\s(?:planned|scheduled|set|due|expected)\sto\s(?:be\s)?"
            r"(?:added|included|raised|increased|introduced|expanded|rise|go\sup|change)\b",
            re.I,
        ),
        re.compile(r"예정|plan|schedul|upcoming|개정|인상|will\sbe"),
    ),
    "language": Attribute(*LANGUAGE),  # round 56: :mod:`.service_languages`
    # that the collectors carry a thing out of the home for one (round 57): "the collectors will
    # carry it down from upstairs at no extra charge", "기사님이 3층에서 직접 내려 줘요", "집 안까지
    # 들어와서 가져가요" — said of the collector only (the user told to bring it down is advice)
    "carrying": Attribute(
        ("내려", "운반", "옮겨", "들어와", "꺼내"),
        re.compile(
            r"(?:집\s?안|실내|방|계단|위층|\d\s?층|층)(?:에서|으로|로|까지)?\s(?:\S+\s){0,2}?(?:직접\s?)?"
            r"(?:내려|운반해|옮겨|꺼내)\s?(?:다\s?)?(?:줘|줍|드려|드립|준답|준대|주세요|주시|가져가)"
            r"|(?:집\s?안|실내|현관\s?안)(?:까지|으로)\s(?:\S+\s)?(?:들어와|들어가)(?:서|요|\s?줘|\s?줍)"
        ),
        ("carry", "carries", "bring", "haul", "fetch", "move", "take"),
        re.compile(
            r"\b(?:they|the\s(?:[\w-]+\s)?(?:collectors?|crew|team|workers?|staff|council|city|county"
            r"|district|service|movers?|drivers?))\s(?:will\s|can\s|would\s|do\s|also\s|even\s){0,2}"
            r"(?:carry|carries|bring|brings|haul|hauls|fetch|fetches|move|moves|take|takes)\s"
            r"(?:it|them|the\s[\w-]+(?:\s[\w-]+)?)\s(?:all\sthe\sway\s)?(?:down|out)\s"
            r"(?:from|of)\s(?:the\s|your\s)?(?:upstairs|stairs|inside|indoors|flat|apartment|home|house"
            r"|room|upper\sfloors?|\w+\sfloor)\b"
            r"|\bthey(?:'ll|\swill)\s(?:also\s)?(?:carry|bring)\s(?:it|them)\sdown(?:\sthe\sstairs)?\b",
            re.I,
        ),
        re.compile(
            r"운반|옮기|옮겨|내려|계단|실내|집\s?안|방문|carry|carried|upstairs|stairs|indoor|inside"
            r"|floor|doorstep|door"
        ),
    ),
}  # fmt: skip
