"""A kind left out of a free service by words no tool output holds.

A fee output may carry a note that a class of things goes free through a service (``대형
가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, …)로 무료 배출할 수
있습니다``). An answer that restates the free service and then, in a contrast, leaves a kind out —
``무상방문수거 이용하면 free인데, 양문형은 유료예요``, ``무료지만 업소용은 제외예요``, ``the free pickup
takes fridges, but side-by-side models are not covered``, ``free, except for commercial units`` —
states an exclusion of the service. The kind is named by its own words (양문형, 업소용,
side-by-side): where a word of it is named by no tool output (the user's words are none: the user
may have said ``양문형이에요``), the exclusion is the writer's own (round 50).

Read: a sentence with a free word (무료, 무상, free) over outputs one of whose texts says free, a
contrast after it (``인데``, ``지만``, ``는데``, ``다만``, ``but``, ``except``), then the kind as the
topic of the contrast clause and a word of being left out or paid (``유료``, ``제외``, ``해당 안
돼요``, ``돈 내야``, ``not covered``, ``excluded``, ``cost extra``). A good of :mod:`.kinds` in the
kind's words (``소형 가전``, ``냉장고``) is a thing, not the kind's own word, and is not looked up
(which goods a note holds is :mod:`.free_service`'s). Unsure, never flagged: an asked or hedged
clause (``수도 있``, ``may``, ``보통``), advice to check.

Round 55: the contrast may open a sentence of its own after the free one (``… 무료예요. … 2. 단, 문
떼어 낸 냉장고는 안 가져가요``, ``However, …``), where the kind may take up to four words; and a refusal
of the service's own verb is its being left out (``안 가져가요``, ``수거 안 해요``, ``안 받아요``, ``won't
take``, ``isn't collected``). A word the kind's goods spell (``냉장고``) is still no word of its own.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.kinds import goods_in
from guardrails.grounding.nodes import json_nodes, lowered_text, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["FREE_WORD", "GATE", "free_exclusion_claims"]

GATE: Final = ("무료", "무상", "free", "Free")
# the word "free" said of a service, not inside another word ("freezer"); read by service_conditions too
FREE_WORD: Final = re.compile(r"무료|무상|(?<![a-z])free(?![a-z])", re.I)
_FREE_TEXT: Final = re.compile(r"무료|무상|free", re.I)
_OUT_KO = (
    r"유료|유상|제외|(?:해당|포함)(?:이|은|도)?\s?(?:안\s?(?:돼|되|됩)|되지\s?않|없)"
    r"|(?:돈|비용|요금|수수료)(?:을|를|이|은)?\s?(?:따로\s?)?(?:내야|들어|받아|있어)"
    # round 55: the service refuses it
    r"|안\s?(?:가져가|수거|받아|받습)|(?:수거|회수)(?:를|는)?\s?안\s?(?:해|합|돼|됩)"
    r"|(?:가져가|수거하|회수하|받)지\s?않"
)
# the contrast, then the kind as the clause's topic, then its being left out
_KO: Final = re.compile(
    r"(?:인데|는데|은데|지만|다만)[,\s]\s?(?P<k>(?:[가-힣A-Za-z]{1,8}\s)?[가-힣A-Za-z]{1,8}?)"
    rf"(?:은|는)\s(?:\S+\s)?(?:{_OUT_KO})"
)
# round 55: the contrast opening a sentence of its own after the free one, the kind in up to four words
_OPENS: Final = re.compile(
    r"\s*(?:\d{1,2}[.)]\s*|[-•·*]\s*)?(?:단|다만|하지만|그런데|그러나|but|however)[,\s]", re.I
)
_OPENING_KO: Final = re.compile(
    r"(?:단|다만|하지만|그런데|그러나)[,\s]\s?(?P<k>(?:[가-힣A-Za-z]{1,8}\s){0,3}[가-힣A-Za-z]{1,8}?)"
    rf"(?:은|는)\s(?:\S+\s)?(?:{_OUT_KO})"
)
_EN_OUT = (
    r"(?:is|are)\s(?:not\scovered|excluded|not\sincluded|not\seligible|paid|charged|not\scollected"
    r"|not\staken)|(?:isn't|aren't)\s(?:covered|included|eligible|free|collected|taken)"
)
_OPENING_EN: Final = re.compile(
    r"\b(?:but|however),?\s(?:the\s)?(?P<k>[\w-]+(?:\s[\w-]+){0,3}?)\s(?:models?|ones?|units?|types?)?\s?"
    rf"(?:{_EN_OUT})",
    re.I,
)
_EN: Final = re.compile(
    r"\bbut\s(?:the\s)?(?P<k>[\w-]+(?:\s[\w-]+)?)\s(?:models?|ones?|units?|types?)?\s?"
    r"(?:is|are)\s(?:not\scovered|excluded|not\sincluded|not\seligible|paid|charged)"
    r"|\bbut\s(?:the\s)?(?P<k2>[\w-]+(?:\s[\w-]+)?)\s(?:models?|ones?|units?|types?)?\s?"
    r"(?:isn't|aren't)\s(?:covered|included|eligible|free)"
    r"|\bexcept\s(?:for\s)?(?P<k3>[\w-]+(?:\s[\w-]+)?)\s(?:models?|ones?|units?|types?)\b",
    re.I,
)
_UNSURE: Final = alternation(
    r"\?|수도\s?있|있을\s?수|혹시|아마|보통|대개|확인|문의|알아보"
    r"|\bmay\b|\bmight\b|\bprobably\b|\busually\b|\bcheck|\bconfirm|\bask\b"
)
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z][\w-]{2,}")
# words of a kind that say nothing of its own ("the", "some", "기타")
_EMPTY: Final = frozenset(
    ("the", "some", "other", "larger", "smaller", "기타", "일부", "그런", "이런")
)


@per_stage
def _offers_free(sources: tuple[str, ...]) -> bool:
    return any(isinstance(n, str) and _FREE_TEXT.search(n) for n in json_nodes(sources))


def free_exclusion_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The kinds ``answer`` leaves out of an output's free service in words no output holds."""
    if not _offers_free(sources):
        return []
    lower: str | None = None
    out: list[Claim] = []
    free_said = False  # an earlier sentence said free
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        free = FREE_WORD.search(sentence)
        if free is not None:
            free_said = True
            found = [*_KO.finditer(sentence, free.end()), *_EN.finditer(sentence, free.end())]
        elif free_said and _OPENS.match(sentence):  # round 55: a contrast of its own
            found = [*_OPENING_KO.finditer(sentence), *_OPENING_EN.finditer(sentence)]
        else:
            continue
        for m in found:
            group = next(g for g in ("k", "k2", "k3") if m.groupdict().get(g))
            words = _own_words(m[group])
            if not words or _UNSURE.search(sentence):
                continue
            if lower is None:
                lower = lowered_text(sources)
            unheld = [w for w in words if w.lower() not in lower]
            if not unheld:
                continue
            s, e = start + m.start(group), start + m.end()
            why = f"no tool output leaves '{unheld[0]}' out of the free service"
            out.append(Claim(answer[s:e], "condition", unheld[0], s, e, why))
    return out


def _own_words(kind: str) -> list[str]:
    """The kind's own words: its words outside any good it names, but the empty ones."""
    goods = goods_in(kind)
    said = kind
    for s, e in goods.values():
        said = said[:s] + " " * (e - s) + said[e:]
    return [w for w in _WORD.findall(said) if w.lower() not in _EMPTY]
