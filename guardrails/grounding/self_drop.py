"""A fee let off for bringing the item oneself: a rule no output states unless it speaks of it.

Answers about a bulky item's fee often add that it is free, cheaper or exempt when the user brings
it to a centre themselves (``If you bring it yourself to the city recycling center, it's free``,
``직접 가져가면 무료예요``, ``주민센터에 직접 갖다 주면 수수료가 면제돼요``). The fee tools give the
fee of collection; a self-delivery exemption is a rule of its own, and it is supported only where a
tool output speaks of bringing things oneself at all (``직접 반입``, ``자가 반입``, ``drop-off``,
``bring``). Without such a text, the sentence is the writer's own rule — even where a note says
something else is free (``대형 가전은 … 무상방문수거 … 무료``: a free pickup service, not a free
self-drop; the value check reads that note's ``무료`` as support for any free claim).

Where an output gives bringing things oneself as the way (``자원관리센터로 직접 방문``) but no output
ties a benefit to it (one string of an output holding both), the way is no exemption: the
self-delivery must then be the benefit's condition, right beside it (``there's no fee if you bring
it in yourself``, ``직접 가져가면 무료``; round 32), so a free pickup service named in the sentence
that gives the way is not read.

Read: a sentence that joins a self-delivery (a verb of bringing with ``yourself``, ``in person``,
``on your own``; ``직접`` before a verb of bringing) and a benefit (``free``, ``no fee``,
``waived``, ``cheaper``, ``무료``, ``면제``, ``감면``, ``할인``, ``안 내도``; round 36: a fee cut,
``절반``, ``반값``, ``수수료가 줄어요``, ``요금이 싸져요``).
The span is the sentence from the clause (after a comma) that holds the first of the two: a worked
total before it (``8,000원이고, 소각장에 직접 반입하면 …``) is no part of the rule. Unsure, never flagged:
a hedged, asked or negated sentence outside the benefit's own words (``보통``, ``usually``,
``may``, ``확인``, ``?``), and any output that ties a benefit to bringing things oneself.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.units import sentences

__all__ = ["GATE", "self_drop_claims"]

GATE: Final = alternation(r"yourself|in person|on your own|직접")  # (skipped to in C)
_SELF: Final = re.compile(
    r"\b(?:bring|brings|bringing|take|taking|drop|dropping|haul|hauling|carry|carrying|deliver"
    r"|delivering)\b[^.;\n]{0,50}?\b(?:yourself|in person|on your own)\b"
    r"|직접\s?(?:[가-힣]{1,12}(?:에|으로|로|까지)\s?)?(?:가져|갖다|갖고|가지고|들고|싣고|실어|운반|반입)",
    re.I,
)
_BENEFIT = re.compile(
    r"무료|공짜|면제|감면|할인|(?:수수료|요금|돈)(?:을|를|은|는|도)?\s?(?:안\s?내|내지\s?않|없)"
    # round 36: a fee cut ("수수료가 절반으로 줄어요", "반값이에요", "요금이 싸져요")
    r"|절반|반값|반액|(?:수수료|요금|비용|돈)(?:이|가|은|는|도)?\s?(?:줄|깎|싸|저렴|덜)"
    r"|\bfree\b|\bno (?:fee|charge|cost)s?\b|\bat no (?:extra )?(?:cost|charge)\b|\bwaived?\b"
    r"|\bexempt\w*|\bdiscount\w*|\bcheaper\b|\bhalf\b",
    re.I,
)
_BENEFIT = gated(_BENEFIT)  # :mod:`.opening_gate`: the same matches, skipped to
_DOUBT: Final = unsure(
    rf"{INDIRECT_QUESTION}|보통|대개|대부분|일반적|지역마다|경우에\s?따라|아마|확인|문의|알아보"
    r"|\busually\b|\btypically\b|\bgenerally\b|\boften\b|\bsome\b|\bcheck\b|\bask\b|\bconfirm\b"
    r"|\bprobably\b|\blikely\b|\bwhether\b"
)
# an output that speaks of bringing things oneself (a drop-off, a self-delivery, a site one visits)
_SPOKEN: Final = re.compile(
    r"직접|반입|자가\s?운반|가져오|가져가|갖고\s?오|drop-?off|bring|self", re.I
)
# ... and ties a benefit to it (within one string of an output)
_TIED: Final = re.compile(
    r"(?:직접|반입|자가\s?운반|가져오|가져가|drop-?off|bring|self)[^\"\n]{0,80}?"
    r"(?:무료|무상|면제|감면|할인|\bfree\b|waive|exempt|discount)"
    r"|(?:무료|무상|면제|감면|할인|\bfree\b|waive|exempt|discount)[^\"\n]{0,80}?"
    r"(?:직접|반입|자가\s?운반|가져오|가져가|drop-?off|bring|self)",
    re.I,
)
# where the outputs give bringing it oneself as the way (``자원관리센터로 직접 방문``) but tie no
# benefit to it, the self-delivery must be the benefit's condition, right beside it: "there's no
# fee if you bring it in yourself", "직접 가져가면 무료예요" (not a free pickup service named in
# the same sentence as the way)
_SELF_IF: Final = re.compile(
    r"\b(?:if|when|as long as|once)\s(?:you\s)?(?:bring|take|haul|carry|deliver|drop)\b"
    r"[^.;\n]{0,50}?\b(?:yourself|in person|on your own)\b"
    r"|직접\s?(?:[가-힣]{1,12}(?:에|으로|로|까지)\s?)?(?:가져|갖다|갖고|가지고|들고|싣고|실어|운반|반입)"
    r"[가-힣]{0,6}면",
    re.I,
)
# round 36: a clause before both, joined by a comma, is no part of the rule ("8,000원이고, 소각장에
# 직접 반입하면 수수료가 절반으로 줄어요": the worked total before it stays the arithmetic's)
_CLAUSE_BREAK: Final = re.compile(r",\s")
_BESIDE: Final = 40  # the most characters between the condition and its benefit


def self_drop_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Sentences of ``answer`` that let a fee off for bringing the item oneself where no tool
    output speaks of bringing things oneself."""
    if GATE.search(answer) is None:
        return []
    texts = " ".join(s for s in sources if isinstance(s, str))
    if not texts:
        return []
    strict = _SPOKEN.search(texts) is not None  # the way is bringing it: read only a condition
    if strict and _TIED.search(texts):
        return []
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        self_ = (_SELF_IF if strict else _SELF).search(sentence)
        benefit = _BENEFIT.search(sentence) if self_ is not None else None
        if self_ is None or benefit is None:
            continue
        if strict and not _beside(self_, benefit):
            continue
        rest = sentence[: benefit.start()] + " " + sentence[benefit.end() :]
        if _DOUBT.search(rest):
            continue
        cut = max(
            (
                b.end()
                for b in _CLAUSE_BREAK.finditer(sentence, 0, min(self_.start(), benefit.start()))
            ),
            default=0,
        )
        text = sentence[cut:].strip().lstrip("-•*■ ").rstrip(".!。")
        start = lo + sentence.find(text, cut)
        why = "no tool output lets a fee off for bringing it oneself"
        out.append(Claim(text, "condition", text, start, start + len(text), why))
    return out


def _beside(a: re.Match[str], b: re.Match[str]) -> bool:
    """Whether two matches of one sentence lie within :data:`_BESIDE` characters of each other."""
    return max(a.start(), b.start()) - min(a.end(), b.end()) <= _BESIDE
