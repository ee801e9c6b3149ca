"""Round 32 (r32a): faithful answers that work something out from the rows, flagged.

- A range said of a list of places (``나머지는 A·B, C·D로 약 6.8~10.4km``): each end is some
  listed place's distance (:mod:`guardrails.grounding.listed_range`), and the low end, written
  without its unit, is read to the kilometre its range gives (``match.distance_tolerance``).
- A figure repeated as the basis to go by (``그냥 모은 걸 파시는 거면 180원 기준으로 생각하세요``,
  ``the 180 won/kg figure is the realistic one``) after a sentence that sets the other row aside
  (flake): it points back at the amount stated and supported above (:mod:`guardrails.grounding.basis`).
- A total less one item that can go free (``둘 합치면 10,000원 … 세탁기는 무료 배출도 가능하니, 그러면
  6,000원만``): the total stated above less the freed item's fee (:mod:`guardrails.grounding.freed`).
- A range total over one item's unnamed rows said with "between … and" / "… 사이" for a count in
  digits before a verb (``10 fans will cost somewhere between 20,000 and 40,000 won``): its ends
  are count × the lowest and the highest row (:mod:`guardrails.grounding.row_choices`).
- A per-length fee times the user's length (``a 3 m (300 cm) rug comes to 6,000 won`` for "a
  3-metre rug"): a hyphened measure in the user's words is that measure (``evidence.shared_units``),
  and a length restated in another unit in a bracket is no new measure
  (``conversions.length_restated``).
- A difference of two forms of one material said as a comparison (``플레이크는 … 압축품보다 kg당
  300원 더 비싸요``): a row word made a noun of goods (압축품, 가공물) before 보다 is the other side
  of the comparison, not its subject (``ordinal._THAN``).
- A category's highest and lowest rows said as ``가장 높은 것은 X …, 가장 낮은 것은 Y …``: the name
  follows ``높은/낮은 것은`` as it follows ``…는 것은`` (``orders._FOLLOWS``), so Y is ranked, not the
  name before it (X).
- A sum of two rows whose sentence gives a row's size in English (``a dining table for 4 or
  more people is 5,000 won, and … 3,000 won, so together that's 8,000 won``): ``4 or more`` is a
  bound of the row, not a count the working left out (``worked._NUMBER``).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _place(name: str, address: str, metres: int) -> dict:
    return {"name": name, "address": address, "phone": "032-453-2564",
            "items": ["무색페트병", "알루미늄 캔"], "distance_m": metres}  # fmt: skip


PLACES = {
    "query": "recycling_center", "radius_m": 2000, "found": 4,
    "places": [
        _place("시흥시 환경미화타운", "경기도 시흥시 뒷방울길 80", 4276),
        _place("두레생협 소래역점", "남동구 소래역남로16번길 75", 6842),
        _place("두레생협 논현점", "남동구 논현남로30번길 3", 7754),
        _place("선학동 행정복지센터", "연수구 선학로 54", 10447),
    ],
    "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    "source": "recycling-centers", "as_of": "2025-09-01",
}  # fmt: skip

_HEAD = "가장 가까운 곳은 시흥시 환경미화타운(약 4.3km)이에요. "


# --- a range over a list's rest ---------------------------------------------------------------


@pytest.mark.parametrize(
    "tail",
    [
        "나머지는 두레생협 소래역점·논현점, 선학동 행정복지센터로 약 6.8~10.4km 거리예요.",
        "The rest — 두레생협 소래역점, 논현점 and 선학동 행정복지센터 — are about 6.8–10.4 km away.",
    ],
)
def test_range_over_listed_places_passes(tail: str) -> None:
    assert flagged(_HEAD + tail, ev(PLACES)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [  # a low end no place is at, and a low end only an unlisted place is at
        ("나머지는 두레생협 소래역점·논현점, 선학동 행정복지센터로 약 6.2~10.4km 거리예요.", "6.2"),
        ("나머지는 두레생협 논현점, 선학동 행정복지센터로 약 4.3~10.4km 거리예요.", "4.3"),
    ],
)
def test_range_end_off_the_list_is_flagged(tail: str, wrong: str) -> None:
    assert wrong in flagged(_HEAD + tail, ev(PLACES))


# --- a figure repeated as the basis -----------------------------------------------------------

PP = {
    "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 4,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
              plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520)],
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip

_BOTH = "전국 평균(2025-01)으로 보면 PP(압축)는 180원/kg, PP(플레이크)는 520원/kg이에요. "
_ASIDE = "flake는 세척·분쇄한 재생 원료라서, 그냥 모은 걸 파시는 거면 "
_EN = "Nationally, baled PP is 180 won/kg and PP flakes are 520 won/kg. Flakes are washed and shredded, "


@pytest.mark.parametrize(
    "answer",
    [
        _BOTH + _ASIDE + "180원 기준으로 생각하세요.",
        _BOTH + _ASIDE + "kg당 180원을 기준으로 보시면 돼요.",
        _EN + "so for what you've just collected, the 180 won/kg figure is the realistic one.",
        _EN + "so for what you've just collected, go by 180 won/kg.",
    ],
)
def test_basis_repeating_a_stated_figure_passes(answer: str) -> None:
    assert flagged(answer, ev(PP)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [  # a basis never stated above (PE's price), one with no statement above, one restating a
        # misattributed price (PE(압축)'s 150 given to PP(압축))
        (_BOTH + _ASIDE + "150원 기준으로 생각하세요.", "150원"),
        ("전국 평균으로 보면 PP(플레이크)는 520원/kg이에요. " + _ASIDE + "180원 기준으로 생각하세요.", "180원"),
        ("전국 평균으로 보면 PP(압축)는 150원/kg, PP(플레이크)는 520원/kg이에요. " + _ASIDE
         + "150원 기준으로 생각하세요.", "150원"),
    ],
)  # fmt: skip
def test_basis_not_stated_and_supported_above_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(PP))


# --- a total less one item that can go free ---------------------------------------------------


def _one_fee(district: str, name: str, fee: int) -> dict:
    return {"district": district, "query": name, "item_count": 1,
            "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류",
                       "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-10"}  # fmt: skip


WASHER = _one_fee("서울 중구", "세탁기", 4000) | {
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
    "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다."
}
CABINET = _one_fee("영월군", "캐비닛", 6000)
_TWO = "서울 중구 세탁기 수수료는 4,000원이고 영월군 캐비닛은 6,000원이에요. 둘 합치면 10,000원이에요. "
_FREED = "세탁기는 폐가전제품 무상방문수거(1599-0903)로 무료 배출도 가능하니, 그러면 "


@pytest.mark.parametrize(
    "answer",
    [
        _TWO + _FREED + "6,000원만 드는 셈이에요.",
        "In Jung-gu the washing machine (세탁기) is 4,000 won and in Yeongwol the cabinet (캐비닛) is "
        "6,000 won, 10,000 won in total. The 세탁기 can go to the free take-back service "
        "(1599-0903), and then you'd only pay 6,000 won.",
    ],
)
def test_total_less_a_freed_item_passes(answer: str) -> None:
    assert flagged(answer, ev(WASHER, CABINET)) == []


@pytest.mark.parametrize("left", ["5,000원", "7,000원"])
def test_total_less_freed_that_does_not_come_out_is_flagged(left: str) -> None:
    assert left in flagged(_TWO + _FREED + left + "만 드는 셈이에요.", ev(WASHER, CABINET))


# --- a range total over unnamed rows ----------------------------------------------------------

FAN = {
    "district": "영주시", "query": "선풍기", "item_count": 2,
    "items": [{"item_name": "선풍기", "name": "선풍기", "spec": None, "category": "가전제품류",
               "fee": f, "fee_text": f"{f:,}원", "is_free": False} for f in (2000, 4000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-28",
}  # fmt: skip
_FANS = "Yeongju lists two fan rates, 2,000 won and 4,000 won, without saying which size each applies to, so "
_FANS_KO = "영주시 선풍기는 2,000원과 4,000원 두 가지로 나와 있어서, "


@pytest.mark.parametrize(
    "answer",
    [
        _FANS + "10 fans will cost somewhere between 20,000 and 40,000 won.",
        _FANS_KO + "10대면 20,000원과 40,000원 사이예요.",
    ],
)
def test_range_total_between_ends_passes(answer: str) -> None:
    assert flagged(answer, ev(FAN)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_FANS + "10 fans will cost somewhere between 20,000 and 45,000 won.", "45,000 won"),
        (_FANS + "10 fans will cost somewhere between 25,000 and 40,000 won.", "25,000"),
        (_FANS_KO + "10대면 20,000원과 30,000원 사이예요.", "30,000원"),
    ],
)
def test_range_total_ends_that_do_not_come_out_are_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(FAN))


# --- a per-length fee times the user's length -------------------------------------------------

RUG = {
    "district": "용산구", "query": "카펫", "item_count": 1,
    "items": [{"item_name": "카펫(카페트) (긴 면 기준 100cm 당)", "name": "카펫(카페트)",
               "spec": "긴 면 기준 100cm 당", "category": "기타", "fee": 2000,
               "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-03",
}  # fmt: skip
_RUG_USER = "My cafe in Yongsan-gu has a 3-metre rug I'm replacing. How much to dispose of it?"
_PER_100 = "Yongsan-gu charges 2,000 won per 100 cm of the carpet's longest side, so "


@pytest.mark.parametrize(
    ("user", "answer"),
    [
        (_RUG_USER, _PER_100 + "a 3 m (300 cm) rug comes to 6,000 won."),
        ("용산구 카페에 3미터짜리 러그가 있어요. 얼마예요?", "용산구는 카펫 긴 면 100cm당 2,000원이라 3m(300cm)면 6,000원이에요."),
    ],
)  # fmt: skip
def test_length_from_the_user_restated_passes(user: str, answer: str) -> None:
    assert flagged(answer, ev(RUG, user=user)) == []


@pytest.mark.parametrize(
    ("user", "answer", "wrong"),
    [  # a bracket that is not the same length; a length the user did not give; no length given
        (_RUG_USER, _PER_100 + "a 3 m (350 cm) rug comes to 6,000 won.", "350 cm"),
        (_RUG_USER, _PER_100 + "a 4 m (400 cm) rug comes to 8,000 won.", "4 m"),
        ("I have a rug in Yongsan-gu. How much?", _PER_100 + "a 3 m (300 cm) rug comes to 6,000 won.", "3 m"),
    ],
)  # fmt: skip
def test_length_not_given_or_not_restated_is_flagged(user: str, answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(RUG, user=user))


# --- a difference of two forms of one material ------------------------------------------------

PET = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다.",
}  # fmt: skip
_FORMS = "1. PET(압축): kg당 350원\n2. PET(플레이크): kg당 650원\n3. "


@pytest.mark.parametrize(
    "tail",
    [
        "플레이크는 세척·분쇄한 재생 원료라 압축품보다 kg당 300원 더 비싸요.",
        "플레이크가 압축품보다 300원 더 비싼 가격이에요.",
    ],
)
def test_difference_of_forms_passes(tail: str) -> None:
    assert flagged(_FORMS + tail, ev(PET)) == []


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [  # forms swapped, and a difference that does not come out
        ("압축품은 플레이크보다 kg당 300원 더 비싸요.", "압축품은 플레이크보다 kg당 300원 더 비싸"),
        ("플레이크가 압축품보다 더 싸요.", "플레이크가 압축품보다 더 싸"),
        ("플레이크는 압축품보다 kg당 200원 더 비싸요.", "kg당 200원"),
    ],
)
def test_difference_of_forms_swapped_or_wrong_is_flagged(tail: str, wrong: str) -> None:
    assert any(wrong in f for f in flagged(_FORMS + tail, ev(PET)))


# --- a category's highest and lowest rows -----------------------------------------------------

PLASTICS = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "category_name": "플라스틱류",
    "item_count": 7,
    "items": [plastic_row(*r) for r in (
        ("PE(압축)", "압축", 150), ("PE(플레이크)", "플레이크", 450), ("PP(압축)", "압축", 180),
        ("PET", "압축", 350), ("PET(플레이크)", "플레이크", 650), ("PVC", "압축", 80),
        ("EPS", "압축(스티로폼)", 200))],
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "플라스틱류는 7개 품목 시세가 있으며, 가장 높은 것은 PET 플레이크 kg당 650원, 가장 낮은 것은 PVC kg당 80원입니다.",
        "플라스틱 중 가장 높은 건 PET 플레이크(650원/kg)이고 가장 낮은 건 PVC(80원/kg)예요.",
    ],
)
def test_highest_and_lowest_named_after_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "플라스틱류는 7개 품목 시세가 있으며, 가장 높은 것은 PVC kg당 80원, 가장 낮은 것은 PET 플레이크 kg당 650원입니다.",
        "가장 낮은 것은 EPS kg당 200원입니다.",
        "가장 낮은 것은 PET kg당 350원입니다.",
    ],
)
def test_highest_or_lowest_of_another_row_is_flagged(answer: str) -> None:
    assert any(f.startswith("가장") for f in flagged(answer, ev(PLASTICS)))


# --- a sum beside a row's size in English -----------------------------------------------------

TABLES = {
    "district": "광명시", "query": "식탁", "item_count": 3,
    "items": [{"item_name": f"{n} ({spec})", "name": n, "spec": spec, "category": "가구류",
               "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
              for n, spec, fee in (("식탁", "4인용 미만", 3000), ("식탁", "4인용 이상", 5000),
                                   ("차탁자(티테이블)", "원목", 3000))],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-08",
}  # fmt: skip
_TABLES = "In Gwangmyeong-si, a dining table for 4 or more people is 5,000 won, and a solid-wood tea table (차탁자) is 3,000 won, so together that's "


def test_sum_beside_a_rows_size_passes() -> None:
    assert flagged(_TABLES + "8,000 won.", ev(TABLES)) == []


@pytest.mark.parametrize("total", ["9,000 won", "20,000 won"])
def test_sum_beside_a_rows_size_that_does_not_come_out_is_flagged(total: str) -> None:
    assert total in flagged(_TABLES + total + ".", ev(TABLES))
