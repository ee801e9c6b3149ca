"""Round 30 (r30d): fee rows, material grades and arithmetic over rows.

- A range total for a count of one item's rows the data does not tell apart: its far end is the
  count times the item's highest row, its near end the count times the lowest, also for a
  school's thirty chairs (:mod:`guardrails.grounding.row_choices`: counts up to 99 pieces; a
  range's other end in the figure's sentence no longer hides the bound reading).
- A spread said in words ("the spread is only 10 won/kg") is a difference of the stated prices
  (:mod:`guardrails.grounding.derived_values`).
- A gloss in a bracket after the last of names joined by ``·`` is that name's, not the whole
  list's (``HDPE·EPS(스티로폼) 200원``, :mod:`guardrails.grounding.slots`).
- A comparison word under 제일/가장 ranks; it works out no gap, so colours' prices swapped in
  ``갈색 유리가 45원으로 제일 비싸고`` are flagged (:mod:`guardrails.grounding.derived`,
  :mod:`guardrails.grounding.derived_values`).
- A fee said with a part included or excluded is that row's (``including glass doors``,
  ``유리문이 없는``, :mod:`guardrails.grounding.included_rows`).
- ``… won for one with a bookshelf attached`` gives one of twin rows an invented condition
  (:mod:`guardrails.grounding.twins_english`).
- A material added to a list its sentence calls the surveyed items is flagged
  (:mod:`guardrails.grounding.listed_items`).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _row(name: str, fee: int, spec: str | None = None) -> dict[str, object]:
    full = f"{name} ({spec})" if spec else name
    return {"item_name": full, "name": name, "spec": spec, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, *rows: dict[str, object]) -> dict[str, object]:
    return {"district": district, "full_name": district, "query": query, "item_count": len(rows),
            "items": list(rows), "source": "bulk-waste-fees", "covered": True,
            "as_of": "2025-06-27"}  # fmt: skip


CHAIRS = _fees("세종특별자치시", "의자", _row("의자", 2000), _row("의자", 3000))
FRIDGES = _fees(
    "부산광역시 서구", "냉장고",
    *(_row("가전제품 냉장고", f) for f in (4000, 8000, 15000, 20000, 30000)),
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "세종특별자치시 의자 수수료는 두 가지입니다.\n- 의자: 2,000원\n- 의자: 3,000원\n"
        "30개 기준 최소 60,000원, 최대 90,000원입니다.",
        "세종시 의자는 2,000원 또는 3,000원이에요. 의자 25개면 적게는 50,000원, 많게는 75,000원이에요.",
    ],
)
def test_range_total_for_many_pieces_passes(answer: str) -> None:
    assert flagged(answer, ev(CHAIRS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "부산 서구 냉장고 수수료는 다섯 단계입니다.\n"
            "- 가전제품 냉장고: 4,000원 / 8,000원 / 15,000원 / 20,000원 / 30,000원\n"
            "2대 기준으로 최소 8,000원, 최대 70,000원 범위로 예산을 잡으세요.",
            ["70,000원"],
        ),
        (
            "냉장고는 4,000원, 8,000원, 15,000원, 20,000원, 30,000원 중 하나예요. "
            "두 대면 적게는 8,000원, 많게는 50,000원이에요.",
            ["50,000원"],
        ),
    ],
)
def test_range_far_end_not_count_times_highest_row_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(FRIDGES)) == wrong


def test_range_both_ends_right_passes() -> None:
    answer = (
        "부산 서구 냉장고 수수료는 다섯 단계입니다.\n"
        "- 가전제품 냉장고: 4,000원 / 8,000원 / 15,000원 / 20,000원 / 30,000원\n"
        "2대 기준으로 최소 8,000원, 최대 60,000원 범위로 예산을 잡으세요."
    )
    assert flagged(answer, ev(FRIDGES)) == []


GLASS = {"region": "nationwide", "region_name": "전국", "category": "glass", "category_name": "유리류",
         "item_count": 3,
         "items": [{"item_name": n, "category": "glass", "form": "파유리(컬릿)", "price_per_kg": p,
                    "price_text": f"{p}원/kg"}
                   for n, p in (("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35))],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "as_of": "2025-01"}  # fmt: skip
_GLASS_LINES = (
    "1. White glass (백색 유리): 45 won/kg\n2. Brown glass (갈색 유리): 40 won/kg\n"
    "3. Green glass (청녹색 유리): 35 won/kg\n"
)


@pytest.mark.parametrize(
    "tail",
    [
        "Clear glass is worth the most, though the spread is only 10 won/kg.",
        "The gap is just 5 won/kg between white and brown.",
        "백색이 제일 비싸고 청녹색이 제일 싸지만 차이는 겨우 10원이에요.",
    ],
)
def test_spread_in_words_passes(tail: str) -> None:
    assert flagged(_GLASS_LINES + tail, ev(GLASS)) == []


def test_spread_no_two_prices_give_is_flagged() -> None:
    tail = "Clear glass is worth the most, though the spread is only 20 won/kg."
    assert flagged(_GLASS_LINES + tail, ev(GLASS)) == ["20 won/kg"]


PLASTICS = {"region": "nationwide", "region_name": "전국", "category": "plastic", "item_count": 4,
            "items": [plastic_row("PET", "압축", 350), plastic_row("EPS", "압축(스티로폼)", 200),
                      plastic_row("HDPE", "압축", 200), plastic_row("PP(압축)", "압축", 180)],
            "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "압축 상태만 보면 PET가 kg당 350원으로 가장 높고, HDPE·EPS(스티로폼) 200원, PP 180원 순이에요.",
        "HDPE·EPS(스티로폼)는 둘 다 kg당 200원이에요.",
    ],
)
def test_gloss_after_last_of_dotted_names_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


def test_dotted_names_wrong_price_is_flagged() -> None:
    answer = "HDPE·EPS(스티로폼)는 둘 다 kg당 180원이에요."
    assert flagged(answer, ev(PLASTICS)) == ["kg당 180원"]


# -- a comparison word under a superlative ranks; it states no gap (match, derived) --

PAPER = {"region": "nationwide", "region_name": "전국", "query": "폐지", "item_count": 2,
         "items": [{"item_name": n, "category": "paper", "form": "압축", "price_per_kg": p,
                    "price_text": f"{p}원/kg"} for n, p in (("신문지", 120), ("골판지", 80))],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "as_of": "2025-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "색깔마다 달라요: 갈색 유리가 45원으로 제일 비싸고 백색 40원, 청녹색 35원(kg당)이에요; "
            "폐지는 신문지 120원, 골판지 80원이에요.",
            ["45원", "40원"],
        ),
        ("유리병은 청녹색이 40원으로 가장 싸요. 신문지 120원, 골판지 80원이에요.", ["40원"]),
    ],
)
def test_colours_swapped_under_a_superlative_are_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PAPER, GLASS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "색깔마다 달라요: 백색 유리가 45원으로 제일 비싸고 갈색 40원, 청녹색 35원(kg당)이에요; "
        "폐지는 신문지 120원, 골판지 80원이에요.",
        "신문지 120원, 골판지 80원이라 신문지가 40원 더 비싸요.",
    ],
)
def test_right_colours_and_a_real_gap_pass(answer: str) -> None:
    assert flagged(answer, ev(PAPER, GLASS)) == []


# -- a fee said with a part included or excluded is that row's (included_rows) --

CABINETS = _fees(
    "서울특별시 관악구", "장식장",
    _row("신발장", 1000, "폭50센티미터x높이50센티미터 당"),
    _row("장식장", 1000, "유리문 제외_폭50센티미터x높이50센티미터 당"),
    _row("장식장", 1500, "유리문 포함_폭50센티미터x높이50센티미터 당"),
    _row("오디오 장식장", 2000, "폭50센티미터x높이50센티미터 당"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Gwanak-gu charges display cabinets by size:\n"
            "- Display cabinet, including glass doors: 1,000 won per 50 cm x 50 cm\n"
            "- Display cabinet, excluding glass doors: 1,500 won per 50 cm x 50 cm",
            ["1,000 won", "1,500 won"],
        ),
        (
            "관악구 장식장은 유리문 포함이면 50×50cm당 1,000원, 유리문이 없는 건 1,500원이에요.",
            ["1,000원", "1,500원"],
        ),
        ("A display cabinet without glass doors is 1,500 won per 50 x 50 cm.", ["1,500 won"]),
    ],
)
def test_included_and_excluded_rows_swapped_are_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CABINETS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Gwanak-gu charges display cabinets by size:\n"
        "- Display cabinet, including glass doors: 1,500 won per 50 cm x 50 cm\n"
        "- Display cabinet, excluding glass doors: 1,000 won per 50 cm x 50 cm\n"
        "- Audio cabinet: 2,000 won per 50 cm x 50 cm",
        "관악구 장식장은 유리문 포함이면 50×50cm당 1,500원, 유리문이 없는 건 1,000원이에요.",
        "장식장은 1,500원(유리문 포함)이고 1,000원(유리문 제외)이에요.",
        "A display cabinet comes with a size-based fee: 1,000 won per 50 x 50 cm.",
        "A display cabinet with glass doors costs 500 won more than one without: 1,500 won "
        "against 1,000 won.",
    ],
)
def test_included_and_excluded_rows_right_pass(answer: str) -> None:
    assert flagged(answer, ev(CABINETS)) == []


# -- a condition given to one of twin rows by "for one with …" (twins_english) --

DESKS = _fees("전북특별자치도 완주군", "책상", _row("책상", 4000), _row("책상", 5000))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "Wanju-gun lists two desk rates: 4,000 won and 5,000 won for one with a bookshelf "
            "attached.",
            ["5,000 won"],
        ),
        ("Desks are 4,000 won, or 5,000 won for one with drawers.", ["5,000 won"]),
    ],
)
def test_condition_for_one_of_twin_rows_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DESKS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Wanju-gun lists two desk rates, 4,000 won and 5,000 won; the data does not say which "
        "one applies.",
        "A desk is 4,000 won or 5,000 won; budget 5,000 won for one to be safe.",
    ],
)
def test_twin_rows_without_a_condition_pass(answer: str) -> None:
    assert flagged(answer, ev(DESKS)) == []


# -- a material said to be surveyed must be one the output lists (listed_items) --

UNSURVEYED = {"error": "'구리'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, PE(압축), "
              "PP(압축), PET, ABS, 백색 유리, 갈색 유리, 청녹색 유리, 철스크랩, 철캔, 알루미늄캔, 고무분말"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "구리는 가격조사 품목에 없어요. 조사 품목은 신문지·골판지 같은 종이류, PET·PP 등 "
            "플라스틱, 유리, 철스크랩, 철캔, 알루미늄캔, 황동, 고무분말 정도예요.",
            ["황동"],
        ),
        (
            "구리는 없어요. 조사 대상은 신문지, 골판지, 철스크랩, 스테인리스, 알루미늄캔이에요.",
            ["스테인리스"],
        ),
    ],
)
def test_member_of_the_surveyed_list_no_output_lists_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(UNSURVEYED, user="구리 값도 나오나?")) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "구리는 가격조사 품목에 없어요. 조사 품목은 신문지·골판지 같은 종이류, PET·PP 등 "
        "플라스틱, 유리, 철스크랩, 철캔, 알루미늄캔, 고무분말 정도예요.",
        "구리는 조사 품목이 아니에요. 조사 대상은 신문지, 골판지, 철스크랩, 알루미늄캔이에요.",
        "구리는 없어요. 조사 품목은 신문지, 골판지, 여러 플라스틱 (PE, PP, PET 등), 유리, 철캔 같은 거예요.",
    ],
)
def test_surveyed_list_of_the_outputs_items_passes(answer: str) -> None:
    assert flagged(answer, ev(UNSURVEYED, user="구리 값도 나오나?")) == []
