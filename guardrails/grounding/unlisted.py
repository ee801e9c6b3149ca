"""Free said of an item no row of the tool outputs lists.

A fee table states free or paid row by row (``{"item_name": "전기밥솥", "free": true}``). An answer
that calls an item free ("전자레인지도 무료예요", "microwaves are free too") when no tool output names
that item in any of its spellings has invented the item's tariff: the free value it matches
belongs to another row.

The item is read by structure: the word right before the topic or subject particle of a free
predicate (``X도 무료``, ``X는 다 무료``, ``X is also free``). It must be a known item or material
spelling (the vocabulary's subject names, passed in by the caller from the Korean leaf), so generic
words ("수거는 무료", "나머지도 무료") are never read. Unsure readings never flag: no free/paid
value in the tool outputs, an item named anywhere in them (any spelling), a place name, a negated
or asked predicate.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.vocabulary import PlaceVocabulary

# "X도 무료예요", "X는 모두 무료", "X는 돈 안 들어요"
_FREE_KO = re.compile(
    # round 28: items joined before the particle ("모니터랑 프린터도 같이 무료로") are each read
    r"((?:[가-힣]{2,12}(?:이랑|랑|하고|[와과]\s|·|,)\s?)*[가-힣]{2,12})(?:도|은|는|이|가)\s?"
    r"(?:(?:다|모두|역시|전부|마찬가지로|같이|함께)\s?)?"
    # free said twice over: "노트북은 별도 수수료 없이 무료로", "따로 돈 안 내고 무상으로"
    r"(?:(?:별도|따로|추가)?\s?(?:수수료|요금|비용|돈)\s?(?:없이|안\s?내고|안\s?들이고)\s?)?"
    r"(?:무료|공짜|무상|돈\s?안\s?들)"
)
# "microwaves are also free", "the microwave is free too"
_FREE_EN = re.compile(r"\b([a-z]{3,20})\s(?:is|are)\s(?:also\s)?(?:free|free of charge)\b", re.I)
_NEGATED_AFTER = re.compile(
    r"^[가-힣\s]{0,6}?(?:아니|아닌|않|없)|^\s?\?|^[^.!?\n]{0,20}(?:\?|는지|인지|지\s?여부)"
)
# the joints between items read together (a bare 와/과 only before a space: 사과 is one word)
_JOINED = re.compile(r"(?:이랑|랑|하고|[와과]\s|·|,)\s?")
_FREE_WORDS: Final = ("무료", "free", "무상", "true")


def _named(vocab: PlaceVocabulary, canonical: str, text: str, lower: str) -> bool:
    """Whether any spelling of ``canonical`` is in the tool outputs' text."""
    forms = (canonical, *vocab.forms.get(canonical, ()))
    return any((f.lower() in lower) if f.isascii() else (f in text) for f in forms)


def _item(vocab: PlaceVocabulary, word: str) -> str | None:
    """The canonical item ``word`` spells (None for a place or an unknown word)."""
    key = word.lower() if word.isascii() else word
    singular = (key, key[:-1], key[:-2]) if key.isascii() else (key,)  # microwaves, boxes
    canonical = next((vocab.aliases[k] for k in singular if k in vocab.aliases), None)
    if canonical is None or canonical in vocab.names or key in vocab.metro:
        return None
    return canonical


@per_stage
def _fee_rows(sources: tuple[str, ...]) -> bool:
    """Whether some output lists rows with a fee (a fee table, even of one row)."""
    return any(
        isinstance(rows, list) and any(isinstance(r, dict) and "fee" in r for r in rows)
        for root in parsed(sources)
        if isinstance(root, dict)
        for rows in root.values()
    )


@functools.lru_cache(maxsize=8)
def _lowered(text: str) -> str:
    """The tool outputs' text lower-cased, once per stage (not once per check)."""
    return text.lower()


def unlisted_free(
    answer: str, text: str, vocab: PlaceVocabulary, rows: int, sources: tuple[str, ...] = ()
) -> list[Claim]:
    """The free claims of ``answer`` about items no tool output names (``text``: the tool outputs'
    text; ``rows``: how many records state a free/paid value: a table has two or more, or one
    row of an output's list of fee rows, round 28)."""
    if not vocab.aliases or rows < 1 or rows < 2 and not _fee_rows(sources):
        return []
    said = answer.lower()
    if not any(w in said for w in _FREE_WORDS):
        return []
    lower = _lowered(text)
    out: list[Claim] = []
    for rx in (_FREE_KO, _FREE_EN):
        for m in rx.finditer(answer):
            if _NEGATED_AFTER.search(answer[m.end() : m.end() + 24]):
                continue
            unnamed = [
                w for w in _JOINED.split(m.group(1))
                if (canonical := _item(vocab, w)) is not None
                and not _named(vocab, canonical, text, lower)
            ]  # fmt: skip
            if not unnamed:
                continue
            why = f"'{unnamed[0]}' is in no row of the tool outputs"
            out.append(Claim(m.group(0), "condition", m.group(0), m.start(), m.end(), why))
    return out
