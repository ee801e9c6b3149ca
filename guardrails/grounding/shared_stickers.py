"""Several pieces under one sticker, or at one piece's price: a bundle no output states.

A bulky-waste fee is paid per piece: each row prices one thing, and its sticker (``스티커``,
``납부필증``) goes on that thing. An answer that puts several pieces under a single sticker — ``의자
4개 이상을 한꺼번에 내놓으면 스티커 한 장으로 묶어서 처리할 수 있어요``, ``여러 개를 같이 내놓으면
스티커 하나만 붙이면 돼요``, ``3장 이상이면 묶어서 한 장 값으로 처리돼요``, ``one sticker covers all
four chairs``, ``put them out together for the price of one`` — states a counting rule of its own,
the same class as a bundle of N pieces (:mod:`.bundles`) and a lone row's fee said as several
pieces' total (:mod:`.piece_totals`), said here with no amount. Round 52 (r52b, prod_holdout45
g63h2-0079).

Read where the sentence says the pieces are several — a count of two or more pieces (``4개``,
``세 장``, ``여러 개``, ``four chairs``), ``한꺼번에``, ``묶어``, ``함께``, ``together``, ``both``, ``or
more`` — and one sticker (``스티커 한 장으로``, ``필증 하나만``, ``a single sticker``) or one piece's
price (``한 장 값으로``, ``for the price of one``, ``counted as one item``) for them. Supported where a
tool output speaks of a bundle or a set at all (``묶음``, ``세트``, ``일괄``, ``2개 1조``, ``bundle``),
or of one sticker itself.

Not read: a sticker for each piece (``개당``, ``마다``, ``씩``, ``각각``, ``each``, ``per``, ``apiece``;
``스티커 한 장에 1,000원``, a sticker's price, has no particle of a unit here), one sticker for one
thing (no count of pieces), a negated, asked or hedged clause (from the sticker's own clause on:
an earlier joined clause's doubt is that clause's, :func:`.joined_clauses.clause_start`), advice to
ask or check, what some districts do.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.joined_clauses import clause_start
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.opening_gate import gated

__all__ = ["GATE", "shared_sticker_claims"]

_STICKER_KO = r"(?:스티커|납부\s?필증|신고\s?필증|필증|배출\s?표)"
# each alternative opens with its literal letters (sre skips to them): "스티커 한 장으로", "스티커
# 1장만", "필증 하나로", "스티커 한 장만 붙이면"
_ONE_KO: Final = re.compile(
    rf"{_STICKER_KO}(?:\s?(?:은|는|도))?\s?(?:(?:한|1)\s?(?:장|매|개)|하나)\s?(?:만으로|으로|로|만)"
)
# one piece's price for them: "한 장 값으로", "하나 값만 내면", "1개 가격에" (behind its words)
_ONE_PRICE_GATE: Final = ("장 값", "장값", "개 값", "개값", "점 값", "대 값", "하나 값", "하나값",
                          "장 가격", "개 가격", "하나 가격")  # fmt: skip
_ONE_PRICE_KO: Final = re.compile(
    r"(?<![\d가-힣])(?:(?:한|1)\s?(?:장|개|점|대|매)|하나)\s?(?:값|가격)(?:으로|로|만|에|이면)"
)
# English, found by its noun (a case-blind pattern opening with "one" or "a" would be entered at
# most letters of an English answer): "one sticker covers …", "a single sticker for all", "just
# one sticker" — the noun, then the words before it
_STICKER_EN: Final = re.compile(
    r"(?:sticker|Sticker|tag|Tag|label|Label)s?\b"
    r"(?!(?i:\s(?:each|per|apiece|for\seach|on\seach)))"
)
_NOUNS_EN: Final = ("sticker", "Sticker", "tag", "Tag", "label", "Label")
_ONE_BEFORE: Final = re.compile(
    r"\b(?:one|a\ssingle|just\sone|only\sone|one\ssingle)\s(?:disposal\s|bulky[- ]waste\s|fee\s)?$",
    re.I,
)
# "for the price of one", "counted as one item" (behind their own words; "charged as a single
# item" and "counts as one item" are :mod:`.service_ways`' single charge, read there once)
_PRICE_OF_ONE_GATE: Final = ("price of", "fee of", "cost of", "as one", "as a single")
_PRICE_OF_ONE: Final = re.compile(
    r"\b(?:for|at)\sthe\s(?:price|fee|cost)\sof\s(?:one|a\ssingle)\b(?!\s(?:thousand|hundred|million))"
    r"|\b(?:counted|treated|billed)\sas\s(?:one|a\ssingle)\s(?:item|piece|unit)\b",
    re.I,
)
# the pieces said to be several: a count of two or more, together, bundled
_SEVERAL_WORDS = (
    r"(?<![\d,.])(?:[2-9]|[1-9]\d)\s?(?:개|장|점|대|벌|짝|품목)"
    r"|(?:두|세|네|다섯|여섯|일곱|여덟|아홉|열|여러)\s?(?:개|장|점|대|벌|짝|품목|가지)"
    r"|한꺼번에|한\s?번에|묶어|묶음|함께|같이|모아서|모두|전부"
    r"|\b(?:together|both|bundle[ds]?|bundling|at\sonce|in\sone\sgo|the\slot|or\smore|multiple"
    r"|several|all\s(?:of\s)?(?:them|those|these|the|two|three|four|five|six|\d))\b"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s(?:[a-z]+\s)?"
    r"(?:items|pieces|chairs|tables|mattresses|sofas|shelves|of\sthem)\b"
)
_SEVERAL: Final = gated(re.compile(_SEVERAL_WORDS, re.I))
# a sticker for each piece: no bundle
_EACH: Final = gated(
    re.compile(
        r"(?:개|장|점|대|품목|벌)\s?당|마다|씩|각각|하나하나|\beach\b|\bper\b|\bapiece\b|\bevery\b"
        r"|\bseparate",
        re.I,
    )
)
_DOUBT: Final = unsure(
    r"보통|대개|일부|지역마다|곳마다|다를|달라|확인|문의|알아보|여쭤|물어|인지|는지"
    r"|\busually\b|\bsome\b|\bcheck|\bask\b|\bconfirm|\bwhether\b|\bvar(?:y|ies)\b"
)
# an output that speaks of a bundle, a set or one sticker
_CARRIED: Final = re.compile(
    r"묶음|세트|일괄|\d\s?개\s?1\s?조|한\s?조|\bsets?\b|bundle|합산"
    r"|스티커\s?(?:한|1)\s?장|(?:한|1)\s?장\s?(?:으로|값)|one\ssticker|single\ssticker"
)
# every word some reading above needs (one test before any of them runs)
GATE: Final = (
    "스티커", "필증", "배출표", "배출 표", *_NOUNS_EN, *_ONE_PRICE_GATE, *_PRICE_OF_ONE_GATE
)  # fmt: skip
_CLAUSE_EDGE: Final = re.compile(r"[,;:·—]\s|\n")


def shared_sticker_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The sentences of ``answer`` that put several pieces under one sticker or one piece's
    price where no tool output speaks of a bundle (flagged claims, kind ``condition``)."""
    if not sources:
        return []
    out: list[Claim] = []
    carried: bool | None = None
    for m in _said(answer):
        lo, hi = sentence_around(answer, m.start())
        if _SEVERAL.search(answer, lo, hi) is None or _EACH.search(answer, lo, hi):
            continue
        if _DOUBT.search(answer, clause_start(answer, lo, m.start()), hi):
            continue
        if carried is None:
            carried = _CARRIED.search(lowered_text(sources)) is not None
        if carried:
            return []
        start = max([lo] + [e.end() for e in _CLAUSE_EDGE.finditer(answer, lo, m.start())])
        while start < m.start() and answer[start] in " -*•":
            start += 1
        end = m.end()
        why = "no tool output puts several pieces under one sticker or one piece's price"
        out.append(Claim(answer[start:end], "condition", "one sticker", start, end, why))
    return out


def _said(answer: str) -> list[re.Match[str]]:
    """Each one sticker or one piece's price ``answer`` states, in the order of the text."""
    found = list(_ONE_KO.finditer(answer))
    if contains_any(answer, _ONE_PRICE_GATE):
        found += _ONE_PRICE_KO.finditer(answer)
    if contains_any(answer, _NOUNS_EN):
        found += [
            m
            for m in _STICKER_EN.finditer(answer)
            if _ONE_BEFORE.search(answer, max(0, m.start() - 30), m.start())
        ]
    if contains_any(answer, _PRICE_OF_ONE_GATE):
        found += _PRICE_OF_ONE.finditer(answer)
    return sorted(found, key=lambda m: m.start())
