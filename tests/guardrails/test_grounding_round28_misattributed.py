"""Round 28 (r28c): misattributions that passed on prod_holdout12 and prod_holdout13.

A fee said of a row by the word that marks it apart from its list — a size tier, a kind, a
build — must be that row's (:mod:`.marked_rows`). Each with its faithful twins. The answers are
new wordings (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fee_row(name: str, spec: str | None, fee: int) -> dict[str, Any]:
    item = f"{name} ({spec})" if spec else name
    return {"item_name": item, "name": name, "spec": spec, "category": "기타", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _table(district: str, *rows: dict[str, Any]) -> dict[str, Any]:
    return {"district": district, "query": "x", "item_count": len(rows), "items": list(rows),
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-13"}  # fmt: skip


JARS = _table(
    "대구 동구",
    _fee_row("항아리 (1개당)", "대형 (1㎥ 이상)", 5000),
    _fee_row("항아리 (1개당)", "소형 (0.5㎥ 미만)", 1000),
    _fee_row("항아리 (1개당)", "중형 (0.5㎥ 이상)", 2000),
)
DESKS = _table(
    "남동구",
    *(_fee_row("책상", None, f) for f in (3000, 4000, 5000, 6000)),
    _fee_row("독서실 책상", None, 7000),
    _fee_row("접이식 책상", None, 5000),
    _fee_row("좌식책상", None, 4000),
)
BUILDS = _table(
    "대구 남구",
    _fee_row("책상(유리별도)", "양수-대형", 7000),
    _fee_row("책상(유리별도)", "책상세트(h형책상-서랍/상판/책장)", 11000),
    _fee_row("책상(유리별도)", "편수-소형", 5000),
)
BEDS = _table(
    "해운대구",
    _fee_row("침대", "2인용(더블 이상)", 12000),
    _fee_row("침대", "1인용(싱글)", 8000),
    _fee_row("매트리스", "2인용", 10000),
    _fee_row("매트리스", "1인용", 6000),
)


@pytest.mark.parametrize(
    ("answer", "obj", "spans"),
    [
        (
            "Dong-gu, Daegu — jars, per jar:\n- Large (1 m³ or more): 2,000 won\n"
            "- Medium (0.5 m³ or more): 5,000 won\n- Small (under 0.5 m³): 1,000 won",
            JARS,
            ["2,000 won", "5,000 won"],
        ),
        (
            "대구 동구 항아리(1개당)\n- 대형(1㎥ 이상): 2,000원\n- 중형(0.5㎥ 이상): 5,000원\n"
            "- 소형(0.5㎥ 미만): 1,000원",
            JARS,
            ["2,000원", "5,000원"],
        ),
        ("A big jar costs 2,000 won to put out in Dong-gu.", JARS, ["2,000 won"]),
        (
            "In Namdong-gu a folding desk is 4,000 won and a floor desk is 5,000 won.",
            DESKS,
            ["4,000 won", "5,000 won"],
        ),
        ("남동구는 접이식 책상 4,000원, 좌식책상 5,000원이에요.", DESKS, ["4,000원", "5,000원"]),
        (
            "1. Large double-pedestal desk: 5,000 won\n2. Small single-pedestal desk: 7,000 won",
            BUILDS,
            ["5,000 won", "7,000 won"],
        ),
        ("양수 책상은 5,000원, 편수 책상은 7,000원이에요.", BUILDS, ["5,000원", "7,000원"]),
    ],
)
def test_marked_row_given_a_neighbours_fee_flagged(
    answer: str, obj: dict[str, Any], spans: list[str]
) -> None:
    flags = flagged(answer, ev(obj))
    for span in spans:
        assert any(span in f for f in flags), flags


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        (
            "Dong-gu, Daegu — jars, per jar:\n- Large (1 m³ or more): 5,000 won\n"
            "- Medium (0.5 m³ or more): 2,000 won\n- Small (under 0.5 m³): 1,000 won",
            JARS,
        ),
        ("대구 동구 항아리는 대형 5,000원, 중형 2,000원, 소형 1,000원이에요.", JARS),
        ("In Namdong-gu a folding desk is 5,000 won and a floor desk is 4,000 won.", DESKS),
        ("남동구 책상은 3,000원에서 6,000원이고, 접이식 책상은 5,000원이에요.", DESKS),
        (
            "1. Large double-pedestal desk: 7,000 won\n2. Small single-pedestal desk: 5,000 won",
            BUILDS,
        ),
        # a count worked out of a tier's fee; a tier the fee is said not to be
        ("Small jars are 1,000 won, so 2 small jars come to 2,000 won.", JARS),
        ("대형이 아닌 중형 항아리는 2,000원이에요.", JARS),
        # a row marked by a word another row shares the item of ("Double mattress": 매트리스)
        ("- Double bed frame: 12,000 won\n- Double mattress: 10,000 won", BEDS),
        # the item written after its fee
        ("Jars cost 2,000 won for a medium one and 5,000 won for a large one.", JARS),
    ],
)
def test_marked_row_with_its_own_fee_passes(answer: str, obj: dict[str, Any]) -> None:
    assert flagged(answer, ev(obj)) == []


# --- a department's phone given to the hauler or the disposal site -----------------------------

RULES_ULSAN: dict[str, Any] = {
    "district": "울산 동구", "full_name": "울산광역시 동구", "source": "waste-rules",
    "as_of": "2024-01-01", "application_methods": ["동별 지정된 폐기물 처리업체에 수거처리요청"],
    "places": ["문전"], "department": "자원순환과", "phone": "052-209-3600",
    "phone_note": "문의: 울산광역시 동구 자원순환과 052-209-3600",
}  # fmt: skip
RULES_YEONGJU: dict[str, Any] = {
    "district": "영주시", "full_name": "경상북도 영주시", "source": "waste-rules",
    "as_of": "2025-07-28",
    "application_methods": ["읍·면·동주민센터에서 매립장 반입확인서 발급 후 개인차량을 이용하여 지정된 장소에 배출"],
    "places": ["영주시 환경사업소"], "department": "환경보호과", "phone": "054-639-6771",
    "phone_note": "문의: 경상북도 영주시 환경보호과 054-639-6771",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        ("- 방법: 동별 지정된 폐기물 처리업체(052-209-3600)에 수거 요청", RULES_ULSAN),
        ("Ask the designated contractor for your dong to collect it (052-209-3600).", RULES_ULSAN),
        (
            "반입확인서를 받은 뒤 가져가시고, 문의는 영주시 환경사업소 054-639-6771입니다.",
            RULES_YEONGJU,
        ),
        (
            "Take it to the landfill yourself; call the disposal site at 054-639-6771.",
            RULES_YEONGJU,
        ),
    ],
)
def test_department_phone_given_to_contractor_or_site_flagged(
    answer: str, obj: dict[str, Any]
) -> None:
    assert any("-" in f and f.strip("(").startswith("0") for f in flagged(answer, ev(obj)))


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        ("동별 지정된 처리업체에 수거를 요청하세요. 문의: 자원순환과(052-209-3600)", RULES_ULSAN),
        ("Ask your dong's contractor to collect it; questions go to the district office, 052-209-3600.",
         RULES_ULSAN),
        ("영주시 환경사업소로 가져가시고, 문의는 영주시 환경보호과 054-639-6771입니다.", RULES_YEONGJU),
        ("문의는 영주시 054-639-6771로 하세요.", RULES_YEONGJU),
    ],
)  # fmt: skip
def test_department_phone_given_to_department_passes(answer: str, obj: dict[str, Any]) -> None:
    assert flagged(answer, ev(obj)) == []


# --- a 동 romanised as official names write it (ㅎ after ㄱ, ㄷ, ㅂ written apart) ---------------


def _bin(name: str, phone: str, distance: int) -> dict[str, Any]:
    return {"name": name, "address": f"대구광역시 북구 {name[:3]}로 1", "detail": "행정복지센터 내",
            "phone": phone, "items": [], "distance_m": distance, "as_of": "2025-07-23"}  # fmt: skip


BINS: dict[str, Any] = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [_bin("복현2동 행정복지센터", "053-665-3647", 1708),
               _bin("복현1동 행정복지센터", "053-665-3624", 2060),
               _bin("학하동 행정복지센터", "042-611-6900", 2500)],
    "found": 3, "as_of": "2025-07-23",
}  # fmt: skip


def test_stems_write_the_unaspirated_h_apart() -> None:
    from guardrails.grounding.romanized import latin_stems

    assert "bokhyeon" in latin_stems("복현")
    assert "hakha" in latin_stems("학하")
    assert latin_stems("상록") == ("sangnok",)


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "Nearest is the Bokhyeon 2-dong community center, about 1.7 km away (053-665-3624), "
            "then Bokhyeon 1-dong at about 2.1 km.",
            "053-665-3624",
        ),
        ("Call the Hakha-dong community centre at 053-665-3647 before you go.", "053-665-3647"),
    ],
)
def test_romanised_place_given_anothers_phone_flagged(answer: str, span: str) -> None:
    assert any(span in f for f in flagged(answer, ev(BINS)))


@pytest.mark.parametrize(
    "answer",
    [
        "Nearest is the Bokhyeon 2-dong community center, about 1.7 km away (053-665-3647), "
        "then Bokhyeon 1-dong at about 2.1 km.",
        "Call the Hakha-dong community centre at 042-611-6900 before you go.",
    ],
)
def test_romanised_place_with_its_own_phone_passes(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


# --- one district's item fee said of another district --------------------------------------------


def _district_fees(district: str, full: str, name: str, fees: tuple[int, ...]) -> dict[str, Any]:
    return {**_table(district, *(_fee_row(name, None, f) for f in fees)), "full_name": full}


TV_SEOGU = _district_fees("대전 서구", "대전광역시 서구", "TV", (4000, 5000, 6000, 8000, 15000))
DESK_GEOCHANG = _district_fees("거창군", "경상남도 거창군", "책상", (4000, 5000))


@pytest.mark.parametrize(
    "answer",
    [
        "대전 서구 TV는 4,000원~15,000원이고, 대전 서구 책상은 4,000원 또는 5,000원이에요.",
        "In Daejeon Seo-gu, a desk is 4,000 or 5,000 won.",
        "대전 서구에서 책상은 5,000원이에요.",
    ],
)
def test_another_districts_item_fee_flagged(answer: str) -> None:
    flags = flagged(answer, ev(TV_SEOGU, DESK_GEOCHANG))
    assert any(f.startswith(("4,000", "5,000")) for f in flags), flags


@pytest.mark.parametrize(
    "answer",
    [
        "대전 서구 TV는 4,000원~15,000원이고, 거창군 책상은 4,000원 또는 5,000원이에요.",
        "In Daejeon Seo-gu a TV is 4,000 to 15,000 won; in Geochang a desk is 4,000 or 5,000 won.",
        "대전 서구 TV는 5,000원부터예요.",
    ],
)
def test_each_districts_own_item_fee_passes(answer: str) -> None:
    assert flagged(answer, ev(TV_SEOGU, DESK_GEOCHANG)) == []


# --- a nationwide coverage count scoped to a 시도 by "within" -------------------------------------

MEDICINE_NONE: dict[str, Any] = {
    "latitude": 35.33, "longitude": 129.04, "radius_km": 0.5, "item_type": "medicine",
    "kind_name": "폐의약품", "districts_with_data": 91, "source": "medicine-bins",
    "district_has_data": False, "points": [], "found": 0, "as_of": None,
    "note": "경상남도 양산시의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 91곳입니다. "
            "경상남도에서는 거제시, 거창군, 남해군, 의령군, 진주시에 자료가 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "No bins are listed for Yangsan-si. Within Gyeongsangnam-do, 91 districts have data, "
        "including Geoje-si and Jinju-si.",
        "Inside Gyeongsangnam-do, 91 districts have data.",
    ],
)
def test_nationwide_count_within_a_province_flagged(answer: str) -> None:
    assert any("91" in f for f in flagged(answer, ev(MEDICINE_NONE)))


@pytest.mark.parametrize(
    "answer",
    [
        "No bins are listed for Yangsan-si. Nationwide 91 districts have data; within "
        "Gyeongsangnam-do they include Geoje-si and Jinju-si.",
        "Within Gyeongsangnam-do, 5 districts have data: Geoje-si, Geochang-gun, Namhae-gun, "
        "Uiryeong-gun and Jinju-si.",
    ],
)
def test_count_of_its_own_scope_passes(answer: str) -> None:
    assert flagged(answer, ev(MEDICINE_NONE)) == []


# --- the take-back service's site given as the district's own ------------------------------------

COMPUTERS: dict[str, Any] = {
    **_district_fees("청주시", "충청북도 청주시", "컴퓨터", (1000, 2000, 3000)),
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "신청은 청주시 대형폐기물 배출 신청 사이트(www.15990903.or.kr)에서 하시면 됩니다.",
        "Book it through the Cheongju-si bulky-waste booking site (www.15990903.or.kr).",
        "청주시청 홈페이지 www.15990903.or.kr 에서 신고하세요.",
    ],
)
def test_service_site_given_to_the_district_flagged(answer: str) -> None:
    assert any("15990903" in f for f in flagged(answer, ev(COMPUTERS)))


@pytest.mark.parametrize(
    "answer",
    [
        "냉장고 같은 대형 가전은 폐가전제품 무상방문수거 서비스(www.15990903.or.kr)로 신청하세요.",
        "In Cheongju-si, large appliances go through the take-back service (www.15990903.or.kr).",
        "Book a free pickup at www.15990903.or.kr or call 1599-0903.",
    ],
)
def test_service_site_given_to_the_service_passes(answer: str) -> None:
    assert flagged(answer, ev(COMPUTERS)) == []


# --- kitchenware one second-hand centre lists, given to another ----------------------------------


def _centre(name: str, road: str, items: list[str], distance: int) -> dict[str, Any]:
    return {"name": name, "address": f"부산광역시 {road}", "phone": "051-000-0000",
            "hours": "평일 09:00~18:00", "items": items, "distance_m": distance,
            "as_of": "2025-09-01"}  # fmt: skip


CENTRES: dict[str, Any] = {
    "query": "재활용센터", "radius_m": 5000, "latitude": 35.17, "longitude": 129.08, "found": 2,
    "places": [_centre("부전식당용 중고마트", "수영구 연수로 272", ["주방용품"], 1666),
               _centre("동래구 재활용센터", "동래구 충렬대로202번길 33", ["가구 및 가전제품"], 3118)],
    "source": "recycling-centers", "as_of": "2025-12-15",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("Try 동래구 재활용센터 (충렬대로202번길 33), about 3.1 km away, which lists kitchenware "
         "(주방용품).", "kitchenware"),
        ("동래구 재활용센터는 주방용품도 받아요.", "주방용품"),
    ],
)  # fmt: skip
def test_kitchenware_given_to_another_centre_flagged(answer: str, span: str) -> None:
    assert any(span in f for f in flagged(answer, ev(CENTRES)))


@pytest.mark.parametrize(
    "answer",
    [
        "Try 부전식당용 중고마트 (연수로 272), about 1.7 km away, which lists kitchenware (주방용품).",
        "부전식당용 중고마트는 주방용품을 취급해요.",
    ],
)
def test_kitchenware_of_its_own_centre_passes(answer: str) -> None:
    assert flagged(answer, ev(CENTRES)) == []


# --- a stand-type or wall-type row; the free-pickup number given to a county's cleaning desk ------

AIRCON: dict[str, Any] = {
    "sigungu": "남양주시", "as_of": "2025-06-25",
    "items": [{"item_name": "에어컨", "spec": "벽걸이", "fee": 4000},
              {"item_name": "에어컨", "spec": "스탠드", "fee": 8000},
              {"item_name": "에어컨 실외기", "spec": "전체", "fee": 3000}],
}  # fmt: skip
CHAIRS_GURYE: dict[str, Any] = {
    **_district_fees("구례군", "전라남도 구례군", "의자", (2600,)),
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


def test_stand_type_given_the_wall_type_fee_flagged() -> None:
    answer = "In Namyangju a stand-type air conditioner is 4,000 won, plus 3,000 won for the outdoor unit."
    assert any("4,000 won" in f for f in flagged(answer, ev(AIRCON)))


@pytest.mark.parametrize(
    "answer",
    [
        "In Namyangju a stand-type air conditioner is 8,000 won, plus 3,000 won for the outdoor unit.",
        "In Namyangju a wall-type air conditioner is 4,000 won; a standing one is 8,000 won.",
    ],
)
def test_stand_type_with_its_own_fee_passes(answer: str) -> None:
    assert flagged(answer, ev(AIRCON)) == []


def test_service_number_given_to_a_cleaning_desk_flagged() -> None:
    answer = "수거 신청은 구례군 청소 담당 1599-0903으로 문의하시면 됩니다."
    assert any("1599-0903" in f for f in flagged(answer, ev(CHAIRS_GURYE)))


def test_service_number_given_to_the_service_passes() -> None:
    answer = "대형 가전은 폐가전 무상방문수거 1599-0903으로 신청하시면 됩니다."
    assert flagged(answer, ev(CHAIRS_GURYE)) == []


# --- a grade's price given to another grade ------------------------------------------------------

CARDBOARD: dict[str, Any] = {
    "region": "honam", "region_name": "호남권", "survey_date": "2024-06", "unit": "원/kg",
    "items": [{"item_name": "폐골판지", "form": "압축", "grade": g, "price_per_kg": p}
              for g, p in (("상", 84), ("중", 74), ("하", 62))],
}  # fmt: skip
PP_GRADES: dict[str, Any] = {
    "region": "수도권", "material": "PP", "form": "압축", "survey_month": "2025-08",
    "unit": "원/kg", "grades": {"상": 520, "중": 430, "하": 350},
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "obj", "span"),
    [
        ("호남권 압축 골판지 상급이 kg당 74원, 하급이 62원이에요.", CARDBOARD, "74원"),
        ("Compressed PP: top grade (상) is 430 won/kg and the lowest grade (하) 350 won/kg.",
         PP_GRADES, "430"),
        ("중급 골판지는 kg당 84원이에요.", CARDBOARD, "84원"),
    ],
)  # fmt: skip
def test_grade_given_another_grades_price_flagged(
    answer: str, obj: dict[str, Any], span: str
) -> None:
    assert any(span in f for f in flagged(answer, ev(obj)))


@pytest.mark.parametrize(
    ("answer", "obj"),
    [
        ("호남권 압축 골판지 상급이 kg당 84원, 중급 74원, 하급이 62원이에요.", CARDBOARD),
        ("Compressed PP: top grade (상) is 520 won/kg and the lowest grade (하) 350 won/kg.",
         PP_GRADES),
    ],
)  # fmt: skip
def test_grade_with_its_own_price_passes(answer: str, obj: dict[str, Any]) -> None:
    assert flagged(answer, ev(obj)) == []
