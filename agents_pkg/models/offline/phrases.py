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
    "종이류야?") asks a sorting rule, whatever the item is called (고철상, a scrapyard, does not)."""
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
            and (goes_as or nxt.tag in ("VCP", "JKV") or (nxt.tag == "XSN" and nxt.form == "류"))
        ):
            out.append(Cue("sorting_rule", tok.start, nxt.end))
    return out


def _covered(tok: Token, found: list[Cue]) -> bool:
    return any(c.start <= tok.start < c.end for c in found)


# what a relative clause may name without being about it: the things and places it describes
_DESCRIBED = frozenset({"place", "item", "bin_item"})
_ASKING_VERBS = frozenset(
    {"request", "where"}
)  # 알려주는 앱, 추천해준 영양제: the clause's own verb
# acts that make a relative clause part of the request ("버리는 곳", "모아둔 캔", "파는 데")
_DOMAIN_ACTS = frozenset({"dispose", "bring", "sell", "fee", "price_ask", "bin", "bulky_topic"})


def _relative_clauses(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """A relative clause that describes a noun the lexicon does not know is about that noun: "주민센터
    에서 하는 요가 강좌", "약 먹을 시간 알려주는 앱", "약사님이 추천해준 영양제", "소파 옮길 사람" ask about
    the 강좌, the 앱, the 영양제, the 사람 — not for a place, a bin or a disposal. The place or thing
    named inside, and a request verb made into a modifier (알려주는, 추천해준), are dropped, unless the
    clause itself does something with waste ("폐건전지 버리는 곳", "모아둔 캔")."""
    dropped: set[Cue] = set()
    for i, tok in enumerate(tokens[1:-1], start=1):
        head = tokens[i + 1]
        if tok.tag != "ETM" or head.tag != "NNG" or _covered(head, found):
            continue
        first = i
        while first > 0 and i - first < 8:
            before = tokens[
                first - 1
            ]  # back to the clause before (추천해 주: an auxiliary, not a clause)
            if before.tag in ("EF", "ETM", "SF", "SP") or (
                before.tag == "EC" and tokens[first].tag != "VX"
            ):
                break
            first -= 1
        a, b = tokens[first].start, tok.end
        inside = [c for c in found if a <= c.start < b]
        if any(c.meaning in _DOMAIN_ACTS for c in inside):
            continue
        word = i
        while word > 0 and tokens[word - 1].end >= tokens[word].start:
            word -= 1  # the word ending in the modifier ending: the relative clause's verb
        dropped.update(c for c in inside if c.meaning in _DESCRIBED or (
            c.meaning in _ASKING_VERBS and c.start >= tokens[word].start))  # fmt: skip
    return [c for c in found if c not in dropped]


# verbs whose "V-아도 돼?" is still a request of the domain (put out, throw away, sell, bring)
_USE_ENDINGS = frozenset({"어도", "아도"})


def _uses(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """ "약 먹어도 되나요?", "중고폰 사도 괜찮을까": asking whether one may *do* something with a
    thing that is not disposing of, selling or bringing it is about using it (``use``). Not when the
    thing is how disposal is done ("스티커 안 붙여도 돼요?", "스티커 편의점에서 사도 되나요?")."""
    out: list[Cue] = []
    if any(c.meaning in ("bulky_topic", "bin") for c in found):
        return out
    for i, tok in enumerate(tokens[:-2]):
        ending, then = tokens[i + 1], tokens[i + 2]
        if not (tok.is_predicate or tok.tag == "XSV") or ending.form not in _USE_ENDINGS:
            continue
        if ending.tag != "EC" or then.lemma not in ("되다", "괜찮다"):
            continue
        verb = tokens[i - 1] if tok.tag == "XSV" and i else tok  # 물놀이(하)다: the noun says it
        if _covered(verb, found) or _covered(tok, found):
            continue
        out.append(Cue("use", verb.start, then.end))
    return out


def _mixing(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """ "종이랑 같이 버리면 안 돼?", "같이 묶어서 내놔도 돼?", "재활용 돼요?": whether things go out
    together, or whether something is recyclable at all, is a sorting rule."""
    out: list[Cue] = []
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1 : i + 5]
        if tok.tag == "MAG" and tok.form in ("같이", "함께"):
            window = enumerate(tokens[i + 1 : i + 5], i + 1)
            at = max((j for j, t in window if t.lemma in _OUT_VERBS), default=0)
            # asked as may / may not: "같이 버려도 돼?", "같이 내놓으면 안 되나요"
            then = [t.form for t in tokens[at + 1 : at + 4]] if at else []
            if then[:1] in (["어도"], ["아도"]) or then[1:3] == ["안", "되"]:
                out.append(Cue("sorting_rule", tok.start, tokens[at].end))
        recycled = tok.form == "재활용" or (tok.form == "활용" and i and tokens[i - 1].form == "재")
        if recycled and nxt[:1] and nxt[0].tag == "JKS":
            nxt = nxt[1:]
        if recycled and nxt[:1] and (nxt[0].form in ("되", "돼", "가능", "안")):
            out.append(Cue("sorting_rule", tok.start, nxt[0].end))
        if (
            tok.form == "분리"
            and nxt[:1]
            and _covered(nxt[0], [c for c in found if c.meaning in _HOW])
        ):
            out.append(Cue("sorting_rule", tok.start, nxt[0].end))  # "분리 어케 함", "분리 방법"
    return out


_HOW = frozenset({"how", "question_word"})
_OUT_VERBS = frozenset({"버리다", "내놓다", "배출하다", "묶다", "넣다", "모으다"})


_WEATHER = frozenset({"weather_topic", "weather_phenomenon"})
_WEATHER_SAYS = frozenset({"weather_predicate", "precip_verb", "weather_feel"})
_CAUSES = frozenset({"때문", "땜", "때매", "탓", "덕분"})


def _weather_as_other(tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """A weather word given as a cause with no time to forecast ("미세먼지 때문에 공기청정기 …"; not
    "오늘 바람 때문에 케이블카 탈 만해?") or the subject of something no weather does ("눈이
    침침해요": the eyes) is not a forecast asked for; "비가 와요", "바람이 세네" keep theirs."""
    says = [c for c in found if c.meaning in _WEATHER_SAYS]
    timed = any(c.meaning == "time" for c in found)
    dropped: set[Cue] = set()
    for cue in (c for c in found if c.meaning in _WEATHER):
        after = [t for t in tokens if t.start >= cue.end][:2]
        if after[:1] and after[0].form in _CAUSES and not timed:
            dropped.add(cue)
        elif len(after) == 2 and after[0].tag == "JKS" and cue.meaning == "weather_phenomenon":
            if after[1].tag[:2] in ("VV", "VA", "XR") and not _covered(after[1], says):
                dropped.add(cue)
    return [c for c in found if c not in dropped]


def heads(text: str, tokens: tuple[Token, ...], found: list[Cue]) -> list[Cue]:
    """``found`` (cues in order of position) after the phrase rules, plus the sorting-rule cues of
    classification questions."""
    found = _owned_fees(tokens, _place_modifiers(text, tokens, found))
    found = _weather_as_other(tokens, _relative_clauses(tokens, found))
    extra = _classifications(text, tokens) + _uses(tokens, found) + _mixing(tokens, found)
    return _kind_of_day(tokens, found) + extra
