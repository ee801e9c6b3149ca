"""Round 24 (r24a): a fee or price said of an item is the value of the row its words name best.

When the words an answer gives a fee or price name one row fully (its whole name with its
bracketed qualifier, its whole spec where the answer gives one, an English name the vocabulary
gives that row alone) and the value is only a neighbouring row's that the words do not touch, it
is misattributed (``guardrails.grounding.row_names``); a size range is the bracket rule's
(``measures`` reads ``between 100 and 300 liters``). Words that touch several rows, or the row
holding the value anywhere in the clause, are unsure and pass. The answers are new wordings of
the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _fee(name: str, fee: int, spec: str | None = None) -> dict[str, Any]:
    item = f"{name} ({spec})" if spec else name
    return {"item_name": item, "name": name, "spec": spec, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"district": district, "query": query, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-09-01"}  # fmt: skip


# 신발장 and 캐비닛: both "cabinet" to the search vocabulary, told apart by the table
CABINETS = _fees("마포구", "장식장", [
    _fee("신발장", 3000), _fee("신발장", 5000), _fee("캐비닛", 7000), _fee("캐비닛", 9000),
])  # fmt: skip
# one item told apart by a written size
SHELVES = _fees("은평구", "책장", [
    _fee("책장", 11000, "80cm×180cm이상"), _fee("책장", 6000, "80cm×180cm미만"),
])  # fmt: skip
FRIDGES = _fees("도봉구", "냉장고", [
    {**_fee("냉장고", 3000, "100리터 미만"), "category": "가전제품류"},
    {**_fee("냉장고", 6000, "100리터 이상 300리터 미만"), "category": "가전제품류"},
    {**_fee("냉장고", 9000, "300리터 이상 500리터 미만"), "category": "가전제품류"},
])  # fmt: skip
BEDS = _fees("강북구", "침대", [
    _fee("침대틀", 6000), _fee("침대틀", 8000), _fee("접이식 침대", 5000), _fee("2층 침대", 15000),
])  # fmt: skip


def _survey(*rows: dict[str, object]) -> dict[str, Any]:
    return {"region": "nationwide", "region_name": "전국", "item_count": len(rows),
            "items": list(rows), "survey_date": "2025-01", "unit": "원/kg",
            "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip


PLASTICS = _survey(
    plastic_row("PET", "압축", 350),
    plastic_row("PET(플레이크)", "플레이크", 650),
    plastic_row("PE(플레이크)", "플레이크", 450),
)
PAPER = _survey(
    {"item_name": "신문지", "category": "paper", "form": "압축", "price_per_kg": 110},
    {"item_name": "골판지", "category": "paper", "form": "압축", "price_per_kg": 70},
)


# -- an item's words naming one row: its own value passes, a neighbour's is flagged --


def test_shoe_cabinet_given_the_cabinet_fee_is_flagged() -> None:
    answer = "마포구 신발장은 3,000원 또는 9,000원이에요."
    assert flagged(answer, ev(CABINETS)) == ["9,000원"]


def test_shoe_cabinet_own_fees_pass() -> None:
    answer = "마포구 신발장은 3,000원 또는 5,000원이에요."
    assert flagged(answer, ev(CABINETS)) == []


def test_english_shoe_rack_given_the_cabinet_fee_is_flagged() -> None:
    answer = "In Mapo-gu a shoe rack is 5,000 won or 7,000 won."
    assert flagged(answer, ev(CABINETS)) == ["7,000 won"]


def test_english_shoe_rack_own_fees_pass() -> None:
    answer = "In Mapo-gu a shoe rack is 3,000 won or 5,000 won."
    assert flagged(answer, ev(CABINETS)) == []


def test_heading_line_names_the_row_of_the_fee_lines_below() -> None:
    answer = "Shoe cabinet (신발장), Mapo-gu\n- Fee: 5,000 won or 9,000 won\n- Data: 2025-09-01"
    assert flagged(answer, ev(CABINETS)) == ["9,000 won"]


def test_written_spec_names_its_row_not_the_neighbouring_size() -> None:
    answer = "은평구 책장 수수료예요.\n1. 80cm×180cm 이상: 6,000원\n2. 그보다 작으면 6,000원"
    assert flagged(answer, ev(SHELVES)) == ["6,000원"]


def test_written_spec_own_fee_passes() -> None:
    answer = "은평구 책장 수수료예요.\n1. 80cm×180cm 이상: 11,000원\n2. 80cm×180cm 미만: 6,000원"
    assert flagged(answer, ev(SHELVES)) == []


def test_qualified_name_given_another_flake_price_is_flagged() -> None:
    answer = "PET 플레이크는 kg당 450원이에요."
    assert flagged(answer, ev(PLASTICS)) == ["kg당 450원"]


def test_qualified_name_in_english_own_price_passes() -> None:
    answer = "PET flakes fetch 650 won/kg on the national average."
    assert flagged(answer, ev(PLASTICS)) == []


def test_english_row_kind_names_its_row() -> None:
    answer = "In Gangbuk-gu a bed frame costs 6,000 or 8,000 won; a folding bed is 5,000 won."
    assert flagged(answer, ev(BEDS)) == []


# -- a size range, and a value said to equal another item's --


def test_range_between_two_sizes_given_the_next_bracket_is_flagged() -> None:
    answer = "For a fridge between 100 and 300 litres, Dobong-gu charges 9,000 won."
    assert flagged(answer, ev(FRIDGES)) == ["9,000 won"]


def test_range_between_two_sizes_own_fee_passes() -> None:
    answer = "For a fridge between 100 and 300 liters, Dobong-gu charges 6,000 won."
    assert flagged(answer, ev(FRIDGES)) == []


def test_value_said_to_be_the_same_as_another_item_is_flagged() -> None:
    answer = "Newspaper goes for 110 won per kg, the same as cardboard."
    assert [c for c in flagged(answer, ev(PAPER)) if "110" in c] == ["110 won per kg"]


def test_value_the_same_as_an_unlisted_thing_passes() -> None:
    answer = "Newspaper goes for 110 won per kg, the same as last month."
    assert flagged(answer, ev(PAPER)) == []


# -- unsure: words that touch several rows or the row holding the value --


def test_broad_word_touching_both_rows_passes() -> None:
    answer = "In Mapo-gu a cabinet is 5,000 or 7,000 won depending on the kind."
    assert flagged(answer, ev(CABINETS)) == []


def test_each_row_named_in_its_own_clause_passes() -> None:
    answer = "신발장은 5,000원, 캐비닛은 9,000원이에요."
    assert flagged(answer, ev(CABINETS)) == []


def test_row_holding_the_value_named_after_it_passes() -> None:
    answer = "A shoe cabinet is 3,000 won, and 7,000 won for a 캐비닛."
    assert flagged(answer, ev(CABINETS)) == []


def test_bare_name_shared_by_a_qualified_row_passes() -> None:
    answer = "PET는 kg당 650원까지 받을 수 있어요(플레이크 기준)."
    assert flagged(answer, ev(PLASTICS)) == []


# -- bare figures of a list under a unit header (headed.py reads them, then they are bound) --


def test_headed_list_figure_given_another_flake_row_is_flagged() -> None:
    answer = (
        "Survey averages, won per kg:\n■ Plastics: PE flakes (PE(플레이크)) 650, PET compressed 350"
    )
    assert flagged(answer, ev(PLASTICS)) == ["650"]


def test_headed_list_figures_of_their_own_rows_pass() -> None:
    answer = (
        "Survey averages, won per kg:\n■ Plastics: PE flakes (PE(플레이크)) 450, PET compressed 350"
    )
    assert flagged(answer, ev(PLASTICS)) == []
