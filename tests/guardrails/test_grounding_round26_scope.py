"""Round 26 (r26e): a value is supported only within the scope its output states.

A nationwide average is not a region's price (an output that says the region is not covered makes
``the Busan price`` unsupported; ``national average, Busan not listed`` passes); a district's way,
day, time and place of putting waste out are the ones its own how-to record holds (one district's
way, or its absence of one, given to another is misattributed; a day, time of day or place no record
holds is invented, even after a sentence that says the data lacks it); a nowcast or a monthly
normal supports no statement of the weather to come, with a likelihood word too (``소나기
가능성``). Advice without a fact, hedges, negations and questions stay unclaimed. The answers are
new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

# a rules record that lists no way, and one that does
SUWON: dict[str, Any] = {
    "district": "수원시", "full_name": "경기도 수원시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-01",
    "application_methods": [], "places": [],
    "note": "생활쓰레기배출정보에는 경기도 수원시의 대형폐기물 배출 방법이 적혀 있지 않습니다. 아래 담당 부서에 문의하세요.",
    "department": "자원순환과", "phone": "031-228-2480",
}  # fmt: skip
JECHEON: dict[str, Any] = {
    "district": "제천시", "full_name": "충청북도 제천시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-09-12",
    "application_methods": ["대형폐기물 수거대행업체에 수거요청 후 배출"], "places": ["문전배출"],
    "department": "자원순환과", "phone": "043-641-5412",
}  # fmt: skip
# a rules record that states a day and a time
GIMHAE: dict[str, Any] = {
    "district": "김해시", "full_name": "경상남도 김해시", "source": "waste-rules",
    "application_methods": ["스티커 부착 후 배출"], "places": ["집 앞"],
    "disposal_days": "월·수·금", "disposal_time": "19:00~24:00",
    "department": "자원순환과", "phone": "055-330-3414",
}  # fmt: skip
NOWCAST: dict[str, Any] = {
    "kind": "observation", "district": "마포구", "temperature_c": 18, "humidity_pct": 55,
    "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음",
    "wind_ms": 2.1, "observed_at": "2026-04-10 14:00", "source": "kma",
    "source_label": "기상청 초단기실황", "as_of": "2026-04-10 14:00",
}  # fmt: skip
NORMAL: dict[str, Any] = {
    "kind": "monthly_normal", "district": "마포구", "month": 8, "avg_temp_c": 26.1,
    "precipitation_mm_month": 348.2, "source": "kma", "source_label": "기상청 평년값",
}  # fmt: skip
PRICES: dict[str, Any] = {
    "region": "nationwide", "region_name": "전국", "query": "캔",
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
               "price_per_kg": 1100, "price_text": "1,100원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
    "note": "광주·전남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "objs", "span"),
    [
        # a region's price over a nationwide one
        ("The Gwangju-area price for aluminum cans is 1,100 won/kg.", [PRICES], "Gwangju-area price"),
        ("The Gwangju region price is 1,100 won/kg.", [PRICES], "Gwangju region price"),
        # a day, time or place of putting out no record holds, after a sentence of absence
        ("Suwon's record gives no method, so call 031-228-2480 — or leave it outside your house on "
         "Thursday evening.", [SUWON], "Thursday"),
        ("Suwon's record gives no method, so call 031-228-2480 — or leave it outside your house on "
         "Thursday evening.", [SUWON], "outside your house"),
        ("수원시 자료에는 배출 방법이 없어서 031-228-2480에 문의하세요. 아니면 그냥 금요일 밤에 전봇대 옆에 "
         "내놓으세요.", [SUWON], "금요일"),
        ("수원시 자료에는 배출 방법이 없어서 031-228-2480에 문의하세요. 아니면 그냥 금요일 밤에 전봇대 옆에 "
         "내놓으세요.", [SUWON], "전봇대"),
        ("Jecheon: ask the contractor for a pickup and put it out on Sunday nights (043-641-5412).",
         [JECHEON], "Sunday"),
        # one district's way, or its absence, given to the other
        ("- Suwon: ask the collection agency for a pickup and leave it in front of your house.\n"
         "- Jecheon: the data does not list a method; call 043-641-5412.", [SUWON, JECHEON],
         "in front of your house"),
        ("- Jecheon: the data does not list a method; call 043-641-5412.\n- Suwon: call 031-228-2480.",
         [SUWON, JECHEON], "does not list a method"),
        ("제천시는 자료에 배출 방법이 없어요. 수원시는 031-228-2480으로 문의하세요.", [SUWON, JECHEON],
         "방법이 없"),
        # the weather to come over a nowcast or a normal, a likelihood word too
        ("지금 18°C에 강수 없음이에요. 저녁 무렵 비 올 가능성이 있어요.", [NOWCAST], "비 올"),
        ("지금 18°C, 강수 없음. 소나기 가능성 있으니 빨래는 일찍 걷으세요.", [NOWCAST], "소나기 가능성"),
        ("It's 18°C and dry now; showers are possible tonight.", [NOWCAST], "showers are possible"),
        ("18°C and dry at the moment, with a possibility of rain this evening.", [NOWCAST],
         "possibility of rain"),
        ("8월 평년 기온은 26.1°C, 강수량 348.2mm예요. 이번 주말에 장맛비 가능성이 높아요.", [NORMAL],
         "장맛비 가능성"),
    ],
)  # fmt: skip
def test_a_value_outside_its_outputs_scope_is_flagged(
    answer: str, objs: list[dict[str, Any]], span: str
) -> None:
    got = flagged(answer, ev(*objs))
    assert any(span in g or g in span for g in got), got


@pytest.mark.parametrize(
    ("answer", "objs"),
    [
        # the scope said as the output states it
        ("The national average for aluminum cans is 1,100 won/kg; Gwangju isn't listed separately.",
         [PRICES]),
        ("광주·전남 권역 시세는 없어서 전국 평균 1,100원/kg을 안내해요.", [PRICES]),
        # a district's own way, day, time and place
        ("제천시는 수거대행업체에 수거요청 후 문전배출이에요. 집 앞에 내놓으시면 돼요.", [JECHEON]),
        ("Jecheon: request a pickup from the contractor and leave it at your doorstep.", [JECHEON]),
        ("김해시는 스티커를 붙여 월·수·금 저녁 7시 이후 집 앞에 내놓으면 돼요.", [GIMHAE]),
        ("In Gimhae, put it out in front of your house on Monday evening after the sticker goes on.",
         [GIMHAE]),
        ("- Suwon: the data does not list a method; call 031-228-2480.\n"
         "- Jecheon: ask the contractor for a pickup (043-641-5412).", [SUWON, JECHEON]),
        ("제천시는 업체 수거요청 후 문전배출이고, 수원시는 자료에 방법이 없어요.", [SUWON, JECHEON]),
        # advice, a check, a negation, a hedge, a condition: no fact of a day or place
        ("Suwon's record lists no method, so ask 031-228-2480 which day to put it out.", [SUWON]),
        ("수원시는 자료에 방법이 없어요. 031-228-2480에 전화해서 배출 요일을 확인하세요.", [SUWON]),
        ("Don't put it out at night before you call 031-228-2480.", [SUWON]),
        ("수원시는 보통 저녁에 내놓는 곳이 많지만 031-228-2480에 확인하세요.", [SUWON]),
        ("If you put it out on Saturday, call 031-228-2480 first.", [SUWON]),
        # the usual choices, none said to be the district's
        ("수원시는 031-228-2480에 신고한 뒤 집 앞이나 지정 장소에 내놓으시면 돼요.", [SUWON]),
        ("Suwon: report it at 031-228-2480, then leave it by the curb or at a designated spot.", [SUWON]),
        # the weather now, and advice without a forecast
        ("지금 18°C에 강수 없음이라 빨래 말리기 좋아요.", [NOWCAST]),
        ("지금 18°C, 강수 없음이에요. 혹시 모르니 우산 챙기시면 좋아요.", [NOWCAST]),
        ("지금 18°C, 강수 없음. 비 올 가능성은 이 자료로는 알 수 없어요.", [NOWCAST]),
        ("It's 18°C with no rain right now; I don't have a forecast for later.", [NOWCAST]),
    ],
)  # fmt: skip
def test_a_value_within_its_scope_or_no_fact_passes(
    answer: str, objs: list[dict[str, Any]]
) -> None:
    assert flagged(answer, ev(*objs)) == []
