"""One clause of a message as evidence: its cues by meaning, its morphemes, and whether it asks.

Whether a clause *asks* is the request act of the triage: a question word or mark, an interrogative
ending, a request verb, or a fragment that can only be a request ("소파 버리는 법", "고철 시세"). A
finished statement ("…좋다", "…짜증나네", "…득템함") or a backdrop ("…버리려는데") does not ask.
"""

from __future__ import annotations

import re

from agents_pkg.models.offline.evidence import Cue, Reading, is_conjunction
from specialists.korean.morph import Token

__all__ = [
    "ACTS", "OTHER_TOPICS", "PENALTY_MEANINGS", "TOPIC_MEANINGS", "Clause", "covered", "merge_clauses",
]  # fmt: skip

# meanings that give a service its topic (their weights are in scoring), and those that lower it
TOPIC_MEANINGS = frozenset({
    "weather_topic", "weather_phenomenon", "weather_gear", "weather_feel", "bulky_topic", "item", "bin",
    "bin_item", "material", "recyclables", "place",
})  # fmt: skip
PENALTY_MEANINGS = frozenset({"chitchat", "other_task", "sorting_rule", "definition", "use"})
_INTERROGATIVE = frozenset(
    "나 니 냐 까 나요 까요 습니까 는가 은가 던가 을까 을까요 는지 은지 을지 래 래요 대 냐고 려나 으려나".split()
    + ["\u11ab가", "\u11af까", "\u11af까요", "\u11ab지", "\u11af지", "\u11ab대", "\u11b8니까"]
    + "나여 나염 까여 가여 나유 까유 능교 는교 니껴 는감 당가 는겨".split()  # colloquial, dialect
)
# Colloquial and dialect question tails the analyser leaves unsplit ("해주나여", "오는지도예"):
# 요 said as 여/염/유/예, 경상 -능교/-는교, 경북 -니껴, 전라 -당가.
_ASKING_TAIL = re.compile(
    r"(?:[나까가냐죠]|나요|는지도|인지도|는지|인지)(?:여|염|유|예)$|(?:능교|는교|니껴|는감|당가|는겨)$"
)
# A clause ending in a noun or a nominaliser is a request fragment ("소파 버리는 법", "책상 버리기",
# "침대 버릴 때", "소파 버리려면"); one ending in a finished sentence or a backdrop ending is not.
_FRAGMENT_TAGS = frozenset({"NNG", "NNP", "NNB", "NR", "NP", "ETN", "SL", "SN", "XSN"})
_FRAGMENT_ENDINGS = frozenset({"려면", "으려면", "는지", "은지", "을지", "\u11ab지", "\u11af지"})
# endings of intention and obligation after a verb: 버리려고, 내놓으려고, 버려야, 팔아야
_INTENT_ENDINGS = frozenset({"려고", "으려고", "어야", "아야"})
ACTS = frozenset({"where", "dispose", "fee", "price_ask", "bring", "sell", "how", "question_word"})
OTHER_TOPICS = ("item", "bin_item", "bin", "material", "bulky_topic", "weather_topic")
# an English clause with a finite verb and no question mark is a statement, not a bare phrase
_STATEMENT = re.compile(
    r"\b(?:was|were|is|are|am|it'?s|i'?m|that'?s|has|have|had|got|did|feel|feels|love|hate)\b", re.I
)
_LIST_ITEM = re.compile(r"(?:^|\s)(?:\d[.)]|\(\w\)|\w\)|-|•)\s*$")
_PLACE_ASKS = frozenset(
    "어디 어딨 어딘 어디야 위치 근처 주변 가까운 가까이 인근 where near nearby nearest closest around".split()
)


class Clause:
    """The cues of one clause, by meaning.

    A clause that ends in a conjunctive particle ("폐건전지랑 | 폐형광등 수거함 위치") shares the
    predicate of the next clause: it also reads that clause's acts, question and penalties.
    """

    def __init__(
        self, reading: Reading, span: tuple[int, int], next_span: tuple[int, int] | None = None
    ) -> None:
        a, b = span
        self.span = span
        self.text = reading.text[a:b]
        self.full_text = reading.text
        self.cues = [c for c in reading.cues if a <= c.start < b]
        self.by: dict[str, list[Cue]] = {}
        for cue in self.cues:
            self.by.setdefault(cue.meaning, []).append(cue)
        live = [(x, y) for x, y in reading.negated]
        self.tokens = [
            t
            for t in reading.tokens
            if a <= t.start < b and not any(x <= t.start < y for x, y in live)
        ]
        self.predicates = [t for t in self.tokens if t.is_predicate]
        self.meanings = {c.meaning for c in reading.cues}
        self.asks = any(
            t.tag in ("EF", "EC") and t.form in _INTERROGATIVE and not _musing(self.tokens, i)
            for i, t in enumerate(self.tokens)
        ) or bool(_ASKING_TAIL.search(self.text.rstrip(" .~!ㅋㅎㅠㅜ")))
        self.place_asks = any(
            reading.text[c.start : c.end].lower() in _PLACE_ASKS
            or (c.meaning == "bring" and reading.text[c.end - 1] in "곳데")
            for c in self.cues
            if c.meaning in ("where", "bring")
        )
        # "고물상 있소?", "근처 농협 있어요?": a place type said to exist, asked, is a where-ask
        self.place_asks = self.place_asks or (self.has("place") and self.asks_existence())
        self.joined = False
        self.leads = False  # a modifier clause leading into one that asks
        self.listed = bool(
            _LIST_ITEM.search(reading.text[:a])
        )  # "… 2. 형광등 버릴 곳": a listed ask
        self.final = next_span is None
        last = next((t for t in reversed(self.tokens) if not t.tag.startswith("S")), None)
        own_act = self.has("where", "price_ask", "dispose", "fee")
        # the last conjunct before 랑/하고 has a request of its own when its head is an act
        # ("헌옷 시세랑 …", "얼마 받는지랑 …"), not when it is a topic ("마포구 고물상이랑 …")
        head = next((t for t in reversed(self.tokens[:-1]) if t.tag[0] not in "SJ"), None)
        acts = [c for c in self.cues if c.meaning in ACTS]
        own_head = head is not None and (head.tag in ("EC", "ETN") or covered(head, acts))
        if next_span is not None and last is not None and last.tag == "ETM":
            # "건전지 버리는 | 김에 …": a modifier clause asks what the clause it modifies asks
            self.leads = Clause(reading, next_span).question
        if next_span is not None and last is not None and is_conjunction(last) and not own_head:
            # "폐건전지랑 | 폐형광등 수거함 위치" (not "헌옷 시세랑 | 수거함 위치": each has its act)
            self.joined = True
            nxt = Clause(reading, next_span)
            for meaning, cues in nxt.by.items():
                if meaning in TOPIC_MEANINGS or (own_act and meaning in PENALTY_MEANINGS):
                    continue
                self.by.setdefault(meaning, []).extend(cues)
            self.asks = self.asks or nxt.asks
            self.place_asks = self.place_asks or nxt.place_asks
            self.text = self.text + nxt.text

    def asks_existence(self) -> bool:
        """A place said to exist, asked ("고물상 있소?", "농협도 있나요", "근처 편의점 있능가"):
        있다 right after the place type (particles between), with a question ending or mark."""
        for place in self.by.get("place", []):
            nxt = next((t for t in self.tokens if t.start >= place.end and t.tag[0] != "J"), None)
            if nxt is not None and nxt.lemma == "있다" and nxt.is_predicate:
                if self.asks or "?" in self.full_text[nxt.end : nxt.end + 4]:
                    return True
        return False

    @property
    def weather_condition(self) -> bool:
        """A plan hung on the weather ("그때 비 오면 다 젖을 텐데", "비 오면 안 가려고요"): a
        phenomenon with a conditional -면 in a message that names when. The user needs to know
        whether it will, which is a weather question however the sentence ends."""
        if "time" not in self.meanings:
            return False
        phenomena = self.by.get("weather_phenomenon", [])
        return any(
            t.tag == "EC" and t.form in ("면", "으면") and 0 <= t.start - p.end <= 4
            for p in phenomena
            for t in self.tokens
        )

    def has(self, *meanings: str) -> bool:
        return any(m in self.by for m in meanings)

    @property
    def question(self) -> bool:
        """Asks or requests something: a question word or mark, an interrogative ending, or a fragment
        ("소파 버리는 법", "버리려면"); not a finished statement ("…좋다") or a backdrop ("…버리려는데")."""
        if self.has("question_word", "request", "where", "how") or "?" in self.text or self.asks:
            return True
        if self.leads or self.listed:
            return True
        if self.terse or (self.final and self.intends):
            return True
        last = next((t for t in reversed(self.tokens) if t.tag[0] not in "SJ"), None)
        if last is not None and any(
            c.start <= last.start < c.end for c in self.cues if c.meaning in TOPIC_MEANINGS
        ):
            return True  # ends in a topic noun, however the analyser split it (수거함 → 수거/하/ᆷ)
        if any(t.tag == "EF" for t in self.tokens):
            return False
        if self.tokens and is_conjunction(self.tokens[-1]) or self.joined:
            return True  # "냉장고 버리는 방법이랑 …": the request continues in the next clause
        last = next((t for t in reversed(self.tokens) if t.tag[0] not in "SJ"), None)
        if last is None:
            return False
        if last.tag == "ETN":  # "책상 버리기" asks; "재밌음", "중독됨" are said (chat's -음 ending)
            return last.form == "기"
        return last.tag in _FRAGMENT_TAGS or (last.tag == "EC" and last.form in _FRAGMENT_ENDINGS)

    @property
    def finished(self) -> bool:
        """Ends as a finished sentence ("…좋다", "…중독됨", "…짜증나네"), not a trailing backdrop
        ("헌옷 모아둔 거 있는데", which waits for help)."""
        last = next((t for t in reversed(self.tokens) if t.tag[0] != "S"), None)
        return last is not None and last.tag in ("EF", "ETN")

    @property
    def intends(self) -> bool:
        """The user says they mean to (or must) dispose of, sell or bring something: "소파 버리려고요",
        "장롱 버릴 거예요", "냉장고 버려야 하는데", "폐지 팔고 싶어요". Said last in a message to an
        assistant, that is a request for how (a backdrop before a question is not: that clause asks)."""
        acts = [c for c in self.cues if c.meaning in ("dispose", "sell", "bring")]
        for i, tok in enumerate(self.tokens):
            if not tok.is_predicate or not any(c.start <= tok.start < c.end for c in acts):
                continue
            after = self.tokens[i + 1 : i + 4]
            for j, nxt in enumerate(after):
                following = after[j + 1].form if j + 1 < len(after) else ""
                if (
                    (nxt.tag == "EC" and nxt.form in _INTENT_ENDINGS)
                    or (nxt.tag == "VX" and nxt.form == "싶")
                    or (
                        nxt.tag == "ETM"
                        and nxt.form in ("\u11af", "을")
                        and following in ("거", "것")
                    )
                ):
                    return True
        return False

    @property
    def terse(self) -> bool:
        """A short bare noun phrase ("고철 시세", "Haeundae weather today"): a request by itself."""
        words = len(self.text.split())
        if _STATEMENT.search(self.text) and "?" not in self.text:
            return False  # "the heatwave this summer was insane", "It's freezing today"
        inflected = any(t.tag in ("XSV", "XSA", "EP", "EC") for t in self.tokens)  # 신고했는데
        return (
            not self.predicates
            and not inflected
            and not self.has("chitchat", "owned")  # "에어컨 설치 비용": about the installing
            and words <= 6
        )


def _musing(tokens: list[Token], i: int) -> bool:
    """ "비 와서 그런가 택배가 늦네": a question put to oneself with 그렇다, about the sentence around it;
    "감기 걸렸나 봐요": -나/-ㄴ가 보다 guesses (not -ㄹ까 봐, a worry that may still ask)."""
    guess = tokens[i].form in ("나", "\u11ab가", "은가", "는가") and i + 1 < len(tokens)
    if guess and tokens[i + 1].tag == "VX" and tokens[i + 1].form == "보":
        return True
    return i > 0 and tokens[i - 1].lemma.startswith("그렇")


def covered(token: Token, cues: list[Cue]) -> bool:
    return any(c.start <= token.start < c.end for c in cues)


Span = tuple[int, int]


def _has(reading: Reading, span: Span, meanings: frozenset[str]) -> bool:
    return any(span[0] <= c.start < span[1] and c.meaning in meanings for c in reading.cues)


def _unnamed(reading: Reading, span: Span) -> bool:
    """The span has a noun the lexicon does not know."""
    cues = [c for c in reading.cues if span[0] <= c.start < span[1]]
    return any(
        t.tag == "NNG" and span[0] <= t.start < span[1] and not covered(t, cues)
        for t in reading.tokens
    )


def _comment(reading: Reading, span: Span) -> bool:
    """A finished sentence that names nothing and asks nothing ("급함", "경기 오산시예요",
    "걱정되네요"): said about the request before it, not part of it."""
    last = next((t for t in reversed(reading.tokens) if span[0] <= t.start < span[1]
                 and t.tag[0] != "S"), None)  # fmt: skip
    return (
        last is not None
        and last.tag in ("EF", "ETN")
        and "?" not in reading.text[span[0] : span[1]]
        and not _has(reading, span, ACTS)
    )


def _completes(reading: Reading, span: Span, before: Span) -> bool:
    """A clause with a topic that belongs to the ask before it: what an act-only ask is about
    ("시세만. 알루미늄캔"), or the same thing said again more precisely ("폐배터리 시세 얼마야? 지게차
    배터리요")."""
    if _has(reading, span, ACTS) or not _has(reading, before, ACTS):
        return False
    if not _has(reading, before, TOPIC_MEANINGS | PENALTY_MEANINGS):
        return True
    now, then = _topic_words(reading, span), _topic_words(reading, before)
    return any(x.endswith(y) or y.endswith(x) for x in now for y in then)


def _topic_words(reading: Reading, span: Span) -> set[str]:
    return {
        reading.text[c.start : c.end]
        for c in reading.cues
        if span[0] <= c.start < span[1] and c.meaning in TOPIC_MEANINGS and c.end - c.start >= 2
    }


_WHERE = frozenset({"where"})
_WEATHER = frozenset({"weather_topic", "weather_phenomenon", "weather_feel"})
_COST = frozenset({"fee", "price_ask", "dispose"})


def _parallel(reading: Reading, ask: Span, span: Span) -> bool:
    """An ask of what something costs, then a clause asking where of its own ("전기동 kg당
    몇천원이에요? 근처 고물상도", "농짝 내버릴라는디 얼마여 그라고 헌옷은 어디"): two parallel
    requests, each with its own act, not one request whose topic comes late. A weather question
    after it ("돈 얼마요 그라고 낼 비 오는가") is never what the cost is of."""
    if not _has(reading, ask, _COST) or _has(reading, ask, _WHERE | _WEATHER):
        return False
    if _has(reading, span, _WEATHER) and not _has(reading, span, _COST):
        return True
    return _has(reading, span, _WHERE) and not _has(reading, span, _COST - {"dispose"})


def merge_clauses(reading: Reading) -> tuple[Span, ...]:
    """Clauses without a topic of their own join the clause before: "냉장고, 버리는데 돈 드나요? 양주
    덕정" is one request. Leading ones join the next only when they ask something ("어디서 버려요?
    냉장고"); a bare preamble ("동탄 사는데요, 1. …") stays apart."""
    spans = list(reading.clauses)

    def opens(i: int) -> bool:
        """ "아 참, 이불장도 버려야 되는데": a marked new request about a thing the lexicon does not
        know (a marker alone, "아 참,", opens with the clause after it)."""
        text = reading.text[spans[i][0] : spans[i][1]]
        head = spans[i][0] + len(text) - len(text.lstrip())
        if not any(c.start == head and c.meaning == "next_request" for c in reading.cues):
            return False
        return _unnamed(reading, spans[i]) or (
            i + 1 < len(spans) and _unnamed(reading, spans[i + 1])
        )

    merged: list[Span] = []
    comments: set[Span] = set()
    pending_start: int | None = None
    for i, span in enumerate(spans):
        # (a clause that asks something off-topic stays apart: "…알려주고 최신 정책도 찾아줘")
        if _has(reading, span, TOPIC_MEANINGS | PENALTY_MEANINGS):
            if merged and pending_start is None and _completes(reading, span, merged[-1]):
                merged[-1] = (merged[-1][0], span[1])
                continue
            if pending_start is not None and _parallel(reading, (pending_start, span[0]), span):
                merged.append((pending_start, span[0]))  # "얼마여 그라고 | 헌옷은 어디 …"
                pending_start = None
            merged.append((pending_start if pending_start is not None else span[0], span[1]))
            pending_start = None
        elif merged and _comment(reading, span):
            merged.append(span)
            comments.add(span)
        elif merged and not opens(i):
            while len(merged) > 1 and merged[-1] in comments:  # a comment before more of the ask
                merged[-2:] = [(merged[-2][0], merged[-1][1])]
            merged[-1] = (merged[-1][0], span[1])
        elif _has(reading, span, ACTS) or "?" in reading.text[span[0] : span[1]]:
            pending_start = span[0] if pending_start is None else pending_start
        elif pending_start is None:  # (a bare "+" waits with the pending ask)
            merged.append(span)
    if pending_start is not None:
        merged.append((pending_start, spans[-1][1]))
    return tuple(merged)
