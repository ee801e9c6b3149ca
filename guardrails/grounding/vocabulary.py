"""``PlaceVocabulary``: the place names the check knows, passed in by the caller.

The grounding package imports nothing of the project: the caller builds the vocabulary from its
gazetteer (``PlaceVocabulary.from_names(specialists.korean.vocabulary.place_names())``) and hands
it to :meth:`Evidence.from_texts`. Without one, only names found in the evidence are known.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

_METRO_SUFFIXES = ("특별시", "광역시", "특별자치시")
_ENGLISH_STEM = re.compile(r"^([a-z]{4,})[- ](?:si|gu|gun|city|county|district)$")
_STOP_STEMS = frozenset({"jung", "dong", "seo", "nam", "buk"})
# the copula after the user's word for their own place, one alternation of the readings' "what
# follows the place the user wrote" (``안성인데``, ``부여예요``, ``수원입니다``, ``군포임``): the user
# says where they are. Not a word that merely starts alike (``안성인근`` is 인근's, ``안성인삼``: no)
USER_PLACE_COPULA = r"인데|인가|인지|입니다|이에요|예요|임(?![가-힣])"


@dataclass(frozen=True)
class PlaceVocabulary:
    """Administrative names (place claims) and their surface forms (subject cues).

    ``names``: official 시도/시군구/일반구 names (``강남구``, ``수원시``, ``서울특별시``);
    ``metro``: short forms of 특별시/광역시 (``서울``), which may precede a 구 (``서울 중구``);
    ``bases``: stems that prefix facility names (``마포`` of ``마포자원순환센터``);
    ``aliases``: surface form → canonical name, Latin forms lower-cased (``gangnam-gu`` → ``강남구``);
    ``goods``: ``(good, its forms)`` a prose condition may name (``("식용유", ("폐유", "cooking oil"))``);
    ``domains``: ``(owner, its home domains)`` of the organisations tool outputs cite as a source
    (``("공공데이터포털", ("data.go.kr",))``): a source named by its owner's home domain is cited;
    ``localities``: 동/읍/면 names known to the gazetteer (``신니면``), read as places where the
    word could also be a verb's conditional (``아니면``);
    ``items``: the canonical names of the things a fee row is a row of (``냉장고``, ``텔레비전``,
    ``침대틀``), apart from the spec, material and facility words ``aliases`` also maps
    (``싱글``, ``1인용``, ``주민센터``);
    ``parents``: the unambiguous chain above a name; ``within``: every place a name lies right in,
    a 구 several cities have as well (``남구`` → 부산광역시, …, 포항시; round 52).
    """

    names: frozenset[str] = frozenset()
    metro: frozenset[str] = frozenset()
    bases: frozenset[str] = frozenset()
    aliases: dict[str, str] = field(default_factory=dict)
    forms: dict[str, tuple[str, ...]] = field(default_factory=dict)  # canonical → surface forms
    parents: dict[str, tuple[str, ...]] = field(default_factory=dict)  # 강남구 → (서울특별시,)
    # every place a name lies right in, a name several cities share too (남구 → 부산광역시, …, 포항시)
    within: dict[str, tuple[str, ...]] = field(default_factory=dict)
    goods: tuple[tuple[str, tuple[str, ...]], ...] = ()
    domains: tuple[tuple[str, tuple[str, ...]], ...] = ()
    localities: frozenset[str] = frozenset()
    items: frozenset[str] = frozenset()

    def __hash__(self) -> int:
        return hash((self.names, self.metro))

    @classmethod
    def from_names(cls, entries: Iterable[tuple[str, Iterable[str], str]]) -> PlaceVocabulary:
        """Build from ``(canonical name, surface forms, parent name or "")`` entries."""
        parents: dict[str, set[str]] = {}
        names: set[str] = set()
        metro: set[str] = set()
        bases: set[str] = set()
        aliases: dict[str, str] = {}
        for canonical, forms, parent in entries:
            names.add(canonical)
            if parent:
                parents.setdefault(canonical, set()).add(parent)
            if canonical[-1:] in "구시군" and len(canonical) >= 3:
                bases.add(canonical[:-1])
            for form in forms:
                key = form.lower() if form.isascii() else form
                aliases.setdefault(key, canonical)
                stem = _ENGLISH_STEM.match(key)
                if stem and stem.group(1) not in _STOP_STEMS:
                    aliases.setdefault(stem.group(1), canonical)  # "Suwon" of "Suwon-si"
                if canonical.endswith(_METRO_SUFFIXES) and not form.isascii():
                    if len(form) == 2:
                        metro.add(form)
                    elif form.endswith("시") and len(form) == 3:
                        names.add(form)  # 서울시
                if not form.isascii() and len(form) >= 2 and form[-1] not in "구시군도권":
                    bases.add(form)
        by_name: dict[str, list[str]] = {}
        for surface, name in aliases.items():
            by_name.setdefault(name, []).append(surface)
        return cls(
            frozenset(names),
            frozenset(metro),
            frozenset(bases),
            aliases,
            {k: tuple(v) for k, v in by_name.items()},
            {k: _with_grandparents(k, parents) for k in parents if len(parents[k]) == 1},
            within={k: tuple(sorted(v)) for k, v in parents.items()},
        )

    def with_subjects(self, entries: Iterable[tuple[str, Iterable[str], str]]) -> PlaceVocabulary:
        """A copy that also maps item/material spellings to their canonical name (subject cues
        only: they never become place claims).

        A spelling two entries declare is the first one's alias, and a form of each: ``clear``
        (무색's, then 백색's) reads 무색 where nothing else tells, and a glass list whose rows are
        백색 / 갈색 / 청녹색 finds its 백색 row by ``clear`` (the cue index takes the forms of the
        label words an output holds)."""
        aliases = dict(self.aliases)
        shared: list[tuple[str, str]] = []  # (name, a spelling an earlier entry took)
        for canonical, forms, _parent in entries:
            for form in (canonical, *forms):
                key = form.lower() if form.isascii() else form
                if len(key) >= 2 and aliases.setdefault(key, canonical) != canonical:
                    shared.append((canonical, key))
        by_name: dict[str, list[str]] = {}
        for surface, name in aliases.items():
            by_name.setdefault(name, []).append(surface)
        for name, surface in shared:
            if surface not in by_name.setdefault(name, []):
                by_name[name].append(surface)
        forms_of = {k: tuple(v) for k, v in by_name.items()}
        return replace(self, aliases=aliases, forms=forms_of)

    def with_goods(self, entries: Iterable[tuple[str, tuple[str, ...]]]) -> PlaceVocabulary:
        """A copy that also knows the goods a prose condition may name (their forms)."""
        return replace(self, goods=tuple(entries))

    def with_domains(self, entries: Iterable[tuple[str, Iterable[str]]]) -> PlaceVocabulary:
        """A copy that also knows the home domains of the organisations tool outputs cite."""
        return replace(self, domains=tuple((owner, tuple(d)) for owner, d in entries))

    def with_items(self, names: Iterable[str]) -> PlaceVocabulary:
        """A copy that also knows which subjects are items a fee row is a row of."""
        return replace(self, items=frozenset(names))

    def with_localities(self, names: Iterable[str]) -> PlaceVocabulary:
        """A copy that also knows the gazetteer's 동/읍/면 names."""
        return replace(self, localities=frozenset(names))

    def canonical(self, token: str) -> str:
        """The canonical name of ``token`` if it is a known surface form, else ``token``."""
        return self.aliases.get(token.lower() if token.isascii() else token, token)

    def spellings(self, token: str) -> tuple[str, ...]:
        """Every surface form of ``token``'s canonical name, that name first (``골판지`` →
        ``골판지``, ``박스``, ``상자``, ``cardboard`` …); ``(token,)`` for an unknown word."""
        canon = self.canonical(token)
        return (canon, *self.forms.get(canon, ()))


def _with_grandparents(name: str, parents: dict[str, set[str]]) -> tuple[str, ...]:
    """The unambiguous chain above ``name`` (분당구 → 성남시 → 경기도)."""
    chain: list[str] = []
    while len(parents.get(name, ())) == 1 and len(chain) < 3:
        (name,) = parents[name]
        chain.append(name)
    return tuple(chain)
