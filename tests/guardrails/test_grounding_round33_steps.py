"""Round 33 (r33b): the step between listed fee rows, in faithful answers of prod_dev3.

``12,000원부터 27,000원까지 3,000원 간격으로 6가지`` gives the common difference of an item's evenly
spaced fee rows (:mod:`guardrails.grounding.list_steps`), not a fee of another district that
happens to be 3,000원; a wrong step is flagged, and a step said per a measure no output gives
(``폭 1자당 3,000원씩 올라감``) is left to the readers of invented rules.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, item: str, fees: list[int]) -> dict[str, object]:
    return {
        "district": district, "query": item, "item_count": len(fees),
        "items": [{"item_name": item, "name": item, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-23",
    }  # fmt: skip


YEONGJU = _fees("영주시", "전자레인지", [3000])
GANGSEO = _fees("서울 강서구", "장롱", [12000, 15000, 18000, 21000, 24000, 27000])


@pytest.mark.parametrize(
    "answer",
    [
        # g37d0-0098's shape
        "강서구 장롱은 12,000원부터 27,000원까지 3,000원 간격으로 6가지(12,000·15,000·18,000·"
        "21,000·24,000·27,000원)가 있어요. 영주시 전자레인지는 3,000원이에요.",
        "강서구 장롱 수수료는 12,000원에서 시작해 3,000원씩 올라 27,000원까지예요. 영주시 "
        "전자레인지는 3,000원이에요.",
        "In Gangseo-gu a wardrobe costs 12,000 to 27,000 won in steps of 3,000 won. A microwave "
        "in Yeongju is 3,000 won.",
        "In Gangseo-gu a wardrobe costs 12,000 to 27,000 won in 3,000-won increments. A "
        "microwave in Yeongju is 3,000 won.",
    ],
)
def test_the_step_of_an_evenly_spaced_fee_list(answer: str) -> None:
    assert flagged(answer, ev(YEONGJU, GANGSEO)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("강서구 장롱은 12,000원부터 27,000원까지 2,000원 간격으로 있어요. 영주시 전자레인지는 "
         "3,000원이에요.", "2,000원"),
        ("In Gangseo-gu a wardrobe costs 12,000 to 27,000 won in 5,000-won increments. A "
         "microwave in Yeongju is 3,000 won.", "5,000"),
    ],
)  # fmt: skip
def test_a_wrong_step_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(YEONGJU, GANGSEO))


def test_a_step_per_a_measure_no_output_gives_stays_flagged() -> None:
    """g35d1-0061's shape: the rows are 3,000원 apart, but "per 1자 of width" is invented."""
    answer = "장롱 (Wardrobe) 수수료: 12,000원~27,000원\n계산: 폭 1자당 3,000원씩 올라감"
    assert flagged(answer, ev(GANGSEO)) != []
