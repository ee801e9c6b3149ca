"""A meaning the answer gives one of rows the tools tell apart by nothing, naming that row by its
rank or by a descriptor set beside its fee rather than by a condition before it (:mod:`.twins`).

Two rows of one label and no spec (``자전거`` 2,000원 and ``자전거`` 3,000원) say nothing of which is
which. An answer that names one of them by its rank and gives it a kind, size, use or accompanying
item — ``the higher fee applies to adult-size bikes``, ``the cheaper one is for kids' bikes``,
``비싼 쪽은 성인용이에요``, ``높은 금액은 모니터 포함 기준이에요`` — or that sets a descriptor of the
item right after one fee on its list line (``10,000 won — upright pianos``, ``5,000원 – 서랍이 달린
책상``) invents what tells them apart. The descriptor is held against the tool outputs alone: the
user's own word (``my upright piano``) names no row either. Ranking words, the item's own name,
words the tools carry, and doubting sentences (``whether``, ``depends``, ``확인``, ``수도``) say
nothing; a faithful ``the data does not say which is which`` names no kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.twin_words import PARTICLE
from guardrails.grounding.twins_english import singular as _singular
from guardrails.grounding.units import TOKEN

__all__ = ["EN_RANKED", "EN_SUBJECT", "KO_RANKED", "KO_SUBJECT", "dash_word", "ranked_claims"]

# "the higher fee applies to adult-size bikes", "the cheaper one is for kids' bikes"
# round 50 (r50b): the rank may name its row by the amount set beside it instead of a noun ("The
# highest, 15,000 KRW, applies to tables seating six or more", "the lowest fee (2,000 won) is for
# stools"), and a band, bracket or level is a tier ("falls in the lowest band")
_TIER = r"(?:fee|rate|price|charge|amount|tier|one|band|bracket|level|class|category|grade)s?"
_BESIDE = r",?\s\(?(?:₩\s?|KRW\s?)?\d{1,3}(?:,\d{3})+(?:\s?(?:won|KRW|원))?\)?,?"
EN_RANKED = re.compile(
    r"\bthe\s(?:higher|highest|lower|lowest|cheaper|cheapest|pricier|priciest|dearer|dearest"
    rf"|more\sexpensive|less\sexpensive|bigger|larger)(?:\s{_TIER}(?:{_BESIDE})?|{_BESIDE})"
    # round 51 (r51b): the verb left out after a first such clause ("…, the higher one for office
    # chairs with castors")
    r"\s(?:applies\sto|apply\sto|is\sfor|are\sfor|covers?|is\smeant\sfor|is\scharged\sfor|for)"
    r"\s(?:the\s|an?\s|your\s)?(?P<p>[A-Za-z][A-Za-z\s'-]{2,60})",
    re.I,
)
# "비싼 쪽은 성인용이에요", "높은 금액은 모니터 포함 기준이에요", "싼 건 어린이용 요금이고"
KO_RANKED = re.compile(
    r"(?:더\s?|가장\s?|제일\s?)?(?:비싼|높은|낮은|싼|저렴한)\s?"
    # round 50 (r50b): or by its amount ("가장 비싼 15,000원은 6인용 이상 식탁 기준이에요", "제일
    # 낮은 금액인 2,000원은 …", "가장 낮은 구간은 싱글 침대용이에요")
    r"(?:(?:쪽|건|것|금액|요금|수수료|가격|구간|단계|등급)(?:(?:인|이)?\s?\d{1,3}(?:,\d{3})+\s?원)?"
    r"|\d{1,3}(?:,\d{3})+\s?원)(?:은|는)\s"
    r"(?P<w>[가-힣\d][가-힣\d\s]{1,30}?)\s?(?:요금|수수료|가격|기준|용)?\s?"
    r"(?:이에요|예요|이고|이며|입니다|이다|이라|에\s?해당|에\s?적용)"
)
# the same with the kind first: "adult bikes pay the higher fee", "성인용 자전거는 비싼 쪽이에요"
_RANK = (
    r"(?:higher|highest|lower|lowest|cheaper|cheapest|pricier|priciest|dearer|dearest"
    r"|more\sexpensive|less\sexpensive)\s" + _TIER + r"\b"
)
EN_SUBJECT = re.compile(
    r"(?P<p>(?:[A-Za-z][A-Za-z'-]*\s){1,3}?[A-Za-z][A-Za-z'-]*)\s(?:usually\s|generally\s)?"
    r"(?:pays?|are\scharged|is\scharged|gets?|falls?\s(?:under|into|in)|goes\s(?:under|in)"
    r"|go\s(?:under|in)|takes?|belongs?\sto)\sthe\s" + _RANK,
    re.I,
)
KO_SUBJECT = re.compile(
    r"(?P<w>[가-힣]{2,}\s[가-힣]{2,})(?:은|는|이|가)\s(?:더\s?|가장\s?|제일\s?)?"
    r"(?:비싼|높은|낮은|싼|저렴한)\s?(?:쪽|금액|요금|수수료|가격|구간|단계|등급)"
    r"(?:이에요|예요|이고|이며|입니다|으로|을|를|에\s?해당|이\s?적용|이라|에\s?속|에\s?들어)"
)
_DOUBT = unsure(
    r"whether|\bif\b|depend|doesn't say|does not say|unclear|not sure|probably|likely"
    r"|확인|문의|아마|것\s?같|듯|추정|보여|따라|일\s?수|거예요"
)
_STOP: Final = frozenset(
    "a an the and or of for to in on at by with without that which your my our their its this "
    "these those one ones any all some other rest fee fees rate rates won size sized model models "
    "type types kind kinds item items".split()
)
_KO_STOP: Final = frozenset("쪽 건 것 거 요금 수수료 가격 금액 기준 경우 짜리 용 이 그 저".split())
# a descriptor after the fee on its list line: "10,000 won — upright pianos", "5,000원 – 서랍이
# 달린 책상" (to the line's end; a bracket is twins' own reading)
_DASH = re.compile(r"\s?(?:원|won)?\s?[—–-]\s?(?P<w>[^\n\d(（.!?;:,]{2,40}?)\s*(?=\n|$)", re.I)


def ranked_claims(
    answer: str,
    money: list[Claim],
    label_of: Callable[[int], frozenset[str] | None],
    known: str,
    canonical: Callable[[str], str],
) -> list[Claim]:
    """The rank phrases of ``answer`` (``the higher fee``, ``비싼 쪽은``) that give a twin row a
    word no tool output or the user wrote (``label_of``: a twin fee's label words, None for a
    fee of no twin; ``known``: the tool outputs' and the user's text)."""
    labels = [w for c in money if isinstance(c.value, int) for w in [label_of(c.value)] if w]
    if not labels:
        return []
    label = labels[0]
    lower = known.lower()
    out: list[Claim] = []
    for m in EN_RANKED.finditer(answer):
        if _doubted(answer, m.start(), m.end()):
            continue
        word = _english_word(m["p"], label, lower, canonical)
        if word is not None:
            out.append(_claim(m, word))
    for m in EN_SUBJECT.finditer(answer):  # "adult bikes pay the higher fee"
        words = m["p"].split()
        at = next((i for i, w in enumerate(words) if _is_item(w, label, canonical)), None)
        if not at or _doubted(answer, m.start(), m.end()):
            continue  # the kind must qualify the item's own name
        word = _english_word(" ".join(words[at - 1 : at]), label, lower, canonical)
        if word is not None:
            out.append(_claim(m, word))
    for m in KO_SUBJECT.finditer(answer):  # "성인용 자전거는 비싼 쪽이에요"
        kind, item = m["w"].split()
        if item not in label or _doubted(answer, m.start(), m.end(), m.span("w")):
            continue
        word = korean_word(kind, label, known)
        if word is not None:
            out.append(_claim(m, word))
    for m in KO_RANKED.finditer(answer):
        if _doubted(answer, m.start(), m.end(), m.span("w")):
            continue
        if _NOT_KIND.search(m["w"]):
            continue  # "높은 쪽은 적용돼도 만삼천원이에요": an amount or a clause, no kind
        word = korean_word(m["w"], label, known)
        if word is not None:
            out.append(_claim(m, word))
    return out


# an amount in words ("오천원", "만삼천원") or a verb's clause ("적용돼도", "내면") in a rank's predicate
_NOT_KIND = re.compile(
    r"[일이삼사오육칠팔구십백천만]원|\d\s?원|[가-힣](?:도|면|고|서|며|지만)(?:\s|$)"
)


def dash_word(
    answer: str, c: Claim, label: frozenset[str], tools: str, canonical: Callable[[str], str]
) -> str | None:
    """The word of a descriptor set after twin fee ``c`` on its list line (``— upright pianos``)
    that no tool output writes, when the descriptor ends in the item's own name (a kind of the
    item, not a remark)."""
    m = _DASH.match(answer, c.end)
    if m is None or _doubted(answer, c.start, m.end()):
        return None
    words = TOKEN.findall(m["w"])
    content = [w for w in words if w.lower() not in _STOP]  # (not "for a" of "— for a stool")
    if len(words) < 2 or len(content) > 5 or not _is_item(words[-1], label, canonical):
        return None
    if all(w.isascii() for w in words):
        return _english_word(m["w"], label, tools.lower(), canonical)
    return korean_word(" ".join(words[:-1]), label, tools)


def _english_word(
    phrase: str, label: frozenset[str], lower: str, canonical: Callable[[str], str]
) -> str | None:
    """The first word of ``phrase`` before the item's name that ``lower`` (known text, lower
    case) does not hold, else the first of a qualifier right after the name (``tables seating
    six or more``, ``desks with a hutch``; not ``tables in Gunsan``: no qualifier opens there)."""
    words = re.split(r"[\s-]+", phrase)
    for i, w in enumerate(words):
        x = w.lower().strip("'-")
        if _is_item(x, label, canonical):
            after = [v.lower().strip("'-") for v in words[i + 1 :]]
            if not after or not _QUALIFIER.fullmatch(after[0]):
                return None
            return next((v for v in after if _unknown(v, lower, canonical)), None)
        if x.endswith("'s"):
            x = x[:-2]
        if _unknown(x, lower, canonical):
            return x
    return None


# what opens a qualifier after the item's name: a participle or a preposition of its build or size
_QUALIFIER: Final = re.compile(
    r"[a-z]{3,}ing|with|without|for|that|which|over|above|under|larger|bigger|longer|wider|taller",
    re.I,
)


def _unknown(x: str, lower: str, canonical: Callable[[str], str]) -> bool:
    """Whether ``x`` is a content word the known text ``lower`` does not hold."""
    if len(x) < 3 or x in _STOP or x in lower or canonical(x) in lower:
        return False
    return canonical(_singular(x)) not in lower


def korean_word(phrase: str, label: frozenset[str], known: str) -> str | None:
    """The first content word of a Korean descriptor that neither names the item nor is in
    ``known``."""
    for w in TOKEN.findall(phrase):
        stem = PARTICLE.sub("", w) if len(w) > 2 else w
        if stem in _KO_STOP or w in _KO_STOP or stem in label or w in label:
            continue
        if stem in known or not stem or any(stem.endswith(n) and stem in known for n in label):
            continue
        for name in label:  # "성인용자전거" → "성인용"
            if stem.endswith(name) and len(stem) > len(name):
                stem = stem[: -len(name)]
        return stem if stem not in known else None
    return None


def _is_item(word: str, label: frozenset[str], canonical: Callable[[str], str]) -> bool:
    w = word.lower()
    return any(x in label for x in (word, w, canonical(w), canonical(_singular(w))))


# round 51 (r51b): "없는" before a noun inside the descriptor ("팔걸이 없는 의자") is the row's
# kind, without a thing, no denial of the sentence
_WITHOUT_KO = re.compile(r"(?<=[가-힣]\s)없는(?=\s[가-힣])")


def _doubted(answer: str, start: int, end: int, kind: tuple[int, int] | None = None) -> bool:
    """Whether the sentence around ``start``–``end`` doubts or denies what it says (``kind``: the
    span of the descriptor, whose adnominal 없는 is read as "without")."""
    lo = max(answer.rfind(ch, 0, start) for ch in ".!?\n") + 1
    hi = min((i for i in (answer.find(ch, end) for ch in ".!?\n") if i != -1), default=len(answer))
    if kind is None or "없는" not in answer[kind[0] : kind[1]]:
        return _DOUBT.search(answer, lo, hi) is not None
    inner = _WITHOUT_KO.sub("  ", answer[kind[0] : kind[1]])
    return _DOUBT.search(answer[lo : kind[0]] + inner + answer[kind[1] : hi]) is not None


def _claim(m: re.Match[str], word: str) -> Claim:
    why = f"'{word}' tells apart rows the tool outputs do not tell apart"
    return Claim(m.group().strip(), "condition", word, m.start(), m.end(), why)
