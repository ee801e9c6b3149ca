"""Round 41 (r41b): misattributions that passed — dates, stations, normals and district facts
given to the wrong holder (prod_holdout29 and prod_holdout30, already scored).

- A dataset's date in a source bracket (:mod:`.source_lines`, :data:`.holdings.DATASET_WORDS`):
  "(Source: recycling center standard data, as of 2025-01)" passed, since "recycling center"
  was read as a subject (the places search's query 재활용센터) — the dataset phrase knew "center
  data" but not a kind word between (``standard``, ``public``, ``open``; ``표준``). It now names
  the places data, whose date is 2024-10-10: the price survey's month is flagged there, each
  dataset's own date passes.
- Another 구's department in English (:func:`.holders.department_office_claims`): "Masanhappo-gu
  Environmental Sanitation Division" passed where the tools write 의창구 환경미화과 — the office
  before a department was read in Hangul only. A translated department
  (:mod:`.departments`) after an office in Latin letters with its level (``-gu``, ``-gun``,
  ``-si``) is read the same: another office of that level is flagged, the right one passes.
- A monthly normal as the weather now (:mod:`.live_reading`): "Right now in Uiryeong it's 2.4°C"
  passed, since the place stood between "right now" and "it's". It may now (``in``, ``at``,
  ``over`` a place); a sentence that gives the figure as an average still passes.
- A district named as the station (:mod:`.station_names`): "based on the Chilgok (칠곡) station"
  passed over 대구's normals, since the Hangul gloss stood between the name and ``station``. A
  short bracket there is read through; the real station passes.
- A nationwide coverage count said of a 시도 (:mod:`.coverage`): "Gyeonggi-do has data for 91
  cities and counties" passed, since only "in/within Gyeonggi" or "경기도에서는" scoped a clause to
  a 시도. The 시도 as the subject of ``has``/``covers`` (or the topic, ``경기도는``) scopes it
  too; the province's own count and a count said nationwide pass.
- Two queries' regional notes swapped (:mod:`.missing_regions`): "no Gyeongbuk (경북 권역) prices
  for Busan and no Gyeongnam (경남 권역) prices for Daegu" passed, since a missing region was read
  against a material only, and these clauses name the user's city instead. A place the user asked
  about with one material in a clause of their own ("Styrofoam in Busan") now stands for that
  material: its region must be the one that material's note gives.
- The searched place listed as having data (:mod:`.coverage`): "location data exists only for
  Gapyeong, Gwacheon, Suwon, …" passed where the note says 수원시 has none — the places were read
  only before ``has data``, and the place the note names was not the searched one (the output had
  no ``place_name``). The list after ``data exists/is available for|in`` is read too, to a
  bracket, a stop or a turn (``but not Suwon``), and the note's place counts as the searched one.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, national_prices

# --- a dataset's date in a source bracket (g47h0-0049) ------------------------------------------


def _hamyang() -> list[dict[str, object]]:
    """The price survey (2025-01) and the recycling-centre search (2024-10-10), as g47h0-0049."""
    prices = national_prices("plastic", "압축", [("PET", 350)], query="PET")
    centres = {
        "query": "재활용센터", "radius_m": 5000, "found": 1,
        "places": [{"name": "함양군폐기물종합처리장", "address": "경상남도 함양군 함양읍 함양남서로 996-166",
                    "phone": "055-960-6150", "hours": "평일 09:00~18:00", "items": ["폐생활가전"],
                    "distance_m": 2782, "as_of": "2024-10-10"}],
        "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
        "as_of": "2024-10-10",
        "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2024-10-10",
    }  # fmt: skip
    return [prices, centres]


def test_case_shape_survey_month_given_to_the_centre_data_is_flagged() -> None:
    r = check(
        "The nearest is 함양군폐기물종합처리장, about 2.8 km away. Compressed PET is 350 won/kg. "
        "(Source: recycling center standard data, as of 2025-01)",
        ev(*_hamyang()),
    )
    assert not r.grounded
    assert [c.text for c in r.unsupported] == ["2025-01"]
    assert "places" in (r.unsupported[0].why or "")


def test_variants_other_kind_words_and_korean_are_flagged() -> None:
    e = ev(*_hamyang())
    for answer in (
        "The centre is 2.8 km away. (Source: recycling centre public data, as of 2025-01)",
        "The centre is 2.8 km away. Source: recycling center standard data, as of 2025-01.",
        "센터까지 2.8 km예요. (출처: 재활용센터 표준데이터, 2025-01 기준)",
    ):
        assert flagged(answer, e) == ["2025-01"], answer


def test_faithful_each_dataset_own_date_passes() -> None:
    e = ev(*_hamyang())
    for answer in (
        "The centre is 2.8 km away. (Source: recycling center standard data, as of 2024-10-10)",
        "PET is 350 won/kg. (Source: price survey, as of 2025-01)",
        "센터까지 2.8 km예요. (출처: 재활용센터 표준데이터, 2024-10-10 기준)",
    ):
        assert check(answer, e).grounded, answer


# --- another 구's department in English (g47h1-0060) --------------------------------------------


def _changwon() -> dict[str, object]:
    """창원시's rules output whose department is 의창구's, as g47h1-0060."""
    return {
        "district": "창원시", "full_name": "경상남도 창원시", "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-06-13",
        "places": ["내 집 앞 또는 지정장소"], "department": "의창구 환경미화과",
        "phone": "055-212-4511", "phone_note": "문의: 경상남도 창원시 의창구 환경미화과 055-212-4511",
    }  # fmt: skip


_USER = "I'm in Masanhappo-gu, Changwon. How does one arrange a bulky-waste pickup here?"


def test_case_shape_another_gu_department_is_flagged() -> None:
    r = check(
        "- Contact: Masanhappo-gu Environmental Sanitation Division, 055-212-4511",
        ev(_changwon(), user=_USER),
    )
    assert not r.grounded
    (c,) = r.unsupported
    assert c.text == "Environmental Sanitation Division"
    assert "의창구" in (c.why or "") and "마산합포구" in (c.why or "")


def test_variants_other_gu_and_wordings_are_flagged() -> None:
    e = ev(_changwon(), user=_USER)
    assert flagged(
        "For pickup, call the Jinhae-gu Environment Sanitation Dept. on 055-212-4511.", e
    ) == ["Environment Sanitation Dept"]
    assert flagged("Ask the Seongsan-gu Environmental Sanitation Section (055-212-4511).", e) == [
        "Environmental Sanitation Section"
    ]


def test_faithful_the_right_gu_or_no_office_passes() -> None:
    e = ev(_changwon(), user=_USER)
    for answer in (
        "Contact: Uichang-gu Environmental Sanitation Division, 055-212-4511",
        "Contact: Changwon-si Uichang-gu Environmental Sanitation Division, 055-212-4511",
        "Contact: the Environmental Sanitation Division, 055-212-4511",
    ):
        assert check(answer, e).grounded, answer


# --- a monthly normal as the weather now, and a district as the station (g47h2-0070, g47h3-0073)


def _normal(district: str) -> dict[str, object]:
    """December's normal of 대구 station for ``district``, as g47h2-0070 and g47h3-0073."""
    return {
        "kind": "monthly_normal", "station": "대구", "district": district, "month": 12,
        "temperature_c": 2.4, "humidity_pct": 56, "precipitation_mm_month": 18, "tips": [],
        "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
        "as_of": "1991-2020",
    }  # fmt: skip


def test_case_shape_normal_said_as_now_in_a_place_is_flagged() -> None:
    r = check(
        "Right now in Uiryeong it's 2.4°C with 56% humidity, and December as a whole only sees "
        "about 18 mm of rain.",
        ev(_normal("의령군")),
    )
    assert not r.grounded
    (c,) = r.unsupported
    assert c.text.startswith("Right now in Uiryeong it's 2")
    assert "normal" in (c.why or "")


def test_variants_now_at_or_over_a_place_are_flagged() -> None:
    e = ev(_normal("의령군"))
    assert flagged("Right now at Uiryeong, it is about 2.4 °C.", e) == [
        "Right now at Uiryeong, it is about 2"
    ]
    assert flagged("right now over Uiryeong-gun it's 2.4 degrees.", e) == [
        "right now over Uiryeong-gun it's 2"
    ]


def test_faithful_normal_said_as_a_normal_passes() -> None:
    e = ev(_normal("의령군"))
    assert check("December in Uiryeong averages 2.4°C with 56% humidity.", e).grounded
    assert check("Right now in Uiryeong it's December, whose normal is 2.4°C.", e).grounded


def test_case_shape_district_glossed_as_the_station_is_flagged() -> None:
    r = check(
        "December normals (1991–2020) for Chilgok-gun (칠곡군), based on the Chilgok (칠곡) "
        "station: 2.4 °C mean temperature. These are approximations, not live observations.",
        ev(_normal("칠곡군")),
    )
    assert not r.grounded
    assert [c.text for c in r.unsupported] == ["Chilgok"]
    assert "대구" in (r.unsupported[0].why or "")


def test_variants_other_glosses_and_districts_are_flagged() -> None:
    e = ev(_normal("칠곡군"))
    assert flagged("These come from the Chilgok [칠곡군] weather station: 2.4 °C.", e) == [
        "Chilgok"
    ]
    assert flagged("Figures from the Gumi (구미) observation station: 2.4 °C.", e) == ["Gumi"]


def test_faithful_the_real_station_passes() -> None:
    e = ev(_normal("칠곡군"))
    assert check("For Chilgok-gun, based on the Daegu (대구) station: 2.4 °C.", e).grounded
    assert check("For Chilgok-gun (칠곡군), from the Daegu station: 2.4 °C.", e).grounded


# --- coverage: a nationwide count said of a 시도, the searched place listed with data -----------


def _bins(kind: str, name: str, count: int, city: str, listed: str) -> dict[str, object]:
    """A bin search of ``city`` (경기도) with no data, ``count`` districts nationwide and
    ``listed`` the districts of 경기도 with data, as g48h3-0096 and g48h1-0041."""
    return {
        "item_type": kind, "kind_name": name, "districts_with_data": count,
        "source": f"{kind}-bins", "source_label": "공공데이터포털 수거함 표준데이터",
        "district_has_data": False, "points": [], "found": 0, "as_of": None,
        "note": f"경기도 {city}의 {name} 장소 자료는 없습니다. 자료가 있는 시군구는 전국 {count}곳입니다. "
                f"경기도에서는 {listed}에 자료가 있습니다.",
    }  # fmt: skip


def _gwangju() -> dict[str, object]:
    out = _bins("medicine", "폐의약품", 91, "광주시", "군포시, 동두천시, 부천시, 수원시, 양주시")
    return out | {"address_keyword": "광주시", "place_name": "광주시"}


def test_case_shape_nationwide_count_given_to_the_province_is_flagged() -> None:
    r = check(
        "1. No — the waste-medicine bin dataset has no locations for Gwangju-si (경기도 광주시).\n"
        "2. Gyeonggi-do has data for 91 cities and counties, for example Gunpo (군포시), "
        "Bucheon (부천시) and Suwon (수원시).",
        ev(_gwangju()),
    )
    assert not r.grounded
    (c,) = r.unsupported
    assert c.text == "91 cities and counties"
    assert "nationwide" in (c.why or "")


def test_variants_province_as_subject_or_topic_are_flagged() -> None:
    e = ev(_gwangju())
    assert flagged("Gyeonggi covers 91 districts, such as Gunpo and Bucheon.", e) == [
        "91 districts"
    ]
    assert flagged("경기도는 91개 시군구에 자료가 있어요.", e) == ["91개 시군구"]


def test_faithful_province_own_count_or_nationwide_count_passes() -> None:
    e = ev(_gwangju())
    for answer in (
        "Gyeonggi-do has data for 5 cities: Gunpo, Dongducheon, Bucheon, Suwon and Yangju.",
        "Nationwide 91 cities and counties have data; in Gyeonggi-do, Gunpo and Suwon do.",
        "경기도는 군포시, 부천시 등 5곳에 자료가 있고, 전국으로는 91곳이에요.",
    ):
        assert check(answer, e).grounded, answer


def _suwon() -> dict[str, object]:
    return _bins("clothes", "의류", 47, "수원시", "가평군, 과천시, 구리시, 안양시, 용인시")


_SUWON_USER = "We're in Suwon. Is there a clothing collection bin near us?"


def test_case_shape_searched_place_listed_with_data_is_flagged() -> None:
    r = check(
        "I'm sorry — there's no clothing-bin location data for your city. Within Gyeonggi "
        "Province, location data exists only for Gapyeong, Gwacheon, Suwon, Anyang and Yongin "
        "(47 districts nationwide).",
        ev(_suwon(), user=_SUWON_USER),
    )
    assert not r.grounded
    (c,) = r.unsupported
    assert c.text == "Suwon"
    assert "수원시" in (c.why or "")


def test_variants_available_for_or_in_are_flagged() -> None:
    e = ev(_suwon(), user=_SUWON_USER)
    assert flagged("In Gyeonggi, data is available for Gapyeong, Suwon and Yongin.", e) == ["Suwon"]
    assert flagged("Clothing-bin data exists only in Suwon and Guri.", e) == ["Suwon"]


def test_faithful_the_listed_places_or_a_denied_place_pass() -> None:
    e = ev(_suwon(), user=_SUWON_USER)
    for answer in (
        "Within Gyeonggi Province, location data exists only for Gapyeong, Gwacheon, Guri, "
        "Anyang and Yongin (47 districts nationwide).",
        "Data exists for Gapyeong and Guri but not Suwon.",
        "There's no data for Suwon; data exists only for Gapyeong, Guri and Yongin.",
    ):
        assert check(answer, e).grounded, answer


# --- two queries' regional notes swapped (g47h3-0046) -------------------------------------------


def _note(region: str) -> str:
    return f"{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."


def _two_regions() -> list[dict[str, object]]:
    """EPS lacking 경남's survey and glass lacking 경북's, as g47h3-0046."""
    eps = national_prices("plastic", "압축(스티로폼)", [("EPS", 200)], query="EPS")
    return [eps | {"note": _note("경남")}, glass_prices(query="유리병") | {"note": _note("경북")}]


_ASKED = (
    "Could you give me per-kilogram prices for Styrofoam in Busan and for glass bottles in Daegu?"
)


def test_case_shape_regions_swapped_between_the_users_cities_are_flagged() -> None:
    r = check(
        "1. Styrofoam (EPS, compressed): 200 won/kg.\n2. Glass cullet: clear 45 won/kg.\n"
        "3. The data has no Gyeongbuk (경북 권역) prices for Busan and no Gyeongnam (경남 권역) "
        "prices for Daegu, so both are nationwide averages.",
        ev(*_two_regions(), user=_ASKED),
    )
    assert not r.grounded
    assert [c.text for c in r.unsupported] == [
        "no Gyeongbuk (경북 권역) prices for Busan",
        "no Gyeongnam (경남 권역) prices for Daegu",
    ]
    assert "EPS" in (r.unsupported[0].why or "")


def test_variants_other_wording_and_korean_are_flagged() -> None:
    e = ev(*_two_regions(), user=_ASKED)
    assert flagged("There are no Gyeongbuk-region figures for Busan; nationwide averages.", e) == [
        "no Gyeongbuk-region figures for Busan"
    ]
    ko = ev(*_two_regions(), user="부산에서 스티로폼 값, 그리고 대구에서 유리병 값 알려줘")
    assert flagged("부산은 경북 권역 시세가 없어서 전국 평균이에요.", ko) == ["부산은 경북"]


def test_faithful_each_citys_own_region_passes() -> None:
    e = ev(*_two_regions(), user=_ASKED)
    assert check(
        "The data has no Gyeongnam (경남 권역) prices for Busan and no Gyeongbuk (경북 권역) "
        "prices for Daegu, so both are nationwide averages.",
        e,
    ).grounded
    ko = ev(*_two_regions(), user="부산에서 스티로폼 값, 그리고 대구에서 유리병 값 알려줘")
    assert check("부산은 경남 권역 시세가 없어서 전국 평균이에요.", ko).grounded


def test_unsure_user_clause_with_two_materials_pairs_nothing() -> None:
    e = ev(*_two_regions(), user="부산 스티로폼이랑 대구 유리병 가격")
    assert check("The data has no Gyeongbuk (경북 권역) prices for Busan.", e).grounded
