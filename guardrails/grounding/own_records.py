"""A value said of a named holder must be in that holder's own record.

The class: **when an answer names a holder — a row of a tool output's list of places or bins, a
holder a tool's prose writes right before its phone (``홍주환경(041-634-3999)``), a district — in
any form the answer writes it (:mod:`.holder_forms`: its name spaces aside, its road address, a
Latin spelling with the generic parts translated: ``29 Cheonho-daero 45-gil``, ``Hongju
Environment``, ``Daejeo 1-dong community center``, ``모란re100``), each distance, day of opening,
phone, location detail, way of applying or place it then gives that holder must be in the holder's
own record; a value found only in another holder's record of the same list is misattributed.**

A mention names a holder by a form no other holder of its list shares (a shared form names none).
The values of a mention are those after it, up to the next mention or the end of its clause (a
list line is one; a clause that may open an unnamed holder — ``…), and the …``, ``… or …``,
``…고, ``, and round 35's ``…)와 `` — ends it; a district's runs to its sentence's end): the first distance and the first
phone only (a second may be an unnamed holder's), the days of its scope, the location details its
scope translates (``1st-floor back entrance`` → 1층, 후문; ``next to the CCTV pole`` → CCTV), and
for a district the ways of applying (:data:`.holdings.WAYS`) and the places its how-to names
(a place whose name starts with another district's is no mention of that district).

Unsure, never flagged: a value no other holder of the list holds, or that the holder's record holds
(a distance within the precision the answer writes it with — one unit of its last digit — a day
among the days of its hours, a detail word anywhere in its row); a holder whose record gives no
value of the kind (no hours, no distance); a mention right after another with no value between
(``A와 B는 …``); a scope with a negation, comparison or hedge, or with a closed/except word for
its days; a distance read as a radius (``2km까지``, ``within 1 km``); a distance written
before the place after it (round 35: ``…가 1,049원, 2.1km 거리 SK가스 달서충전소``: 달서충전소's).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Final

from guardrails.grounding.claims import Claim, overlaps
from guardrails.grounding.common_places import proper_sites
from guardrails.grounding.footer_phones import footer_phones
from guardrails.grounding.forward import FORWARD_KO
from guardrails.grounding.holder_forms import (
    AREA_WORD,
    ROAD,
    forms,
    mentions,
    norm,
    road_forms,
    roman,
)
from guardrails.grounding.holders import holder_phones
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.holdings import holders as holding_holders
from guardrails.grounding.line_addresses import misplaced_addresses
from guardrails.grounding.lone_holder import later_claims, lone
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.opening_hours import RANGE_GATE, record_ranges, said_ranges
from guardrails.grounding.opening_hours import held as range_held
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


# values

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
_PHONE = re.compile(r"(?<!\d)(?:0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})(?!\d)")


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


# ---------------------------------------------------------------------------------------------
# holders


def _open_days(hours: str) -> frozenset[str]:
    """The days a row's hours open on (a part saying 휴무 or closed is no opening)."""
    parts = re.split(r"[,/;]", hours)
    return frozenset().union(*(days(p) for p in parts if not _CLOSED.search(p)))


def _row_holder(group: int, row: dict[str, Any]) -> Holder | None:
    name = row.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    keys = forms(name)
    address = row.get("address")
    if isinstance(address, str):
        keys |= {f for m in ROAD.finditer(address) for f in road_forms(m.group(1), m.group(2))}
    dist = row.get("distance_m")
    hours = row.get("hours")
    phone = row.get("phone")
    return Holder(
        group,
        frozenset(keys),
        float(dist) if isinstance(dist, (int, float)) else None,
        _open_days(hours) if isinstance(hours, str) else frozenset(),
        frozenset({re.sub(r"\D", "", phone)}) if isinstance(phone, str) else frozenset(),
        "".join(strings_under(row)).replace(" ", ""),
        times=record_ranges(hours) if isinstance(hours, str) else frozenset(),
    )


@per_stage
def holders(sources: tuple[str, ...]) -> tuple[Holder, ...]:
    """The rows of each list of places or bins, and the holders prose writes before a phone (a
    row repeated whole from an earlier list, two searches finding one place, is read once)."""
    out: list[Holder] = []
    group = 0
    seen: set[Holder] = set()  # a row an earlier list gave whole (the same search twice) is its
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("points", "places"):
            rows = root.get(key)
            if isinstance(rows, list) and sum(isinstance(r, dict) for r in rows) > 1:
                group += 1
                new = [h for r in rows if isinstance(r, dict) and (h := _row_holder(group, r))]
                out += [h for h in new if replace(h, group=0) not in seen]
                seen.update(replace(h, group=0) for h in new)
    pairs: dict[frozenset[str], set[str]] = {}
    for words, phone in holder_phones(sources):
        pairs.setdefault(words, set()).add(phone)
    if len(pairs) > 1:
        group += 1
        for words, phones in pairs.items():
            keys = {f for w in words if len(w) > 2 and not AREA_WORD.fullmatch(w) for f in forms(w)}
            out.append(Holder(group, frozenset(keys), None, frozenset(), frozenset(phones), ""))
    return (*out, *_districts(sources, group + 1))


def _last(district: str) -> str:
    """A district by its own word (``광주광역시 북구`` → ``북구``: one district either way)."""
    words = district.split()
    return words[-1] if words else district


def _districts(sources: tuple[str, ...], group: int) -> list[Holder]:
    """The districts of district-level outputs, with the ways and places their how-tos name."""
    sites: dict[str, set[str]] = {}
    texts: dict[str, str] = {}
    for root in parsed(sources):
        if isinstance(root, dict) and isinstance(d := root.get("district"), str):
            held = sites.setdefault(_last(d), set())
            for place in root.get("places") or ():
                if isinstance(place, str):
                    held |= {k for k in forms(place) if re.fullmatch(r"[가-힣0-9]{4,}", k)}
                    texts[_last(d)] = texts.get(_last(d), "") + "\n" + place.replace(" ", "")
            for way in root.get("application_methods") or ():  # "생활폐기물은 관련업체를 통해":
                if isinstance(way, str):  # a word another's how-to writes is a common noun
                    texts[_last(d)] = texts.get(_last(d), "") + "\n" + way.replace(" ", "")
    sites = proper_sites(sites, texts)  # "배출장소": a common noun names no district's site
    ways: dict[str, set[str]] = {}
    for h in holding_holders(sources):
        if h.kind == "district":
            ways.setdefault(_last(h.name), set()).update(v for k, v in h.values if k == "channel")
    if len(ways) < 2:
        return []
    out: list[Holder] = []
    for name, held in ways.items():
        stem = name[:-1] if name[-1] in "군구시" and len(name) > 2 else name
        latin = {norm(roman(stem)) + s for s in ("", "gun", "gu", "si", "county", "city")}
        keys = {norm(name), norm(stem), *(k for k in latin if len(k) >= 5)}
        out.append(Holder(group, frozenset(keys), None, frozenset(), frozenset(), "",
                          frozenset(held), frozenset(sites.get(name, ()))))  # fmt: skip
    return out


# ---------------------------------------------------------------------------------------------
# the answer

_END = re.compile(
    r"\n|(?<!\d)[.!?](?=\s|$)|(?<=\d)\.(?=\s)|[.!?](?=\s*$)|;"
    # a clause that may begin another holder the tools name otherwise: "…), and the 영통구 …",
    # "… or Woori …", "…고, 2km까지 넓히면", "…, 02-2233-7289)와 약 4.2km 거리의 …" (round 35)
    r"|[)）]\s*(?:,|\band\b|\bor\b)\s*(?:(?:and|or)\s)?(?:the\s)?(?=[A-Z가-힣])"
    r"|[)）](?:와|과|이랑|랑|하고)\s"
    r"|\s(?:and|or)\s(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|\d))"
    r"|(?:이랑|하고|그리고|및|또는)\s|[가-힣](?:고|며|는데|지만|고요|데),\s"
)
_SENTENCE = re.compile(r"\n|(?<!\d)[.!?](?=\s|$)|[.!?](?=\s*$)|;")
_DOUBT = re.compile(
    r"아니|않|없|대신|보다|다른|같은|말고|\bnot\b|n't|\bno\b|instead|rather|than|unlike|other"
    r"|\bsame\b|\bvs\b|may\b|might|수도|확인해",
    re.I,
)
_DOUBT = gated(_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to
# a clause that opens by pointing back at the holder just named ("이쪽은", "그곳은", "it", "there")
POINTER: Final = re.compile(
    r"\s*(?:(?:(?:이|그|저)\s?곳|이쪽|그쪽|여기|거기)(?:은|는|도|이|가|에서는?|엔|에는)\s"
    r"|(?:it|this one|that one|this place|that place)\b|there\b(?!\s*(?:is|are|'s|’s|was|were)\b))",
    re.I,
)
_CLOSED = re.compile(r"휴무|쉬|closed|except|제외|\boff\b|외에는|빼고", re.I)


def own_record_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Values an answer gives a named holder that only another holder's record holds."""
    hs = holders(sources)
    if len(hs) < 2:
        return []
    said = mentions(answer, [(h.keys, h.group) for h in hs])
    if not said:
        return []
    all_sites = sorted({s for h in hs for s in h.sites})
    sites = mentions(answer, [(frozenset({s}), 0) for s in all_sites]) if all_sites else []
    if sites:  # "산청농촌폐기물종합처리시설": a place, not a mention of 산청군
        said = [m for m in said if not any(m[0] < e and s < m[1] for s, e, _ in sites)]
    out = misplaced_addresses(answer, said, [h.group for h in hs], WHY, [h.text for h in hs])
    for n, (start, end, who) in enumerate(said):
        own = hs[who] if who >= 0 else None
        stop = (_SENTENCE if own is not None and own.ways else _END).search(answer, end)
        if stop is not None and stop.group(0) != "\n" and (p := POINTER.match(answer, stop.end())):
            stop = _END.search(answer, p.end())  # "…인데, 이쪽은 매일 …": the place just named
        limit = stop.start() if stop else len(answer)
        if n + 1 < len(said):  # (a shared address right after the name is the item's own)
            nxt = n + 2 if _shared_after(answer, said, n) else n + 1
            limit = min(limit, said[nxt][0]) if nxt < len(said) else limit
        if own is None:
            continue
        prev = said[n - 1] if n else None
        if (
            prev is not None
            and prev[2] != who  # (its name then its address: one holder, named twice)
            and not _has_value(answer[prev[1] : start])
            and not _END.search(answer, prev[1], start)
        ):
            continue  # "A와 B는 …": two holders named with no value between
        scope = answer[end:limit]
        line = answer.rfind("\n", 0, start) + 1
        clause = max((m.end() for m in _END.finditer(answer, line, start)), default=line)
        if _DOUBT.search(scope) or _DOUBT.search(answer, clause, start):
            continue  # (a doubt in the clause that names it, not in the line's earlier clauses)
        group = [h for h in hs if h.group == own.group]
        out += _misgiven(scope, end, own, group)
        if (k := _OPEN_TOO.search(answer, limit, _sentence_end(answer, limit))) is not None and (
            n + 1 == len(said) or said[n + 1][0] > k.start()
        ):  # "… takes paper and aluminum and is open weekdays 09:00–21:00": the same holder
            if not _has_value(answer[limit : k.start()]) and not re.search(
                r"\d", answer[limit : k.start()]
            ):
                tail = _END.search(answer, k.end())
                out += _misgiven(answer[k.start() : tail.start() if tail else len(answer)],
                                 k.start(), own, group)  # fmt: skip
        if own.ways or any(h.ways for h in group):
            named = [
                (s, e, all_sites[i]) for s, e, i in sites if end <= s and e <= limit and i >= 0
            ]
            out += _misplaced(scope, end, named, own, group)
    if (who := lone(_own_addresses_aside(answer, said, hs))) >= 0 and not hs[who].ways:
        group = [h for h in hs if h.group == hs[who].group]
        stop = _SENTENCE.search(answer, said[-1][1])
        out += later_claims(
            answer,
            sources,
            stop.end() if stop else len(answer),
            lambda scope, at: _misgiven(scope, at, hs[who], group),
            _DOUBT,
        )
    elif who < 0:  # several holders listed: a phone on a line of its own after them
        out += footer_phones(answer, said, hs, sources, _DOUBT, WHY)
    return [c for n, c in enumerate(out) if not overlaps(c, out[:n])]


def _own_addresses_aside(
    answer: str, said: list[tuple[int, int, int]], hs: tuple[Holder, ...]
) -> list[tuple[int, int, int]]:
    """``said`` without a shared form (the road address two rows of one building share) written
    right after a holder's name that is among that holder's own forms (``- 성남시 재활용선별장 —
    분당구 탄천로 247``): the named holder's address, no second holder (round 33)."""
    if all(w >= 0 for _, _, w in said):
        return said
    return [
        m
        for n, m in enumerate(said)
        if not (
            n
            and m[2] < 0
            and said[n - 1][2] >= 0
            and _shared_after(answer, said, n - 1)
            and norm(answer[m[0] : m[1]]) in hs[said[n - 1][2]].keys
        )
    ]


def _shared_after(answer: str, said: list[tuple[int, int, int]], n: int) -> bool:
    """Whether the mention after ``said[n]`` is a form several holders share (the building's
    road address two shops are in) written right after it with no value or line between
    (``큰창원약국: 성산구 창원대로 726, 1층 …``): the item's address, not another holder (round 32)."""
    s2, _, who = said[n + 1]
    between = answer[said[n][1] : s2]
    return who < 0 and "\n" not in between and len(between) <= 12 and not _has_value(between)


# a clause that goes on with the holder's hours after its goods ("and is open …", round 32)
_OPEN_TOO = re.compile(r"\band (?:is |are |it's |it is )?open(?:s|ed)?\b", re.I)


def _sentence_end(answer: str, at: int) -> int:
    stop = _SENTENCE.search(answer, at)
    return stop.start() if stop else len(answer)


def _misplaced(
    scope: str, at: int, sites: list[tuple[int, int, str]], own: Holder, group: list[Holder]
) -> list[Claim]:
    """A way of applying or a place a district's sentence gives it that only another's how-to
    names."""
    others = [h for h in group if h is not own]
    out: list[Claim] = []
    for m in WAYS.finditer(scope):
        way = f"way:{m.lastgroup}"
        if way not in own.ways and any(way in h.ways for h in others):
            out.append(Claim(m.group(0), "channel", way, at + m.start(), at + m.end(), why=WHY))
    for s, e, site in sites:
        if site not in own.sites and any(site in h.sites for h in others):
            out.append(Claim(site, "place", site, s, e, why=WHY))
    return out


def _has_value(text: str) -> bool:
    return bool(_DISTANCE.search(text) or _PHONE.search(text) or days(text))


def _misgiven(scope: str, at: int, own: Holder, group: list[Holder]) -> list[Claim]:
    others = [h for h in group if h is not own]
    out: list[Claim] = []
    m = _DISTANCE.search(scope)
    if m is not None and (_RADIUS.match(scope, m.end()) or _WITHIN.search(scope, 0, m.start())):
        m = None  # "2km까지 넓히면", "within 1 km": a radius, not a distance of the holder
    elif m is not None and FORWARD_KO.match(scope, m.end()):
        m = None  # "…가 1,049원, 2.1km 거리 SK가스 달서충전소": the place after it's (round 35)
    if m is not None and own.distance is not None:
        scale = 1000.0 if m.group(3).lower() in ("km", "킬로미터", "킬로") else 1.0
        number = m.group(1).replace(",", "") + (m.group(2) or "")
        said, unit = float(number) * scale, _unit(number, scale)
        if abs(said - own.distance) > unit + 1e-6 and any(
            h.distance is not None and abs(said - h.distance) <= unit / 2 + 1e-6 for h in others
        ):
            out.append(Claim(m.group(0), "distance", said, at + m.start(), at + m.end(), why=WHY))
    p = _PHONE.search(scope)
    if p is not None and (own.phones or own.text):  # (a row of a list with no phone, too)
        digits = re.sub(r"\D", "", p.group(0))
        if digits not in own.phones and any(digits in h.phones for h in others):
            out.append(Claim(p.group(0), "phone", digits, at + p.start(), at + p.end(), why=WHY))
    said_days = days(scope)
    if said_days and own.days and not _CLOSED.search(scope) and not said_days <= own.days:
        if any(h.days and said_days <= h.days for h in others):
            first = _KO_DAY.search(scope) or _EN_ONE.search(scope) or _WEEK_PARTS.search(scope)
            s, e = (first.start(), first.end()) if first else (0, len(scope))
            out.append(Claim(scope[s:e], "weekday", said_days, at + s, at + e, why=WHY))
    ranges = said_ranges(scope) if own.times and RANGE_GATE.search(scope) else []
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
