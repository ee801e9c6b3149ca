"""Round 48 (r48a): invented service facts in prose that passed (prod_holdout37 and prod_holdout38).

Each reading is general: the case's shape, other wording, the other language, other values, and
the faithful neighbour where the outputs do state the fact.

- a kind of place said to take the thing as well, beside the places a bin search found
  (:mod:`.where_kinds`: ``any pharmacy in town will also take them``, ``보건소에서도 받아 줘요``);
- a way of applying after a negated concessive clause (:mod:`.howto`: ``주민센터 안 가셔도
  인터넷으로도 신청하실 수 있어요``: the negation is the other way's);
- a mileage or reward credit with its figure in won (:mod:`.offered_points`);
- a payout in other words, a booking deadline after the act as topic, a colour as the only kind
  bought, a mixed lot's pricing, a planned change (:mod:`.attributes`);
- a rule for apartments where no output names a kind of housing (:mod:`.housing_rules`);
- a free service tied to other things with the condition first (:mod:`.service_conditions`);
- a region's buyers said to pay above the nationwide average (:mod:`.scopes`).
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

_HOW = "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다."


def _bins(name: str, detail: str | None = None, where: str = "") -> dict[str, object]:
    return {
        "address_keyword": "곡성군",
        "item_type": "medicine",
        "kind_name": "폐의약품",
        "source": "medicine-bins",
        "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
        "guidance": [{"item_type": "medicine", "name": "폐의약품", "how": _HOW + where}],
        "district_has_data": True,
        "points": [
            {"name": name, "address": "전라남도 곡성군 곡성읍 곡성로 854", "detail": detail,
             "district": "곡성군", "phone": "061-360-8972", "items": [], "distance_m": 260}
        ],
        "found": 1,
        "as_of": "2024-08-13",
    }  # fmt: skip


_MEDICINE = ev(_bins("곡성군보건의료원", "곡성군보건의료원 1층"))


def test_kind_of_place_also_taking_case_shapes_are_flagged() -> None:
    english = (
        "There's a drop-off bin on the 1st floor of Gokseong County Health and Medical Center, "
        "about 260 m away. Pop pills out of their packs; any pharmacy in town will also take them."
    )
    assert "pharmacy" in flagged(english, _MEDICINE)
    korean = "곡성군보건의료원 1층에 수거함이 있어요. 곡성군 보건소에서도 폐의약품을 받아 줘요."
    assert "보건소" in flagged(korean, _MEDICINE)


def test_kind_of_place_also_taking_other_wording_and_kinds_are_flagged() -> None:
    assert flagged("곡성군보건의료원에 가져가세요. 근처 약국에서도 받아요.", _MEDICINE)
    assert flagged("곡성군보건의료원에 가져가세요. 우체국에서도 수거해 줘요.", _MEDICINE)
    assert flagged("Take them to 곡성군보건의료원. Health centres accept them too.", _MEDICINE)


def test_kind_of_place_the_outputs_name_or_a_landmark_passes() -> None:
    named = ev(_bins("곡성약국", None, " 약국 수거함에도 넣을 수 있습니다."))
    assert check("곡성약국에 가져가세요. 다른 약국에서도 받아요.", named).grounded
    assert check("곡성군보건의료원 1층에 수거함이 있어요, 약국 맞은편이에요.", _MEDICINE).grounded
    hedged = "곡성군보건의료원에 가져가세요. 약국에서도 받는지 확인해 보세요."
    assert check(hedged, _MEDICINE).grounded


_GWANGYANG = ev(
    {
        "district": "광양시",
        "full_name": "전라남도 광양시",
        "source": "waste-rules",
        "application_methods": [
            "읍·면·동주민센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 장소에 배출"
        ],
        "places": ["위탁처리"],
        "department": "환경과",
        "phone": "061-797-3336",
    }
)


def test_way_after_a_negated_concessive_clause_is_read() -> None:
    shape = "주민센터 안 가셔도 인터넷(광양시청 누리집)으로도 신청하실 수 있어요."
    assert "인터넷" in flagged(shape, _GWANGYANG)
    other = "광양시는 주민센터에 방문하지 않아도 앱으로 신청할 수 있어요."
    assert flagged(other, _GWANGYANG)
    english = "Even if you can't get to the community centre, you can apply online."
    assert flagged(english, _GWANGYANG)


def test_way_after_a_negated_clause_still_unsure_when_the_sentence_is() -> None:
    assert check("주민센터 안 가셔도 되는지는 환경과에 문의해 보세요.", _GWANGYANG).grounded
    assert check("주민센터 안 가셔도 주민센터에서 신청하시면 돼요.", _GWANGYANG).grounded


_FRIDGE = ev(
    {
        "district": "영천시",
        "query": "냉장고",
        "items": [
            {
                "item_name": "냉장고",
                "name": "냉장고",
                "spec": None,
                "category": "가전제품류",
                "fee": fee,
                "fee_text": f"{fee:,}원",
                "is_free": False,
            }
            for fee in (4000, 6000, 8000)
        ],
        "source": "bulk-waste-fees",
        "as_of": "2025-07-11",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
        "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }  # fmt: skip
)


def test_mileage_credit_is_a_reward_no_output_gives() -> None:
    shape = (
        "You can avoid the fee via the free appliance pick-up service: call 1599-0903 — the "
        "online booking also gives a 2,000 won mileage credit."
    )
    assert not check(shape, _FRIDGE).grounded
    assert not check("온라인으로 예약하면 마일리지 1,000원을 적립해 드려요.", _FRIDGE).grounded
    assert not check("Booking online earns you a 500 won reward credit.", _FRIDGE).grounded
    assert check(
        "You can avoid the fee via the free pick-up service at 1599-0903.", _FRIDGE
    ).grounded


def test_mileage_credit_the_outputs_give_passes() -> None:
    site = ev({"name": "자원순환가게", "reward": "온라인 예약 시 마일리지 2,000원 적립"})
    assert check("온라인으로 예약하면 마일리지 2,000원을 적립해 드려요.", site).grounded


_BOOKING = ev(
    {
        "district": "고령군",
        "query": "세탁기",
        "items": [{"item_name": "세탁기+건조기", "fee": 4000, "fee_text": "4,000원"}],
        "appliance_note": "대형 가전은 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있습니다.",
    }
)


def test_booking_deadline_after_the_act_as_topic_is_flagged() -> None:
    assert flagged("신청은 수거 희망일 이틀 전까지 하시면 돼요.", _BOOKING)
    assert flagged("예약은 3일 전에 해 주셔야 해요.", _BOOKING)
    assert flagged("Bookings must be made two days before the pickup date.", _BOOKING)
    stated = ev({"note": "수거 희망일 3일 전까지 신청", "appliance_note": "무상방문수거 1599-0903"})
    assert check("신청은 수거 희망일 3일 전까지 하시면 돼요.", stated).grounded


_CANS = ev(
    {
        "region": "nationwide",
        "region_name": "전국",
        "query": "캔",
        "items": [
            {"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180},
            {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200},
        ],
        "survey_date": "2025-01",
        "unit": "원/kg",
    }
)


def test_payout_in_other_words_is_flagged() -> None:
    assert flagged("철캔은 kg당 180원이에요. 고물상은 보통 현금으로 바로 pay해 줘요.", _CANS)
    assert flagged("철캔은 kg당 180원이에요. 현금으로 즉시 지불해 드립니다.", _CANS)
    assert flagged("Steel cans are 180 won/kg, and they pay cash on the spot.", _CANS)
    assert check("철캔은 kg당 180원이에요.", _CANS).grounded


def test_mixed_lot_pricing_is_flagged() -> None:
    shape = "두 종류를 섞어서 가져가시면 철캔 가격으로 일괄 계산되니 나누어 가져가세요."
    assert flagged(shape, _CANS)
    assert flagged("캔이 섞이면 싼 쪽 단가로 쳐줘요.", _CANS)
    assert flagged("Mixed bags are paid at the steel-can rate.", _CANS)
    mixed = ev(
        {"items": [{"item_name": "혼합캔", "price_per_kg": 300}], "note": "섞인 캔은 혼합캔 단가"}
    )
    assert check("섞어서 가져가시면 혼합캔 단가로 계산돼요.", mixed).grounded


def test_colour_as_the_only_kind_bought_is_flagged() -> None:
    eps = ev({"region": "nationwide", "items": [{"item_name": "EPS", "price_per_kg": 200}]})
    assert flagged("스티로폼은 음식물이 묻지 않은 흰색만 매입해요.", eps)
    assert flagged("하얀색 것만 받아요.", eps)
    assert flagged("They only buy white foam.", eps)
    said = ev(
        {"items": [{"item_name": "EPS", "price_per_kg": 200}], "condition": "흰색 깨끗한 것만"}
    )
    assert check("스티로폼은 흰색만 매입해요.", said).grounded


def test_planned_change_is_flagged() -> None:
    error = ev({"error": "'구리'은(는) 가격조사 품목에 없습니다. 조사 품목: 신문지, 골판지, 철캔"})
    assert flagged("구리는 다음 조사부터 품목에 추가될 예정이라 그때 다시 확인해 보세요.", error)
    assert flagged("다음 달부터 수수료가 인상될 예정이에요.", error)
    assert flagged("Copper will be added to the survey next year.", error)
    assert flagged("Fees are set to rise from July.", error)
    planned = ev({"note": "2026년 구리 품목 추가 예정"})
    assert check("구리는 품목에 추가될 예정이에요.", planned).grounded
    assert check("구리는 가격조사 품목에 없어요.", error).grounded


_WESTGU = ev(
    {
        "district": "광주 서구",
        "full_name": "광주광역시 서구",
        "source": "waste-rules",
        "application_methods": ["폐기물 수집, 운반, 처리업 신고처리"],
        "places": ["문전배출"],
        "department": "청소행정과",
        "phone": "062-360-7286",
    }
)


def test_apartment_rule_no_output_gives_is_flagged() -> None:
    shape = "광주 서구는 문전배출이라 집 앞에 내놓으시면 되고, 아파트는 관리사무소 앞 지정 장소에 두시면 돼요."
    assert any("아파트는" in t for t in flagged(shape, _WESTGU))
    assert flagged("공동주택의 경우 단지 내 분리수거장에 배출하세요.", _WESTGU)
    english = "In apartment complexes, leave it at the spot your management office designates."
    assert flagged(english, _WESTGU)
    assert flagged("- Apartment complexes: put it in the complex's bin area.", _WESTGU)


def test_apartment_rule_hedged_or_given_by_an_output_passes() -> None:
    assert check("광주 서구는 문전배출이라 집 앞에 내놓으시면 돼요.", _WESTGU).grounded
    advice = "아파트는 단지마다 요일이 따로 정해져 있으니 관리사무소에 확인해 보세요."
    assert check(advice, _WESTGU).grounded
    assert check("In apartments, usually you put it at the complex's bin area.", _WESTGU).grounded
    housing = ev({"district": "남양주시", "application_methods": ["구역별 배출"],
                  "places": ["공동주택, 단독주택, 마을별 배출장소"]})  # fmt: skip
    assert check("아파트는 단지 내 배출장소에 두시면 돼요.", housing).grounded


def _fan() -> dict[str, object]:
    return {
        "district": "영천시",
        "query": "선풍기",
        "items": [{"item_name": "선풍기", "fee": 2000, "fee_text": "2,000원", "is_free": False}],
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
        "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }


def test_free_tied_to_other_things_with_the_condition_first_is_flagged() -> None:
    fan = ev(_fan())
    shape = (
        "No — Yeongcheon-si charges 2,000 won for an electric fan. However, if you hand it over "
        "together with another large appliance, the free appliance pick-up service (1599-0903) "
        "will take it at no charge."
    )
    assert not check(shape, fan).grounded
    other = "When you put it out along with a fridge, the pickup service takes it for free."
    assert not check(other, fan).grounded
    korean = "다른 대형 가전이랑 같이 내놓으시면 무상방문수거로 무료로 가져가요."
    assert not check(korean, fan).grounded


def test_free_tie_the_outputs_state_or_no_tie_passes() -> None:
    tied = _fan() | {
        "appliance_note": "소형 가전은 대형 가전과 함께 배출하면 무상방문수거(1599-0903)로 무료"
    }
    text = "If you put it out together with a large appliance, the pickup (1599-0903) is free."
    assert check(text, ev(tied)).grounded
    plain = "If you're also getting rid of a fridge, that can go for free through 1599-0903."
    assert check(plain, ev(_fan())).grounded


def test_region_buyers_paying_above_the_nationwide_average_is_flagged() -> None:
    pet = ev(
        {
            "region": "nationwide",
            "region_name": "전국",
            "items": [{"item_name": "PET", "form": "압축", "price_per_kg": 350}],
            "unit": "원/kg",
            "as_of": "2025-01",
        }
    )
    assert flagged(
        "PET는 kg당 350원이에요. 서울 고물상은 보통 전국 평균보다 20% 정도 더 쳐줘요.", pet
    )
    assert flagged("PET는 kg당 350원이에요. 부산 업체들은 전국 평균보다 조금 더 쳐줘요.", pet)
    assert check("PET는 kg당 350원이에요(전국 평균).", pet).grounded
