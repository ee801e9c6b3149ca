"""Round 34 (r34f): dates, stations and weather words on prod_holdout22.

A numbered list whose item ends with a year and a full stop (``as of July 1, 2025.``) and whose next
item starts ``3.`` is no date ``2025.3``: the spaces inside a numeric date stay on one line
(:mod:`guardrails.grounding.datetimes`).

A district named with the English station noun (``Hongcheon station`` over 서울's normals) names the
district as the station, as ``홍천 관측소`` does (round 32); a hedge or denial shields a station name
only inside its own clause (``(Hongcheon station, 1991–2020, not live)``: the "not" denies the live
reading) (:mod:`guardrails.grounding.station_names`).

The kind a precipitation falls as (``강수는 대부분 눈으로 내리니``, ``비로 와요``) is a sky stated,
which monthly normals (an amount alone) never give (:mod:`guardrails.grounding.weather`); snow said
only to be possible (``눈이 올 수도 있으니``, ``snow is possible``, ``it may snow``) states none
(:mod:`guardrails.grounding.weather_advice`).

One date said of every district at once (``두 곳 모두 데이터기준일자 2025-07-03``, ``both are dated
…``) is each named district's date: flagged when the outputs' dates differ
(:mod:`guardrails.grounding.district_dated`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

CANS = {
    "region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 2,
    "items": [
        {"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
         "price_text": "180원/kg"},
        {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
         "price_text": "1,200원/kg"},
    ],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
}  # fmt: skip
SOFA = {
    "district": "평택시", "full_name": "경기도 평택시", "query": "소파", "item_count": 2,
    "items": [
        {"item_name": "소파", "name": "소파", "spec": None, "category": "가구류", "fee": 1000,
         "fee_text": "1,000원", "is_free": False},
        {"item_name": "소파", "name": "소파", "spec": None, "category": "가구류", "fee": 8000,
         "fee_text": "8,000원", "is_free": False},
    ],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2025-07-01",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-07-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        # g38h2-0091's shape
        (
            "Can prices\n1. These are national averages as of January 2025.\n"
            "2. Aluminum cans: 1,200 won/kg; steel cans: 180 won/kg.\n3. Keep them separate.",
            CANS,
        ),
        # g38h2-0004's shape
        (
            "Sofa fees\n1. Sofa fees in Pyeongtaek range from 1,000 to 8,000 won, as of July 1, "
            "2025.\n3. Register the sofa with the city before putting it out.",
            SOFA,
        ),
        (
            "캔 시세\n1. 전국 평균이며 조사 시점은 2025.\n2. 알루미늄캔 1,200원/kg, 철캔 180원/kg이에요.",
            CANS,
        ),
        # a real dotted date at a line end still reads as one
        (
            "평택시 소파 수수료는 1,000~8,000원이에요.\n- 기준일: 2025. 7. 1.\n- 구청에 신고하세요.",
            SOFA,
        ),
    ],
)
def test_a_year_ending_a_list_item_is_no_date_with_the_next_number(
    answer: str, obj: dict[str, object]
) -> None:
    assert flagged(answer, ev(obj)) == []


def test_a_wrong_year_at_a_line_end_stays_flagged() -> None:
    answer = (
        "Sofa fees\n1. Sofa fees in Pyeongtaek range from 1,000 to 8,000 won, as of July 1, "
        "2023.\n2. Register the sofa with the city."
    )
    assert flagged(answer, ev(SOFA)) != []


def test_a_wrong_dotted_date_on_one_line_stays_flagged() -> None:
    answer = "평택시 소파 수수료는 1,000~8,000원이에요(기준일 2024. 3. 1.)."
    assert flagged(answer, ev(SOFA)) != []


HONGCHEON_NORMAL = {
    "kind": "monthly_normal", "station": "서울", "district": "홍천군", "month": 12,
    "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g38h3-0082's shape
        "Hongcheon-gun December normals (Hongcheon station, 1991–2020, not live): 0.4°C, 61% "
        "humidity, 23 mm for the month.",
        "From the Hongcheon weather station's 1991–2020 normals, December averages 0.4°C.",
        "December in Hongcheon averages 0.4°C and 23 mm (Jeonju station, not a live reading).",
        # a weather station near a place is still a weather station (the merge's near-reading)
        "Near the Hongcheon weather station it averages 0.4°C in December.",
    ],
)
def test_a_district_called_a_station_in_english_is_flagged(answer: str) -> None:
    assert any(f.startswith(("Hongcheon", "Jeonju")) for f in flagged(answer, ev(HONGCHEON_NORMAL)))


@pytest.mark.parametrize(
    "answer",
    [
        "Hongcheon-gun December normals (Seoul station, 1991–2020, not live): 0.4°C, 61% "
        "humidity, 23 mm for the month.",
        "Hongcheon has no station of its own, so these are the Seoul station's normals: 0.4°C.",
        "There is no Hongcheon station in the data; Seoul's normals give 0.4°C for December.",
        "Hongcheon December normals, from the nearest station in Seoul: 0.4°C, 23 mm.",
        # a place near a railway or subway station (round 16's `Near Dobong station`)
        "Near Hongcheon station it averages about 0.4°C in December.",
    ],
)
def test_the_real_station_or_a_denied_one_passes(answer: str) -> None:
    assert flagged(answer, ev(HONGCHEON_NORMAL)) == []


YANGYANG_NORMAL = {
    "kind": "monthly_normal", "station": "강릉", "district": "양양군", "month": 12,
    "temperature_c": 3.0, "humidity_pct": 49, "precipitation_mm_month": 41, "tips": [],
    "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
    "as_of": "1991-2020",
}  # fmt: skip
GWANGJU_SNOW = {"place": "광주", "temperature_c": -0.6, "sky": "눈"}


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g38h1-0068's shape
        (
            "양양군은 강릉 관측소의 1991–2020 평년값으로 보면 12월 평균 기온 3.0도, 습도 49%, 한 달 "
            "강수량 41mm예요. 강수는 대부분 눈으로 내리니 이사 날짜 잡으실 때 참고하세요.",
            "눈으로",
        ),
        ("12월 평균 기온 3.0도, 강수량 41mm예요. 이 무렵 강수는 주로 눈으로 와요.", "눈으로"),
        (
            "December averages 3.0°C with 41 mm of precipitation, most of it falling as snow.",
            "snow",
        ),
    ],
)
def test_the_kind_of_precipitation_over_normals_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(YANGYANG_NORMAL))


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        (
            "12월 평균 기온 3.0도, 강수량 41mm예요. 눈이 올 수도 있으니 예보를 확인하세요.",
            YANGYANG_NORMAL,
        ),
        ("12월 강수량은 41mm인데, 눈으로 내릴 수도 있으니 예보를 확인하세요.", YANGYANG_NORMAL),
        ("비로소 12월 평균 기온이 3.0도로 내려가요. 눈으로 확인해 보세요.", YANGYANG_NORMAL),
        ("광주는 지금 -0.6도이고 비 대신 눈으로 내리고 있어요.", GWANGJU_SNOW),
        (
            "December normals: 3.0°C, 41 mm of precipitation. Snow is possible, so check the "
            "forecast before moving.",
            YANGYANG_NORMAL,
        ),
        ("December normals: 3.0°C, 41 mm. Some of it may fall as snow.", YANGYANG_NORMAL),
    ],
)
def test_snow_hedged_or_given_passes(answer: str, obj: dict[str, object]) -> None:
    assert flagged(answer, ev(obj)) == []


def _fees(district: str, full: str, query: str, fee: int, as_of: str) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": query, "item_count": 1,
        "items": [{"item_name": query, "name": query, "spec": None, "category": "가구류",
                   "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
        "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
        "as_of": as_of,
        "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, "
                    f"데이터기준일자 {as_of}",
    }  # fmt: skip


HONGCHEON = _fees("홍천군", "강원특별자치도 홍천군", "매트리스", 4000, "2023-10-05")
GEUMSAN = _fees("금산군", "충청남도 금산군", "세탁기", 3000, "2025-07-03")
GEUMSAN_SAME = _fees("금산군", "충청남도 금산군", "세탁기", 3000, "2023-10-05")


@pytest.mark.parametrize(
    "answer",
    [
        # g38h3-0059's shape
        "- 홍천군 매트리스: 4,000원\n- 금산군 세탁기: 3,000원\n- 두 곳 모두 데이터기준일자 2025-07-03",
        "홍천군 매트리스는 4,000원, 금산군 세탁기는 3,000원이에요. 둘 다 2025-07-03 기준 자료예요.",
        "Hongcheon-gun (홍천군) mattress: 4,000 won; Geumsan-gun (금산군) washer: 3,000 won. Both "
        "fee lists are dated 2025-07-03.",
    ],
)
def test_one_date_said_of_both_districts_is_flagged(answer: str) -> None:
    assert "2025-07-03" in flagged(answer, ev(HONGCHEON, GEUMSAN))


@pytest.mark.parametrize(
    ("answer", "objs"),
    [
        (
            "- 홍천군 매트리스: 4,000원\n- 금산군 세탁기: 3,000원\n- 두 곳 모두 데이터기준일자 2023-10-05",
            (HONGCHEON, GEUMSAN_SAME),
        ),
        (
            "- 홍천군 매트리스: 4,000원 (2023-10-05)\n- 금산군 세탁기: 3,000원 (2025-07-03)\n"
            "- 두 곳 모두 공공데이터포털 자료예요.",
            (HONGCHEON, GEUMSAN),
        ),
    ],
)
def test_a_date_both_outputs_carry_or_each_its_own_passes(
    answer: str, objs: tuple[dict[str, object], ...]
) -> None:
    assert flagged(answer, ev(*objs)) == []
