"""A service fact of a broad class that no tool output gives: a way of paying, an online way, an
office or a drop-off yard that handles the thing, a trend of prices.

:mod:`.service_ways` and :mod:`.pay_ways` read closed tables of properties and lists the outputs
give; writers keep inventing the next property just outside them — ``배출확인증 수수료는
카카오페이로도 결제할 수 있어요`` over a district's rules that name no payment at all, ``읍사무소
가서 현금으로 내요`` over a fee table, ``시청 홈페이지에서 인터넷 배출 신고를 하면 스티커 없이 바로
내놓을 수 있어요`` over a fee table with no online way, ``in Gyeongju every post office accepts them
at the counter`` over guidance that names pharmacies and postboxes, ``폐지는 보통 월초에 값이 오르니까
그때 파는 게 나아요`` over one month's survey. Each is read by its CLASS, so the next writer's
member of it is read too:

- a payment means (cash, card, transfer, mobile pay) said in a sentence with an act of paying
  (결제, 납부, 내요, ``pay``): supported when some output names that class anywhere (a transfer
  also by a deposit, ``수수료 입금``: :data:`.pay_ways.TRANSFER_HELD`; where outputs carry a
  payment value, :mod:`.pay_ways` reads it against that value);
- an online channel (홈페이지, 인터넷, 온라인, 웹사이트, ``website``, ``online``) said in a sentence
  with an act of the service (신청, 신고, 구매, 발급, ``apply``, ``buy``, ``report``): supported when
  an output names any online way (인터넷, 온라인, 홈페이지, 누리집, 모바일, an app, a web address;
  not the free take-back service's address in its bracket, unless the sentence names that service:
  round 41);
  going online only to report or apply (``인터넷으로 신고하면 돼요``, ``report it online``), with no
  site named and nothing bought or paid there, stays round 11's general advice;
- an office or counter (우체국, 읍·면사무소, ``post office``, ``town office``) said to take, handle
  or be paid at (받, 수거, 접수, 가서, 내, ``accepts``, ``at the counter``): supported when an
  output names that kind of office (a postbox, 우체통, is not a post office); so is a pharmacy
  said to take it itself (``근처 약국에서도 다 받아요``, ``pharmacies accept them too`` over bins
  that stand in libraries and offices: flagged; passed where an output names a pharmacy, e.g. a
  bin at ``온누리약국``; bringing it to one, ``약국이나 보건소에 가져가시면 돼요``, is the usual
  guidance and not read);
- a drop-off yard or centre (재활용센터, 선별장, 집하장, 적환장, 자원순환센터, ``recycling yard``,
  ``recycling centre``, ``drop-off centre``, ``transfer station``) said to take a thing or as a
  place to bring it: supported when an output names any such kind of place (재활용, 선별, 집하,
  처리장, 처리시설, ``recycl``, ``yard``); a company by arrangement (처리업체) is none, and a
  ``drop-off point`` is the answer's word for any bin an output lists;
- a price trend (값이 오르다/떨어지다, 시세 상승, ``prices go up``, ``rates drop``): supported when an
  output speaks of any change of prices.

What is usual (``보통``, ``usually``) does not make these unsure: said of THIS service, a way of
paying, an online way, an office or a trend is a fact of it all the same (general advice —
``보통 미리 신청하시는 게 좋아요`` — names none of the classes). Unsure, never flagged, by its clause
(cut at commas and Korean clause endings): an asked clause (``약국에서 수거를 하실지는``), advice
to check, ask or consult (``상의해 보세요``; ``구청 홈페이지에서 보는 게 제일 확실해``, where looking there
is said to be surest), the assistant's offer to look one up (``원하시면 가까운 재활용센터를
찾아봐 드릴게요``, ``want me to look for a recycling centre?``; round 59), a negated one
(``현금은 안 받아요``; ``없이``, ``without``, negates nothing), what some places do (``일부``,
``some``), a modal hedge (``may``, ``might``) and, for a trend, a Korean ``수 있`` (``오를 수
있어요`` is a possibility; for the other classes ``할 수도 있어요`` gives the option).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.facility_words import PLACE_KINDS
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, OFFERED
from guardrails.grounding.holder_urls import service_hosts, service_word, without_service_sites
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.pay_ways import TRANSFER_HELD

__all__ = ["GATE", "clause_of", "service_class_claims"]

# class → (how an answer says it, the act its sentence must name, what in an output carries it)
_PAY_ACT: Final = (
    r"결제|납부|낼\s?수|내요|내면|내세요|내시|내고|내도|내야|지불|계산"
    r"|\bpa(?:y|ys|id|ying|yment)\b"
)
_MEANS: Final = (
    (
        "cash",
        r"현금|\bcash\b",
        r"현금|cash",
    ),
    (
        "card",
        r"(?:신용|체크)?카드(?:로|결제)|\b(?:credit|debit)\scards?\b|\bby\scard\b",
        r"카드|card",
    ),
    (
        "a bank transfer",
        r"계좌\s?이체|무통장|\bbank\stransfers?\b|\bvirtual\saccounts?\b",
        TRANSFER_HELD,  # an output's "수수료 입금" is a transfer too
    ),
    (
        "mobile pay",
        r"카카오\s?페이|네이버\s?페이|토스\s?페이|페이코|삼성\s?페이|간편\s?결제|제로\s?페이"
        r"|\bkakao\s?pay\b|\bnaver\s?pay\b|\bpayco\b|\bsamsung\s?pay\b|\bzero\s?pay\b|\btoss\b",
        r"페이|토스|간편|\bpay\b|toss|payco",
    ),
)
_ONLINE_ACT: Final = (
    r"신청|신고|접수|구매|구입|발급|결제|예약|등록|사(?:실|세요|면)|살\s?수"
    r"|\bappl(?:y|ies|ied|ication)\b|\bbook|\breport|\bbuy|\bbought\b|\bpurchas|\bregist|\border"
    r"|\bpay|\bschedul"
)
_OFFICE_ACT: Final = (
    r"받(?:아|습|는|으)|수거|접수|가져가|가져오|가서|가시면|가면|내(?:요|면|세요|시|고)|납부|처리해"
    r"|\baccepts?\b|\btakes?\b|\bhandles?\b|\bcollects?\b|\bcounter\b|\bdrop\b|\bbring\b"
)
# a place said to take the thing itself (a pharmacy): bringing it there ("약국이나 보건소에
# 가져가시면 돼요", "take them to a pharmacy") is the usual guidance, not a fact of the place
_TAKE_ACT: Final = (
    r"받(?:아|습|는|으)|수거(?!함)|접수"
    r"|\baccepts?\b|\bcollects?\b|\bhandles?\b|\btakes?\s(?:them|it)\sback\b"
)
# a pharmacy's English words (:data:`.facility_words.PLACE_KINDS`), said in the singular or the
# plural, and carried by an output without their last letter ("pharmac", "drugstor")
_PHARMACY: Final = tuple(w[:-1] for w in PLACE_KINDS["약국"])
_PHARMACY_SAID: Final = "|".join(
    rf"\b{w[:-1]}(?:y|ies)\b" if w.endswith("y") else rf"\b{w}s?\b" for w in PLACE_KINDS["약국"]
)
_ONLINE: Final = "an online way"
_CLASSES: Final[tuple[tuple[str, str, str, str], ...]] = (
    *((f"{name} as a way of paying", said, _PAY_ACT, carried) for name, said, carried in _MEANS),
    (
        _ONLINE,
        r"홈페이지|인터넷|온라인|웹사이트|누리집|\bwebsite\b|\bweb\ssite\b|\bonline\b|\binternet\b"
        r"|\bhomepage\b",
        _ONLINE_ACT,
        r"인터넷|온라인|홈페이지|누리집|웹|사이트|모바일|전자민원|어플|www\.|https?:|\.kr\b|\.com\b"
        r"|website|web\b|online|internet|\bapps?\b",
    ),
    (
        "a post office",
        r"우체국|\bpost\soffices?\b",
        _OFFICE_ACT,
        r"우체국|post\soffice",
    ),
    (
        "a town or township office",
        r"읍\s?[·ㆍ,]?\s?면\s?사무소|[읍면]사무소|\b(?:town|township)\soffices?\b",
        _OFFICE_ACT,
        r"사무소|읍면|읍·면|읍ㆍ면|행정복지센터|주민센터|town\soffice|township",
    ),
    (
        "a pharmacy",
        f"약국|{_PHARMACY_SAID}",
        _TAKE_ACT,
        "|".join(("약국", *_PHARMACY)),
    ),
    (
        "a drop-off yard",
        r"재활용\s?(?:센터|선별장|집하장)|선별장|집하장|적환장|자원순환\s?센터|클린\s?센터"
        r"|\brecycling\s(?:yards?|cent(?:er|re)s?|depots?|facilit(?:y|ies))\b"
        r"|\bdrop-?off\s(?:cent(?:er|re)s?|yards?)\b|\btransfer\sstations?\b",
        _OFFICE_ACT,
        r"재활용|선별|집하|적환|처리장|처리시설|자원순환\s?센터|클린\s?센터|환경\s?센터|recycl|yard|depot"
        r"|drop-?off|transfer\sstation",
    ),
    (
        "a trend of prices",
        r"(?:값|가격|시세|단가)(?:이|가|은|는|도)?\s?(?:[^\s.!?\n]+\s){0,3}?"
        r"(?:오르(?!내)|오릅|오른|올라|올랐|내리|내립|내린|내려|내렸|떨어|상승|하락)"
        r"|\b(?:prices?|rates?)\s(?:\w+\s){0,2}?(?:go(?:es)?\s(?:up|down)|rises?|drops?|falls?"
        r"|climbs?|spikes?|dips?|increases?|decreases?)\b",
        "",
        r"상승|하락|오르|올랐|올라|내렸|떨어|추이|변동|전월|전년|trend|rise|rising|fall|increase"
        r"|decrease",
    ),
)
_SAID: Final = tuple(
    (name, alternation(said), re.compile(act, re.I) if act else None, re.compile(carried))
    for name, said, act, carried in _CLASSES
)

# the literal words any class needs (most answers hold none)
GATE: Final = ("재활용", "선별장", "집하장", "적환장", "자원순환", "클린", "recycling", "drop",
               "transfer station", "현금", "cash", "카드", "card", "계좌", "무통장", "transfer", "account", "페이",
               "pay", "간편", "toss", "홈페이지", "인터넷", "온라인", "웹사이트", "누리집", "web",
               "online", "internet", "우체국", "post office", "사무소", "town", "township", "약국", *_PHARMACY,
               "값", "가격", "시세", "단가", "price", "rate")  # fmt: skip
_GATE: Final = alternation("|".join(map(re.escape, GATE)))

# not a statement: asked, advice to check or ask, negated, what some places do, a modal hedge
_DOUBT: Final = alternation(
    rf"\?|혹시|확인(?!증|서)|알아보|물어|문의|여쭤|상의\s?(?:해|하)|{INDIRECT_QUESTION}|없(?!이)|않|안\s"
    r"|안돼|못|불가"
    r"|일부|어떤\s곳|곳에\s?따라|지역에\s?따라|\bcheck|\bconfirm|\bask\b|\bcall\b|\bcontact"
    r"|\bnot\b|n't|\bno\b|\bnever\b|\bmay\b|\bmight\b|\bcould\b|\bperhaps\b|\bprobably\b"
    r"|\bsome\b|\bif\savailable\b|\bdepend|\bvar(?:y|ies)\b|에\s?따라|마다"
    r"|보실\s?수|보시면|보세요|찾아보|보(?:시)?는\s?(?:게|것이|편이)|\blook\s(?:it\s)?up\b|\bsee\b"
    rf"|{OFFERED}"
)
# what is usual, or what regions generally do: unsure for a way or an office (a trend is what
# usually happens: "usually" does not hedge it)
_USUAL: Final = alternation(
    r"보통|대개|대부분|일반적으로|흔히|\busually\b|\bgenerally\b|\btypically\b|\bin\sgeneral\b"
    r"|\bmost\b|\boften\b"
)
# a condition on the goods in a trend's sentence ("젖으면 값이 떨어지니", "prices drop if it gets
# wet"): a rule of quality, not a trend of prices
_CONDITIONED: Final = re.compile(r"면\s|\bif\b|\bwhen\b|\bonce\b|\bunless\b", re.I)
_POSSIBLE: Final = re.compile(r"수\s?(?:도\s?)?있|\bcan\b", re.I)  # a trend only possible
# where a clause ends inside a sentence: a comma, a Korean clause ending before a space
# (a verb's 고 or 며, not a noun's: 신고, 참고)
_JOINS: Final = r"(?:하|되|있|없|않|받|내|가|오|놓|이)(?:고|며)|니까|는데|지만"
_CLAUSE_EDGE: Final = re.compile(rf"[,;]\s|(?:{_JOINS}|면)\s")
# where a clause's end is (a condition's "면" runs on into what it conditions)
_CLAUSE_STOP: Final = re.compile(rf"[,;]\s|(?:{_JOINS})\s")


def service_class_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The phrases of ``answer`` that state a payment means, an online way, an office or a price
    trend of the service that no tool output names in its class."""
    if not sources or _GATE.search(answer) is None:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for name, said, act, carried in _SAID:
        read = -1  # the start of the last sentence read for this class (one claim a sentence)
        for m in said.finditer(answer):
            start, end = sentence_around(answer, m.start())
            if start == read:
                continue
            if act is not None and act.search(answer, start, end) is None:
                continue
            clause = clause_of(answer, start, end, m.start())
            if _DOUBT.search(clause) or answer.startswith("?", end):
                continue
            if name == _ONLINE and _only_reported_online(answer, start, end, m):
                continue
            if act is None:  # a trend: not one only possible, nor one a condition sets
                if _POSSIBLE.search(clause) or _CONDITIONED.search(answer, start, end):
                    continue
            elif _USUAL.search(clause):
                continue
            if lower is None:
                lower = lowered_text(sources)
            if carried.search(lower) and not (
                name == _ONLINE and _only_service_site(answer, start, end, carried, lower, sources)
            ):
                break  # an output names the class: the answer may have it from there
            read = start
            why = f"no tool output gives {name}"
            out.append(Claim(m.group(0), "condition", name, m.start(), m.end(), why))
    return out


# an online way named as a site (an office's homepage, a website), or used to buy or pay: a fact of
# the service; "인터넷으로 신고하면 돼요", "report it online" with neither is round 11's general
# advice (most districts take reports online), not a channel the answer claims of this one
_ONLINE_SITE: Final = re.compile(
    r"홈페이지|웹사이트|누리집|\bwebsites?\b|\bweb\ssites?\b|\bhomepage", re.I
)
_PART_EDGE: Final = re.compile(rf"[,;]\s|\s(?:and|then|but)\s|(?:{_JOINS})\s", re.I)
_ONLINE_DEAL: Final = re.compile(
    r"구매|구입|결제|발급|사(?:실|세요|면)|살\s?수|\bbuy|\bbought\b|\bpurchas|\bpa(?:y|id)\b|\border",
    re.I,
)


def _only_reported_online(answer: str, start: int, end: int, m: re.Match[str]) -> bool:
    """Whether the sentence ``answer[start:end]`` names no site, and the part of it around the
    online word ``m`` (up to a comma or a joining "and") nothing bought or paid there."""
    if _ONLINE_SITE.search(answer, start, end) is not None:
        return False
    lo = max((j.end() for j in _PART_EDGE.finditer(answer, start, m.start())), default=start)
    hi = _PART_EDGE.search(answer, m.end(), end)
    return _ONLINE_DEAL.search(answer, lo, hi.start() if hi else end) is None


def _only_service_site(
    answer: str,
    start: int,
    end: int,
    carried: re.Pattern[str],
    lower: str,
    sources: tuple[str, ...],
) -> bool:
    """Whether the only online way the outputs give is the free take-back service's address in its
    bracket (:func:`.holder_urls.service_hosts`) and the sentence ``answer[start:end]`` names no
    word of that service: ``구청 홈페이지에서 온라인으로 신청하면 되고`` over ``폐가전제품 무상방문수거
    서비스(1599-0903, www.15990903.or.kr)`` is another holder's channel (flagged); ``폐가전
    무상방문수거는 온라인으로 신청하면 돼요`` is the service's own (passes). Round 56 (r56d): so is a
    sentence that names no holder of its own right after one that names the service (``- 폐가전
    무상방문수거: 1599-0903 또는 www.15990903.or.kr`` then ``전화나 홈페이지로 예약하세요``: it goes on
    about the service)."""
    hosts = service_hosts(sources)
    sentence = answer[start:end]
    if not hosts or service_word(sentence):
        return False
    if _OWNER.search(sentence) is None and service_word(_sentence_before(answer, start)):
        return False
    return carried.search(without_service_sites(lower, hosts)) is None


# a holder of its own an online way may be said of (an office, a district, a centre, an app's maker)
_OWNER: Final = re.compile(
    r"[시구군]청|주민\s?센터|행정복지\s?센터|사무소|센터|업체|\b(?:city|county|district|gu|office"
    r"|council|hall|cent(?:er|re)|company|contractor)\b|[가-힣]+(?:시|군|구)\s",
    re.I,
)


def _sentence_before(answer: str, start: int) -> str:
    """The sentence or list line right before ``answer[start]``, a dot inside an address
    (``www.15990903.or.kr``) ending none."""
    lo = start
    while lo > 0:
        lo, _ = sentence_around(answer, lo - 1)
        if not (
            1 < lo < len(answer)
            and answer[lo - 1] == "."
            and answer[lo - 2].isalnum()
            and answer[lo].isalnum()
        ):
            break
    return answer[lo:start]


def clause_of(answer: str, start: int, end: int, at: int) -> str:
    """The clause of ``answer[at]`` within the sentence ``answer[start:end]``: from the last
    clause edge before it to the next after it."""
    lo = max((m.end() for m in _CLAUSE_EDGE.finditer(answer, start, at)), default=start)
    nxt = _CLAUSE_STOP.search(answer, at, end)
    return answer[lo : nxt.start() if nxt else end]
