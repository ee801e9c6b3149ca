"""A member of the outputs' own list, named by the Korean gloss an English answer gives it.

English answers over Korean outputs write a list their sentence calls the outputs' own (``The
survey covers newspaper (신문지), corrugated cardboard (골판지), …``, ``Items in the price survey
include …``, ``조사 품목은 …``) with a member's Korean name in brackets after its English one. The
bracketed name is the member as the outputs write it, so

    a glossed member whose Korean name no output writes (spaces aside), nor names as the same
    good (:mod:`.kinds`), is added to the outputs' list — when two or more other glossed members
    of the same list are the outputs' items (``copper wire (구리선)`` among ``iron scrap
    (철스크랩)``, ``rubber powder (고무분말)`` over the survey's ``조사 품목: …`` list).

Members written without a gloss are not read here (an English word names no Korean item; a
Korean list is :mod:`.listed_items`' own). Unsure, never flagged: a sentence that doubts, denies,
asks or advises (``check``, ``not``, ``if``), a gloss the user wrote.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import SENTENCE_END, Claim, contains_any
from guardrails.grounding.kinds import goods_in
from guardrails.grounding.listed_items import surveyed_items
from guardrails.grounding.spacing import unspaced

__all__ = ["glossed_item_claims"]

# a sentence that calls its list the outputs' own: "The survey covers …", "Items in the price
# survey include …", "the surveyed items are …", "조사 품목은 …"
_OWN_LIST: Final = re.compile(
    r"\bsurvey(?:ed)?\s(?:items|covers|includes|lists|materials)\b"
    r"|\bitems\s(?:in|of|on|covered\sby)\sthe\s(?:\w+\s)?survey\b"
    r"|\bthe\s(?:\w+\s)?survey\s(?:covers|includes|lists|tracks)\b"
    r"|(?:조사|수록|등록)\s?(?:품목|대상|항목)",
    re.I,
)
_CUE_WORDS: Final = ("urvey", "URVEY", "조사", "수록", "등록")
# a Korean name in brackets right after a Latin word: "copper wire (구리선)"
_GLOSS: Final = re.compile(r"[A-Za-z][A-Za-z-]*\s?[(（]\s?(?P<g>[가-힣][가-힣 ]{0,14}?)\s?[)）]")


def glossed_item_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """Glossed members of a list called the outputs' own that no output lists."""
    if "(" not in answer and "（" not in answer or not contains_any(answer, _CUE_WORDS):
        return []
    cue = _OWN_LIST.search(answer)
    if cue is None:
        return []
    known = surveyed_items(sources)
    if known is None:
        return []
    items, text = known
    said = unspaced(user)
    out: list[Claim] = []
    while cue is not None:
        end_m = SENTENCE_END.search(answer, cue.end())
        end = end_m.start() if end_m is not None else len(answer)
        lo = max(answer.rfind(ch, 0, cue.start()) for ch in ".!?\n") + 1
        glosses = [(m, unspaced(m["g"])) for m in _GLOSS.finditer(answer, cue.end(), end)]
        listed = [g for _, g in glosses if g in items]
        sentence = answer[lo:end]
        if len(listed) >= 2 and not (CLAUSE_DOUBT.search(sentence) or ADVICE.search(sentence)):
            for m, g in glosses:
                if g in items or g in text or g in said or set(goods_in(g)) & items:
                    continue
                if len([x for x in listed if x != g]) < 2:
                    continue
                s, e = m.span("g")
                why = "no tool output lists it among the items its list names"
                out.append(Claim(answer[s:e], "condition", g, s, e, why))
        cue = _OWN_LIST.search(answer, end)
    return out
