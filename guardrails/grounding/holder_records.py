"""The holders :mod:`.own_records` compares an answer's values within, read from tool outputs.

A holder is a row of a tool output's list of places or bins (``points``, ``places``: its name,
road address, distance, days and hours of opening, phone and row text), a holder a tool's prose
writes right before its phone (``홍주환경(041-634-3999)``), or a district of district-level
outputs, with the ways of applying (:data:`.holdings.WAYS`) and the places its how-to names.
Each is known by its forms (:mod:`.holder_forms`: its name spaces aside, its road address, a
Latin spelling with the generic parts translated: ``29 Cheonho-daero 45-gil``, ``Hongju
Environment``, ``Daejeo 1-dong community center``, ``모란re100``). A row repeated whole from an
earlier list is read once; a district by its own word (``광주광역시 북구`` → ``북구``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from guardrails.grounding.common_places import proper_sites
from guardrails.grounding.holder_forms import (
    AREA_WORD,
    LOT,
    ROAD,
    forms,
    norm,
    road_forms,
    roman,
)
from guardrails.grounding.holder_values import CLOSED, Holder, days
from guardrails.grounding.holders import holder_phones
from guardrails.grounding.holdings import holders as holding_holders
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_hours import always_open, record_ranges
from guardrails.grounding.weekdays import WEEK


def _open_days(hours: str) -> frozenset[str]:
    """The days a row's hours open on (a part saying 휴무 or closed is no opening; hours of 상시,
    open at all times, open every day)."""
    if always_open(hours):
        return frozenset(WEEK)
    parts = re.split(r"[,/;]", hours)
    return frozenset().union(*(days(p) for p in parts if not CLOSED.search(p)))


_BRANCH = re.compile(r"([가-힣0-9]+(?:로|길)\s\d+번?길)\s?(\d+(?:-\d+)?)(?![\d가-힣])")


def _row_holder(group: int, row: dict[str, Any]) -> Holder | None:
    name = row.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    keys = forms(name)
    address = row.get("address")
    if isinstance(address, str):
        keys |= {f for m in ROAD.finditer(address) for f in road_forms(m.group(1), m.group(2))}
        # round 50 (r50e): a numbered branch written apart from its road ("백옥대로 489번길
        # 19-6") is named with its road as well, as another row writes it ("백옥대로489번길 19-6")
        keys |= {f for m in _BRANCH.finditer(address) for f in road_forms(m.group(1), m.group(2))}
        # round 55 (r55f): a row listed by its lot-number address ("대전광역시 서구 갈마동 1436")
        # is named by it too, as an answer writes it ("1436 Galma-dong", "갈마동 1436")
        keys |= {f for m in LOT.finditer(address) for f in road_forms(m.group(1), m.group(2))}
    dist = row.get("distance_m")
    hours = row.get("hours")
    phone = row.get("phone")
    return Holder(
        group,
        frozenset(keys),
        float(dist) if isinstance(dist, (int, float)) else None,
        _open_days(hours) if isinstance(hours, str) else frozenset(),
        frozenset({re.sub(r"\D", "", phone)}) if isinstance(phone, str) else frozenset(),
        "".join(strings_under(row)).replace(" ", ""),
        times=record_ranges(hours) if isinstance(hours, str) else frozenset(),
    )


@per_stage
def holders(sources: tuple[str, ...]) -> tuple[Holder, ...]:
    """The rows of each list of places or bins, and the holders prose writes before a phone (a
    row repeated whole from an earlier list, two searches finding one place, is read once)."""
    out: list[Holder] = []
    group = 0
    seen: set[Holder] = set()  # a row an earlier list gave whole (the same search twice) is its
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("points", "places"):
            rows = root.get(key)
            if isinstance(rows, list) and sum(isinstance(r, dict) for r in rows) > 1:
                group += 1
                new = [h for r in rows if isinstance(r, dict) and (h := _row_holder(group, r))]
                out += [h for h in new if replace(h, group=0) not in seen]
                seen.update(replace(h, group=0) for h in new)
    pairs: dict[frozenset[str], set[str]] = {}
    for words, phone in holder_phones(sources):
        pairs.setdefault(words, set()).add(phone)
    if len(pairs) > 1:
        group += 1
        for words, phones in pairs.items():
            keys = {f for w in words if len(w) > 2 and not AREA_WORD.fullmatch(w) for f in forms(w)}
            out.append(Holder(group, frozenset(keys), None, frozenset(), frozenset(phones), ""))
    return (*out, *_districts(sources, group + 1))


def _last(district: str) -> str:
    """A district by its own word (``광주광역시 북구`` → ``북구``: one district either way)."""
    words = district.split()
    return words[-1] if words else district


def _districts(sources: tuple[str, ...], group: int) -> list[Holder]:
    """The districts of district-level outputs, with the ways and places their how-tos name."""
    sites: dict[str, set[str]] = {}
    texts: dict[str, str] = {}
    for root in parsed(sources):
        if isinstance(root, dict) and isinstance(d := root.get("district"), str):
            held = sites.setdefault(_last(d), set())
            for place in root.get("places") or ():
                if isinstance(place, str):
                    held |= {k for k in forms(place) if re.fullmatch(r"[가-힣0-9]{4,}", k)}
                    texts[_last(d)] = texts.get(_last(d), "") + "\n" + place.replace(" ", "")
            for way in root.get("application_methods") or ():  # "생활폐기물은 관련업체를 통해":
                if isinstance(way, str):  # a word another's how-to writes is a common noun
                    texts[_last(d)] = texts.get(_last(d), "") + "\n" + way.replace(" ", "")
            # round 50 (r50e): so is one its department writes ("자원순환과" in 이천시's "시청
            # (자원순환과)에 문의 후 배출" where 안양시's department is 자원순환과 too)
            if isinstance(dept := root.get("department"), str):
                texts[_last(d)] = texts.get(_last(d), "") + "\n" + dept.replace(" ", "")
    sites = proper_sites(sites, texts)  # "배출장소": a common noun names no district's site
    ways: dict[str, set[str]] = {}
    for h in holding_holders(sources):
        if h.kind == "district":
            ways.setdefault(_last(h.name), set()).update(v for k, v in h.values if k == "channel")
    if len(ways) < 2:
        return []
    out: list[Holder] = []
    for name, held in ways.items():
        stem = name[:-1] if name[-1] in "군구시" and len(name) > 2 else name
        latin = {norm(roman(stem)) + s for s in ("", "gun", "gu", "si", "county", "city")}
        keys = {norm(name), norm(stem), *(k for k in latin if len(k) >= 5)}
        out.append(Holder(group, frozenset(keys), None, frozenset(), frozenset(), "",
                          frozenset(held), frozenset(sites.get(name, ()))))  # fmt: skip
    return out
