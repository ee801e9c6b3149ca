"""A count of the places open on a stated day is decided by that day alone.

The class: **a count whose sentence first selects the places by a day — ``화요일에 여는 곳은 A, B,
C 3곳이에요``, ``수요일에 운영하는 곳은 두 곳``, ``목요일에 갈 수 있는 데는 한 곳뿐``, ``three of
them are open on Tuesday`` — counts the items of a tool-output list whose days hold that day.**
It is supported when exactly that many items of one list (every item carrying its days: ``"hours":
"화 09:00~11:00, 그 외 휴무"``, ``"days": ["월", "목"]``) hold the day, and flagged otherwise
whatever other value of the outputs it equals (two where three are open on Tuesday; the ``3`` of
an address is no count of places). :mod:`.enumerated` accepted such a count only when its value
matched nothing else.

Unsure (None), left to the other readers: no day selecting before the count (the day of a
Korean condition must precede it; the English ``open on Tuesday`` follows it within its clause), another
condition between the day and the count (``화요일에 여는 곳 중 오후에도 여는 곳은 1곳``), no
list whose every item carries days.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim, claim_sentence
from guardrails.grounding.enumerated import item_lists
from guardrails.grounding.weekdays import WEEK

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

__all__ = ["day_count"]

# a day, then a verb of opening in its adnominal form, then the place word ("화요일에 여는 곳은")
_KO: Final = re.compile(
    rf"(?<![가-힣])([{WEEK}])요일(?:에만|에는|에|엔|마다)?\s(?:[가-힣]+\s){{0,2}}?"
    r"(?:여는|열리는|문\s?여는|운영하는|운영되는|수거하는|받는|갈\s?수\s?있는|이용할\s?수\s?있는"
    r"|가능한)\s?(?:곳|장소|센터|데|수거함|거점)"
)
_EN_DAYS: Final = {"mon": "월", "tues": "화", "wednes": "수", "thurs": "목", "fri": "금",
                   "satur": "토", "sun": "일"}  # fmt: skip
_EN: Final = re.compile(r"\bopen\s(?:on\s)?(mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I)
# the few words between an English count and its day ("3 of them are open on Tuesday",
# "two sites open Mondays"): no other number, clause break or value between
_EN_GAP: Final = re.compile(
    r"(?:\s?(?:of\s(?:them|these|those)|are|is|that|which|currently|only))*\s?", re.I
)
_EN_MORE: Final = re.compile(
    r",?\s?(?:and|or|&|/|,)\s?(?:on\s)?(?:mon|tues|wednes|thurs|fri|satur|sun)day", re.I
)
# another day joined to the selecting one ("화요일과 목요일에", "화·목요일에", "월, 수요일")
_OTHER_DAY: Final = re.compile(rf"[{WEEK}](?:요일)?\s?(?:과|와|이나|나|,|·|/|및)\s?$")
# another condition after the day's ("… 중 오후에도 여는 곳은"): the count is not the day's alone
_NARROWED: Final = re.compile(
    r"[는은]\s?(?:곳|데)\s?중|\s중(?:에|에서)?\s|오전|오후|\b(?:that|which)\b"
)


def _day(answer: str, c: Claim) -> str | None:
    """The day the count's sentence selects its places by, or None."""
    start, end = claim_sentence(answer, c)
    said = None
    for m in _KO.finditer(answer, start, c.start):
        said = m
    if said is not None:
        if _NARROWED.search(answer, said.end(), c.start) or _OTHER_DAY.search(
            answer, max(start, said.start() - 12), said.start()
        ):
            return None  # "화요일과 목요일에 여는 곳": two days' places, not one day's
        return said.group(1)
    en = _EN.search(answer, c.end, min(end, c.end + 48))
    if en is None or not _EN_GAP.fullmatch(answer, c.end, en.start()):
        return None
    if _EN_MORE.match(answer, en.end()):
        return None  # "open on Tuesdays and Thursdays": two days' places
    return _EN_DAYS[en.group(1).lower()]


def day_count(c: Claim, answer: str, ev: Evidence) -> bool | None:
    """Whether count ``c`` is the number of listed places open on the day its sentence selects
    them by; None when no day selects them or no list carries every item's days."""
    if (
        c.kind != "count"
        or not isinstance(c.value, int)
        or not ("요일" in answer or "day" in answer)
    ):
        return None
    day = _day(answer, c)
    if day is None:
        return None
    dated = [days for _, _, days in item_lists(ev.sources) if days and all(days)]
    if not dated:
        return None
    return any(sum(1 for d in days if day in d) == c.value for days in dated)
