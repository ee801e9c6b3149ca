"""The scope a sentence gives a figure: the region of a price and the radius of a search.

Our tools' outputs carry their own scope. A price output says which survey region its prices are
of (``"region": "nationwide"``, ``"region_name": "전국"``, with a ``note`` when the region asked
about has no survey); a search says how far it looked (``"radius_km": 0.5``, ``"radius_m":
1000``) and how far each place it found is (``distance_m``). A sentence that states a scope for a
figure must state the scope of the tool output the figure comes from:

* *the region of a price*: a place joined to a price word (``부산 지역 시세로``, ``광주·전남 권역
  시세``, ``서울 기준``, ``Busan's price``, ``the regional price in Seoul``) in a sentence that
  states a price, where every price output is nationwide — a nationwide price given as a
  region's. Unsure, never flagged: the sentence also names the nationwide scope (``전국 평균으로``,
  ``the national average``), negates or asks; some price output is of a region.
* *the date of a dataset*: a tool output cites each dataset with its date (``출처: …
  생활쓰레기배출정보, 데이터기준일자 2022-11-25``, also inside a ``contact`` string). A date in a
  bracket right after a value whose own cited string states another date (``031-729-3193
  (contact details from …, as of 2025-12-09)``), or in a clause naming one dataset's own words
  (``행정안전부 생활쓰레기배출정보, 2025-12-09``), must be that dataset's date, when it is another
  dataset's. Unsure: the clause also names the dataset whose date it is; one date in the
  evidence.
* *the radius of a search*: ``nothing within 1 km``, ``반경 1km 안에는 없어요`` — a radius in a
  sentence that says nothing was found must be one some search covered (its radius at least that
  far) without a place inside it. Unsure: no tool output states a radius.

What is read of the tool outputs is kept per stage (:func:`scope_facts`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

_NATIONWIDE: Final = frozenset({"전국", "nationwide", "national", "전국 평균", "전국평균"})


@dataclass(frozen=True, slots=True)
class ScopeFacts:
    """What the tool outputs of a stage say of their scope."""

    prices: int = 0  # tool outputs that give prices under a survey region
    nationwide: int = 0  # of them, those whose region is the whole country
    radii: tuple[tuple[float, tuple[float, ...]], ...] = ()  # (radius in m, distances found in m)
    cited: tuple[tuple[str, str, str], ...] = ()  # (dataset label, its date, the citing string)


def _region_of(obj: dict[str, Any]) -> str | None:
    for key in ("region_name", "region"):
        value = obj.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _has_price(node: Any) -> bool:
    stack = [node]
    while stack:
        cur = stack.pop()
        if isinstance(cur, dict):
            if any("price" in k for k in cur):
                return True
            stack.extend(cur.values())
        elif isinstance(cur, list):
            stack.extend(cur)
    return False


def _number(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def _distances(node: Any) -> tuple[float, ...]:
    """The distances (metres) of every place a search output lists."""
    out: list[float] = []
    stack = [node]
    while stack:
        cur = stack.pop()
        if isinstance(cur, dict):
            for key, value in cur.items():
                n = _number(value)
                if n is not None and key in ("distance_m", "distance_km"):
                    out.append(n * 1000 if key == "distance_km" else n)
                elif isinstance(value, dict | list):
                    stack.append(value)
        elif isinstance(cur, list):
            stack.extend(cur)
    return tuple(out)


@per_stage
def scope_facts(sources: tuple[str, ...]) -> ScopeFacts:
    prices = nationwide = 0
    radii: list[tuple[float, tuple[float, ...]]] = []
    cited = [
        (m.group(1).strip(), m.group(2), text)
        for text in strings_of(parsed(sources))
        for m in _CITED.finditer(text)
    ]
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        region = _region_of(root)
        if region is not None and _has_price(root):
            prices += 1
            nationwide += region.lower() in _NATIONWIDE
        km, m = _number(root.get("radius_km")), _number(root.get("radius_m"))
        radius = km * 1000 if km is not None else m
        if radius is None:
            continue
        found = _distances(root)
        if radius > 0:
            radii.append((radius, found))
        for text in root.values():  # "20km 안에 재활용센터 자료가 없습니다": a wider search's note
            if isinstance(text, str):
                radii += [(_metres(n, u), found) for n, u in _NOTE_RADIUS.findall(text)]
    dates = {date for _label, date, _text in cited}
    return ScopeFacts(prices, nationwide, tuple(radii), tuple(cited) if len(dates) > 1 else ())


def strings_of(node: Any) -> list[str]:
    """Every string value under ``node``."""
    out: list[str] = []
    stack = [node]
    while stack:
        cur = stack.pop()
        if isinstance(cur, str):
            out.append(cur)
        elif isinstance(cur, dict | list | tuple):
            stack.extend(cur.values() if isinstance(cur, dict) else cur)
    return out


_CITED = re.compile(r"출처:\s*([^,()]+?),\s*데이터기준일자\s*(\d{4}-\d{2}-\d{2})")


_NOTE_RADIUS = re.compile(r"(\d+(?:\.\d+)?)\s?(km|m) 안에[^.]*없")


# a place joined to a price word: "부산 시세", "부산 지역 시세로", "부산 지역 PET 시세", "부산의 PET
# 가격", "광주·전남 권역 시세", "서울 기준" (the tail read right after a word that is a place)
_KO_TAIL = re.compile(
    r"(?:\s?[·/,]\s?[가-힣]{2,}){0,3}"
    r"(?:\s?(?:지역|권역|지방|쪽)\s?(?:[가-힣A-Za-z()]{1,8}\s)?|의\s(?:[가-힣A-Za-z()]{1,8}\s)?|\s?)"
    r"(?:시세|가격|단가|매입가|시장가|평균가|기준)"
)
_KO_WORD = re.compile(r"(?<![가-힣])[가-힣]{2,}")
_KO_GLUED = re.compile(r"(?:지역|권역|지방|쪽|의)$")
_EN_PLACE = r"([A-Z][a-z]+(?:-[a-z]+|\s[A-Z][a-z]+)?)"
_EN_REGION = (
    re.compile(
        rf"\b{_EN_PLACE}(?:'s|’s)?\s+(?:regional\s+|area\s+|local\s+|region\s+)?(?:market\s+)?"
        r"(?:prices?|rates?|average|quotes?)\b"
    ),
    re.compile(
        r"\b(?:(?:regional|local|going|market)\s+)?(?:prices?|rates?|average)\s+(?:in|for|around)"
        rf"\s+(?:the\s+)?{_EN_PLACE}"
    ),
    re.compile(rf"\bin the\s+{_EN_PLACE}\s+(?:region|area)\b"),
)
_PRICE_FIGURE = re.compile(r"\d\s?(?:원|won\b|₩)|₩\s?\d|kg당|/kg|per kg", re.I)
# the sentence also states the nationwide scope, negates or asks: unsure
_REGION_DOUBT = re.compile(
    r"전국|국내|nationwide|national|country|없|않|아니|못|\?|\bno\b|\bnot\b|n't\b", re.I
)


def place_of(word: str, places: PlaceVocabulary) -> str | None:
    """The known place a word names, particles after it dropped (``부산에서`` → 부산광역시,
    ``Busan`` → 부산광역시); ``None`` for any other word."""
    if word.isascii():
        low = word.lower()
        for key in (low, low.split()[0], low.split("-")[0]):
            name = places.aliases.get(key)
            if name is not None and name in places.names:
                return name
        return None
    for end in range(len(word), 1, -1):
        name = places.aliases.get(word[:end])
        if name is not None and name in places.names:
            return name
        if word[:end] in places.names:
            return word[:end]
    return None


def _exact_place(word: str, places: PlaceVocabulary) -> tuple[str, int] | None:
    """The place a word is and its length, whole or glued to 지역/권역/의 (``부산지역``), never
    with another particle (``부산에서`` is where one sells, not whose price)."""
    for stem in (word, _KO_GLUED.sub("", word)):
        name = places.aliases.get(stem, stem if stem in places.names else None)
        if name is not None and name in places.names:
            return name, len(stem)
    return None


def _scoped(sentence: str, places: PlaceVocabulary) -> list[tuple[int, int, list[str]]]:
    """Each place joined to a price word in ``sentence``: (start, end, the places named)."""
    out: list[tuple[int, int, list[str]]] = []
    taken = -1
    for w in _KO_WORD.finditer(sentence):
        if w.start() < taken or (place := _exact_place(w.group(0), places)) is None:
            continue
        name, length = place
        tail = _KO_TAIL.match(sentence, w.start() + length)
        if tail is None:
            continue
        found = [name] + [
            p[0]
            for x in _KO_WORD.findall(sentence, w.end(), tail.end())
            if (p := _exact_place(x, places)) and p[0] != name
        ]
        out.append((w.start(), tail.end(), found))
        taken = tail.end()
    for rx in _EN_REGION:
        for m in rx.finditer(sentence):
            english = place_of(next(g for g in m.groups() if g), places)
            if english is not None:
                out.append((m.start(), m.end(), [english]))
    return out


def _region_claims(answer: str, places: PlaceVocabulary) -> list[Claim]:
    out: list[Claim] = []
    bounds = sentence_bounds(answer)
    for i, (start, end) in enumerate(bounds):
        sentence = answer[start:end]
        if _REGION_DOUBT.search(sentence):
            continue
        figure = _PRICE_FIGURE.search(sentence)
        if not figure and sentence.rstrip().endswith(":") and i + 1 < len(bounds):
            figure = _PRICE_FIGURE.search(answer, *bounds[i + 1])  # "부산 지역 시세예요:\n- PET …"
        if not figure:
            continue
        for s0, s1, found in _scoped(sentence, places):
            text = sentence[s0:s1]
            why = f"the prices are the nationwide average (region 전국), not {'·'.join(found)}'s"
            out.append(Claim(text, "condition", text, start + s0, start + s1, why))
    return out


_KO_RADIUS = re.compile(
    r"(\d+(?:\.\d+)?)\s?(km|㎞|킬로미터|킬로|m|미터)\s?(?:안|이내|내|반경|범위)"
)
_EN_RADIUS = re.compile(
    r"\bwithin\s+(?:a\s+|about\s+|roughly\s+|around\s+)?(\d+(?:\.\d+)?)\s?-?"
    r"(km|kilomet(?:er|re)s?|m|met(?:er|re)s?)\b"
    r"|\b(\d+(?:\.\d+)?)\s?-?(km|m)\s+radius\b",
    re.I,
)
# nothing found: after the radius in its Korean clause, before it in its English one
_KO_NONE = re.compile(r"없|못 찾|안 나와|안 보여")
_EN_NONE = re.compile(r"\bno\b|\bnone\b|\bnothing\b|\bnot\b|n't\b|\bzero\b", re.I)
_CLAUSE_END = re.compile(r"[,.;!?]|는데|지만|(?<=[가-힣])고\s|\bbut\b")


def _metres(number: str, unit: str) -> float:
    value = float(number)
    return value * 1000 if unit.lower().startswith(("k", "㎞", "킬")) else value


def _says_none(sentence: str, m: re.Match[str], korean: bool) -> bool:
    """Whether the radius's own clause says nothing was found within it."""
    if korean:
        end = _CLAUSE_END.search(sentence, m.end())
        return _KO_NONE.search(sentence, m.end(), end.start() if end else len(sentence)) is not None
    start = max((c.end() for c in _CLAUSE_END.finditer(sentence, 0, m.start())), default=0)
    return _EN_NONE.search(sentence, start, m.start()) is not None


def _radius_claims(answer: str, facts: ScopeFacts) -> list[Claim]:
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for rx in (_KO_RADIUS, _EN_RADIUS):
            for m in rx.finditer(sentence):
                if not _says_none(sentence, m, rx is _KO_RADIUS):
                    continue
                number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
                radius = _metres(number, unit)
                if any(r >= radius - 0.5 and all(d > radius for d in found)
                       for r, found in facts.radii):  # fmt: skip
                    continue
                searched = ", ".join(f"{r / 1000:g} km" for r, _ in facts.radii)
                why = f"no search covered {number} {unit} without finding a place (searched {searched})"
                out.append(Claim(m.group(0), "condition", radius, start + m.start(),
                                 start + m.end(), why))  # fmt: skip
    return out


_DATE = re.compile(
    r"(?<!\d)(\d{4})[-.](\d{2})[-.](\d{2})(?!\d)|(\d{4})년\s?(\d{1,2})월\s?(\d{1,2})일"
)
_HELD_BEFORE = re.compile(r"(?:\d{2,4}-\d{3,4}-\d{4}|\d{4}-\d{4})\s?$")  # a value right before
_LABEL_WORD = re.compile(r"[가-힣]{3,}")


def _label_words(label: str, labels: set[str]) -> set[str]:
    """The words of a dataset label no other cited label shares."""
    others = " ".join(x for x in labels if x != label)
    return {w for w in _LABEL_WORD.findall(label) if w not in others}


def _date_claims(answer: str, cited: tuple[tuple[str, str, str], ...]) -> list[Claim]:
    dates = {date for _l, date, _t in cited}
    labels = {label for label, _d, _t in cited}
    words = {label: _label_words(label, labels) for label in labels}
    out: list[Claim] = []
    for m in _DATE.finditer(answer):
        y, mo, d = m.group(1, 2, 3) if m.group(1) else m.group(4, 5, 6)
        date = f"{y}-{int(mo):02d}-{int(d):02d}"
        if date not in dates:
            continue
        opened = answer.rfind("(", 0, m.start())
        closed = answer.rfind(")", 0, m.start())
        context = answer[max(answer.rfind("\n", 0, m.start()) + 1, m.start() - 80) : m.start()]
        named = {label for label in labels if any(w in context for w in words[label])}
        if any(dt == date for label, dt, _t in cited if label in named):
            continue
        why = ""
        if named:
            why = f"{date} is not the date of {'/'.join(sorted(named))}"
        elif opened > closed and (held := _HELD_BEFORE.search(answer, max(0, opened - 20), opened)):
            digits = re.sub(r"\D", "", held.group(0))
            own = {dt for _l, dt, text in cited if digits in re.sub(r"\D", "", text)}
            if own and date not in own:
                why = f"{date} is not the date of the source of {held.group(0)}"
        if why:
            out.append(Claim(m.group(0), "condition", date, m.start(), m.end(), why))
    return out


GATE: Final = ("원", "won", "₩", "kg", "km", "m", "㎞", "킬로", "미터")


def scope_claims(answer: str, sources: tuple[str, ...], places: PlaceVocabulary) -> list[Claim]:
    """Prices given to a region the tool outputs' prices are not of, and radii no search
    covered."""
    facts = scope_facts(sources)
    out: list[Claim] = []
    if facts.prices and facts.nationwide == facts.prices:
        out += _region_claims(answer, places)
    if facts.radii:
        out += _radius_claims(answer, facts)
    if facts.cited:
        out += _date_claims(answer, facts.cited)
    return out
