"""Round 38 (r38c, prod_holdout27/28's misattributions that passed): a value's time or scope lost.

A month's climate normal (``kind: monthly_normal``) says what the weather usually is in the month,
not what it is now. The live-reading reading (:mod:`guardrails.grounding.live_reading`) already
flagged ``지금 기온은 0.4도``; it lost the time of the reading when

* a place word stood between the time and the reading word (``지금 강북구 기온은 0.4도``,
  ``현재 서울 습도는 61%``), or the reading was humidity rather than temperature;
* the month's figure was given as this month's own (``이번 달 강수량은 23mm``,
  ``This month's rainfall is 23mm``) — the month's actual total, which no normal supports.

A sentence that says the figure is the month's mean (``이번 달 평년 강수량``, ``12월 평균
기온``) stays faithful (g46h2-0063).

A nationwide price output's prices given to a region (:mod:`guardrails.grounding.scopes`): the
English item word between the place and its price word may carry a gloss in brackets (``the Seoul
metropolitan-area (수도권) regional price is 350 won/kg``), as the Korean one does since round 31;
the sentence that names the nationwide scope or says the region's price is missing still passes
(g46h3-0056).

A nationwide coverage count (``districts_with_data``) said of the districts in one place
(:mod:`guardrails.grounding.national_coverage`): a sentence that counts districts was read as the
dataset's own count and passed whole; the count bound to a place by ``in``/``across``/``within``
(``Data exists for 47 districts in North Chungcheong``) is that place's, which no output gives,
while ``47 districts across the country`` and a place in another clause pass (g45h2-0061).

Where a district has bulky waste put out (:mod:`guardrails.grounding.disposal_places`): the
English put word before the place may end in ``in front of the`` (``put it out in front of the
community service centre``), so a centre the record names only as where the sticker is bought is
read as a place of putting out and flagged; buying there still passes (g46h1-0074).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

_WHY = "the weather output is a monthly climate normal, not a live reading"


def _normal(district: str = "강북구", station: str = "서울") -> dict[str, object]:
    return {
        "kind": "monthly_normal", "station": station, "district": district, "month": 12,
        "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
        "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
        "as_of": "1991-2020",
    }  # fmt: skip


def test_case_shape_normals_as_current_readings_are_flagged() -> None:
    answer = (
        "지금 강북구 기온은 0.4도, 습도 61%예요. 이번 달 강수량은 23mm 정도로 적은 편이라 "
        "가구 내놓기엔 괜찮을 것 같아요."
    )
    result = check(answer, ev(_normal()))
    assert not result.grounded
    spans = [c.text for c in result.unsupported]
    assert "지금 강북구 기온" in spans and "이번 달 강수량" in spans
    assert all(c.why == _WHY for c in result.unsupported)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("현재 서울 습도는 61%예요.", "현재 서울 습도"),
        ("지금 강북구의 기온은 0.4도라서 추워요.", "지금 강북구의 기온"),
        ("This month's rainfall is 23mm, so it should stay dry.", "This month's rainfall"),
        ("이번 달 기온은 0.4도 정도예요.", "이번 달 기온"),
    ],
)
def test_variants_of_now_and_this_month_are_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_normal()))


@pytest.mark.parametrize(
    "answer",
    [
        "강북구 12월 평년 기온은 0.4도, 습도 61%예요. 12월 평년 강수량은 23mm 정도예요.",
        "이번 달 평년 강수량은 23mm 정도예요.",
        "지금 강북구 기온은 실시간 관측이 아니라 알 수 없어요. 12월 평균 기온은 0.4도예요.",
        "December in Seoul usually brings about 23mm of rain, with an average of 0.4°C.",
    ],
)
def test_faithful_twins_stating_the_normal_pass(answer: str) -> None:
    result = check(answer, ev(_normal()))
    assert result.grounded, [(c.text, c.why) for c in result.unsupported]


# --- the nationwide average called a region's price, the item word glossed ----------------------


def _pet_prices() -> dict[str, object]:
    rows = [("PET", "압축", 350), ("PET(플레이크)", "플레이크", 650)]
    return {
        "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
        "items": [{"item_name": n, "category": "plastic", "form": f, "price_per_kg": p,
                   "price_text": f"{p}원/kg"} for n, f, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
        "note": "수도권 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
    }  # fmt: skip


def test_case_shape_glossed_region_price_is_flagged() -> None:
    answer = (
        "1. Compressed PET: the Seoul metropolitan-area (수도권) regional price is 350 won/kg.\n"
        "2. PET flakes (PET(플레이크)): 650 won/kg.\nBoth figures are from the January 2025 survey."
    )
    result = check(answer, ev(_pet_prices()))
    assert not result.grounded
    claim = result.unsupported[0]
    assert claim.text == "Seoul metropolitan-area (수도권) regional price"
    assert "nationwide average" in claim.why


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("Compressed PET: the Busan metro-area (부산권) price is 350 won/kg.",
         "Busan metro-area (부산권) price"),
        ("PET flakes: the Seoul capital-region (수도권) rate is 650 won/kg.",
         "Seoul capital-region (수도권) rate"),
    ],
)  # fmt: skip
def test_variants_glossed_region_price_are_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_pet_prices()))


@pytest.mark.parametrize(
    "answer",
    [
        "1. Compressed PET: the nationwide (전국) average price is 350 won/kg.\n2. PET flakes: 650 won/kg.",
        "There's no Seoul metropolitan-area (수도권) price in the data, so here is the national "
        "average: compressed PET 350 won/kg.",
    ],
)
def test_faithful_twins_nationwide_price_pass(answer: str) -> None:
    result = check(answer, ev(_pet_prices()))
    assert result.grounded, [(c.text, c.why) for c in result.unsupported]


# --- the nationwide district count said of the districts in one province -----------------------


def _clothing(districts: int = 47) -> dict[str, object]:
    return {
        "address_keyword": "음성군", "item_type": "clothes", "place_name": "음성군",
        "place_precision": "district", "kind_name": "의류", "districts_with_data": districts,
        "source": "clothing-bins", "district_has_data": False, "points": [], "found": 0,
        "note": f"충청북도 음성군의 의류 장소 자료는 없습니다. 자료가 있는 시군구는 전국 {districts}곳입니다. "
        "충청북도에서는 충주시에 자료가 있습니다.",
    }  # fmt: skip


def test_case_shape_nationwide_count_given_to_province_is_flagged() -> None:
    answer = (
        "I couldn't find any clothing-bin location data for Eumseong-gun. Data exists for 47 "
        "districts in North Chungcheong, and Chungju is one of them."
    )
    result = check(answer, ev(_clothing()))
    assert not result.grounded
    claim = result.unsupported[0]
    assert claim.text == "47 districts in North Chungcheong"
    assert claim.why == "47 is the number of districts with data nationwide, not 충청북도's"


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("There's no data for Eumseong-gun. Bins are listed for 47 cities across Chungbuk.",
         "47 cities across Chungbuk"),
        ("There's no data for Eumseong-gun. Records cover 52 districts within Chungcheongbuk-do.",
         "52 districts within Chungcheongbuk-do"),
    ],
)  # fmt: skip
def test_variants_count_given_to_province_are_flagged(answer: str, span: str) -> None:
    districts = 52 if "52" in answer else 47
    assert span in flagged(answer, ev(_clothing(districts)))


@pytest.mark.parametrize(
    "answer",
    [
        "There's no data for Eumseong-gun. Data exists for 47 districts across the country; in "
        "North Chungcheong, Chungju has data.",
        "There's no data for Eumseong-gun. Data exists for 47 districts, and in North Chungcheong "
        "Chungju is one of them.",
    ],
)
def test_faithful_twins_count_not_scoped_pass(answer: str) -> None:
    result = check(answer, ev(_clothing()))
    assert result.grounded, [(c.text, c.why) for c in result.unsupported]


# --- the sticker's purchase place given as the put-out place -------------------------------------


def _sangju() -> dict[str, object]:
    return {
        "district": "상주시", "full_name": "경상북도 상주시", "source": "waste-rules",
        "application_methods": ["읍면동 행정복지센터 및 대형폐기물 관리시스템 대형폐기물 스티커 구입"],
        "places": ["종량제봉투 배출장소와 동일"], "department": "환경관리과", "phone": "054-537-7366",
    }  # fmt: skip


def test_case_shape_purchase_place_as_put_out_place_is_flagged() -> None:
    answer = (
        "Here's how it works in Sangju:\n- Sticker: buy a bulky-waste sticker at the eup/myeon/dong "
        "community service centre or through the bulky-waste management system\n- Where: put it "
        "out in front of the community service centre\n- Enquiries: 054-537-7366"
    )
    result = check(answer, ev(_sangju()))
    assert not result.grounded
    claim = result.unsupported[0]
    assert claim.text == "community service centre"
    assert "no centre place of putting out" in claim.why


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("In Sangju, leave it in front of the community centre once the sticker is on.",
         "community centre"),
        ("In Sangju, set it out in front of the community service center.",
         "community service center"),
    ],
)  # fmt: skip
def test_variants_in_front_of_a_centre_are_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_sangju()))


def test_faithful_twin_purchase_at_centre_passes() -> None:
    answer = (
        "In Sangju, buy a sticker at the community service centre, then put it out at your usual "
        "bin-bag collection point."
    )
    result = check(answer, ev(_sangju()))
    assert result.grounded, [(c.text, c.why) for c in result.unsupported]
