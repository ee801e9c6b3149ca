"""Round 20 (r20d): whose value — one binding rule for the three levels of record (districts,
places, datasets). A phone, department, road address or date held by one holder's record, said
of another holder of the same kind named nearest before it (in its sentence, else carried from
the sentences before, or a dataset from its line or heading), is flagged; the same sentence with
the right holder passes. The probes are new wordings, Korean and English."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _rules(
    district: str,
    full: str,
    as_of: str,
    methods: list[str],
    places: list[str],
    dept: str,
    phone: str,
) -> dict:
    return {"district": district, "full_name": full, "source": "waste-rules",
            "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": as_of,
            "citation": f"출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 {as_of}",
            "application_methods": methods, "places": places, "department": dept, "phone": phone,
            "phone_note": f"문의: {full} {dept} {phone}"}  # fmt: skip


BUYEO = _rules("부여군", "충청남도 부여군", "2025-11-07",
               ["읍·면·동주민센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 장소에 배출"],
               ["장암면 북고로 201(공공재활용기반시설)", "장암면 북고로 269(공공재활용기반시설)"],
               "환경과", "041-830-2306")  # fmt: skip
GOSEONG = _rules("강원 고성군", "강원특별자치도 고성군", "2025-12-31",
                 ["개인차량을 이용하여 지정된 장소에 배출"], ["고성군농어촌폐기물종합처리시설"],
                 "환경과", "033-680-3982")  # fmt: skip
GEUMSAN = _rules("금산군", "충청남도 금산군", "2025-10-28", ["종량제봉투에 버리거나 위생매립장 방문처리"],
                 ["위생매립장"], "환경위생과", "041-750-2504")  # fmt: skip
GUNWI = _rules("군위군", "대구광역시 군위군", "2024-01-01", ["폐기물 종류별 납부필증 부착 후 배출"],
               ["지정된 장소"], "환경과", "054-380-7947")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a district's drop-off address said of the other district of the answer
        ("In Goseong-gun (Gangwon), you take it by your own car to 장암면 북고로 201.",
         ["북고로 201"]),
        ("고성군은 직접 차로 북고로 269 시설에 가져가시면 돼요.", ["북고로 269"]),
        ("부여는 북고로 201로, 고성은 농어촌폐기물종합처리시설로 가져가요.", []),
        ("For Buyeo, drive it to Jangam-myeon 북고로 201 yourself.", []),
        # phones after each district's name, or carried from the sentence before
        ("For Goseong, call 033-680-3982; for Buyeo, 041-830-2306.", []),
        ("For Goseong, call 041-830-2306; for Buyeo, 033-680-3982.",
         ["041-830-2306", "033-680-3982"]),
        ("고성군은 개인차량으로 지정 장소에 내놓아요. 문의는 환경과 041-830-2306으로 하세요.",
         ["041-830-2306"]),
        ("고성군은 개인차량으로 지정 장소에 내놓아요. 문의는 환경과 033-680-3982로 하세요.", []),
        # two districts' phones in one sentence naming neither: unsure
        ("고성군과 부여군 모두 직접 가져가야 해요.\n전화: 033-680-3982, 041-830-2306", []),
    ],
)  # fmt: skip
def test_a_districts_phone_or_address(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BUYEO, GOSEONG)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("In Geumsan-gun, bag it or take it to the landfill yourself. For questions, call the "
         "environmental sanitation division at 054-380-7947.", ["054-380-7947"]),
        ("In Geumsan-gun, bag it or take it to the landfill yourself. For questions, call the "
         "environmental sanitation division at 041-750-2504.", []),
        ("금산은 종량제봉투나 위생매립장이에요. 궁금하면 054-380-7947로 전화하세요.", ["054-380-7947"]),
        ("금산은 종량제봉투나 위생매립장이에요. 궁금하면 041-750-2504로 전화하세요.", []),
    ],
)  # fmt: skip
def test_a_phone_carried_from_the_sentence_before(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GEUMSAN, GUNWI)) == wrong


def _point(name: str, address: str, phone: str, distance: int) -> dict:
    return {"name": name, "address": address, "detail": None, "district": "장수군",
            "phone": phone, "items": [], "distance_m": distance, "as_of": "2024-10-30"}  # fmt: skip


MEDICINE = {
    "address_keyword": "장수군", "item_type": "medicine", "kind_name": "폐의약품",
    "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
    "points": [
        _point("늘푸른 약국", "전북특별자치도 장수읍 장천로 172", "063-350-2538", 557),
        _point("태평양약국", "전북특별자치도 장수읍 장천로 175", "063-351-1200", 635),
        _point("장수군보건의료원", "전북특별자치도 장수읍 장천로 245", "063-350-2613", 1112),
    ],
    "found": 3, "as_of": "2024-10-30",
    "citation": "출처: 공공데이터포털 전국폐의약품수거함표준데이터, 데이터기준일자 2024-10-30",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a heading's place over its label lines
        ("가장 가까운 곳은 늘푸른 약국이에요.\n- 주소: 장천로 172\n- 전화: 063-350-2613",
         ["063-350-2613"]),
        ("가장 가까운 곳은 늘푸른 약국이에요.\n- 주소: 장천로 172\n- 전화: 063-350-2538", []),
        # a pronoun's sentence after the place's
        ("One option is 태평양약국 at 장천로 175. It is about 640 m away; phone 063-350-2613.",
         ["063-350-2613"]),
        ("One option is 태평양약국 at 장천로 175. It is about 640 m away; phone 063-351-1200.", []),
        # a numbered list: each item its own subject, an item named in no form carries nothing
        ("1. 늘푸른약국 – 557m, 063-350-2538\n2. 태평양약국 – 635m, 063-351-1200", []),
        ("1. 늘푸른약국 – 557m, 063-350-2613\n2. 태평양약국 – 635m, 063-351-1200",
         ["063-350-2613"]),
    ],
)  # fmt: skip
def test_a_places_phone(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == wrong


FEES = {
    "district": "계룡시", "full_name": "충청남도 계룡시", "query": "침대", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "contact": "수수료는 충청남도 계룡시 환경위생과(042-840-2483)에 문의하세요 (출처: 공공데이터포털 "
               "행정안전부 생활쓰레기배출정보, 데이터기준일자 2023-03-17).",
    "phone": "042-840-2483",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Gyeryong-si isn't in the bulky-waste fee data (as of 2023-03-17), so call 042-840-2483.",
         ["2023-03-17"]),
        ("Gyeryong-si isn't in the bulky-waste fee data (as of 2025-12-09), so call 042-840-2483.",
         []),
        ("계룡시는 수수료 자료(2023-03-17 기준)에 없어요. 환경위생과 042-840-2483에 물어보세요.",
         ["2023-03-17"]),
        ("계룡시는 수수료 자료(2025-12-09 기준)에 없어요. 연락처 정보는 2023-03-17 기준이에요.", []),
        # the contact's own date after its phone: the phone's source, not the fee data's
        ("수수료 자료에는 없어요. 환경위생과 042-840-2483 (2023-03-17 기준)으로 문의하세요.", []),
    ],
)  # fmt: skip
def test_a_datasets_date(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES)) == wrong


WASHER_FEE = {
    "district": "증평군", "full_name": "충청북도 증평군", "query": "세탁기", "item_count": 1,
    "items": [{"item_name": "세탁기", "name": "세탁기", "spec": None, "category": "가전제품류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees", "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True, "as_of": "2025-08-21",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-08-21",
}  # fmt: skip
WASHER_RULES = _rules(
    "증평군", "충청북도 증평군", "2026-11-10", [], [], "환경위생과", "043-835-3642"
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("증평군 세탁기 수수료:\n- 세탁기: 4,000원\n- 기준일: 2026-11-10\n- 문의: 환경위생과 043-835-3642",
         ["2026-11-10"]),
        ("증평군 세탁기 수수료:\n- 세탁기: 4,000원\n- 기준일: 2025-08-21\n- 문의: 환경위생과 043-835-3642",
         []),
        ("Washing machine fees in Jeungpyeong:\n- washer: 4,000 won\n- data date: 2026-11-10",
         ["2026-11-10"]),
        # a phone between the heading and the date: the date may be the phone's source's
        ("증평군 세탁기 수수료:\n- 세탁기: 4,000원\n- 문의: 환경위생과 043-835-3642\n- 기준일: 2026-11-10",
         []),
    ],
)  # fmt: skip
def test_a_headings_dataset(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WASHER_FEE, WASHER_RULES)) == wrong


CAN_PRICE = {
    "region": "nationwide", "region_name": "전국", "query": "알루미늄캔", "item_count": 1,
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
}  # fmt: skip
CENTRE = {
    "query": "재활용센터", "radius_m": 2000, "found": 1,
    "places": [{"name": "증평군청", "address": "충북 증평군 증평읍 광장로 88", "phone": "043-835-9647",
                "hours": "상시", "items": [], "distance_m": 388, "as_of": None}],
    "source": "recycling-centers,keco-sites", "source_label": "공공데이터포털 전국재활용센터표준데이터",
    "as_of": None, "citation": "출처: 공공데이터포털 전국재활용센터표준데이터, 데이터기준일자 미상",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 알루미늄캔: 1,200원/kg\n- 가까운 곳: 증평군청 (388m)\n- 재활용센터 자료 기준: 2025-01",
         ["2025-01"]),
        ("- 알루미늄캔: 1,200원/kg\n- 가까운 곳: 증평군청 (388m)\n- 시세 기준: 2025-01", []),
        ("Cans fetch 1,200 won/kg. The nearest centre is 증평군청, 388 m away "
         "(recycling center data as of 2025-01).", ["2025-01"]),
        ("Cans fetch 1,200 won/kg (price survey, 2025-01). The nearest centre is 증평군청, 388 m away.",
         []),
    ],
)  # fmt: skip
def test_a_date_given_to_a_dataset_with_none(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CAN_PRICE, CENTRE)) == wrong


ONGJIN = _rules("옹진군", "인천광역시 옹진군", "2020-12-14",
                ["면사무소에 접수후 공사장 생활폐기물 집하장 배출"],
                ["연평면 공사장생활폐기물 집하장", "백령면 공사장생활폐기물 집하장"],
                "연평면사무소", "032-899-3492")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # an office of the same level as the phone's holder, another one
        ("- 문의: 백령면사무소 032-899-3492", ["032-899-3492"]),
        ("Call the 백령면사무소 on 032-899-3492.", ["032-899-3492"]),
        ("- 문의: 연평면사무소 032-899-3492", []),
        ("옹진군 연평면사무소(032-899-3492)에 먼저 접수하세요.", []),
        # an office of another level is no rival (the county's own office)
        ("옹진군청 쪽 문의는 032-899-3492예요.", []),
    ],
)  # fmt: skip
def test_an_offices_phone(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(ONGJIN)) == wrong


GWANGJU = _rules("광주시", "경기도 광주시", "2025-10-31",
                 ["대형폐기물 스티커 구입 후 부착 또는 시청홈페이지를 통해 인터넷 배출신고 후 신고필증을 "
                  "출력 및 부착하여 배출."], ["폐기물 발생장소 및 시장이 지정한 배출지"],
                 "자원순환과", "031-760-4687")  # fmt: skip
WANJU = _rules("완주군", "전북특별자치도 완주군", "2024-01-30",
               ["읍면 행정복지센터에서 폐기물 수수료 납부 후 지정된 장소에 배출"], ["읍면 선별장"],
               "자원순환과", "063-290-2673")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one district's ways of applying said of the other
        ("- Gwangju (Gyeonggi): pay the fee at the eup/myeon community center.\n"
         "- Wanju: buy a sticker and attach it.", ["eup", "myeon", "community center", "sticker"]),
        ("- Gwangju (Gyeonggi): buy a sticker or report online.\n"
         "- Wanju: pay the fee at the eup/myeon community center.", []),
        ("완주군은 스티커를 사서 붙이면 되고, 광주시는 읍면 행정복지센터에 수수료를 내요.",
         ["스티커를 사서 붙", "행정복지센터", "읍면"]),
        ("완주군은 읍면 행정복지센터에 수수료를 내고, 광주시는 스티커를 사서 붙이거나 인터넷으로 신고해요.",
         []),
    ],
)  # fmt: skip
def test_a_districts_way_of_applying(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GWANGJU, WANJU)) == wrong


APPLIANCE_BINS = {
    "address_keyword": "계룡시", "item_type": "small_appliance", "place_name": "계룡시",
    "kind_name": "소형 폐가전", "source": "small-appliance-bins", "district_has_data": False,
    "points": [{"name": "삼성디지털프라자 관저점", "address": "대전광역시 유성구 계백로 953",
                "detail": None, "district": "유성구", "phone": None, "items": ["중소폐가전"],
                "distance_m": 2503}],
    "found": 1, "as_of": None,
    "note": "충청남도 계룡시의 소형 폐가전 장소 자료는 없습니다. 가까운 자료가 있는 곳은 유성구입니다 (3km 이내).",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a point named by its name, then the searched place it does not lie in
        ("- 삼성디지털프라자 관저점, 953 Gyebaek-ro — in Gyeryong-si, about 2.5 km away",
         ["in Gyeryong-si"]),
        ("The 삼성디지털프라자 관저점 store (about 2.5 km), in Gyeryong, takes small e-waste.",
         ["in Gyeryong"]),
        ("- 삼성디지털프라자 관저점, 953 Gyebaek-ro — in Yuseong-gu, about 2.5 km away", []),
        # a person's place is no point's
        ("삼성디지털프라자 관저점 is the closest for people in Gyeryong-si (about 2.5 km).", []),
    ],
)  # fmt: skip
def test_a_named_point_put_in_the_searched_place(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(APPLIANCE_BINS)) == wrong


SACHEON = _rules("사천시", "경상남도 사천시", "2025-10-22", ["폐기물포대 이용 배출"], ["집 앞 배출"],
                 "환경사업소", "055-831-5600")  # fmt: skip
CHEONGSONG = _rules("청송군", "경상북도 청송군", "2025-12-19",
                    ["읍·면사무소에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 장소에 배출"],
                    ["마을별지정배출장소"], "환경관리과", "054-870-6185")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("청송군은 폐기물포대에 담아 집 앞에 내놓으면 돼요.", ["포대", "집 앞"]),
        ("In Cheongsong-gun, bag it in a waste sack and leave it at your doorstep.",
         ["sack", "doorstep"]),
        ("Sacheon-si: bag it in a waste sack and leave it at your doorstep.", []),
        ("In Cheongsong-gun, get a confirmation slip at the myeon office and drive it there in "
         "your own car.", []),
    ],
)  # fmt: skip
def test_a_way_of_applying_in_other_words(answer: str, wrong: list[str]) -> None:
    # both spans, whichever reader flags first (round 29's disposal places reads the doorstep)
    assert sorted(flagged(answer, ev(SACHEON, CHEONGSONG))) == sorted(wrong)
