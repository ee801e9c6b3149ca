"""A road address said to be where a named kind of place is ("배고개길 84에 있는 행정복지센터")
is that place's address.

The class: **an answer writes a road address, then ``에 있는`` / ``에 위치한`` and a place word
(``배고개길 84에 있는 행정복지센터에서 받아요``): it says the place is at that address. Where the
tool outputs give the address to named holders only — a row's ``name`` beside its ``address``, or
a string that brackets it after a name (``안동시 생활폐기물 처리시설(안동시 배고개길 84)``) — and
the place word is in none of those names but is a word the outputs use elsewhere (another place
of the how-to: ``읍·면·동 행정복지센터에서 … 발급``), the address is another place's, given to it.**

Supported: the place word is in a holder's name (``배고개길 84에 있는 생활폐기물 처리시설``, ``…에
있는 처리시설``), or a holder's name is in it. Unsure, never flagged: an address no output gives
to a named holder; a word the outputs never write (``곳``, ``건물``: nothing else it could be).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_forms import ROAD
from guardrails.grounding.nodes import entries, parsed, per_stage, strings_under
from guardrails.grounding.spacing import unspaced

# the place word after the address: "에 있는 행정복지센터에서", "에 위치한 처리시설로"
_AT: Final = re.compile(
    r"\s?에\s?(?:있는|위치한|자리한)\s(?P<word>[가-힣·]{2,20}?)(?=[은는이가에로을를도의]|\s|$)"
)
# the words one of which every match of _AT holds: a cheap test before the reading
GATE: Final = ("있는", "위치한", "자리한")
_NAMED: Final = re.compile(r"(?P<name>[^()\n]{2,40}?)\s?\((?P<inner>[^()\n]*)\)")


@per_stage
def _address_names(sources: tuple[str, ...]) -> tuple[dict[str, frozenset[str]], str]:
    """Per road address (spaces aside), the names the outputs give it to; and the outputs'
    strings, spaces aside (where a place word is looked up)."""
    names: dict[str, set[str]] = {}
    texts: list[str] = []
    for root in parsed(sources):
        for s in strings_under(root):
            texts.append(s)
            for m in _NAMED.finditer(s):
                for road in ROAD.finditer(m.group("inner")):
                    names.setdefault(_flat(road.group(0)), set()).add(_flat(m.group("name")))
        for row in (v for _, v in entries(root) if isinstance(v, dict)):
            name, address = row.get("name"), row.get("address")
            if isinstance(name, str) and isinstance(address, str):
                for road in ROAD.finditer(address):
                    names.setdefault(_flat(road.group(0)), set()).add(_flat(name))
    joined = _flat(" ".join(texts))
    return {k: frozenset(v) for k, v in names.items()}, joined


def _flat(text: str) -> str:
    return unspaced(text)


def located_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """The road addresses ``answer`` says a place word is at that only other named places have."""
    out: list[Claim] = []
    for c in claims:
        if c.kind != "place" or not isinstance(c.value, str) or not ROAD.fullmatch(c.text):
            continue
        m = _AT.match(answer, c.end)
        if m is None:
            continue
        names, text = _address_names(sources)
        held = names.get(_flat(c.text))
        word = m.group("word")
        if not held or word not in text or any(word in n or n in word for n in held):
            continue
        span = answer[c.start : m.end("word")]
        out.append(Claim(span, "place", c.value, c.start, m.end("word"),
                         f"{c.text} is the address of {'/'.join(sorted(held))}, not of {word}"))  # fmt: skip
    return out
