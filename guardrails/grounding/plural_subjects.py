"""A value said of "both" places: ``두 곳 모두 평일 09:00~18:00 운영이에요``, ``둘 다``, ``세 곳
다``, ``Both are open weekdays 09:00–18:00``, ``all three``.

A sentence that names no subject of its own before a value borrows the subject of the sentence
before (:mod:`.backward`), keeping of that sentence's words only those that name one value of their
key. A plural reference says the value of each of the places the sentence before named, so their
words are alternatives, each naming one of them, not one subject's words to be held together
(round 52: ``… 종합재활용센터(백양대로1091번길 19, …)로 가전제품(에어컨)·가구류를 받고, … 북구재활용백화점
(051-338-8796)은 식당용품도 받아요. 두 곳 모두 평일 09:00~18:00 운영이에요`` had bound the hours to one
record holding both 백양대로1091번길 and 식당용품). The places' own names and addresses are the
alternatives where the sentence before gives them; a value none of them holds is still flagged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.slots import Slot

__all__ = ["OWN_GROUPS", "plural_slot", "refers_to_all"]

_PLURAL: Final = re.compile(
    r"(?:두|세|네|다섯|[2-5]|양)\s?(?:곳|군데|센터|시설|매장|개소)\s?(?:은|이|의)?\s?(?:모두|다|전부)(?![가-힣])"
    r"|(?<![가-힣])(?:둘|셋)\s?(?:다|모두)(?![가-힣])|양쪽\s?(?:모두|다)(?![가-힣])"
    r"|\b(?:both|all\s(?:three|four|five|of\sthem)|they\sboth|each\sof\sthem)\b",
    re.I,
)
# a list line's mark before the sentence's first word ("- ", "2. ")
_LEAD: Final = re.compile(r"[\s\-•*]*(?:\d{1,2}[.)]\s)?")
OWN_GROUPS: Final = frozenset({"name", "address"})  # the cues that name a place itself


def refers_to_all(answer: str, start: int, end: int) -> bool:
    """Whether ``answer[start:end]`` (a sentence up to its value) opens by referring to several
    places at once (not "이곡1동과 월성1동은 둘 다 약 1.4km": its own names)."""
    m = _LEAD.match(answer, start, end)
    return _PLURAL.match(answer, m.end() if m else start, end) is not None  # its opening words


def plural_slot(cues: Sequence[Cue]) -> list[Slot]:
    """The cues of the sentence before as one slot of alternatives: the places' names and
    addresses where it gives them, else all its words."""
    own = tuple(q for q in cues if q.groups & OWN_GROUPS)
    slot = own or tuple(cues)
    return [slot] if slot else []
