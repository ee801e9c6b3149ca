"""Round 53 (r53e): faithful answers flagged over dates, places and departments
(prod_holdout47/48).

- A bracket citing two datasets, each with its own date, gives each date to the dataset its own
  part names (:mod:`.bracket_parts`, read by :mod:`.cited_dates`): ``(기준일: fees 2024-08-22,
  rules 2024-07-31)`` (g65h1-0004), ``[출처: 한국환경공단 가격조사 2025-01 / 전국재활용센터표준데이터,
  데이터기준일자 2024-03-20]`` (g66h0-0033, g66h0-0049).
- A facility's name made of its area and a facility word is named by its area too
  (:mod:`.area_parts`): ``Nakseongdae-dong Community Centre (낙성대동주민센터) · about 410 m``
  (g66h1-0072).
- A department an output writes with its province first is restated without it
  (:mod:`.province_prefix`): ``문의 천안시 청소행정과`` for ``충청남도 천안시 청소행정과`` (g66h3-0038).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

# -- two datasets' dates in one bracket (g65h1-0004, g66h0-0033, g66h0-0049) --------------------


def _fees(district: str, as_of: str) -> dict[str, object]:
    return {
        "district": district, "full_name": f"전라남도 {district}", "query": "침대", "item_count": 1,
        "items": [{"item_name": "침대 1인용", "name": "침대 1인용", "spec": None, "category": "가구류",
                   "fee": 12000, "fee_text": "12,000원", "is_free": False}],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": as_of,
        "citation": f"출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 {as_of}",
    }  # fmt: skip


def _rules(district: str, full: str, as_of: str, dept: str, phone: str) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": as_of,
        "citation": f"출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 {as_of}",
        "application_methods": ["읍면행정복지센터에서 스티커 부착후 지정된 장소에배출"],
        "places": ["지정장소"], "department": dept, "phone": phone,
        "phone_note": f"문의: {full} {dept} {phone}",
    }  # fmt: skip


_JANGSEONG = ev(
    _fees("장성군", "2024-08-22"),
    _rules("장성군", "전라남도 장성군", "2024-07-31", "환경과", "061-390-7335"),
)
_HEAD = "장성군 침대 1인용: 12,000원, 문의 환경과 061-390-7335. "


@pytest.mark.parametrize(
    "tail",
    [
        "(기준일: fees 2024-08-22, rules 2024-07-31)",  # the case's shape
        "(기준일: 수수료 2024-08-22, 배출 방법 2024-07-31)",  # Korean
        "(data as of: fee data 2024-08-22; disposal rules 2024-07-31)",  # other words
        "(기준일: 배출정보 2024-07-31 / 수수료 자료 2024-08-22)",  # the other order
    ],
)
def test_each_date_of_its_own_part_passes(tail: str) -> None:
    assert flagged(_HEAD + tail, _JANGSEONG) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        ("(기준일: 수수료 자료 2024-07-31, 배출정보 2024-08-22)", "2024-07-31"),  # swapped
        ("(기준일: fee data 2024-07-31, rules 2024-08-22)", "2024-07-31"),
        ("(기준일: fees 2024-08-22, rules 2024-09-30)", "2024-09-30"),  # a date of neither
    ],
)
def test_a_swapped_or_invented_date_in_a_part_is_flagged(tail: str, wrong: str) -> None:
    assert wrong in flagged(_HEAD + tail, _JANGSEONG)


def _prices(survey: str) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": "철스크랩", "item_count": 1,
        "items": [{"item_name": "철스크랩", "category": "metal", "form": "고철", "price_per_kg": 280,
                   "price_text": "280원/kg"}],
        "survey_date": survey, "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": survey,
    }  # fmt: skip


def _centres(as_of: str) -> dict[str, object]:
    return {
        "query": "재활용센터", "radius_m": 5000, "found": 1,
        "places": [{"name": "가평군재활용선별장", "address": "경기도 가평군 가평읍 경춘로 1639-50",
                    "phone": "031-580-2533", "hours": "평일 08:40~17:40", "items": ["고철"],
                    "distance_m": 5607, "as_of": as_of}],
        "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
        "as_of": as_of, "citation": f"출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 {as_of}",
    }  # fmt: skip


_GAPYEONG = ev(_prices("2025-01"), _centres("2025-06-10"))
_PLACE = (
    "고철은 kg당 280원(전국 평균)이고, 가장 가까운 곳은 약 5.6km 떨어진 가평군재활용선별장이에요 "
)


@pytest.mark.parametrize(
    "cite",
    [
        "[출처: 한국환경공단 가격조사 2025-01 / 전국재활용센터표준데이터, 데이터기준일자 2025-06-10].",
        "(자료: 가격조사 2025-01, 재활용센터 자료 2025-06-10).",
        "[sources: price survey 2025-01 / recycling centre data 2025-06-10].",
        "(시세 자료 2025-01 · 센터 목록 2025-06-10).",
    ],
)
def test_two_datasets_cited_in_one_bracket_pass(cite: str) -> None:
    assert flagged(_PLACE + cite, _GAPYEONG) == []


@pytest.mark.parametrize(
    ("cite", "wrong"),
    [
        ("[출처: 한국환경공단 가격조사 2025-06-10 / 전국재활용센터표준데이터, 데이터기준일자 2025-01].", "2025-06-10"),
        ("[sources: price survey 2025-01 / recycling centre data 2024-03-20].", "2024-03-20"),
    ],
)  # fmt: skip
def test_a_wrong_date_in_a_two_dataset_bracket_is_flagged(cite: str, wrong: str) -> None:
    assert wrong in flagged(_PLACE + cite, _GAPYEONG)


# -- a facility named by its area (g66h1-0072) ---------------------------------------------------


def _point(name: str, address: str, metres: int, as_of: str, dong: str) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": dong, "phone": None,
            "items": [], "distance_m": metres, "as_of": as_of}  # fmt: skip


def _bins(
    kind: str, kind_name: str, points: list[dict[str, object]], as_of: str
) -> dict[str, object]:
    return {
        "item_type": kind, "kind_name": kind_name, "source": f"{kind}-bins",
        "source_label": f"공공데이터포털 {kind_name} 수거함", "district_has_data": True,
        "points": points, "found": len(points), "as_of": as_of,
        "citation": f"출처: 공공데이터포털 {kind_name} 수거함, 데이터기준일자 {as_of}",
    }  # fmt: skip


_GWANAK = ev(
    _bins("medicine", "폐의약품",
          [_point("낙성대동주민센터", "서울특별시 관악구 낙성대로4가길 5", 414, "2025-11-12", "관악구")],
          "2025-11-12"),
    _bins("clothes", "의류",
          [_point("낙성대동-36", "서울특별시 관악구 남부순환로230길 112", 26, "2021-01-21", "관악구"),
           _point("낙성대동-13", "서울특별시 관악구 관악로6길 36", 38, "2021-01-21", "관악구")],
          "2021-01-21"),
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "- Expired medicine: Nakseongdae-dong Community Centre (낙성대동주민센터), 5 Nakseongdae-ro "
        "4ga-gil · about 410 m (data as of 12 Nov 2025)\n"
        "- Clothes: nearest bin Nakseongdae-dong-36 · 26 m (data as of 21 Jan 2021)",
        "- 폐의약품: 낙성대동 주민센터(낙성대동주민센터) · 약 414m (2025-11-12 기준)\n"
        "- 의류: 낙성대동-36 · 26m",
        "Medicine goes to the Nakseongdae-dong centre (낙성대동주민센터), 414 m away.",
    ],
)
def test_a_facility_named_by_its_area_passes(answer: str) -> None:
    assert flagged(answer, _GWANAK) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- Expired medicine: Nakseongdae-dong Community Centre (낙성대동주민센터) · about 900 m",
         "900 m"),
        ("- 폐의약품: 낙성대동 주민센터(낙성대동주민센터) · 약 26m", "26m"),  # a clothes bin's
    ],
)  # fmt: skip
def test_a_wrong_distance_of_the_facility_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, _GWANAK)


# -- a department written with its province first (g66h3-0038) -----------------------------------

_TWO = ev(
    _rules("천안시", "충청남도 천안시", "2025-10-21", "충청남도 천안시 청소행정과", "041-521-2341"),
    _rules("관악구", "서울특별시 관악구", "2024-12-02", "청소행정과", "02-879-6203"),
)
_TWO_BUSAN = ev(
    _rules(
        "사상구", "부산광역시 사상구", "2023-04-17", "부산광역시 사상구 자원순환과", "051-310-4332"
    ),
    _rules("북구", "부산광역시 북구", "2024-02-01", "자원순환과", "051-309-4562"),
)


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("1. 천안시: 문의 천안시 청소행정과 041-521-2341.\n2. 관악구: 문의 관악구 청소행정과 02-879-6203.",
         _TWO),
        ("천안은 천안시 청소행정과(041-521-2341), 관악구는 청소행정과(02-879-6203)에 물어보세요.", _TWO),
        ("사상구는 사상구 자원순환과 051-310-4332, 북구는 자원순환과 051-309-4562로 문의하세요.",
         _TWO_BUSAN),
    ],
)  # fmt: skip
def test_a_department_without_its_province_passes(answer: str, evidence: object) -> None:
    assert flagged(answer, evidence) == []  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("1. 천안시: 문의 천안시 청소행정과 02-879-6203.", "02-879-6203"),  # 관악구's phone
        (
            "1. 천안시: 문의 천안시 자원순환과 041-521-2341.",
            "자원순환과",
        ),  # a department of neither
    ],
)
def test_a_wrong_value_beside_the_department_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in f for f in flagged(answer, _TWO))
