"""A qualified superlative ranks only the rows its qualifier selects.

The class: **a superlative whose head carries a qualifier — a clause or phrase naming goods a
place takes (``the nearest place that lists plastics``, ``the closest one that takes cans``,
``가장 가까운 캔 받는 곳은``, ``플라스틱을 받는 곳 중 가장 가까운 곳은``) or a word of the rows it
ranges over (``the cheapest of the flake grades``, ``the cheapest flake grade``) — names the
extreme among the rows that qualifier selects, not among every row of the list.** A row meets a
goods qualifier when one of its words holds the goods (:func:`.kinds.holds`: ``투명페트병`` holds
plastics), a word qualifier when it carries every row word the qualifier's words name (``flake``
→ 플레이크). An unqualified superlative (``the nearest is X``, ``가장 가까운 곳은``) still ranks
every row (:mod:`.ordinal`).

Unsure, never flagged: a qualifier that selects no row, or selects rows the named one is not
among (whether that row takes the goods is :mod:`.taken`'s claim).

Round 50 (r50e; prod_holdout37 g55h3-0031): a good is held by a row whose tokens carry its
canonical name too (스티로폼 → ``EPS``, the vocabulary's aliases); the rows that list the goods
themselves are ranked first, a row that holds them only by a broader kind (``재활용품 등``) being
unsure whether it takes them; goods said fine right before the head (``스티로폼 OK place``,
``스티로폼 가능한 곳``) are a qualifier.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from guardrails.grounding.kinds import goods_in, holds, names_itself
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context

# the words that open a qualifier after the head ("place that lists", "one taking", "of the")
_EN_QUALIFIER: Final = re.compile(
    r"\b(?:that|which|where|who|to take|for|with|taking|accepting|listing|collecting|buying"
    r"|handling|of the|of all the|among the)\b",
    re.I,
)
# a Korean relative clause before its head ("캔 받는 곳", "가구를 수거하는 센터")
_KO_VERBS = (
    r"(?:받는|받아\s?주는|수거하는|수거해\s?주는|취급하는|매입하는|사들이는|가져가는|처리하는|회수하는"
    r"|버릴\s?수\s?있는|낼\s?수\s?있는|맡길\s?수\s?있는)"
)
_KO_QUALIFIER: Final = re.compile(rf"{_KO_VERBS}(?:\s?(?:곳|데|센터|장소|업체|수거함|거점|가게))?")
# round 49: a count of the places the clause selects ("가구와 가전을 모두 받는 세 곳 중")
_COUNT = r"(?:(?:\d{1,2}|한|두|세|네|다섯|여섯|일곱|여덟)\s?)?"
# the same clause heading "중" right before a superlative ("플라스틱 받는 곳 중(에서) 가장 …")
_KO_AMONG: Final = re.compile(
    rf"([^.!?\n]{{1,24}}?{_KO_VERBS}\s?{_COUNT}(?:곳|데|센터|장소|업체|수거함|거점|가게)들?\s?"
    r"중(?:에서는?|에선|엔|에)?\s?)$"
)
# round 50 (r50e): goods said fine at the head, code-switched or not ("스티로폼 OK place",
# "스티로폼 가능한 곳"): a qualifier where goods stand before the word
_GOOD_OK: Final = re.compile(r"\s?(?:OK|오케이|가능한)\s?(?:place|spot|site|곳|데|센터|장소)", re.I)
# an English qualifier after "X is the closest": its head, then the rest of its clause
_EN_AFTER: Final = re.compile(
    r"\s(?:(?:one|place|site|spot|centre|center|shop|store|location)s?\s)?(?:that|which|where"
    r"|to take|for|taking|accepting|listing|collecting|buying)\b[^.!?\n;(]{0,50}",
    re.I,
)


def _regions(answer: str, start: int, end: int, anchor: int, after: bool) -> list[tuple[int, int]]:
    """The spans that may qualify the superlative at ``answer[start:end]`` (``anchor``: where its
    subject is read; ``after``: whether the subject follows the superlative)."""
    out: list[tuple[int, int]] = []
    s_start = answer.rfind("\n", 0, start) + 1
    if after:  # "the nearest … is X": the qualifier is inside the superlative's words
        head = answer[start:anchor]
        if _EN_QUALIFIER.search(head) or _KO_QUALIFIER.search(head):
            out.append((start, anchor))
        elif (ok := _GOOD_OK.search(head)) is not None and goods_in(head[: ok.start()]):
            out.append((start, anchor))  # "제일 가까운 스티로폼 OK place는" (round 50)
    elif (m := _EN_AFTER.match(answer, end)) is not None:  # "X is the closest one that takes …"
        out.append(m.span())
    for stop in dict.fromkeys(
        (start if after else anchor, start)
    ):  # "가구를 받는 곳 중 가장 가까운
        k = _KO_AMONG.search(answer, max(s_start, stop - 40), stop)  # 금천구재활용센터를": before
        if k is not None:  # the superlative's words, whether its subject follows or precedes
            out.append(k.span(1))
            break
    return out


def qualified_rows(
    ctx: Context,
    span: tuple[int, int, int, bool],
    facts: list[Fact],
    parents: Sequence[int],
    aliases: Mapping[str, str] | None = None,
) -> list[Fact] | None:
    """The facts of the rows the superlative's qualifier selects; None when it has none (or its
    words name no row word and no goods). ``span``: the superlative's start, end, anchor and
    whether its subject follows it; ``parents``: each record's parent (a list's holder carries
    its rows' words, so it is no row)."""
    regions = _regions(ctx.answer, *span)
    if not regions and span[3]:  # "the cheapest flake grade is": a row attribute before its head
        start, _, anchor, _ = span
        attributes = [q.token for q in ctx.cues_in(start, anchor) if q.groups & _ATTRIBUTE]
        if attributes:
            return _carrying(set(attributes), facts, parents)
    if not regions:
        return None
    goods = tuple(dict.fromkeys(g for s, e in regions for g in goods_in(ctx.answer[s:e])))
    if goods:
        rows = _rows(facts, parents)
        # round 50 (r50e): a good is also held by the canonical name its record's tokens carry
        # (스티로폼 → EPS); rows that list the goods themselves rank first, a row holding them only
        # by a broader kind ("재활용품 등" for 스티로폼) may or may not take them
        own = {g: (aliases or {}).get(g, g) for g in goods}
        held = [f for f in rows if all(any(holds(t, g) for t in f.tokens) or own[g] in f.tokens
                                       for g in goods)]  # fmt: skip
        listed = [f for f in held if all(own[g] in f.tokens or any(names_itself(t, g)
                                                                   for t in f.tokens)
                                         for g in goods)]  # fmt: skip
        return listed or held
    words = {q.token for s, e in regions for q in ctx.cues_in(s, e) if not q.qualifier}
    return _carrying(words, facts, parents) if words else None


_ATTRIBUTE: Final = frozenset({"form", "category"})  # the cue groups of a row's attribute words


def _rows(facts: list[Fact], parents: Sequence[int]) -> list[Fact]:
    """``facts`` without those of a record that holds others' records (a list's holder carries
    its rows' words)."""
    held = set()
    for f in facts:
        r = f.record
        while 0 <= r < len(parents) and (r := parents[r]) >= 0 and r not in held:
            held.add(r)
    return [f for f in facts if f.record not in held]


def _carrying(words: set[str], facts: list[Fact], parents: Sequence[int]) -> list[Fact]:
    return [f for f in _rows(facts, parents) if words <= f.tokens]
