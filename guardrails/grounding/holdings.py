"""The holders of an answer's values: the districts, places and datasets of a stage's tool outputs,
each with the values its own record holds and the words that name it in an answer.

Three kinds of holder, one per level of record our tools emit:

* a **district** — a district-level output (``"district": "금산군"``, not a weather station's):
  the phones of its strings, its department and the road addresses its strings write (``장암면
  북고로 201``); named by any word the vocabulary reads as a place inside it (``금산``,
  ``Geumsan-gun``, its 시도 from ``full_name`` when no other district shares it);
  and the ways of applying its how-to strings name (:data:`WAYS`: a sticker, a report online, a
  certificate, the 읍면 centre, the landfill, a bag, a contractor, the doorstep, one's own car);
* a **place** — a named row of a list of places (``points``, ``places``): its phone and address;
  named by its name, spaces aside (``늘푸른약국`` for ``늘푸른 약국``), or a Latin spelling of it
  (:func:`.romanized.latin_forms`);
* an **office** — a public office a tool's prose writes right before a phone (``문의: … 옹진군
  연평면사무소 032-899-3492``): that phone; named by its word, and another office of the same
  level (``백령면사무소``) names another holder of this kind;
* a **dataset** — a tool output's source, or a dataset another output cites with its date (a fee
  output's ``contact`` cites the household-waste rules): its dates (``as_of``, ``survey_date``,
  ``데이터기준일자``); named by the words of its class (``수수료 자료``, ``the fee dataset``,
  ``재활용센터 자료``, ``price survey``, ``household waste data``), and, in a heading only, by the
  bare topic of its class (``증평군 세탁기 수수료:``).

:mod:`.bound` reads which holder a value is said of.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from guardrails.grounding.area_parts import AREA_SPLIT
from guardrails.grounding.area_short_names import short_forms
from guardrails.grounding.facility_words import OFFICE_WORDS
from guardrails.grounding.holder_forms import ROAD
from guardrails.grounding.holders import holder_phones
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.romanized import latin_forms
from guardrails.grounding.spacing import unspaced

Value = tuple[str, Any]  # (claim kind, normalised value)


@dataclass(frozen=True, slots=True)
class Holder:
    """One holder: its kind, its display name, what names it and the values its record holds."""

    kind: str  # "district" | "place" | "office" | "dataset"
    name: str  # the district, the place's name, the dataset class
    values: frozenset[Value]
    full: str = ""  # a district's full name
    names: re.Pattern[str] | None = None  # a place's name, spaces aside, or its Latin forms


_PHONE = re.compile(r"(?<!\d)(?:0\d{1,2}-?\d{3,4}-?\d{4}|1\d{3}-\d{4})(?!\d)")
_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{2})(?:-(\d{2}))?(?![\d-])")


# the ways of applying a district's how-to names: (way, the tool's words, an answer's words)
_WAYS: Final = (
    ("sticker", r"스티커", r"스티커|stickers?"),
    ("online", r"인터넷|온라인|홈페이지", r"인터넷|온라인|홈페이지|online|internet|website|homepage"),
    # (확인증/신고증: "배출확인증 발급", as 경주시's how-to words it — round 32, r32e)
    ("certificate", r"필증|확인서|확인증|신고증", r"필증|확인서|확인증|신고증|certificate|confirmation slip"),
    ("centre", r"주민센터|행정복지센터|읍면|면사무소|동사무소",
     r"주민센터|행정복지센터|읍면|면사무소|동사무소|community (?:service )?cent(?:er|re)|eup|myeon"),
    ("landfill", r"매립장", r"매립장|landfill"),
    ("bag", r"종량제|마대|포대", r"종량제|마대|포대|volume-rate|pay-as-you-throw|standard bag|sacks?\b"),
    # (a home and a shop coordinated before one 앞 — ``내집, 내점포 앞``, ``집(상가)앞``, ``대문 및
    # 상가 앞`` — is the doorstep too; round 33, not a 집하장 or 수집)
    ("door", r"(?<![수모채])(?:집(?!하[장소])|대문)(?:\s?\([가-힣]{1,4}\)|,?\s?(?:및\s)?[가-힣]{1,4})?"
             r"\s?앞|문\s?앞|문전",
     r"집\s?앞|문\s?앞|문전|doorstep|curbside|kerbside|in front of (?:your|the|one's) (?:house|home|door)"),
    ("car", r"개인\s?차량|자가용", r"개인\s?차량|자가용|own (?:car|vehicle)|by car"),
    ("contractor", r"업체", r"업체|contractor|hauler|waste company|collection (?:company|agency)|collector"),
    # the kind of facility a how-to sends one to (``소각장 직접 반입``, ``환경자원센터 반입``)
    ("incinerator", r"소각장|소각시설", r"소각장|소각시설|incinerat\w*"),
    ("resource", r"자원센터|자원화센터|자원회수", r"자원센터|자원화센터|resource (?:recovery )?cent(?:er|re)"),
    ("transfer", r"적환장", r"적환장|transfer station"),
)  # fmt: skip
WAYS = re.compile("|".join(f"(?P<{name}>{said})" for name, _tool, said in _WAYS), re.I)
WAYS = gated(WAYS)  # :mod:`.opening_gate`: the same matches, skipped to
_TOOL_WAYS: Final = tuple((name, re.compile(tool)) for name, tool, _said in _WAYS)
_HOWTO_KEY = re.compile(r"method|procedure|how_?to|^places$|방법|절차", re.I)


def _ways(root: dict[str, Any]) -> set[Value]:
    text = " ".join(t for k, v in root.items() if _HOWTO_KEY.search(k) for t in strings_under(v))
    return {("channel", f"way:{name}") for name, rx in _TOOL_WAYS if rx.search(text)}


# a public office by its level: ``연평면사무소``, ``개항동 행정복지센터`` (the level is the suffix)
_OFFICE_WORD: Final = "|".join(sorted(OFFICE_WORDS, key=len, reverse=True))
OFFICE: Final = re.compile(rf"(?<![가-힣])[가-힣0-9]{{1,6}}?(?:{_OFFICE_WORD})")


def office_level(word: str) -> str:
    """An office word's level: its suffix (``면사무소`` of ``연평면사무소``)."""
    m = re.search(rf"(?:{_OFFICE_WORD})$", word)
    return m.group(0) if m else ""


def _phones(texts: list[str], *, area: bool = False) -> set[Value]:
    """The phones of ``texts`` (with ``area``, those of an area code only: a nationwide service
    number, ``1599-0903``, is no district's)."""
    return {
        ("phone", re.sub(r"\D", "", m.group(0)))
        for t in texts
        for m in _PHONE.finditer(t)
        if not area or m.group(0).startswith("0")
    }


def _roads(texts: list[str]) -> set[Value]:
    return {("place", f"{m.group(1)}{m.group(2)}") for t in texts for m in ROAD.finditer(t)}


def date_value(text: str) -> tuple[int, ...] | None:
    m = _DATE.search(text)
    if m is None:
        return None
    return tuple(int(g) for g in m.groups() if g is not None)


# the classes of dataset: how a source or a cited label shows its class, the words that name it in
# an answer, and the bare topic a heading names it by
# a dataset's kind written between its topic and its noun: "recycling center standard data",
# "bin open data", "fee public dataset" (``표준``: "재활용센터 표준데이터", "수거함표준데이터")
_QUALIFIER: Final = r"(?:(?:standard|public|open|official|national|nationwide)\s)?"
_CLASSES: Final = (
    (
        "fee",
        re.compile(r"fee|수수료"),
        r"수수료\s?(?:자료|데이터|정보|표|기준)|(?:fee|fees)\s"
        + _QUALIFIER
        + r"(?:data(?:set)?|table|info(?:rmation)?"
        r"|file|records?|list)|수수료정보",
        r"수수료|fees?\b",
    ),
    (
        "rules",
        re.compile(r"waste-rules|생활쓰레기배출정보"),
        r"배출\s?정보|배출\s?(?:방법\s)?(?:자료|데이터)|배출\s?(?:규정|규칙|요령)|생활쓰레기"
        r"|household[- ]waste|(?:disposal|discharge)\s(?:info|data|guide)"  # 배출: discharge too
        r"|(?:disposal|discharge|sorting|waste|collection)\s(?:rules|regulations|guidelines)"
        r"|연락처\s?(?:자료|정보|출처)|contacts?\s(?:data|info|source)|행정안전부|MOIS"
        r"|Ministry of the Interior|waste[- ]rules",
        r"배출\s?방법|문의처|연락처",
    ),
    (
        "price",
        re.compile(r"survey|가격조사|price"),
        r"시세\s?(?:자료|데이터|기준|조사)|가격\s?(?:조사|자료|데이터)|price\s(?:survey|data)"
        r"|prices?\s(?:as of|data)|survey",
        r"시세|prices?\b",
    ),
    (
        "places",
        re.compile(r"recycling-centers|재활용센터|keco-sites"),
        r"재활용\s?센터\s?(?:표준\s?)?(?:자료|데이터|목록|정보|기준)|장소\s?(?:자료|데이터|목록)"
        r"|(?<![가-힣])센터\s?(?:자료|데이터|목록)"  # round 51: "(센터 자료 기준일 2025-12-10)"
        r"|(?:recycling[- ])?cent(?:er|re)s?\s" + _QUALIFIER + r"(?:data|list|file)"
        r"|(?:place|location|site)s?\s" + _QUALIFIER + r"(?:data|list)",
        r"재활용\s?센터|recycling[- ]cent(?:er|re)s?",
    ),
    (
        "bins",
        re.compile(r"-bins|수거함"),
        r"수거함\s?(?:표준\s?)?(?:자료|데이터|목록|기준)|bins?\s"
        + _QUALIFIER
        + r"(?:data|list|file)",
        r"수거함|bins?\b",
    ),
)
DATASET_WORDS: Final = {name: re.compile(words, re.I) for name, _shown, words, _topic in _CLASSES}
DATASET_TOPICS: Final = {
    name: re.compile(f"{words}|{topic}", re.I) for name, _shown, words, topic in _CLASSES
}


def dataset_class(text: str) -> str | None:
    """The dataset class (``DATASET_TOPICS``' name) a source text names, or None."""
    return next((name for name, shown, _w, _t in _CLASSES if shown.search(text)), None)


_CITED = re.compile(r"출처:\s*([^,()]+?),\s*데이터기준일자\s*(\d{4}-\d{2}-\d{2}|미상)")


def _datasets(roots: list[dict[str, Any]]) -> list[Holder]:
    dates: dict[str, set[Value]] = {}
    for root in roots:
        own = dataset_class(f"{root.get('source', '')} {root.get('source_label', '')}")
        if own is not None:
            held = dates.setdefault(own, set())
            for key in ("as_of", "survey_date"):
                if isinstance(v := root.get(key), str) and (d := date_value(v)):
                    held.add(("date", d))
        for text in strings_under(root):
            for m in _CITED.finditer(text):
                cls = dataset_class(m.group(1))
                if cls is not None and (d := date_value(m.group(2))):
                    dates.setdefault(cls, set()).add(("date", d))
                elif cls is not None:
                    dates.setdefault(cls, set())
    return [Holder("dataset", name, frozenset(v)) for name, v in dates.items()]


def place_names(name: str) -> re.Pattern[str] | None:
    """What names a listed place: its name (spaces aside), the area and the facility it is made
    of, the last word of a spaced name, the area's stem with the facility (``김해 선별장``,
    :mod:`.area_short_names`), and Latin spellings of each (``Duryu 3-dong center``)."""
    bracket = re.search(r"\s?[(（].*$", name)
    if bracket is not None and bracket.start() > 1:  # "관악구 재활용센터(알뜰나라)": its name
        name = name[: bracket.start()]
    compact = unspaced(name)
    if len(compact) < 3:
        return None
    words = name.split()
    parts = [compact]
    if len(words) > 1 and len(words[-1]) > 1:
        parts.append(words[-1])
    if (split := AREA_SPLIT.fullmatch(compact)) is not None:
        parts += [split.group(1), split.group(2)]
    forms = [r"\s?".join(map(re.escape, p)) for p in dict.fromkeys(parts)]
    if split is not None:  # "김해 선별장" for 김해시 재활용품선별장 (round 50)
        forms = short_forms(split.group(1), split.group(2)) + forms
    # a Latin area alone ("Jinan-gun" of 진안군청) names the place only where its Hangul area is
    # one of the parts too (진안읍 of 진안읍행정복지센터): the county is no name of its office
    spelled = [(f, whole) for w in (*parts, *words) for f, whole in latin_forms(w)]
    said = {f for f, whole in spelled if whole}
    latin = {f for f, whole in spelled if len(f) > 4 and (whole or f in said)}
    forms += [re.escape(f) for f in sorted(latin, key=len, reverse=True)]
    return re.compile("|".join(forms), re.I)


def _places(roots: list[dict[str, Any]]) -> list[Holder]:
    out: list[Holder] = []
    for root in roots:
        for key in ("points", "places"):
            rows = root.get(key)
            if not isinstance(rows, list):
                continue
            for row in rows:
                if not isinstance(row, dict) or not isinstance(name := row.get("name"), str):
                    continue
                texts = [
                    t for k, t in row.items() if k in ("phone", "address") and isinstance(t, str)
                ]
                names = place_names(name)
                if names is not None:
                    out.append(
                        Holder(
                            "place", name, frozenset(_phones(texts) | _roads(texts)), names=names
                        )
                    )
    return out


@per_stage
def holders(sources: tuple[str, ...]) -> tuple[Holder, ...]:
    """Every district, place and dataset holder of the stage's tool outputs."""
    roots = [r for r in parsed(sources) if isinstance(r, dict)]
    out: list[Holder] = []
    for root in roots:
        district = root.get("district")
        if isinstance(district, str) and district.strip() and "station" not in root:
            texts = strings_under(root)
            values = _phones(texts, area=True) | _roads(texts) | _ways(root)
            if isinstance(dept := root.get("department"), str) and dept.strip():
                values.add(("department", dept.strip()))
            full = root.get("full_name")
            out.append(
                Holder(
                    "district",
                    district.strip(),
                    frozenset(values),
                    full if isinstance(full, str) else "",
                )
            )
    offices = {
        (m.group(0), phone)
        for words, phone in holder_phones(sources)
        for w in words
        if (m := OFFICE.fullmatch(w))
    }
    out += [Holder("office", w, frozenset({("phone", p)})) for w, p in sorted(offices)]
    return (*out, *_places(roots), *_datasets(roots))
