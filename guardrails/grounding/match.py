"""Value comparison per claim kind: which evidence facts carry a claim's value (tolerances follow
the precision written in the answer), and which claims need no subject (places, URLs, quantities).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.datetimes import clock_readings
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.nodes import number, parsed, per_stage
from guardrails.grounding.numbers import DAY_COUNTS, EN_NUMBERS, NATIVE
from guardrails.grounding.quantities import kilos_in_kg
from guardrails.grounding.records import Fact
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.vocabulary import USER_PLACE_COPULA

_DECIMALS = re.compile(r"\d[\d,]*(?:\.(\d+))?")
_ORIGIN_NAMES: Final = (
    "district",
    "place_name",
    "origin",
    "address_keyword",
    "region_name",
    "area",
)
# what may follow a place the user wrote without its suffix ("군포 근처에", "군포에서", "군포요")
_USER_AFTER = rf"(?:$|[^가-힣]|{USER_PLACE_COPULA}|에서|에|은|는|이|의|쪽|근처|인근|요|지역)"
_METRO_SUFFIXES = ("특별자치시", "특별시", "광역시", "시")
# which facts a claim kind is compared with
CANDIDATE_KIND: Final = {"unit_price": "money"}
UNBOUND: Final = frozenset(
    {"place", "url", "number", "duration", "hours24", "trend", "currency", "discount", "department"}
)


def tolerance(text: str, scale: float = 1.0) -> float:
    """Half a unit of the last written digit: '3.4' → 0.05, '3' → 0.5."""
    m = _DECIMALS.search(text)
    if not m:
        return 0.05
    if m.group(1):
        return 0.5 * 10.0 ** -len(m.group(1)) * scale + 1e-9
    return 0.5 * scale + 1e-9


def distance_tolerance(text: str, value: float | None = None) -> float:
    """Half a unit of the last written digit, in metres. A bare number whose value is a
    thousand times what is written is the first end of a kilometre range (``약 6.8~10.4km``:
    the unit is written once, after the second end), so its digit is read in kilometres."""
    m = _DECIMALS.search(text)
    if not m:
        return 0.5
    if re.search(r"km|㎞|킬로|kilo", text, re.I):
        return tolerance(text, 1000.0)
    if value is not None and m.group(1) and _in_kilometres(m.group(0), value):
        return tolerance(text, 1000.0)
    digits = m.group(0).replace(",", "")
    if m.group(1):
        return tolerance(text)
    if digits.endswith("00"):
        return 50.0 + 1e-9
    if digits.endswith("0"):
        return 5.0 + 1e-9
    return 0.5 + 1e-9


def _in_kilometres(written: str, value: float) -> bool:
    try:
        number = float(written.replace(",", ""))
    except ValueError:
        return False
    return number > 0 and abs(value - number * 1000.0) < 1e-6 * value


def _contains(hay: str, needle: str) -> bool:
    if not needle:
        return False
    start = hay.find(needle)
    while start != -1:
        end = start + len(needle)
        ok_after = not (needle[-1].isdigit() and end < len(hay) and hay[end].isdigit())
        ok_before = not (needle[0].isdigit() and start > 0 and hay[start - 1].isdigit())
        if ok_after and ok_before:
            return True
        start = hay.find(needle, start + 1)
    return False


def _place_ok(value: str, text: str, ev: Evidence) -> bool:
    hay = ev.text_compact + ev.user.replace(" ", "")
    if _contains(hay, value) or _contains(hay, unspaced(text)):
        return True
    for suffix in _METRO_SUFFIXES:
        base = value[: -len(suffix)]
        if value.endswith(suffix) and base in ev.places.metro:
            return base in hay
    # "제주시" for a record labelled 제주: the name with its 시/군 suffix
    base = value[:-1]
    if value[-1:] not in ("시", "군") or len(base) < 2:
        return False
    tokens = ev.cues.all_tokens
    if base in tokens or ev.places.canonical(base) in tokens:
        return True
    # "군포시 기준 2km 안에는 없고" where the user wrote "군포 근처에" and a tool output searched
    # around a point it names by coordinates only: the city the user named is the search's
    # origin, written with its suffix (a known 시/군, the user's word standing alone). Not where
    # the outputs list places of their own (an advisory's areas: the user's city is not among them)
    named = rf"(?<![가-힣]){re.escape(base)}(?={_USER_AFTER})"
    return (
        value in ev.places.names
        and re.search(named, ev.user) is not None
        and point_searched(ev.sources)
    )


@per_stage
def point_searched(sources: tuple[str, ...]) -> bool:
    """Whether a tool output is a search around a point it names by coordinates alone."""
    return any(
        isinstance(root, dict)
        and number(root.get("latitude")) is not None
        and number(root.get("longitude")) is not None
        and not any(isinstance(root.get(k), str) for k in _ORIGIN_NAMES)
        for root in parsed(sources)
    )


def _url_ok(value: str, ev: Evidence) -> bool:
    for u in ev.urls:
        if u == value or u.startswith((value + "/", value + "?", value + "#")):
            return True
    if any(value in homes and owner in ev.text for owner, homes in ev.places.domains):
        return True  # "Source: data.go.kr" where a tool output cites 공공데이터포털 (its home only)
    return _contains(ev.text.lower(), value)


_DUR_NUMBER = re.compile(r"\d{1,3}|one|two|three|four|five|seven|한|두|세|사흘|이틀", re.I)
_DUR_UNITS: Final = (("분", "min"), ("minute", "min"), ("시간", "h"), ("hour", "h"), ("개월", "mo"),
                     ("달", "mo"), ("month", "mo"), ("주", "wk"), ("week", "wk"), ("일", "d"),
                     ("day", "d"), ("사흘", "d"), ("이틀", "d"))  # fmt: skip
_DUR_WORDS: Final = NATIVE | EN_NUMBERS | DAY_COUNTS


def duration_key(text: str) -> tuple[int, str] | None:
    """A duration as (number, unit), whatever the language: "3일이내" and "within3days" → (3, d)."""
    m = _DUR_NUMBER.search(text)
    if m is None:
        return None
    n = m.group(0).lower()
    unit = next((u for word, u in _DUR_UNITS if word in text.lower()[m.start() :]), None)
    return (int(n) if n.isdigit() else _DUR_WORDS[n], unit) if unit else None


def unbound_ok(c: Claim, ev: Evidence) -> bool:
    """Claims checked by value alone: places, URLs, quantities, durations, 24-hour, trends."""
    v = c.value
    if c.kind == "place" and isinstance(v, str):
        return _place_ok(v, c.text, ev)
    if c.kind == "url" and isinstance(v, str):
        return _url_ok(v, ev)
    if c.kind == "number" and isinstance(v, tuple):
        value, unit = float(v[0]), v[1]
        if unit == "°":  # a bearing: any number (wind_dir_deg)
            unit = None
        pool = ev.numbers if unit is None else ev.quantities
        if (round(value, 6) if unit is None else (value, unit)) in pool:
            return True
        return unit is not None and _contains(ev.text_compact, unspaced(c.text))
    if c.kind == "duration" and isinstance(v, str):
        key = duration_key(v)
        return any(
            f.value == v or key and duration_key(str(f.value)) == key for f in ev.of("duration")
        )
    if c.kind == "department" and isinstance(v, str):
        return _contains(ev.text_compact, v)
    if c.kind == "currency" and isinstance(v, str):
        return v in ev.text_compact.lower()
    if c.kind == "discount":
        return bool(re.search(r"반값|반액|할인|감면|discount", ev.text))
    return bool(ev.of(c.kind))  # hours24, trend: the evidence states one


def kilo_as_weight(c: Claim, ev: Evidence) -> bool:
    """``2킬로`` is either 2 km or 2 kg: read as a weight, is it a stated quantity?"""
    kg = kilos_in_kg(c)
    if kg is None:
        return False
    weight = Claim(c.text, "number", (kg, "kg"), c.start, c.end)
    return unbound_ok(weight, ev)


def _near(v: float, f: Fact, tol: float) -> bool:
    return isinstance(f.value, int | float) and abs(v - float(f.value)) <= tol


def _rounds_to(v: float, f: Fact, tol: float) -> bool:
    """Whether the fact's (non-negative) value rounds to ``v``; a value half-way between two
    spellings rounds up, or to the even one: 1,050 m is "1.1km", 2,650 m "2.6km" or "2.7km",
    350 m "400m" but not "300m"."""
    if not isinstance(f.value, int | float):
        return False
    d = float(f.value) - v
    if abs(d) < tol - 1e-6:
        return True
    if abs(d) > tol + 1e-6:
        return False
    return d < 0 or round(v / (2 * tol)) % 2 == 0


def _time_ok(value: tuple[int, int], text: str, f: Fact) -> bool:
    # only "N시" without 오전/오후 is read on either half of the clock; "08:00" is 24-hour
    return f.value in clock_readings(value, text)


def _date_ok(value: tuple[int, ...], f: Fact) -> bool:
    d = f.value
    if not isinstance(d, tuple):
        return False
    if value[0] == 0:  # month-day without a year: any date with that month and day
        return len(d) == 3 and d[1:] == value[1:]
    n = len(value)
    return d == value or (n < len(d) and d[:n] == value)


def _sky_ok(label: str, f: Fact, ev: Evidence) -> bool:
    text = str(f.value)
    if label == "맑":
        return "맑" in text or "clear" in text.lower()
    if label in ("흐림", "구름"):  # "cloudy" is said of both 흐림 and 구름많음
        return "흐" in text or "구름" in text
    if label == "눈" and "snow" in f.key and isinstance(f.value, int | float) and f.value > 0:
        return True  # climate normals with snow days: "snow is rare", "눈 오는 날"
    if label == "비" and any(
        p.record == f.record and isinstance(p.value, int | float) and p.value > 0
        for p in ev.of("precipitation")
    ):  # an amount fallen is rain, unless the record names the kind and it is snow alone
        return not _snow_only(f, ev)
    if label in text:
        return True
    words = _SKY_CATEGORY.get(label)  # a category as the adapters word it ("rain_snow")
    return words is not None and any(w in text.lower() for w in words)


def _snow_only(f: Fact, ev: Evidence) -> bool:
    """Whether the record of ``f`` names its precipitation's kind and that kind is snow alone
    (``"precipitation": "snow"``, ``"precipitation_text": "눈"``; not ``비/눈``, ``sleet``)."""
    kinds = [str(g.value).lower() for g in ev.of("sky") if g.record == f.record]
    snowy = [k for k in kinds if "snow" in k or "눈" in k]
    return bool(snowy) and not any(w in k for k in kinds for w in ("비", "rain", "sleet", "shower"))


# the precipitation categories of the weather adapters (KMA's PTY, WMO codes) per sky label
_SKY_CATEGORY: Final = {"비": ("rain", "drizzle", "shower"), "눈": ("snow",)}


def matching(c: Claim, candidates: Iterable[Fact], ev: Evidence) -> list[Fact]:
    """The candidate facts whose value supports ``c``."""
    v, k = c.value, c.kind
    if k in ("money", "count") and isinstance(v, int | float):
        return ev.with_value(k, float(v) if k == "money" else v)
    if k == "unit_price" and isinstance(v, tuple):
        return ev.with_value("money", float(v[0]))
    if k in ("temperature", "percent", "precipitation", "wind", "coord") and isinstance(v, float):
        tol = tolerance(c.text)
        return [f for f in candidates if _near(v, f, tol)]
    if k == "distance" and isinstance(v, float):
        tol = distance_tolerance(c.text, v)
        return [f for f in candidates if _rounds_to(v, f, tol)]
    if k in ("phone",) and isinstance(v, str):
        if len(v) == 4:  # "1588번": the start of a representative number
            return [f for f in candidates if str(f.value).startswith(v)]
        return [f for f in candidates if f.value == v]
    if k == "date" and isinstance(v, tuple):
        return [f for f in candidates if _date_ok(v, f)]
    if k == "time" and isinstance(v, tuple):
        return [f for f in candidates if _time_ok((int(v[0]), int(v[1])), c.text, f)]
    if k == "free":
        return [f for f in candidates if f.value is True]
    if k == "weekday" and isinstance(v, frozenset):
        return [f for f in candidates if isinstance(f.value, frozenset) and v <= f.value]
    if k == "sky" and isinstance(v, str):
        return [f for f in candidates if _sky_ok(v, f, ev)]
    if k == "text":
        return ev.with_value("text", v)
    return []
