"""Round 58 (r58f): scrap metal is no good a list of cans holds (prod_holdout57).

``고성군생활자원회수센터 … · 고철류도 받아줌`` where the centre lists ``PET, PS, 철캔, 알류미늄캔 등``:
the separation rules' 캔류 is a class beside 고철류 (the price survey's 철스크랩 is 고철, 철캔 a can),
so a list of cans stands for no scrap metal (:mod:`.kinds`: ``_APART``; g75h1-0090). Metal at
large (``금속``, ``metal``) is a kind of its own above both; a scrap list still holds cans.
"""

from __future__ import annotations

import pytest

from guardrails.grounding.kinds import goods_in, holds
from tests.guardrails.grounding_helpers import case_flags

H57 = "prod_holdout57.jsonl"
_CENTRE = "고성군생활자원회수센터(죽왕면 짱고개길 253)"


def test_the_invented_scrap_is_caught_in_the_writers_span() -> None:
    assert case_flags(H57, "g75h1-0090") == [("condition", "고철")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        (f"{_CENTRE}는 고철도 받아요.", "고철"),
        (f"The {_CENTRE} takes PET, PS and cans, and also takes scrap metal.", "scrap metal"),
    ],
)
def test_scrap_in_other_words_is_caught(said: str, span: str) -> None:
    assert case_flags(H57, "g75h1-0090", said) == [("condition", span)]


@pytest.mark.parametrize(
    "said",
    [
        f"{_CENTRE}는 캔이랑 PET를 받아요.",
        f"The {_CENTRE} takes metal cans and PET.",
        f"{_CENTRE}는 철캔, 알류미늄캔, PET, PS를 받아요.",
        f"{_CENTRE}는 캔 같은 고철을 받아요.",  # the scrap it means given as the cans
    ],
)
def test_what_the_centre_lists_passes(said: str) -> None:
    assert case_flags(H57, "g75h1-0090", said) == []


def test_the_vocabulary_keeps_scrap_cans_and_metal_apart() -> None:
    assert not holds("철캔", "고철")  # cans stand for no scrap
    assert holds("고철", "캔")  # a scrap list takes cans
    assert holds("철캔", "금속")  # metal at large
    assert holds("고철", "금속")
    # a good named only inside a longer good's mention is that good's, mention by mention
    assert set(goods_in("scrap paper, scrap metal, cans")) == {"폐지", "고철", "캔"}
