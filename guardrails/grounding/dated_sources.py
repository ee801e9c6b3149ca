"""A sentence that says where a figure comes from and dates it is a source line: "The fee figure
comes from the public data portal's national bulk-waste fee standard data, dated 2025-10-31",
"가격은 한국환경공단 가격조사 자료에서 가져왔고, 2025-01 기준이에요".

:mod:`.source_lines` reads a line that opens with its own words (``출처:``, ``Source:``); an
answer as often says the same in a sentence of prose. Such a sentence holds a word of taking from
(``comes from``, ``is from``, ``taken from``, ``according to``, ``based on``, ``에서 가져온``,
``에 따르면``, ``자료에서``) and a date written right after a dating word (``dated``, ``as of``,
``기준일자``) or right before ``기준``, after the word of taking from, which names a class of
dataset (:data:`.holdings.DATASET_TOPICS`: ``fee``, ``시세``, ``배출 정보`` …). From that word on,
the sentence is read as a source line: its date is the date of the dataset it names
(:func:`.source_lines.source_line_why`). Korean may put the dated dataset before the word of
taking from (``2025-12-09 기준 생활쓰레기배출정보에서 가져온 거예요``): from the date on, read the
same. A sentence that names no dataset there ("In Hongcheon a
bookshelf is 1,000 won, according to data dated …") is left to the subject binding: the date is
the named district's.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import SENTENCE_END
from guardrails.grounding.holdings import DATASET_TOPICS

_FROM: Final = re.compile(
    r"\b(?:comes?|came|is|are|was|were|taken|drawn|pulled|sourced)\s(?:\w+\s)?from\b"
    r"|\baccording to\b|\bbased on\b|에서\s?(?:가져|나온|받은|뽑은)|에\s?따르면|자료에서|데이터에서",
    re.I,
)
_DATED: Final = re.compile(
    r"(?:\b(?:dated|as of|updated)\s|기준일자?\s?[:은는]?\s?)\(?\d{4}[-.]\d{1,2}"
    r"|\d{4}[-.]\d{1,2}(?:[-.]\d{1,2})?\s?기준",
    re.I,
)


# the Korean order, the dated dataset before the word of taking from: "2025-12-09 기준
# 생활쓰레기배출정보에서 가져온", "2025년 1월 기준 가격조사 자료에 따르면"
_DATED_BEFORE: Final = re.compile(
    r"(?<![\d.-])\d{4}(?:[-.]\d{1,2}){1,2}\s?기준(?:의|으로)?\s(?P<name>[^.!?,\n]{2,40}?)"
    r"(?:에서\s?(?:가져|나온|받은|뽑은)|에\s?따르면|자료에서|데이터에서)"
)


@lru_cache(maxsize=64)
def dated_source_spans(answer: str) -> tuple[tuple[int, int], ...]:
    """The spans of the sentences of ``answer`` that say where a figure comes from and date it
    (in the Korean order, ``2025-12-09 기준 생활쓰레기배출정보에서 가져온 거예요``, the span opens
    at the date, so the words before it, ``이 연락처는``, stay the sentence's subject)."""
    if _DATED.search(answer) is None or _FROM.search(answer) is None:
        return ()
    out: list[tuple[int, int]] = []
    start = 0
    for end in [m.end() for m in SENTENCE_END.finditer(answer)] + [len(answer)]:
        said = _FROM.search(answer, start, end)
        if (
            said is not None
            and _DATED.search(answer, said.end(), end)
            and any(rx.search(answer, said.end(), end) for rx in DATASET_TOPICS.values())
        ):
            out.append((said.start(), end))
        elif said is not None and (before := _DATED_BEFORE.search(answer, start, end)):
            if any(rx.search(before.group("name")) for rx in DATASET_TOPICS.values()):
                out.append((before.start(), end))
        start = end
    return tuple(out)
