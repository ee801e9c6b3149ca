"""A place put at a named landmark where every place search found nothing.

A place or bin search that finds nothing says so (``"places": []``, ``"points": []``, a note that
the offline data holds no 고물상, that the district has no compensation sites). An answer that
says so and then places one anyway at a landmark of its own — ``there's a scrap yard near Hwagok
Station that usually buys metal``, ``The nearest reverse vending machine is at Homeplus Geoje``,
``수지구청 근처 풍덕천동 쪽에 고물상이 몇 곳 모여 있으니`` — gives a place no output holds. (A dealer
named by its trade name is :mod:`.unfound_names`; a bin put at a public facility in the words of
"the nearest bin is in …" is :func:`.unfound_bins.unfound_claims`.)

Read, in one sentence up to the end of the clause that places the thing: a word for a place of the
trade (scrap yard, dealer, reverse vending machine, bin, shop; 고물상, 수거함, 무인회수기, 가게,
업체), a landmark named as a proper name — in English a run of capitalised words after ``near``,
``at``, ``by``, ``next to``, ``outside``, ``in front of`` (``Hwagok Station``, ``Homeplus
Geoje``); in Hangul a station, office, 동, market, crossing or terminal before ``근처``, ``앞``,
``옆``, ``부근``, ``쪽``, ``인근``, ``주변`` (``화곡역 근처``, ``풍덕천동 쪽``) — and a verb that says
it is there (``there's``, ``is at``, ``있어요``, ``모여 있``). ``usually``/``보통`` is no hedge here:
a neighbourhood said to usually have dealers is still the writer's own place. Unsure, never
flagged: a landmark a tool output or the user's words hold; a negated, asked or conditional
clause, or one that says to search for it (``search 고물상 near Hwagok Station in a map app``); a
generic class written in lower case (``at a large supermarket``, ``near your community centre``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.unfound_names import all_empty

__all__ = ["GATE", "unfound_place_claims"]

# the words any such sentence needs (a substring test first)
GATE: Final = ("near", "at ", "by ", "next to", "outside", "in front of", "근처", "앞", "옆", "부근",
               "쪽", "인근", "주변", "동에", "-dong")  # fmt: skip

_THING: Final = re.compile(
    r"\b(?:scrap\s?yards?|scrapyards?|junkyards?|scrap\sdealers?|dealers?|buyers?|reverse\svending"
    r"\smachines?|vending\smachines?|bins?|collection\s(?:boxes|box|points?)|drop-?off\spoints?"
    r"|(?:recycling|reuse|re-use)\s(?:centers?|centres?|shops?)|shops?|stores?)\b"
    r"|고물상|수거함|무인\s?회수기|회수기|재활용\s?센터|재사용\s?센터|자원순환\s?가게|가게|업체|수집상",
    re.I,
)
_NAMED_EN: Final = re.compile(
    r"\b(?:near|at|by|next\sto|outside|in\sfront\sof|around)\s(?:the\s)?"
    r"(?P<name>[A-Z][\w'-]+(?:\s(?:[A-Z][\w'-]+|[0-9]+))*)"
    # round 54 (r54b): a 동 the thing is said to be in ("there's a reuse centre in Mullae-dong")
    r"|\bin\s(?P<dong>[A-Z][a-z]+(?:[1-9]\d?)?-dong)\b"
)
_NAMED_KO: Final = re.compile(
    r"(?<![가-힣])(?P<name>[가-힣]{1,8}(?:역|구청|시청|군청|[가-힣]동|시장|사거리|오거리|터미널))\s?"
    r"(?:근처|앞|옆|부근|쪽|인근|주변)"
    # round 54 (r54b): a 동 the thing is said to be in ("문래동에 … 재사용센터가 있어서")
    r"|(?<![가-힣])(?P<dong_ko>[가-힣]{1,4}[1-9]?동)에(?:는|도)?\s"
)
# words ending in 동 that name no 동 ("이동에", "활동에")
_NOT_DONG: Final = frozenset(
    "이동 활동 행동 자동 운동 공동 변동 작동 연동 출동 가동 노동 감동 동동".split()
)
_THERE: Final = re.compile(
    r"\bthere(?:'s|\sis|\sare)\b|\b(?:is|are|sits?|stands?)\s(?:at|near|by|next\sto|outside|in\sfront)"
    r"|있(?:어요|으니|습니다|는데|고|어서|다|어)|모여\s?있"
)
# a clause that negates, asks, supposes or sends the user to look (``usually`` is not read)
_DOUBT: Final = unsure(
    r"\bif\b|\bsearch|\blook\s(?:up|for)|\bfind\b|\btry\b|검색|찾아\s?보|면\s|라면|다면|인지|는지"
)
# where a clause ends (before the one that places the thing, or after it)
_LATER_CLAUSE: Final = re.compile(
    r",\s(?:but|though|although|yet|so)\b|;\s|(?:지만|인데|는데|으니|니까),?\s|니\s"
)
_OPENER: Final = re.compile(r"\s*(?:\d+\.|[-•*■])\s*")
# capitalised words that open a sentence or name no landmark
_NOT_NAMES: Final = frozenset({"I", "The", "A", "An", "It", "There", "This", "That", "You"})


def unfound_place_claims(
    answer: str, sources: tuple[str, ...], text: str, user: str
) -> list[Claim]:
    """The places ``answer`` puts at a named landmark where every place or bin search of the
    stage found nothing (``text``: the tool outputs' text; ``user``: the user's words)."""
    if not all_empty(sources) or not contains_any(answer, GATE):  # (the stage first: it is kept)
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        named = _landmark(sentence, text, user)
        if named is None or _THING.search(sentence) is None:
            continue
        there = _THERE.search(sentence)
        if there is None:
            continue
        later = _LATER_CLAUSE.search(sentence, max(named.end(), there.start()))
        first = min(named.start(), there.start())  # the clause that places it, from its edge
        lo = max((m.end() for m in _LATER_CLAUSE.finditer(sentence, 0, first)), default=0)
        if _DOUBT.search(sentence, lo, later.start() if later else len(sentence)):
            continue
        part = sentence[: later.start() if later else len(sentence)].rstrip(" .!。")
        opener = _OPENER.match(part, lo)
        lo = opener.end() if opener else lo
        piece = part[lo:].strip()
        at = start + sentence.index(piece, lo)
        name = _name(named)
        why = f"'{name}': every place search found nothing, and no output names it"
        out.append(Claim(piece, "condition", name, at, at + len(piece), why))
    return out


def _name(m: re.Match[str]) -> str:
    """The landmark's name, whichever of the patterns' groups holds it."""
    return next(v for v in m.groupdict().values() if v)


def _landmark(sentence: str, text: str, user: str) -> re.Match[str] | None:
    """The first landmark of ``sentence`` named as a proper name that no output or user holds."""
    for m in (*_NAMED_EN.finditer(sentence), *_NAMED_KO.finditer(sentence)):
        name = _name(m)
        if name in _NOT_NAMES or name in _NOT_DONG or name in text or name in user:
            continue
        if (
            m.group("name")
            and name.isascii()
            and " " not in name
            and not name.endswith(("Station", "Market"))
        ):
            continue  # one capitalised word: a brand in a list or a district, not one site
        return m
    return None
