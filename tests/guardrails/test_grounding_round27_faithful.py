"""Round 27 (r27a): faithful answers flagged (false alarms).

Each class a real assistant writes, with a sibling that must still be flagged (or still pass):
a lot address's number before a spaced dash and a distance (``읍내리 457-5 — 254 m``) is the
address's (``quantities``); a heading states the quantity the lines under it are worked for
(``**2개 합계**``, ``**10 kg 기준**``: ``headings``, read by ``totals`` and ``products``); a
material's capitalised code (``PET``) labels its rate (``products``); a total stated first is the
sum of the list lines right below it (``leading_totals``). The answers are new wordings of the
class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _fee_row(name: str, fee: int) -> dict[str, Any]:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, rows: list[dict[str, Any]], as_of: str = "2025-06-27") -> dict[str, Any]:
    return {"district": district, "full_name": district, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True, "as_of": as_of}  # fmt: skip


def _price(name: str, form: str, per_kg: int, category: str) -> dict[str, Any]:
    return {"item_name": name, "category": category, "form": form, "price_per_kg": per_kg,
            "price_text": f"{per_kg}원/kg"}  # fmt: skip


def _prices(rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"region": "nationwide", "region_name": "전국", "item_count": len(rows), "items": rows,
            "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
            "as_of": "2025-01"}  # fmt: skip


def _bin(name: str, address: str, distance: int) -> dict[str, Any]:
    return {"name": name, "address": address, "district": "가평군", "phone": "031-580-2551",
            "items": ["폐건전지"], "distance_m": distance, "as_of": "2025-12-24"}  # fmt: skip


BINS = {"radius_km": 0.5, "item_type": "battery", "kind_name": "폐건전지", "found": 3,
        "points": [_bin("가평중학교", "경기도 가평군 가평읍 광장로 10", 217),
                   _bin("센트럴파크더스카이", "경기도 가평군 가평읍 읍내리 457-5", 254),
                   _bin("청평역", "경기도 가평군 청평면 청평리 370-2", 410)],
        "as_of": "2025-12-24"}  # fmt: skip


# -- a lot address's number before a spaced dash and a distance --


def test_a_lot_number_before_a_spaced_dash_is_the_address() -> None:
    answer = (
        "반경 500m 안에 폐건전지 수거함이 3곳 있어요.\n"
        "- 가평중학교, 광장로 10 — 217 m\n"
        "- 센트럴파크더스카이, 읍내리 457-5 — 254 m\n"
        "- 청평역, 청평리 370-2 – 410 m"
    )
    assert flagged(answer, ev(BINS)) == []


def test_a_lot_number_in_english_is_the_address() -> None:
    answer = "The nearest bins: Central Park the Sky, Eupnae-ri 457-5 — 254 m; Cheongpyeong Station, 410 m."
    assert flagged(answer, ev(BINS)) == []


def test_a_wrong_distance_after_a_lot_number_is_still_flagged() -> None:
    answer = "- 센트럴파크더스카이, 읍내리 457-5 — 290 m"
    assert flagged(answer, ev(BINS)) == ["290 m"]


def test_a_range_after_a_place_that_is_no_address_is_still_read() -> None:
    answer = "가평중학교까지는 5 — 217 m 정도예요."
    assert "5" in flagged(answer, ev(BINS))


# -- a heading states the quantity the lines under it are worked for --


DRAWERS = _fees("세종특별자치시", [_fee_row("서랍장", 3000), _fee_row("서랍장", 5000)])


def test_a_least_under_a_heading_of_the_quantity_comes_out() -> None:
    answer = (
        "서랍장 수수료는 3,000원 또는 5,000원이에요.\n\n"
        "**2개 합계**\n"
        "최소 6,000원 ~ 최대 10,000원이에요."
    )
    assert flagged(answer, ev(DRAWERS)) == []


def test_a_least_under_an_english_heading_comes_out() -> None:
    answer = (
        "A chest of drawers (서랍장) is 3,000 won or 5,000 won.\n"
        "**For 2 pieces:**\n"
        "at least 6,000 won, at most 10,000 won."
    )
    assert flagged(answer, ev(DRAWERS)) == []


def test_a_wrong_least_under_a_heading_is_flagged() -> None:
    answer = (
        "서랍장 수수료는 3,000원 또는 5,000원이에요.\n\n"
        "**2개 합계**\n"
        "최소 8,000원 ~ 최대 10,000원이에요."
    )
    assert "8,000원" in flagged(answer, ev(DRAWERS))


GLASS = _prices([_price("백색 유리", "파유리(컬릿)", 45, "glass"),
                 _price("갈색 유리", "파유리(컬릿)", 40, "glass")])  # fmt: skip
PET = _prices([_price("PET", "압축", 350, "plastic"),
               _price("PET(플레이크)", "플레이크", 650, "plastic")])  # fmt: skip
RATES = (
    "**단가 (전국 평균, 2025-01)**\n"
    "- 유리: 백색 45원/kg, 갈색 40원/kg\n"
    "- PET: 압축 350원/kg, 플레이크 650원/kg\n\n"
)


def test_products_under_a_heading_of_the_weight_come_out() -> None:
    answer = RATES + "**10 kg 기준**\n백색 유리 450원, 압축 PET 3,500원이라 PET가 훨씬 비싸요."
    assert flagged(answer, ev(GLASS, PET)) == []


def test_products_under_a_heading_with_a_colon_come_out() -> None:
    answer = RATES + "20 kg 기준:\n- 갈색 유리: 800원\n- PET: 7,000원"
    assert flagged(answer, ev(GLASS, PET)) == []


def test_a_product_for_another_material_under_a_heading_is_flagged() -> None:
    answer = RATES + "**10 kg 기준**\n백색 유리 450원, 압축 PET 6,500원이에요."
    assert "6,500원" in flagged(answer, ev(GLASS, PET))


def test_a_product_for_a_heading_weight_the_figure_does_not_give_is_flagged() -> None:
    answer = RATES + "**10 kg 기준**\n백색 유리 900원이에요."
    assert "900원" in flagged(answer, ev(GLASS, PET))


# -- a total stated first over the list lines of its terms --


GEUMSAN = _fees("금산군", [_fee_row("전자렌지", 3000)], "2025-07-03")
PAJU = _fees("파주시", [_fee_row("(부품파손) 텔레비전", 5000)], "2025-06-11")


def test_a_total_over_the_lines_below_comes_out() -> None:
    answer = (
        "두 개 합치면 총 8,000원이에요.\n"
        "- 금산군 전자렌지: 3,000원\n"
        "- 파주시 (부품파손) 텔레비전: 5,000원\n"
        "기준일은 2025-07-03, 2025-06-11이에요."
    )
    assert flagged(answer, ev(GEUMSAN, PAJU)) == []


def test_an_english_total_over_the_lines_below_comes_out() -> None:
    answer = (
        "Altogether it comes to 8,000 won:\n"
        "1. Microwave in Geumsan (전자렌지): 3,000 won\n"
        "2. Damaged TV in Paju ((부품파손) 텔레비전): 5,000 won"
    )
    assert flagged(answer, ev(GEUMSAN, PAJU)) == []


def test_a_wrong_total_over_the_lines_below_is_flagged() -> None:
    answer = (
        "둘 다 합치면 total 9,000원이에요.\n"
        "- 금산군 전자렌지: 3,000원\n"
        "- 파주시 (부품파손) 텔레비전: 5,000원"
    )
    assert flagged(answer, ev(GEUMSAN, PAJU)) == ["9,000원"]


def test_a_total_over_a_fabricated_line_flags_the_line() -> None:
    answer = (
        "둘 다 합치면 total 10,000원이에요.\n"
        "- 금산군 전자렌지: 5,000원\n"
        "- 파주시 (부품파손) 텔레비전: 5,000원"
    )
    assert "5,000원" in flagged(answer, ev(GEUMSAN, PAJU))


# -- a date on a list line that names its dataset by the bare topic --


PRICES = {**_prices([_price("PET", "압축", 350, "plastic")]),
          "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)"}  # fmt: skip
CENTRES = {"query": "재활용센터", "radius_m": 1000, "found": 1,
           "places": [{"name": "중구재활용센터", "address": "대구광역시 중구 태평로51길 77",
                       "phone": "053-254-8661", "distance_m": 2974, "as_of": "2025-09-15"}],
           "source": "recycling-centers,keco-sites",
           "source_label": "공공데이터포털 전국재활용센터표준데이터", "as_of": "2025-12-01",
           "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 2025-12-01"}  # fmt: skip
HEAD = "PET 단가는 kg당 350원이고, 가장 가까운 재활용센터는 약 3km 떨어진 중구재활용센터예요.\n"


def test_a_date_after_the_price_topic_on_its_line_is_the_price_surveys() -> None:
    answer = (
        HEAD
        + "- PET(압축) 350원/kg — 수도권 시세가 없어 전국 평균(2025-01)\n- 중구재활용센터: 약 3.0km"
    )
    assert flagged(answer, ev(PRICES, CENTRES)) == []


def test_an_english_price_topic_on_its_line_binds_the_date() -> None:
    answer = (
        "PET is 350 won/kg; the nearest recycling center is 중구재활용센터, about 3 km away.\n"
        "- PET (compressed): 350 won/kg, national average price (2025-01)\n"
        "- 중구재활용센터: about 3.0 km"
    )
    assert flagged(answer, ev(PRICES, CENTRES)) == []


def test_another_datasets_date_after_the_price_topic_is_flagged() -> None:
    answer = (
        HEAD
        + "- PET(압축) 350원/kg — 수도권 시세가 없어 전국 평균(2025-12-01)\n- 중구재활용센터: 약 3.0km"
    )
    assert "2025-12-01" in flagged(answer, ev(PRICES, CENTRES))


def test_a_second_date_on_the_topics_line_is_not_the_topics() -> None:
    """``시세 2025-01, 장소 2025-12-01``: the topic has its own date; the next date is said of a word
    no dataset topic names, so it is not bound to the price survey (found after scoring
    prod_holdout12: the round's own rule flagged such a line)."""
    answer = HEAD + "- 중구재활용센터: 약 3.0km\n- 데이터기준일자: 시세 2025-01, 장소 2025-12-01"
    assert flagged(answer, ev(PRICES, CENTRES)) == []
    wrong = (
        HEAD
        + "- PET(압축) 350원/kg — 시세 2025-01 기준, 전국 평균(2025-12-01)\n- 중구재활용센터: 약 3.0km"
    )
    assert "2025-12-01" in flagged(wrong, ev(PRICES, CENTRES))  # 전국 평균 names it: still bound


# -- an English phrase the answer defines as a Hangul name's gloss names that row --


WARDROBES = _fees("세종특별자치시", [_fee_row("장롱", 10000), _fee_row("장롱", 15000),
                                 _fee_row("비키니옷장", 5000)])  # fmt: skip


def test_a_glossed_phrase_names_the_hangul_row() -> None:
    answer = (
        "In Sejong a wardrobe (장롱) costs 10,000 or 15,000 won, and a fabric 'bikini' wardrobe "
        "costs 5,000 won.\n"
        "- 장롱 (wardrobe): 10,000 won or 15,000 won\n"
        "- 비키니옷장 (fabric wardrobe): 5,000 won"
    )
    assert flagged(answer, ev(WARDROBES)) == []


def test_a_glossed_phrase_used_before_its_gloss_names_the_row() -> None:
    answer = (
        "The canvas wardrobe is the cheap one at 5,000 won; a regular wardrobe is 10,000 or "
        "15,000 won.\n- 비키니옷장 (canvas wardrobe): 5,000 won"
    )
    assert flagged(answer, ev(WARDROBES)) == []


def test_the_bare_head_word_still_names_the_broader_row() -> None:
    answer = "A wardrobe costs 5,000 won in Sejong.\n- 비키니옷장 (fabric wardrobe): 5,000 won"
    assert flagged(answer, ev(WARDROBES)) == ["5,000 won"]


def test_the_glossed_phrase_with_another_rows_fee_is_flagged() -> None:
    answer = "A fabric wardrobe costs 10,000 won.\n- 비키니옷장 (fabric wardrobe): 5,000 won"
    assert flagged(answer, ev(WARDROBES)) == ["10,000 won"]


# -- a district named by its stem --


def _rules(
    district: str, full: str, ways: list[str], places: list[str], phone: str
) -> dict[str, Any]:
    return {"district": district, "full_name": full, "source": "waste-rules",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-31",
            "application_methods": ways, "places": places, "department": "환경과",
            "phone": phone}  # fmt: skip


NAMHAE = _rules("남해군", "경상남도 남해군", ["폐기물처리업체를 통해 배출하거나 타지역 폐기물처리시설 이용"],
                [], "055-860-3261")  # fmt: skip
SEJONG = _rules("세종특별자치시", "세종특별자치시", ["규격봉투에 넣어 지정된 요일에 배출"], ["집앞+상가 앞"],
                "044-300-4723")  # fmt: skip
WAYS = (
    "**남해군**\n폐기물처리업체를 통해 배출하거나 타지역 폐기물처리시설을 이용해요. 문의 055-860-3261\n\n"
    "**세종시**\n규격봉투에 넣어 지정된 요일에 집 앞에 배출해요. 문의 044-300-4723\n\n"
)


def test_a_district_named_by_its_stem_holds_its_way() -> None:
    answer = (
        WAYS + "세종은 집 앞 배출이 되고, 남해는 업체나 타지역 시설을 이용해야 한다는 게 차이예요."
    )
    assert flagged(answer, ev(NAMHAE, SEJONG)) == []


def test_a_stem_with_another_particle_holds_its_phone() -> None:
    answer = WAYS + "남해도 전화 문의는 055-860-3261로 하시면 돼요."
    assert flagged(answer, ev(NAMHAE, SEJONG)) == []


def test_another_districts_phone_after_a_stem_is_flagged() -> None:
    answer = WAYS + "남해도 전화 문의는 044-300-4723로 하시면 돼요."
    assert "044-300-4723" in flagged(answer, ev(NAMHAE, SEJONG))


def test_ways_swapped_between_stems_are_flagged() -> None:
    answer = WAYS + "남해는 규격봉투로 배출하고, 세종은 업체를 이용해야 한다는 게 차이예요."
    assert "업체" in flagged(answer, ev(NAMHAE, SEJONG))
