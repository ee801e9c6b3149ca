"""Weather advisories: an answer that says an advisory or warning is in effect ("강풍주의보 발효 중",
"a strong-wind advisory is in effect") makes an *alert* claim, supported only when a tool output
states an advisory, and of the same hazard when both name one (건조주의보 is no 강풍주의보).

An advisory is a claim of (kind, level, area): when the tool outputs list advisories as records
(``{"type": "한파주의보", "area": "서울 동북권"}``), a claim must name a level one of its kind's
records has (주의보 ~ advisory/watch, 경보 ~ warning; 특보/alert name none), and the places its
clause names (``인천 앞바다에는 …``, ``… watch in Gangneung``) must be in one such record's area.
A clause that names no place, or only places every advisory shares, binds no area. A place the
tool outputs never name is read from the words right before a Korean advisory (``경기 북부
한파주의보``) by the vocabulary: a known place whose records of that kind are all elsewhere (not
the place, its parent or its part) is an area no record states. A count of the advisories
(``특보는 네 건``, ``four active alerts``; ``주의보는 두 건`` of that level) must be the number of
advisory records.

A negated mention ("특보는 없어요", "no advisories") is not a claim that one is in effect, and is
not read; nor is advice to look advisories up ("출항 전에 해상 예보와 특보를 꼭 확인하세요",
"check any marine warnings before you sail"), while "강풍주의보가 발효 중이니 확인하세요" still is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.cues import Cue
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.subjects import Context
from guardrails.grounding.vocabulary import PlaceVocabulary

_HAZARD_EN = r"(?:heat(?:[- ]?wave)?|cold(?:[- ]?wave)?|(?:strong[- ])?wind|gale|dry|heavy[- ]rain|rain|snow|typhoon|dust|storm|high[- ]seas?)"
_ALERT = re.compile(
    r"(?P<ko>(?:[가-힣]{1,3})?(?:주의보|경보|특보))"
    r"|(?P<en>(?:[a-z]+[- ]){0,2}(?:advisory|advisories|warning|alert)s?)(?![a-z])",
    re.I,
)
_ALERT = gated(_ALERT)  # :mod:`.opening_gate`: the same matches, skipped to
_WATCH = re.compile(rf"{_HAZARD_EN}[- ]watch(?:es)?(?![a-z])", re.I)  # "a heat wave watch"
_WATCH = gated(_WATCH)  # :mod:`.opening_gate`: the same matches, skipped to
GATE: Final = ("주의보", "경보", "특보", "dvisor", "arning", "lert", "atch")  # Advisory, watch
_NEGATED = re.compile(r"[^.!?\n]{0,12}?(?:없|아니|않|해제|no\b|not\b|lifted)", re.I)
_NEGATED_HEAD = re.compile(r"(?:no|not|without)[- ]", re.I)
_NEGATED_BEFORE = re.compile(r"(?:\bno|\bnot an?|\bwithout)\s(?:[a-z-]+\s)?$", re.I)
# advice to look advisories up, not a claim that one is in effect: the object of a checking verb
# ("출항 전에 특보를 꼭 확인하세요", "특보 여부를 확인하시고"; "check any marine warnings before")
_CHECKED = re.compile(
    r"\s?(?:여부|발표\s?여부|상황|정보)?\s?(?:를|을|도|나|가\s?있는지|이\s?있는지)?\s?"
    r"(?:꼭\s?|먼저\s?|미리\s?|반드시\s?|수시로\s?|함께\s?)?(?:확인|체크|살펴|찾아보|참고)"
)
_CHECKED_BEFORE = re.compile(
    r"\b(?:check|checking|look up|watch for|look out for|keep an eye on)\s(?:for\s)?"
    r"(?:(?:the|any|local|marine|sea|weather|official|latest)\s){0,3}$",
    re.I,
)
# hazard → the words naming it, in Korean and English
_HAZARDS: Final[dict[str, tuple[str, ...]]] = {
    "wind": ("강풍", "풍랑", "wind", "gale", "high sea"),
    "dry": ("건조", "dry"),
    "cold": ("한파", "cold"),
    "heat": ("폭염", "heat"),
    "rain": ("호우", "heavy rain", "rain", "flood"),
    "snow": ("대설", "snow"),
    "typhoon": ("태풍", "typhoon"),
    "dust": ("미세먼지", "황사", "dust"),
}


_HAZARD_OF: Final = {w: h for h, words in _HAZARDS.items() for w in words}
_HAZARD_WORD = re.compile("|".join(sorted(map(re.escape, _HAZARD_OF), key=len, reverse=True)))


@lru_cache(maxsize=256)
def _hazards(text: str) -> frozenset[str]:
    """The hazards ``text`` names (one scan; advisory names repeat, so cached)."""
    return frozenset(_HAZARD_OF[w] for w in _HAZARD_WORD.findall(text.lower()))


def alert_claims(answer: str) -> list[Claim]:
    """Advisories said to be in effect (value: the hazards named, possibly none)."""
    if not contains_any(answer, GATE):
        return []
    out: list[Claim] = []
    watches = _WATCH.finditer(answer) if "atch" in answer else ()
    for m in [*_ALERT.finditer(answer), *watches]:
        if (
            _NEGATED.match(answer, m.end())
            or _NEGATED_BEFORE.search(answer, 0, m.start())
            or _NEGATED_HEAD.match(m.group(0))  # "no snow advisory": the words read with it
            or _CHECKED.match(answer, m.end())  # "특보를 꼭 확인하시고": advice, no claim
            or _CHECKED_BEFORE.search(answer, max(0, m.start() - 60), m.start())
        ):
            continue
        out.append(Claim(m.group(0), "alert", _hazards(m.group(0)), *m.span()))
    return out


@lru_cache(maxsize=16)
def _stated(evidence_text: str) -> tuple[str, ...]:
    """The advisories the tool outputs' text states (scanned once per evidence). A line that is
    only a plural field name (``advisories``, ``alerts``: the key of a list, ``"advisories": []``)
    states none (round 57: an empty list was read as an advisory in force)."""
    return tuple(
        m.group(0)
        for m in _ALERT.finditer(evidence_text)
        if not (
            m.group(0).lower() in _FIELD_NAMES
            and evidence_text[m.start() - 1 : m.start()] in ("", "\n")
            and evidence_text[m.end() : m.end() + 1] in ("", "\n")
        )
    )


_FIELD_NAMES: Final = frozenset({"advisories", "alerts", "warnings"})


def alert_why(c: Claim, evidence_text: str) -> str | None:
    """None when the tool outputs state an advisory of the hazard ``c`` names (any, if none)."""
    stated = _stated(evidence_text)
    if not stated:
        return f"'{c.text}': the tool outputs state no advisory or warning"
    named = c.value if isinstance(c.value, frozenset) else frozenset()
    given = set().union(*(_hazards(s) for s in stated))
    if named and given and not named & given:
        return f"'{c.text}': the tool outputs state {', '.join(stated)}"
    return None


def _level(text: str) -> str | None:
    """주의보 (advisory, watch) or 경보 (warning); None for 특보 / alert, which name no level."""
    lower = text.lower()
    if "주의보" in text or "watch" in lower or ("advisory" in lower and "advisories" not in lower):
        return "주의보"
    if "경보" in text or "warning" in lower:
        return "경보"
    return None


_PLACE_GROUPS: Final = frozenset({"place", "area", "region", "region_name", "district", "sido",
                                  "city", "station", "location"})  # fmt: skip
_CLAUSE_EDGE = re.compile(r"[,;:.!?\n]|\band\b|\bbut\b")


def _advisories(ev: Evidence) -> list[tuple[str, frozenset[str]]]:
    """The advisory records of the tool outputs: (type, area tokens), found once per evidence."""
    b = ev.builder
    if b is None:
        return []
    if b.advisories is None:
        b.advisories = _find_advisories(b.own) if contains_any(ev.text, ("주의보", "경보")) else []
    return b.advisories


def _find_advisories(records: list[set[str]]) -> list[tuple[str, frozenset[str]]]:
    out: list[tuple[str, frozenset[str]]] = []
    for own in records:
        kinds = [t for t in own if t.endswith(("주의보", "경보")) and not t.startswith("head:")]
        if len(kinds) == 1:
            area = frozenset(t for t in own if t != kinds[0] and _AREA_TOKEN.fullmatch(t))
            out.append((kinds[0], area))
    return out


_AREA_TOKEN = re.compile(r"[가-힣]{2,}")


def _clause_places(c: Claim, ctx: Context, areas: frozenset[str]) -> set[str]:
    """The places the clause of ``c`` names: after it in English (``… watch in Daejeon``),
    before it in Korean (``인천 앞바다에는 …``), else on the other side."""
    text = ctx.answer
    before = max(
        (m.end() for m in _CLAUSE_EDGE.finditer(text, max(0, c.start - 40), c.start)), default=0
    )
    edge = _CLAUSE_EDGE.search(text, c.end)
    after = edge.start() if edge else len(text)
    sides = [(c.end, after), (before, c.start)]
    if not c.text.isascii():
        sides.reverse()
    for lo, hi in sides:
        found = {q.token for q in ctx.cues_in(lo, hi) if _is_place(q, areas)}
        if found:
            return found
    return set()


def _is_place(q: Cue, areas: frozenset[str]) -> bool:
    return not q.qualifier and (q.token in areas or bool(q.groups & _PLACE_GROUPS))


def alert_area_why(c: Claim, ev: Evidence, ctx: Context) -> str | None:
    """Why the advisory ``c`` names is not of the level or area the advisory records state."""
    records = _advisories(ev)
    if not records:
        return None
    named = c.value if isinstance(c.value, frozenset) else frozenset()
    same = [r for r in records if r[0] == c.text] or [
        r for r in records if not named or named & _hazards(r[0])
    ]
    if not same:
        return None  # the hazard check (alert_why) speaks for another hazard
    level = _level(c.text)
    if level is not None:
        same = [r for r in same if _level(r[0]) == level]
        if not same:
            return (
                f"'{c.text}': the tool outputs state {', '.join(sorted({r[0] for r in records}))}"
            )
    areas = frozenset().union(*(r[1] for r in records))
    shared = frozenset.intersection(*(r[1] for r in records))
    places = _clause_places(c, ctx, areas) - shared
    if not places:
        return _unnamed_place_why(c, ctx.answer, same, ev.places)
    if any(places <= r[1] for r in same):
        return None
    return f"'{c.text}' is not stated for {', '.join(sorted(places))}"


_WORDS_BEFORE = re.compile(r"((?:[가-힣]{2,}\s){1,3})$")


def _unnamed_place_why(
    c: Claim, answer: str, same: list[tuple[str, frozenset[str]]], vocab: PlaceVocabulary
) -> str | None:
    """Why a Korean advisory is stated for a place no tool output names ("그리고 경기 북부
    한파주의보" where the records of 한파주의보 are 서울's): a known place among the words right
    before it that is none of those records' places, nor their parent or part."""
    words = _WORDS_BEFORE.search(answer, max(0, c.start - 24), c.start)
    if words is None or c.text.isascii():
        return None
    held = {vocab.canonical(t) for r in same for t in r[1]}
    for word in words.group(1).split():
        place = vocab.canonical(word)
        if place == word and word not in vocab.names:
            continue  # not a known place
        related = {place, *vocab.parents.get(place, ())}
        if related & held or any(place in vocab.parents.get(h, ()) for h in held):
            return None
        if any(word in t or t in word for r in same for t in r[1]):
            return None  # "부산 앞바다" for the area 부산앞바다: written apart
        return f"'{c.text}' is not stated for {word}"
    return None


_COUNTED_KO = re.compile(
    r"(?P<w>특보|주의보|경보)(?:는|가|은|이)?\s?(?:모두|총|현재)?\s?"
    r"(?P<n>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,2})\s?(?:건|개|가지|종)"
)
_COUNTED_EN = re.compile(
    r"\b(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s(?:[a-z-]+\s){0,2}?"
    r"(?P<w>advisories|warnings|alerts)\b",
    re.I,
)


def alert_count_claims(answer: str, ev: Evidence) -> list[Claim]:
    """Counts of advisories that are not the number of advisory records (of the level counted:
    주의보/advisories, 경보/warnings, 특보/alerts all), as flagged claims."""
    if not contains_any(answer, GATE):
        return []
    records = _advisories(ev)
    if not records:
        return []
    out: list[Claim] = []
    for m in [*_COUNTED_KO.finditer(answer), *_COUNTED_EN.finditer(answer)]:
        n = m.group("n").lower()
        value = int(n) if n.isdigit() else NATIVE.get(n) or EN_NUMBERS[n]
        word = m.group("w").lower()
        level = {"주의보": "주의보", "advisories": "주의보", "경보": "경보", "warnings": "경보"}
        counted = [r for r in records if word not in level or _level(r[0]) == level[word]]
        if value != len(counted):
            why = f"{m.group(0)}: the tool outputs state {len(counted)} ({', '.join(r[0] for r in counted)})"
            out.append(Claim(m.group(0), "count", value, m.start(), m.end(), why))
    return out
