"""Round 53 (r53a): invented conditions and facts in prose (prod_holdout47/48).

- A grade of an attribute no output measures, said with a hyphen or a quoted grade (``the
  fine-dust level is 'good' too``; :mod:`.unmeasured`; g65h0-0059).
- A service restricted to a purchase or a replacement no output speaks of (``provided you are
  replacing it with a new appliance``; :mod:`.purchase_terms` read by :mod:`.service_conditions`;
  g65h1-0065).
- A per-area given to a row's fee where no output writes an area (``카페트: 1,000원 (1㎡당)``;
  :mod:`.per_area`; g65h1-0077).
- A restriction set beside a price per kg, naming a state of the good no output writes (``200원/kg ·
  only clean white ones, no tape or stickers``; :mod:`.priced_requirements`; g65h1-0034).
- A thing of its own a fee is said to include (``Monitors are included in the fee``;
  :mod:`.included_parts`; g66h1-0026), or a service to take along (``실외기까지 함께 수거해 가니``;
  :mod:`.taken_along`; g65h0-0023), that no output names.
- ``돈 안 내도 돼`` is a free claim (:mod:`.free_statements`; g66h0-0028).
- A turn of the weather at a part of the month over a monthly normal (``12월 중순 이후엔 평균 기온이
  영하로 떨어지니``; :mod:`.month_parts`; g66h1-0079).
- A fee said to hold when only a part no output names is put out (``본체만 내놓으면 1,000원이에요``;
  :mod:`.part_fees`; g66h1-0094).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import (
    eps_prices,
    ev,
    fee_answer,
    fee_rows,
    flagged,
    monthly_normal,
)

_NOWCAST = {
    "kind": "observation", "district": "종로구", "temperature_c": 9.2, "humidity_pct": 60,
    "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음",
    "wind_ms": 4.6, "observed_at": "2026-01-22 11:00", "tips": [], "source": "kma",
    "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00",
}  # fmt: skip

# -- a grade of fine dust no output measures (g65h0-0059) -------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "It's 9.2°C in Seoul right now, dry, with humidity at 60% — the fine-dust level is 'good'"
        " too, so it's a nice time to be out.",
        'It is 9.2°C and the fine-dust reading is "moderate" today.',
        "9.2°C now; fine dust is good, so go ahead.",
    ],
)
def test_quoted_or_hyphened_dust_grade_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_NOWCAST))


def test_dust_grade_an_output_gives_passes() -> None:
    aired = _NOWCAST | {"pm10_grade": "좋음", "air_quality": "good"}
    answer = "It's 9.2°C right now, and the fine-dust level is 'good' too."
    assert flagged(answer, ev(aired)) == []


# -- a purchase condition on a service (g65h1-0065) ---------------------------------------------

_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_FRIDGE = fee_answer(
    "영천시", "경상북도 영천시", "냉장고", fee_rows("냉장고", 4000, 6000), as_of="2025-07-11"
) | {"appliance_note": _NOTE}


@pytest.mark.parametrize(
    "answer",
    [
        "Large appliances can be collected free of charge through the waste-appliance free pickup"
        " service (1599-0903), provided you are replacing it with a new appliance.",
        "The 1599-0903 service will pick it up only if you buy a new one.",
        "폐가전 무상방문수거(1599-0903)는 새 제품으로 교체하는 경우에만 수거해 가요.",
        "1599-0903으로 신청하면 신제품을 구매할 때만 가져가요.",
    ],
)
def test_purchase_condition_no_output_states_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_FRIDGE))


def test_purchase_condition_an_output_states_passes() -> None:
    swapped = _FRIDGE | {
        "appliance_note": _NOTE + " 새 제품 구매 시 판매점에서 헌 제품을 회수합니다."
    }
    answer = "The 1599-0903 service will pick it up only if you buy a new one."
    assert flagged(answer, ev(swapped)) == []


def test_free_pickup_without_condition_passes() -> None:
    answer = (
        "Large appliances can be collected free of charge through the waste-appliance free pickup"
        " service (1599-0903, www.15990903.or.kr)."
    )
    assert flagged(answer, ev(_FRIDGE)) == []


# -- a per-area unit over rows that write no area (g65h1-0077) ---------------------------------

_CARPET = fee_answer(
    "영천시",
    "경상북도 영천시",
    "카펫",
    fee_rows("카페트", 1000, category="기타"),
    as_of="2025-07-11",
)


@pytest.mark.parametrize(
    "answer",
    [
        "영천시 기준이에요.\n- 카페트: 1,000원 (1㎡당)\n크기가 크면 면적만큼 곱해서 내시면 돼요.",
        "카페트는 3.3㎡당 1,000원이에요.",
        "The carpet is 1,000 won per square meter.",
        "Carpet: 1,000 won (per m²).",
    ],
)
def test_per_area_no_output_writes_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_CARPET))


def test_per_area_a_row_writes_passes() -> None:
    rows = [
        {"item_name": "카페트", "name": "카페트", "spec": "1㎡당", "category": "기타",
         "fee": 1000, "fee_text": "1,000원", "is_free": False}
    ]  # fmt: skip
    carpet = fee_answer("영천시", "경상북도 영천시", "카펫", rows, as_of="2025-07-11")
    assert flagged("- 카페트: 1,000원 (1㎡당)", ev(carpet)) == []


def test_fee_without_area_passes() -> None:
    assert flagged("영천시 카페트는 1,000원이에요.", ev(_CARPET)) == []


# -- a restriction beside a price per kg (g65h1-0034) -------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Yes po:\n- 스티로폼 (EPS, 압축): 200원/kg · only clean white ones, no tape or stickers\n"
        "전국 평균 price (2025-01).",
        "EPS: 200 won/kg — only if all tape and labels are removed.",
        "- 스티로폼: 200원/kg · 테이프랑 스티커 뗀 깨끗한 것만",
    ],
)
def test_restriction_beside_price_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(eps_prices()))


def test_restriction_a_state_an_output_writes_passes() -> None:
    taped = eps_prices() | {"form_note": "테이프·스티커를 뗀 압축품 기준 가격입니다."}
    answer = "- 스티로폼: 200원/kg · only pieces with the tape and stickers removed"
    assert flagged(answer, ev(taped)) == []


def test_price_with_no_restriction_passes() -> None:
    assert flagged("- 스티로폼 (EPS, 압축): 200원/kg (전국 평균, 2025-01)", ev(eps_prices())) == []


# -- a thing included or taken along that no output names (g66h1-0026, g65h0-0023) ------------

_PC = fee_answer(
    "홍천군", "강원특별자치도 홍천군", "컴퓨터", fee_rows("컴퓨터", 1000, 3000, category="생활용품류"),
    as_of="2023-10-05",
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- Computer: 1,000 won\n- Computer: 3,000 won\nMonitors are included in the fee at no extra"
        " charge.",
        "The 3,000 won fee covers the keyboard as well.",
    ],
)
def test_included_thing_no_output_names_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_PC))


def test_included_thing_an_output_names_is_not_flagged_as_unnamed() -> None:
    rows = fee_rows("컴퓨터(모니터 포함)", 3000, category="생활용품류")
    pc = fee_answer("홍천군", "강원특별자치도 홍천군", "컴퓨터", rows, as_of="2023-10-05")
    assert flagged("Computer: 3,000 won. The monitor is included in the fee.", ev(pc)) == []


_AIRCON = {
    "district": "문경시", "full_name": "경상북도 문경시", "query": "에어컨", "item_count": 0,
    "items": [], "source": "bulk-waste-fees", "covered": False, "appliance_note": _NOTE,
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "에어컨은 무상방문수거(1599-0903)로 무료 배출할 수 있습니다. 사업장 에어컨도 실외기까지 함께"
        " 수거해 가니 미리 분리해 두실 필요는 없습니다.",
        "무상방문수거(1599-0903)는 리모컨까지 같이 가져가요.",
        "The 1599-0903 service takes the outdoor unit too, free of charge.",
    ],
)
def test_thing_taken_along_no_output_names_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_AIRCON))


@pytest.mark.parametrize(
    "answer",
    [
        "에어컨은 무상방문수거(1599-0903)로 무료 배출할 수 있습니다. 세탁기까지 함께 수거해 가요.",
        "실외기까지 수거하는지는 1599-0903에 확인해 보세요.",
    ],
)
def test_thing_named_or_asked_passes(answer: str) -> None:
    assert flagged(answer, ev(_AIRCON)) == []


# -- "돈 안 내도 돼" is free (g66h0-0028) ---------------------------------------------------------

_MAT = fee_answer(
    "장수군", "전북특별자치도 장수군", "카펫", fee_rows("장판(카펫)", 2000, category="생활용품류"),
    as_of="2024-10-30",
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "장수군 카펫(장판)은 2,000원이야. 잘게 잘라서 종량제 봉투에 넣으면 돈 안 내도 돼.",
        "장판은 접어서 내놓으면 따로 돈을 안 내셔도 돼요.",
    ],
)
def test_no_pay_over_paid_rows_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_MAT))


def test_no_pay_beside_the_sticker_passes() -> None:
    answer = "장판(카펫)은 2,000원이에요. 스티커 외에 따로 돈 안 내도 돼요."
    assert flagged(answer, ev(_MAT)) == []


# -- a turn of the weather at a part of the month (g66h1-0079) -----------------------------------

_NORMAL = monthly_normal("서울", "양평군", 0.4, 61, 23)


@pytest.mark.parametrize(
    "answer",
    [
        "양평군 12월 평년값: 평균 0.4℃. 12월 중순 이후엔 평균 기온이 영하로 떨어지니 초순에 내놓으세요.",
        "하순에는 기온이 영하권으로 내려가요.",
        "December's normal is 0.4°C; temperatures drop below freezing after mid-December.",
    ],
)
def test_turn_at_part_of_month_over_normal_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_NORMAL))


@pytest.mark.parametrize(
    "answer",
    [
        "양평군 12월 평년 평균 기온은 0.4℃예요. 12월 초로 잡는 걸 추천해요.",
        "December's normal mean is 0.4°C, so dress warmly.",
    ],
)
def test_normal_without_part_turn_passes(answer: str) -> None:
    assert flagged(answer, ev(_NORMAL)) == []


# -- a fee for a part alone (g66h1-0094) ----------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "- 컴퓨터: 1,000원\n- 컴퓨터: 3,000원\n본체만 내놓으면 1,000원이에요.",
        "모니터만 버리시면 3,000원이에요.",
    ],
)
def test_fee_for_unnamed_part_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_PC))


@pytest.mark.parametrize(
    "answer",
    [
        "컴퓨터만 내놓으면 1,000원이에요.",
        "확인해 보니 모니터만 버리시면 3,000원일 수도 있어요.",
        "키보드만 배출하면 아마 1,000원쯤이에요.",  # hedged: unsure
    ],
)
def test_fee_for_named_or_asked_part_passes(answer: str) -> None:
    assert flagged(answer, ev(_PC)) == []
