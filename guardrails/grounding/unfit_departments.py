"""A department named in English that no tool output's department is: an invented department.

An English answer translates a district's Korean department word by word (:mod:`.departments`:
``Environment Division`` for 환경과, ``Resource Circulation Department`` for 자원순환과). Where the
outputs name departments (a ``department`` value, a ``…과``/``…팀`` word of a how-to) and the answer
writes a department's proper name — every translated word capitalised: ``Wando County Environment
Division``, ``the Sanitation Department`` — that fits none of them (the output's contact is
``고금면사무소``), the department is the writer's own (round 49, r49a). A name none of whose words
the glossary knows (``Clean City Division``) fits nothing and is not read; nor is a lower-case
generic word (``call the sanitation department``), an asked sentence, or an answer over outputs
that name no department.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.departments import HEADS, NAME, fits, name_words
from guardrails.grounding.nodes import json_objects

__all__ = ["unfit_department_claims"]

# a department word in an output's text ("청소행정과에서 구입", "자원순환팀")
_KOREAN: Final = re.compile(r"[가-힣]{1,12}(?:과|팀|계|실|센터|사업소|사무소)(?![가-힣])")
_ASKED: Final = re.compile(r"\?|\bor\s(?:similar|something|whatever)\b|\bsomething\slike\b", re.I)


def unfit_department_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The English department names of ``answer`` that fit no department of the outputs."""
    if not any(w in answer for w in HEADS):
        return []
    depts = {d.strip() for o in json_objects(sources) if isinstance(d := o.get("department"), str)}
    if not depts:
        return []
    known = depts | {
        w for o in json_objects(sources) for v in o.values() if isinstance(v, str)
        for w in _KOREAN.findall(v)
    }  # fmt: skip
    out: list[Claim] = []
    for m in NAME.finditer(answer):
        words, at = name_words(m.group(0))
        if not words or any(d for d in known if fits(words, d)):
            continue
        start = m.start() + at
        named = re.findall(r"[A-Za-z]+", answer[start : m.end()])
        if not all(w[0].isupper() for w in named if w.lower() in words or w == named[-1]):
            continue  # a generic word ("the sanitation department"), no proper name
        s, e = sentence_around(answer, start)
        if _ASKED.search(answer, s, e):
            continue
        why = f"'{answer[start : m.end()]}': no tool output names such a department"
        out.append(Claim(answer[start : m.end()], "condition", "a department", start, m.end(), why))
    return out
