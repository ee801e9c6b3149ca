"""Round 37 (r37b): faithful answers flagged on place details, counts, caveats and dates.

Each sentence below was read as a claim it does not make, or missed the support it has; each
reading is narrowed or extended to where the words do state one, and each wrong twin is still
flagged:

- a search the answer says found nothing open on a day (``주말에 여는 곳은 찾지 못했어요``,
  ``I couldn't find any centre open on weekends``) gives no site that day
  (:mod:`.unlisted_days`), and the user's own trip with the goods on a day they named
  (``주말에 가져가셔야 한다면``) is their plan (:func:`.weekdays.users_plan`);
- a city before its district and road inside a place's bracket (``유창알앤씨(대구 서구
  국채보상로20길 25)``) is that place's address, not another place named ``대구…``
  (:mod:`.bound`);
- a bin's batteries listed by chemistry (``알카라인전지``, ``리튬전지``) are 건전지 (:mod:`.kinds`),
  and ``각종``/``여러`` before an item of a run says how many of its kind, no item
  (:mod:`.listed`);
- a count of a list's leading places (``앞의 세 곳은``, ``the first three places``) is the first
  ``N`` of a list holding at least ``N`` (:mod:`.place_counts`);
- a date bracket closing the clause that gives a phone to ask (``청소위생과(053-668-2733)에
  확인하세요 (2024-03-26 기준)``) is the date of that phone's output (:mod:`.district_dates`);
- one bin site listed by two searches, its name's marks written either way (``두류1·2동`` /
  ``두류1,2동``), is one place taking both searches' goods (:mod:`.goods_records`);
- the data's lack of a price for a negated form no output has a row of (``does not give a price
  for loose, uncompressed styrofoam``) is no invented absence (:mod:`.absences`,
  :func:`.negated_form_words.unstated_form`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from guardrails.grounding.kinds import goods_in
from tests.guardrails.grounding_helpers import eps_prices, ev, flagged


def _place(name: str, address: str, phone: str, hours: str, items: list[str], m: int) -> dict:
    return {"name": name, "address": address, "phone": phone, "hours": hours, "items": items,
            "distance_m": m}  # fmt: skip


OJEONG = {
    "query": "재활용센터", "radius_m": 1000, "found": 1, "source": "recycling-centers",
    "places": [_place("오정동 우리동네 재활용 플랫폼", "없음", "042-608-6362",
                      "월 09:30~12:00, 그 외 휴무", ["무색페트병", "PET", "알루미늄 캔"], 918)],
}  # fmt: skip
DAEGU = {
    "query": "recycling_center", "radius_m": 5000, "found": 3, "source": "recycling-centers",
    "places": [
        _place("유창알앤씨", "대구광역시 서구 국채보상로20길 25", "053-663-2723", "평일 06:00~15:00",
               ["재활용품"], 14368),
        _place("대구광역시 남구청", "봉덕동 565-5", "053-664-2722", "매일 00:00~24:00",
               ["투명페트병", "캔"], 16969),
        _place("중구재활용센터", "대구광역시 중구 태평로51길 77", "053-254-8661", "평일 09:00~17:00",
               ["가구"], 19519),
    ],
    "note": "반경 5km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


def _lamp_bin(items: list[str]) -> dict[str, object]:
    return {
        "radius_km": 2.0, "item_type": "fluorescent_lamp", "kind_name": "폐형광등",
        "source": "lamp-battery-bins", "source_label": "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터",
        "found": 1,
        "points": [{"name": "부곡동행정복지센터", "address": "강원특별자치도 동해시 부곡로 21",
                    "detail": "행정복지센터 청사 내", "district": "동해시", "phone": "033-539-8083",
                    "items": items, "distance_m": 1800}],
    }  # fmt: skip


BATTERIES = ["형광램프", "LED조명", "알카라인전지", "망간전지", "리튬전지", "니켈-카드뮴전지"]
PHARMACIES = {
    "query": "약국", "radius_m": 2000, "found": 4, "source": "kakao",
    "places": [_place(n, f"경기 고양시 일산서구 {a}", p, "", [], m) for n, a, p, m in [
        ("큰믿음약국", "호수로856번길 73-4", "031-921-6622", 102),
        ("평화약국", "호수로856번길 74-1", "031-916-4688", 110),
        ("대한약국", "호수로856번길 74-7", "031-923-5400", 115),
        ("애플약국", "킨텍스로 217-23", "031-923-0992", 1334)]],
}  # fmt: skip
FEES = {
    "district": "달성군", "full_name": "대구광역시 달성군", "query": "신발장", "item_count": 2,
    "items": [{"item_name": "신발장", "name": "신발장", "spec": None, "category": "가구류",
               "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in (3000, 6000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-06",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-08-06",
}  # fmt: skip
RULES = {
    "district": "달성군", "full_name": "대구광역시 달성군", "source": "waste-rules",
    "as_of": "2024-03-26",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2024-03-26",
    "places": ["대구환경자원사업소"], "department": "청소위생과", "phone": "053-668-2733",
    "phone_note": "문의: 대구광역시 달성군 청소위생과 053-668-2733",
}  # fmt: skip


# --- a search that found nothing open on a day; the user's own trip on the day they named ------
@pytest.mark.parametrize(
    "answer",
    [
        "죄송해요, 주말에 여는 곳은 찾지 못했어요. 주말에 가져가셔야 한다면 동네 행정복지센터에 "
        "문의해 보세요.",
        "일요일에 운영하는 센터는 못 찾았어요. 주말에 버리셔야 하면 구청에 물어보세요.",
        "Sorry, I couldn't find any centre open on weekends near you.",
    ],
)
def test_nothing_found_open_on_a_day_is_no_day(answer: str) -> None:
    e = ev(OJEONG, user="대덕구에 주말에도 여는 재활용센터 있어요?")
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    "answer",
    [
        "오정동 우리동네 재활용 플랫폼은 주말에도 열어요.",
        "주말에 여는 곳을 찾았어요. 오정동 우리동네 재활용 플랫폼은 토요일에도 운영해요.",
        "오정동 우리동네 재활용 플랫폼 is open on weekends.",
    ],
)
def test_a_weekend_opening_the_data_contradicts_is_flagged(answer: str) -> None:
    e = ev(OJEONG, user="대덕구에 주말에도 여는 재활용센터 있어요?")
    assert not check(answer, e).grounded


# --- a city and district inside a place's bracket are its address ----------------------------
@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("유창알앤씨(대구 서구 국채보상로20길 25)가 약 14.4km로 제일 가까워요. 평일 06:00~15:00 "
         "운영하고 전화는 053-663-2723이에요.", True),
        ("중구재활용센터(대구 중구 태평로51길 77)는 약 19.5km예요. 전화는 053-254-8661이에요.", True),
        ("유창알앤씨(대구 서구 국채보상로20길 25)가 제일 가까워요. 전화는 053-664-2722예요.", False),
        ("중구재활용센터(대구 중구 태평로51길 77)는 약 19.5km예요. 전화는 053-663-2723이에요.", False),
    ],
)  # fmt: skip
def test_a_city_in_a_places_bracket_is_its_address(answer: str, grounded: bool) -> None:
    e = ev(DAEGU)
    assert check(answer, e).grounded is grounded, flagged(answer, e)
    if not grounded:
        assert any(u.kind == "condition" and "'s, not " in (u.why or "")
                   or u.kind == "phone" for u in check(answer, e).unsupported)  # fmt: skip


# --- batteries by chemistry, and a word of how many of a kind before an item -------------------
def test_battery_chemistries_are_batteries() -> None:
    for word in ("알카라인전지", "리튬전지", "니켈-카드뮴전지", "망간전지"):
        assert "건전지" in goods_in(word), word
    assert "건전지" not in goods_in("전지가위")


@pytest.mark.parametrize(
    "answer",
    [
        "- 부곡동행정복지센터: 약 1.8km · 청사 내 · 형광램프, LED조명, 각종 건전지 · 033-539-8083",
        "2. 부곡동행정복지센터 (동해시 부곡로 21): 형광램프·LED조명·여러 건전지, 약 1.8km",
        "부곡동행정복지센터 takes fluorescent lamps and batteries (033-539-8083).",
    ],
)
def test_kinds_of_batteries_summed_pass(answer: str) -> None:
    e = ev(_lamp_bin(BATTERIES))
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    "answer",
    [
        "- 부곡동행정복지센터: 약 1.8km · 청사 내 · 형광램프, LED조명, 각종 건전지 · 033-539-8083",
        "부곡동행정복지센터(약 1.8km)는 형광램프·LED조명·여러 건전지를 받아요.",
    ],
)
def test_batteries_a_bin_does_not_list_are_flagged(answer: str) -> None:
    e = ev(_lamp_bin(["형광램프", "LED조명"]))
    assert "건전지" in flagged(answer, e)


# --- a count of a list's leading places ----------------------------------------------------------
@pytest.mark.parametrize(
    "answer",
    [
        "약국 4곳이 나왔어요. 앞의 세 곳은 100m 남짓 거리에 모여 있어서 큰믿음약국을 추천드려요.",
        "처음 두 곳은 110m 안쪽이라 가까워요.",
        "The first three places are all within about 115 m.",
    ],
)
def test_a_count_of_the_leading_places_passes(answer: str) -> None:
    e = ev(PHARMACIES)
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("앞의 다섯 곳은 100m 남짓 거리에 모여 있어요.", "다섯 곳"),
        ("약국 세 곳이 나왔어요. 큰믿음약국이 제일 가까워요.", "세 곳"),
        ("The first five places are all within about 115 m.", "five places"),
    ],
)
def test_a_count_beyond_the_list_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(PHARMACIES))


# --- a date bracket closing the clause that gives a phone to ask --------------------------------
@pytest.mark.parametrize(
    "answer",
    [
        "신발장 수수료는 3,000원 또는 6,000원이에요. 버리는 방법은 청소위생과(053-668-2733)에 "
        "확인하세요 (2024-03-26 기준).",
        "신발장은 3,000원이나 6,000원이에요. 배출 방법은 청소위생과 053-668-2733으로 문의하세요 "
        "(2024-03-26).",
        "A shoe cabinet is 3,000 or 6,000 won. For how to put out one 신발장, call 청소위생과 "
        "053-668-2733 (as of 2024-03-26).",
    ],
)
def test_a_date_after_a_phone_to_ask_is_the_phones(answer: str) -> None:
    e = ev(FEES, RULES)
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("신발장 수수료는 3,000원이에요. 버리는 방법은 청소위생과(053-668-2733)에 확인하세요 "
         "(2025-08-06 기준).", "2025-08-06"),
        ("신발장 수수료는 3,000원이에요. 버리는 방법은 청소위생과(053-668-2733)에 확인하세요 "
         "(2024-03-27 기준).", "2024-03-27"),
    ],
)  # fmt: skip
def test_another_date_after_a_phone_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(FEES, RULES))


# --- one site in two bin searches, its name's marks written either way ----------------------------
def _bins(kind: str, name: str, items: list[str], m: int, *more: dict) -> dict[str, object]:
    label = {"폐의약품": "공공데이터포털 전국폐의약품수거함표준데이터",
             "폐형광등": "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터"}[kind]  # fmt: skip
    return {
        "radius_km": 2.0, "kind_name": kind, "source_label": label, "found": 1 + len(more),
        "points": [{"name": name, "address": "대구광역시 달서구 두류길 141-8", "district": "달서구",
                    "phone": "053-667-4062", "items": items, "distance_m": m}, *more],
    }  # fmt: skip


_OTHER = {"name": "대신동 행정복지센터", "address": "대구광역시 중구 달구벌대로389길 50",
          "district": "대구 중구", "phone": "053-661-2726", "items": [], "distance_m": 1393}  # fmt: skip
MEDICINE = _bins("폐의약품", "두류1·2동행정복지센터", [], 1335, _OTHER)
LAMPS = _bins("폐형광등", "두류1,2동행정복지센터", ["폐형광등", "폐건전지"], 1302)


@pytest.mark.parametrize(
    "answer",
    [
        "1. 두류1·2동행정복지센터 (달서구 두류길 141-8): 폐의약품 수거함 약 1.3km, "
        "폐형광등·폐건전지도 받아요. 053-667-4062",
        "두류1,2동행정복지센터(두류길 141-8)는 폐의약품도 받고 폐형광등과 폐건전지도 받아요.",
        "- 두류1·2동행정복지센터: 폐의약품, 폐형광등, 폐건전지 모두 받아요 (약 1.3km)",
    ],
)
def test_one_site_in_two_searches_takes_both(answer: str) -> None:
    e = ev(MEDICINE, LAMPS)
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("2. 대신동 행정복지센터 (대구 중구): 폐의약품 수거함 약 1.4km, 폐형광등·폐건전지도 받아요.",
         "형광등"),
        ("1. 두류1·2동행정복지센터 (달서구 두류길 141-8): 폐의약품 수거함 약 1.3km, 헌옷도 받아요.",
         "헌옷"),
    ],
)  # fmt: skip
def test_goods_of_another_search_said_of_a_site_it_lacks_are_flagged(
    answer: str, span: str
) -> None:
    assert any(span in t for t in flagged(answer, ev(MEDICINE, LAMPS)))


# --- the data's lack of a price for a form no output has a row of --------------------------------
@pytest.mark.parametrize(
    "answer",
    [
        "EPS (압축(스티로폼)) is 200 won/kg. The data does not give a price for loose, "
        "uncompressed styrofoam.",
        "EPS is 200 won/kg compressed; the data doesn't list a price for non-compressed foam.",
        "압축 스티로폼(EPS)은 kg당 200원이에요. 비압축 스티로폼 가격은 자료에 나와 있지 않아요.",
    ],
)
def test_no_price_for_an_unstated_form_passes(answer: str) -> None:
    e = ev(eps_prices())
    assert check(answer, e).grounded, flagged(answer, e)


@pytest.mark.parametrize(
    "answer",
    [
        "EPS is 200 won/kg. The data does not give a price for styrofoam.",
        "The data doesn't list a price for compressed styrofoam.",
    ],
)
def test_no_price_for_a_stated_form_is_flagged(answer: str) -> None:
    e = ev(eps_prices())
    verdict = check(answer, e)
    assert any("says the data lacks" in (u.why or "") for u in verdict.unsupported)
