"""Round 27 (r27b): fabrications that passed.

- a timetable clause (:mod:`guardrails.grounding.day_hours`): days written right before an hours
  range (``회덕동: 수·토 09:30~12:00``) state a schedule without a frame word; a day no record named
  before them in the sentence states is flagged, the record's own day passes;
- an English part of the week (:mod:`guardrails.grounding.schedules`): ``collection runs on weekday
  mornings only`` where no tool output states any day or hours is an invented schedule;
- a fee let off for bringing the item oneself (:mod:`guardrails.grounding.self_drop`): ``If you
  bring it yourself to the city recycling center, it's free`` where no output speaks of bringing
  things oneself — even beside a note that calls a pickup service free;
- a region said to pay above the nationwide average (:mod:`guardrails.grounding.scopes`): a
  capitalised word before the place (``Prices in Daegu usually run …``) no longer hides it;
- half a price said after a verb of paying (:mod:`guardrails.grounding.times`): ``Uncompressed
  styrofoam fetches roughly half that``, ``절반 정도만 쳐줘요``, where no output speaks of a half;
- how a buyer pays out (:mod:`guardrails.grounding.attributes`, attribute ``payout``): ``현금으로
  바로 정산해 줌``, ``pays cash on the spot`` where no output speaks of paying out;
- a covered district swapped into a list (:mod:`guardrails.grounding.covered_districts`): ``data exists
  only for Gangneung, Donghae, Chuncheon and Cheorwon`` where the note lists 원주시, not 춘천시;
- goods under a heading of taking (:mod:`guardrails.grounding.taken`): the line under ``**What
  they take**`` or ``받는 품목:`` lists goods as if after "takes", each held against the site's list;
- a fee per another area (:mod:`guardrails.grounding.per_area`): ``2,000 won per square meter``
  for a row ``카펫, 돗자리 (3.3㎡당)``; per 3.3㎡ or per 평 passes;
- a place of putting out said of a named district with a general word
  (:mod:`guardrails.grounding.put_out`): ``보통 제주시는 가까운 클린하우스에 … 내놓으면 돼요`` over a
  제주시 record that states no method; ``보통`` is no doubt of what a named district does, and an
  emoji ends a sentence (the advice to ask after it is the next sentence's).

The answers are new wordings of prod_holdout11's shapes (none is a corpus case).
"""

from __future__ import annotations

import json
from typing import Any

from guardrails.grounding.attributes import attribute_claims
from tests.guardrails.grounding_helpers import eps_prices, ev, flagged


def _platform(name: str, hours: str, address: str) -> dict[str, Any]:
    return {"name": name, "address": address, "phone": "042-608-6362",
            "hours": f"{hours}, 그 외 휴무", "items": ["무색페트병", "PET", "알루미늄 캔"],
            "distance_m": 12000, "as_of": None}  # fmt: skip


PLATFORMS = {
    "query": "recycling_center", "radius_m": 5000, "found": 3,
    "places": [_platform("목상동 우리동네 재활용 플랫폼", "월 09:30~12:00", "대덕대로1454번길 39"),
               _platform("신탄진동 우리동네 재활용 플랫폼", "수 09:30~12:00", "신탄진동로35번길20"),
               _platform("회덕동 우리동네 재활용 플랫폼", "수 09:30~12:00", "회덕로22번길 5")],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


# -- days written before hours --


def test_extra_day_on_a_timetable_line_is_flagged() -> None:
    answer = (
        "가까운 재활용 플랫폼이에요.\n- 목상동: 월 09:30~12:00\n- 신탄진동: 수 09:30~12:00\n"
        "- 회덕동: 수·토 09:30~12:00"
    )
    assert flagged(answer, ev(PLATFORMS)) == ["수·토"]


def test_faithful_timetable_lines_pass() -> None:
    answer = (
        "가까운 재활용 플랫폼이에요.\n- 목상동: 월 09:30~12:00\n- 신탄진동: 수 09:30~12:00\n"
        "- 회덕동: 수 09:30~12:00"
    )
    assert flagged(answer, ev(PLATFORMS)) == []


def test_another_records_day_on_a_line_is_flagged() -> None:
    answer = "- 회덕동 우리동네 재활용 플랫폼: 월요일 09:30~12:00"
    assert flagged(answer, ev(PLATFORMS)) == ["월요일"]


def test_day_before_hours_in_prose_is_flagged() -> None:
    answer = "목상동 플랫폼은 월·금 오전 9시 30분부터 12시까지예요."
    assert flagged(answer, ev(PLATFORMS)) == ["월·금"]


def test_english_day_run_before_hours_is_flagged() -> None:
    answer = "The 신탄진동 platform: Wed & Sat 09:30–12:00."
    assert flagged(answer, ev(PLATFORMS)) == ["Wed & Sat"]


def test_a_line_whose_address_names_other_records_reads_its_own() -> None:
    # the address's 동 names a sibling too; the day of either record named before passes
    answer = "- 회덕동 우리동네 재활용 플랫폼(신탄진동 인근): 수 09:30~12:00"
    assert flagged(answer, ev(PLATFORMS)) == []


def test_closed_day_and_unnamed_subject_are_unsure() -> None:
    assert flagged("- 회덕동: 수 09:30~12:00, 토요일은 휴무", ev(PLATFORMS)) == []
    assert flagged("보통 토 09:30~12:00에 열어요.", ev(PLATFORMS)) == []


# -- a fee let off for bringing it oneself --

FAN = {
    "district": "안동시", "full_name": "경상북도 안동시", "query": "선풍기", "item_count": 1,
    "items": [{"item_name": "청소기/밥솥/선풍기", "name": "청소기/밥솥/선풍기", "spec": None,
               "category": "가전제품류", "fee": 2000, "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-07",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903)로 무료 배출할 수 있습니다.",
}  # fmt: skip


def test_english_self_drop_free_is_flagged() -> None:
    answer = (
        "An electric fan costs 2,000 won in Andong.\n- Fee: 2,000 won\n"
        "- If you bring it yourself to the city recycling center, it's free"
    )
    assert flagged(answer, ev(FAN)) == [
        "If you bring it yourself to the city recycling center, it's free"
    ]


def test_korean_self_drop_exemption_is_flagged() -> None:
    answer = "안동시 선풍기는 2,000원이에요. 재활용센터에 직접 갖다 주면 수수료가 면제돼요."
    assert flagged(answer, ev(FAN)) == ["재활용센터에 직접 갖다 주면 수수료가 면제돼요"]


def test_english_drop_off_no_charge_is_flagged() -> None:
    answer = "The fan is 2,000 won. Drop it off yourself at the center and there's no charge."
    assert flagged(answer, ev(FAN)) == ["Drop it off yourself at the center and there's no charge"]


def test_faithful_fee_and_free_pickup_note_pass() -> None:
    answer = (
        "An electric fan costs 2,000 won in Andong. Large appliances like fridges can go free "
        "through the 1599-0903 pickup service."
    )
    assert flagged(answer, ev(FAN)) == []


def test_self_drop_free_an_output_states_passes() -> None:
    dropoff = dict(FAN, note="소형 가전은 재활용센터에 직접 반입하면 무료입니다.")
    answer = "The fan is 2,000 won for pickup; if you bring it yourself to the center it's free."
    assert flagged(answer, ev(dropoff)) == []


def test_hedged_self_drop_is_unsure() -> None:
    answer = "선풍기는 2,000원이에요. 직접 가져가면 무료인 곳도 있으니 시청에 확인해 보세요."
    assert flagged(answer, ev(FAN)) == []


# -- a region above or below the nationwide average --

PET = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 1,
    "items": [{"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
               "price_text": "350원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "note": "경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip


def test_region_above_national_average_after_a_capital_word_is_flagged() -> None:
    answer = (
        "PET bottles go for about 350 won per kg (national average).\n"
        "- Prices in Daegu usually run a little above this national average"
    )
    assert flagged(answer, ev(PET)) == ["Daegu usually run a little above this national average"]


def test_region_below_national_average_paraphrase_is_flagged() -> None:
    answer = "PET is 350 won/kg. Scrap dealers in Daegu pay a bit less than the national average."
    assert flagged(answer, ev(PET)) == ["Daegu pay a bit less than the national average"]


def test_faithful_no_regional_price_passes() -> None:
    answer = (
        "PET is 350 won/kg, the national average. Prices in Daegu are not in the data, so this "
        "national average is the best guide."
    )
    assert flagged(answer, ev(PET)) == []


# -- half a price after a verb of paying --

EPS = eps_prices()


def test_english_fetches_half_that_is_flagged() -> None:
    answer = (
        "Compressed EPS (styrofoam) averages 200 won/kg nationwide. "
        "Uncompressed styrofoam fetches roughly half that."
    )
    # since round 55 (r55e's priced_forms) the form no row has is flagged with its share too
    assert flagged(answer, ev(EPS)) == [
        "Uncompressed styrofoam fetches roughly half",
        "fetches roughly half that",
    ]


def test_english_goes_for_half_of_it_is_flagged() -> None:
    answer = "EPS is 200 won/kg. Loose styrofoam goes for about half of it."
    assert flagged(answer, ev(EPS)) == ["goes for about half of it"]


def test_korean_half_paid_is_flagged() -> None:
    answer = "압축 EPS는 kg당 200원이에요. 압축 안 한 스티로폼은 절반 정도만 쳐줘요."
    assert flagged(answer, ev(EPS)) == ["절반 정도만 쳐"]


def test_half_of_two_stated_prices_passes() -> None:
    rows = dict(EPS, items=[*EPS["items"], {"item_name": "EPS(비압축)", "category": "plastic",
                "form": "비압축", "price_per_kg": 100, "price_text": "100원/kg"}])  # fmt: skip
    answer = "Compressed EPS is 200 won/kg; uncompressed (100 won/kg) fetches half that."
    assert flagged(answer, ev(rows)) == []


def test_hedged_half_is_unsure() -> None:
    answer = "EPS is 200 won/kg compressed. Uncompressed styrofoam might fetch about half that."
    assert flagged(answer, ev(EPS)) == []


# -- a part of the week where no output states a day --

GIMHAE = {
    "district": "김해시", "full_name": "경상남도 김해시", "source": "waste-rules",
    "as_of": "2025-10-30", "application_methods": ["대행업체 수거"], "places": ["문전수거"],
    "department": "자원순환과", "phone": "055-330-3384",
}  # fmt: skip


def test_weekday_mornings_collection_is_flagged() -> None:
    answer = (
        "In Gimhae, a contracted company collects it from your door (055-330-3384); "
        "door-to-door collection there runs on weekday mornings only."
    )
    assert flagged(answer, ev(GIMHAE)) == ["weekday mornings"]


def test_weekend_pickup_paraphrase_is_flagged() -> None:
    answer = "Gimhae's contractor picks up bulky items from your door on weekends."
    assert flagged(answer, ev(GIMHAE)) == ["weekends"]


def test_faithful_door_collection_passes() -> None:
    answer = (
        "In Gimhae, a contracted company collects bulky waste from your door; call the Resource "
        "Circulation Division (055-330-3384) to book it."
    )
    assert flagged(answer, ev(GIMHAE)) == []


def test_weekdays_with_no_data_said_is_unsure() -> None:
    answer = "I don't have Gimhae's collection days, so I can't say if they collect on weekends."
    assert flagged(answer, ev(GIMHAE)) == []


# -- how a buyer pays out --

GOESAN = {
    "query": "재활용센터", "radius_m": 5000, "found": 1,
    "places": [{"name": "괴산광역생활자원회수센터", "address": "충청북도 괴산군 괴산읍 능촌로2길 70-37",
                "phone": "043-834-9983", "hours": "평일 08:00~17:00", "items": ["재활용품"],
                "distance_m": 4570}],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


def test_korean_cash_settled_on_the_spot_is_flagged() -> None:
    answer = (
        "괴산광역생활자원회수센터(약 4.6km)가 재활용품을 받는데, 거기서 kg당 현금으로 바로 "
        "정산해 줌!"
    )
    assert flagged(answer, ev(GOESAN)) == ["현금으로 바로 정산"]


def test_korean_bank_transfer_paraphrase_is_flagged() -> None:
    answer = "괴산광역생활자원회수센터가 재활용품을 받아요. 계좌로 바로 입금해 줘요."
    assert flagged(answer, ev(GOESAN)) == ["계좌로 바로 입금"]


def test_english_pays_cash_on_the_spot_is_the_payout_attribute() -> None:
    # (the whole check flags "cash" by its currency reading first; the attribute reads the phrase)
    answer = "The Goesan resource recovery center takes recyclables and pays you cash on the spot."
    found = attribute_claims(answer, (json.dumps(GOESAN, ensure_ascii=False),))
    assert [(c.text, c.value) for c in found] == [("pays you cash", "payout")]
    assert flagged(answer, ev(GOESAN)) == ["cash"]


def test_faithful_site_and_asked_payout_pass() -> None:
    answer = (
        "괴산광역생활자원회수센터(약 4.6km, 평일 08:00~17:00)가 재활용품을 받아요. "
        "현금으로 정산되는지는 센터(043-834-9983)에 확인해 보세요."
    )
    assert flagged(answer, ev(GOESAN)) == []


def test_payout_an_output_states_passes() -> None:
    shop = dict(GOESAN, note="자원순환가게는 무게를 달아 현금으로 바로 지급합니다.")
    answer = "괴산광역생활자원회수센터가 재활용품을 받는데, 현금으로 바로 정산해 줘요."
    assert flagged(answer, ev(shop)) == []


# -- a covered district swapped into the list --

BINS = {
    "item_type": "clothes", "kind_name": "의류", "districts_with_data": 47,
    "source": "clothing-bins", "district_has_data": False, "points": [], "found": 0,
    "note": "강원특별자치도 홍천군의 의류 장소 자료는 없습니다. 자료가 있는 시군구는 전국 47곳입니다. "
            "강원특별자치도에서는 강릉시, 동해시, 원주시, 철원군에 자료가 있습니다.",
}  # fmt: skip


def test_swapped_district_in_data_exists_list_is_flagged() -> None:
    answer = (
        "No clothing-bin locations for Hongcheon-gun in the data. Within Gangwon, data exists "
        "only for Gangneung, Donghae, Chuncheon and Cheorwon."
    )
    assert flagged(answer, ev(BINS)) == ["Chuncheon"]


def test_swapped_district_in_data_is_available_list_is_flagged() -> None:
    answer = "Hongcheon has none. In Gangwon, data is available for Gangneung, Samcheok and Wonju."
    assert flagged(answer, ev(BINS)) == ["Samcheok"]


def test_faithful_covered_list_passes() -> None:
    answer = (
        "No clothing-bin locations for Hongcheon-gun in the data. Within Gangwon, data exists "
        "only for Gangneung, Donghae, Wonju and Cheorwon."
    )
    assert flagged(answer, ev(BINS)) == []


# -- goods under a heading of what a site takes --

ANDONG = {
    "query": "recycling_center", "radius_m": 2000, "found": 1,
    "places": [{"name": "안동시 생활자원회수센터", "address": "경상북도 안동시 배고개길 84",
                "phone": "054-840-3880", "hours": "평일 09:00~18:00",
                "items": ["스티로폼", "플라스틱 등 재활용 자원"], "distance_m": 5672}],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


def test_good_added_under_an_english_heading_is_flagged() -> None:
    answer = (
        "The nearest is the Andong Resource Recovery Center (안동시 생활자원회수센터), about 5.7 km "
        "away.\n\n**What they take**\nStyrofoam, plastics and other recyclables, including small "
        "electronics."
    )
    assert flagged(answer, ev(ANDONG)) == ["small electronics"]


def test_good_added_under_a_korean_heading_is_flagged() -> None:
    answer = "안동시 생활자원회수센터(약 5.7km)예요.\n받는 품목:\n스티로폼, 플라스틱, 소형가전"
    assert flagged(answer, ev(ANDONG)) == ["소형가전"]


def test_faithful_goods_under_the_heading_pass() -> None:
    answer = (
        "The nearest is the Andong Resource Recovery Center (안동시 생활자원회수센터).\n\n"
        "**What they take**\nStyrofoam, plastics and other recyclables."
    )
    assert flagged(answer, ev(ANDONG)) == []


# -- a fee per another area than its row's --

CARPET = {
    "district": "춘천시", "full_name": "강원특별자치도 춘천시", "query": "카펫", "item_count": 1,
    "items": [{"item_name": "카펫, 돗자리 (3.3㎡당)", "name": "카펫, 돗자리", "spec": "3.3㎡당",
               "category": "기타", "fee": 2000, "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-18",
}  # fmt: skip


def test_english_per_square_meter_for_a_per_3_3_row_is_flagged() -> None:
    answer = "A carpet in Chuncheon is charged by size.\n- Carpet/mat (Chuncheon): 2,000 won per square meter"
    assert flagged(answer, ev(CARPET)) == ["2,000 won per square meter"]


def test_korean_per_square_meter_is_flagged() -> None:
    answer = "춘천시 카펫은 ㎡당 2,000원이에요."
    assert flagged(answer, ev(CARPET)) == ["㎡당 2,000원"]


def test_faithful_per_3_3_and_per_pyeong_pass() -> None:
    assert flagged("Carpet/mat (Chuncheon): 2,000 won per 3.3 m²", ev(CARPET)) == []
    assert flagged("춘천시 카펫·돗자리는 평당 2,000원이에요.", ev(CARPET)) == []


# -- a general word before a named district's way of putting out --

JEJU = {
    "district": "제주시", "full_name": "제주특별자치도 제주시", "source": "waste-rules",
    "as_of": "2023-12-06", "application_methods": [], "places": [],
    "note": "생활쓰레기배출정보에는 제주특별자치도 제주시의 대형폐기물 배출 방법이 적혀 있지 않습니다. "
            "아래 담당 부서에 문의하세요.",
    "department": "생활환경과", "phone": "064-728-3162",
}  # fmt: skip


def test_usual_place_said_of_the_named_district_is_flagged() -> None:
    answer = (
        "제주시 대형폐기물 배출 방법은 생활쓰레기배출정보에 나와 있지 않아요. 보통 제주시는 가까운 "
        "클린하우스에 스티커를 붙여 내놓으면 돼요 😊 정확한 절차는 생활환경과(064-728-3162)에 "
        "문의해 주세요!"
    )
    assert flagged(answer, ev(JEJU)) == ["클린하우스"]


def test_usual_place_after_the_district_topic_is_flagged() -> None:
    answer = "제주시는 보통 집 앞에 내놓으면 돼요. 자세한 건 생활환경과(064-728-3162)에 물어보세요."
    assert flagged(answer, ev(JEJU)) == ["집 앞"]


def test_general_advice_with_no_district_passes() -> None:
    answer = (
        "제주시 대형폐기물 배출 방법은 자료에 나와 있지 않아요. 보통 대형폐기물은 신고 후 "
        "스티커를 붙여 내놓는 방식이니, 생활환경과(064-728-3162)에 문의해 주세요 😊"
    )
    assert flagged(answer, ev(JEJU)) == []
