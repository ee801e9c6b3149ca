"""Round 22 (r22f): an unsure reading never flags. A word beside a value its holder's record holds
cannot make it misbound when it names a place that holds the value too, a region the holder's
record does not state, a word of an earlier place's clause, or the search itself
(``guardrails.grounding.stray_words``); a bracket of a label and a date cites the one date the
outputs write under that label (``cited_dates``); ``within about 650 m`` is a bound and ``약
450m`` may round a half-way 455 m (``approx``); a lot number before a spaced dash is no range
(``quantities``); a quoted name is not another subject's when that subject's word is the holder's
too (``quoted``). Each test also keeps the wrong value flagged. The wordings are new (none is a
corpus case)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _site(name: str, address: str, phone: str, hours: str, items: list[str], m: int) -> dict:
    return {"name": name, "address": address, "phone": phone, "hours": hours, "items": items,
            "distance_m": m, "as_of": None}  # fmt: skip


def _search(*places: dict, query: str = "재활용센터", date: str = "2025-03-14") -> dict:
    return {"query": query, "radius_m": 2000, "found": len(places), "places": list(places),
            "source": "recycling-centers,keco-sites",
            "source_label": "공공데이터포털 전국재활용센터표준데이터",
            "as_of": date,
            "citation": f"출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 {date}"}  # fmt: skip


PLATFORMS = _search(
    _site("가양동 우리동네 재활용 플랫폼", "없음", "042-611-2345", "월 10:00~12:30, 그 외 휴무",
          ["무색페트병", "알루미늄 캔"], 2300),
    _site("용전동 우리동네 재활용 플랫폼", "용전로 41, 용전동행정복지센터", "042-611-2345",
          "목 10:00~12:30, 그 외 휴무", ["무색페트병", "비닐"], 2900),
    _site("동구새마을회나눔매장", "대전광역시 동구 중앙로 77", "042-633-9090", "평일 10:00~16:00",
          ["옷", "신발"], 1800),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a value every place its words name holds: true of each
        ("페트병은 가양동(월요일, 약 2.3km)과 용전동 용전동행정복지센터(목요일, 약 2.9km) 플랫폼에서 받고, "
         "두 곳 모두 전화는 042-611-2345예요.", []),
        ("Both platforms, 가양동 on Monday and 용전동 at 용전동행정복지센터 on Thursday, share 042-611-2345.", []),
        # another site's phone said with both names stays flagged
        ("가양동과 용전동 용전동행정복지센터 플랫폼 전화는 042-633-9090이에요.", ["042-633-9090"]),
    ],
)  # fmt: skip
def test_a_value_every_named_place_holds(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLATFORMS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the user's area (대전 동구) bound to a site whose record states no city or district
        ("대전 동구 쪽은 가까운 곳이 없고, 비닐을 받는 곳은 용전동 우리동네 재활용 플랫폼(약 2.9km, 목 10:00~12:30)이에요.", []),
        ("대전의 재활용 플랫폼은 가양동 월요일, 용전동 목요일로 모두 10:00~12:30에 열어요.", []),
        # another site's closing time and days stay flagged (10:00 is the platform's own opening;
        # 평일 is the 나눔매장's days, read by own_records since r22a)
        ("대전 동구 쪽에서는 용전동 우리동네 재활용 플랫폼이 평일 10:00~16:00에 열어요.", ["16:00", "평일"]),
    ],
)  # fmt: skip
def test_a_region_the_record_does_not_state(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLATFORMS)) == wrong


TWO_CENTRES = _search(
    _site("영암군환경관리센터", "전라남도 영암군 영암읍 동무로 21", "061-470-1100", "평일 06:00~16:00",
          ["생활쓰레기"], 9300),
    _site("해남군 재활용선별센터", "전라남도 해남군 해남읍 고산로 88", "061-530-7070", "평일 07:00~18:00",
          ["페트", "캔", "폐지", "스티로폼 등"], 14200),
    query="recycling_center",
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a word of the earlier place's clause carried past a contrast or a list item
        ("영암군환경관리센터 (about 9.3 km) handles household waste only, whereas 해남군 재활용선별센터 "
         "(about 14.2 km, weekdays 07:00–18:00, 061-530-7070) takes PET, cans and paper.", []),
        ("영암군환경관리센터(약 9.3km, 생활쓰레기), 해남군 재활용선별센터(약 14.2km, 평일 07:00~18:00) 순이에요.", []),
        # the earlier place's own phone given to the later one stays flagged
        ("영암군환경관리센터 (about 9.3 km) handles household waste only, whereas 해남군 재활용선별센터 "
         "(about 14.2 km, 061-470-1100) takes PET.", ["061-470-1100"]),
    ],
)  # fmt: skip
def test_a_word_of_an_earlier_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TWO_CENTRES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the search's own words (recycling_center) and the holder's address word in English
        ("The Haenam Recycling Center (해남군 재활용선별센터) is roughly 14 km away.", []),
        ("Yeongam Environmental Management Center (~9.3 km) only takes household waste.", []),
        # another site's distance stays flagged
        ("Yeongam Environmental Management Center is about 14.2 km away.", ["14.2 km"]),
    ],
)  # fmt: skip
def test_the_search_words_and_an_address_holder(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TWO_CENTRES)) == wrong


NORMALS = {"kind": "monthly_normal", "station": "대전", "district": "동구", "month": 1,
           "temperature_c": -1.2, "humidity_pct": 64, "source": "embedded-normals",
           "as_of": "1991-2020"}  # fmt: skip
FEES = {"district": "동구", "sido": "대전광역시", "query": "소파",
        "items": [{"item_name": "소파", "spec": "2인용", "fee": 7000}],
        "source": "data.go.kr", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-06-30"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        # one output dates itself under the label: the bracket cites it, whatever precedes it
        ("가까운 곳은 동구새마을회나눔매장(약 1.8km)이고, 1월 동구 평년 기온은 -1.2도예요. (데이터기준일자 2025-03-14)",
         (PLATFORMS, NORMALS), []),
        # two outputs date themselves under it: the row before the bracket decides
        ("동구 2인용 소파 수수료는 7,000원이에요(데이터기준일자 2025-03-14).", (PLATFORMS, FEES), ["2025-03-14"]),
        ("동구 2인용 소파 수수료는 7,000원이에요(데이터기준일자 2025-06-30).", (PLATFORMS, FEES), []),
        # a date no output writes under the label
        ("동구새마을회나눔매장은 약 1.8km예요. (데이터기준일자 2025-04-01)", (PLATFORMS, NORMALS), ["2025-04-01"]),
    ],
)  # fmt: skip
def test_a_bracket_of_a_label_and_a_date(answer: str, outputs: tuple, wrong: list[str]) -> None:
    assert flagged(answer, ev(*outputs)) == wrong


PHARMACIES = _search(
    _site("보람약국", "청석로 12", "043-210-1111", "평일 09:00~19:00", ["폐의약품"], 455),
    _site("늘푸른약국", "청석로 40", "043-210-2222", "평일 09:00~19:00", ["폐의약품"], 612),
    _site("새봄약국", "중앙길 8", "043-210-3333", "평일 09:00~19:00", ["폐의약품"], 644),
    query="폐의약품",
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("보람약국이 약 450m로 가장 가까워요.", []),
        ("늘푸른약국 and 새봄약국 are both within about 650 m.", []),
        ("늘푸른약국과 새봄약국은 모두 650m 이내예요.", []),
        # not half a step away, or beyond the bound's step
        ("보람약국이 약 440m로 가장 가까워요.", ["440m"]),
        ("늘푸른약국 and 새봄약국 are both within about 550 m.", ["550 m"]),
    ],
)  # fmt: skip
def test_a_rounded_or_bounded_distance(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 보람약국, 청석로 12 — 455m\n- 새봄약국, 중앙길 8 — 644m", []),
        ("- 보람약국, 청석로 12 — 480m", ["480m"]),
    ],
)  # fmt: skip
def test_a_lot_number_before_a_spaced_dash(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong


SHOPS = _search(
    _site("가좌동 자원순환가게 '새벽별'", "서구 가좌로 9", "032-560-7000", "화 14:00~17:00",
          ["종이류", "서적"], 700),
    _site("석남동 '새벽별' 자원순환가게", "서구 석남로 31", "032-560-7000", "목 14:00~17:00",
          ["종이류", "서적"], 1400),
)  # fmt: skip
WEATHER_SEOGU = {"kind": "monthly_normal", "station": "인천", "district": "서구", "month": 1,
                 "temperature_c": -1.5, "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip
WEATHER_ELSEWHERE = {"kind": "monthly_normal", "station": "수원", "district": "권선구", "month": 1,
                     "temperature_c": -2.4, "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "weather", "wrong"),
    [
        # the shops stand in 서구 too: the district names both outputs
        ("서구 자원순환가게 '새벽별' 두 곳에서 종이류와 책을 받아요.", WEATHER_SEOGU, []),
        # a district the shops' output never says: the quote is given to another subject
        ("권선구 자원순환가게 '새벽별'에서 종이류를 받아요.", WEATHER_ELSEWHERE, ["'새벽별'"]),
    ],
)  # fmt: skip
def test_a_quoted_name_under_a_shared_district(
    answer: str, weather: dict, wrong: list[str]
) -> None:
    assert flagged(answer, ev(SHOPS, weather)) == wrong


# the readings that still catch what the false alarms above had caught by accident
MARTS = _search(
    _site("홈플러스 율하점", "동구 율하로 120", "053-960-0000", "월~금 13:00~17:00",
          ["무색페트병", "알루미늄 캔", "종이팩"], 410),
    _site("율하1동 행정복지센터", "동구 안심로 55", "053-960-1111", "평일 09:00~18:00",
          ["무색페트병", "종이팩", "폐건전지"], 620),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a site named in English by a translation, but by its road address too
        ("- Homeplus Yulha (동구 율하로 120) – 410 m; accepts PET bottles and cans, plus batteries.", ["batteries"]),
        ("- Homeplus Yulha (동구 율하로 120) – 410 m; accepts PET bottles, cans and paper cartons.", []),
        ("- Yulha 1-dong office (동구 안심로 55) – 620 m; accepts PET bottles and batteries.", []),
    ],
)  # fmt: skip
def test_a_site_named_by_its_road_address(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MARTS)) == wrong


EXCHANGE = _search(
    _site("율하2동 자원순환가게", "동구 율하서로 8", "053-960-2222", "화 10:00~12:00",
          ["폐건전지", "(폐건전지 교환) 폐건전지 20개<->새건전지 2개"], 900),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("율하2동 자원순환가게에서는 폐건전지 20개를 새 건전지 2개로 바꿔 줘요.", []),
        ("율하2동 자원순환가게에서는 폐건전지 40개를 새 건전지 4개로 바꿔 줘요.", []),
        # a batch below the output's own is no scaled ratio
        ("율하2동 자원순환가게에서는 폐건전지 10개를 새 건전지 1개로 바꿔 줘요.", ["폐건전지 10개", "새 건전지 1개"]),
    ],
)  # fmt: skip
def test_an_exchange_batch_below_the_outputs(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(EXCHANGE)) == wrong


DAYS = _search(
    _site("주엽1동 행정복지센터", "일산서구 중앙로 1", "031-8075-1000", "화 10:00~13:00, 그 외 휴무",
          ["투명페트병"], 300),
    _site("대화동 행정복지센터", "일산서구 대화로 9", "031-8075-1000", "금 10:00~13:00, 그 외 휴무",
          ["투명페트병"], 1400),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a day the user may choose is a plan, not a day a place keeps
        ("가까운 곳은 주엽1동 행정복지센터(화요일)이고, 금요일에 가시려면 대화동 행정복지센터가 금 10:00~13:00에 열어요.", []),
        ("주엽1동 행정복지센터 opens on Tuesday; if you'd rather go on Friday, 대화동 행정복지센터 opens then.", []),
        # a day said of the place stays checked
        ("주엽1동 행정복지센터는 금요일에 열어요.", ["금요일"]),
    ],
)  # fmt: skip
def test_a_day_the_user_may_choose(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DAYS)) == wrong


FEE_ONLY = {"district": "의왕시", "query": "의자", "items": [{"item_name": "의자", "fee": 2000, "is_free": False}],
            "source": "bulk-waste-fees"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("의왕시 의자 수수료는 2,000원이에요 (무료 아님).", []),
        ("A chair in 의왕시 is 2,000 won; it is not free.", []),
        ("의왕시 의자는 무료로 버릴 수 있어요.", ["무료"]),
    ],
)  # fmt: skip
def test_a_negated_free_is_no_claim(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEE_ONLY)) == wrong
