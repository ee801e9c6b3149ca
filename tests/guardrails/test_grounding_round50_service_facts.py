"""Round 50 (r50a): invented service facts in prose that passed on prod_holdout41/42.

- A way of paying written in English glued to a Korean particle (``card로``) is the way
  (:mod:`.pay_ways`; g59h0-0018).
- A booking deadline said as the day before (``book it online up to the day before``, ``전날까지
  예약``) is a lead time no output carries (:mod:`.attributes`; g59h2-0021).
- A day a place is said to open on as well (``일요일도 open``, ``토요일 오전에도 문을 엶``) must be a
  day an output states (:mod:`.also_open`; g59h3-0049, g60h1-0074).
- A bin of another kind said to stand at the same place, and a bin put at a named facility where
  the search found none (:mod:`.placed_bins`; g59h2-0088, g60h2-0015).
- A kind left out of the free service in words no output holds (``양문형은 유료``)
  (:mod:`.free_exclusions`; g59h2-0093).
- A pronoun in the free-service clause refers to the one priced thing named before it
  (:mod:`.free_service`; g60h0-0065).
- A district said to refuse a thing where the outputs hold no data of it
  (:mod:`.uncovered_refusals`; g59h3-0064).
"""

from __future__ import annotations

import json

from guardrails.grounding.also_open import also_open_claims
from guardrails.grounding.uncovered_refusals import uncovered_refusal_claims
from tests.guardrails.grounding_helpers import VOCAB, ev, fee_rows, flagged

_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_CITE = "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-04-08"


def _fees(district: str, item: str, *fees: int, **extra: object) -> dict[str, object]:
    rows = fee_rows(item, *fees, category="가전제품류" if extra.get("appliance_note") else "가구류")
    return {"district": district, "full_name": district, "query": item, "item_count": len(rows),
            "items": rows, "source": "bulk-waste-fees", "covered": True, "as_of": "2025-04-08",
            "citation": _CITE} | extra  # fmt: skip


def _bins(
    points: list[dict[str, object]], kind: str = "폐의약품", **extra: object
) -> dict[str, object]:
    return {"radius_km": 2.0, "item_type": "medicine", "kind_name": kind,
            "source": "medicine-bins", "district_has_data": True, "points": points,
            "found": len(points), "as_of": "2025-07-15"} | extra  # fmt: skip


def _point(name: str, distance: int, **extra: object) -> dict[str, object]:
    return {"name": name, "address": f"충청북도 진천군 진천읍 {name}", "detail": None,
            "district": "진천군", "phone": "043-539-3464", "items": [], "distance_m": distance,
            "as_of": "2025-07-15"} | extra  # fmt: skip


# --- a way of paying glued to a Korean particle ---------------------------------------------

_CHEST = ev(_fees("포항시", "서랍장", 4000, 6000), user="card로 pay 돼요?")


def test_pay_way_glued_to_particle_case_shape() -> None:
    answer = "포항시 서랍장 fee는 4,000원 또는 6,000원이에요. 결제는 주민센터에서 card로 가능해요."
    assert flagged(answer, _CHEST) == ["card"]


def test_pay_way_glued_other_ways_and_languages() -> None:
    assert flagged("수수료는 cash로만 내실 수 있어요.", _CHEST) == ["cash"]
    assert flagged("결제는 KakaoPay로도 돼요.", _CHEST)
    assert flagged("수수료는 현금으로 납부하세요.", _CHEST)
    assert flagged("You can pay by card at the community centre.", _CHEST)


def test_pay_way_glued_supported_and_hedged_pass() -> None:
    paid = ev(_fees("포항시", "서랍장", 4000, payment=["신용카드", "계좌이체"]))
    assert not flagged("결제는 card로 가능해요.", paid)
    assert not flagged("결제는 transfer로도 돼요.", paid)
    assert not flagged("card로 결제되는지는 주민센터에 확인해 보세요.", _CHEST)


# --- a booking deadline said as the day before ----------------------------------------------

_FRIDGE = ev(_fees("고양시", "냉장고", 4000, 6000, 8000, appliance_note=_NOTE))


def test_day_before_booking_case_shape() -> None:
    answer = (
        "A better option is the free appliance pickup service (1599-0903), which takes fridges at "
        "no cost, and you can book it online up to the day before."
    )
    assert flagged(answer, _FRIDGE) == ["book it online up to the day before"]


def test_day_before_booking_other_wording_and_korean() -> None:
    assert flagged("Reservations must be made by the previous day.", _FRIDGE)
    assert flagged("무상방문수거는 수거 전날까지 온라인으로 예약하면 돼요.", _FRIDGE)
    assert flagged("신청은 전날까지 하시면 돼요.", _FRIDGE)
    assert flagged("하루 전까지 인터넷으로 신청하세요.", _FRIDGE)


def test_day_before_booking_supported_or_no_deadline_pass() -> None:
    said = ev(_fees("고양시", "냉장고", 4000, note="수거 전날까지 신청해야 합니다."))
    assert not flagged("수거 전날까지 온라인으로 예약하면 돼요.", said)
    assert not flagged("미리 예약하세요.", _FRIDGE)
    assert not flagged("It was colder than the day before.", _FRIDGE)


# --- a day a place is said to open on as well -----------------------------------------------

_PHARMACY = ev(
    _bins([_point("용현독일약국", 468), _point("미추홀노인인력개발센터", 281)]),
    user="일요일 가도 돼요?",
)


def _centre(hours: str) -> dict[str, object]:
    return {"query": "recycling_center", "found": 1, "places": [
        {"name": "밀양시 재활용품 선별장", "address": "경상남도 밀양시 무안면 신생길 53-246",
         "phone": "055-359-5328", "hours": hours, "items": ["플라스틱", "캔류"],
         "distance_m": 6102}]}  # fmt: skip


def test_also_open_case_shapes() -> None:
    assert flagged("용현독일약국 — 468m. 약국은 일요일도 open, 가도 돼요.", _PHARMACY) == [
        "일요일도 open"
    ]
    answer = "- 밀양시 재활용품 선별장: 약 6.1km · 평일 09:00~18:00, 토요일 오전에도 문을 엶"
    assert flagged(answer, ev(_centre("평일 09:00~18:00"))) == ["토요일 오전에도 문을 엶"]


def test_also_open_other_wording_languages_and_days() -> None:
    weekdays = ev(_centre("평일 09:00~18:00"))
    assert flagged("선별장은 주말에도 운영해요.", weekdays)
    assert flagged("일요일에도 문을 열어요.", weekdays)
    assert flagged("The sorting centre is also open on Saturdays.", weekdays)
    assert flagged("It's open Sunday mornings too.", weekdays)
    assert flagged("The pharmacy is open on Sundays as well.", _PHARMACY)


def _opened(answer: str, hours: str) -> list[str]:
    """What :mod:`.also_open` flags (a weekday's own value is the weekday readers')."""
    return [
        c.text for c in also_open_claims(answer, (json.dumps(_centre(hours), ensure_ascii=False),))
    ]


def test_also_open_supported_closed_or_hedged_pass() -> None:
    assert not flagged(
        "토요일 오전에도 문을 열어요.", ev(_centre("평일 09:00~18:00, 토 09:00~13:00"))
    )
    assert not flagged("토요일에도 운영해요.", ev(_centre("월~토 09:00~18:00")))
    assert not _opened("일요일에도 열어요.", "24시간")
    assert not _opened("주말에도 운영해요.", "매일 09:00~18:00")
    assert not _opened("평일에도 운영해요.", "평일 09:00~18:00")
    assert not _opened("일요일도 쉬어요.", "평일 09:00~18:00")
    assert not _opened("토요일에도 여는지는 전화로 확인해 보세요.", "평일 09:00~18:00")
    assert not _opened("Is it also open on Saturdays?", "평일 09:00~18:00")
    assert _opened("일요일도 open이에요.", "평일 09:00~18:00")


# --- a bin put at a place no output gives one -----------------------------------------------

_MEDICINE = ev(_bins([_point("교성주공 아파트", 353, detail="관리사무소 앞")]))


def test_same_place_bin_case_shape() -> None:
    answer = (
        "교성주공 아파트 관리사무소 앞에 폐의약품 수거함이 있어요(약 353m). "
        "같은 곳에 폐건전지 수거함도 함께 있어요."
    )
    assert flagged(answer, _MEDICINE) == ["같은 곳에 폐건전지 수거함도 함께 있"]


def test_same_place_bin_other_wording_and_english() -> None:
    assert flagged("바로 옆에 형광등 수거함도 있어요.", _MEDICINE)
    assert flagged("There's also a battery bin at the same spot.", _MEDICINE)
    assert flagged("The same place also has a clothing bin.", _MEDICINE)


def test_same_place_bin_supported_or_unsure_pass() -> None:
    both = ev(_bins([_point("교성주공 아파트", 353, items=["폐의약품", "폐건전지"])]))
    assert not flagged("같은 곳에 폐건전지 수거함도 함께 있어요.", both)
    assert not flagged("같은 곳에 폐의약품 수거함도 있어요.", _MEDICINE)
    assert not flagged("같은 곳에 폐건전지 수거함도 있는지 확인해 보세요.", _MEDICINE)


_NO_BATTERY_BINS = ev({
    "item_type": "battery", "kind_name": "폐건전지", "district_has_data": False,
    "guidance": [{"where": ["행정복지센터(주민센터)의 폐건전지 수거함", "아파트 단지 내 폐건전지 수거함"]}],
    "points": [], "found": 0, "note": "전북특별자치도 군산시의 폐건전지 장소 자료는 없습니다.",
})  # fmt: skip


def test_named_facility_bin_where_none_found() -> None:
    answer = "군산시는 자료가 없어요. 보통 군산시청 민원실 앞에도 수거함이 있으니 이용하세요."
    assert flagged(answer, _NO_BATTERY_BINS) == ["군산시청 민원실 앞에도 수거함이 있"]
    assert flagged("익산역 안에 폐건전지 수거함이 있어요.", _NO_BATTERY_BINS)
    assert flagged("There are bins at Gunsan City Hall too.", _NO_BATTERY_BINS)


def test_named_facility_bin_general_or_hedged_pass() -> None:
    assert not flagged("보통 주민센터에 수거함이 있어요.", _NO_BATTERY_BINS)
    assert not flagged("군산시청에도 수거함이 있을 수 있으니 확인해 보세요.", _NO_BATTERY_BINS)


# --- a kind left out of the free service ----------------------------------------------------


def test_free_exclusion_case_shape() -> None:
    answer = (
        "고양시 냉장고 fee는 4,000원 / 6,000원 / 8,000원이에요. 폐가전제품 무상방문수거(1599-0903) "
        "이용하면 free인데, 양문형은 유료예요."
    )
    assert flagged(answer, _FRIDGE) == ["양문형은 유료"]


def test_free_exclusion_other_wording_and_english() -> None:
    assert flagged("무상방문수거로 무료지만 업소용은 제외예요.", _FRIDGE)
    assert flagged(
        "The free pickup (1599-0903) takes fridges, but side-by-side models are not covered.",
        _FRIDGE,
    )
    assert flagged("The pickup is free, except for commercial units.", _FRIDGE)


def test_free_exclusion_held_or_hedged_pass() -> None:
    fan = ev(_fees("대전 중구", "선풍기", 2000, 3000, appliance_note=_NOTE))
    assert not flagged("대형 가전은 무상방문수거로 무료인데, 선풍기는 유료예요.", fan)
    assert not flagged("대형 가전은 무료인데, 소형 가전은 해당이 안 돼요.", _FRIDGE)
    assert not flagged("무상방문수거는 무료인데, 양문형은 유료일 수도 있어요.", _FRIDGE)


# --- a pronoun for the priced thing in the free-service clause ------------------------------

_FAN = ev(_fees("대전 중구", "선풍기", 2000, 3000, appliance_note=_NOTE))


def test_free_pronoun_case_shape() -> None:
    answer = (
        "A fan is listed at 2,000 won or 3,000 won in Jung-gu, Daejeon. You can also have it "
        "picked up for free through the appliance pickup service at 1599-0903."
    )
    assert flagged(answer, _FAN) == ["it"]


def test_free_pronoun_other_wording_and_korean() -> None:
    answer = "선풍기는 2,000원이나 3,000원이에요. 그것도 무상방문수거(1599-0903)로 무료로 가져가요."
    assert flagged(answer, _FAN)
    answer = "Fans cost 3,000 won. You can get them collected free through 1599-0903 too."
    assert flagged(answer, _FAN)


def test_free_pronoun_restating_or_unsure_pass() -> None:
    answer = (
        "A fridge is listed at 4,000 won. You can also have it picked up for free through the "
        "appliance pickup service at 1599-0903."
    )
    assert not flagged(answer, _FRIDGE)
    answer = (
        "A fan is listed at 2,000 won. Check whether you can have it picked up for free through "
        "the appliance pickup service at 1599-0903."
    )
    assert not flagged(answer, _FAN)


# --- a refusal given to a district the outputs hold no data of ------------------------------

_UNCOVERED = ev({
    "district": "순창군", "full_name": "전북특별자치도 순창군", "query": "피아노", "item_count": 0,
    "items": [], "covered": False, "source": "bulk-waste-fees",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 순창군 수수료 자료가 없어 '피아노' 수수료를 "
            "알려드릴 수 없습니다. 다른 지역 수수료로 대신 안내하지 않습니다.",
    "contact": "수수료는 순창군 환경수도과(063-650-1725)에 문의하세요.", "phone": "063-650-1725",
})  # fmt: skip


def test_uncovered_refusal_case_shape() -> None:
    answer = "2. 피아노는 군에서 대형폐기물로 안 받고 전문 업체에 맡겨야 해요."
    assert flagged(answer, _UNCOVERED) == ["군에서 대형폐기물로 안 받"]


def test_uncovered_refusal_other_wording_and_english() -> None:
    assert flagged("순창군은 피아노를 수거하지 않아요.", _UNCOVERED)
    assert flagged("The county doesn't collect pianos as bulky waste.", _UNCOVERED)
    assert flagged("Pianos aren't accepted by the county.", _UNCOVERED)


def test_uncovered_refusal_held_or_unsure_pass() -> None:
    assert not flagged("순창군은 자료가 없어서 피아노를 받는지 알 수 없어요.", _UNCOVERED)
    assert not flagged("군에서 안 받을 수도 있으니 환경수도과에 문의하세요.", _UNCOVERED)
    refusing = ev(
        {"district": "순창군", "covered": False, "note": "피아노는 대형폐기물로 수거하지 않습니다."}
    )
    assert not flagged("피아노는 군에서 대형폐기물로 안 받아요.", refusing)
    covered = (json.dumps(_fees("포항시", "서랍장", 4000), ensure_ascii=False),)
    assert not uncovered_refusal_claims("포항시는 서랍장을 안 받아요.", covered, VOCAB)
