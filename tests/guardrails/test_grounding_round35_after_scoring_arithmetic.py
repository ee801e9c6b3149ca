"""Round 35 (r35u): a wrong total of worked products and swapped tier fees that passed on
prod_holdout23 (after-scoring readings: found on a holdout already scored once).

A total said after one product per material ("골판지는 kg당 80원이라 40kg이면 3,200원, 고철은 kg당
280원이라 25kg이면 7,000원이에요. 합하면 11,200원") adds those products: the quantity the answer
worked with one price is that price's (:mod:`.worked_pairs`, read by :mod:`.worked` and
:mod:`.derived`), so 40 kg at 280원/kg is no working of the total. A fee row that writes its size
tier as one syllable in brackets (``자전거 (어린이용(소))`` / ``(어린이용(중))``) is marked by that
tier's word (소형 / 중형, said ``small`` / ``medium``: :mod:`.tier_words`, :mod:`.marked_rows`), so
the fees of two such rows swapped are misattributed. A gap said between two districts under a
bound word (``최고 금액은 철원이 정선보다 만 원 더 비쌉니다``) is the difference of each district's
picked row in the direction its verb says (:mod:`.named_differences`), so a right gap the wrong
way round is flagged. Their faithful twins pass.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _prices(query: str, name: str, category: str, form: str, price: int) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": 1,
        "items": [{"item_name": name, "category": category, "form": form, "price_per_kg": price,
                   "price_text": f"{price}원/kg"}],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


CARDBOARD = _prices("골판지", "골판지", "paper", "압축", 80)
SCRAP = _prices("철스크랩", "철스크랩", "metal", "고철", 280)


def _fee_rows(district: str, item: str, rows: list[tuple[str, int]]) -> dict[str, object]:
    return {
        "district": district, "full_name": f"인천광역시 {district}", "query": item,
        "item_count": len(rows),
        "items": [{"item_name": f"{item} ({spec})", "name": item, "spec": spec,
                   "category": "생활용품류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
                  for spec, fee in rows],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": "2025-11-20",
    }  # fmt: skip


BIKES = _fee_rows(
    "강화군", "자전거", [("성인용", 5000), ("어린이용(소)", 3000), ("어린이용(중)", 4000)]
)


@pytest.mark.parametrize(
    ("answer", "total"),
    [
        # g40h2-0028's shape: 11,200 is 280원/kg × 40 kg, the cardboard's quantity
        ("전국 평균 시세로 골판지는 kg당 80원이라 40kg이면 3,200원, 고철은 kg당 280원이라 25kg이면 "
         "7,000원이에요. 합하면 11,200원 정도 받으실 수 있어요.", "11,200원"),
        ("골판지는 kg당 80원이니 30kg이면 2,400원, 고철은 kg당 280원이니 10kg이면 2,800원이에요. "
         "모두 합치면 8,400원이에요.", "8,400원"),
        ("Cardboard is 80 won per kg, so 40 kg is 3,200 won; scrap iron is 280 won per kg, so 25 kg "
         "is 7,000 won. Together that comes to 11,200 won.", "11,200 won"),
    ],
)  # fmt: skip
def test_a_total_pairing_a_quantity_with_another_price_is_flagged(answer: str, total: str) -> None:
    verdict = check(answer, ev(CARDBOARD, SCRAP))
    assert not verdict.grounded
    why = {c.text: c.why or "" for c in verdict.unsupported}
    assert "not in tool outputs" in why[total], why


@pytest.mark.parametrize(
    "answer",
    [
        "전국 평균 시세로 골판지는 kg당 80원이라 40kg이면 3,200원, 고철은 kg당 280원이라 25kg이면 "
        "7,000원이에요. 합하면 10,200원 정도 받으실 수 있어요.",
        "골판지는 kg당 80원이니 30kg이면 2,400원, 고철은 kg당 280원이니 10kg이면 2,800원이에요. "
        "모두 합치면 5,200원이에요.",
        "Cardboard is 80 won per kg, so 40 kg is 3,200 won; scrap iron is 280 won per kg, so 25 kg "
        "is 7,000 won. Together that comes to 10,200 won.",
        # one quantity said of both prices is each price's
        "골판지는 kg당 80원, 고철은 kg당 280원이라 각각 10kg이면 800원과 2,800원, 합치면 3,600원이에요.",
    ],
)
def test_a_total_of_the_worked_products_passes(answer: str) -> None:
    assert flagged(answer, ev(CARDBOARD, SCRAP)) == []


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g40h0-0092's shape
        ("In Ganghwa, a small children's bicycle is 4,000 won and a medium children's bicycle is "
         "3,000 won; an adult bicycle is 5,000 won.",
         ["4,000 won", "3,000 won"]),
        ("A medium kids' bicycle costs 3,000 won, and a small kids' bicycle costs 4,000 won.",
         ["3,000 won", "4,000 won"]),
        ("강화군에서 소형 어린이 자전거는 4,000원, 중형 어린이 자전거는 3,000원이에요.",
         ["4,000원", "3,000원"]),
    ],
)  # fmt: skip
def test_fees_swapped_between_bracketed_tiers_are_flagged(answer: str, spans: list[str]) -> None:
    verdict = check(answer, ev(BIKES))
    why = {c.text: c.why or "" for c in verdict.unsupported}
    assert not verdict.grounded
    assert all("not for the row its marking words name" in why.get(s, "") for s in spans), why


@pytest.mark.parametrize(
    "answer",
    [
        "In Ganghwa, a small children's bicycle is 3,000 won and a medium children's bicycle is "
        "4,000 won; an adult bicycle is 5,000 won.",
        "A medium kids' bicycle costs 4,000 won, and a small kids' bicycle costs 3,000 won.",
        "강화군에서 소형 어린이 자전거는 3,000원, 중형 어린이 자전거는 4,000원이에요.",
        "어린이용 자전거는 크기에 따라 3,000원 또는 4,000원이에요.",
    ],
)
def test_fees_of_bracketed_tiers_said_of_their_rows_pass(answer: str) -> None:
    assert flagged(answer, ev(BIKES)) == []


def _fridges(district: str, fees: list[int]) -> dict[str, object]:
    return {
        "district": district, "full_name": f"강원특별자치도 {district}", "query": "냉장고",
        "item_count": len(fees),
        "items": [{"item_name": "냉장고", "name": "냉장고", "spec": None, "category": "가전제품류",
                   "fee": fee, "fee_text": f"{fee:,}원", "is_free": False} for fee in fees],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": "2024-10-31",
    }  # fmt: skip


FRIDGES = (_fridges("정선군", [5000, 7000, 10000, 20000]), _fridges("철원군", [5500, 9000, 10000]))


@pytest.mark.parametrize(
    ("answer", "gap"),
    [
        # g40h0-0046's shape: 철원's top is 10,000, 정선's 20,000
        ("정선군은 5,000원~20,000원, 철원군은 5,500원~10,000원이며, 최고 금액은 철원이 정선보다 만 원 "
         "더 비쌉니다.", "만 원"),
        ("정선군은 5,000원부터, 철원군은 5,500원부터예요. 최저 금액은 철원이 정선보다 500원 더 싸요.",
         "500원"),
        ("가장 비싼 금액은 철원군이 정선군보다 10,000원 더 비싸요.", "10,000원"),
    ],
)  # fmt: skip
def test_a_gap_between_districts_the_wrong_way_round_is_flagged(answer: str, gap: str) -> None:
    verdict = check(answer, ev(*FRIDGES))
    why = {c.text: c.why or "" for c in verdict.unsupported}
    assert "no difference of the rows of" in why.get(gap, ""), why


@pytest.mark.parametrize(
    "answer",
    [
        "정선군은 5,000원~20,000원, 철원군은 5,500원~10,000원이며, 최고 금액은 정선이 철원보다 만 원 "
        "더 비쌉니다.",
        "정선군은 5,000원부터, 철원군은 5,500원부터예요. 최저 금액은 정선이 철원보다 500원 더 싸요.",
        "가장 비싼 금액은 정선군이 철원군보다 10,000원 더 비싸요.",
        "최고 금액은 철원이 정선보다 만 원 더 쌉니다.",
    ],
)
def test_a_gap_between_districts_in_its_direction_passes(answer: str) -> None:
    assert flagged(answer, ev(*FRIDGES)) == []
