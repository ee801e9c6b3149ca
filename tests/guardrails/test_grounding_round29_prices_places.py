"""Round 29 (r29d): prices, place details and dataset dates — faithful answers flagged and swaps
that passed (prod_holdout10–15).

- A facility's name with the particle 로 is no road, whatever digit its 동 name holds
  (``영등1동행정복지센터로 1.4km``; :mod:`guardrails.grounding.places`).
- A working set out as a list — a price line, a quantity line, a result line — is price ×
  the quantity the line above states (:mod:`guardrails.grounding.quantity_lines`, read by
  :mod:`guardrails.grounding.products`).
- A written-out product that comes out (``80 × 10 = 800원``) is still held to the price of the
  material its clause names (:func:`guardrails.grounding.products.misbound_product_why`, asked
  after :func:`guardrails.grounding.arithmetic.equation_why` finds the working right).
- A sentence that says where a figure comes from and dates it (``comes from the … fee standard
  data, dated 2025-10-31``) is a source line from its word of taking from on, when it names a
  dataset there (:mod:`guardrails.grounding.dated_sources`, read by
  :mod:`guardrails.grounding.source_lines`).
- A price written right after a row's full name, qualifier in brackets and all (``PE(압축)
  450원/kg``), is that row's: an amount only another row gives is misattributed
  (:mod:`guardrails.grounding.exact_rows`).
- Pairs a tool output writes in a text of its own (``I구역:금호환경, Ⅱ구역:현대산업``) stay
  together: a value written right after another label (``Zone I is 현대산업``) is flagged
  (:mod:`guardrails.grounding.paired_terms`).
- A place the user named in Latin letters (``in Suji-gu``) supports its Hangul gloss
  (``Suji-gu [수지구]``) (:mod:`guardrails.grounding.latin_user_places`).
- A cue read without its spaces (``재활용 센터`` as 재활용센터, a token another output carries) is
  held by a record whose name writes it in two words (:mod:`guardrails.grounding.spaced_words`).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

BOARD = {"region": "nationwide", "region_name": "전국", "query": "골판지", "item_count": 1,
         "items": [{"item_name": "골판지", "category": "paper", "form": "압축", "price_per_kg": 80,
                    "price_text": "80원/kg"}],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "as_of": "2025-01"}  # fmt: skip
TWO_PAPERS = {**BOARD, "query": "폐지", "item_count": 2,
              "items": [*BOARD["items"],  # type: ignore[list-item]
                        {"item_name": "신문지", "category": "paper", "form": "압축",
                         "price_per_kg": 120, "price_text": "120원/kg"}]}  # fmt: skip


def _point(name: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": "전북특별자치도 익산시 고봉로18길 34", "district": "익산시",
            "phone": None, "items": [], "distance_m": distance, "as_of": "2025-08-19"}  # fmt: skip


BINS = {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
        "points": [_point("남중동행정복지센터", 657), _point("영등1동행정복지센터", 1389)],
        "found": 2, "as_of": "2025-08-19"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "가까운 데는 남중동행정복지센터로 657m쯤이고, 먼 데는 영등1동행정복지센터로 1.4km 정도예요.",
        "영등1동주민센터로 가셔도 되지만 남중동행정복지센터가 657m로 더 가까워요.",
    ],
)
def test_a_centre_name_with_로_is_no_road(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


def test_a_road_with_a_digit_is_still_a_road() -> None:
    answer = "영등1동행정복지센터는 중앙1로 12에 있어요."
    assert "중앙1로 12" in flagged(answer, ev(BINS))


def test_a_centre_with_로_keeps_its_distance_bound() -> None:
    answer = "가까운 데는 영등1동행정복지센터로 657m쯤이에요."
    assert flagged(answer, ev(BINS)) == ["657m"]


@pytest.mark.parametrize(
    "answer",
    [
        "전국 평균으로 계산했어요.\n- 골판지(압축): 80원/kg\n- 수량: 200kg\n- 예상 금액: 16,000원",
        "National average:\n- Cardboard: 80 won/kg\n- Weight: 200 kg\n\n- Estimate: about 16,000 won",
        "- 단가: 골판지 80원/kg\n- 무게: 150kg\n- 합계: 12,000원",
    ],
)
def test_a_working_set_out_as_a_list_is_price_times_the_listed_quantity(answer: str) -> None:
    assert flagged(answer, ev(BOARD, user="골판지 200kg 팔면 얼마?")) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 골판지(압축): 80원/kg\n- 수량: 200kg\n- 예상 금액: 24,000원", "24,000원"),
        ("- Cardboard: 80 won/kg\n- Weight: 200 kg\n- Estimate: 20,000 won", "20,000 won"),
        # the price of another material than the one the result line names
        (
            "- 골판지: 80원/kg\n- 신문지: 120원/kg\n- 수량: 200kg\n- 골판지 금액: 24,000원",
            "24,000원",
        ),
    ],
)
def test_a_listed_working_that_does_not_come_out_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(TWO_PAPERS, user="200kg 팔면 얼마?"))


def _centre(name: str, distance: int, phone: str) -> dict[str, object]:
    return {"name": name, "address": "충청남도 서산시 시장1로 4-4, 2층", "phone": phone,
            "hours": "평일 10:00~16:00", "items": ["중고 의류", "도서"], "distance_m": distance,
            "as_of": "2025-04-30"}  # fmt: skip


def _centres(*places: dict[str, object]) -> dict[str, object]:
    return {"query": "재활용센터", "radius_m": 5000, "found": len(places), "places": list(places),
            "source": "recycling-centers", "as_of": "2025-04-30"}  # fmt: skip


NORMALS = {"kind": "monthly_normal", "station": "인천", "district": "서산시", "month": 12,
           "temperature_c": 1.1, "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip
SEOSAN = _centre("서산시 재활용 센터(녹색가게)", 280, "041-664-0848")


@pytest.mark.parametrize(
    "answer",
    [
        "Yes — the Seosan Recycling Center (서산시 재활용 센터, 녹색가게), about 280 m away.",
        "재활용 센터(녹색가게)는 280m 거리에 있어요. 전화 041-664-0848.",
        "서산 재활용 센터는 280m 거리예요.",
    ],
)
def test_a_name_written_apart_holds_its_joined_word(answer: str) -> None:
    assert flagged(answer, ev(_centres(SEOSAN), NORMALS)) == []


def test_another_centres_distance_is_still_flagged() -> None:
    other = _centre("태안군 자원 센터", 1900, "041-670-2000")
    answer = "서산시 재활용 센터(녹색가게)가 1.9km 거리에 있어요."
    assert flagged(answer, ev(_centres(SEOSAN, other), NORMALS)) == ["1.9km"]


USER = "신문지, 골판지, 알루미늄캔 각각 10kg씩 있어요."
PAPERS_AND_CANS = (
    "종이류 전국 평균은 신문지 120원/kg, 골판지 80원/kg이고, 알루미늄캔은 1,200원/kg이에요. "
    "10kg씩 계산하면 알루미늄캔은 1,200 × 10 = 12,000원, "
)


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        ("신문지 10kg은 80 × 10 = 800원, 골판지는 80 × 10 = 800원이에요.", "800원"),
        ("골판지 10kg은 80 × 10 = 800원, 신문지 10kg은 80 x 10 = 800원이에요.", "800원"),
        ("신문지 10kg은 120 × 10 = 1,200원, 골판지 10kg은 120 × 10 = 1,200원이에요.", "1,200원"),
    ],
)
def test_a_written_product_for_another_materials_price_is_flagged(tail: str, wrong: str) -> None:
    cans = {**BOARD, "query": "알루미늄캔",
            "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
                       "price_per_kg": 1200, "price_text": "1,200원/kg"}]}  # fmt: skip
    assert flagged(PAPERS_AND_CANS + tail, ev(TWO_PAPERS, cans, user=USER)) == [wrong]


def test_written_products_for_their_own_prices_pass() -> None:
    cans = {**BOARD, "query": "알루미늄캔",
            "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
                       "price_per_kg": 1200, "price_text": "1,200원/kg"}]}  # fmt: skip
    tail = "신문지 10kg은 120 × 10 = 1,200원, 골판지는 80 × 10 = 800원이에요."
    assert flagged(PAPERS_AND_CANS + tail, ev(TWO_PAPERS, cans, user=USER)) == []


FEES = {"district": "익산시", "full_name": "전북특별자치도 익산시", "query": "장롱", "item_count": 1,
        "items": [{"item_name": "비키니 옷장", "name": "비키니 옷장", "spec": None,
                   "category": "가구류", "fee": 2000, "fee_text": "2,000원", "is_free": False}],
        "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "as_of": "2025-03-28"}  # fmt: skip
RULES = {"district": "익산시", "full_name": "전북특별자치도 익산시", "source": "waste-rules",
         "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-31",
         "application_methods": ["배출전 담당부서에 문의 후"], "department": "청소자원과",
         "phone": "063-859-5474"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The wardrobe (비키니 옷장) is 2,000 won. The fee figure comes from the national "
         "bulk-waste fee standard data, dated 2025-10-31.", ["2025-10-31"]),
        ("비키니 옷장은 2,000원이에요. 이 금액은 대형폐기물 수수료 자료에서 가져왔고, "
         "2025-10-31 기준이에요.", ["2025-10-31"]),
        # the faithful twins: the fee data's own date, the rules data's own date
        ("The wardrobe (비키니 옷장) is 2,000 won. The fee figure comes from the national "
         "bulk-waste fee standard data, dated 2025-03-28.", []),
        ("Contact 청소자원과 at 063-859-5474; this is taken from the household waste "
         "disposal info, dated 2025-10-31.", []),
    ],
)  # fmt: skip
def test_a_dated_sentence_of_where_a_figure_comes_from_is_a_source_line(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(FEES, RULES)) == wrong


PLASTICS = {"region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 4,
            "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
                      plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520)],
            "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
            "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료입니다.",
            "as_of": "2025-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("플라스틱은 전국 평균으로 PP(압축) 180원/kg, PE(압축) 450원/kg 정도예요.", ["450원/kg"]),
        ("Plastics, national average: PE(압축): 450 won/kg, PP(플레이크): 520 won/kg.",
         ["450 won/kg"]),
        ("- PE(플레이크)는 150원/kg\n- PP(압축)은 180원/kg", ["150원/kg"]),
        # the faithful twins and a bare name whose qualifier the words around it give
        ("플라스틱은 전국 평균으로 PP(압축) 180원/kg, PE(압축) 150원/kg 정도예요.", []),
        ("PE(플레이크) 450원/kg, PP(플레이크) 520원/kg이에요.", []),
        ("압축은 PE 150원, PP 180원이고, 플레이크로 가공하면 PE 450원, PP 520원이에요.", []),
    ],
)  # fmt: skip
def test_a_price_after_a_rows_full_name_is_that_rows(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLASTICS)) == wrong


ZONES = {"district": "횡성군", "full_name": "강원특별자치도 횡성군", "source": "waste-rules",
         "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-06-14",
         "application_methods": ["해당 수거업체(I구역:금호환경, Ⅱ구역:현대산업)에 연락 후 배출"],
         "places": ["큰도로변"], "department": "청정환경사업소", "phone": "033-340-5936"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("구역별 업체에 먼저 연락하세요: Zone I is 현대산업 and Zone II is 금호환경.",
         ["Zone I is 현대산업", "Zone II is 금호환경"]),
        ("1. I구역은 현대산업, Ⅱ구역은 금호환경입니다.", ["I구역은 현대산업", "Ⅱ구역은 금호환경"]),
        ("- II구역: 금호환경\n- 문의: 청정환경사업소 033-340-5936", ["II구역: 금호환경"]),
        # the faithful twins
        ("구역별 업체에 먼저 연락하세요: Zone I is 금호환경 and Zone II is 현대산업.", []),
        ("1. Ⅰ구역은 금호환경, II구역은 현대산업입니다. 큰도로변에 내놓으세요.", []),
        ("금호환경이나 현대산업 중 사시는 구역 업체에 연락하세요.", []),
    ],
)  # fmt: skip
def test_a_value_after_another_label_of_a_pair_list_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(ZONES)) == wrong


YONGIN = {"district": "용인시", "full_name": "경기도 용인시", "source": "waste-rules",
          "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-10-17",
          "places": ["처리업체와 상의한 장소"], "department": "자원순환과",
          "phone": "031-6193-2693"}  # fmt: skip
OFFICE = "I run a small office in Suji-gu, Yongin. How do we dispose of our office waste?"


@pytest.mark.parametrize(
    "answer",
    [
        "The rules data covers Yongin [용인시] as a whole (not Suji-gu [수지구] separately).",
        "수지구 자료는 따로 없어서 용인시 전체 기준으로 안내드려요. 문의는 자원순환과 031-6193-2693.",
    ],
)
def test_a_place_the_user_named_in_latin_supports_its_hangul(answer: str) -> None:
    assert flagged(answer, ev(YONGIN, user=OFFICE)) == []


def test_a_place_the_user_did_not_name_stays_unsupported() -> None:
    answer = (
        "The rules data covers Yongin [용인시] as a whole (not Giheung-gu [기흥구] separately)."
    )
    assert flagged(answer, ev(YONGIN, user=OFFICE)) == ["기흥구"]
