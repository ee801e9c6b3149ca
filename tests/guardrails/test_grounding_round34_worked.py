"""Round 34 (r34a): worked figures in faithful answers of prod_dev4.

Each test holds a case's shape, a sibling (a paraphrase or the other language) and the fabricated
twin the rule must still catch.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fee_rows(district: str, name: str, *fees: int) -> dict[str, object]:
    return {
        "district": district, "full_name": district, "query": name, "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-26",
    }  # fmt: skip


CHAIRS = _fee_rows("부산광역시 북구", "의자", 4000, 5000, 30000)


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0004's shape
        "의자 수수료는 세 가지로 나옵니다.\n- 의자: 4,000원\n- 의자: 5,000원\n- 의자: 30,000원\n"
        "3개 모두 4,000원짜리면 12,000원, 5,000원짜리면 15,000원이고, 크기에 따라 최대 "
        "30,000원짜리도 있으니 신고 화면에서 확인해 주세요.",
        "Chair fees: 4,000 / 5,000 / 30,000 won. For 3 chairs that's 12,000 won if they are all "
        "4,000 won ones, and at most 30,000 won each for the largest kind.",
    ],
)
def test_an_amount_said_of_one_piece_is_no_extreme_total(answer: str) -> None:
    assert flagged(answer, ev(CHAIRS)) == []


def test_a_piece_amount_no_row_gives_stays_flagged() -> None:
    answer = (
        "- 의자: 4,000원\n- 의자: 5,000원\n- 의자: 30,000원\n3개 모두 4,000원짜리면 12,000원이고, "
        "크기에 따라 최대 50,000원짜리도 있어요."
    )
    assert flagged(answer, ev(CHAIRS)) == ["50,000원"]
