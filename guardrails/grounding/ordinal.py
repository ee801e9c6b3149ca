"""Ordinal claims: "가장 가까운 곳은 X", "X가 …로 제일 가깝고", "the closest is X" must name the
record with the smallest distance among its siblings (the places of the same tool output).
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context, Split, _nearest_per_group

_AFTER = re.compile(
    r"(?:가장|제일|젤)\s?가까운(?:\s?(?:곳|건|데|거|장소|수거함|센터|것))?[^.!?\n]{0,16}?(?:은|는|이|가)\s"
    r"|(?:가장|제일|젤)\s?가까운\s?(?:건|게)\s"  # 건 = 것 + 은
    r"|(?:the\s)?(?:closest|nearest)(?:\sone)?(?:\s(?:is|are)\s|는\s|:\s?)"
    r"|the\s(?:closest|nearest)\s[^.!?\n,;]{1,40}?\s(?:is|are)\s(?:at\s|in\s)?",  # … bin to X is at Y
    re.I,
)
HINT = re.compile(r"가까운|가깝|closest|nearest", re.I)
_BEFORE = re.compile(r"(?:가장|제일|젤)\s?가깝|(?:is|are) (?:the )?(?:closest|nearest)", re.I)


def _is_distance(f: Fact) -> bool:
    return "radius" not in f.key and "반경" not in f.key


def _subject(cues: list[Cue], facts: list[Fact], anchor: int) -> list[Fact]:
    split = Split(facts)
    usable = [q for q in cues if split.tells(q) and not q.groups & {"q:date", "q:time"}]
    kept = _nearest_per_group(usable, anchor)
    if not kept:
        return []
    return [f for f in facts if all(any(q.token in f.tokens for q in slot) for slot in kept)]


def nearest_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Unsupported "nearest" statements (an empty list when all name the nearest record)."""
    facts = [f for f in ev.of("distance") if _is_distance(f) and f.record >= 0]
    if len(facts) < 2:
        return []
    out: list[Claim] = []
    answer = ctx.answer
    spans: list[tuple[int, int, list[Cue], int]] = []
    for m in _AFTER.finditer(answer):
        end = min(len(answer), m.end() + 30)
        stop = re.search(r"[.!?\n(,]", answer[m.end() : end])
        end = m.end() + stop.start() if stop else end
        cues = list(ctx.cues_in(m.end(), end))
        spans.append((m.start(), end, cues, m.end()))
    for m in _BEFORE.finditer(answer):
        s_start = max(ctx.sentences[ctx.sentence_of(m.start())][0], m.start() - 120)
        cues = list(ctx.cues_in(s_start, m.start()))
        spans.append((s_start, m.end(), cues, m.start()))
    for start, end, cues, anchor in spans:
        named = _subject(cues, facts, anchor)
        if not named:
            continue
        root = ev.roots[named[0].record]
        siblings = [f for f in facts if ev.roots[f.record] == root]
        best = min(float(f.value) for f in siblings)  # type: ignore[arg-type]
        if all(float(f.value) > best + 1e-6 for f in named):  # type: ignore[arg-type]
            text = answer[start:end]
            why = f"not the nearest: the nearest in the tool output is {best:,.0f}m away"
            out.append(Claim(text, "nearest", text, start, end, why))
    return out
