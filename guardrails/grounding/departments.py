"""A department an English answer names is the Korean department it translates.

Our district outputs name a district's department in Korean (``"department": "환경수질과"``); an
English answer translates it word by word (``the Environment and Water Quality Division``,
``Resource Circulation Dept``, ``Cleaning & Resources Division``, ``the resource circulation
department``). A translated name *fits* a
department when each of its words is a translation of a part of that department (:data:`_GLOSS`:
``environment`` → 환경, ``water`` → 수질/수도, ``circulation`` → 순환); words the glossary does not
know are passed over when capitalised (a place's name before it, ``Mokpo``) and end the name when
not (``call the``), and a name none of whose words it knows fits nothing. The name is read as a ``department`` claim of the one department it fits, so
:mod:`.bound` checks it against the district it is said of like a Korean one: one district's
department given to another is misattributed.

Unsure, never read: a name that fits the departments of two districts (``Environment Division``
for 환경과 and 환경위생과), or none.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim

# an English word of a department's name and the Korean parts it translates
_GLOSS: Final[dict[str, tuple[str, ...]]] = {
    "environment": ("환경",),
    "environmental": ("환경",),
    "resource": ("자원",),
    "resources": ("자원",),
    "circulation": ("순환",),
    "recycling": ("순환", "재활용"),
    "cleaning": ("청소", "미화"),
    "cleanliness": ("청소", "미화"),
    "sanitation": ("위생", "청소", "미화"),
    "hygiene": ("위생",),
    "beautification": ("미화",),
    "administration": ("행정",),
    "administrative": ("행정",),
    "management": ("관리",),
    "protection": ("보호", "보전"),
    "conservation": ("보전", "보호"),
    "support": ("지원",),
    "living": ("생활",),
    "policy": ("정책",),
    "green": ("녹색", "녹지"),
    "greenery": ("녹지",),
    "water": ("수질", "수도", "상하수도"),
    "quality": ("수질",),
    "supply": ("수도",),
    "transport": ("교통",),
    "transportation": ("교통",),
    "traffic": ("교통",),
    "forestry": ("산림",),
    "forest": ("산림",),
    "livestock": ("축산",),
    "heritage": ("유산",),
    "world": ("세계",),
    "urban": ("도시",),
    "waste": ("폐기물", "청소", "자원"),
}
NAME = re.compile(
    r"\b(?:[A-Za-z]+(?:\s(?:and|&)\s|\s|-)){1,5}(?:division|department|dept\b\.?|section|team)\b",
    re.I,
)
_WORD = re.compile(r"[A-Za-z]+")
HEADS: Final = ("ivision", "epartment", "ept", "ection", "eam")
_JOINS: Final = frozenset({"and"})


def name_words(name: str) -> tuple[list[str], int]:
    """The words of a name that translate a department, read back from its head, and where the
    name starts: a capitalised word the glossary does not know (a place, ``Mokpo``) is passed
    over, a lower-case one (``call the``) ends the name."""
    out: list[str] = []
    start = len(name)
    for w in reversed(list(_WORD.finditer(name))[:-1]):
        low = w.group(0).lower()
        if low in _GLOSS:
            out.append(low)
        elif low in _JOINS or w.group(0)[0].isupper():
            continue
        else:
            break
        start = w.start()
    return out, start


def fits(words: list[str], department: str) -> bool:
    """Whether each of ``words`` translates a part of ``department``."""
    return all(any(k in department for k in _GLOSS[w]) for w in words)


def english_departments(answer: str, departments: Iterable[str]) -> list[Claim]:
    """Each department name an English answer writes, read as the one department it fits."""
    if not any(w in answer for w in HEADS):
        return []
    known = sorted(set(departments))
    out: list[Claim] = []
    for m in NAME.finditer(answer):
        words, at = name_words(m.group(0))
        if not words:
            continue
        fit = [d for d in known if fits(words, d)]
        if len(fit) == 1:
            start = m.start() + at
            out.append(Claim(answer[start : m.end()], "department", fit[0], start, m.end()))
    return out
