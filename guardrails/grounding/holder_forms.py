"""The forms an answer writes a holder's name in, and where an answer names a holder.

A holder (a row of a list of places, a holder prose writes before its phone, a district) is named
by its name spaces aside, by the first word of a spaced name when that word is its own (``필동`` of
``필동 주민센터``), by its road address (``천호대로45길 29``, ``29 Cheonho-daero 45-gil``) or its lot-number address
(round 55: ``갈마동 1436``, ``1436 Galma-dong``), and by a
Latin spelling of each with the generic parts translated (``홍주환경`` → Hongju Environment,
``대저1동`` → Daejeo 1-dong, ``모란re100`` → moranre100). All forms are compared as lower-case
letters and digits only, so spacing, hyphens and brackets never matter. A form two holders share
names neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import Final

from guardrails.grounding import facility_words
from guardrails.grounding.romanized import SUFFIX

Mention = tuple[
    int, int, int
]  # (start, end, the holder's index, or -1 when the form names several)


def _said(word: str) -> tuple[str, ...]:
    """The English names of a facility or kind of place, spaces aside (``communitycenter``)."""
    names = (
        facility_words.names(word)
        or facility_words.PLACE_KINDS.get(word)
        or facility_words.AREA_KINDS[word]
    )
    return tuple(
        dict.fromkeys("".join(s.split()) for n in names for s in facility_words.spellings(n))
    )


# generic Korean parts and the English words an answer translates them by, spaces aside (longest
# first; a facility's or a kind of place's words are the vocabulary's: :mod:`.facility_words`)
_GENERIC: Final[dict[str, tuple[str, ...]]] = {
    "재활용품선별장": ("recyclablessortingfacility", "recyclingsortingfacility"),
    "행정복지센터": _said("행정복지센터"),
    "재활용센터": _said("재활용센터"),
    "근린공원": ("neighborhoodpark", "park"),
    "주민센터": _said("주민센터"),
    "선별장": ("sortingfacility", "sortingcenter"),
    "아파트": _said("아파트"),
    "센터": ("center", "centre"),
    "환경": ("environment", "environmental"),
    "공원": ("park",),
    "빌라": ("villa",),
    "교회": ("church",),
    "성당": ("cathedral", "church"),
    "약국": _said("약국"),
    "구청": _said("구청"),
    "시청": _said("시청"),
    "군청": _said("군청"),
    "대로": ("daero",),
    "가길": ("gagil",),
    "번길": ("beongil",),
    "동": (SUFFIX["동"],),
    "로": (SUFFIX["로"],),
    "길": (SUFFIX["길"],),
}
GENERIC_RX = re.compile("(?:" + "|".join(_GENERIC) + ")$")  # fullmatch: a generic word alone
_RUN = re.compile(r"[가-힣]+|[0-9]+|[A-Za-z]+")
AREA_WORD = re.compile(r"[가-힣]+(?:특별시|광역시|특별자치시|특별자치도|시|도|구|군)")
ROAD = re.compile(r"([가-힣0-9]+(?:로|길))\s?(\d+(?:-\d+)?)(?![\d가-힣])")
# a lot-number address, its 동 or 리 then its number ("갈마동 1436", "봉명리 45-2"; round 55)
LOT = re.compile(r"(?<![가-힣0-9])([가-힣]{1,5}[0-9]?(?:동|리))\s?(\d+(?:-\d+)?)(?![\d가-힣])")


def norm(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


@lru_cache(maxsize=4096)
def roman(hangul: str) -> str:
    from koroman import romanize  # imported on first use: Korean-only answers never load it

    return norm(str(romanize(hangul)))


def _run_forms(run: str) -> tuple[str, ...]:
    if not re.fullmatch(r"[가-힣]+", run):
        return (run.lower(),)
    m = GENERIC_RX.search(run)
    if m is None:
        return (roman(run),)
    stem = run[: m.start()]
    if not stem:  # a generic word alone ("센터"): said the same of any holder
        return _GENERIC[m.group(0)]
    # (round 32: a generic part before the last is translated too: 줄포환경센터 → Julpo Environment
    # Center)
    heads = dict.fromkeys([roman(stem), *_run_forms(stem)])
    return tuple(dict.fromkeys([*(h + e for h in heads for e in _GENERIC[m.group(0)]), roman(run)]))


def latin(word: str) -> set[str]:
    """Latin spellings of ``word``, spaces and marks aside (``천호대로45길`` → cheonhodaero45gil)."""
    runs = _RUN.findall(word)
    if not runs or len(runs) > 6:
        return set()
    return {"".join(p) for p in product(*map(_run_forms, runs))}


# the first word of a spaced name names the holder alone when it is three letters or more and no
# generic word ("굿윌스토어" of "굿윌스토어 역삼점"), or a 동/읍/면 ("필동" of "필동 주민센터")
_OWN_WORD = re.compile(
    r"(?![가-힣]*(?:센터|공원|광장|아파트|빌라|교회|약국|가게|고물상|자원)$)[가-힣A-Za-z0-9]{3,}|[가-힣]{1,3}[0-9]?[동읍면리]"
)


def forms(name: str) -> set[str]:
    """A name's forms: its words and itself, spaces aside, in Hangul and in Latin letters."""
    out: set[str] = set()
    bracket = re.search(r"[(（]([^)）]*)[)）]", name)
    bare = re.sub(r"\s?[(（][^)）]*[)）]?", "", name).strip()
    names = [bare, *([bracket.group(1)] if bracket and bracket.group(1).strip() else [])]
    for n in names:
        words = n.split()
        while len(words) > 1 and AREA_WORD.fullmatch(words[0]):
            words = words[1:]  # "서울특별시 중구 …": the areas it is in
        whole = "".join(words)
        if GENERIC_RX.fullmatch(whole):
            continue  # "재활용센터": a generic word names no one holder
        for w in {whole, *(words[:1] if len(words) > 1 and _OWN_WORD.fullmatch(words[0]) else [])}:
            if len(norm(w)) >= 2 and re.search(r"[가-힣]", w) and ROAD.search(w):
                # a name that is an address names its holder as written, whatever road the
                # pattern reads in it ("성미산로 5길 48": 5길 48) — shared with another row's
                # address, it names neither
                out.add(norm(w))
            elif len(norm(w)) >= 2 and re.search(r"[가-힣]", w):
                out.add(norm(w))
                if not GENERIC_RX.fullmatch(w):
                    out |= {f for f in latin(w) if len(f) >= 5}
    for m in ROAD.finditer(name):
        out |= road_forms(m.group(1), m.group(2))
    return {f for f in out if len(f) >= 2}


def road_forms(road: str, number: str) -> set[str]:
    number = norm(number)
    out = {norm(road) + number}
    for r in latin(road):
        out |= {number + r, r + number}
    return out


# ---------------------------------------------------------------------------------------------


def mentions(answer: str, hs: Sequence[tuple[frozenset[str], int]]) -> list[Mention]:
    """(start, end, holder index or -1 when the form names several) of each mention."""
    at_of, flat = _flat(answer)
    owners: dict[str, set[int]] = {}
    for i, (keys, _group) in enumerate(hs):
        for k in keys:
            owners.setdefault(k, set()).add(i)
    found: list[Mention] = []
    for key, who in owners.items():
        at = flat.find(key)
        while at >= 0:
            start, end = at_of[at], at_of[at + len(key) - 1] + 1
            before = answer[start - 1] if start else " "
            if not (before.isalnum() and _script(before) == _script(answer[start])):
                groups = {hs[i][1] for i in who}
                found.append((start, end, next(iter(who)) if len(who) == 1 else -len(groups)))
            at = flat.find(key, at + 1)
    found.sort(key=lambda m: (m[0], -(m[1] - m[0])))
    out: list[Mention] = []
    for m in found:  # the longest form at each place, no overlaps
        if out and m[0] < out[-1][1]:
            continue
        if out and m[2] == out[-1][2] and _JOINS.fullmatch(answer, out[-1][1], m[0]):
            out[-1] = (out[-1][0], m[1], m[2])  # "Haeyang Park (해양공원, 이순신광장로 188-1)"
            continue
        out.append(m)
    return out


_JOINS = re.compile(r"[\s,(（/·-]*")


@lru_cache(maxsize=16)
def _flat(answer: str) -> tuple[tuple[int, ...], str]:
    """Where each letter or digit of ``answer`` stands, and those characters lower-cased, run
    together (read once per answer: :func:`mentions` is asked it for several holder lists)."""
    chars = [(i, ch.lower()) for i, ch in enumerate(answer) if ch.isalnum()]
    return tuple(i for i, _ in chars), "".join(ch for _, ch in chars)


def _script(ch: str) -> str:
    return "h" if "가" <= ch <= "힣" else "d" if ch.isdigit() else "l"
