"""The rows a superlative ranges over when the answer narrows them: a category it names
("마트 중에서는 롯데마트 상무점이 0.8km로 제일 가깝", "among the marts") or a range of values it
states ("폐지류는 kg당 58원에서 108원 사이예요. 혼합폐지가 58원으로 제일 싸고 신문지가 108원으로
제일 비싸요"). The extreme is then checked over those rows (:mod:`.ordinal`), never waved through:
a category word names the rows whose labels hold it (two at least, the named one among them),
and a stated range is held against every value the answer states in it and around it.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context

_N: Final = NATIVE | EN_NUMBERS
# the word a category is named by, right before "중에서" / after "among (the)" or "of the"
_CATEGORY_KO = re.compile(r"([가-힣A-Za-z]{2,})\s?(?:들)?\s?$")
_CATEGORY_EN = re.compile(r"(?:among|of)\s(?:the\s)?([a-z]{3,}?)(?:e?s)?\b", re.I)
# the noun right after a superlative names the category ("가장 가까운 마트는", "the closest mart
# is"), unless it is a word for any place or thing (곳, 데, place)
_HEAD_NOUN = re.compile(
    r"(?:가장|제일|젤)\s?(?:가까운|먼|싼|저렴한|비싼|추운|따뜻한|더운)\s(?P<ko>[가-힣]{2,6}?)"
    r"(?:은|는|이|가|으로는|로는)\s"
    # round 57: the noun with the row it means in a bracket aside ("제일 비싼 유리(백색 45원)보다")
    r"|(?:가장|제일|젤)\s?(?:가까운|먼|싼|저렴한|비싼|추운|따뜻한|더운)\s(?P<ko2>[가-힣]{2,6}?)"
    r"\([^()\n\d]{0,12}\d[^()\n]{0,8}\)(?:은|는|이|가|도|보다|을|를|에|으로|로)\s"
    r"|the\s(?:closest|nearest|farthest|furthest|cheapest|priciest)\s(?P<en>[a-z]{3,}?)(?:e?s)?\s"
    r"(?:is|are|was)\s",
    re.I,
)
_ANY_HEAD: Final = frozenset({"장소", "수거함", "센터", "품목", "도시", "지역", "동네", "물건", "곳은",
                             "one", "place", "site", "spot", "option", "location"})  # fmt: skip
# a range of values stated over rows: "58원에서 108원 사이", "58~108원", "between 58 and 108",
# "from 58 to 108 won", "ranges from"
_RANGE: Final = re.compile(
    r"\d[\d,.]*\s?[가-힣A-Za-z/℃°%]{0,4}\s?(?:에서|부터)\s?[^.!?\n]{0,8}?\d[\d,.]*[^.!?\n]{0,6}?"
    r"(?:사이|까지)"
    r"|\d[\d,.]*\s?[가-힣A-Za-z/℃°%]{0,4}\s?[~～–]\s?\d"
    r"|between\s[^.!?\n]{0,12}?\d[^.!?\n]{0,12}?\sand\s[^.!?\n]{0,4}?\d"
    r"|from\s[^.!?\n]{0,4}?\d[^.!?\n]{0,12}?\sto\s[^.!?\n]{0,4}?\d",
    re.I,
)


def category_word(answer: str, at: int) -> str | None:
    """The category named right before "중에서" at ``at`` ("마트 중에서는") or after "among the" /
    "of the" there, lower-cased; None when no word names one."""
    m = (
        _CATEGORY_EN.match(answer, at)
        if answer[at : at + 5].lower().startswith(("among", "of "))
        else _CATEGORY_KO.search(answer, max(0, at - 12), at)
    )
    return m.group(1).lower() if m else None


def head_category(answer: str, start: int, end: int) -> str | None:
    """The noun a superlative at ``answer[start:end]`` qualifies ("가장 가까운 마트는": 마트)."""
    m = _HEAD_NOUN.search(answer, start, end + 12)
    word = (m.group("ko") or m.group("ko2") or m.group("en")).lower() if m else None
    return None if word is None or word in _ANY_HEAD else word


def category_rivals(word: str, named: list[Fact], facts: list[Fact]) -> list[Fact]:
    """The facts of the rows whose words hold ``word`` ("마트": 롯데마트, 이마트), when they are two
    at least and hold a named fact; else []."""
    rivals = [f for f in facts if any(word in t.lower() for t in f.tokens)]
    rows = {f.record for f in rivals}
    if len(rows) < 2 or not any(f.record in rows for f in named):
        return []
    return rivals


def ranges_over(ctx: Context, anchor: int, kinds: tuple[str, ...]) -> bool:
    """Whether the superlative's sentence or the one before states a range of values of its
    ``kinds`` ("kg당 58원에서 108원 사이", not "09:00~18:00" before a nearest place): the
    superlatives then name that range's ends."""
    i = ctx.sentence_of(anchor)
    start = ctx.sentences[max(0, i - 1)][0]
    for m in _RANGE.finditer(ctx.answer, start, anchor):
        if any(c.kind in kinds and m.start() <= c.start < m.end() for c in ctx.claims):
            return True
    return False


# a category named as the topic that opens the superlative's sentence ("재활용도움센터는 연동
# 재활용도움센터가 380m로 가장 가까워요"): one word, then 은/는, then the item it ranks
_TOPIC: Final = re.compile(r"\s*([가-힣A-Za-z]{2,12})(?:은|는)\s(?=\S)")


def topic_category(answer: str, s_start: int, anchor: int) -> tuple[str, int] | None:
    """The category the superlative's sentence opens with as its topic, lower-cased, and where
    the topic ends (the item it ranks is named after it)."""
    m = _TOPIC.match(answer, s_start, anchor)
    return (m.group(1).lower(), m.end()) if m else None


# "세 가지 중엔", "두 곳 중에서", "of the three", "among these four": a number of the things ranked
_OF_N: Final = re.compile(
    r"(?<![가-힣\d])(두|세|네|다섯|\d)\s?(?:가지|곳|개|군데|품목)\s?중"
    r"|\b(?:of|among)\s(?:the|these|those)\s(two|three|four|five)\b",
    re.I,
)


def counted_over(ctx: Context, anchor: int, kinds: tuple[str, ...]) -> bool:
    """Whether the superlative ranks "the three" the answer has just stated: its sentence names
    a number of things (세 가지 중엔, of the three) and exactly that many values of its ``kinds``
    are stated in it before the superlative and in the sentence before."""
    i = ctx.sentence_of(anchor)
    s_start = ctx.sentences[i][0]
    found = list(_OF_N.finditer(ctx.answer, s_start, anchor))
    if not found:
        return False
    m = found[-1]
    w = (m.group(1) or m.group(2)).lower()
    n = int(w) if w.isdigit() else _N[w]
    start = ctx.sentences[max(0, i - 1)][0]
    stated = [c for c in ctx.claims if c.kind in kinds and start <= c.start < anchor]
    return len(stated) == n


def counted_values(ctx: Context, anchor: int, kinds: tuple[str, ...]) -> list[float] | None:
    """The values a superlative ranks when its sentence names their number after it ("HDPE bottles
    are the best earner of the three") and the answer has stated that many values of its ``kinds``
    before it, in lines of a list or sentences before: the last that many of them ("- HDPE: 200 /
    - LDPE: 130 / - ABS: 280" → [200, 130, 280]: ABS, not HDPE, is the best earner). None when
    the number is not named after it or fewer values are stated (the sentence before is read by
    :func:`counted_over`)."""
    i = ctx.sentence_of(anchor)
    m = _OF_N.search(ctx.answer, anchor, ctx.sentences[i][1])
    if m is None:
        return None
    w = (m.group(1) or m.group(2)).lower()
    n = int(w) if w.isdigit() else _N[w]
    stated = stated_values(ctx, anchor, kinds)
    return stated[-n:] if n >= 2 and len(stated) >= n else None


def stated_values(ctx: Context, pos: int, kinds: tuple[str, ...]) -> list[float]:
    """The numeric values of ``kinds`` the answer states before ``pos``, in order (a range's low end)."""
    return [
        float(v)
        for c in ctx.claims
        if c.kind in kinds and c.end <= pos
        and isinstance(v := c.value[0] if isinstance(c.value, tuple) else c.value, int | float)
    ]  # fmt: skip
