"""One record's own date given as its dataset's date (round 48, r48c).

A place output dates its dataset at its top (``as_of``, a citation's ``데이터기준일자``) and each
record it lists on its own (a place's ``as_of``: the day that row was written). A date the answer
labels as the data's (``data as of``, ``dataset dated``, ``데이터기준일자``, ``자료 기준일``) in a
bracket or clause that names the dataset (``(전국재활용센터표준데이터, data as of 2025-07-03)``,
``전국재활용센터표준데이터 기준일자 2025-07-03``) is said of the dataset: when the outputs date that
class of dataset with other dates only and the date is one listed record's own, the record's date
is given as the dataset's (misattributed). The value check alone finds the date among the records
and passes it; :mod:`.cited_dates` reads the same bracket as the dataset's for support.

Unsure, never flagged: the sentence names the record whose date it is (``오산시 자원재활용센터
(전국재활용센터표준데이터, data as of 2025-07-03)``: the row's own date, cited with its data); the
answer names no other record of the outputs (an answer about one centre that cites that centre's
date as its data's: the lone subject's date); the bracket or clause names two classes of dataset
or none; the date is no record's (the value check reads it).

Round 58 (r58a): a reference table an output names with its own date in a bracket (``"place_source":
"기상청 격자_위경도 표(2024-01-01)의 시군구 대표 좌표"``: the table the bins output took a district's
coordinates from) is another such owner: ``The bin dataset (…) is dated 2024-01-01`` where the bins
data is cited 2025-12-24 gives the table's date to the bins data. Unsure: the sentence names the
table; the table's name names the same class of dataset (its own date by another label); a dataset
of the class holds the date. The label may close on a bracketed gloss of the dataset's name
(``dataset (national … bin standard data) is dated``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.holdings import DATASET_TOPICS, date_value, holders
from guardrails.grounding.nodes import entries, parsed, per_stage
from guardrails.grounding.opening_gate import gated

__all__ = ["record_date_claims"]

_DATE: Final = r"\d{4}[-.]\d{1,2}(?:[-.]\d{1,2})?"
# the data's date by its label: "data as of 2025-07-03", "데이터기준일자 2025-07-03", "자료 기준일:"
_LABELLED = re.compile(
    r"(?:\b(?:data(?:set)?|records?|list)(?:\s?[(（][^()（）\n]{1,100}[)）])?\s(?:(?:is\s|are\s|was\s)?(?:as\sof"
    r"|dated|updated)|date[d:]?)"
    rf"|데이터\s?기준\s?일자?|자료\s?기준\s?일자?|기준\s?일자)\s?[:：]?\s?(?:은|는)?\s?(?P<d>{_DATE})(?!\d)",
    re.I,
)
_OPEN: Final = "([（［"
_CLOSE: Final = re.compile(r"[)\]）］]")


# :mod:`.opening_gate`: the same matches, skipped to
_LABELLED = gated(_LABELLED)


@per_stage
def _record_dates(sources: tuple[str, ...]) -> tuple[tuple[tuple[int, ...], str], ...]:
    """The own date of every record the outputs list below their top (a place's ``as_of``), with
    the record's name (spaces left out)."""
    out: list[tuple[tuple[int, ...], str]] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for _key, value in entries(root):
            if not isinstance(value, list):
                continue
            for row in value:
                if not isinstance(row, dict) or not isinstance(row.get("as_of"), str):
                    continue
                d = date_value(row["as_of"])
                name = row.get("name")
                if d is not None and isinstance(name, str):
                    out.append((d, name.replace(" ", "")))
    return tuple(out)


# a table an output names with its date in a bracket: "기상청 격자_위경도 표(2024-01-01)의 …"
_TABLE_DATED: Final = re.compile(
    r"(?P<name>[^\s()（）,:]{2,}(?:\s[^\s()（）,:]+){0,3}?)\s?[(（](?P<d>\d{4}-\d{2}(?:-\d{2})?)[)）]"
)


@per_stage
def _table_dates(sources: tuple[str, ...]) -> tuple[tuple[tuple[int, ...], str], ...]:
    """The date of every table the outputs' strings name with a bracketed date, with the table's
    name (spaces left out)."""
    out: list[tuple[tuple[int, ...], str]] = []
    for root in parsed(sources):
        for _key, value in entries(root):
            if isinstance(value, str) and ("(" in value or "（" in value):
                for m in _TABLE_DATED.finditer(value):
                    if (d := date_value(m.group("d"))) is not None:
                        out.append((d, m.group("name").replace(" ", "")))
    return tuple(out)


# a clause's bounds within its sentence: "시세는 … (2025-01 조사)이고, 센터 정보는 데이터기준일자 …"
_CLAUSE_BREAK: Final = re.compile(r"[,;—]|(?:이고|이며|였고|이지만)\s|\b(?:and|but|while)\b", re.I)


def _scope(answer: str, start: int, end: int, at: int) -> str:
    """The bracket the date at ``at`` stands in, else its clause within ``answer[start:end]``."""
    opened = max(answer.rfind(ch, start, at) for ch in _OPEN)
    if opened >= 0 and _CLOSE.search(answer, opened, at) is None:
        close = _CLOSE.search(answer, at, end)
        return answer[opened : close.end() if close else end]
    begin = max((m.end() for m in _CLAUSE_BREAK.finditer(answer, start, at)), default=start)
    stop = _CLAUSE_BREAK.search(answer, at, end)
    return answer[begin : stop.start() if stop else end]


def record_date_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Dates ``answer`` labels as a named dataset's that only one listed record's own date is."""
    if "기준" not in answer and "ate" not in (low := answer.lower()) and " of" not in low:
        return []  # no word of the pattern's labels ("기준일", "date", "dated", "as of")
    if _LABELLED.search(answer) is None:
        return []
    records = _record_dates(sources)
    tables = _table_dates(sources)
    if not records and not tables:
        return []
    whole = answer.replace(" ", "")
    out: list[Claim] = []
    for sentence in SENTENCE_SPAN.finditer(answer):
        for m in _LABELLED.finditer(sentence.group(0)):
            said = date_value(m.group("d"))
            if said is None:
                continue
            at = sentence.start() + m.start("d")
            scope = _scope(answer, sentence.start(), sentence.end(), at)
            named = [name for name, rx in DATASET_TOPICS.items() if rx.search(scope)]
            if len(named) != 1:
                continue
            sets = [
                {v for k, v in h.values if k == "date"}
                for h in holders(sources)
                if h.kind == "dataset" and h.name == named[0]
            ]
            if not sets or not any(sets) or any(said in s for s in sets):
                continue  # no dataset of the class dated, or it is the dataset's own date
            spoken = sentence.group(0).replace(" ", "")
            owners = [name for d, name in records if d == said]
            table = next(
                (
                    name
                    for d, name in tables
                    if d == said and not DATASET_TOPICS[named[0]].search(name)
                ),
                None,
            )
            if table is not None and table not in spoken:
                what = f"the date of {table}"  # another table's: the owner is no listed row
            elif not owners or table is not None:
                continue  # no record's date: the value check reads it
            elif any(name in spoken for name in owners):
                continue  # the row named: its own date, cited with its data
            elif not any(name not in owners and name in whole for _d, name in records):
                continue  # no other record named: the answer's lone place, cited with its date
            else:
                what = "one record's own date"
            start = sentence.start() + m.start()
            gloss = max(m.group(0).rfind(")"), m.group(0).rfind("）")) + 1
            if gloss:  # "dataset (national … standard data) is dated …": from "is dated" on
                start += gloss + len(m.group(0)[gloss:]) - len(m.group(0)[gloss:].lstrip())
            why = (
                f"{m.group('d')} is {what}, not the {named[0]} dataset's "
                f"({', '.join('-'.join(map(str, d)) for s in sets for d in sorted(s))})"
            )
            end = sentence.start() + m.end()
            out.append(Claim(answer[start:end], "date", said, start, end, why))
    return out
