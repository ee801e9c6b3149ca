"""Perturbed copies of a labelled corpus's faithful answers, to measure how the check generalises
beyond the answers it was tuned on (``python -m agents_pkg.runner.blind_eval --variants PATH``).

* **respelled**: one claim written in another form with the same value (``15,000원`` →
  ``1만 5천원`` / ``만오천원`` / ``15천원``, ``1.2km`` → ``1,200m`` / ``1.2킬로``, ``2025-07-01`` →
  ``25.7.1``, ``02-3153-8114`` → ``02 3153 8114``): must stay grounded;
* **wrong value**: the same forms with a value no tool output holds: must be caught;
* **swapped**: two values of one kind that belong to different records exchanged in the answer
  (the fees of two sizes, the distances of two places): must be caught.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from guardrails.grounding.check import check
from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.vocabulary import PlaceVocabulary

_HANGUL_DIGITS = "_일이삼사오육칠팔구"
_SWAPPED = ("money", "unit_price", "distance", "temperature", "percent", "phone", "date")
Variant = tuple[str, str, str]  # (case id, claim kind, answer)


def _hangul(v: int) -> str | None:
    """15000 → 만오천 (None past 99,999 or below the hundreds)."""
    man, rest = divmod(v, 10_000)
    if v <= 0 or v % 100 or man >= 10:
        return None
    out = ("" if man == 1 else _HANGUL_DIGITS[man]) + "만" if man else ""
    for unit, size in (("천", 1000), ("백", 100)):
        n, rest = divmod(rest, size)
        out += ("" if n == 1 else _HANGUL_DIGITS[n]) + unit if n else ""
    return out


def _money_forms(v: int, text: str) -> list[str]:
    if any(w in text.lower() for w in ("won", "₩", "krw")):
        return [f"₩{v:,}", f"{v:,} won", f"KRW {v:,}"]
    forms = [f"{v:,}원", f"{v}원"]
    man, rest = divmod(v, 10_000)
    if man and rest % 1000 == 0:
        tail = f"{rest // 1000}천" if rest else ""
        forms += [f"{man}만 {tail}원".replace(" 원", "원"), f"{man}만{tail}원"]
    if (h := _hangul(v)) is not None:
        forms.append(h + "원")
    if v % 1000 == 0 and v >= 1000:
        forms.append(f"{v // 1000}천원")
    return forms


def _forms(c: Claim) -> list[str]:
    v = c.value
    if c.kind == "money" and isinstance(v, int | float):
        return _money_forms(int(v), c.text)
    if c.kind == "distance" and isinstance(v, float) and v.is_integer():  # not 1.8 m as 2m
        m = round(v)
        km = [f"{m / 1000:g}km", f"{m / 1000:g} km", f"{m / 1000:g}킬로"] if m >= 100 else []
        return [f"{m}m", f"{m:,}m", f"{m}미터", *km]
    if c.kind == "date" and isinstance(v, tuple) and len(v) == 3 and v[0]:
        y, mo, d = v
        return [f"{y}-{mo:02d}-{d:02d}", f"{y % 100}.{mo}.{d}", f"{y}. {mo}. {d}.",
                f"{y}년 {mo}월 {d}일"]  # fmt: skip
    if c.kind == "phone" and isinstance(v, str) and len(v) >= 9:
        a = v[:2] if v.startswith("02") else v[:3]
        b, d = v[len(a) : -4], v[-4:]
        return [f"{a}-{b}-{d}", f"{a} {b} {d}", f"{a}.{b}.{d}", f"({a}) {b}-{d}", a + b + d]
    if c.kind == "temperature" and isinstance(v, float) and ("도" in c.text or "°" in c.text):
        if "F" in c.text or "℉" in c.text or "화씨" in c.text:
            return []  # 27.7°F is -2.38889°C, converted: no Celsius spelling of it is the text
        return [f"{v:g}°C", f"{v:g}도", f"{v:g}℃"] + ([f"영하 {-v:g}도"] if v < 0 else [])
    return []


def _wrong(c: Claim, ev: Evidence) -> Claim | None:
    """``c`` with a value no tool output holds (None when no such value is at hand)."""
    v = c.value
    w: object = None
    if c.kind == "money" and isinstance(v, int | float):
        w = int(v) + (7000 if v >= 1000 else 70)
        return None if float(w) in ev.money else dataclasses.replace(c, value=w)
    if c.kind == "distance" and isinstance(v, float):
        w = v + (700 if v >= 1000 else 70)
    elif c.kind == "temperature" and isinstance(v, float):
        w = v + 4
    elif c.kind == "phone" and isinstance(v, str) and v[-1:].isdigit():
        w = v[:-1] + str((int(v[-1]) + 3) % 10)
        return None if w in ev.phones else dataclasses.replace(c, value=w)
    elif c.kind == "date" and isinstance(v, tuple) and len(v) == 3 and v[0]:
        w = (v[0], v[1], v[2] % 28 + 1)
        return None if w in ev.dates else dataclasses.replace(c, value=w)
    if not isinstance(w, float) or any(
        isinstance(f.value, int | float) and abs(float(f.value) - w) < 60 for f in ev.of(c.kind)
    ):
        return None
    return dataclasses.replace(c, value=w)


def _grounded(
    cases: Iterable[dict[str, Any]], places: PlaceVocabulary | None
) -> Iterator[tuple[str, Evidence, str]]:
    for case in cases:
        if case["label"] != "faithful":
            continue
        ev = Evidence.from_texts(case["evidence"], places=places, user=case.get("user") or "")
        if check(case["answer"], ev).grounded:
            yield case["id"], ev, case["answer"]


def variants(
    cases: Iterable[dict[str, Any]], places: PlaceVocabulary | None = None
) -> dict[str, list[tuple[Variant, Evidence]]]:
    """``{"respelled" | "wrong_value" | "swapped": [((id, kind, answer), evidence), …]}``."""
    out: dict[str, list[tuple[Variant, Evidence]]] = {"respelled": [], "wrong_value": [],
                                                       "swapped": []}  # fmt: skip
    for cid, ev, a in _grounded(cases, places):
        claims = extract_claims(a, ev.places)
        for c in claims:
            out["respelled"] += [((cid, c.kind, a[: c.start] + f + a[c.end :]), ev)
                                 for f in _forms(c) if f != c.text]  # fmt: skip
            wrong = _wrong(c, ev)
            for f in _forms(wrong) if wrong else ():
                out["wrong_value"].append(((cid, c.kind, a[: c.start] + f + a[c.end :]), ev))
        for x, y in itertools.combinations([c for c in claims if c.kind in _SWAPPED], 2):
            if x.kind == y.kind and x.value != y.value and _apart(x, y, ev):
                b = a[: x.start] + y.text + a[x.end : y.start] + x.text + a[y.end :]
                out["swapped"].append(((cid, x.kind, b), ev))
    return out


def _apart(x: Claim, y: Claim, ev: Evidence) -> bool:
    """Whether each value is in the tool outputs and no record holds both."""
    kind = "money" if x.kind == "unit_price" else x.kind

    def records(c: Claim) -> set[int]:
        v = c.value[0] if isinstance(c.value, tuple) and c.kind == "unit_price" else c.value
        return {f.record for f in ev.of(kind) if f.value == v}

    rx, ry = records(x), records(y)
    return bool(rx) and bool(ry) and not rx & ry


def score(
    cases: Iterable[dict[str, Any]], places: PlaceVocabulary | None = None
) -> dict[str, tuple[int, int, list[Variant]]]:
    """Per family: (right, total, the variants the check got wrong)."""
    result: dict[str, tuple[int, int, list[Variant]]] = {}
    for family, items in variants(cases, places).items():
        want_grounded = family == "respelled"
        wrong = [v for v, ev in items if check(v[2], ev).grounded != want_grounded]
        result[family] = (len(items) - len(wrong), len(items), wrong)
    return result
