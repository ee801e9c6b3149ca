"""Two things a tool output describes side by side, each with the other's description.

An output's note may set two things against each other, each the topic of its own clause:
``압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다``. **An
answer clause whose topic is one of the two (``플레이크는``, ``압축품은``, ``PET 압축은``) and whose words
are the other's description — two content words or more of it that the own description does not
share, and none of the own's — swaps the two: misattributed** (``플레이크는 모아서 압축한 상태고,
압축품은 세척·분쇄한 재생 원료라서``).

Words are compared by their first two syllables (``분쇄한``, ``분쇄해서``: 분쇄), the two topics' own
words left out. Unsure, never flagged: a clause with words of both descriptions, or one of them
only; a topic neither thing's name begins like; outputs with no such pair (the cheap case: no
answer is read).

Round 49 (r49b, prod_holdout40 g58h2-0087). Round 55 (r55f): an answer clause that runs on from one
topic to the other without a comma (``물약은 포장을 벗겨 모으고 알약은 한 병에 모아 …``) ends the
first topic's description where the second topic opens, so each is read with its own words.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage, strings_under

# a clause with its topic: "압축품은 모아서 압축한 상태", "플레이크는 세척·분쇄한 재생 원료라 …"
_TOPIC: Final = re.compile(
    r"(?:^|(?<=[\s,(]))(?P<name>[가-힣A-Za-z]{2,10})(?:은|는)\s(?P<desc>[^,.;!?\n]+)"
)
# where a clause of the answer ends: a comma, a stop, a joining ending with its comma
_ANSWER_CLAUSE: Final = re.compile(r"[^,.;!?\n]+")
_HANGUL: Final = re.compile(r"[가-힣]{2,}")
WHY: Final = "misattributed: the output describes the other of the two so"


class Pair(NamedTuple):
    names: tuple[str, str]  # the two topics' stems
    words: tuple[frozenset[str], frozenset[str]]  # each description's own stems


def _stems(text: str) -> set[str]:
    return {w[:2] for w in _HANGUL.findall(text)}


@per_stage
def pairs(sources: tuple[str, ...]) -> tuple[Pair, ...]:
    """Each pair of topics a string of the outputs describes side by side."""
    out: list[Pair] = []
    seen: set[str] = set()
    for text in (t for root in parsed(sources) for t in strings_under(root)):
        if text in seen or text.count("는 ") + text.count("은 ") < 2:
            continue
        seen.add(text)
        parts = [(m.group("name")[:2], _stems(m.group("desc"))) for m in _TOPIC.finditer(text)]
        for (a, da), (b, db) in zip(parts, parts[1:], strict=False):
            if a == b:
                continue
            names = {a, b}
            own_a, own_b = da - db - names, db - da - names
            if own_a and own_b:
                out.append(Pair((a, b), (frozenset(own_a), frozenset(own_b))))
    return tuple(out)


# a topic opening a clause, its description read up to the next topic of a pair (round 55)
_OPENING: Final = re.compile(r"(?:^|(?<=[\s,(]))(?P<name>[가-힣A-Za-z]{2,10})(?:은|는)\s")


def _topics(clause: str, names: set[str]) -> list[re.Match[str]]:
    """The topics of ``clause`` with their descriptions, each cut where another topic whose stem
    is a pair's name opens (``물약은 … 모으고 알약은 …``: two topics, not one)."""
    out: list[re.Match[str]] = []
    at = 0
    while (m := _TOPIC.search(clause, at)) is not None:
        cut = next(
            (
                o.start()
                for o in _OPENING.finditer(clause, m.end("name") + 2, m.end())
                if o.group("name")[:2] in names and o.group("name")[:2] != m.group("name")[:2]
            ),
            None,
        )
        if cut is not None:
            m = _TOPIC.match(clause[:cut].rstrip(), m.start()) or m
        out.append(m)
        at = max(m.end(), cut or 0)
    return out


def swapped_note_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Answer clauses that give one of a described pair the other's description."""
    found = pairs(sources)
    if not found:
        return []
    names = {n for p in found for n in p.names}
    out: list[Claim] = []
    for clause in _ANSWER_CLAUSE.finditer(answer):
        for m in _topics(clause.group(0), names):
            stem, said = m.group("name")[:2], _stems(m.group("desc"))
            for p in found:
                if stem not in p.names:
                    continue
                i = p.names.index(stem)
                own, other = p.words[i], p.words[1 - i]
                if len(said & other) >= 2 and not said & own:
                    start = clause.start() + m.start()
                    text = m.group(0).strip()
                    out.append(Claim(text, "condition", text, start, start + len(text), WHY))
                    break
    return out
