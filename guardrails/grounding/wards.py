"""A 구 the user named, written inside an output's 시, is that output's district.

The class: **where a tool output is of a city (``창원시``) and the user named one of its 구 —
by its name or its stem (``진해`` for 진해구) — the answer writing that 구 beside the city
(``창원시(진해구)``, ``창원시 진해구``) locates the user's words within the output's district; it
is no place of its own the outputs would have to name.** The 구 must lie in that city by the
place vocabulary's parents. A 구 the user never named, a 구 of another city, or a 구 written
away from the city it belongs to stays a place claim.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.city_wide import city_wide_ward
from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.vocabulary import USER_PLACE_COPULA

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

__all__ = ["user_ward"]

# what follows the user's word for a place ("진해 컴퓨터", "진해구에서", "진해에 사는데")
_USER_AFTER: Final = (
    rf"(?:$|[^가-힣]|{USER_PLACE_COPULA}|구|에서|에|은|는|이|가|의|도|쪽|근처|사는|살)"
)
# the city right before the 구: "창원시(진해구)", "창원시 진해구", "창원 진해구"
_BESIDE: Final = re.compile(r"\s?[(（]?\s?$")


@per_stage
def _cities(sources: tuple[str, ...]) -> frozenset[str]:
    """The districts the tool outputs are of (their ``district`` and the words of ``full_name``)."""
    out: set[str] = set()
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("district", "full_name"):
            if isinstance(v := root.get(key), str):
                out.update(v.split())
    return frozenset(out)


def user_ward(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether place claim ``c`` is a 구 the user named, written beside an output's city that
    holds it."""
    value = c.value
    if c.kind != "place" or not isinstance(value, str) or not value.endswith("구"):
        return False
    if len(value) < 3 or not ev.user:
        return False
    cities = [p for p in ev.places.parents.get(value, ()) if p.endswith("시")]
    cities = [p for p in cities if p in _cities(ev.sources)]
    if not cities:
        return False
    if city_wide_ward(value, c.start, answer, ev.sources, ev.places, ev.user):
        return True  # "용인 자료는 수지구 별도가 아니라 용인시 전체 기준": a coverage note
    before = answer[max(0, c.start - 12) : c.start]
    if not any(
        (at := before.rfind(form)) != -1 and _BESIDE.fullmatch(before, at + len(form))
        for city in cities
        for form in (city, city[:-1])
    ):
        return False
    named = rf"(?<![가-힣]){re.escape(value[:-1])}(?={_USER_AFTER})"
    return re.search(named, ev.user) is not None
