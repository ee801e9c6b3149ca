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

Round 37: the items of an enumeration opened by a colon (``Two of the platforms open on Mondays
09:30–12:00: the Birae-dong platform …, and the Jungni-dong platform …``, ``월요일에 여는 곳: A, B``)
are each given the days its heading clause states; an item whose record keeps other days, where
another holder of its list keeps them, is flagged (the mention, as the holder given the day). An
item that states its own days (``all open on one weekday: A on Mondays, B on Thursdays``) is read
by them alone.

Unsure, never flagged: a value no other holder of the list holds, or that the holder's record holds
(a distance within the precision the answer writes it with — one unit of its last digit — a day
among the days of its hours, a detail word anywhere in its row); a holder whose record gives no
value of the kind (no hours, no distance); a mention right after another with no value between
(``A와 B는 …``); a scope with a negation, comparison or hedge, or with a closed/except word for
its days; a distance read as a radius (``2km까지``, ``within 1 km``); a distance written
before the place after it (round 35: ``…가 1,049원, 2.1km 거리 SK가스 달서충전소``: 달서충전소's).
Round 50: a row with no phone given a number only another list's rows hold (:mod:`.stray_phones`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import Final

from guardrails.grounding.claims import Claim, overlaps
from guardrails.grounding.conditioned import day_before
from guardrails.grounding.footer_phones import footer_phones
from guardrails.grounding.holder_forms import mentions, norm
from guardrails.grounding.holder_records import holders
from guardrails.grounding.holder_values import (
    WHY,
    Holder,
    days,
    has_value,
    misgiven,
    misgiven_days,
)
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.line_addresses import misplaced_addresses
from guardrails.grounding.lone_holder import later_claims, lone
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.stray_phones import stray_phone_claims

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
    headings = _headings(answer, said)
    headed: set[tuple[int, int]] = set()  # (an enumeration's heading, a holder) read
    for n, (start, end, who) in enumerate(said):
        own = hs[who] if who >= 0 else None
        stop = (_SENTENCE if own is not None and own.ways else _END).search(answer, end)
        if stop is not None and stop.group(0) != "\n" and (p := POINTER.match(answer, stop.end())):
            stop = _END.search(answer, p.end())  # "…인데, 이쪽은 매일 …": the place just named
        limit = stop.start() if stop else len(answer)
        if n + 1 < len(said):  # (a shared address right after the name is the item's own)
            nxt = n + 2 if _shared_after(answer, said, n) else n + 1
            limit = min(limit, said[nxt][0]) if nxt < len(said) else limit
            if nxt < len(said) and (day := day_before(answer, end, said[nxt][0])) is not None:
                limit = min(limit, day)  # "A, 화요일엔 B": the day before B is B's condition
        if own is None:
            continue
        group = [h for h in hs if h.group == own.group]
        head = next((h for h in headings if h[1] < start < h[2]), None) if headings else None
        if head is not None and (head[1], who) not in headed and not days(answer[end:limit]):
            headed.add((head[1], who))  # (its Latin name, then its own in brackets: one item)
            out += [  # (its own days said after it, "A on Mondays", are read by them alone)
                Claim(answer[start:end], c.kind, c.value, start, end,
                      why=f"{WHY}: its heading's days ({c.text}) are another holder's")
                for c in misgiven_days(answer[head[0] : head[1]], head[0], own, group)
            ]  # fmt: skip
        prev = said[n - 1] if n else None
        if (
            prev is not None
            and prev[2] != who  # (its name then its address: one holder, named twice)
            and not has_value(answer[prev[1] : start])
            and not _END.search(answer, prev[1], start)
        ):
            continue  # "A와 B는 …": two holders named with no value between
        scope = answer[end:limit]
        line = answer.rfind("\n", 0, start) + 1
        clause = max((m.end() for m in _END.finditer(answer, line, start)), default=line)
        if _DOUBT.search(scope) or _DOUBT.search(answer, clause, start):
            continue  # (a doubt in the clause that names it, not in the line's earlier clauses)
        out += misgiven(scope, end, own, group)
        out += stray_phone_claims(scope, end, own, hs)  # another list's rows' phone
        if (k := _OPEN_TOO.search(answer, limit, _sentence_end(answer, limit))) is not None and (
            n + 1 == len(said) or said[n + 1][0] > k.start()
        ):  # "… takes paper and aluminum and is open weekdays 09:00–21:00": the same holder
            if not has_value(answer[limit : k.start()]) and not re.search(
                r"\d", answer[limit : k.start()]
            ):
                tail = _END.search(answer, k.end())
                out += misgiven(answer[k.start() : tail.start() if tail else len(answer)],
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
            lambda scope, at: misgiven(scope, at, hs[who], group),
            _DOUBT,
        )
    elif who < 0:  # several holders listed: a phone on a line of its own after them
        out += footer_phones(answer, said, hs, sources, _DOUBT, WHY)
    return [c for n, c in enumerate(out) if not overlaps(c, out[:n])]


# the colon that opens an enumeration (not a time's: "09:30")
_COLON: Final = re.compile(r":(?!\d)|：")


def _headings(answer: str, said: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """(from, colon, sentence end) of each heading clause of an enumeration: a sentence's words
    before a colon that state a day, name no holder and state no doubt (``Two of the platforms open
    on Mondays 09:30–12:00: A, …, and B``, ``월요일에 여는 곳: A, B``; round 37). Its items are the
    mentions between the colon and the sentence's end."""
    colons = [m.start() for m in _COLON.finditer(answer)]
    if not colons:
        return []
    ends = [m.end() for m in _SENTENCE.finditer(answer)]
    out: list[tuple[int, int, int]] = []
    for colon in colons:
        n = bisect_left(ends, colon + 1)
        line = ends[n - 1] if n else 0
        stop = ends[n] if n < len(ends) else len(answer)
        if (
            days(answer[line:colon])
            and not any(line <= s < colon for s, _, _ in said)
            and not _DOUBT.search(answer, line, colon)
        ):
            out.append((line, colon, stop))
    return out


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
    return who < 0 and "\n" not in between and len(between) <= 12 and not has_value(between)


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
