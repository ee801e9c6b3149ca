"""Scored intents: each service collects evidence per clause, and the message gets a decision.

Evidence is additive and comes in two kinds: a *topic* (what the clause is about: a weather word, a
bulky item, a bin item, a material, a place type) and an *act* (what the user wants done with it:
dispose, know the fee, know the price, find where). A clause that only chats ("냉장고 새로 샀는데
좋다"), asks a sorting rule, a definition or some other task loses evidence. A service is routed when
its score reaches :data:`ENOUGH`; with no such service but some evidence, triage asks which of the two
likeliest services was meant; with none, the message is out of scope.

Confidence is a logistic squash of the score around :data:`ENOUGH` (0.5 at the threshold).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from agents_pkg.models.offline.clause import OTHER_TOPICS, Clause, covered, merge_clauses
from agents_pkg.models.offline.evidence import Cue, Reading
from specialists.korean import places
from specialists.korean.gazetteer import find_mentions

__all__ = ["ENOUGH", "Decision", "Scored", "decide"]

SERVICES = ("bulk_waste", "weather", "recyclable_price", "location", "collection_point")
ENOUGH = 1.0  # score at which a service is routed
SOME = 0.6  # below ENOUGH but at least this: ask which service was meant
MAX_INTENTS = 3

# topic evidence per meaning, per service
_TOPIC: dict[str, dict[str, float]] = {
    "weather": {
        "weather_topic": 1.0,
        "weather_phenomenon": 0.4,
        "weather_gear": 0.4,
        "weather_feel": 0.6,
    },
    "bulk_waste": {"bulky_topic": 0.8, "item": 0.6},
    "collection_point": {"bin": 0.9, "bin_item": 0.6},
    "recyclable_price": {"material": 0.6, "recyclables": 0.5},
    "location": {"place": 0.7},
}
_PENALTIES = {
    "chitchat": 0.7, "other_task": 1.2, "sorting_rule": 0.8, "definition": 0.9, "use": 1.0,
}  # fmt: skip


@dataclass(slots=True)
class Scored:
    service: str
    score: float
    position: int  # first topic cue of the service in the message
    clause: tuple[int, int]
    topics: list[Cue] = field(default_factory=list)
    weight: float = 0.0  # the strongest topic word's weight (breaks ties between services)

    @property
    def confidence(self) -> float:
        return round(1 / (1 + math.exp(-4.0 * (self.score - ENOUGH))), 3)


@dataclass(frozen=True, slots=True)
class Decision:
    kind: str  # "route" | "clarify" | "out_of_scope"
    intents: tuple[Scored, ...]  # routed services in order of mention (kind == "route")
    candidates: tuple[Scored, ...]  # best score per service, highest first
    confidence: float  # of the decision itself
    clauses: tuple[tuple[int, int], ...] = ()  # the clauses scored (each with a topic of its own)


def _topic_score(service: str, c: Clause) -> tuple[float, list[Cue]]:
    best, cues = 0.0, []
    for meaning, weight in _TOPIC[service].items():
        if meaning in c.by:
            cues.extend(c.by[meaning])
            best = max(best, weight)
    if service == "weather" and not best and c.question and c.has("time") and _how_it_is(c):
        best, cues = 1.0, c.by["time"]
    if service == "weather" and not best and c.question and c.has("weather_effect"):
        if "time" in c.meanings:
            best, cues = 1.2, c.by["weather_effect"]
    if service == "weather" and not best and c.has("use", "time") and not c.has(*OTHER_TOPICS):
        # "부산 오늘 밤 반팔로 돌아다녀도 될까?": may I do it then, there (not "비트코인 지금 사도 될까?")
        if c.has("use") and c.has("time") and find_mentions(c.full_text):
            best, cues = 1.0, c.by["use"]
    if service == "bulk_waste" and not best and _applies(c):
        best, cues = 0.8, c.by["apply"]  # "신청은 어디서 해요?": how to apply for a pickup
    hosted = [p for p in c.by.get("place", []) if _host(p, c.full_text)]
    if service == "location" and hosted:
        # a 주민센터/약국/편의점 is searched for only when asked where; named as where a bin stands
        # or a sticker is sold it is part of another request
        # (one looked for nearby, "근처 철물점도 있나요", is a search of its own)
        bins = bool(c.meanings & {"bin", "bin_item", "bulky_topic"}) and not _nearby(c)
        alone = c.terse and not c.has(*OTHER_TOPICS)  # "서초구 1km 이내 편의점"
        cues = [p for p in cues if p not in hosted or alone or (
            c.has("where") and not (bins and _hosted(p, c.full_text)))]  # fmt: skip
        best = 0.7 if cues else 0.0
    if service == "collection_point" and not best and hosted and c.has("bring"):
        if c.meanings & {"bin", "bin_item"}:
            best, cues = 0.6, hosted  # "약국에 가져다 드리면 받아 주나요?"
    return best, cues


_NEAR = frozenset("근처 주변 가까운 인근 near nearby nearest closest around".split())


def _nearby(c: Clause) -> bool:
    """A place type asked for near somewhere ("근처 철물점", "nearest pharmacy")."""
    return any(c.full_text[w.start : w.end].lower() in _NEAR for w in c.by.get("where", []))


def _applies(c: Clause) -> bool:
    """Where to apply ("신청을 어디서 하는지", "접수 어디서 해요?"): how to apply, asked with
    where, about no other thing and at no named place."""
    return c.has("apply") and c.has("where") and c.question and not c.has(*OTHER_TOPICS, "place")


# English asks about the weather with a dummy subject: "is it going to be hot", "will it snow"
_IMPERSONAL = re.compile(
    r"\b(?:is|was|will|would) it\b|\bit'?ll\b|\bhow \w+ (?:is|will) it\b", re.I
)

_PERSONAL = re.compile(r"\b(?:i|me|my|you|we|us|our|he|she|they)\b", re.I)


def _how_it_is(c: Clause) -> bool:
    """A question about how it will be at a time, about nothing else the user could mean: an
    adjective with no other subject ("내일 아침 많이 추워?", "오늘 여의도 쌀쌀해?"; not "내일 시험
    어려울까?") or English "is it … tomorrow"."""
    if c.has(*OTHER_TOPICS, "place", "fee", "price_ask", "dispose", "sell"):
        return False
    if _IMPERSONAL.search(c.text):
        # named where ("in Daegu"), not about people ("is it okay if I call you tomorrow")
        return bool(find_mentions(c.text)) and not _PERSONAL.search(c.text)
    said = any(t.tag[:3] in ("VA", "VA-", "XSA") and not covered(t, c.cues) for t in c.tokens)
    subject = any(t.tag == "NNG" and not covered(t, c.cues) for t in c.tokens)
    return said and not subject


def _act_score(service: str, c: Clause) -> float:
    q = c.question
    if service == "weather":
        s = 0.2 * c.has(
            "sorting_rule"
        )  # "날씨에 분리수거 해도 돼?": a weather question about chores
        if c.has("weather_phenomenon") and (q or c.weather_condition):
            s += 0.6
        elif c.has("weather_phenomenon") and c.has("precip_verb", "weather_predicate"):
            s += 0.3
        if c.has("weather_feel"):
            s += 0.6 if q else 0.2
        if c.has("weather_gear") and q:
            s += 0.6
        if c.has("weather_topic") and not q:
            s -= 0.3
        return s
    if service == "bulk_waste":
        # "how" counts only next to a disposal word ("냉장고 정리 어떻게 해?" is not a disposal question)
        s = (
            0.4 * c.has("dispose")
            + 0.4 * c.has("fee")
            + 0.2 * c.has("how") * c.has("dispose", "bulky_topic")
        )
        if c.has("item") and not c.has("bulky_topic") and c.has("buy_new"):
            s -= 1.0
        if c.has("sell") and not c.has("dispose", "bulky_topic"):
            s -= 0.5  # "냉장고 팔 수 있어?": selling it, not throwing it away
        if not q:
            return s * 0.5  # "소파 버리려는데 …" without a question is a backdrop
        return s + 0.4 if (s > 0 or c.terse or c.has("bulky_topic")) else s
    if service == "collection_point":
        s = 0.4 * c.has("dispose", "bring") + 0.4 * c.has("where") + 0.1 * c.has("how")
        if not q:
            return s * 0.5
        return s + (0.4 if c.terse else 0.3)  # "폐건전지" alone asks where it goes
    if service == "recyclable_price":
        s = 0.6 * c.has("price_ask") + 0.2 * c.has("sell") + 0.2 * (q and c.has("sell"))
        if c.has("buy_new"):
            s -= 1.0
        return s
    # location: asks where the place is (or names it alone: "마포구 고물상"); a question that only
    # mentions one ("고물상 차리려면 허가 필요해요?") asks about something else
    where = c.has("where") or c.place_asks
    named = c.terse or (c.has("request") and not c.has(*OTHER_TOPICS))  # "제로웨이스트샵 알려줘"
    return 0.5 * where + (0.3 if q and (where or named) else 0.0)


def _penalty(c: Clause, service: str) -> float:
    p = sum(
        w
        for meaning, w in _PENALTIES.items()
        if c.has(meaning) and not (service == "weather" and meaning in ("sorting_rule", "use"))
    )
    if c.has("chitchat") and c.has("question_word", "request"):
        p -= 0.4  # "ㅋㅋ 근데 폐지 얼마야?" still asks
    return max(p, 0.0)


def _unnamed_topic(service: str, c: Clause) -> tuple[float, list[Cue]]:
    """A topic the lexicon has no word for, shown by what is asked about it: a thing priced per kg
    is scrap ("스크랩 철 kg당 얼마"), a thing whose disposal fee is asked is bulky ("런닝머신 버리는
    비용"), a spot asked for to drop things at is a drop-off ("근처 어디서 버릴 수 있어?")."""
    things = [*c.by.get("item", []), *c.by.get("bin_item", [])]
    if service == "recyclable_price" and things and c.has("sell", "unit_price"):
        return 0.6, things  # a thing offered for sale, or priced per kg, is sold as scrap
    unnamed = [t for t in c.tokens if t.tag in ("NNG", "SL") and not covered(t, c.cues)]
    offered = [s for s in c.by.get("sell", []) if "받" not in c.full_text[s.start : s.end]]
    offered += [p for p in c.by.get("place", []) if _scrapyard(p, c.full_text)]
    if service == "recyclable_price" and unnamed and offered and c.has("price_ask"):
        # "고물상서 헌책 얼마 쳐주는지", "고물상에서 놋그릇 얼마 받나": a thing a buyer pays for, or
        # priced where scrap is bought (not 월급 얼마 받아요, a wage)
        if not c.has(*OTHER_TOPICS):
            return 0.5, offered
    alone = unnamed and not c.has(*OTHER_TOPICS, "place", "weather_phenomenon")
    if service == "recyclable_price" and alone and c.has("unit_price"):
        return 0.5, c.by["unit_price"]
    if service == "bulk_waste" and alone and c.question and c.has("dispose") and c.has("fee"):
        return 0.3, c.by["dispose"]
    into = [t for t in c.tokens if t.lemma == "넣다"]  # put *into* something: a bin
    if service == "collection_point" and into and alone and c.place_asks:
        return 0.6, c.by.get("where", [])  # "믹서기 이런 건 어디 넣어요?"
    if service == "location" and c.place_asks and c.has("dispose", "sell", "bring") and not into:
        if _applies(c):
            return 0.0, []
        if not c.meanings & {"item", "bin_item", "bin", "bulky_topic"}:
            return 0.5, [*c.by.get("where", []), *c.by.get("bring", [])]
    return 0.0, []


def _score_clause(c: Clause) -> list[Scored]:
    scored = []
    for service in SERVICES:
        topic, cues = _topic_score(service, c)
        if not topic:
            topic, cues = _unnamed_topic(service, c)
        if topic == 0.0:
            continue
        score = topic + _act_score(service, c) - _penalty(c, service)
        scored.append(
            Scored(service, round(score, 3), min(q.start for q in cues), c.span, cues, topic)
        )
    return _resolve(c, scored, c.full_text)


def _overlaps(a: Cue, b: Cue) -> bool:
    return a.start < b.end and b.start < a.end


def _same(a: Cue, b: Cue, text: str) -> bool:
    """One word, or the same thing named again (폐배터리 … 배터리)."""
    x, y = text[a.start : a.end], text[b.start : b.end]
    return _overlaps(a, b) or (min(len(x), len(y)) >= 2 and (x.endswith(y) or y.endswith(x)))


# Places that host bins or take things in (a pharmacy takes medicine back, a 주민센터 has a battery box):
# named as where a bin stands, they are part of the collection-point request, not a search of their own.
_HOSTS = frozenset(
    {"public_office", "post_office", "PHARMACY", "CONVENIENCE", "MART", "shop", "HOSPITAL"}
)
_HOSTED_BEFORE = re.compile(r"(?:있는|받는|받아\s?주는|되는|놓인|설치된)\s*$")
_HOSTED_AFTER = re.compile(
    r"^\s*(?:(?:에|에서|에도|에선|엔)\s*(?:있나|있어|있는지|받아|\S*\s?수거함|\S*\s?스티커)|도 받|도 있"
    r"|(?:에|에서|에도|에선|으로|로|엔)?\s*(?:가면|가서|가져|갖다|들고|주면|넣|맡기))"
)
_GIVEN_TO = re.compile(r"^\s*(?:에|에다|으로|로)\s*\S{0,4}\s?(?:기증|기부|가져|갖다|주|팔)")


def _scrapyard(place: Cue, text: str) -> bool:
    kind = places.PLACE_WORDS.get(text[place.start : place.end].lower())
    return kind is not None and kind[0] == "scrap_yard"


def _host(place: Cue, text: str) -> bool:
    return places.PLACE_WORDS.get(text[place.start : place.end].lower(), ("", ""))[0] in _HOSTS


def _hosted(place: Cue, text: str) -> bool:
    """A host place named as where a bin stands or where something is taken in."""
    before, after = text[max(0, place.start - 10) : place.start], text[place.end : place.end + 12]
    return bool(_HOSTED_BEFORE.search(before) or _HOSTED_AFTER.match(after))


def _destination(place: Cue, text: str) -> bool:
    """A shop something is taken to ("아름다운가게에 옷 기증하려는데"): the things go with the place."""
    return not _host(place, text) and bool(_GIVEN_TO.match(text[place.end : place.end + 14]))


def _modifier(c: Clause, first: Cue, head: Cue) -> bool:
    """``에어컨 배관 동파이프``: a noun right before another noun modifies it (Korean heads come last)."""
    if not first.end <= head.start or head.start - first.end > 8:
        return False
    between = [t for t in c.tokens if first.end <= t.start < head.start]
    return all(t.tag in ("NNG", "NNP", "SN", "NNB") for t in between)


def _resolve(c: Clause, scored: list[Scored], text: str) -> list[Scored]:
    """One clause, one request, unless another service has a topic word of its own."""
    by = {s.service: s for s in scored}
    below = round(ENOUGH - 0.01, 3)
    loc = by.get("location")
    if loc is not None and loc.score >= ENOUGH and any(_destination(p, text) for p in loc.topics):
        for other in ("collection_point", "recyclable_price"):
            if other in by and not (other == "recyclable_price" and c.has("price_ask")):
                by[other].score = min(by[other].score, below)
    price = by.get("recyclable_price")
    if "bulk_waste" in by and price is not None and price.score >= ENOUGH:
        heads = price.topics
        if all(any(_modifier(c, i, h) for h in heads) for i in by["bulk_waste"].topics):
            by["bulk_waste"].score = min(by["bulk_waste"].score, below)
    passing = sorted((s for s in scored if s.score >= ENOUGH), key=lambda s: (-s.score, -s.weight))
    if len(passing) < 2:
        return scored
    best = passing[0]
    kept = {best.service}
    for second in passing[1:]:
        own = [t for t in second.topics if not any(_same(t, b, text) for b in best.topics)]
        if not own:
            continue
        if second.service == "location" and not c.has("where"):
            continue  # "고물상에 팔면 얼마": the shop is where the sale happens, not a search
        kept.add(second.service)
    for one in scored:
        if one.service not in kept and one.score >= ENOUGH:
            one.score = below
    return scored


def _offered_hosts(s: Scored, reading: Reading) -> bool:
    """ "폐의약품 어디 가져가요? 보건소? 약국?": host places offered as where the bin might be, asked
    with no where of their own, are part of the collection-point request."""
    a, b = s.clause
    own_where = any(a <= c.start < b and c.meaning == "where" for c in reading.cues)
    return (
        s.service == "location" and not own_where and all(_host(p, reading.text) for p in s.topics)
    )


def decide(reading: Reading) -> Decision:
    best: dict[str, Scored] = {}
    clauses = merge_clauses(reading)
    read_clauses = [
        Clause(reading, span, clauses[i + 1] if i + 1 < len(clauses) else None)
        for i, span in enumerate(clauses)
    ]
    asks = any(c.question for c in read_clauses)
    for clause in read_clauses:
        for s in _score_clause(clause):
            if s.service not in best or s.score > best[s.service].score:
                if s.service in best:
                    s.position = min(s.position, best[s.service].position)
                best[s.service] = s
    weather = best.get("weather")
    meanings = {c.meaning for c in reading.cues}
    others_pass = any(s.score >= ENOUGH for s in best.values() if s.service != "weather")
    if (
        weather is not None
        and weather.score >= SOME
        and "dispose" in meanings
        and ("permission" in meanings or not others_pass)
    ):
        # "비 오는데 종이 버려도 돼?", "비 멎으면 박스 내놓으려고": disposal planned around the weather
        weather.score = round(weather.score + 0.4, 3)
    ranked = tuple(sorted(best.values(), key=lambda s: -s.score))
    routed = [s for s in ranked if s.score >= ENOUGH][:MAX_INTENTS]
    if any(s.service == "collection_point" for s in routed):
        routed = [s for s in routed if not _offered_hosts(s, reading)]
    if routed and asks:
        ordered = tuple(sorted(routed, key=lambda s: s.position))
        return Decision("route", ordered, ranked, min(s.confidence for s in ordered), clauses)
    top = ranked[0].score if ranked else 0.0
    # deliberate small talk, or a finished statement that asks nothing: no question back
    chat = any(c.meaning in _PENALTIES or c.meaning == "emote" for c in reading.cues)
    said = not asks and read_clauses[-1].finished
    if not chat and not said and top >= SOME and len(ranked) >= 2 and ranked[1].score >= SOME - 0.2:
        return Decision("clarify", (), ranked, ranked[0].confidence, clauses)
    confidence = round(1 - (ranked[0].confidence if ranked else 0), 3)
    return Decision("out_of_scope", (), ranked, confidence, clauses)
