"""A business named where every place search found nothing.

A place search that finds nothing says so (``"places": []``, ``"found": 0``, a note that the
offline data holds no 고물상). An answer that then names a dealer anyway — ``The nearest one people
usually use is Uiwang Jawon (의왕자원) in Ojeon-dong``, ``근처에 중앙자원이 있어요`` — gives a place no
output holds: the name is the writer's own. (A bin put at a public facility after an empty bin
search is :func:`.unfound_bins.unfound_claims`; a distance or a district said of the invented place
is flagged by the value readers.)

A business name is read by its shape: a Hangul word that ends in a trade word of the scrap and
recycling trade (자원, 상사, 산업, 금속, 고물상, 스크랩, 리사이클링) after a word of its own
(``의왕자원``, ``서천자원``, ``대성금속``), not a generic prefix (``재활용자원``, ``폐금속``,
``고철상사``), and not a department (``자원과``: a bare 과 is no particle here). It is invented when
every place or bin list of the stage is empty and neither a tool output nor the user's words hold
the name. Unsure, never flagged: a negated or asked sentence (``I couldn't find 의왕자원``); a
sentence that suggests searching for it (``search '중앙자원' in a map app``). The doubt is read up to
the clause that names the dealer only: a hedge in a clause after it (``…is Seocheon Jawon (서천자원),
but please call ahead since I can't confirm its details``, ``근처에 중앙자원이 있는데, 영업 여부는 확인 못 했어요``)
takes back the details, not the name (prod_holdout5 g19h3-0016).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["all_empty", "unfound_name_claims"]

_TRADE: Final = ("자원", "상사", "산업", "금속", "고물상", "스크랩", "리사이클링", "리싸이클링")
_NAME: Final = re.compile(
    r"(?<![가-힣])([가-힣]{1,8}?)(자원|상사|산업|금속|고물상|스크랩|리사이클링|리싸이클링)"
    r"(?=$|[^가-힣]|(?:이|가|은|는|을|를|에서|에|으로|로|도|까지|이에요|예요|입니다)(?![가-힣]))"
)
# words that make a trade word a kind of material or business, not a name
_GENERIC: Final = frozenset(
    "재활용 재활용가능 순환 자원순환 폐 고철 비철 생활 중고 재생 유가 폐기물 가정 산업 고물 "
    "근처 동네 주변 인근 지역 일반 소형 대형 개인 전문 유명 가까운".split()
)
_DOUBT: Final = unsure(r"검색|찾아\s?보|\bsearch|\blook\s(?:up|for)|\bif\b")
# where a later clause begins: ", but", ", though", "; ", "지만", "인데", "는데"
_LATER_CLAUSE: Final = re.compile(r",\s(?:but|though|although|yet)\b|;\s|(?:지만|인데|는데),?\s")


@per_stage
def _all_empty(sources: tuple[str, ...]) -> bool:
    """Whether the stage searched for places or bins and every list it got back is empty."""
    searched = False
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("places", "points"):
            listed = root.get(key)
            if isinstance(listed, list):
                if listed:
                    return False
                searched = True
    return searched


all_empty = _all_empty  # read by :mod:`.unfound_quoted` too


def unfound_name_claims(answer: str, sources: tuple[str, ...], text: str, user: str) -> list[Claim]:
    """The business names ``answer`` gives where every place search of the stage found none
    (``text``: the tool outputs' text; ``user``: the user's words)."""
    if not _all_empty(sources) or not any(w in answer for w in _TRADE):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in _NAME.finditer(sentence):
            name = m.group(1) + m.group(2)
            if m.group(1) in _GENERIC or name in text or name in user:
                continue
            later = _LATER_CLAUSE.search(sentence, m.end())
            if _DOUBT.search(sentence, 0, later.start() if later else len(sentence)):
                break
            why = f"'{name}': every place search found nothing, and no output names it"
            out.append(Claim(name, "condition", name, start + m.start(), start + m.end(), why))
    return out
