"""A term of the service that a condition changes, where no tool output states any such term: a
thing made free, a kind of goods not bought or taken, a pickup put off.

Writers add a rule that bends a fee, a price or a pickup to a condition of their own: ``Mirrors
are usually free to put out if wrapped in newspaper`` over a district with no fee data, ``Clear
glass is 45 won/kg …, but broken glass isn't bought`` over the survey's cullet prices, ``Bulky
waste pickups in Seoul are usually postponed when it snows`` over a weather reading, ``깨진 병은
고물상에서 안 사요``, ``눈이 오면 수거가 미뤄져요``. Each names a CLASS of term, read by its words:

- made free under a condition (무료, 공짜, 돈 안 들, ``free``, ``no charge``, ``at no cost``, with
  ``if``/``when``/``as long as``/…면/…하면/경우): supported when some output says free (무료, 무상,
  ``free``);
- goods refused by those who buy or take them (``isn't bought``, ``won't buy``, ``don't pay for``,
  ``not accepted``, 안 사, 사지 않, 매입 안, 안 쳐, 값을 안; round 39: goods left out of a price,
  ``Coloured styrofoam is excluded from this price``, ``isn't included in the average``, ``단가에서
  제외돼요``): supported when some output refuses or
  excludes anything (불가, 제외, 않, ``not_accepted``, ``excluded``), limits what it takes (…만
  인식/받, ``only``, ``conditions``) or lists what a site takes (``accepts``, ``items``) — a good
  outside that list is the answer's reading of it; over a price survey alone, a refusal is the
  writer's;
- a pickup or collection put off under a condition (연기, 미뤄, 취소, ``postponed``, ``delayed``,
  ``cancelled``): supported when some output puts anything off;
- a price a condition leaves the same (``압축하지 않은 상태로 넘겨도 같은 단가가 적용돼요``, ``the same
  rate applies even if it isn't compressed``; a concession — a verb's ``…도``, ``even if``,
  ``regardless of`` — beside ``같은 단가``/``same price``; round 32): supported when some output says
  a price is the same or unaffected (동일, 상관없, 무관, ``same``, ``regardless``); round 38: a
  scope it does not vary by, ``크기 상관없이 동일``, ``종류와 관계없이 똑같아요`` — supported as well
  by a row's spec that spans every size (``모든 규격``).

What is usual (``보통``, ``usually``) does not make the rule unsure: a rule that bends THIS
service's fee or pickup is the writer's whether said as usual or not. Unsure, never flagged, by
its clause (:func:`.service_classes.clause_of`; the condition may stand anywhere in the
sentence): asked, advice to check or ask, a modal hedge (``may``, ``might``, ``수도 있``), what
some places do (``일부``, ``some``, ``지역마다``); for free and a pickup put off also a negated
sentence (``not free``; a refusal is its own negation); a refusal that opens its clause with no
subject (``Don't take broken glass to a dealer``, ``Please don't buy …``: advice to the user); a
put-off chained to the user's own honorific act (``하루 미뤄서 내놓으시라고``, ``미루세요``: advice;
``수거가 하루 미뤄져요`` is still read).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.service_classes import clause_of

__all__ = ["GATE", "conditioned_term_claims"]

_CONDITION: Final = re.compile(
    r"면\s|면서|경우|때(?:는|에)?\s|\bif\b|\bwhen(?:ever)?\b|\bas\slong\sas\b|\bprovided\b"
    r"|\bonce\b|\bunless\b",
    re.I,
)
_REFUSAL: Final = "goods refused by buyers"
# term → (how an answer says it, whether a condition must go with it, what in an output carries
# the term's class, whether a negated sentence makes it unsure)
_TERMS: Final[tuple[tuple[str, re.Pattern[str], bool, re.Pattern[str], bool], ...]] = (
    (
        "a thing made free",
        alternation(r"무료|공짜|\bfree\s(?:to|of\scharge)\b|\bno\scharge\b|\bat\sno\scost\b"),
        True,
        re.compile(r"무료|무상|free"),
        True,
    ),
    (
        _REFUSAL,
        alternation(
            r"\b(?:is|are)(?:n't|\snot)\s(?:bought|purchased|accepted|taken)\b"
            r"|\b(?:won't|don't|doesn't|do\snot|does\snot|will\snot)\s(?:buy|pay\sfor|accept|take)\b"
            r"|안\s?사(?:요|줘|주|니|고)|사지\s?않|매입\s?(?:안|하지\s?않|불가)|안\s?쳐|값을\s?안"
            # goods left out of a price (round 39): "Coloured styrofoam is excluded from this price"
            r"|\b(?:is|are)\s(?:excluded|left\sout)\sfrom\s(?:this|the|that|these|those)\s"
            r"(?:price|rate|average|figure)s?\b"
            r"|\b(?:is|are)(?:n't|\snot)\s(?:included|counted)\sin\s(?:this|the|that|these|those)\s"
            r"(?:price|rate|average|figure)s?\b"
            r"|(?:단가|가격|시세|매입가|평균\s?가격|평균가)(?:에서|에)\s?(?:는\s?)?"
            r"(?:제외|빠져|빠집|빠지|포함\s?안\s?되|포함되지\s?않)"
        ),
        False,
        re.compile(
            r"불가|제외|않|안\s?받|안\s?사|만\s?(?:인식|받|수거|가능|매입|취급)|\bnot\b|not_|n't"
            r"|exclud|reject|accept|\bonly\b|condition|받는\s?품목|\"items\":\s?\[\""
        ),
        False,
    ),
    (
        "a pickup put off",
        alternation(
            r"연기(?:돼|되|됩|해|합)|미뤄|미루|취소(?:돼|되|됩)"
            r"|\b(?:postponed|delayed|cancell?ed|suspended|put\soff|called\soff)\b"
        ),
        True,
        re.compile(r"연기|미뤄|미루|취소|중단|postpon|delay|cancel|suspend"),
        True,
    ),
    (
        "a price a condition leaves the same",
        alternation(
            r"[어아여해겨려워와져쳐봐놔내줘둬러]도\s[^.!?\n]{0,16}?(?:같은|동일한|똑같은)\s?"
            r"(?:단가|가격|값|금액|요금|수수료|시세)(?![가-힣]{0,3}\s?(?:아니|아닙|않|인지|일지))"
            # round 57 (r57d): the sameness said of the buying ("색이 섞여도 kg당 45원으로 똑같이 쳐주니")
            r"|[어아여해겨려워와져쳐봐놔내줘둬러]도\s[^.!?\n]{0,20}?(?:똑같이|동일하게|같게)\s?"
            r"(?:쳐|받|매입|사\s?줘|사\s?주|적용|계산|매겨)(?![가-힣]{0,4}\s?(?:않|아니|아닙|못|안\s))"
            # "카펫: 5,000원 · 크기 상관없이 동일" (round 38: a scope the price is said not to vary by)
            r"|(?:상관\s?없이|관계\s?없이|무관하게)\s?(?:모두\s?|다\s?)?(?:동일|똑같|같아|같습"
            r"|같은\s?(?:값|가격|단가|시세))"  # round 57: "색깔 상관없이 같은 값이에요"
            r"|\b(?:even\sif|even\swhen|regardless\sof|whether\sor\snot)\b[^.!?\n]{0,60}?"
            r"(?<!not\sthe\s)(?<!n't\sthe\s)\b(?:same|identical)\s(?:price|rate|fee)s?\b"
            r"|(?<!not\sthe\s)(?<!n't\sthe\s)\b(?:same|identical)\s(?:price|rate|fee)s?\b"
            r"[^.!?\n]{0,60}?\b(?:even\sif|even\swhen|regardless\sof|whether\sor\snot)\b"
            # round 57 (r57d): goods mixed or unsorted said to fetch the same ("Mixed colours are paid
            # the same rate")
            r"|\b(?:mixed|unsorted)\b(?:(?!\bnot\b|n't|\bnever\b)[^.!?\n]){0,40}?\b(?:same|identical)\s"
            r"(?:price|rate|fee)s?\b"
        ),
        False,
        re.compile(
            r"동일|같은\s?(?:단가|가격|금액|요금)|상관\s?없|무관|\bsame\b|regardless"
            r"|모든\s?(?:규격|크기|종류)|\ball\ssizes\b"  # a row's spec "모든 규격" (round 38)
        ),
        False,  # (the concession is often negated: "압축하지 않은 상태로 넘겨도"; the price's own
        # negation is read in its words: "같은 단가가 아니에요", "not the same rate")
    ),
)

GATE: Final = ("무료", "공짜", "free", "no charge", "no cost", "bought", "purchased", "accepted",
               "taken", "buy", "pay for", "accept", "take", "안 사", "안사", "사지", "매입", "안 쳐", "안쳐", "값을",
               "연기", "미뤄", "미루", "취소", "postpone", "delay", "cancel", "suspend", "put off",
               "called off", "같은", "동일한", "똑같은", "똑같이", "동일하게", "같게", "same", "identical", "상관없이", "관계없이",
               "상관 없이", "관계 없이", "무관하게", "excluded", "left out", "included", "counted",
               "제외", "빠져", "빠집", "빠지", "포함")  # fmt: skip
_GATE: Final = alternation("|".join(map(re.escape, GATE)))

# not a statement: asked, advice to check or ask, a modal hedge, what some places do
_DOUBT: Final = alternation(
    r"\?|혹시|확인(?!증|서)|알아보|물어|문의|여쭤|여부|인지|는지|수도\s?있|일부|지역마다|곳마다|에\s?따라"
    r"|\bcheck|\bconfirm|\bask\b|\bcall\b|\bwhether\b|\bmay\b|\bmight\b|\bcould\b|\bperhaps\b"
    r"|\bprobably\b|\bsome\b|\bdepend|\bvar(?:y|ies)\b"
)
_NEGATED: Final = alternation(r"없|않|안\s|못|아니|\bnot\b|n't|\bno\b|\bnever\b")
# a refusal that opens its clause with no subject ("Don't take …", "Please don't buy …") is an
# instruction to the user, not a refusal by buyers
_IMPERATIVE: Final = re.compile(
    r"(?:^|[,;:—-]\s?|\b(?:and|but|so|then)\s)\s*(?:(?:please|just|also)\s)*\Z", re.I
)
# a put-off the user is told to make, the verb chained to the user's own honorific act ("하루 미뤄서
# 내놓으시라고 전해 주세요", "수거 신청을 미루세요", "미뤄 두셨다가 내놓으세요"; round 36): advice, not the
# service putting a pickup off ("수거가 하루 미뤄져요" stays a claim)
_USERS_PUT_OFF: Final = re.compile(
    r"(?:어|서|어서)?\s?(?:[가-힣]{1,5}?\s?)?(?:으시|시|세요|셔|셨)"
    # round 48 (r48c): the put-off recommended to the user ("하루 미루는 걸 추천해요", "미루는 게
    # 좋아요", "미루기를 권해요"): advice too
    r"|(?:는|기)\s?(?:걸|게|것을?|것이|를)?\s?(?:추천|권|좋|나아|낫|바람직)"
)
# the English of that advice, before the verb: "I'd recommend it be postponed", "better to put off"
_ADVISED_BEFORE: Final = re.compile(
    r"\b(?:recommend(?:ing)?|suggest(?:ing)?|advise|best\sto|better\sto|wise\sto|want\sto)"
    r"\s(?:\w+\s){0,3}$",
    re.I,
)


def conditioned_term_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The phrases of ``answer`` that state a free, a refusal or a pickup put off that no tool
    output states in its class."""
    if not sources or _GATE.search(answer) is None:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for name, said, conditioned, carried, negatable in _TERMS:
        for m in said.finditer(answer):
            start, end = sentence_around(answer, m.start())
            sentence = answer[start:end]
            if conditioned and _CONDITION.search(sentence) is None:
                continue
            clause = clause_of(answer, start, end, m.start())
            if _DOUBT.search(clause):
                continue
            if negatable and _NEGATED.search(clause.replace(m.group(0), " ")):
                continue
            if name == _REFUSAL and _IMPERATIVE.search(answer[start : m.start()]):
                continue  # "Don't take broken glass to a dealer": advice to the user
            if name == "a pickup put off" and (
                _USERS_PUT_OFF.match(answer, m.end())
                or _ADVISED_BEFORE.search(answer, max(start, m.start() - 40), m.start())
            ):
                continue  # "하루 미뤄서 내놓으시라고", "미루는 걸 추천해요": advice to the user
            if lower is None:
                lower = lowered_text(sources)
            if carried.search(lower):
                break  # an output states a term of the class: the answer may have it there
            why = f"no tool output states {name}"
            out.append(Claim(m.group(0), "condition", name, m.start(), m.end(), why))
    return out
