"""Binding classes learned from the spent sixth holdout (tuning data now; figures are tuned): a
sentence that names no subject of its own ("You can call …", "precipitation 0.6mm, 기온 …")
borrows the previous sentence's; the topics of a contrast ("A는 …, B는 …") bind the values of
their clauses; a date said of the disposal method dates the how-to output; the normal
temperature is the mean. Each table: the faithful form passes, its misattributed twin is flagged
on the claim."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SITES = {
    "query": "폐형광등",
    "places": [
        {"name": "대치1동 주민센터", "distance_m": 420, "phone": "02-3423-7600"},
        {"name": "대치4동 주민센터", "distance_m": 980, "phone": "02-3423-7660"},
    ],
    "as_of": "2025-08-31",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대치4동 주민센터 is 980 m away. You can call 02-3423-7660 first.", []),
        ("대치4동 주민센터 is 980 m away. You can call 02-3423-7600 first.", ["02-3423-7600"]),
        ("대치1동 주민센터는 420m 거리예요. Call them at 02-3423-7600.", []),
        ("대치1동 주민센터는 420m 거리예요. Call them at 02-3423-7660.", ["02-3423-7660"]),
    ],
)
def test_pronouns_and_calling_verbs_borrow_the_previous_subject(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(SITES)) == wrong


def _now(place: str, temp: float, rain: float) -> dict[str, object]:
    return {"place": place, "kind": "nowcast", "temperature_c": temp, "precipitation_mm": rain,
            "base_time": "2026-01-12T07:00+09:00"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대전은 지금 비가 와요. precipitation 1.2mm, 기온 2.5°C예요.", []),
        ("대전은 지금 비가 와요. precipitation 1.2mm, 기온 -1.5°C예요.", ["-1.5°C"]),
    ],
)
def test_a_sentence_of_evidence_key_words_keeps_the_previous_subject(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(_now("대전", 2.5, 1.2), _now("대구", -1.5, 0.0))) == wrong


def _fees(district: str, small: int, large: int) -> dict[str, object]:
    return {"district": district, "items": [
        {"item_name": "책장", "spec": "5단 이하", "fee": small},
        {"item_name": "책장", "spec": "6단 이상", "fee": large},
    ]}  # fmt: skip


TWO_DISTRICTS = (_fees("강동구", 4000, 7000), _fees("송파구", 5000, 9000))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("강동구는 5단 이하 4,000원, 6단 이상 7,000원이고 송파구는 5단 이하 5,000원, 6단 이상 9,000원이에요.", []),
        ("강동구는 5단 이하 5,000원, 6단 이상 9,000원이고 송파구는 5단 이하 4,000원, 6단 이상 7,000원이에요.",
         ["5,000원", "9,000원", "4,000원", "7,000원"]),
        # one topic frames the sentence: a value of the other output is not bound to it (unsure)
        ("강동구는 5단 이하 4,000원이에요.", []),
    ],
)  # fmt: skip
def test_the_topics_of_a_contrast_bind_their_clauses(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*TWO_DISTRICTS)) == wrong


def test_a_single_topic_does_not_override_a_value_of_a_national_service() -> None:
    rules = {"district": "영통구", "items": [{"item_name": "세탁기", "fee": 0}],
             "phone": "031-228-8652"}  # fmt: skip
    service = {"service": "폐가전 무상방문수거", "phone": "1599-0903"}
    answer = "영통구는 세탁기가 무료예요. 무상방문수거 1599-0903로 예약하세요."
    assert flagged(answer, ev(rules, service)) == []


HOW = {"district": "동래구", "method": "구청 홈페이지에서 배출 신고 후 스티커 부착",
       "as_of": "2024-05-20"}  # fmt: skip
FEES = {"district": "동래구", "items": [{"item_name": "소파", "spec": "2인용", "fee": 7000}],
        "as_of": "2025-06-30"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("소파 2인용은 7,000원이에요. 배출 방법 정보는 2024년 5월 20일 기준이에요.", []),
        ("소파 2인용은 7,000원이에요. 배출 방법 정보는 2025년 6월 30일 기준이에요.", ["2025년 6월 30일"]),
        ("소파 2인용은 7,000원이에요(2025년 6월 30일 기준).", []),
    ],
)  # fmt: skip
def test_a_date_said_of_the_disposal_method_dates_the_how_to(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HOW, FEES)) == wrong


NORMALS = {"place": "강릉", "kind": "normals", "month": 1, "avg_temp_c": 0.4, "avg_min_c": -3.6,
           "avg_max_c": 4.9}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Gangneung's January normal temperature is 0.4°C, with average highs of 4.9°C.", []),
        ("Gangneung's January normal temperature is -3.6°C, with average highs of 4.9°C.", ["-3.6°C"]),
        ("강릉의 1월 평년기온은 0.4도, 평균 최저 -3.6도예요.", []),
        ("강릉의 1월 평년기온은 -3.6도예요.", ["-3.6도"]),
        ("January normals in Gangneung: low -3.6°C, high 4.9°C.", []),
    ],
)  # fmt: skip
def test_the_normal_temperature_is_the_mean(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NORMALS)) == wrong


BIKES = {"district": "서귀포시", "items": [
    {"item_name": "자전거", "spec": "성인용", "fee": 4000},
    {"item_name": "자전거", "spec": "아동용", "fee": 2000},
    {"item_name": "유모차", "spec": "전체", "fee": 3000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Seogwipo charges 4,000 won for an adult bicycle and 2,000 won for a child's bike.", []),
        ("Seogwipo charges 2,000 won for an adult bicycle and 4,000 won for a child's bike.",
         ["2,000 won", "4,000 won"]),
        ("Adult bikes cost ₩4,000, kids' bikes ₩2,000, and strollers cost ₩3,000.", []),
        ("Adult bikes cost ₩4,000, kids' bikes ₩2,000, and strollers cost ₩2,000.", ["₩2,000"]),
    ],
)  # fmt: skip
def test_age_groups_and_english_plurals_name_their_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BIKES)) == wrong


DEPARTMENTS = {"district": "상당구", "departments": {
    "bulk_waste": {"department": "자원순환과", "phone": "043-201-3000"},
    "food_waste": {"department": "위생과", "phone": "043-201-3100"},
}}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("For bulky waste in Sangdang-gu, call 자원순환과 at 043-201-3000.", []),
        ("For bulky waste in Sangdang-gu, call 위생과 at 043-201-3100.", ["위생과"]),
        ("음식물 쓰레기 문의는 위생과(043-201-3100)예요.", []),
        ("대형폐기물 문의는 043-201-3100로 하세요.", ["043-201-3100"]),
    ],
)  # fmt: skip
def test_a_kind_of_waste_names_its_departments_key(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DEPARTMENTS)) == wrong


BEDS = {"district": "수영구", "items": [
    {"item_name": "침대", "spec": "싱글(매트리스 포함)", "fee": 11000},
    {"item_name": "침대", "spec": "더블(매트리스 포함)", "fee": 16000},
    {"item_name": "매트리스", "spec": "싱글(매트리스만)", "fee": 7000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A double bed (mattress included) is ₩16,000; a single mattress on its own is ₩7,000.", []),
        ("A single bed with mattress is 11,000 won.", []),
        ("A single mattress on its own is ₩11,000.", []),  # 싱글(매트리스 포함) names it too: unsure
        ("A double bed (mattress included) is ₩11,000.", ["₩11,000"]),
    ],
)  # fmt: skip
def test_a_row_names_what_it_includes(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


OFFICE = {"district": "대덕구", "items": [
    {"item_name": "책상", "spec": "폭 1m 이상", "fee": 6000},
    {"item_name": "의자", "spec": "사무용", "fee": 2000},
    {"item_name": "행정복지센터", "spec": "사무용", "fee": 2000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대덕구 office desk chair는 2천원이에요.", []),
        ("대덕구 office desk chair는 6천원이에요.", ["6천원"]),
        ("대덕구 사무용 책상 의자는 2천원이에요.", []),
    ],
)  # fmt: skip
def test_a_modifier_before_its_head_noun_is_not_a_second_name(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(OFFICE)) == wrong


SOFAS = {"district": "노원구", "items": [
    {"item_name": "소파", "spec": "3인용 이상", "fee": 14000},
    {"item_name": "소파", "spec": "2인용", "fee": 9000},
    {"item_name": "소파", "spec": "1인용", "fee": 5000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("노원구 소파는 3인용 이상 14,000원, 1인용 5,000원이라 차이는 9,000원이에요.", []),
        ("노원구 소파는 3인용 이상 14,000원, 1인용 9,000원이에요.", ["9,000원"]),
    ],
)  # fmt: skip
def test_a_difference_that_equals_another_rows_value_is_a_difference(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(SOFAS)) == wrong


MATTRESSES = {"district": "연제구", "items": [
    {"item_name": "침대", "spec": "1인용(싱글)", "fee": 9000},
    {"item_name": "매트리스", "spec": "2인용", "fee": 11000},
    {"item_name": "매트리스", "spec": "1인용", "fee": 5000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- Single bed frame: ₩9,000\n- Double mattress: 11,000 won\n- Single mattress: 5,000 won", []),
        ("- Single bed frame: ₩9,000\n- Single mattress: 11,000 won", ["11,000 won"]),
    ],
)  # fmt: skip
def test_a_size_glossed_by_a_name_is_that_name_in_every_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MATTRESSES)) == wrong


def test_a_kind_in_brackets_is_no_gloss() -> None:
    glass = {"items": [{"item_name": "유리병(갈색)", "price_per_kg": 42},
                       {"item_name": "유리병(녹색)", "price_per_kg": 28}]}  # fmt: skip
    assert flagged("갈색 유리병은 kg당 28원이에요.", ev(glass)) == ["kg당 28원"]


BINS = {"origin": "서현동", "places": [
    {"name": "의류수거함", "address": "서현로 12 앞", "distance_m": 150},
    {"name": "의류수거함", "address": "황새울로 40 앞", "distance_m": 330},
    {"name": "서현역 2번 출구 수거함", "address": "서현로 200", "distance_m": 700},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서현로 12 앞 수거함이 150m, 황새울로 40 앞이 330m예요.", []),
        ("서현역 2번 출구 수거함은 150m예요.", ["150m"]),
    ],
)  # fmt: skip
def test_a_head_noun_names_the_compounds_it_ends(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


NORMALS_SEOUL = {"place": "서울", "kind": "normals", "month": 1, "avg_temp_c": -1.9,
                 "avg_max_c": 2.5, "avg_min_c": -5.9}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서울 1월 평년 기온은 평균 영하 1.9도예요. 낮 최고는 평균 2.5도, 아침 최저는 영하 5.9도예요.", []),
        ("서울 1월 평년 기온은 평균 영하 1.9도예요. 낮 최고는 평균 영하 5.9도예요.", ["영하 5.9도"]),
    ],
)  # fmt: skip
def test_the_mean_said_after_the_high_is_the_mean_high(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NORMALS_SEOUL)) == wrong
