"""Round 37 (r37e, prod_holdout25/26's misattributions that passed): another district's way,
date or region.

A value's subject was lost where the answer names it apart from the value. Round 37 reads:

* a step of a numbered or bulleted list that names no district is said of the district its list's
  lead line names (``부산 사상구 방법이에요.`` / ``1. 대형폐기물 스티커를 사요.``;
  :func:`guardrails.grounding.headings.list_lead`), and a sticker bought plainly (``스티커를
  사요``) or a step of hauling it oneself (``처리장에 직접 가져가요``, ``소각장으로 반입해요``;
  :data:`guardrails.grounding.howto.HAUL_STEP`) is another district's way where that
  district's how-to names no sticker / no hauling and another district's does
  (:mod:`guardrails.grounding.howto_swaps`; g43h3-0036). The district whose how-to holds the step,
  named in the lead, passes;
* a sentence that retells, unquoted, most of one how-to string of another district's output as
  the way of the one district it names (``포천은 규격봉투에 넣어서 구역별 지정 요일에 버려요`` over
  남양주시's ``규격봉투에 넣어 구역별 지정된 요일에 배출``) is flagged
  (:mod:`guardrails.grounding.howto_swaps`; g44h3-0091); the district's own string retold, or a
  sentence giving two districts each its own, passes;
* a date on a list line whose label is a district's name, Hangul or Latin (``- Seocho-gu: … · data
  as of 30 September 2025``), is that district's: another district's date there is flagged
  (:mod:`guardrails.grounding.district_dated`; g44h1-0051); each line's own date passes;
* a sentence introducing the price lines in the present (``부산 지역 시세로 안내드립니다.``) gives them
  its region, like ``알려드릴게요`` did: over nationwide prices it is flagged
  (:mod:`guardrails.grounding.scopes`; g43h1-0079); the nationwide scope introducing them passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices

_LABEL = "공공데이터포털 행정안전부 생활쓰레기배출정보"


def _rules(district: str, full: str, methods: list[str], places: list[str], phone: str) -> dict:
    return {
        "district": district, "full_name": full, "source": "waste-rules", "source_label": _LABEL,
        "as_of": "2024-07-01", "application_methods": methods, "places": places,
        "department": "환경과", "phone": phone,
    }  # fmt: skip


HAULED = _rules(
    "창녕군", "경상남도 창녕군",
    ["생활폐기물 수집운반 대행업체 계약 후 자체처리 또는 대형폐기물 스티커 구매 후 창녕군 생활쓰레기 "
     "처리장 자체 반입"],
    ["자체 계약 업체 통한 배출 또는 창녕군 생활쓰레기 처리장 반입"], "055-530-1624",
)  # fmt: skip
PICKED = _rules(
    "사상구", "부산광역시 사상구", ["권역별 지정 업체에 신청하여 배출"], ["현장"], "051-310-4332"
)
TWO = ev(HAULED, PICKED)


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            "부산 사상구 방법이에요.\n1. 대형폐기물 스티커를 사요.\n2. 처리장에 직접 가져가요.\n"
            "3. 문의: 051-310-4332",
            ["스티커를 사요", "직접 가져가"],
        ),
        (
            "사상구는 이렇게 하시면 돼요\n- 스티커를 삽니다\n- 문의: 051-310-4332",
            ["스티커를 삽니다"],
        ),
        (
            "사상구 큰 쓰레기 버리는 법\n1) 업체에 연락해요\n2) 소각장으로 반입해요",
            ["소각장으로 반입"],
        ),
    ],
)
def test_a_step_under_a_lead_naming_a_district_is_that_districts(
    answer: str, wrong: list[str]
) -> None:
    result = check(answer, TWO)
    assert not result.grounded
    spans = [c.text for c in result.unsupported]
    for w in wrong:
        assert any(w in s for s in spans), spans
    assert all("not 사상구's" in (c.why or "") for c in result.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "창녕군 방법이에요.\n1. 대형폐기물 스티커를 사요.\n2. 처리장에 직접 가져가요.\n"
        "3. 문의: 055-530-1624",
        "창녕은 이렇게 하시면 돼요\n- 스티커를 삽니다\n- 처리장으로 반입해요",
        "부산 사상구 방법이에요.\n1. 권역별 지정 업체에 신청해요.\n2. 문의: 051-310-4332",
    ],
)
def test_the_step_of_the_district_whose_howto_holds_it_passes(answer: str) -> None:
    assert flagged(answer, TWO) == []


def test_a_list_with_no_lead_is_unsure() -> None:
    assert flagged("1. 대형폐기물 스티커를 사요.\n2. 처리장에 직접 가져가요.", TWO) == []


# --- another district's how-to string retold, unquoted --------------------------------------------

BAGS = _rules(
    "남양주시", "경기도 남양주시",
    ["규격봉투에 넣어 구역별 지정된 요일에 배출",
     "규격봉투에 넣어 구역별 지정된 요일에 배출(별내클린넷 매일 배출)"],
    ["공동주택, 다세태주택, 단독주택, 마을별 배출장소"], "031-590-2258",
)  # fmt: skip
CONTRACTED = _rules(
    "포천시",
    "경기도 포천시",
    ["5톤 이상일 경우 해당폐기물 처리업체에 위탁처리"],
    [],
    "031-538-3253",
)
MOVE = ev(BAGS, CONTRACTED)


@pytest.mark.parametrize(
    "answer, evidence",
    [
        (
            "포천은 규격봉투에 넣어서 구역별 지정 요일에 버려요. 친환경정책과 031-538-3253에 문의하세요.",
            MOVE,
        ),
        ("포천시에서는 구역별로 지정된 요일에 규격봉투에 담아 배출하시면 됩니다.", MOVE),
        ("사상구는 자체 계약한 업체를 통해 배출하거나 생활쓰레기 처리장에 반입해요.", TWO),
    ],
)
def test_another_districts_howto_retold_is_flagged(answer: str, evidence: object) -> None:
    result = check(answer, evidence)  # type: ignore[arg-type]
    assert not result.grounded
    assert any("retells another district's way" in (c.why or "") for c in result.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "남양주는 규격봉투에 넣어서 구역별 지정 요일에 버려요.",
        "포천시는 5톤 이상이면 해당 폐기물 처리업체에 위탁처리해야 해요.",
        "창녕군은 처리장에 자체 반입하거나 대행업체와 계약하면 돼요.",
        "사상구는 권역별 지정 업체에 신청하여 배출하면 돼요.",
    ],
)
def test_the_districts_own_howto_retold_passes(answer: str) -> None:
    evidence = TWO if ("창녕" in answer or "사상" in answer) else MOVE
    assert flagged(answer, evidence) == []


def test_a_hedged_retelling_is_unsure() -> None:
    assert flagged("포천도 보통 규격봉투에 넣어 구역별 지정 요일에 버려요.", MOVE) == []


def test_hauling_by_the_districts_own_private_vehicle_passes() -> None:
    own = _rules("의령군", "경상남도 의령군", ["개인차량을 이용하여 쓰레기위생처리장 배출"],
                 ["의령군쓰레기위생처리장"], "055-570-2650")  # fmt: skip
    other = _rules("포항시", "경상북도 포항시", ["해당 읍면동 신고후 자가운반"],
                   ["자가운반 후 매립장반입"], "054-270-3154")  # fmt: skip
    answer = "의령군은 개인 차량으로 의령군쓰레기위생처리장에 직접 가져가 배출해요."
    assert flagged(answer, ev(own, other)) == []


# --- a date on a list line is the date of the district its label names ----------------------------


def _dated(district: str, full: str, as_of: str, method: str, phone: str) -> dict:
    return {**_rules(district, full, [method], ["내 집 앞"], phone), "as_of": as_of,
            "citation": f"출처: {_LABEL}, 데이터기준일자 {as_of}"}  # fmt: skip


SEOCHO = _dated("서초구", "서울특별시 서초구", "2025-11-05", "대행업체 신고후 배출", "02-2155-6720")
DAEJEON = _dated(
    "대전 중구",
    "대전광역시 중구",
    "2025-09-30",
    "규격봉투에 넣어 지정된 요일에 배출",
    "042-606-7290",
)
DATED = ev(SEOCHO, DAEJEON)


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            "Here's what the data says:\n- Seocho-gu: report to the contracted collection company,"
            " then put it out in front of your home · 02-2155-6720 · data as of 30 September 2025\n"
            "- Jung-gu, Daejeon: standard bags on the designated days · 042-606-7290",
            "30 September 2025",
        ),
        (
            "1. Seocho-gu — report to the contractor first (02-2155-6720), updated Sept. 30, 2025\n"
            "2. Daejeon Jung-gu — standard bags on set days",
            "Sept. 30, 2025",
        ),
        (
            "- 서초구: 대행업체에 신고한 뒤 배출 · 02-2155-6720 · 2025-09-30 기준 자료\n"
            "- 대전 중구: 규격봉투에 넣어 지정된 요일에 배출",
            "2025-09-30",
        ),
    ],
)
def test_a_date_on_a_line_labelled_by_a_district_is_that_districts(answer: str, wrong: str) -> None:
    result = check(answer, DATED)
    assert not result.grounded
    assert [c.text for c in result.unsupported] == [wrong]
    why = result.unsupported[0].why or ""
    assert "서초구" in why or "Seocho" in why, why


@pytest.mark.parametrize(
    "answer",
    [
        "Here's what the data says:\n- Seocho-gu: report to the contracted collection company"
        " · 02-2155-6720 · data as of 5 November 2025\n"
        "- Jung-gu, Daejeon: standard bags on the designated days · data as of 30 September 2025",
        "- 서초구: 대행업체에 신고한 뒤 배출 · 2025-11-05 기준\n- 대전 중구: 규격봉투 · 2025-09-30 기준",
    ],
)
def test_each_lines_own_date_passes(answer: str) -> None:
    assert flagged(answer, DATED) == []


# --- a sentence introducing the price lines in the present gives them its region ------------------

NEWSPAPER = ev(
    paper_prices(
        query="신문지",
        note="경남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 (지역별 시세는 가격조사 파일을 "
        "가져오면 제공됩니다).",
    )
)


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            "부산 지역 시세로 안내드립니다.\n- 신문지(압축): 120원/kg\n2025년 1월 조사 기준이에요.",
            "부산 지역 시세",
        ),
        ("창원 시세로 알려드려요.\n- 신문지 120원/kg\n- 골판지 80원/kg", "창원 시세"),
        ("Here's the Busan price:\n- newspaper: 120 won/kg", "Busan price"),
    ],
)
def test_a_region_introducing_the_nationwide_lines_is_flagged(answer: str, wrong: str) -> None:
    result = check(answer, NEWSPAPER)
    assert not result.grounded
    assert any(wrong in c.text for c in result.unsupported), result.unsupported
    assert all("nationwide average" in (c.why or "") for c in result.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "전국 평균 시세로 안내드립니다.\n- 신문지(압축): 120원/kg",
        "부산 지역 시세는 없어서 전국 평균으로 안내드립니다.\n- 신문지(압축): 120원/kg",
        "Here's the national average:\n- newspaper: 120 won/kg",
    ],
)
def test_the_nationwide_scope_introducing_the_lines_passes(answer: str) -> None:
    assert flagged(answer, NEWSPAPER) == []


def test_a_sentence_retelling_two_districts_own_ways_passes() -> None:
    answer = (
        "남양주는 규격봉투에 넣어 구역별 지정된 요일에 배출하고, 포천은 5톤 이상이면 처리업체에 "
        "위탁처리해요."
    )
    assert flagged(answer, MOVE) == []


def test_a_date_in_a_paragraph_of_district_labels_is_not_bound_by_the_first() -> None:
    answer = (
        "Seocho-gu: report to the contractor first. Jung-gu, Daejeon: standard bags on set days"
        " (data as of 2025-09-30)."
    )
    assert flagged(answer, DATED) == []
