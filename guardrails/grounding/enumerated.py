"""Counts of a subset of a tool-output list, checked against the items the answer names.

* A count followed by its own enumeration: "캔을 받는 곳은 세 곳이에요: A, B, C", "나머지 세
  곳(노형동, 연동, 오라동)": supported when the items listed are exactly that many, distinct, each
  quoted from the tool outputs, and no more than some list there holds. After a colon the items may
  carry a bracket each ("가까운 의류수거함 3곳이에요: 국원대로 158(약 290m), 연원10길 28-1(약 300m), …";
  round 34): the bracket is dropped and the run ends with its sentence.
* A count of the list items the answer names around it (a filtered subset: "월요일에 수거하는 곳은
  세 곳이에요" and a bulleted list of three bins; "장항1동과 백석1동 두 곳"; "… 망원2동 주민센터까지
  합쳐 세 곳" after two bullets): supported when exactly that many items of one tool-output list are
  named in the count's sentence and the list lines right after it (or, when none follow, right
  before it), and the sentence states the condition that selects them (a verb's adnominal form,
  중에, a day): "근처 수거함은 A 한 곳뿐이에요" over a list of two counts the whole list and fails.
* A count of the places within a distance ("1km 안에 세 곳", "within 500 m: two bins"): the
  items of one list whose distance is at most that far; of those open on a day ("월요일에
  수거하는 곳은 세 곳"): the items whose days hold it (a day so stated decides alone).

An invented count ("네 곳" over three named items, "1km 안에 다섯 곳" where three are) still fails.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import TYPE_CHECKING, Any

from guardrails.grounding.claims import SENTENCE_END, Claim, claim_sentence
from guardrails.grounding.english_counts import counts_before
from guardrails.grounding.keys import key_info
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.numbers import NATIVE
from guardrails.grounding.weekdays import ALL_DAY, ALL_DAY_WORDS, WEEK

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# a copula or a few words, then the colon or bracket that opens the enumeration
_OPENS = re.compile(r"\s?[가-힣]{0,6}\s?[:(（]\s*")  # "두 군데 와요: A, B"
# a value written after an enumerated item ("풍동 주민센터 14:00~15:30", "A 540m")
_ITEM_VALUE = re.compile(r"\s+\(?[\d~]")
_ENDS = re.compile(r"[)）.!?\n]|$")
_SEP = re.compile(r"\s*[,·、]\s*")
# after a colon the enumeration runs to its sentence's end (not a decimal point), and a bracket
# after an item is its value or gloss ("국원대로 158(약 290m)"; round 34, r34c)
_COLON_ENDS = re.compile(r"\.(?!\d)|[!?\n]|$")
_GLOSSED = re.compile(r"\s?[(（][^()（）\n]*[)）]")
_LIST_LINE = re.compile(r"\s*(?:[-•*·▶]|\d{1,2}[.)])\s+\S")
_DAY = f"[{WEEK}]"  # one day's letter
# the condition that selects a subset, stated before the count: a verb's adnominal form ("월요일에
# 수거하는 곳은", "넣을 수 있는", "토요일에 여는"), "among" (중에), a day named
_FILTER = re.compile(
    r"(?:하|있|여|받|되|넣|내놓|버리|맡기|가져가|쓰|열|운영하|가능하|허용되|넘|주)는\s"
    rf"|[을를]?\s?수\s?있는\s|가능한\s|\s중(?:에|에서)?\s|{_DAY}요일에"
    r"|\b(?:that|which|open|accept\w*|with)\b",
    re.I,
)
# a day that selects the items counted ("월요일에 수거하는 곳은 세 곳")
_DAY_CONDITION = re.compile(rf"(?<![가-힣])({_DAY})요일(?:에|엔)(?!도)")  # 수요일엔 = 수요일에는
_DAY_WORD = re.compile(rf"({_DAY})요일")
_DAY_RUN = re.compile(rf"(?:매주|격주|매월)?\s?({_DAY}(?:[·,]{_DAY})*)(?=\s|$)")
# a distance the count is limited to, just before it in its sentence
_WITHIN = re.compile(
    r"(?<![\d,.])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<u>km|킬로미터|킬로|m|미터)\s?"
    r"(?:안|이내|내|반경|거리\s?(?:안|이내)|까지\s?(?:넓히면|늘리면|보면|치면))"
    # round 57: a search widened to a distance limits it like 까지 넓히면 ("the search widened to
    # 20 km and returned five places", "expanding the search to 5 km")
    r"|(?:within|(?:widen|expand|extend)(?:ed|ing)?(?:\s(?:the\s)?search)?\sto)"
    r"\s(?P<en>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<eu>km|m)\b",
    re.I,
)


def enumerated_count(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether count ``c`` counts list items the answer names or a distance limit selects."""
    if c.kind != "count" or not isinstance(c.value, int) or c.value < 1:
        return False
    lists = _item_lists(ev.sources)
    if not any(len(items) >= c.value for items, _, _ in lists):
        return False
    if c.value >= 2 and _quoted_enumeration(c, answer, ev):
        return True
    sentence_start, sentence_end = claim_sentence(answer, c)
    within = _within(answer, c)
    if within is not None and any(
        sum(1 for d in dists if d is not None and d <= within) == c.value
        for _, dists, _ in lists
        if any(d is not None for d in dists)
    ):
        return True
    day = _DAY_CONDITION.search(answer, sentence_start, sentence_end)  # "두 곳이 월요일에 …"

    if day is not None and any(days for _, _, days in lists):
        # "월요일에 수거하는 곳은 세 곳": the items open on that day, and only that count
        return any(
            sum(1 for d in days if day.group(1) in d) == c.value
            for _, _, days in lists
            if any(days)
        )
    if _rest(c, answer, lists) or _excepted(c, answer, lists):
        return True
    if not _FILTER.search(answer, sentence_start, c.start):
        return False  # "근처 수거함은 한 곳뿐이에요": the whole list, not a subset
    return any(_named_count(items, scope) == c.value for items, _, _ in lists
               for scope in _scopes(answer, c) if len(items) >= c.value)  # fmt: skip


def subset_count(c: Claim, answer: str, ev: Evidence) -> bool | None:
    """A count whose sentence states a distance limit ("1km 안에 세 곳", "two bins within 1 km")
    over tool-output items with distances: whether that many lie within it (the condition decides
    alone, whatever list length or number the count may equal), or open around the clock
    ("24시간 운영하는 곳은 두 곳"); None when no such condition."""
    if c.kind != "count" or not isinstance(c.value, int) or c.value < 1:
        return None
    start, _ = claim_sentence(answer, c)
    if _ALL_DAY_CONDITION.search(answer, start, c.start):  # "24시간 운영하는 무인회수기는 두 곳"
        hours = [h for h in _all_day(ev.sources) if any(x is not None for x in h)]
        return any(sum(1 for x in h if x) == c.value for h in hours) if hours else None
    within = _within(answer, c)
    if within is None or _partitive_whole(answer, c):
        return None
    measured = [
        dists for _, dists, _ in _item_lists(ev.sources) if any(d is not None for d in dists)
    ]
    if not measured:
        return None
    return any(
        sum(1 for d in dists if d is not None and d <= within) == c.value for dists in measured
    )


# around the clock as the condition that selects ("24시간 운영하는 곳은", "open 24 hours"), not a
# value in brackets after an item ("영통구청 주차장(24시간)")
_ALL_DAY_CONDITION = re.compile(
    r"(?<![(（])24\s?시간\s?(?:운영|영업|이용|개방|열|문)[가-힣]*\s|open 24 hours|24-hour|24/7"
    r"|round-the-clock",
    re.I,
)
_HOURS_KEY = re.compile(r"hour|시간|운영|open", re.I)


@per_stage
def _all_day(sources: tuple[str, ...]) -> tuple[tuple[bool | None, ...], ...]:
    """Per list of objects: whether each item is open around the clock (None: no hours given)."""
    out: list[tuple[bool | None, ...]] = []
    for node in json_nodes(sources):
        if not isinstance(node, list) or not node or not all(isinstance(x, dict) for x in node):
            continue
        row: list[bool | None] = []
        for obj in node:
            said = [str(v) for k, v in obj.items() if _HOURS_KEY.search(str(k))]
            whole = " ".join(said)
            row.append(
                None if not said else bool(ALL_DAY_WORDS.search(whole) or ALL_DAY.search(whole))
            )
        out.append(tuple(row))
    return tuple(out)


def _quoted_enumeration(c: Claim, answer: str, ev: Evidence) -> bool:
    opens = _OPENS.match(answer, c.end)
    if opens is None:
        return False
    start = opens.end()
    if opens.group(0).rstrip().endswith(":"):  # "3곳이에요: A(약 290m), B(약 300m)": to the end
        end = _COLON_ENDS.search(answer, start)  # of the sentence, each item's bracket dropped
        segment = _GLOSSED.sub("", answer[start : end.start() if end else len(answer)])
    else:
        end = _ENDS.search(answer, start)
        segment = answer[start : end.start() if end else len(answer)]
    items = _SEP.split(segment.strip())
    items = [x[: v.start()] if (v := _ITEM_VALUE.search(x)) else x for x in items]
    if len(items) != c.value or len(set(items)) != len(items):
        return False
    return all(len(x) >= 2 and x in ev.text for x in items)


def _named(names: tuple[str, ...], scope: str, others: set[str]) -> bool:
    """An item is named by one of its labels, or by the first word of its name when no other
    item of its list has that word ("망원1동" for 망원1동 주민센터 beside 망원2동 주민센터)."""
    if any(n in scope for n in names):
        return True
    w = names[0].split()[0] if names and names[0].strip() else ""
    if len(w) < 3 or w.isdigit() or any(w in o for o in others):
        return False
    return re.search(rf"(?<![\w·]){re.escape(w)}", scope) is not None


def _named_count(items: tuple[tuple[str, ...], ...], scope: str) -> int:
    return sum(
        1
        for i, names in enumerate(items)
        if _named(names, scope, {n for j, ns in enumerate(items) if j != i for n in ns})
    )


# "나머지 두 곳", "the other two", "the remaining three": the list less a count stated before
_REST = re.compile(r"(?:나머지|다른|남은|the (?:other|remaining|rest)|other)\s?$", re.I)
_COUNT_WORD = re.compile(
    r"(?<![가-힣\d])(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,2})\s?(?:곳|군데|개소|개|대)"
)


def _rest(c: Claim, answer: str, lists: tuple[_Items, ...]) -> bool:
    """The rest: "나머지 두 곳" after "1km 안에 세 곳" over a list of five, or after the items the
    answer has named before it ("가장 가까운 곳은 A예요 … 나머지 네 곳은" over a list of five)."""
    if not _REST.search(answer, max(0, c.start - 16), c.start):
        return False
    words = (m.group(1) for m in _COUNT_WORD.finditer(answer, 0, c.start))
    before = {int(w) if w.isdigit() else NATIVE[w] for w in words}
    before |= counts_before(answer, c.start)  # "5 places … only one lists cans … the other four"
    if any(len(items) - n == c.value for items, _, _ in lists for n in before if n):
        return True
    return any(
        0 < (k := _named_count(items, answer[: c.start])) and len(items) - k == c.value
        for items, _, _ in lists
    )


# "보상해 주는 곳은 3곳이에요(민락동은 수거만 해요)": the list less the items its sentence
# names as left out
_LEFT_OUT = re.compile(
    r"빼고|제외|말고|만\s?(?:해|하|받)|없|않|안\s|\b(?:except|besides|other than|only|not|no)\b",
    re.I,
)


def _excepted(c: Claim, answer: str, lists: tuple[_Items, ...]) -> bool:
    start, end = claim_sentence(answer, c)
    tail = answer[c.end : end]
    if not _LEFT_OUT.search(tail):
        return False
    return any(
        0 < (k := _named_count(items, tail))
        and len(items) - k == c.value
        and _named_count(items, answer[start : c.start]) == 0
        for items, _, _ in lists
    )


def _scopes(answer: str, c: Claim) -> tuple[str, ...]:
    """The count's scope, and when the count ends its sentence ("… 두 곳이에요. A와 B예요")
    that scope with the next sentence, which enumerates it."""
    scope = _scope(answer, c)
    start, end = claim_sentence(answer, c)
    own = (answer[start:end],)  # "세 곳 중 영하인 곳은 광주와 전주 두 곳" below a list of three
    if answer[c.end : end].strip(" 이에요입니다.!?예") and not re.match(
        r"[이가]?\s?(?:에요|예요|이에요|입니다|있어요|있습니다|돼요|됩니다)", answer[c.end : end]
    ):
        return (scope, *own)
    nxt = SENTENCE_END.search(answer, end)
    return scope, scope + answer[end : nxt.end() if nxt else len(answer)], *own


def _scope(answer: str, c: Claim) -> str:
    """The count's sentence and the list lines right after it (or, if none, right before it)."""
    start, end = claim_sentence(answer, c)
    lines_after = answer[end:].split("\n")
    if lines_after and not lines_after[0].strip():
        lines_after = lines_after[1:]
    after = _leading_list(lines_after)
    if after:
        return answer[start:end] + "\n" + "\n".join(after)
    line_start = answer.rfind("\n", 0, start + 1)
    before = _leading_list(answer[:line_start].split("\n")[::-1]) if line_start > 0 else []
    return "\n".join(before[::-1]) + "\n" + answer[start:end]


def _leading_list(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if not _LIST_LINE.match(line):
            break
        out.append(line)
    return out


# the whole a subset is counted out of ("five of the eight spots", "여덟 곳 중 다섯 곳"): a count
# of the whole list, which the subset's condition does not limit
_OF_WHOLE_BEFORE = re.compile(r"\b(?:out\s)?of\s(?:all\s)?(?:the\s|these\s|those\s)?$", re.I)
_OF_WHOLE_AFTER = re.compile(r"\s?(?:중|가운데)(?:에서?)?\s")


def _partitive_whole(answer: str, c: Claim) -> bool:
    return bool(
        _OF_WHOLE_BEFORE.search(answer, max(0, c.start - 16), c.start)
        or _OF_WHOLE_AFTER.match(answer, c.end)
    )


# the few words between a count and the distance that limits it ("bins are within", "이 모두")
_AFTER = re.compile(r"\s?(?:(?:are|is|all|located|lie)\s){0,2}|[이가은는]?\s?(?:모두\s)?", re.I)


# a limit said to hold nothing ("1km 안에는 없고", "반경 500m 이내엔 없어서", "nothing within 5 km",
# "no bins within 1 km"): the list a count after it counts is the tools' wider fallback
_DENIED_AFTER = re.compile(
    r"(?:에는|에선|엔|에서는|에|은|는)?\s?(?:[가-힣]+\s)?(?:없|안\s?보|못\s?찾)"
)
_DENIED_BEFORE = re.compile(
    r"\b(?:nothing|none|no\s[a-z]+(?:\s[a-z]+)?|not\s(?:any|one)(?:\s[a-z]+)?)\s"
    r"(?:is\s|are\s|was\s|were\s)?(?:(?:found|listed|located|turned\sup|showed\sup)\s)?$",
    re.I,
)


def _denied(answer: str, found: re.Match[str]) -> bool:
    return bool(
        _DENIED_AFTER.match(answer, found.end())
        or _DENIED_BEFORE.search(answer, max(0, found.start() - 24), found.start())
    )


def _within(answer: str, c: Claim) -> float | None:
    """The distance limit (in metres) stated in the count's sentence before it."""
    start, end = claim_sentence(answer, c)
    found = None
    for m in _WITHIN.finditer(answer, start, c.start):
        found = m
    if found is not None and _denied(answer, found):
        found = None  # "반경 1km 안에는 없고, 가까운 순서로 5곳": not the count's limit
    if found is None:  # "two bins within 1 km", "세 곳이 1km 안에 있어요": right after it
        found = next(_WITHIN.finditer(answer, c.end, end), None)
        if found is not None and not _AFTER.fullmatch(answer, c.end, found.start()):
            found = None
    if found is None or _denied(answer, found):
        return None
    n = float((found.group("n") or found.group("en")).replace(",", ""))
    unit = (found.group("u") or found.group("eu")).lower()
    return n * 1000 if unit in ("km", "킬로미터", "킬로") else n


# per list: each item's names, distance (metres, None without one) and the weekdays it names
_Items = tuple[tuple[tuple[str, ...], ...], tuple[float | None, ...], tuple[frozenset[str], ...]]


@per_stage
def _item_lists(
    sources: tuple[str, ...],
) -> tuple[_Items, ...]:
    """Each list of objects in the tool outputs: per item, the label strings no other item of
    the list shares (its names, not a shared "매주 월요일 수거"), its distance in metres and
    the weekdays it names."""
    found: list[_Items] = []
    roots = [_root(s) for s in sources] if len(sources) > 1 else []
    # several tool outputs of one kind (a city's weather each) are a list too
    whole = [roots] if roots and all(isinstance(r, dict) for r in roots) else []
    for node in [*json_nodes(sources), *whole]:
        objs = [x for x in node if isinstance(x, dict)] if isinstance(node, list) else []
        if objs and len(objs) == len(node):
            labels = [_labels(o) for o in objs]
            seen = Counter(x for ls in labels for x in set(ls))
            names = tuple(tuple(x for x in ls if seen[x] == 1) for ls in labels)
            dists = tuple(_distance(o) for o in objs)
            found.append((names, dists, tuple(_days(o) for o in objs)))
    return tuple(found)


item_lists = _item_lists  # (read by :mod:`.day_counts` too)


def _root(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def _labels(obj: dict[str, Any]) -> tuple[str, ...]:
    return tuple(
        v.strip()
        for k, v in obj.items()
        if isinstance(v, str) and 2 <= len(v.strip()) <= 40 and key_info(str(k)).label
    )


def _distance(obj: dict[str, Any]) -> float | None:
    for k, v in obj.items():
        if isinstance(v, int | float) and not isinstance(v, bool):
            info = key_info(str(k))
            if info.dist:
                return float(v) * 1000 if info.km else float(v)
    return None


def _days(obj: dict[str, Any]) -> frozenset[str]:
    """The weekdays an item names: a list of single days (["월", "수"]) or 월요일 in a text."""
    out: set[str] = set()
    for v in obj.values():
        if isinstance(v, list) and v and all(isinstance(x, str) and len(x) == 1 for x in v):
            out.update(x for x in v if x in WEEK)
        elif isinstance(v, str):
            out.update(_DAY_WORD.findall(v))
            run = _DAY_RUN.match(v)  # "매주 월·목", "격주 금", "화·토 18:00-21:00"
            if run:
                out.update(run.group(1)[::2])
    return frozenset(out)
