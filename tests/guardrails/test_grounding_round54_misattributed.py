"""Round 54 (r54c): values said of the wrong subject that passed on prod_holdout49/50.

- A clause naming a region but no material takes the material its sentence named before it (a list
  line's head, a topic): ``- 알루미늄캔: kg당 1,200원 · 수도권 권역 시세가 없어 전국 평균`` where 수도권 is
  the scrap's note (:mod:`.missing_regions`; g67h1-0063).
- A sentence leading a list gives the list's prices its region, with or without a colon
  (``경기 지역 유리병 시세예요 (…).`` / ``- 백색 유리: 45원/kg``; :mod:`.scopes` over
  :func:`.headings.leads_list`; g68h1-0051).
- A list line's label may name its item before its district (``1. Wardrobe (장롱), Daegu Jung-gu
  (대구 중구): … Reference date: 2024-12-06``; :mod:`.district_dated`; g68h3-0002).
- A material's word of prose as a price's topic where no price output names it (``캔 시세는 전국 평균
  kg당 350원`` over a PET survey; :mod:`.unrowed_materials`; g68h3-0091).
- A fee said of a spec alone after the sentence that named its item (``'탁자(식탁 포함)' 항목이에요.`` /
  ``6인용 이상이라 18,000원이에요.``, 18,000원 being the marble table's; :mod:`.topic_rows`; g68h3-0045).
- A fee said ``for`` a row its tier word marks (``3,000 won for a household fan`` where 가정용 is
  2,000원; :mod:`.for_rows`, ``가정용``/``업소용`` in :mod:`.tier_words`; g68h2-0062).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

_LABEL = "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)"


def _price(query: str, rows: list[tuple[str, int]], region: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": [{"item_name": n, "category": "x", "form": "압축", "price_per_kg": p,
                   "price_text": f"{p:,}원/kg"} for n, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": _LABEL, "as_of": "2025-01",
    }  # fmt: skip
    if region:
        out["note"] = (f"{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 "
                       "(지역별 시세는 가격조사 파일을 가져오면 제공됩니다).")  # fmt: skip
    return out


# -- a region's missing survey said under the other material's line head (g67h1-0063) ---------


def _two_notes() -> Any:
    return ev(_price("알루미늄캔", [("알루미늄캔", 1200)], "경북"),
              _price("철스크랩", [("철스크랩", 280)], "수도권"))  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("- 알루미늄캔: kg당 1,200원 · 수도권 권역 시세가 없어 전국 평균\n"
         "- 고철(철스크랩): kg당 280원 · 경북 권역 시세가 없어 전국 평균", "수도권"),
        ("알루미늄캔은 kg당 1,200원이고 수도권 권역 시세가 없어 전국 평균이에요.", "수도권"),
        ("- Scrap iron: 280 won/kg — no Gyeongbuk figure, so this is the national average", "경북"),
        ("- Aluminum cans: 1,200 won/kg; the capital-area survey is missing, national average", "수도권"),
    ],
)  # fmt: skip
def test_a_line_heads_material_takes_the_notes_region(answer: str, bad: str) -> None:
    assert flagged(answer, _two_notes())


@pytest.mark.parametrize(
    "answer",
    [
        "- 알루미늄캔: kg당 1,200원 · 경북 권역 시세가 없어 전국 평균\n"
        "- 고철(철스크랩): kg당 280원 · 수도권 권역 시세가 없어 전국 평균",
        "- Scrap iron: 280 won/kg — no capital-area figure, so this is the national average",
        # two materials before the clause pair nothing
        "알루미늄캔과 고철은 각각 kg당 1,200원, 280원이고 수도권 권역 시세가 없어 전국 평균이에요.",
    ],
)
def test_the_notes_own_region_passes(answer: str) -> None:
    assert flagged(answer, _two_notes()) == []


# -- a sentence leading a list gives the list's prices its region (g68h1-0051) -----------------


def _glass() -> Any:
    return ev(_price("유리병", [("백색 유리", 45), ("갈색 유리", 40)], "수도권"))


@pytest.mark.parametrize(
    "answer",
    [
        "경기 지역 유리병 시세예요 (한국환경공단 가격조사, 2025-01).\n- 백색 유리: 45원/kg\n"
        "- 갈색 유리: 40원/kg",
        "부산 유리병 시세입니다.\n1. 백색 유리 45원/kg\n2. 갈색 유리 40원/kg",
        "These are Gyeonggi glass bottle prices (KECO survey, 2025-01).\n- White glass: 45 won/kg",
    ],
)
def test_a_region_leading_a_price_list_is_flagged(answer: str) -> None:
    assert flagged(answer, _glass())


@pytest.mark.parametrize(
    "answer",
    [
        "전국 평균 유리병 시세예요 (한국환경공단 가격조사, 2025-01).\n- 백색 유리: 45원/kg",
        "경기 지역 시세는 없어서 전국 평균으로 알려드려요.\n- 백색 유리: 45원/kg",
        "These are the national glass bottle prices (KECO survey, 2025-01).\n- White glass: 45 won/kg",
    ],
)
def test_a_nationwide_lead_passes(answer: str) -> None:
    assert flagged(answer, _glass()) == []


# -- a list line's label naming its item before its district (g68h3-0002) ----------------------


def _fees(district: str, full: str, item: str, fees: list[int], as_of: str) -> dict[str, Any]:
    return {
        "district": district, "full_name": full, "query": item, "item_count": len(fees),
        "items": [{"item_name": item, "name": item, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": as_of,
        "citation": f"출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 {as_of}",
    }  # fmt: skip


def _two_districts() -> Any:
    return ev(_fees("대구 중구", "대구광역시 중구", "장롱", [10000, 15000], "2025-09-15"),
              _fees("철원군", "강원특별자치도 철원군", "에어컨", [4500, 6500], "2024-12-06"))  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "1. Wardrobe (장롱), Daegu Jung-gu (대구 중구): 10,000 or 15,000 won. Reference date: "
        "2024-12-06.\n2. Air conditioner (에어컨), Cheorwon-gun (철원군): 4,500 or 6,500 won. "
        "Reference date: 2025-09-15.",
        "1. 장롱, 대구 중구: 10,000원 또는 15,000원이에요. 기준일 2024-12-06.\n"
        "2. 에어컨, 철원군: 4,500원 또는 6,500원이에요. 기준일 2025-09-15.",
    ],
)
def test_a_labels_district_after_its_item_dates_the_line(answer: str) -> None:
    assert {"2024-12-06", "2025-09-15"} <= set(flagged(answer, _two_districts()))


def test_the_right_dates_under_such_labels_pass() -> None:
    answer = (
        "1. Wardrobe (장롱), Daegu Jung-gu (대구 중구): 10,000 or 15,000 won. Reference date: "
        "2025-09-15.\n2. 에어컨, 철원군: 4,500원 또는 6,500원이에요. 기준일 2024-12-06."
    )
    assert flagged(answer, _two_districts()) == []


# -- a material's word of prose priced where no price output names it (g68h3-0091) --------------


def _pet() -> Any:
    return ev(_price("PET", [("PET", 350), ("PET(플레이크)", 650)]))


@pytest.mark.parametrize(
    "answer",
    [
        "3. 캔 시세는 전국 평균 kg당 350원이에요.",
        "캔은 kg당 650원 정도 받아요.",
        "Cans go for about 350 won/kg.",
        "신문지 가격은 kg당 350원이에요.",
    ],
)
def test_a_material_no_price_output_names_is_flagged(answer: str) -> None:
    assert flagged(answer, _pet())


@pytest.mark.parametrize(
    "answer",
    [
        "페트병 시세는 전국 평균 kg당 350원이에요.",
        "PET 시세는 전국 평균 kg당 350원이에요.",
        "캔 시세는 자료에 없고, 페트병은 kg당 350원이에요.",
    ],
)
def test_the_surveyed_material_passes(answer: str) -> None:
    assert flagged(answer, _pet()) == []


def test_a_can_priced_by_a_can_survey_passes() -> None:
    cans = ev(_price("알루미늄캔", [("알루미늄캔", 1200)]))
    assert flagged("캔 시세는 전국 평균 kg당 1,200원이에요.", cans) == []
    assert flagged("Cans go for about 1,200 won/kg.", cans) == []


# -- a fee said for the row a tier word after it marks (g68h2-0062) ----------------------------


def _spec_fees(item: str, specs: list[tuple[str, int]]) -> Any:
    return ev({
        "district": "용인시", "full_name": "경기도 용인시", "query": item, "item_count": len(specs),
        "items": [{"item_name": f"{item} ({s})", "name": item, "spec": s, "category": "가전제품류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for s, f in specs],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09",
    })  # fmt: skip


def _fans() -> Any:
    return _spec_fees("선풍기", [("가정용", 2000), ("업소용", 3000)])


@pytest.mark.parametrize(
    "answer",
    [
        "Yongin lists 3,000 won for a household fan and 2,000 won for a commercial one.",
        "It's 2,000 won for the commercial model.",
        "You pay ₩3,000 for a home-use fan.",
    ],
)
def test_a_fee_for_another_rows_tier_is_flagged(answer: str) -> None:
    assert flagged(answer, _fans())


def test_other_tiers_and_values() -> None:
    acs = _spec_fees("에어컨", [("벽걸이", 4000), ("스탠드", 7000)])
    assert flagged("It costs 7,000 won for the wall-mounted type.", acs)
    assert flagged("It costs 4,000 won for the wall-mounted type.", acs) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Yongin lists 2,000 won for a household fan and 3,000 won for a commercial one.",
        "It's 2,000 or 3,000 won for a household or commercial fan.",
    ],
)
def test_the_right_or_unsure_tier_passes(answer: str) -> None:
    assert flagged(answer, _fans()) == []


def test_the_korean_swap_is_flagged_too() -> None:
    assert flagged("가정용 선풍기는 3,000원, 업소용은 2,000원이에요.", _fans())


# -- a fee said of a spec alone after the sentence that named its item (g68h3-0045) -------------


def _tables(marble: tuple[int, int] = (13000, 18000), plain: tuple[int, int] = (4000, 5000)) -> Any:
    rows = [
        ("대리석식탁", "6인용 미만", marble[0]),
        ("대리석식탁", "6인용 이상", marble[1]),
        ("탁자(식탁 포함)", "6인용 미만", plain[0]),
        ("탁자(식탁 포함)", "6인용 이상", plain[1]),
    ]
    return ev({
        "district": "용인시", "full_name": "경기도 용인시", "query": "식탁", "item_count": len(rows),
        "items": [{"item_name": f"{n} ({s})", "name": n, "spec": s, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, s, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09",
    })  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("1. 대리석이 아닌 일반 식탁은 '탁자(식탁 포함)' 항목이에요.\n2. 6인용 이상이라 18,000원이에요.\n"
         "3. 6인용 미만이면 4,000원이에요.", "18,000원"),
        ("일반 식탁은 탁자(식탁 포함)로 내놓으시면 돼요. 6인용 미만이면 13,000원이에요.", "13,000원"),
        ("An ordinary wooden table falls under 탁자(식탁 포함).\nFor 6 or more people, it's 18,000 won.",
         "18,000 won"),
        ("대리석식탁은 6인용 이상과 미만으로 나뉘어요. 6인용 이상이면 5,000원이에요.", "5,000원"),
    ],
)  # fmt: skip
def test_a_spec_alone_takes_the_item_named_before(answer: str, bad: str) -> None:
    assert bad in flagged(answer, _tables())


def test_other_values() -> None:
    tables = _tables(marble=(20000, 30000), plain=(3000, 6000))
    assert "30,000원" in flagged(
        "탁자(식탁 포함) 항목이에요. 6인용 이상이라 30,000원이에요.", tables
    )
    assert flagged("탁자(식탁 포함) 항목이에요. 6인용 이상이라 6,000원이에요.", tables) == []


@pytest.mark.parametrize(
    "answer",
    [
        "1. 대리석이 아닌 일반 식탁은 '탁자(식탁 포함)' 항목이에요.\n2. 6인용 이상이라 5,000원이에요.\n"
        "3. 6인용 미만이면 4,000원이에요.",
        "An ordinary wooden table falls under 탁자(식탁 포함).\nFor 6 or more people, it's 5,000 won.",
        # the sentence names its own item: the binding's, not this reading's
        "탁자(식탁 포함)는 6인용 이상 5,000원이에요. 대리석식탁 6인용 이상은 18,000원이에요.",
        # the previous sentence names both items: unsure
        "대리석식탁과 탁자(식탁 포함)가 있어요. 6인용 이상이면 18,000원이에요.",
    ],
)  # fmt: skip
def test_the_named_items_own_fee_passes(answer: str) -> None:
    assert flagged(answer, _tables()) == []
