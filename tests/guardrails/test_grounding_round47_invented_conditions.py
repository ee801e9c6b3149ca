"""Round 47 (r47a): invented conditions on a price that passed (prod_holdout34 and prod_holdout36).

A price said on a condition (:mod:`.rule_terms`, frame ``price`` of :mod:`.rule_frames`) is a rule
whose terms must be the outputs' own. Two shapes of it passed:

- An amount received on a condition ("화분은 흙만 털어서 가져가면 PP 플레이크 가격인 kg당 520원을 받을
  수 있어요"): the frame knew only a drop or a bonus on a condition; an amount received (``N원을
  받``, ``N원씩 쳐줘요``) after ``…면`` is now one too, so the condition's nouns are held to the
  outputs.
- "can get" (``받을 수 있어요``, ``받으실 수 있습니다``) was read as a caution, as "값이 떨어질 수
  있어요" is; of an amount received or a bonus it is the rule's promise, so it no longer makes the
  rule unsure (a drop that may happen stays a caution).
- A good brought whole (``병째로``, ``통째로``) is the condition's state: the word is its term
  ("병째로 가져가시면 … kg당 10원 더 받으실 수 있습니다" over outputs that price only cullet).

Faithful twins pass: a condition whose nouns an output carries (``압축해서 가져가면 PP는 kg당 180원``),
a caution of a drop, a plain price with no condition.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices, plastic_row

_GLASS = ev(
    national_prices(
        "glass", "파유리(컬릿)", [("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35)]
    )
)
_PLASTIC = ev(
    national_prices("plastic", "압축", [])
    | {
        "items": [
            plastic_row("PE(압축)", "압축", 150),
            plastic_row("PE(플레이크)", "플레이크", 450),
            plastic_row("PP(압축)", "압축", 180),
            plastic_row("PP(플레이크)", "플레이크", 520),
        ]
    },
    user="꽃 화분(PP)이랑 포장 비닐(PE) 모아서 팔면 얼마예요?",
)


def test_amount_received_on_invented_condition_case_shape_is_flagged() -> None:
    answer = (
        "압축 PP는 kg당 180원, 압축 PE는 kg당 150원이에요. 화분은 흙만 털어서 가져가면 PP 플레이크 "
        "가격인 kg당 520원을 받을 수 있어요."
    )
    result = check(answer, _PLASTIC)
    assert not result.grounded
    assert any("520원을 받을 수 있어요" in c.text for c in result.unsupported)
    assert "180원" not in " ".join(flagged("압축 PP는 kg당 180원이에요.", _PLASTIC))


def test_amount_received_on_invented_condition_variants_are_flagged() -> None:
    washed = "포장 비닐은 테이프를 떼고 가져가면 kg당 450원씩 쳐줘요."
    assert flagged(washed, _PLASTIC)
    sorted_ = "라벨을 떼서 가져가시면 kg당 520원을 받으실 수 있습니다."
    assert not check(sorted_, _PLASTIC).grounded


def test_amount_received_on_carried_condition_passes() -> None:
    assert check("압축해서 가져가면 PP는 kg당 180원을 받을 수 있어요.", _PLASTIC).grounded
    assert check("플레이크로 가져가면 PP는 kg당 520원을 받을 수 있어요.", _PLASTIC).grounded
    assert check("PP 플레이크는 kg당 520원이에요.", _PLASTIC).grounded


def test_whole_bottle_bonus_case_shape_is_flagged() -> None:
    answer = (
        "백색 유리가 kg당 45원, 갈색 유리 40원, 청녹색 유리 35원입니다. 병째로 가져가시면 깨진 "
        "유리(컬릿)보다 kg당 10원 더 받으실 수 있습니다."
    )
    result = check(answer, _GLASS)
    assert not result.grounded
    (claim,) = result.unsupported
    assert claim.text.startswith("병째로 가져가시면")
    assert "병째" in claim.why


def test_whole_good_bonus_variants_are_flagged() -> None:
    assert flagged("통째로 가져가면 kg당 20원 더 쳐줘요.", _GLASS)
    assert flagged("병째로 내시면 백색 유리는 kg당 5원 더 받을 수 있어요.", _GLASS)


def test_caution_and_plain_prices_still_pass() -> None:
    assert check(
        "이물질이 섞이면 값이 떨어질 수 있어요. 백색 유리는 kg당 45원이에요.", _GLASS
    ).grounded
    assert check("백색 유리는 kg당 45원, 갈색 유리는 40원을 받을 수 있어요.", _GLASS).grounded
