"""The topic of a contrast: "A는 …, B는 …", two names of one dimension marked 은/는 in one sentence.
In "마포구는 3단 이하 5,000원, 4단 이상 8,000원이고 은평구는 …" each value is its own district's row,
though its own words name only the tier: the topic named last before it is its district.

The answer's topic-marked cues are indexed once per answer, and per sentence which dimensions two
of them name differently (a contrast needs both); most values then return at once, their own
words naming every dimension contrasted."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable
from typing import TYPE_CHECKING

from guardrails.grounding.cues import Cue
from guardrails.grounding.slots import Slot

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_TOPIC = re.compile(r"(?:은|는|에서는)(?=\s)")  # "마포구는 …": the sentence's topic
_Sentence = tuple[list[Cue], list[frozenset[str]]]
_FORM_ONLY = frozenset({"form"})


def _named(q: Cue, marked: list[Cue]) -> frozenset[str]:
    """The dimensions ``q`` names: a form word's are its form only, unless it is a topic."""
    return _FORM_ONLY if "form" in q.groups and q not in marked else q.groups


class _Topics:
    """The answer's cues marked as a topic (in reading order) and each sentence's contrasts."""

    __slots__ = ("marked", "sentences", "starts")

    def __init__(self, ctx: Context) -> None:
        at = frozenset(m.start() for m in _TOPIC.finditer(ctx.answer)) if ctx.cues else ()
        self.marked = [q for q in ctx.cues if q.end in at and not q.qualifier] if at else []
        self.starts = [q.start for q in self.marked]
        self.sentences: dict[tuple[int, int], _Sentence] = {}

    def of(self, sentence: tuple[int, int]) -> _Sentence:
        """The topics of ``sentence`` and the dimensions two of them name differently."""
        found = self.sentences.get(sentence)
        if found is None:
            lo = bisect_left(self.starts, sentence[0])
            marked = self.marked[lo : bisect_left(self.starts, sentence[1])]
            tokens: dict[frozenset[str], set[str]] = {}
            for q in marked:
                tokens.setdefault(q.groups, set()).add(q.token)
            contrasts = [g for g, named in tokens.items() if len(named) > 1]
            found = self.sentences[sentence] = (marked, contrasts)
        return found


def with_topic(
    ctx: Context,
    slots: list[Slot],
    sentence: tuple[int, int],
    end: int,
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """``slots`` plus the topic of a contrast in ``sentence`` that the value's own words leave
    open (the one named last before ``end``)."""
    if not slots:
        return slots
    index = ctx.memo.get("topics")
    if index is None:
        index = ctx.memo["topics"] = _Topics(ctx)
    assert isinstance(index, _Topics)
    if not index.marked:
        return slots
    marked, contrasts = index.of(sentence)
    if not contrasts:
        return list(slots)  # a contrast needs two topics of one dimension
    # a form word (압축, 플레이크, flake) is in item names (PE(플레이크)) but names no item: after
    # "PE는 압축 150원 → flake 520원" the flake price is still PE's (not where the form word is a
    # topic of its own: "페트병은 압축 350원, 플레이크는 650원")
    have = frozenset(g for slot in slots for q in slot for g in _named(q, marked))
    if all(g & have for g in contrasts):
        return list(slots)  # the value's own words name each dimension contrasted
    topics: dict[frozenset[str], list[Cue]] = {}
    for q in marked:
        if not q.groups & have and usable(q):
            topics.setdefault(q.groups, []).append(q)
    out = list(slots)
    for named in topics.values():
        if len({q.token for q in named}) < 2:
            continue  # one topic frames the sentence (a district before a fee: frames.framed)
        before = [q for q in named if q.end <= end]
        if before:
            out.append((before[-1],))
    return out
