"""A number the answer writes after a key of the tool outputs, in the outputs' own notation.

An answer for a technical reader may quote an output's fields as they are written: ``nx=60,
ny=127``, ``grid nx: 60``, ``(nx, ny) = (60, 127)``, ``month=12``, ``radius_m=2000``. Such a
number is said to be that key's value, whatever plain words stand around it; no other claim kind
reads it (a bare grid index has no unit). It must be a value some output holds under that key —
written as the output writes it or rounded to the digits the answer shows (``latitude=37.57``
for 37.5665). A value only another key holds is the other key's (``nx=127, ny=60`` where the grid
is ``{"nx": 60, "ny": 127}``: the two swapped), and one no key holds is invented.

Read only for keys with a number under them in some output, written in Latin letters as the key is
(any case), two letters or more, right before ``=`` or ``:`` (a bare space is not enough: ``found 3
centres`` is prose); the pair form names two keys and two numbers in the same order. Unsure, never
flagged: a key no output has, or one whose values are no numbers.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage

__all__ = ["key_value_claims"]

_NUM: Final = r"-?\d+(?:\.\d+)?"
# the number ends where a figure ends: no digit or decimal after it ("fee: 13,000원" is no "fee: 1"),
# and no unit or counter after it ("Distance: 1.5 km" for "distance": 1512, "fee: 300ℓ 미만",
# "fee: 6인용"): only a stop, a bracket, a space before no unit, or a particle
_NOT_AFTER: Final = (
    r"(?!\d)(?![.,]\d)(?=$|[\s,.;:)\]}/]|(?:이|가|은|는|을|를|에|으로|로|과|와|이고|이며)(?![가-힣]))"
    r"(?![ \t]?(?:%|°|℃|㎞|㎏|km\b|m\b|m/s|kg\b|g\b|mm\b|cm\b|l\b|ml\b|원|won\b|도|개|곳|시|분|일|월|년))"
)
# matched at the ``=`` or ``:`` after the key (the key is read backwards from there: a search
# of the whole answer for a key cost ~70 µs): one number ("nx=60", "nx: 60") or, after two keys,
# two ("(nx, ny) = (60, 127)", "nx/ny = 60/127")
_KEY_END: Final = re.compile(r"([A-Za-z][A-Za-z0-9_]{1,39})[ \t]?$")
_SIGN: Final = re.compile(r"(?<=[A-Za-z0-9_) \t])[=:]")
_ONE: Final = re.compile(rf"[=:][ \t]?(?P<v>{_NUM}){_NOT_AFTER}")
_PAIR: Final = re.compile(
    rf"[=:][ \t]?\(?(?P<v1>{_NUM})[ \t]?[,/][ \t]?(?P<v2>{_NUM})\)?{_NOT_AFTER}"
)


@per_stage
def _keyed_numbers(sources: tuple[str, ...]) -> dict[str, tuple[float, ...]]:
    """The numbers each key of the outputs holds (by the key in lower case)."""
    out: dict[str, list[float]] = {}
    for node in json_nodes(sources):
        if not isinstance(node, dict):
            continue
        for key, value in node.items():
            if isinstance(value, int | float) and not isinstance(value, bool):
                out.setdefault(str(key).lower(), []).append(float(value))
    return {k: tuple(v) for k, v in out.items()}


def _held(written: str, values: tuple[float, ...]) -> bool:
    """Whether ``written`` is one of ``values``, as written or rounded to its own digits."""
    n = float(written)
    digits = len(written.partition(".")[2])
    return any(abs(v - n) < 1e-9 or abs(round(v, digits) - n) < 1e-9 for v in values)


def _claim(text: str, key: str, written: str, start: int, values: tuple[float, ...]) -> Claim:
    why = f"no tool output holds {written} under {key!r} (it holds {', '.join(f'{v:g}' for v in values)})"
    return Claim(text, "number", (float(written), None), start, start + len(text), why)


def _key_before(text: str, at: int) -> tuple[int, str] | None:
    """The key that ends at ``at`` (a space before it allowed): where it starts, and the key — a
    Latin letter, then letters, digits or ``_``, two characters or more, not after a dot."""
    m = _KEY_END.search(text, max(0, at - 42), at)
    if m is None or (
        m.start() and text[m.start() - 1] in "._" or text[m.start() - 1 : m.start()].isalnum()
    ):
        return None
    return m.start(), m.group(1)


def _pair_before(text: str, at: int) -> tuple[int, str, str] | None:
    """Two keys that end at ``at``: ``(nx, ny)``, ``nx/ny`` (where they start, the two keys)."""
    end = at - 1 if at and text[at - 1] in " \t" else at
    end = end - 1 if end and text[end - 1] == ")" else end
    second = _key_before(text, end)
    if second is None:
        return None
    sep = second[0] - 1 if second[0] and text[second[0] - 1] in " \t" else second[0]
    if not sep or text[sep - 1] not in ",/":
        return None
    first = _key_before(text, sep - 1)
    if first is None:
        return None
    start = first[0] - 1 if first[0] and text[first[0] - 1] == "(" else first[0]
    return start, first[1], second[1]


def key_value_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The numbers ``answer`` writes after a key of the outputs that no output holds under it."""
    if "=" not in answer and ":" not in answer:
        return []
    keyed = _keyed_numbers(sources)
    if not keyed:
        return []
    out: list[Claim] = []
    for sign in _SIGN.finditer(answer):
        at = sign.start()
        if (m := _PAIR.match(answer, at)) and (pair := _pair_before(answer, at)) is not None:
            start, k1, k2 = pair
            for k, v in ((k1, "v1"), (k2, "v2")):
                values = keyed.get(k.lower())
                if values and not _held(m.group(v), values):  # (the pair is flagged once)
                    out.append(_claim(answer[start : m.end()], k, m.group(v), start, values))
                    break
            continue
        if (m := _ONE.match(answer, at)) and (one := _key_before(answer, at)) is not None:
            values = keyed.get(one[1].lower())
            if values and not _held(m.group("v"), values):
                start = one[0]
                out.append(_claim(answer[start : m.end()], one[1], m.group("v"), start, values))
    return out
