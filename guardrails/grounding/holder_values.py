"""The values an answer gives a named holder, and the test that one is another holder's.

Read in a mention's scope (:mod:`.own_records`): the first distance and the first phone only (a
second may be an unnamed holder's), the days of its scope (``월~금``, ``화``, ``Fridays``,
``Mon–Fri``, 평일), its hours' ranges, and the location details its scope translates
(``1st-floor back entrance`` → 1층, 후문; ``next to the CCTV pole`` → CCTV). A value is
*misgiven* when the holder's own record does not hold it and another holder of its list does.

Unsure, never flagged: a value no other holder of the list holds, or that the holder's record holds
(a distance within the precision the answer writes it with — one unit of its last digit — a day
among the days of its hours, a detail word anywhere in its row); a holder whose record gives no
value of the kind (no hours, no distance); days with a closed/except word; a distance read as a
radius (``2km까지``, ``within 1 km``); a distance written before the place after it (round 35:
``…가 1,049원, 2.1km 거리 SK가스 달서충전소``: 달서충전소's).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.forward import FORWARD_KO
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.opening_hours import ALWAYS_GATE, RANGE_GATE, said_ranges
from guardrails.grounding.opening_hours import held as range_held
from guardrails.grounding.phone_shapes import DASHED_PHONE
from guardrails.grounding.weekdays import EN_DAYS, WEEK, WEEK_PARTS

WHY: Final = "misattributed: another holder's value (own record)"


@dataclass(frozen=True, slots=True)
class Holder:
    """One holder: the group it is compared within, its forms and its record's values."""

    group: int
    keys: frozenset[str]  # normalised forms: lower-case letters and digits, Hangul kept
    distance: float | None
    days: frozenset[str]
    phones: frozenset[str]
    text: str  # the row's strings, spaces aside (location details are looked up here)
    ways: frozenset[str] = frozenset()  # a district's ways of applying (holdings.WAYS)
    sites: frozenset[str] = frozenset()  # a district's places to take things to, spaces aside
    times: frozenset[tuple[int, int]] = frozenset()  # its hours' ranges, in minutes of the day


_KO_RANGE = re.compile(rf"([{WEEK}])(?:요일)?\s?[~∼\-–]\s?([{WEEK}])(?:요일)?")
# a day alone or with 요일 and its particle ("토 09:00", "토요일은"), never inside a word (공휴일)
_KO_DAY = re.compile(
    rf"(?<![가-힣0-9])([{WEEK}])(?:요일(?:은|는|에는|에|엔|도|만|과|와)?)?(?![가-힣])"
)
_EN_DAY = (
    r"(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:rs(?:day)?)?|Fri(?:day)?"
    r"|Sat(?:urday)?|Sun(?:day)?)s?\b"
)
_EN_RANGE = re.compile(rf"\b({_EN_DAY})\s?(?:[~∼\-–]|to|through|thru)\s?({_EN_DAY})")
_EN_ONE = re.compile(rf"\b({_EN_DAY})")
_WEEK_PARTS = re.compile(r"평일|주중|weekdays?|주말|weekends?|매일|daily|every day", re.I)


def _span(a: int, b: int) -> set[str]:
    return {WEEK[i] for i in range(a, b + 1)} if a <= b else set()


def days(text: str) -> frozenset[str]:
    """The days of the week ``text`` names (``월~금``, ``화``, ``Fridays``, ``Mon–Fri``, 평일)."""
    out: set[str] = set()
    for m in _KO_RANGE.finditer(text):
        out |= _span(WEEK.index(m.group(1)), WEEK.index(m.group(2)))
    text = _KO_RANGE.sub(" ", text)
    out |= {m.group(1) for m in _KO_DAY.finditer(text)}
    for m in _EN_RANGE.finditer(text):
        a, b = (WEEK.index(EN_DAYS[g[:3].lower()]) for g in m.groups())
        out |= _span(a, b)
    text = _EN_RANGE.sub(" ", text)
    out |= {EN_DAYS[m.group(1)[:3].lower()] for m in _EN_ONE.finditer(text)}
    for m in _WEEK_PARTS.finditer(text):  # (매일, daily, every day: the whole week)
        out |= set(WEEK_PARTS.get(m.group(0).lower().rstrip("s"), WEEK))
    return frozenset(out)


_DISTANCE = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(km|킬로미터|킬로|m|미터)(?![A-Za-z²])", re.I
)
_RADIUS = re.compile(r"\s?(?:까지|이내|안|내|반경|radius|range)")
_WITHIN = re.compile(r"(?:within|up to|radius of|반경)\s*$", re.I)
# a distance paired with the next ("8.5 km and 9.0 km", "3.1km와 약 4.2km"): which is whose is
# read by position (:mod:`.subjects`), not here
_PAIRED = re.compile(r"\s(?:and|&)\s(?:about\s|around\s|roughly\s)?\d|(?:와|과)\s(?:약\s?)?\d")


def _unit(number: str, scale: float) -> float:
    """One unit of the last digit ``number`` is written to, in metres."""
    if "." in number:
        return scale * 10.0 ** -len(number.split(".")[1])
    digits = number.lstrip("0")
    return scale * 10.0 ** (len(digits) - len(digits.rstrip("0"))) if digits else scale


# a location detail as an answer writes it, and the words of a record that say it
_DETAILS: Final = (
    (r"1층|1st[- ]floor|first[- ]floor|ground[- ]floor|\b1F\b", ("1층",)),
    (r"2층|2nd[- ]floor|second[- ]floor|\b2F\b", ("2층",)),
    (r"지하|basement", ("지하", "B1")),
    (r"후문|back (?:entrance|door|gate)|rear (?:entrance|door|gate)", ("후문",)),
    (r"정문|main (?:entrance|gate)|front gate", ("정문",)),
    (r"민원실|civil (?:affairs|service|petition|complaints?)", ("민원",)),
    (r"로비|lobby", ("로비", "현관")),
    (r"주차장|parking", ("주차장",)),
    (r"CCTV", ("CCTV", "cctv")),
    (r"전신주|전봇대|utility pole|electric(?:ity)? pole|power pole", ("전신주", "전봇대", "통신주")),
    (r"통신주|telecom(?:munications?)? pole|telephone pole", ("통신주", "전신주")),
    (r"가로등|street ?(?:light|lamp)", ("가로등",)),
    (r"정류장|bus stop", ("정류장", "정류소")),
    (r"경비실|security (?:office|booth)|guard(?:house| booth)", ("경비실",)),
    (r"관리사무소|관리실|management office", ("관리사무소", "관리실")),
    (r"놀이터|playground", ("놀이터",)),
    (r"편의점|convenience store", ("편의점",)),
    (r"서편|서쪽|west (?:side|wing)", ("서편", "서쪽")),
    (r"동편|동쪽|east (?:side|wing)", ("동편", "동쪽")),
    (r"남편|남쪽|south (?:side|wing)", ("남쪽",)),
    (r"북편|북쪽|north (?:side|wing)", ("북쪽",)),
    (r"건물\s?앞|in front of the building", ("건물앞", "앞")),
)  # fmt: skip
_DETAIL_RX: Final = tuple((re.compile(said, re.I), held) for said, held in _DETAILS)
_DETAIL_GATE = re.compile("|".join(said for said, _ in _DETAILS), re.I)
_DETAIL_GATE = gated(_DETAIL_GATE)  # :mod:`.opening_gate`: the same matches, skipped to
CLOSED = re.compile(r"휴무|쉬|closed|except|제외|\boff\b|외에는|빼고", re.I)


def has_value(text: str) -> bool:
    return bool(_DISTANCE.search(text) or DASHED_PHONE.search(text) or days(text))


def misgiven(scope: str, at: int, own: Holder, group: list[Holder]) -> list[Claim]:
    others = [h for h in group if h is not own]
    out: list[Claim] = []
    m = _DISTANCE.search(scope)
    if m is not None and (_RADIUS.match(scope, m.end()) or _WITHIN.search(scope, 0, m.start())):
        m = None  # "2km까지 넓히면", "within 1 km": a radius, not a distance of the holder
    elif m is not None and FORWARD_KO.match(scope, m.end()):
        m = None  # "…가 1,049원, 2.1km 거리 SK가스 달서충전소": the place after it's (round 35)
    elif m is not None and _PAIRED.match(scope, m.end()):
        m = None  # "(A / B) — about 8.5 km and 9.0 km": one each, in order (round 57)
    if m is not None and own.distance is not None:
        scale = 1000.0 if m.group(3).lower() in ("km", "킬로미터", "킬로") else 1.0
        number = m.group(1).replace(",", "") + (m.group(2) or "")
        said, unit = float(number) * scale, _unit(number, scale)
        if abs(said - own.distance) > unit + 1e-6 and any(
            h.distance is not None and abs(said - h.distance) <= unit / 2 + 1e-6 for h in others
        ):
            out.append(Claim(m.group(0), "distance", said, at + m.start(), at + m.end(), why=WHY))
    p = DASHED_PHONE.search(scope)
    if p is not None and (own.phones or own.text):  # (a row of a list with no phone, too)
        digits = re.sub(r"\D", "", p.group(0))
        if digits not in own.phones and any(digits in h.phones for h in others):
            out.append(Claim(p.group(0), "phone", digits, at + p.start(), at + p.end(), why=WHY))
    out += misgiven_days(scope, at, own, others)
    gated_in = RANGE_GATE.search(scope) or ALWAYS_GATE.search(scope)  # (round 55: 상시 운영)
    ranges = said_ranges(scope) if own.times and gated_in else []
    if ranges and any(
        not range_held(r, own.times) for r, _ in ranges
    ):  # (its hours, rewritten or not)
        if any(h.times and all(range_held(r, h.times) for r, _ in ranges) for h in others):
            s, e = next(span for r, span in ranges if not range_held(r, own.times))
            out.append(Claim(scope[s:e], "time", scope[s:e], at + s, at + e, why=WHY))
    if own.text and _DETAIL_GATE.search(scope):
        for rx, held in _DETAIL_RX:
            d = rx.search(scope)
            if d is None or any(w in own.text for w in held):
                continue
            if any(h.text and any(w in h.text for w in held) for h in others):
                out.append(
                    Claim(d.group(0), "text", d.group(0), at + d.start(), at + d.end(), why=WHY)
                )
    return out


def misgiven_days(scope: str, at: int, own: Holder, others: list[Holder]) -> list[Claim]:
    """The days ``scope`` gives ``own`` (its first day's span) when its record keeps other days
    and another holder of ``others`` keeps them all (``목`` kept, ``월요일`` said, another keeps
    월); [] when ``scope`` names no day, a closed/except word, or ``own`` keeps no day."""
    said_days = days(scope)
    if not said_days or not own.days or CLOSED.search(scope) or said_days <= own.days:
        return []
    if not any(h.days and said_days <= h.days for h in others):
        return []
    first = _KO_DAY.search(scope) or _EN_ONE.search(scope) or _WEEK_PARTS.search(scope)
    s, e = (first.start(), first.end()) if first else (0, len(scope))
    return [Claim(scope[s:e], "weekday", said_days, at + s, at + e, why=WHY)]
