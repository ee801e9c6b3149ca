"""The subject a superlative names and the rivals it is ranked among (:mod:`.ordinal`,
:mod:`.distance_ranks`, :mod:`.orders`).

The subject is the nearest name of each dimension that tells the facts apart (``가장 가까운 곳은
부일전자``: the place 부일전자); names coordinated before a superlative are each named
("A(…)와 B(…)가 가장 가깝": the nearest is A or B), a word inside a bracket glued to a name tells
of that name and names no subject of its own, and a bracket glued to a name (``PP(플레이크)``) is
part of it. Rivals are the facts under the same key: within the named record's tool output
when the name tells records of that output apart (the places of one search, the items of one
price list), else across tool outputs that hold one such value each (the cities of a weather
comparison). A name that picks no record, or rivals that cannot be told apart, never flag.
"""

from __future__ import annotations

import re

from guardrails.grounding.cues import Cue
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.records import Fact
from guardrails.grounding.slots import _CONJ, Split, _joined, _nearest_per_group

# what may stand between a name and the bracket that tells of it: nothing, a space, or one short
# word of the name (round 49: "소공동 주민센터 민원실(남대문로1길 31-5, 약 970m)")
_GLUED = re.compile(r"\s?(?:[가-힣]{1,4}\s?)?")
# the head noun of a superlative's subject ("가장 가까운 곳은", "두 번째로 가까운 센터는")
_HEAD = r"(?:곳|건|데|거|것|장소|수거함|센터|품목|도시|지역|동네|쪽|물건)"


def _is_measure(f: Fact) -> bool:
    return "radius" not in f.key and "반경" not in f.key


def _subject(
    cues: list[Cue], facts: list[Fact], anchor: int, text: str = ""
) -> tuple[list[Fact], list[Fact]]:
    """The facts the superlative names, and the facts sharing its other words ("3인용 이상 소파는 …
    마포구가 제일 저렴": the 3인용 이상 rows), or all of ``facts`` when those are not two. With the
    answer's ``text``, names coordinated before it are each named ("A(…)와 B(…)가 가장 가깝":
    the nearest is A or B; :func:`_coordinated`)."""
    split = Split(facts)
    usable = [q for q in cues if split.tells(q) and not q.groups & {"q:date", "q:time"}]
    usable = _unspelled(usable)
    if text:
        usable = [q for q in usable if not _glossed(text, q, usable)]
    kept = _nearest_per_group(usable, anchor)
    if text:
        kept = [_coordinated(text, slot, usable) for slot in kept]
    if not kept:
        return [], []
    named = [f for f in facts if all(any(q.token in f.tokens for q in slot) for slot in kept)]
    subject = min(kept, key=lambda slot: abs(anchor - slot[0].start))
    if len(subject) == 1 and (word := _written_before(subject[0], usable, facts)) is not None:
        # round 54: "PP 플레이크가 제일 비싸요" names the row PP(플레이크), not every 플레이크 row
        named = [f for f in named if word.token in f.tokens] or named
    frame = [s for s in kept if s is not subject]
    alike = [f for f in facts if all(any(q.token in f.tokens for q in slot) for slot in frame)]
    return named, alike if len({f.record for f in alike}) >= 2 else facts


def _written_before(q: Cue, cues: list[Cue], facts: list[Fact]) -> Cue | None:
    """The cue written right before ``q``, at most one space apart, that spells with it a row name
    whose second word is bracketed (``PP 플레이크``: the row ``PP(플레이크)``; the inverse of
    :func:`_unspelled`): the two words are one name. None when there is none."""
    for p in cues:
        if 0 <= q.start - p.end <= 1 and p.token != q.token:
            name = f"{p.token}({q.token})"
            if any(name in f.tokens for f in facts):
                return p
    return None


def _coordinated(text: str, slot: tuple[Cue, ...], cues: list[Cue]) -> tuple[Cue, ...]:
    """``slot`` with the names of its dimension joined to it by "and" words (:func:`.slots._joined`,
    a bracket aside may close a name): "부일전자(…)와 보람재활용센타" names both places; "부일전자
    근처 보람재활용센타" names one."""
    out = list(slot)
    for q in sorted(cues, key=lambda q: -q.start):
        if (
            q not in out
            and q.groups & slot[0].groups
            and any(_joined(text, q, p) or _phrase_joined(text, q, p, cues) for p in out)
        ):
            out.append(q)
    return tuple(out)


def _phrase_joined(text: str, a: Cue, b: Cue, cues: list[Cue]) -> bool:
    """Round 49: the first name is a phrase of several cue words (``을지로동 주민센터(…)와 소공동
    주민센터``): its last word, then an "and" word, joins it to the second."""
    first, second = (a, b) if a.start < b.start else (b, a)
    end = first.end
    for q in sorted(cues, key=lambda q: q.start):
        if end < q.start <= end + 1 and q.end <= second.start and text[end : q.start] == " ":
            end = q.end
    return end != first.end and bool(_CONJ.match(text, end, second.start))


def _glossed(text: str, q: Cue, cues: list[Cue]) -> bool:
    """Whether ``q`` is written inside a bracket glued to another cue: the bracket tells of that
    name ("부일전자(신정로 116번길 14, 가전)": the place's road and goods), it names no subject of
    its own. A word that is the whole bracket ("PP(플레이크)": a row's name, :func:`_unspelled`)
    and a word after the bracket closes are not read."""
    opened = text.rfind("(", max(0, q.start - 40), q.start)
    if opened < 0 or ")" in text[opened : q.start]:
        return False
    if opened == q.start - 1 and text.startswith(")", q.end):
        return False  # the whole bracket: a row's own (PE(플레이크)) or a gloss of the name
    return any(
        p is not q and p.end <= opened and _GLUED.fullmatch(text, p.end, opened) is not None
        for p in cues
    )  # "부일전자(…)", "부일전자 (…)"; round 49: "소공동 주민센터 민원실(…)", a word of the name


def _unspelled(cues: list[Cue]) -> list[Cue]:
    """``cues`` without a word that spells out the bracket of the row name written just before it
    (``PS 압축이 제일 싸요``: the row ``PS(압축)``, whose ``압축`` is no rival subject; round 31)."""
    if len(cues) < 2:
        return cues
    return [
        q
        for i, q in enumerate(cues)
        if not (
            i and (p := cues[i - 1]).token.endswith(f"({q.token})") and 0 < q.start - p.end <= 1
        )
    ]


def _rivals(ev: Evidence, named: list[Fact], facts: list[Fact]) -> list[Fact]:
    """The facts ``named`` is compared with (see the module docstring); [] when unclear."""
    key = named[0].key
    same_key = [f for f in facts if f.key == key]
    root = ev.roots[named[0].record]
    local = [f for f in same_key if ev.roots[f.record] == root]
    if len(local) >= 2 and len(local) > len(named):
        return local
    per_root: dict[int, int] = {}
    for f in same_key:
        per_root[ev.roots[f.record]] = per_root.get(ev.roots[f.record], 0) + 1
    return same_key if len(per_root) >= 2 and set(per_root.values()) == {1} else []
