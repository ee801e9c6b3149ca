"""Quantity claims (a number with a unit: temperatures, percentages, precipitation,
distances, weights, volumes, sizes) and plain numbers with a thousands separator.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, ClaimKind, _Scan
from guardrails.grounding.dimensions import dimension_after_x
from guardrails.grounding.numbers import NATIVE, _num

# a bare 킬로 / 키로 (not 킬로미터): read as km, and also as kg ("100키로면 8천 원", "5키로 모았는데")
BARE_KILO: Final = re.compile(r"[킬키]로(?!미터)")


def kilos_in_kg(c: Claim) -> float | None:
    """A distance claim written with a bare 킬로 / 키로, read as a weight in kilograms: "100키로"
    (100,000 m) → 100.0; None for any other claim ("100km", "100킬로미터", "100kg")."""
    if c.kind != "distance" or not isinstance(c.value, float) or not BARE_KILO.search(c.text):
        return None
    return round(c.value / 1000, 6)


_QNUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QUNIT = (
    r"°\s?C|℃|°|도씨|도(?![어록])"
    r"|degrees?(?:\s?(?:Celsius|C))?(?![A-Za-z])"
    r"|%|％|퍼센트|percent(?![A-Za-z])"
    r"|(?:mm|㎜|km|㎞|kg|㎏|cm|㎝|ml|mL|㎖|kWh|m|L|ℓ|g|t|W)(?!(?![xX]\d)[A-Za-z²³])"
    r"|밀리미터|밀리(?![리그초])|킬로미터|킬로그램|킬로|키로|센티미터|미터|리터|그램|톤|와트|인치|인용|인승|층|배(?![가-힣])|배(?=이|나|는|예|에요|입니다|정도|쯤|넘|가까|이상|보다|로)|평(?![일가균소상생])"
    r"|(?:kilomet(?:er|re)s?|millimet(?:er|re)s?|met(?:er|re)s?|lit(?:er|re)s?|inch(?:es)?|ton(?:ne)?s?|seater)(?![A-Za-z])"
)
_PER_UNIT = re.compile(
    r"\s?(?:에|당)\s(?:약\s)?\d|\s?(?:에|당)\d|\s(?:for|earns?|gets?|=)\s\d", re.I
)
# a weight a price list is per, with no price right after it ("(1kg당, 전국 평균)", "1kg 기준"):
# read of weights only ("폭 1m당(높이 180cm 이상)" is a row's spec, its 1m a size)
_PER_WEIGHT = re.compile(r"당(?![가-힣])|\s?기준(?![가-힣])")
_WEIGHTS: Final = frozenset({"kg", "㎏", "킬로그램", "킬로", "키로"})
# a price heading the unit is written in ("price (1kg, 전국 평균)", "시세(1kg)"): the unit of a rate
_RATE_HEAD = re.compile(r"(?:prices?|rates?|시세|가격|단가|매입가)\s?[(（]\s?$", re.I)
_QTY_PRE = re.compile(r"(영하|영상|minus|마이너스)\s?$", re.I)
_QTY = re.compile(
    r"(?P<a>[-−]?(?:" + _QNUM + r"))"
    r"(?:(?:\s?(?P<ua>" + _QUNIT + r"))?\s?(?:[~～〜–—]|-(?=\d))\s?(?P<b>" + _QNUM + r"))?"
    r"\s?(?P<u>" + _QUNIT + r")"
)
# digit first, then the character before it checked (a leading lookbehind is tried everywhere)
_HINT_GROUP = re.compile(r",\d\d\d")  # a thousands group: plain numbers are read only around one
_PLAIN_BIG = re.compile(r"\d(?<![\d.,A-Za-z]\d)\d{0,2}(?:,\d{3})+(?:\.\d+)?(?![\d,])")

# (kind, canonical unit, factor)
_UNIT_INFO: Final[dict[str, tuple[ClaimKind, str, float]]] = {}
_UNIT_TABLE: tuple[tuple[tuple[str, ...], tuple[ClaimKind, str, float]], ...] = (
    (
        (
            "°C",
            "°c",
            "℃",
            "°",
            "도씨",
            "도",
            "degree",
            "degrees",
            "degreec",
            "degreescelsius",
            "degreesc",
            "degreecelsius",
        ),
        ("temperature", "C", 1.0),
    ),
    (("%", "％", "퍼센트", "percent"), ("percent", "%", 1.0)),
    (
        ("mm", "㎜", "밀리미터", "밀리", "millimeter", "millimeters", "millimetre", "millimetres"),
        ("precipitation", "mm", 1.0),
    ),
    (
        # a bare 킬로 is read as km; the check also accepts it as kg (see kilos_in_kg above)
        (
            "km",
            "㎞",
            "킬로미터",
            "킬로",
            "키로",
            "kilometer",
            "kilometers",
            "kilometre",
            "kilometres",
        ),
        ("distance", "m", 1000.0),
    ),
    (("m", "미터", "meter", "meters", "metre", "metres"), ("distance", "m", 1.0)),
    (("kg", "㎏", "킬로그램"), ("number", "kg", 1.0)),
    (("g", "그램"), ("number", "g", 1.0)),
    (("t", "톤", "ton", "tons", "tonne", "tonnes"), ("number", "t", 1.0)),
    (("L", "l", "ℓ", "리터", "liter", "liters", "litre", "litres"), ("number", "L", 1.0)),
    (("ml", "mL", "㎖"), ("number", "mL", 1.0)),
    (("cm", "㎝", "센티미터"), ("number", "cm", 1.0)),
    (("인치", "inch", "inches"), ("number", "in", 1.0)),
    (("인용", "seater"), ("number", "인용", 1.0)),
    (("인승",), ("number", "인승", 1.0)),
    (("평",), ("number", "평", 1.0)),
    (("층",), ("number", "층", 1.0)),
    (
        ("배",),
        ("number", "배", 1.0),
    ),  # a ratio: "4배 넘게 비싸요" (see match.derived_ratio)  # a floor: "1층 민원실 입구", not "2층"
    (("W", "와트"), ("number", "W", 1.0)),
    (("kWh",), ("number", "kWh", 1.0)),
)
for _names, _info in _UNIT_TABLE:
    for _n in _names:
        _UNIT_INFO[_n] = _info


def _unit_info(unit: str) -> tuple[ClaimKind, str, float]:
    info = _UNIT_INFO.get(unit)
    if info is not None:
        return info
    key = "".join(unit.split())
    info = _UNIT_INFO.get(key) or _UNIT_INFO.get(key.lower())
    if info is None:  # pragma: no cover - every _QUNIT alternative is mapped
        return ("number", key, 1.0)
    return info


_NUM_GLUE: Final = frozenset("0123456789.,ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
# what may follow a number in a quantity: the first letter of a unit, or a range sign
_UNIT_FIRST: Final = "°℃도%％퍼mM㎜kK㎞㎏cC㎝㎖lLℓgGtTwW밀킬키센미리그톤와인층배평dDpPiIsS~～〜–—-−"
# a whole run of digits, not glued to a number or a word before it, that such a letter may follow
# (after decimals and one space): the cheap tests before the quantity pattern, made inside the
# engine, so the runs of prose ("품목3(대형)", "2025") cost no Python step; possessive, and never
# started inside a run, so long digit strings stay linear
_DIGIT_RUN = re.compile(
    r"\d(?<![\d.,A-WYZa-wyz]\d)\d*+(?=(?:[.,]\d+)* ?[" + re.escape(_UNIT_FIRST) + "])"
)  # a digit first: the engine skips to digits in C


# a road name and its lot number before a spaced dash and a figure ("옥골1길 5 — 137m", "솔광장길
# 9-3 — 186m", "Daeya-ro 880 – 530 m"), or a lot address's village or neighbourhood and its
# hyphenated lot number ("읍내리 457-5 — 254 m", "봉덕동 565-5 – 3.3 km"): the number is the
# address's, never the first end of a range
_SPACED_DASH = re.compile(r"\s[–—-]\s")  # "5 — 137m" (a span is written "1~2km", "3–5 km")
_ROAD_BEFORE = re.compile(
    r"(?:(?:[가-힣\d](?:길|로)|-(?:ro|gil))\s?(?:\d+-)?|(?:[가-힣\d](?:동|리|가)|-(?:dong|ri|ga))\s\d+-)$",
    re.I,
)


# a rain word earlier in the sentence: a bare 밀리 after it is millimetres of rain ("한 달
# 강수량은 청양이 28밀리"), elsewhere a millilitre or a millisecond, read as nothing
_RAIN_BEFORE = re.compile(
    r"(?:강수|강우|강설|빗물|비가|비는|비도|비 오|rain|precip)[^.!?\n]*$", re.I
)


def _scan_quantities(s: _Scan) -> None:
    text = s.text
    resume = 0
    for run in _DIGIT_RUN.finditer(text):
        start = run.start()
        if start < resume or s.taken[start]:
            continue
        if start and text[start - 1] in _NUM_GLUE and not dimension_after_x(text, start):
            continue  # "A4", "PP5" (but "40x30x200cm": a side of a dimension chain)
        if start and text[start - 1] in "-−" and (start < 2 or text[start - 2] not in _NUM_GLUE):
            start -= 1  # negative number (-2℃); "3-5도" is a range, handled by _QTY
        m = _QTY.match(text, start)
        if m is None:
            continue
        resume = m.end()
        head = text[max(0, start - 6) : start]
        pre_m = (
            _QTY_PRE.search(text, max(0, start - 6), start)
            if "영" in head or "마" in head or "m" in head.lower()
            else None
        )
        pre = pre_m.group(1).lower() if pre_m else None
        if pre_m:
            start = pre_m.start()
        if not s.free(start, m.end()):
            continue
        if (
            m.group("a") == "1"
            and not m.group("b")
            and (
                _PER_UNIT.match(text, m.end())
                or m.group("u").lower() in _WEIGHTS
                and (
                    _PER_WEIGHT.match(text, m.end()) is not None
                    or start > 0
                    and text[start - 1] in "(（ "
                    and _RATE_HEAD.search(text, max(0, start - 12), start) is not None
                )
            )
        ):
            s.take(start, m.end())  # "1kg에 300포인트": the unit of a rate, not a measure
            continue
        if m.group("u") == "밀리" and not _RAIN_BEFORE.search(text, max(0, start - 60), start):
            continue  # "500밀리 생수": a bare 밀리 is millimetres only of rain
        u_kind, u_canon, u_factor = _unit_info(m.group("u"))
        sign = -1.0 if pre in ("영하", "minus", "마이너스") else 1.0
        bounds: list[tuple[str, int, int, tuple[ClaimKind, str, float]]] = []
        if (
            m.group("b")
            and not m.group("ua")
            and _SPACED_DASH.fullmatch(text, m.end("a"), m.start("b"))
            and _ROAD_BEFORE.search(text, max(0, start - 12), start)
        ):
            start = m.start("b")  # "옥골1길 5 — 137m": a lot number, then the distance
            bounds.append((m.group("b"), start, m.end(), (u_kind, u_canon, u_factor)))
        elif m.group("b"):
            a_info = _unit_info(m.group("ua")) if m.group("ua") else (u_kind, u_canon, u_factor)
            a_end = m.end("ua") if m.group("ua") else m.end("a")
            bounds.append((m.group("a"), start, a_end, a_info))
            bounds.append((m.group("b"), m.start("b"), m.end(), (u_kind, u_canon, u_factor)))
        else:
            bounds.append((m.group("a"), start, m.end(), (u_kind, u_canon, u_factor)))
        for raw, b_start, b_end, (kind, canon, factor) in bounds:
            value = _num(raw) * factor
            if kind == "temperature":
                value *= sign
            value = round(value, 6)
            if kind == "temperature" and canon == "C" and abs(value) > 60:
                kind, canon = "number", "°"  # a bearing (290°), not a temperature
            if kind == "number":
                s.add("number", (value, canon), b_start, b_end)
            else:
                s.add(kind, value, b_start, b_end)
        s.take(start, m.end())


def _scan_plain_numbers(s: _Scan) -> None:
    text = s.text
    for h in _HINT_GROUP.finditer(text) if "," in text else ():
        if s.taken[h.start()]:
            continue  # part of an amount, a date…: the number holding it is not free either
        start = h.start()
        while start > 0 and text[start - 1].isdecimal():
            start -= 1
        m = _PLAIN_BIG.match(text, start)
        if m and s.free(m.start(), m.end()):
            s.add("number", (_num(m.group(0)), None), m.start(), m.end())
            s.take(m.start(), m.end())


# a ratio in native numerals ("거의 세 배 비싸요", "두 배나 돼요"): read as "3배" is
_NATIVE_TIMES = re.compile(
    r"(?<![가-힣])(두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?배"
    r"(?:(?![가-힣])|(?=나|는|예|에요|입니다|정도|쯤|넘|가까|이상|보다|로|더|가량))"
)
# where _NATIVE_TIMES can match at all: a numeral's last letter before 배 (charset first, so the
# engine skips to candidates in C; _NATIVE_TIMES' lookbehind first is tried at every position)
_NATIVE_HINT = re.compile(r"[두세네섯곱덟홉열]\s?배")


def scan_native_ratios(s: _Scan) -> None:
    """Add a ``(n, "배")`` number for each ratio said in native numerals."""
    if "배" not in s.text or _NATIVE_HINT.search(s.text) is None:
        return
    for m in _NATIVE_TIMES.finditer(s.text):
        if s.free(m.start(), m.end()):
            s.add("number", (float(NATIVE[m.group(1)]), "배"), m.start(), m.end())
            s.take(m.start(), m.end())
