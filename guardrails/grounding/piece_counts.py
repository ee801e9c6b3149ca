"""Counts of pieces: the quantities a figure worked out of fee rows may be for.

A count of pieces is ``3개``, ``두 개``, ``2대``, ``세 칸`` (not ``개당``, a per-piece rate, nor a
size: ``2장 이하``, ``문 4짝``), or a count in words or a written factor (``둘 다``, ``both``,
``for two``, ``4 × 10,000``, ``10 fans will cost``; not ``three seats``, a size), from 2 to
:data:`_MOST_PIECES`. :func:`item_counts` reads the count written right after a word of an item
in the answer or the user's message (``장롱 4개랑 비키니 옷장 3개``). :mod:`.row_choices` asks
these for the ``q`` of its sums.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.literal_spans import word_spans
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE

# a count of pieces: "3개", "두 개", "2대", "세 칸" (not "개당", a per-piece rate, nor a size:
# "2장 이하", "문 4짝")
COUNT: Final = re.compile(
    r"(?<![\d,.~])(\d{1,2}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:개|대|장|점|세트|벌|칸)"
    r"(?![가-힣]?당|\s?(?:이하|이상|미만|초과|짜리))"
)
# a count in words or a written factor: "둘 다", "both", "for two", "4 × 10,000", "10 fans will
# cost" (not "three seats": a size)
_COUNT_WORD: Final = re.compile(
    r"\b(?:for|of|all)\s(?:the\s|your\s|these\s)?(two|three|four|five|six|seven|eight|nine|ten)\b"
    r"|\b(?:for|of|all)\s(?:the\s|your\s|these\s)?(\d{1,2})\s(?!kg|km)[a-z]{3,}s\b"
    r"|\b(two|three|four|five|six|seven|eight|nine|ten)\s(?:[a-z]+s\s)?"
    r"(?:of them|would|will|together|items|pieces|units)"
    r"|\b(\d{1,2})\s(?:[a-z]+\s)?[a-z]{2,}s\s(?:would|will|cost|come)\b"  # "10 fans will cost"
    r"|\b(both)\b|(둘|셋|넷)\s?(?:다|이|을|를|의|이면|면)"
    r"|(?<![\d,.])(\d{1,2})\s?[×xX*]\s?\d",
    re.I,
)
# a count of pieces in the clause of a total, which leaves the total to the readers of counts
# ("두 세트면", "3 of the 4,000 won ones"; :mod:`.stated_totals`, :mod:`.joined_fees`)
PIECES_KO: Final = re.compile(
    r"(?<![\d,.])(\d{1,2}|한|두|세|네|다섯|여섯|일곱|여덟)\s?(?:개|대|장|점|세트|짝|쪽|벌)(?![가-힣]?당)"
)
PIECES_EN: Final = re.compile(
    r"\b(\d{1,2}|two|three|four|five|six|seven|eight)\s(?:of\s(?:the|them|those)|items?|pieces?|"
    r"units?|sets?|ones|[a-z]+s\b)",
    re.I,
)
# every piece at once, counted ("둘 다", "셋 모두", "both", "all three"): the count a per-piece amount
# is taken by in :mod:`.stated_totals` (round 54: "둘 다 3,000원짜리에 해당하면 합계 6,000원")
EVERY_PIECE: Final = re.compile(
    r"(둘|셋|넷)\s?(?:다|모두)(?![가-힣])|\b(both)\b|\ball\s(two|three|four)\b", re.I
)
PARTICLE: Final = r"\s?(?:은|는|이|가|을|를|도|의|만|랑|이랑|하고|과|와)?\s?"
_PARTICLE_RX: Final = re.compile(PARTICLE)  # (after a word: :func:`.word_spans`)
_MOST_PIECES: Final = 99  # the largest count read (a school's 30 chairs)


def counts_in(text: str) -> set[int]:
    """The counts of pieces ``text`` states (2 to :data:`_MOST_PIECES`)."""
    out: set[int] = set()
    for m in COUNT.finditer(text):
        out.add(number_of(m.group(1)))
    for m in _COUNT_WORD.finditer(text):
        w = next(g for g in m.groups() if g).lower()
        out.add(2 if w == "both" else number_of(w))
    return {n for n in out if 1 < n <= _MOST_PIECES}


def number_of(w: str) -> int:
    return int(w) if w.isdigit() else NATIVE.get(w) or EN_NUMBERS.get(w.lower()) or 0


@functools.lru_cache(maxsize=64)
def user_counts(user: str) -> frozenset[int]:
    return frozenset(counts_in(user)) if user else frozenset()


def item_counts(answer: str, user: str, words: frozenset[str]) -> set[int]:
    """The counts written right after a word of the item ("장롱 4개", "피아노가 2대")."""
    out: set[int] = set()
    for text in (answer, user):
        for w in words:
            for _, end in word_spans(text, w, _PARTICLE_RX, bounded=False):
                q = COUNT.match(text, end)
                if q is not None:
                    out.add(number_of(q.group(1)))
    return {n for n in out if 1 < n <= _MOST_PIECES}
