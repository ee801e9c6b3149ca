"""Phrase grammar over the lexicon's cues: what the head of a noun phrase, and the verb after a
word, say about the cues in it.

Korean heads come last, so the last noun of a phrase says what it is about: "재활용센터 알바" is about
the 알바, "에어컨 설치 비용" about the installing, "비 오는 날 … 노래" about the song. These rules
drop or re-mean cues so that a domain word in a phrase about something else is not a request for
a service, whatever that something else is called.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specialists.korean.lexicon import WASTE_CATEGORY_WORDS
from specialists.korean.morph import Token

__all__ = ["Cue", "heads"]

_HANGUL = re.compile(r"[가-힣ㄱ-ㅎㅏ-ㅣ]")


@dataclass(frozen=True, slots=True)
class Cue:
    meaning: str  # a key of MEANINGS, or item / material / place / bin_item
    start: int
    end: int


def _place_modifiers(text: str, tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """A place word that modifies a noun the lexicon does not know is not a place asked for: Korean
    heads come last, so "재활용센터 알바", "고물상 아저씨", "올리브영 선크림", "우체국 적금" are about
    the 알바, the 아저씨, the 선크림, the 적금. A known head keeps it ("고물상 위치", "약국 영업시간",
    "고물상 오늘"). Items and materials keep theirs: a 황동 밸브 is still brass."""
    dropped: set[Cue] = set()
    for cue in sorted((c for c in found if c.meaning == "place"), key=lambda c: -c.start):
        own = next((t for t in reversed(tokens) if t.end <= cue.end), None)
        head = next((t for t in tokens if t.start >= cue.end), None)
        if (
            own is None
            or not own.tag.startswith("NN")
            or head is None
            or head.tag != "NNG"
            or text[cue.end : head.start].strip()
        ):
            continue
        if head.start - cue.end > 1 or not _HANGUL.match(head.form):
            continue
        over = [c for c in found if c.start < head.end and head.start < c.end and c is not cue]
        if all(c in dropped for c in over):  # an unknown head, or one that is itself a modifier
            dropped.add(cue)
    return [c for c in found if c not in dropped]


def _owned_fees(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """A fee or a method right after a noun the lexicon does not know is that noun's: "에어컨 설치
    비용", "수리비 얼마야", "소음 해결 방법" ask what installing, repairing or fixing costs, not a
    disposal fee ("냉장고 수거 비용", "버리는 비용" keep theirs). Such cues become ``owned``; a price
    word after an owned one is owned too ("설치 비용 얼마")."""
    owned: set[Cue] = set()
    for cue in found:
        if cue.meaning not in ("fee", "how", "price_ask", "question_word"):
            continue
        before = [t for t in tokens if t.end <= cue.start and t.tag[0] != "S"]
        while before and before[-1].tag in ("JKS", "JX"):  # 수리비는 얼마
            before.pop()
        owner = before[-1] if before else None
        if owner is None or cue.start - owner.end > 1 or owner.tag != "NNG":
            continue
        over = [c for c in found if c.start < owner.end and owner.start < c.end]
        if over and all(c in owned for c in over) or not over and cue.meaning in ("fee", "how"):
            if _HANGUL.match(owner.form):
                owned.add(cue)
    return [Cue("owned", c.start, c.end) if c in owned else c for c in found]


_CHORES = frozenset(
    {"dispose", "sorting_rule", "permission", "item", "bin_item", "material", "bin"}
)


def _kind_of_day(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """ "비 오는 날", "눈 내리는 날" name a kind of day ("… 듣기 좋은 노래", "… 데이트 코스"), not a
    forecast asked for, unless the message plans a chore around it ("비 오는 날 분리수거 해도 돼?")."""
    if any(c.meaning in _CHORES for c in found):
        return found
    days = set()
    for i, tok in enumerate(tokens[:-3]):
        rest = [t for t in tokens[i + 1 : i + 6] if t.tag != "JKS"]
        if len(rest) >= 3 and rest[0].lemma in ("오다", "내리다") and rest[1].tag == "ETM":
            after = rest[3] if len(rest) > 3 else None  # "내일 비 오는 날이야?" asks the forecast
            if (
                rest[2].form == "날"
                and after
                and after.tag not in ("VCP", "SF")
                and after.tag[0] != "E"
            ):
                days.add(tok.start)
    return [c for c in found if not (c.meaning == "weather_phenomenon" and c.start in days)]


def _classifications(text: str, tokens: tuple[Token, ...]) -> list[Cue]:
    """A waste category as what something *is* or goes *as* ("종이로 버려요?", "플라스틱이야?",
    "종이류야?") asks a sorting rule, whatever the item is called."""
    out: list[Cue] = []
    for i, tok in enumerate(tokens[:-1]):
        nxt = tokens[i + 1]
        then = tokens[i + 2] if i + 2 < len(tokens) else None  # 종이로 버려 (not 고철로 팔면)
        goes_as = nxt.tag == "JKB" and nxt.form in ("로", "으로") and then is not None
        if goes_as and then is not None:
            goes_as = then.lemma in ("버리다", "배출하다", "분리하다", "내놓다", "들어가다")
        kind = WASTE_CATEGORY_WORDS.get(tok.form)  # a material stream, not 쓰레기 (대형 쓰레기로)
        if (
            kind not in (None, "general")
            and nxt.start == tok.end
            and (goes_as or nxt.tag in ("VCP", "XSN", "JKV"))
        ):
            out.append(Cue("sorting_rule", tok.start, nxt.end))
    return out


def heads(text: str, tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """``found`` (cues in order of position) after the phrase rules, plus the sorting-rule cues of
    classification questions."""
    found = _owned_fees(tokens, _place_modifiers(text, tokens, found))
    return _kind_of_day(tokens, found) + _classifications(text, tokens)
