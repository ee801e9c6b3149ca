"""A place listed for two kinds of bin: a distance said with one kind is that kind's bin's.

One public building may hold bins of several kinds that different tools list (a medicine bin and
a lamp-and-battery bin at one 행정복지센터), each output with its own record of the place — its
own address, coordinates and distance. **A clause that names one kind (``폐의약품``, ``약(폐의약품)은``,
``medicine``) and one place of those lists, and gives a distance that the place's record of
another kind holds while its record of the named kind does not, gives one bin's distance to the
other: misattributed** (``약(폐의약품)은 월성1동행정복지센터 수거함이 686m로 가장 가까워요`` where
686 m is the lamp bin's, the medicine bin 1,376 m).

The clause is the sentence up to the distance. Its kind is a word of the outputs' kinds (their
``kind_name``, ``item_type`` and the names of their guidance) that the cue finder reads in it;
its place, the one cue word of the clause that tells the distance records apart and is no kind.
Unsure, never flagged: fewer than two kinds in the outputs; a clause of no kind or of two, or of
two places; a place listed under one kind only; a distance the named kind's record holds too
(within the precision written) or no record of the place holds (another reading's).

Round 49 (r49b, prod_holdout39 g57h3-0012).
"""

from __future__ import annotations

from typing import Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.match import distance_tolerance
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.orders import telling
from guardrails.grounding.subjects import Context

_KIND_KEYS: Final = ("kind_name", "item_type")
WHY: Final = "misattributed: the distance of the place's bin of another kind"


@per_stage
def kind_words(sources: tuple[str, ...]) -> frozenset[str]:
    """The words of the kinds the outputs list places for, when they list two kinds or more."""
    per_output: list[set[str]] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(root.get("points"), list):
            continue
        words = {v for k in _KIND_KEYS if isinstance(v := root.get(k), str) and v}
        for g in root.get("guidance") or ():
            if isinstance(g, dict) and isinstance(name := g.get("name"), str):
                words.add(name)
        words |= {w[1:] for w in words if w.startswith("폐") and len(w) > 2}  # 폐의약품: 의약품
        if words:
            per_output.append(words)
    if len(per_output) < 2 or len({frozenset(w) for w in per_output}) < 2:
        return frozenset()
    return frozenset().union(*per_output)


def kind_record_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Distances given to a place's bin of one kind that only its bin of another kind has."""
    if not ctx.cues or not any(c.kind == "distance" for c in ctx.claims):
        return []
    kinds = kind_words(ev.sources)
    if not kinds:
        return []
    facts = [f for f in ev.of("distance") if f.record >= 0 and isinstance(f.value, int | float)]
    out: list[Claim] = []
    for c in ctx.claims:
        if c.kind != "distance" or (v := amount(c)) is None:
            continue
        cues = ctx.cues_in(ctx.sentence_start(c.start), c.start)
        said = {q.token for q in cues if q.token in kinds}
        names = {q.token for q in telling(list(cues), facts)} - kinds
        if len(said) != 1 or len(names) != 1:
            continue
        kind, name = said.pop(), names.pop()
        place = [f for f in facts if name in f.tokens]
        own = [f for f in place if kind in f.tokens]
        other = [f for f in place if kind not in f.tokens]
        tol = distance_tolerance(c.text, v)
        if not own or any(abs(float(f.value) - v) <= tol for f in own):  # type: ignore[arg-type]
            continue
        if any(abs(float(f.value) - v) <= tol for f in other):  # type: ignore[arg-type]
            out.append(Claim(c.text, "distance", c.value, c.start, c.end, WHY))
    return out
