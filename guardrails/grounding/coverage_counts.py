"""A coverage count no output states: how many districts a dataset covers, said wrong.

A fee or bin search whose place has no data says how many 시군구 its dataset does cover
(``"districts_with_data": 91``, a note's ``자료가 있는 시군구 142곳``). An answer that passes the
refusal on repeats that count (``That dataset only covers 142 districts nationwide``, ``자료가 있는
시군구는 142곳뿐이에요``); :mod:`.coverage` reads a count given to another dataset or scope. This
module reads the count itself: a number of districts (``124 districts``, ``124곳``, ``124개
시군구``) in a sentence that speaks of what a dataset covers or has data for (``cover``, ``data``,
``자료``, ``데이터``, ``포함``), where the outputs state a coverage count and no output holds that
number at all — not as a count, a field, a list's length, a number in a text, nor the number of
districts a note lists for a 시도 — and the user did not write it.

Unsure readings never flag: outputs that state no coverage count (the count may be of anything),
a number some output holds anywhere, a number that is the whole a part is counted out of
(``229곳 중 142곳``, ``142 of 229 districts``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.subjects import sentence_bounds

# a number of districts, in both languages (the count and the noun it counts)
_DISTRICT_COUNT: Final = re.compile(
    r"(?<![\d.,])(\d{1,3})\s?(?:개\s?)?(?:시군구|시·군·구|곳|지역|지자체|기초자치단체|자치단체)"
    r"|(?<![\d.,])(\d{1,3})\s+(?:districts?|cities(?: and counties)?|local governments"
    r"|municipalities|regions|areas)\b"
    # "data for 124 of the country's districts": the count before "of" the districts
    r"|(?<![\d.,])(\d{1,3})\s+of\s+(?:the\s+)?(?:country's\s+|korea's\s+|all\s+)?"
    r"(?:districts|cities|municipalities|local governments)\b",
    re.I,
)
# the sentence speaks of what a dataset covers or has data for
_COVERS: Final = re.compile(r"자료|데이터|포함|\bdata(?:set)?\b|\bcover", re.I)
# a place count that is a whole a part is counted out of ("229곳 중", "of 229 districts")
_WHOLE_AFTER: Final = re.compile(r"\s?(?:중|가운데)")
_WHOLE_BEFORE: Final = re.compile(r"(?:\bof|\bout of)\s$", re.I)
_NUMBER: Final = re.compile(r"\d[\d,]*")
_LISTED: Final = re.compile(r"에서는\s([가-힣, ]+?)에 자료가 있습니다")
_NOTE_COUNT: Final = re.compile(r"자료가 있는 시군구\s?(?:는\s)?(?:전국\s?)?\d{1,3}\s?곳")


@per_stage
def _held(sources: tuple[str, ...]) -> tuple[bool, frozenset[int]]:
    """Whether the outputs state a coverage count, and every whole number they hold anywhere."""
    stated = False
    held: set[int] = set()
    for root in parsed(sources):
        if isinstance(root, dict) and "districts_with_data" in root:
            stated = True
        for text in strings_under(root):
            stated = stated or _NOTE_COUNT.search(text) is not None
            held |= {int(m.group(0).replace(",", "")) for m in _NUMBER.finditer(text)}
            held |= {len(m.group(1).split(",")) for m in _LISTED.finditer(text)}
        _numbers(root, held)
    return stated, frozenset(held)


def _numbers(node: object, held: set[int]) -> None:
    if isinstance(node, dict):
        for value in node.values():
            _numbers(value, held)
    elif isinstance(node, list):
        held.add(len(node))
        for value in node:
            _numbers(value, held)
    elif isinstance(node, int | float) and not isinstance(node, bool) and node == int(node):
        held.add(int(node))


def coverage_count_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """Counts of covered districts that no output holds, where the outputs state one."""
    if not any(ch.isdigit() for ch in answer):
        return []
    stated, held = _held(sources)
    if not stated:
        return []
    said = {int(m.group(0).replace(",", "")) for m in _NUMBER.finditer(user)}
    out: list[Claim] = []
    for sent in sentence_bounds(answer):
        if not _COVERS.search(answer, *sent):
            continue
        for m in _DISTRICT_COUNT.finditer(answer, *sent):
            n = int(m.group(1) or m.group(2) or m.group(3))
            if n in held or n in said:
                continue
            if _WHOLE_AFTER.match(answer, m.end()) or _WHOLE_BEFORE.search(
                answer, max(0, m.start() - 8), m.start()
            ):
                continue
            why = f"no output gives {n} as a number of districts the dataset covers"
            out.append(Claim(m.group(0), "condition", n, m.start(), m.end(), why))
    return out
