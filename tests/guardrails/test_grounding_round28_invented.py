"""Round 28 (r28e): invented service conditions and facts said in words, not numbers.

Fabrications of prod_holdout12/13 that passed because their invented fact is a phrase: cash handed
over at a site, half a price for an uncrushed can, more items free beside the one free row, ... Each
test holds the case's shape (new wordings) and a faithful twin that must pass.
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged

CAN_PRICE: dict[str, Any] = {
    "region": "nationwide", "region_name": "전국", "query": "알루미늄캔", "item_count": 1,
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
}  # fmt: skip
CAN_SITE: dict[str, Any] = {
    "query": "재활용센터", "radius_m": 2000, "found": 1,
    "places": [{"name": "성수면행정복지센터", "address": "전북특별자치도 진안군 성수면 관진로 783",
                "phone": "063-430-8301", "hours": "월~금 09:00~21:00, 그 외 휴무",
                "items": ["투명페트병", "캔"], "distance_m": 11696}],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


# --- cash handed over at a site (attributes.py, payout) ---


def test_cash_given_at_a_site_no_output_speaks_of_is_flagged() -> None:
    e = ev(CAN_PRICE, CAN_SITE, user="임실 캔 어디 가져가?")
    ko = "성수면행정복지센터가 캔을 받아요. 캔은 1kg당 1,200원을 현금으로 바로 줘요."
    assert any("현금으로 바로 줘" in t for t in flagged(ko, e))
    assert any("현금으로 드려" in t for t in flagged("가져가면 현금으로 드려요.", e))
    en = "Seongsu-myeon center takes cans, and they give you cash for them."
    assert any("give you cash" in t for t in flagged(en, e))


def test_cash_or_a_voucher_as_the_reward_is_flagged() -> None:
    e = ev(CAN_PRICE, CAN_SITE, user="임실 캔 어디 가져가?")
    assert flagged("성수면행정복지센터는 가져간 무게만큼 현금으로 보상해 줍니다.", e) == [
        "현금으로 보상"
    ]
    voucher = "성수면행정복지센터는 캔을 받고, 현금 대신 지역화폐로 보상합니다."
    assert flagged(voucher, e) == ["지역화폐로 보상"]


def test_the_price_alone_and_a_payout_an_output_states_pass() -> None:
    e = ev(CAN_PRICE, CAN_SITE, user="임실 캔 어디 가져가?")
    assert flagged("성수면행정복지센터가 캔을 받아요. 캔 시세는 1kg당 1,200원이에요.", e) == []
    paid = dict(CAN_SITE, note="캔은 현장에서 현금으로 지급합니다.")
    assert flagged("성수면행정복지센터는 캔을 받고 현금으로 바로 줘요.", ev(CAN_PRICE, paid)) == []


# --- half a price said after a verb of paying (times.py) ---

METALS: dict[str, Any] = {
    "region": "nationwide", "region_name": "전국", "category": "metal", "item_count": 3,
    "items": [{"item_name": "철스크랩", "category": "metal", "form": "고철", "price_per_kg": 280,
               "price_text": "280원/kg"},
              {"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
               "price_text": "180원/kg"},
              {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


def test_half_a_price_ending_its_clause_is_flagged() -> None:
    e = ev(METALS, user="metal price list please. steel can also.")
    answer = (
        "National averages (Jan 2025): iron scrap 280 won/kg, steel cans 180 won/kg, aluminium "
        "cans 1,200 won/kg. Loose cans must be crushed, or dealers pay just half."
    )
    assert flagged(answer, e) == ["pay just half"]
    other = "Steel cans are 180 won/kg pressed; unpressed ones get only half, so crush them."
    assert flagged(other, e) == ["get only half"]


def test_prices_alone_and_half_a_kilometre_pass() -> None:
    e = ev(METALS, user="metal price list please. steel can also.")
    faithful = "National averages (Jan 2025): iron scrap 280 won/kg, steel cans 180 won/kg."
    assert flagged(faithful, e) == []
    assert flagged("Steel cans fetch 180 won/kg; the yard is half a kilometre away.", e) == []


# --- more items called free beside the one free row (unlisted.py) ---

PC_FEE: dict[str, Any] = {
    "district": "남양주시", "full_name": "경기도 남양주시", "query": "컴퓨터", "item_count": 1,
    "items": [{"item_name": "컴퓨터 본체, 키보드", "name": "컴퓨터 본체, 키보드", "spec": None,
               "category": "가전제품류", "fee": 0, "fee_text": "무료", "is_free": True}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-17",
}  # fmt: skip


def test_items_joined_before_a_free_predicate_are_each_read() -> None:
    e = ev(PC_FEE, user="남양주 컴퓨터 버리는 거 돈 들어?")
    answer = "남양주시는 컴퓨터 본체·키보드가 무료예요. 모니터랑 프린터도 같이 무료로 수거해 가요."
    assert flagged(answer, e) == ["모니터랑 프린터도 같이 무료"]
    assert flagged("본체는 무료예요. 키보드하고 모니터도 무료예요.", e) == [
        "키보드하고 모니터도 무료"
    ]


def test_the_rows_own_items_called_free_pass() -> None:
    e = ev(PC_FEE, user="남양주 컴퓨터 버리는 거 돈 들어?")
    assert flagged("남양주시는 컴퓨터 본체랑 키보드도 같이 무료로 수거해 가요.", e) == []
    assert flagged("남양주시는 컴퓨터 본체·키보드가 무료예요.", e) == []


# --- a channel of contact no output gives (contact_channels.py) ---

NO_FEES: dict[str, Any] = {
    "district": "대구 서구", "full_name": "대구광역시 서구", "query": "침대", "item_count": 0,
    "items": [], "source": "bulk-waste-fees", "covered": False, "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 대구광역시 서구 수수료 자료가 없어 '침대' 수수료를"
            " 알려드릴 수 없습니다.",
    "contact": "수수료는 대구광역시 서구 생활환경과(053-663-2711)에 문의하세요.",
    "phone": "053-663-2711",
}  # fmt: skip
BED = "I live in Seo-gu, Daegu, and must dispose of a double bed. What is the fee, please?"


def test_a_contact_channel_no_output_gives_is_flagged() -> None:
    e = ev(NO_FEES, user=BED)
    en = (
        "The dataset has no fee data for Seo-gu, Daegu.\n"
        "- Please contact the Seo-gu Living Environment Division: 053-663-2711\n"
        "- They also accept fee enquiries by e-mail\n"
    )
    assert flagged(en, e) == ["They also accept fee enquiries by e-mail"]
    ko = "서구 생활환경과(053-663-2711)에 문의하세요. 팩스로도 수수료 문의를 받아요."
    assert flagged(ko, e) == ["팩스로도 수수료 문의를 받아요"]
    kakao = "생활환경과 053-663-2711로 전화하시거나 카카오톡으로 상담하시면 돼요."
    assert flagged(kakao, e) != []


def test_the_outputs_channels_and_a_denied_channel_pass() -> None:
    e = ev(NO_FEES, user=BED)
    assert flagged("Please contact the Seo-gu Living Environment Division: 053-663-2711.", e) == []
    assert flagged("I have no e-mail address for them, so please call 053-663-2711.", e) == []
    mailed = dict(NO_FEES, contact="수수료는 생활환경과(053-663-2711)나 이메일로 문의하세요.")
    assert flagged("They also accept fee enquiries by e-mail.", ev(mailed, user=BED)) == []


# --- a district added to the covered list (coverage.py) ---

BUSAN_BINS: dict[str, Any] = {
    "latitude": 35.159953, "longitude": 129.055319, "radius_km": 1.0, "item_type": "battery",
    "kind_name": "폐건전지", "districts_with_data": 8, "source": "lamp-battery-bins",
    "district_has_data": False, "points": [], "found": 0, "as_of": None,
    "note": "부산광역시 부산진구의 폐건전지 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다."
            " 부산광역시에서는 금정구, 사하구에 자료가 있습니다.",
}  # fmt: skip
BUSANJIN = "Busanjin-gu — where can I drop dead batteries?"


def test_a_district_added_to_the_districts_that_have_it_is_flagged() -> None:
    e = ev(BUSAN_BINS, user=BUSANJIN)
    answer = (
        "There's no battery-bin location data for Busanjin-gu; in Busan only Geumjeong-gu, "
        "Saha-gu and Haeundae-gu have it."
    )
    assert flagged(answer, e) == ["Haeundae-gu"]
    other = "Busanjin-gu has no bin data; Geumjeong-gu, Saha-gu and Dongnae-gu have them."
    assert flagged(other, e) == ["Dongnae-gu"]


def test_the_notes_own_districts_pass() -> None:
    e = ev(BUSAN_BINS, user=BUSANJIN)
    answer = (
        "There's no battery-bin location data for Busanjin-gu; in Busan only Geumjeong-gu and "
        "Saha-gu have it."
    )
    assert flagged(answer, e) == []


# --- a dealer named where the place search found nothing (unfound_names.py) ---

NO_DEALERS: dict[str, Any] = {
    "query": "고물상", "radius_m": 5000, "latitude": 37.34195, "longitude": 126.970389,
    "places": [], "found": 0, "source": "none",
    "note": "'고물상' 장소 정보는 오프라인 데이터에 없습니다. KAKAO_REST_API_KEY를 설정하면 주변 장소를"
            " 검색할 수 있습니다.",
}  # fmt: skip
POTS = "Is there a scrap metal dealer near Uiwang? I want to sell some old steel pots."


def test_a_dealer_named_after_an_empty_search_is_flagged() -> None:
    e = ev(NO_DEALERS, user=POTS)
    en = (
        "The offline place data has no entries for scrap dealers (고물상), so I can't give you a "
        "verified list. The nearest one people usually use is Uiwang Jawon (의왕자원) in Ojeon-dong."
    )
    assert flagged(en, e) == ["의왕자원"]
    ko = "오프라인 자료에는 고물상 정보가 없어요. 보통 오전동 대성금속에 많이 가져가요."
    assert flagged(ko, e) == ["대성금속"]


def test_an_empty_search_said_as_such_passes() -> None:
    e = ev(NO_DEALERS, user=POTS)
    faithful = (
        "I'm afraid I found no scrap dealers (고물상): that kind of place is not in the offline "
        "data I have. A map app search for 고물상 would be the quickest way."
    )
    assert flagged(faithful, e) == []
    assert (
        flagged(
            "오프라인 자료에 고물상이 없어요. 지도 앱에서 '고물상'이나 재활용자원 업체를 찾아보세요.",
            e,
        )
        == []
    )
    asked = "If you already know 의왕자원, call them before you go."
    assert flagged(asked, ev(NO_DEALERS, user=POTS + " 의왕자원 어때?")) == []


# --- all the places found put in a district none lies in (all_within.py) ---


def _pharmacy(name: str, address: str, m: int) -> dict[str, Any]:
    return {"name": name, "address": address, "district": "포항시", "phone": "054-270-4124",
            "items": [], "distance_m": m}  # fmt: skip


NAM_GU_BINS: dict[str, Any] = {
    "latitude": 36.022268, "longitude": 129.364787, "radius_km": 2.0, "item_type": "medicine",
    "kind_name": "폐의약품", "source": "medicine-bins", "district_has_data": True, "found": 3,
    "points": [_pharmacy("대구약국", "경상북도 포항시 남구 상공로 153 (대도동)", 230),
               _pharmacy("인성약국", "경상북도 포항시 남구 중앙로 102 (해도동)", 377),
               _pharmacy("보성약국", "경상북도 포항시 남구 중앙로 131 (해도동)", 394)],
    "as_of": "2025-07-30",
}  # fmt: skip
BUK_GU = "포항 북구 사는데 약 버릴 곳 근처에 몇 개나 있어?"


def test_the_points_put_in_a_district_none_lies_in_is_flagged() -> None:
    e = ev(NAM_GU_BINS, user=BUK_GU)
    ko = "반경 2km 안에 폐의약품 수거 약국이 3곳 나오는데, 모두 북구 안에 있어요. 제일 가까운 곳은 대구약국이에요."
    assert flagged(ko, e) == ["모두 북구 안에 있"]
    en = "Three pharmacies take old medicine within 2 km, and all three are in Buk-gu."
    assert flagged(en, e) == ["all three are in Buk-gu"]


def test_the_points_own_district_passes() -> None:
    e = ev(NAM_GU_BINS, user=BUK_GU)
    assert flagged("반경 2km 안에 약국이 3곳 나오는데, 모두 남구 안에 있어요.", e) == []
    assert (
        flagged("Three pharmacies are within 2 km; all three are in Nam-gu, not Buk-gu.", e) == []
    )
    assert flagged("세 곳 모두 포항시에 있어요. 제일 가까운 곳은 대구약국(약 230m)이에요.", e) == []


# --- a good put into the bins found that no output names (binned_goods.py, kinds.py) ---


def _bin(name: str, address: str, m: int) -> dict[str, Any]:
    return {"name": name, "address": address, "district": "금정구", "phone": "051-519-4451",
            "items": ["건전지"], "distance_m": m}  # fmt: skip


BATTERY_BINS: dict[str, Any] = {
    "address_keyword": "부산 금정구", "item_type": "battery", "kind_name": "폐건전지",
    "source": "lamp-battery-bins", "district_has_data": True, "found": 2,
    "guidance": [{"item_type": "battery", "name": "폐건전지",
                  "how": "건전지를 모아 수거함에 넣고, 보조배터리·리튬 배터리는 단자에 절연 테이프를 붙여 배출합니다."}],
    "points": [_bin("부곡3동 행정복지센터", "부산광역시 금정구 기찰로107", 68),
               _bin("구서1동 행정복지센터", "부산광역시 금정구 수림로72번길 123", 862)],
    "as_of": "2025-12-24",
}  # fmt: skip
GARAGE = "금정구 카센터인데 폐건전지랑 다 쓴 자동차 배터리도 수거함에 넣어도 되나요?"


def test_a_good_no_output_names_put_into_the_bins_is_flagged() -> None:
    e = ev(BATTERY_BINS, user=GARAGE)
    ko = (
        "금정구 폐건전지 수거함 가까운 곳이에요.\n- 부곡3동 행정복지센터: 약 70m\n"
        "- 구서1동 행정복지센터: 약 860m\n- 자동차 배터리도 같은 수거함에 넣으시면 됩니다\n"
    )
    assert flagged(ko, e) == ["자동차 배터리도 같은 수거함에 넣으시면"]
    en = "The nearest bin is at Bugok 3-dong (about 70 m). Car batteries can go in the same bins."
    assert flagged(en, e) == ["Car batteries can go in the same bins"]


def test_the_bins_own_goods_and_a_refused_good_pass() -> None:
    e = ev(BATTERY_BINS, user=GARAGE)
    assert flagged("폐건전지는 부곡3동 행정복지센터 수거함에 넣으시면 됩니다.", e) == []
    assert (
        flagged("보조배터리도 같은 수거함에 넣으면 되는데, 단자에 절연 테이프를 붙이세요.", e) == []
    )
    assert flagged("자동차 배터리는 수거함에 넣으면 안 돼요. 카센터나 정비소에 맡기세요.", e) == []


# --- every place of a kind the outputs give as some (some_all.py) ---

HAMAN_BINS: dict[str, Any] = {
    "latitude": 35.269406, "longitude": 128.408708, "radius_km": 1.0, "item_type": "battery",
    "kind_name": "폐건전지", "source": "lamp-battery-bins", "district_has_data": False,
    "guidance": [{"item_type": "battery", "name": "폐건전지", "how": "건전지를 모아 수거함에 넣습니다.",
                  "where": ["행정복지센터(주민센터)의 폐건전지 수거함", "아파트 단지 내 폐건전지 수거함",
                            "일부 대형마트·편의점의 수거함"]}],
    "points": [], "found": 0,
    "note": "경상남도 함안군의 폐건전지 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다.",
}  # fmt: skip
HAMAN = "함안 사는데 건전지 버릴 데 어디야?"


def test_some_turned_into_all_is_flagged() -> None:
    e = ev(HAMAN_BINS, user=HAMAN)
    ko = "함안군은 수거함 위치 자료가 없어요. 행정복지센터 수거함에 넣으면 되고, 함안군 편의점은 전부 수거함이 있어요."
    assert flagged(ko, e) == ["편의점은 전부"]
    assert flagged("모든 대형마트에 폐건전지 수거함이 있어요.", e) == ["모든 대형마트"]


def test_some_said_as_some_passes() -> None:
    e = ev(HAMAN_BINS, user=HAMAN)
    assert flagged("일부 대형마트·편의점에도 수거함이 있어요.", e) == []
    assert (
        flagged("편의점이 전부 수거함을 두는 건 아니에요. 행정복지센터 수거함을 이용하세요.", e)
        == []
    )


# --- a service narrowed to a kind no output names (rule_terms.py, the "only" frame) ---

AIRCON: dict[str, Any] = {
    "district": "함양군", "full_name": "경상남도 함양군", "query": "에어컨", "item_count": 2,
    "items": [{"item_name": "에어컨 실외기", "name": "에어컨 실외기", "spec": None, "category": "가전제품류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False},
              {"item_name": "에어컨+냉난방기", "name": "에어컨+냉난방기", "spec": None,
               "category": "가전제품류", "fee": 6000, "fee_text": "6,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-20",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
                      "www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


def test_a_service_narrowed_to_a_kind_no_output_names_is_flagged() -> None:
    e = ev(AIRCON, user="함양 에어컨 버리는 비용")
    answer = (
        "함양군은 에어컨 실외기 3,000원, 에어컨+냉난방기 6,000원이에요. "
        "폐가전 무상방문수거(1599-0903)는 스탠드형만 되고 벽걸이형은 안 돼요."
    )
    assert flagged(answer, e) == ["폐가전 무상방문수거(1599-0903)는 스탠드형만 되고"]
    assert flagged("무상방문수거는 벽걸이형만 가능해요.", e) == [
        "무상방문수거는 벽걸이형만 가능해요."
    ]


def test_a_service_narrowed_by_the_outputs_own_words_passes() -> None:
    e = ev(AIRCON, user="함양 에어컨 버리는 비용")
    assert flagged("폐가전 무상방문수거(1599-0903)로 에어컨을 무료로 배출할 수 있어요.", e) == []
    assert (
        flagged("무상방문수거(1599-0903)는 대형 가전만 돼요. 냉장고·세탁기·에어컨·TV 등이요.", e)
        == []
    )


# --- a way of paying the outputs' payment list does not name (pay_ways.py) ---

SEJONG_FEE: dict[str, Any] = {
    "sigungu": "세종특별자치시", "items": [{"item_name": "세탁기", "spec": "전체", "fee": 5000}],
    "as_of": "2025-03-31", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
}  # fmt: skip
SEJONG_HOWTO: dict[str, Any] = {
    "sigungu": "세종특별자치시",
    "apply": {"online": "세종시 대형폐기물 인터넷 신고", "payment": ["신용카드", "계좌이체"],
              "visit": "읍면동 행정복지센터"},
    "source_label": "세종특별자치시 대형폐기물 배출 안내",
}  # fmt: skip
WASHER = "Sejong — old washing machine. How do I pay the fee online?"


def test_a_way_of_paying_the_list_does_not_name_is_flagged() -> None:
    e = ev(SEJONG_FEE, SEJONG_HOWTO, user=WASHER)
    en = (
        "In Sejong a washing machine is 5,000 won. If you report it online, you can pay by "
        "credit card, bank transfer or KakaoPay."
    )
    assert flagged(en, e) == ["KakaoPay"]
    assert flagged("세탁기는 5,000원이고, 수수료는 현금으로도 낼 수 있어요.", e) == ["현금"]
    assert flagged("Report it online, or pay the driver in cash at pickup.", e) == ["cash"]


def test_the_lists_own_ways_and_a_denied_way_pass() -> None:
    e = ev(SEJONG_FEE, SEJONG_HOWTO, user=WASHER)
    assert flagged("Report it online and pay by credit card or bank transfer.", e) == []
    assert flagged("수수료는 신용카드나 계좌이체로 결제하시면 돼요.", e) == []
    assert flagged("현금으로는 낼 수 없고, 카드나 계좌이체로 결제해야 해요.", e) == []


# --- a kind of drop-off place added to the general guidance (where_kinds.py) ---

LAMP_GUIDANCE: dict[str, Any] = {
    "latitude": 37.514231, "longitude": 126.868708, "radius_km": 0.5,
    "item_type": "fluorescent_lamp", "kind_name": "폐형광등", "source": "lamp-battery-bins",
    "guidance": [{"item_type": "fluorescent_lamp", "name": "폐형광등",
                  "how": "깨지지 않게 그대로 수거함에 넣습니다.",
                  "where": ["아파트 단지 내 형광등 수거함", "행정복지센터(주민센터) 수거함"]}],
    "district_has_data": False, "points": [], "found": 0,
    "note": "서울특별시 양천구의 폐형광등 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다.",
}  # fmt: skip
TUBE = "Where can I throw away a used fluorescent tube in Yangcheon-gu?"


def test_a_kind_of_place_the_guidance_does_not_name_is_flagged() -> None:
    e = ev(LAMP_GUIDANCE, user=TUBE)
    en = (
        "There is no lamp-bin location data for Yangcheon-gu. In general, put the tube intact into "
        "the box in your apartment complex, at your community service center, or at most "
        "convenience stores."
    )
    assert flagged(en, e) == ["convenience stores"]
    ko = "양천구는 위치 자료가 없어요. 아파트 단지 수거함이나 가까운 편의점·대형마트에 넣으시면 돼요."
    assert flagged(ko, e) == ["편의점", "마트"]


def test_the_guidances_own_places_and_advice_to_ask_pass() -> None:
    e = ev(LAMP_GUIDANCE, user=TUBE)
    en = "In general, put the tube intact into the box in your apartment complex or community center."
    assert flagged(en, e) == []
    assert (
        flagged("아파트 단지 수거함에 넣거나, 가까운 편의점에 물어보시면 알려줄 거예요.", e) == []
    )


STICKERS: dict[str, Any] = {
    "district": "춘천시", "query": "스티커",
    "items": [{"item_name": "대형폐기물 납부필증(스티커)", "spec": "1,000원권", "fee": 1000},
              {"item_name": "대형폐기물 납부필증(스티커)", "spec": "5,000원권", "fee": 5000}],
    "note": "수수료 금액에 맞게 조합해 구입. 읍·면·동 행정복지센터 및 지정 판매소에서 판매",
    "as_of": "2023-12-01",
}  # fmt: skip
SOFA = "I need a 7,000 won sticker for a sofa in Chuncheon. Do they even sell that?"


def test_a_kind_of_shop_added_to_where_a_thing_is_sold_is_flagged() -> None:
    e = ev(STICKERS, user=SOFA)
    en = "You can buy them at community service centres and designated shops, as well as post offices."
    assert flagged(en, e) == ["post offices"]
    assert flagged("스티커는 행정복지센터나 편의점에서 구입할 수 있어요.", e) == ["편의점"]


def test_the_outputs_own_sale_places_pass() -> None:
    e = ev(STICKERS, user=SOFA)
    assert flagged("You can buy them at community service centres and designated shops.", e) == []
    assert flagged("스티커는 읍·면·동 행정복지센터나 지정 판매소에서 구입하세요.", e) == []
