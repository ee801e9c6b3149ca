"""Round 55 (r55f): a place's hours and address given to another place of its list.

- Open at all hours is an opening range, the whole day: a record's hours of ``상시`` and an answer's
  ``상시 운영`` / ``24시간 운영`` / ``open 24 hours`` are compared like two ``HH:MM~HH:MM`` ranges, so
  two centres' hours swapped (one ``상시``, the other ``월~토 09:00~18:00``) are caught
  (:mod:`.opening_hours`, read by :mod:`.own_records`; g70h3-0076, g70h1-0004).
- A row listed by its lot-number address (``대전광역시 서구 갈마동 1436``) is named by it, in Hangul
  or Latin (``1436 Galma-dong``), so another row's lot address right after a name is caught like a
  road address (:mod:`.holder_forms`, :mod:`.line_addresses`; g70h3-0073).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(file: str, cid: str) -> dict[str, Any]:
    return blind_case(file, cid)


def _evidence(c: dict[str, Any]) -> Any:
    return case_evidence(c)


# -- two centres' hours swapped, one of them open 상시 (g70h3-0076, g70h1-0004) ----------------


def _centres() -> Any:
    return _evidence(_case("prod_holdout52.jsonl", "g70h3-0076"))


@pytest.mark.parametrize("cid", ["g70h3-0076", "g70h1-0004"])
def test_swapped_hours_cases(cid: str) -> None:
    c = _case("prod_holdout52.jsonl", cid)
    bad = flagged(c["answer"], _evidence(c))
    assert "09:00~18:00" in bad
    assert "상시 운영" in bad


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("- 보은읍행정복지센터: 약 1.4km · 월~토 09:00~18:00\n- 수한면행정복지센터: 약 3.0km · 상시",
         {"09:00~18:00", "상시"}),
        ("수한면행정복지센터는 상시 운영이라 저녁에도 가실 수 있어요.", {"상시 운영"}),
        ("1. Boeun-eup Administrative Welfare Center: Mon–Sat 9am–6pm, about 1.4 km.\n"
         "2. Suhan-myeon Administrative Welfare Center: open 24 hours, about 3 km.", {"9am–6pm"}),
    ],
)  # fmt: skip
def test_swapped_hours_in_other_words(answer: str, bad: set[str]) -> None:
    assert bad <= set(flagged(answer, _centres()))


def test_own_hours_pass() -> None:
    answer = (
        "1. 보은읍행정복지센터: 상시 운영, 약 1.4km.\n"
        "2. 수한면행정복지센터: 월~토 09:00~18:00, 약 3km.\n"
        "전화는 둘 다 043-540-3263이에요."
    )
    assert flagged(answer, _centres()) == []


# -- two bins' lot-number addresses swapped (g70h3-0073) ---------------------------------------


def _bins() -> Any:
    return _evidence(_case("prod_holdout52.jsonl", "g70h3-0073"))


def test_swapped_lot_addresses_case() -> None:
    c = _case("prod_holdout52.jsonl", "g70h3-0073")
    assert flagged(c["answer"], _bins()) == ["1438 Galma-dong", "1436 Galma-dong"]


def test_swapped_lot_addresses_in_hangul() -> None:
    answer = "1. 오벨리스크 — 갈마동 1438, 약 970m\n2. 동원빌딩 — 갈마동 1436, 약 975m"
    assert flagged(answer, _bins()) == ["갈마동 1438", "갈마동 1436"]


@pytest.mark.parametrize(
    "answer",
    [
        "1. Obelisk (오벨리스크), 1436 Galma-dong — about 970 m.\n"
        "2. Dongwon Building (동원빌딩), 1438 Galma-dong — about 975 m.",
        "1. 오벨리스크 — 갈마동 1436, 약 970m\n2. 동원빌딩 — 갈마동 1438, 약 975m",
    ],
)
def test_own_lot_addresses_pass(answer: str) -> None:
    assert flagged(answer, _bins()) == []
