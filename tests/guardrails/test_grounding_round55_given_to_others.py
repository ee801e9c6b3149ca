"""Round 55 (r55f): a fee, a phone and a how-to step given to another subject than the outputs'.

- A fee on a list line whose label names one district (``- 인천 서구: … · 어린이옷장 10,000원``) is
  that district's, and an item only another district's list prices at it is misattributed
  (:mod:`.district_rows`; g70h1-0050).
- A service's number given as a city's or county's own (``call Sacheon City at 1599-0903``,
  ``사천시청(1599-0903)``), a purpose clause before the comma naming the pickup or an ``or``
  (:mod:`.service_phones`; g70h0-0018).
- A described pair run on in one clause without a comma (``물약은 포장을 벗겨 모으고 알약은 …``):
  each topic read with its own words (:mod:`.paired_notes`; g70h0-0034).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(cid: str) -> dict[str, Any]:
    return blind_case("prod_holdout52.jsonl", cid)


def _evidence(c: dict[str, Any]) -> Any:
    return case_evidence(c)


# -- a fee under a district's list-line label (g70h1-0050) -------------------------------------


def test_line_label_district_case() -> None:
    c = _case("g70h1-0050")
    assert flagged(c["answer"], _evidence(c)) == ["10,000원"]


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("- 시흥시: 장롱 7,000원 · 장롱(1쪽당) 5,000원", "5,000원"),
        ("- Incheon Seo-gu: wardrobe (장롱(1쪽당)) 5,000–11,000 won · children's wardrobe "
         "(어린이옷장) 10,000 won", "10,000 won"),
    ],
)  # fmt: skip
def test_line_label_district_other_words(answer: str, bad: str) -> None:
    assert flagged(answer, _evidence(_case("g70h1-0050"))) == [bad]


@pytest.mark.parametrize(
    "answer",
    [
        "- 인천 서구: 장롱(1쪽당) 5,000원~11,000원\n"
        "- 시흥시: 장롱 7,000원·12,000원·18,000원 · 어린이옷장 10,000원",
        "- 인천 서구: 장롱(1쪽당) 10,000원",
    ],
)
def test_line_label_district_own_rows_pass(answer: str) -> None:
    assert flagged(answer, _evidence(_case("g70h1-0050"))) == []


# -- the free appliance pickup's number given to the city (g70h0-0018) --------------------------


def test_service_number_as_city_case() -> None:
    c = _case("g70h0-0018")
    assert flagged(c["answer"], _evidence(c)) == ["1599-0903"]


@pytest.mark.parametrize(
    "answer",
    [
        "선풍기는 2,000원이에요. 수거 예약은 사천시청(1599-0903)으로 하세요.",
        "A fan is 2,000 won. To book, call Sacheon City Hall at 1599-0903.",
    ],
)
def test_service_number_as_city_other_words(answer: str) -> None:
    assert flagged(answer, _evidence(_case("g70h0-0018"))) == ["1599-0903"]


@pytest.mark.parametrize(
    "answer",
    [
        "A fan costs 2,000 won in Sacheon. For large appliances, book the free pickup service at "
        "1599-0903.",
        "선풍기는 2,000원이고, 대형 가전은 무상방문수거 서비스 1599-0903으로 신청하면 무료예요.",
    ],
)
def test_service_number_as_service_passes(answer: str) -> None:
    assert flagged(answer, _evidence(_case("g70h0-0018"))) == []


# -- pills' and liquids' steps swapped in one run-on clause (g70h0-0034) -----------------------


def test_run_on_pair_case() -> None:
    c = _case("g70h0-0034")
    assert flagged(c["answer"], _evidence(c)) == [
        "물약은 포장을 벗겨 모으고",
        "알약은 한 병에 모아 새지 않게 밀봉해 가져가시면 됩니다",
    ]


def test_run_on_pair_other_order() -> None:
    answer = "알약은 한 병에 모아 새지 않게 밀봉하고 물약은 포장을 벗겨 모아 가져가세요."
    assert "알약은 한 병에 모아 새지 않게 밀봉하고" in flagged(
        answer, _evidence(_case("g70h0-0034"))
    )


@pytest.mark.parametrize(
    "answer",
    [
        "알약은 포장을 벗겨 모으고 물약은 한 병에 모아 새지 않게 밀봉해 가져가세요.",
        "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져가세요.",
    ],
)
def test_run_on_pair_own_steps_pass(answer: str) -> None:
    assert flagged(answer, _evidence(_case("g70h0-0034"))) == []
