"""An address keeps its own district: the road and number of one district written under another.

The class: **an answer that writes a place's road address with its district (``서울특별시 용산구
다산로 174``, ``중구 퇴계로 217``) states where the place lies. When the tool outputs hold that road and
house number only in addresses of another district of the same level (``서울특별시 중구 다산로 174``:
a centre of 중구 found from a point in 용산구), the district has been altered — most often to the
one the user asked about — and the address is misattributed, though the district, the road and
the number are each somewhere in the outputs.** A district word is read as the last word before
the road that ends in 구, 군 or 시 (a 도 or a 특별시 before it may be spelled otherwise: ``인천`` for
``인천광역시``); it is held to the outputs' ``address`` values that hold the road and number.

Unsure, never flagged: a road and number no output's address holds (another reading's concern);
an address of the outputs that has no district word of that level (``남동구`` is read only against
addresses that write a 구); a district word any such address holds (``창원시 성산구``: 성산구 held).

**A district word written right before a place's own name (``양천구 고척2동주민센터``, the name an
output gives a place with an address) states where that place lies, as a district before its road
does**: it is held to the district words of the addresses of the places of that name (and their
``district`` field). ``구로구 고척2동주민센터`` passes where the place's address is ``서울특별시
구로구 중앙로15길 22``; ``양천구 고척2동주민센터`` is flagged. Only a word the place vocabulary names
as a district is read (``다시``, ``출구`` before a name are no districts); a place whose address
writes no district of that level is unsure. Round 58: the city written before that district is read
too (``안양시 동안구 산본1동 행정복지센터`` where the place's address is ``경기도 군포시 …``, no 구: 안양시
is not its city); a metropolitan city (``대구광역시``) is unsure against a 시 said otherwise.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_objects, per_stage

WHY: Final = "misattributed: the address's road and number lie in another district"
NAMED_WHY: Final = "misattributed: the place of that name lies in another district"

# district words (a city or province before them), then a road and its house number
_ADDRESS: Final = re.compile(
    r"((?:[가-힣]+(?:특별시|광역시|특별자치시|특별자치도|도|시|군|구)\s)*?)"
    r"([가-힣]+(?:시|군|구))\s([가-힣0-9]+(?:로|길))\s?(\d+(?:-\d+)?)(?![\d-])"
)
_GATE: Final = re.compile(r"[시군구]\s[가-힣0-9]+(?:로|길)\s?\d")
WORD: Final = re.compile(r"[가-힣]+(?:시|군|구)(?![가-힣])")
# the district word ending right before a place's name, one space between
_BEFORE_NAME: Final = re.compile(r"(?<![가-힣])([가-힣]+(?:시|군|구))\s$")


@per_stage
def addresses(sources: tuple[str, ...]) -> tuple[str, ...]:
    """Every ``address`` value of the outputs' objects."""
    return tuple(
        a for o in json_objects(sources) if isinstance(a := o.get("address"), str) and a.strip()
    )


@per_stage
def named_homes(sources: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Each place name of the outputs (an object's ``name`` beside its ``address``) → the
    addresses, with the ``district`` written before each, of the places of that name."""
    homes: dict[str, list[str]] = {}
    for o in json_objects(sources):
        name, address = o.get("name"), o.get("address")
        if isinstance(name, str) and len(name) > 1 and isinstance(address, str):
            district = o.get("district")
            home = f"{district} {address}" if isinstance(district, str) else address
            homes.setdefault(name, []).append(home)
    return {name: tuple(hs) for name, hs in homes.items()}


def _elsewhere(district: str, homes: list[str] | tuple[str, ...]) -> bool:
    """Whether every home writes a district of ``district``'s level and none is ``district`` (a
    metropolitan city, ``대구광역시``, is unsure against a 시 said otherwise: ``대구시``)."""
    level = district[-1]
    words = [{w for w in WORD.findall(a) if w[-1] == level} for a in homes]
    if level == "시" and any(w.endswith(_METROPOLITAN) for ws in words for w in ws):
        return False
    return all(ws and district not in ws for ws in words)


_METROPOLITAN: Final = ("광역시", "특별시", "특별자치시")


def _named_claims(answer: str, sources: tuple[str, ...], districts: frozenset[str]) -> list[Claim]:
    """The district words of ``answer`` written before a place's name that are not a district of
    that place's addresses."""
    out: list[Claim] = []
    for name, homes in named_homes(sources).items():
        at = answer.find(name)
        while at > 0:
            run = _run_before(answer, at)
            if any(m.group(1) in districts and _elsewhere(m.group(1), homes) for m in run):
                start = run[-1].start()
                text = answer[start : at + len(name)]
                out.append(Claim(text, "place", text, start, at + len(name), why=NAMED_WHY))
            at = answer.find(name, at + len(name))
    return out


def _run_before(answer: str, at: int) -> list[re.Match[str]]:
    """The district word right before ``at`` and the city word right before it, if any (round 58:
    ``안양시 동안구 산본1동 행정복지센터``, where the place's address writes 군포시 and no 구: the city
    is read against the address's city)."""
    out: list[re.Match[str]] = []
    while len(out) < 2 and (m := _BEFORE_NAME.search(answer, max(0, at - 16), at)) is not None:
        if out and not m.group(1).endswith(("시", "군")):
            break  # only a city before a district ("대구 동구": 대구 is no 구)
        out.append(m)
        at = m.start()
    return out


def address_district_claims(
    answer: str, sources: tuple[str, ...], districts: frozenset[str] = frozenset()
) -> list[Claim]:
    """The addresses of ``answer`` whose district is not the district of any output's address on
    that road and number, and (with ``districts``, the vocabulary's district names) the district
    words before a place's name that are not that place's."""
    named = _named_claims(answer, sources, districts) if districts else []
    if _GATE.search(answer) is None:
        return named
    held_addresses = addresses(sources)
    if not held_addresses:
        return named
    out: list[Claim] = named
    for m in _ADDRESS.finditer(answer):
        district, road, number = m.group(2), m.group(3), m.group(4)
        held = re.compile(rf"{re.escape(road)}\s?{re.escape(number)}(?![\d-])")
        homes = [a for a in held_addresses if held.search(a)]
        if not homes:
            continue
        if _elsewhere(district, homes):
            out.append(Claim(m.group(0), "place", m.group(0), m.start(), m.end(), why=WHY))
    return out
