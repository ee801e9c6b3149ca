"""Round 22 (r22e): a thing an answer names as a fact of the turn must be named by an output and be
given to the holder whose record names it.

- a named public facility (an area's name joined to a facility word: ``장안구청``, ``Paldal-gu
  Office``) stated as where a bin is, a landmark or where to bring a thing, that no output nor the
  user names, is flagged (``guardrails.grounding.facilities``); a generic facility word, advice, a
  facility the outputs name (or name by the bare word over the same area) and a facility named as
  the owner of a web page or department pass;
- a good a site is said to take is read by one module (``guardrails.grounding.taken``): a list line
  headed by a site's name, a relative clause before a site's name (``…까지 받는 X센터``), a place
  ``…에서``/``여기서 받아요`` and an ``accept`` key are read there now.

The sentences are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

import pytest

from guardrails.grounding.facilities import facility_claims
from tests.guardrails.grounding_helpers import ev, flagged

BINS = {
    "address_keyword": "수원시 장안구", "item_type": "battery", "place_name": "장안구",
    "kind_name": "폐건전지", "source": "lamp-battery-bins", "district_has_data": True,
    "source_label": "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터",
    "points": [
        {"name": "파장동행정복지센터", "address": "경기도 수원시 장안구 파장로 10", "detail": "1층",
         "district": "장안구", "phone": "031-228-5000", "items": [], "distance_m": 420},
        {"name": "정자1동행정복지센터", "address": "경기도 수원시 장안구 정자로 20", "detail": "1층",
         "district": "장안구", "phone": "031-228-5100", "items": [], "distance_m": 910},
    ],
    "found": 2, "as_of": "2026-02-01",
}  # fmt: skip
FEES = {
    "district": "장안구", "method": "구청 홈페이지에서 신고 후 스티커를 붙여 배출",
    "department": "청소행정과", "phone": "031-228-5600", "source_label": "생활쓰레기배출정보",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a named facility no output names: a bin there, a landmark, where to bring it
        ("가까운 곳은 파장동행정복지센터(420m)예요. 장안구청 1층 로비에도 수거함이 있어요.", ["장안구청"]),
        ("파장동행정복지센터(420m, 장안구보건소 맞은편)에 수거함이 있어요.", ["장안구보건소"]),
        ("The nearest bin is at 파장동행정복지센터 (420 m); there is one more at the "
         "Jangan-gu Public Health Center.", ["Jangan-gu Public Health Center"]),
        ("조원1동 주민센터에도 수거함이 하나 더 있어요.", ["조원1동"]),  # (read as a place first)
        # named by the outputs (a 주민센터 is a 행정복지센터), generic, or advice
        ("파장동 주민센터(420m) 1층에 수거함이 있어요.", []),
        ("파장동행정복지센터 1층에 있어요. 가까운 주민센터나 구청에도 수거함이 있는 경우가 많아요.", []),
        ("장안구청에 한번 문의해 보세요.", []),
        ("The nearest bin is at Pajang-dong Community Center, 420 m away.", []),
        ("You can also ask the district office about other bins.", []),
        # not asserted: negated, asked
        ("장안구청에는 수거함이 없어요.", []),
    ],
)  # fmt: skip
def test_a_named_facility_no_output_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the district's own office over an output that names 구청 and the district
        ("장안구청 홈페이지에서 신고하고 스티커를 붙여 내놓으면 돼요.", []),
        ("장안구청에 신고한 뒤 스티커를 붙여 내놓으시면 됩니다.", []),
        # another district's office is named by nothing
        ("권선구청 민원실 앞에도 수거함이 있어요.", ["권선구청"]),
    ],
)
def test_a_district_office_over_a_how_to(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES)) == wrong


def test_the_user_names_the_facility() -> None:
    answer = "영통구청 1층 민원실 수거함은 자료에 없지만 파장동행정복지센터에 있어요."
    assert [c.text for c in facility_claims(answer, (str(BINS).replace("'", '"'),))] == []


def _place(name: str, items: list[str], m: int, key: str = "items") -> dict[str, object]:
    return {"name": name, "address": "경기도 안산시 단원구 원포공원1로 10", "phone": "031-481-2000",
            "hours": "평일 09:00~18:00", key: items, "distance_m": m}  # fmt: skip


def _search(*places: dict[str, object]) -> dict[str, object]:
    return {"query": "재활용센터", "radius_m": 5000, "found": len(places), "places": list(places),
            "source": "recycling-centers", "source_label": "공공데이터포털 전국재활용센터표준데이터"}  # fmt: skip


CENTRES = _search(
    _place("와동재활용센터", ["생활 재활용품 선별", "스티로폼"], 2100),
    _place("선부동재활용센터", ["가구", "매트리스", "식당비품"], 3300),
    _place("고잔 재활용 센터", ["가전"], 4100),
)
YARDS = _search(
    _place("초지자원", ["폐지", "고철"], 300, key="accept"),
    _place("원곡비철", ["구리", "전선"], 800, key="accept"),
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the site a relative clause modifies, a list line's head, "여기서 받아요"
        ("스티로폼은 와동재활용센터가 받고, 매트리스까지 받는 선부동재활용센터는 조금 멀어요.", []),
        ("스티로폼은 선부동재활용센터가 받고, 매트리스까지 받는 와동재활용센터는 조금 멀어요.", ["스티로폼", "매트리스"]),
        ("- 와동재활용센터: 약 2.1km — 가구, 매트리스\n- 선부동재활용센터: 약 3.3km — 재활용품", ["가구", "매트리스", "재활용품"]),
        ("- 선부동재활용센터: 약 3.3km — 가구, 매트리스, 식당비품", []),
        ("고잔 재활용 센터가 가장 멀어요. 냉장고 같은 큰 가전은 여기서 받아 줘요.", []),
        ("고잔 재활용 센터가 가장 멀어요. 식당비품도 여기서 받아 줘요.", ["식당비품"]),
        ("Gojan Recycling Center is the one that lists restaurant supplies.", ["restaurant supplies"]),
        # an "accept" key, a good's letters no hedge (전자레인지 holds 인지)
        ("초지자원(300m)에서 구리랑 전선도 받아요.", ["전선"]),  # (고철 holds 구리)
        ("고잔 재활용 센터는 전자레인지도 받아요.", []),
        ("와동재활용센터는 전자레인지도 받아요.", ["전자레인지"]),
    ],
)  # fmt: skip
def test_goods_read_in_one_home(answer: str, wrong: list[str]) -> None:
    assert (
        flagged(answer, ev(CENTRES if "센터" in answer or "Center" in answer else YARDS)) == wrong
    )


PRICES = {
    "region": "capital", "region_name": "수도권", "survey_date": "2025-06", "unit": "원/kg",
    "items": [
        {"item_name": "신문지", "form": "압축", "price_per_kg": 110, "price_text": "110원/kg"},
        {"item_name": "골판지", "form": "압축", "price_per_kg": 75, "price_text": "75원/kg"},
        {"item_name": "PET", "form": "압축", "price_per_kg": 330, "price_text": "330원/kg"},
        {"item_name": "철캔", "form": "압축", "price_per_kg": 240, "price_text": "240원/kg"},
    ],
    "source_label": "한국환경공단 재활용가능자원 가격조사",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a member of a list of the outputs' items that no output lists, with or without a price
        ("수도권 시세는 신문지 110원/kg, 골판지 75원/kg, 잡지 75원/kg이에요.", ["잡지"]),
        ("조사된 품목은 신문지, 골판지, 철캔, 폐타이어예요.", ["폐타이어"]),
        # every member theirs (PET as 페트), or a list of the answer's own
        ("수도권 시세는 신문지 110원/kg, 골판지 75원/kg, 무색 페트 330원/kg이에요.", []),
        ("신문지, 골판지, PET, 철캔이 조사돼 있어요.", []),
        ("종이류, 캔류, 유리병은 분리해서 내놓으세요.", []),
    ],
)
def test_a_member_no_output_lists(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PRICES)) == wrong
