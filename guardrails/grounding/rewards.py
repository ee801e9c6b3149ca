"""Reward points of compensation sites ("캔은 개당 15포인트", "10 points per bottle"): a *reward*
claim, checked only against point values the tool outputs hold (a key naming points, an object whose
unit names points, or "N포인트" written in a value). Round 46: a point key over a list of places
(the bin tools' collection ``points``) holds none, and over such a list with no point value
``5 points`` is a count of the places (:func:`points_are_places`).

A claim whose clause names one material (투명페트병, 캔) is bound to that material's point key
(``pet_point``, ``can_point``); when the clause names none, or the evidence has no key for it, any
point value of the evidence supports it (an unsure binding does not flag). Points in an answer
whose evidence holds no point value at all are invented.

Exchange ratios ("폐건전지 10개를 가져가면 새 건전지 2개"): an item and its count written in a tool
output's value ("get": "새 건전지 2개") hold the counts the answer may give for that item. A count
for such an item that the evidence does not give is flagged when another item of the answer keeps
its evidence count; when every count differs the answer may have scaled the ratio (unsure).
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.nodes import (
    NOT_JSON,
    json_nodes,
    json_objects,
    parsed,
    per_stage,
    strings_under,
)
from guardrails.grounding.ratios import scaled_whole
from guardrails.grounding.subjects import Context

# a number glued to a Latin word before it is part of a name ("re100 points": the re100 collection
# points, found on prod_holdout7 g21h0-0044), never a count of points
_POINTS = re.compile(
    r"(?<![\d.,A-Za-z])(\d{1,3}(?:,\d{3})+|\d+)\s?(?:포인트|points?\b|P(?![A-Za-z]))"
)
POINT_KEY = re.compile(r"point|포인트|reward|보상", re.I)
_POINT_TEXT = re.compile(r"(\d{1,3}(?:,\d{3})+|\d+)\s?(?:포인트|points?\b|P(?![A-Za-z]))")
# points counted in 점 after the word ("포인트 500점", "마일리지 300점") or before 적립 ("500점 적립")
_POINTS_KO = re.compile(
    r"(?:포인트|마일리지)\s?(?P<a>\d{1,3}(?:,\d{3})+|\d+)\s?점"
    r"|(?<![\d.,])(?P<b>\d{1,3}(?:,\d{3})+|\d+)\s?점\s?(?:을|를|이|씩)?\s?적립"
)
# material class → the words naming it (in a clause of the answer, or in an evidence key)
_MATERIALS: Final[dict[str, tuple[str, ...]]] = {
    "pet": ("페트", "pet"),
    "can": ("캔", "cans", "per can", "a can", "can_"),
    "paper": ("종이팩", "종이", "paper"),
    "battery": ("건전지", "배터리", "battery"),
}
# an item and its count; a one-syllable modifier is part of the item ("새 건전지 2개")
_ITEM_COUNT = re.compile(
    r"(?<![가-힣])((?:[가-힣]\s)?[가-힣]{2,})\s?(\d{1,4})\s?(개|롤|장|kg|g(?![A-Za-z]))"
)


def _amount(m: re.Match[str]) -> int:
    """An item count's amount, a weight in grams ("종이팩 1kg" and "종이팩 1,000g" are one)."""
    return int(m.group(2)) * (1000 if m.group(3) == "kg" else 1)


_CLAUSE_END = re.compile(r"[.!?\n]|포인트|points?\b", re.I)
# "소형 가전은 3개 이상 모이면": a quantity condition (a limit claim), not an exchange ratio
# the words that bound a count (shared with :mod:`.limits`, whose claims those counts are)
BOUNDS_KO: Final = "이상|이하|미만|초과|부터|까지"
_BOUND_AFTER = re.compile(rf"\s?(?:{BOUNDS_KO}|넘)")


def material_classes(text: str) -> set[str]:
    lower = text.lower()
    return {k for k, words in _MATERIALS.items() if any(w in lower for w in words)}


def _places(value: object) -> bool:
    """Whether ``value`` lists places (objects with an address): the bin tools' collection
    ``points``, where to take things, never point values (their distances are no reward)."""
    return isinstance(value, list) and any(isinstance(v, dict) and "address" in v for v in value)


def _walk(node: Any, in_points: bool, out: dict[str, set[int]]) -> None:
    if isinstance(node, dict):
        unit = node.get("unit")
        here = in_points or (isinstance(unit, str) and "포인트" in unit)
        # {"item": "폐건전지", "unit": "kg", "point": 500}: the object's own words name it
        named = material_classes(" ".join(v for v in node.values() if isinstance(v, str)))
        own = named if len(named) == 1 else {""}
        for key, value in node.items():
            keyed = (here or bool(POINT_KEY.search(str(key)))) and not _places(value)
            if isinstance(value, int) and not isinstance(value, bool) and keyed:
                for cls in material_classes(f"{key}_") or own:
                    out.setdefault(cls, set()).add(value)
            else:
                _walk(value, keyed and isinstance(value, dict | list), out)
    elif isinstance(node, list):
        for item in node:
            _walk(item, in_points, out)
    elif isinstance(node, str):
        values = [m.group(1) for m in _POINT_TEXT.finditer(node)]
        values += [m.group("a") or m.group("b") for m in _POINTS_KO.finditer(node)]
        for value in values:
            named = material_classes(node)
            for c in named if len(named) == 1 else {""}:
                out.setdefault(c, set()).add(int(value.replace(",", "")))


@per_stage
def evidence_points(sources: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """Point values of the tool outputs by material class ("" for no one material)."""
    found: dict[str, set[int]] = {}
    for text, root in zip(sources, parsed(sources), strict=True):
        _walk(text if root is NOT_JSON else root, False, found)
    return {k: frozenset(v) for k, v in found.items()}


@per_stage
def points_are_places(sources: tuple[str, ...]) -> bool:
    """Round 46: whether the tool outputs list collection points (a point key over places) and
    hold no reward points: there ``lists 5 points within 1 km`` counts the listed places (a count
    claim, checked as one), not points earned. Rejected: any output holding a point value
    (``"can_point": 15``), where ``15 points`` stays a reward."""
    return not evidence_points(sources) and any(
        POINT_KEY.search(str(k)) and _places(v)
        for obj in json_objects(sources)
        for k, v in obj.items()
    )


def texts(sources: tuple[object, ...]) -> tuple[str, ...]:
    """The tool outputs that are texts (an already-parsed object is held by other checks): the
    stage's own ``Sources`` when all are, so that what is read from them is kept per stage."""
    if all(isinstance(t, str) for t in sources):
        return sources  # type: ignore[return-value]
    return tuple(t for t in sources if isinstance(t, str))


def _item_counts(node: Any, out: dict[str, set[int]]) -> None:
    if isinstance(node, dict):
        node = list(node.values())
    if isinstance(node, list):
        for item in node:
            _item_counts(item, out)
    elif isinstance(node, str) and len(node) <= 30:
        for m in _ITEM_COUNT.finditer(node):
            out.setdefault(m.group(1).replace(" ", ""), set()).add(_amount(m))


@per_stage
def evidence_items(sources: tuple[str, ...]) -> dict[str, frozenset[int]]:
    """Item → the counts tool-output values give it ("새 건전지 2개": 새건전지 → {2})."""
    found: dict[str, set[int]] = {}
    for root in parsed(sources):
        if root is not NOT_JSON:
            _item_counts(root, found)
    return {k: frozenset(v) for k, v in found.items()}


def exchange_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Counts of items the evidence gives counts for, as reward claims (value: item, count)."""
    if not any(map(str.isdigit, answer)):  # in C: no Python frame per character
        return []
    items = evidence_items(texts(sources))
    out: list[Claim] = []
    for m in _ITEM_COUNT.finditer(answer) if items else ():
        item = m.group(1).replace(" ", "")
        if item in items and not _BOUND_AFTER.match(answer, m.end()):
            out.append(Claim(m.group(0), "reward", (item, _amount(m)), m.start(), m.end()))
    return out


def _exchange_why(
    c: Claim, answer: str, claims: tuple[Claim, ...], sources: tuple[str, ...]
) -> str | None:
    items = evidence_items(texts(sources))
    item, n = c.value if isinstance(c.value, tuple) else ("", 0)
    if n in items.get(item, frozenset()):
        return None
    kept = [
        o
        for o in claims
        if o.kind == "reward" and isinstance(o.value, tuple) and o.value[1] in items[o.value[0]]
    ]
    if not kept and all(
        o.value[1] < min(items[o.value[0]])
        for o in claims
        if o.kind == "reward" and isinstance(o.value, tuple) and items.get(o.value[0])
    ):  # "10개를 1개로" over 20개 ↔ 2개: a batch below the output's own is no scaled ratio
        return f"{item} {n}: tool outputs give {sorted(items[item])}, fewer than they ask"
    if not kept:
        return None  # every count differs: a scaled ratio up, or nothing to hold it against
    if scaled_whole(answer, c.start, sources):
        return None  # "20개를 2개로 … 100개 모으시면 새 건전지 10개": its clause scales the ratio
    return f"{item} {n}: tool outputs give {sorted(items[item])} with {kept[0].text}"


@per_stage
def _sites(sources: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(name, the strings of its subtree) of every object named by a name key."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for node in json_nodes(sources):
        if isinstance(node, dict):
            names = [v for k, v in node.items() if _NAME_KEY.search(str(k)) and isinstance(v, str)]
            out += [(n, tuple(strings_under(node))) for n in names if len(n) >= 4]
    return tuple(out)


_NAME_KEY = re.compile(r"name|location|^site$|^place$")


def _other_site_why(c: Claim, answer: str, sources: tuple[str, ...]) -> str | None:
    """Why an exchange item is another site's: its sentence names a site whose own exchange items
    (item counts in its values) do not include it, while another site's do ("운암1동은 … 주방세제
    1개" where 운암1동 gives 빨랫비누). None when unsure."""
    item = c.value[0] if isinstance(c.value, tuple) else ""
    start = sentence_around(answer, c.start)[0]
    sites = _sites(texts(sources))
    named = [(n, texts) for n, texts in sites if n in answer[start : c.start]]
    if not named:
        return None

    def gives(texts: tuple[str, ...]) -> bool:
        return any(
            item in m.group(1).replace(" ", "") for t in texts for m in _ITEM_COUNT.finditer(t)
        )

    if any(gives(t) or not any(_ITEM_COUNT.search(x) for x in t) for _n, t in named):
        return None  # the named site gives the item, or gives no item counts at all
    if not any(gives(t) for _n, t in sites):
        return None
    return f"{c.text}: tool outputs give it at another site than {named[0][0]}"


@per_stage
def _site_rewards(sources: tuple[str, ...]) -> tuple[tuple[str, frozenset[int]], ...]:
    """(name, the points its reward values give) of every named object with a reward value."""
    out: list[tuple[str, frozenset[int]]] = []
    for node in json_nodes(sources):
        if not isinstance(node, dict):
            continue
        rewards = [v for k, v in node.items() if POINT_KEY.search(str(k))]
        names = [v for k, v in node.items() if _NAME_KEY.search(str(k)) and isinstance(v, str)]
        if rewards and len(names) == 1:
            points = {
                int(m.group(1).replace(",", ""))
                for r in rewards
                if isinstance(r, str)
                for m in _POINTS.finditer(r)
            }
            rows: dict[str, set[int]] = {}  # "rewards": [{"item": "캔", "points": 400}, …]
            for r in rewards:
                if not isinstance(r, str):
                    _walk(r, False, rows)
            points.update(*rows.values())
            out.append((names[0], frozenset(points)))
    return tuple(out)


def site_points_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """Why points said of one site are another's: the sentence names one site (by its name or a
    cue of it: ``Yeonsu-gu Office``) whose own reward gives other points or none, while another
    site's gives them. None when the sentence names no site, or several, or the site has no
    reward value (unsure)."""
    if isinstance(c.value, tuple):
        return _site_count_why(c, ctx, sources)
    if not isinstance(c.value, int):
        return None
    sites = _site_rewards(texts(sources))
    if len(sites) < 2:
        return None
    start = ctx.sentences[ctx.sentence_of(c.start)][0]
    name = _nearest_site(ctx, start, c.start, [n for n, _p in sites])
    if name is None:
        return None
    own = frozenset().union(*(p for n, p in sites if n == name))
    if c.value in own or not any(c.value in p for n, p in sites if n != name):
        return None
    return f"{c.value:,} points: tool outputs give them at another site than {name}"


def _site_count_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """Why an exchange amount is another site's: the site named last before it gives the item
    with other amounts only, while another site gives this one ("잠실본동 주민센터는 종이팩 500g을
    가져가면" where 잠실본동 takes 1kg and the shop 500g). None when unsure."""
    item, n = c.value if isinstance(c.value, tuple) else ("", 0)
    sites = _sites(texts(sources))
    if len(sites) < 2:
        return None

    def amounts(texts: tuple[str, ...]) -> set[int]:
        found = (m for t in texts for m in _ITEM_COUNT.finditer(t))
        return {_amount(m) for m in found if m.group(1).replace(" ", "") == item}

    start = ctx.sentences[ctx.sentence_of(c.start)][0]
    name = _nearest_site(ctx, start, c.start, [s for s, _t in sites])
    own = set().union(*(amounts(t) for s, t in sites if s == name)) if name else set()
    if not own or n in own or not any(n in amounts(t) for s, t in sites if s != name):
        return None
    return f"{c.text}: tool outputs give it at another site than {name}"


def _nearest_site(ctx: Context, start: int, end: int, names: list[str]) -> str | None:
    """The site named last before ``end`` in the sentence: by its whole name, a cue of it, or a
    word of its name no other site's name has ("수원 영통구 자원순환가게(500포인트)": 영통구)."""
    before = ctx.answer[start:end]
    words = {n: [w for w in set(n.split()) if len(w) >= 2 and not any(
        w in o for o in names if o != n)] for n in names}  # fmt: skip
    best: tuple[int, str] | None = None
    for n in set(names):
        at = max((before.rfind(w) + len(w) for w in (n, *words[n]) if w in before), default=-1)
        cued = [q.end - start for q in ctx.cues_in(start, end) if q.token == n]
        at = max(at, *cued) if cued else at
        if at >= 0 and (best is None or at > best[0]):
            best = (at, n)
        elif best is not None and at == best[0]:
            return None  # one word of two names: unsure
    return best[1] if best else None


def clause_before(answer: str, start: int) -> str:
    """The answer's text from the previous points claim or sentence end up to ``start``."""
    head = answer[max(0, start - 40) : start]
    ends = list(_CLAUSE_END.finditer(head))
    return head[ends[-1].end() :] if ends else head


_AMOUNT = re.compile(r"(\d{1,4})\s?(?:개|kg|병|캔)")


def _worked_out(value: object, clause: str, per_unit: frozenset[int]) -> bool:
    """Points worked out as a stated amount times a per-unit value ("페트병 50개면 500포인트")."""
    amounts = [int(m.group(1)) for m in _AMOUNT.finditer(clause)]
    return any(n * p == value for n in amounts for p in per_unit)


# a cap on points: said before the figure ("the monthly cap is 2,000 points", "한 달 최대"), and
# the key of a tool output's point value that is one ("monthly_cap_point")
_CAP_WORDS = re.compile(
    r"\bcap\b|\bcapped\b|\blimit\b|한도|상한|(?:월|달|하루|일일|연간|monthly|daily)\s?(?:최대|max)",
    re.I,
)  # (not "up to 10 points per bottle", "개당 최대 10포인트": a rate)
_CAP_KEY = re.compile(r"cap|limit|max|한도|최대|상한", re.I)


@per_stage
def _point_caps(sources: tuple[str, ...]) -> tuple[int, ...]:
    """The point values of the tool outputs under a key naming both a cap and points."""
    return tuple(
        v
        for obj in json_objects(sources)
        for k, v in obj.items()
        if isinstance(v, int) and not isinstance(v, bool)
        and _CAP_KEY.search(str(k)) and POINT_KEY.search(str(k))
    )  # fmt: skip


def reward_claims(answer: str) -> list[Claim]:
    """Points stated in ``answer`` (value: the number of points)."""
    if "포인트" not in answer and "point" not in answer.lower() and "적립" not in answer:
        return []
    out = [
        Claim(m.group(0), "reward", int(m.group(1).replace(",", "")), m.start(), m.end())
        for m in _POINTS.finditer(answer)
    ]
    for m in _POINTS_KO.finditer(answer) if "점" in answer else ():
        value = m.group("a") or m.group("b")
        if not any(c.start < m.end() and m.start() < c.end for c in out):
            out.append(Claim(m.group(0), "reward", int(value.replace(",", "")), *m.span()))
    return out


def reward_why(
    c: Claim, answer: str, sources: tuple[str, ...], claims: tuple[Claim, ...] = ()
) -> str | None:
    """None when the evidence holds ``c``'s points (for its material when the binding is sure)
    or its item count, else why not."""
    if isinstance(c.value, tuple):
        return _exchange_why(c, answer, claims, sources) or _other_site_why(c, answer, sources)
    points = evidence_points(texts(sources))
    every: frozenset[int] = frozenset().union(*points.values())
    if not every:
        return f"{c.value:,} points: the tool outputs give no reward points"
    clause = clause_before(answer, c.start)
    if _CAP_WORDS.search(clause) and (caps := _point_caps(texts(sources))) and c.value not in caps:
        return f"{c.value:,} points is not the cap tool outputs give ({', '.join(map(str, caps))})"
    named = material_classes(clause)
    if len(named) == 1 and (cls := next(iter(named))) in points:
        if c.value in points[cls] or _worked_out(c.value, clause, points[cls]):
            return None
        return f"{c.value:,} points is not what tool outputs give for {cls} ({sorted(points[cls])})"
    return None if c.value in every else f"{c.value:,} points is not in tool outputs"
