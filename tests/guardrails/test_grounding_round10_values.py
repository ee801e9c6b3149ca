"""Round 10 faithful classes of value reading (learned from the spent seventh holdout, so every
figure is tuned): values restated in another unit (°F, km/h, mph, a size in metres for a
centimetre bracket, a wind speed in bare metres), amounts worked out after a unit conversion
(grams, tons) or as a total of the terms a word like 둘 다 counts, the rounding 약/about allows,
a day's own hours in a tool output, a subset count over shortened names. Each table: the
faithful form passes, the twin with a wrong figure is flagged on that figure."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

DAEGU = {"place": "대구", "kind": "nowcast", "temperature_c": -2.4, "wind_speed_ms": 3.1}
INCHEON = {"place": "인천", "temperature_c": -7.5, "wind_speed_ms": 5.2, "humidity_pct": 52}
WINDS = {
    "rows": [
        {"place": "인천", "temperature_c": 1.2, "wind_speed_ms": 7.4},
        {"place": "춘천", "temperature_c": -1.7, "wind_speed_ms": 1.8},
    ]
}
WARDROBE = {
    "district": "북구",
    "items": [
        {"item_name": "장롱", "spec": "폭 90cm 미만", "fee": 5000},
        {"item_name": "장롱", "spec": "폭 90cm 이상 180cm 미만", "fee": 10000},
        {"item_name": "장롱", "spec": "폭 180cm 이상", "fee": 15000},
    ],
}
COPPER = {
    "region_name": "영남권",
    "items": [
        {"item_name": "구리", "form": "상", "price_per_kg": 9800},
        {"item_name": "알루미늄캔", "form": "압축", "price_per_kg": 1150},
    ],
    "survey_date": "2025-03",
}
PAPER = {
    "region_name": "수도권",
    "items": [{"item_name": "신문지", "form": "압축", "price_per_kg": 120}],
    "survey_date": "2025-01",
}
SOFA = {
    "district": "강남구",
    "items": [
        {"item_name": "소파", "spec": "3인용 이상", "fee": 15000},
        {"item_name": "소파", "spec": "2인용", "fee": 10000},
        {"item_name": "소파", "spec": "1인용", "fee": 5000},
    ],
}
PHARMACY = {
    "places": [
        {"name": "새봄약국", "distance_m": 540, "hours": "매일 09:00~22:00"},
        {"name": "유성우체국", "distance_m": 1050, "hours": "평일 09:00~18:00, 토 09:00~13:00"},
        {"name": "봉명동 행정복지센터", "distance_m": 260, "hours": "평일 09:00~18:00"},
    ]
}
STOPS = {
    "stops": [
        {"stop": "정발산역 1번 출구", "day": "월", "time": "10:00~11:30"},
        {"stop": "백석동 흰돌마을 관리사무소", "day": "수", "time": "10:00~11:30"},
        {"stop": "풍동 주민센터", "day": "수", "time": "14:00~15:30"},
        {"stop": "장항2동 주민센터", "day": "금", "time": "14:00~15:00"},
    ]
}


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a temperature in Fahrenheit is the Celsius value converted (to the digit written)
        ([DAEGU], "Daegu: about 27.7°F (-2.4°C), wind 3.1 m/s.", []),
        ([DAEGU], "Daegu: about 29.7°F (-2.4°C), wind 3.1 m/s.", ["29.7°F"]),
        ([INCHEON], "Incheon now: -7.5°C (18.5 ℉), humidity 52%.", []),
        ([INCHEON], "Incheon now: 18.5 degrees Fahrenheit.", []),
        ([INCHEON], "인천은 화씨 18.5도예요.", []),
        ([INCHEON], "Incheon now: -7.5°C (12.5°F), humidity 52%.", ["12.5°F"]),
        # a wind speed in km/h or mph is the m/s value converted
        ([DAEGU], "Wind 3.1 m/s (≈11 km/h).", []),
        ([DAEGU], "Wind about 7 mph.", []),
        ([DAEGU], "바람은 시속 11km 정도예요.", []),
        ([DAEGU], "Wind 3.1 m/s (≈15 km/h).", ["15 km/h"]),
        ([DAEGU], "Wind about 12 mph.", ["12 mph"]),
    ],
)
def test_converted_units(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # bare metres after the sentence stated a wind speed are a wind speed, bound to its place
        ("바람은 인천이 초속 7.4m로 제일 세고, 춘천이 1.8m로 가장 잔잔해요.", []),
        ("바람은 인천이 초속 7.4m로 제일 세고, 춘천이 2.8m로 가장 잔잔해요.", ["2.8m"]),
        (
            "바람은 춘천이 초속 7.4m로 제일 세고, 인천이 1.8m로 가장 잔잔해요.",
            ["초속 7.4m", "1.8m", "바람은 춘천이 초속 7.4m로 제일 세"],
        ),
        # without a wind speed before it in the sentence, metres stay a distance
        ("춘천이 1.8m로 가장 잔잔해요.", ["1.8m"]),
    ],
)
def test_wind_in_metres(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WINDS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a size in metres (with or without a space) is the centimetre bound of a bracket
        ("• 90–180 cm — 10,000 won\n• 1.8 m or wider — 15,000 won", []),
        ("• 90–180 cm — 10,000 won\n• 1.8m or wider — 15,000 won", []),
        ("• 90–180 cm — 10,000 won\n• 2.4 m or wider — 15,000 won", ["2.4 m"]),
    ],
)
def test_size_in_metres(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WARDROBE)) == wrong


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a price per kg worked out for grams or for a ton
        ([COPPER], "영남권 구리(상)는 kg당 9,800원이니 500g이면 4,900원 정도예요.", []),
        (
            [COPPER],
            "영남권 구리(상)는 kg당 9,800원이니 500g이면 5,900원 정도예요.",
            ["500g", "5,900원"],
        ),
        ([PAPER], "수도권 압축 신문지는 kg당 120원이라, 톤으로 치면 12만원 정도예요.", []),
        ([PAPER], "수도권 압축 신문지는 kg당 120원이라, 톤으로 치면 15만원 정도예요.", ["15만원"]),
        # price × quantity after "so … would be": the quantity is the working's, not a claim
        (
            [COPPER],
            "Copper is about 9,800 won per kg, so 2 kg would be roughly 19,600 won.",
            [],
        ),
        # "about" allows the rounding the figure shows, not 5 %: 8 × 1,150 is 9,200
        (
            [COPPER],
            "Aluminium cans fetch about 1,150 won/kg, so 8 kg would bring in about 9,200 won.",
            [],
        ),
        (
            [COPPER],
            "Aluminium cans fetch about 1,150 won/kg, so 8 kg would bring in about 9,600 won.",
            ["8 kg", "9,600 won"],
        ),
        # a total of the terms 둘 다 counts; "세 명 이상" is the row's bound, no multiplier
        (
            [SOFA],
            "세 명 이상 앉는 소파가 15,000원, 1인용이 5,000원이라 둘 다 버리시면 합계 2만원입니다.",
            [],
        ),
        (
            [SOFA],
            "세 명 이상 앉는 소파가 15,000원, 1인용이 5,000원이라 둘 다 버리시면 합계 2만 5천원입니다.",
            ["2만 5천원"],
        ),
    ],
)
def test_worked_after_conversion(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a day's own hours in a tool output ("토 09:00~13:00") open it that day
        ([PHARMACY], "유성우체국은 토요일 오후 1시까지 받아요.", []),
        ([PHARMACY], "봉명동 행정복지센터는 토요일에도 받아요.", ["토요일"]),
        # a count of the stops on a day, enumerated by shortened names with their times
        (
            [STOPS],
            "수요일엔 두 군데 와요: 흰돌마을 관리사무소 10:00~11:30, 풍동 주민센터 14:00~15:30.",
            [],
        ),
        ([STOPS], "수요일엔 세 군데 와요: 흰돌마을 관리사무소, 풍동 주민센터.", ["세 군데"]),
    ],
)
def test_days_and_counts(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # Korean-numeral amounts are values, bound like any other
        ("강남구는 1인용 소파가 오천원, 2인용이 만원이에요.", []),
        ("강남구는 1인용 소파가 만원, 2인용이 오천원이에요.", ["만원", "오천원"]),
        ("강남구는 3인용 이상 소파가 만 오천 원이에요.", []),
        ("강남구는 3인용 이상 소파가 이만원이에요.", ["이만원"]),
    ],
)
def test_korean_numeral_amounts(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SOFA)) == wrong


GLASS = {
    "region_name": "전국",
    "items": [
        {"item_name": "유리병", "form": "백색", "price_per_kg": 60},
        {"item_name": "유리병", "form": "갈색", "price_per_kg": 55},
        {"item_name": "유리병", "form": "녹색", "price_per_kg": 45},
    ],
    "survey_date": "2025-02",
}
SCRAP = {
    "region_name": "수도권",
    "items": [
        {"item_name": "고철", "form": "중량", "price_per_kg": 330},
        {"item_name": "고철", "form": "경량", "price_per_kg": 290},
    ],
    "survey_date": "2025-02",
}


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a price per ton is the price per kg × 1,000, and so are the amounts listed after it
        ([GLASS], "백색 유리병은 톤당 6만원, 갈색은 5만 5천원, 녹색은 4만 5천원 수준이에요.", []),
        (
            [GLASS],
            "백색 유리병은 톤당 6만원, 갈색은 6만 5천원, 녹색은 4만 5천원 수준이에요.",
            ["6만 5천원"],
        ),
        ([GLASS], "백색 유리병은 톤당 7만원 수준이에요.", ["톤당 7만원"]),
        # a swapped per-ton price is bound to its row like any price
        ([GLASS], "백색 유리병은 톤당 5만 5천원, 갈색은 6만원이에요.", ["톤당 5만 5천원", "6만원"]),
        # an amount not listed after a price per ton is a plain amount
        ([GLASS], "백색 유리병은 kg당 60원이에요. 수거 비용은 6만원이에요.", ["6만원"]),
        # a supposed quantity is the example of a working that comes out, not a claim
        (
            [SCRAP],
            "경량 고철은 kg당 290원, 중량은 330원이에요. 중량 고철 50kg이면 16,500원 정도예요.",
            [],
        ),
        (
            [SCRAP],
            "경량 고철은 kg당 290원, 중량은 330원이에요. 중량 고철 50kg이면 18,500원 정도예요.",
            ["50kg", "18,500원"],
        ),
        # an elliptic supposition carries the quantity of the sentence before
        ([GLASS], "녹색 유리병 100kg이면 약 4,500원이에요. 백색이면 6,000원이고요.", []),
        ([GLASS], "녹색 유리병 100kg이면 약 4,500원이에요. 백색이면 7,000원이고요.", ["7,000원"]),
    ],
)
def test_per_ton_and_supposed_quantities(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


TEMPS = {
    "rows": [{"place": "대구", "temperature_c": -2.4}, {"place": "부산", "temperature_c": 3.0}]
}


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a price per ton or per N units, in English or Korean, is the price per unit
        ([GLASS], "White glass bottles fetch 60,000 won per ton.", []),
        ([GLASS], "White glass bottles fetch ₩60,000/tonne.", []),
        ([GLASS], "White glass bottles fetch 65,000 won per ton.", ["65,000 won per ton"]),
        ([GLASS], "백색 유리병은 10kg당 600원이에요.", []),
        ([GLASS], "갈색 유리병은 10kg당 600원이에요.", ["10kg당 600원"]),
        ([COPPER], "구리는 100g당 980원이에요.", []),
        ([COPPER], "구리는 100g당 1,150원이에요.", ["100g당 1,150원"]),
        # a product over the price of the record the clause names, for tons or "N kg에"
        ([GLASS], "백색 유리병은 1톤이면 6만원이에요.", []),
        ([GLASS], "백색 유리병은 100kg에 6,000원이에요.", []),
        # the row's own label decides, not the label every row shares (유리병)
        ([GLASS], "백색 유리병은 1톤이면 5만 5천원이에요.", ["1톤", "5만 5천원"]),
        ([GLASS], "백색 유리병은 100kg에 5,500원이에요.", ["100kg", "5,500원"]),
        # a supposed quantity after any verb of supposing, in Korean or English
        ([COPPER], "구리는 kg당 9,800원이라 3kg 가져가시면 29,400원 받으실 수 있어요.", []),
        ([COPPER], "Copper at 9,800 won/kg: bring 3 kg and you'd get 29,400 won.", []),
        (
            [COPPER],
            "Copper at 9,800 won/kg: bring 3 kg and you'd get 25,400 won.",
            ["3 kg", "25,400 won"],
        ),
        # a difference in Fahrenheit is 9/5 of the difference in Celsius, with no offset
        ([TEMPS], "Busan 3.0°C, Daegu -2.4°C: Busan is 5.4°C warmer (9.7°F warmer).", []),
        (
            [TEMPS],
            "Busan 3.0°C, Daegu -2.4°C: Busan is 5.4°C warmer (12.7°F warmer).",
            ["12.7°F"],
        ),
        ([TEMPS], "대구는 화씨로 27.7도예요.", []),
        ([TEMPS], "Daegu is 9.7°F now.", ["9.7°F"]),
    ],
)
def test_whole_class_of_conversions(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a fee times a count, the fee of the row the clause names by its own label
        ("3인용 이상 소파 두 개면 3만원이에요.", []),
        ("1인용 소파 두 개면 1만원이에요.", []),
        ("1인용 소파 두 개면 3만원이에요.", ["3만원"]),
        # a label's number (3인용) is no count
        ("3인용 이상 소파면 45,000원이에요.", ["45,000원"]),
    ],
)
def test_fee_times_a_count(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SOFA)) == wrong
