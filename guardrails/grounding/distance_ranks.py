"""Places of a stated rank in the distance order: "두 번째로 가까운 곳은 X", "X 다음으로 가까운
곳은 Y", "제일 가까운 건 A이고, 그 다음은 B", "the second closest is X".

Reads an ordinal (두/세/네 번째, second, third) or 다음으로 / next (the rank of the place named
just before, plus one; 2 after an earlier "the closest"), and the place named after it. Accepts
a place that holds that rank among its rivals (:mod:`.superlative_subjects`; ties: any rank of
the tie); rejects one that does not ("not place 2 in the distance order (it is place 3)").
"그 다음은" is about distance only after "the nearest" in its sentence; unclear ranks never flag.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context
from guardrails.grounding.superlative_subjects import _HEAD, _is_measure, _rivals, _subject

# "두 번째로 가까운 곳은 X", "X 다음으로 가까운 곳은 Y", "the second closest is X": a place of a
# given rank in the distance order
_RANK_WORDS: Final = ("번째", "다음", "second", "2nd", "third", "3rd", "next")
_RANK_HINT = re.compile(
    r"번째로?\s?(?:가까|먼)|다음으로\s?(?:가까|먼)|그\s?다음(?:으로)?은"
    r"|(?:second|2nd|third|3rd|next)[\s-](?:closest|nearest|farthest|furthest)"
)
_ORDINALS: Final = {"두": 2, "2": 2, "세": 3, "3": 3, "네": 4, "4": 4, "second": 2, "2nd": 2,
                    "third": 3, "3rd": 3, "다음으로": 0, "next": 0}  # fmt: skip
_RANK = re.compile(
    r"(?:(?P<ko>[두세네234])\s?번째로?|(?P<ko_next>다음으로))\s?(?P<adj>가까운|먼)"
    rf"(?:\s?{_HEAD})?[^.!?\n,]{{0,16}}?(?:은|는|이|가)\s"
    r"|(?P<ko_then>그\s?다음(?:으로)?은)\s"  # "제일 가까운 건 A이고, 그 다음은 B"
    r"|(?:the\s)?(?P<en>second|2nd|third|3rd|next)[\s-](?P<en_adj>closest|nearest|farthest|furthest)"
    r"(?:\s(?:one|machine|place|site|bin|box|spot))?(?:\s(?:is|are|was)\s(?:at\s|in\s)?|:\s?)",
    re.I,
)
_RANK = gated(_RANK)  # :mod:`.opening_gate`: the same matches, skipped to
_FIRST = re.compile(r"가장\s?가까|제일\s?가까|closest|nearest", re.I)


def _rank(fact: Fact, rivals: list[Fact], sign: int) -> tuple[int, int]:
    """The ranks ``fact`` may hold among ``rivals`` (ties: a range), best first."""
    v = sign * float(fact.value)  # type: ignore[arg-type]
    vals = [sign * float(f.value) for f in rivals]  # type: ignore[arg-type]
    better = sum(1 for x in vals if x > v + 1e-6)
    return better + 1, better + sum(1 for x in vals if abs(x - v) <= 1e-6)


def _rank_wanted(m: re.Match[str], ev: Evidence, ctx: Context, facts: list[Fact]) -> int | None:
    """The rank the words claim: an ordinal, or after 다음으로 / next the rank of the place named
    just before (or 2 after an earlier "the closest"); None when unclear."""
    word = (m.group("ko") or m.group("en") or m.group("ko_next") or "").lower()
    s_start = ctx.sentences[ctx.sentence_of(m.start())][0]
    if m.group("ko_then") and not _FIRST.search(ctx.answer, s_start, m.start()):
        return None  # "그 다음은" is about distance only after "the nearest" in its sentence
    k = _ORDINALS.get(word)
    if k:
        return k
    before = list(ctx.cues_in(max(s_start, m.start() - 40), m.start()))
    named, alike = _subject(before, facts, m.start()) if before else ([], [])
    if named:
        rivals = _rivals(ev, named[:1], alike)
        return _rank(named[0], rivals, -1)[0] + 1 if rivals else None
    return 2 if _FIRST.search(ctx.answer, 0, m.start()) else None


def rank_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Places of a stated rank in the distance order that do not hold that rank."""
    out: list[Claim] = []
    facts = [f for f in ev.of("distance") if _is_measure(f) and f.record >= 0]
    for m in _RANK.finditer(ctx.answer) if len(facts) >= 3 else ():
        adj = (m.group("adj") or m.group("en_adj") or "").lower()
        sign = 1 if adj in ("먼", "farthest", "furthest") else -1
        stop = re.search(r"[.!?\n(,]", ctx.answer[m.end() : m.end() + 30])
        end = m.end() + stop.start() if stop else min(len(ctx.answer), m.end() + 30)
        named, alike = _subject(list(ctx.cues_in(m.end(), end)), facts, m.end())
        want = _rank_wanted(m, ev, ctx, facts) if named and sign < 0 else None
        rivals = _rivals(ev, named[:1], alike) if want else []
        if not rivals or len({f.key for f in named}) != 1:
            continue
        ranks = [_rank(f, rivals, sign) for f in named]
        if all(not lo <= want <= hi for lo, hi in ranks):  # type: ignore[operator]
            text = ctx.answer[m.start() : end]
            why = f"not place {want} in the distance order (it is place {ranks[0][0]})"
            out.append(Claim(text, "nearest", text, m.start(), end, why))
    return out
