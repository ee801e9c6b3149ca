"""Round 21 (r21c): answers that combine holders. A value under a holder — the head of its list
line (``- 영광군: … 문의 환경과 061-…``) or the holder's name in its clause, written in both
scripts (``Gyeyang-gu Recycling Center (인천광역시 계양구 자원순환센터) – 4.4 km``) — is checked
against that holder's record (``guardrails.grounding.line_heads``): a word beside it that the
holder's own record says (문의, 장소), a word of its name in the other script (Center, Recycling)
or an attribute word does not override it, while another holder's phone, date or distance, and a
row of another holder named on the line, are still flagged. A date in a bracket that cites one
class of dataset is that dataset's (``guardrails.grounding.cited_dates``). And a Latin sky word (clear) is a
claim only where it is said of weather (``guardrails.grounding.weather.said_of_weather``). Two
smaller classes found on the way: a row's own label quoted spaces aside holds its value
(``quoted_labels.quoted_label``), and an amenity said to be at a place is flagged when no output names
its kind (``guardrails.grounding.amenities``). The sentences are new wordings of the class (none
is a corpus case)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

YEONGGWANG = {"district": "영광군", "full_name": "전라남도 영광군", "source": "waste-rules",
              "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-09-17",
              "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2025-09-17",
              "application_methods": ["읍·면사무소에서 신고 후 개인차량으로 지정된 장소에 배출"],
              "places": ["영광군자원순환센터"], "department": "환경과", "phone": "061-350-5412",
              "phone_note": "문의: 전라남도 영광군 환경과 061-350-5412"}  # fmt: skip
TAEAN = {"district": "태안군", "full_name": "충청남도 태안군", "source": "waste-rules",
         "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2024-02-28",
         "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2024-02-28",
         "application_methods": ["환경과에 문의하여 수거 일정 확인"], "places": ["주민 희망 장소"],
         "department": "자원순환과", "phone": "041-670-2468",
         "phone_note": "문의: 충청남도 태안군 자원순환과 041-670-2468"}  # fmt: skip
CENTRES = {"query": "재활용센터", "radius_m": 3000, "found": 3, "places": [
    {"name": "서구재활용센터", "address": "인천광역시 서구 봉오대로 255", "phone": "032-560-4970",
     "hours": "평일 09:00~18:00", "items": ["가구", "가전"], "distance_m": 2380,
     "as_of": "2025-06-30"},
    {"name": "재활용품 선별장", "address": "인천광역시 서구 백석동 66", "phone": "032-560-4981",
     "hours": "평일 08:00~17:00", "items": ["재활용품 수집·운반", "대형폐기물"], "distance_m": 2790,
     "as_of": "2025-06-30"},
    {"name": "인천광역시 계양구 자원순환센터", "address": "인천광역시 계양구 서운동 177",
     "phone": "032-450-5730", "hours": "평일 07:00~16:00", "items": ["플라스틱", "캔"],
     "distance_m": 4410, "as_of": "2025-06-30"}],
    "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    "as_of": "2025-06-30",
    "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-06-30"}  # fmt: skip
GLASS = {"source": "keco-price-survey", "source_label": "한국환경공단 재활용품 가격조사",
         "survey_date": "2025-01", "region_name": "전국",
         "items": [{"item_name": "유리(백색)", "price_per_kg": 45, "price_text": "45원/kg"},
                   {"item_name": "유리(갈색)", "price_per_kg": 40, "price_text": "40원/kg"}]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the list line's holder holds the department, phone and date; 문의 and 장소 name no other
        (
            "- 영광군: 읍·면사무소에 신고한 뒤 개인차량으로 지정된 장소(영광군자원순환센터)에 배출, 문의 환경과 "
            "061-350-5412 (데이터기준일자 2025-09-17)\n- 태안군: 수거 일정은 문의해서 확인, 문의 자원순환과 "
            "041-670-2468 (데이터기준일자 2024-02-28)",
            [],
        ),
        (
            "1. 영광군: 지정된 장소에 직접 배출, 문의 환경과 061-350-5412 (기준일 2025-09-17)\n"
            "2. 태안군: 주민 희망 장소에 배출, 문의 자원순환과 041-670-2468 (기준일 2024-02-28)",
            [],
        ),
        (
            "- Yeonggwang-gun: take it to the designated site by car; contact 환경과 061-350-5412 "
            "(data as of 2025-09-17)\n- Taean-gun: ask for a pickup date; contact 자원순환과 "
            "041-670-2468 (as of 2024-02-28)",
            [],
        ),
        # another district's phone or date on the line: still the other holder's value
        (
            "- 영광군: 지정된 장소에 직접 배출, 문의 환경과 041-670-2468 (기준일 2025-09-17)\n"
            "- 태안군: 주민 희망 장소, 문의 자원순환과 061-350-5412",
            ["041-670-2468", "061-350-5412"],
        ),
        (
            "- 영광군: 지정된 장소에 직접 배출, 문의 환경과 061-350-5412 (기준일 2024-02-28)",
            ["2024-02-28"],
        ),
        (
            "- Yeonggwang-gun: contact 자원순환과 041-670-2468\n- Taean-gun: contact 환경과 061-350-5412",
            ["자원순환과", "환경과", "041-670-2468", "061-350-5412"],
        ),
        # a place of the other district named on the line: the line's holder does not say it
        (
            "- 태안군: 영광군자원순환센터로 가져가면 돼요. 자원순환과 041-670-2468 (데이터기준일자 2024-02-28)",
            # the place too (round 22, r22a; since round 33 read first, by restated_ways, as 영광군's
            # way of applying)
            ["자원순환과", "영광군자원순환센터", "041-670-2468"],
        ),
    ],
)
def test_list_line_holder_decides(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(YEONGGWANG, TAEAN)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the name in both scripts: Recycling and Center are words of the holder's own name
        (
            "1. Seo-gu Recycling Center (서구재활용센터) – about 2.4 km, weekdays 09:00–18:00\n"
            "2. Gyeyang-gu Recycling Center (인천광역시 계양구 자원순환센터) – about 4.4 km, weekdays "
            "07:00–16:00, 032-450-5730",
            [],
        ),
        (
            "The nearest is 서구재활용센터 (Seo-gu Recycling Center) at 봉오대로 255, about 2.4 km away, "
            "weekdays 09:00–18:00, 032-560-4970.",
            [],
        ),
        # a row's dataset cited after it: its output's dataset label says 전국
        (
            "- 계양구 자원순환센터: 서운동 177, 약 4.4km, 평일 07:00~16:00, 플라스틱·캔 "
            "(전국재활용센터표준데이터, 2025-06-30)",
            [],
        ),
        # another centre's distance under the name, and another centre's items: still flagged
        (
            "1. Gyeyang-gu Resource Recycling Center (인천광역시 계양구 자원순환센터) – about 2.8 km, "
            "032-450-5730",
            ["2.8 km"],
        ),
        ("The nearest is 서구재활용센터 (Seo-gu Recycling Center), about 4.4 km away.", ["4.4 km"]),
        (
            "- 계양구 자원순환센터: 서운동 177, 약 4.4km, 평일 07:00~16:00, 가구·가전 (2025-06-30)",
            ["가구", "가전"],
        ),
        # a generic word with no holder named: not vouched for by any holder
        ("The Recycling sorting yard near 백석동 is about 2.4 km away.", ["2.4 km"]),
    ],
)
def test_holder_name_in_two_scripts(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Glass prices (national average, Jan 2025 survey):\n- Clear (white): 45 won/kg\n"
        "- Brown: 40 won/kg",
        "- Clear (백색): 45원/kg\n- 갈색: 40원/kg",
        "Clear glass pays 45 won/kg and brown 40 won/kg; the sorting rule is clear, so keep "
        "colours apart.",
        "White glass is 45 won/kg. The difference is clear: brown pays 40 won/kg.",
    ],
)
def test_clear_of_a_colour_or_a_process_is_no_sky(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "White glass is 45 won/kg, and the sky is clear today.",
        "White glass is 45 won/kg. Tomorrow will be clear, a good day to take it out.",
        "White glass is 45 won/kg; Seoul is clear today.",
        "White glass is 45 won/kg. Weather: clear.",
    ],
)
def test_clear_of_the_weather_is_a_sky_claim(answer: str) -> None:
    assert "clear" in [t.lower() for t in flagged(answer, ev(GLASS))]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the bracket cites a dataset: its date is that dataset's, not the centre's or the glass's
        (
            "백색 유리는 45원/kg, 갈색은 40원/kg이에요 (한국환경공단 가격조사, 2025-01). 가까운 "
            "서구재활용센터는 약 2.4km예요 [전국재활용센터표준데이터, 2025-06-30].",
            [],
        ),
        (
            "The Seo-gu centre (서구재활용센터) is 2.4 km away (recycling centre data, 2025-06-30); "
            "white glass is 45 won/kg.",
            [],
        ),
        # another dataset's date in the bracket: still flagged
        ("가까운 서구재활용센터는 약 2.4km예요 [전국재활용센터표준데이터, 2025-01].", ["2025-01"]),
        ("백색 유리는 45원/kg이에요 (한국환경공단 가격조사, 2025-06-30).", ["2025-06-30"]),
    ],
)
def test_date_in_a_citing_bracket_is_the_datasets(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES, GLASS)) == wrong


def _shelf(spec: str, fee: int) -> dict:
    return {"item_name": f"책장 ({spec})", "name": "책장", "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


SHELVES = {"district": "구리시", "full_name": "경기도 구리시", "query": "책장", "item_count": 4,
           "items": [_shelf("세트(문짝, 선반, 서랍)", 12000), _shelf("양문형", 8000),
                     _shelf("유리 책장(문짝없음)", 6000), _shelf("협탁(보조장)", 2000)],
           "source": "bulk-waste-fees", "as_of": "2025-03-02"}  # fmt: skip
SOFAS = {"district": "중랑구", "full_name": "서울특별시 중랑구", "query": "소파", "item_count": 2,
         "items": [{"item_name": "소파", "name": "소파", "spec": None, "category": "가구류",
                    "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in (6000, 9000)],
         "source": "bulk-waste-fees", "as_of": "2025-05-02"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a row's own label with its bracket, spaces aside: 문짝 inside it is the row's own word
        (
            "1. 구리시 책장(2025-03-02 기준): 세트(문짝·선반·서랍) 12,000원, 양문형 8,000원, 유리 책장(문짝 "
            "없음) 6,000원, 협탁(보조장) 2,000원\n2. 중랑구 소파(2025-05-02 기준): 6,000원·9,000원",
            [],
        ),
        # another row's fee under the label: still flagged
        (
            "1. 구리시 책장: 세트 12,000원, 유리 책장(문짝 없음) 8,000원\n2. 중랑구 소파: 6,000원·9,000원",
            ["8,000원"],
        ),
    ],
)
def test_row_label_quoted_spaces_aside(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SHELVES, SOFAS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서구재활용센터(약 2.4km)는 평일 09:00~18:00이고 주차장도 있어요.", ["주차장도 있어"]),
        ("Seo-gu Recycling Center is about 2.4 km away and it has parking.", ["has parking"]),
        ("서구재활용센터(약 2.4km)에 엘리베이터가 있어요.", ["엘리베이터가 있어"]),
        # no data, a question, a condition: no claim of the place
        ("서구재활용센터는 약 2.4km예요. 주차 가능 여부는 자료에 없어서 전화로 확인해 보세요.", []),
        ("서구재활용센터는 약 2.4km예요. 주차가 되는지는 센터에 물어보세요.", []),
        (
            "Seo-gu Recycling Center is about 2.4 km away; if there's no parking, the bus stops "
            "nearby.",
            [],
        ),
    ],
)
def test_amenity_no_output_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


def test_amenity_an_output_names() -> None:
    noted = {**CENTRES, "note": "서구재활용센터는 주차 공간이 있습니다."}
    assert flagged("서구재활용센터(약 2.4km)는 주차장도 있어요.", ev(noted)) == []
