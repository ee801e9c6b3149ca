"""Round 43 (r43d): wrong figures and fee rows given to the wrong item that passed
(prod_holdout27–32, already scored).

One reading, owned by :mod:`.stated_quantities` and used by both readers of a total: a count of
the terms a total adds (``세 개 다``, ``셋 다``, ``둘 다``, ``all three``, ``both``:
``stated_quantities.ALL_OF``) counts the items summed, not pieces of one of them. Before,
"모니터 3,000원 + 본체 2,000원 … 책상 4,000원 … 세 개 다 합치면 10,000원" passed as
4,000 + 2,000 × 3 (the price-times-quantity working of :mod:`.worked`) or as one row of the desk
plus three of the tower (the row sums of :mod:`.row_totals`), though the three things add up to
9,000원 (g49h3-0036). Now such a count multiplies a lone amount only ("2,000원씩이라 둘 다
4,000원" still passes) and, where the answer names several items, is no quantity of pieces at all;
the true total (the sum of the three terms) still passes.

A second reading, owned by :mod:`.sourced` (the values a clause names as the other side of a
comparison): a label many rows share ("압축", every compressed plastic's form) names none of them
where another label of the clause names a row of its own. "PP 압축이 PE 압축보다 30원 비싸고,
LDPE보다는 70원 비싸요" compared with every compressed row (150 − 80 = 70 passed) though LDPE's
own row gives 180 − 130 = 50 (g50h2-0024); the same preference :func:`.sourced.priced` already
made, now one helper for both. The true difference still passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, fee_rows, plastic_row


def _fees(district: str, query: str, rows: list[dict[str, object]]) -> dict[str, object]:
    """The bulk-waste fee tool's answer for ``rows`` of one district."""
    return {"district": district, "query": query, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True}  # fmt: skip


_THREE = ev(
    _fees(
        "제천시",
        "컴퓨터",
        fee_rows("컴퓨터 모니터", 3000, category="가전제품류")
        + fee_rows("컴퓨터 본체", 2000, category="가전제품류"),
    ),
    _fees("옥천군", "책상", fee_rows("책상", 4000)),
)
_CHAIRS = ev(_fees("청주시", "의자", fee_rows("의자", 2000) + fee_rows("소파", 6000)))

_CASE = (
    "1. 제천시 컴퓨터 모니터 3,000원 + 본체 2,000원이에요.\n"
    "2. 옥천군 책상은 4,000원이에요.\n"
    "3. 세 개 다 합치면 {}원이에요."
)


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # g49h3-0036's shape (4,000 + 2,000 × 3), then other wording, language and values
        (_CASE.format("10,000"), _THREE, "10,000원"),
        ("제천 모니터는 3,000원, 본체는 2,000원이고 옥천 책상은 4,000원이라 셋 다 합치면 "
         "11,000원이에요.", _THREE, "11,000원"),
        ("The monitor is 3,000 won, the tower 2,000 won and the desk 4,000 won, so all three "
         "come to 10,000 won.", _THREE, "10,000 won"),
        ("의자는 2,000원, 소파는 6,000원이라 둘 다 버리면 합쳐서 10,000원이에요.", _CHAIRS,
         "10,000원"),
    ],
)  # fmt: skip
def test_a_count_of_the_terms_multiplies_none_of_them(
    answer: str, evidence: Evidence, wrong: str
) -> None:
    v = check(answer, evidence)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not in tool outputs" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        # the faithful twins: the sum of the terms the count counts
        (_CASE.format("9,000"), _THREE),
        ("제천 모니터는 3,000원, 본체는 2,000원이고 옥천 책상은 4,000원이라 셋 다 합치면 "
         "9,000원이에요.", _THREE),
        ("The monitor is 3,000 won, the tower 2,000 won and the desk 4,000 won, so all three "
         "come to 9,000 won.", _THREE),
        ("의자는 2,000원, 소파는 6,000원이라 둘 다 버리면 합쳐서 8,000원이에요.", _CHAIRS),
        # a count of pieces of one thing still multiplies its amount
        ("의자는 개당 2,000원씩이라 둘 다 버리면 4,000원이에요.", _CHAIRS),
        ("의자는 2,000원이라 의자 두 개면 4,000원이에요.", _CHAIRS),
    ],
)  # fmt: skip
def test_the_sum_of_the_counted_terms_passes(answer: str, evidence: Evidence) -> None:
    v = check(answer, evidence)
    assert v.grounded, [(c.text, c.why) for c in v.unsupported]


_PLASTICS = ev(
    {"region": "nationwide", "region_name": "전국", "category": "plastic", "item_count": 7,
     "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
               plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
               plastic_row("PVC", "압축", 80), plastic_row("HDPE", "압축", 200),
               plastic_row("LDPE", "압축", 130)],
     "survey_date": "2025-01", "unit": "원/kg"}
)  # fmt: skip
_GAPS = "전국 평균 기준으로 PP 압축은 kg당 180원, PE 압축은 150원, LDPE는 130원이에요. {}"


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g50h2-0024's shape, then other wording, values and language
        (_GAPS.format("PP 압축이 PE 압축보다 30원 비싸고, LDPE보다는 70원 비싸요."), "70원"),
        ("PP 압축 180원, PE 압축 150원, LDPE 130원이에요. PP 압축은 PE 압축보다 30원, "
         "LDPE보다 70원 더 받아요.", "70원"),
        ("PET 압축은 350원, PP 압축은 180원, LDPE는 130원이에요. PET가 PP 압축보다 170원 "
         "비싸고, LDPE보다는 250원 비싸요.", "250원"),
        ("Compressed PP is 180 won/kg, compressed PE 150 won/kg and LDPE 130 won/kg. PP pays "
         "30 won more than compressed PE and 70 won more than LDPE.", "70 won"),
    ],
)  # fmt: skip
def test_a_gap_to_a_row_named_by_its_own_label_is_that_rows(answer: str, wrong: str) -> None:
    v = check(answer, _PLASTICS)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not in tool outputs" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        # the faithful twins: the gap to the row the own label names
        _GAPS.format("PP 압축이 PE 압축보다 30원 비싸고, LDPE보다는 50원 비싸요."),
        "PP 압축 180원, PE 압축 150원, LDPE 130원이에요. PP 압축은 PE 압축보다 30원, "
        "LDPE보다 50원 더 받아요.",
        "PET 압축은 350원, PP 압축은 180원, LDPE는 130원이에요. PET가 PP 압축보다 170원 "
        "비싸고, LDPE보다는 220원 비싸요.",
        "Compressed PP is 180 won/kg, compressed PE 150 won/kg and LDPE 130 won/kg. PP pays "
        "30 won more than compressed PE and 50 won more than LDPE.",
    ],
)  # fmt: skip
def test_the_gap_to_the_named_row_passes(answer: str) -> None:
    v = check(answer, _PLASTICS)
    assert v.grounded, [(c.text, c.why) for c in v.unsupported]
