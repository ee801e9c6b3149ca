"""Round 16: one district's facts said of another, in answers over two districts (the shapes of
our own tool outputs). A fee output's contact or a rules output's phone given to the other
district, a weather output's normals given to a place a search lists, a station named by another
place, bins put in the searched place they are not in, a way of applying given to the other
district, a dataset's date given to a contact cited with another, the searched place said to
have data. Each table: the flag case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

FEES = {
    "district": "춘천시",
    "full_name": "강원특별자치도 춘천시",
    "query": "소파",
    "item_count": 1,
    "items": [{"item_name": "소파", "name": "소파", "spec": "2인용", "category": "가구류",
               "fee": 6000, "fee_text": "6,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2025-04-11",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-04-11",
}  # fmt: skip
RULES = {
    "district": "목포시",
    "full_name": "전라남도 목포시",
    "source": "waste-rules",
    "as_of": "2024-09-30",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2024-09-30",
    "application_methods": ["대형폐기물 배출 스티커 부착 후 지정장소 배출"],
    "places": ["내 집 앞"],
    "department": "환경정책과",
    "phone": "061-270-8411",
    "phone_note": "문의: 전라남도 목포시 환경정책과 061-270-8411",
}
RULES_NO_STICKER = {
    **RULES,
    "district": "제천시",
    "full_name": "충청북도 제천시",
    "application_methods": ["수집운반 대행업체와 협의 후 배출"],
    "places": ["대행업체 지정 장소"],
    "phone": "043-641-5411",
    "phone_note": "문의: 충청북도 제천시 환경정책과 043-641-5411",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("춘천시 소파는 6,000원이에요. 춘천시 환경정책과(061-270-8411)에 문의하세요.",
         ["환경정책과", "(061-270-8411"]),
        ("In Chuncheon a sofa is 6,000 won; call Chuncheon's office at 061-270-8411.",
         ["061-270-8411"]),
        ("춘천시 소파는 6,000원이에요. 춘천시는 환경정책과에 문의하세요.", ["환경정책과"]),
        ("춘천시 소파는 6,000원이고, 목포시는 환경정책과에 문의하세요.", []),
        # the phone given to its own district, both in order, 목포 named by its province
        ("춘천시 소파는 6,000원이에요. 목포시는 환경정책과 061-270-8411로, 춘천시는 구청에 문의하세요.",
         []),
        ("춘천시 소파는 6,000원이에요. 목포시 문의처는 061-270-8411입니다.", []),
        ("전라남도 쪽 문의는 061-270-8411, 춘천시 소파는 6,000원이에요.", []),
        ("Chuncheon: sofa 6,000 won. Mokpo: call 061-270-8411.", []),
        # no place named: read by the value check
        ("소파는 6,000원이에요. 문의는 061-270-8411이에요.", []),
    ],
)  # fmt: skip
def test_a_district_phone_given_to_another(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES, RULES)) == wrong


def test_a_district_fact_says_whose_it_is() -> None:
    verdict = check("춘천시 문의는 061-270-8411이에요.", ev(FEES, RULES))
    (claim,) = verdict.unsupported
    assert claim.kind == "condition" and claim.value == "0612708411"
    assert "목포시" in claim.why and "춘천시" in claim.why


NORMALS = {
    "kind": "monthly_normal",
    "station": "서울",
    "district": "도봉구",
    "month": 1,
    "temperature_c": -2.1,
    "humidity_pct": 57,
    "precipitation_mm_month": 17,
    "tips": [],
    "source": "embedded-normals",
    "as_of": "1991-2020",
}
CENTERS = {
    "query": "재활용센터",
    "radius_m": 3000,
    "found": 1,
    "places": [{"name": "여주시자원순환센터", "address": "경기도 여주시 가남읍 본두리 1",
                "phone": None, "distance_m": 1800}],
}  # fmt: skip
CENTERS_SEOUL = {
    **CENTERS,
    "places": [{"name": "노원구재활용센터", "address": "서울특별시 노원구 상계동 1",
                "phone": None, "distance_m": 900}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("여주시자원순환센터가 1.8km 거리예요. 여주의 1월 평년 기온은 -2.1도, 습도 57%예요.",
         (NORMALS, CENTERS), ["-2.1도", "57%"]),
        # the district itself, the station's city, another district of the station's 시도
        ("여주시자원순환센터가 1.8km 거리예요. 도봉구의 1월 평년 기온은 -2.1도예요.",
         (NORMALS, CENTERS), []),
        ("여주시자원순환센터가 1.8km 거리예요. 서울 1월 평년 기온은 -2.1도예요.",
         (NORMALS, CENTERS), []),
        ("노원구재활용센터가 900m 거리예요. 노원구 1월 평년 기온은 -2.1도쯤이에요.",
         (NORMALS, CENTERS_SEOUL), []),
        # the place is the facility's, the figure the weather's
        ("여주시자원순환센터가 가깝고, 1월 평년 기온은 -2.1도예요.", (NORMALS, CENTERS), []),
        ("The Yeoju center is 1.8 km away, and January normals are about -2.1°C.",
         (NORMALS, CENTERS), []),
        ("For your trip to Yeoju, the January normal is about -2.1°C.", (NORMALS, CENTERS),
         ["-2.1°C"]),
        # no search beside the weather: one district's output alone, never read here
        ("여주의 1월 평년 기온은 -2.1도예요.", (NORMALS,), []),
    ],
)  # fmt: skip
def test_normals_given_to_a_place_a_search_lists(
    answer: str, evidence: tuple[object, ...], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("These are the January normals from the Dobong-gu weather station: -2.1°C.",
         ["Dobong-gu weather station"]),
        ("도봉 관측소 기준 1월 평년 기온은 -2.1도예요.", ["도봉 관측소"]),
        ("These are the January normals from the Seoul weather station: -2.1°C.", []),
        ("서울 관측소 기준으로 도봉구 1월 평년 기온은 -2.1도예요.", []),
        ("Near Dobong station it is about -2.1°C in January.", []),
    ],
)  # fmt: skip
def test_a_station_named_by_another_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NORMALS)) == wrong


BINS = {
    "address_keyword": "경기 과천시",
    "item_type": "battery",
    "place_name": "과천시",
    "place_precision": "district",
    "kind_name": "폐건전지",
    "districts_with_data": 60,
    "source": "battery-bins",
    "district_has_data": False,
    "points": [{"name": "양재2동 주민센터", "address": "서울특별시 서초구 강남대로 1",
                "district": "서초구", "phone": None, "distance_m": 2100, "as_of": "2025-02-01"}],
    "found": 1,
    "as_of": "2025-02-01",
    "note": "경기도 과천시의 폐건전지 장소 자료는 없습니다. 가까운 자료가 있는 곳은 서초구입니다 (3km 이내).",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("There's a battery bin at the Yangjae 2-dong center in Gwacheon, 2.1 km away.",
         ["bin at the Yangjae 2-dong center in Gwacheon"]),
        ("The nearest is the Yangjae 2-dong center, 2.1 km away; it's in Gwacheon-si.",
         ["it's in Gwacheon-si"]),
        ("과천시 안에 있는 수거함이에요: 양재2동 주민센터(2.1km).", ["과천시 안에 있는 수거함"]),
        # stated as where it is, the searched place as the user's, a negation
        ("과천시에는 자료가 없어서 서초구에 있는 양재2동 주민센터(2.1km)를 알려드려요.", []),
        ("There's a battery bin at the Yangjae 2-dong center in Seocho-gu, 2.1 km away.", []),
        ("For your home in Gwacheon, the nearest bin is the Yangjae 2-dong center (2.1 km).", []),
        ("양재2동 주민센터 수거함은 서울 서초구에 있어요(2.1km).", []),
    ],
)  # fmt: skip
def test_bins_put_in_the_searched_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "목포시와 제천시 문의처는 각각 061-270-8411, 043-641-5411이에요.",
        "Mokpo and Jecheon can be reached at 061-270-8411 and 043-641-5411 respectively.",
        "제천시에 사시면 목포시 환경정책과 061-270-8411이 아니라 043-641-5411로 전화하세요.",
        "목포시는 061-270-8411, 제천시는 043-641-5411로 문의하세요.",
        "Phone numbers — Mokpo: 061-270-8411; Jecheon: 043-641-5411.",
    ],
)
def test_two_districts_phones_listed_in_parallel_pass(answer: str) -> None:
    assert flagged(answer, ev(RULES, RULES_NO_STICKER)) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("Jecheon: attach a bulky-waste sticker and put it out.", (RULES, RULES_NO_STICKER),
         ["attach a bulky-waste sticker"]),
        ("제천시는 스티커를 붙여 내놓으면 되고, 목포시는 업체와 협의해요.",
         (RULES, RULES_NO_STICKER), ["스티커를 붙", "업체"]),  # both halves swapped (round 20)
        ("목포시는 '수집운반 대행업체와 협의'하라고 안내돼 있어요.", (RULES, RULES_NO_STICKER),
         ["'수집운반 대행업체와 협의'"]),
        ("In Chuncheon you attach a sticker; Mokpo's how-to says the same.", (FEES, RULES),
         ["attach a sticker"]),
        # each district's own way, in order; a hedge; one district only
        ("목포시는 스티커를 붙여 내놓고, 제천시는 '수집운반 대행업체와 협의 후 배출'이에요.",
         (RULES, RULES_NO_STICKER), []),
        ("제천시도 보통은 스티커를 붙여 내놓을 수도 있어요.", (RULES, RULES_NO_STICKER), []),
        ("제천시는 '대형폐기물'로 업체에 신고하면 돼요.", (RULES, RULES_NO_STICKER), []),
        ("Mokpo: attach a bulky-waste sticker and put it in front of your house.", (RULES,), []),
    ],
)  # fmt: skip
def test_a_way_of_applying_given_to_another_district(
    answer: str, evidence: tuple[object, ...], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


NO_FEES = {
    "district": "양평군",
    "full_name": "경기도 양평군",
    "query": "장롱",
    "item_count": 0,
    "items": [],
    "source": "bulk-waste-fees",
    "covered": False,
    "as_of": "2025-12-09",
    "contact": "수수료는 경기도 양평군 자원순환과(031-770-2345)에 문의하세요 "
    "(출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2024-03-15).",
    "phone": "031-770-2345",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Call 031-770-2345; that contact comes from the household waste data dated 2025-12-09.",
         ["2025-12-09"]),
        ("문의는 031-770-2345예요. 이 연락처 출처는 생활쓰레기 자료 2025-12-09 기준이에요.",
         ["2025-12-09"]),  # the fee data's date given to the 생활쓰레기 data (read since round 20)
        ("문의는 031-770-2345이고 연락처 출처 기준일은 2025-12-09예요.", ["2025-12-09"]),
        # the contact's own date, the fee data's date named as such
        ("Call 031-770-2345; that contact comes from the household waste data dated 2024-03-15.",
         []),
        ("Call 031-770-2345. The fee data is dated 2025-12-09.", []),
        ("Call 031-770-2345 — the number is from the MOIS data; fee data as of 2025-12-09.", []),
    ],
)  # fmt: skip
def test_a_date_given_to_a_contact_cited_with_another(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NO_FEES)) == wrong


MEDICINE = {
    "address_keyword": "대구 서구",
    "item_type": "medicine",
    "place_name": "대구 서구",
    "place_precision": "district",
    "kind_name": "폐의약품",
    "districts_with_data": 91,
    "source": "medicine-bins",
    "district_has_data": False,
    "points": [],
    "found": 0,
    "note": "대구광역시 서구의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 91곳입니다. "
    "대구광역시에서는 대구 수성구에 자료가 있습니다.",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대구에서는 서구에 폐의약품 수거함 자료가 있다고 나오지만 목록은 안 나왔어요.", ["서구"]),
        # the place said to have none, the listed district said to have some
        ("서구에는 자료가 없고, 대구에서는 수성구에 자료가 있어요.", []),
        ("서구는 자료가 있는 곳이 아니에요. 약국 수거함을 이용하세요.", []),
    ],
)  # fmt: skip
def test_the_searched_place_said_to_have_data(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == wrong


def _search(place: str, point: str, district: str) -> dict[str, object]:
    return {
        "address_keyword": f"서울 {place}",
        "item_type": "battery",
        "place_name": place,
        "kind_name": "폐건전지",
        "districts_with_data": 60,
        "source": "battery-bins",
        "district_has_data": True,
        "points": [{"name": point, "address": f"서울특별시 {district} 1", "district": district,
                    "phone": None, "distance_m": 400, "as_of": "2025-02-01"}],
        "found": 1,
    }  # fmt: skip


TWO_SEARCHES = (
    _search("마포구", "망원1동 주민센터", "마포구"),
    _search("서대문구", "연희동 주민센터", "서대문구"),
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("마포구에 있는 수거함은 연희동 주민센터(400m)예요.", ["마포구에 있는 수거함"]),
        ("마포구에 있는 수거함은 망원1동 주민센터(400m)예요.", []),
        ("마포구는 망원1동 주민센터, 서대문구는 연희동 주민센터에 있어요.", []),
    ],
)  # fmt: skip
def test_a_bin_of_one_search_put_in_the_other_searched_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*TWO_SEARCHES)) == wrong
