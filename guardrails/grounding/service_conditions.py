"""A condition put on a service that no tool output states.

Our outputs state a service's terms in their own words: the free appliance pickup's note names the
class it takes (``대형 가전(냉장고·세탁기·에어컨·TV 등)은 … 무료 배출할 수 있습니다``), a fee row
its spec, a district's rules their steps. An answer that restricts a service by a condition —
``they'll only take a treadmill if you're also getting rid of a fridge or washing machine``,
``냉장고랑 같이 내놓을 때만 수거해 가요``, ``only when you book two or more at the same time`` — states
a term of the service. Two kinds of term are read, each closed:

- **a tie to other things** (``also``, ``together``, ``along with``, ``함께``, ``같이``, ``동시에``): the
  service taken only with something else. Carried when an output says what goes together
  (``함께``, ``같이``, ``동시``, ``묶``, ``together``, ``bundle``, a least count ``이상``);
- **a purchase of a new one** (``provided you are replacing it``, ``새 제품으로 교체하는 경우에만``):
  carried when an output speaks of a purchase or a replacement (:mod:`.purchase_terms`);
- **a Korean word of the condition** (``사업자``, ``경비실``): carried when an output's text holds it
  (also without its last letter), or a good of :mod:`.kinds` the outputs name.

A free said under a tie is read too, as a term of the free service (``Monitor 같이 내면 free 예요``,
``냉장고랑 함께 배출하면 무료``, ``it's free if you put it out together with the fridge``): only its tie
is checked (the condition's other words are :mod:`.conditional_free`'s), against the same words of
the outputs; ``신청하면 무료`` or ``냉장고 같이 큰 가전은 신청하면 무료`` (a "such as", cut at its topic)
name no tie and are not read.

Round 56 (r56d): **an English condition that narrows a free no output conditions.** An English
condition is no translation of the outputs' Korean when those outputs state the free with no
condition at all: ``Large appliances like fridges can also go for free through the free home pickup
service (1599-0903, …), but only if you're handing it over when a new appliance is delivered`` over
a note ``대형 가전(…)은 폐가전제품 무상방문수거 서비스(…)로 무료 배출할 수 있습니다`` and rows with
no ``무료``. Read in an English frame (below) of a sentence that says free (``free``, ``no
charge``, ``at no cost``, ``skip the fee``), where some output text says free (무료, 무상, ``free``)
and no output states a term of a condition — no field of one (``min_count``, ``rules``,
``excluded``, ``lead_time``) and no text, a row's name and spec aside, with a word of one (이상,
이하, 경우, 때, 조건, 한해, 한정, ``only``, ``if``, ``when``, ``at least`` …): flagged. Unsure: a condition that restates the service's own terms — its
number or site, the note's class (``large``, ``bulky``), the act of using it (``only if you book
it``, ``as long as you call 1599-0903``; a lead time in it is :mod:`.attributes`').

The frame is a restriction said of a service: ``only … if/when/as long as``, ``only if``,
``provided``, a refusal lifted by ``unless`` (``they won't take it unless you also …``), ``~할 때만``, ``~경우에만``, ``~해야만``, ``~어야만``, ``조건으로``, in a sentence that
names a service (수거, 서비스, 신청, 예약, pickup, collect, take, accept, 1599-…). Unsure, never
flagged: an asked or hedged sentence (``may``, ``usually``, ``보통``, ``수도 있``), advice to check
(``확인``, ``check``, ``ask``), what some places do (``일부``, ``some``); an English word of the
condition that is no tie (a translation of the outputs' Korean cannot be told from an invention).
:mod:`.rule_terms` reads a least quantity (``2대 이상일 때만``); this reader is read after it, so a
span it flagged is flagged once.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.free_exclusions import FREE_WORD
from guardrails.grounding.kinds import goods_in, holds
from guardrails.grounding.nodes import (
    NOT_JSON,
    entries,
    lowered_text,
    names_word,
    parsed,
    per_stage,
)
from guardrails.grounding.purchase_terms import unstated_purchase
from guardrails.grounding.units import sentences

__all__ = ["GATE", "service_condition_claims"]

# the literal words a frame needs (most answers hold none)
GATE: Final = ("only", "provided", "unless", "as long as", "때만", "때에만", "경우에만", "경우만", "야만",
               "조건으로", "면 무료", "면무료", "면 무상", "면 free", "free if", "free when",
               "if you", "If you", "When you", "when you")  # fmt: skip

# an English restriction: "only … if/when/as long as X", "only if X", "provided (that) X"
_ONLY_EN: Final = re.compile(
    r"\bonly\b[^.;:!?\n]{0,60}?\b(?:if|when|as\slong\sas|provided)\b(?P<c>[^.;:!?\n—–,]+)"
    r"|\bprovided\s(?:that\s)?(?P<c2>[^.;:!?\n—–,]+)"
    # a refusal lifted by a condition: "they won't take a treadmill unless you also …"
    r"|(?:\bwon't|\bwill\snot|\bdon't|\bdoesn't|\bcan't|\bcannot)\b[^.;:!?\n]{0,60}?\bunless\b"
    r"(?P<c3>[^.;:!?\n—–,]+)",
    re.I,
)
# a Korean restriction: the condition before "때만", "경우에만", "해야만", "조건으로"
_ONLY_KO: Final = re.compile(
    r"(?P<c>[^,.;:!?\n—–]{2,50}?)\s?(?:때에?만|경우에?만|야만|조건으로)(?![가-힣]{0,2}\s?(?:는지|인지))"
)
# a free said under a condition: "A 같이 내면 무료", "free if you also bring A" (only a tie is read)
_FREE: Final = re.compile(
    r"(?P<c>[^,.;:!?\n—–]{2,50}?(?:면|시))\s?(?:무료|무상|free\b)"
    r"|\bfree\b[^.;:!?\n]{0,30}?\b(?:if|when|as\slong\sas)\b(?P<c2>[^.;:!?\n—–,]+)"
    # round 48 (r48a): the condition first, the free in the main clause after it ("if you hand it
    # over together with another large appliance, the service will take it at no charge")
    r"|\b(?:if|when)\b(?P<c3>[^.;:!?\n—–,]+?\b(?:together\swith|along\swith|with\s(?:another|other)"
    r"|at\sthe\ssame\stime\sas)\b[^.;:!?\n—–,]*),[^.;:!?\n]{0,80}?"
    r"(?:\bfree\b|\bat\sno\s(?:charge|cost)\b|\bfor\snothing\b|\bwithout\s(?:charge|a\sfee)\b)"
    # and in Korean with words between ("같이 내놓으시면 무상방문수거로 무료로 가져가요")
    r"|(?P<c4>[^,.;:!?\n—–]{2,50}?(?:면|시))\s[^.;:!?\n]{0,30}?(?:무료|무상|free\b)",
    re.I,
)
# the words _ONLY_KO and _FREE cannot match without, searched first (literals first: skipped to
# in C, where the patterns open with a repeat tried at every position; round 56): every branch
# of _FREE ends in 무료/무상/free or an English "at no charge", "for nothing", "without a fee"
_ONLY_KO_CUE: Final = re.compile(r"때에?만|경우에?만|야만|조건으로")
_FREE_CUE: Final = alternation(
    r"무료|무상|free|at\sno\s(?:charge|cost)|for\snothing|without\s(?:charge|a\sfee)"
)
# a tie that puts things out together ("같이 내면"), not a "such as" ("냉장고 같이 큰 가전")
_FREE_TIE: Final = alternation(
    r"(?:같이|함께|동시에|한꺼번에)\s?(?:내|배출|버리|버려|내놓|신청|맡기|맡겨)"
    r"|\btogether\b|\balong\swith\b|\bat\sthe\ssame\stime\b|\balso\s(?:put|bring|dispose|throw|get|hand)"
)
# a clause edge inside the Korean condition's run: the condition starts after the last one
# (a topic's 은/는 too: "이 금액은 무상수거가 불가한 경우에만" — the topic is what is restricted;
# round 57: also after a word in Latin letters, "이 fee는 무상수거가 안 되는 경우에만")
_EDGE_KO: Final = re.compile(
    r"(?:지만|는데|니까|어서|아서|해서|고|(?:[A-Za-z]|(?![있없하되않같])[가-힣])(?:은|는))\s|[,;]\s"
)
# a least count in the condition: a bound (:mod:`.rule_terms` reads it), no word of its own
_COUNT: Final = re.compile(
    r"\d+\s?(?:대|개|점|가지|품목|kg|or\smore|items?|pieces?|units?|appliances?)"
    r"|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|여러)\s?(?:대|개|점|가지|품목)|이상|미만|이하|초과"
)
# a sentence that speaks of a service
_SERVICE: Final = alternation(
    r"수거|서비스|신청|예약|접수|가져가|\d{4}-\d{4}|\bpick(?:s|ed)?[- ]?up\b|\bcollect|\btakes?\b"
    r"|\btook\b|\btaken\b|\baccept|\bservice\b|\bbook"
)
# not a statement: asked, hedged, advice to check, what some places do
_DOUBT: Final = alternation(
    r"\?|수도\s?있|혹시|아마|보통|대개|일반적으로|일부|지자체마다|확인|문의|알아보|물어보|여쭤|는지|인지"
    r"|\bmay\b|\bmight\b|\bcould\b|\bperhaps\b|\bprobably\b|\busually\b|\btypically\b"
    r"|\bgenerally\b|\bsome\b|\bcheck|\bconfirm|\bask\b|\bwhether\b"
)
# a tie to other things, said in the condition
_TIE: Final = alternation(
    r"\balso\b|\btogether\b|\balong\swith\b|\bas\swell\b|\bat\sthe\ssame\stime\b|\bin\saddition\b"
    r"|\bplus\b|함께|같이|동시에|한꺼번에|더불어"
)
# an output's words that say what goes together (a tie is then its own)
_TIED: Final = re.compile(r"함께|같이|동시|한꺼번|묶|이상|together|bundle|along with|with another")
# a Korean word of the condition: its noun before a particle, or a bare noun
_WORD_KO: Final = re.compile(r"[가-힣]{2,}")
_ENDING: Final = re.compile(
    r"(?:이랑|랑|하고|과|와|을|를|이|가|은|는|도|에서|에게|으로|로|에|의|만)$"
)
# words of a condition that name nothing of its own: the service's and talk's
_GENERIC: Final = frozenset(
    "수거 수거해 서비스 신청 예약 접수 배출 내놓 내놓을 내놓는 버릴 버리 버리는 무상 무료 방문 가전 "
    "폐가전 폐가전제품 제품 물건 품목 경우 함께 같이 동시에 한꺼번에 그리고 다른 하나 가능 이용 "
    "있을 있는 있어야 있으면 해야 하는 할때 때에 정도 이상 기사님 기사 직접 집에서 우리 저희 "
    # (round 57: a sentence's joining word, "그런데 이 fee는 …")
    "그런데 근데 그러나 하지만 그래서 다만 그러면 그럼 또한".split()
)
# a verb's or adjective's form ("불가한", "버릴", "안 되는"): no noun of the condition
_VERBAL: Final = re.compile(
    r"(?:할|하는|하면|해야|있을|없을|될|되는|을|는|면|고|서|야|게|한|된|진|인|운|일|갈|올|난|던)$"
)


def service_condition_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The clauses of ``answer`` that restrict a service by a condition no tool output states."""
    if not sources:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if _DOUBT.search(sentence):
            continue
        frames: tuple[re.Match[str], ...] = ()  # (none for a restriction said of no service)
        if _SERVICE.search(sentence) is not None:
            ko = _ONLY_KO.finditer(sentence) if _ONLY_KO_CUE.search(sentence) else ()
            frames = (*_ONLY_EN.finditer(sentence), *ko)
        free = _FREE.finditer(sentence) if _FREE_CUE.search(sentence) else ()
        for frame in (*frames, *free):
            group = next(
                g for g in ("c", "c2", "c3", "c4") if g in frame.re.groupindex and frame[g]
            )
            cond, start = frame.group(group), frame.start(group)
            if frame.re is not _ONLY_EN:
                cut = max((e.end() for e in _EDGE_KO.finditer(cond)), default=0)
                cond, start = cond[cut:], start + cut
            if lower is None:
                lower = lowered_text(sources)
            if frame.re is _FREE:  # only its tie: other conditions are :mod:`.conditional_free`'s
                why = _tie_unstated(cond, lower) if _FREE_TIE.search(cond) else None
            else:
                why = _unstated(cond, lower)
                if why is None and frame.re is _ONLY_EN and _FREE_SAID.search(sentence):
                    why = _free_narrowed(frame.group(0), cond, sources)
            if why is not None:
                s, e = lo + frame.start(), lo + frame.end()
                out.append(Claim(answer[s:e].strip(), "condition", cond.strip(), s, e, why))
                break
    return out


# round 56 (r56d): a free said in the sentence of an English frame
_FREE_SAID: Final = re.compile(
    r"(?<![a-z])free(?![a-z])|\bno\s(?:charge|cost|fee)\b|\bat\sno\scost\b|\bcosts?\snothing\b"
    r"|\bskip\sthe\sfee\b|\bwithout\s(?:a\s|any\s)?(?:charge|fee|cost)\b",
    re.I,
)
# a condition that restates the service's own terms: its marks, the note's class, using it
_OWN_TERMS: Final = re.compile(
    r"1599|15990903|www\.|\blarge\b|\bbig\b|\bbulky\b|\b(?:book|apply|call|request|schedul"
    r"|reserv|register|sign\sup|use|using|contact|ring|phone)\w*",
    re.I,
)
# paying restricted, or a negated condition: no narrowing of the free
_PAID_OR_NOT: Final = re.compile(
    r"\bpa(?:y|ys|id|ying)\b|\bfees?\b|\bcharged?\b|\bcosts?\b|n't\b|\bnot\b|\bno\b|\bnever\b",
    re.I,
)
# an output's free text that states a condition of its own
_HELD_CONDITION: Final = re.compile(
    r"이상|이하|미만|초과|경우|때|조건|한해|한하여|한정|단[,:]|\s시\s|시에|만\s|\bonly\b|\bif\b"
    r"|\bwhen\b|\bat\sleast\b|\bprovided\b|\bunless\b",
    re.I,
)


# a field of an output that holds a term of its service (a least count, rules, exclusions), and
# the fields that name a row (a size in a row's name or spec is no term of the service)
_CONDITION_KEY: Final = re.compile(r"min|max|condition|rule|limit|exclu|require|lead|조건", re.I)
_ROW_KEYS: Final = frozenset({"item_name", "name", "spec", "query", "category"})


@per_stage
def _free_unconditioned(sources: tuple[str, ...]) -> bool:
    """Whether some output text says free and no output states a term of a condition: a field of
    one (``min_count``, ``rules``, ``excluded``) or a text with a word of one (``중소형만 배출 시 5개
    이상``) outside a row's name and spec."""
    said = False
    for text, root in zip(sources, parsed(sources), strict=True):
        walked = (("", text),) if root is NOT_JSON else entries(root)
        for key, value in walked:
            if key and _CONDITION_KEY.search(key):
                return False
            if not isinstance(value, str) or key in _ROW_KEYS:
                continue
            if _HELD_CONDITION.search(value):
                return False
            said = said or FREE_WORD.search(value) is not None
    return said


def _free_narrowed(frame: str, cond: str, sources: tuple[str, ...]) -> str | None:
    """Round 56: why the English condition ``cond`` of ``frame`` on a free is the answer's own
    (every output states the free with none); ``None`` when it restates the service's terms, when
    what the frame restricts is paying (``only pay the fee if that doesn't work out``: a fallback,
    not a term of the free), when the condition is negated, or when an output may state it."""
    if _OWN_TERMS.search(cond) or _PAID_OR_NOT.search(frame):
        return None
    if not _free_unconditioned(sources):
        return None
    return "no tool output puts a condition on this free service"


def _tie_unstated(cond: str, lower: str) -> str | None:
    """Why no output ties the service to other things, when ``cond`` does; ``None`` when one may."""
    if _TIE.search(cond) and _TIED.search(lower) is None:
        return "no tool output ties this service to other things"
    return None


def _unstated(cond: str, lower: str) -> str | None:
    """Why no output states the condition ``cond``; ``None`` when one may."""
    if tie := _tie_unstated(cond, lower):
        return tie
    if bought := unstated_purchase(cond, lower):
        return bought  # round 53 (r53a): "provided you are replacing it with a new appliance"
    if _COUNT.search(cond):
        return None  # a bound's quantity (:mod:`.rule_terms`)
    goods = goods_in(lower)
    for word in _WORD_KO.findall(cond):
        word = _ENDING.sub("", word)
        if len(word) < 2 or word in _GENERIC or _VERBAL.search(word):
            continue
        named = goods_in(word)
        if named and any(g in goods or holds(lower, g) for g in named):
            continue
        if names_word(lower, word):
            continue
        return f"no tool output states a condition of '{word}' for this service"
    return None
