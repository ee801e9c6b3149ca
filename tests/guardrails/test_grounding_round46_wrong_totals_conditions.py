"""Round 46 (r46a): wrong totals that passed (prod_holdout35 and 36, already scored).

Two readings of :mod:`guardrails.grounding.stated_totals`, each extended where it lives:

- **per unit, said as a basis** — an amount said as the basis of a working (``4,000원 기준으로``,
  ``5,000원 기준이면``) is an amount per piece, as ``4,000원짜리`` and ``4,000원씩`` already were: with
  a count of pieces in its clause, the total is their product. ``제일 낮은 4,000원 기준으로 3개면
  합계 15,000원`` is flagged (12,000); the right product passes.
- **clause terms** — a figure right after a sum word (``총``, ``합계``, ``in total``) whose clause
  states two or more plain amounts is their sum (with any amount stated before the clause, which a
  total may add): ``티테이블은 2,000원, 식탁은 4,000원이라 총 7,000원`` is flagged (6,000). Such a
  total used to pass because some choice of the item's rows (:mod:`.row_totals`) made it, though
  the answer had stated its own terms. A clause that counts pieces, lists options (``세 가지``),
  bounds, writes a working, or a figure that opens a range stays unread.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _fees(district: str, rows: list[dict[str, object]]) -> dict[str, object]:
    return {"district": district, "full_name": district, "query": "x", "item_count": len(rows),
            "items": rows, "source": "bulk-waste-fees", "covered": True,
            "as_of": "2025-08-01"}  # fmt: skip


def _spec_rows(name: str, *pairs: tuple[str, int]) -> list[dict[str, object]]:
    return [
        {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
         "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
        for spec, fee in pairs
    ]  # fmt: skip


_DESKS = ev(_fees("영덕군", fee_rows("책상", 4000, 5000)))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g53h1-0002's shape, then other wording, values and counts
        ("영덕군 책상 수수료예요.\n- 책상: 4,000원\n- 책상: 5,000원\n"
         "제일 낮은 4,000원 기준으로 3개면 합계 15,000원이에요.", "15,000원"),
        ("영덕군 책상은 4,000원 또는 5,000원이에요.\n5,000원 기준이면 두 개에 총 9,000원이에요.",
         "9,000원"),
        ("영덕군 책상은 4,000원, 5,000원이에요.\n4,000원 기준으로 하면 4개 합계 20,000원이에요.",
         "20,000원"),
    ],
)  # fmt: skip
def test_basis_amount_times_pieces_must_come_out(answer: str, wrong: str) -> None:
    assert flagged(answer, _DESKS) == [wrong]


@pytest.mark.parametrize(
    "answer",
    [
        "영덕군 책상 수수료예요.\n- 책상: 4,000원\n- 책상: 5,000원\n"
        "제일 낮은 4,000원 기준으로 3개면 합계 12,000원이에요.",
        "영덕군 책상은 4,000원 또는 5,000원이에요.\n5,000원 기준이면 두 개에 총 10,000원이에요.",
        "영덕군 책상은 4,000원, 5,000원이에요.\n4,000원 기준으로 하면 4개 합계 16,000원이에요.",
    ],
)
def test_basis_amount_times_pieces_right_product_passes(answer: str) -> None:
    assert flagged(answer, _DESKS) == []


_TABLES = ev(
    _fees(
        "춘천시",
        _spec_rows("식탁(유리별도)", ("5인 미만", 4000), ("5인 이상", 6000))
        + _spec_rows("탁자(테이블)(유리별도)", ("차탁자(티테이블)", 2000), ("4인 이상", 4000))
        + _spec_rows("식탁(대리석, 세라믹)", ("5인 미만", 7000), ("5인 이상", 12000)),
    )
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g54h0-0010's shape, then other wording, language and values
        ("티테이블(차탁자)은 2,000원, 4인용 식탁은 식탁(유리별도) 5인 미만 항목으로 4,000원이라 "
         "총 7,000원이야.", "7,000원"),
        ("차탁자 2,000원이고 5인 이상 식탁이 6,000원이니까 합계 12,000원이에요.", "12,000원"),
        ("The tea table is 2,000 won and the large glass table is 6,000 won, "
         "7,000 won in total.", "7,000 won"),
    ],
)  # fmt: skip
def test_clause_terms_total_must_be_their_sum(answer: str, wrong: str) -> None:
    assert flagged(answer, _TABLES) == [wrong]


@pytest.mark.parametrize(
    "answer",
    [
        "티테이블(차탁자)은 2,000원, 4인용 식탁은 식탁(유리별도) 5인 미만 항목으로 4,000원이라 "
        "총 6,000원이야.",
        "차탁자 2,000원이고 5인 이상 식탁이 6,000원이니까 합계 8,000원이에요.",
        "The tea table is 2,000 won and the large glass table is 6,000 won, 8,000 won in total.",
        # an amount stated before the clause may be added
        "차탁자는 2,000원이에요. 식탁 4,000원, 대리석 식탁 7,000원까지 모두 합계 13,000원이에요.",
        "차탁자는 2,000원이에요. 식탁 4,000원, 대리석 식탁 7,000원이라 총 13,000원이에요.",
    ],
)
def test_clause_terms_right_sum_passes(answer: str) -> None:
    assert flagged(answer, _TABLES) == []


@pytest.mark.parametrize(
    "answer",
    [
        # options, a range the figure opens, a written working: not plain terms, left to others
        "식탁은 4,000원, 6,000원 두 가지로 나와 있어서 합계는 6,000원에서 10,000원 사이예요.",
        "차탁자 2,000원 + 식탁 4,000원 = 총 6,000원이에요.",
    ],
)
def test_clause_terms_leave_options_and_workings_to_other_readings(answer: str) -> None:
    assert flagged(answer, _TABLES) == []
