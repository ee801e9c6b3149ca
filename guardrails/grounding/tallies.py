"""One test for a count of listed things: "N <counter>" is the length of a list it names.

A count (``3곳``, ``네 곳``, ``세 가지``, ``four sites``, ``10 fee entries``) states how many
things some list holds. It is supported when ``N`` equals the length of one of these lists, and
only these:

* **a list of the tool outputs of the kind its noun names** — for a place noun (곳, 군데, 개소,
  places, sites, locations, spots …) a list of places (objects with an address, a distance or
  coordinates, or a list kept under a place key: ``places``, ``points``, ``sites``); for any other
  counter (가지, 종류, 개, entries, kinds …) any list, also one a text enumerates after a colon
  (``조사 품목: 신문지, 골판지, …``): the lists of strings the record walk gives no length;
* **the rows of one item** its sentence names (``침대 금액이 세 가지로 나뉘는``: the three rows of
  ``침대(매트리스별도)``), or a number a tool-output text states in words (``플라스틱 외 6품목``
  for ``6 other item types``);
* **the subset its own words define** — the items of one tool-output list that hold the category
  named right before the count (``약국 4곳``, ``'우리동네 재활용 플랫폼' 네 곳``): a word of two
  or more letters found in exactly ``N`` of the list's items;
* **the items the answer enumerates right there** — in a bracket opened by the count (``네
  곳(오정동 월요일, 대화동 화요일, …)``), after a colon that follows it, before it in its clause
  (``철스크랩, 철캔, 알루미늄캔 세 가지``) or before the bracket it closes (``201 / 253 / 269
  (… 3곳)``): exactly ``N`` distinct parts, each sharing a word with the tool outputs (a part
  the data does not hold may only be the words leading into the list, or a remark closing it,
  ``모두 09:30~12:00``).

Nothing else: a count one off the list it names (``12 fee entries`` over ten rows, ``다섯 개``
after three items) still fails, and a count whose clause selects a subset by a condition is
decided by :mod:`enumerated` before this test is reached.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# the nouns a count of places is counted by ("세 곳", "two sites"; :mod:`.place_counts` too)
PLACE_NOUN: Final = re.compile(
    r"곳|군데|개소|place|location|site|spot|bin|cent|point|store|shop|pharmac", re.I
)
_NAME_KEYS: Final = ("item_name", "name", "item")
_PLACE_KEY: Final = re.compile(r"place|point|site|location|center|centre|bin|장소|수거함", re.I)
_PLACE_FIELD: Final = frozenset({"address", "distance_m", "latitude", "lat", "주소", "도로명주소"})
# a text enumerating a list after a colon ("조사 품목: 신문지, 골판지, PE(압축)")
_COLON_LIST: Final = re.compile(r":\s*([^:]+)$")
_TEXT_SEP: Final = re.compile(r"\s*[,·/]\s*")
_CLAUSE_END: Final = re.compile(r"[.!?。:\n]|(?:고|며|데|지만|서),?\s")
# the separators of parts the answer enumerates ("A, B, C", "A / B", "A·B", "A and B", "A 또는 B")
_PART_SEP: Final = re.compile(
    r"\s*(?:,(?!\d{3})|;|/|·|ㆍ)\s*(?:and |or |및 |또는 |그리고 )?|\s+(?:and|or|및|또는|그리고|과|와)\s+"
)
_WORD: Final = re.compile(r"[가-힣\d]{2,}|[A-Za-z]{3,}")
# the category right before a count, after any quote and particle ("약국 4곳", "'… 플랫폼' 네 곳")
_CATEGORY: Final = re.compile(r"([가-힣A-Za-z]{2,15}?)['\"’”]?\s?(?:은|는|이|가|도|만)?\s?$")
_GENERIC: Final = frozenset(
    {"모두", "전부", "총", "다른", "그밖에", "그", "이", "약", "근처", "주변", "가까운", "목록",
     "자료", "데이터", "the", "all", "other", "nearby", "these", "those", "only", "about"}
)  # fmt: skip
_AMOUNT: Final = re.compile(r"(?:[^\d]*\s)?\d[\d,.]*\s?(?:원|won|만\s?원)", re.I)
_AMOUNT_BEFORE: Final = re.compile(r"\d\s?(?:원|won)\s?(?:이렇게\s)?$", re.I)
_BRACKETED: Final = re.compile(r"[(（][^()（）]*[)）]")
# round 55: a part that leaves the enumeration open ("A, B 등", "A, B etc.", "such as A", "e.g. A",
# "A and others"): its parts are examples, so their number is no length of the list counted
_OPEN_PART: Final = re.compile(
    r"(?<![가-힣])등(?:등|의|이|을)?$|\betc\.?$|\band (?:so on|others|more)$|\band the like$"
    r"|^(?:e\.g\.|eg\b|such as\b|including\b|예[:를]?\s|예컨대|예를 들어)",
    re.I,
)


def decided(c: Claim, answer: str, ev: Evidence) -> bool | None:
    """Whether count ``c`` is the number of the items it opens an enumeration of (in a bracket
    right after it, or after a colon closing its phrase), each held by the tool outputs; None
    when it opens none (then :func:`tallied` and the lists' lengths decide)."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or isinstance(n, bool) or n < 2:
        return None
    enumerated = _enumerated(c, answer, ev.text_compact, after=True)
    return False if enumerated and n not in enumerated else None  # support: the other readings


def names_its_list(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether count ``c`` is the length of the one list of the tool outputs that the word right
    before it names, every item holding the word (round 39): "공공재활용기반시설 세 곳" over three
    places each written "…(공공재활용기반시설)" is that list's length, whatever other record holds
    a 3 (a fee list's ``item_count``); "공공재활용기반시설 두 곳" over those three, or a word only
    some items hold (:func:`tallied`'s subset), is not decided here."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or isinstance(n, bool) or n < 2:
        return False
    m = _CATEGORY.search(answer, max(0, c.start - 20), c.start)
    if m is None or m.group(1).lower() in _GENERIC:
        return False
    word, places = m.group(1), PLACE_NOUN.search(c.text) is not None
    return any(
        len(items) == n and (is_place or not places) and all(word in t for t in items)
        for is_place, items, _ in _framed(ev.sources)
    )


def tallied(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether count ``c`` is the size of the subset its words name (a category right before
    it, the items enumerated right before it), or the length of a list of the tool outputs of
    the kind its noun names (module docstring)."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return False
    if n in _category(c, answer, _framed(ev.sources)):  # "보건의료원은 1곳"
        return True
    if n < 2:
        return False
    if n in _enumerated(c, answer, ev.text_compact, after=False):  # "A, B, C 세 가지"
        return True
    places = PLACE_NOUN.search(c.text) is not None
    lists = _lists(ev.sources)
    if any(len(items) == n and (is_place or not places) for is_place, items in lists):
        return True
    if not places and _stated_count(n, ev.text):  # "6 other item types" over "플라스틱 외 6품목"
        return True
    if _AMOUNT_BEFORE.search(answer, max(0, c.start - 12), c.start):
        return False  # "6,000원, 9,000원, 12,000원 세 가지": the amounts' count (counted.py)
    start = _sentence_start(answer, c.start)
    sentence = answer[start : c.end + 40]
    return any(k == n and any(w in sentence for w in words) for words, k in _item_rows(ev.sources))


def _sentence_start(answer: str, pos: int) -> int:
    cut = max(answer.rfind(". ", 0, pos), answer.rfind("\n", 0, pos))
    return cut + 1


def _stated_count(n: int, text: str) -> bool:
    """Whether a tool-output text states ``n`` things in words ("외 6품목", "3종", "5개 품목")."""
    return (
        re.search(rf"(?<![\d.,]){n}\s?(?:품목|종류|종|가지|개\s?품목|items|types)", text)
        is not None
    )


@per_stage
def _item_rows(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], int], ...]:
    """Per list of rows, per item name the rows share: the name's words and how many rows."""
    out: list[tuple[frozenset[str], int]] = []
    for node in json_nodes(sources):
        if not isinstance(node, list) or not all(isinstance(x, dict) for x in node):
            continue
        names: dict[str, int] = {}
        for row in node:
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            if name:
                names[name] = names.get(name, 0) + 1
        out += [(frozenset(_WORD.findall(name)), k) for name, k in names.items() if k >= 2]
    return tuple(out)


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[tuple[bool, tuple[str, ...]], ...]:
    """Every list of the tool outputs as (whether it lists places, each item's texts joined);
    lists of strings and the lists texts enumerate after a colon too."""
    return tuple((places, items) for places, items, _ in _framed(sources))


@per_stage
def _framed(sources: tuple[str, ...]) -> tuple[tuple[bool, tuple[str, ...], str], ...]:
    """:func:`_lists`, each with the texts of the object holding it (its query, its kind, its
    source's name: "재활용센터", "전국재활용센터표준데이터")."""
    out: list[tuple[bool, tuple[str, ...], str]] = []
    for node in json_nodes(sources):
        if isinstance(node, dict):
            frame = " ".join(v for v in node.values() if isinstance(v, str))
            for k, v in node.items():
                if isinstance(v, list) and v:
                    out.append((_places_list(str(k), v), tuple(_item_text(x) for x in v), frame))
                elif isinstance(v, str) and (m := _COLON_LIST.search(v)):
                    parts = tuple(p for p in _TEXT_SEP.split(m.group(1).strip(" .")) if p)
                    if len(parts) >= 3 and all(len(p) <= 20 for p in parts):
                        out.append((False, parts, ""))
    return tuple(out)


def _places_list(key: str, items: list[Any]) -> bool:
    if _PLACE_KEY.search(key):
        return True
    return all(isinstance(x, dict) and _PLACE_FIELD & set(x) for x in items)


def _item_text(x: object) -> str:
    if isinstance(x, dict):
        return " ".join(v for v in x.values() if isinstance(v, str))
    return x if isinstance(x, str) else ""


def _category(
    c: Claim, answer: str, lists: tuple[tuple[bool, tuple[str, ...], str], ...]
) -> set[int]:
    """The sizes of the subsets the word right before the count selects: per list some of whose
    items hold it, how many do — none when a list's items all hold it or the object holding a
    list names it (the search was for it: the count is the whole list's)."""
    m = _CATEGORY.search(answer, max(0, c.start - 20), c.start)
    if m is None or m.group(1).lower() in _GENERIC:
        return set()
    word = m.group(1)
    sizes = [(sum(1 for t in items if word in t), len(items), word in f) for _, items, f in lists]
    if any(k == whole or framed for k, whole, framed in sizes if k):
        return set()  # the count is the whole list's
    return {k for k, _, _ in sizes if k}


def _enumerated(c: Claim, answer: str, compact: str, after: bool) -> set[int]:
    """The lengths of the enumerations after the count (``after``) or before it whose distinct
    parts the tool outputs each hold (a lead-in or a closing remark aside)."""
    out: set[int] = set()
    for parts, loose_end in _neighbours(c, answer, after):
        if any(_AMOUNT.match(p.strip()) for p in parts):
            continue  # amounts: an item's tiers, counted as such (counted.py)
        if any(_OPEN_PART.search(p.strip()) for p in parts):
            continue  # "4곳(A, B 등, …)": examples of the items, not all of them (round 55)
        parts = [p.strip(" '\"‘’“”()") for p in parts]
        parts = [p for p in parts if p]
        held = [_held(p, compact, i == 0 and loose_end == "first") for i, p in enumerate(parts)]
        if loose_end == "last" and parts and not held[-1]:
            parts, held = parts[:-1], held[:-1]
        elif loose_end == "first" and parts and not held[0]:
            parts, held = parts[1:], held[1:]
        if len(parts) >= 2 and len(set(parts)) == len(parts) and all(held):
            out.add(len(parts))
    return out


def _neighbours(c: Claim, answer: str, after: bool) -> list[tuple[list[str], str]]:
    """The enumerations a count opens (in a bracket right after it, after a colon closing its
    phrase on its line) or closes (before it in its clause, or before the bracket it ends);
    each with the end where a part the data does not hold may stand (a closing remark, the
    lead-in words)."""
    out: list[tuple[list[str], str]] = []
    if after:
        rest = answer[c.end : c.end + 200]
        opened = re.match(r"\s?[(（]([^()（）]{3,180})[)）]", rest)
        if opened:
            out.append((_PART_SEP.split(opened.group(1)), "last"))
        colon = re.match(r"[^\d.!?\n:()（）]{0,8}:[ \t]*([^\n.!?]{3,200})", rest)
        if colon:
            out.append((_PART_SEP.split(colon.group(1)), "last"))
        return out
    head = answer[max(0, c.start - 200) : c.start]
    cut = 0
    for m in _CLAUSE_END.finditer(head):
        cut = m.end()
    before = head[cut:]
    bracket = before.rfind("(")
    if bracket > 0 and ")" not in before[bracket:]:  # "A / B / C (… 3곳)": the parts before it
        out.append((_PART_SEP.split(before[:bracket]), "first"))
    else:
        out.append((_PART_SEP.split(_BRACKETED.sub("", before)), "first"))
    return out


def _held(part: str, compact: str, lead: bool) -> bool:
    """Whether the part's name stands in the tool outputs: its first word ("오정동 월요일"), or
    for the first part of a list closed by the count its last ("금속은 철스크랩")."""
    words = _WORD.findall(part)
    return bool(words) and words[-1 if lead else 0] in compact
