"""How to apply: a channel or a step the answer adds to a how-to tool output.

A how-to output is a JSON object with a key of methods (``application_methods``, ``methods``,
``apply``, ``channels``, ``신청방법``, ``배출방법``, ``procedure``, ``steps``): its strings say how this district works
(``폐기물 수집운반업체에 문의하여 … 협의하여 배출``, or, with an empty list, a note that the method
is not listed). :mod:`.channels` and :mod:`.venues` hold a channel against the how-to strings
that themselves name channels next to an act; a how-to that names a contractor, a visit with a
certificate, or nothing, gives them nothing to read. Here the object's own strings are the whole
of what the tools say of applying there (the objects, and the one an answer names:
:mod:`.howto_texts`):

- a channel stated as where one applies, reports or books (``홈페이지에서 신청``, ``신청은 …
  온라인으로도 가능``, ``앱으로 예약``, ``전화 예약``, ``apply online``, ``book through the
  app``) must be of a class the how-to object's strings name;
- a sticker stated as a step (``배출 스티커를 붙여``, ``put a sticker on it``; round 36: buying one,
  ``배출 전 읍·면사무소에서 스티커 구매 필수``, ``스티커를 사야 해요``) needs a sticker or
  certificate (스티커, 필증, 신고증, sticker, label) in the object's strings or any output's.
- round 19: a collection at the door (``수거차가 가게 앞으로 와서 가져갑니다``, ``a truck comes to
  collect it``) where every how-to object says one hauls it oneself (``개인차량을 이용하여 …
  처리장으로``, ``직접 반입``) and none names a pickup (수거 요청, 방문수거, 대행업체, 문전, 집 앞);
  round 35: a pickup asked of the authority reads the same (``or ask the county to collect it from
  your house``, ``군청에 수거를 요청하면 …``);
- round 35: with no how-to object at all (fee lists only), a channel stated as where one applies
  in a sentence whose topic is a district the outputs are of (``이천시는 인터넷으로 신청하면 …``):
  no output gives that district a way (:func:`_unheld_claims`); also where a named district's
  office owns the channel (``기흥구청 홈페이지에서 배출 신청하면 돼``), not a generic one (``관할
  구청 홈페이지``);

The object is the one whose district the answer names last before the claim (else every how-to
object). Unsure readings never flag: general advice to ask or check (``구청에 문의하세요``,
``홈페이지에서 확인하세요``), a negated, asked or hedged sentence (``수도 있어요``, ``may``,
``일부 지자체는``), a channel used as a modifier (``구청 홈페이지``), a channel class a string
of another tool output names beside an act of applying, the web or the phone where another tool
output's prose gives a site or a phone (the free appliance pickup's note).
"""

from __future__ import annotations

import re

from guardrails.grounding.channels import ASK_KO, asked_way, channel_class, channel_words
from guardrails.grounding.claims import Claim
from guardrails.grounding.disposal_places import district_names
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.howto_texts import howto_objects, text_for
from guardrails.grounding.nodes import json_nodes, json_objects, per_stage
from guardrails.grounding.usual_unlisted import doubted

_APPLY = r"신청|신고|접수|예약|apply|applies|application|book(?:ing|ed)?|report|schedule|register"
_APPLY_KO = re.compile(r"신청|신고|접수|예약")
# a channel's case ending ("홈페이지에서", "앱으로도", "online"), then its act close after it
_PARTICLE = re.compile(
    r"(?:\([^)]{0,40}\))?\s?(?:에서|으로|로|를\s?통해|을\s?통해|에)(?:도|는|만)?"
)
_ACT_NOUN = re.compile(r"\s?(?:신청|신고|접수|예약)")  # "전화 예약", "인터넷 신고도 돼요"
_ACT_AFTER = re.compile(rf"[^.!?\n]{{0,14}}?(?:{_APPLY})", re.I)
_ACT_BEFORE = re.compile(rf"(?:{_APPLY})[^.!?\n]{{0,30}}$", re.I)
# the act as the sentence's topic ("신청은 앱으로도 가능해요"); round 19: a check the how-to itself
# makes a step ("관할 주민센터에 배출 확인 후": "주민센터 확인은 온라인으로도 할 수 있어요")
_TOPIC = re.compile(r"(?:신청|신고|접수|예약|(?P<check>확인))(?:은|는|도)\s")
# asking, checking, calling: advice, not a way of applying ("구청에 문의하세요"; round 46: politely,
# "담당 부서에 전화로 여쭤보시면 신청 방법을 알려줄 거예요")
_VERIFY = re.compile(rf"{ASK_KO}|check|ask|contact|call|confirm|verify|look", re.I)
_UNSURE = unsure(
    r"일부|대부분|보통|대개|\bsome\b|\bmost\b|usually|typically|generally|possibly|perhaps|\bif\b"
)
# round 48 (r48a): a negated concessive clause before the way ("주민센터 안 가셔도 인터넷으로도
# 신청하실 수 있어요", "방문하지 않아도", "even if you can't go to the centre,"): what it negates is
# the other way, not the sentence's own claim, so it is no doubt of the sentence
_CONCESSIVE_NOT = re.compile(
    r"(?:안|못)\s?[가-힣]{1,5}?(?:셔도|어도|아도|해도|와도|워도)\s"
    r"|[가-힣]{1,5}지\s?(?:않|못)(?:으셔도|아도|해도)\s"
    r"|\beven\s(?:if|though|when)\s[^,;]{0,50}?(?:n't|\bnot\b|\bunable\b)[^,;]{0,30}[,;]",
    re.I,
)
STICKER_STEP = re.compile(
    r"(?:배출\s?)?(?:스티커|필증)(?:를|을)?\s?(?:사서\s?|구입해\s?|구매해\s?|출력해\s?|인쇄해\s?|뽑아서?\s?)?"
    r"(?:붙|부착)"  # round 55: printed out ("스티커를 출력해 붙이면")
    r"|\b(?:put|attach|stick)\b[^.!?\n]{0,20}\b(?:sticker|label)"
    # round 36: buying one as a step ("스티커 구매 필수", "스티커를 사야 해요"; in English a sticker
    # bought is :mod:`.holdings`' sticker, read word by word)
    r"|(?:배출\s?)?(?:스티커|필증)(?:를|을)?\s?(?:구매|구입|사야|사서|사\s?오|사\s?가|사세요|사셔야"
    # round 37: plainly said ("스티커를 사요", "스티커를 삽니다")
    r"|사요|삽니다)",
    re.I,
)
STICKER_TEXT = re.compile(r"스티커|필증|신고증|납부증|sticker|label", re.I)
# round 37: hauling it oneself as a step ("처리장에 직접 가져가요", "소각장으로 반입해요"; in English
# the facility it is hauled to is :mod:`.districts`' reading), and a how-to that speaks of it
HAUL_STEP = re.compile(
    r"직접\s?(?:[가-힣]{1,12}(?:에|으로|로|까지)\s?)?(?:가져가|갖다|싣고\s?가|실어\s?가|운반|반입)"
    r"|[가-힣]{0,10}(?:처리장|매립장|소각장|처리시설|환경센터)(?:에|으로|로|까지)\s?(?:가져가|갖다|반입)",
    re.I,
)
_SENTENCE = re.compile(r"[^.!?\n]+")
# a site or a phone another tool output's prose gives (a service one may apply to there)
_SITE = re.compile(r"www\.|https?://", re.I)
_PHONE_IN_PROSE = re.compile(r"[가-힣A-Za-z][^\n]{0,40}?\b(?:0\d{1,2}|1\d{3})-\d{3,4}(?:-\d{4})?\b")


@per_stage
def _acted_channels(sources: tuple[str, ...]) -> frozenset[str]:
    """The channel classes a string outside the how-to objects names beside an act of applying
    (a note of another tool: "무상방문수거는 인터넷으로 신청"), the web where such prose gives a site
    and the phone where it gives a phone (``무상방문수거 서비스(1599-0903, www.…)``)."""
    howto = {line for _, text in howto_objects(sources) for line in text.split("\n")}
    prose = [n for n in json_nodes(sources) if isinstance(n, str) and n not in howto]
    named = {
        channel_class(m.group(0)) for n in prose if _APPLY_KO.search(n) for m in channel_words(n)
    }
    if any(_SITE.search(n) for n in prose):  # "무상방문수거 서비스(1599-0903, www.15990903.or.kr)"
        named.add("web")
    if any(_PHONE_IN_PROSE.search(n) for n in prose):
        named.add("phone")
    return frozenset(named)


@per_stage
def _sticker_said(sources: tuple[str, ...]) -> bool:
    """Whether any tool output's string names a sticker or a certificate."""
    return any(isinstance(n, str) and STICKER_TEXT.search(n) for n in json_nodes(sources))


def _classes(text: str) -> frozenset[str]:
    return frozenset(channel_class(m.group(0)) for m in channel_words(text))


# hauling it oneself, a pickup in a how-to's strings, and a pickup the answer states
_SELF_HAUL = re.compile(
    r"개인\s?차량|직접\s?(?:반입|운반)|자체\s?반입|자가\s?운반|self-?haul", re.I
)
# round 37: a how-to that speaks of hauling at all, its own words or a facility one takes it to
# (``개인차량을 이용하여 쓰레기위생처리장 배출``): the sticker's twin of :data:`STICKER_TEXT`
HAUL_TEXT = re.compile(
    _SELF_HAUL.pattern + r"|반입|직접|운반|자가|개인\s?차량|자차|방문|drop-?off|bring"
    r"|처리장|매립장|소각장|시설|센터|사업소|집하장|선별장",
    re.I,
)
_PICKUP_TEXT = re.compile(
    r"수거\s?요청|수거\s?신청|방문\s?수거|문전|대행|수거해|업체|집\s?앞|pick\s?-?up|collect", re.I
)
_PICKUP_SAID = re.compile(
    r"수거\s?차(?:량)?(?:가|이)[^.!?\n]{0,30}?(?:와|오|가져|수거)"
    r"|(?:truck|crew|they)\s(?:will\s)?(?:comes?|arrives?)\s(?:\w+\s){0,3}?(?:to\s|and\s)?(?:collect|pick)"
    # round 35: a pickup asked of the authority ("ask the county to collect it from your house",
    # "군청에 수거를 요청하면 집까지 가져가요")
    r"|\b(?:ask|have|get|request)\s(?:the\s)?(?:county|city|district|gu|town|office|council)"
    r"(?:\s(?:office|hall))?\s(?:to\s)?(?:collect|pick\s?(?:it\s|them\s)?up|come)"
    r"|(?:군청|시청|구청|군|시|구)에\s?(?:방문\s?)?수거(?:를)?\s?(?:요청|신청)",
    re.I,
)


def pickup_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A collection at the door where every how-to says one hauls it oneself."""
    objects = howto_objects(sources)
    if not objects or not all(
        _SELF_HAUL.search(t) and not _PICKUP_TEXT.search(t) for _, t in objects
    ):
        return []
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        m = _PICKUP_SAID.search(s.group(0))
        if m is None or _UNSURE.search(s.group(0)):
            continue
        at = s.start() + m.start()
        why = "the how-to output says one hauls it oneself: no pickup"
        out.append(Claim(m.group(0), "condition", "pickup", at, at + len(m.group(0)), why))
    return out


def howto_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The channels and sticker steps ``answer`` states for applying that the how-to output of
    its district does not name."""
    objects = howto_objects(sources)
    if not objects:
        return _unheld_claims(answer, sources)
    acted = _acted_channels(sources)
    words = channel_words(answer)
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        sentence = s.group(0)
        said = _CONCESSIVE_NOT.sub(" ", sentence)
        if _UNSURE.search(said) and doubted(_UNSURE, said, sources):  # :mod:`.usual_unlisted`
            continue  # (a general word over records that list no way is no doubt: read on)
        topic = _TOPIC.search(sentence)
        for m in words:
            if not s.start() <= m.start() < s.end():
                continue
            if not _applied_at(answer, s, m, topic, objects):
                continue
            cls = channel_class(m.group(0))
            if cls in acted or cls in _classes(text_for(answer, m.start(), objects)):
                continue
            why = f"'{m.group(0)}' is not a way the how-to output names for applying"
            out.append(Claim(m.group(0), "condition", cls, m.start(), m.end(), why))
        out += _sticker_steps(answer, s, sources, objects)
    return out + pickup_claims(answer, sources)


@per_stage
def _districts(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the districts the turn's outputs are of (:func:`.district_names`: 이천시,
    이천, Icheon-si, …), longest first."""
    names = {n for obj in json_objects(sources) for n in district_names(obj) if len(n) >= 2}
    return tuple(sorted(names, key=len, reverse=True))


# a district as the topic of its sentence ("이천시는", "이천시에서는"); in English its name
# opening the channel's clause ("In Icheon-si you can apply online")
_KO_TOPIC = re.compile(r"(?:은|는|에서는|에선|에서도)\s")
# what may open an English clause before its district ("In Icheon-si, …"; not "₩4,000 in
# Eunpyeong-gu; report it online": the district is a fee's place, the advice general)
_LATIN_OPENERS = frozenset({"", "in", "for", "at"})
_HANGUL = re.compile(r"[가-힣]")
_WITHOUT = "없이"  # "스티커 없이": a way without a step, no negation of the sentence
_INDIRECT = re.compile(INDIRECT_QUESTION)


def _unheld_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Round 35: a channel stated as where one applies in a district (``이천시는 인터넷으로 신청하면
    … 배출할 수 있어요``, ``In Icheon-si you can apply online``) where no tool output is a how-to
    (a fee list only): no output gives that district a way of applying, so the channel is the
    answer's own. Read only in a sentence whose topic is a district the outputs are of, the
    channel stated as above (:func:`_applied_at`). Unsure, never flagged: general advice naming no
    district (``스티커는 주민센터에서 사서 붙이시면 돼요``), advice to ask or check, a negated, asked or
    hedged sentence (``보통``, ``may``, ``if``; ``없이`` is no negation), a channel class another
    output's prose names beside an act (a note's ``인터넷으로 신청``)."""
    words = channel_words(answer)
    if not words:
        return []
    names = _districts(sources)
    if not names:
        return []
    acted = _acted_channels(sources)
    lower = answer.lower()
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        found = [m for m in words if s.start() <= m.start() < s.end()]
        if not found:
            continue
        topic = _TOPIC.search(s.group(0))
        for m in found:
            if _doubted_plainly(s.group(0), m.start() - s.start()):
                continue
            cls = channel_class(m.group(0))
            office = _owning_office(answer, s.start(), m.start())
            if (cls in acted and office is None) or not _applied_at(answer, s, m, topic, ()):
                continue  # (another output's service channel is no district office's own)
            at = _topic_district(answer, lower, s.start(), m.start(), names) or office
            if at is None:
                continue
            name = answer[at[0] : at[1]]
            why = f"no tool output gives {name} a way of applying: '{m.group(0)}' is the answer's"
            out.append(Claim(m.group(0), "condition", cls, m.start(), m.end(), why))
    return out


# a district's own office right before the channel ("기흥구청 홈페이지에서", "군포시청 앱으로"): the
# channel is that district's; a generic office ("관할 구청", "해당구청") names no district
_OWNING_OFFICE = re.compile(r"(?<![가-힣])([가-힣]{1,4}[시군구]?)(?:구청|시청|군청)(?=\s?$)")
_GENERIC_OWNERS = frozenset(
    "관할 해당 담당 소속 인근 지역 동네 주소지 거주지 가까운 우리 각".split()
)


def _owning_office(answer: str, start: int, end: int) -> tuple[int, int] | None:
    """Round 35: where a named district's office owns channel word at ``end`` (``기흥구청
    홈페이지에서 배출 신청하면 돼``: the channel is 기흥구's, which no output gives a way); None for
    a generic office (``관할 구청 홈페이지``, ``해당구청 앱``) or none."""
    m = _OWNING_OFFICE.search(answer, max(start, end - 9), end)
    if m is None or m.group(1) in _GENERIC_OWNERS:
        return None
    return m.start(), m.end()


# the end of a clause joined to the next by a connective and a comma ("문의하시면 되고, …")
_CLAUSE_BREAK = re.compile(r"(?:고|며|으며|지만|는데|and|but),\s")


def _doubted_plainly(sentence: str, at: int = 0) -> bool:
    """Whether ``sentence`` is negated, asked or hedged (``없이`` aside). Advice to ask or check
    counts only in the clause of the channel at ``at`` (round 35: ``위생자원과로 문의하시면 되고,
    '빼기' 앱으로도 접수할 수 있습니다``: the app is stated; ``앱으로 신청할 수 있는지 확인해 보세요``
    asks); a hedge anywhere in the sentence counts."""
    cut = 0
    for b in _CLAUSE_BREAK.finditer(sentence, 0, at):
        cut = b.end()
    clause = sentence[cut:]
    if _VERIFY.search(clause) or _INDIRECT.search(clause):
        return True  # "인터넷으로 신청할 수 있는지 구청에 확인해 보세요": advice to ask
    return any(not sentence.startswith(_WITHOUT, d.start()) for d in _UNSURE.finditer(sentence))


def _topic_district(
    answer: str, lower: str, start: int, end: int, names: tuple[str, ...]
) -> tuple[int, int] | None:
    """Where a district name is written between ``start`` and ``end`` as its sentence's topic."""
    for name in names:
        if name.isascii():  # opening its clause: "In Icheon-si you can …", "Icheon-si lets you …"
            i = lower.find(name.lower(), start, end)
            opening = lower[max(start, lower.rfind(";", start, i) + 1) : i].strip()
            if i >= 0 and not lower[i + len(name) : i + len(name) + 1].isalpha():
                if opening in _LATIN_OPENERS:
                    return i, i + len(name)
            continue
        i = answer.find(name, start, end)
        while i >= 0:
            if _KO_TOPIC.match(answer, i + len(name)):
                return i, i + len(name)
            i = answer.find(name, i + 1, end)
    for name in names:  # round 35: a district the sentence names before the channel at all
        i = answer.find(name, start, end)  # ("군포시 위생자원과로 문의하시면 되고, 앱으로도 접수")
        if i >= 0 and not name.isascii() and not _HANGUL.match(answer, i + len(name)):
            return i, i + len(name)
    return None


def _applied_at(
    answer: str,
    s: re.Match[str],
    m: re.Match[str],
    topic: re.Match[str] | None,
    objects: tuple[tuple[tuple[str, ...], str], ...],
) -> bool:
    """Whether channel word ``m`` of sentence ``s`` is stated as where one applies (an act of
    applying close after it, an English act before it, or the act as the sentence's topic), not
    as a modifier (``구청 홈페이지``) nor as where to ask or check (``구청에 신청 방법을 확인해
    보세요``: the act's way is what is asked, not an act done there)."""
    end = _PARTICLE.match(answer, m.end())
    latin = m.group(0).isascii()
    noun = None if latin or end else _ACT_NOUN.match(answer, m.end())
    if not latin and end is None and noun is None:
        return False  # "구청 홈페이지": a modifier, not where it is done
    after = end.end() if end else m.end()
    act = noun or _ACT_AFTER.match(answer, after, s.end())
    if act and _VERIFY.search(answer, after, act.end()):
        return False
    if act and asked_way(answer, act.end()):
        return False  # "구청에 신청 방법을 확인해 보세요": the way of applying is what one asks
    before = latin and _ACT_BEFORE.search(answer, s.start(), m.start())
    topical = topic is not None and s.start() + topic.end() <= m.start()
    if topical and topic is not None and topic.group("check"):
        topical = "확인 후" in text_for(answer, m.start(), objects)
    # (advice to ask or check right after the channel, within its own sentence: the next
    # sentence's "문의는 …" is no doubt of this one)
    return bool(act or before or topical) and not _VERIFY.search(
        answer, after, min(after + 14, s.end())
    )


def _sticker_steps(
    answer: str,
    s: re.Match[str],
    sources: tuple[str, ...],
    objects: tuple[tuple[tuple[str, ...], str], ...],
) -> list[Claim]:
    """The sticker steps of sentence ``s`` where no output names a sticker."""
    out: list[Claim] = []
    for st in STICKER_STEP.finditer(s.group(0)):
        at = s.start() + st.start()
        if not _sticker_said(sources) and not STICKER_TEXT.search(text_for(answer, at, objects)):
            why = "the how-to output names no sticker"
            out.append(Claim(st.group(0), "condition", "sticker", at, at + len(st.group(0)), why))
    return out
