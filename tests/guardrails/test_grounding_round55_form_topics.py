"""Round 55 (merge): a form word after a contrast's topic leaves the item to the topic.

A form word (압축, 플레이크, flake) is part of item names (``PE(플레이크)``) but names no item, so in
``PET는 압축 350원 → flake 650원, PE는 압축 150원 → flake 520원`` the flake price after ``PE는`` is
PE's flake price (:mod:`.topics`): PP's 520 given to PE is caught. A form word that is a topic of
its own (``페트병은 압축 350원, 플레이크는 650원``) still names its own row.
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(name: str, case_id: str) -> dict[str, Any]:
    return blind_case(name, case_id)


def _ev(name: str, case_id: str) -> Evidence:
    c = _case(name, case_id)
    return case_evidence(c)


def test_swapped_flake_prices_after_topics_are_caught() -> None:
    # prod_holdout27 g45h2-0083: PE's and PP's flake prices swapped; until now it was flagged only
    # on its true gap (+300원), which a faithful reading passes since round 55
    c = _case("prod_holdout27.jsonl", "g45h2-0083")
    got = flagged(c["answer"], _ev("prod_holdout27.jsonl", "g45h2-0083"))
    assert got == ["520원", "450원"]


@pytest.mark.parametrize(
    "answer, want",
    [
        ("PET는 압축 350원 → flake 650원, PE는 압축 150원 → flake 450원이에요.", []),
        ("PET는 압축 350원, 플레이크 650원이고 PE는 압축 150원, 플레이크 450원이에요.", []),
        ("PET는 압축 350원, 플레이크 650원이고 PE는 압축 150원, 플레이크 520원이에요.", ["520원"]),
        ("PET는 압축 350원 → flake 650원, PP는 압축 180원 → flake 450원이에요.", ["450원"]),
    ],
)
def test_form_word_prices_take_the_topic(answer: str, want: list[str]) -> None:
    assert flagged(answer, _ev("prod_holdout27.jsonl", "g45h2-0083")) == want


def test_a_form_word_that_is_its_own_topic_names_its_row() -> None:
    # prod_holdout5 g19h1-0022 (faithful): 플레이크는 is a topic, so 650 is PET flake's, not 철캔's
    c = _case("prod_holdout5.jsonl", "g19h1-0022")
    assert flagged(c["answer"], _ev("prod_holdout5.jsonl", "g19h1-0022")) == []
