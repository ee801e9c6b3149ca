"""``Evidence``: tool outputs walked once into records and facts (:mod:`.records`), with the
subject words an answer may use to name a record (:mod:`.subjects`).

Only tool outputs are evidence. The user's own words may be passed as ``user``: they support
quantities the user stated (``20kg``, ``두 대``, a date, a place) but never contact points, fees or
prices (see ``USER_KINDS``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from guardrails.grounding.claims import ClaimKind
from guardrails.grounding.cues import Cues, build_cue_index, text_patterns
from guardrails.grounding.nodes import NOT_JSON, Sources, parsed
from guardrails.grounding.record_tokens import close_tokens
from guardrails.grounding.records import Fact, RecordBuilder
from guardrails.grounding.slots import Split
from guardrails.grounding.spacing import unspaced, with_lost_spaces
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.grounding.worded_measures import worded_measures

# claim kinds the user's own words may support (quantities they stated), never contacts or fees
USER_KINDS: Final[frozenset[ClaimKind]] = frozenset(
    {"number", "count", "date", "time", "place", "distance", "weekday"}
)
_NO_PLACES = PlaceVocabulary()
_WEEK_PARTS: Final = (frozenset("토일"), frozenset("월화수목금"))


# bare numbers listed before one unit ("폭이 각각 130, 100, 80cm", "3 or 5 kg"): each in that unit
_SHARED_UNIT: Final = re.compile(
    r"(?<![\d.,])\d{1,4}(?:\.\d+)?(?:(?:,\s|\s?[·/]\s?|\s(?:and|or|또는)\s|\s?(?:와|과|이랑|랑)\s)"
    r"\d{1,4}(?:\.\d+)?)+\s?(cm|㎝|mm|㎜|m|kg|㎏|평|㎡)(?![A-Za-z])"
)
_BARE: Final = re.compile(r"\d{1,4}(?:\.\d+)?(?![\d.]|\s?(?:cm|㎝|mm|㎜|m|kg|㎏|평|㎡))")


# a measure written as a compound adjective ("a 3-metre rug", "a 20-kg bag"): the number and its
# unit, as "3 metre" is
_HYPHENED: Final = re.compile(
    r"(?<=\d)-(?=(?:cm|mm|m|km|kg|metres?|meters?|litres?|liters?|kilos?|tonnes?|tons?)\b)", re.I
)


def shared_units(text: str) -> str:
    """``text`` with each bare number of a list written with the unit the list ends in, and a
    hyphened measure (``3-metre``) written as the number and its unit, and a measure in a number
    word (``three metres``, :mod:`.worded_measures`) in figures."""
    text = worded_measures(text)
    if not any(ch.isdigit() for ch in text):
        return text
    if "-" in text:
        text = _HYPHENED.sub(" ", text)
    return _SHARED_UNIT.sub(
        lambda m: _BARE.sub(lambda n: n.group(0) + m.group(1), m.group(0)), text
    )


# keys naming the place a whole tool output is about (two outputs for two districts: "두 곳")
_PLACE_KEYS: Final = ("district", "place", "region_name", "city", "station")


def _subject_place(obj: object) -> str | None:
    if isinstance(obj, dict):
        for key in _PLACE_KEYS:
            if isinstance(value := obj.get(key), str):
                return value
    return None


def _walk_source(b: RecordBuilder, text: object, root: object, rec_key: str = "") -> str | None:
    """Walk one tool output (``root``: it parsed, see :func:`.nodes.parsed`); returns the place
    it is about (a top-level district/place)."""
    obj: object = None
    if not isinstance(text, str):  # already-parsed tool output: walk it as JSON
        obj, text = text, json.dumps(text, ensure_ascii=False, default=str)
    elif text.lstrip()[:1] in ("{", "[", '"'):
        obj = None if root is NOT_JSON else root
    if obj is None or isinstance(obj, str):
        rec = b.new_record(-1)
        b.string(obj if isinstance(obj, str) else text, rec_key, rec)
        return None
    mark = (len(b.facts), len(b.parents))
    try:
        b.walk(obj, rec_key, -1)
    except RecursionError:  # absurdly deep nesting: fall back to the raw text
        del b.facts[mark[0] :]
        rec = b.new_record(-1)
        b.string(text, rec_key, rec)
    return _subject_place(obj)


@dataclass(frozen=True, eq=False)
class Evidence:
    """Facts of the tool outputs by kind, each linked to its record's subject tokens.

    Build once per stage with :meth:`from_texts` and reuse it for every check of that stage.
    The pools (``money``, ``temperatures``, …) hold the values per kind, for explanations.
    """

    facts: Mapping[str, tuple[Fact, ...]] = field(default_factory=dict)
    places: PlaceVocabulary = _NO_PLACES
    text: str = ""
    text_compact: str = ""
    sources: tuple[str, ...] = ()
    user: str = ""
    roots: tuple[int, ...] = ()  # record → the record of the tool output it came from
    splits: dict[str, Split] = field(default_factory=dict)  # per kind, filled on first use
    index: dict[str, dict[object, list[Fact]]] = field(default_factory=dict)  # kind → value → facts
    builder: RecordBuilder | None = field(default=None, repr=False)  # for the cue index

    @classmethod
    def from_texts(
        cls,
        texts: Iterable[str],
        *,
        places: PlaceVocabulary | None = None,
        user: str = "",
    ) -> Evidence:
        """Each text may be JSON (walked into records) or plain text; an already-parsed object is
        walked as JSON. ``user``: the user's message (supports only ``USER_KINDS``)."""
        if isinstance(texts, str):
            texts = [texts]
        texts = [with_lost_spaces(t) if isinstance(t, str) else t for t in texts]  # "서구?승학로"
        vocab = places or _NO_PLACES
        b = RecordBuilder(vocab)
        sources = Sources(texts)
        roots = parsed(sources)  # once per stage: every check reads these trees
        walked = zip(sources, roots, strict=True)
        subjects = {_walk_source(b, text, root) for text, root in walked} - {None}
        if len(subjects) > 1:  # "두 곳 비교예요": the places the tool outputs are about
            b.facts.append(Fact("count", len(subjects), -1, "sources"))
        n_texts = len(b.texts)
        if user:
            rec = b.new_record(-1)
            start = len(b.facts)
            b.labels = False  # the user's words name no record
            b.string(shared_units(user), "user", rec)
            user_facts = [
                f for f in b.facts[start:] if f.kind in USER_KINDS and f.value not in _WEEK_PARTS
            ]  # "주말에 열어?": the part of the week asked about is no schedule
            del b.facts[start:]
            for f in user_facts:
                f.record = -1  # no subject: the user's words are about the user's question
                b.facts.append(f)
        del b.texts[n_texts:]  # the user's words are not tool text (URLs, places by text)
        close_tokens(b)
        by_kind: dict[str, list[Fact]] = {}
        for f in b.facts:
            by_kind.setdefault(f.kind, []).append(f)
        joined = "\n".join(b.texts)
        return cls(
            facts={k: tuple(v) for k, v in by_kind.items()},
            builder=b,
            places=vocab,
            text=joined,
            text_compact=unspaced(joined),
            sources=sources,
            user=user,
            roots=tuple(b.roots),
        )

    @cached_property
    def cues(self) -> Cues:
        """The answer words that may name a record; built on first use (an answer without
        claims never needs it)."""
        return build_cue_index(self.builder, self.places) if self.builder else Cues()

    @cached_property
    def text_patterns(self) -> tuple[tuple[str, re.Pattern[str]], ...]:
        """Evidence text values an answer may restate (see :func:`.cues.text_patterns`)."""
        return text_patterns(self.of("text"))

    @cached_property
    def free_rows(self) -> int:
        """How many records state a free/paid value (a fee table states it row by row)."""
        return len({f.record for f in self.of("free")})

    def extended(self, texts: Iterable[str]) -> Evidence:
        """A new Evidence with more tool outputs appended (e.g. after another tool call)."""
        return Evidence.from_texts([*self.sources, *texts], places=self.places, user=self.user)

    def of(self, kind: str) -> tuple[Fact, ...]:
        return self.facts.get(kind, ())

    def with_value(self, kind: str, value: object) -> list[Fact]:
        """The facts of ``kind`` whose value equals ``value`` (an index built on first use)."""
        table = self.index.get(kind)
        if table is None:
            table = self.index[kind] = {}
            for f in self.of(kind):
                try:
                    table.setdefault(f.value, []).append(f)
                except TypeError:  # unhashable values are never compared by equality
                    continue
        return table.get(value, [])

    def split(self, kind: str) -> Split:
        """Which subject tokens tell this kind's facts apart (cached per evidence)."""
        found = self.splits.get(kind)
        if found is None:
            found = self.splits[kind] = Split(self.of(kind))
        return found

    def _floats(self, kind: str) -> tuple[float, ...]:
        return tuple(sorted({float(f.value) for f in self.of(kind)}))  # type: ignore[arg-type]

    # --- value pools (explanations, tests) --------------------------------------------------
    @cached_property
    def money(self) -> frozenset[float]:
        return frozenset(self._floats("money"))

    @property
    def money_shown(self) -> frozenset[float]:
        return self.money

    @cached_property
    def numbers(self) -> frozenset[float]:
        vals = {float(v[0]) for f in self.of("number") if isinstance(v := f.value, tuple)}
        return frozenset(vals | set(self.money))

    @property
    def temperatures(self) -> tuple[float, ...]:
        return self._floats("temperature")

    @property
    def percents(self) -> tuple[float, ...]:
        return self._floats("percent")

    @property
    def precipitation(self) -> tuple[float, ...]:
        return self._floats("precipitation")

    @property
    def distances(self) -> tuple[float, ...]:
        return self._floats("distance")

    @property
    def phones(self) -> frozenset[str]:
        return frozenset(str(f.value) for f in self.of("phone"))

    @property
    def dates(self) -> frozenset[tuple[int, ...]]:
        return frozenset(f.value for f in self.of("date") if isinstance(f.value, tuple))

    @property
    def times(self) -> frozenset[tuple[int, int]]:
        return frozenset(
            (int(f.value[0]), int(f.value[1]))
            for f in self.of("time")
            if isinstance(f.value, tuple)
        )

    @property
    def urls(self) -> tuple[str, ...]:
        return tuple(sorted({str(f.value) for f in self.of("url")}))

    @property
    def quantities(self) -> frozenset[tuple[float, str]]:
        return frozenset(
            (float(v[0]), v[1])
            for f in self.of("number")
            if isinstance(v := f.value, tuple) and isinstance(v[1], str)
        )
