"""Round 34 (r34a): worked figures in faithful answers of prod_dev4.

Each test holds a case's shape, a sibling (a paraphrase or the other language) and the fabricated
twin the rule must still catch.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fee_rows(district: str, name: str, *fees: int) -> dict[str, object]:
    return {
        "district": district, "full_name": district, "query": name, "item_count": len(fees),
        "items": [{"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for f in fees],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-26",
    }  # fmt: skip


CHAIRS = _fee_rows("부산광역시 북구", "의자", 4000, 5000, 30000)


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0004's shape
        "의자 수수료는 세 가지로 나옵니다.\n- 의자: 4,000원\n- 의자: 5,000원\n- 의자: 30,000원\n"
        "3개 모두 4,000원짜리면 12,000원, 5,000원짜리면 15,000원이고, 크기에 따라 최대 "
        "30,000원짜리도 있으니 신고 화면에서 확인해 주세요.",
        "Chair fees: 4,000 / 5,000 / 30,000 won. For 3 chairs that's 12,000 won if they are all "
        "4,000 won ones, and at most 30,000 won each for the largest kind.",
    ],
)
def test_an_amount_said_of_one_piece_is_no_extreme_total(answer: str) -> None:
    assert flagged(answer, ev(CHAIRS)) == []


def test_a_piece_amount_no_row_gives_stays_flagged() -> None:
    answer = (
        "- 의자: 4,000원\n- 의자: 5,000원\n- 의자: 30,000원\n3개 모두 4,000원짜리면 12,000원이고, "
        "크기에 따라 최대 50,000원짜리도 있어요."
    )
    assert flagged(answer, ev(CHAIRS)) == ["50,000원"]


def _price_rows(*rows: tuple[str, str, int]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "item_count": len(rows),
        "items": [{"item_name": n, "category": c, "form": "압축", "price_per_kg": p,
                   "price_text": f"{p:,}원/kg"} for n, c, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }  # fmt: skip


NEWSPAPER = _price_rows(("신문지", "paper", 120))
GLASS = _price_rows(
    ("백색 유리", "glass", 45), ("갈색 유리", "glass", 40), ("청녹색 유리", "glass", 35)
)
CARDBOARD = _price_rows(("골판지", "paper", 100))
SELL_KO = "신문지 30키로하고 갈색 유리병 20키로 팔면 대충 얼마 되나?"
SELL_EN = "How much would 30 kg of newspaper and 20 kg of cardboard boxes fetch?"


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        # g39d3-0057's shape
        (
            "전국 평균 기준 신문지 kg당 120원, 갈색 유리 kg당 40원이라 신문지 3,600원에 유리 "
            "800원, 합쳐서 4,400원 정도예요.",
            SELL_KO,
        ),
        (
            "신문지는 kg당 120원이니 신문지가 약 3,600원, 갈색 유리는 kg당 40원이라 유리병이 "
            "800원쯤 돼요.",
            SELL_KO,
        ),
        (
            "Newspaper is 120 won/kg and cardboard 100 won/kg, so the newspaper comes to "
            "3,600 won and the cardboard to 2,000 won, about 5,600 won in all.",
            SELL_EN,
        ),
    ],
)
def test_a_term_worked_from_the_users_weight_is_supported(answer: str, user: str) -> None:
    assert flagged(answer, ev(NEWSPAPER, GLASS, CARDBOARD, user=user)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the white glass's rate for the brown glass
        ("신문지 kg당 120원, 갈색 유리 kg당 40원이라 신문지 3,600원에 유리 900원이에요.", "900원"),
        # the glass's weight for the newspaper
        (
            "신문지 kg당 120원, 갈색 유리 kg당 40원이라 신문지 2,400원에 유리 800원이에요.",
            "2,400원",
        ),
    ],
)
def test_a_term_at_another_rate_or_weight_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(NEWSPAPER, GLASS, user=SELL_KO))


METALS = _price_rows(
    ("철스크랩", "metal", 280), ("철캔", "metal", 180), ("알루미늄캔", "metal", 1200)
)
PET = _price_rows(("PET", "plastic", 350), ("PET(플레이크)", "plastic", 650))
PRICE_LIST_EN = (
    "National average prices:\n- Aluminium cans: 1,200 won/kg\n- Steel scrap: 280 won/kg\n"
    "- Steel cans: 180 won/kg\n- PET, compressed: 350 won/kg\n- PET flake: 650 won/kg\n"
)
PRICE_LIST_KO = (
    "전국 평균 시세예요.\n- 알루미늄캔: 1,200원/kg\n- 철캔: 180원/kg\n- PET: 압축 350원/kg\n"
    "- PET(플레이크): 650원/kg\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0043's shape
        PRICE_LIST_EN + "For example, 10 kg of aluminium cans would be about 12,000 won, and 10 kg "
        "of compressed PET about 3,500 won.",
        PRICE_LIST_KO
        + "예를 들어 알루미늄캔 10kg이면 약 12,000원, 압축 PET 10kg이면 약 3,500원이에요.",
    ],
)
def test_an_example_for_the_rate_whose_whole_label_its_clause_names(answer: str) -> None:
    assert flagged(answer, ev(METALS, PET)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            PRICE_LIST_EN + "For example, 10 kg of aluminium cans would be about 12,000 won, and "
            "10 kg of compressed PET about 6,500 won.",
            "6,500 won",
        ),
        (PRICE_LIST_EN + "So 10 kg of PET flake comes to about 3,500 won.", "3,500 won"),
    ],
)
def test_an_example_at_the_other_forms_rate_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(METALS, PET))


def _named_rows(district: str, *rows: tuple[str, str, int]) -> dict[str, object]:
    return {
        "district": district, "full_name": district, "item_count": len(rows),
        "items": [{"item_name": f"{n} ({s})", "name": n, "spec": s, "category": "가전제품류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for n, s, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-31",
    }  # fmt: skip


FRIDGES = _named_rows(
    "서울특별시 양천구",
    ("김치냉장고", "130L 미만", 3000), ("김치냉장고", "130L 이상", 5000),
    ("냉장고", "300L 미만", 4000), ("냉장고", "양문형(600L 이상)", 12000),
    ("냉장고", "양문형(700L 이상)", 15000), ("냉장고", "영업용(대형)", 20000),
)  # fmt: skip
FRIDGE_LIST = (
    "양천구 냉장고 수수료입니다.\n- 냉장고 300L 미만: 4,000원\n- 양문형 600L 이상: 12,000원 / "
    "양문형 700L 이상: 15,000원\n- 영업용(대형): 20,000원\n- 김치냉장고 130L 미만: 3,000원 / "
    "130L 이상: 5,000원\n"
)
BEDS = _fee_rows("경기도 여주시", "침대류", 2000, 5000, 8000, 20000, 25000)
WASHERS = _fee_rows("광주광역시 광산구", "세탁기", 4000, 6000, 10000)
PAIR_LIST = (
    "- Yeoju bed (침대류): 2,000 / 5,000 / 8,000 / 20,000 / 25,000 won depending on the bed\n"
    "- Gwangsan-gu washing machine: 4,000 / 6,000 / 10,000 won\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0078's shape
        FRIDGE_LIST + "양문형 하나와 김치냉장고 하나면 용량에 따라 15,000원~20,000원입니다.",
        FRIDGE_LIST + "양문형 하나랑 김치냉장고 하나 합치면 15,000원에서 20,000원 사이예요.",
    ],
)
def test_a_range_for_one_piece_of_each_item_is_sums_of_their_rows(answer: str) -> None:
    assert flagged(answer, ev(FRIDGES)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # g39d2-0088's shape: the fees of an item listed bare before the unit
        PAIR_LIST + "So the pair would run from 6,000 won at the low end to 35,000 won at the "
        "high end.",
        PAIR_LIST + "The two together come to between 6,000 and 35,000 won.",
    ],
)
def test_a_pairs_range_over_fees_listed_before_one_unit(answer: str) -> None:
    assert flagged(answer, ev(BEDS, WASHERS)) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "span"),
    [
        (
            FRIDGE_LIST + "양문형 하나와 김치냉장고 하나면 용량에 따라 15,000원~26,000원입니다.",
            ev(FRIDGES),
            "26,000원",
        ),
        (
            PAIR_LIST + "So the pair would run from 6,000 won at the low end to 37,000 won at "
            "the high end.",
            ev(BEDS, WASHERS),
            "37,000 won",
        ),
    ],
)
def test_a_range_end_no_sum_of_rows_gives_stays_flagged(
    answer: str, evidence: object, span: str
) -> None:
    assert span in flagged(answer, evidence)  # type: ignore[arg-type]


def test_a_lone_amount_of_another_row_is_no_range_of_sums() -> None:
    answer = FRIDGE_LIST + "김치냉장고 하나면 15,000원이에요."
    assert flagged(answer, ev(FRIDGES)) == ["15,000원"]


DRAWERS = _fee_rows("인천광역시 남동구", "서랍장", 5000, 7000)
SEATS = _fee_rows("경기도 안산시", "의자", 2000, 3000, 5000, 8000)


@pytest.mark.parametrize(
    "answer",
    [
        # g39d1-0089's shape
        "가장 낮은 금액 기준으로 계산해 드릴게요.\n\n- 남동구 서랍장 1개: 5,000원\n- 안산시 의자 "
        "2개: 2,000원 × 2 = 4,000원\n\n최소 합계는 9,000원이에요.",
        "제일 싼 금액으로 잡으면 서랍장 1개는 5,000원, 의자 2개는 2,000원씩 4,000원이라 모두 "
        "9,000원이에요.",
    ],
)
def test_a_count_of_pieces_is_no_condition_on_twin_rows(answer: str) -> None:
    assert flagged(answer, ev(DRAWERS, SEATS)) == []


def test_a_word_of_its_own_on_a_twin_row_stays_flagged() -> None:
    answer = "- 남동구 원목 서랍장 1개: 7,000원\n- 안산시 의자 2개: 2,000원 × 2 = 4,000원"
    assert "7,000원" in flagged(answer, ev(DRAWERS, SEATS))
