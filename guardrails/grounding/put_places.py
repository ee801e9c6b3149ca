"""Goods put in or brought to a place named right before its ``에``: that place is said to take them.

The class (round 37): **a Korean clause that tells the user to put goods in, or bring them to, a
listed place it names with ``에`` — ``형광등은 더 가까운 동해시보건소에 같이 넣으셔도 돼요``, ``캔도
A센터에 가져가시면 돼요``, ``A주민센터에다가 건전지를 버리세요`` — says that place takes them, as
``받아요`` would.** :mod:`.taken` reads the frame with its goods and holds them against the goods
record of *that* place (not the nearest name before the good, which may be another place the
clause only compares with): the medicine point given the lamp bin's 형광등 is flagged; a lamp
point given 형광등 passes.

Read: the name of one listed place, then ``에`` (``에도``, ``에다가``, ``에는``), at most two words
(the goods, ``같이``), and a verb of putting in or bringing (``넣``, ``버리``, ``가져가``, ``갖다 주``);
the goods are those of the clause up to the verb.
Unsure, never read: a clause with no name before ``에`` (``종량제 봉투에 넣으세요``: a bag, no
place), a name of several places; the goods written inside the place's name.

Round 50 (r50e; prod_holdout42 g60h1-0081): one verb for two pairs, each good with its own place —
``옷은 A 수거함에, 건전지는 B에 넣으시면`` — puts 옷 in A and 건전지 in B: a clause's ``에`` and a
comma before the verb's own place open a pair of its own (its goods, its place), not the last
place's. A bin word between the name and its ``에`` (``국원대로 158 수거함에``, ``A 수거함에다``) is
the bin at that place: the place is still named right before it.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["GATE", "has_put", "put_frames", "put_place"]

Mention = tuple[int, int, frozenset[int]]
Frame = tuple[int, int, int, int]  # (goods from, goods to, clause from, clause to)

# a place's 에 (에도, 에다가, 에는), at most two words (the goods, 같이), a verb of putting or bringing
_PUT_KO: Final = re.compile(
    r"(?P<at>에(?:다가?)?(?:도|는)?)\s(?:[가-힣A-Za-z]{1,8}\s){0,2}?"
    r"(?P<verb>넣|버리|버려|가져가|갖다\s?주)(?:으|어|세|셔|시|면|도|주)"
)
GATE: Final = ("넣", "버리", "버려", "가져가", "갖다")
# a pair's place and comma before the verb's own ("옷은 A 수거함에, 건전지는 B에 넣으시면"): where
# the verb's last pair begins, the pair before it read as a frame of its own
_PAIR_END: Final = re.compile(r"에(?:다가?)?(?:도|는)?,\s")
# the bin at a place, said between its name and its 에 ("국원대로 158 수거함에")
_BIN_AT: Final = re.compile(r"\s?(?:의류\s?|헌\s?옷\s?|폐?건전지\s?|폐?형광등\s?)?수거함")


def put_frames(sentence: str, ends: re.Pattern[str]) -> dict[Frame, int]:
    """Each frame of putting in ``sentence`` — the clause up to the verb (``ends``: where a clause
    ends) — with where its ``에`` stands, right after the place's name."""
    out: dict[Frame, int] = {}
    for m in _PUT_KO.finditer(sentence) if "에" in sentence else ():
        verb = m.start("verb")
        start = max([0] + [c.end() for c in ends.finditer(sentence, 0, verb)])
        end = next((c.start() for c in ends.finditer(sentence, m.end())), len(sentence))
        if start > m.start():
            continue
        for pair in _PAIR_END.finditer(sentence, start, m.start()):
            out[(start, pair.start(), start, end)] = pair.start()  # an earlier pair, its own place
            start = pair.end()
        out[(start, verb, start, end)] = m.start()
    return out


def put_place(mentions: list[Mention], at: int, answer: str = "") -> Mention | None:
    """The mention of one place that ends right before the ``에`` at ``at`` (or before the bin
    said there: ``A 수거함에``), the place the goods are put in; None when there is none (a bag, a
    bin alone) or it names several places."""
    named = [
        m
        for m in mentions
        if m[1] == at or (m[1] < at and answer and _BIN_AT.fullmatch(answer, m[1], at))
    ]
    return named[-1] if named and len(named[-1][2]) == 1 else None


def has_put(answer: str) -> bool:
    return _PUT_KO.search(answer) is not None
