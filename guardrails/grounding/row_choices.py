"""One reading of a figure worked out of rows the data does not tell apart: the candidate rows.

A fee table often gives one item several rows with nothing to tell them apart (``의자`` at
1,000 / 2,000 / 3,000원, ``장롱`` at 10,000 and 15,000원), and an answer then works figures out of
them for the user's quantities: a range ("두 개면 적게는 2,000원, 많게는 6,000원 사이", "전체
46,000원~66,000원 사이", "2대면 20,000원(2 × 10,000)에서 30,000원(2 × 15,000) 사이"), a total
under a bound ("3개가 모두 가장 비싼 구간이면 최대 18,000원, 모두 가장 싼 구간이면 6,000원"), a
product ("세 칸으로 12,000원"). **Such a figure is supported when it is a sum, over some of the items
the answer names, of ``q`` candidate rows of each — ``q`` a quantity the sentence, the answer
beside the item's name or the user states — the least such sum where its words say least (a bound
word of its clause, or the near end of a range), the greatest where they say most; and a sum its
sentence says adds, under a bound word, over two or more items its sentence names, that is no such
extreme sum is unsupported** ("제일 낮은 금액 기준으로 … 식탁 3,000원, 서랍장 2,000원이라 합치면
6,000원"); so is, round 29, a figure under a bound word for a count of the one item whose fees
alone the answer has stated ("At the lowest rate, two desks would come to 7,000 won" over 3,000 /
4,000 / 6,000원), that is not the count times its bound row and no row itself.

The candidate rows of what the answer names: an item (the rows of one tool-output list sharing a
name, :func:`.alternatives.items`) is named when a word of its name or spec stands in the answer
before the figure and one of its fees is stated there, or every fee of it is stated; where the
figure's sentence itself writes words of named items, only those items are its terms. A quantity
is a count of pieces (``3개``, ``두 개``, ``2대``, ``세 칸``, ``4 ×``, ``둘 다``, ``both``, ``two``)
in the figure's sentence, one written right after a word of the item in the answer or the user's
message (``장롱 4개랑 비키니 옷장 3개``), or any the user states (:mod:`.piece_counts`); the least or
the greatest is read by :mod:`.total_bounds`. A figure worked for one row a spec
word names (``대형 2개: 10,000원`` over ``항아리 (대형 (1㎥ 이상))`` 5,000원) is that row's fee
times the count (:func:`_spec_product`). This module only reads; :mod:`.check` asks it before the
other total readings (:func:`total_why`), and drops a prose reading that took such a total for a
row with a condition of its own (:func:`worked_totals`: "모두 가장 싼 구간이면 6,000원" is 3 ×
2,000원, not the 6,000원 row said to be the cheapest).
"""

from __future__ import annotations

import functools
import re
from itertools import combinations, product
from typing import TYPE_CHECKING, Any, Final, cast

from guardrails.grounding import named_differences
from guardrails.grounding.alternatives import (
    bounds_in,
    difference_why,
    is_difference,
    items,
    sole_items,
)
from guardrails.grounding.arithmetic import equation_result
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.piece_counts import counts_in, item_counts, number_of, user_counts
from guardrails.grounding.row_fees import fee_rows
from guardrails.grounding.stated_gaps import stated_gap_why
from guardrails.grounding.sum_words import SUM_VERBS
from guardrails.grounding.total_bounds import figure_bound

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context

# a sentence that adds or supposes a quantity, or adds items by name ("틀+헤드")
_ADDS: Final = re.compile(
    r"합계|합치|합쳐|합하|합산|총|전체|모두|전부|다\s?(?:합|해서|내|버리)|함께|같이|"
    r"together|total|combined|altogether|in all|\bboth\b|(?P<plus>[가-힣A-Za-z)]+\s?\+\s?[가-힣A-Za-z]+)",
    re.I,
)
# one piece of each of the items a sentence names: "항아리 하나, 매트리스 하나면", "one of each"
# (round 31: two items' rows summed, a piece of each, say they add as a sum word does)
_ONE_EACH: Final = re.compile(
    r"[가-힣)]\s?(?:하나|한\s?개)\s?(?:씩|,|와|랑|하고|이랑|이면|면)[^.!?\n]{0,30}?"
    r"(?:하나|한\s?개)\s?(?:씩|이면|면|를|을|만)|하나씩|한\s?개씩|\bone (?:of )?each\b"
    # "If one unit falls in each tier", "one at each fee level" (round 51): a piece per row;
    # round 58: "if one of yours falls under each, that comes to …" (each its clause's last word)
    r"|\bone\b[^.!?\n\d]{0,24}?\b(?:in|at|from|under|into) each"
    r"(?: (?:tier|row|level|band|bracket|fee|rate|price|one)|\s?[,;:)—–]|\s(?:that|this|it)\b)",
    re.I,
)
# an explicit sum word (the flagging reading asks for one)
_SUM_WORD: Final = re.compile(
    SUM_VERBS + r"|합치|합쳐|합하|총", re.I
)  # any form of 합치다 / 합하다
_MOST_ITEMS: Final = 4  # terms one total adds
_MOST_ENUMERATED: Final = 8  # pieces over which any mix of rows is enumerated
Money = tuple[tuple[int, int, float], ...]
_NUMBER: Final = (int, float)  # (a tuple: ``int | float`` builds its union at every test)


def total_why(c: Claim, ctx: Context, sources: tuple[str, ...], user: str = "") -> str | None:
    """Whether money figure ``c`` is a total of candidate rows (module docstring): "" when its
    words allow a choice of rows that gives it, a reason when its sentence says it adds, under a
    bound word, over two or more items its sentence names and no choice gives it; None when
    ``c`` is no such total (the other readings decide). A gap said between two named items
    ("알루미늄캔이 철스크랩보다 kg당 1,020원 비싸니까", a unit price too) is
    :func:`.named_differences.difference_why`'s; one said after the subject's stated value against a
    standard whose value is written beside it :func:`.stated_gaps.stated_gap_why`'s (round 57)."""
    if (named := named_differences.difference_why(c, ctx.answer, sources)) is not None:
        return named
    if (gap := stated_gap_why(c, ctx.answer, ctx.claims)) is not None:
        return gap  # "at 650 won/kg, which is 300 won/kg more than compressed PET (350 won/kg)"
    if c.kind != "money" or not isinstance(c.value, _NUMBER) or isinstance(c.value, bool):
        return None
    if equation_result(c, ctx.answer, ctx.claims) is not None:
        return None  # "최소 1,000원 × 2 = 2,000원": a term of a working, its result is the total
    if is_difference(ctx.answer, c) and bounds_in(ctx.answer[ctx.sentence_start(c.start) : c.end]):
        # "진안군이 포항시의 가장 낮은 금액보다도 2,000원 더 싸요": the rows its bound words pick
        return difference_why(c, ctx.answer, list(ctx.claims), sources)
    money = ctx.memo.get("row-choice-money")  # the answer's amounts: once per check
    if money is None:
        money = ctx.memo["row-choice-money"] = _money(ctx.claims)
    return _why(ctx.answer, cast("Money", money), (c.start, c.end, float(c.value)), sources, user)


def worked_totals(
    answer: str, claims: tuple[Claim, ...] | list[Claim], sources: tuple[str, ...], user: str = ""
) -> tuple[tuple[int, int], ...]:
    """The spans of the money figures of ``answer`` that are totals of candidate rows."""
    money = _money(claims)
    return tuple(
        (s, e) for s, e, v in money if v > 0 and _why(answer, money, (s, e, v), sources, user) == ""
    )


def _money(claims: Any) -> tuple[tuple[int, int, float], ...]:
    """The amounts (won) of ``claims``, in order; a bare number ("4 × 10,000") as a negative
    value, which states a fee but ends no range."""
    out: list[tuple[int, int, float]] = []
    for c in claims:
        if c.kind not in ("money", "number") or isinstance(c.value, bool):
            continue
        v = _num(c.value)
        if v is not None and v > 0:
            out.append((c.start, c.end, v if c.kind == "money" else -v))
    return tuple(out)


def _num(v: Any) -> float | None:
    if isinstance(v, tuple):
        ok = len(v) == 2 and isinstance(v[0], _NUMBER) and v[1] is None
        return float(v[0]) if ok else None
    return float(v) if isinstance(v, _NUMBER) else None


def _why(
    answer: str,
    money: tuple[tuple[int, int, float], ...],
    figure: tuple[int, int, float],
    sources: tuple[str, ...],
    user: str,
) -> str | None:
    if all(isinstance(s, str) for s in sources):  # (a parsed output is no cache key)
        return _cached_why(answer, money, figure, sources, user)
    return _reading(answer, money, figure, sources, user)


@functools.lru_cache(maxsize=256)
def _cached_why(
    answer: str,
    money: tuple[tuple[int, int, float], ...],
    figure: tuple[int, int, float],
    sources: tuple[str, ...],
    user: str,
) -> str | None:
    return _reading(answer, money, figure, sources, user)


def _reading(
    answer: str,
    money: tuple[tuple[int, int, float], ...],
    figure: tuple[int, int, float],
    sources: tuple[str, ...],
    user: str,
) -> str | None:
    start, end, value = figure
    if value < 1000:
        return None
    s_lo = max(answer.rfind(ch, 0, start) for ch in ".!?\n") + 1
    before = answer[s_lo:start]
    counts = counts_in(before)
    if not counts and not _adds(before, sources) and not _ONE_EACH.search(before):
        return None
    if _spec_product(answer, start, value, sources):
        return ""  # "대형 2개: 10,000원": the 대형 row's fee × 2
    stated = {abs(v) for s, _, v in money if s < start}
    sole = sole_items(sources)
    shared = _shared_words(sources)
    head = answer[:start]
    named = [
        (words, fees)
        for words, fees in items(sources)
        if fees & stated
        and (
            any(w in head for w in words - shared)  # "1인용 침대", not 침대 of 침대(2인용)
            or all(w in head for w in words)
            or (fees <= stated and (len(fees) > 1 or fees in sole))
        )
    ]
    if not named:
        return None
    in_sentence = [x for x in named if any(_written(w, before) for w in x[0])]
    if any(
        x not in named and any(_written(w, before) for w in x[0] - shared) for x in items(sources)
    ):
        return None  # "화장대 네 개면" after the chair's fee: a term whose fee is not stated
    terms = (in_sentence or named)[:_MOST_ITEMS]
    least, most = figure_bound(answer, money, figure, s_lo)
    if len(terms) == 1:  # "두 개면", "둘 다", "both": pieces of the one item
        options = [
            tuple(sorted({1} | counts | user_counts(user) | item_counts(answer, user, terms[0][0])))
        ]
    else:  # of several items "두 개", "both" count the items; each item's own count stands
        options = []
        for words, _ in terms:
            own = item_counts(before, "", words)  # "식탁의자 4개면": that count only
            options.append(tuple(sorted(own or {1} | item_counts(answer, user, words))))
    fees_of = [_told(words, fees, before, sources) for words, fees in terms]
    clause = max([s_lo, *(e for s, e, _ in money if s < start)])  # after the amount before it
    if len(terms) == 1 and len(fees_of[0]) > 1 and _ONE_EACH.search(answer, clause, start):
        return _one_of_each(answer[start:end], value, fees_of[0], counts)
    if _comes_out(value, fees_of, options, least, most):
        return ""
    if least == most:
        return None
    if (
        len(terms) == 1
        and len(own := counts_in(before)) == 1
        and value not in fees_of[0]
        and _of_one_item(money, s_lo, start, terms[0][1], next(iter(own)))
    ):  # "At the lowest rate, two desks would come to 7,000 won": q of the item's bound row
        (q,) = own
        bound, fee = ("lowest", min(fees_of[0])) if least else ("highest", max(fees_of[0]))
        return f"{answer[start:end]} is not {q} × the {bound} row of the item ({q * fee:,.0f})"
    if len(in_sentence) < 2 or not _SUM_WORD.search(before):
        return None
    lows, highs = sum(min(f) for f in fees_of), sum(max(f) for f in fees_of)
    bound, total = ("lowest", lows) if least else ("highest", highs)
    return f"{answer[start:end]} is not the {bound} total of the rows of the items it adds ({total:,.0f})"


def _one_of_each(text: str, value: float, fees: frozenset[float], counts: set[int]) -> str:
    """One piece of each of one item's rows, said in the figure's clause ("세 가지 fee 하나씩이면 총
    8,000원" over 1,000 / 3,000 / 4,000원): the sum of that many distinct rows (all of them
    unless the sentence counts them), each once — never a row twice (1,000 + 3,000 + 3,000);
    "두 개 다 1,000원 항목이면 2,000원, 하나씩이면 4,000원" reads only the clause of 4,000원."""
    ks = {k for k in counts if k <= len(fees)} or {len(fees)}
    sums = {sum(rows) for k in ks for rows in combinations(sorted(fees), k)}
    if any(abs(s - value) < 1e-6 for s in sums):
        return ""
    shown = " / ".join(f"{s:,.0f}" for s in sorted(sums)[:3])
    return f"{text} is not one of each of the item's rows ({shown})"


def _adds(text: str, sources: tuple[str, ...]) -> bool:
    """Whether ``text`` says it adds: a sum word, or names joined by "+" that are not one row's
    own name (``틀+헤드``, not ``장식장+찬장+책장``)."""
    for m in _ADDS.finditer(text):
        plus = m["plus"]
        if plus is None or not any(plus.replace(" ", "") in s.replace(" ", "") for s in sources):
            return True
    return False


def _of_one_item(
    money: tuple[tuple[int, int, float], ...],
    s_lo: int,
    start: int,
    fees: frozenset[float],
    q: int,
) -> bool:
    """Whether the answer up to a figure at ``start`` states fees of one item only, and in the
    figure's own sentence no amount but ``q`` times one of them (there a count may count items or
    other amounts be summed; "2대 기준으로 최소 8,000원, 최대 …" is a range of ``q`` rows whose
    near end is 2 × 4,000원, round 30)."""
    amounts = [abs(v) for s, _, v in money if s < s_lo and abs(v) >= 1000]
    ends = [abs(v) for s, _, v in money if s_lo <= s < start and abs(v) >= 1000]
    return (
        bool(amounts)
        and all(v in fees for v in amounts)
        and all(any(abs(v - q * f) < 1e-6 for f in fees) for v in ends)
    )


def _comes_out(
    value: float,
    fees_of: list[frozenset[float]],
    options: list[tuple[int, ...]],
    least: bool,
    most: bool,
) -> bool:
    """Whether some of the items, ``q`` rows of each (``q`` one of its options, at least two
    pieces in all), sum to ``value`` — the least or the greatest such sum when bounded."""
    for k in range(1, len(fees_of) + 1):
        for chosen in combinations(range(len(fees_of)), k):
            for qs in product(*(options[i] for i in chosen)):
                if sum(qs) < 2:
                    continue
                lo = sum(q * min(fees_of[i]) for i, q in zip(chosen, qs, strict=True))
                hi = sum(q * max(fees_of[i]) for i, q in zip(chosen, qs, strict=True))
                if least:
                    ok = abs(lo - value) < 1e-6
                elif most:
                    ok = abs(hi - value) < 1e-6
                else:  # (any rows: the sums are enumerated for a few pieces only)
                    ok = (
                        sum(qs) <= _MOST_ENUMERATED
                        and lo <= value <= hi
                        and value in _sums([fees_of[i] for i in chosen], qs)
                    )
                if ok:
                    return True
    return False


def _sums(fees_of: list[frozenset[float]], qs: tuple[int, ...]) -> set[float]:
    out = {0.0}
    for fees, q in zip(fees_of, qs, strict=True):
        for _ in range(q):
            out = {s + f for s in out for f in fees}
    return out


@per_stage
def _shared_words(sources: tuple[str, ...]) -> frozenset[str]:
    """The words of more than one item's name or spec (침대 of 침대(1인용) and 침대(2인용))."""
    seen: set[str] = set()
    shared: set[str] = set()
    for words, _ in items(sources):
        shared |= words & seen
        seen |= words
    return frozenset(shared)


def _told(
    words: frozenset[str], fees: frozenset[float], text: str, sources: tuple[str, ...]
) -> frozenset[float]:
    """The candidate rows of an item for a sentence: those a word of their own spec that the
    sentence writes tells apart (식탁의자 of 의자's 사무용(바퀴) and 식탁의자 rows), else all."""
    rows = [(rw, f) for rw, f in fee_rows(sources) if f in fees and rw <= words]
    shared = frozenset.intersection(*(rw for rw, _ in rows)) if rows else frozenset()
    told = {w for rw, _ in rows for w in rw - shared if _written(w, text)}
    picked = frozenset(f for rw, f in rows if rw & told)
    return picked or fees


def _written(word: str, text: str) -> bool:
    """Whether ``word`` stands in ``text`` as a word of its own (not the end of a longer
    Hangul word: 의자 is not written in 식탁의자)."""
    return any(
        m.start() == 0 or not ("가" <= text[m.start() - 1] <= "힣")
        for m in re.finditer(re.escape(word), text)
    )


# "대형 2개: 10,000원", "소형 3개 = 3,000원": a row's word, a count, the figure
_SPEC_COUNT: Final = re.compile(
    r"(?P<w>\d*[가-힣]{2,}|[A-Za-z]{3,})\s?(?P<n>\d{1,2}|두|세|네|다섯)\s?(?:개|대|장|점|벌)"
    r"\s?(?:면|이면|은|는)?\s?[:=→]?\s?(?:약\s?|총\s?)?$"
)


def _spec_product(answer: str, start: int, value: float, sources: tuple[str, ...]) -> bool:
    """Whether the figure follows a word of one row and a count ("대형 2개: 10,000원") and is
    that row's fee times the count."""
    m = _SPEC_COUNT.search(answer, max(0, start - 24), start)
    if m is None:
        return False
    n = number_of(m.group("n"))
    word = m.group("w")
    rows = [(rw, f) for rw, f in fee_rows(sources) if word in rw]
    if n < 2 or not rows:
        return False
    lo = max(answer.rfind(ch, 0, m.start()) for ch in ".!?\n") + 1
    shared = frozenset.intersection(*(rw for rw, _ in rows))
    told = {w for rw, _ in rows for w in rw - shared if _written(w, answer[lo : m.end()])}
    picked = [f for rw, f in rows if rw & told] or [f for _, f in rows]  # "1인용 소파 두 개"
    return any(abs(n * fee - value) < 1e-6 for fee in picked)
