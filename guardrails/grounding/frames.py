"""A district (or a price survey's region) named once before a fee, in the fee's sentence, frames
it: in "송파구에서 1인용 소파는 5,000원이에요" the 1인용 row must be 송파구's, even though the value's
own words name only the row. With two tool outputs of two districts, the district is what tells
their rows apart. A forecast's one place frames its figures the same way. Round 35: a district a
list's heading names frames the lines under it (:func:`headed`)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.headings import heading_above
from guardrails.grounding.slots import Slot

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_PLACES: Final = frozenset({"district", "sido", "region", "region_name"})
_KINDS: Final = frozenset({"money", "unit_price"})
# a forecast's place frames its figures the same way ("대구는 24일 최저 25도, 최고 36도")
_WEATHER_PLACES: Final = frozenset(
    {"district", "sido", "region", "place", "area", "station", "city"}
)
_WEATHER: Final = frozenset({"temperature", "percent", "wind", "precipitation"})


def framed(
    ctx: Context, claim: Claim, slots: list[Slot], s_start: int, usable: Callable[[Cue], bool]
) -> list[Slot]:
    """``slots`` plus the one district the sentence names before them, when it tells the
    candidates apart, the slots name no place and no other amount comes between (unsure, so
    unchanged, when the sentence names two districts: a contrast is read by the topics)."""
    kinds = _KINDS if claim.kind in _KINDS else _WEATHER
    places = _PLACES if claim.kind in _KINDS else _WEATHER_PLACES
    if claim.kind not in kinds or not slots:
        return slots
    starts, cues, amounts = _index(ctx, places, kinds)
    lo = bisect_left(starts, s_start)
    if lo == len(starts):
        return slots  # no place named from the sentence's start on (most answers: at once)
    first = min(q.start for slot in slots for q in slot)
    if starts[lo] >= first or any(q.groups & places for slot in slots for q in slot):
        return slots
    named = cues[lo : bisect_left(starts, first)]
    if not named or len({q.token for q in named}) != 1 or not usable(named[-1]):
        return slots
    frame = named[-1]
    if bisect_left(amounts, frame.end) < bisect_left(amounts, claim.start):
        return slots  # "송파구 책상은 6,000원이고요, 폐지는 … kg당 90원": the frame was the first value's
    return [*slots, (frame,)]


def _index(
    ctx: Context, places: frozenset[str], kinds: frozenset[str]
) -> tuple[list[int], list[Cue], list[int]]:
    """The answer's cues of ``places`` (no qualifier) with their starts, and where its values of
    ``kinds`` start (built once per answer for each of the two frames)."""
    key = "frames" if kinds is _KINDS else "frames-weather"
    found = ctx.memo.get(key)
    if found is None:
        cues = [q for q in ctx.cues if q.groups <= places and not q.qualifier]
        starts = sorted(o.start for o in ctx.claims if o.kind in kinds)
        found = ctx.memo[key] = ([q.start for q in cues], cues, starts)
    return found  # type: ignore[return-value]


def headed(ctx: Context, claim: Claim, usable: Callable[[Cue], bool]) -> list[Slot]:
    """The one district a list's heading names, for a value on a line under it whose own line
    names no subject (round 35): in ``Bucheon-si:`` / ``- Department — …`` / ``- Phone — 063-…``
    the phone is said of 부천시, and must be its output's (not 고창군's, the turn's other rules
    output). The heading is :func:`.headings.heading_above`'s (a short line of its own ending in a
    colon, bold or marked, in the value's block). Unsure, so no subject: a heading naming no
    district that tells the candidates apart, or two districts (``부천시와 고창군:``)."""
    head = heading_above(ctx.answer, claim.start)
    if head is None:
        return []
    named = [q for q in ctx.cues_in(*head) if q.groups & _PLACES and not q.qualifier]
    if not named or len({q.token for q in named}) != 1 or not usable(named[-1]):
        return []
    return [(named[-1],)]
