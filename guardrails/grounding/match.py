"""Value comparison per claim kind: which evidence facts carry a claim's value (tolerances follow
the precision written in the answer), and which claims need no subject (places, URLs, quantities).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import combinations
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.datetimes import clock_readings
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.nodes import number, parsed, per_stage
from guardrails.grounding.numbers import DAY_COUNTS, EN_NUMBERS, NATIVE
from guardrails.grounding.records import Fact

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
_USER_AFTER = r"(?:$|[^가-힣]|에서|에|은|는|이|의|쪽|근처|인근|요|지역)"
_METRO_SUFFIXES = ("특별자치시", "특별시", "광역시", "시")
# a value stated as a difference between two evidence values ("4.4도 낮고", "천 원 더 싸요")
_DIFF_AFTER = re.compile(
    r"^[^.!?\n]{0,8}?(?:더|낮|높|차이|따뜻|춥|추워|싸|비싸|비싼|쌈|쌉|쌌|저렴|warmer|colder|cheaper|higher|lower|more|less"
    r"|올랐|오른|내렸|내린|상승|하락|떨어|강하|약하|difference|stronger|weaker|rose|fell|up\b|down\b"
    r"|멀|가까|farther|further|closer|nearer)"
)
# a gap between two distances said as one ("2.6km쯤 더 멀어요", "about 2.6 km farther"), not a
# distance away ("1.5km 떨어져 있어요"): read to the last digit it writes, in metres
_FARTHER = re.compile(r"더\s?(?:멀|가까)|차이|farther|further|closer|nearer|difference|gap", re.I)
_DIFF_BEFORE = re.compile(
    r"(?:차이는?|차이가|일교차가?는?|difference of|range of|spread of|by|saves? you|save|saving"
    r"|(?:drop|fall|rise|increase|decrease|jump|gap) of"
    r"|(?:difference|gap|spread)\s(?:is|was)(?:\s(?:only|just))?"  # "the spread is only 10 won"
    r"|아끼|절약)\s?(?:약\s?|about\s)?$"
)
_SUPERLATIVE = re.compile(r"제일|가장|최고|최저")
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
    if _contains(hay, value) or _contains(hay, re.sub(r"\s+", "", text)):
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
        return unit is not None and _contains(ev.text_compact, re.sub(r"\s+", "", c.text))
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


_KILO = re.compile(r"[킬키]로(?!미터)")


def kilo_as_weight(c: Claim, ev: Evidence) -> bool:
    """``2킬로`` is either 2 km or 2 kg: read as a weight, is it a stated quantity?"""
    if c.kind != "distance" or not isinstance(c.value, float) or not _KILO.search(c.text):
        return False
    weight = Claim(c.text, "number", (round(c.value / 1000, 6), "kg"), c.start, c.end)
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


def derived_difference(
    c: Claim, answer: str, candidates: Iterable[Fact], claims: Iterable[Claim] = ()
) -> bool:
    """``c`` states the difference of two evidence values of its kind, next to a comparison word;
    of two the answer stated before it, when it stated two or more ("압축하면 160원, 안 하면
    90원이라 70원 더": not 230 − 90), one of them its list line's when it has one
    (:func:`line_terms`)."""
    if c.kind not in (
        "money", "unit_price", "temperature", "percent", "precipitation", "distance", "wind"
    ):  # fmt: skip
        return False
    after = _DIFF_AFTER.match(answer[c.end : c.end + 14])
    if after is not None and _SUPERLATIVE.search(after.group()):
        after = None  # "45원으로 제일 비싸고": the most of the values, not a gap (round 30)
    if not (
        after
        or _DIFF_BEFORE.search(answer[max(0, c.start - 20) : c.start])
        or _second_gap(c, answer, claims)
    ):
        return False
    v = c.value[0] if c.kind == "unit_price" and isinstance(c.value, tuple) else c.value
    if not isinstance(v, int | float):
        return False
    vals = sorted({float(f.value) for f in candidates if isinstance(f.value, int | float)})
    kind = CANDIDATE_KIND.get(c.kind, c.kind)
    stated = sorted(
        {a for o in claims if o.end <= c.start and CANDIDATE_KIND.get(o.kind, o.kind) == kind
         and (a := _amount(o)) in vals}
    )  # fmt: skip
    own: set[float] = set()
    if len(stated) >= 2:
        vals = stated
        own = line_terms(answer, c, claims) & set(stated)
    tol = tolerance(c.text) if c.kind not in ("money", "unit_price") else 1e-9
    if c.kind == "distance" and _FARTHER.search(answer, max(0, c.start - 20), c.end + 14):
        tol = distance_tolerance(c.text, float(v))  # "2.6km쯤 더 멀어요" over 4,276m and 6,842m
    return any(
        abs(abs(a - b) - v) <= tol and (not own or a in own or b in own)
        for i, a in enumerate(vals)
        for b in vals[i + 1 :]
    )


# the words between two gaps said under one comparison word ("by 30 won/kg compressed and 70
# won/kg as flake", "차이는 압축 30원, 플레이크 70원"): a few words, then "and" or a comma
_GAP_AND: Final = re.compile(r"[^.!?;\n\d]{0,24}?(?:,|\band\b|그리고|이고|이며|고)\s?$", re.I)


def _second_gap(c: Claim, answer: str, claims: Iterable[Claim]) -> bool:
    """Whether ``c`` is joined by "and" (or a comma) to the value of its kind right before it in
    its sentence, and that value follows a comparison word ("PP beats PE by 30 won/kg compressed
    and 70 won/kg as flake": 70 is a gap too). Not a value after a full stop or a value of
    another kind; "by 30 won/kg. Flake is 70 won/kg" is no second gap."""
    prev = None
    for o in claims:
        if o.start >= c.start:
            break
        prev = o
    if prev is None or prev.kind != c.kind:
        return False
    if not _GAP_AND.fullmatch(answer, prev.end, c.start):
        return False
    return _DIFF_BEFORE.search(answer[max(0, prev.start - 20) : prev.start]) is not None


# a list line: "2. 영천 화장대: …", "- 책상: …"
_LIST_LINE: Final = re.compile(r"[ \t]*(?:\d{1,2}[.)]|[-*•·])\s")


def line_terms(answer: str, c: Claim, claims: Iterable[Claim]) -> set[float]:
    """The amounts ``c``'s list line states before it: a list line is one item's, so a gap said
    on it is of that item's amount — one of its terms is one of these when there are any.
    "1. 서랍장: 5,000원 or 7,000원 / 2. 화장대: 4,000원. 거울 있으면 2,000원 more": 2,000원 is
    no gap of line 1's fees (4,000원 is line 2's term); "2. 화장대: 4,000원 (1,000원 더 싸요)"
    may be 5,000 − 4,000. Empty off a list line ("차이는 2,000원" under the list)."""
    line = answer.rfind("\n", 0, c.start) + 1
    if not _LIST_LINE.match(answer, line):
        return set()
    kinds = ("money", "unit_price")
    return {_amount(o) for o in claims if o.kind in kinds and line <= o.start and o.end <= c.start}


_TOTAL = re.compile(
    r"합쳐|합하면|합치면|합해서|더하면|합계|총\s?|모두\s?합|다\s?해서|in total|total|all\s?together"
    r"|comes? to|adds? up to",
    re.I,
)
_ABOUT = re.compile(r"쯤|정도|약|about|around|roughly|approx", re.I)


_MORE = re.compile(
    r"^\s?(?:넘게|넘는|이상|넘어|더\s?넘)|^\s?(?:or more)|(?:more than|over)\s$", re.I
)
_NEARLY = re.compile(r"^\s?(?:가까이|가깝게|가량)|(?:거의|almost|nearly)\s$", re.I)


def _amount(c: Claim) -> float:
    v = c.value[0] if isinstance(c.value, tuple) else c.value
    return float(v) if isinstance(v, int | float) else 0.0


def derived_ratio(c: Claim, answer: str, claims: Iterable[Claim]) -> bool:
    """``c`` ("4배 넘게", "about 3배") is the ratio of two amounts stated in its sentence: rounded,
    at least it after 넘게/more than, just under it after 가까이/nearly."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or v[1] != "배":
        return False
    start = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    end = min(
        (i for i in (answer.find(".", c.end), answer.find("\n", c.end)) if i != -1),
        default=len(answer),
    )
    vals = [
        _amount(e) for e in claims if e.kind in ("money", "unit_price") and start <= e.start < end
    ]
    after, before = answer[c.end : c.end + 6], answer[max(0, c.start - 12) : c.start]
    n = float(v[0])
    for a, b in combinations(sorted(vals), 2):
        r = b / a if a else 0.0
        if _MORE.search(after) or _MORE.search(before):
            ok = n <= r < n + 1
        elif _NEARLY.search(after) or _NEARLY.search(before):
            ok = n - 1 < r <= n
        else:
            ok = abs(r - n) < 0.5
        if ok:
            return True
    return False


def derived_product(c: Claim, answer: str, earlier: Iterable[Claim]) -> bool:
    """``c`` is a price per unit times a quantity in that unit, both stated before it in its
    sentence ("kg당 75원이니까 80kg이면 6천원쯤"); 5 % off when the answer says about."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    start = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    before = [e for e in earlier if start <= e.start and e.end <= c.start]
    prices = [e.value for e in before if e.kind == "unit_price" and isinstance(e.value, tuple)]
    amounts = [e.value for e in before if e.kind == "number" and isinstance(e.value, tuple)]
    about = _ABOUT.search(answer, c.end, c.end + 6) or _ABOUT.search(
        answer, max(0, c.start - 4), c.start
    )
    tol = 0.05 * float(c.value) if about else 1e-6
    return any(
        p[1] == q[1] and abs(float(p[0]) * float(q[0]) - float(c.value)) <= tol
        for p in prices
        for q in amounts
    )


def derived_total(c: Claim, answer: str, earlier: Iterable[Claim]) -> bool:
    """``c`` is the total of two to four amounts stated before it, next to a total word."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    if not _TOTAL.search(answer[max(0, c.start - 24) : c.start]):
        return False
    vals = [
        float(e.value)
        for e in earlier
        if e.kind == "money" and e.end <= c.start and isinstance(e.value, int | float)
    ][-6:]
    target = float(c.value)
    for r in range(2, min(4, len(vals)) + 1):
        for combo in combinations(vals, r):
            if abs(sum(combo) - target) < 1e-6:
                return True
    return False
