"""An address written right after a holder's name is that holder's address.

The class: **a list of places or bins written one holder to an item — its name, then its road
address, then its distance (``- Madu 1-dong Administrative Welfare Centre: 145 Ilsan-ro, about
221 m``, ``1. 마두1동 행정복지센터 — 일산로 218``) — gives each item's address to the name the item
opens with. An address that is another holder's of the same list (the two rows' addresses swapped)
is misattributed, though both the name and the address are written as the tools write them.**
Round 55: a lot-number address (``갈마동 1436``, ``1436 Galma-dong``) is an address like a road's
(``Obelisk (오벨리스크), 1438 Galma-dong`` where 1438 is 동원빌딩's).

:mod:`.own_records` finds the mentions (:func:`.holder_forms.mentions`: a name, an address, a
Latin spelling of either) and holds the values after each against its holder's record; an address
is itself a mention, so a name followed by another holder's address read as two holders named
together (``A와 B는 …``) and neither was checked. This reading takes the pair as one item: a
mention by name, then, with nothing but a separator between (``:``, ``,``, ``—``, ``·``, a
bracket, and at most the item's distance and its hours: ``Domi Pharmacy: 766 m · 264
Jangbogo-daero``, round 37's ``오정동 플랫폼: 약 3.3km · 월 09:30~12:00 · 중리남로 47`` where 중리남로 47
is another platform's; round 50: English ``at`` / ``located at`` / ``on``, ``Madu 1-dong Community
Center at 145 Ilsan-ro``), a mention by road address of another holder of the same list.

Unsure, never flagged: an address with a distance or hours between it and the name that has a
distance of its own after it (``초소 (약 510 m), 향촌2길3 (약 510 m)``: a place named by its
address, an item of its own); a name and an address joined by a word (``and``, ``와``, ``or``: two
holders); an address first (``일산로 218 마두1동``: the address may head the item); a form several
holders share; the two in different lists or lines; a name that, with a space only before the
address, is the head of that address as the address's own holder writes it (round 35: row 2 is
named ``대구광역시 북구``, row 1's address is ``대구광역시 북구 고성로31길 21``, and ``고성동
행정복지센터(대구광역시 북구 고성로31길 21, …)`` writes row 1's whole address, not row 2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_forms import LOT, ROAD, Mention
from guardrails.grounding.weekdays import WEEK

# what separates an item's name from its address: a colon, comma, dash, dot or bracket, and at
# most the item's distance and hours between ("Domi Pharmacy: 766 m · 264 Jangbogo-daero")
_MARK = r"[\s:,·—–()（）-]{1,6}"
_DISTANCE = r"(?:약|about)?\s?\d{1,4}(?:\.\d{1,2})?\s?(?:k?m|미터)"
# the item's hours, its days first ("월 09:30~12:00", "평일 13:00~17:00", "Mon 09:30–12:00")
_HOURS = (
    rf"(?:(?:[{WEEK}](?:요일)?|평일|주말|매일|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*)"
    rf"(?:\s?[·,~–-]\s?(?:[{WEEK}](?:요일)?|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*))*\s?)?"
    r"\d{1,2}:\d{2}\s?[~∼–-]\s?\d{1,2}:\d{2}"
)
# (round 50: English joins a place to its address with "at" / "located at" / "on": "Madu 1-dong
# Community Center at 145 Ilsan-ro" is one item, its address)
_SEPARATOR = re.compile(
    rf"(?:{_MARK}|,?\s(?:(?:which\sis\s|is\s)?located\s)?(?:at|on)\s)"
    rf"(?P<distance>(?:(?:{_DISTANCE}|{_HOURS}){_MARK}){{1,2}})?"
)
# an address with a distance of its own after it heads an item of its own ("A (약 510 m),
# 향촌2길3 (약 510 m)": a place named by its address), not the address of the name before
_OWN_DISTANCE = re.compile(rf"\s?[(（,:·—–-]?\s?{_DISTANCE}")
# a Latin road address opens with its number ("145 Ilsan-ro"); a Hangul one is road then number
_LATIN_ADDRESS = re.compile(r"\d{1,4}(?:-\d{1,4})?\s+[A-Z]")


def _is_address(text: str) -> bool:
    return bool(_LATIN_ADDRESS.match(text) or ROAD.fullmatch(text) or LOT.fullmatch(text))


def misplaced_addresses(
    answer: str,
    said: Sequence[Mention],
    groups: Sequence[int],
    why: str,
    texts: Sequence[str] = (),
) -> list[Claim]:
    """The addresses ``answer`` writes right after one holder's name that are another holder's of
    the same list (``said``: the mentions, ``groups``: each holder's list, ``texts``: each
    holder's record, spaces aside, where a name heading an address is looked up)."""
    out: list[Claim] = []
    for (s1, e1, a), (s2, e2, b) in zip(said, said[1:], strict=False):
        if a < 0 or b < 0 or a == b or groups[a] != groups[b]:
            continue
        gap = _SEPARATOR.fullmatch(answer, e1, s2)
        if gap is None or "\n" in answer[e1:s2]:
            continue
        if gap.group("distance") and _OWN_DISTANCE.match(answer, e2):
            continue
        name, address = answer[s1:e1], answer[s2:e2]
        if _is_address(name) or not _is_address(address):
            continue
        if (
            b < len(texts)
            and not answer[e1:s2].strip()
            and (name + address).replace(" ", "") in texts[b]
        ):
            continue  # "대구광역시 북구 고성로31길 21": the address's own head, not another holder
        out.append(Claim(address, "place", address, s2, e2, why=why))
    return out
