"""Which rows a term of a worked-out figure may stand for: one of its item's alternative rows.

A fee table may give one item several rows (``침대(1인용)`` at 2,000 / 3,000 / 5,000 / 10,000원,
``소파`` at nine fees), and an answer may work a figure out of them: a total, a difference, the
least or the most. **Such a figure is supported when some choice of rows its own words allow
gives it, and is not when none does**: each term stands for one row of its item (an item being
the rows of one tool-output list that share a name, so two districts' items are two items),
any row unless the words beside it pick the lowest (최소, 최저, 적어도, 제일 싼, 가장 낮은,
저렴하게, at least, lowest, cheapest, minimum) or the highest (최대, 최고, 제일 비싼, 가장 높은,
비싸게, up to, at most, highest, priciest, most expensive, maximum).

This module owns that reading for every figure worked out of rows: the bound words
(:data:`LEAST`, :data:`MOST`, :func:`bounds_in`), the items and their rows (:func:`items`), and
the rows a term may stand for (:func:`picks`), the fees one item alone holds (:func:`own_fees`).
:mod:`.row_totals` reads a total through it;
:mod:`.fee_bounds` a difference of two bounded terms (:func:`difference_why`: "가장 비싼 경우와
싼 경우 차이는 6,000원", "the priciest sofa fee is 12,000 won more than the priciest mattress
fee"); :mod:`.twins` a fee a bound word picks ("가장 낮은 금액 기준으로 보면 … 2,000원": the
lowest row, no condition of the answer's own, :func:`ranked`). Unsure, no flag: a difference
with no bound word, or of amounts no item's rows hold. An amount before ``차이`` is no difference
where an amount follows the word (``9,000원과 제일 싼 2,000원 차이가 7,000원``: 2,000원 is a side;
round 56).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.nodes import json_lists, per_stage
from guardrails.grounding.opening_gate import gated

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim

# a size word said of an amount, not of a thing ("가장 큰 금액으로 잡아도", "the biggest fee"):
# round 57 (g74h1-0046); "가장 큰 소파" sizes a sofa and bounds no fee
_AMOUNT_NOUN: Final = r"\s?(?:금액|액수|값|요금|수수료|쪽|fees?|amounts?|rates?|prices?|charges?)"
# (bare too, as 낮은 is: "가장 큰 금액과 작은 금액 차이" names both ends)
_BIG_AMOUNT: Final = rf"(?:(?<![가-힣])큰|\b(?:biggest|largest))(?={_AMOUNT_NOUN})"
_SMALL_AMOUNT: Final = rf"(?:(?<![가-힣])작은|\bsmallest)(?={_AMOUNT_NOUN})"
# the lowest of alternative rows: Korean stems of 싸다/낮다/적다/저렴하다 after a superlative or
# as an adverb, and the English bound words
LEAST = re.compile(
    r"최소|최저|적어도|(?:제일|가장|젤)\s?(?:싸|싼|쌀|저렴|낮|적)|(?<!비)싸게|(?<!비)싼|낮게|낮은|적게|"
    r"저렴|cheapest|lowest|least|minimum|at least|from\b|" + _SMALL_AMOUNT,
    re.I,
)
LEAST = gated(LEAST)  # :mod:`.opening_gate`: the same matches, skipped to
MOST = re.compile(
    r"최대|최고|(?:제일|가장|젤)\s?(?:비싸|비싼|높|많)|비싸게|비싼|높게|높은|많게|dearest|highest|"
    r"priciest|most|maximum|up to|\btop\b|" + _BIG_AMOUNT,
    re.I,
)
MOST = gated(MOST)  # :mod:`.opening_gate`: the same matches, skipped to
# a figure said to be a difference: a difference word before it in its clause, or "more than",
# "더 비싸" after it
# the difference word before its amount; English names the two rows between ("the gap between the
# cheapest and the priciest is 10,000 won")
_DIFF_BEFORE: Final = re.compile(
    r"(?:차이|차액|difference|gap)[^\d.!?\n]{0,12}$"
    r"|\b(?:difference|gap|spread)\s(?:between|from)\s[^\d.!?\n]{0,50}$",
    re.I,
)
_DIFF_AFTER = re.compile(
    r"\s?(?:원|won)?\s?(?:(?:이|가)?\s?더\s?(?:비싸|싸|저렴|나와|들|높|많)|차이|"
    r"more\s+than|less\s+than|cheaper|pricier|dearer|more\s+expensive|higher\s+than|lower\s+than)",
    re.I,
)
_DIFF_AFTER = gated(_DIFF_AFTER)  # :mod:`.opening_gate`: the same matches, skipped to
# the amount a difference word names after it ("차이가 7,000원", "차이는 약 7천 원")
_GAP_SAID: Final = re.compile(r"(?:가|는|도)?\s?(?:약\s?|무려\s?|대략\s?)?\d")
_FEE_KEY: Final = re.compile(r"fee|price|amount|요금|수수료|금액", re.I)
_NAME_KEYS: Final = ("item_name", "name", "item", "품목", "품목명")
# a word of an item's name: Hangul, a Latin word, or a two-letter capital acronym ("TV", "PC")
_WORD: Final = re.compile(r"\d*[가-힣]{2,}|[A-Za-z]{3,}|\b[A-Z]{2}\b")


# a fee said as a supposition ("식탁 의자가 제일 싼 1,100원이면 …", "… 1,100원이라면"): the rank
# picks the row, the word before it is what the supposition is about
_SUPPOSED: Final = re.compile(r"\s?(?:이|이라|라)?면(?![가-힣])")
# like rows paired: "낮은 금액끼리", "최고가끼리"
_ALIKE: Final = re.compile(r"[가-힣\s]{0,6}?끼리")


def _bound_words(text: str) -> list[tuple[int, int, str]]:
    """The bound words of ``text`` in order: (start, end, "least" or "most")."""
    found = [(m.start(), m.end(), "least") for m in LEAST.finditer(text)]
    found += [(m.start(), m.end(), "most") for m in MOST.finditer(text)]
    return sorted(found)


def bounds_in(text: str) -> list[str]:
    """The bound words of ``text`` in order, each as "least" or "most"."""
    return [kind for _, _, kind in _bound_words(text)]


def picks(fees: frozenset[float], bound: str | None) -> frozenset[float]:
    """The rows a term of an item with ``fees`` may stand for under ``bound``."""
    if bound == "least":
        return frozenset({min(fees)})
    if bound == "most":
        return frozenset({max(fees)})
    return fees


@per_stage
def items(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], frozenset[float]], ...]:
    """Per list of fee rows, per item name: the words of its name and specs, and its fees."""
    return tuple(item for group in _item_lists(sources) for item in group)


def item_lists(
    sources: tuple[str, ...],
) -> tuple[tuple[tuple[frozenset[str], frozenset[float]], ...], ...]:
    """The items (:func:`items`) list by list: two districts' outputs are two lists, so
    영덕군's TV and 진안군's 매트리스 are two items even where their fees are the same."""
    return _item_lists(sources)


@per_stage
def sole_items(sources: tuple[str, ...]) -> frozenset[frozenset[float]]:
    """The fees of each item that is the only item of its list (one district's one item)."""
    return frozenset(group[0][1] for group in _item_lists(sources) if len(group) == 1)


@per_stage
def own_fees(sources: tuple[str, ...]) -> frozenset[float]:
    """The fees that one item alone holds, over every list (``(김치)냉장고``'s 5,000원 where no
    other district's item costs 5,000원): such a fee stated names its item (not 3,000원 where
    two lists' items hold it)."""
    held: dict[float, int] = {}
    for _, fees in items(sources):
        for f in fees:
            held[f] = held.get(f, 0) + 1
    return frozenset(f for f, n in held.items() if n == 1)


@per_stage
def _item_lists(
    sources: tuple[str, ...],
) -> tuple[tuple[tuple[frozenset[str], frozenset[float]], ...], ...]:
    """The items of each list of fee rows (see :func:`items`)."""
    out: list[tuple[tuple[frozenset[str], frozenset[float]], ...]] = []
    for node in json_lists(sources):
        rows = [x for x in node if isinstance(x, dict)]
        if len(rows) != len(node) or not rows:
            continue
        by_name: dict[str, tuple[set[str], set[float]]] = {}
        for row in rows:
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            fee = _fee(row)
            if name is None or fee is None:
                continue
            words, fees = by_name.setdefault(name, (set(), set()))
            words.update(_WORD.findall(name))
            spec = row.get("spec")
            if isinstance(spec, str):
                words.update(_WORD.findall(spec))
            fees.add(fee)
        group = tuple((frozenset(w), frozenset(f)) for w, f in by_name.values() if w)
        if group:
            out.append(group)
    return tuple(out)


def _fee(row: dict[str, Any]) -> float | None:
    for k, v in row.items():
        if _FEE_KEY.search(k) and "per" not in k and isinstance(v, int | float):
            if not isinstance(v, bool) and v > 0:
                return float(v)
    return None


def is_difference(answer: str, c: Claim) -> bool:
    """Whether amount ``c`` is said to be a difference ("차이는 6,000원", "12,000 won more than")."""
    return _differs(answer, c.start, c.end)


@lru_cache(maxsize=1024)
def _differs(answer: str, start: int, end: int) -> bool:
    """:func:`is_difference` of the span (several readers ask it of one claim: read once)."""
    lo = max(answer.rfind(ch, 0, start) for ch in ".\n!?") + 1
    if _DIFF_BEFORE.search(answer, max(lo, start - 70), start):
        return True
    after = _DIFF_AFTER.match(answer, end)
    # "9,000원과 제일 싼 2,000원 차이가 7,000원": a difference word that an amount follows is
    # that amount's; the one before it is a side of the difference (round 56)
    return after is not None and not (
        after.group().endswith("차이") and _GAP_SAID.match(answer, after.end())
    )


def _alike_bound(before: str) -> str | None:
    """The bound word nearest before a difference when it pairs like rows (``높은 금액끼리는
    12,000 − 6,500 = 5,500원``: each term's highest; found on prod_holdout14 after its scoring,
    where ``낮은 금액끼리 …, 높은 금액끼리는 …`` read as one least and one most)."""
    found = _bound_words(before)
    if not found:
        return None
    _, end, kind = found[-1]
    return kind if _ALIKE.match(before, end) else None


def difference_why(
    c: Claim, answer: str, claims: list[Claim], sources: tuple[str, ...]
) -> str | None:
    """Why difference ``c`` is no difference of two rows its sentence's bound words pick (the
    first bound word picks one term's row, the second the other's; one word picks one term's,
    the other any): "" when one choice gives it, None when unsure (no item's rows hold the
    amounts the answer states, or ``c`` is no amount)."""
    if not isinstance(c.value, int | float) or isinstance(c.value, bool):
        return None
    lo = max(answer.rfind(ch, 0, c.start) for ch in ".\n!?") + 1
    ends = [answer.find(ch, c.end) for ch in ".\n!?"]
    hi = min((e for e in ends if e >= 0), default=len(answer))
    stated = {
        float(e.value)
        for e in claims
        if e.kind == "money" and e.end <= hi and e is not c and isinstance(e.value, int | float)
    }
    mine = [fees for _, fees in items(sources) if fees & stated]
    if not mine:
        return None
    said = bounds_in(answer[lo:hi])[:2]
    pairs: set[tuple[str | None, str | None]] = {(None, None)}
    if said:
        pairs = {(said[0], said[1] if len(said) == 2 else None)}
    alike = _alike_bound(answer[lo : c.start])
    if alike is not None:
        said, pairs = [alike], {(alike, alike)}
    value = float(c.value)
    # one bound word over two or more items: the other term is another item's ("진안군이 포항시의
    # 가장 낮은 금액보다도 2,000원 더 싸요" compares two districts, not 포항시's own rows)
    other = len(said) == 1 and len(mine) > 1
    for first, second in pairs:
        for a in mine:
            for b in mine:
                if other and a is b:
                    continue
                for x in picks(a, first):
                    if any(abs(abs(x - y) - value) < 1e-6 for y in picks(b, second)):
                        return ""
    bound = " and ".join(said) or "any"
    return f"{c.text} is no difference of the rows its words pick ({bound})"


def ranked(answer: str, c: Claim, lo: int, word: str, groups: tuple[frozenset[int], ...]) -> bool:
    """Whether fee ``c`` is the row a bound word before it (from ``lo``) picks — the lowest or
    highest of a group of alternative rows holding it — and ``word``, the condition read before
    it, only words that bound ("가장 낮은 금액 기준으로 보면 … 2,000원": 보면 after 가장 낮은; not
    "어린이 책상은 제일 싼 5,000원": 어린이 picks the row before the bound word does, unless the
    fee is only supposed, round 47: "식탁 의자가 제일 싼 1,100원이면 4,400원"). The bound
    is the one nearest before the fee (round 31: "적게는 4,000원 + 3,000원 = 7,000원, 많게는
    6,000원 + 4,000원": 많게 picks 6,000원, not 적게 at the sentence's start)."""
    text = answer[lo : c.start]
    found = [(m.start(), "least") for m in LEAST.finditer(text)]
    found += [(m.start(), "most") for m in MOST.finditer(text)]
    if not found or not isinstance(c.value, int):
        return False
    at, bound = max(found)
    if word in text[:at] and not _SUPPOSED.match(answer, c.end):
        return False  # a word of its own before the rank: it picks the row (unless supposed)
    if word not in text and word in answer[c.end : c.end + 48]:
        return False  # round 34: "from 4,000 won for a two-seater": a spec given after the fee
    return any(c.value == (min(g) if bound == "least" else max(g)) for g in groups if c.value in g)


# round 59: a size word supposed of an item ("큰 장롱이면 23,000원, 책장까지 큰 쪽으로 합치면 …
# 27,000원이 최대예요"): in a sentence that works the most (least) of alternative rows, the large
# (small) one is the dearest (cheapest) row — a rank of the rows, no condition of the answer's own
_SIZE_BOUND: Final = {"큰": "most", "대형": "most", "작은": "least", "소형": "least"}
_SIZE_SUPPOSED: Final = re.compile(
    r"(?<![가-힣])(?P<w>큰|작은|대형|소형)\s?[가-힣\s]{0,10}?(?:이|이라|라)?면\s?$"
)


def sized_bound(
    answer: str, c: Claim, lo: int, hi: int, word: str, groups: tuple[frozenset[int], ...]
) -> bool:
    """Whether fee ``c``, given size ``word`` in a supposition before it (from ``lo``), is the
    highest (큰) or lowest (작은) of a group of alternative rows holding it, and the rest of its
    sentence (to ``hi``) works that bound (``최대``, ``큰 쪽으로``; ``최소``, ``작은 쪽``)."""
    bound = _SIZE_BOUND.get(word)
    if bound is None or not isinstance(c.value, int):
        return False
    m = _SIZE_SUPPOSED.search(answer[lo : c.start])
    if m is None or m["w"] != word:
        return False
    if (MOST if bound == "most" else LEAST).search(answer, c.end, hi) is None:
        return False
    return any(c.value == (max(g) if bound == "most" else min(g)) for g in groups if c.value in g)
