"""Round 29 (r29c): fee rows — kinds swapped between twin-row items.

- Twin rows (one label, two fees) are one item: a kind only that item's rows carry marks them
  (``식탁(대리석탁(유리판 제외))`` at 7,000 / 12,000원 beside ``식탁(일반식탁(유리판 제외))`` at 5,200 /
  6,500원), including the kind a compound puts before the item's name or its last syllable
  (일반식탁 → 일반, 대리석탁 → 대리석); an answer giving one kind the other's fees is misattributed
  (:mod:`guardrails.grounding.marked_rows`). Their bare name marks nothing (two ``장롱`` rows).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, fee: int) -> dict[str, object]:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


TABLES = {"district": "순천시", "full_name": "전라남도 순천시", "query": "식탁", "item_count": 4,
          "items": [_row("식탁(대리석탁(유리판 제외))", 7000), _row("식탁(대리석탁(유리판 제외))", 12000),
                    _row("식탁(일반식탁(유리판 제외))", 5200), _row("식탁(일반식탁(유리판 제외))", 6500)],
          "source": "bulk-waste-fees", "as_of": "2024-12-02"}  # fmt: skip
WARDROBES = {"district": "세종특별자치시", "full_name": "세종특별자치시", "query": "장롱", "item_count": 3,
             "items": [_row("장롱", 10000), _row("장롱", 15000), _row("비키니옷장", 5000)],
             "source": "bulk-waste-fees", "as_of": "2025-06-27"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "순천시 식탁 수수료예요.\n- 대리석 식탁: 5,200원 또는 6,500원\n"
            "- 일반 식탁: 7,000원 또는 12,000원",
            ["5,200원", "6,500원", "7,000원", "12,000원"],
        ),
        ("순천에서 대리석 식탁은 5,200원이나 6,500원이에요.", ["5,200원", "6,500원"]),
        (
            "In Suncheon a marble dining table costs 5,200 or 6,500 won, and an ordinary one "
            "7,000 or 12,000 won.",
            ["5,200", "6,500 won"],
        ),
    ],
)
def test_twin_items_kinds_swapped_are_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "순천시 식탁 수수료예요.\n- 대리석 식탁: 7,000원 또는 12,000원\n- 일반 식탁: 5,200원 또는 6,500원",
        "순천에서 일반 식탁은 5,200원이나 6,500원이에요.",
        "In Suncheon a marble dining table costs 7,000 or 12,000 won, and an ordinary one "
        "5,200 or 6,500 won.",
    ],
)
def test_twin_items_kinds_faithful_pass(answer: str) -> None:
    assert flagged(answer, ev(TABLES)) == []


def test_a_twin_items_bare_name_marks_nothing() -> None:
    answer = (
        "In Sejong a wardrobe (장롱) costs 10,000 or 15,000 won, and a fabric 'bikini' wardrobe "
        "costs 5,000 won.\n- 장롱 (wardrobe): 10,000 won or 15,000 won\n"
        "- 비키니옷장 (fabric wardrobe): 5,000 won"
    )
    assert flagged(answer, ev(WARDROBES)) == []
