"""Goods said of the holder a relative clause introduces: "X 받는 곳은 P", "the one that takes X
is P".

:mod:`.conditions` binds the goods a sentence says are taken to the subject its words name — the
naming word nearest before the goods, else the first after. A relative clause turns that round:
"가장 가까운 곳은 학동 역사공원 무인회수기이고, 스티로폼이나 플라스틱까지 받는 곳은 동구
재활용선별장이에요" names, before the goods, the place of the *previous* clause; the goods belong to
the place named right after "받는 곳은" (round 32, r32e: a faithful answer flagged 스티로폼 against the
bottle machine).

This reads the frame only: a Korean verb of taking in its adnominal form followed by a head noun
of place (곳, 데, 장소, 시설) and a topic or subject particle (round 58: or the list's report of it,
``받는다고 나온 곳은``, ``수거한다고 적힌 곳이``), or an English "the place/one/site
that takes … is"; the holder is the first naming word after the head (Korean) or after ``is``
(English), in the same sentence. Its units are then the subject the goods are held against — so
"X 받는 곳은 P" where P does not list X is still flagged. No head, no name after it: None, and the
usual binding stands.
"""

from __future__ import annotations

import re

from guardrails.grounding.units import Unit, named_in, units

# "받는 곳은 ", "받아 주는 데는 ", "수거하는 시설이 " — right after the verb of taking; round 58:
# also as the list reports it ("받는다고 나온 곳은", "수거한다고 적힌 곳이": the one listed as taking;
# round 59: "받는다고 명시된 곳은", "기재된", "안내된", "쓰여 있는")
REPORTED = (
    r"다고\s?(?:나온|나와\s?있는|적힌|적혀\s?있는|표시된|표시돼\s?있는|등록된|올라온|되어\s?있는"
    r"|돼\s?있는|명시된|명시돼\s?있는|명시되어\s?있는|기재된|기재돼\s?있는|안내된|안내돼\s?있는"
    r"|쓰인|쓰여\s?있는|나타난|확인된)"
)
_KO_HEAD = re.compile(
    rf"(?:(?:는|한|\s?주는)?{REPORTED}|는|\s?주는|하는)?\s?(?:곳|데|장소|시설)(?:은|는|이|가)\s"
)
# "the place that takes …", "the one which accepts …" — right before the verb
_EN_HEAD = re.compile(
    r"\b(?:place|one|site|spot|centre|center|facility)\s+(?:that|which)\s+$", re.I
)
# the same, with the verb, ending where the goods begin (``taken``'s English frame)
_EN_FRAME = re.compile(
    r"\b(?:place|one|site|spot|centre|center|facility)\s+(?:that|which)\s+"
    r"(?:takes?|accepts?|collects?)\s*$",
    re.I,
)
_EN_IS = re.compile(r"\s(?:is|would be|will be)\s", re.I)
# where a Korean clause before the relative clause ends ("…이고, ", "받으며 ")
_CLAUSE_END = re.compile(r"(?:니까?|는데|지만|면서|고|며)\s|[,;:]\s")

Holder = tuple[tuple[Unit, ...], int, int]


def relative_holder(
    answer: str, lo: int, sentence: str, verb: re.Match[str], sources: tuple[str, ...]
) -> Holder | None:
    """The units of the holder a relative clause around the verb of taking ``verb`` (a match in
    ``sentence``, which starts at ``lo`` in ``answer``) introduces, with the span of the relative
    clause in ``sentence`` (the goods it may hold); None when there is no such clause or no name
    after it."""
    head = _KO_HEAD.match(sentence, verb.end())
    if head is not None:
        start = head.end()
        opens = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, verb.start())), default=0)
        span = (opens, verb.start())
    elif _EN_HEAD.search(sentence, max(0, verb.start() - 40), verb.start()):
        is_ = _EN_IS.search(sentence, verb.end())
        if is_ is None:
            return None
        start = is_.end()
        span = (verb.end(), is_.start())
    else:
        return None
    found = named_in(answer, (lo + start, lo + len(sentence)), sources)
    if not found:
        return None
    first = min(p for p, _ in found)
    word = max((w for p, w in found if p == first), key=len)
    all_units, index = units(sources)
    return tuple(all_units[i] for i in index[word]), *span


def english_holder_at(sentence: str, goods_from: int) -> int | None:
    """Where the holder is named in "the place that takes <goods> is <holder>", for goods read
    from ``goods_from`` in ``sentence`` (right after the verb); None when the frame is not a
    relative clause."""
    if _EN_FRAME.search(sentence, max(0, goods_from - 40), goods_from) is None:
        return None
    is_ = _EN_IS.search(sentence, goods_from)
    return is_.end() if is_ is not None else None
