"""Round 34 (r34c): a count over the answer's own list of bins named by their road address.

A bin list names each row by its address and its 동 (``"name": "국원대로 158(연수동)"``). An answer that
lists the nearest ones by the address alone (``1. 국원대로 158: about 290 m``) names those rows: the
row's text without its gloss counts as its name, so ``Here are the 3 nearest clothing bins:`` over three
such lines is the length of the answer's list (:mod:`.counted`), in either language.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import chungju_clothing_bins, ev, flagged

BINS = chungju_clothing_bins()
_THREE = "1. 국원대로 158: about 290 m\n2. 연원10길 28-1: about 300 m\n3. 연원12길 24: about 330 m"


@pytest.mark.parametrize(
    "answer",
    [
        f"Here are the 3 nearest clothing bins:\n{_THREE}",
        f"Here are the 3 nearest clothing bins:\n\n{_THREE}",
        f"가까운 의류수거함 세 곳이에요.\n{_THREE.replace('about ', '약 ')}",
    ],
)
def test_a_nearest_count_over_rows_named_by_address_is_the_lists_length(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (f"Here are the 4 nearest clothing bins:\n{_THREE}", "4 nearest clothing bins"),
        (f"There are 3 clothing bins nearby:\n{_THREE}\n4. 연원14길 14: about 366 m\n"
         "5. 연수서2길 16: about 379 m", "3 clothing bins"),
    ],
)  # fmt: skip
def test_a_count_of_another_length_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(BINS)) == [span]
