"""``check``: every claim of an answer compared with the evidence (tolerances follow the
precision written in the answer) and a ``Verdict`` that explains each unsupported claim.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Final

from guardrails.grounding.claims import Claim, ClaimKind
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.places import _METRO


@dataclass(frozen=True, slots=True)
class Verdict:
    grounded: bool
    claims: tuple[Claim, ...]
    unsupported: tuple[Claim, ...]


_DECIMALS = re.compile(r"\d[\d,]*(?:\.(\d+))?")


def _tolerance(text: str, scale: float = 1.0) -> float:
    """Half a unit of the last written digit: '3.4' → 0.05, '3' → 0.5."""
    m = _DECIMALS.search(text)
    if not m:
        return 0.05
    if m.group(1):
        return 0.5 * 10.0 ** -len(m.group(1)) * scale + 1e-9
    return 0.5 * scale + 1e-9


def _distance_tolerance(text: str) -> float:
    m = _DECIMALS.search(text)
    if not m:
        return 0.5
    is_km = bool(re.search(r"km|㎞|킬로|kilo", text, re.I))
    if is_km:
        return _tolerance(text, 1000.0)
    digits = m.group(0).replace(",", "")
    if m.group(1):
        return _tolerance(text)
    if digits.endswith("00"):
        return 50.0 + 1e-9
    if digits.endswith("0"):
        return 5.0 + 1e-9
    return 0.5 + 1e-9


def _near(value: float, pool: Iterable[float], tol: float) -> bool:
    return any(abs(value - x) <= tol for x in pool)


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
    hay = ev.text_compact
    if _contains(hay, value) or _contains(hay, re.sub(r"\s+", "", text)):
        return True
    for suffix in ("특별자치시", "특별시", "광역시", "시"):
        if value.endswith(suffix) and value[: -len(suffix)] in _METRO:
            return value[: -len(suffix)] in hay
    return False


def _time_ok(value: tuple[int, int], text: str, ev: Evidence) -> bool:
    if value in ev.times:
        return True
    # only "N시" without 오전/오후 is read on either half of the clock; "08:00" is 24-hour
    explicit = ":" in text or re.search(r"오전|오후|새벽|아침|저녁|밤|낮|[AaPp]\.?\s?[Mm]", text)
    h, mi = value
    return not explicit and h <= 12 and ((h + 12) % 24, mi) in ev.times


def _date_ok(value: tuple[int, ...], ev: Evidence) -> bool:
    if value in ev.dates:
        return True
    n = len(value)
    return n < 3 and any(d[:n] == value for d in ev.dates)


def _url_ok(value: str, ev: Evidence) -> bool:
    for u in ev.urls:
        if u == value or u.startswith((value + "/", value + "?", value + "#")):
            return True
    return _contains(ev.text.lower(), value)


def _supported(c: Claim, ev: Evidence) -> bool:
    v = c.value
    if c.kind == "money" and isinstance(v, int | float):
        return round(float(v), 6) in ev.money
    if c.kind == "unit_price" and isinstance(v, tuple):
        return round(float(v[0]), 6) in ev.money
    if c.kind == "temperature" and isinstance(v, float):
        return _near(v, ev.temperatures, _tolerance(c.text))
    if c.kind == "percent" and isinstance(v, float):
        return _near(v, ev.percents, _tolerance(c.text))
    if c.kind == "precipitation" and isinstance(v, float):
        return _near(v, ev.precipitation, _tolerance(c.text))
    if c.kind == "distance" and isinstance(v, float):
        return _near(v, ev.distances, _distance_tolerance(c.text))
    if c.kind == "phone" and isinstance(v, str):
        return v in ev.phones
    if c.kind == "date" and isinstance(v, tuple):
        return _date_ok(v, ev)
    if c.kind == "time" and isinstance(v, tuple):
        return _time_ok((int(v[0]), int(v[1])), c.text, ev)
    if c.kind == "url" and isinstance(v, str):
        return _url_ok(v, ev)
    if c.kind == "place" and isinstance(v, str):
        return _place_ok(v, c.text, ev)
    if c.kind == "number" and isinstance(v, tuple):
        value, unit = float(v[0]), v[1]
        if unit is None:
            return round(value, 6) in ev.numbers
        if (value, unit) in ev.quantities:
            return True
        return _contains(ev.text_compact, re.sub(r"\s+", "", c.text))
    return False  # pragma: no cover


def _fmt(x: float) -> str:
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:,g}"


def _closest(value: float, pool: Iterable[float], n: int = 5) -> list[float]:
    return sorted(pool, key=lambda x: (abs(x - value), x))[:n]


def _render(kind: ClaimKind, value: object) -> str:
    if kind == "money" and isinstance(value, int | float):
        return f"{_fmt(value)}원"
    if kind == "unit_price" and isinstance(value, tuple):
        return f"{_fmt(value[0])}원/{value[1]}"
    if kind == "temperature" and isinstance(value, float):
        return f"{value:g}°C"
    if kind == "percent" and isinstance(value, float):
        return f"{value:g}%"
    if kind == "precipitation" and isinstance(value, float):
        return f"{value:g}mm"
    if kind == "distance" and isinstance(value, float):
        return f"{_fmt(value)}m"
    if kind == "date" and isinstance(value, tuple):
        return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(value))
    if kind == "time" and isinstance(value, tuple):
        return f"{value[0]:02d}:{value[1]:02d}"
    if kind == "number" and isinstance(value, tuple):
        return _fmt(value[0]) + (value[1] or "")
    return str(value)


_LABEL: Final[dict[ClaimKind, str]] = {
    "money": "amounts",
    "unit_price": "prices",
    "temperature": "temperatures",
    "percent": "percentages",
    "precipitation": "precipitation",
    "distance": "distances",
    "phone": "phone numbers",
    "date": "dates",
    "time": "times",
    "url": "URLs",
    "place": "places",
    "number": "quantities",
}


def _why(c: Claim, ev: Evidence) -> str:
    shown = _render(c.kind, c.value)
    head = f"{shown} not in tool outputs"
    if c.kind == "place":
        return f"place '{c.value}' not in tool outputs"
    pool: list[str] = []
    v = c.value
    if c.kind in ("money", "unit_price"):
        target = v[0] if isinstance(v, tuple) else v
        src = ev.money_shown or ev.money
        if isinstance(target, int | float):
            pool = [f"{_fmt(x)}원" for x in _closest(float(target), src)]
    elif c.kind in ("temperature", "percent", "precipitation", "distance") and isinstance(v, float):
        src_f = {
            "temperature": ev.temperatures,
            "percent": ev.percents,
            "precipitation": ev.precipitation,
            "distance": ev.distances,
        }[c.kind]
        pool = [_render(c.kind, x) for x in _closest(v, src_f)]
    elif c.kind == "phone":
        pool = sorted(ev.phones)[:5]
    elif c.kind == "date":
        pool = [_render("date", d) for d in sorted(ev.dates)[:5]]
    elif c.kind == "time":
        pool = [_render("time", t) for t in sorted(ev.times)[:6]]
    elif c.kind == "url":
        pool = list(ev.urls[:5])
    elif c.kind == "number" and isinstance(v, tuple):
        same = [q for q in ev.quantities if q[1] == v[1]]
        pool = [_render("number", q) for q in sorted(same)[:5]]
    if not pool:
        return f"{head} (no {_LABEL[c.kind]} in evidence)"
    return f"{head} (evidence {_LABEL[c.kind]}: {', '.join(pool)})"


def check(answer: str, evidence: Evidence | Iterable[str] | str) -> Verdict:
    """Check every claim in ``answer`` against the tool outputs."""
    if not isinstance(evidence, Evidence):
        evidence = Evidence.from_texts([evidence] if isinstance(evidence, str) else evidence)
    claims = tuple(extract_claims(answer))
    unsupported = tuple(
        replace(c, why=_why(c, evidence)) for c in claims if not _supported(c, evidence)
    )
    return Verdict(grounded=not unsupported, claims=claims, unsupported=unsupported)
