"""A requirement the answer attaches to a free service: "에어컨은 실외기까지 같이 내놓아야 무료로
가져가요", "냉장고는 문짝을 떼어 놔야만 무상으로 수거해요". The free itself may be the outputs' (a note
"대형 가전은 폐가전제품 무상방문수거 서비스로 무료 배출할 수 있습니다"); the requirement is a new
fact about the service, stated in the things it names (실외기, 문짝). A writer who invents one must
name such a thing; an output that states the requirement names it too.

Read: a clause whose verb ends in the Korean "must" ending (-아야/-어야/-해야/-놔야, with 만) right
before 무료/무상, or (round 39) before the pickup's verb, 수거/가져가 (``실외기와 함께 배출해야
수거됩니다``: a requirement of the pickup, read the same way). The clause's content words, up to that verb, each without its particle: the
words up to the clause's topic (``에어컨은``, ``선풍기·청소기 같은 중소형은``: what is free, read by
other rules), the
verb itself, and words of manner (같이, 함께, 꼭, 미리 …) are not conditions. Flagged when some
remaining word is named by no tool output at all. A condition in the outputs' own words
(``무상방문수거로 신청해야 무료``, ``미리 예약해야 무료``) passes; so does a clause that is
negated, asked or hedged.

Round 49 (r49a): "only in the case that" before the free (``실외기까지 함께 내놓는 경우에만 무료``,
``문짝을 떼어 놓은 때만 무상으로``) is the same requirement, its verb the word before ``경우``/``때``;
round 56 (r56d): so is the written ``시`` (``실외기 포함 시에만 무료``), a noun after a space only (a
city's ``포항시에만`` is no "when").

Korean only: an English condition ("free only if you book through 1599-0903") is in words no
Korean output spells, so it cannot be looked up word for word (round 56: one that narrows a free
the outputs state with no condition at all is :mod:`.service_conditions`').
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "free_requirement_claims"]

# round 55: the service's "accept" ("다른 가전이 하나 더 있어야 받아줘요"), read only where the answer
# speaks of a free service (무료, 무상, 공짜): elsewhere "…해야 받아요" may be what the user receives
_TAKE: Final = r"받아\s?(?:줘|주|가|요)[가-힣]*|받습니다|받는대요"
_FREE_WORDS: Final = ("무료", "무상", "공짜")
GATE: Final = re.compile(
    rf"(?<=[가-힣])야\s?(?:만\s?)?(?:무료|무상|공짜|수거[가-힣]*|가져가[가-힣]*|(?P<take>{_TAKE}))"
    # round 49 (r49a): "only in the case that" before the free ("실외기까지 함께 내놓는 경우에만
    # 무료이고", "문짝을 떼어 놓은 때만 무상으로 가져가요"): the same requirement
    # round 56 (r56d): the written "when" (``실외기 포함 시에만 무료``, ``분리 배출 시만 무상``)
    r"|(?<=[가-힣]\s)(?:경우|때|시)(?:에)?만\s?(?:무료|무상|공짜|수거[가-힣]*|가져가[가-힣]*)"
)
_EDGE: Final = re.compile(r"[.!?\n,;:]|다만|하지만|그리고|지만|는데|면서")
_END: Final = re.compile(r"[.!?\n]")
_WORD: Final = re.compile(r"[가-힣A-Za-z0-9()\-]+")
_TOPIC: Final = re.compile(r"(?:은|는)$")
_PARTICLE: Final = re.compile(
    r"(?:까지|부터|에서|에게|으로|로|을|를|이|가|은|는|도|만|와|과|랑|이랑|하고|의|에)$"
)
_MANNER: Final = frozenset(
    {"같이", "함께", "꼭", "반드시", "미리", "먼저", "직접", "모두", "다", "전부", "한꺼번에", "따로",
     "잘", "제대로", "그대로", "꼭꼭", "집", "밖", "밖에", "앞", "앞에", "문", "문앞", "집앞",
     "말고", "빼고", "외에", "외"}
)  # fmt: skip
_DOUBT: Final = unsure(r"는지|인지|아마|확인|문의")


def _cued(answer: str) -> bool:
    """Whether ``answer`` holds a word every match of :data:`GATE` holds (야, or 경우/때/시): a set
    test before the pattern, whose lookbehind is tried at every position (~40 µs on the bench
    answer, round 54)."""
    return (
        "야" in answer
        or "때" in answer
        or "경우" in answer
        or "시에만" in answer
        or " 시만" in answer
    )


def free_requirement_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The requirements of a free service (module docstring) whose things no output names."""
    if not sources or not _cued(answer) or GATE.search(answer) is None:
        return []
    text = lowered_text(sources)
    out: list[Claim] = []
    free = any(w in answer for w in _FREE_WORDS)
    for m in GATE.finditer(answer):
        if m.group("take") is not None and not free:
            continue  # "…해야 받아요" with no free service spoken of: what the user receives
        verb_end = m.start() + 1 if m.group(0)[0] == "야" else m.start()  # "…내놓아야", "…내놓는 "
        start = max((e.end() for e in _EDGE.finditer(answer, 0, m.start())), default=0)
        clause = answer[start:verb_end]
        end = _END.search(answer, m.end())
        if _DOUBT.search(answer, start, end.start() if end else len(answer)):
            continue  # "… 내놓아야 무료인지는 확인해 보세요": asked, not said
        words = [w.group() for w in _WORD.finditer(clause)][:-1]  # the verb is no condition
        topics = [i for i, w in enumerate(words) if _TOPIC.search(w)]
        if topics:  # "선풍기·청소기 같은 중소형은 …": what is free, read by other rules
            words = words[topics[0] + 1 :]
        for w in words:
            stem = _PARTICLE.sub("", w.split("(", 1)[0])  # (a bracket's contacts: no condition)
            if len(stem) < 2 or stem in _MANNER or stem.lower() in text:
                continue
            at = start + clause.index(w)
            span = answer[at : m.end()]
            why = f"a requirement of the free service no tool output names ({stem})"
            out.append(Claim(span, "condition", stem, at, at + len(span), why))
            break
    return out
