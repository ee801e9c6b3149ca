"""Subject cues: the words of an answer that may name an evidence record.

*Cues* are evidence label words (and their gazetteer forms: ``Busan`` → 부산; the English
spellings of number-and-unit labels: ``4-seater`` → 4인용) found in the answer, plus qualifier
words mapped to evidence key words (``최고`` → max, ``지금`` → nowcast, ``토요일`` → saturday,
``전달`` → prev) and dates/times stated next to a value. :mod:`.subjects` binds them to claims.
Surfaces are matched as one prefix-tree pattern (:mod:`.surface_patterns`); the cues of a
gloss in brackets (``신발장(shoe cabinet)``) are read by :mod:`.cue_glosses`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Final, NamedTuple

from guardrails.grounding.claims import Claim
from guardrails.grounding.compound_names import joined, spaced_compounds
from guardrails.grounding.cue_glosses import without_glosses
from guardrails.grounding.datetimes import EN_MONTHS
from guardrails.grounding.glossed_names import renamed
from guardrails.grounding.hints import ALL, Hints
from guardrails.grounding.province_prefix import province_optional
from guardrails.grounding.romanized import latin_forms
from guardrails.grounding.spellings import english_spellings
from guardrails.grounding.surface_patterns import alternation, at_words, wordish
from guardrails.grounding.title_names import without_name_goods
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.grounding.weekdays import WEEK

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact, RecordBuilder

# answer word → evidence key word; the group keeps one cue per dimension
_QUALIFIERS: Final[dict[str, tuple[str, str]]] = {
    **dict.fromkeys(("지금", "현재", "now", "currently", "current", "right now"), ("nowcast", "q:kind")),
    **dict.fromkeys(("평년", "normal", "normals", "평년값", "평소"), ("normals", "q:kind")),
    **dict.fromkeys(("최고", "high", "highs", "maximum", "max"), ("max", "q:mm")),
    **dict.fromkeys(("최저", "low", "lows", "minimum", "min"), ("min", "q:mm")),
    **dict.fromkeys(("평균", "average", "averages", "avg"), ("avg", "q:mm")),
    # the normal temperature is the mean, not the mean of the lows or highs
    **dict.fromkeys(("normal temperature", "normal temp", "평년기온", "평년 기온"), ("avg", "q:mm")),
    **dict.fromkeys(("전달", "지난달", "전월", "지난 조사", "직전", "previous", "last month"),
                    ("prev", "q:prev")),
    **dict.fromkeys(("평일", "weekday", "weekdays"), ("weekday", "q:day")),
    **dict.fromkeys(("토요일", "saturday", "saturdays"), ("saturday", "q:day")),
    **dict.fromkeys(("일요일", "sunday", "sundays"), ("sunday", "q:day")),
    **dict.fromkeys(("공휴일", "holiday", "holidays"), ("holiday", "q:day")),
    **dict.fromkeys(("주말", "weekend", "weekends"), ("weekend", "q:day")),
    **dict.fromkeys(("팩스", "fax"), ("fax", "q:contact")),
    **dict.fromkeys(("수수료", "처리비", "요금", "fee", "fees"), ("k:fee", "q:attr")),
    **dict.fromkeys(("가격", "시세", "단가", "매입가", "price", "prices"), ("k:price", "q:attr")),
    **dict.fromkeys(("전화", "전화번호", "phone", "tel"), ("phone", "q:contact")),
    # a key naming a kind of waste (departments.bulk_waste): a subject, not a qualifier
    **dict.fromkeys(("대형폐기물", "대형 폐기물", "bulky waste", "bulk waste", "bulky items"),
                    ("bulk", "waste_kind")),
    **dict.fromkeys(("음식물쓰레기", "음식물 쓰레기", "음식물류", "food waste"), ("food", "waste_kind")),
    **dict.fromkeys(("배출 방법", "배출방법", "신고 방법", "신고방법", "disposal method"),
                    ("k:how", "q:attr")),
    # a material named by a key (reward_can, pet_point): not the English verb "can"
    **dict.fromkeys(("캔", "cans", "알루미늄캔"), ("can", "q:material")),
    **dict.fromkeys(("페트", "페트병", "PET", "pet bottle", "pet bottles"), ("pet", "q:material")),
}  # fmt: skip


class Cue(NamedTuple):  # a tuple: built for every cue of every answer, so cheap to make
    start: int
    end: int
    token: str
    groups: frozenset[str]
    qualifier: bool = False  # a qualifier word (최고, 지금, 토요일) or a stated date/time


_tuple_new = tuple.__new__


@dataclass(frozen=True)
class Cues:
    """Surface forms to look for in an answer: (surface, token, groups), longest first."""

    surfaces: tuple[tuple[str, str, frozenset[str]], ...] = ()
    latin: tuple[tuple[str, str, frozenset[str]], ...] = ()
    all_tokens: frozenset[str] = field(default_factory=frozenset)
    texts: tuple[tuple[str, re.Pattern[str]], ...] = ()  # text facts worth binding
    pattern: re.Pattern[str] | None = None  # every Korean surface, longest first
    info: dict[str, tuple[str, frozenset[str], bool]] = field(default_factory=dict)
    months: bool = False  # some record is about a month (m:1 … m:12)
    hangul: tuple[tuple[str, str, frozenset[str]], ...] = ()  # label words, for their romanisations
    negated: dict[str, tuple[str, frozenset[str]]] = field(default_factory=dict)  # 압축 → 비압축
    # (word, broader name) of a label word the vocabulary reads as another label's name while
    # the tool outputs tell the two apart (신발장 beside 장식장): a gloss of the word by the
    # broader name's spelling ("신발장(shoe cabinet)") still names the word's row
    broader: frozenset[tuple[str, str]] = frozenset()
    # (compound, head) tokens whose qualifier alone is a cue: "'bikini' wardrobe" is one name
    compounds: frozenset[tuple[str, str]] = frozenset()
    stems: frozenset[str] = frozenset()  # the stems of an output's districts (round 59)
    # the Latin pattern with the label words' romanisations, built for the first Latin answer
    romanized: list[tuple[re.Pattern[str] | None, dict[str, tuple[str, frozenset[str], bool]]]] = (
        field(default_factory=list, compare=False, repr=False)
    )

    @cached_property
    def latin_pattern(self) -> re.Pattern[str] | None:
        """Every Latin surface (for lower-case text), compiled for the first answer holding one."""
        return alternation([s for s, _t, _g in self.latin], latin=True)

    @cached_property
    def unlettered(self) -> tuple[tuple[str, str, frozenset[str]], ...]:
        """The Latin surfaces without an ASCII letter: the only ones a lower-case answer without
        one (``Hints.latin`` false) can hold."""
        return tuple(t for t in self.latin if t[0] == t[0].upper())  # (lower-case ASCII)


def build_cue_index(b: RecordBuilder, places: PlaceVocabulary) -> Cues:
    tokens_seen: set[str] = set()
    for f in b.facts:
        tokens_seen |= f.tokens
    found: dict[str, tuple[str, frozenset[str]]] = {}
    for surface, token in b.surfaces.items():
        found[surface] = (token, frozenset(b.token_keys.get(token, ())))
        for form in places.forms.get(token, ()):
            if len(form) >= 2:
                found.setdefault(form, (token, found[surface][1]))
    for token in b.short:  # 퀸 is found as "queen", and as the syllable standing alone
        days = (  # a forecast day row's 금 (key weekday): 금요일 names it too
            (f"{token}요일",) if token in WEEK and "weekday" in b.token_keys.get(token, ()) else ()
        )
        for form in (*places.forms.get(token, ()), *days, token):
            if len(form) >= 2 or form == token:
                found.setdefault(form, (token, frozenset(b.token_keys.get(token, ()))))
    stems = _district_stems(found, b, places)
    compounds = spaced_compounds(found, b, places)
    spelled: dict[str, dict[str, None]] = {}  # form → its labels' tokens, first seen first
    for surface, token in list(b.surfaces.items()):
        for form in english_spellings(surface):
            spelled.setdefault(form, {})[token] = None
    for (
        form,
        tokens,
    ) in spelled.items():  # a Korean form of two labels (넘는: 이상, 초과) names neither
        if len(tokens) == 1 or form.isascii():
            token = next(iter(tokens))
            found.setdefault(form, (token, frozenset(b.token_keys.get(token, ()))))
    for word, (token, group) in _QUALIFIERS.items():
        if token in tokens_seen and group == "q:material":  # the key tells the values apart
            found[word] = (token, frozenset({group}))  # ("캔·페트 무인회수기": every record's)
        elif token in tokens_seen:
            found.setdefault(word, (token, frozenset({group})))
    ko = [(s, t, g) for s, (t, g) in found.items() if not s.isascii()]
    words = tuple((s, t, found[s][1]) for s, t in b.surfaces.items() if not s.isascii())
    negated = {  # "압축 안 한 상태면 90원": the 비압축 row
        s[1:]: found[s] for s in b.surfaces if s.startswith("비") and s[1:] in found
    }
    la = [(s.lower(), t, g) for s, (t, g) in found.items() if s.isascii()]
    ko.sort(key=lambda x: -len(x[0]))
    la.sort(key=lambda x: -len(x[0]))
    info = {s: (t, g, any(x.startswith("q:") for x in g)) for s, t, g in [*ko, *la]}
    return Cues(
        tuple(ko),
        tuple(la),
        frozenset(tokens_seen),
        text_patterns(b.facts),
        alternation([s for s, _t, _g in ko], latin=False),
        info,
        any(t.startswith("m:") for t in tokens_seen),
        words,
        negated,
        frozenset((w, t) for _r, w, t in b.aliased if b.surfaces.get(w) == w),
        frozenset(compounds),
        stems,
    )


def _district_stems(
    found: dict[str, tuple[str, frozenset[str]]], b: RecordBuilder, places: PlaceVocabulary
) -> frozenset[str]:
    """Add to ``found`` the stem of each 시 or 군 an output names whose stem the vocabulary gives
    no place or subject (``동해`` of ``동해시``, kept out of the gazetteer for the sea): where an
    output is about 동해시, ``동해 2025-10-21, 청송 2025-12-19`` names it by its stem (round 59).
    The stems added, found only as a word of their own (:func:`_stem_alone`)."""
    out: set[str] = set()
    for surface, token in b.surfaces.items():
        if (
            surface != token
            or len(token) < 3
            or token[-1] not in "시군"
            or token not in places.names
        ):
            continue
        stem = token[:-1]
        if stem in found or places.aliases.get(stem, token) != token:
            continue
        found[stem] = (token, frozenset(b.token_keys.get(token, ())))
        out.add(stem)
    return frozenset(out)


# what may follow a district's stem said as a word: a space, a mark, a particle
_STEM_END: Final = re.compile(r"[\s,.:;)·/]|$|은|는|이|가|의|에|도|만|과|와|랑|쪽")


def _stem_alone(answer: str, q: Cue) -> bool:
    return _STEM_END.match(answer, q.end) is not None


@lru_cache(maxsize=256)
def _with_romanized(
    latin: tuple[tuple[str, str, frozenset[str]], ...],
    words: tuple[tuple[str, str, frozenset[str]], ...],
) -> tuple[re.Pattern[str] | None, dict[str, tuple[str, frozenset[str], bool]]]:
    """The Latin cue pattern with the RR spellings of the Hangul label words added (``Itaewon
    2-dong`` → 이태원2동); the gazetteer's forms win, then whole-word spellings."""
    found = {s: (t, g) for s, t, g in latin}
    spelled = [(f, whole, t, g) for w, t, g in words for f, whole in latin_forms(w)]
    for form, _whole, token, groups in sorted(spelled, key=lambda x: not x[1]):
        found.setdefault(form, (token, groups))
    la = sorted(found, key=lambda s: -len(s))
    info = {s: (*found[s], any(x.startswith("q:") for x in found[s][1])) for s in la}
    return alternation(la, latin=True), info


@lru_cache(maxsize=256)
def _romanized_forms(
    latin: tuple[tuple[str, str, frozenset[str]], ...],
    words: tuple[tuple[str, str, frozenset[str]], ...],
) -> tuple[str, ...]:
    """The RR spellings :func:`_with_romanized` adds to the Latin cues (none a Latin cue)."""
    known = {s for s, _t, _g in latin}
    return tuple({f: None for w, _t, _g in words for f, _ in latin_forms(w) if f not in known})


def _held(lower: str, surfaces: tuple[tuple[str, str, frozenset[str]], ...]) -> bool:
    """Whether the lower-case answer holds one of the Latin ``surfaces`` anywhere."""
    return any(s in lower for s, _t, _g in surfaces)


def _romanized_in(lower: str, cues: Cues) -> bool:
    """Whether the lower-case answer holds an RR spelling the Latin cues lack: without one the
    pattern with them finds exactly what the Latin pattern finds (an added surface that is
    nowhere in the text matches nowhere), so it is compiled only for an answer that has one."""
    return any(f in lower for f in _romanized_forms(cues.latin, cues.hangul))


def text_patterns(facts: Iterable[Fact]) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Text values worth binding (a key with more than one value: two departments), longest
    first, each with a pattern that allows a space between its characters."""
    by_key: dict[str, set[object]] = {}
    for f in facts:
        if f.kind == "text":
            by_key.setdefault(f.key.rsplit(".", 1)[-1], set()).add(f.value)
    texts = sorted(
        {str(v) for vals in by_key.values() if len(vals) > 1 for v in vals if len(str(v)) > 1},
        key=lambda v: -len(v),
    )  # one syllable ("수" of ["월", "수"]) is found inside words ("수거"): days are weekday claims
    # a value ending in a number is not restated inside a longer number ("둔산로 20" in "둔산로 20-5")
    # nor inside a side road's name ("구로동로 28" in "구로동로 28길 78-2", "둔산로 20번길")
    return tuple(
        (
            v,
            re.compile(  # "충청남도 천안시 청소행정과" restated as "천안시 청소행정과"
                province_optional(v, r"\s?".join(map(re.escape, v)))
                + (_NUMBER_GOES_ON if v[-1].isdigit() else "")
            ),
        )
        for v in texts
    )


_NUMBER_GOES_ON: Final = r"(?![\d.,]?\d|-\d|번|[가-힣]?길)"


def _singular(
    info: dict[str, tuple[str, frozenset[str], bool]], word: str
) -> tuple[str, frozenset[str], bool]:
    """What a Latin surface says, read through an English plural ending (``mattresses``)."""
    hit = info.get(word)
    if hit is None:
        hit = info.get(word[:-1]) or info[word[:-2]]
    return hit


# a label word negated right after it ("압축 안 한", "압축하지 않은"): its 비- row
_NOT = re.compile(r"(?:을|를)?\s?(?:안\s?(?:한|된|하면|되면|하고|된\s)|하지\s?않|되지\s?않)")
_ALONE = re.compile(r"(?:[은는이가도의와과만]|사이즈|size)?(?![가-힣])", re.I)
_MONTH_KO = re.compile(r"(?<![\d.])(1[0-2]|[1-9])\s?월(?!\s?\d{1,2}\s?일)")
_MONTH_EN = re.compile(
    rf"\b({'|'.join(EN_MONTHS)})(?:uary|ruary|ch|il|e|y|ust|tember|ober"
    r"|ember)?\b(?!\s?\d)"
)
_MONTH_EN_NO: Final = {m: i for i, m in enumerate(EN_MONTHS, 1)}
_MONTH: Final = frozenset({"q:month"})
_LATIN = re.compile("[A-Za-z]")
_LATIN_NAME = re.compile("[A-Za-z][A-Za-z]{3}")  # a class first: the engine skips to letters in C


def _month_cues(answer: str, claims: Sequence[Claim], latin: bool = True) -> list[Cue]:
    """A month named on its own ("1월 평년", "January averages"): the record of that month's
    normals (a month inside a date claim is that date's cue)."""
    found = [(m, int(m.group(1))) for m in _MONTH_KO.finditer(answer)]
    if latin and _LATIN.search(answer):
        found += [
            (m, _MONTH_EN_NO[m.group(1)])
            for m in _MONTH_EN.finditer(answer.lower())
            if m.group(1) != "may" or answer[m.start()] == "M"  # not the verb
        ]
    return [
        Cue(m.start(), m.end(), f"m:{n}", _MONTH, False)
        for m, n in found
        if not any(c.start < m.end() and m.start() < c.end for c in claims)
    ]


def find_cues(answer: str, cues: Cues, claims: Sequence[Claim], hints: Hints = ALL) -> list[Cue]:
    """Every cue in ``answer`` (longest surface wins where two overlap), plus date/time claims
    (``hints``: of the lower-case answer)."""
    out: list[Cue] = []
    info = cues.info
    if cues.pattern is not None:
        negated = cues.negated
        pos = 0
        while pos >= 0:  # at_words inlined (the hottest loop of the cue pass)
            for m in cues.pattern.finditer(answer, pos):
                start, end = m.span()
                if start and wordish(answer[start - 1], ""):
                    pos = start + 1  # a shorter surface may start inside this one
                    break
                if end - start == 1 and not _ALONE.match(answer, end):
                    continue  # one syllable inside a word (킹 of 킹덤) names nothing
                surface = m.group(0)
                token, groups, qual = info[surface]
                if negated and surface in negated and _NOT.match(answer, end):
                    token, groups = negated[surface]
                out.append(_tuple_new(Cue, (start, end, token, groups, qual)))  # Cue(...), faster
            else:
                pos = -1
    if cues.stems and any(stem in answer for stem in cues.stems):  # "동해 2025-10-21"
        out = [
            q for q in out if answer[q.start : q.end] not in cues.stems or _stem_alone(answer, q)
        ]
    n_korean = len(out)
    latin_pattern = None
    if (
        cues.hangul
        and hints.latin
        and _LATIN_NAME.search(answer)  # not "310m", "kg", "PET"
        and _romanized_in(answer.lower(), cues)
    ):
        if not cues.romanized:
            cues.romanized.append(_with_romanized(cues.latin, cues.hangul))
        latin_pattern, info = cues.romanized[0]
    elif (
        cues.latin
        and (held := cues.latin if hints.latin else cues.unlettered)
        and _held(answer.lower(), held)
    ):  # a surface nowhere matches nowhere
        latin_pattern = cues.latin_pattern
    if latin_pattern is not None:
        taken: set[tuple[int, int]] | None = None  # built on the first Latin cue
        inside: dict[int, int] = {}  # a Korean cue's start → its end
        for m in at_words(latin_pattern, answer.lower(), "-"):
            if taken is None:
                taken = {(q.start, q.end) for q in out}
                for q in out:
                    inside[q.start] = max(inside.get(q.start, 0), q.end)
            if inside.get(m.start(), -1) > m.end():
                continue  # "PE" of a Korean cue "PE(압축)" found first: the longer surface wins
            if (m.start(), m.end()) not in taken and not _WITHOUT.search(
                answer, max(0, m.start() - 16), m.start()
            ):  # "a bed frame (without mattress)": the thing left out names no record
                token, groups, qual = _singular(info, m.group(0))
                out.append(Cue(m.start(), m.end(), token, groups, qual))
    if cues.months:
        out += _month_cues(answer, claims, hints.latin)
    for c in claims:
        if c.kind in _STATED and isinstance(c.value, tuple) and c.value[0]:
            v = c.value
            token = f"t:{v[0]}:{v[1]}" if c.kind == "time" else "d:" + "-".join(map(str, v))
            out.append(Cue(c.start, c.end, token, _STATED[c.kind], True))
    if len(out) > n_korean:
        out.sort(key=lambda q: q.start)  # the Korean cues alone come in reading order
        out = without_name_goods(answer, out)  # "Gangdong-gu Appliance & … Recycling Center"
        if cues.compounds:
            out = joined(answer, out, cues.compounds)
        if "(" in answer:
            out = without_glosses(answer, renamed(answer, out), cues.broader)
    return out


_WITHOUT = re.compile(r"\b(?:without|excluding|not including|minus|w/o)\s(?:an?\s|the\s)?$", re.I)
_STATED: Final = {"date": frozenset({"q:date"}), "time": frozenset({"q:time"})}
