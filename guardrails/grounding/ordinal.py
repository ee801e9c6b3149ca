"""Superlative claims: "가장 가까운 곳은 X", "X가 제일 추워요", "the cheapest is X", "X is the
warmest" must name the record with the extreme value of that attribute among its rivals.

Attributes: distance (가까운 / 먼), temperature (추운 / 따뜻한), money (싼 / 비싼) and wind
(바람이 … 가장 센). The subject a superlative names and the rivals it is ranked among are read by
:mod:`.superlative_subjects` (a name that picks no record, or rivals that cannot be told apart,
never flag); places of a stated rank ("두 번째로 가까운 곳은 X") by :mod:`.distance_ranks`.
``이 중``/``그중`` before a superlative ranges over every value the answer listed before it (not
the neighbour sentences only).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from guardrails.grounding.absent_subjects import present_cues
from guardrails.grounding.adnominal_superlatives import adnominal_argument, named_between
from guardrails.grounding.asked_rivals import asked_rivals
from guardrails.grounding.claims import Claim, ClaimKind, contains_any
from guardrails.grounding.cues import Cue
from guardrails.grounding.distance_ranks import _RANK_HINT, _RANK_WORDS, rank_claims
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extremes import (
    category_rivals,
    category_word,
    counted_over,
    counted_values,
    head_category,
    ranges_over,
    stated_values,
    topic_category,
)
from guardrails.grounding.hints import ALL, Hints
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.qualified import qualified_rows
from guardrails.grounding.records import Fact
from guardrails.grounding.set_aside import without_set_aside
from guardrails.grounding.subjects import Context
from guardrails.grounding.superlative_subjects import _HEAD, _is_measure, _rivals, _subject

# adjective stem → (fact kind, +1 for the largest value / -1 for the smallest)
_KO: Final = {
    "가까운": ("distance", -1), "가깝": ("distance", -1), "가까워": ("distance", -1),
    "먼": ("distance", 1), "멀": ("distance", 1),
    "추운": ("temperature", -1), "춥": ("temperature", -1), "추워": ("temperature", -1),
    "쌀쌀": ("temperature", -1), "따뜻": ("temperature", 1), "포근": ("temperature", 1),
    "더운": ("temperature", 1), "덥": ("temperature", 1), "더워": ("temperature", 1),
    "싼": ("money", -1), "싸": ("money", -1), "저렴": ("money", -1),
    "비싼": ("money", 1), "비싸": ("money", 1),
    "값이 낮은": ("money", -1), "값이 높은": ("money", 1),  # "가장 값이 낮은 것은 PS로"
    "강한": ("wind", 1), "강하": ("wind", 1), "강해": ("wind", 1), "센": ("wind", 1), "세": ("wind", 1),
}  # fmt: skip
_EN: Final = {
    "closest": ("distance", -1), "nearest": ("distance", -1), "farthest": ("distance", 1),
    "furthest": ("distance", 1), "coldest": ("temperature", -1), "chilliest": ("temperature", -1),
    "warmest": ("temperature", 1), "hottest": ("temperature", 1), "mildest": ("temperature", 1),
    "cheapest": ("money", -1), "least expensive": ("money", -1), "most expensive": ("money", 1),
    "priciest": ("money", 1), "windiest": ("wind", 1), "best-paying": ("money", 1),
    "highest-paying": ("money", 1), "top-paying": ("money", 1), "best earner": ("money", 1),
    "top earner": ("money", 1), "biggest earner": ("money", 1), "worst earner": ("money", -1),
    "lowest-priced": ("money", -1), "highest-priced": ("money", 1),
    # as a list line's label, of whichever kind the values its sentence states are ("Lowest: PS
    # (compressed) at 100 KRW/kg", "Highest: Daegu at 31°C"): :func:`_either_kind`
    "lowest": ("", -1), "highest": ("", 1),
}  # fmt: skip
_KO_ADJ = "|".join(sorted(_KO, key=len, reverse=True))
_EN_ADJ = "|".join(sorted(_EN, key=len, reverse=True))
_SUP_KO = rf"(?:가장|제일|젤|더)\s?(?P<adj>{_KO_ADJ})"  # 더: of two, the same claim
# the adnominal forms ("가장 추운 곳은 X"): a connective ("더 강하고, 기온은 X가") is no subject
_ADN = "가까운|먼|추운|쌀쌀한|따뜻한|포근한|더운|싼|저렴한|비싼|강한|센|값이 낮은|값이 높은"
_SUP_ADN = rf"(?:가장|제일|젤|더)\s?(?P<adj>{_ADN})(?![가-힣])"
_SUP_ADN2 = _SUP_ADN.replace("<adj>", "<adj2>")
# "<superlative> 곳은 X", "the closest is X": the subject follows
_AFTER = re.compile(
    rf"{_SUP_ADN}(?:\s?{_HEAD})?[^.!?\n,]{{0,16}}?(?:은|는|이|가)\s"
    rf"|{_SUP_ADN2}\s?(?:건|게)\s"
    rf"|(?:the\s)?(?<!next\s)(?<!second\s)(?<!third\s)(?<!next-)(?P<en>{_EN_ADJ})(?:\sone)?"
    rf"(?:\s(?:is|are|was)\s|는\s|:\s?)"
    rf"|the\s(?P<en2>{_EN_ADJ})\s[^.!?\n,;]{{1,40}}?\s(?:is|are|was)\s(?:at\s|in\s)?",
    re.I,
)
_AFTER = gated(_AFTER)  # :mod:`.opening_gate`: the same matches, skipped to
# "X가 … 가장 가깝", "X is the coldest": the subject comes before
_BEFORE = re.compile(rf"{_SUP_KO}|(?:is|are|was) (?:the )?(?P<en>{_EN_ADJ})", re.I)
_HINT_KO = re.compile(rf"(?:가장|제일|젤|더)\s?(?:{_KO_ADJ})")
_HINT_EN = re.compile(_EN_ADJ)  # on lower-case text: a case-blind pattern is several times slower


def hinted(answer: str, hints: Hints = ALL) -> bool:
    """Whether ``answer`` may hold a superlative (a cheap test run on every answer; ``hints``: of
    the lower-case answer)."""
    lower = answer.lower()
    if _HINT_KO.search(answer) or (hints.latin and _HINT_EN.search(lower)):
        return True
    return contains_any(lower, _RANK_WORDS) and _RANK_HINT.search(lower) is not None


# the other side of a comparison: "목포(4.3m/s)보다", and a row word made a noun of goods by
# 품/물 ("압축품보다": the 압축 row, not the subject); round 59: its figure may follow the name
# ("박스(골판지) kg당 80원보다", "목포 4.3m/s보다": the comparand's, not the subject's)
_THAN = re.compile(
    r"(?:품|물)?(?:\s?\([^)]{0,24}\))?\)?(?:이|가)?"
    r"(?:\s?(?:[A-Za-z가-힣]{1,3}\s?당)?\s?\d[\d,.]*\s?(?:원|만\s?원|°C|도|km|m/s|m)(?:/kg)?)?\s?보다"
)
_WIND_WORD = re.compile(r"바람|풍속|wind", re.I)


def _attribute(m: re.Match[str], ctx: Context) -> tuple[str, int] | None:
    en = m.groupdict().get("en") or m.groupdict().get("en2")
    if en:
        kind, sign = _EN[en.lower()]
        if kind:
            return kind, sign
        # "Lowest: X at …", a list line's label only: "the lowest on the list is X" is
        # :mod:`.orders`' reading (its span)
        return _either_kind(m, ctx, sign) if m.group(0).rstrip().endswith(":") else None
    adj = m.groupdict().get("adj") or m.group("adj2")
    found = _KO.get(adj) or next(v for k, v in _KO.items() if adj.startswith(k))
    if found[0] == "wind":  # 세다 / 강하다 are about the wind only when the sentence says so
        start = ctx.sentences[ctx.sentence_of(m.start())][0]
        return found if _WIND_WORD.search(ctx.answer, start, m.end()) else None
    return found


_EITHER: Final = {"money": "money", "unit_price": "money", "temperature": "temperature"}


def _either_kind(m: re.Match[str], ctx: Context, sign: int) -> tuple[str, int] | None:
    """ "lowest" / "highest" read as the one kind of value (money, temperature) its sentence
    states; none when it states both or neither (unsure: no superlative read)."""
    lo, hi = ctx.sentences[ctx.sentence_of(m.start())]
    kinds = {_EITHER[c.kind] for c in ctx.claims if lo <= c.start < hi and c.kind in _EITHER}
    return (kinds.pop(), sign) if len(kinds) == 1 else None


# a presentative before "are the closest": what it ranks is the list that follows (round 52:
# "There's nothing within 1 km of Yeonje-gu, so here are the closest ones within 20 km:")
_PRESENTED = re.compile(r"\b(?:here|these|those|below|following)\s$", re.I)
# a subject's end: a stop, a comma, a bracket aside or figure ("광주점(2.6km)"); "PP(플레이크)" is a name
_SPAN_STOP = re.compile(r"[.!?\n,]|(?<![가-힣A-Za-z0-9])\(|\((?=[\d.])")
_Span = tuple[int, int, list[Cue], int, tuple[str, int], bool]
_ASIDE = re.compile(r"\([^()\n\d]{0,12}\d[^()\n]{0,8}\)")


def _spans(ctx: Context) -> Iterator[_Span]:
    answer = ctx.answer
    for m in _AFTER.finditer(answer):
        attr = _attribute(m, ctx)
        if attr is None:
            continue
        end = min(len(answer), m.end() + 30)
        stop = _SPAN_STOP.search(answer[m.end() : end])
        end = m.end() + stop.start() if stop else end
        pair = m.group(0).startswith("더")
        yield m.start(), end, list(ctx.cues_in(m.end(), end)), m.end(), attr, pair
    for m in _BEFORE.finditer(answer):
        if _AFTER.match(answer, m.start()):
            continue  # its subject follows: read above
        if m.group("en") and _PRESENTED.search(answer, max(0, m.start() - 12), m.start()):
            continue  # "here are the closest ones:": the list after it, no subject before
        attr = _attribute(m, ctx)
        if attr is None:
            continue
        pair = m.group(0).startswith("더")
        if (named := named_between(ctx, m)) is not None:  # "제일 가까운 부일전자(약 1.0km)는"
            yield m.start(), named[1], [named[0]], m.end(), attr, pair
            continue
        if (arg := adnominal_argument(answer, m)) is not None:  # "더 가까운 구청 쪽을 권해요"
            cues = list(ctx.cues_in(m.end(), arg))
            if aside := _ASIDE.search(answer, m.end(), arg):  # "제일 비싼 유리(백색 45원)보다":
                cues = list(ctx.cues_in(*aside.span())) or cues  # the row, its noun the category
            yield m.start(), arg, cues, m.end(), attr, pair
            continue
        s_start = max(ctx.sentences[ctx.sentence_of(m.start())][0], m.start() - 120)
        cues = [q for q in ctx.cues_in(s_start, m.start()) if not _THAN.match(ctx.answer, q.end)]
        cues = present_cues(ctx.answer, cues, s_start, m.start())  # not "No X was found, so"
        yield s_start, m.end(), cues, m.start(), attr, pair  # not "서울보다": the other side


def superlative_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Unsupported superlatives (an empty list when each names the record with the extreme)."""
    out: list[Claim] = []
    for start, end, cues, anchor, (kind, sign), pair in _spans(ctx):
        facts = [f for f in ev.of(kind) if _is_measure(f) and f.record >= 0]
        if len(facts) < 2:
            continue
        s_start = ctx.sentences[ctx.sentence_of(anchor)][0]
        topic = None if pair else topic_category(ctx.answer, s_start, anchor)
        if topic:  # "재활용도움센터는 연동 재활용도움센터가 …": the item is named after the topic
            cues = [q for q in cues if q.start >= topic[1] and q.token != topic[0]] or cues
        named, alike = _subject(cues, facts, anchor, ctx.answer)
        if not named:
            continue
        after = (a := _AFTER.match(ctx.answer, start)) is not None and a.end() == anchor
        parents = ev.builder.parents if ev.builder else ()
        chosen = (
            None
            if pair
            else qualified_rows(ctx, (start, end, anchor, after), facts, parents, ev.places.aliases)
        )
        if chosen is not None:  # the name is read among the rows the qualifier selects
            named = [f for f in named if any(f is g for g in chosen)]
            if not named:
                continue  # "the nearest place that lists Y" naming a place without Y: unsure here
        among = None if pair else _AMONG.search(ctx.answer, s_start, anchor)
        if among and _COUNTED_WHOLE.search(ctx.answer, max(0, among.start() - 12), among.start()):
            among = None  # "12개 품목 중": a count of the whole list, not a part of it
        word = category_word(ctx.answer, among.start()) if among else None
        word = word or (None if pair else head_category(ctx.answer, start, anchor))
        word = word or (topic[0] if topic else None)
        rivals = chosen or (category_rivals(word, named, facts) if word else [])
        if among and word and not rivals:  # "압축품 중에서": a row word inside the category's
            rivals = next(
                (r for q in ctx.cues_in(among.start() - 14, among.start())
                 if (r := category_rivals(q.token.lower(), named, facts))),
                [],
            )  # fmt: skip
        kinds = _STATED_KINDS.get(kind, (kind,))
        ranged = (
            not pair
            and not among
            and not rivals
            and (ranges_over(ctx, anchor, kinds) or counted_over(ctx, anchor, kinds))
        )
        counted = None if pair or among or rivals or ranged else counted_values(ctx, anchor, kinds)
        if rivals:  # "마트 중에서는", "가장 가까운 마트는": the rows the category word names
            best, wrong = _evidence_best(ev, named, rivals, sign, pair)
        elif counted:  # "X is the best earner of the three": the last three values stated
            best = max(sign * v for v in counted)
            wrong = all(sign * float(f.value) < best - _SLACK[kind] for f in named)  # type: ignore[arg-type]
        elif among and word and word.isascii():
            continue  # "among the marts" over Hangul rows: which rows it means is unsure
        elif among and _THESE.search(ctx.answer, 0, among.start()):
            best = _listed_best(ctx, kind, sign, anchor)  # "이 중": all the answer listed before
            wrong = best is not None and all(
                sign * float(f.value) < best - _SLACK[kind]  # type: ignore[arg-type]
                for f in named
            )
        elif among or ranged:
            best = _stated_best(ctx, kind, sign, anchor, ranged)  # "폐지 중에선": what it lists
            wrong = best is not None and all(
                sign * float(f.value) < best - _SLACK[kind]  # type: ignore[arg-type]
                for f in named
            )
            if best is None and ranged:  # too few values stated: over every row
                best, wrong = _evidence_best(ev, named, alike, sign, pair)
        else:
            if kind == "distance" and sign < 0 and not pair:  # not those it set aside as nearer
                alike = without_set_aside(ctx, anchor, alike, named)
            best, wrong = _evidence_best(ev, named, alike, sign, pair)
            if wrong and kind == "money" and not pair and (asked := asked_rivals(ev, named, facts)):
                best, wrong = _evidence_best(ev, named, asked, sign, pair)  # the user's items
        if wrong and best is not None:
            text = ctx.answer[start:end]
            why = _why(kind, sign, sign * best)
            out.append(Claim(text, _KIND[kind], text, start, end, why))
    return out + rank_claims(ev, ctx)


def _evidence_best(
    ev: Evidence, named: list[Fact], alike: list[Fact], sign: int, pair: bool
) -> tuple[float | None, bool]:
    """The extreme among the rivals, and whether every named value falls short of it (per key:
    avg, max and min of a city, any one may hold it); a comparative (``pair``: 더 추운) only
    between two rivals."""
    verdicts = []
    for key in dict.fromkeys(f.key for f in named):
        group = [f for f in named if f.key == key]
        rivals = _rivals(ev, group, alike)
        if rivals and (not pair or len(rivals) == 2):
            best = max(sign * float(f.value) for f in rivals)  # type: ignore[arg-type]
            short = all(sign * float(f.value) < best - 1e-6 for f in group)  # type: ignore[arg-type]
            verdicts.append((best, short))
    if not verdicts:
        return None, False
    return verdicts[0][0], all(short for _, short in verdicts)


_KIND: Final[dict[str, ClaimKind]] = {"distance": "nearest", "temperature": "superlative", "money": "superlative",
                "wind": "superlative"}  # fmt: skip
# "폐지 중에선": a part of the list named by a category (not "3곳 중": the whole list; round 34:
# nor "12종 중", "12종류 중": a count of kinds is the whole list too, ranked over every row)
_AMONG = re.compile(
    r"(?<![\d곳개데]\s)(?<![\d곳개데])(?<!가지\s)(?<!가지)(?<!\d종\s)(?<!\d종)(?<!\d종류\s)(?<!\d종류)"
    r"(?:중에서|중에선|중엔|중에|중(?=\s))"
    r"|among(?!\sthe\s(?:\d|two|three|four))"
    r"|\bof\sthe\s(?!(?:two|three|four|five|six)\b)(?=[a-z]{3,}(?:\s[a-z]{3,})?,)",  # of the marts,
    re.I,
)
# round 34: a number of kinds or items before 중 ("12개 품목 중", "12 품목 중") counts the whole list
_COUNTED_WHOLE = re.compile(r"\d\s?(?:개|가지|종류|종)?\s?(?:품목|항목|종류|품종)\s?$")
_SLACK: Final = {"distance": 50.0, "temperature": 0.5, "wind": 0.5, "money": 0.0}
_STATED_KINDS: Final = {"money": ("money", "unit_price")}


def _stated_best(
    ctx: Context, kind: str, sign: int, pos: int, ranged: bool = False
) -> float | None:
    """The extreme of the values of ``kind`` the answer states around a superlative: in its
    sentence, else with the sentence before, else with the sentence after (two at least); with
    the sentence before always when that one states the range (``ranged``)."""
    kinds = _STATED_KINDS.get(kind, (kind,))
    by_sentence: dict[int, list[float]] = {}
    for c in ctx.claims:
        if c.kind in kinds:
            v = c.value[0] if isinstance(c.value, tuple) else c.value
            if isinstance(v, int | float):
                by_sentence.setdefault(ctx.sentence_of(c.start), []).append(float(v))
    i = ctx.sentence_of(pos)
    own = by_sentence.get(i, [])
    if ranged:
        own = own + by_sentence.get(i - 1, [])
    for extra in ([], by_sentence.get(i - 1, []), by_sentence.get(i + 1, [])):
        if len(own) + len(extra) >= 2:
            return max(sign * v for v in own + extra)
    return None


# "이 중", "그중에서", "위 중": the rows the answer has just listed, every one of them
_THESE = re.compile(r"(?<![가-힣])(?:이|그|위|이들|저)\s?$")


def _listed_best(ctx: Context, kind: str, sign: int, pos: int) -> float | None:
    """The extreme of the values of ``kind`` the answer states before ``pos`` (two at least)."""
    values = stated_values(ctx, pos, _STATED_KINDS.get(kind, (kind,)))
    return max(sign * v for v in values) if len(values) >= 2 else None


def _why(kind: str, sign: int, best: float) -> str:
    if kind == "distance" and sign < 0:
        return f"not the nearest: the nearest in the tool output is {best:,.0f}m away"
    word = {("distance", 1): "farthest", ("temperature", -1): "coldest",
            ("temperature", 1): "warmest", ("money", -1): "cheapest",
            ("money", 1): "most expensive", ("wind", 1): "windiest"}[(kind, sign)]  # fmt: skip
    return f"not the {word}: the {word} in the tool outputs has {best:g}"
