"""Round 42 (r42a): claim-free answers and words flagged as facts they are not.

Three readings, each extended in the module that owns it.

- **A sentence saying the data holds no fee or
price for a thing no tool output is about states no invented absence** (:mod:`.absences`, through
:func:`.unheld_subjects.names_unheld`). ``이번 검색에는 식탁 세트 수수료가 안 나와서`` over a
search that found 신발장·장식장·캐비닛 rows (prod_holdout31 g49h2-0024, a clarifying question) and
``the built-in data has no rates for the Gyeongnam region`` over a nationwide price output whose note
says 경남 is missing (prod_holdout32 g50h3-0003, a faithful caveat) say the truth about the outputs:
they hold no row of that table or region. A word names a subject when the place vocabulary knows it
(places and goods, any spelling); it is held when a spelling is in some output's subject field
(district, region, query, a row's item name or form), never a note. An absence naming only held
subjects (``신발장 수수료가 안 나와서`` over 신발장 rows, ``no rates for EPS`` over the EPS row) is
still flagged.
- **An attribute said to differ from one buyer or place to another gives no value**
(:mod:`.attributes`, a doubt like advice to confirm): ``고철은 업체마다 매입 조건이 달라서, 가까운
고물상에 전화해 보세요`` (prod_holdout31 g49h3-0042, generic advice) states no buying condition.
A condition stated in the next clause (``녹슨 건 안 사요``) or plainly (``매입 조건은 깨끗한
것만이에요``) is still flagged where no output carries one.
- **How long before the user's own trip to check something is advice, no fact**
(:mod:`.statements`, the duration scan): ``Please check 기상청 forecast one or two days before you
go`` (prod_holdout32 g50h1-0082, a hand-off over monthly normals) states no lead time of a service.
A lead time of a service (``apply 3 days before collection``) or an event (``it will rain two days
before you go``) is still a duration claim, flagged where no output gives one.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices

_WHY = "the tool outputs hold a fee or price the answer says the data lacks"


def _cabinets() -> dict[str, object]:
    """대구 동구's fee rows for a 장식장 search: 신발장, 장식장 and 캐비닛, no table."""
    return {
        "district": "대구 동구", "full_name": "대구광역시 동구", "query": "장식장",
        "item_count": 5,
        "items": fee_rows("신발장", 3000, 6000) + fee_rows("장식장", 9000)
        + fee_rows("캐비닛", 3000, 5000, category="기타"),
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-13",
    }  # fmt: skip


def _eps_nationwide() -> dict[str, object]:
    """The price tool's nationwide EPS row, its note saying the 경남 region is missing."""
    out = national_prices("plastic", "압축(스티로폼)", [("EPS", 200)], query="EPS")
    return out | {
        "note": "경남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 (지역별 시세는 가격조사 "
        "파일을 가져오면 제공됩니다)."
    }


@pytest.mark.parametrize(
    "answer",
    [
        # g49h2-0024's shape, then other wording, language and goods
        "이번 검색에는 식탁 세트 수수료가 안 나와서 지금 바로 말씀드리기 어려워요. 식탁이랑 의자를 "
        "따로 다시 조회해 볼까요?",
        "조회 결과에 소파 요금이 나와 있지 않아요. 소파로 다시 찾아볼까요?",
        "The search has no fee data for the dining table, so shall I look it up on its own?",
    ],
)
def test_absence_of_an_item_no_output_holds_passes(answer: str) -> None:
    assert flagged(answer, ev(_cabinets())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("이번 검색에는 신발장 수수료가 안 나와서 말씀드리기 어려워요.", "수수료가 안 나와"),
        ("조회 결과에 캐비닛 요금이 나와 있지 않아요.", "요금이 나와 있지 않"),
        ("The search has no fee data for the shoe cabinet, sorry.", "no fee data"),
    ],
)
def test_absence_of_an_item_the_outputs_hold_is_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(_cabinets())) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        # g50h3-0003's shape, then other wording, language and region
        "1. Styrofoam is listed as EPS in compressed form at 200 won per kg.\n2. This is a "
        "nationwide average (전국), not a Busan figure: the built-in data has no rates for the "
        "Gyeongnam region (경남 권역).",
        "EPS is 200 won per kg nationwide; the data has no prices for Gyeongnam.",
        "EPS는 전국 평균 kg당 200원이에요. 자료에는 경남 시세가 없어요.",
    ],
)
def test_absence_for_a_region_no_output_is_about_passes(answer: str) -> None:
    assert flagged(answer, ev(_eps_nationwide())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("EPS is 200 won per kg, but the data has no rates for EPS.", "data has no rates"),
        ("EPS is 200 won per kg nationwide, but the data has no rates.", "data has no rates"),
        ("EPS는 전국 평균 kg당 200원이지만 시세 정보가 없어요.", None),
    ],
)
def test_absence_for_a_held_subject_is_flagged(answer: str, span: str | None) -> None:
    verdict = check(answer, ev(_eps_nationwide()))
    assert not verdict.grounded
    if span is not None:
        assert [c.text for c in verdict.unsupported] == [span]
    assert any(c.why == _WHY for c in verdict.unsupported)


def _scrap() -> dict[str, object]:
    """The price tool's nationwide metal rows: no buying condition in them."""
    return national_prices("metal", "고철", [("철스크랩", 280)])


@pytest.mark.parametrize(
    "answer",
    [
        # g49h3-0042's shape, then other wording and goods
        "고철은 업체마다 매입 조건이 달라서, 가까운 고물상 두세 곳에 전화로 물어보고 비교해 보세요.",
        "고물상마다 매입 기준이 다르니 무게를 재 두시면 좋아요.",
        "폐지는 업체마다 매입 조건이 다릅니다.",
    ],
)
def test_a_condition_said_to_vary_by_buyer_passes(answer: str) -> None:
    assert flagged(answer, ev(_scrap())) == []


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        ("고철은 업체마다 매입 조건이 달라서, 녹슨 건 안 사요.", "'녹슨 건 안 사요.'"),
        ("매입 조건은 깨끗한 것만이에요.", "'매입 조건은 '"),
        ("They won't buy wet cardboard.", "'won't buy wet'"),
    ],
)
def test_a_condition_stated_is_flagged(answer: str, why: str) -> None:
    verdict = check(answer, ev(_scrap()))
    assert [c.why for c in verdict.unsupported] == [
        f"{why}: no tool output carries the buying condition"
    ]


def _normal() -> dict[str, object]:
    """A month's climate normal: no forecast, no duration."""
    return {"kind": "monthly_normal", "station": "광주", "district": "장성군", "month": 12,
            "temperature_c": 2.8, "humidity_pct": 71, "precipitation_mm_month": 36, "tips": [],
            "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g50h1-0082's shape, then other wording and language
        "Sorry, I have only long-term average data, not a real forecast for your visit day. "
        "Please check 기상청 forecast one or two days before you go.",
        "Look at the KMA forecast 2 days before your trip.",
        "I can't forecast that; confirm the forecast three days before you travel.",
    ],
)
def test_when_to_check_before_the_users_trip_passes(answer: str) -> None:
    assert flagged(answer, ev(_normal())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("It will rain two days before you go.", "two days before"),
        ("Apply 3 days before collection, and check the fee.", "3 days before"),
        ("Check the forecast; rain is expected within two days.", "within two days"),
    ],
)
def test_a_lead_time_stated_as_fact_is_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(_normal())) == [span]
