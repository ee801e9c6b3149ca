"""Round 15 (dev g14, the system's real tool outputs): prose facts and workings the tools' kinds do
not carry. Each table: the fabricated form is flagged on its words, the faithful neighbours pass.

- how to apply (:mod:`guardrails.grounding.howto`): a channel or a sticker step against the how-to
  object of the district;
- forecasts over observations or normals (:mod:`guardrails.grounding.forecast`), days of rain
  after "on only about N days" (:mod:`guardrails.grounding.weather`);
- surcharges no tool output states (:mod:`guardrails.grounding.surcharges`), a least or most
  total of a supposed quantity (:func:`guardrails.grounding.totals.extreme_total_why`);
- one holder's phone after another holder's name (:mod:`guardrails.grounding.holders`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

CONTRACTOR = {
    "district": "안양시",
    "full_name": "경기도 안양시",
    "application_methods": ["대형폐기물 수거 대행업체에 전화하여 수거 일정을 정한 뒤 배출"],
    "places": ["집 앞"],
    "department": "자원순환과",
    "phone": "031-8045-1234",
}
NOT_LISTED = {
    "district": "동작구",
    "full_name": "서울특별시 동작구",
    "application_methods": [],
    "places": [],
    "note": "배출 방법이 적혀 있지 않습니다. 아래 담당 부서에 문의하세요.",
    "department": "청소행정과",
    "phone": "02-820-1234",
}
ONLINE = {
    "district": "광주시",
    "application_methods": ["시청 홈페이지에서 인터넷 신고 후 신고필증 부착"],
    "phone": "031-760-1234",
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a channel the how-to object does not name
        ("안양시는 시청 홈페이지에서 예약하면 돼요.", CONTRACTOR, ["홈페이지"]),
        ("안양시는 대행업체에 연락하면 되고, 신청은 앱으로도 가능해요.", CONTRACTOR, ["앱"]),
        ("In Anyang you can book the pickup online.", CONTRACTOR, ["online"]),
        ("안양시는 앱 예약도 돼요.", CONTRACTOR, ["앱"]),
        ("동작구는 구청 홈페이지에서 신청하시면 돼요.", NOT_LISTED, ["홈페이지"]),
        ("동작구는 배출 스티커를 사서 붙여 내놓으면 돼요.", NOT_LISTED, ["배출 스티커를 사서 붙"]),
        # the how-to names it, or the sentence is advice to ask or check, or hedged
        ("안양시는 대행업체에 전화로 신청해서 일정을 정하면 돼요.", CONTRACTOR, []),
        ("안양시는 대행업체에 전화해서 수거 일정을 정한 뒤 집 앞에 내놓으세요.", CONTRACTOR, []),
        ("자세한 건 안양시 자원순환과에 문의하세요.", CONTRACTOR, []),
        ("동작구청에 문의하세요.", NOT_LISTED, []),
        ("신청 방법은 구청 홈페이지에서 확인하세요.", NOT_LISTED, []),
        ("일부 지자체는 앱으로도 신청을 받아요.", CONTRACTOR, []),
        ("광주시는 시청 홈페이지에서 신고하고 신고필증을 붙여 내놓으세요.", ONLINE, []),
    ],
)  # fmt: skip
def test_how_to_apply(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_how_to_apply_beside_a_service_another_output_gives() -> None:
    """The free pickup's note gives a site and a phone: applying to it online or by phone is that
    service's, not an added channel of the district's how-to."""
    note = {"district": "안양시", "items": [], "appliance_note": NOTE_PHONES["appliance_note"]}
    with_site = {
        **note,
        "appliance_note": "폐가전 무상방문수거 서비스(1599-0903, www.15990903.or.kr)",
    }
    answer = "냉장고는 무상방문수거 서비스에 온라인으로 신청하세요."
    assert flagged(answer, ev(CONTRACTOR, with_site)) == []
    assert flagged("냉장고는 무상방문수거에 전화 예약하면 돼요.", ev(CONTRACTOR, note)) == []
    assert flagged(answer, ev(CONTRACTOR)) == ["온라인"]


def test_how_to_apply_binds_the_named_district() -> None:
    both = ev(CONTRACTOR, ONLINE)
    assert flagged("광주시는 시청 홈페이지에서 신고하면 돼요.", both) == []
    assert flagged("안양시는 시청 홈페이지에서 신고하면 돼요.", both) == ["홈페이지"]
    # the district without its suffix names it; another output's phone in the answer does not
    assert flagged("안양은 시청 홈페이지에서 신고하면 돼요.", both) == ["홈페이지"]
    assert flagged("문의는 031-8045-1234예요. 광주는 시청 홈페이지에서 신고하면 돼요.", both) == []
    verdict = check("안양시는 앱으로 예약하세요.", ev(CONTRACTOR))
    assert [(c.value, c.why) for c in verdict.unsupported] == [
        ("app", "'앱' is not a way the how-to output names for applying")
    ]


OBSERVATION = {
    "kind": "observation",
    "district": "중구",
    "temperature_c": 21.4,
    "humidity_pct": 55,
    "precipitation_mm": 0,
    "precipitation": "none",
    "wind_ms": 2.1,
    "observed_at": "2026-05-10 14:00",
    "tips": [],
}
NORMAL = {
    "kind": "monthly_normal",
    "station": "대전",
    "month": 7,
    "temperature_c": 25.3,
    "humidity_pct": 82,
    "precipitation_mm_month": 320,
    "tips": ["비가 잦은 달이라 종이류·골판지는 젖지 않게 보관했다가 내놓으세요."],
}
RAINING = {**OBSERVATION, "precipitation_mm": 0.5, "precipitation": "rain"}
WITH_FORECAST = {"forecast": [{"date": "2026-05-10", "pm": "비", "pop_pm": 70}]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # (the sky reader flags the rain first: the observation has none)
        ("It's 21.4°C now. It will rain later this afternoon.", (OBSERVATION,), ["rain"]),
        ("It's raining now (0.5 mm), and more rain is expected tonight.", (RAINING,),
         ["rain is expected"]),
        ("지금 21.4도예요. 저녁에는 비 소식이 있어요.", (OBSERVATION,), ["비 소식"]),
        ("지금 21.4도이고 밤에 소나기가 올 예정이에요.", (OBSERVATION,), ["밤에 소나기가 올"]),
        ("습도 55%, 강수확률 55%라 종이류 배출은 괜찮아요.", (OBSERVATION,), ["강수확률"]),
        ("Daejeon's July normal is 320 mm, and showers are expected this afternoon.", (NORMAL,),
         ["showers are expected"]),
        # a normal's climate, a hedge: no forecast
        ("July is wet in Daejeon (about 320 mm), so expect showers.", (NORMAL,), []),
        ("It's raining (0.5 mm); it may rain more later, so keep boxes inside.", (RAINING,), []),
        # no forecast stated: the data's limits, advice to check one, a condition, the present
        ("I don't have a forecast, only the 14:00 observation (21.4°C).", (OBSERVATION,), []),
        ("Check a live forecast before you go out.", (OBSERVATION,), []),
        ("비가 오면 종이류는 실내에 두세요.", (NORMAL,), []),
        ("7월은 비가 잦은 달이라 종이류는 젖지 않게 보관하세요.", (NORMAL,), []),
    ],
)  # fmt: skip
def test_forecast_over_observations(
    answer: str, evidence: tuple[object, ...], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


def test_forecast_read_only_where_no_tool_gives_one() -> None:
    """A tool output that gives a forecast: the forecast is the value check's, not this reader's."""
    verdict = check("오후에는 비 소식이 있어요.", ev(OBSERVATION, WITH_FORECAST))
    assert [c for c in verdict.unsupported if c.value == "forecast"] == []
    verdict = check("오후에는 비 소식이 있어요.", ev(RAINING))
    assert [c.value for c in verdict.unsupported] == ["forecast"]


def test_rain_days_over_a_normal_without_them() -> None:
    normal = ev(NORMAL)
    assert flagged("On average rain falls on only about 14 days in July.", normal) == ["14"]
    assert flagged("July averages about 320 mm of rain (a normal, not live).", normal) == []


RUG = {"district": "여주시", "items": [{"item_name": "러그", "spec": None, "fee": 3000}]}
PIANO = {"district": "여주시", "items": [{"item_name": "피아노(의자 별도)", "fee": 15000}]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("여주시 러그는 3,000원인데 큰 건 할증이 붙어요.", RUG, ["할증"]),
        ("Rugs are 3,000 won in Yeoju; oversized ones cost extra.", RUG, ["cost extra"]),
        ("러그는 3,000원이고 큰 건 요금이 더 붙어요.", RUG, ["요금이 더 붙"]),
        ("러그는 3,000원이고 추가 요금은 없어요.", RUG, []),
        ("러그는 3,000원이에요. 추가 요금이 있을 수도 있으니 확인해 보세요.", RUG, []),
        ("피아노는 15,000원이고 의자는 별도 요금이에요.", PIANO, []),
    ],
)  # fmt: skip
def test_surcharge_no_tool_states(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


DRAWERS = {
    "district": "구미시",
    "items": [
        {"item_name": "서랍장", "spec": None, "fee": 3000},
        {"item_name": "서랍장", "spec": None, "fee": 5000},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서랍장은 3,000원 또는 5,000원이에요. 3개면 최소 12,000원이에요.", ["12,000원"]),
        ("서랍장은 3,000원 또는 5,000원이에요. 3개면 최대 12,000원이에요.", ["12,000원"]),
        ("서랍장은 3,000원 또는 5,000원이에요. 3개면 최소 9,000원이에요.", []),
        ("서랍장은 3,000원 또는 5,000원이에요. 3개면 최대 15,000원이에요.", []),
        ("서랍장은 3,000원 또는 5,000원이에요. 3개면 9,000원부터 15,000원까지예요.", []),
    ],
)  # fmt: skip
def test_least_and_most_totals(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DRAWERS)) == wrong


def test_least_total_says_why() -> None:
    answer = "서랍장은 3,000원 또는 5,000원이에요. 2개면 합계 최소 8,000원이에요."
    verdict = check(answer, ev(DRAWERS))
    # round 29's candidate-row reading (row_choices) answers first, with the same figure
    assert [c.why for c in verdict.unsupported] == [
        "8,000원 is not 2 × the lowest row of the item (6,000)"
    ]


NOTE_PHONES = {
    "district": "여수시",
    "covered": False,
    "appliance_note": "대형 가전은 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있습니다.",
    "contact": "수수료는 전라남도 여수시 청소과(061-659-1234)에 문의하세요.",
    "phone": "061-659-1234",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 무상방문수거 서비스: 061-659-1234\n- 여수시 청소과: 1599-0903",
         ["061-659-1234", "1599-0903"]),
        ("여수시 청소과(1599-0903)에 문의하세요.", ["1599-0903"]),
        ("- 무상방문수거 서비스: 1599-0903\n- 여수시 청소과: 061-659-1234", []),
        ("냉장고는 무상방문수거(1599-0903)를 신청하면 무료예요.", []),
        ("수수료는 청소과(061-659-1234)에 물어보세요.", []),
    ],
)  # fmt: skip
def test_holder_phone_pairs(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NOTE_PHONES)) == wrong
