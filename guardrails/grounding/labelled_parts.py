"""One labelled part's words said of another label: ``폐목재는 읍면동별 불연성생활폐기물
배출확인서를 발급받아`` where the tool text reads ``건설폐기물 - 읍면동별 불연성생활폐기물 배출확인서
발급 / 폐목재 - 읍면동별 가연성생활폐기물 배출확인서 발급``.

A tool string may list its parts as ``label - text`` joined by `` / `` (a way of applying per waste
stream). The parts often share most of their words and differ in one (불연성 / 가연성), so the value
check finds every word of the answer somewhere in the string. An answer clause whose topic is one
part's label (the label with a topic particle or dash: ``폐목재는``, ``폐목재의 경우``, ``폐목재:``),
running to the next label the string holds or the sentence's end, that restates a word only
another label's part holds — a word no part of its own label holds, nor the rest of the outputs
outside these parts — gives that label the other's words, and is flagged.

Unsure, never flagged: a string of fewer than two labels; a clause that negates (``않``, ``없``,
``아니``); a word every part of the clause's label holds too.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["labelled_part_claims"]

_PART: Final = re.compile(r"(?:^|(?<=\s/)\s)\s*([가-힣]{2,10})\s-\s([^/]+?)(?=\s/\s|$)")
_WORD: Final = re.compile(r"[가-힣]{3,}")
_TOPIC: Final = r"(?:은|는|의\s경우|의\s경우에는|도|\s?[-:])"
_DOUBT: Final = re.compile(r"않|없|아니|안\s")

Parts = tuple[tuple[str, frozenset[str]], ...]  # (label, its words), per string of two labels


@per_stage
def _parts(sources: tuple[str, ...]) -> tuple[tuple[Parts, frozenset[str]], ...]:
    """Each tool string of two or more labelled parts: its parts, and the words of the outputs
    outside such parts."""
    found: list[Parts] = []
    outside: list[str] = []
    for node in json_nodes(sources):
        if not isinstance(node, str):
            continue
        if " - " not in node or " / " not in node:
            outside.append(node)
            continue
        parts = tuple(
            (m.group(1), frozenset(_WORD.findall(m.group(2).replace(" ", ""))) | frozenset(
                _WORD.findall(m.group(2))))
            for m in _PART.finditer(node)
        )  # fmt: skip
        if len({label for label, _ in parts}) >= 2:
            found.append(parts)
        else:
            outside.append(node)
    words = frozenset(w for text in outside for w in _WORD.findall(text))
    return tuple((p, words) for p in found)


def labelled_part_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Words of one labelled part restated in a clause whose topic is another part's label."""
    if not any(isinstance(s, str) and " - " in s for s in sources):
        return []
    strings = _parts(sources)
    if not strings:
        return []
    out: list[Claim] = []
    bounds = sentence_bounds(answer)
    for parts, outside in strings:
        labels = {label for label, _ in parts}
        for label in labels:
            for m in re.finditer(re.escape(label) + _TOPIC, answer):
                _, end = next((b for b in bounds if b[0] <= m.start() < b[1]), (0, len(answer)))
                nxt = [answer.find(other, m.end(), end) for other in labels if other != label]
                stop = min([n for n in nxt if n != -1] or [end])
                clause = answer[m.end() : stop]
                if _DOUBT.search(clause):
                    continue
                own = frozenset().union(*(w for lb, w in parts if lb == label))
                squeezed = clause.replace(" ", "")
                for other, words in parts:
                    if other == label:
                        continue
                    for w in sorted(words - own - outside, key=len, reverse=True):
                        at = squeezed.find(w)
                        if at == -1:
                            continue
                        pos = _position(answer, m.end(), at)
                        why = f"{w} is {other}'s in tool outputs, not {label}'s"
                        span = answer[m.start() : pos + len(w)]
                        out.append(
                            Claim(span, "condition", w, m.start(), m.start() + len(span), why)
                        )
                        break
    return out


def _position(answer: str, begin: int, squeezed_at: int) -> int:
    """Where the character ``squeezed_at`` of ``answer[begin:]`` without spaces is in
    ``answer``."""
    seen = 0
    for i in range(begin, len(answer)):
        if answer[i] == " ":
            continue
        if seen == squeezed_at:
            return i
        seen += 1
    return len(answer)
