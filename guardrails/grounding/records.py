"""Tool outputs walked into records: every JSON object is a record, and each value found in it is
a ``Fact`` that keeps its record, so a value stays linked to its siblings (item_name ↔ fee,
place name ↔ distance/phone, station ↔ temperature, as_of ↔ the record it dates).

A record's *tokens* are the words of its label fields (names, items, specs, districts, regions…)
and ``k:fee`` / ``k:price`` when it holds fees or prices, plus those of its ancestors and
descendants; a fact's tokens add the words of its own key
(``avg_max_c`` → avg, max; ``hours.saturday`` → hours, saturday).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Final

from guardrails.grounding.claims import ClaimKind
from guardrails.grounding.contacts import _norm_url, _phone_digits
from guardrails.grounding.datetimes import _date_value, _hour
from guardrails.grounding.extract import _scan
from guardrails.grounding.numbers import _num
from guardrails.grounding.vocabulary import PlaceVocabulary

_K_MONEY = re.compile(
    r"fee(?!l)|price|amount|cost|charge|(?<![a-z])won(?![a-z])|krw|수수료|가격|요금|금액|비용|단가"
    r"|penalty|fine(?![a-z])|과태료|deposit|보증금|refund|환급|보상|compensation|reward|point"
)
_K_PRICE = re.compile(r"price|가격|단가|시세")
_K_TEMP = ("temp", "기온", "온도", "tmp", "t1h", "tmn", "tmx", "feels", "체감", "celsius", "max_c")
_K_TEMP_END = ("_c",)
_K_PCT = ("humid", "습도", "reh", "pop", "확률", "percent", "pct", "ratio", "비율", "rate")
_K_PRECIP = ("precip", "rain", "rn1", "pcp", "강수량", "강우", "snow", "적설", "_mm")
_K_DIST = ("distance", "dist_", "_dist", "거리", "radius", "반경")
_K_WIND = ("wind_speed", "wind_ms", "wsd", "풍속", "windspeed", "wind_m")
_K_COORD = ("lat", "lng", "lon", "위도", "경도")
_K_PHONE = ("phone", "tel", "fax", "전화", "연락처", "contact")
_K_DATE = (
    "date",
    "as_of",
    "asof",
    "기준",
    "일자",
    "날짜",
    "updated",
    "survey",
    "조사",
    "base_time",
)
_K_TIME = ("time", "시간", "hour", "open", "close")
_K_COUNT = ("found", "count", "total", "returned", "개수", "건수")
_K_FREE = ("free", "유무료", "무료")
_K_UNIT = re.compile(r"(?:_|^)(kg|g|l|liter|litre|t|ton|ml|cm|inch)$", re.I)
_UNIT_KEY_CANON: Final = {"kg": "kg", "g": "g", "l": "L", "liter": "L", "litre": "L", "t": "t",
                          "ton": "t", "ml": "mL", "cm": "cm", "inch": "in"}  # fmt: skip
# keys whose text is not a label of its record (contact points, dates, free-text notes)
_SERVICE_NO = re.compile(r"1\d{2,3}")  # 120, 1599: a service number under a phone key
_NOT_LABEL = ("source", "url", "homepage", "link", "site", "phone", "tel", "fax", "date", "time",
              "as_of", "method", "notice", "note", "remark", "payment", "detail", "desc", "how",
              "unit", "error", "hours", "reward", "period", "contact")  # fmt: skip
# keys whose short text is itself a claim an answer may restate (department ↔ district)
_TEXT_FACT_KEYS = ("department", "place", "collection_days", "accepts", "not_accepted", "detail")
# head nouns an answer may use alone for a name ("센터" for 용봉동 행정복지센터, "구청" for 북구청)
_HEADS = ("센터", "구청", "시청", "군청", "약국", "보건소", "도서관", "민원실", "고물상", "마트")
_WORD = re.compile(r"(?:\d+(?:\.\d+)?[0-9A-Za-z가-힣]*|[0-9A-Za-z가-힣]+)(?:\([^)]{1,12}\))?")
_NUMERIC_WORD = re.compile(r"[\d.,]+(?:원|won|만|천)?")
# labels of the search itself, not inherited by the records found (query "책장 신발장")
_LOCAL_KEYS = ("query", "origin")
_SPLIT_KEY = re.compile(r"[^0-9A-Za-z가-힣]+")
_DATE_COMPACT = re.compile(r"^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])?$")
_TIME_COMPACT = re.compile(r"^([01]\d|2[0-4])([0-5]\d)$")
_EV_CONTEXT = re.compile(
    r"(?P<k>체감\s?온도|기온|온도|temperature|temp|습도|humidity|강수\s?확률|강수량|precipitation"
    r"|rainfall|거리|distance|fee|price|수수료|가격|요금)\W{0,4}(?:은|는|이|가|약)?\s?"
    r"(?P<v>[-−]?\d+(?:\.\d+)?)",
    re.I,
)
_ANY_NUM = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")
_FREE_TEXT = re.compile(r"무료|무상")
_MAY_HOLD_CLAIMS = re.compile(r"[\d.원]|무료|무상|요일|[월화수목금토일]·|평일|주말|휴무|시간")
_CLOSED = ("휴무", "휴일", "휴관", "운영", "closed", "open")
_WEEKDAY_KEYS: Final = {"weekday": "월화수목금", "weekdays": "월화수목금", "weekend": "토일",
                        "saturday": "토", "sunday": "일", "holiday": "일"}  # fmt: skip


def key_words(key: str) -> frozenset[str]:
    return frozenset(w for w in _SPLIT_KEY.split(key.lower()) if w)


def value_tokens(kind: str, value: tuple[int, ...]) -> set[str]:
    """Tokens of a date or time, so that a date in an answer can name the record it dates."""
    if kind == "time":
        return {f"t:{value[0]}:{value[1]}"}
    return {"d:" + "-".join(map(str, value[:n])) for n in range(2, len(value) + 1)}


_GATES: dict[tuple[str, ...], re.Pattern[str]] = {}


def _has(key: str, words: tuple[str, ...]) -> bool:
    """Whether ``key`` contains one of ``words`` (one compiled alternation per word list)."""
    rx = _GATES.get(words)
    if rx is None:
        rx = _GATES[words] = re.compile("|".join(map(re.escape, words)))
    return rx.search(key) is not None


@dataclass(slots=True)
class Fact:
    kind: ClaimKind
    value: object
    record: int
    key: str
    tokens: frozenset[str] = frozenset()


@dataclass
class RecordBuilder:
    """Walks tool outputs into facts and record tokens (see the module docstring)."""

    places: PlaceVocabulary
    facts: list[Fact] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    roots: list[int] = field(default_factory=list)  # the tool output each record came from
    own: list[set[str]] = field(default_factory=list)
    local: list[set[str]] = field(default_factory=list)  # labels not inherited (_LOCAL_KEYS)
    token_keys: dict[str, set[str]] = field(default_factory=dict)
    surfaces: dict[str, str] = field(default_factory=dict)  # surface form in text → token
    texts: list[str] = field(default_factory=list)
    lists: list[tuple[int, int]] = field(default_factory=list)  # (record, length) of record lists
    labels: bool = True  # False while reading the user's words
    short: set[str] = field(default_factory=set)  # one-syllable subject words (no own surface)

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
        if not self.labels or len(text) > 40 or _has(key.rsplit(".", 1)[-1], _NOT_LABEL):
            return
        leaf = key.rsplit(".", 1)[-1]
        for m in _WORD.finditer(text):
            word = m.group(0)
            bare, _, inner = word.partition("(")
            for w in {word, bare, inner.rstrip(")")} if inner else {word}:
                if _NUMERIC_WORD.fullmatch(w) or not w:
                    continue
                if len(w) < 2:  # 퀸 of 퀸(프레임): a subject word, found only by its spellings
                    if "가" <= w <= "힣":
                        self.own[rec].add(self.places.canonical(w))
                        self.short.add(self.places.canonical(w))
                    continue
                token = self.places.canonical(w)
                bucket = self.local[rec] if leaf in _LOCAL_KEYS else self.own[rec]
                bucket.add(token)
                bucket.update(self.places.parents.get(token, ()))  # 강남구 is in 서울특별시
                self.token_keys.setdefault(token, set()).add(key.rsplit(".", 1)[-1])
                self.surfaces.setdefault(w, token)
                for head in _HEADS:
                    if w.endswith(head) and len(w) > len(head):
                        self.own[rec].add("head:" + head)
                        self.token_keys.setdefault("head:" + head, set()).add("head")
                        self.surfaces.setdefault(head, "head:" + head)

    # --- values -----------------------------------------------------------------------------
    def number(self, value: float, key: str, rec: int) -> None:
        v = round(float(value), 6)
        self.fact("number", (v, None), rec, key)
        leaf = key.rsplit(".", 1)[-1]
        if _K_MONEY.search(key):
            self.fact("money", v, rec, key)
            if self.labels:  # the record is about fees or prices (and so is its as_of date)
                self.own[rec].add("k:price" if _K_PRICE.search(key) else "k:fee")
            if leaf.startswith("fee") or "수수료" in leaf:
                self.fact("free", v == 0, rec, key)
        if leaf.startswith("prev"):
            self.fact("trend", True, rec, key)
        if _has(key, _K_WIND):
            self.fact("wind", v, rec, key)
        elif _has(key, _K_TEMP) or leaf.endswith(_K_TEMP_END):
            self.fact("temperature", v, rec, key)
        if _has(key, _K_PCT):
            self.fact("percent", v, rec, key)
        if _has(key, _K_PRECIP):
            self.fact("precipitation", v, rec, key)
        if (_has(key, _K_DIST) or leaf.endswith(("_m", "_km"))) and not _has(key, _K_WIND):
            self.fact("distance", round(v * 1000 if "km" in leaf else v, 6), rec, key)
        if any(leaf == c or leaf.startswith(c) for c in _K_COORD):
            self.fact("coord", v, rec, key)
        if _has(leaf, _K_COUNT) and v.is_integer():
            self.fact("count", int(v), rec, key)
        if "walk" in leaf and "min" in leaf and v.is_integer():
            self.fact("duration", f"걸어서{int(v)}분", rec, key)  # walk_min: 6 → "걸어서 6분"
        if leaf == "month" and v.is_integer() and 1 <= v <= 12:
            self.own[rec].add(f"m:{int(v)}")  # the month a record of normals is about (cues: 1월)
        unit = _K_UNIT.search(leaf)
        if unit and not _K_MONEY.search(key) and not _has(key, _K_DIST):
            self.fact("number", (v, _UNIT_KEY_CANON[unit.group(1).lower()]), rec, key)
        if v.is_integer():
            digits = str(int(v))
            if _has(key, _K_DATE):
                self._compact_date(digits, rec, key)
            if _has(key, _K_TIME):
                self._compact_time(digits.zfill(4), rec, key)
            if _has(key, _K_PHONE) and (len(digits) >= 7 or _SERVICE_NO.fullmatch(digits)):
                phone = digits if digits.startswith(("0", "1")) else "0" + digits
                self.fact("phone", phone, rec, key)

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
        leaf = key.rsplit(".", 1)[-1]
        plain = stripped.replace(",", "")
        if plain and re.fullmatch(r"-?\d+(?:\.\d+)?", plain):
            self.number(float(plain), key, rec)
            if _has(key, _K_DATE):
                self._compact_date(plain, rec, key)
            if _has(key, _K_TIME):
                self._compact_time(plain, rec, key)
        if _has(key, _K_PHONE) and (
            re.fullmatch(r"[\d\s()+.\-]{7,}", stripped) or _SERVICE_NO.fullmatch(stripped)
        ):
            self.fact("phone", _phone_digits(stripped), rec, key)
        if key and _has(key, ("url", "homepage", "link", "site", "web")) and "." in stripped:
            self.fact("url", _norm_url(stripped), rec, key)
        if _has(leaf, _K_FREE):
            self.fact("free", stripped in ("무료", "true", "Y", "y", "무상"), rec, key)
        opening = any(ch.isdigit() for ch in stripped) or any(w in stripped for w in _CLOSED)
        if opening and (leaf in _WEEKDAY_KEYS or leaf.split("_")[0] in _WEEKDAY_KEYS):
            days = _WEEKDAY_KEYS.get(leaf) or _WEEKDAY_KEYS[leaf.split("_")[0]]
            self.fact("weekday", frozenset(days), rec, key)
        if leaf.startswith("prev"):
            self.fact("trend", True, rec, key)
        if leaf in ("sky", "weather", "날씨", "하늘"):
            self.fact("sky", stripped, rec, key)
        if leaf in _TEXT_FACT_KEYS and len(stripped) <= 16 and self._not_a_place_name(stripped):
            self.fact("text", "".join(stripped.split()), rec, key)
        self.label(stripped, rec, key)
        self.scan_text(value, rec, key)

    def scan_text(self, text: str, rec: int, key: str) -> None:
        if not _MAY_HOLD_CLAIMS.search(text):
            return
        s = _scan(text, evidence=True)
        for c in s.claims:
            v = c.value
            if c.kind == "unit_price" and isinstance(v, tuple):
                self.fact("money", v[0], rec, key)
            elif c.kind == "number" and isinstance(v, tuple) and isinstance(v[1], str):
                self.fact("number", (float(v[0]), v[1]), rec, key)
            elif c.kind == "time" and isinstance(v, tuple) and len(v) == 2:
                self.fact("time", (int(v[0]), int(v[1])), rec, key)
            else:
                self.fact(c.kind, v, rec, key)
        if _FREE_TEXT.search(text):
            self.fact("free", True, rec, key)
        if "24시간" in text or "연중무휴" in text or "24/7" in text:
            self.fact("hours24", True, rec, key)
        for m in _ANY_NUM.finditer(text):
            if not any(s.taken[m.start() : m.end()]):
                self.fact("number", (round(_num(m.group(0)), 6), None), rec, key)
        for m in _EV_CONTEXT.finditer(text):
            k, v = m.group("k").lower().replace(" ", ""), round(_num(m.group("v")), 6)
            if k in ("체감온도", "기온", "온도", "temperature", "temp"):
                self.fact("temperature", v, rec, key)
            elif k in ("습도", "humidity", "강수확률"):
                self.fact("percent", v, rec, key)
            elif k in ("강수량", "precipitation", "rainfall"):
                self.fact("precipitation", v, rec, key)
            elif k in ("거리", "distance"):
                self.fact("distance", v, rec, key)
            else:
                self.fact("money", v, rec, key)

    def walk(self, obj: object, key: str, rec: int) -> None:
        if isinstance(obj, dict):
            child = self.new_record(rec)
            for k, v in obj.items():
                k_text = str(k)
                self.texts.append(k_text)
                self.walk(v, key.rsplit(".", 1)[-1] + "." + k_text.lower(), child)
        elif isinstance(obj, list):
            if obj and all(isinstance(x, dict) for x in obj) and rec >= 0:
                self.lists.append((rec, len(obj)))
                self.fact("count", len(obj), rec, key)
            for item in obj:
                self.walk(item, key, rec)
        elif isinstance(obj, bool):
            if _has(key.rsplit(".", 1)[-1], _K_FREE):
                self.fact("free", obj, rec, key)
        elif isinstance(obj, int | float):
            if math.isfinite(obj):
                self.number(obj, key, rec)
        elif isinstance(obj, str):
            self.string(obj, key, rec)

    def finish(self) -> None:
        """Close record tokens over ancestors and descendants; give each fact its tokens."""
        n = len(self.parents)
        for f in self.facts:  # a record's dates and times are labels of it too
            if 0 <= f.record < n and f.kind in ("date", "time") and isinstance(f.value, tuple):
                self.own[f.record] |= value_tokens(f.kind, f.value)
        down: list[set[str]] = [set(t) for t in self.own]
        for r in range(n - 1, -1, -1):  # children come after their parents
            p = self.parents[r]
            if p >= 0:
                down[p] |= down[r]
        anc: list[set[str]] = []
        closed: list[frozenset[str]] = []
        for r in range(n):
            p = self.parents[r]
            anc.append(self.own[r] | anc[p] if p >= 0 else set(self.own[r]))
            closed.append(frozenset(down[r] | anc[r] | self.local[r]))
        cache: dict[tuple[int, str], frozenset[str]] = {}
        for f in self.facts:
            ck = (f.record, f.key)
            tokens = cache.get(ck)
            if tokens is None:
                base = closed[f.record] if 0 <= f.record < n else frozenset()
                tokens = cache[ck] = base | key_words(f.key)
            f.tokens = tokens
