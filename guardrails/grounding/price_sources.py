"""A publisher of prices that no tool output names: ``참고로 구리는 한국비철금속협회가 매주 시세를
발표하니 그쪽을 확인해 보세요`` over the price tool's error that lists the items it surveys.

The price tool answers with its own survey (``한국환경공단 재활용가능자원 가격조사``); an answer that
sends the user to another body *as a fact* — that it publishes, posts or announces prices — invents
a source. Read: a Korean body by the suffix of its kind (협회, 연합회, 협동조합, 조합, 거래소, 공단,
연구원), in a sentence that names a price (시세, 가격, 단가, 값) and an act of publishing (발표, 공개,
고시, 공시, 게시, 집계, 올려), before that act. Supported when some output names the body (its
words without spaces: ``한국환경공단이 매달 가격을 조사해 발표해요`` over the survey's label passes).

Unsure, never flagged: a question (``?``, ``…하는지``), a negated act (``발표하지 않아요``, ``안 해요``),
a body the sentence only tells the user to ask (``고물상에 문의하세요``: no body, no act), English
names (an output's Korean label would not show their words).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.hedges import INDIRECT_QUESTION
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "price_source_claims"]

# the kinds of body whose names end in them (the literal words are the cheap gate)
GATE: Final = ("협회", "연합회", "조합", "거래소", "공단", "연구원")
_BODY: Final = re.compile(
    rf"(?<![가-힣A-Za-z])[가-힣A-Za-z]{{1,16}}(?:{'|'.join(GATE)})"
    r"(?=이|가|은|는|에서|의|에|도|\s|[(,.]|$)"
)
_PRICE: Final = re.compile(r"시세|가격|단가|값|매입가")
_PUBLISH: Final = re.compile(r"발표|공개|고시|공시|게시|집계|올려|올립|올라와|알려\s?주|제공")
# the act denied or asked right after it ("발표하지 않아요", "발표하는지는")
_DENIED: Final = re.compile(rf"[^.!?\n]{{0,6}}?(?:지\s?않|안\s|없|못|{INDIRECT_QUESTION})")


def price_source_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The bodies ``answer`` says publish prices that no tool output names (why: which)."""
    if not sources:  # (the caller tests GATE)
        return []
    squeezed: str | None = None
    out: list[Claim] = []
    for m in _BODY.finditer(answer):
        start, end = sentence_around(answer, m.start())
        act = _PUBLISH.search(answer, m.end(), end)
        if act is None or _PRICE.search(answer, m.end(), act.start()) is None:
            continue  # a body named, but no price it publishes
        if answer.startswith("?", end) or "?" in answer[start:end]:
            continue
        if _DENIED.match(answer, act.end()):
            continue
        if squeezed is None:
            squeezed = "".join(lowered_text(sources).split())
        if "".join(m.group(0).lower().split()) in squeezed:
            continue
        why = f"no tool output names {m.group(0)} as a source of prices"
        out.append(Claim(m.group(0), "condition", "a source of prices", m.start(), m.end(), why))
    return out
