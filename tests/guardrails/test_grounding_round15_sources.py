"""Round 15 (real tool outputs): words of a faithful answer that named no fact of the tools.

* A source cited by its publisher's home domain (``data.go.kr`` for 공공데이터포털, passed in from
  ``specialists.data.schema.PUBLISHER_DOMAINS``): only the home domain, only where a tool output
  names that publisher; any other address stays a claim.
* KMA's precipitation kind (``"precipitation": "rain_snow"``, ``"precipitation_text": "비/눈"``)
  supports rain and snow; ``clear`` inside ``unclear`` is no sky.
* A verb's conditional before 주민센터 (``아니면 주민센터에``) is no 면, unless the gazetteer's
  동/읍/면 list knows the word (``신니면``).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import VOCAB, ev, flagged

FEES = ev(
    {
        "district": "청주시",
        "query": "장롱",
        "items": [{"item_name": "장롱", "spec": "1m당", "fee": 6000, "fee_text": "6,000원"}],
        "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "as_of": "2025-03-02",
    }
)
KECO_PRICES = ev(
    {
        "region": "nationwide",
        "items": [{"item_name": "골판지", "price_per_kg": 90, "price_text": "90원/kg"}],
        "source_label": "한국환경공단 재활용가능자원 가격조사",
        "as_of": "2025-02",
    }
)
NOWCAST = ev(
    {
        "kind": "observation",
        "district": "중구",
        "temperature_c": 0.4,
        "precipitation_mm": 1.5,
        "precipitation": "rain_snow",
        "precipitation_text": "비/눈",
        "source_label": "기상청 초단기실황",
        "as_of": "2026-02-03 07:00",
    }
)
DRY_NOWCAST = ev(
    {
        "kind": "observation",
        "district": "중구",
        "temperature_c": 3.1,
        "precipitation_mm": 0,
        "precipitation": "none",
        "precipitation_text": "강수 없음",
        "source_label": "기상청 초단기실황",
    }
)
SNOW_ONLY = ev(
    {"kind": "observation", "district": "평창군", "precipitation": "snow", "temperature_c": -4.2}
)


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        (FEES, "A wardrobe costs 6,000 won per metre (Source: data.go.kr, 2025-03-02).", []),
        (FEES, "장롱은 1m당 6,000원이에요. (출처: www.data.go.kr)", []),
        (FEES, "장롱은 1m당 6,000원이에요. (출처: https://data.go.kr/)", []),
        # a page of the portal, another publisher's domain, a city site: not named by the tools
        (FEES, "Source: data.go.kr/data/15025594", ["data.go.kr/data/15025594"]),
        (FEES, "장롱은 1m당 6,000원이에요. 출처는 keco.or.kr이에요.", ["keco.or.kr"]),
        (FEES, "Apply at cheongju.go.kr; it costs 6,000 won per metre.", ["cheongju.go.kr"]),
        (KECO_PRICES, "Cardboard fetches about 90 won/kg (KECO survey, keco.or.kr).", []),
        (KECO_PRICES, "Cardboard fetches about 90 won/kg (data.go.kr).", ["data.go.kr"]),
        (NOWCAST, "기상청(kma.go.kr) 관측으로 지금 중구는 0.4도예요.", []),
    ],
)
def test_source_named_by_its_publishers_domain(
    evidence: Evidence, answer: str, expected: list[str]
) -> None:
    assert flagged(answer, evidence) == expected


def test_domain_needs_the_vocabulary() -> None:
    """Without the orchestrator's publishers the domain is unsupported, as before."""
    bare = Evidence.from_texts(['{"source_label": "공공데이터포털 자료", "fee": 6000}'])
    verdict = check("Source: data.go.kr", bare)
    assert [(c.kind, c.value) for c in verdict.unsupported] == [("url", "data.go.kr")]
    assert ("공공데이터포털", ("data.go.kr",)) in VOCAB.domains


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        (NOWCAST, "Right now in Jung-gu: rain/snow, 1.5 mm, 0.4°C.", []),
        (NOWCAST, "지금 중구에는 눈이 오고 있어요(비/눈, 1.5mm).", []),
        (SNOW_ONLY, "It is snowing in Pyeongchang, -4.2°C.", []),
        # the kind the tools give decides: no rain in a snow-only or dry record
        (SNOW_ONLY, "It is raining in Pyeongchang, -4.2°C.", ["raining"]),
        (DRY_NOWCAST, "It's snowing in Jung-gu at 3.1°C.", ["snowing"]),
        # "clear" needs a word start: "unclear", "nuclear" are no sky
        (DRY_NOWCAST, "If anything is unclear, it is 3.1°C in Jung-gu.", []),
        (DRY_NOWCAST, "Skies are clear in Jung-gu, 3.1°C.", ["clear"]),
    ],
)
def test_precipitation_kind_and_clear(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected


LAMP_BINS = ev(
    {
        "item_type": "fluorescent_lamp",
        "points": [],
        "found": 0,
        "guidance": [{"where": ["아파트 단지 내 수거함", "행정복지센터(주민센터) 수거함"]}],
        "note": "이 지역의 폐형광등 장소 자료는 없습니다.",
    }
)
TOWNSHIP = ev(
    {
        "district": "충주시",
        "places": [{"name": "신니면 행정복지센터", "address": "충주시 신니면 신덕로 1"}],
    }
)


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        (LAMP_BINS, "관리사무소에 먼저 물어보시고, 아니면 주민센터 수거함을 이용하세요.", []),
        (LAMP_BINS, "정확히 확인하시려면 주민센터에 전화해 보세요.", []),
        (LAMP_BINS, "수거함이 꽉 찼으면 주민센터 직원에게 말씀하세요.", []),
        # a 면 the gazetteer knows stays a place: one the tools do not name is caught
        (LAMP_BINS, "신니면 주민센터 수거함에 넣으시면 돼요.", ["신니면"]),
        (TOWNSHIP, "신니면 주민센터에 가져가시면 돼요.", []),
    ],
)
def test_conditional_is_no_township(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected
