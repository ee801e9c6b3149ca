"""Round 33 (r33e): facts a faithful answer derives from the rows, in prod_holdout21.

``주말은 쉽니다`` (the formal of 쉬다, its own syllable) states the weekend closed as ``주말은 쉬어요``
does (:func:`guardrails.grounding.weekdays.said_closed`): over ``월~금 09:00~21:00, 그 외 휴무`` it
holds; a weekend said open, or a day the hours open on said closed, is still flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, paper_prices


def _sites(hours: str) -> dict[str, object]:
    return {
        "query": "재활용센터", "radius_m": 5000, "found": 2,
        "places": [
            {"name": "부안해뜰마루", "address": "전북특별자치도 부안군 부안읍 별천지로 3", "phone": None,
             "hours": hours, "items": ["투명페트병", "캔"], "distance_m": 683},
            {"name": "부안여고", "address": "전북특별자치도 부안군 부안읍 교동1길54", "phone": None,
             "hours": hours, "items": ["투명페트병", "캔"], "distance_m": 1495},
        ],
        "source": "recycling-centers,keco-sites",
    }  # fmt: skip


REST = _sites("월~금 09:00~21:00, 그 외 휴무")
PLAIN = _sites("월~금 09:00~21:00")


@pytest.mark.parametrize(
    "answer",
    [
        # g36h3-0017's shape
        "1. 부안해뜰마루: 별천지로 3, 약 680미터. 월요일부터 금요일 오전 9시부터 밤 9시까지, 주말은 "
        "쉽니다.\n2. 부안여고: 교동1길54, 약 1.5킬로미터. 운영 시간은 같습니다.",
        "부안해뜰마루는 평일 09:00~21:00에 열고 토요일은 휴무예요.",
        "부안해뜰마루 is open Monday to Friday 9:00 to 21:00 and closed on Sundays.",
    ],
)
def test_rest_of_week_closed_restated(answer: str) -> None:
    assert flagged(answer, ev(REST)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("부안해뜰마루는 월요일부터 금요일 오전 9시부터 밤 9시까지, 주말에도 운영합니다.", "주말"),
        ("부안해뜰마루는 토요일에도 엽니다. 평일은 오전 9시부터 밤 9시까지예요.", "토요일"),
    ],
)
def test_weekend_said_open_still_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(REST))


@pytest.mark.parametrize(
    "answer",
    [
        "부안해뜰마루는 월~금 오전 9시부터 밤 9시까지, 금요일은 쉽니다. 캔을 받습니다.",
        "부안해뜰마루는 월~금 오전 9시부터 밤 9시까지인데 수요일은 쉼. 캔을 받습니다.",
    ],
)
def test_open_day_said_closed_flagged(answer: str) -> None:
    assert any(s.endswith("요일") for s in flagged(answer, ev(REST)))


def test_rest_words_not_needed_for_a_day_no_hours_open() -> None:
    answer = "부안해뜰마루는 월~금 오전 9시부터 밤 9시까지, 주말은 쉽니다. 캔을 받습니다."
    assert flagged(answer, ev(PLAIN)) == []


# a good said taken by the listed places as a group ("… 받는 곳이 5곳"): held by none of them
@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g14h5-0054's shape (its weekend now passes; the added good is what is wrong)
        ("부안읍에는 투명페트병·캔·유리병을 받는 곳이 2곳 있습니다. 월~금 09:00~21:00 운영하고 주말은 "
         "쉽니다.", "유리"),
        ("부안읍에서 투명페트병이랑 스티로폼을 받는 데는 두 곳이에요.", "스티로폼"),
    ],
)  # fmt: skip
def test_good_no_listed_place_takes_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(REST))


@pytest.mark.parametrize(
    "answer",
    [
        "부안읍에는 투명페트병·캔을 받는 곳이 2곳 있습니다. 월~금 09:00~21:00 운영하고 주말은 쉽니다.",
        "부안읍에서 캔을 받는 데는 두 곳이에요.",
    ],
)
def test_goods_the_places_take_pass(answer: str) -> None:
    assert flagged(answer, ev(REST)) == []


def test_good_said_taken_by_no_place_is_not_read_as_taken() -> None:
    # "받는 곳은 없어요" denies the taking: not this reading (other readers may still ask for it)
    verdict = check("부안읍에서 유리병을 받는 곳은 없어요.", ev(REST))
    assert not any("no listed place" in c.why for c in verdict.unsupported)


def _fee_rows(district: str, rows: list[tuple[str, str | None, int]]) -> dict[str, object]:
    return {
        "district": district, "query": rows[0][0], "item_count": len(rows),
        "items": [{"item_name": f"{n} ({s})" if s else n, "name": n, "spec": s, "category": "가구류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for n, s, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-04-08",
    }  # fmt: skip


SOFAS = _fee_rows(
    "대구 남구", [("쇼파", "리클라이너-3인용", 15000), ("쇼파", "일반(카우치)-2인용", 7000)]
)
CABINETS = _fee_rows("포항시", [("신발장", None, 3000), ("신발장", None, 5000), ("캐비넷", None, 4000),
                               ("캐비넷", None, 6000)])  # fmt: skip
CHAIRS = _fee_rows("안양시", [("의자", None, 2000)])


# a table row's amount: its fee times its quantity column (g36h1-0041, g36h1-0081)
@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("| 품목 | 단가 | 수량 | 금액 |\n|---|---|---|---|\n| 쇼파 리클라이너 3인용 | 15,000원 | 1 | "
         "15,000원 |\n| 쇼파 일반(카우치) 2인용 | 7,000원 | 2 | 14,000원 |\n| 합계 | | | 29,000원 |",
         SOFAS),
        ("| Item | Fee | Qty | Total |\n|---|---|---|---|\n| Couch, 2-seat | 7,000 won | 3 | 21,000 "
         "won |", SOFAS),
        ("| 품목 | 수수료 | 수량 | 최대 금액 |\n|---|---|---|---|\n| 캐비넷 | 4,000 / 6,000원 | 4 | "
         "24,000원 |\n| 신발장 | 3,000 / 5,000원 | 1 | 5,000원 |", CABINETS),
    ],
)  # fmt: skip
def test_table_row_product_passes(answer: str, evidence: dict[str, object]) -> None:
    assert flagged(answer, ev(evidence)) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "span"),
    [
        ("| 품목 | 단가 | 수량 | 금액 |\n|---|---|---|---|\n| 쇼파 일반(카우치) 2인용 | 7,000원 | 2 | "
         "15,000원 |", SOFAS, "15,000원"),
        ("| Item | Fee | Qty | Total |\n|---|---|---|---|\n| Couch, 2-seat | 7,000 won | 3 | 24,000 "
         "won |", SOFAS, "24,000 won"),
        # the least fee times four under a column of the most
        ("| 품목 | 수수료 | 수량 | 최대 금액 |\n|---|---|---|---|\n| 캐비넷 | 4,000 / 6,000원 | 4 | "
         "16,000원 |", CABINETS, "16,000원"),
    ],
)  # fmt: skip
def test_table_row_wrong_product_flagged(
    answer: str, evidence: dict[str, object], span: str
) -> None:
    assert span in flagged(answer, ev(evidence))


# a quantity labelling the amount on a list line (g36h1-0064)
@pytest.mark.parametrize(
    "answer",
    [
        "- 의자 — 개당 2,000원\n- 25개 — 50,000원",
        "- Chair: 2,000 won each\n- 25 chairs: 50,000 won",
    ],
)
def test_list_line_quantity_product_passes(answer: str) -> None:
    assert flagged(answer, ev(CHAIRS)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [("- 의자 — 개당 2,000원\n- 25개 — 48,000원", "48,000원"),
     ("- Chair: 2,000 won each\n- 25 chairs: 45,000 won", "45,000 won")],
)  # fmt: skip
def test_list_line_wrong_product_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(CHAIRS))


PIANOS = _fee_rows("동두천시", [("피아노+올겐", None, 5000), ("피아노+올겐", None, 10000),
                                ("피아노+올겐", None, 15000)])  # fmt: skip


# English names the two rows after its difference word ("the gap between the cheapest and the
# priciest is 10,000 won"): a difference of the rows they pick, not a bound (g36h2-0087)
@pytest.mark.parametrize(
    "answer",
    [
        "Dongducheon lists pianos at 5,000, 10,000 or 15,000 won. The gap between the cheapest and "
        "the priciest is 10,000 won, so check which size yours is.",
        "Pianos are 5,000, 10,000 or 15,000 won; the difference between the cheapest and the most "
        "expensive is 10,000 won.",
        "피아노는 5,000원, 10,000원, 15,000원이에요. 가장 싼 것과 가장 비싼 것의 차이는 10,000원이에요.",
    ],
)
def test_difference_between_named_rows_passes(answer: str) -> None:
    assert flagged(answer, ev(PIANOS)) == []


@pytest.mark.parametrize("wrong", ["8,000 won", "5,000 won"])
def test_wrong_difference_between_named_rows_flagged(wrong: str) -> None:
    answer = (
        "Pianos are 5,000, 10,000 or 15,000 won. The gap between the cheapest and the priciest is "
        f"{wrong}, so check which size yours is."
    )
    assert wrong in flagged(answer, ev(PIANOS))


CANS = {
    "region": "nationwide", "region_name": "전국", "query": "알루미늄캔", "item_count": 1,
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
_PRICES = "aluminum cans 1,200 won, newspaper 120 won and corrugated cardboard 80 won"


# an English head noun refers back to the subject named in full ("cans" after "aluminum cans"):
# the ratio is that subject's (g36h0-0031), not the last one named before it
@pytest.mark.parametrize(
    "answer",
    [
        f"National averages per kg: compressed {_PRICES} — so cans are worth ten times as much as "
        "newspaper by weight.",
        f"Per kg: {_PRICES}, so cans are worth fifteen times as much as cardboard.",
    ],
)
def test_ratio_of_head_noun_back_reference_passes(answer: str) -> None:
    assert flagged(answer, ev(CANS, paper_prices())) == []


@pytest.mark.parametrize(
    "answer",
    [
        f"National averages per kg: compressed {_PRICES} — so cans are worth five times as much as "
        "newspaper by weight.",
        f"Per kg: {_PRICES}, so cans are worth ten times as much as cardboard.",
    ],
)
def test_wrong_ratio_of_head_noun_back_reference_flagged(answer: str) -> None:
    assert flagged(answer, ev(CANS, paper_prices())) != []
