"""Round 45 (r45b): faithful answers whose worked figures over one or two price outputs were
flagged (prod_holdout31 and prod_holdout34, already scored).

- A product with its rate written right after it (:mod:`.products`): "알루미늄캔 10kg은
  12,000원(kg당 1,200원), 골판지 50kg은 4,000원(kg당 80원)" was flagged, since a product was bound
  only to rates stated before it, and with two prices per kg in the outputs none was sure. A rate in
  parentheses or after ``at``/``@`` right after the figure is now the figure's own rate: 10 kg at
  1,200원/kg gives 12,000원 and passes; 13,000원 there, or 12,000원 beside ``kg당 80원``, is flagged.
- The material a rate is for, written after it (:mod:`.rates`): "1,200 won/kg versus 80 won/kg for
  compressed cardboard … 5 kg of cardboard is about 400 won" was flagged as cans' price times 5 kg,
  since 80 won/kg was labelled only by the words before it (``versus``). A ``for`` phrase right
  after a rate now labels it too, so 400 won is cardboard's product; 6,000 won said of cardboard is
  still flagged.
- A comparison at one quantity (:mod:`.rule_terms`): "같은 무게면 철제 랙이 PP 화분보다 kg당 100원 더
  받아요" was flagged whole as a price rule on a condition whose term (철제) no output carries. A
  condition of sameness (``같은 무게면``, ``무게가 같으면``, "for the same weight") is no state of
  the good: the sentence compares two prices, and its difference is checked as one (280 − 180 = 100
  passes; 150 or 120 is flagged). A bonus on a real state ("깨끗이 씻으면 … 100원 더") stays a rule.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices

_CANS = national_prices("metal", "압축", [("알루미늄캔", 1200)], query="알루미늄캔")
_BOARD = national_prices("paper", "압축", [("골판지", 80)], query="골판지")
_TWO = ev(_CANS, _BOARD, user="알루미늄캔 10kg, 골판지 50kg, 30kg, 5kg이면 얼마예요?")
_PP = national_prices("plastic", "압축", [("PP(압축)", 180), ("PE(압축)", 150), ("LDPE", 130)])
_IRON = national_prices("metal", "고철", [("철스크랩", 280)], query="철스크랩")
_PP_IRON = ev(_PP, _IRON)


def test_rate_in_parentheses_case_shape_passes() -> None:
    answer = (
        "알루미늄캔 10kg은 12,000원(kg당 1,200원), 골판지 50kg은 4,000원(kg당 80원)으로 합계 약 "
        "16,000원이에요. 골판지는 수도권 시세가 없어 전국 평균 기준이에요."
    )
    assert check(answer, _TWO).grounded


def test_rate_after_figure_variants_pass() -> None:
    english = (
        "10 kg of aluminium cans is 12,000 won (at 1,200 won/kg) and 50 kg of cardboard comes to "
        "4,000 won (80 won/kg)."
    )
    assert check(english, _TWO).grounded
    assert check("골판지 30kg이면 2,400원 (kg당 80원 기준)이에요.", _TWO).grounded
    assert check("캔 5kg은 6,000원(1,200원/kg)이에요.", _TWO).grounded


def test_wrong_product_beside_its_rate_is_flagged() -> None:
    wrong = "알루미늄캔 10kg은 13,000원(kg당 1,200원), 골판지 50kg은 4,000원(kg당 80원)이에요."
    assert "13,000원" in flagged(wrong, _TWO)
    assert "4,000원" not in flagged(wrong, _TWO)
    other = (
        "10 kg of aluminium cans is 12,000 won (at 1,200 won/kg) and 50 kg of cardboard comes to "
        "4,500 won (80 won/kg)."
    )
    assert "4,500 won" in flagged(other, _TWO)
    assert "12,000 won" not in flagged(other, _TWO)
    # the rate written after it is the figure's: 12,000원 is no product of 80원/kg for 10 kg
    assert "12,000원" in flagged("알루미늄캔 10kg은 12,000원(kg당 80원)이에요.", _TWO)


def test_rate_labelled_by_for_phrase_case_shape_passes() -> None:
    answer = (
        "Aluminium cans by far: 1,200 won/kg versus 80 won/kg for compressed cardboard "
        "(nationwide averages, January 2025 survey). That's 15 times more per kilo. For example, "
        "5 kg of cans is about 6,000 won, while 5 kg of cardboard is about 400 won. Worth keeping "
        "the cans separate."
    )
    assert check(answer, _TWO).grounded


def test_rate_labelled_by_for_phrase_variants() -> None:
    ok = (
        "Cans pay 1,200 won/kg, against 80 won/kg for cardboard boxes. So 10 kg of cans is "
        "12,000 won and 10 kg of cardboard is 800 won."
    )
    assert check(ok, _TWO).grounded
    wrong = (
        "Cans pay 1,200 won/kg, against 80 won/kg for cardboard boxes. So 10 kg of cans is "
        "12,000 won and 10 kg of cardboard is 1,200 won."
    )
    assert "1,200 won" in flagged(wrong, _TWO)
    swapped = (
        "Aluminium cans by far: 1,200 won/kg versus 80 won/kg for compressed cardboard. For "
        "example, 5 kg of cans is about 6,000 won, while 5 kg of cardboard is about 6,000 won."
    )
    res = check(swapped, _TWO)
    assert not res.grounded
    assert any("another material" in u.why for u in res.unsupported)


def test_same_weight_comparison_case_shape_passes() -> None:
    answer = (
        "압축 PP는 kg당 180원, 고철(철스크랩)은 kg당 280원이에요. 같은 무게면 철제 랙이 PP 화분보다 "
        "kg당 100원 더 받아요."
    )
    assert check(answer, _PP_IRON).grounded


def test_same_weight_comparison_variants() -> None:
    korean = "압축 PP는 kg당 180원, 고철(철스크랩)은 kg당 280원이에요. 무게가 같으면 고철이 PP보다 kg당 100원 더 받아요."
    assert check(korean, _PP_IRON).grounded
    english = (
        "PP is 180 won/kg and scrap iron 280 won/kg, so for the same weight the iron rack gets "
        "100 won/kg more."
    )
    assert check(english, _PP_IRON).grounded


def test_same_weight_wrong_difference_and_real_condition_flagged() -> None:
    wrong = "압축 PP는 kg당 180원, 고철(철스크랩)은 kg당 280원이에요. 같은 무게면 철제 랙이 PP 화분보다 kg당 150원 더 받아요."
    assert flagged(wrong, _PP_IRON) == ["kg당 150원"]
    english = (
        "PP is 180 won/kg and scrap iron 280 won/kg, so for the same weight the iron rack gets "
        "120 won/kg more."
    )
    assert flagged(english, _PP_IRON) == ["120 won/kg"]
    rule = "압축 PP는 kg당 180원이에요. 깨끗이 씻으면 PP 화분도 kg당 100원 더 받아요."
    res = check(rule, _PP_IRON)
    assert not res.grounded
    assert any("in any rule, spec or note" in u.why for u in res.unsupported)
