"""Which district has data: "A has none, B has some" bound to each district, and a nationwide
count said after the 시도 it is given to.

A bin search whose place has no data says so in its note (``대전광역시 동구의 의류 장소 자료는
없습니다``) and lists the districts of that 시도 that do (``대전광역시에서는 대전 서구에 자료가
있습니다``). :mod:`.coverage` reads a searched place said to have data; this module reads the two
shapes it does not:

* *a listed district said to have none*: a 시군구 the note lists with data, named in a clause that
  says there is no data (``대전 서구에는 의류수거함 위치 자료가 없고``, ``there is no bin data for
  Seo-gu``) — the districts with and without data swapped;
* *a nationwide count said of the 시도 after it*: an English count of districts (digits or a
  number word) followed by the 시도 it is said of (``only eight districts in Jeollabuk-do have
  such data``), where the count is the dataset's nationwide one (``자료가 있는 시군구는 전국
  8곳``), the note lists another number of districts for that 시도, and the clause has no
  nationwide word.

Unsure readings never flag: a place the notes do not list, a clause that names the searched place
too (``서구와 동구 모두 자료가 없``), a count no dataset states.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.coverage_words import NATIONWIDE
from guardrails.grounding.place_words import place_of
from guardrails.grounding.vocabulary import PlaceVocabulary

if TYPE_CHECKING:
    from guardrails.grounding.coverage import Dataset

_NO_DATA = re.compile(
    r"(?:자료|데이터)(?:가|는)?\s?없|\bno\s(?:[\w-]+\s){0,4}data\b|\bdata\s(?:is|are)\s(?:not|un)",
    re.I,
)
_CLAUSE = re.compile(r"[^,;.!?\n]+")
_WORD = re.compile(r"[가-힣]{2,}|[A-Z][a-z]+(?:-(?:si|gun|gu|do))?")
_NUMBER_WORDS: Final = {
    w: i + 1
    for i, w in enumerate(
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
        " fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_COUNT_IN = re.compile(
    r"\b(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")\s+(?:districts?|cities(?: and counties)?"
    r"|counties|municipalities|local governments)\s+(?:in|of|within)\s+(?:the\s+)?"
    r"([A-Z][a-z]+(?:-do)?)",
    re.I,
)


def _leaf(name: str, places: PlaceVocabulary) -> str | None:
    return place_of(name.split()[-1], places) if name.strip() else None


def data_district_claims(
    answer: str, sets: tuple[Dataset, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Listed districts said to have no data, and nationwide counts said of a 시도."""
    out: list[Claim] = []
    listed = {
        name
        for ds in sets
        for ps in ds.listed.values()
        for p in ps
        if (name := _leaf(p, places)) is not None
    }
    searched = {
        name for ds in sets for p in (ds.place, ds.none) if ds.empty and (name := _leaf(p, places))
    }
    if listed and _NO_DATA.search(answer):
        for cl in _CLAUSE.finditer(answer):
            if not _NO_DATA.search(cl.group(0)):
                continue
            named = [
                name
                for m in _WORD.finditer(answer, cl.start(), cl.end())
                if (name := place_of(m.group(0), places)) is not None
            ]
            if searched.intersection(named):
                continue  # the searched place is among those said to have none
            if wrong := next((name for name in named if name in listed), None):
                why = f"the output lists {wrong} with data, not without"
                out.append(Claim(cl.group(0).strip(), "condition", wrong, *_span(cl), why))
    for m in _COUNT_IN.finditer(answer):
        word = m.group(1).lower()
        n = int(word) if word.isdigit() else _NUMBER_WORDS[word]
        sido = place_of(m.group(2), places)
        if sido is None or places.parents.get(sido):
            continue
        line = answer.rfind("\n", 0, m.start()) + 1
        stop = answer.find("\n", m.end())
        if NATIONWIDE.search(answer, line, len(answer) if stop == -1 else stop):
            continue
        for ds in sets:
            own = [v for k, v in ds.listed.items() if places.canonical(k) == sido]
            if ds.count == n and not any(len(v) == n for v in own):
                why = f"{n} districts is the nationwide coverage, not {sido}'s"
                out.append(Claim(m.group(0), "condition", n, m.start(), m.end(), why))
                break
    return out


def _span(m: re.Match[str]) -> tuple[int, int]:
    text = m.group(0)
    start = m.start() + len(text) - len(text.lstrip())
    return start, m.start() + len(text.rstrip())
