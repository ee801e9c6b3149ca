"""The place the user named, said as the centre of a search around a point, is no claim.

The class: **where a tool output searched around a point it names by coordinates alone, the
district or city the user named — by its name or its stem (``영등포`` for 영등포구, ``군포`` for
군포시) — written by the answer as that search's centre (``영등포구 반경 2km 안에는``, ``영등포구
근처에는 없어``, ``영등포구 기준``, ``near Yeongdeungpo-gu``, ``within 2 km of 영등포구``) restates the
user's question, not a fact of the tools.** A place the user never named, or the user's place said
to hold something (``영등포구에 있는 구로구 재활용센터``: no centre word follows it), stays a claim.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.match import point_searched
from guardrails.grounding.vocabulary import USER_PLACE_COPULA

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# what follows the user's word for a place in the question ("영등포 관내", "영등포 근처에")
_USER_AFTER: Final = (
    rf"(?:$|[^가-힣]|{USER_PLACE_COPULA}|에서|에|은|는|이|가|의|도|쪽|근처|인근|주변|부근|관내|일대|지역|요"
    r"|사는|살)"
)
# the centre words after the place ("반경 2km", "근처에는", "기준으로", "에서 2km 안에")
_CENTRE_AFTER: Final = re.compile(
    r"\s?(?:반경|근처|주변|인근|부근|일대|기준|에서\s?(?:반경|가까운|\d[\d.]*\s?(?:km|m|킬로)))"
)
# ... and before it ("near 영등포구", "within 2 km of 영등포구", "around Yeongdeungpo-gu")
_CENTRE_BEFORE: Final = re.compile(
    r"(?:\bnear|\baround|\bclose to|\bwithin\s[\d.]+\s?(?:km|m|kilomet\w*|met\w*)\sof)\s(?:the\s)?$",
    re.I,
)


def user_centre(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether the place claim ``c`` is the place the user named, said as a coordinate search's
    centre."""
    value = c.value
    if c.kind != "place" or not isinstance(value, str) or value not in ev.places.names:
        return False
    if not ev.user or value[-1:] not in ("구", "시", "군") or len(value) < 3:
        return False
    if not (
        _CENTRE_AFTER.match(answer, c.end)
        or _CENTRE_BEFORE.search(answer, max(0, c.start - 30), c.start)
    ):
        return False
    named = rf"(?<![가-힣]){re.escape(value[:-1])}(?:{value[-1]})?(?={_USER_AFTER})"
    if re.search(named, ev.user) is None:
        return False
    return point_searched(ev.sources)
