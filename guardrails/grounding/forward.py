"""Word order with the subject named after a value: English ("₩15,000 in Gangnam-gu", "3,000 won
to dispose of in Gwangju Buk-gu"), joined with what the words before the value name ("A stroller
costs 3,000 won in Jeonju": the stroller's row of Jeonju's table); a Korean distance that
modifies the place after it ("260m 거리의 노형동 재활용도움센터"). An English form that closes the
previous value's phrase ("650 won/kg compressed and 350 won/kg as flakes") is that value's, never
the next one's subject (the form's own value is read by ``postposed``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from guardrails.grounding.cues import Cue
from guardrails.grounding.slots import Slot, _nearest_per_group

_PREP = r"(?:in|at|for|near|under|below|over|above)"  # a subject after the value: "… in Gangnam-gu"
HINT = re.compile(rf"\s{_PREP}\s")  # lower-case text: the cheap test before _FORWARD
_STOP = re.compile(r"[(;,]|\d")
# "7,000 won under 300 L": the bracket follows the value, as a subject does after "for"; the
# words of disposing, or of a price per piece, may come between ("3,000 won to dispose of in …")
_FORWARD = re.compile(
    r"^[^\s가-힣]*(?:\s+(?:to\s+(?:dispose\s+of|throw\s+(?:it\s+)?away|discard|get\s+rid\s+of"
    r"|have\s+it\s+(?:collected|picked\s+up))|each|apiece|per\s+(?:item|piece|unit)))?"
    rf"\s+{_PREP}\s",
    re.I,
)


# a form or kind written right after its value and closing the value's phrase ("650 won/kg
# compressed and 350 won/kg as flakes", "6,000 won (flakes)" is a bracket, read elsewhere)
_TRAILING = re.compile(
    r"[ \t](?:(?:as|when|if)[ \t])?(?:the[ \t]|an?[ \t])?[A-Za-z][A-Za-z-]{2,}"
    r"(?:[ \t](?:form|state|type|grade))?"
    r"(?=[ \t]?(?:$|[,;.()\n]|[ \t](?:and|or|vs|while|but|whereas)\b))",
    re.I,
)


def trailing_end(answer: str, claim_end: int) -> int:
    """Where the form a value's phrase closes with ends ("350 won/kg as flakes"), else -1."""
    m = _TRAILING.match(answer, claim_end)
    return m.end() if m else -1


def forward_slots(
    answer: str,
    claim_end: int,
    s_end: int,
    cues_in: Callable[[int, int], Sequence[Cue]],
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """Cues in "<value> in/at/for <subject>", up to the next value or clause mark (a form that
    closes the value's phrase, "650 won/kg compressed", is read by ``postposed``)."""
    if not _FORWARD.match(answer[claim_end : claim_end + 40]):
        return []
    return _named_after(answer, claim_end, min(s_end, claim_end + 40), cues_in, usable)


def _named_after(
    answer: str,
    start: int,
    limit: int,
    cues_in: Callable[[int, int], Sequence[Cue]],
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """The nearest usable cue of each dimension from ``start`` up to the next value or clause
    mark (at most ``limit``)."""
    stop = _STOP.search(answer, start, limit)
    after = [q for q in cues_in(start, stop.start() if stop else limit) if usable(q)]
    return _nearest_per_group(after[:3], start, answer) if after else []


# Korean word order of a distance: the place named after it ("260m 거리의 노형동 센터", "300m 떨어진
# 주민센터", "1km 거리에 있는 마트", and round 35's bare "약 4.7km 거리 동구자원재활용센터"): the value
# modifies the noun that follows ("3km 거리 안에" is a radius, no place's)
HINT_KO = re.compile(r"거리[의에인\s]|떨어[진져]")
_FRAME_KO = (
    r"\s?(?:거리(?:의|인|에\s?있는)?|떨어진|떨어져\s?있는)\s(?!안[에엔\s]|이내|내[에\s]|밖|까지)"
)
FORWARD_KO = re.compile(_FRAME_KO)  # (:mod:`.own_records` reads a distance by it too)
# round 51: a name opening with a legal form's mark ("550m 거리의 (사)한국생활자원재활용협회(…)"):
# the name's first word after the mark is the place (not the words of the clause after it: "(사)…
# 협회인데 서적이랑 종이류 받아요" names no goods of the distance's place)
_LEGAL_MARK = re.compile(r"[(（][가-힣]{1,2}[)）]")
_WORD_END = re.compile(r"\s|$")
# a whole distance written before the place it gives ("약 4.3km 거리 ", "300m 떨어진 "): what may
# stand between a clause's head noun and the place's name ("캔 받는 데는 약 4.3km 거리 남구청")
DISTANCE_AHEAD_KO = rf"(?:약\s?)?\d+(?:[.,]\d+)?\s?(?:km|m|킬로미터|킬로|미터){_FRAME_KO}"


def korean_slots(
    answer: str,
    claim_end: int,
    s_end: int,
    cues_in: Callable[[int, int], Sequence[Cue]],
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """Cues in "<distance> 거리의 <place>", up to the next value or clause mark."""
    m = FORWARD_KO.match(answer, claim_end)
    if m is None:
        return []
    if (mark := _LEGAL_MARK.match(answer, m.end())) is not None:  # "(사)한국생활자원재활용협회"
        word = _WORD_END.search(answer, mark.end(), s_end)
        return _named_after(answer, mark.end(), word.start() if word else s_end, cues_in, usable)
    return _named_after(answer, m.end(), min(s_end, m.end() + 40), cues_in, usable)


def with_before(answer: str, after: list[Slot], before: list[Slot], prev_end: int) -> list[Slot]:
    """The subject after the value, and the words before it of the other dimensions (the item
    before "costs", the place after "in"); words right after the previous value's own "in …"
    are that value's ("410 won/kg in the capital region vs 380 won/kg in Gyeongsang")."""
    have = {g for slot in after for q in slot for g in q.groups}
    theirs = prev_end >= 0 and _FORWARD.match(answer[prev_end : prev_end + 40]) is not None
    trail = trailing_end(answer, prev_end) if prev_end >= 0 and not theirs else -1
    return after + [
        s
        for s in before
        if not any(q.groups & have for q in s)
        and not (theirs and s[0].start >= prev_end)
        and not (prev_end <= s[0].start < trail)  # "650 won/kg compressed and …": 650's form
    ]


def without_previous(answer: str, slots: list[Slot], prev_end: int) -> list[Slot]:
    """Without the words right after the previous value's own "for …" ("from ₩4,000 for a single
    seat up to ₩16,000 for a couch": the single seat is ₩4,000's, whatever names ₩16,000)."""
    if prev_end < 0:
        return slots
    if _FORWARD.match(answer[prev_end : prev_end + 40]) is None:
        trail = trailing_end(answer, prev_end)  # "350 won/kg compressed, 650 won/kg": its form
        kept = [tuple(q for q in s if not prev_end <= q.start < trail) for s in slots]
        return [s for s in kept if s]
    end = phrase_end(answer, prev_end)
    return [s for s in slots if not prev_end <= s[0].start < end]


def phrase_end(answer: str, end: int) -> int:
    """Where the "in/at/for …" phrase of the value ending at ``end`` ends (the next clause mark
    or figure: "24,000 won for the aluminium and 50 kg …" ends before 50); ``end`` when the value
    has no such phrase ("24,000 won, and …")."""
    if _FORWARD.match(answer[end : end + 40]) is None:
        return end
    stop = _PHRASE_END.search(answer, end, end + 40)
    return stop.start() if stop else min(len(answer), end + 40)


_PHRASE_END = re.compile(r"[(;,.!?]|\d")  # the previous value's "for …" ends here


# "밤 11시까지 하는 곳은 모퉁이커피", "430m 거리에 있는 데는 카페 온기": the value is said in a clause
# that modifies a place word, and the name after the topic marker is that place
_PLACE_AFTER = re.compile(
    r"[^.,!?\n]{0,16}?(?:하는|있는|여는|연|되는|인|걸리는)\s?(?:곳|데|가게|매장)(?:은|는|이|가)\s"
)


_BOUND = re.compile(r"넘|이후|이상|이하|미만|초과|이전|전에|후에|부터|보다|안에|이내|쯤|정도")


def place_after(
    answer: str,
    claim_end: int,
    s_end: int,
    cues_in: Callable[[int, int], Sequence[Cue]],
    usable: Callable[[Cue], bool],
) -> list[Slot]:
    """Cues of the name right after "<value> … 하는 곳은" (Korean: the subject follows)."""
    m = _PLACE_AFTER.match(answer, claim_end, s_end)
    if m is None or _BOUND.search(answer, claim_end, m.end()):
        return []  # "저녁 7시 넘어서까지 여는 곳은": a condition the place meets, not its value
    return _named_after(answer, m.end(), min(s_end, m.end() + 30), cues_in, usable)
