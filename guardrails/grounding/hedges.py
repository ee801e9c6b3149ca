"""Clauses a reader of prose facts must not read as a claim: negated (``없어요``, ``not``), asked
(``?``, ``혹시``) or hedged (``수도 있어요``, ``may``). Each reader adds the words of its own kind of
doubt (a forecast's ``if``/``경우``, a surcharge's ``있을 수``)."""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.first_chars import alternation

__all__ = [
    "DENIED_AFTER",
    "DENIED_BEFORE",
    "INDIRECT_QUESTION",
    "OFFERED",
    "REFUSED",
    "ROUGH",
    "denied_quote",
    "refused",
    "unsure",
]

_CORE = (
    r"\?|없|않|안\s|못|수도\s?있|혹시"
    r"|\bno\b|\bnot\b|n't|\bnever\b|\bnone\b|\bneither\b|\bmay\b|\bmight\b|\bcould\b"
)


# the endings of an indirect question ("되는지", "계획이신지", "올지", "수거 여부"): what closes it is
# asked, not stated
INDIRECT_QUESTION = r"여부|인지|신지|는지|을지|할지|될지|실지"  # (…ㄹ지: "하실지는")

# the assistant's offer to look something up for the user (round 59): "재활용센터를 찾아봐
# 드릴게요", "알아봐 드릴까요", "검색해 드릴게요", "want me to look for a recycling centre?", "I can
# search for one": what it would look for is not said to exist or to do anything
OFFERED = (
    r"(?:찾아|알아|검색해|조회해|찾아\s?봐|알아\s?봐)\s?(?:드릴|드리겠|드릴께|볼게|볼께|볼까)"
    r"|\bwant\sme\sto\b|\bshall\si\b|\bshould\si\b|\bi\scan\s(?:look|search|find|check)\b"
    r"|\bi(?:'ll|\swill)\s(?:look|search|find)\b|\bhappy\sto\s(?:look|search|find)\b"
    r"|\blet\sme\s(?:look|search|find)\b"
)


def unsure(extra: str) -> re.Pattern[str]:
    """A case-blind pattern that finds the common negations, questions and hedges, or ``extra``
    (written first character first: :mod:`.first_chars`)."""
    return alternation(f"{_CORE}|{extra}")


# the words that deny or refuse what a clause says a place takes, gives or allows ("안 받아요",
# "반입 불가", "제외", "빼고", "not", "?"); a reader of its own kind adds its words (:func:`refused`)
_REFUSAL = r"않|안\s|안돼|못|불가|제외|빼고|\bnot\b|n't|\bno\b|\?"
REFUSED = alternation(_REFUSAL)


def refused(extra: str) -> re.Pattern[str]:
    """A case-blind pattern that finds the words of :data:`REFUSED`, or ``extra``."""
    return alternation(f"{_REFUSAL}|{extra}")


# a Korean verb quoted as what a list or a text says ("받는다고 나온 곳은", "받는다는 정보는"): the
# verb that states the quote decides it, and "없" there denies it, where "없이" ("상관없이") does not
_QUOTED = re.compile(r"[가-힣]{0,3}?[다라](?:고|는)\s")
_DENIES_QUOTE = alternation(f"{_REFUSAL}|없(?!이)")


def denied_quote(text: str, at: int, ends: re.Pattern[str]) -> bool:
    """Whether the verb ending at ``at`` is quoted and the clause of the verb stating the quote (up
    to the next of ``ends``) denies it (round 39): "유리병을 받는다고 나온 곳은 없으니", "건전지를
    받는다는 정보는 없어서", "받는다고 나와 있지 않아서" deny the taking; "받는다고 나와 있어요",
    "받는다고 나온 곳은 A예요", "받는다고 하니 크기 상관없이" do not."""
    quote = _QUOTED.match(text, at)
    if quote is None:
        return False
    end = next((m.start() for m in ends.finditer(text, quote.end())), len(text))
    return _DENIES_QUOTE.search(text, quote.end(), end) is not None


# a term denied of its holder, said of the term itself or of the class of rows it names: "무료는
# 아니에요", "무료 품목은 아니에요", "무료 대상이 아닙니다" (the word after) and "not free", "isn't a
# free item", "not on the free list", "not one of the free items" (the words before); the
# class word (품목, 대상, item, list) names no other fact, so the denial covers the term; a
# quantifier of none before its verb denies it of every row ("None of them is free", "none of the
# three fees are free", "neither row is free"; round 36) — "one of them is free" stays a claim
DENIED_AFTER = re.compile(
    r"\s?(?:(?:품목|항목|대상|물품|물건|제품|처리|수거|배출|서비스)\s?)?(?:가|는|이|은)?\s?"
    r"(?:아님|아니|아닙|아냐)"
)
DENIED_BEFORE = re.compile(
    r"(?:(?:\bnot|n't)\s(?:(?:a|an|one|on|in|among|of|the)\s){0,3}"
    r"|\b(?:none|neither)\s(?:of\s)?(?:[a-z]+\s){0,4}(?:is|are)\s)$",
    re.I,
)


# a hedged amount or working ("아마", "대략", "정도", "about"): a total said so is not read
# (:mod:`.stated_totals`, :mod:`.joined_fees`)
ROUGH: Final = unsure(r"아마|대략|정도|쯤|probably|about|around|roughly|approx")
