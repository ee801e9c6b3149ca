"""Round 29: faithful answers the older production corpora flagged (false alarms).

- A number glued to a Latin word before it is part of a name, not a count of points
  (``re100 points``: the re100 collection points; prod_holdout7 g21h0-0044).
- A thing taken whole (``통째로``, ``박스째로``) is no road name, and a number counted in pieces
  (``1쪽``, ``2짝``, ``3벌``) is no building number (prod_holdout7 g21h1-0040).
- A seat count a fee row writes without 용 (``독서실 책상 2인``) supports the answer's ``2인용`` /
  ``2-seater`` (:mod:`guardrails.grounding.seat_counts`; prod_holdout7 g21h0-0019).
- A dealer named after an empty place search is invented even when a later clause hedges its
  details (``…, but please call ahead since I can't confirm its details``;
  :mod:`guardrails.grounding.unfound_names`, prod_holdout5 g19h3-0016).
- A 시/군/구 the user named in Latin letters (``Naju``) and the answer glosses in Hangul (``나주시``)
  is the user's place (:mod:`guardrails.grounding.latin_user_places`; prod_holdout6 g20h3-0025).
- A count that ends its line heads the bulleted list right under it (``가까운 세 곳입니다.`` and
  three lines; :mod:`guardrails.grounding.bulleted_counts`, prod_holdout6 g20h1-0066).
- A place named with an exception word (``이마트 연수점을 뺀``, ``except E-mart Yeonsu``) is the one
  a clause's good is not taken at (:mod:`guardrails.grounding.excepted_places`; prod_holdout8
  g22h3-0067).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

RE100 = {"query": "recycling_center", "radius_m": 5000, "found": 1,
         "places": [{"name": "성남시청re100", "address": "중원구 성남대로 997", "phone": "031-729-3203",
                     "hours": "월~금 09:00~12:00", "items": ["무색페트병", "PET", "PP", "비닐", "알루미늄 캔"],
                     "distance_m": 1015}],
         "source": "recycling-centers,keco-sites", "as_of": "2025-08-29"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "The nearest re100 points take PET, PP, vinyl and cans (Seongnam City Hall re100, about 1.0 km).",
        "Two re100 points are close by; the Seongnam City Hall one is about 1.0 km away.",
    ],
)
def test_a_number_inside_a_name_is_no_points(answer: str) -> None:
    assert flagged(answer, ev(RE100)) == []


def test_points_stated_over_outputs_without_points_stay_flagged() -> None:
    answer = "Seongnam City Hall re100 gives 100 points per PET bottle."
    assert flagged(answer, ev(RE100)) == ["100 points"]


WARDROBE = {"district": "용인시", "full_name": "경기도 용인시", "query": "장롱", "item_count": 3,
            "items": [{"item_name": "장롱 (가로 120센티미터 미만 1쪽)", "name": "장롱",
                       "spec": "가로 120센티미터 미만 1쪽", "category": "가구류", "fee": 12000,
                       "fee_text": "12,000원", "is_free": False},
                      {"item_name": "장롱 (문짝(개당))", "name": "장롱", "spec": "문짝(개당)",
                       "category": "가구류", "fee": 3000, "fee_text": "3,000원", "is_free": False},
                      {"item_name": "장롱 (반쪽(모든 규격))", "name": "장롱", "spec": "반쪽(모든 규격)",
                       "category": "가구류", "fee": 8000, "fee_text": "8,000원", "is_free": False}],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "문짝은 개당 3,000원이에요. 장롱을 통째로 1쪽(120cm 미만)으로 내면 12,000원이에요.",
        "해체하지 않고 통째로 2쪽을 내시면 1쪽마다 12,000원씩이에요.",
        "문짝을 묶음째로 내도 개당 3,000원이고, 반쪽은 8,000원이에요.",
    ],
)
def test_a_whole_thing_counted_in_pieces_is_no_address(answer: str) -> None:
    assert flagged(answer, ev(WARDROBE)) == []


def test_a_road_and_building_number_not_in_outputs_stay_flagged() -> None:
    answer = "장롱은 처인구 금령로 12 대형폐기물 센터에 가져가면 12,000원이에요."
    assert flagged(answer, ev(WARDROBE)) != []


DESKS = {"district": "용인시", "full_name": "경기도 용인시", "query": "책상", "item_count": 2,
         "items": [{"item_name": "책상 (독서실 책상 1인)", "name": "책상", "spec": "독서실 책상 1인",
                    "category": "가구류", "fee": 4000, "fee_text": "4,000원", "is_free": False},
                   {"item_name": "책상 (독서실 책상 2인)", "name": "책상", "spec": "독서실 책상 2인",
                    "category": "가구류", "fee": 7000, "fee_text": "7,000원", "is_free": False}],
         "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "독서실 책상 1인은 4,000원이에요. 참고로 2인용은 개당 7,000원이에요.",
        "A 2-seater study desk is 7,000 won in Yongin-si; a 1-seater is 4,000 won.",
    ],
)
def test_a_bare_seat_count_supports_its_인용(answer: str) -> None:
    assert flagged(answer, ev(DESKS, user="독서실 책상 버리려고요")) == []


def test_a_seat_count_no_row_writes_stays_flagged() -> None:
    answer = "독서실 책상 1인은 4,000원, 3인용은 7,000원이에요."
    assert flagged(answer, ev(DESKS, user="독서실 책상 버리려고요")) == ["3인용"]


NO_DEALERS = {"query": "고물상", "radius_m": 5000, "places": [], "found": 0,
              "note": "'고물상' 장소 정보는 오프라인 데이터에 없습니다.", "source": "none"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "name"),
    [
        (
            "I have no listings here. The nearest one I know is Daeseong Geumsok (대성금속) near the "
            "station, but please call first since I can't confirm its hours.",
            "대성금속",
        ),
        ("근처에 중앙자원이 있는데, 영업 여부는 확인 못 했어요.", "중앙자원"),
    ],
)
def test_a_later_hedge_does_not_take_back_the_dealer(answer: str, name: str) -> None:
    assert flagged(answer, ev(NO_DEALERS, user="고물상 어디 있어요?")) == [name]


@pytest.mark.parametrize(
    "answer",
    [
        "I couldn't find 대성금속 or any other dealer in the data, so please search a map app.",
        "대성금속 같은 고물상은 자료에 없어서 확인하지 못했어요.",
    ],
)
def test_a_dealer_named_in_a_negated_clause_stays_unflagged(answer: str) -> None:
    assert flagged(answer, ev(NO_DEALERS, user="고물상 어디 있어요?")) == []


FAR_CENTRES = {"query": "재활용센터", "radius_m": 2000, "found": 1,
               "places": [{"name": "재활용선별장", "address": "광주광역시 서구 서창둑길 166(세하동)",
                           "phone": "062-601-6024", "hours": "평일 08:30~17:30", "items": [],
                           "distance_m": 15901}],
               "source": "recycling-centers,keco-sites",
               "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("user", "answer"),
    [
        (
            "Is there a recycling centre in Naju?",
            "Nothing within 2 km of central Naju (나주시); the nearest is the sorting site at "
            "서창둑길 166, about 15.9 km away.",
        ),
        (
            "Any recycling center near Naju-si?",
            "나주시 안에는 없고, 가장 가까운 곳은 약 15.9km 떨어진 재활용선별장이에요.",
        ),
    ],
)
def test_a_place_the_user_named_in_latin_letters_is_theirs(user: str, answer: str) -> None:
    assert flagged(answer, ev(FAR_CENTRES, user=user)) == []


@pytest.mark.parametrize(
    "user",
    ["Is there a recycling centre near me?", "Is there a recycling centre in Najuville?"],
)
def test_a_place_the_user_never_named_stays_flagged(user: str) -> None:
    answer = "Nothing within 2 km of central Naju (나주시); the nearest is about 15.9 km away."
    assert flagged(answer, ev(FAR_CENTRES, user=user)) == ["나주시"]


def _bin(name: str, address: str, metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": "1층(실내)", "district": "연제구",
            "phone": "051-665-5791", "items": [], "distance_m": metres}  # fmt: skip


BINS = {"item_type": "medicine", "kind_name": "폐의약품", "district_has_data": False,
        "points": [_bin("연산1동행정복지센터", "부산광역시 연제구 연동로8번길 66", 1385),
                   _bin("거제1동행정복지센터", "부산광역시 연제구 법원북로 88", 1450),
                   _bin("거제국민체육센터", "부산광역시 연제구 법원남로9번길 17", 1730),
                   _bin("연산4동행정복지센터", "부산광역시 연제구 쌍미천로151번길 42", 1735)],
        "found": 4, "source": "medicine-bins", "as_of": "2025-07-28"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "가까운 세 곳입니다.\n- 연산1동행정복지센터: 연동로8번길 66, 1층(실내), 약 1.4km\n"
        "- 거제1동행정복지센터: 법원북로 88, 1층(실내), 약 1.5km\n"
        "- 거제국민체육센터: 법원남로9번길 17, 1층(실내), 약 1.7km",
        "가장 가까운 두 곳이에요.\n1. 연산1동행정복지센터: 연동로8번길 66, 1층(실내), 약 1.4km\n"
        "2. 거제1동행정복지센터: 법원북로 88, 1층(실내), 약 1.5km",
    ],
)
def test_a_count_heading_its_bullets_is_their_number(answer: str) -> None:
    assert flagged(answer, ev(BINS, user="부산 동래구 약 버리는 곳")) == []


def test_a_count_over_a_list_of_another_length_stays_flagged() -> None:
    answer = "가까운 세 곳입니다.\n- 연산1동행정복지센터: 약 1.4km\n- 거제1동행정복지센터: 약 1.5km"
    assert flagged(answer, ev(BINS, user="부산 동래구 약 버리는 곳")) == ["세 곳"]


def _site(name: str, address: str, items: list[str], metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": "032-749-6466", "hours": "화~금 09:00~18:00",
            "items": items, "distance_m": metres}  # fmt: skip


CANS = ["무색페트병", "알루미늄 캔", "철 캔", "종이팩"]
SITES = {"query": "recycling_center", "radius_m": 5000, "found": 3,
         "places": [_site("동춘3동 행정복지센터", "연수구 원인재로 110", [*CANS, "폐건전지"], 242),
                    _site("이마트 연수점", "연수구 경원대로 184", CANS, 321),
                    _site("연수2동 행정복지센터", "연수구 원인재로 158", [*CANS, "폐건전지"], 523)],
         "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "폐건전지는 이마트 연수점을 뺀 행정복지센터 2곳에서 받고, 동춘3동 행정복지센터가 제일 가까워요.",
        "폐건전지는 이마트 연수점을 제외하고 행정복지센터 2곳에서 받고, 동춘3동 행정복지센터가 제일 가까워요.",
    ],
)
def test_a_place_left_out_is_not_the_goods_holder(answer: str) -> None:
    assert flagged(answer, ev(SITES, user="폐건전지 받는 곳")) == []


def test_a_place_said_to_take_a_good_it_does_not_list_stays_flagged() -> None:
    answer = "폐건전지는 이마트 연수점에서 받고, 동춘3동 행정복지센터는 242m 거리예요."
    assert flagged(answer, ev(SITES, user="폐건전지 받는 곳")) == ["건전지"]
