"""Round 32 (r32c): fabricated facts the check passed on prod_dev2, caught by class.

- A false ratio written as a multiplicative word (``roughly double what iron scrap fetches``,
  ``triple what steel cans fetch``) is a ratio like ``twice``/``N times``, and a clause that names
  no subject (``…, so 20 kg is about 24,000 won — roughly double …``) compares the subject its
  sentence named before (:mod:`guardrails.grounding.multiples`).
- A price no output gives is no difference because of a comparison word said of a later value
  (``골판지는 kg당 100원이라 신문지가 20원 더 받아요``: 더 is 20원's; else 120 − 20 passed the
  invented 100) (:mod:`guardrails.grounding.derived`).

The answers are the shapes of the cases and new wordings of their classes, with faithful twins.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, category: str, form: str, price: int) -> dict[str, object]:
    return {"item_name": name, "category": category, "form": form, "price_per_kg": price,
            "price_text": f"{price:,}원/kg"}  # fmt: skip


METALS = {
    "region": "nationwide", "region_name": "전국", "category": "metal", "category_name": "금속류",
    "item_count": 3,
    "items": [_row("철스크랩", "metal", "고철", 280), _row("철캔", "metal", "압축", 180),
              _row("알루미늄캔", "metal", "압축", 1200)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip

NEWSPAPER = {
    "region": "nationwide", "region_name": "전국", "query": "신문지", "item_count": 1,
    "items": [_row("신문지", "paper", "압축", 120)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


# --- a false ratio said with double / triple ------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d0-0075's shape
            "Compressed aluminium cans average 1,200 won/kg nationwide, so 20 kg is about 24,000 won"
            " — roughly double what iron scrap fetches at 280 won/kg, while steel cans are 180"
            " won/kg [KECO recyclable price survey, 2025-01].",
            "roughly double what iron scrap fetches",
        ),
        (
            "Aluminium cans fetch 1,200 won/kg, about double the price of iron scrap (280 won/kg).",
            "about double the price of iron scrap",
        ),
        ("Iron scrap is 280 won/kg, triple what steel cans fetch at 180 won/kg.", "triple what"),
    ],
)
def test_false_multiplicative_ratio_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(METALS)))


@pytest.mark.parametrize(
    "answer",
    [
        "Compressed aluminium cans average 1,200 won/kg nationwide, so 20 kg is about 24,000 won"
        " — roughly four times what iron scrap fetches at 280 won/kg.",
        "Aluminium cans fetch 1,200 won/kg, over four times the price of iron scrap (280 won/kg).",
        "Iron scrap is 280 won/kg, nearly double steel cans at 180 won/kg.",
        "Aluminium cans are 1,200 won/kg and iron scrap 280 won/kg; a double mattress is a fee item.",
    ],
)
def test_true_ratio_or_other_double_passes(answer: str) -> None:
    assert flagged(answer, ev(METALS)) == []


# --- an invented price passed as a difference through a later value's comparison word ------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d2-0066's shape
            "신문지는 전국 평균 kg당 120원이고, 골판지는 kg당 100원이라 신문지가 20원 더 받아요."
            " 섞지 말고 따로 묶어서 파시는 걸 추천드려요.",
            "kg당 100원",
        ),
        (
            "Newspaper averages 120 won/kg nationwide, and cardboard is 100 won/kg, so newspaper"
            " gets you 20 won more.",
            "100 won/kg",
        ),
        ("신문지는 kg당 120원이에요. 골판지는 100원이고 신문지가 20원 더 비싸요.", "100원"),
    ],
)
def test_invented_price_before_a_difference_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(NEWSPAPER))


@pytest.mark.parametrize(
    "answer",
    [
        "신문지는 전국 평균 kg당 120원이에요. 골판지 시세는 이 자료에 없어서 비교는 어려워요.",
        "신문지는 kg당 120원이라 100kg이면 12,000원이에요.",
    ],
)
def test_faithful_newspaper_price_passes(answer: str) -> None:
    assert flagged(answer, ev(NEWSPAPER)) == []


def test_a_list_or_range_shares_its_comparison_word() -> None:
    """`투명은 40원, 유색은 20원 더 높아요`: both are differences (no clause closes between them)."""
    rows = {
        "region": "capital", "region_name": "수도권", "survey_date": "2025-02", "unit": "원/kg",
        "items": [_row("투명 PET", "plastic", "압축", 520), _row("유색 PET", "plastic", "압축", 310)],
        "source": "keco-survey", "as_of": "2025-02",
    }  # fmt: skip
    south = {**rows, "region": "yeongnam", "region_name": "영남권",
             "items": [_row("투명 PET", "plastic", "압축", 480),
                       _row("유색 PET", "plastic", "압축", 290)]}  # fmt: skip
    answer = "수도권은 투명 520원, 유색 310원이고 영남권은 480원, 290원이에요. 수도권이 투명은 40원, 유색은 20원 더 높아요."
    assert flagged(answer, ev(rows, south)) == []


# --- a fee let off for bringing it oneself, where the outputs give self-delivery as the way ------

JECHEON_FEE = {
    "district": "제천시", "full_name": "충청북도 제천시", "query": "세탁기", "item_count": 1,
    "items": [{"item_name": "세탁기", "name": "세탁기", "spec": None, "category": "가전제품류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-03",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
    "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip
JECHEON_RULES = {
    "district": "제천시", "full_name": "충청북도 제천시", "source": "waste-rules", "as_of": "2025-11-05",
    "application_methods": ["자원관리센터로 직접 방문"], "places": ["자원관리센터"],
    "department": "자원순환과", "phone": "043-641-6422",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d2-0078's shape
            "Jecheon-si lists a washing machine at 4,000 won. The city's method is to take it"
            " directly to the resource management center, and there's no fee if you bring it in"
            " yourself. Questions: Resource Circulation Division, 043-641-6422.",
            "there's no fee if you bring it in yourself",
        ),
        (
            "제천시 세탁기 수수료는 4,000원이에요. 자원관리센터에 직접 가져가시면 수수료 없이 무료로 받아 줘요.",
            "직접 가져가시면",
        ),
        ("It's free if you drop it off at the resource management center yourself.", "free"),
    ],
)
def test_fee_let_off_for_bringing_it_oneself_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(JECHEON_FEE, JECHEON_RULES)))


@pytest.mark.parametrize(
    "answer",
    [
        "Jecheon-si lists a washing machine at 4,000 won. The city's method is to take it directly"
        " to the resource management center. Questions: Resource Circulation Division,"
        " 043-641-6422.",
        "제천시는 자원관리센터로 직접 방문해서 배출하고, 세탁기는 무상방문수거(1599-0903)로 무료 배출도 돼요.",
        "You can take it to the resource management center yourself, or book the free appliance"
        " pickup at 1599-0903.",
    ],
)
def test_self_delivery_as_the_way_beside_a_free_service_passes(answer: str) -> None:
    assert flagged(answer, ev(JECHEON_FEE, JECHEON_RULES)) == []


# --- a price docked by a figure under a condition, with nothing it is less than -------------------

GLASS = {
    "region": "nationwide", "region_name": "전국", "query": "유리병", "item_count": 3,
    "items": [_row("백색 유리", "glass", "파유리(컬릿)", 45), _row("갈색 유리", "glass", "파유리(컬릿)", 40),
              _row("청녹색 유리", "glass", "파유리(컬릿)", 35)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d1-0022's shape
            "Clear glass (백색 유리): 45 won/kg\nBrown glass (갈색 유리): 40 won/kg\nGreen glass"
            " (청녹색 유리): 35 won/kg\nSource: national average, January 2025\nTip: bottles with"
            " the labels still on get 5 won/kg less, so peel them off.",
            "get 5 won/kg less",
        ),
        (
            "Clear glass is 45 won/kg. If the bottles are dirty you'll get about 10 won less per kg.",
            "get about 10 won less per kg",
        ),
        ("라벨이 붙어 있으면 kg당 5원 덜 받아요. 백색 유리는 45원/kg이에요.", "덜 받"),
    ],
)
def test_conditional_deduction_by_a_figure_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(GLASS))


@pytest.mark.parametrize(
    "answer",
    [
        "Clear glass is 45 won/kg; brown glass gets 5 won/kg less, and green glass 5 won less than"
        " brown.",
        "Clear glass is 45 won/kg. With brown glass you get 5 won/kg less.",
        "Clear glass is 45 won/kg. Peel the labels off before you sell them.",
    ],
)
def test_difference_between_rows_said_as_less_passes(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []


# --- a place put at a named landmark after every search found nothing ----------------------------

NO_SCRAP = {
    "query": "고물상", "radius_m": 5000, "latitude": 37.548156, "longitude": 126.851675, "places": [],
    "found": 0, "note": "'고물상' 장소 정보는 오프라인 데이터에 없습니다.", "source": "none",
}  # fmt: skip
NO_PET_SITES = {
    "radius_km": 2.0, "item_type": "pet_compensation", "kind_name": "투명 페트병 보상",
    "districts_with_data": 30, "source": "keco-sites",
    "guidance": [{"item_type": "pet_compensation", "name": "투명 페트병 보상",
                  "where": ["지자체·대형마트 등에 설치된 투명 페트병 무인회수기",
                            "재활용품을 가져오면 보상해 주는 자원순환가게"]}],
    "district_has_data": False, "points": [], "found": 0,
    "note": "경상남도 거제시의 투명 페트병 보상 장소 자료는 없습니다. 자료가 있는 시군구는 전국 30곳입니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        (  # prod_dev2 g35d3-0020's shape
            "1. The offline data has no scrap-yard (고물상) listings, so the search returned nothing.\n"
            "2. That said, there's a scrap yard near Hwagok Station that usually buys metal.\n"
            "3. A map app search for 고물상 is your best bet.",
            NO_SCRAP,
            "there's a scrap yard near Hwagok Station",
        ),
        (  # prod_dev2 g35d3-0072's shape
            "1. There's no compensation-site data for Geoje — only 30 districts nationwide have it.\n"
            "2. Generally, look for a reverse vending machine at a city office or large supermarket,"
            " or a resource-circulation shop.\n3. The nearest reverse vending machine is at Homeplus"
            " Geoje.",
            NO_PET_SITES,
            "The nearest reverse vending machine is at Homeplus Geoje",
        ),
        (  # prod_holdout17 g31h0-0041's shape
            "고물상 장소 정보가 지금 데이터에 없어서 찾지 못했어요. 보통 수지구청 근처 풍덕천동 쪽에 고물상이"
            " 몇 곳 모여 있으니 지도 앱에서 확인해 보세요.",
            NO_SCRAP,
            "수지구청 근처",
        ),
        (
            "검색 결과는 없지만, 풍덕천동 쪽에 고물상이 몇 곳 있어요.",
            NO_SCRAP,
            "풍덕천동 쪽에 고물상",
        ),
    ],
)
def test_place_at_a_named_landmark_after_empty_search_is_flagged(
    answer: str, evidence: dict[str, object], wrong: str
) -> None:
    user = "수지구 근처 고물상 어디 있어? 폐지 좀 팔게"
    assert any(wrong in t for t in flagged(answer, ev(evidence, user=user)))


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        (
            "The offline data has no scrap-yard listings. Search 고물상 near Hwagok Station in a map"
            " app to find one.",
            NO_SCRAP,
        ),
        (
            "고물상 정보가 데이터에 없어요. 화곡역 근처에 고물상이 있는지 지도 앱에서 찾아보세요.",
            NO_SCRAP,
        ),
        (
            "There's no compensation-site data for Geoje. Generally, look for a reverse vending"
            " machine at a city office or a large supermarket such as Homeplus or E-mart.",
            NO_PET_SITES,
        ),
        ("I couldn't find any scrap yard near Hwagok Station in the data.", NO_SCRAP),
    ],
)
def test_general_advice_after_empty_search_passes(answer: str, evidence: dict[str, object]) -> None:
    assert flagged(answer, ev(evidence, user="화곡역 근처에 고물상 있어요?")) == []


# --- a good said taken in a later sentence of a list line is the line's place's -------------------

JECHEON_SITES = {
    "query": "recycling_center", "radius_m": 5000, "found": 2,
    "places": [
        {"name": "영서동행정복지센터", "address": "충북 제천시 동명로 11", "phone": "043-641-6426",
         "hours": "월~토 09:00~18:00, 그 외 휴무", "items": [], "distance_m": 837},
        {"name": "제천시자원관리센터", "address": "충청북도 제천시 북부로 1860", "phone": None,
         "hours": "평일 09:00~18:00", "items": ["가구"], "distance_m": 1903},
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2026-01-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d3-0036's shape
            "1. 제천시자원관리센터: 충청북도 제천시 북부로 1860, 약 1.9km, 평일 09:00~18:00. 가구와 소형가전을 받아요.",
            "소형가전",
        ),
        (
            "1. Jecheon-si Resource Management Center (제천시자원관리센터): 1860 Bukbu-ro, about 1.9 km."
            " It takes furniture and small appliances.",
            "small appliances",
        ),
    ],
)
def test_good_added_in_a_later_sentence_of_a_list_line_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(JECHEON_SITES))


def test_the_list_lines_own_goods_pass() -> None:
    answer = "1. 제천시자원관리센터: 충청북도 제천시 북부로 1860, 약 1.9km, 평일 09:00~18:00. 가구를 받아요."
    assert flagged(answer, ev(JECHEON_SITES)) == []


def test_waste_paper_is_held_by_a_list_of_pazi() -> None:
    """파지 (waste paper) is a spelling of 폐지: `takes paper` over `items: ["파지류"]` holds."""
    sites = {
        **JECHEON_SITES,
        "places": [{**JECHEON_SITES["places"][1], "items": ["파지류", "고철류"]}],
    }  # type: ignore[index]
    answer = "1. 제천시자원관리센터: 북부로 1860, 약 1.9km. It takes paper and scrap metal."
    assert flagged(answer, ev(sites)) == []


def test_hours_in_a_m_p_m_after_the_lone_holder_are_its_own() -> None:
    """`It's open weekdays 8:00 a.m. to 4:30 p.m.` after one named centre: the stops of a.m./p.m.
    end no sentence, so another centre's hours are read as misattributed (prod_holdout19
    g33h2-0039's shape)."""
    first = {**JECHEON_SITES["places"][0], "hours": "평일 08:00~16:30"}  # type: ignore[index]
    sites = {**JECHEON_SITES, "places": [first, JECHEON_SITES["places"][1]]}  # type: ignore[index]
    answer = "제천시자원관리센터 is about 1.9 km away. It's open weekdays 8:00 a.m. to 4:30 p.m."
    assert any("8:00 a.m." in t for t in flagged(answer, ev(sites)))
    faithful = "제천시자원관리센터 is about 1.9 km away. It's open weekdays 9:00 a.m. to 6:00 p.m."
    assert flagged(faithful, ev(sites)) == []


# --- sizes invented for twin rows after a bare "for" --------------------------------------------

FANS = {
    "district": "영주시", "full_name": "경상북도 영주시", "query": "선풍기", "item_count": 2,
    "items": [{"item_name": "선풍기", "name": "선풍기", "spec": None, "category": "가전제품류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False},
              {"item_name": "선풍기", "name": "선풍기", "spec": None, "category": "가전제품류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-28",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d0-0044's shape
            "Yeongju lists two fan rates: 2,000 won for desk fans and 4,000 won for standing fans"
            " [Public Data Portal bulky-waste fee data, as of 2025-07-28].",
            "2,000 won",
        ),
        ("Yeongju charges 4,000 won for tower fans.", "4,000 won"),
    ],
)
def test_kind_invented_for_twin_rows_after_bare_for_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(FANS))


@pytest.mark.parametrize(
    "answer",
    [
        "Yeongju lists two fan rates, 2,000 won and 4,000 won; the data doesn't say which is which.",
        "Yeongju lists 2,000 won for electric fans, or 4,000 won in the other row.",
        "Yeongju lists two fan rates: 2,000 won for pickup of one and 4,000 won in the other row.",
    ],
)
def test_twin_fan_rates_without_invented_kind_pass(answer: str) -> None:
    assert flagged(answer, ev(FANS)) == []


# --- a price a condition is said to leave the same ------------------------------------------------

EPS = {
    "region": "nationwide", "region_name": "전국", "query": "EPS", "item_count": 1,
    "items": [_row("EPS", "plastic", "압축(스티로폼)", 200)], "survey_date": "2025-01",
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_dev2 g35d0-0023's shape
            "스티로폼(EPS, 압축) 전국 평균 단가가 200원/kg이라 300kg이면 약 60,000원이에요 [한국환경공단"
            " 재활용가능자원 가격조사 전국 평균(샘플 데이터), 2025-01]. 압축하지 않은 상태로 넘겨도 같은"
            " 단가가 적용돼요.",
            "같은 단가",
        ),
        (
            "EPS is 200 won/kg compressed, so 300 kg is about 60,000 won. The same rate applies even"
            " if it isn't compressed.",
            "same rate",
        ),
        ("EPS is 200 won/kg. Even if it is dirty, you get the same price for it.", "same price"),
    ],
)
def test_price_a_condition_leaves_the_same_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(EPS)))


@pytest.mark.parametrize(
    "answer",
    [
        "스티로폼(EPS, 압축)은 200원/kg이에요. 압축하지 않은 건 같은 단가인지 자료에 없어서 확인이 필요해요.",
        "스티로폼(EPS, 압축)은 200원/kg이에요. 압축하지 않은 상태로 넘겨도 같은 단가가 아니에요.",
        "EPS is 200 won/kg compressed. It is not the same rate even if you bring more.",
        "EPS is 200 won/kg compressed, so 300 kg is about 60,000 won.",
    ],
)
def test_price_without_an_invented_same_rule_passes(answer: str) -> None:
    assert flagged(answer, ev(EPS)) == []


# --- a bound with "or more" before its noun is a bound, not the size of a tool's answer ----------

SMALL_APPLIANCES = {
    "radius_km": 2.0, "item_type": "small_appliance", "kind_name": "소형 폐가전", "districts_with_data": 5,
    "source": "small-appliance-bins",
    "guidance": [{"item_type": "small_appliance", "name": "소형 폐가전",
                  "how": "소형 가전은 여러 개를 모으면 무상방문수거를 신청할 수 있습니다.",
                  "where": ["행정복지센터(주민센터)의 소형 폐가전 수거함"]}],
    "district_has_data": False, "points": [], "found": 0,
    "note": "경기도 용인시의 소형 폐가전 장소 자료는 없습니다. 자료가 있는 시군구는 전국 5곳입니다.",
}  # fmt: skip


def test_or_more_threshold_before_its_noun_is_a_bound() -> None:
    """prod_holdout17 g31h1-0016's shape: `five or more small appliances` is a program's rule; the
    count of districts with data (5) does not hold it, though `5 districts have data` stays held."""
    answer = "If you gather five or more small appliances, you can request the free pick-up."
    assert any("five or more" in t for t in flagged(answer, ev(SMALL_APPLIANCES)))
    faithful = "Only 5 districts nationwide have this data; several small appliances can be picked up free."
    assert not any("5" in t for t in flagged(faithful, ev(SMALL_APPLIANCES)))
