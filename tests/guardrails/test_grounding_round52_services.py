"""Round 52 (r52b): invented services, rules and accepted items that passed on prod_holdout45.

- An exchange scheme after a joined clause that hedges something else (``보통 주민센터 수거함에
  넣으면 되고, 10개 모아 가면 새 건전지 1개로 바꿔 줘요``): the habit word is the first clause's; a
  word of what some places do still covers the sentence (:mod:`.unstated_exchanges`; g63h0-0030).
- ``they ask you to book at least a week ahead``: the service asking something of the user is its
  rule, no advice to ask (:mod:`.attributes`; g63h1-0005).
- Several pieces under one sticker or at one piece's price (``의자 4개 이상을 한꺼번에 내놓으면
  스티커 한 장으로 묶어서 처리할 수 있어요``, ``one sticker covers all four``) where no output speaks
  of a bundle (:mod:`.shared_stickers`; g63h2-0079).
- A bin kept at a listed place (``애플약국은 폐의약품 collection box를 두고 있어서``, ``수거함을 두고
  있어요``, ``수거통이 있어요``) is a good the place takes, held to its own list (:mod:`.taken`;
  g63h2-0082).
"""

from __future__ import annotations

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import ev, fee_answer, fee_rows, flagged

# --- an exchange scheme after a hedged joined clause ---------------------------------------------

_BATTERY_GUIDE = [{"item_type": "battery", "name": "폐건전지",
                   "how": "건전지를 모아 수거함에 넣고, 보조배터리·리튬 배터리는 단자에 절연 테이프를 붙여 배출합니다.",
                   "where": ["행정복지센터(주민센터)의 폐건전지 수거함", "아파트 단지 내 폐건전지 수거함",
                             "일부 대형마트·편의점의 수거함"]}]  # fmt: skip


def _battery_search(**extra: object) -> dict[str, object]:
    return {"radius_km": 2.0, "item_type": "battery", "kind_name": "폐건전지", "districts_with_data": 8,
            "source": "lamp-battery-bins", "guidance": _BATTERY_GUIDE, "district_has_data": False,
            "guidance_label": "일반 배출 안내(특정 수거함 위치 아님)", "points": [], "found": 0,
            "as_of": None,
            "citation": "출처: 공공데이터포털 전국폐형광등및폐건전지수거함표준데이터, 데이터기준일자 2025-12-24",
            "note": "전라남도 완도군의 폐건전지 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다."
            } | extra  # fmt: skip


_NO_EXCHANGE = ev(_battery_search(), user="완도 건전지 어디 버려?")


def test_exchange_after_hedged_clause_case_shape() -> None:
    answer = (
        "완도군은 폐건전지 수거함 위치 자료가 없어요. 보통 주민센터나 아파트 단지 수거함에 넣으면 되고, "
        "10개 모아 가면 새 건전지 1개로 바꿔 줘요."
    )
    assert flagged(answer, _NO_EXCHANGE) == ["모아 가면 새 건전지 1개로 바꿔"]


def test_exchange_after_hedged_clause_other_wording_and_values() -> None:
    answer = "대개 아파트 수거함에 넣으시면 되는데, 20개를 가지고 가시면 새 건전지로 교환해 드려요."
    assert flagged(answer, _NO_EXCHANGE) != []
    answer = "자료에는 수거함 위치가 없지만, 30개 모아 가면 새 건전지 2개로 바꿔 줘요."
    assert flagged(answer, _NO_EXCHANGE) != []


def test_exchange_after_hedged_clause_english() -> None:
    answer = (
        "You'd usually drop them in a community centre bin, but bring 10 used batteries and get 1 "
        "new one."
    )
    assert flagged(answer, _NO_EXCHANGE) != []


def test_exchange_hedged_in_its_own_clause_or_of_some_places_passes() -> None:
    for answer in (
        "주민센터 수거함에 넣으면 되고, 보통 10개 모아 가면 새 건전지로 바꿔 줘요.",
        "주민센터 수거함에 넣으면 되고, 일부 주민센터는 10개 모아 가면 새 건전지로 바꿔 주기도 해요.",
        "Some centres have bins, and you can bring 10 used batteries and get 1 new one.",
        "주민센터 수거함에 넣으면 되고, 새 건전지로 바꿔 주는지는 주민센터에 문의해 보세요.",
    ):
        assert flagged(answer, _NO_EXCHANGE) == [], answer


def test_exchange_the_outputs_state_passes() -> None:
    stated = ev(
        _battery_search(note="폐건전지 10개를 가져오면 새 건전지 1개로 교환해 드립니다."),
        user="완도 건전지 어디 버려?",
    )
    answer = "보통 주민센터 수거함에 넣으면 되고, 10개 모아 가면 새 건전지 1개로 바꿔 줘요."
    assert flagged(answer, stated) == []


# --- "they ask you to book …": the service's rule ------------------------------------------------

_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_WASHER = [{"item_name": "세탁기 (모든규격)", "name": "세탁기", "spec": "모든규격", "category": "가전제품류",
            "fee": 4000, "fee_text": "4,000원", "is_free": False}]  # fmt: skip


def _sinan(note: str = _NOTE) -> Evidence:
    return ev(
        fee_answer("신안군", "전라남도 신안군", "세탁기", _WASHER, as_of="2024-06-11")
        | {"appliance_note": note},
        user="How might I dispose of the washing machine, and what would it cost?",
    )


def test_asked_lead_time_case_shape() -> None:
    answer = (
        "Here's what I found for Sinan-gun:\n- Washing machine (any size): 4,000 won as bulky waste\n"
        "- Free option: the national appliance take-back service (1599-0903, www.15990903.or.kr) "
        "collects large appliances at no cost, though they ask you to book at least a week ahead."
    )
    assert flagged(answer, _sinan()) == ["book at least a week ahead"]


def test_asked_lead_time_other_wording_values_and_language() -> None:
    for answer, span in (
        ("They ask that you book a week ahead for the free pickup.", "book a week ahead"),
        (
            "It's free, but they'll ask you to schedule it a week beforehand.",
            "schedule it a week beforehand",
        ),
        (
            "The pickup is free; they ask residents to book by the day before.",
            "book by the day before",
        ),
        ("무상방문수거는 일주일 전에 예약해 달라고 해요.", "일주일 전에 예약"),
    ):
        assert flagged(answer, _sinan()) == [span], answer


def test_asked_lead_time_neighbours_pass() -> None:
    # advice to ask stays doubt
    assert flagged("I'd ask them whether you need to book at least a week ahead.", _sinan()) == []
    # the same sentence where an output gives the lead time
    stated = _sinan(_NOTE + " 수거 희망일 7일 전까지 예약해야 합니다.")
    answer = "The free pickup collects large appliances, though they ask you to book at least a week ahead."
    assert flagged(answer, stated) == []


# --- several pieces under one sticker ------------------------------------------------------------

_CHAIRS = ev(
    fee_answer(
        "여수시", "전라남도 여수시", "의자", fee_rows("의자", 1000, 2000, 3000), as_of="2024-06-17"
    ),
    user="여수에서 의자 4개 버리려면 스티커 몇 장 사요?",
)


def test_one_sticker_case_shape() -> None:
    answer = (
        "여수시 의자 수수료는 1,000원, 2,000원, 3,000원이에요. 의자 4개 이상을 한꺼번에 내놓으면 "
        "스티커 한 장으로 묶어서 처리할 수 있어요."
    )
    assert flagged(answer, _CHAIRS) == ["의자 4개 이상을 한꺼번에 내놓으면 스티커 한 장으로"]


def test_one_sticker_other_wording_values_and_language() -> None:
    for answer in (
        "여러 개를 같이 내놓으시면 스티커 하나만 붙이면 돼요.",
        "의자 세 개는 묶어서 한 장 값으로 처리돼요.",
        "If you put all four chairs out together, one sticker covers them.",
        "Put both chairs out together and a single sticker is enough.",
        "Three or more chairs set out at once are charged as one item.",
    ):
        assert flagged(answer, _CHAIRS) != [], answer


def test_one_sticker_neighbours_pass() -> None:
    for answer in (
        "의자마다 스티커를 한 장씩 붙여 주세요.",
        "의자 4개면 개당 스티커를 한 장씩, 모두 4장 사셔야 해요.",
        "You need one sticker per chair, so four stickers for four chairs.",
        "의자 한 개면 스티커 한 장만 사시면 돼요.",
        "스티커 한 장으로 여러 개를 처리할 수 있는지는 시청에 확인해 보세요.",
    ):
        assert flagged(answer, _CHAIRS) == [], answer


def test_one_sticker_the_outputs_bundle_passes() -> None:
    rows = [{"item_name": "의자 (4개 1조)", "name": "의자", "spec": "4개 1조", "category": "가구류",
             "fee": 3000, "fee_text": "3,000원", "is_free": False}]  # fmt: skip
    bundled = ev(fee_answer("여수시", "전라남도 여수시", "의자", rows, as_of="2024-06-17"))
    answer = "의자 4개를 한꺼번에 내놓으면 스티커 한 장으로 처리할 수 있어요."
    assert flagged(answer, bundled) == []


# --- a bin kept at a listed place ----------------------------------------------------------------


def _pharmacy(name: str, distance: int, items: list[str]) -> dict[str, object]:
    return {"name": name, "address": "경기 고양시 일산서구 호수로856번길 73-4", "phone": "031-921-6622",
            "hours": None, "items": items, "distance_m": distance}  # fmt: skip


def _pharmacies(apple_items: list[str]) -> Evidence:
    return ev(
        {
            "query": "약국",
            "radius_m": 2000,
            "found": 3,
            "source": "kakao",
            "category": "PHARMACY",
            "places": [
                _pharmacy("큰믿음약국", 102, []),
                _pharmacy("평화약국", 110, []),
                _pharmacy("애플약국", 1334, apple_items),
            ],
        },  # fmt: skip
        user="대화동 pharmacy 중에 폐의약품 받는 곳 있어요?",
    )


def test_bin_kept_at_place_case_shape() -> None:
    answer = (
        "근처 약국은 큰믿음약국(약 100m), 평화약국(110m), 애플약국(약 1.3km) 세 곳이에요. 이 중 "
        "애플약국은 폐의약품 collection box를 두고 있어서 거리는 좀 있어도 확실해요."
    )
    assert flagged(answer, _pharmacies([])) == ["의약품"]


def test_bin_kept_at_place_other_wording() -> None:
    for answer in (
        "애플약국은 폐의약품 수거함을 두고 있어요.",
        "평화약국에는 폐건전지 수거통이 있어요.",
        "큰믿음약국은 폐의약품 drop box를 갖추고 있어서 편해요.",
    ):
        assert flagged(answer, _pharmacies([])) != [], answer


def test_bin_kept_at_place_neighbours_pass() -> None:
    answer = "애플약국은 폐의약품 collection box를 두고 있어서 거리는 좀 있어도 확실해요."
    assert flagged(answer, _pharmacies(["폐의약품"])) == []
    assert flagged("애플약국은 폐의약품 수거함을 두고 있어요.", _pharmacies(["폐의약품"])) == []
    # goods put in a bin there: no bin said to be kept
    assert flagged("폐의약품은 가까운 약국 수거함에 두고 오시면 돼요.", _pharmacies([])) == []
    assert flagged("애플약국에 폐의약품 수거함이 있는지 확인해 보세요.", _pharmacies([])) == []
