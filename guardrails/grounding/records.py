"""Tool outputs walked into records: every JSON object is a record, and each value found in it is
a ``Fact`` that keeps its record, so a value stays linked to its siblings (item_name ↔ fee,
place name ↔ distance/phone, station ↔ temperature, as_of ↔ the record it dates).

A record's *own tokens* are the words of its label fields (names, items, specs, districts,
regions…) and ``k:fee`` / ``k:price`` when it holds fees or prices; once every output is walked,
:mod:`.record_tokens` closes them over ancestors and descendants and gives each fact its tokens
(adding the words of its own key: ``avg_max_c`` → avg, max; ``hours.saturday`` → hours, saturday).
A search given as a category code (``"query": "recycling_center"``) keeps its words as written
(round 58): ``recycling`` is the search's own word (:mod:`.stray_words`), not the good 재활용품.
"""

from __future__ import annotations

import builtins
import math
import re
from dataclasses import dataclass, field
from typing import Final

from guardrails.grounding.claims import ClaimKind
from guardrails.grounding.contacts import _norm_url, _phone_digits
from guardrails.grounding.datetimes import _date_value, _hour
from guardrails.grounding.keys import key_info
from guardrails.grounding.labels import label_words, road_numbers
from guardrails.grounding.measures import Bracket, bracket_of, unit_brackets
from guardrails.grounding.textfacts import text_facts
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.grounding.weekdays import WEEK, closed_in

_SERVICE_NO = re.compile(r"1\d{2,3}")  # 120, 1599: a service number under a phone key
_DATE_COMPACT = re.compile(r"^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])?$")
_TIME_COMPACT = re.compile(r"^([01]\d|2[0-4])([0-5]\d)$")
_CLOSED = ("휴무", "휴일", "휴관", "운영", "closed", "open")


@dataclass(slots=True)
class Fact:
    kind: ClaimKind
    value: builtins.object  # spelled out: a compiled (mypyc) dataclass cannot load a bare `object`
    record: int
    key: str
    tokens: frozenset[str] = frozenset()


@dataclass
class RecordBuilder:
    """Walks tool outputs into facts and each record's own tokens (see the module docstring)."""

    places: PlaceVocabulary
    facts: list[Fact] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    roots: list[int] = field(default_factory=list)  # the tool output each record came from
    own: list[set[str]] = field(default_factory=list)
    local: list[set[str]] = field(default_factory=list)  # labels not inherited (_LOCAL_KEYS)
    # a search's query words that name a kind of place by its head (round 59: "재활용센터", not
    # the goods of "가전 매입"), inherited by the places it found (:mod:`.record_tokens`)
    queried: dict[int, set[str]] = field(default_factory=dict)
    token_keys: dict[str, set[str]] = field(default_factory=dict)
    surfaces: dict[str, str] = field(default_factory=dict)  # surface form in text → token
    texts: list[str] = field(default_factory=list)
    lists: list[tuple[int, int]] = field(default_factory=list)  # (record, length) of record lists
    labels: bool = True  # False while reading the user's words
    short: set[str] = field(default_factory=set)  # one-syllable subject words (no own surface)
    brackets: dict[int, list[Bracket]] = field(default_factory=dict)  # record → size brackets
    items: dict[int, tuple[int, str]] = field(default_factory=dict)  # list item → (parent, key)
    item_owners: dict[str, set[int]] = field(default_factory=dict)  # token → items (lazily)
    glosses: set[tuple[str, str]] = field(default_factory=set)  # 1인용(싱글): one spec, two names
    # daily series (day row → date, the base date), found on first use by :mod:`.days`
    series: (
        list[tuple[dict[int, tuple[int, ...]], tuple[int, ...] | None, tuple[tuple[int, ...], ...]]]
        | None
    ) = None
    aliased: list[tuple[int, str, str]] = field(default_factory=list)  # (record, word, token)
    plain: set[tuple[int, str]] = field(default_factory=set)  # (record, token named as itself)
    priced: set[int] = field(default_factory=set)  # records whose unit field says 원 (원/kg)
    # advisory records (type, area tokens), found on first use by :mod:`.alerts`
    advisories: list[tuple[str, frozenset[str]]] | None = None

    def brackets_of(self, rec: int) -> list[Bracket]:
        """The size brackets of ``rec`` or, when it has none, of its nearest ancestor with some."""
        while rec >= 0:
            if rec in self.brackets:
                return self.brackets[rec]
            rec = self.parents[rec]
        return []

    def new_record(self, parent: int) -> int:
        self.parents.append(parent)
        self.roots.append(self.roots[parent] if parent >= 0 else len(self.roots))
        self.own.append(set())
        self.local.append(set())
        return len(self.parents) - 1

    def fact(self, kind: ClaimKind, value: object, rec: int, key: str) -> None:
        self.facts.append(Fact(kind, value, rec, key))

    def _not_a_place_name(self, text: str) -> bool:
        return text not in self.places.names and self.places.canonical(text) == text

    # --- labels -----------------------------------------------------------------------------
    def label(self, text: str, rec: int, key: str) -> None:
        info = key_info(key)
        if not self.labels or len(text) > 40 or not info.label:
            return
        leaf = info.leaf
        bucket = self.local[rec] if info.local else self.own[rec]
        if not info.local and _DIGIT.search(text) and (brackets := unit_brackets(text)):
            self.brackets.setdefault(rec, []).extend(brackets)  # "500리터 이상 700리터 미만"
        if "(" in text:
            self._glosses(text)
        if "#" in text:  # "의류수거함 #14": the number names the row ("Bin #14", "14번 수거함")
            for m in _NUMBERED.finditer(text):
                token = "#" + m.group(1)
                bucket.add(token)
                self.token_keys.setdefault(token, set()).add(leaf)
                self.surfaces.setdefault(token, token)
                self.surfaces.setdefault(m.group(1) + "번", token)
        for road in road_numbers(text) if leaf.endswith("name") else ():  # "마조로1길 45"
            bucket.add(road)
            self.token_keys.setdefault(road, set()).add(leaf)
            self.surfaces.setdefault(road, road)
        for w, token, short, heads in label_words(text, self.places):
            if short:  # 퀸 of 퀸(프레임): a subject word, found by its spellings or standing alone
                self.own[rec].add(token)
                self.short.add(token)
                self.token_keys.setdefault(token, set()).add(leaf)
                continue
            if info.local and _CODE.fullmatch(text):
                token = w  # a search code's own word as written ("recycling" of recycling_center)
            elif leaf == "query" and heads:  # a kind of place ("재활용센터"), not a good
                self.queried.setdefault(rec, set()).add(token)
            bucket.add(token)
            if w != token and token not in self.places.names:  # 카시트 read as 유모차
                self.aliased.append((rec, w, token))
            elif w == token:
                self.plain.add((rec, token))
            bucket.update(self.places.parents.get(token, ()))  # 강남구 is in 서울특별시
            self.token_keys.setdefault(token, set()).add(leaf)
            self.surfaces.setdefault(w, token)
            for head in heads:
                self.own[rec].add("head:" + head)
                self.token_keys.setdefault("head:" + head, set()).add("head")
                self.surfaces.setdefault(head, "head:" + head)

    def _glosses(self, text: str) -> None:
        """A size glossed by a name in brackets (``1인용(싱글)``): the evidence says the two
        names are one, so a row under either carries both (a ``Single mattress`` is 1인용)."""
        for m in _GLOSS.finditer(text):
            a, b = label_words(m.group(1), self.places), label_words(m.group(2), self.places)
            if len(a) == 1 and len(b) == 1 and not a[0][2] and not b[0][2]:
                self.glosses.add((a[0][1], b[0][1]))

    # --- values -----------------------------------------------------------------------------
    def number(self, value: float, key: str, rec: int) -> None:
        v = round(float(value), 6)
        k = key_info(key)
        self.fact("number", (v, None), rec, key)
        if k.money:
            self.fact("money", v, rec, key)
            if self.labels:  # the record is about fees or prices (and so is its as_of date)
                self.own[rec].add(k.fee_tag)
            if k.fee_leaf:
                self.fact("free", v == 0, rec, key)
        elif self.priced and k.bare and self._priced(rec):
            self.fact("money", v, rec, key)  # "단위": "원/kg", "고철": {"중량고철": 385}
            if self.labels:
                self.own[rec].add("k:price")
        if k.prev:
            self.fact("trend", True, rec, key)
        if k.wind:
            self.fact("wind", v, rec, key)
        elif k.temp:
            self.fact("temperature", v, rec, key)
        if k.pct:
            self.fact("percent", v, rec, key)
        if k.precip:
            self.fact("precipitation", v, rec, key)
        if k.dist:
            self.fact("distance", round(v * 1000 if k.km else v, 6), rec, key)
        if k.coord:
            self.fact("coord", v, rec, key)
        if k.count and v.is_integer():
            self.fact("count", int(v), rec, key)
        if k.walk_min and v.is_integer():
            self.fact("duration", f"걸어서{int(v)}분", rec, key)  # walk_min: 6 → "걸어서 6분"
        if k.month and v.is_integer() and 1 <= v <= 12:
            self.own[rec].add(f"m:{int(v)}")  # the month a record of normals is about (cues: 1월)
        if k.unit:
            self.fact("number", (v, k.unit), rec, key)
        if v.is_integer():
            digits = str(int(v))
            if k.date:
                self._compact_date(digits, rec, key)
            if k.time:
                self._compact_time(digits.zfill(4), rec, key)
            if k.phone and (len(digits) >= 7 or _SERVICE_NO.fullmatch(digits)):
                phone = digits if digits.startswith(("0", "1")) else "0" + digits
                self.fact("phone", phone, rec, key)

    def _priced(self, rec: int) -> bool:
        while rec >= 0:
            if rec in self.priced:
                return True
            rec = self.parents[rec]
        return False

    def _compact_date(self, digits: str, rec: int, key: str) -> None:
        m = _DATE_COMPACT.match(digits)
        if m:
            y, mo = int(m.group(1)), int(m.group(2))
            date = _date_value(y, mo, int(m.group(3)) if m.group(3) else None)
            self.fact("date", date, rec, key)

    def _compact_time(self, digits: str, rec: int, key: str) -> None:
        m = _TIME_COMPACT.match(digits)
        if m:
            self.fact("time", (_hour(int(m.group(1)), None), int(m.group(2))), rec, key)

    def string(self, value: str, key: str, rec: int) -> None:
        self.texts.append(value)
        stripped = value.strip()
        k = key_info(key)
        plain = stripped.replace(",", "")
        if plain and _PLAIN_NUMBER.fullmatch(plain):
            self.number(float(plain), key, rec)
            if k.date:
                self._compact_date(plain, rec, key)
            if k.time:
                self._compact_time(plain, rec, key)
        elif (k.precip or k.temp or k.wind or k.pct) and (span := _SPAN_TEXT.fullmatch(plain)):
            for end in span.groups():  # "rain_mm": "5~10": each end is a value of the record
                self.number(float(end), key, rec)
        if k.phone and (_PHONE_TEXT.fullmatch(stripped) or _SERVICE_NO.fullmatch(stripped)):
            self.fact("phone", _phone_digits(stripped), rec, key)
        if k.url and "." in stripped:
            self.fact("url", _norm_url(stripped), rec, key)
        if k.free:
            self.fact("free", stripped in ("무료", "true", "Y", "y", "무상"), rec, key)
        if k.weekdays and (
            any(ch.isdigit() for ch in stripped) or any(w in stripped for w in _CLOSED)
        ):
            self.fact("weekday", frozenset(k.weekdays), rec, key)
        if k.prev:
            self.fact("trend", True, rec, key)
        if k.sky:
            self.fact("sky", stripped, rec, key)
        if k.text_fact and len(stripped) <= 16 and self._not_a_place_name(stripped):
            self.fact("text", "".join(stripped.split()), rec, key)
            bare = "".join(_TRAILING_BRACKET.sub("", stripped).split())
            if len(bare) >= 4 and bare != "".join(stripped.split()):
                self.fact("text", bare, rec, key)  # "동해선거제역 2층(실내)" said without "(실내)"
            if _JOINED.search(stripped):  # round 49: "환경과, 각 읍면사무소": each office named
                for part in _JOINED.split(stripped):
                    if len(part := "".join(part.split())) >= 2 and self._not_a_place_name(part):
                        self.fact("text", part, rec, key)
            head, _, tail = stripped.partition(" ")
            if (
                len(tail) >= 3
                and " " not in tail
                and head in self.own[rec]
                and self._not_a_place_name(tail)
            ):
                # "순천시 청소자원과" of 순천시's record said without its city; not "의창구
                # 환경미화과" of 창원시's (the 구 is no name of the record: the prefix is its own),
                # nor "부산광역시 사상구" (the office is the district: "사상구" names a place,
                # read as one, not a department another clause's date or place could misbind)
                self.fact("text", tail, rec, key)
        if not k.label and not k.phone and len(stripped) > 12:
            self._holders(stripped, key, rec)
            if self.labels and _HOW_KEY.search(k.leaf):  # its as_of dates the method too
                self.own[rec].add("k:how")
        if "address" in k.leaf or "주소" in k.leaf:  # "안양로 292" names one place of a list
            for m in _ROAD.finditer(stripped):
                self.fact("text", m.group(1) + m.group(2), rec, key)
            for m in _SIDE_ROAD.finditer(stripped):  # "시민대로 131번길 20": the side road's
                # building, not the main road's number every building of that side road shares
                self.fact("text", "".join(m.groups()), rec, key)
            for m in _LOT.finditer(stripped):  # "… 갈마동 1043": a lot-number address (not
                if m.group(0) != stripped:  # one that is all lot: a bin named by it, "상계동 1282")
                    self.fact("text", m.group(1) + m.group(2), rec, key)
            if len(stripped) > 40:  # a long address labels its record by its road part and the
                # 동 in its brackets ("… 신촌로 102, 라동 107호 (신촌동, 양곡상가아파트)")
                self.label(_ADDRESS_DETAIL.split(stripped, 1)[0], rec, key)
                for bracket in _ADDRESS_BRACKET.findall(stripped):
                    self.label(bracket, rec, key)
        self.label(stripped, rec, key)
        if k.label or not _MISSING.search(value):  # "부산 10시 자료 미수신": not a 10:00 fact
            for kind, v in text_facts(value):
                shut = kind == "weekday" and isinstance(v, frozenset) and v <= closed_in(value)
                self.fact(kind, v, rec, key + ".휴무" if shut else key)  # "일요일 휴무"

    def _holders(self, text: str, key: str, rec: int) -> None:
        """A phone in a text after the name of its holder ("대행업체(남부환경 1577-6731)",
        "환경관리센터(3202878)"): a record of its own, named by the holder."""
        for m in _HOLDER.finditer(text):
            child = self.new_record(rec)
            self.label(m.group(1), child, key + ".name")
            self.fact("phone", re.sub(r"\D", "", m.group(2)), child, key + ".phone")

    def walk(self, obj: object, key: str, rec: int) -> None:
        if isinstance(obj, dict):
            child = self.new_record(rec)
            if any(_WON_UNIT.match(v) for k, v in obj.items() if _is_unit_field(k, v)):
                self.priced.add(child)  # its bare numbers are amounts in won
            for k, v in obj.items():
                k_text = str(k)
                self.texts.append(k_text)
                sub = child
                if k_text[:1].isdigit() and isinstance(v, int | float) and bracket_of(k_text):
                    sub = self.new_record(child)  # {"10L": 150}: the key labels its value
                    self.label(k_text, sub, key)
                self.walk(v, key_info(key).leaf + "." + k_text.lower(), sub)
        elif isinstance(obj, list):
            if obj and all(isinstance(x, dict) for x in obj) and rec >= 0:
                self.lists.append((rec, len(obj)))
                self.fact("count", len(obj), rec, key)
            elif len(obj) > 1 and rec >= 0 and _contact_list(obj):
                self.fact("count", len(obj), rec, key)  # 업체 세 곳 over three "업체[A:phone]"
            if len(obj) > 1 and all(isinstance(x, str) and _ONE_DAY.fullmatch(x) for x in obj):
                days = frozenset(str(x)[0] for x in obj)  # ["월", "수", "금"]: one schedule
                self.fact("weekday", days, rec, key)
            for item in obj:
                if isinstance(item, dict):  # the record walk() makes for it comes next
                    self.items[len(self.parents)] = (rec, key)
                self.walk(item, key, rec)
        elif isinstance(obj, bool):
            if key_info(key).free:
                self.fact("free", obj, rec, key)
        elif isinstance(obj, int | float):
            if math.isfinite(obj):
                self.number(obj, key, rec)
        elif isinstance(obj, str):
            self.string(obj, key, rec)


def _is_unit_field(k: object, v: object) -> bool:
    return isinstance(v, str) and str(k).lower() in _UNIT_FIELDS


_UNIT_FIELDS: Final = frozenset({"unit", "단위", "price_unit", "가격단위"})
_WON_UNIT = re.compile(r"\s*(?:원|won\b|krw\b)", re.I)  # "원/kg", "won per kg"
_NUMBERED = re.compile(r"#\s?(\d{1,4})(?!\d)")
# where an address's detail starts (the unit, the building in brackets): "신촌로 102, 라동 107호 (…)"
_ADDRESS_DETAIL = re.compile(r"\s?[,(]")
_ADDRESS_BRACKET = re.compile(r"\(([^()]{1,40})\)")
# a number followed by 길 ("구로동로 28길", "가마산로 20다길", "시민대로 131번길") is the side
# road's own name, not a building on the main road
_ROAD = re.compile(
    r"(?<![가-힣\d])([가-힣\d]{1,12}(?:로|길))\s?(\d{1,4}(?:-\d{1,4})?)(?![\d-]|번|[가-힣]?길)"
)
_SIDE_ROAD = re.compile(
    r"(?<![가-힣\d])([가-힣\d]{1,12}(?:로|길))\s?(\d{1,4}(?:번안|[가-힣])?길)\s?"
    r"(\d{1,4}(?:-\d{1,4})?)(?![\d-])"
)
_LOT = re.compile(
    r"(?<![가-힣\d])([가-힣]{1,8}\d{0,2}(?:동|리|가))\s(\d{1,4}(?:-\d{1,4})?)(?![\d-])"
)
_TRAILING_BRACKET = re.compile(r"\s?\([^()]{1,10}\)$")
# the marks between the members of a value that names several ("환경과, 각 읍면사무소")
_JOINED = re.compile(r"\s?[,/]\s?")
_DIGIT = re.compile(r"\d")
# a search given as a category code ("recycling_center", "scrap_yard"): its words are the
# search's own, not goods ("recycling" is no 재활용품: every row the search found answers to it)
_CODE: Final = re.compile(r"[a-z]+(?:_[a-z]+)+")
_ONE_DAY = re.compile(rf"\s*[{WEEK}](?:요일)?\s*")
_MISSING = re.compile(
    r"미수신|수신 ?안 ?됨|결측|누락|미제공|not (?:yet )?(?:received|available)|missing"
)
_PHONE = re.compile(r"(?<!\d)0\d{1,2}[-.\s]?\d{3,4}[-.\s]?\d{4}(?!\d)")


def _contact_list(obj: list[object]) -> bool:
    """A list of texts each naming one contact point by its own phone ("수거업체[㈜우림:031-989-
    9268]에 접수", …): a list of that many holders, counted like a list of objects."""
    phones = [_PHONE.findall(x) if isinstance(x, str) else [] for x in obj]
    return all(len(p) == 1 for p in phones) and len({p[0] for p in phones}) == len(obj)


_HOLDER = re.compile(  # an organisation's name, then its phone
    r"([가-힣A-Za-z]{1,12}(?:센터|환경|업체|공사|공단|클린|산업|개발|과|팀|소|\(주\)|㈜))\s?[(（]?\s?"
    r"((?:0\d{1,2}[-.\s]?)?\d{3,4}[-.\s]?\d{4})(?!\d)"
)
# a number-and-unit spec glossed by its name: 1인용(싱글) (not 유리병(갈색): a kind, not a name)
_GLOSS = re.compile(r"(?<![\w가-힣])(\d{1,2}[가-힣]{1,3})\(([가-힣]{2,4})\)")
_HOW_KEY = re.compile(r"method|how_?to|방법")  # a how-to text: "배출 방법 정보는 … 기준"
_PLAIN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_SPAN_TEXT = re.compile(r"(-?\d+(?:\.\d+)?)\s?[~～–]\s?(-?\d+(?:\.\d+)?)")
_PHONE_TEXT = re.compile(r"[\d\s()+.\-]{7,}")
