"""A word of a place's description used as a verb names no place.

Tool outputs describe a way of putting things out as a place (``"places": ["대행업체와 협의후
배출"]``), so the description's words (``배출``) become cues of that record. Answers use the same
Sino-Korean nouns as verbs with 하다 (``직접 운반해 배출하고``, ``신고하면``, ``수거해요``): that is the
act the sentence describes, said of the district its clause is about, not the name of the record
whose description holds the noun. A cue of such a word (of the ``places`` descriptions alone: a
form's word, ``압축하면 380원``, still names its row) right before a 하다 ending binds no value after it, so a contact line that follows (``문의는 환경과 …``)
is bound by the district the sentence names (``정선군은 …``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue

__all__ = ["used_as_verb"]

_HADA: Final = re.compile(
    r"(?:하(?:고|면|는|여|며|니|지|기|게|던|셔|시|세요|십시오|신|실|려|러|자)|해(?:요|서|야|도|\s|,)"
    r"|했|합니|함(?:\s|,|\.)|할\s)"
)
# the groups of a place's description: a cue of another group used as a verb still names its row
# ("압축하면 380원": the 압축 form's price)
_DESCRIPTION: Final = frozenset({"places"})


def used_as_verb(answer: str, q: Cue) -> bool:
    """Whether the cue ``q`` is a description's Hangul noun used as a verb (``배출하고``)."""
    return (
        q.groups <= _DESCRIPTION
        and "가" <= answer[q.end - 1 : q.end] <= "힣"
        and _HADA.match(answer, q.end) is not None
    )
