"""Round 22 (r22b): totals, differences, minima and maxima over alternative rows.

An arithmetic claim over fee rows is supported when some choice of rows the answer's own words
allow gives it — one row per item (an item being the rows of one tool-output list that share a
name, so two districts' items are two items), the lowest or highest row where it says so — and
flagged when none does (``guardrails.grounding.alternatives``, read by ``row_totals``,
``fee_bounds`` and ``twins``). The answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, query: str, rows: list[tuple[str, int]]) -> dict[str, Any]:
    return {"district": district, "full_name": district, "query": query, "item_count": len(rows),
            "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
                       "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-01",
            "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-06-01"}  # fmt: skip


# two districts: a wardrobe at three fees in one, a chest of drawers at two in the other
WARDROBE = _fees("달서구", "장롱", [("장롱", 9000), ("장롱", 13000), ("장롱", 16000)])
DRAWERS = _fees("수영구", "서랍장", [("서랍장", 3000), ("서랍장", 5000), ("책장", 4000)])
# one item, three alternative fees
CHAIR = _fees("고성군", "의자", [("안락의자", 2000), ("안락의자", 5000), ("안락의자", 8000)])
# twin rows told apart by nothing
SHELF = _fees("남구", "선반", [("선반", 2000), ("선반", 3500), ("화분대", 2000)])


def _why(answer: str, evidence: Any, text: str) -> str:
    found = [c for c in check(answer, evidence).unsupported if c.text == text]
    assert found, f"{text} not flagged"
    return found[0].why or ""


@pytest.mark.parametrize(
    "answer",
    [
        # the least and the most of a total of two districts' items, in Korean stems
        "달서구 장롱은 9,000원·13,000원·16,000원, 수영구 서랍장은 3,000원 또는 5,000원이에요. "
        "둘 다 가장 저렴한 금액으로 치면 합쳐서 12,000원, 가장 비싼 금액으로 치면 합쳐서 21,000원이에요.",
        "장롱 9,000~16,000원, 서랍장 3,000원이나 5,000원이라 두 개를 모두 버리시면 최저 12,000원부터 "
        "최고 21,000원까지 나와요.",
        # in English, the total said after the figure
        "In Suyeong-gu a chest of drawers (서랍장) is 3,000 or 5,000 won. In Dalseo-gu a wardrobe "
        "(장롱) is 9,000, 13,000 or 16,000 won. At the lowest rates you'd pay 12,000 won for both, "
        "and at the highest 21,000 won for the two.",
    ],
)
def test_bounded_totals_over_two_districts_pass(answer: str) -> None:
    assert flagged(answer, ev(WARDROBE, DRAWERS)) == []


@pytest.mark.parametrize(
    ("answer", "figure"),
    [
        ("장롱은 9,000원·13,000원·16,000원, 서랍장은 3,000원 또는 5,000원이에요. "
         "둘 다 제일 비싼 금액이면 합쳐서 19,000원이에요.", "19,000원"),  # 16,000 + 3,000: not the most
        ("장롱은 9,000원·13,000원·16,000원, 서랍장은 3,000원 또는 5,000원이에요. "
         "둘 다 제일 싼 금액이면 합쳐서 14,000원이에요.", "14,000원"),  # 9,000 + 5,000: not the least
        ("A wardrobe (장롱) is 9,000, 13,000 or 16,000 won and a chest of drawers (서랍장) 3,000 "
         "or 5,000 won, so at the highest rates you'd pay 18,000 won for both.", "18,000 won"),
    ],
)  # fmt: skip
def test_wrong_bounded_total_is_flagged(answer: str, figure: str) -> None:
    why = _why(answer, ev(WARDROBE, DRAWERS), figure)
    assert "total of the rows" in why


@pytest.mark.parametrize(
    "answer",
    [
        "고성군 안락의자는 2,000원, 5,000원, 8,000원 세 가지라 제일 비싼 경우와 제일 싼 경우의 "
        "차이는 6,000원이에요.",
        "Armchairs (안락의자) are 2,000, 5,000 or 8,000 won; the dearest is 6,000 won more than "
        "the cheapest.",
        # two districts: the highest of one against the highest of the other
        "장롱은 9,000원에서 16,000원, 서랍장은 3,000원 또는 5,000원인데, 가장 비싼 장롱이 가장 비싼 "
        "서랍장보다 11,000원 더 비싸요.",
    ],
)
def test_differences_of_bounded_rows_pass(answer: str) -> None:
    assert flagged(answer, ev(CHAIR, WARDROBE, DRAWERS)) == []


@pytest.mark.parametrize(
    ("answer", "figure"),
    [
        ("안락의자는 2,000원, 5,000원, 8,000원이라 가장 비싼 경우와 싼 경우 차이는 3,000원이에요.",
         "3,000원"),
        ("Armchairs (안락의자) are 2,000, 5,000 or 8,000 won; the priciest is 5,000 won more than "
         "the cheapest.", "5,000 won"),
    ],
)  # fmt: skip
def test_wrong_difference_of_bounded_rows_is_flagged(answer: str, figure: str) -> None:
    assert "difference" in _why(answer, ev(CHAIR), figure)


def test_fee_picked_by_rank_invents_no_condition() -> None:
    answer = "선반은 2,000원과 3,500원 두 가지예요. 제일 낮은 요금으로 계산하면 선반 2,000원이에요."
    assert flagged(answer, ev(SHELF)) == []


def test_a_word_of_its_own_before_the_rank_is_still_a_condition() -> None:
    answer = "선반은 2,000원, 3,500원인데 철제 선반은 제일 싼 2,000원이에요."
    assert "철제" in _why(answer, ev(SHELF), "2,000원")


def test_bound_word_without_a_total_is_left_to_the_bounds() -> None:
    # "최대" said of one item's fee: fee_bounds reads it, no total is read
    answer = "안락의자는 최대 5,000원이에요."
    assert "higher fee" in _why(answer, ev(CHAIR), "5,000원")
