"""A price said of a surveyed material no row of the price list names.

A price survey answers with its rows (``PE(압축) 150원/kg``, ``EPS 200원/kg``, …); a material the
user asked about that the survey does not list (HDPE, LDPE, copper) has no row. An answer that
prices it anyway — ``우유병 같은 HDPE는 kg당 200원이에요``, ``LDPE도 180원이에요``, ``HDPE is 200
won/kg`` — gives it a value of another row (or none): the material's price is the writer's own
(round 51). The values readers pass such a price, since the material's name names no record and a
price with no name may be any row's.

Read, in one sentence: a material's code right before a price (its topic particle, a ``kg당`` or
``1kg에`` and ``약``/``about`` between them: ``HDPE는 kg당 200원``, ``HDPE: 200원/kg``, ``HDPE is
about 200 won/kg``) where the code is a material the vocabulary knows
(:attr:`.PlaceVocabulary.aliases`; an unknown word is never read), not a place nor a fee item, and
neither the code nor its canonical name is written in any tool output (spaces aside). Only over a
price survey's output (rows with ``price_per_kg``). A word of prose is not read: an output may
spell its material otherwise (``heavy scrap steel`` for a ``고철`` row, ``stainless`` for
``스테인리스``), where a code names one material in every language. Unsure, never flagged: a negated, asked or hedged sentence, advice to
ask, a basis or a likeness word (``기준``, ``참고``, ``비슷``, ``treat as``, ``similar``): the
writer says whose price it is.

Round 54 (r54c): a material's word of prose, in Korean or English, that is the topic of a price
(``캔 시세는 전국 평균 kg당 350원이에요``, ``캔은 kg당 350원``, ``Cans go for about 350 won/kg``)
where the price outputs (the survey's own outputs, not a place's list of goods) name neither the word,
its canonical material nor any spelling of it, and no row's name is part of the word or holds it
(``유리`` for ``유리병``): the survey was asked another material (PET) and its price is given to
this one. The word must be a material of the vocabulary (:attr:`.PlaceVocabulary.forms`), never a
place or a fee item; the same doubts keep it unsure.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim, overlaps
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text, parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["unpriced_word_claims", "unrowed_material_claims"]

# a material's code (a resin's: HDPE, LDPE, PC) names one material whatever the language around it;
# a word of prose has spellings an output may write otherwise (stainless for 스테인리스), so it is
# not read here
_PRICED_CODE: Final = re.compile(
    r"(?<![A-Za-z0-9])(?P<name>[A-Z]{2,5})(?![A-Za-z])(?:\s?\([^()]{1,20}\))?"
    r"(?:은|는|이|가|도)?:?\s"
    r"(?:(?:is|are|goes\sfor|go\sfor|fetch(?:es)?|sells\sfor|at)\s)?"
    r"(?:(?:kg|킬로|1\s?kg|1\s?킬로)(?:당|에)\s?)?(?:약\s?|대략\s|about\s|around\s|roughly\s)?"
    r"\d[\d,]*\s?(?:원|won\b|KRW\b)"
)
_DOUBT: Final = unsure(
    r"기준|참고|비슷|대신|추정|아마|확인|문의|물어|\bcheck|\bconfirm|\bask\b|\btreat|\bsimilar"
    r"|\bclosest|\bassume|\bestimate|\bprobably|\binstead\b|\bif\b"
    r"|지도\s?몰|\bmaybe\b"  # (수도 있, might: already in hedges._CORE)
)


# round 54: a material's word of prose as the topic of a price ("캔 시세는 전국 평균 kg당 350원",
# "Cans go for about 350 won/kg")
_PRICED_WORD: Final = re.compile(
    r"(?<![가-힣A-Za-z])(?P<name>[가-힣]{1,6}?)\s?(?:시세|가격|값|매입가|단가)?(?:은|는|이|가|도)\s"
    r"(?:전국\s?평균\s?|전국\s)?(?:(?:kg|킬로|1\s?kg|1\s?킬로)(?:당|에)\s?)?(?:약\s?)?\d[\d,]*\s?원"
    r"|\b(?P<en>[A-Za-z]{3,}(?:\s[a-z]{3,})?)\s(?:(?:prices?|rates?)\s)?(?:is|are|goes\sfor|go\sfor"
    r"|fetch(?:es)?|sells?\sfor)\s(?:about\s|around\s|roughly\s)?(?:₩\s?)?\d[\d,]*\s?(?:won\b|원|KRW\b)"
)


_HANGUL_NAME: Final = re.compile(r"[가-힣]{2,}")


@per_stage
def _price_names(sources: tuple[str, ...]) -> tuple[str, tuple[str, ...]] | None:
    """The price outputs' text (lower case, no spaces) and their rows' and queries' names, where
    some output is a price survey's list of rows; None otherwise."""
    texts: list[str] = []
    names: list[str] = []
    for root in parsed(sources):
        items = root.get("items") if isinstance(root, dict) else None
        if not isinstance(items, list) or not any(
            isinstance(i, dict) and "price_per_kg" in i for i in items
        ):
            continue
        texts.append(lowered_text((json.dumps(root, ensure_ascii=False),)).replace(" ", ""))
        for node in [root, *items]:
            for key in ("query", "item_name", "name"):
                value = node.get(key) if isinstance(node, dict) else None
                if isinstance(value, str) and value.strip():
                    names.append(re.sub(r"[(（].*|\s", "", value.lower()))
    return ("\n".join(texts), tuple(n for n in names if n)) if texts else None


def _unpriced_word(
    word: str, places: PlaceVocabulary, priced: tuple[str, tuple[str, ...]]
) -> str | None:
    """The canonical material a prose ``word`` names when no price output names it in any spelling."""
    low = word.lower()
    canonical = places.aliases.get(low) or (word if word in places.forms else None)
    if canonical is None or canonical not in places.forms:
        return None
    if canonical in places.names or canonical in places.localities or canonical in places.items:
        return None
    text, names = priced
    spellings = (low, canonical.lower(), *places.forms[canonical])
    if any(f.replace(" ", "") in text for f in spellings):
        return None
    if any(n in low.replace(" ", "") or low.replace(" ", "") in n for n in names):
        return None
    # a row whose Korean name, or that name's head (its last two syllables), is in the word or its
    # canonical material: "파유리" or "유리(백색)" for "white glass" (백색 유리) and for "유리병"
    bare = (low + "\n" + canonical.lower()).replace(" ", "")
    if any(head in bare for head in _heads(names)):
        return None
    return canonical


@lru_cache(maxsize=256)
def _heads(names: tuple[str, ...]) -> frozenset[str]:
    """The Korean words of the price rows' names and, for words of three syllables or more, their
    last two, the head noun of a compound (파유리 → 유리, 갈색유리 → 유리, 혼합폐지 → 폐지)."""
    words = {w for n in names for w in _HANGUL_NAME.findall(n)}
    return frozenset(words | {w[-2:] for w in words if len(w) >= 3})


def unpriced_word_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """The prices ``answer`` gives a material's word of prose that no price output names."""
    if not any(ch.isdigit() for ch in answer) or (priced := _price_names(sources)) is None:
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in _PRICED_WORD.finditer(sentence):
            group = "name" if m.group("name") else "en"
            name = _unpriced_word(m.group(group), places, priced)
            if name is None or _DOUBT.search(sentence):
                continue
            s, e = start + m.start(group), start + m.end()
            why = f"{name}: no price output names it, so no output gives its price"
            out.append(Claim(answer[s:e], "condition", name, s, e, why))
    return out


@per_stage
def _survey_text(sources: tuple[str, ...]) -> str | None:
    """The tool outputs' text, lower case with no spaces, where some output is a price survey's
    list of rows; None otherwise."""
    for root in parsed(sources):
        items = root.get("items") if isinstance(root, dict) else None
        if isinstance(items, list) and any(
            isinstance(i, dict) and "price_per_kg" in i for i in items
        ):
            return lowered_text(sources).replace(" ", "")
    return None


def unrowed_material_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """The prices ``answer`` gives a known material that no tool output names."""
    text = _survey_text(sources)
    if text is None:
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in _PRICED_CODE.finditer(sentence):
            name = _unnamed(m.group("name"), places, text)
            s, e = start + m.start("name"), start + m.end()
            if name is None or any(c.start == s for c in out) or _DOUBT.search(sentence):
                continue
            why = f"{name}: no row of the price list names it, so no output gives its price"
            out.append(Claim(answer[s:e], "condition", name, s, e, why))
    return out + [c for c in unpriced_word_claims(answer, sources, places) if not overlaps(c, out)]


def _unnamed(words: str, places: PlaceVocabulary, text: str) -> str | None:
    """The canonical material ``words`` (or their last words) name when no output writes it."""
    split = words.split()
    for i in range(len(split)):
        form = " ".join(split[i:])
        canonical = places.aliases.get(form.lower()) or places.aliases.get(form)
        if canonical is None:
            continue
        if (
            canonical in places.names
            or canonical in places.localities
            or canonical in places.items
            or form.lower().replace(" ", "") in text
            or canonical.lower().replace(" ", "") in text
        ):
            return None
        return canonical
    return None
