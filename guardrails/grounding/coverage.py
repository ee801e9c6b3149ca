"""Which districts a dataset covers: coverage counts and the districts that have data.

A bin search says how many 시군구 its dataset covers (``"districts_with_data": 91``, the whole
country: its ``note`` says ``자료가 있는 시군구는 전국 91곳``), of which kind of bin (``kind_name``,
``source``), for which place it searched (``address_keyword``, ``place_name``), and, when that
place has no data, which districts of its 시도 have some (``경상북도에서는 안동시, 영주시에 자료가
있습니다``). Each is the scope of its own dataset:

* *a coverage count given to another dataset*: a count of districts with data (``91곳``, ``47개
  시군구``, ``91 districts``) bound to the dataset its sentence names nearest (its kind — ``폐의약품``,
  ``small-appliance`` — or the place it searched; the count's own clause first) must be that
  dataset's count, when it is another searched dataset's;
* *a nationwide count given to a 시도*: the count in a clause scoped to a 시도 (``경상북도
  안에서는``, ``in Gyeongbuk``, ``Within Gyeongsangnam-do``) or whose subject or topic is one
  (``Gyeonggi-do has data for 91 cities``, ``경기도는 91개 시군구에 자료가``) with no nationwide
  word, where the count is the dataset's nationwide one and not the number of districts the note
  lists for that 시도 (``Gyeonggi-do has data for 5 of them`` passes);
* *districts with data of another dataset*: a place said to have data (``안동시, 영주시에 자료가
  있습니다``) in a sentence bound to a dataset whose output does not name it, where another
  dataset's output lists it;
* *the searched place said to have data*: the place a search looked in, where its output says it
  has none (``"district_has_data": false``; its note lists the districts of its 시도 that do),
  said to have data in a clause that does not negate it (``남구에 자료가 있는 것으로 나오지만``), or
  listed after ``data exists for`` (``location data exists only for Gapyeong, Suwon and
  Yongin`` where the note says 수원시 has none; ``… for Gapyeong but not Suwon`` passes), or, round 50,
  after a coverage verb (``covers 30 municipalities; in Gyeonggi-do these are Uiwang-si and …``,
  ``자료가 있는 곳은 의왕시, 성남시예요``).

Unsure readings never flag: one dataset only (nothing to confuse it with), a sentence that names
no dataset, a count no dataset states.

Read apart: a nationwide count given to one place (:mod:`.national_coverage`) and a covered
district no output names (:mod:`.covered_districts`); the words all three read
(:mod:`.coverage_words`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.coverage_counts import coverage_count_claims
from guardrails.grounding.coverage_words import CLAUSE_END, NATIONWIDE, NEGATED, PLACE_WORD
from guardrails.grounding.covered_districts import unnamed_district_claims
from guardrails.grounding.district_data import data_district_claims
from guardrails.grounding.national_coverage import national_count_claims, national_counts
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary


@dataclass(frozen=True, slots=True)
class Dataset:
    """One bin search: its coverage count, the words that name it, what its note lists."""

    count: int
    kind: str  # its kind_name ("폐의약품")
    names: tuple[str, ...]  # its kind and its source, lower case ("폐의약품", "medicine")
    place: str  # the place it searched, as the output writes it
    found: int  # how many places it lists
    text: str  # every string of the output (what it names)
    listed: dict[str, tuple[str, ...]]  # 시도 → districts the note says have data
    empty: bool = False  # the output says the place it searched has no data
    none: str = ""  # the place its note says has no data


_LISTED = re.compile(r"([가-힣]+?)에서는\s([가-힣, ]+?)에 자료가 있습니다")
_NONE_FOR = re.compile(r"^([가-힣]+(?:\s[가-힣]+)?)의\s[^.]*?자료는\s없습니다")
_SOURCE_TAIL = re.compile(r"-(?:bins?|sites?|centers?|points?)$")


def _names(root: dict[str, Any]) -> tuple[str, ...]:
    names: set[str] = set()
    kind = root.get("kind_name")
    if isinstance(kind, str) and kind.strip():
        names.add(kind.strip())
    source = root.get("source")
    if isinstance(source, str) and "," not in source:
        stem = _SOURCE_TAIL.sub("", source.strip().lower())
        if len(stem) >= 4:
            names.update({stem, stem.replace("-", " ")})
    return tuple(sorted(names, key=len, reverse=True))


@per_stage
def datasets(sources: tuple[str, ...]) -> tuple[Dataset, ...]:
    """Every bin search of the stage that states its coverage count."""
    out: list[Dataset] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        count = root.get("districts_with_data")
        if not isinstance(count, int) or isinstance(count, bool):
            continue
        place = next(
            (v for k in ("address_keyword", "place_name", "district")
             if isinstance(v := root.get(k), str) and v.strip()),
            "",
        )  # fmt: skip
        note = root.get("note")
        said = _NONE_FOR.search(note) if isinstance(note, str) else None
        listed = {
            m.group(1): tuple(p.strip() for p in m.group(2).split(",") if p.strip())
            for m in _LISTED.finditer(note if isinstance(note, str) else "")
        }
        kind = root.get("kind_name")
        kind = kind.strip() if isinstance(kind, str) else ""
        points = root.get("points")
        found = len(points) if isinstance(points, list) else 0
        text = " ".join(strings_under(root))
        empty = root.get("district_has_data") is False
        none = said.group(1) if said else ""  # the note's place with none ("대전광역시 동구의 …")
        out.append(Dataset(count, kind, _names(root), place, found, text, listed, empty, none))
    return tuple(out)


_COUNT = re.compile(
    r"(?<![\d.,])(\d{1,3})\s?(?:개\s?)?(?:시군구|시·군·구|곳|지역|지자체|기초자치단체|자치단체)"
    r"|(?<![\d.,])(\d{1,3})\s+(?:districts?|cities(?: and counties)?|local governments"
    r"|municipalities|regions|areas)\b",  # round 53 (r53c): "areas", as 지역 in Korean
    re.I,
)
_DISTRICTS = re.compile(r"시군구|시·군·구|지자체|자치단체|자료가?\s?있|데이터가?\s?있")
_DATA_WORD = re.compile(r"자료|데이터|data|cover", re.I)
_GATE: Final = (
    "자료",
    "데이터",
    "data",
    "Data",
    "DATA",
    "cover",
    "Cover",
)  # every reading needs one
# a 시도 the clause is in (``경상북도 안에서는``) or that is the clause's topic (``경기도는``)
_LOCATIVE = re.compile(
    r"\s?(?:안|내)?(?:에서는|에서|에는|에선)|\s?(?:내|안)(?![가-힣])|(?:은|는)(?![가-힣])"
)
_EN_IN = re.compile(
    r"\b(?:[Ii]n|[Ww]ithin|[Ii]nside)\s+(?:the\s+)?([A-Z][a-z]+(?:[- ][A-Za-z][a-z]+){0,2})"
)
# a 시도 that is the subject of the clause's verb of holding: "Gyeonggi-do has data for 91 …",
# "Gyeongbuk covers 91 districts"
_EN_SUBJECT = re.compile(
    r"\b([A-Z][a-z]+(?:[- ][A-Za-z][a-z]+){0,2})\s+(?:only\s+)?(?:has|have|had|covers?|lists?)\b"
)
_HAS_DATA = re.compile(
    r"자료가?\s?있|데이터가?\s?있|(?:has|have) (?:bin )?data|with data|are covered|is covered", re.I
)
_HANGUL_WORD = re.compile(r"[가-힣]{2,}")
# the places with data written after their verb: "location data exists only for A, B and C",
# "data is available in A and B"; the list runs to the sentence's end, a bracket or a turn
# (round 50: the covered districts named after a coverage verb, "covers 30 municipalities; in
# Gyeonggi-do these are A and B", "자료가 있는 곳은 A, B예요")
_DATA_FOR = re.compile(
    r"\bdata\s(?:is\s|are\s)?(?:exists?|available|is\sheld|are\sheld)\s(?:only\s)?(?:for|in)\b"
    r"|\bcover(?:s|ed|ing)?\b[^.\n]{0,80}?\b(?:these|they)\s(?:are|include)\b"
    r"|자료가?\s?있는\s?(?:곳|시군구|지역|지자체|도시)(?:은|는)\s",
    re.I,
)
_LIST_END = re.compile(r"[.;(\n]|\b(?:but|while|none|except|not|no)\b", re.I)


class _Reader:
    def __init__(self, answer: str, sets: tuple[Dataset, ...], places: PlaceVocabulary) -> None:
        self.answer = answer
        self.lower = answer.lower()
        self.sets = sets
        self.places = places
        self.words = [self._words(ds) for ds in sets]  # what names each dataset, lower case

    def _words(self, ds: Dataset) -> tuple[str, ...]:
        """Its kind and source, the forms of the goods its kind is for (폐의약품 → medicine) and
        the place it searched."""
        bare = ds.kind.replace("폐", "").replace(" ", "")
        words = [*ds.names]
        if bare:
            words += [
                f
                for good, forms in self.places.goods
                if "/" not in good and good.replace(" ", "") in bare
                for f in forms
                if len(f) >= 2
            ]
        if ds.place:
            name = self.places.canonical(ds.place)
            words += [ds.place, *(f for f in self.places.forms.get(name, ()) if len(f) >= 3)]
        return tuple(dict.fromkeys(w.lower() for w in words))

    def mentions(self, start: int, end: int) -> list[tuple[int, set[int]]]:
        """Where each dataset is named in ``answer[start:end]``, in text order."""
        found: dict[int, set[int]] = {}
        for i, words in enumerate(self.words):
            for word in words:
                at = self.lower.find(word, start, end)
                while at != -1:
                    found.setdefault(at, set()).add(i)
                    at = self.lower.find(word, at + 1, end)
        return sorted(found.items())

    def bound(self, at: int, end_at: int, sent: tuple[int, int]) -> set[int]:
        """The datasets a value at ``at`` is said of: named in its clause, else nearest before."""
        clause_start = max(
            (m.end() for m in CLAUSE_END.finditer(self.answer, sent[0], at)), default=sent[0]
        )
        close = CLAUSE_END.search(self.answer, end_at, sent[1])
        clause_end = close.start() if close else sent[1]
        own = self.mentions(clause_start, clause_end)
        if own:
            return own[-1][1] if own[-1][0] < at else own[0][1]
        before = self.mentions(sent[0], at)
        return before[-1][1] if before else set()


def _sido_scope(reader: _Reader, sent: tuple[int, int], at: int) -> str | None:
    """The 시도 the clause of a count at ``at`` is scoped to (``경상북도 안에서는``, ``in
    Gyeongbuk``, ``경기도는``, ``Gyeonggi-do has …``), if it names no nationwide scope."""
    answer = reader.answer
    start = max((m.end() for m in CLAUSE_END.finditer(answer, sent[0], at)), default=sent[0])
    clause = answer[start:at]
    if NATIONWIDE.search(answer, start, min(sent[1], at + 40)):
        return None
    for m in _HANGUL_WORD.finditer(clause):
        name = place_of(m.group(0), reader.places)
        if (
            name
            and not reader.places.parents.get(name)
            and _LOCATIVE.match(clause, m.start() + len(_stem(m.group(0), name, reader.places)))
        ):
            return name
    ins = [*_EN_IN.finditer(answer, sent[0], at), *_EN_SUBJECT.finditer(answer, start, at)]
    for m in ins:  # "In Gyeongbuk, 91 districts …", "Gyeonggi-do has data for 91 …"
        name = place_of(m.group(1), reader.places)
        if name and not reader.places.parents.get(name):
            return name
    return None


def _stem(word: str, name: str, places: PlaceVocabulary) -> str:
    """The part of ``word`` that names the place ``name`` (``경상북도`` of ``경상북도에서는``)."""
    for end in range(len(word), 1, -1):
        if places.canonical(word[:end]) == name or word[:end] == name:
            return word[:end]
    return word


def coverage_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, user: str = ""
) -> list[Claim]:
    """Coverage counts and districts with data given to another dataset or scope."""
    counts, others = national_counts(sources)
    out: list[Claim] = []
    if counts and any(ch.isdigit() for ch in answer):
        out += national_count_claims(answer, places, counts, others)
        out += coverage_count_claims(answer, sources, user)  # "only covers 124 districts"
    sets = datasets(sources)
    if not sets or not contains_any(answer, _GATE):
        return out
    reader = _Reader(answer, sets, places)
    dataset_counts = {ds.count for ds in sets}
    for sent in sentence_bounds(answer):
        if not _DATA_WORD.search(answer, *sent):
            continue
        for m in _COUNT.finditer(answer, *sent):
            n = int(m.group(1) or m.group(2))
            if n not in dataset_counts or (
                m.group(0).endswith("곳") and not _DISTRICTS.search(answer, *sent)
            ):
                continue
            why = _count_why(reader, n, sent, m)
            if why:
                out.append(Claim(m.group(0), "condition", n, m.start(), m.end(), why))
        if _HAS_DATA.search(answer, *sent):
            out += _listed_claims(reader, sent) + _empty_claims(reader, sent)
        elif _DATA_FOR.search(answer, *sent):  # "data exists only for A, B and C"
            out += _empty_claims(reader, sent)
    out += data_district_claims(answer, sets, places)  # "A has none, B has some", per district
    if reader.lower != answer:  # Latin letters: a covered district in English
        out += unnamed_district_claims(answer, places, sources, user)
    return out


def _count_why(reader: _Reader, n: int, sent: tuple[int, int], m: re.Match[str]) -> str | None:
    sets = reader.sets
    named = reader.bound(m.start(), m.end(), sent)
    if any(sets[i].found == n for i in named):
        return None  # "5곳이 나왔어요": the places a search found, not its coverage
    if named and all(sets[i].count != n for i in named) and len(sets) > 1:
        kinds = "/".join(sets[i].names[-1] if sets[i].names else sets[i].place for i in named)
        return f"{n} districts is another dataset's coverage, not {kinds}'s"
    sido = _sido_scope(reader, sent, m.start())
    if sido is None:
        return None
    for i in named or range(len(sets)):
        ds = sets[i]
        if ds.count == n and all(len(v) != n for k, v in ds.listed.items()
                                 if reader.places.canonical(k) == sido):  # fmt: skip
            return f"{n} districts is the nationwide coverage, not {sido}'s"
    return None


def _listed_claims(reader: _Reader, sent: tuple[int, int]) -> list[Claim]:
    """Districts said to have data that only another dataset's output lists."""
    sets = reader.sets
    listed = {p: i for i, ds in enumerate(sets) for ps in ds.listed.values() for p in ps}
    if not listed:
        return []
    out: list[Claim] = []
    for m in PLACE_WORD.finditer(reader.answer, *sent):
        name = place_of(m.group(0), reader.places)
        if name is None or name not in listed:
            continue
        named = reader.bound(m.start(), m.end(), sent)
        if not named or any(name in sets[i].text for i in named):
            continue
        why = f"{name} is listed with data by another dataset, not this one"
        end = m.start() + len(_stem(m.group(0), name, reader.places))
        out.append(Claim(reader.answer[m.start() : end], "condition", name, m.start(), end, why))
    return out


def _empty_claims(reader: _Reader, sent: tuple[int, int]) -> list[Claim]:
    """The searched place said to have data, where its output says it has none: before ``has
    data`` in its clause (``수원시에 자료가 있어요``, ``Suwon has data``) or in the list after
    ``data exists for`` (``location data exists only for Gapyeong, Suwon and Yongin``), where the
    place the note says has none counts too (an output may name no searched place); ``data exists
    for Gapyeong but not Suwon`` passes. (The note's place is not read before ``자료가 있는``: in
    ``포항시: 자료가 있는 시군구가 전국 8곳뿐``, the districts with data are the subject.)"""
    searched = {
        name
        for ds in reader.sets
        if ds.empty and ds.place and (name := place_of(ds.place.split()[-1], reader.places))
    }
    noted = searched | {
        name
        for ds in reader.sets
        if ds.empty and ds.none and (name := place_of(ds.none.split()[-1], reader.places))
    }
    if not noted:
        return []
    answer, spans = reader.answer, []
    for has in _HAS_DATA.finditer(answer, *sent):
        start = max(
            (m.end() for m in CLAUSE_END.finditer(answer, sent[0], has.start())), default=sent[0]
        )
        if not NEGATED.search(answer, start, min(sent[1], has.end() + 12)):
            spans.append((start, has.start(), searched))
    for has in _DATA_FOR.finditer(answer, *sent):
        start = max(
            (m.end() for m in CLAUSE_END.finditer(answer, sent[0], has.start())), default=sent[0]
        )
        stop = _LIST_END.search(answer, has.end(), sent[1])
        if not NEGATED.search(answer, start, has.end()):
            spans.append((has.end(), stop.start() if stop else sent[1], noted))
    out = []
    for start, end, empty in spans:
        for m in PLACE_WORD.finditer(answer, start, end):
            name = place_of(m.group(0), reader.places)
            if name in empty:
                to = m.start() + len(_stem(m.group(0), name, reader.places))
                why = f"the search's output says {name} has no data"
                out.append(Claim(answer[m.start() : to], "condition", name, m.start(), to, why))
    return out
