"""Pairs a tool output writes in a text of its own are kept together: "해당 수거업체(I구역:금호환경,
Ⅱ구역:현대산업)에 연락 후 배출" pairs zone I with 금호환경, zone II with 현대산업; an answer that
says "Zone I is 현대산업" or "I구역은 현대산업" gives one label's partner to another.

The class: **a text of a tool output that lists two or more ``label:value`` pairs (distinct
labels, distinct values) pairs each label with its value; where the answer writes a label
(as the text spells it, its Roman numerals in either glyph, ``N구역`` also as ``Zone N``) and,
right after it (a topic particle, ``is``, a colon between), a value of the list, that value must
be the label's own.** A value written right after another label is another pair's partner given
to it.

Unsure, never flagged: a value with anything else between it and the label (a clause, another
value); a label the answer does not write; a pair list of one pair.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage, strings_under

_PAIR: Final = re.compile(
    r"(?P<k>[0-9A-Za-zⅠ-Ⅻ가-힣]{1,10})\s?[:：]\s?(?P<v>[가-힣A-Za-z0-9]{2,20})"
)
_ROMAN: Final = {"Ⅰ": "I", "Ⅱ": "II", "Ⅲ": "III", "Ⅳ": "IV", "Ⅴ": "V"}
# what may stand between a label and its value
_GAP: Final = re.compile(r"\s(?:is|are|=|goes to)\s|\s?(?:[:：=]|은|는|이|가|의|→|-|–)?\s?", re.I)
_REACH: Final = 14
WHY: Final = "is another label's partner in the tool output's pairs"


@per_stage
def _pairs(sources: tuple[str, ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """(a pattern of the label as an answer writes it, its value) of every list of pairs."""
    out: list[tuple[re.Pattern[str], str]] = []
    for root in parsed(sources):
        for text in strings_under(root):
            if ":" not in text and "：" not in text:
                continue
            found = [(m.group("k"), m.group("v")) for m in _PAIR.finditer(text)]
            keys = {k for k, _v in found}
            values = {v for _k, v in found}
            if len(found) < 2 or len(keys) != len(found) or len(values) != len(found):
                continue
            if any(k.isdigit() or v.isdigit() for k, v in found):
                continue  # "09:00": a time, no pair
            out += [(_label(k), v) for k, v in found]
    return tuple(out)


def _glyphs(core: str) -> str:
    """A Roman numeral in either glyph (Ⅱ or II), any other text as written."""
    plain = "".join(_ROMAN.get(ch, ch) for ch in core)
    if re.fullmatch(r"[IVX]+", plain):
        fancy = next((g for g, p in _ROMAN.items() if p == plain), None)
        alts = [re.escape(plain)] + ([re.escape(fancy)] if fancy else [])
        return rf"(?:{'|'.join(alts)})(?![IVXⅠ-Ⅻ])"
    return re.escape(core)


def _label(key: str) -> re.Pattern[str]:
    if key.endswith("구역") and len(key) > 2:
        core = _glyphs(key[:-2])
        return re.compile(rf"(?<![A-Za-z0-9Ⅰ-Ⅻ])(?:{core}\s?구역|(?i:zone|area)\s{core})")
    return re.compile(rf"(?<![A-Za-z0-9가-힣]){re.escape(key)}")


def paired_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Values written right after another label than the one the tool output pairs them with."""
    pairs = _pairs(sources)
    if not pairs or not any(v in answer for _rx, v in pairs):
        return []
    values = [v for _rx, v in pairs]
    out: list[Claim] = []
    for rx, value in pairs:
        for m in rx.finditer(answer):
            at = _gap_end(answer, m.end())
            for partner in values:
                if partner == value or not answer.startswith(partner, at):
                    continue
                end = at + len(partner)
                out.append(Claim(answer[m.start() : end], "text", partner, m.start(), end,
                                 why=f"{partner} {WHY}"))  # fmt: skip
    return out


def _gap_end(answer: str, at: int) -> int:
    g = _GAP.match(answer, at, at + _REACH)
    return g.end() if g is not None else at
