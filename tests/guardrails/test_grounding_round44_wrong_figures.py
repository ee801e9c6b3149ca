"""Round 44 (r44a): wrong worked figures that passed — a total that adds a unit fee beside its own
product, "about N times" over a whole ratio of another N, and a Korean count of fee rows whose
noun of amounts comes after it.

Three readings, each extended in the module that owns it.

- **A unit fee and the product it is worked into are never two terms of one total**
  (:func:`.stated_quantities.unit_of_product`, read by :mod:`.derived` and :mod:`.worked`): in
  ``Single chair: 2,000 won each · 4 chairs = 8,000 won / Rocking chair: 4,000 won … 14,000 won in
  total`` (prod_holdout34 g52h1-0002) 14,000 came out as 2,000 + 8,000 + 4,000, though the 2,000 is
  inside the 8,000. A value whose next value of its kind, a few words on, is it times a count
  written between them (``4 chairs``, ``네 개``, ``× 3``) is a unit of that product: :mod:`.derived`
  leaves the unit out of its stated terms, :mod:`.worked` (which multiplies units by their stated
  counts) the product. 12,000 (8,000 + 4,000) still passes, and a list of fees with no count
  between them keeps every fee.
- **"about" rounds a fraction, never a whole ratio to another whole** (:mod:`.times`): 1,200 over
  200 won/kg is six times, so ``the cans are worth about five times as much`` (prod_holdout34
  g52h1-0089) is flagged; ``about six times`` passes, and ``about five times`` over 1,120 (5.6) too.
- **A Korean count of amounts may name them after it** (:mod:`.count_statements` reads ``N 가지
  금액``; :mod:`.amount_counts` holds it against the fee rows): ``성북구 책상은 4,000원부터
  14,000원까지 다섯 가지 금액으로 나뉘어`` over six desk rows (prod_holdout34 g52h2-0074) is
  flagged; ``여섯 가지 금액`` passes.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, national_prices


def _chairs() -> dict[str, object]:
    """용산구's chair rows (1인용 2,000원, 흔들의자 4,000원, …)."""
    rows = [("의자 (1인용)", "의자", "1인용", 2000), ("의자 (2인용)", "의자", "2인용", 3000),
            ("흔들의자 (일반형)", "흔들의자", "일반형", 4000)]  # fmt: skip
    return {
        "district": "용산구",
        "full_name": "서울특별시 용산구",
        "query": "의자",
        "item_count": len(rows),
        "items": [
            {
                "item_name": n,
                "name": b,
                "spec": s,
                "category": "가구류",
                "fee": f,
                "fee_text": f"{f:,}원",
                "is_free": False,
            }
            for n, b, s, f in rows
        ],  # fmt: skip
        "source": "bulk-waste-fees",
        "covered": True,
    }


def _why(answer: str, e: object, text: str) -> str | None:
    """The ``why`` of the flagged claim whose text holds ``text``, None when none does."""
    for c in check(answer, e).unsupported:  # type: ignore[arg-type]
        if text in c.text:
            return c.why or ""
    return None


def test_unit_fee_beside_its_product_case_shape() -> None:
    e = ev(_chairs())
    answer = (
        "- Single chair (1인용): 2,000 won each · 4 chairs = 8,000 won\n"
        "- Rocking chair (흔들의자, standard): 4,000 won\n"
        "So for the flat you'd be looking at 14,000 won in total."
    )
    assert _why(answer, e, "14,000") is not None
    assert check(answer.replace("14,000", "12,000"), e).grounded  # 8,000 + 4,000


def test_unit_fee_beside_its_product_korean_variant() -> None:
    e = ev(_chairs())
    answer = (
        "- 1인용 의자: 2,000원 × 4개 = 8,000원\n- 흔들의자: 4,000원\n모두 합치면 14,000원이에요."
    )
    assert _why(answer, e, "14,000원") is not None
    assert check(answer.replace("14,000원", "12,000원"), e).grounded
    answer = "1인용 의자는 개당 2,000원, 네 개 8,000원이고 흔들의자는 4,000원이라 모두 합치면 14,000원이에요."
    assert _why(answer, e, "14,000원") is not None


def test_unit_fee_beside_its_product_times_variant() -> None:
    e = ev(_chairs())
    answer = "2인용 의자 3,000원 × 3 = 9,000원, 흔들의자 4,000원 → 총 16,000원입니다."
    assert _why(answer, e, "16,000원") is not None  # 3,000 + 9,000 + 4,000
    assert check(answer.replace("16,000원", "13,000원"), e).grounded


def test_fee_list_without_a_count_keeps_every_fee() -> None:
    e = ev(_chairs())
    answer = "1인용 의자 2,000원, 흔들의자 4,000원이라 둘 다 버리면 합쳐서 6,000원이에요."
    assert check(answer, e).grounded
    assert not check(answer.replace("6,000원이에요", "7,000원이에요"), e).grounded


def _eps_and_cans(can: int = 1200) -> object:
    return ev(
        national_prices("plastic", "압축(스티로폼)", [("EPS", 200)], query="EPS"),
        national_prices("metal", "압축", [("알루미늄캔", can)], query="알루미늄캔"),
    )


def test_about_n_times_over_a_whole_ratio_case_shape() -> None:
    answer = (
        "- Polystyrene (EPS, compressed): 200 won/kg\n"
        "- Aluminium cans (compressed): {can:,} won/kg\n"
        "So the cans are worth about {n} times as much per kilo as the polystyrene."
    )
    e = _eps_and_cans()
    assert _why(answer.format(can=1200, n="five"), e, "five times") is not None
    assert check(answer.format(can=1200, n="six"), e).grounded
    assert check(answer.format(can=1120, n="five"), _eps_and_cans(1120)).grounded  # 5.6


def test_about_n_times_over_a_whole_ratio_variants() -> None:
    answer = "EPS is 200 won/kg and aluminium cans {can:,} won/kg, so cans fetch roughly {n} times the price."
    assert _why(answer.format(can=1200, n="5"), _eps_and_cans(), "5 times") is not None
    assert check(answer.format(can=1200, n="6"), _eps_and_cans()).grounded
    e = _eps_and_cans(1600)  # 8 times
    assert _why(answer.format(can=1600, n="seven"), e, "seven times") is not None
    assert check(answer.format(can=1600, n="eight"), e).grounded


def _desks_and_stroller() -> object:
    desks = {"district": "성북구", "full_name": "서울특별시 성북구", "query": "책상", "item_count": 6,
             "items": fee_rows("책상", 4000, 5000, 7000, 10000, 11000, 14000),
             "source": "bulk-waste-fees", "covered": True}  # fmt: skip
    stroller = {"district": "고창군", "full_name": "전북특별자치도 고창군", "query": "유모차",
                "item_count": 1, "items": fee_rows("유모차", 2000, category="생활용품류"),
                "source": "bulk-waste-fees", "covered": True}  # fmt: skip
    return ev(desks, stroller)


def test_korean_count_of_fee_rows_case_shape() -> None:
    e = _desks_and_stroller()
    answer = (
        "성북구 책상은 4,000원부터 14,000원까지 {n} 가지 금액으로 나뉘어 있고, 고창군 유모차는 "
        "2,000원이에요."
    )
    assert _why(answer.format(n="다섯"), e, "다섯") is not None
    assert check(answer.format(n="여섯"), e).grounded


def test_korean_count_of_fee_rows_variants() -> None:
    e = _desks_and_stroller()
    answer = "성북구 책상 수수료는 {n}가지 요금이 있어요. 제일 싼 게 4,000원이에요."
    assert _why(answer.format(n="4"), e, "4가지") is not None
    assert check(answer.format(n="6"), e).grounded
    answer = "책상은 {n} 가지 가격으로 나와 있어요(4,000원~14,000원)."
    assert _why(answer.format(n="세"), e, "세 가지") is not None
    assert check(answer.format(n="여섯"), e).grounded
