"""Round 34 (r34b): dates and weather words flagged in faithful answers of prod_dev4.

* A date's label (``기준``) names no record: the normals' period said right before ``기준`` is the
  normals' own even where a fee row's spec holds the word (:mod:`guardrails.grounding.date_labels`).
* ``disposal rules as of …`` names the household-waste rules dataset, so its date is read against
  that dataset, not the fee data named earlier on the line (:mod:`guardrails.grounding.holdings`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NORMALS = {
    "kind": "monthly_normal", "station": "서울", "district": "양천구", "month": 12,
    "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip
BOOKCASE = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "책장", "item_count": 1,
    "items": [{"item_name": "책꽂이(책장,공간박스) (폭50cmx높이50cm 기준)",
               "name": "책꽂이(책장,공간박스)", "spec": "폭50cmx높이50cm 기준", "category": "가구류",
               "fee": 1000, "fee_text": "1,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2025-08-31",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-08-31",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d1-0080's shape
        "양천구 12월 평년값 (서울 관측소, 1991–2020) 기준 평균기온 0.4°C, 습도 61%, 한 달 강수량 "
        "23mm예요.\n\n책꽂이(책장·공간박스)는 폭 50cm×높이 50cm 기준 1,000원이에요 (data 기준일 "
        "2025-08-31).",
        "12월 양천구는 1991~2020년 평년값 기준으로 평균 0.4°C, 강수량 23mm 정도예요. 책장은 "
        "1,000원이에요.",
        "Yangcheon-gu in December (Seoul station normals, 1991–2020 기준): about 0.4°C and 23 mm of "
        "rain. A bookcase is 1,000 won.",
    ],
)
def test_a_normals_period_before_its_label_is_the_normals(answer: str) -> None:
    assert flagged(answer, ev(NORMALS, BOOKCASE)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("양천구 12월 평년값 (서울 관측소, 1981–2010) 기준 평균기온 0.4°C예요. 책장은 1,000원이에요.",
         "1981"),
        ("양천구 12월 평년값 (서울 관측소, 1991–2020) 기준 평균기온 0.4°C예요. 책장은 1,000원이에요 "
         "(수수료 자료 기준일 2024-08-31).", "2024-08-31"),
    ],
)  # fmt: skip
def test_a_wrong_period_or_date_beside_the_label_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(NORMALS, BOOKCASE))


YEOJU_FEES = {
    "district": "여주시", "full_name": "경기도 여주시", "query": "침대", "item_count": 2,
    "items": [{"item_name": "침대류", "name": "침대류", "spec": None, "category": "가구류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False},
              {"item_name": "침대류", "name": "침대류", "spec": None, "category": "가구류",
               "fee": 25000, "fee_text": "25,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2023-06-15",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2023-06-15",
}  # fmt: skip
YEOJU_RULES = {
    "district": "여주시", "full_name": "경기도 여주시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-08-31",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2022-08-31",
    "application_methods": ["관할 주민센터에 배출 확인 후 배출장소에 배출"], "places": ["지정된 배출장소"],
    "department": "자원순환과", "phone": "031-887-2453",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0037's shape
        "Yeoju lists bed fees from 2,000 to 25,000 won. Check with your community center (주민센터) "
        "first, then put it out at the designated spot. Questions: 자원순환과, 031-887-2453. Fee "
        "data is as of 2023-06-15; disposal rules as of 2022-08-31.",
        "Fees are as of 2023-06-15 and the waste disposal guidelines as of 2022-08-31.",
        "침대는 2,000원에서 25,000원이에요. 수수료 자료는 2023-06-15, 배출 요령은 2022-08-31 "
        "기준이에요.",
    ],
)
def test_the_rules_date_after_the_fee_date_is_the_rules(answer: str) -> None:
    assert flagged(answer, ev(YEOJU_FEES, YEOJU_RULES)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Fee data is as of 2022-08-31; disposal rules as of 2023-06-15.",
        "수수료 자료는 2022-08-31, 배출 요령은 2023-06-15 기준이에요.",
    ],
)
def test_the_two_datasets_dates_swapped_stay_flagged(answer: str) -> None:
    assert "2022-08-31" in flagged(answer, ev(YEOJU_FEES, YEOJU_RULES))


# * Advice to check a forecast states no weather: ``그날 비나 눈 소식은 예보로 따로 확인하시고``
#   and ``check the forecast for snow`` name what to check, and a day whose weather is to be
#   checked (``주말 당일 날씨는 … 예보로 한 번 더 확인해 보세요``) is no day the data gives
#   (:func:`guardrails.grounding.weather_advice.to_check`, read by :mod:`.weather` and
#   :mod:`.weekdays`).
DONGJAK = {**NORMALS, "district": "동작구"}


@pytest.mark.parametrize(
    "answer",
    [
        # g39d3-0080's shape
        "실시간 관측은 아니고 12월 평년값(1991~2020, 서울 관측소) 기준으로 동작구는 평균 0.4도, 습도 "
        "61%, 월 강수량 23mm 정도예요. 그날 비나 눈 소식은 예보로 따로 확인하시고, 종이류는 젖지 "
        "않게 두세요.",
        "동작구 12월 평년 기온은 0.4도예요. 눈 소식은 기상청 예보로 미리 확인해 보세요.",
        "Dongjak-gu averages 0.4°C in December. Check the forecast for snow before you put the "
        "boxes out.",
        # g39d1-0013's shape: the day the user named, whose weather is to be checked
        "12월 평년값(1991–2020)으로 보면 동작구는 평균기온 0.4도, 한 달 강수량 23mm 정도예요.\n\n"
        "주말 당일 날씨는 내놓기 전에 기상청 예보로 한 번 더 확인해 보세요.",
        "December normals for Dongjak-gu: 0.4°C on average. Check the weekend forecast before "
        "you put it out.",
    ],
)
def test_weather_words_and_days_to_check_state_no_weather(answer: str) -> None:
    assert flagged(answer, ev(DONGJAK, user="주말에 장롱 내놓으려고요")) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("동작구 12월 평년 기온은 0.4도예요. 그날 눈 소식이 있어요.", "눈 소식"),
        ("동작구 12월 평년 기온은 0.4도예요. 눈 소식이 있으니 예보를 확인하세요.", "눈 소식"),
        ("동작구 12월 평년 기온은 0.4도예요. 주말에는 비가 와요.", "주말"),
        ("동작구 12월 평년 기온은 0.4도예요. 주말엔 휴무라 방문 전 확인하세요.", "주말"),
        ("Dongjak-gu averages 0.4°C. It will snow, so check the forecast.", "snow"),
    ],
)  # fmt: skip
def test_weather_stated_before_the_advice_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(DONGJAK, user="주말에 장롱 내놓으려고요"))


# * No news of rain said of now over a dry observation (``강수 없음 … 비 소식이 없어서``) restates
#   the observation; a time to come or a future ending keeps it a forecast
#   (:mod:`guardrails.grounding.observed_dry`, asked by :mod:`.dry_outlook`).
JONGNO = {
    "kind": "observation", "district": "종로구", "latitude": 37.5665, "longitude": 126.978,
    "temperature_c": 28, "humidity_pct": 50, "precipitation_mm": 0, "precipitation": "none",
    "precipitation_text": "강수 없음", "wind_ms": 3.7, "grid": {"nx": 60, "ny": 127},
    "observed_at": "2026-01-22 11:00", "tips": [], "source": "kma", "source_label": "기상청 초단기실황",
    "as_of": "2026-01-22 11:00",
}  # fmt: skip
JONGNO_RAIN = {
    **JONGNO,
    "precipitation_mm": 1.5,
    "precipitation": "rain",
    "precipitation_text": "비",
}


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0075's shape
        "기상청 초단기실황(2026-01-22 11:00, 종로구) 기준 기온 28도, 습도 50%, 강수 없음, 바람 초속 "
        "3.7m입니다. 비 소식이 없어서 짐 내놓으셔도 괜찮습니다.",
        "지금 종로구는 28도에 강수 없음이에요. 비 소식이 없으니 내놓으셔도 돼요.",
    ],
)
def test_no_news_of_rain_over_a_dry_observation_is_the_observation(answer: str) -> None:
    assert flagged(answer, ev(JONGNO)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "지금 종로구는 28도예요. 내일은 비 소식이 없으니 내놓으셔도 돼요.",
        "지금 종로구는 28도예요. 저녁까지 비 소식이 없어서 괜찮아요.",
        "지금 종로구는 28도예요. 비 소식이 없을 거예요.",
    ],
)
def test_no_rain_to_come_stays_a_forecast(answer: str) -> None:
    assert flagged(answer, ev(JONGNO)) == ["비 소식이 없"]


def test_no_news_of_rain_over_a_rainy_observation_stays_flagged() -> None:
    answer = "지금 종로구는 28도예요. 비 소식이 없어서 괜찮아요."
    assert flagged(answer, ev(JONGNO_RAIN)) == ["비 소식이 없"]


def test_no_news_of_rain_over_a_monthly_normal_stays_flagged() -> None:
    answer = "동작구 12월 평년 기온은 0.4도예요. 비 소식이 없어서 괜찮아요."
    assert flagged(answer, ev(DONGJAK)) == ["비 소식이 없"]


@pytest.mark.parametrize(
    "answer",
    [
        "동작구 12월 평년 기온은 0.4도예요. 토요일 날씨는 예보를 꼭 확인해 주세요.",
        "동작구 12월 평년 기온은 0.4도예요. 비 소식은 내놓기 전에 기상청 앱으로 살펴보세요.",
        "Dongjak-gu averages 0.4°C in December. Check the KMA forecast for rain or snow on the day.",
    ],
)
def test_other_ways_of_telling_the_user_to_check(answer: str) -> None:
    assert flagged(answer, ev(DONGJAK, user="이번 주에 내놓으려고요")) == []
