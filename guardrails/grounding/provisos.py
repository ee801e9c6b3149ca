"""A proviso the answer attaches to a service or a fee must state a measure the tool outputs write.

An answer may make a service or a fee hold only under a condition of its own (``as long as the
unit is less than 10 years old``, ``only if it weighs under 30 kg``, ``provided it is under two
metres``, ``10년 이내 제품인 경우에만``, ``30kg 이하일 때만``, ``5개 이상에 한해``). A condition
stated with a measure — an age, a weight, a size, a count, a span of time — is a fact of the rule;
the tool outputs state the rules they know with their figures, so

    a proviso whose measure's figure no tool output writes is the writer's own condition.

Read only in the clause a proviso frame opens (English) or closes (Korean); the figure is compared
with the tool outputs' text alone (the user's own figure names no rule). Unsure readings never flag:
a negated or asked proviso, a hedged sentence (``may``, ``수도 있``, ``확인해 보세요``, ``whether``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure
from guardrails.grounding.numbers import EN_NUMBERS

__all__ = ["GATE", "proviso_claims"]

# the proviso frames' own letters (one plain alternation, no case-blind search of every answer)
GATE: Final = (
    "long as", "rovided", "nly if", "nly when", "ondition", "한해", "한하여", "한정", "경우에만",
    "때만", "조건",
)  # fmt: skip
_UNIT = (
    r"years?|yrs?|months?|weeks?|days?|kg|kilograms?|cm|centimet(?:er|re)s?|met(?:er|re)s?|m\b"
    r"|items?|units?|pieces?|년|개월|주|일|㎏|킬로|㎝|센티|미터|개|대|점|살|세"
)
_EN_N: Final = "|".join(sorted(EN_NUMBERS, key=len, reverse=True))
_MEASURE: Final = re.compile(
    rf"(?<![\d.,])(?P<n>\d+(?:[.,]\d+)?|\b(?:{_EN_N})\b)\s?-?(?P<u>{_UNIT})",
    re.I,
)
_PROVISO: Final = re.compile(
    r"\b(?:as|so)\slong\sas\b(?P<en>[^.;\n]{3,90})"
    r"|\bprovided(?:\sthat)?\b(?P<en2>[^.;\n]{3,90})"
    r"|\bonly\s(?:if|when)\b(?P<en3>[^.;\n]{3,90})"
    r"|\bon\s(?:the\s)?condition\sthat\b(?P<en4>[^.;\n]{3,90})"
    r"|(?P<ko>[^.,;\n]{2,40}?)\s?(?:인|일|한|된|할)?\s?"
    r"(?:경우에만|때만|경우에\s?한해|것에\s?한해|에\s?한해|에\s?한하여|에\s?한정|조건으로|조건이면)",
    re.I,
)
_DOUBT: Final = unsure(
    r"확인|문의|여쭤|아마|보통|대개|듯|같아|추정|\bwhether\b|\bcheck\b|\bask\b|probabl|likely"
    r"|usually|typically|generally|maybe|perhaps"
)

_HEDGE: Final = re.compile(r"\b(?:may|might|could)\b|수도\s?있|아마|확인|check", re.I)


def _figure(n: str) -> str:
    word = EN_NUMBERS.get(n.lower())
    return str(word) if word is not None else n.replace(",", "")


def proviso_claims(answer: str, tools: str) -> list[Claim]:
    """The provisos of ``answer`` stated with a measure whose figure ``tools`` (the tool outputs'
    text) never writes."""
    if not contains_any(answer, GATE):
        return []
    out: list[Claim] = []
    for p in _PROVISO.finditer(answer):
        group = next(g for g in ("en", "en2", "en3", "en4", "ko") if p.group(g) is not None)
        lo = max(answer.rfind(s, 0, p.start()) for s in (". ", "\n", "? ", "! ")) + 1
        hi = min((i for i in (answer.find(s, p.end()) for s in (". ", "\n", "?")) if i != -1),
                 default=len(answer))  # fmt: skip
        if _DOUBT.search(answer, p.start(), hi) or _HEDGE.search(answer, lo, hi):
            continue  # (a negation before the proviso is its main clause's: "at no cost")
        for m in _MEASURE.finditer(answer, p.start(group), p.end(group)):
            figure = _figure(m["n"])
            if re.search(rf"(?<![\d.,]){re.escape(figure)}(?![\d]|[.,]\d)", tools):
                continue
            text = answer[p.start(group) : p.end(group)].strip()
            why = f"'{m.group(0)}' is a condition no tool output states"
            out.append(Claim(text, "condition", m.group(0), p.start(group), p.end(group), why))
            break
    return out
