"""Round 34 (r34c): place words, ordinary words and counts flagged in faithful answers of prod_dev4.

- ``읍면동 행정복지센터에 문의해 보세요`` names a kind of office (the user's own town office), not one
  place: a word of administrative levels in their order is no place name (:mod:`.places`).
- ``센터(독곡로 28, 약 1.5km)이고, 무색페트병·유색PET`` — the copula glued after a bracket is the ending of
  the name before it, not an item of the enumeration after it (:mod:`.listed`).
- ``가까운 의류수거함 3곳 알려드려요.`` then a blank line and three bullets: the count is the length of
  the answer's own list (:mod:`.bulleted_counts`).
- ``양천구 기준 2km 안에서는 … 한 곳이 나왔고`` is where a search is measured from, not the region of
  the prices (:mod:`.scopes`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import chungju_clothing_bins, eps_prices, ev, flagged

GONGJU = {
    "district": "공주시", "full_name": "충청남도 공주시", "query": "유모차", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 충청남도 공주시 수수료 자료가 없어 '유모차' "
            "수수료를 알려드릴 수 없습니다(자료가 있는 시군구 142곳).",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d0-0072's shape
        "충청남도 공주시 수수료 자료가 없어서 유모차 수수료는 알려드릴 수 없어요. 공주시청이나 "
        "읍면동 행정복지센터에 문의해 보세요.",
        "공주시는 수수료 자료가 없어요. 시청이나 가까운 읍면 사무소에 문의해 보세요.",
        "공주시 자료가 없으니 시군구청이나 읍면동 주민센터에 물어보세요.",
    ],
)
def test_a_word_of_administrative_levels_is_no_place(answer: str) -> None:
    assert flagged(answer, ev(GONGJU)) == []


def test_a_named_office_no_output_gives_stays_flagged() -> None:
    answer = "공주시 자료가 없어요. 공주시청이나 신관동 행정복지센터에 문의해 보세요."
    assert flagged(answer, ev(GONGJU)) == ["신관동"]


_ITEMS = ["무색페트병", "유색PET", "PP", "즉석밥용기", "종이팩(멸균팩포함)", "알루미늄 캔"]
NAMDONG = {
    "query": "재활용센터", "radius_m": 2000, "found": 2,
    "places": [
        {"name": "장수서창동 행정복지센터", "address": "남동구 독곡로 28, 장수서창동 행정복지센터",
         "phone": "032-453-2564", "hours": "월·수·금 14:00~18:00, 그 외 휴무", "items": _ITEMS,
         "distance_m": 1535, "as_of": None},
        {"name": "만수2동 행정복지센터", "address": "남동구 만수서로 46, 만수2동 행정복지센터",
         "phone": "032-453-2564", "hours": "월·수·금 14:00~18:00, 그 외 휴무", "items": _ITEMS,
         "distance_m": 1892, "as_of": None},
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d3-0054's shape
        "제일 가까운 곳은 장수서창동 행정복지센터(독곡로 28, 약 1.5km)이고, 무색페트병·유색PET 다 "
        "받아요.",
        "가장 가까운 곳은 장수서창동 행정복지센터(약 1.5km)인데, 무색페트병·유색PET·PP를 받아요.",
        "The nearest is 장수서창동 행정복지센터 (독곡로 28, about 1.5 km), and it takes 무색페트병 "
        "and 유색PET.",
    ],
)
def test_a_copula_after_a_bracket_is_no_item(answer: str) -> None:
    assert flagged(answer, ev(NAMDONG)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("제일 가까운 곳은 장수서창동 행정복지센터(독곡로 28, 약 1.5km)이고, 무색페트병·유색PET·우유팩 "
         "다 받아요.", "우유팩"),
        ("The nearest is 장수서창동 행정복지센터 (about 1.5 km), and it takes 무색페트병, 유색PET and "
         "batteries.", "batteries"),
    ],
)  # fmt: skip
def test_an_added_item_after_a_bracket_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(NAMDONG))


BINS = chungju_clothing_bins()
_THREE = "- 국원대로 158: 약 290m\n- 연원10길 28-1: 약 300m\n- 연원12길 24: 약 330m"
_FIVE = _THREE + "\n- 연원14길 14: 약 366m\n- 연수서2길 16: 약 379m"


@pytest.mark.parametrize(
    "answer",
    [
        f"가까운 의류수거함 3곳 알려드려요.\n\n{_THREE}",  # g39d1-0042's shape
        f"가까운 세 곳이에요.\n\n{_THREE}\n\n솜이불은 받지 않아요.",
        f"The three nearest:\n\n{_THREE}",
    ],
)
def test_a_count_over_a_list_after_a_blank_line_is_its_length(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        f"근처에 의류수거함이 3곳 있어요.\n\n{_FIVE}",
        f"근처에 의류수거함이 4곳 있어요.\n\n{_THREE}",
    ],
)
def test_a_count_over_a_list_of_another_length_stays_flagged(answer: str) -> None:
    assert flagged(answer, ev(BINS))[:1] in (["3곳"], ["4곳"])


EPS = eps_prices()
_ASKED = "양천구 사는데 스티로폼 팔 수 있어요? 근처 재활용센터도 알려주세요."
GURO = {
    "query": "recycling_center", "radius_m": 2000, "found": 1,
    "places": [{"name": "구로구 재활용센터", "address": "서울특별시 구로구 새말로48",
                "phone": "02-858-8272", "hours": "평일 09:30~18:30", "items": ["가전제품", "가구"],
                "distance_m": 1959, "as_of": "2025-08-14"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-08-14",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d3-0021's shape
        "전국 평균으로 보면 EPS(압축 스티로폼)는 kg당 200원이에요. 양천구 기준 2km 안에서는 구로구 "
        "재활용센터(서울 구로구 새말로48, 약 2km) 한 곳이 나왔어요.",
        "EPS는 kg당 200원이에요. 양천구 기준으로 가장 가까운 재활용센터는 구로구 재활용센터예요.",
        "EPS는 kg당 200원이에요. 양천구 기준 반경 2km 안에는 구로구 재활용센터가 있어요.",
    ],
)
def test_a_search_origin_is_not_the_prices_region(answer: str) -> None:
    assert flagged(answer, ev(EPS, GURO, user=_ASKED)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("양천구 기준 EPS(압축 스티로폼)는 kg당 200원이에요.", "양천구 기준"),
        ("EPS는 kg당 200원이에요. 양천구 기준 시세예요.", "양천구 기준 시세"),
    ],
)
def test_a_region_given_the_nationwide_price_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(EPS, GURO, user=_ASKED)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "가까운 의류수거함은 국원대로 158, 연원10길 28-1, 연원12길 24예요.",
        "가까운 의류수거함은 국원대로 158(약 290m)과 연원10길 28-1(약 300m)이에요.",
        "The nearest bins are 국원대로 158 (about 290 m) and 연원10길 28-1 (about 300 m).",
    ],
)
def test_a_row_named_by_its_address_before_a_gloss_is_its_own_subject(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


def test_an_address_bracketed_after_another_row_stays_misbound() -> None:
    answer = "가까운 의류수거함은 국원대로 158(연원10길 28-1)이에요."
    assert flagged(answer, ev(BINS)) == ["연원10길 28-1"]


@pytest.mark.parametrize(
    "answer",
    [
        "가까운 의류수거함 3곳이에요: 국원대로 158(약 290m), 연원10길 28-1(약 300m), 연원12길 24(약 "
        "330m).",
        "가까운 수거함은 세 곳이에요: 국원대로 158(290m), 연원10길 28-1(300m), 연원12길 24(330m).",
    ],
)
def test_a_count_over_a_colon_list_of_bracketed_items_is_its_length(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("가까운 의류수거함 4곳이에요: 국원대로 158(약 290m), 연원10길 28-1(약 300m), 연원12길 24(약 "
         "330m).", "4곳"),
        ("근처에 의류수거함이 2곳 있어요: 국원대로 158(약 290m), 연원10길 28-1(약 300m), 연원12길 "
         "24(약 330m).", "2곳"),
    ],
)  # fmt: skip
def test_a_count_over_a_colon_list_of_another_length_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(BINS)) == [span]
