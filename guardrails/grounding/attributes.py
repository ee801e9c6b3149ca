"""An attribute no tool output carries, asserted of what the outputs describe.

The class: an answer that states a value of an attribute which none of the turn's tool outputs
carries — in a key or in its text — has invented it, whatever else the answer restates faithfully.
Our tools return fees, prices under a survey region and date, places with addresses and phones,
ways of applying, a district's department, weather observations or normals; what answers add on
top of them is the service's hours (``weekdays 9 to 6``, ``평일 오전 9시부터 오후 6시까지``; round 56:
a day it works with no clock, ``토요일 오전에도 전화 상담이 됩니다``, ``they take calls on Saturdays``), how
often a dataset is refreshed (``매달 1일에 갱신돼요``, ``prices are updated every month``), what a
buyer refuses (``오염된 건 매입하지 않아요``, ``they won't buy wet cardboard``) or how soon a service
comes (``신청하면 다음 날 바로 와요``, ``they usually come the next day``, ``within 3 business
days``) or how a buyer pays out (``현금으로 바로 정산해 줘요``, ``they pay cash on the spot``; round
27), how often the survey is published (``The survey is published quarterly``; round 56) or a
language it serves in (round 56: :mod:`.service_languages`).

One vocabulary (:data:`ATTRIBUTES`) says, per attribute, the words that assert it in Korean and
English and the words of a tool output (keys or text, lower-cased: a pattern) that can carry it. One test
(:func:`attribute_claims`): an asserted attribute with no supporting word in any tool output is
flagged. Which record a *carried* attribute binds to is other modules' business (hours and days:
:mod:`.schedules`, :mod:`.weekdays`).

The same class read elsewhere, by modules that own the attribute's reading: a forecast over
observations or normals and a count of days over normals that count none (:mod:`.forecast`), an
air-quality, UV or pollen reading over outputs that measure none (:mod:`.unmeasured`), a region's
price or a regional premium over nationwide prices (:mod:`.scopes`).

Not claims, never read: a clause that asks, hedges (``~수도 있어요``, ``may``), or says the data
has nothing on the attribute (``운영 시간 정보는 없어요``, ``I don't have their hours``,
``알려 드릴 수 없어요``); advice to confirm (``확인해 보세요``, ``check``, ``ask them``; round 52: not
the service asking the user, ``they ask you to book at least a week ahead``, its rule); the attribute said to
differ from one buyer or place to another, which gives no value (round 42: ``업체마다 매입 조건이
달라서``, ``buying terms vary by yard``; ``녹슨 건 안 사요`` in the next clause is still read). A negated buying
condition is the condition itself (``매입하지 않아요``), so plain negation is not a doubt here.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from guardrails.grounding.claims import Claim, any_word
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.service_languages import LANGUAGE

__all__ = ["ATTRIBUTES", "Attribute", "attribute_claims"]


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
            r"|(?:신청|예약|접수)\S*\s(?:\S+\s){0,2}?(?:\d{1,2}\s?일|하루|이틀|사흘|일주일|\d{1,2}\s?주)\s?"
            r"(?:이내|안에|만에|내로|뒤|후|정도\s?(?:걸|면|후|뒤))"
            r"|(?:신청|예약|접수)\S*\s(?:\S+\s)?바로\s?(?:와|옵|방문|수거|가져가)"
            # a duration a service takes: "수거까지 보통 일주일 정도 걸려요", "2~3일 소요돼요"
            r"|(?:\d{1,2}\s?일|하루|이틀|사흘|일주일|\d{1,2}\s?주)\s?(?:이내|안에|내로)?\s?(?:정도\s?|가량\s?)?"
            r"(?:걸려|걸립|걸리|소요)"
            # how long before one must apply (round 40): "일주일 전에 예약해야 해요", "3일 전까지 신청"
            r"|(?:\d{1,2}\s?일|하루|이틀|사흘|일주일|\d{1,2}\s?주)\s?(?:이상\s?)?전(?:에|까지)\s?(?:미리\s?)?"
            r"(?:신청|예약|접수)"
            # round 48 (r48a): the act as the topic, its deadline after ("신청은 수거 희망일 이틀 전까지
            # 하시면 돼요", "예약은 3일 전에 해야 해요")
            r"|(?:신청|예약|접수)(?:은|는)\s(?:\S+\s){0,3}?(?:\d{1,2}\s?일|하루|이틀|사흘|일주일|\d{1,2}\s?주)\s?"
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
}  # fmt: skip


# each attribute's gates: Korean words as one plain alternation (sre skips to their first
# characters), English ones case-blind first character first (:func:`.claims.any_word`); and all
# of them at once
def _plain(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, words)))


_GATES: Final = {name: (_plain(a.ko_gate), any_word(a.en_gate)) for name, a in ATTRIBUTES.items()}
_KO_ANY: Final = _plain(tuple(w for a in ATTRIBUTES.values() for w in a.ko_gate))
_EN_ANY: Final = any_word([w for a in ATTRIBUTES.values() for w in a.en_gate])
# a clause: a sentence's part between commas, semicolons, dashes
_CLAUSE: Final = re.compile(r"[^.!?\n,;—]+")
# whom a service asks to do something ("they ask you to book"): its rule, no advice to ask
_ASKED = r"(?:you|residents|users|people|customers|applicants|households|everyone)"
# not a claim: asked, hedged, advice to confirm, or the data said to have nothing on it
_DOUBT = re.compile(
    r"\?|수도\s?있|혹시|지\s?몰|확인|문의해|물어|여부|인지|는지|을지"
    r"|(?:자료|정보|데이터|내용|안내)(?:는|은|가|이|에는|에)?\s?(?:\S+\s)?(?:없|모르|나와\s?있지\s?않)"
    r"|(?:알려\s?드릴|알\s?수|말씀\s?드릴|안내해?\s?드릴)\s?수?\s?(?:가\s)?없"
    r"|\bmay\b|\bmight\b|\bcould\b|\bcheck|\bconfirm|\bwhether\b"
    # advice to ask; not the service asking something of the user ("they ask you to book at least
    # a week ahead", "ask residents to apply": its rule, round 52)
    rf"|\bask\b(?!\s{_ASKED}\sto\b|\sthat\s)"
    r"|\b(?:don['’]t|do\snot|doesn['’]t|does\snot)\s(?:have|list|show|include|say|know)"
    r"|\bno\s(?:data|information|info|details?|record)"
    r"|\b(?:can['’]t|cannot|can\snot)\s(?:tell|say|give|confirm)"
    r"|\bnot\s(?:sure|listed|available|shown|given)"
    r"|\b(?:var(?:y|ies)|differs?)\s(?:\w+\s)?(?:by|from|between|with)\s"
    r"|\bdepends?\son\s(?:the\s)?(?:buyer|yard|shop|dealer|place|company|business)",
    re.I,
)
_DOUBT = gated(_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to
# said to differ from one buyer or place to another: no value (round 42) — of the attribute said
# before the verb only ("업체마다 매입 조건이 달라서 녹슨 건 안 사요": the refusal after it is read);
# round 50 (r50e): every form of 다르다 ("다를 수 있으니", "달랐어요") and 에 따라 as well as 마다
# ("고물상에 따라 매입 기준이 달라요")
_DIFFERS = re.compile(
    r"(?:마다|에\s?따라(?:서)?)\s?(?:\S+\s){0,2}?(?:달라|다르|다릅|다를|달랐|차이)"
)


def attribute_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The values ``answer`` asserts of an attribute that no tool output carries (see the module
    docstring); one claim per asserted attribute span."""
    if not sources:
        return []
    if _KO_ANY.search(answer) is None and _EN_ANY.search(answer) is None:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for name, attribute in ATTRIBUTES.items():
        ko, en = _GATES[name]
        found = list(attribute.ko.finditer(answer)) if ko.search(answer) else []
        if en.search(answer):
            found += attribute.en.finditer(answer)
        if not found:
            continue
        if lower is None:
            lower = lowered_text(sources)
        if attribute.carried.search(lower):
            continue
        for m in found:
            begin, stop = _clause_of(answer, m.start(), m.end())
            if _DOUBT.search(answer, begin, stop) or _differs_after(answer, begin, stop, m.end()):
                continue
            if name == "buying" and BUYER_KINDS.search(answer, begin, stop):
                continue  # "- 시화 고물상: 고철과 폐지를 매입해요": a buyer by kind buys; no site said to
            why = f"'{m.group(0)}': no tool output carries the {name}"
            out.append(Claim(m.group(0), "condition", name, m.start(), m.end(), why))
    return out


def _differs_after(answer: str, begin: int, stop: int, end: int) -> bool:
    """Whether the clause ``answer[begin:stop]`` says the attribute ending at ``end`` differs from
    one buyer or place to another, its verb after the attribute's words."""
    return any(d.end() > end for d in _DIFFERS.finditer(answer, begin, stop))


def _clause_of(answer: str, start: int, end: int) -> tuple[int, int]:
    """The clause around ``answer[start:end]``: from the last clause break before it to the
    first after it (its start and end offsets)."""
    begin = max((m.end() for m in re.finditer(r"[.!?\n,;—]", answer[:start])), default=0)
    after = _CLAUSE.match(answer, end)
    stop = after.end() if after else end
    # round 48 (r48a): a Korean causal ending closes the clause ("…추가될 예정이라 그때 다시 확인해
    # 보세요": the advice to check is the next clause's, no doubt of this one)
    cause = _CAUSE.search(answer, end, stop)
    return begin, cause.start() if cause else stop


# a buyer by its kind (a 고물상, a dealer): that it buys is what it is, no site of the outputs said to
# buy (read by the buying attribute here and by ``site_prices``)
BUYER_KINDS: Final = re.compile(
    r"고물상|업체|가게|상점|고철상|수집상|매장|\bdealers?\b|\byards?\b|\bshops?\b|\bbuyers?\b", re.I
)
_CAUSE: Final = re.compile(r"(?<=[가-힣])(?:이라서|이라|이니까|이니|므로)\s")
