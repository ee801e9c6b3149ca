"""Facts a tool output's text states ("15,000원", "평일 09:00~18:00", "기온 3.2도", "무료"): the
answer's claim extractor run in evidence mode, plus every bare number and keyword-led values.

A pure function of the text, so cached: the same texts come back in every stage and every run
(a district's fee table, a centre's opening hours).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import ClaimKind
from guardrails.grounding.extract import _scan
from guardrails.grounding.numbers import _num
from guardrails.grounding.quantities import kilos_in_kg
from guardrails.grounding.weekdays import ALL_DAY, WEEK

_EV_CONTEXT = re.compile(
    r"(?P<k>체감\s?온도|기온|온도|temperature|temp|습도|humidity|강수\s?확률|강수량|precipitation"
    r"|rainfall|거리|distance|fee|price|수수료|가격|요금)\W{0,4}(?:은|는|이|가|약)?\s?"
    r"(?P<v>[-−]?\d+(?:\.\d+)?)",
    re.I,
)
_ANY_NUM = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")
_FREE_TEXT = re.compile(r"무료|무상|면제|exempt|waive", re.I)
_MAY_HOLD_CLAIMS = re.compile(
    rf"[\d.원]|무료|무상|면제|exempt|waive|요일|[{WEEK}]\s?[·~～–-]|평일|주말|휴무|시간|날|익일|당일|day"
    r"|자정|정오|midnight|noon"
)


# the commonest whole values of tool outputs, read without the extractor (same facts: asserted
# over every corpus string and generated ranges in tests/guardrails/test_grounding_textfacts.py)
_COMMON = re.compile(
    r"(?P<won>(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,8}|0)원)"
    r"|(?P<y>(?:19|20)\d{2})-(?P<m>0[1-9]|1[0-2])(?:-(?P<d>0[1-9]|[12]\d|3[01]))?"
    r"|(?P<phone>0[1-9]\d?-[1-9]\d{2,3}-\d{4})"
)


def common_shape(text: str) -> tuple[tuple[ClaimKind, object], ...] | None:
    """The facts of a fee text (``15,000원``), an ISO date (``2025-01-31``, ``2025-01``) or a
    dashed phone (``02-3153-8114``); None for any other text."""
    m = _COMMON.fullmatch(text)
    if m is None:
        return None
    if m.group("won"):
        return (("money", int(text[:-1].replace(",", ""))),)
    if m.group("phone"):
        return (("phone", text.replace("-", "")),)
    y, mo, d = int(m.group("y")), int(m.group("m")), m.group("d")
    return (("date", (y, mo, int(d)) if d else (y, mo)),)


# a value that is only day letters ("closed": "일", "휴무": "토,일"): those weekdays
_DAYS_ONLY = re.compile(rf"[{WEEK}](?:\s?[,·/]\s?[{WEEK}])*(?:요일)?")
# alternatives of a method text ("스티커 발부 후 배출 또는 시청에 문의하여 …"): "두 가지 방법"
_OR = re.compile(r"\s(?:또는|혹은|or)\s")
# the steps of a method text: "A → B → C", "신고 후 스티커 부착", "A, B 및 C"
_ARROWS = re.compile(r"\s?(?:→|->|>)\s?")
_STEPS = re.compile(r"\s?(?:→|->|>)\s?|(?<=[가-힣])\s?(?:후|뒤|다음)\s|,\s|\s및\s")


@lru_cache(maxsize=8192)
def text_facts(text: str) -> tuple[tuple[ClaimKind, object], ...]:
    """The facts a tool output's text states, by kind (a pure function of the text, so cached:
    the same texts come back in every stage and run)."""
    if len(text) <= 9 and _DAYS_ONLY.fullmatch(text.strip()):
        return (("weekday", frozenset(ch for ch in text if ch in WEEK)),)
    if not _MAY_HOLD_CLAIMS.search(text):
        return _alternatives(text)
    common = common_shape(text)
    if common is not None:
        return common
    return _scanned(text) + _alternatives(text)


def _alternatives(text: str) -> tuple[tuple[ClaimKind, object], ...]:
    """The ways a method text offers ("A 또는 B": 2) and its steps ("A → B → C", "신고 후 부착":
    segments between step words), as counts."""
    if len(text) < 12:
        return ()
    out: list[tuple[ClaimKind, object]] = []
    if "또는" in text or "혹은" in text or " or " in text:
        out.append(("count", len(_OR.split(text))))
    for rx in (_ARROWS, _STEPS):  # "A → B 후 C": 2 by its arrows, 3 by every step word
        steps = len(rx.split(text))
        if steps > 1 and ("count", steps) not in out:
            out.append(("count", steps))
    return tuple(out)


def _scanned(text: str) -> tuple[tuple[ClaimKind, object], ...]:
    out: list[tuple[ClaimKind, object]] = []
    s = _scan(text, evidence=True)
    for c in s.claims:
        v = c.value
        if c.kind == "unit_price" and isinstance(v, tuple):
            out.append(("money", v[0]))
        elif c.kind == "number" and isinstance(v, tuple) and isinstance(v[1], str):
            out.append(("number", (float(v[0]), v[1])))
        elif (kg := kilos_in_kg(c)) is not None:
            out += [("distance", v), ("number", (kg, "kg"))]  # 10키로: km or kg
        elif c.kind == "time" and isinstance(v, tuple) and len(v) == 2:
            out.append(("time", (int(v[0]), int(v[1]))))
        else:
            out.append((c.kind, v))
    if _FREE_TEXT.search(text):
        out.append(("free", True))
    if "24시간" in text or "연중무휴" in text or "24/7" in text or ALL_DAY.search(text):
        out.append(("hours24", True))
    for m in _ANY_NUM.finditer(text):
        if not any(s.taken[m.start() : m.end()]):
            out.append(("number", (round(_num(m.group(0)), 6), None)))
    for m in _EV_CONTEXT.finditer(text):
        k, v = m.group("k").lower().replace(" ", ""), round(_num(m.group("v")), 6)
        out.append((_EV_KINDS.get(k, "money"), v))
    return tuple(out)


_EV_KINDS: Final[dict[str, ClaimKind]] = {
    **dict.fromkeys(("체감온도", "기온", "온도", "temperature", "temp"), "temperature"),
    **dict.fromkeys(("습도", "humidity", "강수확률"), "percent"),
    **dict.fromkeys(("강수량", "precipitation", "rainfall"), "precipitation"),
    **dict.fromkeys(("거리", "distance"), "distance"),
}
