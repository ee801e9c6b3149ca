"""Round 39 (r39e): invented conditions on fees, prices and the free pickup that passed.

The outputs state a service's terms in their own words; a writer who adds a condition of their own
states a new fact even when the fee, the price or the free is the outputs'. Round 39 reads four
more forms of it:

- a free said under a tie, ``Monitor 같이 내면 free 예요``, ``it's free if you put it out together with
  the fridge``: the free pickup note supports "free", not its tie to other things; flagged unless an
  output ties the service to other things (:mod:`.service_conditions`);
- a requirement before a pickup, ``실외기와 함께 배출해야 수거됩니다``: the Korean "must" ending right
  before the pickup verb (수거, 가져가) is read as the one before 무료 was, flagged when its thing
  (실외기) is named by no output (:mod:`.free_requirements`);
- goods left out of a price, ``Coloured or food-stained styrofoam is excluded from this price``,
  ``단가에서 제외돼요``: a refusal by the buyers the survey states nowhere (:mod:`.conditioned_terms`);
- a fee a row gives per unit (``장롱(1쪽당)`` 5,000원) said of a whole item of several units,
  ``3쪽짜리 장롱도 한 번에 신청하면 통째로 5,000원만 내시면 돼요`` (:mod:`.unit_wholes`); a fee said per
  쪽 (``1쪽당 5,000원씩``) or worked out (``3쪽짜리면 24,000원``) passes.

Each has its faithful twin: a free or a tie the outputs state, a requirement in the outputs' own
words, an exclusion an output makes, a fee said per unit.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import eps_prices, ev, flagged

_APPLIANCE_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)


def _fees(item: str, fee: int, **extra: object) -> dict[str, object]:
    """The fee tool's answer for ``item`` (one row), with the appliance note and ``extra`` keys."""
    row = {"item_name": item, "name": item, "spec": None, "category": "가전제품류", "fee": fee,
           "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip
    return {"district": "유성구", "full_name": "대전광역시 유성구", "query": item, "item_count": 1,
            "items": [row], "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-15",
            "appliance_note": _APPLIANCE_NOTE, **extra}  # fmt: skip


def _uncovered(item: str, **extra: object) -> dict[str, object]:
    """The fee tool's answer for a district with no fee data: the appliance note only."""
    return {"district": "부산 동구", "full_name": "부산광역시 동구", "query": item, "item_count": 0,
            "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
            "appliance_note": _APPLIANCE_NOTE, "phone": "051-440-4438", **extra}  # fmt: skip


def _why(answer: str, evidence: object) -> list[str]:
    return [c.why or "" for c in check(answer, evidence).unsupported]  # type: ignore[arg-type]


COMPUTER = ev(_fees("컴퓨터(본체)", 2000), user="유성구 computer 버려요. how much?")
AIRCON = ev(_uncovered("에어컨"), user="부산 동구 에어컨 배출 수수료")


# a free said under a tie to other things


def test_free_under_a_tie_is_flagged() -> None:
    answer = "컴퓨터 본체 fee is 2,000원 (유성구).\n3. Monitor 같이 내면 free 예요."
    assert flagged(answer, COMPUTER) == ["Monitor 같이 내면 free"]
    assert "ties this service to other things" in _why(answer, COMPUTER)[0]
    # other wording, language and goods
    assert flagged("에어컨은 실외기랑 함께 배출하면 무료예요.", AIRCON)
    assert flagged("The monitor is free if you put it out together with the computer.", COMPUTER)
    assert flagged("컴퓨터 본체는 2,000원이고, 키보드도 한꺼번에 버리면 무료입니다.", COMPUTER)


def test_free_under_a_tie_faithful_twins_pass() -> None:
    tied = ev(_fees("컴퓨터(본체)", 2000, note="모니터는 본체와 함께 배출하면 무료입니다."))
    assert check("Monitor 같이 내면 free 예요.", tied).grounded
    # a free under the outputs' own condition, no tie
    assert check("에어컨은 폐가전제품 무상방문수거 서비스로 신청하면 무료예요.", AIRCON).grounded
    # a "such as", not a tie
    assert check("냉장고 같이 큰 가전은 무상방문수거 서비스를 이용하면 무료예요.", AIRCON).grounded
    # asked, not said
    assert check("Monitor 같이 내면 free 인지 구청에 확인해 보세요.", COMPUTER).grounded


# a requirement before a pickup


def test_requirement_before_a_pickup_is_flagged() -> None:
    answer = (
        "다만 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출이 가능하며, "
        "실외기와 함께 배출해야 수거됩니다."
    )
    assert flagged(answer, AIRCON) == ["실외기와 함께 배출해야 수거됩니다"]
    assert "(실외기)" in _why(answer, AIRCON)[0]
    # other wording and things
    assert flagged("에어컨은 배관을 미리 분리해 놔야 수거해 가요.", AIRCON)
    assert flagged("무상방문수거는 리모컨까지 챙겨 둬야 가져가요.", AIRCON)


def test_requirement_before_a_pickup_faithful_twins_pass() -> None:
    noted = ev(_uncovered("에어컨", note="에어컨은 실외기와 함께 배출해야 수거됩니다."))
    assert check("실외기와 함께 배출해야 수거됩니다.", noted).grounded
    # a requirement in the outputs' own words
    assert check("에어컨은 폐가전제품 무상방문수거 서비스로 신청해야 수거됩니다.", AIRCON).grounded
    # asked, not said
    assert check("실외기와 함께 배출해야 수거되는지는 1599-0903에 확인해 보세요.", AIRCON).grounded


# goods left out of a price

EPS = ev(eps_prices(), user="What is the going rate for waste styrofoam per kilogram?")


def test_goods_left_out_of_a_price_are_flagged() -> None:
    answer = (
        "The nationwide average for compressed expanded polystyrene (EPS, 스티로폼) is 200 won/kg. "
        "Coloured or food-stained styrofoam is excluded from this price."
    )
    assert flagged(answer, EPS) == ["is excluded from this price"]
    assert "goods refused by buyers" in _why(answer, EPS)[0]
    # other wording, language
    assert flagged("EPS is 200 won/kg. Food trays aren't included in the average.", EPS)
    assert flagged("스티로폼은 200원/kg이에요. 색이 있는 스티로폼은 이 단가에서 제외돼요.", EPS)


def test_goods_left_out_of_a_price_faithful_twins_pass() -> None:
    excluding = eps_prices()
    excluding["note"] = "색이 있거나 음식물이 묻은 스티로폼은 가격 조사에서 제외됩니다."
    answer = "EPS is 200 won/kg. Coloured or food-stained styrofoam is excluded from this price."
    assert check(answer, ev(excluding)).grounded
    assert check("EPS (압축 스티로폼) is 200 won/kg nationwide, January 2025.", EPS).grounded
    # asked, not said
    assert check("EPS is 200 won/kg; check whether coloured foam is excluded from this price.",
                 EPS).grounded  # fmt: skip


# a fee given per unit, said of the whole item


def _per_unit(item: str, unit: str, *fees: int) -> dict[str, object]:
    """The fee tool's answer: rows of ``item`` priced per ``unit`` (``장롱(1쪽당)``)."""
    name = f"{item}(1{unit}당)"
    rows = [{"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": f,
             "fee_text": f"{f:,}원", "is_free": False} for f in fees]  # fmt: skip
    return {"district": "인천 서구", "full_name": "인천광역시 서구", "query": item,
            "item_count": len(rows), "items": rows, "source": "bulk-waste-fees", "covered": True,
            "as_of": "2025-07-02"}  # fmt: skip


WARDROBE = ev(_per_unit("장롱", "쪽", 5000, 8000, 10000, 11000), user="3쪽짜리 장롱 얼마예요?")
ONE_FEE = ev(_per_unit("장롱", "쪽", 8000), user="장롱 버려요")
SHELF = ev(_per_unit("책장", "칸", 3000), user="책장 버려요")


def test_unit_fee_said_of_the_whole_item_is_flagged() -> None:
    answer = (
        "인천 서구 자료에는 장롱이 1쪽당 5,000원·8,000원·10,000원·11,000원으로 나와 있어요. "
        "다만 3쪽짜리 장롱도 한 번에 신청하면 통째로 5,000원만 내시면 돼요."
    )
    assert flagged(answer, WARDROBE) == ["3쪽짜리 장롱도 한 번에 신청하면 통째로 5,000원"]
    assert "per 쪽" in _why(answer, WARDROBE)[0]
    # other wording, units and values
    assert "per 쪽" in _why("세 쪽짜리 장롱은 전체 8,000원이에요.", ONE_FEE)[0]
    assert "per 칸" in _why("2칸 책장은 3,000원이면 돼요.", SHELF)[0]


def test_unit_fee_said_per_unit_passes() -> None:
    assert check("장롱은 1쪽당 5,000원·8,000원·10,000원·11,000원이에요.", WARDROBE).grounded
    assert check("3쪽짜리 장롱이면 1쪽당 8,000원씩 내시면 돼요.", ONE_FEE).grounded
    assert check("책장은 칸마다 3,000원이라 2칸 책장이면 칸마다 3,000원이에요.", SHELF).grounded
    assert check("장롱은 1쪽당 8,000원이라 3쪽짜리면 24,000원이에요.", ONE_FEE).grounded
    # one unit is the row's fee
    assert check("1쪽짜리 장롱은 8,000원이에요.", ONE_FEE).grounded
