"""Round 53 (r53c): misattributions that passed on prod_holdout47/48.

- A note's wider search (``반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다``) is a
  radius too: ``거리는 약 20km`` over a place 4,940 m away gives the bound as a distance
  (:mod:`.radius`, read by :mod:`.radius_distance`; g66h3-0060).
- ``이 연락처는 2025-12-09 기준 자료라``: the contact named before the date and a dating word after
  it date the contact's source (:mod:`.dated`; g66h2-0063).
- A department's phone given to a community centre (``주민센터(051-600-4432)``; :mod:`.centre_phones`;
  g66h0-0020) or to a facility (``the facility directly at 054-790-6188``; :mod:`.holders`' site
  kind; g66h0-0057).
- ``Within Jeollanam-do, data is available for 30 areas``: ``areas`` counts districts as 지역 does
  (:mod:`.coverage`; g66h1-0069).
- ``The capital-area (Gyeonggi) price``: a place in brackets before the price word names its region
  (:mod:`.scopes`; g65h2-0060).
- ``폐목재는 읍면동별 불연성생활폐기물 배출확인서`` where the tool text reads ``건설폐기물 - … 불연성…
  / 폐목재 - … 가연성…``: one labelled part's words said of another label (:mod:`.labelled_parts`;
  g65h3-0080).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices

# -- a note's wider search as a place's distance (g66h3-0060) ------------------------------------


def _centres(distance: int, radius: int = 2000, wider: int = 20) -> dict[str, Any]:
    return {
        "query": "recycling_center", "radius_m": radius, "latitude": 38.07, "longitude": 128.62,
        "found": 1,
        "places": [{"name": "환경자원센터", "address": "강원특별자치도 양양군 양양읍 되넘이길 80",
                    "phone": "033-671-2788", "hours": "평일 09:00~18:00", "distance_m": distance}],
        "source": "recycling-centers",
        "note": f"반경 {radius // 1000}km 안에는 없어 {wider}km 안에서 가장 가까운 곳을 보여 드립니다.",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "distance", "wider", "bad"),
    [
        ("1. 가장 가까운 곳은 환경자원센터예요.\n2. 거리는 약 20km라 차로 가시는 게 좋아요.", 4940, 20,
         "20km"),
        ("환경자원센터까지는 약 10km 떨어져 있어요.", 3100, 10, "10km"),
        ("The 환경자원센터 is about 20 km away, so you'd better drive.", 4940, 20, "20 km"),
    ],
)  # fmt: skip
def test_a_wider_search_bound_is_no_distance(
    answer: str, distance: int, wider: int, bad: str
) -> None:
    assert any(bad in t for t in flagged(answer, ev(_centres(distance, wider=wider))))


@pytest.mark.parametrize(
    "answer",
    [
        "환경자원센터까지는 약 4.9km라 차로 가시는 게 좋아요.",
        "반경 2km 안에는 없어서 20km 안에서 찾아보니 환경자원센터(약 4.9km)가 가장 가까워요.",
        "Nothing within 2 km, so I searched 20 km out: the 환경자원센터 is about 4.9 km away.",
    ],
)
def test_a_wider_search_said_as_such_passes(answer: str) -> None:
    assert flagged(answer, ev(_centres(4940))) == []


def test_the_distance_that_is_the_wider_bound_passes() -> None:  # the place does lie that far
    assert flagged("환경자원센터까지는 약 20km예요.", ev(_centres(19800))) == []


# -- a contact's date after it (g66h2-0063) --------------------------------------------------------


def _no_fees() -> dict[str, Any]:
    return {
        "district": "옹진군", "full_name": "인천광역시 옹진군", "query": "화장대", "item_count": 0,
        "items": [], "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
        "as_of": "2025-12-09",
        "contact": "수수료는 인천광역시 옹진군 연평면사무소(032-899-3492)에 문의하세요 (출처: "
                   "공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2020-12-14).",
        "phone": "032-899-3492",
        "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "연평면사무소(032-899-3492)에 직접 문의하셔야 해요. 이 연락처는 2025-12-09 기준 자료라 최신이에요.",
        "연평면사무소 032-899-3492로 전화하세요. 그 번호는 2025-12-09 기준이에요.",
        "Call the Yeonpyeong office at 032-899-3492. This number is 2025-12-09 data.",
    ],
)
def test_the_fee_data_date_given_to_the_contact(answer: str) -> None:
    assert "2025-12-09" in flagged(answer, ev(_no_fees()))


@pytest.mark.parametrize(
    "answer",
    [
        "연평면사무소(032-899-3492)에 문의하세요. 이 연락처는 2020-12-14 기준 자료예요.",
        "연평면사무소(032-899-3492)에 문의하세요. 수수료 자료는 2025-12-09 기준으로 없어요.",
    ],
)
def test_the_contact_own_date_passes(answer: str) -> None:
    assert flagged(answer, ev(_no_fees())) == []


# -- a department's phone given to a community centre or a facility (g66h0-0020, g66h0-0057) -------


def _rules(method: str, place: str, dept: str, phone: str) -> dict[str, Any]:
    return {
        "district": "부산 중구", "full_name": "부산광역시 중구", "source": "waste-rules",
        "application_methods": [method], "places": [place], "department": dept, "phone": phone,
        "phone_note": f"문의: 부산광역시 중구 {dept} {phone}",
    }  # fmt: skip


_JUNG = _rules("주민센터 신고 후 납부필증 부착 후 배출", "신고장소", "자원순환과", "051-600-4432")


@pytest.mark.parametrize(
    "answer",
    [
        "부산 중구는 주민센터(051-600-4432)에 신고한 뒤 납부필증을 붙여 배출하시면 됩니다.",
        "행정복지센터 051-600-4432로 신고하시면 돼요.",
        "Report it to your community centre (051-600-4432), then attach the sticker.",
    ],
)
def test_a_department_phone_given_to_a_community_centre(answer: str) -> None:
    assert any("051-600-4432" in t for t in flagged(answer, ev(_JUNG)))


@pytest.mark.parametrize(
    "answer",
    [
        "주민센터에 신고한 뒤 배출하시고, 문의는 자원순환과(051-600-4432)로 하세요.",
        "부산 중구 자원순환과(051-600-4432)에 문의하시고 신고는 주민센터에서 하시면 됩니다.",
        "구청(051-600-4432)에 문의하세요.",
    ],
)
def test_the_department_phone_said_of_it_passes(answer: str) -> None:
    assert flagged(answer, ev(_JUNG)) == []


def test_a_centre_the_phone_does_not_follow_passes() -> None:  # g61h0-0021's shape
    answer = "부산 중구는 주민센터에 신고한 후 배출해요(051-600-4432)."
    assert flagged(answer, ev(_JUNG)) == []


def test_a_local_desk_department_is_a_centre() -> None:  # "생활쓰레기(읍면)": the 읍면's desk
    desk = _rules("읍·면사무소에 신고 후 배출", "신고장소", "생활쓰레기(읍면)", "061-850-5341")
    assert flagged("면사무소(061-850-5341)에 신고하세요.", ev(desk)) == []


def test_a_centre_that_holds_the_phone_passes() -> None:
    own = _rules("동 행정복지센터 신고", "신고장소", "중앙동 행정복지센터", "051-600-4000")
    assert flagged("중앙동 행정복지센터(051-600-4000)에 신고하세요.", ev(own)) == []


_SITE = _rules(
    "사동 생활폐기물 선별시설 자가배출(환경위생과 신고 후 배출)",
    "사동 생활폐기물 선별시설",
    "환경위생과",
    "054-790-6188",
)


@pytest.mark.parametrize(
    "answer",
    [
        "Drop it off at the sorting facility — you can reach the facility directly at 054-790-6188.",
        "사동 생활폐기물 선별시설(054-790-6188)에 직접 가져가세요.",
    ],
)
def test_a_department_phone_given_to_a_facility(answer: str) -> None:
    assert any("054-790-6188" in t for t in flagged(answer, ev(_SITE)))


def test_the_department_phone_beside_the_facility_passes() -> None:
    answer = "환경위생과(054-790-6188)에 신고한 뒤 사동 생활폐기물 선별시설로 직접 가져가세요."
    assert flagged(answer, ev(_SITE)) == []


# -- a nationwide count of "areas" given to a province (g66h1-0069) -------------------------------


def _pet(count: int) -> dict[str, Any]:
    return {
        "latitude": 34.6, "longitude": 127.28, "radius_km": 1.0, "item_type": "pet_compensation",
        "kind_name": "투명 페트병 보상", "districts_with_data": count, "source": "keco-sites",
        "district_has_data": False, "points": [], "found": 0,
        "note": f"전라남도 고흥군의 투명 페트병 보상 장소 자료는 없습니다. 자료가 있는 시군구는 전국 "
                f"{count}곳입니다. 전라남도에서는 여수시, 해남군에 자료가 있습니다.",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "count"),
    [
        ("Within Jeollanam-do, data is available for 30 areas, including Yeosu and Haenam.", 30),
        ("In Jeollanam-do, data covers 41 areas.", 41),
    ],
)
def test_a_nationwide_count_of_areas_given_to_a_province(answer: str, count: int) -> None:
    assert flagged(answer, ev(_pet(count)))


@pytest.mark.parametrize(
    "answer",
    [
        "Nationwide, data is available for 30 areas; in Jeollanam-do, Yeosu and Haenam.",
        "Within Jeollanam-do, data is available for 2 areas: Yeosu and Haenam.",
    ],
)
def test_the_count_of_its_own_scope_passes(answer: str) -> None:
    assert flagged(answer, ev(_pet(30))) == []


# -- a place in brackets before the price word (g65h2-0060) --------------------------------------

_NOTE = "수도권 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."


@pytest.mark.parametrize(
    "answer",
    [
        "The capital-area (Gyeonggi) price for compressed newspaper is 120 won/kg.",
        "The regional (Busan) rate for newspaper is 120 won/kg.",
        "The local (Seoul/Incheon) price is 80 won/kg for cardboard.",
    ],
)
def test_a_bracketed_place_before_the_price_word(answer: str) -> None:
    assert flagged(answer, ev(paper_prices(note=_NOTE)))


def test_the_national_average_said_as_such_passes() -> None:
    answer = "The national average (no Gyeonggi figure) price for newspaper is 120 won/kg."
    assert flagged(answer, ev(paper_prices(note=_NOTE))) == []


# -- one labelled part's words said of another label (g65h3-0080) --------------------------------


def _ways(wood: str = "가연성", building: str = "불연성") -> dict[str, Any]:
    return {
        "district": "창원시", "full_name": "경상남도 창원시", "source": "waste-rules",
        "application_methods": [
            f"대형폐기물 - 지역별 대행업체 신고 또는 인터넷으로 접수 / 건설폐기물 - 읍면동별 "
            f"{building}생활폐기물 배출확인서 발급 / 폐목재 - 읍면동별 {wood}생활폐기물 배출확인서 발급"
        ],
        "places": ["내 집 앞 또는 지정장소"], "department": "의창구 환경미화과", "phone": "055-212-4511",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "폐목재는 읍면동별 불연성생활폐기물 배출확인서를 발급받아서 내놓으셔야 해요.",
        "폐목재의 경우 읍면동에서 불연성 생활폐기물 배출확인서를 받으세요.",
        "건설폐기물은 가연성생활폐기물 배출확인서를 받으면 돼요.",
    ],
)
def test_another_parts_words_given_to_a_label(answer: str) -> None:
    assert flagged(answer, ev(_ways()))


@pytest.mark.parametrize(
    "answer",
    [
        "폐목재는 읍면동별 가연성생활폐기물 배출확인서를 발급받아서 내놓으셔야 해요.",
        "건설폐기물은 불연성생활폐기물, 폐목재는 가연성생활폐기물 배출확인서를 받으세요.",
        "폐목재는 불연성생활폐기물 배출확인서가 아니라 가연성 쪽이에요.",
    ],
)
def test_each_label_with_its_own_words_passes(answer: str) -> None:
    assert flagged(answer, ev(_ways())) == []


def test_other_values_swapped_the_other_way() -> None:  # the outputs' words the other way round
    answer = "폐목재는 읍면동별 불연성생활폐기물 배출확인서를 받으세요."
    assert flagged(answer, ev(_ways(wood="불연성", building="가연성"))) == []
    assert flagged("건설폐기물은 불연성생활폐기물 배출확인서예요.", ev(_ways("불연성", "가연성")))
