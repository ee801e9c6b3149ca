"""Round 36 (r36b): faithful answers flagged on figures they work out or summarise
(prod_holdout24, already scored).

Four readings, each extending the one that owns the figure:

- Two products set against each other over one quantity ("a 300 won/kg premium for flake — on
  100 kg, 35,000 won vs 65,000 won") compare the two stated rates in turn, whichever material
  the clause names (:mod:`.products`); a figure that is no product stays flagged.
- A second gap joined by "and" or a comma to a gap said after a comparison word ("PP beats PE by
  30 won/kg compressed and 70 won/kg as flake") is a difference too (:mod:`.match`); a wrong
  second gap stays flagged.
- The bottom of a band of distances ("16–20 km out" over 16,507 m … 19,693 m) is read as a bound
  from above, in the kilometres the band is written in (:mod:`.approx`), and a word a few listed
  places share ("two Haenam shops") names each of them beside a place named by its own word
  (:mod:`.listed_range`); a bottom below the nearest whole kilometre stays flagged.
- A superlative said of coordinated names, each with a bracket aside ("부일전자(신정로 …, 가전)와
  보람재활용센타(돋질로 …)가 가장 가깝습니다") names each of them; the words in the brackets tell
  of the name before them (:mod:`.ordinal`, :mod:`.slots`). Two places that are not the nearest
  stay flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _prices(*rows: dict[str, object]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": len(rows),
        "items": list(rows), "survey_date": "2025-01", "unit": "원/kg",
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


PET = _prices(plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650))
FILM = _prices(
    plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
    plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
    plastic_row("PVC", "압축", 80),
)  # fmt: skip


def _why(answer: str, evidence: object) -> dict[str, str]:
    verdict = check(answer, evidence)  # type: ignore[arg-type]
    assert not verdict.grounded
    return {c.text: c.why or "" for c in verdict.unsupported}


# --- two products over one quantity, set against each other ---------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0034's shape
        "Compressed PET is 350 won/kg and PET flake is 650 won/kg. That's a 300 won/kg premium for "
        "flake — on 100 kg, 35,000 won vs 65,000 won.",
        "Compressed PET is 350 won/kg and PET flake is 650 won/kg, so flake pays more: on 20 kg, "
        "7,000 won versus 13,000 won.",
        "압축 PET는 kg당 350원, PET 플레이크는 650원이에요. 플레이크가 300원 더 비싸서 50kg이면 "
        "17,500원 대 32,500원이에요.",
    ],
)  # fmt: skip
def test_a_pair_of_products_of_the_two_rates_passes(answer: str) -> None:
    assert flagged(answer, ev(PET)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Compressed PET is 350 won/kg and PET flake is 650 won/kg. That's a 300 won/kg premium "
         "for flake — on 100 kg, 36,000 won vs 65,000 won.", "36,000 won"),
        ("압축 PET는 kg당 350원, PET 플레이크는 650원이에요. 플레이크가 300원 더 비싸서 50kg이면 "
         "17,500원 대 33,000원이에요.", "33,000원"),
    ],
)  # fmt: skip
def test_a_pair_with_a_figure_that_is_no_product_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in _why(answer, ev(PET))


# --- a second gap under one comparison word ---------------------------------------------------

_FILM = (
    "PE is 150 won/kg compressed and 450 won/kg as flake; PP is 180 won/kg compressed and 520 "
    "won/kg as flake. "
)


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0067's shape
        _FILM + "So PP beats PE by 30 won/kg compressed and 70 won/kg as flake.",
        _FILM + "The gap is 30 won/kg for compressed, and 70 won/kg for flake.",
        "PE는 압축 150원, 플레이크 450원이고 PP는 압축 180원, 플레이크 520원이에요. "
        "차이는 압축 30원, 플레이크 70원이에요.",
    ],
)  # fmt: skip
def test_a_second_gap_joined_to_a_gap_passes(answer: str) -> None:
    assert flagged(answer, ev(FILM)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_FILM + "So PP beats PE by 30 won/kg compressed and 60 won/kg as flake.", "60 won/kg"),
        ("PE는 압축 150원, 플레이크 450원이고 PP는 압축 180원, 플레이크 520원이에요. "
         "차이는 압축 30원, 플레이크 90원이에요.", "90원"),
    ],
)  # fmt: skip
def test_a_wrong_second_gap_is_flagged(answer: str, wrong: str) -> None:
    assert "not in tool outputs" in _why(answer, ev(FILM))[wrong]


def test_a_value_after_a_full_stop_is_no_second_gap() -> None:
    answer = _FILM + "So PP beats PE by 30 won/kg. Flake PP sells for 60 won/kg more in bulk."
    assert "60 won/kg" in _why(answer, ev(FILM))


# --- the bottom of a band of distances --------------------------------------------------------


def _place(name: str, address: str, m: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": "061-000-0000", "hours": "평일 09:00~17:00",
            "items": ["페트"], "distance_m": m, "as_of": "2025-11-01"}  # fmt: skip


MOKPO = {
    "query": "재활용센터", "radius_m": 1000, "found": 4,
    "places": [
        _place("목포시 재활용선별센터", "전라남도 목포시 대양로 241-55", 2470),
        _place("땅끝희망이 화원자원순환가게", "전라남도 해남군 화원면 금평길 32", 16507),
        _place("땅끝희망이 산이자원순환가게", "전라남도 해남군 산이면 비석길 102", 18877),
        _place("영암군 공공재활용선별시설", "전라남도 영암군 군서면 녹색환경길 374", 19693),
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-01",
    "note": "반경 1km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0065's shape
        "The nearest is the 목포시 재활용선별센터, about 2.5 km away. The other options (the Haenam "
        "resource-circulation shops and Yeongam's sorting facility) are 16–20 km out.",
        "The other options, the shops in Haenam and the facility in Yeongam, are 16-20 km away.",
        "가장 가까운 곳은 목포시 재활용선별센터(약 2.5km)이고, 해남 자원순환가게 두 곳과 영암군 "
        "선별시설은 16~20km 거리예요.",
    ],
)  # fmt: skip
def test_a_band_of_distances_from_the_nearest_whole_kilometre_passes(answer: str) -> None:
    assert flagged(answer, ev(MOKPO)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The other options (the Haenam resource-circulation shops and Yeongam's sorting facility) "
         "are 15–20 km out.", "15"),
        ("해남 자원순환가게 두 곳과 영암군 선별시설은 14~20km 거리예요.", "14"),
    ],
)  # fmt: skip
def test_a_band_starting_below_the_nearest_listed_place_is_flagged(answer: str, wrong: str) -> None:
    assert "not in tool outputs" in _why(answer, ev(MOKPO))[wrong]


# --- the nearest said of two coordinated names with bracket asides ---------------------------


def _centre(name: str, road: str, goods: list[str], m: int) -> dict[str, object]:
    return {"name": name, "address": f"울산광역시 남구 {road}", "phone": "052-000-0000",
            "hours": "평일 09:00~18:00", "items": goods, "distance_m": m,
            "as_of": "2025-11-13"}  # fmt: skip


ULSAN = {
    "query": "recycling_center", "radius_m": 5000, "found": 5,
    "places": [
        _centre("부일전자", "신정로 116번길 14", ["가전"], 1047),
        _centre("보람재활용센타", "돋질로 136", ["가전", "가구"], 1068),
        _centre("울산 중고 프라자", "돋질로 121", ["가전", "가구"], 1219),
        _centre("열린 재활용", "돋질로 109", ["가전", "가구"], 1355),
        _centre("이안재활용마트", "삼산로 98", ["가전", "식당비품"], 1427),
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-13",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g42h0-0031's shape
        "울산 남구에서는 약 1km 거리의 부일전자(신정로 116번길 14, 가전)와 보람재활용센타(돋질로 136, "
        "가전·가구)가 가장 가깝습니다.",
        "울산 남구에서는 보람재활용센타(돋질로 136, 가구)와 부일전자(신정로 116번길 14)가 제일 "
        "가까워요.",
        "In Nam-gu, 부일전자 (신정로 116번길 14, appliances) and 보람재활용센타 (돋질로 136) are the "
        "nearest, about 1 km away.",
    ],
)  # fmt: skip
def test_the_nearest_said_of_coordinated_names_with_asides_passes(answer: str) -> None:
    assert flagged(answer, ev(ULSAN)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "울산 남구에서는 열린 재활용(돋질로 109, 가전·가구)과 이안재활용마트(삼산로 98, 가전)가 가장 "
        "가깝습니다.",
        "울산 남구에서는 이안재활용마트(삼산로 98)와 열린 재활용(돋질로 109, 가구)이 제일 가까워요.",
    ],
)  # fmt: skip
def test_the_nearest_said_of_two_farther_names_is_flagged(answer: str) -> None:
    why = _why(answer, ev(ULSAN))
    assert any("not the nearest" in w for w in why.values()), why
