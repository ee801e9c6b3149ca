"""Round 31 (r31g): faithful arithmetic over candidate rows that the check flagged.

Two shapes from prod_holdout18/19. Both are read by :mod:`guardrails.grounding.row_choices`:
- a total of one piece of each of two named items, given as a range ("항아리 하나, 매트리스 하나면
  최소 10,000원에서 최대 17,000원"). A piece of each ("A 하나, B 하나면", "하나씩", "one of each")
  now says the sentence adds, the way a sum word does;
- a range of totals for a count written in digits before a plural noun ("For 10 chairs …
  from 20,000 won … to 150,000 won"). "for 10 chairs" now counts pieces, as "for ten" already
  did.
Their fabricated twins, where the ends are not the least and greatest sums, are still flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, name: str, fees: tuple[int, ...], category: str = "가구류") -> dict:
    return {
        "district": district, "query": name, "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": None, "category": category,
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-16",
    }  # fmt: skip


JAR = _fees("성북구", "항아리", (1000, 2000, 4000), "생활용품류")
MATTRESS = _fees("동래구", "매트리스", (9000, 13000))
CHAIR = _fees("함양군", "의자(소파 이외)", (2000, 3000, 5000, 15000))

_LISTS = "- 항아리(서울 성북구): 1,000원 / 2,000원 / 4,000원\n- 매트리스(부산 동래구): 9,000원 또는 13,000원\n"


# --- one piece of each of two items ----------------------------------------------------------


@pytest.mark.parametrize(
    "tail",
    [
        "항아리 하나, 매트리스 하나면 최소 10,000원에서 최대 17,000원입니다.",
        "항아리랑 매트리스 하나씩이면 적게는 10,000원, 많게는 17,000원이에요.",
        "With one of each, it comes to 10,000 won to 17,000 won.",
    ],
)
def test_one_of_each_range_passes(tail: str) -> None:
    assert flagged(_LISTS + tail, ev(JAR, MATTRESS)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        ("항아리 하나, 매트리스 하나면 최소 11,000원에서 최대 17,000원입니다.", ["11,000원"]),
        ("항아리 하나, 매트리스 하나면 최소 10,000원에서 최대 19,000원입니다.", ["19,000원"]),
    ],
)
def test_one_of_each_wrong_end_is_flagged(tail: str, wrong: list[str]) -> None:
    assert flagged(_LISTS + tail, ev(JAR, MATTRESS)) == wrong


# --- a count in digits before a plural noun --------------------------------------------------

_CHAIRS = (
    "Hamyang-gun lists non-sofa chairs at 2,000, 3,000, 5,000 or 15,000 won each, without saying "
    "which size each rate applies to. "
)


@pytest.mark.parametrize(
    "tail",
    [
        "For 10 chairs that means anywhere from 20,000 won (all at the lowest rate) to 150,000 "
        "won (all at the highest).",
        "For all 6 chairs, expect between 12,000 won and 90,000 won.",
    ],
)
def test_digit_count_range_passes(tail: str) -> None:
    assert flagged(_CHAIRS + tail, ev(CHAIR)) == []


def test_digit_count_wrong_end_is_flagged() -> None:
    answer = _CHAIRS + (
        "For 10 chairs that means anywhere from 30,000 won (all at the lowest rate) to 150,000 "
        "won (all at the highest)."
    )
    assert flagged(answer, ev(CHAIR)) != []
    assert "30,000 won" in flagged(answer, ev(CHAIR))
