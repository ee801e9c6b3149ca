"""Round 39 (r39a): faithful answers flagged on figures they work out (prod_holdout27 and
prod_holdout28, already scored).

- A tool output's rate per unit is not a measure in that unit (:mod:`.keyed`): ``"price_per_kg":
  200`` is 200원 a kilogram, not 200 kg. Before, the user's own weights in a product ("PET 200kg ×
  350원 = 70,000원", user: "PET 200kg, PP 100kg") were read as the daily limit of a row keyed by
  kg (EPS's 200, PS's 100) and flagged as another row's. A keyed measure (``daily_limit_kg``) is
  still bound to its row, and a product that does not come out stays flagged.
- A bound total over two districts' lists (:mod:`.row_totals`): an item of one list whose fees
  are another list's item's fees (영덕군's TV and 진안군's 매트리스, both 3,000 / 5,000원) is a
  second item, not the same one read twice, and a two-letter capital name (``TV``, ``PC``) is a
  word of its item (:mod:`.alternatives`). "둘 다 비싼 쪽이면 5,000 + 5,000 = 10,000원이고 싼
  쪽이면 6,000원" passes; a highest or lowest total no choice of rows makes stays flagged.
- A rival named in an aside set off by dashes before a superlative is no subject of it
  (:mod:`.orders`): "Clear glass is worth the most — 10 won per kilo more than green — so your
  jam jars are the most valuable part" ranks clear glass, not green. A wrong row said the most
  valuable past such an aside stays flagged (and now is: before, the aside's row was ranked).
- A bracket after a value that gives a value of its own ("PE is 150 won/kg compressed (450 as
  flake) and PP 180 won/kg") holds that value's form, not the next value's (:mod:`.verdict`'s
  asides): 180 is PP's compressed price. Another row's price after it stays flagged.
- A list line that names its next subject after a value ("2. PE는 압축 150원/kg, 플레이크
  450원/kg이고, PP는 압축 180원/kg, 플레이크 520원/kg") labels the one-word clauses after it
  with that subject (:mod:`.item_lines`): 520 is PP's flake price, and PE's 450 said there is
  flagged (before, the line's first label, PE, named every later form).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, plastic_row

_PLASTICS = [("PE(압축)", "압축", 150), ("PE(플레이크)", "플레이크", 450), ("PP(압축)", "압축", 180),
             ("PP(플레이크)", "플레이크", 520), ("PS(압축)", "압축", 100), ("PET", "압축", 350),
             ("PET(플레이크)", "플레이크", 650), ("ABS", "압축", 280), ("PVC", "압축", 80),
             ("EPS", "압축(스티로폼)", 200)]  # fmt: skip


def _plastics() -> dict[str, object]:
    """The price tool's nationwide plastics list (PS 100, EPS 200 원/kg among them)."""
    return {
        "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 10,
        "items": [plastic_row(n, f, p) for n, f, p in _PLASTICS],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("user", "answer"),
    [
        (  # the case's shape
            "울산에서 플라스틱 모은 거 팔려는데 시세 알려주세요. PET 200kg, PP 100kg 정도예요.",
            "전국 평균 기준 PET 압축은 kg당 350원, PP 압축은 180원이라 PET 200kg × 350원 = "
            "70,000원, PP 100kg × 180원 = 18,000원, 합계 88,000원 정도예요.",
        ),
        (  # English, other materials (the weights are EPS's and PS's prices)
            "I have about 200 kg of PE and 100 kg of PVC to sell, how much?",
            "Compressed PE is 150 won/kg and PVC 80 won/kg, so PE 200kg × 150 = 30,000 won and "
            "PVC 100kg × 80 = 8,000 won, 38,000 won in all.",
        ),
        (  # other materials and wording (200 and 100 are EPS's and PS's prices)
            "PE 200kg, PVC 100kg 팔아요",
            "PE 압축은 150원, PVC는 80원이라 PE 200kg × 150원 = 30,000원, PVC 100kg × 80원 = "
            "8,000원이에요.",
        ),
        (  # one material, whose own price is not the weight's number
            "스티로폼 말고 PS 200kg 있어요",
            "PS 압축은 kg당 100원이라 PS 200kg × 100원 = 20,000원이에요.",
        ),
    ],
)
def test_the_users_weight_is_no_per_kg_price(user: str, answer: str) -> None:
    assert check(answer, ev(_plastics(), user=user)).grounded


@pytest.mark.parametrize(
    ("user", "answer", "wrong"),
    [
        (
            "PET 200kg, PP 100kg 정도예요.",
            "PET 200kg × 350원 = 80,000원, PP 100kg × 180원 = 18,000원이에요.",
            "80,000원",
        ),
        (
            "I have about 200 kg of PE and 100 kg of PVC to sell, how much?",
            "PE 200kg × 150 = 30,000 won and PVC 100kg × 80 = 9,000 won.",
            "9,000 won",
        ),
    ],
)
def test_a_product_with_the_users_weight_that_does_not_come_out_stays_flagged(
    user: str, answer: str, wrong: str
) -> None:
    assert wrong in flagged(answer, ev(_plastics(), user=user))


def _limits() -> dict[str, object]:
    return {"site": "re100 거점", "items": [
        {"item": "투명 페트병", "unit": "1kg", "points": 500, "daily_limit_kg": 3},
        {"item": "소형가전", "unit": "1개", "points": 200, "daily_limit_kg": 5}]}  # fmt: skip


def test_a_measure_keyed_by_its_unit_is_still_its_own_rows() -> None:
    assert check("투명 페트병은 하루 3kg까지 받아요.", ev(_limits())).grounded
    assert flagged("투명 페트병은 하루 5kg까지 받아요.", ev(_limits())) == ["5kg"]


def _district_fees(district: str, query: str, rows: list[tuple[str, int]]) -> dict[str, object]:
    """One district's bulky-waste fee rows for ``query`` (the tool's shape)."""
    return {
        "district": district, "query": query, "item_count": len(rows),
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가전제품류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-01",
    }  # fmt: skip


def _two_districts(first: str = "TV", second: str = "매트리스") -> object:
    return ev(
        _district_fees(
            "영덕군", first, [(first, 3000), (first, 5000), ("TV, 오디오 케이스", 3000)]
        ),
        _district_fees("진안군", second, [(second, 3000), (second, 5000)]),
    )


@pytest.mark.parametrize(
    ("first", "answer"),
    [
        (  # the case's shape: the two items have the same fees, in two districts' lists
            "TV",
            "영덕군 TV 수수료는 3,000원과 5,000원 두 가지가 있어요(TV·오디오 케이스는 3,000원). "
            "진안군 매트리스는 3,000원 또는 5,000원이에요. 둘 다 비싼 쪽이면 total 5,000 + 5,000 "
            "= 10,000원이고 싼 쪽이면 6,000원이에요.",
        ),
        (  # English, a two-letter acronym as the item's name (PC)
            "PC",
            "In 영덕군 a PC is 3,000 or 5,000 won, and in 진안군 a 매트리스 is 3,000 or 5,000 won. "
            "Both together come to at most 10,000 won, or at least 6,000 won.",
        ),
        (  # the bounds the other way round, other words
            "TV",
            "영덕군 TV는 3,000원이나 5,000원, 진안군 매트리스도 3,000원이나 5,000원이라 합치면 "
            "최소 6,000원, 최대 10,000원이에요.",
        ),
    ],
)
def test_a_bound_total_over_two_districts_with_the_same_fees(first: str, answer: str) -> None:
    assert check(answer, _two_districts(first)).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "영덕군 TV는 3,000원과 5,000원, 진안군 매트리스는 3,000원 또는 5,000원이에요. "
            "둘 다 비싼 쪽이면 합쳐서 12,000원이고 싼 쪽이면 6,000원이에요.",
            "12,000원",
        ),
        (
            "영덕군 TV는 3,000원이나 5,000원, 진안군 매트리스도 3,000원이나 5,000원이라 합치면 "
            "최소 8,000원, 최대 10,000원이에요.",
            "8,000원",
        ),
    ],
)
def test_a_wrong_bound_total_over_two_districts_stays_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, _two_districts())


@pytest.mark.parametrize(
    "answer",
    [
        (  # the case's shape: the superlative's own subject is no row, the aside names green
            "- Clear glass: 45 won/kg\n- Brown glass: 40 won/kg\n- Green glass: 35 won/kg\n"
            "Clear glass is worth the most — 10 won per kilo more than green — so your jam jars "
            "are the most valuable part of the collection."
        ),
        (  # spaced en dashes, another rival in the aside
            "Clear glass fetches 45 won/kg – 10 won a kilo more than green – so clear jars are "
            "the most valuable ones you have."
        ),
        (  # unspaced em dashes
            "Clear glass pays 45 won/kg—10 won more than green—so the jam jars are the most "
            "valuable part."
        ),
    ],
)
def test_a_rival_in_an_aside_is_no_subject_of_the_superlative(answer: str) -> None:
    assert check(answer, ev(glass_prices())).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "Green glass is worth the least — 10 won per kilo less than clear — so your wine "
        "bottles are the most valuable part of the collection.",
        "Green glass fetches 35 won/kg – 10 won below clear – so green bottles are the most "
        "valuable ones you have.",
    ],
)
def test_a_superlative_of_the_wrong_row_past_an_aside_stays_flagged(answer: str) -> None:
    assert not check(answer, ev(glass_prices())).grounded


@pytest.mark.parametrize(
    "answer",
    [
        (  # the case's shape
            "For 비닐 the search returned the general plastics list — e.g. PE is 150 won/kg "
            "compressed (450 as flake) and PP 180 won/kg (520 as flake)."
        ),
        "PET comes to 350 won/kg (650 for flakes), and ABS 280 won/kg.",  # other rows, for
        "PS is 100 won/kg (200 if it's EPS), PP 180 won/kg.",  # if, another row
    ],
)
def test_a_form_in_the_previous_values_aside_is_not_the_next_values(answer: str) -> None:
    assert check(answer, ev(_plastics())).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("PE is 150 won/kg compressed (450 as flake) and PP 650 won/kg (520 as flake).", "650"),
        ("PET comes to 350 won/kg (650 for flakes), and ABS 180 won/kg.", "180"),
    ],
)
def test_another_rows_price_after_an_aside_stays_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in f for f in flagged(answer, ev(_plastics())))


@pytest.mark.parametrize(
    "answer",
    [
        (  # the case's shape: a numbered line that names its next subject after a value
            "2. 그중 PE는 압축 150원/kg, 플레이크 450원/kg이고, PP는 압축 180원/kg, "
            "플레이크 520원/kg이에요."
        ),
        "- PE는 압축 150원, 플레이크 450원 / PP는 압축 180원, 플레이크 520원",  # a slash
        "- PE: 150 won/kg compressed, 450 as flake; PP: 180 won/kg compressed, flakes 520 won/kg",
    ],
)
def test_a_lines_next_subject_labels_the_form_after_it(answer: str) -> None:
    assert check(answer, ev(_plastics())).grounded


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "2. 그중 PE는 압축 150원/kg, 플레이크 450원/kg이고, PP는 압축 180원/kg, "
            "플레이크 450원/kg이에요.",
            "450원/kg",
        ),
        ("- PE는 압축 150원, 플레이크 450원 / PP는 압축 180원, 플레이크 650원", "650원"),
        (
            "- PE: 150 won/kg compressed, 450 as flake; PP: 180 won/kg compressed, flakes 450 "
            "won/kg",
            "450 won/kg",
        ),
    ],
)
def test_the_previous_subjects_form_price_after_the_next_subject_stays_flagged(
    answer: str, wrong: str
) -> None:
    assert flagged(answer, ev(_plastics())) == [wrong]
