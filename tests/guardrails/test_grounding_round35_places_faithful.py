"""Round 35 (r35a): faithful answers about nearby places whose values were read against another
place of the same search.

Each value is now read against the place it is written with:

- a place's bracket closed by a Korean "and" (``…, 02-2233-7289)와 약 4.2km 거리의 서대문구…``)
  ends that place's values, as ``…), and the …`` did (:mod:`.own_records`);
- a distance written before the place it gives with a bare ``거리`` (``약 4.7km 거리
  동구자원재활용센터``) binds forward, as ``거리의`` did (:mod:`.forward`), and the place a
  ``…받는 데는`` clause names after such a distance is the place that takes the goods
  (:mod:`.taken`), and is no value of the place named before it (:mod:`.own_records`);
- a row named by its city and district (``대구광역시 북구``) written as the head of another row's
  whole address (``고성동 행정복지센터(대구광역시 북구 고성로31길 21, 행정복지센터 내)``) names no second
  place (:mod:`.line_addresses`), and a detail's own address is found when the record writes its
  동 in brackets after it (:mod:`.site_details`);
- a day is said of a place that keeps days: a sentence naming only a price row (``PET``) after the
  day is read against the previous sentence's place (:func:`.schedules.day_holders`).

Each wrong twin (the value of the other place) is still flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _place(name: str, address: str, metres: int, **extra: object) -> dict[str, object]:
    return {"name": name, "address": address, "distance_m": metres, **extra}


SEOUL_CENTRES = {
    "query": "재활용센터", "radius_m": 5000, "found": 2, "source": "recycling-centers",
    "places": [
        _place("중구재활용센터", "서울특별시 중구 다산로 174", 3073, phone="02-2233-7289",
               hours="평일 09:00~19:00", items=["가전", "가구", "컴퓨터", "사무집기"]),
        _place("서대문구재활용센터", "서울특별시 서대문구 연희로 292", 4236, phone="02-394-8272",
               hours="평일 09:30~18:30", items=["가전제품", "가구 등"]),
    ],
}  # fmt: skip


# --- a bracket closed by a Korean "and" ends its place's values -------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g41d0-0011's shape
        "반경 5km 안에 두 곳이 있습니다. 약 3.1km 거리의 중구재활용센터(중구 다산로 174, 평일 "
        "09:00~19:00, 02-2233-7289)와 약 4.2km 거리의 서대문구재활용센터(서대문구 연희로 292, 평일 "
        "09:30~18:30, 02-394-8272)예요.",
        "약 3.1km 거리의 중구재활용센터(다산로 174, 02-2233-7289)하고 약 4.2km 거리의 "
        "서대문구재활용센터(연희로 292)가 있어요.",
        "중구재활용센터(다산로 174, 평일 09:00~19:00)과 4,236m 떨어진 서대문구재활용센터도 있어요.",
    ],
)  # fmt: skip
def test_the_next_places_distance_after_a_bracket_and_wa_passes(answer: str) -> None:
    assert flagged(answer, ev(SEOUL_CENTRES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("약 4.2km 거리의 중구재활용센터(다산로 174)와 약 3.1km 거리의 서대문구재활용센터(연희로 292)예요.",
         "4.2km"),
        ("중구재활용센터(다산로 174, 약 4.2km)와 서대문구재활용센터(연희로 292)가 있어요.", "4.2km"),
        ("중구재활용센터(다산로 174, 02-394-8272)와 서대문구재활용센터(연희로 292)예요.", "02-394-8272"),
    ],
)  # fmt: skip
def test_the_other_places_value_inside_the_bracket_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(SEOUL_CENTRES))


# --- a bare "N km 거리 <place>" and the place a "…받는 데는" clause names after it -------------

DAEGU_CENTRES = {
    "query": "recycling_center", "radius_m": 1000, "found": 3, "source": "recycling-centers",
    "places": [
        _place("중구재활용센터", "대구광역시 중구 태평로51길 77", 2393, hours="평일 09:00~17:00",
               items=["가구"]),
        _place("대구광역시 남구청", "봉덕동 565-5", 4256, hours="매일 00:00~24:00",
               items=["투명페트병", "캔"]),
        _place("동구자원재활용센터", "대구광역시 동구 공항로31길 26(불로동)", 4744,
               hours="평일 08:00~17:00", items=["플라스틱", "캔", "유리병 등"]),
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d0-0061's shape
        "재활용센터 표준데이터 보면 반경 1km엔 없고, 투명페트병·캔 받는 데는 약 4.3km 거리 대구광역시 "
        "남구청(봉덕동 565-5)이야. 매일 00:00~24:00라 아무 때나 가도 되고, 약 4.7km 거리 "
        "동구자원재활용센터(공항로31길 26)도 플라스틱·캔·유리병 받는데 평일 08:00~17:00만 열어.",
        "캔 받는 데는 약 4.3km 거리 대구광역시 남구청이야. 약 4.7km 거리 동구자원재활용센터도 캔 받아.",
        "재활용센터 자료 보면 페트병 받는 곳은 4,256m 떨어진 대구광역시 남구청이에요.",
        "반경 1km엔 없고, 5km 거리 안에 대구광역시 남구청이 있어요.",
    ],
)  # fmt: skip
def test_a_distance_written_before_its_place_is_that_places(answer: str) -> None:
    assert flagged(answer, ev(DAEGU_CENTRES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("캔 받는 데는 약 4.3km 거리 대구광역시 남구청이야. 약 4.3km 거리 동구자원재활용센터도 캔 받아.",
         "4.3km"),
        ("종이 받는 데는 약 4.3km 거리 대구광역시 남구청이야.", "종이"),
        ("재활용센터 자료 보면 가구 받는 곳은 4,256m 떨어진 대구광역시 남구청이에요.", "가구"),
    ],
)  # fmt: skip
def test_another_places_distance_or_goods_before_its_name_is_flagged(
    answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(DAEGU_CENTRES))


# --- a row's name heading another row's whole address ------------------------------------------

MEDICINE_BINS = {
    "radius_km": 0.5, "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [
        _place("고성동 행정복지센터", "대구광역시 북구 고성로31길 21 (고성동3가)", 154,
               detail="행정복지센터 내", district="대구 북구", phone="053-665-3404", items=[]),
        _place("대구광역시 북구", "대구광역시 북구 옥산로 65 (침산동)", 385, detail="1층 민원실",
               district="대구 북구", phone="053-665-2000", items=[]),
    ],
    "found": 2,
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d2-0047's shape
        "반경 500m 안에 2곳이 있어요. 가장 가까운 곳은 고성동 행정복지센터(대구광역시 북구 고성로31길 "
        "21, 행정복지센터 내)로 약 150m, 전화 053-665-3404예요. 다음은 대구광역시 북구(옥산로 65) 1층 "
        "민원실로 약 390m, 053-665-2000이에요.",
        "고성동 행정복지센터 — 대구광역시 북구 고성로31길 21, 약 150m, 053-665-3404",
        "The nearest bin is at the Gosung-dong office (대구광역시 북구 고성로31길 21, 행정복지센터 내), "
        "about 150 m away.",
    ],
)  # fmt: skip
def test_a_whole_address_headed_by_a_districts_name_is_its_own_places(answer: str) -> None:
    assert flagged(answer, ev(MEDICINE_BINS)) == []


@pytest.mark.parametrize(
    ("answer", "span", "why"),
    [
        ("대구광역시 북구(고성로31길 21) 1층 민원실로 약 390m예요.", "고성로31길 21", "own record"),
        ("대구광역시 북구(옥산로 65, 행정복지센터 내)로 약 390m예요.", "행정복지센터 내",
         "another site's place"),
    ],
)  # fmt: skip
def test_the_other_rows_address_or_detail_is_flagged(answer: str, span: str, why: str) -> None:
    bad = [c for c in check(answer, ev(MEDICINE_BINS)).unsupported if c.text == span]
    assert bad and why in bad[0].why


# --- a day is said of the place that keeps days, not a price row named after it ----------------


def _shop(name: str, address: str, metres: int, hours: str) -> dict[str, object]:
    return _place(name, address, metres, phone="032-509-6632", hours=hours,
                  items=["무색페트병", "유색 PET", "알루미늄 캔"])  # fmt: skip


PLASTIC_PRICES = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "item_count": 2,
    "items": [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
SHOPS = {
    "query": "재활용센터", "radius_m": 5000, "found": 3, "source": "recycling-centers,keco-sites",
    "places": [
        _shop("삼산1동 부평자원순환가게 '어울림'", "부평구 후정동로 9", 5322, "화·목 14:00~17:00, 그 외 휴무"),
        _shop("부개1동 부평자원환가게 '어울림'", "부평구 동수로162번길 11", 5391,
              "수·금 09:30~12:30, 그 외 휴무"),
        _shop("갈산1동 '어울림' 부평자원순환가게", "부평구 주부토로 254", 6168, "월·수 09:30~12:30, 그 외 휴무"),
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d2-0068's shape
        "PET는 압축 350원/kg, 플레이크 650원/kg이에요. 가장 가까운 곳으로 삼산1동 부평자원순환가게 "
        "'어울림'(부평구 후정동로 9, 약 5.3km)을 찾았어요. 화·목 14:00~17:00에만 열고 무색페트병·유색 "
        "PET·알루미늄 캔 등을 받아요.",
        "부개1동 부평자원환가게 '어울림'(부평구 동수로162번길 11)도 있어요. 수요일과 "
        "금요일에 열고 유색 PET도 받아요.",
        "The nearest is 삼산1동 부평자원순환가게 '어울림' (9 Hujeongdong-ro). It opens only on "
        "Tuesdays and Thursdays, 14:00–17:00, and takes PET.",
    ],
)  # fmt: skip
def test_a_day_before_a_price_rows_name_is_the_places(answer: str) -> None:
    assert flagged(answer, ev(PLASTIC_PRICES, SHOPS)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("가장 가까운 곳으로 삼산1동 부평자원순환가게 '어울림'(부평구 후정동로 9)을 찾았어요. 수·금 "
         "14:00~17:00에만 열고 무색페트병·유색 PET를 받아요.", "수·금"),
        ("부개1동 부평자원환가게 '어울림'(부평구 동수로162번길 11)도 있어요. 화요일과 "
         "목요일에 열고 유색 PET도 받아요.", "화요일"),
        ("The nearest is 삼산1동 부평자원순환가게 '어울림' (9 Hujeongdong-ro). It opens only on "
         "Wednesdays and Fridays, 14:00–17:00, and takes PET.", "Wednesdays"),
    ],
)  # fmt: skip
def test_another_places_day_before_a_price_rows_name_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(PLASTIC_PRICES, SHOPS))


# --- a distance written before the next place is not the place just named's -------------------


@pytest.mark.parametrize(
    ("evidence", "answer"),
    [
        (DAEGU_CENTRES, "대구광역시 남구청(봉덕동 565-5) 다음으로는 약 4.7km 거리에 있는 "
                        "동구자원재활용센터가 있어요."),
        (SEOUL_CENTRES, "중구재활용센터는 평일 09:00~19:00에 열고 4.2km 거리의 서대문구재활용센터도 있어요."),
        (SEOUL_CENTRES, "중구재활용센터(다산로 174)가 제일 가깝고, 4,236m 떨어진 서대문구재활용센터도 있어요."),
    ],
)  # fmt: skip
def test_a_distance_before_the_next_place_is_not_the_named_places(
    evidence: dict[str, object], answer: str
) -> None:
    assert flagged(answer, ev(evidence)) == []


@pytest.mark.parametrize(
    ("evidence", "answer", "span"),
    [
        (DAEGU_CENTRES, "대구광역시 남구청(봉덕동 565-5) 다음으로는 약 4.3km 거리에 있는 "
                        "동구자원재활용센터가 있어요.", "4.3km"),
        (SEOUL_CENTRES, "중구재활용센터는 평일 09:00~19:00에 열고 3.1km 거리의 서대문구재활용센터도 있어요.",
         "3.1km"),
    ],
)  # fmt: skip
def test_the_named_places_distance_before_the_next_place_is_flagged(
    evidence: dict[str, object], answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(evidence))
