"""A free service a tool output offers for a class of things, said of a thing the output names
only as a fee row.

A fee output may carry a note that some class of things goes free through a service
(``대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, …)로 무료
배출할 수 있습니다``). The note names the class and its examples; the things the output prices (its
``query`` and its rows' names) are paid. An answer whose clause calls the service free for one of
those priced things the note does not name ("전자레인지는 한 대만 있어도 무상방문수거로 무료 수거가
되니까", "the take-back service also picks up desktop computers for free") extends the note.

Round 29: a priced thing named in English is read in the plural too ("fans can also go through
the free appliance pickup" over 선풍기 rows), and a clause that offers the service free for a good
of :mod:`.kinds` that neither the note's class nor its examples hold (``소형 가전도``, ``also takes
microwaves`` under a note for 대형 가전) extends the note's class the same way.

Round 34: a clause whose subject gathers the things named before it (``Both can go free via the
appliance pickup service 1599-0903`` after a mattress's and a washer's fees; ``둘 다``, ``all of
them``) says it of each: one of them the note does not name extends the note the same way.

Round 40: no cost said in a negation (``돈 안 들고``, ``비용도 안 내고``, ``수수료 안 내고``) is a
word of free, not a doubt of the clause: "선풍기도 무상방문수거로 부르면 돈 안 들고 무료로
가져가요" over 선풍기 rows extends the note (the same clause of 냉장고 restates it and passes).

Round 45: being covered (``fans are covered too``) and costing nothing (``so it costs nothing``)
are words of free in such a sentence: "Or book the free appliance pickup on 1599-0903 — fans are
covered too, so it costs nothing" over 선풍기 rows extends the note; "TVs are covered too" restates
it (TV is one of its examples), and "small appliances are not covered" is negated.

Round 45 too: a size the service is said to be limited to (``available only for sets of 42
inches or larger``, ``42인치 이상만``) that the note does not state is flagged at the size; the
fee rows' brackets are no terms of the service.

Round 50: a pronoun (``it``, ``them``, ``그것도``) in such a clause that names no thing refers to
the one priced thing named before it: "A fan is listed at 2,000 won or 3,000 won … You can also
have it picked up for free through the appliance pickup service at 1599-0903" over 선풍기 rows
extends the note; the same after a fridge's fees restates it; several things named before leave
the pronoun unsure.

Read only where a tool-output text says free and names a class by examples (``X(A·B·C 등)``), in a
sentence naming the service (its phone, site or name from the note) and in the clause of its free
word. Unsure readings never flag: a negated, asked or hedged clause (``전자레인지도 해당되는지는 이
자료에 없으니``), a clause that names the note's class or one of its examples (it restates the
note), a thing the note names in any form.
"""

from __future__ import annotations

import math
import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.free_together import joined_unnamed
from guardrails.grounding.hedges import unsure
from guardrails.grounding.kinds import goods_in, holds
from guardrails.grounding.measures import measures
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.units import sentences
from guardrails.grounding.vocabulary import PlaceVocabulary

GATE: Final = ("무료", "무상", "free", "Free", "no charge", "no cost", "at no", "covered",
               "nothing")  # fmt: skip
# a class by its examples: "대형 가전(냉장고·세탁기·에어컨·TV 등)"
_CLASS: Final = re.compile(r"(?P<cls>[가-힣]{1,6}(?:\s[가-힣]{1,6})?)\s?\((?P<ex>[^()]+?)\s?등\)")
_FREE_TEXT: Final = re.compile(r"무료|무상|free", re.I)
# (round 48: "free" glued to a Korean particle, "free로", is the word too)
# (round 45: a thing said covered, or to cost nothing, in a sentence naming the service: "fans are
# covered too, so it costs nothing" — the service taken to cover it)
_FREE: Final = re.compile(
    r"무료|무상|(?<![A-Za-z])free(?![A-Za-z])|no charge|no cost|free of charge"
    r"|\b(?:is|are|'s|'re)\s(?:also\s)?covered\b|\bcosts?\snothing\b|\bnothing\sto\spay\b",
    re.I,
)
# free said as no cost in a negation ("돈 안 들고 무료로", "비용도 안 내고"): a free word, not doubt
_NO_COST: Final = re.compile(
    r"(?:돈|비용|요금|수수료)\s?(?:이|가|도)?\s?(?:안\s?(?:들|내)|들지\s?않)"
)
# the service's marks in a note: a phone, a site, a name ending in 수거/서비스
_MARK: Final = re.compile(r"\d{4}-\d{4}|www\.[\w.]+|[가-힣]*(?:수거|서비스)")
_EDGE: Final = re.compile(r",\s|;|\s[—–-]\s|지만|는데|\bbut\b|\bwhile\b|반면|다만|\n")
_PARENS: Final = re.compile(r"\([^()]*\)")
_UNSURE: Final = unsure(r"인지\s?(?:는|여부|확인)|는지|여부|확인|whether|\bif\b|check|\bask")
# round 56 (r56d): an act of the user's own given as an option ("신청하면 무료로 보낼 수도 있어요",
# "무상방문수거로 버릴 수도 있어요": it can also go that way) states the service's offer; what may
# happen to the thing ("무료일 수도 있어요", "수거될 수도 있어요") stays a hedge
_OPTION: Final = re.compile(
    r"((?:보낼|버릴|배출할|내놓을|내보낼|맡길|처리할|신청할|이용할|부를|넘길|치울|없앨)\s?)수도\s?있"
)
# English words of a service mention in an answer (its Korean name is read from the note)
_SERVICE_EN: Final = re.compile(r"pick-?up|take-?back|collect|home[- ]visit", re.I)


@per_stage
def _offers(sources: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """Each note that offers a class free: its text, the class and its examples, its marks."""
    out: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
    for obj in json_objects(sources):
        for v in obj.values():
            if not isinstance(v, str) or _FREE_TEXT.search(v) is None:
                continue
            m = _CLASS.search(v)
            if m is None:
                continue
            named = (m["cls"], *(e.strip() for e in re.split(r"[·,、/]", m["ex"]) if e.strip()))
            marks = tuple(x for x in _MARK.findall(v) if len(x) >= 4)
            out.append((v, named, marks))
    return tuple(out)


@per_stage
def _priced(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The words of the things a fee output prices: its query and its rows' names."""
    words: set[str] = set()
    for obj in json_objects(sources):
        if "fee" in obj or "fee_text" in obj or "items" in obj and "query" in obj:
            for key in ("query", "item_name", "name"):
                if isinstance(obj.get(key), str):
                    words.update(w for w in re.findall(r"[가-힣]{2,}", obj[key]))
    return tuple(sorted(words))


def free_service_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Clauses that call a note's free service free for a priced thing the note does not name."""
    offers = _offers(sources)
    if not offers:
        return []
    priced = _priced(sources)
    if not priced:
        return []
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        offer = _offer_named(sentence, offers)
        if offer is None:
            continue
        text, named, _ = offer
        flat = _PARENS.sub(lambda m: " " * len(m.group(0)), sentence)  # "(1599-0903, www…)"
        out += _size_limits(flat, lo, answer, text, named[0])
        for free in _FREE.finditer(flat):
            if _cited(flat, free.start(), sources):
                continue  # "품목명에 '… 무상 수거 품목'이라고": the data's own words, quoted
            start = max((e.end() for e in _EDGE.finditer(flat, 0, free.start())), default=0)
            edge = _EDGE.search(flat, free.end())
            clause = flat[start : edge.start() if edge else len(flat)]
            if _names_class(clause, named, places):
                # "세탁기랑 책장 둘 다 free로": a thing joined to the class's example (round 48)
                shared = [(w, at) for w in priced if (at := _mention(clause, w, places))]
                joined = joined_unnamed(
                    clause, shared, [_in_note(w, text, places) for w, _ in shared]
                )
                if joined is not None and not _UNSURE.search(clause):
                    word, (s, e) = joined
                    s, e = lo + start + s, lo + start + e
                    why = f"the free service of the tool outputs is for {named[0]}, not '{word}'"
                    out.append(Claim(answer[s:e], "condition", word, s, e, why))
                continue
            said = _NO_COST.sub(
                lambda m: " " * len(m.group(0)), _FREE.sub(lambda m: " " * len(m.group(0)), clause)
            )  # ("no charge", "돈 안 들고" are no negation, "레인지는" no "인지는")
            if "수" in said:  # round 56: the user's option ("무료로 보낼 수도 있어요") is no hedge
                said = _OPTION.sub(
                    lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), said
                )
            mentions = [(w, at) for w in priced if (at := _mention(clause, w, places))]
            for _, (s, e) in mentions:
                said = said[:s] + " " * (e - s) + said[e:]
            if _UNSURE.search(said):
                continue
            for word, at in mentions:
                if not _in_note(word, text, places):
                    s, e = lo + start + at[0], lo + start + at[1]
                    why = f"the free service of the tool outputs is for {named[0]}, not '{word}'"
                    out.append(Claim(answer[s:e], "condition", word, s, e, why))
                    break
            else:  # a good of another kind ("소형 가전도", "also takes microwaves")
                other = _other_good(clause, named)
                if other is not None:
                    good, (s, e) = other
                    s, e = lo + start + s, lo + start + e
                    why = f"the free service of the tool outputs is for {named[0]}, not '{good}'"
                    out.append(Claim(answer[s:e], "condition", good, s, e, why))
                elif not mentions and (it := _IT.search(clause)) is not None:
                    referred = _referred(answer, lo, priced, places)
                    if referred is not None and not _in_note(referred, text, places):
                        g = next(g for g in ("p", "q", "k") if it[g])
                        s, e = lo + start + it.start(g), lo + start + it.end(g)
                        why = f"the free service of the tool outputs is for {named[0]}, not '{referred}'"
                        out.append(Claim(answer[s:e], "condition", referred, s, e, why))
                elif not mentions and (both := _BOTH.search(clause)) is not None:
                    gathered = _earlier_unnamed(answer, lo, priced, text, places)
                    if gathered is not None:  # "Both can go free …" over a mattress and a washer
                        s, e = lo + start + both.start(), lo + start + both.end()
                        why = f"the free service of the tool outputs is for {named[0]}, not '{gathered}'"
                        out.append(Claim(answer[s:e], "condition", gathered, s, e, why))
    return _once(out)


# round 45: a size the service is said to be limited to, "only" before it or 만 after it ("available
# only for sets of 42 inches or larger", "42인치 이상 TV만 무상으로 가져가요")
_ONLY_BEFORE: Final = re.compile(r"\bonly\b[^.;,!?\n—–]{0,40}$", re.I)
_ONLY_AFTER: Final = re.compile(r"\s?(?:[가-힣A-Za-z]{1,6}\s?)?(?:만|에\s?한(?:해|하여|정))")


def _size_limits(flat: str, lo: int, answer: str, note: str, cls: str) -> list[Claim]:
    """The size bounds the sentence ``flat`` (at ``lo``) limits the service to that its ``note``
    does not state: "available only for sets of 42 inches or larger" over a note for 대형
    가전(냉장고·세탁기·에어컨·TV 등) — a bound of a fee row (``42인치 이상``) is no term of the
    service. A bound the note states ("42인치 이상 TV") passes; a hedged sentence is not read."""
    if not _DIGIT.search(flat) or _UNSURE.search(flat):
        return []
    out: list[Claim] = []
    for m in measures(flat):
        b = m.bracket
        if math.isinf(b.lo) == math.isinf(b.hi):
            continue  # a point or a range: no limit
        if not _ONLY_BEFORE.search(flat, max(0, m.start - 60), m.start) and not _ONLY_AFTER.match(
            flat, m.end
        ):
            continue
        if any(n.bracket.same(b) for n in measures(note)):
            continue
        s, e = lo + m.start, lo + m.end
        why = f"the free service of the tool outputs is for {cls}, with no size limit"
        out.append(Claim(answer[s:e], "condition", answer[s:e], s, e, why))
    return out


_DIGIT: Final = re.compile(r"\d")


# round 34: a clause whose subject is every thing named before it ("Both can go free via the
# appliance pickup service", "둘 다 무상방문수거로 무료예요", "all of them")
_BOTH: Final = re.compile(
    r"\b(?:both|all of them|all three|each of them|either one)\b|둘 다|둘 모두|세 개 다|두 개 다"
    r"|(?:두|세) 가지 (?:다|모두)|(?:모두|전부) (?=무료|무상)",
    re.I,
)


def _earlier_unnamed(
    answer: str, at: int, priced: tuple[str, ...], note: str, places: PlaceVocabulary
) -> str | None:
    """A priced thing named before ``at`` (back to a blank line) that the note does not name,
    when two or more priced things are named there (what "both" or "all" gathers)."""
    lo = answer.rfind("\n\n", 0, at) + 1
    before = answer[lo:at]
    said = [w for w in priced if _mention(before, w, places) is not None]
    if len(said) < 2:
        return None
    return next((w for w in said if not _in_note(w, note, places)), None)


# round 50: a pronoun for the one thing named before, as what is picked up ("You can also have it
# picked up for free through the appliance pickup service" after a fan's fees; "그것도
# 무상방문수거로 무료예요"); a dummy subject ("so it costs nothing") is none
_IT: Final = re.compile(
    r"\b(?:have|get|has|had)\s(?P<p>it|them)\s(?:\w+\s)?(?:picked|collected|taken|hauled|removed)\b"
    r"|\b(?:pick|picks|picked|take|takes|took|collect|collects|collected|haul|hauls)\s(?P<q>it|them)\b"
    r"|(?<![가-힣])(?P<k>이것|그것|이거|그거|얘)(?=도|는|은|을|를|\s)",
    re.I,
)


def _referred(answer: str, at: int, priced: tuple[str, ...], places: PlaceVocabulary) -> str | None:
    """The priced thing a pronoun in the sentence at ``at`` refers to: the one thing named in the
    sentences before it (back to a blank line); None where none or several are named."""
    lo = answer.rfind("\n\n", 0, at) + 1
    said = {places.canonical(w) for w in priced if _mention(answer[lo:at], w, places) is not None}
    if len(said) != 1:
        return None
    return next(w for w in priced if places.canonical(w) in said)


def _other_good(clause: str, named: tuple[str, ...]) -> tuple[str, tuple[int, int]] | None:
    """A good of the closed vocabulary (:mod:`.kinds`) the clause names that neither the note's
    class nor one of its examples holds (소형가전 or 전자레인지 under a note for 대형 가전)."""
    for good, span in goods_in(clause).items():
        if not any(holds(entry, good) for entry in named):
            return good, span
    return None


def _offer_named(
    sentence: str, offers: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]
) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    """The offer whose service the sentence names (a mark of its note, or its English words)."""
    for offer in offers:
        marks = offer[2]
        if any(m in sentence for m in marks) or _SERVICE_EN.search(sentence):
            return offer
    return None


def _forms(word: str, places: PlaceVocabulary) -> tuple[str, ...]:
    canonical = places.canonical(word)
    return tuple({word, canonical, *places.forms.get(canonical, ())})


def _in_note(word: str, text: str, places: PlaceVocabulary) -> bool:
    lower = text.lower()
    return any((f.lower() if f.isascii() else f) in lower for f in _forms(word, places))


def _names_class(clause: str, named: tuple[str, ...], places: PlaceVocabulary) -> bool:
    """Whether the clause names the note's class or one of its examples, in any form."""
    lower = clause.lower()
    if named[0].replace(" ", "") in lower.replace(" ", ""):
        return True  # the class itself ("대형 가전", "대형가전")
    for name in named[1:]:
        for f in _forms(name, places):
            if _found(lower, f.lower() if f.isascii() else f):
                return True
    return re.search(r"large (?:home )?appliances?", lower) is not None


def _found(lower: str, form: str) -> bool:
    if form.isascii():
        return re.search(rf"\b{re.escape(form)}", lower) is not None
    return form in lower


# a quote in the answer ("'1599-0903 단일 무상 수거 품목'", "“free pickup item”")
_QUOTE: Final = re.compile(r"['‘\"“]([^'’\"”\n]{2,40})['’\"”]")


@per_stage
def _compact(sources: tuple[str, ...]) -> str:
    return unspaced(" ".join(sources))


def _cited(sentence: str, at: int, sources: tuple[str, ...]) -> bool:
    """Whether the free word at ``at`` lies in a quote of a tool output's own words, spaces aside
    (round 39): "품목명에 '1599-0903 단일 무상 수거 품목'이라고 적혀 있어서" cites the row's name,
    it offers nothing; a quote the outputs do not hold ("'전부 무상'이라고") is read as said."""
    if "'" not in sentence and "‘" not in sentence and '"' not in sentence and "“" not in sentence:
        return False
    return any(
        q.start(1) <= at < q.end(1) and unspaced(q.group(1)) in _compact(sources)
        for q in _QUOTE.finditer(sentence)
    )


def _mention(clause: str, word: str, places: PlaceVocabulary) -> tuple[int, int] | None:
    """Where the clause names ``word`` in any form (an English form also in the plural: fans)."""
    lower = clause.lower()
    for f in sorted(_forms(word, places), key=len, reverse=True):
        key = f.lower() if f.isascii() else f
        m = re.search(rf"\b{re.escape(key)}(?:e?s)?\b" if key.isascii() else re.escape(key), lower)
        if m is not None:
            return m.span()
    return None


def _once(claims: list[Claim]) -> list[Claim]:
    seen: set[tuple[int, int]] = set()
    out: list[Claim] = []
    for c in claims:
        if (c.start, c.end) not in seen:
            seen.add((c.start, c.end))
            out.append(c)
    return out
