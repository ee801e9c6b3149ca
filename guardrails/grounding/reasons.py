"""Why a claim is unsupported, in words: the value as the answer meant it and the nearest values
the evidence holds of its kind, or the subjects it was said of. These reasons reach refusals,
logs and the evaluation's verbose output; the check's verdicts never depend on their wording
except through :data:`MISBOUND`, the mark of a claim bound to the wrong subject."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim, ClaimKind
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.weekdays import WEEK

MISBOUND: Final = "is in tool outputs but not for"


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
    if kind == "wind" and isinstance(value, float):
        return f"{value:g}m/s"
    if kind == "weekday" and isinstance(value, frozenset):
        return "·".join(d for d in WEEK if d in value)
    if kind == "free":
        return "무료"
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
    "wind": "wind speeds",
    "coord": "coordinates",
    "count": "list lengths",
    "free": "free items",
    "weekday": "weekdays",
    "sky": "sky conditions",
    "duration": "durations",
    "hours24": "24-hour statements",
    "trend": "earlier survey values",
    "text": "such values",
    "currency": "foreign-currency amounts",
    "department": "departments",
}


def why_unsupported(c: Claim, ev: Evidence) -> str:
    """Why a claim found in no tool output is unsupported, with the nearest values the evidence
    holds of its kind (the reason a refusal and the logs show)."""
    shown = _render(c.kind, c.value)
    head = f"{shown} not in tool outputs"
    if c.kind == "place":
        return f"place '{c.value}' not in tool outputs"
    pool: list[str] = []
    v = c.value
    if c.kind in ("money", "unit_price"):
        target = v[0] if isinstance(v, tuple) else v
        src = ev.money
        if isinstance(target, int | float):
            pool = [f"{_fmt(x)}원" for x in _closest(float(target), src)]
    elif c.kind in ("temperature", "percent", "precipitation", "distance", "wind", "coord"):
        if isinstance(v, float):
            pool = [_render(c.kind, x) for x in _closest(v, ev._floats(c.kind))]
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
        return f"{head} (no {_LABEL.get(c.kind, c.kind)} in evidence)"
    return f"{head} (evidence {_LABEL.get(c.kind, c.kind)}: {', '.join(pool)})"


def why_unbound(c: Claim, cues: list[str]) -> str:
    """Why a claim whose value is in the tool outputs, but not for the subjects it names, is
    unsupported."""
    return f"{_render(c.kind, c.value)} {MISBOUND} {', '.join(cues)}"
