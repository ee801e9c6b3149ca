"""Whose value: a phone, department, road address, way of applying or date said of one holder
that is another holder's of the same kind.

One rule for the levels of record (:mod:`.holdings`: districts, listed places, offices, datasets).
A value
one holder's record holds — and no holder of another kind — is said of the holder of that kind
named nearest before it:

* in its sentence (list line), the last mention before the value (``In Goseong-gun (Gangwon),
  you take it … to 장암면 북고로 201``: Goseong; ``for Buyeo, 041-…``: Buyeo);
* else, when its sentence names no holder of that kind at all, the last one named in the
  sentences before it, back to a blank line (``In Geumsan-gun, … . For questions, call …
  054-…``; a heading ``가장 가까운 곳은 늘푸른 약국이에요.`` over ``- 전화: 063-…``; ``It's about
  3.4 km away; phone …``);
* a date, to the dataset named before it on its line (``the national bulky-waste fee dataset
  (as of 2023-03-17)``, ``재활용센터 자료 기준: 2025-01``), else, on a list line, to the dataset
  its heading names, even by the bare topic (``증평군 세탁기 수수료:`` over ``- 데이터기준일자:
  …``) when no phone, department, place or other date stands between.

Round 34: a value in a Markdown table row that names no holder before it is said of the holder
its column's header cell names (:mod:`.table_columns`: ``| | Ongjin-gun | Gwangju Buk-gu |``
over ``| Contact | 연평면사무소 … |``), not carried from the header's last column; a head naming
none or several is unsure.

An office (``백령면사무소``) is read in its own sentence only, and an office of the level of the
phone's holder that the tools give no phone names another holder. A way of applying (``attach a
sticker``, ``읍면 행정복지센터에서``, ``landfill``) is a value of the districts whose how-to
strings name it, read where a district's how-to names ways and another district is a holder
(round 26: the other's how-to may be empty, ``application_methods: []``).

It is flagged when that holder's own record does not hold it. Unsure, never flagged: the value
held by holders of two kinds, or by no holder; fewer than two holders of the kind; a mention that
names several holders, one of them the value's (``South Chungcheong`` for two of its 군); two
holders named one after the other with no value between (``A와 B 문의처는``); a holder named only
after the value; a carried subject where the value's sentence holds values of two holders; a
negation or contrast between the subject and a phone, department or address (``… 아니라``) —
not one in a reason's clause closed before the value (``Mapo-gu's data doesn't list a method, so
call …``, ``…없어서 …``). A department an English answer names is read as the district department
it translates (:mod:`.departments`).

Round 41: a place's name is no mention of it where it is an address's town — before the road
(``진안읍 진무로 1079``) or, in English, after the road and number (``1079 Jinmu-ro, Jinan-eup``
names no 진안읍행정복지센터); ``Jinan-eup Community Center, 3 Daeseong-gil`` still names it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Final

from guardrails.grounding.after_lists import past_list
from guardrails.grounding.claims import Claim
from guardrails.grounding.departments import english_departments
from guardrails.grounding.district_stems import stem_mentions
from guardrails.grounding.districts import DistrictOutput, within
from guardrails.grounding.hedges import unsure
from guardrails.grounding.holdings import (
    DATASET_TOPICS,
    DATASET_WORDS,
    OFFICE,
    WAYS,
    Holder,
    holders,
    office_level,
)
from guardrails.grounding.latin_roads import LATIN_ROAD
from guardrails.grounding.latin_subjects import latin_name_before
from guardrails.grounding.place_words import place_of
from guardrails.grounding.source_lines import source_line_why
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.table_columns import head_cell
from guardrails.grounding.vocabulary import PlaceVocabulary

Mention = tuple[int, int, frozenset[int]]  # (start, end, the indices of the holders it names)

_KINDS: Final = ("phone", "department", "place", "date")
_DOUBT = unsure(r"아니라|대신|instead|rather|다른|other|\bvs\b|보다|than|각각|respectively")
_PLACE_WORD = re.compile(r"[가-힣]{2,}|[A-Z][a-z]+(?:-[a-z]+)?(?:\s[A-Z][a-z]+(?:-[a-z]+)?)?")
_LIST_LINE = re.compile(r"\s*(?:[-•*·▶]|\d{1,2}[.)])\s")
_LABEL_LINE = re.compile(r"\s*(?:[-•*·▶]|\d{1,2}[.)])\s*[^:\n]{1,12}:")  # "- 전화: …"
_FACILITY = re.compile(
    r"[가-힣](?:센터|약국|보건소|지소|진료소|의료원|마트|수거함|가게|고물상|자원|구청|군청|시청)"
    r"|\b(?:cent(?:er|re)|pharmacy|drugstore|clinic|office|mart|store|shop|dealer|bins?|jawon"
    r"|gomulsang|market)\b",
    re.I,
)
_BLANK = re.compile(r"\n\s*\n")


def _way_claims(answer: str) -> list[Claim]:
    """Each way of applying the answer names (``attach a sticker``, ``읍면 행정복지센터에서``)."""
    return [
        Claim(m.group(0), "channel", f"way:{m.lastgroup}", m.start(), m.end())
        for m in WAYS.finditer(answer)
        if m.lastgroup
    ]


def _dated(said: tuple[int, ...], held: Any) -> bool:
    """Whether a date said (``(2025, 1)``) is a date held (``(2025, 1)`` or ``(2025, 1, 9)``)."""
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == tuple(held)[:n]


def _holds(h: Holder, c: Claim) -> bool:
    if c.kind == "date":
        said = c.value
        return isinstance(said, tuple) and any(k == "date" and _dated(said, v) for k, v in h.values)
    return (c.kind, c.value) in h.values


def _district_mentions(
    answer: str, hs: tuple[Holder, ...], places: PlaceVocabulary
) -> list[Mention]:
    outs = [(i, DistrictOutput(h.name, h.full, "", frozenset())) for i, h in enumerate(hs)]
    found: list[Mention] = []
    for m in _PLACE_WORD.finditer(answer):
        p = place_of(m.group(0), places)
        if p is None:
            continue
        named = frozenset(i for i, o in outs if o.district and within(p, o, places))
        if named:
            found.append((m.start(), m.end(), named))
    taken = {s for s, _e, _n in found}  # "남해는" for 남해군, where the vocabulary knows no form
    found += [(s, e, frozenset({i})) for s, e, i in stem_mentions(answer, [h.name for h in hs])
              if s not in taken]  # fmt: skip
    return found


# an area word that goes on as an address (``장수군 장수읍 …``, ``송현동 179``; round 37: a city
# before its district, ``(대구 서구 국채보상로20길 25)``: the address of the name before it) names
# no place
_ADDRESS_ON = re.compile(
    r"\s?(?:[가-힣0-9·]+(?:로|길|읍|면|동|리)(?=[\s\d])|\d|[가-힣]{1,3}(?:구|군)\s[가-힣0-9]+(?:로|길|동))"
)


# a name that goes on as a longer word (``성남시`` in ``성남시청``), not with a particle
_GLUED = re.compile(r"(?![은는이가에의도과와로을를만까부예였입])[가-힣]")
# an English address before the name: its road and number, then the town the name is
# ("1079 Jinmu-ro, Jinan-eup": 진안읍 of the address, not 진안읍행정복지센터 named)
_LATIN_ROAD_BEFORE = re.compile(rf"\d[\d-]*\s{LATIN_ROAD}(?:\s\([^)]{{0,12}}\))?,\s?$")


def _place_mentions(answer: str, hs: tuple[Holder, ...]) -> list[Mention]:
    spans: dict[tuple[int, int], set[int]] = {}
    for i, h in enumerate(hs):
        for m in h.names.finditer(answer) if h.names is not None else ():
            if _ADDRESS_ON.match(answer, m.end()) or _GLUED.match(answer, m.end()):
                continue
            if _LATIN_ROAD_BEFORE.search(answer, max(0, m.start() - 48), m.start()) is None:
                spans.setdefault((m.start(), m.end()), set()).add(i)
    found = [(s, e, frozenset(v)) for (s, e), v in spans.items()]
    # a name inside a longer one ("보건의료원" in "장수군보건의료원") is the longer one's
    return [
        a
        for a in found
        if not any(
            b is not a and b[0] <= a[0] and a[1] <= b[1] and b[1] - b[0] > a[1] - a[0]
            for b in found
        )
    ]


def _office_mentions(answer: str, hs: tuple[Holder, ...]) -> list[Mention]:
    """Each office word: the holder of that word, else an office of a holder's level the tools
    give no phone (index ``len(hs)``)."""
    levels = {office_level(h.name) for h in hs}
    found: list[Mention] = []
    for m in OFFICE.finditer(answer):
        named = frozenset(i for i, h in enumerate(hs) if h.name == m.group(0))
        if not named and office_level(m.group(0)) in levels:
            named = frozenset({len(hs)})
        if named:
            found.append((m.start(), m.end(), named))
    return found


def _dataset_mentions(
    answer: str, hs: tuple[Holder, ...], words: dict[str, re.Pattern[str]]
) -> list[Mention]:
    return [
        (m.start(), m.end(), frozenset({i}))
        for i, h in enumerate(hs)
        if h.name in words
        for m in words[h.name].finditer(answer)
    ]


def _bounds_of(bounds: list[tuple[int, int]], pos: int) -> int:
    return next((i for i, (s, e) in enumerate(bounds) if s <= pos < e), len(bounds) - 1)


def _carried(
    answer: str, bounds: list[tuple[int, int]], k: int, mentions: list[Mention]
) -> Mention | None:
    """The last mention in the sentences before sentence ``k``, back to a blank line."""
    for j in range(k - 1, max(-1, k - 6), -1):
        s, e = bounds[j]
        if _BLANK.search(answer, s, bounds[j + 1][0] + 1):
            return None
        inside = [m for m in mentions if s <= m[0] < e]
        if inside:
            return inside[-1]
    return None


def _subject(
    answer: str, c: Claim, mentions: list[Mention], bounds: list[tuple[int, int]],
    values_of: dict[int, frozenset[int]], *, place: bool = False,
) -> Mention | None:  # fmt: skip
    """The mention ``c`` is said of (see the module docstring), or ``None`` when unsure."""
    k = _bounds_of(bounds, c.start)
    s, e = bounds[k]
    before = [m for m in mentions if s <= m[0] and m[1] <= c.start]
    if before:
        last = before[-1]
        if len(before) > 1 and before[-2][2] != last[2]:
            gap = answer[before[-2][1] : last[0]]
            if len(gap) < 12 and not any(before[-2][1] <= p < last[0] for p in values_of):
                return None  # "A와 B 문의처는": two holders named together
        return last
    if (head := head_cell(answer, c.start)) is not None:  # a table row: its column's head
        under = [m for m in mentions if head[0] <= m[0] and m[1] <= head[1]]
        return under[-1] if len({m[2] for m in under}) == 1 else None
    if any(c.end <= m[0] < e for m in mentions):
        return None  # named after the value
    holders_here = {frozenset(v) for p, v in values_of.items() if s <= p < e}
    if len(set().union(*holders_here) if holders_here else set()) > 1:
        return None  # values of two holders, neither named: unsure
    line = answer.rfind("\n", 0, c.start) + 1
    if _LIST_LINE.match(answer, line) and not _LABEL_LINE.match(answer, line):
        return None  # a list item of its own (``4. <a name read nowhere> – …``): no carrying
    if place and _FACILITY.search(answer, s, c.start):
        return None  # a facility of its own, named in words no place's name reads
    carried = _carried(answer, bounds, k, mentions)
    if carried and past_list(answer, carried[0], c.start):  # (:mod:`.after_lists`)
        if len({m[2] for m in mentions if m[1] <= c.start}) > 1:
            return None  # "- 영광군: …\n- 용인시: …\n엄마 집은 …": of no one line's holder
    return carried


def _clause_end(answer: str, c: Claim, bounds: list[tuple[int, int]]) -> int:
    """Where the clause holding ``c`` ends: the next comma or semicolon, else its sentence's end
    (``제천시도 보통은 스티커를 붙여 내놓을 수도 있어요``: hedged after its value)."""
    end = bounds[_bounds_of(bounds, c.start)][1]
    stops = [i for ch in ",;" if (i := answer.find(ch, c.end, end)) >= 0]
    return min(stops, default=end)


# a reason's clause closed before the value ("Mapo-gu's data doesn't list a method, so call …",
# "자료가 없어서 …에 문의하세요"): its negation is the reason's, the value after it is stated
_BECAUSE = re.compile(
    r",?\s(?:so|therefore|hence|thus)\s|(?:어서|아서|해서|니까|므로|라서)[,\s]", re.I
)


def _after_reason(answer: str, start: int, end: int) -> int:
    """Where the doubt over a value said of a holder is read from: the holder's end, or the end
    of the last reason's clause between it and the value."""
    for m in _BECAUSE.finditer(answer, start, end):
        start = m.end()
    return start


def _topic_on_line(
    answer: str, mentions: list[Mention], line: int, at: int, dates: list[int]
) -> Mention | None:
    """The dataset a list line names by its bare topic before its date, when it names one only
    (``- PET 350원/kg — 수도권 시세가 없어 전국 평균(2025-01)``: the price survey's, not the
    dataset the heading over the list names); None for none or several, or off a list line, or
    when another date (``dates``: the starts of the answer's dates) stands between the topic and
    this one (``시세 2025-01, 장소 2025-11-28``: the topic has its own date; the second date
    belongs to a word no dataset topic names)."""
    if not _LIST_LINE.match(answer, answer.rfind("\n", 0, at) + 1):
        return None
    on_line = [m for m in mentions if line <= m[0] and m[1] <= at]
    if len({i for m in on_line for i in m[2]}) != 1:
        return None
    if any(on_line[-1][1] <= d < at for d in dates):
        return None
    return on_line[-1]


def _heading(answer: str, c: Claim, mentions: list[Mention], claims: list[Claim]) -> Mention | None:
    """The dataset a list line's heading names, when nothing of another holder stands between."""
    line = answer.rfind("\n", 0, c.start) + 1
    if not _LIST_LINE.match(answer, line):
        return None
    head_end = line - 1
    while head_end > 0:
        head = answer.rfind("\n", 0, head_end) + 1
        if not _LIST_LINE.match(answer, head):
            break
        head_end = head - 1
    else:
        return None
    head = answer.rfind("\n", 0, head_end) + 1
    if any(head_end <= d.start < c.start and d.kind in _KINDS for d in claims):
        return None
    inside = [m for m in mentions if head <= m[0] < head_end]
    return inside[-1] if inside else None


def bound_claims(
    answer: str, claims: Iterable[Claim], sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Phones, departments, road addresses and dates said of a holder whose record does not hold
    them, where another holder's of the same kind does."""
    hs = holders(sources)
    kinds = [h.kind for h in hs]
    if "office" not in kinds and all(kinds.count(k) < 2 for k in set(kinds)):
        return []  # no holder has a rival of its kind
    said = [c for c in claims if c.kind in _KINDS]
    depts = [v for h in hs if h.kind == "district" for k, v in h.values if k == "department"]
    if len(depts) > 1:  # "the Environment and Water Quality Division": a department translated
        said += english_departments(answer, depts)
    if any(h.kind == "district" and any(k == "channel" for k, _v in h.values) for h in hs):
        said += _way_claims(answer)  # a district that names ways of applying, and a rival
    out: list[Claim] = []
    memo: dict[str, list[Mention]] = {}
    bounds: list[tuple[int, int]] = []
    for c in said:
        owners = {h.kind for h in hs if _holds(h, c)}
        if "office" in owners:
            owners.discard("district")  # an office is of its district
        if len(owners) != 1:
            continue
        (kind,) = owners
        rivals = tuple(h for h in hs if h.kind == kind)
        if len(rivals) < 2 and kind != "office":
            continue
        if kind not in memo:
            if kind == "district":
                memo[kind] = _district_mentions(answer, rivals, places)
            elif kind == "place":
                memo[kind] = _place_mentions(answer, rivals)
            elif kind == "office":
                memo[kind] = _office_mentions(answer, rivals)
            else:
                memo[kind] = _dataset_mentions(answer, rivals, DATASET_WORDS)
            memo[kind].sort()
        mentions = memo[kind]
        bounds = bounds or sentence_bounds(answer)
        if kind == "dataset" and source_line_why(c, answer, sources, ()) is not None:
            continue  # "출처: … 2025-01 / …표준데이터 등, 데이터기준일자 2025-11-17": its own scope
        if kind == "dataset":
            line = max(answer.rfind("\n", 0, c.start) + 1, bounds[_bounds_of(bounds, c.start)][0])
            on_line = [m for m in mentions if line <= m[0] and m[1] <= c.start]
            topics = _dataset_mentions(answer, rivals, DATASET_TOPICS)
            subject = (
                on_line[-1]
                if on_line
                else _topic_on_line(
                    answer, topics, line, c.start, [d.start for d in said if d.kind == c.kind]
                )
                or _heading(answer, c, topics, said)
            )
        else:
            values_of = {
                d.start: frozenset(i for i, h in enumerate(rivals) if _holds(h, d))
                for d in said
                if d.kind == c.kind and any(_holds(h, d) for h in rivals)
            }
            subject = _subject(answer, c, mentions, bounds, values_of, place=kind == "place")
            if (
                kind == "office"
                and subject is not None
                and subject[1] < bounds[_bounds_of(bounds, c.start)][0]
            ):
                subject = None  # an office is read in its own sentence only
            if subject is not None and _DOUBT.search(
                answer, _after_reason(answer, subject[1], c.start), _clause_end(answer, c, bounds)
            ):
                continue  # a doubt between the holder and its value, or after it in its clause
        if subject is None or any(i < len(rivals) and _holds(rivals[i], c) for i in subject[2]):
            continue
        if (
            kind == "place"
            and (n := latin_name_before(answer, c.start)) is not None
            and (subject[1] <= n)
        ):
            continue  # "…, and Seoul Station Central Xi in Jung-gu (…, 02-…)": its own holder
        named = "/".join(sorted(rivals[i].name if i < len(rivals) else "?" for i in subject[2]))
        owner = "/".join(sorted(h.name for h in rivals if _holds(h, c)))
        why = f"{c.text} is {owner}'s, not {named}'s ({answer[subject[0] : subject[1]]})"
        out.append(Claim(c.text, "condition", c.value, c.start, c.end, why))
    return out
