"""Round 47 (r47b): invented service facts that passed.

- A site's refusal on a condition with the taking as the refusal's subject (read by
  :mod:`.rule_terms` through the ``refused`` frame of :mod:`.rule_frames`): ``테이프와 송장을
  제거하지 않으면 매입이 거절되니`` (prod_holdout35) was no rule, because the frame knew only a
  refusal right after the condition (``라벨 안 떼면 안 받아줘요``, round 44). Now ``매입이 거절``,
  ``반입 불가``, ``수거가 안 돼요``, ``매입은 반려돼요`` after the condition are refusals too, so the
  condition's nouns must be the outputs' own. A refusal the output states passes.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices

_BOX = national_prices("paper", "압축", [("골판지", 80)], query="골판지")
_BOX_TAPE = _BOX | {"note": "테이프와 송장을 제거하지 않으면 매입이 거절됩니다."}
_BOX_RULES = _BOX | {
    "note": "비닐 코팅을 벗기지 않으면 수거가 안 됩니다. 물에 젖은 상자는 말리지 않으면 반입 불가."
}


def test_refused_purchase_on_an_invented_condition_is_flagged() -> None:
    answer = (
        "골판지(압축) 단가는 kg당 80원입니다. 테이프와 송장을 제거하지 않으면 매입이 거절되니 "
        "공지에 함께 안내하시기 바랍니다."
    )
    result = check(answer, ev(_BOX))
    assert not result.grounded
    [claim] = result.unsupported
    assert claim.text == "테이프와 송장을 제거하지 않으면 매입이 거절되니"
    assert "테이프" in claim.why


def test_other_wordings_of_the_taking_refused_are_flagged() -> None:
    dry = "골판지는 kg당 80원이에요. 물에 젖은 상자는 말리지 않으면 반입 불가예요."
    assert flagged(dry, ev(_BOX)) == [dry.split(". ")[1]]
    coat = "골판지는 kg당 80원이에요. 비닐 코팅을 벗기지 않으면 수거가 안 돼요."
    assert flagged(coat, ev(_BOX)) == [coat.split(". ")[1]]
    dirt = "골판지는 kg당 80원이에요. 이물질을 빼지 않으면 매입은 반려돼요."
    assert flagged(dirt, ev(_BOX)) == [dirt.split(". ")[1]]


def test_a_refusal_the_output_states_passes() -> None:
    answer = "골판지(압축) 단가는 kg당 80원입니다. 테이프와 송장을 제거하지 않으면 매입이 거절되니 참고하세요."
    assert flagged(answer, ev(_BOX_TAPE)) == []
    assert (
        flagged(
            "골판지는 kg당 80원이에요. 비닐 코팅을 벗기지 않으면 수거가 안 돼요.", ev(_BOX_RULES)
        )
        == []
    )
    assert (
        flagged(
            "골판지는 kg당 80원이에요. 물에 젖은 상자는 말리지 않으면 반입 불가예요.",
            ev(_BOX_RULES),
        )
        == []
    )


def test_a_condition_without_a_refusal_is_no_rule() -> None:
    assert flagged("골판지는 kg당 80원이에요. 테이프를 떼면 매입이 더 잘 돼요.", ev(_BOX)) == []
