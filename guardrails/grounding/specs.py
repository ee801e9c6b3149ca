"""A spec an answer gives a fee row must be in that row's own name.

Size specs an answer states for a fee: the measures a fee table tells rows apart by (인용, kg,
리터, cm, 단, 인치: :mod:`.measures`), a furniture length in 자 (``3자 이하``, ``4자짜리``) and seats in
English words (``seating six or more``, ``a two-seater``, ``for four people``). Each is a span of
the text with the figure it writes (``3자``, ``six``), so a reader can ask whether the tool outputs
write that figure themselves.

Two readings use them (round 21):

* :func:`measured_spec` — for one of twin rows (:mod:`.twins`: rows told apart by nothing), a size
  in the fee's clause or right after it ("1인용 3,000원", "- 3자 이하: 10,000원", "5,000 won for
  tables seating six or more") that no tool output writes is the answer's own condition, the
  user's own size too (the tools do not say which row it falls in);
* :func:`subkind_claims` — for an item whose rows hold several fees, a kind glued before its name
  as the topic of a fee ("드럼세탁기는 용량과 관계없이 8,000원" over 세탁기 rows told apart by 용량)
  that neither the tools nor the user wrote gives a row a spec it does not have.

Unsure, never flagged: a hedged, negated or asked sentence, one that says the data has no such
division (``규격 구분이 자료에 없어서``, ``the data does not say``), "whichever size" (``이든``).
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.measures import measures
from guardrails.grounding.nodes import json_lists, per_stage
from guardrails.grounding.opening_gate import gated

_SPEC_UNITS: Final = frozenset({"seat", "kg", "L", "cm", "tier", "in"})
_NUM_EN: Final = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|ten|twelve)"
# specs measures does not read: 자 (a furniture length), seats in English words
_EXTRA = re.compile(
    r"(?P<ja>\d{1,2}\s?자)(?:\s?(?:이하|이상|미만|초과|짜리|까지|넘는))?(?=[\s,:)(]|$|[은는이가면용형])"
    rf"|\bseat(?:s|ing)\s(?:up\sto\s)?(?P<seats>{_NUM_EN})(?:\s(?:or\s(?:more|fewer|less)|people"
    rf"|persons))?|\b(?P<seater>{_NUM_EN})[- ]seaters?\b"
    rf"|\bfor\s(?P<people>{_NUM_EN})\s(?:or\s(?:more|fewer)\s)?(?:people|persons)\b",
    re.I,
)
_EXTRA = gated(_EXTRA)  # :mod:`.opening_gate`: the same matches, skipped to
GATE: Final = re.compile(
    r"인용|인승|kg|㎏|킬로|리터|ℓ|\dL|cm|㎝|mm|\d\s?자|\d\s?단|인치|seat|inch|liter|litre|people"
    # (round 57: a length in metres, "1m가 넘으면 3,000원", "높이 1.5미터 이상", "over 2 metres")
    r"|persons|\d\s?m(?![A-Za-z²³])|미터|\bmet(?:er|re)s?\b",
    re.I,
)
_FIGURE: Final = re.compile(r"[\d.,]+\s?\S+")


class Spec(NamedTuple):
    start: int
    end: int
    figure: str  # what the tool outputs would write for it ("1인용", "3자", "six")


def size_specs(text: str) -> list[Spec]:
    """The size specs stated in ``text``, in order."""
    if not GATE.search(text):
        return []
    out: list[Spec] = []
    for m in measures(text):
        if m.bracket.unit in _SPEC_UNITS:
            said = text[m.start : m.end]
            number = _FIGURE.search(said)
            out.append(Spec(m.start, m.end, number.group() if number else said))
    for x in _EXTRA.finditer(text):
        if any(s.start <= x.start() < s.end for s in out):
            continue
        figure = next(g for g in x.groups() if g)
        out.append(Spec(x.start(), x.end(), figure))
    out.sort()
    return out


def _measured(clause: str, tools: str) -> str | None:
    """A size spec stated in ``clause`` (``3단 이하면``, ``3자 이하:``, ``1인용``) that no tool
    output writes."""
    compact = tools.replace(" ", "")
    for spec in size_specs(clause):
        if spec.figure.replace(" ", "") not in compact:
            return clause[spec.start : spec.end]
    return None


# a sentence that doubts a size picks a row: hedged, asked, or saying the data has no division
_DOUBT = (
    r"구분|listed|specif|확인|문의|\bcheck|\bask|이든|든지|regardless|whether|\bwhich\b|어느|어떤"
    r"|보통|대개|일반적|usually|typically|generally|probably|likely|아마|추정|듯|같아|보여"
)
_SPEC_DOUBT: Final = unsure(rf"{_DOUBT}|상관없이|관계없이")


def _sentence_end(answer: str, pos: int) -> int:
    ends = (i for i in (answer.find(p, pos) for p in (". ", ".\n", "\n", "?", "!")) if i != -1)
    return min(ends, default=len(answer))


# what follows a fee up to the spec said to be its own ("5,000 won for tables ", "3,000원(")
_SPEC_AFTER: Final = re.compile(r"\s?(?:[(（]|for\s(?:(?:an?|the)\s)?(?:[A-Za-z]+\s){0,2}?)", re.I)


def _measured_after(answer: str, c: Claim, tools: str) -> str | None:
    """A size spec right after the fee ("5,000 won for tables seating six or more", "3,000원
    (1인용)") that no tool output writes."""
    hi = min((i for i in (answer.find(p, c.end) for p in ".;\n") if i != -1), default=len(answer))
    for spec in size_specs(answer[c.end : min(hi, c.end + 48)]):
        lo = c.end + spec.start
        if _SPEC_AFTER.fullmatch(answer, c.end, lo) is None:
            return None
        said = answer[lo : c.end + spec.end]
        return said if spec.figure.replace(" ", "") not in tools.replace(" ", "") else None
    return None


def measured_spec(answer: str, c: Claim, clause: str, lo: int, tools: str) -> str | None:
    """The size an answer gives twin rows' fee ``c`` (``clause``: its clause before it, from
    ``lo``; ``tools``: the tool outputs' text), None when it gives none or doubts it."""
    if _SPEC_DOUBT.search(answer, lo, _sentence_end(answer, c.end)):
        return None
    return _measured(clause, tools) or _measured_after(answer, c, tools)


_NAME_KEYS: Final = ("item_name", "name")
_ITEM: Final = re.compile(r"[가-힣]{2,}")


@per_stage
def _choices(sources: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """Each item name (Hangul) of a fee list whose rows hold more than one fee and carry a spec,
    and its fees."""
    out: dict[str, set[int]] = {}
    specified: set[str] = set()  # (rows of no spec at all are twins.py's)
    for node in json_lists(sources):
        for row in node:
            if not isinstance(row, dict):
                continue
            name = row.get("name") or row.get("item_name")
            fee = row.get("fee")
            if isinstance(name, str) and _ITEM.fullmatch(name) and type(fee) is int and fee > 0:
                out.setdefault(name, set()).add(fee)
                if row.get("spec"):
                    specified.add(name)
    return {k: frozenset(v) for k, v in out.items() if len(v) > 1 and k in specified}


# words before an item's name that name no kind of it ("폐세탁기", "중고 냉장고", "우리집")
_NO_KIND: Final = frozenset(
    "폐 헌 중고 기존 일반 보통 우리 집 고장 낡은 오래된 사용 가정 가정용".split()
)
_SUBKIND_DOUBT: Final = unsure(_DOUBT)


def subkind_claims(
    answer: str, claims: list[Claim], sources: tuple[str, ...], known: str
) -> list[Claim]:
    """Kinds glued before an item's name as the topic of one of its fees that neither the tools
    nor the user wrote (``known``): "드럼세탁기는 용량과 관계없이 8,000원" over 세탁기 rows."""
    items = _choices(sources) if any(c.kind == "money" for c in claims) else {}
    if not items:
        return []
    out: list[Claim] = []
    for name, fees in items.items():
        if name not in answer:
            continue
        for m in re.finditer(rf"(?<![가-힣])([가-힣]{{2,4}}){name}(?:은|는|이|가|도)\s", answer):
            kind = m.group(1)
            if kind in known or kind in _NO_KIND or name in kind:
                continue
            end = _sentence_end(answer, m.end())
            fee = next((c for c in claims if c.kind == "money" and m.end() <= c.start < end), None)
            if fee is None or fee.value not in fees or measures(answer[m.end() : fee.start]):
                continue  # a size of the rows' own between: read by the bracket rule
            lo = answer.rfind("\n", 0, m.start()) + 1
            said = answer[lo:end].replace("관계없이", "").replace("상관없이", "")
            if _SUBKIND_DOUBT.search(said):
                continue  # ("용량과 관계없이" is the claim's own universal, no negation)
            text = answer[m.start() : fee.end]
            why = f"'{kind}{name}' names a kind of {name} no row of its fees names"
            out.append(Claim(text, "condition", kind, m.start(), fee.end, why))
    return out
