"""A department a district output gives one waste stream, said to handle another.

Some district outputs split their enquiries by waste stream, the department in brackets after the
stream it handles (``"department": "생활쓰레기(읍면), 음식물(환경생태과)"``: household waste goes to the
township offices, food waste to 환경생태과), or the stream in brackets after the department
(``환경생태과(음식물)``). The class: **an answer sentence that names such a department together with
another waste stream and not its own (``대형폐기물 문의는 환경생태과(061-…)에 하시면 돼요``, ``for
bulky waste, call 환경생태과``) gives the department a stream the outputs do not** — misattributed.

Unsure, never flagged: a sentence that also names the department's own stream (``생활쓰레기는 읍면,
음식물은 환경생태과``), or no stream at all (``문의: 환경생태과``); a negated or asked sentence; a
department no output ties to a stream.

Round 33 (r33f, prod_holdout21 g36h2-0036).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.subjects import sentence_bounds

# each waste stream an enquiry is split by, and the words (both languages) that name it
_STREAMS: Final = {
    "food": r"음식물|음식\s?쓰레기|food",
    "bulky": r"대형\s?(?:생활\s?)?(?:폐기물|쓰레기)|bulky|large[- ](?:items?|waste)",
    "household": r"생활\s?쓰레기|일반\s?쓰레기|종량제|(?:household|general)\s(?:waste|rubbish|trash)",
    "recycling": r"재활용|recycl",
}
_STREAM: Final = re.compile("|".join(f"(?P<{k}>{v})" for k, v in _STREAMS.items()), re.I)
# "음식물(환경생태과)" / "환경생태과(음식물)": a part of a department value and its bracket
_PAIR: Final = re.compile(r"([^,()/]+?)\s?[(（]([^()（）]+)[)）]")
_DEPT: Final = re.compile(r"[가-힣]{2,}(?:과|팀|계|실)$")


def _stream_of(text: str) -> str | None:
    m = _STREAM.search(text)
    return m.lastgroup if m else None


@lru_cache(maxsize=16)
def stream_departments(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each department a district output ties to a waste stream → the streams it is tied to."""
    found: dict[str, set[str]] = {}
    for o in json_objects(sources):
        value = o.get("department")
        if not isinstance(value, str) or "(" not in value and "（" not in value:
            continue
        for m in _PAIR.finditer(value):
            head, inner = m.group(1).strip(), m.group(2).strip()
            for dept, stream in ((inner, head), (head, inner)):
                kind = _stream_of(stream)
                if _DEPT.search(dept) and kind is not None and _stream_of(dept) is None:
                    found.setdefault(dept, set()).add(kind)
    return {d: frozenset(s) for d, s in found.items()}


def stream_department_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A stream-bound department said in a sentence of another stream, never of its own."""
    if not any("department" in s for s in sources) or not _STREAM.search(answer):
        return []
    depts = stream_departments(sources)
    if not depts or not any(d in answer for d in depts):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for dept, own in depts.items():
            at = sentence.find(dept)
            if at < 0 or REFUSED.search(sentence):
                continue
            named = [(m.start(), m.lastgroup) for m in _STREAM.finditer(sentence)]
            if not named or any(k in own for _, k in named):
                continue
            before = [s for s, _ in named if s < at]
            s0 = before[-1] if before else at
            text = sentence[s0 : at + len(dept)]
            stream = next(k for s, k in named if s == (before[-1] if before else named[0][0]))
            why = f"{dept} is the department for {'/'.join(sorted(own))} waste in tool outputs, not {stream}"
            out.append(Claim(text, "department", dept, start + s0, start + at + len(dept), why))
    return out
