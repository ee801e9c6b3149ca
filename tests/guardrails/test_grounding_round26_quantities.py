"""Round 26 (r26a): a figure the answer computes from rows, materials and the user's quantities.

A figure the answer derives — a product with a stated quantity, a sum over the materials its
words select, a quantity of each — is supported when the arithmetic over the selected records'
values gives it (``material_sums``, ``arithmetic.sum_of_products``); a value said of "A와 B" /
"A and B" is said of each (``coordinated``); a row's words may be English or respaced forms of its
spec (``under 4-person`` for 4인용미만, ``4-person or larger`` for 대리석 4인용 이상, ``초과 시마다``
for 초과시 마다: ``labels``, ``spellings``). The mirror stays caught: a wrong total, a value given to
the wrong material or row. The answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _price(name: str, per_kg: int, form: str = "압축") -> dict[str, Any]:
    return {"item_name": name, "category": "paper", "form": form, "price_per_kg": per_kg,
            "price_text": f"{per_kg:,}원/kg"}  # fmt: skip


def _prices(rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"region": "nationwide", "region_name": "전국", "item_count": len(rows), "items": rows,
            "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
            "as_of": "2025-01"}  # fmt: skip


def _fee(name: str, spec: str, fee: int) -> dict[str, Any]:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"district": district, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-10-01"}  # fmt: skip


PAPER = _prices([_price("신문지", 130), _price("골판지", 70)])
PLASTICS = _prices([_price("PP", 180), _price("HDPE", 210), _price("EPS", 210, "압축(스티로폼)"),
                    _price("PVC", 90)])  # fmt: skip
TABLES = _fees("해남군", [
    _fee("식탁", "6인용미만", 5000), _fee("식탁", "6인용이상", 7000),
    _fee("식탁", "대리석 6인용 미만", 12000), _fee("식탁", "대리석 6인용 이상", 18000),
])  # fmt: skip
PANES = _fees("동구", [_fee("유리판", "1㎡ 이하", 2000), _fee("유리판", "1㎡ 초과시 마다", 1500)])


# -- a sum over the materials the words select, with the sentence's or the user's quantities --


def test_quantities_of_named_materials_sum_to_the_figure() -> None:
    answer = "신문지 10kg이랑 골판지 20kg을 합치면 약 2,700원 받으실 수 있어요."
    assert flagged(answer, ev(PAPER)) == []


def test_a_wrong_sum_over_named_materials_is_flagged() -> None:
    answer = "신문지 10kg이랑 골판지 20kg을 합치면 약 4,000원 받으실 수 있어요."
    assert "4,000원" in flagged(answer, ev(PAPER))


def test_the_users_quantities_make_the_total() -> None:
    answer = (
        "Newspaper is 130 won/kg and cardboard 70 won/kg, so all of it together would come "
        "to about 2,700 won."
    )
    user = "I've got 10 kg of newspaper and 20 kg of cardboard"
    assert flagged(answer, ev(PAPER, user=user)) == []


def test_the_users_quantities_with_prices_swapped_are_flagged() -> None:
    answer = (
        "Newspaper is 130 won/kg and cardboard 70 won/kg, so all of it together would come "
        "to about 3,300 won."
    )
    user = "I've got 10 kg of newspaper and 20 kg of cardboard"
    assert "3,300 won" in flagged(answer, ev(PAPER, user=user))


def test_one_quantity_of_each_material() -> None:
    answer = "신문지 kg당 130원, 골판지 kg당 70원이라 각각 3kg씩이면 모두 600원이에요."
    assert flagged(answer, ev(PAPER)) == []


def test_one_quantity_of_each_with_a_wrong_total_is_flagged() -> None:
    answer = "Newspaper is 130 won/kg, cardboard 70 won/kg; 3 kg of each would fetch 700 won."
    assert "700 won" in flagged(answer, ev(PAPER))


def test_a_difference_clause_before_a_semicolon_names_no_rate() -> None:
    answer = (
        "Newspaper 130 won/kg and cardboard 70 won/kg. Newspaper pays 60 won more per kg; "
        "10 kg of boxes would be about 700 won."
    )
    assert flagged(answer, ev(PAPER)) == []


# -- a value said of "A와 B" / "A and B" is said of each --


def test_a_value_shared_by_two_named_materials_passes() -> None:
    answer = "압축 기준으로 HDPE와 EPS(스티로폼)는 둘 다 kg당 210원이에요."
    assert flagged(answer, ev(PLASTICS)) == []


def test_a_value_shared_in_english_passes() -> None:
    answer = "Compressed HDPE and EPS both fetch 210 won/kg."
    assert flagged(answer, ev(PLASTICS)) == []


def test_a_value_given_to_a_material_whose_row_differs_is_flagged() -> None:
    answer = "압축 기준으로 PVC와 EPS는 kg당 210원이에요."
    assert flagged(answer, ev(PLASTICS)) != []


def test_an_english_pair_with_the_wrong_material_is_flagged() -> None:
    answer = "HDPE and PP both fetch 210 won/kg."
    assert flagged(answer, ev(PLASTICS)) != []


def test_either_of_two_is_not_read_as_each() -> None:
    answer = "PP or HDPE: 210 won/kg."
    assert flagged(answer, ev(PLASTICS)) == []


# -- row words as English or respaced forms of the record's spec --


def test_under_n_person_names_the_under_row() -> None:
    answer = "In Haenam-gun, a table for fewer people: under 6-person — 5,000 won."
    assert flagged(answer, ev(TABLES)) == []


def test_marble_n_person_or_larger_names_the_marble_row() -> None:
    answer = "- Marble dining table, 6-person or larger — 18,000 won"
    assert flagged(answer, ev(TABLES)) == []


def test_under_n_person_with_the_larger_rows_fee_is_flagged() -> None:
    answer = "- Under 6-person — 7,000 won"
    assert "7,000 won" in flagged(answer, ev(TABLES))


def test_n_person_or_larger_with_the_smaller_rows_fee_is_flagged() -> None:
    answer = "- 6-person or larger — 5,000 won"
    assert "5,000 won" in flagged(answer, ev(TABLES))


def test_a_per_step_row_respaced_passes() -> None:
    answer = "1. 유리판 1㎡ 이하 – 2,000원\n2. 1㎡ 초과 시마다 – 1,500원 추가"
    assert flagged(answer, ev(PANES)) == []


def test_a_per_step_row_with_the_base_fee_is_flagged() -> None:
    answer = "1. 유리판 1㎡ 이하 – 2,000원\n2. 1㎡ 초과 시마다 – 2,000원 추가"
    assert flagged(answer, ev(PANES)) == ["2,000원"]


# -- a base fee plus per-step fees for a stated size --


def test_base_and_steps_for_the_stated_size_pass() -> None:
    answer = (
        "1㎡ 이하는 2,000원, 1㎡ 초과 시마다 1,500원이 붙어서 약 2.4㎡ 유리판이면 5,000원이에요."
    )
    assert flagged(answer, ev(PANES)) == []


def test_base_and_steps_for_the_users_size_pass_in_english() -> None:
    answer = (
        "It is 2,000 won up to 1㎡ and 1,500 won for each 1㎡ beyond that, so 3,500 won for yours."
    )
    assert flagged(answer, ev(PANES, user="유리판이 1.8㎡ 정도예요")) == []


def test_steps_miscounted_for_the_stated_size_are_flagged() -> None:
    answer = (
        "1㎡ 이하는 2,000원, 1㎡ 초과 시마다 1,500원이 붙어서 약 2.4㎡ 유리판이면 6,500원이에요."
    )
    assert "6,500원" in flagged(answer, ev(PANES))
