"""Round 15: a figure given to the wrong scope (the shapes of our own tool outputs). A nationwide
price said to be a region's, a dataset's coverage count given to another dataset or to a 시도,
the districts with data of one dataset given to another, a dataset's date given to another
dataset's figure, a search radius changed. Each table: the flag case with the flagged text, and
the faithful neighbours that must pass."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

NATIONWIDE_PRICE = {
    "region": "nationwide",
    "region_name": "전국",
    "query": "고철",
    "item_count": 2,
    "items": [
        {"item_name": "철스크랩", "category": "metal", "form": "중량", "price_per_kg": 380,
         "price_text": "380원/kg"},
        {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
         "price_text": "1,200원/kg"},
    ],
    "survey_date": "2025-01",
    "unit": "원/kg",
    "source": "keco-survey-embedded",
    "as_of": "2025-01",
    "note": "경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip
REGIONAL_PRICE = {**NATIONWIDE_PRICE, "region": "gyeongbuk", "region_name": "경북"}
REGIONAL_PRICE.pop("note")


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("대구 지역 시세로 철스크랩은 kg당 380원이에요.", NATIONWIDE_PRICE, ["대구 지역 시세"]),
        ("울산 시세는 철스크랩 kg당 380원, 알루미늄캔 1,200원입니다.", NATIONWIDE_PRICE,
         ["울산 시세"]),
        ("경북·대구 권역 가격으로 알루미늄캔이 kg당 1,200원이야.", NATIONWIDE_PRICE,
         ["경북·대구 권역 가격"]),
        ("Daegu's price for scrap iron is 380 won/kg.", NATIONWIDE_PRICE, ["Daegu's price"]),
        ("The regional price in Daegu is 380 won per kg.", NATIONWIDE_PRICE,
         ["regional price in Daegu"]),
        # the nationwide scope stated, no scope at all, a negation, a region's own survey
        ("대구에서 팔면 전국 평균으로 kg당 380원이에요.", NATIONWIDE_PRICE, []),
        ("The national average for scrap iron is 380 won/kg.", NATIONWIDE_PRICE, []),
        ("대구 지역 시세는 없어서 전국 평균 kg당 380원으로 안내드려요.", NATIONWIDE_PRICE, []),
        ("철스크랩은 kg당 380원이에요.", NATIONWIDE_PRICE, []),
        ("대구 지역 시세로 철스크랩은 kg당 380원이에요.", REGIONAL_PRICE, []),
    ],
)  # fmt: skip
def test_nationwide_price_given_to_a_region(
    answer: str, evidence: object, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


BATTERY = {
    "address_keyword": "강릉시",
    "item_type": "battery",
    "place_name": "강릉시",
    "kind_name": "폐건전지",
    "districts_with_data": 8,
    "source": "lamp-battery-bins",
    "district_has_data": False,
    "points": [],
    "found": 0,
    "note": "강원특별자치도 강릉시의 폐건전지 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다.",
}
CLOTHES = {
    "address_keyword": "춘천시",
    "item_type": "clothes",
    "place_name": "춘천시",
    "kind_name": "의류",
    "districts_with_data": 47,
    "source": "clothing-bins",
    "district_has_data": False,
    "points": [],
    "found": 0,
    "note": "강원특별자치도 춘천시의 의류 장소 자료는 없습니다. 자료가 있는 시군구는 전국 47곳입니다. "
    "강원특별자치도에서는 원주시, 속초시에 자료가 있습니다.",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("강릉시 폐건전지 자료는 없어요(자료가 있는 시군구는 전국 47곳).", ["47곳"]),
        ("There's no battery-bin data for Gangneung; only 47 districts have it.", ["47 districts"]),
        ("강원특별자치도 안에서는 47개 시군구에 의류수거함 자료가 있어요.", ["47개 시군구"]),
        ("강릉시 폐건전지 자료는 없고, 가까운 원주시, 속초시에 자료가 있어요.", ["원주시", "속초시"]),
        # each dataset's own count, its own districts, the nationwide scope stated
        ("강릉시 폐건전지 자료는 없어요(자료가 있는 시군구는 전국 8곳).", []),
        ("Only 8 districts have battery-bin data, and 47 districts have clothing-bin data.", []),
        ("춘천시 의류수거함 자료는 없고, 원주시, 속초시에 자료가 있어요.", []),
        ("강원특별자치도에서는 자료가 있는 곳이 따로 있고, 전국으로는 47곳이에요.", []),
    ],
)  # fmt: skip
def test_coverage_of_another_dataset_or_scope(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BATTERY, CLOTHES)) == wrong


def test_one_dataset_has_nothing_to_confuse() -> None:
    """One dataset alone: its count said without its kind is not read as another's."""
    assert flagged("자료가 있는 시군구는 전국 47곳이에요.", ev(CLOTHES)) == []


NONE_NEAR = {
    "latitude": 37.5,
    "longitude": 127.0,
    "radius_km": 0.5,
    "kind_name": "폐건전지",
    "points": [],
    "found": 0,
    "note": "0.5km 안에 폐건전지 수거 장소 자료가 없습니다.",
}
ONE_AT_700 = {
    "query": "recycling_center",
    "radius_m": 1000,
    "found": 1,
    "places": [{"name": "중앙재활용센터", "distance_m": 700}],
}
WIDENED = {"query": "recycling_center", "radius_m": 1000, "found": 0, "places": [],
           "note": "20km 안에 재활용센터 자료가 없습니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("There are no battery bins within 1 km.", NONE_NEAR, ["within 1 km"]),
        ("I couldn't find a battery bin within a 2-km radius, sorry.", NONE_NEAR, ["within a 2-km"]),
        ("1km 안에는 재활용센터가 없어요.", ONE_AT_700, ["1km 안"]),
        # the radius searched, a smaller one, a place found within it, a note's wider search
        ("There are no battery bins within 0.5 km.", NONE_NEAR, []),
        ("500m 안에는 폐건전지 수거함이 없어요.", NONE_NEAR, []),
        ("1km 안에 중앙재활용센터 한 곳이 있어요.", ONE_AT_700, []),
        ("20km 안에는 재활용센터 자료가 없어요.", WIDENED, []),
    ],
)  # fmt: skip
def test_search_radius_changed(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


FEES_AND_CONTACT = {
    "district": "강릉시",
    "full_name": "강원특별자치도 강릉시",
    "query": "거울",
    "item_count": 0,
    "items": [],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": False,
    "as_of": "2025-10-01",
    "contact": "수수료는 강릉시 자원순환과(033-640-5114)에 문의하세요 (출처: 공공데이터포털 "
    "행정안전부 생활쓰레기배출정보, 데이터기준일자 2023-05-02).",
    "phone": "033-640-5114",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-10-01",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Call the city at 033-640-5114 (contact from the household waste data, as of 2025-10-01).",
         ["2025-10-01"]),
        ("문의처 출처는 행정안전부 생활쓰레기배출정보, 데이터기준일자 2025-10-01이에요.",
         ["2025-10-01"]),
        # each dataset's own date
        ("Call the city at 033-640-5114 (contact data as of 2023-05-02).", []),
        ("수수료 자료는 없어요 (출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, "
         "데이터기준일자 2025-10-01). 강릉시 자원순환과(033-640-5114)에 문의하세요.", []),
        ("문의처 출처는 행정안전부 생활쓰레기배출정보, 데이터기준일자 2023-05-02예요.", []),
    ],
)  # fmt: skip
def test_dataset_date_given_to_another(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES_AND_CONTACT)) == wrong


def test_scope_claims_say_why() -> None:
    verdict = check("부산 지역 시세로 철스크랩은 kg당 380원이에요.", ev(NATIONWIDE_PRICE))
    (claim,) = verdict.unsupported
    assert claim.kind == "condition" and "nationwide" in claim.why


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("부산의 철스크랩 시세는 kg당 380원이에요.", ["부산의 철스크랩 시세"]),
        ("부산 기준 철스크랩은 kg당 380원입니다.", ["부산 기준"]),
        ("대구 지역 시세예요:\n- 철스크랩 380원/kg", ["대구 지역 시세"]),
        ("Scrap iron prices in Busan are around 380 won/kg.", ["prices in Busan"]),
        ("The going rate in Daegu is 380 won per kg.", ["going rate in Daegu"]),
        # where one sells is no scope; the nationwide scope or the note quoted back
        ("부산에서 팔면 kg당 380원 정도 받을 수 있어요.", []),
        ("In Busan, scrap iron sells for about 380 won/kg.", []),
        ("경북 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다: 철스크랩 kg당 380원.", []),
        ("철스크랩 kg당 380원(2025년 1월 전국 평균)이고, 부산도 비슷할 거예요.", []),
    ],
)  # fmt: skip
def test_region_phrasings(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NATIONWIDE_PRICE)) == wrong


MEDICINE = {**BATTERY, "address_keyword": "의성군", "place_name": "의성군", "kind_name": "폐의약품",
            "districts_with_data": 91, "source": "medicine-bins",
            "note": "경상북도 의성군의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 91곳입니다. "
                    "경상북도에서는 안동시, 영주시에 자료가 있습니다."}  # fmt: skip
FOUND_FIVE = {**BATTERY, "districts_with_data": 5, "district_has_data": True, "found": 5,
              "points": [{"name": f"수거함 {i}", "distance_m": 100 + i} for i in range(5)]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("In Gyeongbuk, 91 districts have medicine-bin data.", (MEDICINE, BATTERY), ["91 districts"]),
        ("Battery data: none for Gangneung; Andong and Yeongju have data.", (MEDICINE, BATTERY),
         ["Andong", "Yeongju"]),
        # the kind named after the count, the nationwide word, the places a search found
        ("Only 8 districts have battery data, versus 91 districts for medicine.",
         (MEDICINE, BATTERY), []),
        ("Medicine-bin data exists for 91 districts nationwide; in Gyeongbuk, Andong and Yeongju "
         "have it.", (MEDICINE, BATTERY), []),
        ("의성군 폐의약품 자료는 없지만, 경상북도에서는 안동시, 영주시에 자료가 있어요.",
         (MEDICINE, BATTERY), []),
        ("의성군은 폐의약품 자료가 없고, 폐건전지 수거함은 5곳이 나왔어요.", (MEDICINE, FOUND_FIVE), []),
    ],
)  # fmt: skip
def test_coverage_phrasings(answer: str, evidence: tuple[object, ...], wrong: list[str]) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


FEE = {"district": "성남시", "full_name": "경기도 성남시", "query": "거울", "item_count": 1,
       "items": [{"item_name": "거울(대)", "name": "거울", "spec": "대", "category": "기타",
                  "fee": 5000, "fee_text": "5,000원", "is_free": False}],
       "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09"}  # fmt: skip
RULES = {"district": "의성군", "full_name": "경상북도 의성군", "source": "waste-rules",
         "application_methods": ["읍·면·동주민센터에서 배출확인서를 발급 후 개인차량으로 처리시설 배출"],
         "department": "환경축산과", "phone": "054-830-6571"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        ("의성군은 큰 거울이 5,000원이에요.", "", ["5,000원"]),
        ("A large mirror costs 5,000 won in Uiseong-gun.", "", ["5,000 won"]),
        # the fee's own district, a district inside it, its 시도, a place no output is of
        ("성남시는 큰 거울이 5,000원이고, 의성군은 환경축산과에 문의하세요.", "", []),
        ("분당구는 큰 거울이 5,000원이에요.", "분당구 거울", []),
        ("경기도 기준 큰 거울은 5,000원이에요.", "", []),
        ("A large mirror costs 5,000 won in Seongnam.", "", []),
        ("In Suwon, a large mirror costs 5,000 won.", "", []),
    ],
)  # fmt: skip
def test_fee_given_to_another_district(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEE, RULES, user=user)) == wrong
