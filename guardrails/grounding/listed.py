"""An enumeration in prose against the tool-output list it draws from.

A tool output often gives a short list of options: where a bag is handed out (``["행정복지센터",
"우체국"]``), how a fee is paid (``["카드", "계좌이체"]``), what a program takes (``["알약",
"가루약"]``). An answer that enumerates two or more members of such a list and, in the same run of
items (``A·B·C``, ``A, B, C``, ``A와 B``, ``A나 B``), one more item that no tool output names at all
has added an option the list does not hold: "회수봉투는 행정복지센터·우체국·편의점에서 받을 수
있어요", "카드, 계좌이체, 현금으로 결제할 수 있어요".

The reading is structural, with no word lists: a run is items joined by a separator or a joining
particle (와/과/나/이나/랑/및/또는); only its last item may carry a case ending (``우체국에서``), so a
run ends at the first item that has one. Unsure readings never flag: fewer than two members in the
run, an added item named anywhere in the tool outputs (a paraphrase, an item of another list), a
list of examples (``examples``, ``예시``) or a run the answer itself marks as open (``등``, ``같은``,
``such as``), a negated tail (``편의점은 안 돼요``), a figure beside the run (``약 320m, 폐건전지·폐형광등``: a
distance, when no member is a figure), a word right after a figure (``평일 10:00~21:00 운영,
가전제품·가구를 받습니다``: the predicate of the hours), a member in a loanword's other spelling (``플라스틱`` for a
listed ``프라스틱``: one syllable's final consonant), a Latin item beside a list with a Hangul member the answer
does not quote (``PET, PE, glass bottles`` for ``["PET", "PE", "유리병"]``: a member translated, maybe), a
word glued after a closing bracket (``행정복지센터(독곡로 28, 약 1.5km)이고, 무색페트병·유색PET``: the copula of
the name before the bracket, round 34), a word saying how many of the next item's kind (``형광램프,
LED조명, 각종 건전지``: the item is 건전지; round 37).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import refused
from guardrails.grounding.kinds import DETERMINER
from guardrails.grounding.loan_spellings import respelled
from guardrails.grounding.nodes import json_nodes, per_stage

# one item of a run: a word of Hangul (with the particles that end it) or a Latin word
_ITEM = re.compile(r"[가-힣A-Za-z0-9]+")
# what joins two items: a mark ("·", ",", "/") or a joining particle at the end of the first
_MARK = re.compile(r"\s?[·,、/]\s?|\s(?:및|또는|그리고)\s")
_JOINING: Final = ("이랑", "이나", "하고", "와", "과", "랑", "나")
# the case endings that end a run ("우체국에서", "현금으로", "편의점은")
_CASE = re.compile(
    r"(?:이고|이며|이에요|예요|입니다|이지만|인데|에서도|에서는|에서만|에서|으로도|으로만|으로|로도"
    r"|로만|로|에도|에는|에만|에|까지|만|도|은|는|을|를|이|가)$"
)  # (a copula ends a run too: "월·수·금이고, 신발이나 가방도")
# a closing bracket: a word glued after it is the ending of the word before the bracket (``센터(독곡로
# 28)이고``, ``센터(1.5km)에서``), never an item (round 34, prod_dev4 g39d3-0054)
_CLOSING: Final = ")）]］"
# an open run: examples the answer itself gives ("… 등", "같은", "such as")
_OPEN = re.compile(r"\s?(?:등|같은|따위|처럼|etc)")  # (matched at a position: no "^")
_NEGATED = refused("없")
# keys of example lists (open by nature)
_EXAMPLES = re.compile(r"example|예시|sample|e\.g", re.I)
# a word right after a figure is the figure's (a unit, or the predicate of hours: "09:00~18:00
# 운영", "17:00에 운영하고"), not an item of the run after it
_AFTER_FIGURE = re.compile(r"\d(?:에|에는|부터|까지)?\s?$")
_MAX_MEMBER = 20  # a member is a short label ("행정복지센터"), not a sentence
# a predicate that ends a clause before a comma ("센터가 있고, 가구·가전을 받으며"): a verb of being,
# lacking or taking with a connective ending is no item, and no run goes past it
_PREDICATE = re.compile(
    r"(?:있|없|받|되|않|같)(?:고|으며|며|면서|는데|지만|어서|아서|으니|으니까|니까)$"
)

# round 49: a word after a degree adverb with a connective ending ("가장 가깝고, 가전제품·가구를
# 받아요", "제일 싸고", "더 멀지만") is an adjective, the predicate of the clause before the run
_DEGREE = re.compile(r"(?<![가-힣])(?:가장|제일|젤|더|덜|아주|매우|너무|꽤|훨씬|비교적)\s$")
_CONNECTIVE = re.compile(r"(?:고|으며|며|지만|는데|은데|어서|아서|으니|니까)$")


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The closed lists of short strings in the tool outputs (two members or more)."""
    nodes = json_nodes(sources)  # one walk for both passes: the ids below are of its nodes
    examples = {
        id(v)
        for o in nodes
        if isinstance(o, dict)
        for k, v in o.items()
        if isinstance(v, list) and _EXAMPLES.search(str(k))
    }
    out: list[frozenset[str]] = []
    for node in nodes:
        if not isinstance(node, list) or len(node) < 2 or id(node) in examples:
            continue
        if all(isinstance(x, str) and 2 <= len(x.strip()) <= _MAX_MEMBER for x in node):
            out.append(frozenset(x.strip() for x in node))
    return tuple(out)


def _bare(word: str) -> tuple[str, bool, bool]:
    """``word`` without its particles, whether it joins the next item (와/나) and whether it has a
    case ending (the run ends)."""
    for p in _JOINING:
        if word.endswith(p) and len(word) - len(p) >= 2:
            return word[: -len(p)], True, False
    m = _CASE.search(word)
    if m is not None and m.start() >= 1:
        return word[: m.start()], False, True
    return word, False, False


@functools.lru_cache(maxsize=256)
def _runs(answer: str) -> list[list[tuple[str, int, int]]]:
    """Every run of two or more items: (bare item, start, end) each."""
    out: list[list[tuple[str, int, int]]] = []
    run: list[tuple[str, int, int]] = []
    pos = 0
    for m in _ITEM.finditer(answer):
        if m.start() and answer[m.start() - 1] in _CLOSING:
            run, pos = [], -1
            continue  # "센터(독곡로 28, 약 1.5km)이고, …": the ending of the word before the bracket
        if _PREDICATE.search(m.group(0)) or (
            _DEGREE.search(answer, max(0, m.start() - 4), m.start())
            and _CONNECTIVE.search(m.group(0))
        ):
            run, pos = [], -1
            continue  # "…가 있고, 가구·사무집기를", "가장 가깝고, 가전제품·가구를": a verb, no item
        if run and m.start() == pos and DETERMINER.match(answer[m.start() : m.end() + 1]):
            pos = m.end() + 1
            continue  # "형광램프, LED조명, 각종 건전지": how many of the next item's kind, no item
        bare, joins, ends = _bare(m.group(0))
        if run and m.start() != pos:
            run = []  # not joined to the run before it
        run.append((bare, m.start(), m.start() + len(bare)))
        if ends or not joins:
            mark = _MARK.match(answer, m.end())
            if ends or mark is None:
                if len(run) >= 2 and not _OPEN.match(answer, m.end()):
                    out.append(run)
                run, pos = [], -1
                continue
            pos = mark.end()
        else:
            space = re.match(r"\s?", answer[m.end() :])
            pos = m.end() + (len(space.group(0)) if space else 0)
    return out


def listed_claims(answer: str, sources: tuple[str, ...], text: str) -> list[Claim]:
    """Items an enumeration adds to a tool-output list it otherwise quotes (``text``: every tool
    output's text, where an added item must be named nowhere)."""
    lists = _lists(sources)
    if not lists:
        return []
    out: list[Claim] = []
    for run in _runs(answer):
        for members in lists:
            inside = [x for x in run if x[0] in members]
            if len(inside) < 2:
                continue
            tail = answer[run[-1][2] : run[-1][2] + 20]
            if _NEGATED.search(tail):
                continue
            for item, start, end in run:
                whole = _ITEM.match(answer, start)
                if whole is not None and whole.group(0) in text:
                    continue  # a particle misread: the word itself is named ("가루약")
                if item[:1].isdigit() and not any(m[:1].isdigit() for m in members):
                    continue  # a figure beside the run ("약 320m, 폐건전지·폐형광등"), no option
                if _AFTER_FIGURE.search(answer, max(0, start - 4), start):
                    continue  # the figure's word ("10:00~21:00 운영, 가전제품·가구"), no option
                if any(respelled(item, m) for m in members):
                    continue  # one good in a loanword's other spelling
                if item.isascii() and any(
                    not m.isascii() and m not in answer for m in members
                ):  # "glass bottles" beside PET, PE for 유리병: a member translated, maybe
                    continue
                if item not in members and item not in text and len(item) >= 2:
                    why = f"'{item}' is not among the tool output's {'/'.join(sorted(members))}"
                    out.append(Claim(item, "condition", item, start, end, why))
            break
    return out
