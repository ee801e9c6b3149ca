"""A site's own place detail said of another site of the same search.

(Round 21's reading of one site's listed items said to be taken by another moved to :mod:`.taken`
in round 22, which reads a good against the named site's own record.)

Round 19: a site's own *place detail* (``"detail": "입구 옆"``, where in the pharmacy or office the
bin stands) is the same kind of fact: a detail string another site of the search holds, word for
word, said where the sentence names a site whose own detail is a different one (``천지약국 … 수거함은
입구 옆에 있어요`` where 입구 옆 is 평화약국's and 천지약국's is 약 진열대 옆) gives one site's place
to another. No frame is needed (a place detail is said of its site by position alone); unsure, never
flagged: no site named, a named site with no detail of its own, a detail its own text also holds,
fewer than two different details in the search, a negated or asked sentence, a detail whose
own site's road address its sentence writes before it (round 33: ``퇴계로50길 42 건물 앞 도로변``;
round 35: also when the record writes the address's 동 in brackets after it, ``고성로31길 21
(고성동3가)``, and the answer ``고성동 행정복지센터(대구광역시 북구 고성로31길 21, 행정복지센터 내)``).

Round 41: a part of a detail is the detail too (``센터 외부2+외부`` said as ``센터 외부``: its parts
apart at ``+``/``/``/``,``, a count after a part aside, three characters or more): ``…아파트로
약 1.5km예요. 수거함은 센터 외부에 있어요`` where 센터 외부 is the 행정복지센터's and the
apartment's is 재활용품 집하장 is flagged; said of the centre, it passes.

Round 48: a detail that is its own site's name (``"name": "서면보건지소", "detail": "서면보건지소"``)
said as a name (``다른 한 곳은 서면보건지소(서면 신술2길 38)로 약 9km``) names that site; said
as where a bin stands (``…수거함은 서면보건지소 안에 있어요``) it is still read as a detail.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.units import Unit, sentences, subject_units, units

__all__ = ["site_detail_claims"]

# where at a site its bin or counter is ("detail": "입구 옆", "location": "1층 로비")
_DETAIL_KEY = re.compile(r"^(?:detail|location|위치|설치\s?위치|상세\s?위치)$", re.I)
_DETAIL_WORD = re.compile(r'"(?:detail|location|위치|설치\s?위치|상세\s?위치)"\s?:\s?"', re.I)
# what may follow an item: not a letter, or a particle that ends it ("식당용품을", "가구류와")
_AFTER = (
    r"(?=[^가-힣A-Za-z]|$|(?:이랑|이나|하고|와|과|랑|나|을|를|은|는|이|가|도|만|까지)(?![가-힣]))"
)


def _detail(u: Unit) -> str | None:
    """A unit's own place detail (a non-empty string under a detail key), or None."""
    for key, value in u.fields:
        if _DETAIL_KEY.search(str(key)) and isinstance(value, str) and value.strip():
            return value.strip()
    return None


@per_stage
def _details(sources: tuple[str, ...]) -> frozenset[str]:
    """The place details the units of the tool outputs hold, read once per stage. (A unit's own is
    read from the unit itself: a table keyed by the units' identity went stale when the LRU of
    ``units`` was rebuilt for the same outputs, so a verdict depended on what was checked before.)"""
    return frozenset(d for u in units(sources)[0] if (d := _detail(u)) is not None)


@per_stage
def _has_details(sources: tuple[str, ...]) -> bool:
    """Whether any output has a place-detail field (most have none), read once per stage."""
    return any(isinstance(t, str) and _DETAIL_WORD.search(t) for t in sources)


# the road and number that end a road address ("서울특별시 중구 퇴계로50길 42" → 퇴계로50길 42), its
# 동 in brackets after it aside ("대구광역시 북구 고성로31길 21 (고성동3가)" → 고성로31길 21, round 35)
_ROAD_NUMBER = re.compile(r"[가-힣0-9]+(?:로|길)\s?\d+(?:-\d+)?(?=\s?(?:[(（][^()（）]*[)）])?$)")


def _addressed(before: str, detail: str, sources: tuple[str, ...]) -> bool:
    """Whether the words of the detail's sentence before it write the road address of a site
    whose own detail is this one: the site is named by its address (a clothes bin has no name
    but its 동), so it is the detail's subject, not the site a previous sentence named (round 33).
    """
    said = before.replace(" ", "")
    for u in units(sources)[0]:
        own = _detail(u)
        if own is None or not (detail in own or own in detail):
            continue
        for key, value in u.fields:
            if key == "address" and isinstance(value, str):
                m = _ROAD_NUMBER.search(value.strip())
                if m and m.group(0).replace(" ", "") in said:
                    return True
    return False


# the parts of a detail ("센터 외부2+외부": 센터 외부, 외부) and a count that ends one ("외부2")
_PART: Final = re.compile(r"\s*[+/,·]\s*")
_COUNT: Final = re.compile(r"\s*\d+$")


def _phrases(detail: str) -> tuple[str, ...]:
    """The parts of a detail said on their own (round 41): ``센터 외부2+외부`` → ``센터 외부`` (its
    count aside), so ``수거함은 센터 외부에 있어요`` said of another site is that detail's. Parts
    shorter than three characters (``외부``) are too common to tell a site."""
    parts = (_COUNT.sub("", p).strip() for p in _PART.split(detail))
    return tuple(p for p in parts if len(p) >= 3 and p != detail)


# a detail said as where a bin stands: "…보건지소 안에 있어요", "보건지소 1층에 설치"
_LOCATIVE: Final = re.compile(
    r"\s?(?:안|앞|옆|뒤|내|입구|건물|[0-9]층)?\s?(?:에|에서|에는)\s?(?:있|설치|놓|비치|둬|두)"
)


@per_stage
def _named_details(sources: tuple[str, ...]) -> frozenset[str]:
    """The details that are their own site's name (``"name": "서면보건지소", "detail":
    "서면보건지소"``, round 48): said as a name, such a detail names its site, it places no bin."""
    out: set[str] = set()
    for u in units(sources)[0]:
        own = _detail(u)
        if own is not None and any(
            key == "name" and isinstance(v, str) and v.replace(" ", "") == own.replace(" ", "")
            for key, v in u.fields
        ):
            out.add(own)
    return frozenset(out)


def site_detail_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Another site's place detail (``입구 옆``) said where the sentence names a site whose own
    detail differs."""
    if not _has_details(sources):
        return []
    details = {d for d in _details(sources) if len(d) >= 3}
    if len(details) < 2:
        return _joined_claims(answer, details, sources) if details else []
    details |= {p for d in details for p in _phrases(d)}
    out: list[Claim] = []
    taken: list[tuple[int, int]] = []
    for detail in sorted(details, key=len, reverse=True):
        if detail not in answer:
            continue  # most details are not said
        for m in re.finditer(rf"(?<![가-힣A-Za-z0-9]){re.escape(detail)}", answer):
            s, e = m.span()
            if any(a <= s < b for a, b in taken):
                continue  # inside a longer detail already read
            taken.append((s, e))
            lo, hi = next((x for x in sentences(answer) if x[0] <= s < x[1]), (s, e))
            if REFUSED.search(answer, lo, hi):
                continue
            named = subject_units(answer, s, sources)
            own = [_detail(u) for u in named]
            if (joined := _joined(answer, lo, s, detail, sources)) is not None:
                out.append(joined)
                continue
            if not named or any(x is None for x in own):
                continue  # no site named, or one with no detail of its own: unsure
            if any(x is not None and (detail in x or x in detail) for x in own) or any(
                detail in u.own for u in named
            ):
                continue
            if _addressed(answer[lo:s], detail, sources):
                continue  # "퇴계로50길 42 건물 앞 도로변": the site its own address names
            if detail in _named_details(sources) and not _LOCATIVE.match(answer, e):
                continue  # "서면보건지소(서면 신술2길 38)로": the site named, not a detail given
            theirs = "/".join(x for x in own if x is not None)
            out.append(
                Claim(detail, "condition", detail, s, e, f"another site's place, not {theirs}")
            )
    return sorted(out, key=lambda c: c.start)


# the word right before a detail joined to it ("계양구청 관리사무실"), and what may follow a site's
# name in its record that the answer leaves out ("계양구청1층" said as 계양구청)
_NAME_BEFORE: Final = re.compile(r"([가-힣A-Za-z0-9]{3,})\s?$")
_NAME_TAIL: Final = re.compile(r"\d{0,2}층|[A-Za-z]?\d{1,3}|본관|별관|정문|후문")


def _joined(answer: str, lo: int, s: int, detail: str, sources: tuple[str, ...]) -> Claim | None:
    """Round 56: another site's detail joined to a site's name as its part (``계양구청
    관리사무실(계산새로 88)`` where 관리사무실 is the apartments' and 계양구청1층's record has no
    detail): the one site the name before it names has no detail of its own, nor the detail in
    its text, and another site holds it — the detail given to the wrong site. Unsure, not read: a
    name of several sites or of none, a site with a detail of its own (read as above)."""
    m = _NAME_BEFORE.search(answer, lo, s)
    if m is None:
        return None
    word = m.group(1)
    sites = [
        u
        for u in units(sources)[0]
        if any(
            (n := name.replace(" ", "")) == word
            or (n.startswith(word) and _NAME_TAIL.fullmatch(n, len(word)) is not None)
            for name in u.names[:1]
        )
    ]
    if len(sites) != 1 or _detail(sites[0]) is not None or detail in sites[0].own:
        return None
    if not any(_detail(u) == detail for u in units(sources)[0]):
        return None
    return Claim(
        detail, "condition", detail, s, s + len(detail), f"another site's place, not {word}'s"
    )


def _joined_claims(answer: str, details: set[str], sources: tuple[str, ...]) -> list[Claim]:
    """The one detail of a search (:func:`_joined` only: with one detail the sites cannot be told
    apart by it otherwise)."""
    out: list[Claim] = []
    for detail in details:
        for m in re.finditer(rf"(?<![가-힣A-Za-z0-9]){re.escape(detail)}", answer):
            lo, hi = next((x for x in sentences(answer) if x[0] <= m.start() < x[1]), m.span())
            if REFUSED.search(answer, lo, hi):
                continue
            if (joined := _joined(answer, lo, m.start(), detail, sources)) is not None:
                out.append(joined)
    return sorted(out, key=lambda c: c.start)
