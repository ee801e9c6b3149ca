"""Round 30 (r30d): fee rows, material grades and arithmetic over rows.

- A range total for a count of one item's rows the data does not tell apart: its far end is the
  count times the item's highest row, its near end the count times the lowest, also for a
  school's thirty chairs (:mod:`guardrails.grounding.row_choices`: counts up to 99 pieces; a
  range's other end in the figure's sentence no longer hides the bound reading).
- A spread said in words ("the spread is only 10 won/kg") is a difference of the stated prices
  (:mod:`guardrails.grounding.match`).
- A gloss in a bracket after the last of names joined by ``·`` is that name's, not the whole
  list's (``HDPE·EPS(스티로폼) 200원``, :mod:`guardrails.grounding.slots`).

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
