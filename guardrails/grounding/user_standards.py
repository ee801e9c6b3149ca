"""An amount the user named, said back as the mark the answer holds its own figure against.

"옥천군인데 … 2개 내놓으면 총 얼마예요? 만 원 안 넘죠?" → "2개면 합계 8,000원으로, 만 원은 넘지 않아요";
"Will two come in under 10,000 won?" → "8,000 won, so under the 10,000 won you mentioned": the
user's 만 원 is no fee of the tools but the standard of a comparison, as the freezing point is for
a temperature (:mod:`.freezing`). The class: **a money amount the user's message states, written
with a comparison word right after it** (``넘지 않아요``, ``안 넘어요``, ``이하``, ``미만``, ``아래``,
``넘어요``, ``초과``, ``이상``, ``보다 싸요``; ``or less``) **or right before it** (``under``,
``below``, ``less than``, ``within``, ``not more than``, ``over``, ``more than``), **is supported
when the answer's nearest money figure stands on the side its words say** — the nearest before it
in its sentence, else after it there, else the last of the sentence before.

A user's amount with no comparison word (``만 원이에요``) stays a fee that must be in an output; so
does one whose figure stands on the other side (``12,000원이라 만 원은 안 넘어요``: the comparison
is wrong) or that has no figure to hold against; an amount the user did not state is read as ever.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.extract import extract_claims

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

__all__ = ["user_standard"]

# the comparison said right after the amount: below it ("만 원은 넘지 않아요", "안 넘어요", "이하",
# "보다 싸요") or above it ("만 원을 넘어요", "초과", "이상"); a negated "넘" is below, so first
_KO_AFTER: Final = re.compile(
    r"\s?(?:은|는|을|를|이|가|도|까지는?|선은?|선을)?\s?(?:(?:절대|훨씬|살짝|조금|약간|아직)\s?)?"
    r"(?:(?P<under>(?:안|못)\s?넘|넘지\s?(?:는|도|를)?\s?(?:않|못|안)|넘기지\s?(?:는|도)?\s?않|이하|미만"
    r"|아래|밑|이내|안쪽|보다\s?(?:더\s?)?(?:싸|적|낮|저렴|덜))"
    r"|(?P<over>넘(?:어|는|습|게|으|을|었|긴|기|네)|초과|이상|웃돌|보다\s?(?:더\s?)?(?:비싸|많|높)))"
    r"|\s?(?:won\s)?or\s(?:(?P<under_en>less|under|below|cheaper)|(?P<over_en>more|above|over))\b",
    re.I,
)
# the same before it in English: "under (your) 10,000 won", "not more than ₩10,000"
_EN_BEFORE: Final = re.compile(
    r"\b(?:(?P<under>under|below|less\sthan|within|short\sof|cheaper\sthan|not\s(?:over|above|more\s"
    r"than)|(?:won't|wouldn't|doesn't|does\snot|will\snot|won't\sever)\s(?:exceed|go\sover|top|break))"
    r"|(?P<over>over|above|more\sthan|exceeds?|exceeding|pricier\sthan|dearer\sthan))"
    r"\s(?:the\s|your\s|that\s|a\s)?(?:budget\sof\s|limit\sof\s)?(?:₩\s?|krw\s?)?$",
    re.I,
)
_LOOKBACK: Final = 40  # characters read before the amount for an English comparison word


@functools.lru_cache(maxsize=64)
def _user_amounts(user: str) -> frozenset[int]:
    """The money amounts the user's message states (``만 원``, ``10,000 won``, ``2만원``)."""
    return frozenset(
        c.value for c in extract_claims(user) if c.kind == "money" and type(c.value) is int
    )


def user_standard(c: Claim, ctx: Context, user: str) -> bool:
    """Whether money claim ``c`` is an amount the user stated, compared in its words with a figure
    of the answer that stands on the side they say (module docstring)."""
    if c.kind != "money" or type(c.value) is not int or not user:
        return False
    after = _KO_AFTER.match(ctx.answer, c.end)
    side = after or _EN_BEFORE.search(ctx.answer, max(0, c.start - _LOOKBACK), c.start)
    if side is None or c.value not in _user_amounts(user):
        return False
    under = side.group("under") is not None or (
        after is not None and after.group("under_en") is not None
    )
    figure = _figure(c, ctx)
    if figure is None:
        return False
    return figure <= c.value if under else figure >= c.value


def _figure(c: Claim, ctx: Context) -> float | None:
    """The answer's money figure held against the standard ``c``: the nearest before it in its
    sentence, else the first after it there, else the last of the sentence before."""
    i = ctx.sentence_of(c.start)
    s, e = ctx.sentences[i]
    money = [o for o in ctx.claims if o.kind == "money" and o is not c and isinstance(o.value, int)]
    before = [o for o in money if s <= o.start and o.end <= c.start]
    after = [o for o in money if c.end <= o.start < e]
    prior = ctx.sentences[i - 1] if i > 0 else None
    earlier = [o for o in money if prior is not None and prior[0] <= o.start < prior[1]]
    pick = before[-1] if before else after[0] if after else earlier[-1] if earlier else None
    return float(pick.value) if pick is not None else None  # type: ignore[arg-type]
