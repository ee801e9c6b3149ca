"""Round 29 (r29b): invented or moved places, weather and schedule facts.

- A forecast of dry weather over outputs that carry no forecast (``It should stay dry through the
  evening``, ``내일은 비 소식이 없으니``) is invented (:mod:`guardrails.grounding.dry_outlook`).
- A count of days in ``it snows about N days`` over normals that count none (:mod:`.forecast`).
- The month's normal given as the temperature now (``- 지금 기온: 1.1도``) (:mod:`.live_reading`).
- A weather station other than the output's (``the Jeonju station`` for 대전's normals)
  (:mod:`guardrails.grounding.station_names`).

The answers here are new wordings of the classes, next to the faithful twins that must pass.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NOW = {"kind": "observation", "district": "종로구", "temperature_c": 12.4, "humidity_pct": 40,
       "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음", "wind_ms": 2.1,
       "observed_at": "2026-03-02 14:00", "source": "kma", "source_label": "기상청 초단기실황",
       "as_of": "2026-03-02 14:00"}  # fmt: skip
NORMAL = {"kind": "monthly_normal", "station": "대전", "district": "공주시", "month": 12,
          "temperature_c": 1.1, "humidity_pct": 72, "precipitation_mm_month": 27, "tips": [],
          "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
          "as_of": "1991-2020"}  # fmt: skip


@pytest.mark.parametrize(
    ("weather", "answer", "span"),
    [
        (NOW, "It's 12.4°C with no precipitation right now. It should stay dry through the evening, "
              "so go ahead.", "It should stay dry"),
        (NOW, "지금 12.4도에 강수 없음이에요. 저녁까지 비는 안 올 거예요.", "저녁까지 비는 안 올"),
        (NOW, "12.4°C and dry now; no rain is expected tonight.", "no rain is expected"),
        (NORMAL, "12월 평년값으로 평균 1.1도, 강수량 27mm예요. 내일은 비 소식이 없으니 내놓으셔도 돼요.",
         "비 소식이 없"),
        (NORMAL, "December normals: 1.1°C, 27 mm. The weather should remain dry tomorrow.",
         "weather should remain dry"),
    ],
)  # fmt: skip
def test_a_dry_outlook_is_a_forecast(weather: dict[str, object], answer: str, span: str) -> None:
    assert span in " ".join(flagged(answer, ev(weather)))


@pytest.mark.parametrize(
    ("weather", "answer"),
    [
        (NOW, "It's 12.4°C with no precipitation right now, so it's fine to put it out."),
        (NOW, "If it stays dry through the evening, you can leave the bags out."),
        (NORMAL, "평년값이라 내일 비 소식이 있는지는 알 수 없어요. 비 소식이 없으면 내놓으세요."),
        (NORMAL, "These are December normals (1.1°C, 27 mm), not a forecast; check whether it will "
                 "stay dry tomorrow."),
        (NOW, "Keep the paper bundle dry until collection."),
        (NOW, "Tie the bundle and cover it so it should stay dry."),
    ],
)  # fmt: skip
def test_dry_now_or_a_conditional_dry_outlook_passes(
    weather: dict[str, object], answer: str
) -> None:
    assert flagged(answer, ev(weather)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Based on Daejeon station December normals it is about 1.1°C. It usually snows about 5 days "
        "in December.",
        "December normals are 1.1°C and 27 mm; it typically rains on around 4 days a month.",
    ],
)
def test_a_count_of_snow_days_over_normals_is_invented(answer: str) -> None:
    assert any("days" in s or s.isdigit() for s in flagged(answer, ev(NORMAL)))


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("공주 날씨입니다.\n- 지금 기온: 1.1도\n- 습도: 72%", "지금 기온"),
        ("현재 기온은 1.1도, 습도 72%예요.", "현재 기온"),
        ("The current temperature in Gongju is 1.1°C.", "current temperature"),
    ],
)
def test_a_normal_given_as_the_temperature_now(answer: str, span: str) -> None:
    assert span in " ".join(flagged(answer, ev(NORMAL)))


@pytest.mark.parametrize(
    "answer",
    [
        "지금 기온은 알 수 없고, 12월 평년 기온은 1.1도예요.",
        "현재 기온 대신 12월 평균 기온 1.1도로 안내드려요.",
        "December's average is 1.1°C; that is not the current temperature.",
    ],
)
def test_a_normal_called_a_normal_passes(answer: str) -> None:
    assert flagged(answer, ev(NORMAL)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("For Gongju, the Jeonju station December normals give about 1.1°C.", "Jeonju"),
        ("공주는 전주 관측소 기준 12월 평년 기온 1.1도예요.", "전주"),
        ("Figures are from the weather station in Cheongju: 1.1°C on average.", "Cheongju"),
    ],
)
def test_another_station_is_flagged(answer: str, span: str) -> None:
    assert span in " ".join(flagged(answer, ev(NORMAL)))


@pytest.mark.parametrize(
    "answer",
    [
        "For Gongju, based on Daejeon station December normals, it is about 1.1°C.",
        "공주는 대전 관측소 기준 12월 평년 기온 1.1도예요.",
        "Gongju has no station of its own, so these are the Daejeon station's normals: 1.1°C.",
        "The nearest station is Daejeon; December averages 1.1°C.",
    ],
)
def test_the_output_station_passes(answer: str) -> None:
    assert flagged(answer, ev(NORMAL)) == []


# --- where a district has bulky waste put out, and where it has the fee paid (disposal_places) ---

ROADSIDE = {"district": "횡성군", "full_name": "강원특별자치도 횡성군", "source": "waste-rules",
            "application_methods": ["해당 수거업체에 연락 후 배출"], "places": ["큰도로변"],
            "department": "청정환경사업소", "phone": "033-340-5936", "as_of": "2022-06-14"}  # fmt: skip
DOORSTEP = {"district": "익산시", "full_name": "전북특별자치도 익산시", "source": "waste-rules",
            "application_methods": ["배출전 담당부서에 문의 후"], "places": ["배출자 집앞"],
            "department": "청소자원과", "phone": "063-859-5474", "as_of": "2025-10-31"}  # fmt: skip
PAID_AT_CENTRE = {"district": "완주군", "full_name": "전북특별자치도 완주군", "source": "waste-rules",
                  "application_methods": ["읍면 행정복지센터에서 폐기물 수수료 납부 후 지정된 장소에 배출"],
                  "places": ["읍면 선별장"], "department": "자원순환과", "phone": "063-290-2673",
                  "as_of": "2024-01-30"}  # fmt: skip


@pytest.mark.parametrize(
    ("records", "answer", "span"),
    [
        ((ROADSIDE,), "횡성군은 수거업체에 연락하고 집 앞에 내놓으면 돼요.", "집 앞"),
        ((ROADSIDE,), "In Hoengseong, call the contractor and put it out in front of your house.",
         "in front of your house"),
        ((ROADSIDE, DOORSTEP), "For Iksan: ask the department first, then place the item by the main "
                               "road for collection.", "main road"),
        ((PAID_AT_CENTRE,), "완주군은 읍면 선별장에서 수수료를 납부하신 뒤 읍면 행정복지센터에 배출하시면 됩니다.",
         "선별장"),
    ],
)  # fmt: skip
def test_a_place_of_another_kind_or_role_is_flagged(
    records: tuple[dict[str, object], ...], answer: str, span: str
) -> None:
    assert span in " ".join(flagged(answer, ev(*records)))


@pytest.mark.parametrize(
    ("records", "answer"),
    [
        ((ROADSIDE,), "횡성군은 수거업체에 연락한 뒤 큰도로변에 내놓으면 돼요."),
        ((ROADSIDE, DOORSTEP), "For Iksan: ask the department first, then put it out in front of your "
                               "house. In Hoengseong it goes by the main road."),
        ((PAID_AT_CENTRE,), "완주군은 읍면 행정복지센터에서 수수료를 납부하신 뒤 읍면 선별장에 배출하시면 됩니다."),
        ((PAID_AT_CENTRE,), "읍면 행정복지센터에 신고하고 수수료를 낸 뒤 선별장에 내놓으세요."),
        ((ROADSIDE,), "보통은 집 앞이나 도로변에 내놓지만 횡성군은 업체에 먼저 연락하세요."),
    ],
)  # fmt: skip
def test_the_district_own_place_passes(records: tuple[dict[str, object], ...], answer: str) -> None:
    assert flagged(answer, ev(*records)) == []


# --- a quoted place after an empty search (unfound_quoted); a city's hall by its bare name ---

NONE_FOUND = {"query": "중고", "radius_m": 1000, "places": [], "found": 0,
              "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다.", "source": "none"}  # fmt: skip
PHARMACIES = {"item_type": "medicine", "kind_name": "폐의약품", "district_has_data": False,
              "points": [{"name": "아라한별약국", "address": "인천광역시 서구 서로3로 198", "detail": "약국 내부",
                          "district": "인천 서구", "distance_m": 1891}],
              "found": 1, "note": "경기도 김포시의 폐의약품 장소 자료는 없습니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("검색 결과가 없습니다.\n- 대안: 버스터미널 옆 '단양 중고가구나라'", "단양 중고가구나라"),
        ("The offline data is empty. \"Green Furniture Mart\" near the terminal buys used desks.",
         "Green Furniture Mart"),
    ],
)  # fmt: skip
def test_a_quoted_place_after_an_empty_search_is_flagged(answer: str, span: str) -> None:
    assert span in " ".join(flagged(answer, ev(NONE_FOUND)))


@pytest.mark.parametrize(
    "answer",
    [
        "'중고' 장소 정보는 오프라인 데이터에 없어요. 카카오맵에서 '중고 가구 매입' 검색해 보세요.",
        'Nothing came up; try searching "used furniture" in a map app.',
    ],
)
def test_a_quoted_query_or_search_advice_passes(answer: str) -> None:
    assert flagged(answer, ev(NONE_FOUND)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("아라한별약국 is about 1.9 km away. There is also a bin at Gimpo City Hall lobby.",
         "Gimpo City Hall"),
        ("You can also drop medicine at the Gimpo Public Health Center.", "Gimpo Public Health Center"),
    ],
)  # fmt: skip
def test_a_bare_named_facility_no_output_names_is_flagged(answer: str, span: str) -> None:
    assert span in " ".join(flagged(answer, ev(PHARMACIES)))


@pytest.mark.parametrize(
    "answer",
    [
        "아라한별약국 is about 1.9 km away. If you'd rather stay in Gimpo, ask Gimpo City Hall whether "
        "it has a bin.",
        "아라한별약국 is about 1.9 km away; Gimpo City Hall's website may list more places.",
        "아라한별약국 is about 1.9 km away (the nearest one; Gimpo has no data).",
    ],
)
def test_advice_or_a_contact_owner_passes(answer: str) -> None:
    assert flagged(answer, ev(PHARMACIES)) == []


# --- a day a place is said to take things on only (only_days) ---

PET_POINT = {"item_type": "pet_compensation", "kind_name": "투명 페트병 보상",
             "points": [{"name": "단양읍 사무소", "address": "충북 단양군 단양읍 중앙1로 35", "detail": None,
                         "district": "단양군", "phone": "043-420-2684", "items": [], "distance_m": 542}],
             "found": 1}  # fmt: skip
CENTRE_HOURS = {"query": "재활용센터", "found": 1,
                "places": [{"name": "공주시 재활용센터", "address": "충청남도 공주시 봉황로 125",
                            "hours": "평일 09:00~18:00", "items": ["재활용품"], "distance_m": 1544}]}  # fmt: skip


@pytest.mark.parametrize(
    ("records", "answer", "span"),
    [
        ((PET_POINT,), "단양읍 사무소가 보상 장소예요. 매주 수요일에만 받으니 요일 맞춰 가세요.", "매주 수요일에만"),
        ((PET_POINT,), "The 단양읍 사무소 point only takes bottles on Wednesdays.", "only"),
        ((CENTRE_HOURS,), "공주시 재활용센터는 토요일에만 문을 열어요.", "토요일에만"),
    ],
)  # fmt: skip
def test_a_day_no_output_states_is_flagged(
    records: tuple[dict[str, object], ...], answer: str, span: str
) -> None:
    assert any(
        span in s or "day" in s.lower() or "요일" in s for s in flagged(answer, ev(*records))
    )


@pytest.mark.parametrize(
    ("records", "answer"),
    [
        ((CENTRE_HOURS,), "공주시 재활용센터는 평일 09:00~18:00에 운영해요."),
        ((CENTRE_HOURS,), "공주시 재활용센터는 평일에만 운영하니 수요일에 가셔도 돼요."),
        ((PET_POINT,), "단양읍 사무소가 보상 장소예요. 수요일에만 받는지 전화로 확인해 보세요."),
        ((PET_POINT,), "단양읍 사무소가 보상 장소예요. 운영 요일은 자료에 없어요."),
    ],
)  # fmt: skip
def test_a_stated_or_asked_day_passes(records: tuple[dict[str, object], ...], answer: str) -> None:
    assert flagged(answer, ev(*records)) == []


# --- another district's way under a district whose how-to lists none (empty_howto) ---

SEO_EMPTY = {"district": "인천 서구", "full_name": "인천광역시 서구", "source": "waste-rules",
             "application_methods": [], "places": [],
             "note": "생활쓰레기배출정보에는 인천광역시 서구의 대형폐기물 배출 방법이 적혀 있지 않습니다.",
             "department": "자원순환과", "phone": "032-560-4392", "as_of": "2025-11-06"}  # fmt: skip
NAMDONG = {"district": "남동구", "full_name": "인천광역시 남동구", "source": "waste-rules",
           "application_methods": ["배출신고후 배출"], "places": ["배출신고후 배출"],
           "department": "남동구청 청소행정과", "phone": "032-453-2550", "as_of": "2025-10-29"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- 인천 서구: 배출신고 후 배출 / 문의 자원순환과 032-560-4392\n- 남동구: 신고 후 배출",
        "인천 서구는 배출신고 후 배출하면 되고, 남동구도 같아요.",
    ],
)
def test_another_way_under_an_empty_district_is_flagged(answer: str) -> None:
    assert "배출신고 후 배출" in " ".join(flagged(answer, ev(SEO_EMPTY, NAMDONG)))


@pytest.mark.parametrize(
    "answer",
    [
        "- 인천 서구: 자료에 배출 방법이 없어 자원순환과 032-560-4392에 문의\n- 남동구: 배출신고 후 배출",
        "인천 서구는 방법이 안 나와 있고, 남동구는 배출신고 후 배출이에요.",
    ],
)
def test_the_way_under_its_own_district_passes(answer: str) -> None:
    assert flagged(answer, ev(SEO_EMPTY, NAMDONG)) == []
