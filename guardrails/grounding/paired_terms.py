"""Pairs a tool output writes in a text of its own are kept together: "해당 수거업체(I구역:금호환경,
Ⅱ구역:현대산업)에 연락 후 배출" pairs zone I with 금호환경, zone II with 현대산업; an answer that
says "Zone I is 현대산업" or "I구역은 현대산업" gives one label's partner to another.

The class: **a text of a tool output that lists two or more ``label:value`` pairs (distinct
labels, distinct values) pairs each label with its value; where the answer writes a label
(as the text spells it, its Roman numerals in either glyph, ``N구역`` also as ``Zone N``) and,
right after it (a topic particle, ``is``, a colon between), a value of the list, that value must
be the label's own.** A value written right after another label is another pair's partner given
to it.

Round 52 (r52c): the value may follow a verb of serving and ``by`` / ``to`` (``Zone I is handled by
현대산업``, ``Zone II by …``, ``is assigned to``), the Korean word for the one in charge (``I구역
담당은``, ``I구역 수거업체는``), and a Latin name it glosses in brackets (``Hyundai Sanup (현대산업)``);
and the value may stand first, its label after a verb of serving (``현대산업 handles Zone I``,
``현대산업(Hyundai Sanup) covers Zone I``, ``현대산업이 I구역을 담당해요``) or in brackets after it
(``현대산업 (Zone I)``).

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
# what may stand between a label and its value (round 52, r52c: a verb of serving before ``by`` or
# ``to``, "Zone I is handled by", "Zone II by", "is assigned to"; the Korean word for the one in
# charge, "I구역 담당은", "I구역 수거업체는"; and a Latin name glossed by the value in brackets,
# "Hyundai Sanup (현대산업)")
_GAP: Final = re.compile(
    r"(?i:,?(?:\s(?:is|are|was|will\sbe))?(?:\s(?:[a-z]+ed|run|done|taken|picked\sup))?\s(?:by|to)\s"
    r"|\s?(?:은|는)?\s?(?:담당|수거\s?업체|업체)(?:\s?업체)?(?:은|는|이|가)?\s?"
    r"|\s(?:is|are|=|goes to)\s|\s?(?:[:：=]|은|는|이|가|의|→|-|–)?\s?)"
    r"(?:[A-Z][A-Za-z.&'-]*(?:\s[A-Z][A-Za-z.&'-]*){0,3}\s?[(（]\s?)?"
)
_REACH: Final = 48
# the value first, its label after a verb of serving: "현대산업 handles Zone I", "현대산업(Hyundai
# Sanup) is responsible for Zone I", "현대산업이 I구역을 담당" (the Korean label then needs 담당/맡 after it)
_BACK_GAP: Final = re.compile(
    r"(?:\s?[(（][A-Za-z .&'-]{1,30}[)）])?[)）]?"
    r"(?:(?i:\s(?:handles|covers|serves|collects(?:\s(?:in|from))?|runs|is\sresponsible\sfor"
    r"|is\sin\scharge\sof|takes\scare\sof|takes|for)\s(?:the\s)?(?:collection\s(?:in|for|of)\s)?)"
    r"|(?P<ko>(?:이|가|은|는)\s?)|(?P<br>\s?[(（]))"
)
_IN_CHARGE: Final = re.compile(
    r"\s?(?:을|를|은|는)?\s?(?:담당|맡)|(?:을|를),?\s[^.!?\n]{0,30}?(?:담당|맡)"
)
_CLOSE: Final = re.compile(r"\s?[)）]")
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
    return out + _labels_after(answer, pairs)


def _labels_after(answer: str, pairs: tuple[tuple[re.Pattern[str], str], ...]) -> list[Claim]:
    """Values written first, with another label than their own after a verb of serving."""
    out: list[Claim] = []
    for _rx, value in pairs:
        at = answer.find(value)
        while at >= 0:
            g = _BACK_GAP.match(answer, at + len(value), at + len(value) + _REACH)
            if g is not None:
                for rx, own in pairs:
                    m = rx.match(answer, g.end())
                    if m is None or own == value:
                        continue
                    if g.group("ko") is not None and not _IN_CHARGE.match(answer, m.end()):
                        continue
                    if g.group("br") is not None and not _CLOSE.match(answer, m.end()):
                        continue  # "현대산업 (Zone I)": the bracket holds the label alone
                    out.append(Claim(answer[at : m.end()], "text", value, at, m.end(),
                                     why=f"{value} {WHY}"))  # fmt: skip
            at = answer.find(value, at + 1)
    return out


def _gap_end(answer: str, at: int) -> int:
    g = _GAP.match(answer, at, at + _REACH)
    return g.end() if g is not None else at
