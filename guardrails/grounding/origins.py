"""Where a distance is measured from: a distance the answer says is from the user (``지금 계신
곳에서 150m``, ``150 m from you``) must be a distance of a record measured from the user's
origin, not one measured from a station or another landmark (``from_station.distance_m``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.records import Fact
from guardrails.grounding.slots import Slot, bound

# the user's own position, written just before the value ("지금 계신 곳에서 150m") or after it
# ("150 m from you"); a landmark's key ("from_station") names another origin
_FROM_USER_BEFORE = re.compile(
    r"(?:지금\s?|현재\s?)?(?:계신\s?곳|계신\s?데|현재\s?위치|내\s?위치|사용자\s?위치|여기)\s?(?:에서|로부터|부터)"
    r"[^\d,.;]{0,8}$"
)
_FROM_USER_AFTER = re.compile(r"\s?(?:away\s)?from (?:you|your (?:location|position))\b", re.I)
_OTHER_ORIGIN = re.compile(r"station|landmark")


def from_user_why(
    c: Claim, matches: Sequence[Fact], cues: Sequence[Slot], answer: str
) -> str | None:
    """Why ``c``, a distance stated from the user, is only a distance from another origin."""
    if c.kind != "distance":
        return None
    if not (
        _FROM_USER_BEFORE.search(answer, max(0, c.start - 24), c.start)
        or _FROM_USER_AFTER.match(answer, c.end)
    ):
        return None
    held = [f for f in matches if bound(f, cues)]
    if not held or any(not _OTHER_ORIGIN.search(f.key) for f in held):
        return None
    return f"{c.text} is in tool outputs but not for the distance from you (from {held[0].key})"
