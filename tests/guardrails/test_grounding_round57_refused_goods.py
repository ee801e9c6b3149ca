"""Round 57 (r57f): a good said refused where the outputs' guidance says how to hand it in
(prod_holdout55).

- ``이 약국들은 물약은 받지 않으니 알약만 …`` where the medicine bins' guidance says ``물약은 한 병에 모아
  새지 않게 밀봉해 가져갑니다``: an invented exclusion (:mod:`.refused_goods`, new; g73h0-0081,
  fabricated).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence, ev, flagged


def _flagged(answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case("prod_holdout55.jsonl", "g73h0-0081")
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


_HEAD = "가장 가까운 곳은 이수약국(국원대로 187, 약 17m)이에요. "


def test_the_fabricated_case_is_caught_on_the_writers_span() -> None:
    assert _flagged() == [("condition", "물약은 받지 않")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("이 약국들은 물약은 안 받아요.", "물약은 안 받"),
        ("These pharmacies don't take liquid medicine, so bring pills only.", "liquid medicine"),
        ("Liquid medicine is not accepted there.", "Liquid medicine is not accepted"),
    ],
)
def test_the_refusal_in_other_words_is_caught(said: str, span: str) -> None:
    assert _flagged(_HEAD + said) == [("condition", span)]


@pytest.mark.parametrize(
    "said",
    [
        "알약은 포장을 벗기고, 물약은 한 병에 모아 밀봉해 가져가세요.",
        "물약은 받지 않는 약국도 있으니 가시기 전에 확인해 보세요.",  # hedged: some places
        "Some pharmacies may not take liquid medicine, so check first.",
    ],
)
def test_the_guidance_restated_or_a_hedged_refusal_passes(said: str) -> None:
    assert _flagged(_HEAD + said) == []


def test_a_refusal_an_output_states_passes() -> None:
    bins = {
        "guidance": [{"name": "폐의약품", "how": "알약은 모아 가져가고, 물약은 제외합니다."}],
        "points": [{"name": "이수약국", "address": "국원대로 187", "distance_m": 17}],
    }
    assert flagged("이수약국은 물약은 받지 않아요.", ev(bins)) == []


def test_a_good_no_output_says_how_to_hand_in_is_not_read() -> None:
    bins = {
        "guidance": [{"name": "폐의약품", "how": "알약은 포장을 벗겨 모아 가져갑니다."}],
        "points": [{"name": "이수약국", "address": "국원대로 187", "distance_m": 17}],
    }
    assert flagged("이수약국은 물약은 받지 않아요.", ev(bins)) == []
