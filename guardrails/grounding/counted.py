"""Counts of what the answer itself names: a category, the rows it lists, the items it enumerates.

* A count of a **category** named as its topic ("의류수거함은 두 곳", "목록에 지하철역이 다섯 곳"):
  supported when exactly that many items of one tool-output list hold the word in a text of
  theirs (a name or a category); a count widened by another ("재활용센터까지 합치면 세 곳") counts
  the items holding any of the words its sentence names as topics.
* A **top-N** count over the rows listed right after its sentence ("가까운 세 곳이에요" and a table
  or a bulleted list of three): supported when its sentence selects (가까운, nearest …) and exactly
  that many rows follow, each naming an item of one tool-output list.
* A count of the items **enumerated** after a colon ("신청 방법은 세 가지예요: A, B, or C"):
  supported when exactly that many items follow and some tool-output list of that length has,
  for each item, a distinct element sharing a word with it (a paraphrase, "online" for 온라인).

* A count of rows that are a **whole category** ("Two second-hand shops came up:" and two rows):
  the rows name exactly the items holding some text of theirs (a category) and no other.
* A count right **after the options** it counts ("온라인 신고, 여기로 앱, 주민센터 방문 세 가지"):
  its last parts each share a word with a distinct option of one tool-output text ("A, B 또는 C").
* A count of the **amounts listed** right before it ("3,000원, 4,000원, 5,000원 세 가지로") or
  after it and a colon ("two fees: 16,000 won and 25,000 won"): exactly that many distinct
  amounts, and they are every value of one numeric key over the rows of one tool-output list that
  share a text (an item's fee tiers): three of an item's five fees are no "세 가지".

An invented count (one more than the items named, listed or enumerated) still fails.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.numbers import NATIVE
from guardrails.grounding.sourced import groups
from guardrails.grounding.totals import ALTERNATIVE

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# the topic right before the count ("의류수거함은 두 곳", "지하철역이 다섯 곳")
_TOPIC: Final = re.compile(r"([가-힣A-Za-z]{2,12})(?:은|는|이|가)\s$")
# a topic added to the ones before ("재활용센터까지 합치면 세 곳", "B도 포함하면")
_WIDENED: Final = re.compile(
    r"([가-힣A-Za-z]{2,12})(?:까지|도)\s?(?:합치면|합쳐서|더하면|포함하면|넣으면|치면)\s$"
)
_SELECTS: Final = re.compile(
    r"가까운|가까이|추천|주요|대표|\b(?:top|nearest|closest|recommended)\b", re.I
)
_ROW: Final = re.compile(r"\s*(?:\||[-•*·▶]\s|\d{1,2}[.)]\s)")
_RULE: Final = re.compile(r"\s*\|[\s:|-]+$")
_OPENS: Final = re.compile(r"\s?[가-힣]{0,6}\s?:\s*")  # "세 가지예요: "
_ITEM_SEP: Final = re.compile(r"\s*(?:,|;|·|/)\s*(?:or |and |또는 |그리고 )?|\s+(?:or|and|또는)\s+")
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")


def counted(c: Claim, answer: str, ev: Evidence, claims: Sequence[Claim] = ()) -> bool:
    """Whether count ``c`` counts a category, the rows listed after it, the items it
    enumerates or the amounts it lists (module docstring)."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or n < 2:
        return False
    return (
        _amounts_counted(c, n, answer, claims, ev.sources)
        or _category(c, n, answer, ev.sources)
        or _listed_rows(c, n, answer, ev.sources)
        or _enumerated(c, n, answer, ev.sources)
        or _enumerated_before(c, n, answer, ev.sources)
    )


def counts_listed_amounts(c: Claim, answer: str, ev: Evidence, claims: Sequence[Claim]) -> bool:
    """Whether ``c`` counts the amounts listed right before it (or after it and a colon) and they
    are every tier of one item: "4,000원 또는 5,000원 두 가지가 있어요" over that item's two rows.
    Read first among the readers of counts (round 53): a count whose number some output also
    holds elsewhere (an item_count of 2) is this list's length, not a value bound to its words."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or n < 2:
        return False
    return _amounts_counted(c, n, answer, claims, ev.sources)


_COUNT_THEN_COLON: Final = re.compile(r"[^\d.!?\n:]{0,24}:\s*")  # "두 가지예요: ", " piano fees: "


def _amounts_counted(
    c: Claim, n: int, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]
) -> bool:
    """Whether ``c`` counts the amounts listed right before it, or right after it and a colon,
    and they are the tiers of one item (module docstring)."""
    amounts = [e for e in claims if e.kind == "money" and isinstance(e.value, int | float)]
    before = [e for e in amounts if e.end <= c.start]
    run: list[Claim] = []
    if before and not answer[before[-1].end : c.start].strip():
        run = [before[-1]]
        for e in reversed(before[:-1]):
            if not ALTERNATIVE.fullmatch(answer, e.end, run[0].start):
                break
            run.insert(0, e)
    elif opens := _COUNT_THEN_COLON.match(answer, c.end):
        after = [e for e in amounts if e.start >= opens.end()]
        if after and after[0].start == opens.end():
            run = [after[0]]
            for e in after[1:]:
                if not ALTERNATIVE.fullmatch(answer, run[-1].end, e.start):
                    break
                run.append(e)
    listed = frozenset(float(e.value) for e in run if isinstance(e.value, int | float))
    if len(run) == n == len(listed) and listed in _tiers(sources):
        return True
    opens = None if run and before else _COUNT_THEN_COLON.match(answer, c.end)
    return opens is not None and _spelled_run(answer, opens.end(), amounts, n, sources)


# round 56: one part of an amount list whatever its spelling ("3,000", "5,000원", "KRW 8,000")
_PART_AMOUNT: Final = re.compile(
    r"(?:KRW\s?|₩\s?)?(\d{1,3}(?:,\d{3})+|\d+)\s?(?:원|won|KRW)?", re.I
)
_LIST_END: Final = re.compile(r"[.!?\n(（]")
_AMOUNT_SEP: Final = re.compile(  # _ITEM_SEP without the comma of a figure's thousands
    r"\s*(?:,(?!\d{3})|;|·|/)\s*(?:or |and |또는 |그리고 )?|\s+(?:or|and|또는)\s+"
)


def _spelled_run(
    answer: str, start: int, amounts: Sequence[Claim], n: int, sources: tuple[str, ...]
) -> bool:
    """Whether the list after a count's colon (``three fee levels: 3,000, 5,000원 or 8,000 won``)
    holds ``n`` distinct amounts, each part one amount however it is spelled (a money claim
    within it, or a bare figure with or without its unit), that are the tiers of one item; the
    claim-based run above misses a list whose parts mix spellings (round 56)."""
    end = _LIST_END.search(answer, start)
    segment = answer[start : end.start() if end else len(answer)]
    values: list[float] = []
    pos = start
    for part in _AMOUNT_SEP.split(segment):
        part_start = answer.find(part, pos)
        pos = part_start + len(part)
        inside = [e for e in amounts if part_start <= e.start and e.end <= pos]
        if len(inside) == 1 and isinstance(inside[0].value, int | float):
            values.append(float(inside[0].value))
        elif not inside and (m := _PART_AMOUNT.fullmatch(part.strip())):
            values.append(float(m.group(1).replace(",", "")))
        else:
            return False
    listed = frozenset(values)
    return len(values) == n == len(listed) and listed in _tiers(sources)


@per_stage
def _tiers(sources: tuple[str, ...]) -> frozenset[frozenset[float]]:
    """Per list of objects, per text some of its rows share (an item's name) and per numeric
    key, the values of those rows: an item's tiers of a fee."""
    out: set[frozenset[float]] = set()
    for node in json_nodes(sources):
        if not (
            isinstance(node, list) and len(node) >= 2 and all(isinstance(x, dict) for x in node)
        ):
            continue
        rows: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for x in node:
            for k, v in x.items():
                if isinstance(v, str):
                    rows.setdefault((k, v), []).append(x)
        for same in rows.values():
            if len(same) < 2:
                continue
            for k in {k for x in same for k, v in x.items() if _numeric(v)}:
                out.add(frozenset(float(x[k]) for x in same if _numeric(x.get(k))))
    return frozenset(out)


def _numeric(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _category(c: Claim, n: int, answer: str, sources: tuple[str, ...]) -> bool:
    head = answer[max(0, c.start - 30) : c.start]
    topic = _TOPIC.search(head)
    widened = _WIDENED.search(head)
    if topic is None and widened is None:
        return False
    words = {topic.group(1)} if topic else set()
    if widened:  # the topics of the counts before it in its sentence, and the one it adds
        start, _ = sentence_around(answer, c.start)
        words.add(widened.group(1))
        for m in _COUNT_AFTER_TOPIC.finditer(answer, start, c.start):
            words.add(m.group(1))
    return any(
        sum(1 for texts in items if any(w in t for w in words for t in texts)) == n
        for items in _texts(sources)
    )


_COUNT_AFTER_TOPIC: Final = re.compile(
    r"([가-힣A-Za-z]{2,12})(?:은|는|이|가)\s(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,2})\s?"
    r"(?:곳|군데|개소|개|대)"
)


def _listed_rows(c: Claim, n: int, answer: str, sources: tuple[str, ...]) -> bool:
    start, end = sentence_around(answer, c.start)
    selects = _SELECTS.search(answer, start, c.end) is not None  # "the three closest bins"
    lines = answer[end:].lstrip(".!?。 \n").split("\n")
    rows: list[str] = []
    for line in lines:
        if (not line.strip() and not rows) or _RULE.match(line):
            continue  # a blank line before the rows, a table's rule (|---|---|)
        if not _ROW.match(line):
            break
        rows.append(line)
    if len(rows) < n:
        return False
    for items in _texts(sources):
        names = [{t for t in texts if len(t) >= 2} for texts in items]
        hits = [[i for i, ns in enumerate(names) if any(w in r for w in ns)] for r in rows]
        named = [h[0] for h in hits if len(h) == 1]
        if len(named) != n or len(rows) - len(named) > 1:  # (one more: a table's header row)
            continue
        if selects or _whole_category(set(named), items):
            return True
    return False


def _whole_category(named: set[int], items: tuple[tuple[str, ...], ...]) -> bool:
    """Whether the rows name every item holding some text of theirs and no other ("Two
    second-hand shops came up:" and the list's two 중고 매장): the count is that category's.
    A text every item holds (a shared source label) selects nothing."""
    shared = set.intersection(*(set(items[i]) for i in named)) if named else set()
    return any(
        {i for i, texts in enumerate(items) if t in texts} == named
        for t in shared
        if len(named) < len(items)
    )


def _enumerated(c: Claim, n: int, answer: str, sources: tuple[str, ...]) -> bool:
    opens = _OPENS.match(answer, c.end)
    if opens is None:
        return False
    _, end = sentence_around(answer, opens.end())
    parts = [p.strip(" '\"") for p in _ITEM_SEP.split(answer[opens.end() : end])]
    parts = [p for p in parts if p]
    if len(parts) != n:
        return False
    for node in json_nodes(sources):
        if isinstance(node, list) and len(node) == n and all(isinstance(x, str) for x in node):
            if _paired(parts, [str(x) for x in node]):
                return True
    return False


def _enumerated_before(c: Claim, n: int, answer: str, sources: tuple[str, ...]) -> bool:
    """A count right after the items it counts ("온라인 신고, 여기로 앱, 주민센터 방문 세 가지
    방법"): the last ``n`` parts of its clause each share a word with a distinct segment of one
    tool-output text that is split into exactly ``n`` options (by commas, 또는, or …)."""
    start, _ = sentence_around(answer, c.start)
    head = answer[start : c.start].rstrip()
    if not _ITEM_SEP.search(head):
        return False
    parts = [p.strip(" '\"") for p in _ITEM_SEP.split(head)]
    parts = [p for p in parts if p]
    if len(parts) < n or len(parts) > n + 1:  # (one more: the words before the first item)
        return False
    return any(_matched(parts[-n:], seg) for seg in _options(sources) if len(seg) == n)


def _matched(parts: list[str], segments: tuple[str, ...]) -> bool:
    """Each part shares a word with a distinct segment, in any order."""
    words = [set(_WORD.findall(p)) for p in parts]
    return any(
        all(w & set(_WORD.findall(segments[i])) for w, i in zip(words, order, strict=True))
        for order in permutations(range(len(segments)))
    )


_OPTION_SEP: Final = re.compile(r"\s*(?:,|/|·)\s*(?:또는\s|or\s)?|\s(?:또는|혹은|or)\s")


@per_stage
def _options(sources: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The tool-output texts that name options, split into them ("A, B 또는 C")."""
    out: list[tuple[str, ...]] = []
    for node in json_nodes(sources):
        values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        for v in values:
            if isinstance(v, str) and 2 <= len(segs := [x for x in _OPTION_SEP.split(v) if x]) <= 6:
                out.append(tuple(segs))
    return tuple(out)


def _paired(parts: list[str], elements: list[str]) -> bool:
    """Each part shares a word with a distinct element, in order."""
    return all(
        set(_WORD.findall(p)) & set(_WORD.findall(e)) for p, e in zip(parts, elements, strict=True)
    )


@per_stage
def _texts(sources: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """Each list of objects in the tool outputs: per item, its texts (names, categories …)."""
    out: list[tuple[tuple[str, ...], ...]] = []
    for node in json_nodes(sources):
        objs: list[Any] = [x for x in node if isinstance(x, dict)] if isinstance(node, list) else []
        if objs and len(objs) == len(node):
            out.append(tuple(_with_bare(v for v in o.values() if isinstance(v, str)) for o in objs))
    return tuple(out)


# a trailing gloss of a text ("연원10길 28-1(연수동)": a bin named by its road address and its 동)
_GLOSS: Final = re.compile(r"\s?[(（][^()（）]*[)）]$")


def _with_bare(texts: Iterable[str]) -> tuple[str, ...]:
    """``texts``, and each that ends in a gloss without it: a row that writes the name as its
    address does (round 34: "1. 국원대로 158: about 290 m" names the bin "국원대로 158(연수동)")."""
    out = list(texts)
    out += [bare for t in out if t.endswith((")", "）")) and len(bare := _GLOSS.sub("", t)) >= 3]
    return tuple(out)


# a count opening a bracket of the values of what it counts ("세 개(90m, 260m, 480m)")
_COUNT_BRACKET: Final = re.compile(
    r"(?<![가-힣\d])(두|세|네|다섯|여섯|\d{1,2})\s?(?:개|곳|군데|대)\s?\(([^()]{1,80})\)"
)
_BARE: Final = re.compile(r"[\s,·/]*")


def count_values(c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]) -> bool:
    """Whether distance ``c`` is one of the values a count lists in brackets after it ("500m
    안에 있는 수거함은 모두 세 개(90m, 260m, 480m)"): as many distances as the count, each
    of a different item of one tool-output list (each value is then the item's, whoever the
    sentence before named)."""
    if c.kind != "distance" or not isinstance(c.value, float):
        return False
    for m in _COUNT_BRACKET.finditer(answer, max(0, c.start - 90)):
        if m.start() > c.start:
            break
        if not m.start(2) <= c.start < m.end(2):
            continue
        w = m.group(1)
        n = int(w) if w.isdigit() else NATIVE[w]
        held = [
            o for o in claims
            if o.kind == "distance" and isinstance(o.value, float)
            and m.start(2) <= o.start < m.end(2)
        ]  # fmt: skip
        rest = "".join(answer[a.end : b.start] for a, b in zip(held, held[1:], strict=False))
        if len(held) != n or not _BARE.fullmatch(rest):
            return False  # "두 곳(망원1동 420m, 망원2동 980m)": each value named, bound by name
        inside = [float(o.value) for o in held if isinstance(o.value, float)]
        return any(_distinct_items(inside, dists) for dists in groups(sources, "distance"))
    return False


def _distinct_items(values: list[float], dists: list[float]) -> bool:
    """Each value is the distance of an item of ``dists``, no item twice."""
    held = [i for v in values for i, d in enumerate(dists) if abs(v - d) <= 0.5][: len(values)]
    return len(held) == len(values) == len(set(held))
