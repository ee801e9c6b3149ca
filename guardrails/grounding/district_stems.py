"""A district an answer names by its stem (``남해는`` for 남해군, ``금산이`` for 금산군).

Answers that compare two districts' outputs shorten their names once they are introduced (``**남해군**
… ``세종은 집 앞 배출이 되고, 남해는 업체나 …``). Where the place vocabulary knows no such form, the
stem still names the output's district: the district's own name less its 시/군/구, at least two
syllables, standing as a word (a particle or no Hangul after it, none before it). Only the
districts of the outputs are read, so a stem names nothing the outputs do not hold; a one-syllable
stem (``중`` of 중구) is no name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.literal_spans import word_spans

_AFTER: Final = r"(?=에서|에게|으로|이랑|하고|[은는이가에의도과와랑로을를만쪽]|[^가-힣]|$)"
_AFTER_RX: Final = re.compile(_AFTER)


def stem_mentions(answer: str, districts: Sequence[str]) -> list[tuple[int, int, int]]:
    """(start, end, index into ``districts``) of each district named by its stem alone."""
    out: list[tuple[int, int, int]] = []
    for i, name in enumerate(districts):
        if len(name) < 3 or name[-1] not in "시군구":
            continue
        stem = name[:-1]
        if stem not in answer or not re.fullmatch(r"[가-힣]+", stem):
            continue  # (a stem the answer does not hold compiles no pattern)
        for start, end in word_spans(answer, stem, _AFTER_RX):  # (no pattern per stem)
            out.append((start, end, i))
    return out
