"""Round 28 (r28b): weather words — a weather word asserts a fact only when it says what the weather
is, was or will be at a place and time.

Advice conditional on the weather (``비가 온다면``, ``If there is any chance of rain``), a weather the
answer says it cannot tell (``비 소식을 확실히 말씀드리기 어려워요``, ``내일 비나 눈이 올지까지는
말씀드리기 어렵습니다``) and what a thing is kept from (``keep them out of the rain``) assert none
(``guardrails.grounding.weather_advice``); a weather stated as fact is still checked. The shapes of
prod_holdout12 g26h1-0082, g26h3-0012 and prod_holdout13 g27h0-0039, g27h2-0087, g27h3-0052, and
siblings written for each.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

NORMAL: dict[str, Any] = {"kind": "monthly_normal", "station": "부산", "district": "수영구",
                          "month": 12, "temperature_c": 5.8, "humidity_pct": 48,
                          "precipitation_mm_month": 28, "tips": [], "source": "embedded-normals",
                          "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
                          "as_of": "1991-2020"}  # fmt: skip
NOW_SNOW: dict[str, Any] = {"kind": "observation", "district": "종로구", "temperature_c": 0.7,
                            "humidity_pct": 32, "precipitation_mm": 2, "precipitation": "snow",
                            "precipitation_text": "눈", "wind_ms": 1.1,
                            "observed_at": "2026-01-22 11:00", "tips": [], "source": "kma",
                            "source_label": "기상청 초단기실황",
                            "as_of": "2026-01-22 11:00"}  # fmt: skip
NOW_DRY: dict[str, Any] = {**NOW_SNOW, "precipitation_mm": 0, "precipitation": "none",
                           "precipitation_text": "없음"}  # fmt: skip
PRICES: dict[str, Any] = {"error": "'구리'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, "
                          "PET, 백색 유리, 갈색 유리, 청녹색 유리, 철스크랩"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g26h1-0082's shape, and siblings
        "죄송해요, 지금 제가 볼 수 있는 자료는 주말 예보가 아니라서 비 소식을 확실히 말씀드리기 "
        "어려워요. 비가 온다면 종이류는 덮어서 내놓으세요.",
        "가진 자료가 평년값뿐이라 이번 주말 눈 소식은 알려 드리기 어렵습니다.",
        # g27h0-0039's shape, and a sibling
        "제가 받은 자료로는 내일 비나 눈이 올지까지는 말씀드리기 어렵습니다. 기상청 예보를 확인해 보세요.",
        "평년값만 있어서 모레 비가 올지는 알 수 없어요.",
        # a condition's clause closing in 면
        "비 소식이 확실하지 않으면 아침에 하늘을 한 번 보고 내놓으세요.",
    ],
)
def test_weather_left_open_or_conditional_in_korean_passes(answer: str) -> None:
    assert flagged(answer, ev(NORMAL)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # g27h2-0087's shape, and siblings
        "If there is any chance of rain or snow, keep the cardboard inside and put it out just "
        "before collection.",
        "If the forecast shows snow for tomorrow, put the boxes out the morning of pickup.",
        # g26h3-0012's shape, and siblings
        "Flatten the boxes, remove tape where you can, and keep them out of the rain.",
        "Cover the mattress with vinyl to protect it from snow on the way.",
        "I can't confirm rain for Saturday from the data I have, so check the KMA forecast.",
    ],
)
def test_weather_as_advice_in_english_passes(answer: str) -> None:
    assert flagged(answer, ev(NOW_DRY)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # g27h3-0052's shape: glass colours joined by slashes
        "The survey covers newspaper, cardboard, PET, clear/brown/green glass and scrap iron.",
        "It lists clear, brown, green glass and scrap iron.",
    ],
)
def test_clear_among_colours_of_a_thing_passes(answer: str) -> None:
    assert flagged(answer, ev(PRICES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the mirror: a weather said to be, over outputs that do not support it
        ("지금 종로구는 비가 오고 있어요. 박스는 안에 두세요.", "비가"),
        ("It is raining in Jongno right now, so keep the boxes inside.", "raining"),
        ("비가 와서 박스가 젖으면 수거가 안 돼요.", "비가"),
    ],
)
def test_weather_stated_as_fact_still_flags(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(NOW_DRY))


def test_forecast_stated_over_normals_still_flags() -> None:
    assert flagged("이번 주말에는 비 소식이 있어요.", ev(NORMAL)) != []


# the other side of the rule: a weather word that says what the weather is, was or will be


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g26h1-0024's and g26h3-0092's shape: a count of snow days in native words over a normal
        # that counts no days
        ("양산시 12월 평년값이에요.\n- 평균 기온: 5.8도\n- 눈 오는 날은 한 달에 이틀 정도", "이틀"),
        ("12월 평년 기온은 5.8도예요. 눈 오는 날이 한 달에 열흘쯤 되니 조심하세요.", "열흘"),
        ("비 오는 날은 한 달에 사흘 정도예요.", "사흘"),
    ],
)
def test_native_count_of_weather_days_over_normals_flags(answer: str, span: str) -> None:
    assert any(span in t for t in flagged(answer, ev(NORMAL)))


def test_native_days_as_a_delay_is_no_count() -> None:
    assert (
        flagged("12월 평년 기온은 5.8도예요. 눈 오는 날은 이틀 뒤에 내놓으세요.", ev(NORMAL)) == []
    )


@pytest.mark.parametrize(
    ("answer", "flags"),
    [
        # g26h1-0066's shape: the kind of precipitation as a row value, snow changed to rain
        ("현재 서울 날씨예요.\n- 기온: 0.7도\n- 강수: 비, 2mm\n- 바람: 초속 1.1m", ["비"]),
        ("Now in Jongno: 0.7°C, precipitation: rain, 2 mm.", ["rain"]),
        # the faithful twins
        ("현재 서울 날씨예요.\n- 기온: 0.7도\n- 강수: 눈, 2mm\n- 바람: 초속 1.1m", []),
        ("Now in Jongno: 0.7°C, precipitation: snow, 2 mm.", []),
    ],
)
def test_kind_of_precipitation_in_a_row(answer: str, flags: list[str]) -> None:
    assert flagged(answer, ev(NOW_SNOW)) == flags


@pytest.mark.parametrize(
    ("answer", "flags"),
    [
        # g27h2-0072's shape: a monthly normal presented as a live observation
        ("In Suyeong-gu it is 5.8°C with 48% humidity — this is a real-time reading from this "
         "morning.", ["real-time reading"]),
        ("수영구는 5.8도, 습도 48%예요. 오늘 아침 관측한 값이에요.", ["오늘 아침 관측한"]),
        # the faithful twins: the normal called what it is
        ("December normal for Suyeong-gu: 5.8°C, humidity 48% — not a real-time reading.", []),
        ("These are December normals rather than live observations: 5.8°C, humidity 48%.", []),
        ("수영구 12월 평년값은 5.8도, 습도 48%예요. 실시간 관측이 아니니 예보를 확인하세요.", []),
    ],
)  # fmt: skip
def test_normal_called_a_live_reading(answer: str, flags: list[str]) -> None:
    assert flagged(answer, ev(NORMAL)) == flags


GLASS: dict[str, Any] = {"region": "영남권", "survey_month": "2025-05", "unit": "원/kg", "glass": [
    {"color": "백색(무색)", "price": 62}, {"color": "갈색", "price": 55},
    {"color": "청녹색", "price": 38}], "source_label": "한국환경공단 재활용가능자원 가격조사"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # holdout11 g11ha-0049's shape: clear as a glass colour glossed, then compared with a colour
        "glass bottle 시세는 kg당 백색(clear) 62원, 갈색(brown) 55원, 청녹색(green) 38원이에요. "
        "Clear가 green보다 24원 더 쳐줘요.",
        "백색(clear)은 62원, 갈색은 55원이에요. Clear가 brown보다 비싸요.",
    ],
)
def test_clear_as_a_colour_among_colours_passes(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []


def test_clear_sky_beside_glass_prices_still_flags() -> None:
    assert flagged("It's clear in Busan today, and 백색 glass is 62원/kg.", ev(GLASS)) == ["clear"]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # prod_holdout8 g22h0-0013's and prod_holdout3 g17h2-0062's shapes, and siblings
        ("December averages 5.8°C. Rain falls on roughly 7 days in a typical December.", "7 days"),
        ("Precipitation comes on about three days a month there.", "three days"),
        ("날씨는 오늘 기준 관측값으로 평균기온 5.8°C, 습도 48%예요.", "관측값"),
        ("현재 관측값은 5.8도, 습도 48%예요.", "관측값"),
    ],
)
def test_days_and_observations_over_normals_flag(answer: str, span: str) -> None:
    assert any(span in t for t in flagged(answer, ev(NORMAL)))


def test_observation_said_not_to_be_one_passes() -> None:
    answer = "12월 평년값은 5.8도, 습도 48%예요. 현재 관측값은 아니에요."
    assert flagged(answer, ev(NORMAL)) == []
