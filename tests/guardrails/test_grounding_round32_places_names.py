"""Round 32 (r32b): faithful answers flagged for colours, denials of free and dates.

Each test holds a case's shape from prod_dev2 or an older production corpus and siblings of its
class (a paraphrase, the other language, the unfaithful twin the rule must still flag).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, paper_prices

GLASS = glass_prices(query="유리병")
NORMAL = {
    "kind": "monthly_normal", "station": "서울", "district": "용산구", "month": 12,
    "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23,
    "source": "embedded-normals", "as_of": "1991-2020",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d1-0021's shape: the Hangul row glossed with its English colour, then its price
            "백색 유리 (Clear): 45원/kg\n갈색 유리 (Brown): 40원/kg\n청녹색 유리 (Green): 35원/kg\n"
            "기준: 전국 평균, 2025-01 조사",
            [],
        ),
        (  # g33h0-0058's shape: the colours listed after "for", in one sentence
            "Crushed glass cullet goes for 45 won/kg for clear, 40 won/kg for brown and 35 won/kg "
            "for green-blue glass.",
            [],
        ),
        (  # a paraphrase: the colours before their prices
            "By colour: clear 45 won/kg, amber/brown 40 won/kg, blue-green 35 won/kg.",
            [],
        ),
        (  # a colour's price swapped is still read as a price (round 35: "clear" is 백색's too)
            "Glass cullet goes for 40 won/kg for clear and 45 won/kg for brown.",
            ["40 won/kg", "45 won/kg"],
        ),
    ],
)
def test_clear_among_colours_is_no_sky(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == want


def test_clear_sky_beside_colours_still_a_sky() -> None:
    # the sentence names the weather: "clear" is its sky, and no output gives a sky
    answer = "Skies should be clear today; white glass is 45 won/kg and brown 40 won/kg."
    assert flagged(answer, ev(GLASS, NORMAL)) == ["clear"]


JAR = {
    "district": "시흥시", "full_name": "경기도 시흥시", "query": "항아리", "item_count": 1,
    "items": [{"item_name": "항아리", "name": "항아리", "spec": None, "category": "기타",
               "fee": 3000, "fee_text": "3,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-10-30",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        # g35d3-0009's and g35d3-0088's shape: free denied of the class of rows
        ("1. 시흥시 수수료표에서 '항아리'는 3,000원이에요.\n2. 무료 품목은 아니에요.", []),
        ("항아리는 3,000원이고, 무료 대상이 아닙니다.", []),  # another class word
        ("The jar costs 3,000 won; it isn't a free item.", []),  # English
        ("The jar is 3,000 won — not one of the free items.", []),
        ("항아리는 무료 품목이에요.", ["무료"]),  # the class affirmed: still a free claim
        ("The jar is a free item.", ["free"]),
    ],
)
def test_free_denied_of_its_class(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(JAR)) == want


PAPER = paper_prices()
YANGYANG = {
    "query": "recycling_center", "radius_m": 5000, "found": 1,
    "places": [{"name": "환경자원센터", "address": "강원특별자치도 양양군 양양읍 되넘이길 80",
                "phone": "033-671-2788", "hours": "평일 09:00~18:00", "items": ["재활용품 선별"],
                "distance_m": 12447, "as_of": "2024-11-26"}],
    "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    "as_of": "2024-11-26",
    "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2024-11-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d3-0028's shape: the dataset's date bracketed after its name, at the end
            "1. 가장 가까운 곳은 환경자원센터, 약 12.4km예요.\n"
            "2. 시세(전국 평균, 2025-01): 신문지 120원/kg, 골판지 80원/kg.\n"
            "센터 정보는 전국재활용센터표준데이터(2024-11-26) 기준이에요.",
            [],
        ),
        (  # English, after a survey named: "price survey (nationwide average, January 2025)"
            "Per the recyclables price survey (nationwide average, January 2025), newspaper is "
            "120 won/kg. The nearest centre is 환경자원센터, about 12.4 km away.",
            [],
        ),
        (  # the other dataset's date after the centre data's name: still flagged
            "1. 가장 가까운 곳은 환경자원센터, 약 12.4km예요.\n"
            "2. 신문지 120원/kg.\n센터 정보는 전국재활용센터표준데이터(2025-01) 기준이에요.",
            ["2025-01"],
        ),
    ],
)
def test_date_bracketed_after_a_dataset_name(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(PAPER, YANGYANG)) == want


HAMPYEONG = {
    "query": "recycling_center", "radius_m": 5000, "found": 2,
    "places": [{"name": "함평군환경관리센터", "address": "전라남도 함평군 함평읍 주포로 170-9",
                "phone": "061-320-2878", "hours": "평일 06:00~17:00", "items": ["생활쓰레기"],
                "distance_m": 11529, "as_of": "2025-10-31"},
               {"name": "구시포해수욕장-2", "address": "전북특별자치도 고창군 상하면 자룡리",
                "phone": "063-560-2645", "hours": "월~금 09:00~21:00, 그 외 휴무",
                "items": ["투명페트병", "캔"], "distance_m": 14985, "as_of": None}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-10-31",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g33h2-0041's shape: the second place named by an English translation of its own
            "Hampyeong-gun Environmental Management Center (about 11.5 km) only lists household "
            "waste. The Gusipo beach site in Gochang (about 15 km) takes only clear PET bottles "
            "and cans, Mon–Fri 09:00–21:00.",
            [],
        ),
        (  # a paraphrase: a Title-Case name and a facility noun
            "Hampyeong-gun Environmental Management Center (about 11.5 km) only lists household "
            "waste. Gusipo Beach Collection Point, about 15 km away, accepts cans.",
            [],
        ),
        (  # pointing back at the first place: still its goods, still flagged
            "Hampyeong-gun Environmental Management Center (about 11.5 km) only lists household "
            "waste. The center also takes cans.",
            ["cans"],
        ),
    ],
)
def test_goods_of_a_place_named_in_english(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(HAMPYEONG)) == want


YEONCHEON = {
    "query": "recycling_center", "radius_m": 1000, "found": 2,
    "places": [{"name": "자원새롬센터", "address": "경기도 연천군 청산면 초대로 106번길 125",
                "phone": "031-833-5707", "hours": "평일 08:00~17:00",
                "items": ["파지류", "고철류", "병류", "플라스틱류", "가전제품"], "distance_m": 10609,
                "as_of": "2025-11-25"},
               {"name": "동두천시 재활용선별장", "address": "경기도 동두천시 강변로 872",
                "phone": "031-860-2252", "hours": "평일 09:00~18:00",
                "items": ["종이", "유리병", "비닐", "고철 등"], "distance_m": 16895,
                "as_of": "2025-11-04"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-25",
    "note": "반경 1km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g29h2-0059's shape: a clause of its own after a semicolon names its place in English
            "Within 20 km: 자원새롬센터 (about 10.6 km, 031-833-5707) takes bottles among other "
            "things; and the Dongducheon sorting facility (about 16.9 km, 031-860-2252) takes "
            "glass bottles and vinyl.",
            [],
        ),
        (  # the good said of the first place itself: still flagged
            "Within 20 km: 자원새롬센터 (about 10.6 km, 031-833-5707) takes bottles and clothing.",
            ["clothing"],
        ),
    ],
)
def test_goods_of_a_clause_naming_its_own_place(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(YEONCHEON)) == want


MEDICINE = {
    "radius_km": 2.0, "item_type": "medicine", "kind_name": "폐의약품",
    "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
    "points": [{"name": "공덕동 주민센터", "address": "서울특별시 마포구 만리재옛길 84",
                "district": "마포구", "phone": "02-3153-6519", "items": [], "distance_m": 1721,
                "as_of": "2025-10-02"},
               {"name": "아현동 주민센터", "address": "서울특별시 마포구 마포대로7길 18",
                "district": "마포구", "phone": "02-3153-6543", "items": [], "distance_m": 1836,
                "as_of": "2025-10-02"},
               {"name": "서울역센트럴자이", "address": "서울특별시 중구 만리재로 175",
                "district": "서울 중구", "phone": "02-3396-5486", "items": [], "distance_m": 1996,
                "as_of": "2026-01-26"}],
    "found": 3, "as_of": "2026-01-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d2-0025's shape: the last item of an English list, named in English of its own
            "Three within 2 km: Gongdeok-dong Community Center (about 1.7 km, 02-3153-6519), "
            "Ahyeon-dong Community Center (about 1.8 km, 02-3153-6543), and Seoul Station "
            "Central Xi in Jung-gu (about 2.0 km, 02-3396-5486).",
            [],
        ),
        (  # another place's phone in the bracket of a place the list names: still flagged
            "Three within 2 km: Gongdeok-dong Community Center (about 1.7 km, 02-3153-6519) and "
            "Ahyeon-dong Community Center (about 1.8 km, 02-3396-5486).",
            ["02-3396-5486"],
        ),
    ],
)
def test_phone_in_the_bracket_of_a_place_named_in_english(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == want


JUNGGU = {
    "query": "recycling_center", "radius_m": 5000, "found": 1,
    "places": [{"name": "중구재활용센터", "address": "서울특별시 중구 다산로 174",
                "phone": "02-2233-7289", "hours": "평일 09:00~19:00",
                "items": ["가전", "가구", "컴퓨터", "사무집기"], "distance_m": 4779,
                "as_of": "2025-09-25"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-09-25",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g35d2-0055's shape: the clause's verb before a comma, then the listed goods
            "반경 5km 안에 중구재활용센터(서울 중구 다산로 174, 약 4.8km)가 있고, "
            "가구·사무집기·가전·컴퓨터를 받으며 평일 09:00~19:00 운영해요.",
            [],
        ),
        (  # another verb of the class: 받으며 before the comma
            "중구재활용센터는 가구를 받으며, 사무집기·가전·컴퓨터도 받아요.",
            [],
        ),
        (  # an item the list does not hold, in the same run: still flagged
            "중구재활용센터가 있고, 가구·사무집기·가전·자전거를 받아요.",
            ["자전거"],
        ),
    ],
)
def test_a_clause_verb_is_no_listed_item(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(JUNGGU)) == want


PYEONGCHANG = {
    "district": "평창군", "full_name": "강원특별자치도 평창군", "source": "waste-rules",
    "as_of": "2025-10-23", "places": ["집앞 또는 거점수거지"], "department": "환경과",
    "phone": "033-330-2337",
}  # fmt: skip
HAMYANG = {
    "district": "함양군", "full_name": "경상남도 함양군", "source": "waste-rules",
    "as_of": "2025-10-27", "application_methods": [], "places": [],
    "department": "함양군 환경정책과", "phone": "055-960-6130",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g33h0-0047's shape: the district named, then its department written with its name
            "평창군은 문의는 환경과(033-330-2337)입니다. 함양군은 배출 방법이 적혀 있지 않아, "
            "함양군 환경정책과(055-960-6130)에 직접 문의하셔야 합니다.",
            [],
        ),
        (  # a paraphrase: the district as a topic right before its department
            "평창군은 환경과(033-330-2337), 함양군은 함양군 환경정책과(055-960-6130)에 문의하세요.",
            [],
        ),
        (  # the other district's department given to 함양군: still flagged
            "평창군은 문의는 환경과(033-330-2337)입니다. 함양군은 환경과에 문의하셔야 합니다.",
            ["환경과"],
        ),
    ],
)
def test_a_district_named_in_its_own_department(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(PYEONGCHANG, HAMYANG)) == want


NAMWON = {
    "query": "recycling_center", "radius_m": 2000, "found": 1,
    "places": [{"name": "대립매립장 광역재활용품선별시설", "address": "전북특별자치도 남원시 대산면 노산하대길 134",
                "phone": "063-620-6771", "hours": "평일 09:00~18:00",
                "items": ["고철", "파지 등 재활용품 선별"], "distance_m": 16889,
                "as_of": "2025-11-03"}],
    "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    "as_of": "2025-11-03",
    "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-11-03",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g33h0-0006's shape: a source clause set off by a dash at the sentence's end
            "Newspaper is about 120 won/kg. For paper, the 대립매립장 광역재활용품선별시설 in Namwon "
            "(about 16.9 km away, 063-620-6771) sorts scrap paper (파지) — source: "
            "공공데이터포털 전국재활용센터표준데이터, data as of 2025-11-03.",
            [],
        ),
        (  # a semicolon in Korean
            "대립매립장 광역재활용품선별시설(약 16.9km)에서 파지를 선별해요; 출처: "
            "전국재활용센터표준데이터, 데이터기준일자 2025-11-03.",
            [],
        ),
        (  # a date no dataset holds, in that clause: still flagged
            "Newspaper is about 120 won/kg. The 대립매립장 광역재활용품선별시설 sorts scrap paper "
            "— source: 공공데이터포털 전국재활용센터표준데이터, data as of 2024-05-01.",
            ["2024-05-01"],
        ),
    ],
)
def test_a_source_clause_after_a_dash(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(PAPER, NAMWON)) == want
