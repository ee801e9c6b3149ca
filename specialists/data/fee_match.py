"""Matching a user's item words to the free-text 대형폐기물명 / 대형폐기물규격 of the fee file.

The file is written by 142 local governments in their own words: "장롱", "장농,장롱", "옷장(장롱)",
"텔레비전", "TV", "텔레비젼", "쇼파", "의자·쇼파류(일반쇼파+긴 의자)". A row matches an item when
one of the item's spellings (:data:`SPELLINGS`, plus the Korean vocabulary's synonyms) is the
*head* of a word in its name: followed by the end, punctuation, a digit or 류 — so "TV받침대" and
"소파용스툴" are not TVs or sofas, and "의자(소파 이외)" is not a sofa.

Size words the user gave ("3인용", "120cm", "폭 1.2m") rank the rows whose name or 규격 mention them
first; they never hide the other rows of the item (the user sees every size and its fee).
"""

from __future__ import annotations

import re

from specialists.korean.items import SPELLINGS, SYNONYMS, normalize_item

__all__ = ["SPELLINGS", "item_spellings", "rank_rows", "size_tokens"]

_HEAD_END = re.compile(r"$|[\s()\[\],+·/&.\d]|류")
# words after an item that make it a different thing: "TV 받침", "소파 이외", "TV 안테나"
_EXCLUDED_AFTER = re.compile(
    r"^\s*(이외|제외|외\b|외\)|받침|장식장|거실장|진열|안테나|스탠드|테이블|커버|다리)"
)
_SIZE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:인용|인|cm|센티|m|미터|L|리터|ℓ|인치|칸|단|자|kg|문|도어)", re.IGNORECASE
)


def item_spellings(query: str) -> tuple[str, tuple[str, ...]]:
    """``(canonical item, spellings to look for)``; an unknown item is looked for as written."""
    canonical = normalize_item(query) or query.strip()
    for name, variants in SPELLINGS.items():  # "장농", "에어콘": spellings the vocabulary lacks
        if canonical.lower() in variants:
            canonical = name
    # the vocabulary's Korean spellings of 3+ syllables ("매트" alone would match "옥매트")
    korean = tuple(s for s in SYNONYMS.get(canonical, ()) if not s.isascii() and len(s) >= 3)
    spellings = {s.lower() for s in (canonical, *SPELLINGS.get(canonical, ()), *korean)}
    return canonical, tuple(sorted(spellings, key=len, reverse=True))


def size_tokens(query: str) -> list[str]:
    """``"장롱 폭 120cm 이상"`` → ``["120cm"]`` (spaces removed, lower case)."""
    return ["".join(m.group(0).split()).lower() for m in _SIZE.finditer(query)]


def _is_head(name: str, spelling: str) -> bool:
    text = name.lower()
    start = text.find(spelling)
    while start >= 0:
        end = start + len(spelling)
        before_ok = not (
            spelling.isascii()
            and start > 0
            and text[start - 1].isascii()
            and text[start - 1].isalpha()
        )
        if before_ok and _HEAD_END.match(text, end) and not _EXCLUDED_AFTER.match(text[end:]):
            return True
        start = text.find(spelling, start + 1)
    return False


def matches(name: str, spellings: tuple[str, ...]) -> bool:
    return any(_is_head(name, s) for s in spellings)


def rank_rows(rows: list[tuple[str, str | None, int]], query: str) -> list[int]:
    """Indexes of the ``(name, spec, fee)`` rows that match ``query``, best first: rows naming the
    item exactly, then rows whose name/규격 carry the user's size words, then by name and fee."""
    canonical, spellings = item_spellings(query)
    sizes = size_tokens(query)
    ranked: list[tuple[tuple[int, int, str, str, int], int]] = []
    for i, (name, spec, fee) in enumerate(rows):
        if not matches(name, spellings):
            continue
        other = normalize_item(name)
        if other in SYNONYMS and other != canonical:
            continue  # "안마의자" is not a 의자
        compact = "".join(f"{name}{spec or ''}".split()).lower()
        exact = 0 if "".join(name.split()).lower() in spellings else 1
        sized = 0 if sizes and all(s in compact for s in sizes) else 1
        ranked.append(((sized, exact, name, spec or "", fee), i))
    ranked.sort()
    return [i for _, i in ranked]
