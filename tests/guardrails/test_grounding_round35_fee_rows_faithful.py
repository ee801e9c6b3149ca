"""Round 35 (r35c): faithful fee and price answers of prod_dev5 that the check flagged.

Five readings, each of a sentence a writer of faithful answers uses:

- an English row name right before its Hangul name in brackets (``a small bookshelf (책꽂이) at
  2,000 or 3,000 won``) is the bracket's gloss: the vocabulary reads ``bookshelf`` as 책장, the
  answer says it means 책꽂이 (:func:`guardrails.grounding.cue_glosses.without_glosses`);
- a compound row name in English, its qualifier spelled as it sounds (``Fabric 'bikini' wardrobe``
  for 비키니옷장 beside a 장롱 row) names the compound, not the head's row
  (:mod:`guardrails.grounding.compound_names`, also for the rows' marks in
  :mod:`guardrails.grounding.row_words`);
- ``참고로 4단은 5,000원`` is an aside and a row's tiers, not a road address ``참고로 4``
  (:mod:`guardrails.grounding.places`);
- a year's amount of a monthly one (``한 달 … 30,000원, 1년이면 약 36만 원``) is worked out with
  twelve months (:mod:`guardrails.grounding.worked`);
- ``Highest: X at …; lowest: Y at …`` after a list names X and Y after the colon
  (:mod:`guardrails.grounding.orders`).

Each reading is tested on the dev case's shape, other wordings, and the wrong twin, which stays
flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _fee_rows(
    district: str, full: str, query: str, rows: list[tuple[str, str, str | None, int]]
) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": query, "item_count": len(rows),
        "items": [{"item_name": item, "name": name, "spec": spec, "category": "가구류",
                   "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
                  for item, name, spec, fee in rows],
        "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True, "as_of": "2025-06-27",
    }  # fmt: skip


SHELVES = ev(
    _fee_rows("이천시", "경기도 이천시", "책장", [
        ("책장류(책꽂이)", "책장류(책꽂이)", None, 2000),
        ("책장류(책꽂이)", "책장류(책꽂이)", None, 3000),
        ("책장류(책장)", "책장류(책장)", None, 4000),
        ("책장류(책장)", "책장류(책장)", None, 6000),
    ])
)  # fmt: skip
WARDROBES = ev(
    _fee_rows("옥천군", "충청북도 옥천군", "장롱", [
        ("장롱 (90cm장 1쪽)", "장롱", "90cm장 1쪽", 4000),
        ("비키니옷장 (모든 규격)", "비키니옷장", "모든 규격", 2000),
    ])
)  # fmt: skip
DRAWERS = ev(
    _fee_rows("대구 북구", "대구광역시 북구", "서랍장", [
        ("서랍장 (3단 이하)", "서랍장", "3단 이하", 3000),
        ("서랍장 (4단)", "서랍장", "4단", 5000),
        ("서랍장 (5단)", "서랍장", "5단", 7000),
        ("서랍장 (6단 이상)", "서랍장", "6단 이상", 8000),
    ])
)  # fmt: skip


def _prices(query: str, rows: list[dict[str, object]]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": rows, "survey_date": "2025-01", "unit": "원/kg",
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


CANS = ev(
    _prices("알루미늄캔", [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
                          "price_per_kg": 1200, "price_text": "1,200원/kg"}])
)  # fmt: skip
PLASTICS = ev(
    _prices(
        "플라스틱",
        [
            plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
            plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
            plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
            plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("ABS", "압축", 280),
            plastic_row("PVC", "압축", 80), plastic_row("EPS", "압축(스티로폼)", 200),
            plastic_row("HDPE", "압축", 200), plastic_row("LDPE", "압축", 130),
        ],
    )
)  # fmt: skip


# --- an English row name glossed by its Hangul name in brackets ---------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g41d0-0085's shape
        "The bulky-waste fee data (as of 2025-06-27) lists a small bookshelf (책꽂이) at 2,000 or "
        "3,000 won and a bookcase (책장) at 4,000 or 6,000 won.",
        "Bookshelves (책꽂이) cost 2,000 or 3,000 won, depending on size.",
        "- Bookcase (책꽂이): 3,000 won\n- Bookcase (책장): 6,000 won",
    ],
)
def test_english_name_glossed_by_its_row_name_passes(answer: str) -> None:
    assert flagged(answer, SHELVES) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A small bookshelf (책꽂이) is 4,000 won.", "4,000 won"),
        ("A bookcase (책장) is 2,000 won and a bookshelf (책꽂이) 3,000 won.", "2,000 won"),
        ("The wardrobe (비키니옷장) costs 4,000 won.", "4,000 won"),
    ],
)
def test_glossed_name_with_another_rows_fee_is_flagged(answer: str, wrong: str) -> None:
    evidence = WARDROBES if "비키니" in answer else SHELVES
    assert wrong in flagged(answer, evidence)


def test_a_name_and_its_bracketed_row_name_pass_for_the_bracket() -> None:
    assert flagged("The wardrobe (비키니옷장) costs 2,000 won.", WARDROBES) == []


# --- a compound row name in English, its qualifier as it sounds --------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g41d1-0026's shape
        "- Wardrobe (90 cm, one section) — 4,000 won\n- Fabric 'bikini' wardrobe (any size) — "
        "2,000 won",
        "A bikini wardrobe of any size is 2,000 won; a 90 cm one-section wardrobe is 4,000 won.",
        "옥천군은 장롱(90cm장 1쪽) 4,000원, 비키니 옷장은 2,000원이에요.",
    ],
)
def test_compound_name_in_english_passes(answer: str) -> None:
    assert flagged(answer, WARDROBES) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- Wardrobe (90 cm, one section) — 2,000 won\n- Fabric 'bikini' wardrobe — 4,000 won",
         "4,000 won"),
        ("A bikini wardrobe costs 4,000 won.", "4,000 won"),
        ("비키니 옷장은 4,000원이에요.", "4,000원"),
    ],
)  # fmt: skip
def test_compound_name_with_the_heads_fee_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, WARDROBES)


# --- 참고로 4단: an aside and a tier, no road address --------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g41d0-0088's shape
        "대구 북구 서랍장은 3단 이하 3,000원, 5단 7,000원으로 5단이 4,000원 더 비쌉니다. 참고로 "
        "4단은 5,000원, 6단 이상은 8,000원입니다.",
        "5단은 7,000원이에요. 참고로 3단 이하는 3,000원이에요.",
        "서랍장 4단은 5,000원이고, 추가로 6단 이상은 8,000원입니다.",
    ],
)
def test_aside_before_a_tier_is_no_address(answer: str) -> None:
    assert flagged(answer, DRAWERS) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("서랍장 5단은 7,000원입니다. 참고로 4단은 6,000원입니다.", "6,000원"),
        ("참고로 6단 이상은 9,000원이에요.", "9,000원"),
    ],
)
def test_aside_with_a_wrong_tier_fee_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, DRAWERS)


# --- a year's amount of a monthly one ----------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g41d2-0089's shape
        "알루미늄캔(압축)은 kg당 1,200원이에요. 한 달 25kg이면 1,200원 × 25kg = 30,000원, "
        "1년이면 약 36만 원 정도 되겠네요.",
        "Aluminium cans fetch 1,200 won per kg. At 10 kg a month that is 12,000 won, so about "
        "144,000 won a year.",
        "알루미늄캔은 kg당 1,200원이고 매달 10kg 내놓으시면 12,000원, 연간 144,000원이에요.",
    ],
)
def test_yearly_total_of_a_monthly_amount_passes(answer: str) -> None:
    assert flagged(answer, CANS) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("알루미늄캔은 kg당 1,200원이에요. 한 달 25kg이면 30,000원, 1년이면 50만 원이에요.",
         "50만 원"),
        ("Aluminium cans fetch 1,200 won per kg. At 10 kg a month that is 12,000 won, so "
         "150,000 won a year.", "150,000 won"),
        # no month stated: a year is no multiplier
        ("알루미늄캔은 kg당 1,200원이고 10kg이면 12,000원, 1년이면 144,000원이에요.", "144,000원"),
    ],
)  # fmt: skip
def test_yearly_total_not_of_twelve_months_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, CANS)


# --- "Highest: X …; lowest: Y …" ----------------------------------------------------------

_LIST = (
    "National averages, 12 items: PE compressed 150, PE flake 450, PS compressed 100, PET flake "
    "650, PVC 80 (all KRW/kg). "
)


@pytest.mark.parametrize(
    "answer",
    [
        # g41d3-0030's shape
        _LIST + "Highest: PET flake at 650 KRW/kg; lowest: PVC at 80 KRW/kg.",
        _LIST + "Lowest: PVC (80); highest: PET flake (650).",
        "플라스틱 12종 전국 평균: PE(압축) 150원, PET(플레이크) 650원, PVC 80원. 최고가: "
        "PET(플레이크) 650원, 최저가: PVC 80원.",
    ],
)
def test_heading_word_and_colon_name_the_extreme(answer: str) -> None:
    assert flagged(answer, PLASTICS) == []


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (_LIST + "Highest: PET flake at 650 KRW/kg; lowest: PS compressed at 100 KRW/kg.",
         "cheapest"),
        (_LIST + "Highest: PE flake at 450 KRW/kg; lowest: PVC at 80 KRW/kg.", "most expensive"),
        ("플라스틱 12종 전국 평균: PE(압축) 150원, PET(플레이크) 650원, PVC 80원. 최고가: "
         "PET(플레이크) 650원, 최저가: PE(압축) 150원.", "lowest"),
    ],
)  # fmt: skip
def test_heading_word_naming_another_row_is_flagged(answer: str, why: str) -> None:
    from guardrails.grounding import check

    verdict = check(answer, PLASTICS)
    assert not verdict.grounded
    assert any(c.kind == "superlative" and why in (c.why or "") for c in verdict.unsupported)
