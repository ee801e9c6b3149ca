"""A property of a disposal service that no tool output gives: a channel, an option, a sales point,
the days it runs, what it charges as one.

Our disposal outputs give a district's ways of applying and places of putting out (the MOIS
household-waste rules: ``application_methods``, ``places``), its fee rows, and for large
appliances the free pickup's note (its phone and web site). An answer that adds a property of the
service — ``Online registration is handled through the city's 'Changwon Clean' app``, ``차가
없으시면 환경과에 신청하면 방문수거도 해 줍니다``, ``스티커는 가까운 편의점에서 사실 수
있습니다``, ``the free pickup …, available only on weekdays``, ``매트리스는 침대틀과 함께
내놓으면 따로 수수료가 붙지 않아요``, ``placed out together in one bundle are charged as a single
item`` — states a fact of the service no output carries: the writer's own, however well its
figures are grounded.

A closed table of such properties, each said in Korean and English, and the words in a tool
output's text that carry it: an app (앱, 어플, ``app``; read only over an output that gives ways
of applying — over a fee table alone an app is round 11's general advice); a home or door-to-door
pickup (방문수거, ``home pickup``, ``collect it from your door``; carried by 방문, 문전, ``home``,
``door``, round 49 ``집앞``/``대문 앞``/``현관 앞`` — a place of putting out at the home: the free pickup's 무상방문수거 carries it, and its name said in an answer is that
service, no option of the district's); a place that sells the stickers (편의점, 마트, 주민센터,
구청/시청, 우체국 in a sentence that says a sticker or 필증 is bought there; carried by the output
naming that kind of place; round 39: a department, ``스티커는 환경정책과에서 사세요``, ``buy the
sticker from the Environmental Policy Division`` — a rules output's ``department`` is its enquiry
contact, carried only by a how-to that has something done at a department, ``청소행정과에서 구입``;
``call the Environmental Policy Division`` is no seller); days a service is limited to (평일에만, 주말 제외, ``only on
weekdays``; carried by any day word of an output); things charged as one (``따로/추가 수수료가
붙지 않`` after 함께/같이, ``한 건으로 계산``, ``charged as a single item``, ``no separate fee``;
carried by an output's set, bundle or inclusion words); round 45: booking as a requirement
(``방문 전 전화 예약이 필수예요``, ``예약 필수``, ``반드시 예약해야 해요``, ``reservations are
required``, ``by appointment only``; carried by 예약, 사전 신청, ``appointment``, ``reserv``, ``book``
in an output: a centre's record of address, phone and hours carries none; advice to book,
``미리 예약하세요``, is not read). A property is supported when any tool
output carries it (the output is then the answer's source, whatever its subject). Read last of
the prose readers: a span another reader flagged is flagged once, in that reader's words.

Unsure, never flagged: an asked or hedged sentence, advice to check or ask (``앱이 있는지 확인해
보세요``, ``시청에 문의하세요``, ``check with the office``), what is usual or what some places do
(``보통``, ``usually``, ``일부 지자체는``); for an app, a pickup or a sales point also a negated
clause (``방문수거는 안내되어 있지 않아요``; a condition before it, ``차가 없으시면``, is its own
clause) — a day limit and a single charge are stated by their negation (``주말엔 안 돼요``, ``따로
안 붙어요``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "service_way_claims"]

# a place a sticker is sold at: how an answer says it, what in an output's lower-cased text names it
_SELLERS: Final = (
    r"편의점|\bconvenience\s(?:stores?|shops?)\b"  # round 34: a chain of the kind named
    r"|\bGS\s?25|\bCU\b|씨유|세븐일레븐|\b7-?Eleven\b|\bSeven-?Eleven\b|미니스톱|\bMinistop\b|이마트\s?24"
    r"|\bE-?mart\s?24\b",
    r"마트|슈퍼|\bsupermarkets?\b|\bmarts?\b|홈플러스|다이소|\bE-?mart\b|\bHomeplus\b|\bLotte\s?Mart\b"
    r"|\bHanaro\s?Mart\b|\bDaiso\b",
    r"주민센터|행정복지센터|동사무소|\bcommunity\s(?:service\s)?cent(?:er|re)s?\b",
    r"구청|시청|군청|\b(?:district|city|county)\s(?:office|hall)s?\b",
    r"우체국|\bpost\s?offices?\b",
    # round 39: a department, the output's enquiry contact, as the seller ("환경정책과에서 사세요",
    # "buy the sticker from the Environmental Policy Division")
    r"[가-힣]{2,10}(?:과|팀)(?=에서)|\b(?:from|at|through)\s(?:the\s|your\s)?(?:[A-Z][\w&-]*\s)"
    r"{1,4}(?:Division|Department|Dept|Team|Section)\b",
)
_SOLD_AT: Final = (
    r"편의점|convenience|gs ?25|\bcu\b|씨유|세븐일레븐|eleven|미니스톱|ministop|이마트 ?24|mart ?24",
    "마트|슈퍼|mart|supermarket|홈플러스|homeplus|다이소|daiso",
    "주민센터|행정복지센터|동사무소|읍면동|동 주민|community",
    "구청|시청|군청|district office|city hall|county office",
    "우체국|post",
    # a how-to's "청소행정과에서 구입", a sellers' list that names one ("sold_at": [.., "군청 환경과"]);
    # not the "department" key, the enquiry contact
    r'(?:과|팀)\s?(?:에서|방문)|(?:sold_at|판매처|구입처)"?\s?:\s?\[[^\]]{0,80}?(?:과|팀)"',
)
_STICKER: Final = re.compile(r"스티커|필증|\bstickers?\b|\btags?\b", re.I)
_BUY: Final = re.compile(
    r"사(?:실|세요|시면|면|요)|살\s?수|구입|구매|판매|파는|팔아|팔고"
    r"|\bbuy|\bbought\b|\bpurchas|\bsold\b|\bsells?\b|\bselling\b"
    # round 34: picked up, got, obtained ("pick up the sticker at any GS25", "스티커는 CU에서 받아")
    r"|받(?:으|아|을|는|습)|구하|구할|\bpick(?:s|ed|ing)?\s(?:\w+\s){0,3}?up\b|\bpick-?up\b|\bget\b|\bgets\b"
    r"|\bgot\b|\bgrab|\bobtain|\bavailable\s(?:at|from|in)\b",
    re.I,
)
_BUNDLE_KO: Final = (
    r"(?:함께|같이|한꺼번에|묶어)[^.!?\n]{0,30}?(?:따로|별도|추가)\s?(?:의\s)?(?:수수료|요금|비용|돈)"
    r"[가이은는도를]?\s?(?:붙지\s?않|안\s?붙|없|들지\s?않|안\s?들|받지\s?않|안\s?받|안\s?내|내지\s?않)"
    r"|한\s?(?:건|개|품목|점)(?:으로|로)\s?(?:계산|부과|쳐|치)"
    r"|하나로\s?(?:계산|쳐|부과)"
)
_BUNDLE_EN: Final = (
    r"\bcharged\s(?:as|for)\s(?:a\s)?(?:single|one)\s(?:item|piece|fee|unit)"
    r"|\bno\sseparate\s(?:fee|charge)|\bnot\s(?:be\s)?charged\sseparately"
    r"|n't\s(?:be\s)?charged\sseparately|\bcounts?\sas\s(?:a\s)?(?:single|one)\sitem"
    r"|\bone\sfee\scovers\b"
)

# property → (how an answer says it, what in a tool output's lower-cased text carries it,
# whether a negation in its sentence makes it unsure)
_WAYS: Final[dict[str, tuple[re.Pattern[str], re.Pattern[str], bool]]] = {
    "an app": (  # only where the sentence names an act of the service (a map app is no channel)
        alternation(r"\bapps?\b|\bmobile\sapplication\b|앱(?:으로|에서|을|를|이|에|은|만)|어플"),
        re.compile(r"\bapps?\b|앱|어플"),
        True,
    ),
    "a home pickup": (
        alternation(
            r"(?<!무상)(?<!무상\s)방문\s?수거|찾아가는\s?수거|\bhome\s(?:pick-?up|collection)|\bdoorstep\s(?:pick-?up|collection)"
            r"|\bdoor-to-door\s(?:pick-?up|collection)"
            r"|\b(?:pick|collect)(?:s|ed)?\s(?:it\s|them\s)?(?:up\s)?from\s(?:your|the|her|his)\s"
            # round 49 (r49a): a word before the door ("picks it up from your front door", "collects
            # them at your doorstep"), a truck or crew coming to the door ("comes to your door")
            r"(?:front\s|own\s)?(?:home|door|doorstep|house|flat)"
            r"|\b(?:pick|collect)(?:s|ed)?\s(?:it\s|them\s)?(?:up\s)?(?:at|outside)\s(?:your|the|her|his)\s"
            r"(?:front\s)?(?:door|doorstep|house|home)"
            r"|\b(?:truck|crew|team|van|collectors?)\s(?:will\s)?(?:comes?|goes)\sto\s(?:your|the)\s(?:front\s)?"
            r"(?:door|doorstep|house|home)"
            # "집 앞까지 와서 가져가요", "문 앞에서 수거해 가요", "현관까지 찾아와서 실어 가요"
            r"|(?:(?:집|문|현관)\s?앞|현관)(?:까지|에서)\s(?:직접\s)?(?:와서\s|찾아와서?\s)?"
            r"(?:수거해|가져가|실어\s?가|걷어\s?가)"
        ),
        # round 49: a place of putting out at the home (``"places": ["배출자 집앞"]``, 대문 앞, 현관)
        re.compile(r"방문|문전|찾아가|home|door|(?:집|문)\s?앞|현관|대문"),
        True,
    ),
    "a day limit": (
        alternation(
            r"평일에만|평일만|주말(?:에는|엔|은)\s?(?:안\s|안돼|불가|수거하지|하지)|주말\s?(?:제외|빼고)"
            r"|\bweekdays?\sonly\b|\bonly\s(?:[a-z]+\s){0,2}(?:on\s)?weekdays\b|\bnot\s(?:on\s)?weekends\b"
            r"|\bexcept\s(?:on\s)?weekends\b|\bexcluding\sweekends\b"
        ),
        re.compile(r"평일|주말|요일|weekday|weekend|monday|월\s?~\s?금"),
        False,
    ),
    # round 45: booking made a requirement ("방문 전 전화 예약이 필수예요", "by appointment only");
    # advice to book ("미리 예약하세요") is no requirement and is not read
    "a booking requirement": (
        alternation(
            r"예약(?:이|은|도)?\s?(?:필수|꼭\s?필요|반드시\s?필요)|(?:반드시|필수로|꼭)\s?(?:사전\s?|미리\s?)?예약"
            r"\s?(?:해야|하셔야|후)|\b(?:reservations?|bookings?|appointments?)\s(?:is\s|are\s)?"
            r"(?:required|mandatory|compulsory|a\smust)\b|\bby\s(?:appointment|reservation)\sonly\b"
            r"|\bmust\s(?:book|reserve|make\san?\s(?:reservation|appointment))\b"
        ),
        re.compile(r"예약|사전\s?(?:신청|접수)|appointment|reserv|\bbook"),
        True,
    ),
    "a single charge": (
        alternation(f"{_BUNDLE_KO}|{_BUNDLE_EN}"),
        re.compile(r"묶|세트|일체|함께|같이|한꺼번에|포함|together|bundle|\bsets?\b|includ"),
        False,
    ),
}

# an act of the disposal service an app is said to do: applying, reporting, paying, collecting
_SERVICE_ACT: Final = alternation(
    r"접수|신청|신고|예약|등록|결제|수거|배출|스티커|\bregist|\bappl(?:y|ies|ied|ication)\b|\bbook"
    r"|\breport|\bpay|\bcollect|\bpick-?up|\bstickers?\b|\bdispos"
)
# an output that gives a district's ways of applying (over a fee table alone, an app is round
# 11's general advice)
_HOWTO: Final = re.compile(r'"(?:application_methods|method|methods|apply)"')
# an app of another kind, suggested to look something up (a weather or map app)
_OTHER_APP: Final = alternation(
    r"(?:날씨|지도|내비|검색)\s?(?:앱|어플)|\b(?:weather|maps?|navigation|air[- ]quality|search)\sapps?\b"
)
# the literal words one of the properties needs (most answers hold none)
GATE: Final = ("app", "앱", "어플", "방문", "찾아가", "pick", "collect", "door", "앞까지", "앞에서",
               "현관", "평일", "주말", "weekday",
               "weekend", "따로", "별도", "추가", "한 건", "한건", "한 개", "한개", "한 품목", "한품목", "한 점",
               "한점", "하나로", "charged", "separate", "count", "one fee", "스티커", "필증", "sticker",
               "tag", "예약", "appointment", "reserv", "booking", "must book")  # fmt: skip
_GATE: Final = alternation("|".join(map(re.escape, GATE)))

# not a statement: asked, hedged, advice to check or ask, what is usual
_DOUBT: Final = alternation(
    r"\?|수도\s?있|혹시|\bmay\b|\bmight\b|\bcould\b|\bperhaps\b|\bprobably\b|확인|알아보|물어보|문의하|문의해|여쭤"
    r"|\bcheck|\bconfirm|\bask\b|여부|인지|는지|한지|된지|문의해\s?보|해\s?보(?:세요|시)|보통|대개"
    r"|일반적으로|일부|대부분|\busually\b|\btypically\b|\bgenerally\b|\bsome\b|\bmost\b"
)
_NEGATED: Final = unsure(r"\?")
_CLAUSE_EDGE: Final = re.compile(r"(?:면|니까|는데|지만)[\s,]|,\s")
_NEXT_CLAUSE: Final = re.compile(
    r",\s(?:so|and\sso|which\smeans|meaning)\b|(?<=[가-힣])(?:니까|니|므로)\s"
)


def service_way_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The phrases of ``answer`` that give a property of a service no tool output carries."""
    if not sources or _GATE.search(answer) is None:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for name, (spoken, carried, negatable) in _WAYS.items():
        for m in spoken.finditer(answer):
            sentence = _sentence(answer, m.start())
            if name == "an app" and (
                _SERVICE_ACT.search(sentence) is None or _OTHER_APP.search(sentence)
            ):
                continue
            if _DOUBT.search(sentence) or negatable and _negated(answer, m.start()):
                continue
            if lower is None:
                lower = lowered_text(sources)
            if carried.search(lower) or name == "an app" and _HOWTO.search(lower) is None:
                break  # an output carries it (an app: or none gives ways of applying)
            why = f"no tool output gives {name} of the service"
            out.append(Claim(m.group(0), "condition", name, m.start(), m.end(), why))
    if _STICKER.search(answer):
        out += _sellers(answer, sources)
    return out


def _sellers(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A kind of place said to sell the stickers that no output names."""
    lower = lowered_text(sources)
    out: list[Claim] = []
    for spoken, carried in zip(_SELLERS, _SOLD_AT, strict=True):
        for m in re.finditer(spoken, answer, re.I):
            sentence = _sentence(answer, m.start())
            if _STICKER.search(sentence) is None or _BUY.search(sentence) is None:
                continue
            if _DOUBT.search(sentence) or _negated(answer, m.start()):
                continue
            if re.search(carried, lower):
                break
            why = "no tool output names this kind of place as selling the stickers"
            out.append(Claim(m.group(0), "condition", "a sticker seller", m.start(), m.end(), why))
    return out


def _negated(answer: str, at: int) -> bool:
    """Whether the clause of ``answer[at]`` is negated: from the last clause edge before it (a
    condition's ``면``, a comma) to its sentence's end — ``차가 없으시면`` negates no pickup after it."""
    start, end = sentence_around(answer, at)
    start = max((m.end() for m in _CLAUSE_EDGE.finditer(answer, start, at)), default=start)
    # round 49 (r49a): a consequence joined after a comma is a clause of its own ("… picks it up
    # from your front door, so you don't need to haul it": its "don't" negates no pickup)
    if after := _NEXT_CLAUSE.search(answer, at, end):
        end = after.start()
    return _NEGATED.search(answer, start, end) is not None


def _sentence(answer: str, at: int) -> str:
    """The sentence (or list line) around ``answer[at]``, with the mark that closes it: a
    question's ``?`` is what makes it asked (round 54: ``Would you like to drop it off yourself or
    have it collected from your home?`` offers a pickup, it does not say the service has one)."""
    start, end = sentence_around(answer, at)
    return answer[start : end + 1]
