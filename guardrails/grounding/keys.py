"""What a tool-output key says about the values under it (``fee`` → money, ``avg_max_c`` →
temperature, ``phone`` → a contact point, ``spec`` → a label of its record), worked out once per
distinct key."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import contains_any

_K_MONEY = re.compile(
    r"fee(?!l)|price|amount|cost|charge|(?<![a-z])won(?![a-z])|krw|수수료|가격|요금|금액|비용|단가"
    r"|penalty|fine(?![a-z])|과태료|deposit|보증금|refund|환급|보상|compensation|reward|point"
)
_K_PRICE = re.compile(r"price|가격|단가|시세")
_K_TEMP = ("temp", "기온", "온도", "tmp", "t1h", "tmn", "tmx", "feels", "체감", "celsius", "max_c")
_K_TEMP_END = ("_c",)
# a temperature by its short form alone (KMA's ``ta`` / ``t``, ``t_mean``, a forecast day's
# ``min`` / ``max``): the whole leaf, so ``weight_t`` stays tons and ``min_fee`` money. Not yet
# ``tmin`` / ``tmax``: under records keyed by their day ("today": {…}, "tomorrow": {…}) the day
# a value is said of is not read, so tomorrow's high would pass as today's
_K_TEMP_LEAF = re.compile(r"^(?:ta|t|t_?(?:mean|avg)|tavg|min|max)$")
# a wind speed under a wind record ("wind": {"speed_ms": 9.8}, "wind.spd")
_K_WIND_LEAF = re.compile(r"^(?:speed|spd|ms|speed_ms|spd_ms|wsd)$")
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
# a sky word's key, also of a part of day and of the kind of precipitation ("am_sky", "sky_pm", KMA's "wfAm", "오전날씨")
_K_SKY = re.compile(r"^(?:(?:am|pm|day|night|morning|afternoon|오전|오후)_?)?(?:sky|weather|wf|날씨|하늘)"
                    r"(?:_?(?:am|pm|day|night|morning|afternoon|오전|오후))?$"
                    # the kind of precipitation as words (KMA's PTY: "rain_snow", "비/눈"), not mm
                    r"|^(?:precipitation|precip|pty|강수형태)(?:_?(?:text|type|kind|label))?$",
                    re.I)  # fmt: skip
_K_UNIT = re.compile(r"(?:_|^)(kg|g|l|liter|litre|t|ton|ml|cm|inch)$", re.I)
_UNIT_KEY_CANON: Final = {"kg": "kg", "g": "g", "l": "L", "liter": "L", "litre": "L", "t": "t",
                          "ton": "t", "ml": "mL", "cm": "cm", "inch": "in"}  # fmt: skip
# keys whose text is not a label of its record (contact points, dates, free-text notes)
_NOT_LABEL = ("source", "url", "homepage", "link", "site", "phone", "tel", "fax", "date", "time",
              "as_of", "method", "notice", "note", "remark", "payment", "detail", "desc", "how",
              "unit", "error", "hours", "reward", "period", "contact")  # fmt: skip
# keys whose short text is itself a claim an answer may restate (department ↔ district)
_TEXT_FACT_KEYS = ("department", "place", "collection_days", "collection_day", "accepts",
                   "not_accepted", "detail")  # fmt: skip
# a name is a label even under a word that is not ("site_name": not a web site)
_NAME_KEY = re.compile(r"^(?!source)[a-z]*_?name$")
# labels of the search itself, not inherited by the records found (query "책장 신발장")
_LOCAL_KEYS = ("query", "origin")
_SPLIT_KEY = re.compile(r"[^0-9A-Za-z가-힣]+")
_WEEKDAY_KEYS: Final = {"weekday": "월화수목금", "weekdays": "월화수목금", "weekend": "토일",
                        "saturday": "토", "sunday": "일", "holiday": "일"}  # fmt: skip


# key words of one meaning as the answer's qualifier words know them (``mean_temp_c`` is the mean
# that 평균 / average names, ``minimum`` the low that 최저 names, ``tavg_c`` / ``tmin_c`` the
# forecast's short forms)
_KEY_SYNONYMS: Final = {"mean": "avg", "average": "avg", "minimum": "min", "maximum": "max",
                        "lowest": "min", "highest": "max", "low": "min", "high": "max",
                        "tavg": "avg", "tmin": "min", "tmax": "max"}  # fmt: skip


def key_words(key: str) -> frozenset[str]:
    words = [w for w in _SPLIT_KEY.split(key.lower()) if w]
    return frozenset(words + [_KEY_SYNONYMS[w] for w in words if w in _KEY_SYNONYMS])


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """What a value's key says about it, worked out once per distinct key (keys repeat: every
    item of a fee list has ``items.fee``)."""

    leaf: str
    words: frozenset[str]
    money: bool
    fee_tag: str  # "k:price" or "k:fee": the record is about prices or fees
    fee_leaf: bool  # a fee of 0 says "free"
    prev: bool
    wind: bool
    temp: bool
    pct: bool
    precip: bool
    dist: bool
    km: bool
    coord: bool
    count: bool
    walk_min: bool
    month: bool
    unit: str | None  # the unit a number under this key is in (weight_kg → kg)
    date: bool
    time: bool
    phone: bool
    url: bool
    free: bool
    weekdays: str | None
    sky: bool
    text_fact: bool
    label: bool  # its text labels the record
    local: bool  # its labels are not inherited (_LOCAL_KEYS)
    bare: bool  # it names no attribute: a number under it is a plain amount (a subject's key)


@lru_cache(maxsize=4096)
def key_info(key: str) -> KeyInfo:
    leaf = key.rsplit(".", 1)[-1]
    money = _K_MONEY.search(key) is not None
    parent = key.rsplit(".", 2)[-2] if key.count(".") else ""
    wind = contains_any(key, _K_WIND) or (
        ("wind" in parent or "풍" in parent) and _K_WIND_LEAF.match(leaf) is not None
    )
    temp_leaf = _K_TEMP_LEAF.match(leaf) is not None and not money
    unit = None if temp_leaf else _K_UNIT.search(leaf)
    day = leaf if leaf in _WEEKDAY_KEYS else leaf.split("_")[0]
    return KeyInfo(
        leaf=leaf,
        words=key_words(key),
        money=money,
        fee_tag="k:price" if _K_PRICE.search(key) else "k:fee",
        fee_leaf=leaf.startswith("fee") or "수수료" in leaf,
        prev=leaf.startswith("prev"),
        wind=wind,
        temp=contains_any(key, _K_TEMP) or leaf.endswith(_K_TEMP_END) or temp_leaf,
        pct=contains_any(key, _K_PCT),
        precip=contains_any(key, _K_PRECIP),
        dist=(contains_any(key, _K_DIST) or leaf.endswith(("_m", "_km"))) and not wind,
        km="km" in leaf,
        coord=any(leaf == c or leaf.startswith(c) for c in _K_COORD),
        count=contains_any(leaf, _K_COUNT),
        walk_min="walk" in leaf and "min" in leaf,
        month=leaf == "month",
        unit=(
            _UNIT_KEY_CANON[unit.group(1).lower()]
            if unit and not money and not contains_any(key, _K_DIST)
            else None
        ),
        date=contains_any(key, _K_DATE),
        time=contains_any(key, _K_TIME),
        phone=contains_any(key, _K_PHONE),
        url=bool(key) and contains_any(key, ("url", "homepage", "link", "site", "web")),
        free=contains_any(leaf, _K_FREE),
        weekdays=_WEEKDAY_KEYS.get(day),
        sky=_K_SKY.match(leaf) is not None,
        text_fact=leaf in _TEXT_FACT_KEYS,
        label=not contains_any(leaf, _NOT_LABEL) or _NAME_KEY.search(leaf) is not None,
        local=leaf in _LOCAL_KEYS,
        bare=_K_ATTRIBUTE.search(leaf) is None
        and not (money or wind or unit or temp_leaf or contains_any(key, _ATTRIBUTES)),
    )


# any attribute a number may be of (``_K_*`` above) and a few that are not amounts: ids, ranks,
# years, counts of days, percentages, scores
_ATTRIBUTES: Final = (*_K_TEMP, *_K_PCT, *_K_PRECIP, *_K_DIST, *_K_COORD, *_K_PHONE, *_K_DATE,
                      *_K_TIME, *_K_COUNT, "walk", "month")  # fmt: skip
_K_ATTRIBUTE = re.compile(
    r"id|no|code|코드|번호|rank|순위|year|연도|년|월|일|수$|days|score|점수|level|등급|grade|"
    r"limit|한도|max|min|qty|수량|weight|무게|중량$|size|크기|_c$|_m$|_km$|_mm$|age|층|floor"
)
