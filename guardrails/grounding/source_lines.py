"""A date in a source line is the date of the dataset the line names for it.

The class: **a source line — a sentence or line that opens with its own words (``출처:``,
``자료:``, ``기준:``, ``데이터기준일자``, ``Source:``, ``Data as of``, a bracket of its own after
a sentence, ``(2025-07-11 기준)``) — is its own subject scope: a date in it is the date of the
dataset the line names for it, never of a subject (a department, a facility, a district) named in
an earlier sentence.** The line is read in parts (split at ``/ ; · , 및 and``; a part holding the
date but no dataset's name takes the name of the dateless part before it or after it: ``…표준데이터
등, 데이터기준일자 2025-11-17``); the part names a dataset by the words of its class
(:data:`.holdings.DATASET_TOPICS`) or by a word of a tool output's own ``source_label`` /
``citation`` no other class's label shares (``행정안전부``, ``재활용가능자원``).

* the part names one class of dataset and a tool output of that class holds the date (its
  ``as_of`` / ``survey_date``, or a citation's 데이터기준일자): supported;
* it names one class, tool outputs of that class hold other dates only, and another class holds
  this one: misattributed (the fee data's date given to the rules data, the mirror of the first);
* it names no class (``/ 2025-10-22``, ``Data as of 2025-10-21``), or two, or one that dates
  several districts' outputs: the dates are the outputs' in the order the answer used them
  (named its districts) — out of that order, or the date of none but districts the answer never
  names, it is misattributed; else supported when a tool output's dataset holds it (an unsure
  binding never flags). Round 55: the one such date of an answer, in a line that follows the
  use of some district's output, dates what comes before it — the date of an output whose
  district the answer names only after the line (``창원시는 … 자료는 생활쓰레기배출정보 2025-10-30
  기준이에요. 참고로 김해시는 …`` with 2025-10-30 김해시's) is misattributed; a line before any
  district is named (a heading) is unsure.

Left to the subject binding: a line that names a district or place in the date's own part
(``데이터기준일자는 청주시 2025-02-10, 고양시 …``: the district there binds the date); a bracket
right after a row (``Gumi TV: 3,000 won (as of …)``: the row binds it); a date no dataset holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.dated_sources import dated_source_spans
from guardrails.grounding.district_stems import stem_mentions
from guardrails.grounding.holdings import (
    DATASET_TOPICS,
    DATASET_WORDS,
    dataset_class,
    date_value,
    holders,
)
from guardrails.grounding.nodes import parsed, per_stage, strings_under

# the words that open a source line, at the start of a sentence or line (a bullet or bracket before),
# or of a clause set off by a dash or semicolon at a sentence's end ("… sorts scrap paper —
# source: …표준데이터, data as of 2025-11-03.")
_HEAD: Final = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?。]\s)|(?<=[.!?。])|(?<=[—–;]\s)|(?<=[—–;]))[ \t]*(?:[-*•※·]\s?)?"
    r"[(（\[]?\s*"
    r"(?:(?:자료\s?)?출처|참고\s?자료|데이터\s?기준일자?|기준일자?|자료|기준|sources?|references?"
    r"|data(?:\s(?:source|as of|dated))|as of|dated)"
    r"(?=\s?[:：]|\s?(?:은|는)\s|\s\S*\d{4}|\s?\d{4}|(?<=출처)\s|(?<=일자)\s)",
    re.I,
)
# a bracket of its own after a sentence: "… 하시면 돼요. (2025-07-11 기준)", "… 합니다. [수수료
# 2025-11-20 / 행정안전부 생활쓰레기배출정보 2025-08-06]"
_OWN_BRACKET: Final = re.compile(
    r"(?:(?<=\n)|(?<=[.!?。]\s)|^)[ \t]*(?:[(（][^()（）\n]{0,80}?\d{4}[-.]\d{1,2}[^()（）\n]{0,80}[)）]"
    r"|\[[^\[\]\n]{0,80}?\d{4}[-.]\d{1,2}[^\[\]\n]{0,80}\])",
)
_END: Final = re.compile(r"\n|[.!?。](?=\s|$)")
_PART: Final = re.compile(r"\s?(?:/|;|·|,|，|\s및\s|\sand\s)\s?", re.I)
_DATE: Final = re.compile(r"(?<!\d)\d{4}[-.]\d{1,2}(?:[-.]\d{1,2})?(?!\d)|\d{4}년\s?\d{1,2}월")
_WORD: Final = re.compile(r"[가-힣]{3,}|[A-Za-z][A-Za-z-]{3,}")
# a citation's frame (``데이터기준일자``, ``출처``) and the bare word ``데이터`` (``샘플 데이터``): they
# date or cite any dataset and name none (a price output without a citation must not make the
# places output's ``데이터기준일자`` its word, nor its own ``데이터`` name ``…, 데이터기준일자 …``)
_FRAME: Final = re.compile(r"기준일|출처")
_DATE_LABEL: Final = re.compile(rf"{_FRAME.pattern}|^데이[터타]$")


@lru_cache(maxsize=64)
def _lines(answer: str) -> tuple[tuple[int, int], ...]:
    """The spans of the answer's source lines."""
    out: list[tuple[int, int]] = []
    for rx in (_HEAD, _OWN_BRACKET):
        for m in rx.finditer(answer):
            start = m.start()
            end = _END.search(answer, m.end())
            stop = end.start() if end is not None else len(answer)
            while end is not None and end.group(0) != "\n" and answer[end.start() - 1].isdigit():
                end = _END.search(answer, end.end())  # "2025.07.11" is no sentence's end
                stop = end.start() if end is not None else len(answer)
            out.append((start, stop))
    out += dated_source_spans(answer)  # "… comes from the fee data, dated 2025-10-31."
    return tuple(dict.fromkeys(out))  # "(데이터기준일자 …)" on its own line opens by both: one line


def _line_of(answer: str, at: int) -> tuple[int, int] | None:
    return next(((s, e) for s, e in _lines(answer) if s <= at < e), None)


@per_stage
def _label_words(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Per dataset class, the words of its outputs' labels no other class's labels share."""
    words: dict[str, set[str]] = {}
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        texts = [str(root.get(k, "")) for k in ("source", "source_label", "citation")]
        cls = dataset_class(" ".join(texts))
        if cls is not None:
            words.setdefault(cls, set()).update(w for t in texts for w in _WORD.findall(t))
        for text in strings_under(root):
            for m in re.finditer(r"출처:\s*([^,()]+?),\s*데이터기준일자", text):
                if (other := dataset_class(m.group(1))) is not None:
                    words.setdefault(other, set()).update(_WORD.findall(m.group(1)))
    return {
        cls: frozenset(
            w
            for w in ws
            if not _DATE_LABEL.search(w) and not any(w in o for c, o in words.items() if c != cls)
        )
        for cls, ws in words.items()
    }


def source_part_start(answer: str, at: int, sources: tuple[str, ...]) -> int | None:
    """Where the part of a source line the date at ``at`` stands in opens (``None``: in no source
    line). ``[수수료 2025-11-20 / 행정안전부 생활쓰레기배출정보 2025-08-06]``: the first date's part
    opens at ``[`` (the words after ``/`` name the second date's dataset, not the first's)."""
    span = _line_of(answer, at)
    if span is None:
        return None
    return span[0] + _part(answer[span[0] : span[1]], at - span[0], sources)[0]


def _named(text: str, sources: tuple[str, ...]) -> set[str]:
    """The dataset classes ``text`` names."""
    named = {name for name, rx in DATASET_TOPICS.items() if rx.search(text)}
    for cls, ws in _label_words(sources).items():
        if any(w in text for w in ws):
            named.add(cls)
    return named


def _part(line: str, at: int, sources: tuple[str, ...]) -> tuple[int, int, set[str]]:
    """The part of ``line`` the date at ``at`` stands in, and the classes it names."""
    cuts = [0, *(m.end() for m in _PART.finditer(line)), len(line)]
    spans = [(cuts[i], cuts[i + 1]) for i in range(len(cuts) - 1) if cuts[i] < cuts[i + 1]]
    i = next(k for k, (s, e) in enumerate(spans) if s <= at < e)
    s, e = spans[i]
    named = _named(line[s:e], sources)
    if not named:  # "…표준데이터 등, 데이터기준일자 2025-11-17": the dateless part before it
        for j in (i - 1, i + 1):
            if 0 <= j < len(spans) and not _DATE.search(line, *spans[j]):
                if near := _named(line[spans[j][0] : spans[j][1]], sources):
                    return min(s, spans[j][0]), max(e, spans[j][1]), near
        # round 58 (r58a): the part before names no dataset of its own (a publisher two datasets
        # share: "Source: …재활용센터표준데이터 / 한국환경공단, data date 2025-01"): every dateless
        # part before the date, up to a dated one, is the date's source (two classes: unsure)
        j = i - 1
        while j >= 0 and not _DATE.search(line, *spans[j]):
            named |= _named(line[spans[j][0] : spans[j][1]], sources)
            j -= 1
        if named:
            return spans[j + 1][0], e, named
    return s, e, named


# the cue groups that name a subject a date could be bound to (a district, a place, a row)
_SUBJECT: Final = frozenset(
    {"district", "full_name", "name", "place_name", "station", "region_name", "address",
     "item_name", "query", "department"}
)  # fmt: skip
# a word of a dataset's name: a subject word inside it names no subject (전국재활용센터표준데이터)
_DATASET_TOKEN: Final = re.compile(
    r"\S*(?:데이터|정보|조사|자료|포털|공단|data|survey|portal)\S*", re.I
)
_ITEM: Final = re.compile(r"[ \t]*(?:[-*•■▶※]|\d{1,2}[.)]|\[)")


def _subject_in(answer: str, start: int, end: int, cues: Sequence[Cue]) -> bool:
    """Whether a subject word stands in ``answer[start:end]`` outside a dataset's name (a word
    of it, ``전국재활용센터표준데이터``, or a phrase of its class's words in any language: ``MOIS
    household waste info`` names the rules data, not the department its ``household waste`` is)."""
    words = [q for q in cues if start <= q.start < end and q.groups & _SUBJECT]
    if not words:
        return False
    names = [m.span() for m in _DATASET_TOKEN.finditer(answer, start, end)]
    names += [m.span() for rx in DATASET_WORDS.values() for m in rx.finditer(answer, start, end)]
    return any(not any(s <= q.start < e for s, e in names) for q in words)


def source_line_why(
    c: Claim, answer: str, sources: tuple[str, ...], cues: Sequence[Cue]
) -> str | None:
    """For date ``c`` in a source line: ``""`` when a dataset the line names for it (or, naming
    none, any dataset) holds it, why not when the one class it names does not and another does;
    ``None`` when ``c`` stands in no source line, a subject is named in its part or before it in
    its list item (``cues``: the answer's cues), or no dataset holds it."""
    if c.kind != "date" or not isinstance(c.value, tuple):
        return None
    said = c.value  # (the datasets holding it first: most stages date no dataset with it)
    holding = {
        h.name
        for h in holders(sources)
        if h.kind == "dataset" and any(k == "date" and _dated(said, v) for k, v in h.values)
    }
    if not holding:
        return None
    span = _line_of(answer, c.start)
    if span is None:
        return None
    line = answer[span[0] : span[1]]
    s, e, named = _part(line, c.start - span[0], sources)
    item = answer.rfind("\n", 0, span[0]) + 1
    if not _ITEM.match(answer, item, span[0] + 1):
        item = span[0] + s
    elif not named:  # "증평군 세탁기 수수료:⏎- 데이터기준일자: …": the list's heading names it,
        # but the dates' order holds first ("- 데이터기준일자 — 2024-08-22": another district's)
        if _FRAME.search(line, s, e) and not _subject_in(answer, item, span[0] + e, cues):
            return _order_why(c, answer, sources, cues) or None
        return None
    if _subject_in(answer, min(item, span[0] + s), span[0] + e, cues):
        return None  # "데이터기준일자는 청주시 2025-02-10", "- 충주시: … (2025-12-01 기준)"
    if (order := _order_why(c, answer, sources, cues)) is not None:
        return order
    if len(named) != 1 or named & holding:
        return ""
    (one,) = named
    if not any(h.kind == "dataset" and h.name == one and h.values for h in holders(sources)):
        if one in _undated(sources):  # "data as of 2025-01" of places whose as_of is null / 미상
            held = "/".join(sorted(holding))
            return f"{c.text} is the date of the {held} data; the {one} data it names is undated"
        return ""  # the class it names dates itself nowhere: unsure
    return f"{c.text} is the date of the {'/'.join(sorted(holding))} data, not of the {one} data its source line names"


@per_stage
def _undated(sources: tuple[str, ...]) -> frozenset[str]:
    """The dataset classes whose every output says it has no date: ``as_of`` null and no date in
    its citation (``데이터기준일자 미상``) — round 56: another class's date said of it is that
    class's, not unsure (a class whose outputs are silent on their date stays unsure)."""
    said: dict[str, bool] = {}
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        cls = dataset_class(f"{root.get('source', '')} {root.get('source_label', '')}")
        if cls is None:
            continue
        cited = str(root.get("citation") or "")
        none = (
            "as_of" in root
            and root.get("as_of") is None
            and root.get("survey_date") is None
            and (not cited or "미상" in cited)
            and not _DATE.search(cited)
        )
        said[cls] = said.get(cls, True) and none
    return frozenset(cls for cls, none in said.items() if none)


@per_stage
def _dated_outputs(sources: tuple[str, ...]) -> tuple[tuple[str, str, tuple[int, ...], str], ...]:
    """(district, dataset class, date, full name) of every tool output that dates itself."""
    out = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(district := root.get("district"), str):
            continue
        full = root.get("full_name")
        full = full.strip() if isinstance(full, str) else ""
        cls = dataset_class(f"{root.get('source', '')} {root.get('source_label', '')}")
        for key in ("as_of", "survey_date"):
            if cls and isinstance(v := root.get(key), str) and (d := date_value(v)) is not None:
                out.append((district.strip(), cls, d, full))
    return tuple(out)


def _order_why(c: Claim, answer: str, sources: tuple[str, ...], cues: Sequence[Cue]) -> str | None:
    """Why date ``c`` is not the date of the output the answer used in its place, when the source
    lines' dates no class tells apart are the dates of two or more districts' outputs, each named
    once, in another order than the answer used the districts, or when it is the date of none
    but the outputs of districts the answer never names (``None``: in order, or unsure). A
    district is used where a cue names it or where its name or full name is written out from a
    cue on (``대구 동구``, ``대구광역시 동구``: two words, two cues); a district no cue names is
    used where its name without its 시/군/구 first stands, when that leaves two letters or more
    (``전주는 매트리스 …`` uses 전주시's output; round 35)."""
    outputs = _dated_outputs(sources)
    if len({o[0] for o in outputs}) < 2:
        return None
    first: dict[str, int] = {}
    for q in cues:
        if q.groups & {"district", "full_name"}:
            for district, _cls, _d, full in outputs:
                if district not in first and (
                    q.token == district
                    or any(n and answer.startswith(n, q.start) for n in (district, full))
                ):
                    first[district] = q.start
    names = [o[0] for o in outputs]  # "전주는 …": no cue (전주 is also "last week")
    for at, _end, i in stem_mentions(answer, names):
        first.setdefault(names[i], at)
    owners = [o[0] for o in outputs if isinstance(c.value, tuple) and _dated(c.value, o[2])]
    if owners and not set(owners) & first.keys() and first:
        return f"{c.text} is the date of {owners[0]}'s data, which the answer does not use"
    said: list[tuple[int, tuple[int, ...], int]] = []  # (where, date, its claim's end)
    for s, e in _lines(answer):
        for m in _DATE.finditer(answer, s, e):
            if (d := date_value(m.group(0))) is None:
                continue
            part = _part(answer[s:e], m.start() - s, sources)
            if not any(_dated(d, o[2]) for o in outputs) or _subject_in(
                answer, s + part[0], s + part[1], cues
            ):
                continue
            if part[2] and len(part[2]) == 1 and sum(o[1] in part[2] for o in outputs) < 2:
                continue  # the one output of the class it names: settled by the class
            said.append((m.start(), d, m.end()))
    if len(said) == 1 and said[0][0] == c.start and owners:
        before = sorted((at, d) for d, at in first.items() if at < c.start)
        if before and all(first[o] > c.start for o in owners):  # round 55: one line, read back
            return (
                f"{c.text} is the date of {owners[0]}'s data, which the answer names only after "
                f"its source line; the data it used before the line is {before[-1][1]}'s"
            )
    dates = [d for _at, d, _e in said]
    used = [o for o in outputs if any(_dated(d, o[2]) for d in dates)]
    if (
        len(said) < 2
        or len(used) != len(said)
        or len({o[2] for o in used}) != len(used)
        or any(o[0] not in first for o in used)
        or len({first[o[0]] for o in used}) != len(used)
    ):
        return None
    expected = [o for _at, o in sorted((first[o[0]], o) for o in used)]
    for (at, d, _e), o in zip(said, expected, strict=True):
        if at == c.start and not _dated(d, o[2]):
            owner = next(x[0] for x in used if _dated(d, x[2]))
            return f"{c.text} is the date of {owner}'s data; the answer used {o[0]}'s in its place"
    return None


def _dated(said: tuple[int, ...], held: object) -> bool:
    if not isinstance(held, tuple):
        return False
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == held[:n]
