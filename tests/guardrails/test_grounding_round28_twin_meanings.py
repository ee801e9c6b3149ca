"""Round 28 (r28a): a meaning given to one of rows the data does not tell apart.

The twin-row reading (:mod:`guardrails.grounding.twins`) now holds the answer's words against the
tool outputs alone: the user's own kind (팔걸이, upright, three-seater) given to one unlabelled row
is no record's word either. A phrase qualifying the topic item through its subject (``팔걸이가
있는 의자는``) is read, and a hedge in what the sentence concludes after the meaning (``so your
stools would most likely fall there``) does not doubt the meaning. Shapes of prod_holdout13 cases
g27h3-0030, g27h3-0035, g27h1-0004 and faithful siblings.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, name: str, fees: list[int]) -> dict[str, Any]:
    return {"district": district, "full_name": district, "item_count": len(fees),
            "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류",
                       "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in fees],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-31"}  # fmt: skip


CHAIRS = _fees("양주시", "의자", [2000, 3000, 5000])
STOOLS = _fees("영암군", "의자", [1000, 2000, 3000])
SOFAS = _fees("창원시", "소파(분리가능형은 각각 수수)", [2000, 3000, 5000, 6000, 12000])


@pytest.mark.parametrize(
    ("rows", "user", "answer", "span"),
    [
        # the user's kind, the subject of a phrase qualifying the topic item (g27h3-0030)
        (
            CHAIRS,
            "팔걸이 달린 큰 의자인데 얼마예요?",
            "양주시 의자 수수료는 2,000원, 3,000원, "
            "5,000원 세 가지가 있습니다. 그중 팔걸이가 있는 의자는 5,000원을 내시면 됩니다.",
            "5,000원",
        ),
        (
            CHAIRS,
            "의자 버려요",
            "의자는 2,000원, 3,000원, 5,000원이에요. 바퀴가 달린 의자는 3,000원이에요.",
            "3,000원",
        ),
        # a rate said to be for a kind, a hedge only in what follows "so" (g27h3-0035)
        (
            STOOLS,
            "a few old kitchen stools",
            "Chairs are listed at 1,000, 2,000 and 3,000 won. The "
            "1,000 won rate is for plastic stools and folding chairs, so your kitchen stools would "
            "most likely fall there.",
            "1,000 won",
        ),
        # the user's size as the condition of the top band (g27h1-0004)
        (
            SOFAS,
            "an old three-seater sofa",
            "Sofas are listed at 2,000, 3,000, 5,000, 6,000 and "
            "12,000 won. Sofas with three seats or more fall into the 12,000 won band.",
            "12,000 won",
        ),
    ],
)
def test_a_meaning_given_to_one_unlabelled_row_is_flagged(
    rows: dict[str, Any], user: str, answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(rows, user=user))


@pytest.mark.parametrize(
    ("rows", "user", "answer"),
    [
        # the faithful twins: the rows listed together, the data said not to tell them apart
        (
            CHAIRS,
            "팔걸이 달린 큰 의자인데 얼마예요?",
            "양주시 의자 수수료는 2,000원, 3,000원, "
            "5,000원 세 가지예요. 팔걸이가 있는 의자가 어느 구간인지는 자료에 나와 있지 않아요.",
        ),
        (
            STOOLS,
            "a few old kitchen stools",
            "Chairs are listed at 1,000, 2,000 and 3,000 won; the "
            "data does not say which applies to stools, so confirm with the county office.",
        ),
        (
            SOFAS,
            "an old three-seater sofa",
            "Sofas are listed at 2,000, 3,000, 5,000, 6,000 and "
            "12,000 won; the data does not say which rate a three-seater falls under.",
        ),
        # a guess hedged in the meaning's own clause
        (
            STOOLS,
            "kitchen stools",
            "Chairs are 1,000, 2,000 or 3,000 won; the 1,000 won rate is "
            "probably for small stools.",
        ),
    ],
)
def test_the_rows_listed_without_a_meaning_pass(
    rows: dict[str, Any], user: str, answer: str
) -> None:
    assert flagged(answer, ev(rows, user=user)) == []


PIANOS = _fees("영암군", "피아노", [10000, 15000])
VANITIES = [_fees("포항시", "화장대", [5000, 7000]), _fees("진안군", "화장대", [4000])]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # twin fees paired with kinds in one sentence (g27h2-0065)
        ("영암군 피아노 수수료는 업라이트 10,000원, 그랜드 15,000원이에요.", ["10,000원", "15,000원"]),
        ("Yeongam lists pianos at upright 10,000 won, grand 15,000 won.", ["10,000 won", "15,000 won"]),
        # the faithful twins: ranks, joins and item names before the fees pair no kind
        ("영암군 피아노 수수료는 최소 10,000원, 최대 15,000원이에요.", []),
        ("영암군 피아노 수수료는 10,000원 또는 15,000원이에요.", []),
        ("Pianos are between 10,000 and 15,000 won in Yeongam.", []),
    ],
)  # fmt: skip
def test_twin_fees_paired_with_kinds(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PIANOS, user="영암 피아노 업라이트예요")) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one bound word over two districts' items: the other term is the other district's
        ("포항시는 5,000원 또는 7,000원, 진안군은 4,000원이에요. 진안군이 포항시의 가장 낮은 "
         "금액보다도 2,000원 더 싸요.", ["2,000원"]),
        ("포항시는 5,000원 또는 7,000원, 진안군은 4,000원이에요. 진안군이 포항시의 가장 낮은 "
         "금액보다도 1,000원 더 싸요.", []),
        ("포항시는 5,000원 또는 7,000원, 진안군은 4,000원이에요. 진안군이 포항시의 가장 비싼 "
         "금액보다 3,000원 더 싸요.", []),
    ],
)  # fmt: skip
def test_a_difference_against_another_items_bounded_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*VANITIES, user="포항이랑 진안 화장대 어디가 싸요?")) == wrong
