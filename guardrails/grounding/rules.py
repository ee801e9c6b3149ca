"""Rule texts given to another subject: a placement rule, a method or a pickup rule of one tool
output ("배출 당일 오전 6시 전 집 앞", "문 앞 또는 1층 출입구") restated in a sentence that names
only the subject of another tool output (강남구 where the text is 송파구's).

A rule is restated when every word of it (two or more, eight Hangul letters at least; joining
words such as 또는 left out) is in the sentence; it is given to another subject when the sentence
(or the one before, when it names none) names some tool output's own subject — its root label,
such as the district — but not the rule's, and the named outputs do not hold those words.

Round 19: a rule key's list of texts (``"places": ["문앞 및 지정 배출장소"]``) gives each text as a
rule of its own (one district's 배출 장소 said of another: ``광주 동구는 …, 배출 장소는 문앞 및 지정
배출장소예요`` where that place is 청도군's and 광주 동구's is 광주광역시위생매립시설).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.units import TOKEN, Unit, sentences, units

_HANGUL = re.compile(r"[가-힣]")
_JOINING: Final = frozenset({"또는", "및", "등", "혹은", "이나"})
_RULE_MIN: Final = 8  # Hangul letters of a rule text worth reading as a restatement
# the keys whose values are rules (not a source label, a name or a date)
_RULE_KEY = re.compile(
    r"place|method|rule|how|where|pickup|collect|note|tip|container|condition|booking|accept"
    r"|장소|방법|배출|수거|기준",
    re.I,
)


def _texts(value: object) -> list[str]:
    """A rule key's texts: its string, or each string of its list of strings."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    return []


def _words(value: str) -> list[str]:
    return [w for w in TOKEN.findall(value) if w not in _JOINING]


_Rule = tuple[int, str, tuple[str, ...]]  # source, key, the rule text's words


@per_stage
def _rules(sources: tuple[str, ...]) -> tuple[dict[int, Unit], tuple[_Rule, ...]]:
    """Each tool output's root unit, and the rule texts worth reading as a restatement (source,
    key, the text's words), read once per stage instead of once per sentence."""
    roots: dict[int, Unit] = {}
    for u in units(sources)[0]:
        roots.setdefault(u.source, u)
    rules: list[_Rule] = []
    for src, root in roots.items():
        for key, value in root.fields:
            if not _RULE_KEY.search(key):
                continue
            for text in _texts(value):
                if len(_HANGUL.findall(text)) < _RULE_MIN:
                    continue
                words = _words(text)
                if len(words) >= 2:
                    rules.append((src, key, tuple(words)))
    return roots, tuple(rules)


def quoted_rules(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The rule texts of one tool output restated for another's subject (each with its why)."""
    roots, rules = _rules(sources)
    if len(roots) < 2:
        return []
    out: list[Claim] = []
    spans = sentences(answer)
    for k, (lo, hi) in enumerate(spans):
        sentence = answer[lo:hi]
        named = _roots_named(sentence, roots) or (
            _roots_named(answer[slice(*spans[k - 1])], roots) if k else set()
        )
        if not named:
            continue
        for src, key, words in rules:
            if src in named:
                continue
            claim = _restated(answer, lo, sentence, key, words, named, roots)
            if claim is not None:
                out.append(Claim(claim[0], "condition", claim[0], claim[1], claim[2],
                                 f"{key} of another subject"))  # fmt: skip
    return out


def _restated(
    answer: str,
    lo: int,
    sentence: str,
    key: str,
    words: tuple[str, ...],
    named: set[int],
    roots: dict[int, Unit],
) -> tuple[str, int, int] | None:
    """(text, start, end) of a rule (its ``words``, under ``key``) restated in ``sentence`` when
    the named tool outputs give their own rule under that key and none holds its words."""
    if not all(w in sentence for w in words):
        return None
    if any(all(w in roots[n].own for w in words) for n in named):
        return None
    if not any(_texts(dict(roots[n].fields).get(key)) for n in named):
        return None  # the named outputs give no rule of that key: not parallel, unsure
    at = [sentence.find(w) for w in words]
    start, end = min(at), max(a + len(w) for a, w in zip(at, words, strict=True))
    return answer[lo + start : lo + end], lo + start, lo + end


def _roots_named(part: str, roots: dict[int, Unit]) -> set[int]:
    """The tool outputs whose own subject (a root's label: its district) ``part`` names, also
    without its 시/군/구 (``김포는`` names 김포시)."""
    return {src for src, r in roots.items() if any(n in part for n in _forms(r.names))}


@functools.lru_cache(maxsize=256)
def _forms(names: tuple[str, ...]) -> tuple[str, ...]:
    """A root's names and, for a 시/군/구 name of three letters or more, the name without it."""
    return names + tuple(n[:-1] for n in names if len(n) >= 3 and n[-1] in "시군구")
