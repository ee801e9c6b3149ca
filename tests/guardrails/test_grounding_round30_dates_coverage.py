"""Round 30 (r30c): dataset dates, coverage notes and which district has data.

- Which district has data (:mod:`guardrails.grounding.district_data`): a district a bin search's
  note lists with data, said to have none (``대전 서구에는 … 자료가 없고``, the districts with and
  without data swapped: prod_holdout16 g30h0-0055), and a nationwide coverage count said of the
  시도 after it (``only eight districts in Jeollabuk-do have such data``: prod_holdout17
  g31h1-0030).
- A coverage note (:mod:`guardrails.grounding.city_wide`): a city's output said to cover the 구
  the user asked about (``자료는 전주시 전체 기준이라 덕진구 별도 금액은 없습니다``, ``용인시(수지구 포함,
  용인시 전체 기준 자료)``: prod_holdout16 g30h3-0030, prod_holdout17 g31h3-0018, g31h3-0087).
- A dataset's date is the date of the output the answer is about
  (:mod:`guardrails.grounding.district_dates`): a cited date only another district's output holds
  (prod_holdout16 g30h0-0069) is flagged; a date sharing a bracket with a phone is the date of the
  phone's output (g30h2-0039).
- Monthly normals: a year-month right after a span's start year (``1991–2020년 12월``) is the
  normals' period and month, not a date (:mod:`guardrails.grounding.datetimes`, g30h2-0072); the
  freezing point written with a comparison word (``0도를 살짝 넘는``) is compared with the outputs'
  temperatures (:mod:`guardrails.grounding.freezing`, g30h3-0013).
- A region named only to say its data is missing (``전남 권역 시세가 없어서 전국 평균(2025-01
  조사)``) names no subject of the values after it (:mod:`guardrails.grounding.absent_scope`,
  prod_holdout16 g30h1-0018).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _bins(kind: str, place: str, sido: str, listed: str, count: int) -> dict[str, object]:
    """A bin search by coordinates whose place has no data; its note lists the 시도's districts
    that do."""
    return {"latitude": 36.32, "longitude": 127.43, "radius_km": 1.0, "item_type": "x",
            "kind_name": kind, "districts_with_data": count, "source": "clothing-bins",
            "district_has_data": False, "points": [], "found": 0, "as_of": None,
            "citation": "출처: 공공데이터포털 의류수거함 위치, 데이터기준일자 2026-05-28",
            "note": f"{sido} {place}의 {kind} 장소 자료는 없습니다. 자료가 있는 시군구는 전국 "
                    f"{count}곳입니다. {sido}에서는 {listed}에 자료가 있습니다."}  # fmt: skip


CLOTHES = _bins("의류", "동구", "대전광역시", "대전 서구", 47)
LAMPS = _bins("폐형광등", "완주군", "전북특별자치도", "진안군", 8)


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("대전 서구는 의류수거함 자료가 없고요, 대전에서는 동구만 자료가 있어요.", CLOTHES,
         ["대전 서구는 의류수거함 자료가 없고요"]),
        ("There is no clothing-bin data for Seo-gu in Daejeon, so please use a roadside bin.",
         CLOTHES, ["There is no clothing-bin data for Seo-gu in Daejeon"]),
        ("There is no lamp-bin data for Wanju-gun; just 8 districts in Jeollabuk-do have it, "
         "Jinan-gun among them.", LAMPS, ["8 districts in Jeollabuk-do"]),
        ("Sorry, no data for Wanju-gun. Only eight cities and counties in Jeollabuk-do are "
         "covered.", LAMPS, ["eight cities and counties in Jeollabuk-do"]),
    ],
)  # fmt: skip
def test_which_district_has_data_is_bound_to_each(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("대전 동구에는 의류수거함 위치 자료가 없고, 대전에서는 서구에 자료가 있습니다.", CLOTHES),
        ("There is no clothing-bin data for Dong-gu; in Daejeon only Seo-gu has it.", CLOTHES),
        ("There is no lamp-bin data for Wanju-gun; only eight districts nationwide have it, "
         "and in Jeollabuk-do that is Jinan-gun.", LAMPS),
        ("완주군은 자료가 없어요. 자료가 있는 시군구는 전국 8곳이고, 전북에서는 진안군에 있어요.",
         LAMPS),
    ],
)  # fmt: skip
def test_the_faithful_twins_pass(answer: str, evidence: dict[str, object]) -> None:
    assert flagged(answer, ev(evidence)) == []


# --- a coverage note: a city's output said to cover the 구 the user asked about ------------------


def _fees(district: str, full: str, item: str, fee: int) -> dict[str, object]:
    return {"district": district, "full_name": full, "query": item, "item_count": 1,
            "items": [{"item_name": item, "name": item, "spec": None, "category": "가구류",
                       "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-01",
            "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 "
                        "2025-12-01"}  # fmt: skip


JEONJU = _fees("전주시", "전북특별자치도 전주시", "피아노", 10000)
YONGIN = _fees("용인시", "경기도 용인시", "싱크대", 4000)
SEONGNAM = _fees("성남시", "경기도 성남시", "싱크대", 4000)


@pytest.mark.parametrize(
    ("answer", "evidence", "user"),
    [
        ("피아노는 10,000원입니다. 자료가 전주시 전체 기준이라 덕진구만 따로 정한 금액은 없어요.",
         JEONJU, "전주 덕진구 사는데 피아노 버리려면?"),
        ("용인시(수지구 포함, 용인시 전체 기준): 싱크대 4,000원이에요.", YONGIN,
         "수지에 사는데 싱크대 수수료요"),
        ("싱크대는 4,000원이에요. 용인 자료는 수지구 별도가 아니라 용인시 전체 기준이에요.", YONGIN,
         "용인 수지 싱크대 얼마예요?"),
    ],
)  # fmt: skip
def test_a_coverage_note_of_a_citys_output_holds(
    answer: str, evidence: dict[str, object], user: str
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "user", "wrong"),
    [
        # the note names a city no output is of: 성남시's table said to be 용인시's
        ("용인시(수지구 포함, 용인시 전체 기준): 싱크대 4,000원이에요.", SEONGNAM,
         "수지에 사는데 싱크대 수수료요", ["용인시", "수지구", "용인시"]),
        # a 구 the user never named is still a place claim of its own
        ("싱크대는 4,000원이에요. 용인 자료는 기흥구 별도가 아니라 용인시 전체 기준이에요.", YONGIN,
         "용인 수지 싱크대 얼마예요?", ["기흥구"]),
    ],
)  # fmt: skip
def test_a_coverage_note_no_output_holds_is_flagged(
    answer: str, evidence: dict[str, object], user: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong


# --- a dataset's date is the date of the output the answer is about ------------------------------


def _rules(district: str, full: str, as_of: str, method: str, dept: str, phone: str) -> dict:
    label = "공공데이터포털 행정안전부 생활쓰레기배출정보"
    return {"district": district, "full_name": full, "source": "waste-rules", "source_label": label,
            "as_of": as_of, "citation": f"출처: {label}, 데이터기준일자 {as_of}",
            "application_methods": [method], "places": ["신고후 집앞"], "department": dept,
            "phone": phone, "phone_note": f"문의: {full} {dept} {phone}"}  # fmt: skip


INCHEON = _rules("인천 동구", "인천광역시 동구", "2025-11-04", "종량제 봉투", "자원순환과",
                 "032-770-6410")  # fmt: skip
ANSEONG = _rules(
    "안성시", "경기도 안성시", "2025-10-23", "스티커 등", "도시환경2팀", "031-671-6060"
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("안성시는 스티커를 붙여 집 앞에 내놓으시면 돼요. 문의 031-671-6060 [행정안전부 "
         "생활쓰레기배출정보, 데이터기준일자 2025-11-04]", ["2025-11-04"]),
        ("In Anseong, put a sticker on it and leave it outside your door (household waste "
         "rules data, 2025-11-04).", []),  # a Latin name: no district named, unsure
    ],
)  # fmt: skip
def test_a_cited_date_is_the_named_districts_outputs(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(INCHEON, ANSEONG)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "안성시는 스티커를 붙여 집 앞에 내놓으시면 돼요. [행정안전부 생활쓰레기배출정보, "
        "데이터기준일자 2025-10-23]",
        "- 안성시: 스티커 등 (031-671-6060)\n- 인천 동구: 종량제 봉투 [생활쓰레기배출정보, "
        "데이터기준일자 2025-11-04]",
        "인천 동구는 자원순환과(032-770-6410, 데이터기준일자 2025-11-04)에 문의하세요.",
        "안성시는 도시환경2팀(031-671-6060, 데이터기준일자 2025-10-23)에 확인해 보세요.",
    ],
)
def test_the_output_of_the_named_district_dates_it(answer: str) -> None:
    assert flagged(answer, ev(INCHEON, ANSEONG)) == []


def test_a_phones_bracket_date_is_its_outputs() -> None:
    answer = "안성시는 도시환경2팀(031-671-6060, 데이터기준일자 2025-11-04)에 확인해 보세요."
    assert flagged(answer, ev(INCHEON, ANSEONG)) == ["2025-11-04"]


# --- monthly normals: the span of years and the freezing point ------------------------------------


def _normals(district: str, station: str, temperature: float) -> dict[str, object]:
    return {"kind": "monthly_normal", "station": station, "district": district, "month": 12,
            "temperature_c": temperature, "humidity_pct": 56, "precipitation_mm_month": 18,
            "tips": [], "source": "embedded-normals",
            "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
            "as_of": "1991-2020"}  # fmt: skip


DAEGU = _normals("고령군", "대구", 2.4)
DAEJEON = _normals("대전 동구", "대전", 1.1)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대구 관측소의 1991–2020년 12월 평년값으로 보면 평균기온 2.4도예요.", []),
        ("1991~2020년 12월 평년값 기준으로 대구는 평균 2.4도 정도예요.", []),
        # a span the outputs do not give, and a year-month with no span before it, are dates
        ("대구 관측소의 1981–2010년 12월 평년값으로 보면 평균기온 2.4도예요.", ["1981", "2010년"]),
        ("2020년 12월 대구 평균기온은 2.4도였어요.", ["2020년 12월"]),
    ],
)  # fmt: skip
def test_a_year_span_before_a_month_is_the_normals_period(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DAEGU)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("평균이 0도를 살짝 넘는 정도라서 물기를 빼 두세요.", []),
        ("It is usually just above 0°C on average (1.1°C).", []),
        ("평균이 0도 아래로 떨어져서 얼 수 있어요.", ["0도"]),
        ("It is usually below 0°C in December.", ["0°C"]),
        ("12월 기온은 0도예요.", ["0도"]),  # a bare zero is a reading
    ],
)  # fmt: skip
def test_the_freezing_point_is_compared_with_the_outputs_temperature(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(DAEJEON)) == wrong


# --- a date said of a listed place is that place's data's date ------------------------------------

PAPER = {"region": "nationwide", "region_name": "전국", "query": "신문지", "item_count": 1,
         "items": [{"item_name": "신문지", "category": "paper", "form": "압축", "price_per_kg": 120,
                    "price_text": "120원/kg"}],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "as_of": "2025-01"}  # fmt: skip


def _centres(as_of: str | None) -> dict[str, object]:
    return {"query": "재활용센터", "radius_m": 1000, "found": 1,
            "places": [{"name": "중화산1동주민센터", "address": "전주시 완산구 한두평3길 16",
                        "phone": None, "items": ["캔"], "distance_m": 529, "as_of": as_of}],
            "source": "recycling-centers", "as_of": as_of}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "as_of", "wrong"),
    [
        ("신문지는 kg당 120원이에요.\n- 중화산1동주민센터: 약 530m\n중화산1동주민센터 정보는 "
         "2025-01 기준이에요.", None, ["2025-01"]),
        ("Newspaper fetches 120 won/kg. 중화산1동주민센터 info is as of 2025-01.", None,
         ["2025-01"]),
        # the place's own date, and the survey's month said of the price, pass
        ("신문지는 kg당 120원이에요.\n중화산1동주민센터 정보는 2025-04-18 기준이에요.", "2025-04-18",
         []),
        ("신문지는 kg당 120원이에요 (2025-01 기준).\n- 중화산1동주민센터: 약 530m", None, []),
    ],
)  # fmt: skip
def test_a_date_said_of_a_listed_place_is_its_datas(
    answer: str, as_of: str | None, wrong: list[str]
) -> None:
    assert flagged(answer, ev(PAPER, _centres(as_of))) == wrong


# --- a region named only to say its data is missing -----------------------------------------------

CANS = {"region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 1,
        "items": [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
                   "price_text": "180원/kg"}],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
        "note": "전남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."}  # fmt: skip
GREEN = {"query": "recycling_center", "found": 1,
         "places": [{"name": "장흥군그린환경센터", "address": "전라남도 장흥군 부산면 덕정길 206",
                     "items": ["캔"], "distance_m": 3540, "as_of": "2025-04-18"}],
         "source": "recycling-centers", "as_of": "2025-12-08"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("캔 값은 전남 권역 시세가 없어서 전국 평균(2025-01 조사)으로 알려드려요. 철캔 180원/kg.",
         []),
        ("전남 시세는 없으니 전국 평균으로 보면 철캔은 2025-01 기준 180원/kg이에요.", []),
        # the survey's month said of the centre is still another dataset's date
        ("전남 시세는 없고, 장흥군그린환경센터 정보는 2025-01 기준이에요.", ["2025-01"]),
    ],
)  # fmt: skip
def test_a_region_said_to_have_no_data_is_no_subject(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CANS, GREEN)) == wrong
