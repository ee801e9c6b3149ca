"""One site's listed items said to be taken by another site of the same search.

A search for places returns sites each with its own list of what it takes (``"items": ["가전",
"가구", "식당비품"]``). An answer that says a site takes an item — before ``받아요``/``받는다고``/
``받으니`` in Korean, after ``takes``/``accepts`` in English — where the item is, word for word, a
member of another site's list and the site the sentence names (:func:`.units.subject_units`: the
name nearest before the item in its sentence, else after it, else the previous sentence's) has a
list that does not hold it, has given one site's item to another (``중구재활용센터는 전자레인지·
전기오븐을 받는다고`` where those are 성동구 재활용센터's, ``종합재활용센터 … 가구류와 식당용품을
받으니`` where 식당용품 is 북구재활용백화점's).

The reading is structural, with no names of goods (those are :mod:`.goods`'): only strings one
site's list holds are read. Unsure, never flagged: a negated or asked sentence; no site named, or
a named unit without a list of its own; the item, or a word inside it or around it, in the named
site's own text (``가구`` where its list says ``가구류``); fewer than two sites with lists; a
sentence naming no site whose own topic names another subject (``앞의 아파트 두 곳은 폐형광등도
받아``: the site of the sentence before is not its subject).

Round 19: a site's own *place detail* (``"detail": "입구 옆"``, where in the pharmacy or office the
bin stands) is the same kind of fact: a detail string another site of the search holds, word for
word, said where the sentence names a site whose own detail is a different one (``천지약국 … 수거함은
입구 옆에 있어요`` where 입구 옆 is 평화약국's and 천지약국's is 약 진열대 옆) gives one site's place
to another. No frame is needed (a place detail is said of its site by position alone); unsure, never
flagged: no site named, a named site with no detail of its own, a detail its own text also holds,
fewer than two different details in the search, a negated or asked sentence.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.units import Unit, named_in, sentences, subject_units, units

__all__ = ["GATE", "LIST_LINE", "site_detail_claims", "site_item_claims"]

_ACCEPT_EN = re.compile(r"\b(?:takes?|accepts?|collects?)\b", re.I)
_ACCEPT_KO = re.compile(r"받아|받습|받는|받고|받으니|받거든|받더라|받죠|수거해|수거합")
# the literal words of the frames (a fast test before the reading)
GATE: Final = ("take", "accept", "collect", "받아", "받습", "받는", "받고", "받으니", "받거든", "받더라",
               "받죠", "수거해", "수거합")  # fmt: skip
# a list line headed by its site ("- 의왕시재활용센터: 약 5.7km, … — 냉장고, 세탁기, TV"): what the
# line lists after the colon is what that site has, as if after "takes"
LIST_LINE = re.compile(r"^[ \t]*[-•*][ \t]+[^:\n]{2,40}:[ \t]", re.M)
_COLON = re.compile(r":[ \t]")
_NEGATED = re.compile(r"않|안\s|안돼|못|불가|제외|빼고|\bnot\b|n't|\bno\b|\?", re.I)
_TOPIC = re.compile(r"[가-힣](?:은|는)\s")  # "두 곳은 …": the sentence's own topic
_ITEMS_KEY = re.compile(r"accept|items?$", re.I)
# where at a site its bin or counter is ("detail": "입구 옆", "location": "1층 로비")
_DETAIL_KEY = re.compile(r"^(?:detail|location|위치|설치\s?위치|상세\s?위치)$", re.I)
_DETAIL_WORD = re.compile(r'"(?:detail|location|위치|설치\s?위치|상세\s?위치)"\s?:\s?"', re.I)
# what may follow an item: not a letter, or a particle that ends it ("식당용품을", "가구류와")
_AFTER = (
    r"(?=[^가-힣A-Za-z]|$|(?:이랑|이나|하고|와|과|랑|나|을|를|은|는|이|가|도|만|까지)(?![가-힣]))"
)


def _items(u: Unit) -> tuple[str, ...] | None:
    """A unit's own list of what it takes (strings), or None."""
    for key, value in u.fields:
        if _ITEMS_KEY.search(str(key)) and isinstance(value, list) and value:
            if all(isinstance(v, str) for v in value):
                return tuple(v.strip() for v in value)
    return None


def site_item_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Items of one site's list said to be taken by another site the sentence names."""
    all_units = units(sources)[0]
    lists = [items for u in all_units if (items := _items(u)) is not None]
    if len(lists) < 2:
        return []
    members = sorted({m for items in lists for m in items if len(m) >= 2}, key=len, reverse=True)
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        ko, en = _ACCEPT_KO.search(sentence), _ACCEPT_EN.search(sentence)
        line = LIST_LINE.match(answer, answer.rfind("\n", 0, lo + 1) + 1)
        if en is None and line is not None and lo < line.end() <= hi:
            en = _COLON.search(sentence)  # what the line lists after its site
        if (ko is None and en is None) or _NEGATED.search(sentence):
            continue
        taken: list[tuple[int, int]] = []
        for member in members:
            if member not in sentence:
                continue  # its pattern needs its letters (compiled only for a sentence holding them)
            for m in _member(member).finditer(sentence):
                s, e = lo + m.start(), lo + m.end()
                if any(a <= s < b for a, b in taken):
                    continue  # inside a longer member already read
                taken.append((s, e))
                if not (
                    (ko is not None and m.start() < ko.start())
                    or (en is not None and m.start() > en.start())
                ):
                    continue  # the topic, not what is taken
                if _TOPIC.search(sentence, 0, m.start()) and not named_in(
                    answer, (lo, hi), sources
                ):
                    continue  # a topic of its own names no site ("앞의 아파트 두 곳은"): unsure
                why = _misgiven(answer, s, member, sources)
                if why is not None:
                    out.append(Claim(member, "condition", member, s, e, why))
    return sorted(out, key=lambda c: c.start)


@functools.lru_cache(maxsize=4096)
def _member(member: str) -> re.Pattern[str]:
    """An item of a site's list as a whole word of the answer."""
    return re.compile(rf"(?<![가-힣A-Za-z0-9]){re.escape(member)}{_AFTER}")


def _misgiven(answer: str, at: int, member: str, sources: tuple[str, ...]) -> str | None:
    """Why ``member`` at ``at`` is not the named site's: its list holds it nowhere."""
    named = subject_units(answer, at, sources)
    if not named:
        return None
    own = [_items(u) for u in named]
    if any(x is None for x in own):
        return None  # a named unit with no list of its own: unsure
    theirs = [m for items in own if items is not None for m in items]
    if any(member in m or m in member for m in theirs):
        return None
    if any(member in u.own for u in named):
        return None
    return f"'{member}' is another site's item, not in {'/'.join(theirs)}"


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


def site_detail_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Another site's place detail (``입구 옆``) said where the sentence names a site whose own
    detail differs."""
    if not _has_details(sources):
        return []
    details = {d for d in _details(sources) if len(d) >= 3}
    if len(details) < 2:
        return []
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
            if _NEGATED.search(answer, lo, hi):
                continue
            named = subject_units(answer, s, sources)
            own = [_detail(u) for u in named]
            if not named or any(x is None for x in own):
                continue  # no site named, or one with no detail of its own: unsure
            if any(x is not None and (detail in x or x in detail) for x in own) or any(
                detail in u.own for u in named
            ):
                continue
            theirs = "/".join(x for x in own if x is not None)
            out.append(
                Claim(detail, "condition", detail, s, e, f"another site's place, not {theirs}")
            )
    return sorted(out, key=lambda c: c.start)
