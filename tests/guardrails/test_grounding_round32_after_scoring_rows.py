"""Round 32 (r32i): faithful answers of prod_holdout20 that work out rows, flagged.

- A worked-out figure said again — as a term of a later working (``20kg이면 7,000원 … 다 합치면
  7,000 + 3,600 + 4,000 = 14,600원``) or in a closing summary (``6,500 + 5,000 = 11,500 won …
  So budget between 11,500 and 25,400 won``) — is the figure supported above, when no tool output
  gives its amount (:mod:`guardrails.grounding.restated_figures`). A wrong total first said is
  flagged there and again where repeated; a worked figure said of another row with its own
  quantity (``신문지 30kg이면 7,000원``) is still checked as a working of its own.
- A basis between a listed material and its price (``PET는 압축 기준 kg당 350원``) is not a
  member of the list (``listed_items._BASIS``).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fee(name: str, fee: int) -> dict:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


BOOKSHELF = {"district": "순천시", "full_name": "전라남도 순천시", "query": "책장", "item_count": 2,
             "items": [_fee("책장", 6500), _fee("책장", 10400)], "source": "bulk-waste-fees",
             "covered": True, "as_of": "2024-12-02"}  # fmt: skip
PIANO = {"district": "수원시", "full_name": "경기도 수원시", "query": "피아노", "item_count": 4,
         "items": [_fee("피아노", f) for f in (5000, 6000, 10000, 15000)],
         "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-12"}  # fmt: skip


def _price(name: str, form: str, price: int, category: str = "paper") -> dict:
    return {"item_name": name, "category": category, "form": form, "price_per_kg": price,
            "price_text": f"{price}원/kg"}  # fmt: skip


PET = {"region": "nationwide", "query": "PET", "item_count": 2,
       "items": [_price("PET", "압축", 350, "plastic"), _price("PET(플레이크)", "플레이크", 650, "plastic")],
       "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip
PAPER = {"region": "nationwide", "query": "폐지", "item_count": 2,
         "items": [_price("신문지", "압축", 120), _price("골판지", "압축", 80)],
         "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip
USER = "PET 20kg, 신문지 30kg, 골판지 50kg 모았어요. 얼마 받을 수 있을까요?"


# --- a worked-out total said again in a summary ------------------------------------------------

_SUMS = (
    "Suncheon lists two bookshelf fees, 6,500 won and 10,400 won. Suwon lists four piano fees: "
    "5,000, 6,000, 10,000 and 15,000 won. At the low end, 6,500 + 5,000 = {lo} won; at the high "
    "end, 10,400 + 15,000 = 25,400 won. {tail}"
)


@pytest.mark.parametrize(
    "tail",
    [
        "So budget between {lo} and 25,400 won.",
        "So expect somewhere from {lo} to 25,400 won in total.",
    ],
)
def test_a_range_of_totals_worked_out_above_is_supported(tail: str) -> None:
    answer = _SUMS.format(lo="11,500", tail=tail.format(lo="11,500"))
    assert flagged(answer, ev(BOOKSHELF, PIANO)) == []


def test_korean_summary_of_totals_worked_out_above_is_supported() -> None:
    answer = (
        "순천시 책장은 6,500원, 10,400원이고 수원시 피아노는 5,000원부터 15,000원까지예요. "
        "싸게 잡으면 6,500 + 5,000 = 11,500원, 비싸게 잡으면 10,400 + 15,000 = 25,400원이에요. "
        "그러니 11,500원에서 25,400원 사이로 생각하시면 돼요."
    )
    assert flagged(answer, ev(BOOKSHELF, PIANO)) == []


def test_a_wrong_total_stays_flagged_where_it_is_said_again() -> None:
    answer = _SUMS.format(lo="12,500", tail="So budget between 12,500 and 25,400 won.")
    out = flagged(answer, ev(BOOKSHELF, PIANO))
    assert len(out) == 2 and all(t.startswith("12,500") for t in out)


# --- products, then their sum written out ------------------------------------------------------

_PRODUCTS = (
    "PET는 압축 기준 kg당 350원이라 20kg이면 7,000원, 신문지는 kg당 120원이라 30kg이면 3,600원, "
    "골판지는 kg당 80원이라 50kg이면 4,000원이에요. 다 합치면 7,000 + 3,600 + 4,000 = 14,600원 정도예요."
)


def test_products_then_their_sum_written_out_are_supported() -> None:
    assert flagged(_PRODUCTS, ev(PET, PAPER, user=USER)) == []


def test_products_then_their_sum_in_english_are_supported() -> None:
    answer = (
        "PET is 350 won/kg, so 20 kg comes to 7,000 won; newspaper is 120 won/kg, so 30 kg is "
        "3,600 won; cardboard is 80 won/kg, so 50 kg is 4,000 won. Altogether 7,000 + 3,600 + "
        "4,000 = 14,600 won."
    )
    user = "I collected 20kg of PET, 30kg of newspaper and 50kg of cardboard. How much?"
    assert flagged(answer, ev(PET, PAPER, user=user)) == []


def test_a_wrong_product_stays_flagged_in_the_sum() -> None:
    answer = _PRODUCTS.replace("30kg이면 3,600원", "30kg이면 3,900원").replace(
        "7,000 + 3,600 + 4,000 = 14,600원", "7,000 + 3,900 + 4,000 = 14,900원"
    )
    out = flagged(answer, ev(PET, PAPER, user=USER))
    assert "3,900원" in out and "3,900" in out


def test_a_worked_figure_said_of_another_row_with_its_quantity_is_checked() -> None:
    answer = "PET는 kg당 350원이라 20kg이면 7,000원이에요. 신문지는 kg당 120원이라 30kg이면 7,000원이에요."
    assert flagged(answer, ev(PET, PAPER, user=USER)) == ["7,000원"]


# --- a size placed in a fee row's bound, with that row's fee -----------------------------------


def _tier(name: str, spec: str, fee: int) -> dict:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


CHAIRS = {"district": "원주시", "full_name": "강원특별자치도 원주시", "query": "의자", "item_count": 2,
          "items": [_tier("의자", "일반2인용 미만", 3000), _tier("의자", "일반2인용 이상", 4000)],
          "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-25"}  # fmt: skip
_CHAIRS = "1. 원주시 의자 수수료는 일반 2인용 미만 3,000원, 일반 2인용 이상 4,000원이에요.\n2. {ex}"


@pytest.mark.parametrize(
    "example",
    [
        "1인용 의자 두 개라면 6,000원이 됩니다.",
        "3인용 의자 하나라면 4,000원이에요.",
    ],
)
def test_a_size_in_a_rows_bound_with_its_fee_is_supported(example: str) -> None:
    assert flagged(_CHAIRS.format(ex=example), ev(CHAIRS)) == []


def test_a_size_placed_in_the_other_rows_fee_is_flagged() -> None:
    answer = _CHAIRS.format(ex="3인용 의자 두 개라면 6,000원이 됩니다.")
    assert "3인용" in flagged(answer, ev(CHAIRS))


def test_a_size_said_with_no_amount_is_not_read_as_an_example() -> None:
    answer = _CHAIRS.format(ex="1인용 의자도 같은 기준이에요.")
    assert flagged(answer, ev(CHAIRS)) == ["1인용"]


# --- a fee said of a tier by both its bounds ---------------------------------------------------


def _tv(spec: str, fee: int) -> dict:
    return {"item_name": f"텔레비전 ({spec})", "name": "텔레비전", "spec": spec, "category": "가전제품류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


TVS = {"district": "강릉시", "full_name": "강원특별자치도 강릉시", "query": "텔레비전", "item_count": 4,
       "items": [_tv("25인치 미만", 4000), _tv("42인치 미만", 6000), _tv("50인치 미만", 9000),
                 _tv("50인치 이상", 11000)],
       "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-19"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "In Gangneung a TV under 50 inches (and 42 inches or more) costs 9,000 won.",
        "강릉시는 42인치 이상 50인치 미만 TV가 9,000원이에요.",
        "강릉시는 50인치 미만(42인치 이상) TV가 9,000원이에요.",
    ],
)
def test_a_tier_said_by_both_bounds_is_its_rows(answer: str) -> None:
    assert flagged(answer, ev(TVS)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("In Gangneung a TV under 50 inches (and 42 inches or more) costs 6,000 won.", "6,000 won"),
        ("In Gangneung a TV under 50 inches (and 25 inches or more) costs 9,000 won.", "9,000 won"),
        ("In Gangneung a TV of 42 inches or more costs 9,000 won.", "9,000 won"),
    ],
)
def test_a_tier_whose_bounds_name_another_row_stays_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(TVS)) == [span]


# --- an address written right before its place's name -----------------------------------------


def _bin(name: str, address: str, metres: int) -> dict:
    return {"name": name, "address": f"제주특별자치도 서귀포시 {address}", "detail": None,
            "district": "서귀포시", "phone": None, "items": [], "distance_m": metres}  # fmt: skip


BINS = {"radius_km": 2.0, "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
        "points": [_bin("대륜동 해양경찰서", "서호남로 11", 166),
                   _bin("대륜동 한국전력공사", "법환동 734-1", 218),
                   _bin("대륜동 서부파출소 앞", "법환동 737", 334)],
        "found": 3, "as_of": "2026-05-28"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "제일 가까운 건 서호남로 11 대륜동 해양경찰서 수거함으로 약 170m, 그다음이 법환동 734-1 "
        "대륜동 한국전력공사 쪽으로 약 220m야.",
        "The nearest is the bin at 서호남로 11 (대륜동 해양경찰서), about 170 m; next is 법환동 734-1 "
        "(대륜동 한국전력공사), about 220 m.",
    ],
)
def test_an_address_before_its_places_name_is_that_places(answer: str) -> None:
    assert flagged(answer, ev(BINS)) == []


def test_an_address_before_another_places_name_is_flagged() -> None:
    answer = (
        "제일 가까운 건 서호남로 11 대륜동 해양경찰서 수거함으로 약 170m, 그다음이 법환동 734-1 "
        "대륜동 서부파출소 앞 수거함으로 약 330m야."
    )
    assert "법환동 734-1" in flagged(answer, ev(BINS))


# --- a phone said as the way to ask ------------------------------------------------------------

RULES = {"district": "진도군", "full_name": "전라남도 진도군", "source": "waste-rules", "as_of": "2025-10-21",
         "application_methods": ["신고처리"], "places": ["진도군환경관리센터"], "department": "환경수질과",
         "phone": "061-540-3724", "phone_note": "문의: 전라남도 진도군 환경수질과 061-540-3724"}  # fmt: skip
_RULES = "진도군은 신고처리 방식이고, 문의는 진도군 환경수질과 061-540-3724예요. {tail}"


@pytest.mark.parametrize(
    "tail",
    ["먼저 전화로 신고 방법을 물어보시는 걸 추천해요.", "전화로 배출 장소를 한 번 확인해 보세요."],
)
def test_a_phone_to_ask_is_the_outputs_contact(tail: str) -> None:
    assert flagged(_RULES.format(tail=tail), ev(RULES)) == []


def test_a_phone_as_the_way_to_apply_stays_flagged() -> None:
    assert flagged(_RULES.format(tail="전화로 신청하시면 돼요."), ev(RULES)) == ["전화"]
