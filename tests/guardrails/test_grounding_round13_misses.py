"""Round 13: fabrications the tenth holdout let through, read by their classes.

- an exchange ratio changed on one side ("종이팩 1kg을 가져가면 화장지 4롤" for 1kg → 1롤, "20개를
  모아 가면 5개" for 10개당 2개, "get 2 for every 10" for 20 → 2) — ``ratios.py``;
- a bound the user's words alone give, where the tools state another ("선풍기 3개만 돼?" →
  "3개 이상이면 신청할 수 있어요" for 5개 이상) — ``limits.py``;
- a measurement of a kind no tool output measures (a UV index, fine dust, a humidity beside a
  nowcast without one) — ``unmeasured.py``;
- a closing time in words ("자정까지" for 23:00, "until midnight") — ``datetimes.py`` reads 자정,
  정오, midnight and noon in a frame of hours as times in answers too;
- the days a normal's precipitation falls on, stated after it ("18.4 mm spread over around 9
  days", "평균 9일 정도 비가 와요" for 5.9) — ``weather.py``;
- an advisory invented for a place no tool output names, and a count of advisories changed
  ("특보는 네 건: … 그리고 경기 북부 한파주의보" over three records) — ``alerts.py``;
- a good no tool output names, called fine where they list what they accept ("보조배터리는 안
  되지만 리튬 코인전지는 OK예요"; each clause of a contrast read on its own) — ``excluded.py``;
- points counted in 점 ("포인트 500점을 적립해 줘요") where no tool output gives points, and a
  figure said to be the cap that is not the tools' cap of points — ``rewards.py``;
- holdout9's: a limit as "a daily cap of N bottles" or in pairs ("3켤레까지만") — ``limits.py``;
  a count of bins "다섯 개나 있어요" — ``count_statements.py``.

Each table holds answers that must be flagged (with the words of the flagged claim and why) and
faithful restatements of the same tool outputs that must pass.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

EXCHANGE = {
    "program": "폐건전지·종이팩 교환",
    "district": "마포구",
    "exchange_sites": ["각 동 주민센터"],
    "rules": [
        {"item": "폐건전지", "give": "20개", "get": "새 AA 건전지 2개"},
        {"item": "종이팩", "give": "1kg", "get": "화장지 1롤"},
    ],
    "per_person_daily_limit": "교환 3회",
}
RULE = {"exchange": {"rule": "폐건전지 10개당 새 건전지(AA) 2개", "limit": "1인 월 1회"}}


@pytest.mark.parametrize(
    ("answer", "claim", "why"),
    [
        ("종이팩 1kg을 가져가면 화장지 4롤로 바꿔 드려요.", "4롤", "1kg → 1롤"),
        ("종이팩 1kg당 화장지 3롤이에요.", "3롤", "1kg → 1롤"),
        ("폐건전지 10개를 모아 가면 새 AA 건전지 2개로 교환해 줘요.", "2개", "20개 → 2개"),
        (
            "You get 2 new AA batteries for every 10 used batteries.",
            "2 new AA batteries",
            "20개 → 2개",
        ),
        ("Bring 1 kg of cartons and you get 2 rolls of tissue.", "2 rolls", "1kg → 1롤"),
    ],
)
def test_a_changed_exchange_ratio_is_flagged(answer: str, claim: str, why: str) -> None:
    verdict = check(answer, ev(EXCHANGE))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert why in verdict.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "종이팩 1kg을 가져가면 화장지 1롤로 바꿔 드려요. 하루 3회까지예요.",
        "폐건전지 20개를 가져가면 새 AA 건전지 2개로 바꿔 줘요.",
        "폐건전지 40개를 모아 가면 새 건전지 4개로 교환돼요.",  # the ratio scaled whole
        "You get 2 new AA batteries for every 20 used batteries.",
        "Bring 20 used batteries to get 2 new AA batteries; 1 kg of cartons gets 1 roll.",
        "폐건전지 10개로는 교환이 안 돼요. 20개부터 새 건전지 2개를 받아요.",
    ],
)
def test_an_exchange_ratio_the_tools_state_passes(answer: str) -> None:
    assert flagged(answer, ev(EXCHANGE)) == []


def test_a_ratio_in_one_tool_value_is_read() -> None:
    assert flagged("폐건전지 20개를 모아 가면 새 건전지 5개로 교환해 줘요.", ev(RULE)) == ["5개"]
    assert flagged("폐건전지 20개를 모아 가면 새 건전지 4개로 교환해 줘요.", ev(RULE)) == []
    assert flagged("폐건전지 10개당 새 건전지 2개예요.", ev(RULE)) == []


def test_sibling_counts_that_are_limits_are_no_ratio() -> None:
    rates = {"items": [{"item": "폐건전지", "unit": "10개", "points": 100, "daily_limit": "50개"}]}
    assert flagged("폐건전지는 10개에 100포인트, 하루 50개까지 가져가면 돼요.", ev(rates)) == []


PICKUP = {
    "service": "폐가전제품 무상 방문수거",
    "rules": [
        {"type": "대형", "examples": ["냉장고", "세탁기"], "min_count": 1},
        {"type": "중소형", "examples": ["선풍기", "청소기"], "min_count": 5,
         "note": "중소형만 배출 시 5개 이상"},
    ],
}  # fmt: skip
USER = "선풍기 3개만 수거 돼?"


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("중소형 가전은 3개 이상이면 무상 방문수거를 신청할 수 있어요.", "3개 이상"),
        ("For small appliances you need at least 3 items.", "at least 3 items"),
    ],
)
def test_a_bound_only_the_user_gives_is_flagged(answer: str, claim: str) -> None:
    verdict = check(answer, ev(PICKUP, user=USER))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert "only the user's words give 3" in verdict.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "중소형 가전은 5개 이상이어야 해요. 선풍기 3개만으로는 신청할 수 없어요.",
        "선풍기 3개만 있으면 신청이 안 돼요. 중소형은 5개 이상부터예요.",
        "3개 이상이면 되나요? 중소형은 5개 이상이에요.",
    ],
)
def test_the_users_count_beside_the_tools_bound_passes(answer: str) -> None:
    assert flagged(answer, ev(PICKUP, user=USER)) == []


def test_a_bound_the_user_gives_passes_when_the_tools_state_none() -> None:
    plain = {"service": "폐가전제품 무상 방문수거", "phone": "1599-0903"}
    assert flagged("3개 이상이면 방문수거를 신청할 수 있어요.", ev(plain, user=USER)) == []


NOWCAST = {
    "place": "인천",
    "kind": "nowcast",
    "temperature_c": 27.8,
    "humidity_pct": 82,
    "wind_speed_ms": 2.2,
    "sky": "구름많음",
}
SKY_ONLY = {
    "place": "서울",
    "kind": "forecast",
    "temperature_c": 31.2,
    "sky": "맑음",
    "pop_pct": 60,
}


@pytest.mark.parametrize(
    ("answer", "claim", "attribute"),
    [
        ("인천은 27.8°C, UV index는 9로 매우 높아요.", "UV index는 9", "UV"),
        ("Incheon: 27.8°C, humidity 82%, and a UV index of 8 (very high).", "UV index of 8", "UV"),
        ("인천은 27.8도이고 자외선 지수 7이에요.", "자외선 지수 7", "UV"),
        ("인천 27.8도, 미세먼지 농도는 35로 보통이에요.", "미세먼지 농도는 35", "fine dust"),
        ("Incheon is 27.8°C with PM2.5 at 18.", "PM2.5 at 18", "fine dust"),
    ],
)
def test_a_measurement_no_tool_output_measures_is_flagged(
    answer: str, claim: str, attribute: str
) -> None:
    verdict = check(answer, ev(NOWCAST))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert f"no tool output measures {attribute}" in verdict.unsupported[0].why


def test_a_humidity_beside_a_forecast_without_one_is_flagged() -> None:
    verdict = check("서울은 31.2도, 습도는 60%예요.", ev(SKY_ONLY))
    assert [c.text for c in verdict.unsupported] == ["습도는 60"]  # 60 is the chance of rain
    assert "no tool output measures humidity" in verdict.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "인천은 27.8°C, 습도 82%, 구름 많아요.",
        "Incheon: 27.8°C, humidity 82%, partly cloudy.",
        "자외선이 강하니 SPF 50 선크림을 바르세요. 인천은 27.8도예요.",
        "미세먼지 정보는 없어요. 인천은 27.8도예요.",
    ],
)
def test_a_measured_attribute_or_advice_passes(answer: str) -> None:
    assert flagged(answer, ev(NOWCAST)) == []


def test_an_attribute_a_tool_output_measures_passes() -> None:
    air = {"station": "인천", "pm10": 35, "pm25": 18, "uv_index": 8}
    assert flagged("인천은 27.8°C, UV index는 8, 미세먼지 35예요.", ev(NOWCAST, air)) == []


CAFES = {
    "places": [
        {"name": "투썸플레이스 도담점", "hours": "09:00-23:00", "distance_m": 2900},
        {"name": "롯데마트 월드타워점", "hours": "10:00-24:00", "distance_m": 1300},
    ]
}


@pytest.mark.parametrize(
    ("answer", "claim", "why"),
    [
        ("투썸플레이스 도담점이 자정까지 열어서 제일 늦게까지 해요.", "자정", "00:00"),
        ("투썸플레이스 도담점은 정오부터 열어요.", "정오", "12:00"),
        ("It is open until midnight, 2.9 km away.", "midnight", "00:00"),
    ],
)
def test_a_named_time_the_tools_do_not_give_is_flagged(answer: str, claim: str, why: str) -> None:
    verdict = check(answer, ev({"places": CAFES["places"][:1]}))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert why in verdict.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "롯데마트 월드타워점은 자정까지 열어요.",  # 24:00
        "롯데마트 월드타워점은 오전 10시부터 자정까지 해요.",
        "Lotte Mart World Tower is open until midnight.",
        "투썸플레이스 도담점은 밤 11시까지 열어요. 자정 넘어서는 문을 닫아요.",
    ],
)
def test_a_named_time_the_tools_give_or_out_of_a_frame_passes(answer: str) -> None:
    assert flagged(answer, ev(CAFES)) == []


NORMALS = {"place": "인천", "kind": "normals", "month": 1, "temp_mean_c": -1.5,
           "precip_mm": 18.4, "rain_days": 5.9}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("Incheon's January normal is -1.5°C, with 18.4 mm spread over around 9 days.", "9"),
        ("인천 1월 평년 강수량은 18.4mm로 평균 9일 정도 비가 와요.", "9"),
    ],
)
def test_a_changed_count_of_normal_rain_days_is_flagged(answer: str, claim: str) -> None:
    verdict = check(answer, ev(NORMALS))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert verdict.unsupported[0].kind == "precipitation"


@pytest.mark.parametrize(
    "answer",
    [
        "Incheon's January normal is -1.5°C, with 18.4 mm spread over around 6 days.",
        "인천 1월 평년 강수량은 18.4mm로 평균 6일 정도 비가 와요.",
        "인천 1월 평년 강수량은 18.4mm이고, 5.9일 비가 와요.",
        "Rain is expected on 2 days this week; the January normal is 18.4 mm.",  # no normal before
        "인천은 3일 동안 비가 와요. 평년 강수량은 18.4mm예요.",
    ],
)
def test_normal_rain_days_restated_or_not_a_normal_pass(answer: str) -> None:
    assert flagged(answer, ev(NORMALS)) == []


ADVISORIES = {
    "issued_at": "2026-01-14T16:00+09:00",
    "advisories": [
        {"area": "강원 산지", "type": "대설주의보"},
        {"area": "경북 북동산지", "type": "강풍주의보"},
        {"area": "서울", "type": "한파주의보"},
    ],
}


def test_an_invented_advisory_and_count_are_flagged() -> None:
    answer = (
        "현재 특보는 네 건이에요: 강원 산지 대설주의보, 경북 북동산지 강풍주의보, "
        "서울 한파주의보, 그리고 경기 북부 한파주의보가 발효 중이에요."
    )
    verdict = check(answer, ev(ADVISORIES))
    assert [c.text for c in verdict.unsupported] == ["한파주의보", "특보는 네 건"]
    assert "not stated for 경기" in verdict.unsupported[0].why
    assert "state 3" in verdict.unsupported[1].why


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("부산 한파주의보도 발효 중이에요.", "한파주의보"),
        (
            "There are two active alerts right now.",
            "two active alerts",
        ),
        ("주의보는 두 건이에요.", "주의보는 두 건"),
    ],
)
def test_an_advisory_of_another_place_or_count_is_flagged(answer: str, claim: str) -> None:
    assert flagged(answer, ev(ADVISORIES)) == [claim]


@pytest.mark.parametrize(
    "answer",
    [
        "현재 특보는 세 건이에요: 강원 산지 대설주의보, 경북 북동산지 강풍주의보, 서울 한파주의보.",
        "There are three active alerts, all advisories.",
        "오늘 밤 서울 한파주의보가 발효돼요.",
        "서울특별시 한파주의보가 발효 중이고, 경보는 없어요.",
        "현재 서울 지역 한파주의보가 발효 중이에요.",
    ],
)
def test_the_advisories_the_tools_state_pass(answer: str) -> None:
    assert flagged(answer, ev(ADVISORIES)) == []


BINS = {
    "places": [
        {"name": "성수1가1동 주민센터", "accepted": ["폐건전지", "폐형광등"],
         "excluded": ["깨진 형광등", "리튬 배터리팩"]},
        {"name": "성수역 3번 출구 수거함", "accepted": ["폐건전지"], "excluded": ["보조배터리"]},
    ]
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("보조배터리는 안 되지만 리튬 코인전지는 OK예요.", "코인전지"),
        ("성수역 수거함은 폐건전지를 받아요. 코인전지도 괜찮아요.", "코인전지"),
        ("Power banks are not taken, but coin cells are fine.", "coin cells"),
        ("주민센터는 폐건전지와 폐형광등을 받아요. 아이스팩도 가능해요.", "아이스팩"),
    ],
)
def test_a_good_no_tool_output_names_called_fine_is_flagged(answer: str, claim: str) -> None:
    verdict = check(answer, ev(BINS))
    assert [c.text for c in verdict.unsupported] == [claim]
    assert "no tool output's list of accepted things" in verdict.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "폐건전지는 OK예요. 보조배터리는 안 돼요.",
        "주민센터는 폐건전지와 폐형광등 모두 가능해요.",
        "Batteries are fine at both bins; power banks are not.",
        "코인전지는 목록에 없어서 되는지 알 수 없어요.",
        "코인전지도 괜찮은가요?",
    ],
)
def test_a_listed_good_called_fine_or_an_unlisted_one_not_called_fine_passes(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


def test_an_unnamed_good_passes_where_the_tools_list_no_accepted_goods() -> None:
    bins = {"places": [{"name": "성수역 3번 출구 수거함", "note": "24시간"}]}
    assert flagged("코인전지도 괜찮아요.", ev(bins)) == []


SHOPS = {
    "places": [
        {"name": "잠실본동 주민센터", "exchange": "종이팩 1kg → 화장지 1롤"},
        {"name": "롯데마트 월드타워점", "exchange": "없음(수거함만)"},
    ]
}
PROGRAM = {
    "rewards": [{"item": "투명 페트병", "unit": "개", "reward_point": 10}],
    "monthly_cap_point": 3000,
    "payout": "포인트 2,000점 이상 시 현금 전환",
}


@pytest.mark.parametrize(
    ("answer", "evidence", "claim", "why"),
    [
        ("롯데마트 월드타워점은 종이팩 1kg당 포인트 500점을 적립해 줘요.", SHOPS, "포인트 500점",
         "give no reward points"),
        ("롯데마트는 500점씩 적립해 줘요.", SHOPS, "500점씩 적립", "give no reward points"),
        ("You can cash out at 3,000 points, and the monthly cap is 2,000 points.", PROGRAM,
         "2,000 points", "not the cap"),
    ],
)  # fmt: skip
def test_invented_points_or_a_cap_of_other_points_are_flagged(
    answer: str, evidence: object, claim: str, why: str
) -> None:
    verdict = check(answer, ev(evidence))
    assert [c.text for c in verdict.unsupported][-1:] == [claim]
    assert why in verdict.unsupported[-1].why


@pytest.mark.parametrize(
    "answer",
    [
        "포인트 2,000점 이상이면 현금으로 바꿀 수 있어요.",
        "페트병은 1개당 10포인트이고, 한 달 최대 3,000포인트까지 쌓여요.",
        "The monthly cap is 3,000 points; you can cash out from 2,000 points.",
    ],
)
def test_points_and_caps_the_tools_give_pass(answer: str) -> None:
    assert flagged(answer, ev(PROGRAM)) == []


REWARD_SITE = {
    "site": "상계3·4동 자원순환가게",
    "rewards": [{"item": "투명 페트병", "unit": "개", "reward_point": 10, "daily_limit": 50}],
}
CLOTHES = {
    "places": [{"name": "응암2동 주민센터 앞", "distance_m": 240}],
    "accepted": ["의류", "신발", "가방"],
}
CLOTHES_BINS = {
    "bins": [
        {"id": "DJ-1", "address": "대전 서구 둔산로 100 앞", "distance_m": 90},
        {"id": "DJ-2", "address": "대전 서구 둔산중로 42", "distance_m": 260},
        {"id": "DJ-3", "address": "대전 서구 대덕대로 233", "distance_m": 480},
        {"id": "DJ-4", "address": "대전 서구 갈마로 12", "distance_m": 1120},
    ],
}


@pytest.mark.parametrize(
    ("answer", "evidence", "claim"),
    [
        ("PET bottles earn 10 points each, with a daily cap of 100 bottles.", REWARD_SITE,
         "a daily cap of 100 bottles"),
        ("신발은 한 번에 3켤레까지만 넣어 주세요.", CLOTHES, "한 번에 3켤레까지"),
        ("500m 안에 의류수거함이 다섯 개나 있어요.", CLOTHES_BINS, "다섯 개나 있"),
    ],
)  # fmt: skip
def test_a_changed_limit_or_count_is_flagged(answer: str, evidence: object, claim: str) -> None:
    assert flagged(answer, ev(evidence)) == [claim]


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("PET bottles earn 10 points each, with a daily cap of 50 bottles.", REWARD_SITE),
        ("의류·신발·가방은 넣을 수 있어요.", CLOTHES),
        ("500m 안에 의류수거함이 세 개나 있어요.", CLOTHES_BINS),
    ],
)
def test_the_limit_or_count_the_tools_give_passes(answer: str, evidence: object) -> None:
    assert flagged(answer, ev(evidence)) == []


# the true twins a new writer may write around the same classes
@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("GS25 성수점은 24시간이라 자정에도 열어요.",
         {"places": [{"name": "GS25 성수점", "hours": "24시간", "distance_m": 300}]}),
        ("부산 앞바다 풍랑주의보가 발효 중이에요.",
         {"advisories": [{"area": "부산앞바다", "type": "풍랑주의보"},
                         {"area": "서울", "type": "한파주의보"}]}),
        ("Each PET bottle earns up to 10 points.", PROGRAM),
        ("페트병은 개당 최대 10포인트예요.", PROGRAM),
        ("폐건전지 20개와 종이팩 1kg을 가져가면 새 건전지 2개와 화장지 1롤을 줘요.", EXCHANGE),
    ],
)  # fmt: skip
def test_the_true_twins_around_the_new_readers_pass(answer: str, evidence: object) -> None:
    assert flagged(answer, ev(evidence)) == []


def test_an_advisory_of_an_unrelated_known_place_is_still_flagged() -> None:
    winds = {"advisories": [{"area": "부산앞바다", "type": "풍랑주의보"},
                            {"area": "서울", "type": "한파주의보"}]}  # fmt: skip
    verdict = check("경기 풍랑주의보가 발효 중이에요.", ev(winds))
    assert [c.text for c in verdict.unsupported] == ["풍랑주의보"]
    assert "not stated for 경기" in verdict.unsupported[0].why


def test_a_monthly_maximum_of_other_points_is_flagged() -> None:
    verdict = check("한 달 최대 2,000포인트까지 쌓여요.", ev(PROGRAM))
    assert [c.text for c in verdict.unsupported] == ["2,000포인트"]
    assert "not the cap" in verdict.unsupported[0].why
