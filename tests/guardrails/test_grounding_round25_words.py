"""Round 25 (r25c): ordinary words are not claims; a qualified superlative ranks only what it
qualifies.

The user's district said as a coordinate search's centre (:mod:`.centres`), a common place noun
of a district's how-to (:mod:`.common_places`), a sky word glossing a thing's adjective
(:mod:`.weather`), and a superlative whose qualifier selects the rows it ranks
(:mod:`.qualified`); with their mirrors (an invented place, a place of the wrong district, a wrong
nearest, an invented sky). The answers are new wordings of the classes (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

SEARCH: dict[str, Any] = {
    "query": "재활용센터", "radius_m": 1000, "latitude": 37.55, "longitude": 126.95, "found": 3,
    "places": [
        {"name": "한빛재활용센터", "address": "서울특별시 서대문구 한빛로 12", "phone": "02-311-1000",
         "hours": "평일 09:00~18:00", "items": ["가전제품", "가구"], "distance_m": 1840},
        {"name": "초록자원가게 공덕점", "address": "서울 중구 만리재로 40", "phone": "02-312-2000",
         "hours": "월~금 10:00~17:00", "items": ["투명페트병", "플라스틱", "캔", "종이팩"],
         "distance_m": 2630},
        {"name": "새롬자원가게", "address": "서울 중구 청파로 90", "phone": "02-313-3000",
         "hours": "월~토 10:00~18:00", "items": ["플라스틱", "비닐", "캔"], "distance_m": 3910},
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2025-10-01",
    "note": "반경 1km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip
USER = "마포 쪽에서 플라스틱 받아주는 곳 알려 주세요"


def _flags(answer: str, *objs: Any, user: str = "") -> list[str]:
    return flagged(answer, ev(*objs, user=user))


# --- the user's place as the search's centre ---------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "마포구 반경 1km 안에는 재활용센터가 없어서 조금 먼 곳을 안내해 드려요.",
        "마포구 근처에는 1km 안에 없고, 한빛재활용센터가 약 1.8km 거리예요.",
        "Nothing within 1 km of 마포구; 한빛재활용센터 is about 1.8 km away.",
    ],
)
def test_user_place_as_search_centre_passes(answer: str) -> None:
    assert check(answer, ev(SEARCH, user=USER)).grounded


def test_place_the_user_never_named_flags() -> None:
    got = _flags("마포구 반경 1km 안에는 없어요.", SEARCH, user="근처 재활용센터 알려 주세요")
    assert got == ["마포구"]


def test_other_place_than_the_users_flags() -> None:
    assert _flags("용산구 반경 1km 안에는 없어요.", SEARCH, user=USER) == ["용산구"]


def test_user_place_said_to_hold_a_site_flags() -> None:
    got = _flags("강남구에 있는 한빛재활용센터가 약 1.8km 거리예요.", SEARCH, user="강남 근처요")
    # round 57 (r57f): the centre, whose address is in 서대문구, is also read as put in the wrong
    # district (:mod:`.whereabouts` reads a places search like a bin search's points)
    assert got == ["강남구", "한빛재활용센터"]


# --- a common place noun of a district's how-to -------------------------------------------------

GEOJE: dict[str, Any] = {
    "district": "거제시", "full_name": "경상남도 거제시", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-05-01",
    "application_methods": ["읍면동에 신고 후 직접 운반"],
    "places": ["옥포자원순환센터", "배출장소 옆 공터"],
    "department": "환경과", "phone": "055-639-1111",
}  # fmt: skip
DOBONG: dict[str, Any] = {
    "district": "도봉구", "full_name": "서울특별시 도봉구", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-02-01",
    "application_methods": ["인터넷 신고 후 스티커 부착"],
    "places": ["집 앞 또는 지정된 생활쓰레기 배출장소"],
    "department": "청소과", "phone": "02-2091-1111",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- 거제시: 읍면동에 신고 후 옥포자원순환센터까지 직접 운반\n"
        "- 도봉구: 인터넷 신고 후 스티커를 붙여 집 앞이나 지정 배출장소에",
        "도봉구는 인터넷으로 신고하고 스티커를 붙여 배출장소에 내놓으면 돼요.",
    ],
)
def test_common_place_noun_of_another_district_passes(answer: str) -> None:
    assert check(answer, ev(GEOJE, DOBONG)).grounded


def test_named_site_of_another_district_still_flags() -> None:
    answer = (
        "- 거제시: 읍면동에 신고 후 직접 운반\n"
        "- 도봉구: 인터넷 신고 후 옥포자원순환센터로 가져가세요"
    )
    assert not check(answer, ev(GEOJE, DOBONG)).grounded


# --- a sky word glossing a thing's adjective ---------------------------------------------------

GLASS: dict[str, Any] = {
    "region": "nationwide", "query": "유리병", "item_count": 2,
    "items": [{"item_name": "백색 유리", "category": "glass", "price_per_kg": 50,
               "price_text": "50원/kg"},
              {"item_name": "갈색 유리", "category": "glass", "price_per_kg": 42,
               "price_text": "42원/kg"}],
    "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "Colourless (clear) bottles fetch 50 won per kg and brown ones 42 won per kg.",
        "White (clear) cullet is the better one: 50 won per kg against 42 won per kg.",
        "Clear glass pays more, 50 won per kg.",
    ],
)
def test_sky_word_of_a_thing_passes(answer: str) -> None:
    assert check(answer, ev(GLASS)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "Tomorrow looks sunny (clear) skies, and white glass is 50 won per kg.",
        "It will be clear today; white glass is 50 won per kg.",
        "Seoul (clear) Busan (rain): white glass is 50 won per kg.",
    ],
)
def test_invented_sky_still_flags(answer: str) -> None:
    got = check(answer, ev(GLASS)).unsupported
    assert any(c.kind == "sky" for c in got)


# --- a qualified superlative ranks only the rows it selects ------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "The closest spot that accepts plastics is 초록자원가게 공덕점, about 2.6 km away.",
        "초록자원가게 공덕점 is the nearest one that takes cans (2.6 km).",
        "가장 가까운 플라스틱 받는 곳은 초록자원가게 공덕점이에요(약 2.6km).",
        "캔을 받는 곳 중 제일 가까운 곳은 초록자원가게 공덕점이에요(2.6km).",
        "The nearest place that takes furniture is 한빛재활용센터, 1.8 km away.",
    ],
)
def test_qualified_nearest_passes(answer: str) -> None:
    assert check(answer, ev(SEARCH)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "The nearest one is 초록자원가게 공덕점, about 2.6 km away.",  # unqualified
        "가장 가까운 곳은 초록자원가게 공덕점이에요(약 2.6km).",  # unqualified
        "The closest place that takes plastics is 새롬자원가게 (3.9 km).",  # 공덕점 does, nearer
        "가장 가까운 캔 받는 곳은 새롬자원가게예요(약 3.9km).",  # 공덕점 takes cans, nearer
    ],
)
def test_wrong_nearest_flags(answer: str) -> None:
    got = check(answer, ev(SEARCH)).unsupported
    assert [c.kind for c in got] == ["nearest"]


PLASTICS: dict[str, Any] = {
    "region": "nationwide", "category": "plastic", "item_count": 4,
    "items": [plastic_row("PE(압축)", "압축", 160), plastic_row("PE(플레이크)", "플레이크", 470),
              plastic_row("PP(압축)", "압축", 170), plastic_row("PP(플레이크)", "플레이크", 510)],
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "The cheapest of the flake grades is PE flake, 470 won/kg.",
        "The cheapest flake grade is PE(플레이크) at 470 won/kg.",
    ],
)
def test_cheapest_of_a_row_word_passes(answer: str) -> None:
    assert check(answer, ev(PLASTICS)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "The cheapest of the flake grades is PP flake, 510 won/kg.",
        "The cheapest is PP(압축) at 170 won/kg.",
    ],
)
def test_wrong_cheapest_flags(answer: str) -> None:
    got = check(answer, ev(PLASTICS)).unsupported
    assert [c.kind for c in got] == ["superlative"]
