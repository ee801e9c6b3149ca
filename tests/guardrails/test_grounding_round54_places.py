"""Round 54 (r54b): invented and misplaced places, roles and accepted items.

- a Hangul name before an English ``station`` names a weather station (``전주 station 기준`` over
  대전's normals; :mod:`.station_names`);
- a role-labelled line's place must be named by the how-to in that role (``- 내놓는 곳:
  읍면사무소``, ``- 배출확인서 발급: 환경자원시설(방천리 매립장)``; :mod:`.labelled_roles`);
- a place put in a named 동 where every search found nothing (``문래동에 … 재사용센터가 있어서``,
  ``a reuse center in Mullae-dong``; :mod:`.unfound_places`);
- a value equal to a search's radius given as a place's distance, where the place only rounds to it
  at the coarsest unit (``약 2km`` over a 2 km search whose centre is 1,544 m away;
  :mod:`.radius_distance`);
- one district's hauler said of another district (``용산구도 ㈜우림에 접수``; :mod:`.hauler_names`);
- books are a good of the goods vocabulary (``책을 받는 곳으로는 군산시…`` where 서천's record lists 책;
  :mod:`.kinds`, read by :mod:`.taken`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

# --- a Hangul name before an English "station" ----------------------------------------------

_NORMALS = {"kind": "monthly_normal", "station": "대전", "district": "전주시", "month": 12,
            "temperature_c": 1.1, "humidity_pct": 72, "precipitation_mm_month": 27, "tips": [],
            "source": "embedded-normals",
            "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님", "as_of": "1991-2020"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "전주의 12월 평년 기온은 1.1°C예요. 1991–2020 평년값으로, 전주 station 기준 근사치예요.",
        "Based on the 전주 station, the December normal is about 1.1°C.",
        "12월 평년 기온은 1.1°C로, 익산 weather station 값이에요.",
    ],
)
def test_hangul_name_before_station_is_the_station(answer: str) -> None:
    assert flagged(answer, ev(_NORMALS, user="전주 덕진구 December weather 어때요?"))


@pytest.mark.parametrize(
    "answer",
    [
        "전주의 12월 평년 기온은 1.1°C예요. 대전 station 기준 근사치예요.",
        "12월 평년 기온은 1.1°C로, 대전 weather station 값이에요.",
        "Based on the 대전 station, the December normal is about 1.1°C.",
        "Near 전주 station the December normal is about 1.1°C.",
    ],
)
def test_the_outputs_station_passes(answer: str) -> None:
    assert flagged(answer, ev(_NORMALS, user="전주 12월 날씨")) == []


# --- a role-labelled line's place -----------------------------------------------------------

_DAEGU = {"district": "대구 중구", "full_name": "대구광역시 중구", "source": "waste-rules",
          "as_of": "2025-10-31",
          "application_methods": ["구청에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 처리시설에 배출"],
          "places": ["환경자원시설(방천리 매립장)"], "department": "환경과", "phone": "053-661-2711"}  # fmt: skip
_MUAN = {"district": "무안군", "full_name": "전라남도 무안군", "source": "waste-rules",
         "as_of": "2025-11-04", "application_methods": ["읍면사무소나 인터넷에 신고 후 배출"],
         "places": ["내집앞+내상가앞"], "department": "전라남도 무안군청 환경과",
         "phone": "061-450-5550"}  # fmt: skip


@pytest.mark.parametrize(
    ("record", "answer", "wrong"),
    [
        (_DAEGU, "대구 중구 장롱 배출 안내예요.\n- 배출확인서 발급: 환경자원시설(방천리 매립장)\n"
                 "- 배출: 개인차량으로 구청에 가져가서 배출\n- 문의: 환경과 053-661-2711",
         ["배출확인서 발급: 환경자원시설(방천리 매립장)", "배출: 개인차량으로 구청에 가져가서 배출"]),
        (_DAEGU, "- 확인서 받는 곳: 매립장\n- 배출 장소: 중구청",
         ["확인서 받는 곳: 매립장", "배출 장소: 중구청"]),
        (_DAEGU, "Jung-gu steps:\n- Certificate: the landfill (방천리 매립장)\n"
                 "- Drop-off: the district office",
         ["Certificate: the landfill (방천리 매립장)", "Drop-off: the district office"]),
        (_MUAN, "무안군 배출 방법이에요.\n- 신고: 인터넷으로 신고\n- 내놓는 곳: 읍면사무소\n"
                "- 문의: 무안군청 환경과 061-450-5550",
         ["내놓는 곳: 읍면사무소"]),
        (_MUAN, "Muan-gun:\n- Report at: the eup/myeon office or online\n"
                "- Where to put it out: the myeon office",
         ["Where to put it out: the myeon office"]),
    ],
)  # fmt: skip
def test_place_in_the_other_role_is_flagged(
    record: dict[str, object], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(record, user="어디서 떼고 어디다 내놔요?")) == wrong


@pytest.mark.parametrize(
    ("record", "answer"),
    [
        (_DAEGU, "대구 중구 안내예요.\n- 배출확인서 발급: 구청\n"
                 "- 배출: 개인차량으로 환경자원시설(방천리 매립장)에 가져가서 배출"),
        (_DAEGU, "- 확인서 받는 곳: 중구청\n- 배출 장소: 방천리 매립장"),
        (_DAEGU, "Jung-gu steps:\n- Certificate: the district office (구청)\n"
                 "- Drop-off: 방천리 landfill by your own car"),
        (_DAEGU, "- 배출 방법: 구청에서 배출확인서를 발급 후 개인차량으로 방천리 매립장에 배출"),
        (_MUAN, "무안군 배출 방법이에요.\n- 신고: 읍면사무소 또는 인터넷\n- 내놓는 곳: 집 앞이나 상가 앞"),
        (_MUAN, "Muan-gun:\n- Report at: the eup/myeon office or online\n"
                "- Where to put it out: in front of your house"),
    ],
)  # fmt: skip
def test_place_in_its_own_role_passes(record: dict[str, object], answer: str) -> None:
    assert flagged(answer, ev(record, user="어디서 떼고 어디다 내놔요?")) == []


# --- a place put in a named 동 where every search found nothing ----------------------------

_NONE_FOUND = {"query": "중고", "radius_m": 1000, "latitude": 37.523611, "longitude": 126.898342,
               "places": [], "found": 0,
               "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다. KAKAO_REST_API_KEY를 설정하면 "
                       "주변 장소를 검색할 수 있습니다.", "source": "none"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "'중고' 장소 정보는 데이터에 없어서 목록을 드리긴 어려워요. 다만 문래동에 구에서 운영하는 "
        "재사용센터가 있어서 가구를 받아 줘요.",
        "데이터에는 없지만, 당산동에는 재활용센터가 있어서 가구를 가져가면 돼요.",
        "I couldn't find any listings, but there's a district-run reuse center in Mullae-dong "
        "that takes furniture.",
    ],
)
def test_place_in_an_unfound_dong_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(_NONE_FOUND, user="영등포구 중고 가구점 찾아줘요."))


@pytest.mark.parametrize(
    "answer",
    [
        "데이터에 없어서 목록을 드리긴 어려워요. 문래동에 재사용센터가 있는지는 구청에 확인해 보세요.",
        "데이터에 없어서 목록을 드리긴 어려워요. 문래동에 재사용센터가 있으면 가구를 받아 줄 거예요.",
        "데이터에 없어요. If there's a reuse center in Mullae-dong, call them first.",
        "데이터에 없어서 목록을 드리긴 어려워요. 가구 이동에 업체가 필요하면 구청에 문의하세요.",
    ],
)
def test_doubted_or_no_dong_passes(answer: str) -> None:
    assert flagged(answer, ev(_NONE_FOUND, user="영등포구 중고 가구점 찾아줘요.")) == []


# --- a search's radius given as a place's distance ----------------------------------------


def _search(radius: int, distance: int) -> dict[str, object]:
    return {"query": "recycling_center", "radius_m": radius, "found": 1,
            "places": [{"name": "공주시 재활용센터", "address": "충청남도 공주시 봉황로 125",
                        "phone": "041-852-1006", "hours": "평일 09:00~18:00", "items": ["재활용품"],
                        "distance_m": distance}],
            "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "radius", "distance"),
    [
        ("공주시 재활용센터(충청남도 공주시 봉황로 125)가 있어요. 검색 위치에서 약 2km 떨어져 있어요.",
         2000, 1544),
        ("The 공주시 재활용센터 at 봉황로 125 is about 2 km away.", 2000, 1544),
        ("공주시 재활용센터까지는 약 3km예요.", 3000, 2400),
    ],
)  # fmt: skip
def test_radius_as_distance_is_flagged(answer: str, radius: int, distance: int) -> None:
    assert flagged(answer, ev(_search(radius, distance), user="공주 재활용센터"))


@pytest.mark.parametrize(
    ("answer", "radius", "distance"),
    [
        ("공주시 재활용센터가 있어요. 검색 위치에서 약 1.5km 떨어져 있어요.", 2000, 1544),
        ("공주시 재활용센터가 있어요. 약 2km 떨어져 있어요.", 2000, 1800),
        ("The 공주시 재활용센터 is about 2 km away.", 2000, 1980),
        ("공주시 재활용센터가 있어요. 약 2km 떨어져 있어요.", 5000, 1544),
    ],
)  # fmt: skip
def test_place_distance_rounded_passes(answer: str, radius: int, distance: int) -> None:
    assert flagged(answer, ev(_search(radius, distance), user="공주 재활용센터")) == []


# --- one district's hauler said of another --------------------------------------------------

_GIMPO = {"district": "김포시", "full_name": "경기도 김포시", "source": "waste-rules",
          "as_of": "2025-11-06",
          "application_methods": ["수거업체[㈜우림:031-989-9268]에 접수",
                                  "수거업체[제일환경㈜:031-997-2771]에 접수",
                                  "수거업체[주식회사 세얼환경:031-998-6563]에 접수"],
          "places": ["수거업체[㈜우림:031-989-9268]에 접수"], "department": "자원순환과",
          "phone": "031-980-2752"}  # fmt: skip
_YONGSAN = {"district": "용산구", "full_name": "서울특별시 용산구", "source": "waste-rules",
            "as_of": "2023-11-30", "application_methods": [], "places": [],
            "note": "생활쓰레기배출정보에는 서울특별시 용산구의 대형폐기물 배출 방법이 적혀 있지 않습니다.",
            "department": "청소행정과", "phone": "02-2199-7300"}  # fmt: skip
_TWO = ev(_GIMPO, _YONGSAN, user="김포 살다가 용산 가는데 대형폐기물 신청처 알려주세요.")


@pytest.mark.parametrize(
    "answer",
    [
        "김포시는 수거업체 세 곳(㈜우림 031-989-9268, 제일환경㈜ 031-997-2771, 주식회사 세얼환경 "
        "031-998-6563) 중 한 곳에 접수하시면 돼요. 용산구도 ㈜우림에 접수하시면 돼요.",
        "김포는 제일환경㈜에 접수해요. 용산은 제일환경에 전화하면 돼요.",
        "In Gimpo, book with ㈜우림. In Yongsan-gu you can also call 세얼환경.",
    ],
)
def test_hauler_of_another_district_is_flagged(answer: str) -> None:
    assert flagged(answer, _TWO)


@pytest.mark.parametrize(
    "answer",
    [
        "김포시는 ㈜우림, 제일환경㈜, 주식회사 세얼환경 중 한 곳에 접수하시면 돼요. 용산구는 "
        "청소행정과 02-2199-7300에 문의하세요.",
        "김포시 수거업체는 ㈜우림이에요. 용산구 쪽은 데이터가 없어요.",
        "용산구 말고 김포시는 제일환경㈜에 접수하시면 돼요.",
    ],
)
def test_hauler_of_its_own_district_passes(answer: str) -> None:
    assert flagged(answer, _TWO) == []


# --- books, a good of a centre's record -----------------------------------------------------

_CENTRES = {"query": "recycling_center", "radius_m": 5000, "found": 2,
            "places": [{"name": "군산시재활용선별시설", "address": "전북특별자치도 군산시 새만금북로 630-28",
                        "items": ["페트병 외 9개품목"], "distance_m": 12128},
                       {"name": "서천군재활용처리시설", "address": "충청남도 서천군 서천읍 충절로41번길 23",
                        "items": ["의류 판매 및 수선", "책", "우유팩 화장지 교환 등"],
                        "distance_m": 13364}],
            "source": "recycling-centers,keco-sites"}  # fmt: skip
_PAPER = {"query": "recycling_center", "radius_m": 5000, "found": 1,
          "places": [{"name": "가나재활용센터", "address": "서울 강서구 가나로 1",
                      "items": ["폐지", "고철"], "distance_m": 900}]}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "책을 받는 곳으로는 군산시재활용선별시설(새만금북로 630-28, 약 12.1km)이 가장 가까워요.",
        "군산시재활용선별시설에서 헌책을 받아요.",
        "For books, 군산시재활용선별시설 is the closest place that takes them.",
    ],
)
def test_books_given_to_another_centre_are_flagged(answer: str) -> None:
    assert flagged(answer, ev(_CENTRES, user="군산 근처에 헌책 받아주는 재활용센터 있어요?"))


@pytest.mark.parametrize(
    ("record", "answer"),
    [
        (_CENTRES, "책을 받는 곳으로는 서천군재활용처리시설(약 13.4km)이 있어요."),
        (_CENTRES, "For books, 서천군재활용처리시설 takes them."),
        (_CENTRES, "군산시재활용선별시설에서 페트병을 받아요. 책상은 받지 않을 수 있어요."),
        (_PAPER, "가나재활용센터에서 헌책도 받아요."),
        (_PAPER, "가나재활용센터 accepts used books."),
    ],
)  # fmt: skip
def test_books_at_a_centre_that_lists_them_pass(record: dict[str, object], answer: str) -> None:
    assert flagged(answer, ev(record, user="헌책 받아주는 곳")) == []


def test_haulers_flagged_in_the_answers_order() -> None:
    # two companies given to the wrong district: flagged in the answer's order, not the order of
    # the set of companies (which follows the string hash seed)
    answer = "용산구는 제일환경㈜에 접수하세요. 용산구는 ㈜우림도 돼요."
    found = flagged(answer, _TWO)
    assert len(found) == 2 and "제일환경" in found[0] and "우림" in found[1]
