"""Round 43 (r43b): faithful answers flagged on worked figures — size tiers whose rows write the
bound glued or spaced, and a total line that names the two things it adds.

Two readings, each extended in the module that owns it.

- **A size with its bound is its own word and its bound a word of its own however the row spaces
  it** (:mod:`.labels`, ``_MEASURE_BOUND``, now for sizes in cm, mm, m, kg, L as for 4인용 or 5단):
  대구 동구's rows write ``신발장 (90cm×150cm이상)`` glued and ``장식장 (90cm×180cm 이상)``
  spaced, so ``이상`` was a word of the 장식장 rows only, and ``신발장 … 90cm×150cm 이상
  6,000원`` (prod_holdout31 g49h3-0098) or ``… 미만이면 3,000원, 이상이면 6,000원``
  (prod_holdout31 g49h2-0021) read as naming a 장식장 row. Every row of one bound now holds the
  bound; a fee of the other tier (``150cm 미만 6,000원``) is still flagged. A size with a word glued
  before it stays one word (``폭80cm미만``).
- **A total line may name the two things it adds** (:mod:`.stated_totals`, ``_TOTAL_LINE``):
  ``둘이 합쳐 10,000원이에요.`` under two list lines of 5,000원 and 4,000원 is the sum of those lines
  and flagged (9,000); ``둘이 합쳐 9,000원``, ``두 개 합치면``, ``Both together:`` are read the
  same way. What qualifies such a total is read in its own sentence, not in the rest of its line
  (a phone number after it is no qualifier).
- **A line or sentence that names the other side of the comparison before it takes the complement
  row** (:mod:`.backward`, ``_outside_clause``): ``1. 80cm×180cm 이상: 11,000원`` / ``2. 그보다
  작으면 6,000원`` says 6,000원 of the 미만 row, as ``…이상이면 11,000원, 그보다 작으면 6,000원``
  within one sentence always did. Once a tier's bound is a word of every row of it (above), a
  line naming no subject borrowed the 이상 of the line before; a 이상 fee there
  (``그보다 작으면 11,000원``) is now flagged.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _rows(item: str, *tiers: tuple[str, int], category: str = "가구류") -> list[dict[str, object]]:
    return [
        {"item_name": f"{item} ({spec})", "name": item, "spec": spec, "category": category,
         "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
        for spec, fee in tiers
    ]  # fmt: skip


def _cabinets() -> dict[str, object]:
    """대구 동구's rows: 신발장 and 캐비닛 tiers glued to their bound, 장식장 tiers spaced."""
    return {
        "district": "대구 동구",
        "full_name": "대구광역시 동구",
        "query": "장식장",
        "items": [
            *_rows("신발장", ("90cm×150cm미만", 3000), ("90cm×150cm이상", 6000)),
            *_rows("장식장", ("120cm×180cm 이상", 13000), ("90cm×180cm 미만", 3000)),
            *_rows("장식장", ("90cm×180cm 이상", 9000)),
            *_rows("캐비닛", ("90cm×150cm미만", 3000), ("90cm×150cm이상", 5000), category="기타"),
        ],
        "source": "bulk-waste-fees",
        "covered": True,
    }


def test_glued_bound_tier_case_shape() -> None:
    e = ev(_cabinets())
    answer = "대구 동구 신발장: 90cm×150cm 미만 3,000원, 90cm×150cm 이상 6,000원이에요."
    assert check(answer, e).grounded


def test_glued_bound_tier_elided_size() -> None:
    e = ev(_cabinets())
    answer = "대구 동구 신발장은 90cm×150cm 미만이면 3,000원, 이상이면 6,000원이에요."
    assert check(answer, e).grounded


def test_glued_bound_tier_variants() -> None:
    e = ev(_cabinets())
    assert check("캐비닛은 90cm×150cm 이상 5,000원이에요.", e).grounded
    assert check("캐비닛은 90cm×150cm이상이면 5,000원입니다.", e).grounded
    assert check("장식장은 90cm×180cm 이상 9,000원이에요.", e).grounded


def test_glued_bound_tier_wrong_twins_flagged() -> None:
    e = ev(_cabinets())
    swapped = "대구 동구 신발장: 90cm×150cm 미만 6,000원, 90cm×150cm 이상 3,000원이에요."
    assert "6,000원" in flagged(swapped, e)
    assert "13,000원" in flagged("신발장은 90cm×150cm 이상 13,000원이에요.", e)
    assert "13,000원" in flagged("캐비닛은 90cm×150cm 이상 13,000원이에요.", e)


def _drawers() -> list[dict[str, object]]:
    """춘천시's drawer rows (width tiers in the name, height tiers in the spec) and its rules."""
    rules = {"district": "춘천시", "full_name": "강원특별자치도 춘천시", "source": "waste-rules",
             "department": "자원순환과", "phone": "033-250-3126"}  # fmt: skip
    return [
        rules,
        {
            "district": "춘천시",
            "full_name": "강원특별자치도 춘천시",
            "query": "서랍장",
            "items": [
                *_rows("서랍장(폭80cm이상)", ("높이 100cm 이상", 6000), ("높이 80cm 미만", 4000)),
                *_rows("서랍장(폭80cm이상)", ("높이 80cm 이상 100cm미만", 5000)),
            ],
            "source": "bulk-waste-fees",
            "covered": True,
        },
    ]


_TWO_LINES = (
    "춘천시 수수료예요.\n"
    "- 서랍장(폭80cm 이상, 높이 80cm 이상 100cm 미만): 5,000원\n"
    "- 서랍장(폭80cm 이상, 높이 80cm 미만): 4,000원\n"
)
_AFTER = " 자원순환과 033-250-3126에 물어보세요."


def test_total_line_naming_two_wrong_sum_flagged() -> None:
    e = ev(*_drawers())
    r = check(_TWO_LINES + "둘이 합쳐 10,000원이에요." + _AFTER, e)
    assert [(u.text, u.why) for u in r.unsupported] == [
        ("10,000원", "10,000원 is not the sum of the amounts the lines above it state (9,000)")
    ]
    assert "11,000원" in flagged(_TWO_LINES + "두 개 합치면 11,000원입니다.", e)


def test_total_line_naming_two_right_sum_passes() -> None:
    e = ev(*_drawers())
    assert check(_TWO_LINES + "둘이 합쳐 9,000원이에요." + _AFTER, e).grounded
    assert check(_TWO_LINES + "두 개 합치면 9,000원입니다.", e).grounded


def test_total_line_english_both_together() -> None:
    e = ev(*_drawers())
    lines = "- drawer, 80-100 cm tall: 5,000 won\n- drawer, under 80 cm: 4,000 won\n"
    assert check(lines + "Both together: 9,000 won.", e).grounded
    assert "12,000 won" in flagged(lines + "Both together: 12,000 won.", e)


def _shelves() -> dict[str, object]:
    """은평구's 책장 rows, both tiers written with the bound glued."""
    return {
        "district": "은평구",
        "full_name": "서울특별시 은평구",
        "query": "책장",
        "items": _rows("책장", ("80cm×180cm이상", 11000), ("80cm×180cm미만", 6000)),
        "source": "bulk-waste-fees",
        "covered": True,
    }


def test_other_side_line_takes_the_complement_row() -> None:
    e = ev(_shelves())
    lines = "은평구 책장 수수료예요.\n1. 80cm×180cm 이상: 11,000원\n2. 그보다 작으면 6,000원"
    assert check(lines, e).grounded
    sentences = "은평구 책장은 80cm×180cm 이상이면 11,000원이에요. 그보다 작으면 6,000원이에요."
    assert check(sentences, e).grounded


def test_other_side_line_given_the_same_tier_fee_is_flagged() -> None:
    e = ev(_shelves())
    lines = "은평구 책장 수수료예요.\n1. 80cm×180cm 이상: 11,000원\n2. 그보다 작으면 11,000원"
    assert flagged(lines, e) == ["11,000원"]
    sentences = "은평구 책장은 80cm×180cm 이상이면 11,000원이에요. 그보다 작으면 11,000원이에요."
    assert flagged(sentences, e) == ["11,000원"]
