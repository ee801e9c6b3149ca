"""The subject named by the words before a value: its own noun phrase, its clause, its sentence.

Read by :meth:`.subjects.Context.subject_cues` when no reading after the value applies. A value's
own noun phrase names its subject and nothing farther counts (``마포구는 3단 이하 5,000원, 4단 이상
8,000원``: the topic of another dimension aside), unless none of its words tells the candidates
apart and the sentence names a region as its topic before it (``영남권은 압축 PET가 kg당 340원``:
영남권's, round 24). Else the cues of its clause (since the previous value of its kind), then of its
sentence (not qualifiers: ``대구는 평균 26.9도, 최고 31.2도``; a clause about the rest of a list,
``the other two are …``, takes none from before it; an earlier clause's comparison is turned round
for ``나머지는``: 이상 → 미만), then a date's subject right after it (``2025년 1월 수도권 시세는``),
then the subject of the sentence before (not across a line break: a list's heading's district).
None for the second value of a pair (``26.8°C vs 25.3°C``), a value with a subject of its own no
cue matched (``… and a corner unit ₩6,000``, ``…, 갈색 44원, 초록색 계열 30원``), or an unnamed
head (``the 영통구 public health center (1.6 km, …)``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding import frames, parens, topics
from guardrails.grounding.clauses import COMPLEMENT, OTHER_SIDE, names_own, names_own_ko
from guardrails.grounding.pair_sides import VERSUS, second_of_pair
from guardrails.grounding.plural_subjects import plural_slot, refers_to_all
from guardrails.grounding.slots import (
    Slot,
    _adjacent_chain,
    _nearest_per_group,
    _unambiguous,
    attribute_only,
    past_clause,
)

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.subjects import Context

_SENTENCE_WIDE: Final = frozenset({"q:kind"})  # 지금 / 평년: the time frame of a sentence
# the groups that name a place every row of a tool output is in (its frame, not a row)
PLACE_LABELS: Final = frozenset({"district", "sido", "region", "region_name"})
_FRAME_LABELS: Final = PLACE_LABELS | {"department"}
_CLAUSE_END = re.compile(r"[,;]|이고|이며|인데|이지만")  # a date leads its subject up to here
# a clause about the rest of a list: the subject named before it does not carry over
_THE_OTHERS = re.compile(
    r"\bthe (?:other|rest)\b|나머지(?:는|\s?(?:두|세|네|\d)\s?(?:곳|군데|개))", re.I
)
SPAN = 160  # no cue farther than this from its value counts (keeps long answers linear)


def _starts_line(ctx: Context, i: int) -> bool:
    """Whether sentence ``i`` begins a new line of the answer."""
    start = ctx.sentences[i][0]
    head = ctx.answer[max(0, start - 1) : start + 1]
    return i > 0 and "\n" in head


def _with_head(
    ctx: Context, slots: list[Slot], s_start: int, w_start: int, usable: Callable[[Cue], bool]
) -> list[Slot]:
    """``slots`` plus the sentence's head (``▶ 대구: 평균 26.9도, 최고 31.2도``): when a value's
    own words name only a qualifier (최고, 토요일, 지금), the subject named before the
    sentence's earlier values of this kind holds for it too (one cue per dimension, else none)."""
    if w_start <= s_start or not slots or slots[0] and not slots[0][0].qualifier:
        return slots  # (the first cue tested alone first: most slots name no qualifier)
    if not all(q.qualifier for s in slots for q in s):
        return slots
    have = {g for slot in slots for q in slot for g in q.groups}
    head = [
        q for q in ctx.cues_in(s_start, w_start)
        if not q.qualifier and not q.groups & have and usable(q)
    ]  # fmt: skip
    return slots + _unambiguous(head) if head else slots


def _other_side(ctx: Context, cues: Sequence[Cue]) -> tuple[Cue, ...]:
    """The earlier clause's cues with its comparison turned round (이상 → 미만); a comparison
    whose complement no record carries is dropped."""
    out = []
    for q in cues:
        other = COMPLEMENT.get(q.token)
        if other is None:
            out.append(q)
        elif other in ctx.known:
            out.append(q._replace(token=other))
    return tuple(out)


def backward(
    ctx: Context,
    claim: Claim,
    i: int,
    sentence: tuple[int, int],
    w_start: int,
    eligible: Callable[[Cue], bool],
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """The subject named by the words before ``claim`` (in its clause, else its sentence or
    the one before)."""
    s_start, s_end = sentence
    if w_start > s_start and VERSUS.fullmatch(ctx.answer, w_start, claim.start):
        return []  # "A is warmer (26.8°C vs 25.3°C)": B's value, B not named here (unsure)
    if second_of_pair(ctx.answer, claim.start, w_start):
        return []  # "(1,200 vs 180 won/kg)": the same, after a bare first figure (round 58)
    if parens.unnamed_head(ctx, claim, s_start, usable):
        return []  # "the 영통구 public health center (1.6 km, 031-…)": no cue names it
    near = [q for q in ctx.cues_in(w_start, claim.start) if eligible(q)]
    chain = _adjacent_chain(ctx.answer, near, claim.start)
    told = [q for q in chain if usable(q)]
    if not attribute_only(ctx.answer, chain) and (
        told
        or any(not q.groups <= _FRAME_LABELS for q in chain)
        and not _topic_region(ctx, s_start, chain, usable)
    ):
        # the value's own noun phrase names its subject; nothing farther counts but the
        # topic of another dimension ("마포구는 3단 이하 5,000원, 4단 이상 8,000원")
        slots = _nearest_per_group(told, claim.start, ctx.answer)
        slots = frames.framed(ctx, claim, slots, s_start, usable)  # "송파구에서 1인용 소파는"
        slots = topics.with_topic(ctx, slots, (s_start, s_end), claim.start, usable)
        return _with_head(ctx, slots, s_start, w_start, usable)
    before = [q for q in near if usable(q)]
    if (
        not before
        and names_own(ctx.answer, w_start, claim.start, ctx.known)
        and not refers_to_all(ctx.answer, s_start, claim.start)  # "Both are open …": no name
    ):
        return []  # "… ₩4,000 and a corner unit ₩6,000": its own subject, one no cue matched
    if not before and w_start > s_start:
        earlier = ctx.cues_in(s_start, claim.start)
        others = _THE_OTHERS.search(ctx.answer, s_start, claim.start)
        if others and not any(q.token in COMPLEMENT for q in earlier):
            # "the nearest is A, 530 m; the other two are 1.2 km and 1.6 km" (but "120cm
            # 이상 …, 나머지는 …" names the other side of a comparison: below)
            earlier = tuple(q for q in earlier if q.start > others.start())
            if not earlier:
                return []
        if OTHER_SIDE.search(ctx.answer, w_start, claim.start):
            earlier = _other_side(ctx, earlier)
        elif names_own_ko(ctx.answer, w_start, claim.start, near):
            return []  # "…, 갈색 44원, 초록색 계열 30원": a sibling no cue matched
        before = [  # "대구는 평균 26.9도, 최고 31.2도": the sentence's subject (not qualifiers)
            q for q in earlier if usable(q) and not q.qualifier
        ]
    clause = _clause_mark(ctx, w_start, claim.start)
    if clause != -1 and any(q.start > clause for q in before):
        before = past_clause(ctx.answer, before, s_start, clause)  # "…(350m, …)이고, B가"
    elif clause != -1 and claim.kind == "date" and (led := _led(ctx, claim, i, usable)):
        return led  # "A는 15,000원이고요, 폐지는 2025년 1월 조사 기준 수도권 …": its clause's
    if clause != -1:  # qualifiers (최고, 토요일) bind within their clause only; 지금 and
        # 평년 set the time of the whole sentence ("지금 10.4도, 습도 60%이고 바람이 초속 1.2m")
        before = [
            q for q in before if q.start > clause or not q.qualifier or _SENTENCE_WIDE >= q.groups
        ]
    if before:
        slots = _nearest_per_group(before, claim.start, ctx.answer)
        slots = frames.framed(ctx, claim, slots, s_start, usable)
        return _with_head(ctx, slots, s_start, w_start, usable)
    return _outside_clause(ctx, claim, i, usable)


def _clause_mark(ctx: Context, start: int, end: int) -> int:
    """The last ``, `` before ``end`` that ends a clause (-1 if none): a comma inside a bracket
    closed right before the value (no cue between) lists what the bracket glosses
    (``스티로폼(EPS, 압축): 1kg에 180원``: 스티로폼's, not every 압축 row's; found on prod_holdout55
    g73h3-0097); words that name a subject after the bracket (``(탁자, including dining tables)
    for under 6 people costs``) leave the comma a clause mark."""
    text = ctx.answer
    mark = text.rfind(", ", start, end)
    while mark != -1:
        opened = text.rfind("(", start, mark)
        if opened == -1 or text.rfind(")", opened, mark) != -1:
            return mark  # no bracket open at the comma
        closed = text.find(")", mark, end)
        if closed == -1 or ctx.cues_in(closed, end):
            return mark  # still open at the value, or a subject named after it
        mark = text.rfind(", ", start, opened)
    return mark


def _led(ctx: Context, claim: Claim, i: int, usable: Callable[[Cue], bool]) -> list[Slot]:
    """The subject a date leads ("2025년 1월 수도권 시세는 …"), up to the end of its clause."""
    s_end = ctx.sentences[i][1]
    stop = _CLAUSE_END.search(ctx.answer, claim.end, min(s_end, claim.end + 20))
    end = stop.start() if stop else min(s_end, claim.end + 20)
    led = [q for q in ctx.cues_in(claim.end, end) if usable(q)]
    return _nearest_per_group(led[:2], claim.end, ctx.answer) if led else []


def _outside_clause(
    ctx: Context, claim: Claim, i: int, usable: Callable[[Cue], bool]
) -> list[Slot]:
    """A value whose sentence names no subject before it: a date's subject right after it,
    else the subject of the sentence before (not across a line break), its comparison turned
    round where the words before the value name the other side ("1. 80cm×180cm 이상: 11,000원" /
    "2. 그보다 작으면 6,000원": 6,000원 is said of the 미만 row, as within one sentence)."""
    if claim.kind == "date" and (led := _led(ctx, claim, i, usable)):
        return led
    if _starts_line(ctx, i):  # a line of its own does not borrow the subject of the line
        return frames.headed(ctx, claim, usable)  # above, but a list's heading's district
    for j in (i - 1, i - 2):
        if j < 0:
            break
        p_start, p_end = ctx.sentences[j]
        prev = [
            q for q in ctx.cues_in(max(p_start, p_end - SPAN), p_end)
            if usable(q) and not q.qualifier
        ]  # fmt: skip
        if prev and OTHER_SIDE.search(ctx.answer, ctx.sentences[i][0], claim.start):
            prev = list(_other_side(ctx, prev))
        if prev and j == i - 1 and refers_to_all(ctx.answer, ctx.sentences[i][0], claim.start):
            whole = [q for q in ctx.cues_in(p_start, p_end) if usable(q) and not q.qualifier]
            return plural_slot(whole)  # "두 곳 모두 …", "both …": each place named before
        if prev:
            return _unambiguous(prev)
    return []


_REGION_TOPIC = re.compile(r"(?:은|는|에서는|의)(?=\s)")
_REGION_KEYS: Final = frozenset(
    {"region", "region_name", "district", "sigungu", "sido", "full_name", "city", "area"}
)


def _topic_region(
    ctx: Context, start: int, chain: Sequence[Cue], usable: Callable[[Cue], bool]
) -> bool:
    """Whether the sentence names, before the value's own noun phrase, a place as its topic
    (``영남권은 압축 PET가 kg당 340원``) that tells the candidates apart where the noun phrase
    does not: the value is said of that place."""
    end = min(q.start for q in chain) if chain else start
    return any(
        usable(q) and q.groups & _REGION_KEYS and _REGION_TOPIC.match(ctx.answer, q.end)
        for q in ctx.cues_in(start, end)
    )
