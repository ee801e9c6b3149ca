"""Round 10 binding classes (learned from the spent seventh holdout, so every figure is tuned):
English subjects named after the value, a word of the attribute as the topic, attribute words
that pick a field (fax or phone; mean, low or high), age groups and loanword specs as Korean and
English write them. Each table: the true form passes, the swapped or misbound twin is flagged on
that value, and an unsure binding does not flag."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _bikes(district: str, sido: str, adult: int, child: int, stroller: int) -> dict[str, object]:
    return {"district": district, "sido": sido, "items": [
        {"item_name": "자전거", "spec": "성인용", "fee": adult},
        {"item_name": "자전거", "spec": "아동용", "fee": child},
        {"item_name": "유모차", "spec": "", "fee": stroller},
    ], "as_of": "2025-05-01"}  # fmt: skip


CITIES = (
    _bikes("수원시 팔달구", "경기도", 5000, 3000, 4000),
    _bikes("대전광역시 서구", "대전광역시", 6000, 2000, 5000),
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A stroller costs 4,000 won in Suwon Paldal-gu and 5,000 won in Daejeon Seo-gu.", []),
        ("A stroller costs 5,000 won in Suwon Paldal-gu and 4,000 won in Daejeon Seo-gu.",
         ["5,000 won", "4,000 won"]),
        # the item before the verb and the place after the value name one row together
        ("An adult bicycle costs 6,000 won to dispose of in Daejeon Seo-gu.", []),
        ("An adult bicycle costs 5,000 won to dispose of in Daejeon Seo-gu.", ["5,000 won"]),
        # the words after the previous value's "in …" are that value's, not this one's
        ("Adult bikes are 5,000 won in Suwon Paldal-gu vs 6,000 won in Daejeon Seo-gu.", []),
    ],
)  # fmt: skip
def test_an_english_subject_after_the_value_joins_the_item_before_it(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(*CITIES)) == wrong


BEDS = {"district": "은평구", "items": [
    {"item_name": "매트리스", "spec": "싱글", "fee": 7000},
    {"item_name": "매트리스", "spec": "더블 이상", "fee": 10000},
    {"item_name": "침대", "spec": "싱글(매트리스 포함)", "fee": 13000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("더블 매트리스만 내놓으시면 수수료는 10,000원이에요.", []),
        ("더블 매트리스만 내놓으시면 수수료는 7,000원이에요.", ["7,000원"]),
        ("If you put out only a double mattress, the fee is 7,000 won.", ["7,000 won"]),
        # the attribute's own modifier (대형폐기물 수수료) is not the subject: nothing to bind
        ("싱글 매트리스는 대형폐기물 수수료 7,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_word_of_the_attribute_as_topic_leaves_the_subject_to_the_words_before(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


OFFICE = {"district": "동래구", "department": "자원순환과", "phone": "051-550-4431",
          "fax": "051-550-6019", "as_of": "2025-01-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("동래구 자원순환과 전화번호는 051-550-4431이에요.", []),
        ("동래구 자원순환과 전화번호는 051-550-6019예요.", ["051-550-6019"]),
        ("You can call the office at 051-550-6019.", ["051-550-6019"]),
        ("팩스는 051-550-6019로 보내세요.", []),
        ("팩스는 051-550-4431로 보내세요.", ["051-550-4431"]),
        # both fields named: unsure, not flagged
        ("전화나 팩스(051-550-6019)로 문의하세요.", []),
    ],
)  # fmt: skip
def test_a_contact_word_picks_the_field(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(OFFICE)) == wrong


NORMALS = {"place": "청주", "kind": "normals", "month": 8, "mean_temp_c": 26.2,
           "minimum_temp_c": 22.1, "maximum_temp_c": 31.0}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("청주 8월 평균기온은 26.2도예요.", []),
        ("청주 8월 평균기온은 22.1도예요.", ["22.1도"]),
        ("The August average in Cheongju is 31.0°C.", ["31.0°C"]),
        ("청주 8월 최저기온은 22.1도, 최고기온은 31.0도예요.", []),
        ("청주 8월 최저기온은 26.2도예요.", ["26.2도"]),
    ],
)  # fmt: skip
def test_mean_minimum_and_maximum_keys_are_the_words_that_name_them(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(NORMALS)) == wrong


PIANOS = {"district": "도봉구", "items": [
    {"item_name": "피아노", "spec": "업라이트", "fee": 25000},
    {"item_name": "피아노", "spec": "그랜드", "fee": 70000},
]}  # fmt: skip
ONE_CITY = _bikes("대전광역시 서구", "대전광역시", 6000, 2000, 5000)


@pytest.mark.parametrize(
    ("answer", "objs", "wrong"),
    [
        ("An upright piano costs 25,000 won and a grand costs 70,000 won.", (PIANOS,), []),
        ("A grand piano costs 25,000 won, and an upright costs 70,000 won.", (PIANOS,),
         ["25,000 won", "70,000 won"]),
        ("서구는 어른용 자전거 육천원, 어린이 자전거는 이천원이에요.", (ONE_CITY,), []),
        ("서구는 어른용 자전거 이천원, 어린이 자전거는 육천원이에요.", (ONE_CITY,), ["이천원", "육천원"]),
        ("성인 자전거는 6,000원이에요.", (ONE_CITY,), []),
    ],
)  # fmt: skip
def test_age_groups_and_loanword_specs_name_their_rows(
    answer: str, objs: tuple[object, ...], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*objs)) == wrong


SERVICE = {"service": "폐가전 무상방문수거", "conditions": {"small": "소형 가전은 4개 이상 함께 배출 시"},
           "fee": 0, "free": True}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("소형 가전은 4개 이상 모이면 무료로 가져가요.", []),
        ("소형 가전은 2개 이상 모이면 무료로 가져가요.", ["2개 이상"]),
    ],
)  # fmt: skip
def test_an_item_count_with_a_bound_is_a_quantity_condition(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SERVICE)) == wrong


VAN = {"service": "재활용 이동수거차량", "district": "파주시", "stops": [
    {"stop": "운정역 2번 출구", "day": "화", "time": "10:00~11:30"},
    {"stop": "금촌역 광장", "day": "목", "time": "13:00~14:30"},
    {"stop": "교하도서관 앞", "day": "목", "time": "15:00~16:00"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("파주시 이동수거차량은 총 3곳에 정차해요.", []),
        ("파주시 이동수거차량은 총 4곳에 정차해요.", ["총 4곳"]),
        ("금촌역 광장엔 목요일 13:00~14:30에 차가 와요.", []),
        ("금촌역 광장엔 화요일 13:00~14:30에 차가 와요.", ["화요일"]),
    ],
)  # fmt: skip
def test_a_collection_vans_stops_and_days(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(VAN)) == wrong


OIL = {"query": "폐식용유", "sites": [
    {"name": "청학동 행정복지센터", "collection_day": "매월 첫째 주 화요일", "phone": "032-749-1111"},
    {"name": "동춘동 행정복지센터", "collection_day": "매월 셋째 주 화요일", "phone": "032-749-2222"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("동춘동 행정복지센터는 매월 셋째 주 화요일에 받아요.", []),
        ("동춘동 행정복지센터는 매월 첫째 주 화요일에 받아요.", ["매월 첫째 주 화요일"]),
    ],
)  # fmt: skip
def test_a_schedule_restated_whole_is_bound_to_its_site(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(OIL)) == wrong


TABLES = {"district": "달서구", "items": [
    {"item_name": "의자", "spec": "식탁의자", "fee": 2500},
    {"item_name": "의자", "spec": "사무용(바퀴)", "fee": 4000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("식탁의자는 2,500원, 사무용 바퀴의자는 4,000원이에요. 식탁의자 4개면 총 1만원입니다.", []),
        # 4 × 4,000원 comes out, but the sentence totals dining chairs
        ("식탁의자는 2,500원, 사무용 바퀴의자는 4,000원이에요. 식탁의자 4개면 총 1만 6천원입니다.",
         ["1만 6천원"]),
        # a second term in the working's sentence: read by the working rules, not here
        ("식탁의자는 2,500원, 사무용 바퀴의자는 4,000원이에요. 식탁의자 4개에 바퀴의자 1개면 총 14,000원.",
         []),
    ],
)  # fmt: skip
def test_a_total_for_a_named_subject_uses_that_subjects_amount(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(TABLES)) == wrong


CENTERS = {"query": "재활용도움센터", "places": [
    {"name": "아라동 재활용도움센터", "distance_m": 610, "phone": "064-728-1234"},
    {"name": "삼도동 재활용도움센터", "distance_m": 1900},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("아라동 재활용도움센터(610m)는 064-728-1234로 문의하면 돼요.", []),
        ("삼도동 재활용도움센터(1.9km)는 064-728-1234로 문의하면 돼요.", ["064-728-1234"]),
        # the only phone, with no name before it: nothing to hold it against
        ("문의는 064-728-1234로 하시면 돼요.", []),
    ],
)  # fmt: skip
def test_the_only_records_phone_said_of_another_named_record(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTERS)) == wrong


def _sofas(district: str, rows: list[tuple[str, int]]) -> dict[str, object]:
    return {"district": district, "items": [
        {"item_name": "소파", "spec": spec, "fee": fee} for spec, fee in rows
    ]}  # fmt: skip


SOFAS = (
    _sofas("노원구", [("3인용 이상", 14000), ("2인용", 9000), ("1인용", 4000)]),
    _sofas("도봉구", [("3인용 이상", 11000), ("1~2인용", 7000)]),
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("노원구에서 1인용 소파는 4,000원이에요.", []),
        ("도봉구에서 1인용 소파는 4,000원이에요.", ["4,000원"]),
        ("In Dobong-gu, a 2-seater sofa is 9,000 won.", ["9,000 won"]),
        # two districts named: a contrast, read by its topics, not framed by one
        ("노원구는 2인용 9,000원, 도봉구는 1~2인용 7,000원이에요.", []),
        # the frame governs the first amount after it, not a later clause's
        ("도봉구는 3인용 이상 11,000원이고, 노원구 1인용은 4,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_district_named_once_before_a_fee_frames_its_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*SOFAS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("An adult bike and a kid's bike together would be 8,000 won.", []),
        ("An adult bike and a kid's bike together would be 9,000 won.", ["9,000 won"]),
        ("어른용 자전거랑 어린이 자전거 합치면 8천원이에요.", []),
        ("어른용 자전거랑 유모차 합치면 8천원이에요.", ["8천원"]),
        # no total word: a plain fee no row gives
        ("An adult bike and a kid's bike would be 8,000 won.", ["8,000 won"]),
    ],
)  # fmt: skip
def test_a_total_of_named_rows_adds_their_values(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(ONE_CITY)) == wrong


GLASS = {"region_name": "전국", "items": [
    {"item_name": "유리병", "form": "백색", "price_per_kg": 70},
    {"item_name": "유리병", "form": "녹색", "price_per_kg": 40},
], "survey_date": "2025-03", "unit": "원/kg"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a quantity the answer supposes is an example, held by the amount worked out from it
        ("녹색 유리병 30kg이면 1,200원 정도예요.", []),
        ("녹색 유리병 30kg이면 1,500원 정도예요.", ["30kg", "1,500원"]),
        # a clause that supposes only another row keeps the quantity of the sentence before
        ("녹색 유리병 30kg이면 1,200원이에요. 백색이면 2,100원이고요.", []),
        ("녹색 유리병 30kg이면 1,200원이에요. 백색이면 2,400원이고요.", ["2,400원"]),
    ],
)  # fmt: skip
def test_a_supposed_quantity_and_a_row_supposed_after_it(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == wrong


YARDS = {"query": "고물상", "places": [
    {"name": "인계자원", "distance_m": 700, "phone": "031-234-0001"},
    {"name": "팔달고물상", "distance_m": 1500, "phone": "031-245-0002"},
    {"name": "지동 나눔가게", "distance_m": 2100},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Ingye Jawon is 700 m away and Paldal Gomulsang 1.5 km.", []),
        ("Ingye Jawon is 1.5 km away and Paldal Gomulsang 700 m.", ["1.5 km", "700 m"]),
        ("The nearest is Ingye Jawon, 700 m away.", []),
        ("The nearest is Ji-dong Sharing Store, 700 m away.",
         ["700 m", "The nearest is Ji-dong Sharing Store"]),
    ],
)  # fmt: skip
def test_romanized_shop_names_and_one_syllable_dong(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(YARDS)) == wrong
