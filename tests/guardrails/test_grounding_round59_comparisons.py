"""Round 59 (r59b): a comparison of two read as a superlative (prod_holdout60 g78h0-0096).

``스티로폼(EPS)이 kg당 200원이라 박스(골판지) kg당 80원보다 더 비싸``: the comparand of ``보다`` may
carry its figure between its name and ``보다`` (``박스(골판지) kg당 80원보다``, ``목포 4.3m/s보다``);
it is the other side, not the subject the comparative ranks (:mod:`.ordinal`). The subject said
the wrong way round is still caught.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H60 = "prod_holdout60.jsonl"


def test_the_dearer_of_two_with_the_comparands_figure_passes() -> None:
    assert case_flags(_H60, "g78h0-0096") == []


@pytest.mark.parametrize(
    "answer",
    [
        "스티로폼이 kg당 200원으로 골판지 kg당 80원보다 더 비싸요.",
        "스티로폼(EPS)은 200원/kg이라 골판지 80원/kg보다 더 비싸요.",
    ],
)
def test_faithful_siblings_pass(answer: str) -> None:
    assert case_flags(_H60, "g78h0-0096", answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "박스(골판지)가 kg당 80원이라 스티로폼(EPS) kg당 200원보다 더 비싸! kg당 120원 차이야.",
        "박스(골판지)는 kg당 80원이라 스티로폼(EPS) 200원보다 더 비싸요.",
    ],
)
def test_the_cheaper_said_dearer_is_caught(answer: str) -> None:
    assert "superlative" in [k for k, _ in case_flags(_H60, "g78h0-0096", answer)]
