"""``Evidence``: tool outputs walked once (JSON keys and values, numbers and strings) and
normalised into look-up pools per claim kind.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from guardrails.grounding.contacts import _norm_url, _phone_digits
from guardrails.grounding.datetimes import _date_value, _hour
from guardrails.grounding.extract import _scan
from guardrails.grounding.numbers import _num

_ANY_NUM = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")
_EV_CONTEXT = re.compile(
    r"(?P<k>체감\s?온도|기온|온도|temperature|temp|습도|humidity|강수\s?확률|강수량|precipitation"
    r"|rainfall|거리|distance)\s?[:=]?\s?(?:은|는|이|가|약)?\s?(?P<v>[-−]?\d+(?:\.\d+)?)",
    re.I,
)
# compact forms of keyed JSON values: 20250115 / 202501 (dates), 0900 (times)
_DATE_COMPACT = re.compile(r"^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])?$")
_TIME_COMPACT = re.compile(r"^([01]\d|2[0-4])([0-5]\d)$")

_K_MONEY = re.compile(
    r"fee(?!l)|price|amount|cost|charge|(?<![a-z])won(?![a-z])|krw|수수료|가격|요금|금액|비용|단가"
)
_K_TEMP = ("temp", "기온", "온도", "tmp", "t1h", "tmn", "tmx", "feels", "체감", "celsius")
_K_PCT = ("humid", "습도", "reh", "pop", "확률", "percent", "pct", "ratio", "비율", "rate")
_K_PRECIP = ("precip", "rain", "rn1", "pcp", "강수량", "강우", "snow", "적설", "_mm")
_K_DIST = ("distance", "dist_", "_dist", "거리", "radius", "반경")
_K_PHONE = ("phone", "tel", "전화", "연락처", "contact")
_K_DATE = ("date", "as_of", "asof", "기준", "일자", "날짜", "updated", "survey", "조사")
_K_TIME = ("time", "시간", "hour", "open", "close")
_K_UNIT = re.compile(r"(?:_|^)(kg|g|l|liter|litre|t|ton|ml|cm|inch)$", re.I)
_UNIT_KEY_CANON: Final = {
    "kg": "kg",
    "g": "g",
    "l": "L",
    "liter": "L",
    "litre": "L",
    "t": "t",
    "ton": "t",
    "ml": "mL",
    "cm": "cm",
    "inch": "in",
}


# evidence strings without a digit, a dot (URL) or 원 (만오천원) cannot hold a claim
_MAY_HOLD_CLAIMS = re.compile(r"[\d.원]")


def _has(key: str, words: tuple[str, ...]) -> bool:
    return any(w in key for w in words)


@dataclass
class _Builder:
    money: set[float] = field(default_factory=set)
    money_shown: set[float] = field(default_factory=set)
    numbers: set[float] = field(default_factory=set)
    temps: set[float] = field(default_factory=set)
    percents: set[float] = field(default_factory=set)
    precip: set[float] = field(default_factory=set)
    distances: set[float] = field(default_factory=set)
    phones: set[str] = field(default_factory=set)
    dates: set[tuple[int, ...]] = field(default_factory=set)
    times: set[tuple[int, int]] = field(default_factory=set)
    urls: set[str] = field(default_factory=set)
    quantities: set[tuple[float, str]] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)

    def number(self, value: float, key: str) -> None:
        v = round(float(value), 6)
        self.numbers.add(v)
        self.money.add(v)
        if _K_MONEY.search(key):
            self.money_shown.add(v)
        if _has(key, _K_TEMP):
            self.temps.add(v)
        if _has(key, _K_PCT):
            self.percents.add(v)
        if _has(key, _K_PRECIP):
            self.precip.add(v)
        if _has(key, _K_DIST) or key.endswith(("_m", "_km")):
            self.distances.add(round(v * 1000 if "km" in key else v, 6))
        unit = _K_UNIT.search(key)
        if unit and not _K_MONEY.search(key):  # price_per_kg is a price, not a weight
            self.quantities.add((v, _UNIT_KEY_CANON[unit.group(1).lower()]))
        if v.is_integer():
            digits = str(int(v))
            if _has(key, _K_DATE):
                self._compact_date(digits)
            if _has(key, _K_TIME):
                self._compact_time(digits.zfill(4))
            if _has(key, _K_PHONE) and len(digits) >= 7:
                self.phones.add(digits if digits.startswith(("0", "1")) else "0" + digits)

    def _compact_date(self, digits: str) -> None:
        m = _DATE_COMPACT.match(digits)
        if m:
            y, mo = int(m.group(1)), int(m.group(2))
            self.dates.add(_date_value(y, mo, int(m.group(3)) if m.group(3) else None))

    def _compact_time(self, digits: str) -> None:
        m = _TIME_COMPACT.match(digits)
        if m:
            self.times.add((_hour(int(m.group(1)), None), int(m.group(2))))

    def string(self, value: str, key: str) -> None:
        self.texts.append(value)
        stripped = value.strip()
        plain = stripped.replace(",", "")
        if plain and re.fullmatch(r"-?\d+(?:\.\d+)?", plain):
            self.number(float(plain), key)
            if _has(key, _K_DATE):
                self._compact_date(plain)
            if _has(key, _K_TIME):
                self._compact_time(plain)
        if _has(key, _K_PHONE) and re.fullmatch(r"[\d\s()+.\-]{7,}", stripped):
            self.phones.add(_phone_digits(stripped))
        if key and _has(key, ("url", "homepage", "link", "site", "web")) and "." in stripped:
            self.urls.add(_norm_url(stripped))
        self.scan_text(value)

    def scan_text(self, text: str) -> None:
        if not _MAY_HOLD_CLAIMS.search(text):
            return
        s = _scan(text, evidence=True)
        for c in s.claims:
            v = c.value
            if c.kind == "money" and isinstance(v, int | float):
                self.money.add(round(float(v), 6))
                self.money_shown.add(round(float(v), 6))
            elif c.kind == "unit_price" and isinstance(v, tuple):
                self.money.add(round(float(v[0]), 6))
                self.money_shown.add(round(float(v[0]), 6))
            elif c.kind == "temperature" and isinstance(v, float):
                self.temps.add(v)
            elif c.kind == "percent" and isinstance(v, float):
                self.percents.add(v)
            elif c.kind == "precipitation" and isinstance(v, float):
                self.precip.add(v)
            elif c.kind == "distance" and isinstance(v, float):
                self.distances.add(v)
            elif c.kind == "phone" and isinstance(v, str):
                self.phones.add(v)
            elif c.kind == "date" and isinstance(v, tuple):
                self.dates.add(v)
            elif c.kind == "time" and isinstance(v, tuple) and len(v) == 2:
                self.times.add((int(v[0]), int(v[1])))
            elif c.kind == "url" and isinstance(v, str):
                self.urls.add(v)
            elif c.kind == "number" and isinstance(v, tuple) and isinstance(v[1], str):
                self.quantities.add((float(v[0]), v[1]))
                self.numbers.add(float(v[0]))
        # bare numbers outside any claim: accepted as money / plain-number evidence
        for m in _ANY_NUM.finditer(text):
            if not any(s.taken[m.start() : m.end()]):
                v = round(_num(m.group(0)), 6)
                self.numbers.add(v)
                self.money.add(v)
        for m in _EV_CONTEXT.finditer(text):
            k, v = m.group("k").lower().replace(" ", ""), round(_num(m.group("v")), 6)
            if k in ("체감온도", "기온", "온도", "temperature", "temp"):
                self.temps.add(v)
            elif k in ("습도", "humidity", "강수확률"):
                self.percents.add(v)
            elif k in ("강수량", "precipitation", "rainfall"):
                self.precip.add(v)
            else:
                self.distances.add(v)

    def walk(self, obj: object, key: str) -> None:
        if isinstance(obj, dict):
            for k, v in obj.items():
                k_text = str(k)
                self.texts.append(k_text)
                self.scan_text(k_text)
                # context = parent and own key: {"temperature": {"value": 3.4}}
                self.walk(v, key.rsplit(".", 1)[-1] + "." + k_text.lower())
        elif isinstance(obj, list):
            for item in obj:
                self.walk(item, key)
        elif isinstance(obj, bool) or obj is None:
            return
        elif isinstance(obj, int | float):
            if math.isfinite(obj):
                self.number(obj, key)
        elif isinstance(obj, str):
            self.string(obj, key)


@dataclass(frozen=True)
class Evidence:
    """Pre-normalised tool outputs; build once per run with ``Evidence.from_texts``.

    ``money`` holds every number seen (JSON numbers, amounts with 원/₩/KRW, bare numbers in
    text); ``money_shown`` only the money-like ones, used to explain unsupported amounts.
    Temperatures, percentages, precipitation (mm) and distances (m) come from keyed JSON
    numbers and unit-bearing text; ``quantities`` are ``(value, unit)`` pairs such as
    ``(3.0, "인용")``; ``text_compact`` is all keys and strings without whitespace, used for
    place and quantity look-ups.
    """

    money: frozenset[float] = frozenset()
    money_shown: frozenset[float] = frozenset()
    numbers: frozenset[float] = frozenset()
    temperatures: tuple[float, ...] = ()
    percents: tuple[float, ...] = ()
    precipitation: tuple[float, ...] = ()
    distances: tuple[float, ...] = ()
    phones: frozenset[str] = frozenset()
    dates: frozenset[tuple[int, ...]] = frozenset()
    times: frozenset[tuple[int, int]] = frozenset()
    urls: tuple[str, ...] = ()
    quantities: frozenset[tuple[float, str]] = frozenset()
    text: str = ""
    text_compact: str = ""
    sources: tuple[str, ...] = ()

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> Evidence:
        """Each text may be JSON (walked recursively: keys and values, numbers and strings)
        or plain text; an already-parsed object is walked as JSON."""
        if isinstance(texts, str):
            texts = [texts]
        b = _Builder()
        sources = tuple(texts)
        for text in sources:
            obj: object = None
            if not isinstance(text, str):  # already-parsed tool output: walk it as JSON
                obj, text = text, json.dumps(text, ensure_ascii=False, default=str)
            elif text.lstrip()[:1] in ("{", "[", '"'):
                try:
                    obj = json.loads(text)
                except (ValueError, RecursionError):
                    obj = None
            if obj is None or isinstance(obj, str):
                b.string(obj if isinstance(obj, str) else text, "")
                continue
            try:
                b.walk(obj, "")
            except RecursionError:  # absurdly deep nesting: fall back to the raw text
                b.string(text, "")
        joined = "\n".join(b.texts)
        return cls(
            money=frozenset(b.money),
            money_shown=frozenset(b.money_shown),
            numbers=frozenset(b.numbers | b.money),
            temperatures=tuple(sorted(b.temps)),
            percents=tuple(sorted(b.percents)),
            precipitation=tuple(sorted(b.precip)),
            distances=tuple(sorted(b.distances)),
            phones=frozenset(b.phones),
            dates=frozenset(b.dates),
            times=frozenset(b.times),
            urls=tuple(sorted(b.urls)),
            quantities=frozenset(b.quantities),
            text=joined,
            text_compact=re.sub(r"\s+", "", joined),
            sources=sources,
        )

    def extended(self, texts: Iterable[str]) -> Evidence:
        """A new Evidence with more tool outputs appended (e.g. after another tool call)."""
        return Evidence.from_texts([*self.sources, *texts])
