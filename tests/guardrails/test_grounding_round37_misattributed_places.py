"""Round 37 (r37f, prod_holdout25/26's misattributions that passed): a place's distance, goods,
address or days given to another.

Each reading binds a value to the place its words give it where the check had lost that place:

* a list line's label of distance before its value (``2. Distance: about 2km``, ``- 거리: 약 2km``)
  says the value is the place's distance, across the colon that ends the clause: a search's radius
  there, no place lying that far, is the radius given as a distance
  (:mod:`guardrails.grounding.radius_distance`; g43h3-0047);
* goods put in or brought to a place named right before ``에`` (``형광등은 더 가까운
  동해시보건소에 같이 넣으셔도 돼요``) are goods that place takes, held against that place's own
  record — a medicine point given the lamp bin's 형광등 is misattributed
  (:mod:`guardrails.grounding.put_places`, :mod:`guardrails.grounding.taken`; g44h1-0081);
* a place's hours may stand, with its distance, between its name and its address on a list line
  (``오정동 …: 약 3.3km · 월 09:30~12:00 · 중리남로 47``): another platform's address there is
  misattributed (:mod:`guardrails.grounding.line_addresses`; g44h1-0093);
* the days an enumeration's heading states before its colon (``Two of the platforms open on
  Mondays 09:30–12:00: A …, and B …``) are each listed place's days: a place whose record keeps
  another day is given another's opening (:mod:`guardrails.grounding.own_records`; g44h3-0042).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

# --- a radius labelled as a place's distance ----------------------------------------------------


def _pet_point(distance_m: int, radius_km: float = 2.0) -> dict[str, object]:
    return {
        "radius_km": radius_km, "item_type": "pet_compensation", "kind_name": "투명 페트병 보상",
        "source": "keco-sites",
        "points": [{"name": "무주남대천휴먼시아아파트", "address": "전북특별자치도 무주군 장터로 26",
                    "district": "무주군", "items": ["투명페트병", "캔"], "distance_m": distance_m}],
        "found": 1,
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "1. Place: 무주남대천휴먼시아아파트 (장터로 26)\n2. Distance: about 2km\n3. 투명페트병 OK.",
        "- 장소: 무주남대천휴먼시아아파트\n- 거리: 약 2km",
        "무주남대천휴먼시아아파트 — distance: 2 km",
    ],
)
def test_a_labelled_distance_that_is_only_the_radius_is_flagged(answer: str) -> None:
    v = check(answer, ev(_pet_point(905)))
    assert not v.grounded
    assert any("search's radius" in (c.why or "") for c in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "1. Place: 무주남대천휴먼시아아파트 (장터로 26)\n2. Distance: about 905m",
        "- 장소: 무주남대천휴먼시아아파트\n- 거리: 약 0.9km",
        "- 검색 반경: 2km\n- 무주남대천휴먼시아아파트: 약 905m",
    ],
)
def test_a_labelled_distance_the_output_gives_passes(answer: str) -> None:
    assert flagged(answer, ev(_pet_point(905))) == []


def test_a_labelled_distance_a_place_lies_at_passes_though_it_is_the_radius() -> None:
    assert flagged("2. Distance: about 2km", ev(_pet_point(1980))) == []


# --- goods put in a named place ------------------------------------------------------------------


def _bins() -> list[dict[str, object]]:
    medicine = {
        "radius_km": 1.0, "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
        "points": [
            {"name": "천곡동행정복지센터", "address": "강원특별자치도 동해시 천곡로 98-1",
             "items": [], "distance_m": 111},
            {"name": "동해시보건소", "address": "강원특별자치도 동해시 천곡로 100-2",
             "items": [], "distance_m": 115},
        ],
        "found": 2,
    }  # fmt: skip
    lamps = {
        "radius_km": 2.0, "item_type": "fluorescent_lamp", "kind_name": "폐형광등",
        "source": "lamp-battery-bins",
        "points": [{"name": "부곡동행정복지센터", "address": "강원특별자치도 동해시 부곡로 21",
                    "items": ["형광램프", "LED조명", "건전지"], "distance_m": 1800}],
        "found": 1,
    }  # fmt: skip
    return [medicine, lamps]


_HEAD = (
    "폐의약품:\n- 천곡동행정복지센터: 약 111m\n- 동해시보건소: 약 115m\n"
    "폐형광등:\n- 부곡동행정복지센터: 약 1.8km\n"
)


@pytest.mark.parametrize(
    "sentence, wrong",
    [
        ("형광등은 더 가까운 동해시보건소에 같이 넣으셔도 돼요.", "형광등"),  # g44h1-0081's shape
        ("건전지도 천곡동행정복지센터에 가져가시면 돼요.", "건전지"),
        ("천곡동행정복지센터에다가 형광등도 버리세요.", "형광등"),
    ],
)
def test_goods_put_in_a_place_whose_record_lacks_them_are_flagged(
    sentence: str, wrong: str
) -> None:
    v = check(_HEAD + sentence, ev(*_bins()))
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not" in (v.unsupported[0].why or "")  # not its own list, not named for it


@pytest.mark.parametrize(
    "sentence",
    [
        "형광등은 조금 멀어도 부곡동행정복지센터에 넣으셔야 해요.",
        "약은 더 가까운 동해시보건소에 같이 넣으셔도 돼요.",
        "건전지도 부곡동행정복지센터에 가져가시면 돼요.",
        "형광등은 깨지지 않게 종량제 봉투에 넣지 말고 부곡동행정복지센터 수거함을 쓰세요.",
    ],
)
def test_goods_put_in_a_place_that_takes_them_pass(sentence: str) -> None:
    assert flagged(_HEAD + sentence, ev(*_bins())) == []


def test_goods_put_in_a_bag_bind_no_place() -> None:
    answer = _HEAD + "깨진 형광등은 신문지에 싸서 봉투에 넣으세요."
    assert not any(c.text == "형광등" for c in check(answer, ev(*_bins())).unsupported)


# --- hours between a place's name and another's address --------------------------------------------


def _platforms() -> dict[str, object]:
    def row(name: str, address: str, day: str, m: int) -> dict[str, object]:
        return {"name": name, "address": address, "phone": "042-608-6362",
                "hours": f"{day} 09:30~12:00, 그 외 휴무", "items": ["블럭류장난감", "PET"],
                "distance_m": m}  # fmt: skip

    return {
        "query": "재활용센터", "radius_m": 1000, "found": 4,
        "places": [
            row("오정동 우리동네 재활용 플랫폼", "없음", "월", 3315),
            row("송촌동 우리동네 재활용 플랫폼", "동대전로 287, 송촌동행정복지센터", "화", 4171),
            row("중리동 우리동네 재활용 플랫폼", "중리남로 47, 중리동행정복지센터", "목", 4233),
            row("비래동 우리동네 재활용 플랫폼", "비래동로 15, 비래동행정복지센터", "월", 4528),
        ],
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer, wrong",
    [
        ("- 오정동 우리동네 재활용 플랫폼: 약 3.3km · 월 09:30~12:00 · 중리남로 47 · 블럭류장난감 받음",
         "중리남로 47"),  # g44h1-0093's shape
        ("- 오정동 우리동네 재활용 플랫폼 (3.3km, 월요일 09:30~12:00) 중리남로 47", "중리남로 47"),
        ("- 오정동 우리동네 재활용 플랫폼: 월 09:30~12:00 · 3.3km · 중리남로 47", "중리남로 47"),
    ],
)  # fmt: skip
def test_another_places_address_after_a_places_hours_is_flagged(answer: str, wrong: str) -> None:
    v = check(answer, ev(_platforms()))
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "another holder" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "- 중리동 우리동네 재활용 플랫폼: 약 4.2km · 목 09:30~12:00 · 중리남로 47",
        "- 중리동 우리동네 재활용 플랫폼 (4.2km, 목요일 09:30~12:00) 중리남로 47",
        "- 중리동 우리동네 재활용 플랫폼: 목 09:30~12:00 · 4.2km · 중리남로 47",
    ],
)
def test_a_places_own_address_after_its_hours_passes(answer: str) -> None:
    assert flagged(answer, ev(_platforms())) == []


# --- an enumeration's heading days given to each item ----------------------------------------------


@pytest.mark.parametrize(
    "answer, wrong",
    [
        (
            "Two of the neighbourhood recycling platforms open on Mondays 09:30–12:00: the "
            "Birae-dong platform (비래동 우리동네 재활용 플랫폼), about 4.5 km away, and the "
            "Jungni-dong platform (중리동 우리동네 재활용 플랫폼), about 4.2 km away.",
            "Jungni-dong",
        ),  # g44h3-0042's shape
        ("월요일에 여는 곳: 오정동 우리동네 재활용 플랫폼, 송촌동 우리동네 재활용 플랫폼",
         "송촌동 우리동네 재활용 플랫폼"),
        ("Open on Tuesdays: 송촌동 우리동네 재활용 플랫폼 and 오정동 우리동네 재활용 플랫폼.",
         "오정동 우리동네 재활용 플랫폼"),
    ],
)  # fmt: skip
def test_a_heading_day_given_to_a_place_kept_on_another_day_is_flagged(
    answer: str, wrong: str
) -> None:
    v = check(answer, ev(_platforms()))
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "heading's days" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "Two of the neighbourhood recycling platforms open on Mondays 09:30–12:00: the "
        "Birae-dong platform (비래동 우리동네 재활용 플랫폼), about 4.5 km away, and the "
        "Ojeong-dong platform (오정동 우리동네 재활용 플랫폼), about 3.3 km away.",
        "월요일에 여는 곳: 오정동 우리동네 재활용 플랫폼, 비래동 우리동네 재활용 플랫폼",
        "화요일에 여는 곳: 송촌동 우리동네 재활용 플랫폼 (동대전로 287), 약 4.2km",
        "There are two, each open 09:30–12:00 on one weekday: 오정동 우리동네 재활용 플랫폼 on "
        "Mondays and 송촌동 우리동네 재활용 플랫폼 on Tuesdays.",
    ],
)
def test_a_heading_day_every_item_keeps_passes(answer: str) -> None:
    assert flagged(answer, ev(_platforms())) == []
