"""Round 43 (r43a): faithful and claim-free answers flagged on a word or a place detail.

Each reading is narrowed in the module that owns it; its wrong twin stays flagged.

- **A district office written as a department is no department word** (:mod:`.records`): round
  41 made the tail of ``"순천시 청소자원과"`` its record's department without the city. The
  waste-rules output of 부산 사상구 writes its department as ``"부산광역시 사상구"``, so the tail
  ``사상구`` became a text fact, and a citation naming two districts with their dates (``달성군
  2024-03-26 / 사상구 2023-04-17``, prod_holdout32 g50h0-0078) read 사상구 as said of 달성군's
  date. A tail that is itself a place name names the place (read as one), not a department. A
  department of another city (``자원순환과`` where 순천's is 청소자원과) stays flagged.
- **Saying that looking somewhere is surest is advice to check** (:mod:`.service_classes`):
  ``정확한 금액은 구청 홈페이지에서 신청할 때 보는 게 제일 확실해!`` (prod_holdout31 g49h0-0042, a
  clarifying question over a district the fee data lacks) names a homepage only as where to look.
  An online way stated as the service's (``구청 홈페이지에서 신청하면 스티커 없이 바로 내놓을 수
  있어요``) is still flagged where no output gives one.
- **The way of applying asked of an office is no channel** (:mod:`.howto`): ``구청에 규격별 금액과
  신청 방법을 확인해 보세요`` (prod_holdout31 g49h3-0037, after saying the rules data lacks the
  city) sends the user to ask how to apply; the 구청 is not stated as where one applies. Applying
  there (``구청에 신청하면 돼요``) over a how-to that names another way stays flagged. One
  function (:func:`.channels.asked_way`) says it for both readers of a channel (:mod:`.channels`,
  :mod:`.howto`).
- **A word the user said after a size a row names is theirs** (:mod:`.rule_terms`, the row
  frame): ``500ℓ 양문형이면 15,000원이지만, … 무상방문수거 … 추천드려요`` (prod_holdout32
  g50h2-0039) picks the ``500ℓ 이상`` row by the size; 양문형 is the user's word for their fridge.
  Another row's fee after the same words (30,000원), the word with no size, or a word the user
  never said stays flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _rules(district: str, full: str, department: str, phone: str, how: str) -> dict[str, object]:
    """The waste-rules tool's answer for one district: its way of applying and its department."""
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "as_of": "2024-03-26" if district == "달성군" else "2023-04-17",
        "application_methods": [how], "places": ["현장"], "department": department,
        "phone": phone, "phone_note": f"문의: {full} {department} {phone}",
    }  # fmt: skip


def _dalseong_sasang() -> tuple[dict[str, object], ...]:
    """달성군 (department 청소위생과) and 부산 사상구 (department written as the district office)."""
    return (
        _rules("달성군", "대구광역시 달성군", "청소위생과", "053-668-2733", "읍면사무소에서 확인 후 배출"),
        _rules("사상구", "부산광역시 사상구", "부산광역시 사상구", "051-310-4332",
               "권역별 지정 업체에 신청하여 배출"),
    )  # fmt: skip


_SASANG = "부산 사상구는 권역별 지정 업체에 신청해 배출하며 문의는 051-310-4332입니다. "
_DALSEONG = "달성군은 읍면사무소에서 확인 후 배출하며, 문의는 청소위생과 053-668-2733입니다. "


@pytest.mark.parametrize(
    "answer",
    [
        # g50h0-0078's shape, then the citation in another order, wording and language
        _SASANG
        + _DALSEONG
        + "[출처: 행정안전부 생활쓰레기배출정보, 달성군 2024-03-26 / 사상구 2023-04-17]",
        _DALSEONG + _SASANG + "(기준일: 달성군 2024-03-26, 사상구 2023-04-17)",
        "Sasang-gu: apply to the designated company, 051-310-4332. Dalseong-gun: 청소위생과 "
        "053-668-2733. (Data as of 달성군 2024-03-26 / 사상구 2023-04-17)",
    ],
)
def test_a_district_office_as_department_is_no_department_word(answer: str) -> None:
    assert flagged(answer, ev(*_dalseong_sasang())) == []


def test_a_department_the_district_does_not_give_is_still_flagged() -> None:
    answer = _SASANG.replace("문의는", "문의는 자원순환과") + _DALSEONG
    assert "자원순환과" in flagged(answer, ev(*_dalseong_sasang()))


def test_the_other_districts_phone_is_still_flagged() -> None:
    answer = "부산 사상구 문의는 053-668-2733입니다. 달성군 문의는 051-310-4332입니다."
    assert flagged(answer, ev(*_dalseong_sasang())) != []


def _uncovered(item: str) -> dict[str, object]:
    """The fee tool's answer for a district its data does not cover: no rows, no online way."""
    return {
        "district": "강동구", "full_name": "서울특별시 강동구", "query": item, "item_count": 0,
        "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
        "note": f"서울특별시 강동구 수수료 자료가 없어 '{item}' 수수료를 알려드릴 수 없습니다.",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g49h0-0042's shape, then other wording and places
        "크기가 어느 정도야? 거울 달린 거야? 정확한 금액은 구청 홈페이지에서 신청할 때 보는 게 제일 확실해!",
        "어떤 크기인가요? 정확한 수수료는 구청 홈페이지에서 보시는 게 가장 정확해요.",
        "몇 인용이에요? 금액은 시청 누리집에서 신청하면서 보는 편이 확실해요.",
    ],
)
def test_looking_at_a_homepage_said_surest_is_advice(answer: str) -> None:
    assert flagged(answer, ev(_uncovered("화장대"))) == []


@pytest.mark.parametrize(
    "answer",
    [
        "구청 홈페이지에서 신청하면 스티커 없이 바로 내놓을 수 있어요.",
        "구청 홈페이지에서 인터넷 배출 신고를 하면 바로 수거해 가요.",
    ],
)
def test_an_online_way_stated_of_the_service_is_still_flagged(answer: str) -> None:
    assert "홈페이지" in flagged(answer, ev(_uncovered("화장대")))


def _sofa_fees_no_rules() -> tuple[dict[str, object], ...]:
    """안산시's sofa fees, and a rules output that has no data for the city (no way listed)."""
    fees = {
        "district": "안산시", "full_name": "경기도 안산시", "query": "소파", "item_count": 3,
        "items": fee_rows("소파", 2000, 3000, 5000), "source": "bulk-waste-fees",
        "covered": True, "as_of": "2025-03-25",
    }  # fmt: skip
    rules = {
        "district": "안산시", "full_name": "경기도 안산시", "source": "waste-rules",
        "as_of": "2026-11-10", "application_methods": [],
        "note": "생활쓰레기배출정보에 경기도 안산시 자료가 없습니다.",
    }  # fmt: skip
    return fees, rules


def _dalseong_rules() -> dict[str, object]:
    return _rules(
        "달성군", "대구광역시 달성군", "청소위생과", "053-668-2733", "업체에 전화로 신청 후 배출"
    )


@pytest.mark.parametrize(
    "advice",
    [
        # g49h3-0037's shape, then other offices, acts and verbs of asking
        "구청에 규격별 금액과 신청 방법을 확인해 보세요.",
        "주민센터에 접수 절차를 문의해 보세요.",
        "시청에 예약하는 방법을 물어보시면 돼요.",
    ],
)
def test_the_way_of_applying_asked_of_an_office_is_no_channel(advice: str) -> None:
    answer = (
        "소파는 2,000원, 3,000원, 5,000원이 있어요. 배출 방법은 자료가 없어서 안내가 어려워요. "
    )
    assert flagged(answer + advice, ev(*_sofa_fees_no_rules())) == []
    assert flagged(advice, ev(_dalseong_rules())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("달성군은 구청에 신청하면 돼요.", "구청"),
        ("달성군은 주민센터에 방문해서 접수하면 돼요.", "주민센터"),
    ],
)
def test_applying_at_an_office_the_howto_does_not_name_is_still_flagged(
    answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(_dalseong_rules()))


def _fridge_rows() -> dict[str, object]:
    """사상구's fridge rows by capacity, with the free appliance pickup's note."""
    rows = [("1000ℓ 이상", 30000), ("300ℓ 미만", 6000), ("300ℓ 이상", 10000), ("500ℓ 이상", 15000)]
    return {
        "district": "사상구", "full_name": "부산광역시 사상구", "query": "냉장고",
        "item_count": 4, "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-26",
        "items": [
            {"item_name": f"냉장고(자판기) ({spec})", "name": "냉장고(자판기)", "spec": spec,
             "category": "가전제품류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
            for spec, fee in rows
        ],
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
        "서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }  # fmt: skip


_FREE = (
    "냉장고는 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있으니 그쪽을 추천드려요."
)


@pytest.mark.parametrize(
    ("user", "picked"),
    [
        # g50h2-0039's shape, then other sizes, words and units
        (
            "부산 사상구인데 500리터 양문형 냉장고 버리려면 얼마예요?",
            "500ℓ 양문형이면 15,000원이지만, ",
        ),
        ("사상구예요. 300리터 일반형 냉장고 얼마예요?", "300리터 일반형은 10,000원이지만, "),
        ("사상구, 1000리터 업소용 냉장고요", "1000ℓ 업소용이면 30,000원이지만, "),
    ],
)
def test_a_users_word_after_a_size_its_row_names_is_theirs(user: str, picked: str) -> None:
    answer = "사상구 냉장고 수수료는 용량별로 300ℓ 미만 6,000원, 500ℓ 이상 15,000원이에요. "
    assert flagged(answer + picked + _FREE, ev(_fridge_rows(), user=user)) == []


@pytest.mark.parametrize(
    ("user", "picked"),
    [
        # another row's fee after the size, no size at all, a word the user never said
        ("500리터 양문형 냉장고 얼마예요?", "500ℓ 양문형이면 30,000원이지만, "),
        ("양문형 냉장고 얼마예요?", "양문형이면 15,000원이지만, "),
        ("500리터 냉장고 얼마예요?", "500ℓ 양문형이면 15,000원이지만, "),
    ],
)
def test_a_word_another_row_or_no_size_picks_is_still_flagged(user: str, picked: str) -> None:
    assert flagged(picked + _FREE, ev(_fridge_rows(), user=user)) != []
