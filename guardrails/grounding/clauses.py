"""Clauses between two values: whether one names the other side of the comparison before it
(``그보다 작으면``), and whether one names a subject of its own that no cue matched (``and a corner
unit``, ``초록색 계열``), so that the sentence's subject does not carry over to its value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.cues import Cue
from guardrails.grounding.opening_gate import gated

# "120cm 이상이면 1만 5천원, 그보다 작으면 1만원": a clause that names the other side of the
# previous clause's comparison; its value belongs to the complement row (이상 ↔ 미만, 이하 ↔ 초과)
OTHER_SIDE = re.compile(
    r"그보다|그 ?외|나머지|넘으면|넘는|넘을|작으면|작은 ?건|짧으면|짧은 ?건|좁으면|적으면|크면|큰 ?건"
    r"|길면|긴 ?건|넓으면|많으면|otherwise|anything (?:smaller|larger|shorter|longer|less|more)"
    r"|(?:smaller|larger|shorter|longer|bigger) ones?",
    re.I,
)
COMPLEMENT: Final = {"이상": "미만", "미만": "이상", "이하": "초과", "초과": "이하"}


_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
_FUNCTION_WORDS: Final = frozenset(
    "and the are was were would will costs cost for with while but that then each about around "
    "approx respectively its one ones per from just only also whereas".split()
)
# pronouns and the verbs of reaching a holder name no subject: "You can call 02-…" is about
# the place the sentence before names
_REFERRING: Final = frozenset(
    "you can could may might should please call ring dial phone contact reach them they their "
    "there this that here is it".split()
)
# words that say where a value comes from or how old it is ("Data as of 2022-12-31", "updated"):
# the data of the subject before, no subject of its own (round 57: "Its listing is dated 2025-01",
# "Its record was updated …": the listing of the place the sentence before names)
_PROVENANCE: Final = frozenset(
    "data dated updated update source sourced info information listing listings listed record "
    "records entry entries dataset database registry details".split()
)


def names_own(
    text: str, start: int, end: int, known: frozenset[str] = frozenset(), cues: Sequence[Cue] = ()
) -> bool:
    """Whether an English clause between two values names a subject of its own that no cue
    matched ("… ₩4,000 and a corner unit ₩6,000"): the earlier subject does not carry over.
    Words the evidence itself uses (``known``: its label and key words, ``precipitation``),
    words inside a cue, pronouns and verbs of calling name none."""
    for m in _LATIN_WORD.finditer(text, start, end):
        low = m.group(0).lower()
        if low in _FUNCTION_WORDS or low in _REFERRING or low in _PROVENANCE or low in known:
            continue
        if not any(q.start < m.end() and m.start() < q.end for q in cues):
            return True
    return False


_HANGUL_WORD = re.compile(r"[가-힣]{2,}")
_KO_FUNCTION: Final = frozenset(
    "그리고 또는 또한 이고 이며 이고요 그럼 그러면 정도 모두 각각 요금 요금은 수수료 수수료는 가격 가격은 "
    "시세 시세는 기준 기준으로 나머지 추가 추가로 역시 비용 비용은 금액 금액은 단가 단가는".split()
)


def names_own_ko(text: str, start: int, end: int, cues: Sequence[Cue]) -> bool:
    """Whether a Korean clause between two values has a noun of its own that no cue matched
    (a sibling the evidence spells otherwise): the sentence's subject does not carry over."""
    for w in _HANGUL_WORD.finditer(text, start, end):
        if any(q.start < w.end() and w.start() < q.end for q in cues):
            continue
        if w.group(0) not in _KO_FUNCTION:
            return True
    return False


# goods a site takes, written as the object of its verb ("가전·가구·컴퓨터를 받고,"): what the
# site takes, not a subject of the hours, phone or distance said after the clause
_TAKEN = re.compile(
    r"[가-힣A-Za-z]{0,6}(?:\s?(?:·|/|,|와|과|및)\s?[가-힣A-Za-z]{1,12}){0,8}"
    r"(?:을|를)\s?(?:받|수거|취급|가져가)"
)
_TAKEN = gated(_TAKEN)  # :mod:`.opening_gate`: the same matches, skipped to
_SITE_KINDS: Final = frozenset({"time", "phone", "distance"})
_TAKEN_EN = re.compile(
    r"\b(?:takes?|taking|accepts?|accepting|collects?|collecting|handles?|buys?)\s"
    r"[^.;:!?()\n]{0,72}$",
    re.I,
)
_TAKEN_EN = gated(_TAKEN_EN)  # :mod:`.opening_gate`: the same matches, skipped to
# what may stand between the goods and the site's value: a bracket, a comma, or a semicolon that
# closes the goods' list, the site's other values after it in the sentence ("…, paper and glass
# bottles; open weekdays 08:00–17:00, tel. 061-…")
_GOODS_TAIL = re.compile(r"[\w\s,/&-]{0,72}?(?:[\s,]*[(（]?|;\s(?:(?!\.\s[A-Z])[^!?\n;]){0,60})")


def taken_object(text: str, kind: str, q: Cue, claim_start: int) -> bool:
    """Whether ``q`` is a good taken by a site (the object of 받다 / 수거하다) in a clause that
    ends before a value of a site's own (its hours, phone, distance) at ``claim_start``."""
    if kind not in _SITE_KINDS or q.end >= claim_start:
        return False
    m = _TAKEN.match(text, q.end, claim_start)
    if m is not None:
        return True
    # English: the goods after the verb, the site's value right after them ("… Center takes home
    # appliances (051-626-1713)", "accepts batteries and bulbs, weekdays 09:00–18:00")
    return (
        _TAKEN_EN.search(text, max(0, q.start - 80), q.start) is not None
        and _GOODS_TAIL.fullmatch(text, q.end, claim_start) is not None
    )
