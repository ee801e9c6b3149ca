"""The words that label a date name no record: a date is read without them as its subject.

"양천구 12월 평년값 (서울 관측소, 1991–2020) 기준 평균기온 …", "데이터 기준일 2025-08-31": ``기준``
(and ``기준일``/``기준일자``) marks the date as a basis, the way "as of" does. A tool output may hold
the word in a row of its own (a fee row's spec "폭50cmx높이50cm 기준"), and then the word reads as
that row's name: the normals' period, said right before ``기준``, would be bound to the fee row.
A date's subject is the words around it that are not its label; the label stays a cue of every
other kind of value ("50cm 기준 1,000원": the row's spec).
"""

from __future__ import annotations

from typing import Final

__all__ = ["DATE_LABELS", "labels_date"]

DATE_LABELS: Final = frozenset({"기준", "기준일", "기준일자", "데이터기준일자", "기준으로"})


def labels_date(kind: str, token: str) -> bool:
    """Whether cue ``token`` is only the label of a value of ``kind`` (a date's 기준)."""
    return kind == "date" and token in DATE_LABELS
