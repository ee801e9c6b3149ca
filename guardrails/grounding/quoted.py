"""A quoted name of one tool output given to the subject of another.

Two tool outputs for two districts each name their own ways, apps and programs; an answer quotes
such a name ("use the '빼기' app", "「여기로」 앱으로 신고") in a sentence that names only the other
district. The quoted name is quoted by one tool output alone (a tool's own quote marks it as a
name: a query word or a code the answer quotes is none), and the sentence (or the one before,
when it names none) names some tool output's own subject (its root label, in any spelling the
caller's ``canonical`` maps to it) but not the one that holds them.

Unsure readings never flag: fewer than two tool outputs, a quote two outputs hold or none holds,
a sentence naming no subject or naming the holder too, or naming the other output by a word the
holder's own text says as well (``부평구 자원순환가게 '어울림'`` where the holder's rows stand in
부평구: that word names both).

Round 35: a sentence names an output's district by its stem as well (``화순은 '빼기' 앱이 제일
간편해요`` for 화순군, :mod:`.district_stems`), so such a sentence is read for itself, not by the
sentence before it (which may name the other district): ``화순은 '빼기' 앱`` where 화순군's output
quotes '빼기' passes; ``고양은 '빼기' 앱`` where only 화순군's does is flagged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from guardrails.grounding.claims import Claim
from guardrails.grounding.district_stems import stem_mentions
from guardrails.grounding.units import TOKEN, Unit, sentences, units

_QUOTED = re.compile(r"['‘\"“「『]([^'’\"”」』\n]{2,24})['’\"”」』]")
_CODE = re.compile(r"[A-Z0-9_]+")  # a category code the answer echoes ('GAS_STATION'): no name
_LATIN = re.compile(r"[A-Za-z][A-Za-z-]+")


def _quotes(text: str, quote: str) -> bool:
    """Whether ``text`` itself quotes ``quote`` as a name (a query word or a code is no name)."""
    return any(m.group(1).strip() == quote for m in _QUOTED.finditer(text))


def _roots(sources: tuple[str, ...]) -> dict[int, Unit]:
    roots: dict[int, Unit] = {}
    for u in units(sources)[0]:
        roots.setdefault(u.source, u)
    return roots


def _named(part: str, roots: dict[int, Unit], canonical: Callable[[str], str]) -> set[int]:
    """The tool outputs whose own subject ``part`` names (a Latin spelling by its canonical, a
    district by its stem: ``화순은`` for 화순군)."""
    words = {canonical(w) for w in _LATIN.findall(part)}
    named = {src for src, r in roots.items() if any(n in part or n in words for n in r.names)}
    if not named:
        srcs = list(roots)
        districts = [roots[src].names[0] if roots[src].names else "" for src in srcs]
        named = {srcs[i] for _, _, i in stem_mentions(part, districts)}
    return named


def _said_by(part: str, named: set[int], roots: dict[int, Unit], own: str) -> bool:
    """Whether the holder's own text says a subject name the sentence names another output by
    (its rows' addresses say 부평구, its dataset label 전국…): the word cannot tell them apart."""
    return any(n in part and n in own for src in named for n in roots[src].names)


def quoted_names(
    answer: str, sources: tuple[str, ...], canonical: Callable[[str], str], user: str = ""
) -> list[Claim]:
    """The quoted names of one tool output said in a sentence about another's subject (a term of
    the user's own message, ``user``, is theirs, not a tool's name)."""
    if len(sources) < 2 or _QUOTED.search(answer) is None:
        return []
    roots = _roots(sources)
    if len(roots) < 2:
        return []
    searched = "|".join(
        str(v).replace(" ", "") for r in roots.values() for k, v in r.fields if k == "query"
    )  # a search term a tool echoes ("'고물상' 장소 정보는 없습니다") is the search, not a name
    out: list[Claim] = []
    spans = sentences(answer)
    for k, (lo, hi) in enumerate(spans):
        sentence = answer[lo:hi]
        quotes = list(_QUOTED.finditer(sentence))
        if not quotes:
            continue
        part = sentence
        named = _named(sentence, roots, canonical)
        if not named and k:
            part = answer[slice(*spans[k - 1])]
            named = _named(part, roots, canonical)
        if not named:
            continue
        for m in quotes:
            quote = m.group(1).strip()
            if (
                not TOKEN.search(quote)
                or quote in user
                or _CODE.fullmatch(quote)
                or quote.replace(" ", "") in searched
            ):
                continue
            holders = {src for src, r in roots.items() if _quotes(r.own, quote)}
            if len(holders) != 1 or holders & named:
                continue
            if _said_by(part, named, roots, roots[next(iter(holders))].own):
                continue  # "부평구 자원순환가게 '어울림'": the holder's rows are in 부평구 too
            start, end = lo + m.start(), lo + m.end()
            why = f"'{quote}' is another subject's in tool outputs"
            out.append(Claim(answer[start:end], "condition", quote, start, end, why))
    return out
