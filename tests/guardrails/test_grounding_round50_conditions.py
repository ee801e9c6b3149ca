"""Round 50 (r50b): invented conditions on fees and prices, weather and survey lists that passed
on prod_holdout41/42.

- A twin row named by its rank with its amount beside it, or falling in the lowest/highest band
  (``The highest, 15,000 KRW, applies to tables seating six or more``, ``A single bed falls in
  the lowest band``) is given a kind the outputs do not tell apart (:mod:`.twin_ranks`; g60h3-0025,
  g59h1-0002).
- One row's fee said for two or more pieces (``2장 이상이면 4,500원에 한꺼번에``, ``2개면 4,500원``) is
  a bundle no output states (:mod:`.piece_totals`; g60h1-0034).
- An English rule of a price that names a state of the good (labels) no output writes is no
  translation of the outputs' Korean rule (:mod:`.state_words`, read by :mod:`.rule_terms`), and
  ``you get the … price`` on a condition is an amount received (:mod:`.rule_frames`; g60h0-0036).
- The form the prices are said to be for must be the rows' form (``these are for whole bottles``
  over cullet prices) (:mod:`.priced_forms`; g60h0-0093).
- Today's temperature over a monthly normal is a live reading (:mod:`.live_reading`; g60h0-0032).
- A hedge reported as a source's (``오후에 비 올 수도 있대``, ``they say it might rain this
  afternoon``) is a forecast, not a doubt of the answer's own (:mod:`.forecast`; g60h0-0048).
- A member of a list called the survey's own, named by its Korean gloss (``copper wire (구리선)``),
  must be one of the survey's items (:mod:`.glossed_items`; g60h3-0006).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import (
    ev,
    fee_rows,
    flagged,
    glass_prices,
    national_prices,
    plastic_row,
)

_NOTE = "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."


def _fees(district: str, item: str, *fees: int, user: str = "", query: str = "") -> object:
    rows = fee_rows(item, *fees)
    return ev({"district": district, "query": query or item, "item_count": len(rows), "items": rows,
               "source": "bulk-waste-fees", "covered": True, "as_of": "2025-01-03"}, user=user)  # fmt: skip


_TABLES = _fees("구미시", "식탁", 2000, 4000, 5000, 15000)
_BEDS = _fees("창원시", "침대", 3000, 5000, 25000, user="I'm clearing out an old single bed.")
_CARPETS = _fees("군산시", "카페트", 3500, 4500, user="carpet 2개 버리고 싶어요", query="카펫")


# --- a twin row named by its rank ----------------------------------------------------------


def test_rank_with_amount_beside_case_shape() -> None:
    answer = (
        "The fee data lists four fees for a dining table (식탁): 2,000, 4,000, 5,000 and 15,000 KRW.\n"
        "1. The lowest is 2,000 KRW.\n2. The highest, 15,000 KRW, applies to tables seating six or more."
    )
    assert flagged(answer, _TABLES)


def test_rank_with_amount_other_wording_and_language() -> None:
    assert flagged("The lowest fee (2,000 won) is for tables with folding legs.", _TABLES)
    assert flagged(
        "The cheapest, 4,000 won, applies to tables seating two.",
        _fees("구미시", "식탁", 4000, 9000),
    )
    assert flagged("가장 비싼 15,000원은 6인용 식탁 기준이에요.", _TABLES)
    assert flagged("제일 낮은 금액인 2,000원은 접이식 식탁 요금이에요.", _TABLES)


def test_band_case_shape_and_other_wording() -> None:
    answer = (
        "Here is what Changwon's fee data lists for beds:\n- Bed: fees from 3,000 won up to 25,000 won\n"
        "- A single bed falls in the lowest band, so it's 3,000 won"
    )
    assert flagged(answer, _BEDS)
    assert flagged("A bunk bed falls into the highest bracket, so it's 25,000 won.", _BEDS)
    assert flagged("싱글 침대는 가장 낮은 구간이라 3,000원이에요.", _BEDS)


def test_rank_neighbours_pass() -> None:
    faithful = "The lowest is 2,000 KRW and the highest is 15,000 KRW; the data does not say which size is which."
    assert not flagged(faithful, _TABLES)
    assert not flagged("The highest, 15,000 KRW, is four times the lowest.", _TABLES)
    assert not flagged("가장 비싼 건 15,000원이에요.", _TABLES)
    sized = ev({"district": "구미시", "items": [
        {"item_name": "식탁", "name": "식탁", "spec": "6인용 이상", "fee": 15000, "fee_text": "15,000원"},
        {"item_name": "식탁", "name": "식탁", "spec": "4인용 이하", "fee": 5000, "fee_text": "5,000원"},
    ]})  # fmt: skip
    assert not flagged(
        "The highest, 15,000 won, applies to tables seating 6 or more (6인용 이상).", sized
    )


# --- one row's fee said for several pieces -------------------------------------------------


def test_pieces_at_one_fee_case_shape() -> None:
    answer = (
        "군산시 carpet 수수료:\n- 카페트 1장: 3,500원\n- 2장 이상이면 4,500원에 한꺼번에\n"
        "그래서 2개면 4,500원이에요."
    )
    assert flagged(answer, _CARPETS)


def test_pieces_at_one_fee_other_wording_language_values() -> None:
    assert flagged("카페트 2장이면 4,500원이에요.", _CARPETS)
    assert flagged("세 개면 3,500원에 같이 버릴 수 있어요.", _CARPETS)
    assert flagged("For two carpets it's 4,500 won.", _CARPETS)
    assert flagged("You'd pay 4,500 won for both together.", _CARPETS)
    chairs = _fees("수원시", "의자", 2000, 3000)
    assert flagged("의자 3개면 3,000원이에요.", chairs)


def test_pieces_worked_or_per_piece_pass() -> None:
    assert not flagged("2개면 4,500원씩 9,000원이에요.", _CARPETS)
    assert not flagged("2개면 3,500원 × 2 = 7,000원이에요.", _CARPETS)
    assert not flagged("2장이면 각각 3,500원이에요.", _CARPETS)
    assert not flagged("For two carpets it's 4,500 won each.", _CARPETS)
    assert not flagged("카페트 1장은 3,500원이에요.", _fees("군산시", "카페트", 3500))
    assert not flagged("2개면 7,000원이에요.", _fees("군산시", "카페트", 3500, 7000))
    # a list of workings after the count (prod_holdout13 g27h2-0075) and a size in English
    desks = _fees("예산군", "책상", 5000, 6000)
    workings = (
        "12개면\n- 전부 5,000원: 12 × 5,000 = 60,000원\n- 전부 6,000원: 12 × 6,000 = 72,000원"
    )
    assert not flagged(workings, desks)
    drawers = ev({"district": "용인시", "items": [
        {"item_name": "서랍장", "name": "서랍장", "spec": "5단 미만", "fee": 3000, "fee_text": "3,000원"},
        {"item_name": "서랍장", "name": "서랍장", "spec": "5단 이상", "fee": 4000, "fee_text": "4,000원"},
    ]})  # fmt: skip
    assert not flagged(
        "서랍장 is 3,000 won under 5 drawers, 4,000 won for 5 drawers or more.", drawers
    )
    jars = ev({"district": "춘천시", "items": [
        {"item_name": "항아리", "name": "항아리", "spec": "긴 쪽 50cm 미만", "fee": 2000, "fee_text": "2,000원"},
        {"item_name": "항아리", "name": "항아리", "spec": "긴 쪽 50cm 이상 100cm 미만", "fee": 3000,
         "fee_text": "3,000원"},
    ]})  # fmt: skip
    assert not flagged("The jar fee is 2,000 won under 50 cm and 3,000 won for 50–100 cm.", jars)


# --- an English price rule of a state no output names --------------------------------------


def _pet() -> object:
    rows = [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)]
    return ev({"region": "nationwide", "query": "PET", "items": rows, "unit": "원/kg",
               "form_note": _NOTE, "as_of": "2025-01"})  # fmt: skip


def test_state_rule_case_shape_and_other_wording() -> None:
    answer = "Crushed PET bottles go for 350 won/kg, and if you strip the labels you get the flake price of 650 won/kg."
    assert flagged(answer, _pet())
    assert flagged("If you take the caps off you'll get the flake rate of 650 won a kilo.", _pet())
    assert flagged("If the sleeves are cut off you can get 650 won per kg.", _pet())


def test_state_rule_translated_or_plain_pass() -> None:
    assert not flagged(
        "Crushed PET goes for 350 won/kg; washed and shredded flakes are 650 won/kg.", _pet()
    )
    assert not flagged(
        "If they are washed and shredded, you get the flake price of 650 won/kg.", _pet()
    )
    assert not flagged("PET is 350 won/kg compressed and 650 won/kg as flakes.", _pet())


# --- the form the prices are for -------------------------------------------------------------


def test_priced_form_case_shape_and_other_wording() -> None:
    glass = ev(glass_prices())
    answer = (
        "Clear glass is the best at 45 won/kg, brown 40 and blue-green 35 won/kg. "
        "Note these are for whole bottles; broken glass pays less."
    )
    assert flagged(answer, glass)
    assert flagged("The prices above assume intact bottles.", glass)
    assert flagged("이 가격은 병째 기준이에요.", glass)
    flakes = ev(national_prices("plastic", "압축", [("PET", 350), ("HDPE", 200)]))
    assert flagged("These rates are for shredded flakes.", flakes)


def test_priced_form_neighbours_pass() -> None:
    glass = ev(glass_prices())
    assert not flagged("These are for broken glass (cullet), not whole bottles.", glass)
    assert not flagged("These prices are for cullet, i.e. broken glass.", glass)
    assert not flagged("이 가격은 파유리 기준이에요.", glass)
    pet = ev(national_prices("plastic", "압축", [("PET", 350)]))
    assert not flagged("These prices are for compressed bales.", pet)


# --- a monthly normal as today's reading -----------------------------------------------------

_NORMAL = {"kind": "monthly_normal", "station": "부산", "district": "동래구", "month": 12,
           "temperature_c": 5.8, "humidity_pct": 48, "precipitation_mm_month": 28,
           "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님", "as_of": "1991-2020"}  # fmt: skip


def test_today_reading_case_shape_and_other_wording() -> None:
    normal = ev(_NORMAL)
    assert flagged(
        "오늘 동래구 기온은 5.8℃, 습도 48%입니다. 12월 월 강수량은 평년 28mm 수준입니다.", normal
    )
    assert flagged("오늘 기온은 5.8도예요.", normal)
    assert flagged("Today's temperature in Dongnae is 5.8°C.", normal)
    assert flagged("Today in Busan it's 5.8°C with 48% humidity.", normal)


def test_today_reading_neighbours_pass() -> None:
    normal = ev(_NORMAL)
    assert not flagged("12월 동래구 평년 기온은 5.8℃예요.", normal)
    assert not flagged("오늘 기준으로 보면 12월 평년 기온은 5.8도예요.", normal)
    assert not flagged("December in Dongnae averages 5.8°C.", normal)


# --- a reported forecast ---------------------------------------------------------------------

_NOW = {"kind": "observation", "district": "종로구", "temperature_c": 10.7, "humidity_pct": 87,
        "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음",
        "observed_at": "2026-01-22 11:00", "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00"}  # fmt: skip


def test_reported_forecast_case_shape_and_other_wording() -> None:
    now = ev(_NOW)
    assert flagged("지금은 비 안 오고 10.7도야. 근데 오후에 비 올 수도 있대.", now)
    assert flagged("저녁에는 눈이 올 수도 있다고 해요.", now)
    assert flagged("They say it might rain this afternoon.", now)
    assert flagged("Apparently it could rain later this afternoon.", now)


def test_own_hedge_still_passes() -> None:
    now = ev(_NOW)
    assert not flagged("지금은 비가 안 와요. 오후에 비가 올 수도 있으니 우산을 챙기세요.", now)
    assert not flagged("It might rain later, so check a forecast before you go.", now)
    assert not flagged("지금은 비 안 오고 10.7도야.", now)


# --- a member added to the survey's own list by its gloss -----------------------------------

_SURVEY_ERROR = {"error": "'헌옷'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, PE(압축), PET, "
                 "백색 유리, 갈색 유리, 철스크랩, 철캔, 알루미늄캔, 고무분말"}  # fmt: skip


def test_glossed_member_case_shape_and_other_wording() -> None:
    survey = ev(_SURVEY_ERROR)
    answer = (
        "Used clothing (헌옷) is not one of the surveyed items.\n1. The survey covers newspaper (신문지), "
        "corrugated cardboard (골판지), plastics such as PE and PET, iron scrap (철스크랩), steel and "
        "aluminium cans, copper wire (구리선) and rubber powder (고무분말)."
    )
    assert flagged(answer, survey)
    other = "Items in the price survey include cardboard (골판지), scrap iron (철스크랩), brass (황동) and newspaper (신문지)."
    assert flagged(other, survey)


def test_glossed_member_neighbours_pass() -> None:
    survey = ev(_SURVEY_ERROR)
    assert not flagged(
        "The survey covers newspaper (신문지), cardboard (골판지), iron scrap (철스크랩) and rubber powder (고무분말).",
        survey,
    )
    assert not flagged(
        "Copper wire (구리선) isn't surveyed; the survey covers newspaper (신문지) and cardboard (골판지).",
        survey,
    )
