"""Prose conditions and rules: schedules, accepted goods, exclusivity and universality, exchange
rules, and rule texts quoted for another subject.

The rest of the check reads values; this module reads the sentences that state a condition, binds
each to the subject its words name (:mod:`.units`) and holds it against the tool-output text for
that subject:

- **schedules** (:mod:`.schedules`, read in :mod:`.schedule_conditions`): a day, a week of the
  month or a day's hours the subject's text does not state; "only on X" where the subject is
  served any day;
- **accepted goods** ("takes batteries, … and used cooking oil", "페트만 받아요"): every good
  (:mod:`.goods`) must be named for the subject; "only X" where the subject's list holds more;
- **universality** (:mod:`.universal_conditions`: "accepts any ice pack", "크기와 상관없이 모두
  무료"): unsupported when the subject's text restricts (``젤 타입만``, ``300L 미만``) or its rows
  differ in fee, and the sentence states no restriction itself;
- **exchange rules** ("폐형광등 5개 가져가면 종량제봉투도 줘요"): every good must be named for the
  subject;
- **rule texts** ("배출 당일 오전 6시 전 집 앞") quoted from one tool output in a sentence that names
  only the subject of another.

An unsure reading never flags: no frame, no subject-specific text, an unknown good, a negated or
asked sentence (round 19: for a Korean good taken, a negation only in the clause of the good and its
frame; ``반입`` is a frame of taking). A cheap gate skips answers with no condition word at all.

Why the accepted goods are not :mod:`.taken`'s reading (round 24): :mod:`.taken` holds a good
against the goods *record* of one row of a list of places, by a closed vocabulary of goods and the
kinds that hold them (:mod:`.kinds`); this module holds it against the *text* that speaks for
whatever subject the sentence names (a bin type, a program, an exchange, a site: :mod:`.units`), by
the caller's vocabulary of goods (:mod:`.goods`: ``PlaceVocabulary.goods``, finer, with what an
exchange gives: 코인전지, 식용유, 종량제봉투), and also reads what only a text states: what an
exchange gives, a good a text reserves for one site, "only X". The two overlap on a listed site
said to take a good; a span both flag is reported once (:mod:`.prose`). They share the words of
the frame: the verbs of taking (:data:`.taken.TAKES_KO`, :data:`.taken.TAKES_EN`) and of refusing
(:data:`.hedges.REFUSED`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding import day_hours, every_day, excluded, schedules
from guardrails.grounding.bring_instructions import instruction_only
from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.goods import Goods, goods_of
from guardrails.grounding.hedges import INDIRECT_QUESTION, REFUSED, denied_quote
from guardrails.grounding.latin_subjects import clause_start, names_own_place
from guardrails.grounding.listed import listed_claims
from guardrails.grounding.object_names import named_objects
from guardrails.grounding.relative_holders import relative_holder
from guardrails.grounding.rules import quoted_rules
from guardrails.grounding.schedule_conditions import (
    around_the_clock_claims,
    condition_claim,
    schedule_claims,
)
from guardrails.grounding.taken import TAKES_EN, TAKES_KO, site_of
from guardrails.grounding.units import Unit, named_in, sentences, subject_units, units
from guardrails.grounding.universal_conditions import universal_claims
from guardrails.grounding.venues import means_claims, method_claims, venue_claims
from guardrails.grounding.worked_arrows import exchange_word

# the verbs of taking are :mod:`.taken`'s; a list's label says it too ("수거 품목", "배출 가능")
_TAKES_EN = "|".join(TAKES_EN)
_ACCEPT_EN = re.compile(rf"\b(?:{_TAKES_EN})\b", re.I)
_ACCEPT_KO = re.compile("|".join((*TAKES_KO, r"수거\s?품목", r"수거\s?대상", r"배출\s?가능")))
# "only takes", "takes only", "PET bottles only", "캔만 받아요" (not "only 성산구청 takes")
_ONLY_VERB = re.compile(rf"\bonly\s+(?:{_TAKES_EN})\b|\b(?:{_TAKES_EN})\s+only\b", re.I)
_ONLY_AFTER = re.compile(r"(?:\s?[A-Za-z가-힣]{1,8})?\s?(?:only\b|만(?![가-힣]))", re.I)
_ALSO = re.compile(r"\balso\b|as well|까지|도\s", re.I)
# "줘요"/"드려요" give goods, but not after a word of speaking ("추천드려요", "안내해 드려요", "알려
# 줘요", "말씀드려요": the answer's own advice, round 35)
_SPOKEN = r"(?<!추천|안내|말씀|부탁|알려|권해|설명|소개)(?<!추천 |안내 |말씀 |부탁 |알려 |권해 |설명 |소개 )(?<!안내해 )"
_EXCHANGE = re.compile(
    rf"가져가면|가져가시면|가져오면|모아\s?(?:가|오)면|내시면|내면|교환|바꿔|{_SPOKEN}(?:줘요|드려요)|받을\s?수|"
    r"exchange|swap|trade|in return|\bgives?\b|→|->",
    re.I,
)
# what every branch of _EXCHANGE holds but its arrows, searched first (literals first: skipped to
# in C, where _EXCHANGE opens with lookbehinds tried at every position; round 56)
_EXCHANGE_CUE = alternation(
    r"가져|모아|내시면|내면|교환|바꿔|줘요|드려요|받을|exchange|swap|trade|in return|give"
)
# an amount right before "받아요" is a price fetched, not goods taken ("페트가 스티로폼보다 kg당 150원
# 더 받아요", "200원씩 받아요"; round 39)
_FETCHED = re.compile(r"\d원(?:을|를|씩|은)?\s?(?:더\s?|정도\s?|쯤\s?)?$")
# asked or hedged (round 21): "헌옷도 받는지는 확인해 보세요", "may take clothes as well"
_ASKED = re.compile(rf"{INDIRECT_QUESTION}|\b(?:may|might)\b|수도\s?있", re.I)
# a sentence's own topic that names no holder and does not point back ("다른 센터들은", not "그곳은",
# nor a noun after a demonstrative: "이 센터는 페트병을 가져가면 종량제 봉투로 바꿔 줘요" is the last
# sentence's site, its goods held against the outputs; round 41)
_OWN_TOPIC = re.compile(
    r"(?<![가-힣])(?<!\b[이그저]\s)(?<!해당\s)(?!그|이곳|이\s|거기|여기|저)[가-힣]{2,}(?:들)?(?:은|는)\s"
)
# where a Korean clause ends ("받고, ", "받아 주니 ", "받는데 "): a negation past it is another verb's
_CLAUSE_END = re.compile(r"(?:니까?|는데|지만|면서|고|며)\s|[,;]\s")


def condition_claims(
    answer: str, sources: tuple[str, ...], goods: tuple[tuple[str, tuple[str, ...]], ...] = ()
) -> list[Claim]:
    """The prose conditions of ``answer`` the tool outputs do not support (each with its why);
    ``goods``: the names of goods a condition may name (``PlaceVocabulary.goods``)."""
    out: list[Claim] = quoted_rules(answer, sources) if len(sources) > 1 else []
    texts = tuple(s for s in sources if isinstance(s, str))  # (a parsed output reads as none)
    joined = " ".join(texts)
    out += listed_claims(answer, texts, joined)
    out += (
        venue_claims(answer, joined) + method_claims(answer, texts) + means_claims(answer, joined)
    )
    lower = answer.lower()
    day = schedules.names_day(answer, lower) or day_hours.timed(answer)
    if not sources or (_GATE.search(lower) is None and not day):
        return out  # the cheap gate: no word of any condition's frame
    # each reading runs only when its words are somewhere in the answer (and the exclusions
    # only when some tool output excludes a good or lists what it accepts: most do neither)
    known = goods_of(goods)
    if not day and _OTHERS_GATE.search(lower) is None and not excluded.lists_goods(sources, known):
        return out  # only the exclusions' words (가능, 됩니다: most answers), and nothing excluded
    readers = [
        reader
        for reader, words in _READERS
        if (words.search(lower) if words is not None else day)
        and (reader is not _excluded or excluded.lists_goods(sources, known))
    ]
    if not readers or not units(sources)[0]:
        return out
    whole = " ".join(sources)
    for lo, hi in sentences(answer):
        for reader in readers:
            out += reader(answer, lo, answer[lo:hi], sources, whole, known)
    return sorted(out, key=lambda c: c.start)


def _scope(
    answer: str, at: int, sources: tuple[str, ...], whole: str, skip: frozenset[int] = frozenset()
) -> tuple[str, bool]:
    """The text that speaks for the subject named around ``at`` (the whole evidence when none is
    named), and whether a subject was named (``skip``: words that name none there)."""
    named = subject_units(answer, at, sources, skip)
    return (" ".join(u.text for u in named), True) if named else (whole, False)


def _goods(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    """Goods a subject is said to take or give, against the goods its text names."""
    accepts = _ACCEPT_EN.search(sentence) or _ACCEPT_KO.search(sentence)
    if accepts is not None and _FETCHED.search(
        sentence, max(0, accepts.start() - 12), accepts.start()
    ):
        accepts = None  # "스티로폼보다 kg당 150원 더 받아요": a price, no good taken
    exchange = (  # not an arrow after a price
        exchange_word(sentence, _EXCHANGE)
        if "→" in sentence or "->" in sentence or _EXCHANGE_CUE.search(sentence)
        else None
    )
    if (
        exchange is not None
        and instruction_only(sentence, _EXCHANGE)
        and not named_in(answer, (lo, lo + len(sentence)), sources)
    ):
        exchange = None  # "밀봉해 가져가시면 되고": how to bring it, to no place it names
    if (
        (accepts is None and exchange is None)
        or _ASKED.search(sentence)
        or (REFUSED.search(sentence) and (exchange is not None or _ACCEPT_EN.search(sentence)))
    ):
        return []
    found = goods.goods_in(sentence)
    out: list[Claim] = []
    claimed: set[str] = set()
    # "스티로폼까지 받는 곳은 P": the goods are P's, named after them
    held = relative_holder(answer, lo, sentence, accepts, sources) if accepts and found else None
    objects: frozenset[int] | None = (
        None if accepts is not None and exchange is None else frozenset()
    )
    for good, (s, e) in found.items():
        if accepts is not None and _negated_clause(sentence, s, e, accepts):
            continue
        if _OWN_TOPIC.search(sentence, 0, s) and not named_in(
            answer, (lo, lo + len(sentence)), sources
        ):
            continue  # "다른 센터들은 식당비품도 받아요": its own topic, not the last sentence's site
        if (cut := clause_start(sentence, 0, s)) > 0 and names_own_place(sentence, cut, s):
            continue  # "…; and the Dongducheon sorting facility … takes glass bottles": its own
        if (
            exchange is None
            and accepts is not None
            and (s < accepts.start()) == bool(_ACCEPT_EN.search(sentence))
        ):  # the goods after "takes", before "받아요"; the rest is the topic
            continue
        claimed.add(good)
        if held is not None and exchange is None and held[1] <= s < held[2]:
            if not goods.names_good(" ".join(u.text for u in held[0]), good):
                why = f"'{good}' not named for it in tool outputs"
                out.append(condition_claim(answer, lo + s, lo + e, why))
            continue
        if (
            objects is None
        ):  # the goods' own words name no taker ("판PET, 종이박스, 캔 등을 받아요")
            objects = named_objects(answer, lo, sentence, found, accepts, sources, goods)
        text, _ = _scope(answer, lo + s, sources, whole, objects)
        listed = (
            _listed_text(answer, lo + s, sources)
            if exchange is None and named_in(answer, (lo, lo + len(sentence)), sources)
            else None
        )
        if (
            not goods.names_good(text, good) and goods.goods_in(text)
            if listed is None
            else not goods.names_good(listed, good)
        ):  # its goods are listed, not this one
            site = site_of(answer, lo + s, sources)  # a listed place named by name or address
            if (
                site is not None
                and site.goods
                and goods.names_good(" ".join((*site.goods, site.searched)), good)
            ):  # "the Dong-gu yard (범일동 1642) … takes styrofoam": its own list (or a search
                continue  # its row of an empty list is in: a medicine bin's 폐의약품; round 37)
            out.append(
                condition_claim(
                    answer, lo + s, lo + e, f"'{good}' not named for it in tool outputs"
                )
            )
        elif exchange is not None and _reserved(answer, lo + s, sources, good, goods):
            out.append(
                condition_claim(answer, lo + s, lo + e, f"'{good}' is given only at another site")
            )
    if accepts is not None and claimed and not out and _only(sentence, found):
        out += _only_goods(answer, lo, sentence, sources, claimed, goods)
    return out


def _negated_clause(sentence: str, s: int, e: int, accepts: re.Match[str]) -> bool:
    """Whether a Korean negation or question falls in the clause that holds the good at ``s:e`` and
    its frame, or denies the frame quoted (:func:`.hedges.denied_quote`): "헌옷도 받아 주니 안 입는
    옷도 가져가 보세요" negates no taking, "유리병을 받는다고 나온 곳은 없으니" does."""
    if "?" in sentence:
        return True
    a, b = min(s, accepts.start()), max(e, accepts.end())
    start = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, a)), default=0)
    end = next((m.start() for m in _CLAUSE_END.finditer(sentence, b)), len(sentence))
    return REFUSED.search(sentence, start, end) is not None or (
        b == accepts.end() and denied_quote(sentence, b, _CLAUSE_END)
    )  # "유리병을 받는다고 나온 곳은 없으니": the quote's own verb denies it (round 39)


def _only(sentence: str, found: dict[str, tuple[int, int]]) -> bool:
    """Whether the sentence says the goods it names are the only ones taken."""
    if _ALSO.search(sentence):
        return False
    return _ONLY_VERB.search(sentence) is not None or any(
        _ONLY_AFTER.match(sentence, e) for _, e in found.values()
    )


def _only_goods(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], claimed: set[str], goods: Goods
) -> list[Claim]:
    """ "takes PET only" where the subject's list of accepted goods holds more."""
    first = min(goods.goods_in(sentence).values())
    named = subject_units(answer, lo + first[0], sources)
    lists = [_accepted(u, goods) for u in named]
    lists = [g for g in lists if g]
    if not lists or not all(g - claimed for g in lists):
        return []
    return [
        condition_claim(answer, lo + first[0], lo + first[1], "the subject takes more than that")
    ]


_ACCEPTED_KEY = re.compile(r"accept|품목|대상|items?$", re.I)


def _listed_text(answer: str, at: int, sources: tuple[str, ...]) -> str | None:
    """The accepted-items lists of the units the sentence around ``at`` names when each has one
    (their own list speaks for them, not a source label of their parent's that names every good of the
    dataset); None when a named unit has no list."""
    named = subject_units(answer, at, sources)
    lists = [_accepted_list(u) for u in named]
    if not named or any(x is None for x in lists):
        return None
    return " ".join(" ".join(x) for x in lists if x is not None)


def _accepted_list(u: Unit) -> list[str] | None:
    for key, value in u.fields:
        if _ACCEPTED_KEY.search(str(key)) and isinstance(value, list) and value:
            if all(isinstance(v, str) for v in value):
                return value
    return None


def _accepted(u: Unit, goods: Goods) -> set[str]:
    """The goods a unit's own list of accepted things names."""
    for key, value in u.fields:
        if _ACCEPTED_KEY.search(str(key)) and isinstance(value, list):
            return set(goods.goods_in(" ".join(str(v) for v in value)))
    return set()


# a rule a text reserves for one site: "(송파구청 재활용센터만)", "only at X"
_RESERVED = re.compile(
    r"[(（]([^()（）]{3,30}?)\s?(?:에서만|만)[)）]|only at ([^.,;)]{3,30})", re.I
)


def _reserved(answer: str, at: int, sources: tuple[str, ...], good: str, goods: Goods) -> bool:
    """Whether the text naming ``good`` for the subject reserves it for a site the subject is not."""
    named = subject_units(answer, at, sources)
    all_units, index = units(sources)
    for u in named:
        for m in _RESERVED.finditer(u.text):
            clause = u.text[max(0, m.start() - 40) : m.start()]
            if not goods.names_good(clause, good):
                continue
            site = m.group(1) or m.group(2)
            sites = {i for w, ix in index.items() if w in site for i in ix}
            if sites and not any(all_units[i] in named for i in sites):
                return True
    return False


def _excluded(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    """A good the tool outputs exclude, or one they never name where they list what they accept,
    called fine or accepted ("Liquid medicine is also fine", "리튬 코인전지는 OK예요")."""
    if not excluded.lists_goods(sources, goods) or excluded.ALLOWED.search(sentence) is None:
        return []
    banned = excluded.excluded_goods(sources, goods)  # (both cached per stage)
    listed = excluded.accepted_goods(sources, goods)
    out: list[Claim] = []
    parts = [  # (round 36: split after a refusal the answer restates: "안 받으니 …하고, X는 돼요")
        (at + sub, part)
        for at, clause in excluded.clauses(sentence)
        for sub, part in (excluded.joined(clause) if excluded.negated(clause) else [(0, clause)])
    ]
    for at, clause in parts:
        if excluded.ALLOWED.search(clause) is None or excluded.negated(clause):
            continue
        # (round 36: a joined part says where its good goes in its own words)
        said = sentence if len(parts) == len(excluded.clauses(sentence)) else clause
        for good, (s, e) in goods.goods_in(clause).items():
            if excluded.own_condition(clause, s, e):
                continue  # "…넣으면 되고, 이불 같은 거면 방법이 달라서": its own condition
            if good in banned and not excluded.sent_elsewhere(said, good, sources, goods):
                out.append(
                    condition_claim(
                        answer, lo + at + s, lo + at + e, f"'{good}' is excluded in tool outputs"
                    )
                )
            elif (
                listed
                and good not in banned
                and excluded.allowed_after(clause, e)
                and not excluded.named_anywhere(sources, goods, good)
            ):
                why = f"'{good}' is in no tool output's list of accepted things"
                out.append(condition_claim(answer, lo + at + s, lo + at + e, why))
    return out


_Reader = Callable[[str, int, str, tuple[str, ...], str, Goods], list[Claim]]


def _literals(*words: str) -> re.Pattern[str]:
    """One alternation of literal words, for lower-case text (a fast test before a reader)."""
    return re.compile("|".join(map(re.escape, words)))


# each reader with the literal words one of its frames needs
_READERS: Final[tuple[tuple[_Reader, re.Pattern[str] | None], ...]] = (
    (schedule_claims, None),
    (day_hours.timed_claims, None),  # "수·토 09:30~12:00": days before hours, no frame word
    (_goods, _literals("take", "accept", "collect", *TAKES_KO, "받을",
                       "수거 품목", "수거품목", "수거 대상", "수거대상", "배출 가능", "배출가능",
                       "가져가", "가져오", "모아", "내시면", "내면", "교환", "바꿔", "줘요", "드려요",
                       "exchange", "swap", "trade", "in return", "give", "→", "->")),
    (universal_claims, _literals("상관없이", "관계없이", "불문", "regardless", "any", "all kinds",
                           "all types", "all sizes", "모든", "including")),
    (around_the_clock_claims, _literals("24", "round the clock")),
    (every_day.every_day_claims, every_day.GATE),  # "open every day" (round 58)
    (_excluded, _literals("괜찮", "돼요", "됩니다", "되고", "가능", "넣어도", "내도", "버려도",
                          "보내도", "받아", "받습", "수거해", "ok", "fine", "allowed", "accepted",
                          "welcome", "taken", "can ", "take", "accept", "넣으면", "넣을",
                          "버릴", "낼")),
)  # fmt: skip
# the cheap gate: any reader's literal words (one alternation: the engine skips every position
# whose letter starts none)
_GATE: Final = re.compile("|".join(rx.pattern for _, rx in _READERS if rx is not None))
# the words of every reader but the exclusions (whose words pass on most answers)
_OTHERS_GATE: Final = re.compile(
    "|".join(rx.pattern for r, rx in _READERS if rx is not None and r is not _excluded)
)
