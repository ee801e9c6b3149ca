"""A value bound to the wrong subject that is really part of a record's own label
(:func:`quoted_label`, asked by :func:`.check.check` of a misbound claim).

On a list line ``- <label>: <value>`` whose label is a string of one tool-output object, the
value belongs to that object (``- 쇼파(소파) (… 1인용당(3000원) 추가): 3,000원``): it is supported
when the label is quoted verbatim up to the value, when the value starts a string the tool
output gives (``24시 열린약국 – 24시간``), when the row's own label is restated spaces aside
(``컴퓨터 책상(서랍 없음) 4,000원`` for ``컴퓨터 책상(서랍없음)``), or when the same object holds the
label and the value. Any other misbound value stays flagged.

Moved out of :mod:`.check` in round 36 (r36h1).
"""

from __future__ import annotations

import re
from typing import Any

from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.spacing import unspaced

_BULLET = re.compile(r"\s*(?:[-•*·]|\d{1,2}[.)])\s+")


def quoted_label(claim: Claim, answer: str, evidence: Evidence) -> bool:
    """Whether a value bound to the wrong subject is really part of a record's own label.

    On a list line ``- <label>: <value>`` whose label is a string of one tool-output object, the
    value belongs to that object (``- 쇼파(소파) (… 1인용당(3000원) 추가): 3,000원``): it is supported
    when the label is quoted verbatim up to the value, or when the same object holds the value.
    """
    line_start = answer.rfind("\n", 0, claim.start) + 1
    bullet = _BULLET.match(answer, line_start)
    label_start = bullet.end() if bullet else line_start
    if answer[label_start : claim.end] in evidence.text and claim.end - label_start >= 8:
        return True  # the value sits inside a verbatim quote of an evidence string
    if (name := _NAME_ON.match(answer, claim.end)) and f"\n{answer[claim.start : name.end()]}" in (
        evidence.text
    ):  # "24시 열린약국 – 24시간": the value starts a string the tool output gives
        return True
    if _spaced_label(claim, answer, label_start, evidence):
        return True  # "컴퓨터 책상(서랍 없음) 4,000원": the row's own label, spaces aside
    colon = answer.rfind(": ", label_start, claim.start)
    label = answer[label_start:colon].strip() if colon != -1 else ""
    if len(label) < 4 or label not in evidence.text:
        return False
    return any(_object_holds(obj, label, claim.value) for obj in json_objects(evidence.sources))


_NAME_ON = re.compile(r"\s?[가-힣A-Za-z]{2,}")
_ITEM_START = re.compile(r".*(?:[,;:]\s|\s[·/]\s|^)", re.S)


def _spaced_label(claim: Claim, answer: str, line_start: int, evidence: Evidence) -> bool:
    """Whether the words of ``claim``'s list item before it (after the last comma or colon on
    its line) are, spaces aside, a string of one tool-output object that holds the value: a row's
    own label with a bracket of its own (``컴퓨터 책상(서랍 없음)`` for ``컴퓨터 책상(서랍없음)``):
    a word inside that bracket (서랍, another row's part) is the row's own, not another subject."""
    if claim.kind != "money" or "(" not in answer[line_start : claim.start]:
        return False
    head = _ITEM_START.match(answer, line_start, claim.start)
    label = unspaced(answer[head.end() if head else line_start : claim.start])
    if len(label) < 6 or "(" not in label:
        return False
    value = claim.value
    for obj in json_objects(evidence.sources):
        numbers = [
            v for v in obj.values() if isinstance(v, int | float) and not isinstance(v, bool)
        ]
        if value not in numbers:
            continue
        if any(isinstance(v, str) and unspaced(v) == label for v in obj.values()):
            return True
    return False


def _object_holds(obj: dict[str, Any], label: str, value: object) -> bool:
    strings = [v for v in obj.values() if isinstance(v, str)]
    numbers = [v for v in obj.values() if isinstance(v, int | float) and not isinstance(v, bool)]
    return label in strings and value in numbers
