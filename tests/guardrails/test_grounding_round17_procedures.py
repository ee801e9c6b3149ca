"""Round 17 (r17b): procedures, schedules and forecasts added in prose over our own tool outputs.
An advisory named with a sky word (``a heavy snow advisory``) is an advisory claim as well as a
sky; a forecast of when the rain or snow stops is a forecast. Each table: the flag case with the
flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SNOW_NOW = {
    "kind": "observation", "district": "종로구", "temperature_c": -1.2, "humidity_pct": 74,
    "precipitation_mm": 7, "precipitation": "snow", "precipitation_text": "눈", "wind_ms": 5,
    "observed_at": "2026-01-22 11:00",
    "tips": ["비나 눈이 오면 종이류·골판지는 젖지 않게 실내에 두었다가 수거 직전에 내놓으세요."],
    "source": "kma", "source_label": "기상청 초단기실황", "as_of": "2026-01-22 11:00",
}  # fmt: skip
ADVISORIES = {
    "issued_at": "2026-01-22T10:00+09:00",
    "advisories": [{"area": "서울", "type": "대설주의보", "effective": "2026-01-22T09:00+09:00"}],
    "source_label": "기상청 기상특보",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        # an advisory named with the sky word of its hazard, where no output states one
        ("It's snowing in Jongno-gu (7 mm). A heavy snow advisory is in effect, so keep "
         "cardboard indoors.", [SNOW_NOW], ["heavy snow advisory"]),
        # the advisory an output states passes
        ("It's snowing in Jongno-gu (7 mm), and a heavy snow advisory is in effect for Seoul.",
         [SNOW_NOW, ADVISORIES], []),
        # negated, with the negation read inside the advisory's words
        ("It's snowing in Jongno-gu (7 mm); there's no snow advisory in the data.", [SNOW_NOW],
         []),
        ("It's snowing in Jongno-gu (7 mm). Keep cardboard indoors.", [SNOW_NOW], []),
    ],
)  # fmt: skip
def test_an_advisory_named_by_its_sky_word(answer: str, outputs: list, wrong: list[str]) -> None:
    assert flagged(answer, ev(*outputs)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # when it will stop is a forecast over an observation
        ("As of 11:00 it's snowing (7 mm). The precipitation should stop by early afternoon.",
         ["precipitation should stop"]),
        ("As of 11:00 it's snowing (7 mm), and the snow will probably ease off tonight.",
         ["snow will probably ease"]),
        ("11시 기준 눈이 오고 있어요(7mm). 눈은 오후에 그칠 거예요.", ["눈은 오후에 그칠 거"]),
        # the observation restated, and advice to check, pass
        ("As of 11:00 it's snowing (7 mm). Check the forecast to see when it will stop.", []),
        ("11시 기준 눈이 오고 있어요(7mm). 그칠 때까지 종이류는 실내에 두세요.", []),
    ],
)  # fmt: skip
def test_when_the_weather_stops_is_a_forecast(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SNOW_NOW)) == wrong


def _bin(name: str, address: str, distance: int, **more: object) -> dict:
    return {"name": name, "address": address, "detail": more.get("detail"), "district": "광산구",
            "phone": None, "items": [], "distance_m": distance, "as_of": "2026-05-28",
            **({"hours": more["hours"]} if "hours" in more else {})}  # fmt: skip


CLOTHING_BINS = {
    "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
    "guidance": [{"item_type": "clothes", "name": "의류",
                  "how": "깨끗한 옷·신발·가방을 봉투에 담아 넣습니다."}],
    "points": [_bin("대천 5층 아파트 옆 삼거리", "광주광역시 광산구 송정로51번길 12", 131),
               _bin("삼성디지털프라자 앞", "광주광역시 광산구 송도로 223-10", 231)],
    "found": 2, "as_of": "2026-05-28",
}  # fmt: skip
CENTRE_DAYS = {
    "query": "recycling_center", "found": 1, "source": "recycling-centers,keco-sites",
    "places": [{"name": "정읍시 재활용선별장", "address": "전북특별자치도 정읍시 영파길 169",
                "phone": "063-539-8173", "hours": "평일 09:00~18:00", "items": ["종이", "병"],
                "distance_m": 5275, "as_of": "2025-12-01"}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        # a service's day where no output gives any day or hours
        ("The closest clothing bin is at 대천 5층 아파트 옆 삼거리, about 130 m away. The bins are "
         "emptied every Tuesday.", [CLOTHING_BINS], ["Tuesday"]),
        ("가장 가까운 의류수거함은 대천 5층 아파트 옆 삼거리(약 130m)예요. 매주 화요일에 수거해요.",
         [CLOTHING_BINS], ["매주 화요일"]),
        # general or hedged, or the bins with no day at all, pass
        ("The closest clothing bin is at 대천 5층 아파트 옆 삼거리, about 130 m away. Bins are "
         "usually emptied weekly; check with the district for the day.", [CLOTHING_BINS], []),
        ("The closest clothing bin is at 대천 5층 아파트 옆 삼거리, about 130 m away; you can drop "
         "clothes off any time.", [CLOTHING_BINS], []),
        # a day the output states passes; one it leaves out is read as before
        ("정읍시 재활용선별장은 평일 09:00~18:00에 받아요.", [CENTRE_DAYS], []),
        ("정읍시 재활용선별장 takes paper Monday to Friday.", [CENTRE_DAYS], []),
    ],
)  # fmt: skip
def test_a_service_day_no_output_gives(answer: str, outputs: list, wrong: list[str]) -> None:
    assert flagged(answer, ev(*outputs)) == wrong


NO_METHOD = {
    "district": "용산구", "full_name": "서울특별시 용산구", "source": "waste-rules",
    "application_methods": [], "places": [],
    "note": "생활쓰레기배출정보에는 서울특별시 용산구의 대형폐기물 배출 방법이 적혀 있지 않습니다.",
    "department": "청소행정과", "phone": "02-2199-7300",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        # a means of paying after a contrast: the first clause's doubt is not the second's
        ("The dataset doesn't list Yongsan-gu's method, but you can pay by card at the office.",
         [NO_METHOD], ["card"]),
        ("용산구 배출 방법은 자료에 없지만, 수수료는 카드로 결제하면 돼요.", [NO_METHOD], ["카드"]),
        # "pays": a site said to pay cash where no output names a means
        ("정읍시 재활용선별장 takes paper and pays cash by weight.", [CENTRE_DAYS], ["cash"]),
        # asked, or advice to check, in the clause itself, passes
        ("The dataset doesn't list Yongsan-gu's method, but ask 청소행정과 (02-2199-7300) whether "
         "you can pay by card.", [NO_METHOD], []),
        ("정읍시 재활용선별장 takes paper and bottles (평일 09:00~18:00).", [CENTRE_DAYS], []),
    ],
)  # fmt: skip
def test_a_means_of_paying_after_a_contrast(answer: str, outputs: list, wrong: list[str]) -> None:
    assert flagged(answer, ev(*outputs)) == wrong


FEES_ALONE = {
    "district": "오산시", "full_name": "경기도 오산시", "query": "책장", "item_count": 1,
    "items": [{"item_name": "책장", "name": "책장", "spec": None, "category": "가구류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-13",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a sticker bought at a shop (사서, 사다가) where the fee table says nothing of buying
        ("오산시 책장은 2,000원이야. 스티커는 근처 편의점에서 사서 붙이면 돼.", ["편의점"]),
        ("오산시 책장은 2,000원이에요. 스티커는 편의점에서 사다가 붙이세요.", ["편의점"]),
        # a bag bought at a shop is general advice; the fee alone passes
        ("오산시 책장은 2,000원이에요. 봉투는 편의점에서 사서 쓰시면 돼요.", []),
        ("오산시 책장은 2,000원이에요. 스티커 구입처는 시청에 문의하세요.", []),
    ],
)  # fmt: skip
def test_a_sticker_bought_at_a_shop(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES_ALONE)) == wrong


STICKER_HOWTO = {
    "district": "상주시", "full_name": "경상북도 상주시", "source": "waste-rules",
    "application_methods": ["읍면동 행정복지센터 및 대형폐기물 관리시스템 대형폐기물 스티커 구입"],
    "places": ["종량제봉투 배출장소와 동일"], "department": "환경관리과", "phone": "054-537-7366",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the last item of the act's list, far from the act, is still where it is bought
        ("In Sangju-si, you buy a bulky-waste sticker at an eup/myeon/dong administrative welfare "
         "center, through the bulky-waste management system, or at any convenience store.",
         ["convenience store"]),
        # the list the how-to gives passes
        ("In Sangju-si, you buy a bulky-waste sticker at an eup/myeon/dong administrative welfare "
         "center, or through the bulky-waste management system.", []),
        ("In Sangju-si, you buy a bulky-waste sticker at a community center, and then put the "
         "item out where the volume-rate bags go.", []),
    ],
)  # fmt: skip
def test_the_last_place_of_a_list_of_sellers(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(STICKER_HOWTO)) == wrong
