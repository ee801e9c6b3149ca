"""Round 39 (r39c): prices invented for materials the price output does not list.

1. A price passed as a difference because its sentence also says "higher".

``Stainless steel is higher, around 900 won/kg`` gives stainless steel's own price; the output
lists only aluminium cans (1,200), scrap steel (280) and steel cans (180). The difference reading
(:mod:`.derived`) took ``higher`` as the word of a working and 900 as "about" 1,200 − 280, so the
invented price passed. An English comparative followed by its figure after a comma, a colon or
``at`` states the subject's level, not a gap (:mod:`.level_comparatives`): such a comparative is
no word of a difference, and the figure is held against the rows like any price. A gap written as
one (``920 won/kg higher``, ``higher by 920 won``, ``Difference: 920 won/kg``) still passes when
it comes out, and a level a row gives still passes.

2. A material likened to a listed one with the shared price stated first: ``HDPE도 kg당 200원으로
스티로폼과 같아요`` (200 is EPS's; the output lists no HDPE). The price bound to 스티로폼 in its
sentence, and the likening reading (:mod:`.likened_prices`) knew only ``…와 같은 가격`` / ``the same
price as``. It now also reads the price stated before the likening (``X도 N원으로 Y와 같아요``,
``X is also N won/kg, the same as Y``): a subject no output carries is flagged; a listed one, or a
doubted likening, is not read.

3. A day on which prices are said to change: ``고물상은 보통 매주 월요일에 시세를 바꿔``. A weekday is a
claim next to a schedule word (:mod:`.statements`); a change (``바꿔``, ``바뀌어요``, ``change``) is
one now, as an update (``갱신``, ``update``) already was, so the day is held against the outputs
(no output gives a day). A sentence that names no day (``시세는 자주 바뀌니 확인해 보세요``) passes.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, national_prices, plastic_row


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


def _plastic_prices() -> dict[str, object]:
    """The price tool's nationwide answer for 플라스틱 (no HDPE, no LDPE; EPS 200, PVC 80)."""
    rows = [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
            plastic_row("ABS", "압축", 280), plastic_row("PVC", "압축", 80),
            plastic_row("EPS", "압축(스티로폼)", 200)]  # fmt: skip
    return {
        "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": len(rows),
        "items": rows, "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }  # fmt: skip


PLASTICS = ev(
    _plastic_prices(), user="스티로폼이랑 PVC 파이프가 많이 나와요. 플라스틱 시세 어때요?"
)
OPENING = "스티로폼(EPS)은 kg당 200원, PVC는 80원이에요. "
LIKENED = "a good likened in price to a listed one: no tool output prices it"


def test_likened_with_its_price_stated_is_flagged() -> None:
    answer = OPENING + "HDPE도 kg당 200원으로 스티로폼과 같아요."
    assert flagged(answer, PLASTICS) == ["HDPE도 kg당 200원으로 스티로폼과 같"]
    assert [c.why for c in check(answer, PLASTICS).unsupported] == [LIKENED]
    # other wording, other language, other values
    assert flagged(OPENING + "LDPE는 200원이라 EPS랑 똑같아요.", PLASTICS) == [
        "LDPE는 200원이라 EPS랑 똑같"
    ]
    assert flagged(OPENING + "HDPE is also 200 won/kg, the same as EPS.", PLASTICS) == [
        "HDPE is also 200 won/kg, the same as EPS"
    ]
    assert not check(OPENING + "고무는 kg당 80원으로 PVC와 동일해요.", PLASTICS).grounded


def test_likened_with_its_price_stated_faithful_twins_pass() -> None:
    # a listed material likened with its own price
    assert check(OPENING + "압축 PE도 kg당 150원으로 EPS보다 조금 싸요.", PLASTICS).grounded
    assert check("PP(압축)은 kg당 180원이에요. PE(압축)도 150원으로 비슷해요.", PLASTICS).grounded
    assert check(OPENING + "ABS is 280 won/kg, the same as the survey lists.", PLASTICS).grounded
    # a doubted likening, and general advice with no price
    assert check(OPENING + "HDPE도 kg당 200원으로 스티로폼과 같을지도 몰라요.", PLASTICS).grounded
    assert check(
        OPENING + "HDPE는 조사 품목에 없어요. 고물상마다 시세가 달라요.", PLASTICS
    ).grounded


def _can_prices() -> dict[str, object]:
    """The price tool's nationwide answer for 캔 (철캔 180, 알루미늄캔 1,200), no day anywhere."""
    return national_prices(
        "metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)], query="캔", label=None
    )


CANS = ev(_can_prices(), user="광주 can 가격 알려줘")
CAN_PRICES = "알루미늄캔 1,200원/kg, 철캔 180원/kg이야. "


def test_day_prices_change_is_flagged() -> None:
    answer = CAN_PRICES + "전국 평균이고, 고물상은 보통 매주 월요일에 시세를 바꿔."
    assert flagged(answer, CANS) == ["매주 월요일"]
    assert "no weekdays in evidence" in (check(answer, CANS).unsupported[0].why or "")
    # other wording, other language, other days
    assert flagged(CAN_PRICES + "고물상 시세는 매주 금요일에 바뀌어요.", CANS) == ["매주 금요일"]
    assert flagged(CAN_PRICES + "시세는 화요일마다 변경돼요.", CANS)
    assert not check(CAN_PRICES + "Yards change their prices on Mondays.", CANS).grounded


def test_day_prices_change_faithful_twins_pass() -> None:
    assert check(CAN_PRICES + "시세는 자주 바뀌니 고물상에 확인해 보세요.", CANS).grounded
    assert check(CAN_PRICES + "고물상마다 시세가 달라요.", CANS).grounded
    assert check(CAN_PRICES + "Prices change often, so check with the yard.", CANS).grounded
