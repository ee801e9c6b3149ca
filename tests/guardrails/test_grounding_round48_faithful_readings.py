"""Round 48 (r48d): faithful answers the check flagged (prod_holdout37/38), four readings.

- A ratio whose subject is a name and its own head noun (``Aluminium cans are worth about four
  times as much as scrap iron``, where only ``Aluminium`` is a cue): the noun right after the
  name is the name's own, not a word referring back to an earlier ``Steel cans``
  (:func:`.multiples._head_ref`; g56h3-0096).
- A fee said by the marks of a row that holds it (``참고로 중형(60cm 이상~1.2m 미만)은 2,000원``
  after a line on the large swivel chair): that row's fee, whatever an earlier sentence named
  (:func:`.marked_rows.marked_row_holds`; g56h1-0011).
- A budget set at the dearest of twin rows (``예산은 13,000원으로 잡아 두세요`` over two 피아노
  rows of 11,000 / 13,000원) is no condition telling the rows apart (:mod:`.budgeted`;
  g56h2-0057).
- A day said as the condition of the site named right after it (``월요일이면 오정동, 화요일이면
  대화동으로``, ``화요일엔 대화동``, ``on Tuesdays, go to …``) is that site's day
  (:mod:`.conditioned`; g55h1-0008).

Each with its neighbours: the same sentence with a wrong value, a swapped subject or the lower
twin stays flagged.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices


def _metal(alu: int, iron: int, steel: int) -> dict[str, object]:
    answer = national_prices(
        "metal", "압축", [("철스크랩", iron), ("철캔", steel), ("알루미늄캔", alu)]
    )
    answer["items"][0]["form"] = "고철"  # type: ignore[index]  # scrap iron is sold loose
    return answer


_METAL = ev(_metal(1200, 280, 180))
_LIST = (
    "Nationwide averages (January 2025):\n"
    "1. Aluminium cans (알루미늄캔), compressed: 1,200 won/kg\n"
    "2. Scrap iron (철스크랩): 280 won/kg\n"
    "3. Steel cans (철캔), compressed: 180 won/kg\n"
)


def test_ratio_named_subject_with_head_noun_case_shape_passes() -> None:
    answer = _LIST + "Aluminium cans are worth about four times as much as scrap iron per kg."
    assert flagged(answer, _METAL) == []


def test_ratio_named_subject_other_wording_and_values() -> None:
    assert (
        flagged(_LIST + "Aluminum cans fetch roughly four times as much as scrap iron.", _METAL)
        == []
    )
    assert (
        flagged(_LIST + "Aluminium cans are worth about six times as much as steel cans.", _METAL)
        == []
    )
    assert flagged(_LIST + "알루미늄캔은 고철보다 네 배쯤 비싸요.", _METAL) == []
    other = ev(_metal(900, 300, 150))
    listed = (
        "1. Aluminium cans: 900 won/kg\n2. Scrap iron (철스크랩): 300 won/kg\n"
        "3. Steel cans (철캔): 150 won/kg\n"
    )
    assert (
        flagged(listed + "Aluminium cans are worth about three times as much as scrap iron.", other)
        == []
    )
    assert (
        flagged(listed + "Aluminium cans are worth about six times as much as steel cans.", other)
        == []
    )


def test_ratio_named_subject_wrong_figure_or_subject_is_flagged() -> None:
    assert flagged(
        _LIST + "Aluminium cans are worth about ten times as much as scrap iron per kg.", _METAL
    )
    assert flagged(
        _LIST + "Steel cans are worth about four times as much as scrap iron per kg.", _METAL
    )
    assert flagged(
        _LIST + "Aluminium cans are worth about two times as much as steel cans.", _METAL
    )
    assert flagged(_LIST + "알루미늄캔은 고철보다 열 배쯤 비싸요.", _METAL)


def _chairs(item: str, small: int, medium: int, large: int) -> dict[str, object]:
    specs = [
        ("대형1.2m이상(회전의자포함)", large),
        ("소형60cm미만", small),
        ("중형60cm이상~1.2m미만", medium),
    ]
    return {
        "district": "영광군",
        "full_name": "전라남도 영광군",
        "query": item,
        "item_count": 3,
        "items": [
            {"item_name": f"{item} ({spec})", "name": item, "spec": spec, "category": "가구류",
             "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
            for spec, fee in specs
        ],
        "source": "bulk-waste-fees",
        "covered": True,
        "as_of": "2025-09-24",
    }  # fmt: skip


_CHAIRS = ev(_chairs("의자", 1000, 2000, 3000), user="작은 의자 10개랑 회전의자 2개 수수료 합계?")
_TOTAL = (
    "영광군 수수료(데이터기준일자 2025-09-24) 기준입니다.\n"
    "- 의자 소형(60cm 미만): 1,000원 × 10개 = 10,000원\n"
    "- 의자 대형(1.2m 이상, 회전의자 포함): 3,000원 × 2개 = 6,000원\n"
    "합계 16,000원이에요. "
)
_TOTAL_EN = (
    "Yeonggwang fees (as of 2025-09-24):\n"
    "- Small chair (under 60cm): 1,000 won × 10 = 10,000 won\n"
    "- Large chair (1.2m and over, incl. swivel chairs): 3,000 won × 2 = 6,000 won\n"
    "Total 16,000 won. "
)


def test_marked_row_after_another_items_line_case_shape_passes() -> None:
    answer = _TOTAL + "참고로 중형(60cm 이상~1.2m 미만)은 2,000원입니다."
    assert flagged(answer, _CHAIRS) == []


def test_marked_row_other_wording_language_and_values() -> None:
    assert flagged(_TOTAL + "참고로 중형은 2,000원입니다.", _CHAIRS) == []
    assert flagged(_TOTAL_EN + "For reference, the medium size is 2,000 won.", _CHAIRS) == []
    desks = ev(_chairs("책상", 4000, 6000, 9000))
    answer = (
        "- 책상 소형(60cm 미만): 4,000원 × 2개 = 8,000원\n"
        "- 책상 대형(1.2m 이상): 9,000원 × 1개 = 9,000원\n"
        "합계 17,000원이에요. 중형은 6,000원이에요."
    )
    assert flagged(answer, desks) == []


def test_marked_row_wrong_value_or_other_row_is_flagged() -> None:
    assert flagged(_TOTAL + "참고로 중형(60cm 이상~1.2m 미만)은 1,000원입니다.", _CHAIRS)
    assert flagged(_TOTAL + "참고로 중형은 3,000원입니다.", _CHAIRS)
    assert flagged(_TOTAL + "참고로 소형은 2,000원입니다.", _CHAIRS)
    assert flagged(_TOTAL + "참고로 회전의자는 2,000원입니다.", _CHAIRS)
    assert flagged(_TOTAL_EN + "For reference, the medium size is 3,000 won.", _CHAIRS)


def _twins(district: str, item: str, low: int, high: int) -> dict[str, object]:
    return {
        "district": district,
        "query": item,
        "item_count": 2,
        "items": [
            {"item_name": item, "name": item, "spec": None, "category": "기타", "fee": fee,
             "fee_text": f"{fee:,}원", "is_free": False}
            for fee in (low, high)
        ],
        "source": "bulk-waste-fees",
        "covered": True,
        "as_of": "2025-03-25",
    }  # fmt: skip


_PIANO = ev(_twins("안산시", "피아노", 11000, 13000), user="안 치는 피아노 버리려는데 얼마 들어요?")
_TWO = "안산시 자료에 피아노가 두 줄로 나와 있는데, 11,000원과 13,000원이에요. 어느 쪽인지는 구분이 없어요. "
_TWO_EN = "Ansan lists two piano rows, 11,000 won and 13,000 won, with nothing telling them apart. "


def test_budget_at_dearest_twin_case_shape_passes() -> None:
    assert flagged(_TWO + "예산은 13,000원으로 잡아 두시는 걸 추천해요.", _PIANO) == []


def test_budget_at_dearest_twin_other_wording_language_and_values() -> None:
    assert flagged(_TWO + "그래서 예산은 13,000원으로 잡으세요.", _PIANO) == []
    assert flagged(_TWO + "비용은 넉넉히 13,000원으로 잡으세요.", _PIANO) == []
    assert flagged(_TWO_EN + "Budget 13,000 won to be safe.", _PIANO) == []
    wardrobe = ev(_twins("수원시", "장롱", 8000, 10000))
    answer = "장롱 수수료가 8,000원과 10,000원 두 줄이에요. 예산은 10,000원으로 잡아 두세요."
    assert flagged(answer, wardrobe) == []


def test_budget_neighbours_are_flagged() -> None:
    assert flagged(_TWO + "예산은 11,000원으로 잡아 두세요.", _PIANO)  # covers one row only
    assert flagged(_TWO + "업라이트 예산은 13,000원으로 잡아 두세요.", _PIANO)  # a row's own word
    assert flagged(_TWO + "그랜드는 13,000원이에요.", _PIANO)
    assert flagged(_TWO + "예산은 15,000원으로 잡아 두세요.", _PIANO)
    assert flagged(_TWO_EN + "A grand piano is 13,000 won.", _PIANO)


def _platforms(*sites: tuple[str, str, int]) -> dict[str, object]:
    return {
        "query": "recycling_center",
        "radius_m": 1000,
        "found": len(sites),
        "places": [
            {"name": f"{dong} 우리동네 재활용 플랫폼", "address": "없음", "phone": "042-608-6362",
             "hours": f"{day} 09:30~12:00, 그 외 휴무", "items": ["무색페트병", "알루미늄 캔"],
             "distance_m": m, "as_of": None}
            for dong, day, m in sites
        ],
        "source": "recycling-centers,keco-sites",
    }  # fmt: skip


_SITES = ev(_platforms(("오정동", "월", 2555), ("대화동", "화", 2775), ("중리동", "목", 3747)))
_LISTED = (
    "가까운 순으로 찾아봤어요. 모두 문의 전화는 042-608-6362예요.\n"
    "- 오정동 우리동네 재활용 플랫폼: 약 2.6km · 월 09:30~12:00\n"
    "- 대화동 우리동네 재활용 플랫폼: 약 2.8km · 화 09:30~12:00\n"
    "- 중리동 우리동네 재활용 플랫폼: 약 3.7km · 목 09:30~12:00\n"
)


def test_day_as_condition_of_site_after_it_case_shape_passes() -> None:
    answer = (
        _LISTED
        + "요일마다 여는 곳이 달라서, 월요일이면 오정동, 화요일이면 대화동으로 가시면 됩니다."
    )
    assert flagged(answer, _SITES) == []


def test_day_as_condition_other_wording_language_and_values() -> None:
    both = "월요일엔 오정동, 화요일엔 대화동, 목요일엔 중리동으로 가세요."
    assert flagged(_LISTED + both, _SITES) == []
    assert flagged(_LISTED + _DIFFER + both, _SITES) == []
    assert flagged(_LISTED + "On Mondays, go to 오정동; on Tuesdays, go to 대화동.", _SITES) == []
    others = ev(_platforms(("법1동", "수", 4147), ("법2동", "금", 4361)))
    answer = (
        "- 법1동 우리동네 재활용 플랫폼: 약 4.1km · 수 09:30~12:00\n"
        "- 법2동 우리동네 재활용 플랫폼: 약 4.4km · 금 09:30~12:00\n"
        "수요일이면 법1동, 금요일이면 법2동으로 가세요."
    )
    assert flagged(answer, others) == []


_DIFFER = "요일마다 여는 곳이 달라서, "


def test_day_as_condition_swapped_or_wrong_day_is_flagged() -> None:
    assert flagged(
        _LISTED + _DIFFER + "월요일이면 대화동, 화요일이면 오정동으로 가시면 됩니다.", _SITES
    )
    assert flagged(
        _LISTED + _DIFFER + "월요일이면 오정동, 수요일이면 대화동으로 가시면 됩니다.", _SITES
    )
    assert flagged(
        _LISTED + _DIFFER + "월요일이면 오정동, 화요일이면 중리동으로 가시면 됩니다.", _SITES
    )
    assert flagged(_LISTED + _DIFFER + "월요일엔 오정동, 화요일엔 중리동으로 가세요.", _SITES)
    english = (
        "Each is open on a different day, so on Mondays, go to 오정동, and on {} go to 대화동."
    )
    assert flagged(_LISTED + english.format("Thursdays,"), _SITES)
    assert flagged(_LISTED + english.format("Tuesdays,"), _SITES) == []
    assert flagged(_LISTED + "오정동은 화요일, 대화동은 월요일에 열어요.", _SITES)
    assert not check(_LISTED + "오정동은 월요일, 대화동은 화요일에 열어요.", _SITES).unsupported


def _pet(compressed: int, flake: int, item: str = "PET") -> dict[str, object]:
    return {
        "region": "nationwide",
        "region_name": "전국",
        "query": item,
        "item_count": 2,
        "items": [
            {"item_name": item, "category": "plastic", "form": "압축",
             "price_per_kg": compressed, "price_text": f"{compressed:,}원/kg"},
            {"item_name": f"{item}(플레이크)", "category": "plastic", "form": "플레이크",
             "price_per_kg": flake, "price_text": f"{flake:,}원/kg"},
        ],
        "survey_date": "2025-01",
        "unit": "원/kg",
        "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }  # fmt: skip


_PET = ev(_pet(350, 650), user="페트병 모아논 거 팔믄 얼마나 받는당가?")
_PET_LIST = (
    "전국 평균으로 알려드릴게요 (2025-01).\n- 페트(PET) 압축: 350원/kg\n- 페트 플레이크: 650원/kg\n"
)
_FLAKE_FIRST = (
    "플레이크는 씻어서 잘게 부순 원료 값이라, 모아 두신 병은 {} 기준 kg당 {}원쯤으로 보시면 돼요."
)


def test_form_marks_its_row_case_shape_passes() -> None:
    """A price row's form (``압축``) marks it as a bracket does (g55h1-0053): the clause that
    says 플레이크 as a topic and 압축 for the fee names the compressed row too."""
    assert flagged(_PET_LIST + _FLAKE_FIRST.format("압축", "350"), _PET) == []


def test_form_marks_its_row_other_wording_language_and_values() -> None:
    english = "Flakes are washed and shredded, so for your bottles count on the compressed price, "
    assert flagged(_PET_LIST + english + "350 won per kg.", _PET) == []
    pp = ev(_pet(180, 520, "PP"))
    answer = (
        "- PP 압축: 180원/kg\n- PP 플레이크: 520원/kg\n"
        "플레이크는 세척·분쇄한 원료라 비싸고, 모은 화분은 압축 기준 kg당 180원이에요."
    )
    assert flagged(answer, pp) == []


def test_form_marks_wrong_row_is_flagged() -> None:
    assert flagged(_PET_LIST + _FLAKE_FIRST.format("플레이크", "350"), _PET)
    assert flagged(_PET_LIST + _FLAKE_FIRST.format("압축", "650"), _PET)
    assert flagged(_PET_LIST + "압축은 kg당 650원이에요.", _PET)
    english = "Flakes are washed and shredded, so for your bottles count on the compressed price, "
    assert flagged(_PET_LIST + english + "650 won per kg.", _PET)


def _bins(*sites: tuple[str, str, int]) -> dict[str, object]:
    return {
        "place_name": "철원군",
        "kind_name": "폐의약품",
        "source": "medicine-bins",
        "points": [
            {"name": name, "address": f"강원특별자치도 철원군 {road}", "detail": name,
             "district": "철원군", "phone": "033-450-5335", "items": [], "distance_m": m,
             "as_of": "2024-12-06"}
            for name, road, m in sites
        ],
        "found": len(sites),
        "as_of": "2024-12-06",
    }  # fmt: skip


_BINS = ev(
    _bins(("철원군보건소", "갈말읍 군탄로 16", 1238), ("서면보건지소", "서면 신술2길 38", 8969))
)


def test_detail_that_is_its_sites_name_names_the_site_case_shape_passes() -> None:
    """A place detail that is its own site's name (``"detail": "서면보건지소"``) said as a name
    after another site's names that site, it places no bin (g56h2-0011)."""
    answer = (
        "철원군에는 폐의약품 수거함이 2곳 나와요. 가장 가까운 곳은 철원군보건소(갈말읍 군탄로 16)로 "
        "약 1.2km, 다른 한 곳은 서면보건지소(서면 신술2길 38)로 약 9km 떨어져 있어요."
    )
    assert flagged(answer, _BINS) == []


def test_detail_that_is_its_sites_name_other_wording_language_and_values() -> None:
    assert flagged("철원군보건소는 약 1.2km, 서면보건지소는 약 9km예요.", _BINS) == []
    english = (
        "The nearest is 철원군보건소 (about 1.2 km); the other is 서면보건지소, about 9 km away."
    )
    assert flagged(english, _BINS) == []
    other = ev(
        _bins(
            ("동송읍보건지소", "동송읍 이평로 10", 5200),
            ("김화읍보건지소", "김화읍 읍내로 3", 15300),
        )
    )
    answer = "가까운 곳은 동송읍보건지소로 약 5.2km, 그다음은 김화읍보건지소로 약 15.3km예요."
    assert flagged(answer, other) == []


def test_detail_said_as_a_bins_place_or_wrong_distance_is_flagged() -> None:
    assert flagged("철원군보건소 수거함은 서면보건지소 안에 있어요.", _BINS)
    assert flagged(
        "가장 가까운 곳은 철원군보건소로 약 1.2km, 다른 한 곳은 서면보건지소로 약 1.2km예요.", _BINS
    )
