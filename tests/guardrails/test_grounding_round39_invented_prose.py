"""Round 39 (r39c): a price invented for a material the price output does not list, passed as a
difference because its sentence also says "higher".

``Stainless steel is higher, around 900 won/kg`` gives stainless steel's own price; the output
lists only aluminium cans (1,200), scrap steel (280) and steel cans (180). The difference reading
(:mod:`.derived`) took ``higher`` as the word of a working and 900 as "about" 1,200 − 280, so the
invented price passed. An English comparative followed by its figure after a comma, a colon or
``at`` states the subject's level, not a gap (:mod:`.level_comparatives`): such a comparative is
no word of a difference, and the figure is held against the rows like any price. A gap written as
one (``920 won/kg higher``, ``higher by 920 won``, ``Difference: 920 won/kg``) still passes when
it comes out, and a level a row gives still passes.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _metal_prices() -> dict[str, object]:
    """The price tool's nationwide answer for 금속류 (철스크랩 280, 철캔 180, 알루미늄캔 1,200)."""
    rows = [("철스크랩", "고철", 280), ("철캔", "압축", 180), ("알루미늄캔", "압축", 1200)]
    return {
        "region": "nationwide", "region_name": "전국", "category": "metal", "category_name": "금속류",
        "item_count": 3,
        "items": [{"item_name": n, "category": "metal", "form": f, "price_per_kg": p,
                   "price_text": f"{p:,}원/kg"} for n, f, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


METALS = ev(_metal_prices(), user="What do scrap metal places pay? Steel shelving and cans.")
LISTED = (
    "Aluminum cans pay the most at 1,200 won/kg; scrap steel is 280 won/kg and steel cans "
    "180 won/kg. "
)


def _why(answer: str) -> list[str]:
    return [c.why or "" for c in check(answer, METALS).unsupported]


def test_level_after_a_comparative_is_flagged() -> None:
    answer = LISTED + "Stainless steel is higher, around 900 won/kg, so sort it separately."
    assert flagged(answer, METALS) == ["900 won/kg"]
    assert "not in tool outputs" in _why(answer)[0]
    # other wording, other values: "at", a colon, "more expensive", no hedge
    assert flagged(LISTED + "Copper is pricier at about 1,000 won/kg.", METALS) == ["1,000 won/kg"]
    assert flagged(LISTED + "Brass pays more: roughly 900 won/kg.", METALS) == ["900 won/kg"]
    assert flagged(LISTED + "Stainless is more expensive, 920 won/kg.", METALS) == ["920 won/kg"]
    assert flagged(LISTED + "Tin scrap is lower, around 100 won/kg.", METALS) == ["100 won/kg"]


def test_level_after_a_comparative_faithful_twins_pass() -> None:
    # the level a row gives
    assert check(LISTED + "Aluminum cans are higher, at 1,200 won/kg.", METALS).grounded
    assert check("Scrap steel is 280 won/kg. Steel cans are lower, at 180 won/kg.", METALS).grounded
    # no price for the unlisted material: general advice
    assert check(LISTED + "Stainless steel isn't in the survey, so ask the yard.", METALS).grounded


def test_gap_written_as_a_gap_still_passes() -> None:
    # the figure before the comparative, after "by" or a noun of difference: |1,200 − 280|
    assert check(LISTED + "Aluminum cans pay 920 won/kg more than scrap steel.", METALS).grounded
    assert check(LISTED + "Aluminum cans are higher by about 900 won/kg.", METALS).grounded
    assert check(LISTED + "Difference: 920 won/kg between cans and scrap steel.", METALS).grounded


def test_gap_that_does_not_come_out_is_flagged() -> None:
    # the wrong twin of the gap: 1,200 − 280 is 920, not 500
    assert flagged(LISTED + "Aluminum cans pay 500 won/kg more than scrap steel.", METALS) == [
        "500 won/kg"
    ]
