"""Round 40 (r40c): service facts invented beside real fees and services.

1. Where a fee is paid.

A fee answer adds where or how the fee is paid, and no output says anything of paying:
``수수료는 모바일 앱으로만 결제할 수 있어요`` (a stroller's fee rows), ``수수료는 동네 편의점에서 내면
돼요`` (a desk's fee rows). :mod:`.venues` reads a Korean channel (편의점, 앱, 주민센터, …) followed
by its act as a claim of where to buy or pay, and over outputs silent on paying flags it. It knew
the channel only before 에서/에 and an act of buying, 결제 or 납부: a way taken with 으로/로
(``앱으로만 결제``) and paying said with 내다 (``내면``, ``내세요``, ``낼 수``) passed. Both are read
now. A channel an output names for paying still passes (a ``payment`` value naming the app or the
store), and so does advice with no channel (``결제 방법은 구청에 문의하세요``) or an asked one
(``앱으로도 결제할 수 있는지는 구청에 물어보세요``: the asked ``는지`` is unsure, as a negation was).

2. How long before one must book: ``it must be booked at least a week in advance`` over the free
take-back service's note, which gives no lead time. :mod:`.attributes` read a lead time as how soon
a service comes (``다음 날 와요``, ``within 3 days``) or how long it takes (``일주일 정도 걸려요``), not
how long before one must book. It now reads that too (``booked/scheduled/applied … N days/weeks
in advance/ahead``, ``일주일 전에 예약``, ``3일 전까지 신청``), held like any lead time: supported when
an output gives one (``7일 전까지 예약``). Booking ``in advance`` or ``미리`` with no length is advice.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _fees(district: str, item: str, *fees: int, **extra: object) -> dict[str, object]:
    """The bulk-waste fee tool's answer: ``item``'s rows in ``district`` at ``fees``."""
    rows = fee_rows(item, *fees)
    return {
        "district": district, "full_name": f"부산광역시 {district}", "query": item,
        "item_count": len(rows), "items": rows, "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
        "as_of": "2025-07-07", **extra,
    }  # fmt: skip


STROLLER = ev(_fees("부산진구", "유모차", 3000, 5000), user="부산진구 유모차 수수료 어떻게 내요?")
DESK = ev(_fees("영도구", "책상", 5000, 8000, 12000), user="영도구 desk 버려요. 어디서 pay?")


# -- mobile pay: the app the fee is paid in ---------------------------------------------------


def test_fee_paid_only_in_an_app_no_output_names_is_flagged() -> None:
    answer = "부산진구 유모차는 3,000원이나 5,000원이고, 수수료는 모바일 앱으로만 결제할 수 있어요."
    out = flagged(answer, STROLLER)
    assert out == ["앱"]


def test_app_payment_variants_are_flagged() -> None:
    for answer, span in (
        ("The stroller is 3,000 won, and you can only pay the fee through the mobile app.", "app"),
        ("유모차는 3,000원이에요. 수수료는 어플에서 결제하면 돼요.", "어플"),
        ("유모차는 5,000원이고 수수료는 앱으로 납부해요.", "앱"),
    ):
        v = check(answer, STROLLER)
        assert [c.text for c in v.unsupported] == [span], answer
        assert "where to" in v.unsupported[0].why


def test_app_payment_an_output_names_passes() -> None:
    paid = ev(_fees("부산진구", "유모차", 3000, 5000, payment=["모바일 앱 결제", "현장 카드결제"]))
    assert flagged("유모차는 3,000원이고, 수수료는 모바일 앱으로 결제할 수 있어요.", paid) == []
    assert flagged("The stroller is 3,000 won; pay the fee in the app.", paid) == []


def test_payment_advice_with_no_way_passes() -> None:
    for answer in (
        "유모차는 3,000원이에요. 결제 방법은 구청에 문의하세요.",
        "유모차는 3,000원이에요. 앱으로도 결제할 수 있는지는 구청에 물어보세요.",
        "The stroller is 3,000 won. Please check with the district how to pay.",
    ):
        assert flagged(answer, STROLLER) == [], answer


# -- a convenience store the fee is paid at ---------------------------------------------------


def test_fee_paid_at_a_convenience_store_no_output_names_is_flagged() -> None:
    answer = (
        "1. 영도구 책상 fee는 5,000원, 8,000원, 12,000원 세 가지 있어요.\n"
        "2. 크기 구분은 data에 없어요.\n3. 수수료는 동네 편의점에서 내면 돼요."
    )
    out = flagged(answer, DESK)
    assert out == ["편의점"]


def test_convenience_store_payment_variants_are_flagged() -> None:
    for answer, span in (
        ("A desk is 5,000 won; you can pay the fee at any convenience store.", "convenience store"),
        ("책상은 8,000원이고 수수료는 가까운 편의점에서 납부하시면 됩니다.", "편의점"),
        ("책상 12,000원, 편의점에서 결제하시면 돼요.", "편의점"),
    ):
        v = check(answer, DESK)
        assert [c.text for c in v.unsupported] == [span], answer
        assert "where to" in v.unsupported[0].why


def test_convenience_store_payment_an_output_names_passes() -> None:
    shop = ev(_fees("영도구", "책상", 5000, 8000, payment="편의점에서 스티커 구입 후 부착"))
    assert flagged("책상은 5,000원이고, 수수료는 편의점에서 스티커를 사서 내면 돼요.", shop) == []
    assert flagged("A desk is 5,000 won; pay at a convenience store.", shop) == []


def test_hedged_convenience_store_payment_passes() -> None:
    answer = "책상은 5,000원이에요. 편의점에서도 낼 수 있는지는 구청에 확인해 보세요."
    assert flagged(answer, DESK) == []


# -- a booking lead time: how long before one must book -------------------------------------


def _washer(**extra: object) -> dict[str, object]:
    """The fee tool's answer for a washing machine in 안양시 (4,000원), with the appliance note of
    the free take-back service, or ``extra`` keys in its place."""
    row = {
        "item_name": "세탁기",
        "name": "세탁기",
        "spec": None,
        "category": "가전제품류",
        "fee": 4000,
        "fee_text": "4,000원",
        "is_free": False,
    }
    return {
        "district": "안양시", "full_name": "경기도 안양시", "query": "세탁기", "item_count": 1,
        "items": [row], "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-27",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                          "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
        **extra,
    }  # fmt: skip


WASHER = ev(
    _washer(), user="Washing machine in Anyang — what's the fee, and is there a free option?"
)
# the same outputs, where the take-back note gives how long before one must book
BOOKED = ev(
    _washer(appliance_note="무상방문수거는 수거 희망일 7일 전까지 예약해야 합니다 (1599-0903).")
)


def test_booking_lead_time_no_output_gives_is_flagged() -> None:
    answer = (
        "The bulky-waste fee for a washing machine in Anyang is 4,000 won (data as of 2025-06-27). "
        "There's also a free home pickup for large appliances at 1599-0903 (www.15990903.or.kr), "
        "but it must be booked at least a week in advance. I'd go with the free pickup."
    )
    v = check(answer, WASHER)
    assert [c.text for c in v.unsupported] == ["booked at least a week in advance"]
    assert "lead time" in v.unsupported[0].why


def test_booking_lead_time_variants_are_flagged() -> None:
    for answer, span in (
        ("The fee is 4,000 won. Schedule the free pickup two weeks in advance.", "two weeks"),
        ("세탁기는 4,000원이에요. 무상방문수거(1599-0903)는 일주일 전에 예약해야 해요.", "일주일"),
        ("세탁기는 4,000원이고, 무상수거는 2주 전에 미리 신청하셔야 해요.", "2주"),
    ):
        out = flagged(answer, WASHER)
        assert len(out) == 1 and span in out[0], (answer, out)


def test_booking_lead_time_an_output_gives_passes() -> None:
    for answer in (
        "The fee is 4,000 won. The free pickup must be booked at least a week in advance.",
        "세탁기는 4,000원이에요. 무상방문수거(1599-0903)는 일주일 전에 예약해야 해요.",
    ):
        assert flagged(answer, BOOKED) == [], answer


def test_booking_advice_with_no_lead_time_passes() -> None:
    for answer in (
        "The fee is 4,000 won. Book the free pickup in advance at 1599-0903.",
        "세탁기는 4,000원이에요. 무상방문수거는 미리 예약하세요.",
    ):
        assert flagged(answer, WASHER) == [], answer
