"""Round 33 (r33a): worked figures across units on prod_dev3.

A weight or a length the user (or a tool output) states, restated in another unit of its
dimension, is that quantity (:func:`guardrails.grounding.conversions.converted_quantity`); a
conversion that does not come out stays a plain quantity nothing states.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices

SOURCE = "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)"


def prices(*rows: tuple[str, str, int]) -> dict[str, object]:
    """The price tool's nationwide answer with ``rows`` (name, form, price per kg)."""
    return {
        "region": "nationwide", "region_name": "전국", "item_count": len(rows),
        "items": [{"item_name": n, "category": "metal", "form": f, "price_per_kg": p,
                   "price_text": f"{p:,}원/kg"} for n, f, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "source_label": SOURCE, "as_of": "2025-01",
    }  # fmt: skip


SCRAP = prices(("철스크랩", "고철", 280))
CANS = prices(("철캔", "압축", 180), ("알루미늄캔", "압축", 1200))
CARPET = {
    "district": "용산구", "query": "카페트", "item_count": 1,
    "items": [{"item_name": "카페트", "spec": "긴 면 기준 100cm당", "fee": 2000,
               "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-03",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        # g37d0-0087's shape
        (
            "1.2톤은 1,200kg이고, 철스크랩 전국 평균이 kg당 280원이니 1,200 × 280 = 336,000원 "
            "정도예요.",
            "고철이 1.2톤 나왔어요. 시세로 얼마예요?",
        ),
        # in English, the tonnes written as the user did
        (
            "1.2 tons is 1,200 kg; at 280 won/kg that is 1,200 × 280 = 336,000 won.",
            "We cleared out 1.2 tons of scrap steel. What's it worth?",
        ),
        # grams from a weight in kilograms
        ("0.5kg이면 500g이라 kg당 280원 기준 140원이에요.", "고철 0.5kg 있어요"),
    ],
)
def test_a_stated_weight_in_another_unit_is_that_weight(answer: str, user: str) -> None:
    assert flagged(answer, ev(SCRAP, user=user)) == []


def test_a_conversion_that_does_not_come_out_is_flagged() -> None:
    answer = (
        "1.2톤은 1,300kg이고, 철스크랩 전국 평균이 kg당 280원이니 1,300 × 280 = 364,000원이에요."
    )
    assert "1,300kg" in flagged(answer, ev(SCRAP, user="고철이 1.2톤 나왔어요"))


def test_two_weights_in_tonnes_restated_in_kg() -> None:  # g37d2-0090's shape
    answer = (
        "알루미늄캔 500kg × 1,200원 = 60만 원, 철캔 2,000kg × 180원 = 36만 원이라 합치면 "
        "96만 원이에요."
    )
    assert flagged(answer, ev(CANS, user="알루미늄캔 0.5톤, 철캔 2톤 팔면 얼마예요?")) == []
    wrong = answer.replace("2,000kg × 180원 = 36만", "2,500kg × 180원 = 45만").replace(
        "96만", "105만"
    )
    assert "2,500kg" in flagged(wrong, ev(CANS, user="알루미늄캔 0.5톤, 철캔 2톤 팔면 얼마예요?"))


def test_a_bare_factor_restating_tonnes_in_kg() -> None:  # g37d2-0068's shape
    answer = "철캔은 kg당 180원이라 2톤이면 2,000 × 180 = 36만 원이에요."
    assert flagged(answer, ev(CANS, user="철캔 2톤 팔면 얼마예요?")) == []
    wrong = "철캔은 kg당 180원이라 2톤이면 2,500 × 180 = 45만 원이에요."
    assert "2,500" in flagged(wrong, ev(CANS, user="철캔 2톤 팔면 얼마예요?"))


def test_metres_the_user_gave_as_centimetres() -> None:  # g37d1-0055's shape
    answer = "용산구 카펫: 긴 면 기준 100cm당 2,000원이라, 300cm면 3 × 2,000 = 6,000원입니다."
    assert flagged(answer, ev(CARPET, user="용산구에서 3미터짜리 카페트를 버려요")) == []
    assert "400cm" in flagged(
        answer.replace("300cm면 3", "400cm면 4").replace("6,000", "8,000"),
        ev(CARPET, user="용산구에서 3미터짜리 카페트를 버려요"),
    )


def test_tonnes_spelled_in_english_are_a_weight() -> None:
    user = "I've got 2 tonnes of scrap steel, what would a yard pay?"
    answer = "Two tonnes is 2,000 kg, so 2,000 × 280 = 560,000 won at 280 won/kg."
    assert flagged(answer, ev(SCRAP, user=user)) == []
    assert flagged("For 2 tonnes at 280 won/kg, that's 560,000 won.", ev(SCRAP, user=user)) == []
    assert "2,500 kg" in flagged(
        answer.replace("2,000", "2,500").replace("560", "700"), ev(SCRAP, user=user)
    )
    wrong = "Your 3 tonnes of scrap come to 840,000 won at 280 won/kg."
    assert "3 tonnes" in flagged(wrong, ev(SCRAP, user=user))


# per-ton amounts a clause puts on a per-ton scale: each a price per kg × 1,000, a difference of
# two such prices × 1,000 (conversions.per_kg's _PER_TON)
GLASS = prices(("파유리", "백색", 45), ("파유리", "갈색", 40), ("파유리", "청녹색", 35))
PAPER = paper_prices()


def test_per_ton_amounts_listed_after_a_per_ton_scale() -> None:  # g37d2-0047's shape
    answer = (
        "파유리 전국 평균으로 백색 kg당 45원, 갈색 40원, 청녹색 35원이에요. 톤당으로는 백색 "
        "4만 5천 원, 갈색 4만 원, 청녹색 3만 5천 원이라 세 가지 1톤씩이면 45,000 + 40,000 + "
        "35,000 = 12만 원이에요."
    )
    assert flagged(answer, ev(GLASS, user="유리 색깔별로 톤당 얼마예요?")) == []
    wrong = answer.replace("4만 5천 원, 갈색", "4,500원, 갈색")  # off by ×10
    assert "4,500원" in flagged(wrong, ev(GLASS, user="유리 색깔별로 톤당 얼마예요?"))


def test_per_ton_amounts_in_english() -> None:
    answer = (
        "The national average for cullet is 45 won/kg for clear glass and 40 won/kg for brown. "
        "Per tonne, clear glass fetches 45,000 won and brown 40,000 won."
    )
    assert flagged(answer, ev(GLASS)) == []
    assert "50,000 won" in flagged(answer.replace("40,000", "50,000"), ev(GLASS))


@pytest.mark.parametrize(
    "answer",
    [
        # g37d2-0068's shape
        "신문지는 kg당 120원, 골판지는 kg당 80원이에요. 톤당으로는 신문지가 골판지보다 4만 원 더 "
        "나오니 따로 묶어 가세요.",
        # g37d2-0081's shape
        "압축품끼리 비교하면 신문지 120원이 골판지 80원보다 높아요(톤당 차이 4만 원).",
        # g37d2-0001's shape
        "신문지는 kg당 120원, 골판지는 80원이라 같은 1톤이면 신문지가 골판지보다 4만 원 더 나오는 셈이죠.",
        "Newspaper fetches 120 won/kg and cardboard 80 won/kg, so per tonne newspaper earns "
        "40,000 won more.",
    ],
)
def test_a_per_ton_difference_of_two_prices_per_kg(answer: str) -> None:
    assert flagged(answer, ev(PAPER)) == []
    wrong = answer.replace("4만 원", "5만 원").replace("40,000", "50,000")
    assert flagged(wrong, ev(PAPER)) != []


def test_a_total_for_two_tonnes_is_no_price_per_ton() -> None:
    answer = "신문지는 kg당 120원이라 2톤이면 골판지보다 8만 원 더 받아요."
    assert "8만 원" in flagged(answer, ev(PAPER))  # 40 × 2,000: no per-ton scale, no working


def test_a_price_per_kg_worked_out_per_ton() -> None:  # g37d2-0001's shape
    answer = "신문지(압축)는 kg당 120원이니 톤으로 치면 120 × 1,000 = 12만 원이에요."
    user = "신문지 톤당 얼마 쳐줘요?"
    assert flagged(answer, ev(PAPER, user=user)) == []  # 치면 is no 면, 1,000 kg a ton
    assert "13만 원" in flagged(answer.replace("12만", "13만"), ev(PAPER, user=user))
    english = "Newspaper is 120 won/kg, so per tonne that is 120 × 1,000 = 120,000 won."
    assert flagged(english, ev(PAPER)) == []
    assert "1,000" in flagged("신문지는 kg당 120원이라 120 × 1,000 = 12만 원이에요.", ev(PAPER))


def test_one_ton_as_the_scale_of_a_price_per_ton() -> None:
    answer = "신문지는 kg당 120원, 골판지는 80원이라 1톤에 4만 원 차이가 나요."
    assert flagged(answer, ev(PAPER)) == []
    assert "2톤" in flagged("신문지 2톤이 있으시네요, kg당 120원이에요.", ev(PAPER))


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        # g37d2-0074's shape
        (
            "Newspaper fetches 120 won/kg and cardboard 80 won/kg. So 10 kg of each comes to "
            "1,200 + 800 = 2,000 won.",
            "I've got roughly 10 kg of each of newspapers and cardboard boxes.",
        ),
        (
            "신문지는 kg당 120원, 골판지는 kg당 80원이라 10kg씩이면 1,200 + 800 = 2,000원이에요.",
            "신문지랑 골판지 10kg씩 있어요",
        ),
    ],
)
def test_a_bare_term_of_a_sum_worked_out_from_price_and_weight(answer: str, user: str) -> None:
    assert flagged(answer, ev(PAPER, user=user)) == []
    wrong = answer.replace("1,200 + 800", "1,300 + 700")
    assert "1,300" in flagged(wrong, ev(PAPER, user=user))


# a difference of two distances in km: its digit read in metres (match.derived_difference)
CENTRES = {
    "query": "recycling_center", "radius_m": 2000, "found": 2,
    "places": [
        {"name": "시흥시 환경미화타운", "address": "경기도 시흥시 뒷방울길 80", "items": ["고철류", "캔류"],
         "distance_m": 4276},
        {"name": "두레생협 소래역점", "address": "남동구 소래역남로16번길 75", "items": ["철 캔"],
         "distance_m": 6842},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g37d2-0019's shape
        "제일 가까운 곳은 시흥시 환경미화타운으로 약 4.3km 거리예요. 다음으로 가까운 두레생협 "
        "소래역점은 약 6.8km라 환경미화타운보다 2.6km쯤 더 멀어요.",
        "The nearest is 시흥시 환경미화타운 at about 4.3 km; 두레생협 소래역점 is about 6.8 km away, "
        "so about 2.6 km farther.",
    ],
)
def test_a_difference_of_two_distances_in_km(answer: str) -> None:
    assert flagged(answer, ev(CENTRES)) == []
    assert flagged(answer.replace("2.6", "3.6"), ev(CENTRES)) != []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "1.5 tonnes is 1,500 kg, which at 280 won/kg comes to 420,000 won.",
            "1.5 tonnes is 1,600 kg, which at 280 won/kg comes to 448,000 won.",
        ),
        (
            "1.5톤이면 1,500kg이라 kg당 280원 기준 42만 원이에요.",
            "1.5톤이면 1,600kg이라 kg당 280원 기준 44만 8천 원이에요.",
        ),
        (
            "1.5톤(1,500kg)이면 kg당 280원이라 42만 원이에요.",
            "1.5톤(1,600kg)이면 kg당 280원이라 44만 8천 원이에요.",
        ),
    ],
)
def test_a_wrong_conversion_is_no_example_a_working_supposes(answer: str, wrong: str) -> None:
    user = "고철 1.5톤(1.5 tonnes) 있어요"
    assert flagged(answer, ev(SCRAP, user=user)) == []
    assert [f for f in flagged(wrong, ev(SCRAP, user=user)) if "1,600" in f]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "At 280 won/kg, 1.2 tonnes comes to about 336,000 won.",
            "At 280 won/kg, 1.2 tonnes comes to about 33,600 won.",  # off by ×10
        ),
        (
            "Scrap steel is 280 won/kg, so 1.2 tonnes would fetch 336,000 won.",
            "Scrap steel is 280 won/kg, so 1.2 tonnes would fetch 436,000 won.",
        ),
    ],
)
def test_an_english_weight_in_tonnes_times_a_price_per_kg(answer: str, wrong: str) -> None:
    user = "We've got 1.2 tonnes of scrap steel."
    assert flagged(answer, ev(SCRAP, user=user)) == []
    assert flagged(wrong, ev(SCRAP, user=user)) == [
        wrong.split("about ")[-1].split("fetch ")[-1][:-1]
    ]


def test_the_total_of_a_priced_list_is_no_member() -> None:  # listed_items
    user = "신문지 2톤, 골판지 3톤 팔면 얼마예요?"
    answer = (
        "신문지는 kg당 120원이라 2톤이면 24만 원, 골판지는 kg당 80원이라 3톤이면 24만 원, "
        "합치면 48만 원이에요."
    )
    assert flagged(answer, ev(PAPER, user=user)) == []
    invented = "신문지는 kg당 120원, 골판지는 kg당 80원, 헌책은 kg당 100원이에요."
    assert "헌책" in flagged(invented, ev(PAPER, user=user))


def test_one_ton_stays_flagged_with_a_per_ton_amount_that_does_not_come_out() -> None:
    answer = "신문지는 kg당 120원, 골판지는 80원이라 같은 1톤이면 신문지가 4만 원 더 나와요."
    assert flagged(answer, ev(PAPER)) == []
    assert flagged(answer.replace("4만", "5만"), ev(PAPER)) == ["1톤", "5만 원"]
    assert flagged("신문지는 kg당 120원이라 1톤에 13만 원이에요.", ev(PAPER)) != []


def test_a_distance_away_is_no_gap_between_two() -> None:
    # 6,842 − 4,276 = 2,566 m: "2.6km 떨어져 있어요" says how far away, not a gap
    assert "2.6km" in flagged("두레생협 소래역점은 2.6km 떨어져 있어요.", ev(CENTRES))
