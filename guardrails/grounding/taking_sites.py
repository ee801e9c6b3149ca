"""The one listed place a good said taken is bound to (:mod:`.taken`), or None when unsure.

The place is bound by name (:func:`.holdings.holders`: its name, spaces aside, or a Latin spelling,
or its road address: ``E-mart Yeonsu (연수구 경원대로 184)``), the last one before the good in its
sentence, else the first after it, else the only place of the outputs, else the last one of the
sentences before it (to a blank line); a list item that names none is its list's one place where
every name of the list's block is that place's (``1. 영광군환경관리센터 (…)`` / ``3. 소파도 반입할 수
있어요``; round 35). A neighbour named inside a bracket right after a place's name (its address or
location) is not the sentence's subject (round 33). A good as a clause's topic is no subject of its
own (``고철은 받는 품목에 있고, 소형 가전도 받아요``). Unsure: a name of several places, no name and
several places, a list line of its own that names nothing, a clause with a subject of its own and
no place's name (``두 곳은``, ``무상방문수거 서비스에서``, ``the free pickup service``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.distance_places import distance_mentions
from guardrails.grounding.goods_records import Record, place_mentions, records
from guardrails.grounding.kinds import goods_in
from guardrails.grounding.latin_subjects import clause_start, names_own_place
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.units import sentences

_LIST_LINE: Final = re.compile(r"[ \t]*(?:[-•*·▶]|\d{1,2}[.)])\s")
# a list line headed by a label of a place's facts ("- 취급: …", "- Hours: …"), not by a name
_LABEL_LINE: Final = re.compile(
    r"[ \t]*(?:[-•*·▶]|\d{1,2}[.)])\s*(?:취급|품목|수거|반입|매입|받는|운영|영업|시간|전화|연락처|주소|거리"
    r"|위치|참고|hours|items|accepts|takes|phone|tel|address|open|note)[^:\n]{0,6}:",
    re.I,
)
_BLANK: Final = re.compile(r"\n\s*\n")
# a list line headed by its site's name and a colon
HEADED: Final = re.compile(r"[ \t]*[-•*][ \t]+[^:\n]{2,40}:[ \t]")
# a subject of another kind than a listed place, named in the clause without a place's name (a
# service, a bin, a shop, a place "에서" that is not 이곳/그곳); round 45: a kind after a word that
# points back (이 약국은, 그 마트에서, 해당 업체는, this pharmacy) is the place named before, not
# another subject ("큰믿음약국이에요. 이 약국은 폐의약품 수거함을 운영하고 있어서": 큰믿음약국's)
_BACK: Final = r"(?<!(?<![가-힣])[이그저]\s)(?<!해당\s)"
_ELSEWHERE = re.compile(
    r"(?<!이곳)(?<!그곳)(?<!저곳)에서(?:는|도|만)?\s"
    rf"|{_BACK}(?:서비스|업체|수거함|수거\s?차량|마트|약국|보건소|편의점|판매점)(?:은|는|이|가|에서|도|에)?\s"
    r"|(?<!\bthis\s)(?<!\bthat\s)"
    r"\b(?:service|program(?:me)?|trucks?|pickup|pick-up|bins?|stores?|shops?|marts?|supermarkets?"
    r"|pharmac(?:y|ies)|offices?|dealers?|scrapyards?|compan(?:y|ies))\b",
    re.I,
)
_ELSEWHERE = gated(_ELSEWHERE)  # :mod:`.opening_gate`: the same matches, skipped to
# a Korean topic of the sentence's own that does not point back (``두 곳은``, not ``그곳은``; nor
# ``같은``, "like": ``책상 같은 가구류도``; nor the frame's own ``받는``: ``받는 것: …``, round 33;
# nor a noun after a word that points back: ``이 약국은``, ``해당 센터는``, round 45)
_OWN_TOPIC: Final = re.compile(
    rf"(?<![가-힣]){_BACK}(?!그곳|이곳|여기|거기|저기|같은\s|받는\s)[가-힣]+(?:은|는)\s"
)


_OPEN_GLOSS: Final = re.compile(r"\s?[(（][^()（）\n]*")


def _unglossed(
    answer: str, mentions: list[tuple[int, int, frozenset[int]]]
) -> list[tuple[int, int, frozenset[int]]]:
    """``mentions`` without those inside a bracket right after a place's name: the bracket is the
    name's address or location (``야탑그린센터re100(분당구 탄천로 247, 재활용선별장 내 …)``), and a
    neighbour named there (the sorting yard it stands in) is not the sentence's subject (round
    33, r33f)."""
    out: list[tuple[int, int, frozenset[int]]] = []
    reach = -1  # where the bracket after the last kept name closes
    for m in mentions:
        if m[0] < reach and m[1] <= reach:
            continue
        out.append(m)
        gloss = _OPEN_GLOSS.match(answer, m[1])
        reach = gloss.end() if gloss is not None else -1
    return out


def bound_place(
    answer: str, at: int, k: int, spans: tuple[tuple[int, int], ...],
    mentions: list[tuple[int, int, frozenset[int]]], count: int, head: tuple[int, int],
    distances: list[tuple[int, int, frozenset[int]]] | None = None,
) -> int | None:  # fmt: skip
    """The one place the good at ``at`` (in sentence ``k``; ``head``: its clause's words before
    the goods and the frame) is said of, or None when unsure."""
    lo = spans[k][0]
    cut = clause_start(answer, lo, at)
    if (
        cut > lo
        and names_own_place(answer, cut, at)
        and not any(cut <= m[0] < at for m in mentions)
    ):
        return None  # "…; and the Dongducheon sorting facility … takes": its own place, unknown
    if "(" in answer or "（" in answer:
        mentions = _unglossed(answer, mentions)
    before = [m for m in mentions if lo <= m[0] and m[1] <= at]
    after = [m for m in mentions if at <= m[0] < spans[k][1]]
    if before or after:  # the name nearest before the good, else the first after it
        named = (before[-1] if before else after[0])[2]
        return next(iter(named)) if len(named) == 1 else None
    if any(not goods_in(t.group()) for t in _OWN_TOPIC.finditer(answer, lo, at)) or (
        _ELSEWHERE.search(answer, *head)
    ):  # (a good as the topic is no subject: "고철은 받는 품목에 있고, 소형 가전도 받아요")
        return None  # "앞의 아파트 두 곳은 …", "무상방문수거 서비스에서 …": a subject of its own
    if count == 1:
        return 0  # the only place of the outputs (a name of it anywhere is its own)
    near = [d for d in distances or () if lo <= d[0] and d[1] <= at]
    if near and len(near[-1][2]) == 1:
        # "Olympic National Sports Center, about 2.4 km, takes …": the one place at that
        # distance, named in the answer's own words (round 48, :mod:`.distance_places`)
        return next(iter(near[-1][2]))
    if names_own_place(answer, *head) or names_own_place(answer, lo, head[0]):
        return None  # "The Gusipo beach site in Gochang … takes": a place named in English
    line = answer.rfind("\n", 0, at) + 1
    if _LIST_LINE.match(answer, line) and not _LABEL_LINE.match(answer, line):
        # a list item of its own: the place an earlier sentence of its line names ("1. 제천시
        # 자원관리센터: …, 평일 09:00~18:00. 가구와 소형가전을 받아요."), else unsure
        inside = [m for m in mentions if line <= m[0] < at]
        if inside and len(inside[-1][2]) == 1:
            return next(iter(inside[-1][2]))
        return _one_listed(answer, line, mentions)  # else a list of one place's facts, or unsure
    for j in range(k - 1, max(-1, k - 6), -1):
        s, e = spans[j]
        if _BLANK.search(answer, s, spans[j + 1][0] + 1):
            break
        inside = [m for m in mentions if s <= m[0] < e]
        if inside:
            named = inside[-1][2]
            return next(iter(named)) if len(named) == 1 else None
    return None


def _one_listed(
    answer: str, line: int, mentions: list[tuple[int, int, frozenset[int]]]
) -> int | None:
    """The one place a list whose item at ``line`` names none is about: the place every name of
    the list's block (to the blank lines around it) names, where all name the same one (``1.
    영광군환경관리센터 (…)`` / ``2. 평일 09:00~18:00`` / ``3. … 소파도 반입할 수 있어요``: its facts, one
    an item); None when its block names several places or none (a list of places whose item names
    none of them is unsure), or when the item is headed by a name of its own (``- 시화 고물상: 고철을
    매입해요``: a place the outputs do not list)."""
    if HEADED.match(answer, line):
        return None
    blank = [m.end() for m in _BLANK.finditer(answer, 0, line)]
    lo = blank[-1] if blank else 0
    after = _BLANK.search(answer, line)
    hi = after.start() if after is not None else len(answer)
    named = {i for s, _, v in mentions if lo <= s < hi for i in v}
    return next(iter(named)) if len(named) == 1 else None


def site_of(answer: str, at: int, sources: tuple[str, ...]) -> Record | None:
    """The one listed place the words around ``at`` name, as :func:`taken_claims` binds a good
    there (its name or address nearest before, else after, in its sentence, else in the
    sentences before it); None when unsure."""
    recs = records(sources)
    spans = sentences(answer)
    k = next((i for i, (lo, hi) in enumerate(spans) if lo <= at < hi), None)
    if not recs or k is None:
        return None
    i = bound_place(
        answer, at, k, spans, place_mentions(answer, recs), len(recs), (spans[k][0], at),
        distance_mentions(answer, recs),
    )  # fmt: skip
    return recs[i] if i is not None else None
