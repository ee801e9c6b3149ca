"""Round 45 (r45c): an invented surcharge, a free pickup said to cover another item or limited to a
size, and an invented booking requirement that passed.

- **An extra amount written with the won sign before it** (:mod:`.surcharges`): ``Box spring
  base: an extra ₩3,000`` (prod_holdout33 g51h1-0070, over a mattress fee table) was never read as
  a surcharge: the reading asked for ``won``/``원`` after the amount. ``an extra ₩3,000`` and
  ``₩3,000 extra`` are now surcharges too, held like the others (an output that speaks of an extra
  fee carries them; a row's own fee named in the clause is no surcharge).
- **Covered, or costing nothing, as words of a free service** (:mod:`.free_service`): ``Or you can
  book the free appliance pickup on 1599-0903 — fans are covered too, so it costs nothing``
  (prod_holdout34 g52h0-0078, over 선풍기 rows and the note's 대형 가전(냉장고·세탁기·에어컨·TV 등))
  extends the note to fans, but its clause held no word of free (the dash cut ``free`` off).
  ``are covered`` and ``costs nothing`` are such words now; an example of the note (``TVs are
  covered too``) restates it and passes.
- **A size the free pickup is said to be limited to** (:mod:`.free_service`): ``The free
  door-to-door appliance pick-up service (1599-0903, …) is available only for sets of 42 inches or
  larger`` (prod_holdout32 g50h1-0002) passed: 42인치 이상 is a fee row's bracket, no term of the
  service. A bound said with ``only`` before it or 만 after it in a sentence naming the service is
  held to the note's own sizes; a note that states it passes, and a row's bound said as its fee
  passes.
- **Booking as a requirement** (:mod:`.service_ways`): ``방문 전 전화 예약이 필수예요``
  (prod_holdout33 g51h0-0085, over a recycling centre's record of address, phone and hours) adds
  a property of the service no output gives. Carried by an output that speaks of booking (예약,
  ``appointment``, ``reserv``); advice to book (``미리 예약하세요``) is no requirement.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged

_MATTRESS = {
    "district": "강릉시", "full_name": "강원특별자치도 강릉시", "query": "매트리스", "item_count": 2,
    "items": [
        {"item_name": "매트리스 (1인용(폭 1.2m 미만))", "name": "매트리스",
         "spec": "1인용(폭 1.2m 미만)", "category": "가구류", "fee": 9000, "fee_text": "9,000원",
         "is_free": False},
        {"item_name": "매트리스 (2인용(폭 1.2m 이상))", "name": "매트리스",
         "spec": "2인용(폭 1.2m 이상)", "category": "가구류", "fee": 12000, "fee_text": "12,000원",
         "is_free": False},
    ],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-11-19",
}  # fmt: skip
_MATTRESS_EXTRA = _MATTRESS | {"note": "박스 스프링 받침은 9,000원 추가"}


def test_extra_amount_after_the_won_sign_is_flagged() -> None:
    answer = (
        "Gangneung's fee table (as of 2025-11-19):\n- Single (under 1.2 m wide): ₩9,000\n"
        "- Double or larger (1.2 m wide or more): ₩12,000\n- Box spring base: an extra ₩3,000\n"
        "A queen is wider than 1.2 m, so it's ₩12,000."
    )
    assert flagged(answer, ev(_MATTRESS)) == ["an extra ₩3,000"]
    # an amount the table holds (so no figure is flagged): only the surcharge reading flags it
    after = "A double mattress is ₩12,000, and a frame adds ₩9,000 extra."
    assert flagged(after, ev(_MATTRESS)) == ["₩9,000 extra"]
    additional = "A single is ₩9,000; a topper costs an additional ₩ 9,000."
    assert flagged(additional, ev(_MATTRESS)) == ["an additional ₩ 9,000"]


def test_extra_amount_an_output_states_passes() -> None:
    answer = "A double mattress is ₩12,000. Box spring base: an extra ₩9,000."
    assert flagged(answer, ev(_MATTRESS_EXTRA)) == []
    hedged = "A double mattress is ₩12,000; there may be an extra ₩9,000 for a box spring."
    assert flagged(hedged, ev(_MATTRESS)) == []


_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_FAN = {
    "district": "성북구", "full_name": "서울특별시 성북구", "query": "선풍기", "item_count": 1,
    "items": [{"item_name": "선풍기", "name": "선풍기", "spec": None, "category": "가전제품류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-16", "appliance_note": _NOTE,
}  # fmt: skip


def test_free_pickup_said_to_cover_a_priced_item_is_flagged() -> None:
    answer = (
        "A fan is 3,000 won as bulky waste in Seongbuk. Or you can book the free appliance pickup "
        "on 1599-0903 — fans are covered too, so it costs nothing."
    )
    assert flagged(answer, ev(_FAN)) == ["fans"]
    covered = (
        "A fan is 3,000 won. The appliance pickup on 1599-0903 — standing fans are covered as well."
    )
    assert flagged(covered, ev(_FAN)) == ["fans"]
    nothing = "A fan is 3,000 won. Call the pickup on 1599-0903: a fan costs nothing that way."
    assert flagged(nothing, ev(_FAN)) == ["fan"]


def test_free_pickup_said_to_cover_its_own_examples_passes() -> None:
    tv = (
        "A fan is 3,000 won. Or book the free appliance pickup on 1599-0903 — TVs are covered too, "
        "so it costs nothing."
    )
    assert flagged(tv, ev(_FAN)) == []
    negated = "A fan is 3,000 won. Fans are not covered by the free pickup (1599-0903)."
    assert flagged(negated, ev(_FAN)) == []


_CENTRE = {
    "query": "재활용센터", "radius_m": 2000, "found": 1,
    "places": [{"name": "강릉시자원순환센터", "address": "강원특별자치도 강릉시 강동면 임곡로 557-13",
                "phone": "033-660-3391", "hours": "평일 08:00~17:00", "items": ["페트병", "고철"],
                "distance_m": 11493, "as_of": "2025-12-05"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-12-05",
}  # fmt: skip
_CENTRE_BOOKED = _CENTRE | {"note": "방문 전 전화 예약 후 이용할 수 있습니다."}


def test_booking_requirement_no_output_gives_is_flagged() -> None:
    answer = (
        "강릉시자원순환센터(강동면 임곡로 557-13)가 제일 가까운데 약 11.5km예요. 평일 08:00~17:00 "
        "open이고, 방문 전 전화 예약이 필수예요(033-660-3391)."
    )
    assert flagged(answer, ev(_CENTRE)) == ["예약이 필수"]
    must = "강릉시자원순환센터는 평일 08:00~17:00에 열어요. 반드시 예약해야 들어갈 수 있어요."
    assert flagged(must, ev(_CENTRE)) == ["반드시 예약해야"]
    english = "The Gangneung centre is open weekdays 08:00~17:00, by appointment only."
    assert flagged(english, ev(_CENTRE)) == ["by appointment only"]
    required = "The centre (033-660-3391) is open on weekdays; reservations are required."
    assert flagged(required, ev(_CENTRE)) == ["reservations are required"]


def test_booking_requirement_an_output_gives_or_advice_passes() -> None:
    answer = "강릉시자원순환센터는 평일 08:00~17:00에 열고, 방문 전 전화 예약이 필수예요."
    assert flagged(answer, ev(_CENTRE_BOOKED)) == []
    advice = "강릉시자원순환센터는 평일 08:00~17:00에 열어요. 가시기 전에 전화해 보세요."
    assert flagged(advice, ev(_CENTRE)) == []
    asked = (
        "강릉시자원순환센터는 평일 08:00~17:00에 열어요. 예약이 필수인지는 전화로 확인해 보세요."
    )
    assert flagged(asked, ev(_CENTRE)) == []


_TV = {
    "district": "용인시", "full_name": "경기도 용인시", "query": "텔레비전", "item_count": 3,
    "items": [
        {"item_name": f"텔레비전 ({spec})", "name": "텔레비전", "spec": spec, "category": "가전제품류",
         "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
        for spec, fee in (("19인치 미만", 3000), ("19인치 이상~42인치 미만", 5000), ("42인치 이상", 7000))
    ],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-12-09", "appliance_note": _NOTE,
}  # fmt: skip
_TV_SIZED = _TV | {
    "appliance_note": "42인치 이상 TV 등 대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 "
    "무상방문수거 서비스(1599-0903)로 무료 배출할 수 있습니다."
}


def test_size_limit_on_the_free_pickup_is_flagged() -> None:
    answer = (
        "Here are Yongin's bulky-waste fees for televisions:\n- Under 19 inches: 3,000 won\n"
        "- 19 to under 42 inches: 5,000 won\n- 42 inches and over: 7,000 won\nYour 32-inch set falls "
        "in the middle band, so 5,000 won. The free door-to-door appliance pick-up service "
        "(1599-0903, www.15990903.or.kr) is available only for sets of 42 inches or larger."
    )
    assert flagged(answer, ev(_TV)) == ["42 inches or larger"]
    user = "32인치 TV 버리려면 얼마예요?"
    korean = "32인치 TV는 5,000원이에요. 무상방문수거(1599-0903)는 42인치 이상만 가져가요."
    assert "42인치 이상" in flagged(korean, ev(_TV, user=user))  # (이상: a row's word, read before)
    other = "A 32-inch TV is 5,000 won; the free pickup (1599-0903) only takes sets over 42 inches."
    assert flagged(other, ev(_TV, user=user)) == ["over 42 inches"]
    first = "Only sets of 42 inches or more go free through the pickup (1599-0903)."
    assert flagged(first, ev(_TV, user=user)) == ["42 inches or more"]


def test_size_limit_the_note_states_or_a_row_bound_passes() -> None:
    stated = "32인치 TV는 5,000원이에요. 무상방문수거(1599-0903)는 42인치 이상만 가져가요."
    assert flagged(stated, ev(_TV_SIZED, user="32인치 TV 버리려면 얼마예요?")) == []
    row = (
        "A 42-inch or larger TV is 7,000 won as bulky waste; TVs also go free through the "
        "appliance pickup (1599-0903)."
    )
    assert flagged(row, ev(_TV)) == []
