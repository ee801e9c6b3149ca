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

One vocabulary (:data:`.attribute_words.ATTRIBUTES`) says, per attribute, the words that assert it in Korean and
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
from typing import Final

from guardrails.grounding.attribute_words import ATTRIBUTES
from guardrails.grounding.claims import Claim, any_word
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.opening_gate import gated

__all__ = ["BUYER_KINDS", "attribute_claims"]


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
