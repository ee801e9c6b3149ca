"""The tool-output objects a sentence of the answer names, with the text that speaks for them.

A prose condition ("emptied every Monday", "takes PET only", "배출 당일 오전 6시 전 집 앞") is about
one site, stop, row or district. Each JSON object of a tool output is a *unit*: the words of its
label fields name it, and its *text* is every string under it plus the plain values of the objects
around it (a district's rules speak for each of its sites). A word two units share names both (two
rows of 냉장고); a word every unit shares (주민센터) names none.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from guardrails.grounding.address_words import other_address
from guardrails.grounding.clause_topics import own_clause
from guardrails.grounding.nodes import NOT_JSON, parsed, per_stage
from guardrails.grounding.romanized import latin_forms

# keys whose string values name their object
_LABEL_KEY = re.compile(r"name|stop|site|district|item|place_?name|title|station|^sigungu", re.I)
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
_FACILITIES = ("구청", "시청", "군청", "센터", "약국", "보건소", "도서관", "아파트", "주민센터")
TOKEN = re.compile(r"[가-힣A-Za-z0-9]{2,}")  # a word of a label or a rule text
# a stop inside a number or a name ("1.34 km", "a.m.") does not end a sentence
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=[^\s.!?]))+(?:[.!?]+|\n|$)")


@dataclass(frozen=True, slots=True)
class Unit:
    """One JSON object: the words naming it, every string under it (``own``), ``own`` with the
    plain values of its ancestors (``text``), its source's index and its plain fields."""

    names: tuple[str, ...]
    own: str
    text: str
    source: int
    fields: tuple[tuple[str, Any], ...]


_PENDING = Unit((), "", "", -1, ())  # a unit's place in the list until its subtree is walked


def plain_values(node: dict[str, Any]) -> list[str]:
    """The values of ``node`` that are not objects or lists of objects."""
    out: list[str] = []
    for v in node.values():
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, list) and all(isinstance(x, str) for x in v):
            out.extend(v)
    return out


def _walk(node: Any, around: str, source: int, out: list[Unit]) -> list[str]:
    """Add the units of ``node``'s subtree to ``out`` (an object before the objects inside it);
    returns every string under ``node`` (each subtree's strings are gathered once, not once
    per ancestor)."""
    if isinstance(node, str):
        return [node]
    if isinstance(node, list):
        return [s for x in node for s in _walk(x, around, source, out)]
    if not isinstance(node, dict):
        return []
    labels = [v for k, v in node.items() if isinstance(v, str) and _LABEL_KEY.search(str(k))]
    names = tuple(t for label in labels for t in TOKEN.findall(label))
    at = len(out)
    out.append(_PENDING)  # its place, before its children's
    inner = f"{' '.join(plain_values(node))} {around}"
    strings = [s for v in node.values() for s in _walk(v, inner, source, out)]
    own = " ".join(strings)
    out[at] = Unit(names, own, f"{own} {around}", source, tuple(node.items()))
    return strings


@per_stage
def units(sources: tuple[str, ...]) -> tuple[tuple[Unit, ...], dict[str, tuple[int, ...]]]:
    """Every unit of the tool outputs and, for each naming word, the units it names (built once
    per stage)."""
    out: list[Unit] = []
    for i, root in enumerate(parsed(sources)):
        if root is not NOT_JSON:
            _walk(root, "", i, out)
    named: dict[str, list[int]] = {}
    for i, u in enumerate(out):
        for t in set(u.names):
            named.setdefault(t, []).append(i)
    labelled = sum(1 for u in out if u.names)
    # a word more than half of the labelled units share names none of them; nor does a word
    # several units share when each has a name of its own besides (행정복지센터)
    index = {
        t: tuple(ix)
        for t, ix in named.items()
        if len(ix) * 2 <= max(labelled, 2)
        and (len(ix) == 1 or any(set(out[i].names) <= {t} for i in ix))
    }
    return tuple(out), index


@functools.lru_cache(maxsize=256)
def sentences(answer: str) -> tuple[tuple[int, int], ...]:
    """The spans of the answer's sentences (a list line is one)."""
    return tuple((m.start(), m.end()) for m in _SENTENCE.finditer(answer))


@functools.lru_cache(maxsize=256)
def _mentions(
    answer: str, sources: tuple[str, ...], latin: bool = True
) -> tuple[tuple[int, str], ...]:
    """(position, word) of every naming word in the answer, but a word found only inside a
    longer one ("주차장" in "공영주차장"), in order."""
    found: list[tuple[int, str]] = []
    all_units, index = units(sources)
    for word in index:
        if len(word) < 3 and word.isascii() and not word.isupper():
            continue  # "TV", "PC" name; "1번" and "to" do not
        at = answer.find(word)
        while at != -1:
            end = at + len(word)
            if word.isascii() and (_latin(answer, at - 1) or _latin(answer, end)):
                pass  # a Latin word only as a whole word
            elif not other_address(answer, end, word, (all_units[i].own for i in index[word])):
                found.append((at, word))  # ("충무대로 246": another place's address, no name)
            at = answer.find(word, at + 1)
    if latin and _LATIN_WORD.search(answer):  # "Saha-gu Office" names 사하구청 (a facility's
        lower = answer.lower()  # whole Latin spelling; a bare district's names no facility)
        for word in units(sources)[1]:
            if word.isascii() or not word.endswith(_FACILITIES):
                continue
            for form, whole in latin_forms(word):
                at = lower.find(form) if whole else -1
                while at != -1:
                    if not (_latin(answer, at - 1) or _latin(answer, at + len(form))):
                        found.append((at, word))
                    at = lower.find(form, at + 1)
    found.sort()
    return tuple(
        (p, w)
        for p, w in found
        if not any(q <= p and p + len(w) <= q + len(v) and len(v) > len(w) for q, v in found)
    )


def _latin(text: str, i: int) -> bool:
    return 0 <= i < len(text) and text[i].isascii() and text[i].isalpha()


def named_in(
    answer: str, span: tuple[int, int], sources: tuple[str, ...], latin: bool = True
) -> list[tuple[int, str]]:
    """(position, word) of the naming words inside ``span`` of the answer (``latin``: also a
    facility's Latin spelling)."""
    lo, hi = span
    return [(p, w) for p, w in _mentions(answer, sources, latin) if lo <= p < hi]


def subject_units(
    answer: str, at: int, sources: tuple[str, ...], skip: frozenset[int] = frozenset()
) -> tuple[Unit, ...]:
    """The units the words around ``at`` name: the naming word nearest before it in its sentence,
    else the first after it, else the previous sentence's last; none when nothing is named
    (``skip``: where words of its sentence name no subject, :mod:`.object_names`)."""
    all_units, index = units(sources)
    if not index:
        return ()
    spans = sentences(answer)
    k = next((i for i, (lo, hi) in enumerate(spans) if lo <= at < hi), len(spans) - 1)
    if k < 0:
        return ()
    found = named_in(answer, spans[k], sources)
    if skip:
        found = [f for f in found if f[0] not in skip]
    before = [f for f in found if f[0] < at]
    if before and (opens := own_clause(answer, spans[k][0], at)) is not None:
        if all(p < opens for p, _ in before) and any(p > at for p, _ in found):
            before = []  # "…를 받으며, 가장 가까운 곳은 월요일에 여는 목상동": its own clause's
            found = [f for f in found if f[0] > at]
    pick: list[tuple[int, str]] = []
    line = None if before else _referred_line(answer, *spans[k])
    if line is not None and (heads := named_in(answer, line, sources)):
        first = min(p for p, _ in heads)  # "유리병은 1번에서 받아요": the head of list line 1
        pick = [f for f in heads if f[0] == first]
    elif before:
        last = max(p for p, _ in before)
        pick = [f for f in before if f[0] == last]
    elif found:
        first = min(p for p, _ in found)
        pick = [f for f in found if f[0] == first]
    elif k > 0:
        prev = named_in(answer, spans[k - 1], sources, latin=False)  # (an English sentence
        # may name its subject in a spelling not read: "Homeplus Junggye only takes …")
        if prev:
            last = max(p for p, _ in prev)
            pick = [f for f in prev if f[0] == last]
    # the longest word at that position ("송도2동" rather than "송도")
    pick.sort(key=lambda f: -len(f[1]))
    return tuple(all_units[i] for i in index[pick[0][1]]) if pick else ()


# a reference to a line of the answer's own numbered list ("1번에서", "2번은")
_LINE_REF = re.compile(r"(?<![\d가-힣])(\d{1,2})번(?=에서|은|는|이|가|도|만|의|으로|\s)")


def _referred_line(answer: str, lo: int, hi: int) -> tuple[int, int] | None:
    """The span of the numbered list line (``1. …``) the sentence ``lo:hi`` refers to by its
    number, when the answer has that line before it and the sentence refers to one line only."""
    refs = {m.group(1) for m in _LINE_REF.finditer(answer, lo, hi)}
    if len(refs) != 1:
        return None
    line = re.search(rf"(?m)^\s*{refs.pop()}[.)]\s[^\n]*", answer)
    return line.span() if line is not None and line.end() <= lo else None
