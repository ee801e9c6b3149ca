"""Round 56 (r56a): facts of the price survey the outputs do not carry, and two faithful price
answers (prod_holdout53/54).

- A foreign amount with its country before the currency's name (``about 0.26 US dollars per
  kg``): :mod:`.contacts` (g72h2-0054).
- How often the survey is published (``The survey is published quarterly``): the update schedule
  of :mod:`.attributes` (g72h2-0006).
- A price stated before and named back by its place (``the Gwangju cardboard figure is the local
  Jeonnam-region rate``): :mod:`.scopes` (g71h2-0070).
- What a place's price would take (``A Busan-specific price would need the regional survey
  file``) gives it no price: :mod:`.scopes` (g72h3-0016).
- A place a region takes in (``수도권(Gyeonggi 포함)``) is no thing a fee includes:
  :mod:`.inclusions` (g71h2-0054).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_PET = "No regional figures are in the data, so: PET bales 350 won/kg, PET flake 650 won/kg. "


def test_us_dollars_are_caught() -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0054") == [("currency", "0.26 US dollars")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (_PET + "That is about 37 yen per kg.", "37 yen"),
        ("PET 압축은 kg당 350원, 약 0.26 미국 달러예요.", "0.26 미국 달러"),
        (_PET + "In Istanbul terms, about 9 Turkish lira.", "9 Turkish lira"),
    ],
)
def test_other_foreign_amounts_are_caught(answer: str, text: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0054", answer) == [("currency", text)]


def test_no_foreign_figure_passes() -> None:
    assert (
        case_flags("prod_holdout54.jsonl", "g72h2-0054", _PET + "I have no US dollar figure.") == []
    )


def test_a_quarterly_survey_is_caught() -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0006") == [
        ("condition", "published quarterly")
    ]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("PET bales fetch 350 won/kg. New figures are released every month.", "released every"),
        ("PET bales fetch 350 won/kg; the survey comes out on a monthly basis.",
         "comes out on a monthly basis"),
    ],
)  # fmt: skip
def test_other_publication_schedules_are_caught(answer: str, text: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h2-0006", answer) == [("condition", text)]


def test_not_knowing_the_schedule_passes() -> None:
    answer = "PET bales fetch 350 won/kg. I do not know how often the survey is published."
    assert case_flags("prod_holdout54.jsonl", "g72h2-0006", answer) == []


def test_a_nationwide_figure_named_back_as_a_region_is_caught() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0070") == [
        ("condition", "Gwangju cardboard figure"),
        ("condition", "Jeonnam-region rate"),
    ]


def test_the_figure_named_back_as_nationwide_passes() -> None:
    answer = (
        "EPS is 200 won/kg and cardboard is 80 won/kg. Both figures are nationwide averages, "
        "because neither region has data of its own."
    )
    assert case_flags("prod_holdout53.jsonl", "g71h2-0070", answer) == []


@pytest.mark.parametrize("cid", ["g72h3-0016"])
def test_a_regional_price_said_to_need_its_file_passes(cid: str) -> None:
    assert case_flags("prod_holdout54.jsonl", cid) == []


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("PET, compressed: 350 won/kg. This is the Busan price for PET.", "Busan price"),
        (
            "PET, compressed: 350 won/kg. The Busan-specific price is the same.",
            "Busan-specific price",
        ),
    ],
)
def test_a_regional_price_said_plainly_is_still_caught(answer: str, text: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h3-0016", answer) == [("condition", text)]


def test_a_region_glossed_by_a_place_passes() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h2-0054") == []


def test_a_region_glossed_in_hangul_passes() -> None:
    answer = (
        "수도권(경기·인천 포함) 시세는 없어서 전국 평균으로 안내드려요. PET 압축은 350원/kg이에요."
    )
    assert case_flags("prod_holdout53.jsonl", "g71h2-0054", answer) == []


def test_an_invented_inclusion_is_still_caught() -> None:
    answer = "PET 압축은 350원/kg이에요. 이 가격에 운반비 포함이에요."
    assert [k for k, _ in case_flags("prod_holdout53.jsonl", "g71h2-0054", answer)] == ["condition"]


def test_figures_said_missing_name_no_basis() -> None:
    # the region whose figures are missing is the note's own: no price given to it
    answer = (
        "Both lookups fell back to the nationwide average: compressed PET 350 KRW/kg.\n"
        "Busan fell back because the Gyeongnam (경남) regional figures are missing."
    )
    assert case_flags("prod_holdout54.jsonl", "g72h3-0016", answer) == []
