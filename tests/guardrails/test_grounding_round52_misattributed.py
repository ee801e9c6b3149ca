"""Round 52 (r52c): misattributions that passed on prod_holdout46.

- A dataset's title whose words are joined by a slash or middle dot, or spaced (``the national
  lamp/battery bin data``, ``전국 폐형광등·폐건전지 수거함 데이터``), names the source, not a
  nationwide scope: the count of districts with data said of one city is still read
  (:mod:`.national_coverage`; g64h2-0020).
- The prices named back as a sentence's subject (``이 가격은``, ``위 시세는``, ``This price is``) make
  the sentence name the basis of the prices before it: a region there gives the nationwide prices
  a region (:mod:`.scopes`; g64h3-0023).
- Only the rows say what form a price is for: a note that tells the forms apart (``플레이크는
  세척·분쇄한 재생 원료라 …``) supports none; a describing word may join two by a middle dot, and an
  English form may come after other describing words (``for washed, shredded flakes``)
  (:mod:`.priced_forms`; g64h3-0027).
- A value paired with a label may follow a verb of serving (``Zone I is handled by``, ``Zone II
  by``), the Korean word for the one in charge (``I구역 담당은``), a Latin name it glosses in
  brackets, or stand first with its label after (``현대산업 handles Zone I``, ``현대산업이 I구역을
  담당``, ``현대산업 (Zone I)``) (:mod:`.paired_terms`; g64h3-0048).

Left, label disputed: g64h2-0005 (``골판지 40kg이면 80원 × 40 = 3,200원``: 80 × 40 is 3,200, the
answer is faithful and the check passes it).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged, national_prices

# --- a nationwide count of districts given to one city -----------------------------------------

_BIN_SOURCE = "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터"


def _no_bins(city: str, full: str, count: int, listed: str, points: int = 0) -> dict[str, object]:
    return {
        "latitude": 37.536497, "longitude": 127.217, "radius_km": 2.0, "item_type": "battery",
        "kind_name": "폐건전지", "districts_with_data": count, "source": "lamp-battery-bins",
        "source_label": _BIN_SOURCE, "district_has_data": points > 0,
        "points": [{"name": f"{city} 수거함 {i + 1}", "distance_m": 100 * (i + 1)}
                   for i in range(points)],
        "found": points, "as_of": None,
        "citation": f"출처: {_BIN_SOURCE}, 데이터기준일자 2025-12-24",
        "note": f"{full}의 폐건전지 장소 자료는 없습니다. 자료가 있는 시군구는 전국 {count}곳입니다. "
        f"{listed}",
    }  # fmt: skip


_HANAM = _no_bins("하남시", "경기도 하남시", 8, "경기도에서는 가평군, 안양시에 자료가 있습니다.")
_GIMHAE = _no_bins("김해시", "경상남도 김해시", 23, "경상남도에서는 창원시에 자료가 있습니다.")


def test_national_count_given_to_city_case_shape() -> None:
    answer = (
        "I checked the national lamp/battery bin data (as of 2025-12-24): Hanam has 8 registered "
        "battery bins, but none came up near the point I searched. In general you can drop "
        "batteries at community service centres (주민센터)."
    )
    assert flagged(answer, ev(_HANAM)) == ["8 registered battery bins"]


def test_national_count_given_to_city_other_wording_language_values() -> None:
    assert flagged(
        "According to the national lamp/battery collection-bin dataset, Gimhae has 23 battery bins.",
        ev(_GIMHAE),
    )
    assert flagged(
        "전국 폐형광등·폐건전지 수거함 데이터를 보면 하남시에는 폐건전지 수거함이 8곳 등록돼 있어요.",
        ev(_HANAM),
    )
    assert flagged(
        "전국폐형광등및폐건전지수거함표준데이터를 보면 김해시에는 수거함이 23곳 있어요.",
        ev(_GIMHAE),
    )


def test_national_count_faithful_neighbours() -> None:
    # the count said of the whole country, in either language
    for answer in (
        "I checked the national lamp/battery bin data: there is no data for Hanam; 8 districts "
        "nationwide have data.",
        "The national lamp/battery bin data covers 8 districts nationwide, but not Hanam.",
        "전국 폐형광등·폐건전지 수거함 데이터에 하남시 자료는 없고, 자료가 있는 시군구는 전국 8곳이에요.",
    ):
        assert not flagged(answer, ev(_HANAM)), answer
    # the city's own count, where the search found that many bins
    own = _no_bins("하남시", "경기도 하남시", 8, "", points=8)
    assert not flagged(
        "According to the national lamp/battery bin data, Hanam has 8 battery bins near you.",
        ev(own),
    )


# --- a nationwide price said to be a region's by a sentence naming the prices back ------------

_FALLBACK = (
    "{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 (지역별 시세는 가격조사 파일을 "
    "가져오면 제공됩니다)."
)


def _scrap(region: str = "경남") -> dict[str, object]:
    rows = [("철스크랩", 280)]
    return national_prices("metal", "고철", rows, query="철스크랩") | {
        "note": _FALLBACK.format(region=region)
    }


def test_region_said_of_prices_named_back_case_shape() -> None:
    answer = (
        "고철 (scrap iron) 280원/kg 이에요.\n1. 이 가격은 경남 권역 시세예요.\n2. Survey date "
        "2025-01.\n고물상마다 조금 달라요."
    )
    assert flagged(answer, ev(_scrap())) == ["경남 권역 시세"]


def test_region_said_of_prices_named_back_other_wording_language_values() -> None:
    assert flagged(
        "Scrap iron is 280 won/kg. This price is the Gyeongnam regional rate.", ev(_scrap())
    )
    assert flagged("고철은 kg당 280원이에요. 위 시세는 부산 지역 시세예요.", ev(_scrap("부산")))
    assert flagged("철스크랩 280원/kg. 해당 가격은 대구 지역 시세입니다.", ev(_scrap("대구")))


def test_region_said_of_prices_named_back_faithful_neighbours() -> None:
    for answer in (
        "고철은 kg당 280원이에요. 이 가격은 전국 평균이에요. 경남 권역 시세는 자료에 없어요.",
        "고철 (scrap iron) 280원/kg 이에요.\n1. 이 가격은 경남 권역 시세가 아니라 전국 평균이에요.",
        "Scrap iron is 280 won/kg. This price is the national average; Gyeongnam figures are not "
        "in the data.",
    ):
        assert not flagged(answer, ev(_scrap())), answer
    # the outputs do give the region's prices
    regional = _scrap() | {"region": "gyeongnam", "region_name": "경남"}
    del regional["note"]
    assert not flagged("고철은 kg당 280원이에요. 이 가격은 경남 권역 시세예요.", ev(regional))


# --- a compressed-form price said to be for flakes ------------------------------------------

_FORM_NOTE = (
    "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."
)


def _eps(form: str = "압축(스티로폼)", price: int = 200) -> dict[str, object]:
    rows = [("EPS", price)]
    return national_prices("plastic", form, rows, query="EPS") | {"form_note": _FORM_NOTE}


def test_flake_form_said_of_compressed_price_case_shape() -> None:
    answer = (
        "1. 스티로폼(EPS)은 전국 평균 kg당 200원이에요 (한국환경공단 가격조사, 2025-01).\n"
        "2. 이 가격은 세척·분쇄한 플레이크 기준이에요.\n3. 실제 매입가는 업체마다 달라요."
    )
    assert flagged(answer, ev(_eps())) == ["가격은 세척·분쇄한 플레이크 기준"]


def test_flake_form_said_of_compressed_price_other_wording_language_values() -> None:
    for answer in (
        "EPS is 200 won/kg on the national average. This price is for washed, shredded flakes.",
        "EPS is 200 won/kg on the national average. These prices are for clean flakes.",
        "스티로폼은 kg당 200원이에요. 이 시세는 분쇄한 플레이크 기준이에요.",
    ):
        assert flagged(answer, ev(_eps())), answer
    # another material, another price: the rows compressed, the answer says flakes
    pet = national_prices("plastic", "압축", [("PET", 310)], query="PET") | {
        "form_note": _FORM_NOTE
    }
    assert flagged("PET는 kg당 310원이에요. 이 가격은 세척·분쇄한 플레이크 기준이에요.", ev(pet))
    # the rows flakes, the answer says compressed bales
    flakes = _eps("플레이크", 450)
    assert flagged("EPS is 450 won/kg. These prices are for clean compressed bales.", ev(flakes))


def test_flake_form_faithful_neighbours() -> None:
    for answer in (
        "1. 스티로폼(EPS)은 전국 평균 kg당 200원이에요.\n2. 이 가격은 압축한 스티로폼 기준이에요.",
        "EPS is 200 won/kg. This price is for compressed blocks.",
        "EPS is 200 won/kg. This price is for compressed blocks; flakes pay more.",
        "스티로폼(EPS)은 kg당 200원이에요. 플레이크는 세척·분쇄한 재생 원료라 더 비싸요.",
    ):
        assert not flagged(answer, ev(_eps())), answer
    # the rows are flakes: the same sentence is the rows' own form
    assert not flagged(
        "스티로폼은 kg당 450원이에요. 이 가격은 세척·분쇄한 플레이크 기준이에요.",
        ev(_eps("플레이크", 450)),
    )
    assert not flagged(
        "EPS is 450 won/kg. This price is for washed, shredded flakes.", ev(_eps("플레이크", 450))
    )


# --- the partners of two labels swapped -----------------------------------------------------


def _zones(first: str = "금호환경", second: str = "현대산업") -> dict[str, object]:
    return {
        "district": "횡성군", "full_name": "강원특별자치도 횡성군", "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-06-14",
        "application_methods": [f"해당 수거업체(I구역:{first}, Ⅱ구역:{second})에 연락 후 배출"],
        "places": ["큰도로변"], "department": "청정환경사업소", "phone": "033-340-5936",
    }  # fmt: skip


def test_zone_collectors_swapped_case_shape() -> None:
    answer = (
        "1. Hoengseong-gun (횡성군), data date 2022-06-14: contact the designated collector before "
        "putting items out — Zone I is handled by Hyundai Sanup (현대산업) and Zone II by Kumho "
        "Environment (금호환경). Place items by the main road (큰도로변)."
    )
    assert flagged(answer, ev(_zones())) == [
        "Zone I is handled by Hyundai Sanup (현대산업",
        "Zone II by Kumho Environment (금호환경",
    ]


def test_zone_collectors_swapped_other_wording_language_values() -> None:
    for answer in (
        "Zone I goes to Hyundai Sanup (현대산업).",
        "Zone I is served by 현대산업.",
        "현대산업 handles Zone I and 금호환경 handles Zone II.",
        "현대산업 (Hyundai Sanup) covers Zone I.",
        "Call 현대산업 (Zone I) or 금호환경 (Zone II).",
        "I구역 담당은 현대산업, Ⅱ구역 담당은 금호환경이에요.",
        "I구역 수거업체는 현대산업이에요.",
        "현대산업이 I구역을 담당하고 금호환경이 Ⅱ구역을 담당해요.",
        "현대산업이 I구역을, 금호환경이 Ⅱ구역을 담당해요.",
    ):
        assert flagged(answer, ev(_zones())), answer
    # other collectors
    assert flagged(
        "Zone II is handled by Daehan Environment (대한환경).", ev(_zones("대한환경", "성우자원"))
    )


def test_zone_collectors_faithful_neighbours() -> None:
    for answer in (
        "Zone I is handled by Kumho Environment (금호환경) and Zone II by Hyundai Sanup (현대산업).",
        "금호환경 handles Zone I and 현대산업 handles Zone II.",
        "Call 금호환경 (Zone I) or 현대산업 (Zone II).",
        "Zone I: Kumho Environment (금호환경), Zone II: Hyundai Sanup (현대산업).",
        "I구역 담당은 금호환경, Ⅱ구역 담당은 현대산업이에요.",
        "금호환경이 I구역을, 현대산업이 Ⅱ구역을 담당해요.",
        "Zone I is assigned to 금호환경.",
        # the outputs pair them the other way: the same sentence is faithful
    ):
        assert not flagged(answer, ev(_zones())), answer
    assert not flagged(
        "Zone I is handled by Hyundai Sanup (현대산업) and Zone II by Kumho Environment (금호환경).",
        ev(_zones("현대산업", "금호환경")),
    )
