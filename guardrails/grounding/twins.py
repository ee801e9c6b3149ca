"""A condition the answer gives to one of rows the tools tell apart by nothing.

A fee table may hold two rows of one label and no spec (``화장대`` 5,000원 and ``화장대`` 7,000원).
Nothing in the tools says which row is which, so an answer that gives one of those fees a
distinguishing word of its own — a word before the item's name (``업라이트 피아노: 10,000원``) or a
clause ending in ``건``/``것``/``경우`` (``거울이 달린 건 7,000원``, ``the one with a mirror is
7,000 won``), the clause's own topic (``업라이트는 10,000원``, ``그랜드피아노는``), a word qualifying
the item that is the topic (``폭 3자 이상인 장롱은``), the object of the clause's condition (``모터를
떼서 내놓으시면 10,000원``), or in English ``10,000 won for a grand`` and ``A three-seater falls in
the 10,000 won tier`` — or, round 19, the head of its list line (``2. 더블 이상: 5,000원``), a
measure in its clause no tool output writes (``3단 이하면 3,000원``), a word right before the item
with ranking words between it and the fee (``어린이 책상은 제일 싼 5,000원``) or a bracket right
after the fee (``6,000원 (거울 달린 화장대)``) — invents the condition that tells them apart (a Latin word with a particle
glued on, ``grand piano는``, is read as the English word). A figure worked out of the rows
(``차이는 7,500원``, ``합계는``) is no row. Words the tool outputs or the user wrote, and words that rank the rows (``비싼 건``,
``나머지는``), are no invented condition; a fee stated with its twin in one clause (``5,000원 또는
7,000원``, ``크기에 따라 5,000원이나 7,000원``, ``3단 서랍장은 3,000원 또는 4,000원``, ``4,000원과 6,000원``; round 58: each said again in words, ``2,000원(이천 원)과 3,000원``) binds
to neither. Round 22: a fee a bound word picks
as its rows' lowest or highest, when the condition read is only the bound's own clause (``가장 낮은 금액 기준으로 보면 …
2,000원``), is no invented condition (:func:`.alternatives.ranked`). Round 25: a word that picks a bounded row
by its bound (``작은 건 5,000원``, ``폭 2m면 80cm 초과라``) is the record's own (:func:`.sides.picks`); an adnominal
phrase qualifying the topic item (``바퀴 달린 … 의자는``) and a descriptor said of the fee as topic (``30,000원짜리는
안마의자 요금이에요``) are read; the English reading is :mod:`.twins_english`, the words read in a clause
:mod:`.twin_words`. Round 57: an English list head may run to 35 letters (``1. Folding/compact
treadmill: 5,000 KRW``), and an English name glossed by the rows' own category (``household goods
(생활용품류)``) is the category the twins share, no word that tells them apart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Final

from guardrails.grounding import alternatives, sides, twin_ranks
from guardrails.grounding.budgeted import budgeted
from guardrails.grounding.claims import Claim
from guardrails.grounding.fee_bounds import fee_groups
from guardrails.grounding.nodes import json_lists, per_stage, row_texts
from guardrails.grounding.specs import measured_spec
from guardrails.grounding.twin_asides import aside_word
from guardrails.grounding.twin_pairs import paired_claims
from guardrails.grounding.twin_words import _SAID_OF, _described, _headed, _invented, ranking_word
from guardrails.grounding.twins_english import RATE_AFTER, english_invented
from guardrails.grounding.units import TOKEN, sentences

# keys whose text tells a row from another (not the fee's own wording, ``fee_text``)
_LABEL_KEY = re.compile(r"name|item|spec|규격|size|kind|type|category|title", re.I)
_CLAUSE_END = re.compile(r"[,;\n(]|또는|혹은|아니면|이나\s|거나|고\s")
# a bracket closed before the fee glosses the word it follows, the particle after it still that
# word's: "큰 것(3문 이상)은 17,500원" reads "큰 것 3문 이상은" (only an open one ends the clause)
_GLOSS = re.compile(r"\s?[(（]([^()（）]{1,30})[)）]")


@per_stage
def twins(sources: tuple[str, ...]) -> dict[int, frozenset[str]]:
    """Each amount of a row that has a twin (a row of the same labels and another amount) and the
    words of its label."""
    out: dict[int, set[str]] = {}
    for node in json_lists(sources):
        rows: dict[tuple[tuple[str, str], ...], list[dict[str, Any]]] = {}
        for x in node:  # a row is told apart by any text of its own, not by its fee's wording
            if isinstance(x, dict):
                fields = row_texts(x)
                if any(v for k, v in fields if _LABEL_KEY.search(k)):
                    rows.setdefault(fields, []).append(x)
        for fields, group in rows.items():
            differ = (
                {k for k, v in group[0].items() if type(v) is int and v > 0} if group else set()
            )
            differ = {k for k in differ if len({x.get(k) for x in group}) > 1}
            if len(group) < 2 or len(differ) != 1:
                continue  # one number alone tells the rows apart
            (key,) = differ
            words = {t for k, v in fields if _LABEL_KEY.search(k) for t in TOKEN.findall(v)}
            for x in group:
                if type(x.get(key)) is int:
                    out.setdefault(x[key], set()).update(words)
    return {k: frozenset(v) for k, v in out.items()}


# an amount the extractor read as a bare number: "the 4,000-won rate"
_WON_AFTER = re.compile(r"-won\b", re.I)


def _as_money(c: Claim) -> Claim:
    value = c.value[0] if isinstance(c.value, tuple) else c.value
    return Claim(c.text, "money", int(value) if isinstance(value, float | int) else value,
                 c.start, c.end, c.why)  # fmt: skip


def twin_claims(
    answer: str,
    claims: list[Claim],
    sources: tuple[str, ...],
    known: str,
    canonical: Callable[[str], str] = str,
    tools: str | None = None,
) -> list[Claim]:
    """The amounts of twin rows ``answer`` gives a condition no tool output states (``known``: the
    tool outputs' and the user's text; ``canonical``: an English word's name in the tools'
    language, ``pianos`` → 피아노; ``tools``: the tool outputs' text alone, which a size spec is
    held against — the user's own size names no row — ``known`` when not given)."""
    tools = known if tools is None else tools
    money = [c for c in claims if c.kind == "money" and isinstance(c.value, int)]
    money += [
        _as_money(c) for c in claims if c.kind == "number" and _WON_AFTER.match(answer, c.end)
    ]
    given = twins(sources) if money else {}
    if not given:
        return []
    out: list[Claim] = []
    spans = sentences(answer)
    for c in money:
        label = given.get(c.value) if isinstance(c.value, int) else None
        if label is None:
            continue
        s_lo = next((a for a, b in spans if a <= c.start < b), 0)
        lo = max([s_lo] + [p.end for p in money if p.end <= c.start])
        clause = answer[lo : c.start]
        if ")" in clause or "）" in clause:
            clause = _without_categories(clause, sources)
            clause = _GLOSS.sub(r" \1", clause)
        cut = max(_CLAUSE_END.finditer(clause), key=lambda m: m.start(), default=None)
        if cut is not None:
            clause = clause[cut.end() :]
        if _with_twin(answer, c, money, given):
            continue  # "3단 서랍장은 3,000원 또는 4,000원": the set of fees, no row picked
        word = _invented(clause, label, known, canonical)
        word = word or measured_spec(answer, c, clause, lo, tools)
        line = answer[answer.rfind("\n", 0, c.start) + 1 : c.start]  # "2. 더블 이상: "
        # "2. Middle: 2,000 won" over 1,000 / 2,000 / 4,000원: the middle row by fee
        inner = partial(_inner, c.value, sources)
        word = word or _headed(line, label, known, canonical, inner, _row_names(sources))
        if word is None and (aside := _ASIDE.match(answer, c.end)) is not None:
            word = _invented(
                aside["w"] + " ", label, known, canonical
            )  # "6,000원 (거울 달린 화장대)"
            # "5,000원 (싱글)": one word in the bracket, the row's spec (round 48)
            word = word or aside_word(aside["w"], label, known, canonical)
        if word is None:  # "10,000 won — upright pianos": a descriptor after the fee
            word = twin_ranks.dash_word(answer, c, label, tools, canonical)
        if word is None and (said := _SAID_OF.match(answer, c.end)) is not None:
            # "30,000원짜리는 안마의자 요금"
            word = _described(answer, said, label, known, canonical)
        if word is None and (_english(clause) or RATE_AFTER.match(answer, c.end)):
            word = english_invented(answer, c, clause, label, known, canonical, tools)
        if word is not None and _HEDGED.search(answer, s_lo, _hedge_end(answer, c.end)):
            continue  # "바구니가 있으면 3,000원일 수도 있어요": a guess, not a row's meaning
        if word is not None and alternatives.ranked(answer, c, s_lo, word, fee_groups(sources)):
            continue  # "가장 낮은 금액 기준으로 보면 … 2,000원": the lowest row, picked by rank
        if word is not None and budgeted(clause, word, c, fee_groups(sources)):
            continue  # "예산은 13,000원으로 잡아 두세요": the dearest twin, set aside as a budget
        if word is not None and alternatives.sized_bound(
            answer, c, s_lo, _sentence_end(spans, c.start, len(answer)), word, fee_groups(sources)
        ):
            continue  # "큰 장롱이면 23,000원, … 큰 쪽으로 합치면 … 최대": the dearest row, by rank
        if word is not None and sides.picks(answer, c.value, c.start, clause, sources, canonical):
            continue  # "작은 건 5,000원", "폭 2m면 80cm 초과라": a bounded row, picked by its bound
        if word is not None:
            why = f"'{word}' tells apart rows the tool outputs do not tell apart"
            out.append(Claim(c.text, "condition", word, c.start, c.end, why))
    # "the higher fee applies to adult-size bikes": a twin row named by its rank
    ranked = twin_ranks.ranked_claims(answer, money, given.get, known, canonical)
    # "업라이트 10,000원, 그랜드 15,000원": twin fees paired with kinds in one sentence
    ranked += paired_claims(answer, money, given.get, ranking_word, tools, canonical)
    out += [r for r in ranked if not any(r.start < o.end and o.start < r.end for o in out)]
    return list({(c.start, c.end): c for c in out}.values())


_NAME_KEYS: Final = ("name", "item_name")
# round 57: an English name glossed by a row's category ("household goods (생활용품류)"): the
# category the twin rows share, no word that tells them apart
_GLOSSED: Final = re.compile(
    r"(?:[A-Za-z][A-Za-z-]*\s){0,2}[A-Za-z][A-Za-z-]*\s?[(（](?P<g>[가-힣][^()（）]{0,20})[)）]"
)


@per_stage
def _row_names(sources: tuple[str, ...]) -> frozenset[str]:
    """The words of the tool outputs' fee rows' names (round 57: a long English list head that
    names one of them is that row's line, :func:`.twin_words._headed`)."""
    return frozenset(
        t
        for node in json_lists(sources)
        for x in node
        if isinstance(x, dict)
        for k in _NAME_KEYS
        if isinstance(x.get(k), str)
        for t in TOKEN.findall(x[k])
    )


@per_stage
def _categories(sources: tuple[str, ...]) -> frozenset[str]:
    """The categories the fee rows of the tool outputs are filed under."""
    return frozenset(
        x["category"]
        for node in json_lists(sources)
        for x in node
        if isinstance(x, dict) and isinstance(x.get("category"), str)
    )


def _without_categories(clause: str, sources: tuple[str, ...]) -> str:
    """``clause`` without the English names its rows' categories gloss."""
    categories = _categories(sources)
    if not categories:
        return clause
    return _GLOSSED.sub(lambda m: " " if m["g"] in categories else m[0], clause)


def _inner(value: object, sources: tuple[str, ...]) -> bool:
    """Whether ``value`` is a fee of a group of twin rows strictly between its lowest and
    highest."""
    return type(value) is int and any(
        min(g) < value < max(g) for g in fee_groups(sources) if value in g
    )


# a bracket right after the fee: the row's own spec, as the answer gives it
_ASIDE = re.compile(r"\s?[(（](?P<w>[^()（）\d]{2,30})[)）]")

# what joins a fee to the next one it is stated with ("3,000원 또는 4,000원", "3,000 or 4,000 won")
_ALTERNATIVE = re.compile(
    r"\s?(?:원|won)?\s?(?:또는|혹은|이나|나|아니면|과|와|~|–|-|or|and|to|,|·|/)\s?", re.I
)


def _english(clause: str) -> bool:
    """Whether a clause is English: ASCII but for its dashes ("… won — uprights are the ")."""
    return clause.isascii() or clause.replace("—", " ").replace("–", " ").isascii()


# a bracket right after a fee that says it again in words ("2,000원(이천 원)", round 58)
_SAID_AGAIN: Final = re.compile(r"\s?[(（][^()（）]{1,24}[)）]")


def _with_twin(answer: str, c: Claim, money: list[Claim], given: dict[int, frozenset[str]]) -> bool:
    """Whether ``c`` is stated together with the next amount, another twin row's
    (``3,000원 또는 4,000원``): a set of fees, bound to neither row."""
    later = sorted((p for p in money if p.start >= c.end), key=lambda p: p.start)
    end = c.end
    said = _SAID_AGAIN.match(answer, c.end) if later and later[0].value == c.value else None
    if said is not None and later[0].end <= said.end():  # "2,000원(이천 원)과 3,000원": the
        later, end = [p for p in later if p.start >= said.end()], said.end()  # same fee in words
    nxt = later[0] if later else None
    return (
        nxt is not None
        and nxt.value != c.value
        and isinstance(nxt.value, int)
        and nxt.value in given
        and _ALTERNATIVE.fullmatch(answer, end, nxt.start) is not None
    )


# a sentence that guesses (round 26): "~일 수도 있어요", "아마", "probably", "may"
_HEDGED = re.compile(
    r"수도\s?있|일\s?수\s?있|아마|가능성|것\s?같|듯해|듯합|\b(?:probably|likely|may|might|could|perhaps|guess)\b",
    re.I,
)


# what the sentence goes on to conclude from the fee's meaning: a hedge after it ("so your
# stools would most likely fall there", "그러니 아마") doubts the conclusion, not the meaning
_SO: Final = re.compile(r",?\s(?:so|which means|meaning)\s|(?:니까|니|므로|이라서|라서)\s", re.I)


def _hedge_end(answer: str, at: int) -> int:
    """Where a hedge stops covering the fee at ``at``: its sentence's end, or a consequence the
    sentence draws after it."""
    end = _end_of(answer, at)
    so = _SO.search(answer, at, end)
    return so.start() if so is not None else end


def _end_of(answer: str, at: int) -> int:
    """Where the sentence going on at ``at`` ends."""
    ends = (i for i in (answer.find(ch, at) for ch in ".!?\n") if i != -1)
    return min(ends, default=len(answer))


def _sentence_end(spans: Sequence[tuple[int, int]], at: int, default: int) -> int:
    """The end of the sentence holding offset ``at``."""
    return next((b for a, b in spans if a <= at < b), default)
