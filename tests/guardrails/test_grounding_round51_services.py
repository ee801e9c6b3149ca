"""Round 51 (r51a): invented services, places, goods and prices that passed on prod_holdout43/44.

- Another district of the city said to be covered, in English after a contrast (``There's no
  data for Ulju-gun, but within Ulsan the data does cover Nam-gu``), a 구 several cities have
  (:mod:`.covered_districts`; g61h0-0010).
- A buying price given to a listed site whose record has no price (``캔도 1kg에 1,200원씩 매입``)
  (:mod:`.site_prices`; g61h1-0068).
- A bin put at a named facility as the subject (``the Gangseo-gu Public Health Center has a
  collection box``), its doubt read in its own clause after a contrast (:mod:`.placed_bins`;
  g62h0-0042).
- ``빈 병`` spaced is a glass bottle (:mod:`.kinds`, read by :mod:`.taken`; g62h1-0087).
- A scope's average (``national averages``, ``전국 평균``) is no mean worked out over the answer's
  values (:mod:`.arithmetic`; g62h2-0008).
- A quoted shop put in an area by ``…리에 있는`` after an empty search (:mod:`.unfound_quoted`;
  g62h2-0040).
- A price given to a material no row of the survey names (``HDPE는 kg당 200원``)
  (:mod:`.unrowed_materials`; g62h2-0073).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import (
    ev,
    flagged,
    glass_prices,
    national_prices,
    paper_prices,
    plastic_row,
)

# --- another district of the city said to be covered -------------------------------------------

_MEDICINE_GUIDE = [{"item_type": "medicine", "name": "폐의약품",
                    "how": "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다.",
                    "where": ["약국·보건소의 폐의약품 수거함",
                              "일부 지자체의 우체통(폐의약품 전용 봉투) 또는 행정복지센터 수거함"]}]  # fmt: skip


def _no_bins(note: str, **extra: object) -> dict[str, object]:
    return {"item_type": "medicine", "kind_name": "폐의약품", "districts_with_data": 91,
            "source": "medicine-bins", "guidance": _MEDICINE_GUIDE, "district_has_data": False,
            "points": [], "found": 0, "as_of": None,
            "citation": "출처: 공공데이터포털 전국폐의약품수거함표준데이터, 데이터기준일자 2026-03-06",
            "note": note} | extra  # fmt: skip


_ULJU = ev(
    _no_bins(
        "울산광역시 울주군의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 91곳입니다. "
        "울산광역시에서는 울산 동구에 자료가 있습니다.",
        address_keyword="울산 울주군",
        place_name="울주군",
    ),
    user="where can i drop off old medicine in Ulju-gun??",
)


def test_covered_district_after_contrast_case_shape() -> None:
    answer = (
        "There's no bin location data for Ulju-gun, but within Ulsan the data does cover Nam-gu, "
        "so you could look there. Otherwise, take the pills to a pharmacy."
    )
    assert flagged(answer, _ULJU) == ["Nam-gu"]


def test_covered_district_other_wording() -> None:
    answer = "Ulju-gun isn't in the data; however, the dataset covers Jung-gu in Ulsan."
    assert flagged(answer, _ULJU) == ["Jung-gu"]


def test_covered_district_faithful_neighbours() -> None:
    assert (
        flagged(
            "There's no bin location data for Ulju-gun, but within Ulsan the data does cover "
            "Dong-gu, so you could look there.",
            _ULJU,
        )
        == []
    )
    assert flagged("The data does not cover Nam-gu or Ulju-gun.", _ULJU) == []


# --- a buying price given to a listed site ----------------------------------------------------

_CANS = national_prices("metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)], query="캔")
_SANGJU = {"query": "recycling_center", "radius_m": 2000, "found": 1,
           "places": [{"name": "상주시 재활용품선별장", "address": "경상북도 상주시 영남제일로 1408-51",
                       "phone": None, "hours": "평일 09:00~16:00",
                       "items": ["가정용 스티로폼", "플라스틱", "PET", "파병", "고철"],
                       "distance_m": 17757, "as_of": "2025-06-20"}],
           "source": "recycling-centers,keco-sites", "as_of": "2025-06-20"}  # fmt: skip
_CAN_SITE = ev(_CANS, _SANGJU, user="캔 시세 좀 알려주시고, 근처 재활용센터도 알려주세요.")


def test_site_buying_price_case_shape() -> None:
    answer = (
        "- 알루미늄캔: 1,200원/kg · 압축\n"
        "- 상주시 재활용품선별장: 약 17.8km · 평일 09:00~16:00 · 고철 · 캔도 1kg에 1,200원씩 매입\n"
    )
    assert flagged(answer, _CAN_SITE) == ["1,200원씩 매입"]


def test_site_buying_price_other_wording_language_values() -> None:
    assert flagged("상주시 재활용품선별장에서는 철캔을 180원씩 쳐 줘요.", _CAN_SITE) == [
        "180원씩 쳐 줘"
    ]
    assert flagged(
        "상주시 재활용품선별장 (Sangju) also buys aluminium cans at 1,200 won/kg.", _CAN_SITE
    ) == ["buys aluminium cans at 1,200 won"]


def test_site_buying_price_faithful_neighbours() -> None:
    assert (
        flagged(
            "알루미늄캔 시세는 1,200원/kg이에요. 상주시 재활용품선별장은 고철을 받아요.", _CAN_SITE
        )
        == []
    )
    assert (
        flagged(
            "상주시 재활용품선별장이 캔을 얼마에 매입하는지는 전화로 확인해 보세요. "
            "전국 평균은 1,200원/kg이에요.",
            _CAN_SITE,
        )
        == []
    )


# --- a bin at a named facility, as the subject -------------------------------------------------

_GANGSEO = ev(
    _no_bins(
        "서울특별시 강서구의 폐의약품 장소 자료는 없습니다. 서울특별시에서는 관악구, 구로구에 자료가 있습니다."
    ),
    user="where can I drop old medicine in Gangseo-gu?",
)


def test_facility_bin_as_subject_case_shape() -> None:
    answer = (
        "Gangseo-gu has no bin locations in the dataset, but the Gangseo-gu Public Health Center "
        "has a collection box near the main entrance."
    )
    assert flagged(answer, _GANGSEO) == ["Gangseo-gu Public Health Center has a collection box"]


def test_facility_bin_other_wording_and_language() -> None:
    assert flagged("The Mapo-gu Health Centre has a medicine box by the desk.", _GANGSEO) == [
        "Mapo-gu Health Centre has a medicine box"
    ]
    assert flagged(
        "강서구는 자료에 수거함 위치가 없지만, 강서구 보건소 정문 앞에 수거함이 있어요.", _GANGSEO
    ) == ["강서구 보건소 정문 앞에 수거함이 있"]


def test_facility_bin_faithful_neighbours() -> None:
    for answer in (
        "Gangseo-gu has no bin locations in the dataset, but the public health center usually "
        "has a collection box.",
        "Gangseo-gu has no bin locations in the dataset; the Gangseo-gu Public Health Center may "
        "have a collection box, so call ahead.",
        "강서구 자료는 없지만, 가까운 보건소에 수거함이 있어요.",
        "강서구 보건소에 수거함이 있는지는 확인이 안 돼요.",
    ):
        assert flagged(answer, _GANGSEO) == [], answer


# --- 빈 병 spaced ------------------------------------------------------------------------------

_CENTRES = {"query": "recycling_center", "radius_m": 2000, "found": 2,
            "places": [{"name": "강서재활용센터", "address": "서울특별시 강서구 곰달래로52길 26",
                        "phone": "02-2602-0505", "hours": "평일 09:00~19:00",
                        "items": ["가전", "가구", "사무용품 등"], "distance_m": 2056},
                       {"name": "소각제로가게 마포중앙도서관점", "address": "서울 마포구 성산로 128",
                        "phone": "02-3153-9245", "hours": "월~금 12:00~18:00",
                        "items": ["투명페트병", "알루미늄 캔", "소주병", "맥주병"],
                        "distance_m": 5305}],
            "source": "recycling-centers,keco-sites"}  # fmt: skip
_BOTTLES = ev(glass_prices(), _CENTRES, user="빈 병 갖다줄 데 있어요?")


def test_spaced_empty_bottles_case_shape() -> None:
    answer = "- 강서재활용센터: 약 2.1km · 평일 09:00~19:00 · 02-2602-0505 · 빈 병도 받아요"
    assert flagged(answer, _BOTTLES) == ["빈 병"]


def test_spaced_empty_bottles_faithful_neighbour() -> None:
    answer = "- 소각제로가게 마포중앙도서관점: 약 5.3km · 월~금 12:00~18:00 · 빈 병도 받아요"
    assert flagged(answer, _BOTTLES) == []


# --- a scope's average is no worked mean ------------------------------------------------------

_PAPER = ev(paper_prices(), user="What do newspaper and cardboard go for per kg in Gwangju?")


def test_national_average_is_no_mean_case_shape() -> None:
    answer = (
        "These are national averages from January 2025: newspaper 120 won/kg, cardboard 80 won/kg, "
        "and mixed office paper 100 won/kg."
    )
    assert flagged(answer, _PAPER) == ["100 won/kg"]


def test_national_average_is_no_mean_korean() -> None:
    answer = "전국 평균 시세로 신문지 120원/kg, 골판지 80원/kg, 잡지 100원/kg이에요."
    assert flagged(answer, _PAPER) != []  # (잡지, a member no output lists, covers the price)


def test_worked_mean_still_passes() -> None:
    assert (
        flagged(
            "National averages: newspaper 120 won/kg and cardboard 80 won/kg, so on average "
            "100 won/kg.",
            _PAPER,
        )
        == []
    )
    assert flagged("신문지 120원/kg, 골판지 80원/kg이라 평균 100원/kg이에요.", _PAPER) == []


# --- a quoted shop put in an area after an empty search ---------------------------------------

_NOTHING = ev(
    {"query": "중고", "radius_m": 1000, "places": [], "found": 0,
     "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다.", "source": "none"},
    user="단양 근처 중고 매입하는 데 있나요?",
)  # fmt: skip


def test_quoted_shop_in_area_case_shape() -> None:
    answer = (
        "단양군 근처 중고 매장 정보는 오프라인 데이터에 없어서 검색이 안 됐어요. 대신 단양읍 도전리에 "
        "있는 '단양중고가구'가 가구 매입을 한다고 알려져 있으니 한번 연락해 보세요."
    )
    assert flagged(answer, _NOTHING) == ["단양중고가구"]


def test_quoted_shop_in_area_other_wording() -> None:
    assert flagged("대신 도전리에 위치한 '소백중고상점'에서 가구를 사 준다고 해요.", _NOTHING) == [
        "소백중고상점"
    ]
    assert flagged("단양읍의 '중고나라'에서 팔아 보세요.", _NOTHING) == ["중고나라"]


def test_quoted_search_word_passes() -> None:
    assert flagged("단양읍에 있는 '중고' 매장을 카카오맵에서 검색해 보세요.", _NOTHING) == []
    assert (
        flagged(
            "단양읍에 있는 '단양중고가구' 같은 곳이 있는지 지도 앱에서 검색해 보세요.", _NOTHING
        )
        == []
    )


# --- a price given to a material no row names -------------------------------------------------

_PLASTICS = ev(
    {"region": "nationwide", "region_name": "전국", "query": "플라스틱",
     "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
               plastic_row("PET", "압축", 350), plastic_row("EPS", "압축(스티로폼)", 200)],
     "survey_date": "2025-01", "unit": "원/kg", "as_of": "2025-01"},
    user="플라스틱 종류별 시세 알려주세요. 우유병 같은 HDPE도요.",
)  # fmt: skip


def test_unrowed_material_case_shape() -> None:
    answer = "PE 압축 150원, EPS 200원이에요(모두 kg당). 우유병 같은 HDPE는 kg당 200원이에요."
    assert flagged(answer, _PLASTICS) == ["HDPE는 kg당 200원"]


def test_unrowed_material_other_wording_language_values() -> None:
    assert flagged("LDPE도 kg당 150원이에요.", _PLASTICS) == ["LDPE도 kg당 150원"]
    assert flagged("HDPE (milk jugs) is about 180 won/kg.", _PLASTICS) == [
        "HDPE (milk jugs) is about 180 won"
    ]


def test_unrowed_material_faithful_neighbours() -> None:
    for answer in (
        "PE 압축은 150원, PP 압축은 180원, EPS는 200원이에요.",
        "PE(압축) is 150 won/kg and styrofoam (EPS) is 200 won/kg.",
        "HDPE는 자료에 없어요. PE(압축)는 kg당 150원이에요.",
        "HDPE는 따로 없으니 PE(압축) 150원을 기준으로 보세요.",
    ):
        assert flagged(answer, _PLASTICS) == [], answer
