"""A covered district no tool output names, in an English sentence of coverage.

*A covered district no output names* (round 19): in an English sentence that says a place is
covered or where the nearest listed bins are (``in North Gyeongsang the covered area is
Andong-si``, ``The nearest listed bins are in Cheongju``; round 35: ``only 8 districts have
such data, and in Gangwon those are …``), a 시군구 the gazetteer knows by its
Latin name that no tool output names (nor its stem) and the user did not write — the note named
another (청송군, 충주시). A Hangul name is a place claim of its own (``places.py``).

Accepted: a 시도, a name the user wrote, a name whose stem or Hangul name an output holds, a
negated or asked sentence part (cut at semicolons: ``no data for Busanjin-gu; in Busan only …
have it``, round 28).
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.coverage_words import NEGATED
from guardrails.grounding.nodes import parsed, strings_under
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["unnamed_district_claims"]

_COVERED_EN = re.compile(
    # round 35: a determiner before the data ("only 8 districts have such data")
    r"\b(?:covered|coverage|covers?\s(?:only\s)?(?=[A-Z])|(?:has|have|with)\s(?:such\s|this\s|that\s|the\s)?(?:bin\s|location\s)?data"
    r"|(?:nearest|closest)\s(?:[\w-]+\s)?(?:listed|covered|bins?|data|places?|locations?|points?)"
    r"|listed\s(?:bins?|places?|points?|locations?|sites?)"
    # round 27: "data exists only for A, B and C", "data is available for …"
    r"|data\s(?:is|are|exists?|(?:is|are)\savailable)\s(?:only\s)?(?:in|for)"
    # round 28: the data said back as a pronoun ("only A, B and C have it")
    r"|(?:has|have)\s(?:it|them|any)(?=\s?[.;,\[(]|\s?$))\b",
    re.I,
)
_LATIN_PLACE = re.compile(r"\b[A-Z][a-z]{2,}(?:-(?:si|gun|gu|do))?\b")
_PART = re.compile(r"(?:(?!,?\s(?:but|however|though)\s)[^;])+", re.I)
_NAME_SUFFIX = re.compile(r"(?:특별자치시|특별자치도|특별시|광역시|시|군|구|도)$")


def unnamed_district_claims(
    answer: str, places: PlaceVocabulary, sources: tuple[str, ...], user: str
) -> list[Claim]:
    """A 시군구 named in English as covered or holding the nearest listed bins that no tool
    output names and the user did not write."""
    hay = " ".join(" ".join(strings_under(r)) for r in parsed(sources)).lower()
    said = user.lower()
    out: list[Claim] = []
    for sent in _clauses(answer):
        if not _COVERED_EN.search(answer, *sent) or NEGATED.search(answer, *sent):
            continue
        for m in _LATIN_PLACE.finditer(answer, *sent):
            word = m.group(0)
            name = place_of(word, places)
            if name is None or _province(name, places) or name in user:
                continue  # unknown, a 시도 or the user's own place
            stem = word.split("-")[0].lower()
            base = _NAME_SUFFIX.sub("", name)
            if stem in hay or stem in said or name in hay or (len(base) >= 2 and base in hay):
                continue
            why = f"{name} ({word}) is named by no tool output as covered"
            out.append(Claim(word, "condition", name, m.start(), m.end(), why))
    return out


def _province(name: str, places: PlaceVocabulary) -> bool:
    """Whether ``name`` is a 시도 (round 51: a 구 or 군 that several cities have, ``남구``, has no
    one parent but is still a district)."""
    return not places.parents.get(name) and not name.endswith(("구", "군"))


def _clauses(answer: str) -> list[tuple[int, int]]:
    """The sentences of ``answer`` cut at semicolons (round 28: ``no data for Busanjin-gu; in
    Busan only … have it``: the negation of one part is no doubt of the other) and, round 51, at a
    contrast (``There's no data for Ulju-gun, but within Ulsan the data does cover Nam-gu``)."""
    out: list[tuple[int, int]] = []
    for start, end in sentence_bounds(answer):
        for cut in _PART.finditer(answer[start:end]):
            out.append((start + cut.start(), start + cut.end()))
    return out
