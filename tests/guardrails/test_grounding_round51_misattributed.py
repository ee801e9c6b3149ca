"""Round 51 (r51c): misattributions that passed on prod_holdout43/44.

- A date in a bracket that cites a dataset by the noun right before it (``수수료 data(데이터기준일자
  …)``, ``the fee data (as of …)``) is that dataset's: another dataset's date there is moved
  (:mod:`.cited_misdates`; g61h2-0083).
- A nationwide scope the sentence denies (``전국 평균이 아니라 … 전남 권역 시세 기준으로``, ``not the
  national average but …``) is no doubt: the place's scope is said (:mod:`.scopes`; g62h2-0084).
- A district written under a 시도 its output's district is not in (``부산 강서구`` over 서울 강서구's
  fees) (:mod:`.metro_districts`; g62h0-0080).
- A seat count with its bound in English (``for six or more``, ``6 seats or more``, ``under 6
  people``) says the ``6인용 이상`` / ``6인용 미만`` row (:mod:`.marked_rows`; g62h1-0008).
- A company named as such (``contact the company Daenam Environment``) is a hauler: the
  department's phone given to it is moved (:mod:`.holders`; g62h1-0056).
- The waste's own reporting channel (``울진군 대형폐기물 신고:``) is the district's: the free
  pickup service's site given to it is moved (:mod:`.holder_urls`; g62h1-0099).
- A place whose bracket closes, or stands, before ``에서 발급`` (``환경자원시설(방천리 매립장)에서
  발급``) is where the certificate is issued: a landfill there is no place of reporting the
  record gives (:mod:`.report_places`; g61h1-0087).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, flagged, national_prices

# --- a dataset's date by the noun before its bracket ------------------------------------------

_RULES = "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보"
_FEES = "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터"


def _uncovered(rules_date: str = "2024-07-19", fee_date: str = "2025-12-09") -> dict[str, object]:
    return {
        "district": "동대문구", "full_name": "서울특별시 동대문구", "query": "서랍장",
        "item_count": 0, "items": [], "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
        "as_of": fee_date,
        "note": "전국대형폐기물수거수수료정보표준데이터에는 서울특별시 동대문구 수수료 자료가 없어 "
        "'서랍장' 수수료를 알려드릴 수 없습니다.",
        "contact": f"수수료는 서울특별시 동대문구 청소행정과(02-2127-4732)에 문의하세요 ({_RULES}, "
        f"데이터기준일자 {rules_date}).",
        "phone": "02-2127-4732", "citation": f"{_FEES}, 데이터기준일자 {fee_date}",
    }  # fmt: skip


def test_rules_date_given_to_fee_data_case_shape() -> None:
    answer = (
        "동대문구 서랍장 fee는 수수료 data(데이터기준일자 2024-07-19)에 없어서 확인이 안 돼요. "
        "청소행정과 02-2127-4732로 문의하세요."
    )
    assert flagged(answer, ev(_uncovered()))


def test_rules_date_given_to_fee_data_other_wording_language_values() -> None:
    assert flagged(
        "The fee data (as of 2023-03-17) has no 서랍장 row for Dongdaemun-gu.",
        ev(_uncovered("2023-03-17", "2025-11-20")),
    )
    assert flagged(
        "서랍장은 수수료 자료(기준일 2023-03-17)에 없어요.",
        ev(_uncovered("2023-03-17", "2025-11-20")),
    )
    # the bracket's own words name the dataset
    assert flagged(
        "서랍장 수수료는 확인이 안 돼요 (수수료 자료 기준 2024-07-19).", ev(_uncovered())
    )


def test_each_dataset_with_its_own_date_passes() -> None:
    assert not flagged(
        "동대문구 서랍장 fee는 수수료 data(데이터기준일자 2025-12-09)에 없어서 확인이 안 돼요.",
        ev(_uncovered()),
    )
    assert not flagged(
        "The fee data (as of 2025-12-09) has no 서랍장 row; call 02-2127-4732.", ev(_uncovered())
    )
    # the contact's own dataset with its date
    assert not flagged(
        "청소행정과 02-2127-4732로 문의하세요 (생활쓰레기배출정보, 데이터기준일자 2024-07-19).",
        ev(_uncovered()),
    )


# --- a nationwide scope denied ------------------------------------------------------------------


def _paper(region: str = "전남") -> dict[str, object]:
    return national_prices("paper", "압축", [("신문지", 120), ("골판지", 80)], query="폐지") | {
        "note": f"{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."
    }


def test_nationwide_average_given_as_regional_case_shape() -> None:
    answer = "전국 평균이 아니라 광주가 속한 전남 권역 시세 기준으로 신문지 120원/kg, 골판지 80원/kg이에요."
    assert flagged(answer, ev(_paper(), user="광주 폐지 price 신문지랑 골판지 차이 얼마예요?"))


def test_nationwide_average_given_as_regional_other_wording_language_values() -> None:
    assert flagged(
        "These are not the national average but Busan-area prices: newspaper 120 won/kg.",
        ev(_paper("경남")),
    )
    assert flagged(
        "전국 시세가 아니고 대구 지역 시세로 골판지는 80원/kg이에요.", ev(_paper("경북"))
    )


def test_nationwide_average_said_as_such_passes() -> None:
    assert not flagged(
        "전남 권역 시세가 아니라 전국 평균 기준으로 신문지 120원/kg, 골판지 80원/kg이에요.",
        ev(_paper()),
    )
    assert not flagged(
        "Not Busan's own prices but the national average: newspaper 120 won/kg.",
        ev(_paper("경남")),
    )
    assert not flagged(
        "전국 평균이 아니라 전남 권역 시세는 자료에 없어요. 전국 평균으로 신문지 120원/kg이에요.",
        ev(_paper()),
    )


# --- a district under another 시도 ---------------------------------------------------------------


def _fees(full: str = "서울특별시 강서구", district: str = "서울 강서구") -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": "식탁", "item_count": 2,
        "items": [
            {"item_name": "식탁", "name": "식탁", "spec": None, "category": "가구류", "fee": f,
             "fee_text": f"{f:,}원", "is_free": False} for f in (3000, 5000)
        ],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-23",
    }  # fmt: skip


def test_district_under_another_metro_case_shape() -> None:
    answer = "부산 강서구 기준으로 식탁 수수료는 3,000원, 5,000원 두 가지예요."
    assert flagged(answer, ev(_fees(), user="강서구 식탁 하나 버리는 비용 얼마예요?"))


def test_district_under_another_metro_other_wording_language_values() -> None:
    assert flagged("In Gangseo-gu, Busan, a dining table costs 3,000 or 5,000 won.", ev(_fees()))
    assert flagged("Busan's Gangseo-gu charges 5,000 won for a table.", ev(_fees()))
    daegu = _fees("대구광역시 중구", "대구 중구")
    assert flagged("인천 중구에서는 식탁이 3,000원이에요.", ev(daegu))


def test_district_under_its_own_metro_passes() -> None:
    assert not flagged("서울 강서구 기준으로 식탁 수수료는 3,000원, 5,000원이에요.", ev(_fees()))
    assert not flagged("In Gangseo-gu, Seoul, a dining table costs 3,000 won.", ev(_fees()))
    assert not flagged(
        "대구 중구에서는 식탁이 3,000원이에요.", ev(_fees("대구광역시 중구", "대구 중구"))
    )
    # a district said to lack data, and a supposition, state nothing of the output
    assert not flagged("부산 강서구 자료는 없어요. 서울 강서구는 식탁 3,000원이에요.", ev(_fees()))


# --- a seat count with its bound in English ------------------------------------------------------


def _tables() -> dict[str, object]:
    rows = [("6인용 미만", 4000), ("6인용 이상", 6000)]
    return {
        "district": "대구 북구", "full_name": "대구광역시 북구", "query": "식탁",
        "item_count": len(rows),
        "items": [
            {"item_name": f"식탁(의자별도) ({s})", "name": "식탁(의자별도)", "spec": s,
             "category": "가구류", "fee": f, "fee_text": f"{f:,}원", "is_free": False}
            for s, f in rows
        ],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2024-07-01",
    }  # fmt: skip


def test_seat_rows_swapped_case_shape() -> None:
    answer = "- Dining table for six or more, chairs separate (Buk-gu, Daegu): 4,000 won"
    assert flagged(answer, ev(_tables()))


def test_seat_rows_swapped_other_wording_values() -> None:
    assert flagged("- Dining table, 6 seats or more (Buk-gu, Daegu): 4,000 won", ev(_tables()))
    assert flagged("- Dining table for 6 or more people: 4,000 won", ev(_tables()))
    assert flagged("- Dining table, 6-seater or larger: 4,000 won", ev(_tables()))
    assert flagged("A dining table for under six is 6,000 won.", ev(_tables()))
    assert flagged("- 식탁(의자별도) 6인용 이상: 4,000원", ev(_tables()))


def test_seat_rows_each_with_its_own_fee_pass() -> None:
    assert not flagged(
        "- Dining table for six or more, chairs separate (Buk-gu, Daegu): 6,000 won", ev(_tables())
    )
    assert not flagged("- Dining table, 6 seats or more: 6,000 won", ev(_tables()))
    assert not flagged("A dining table for under six is 4,000 won.", ev(_tables()))
    assert not flagged("- Dining table for fewer than 6 people: 4,000 won", ev(_tables()))
    # a fee of six thousand is no seat count
    assert not flagged("A dining table for under 6 people is 4,000 won.", ev(_tables()))


# --- a department's phone given to a company ----------------------------------------------------


def _company_rules(company: str = "대남환경", own: str = "051-628-1525") -> dict[str, object]:
    return {
        "district": "수영구", "full_name": "부산광역시 수영구", "source": "waste-rules",
        "application_methods": [f"{company}에 연락({own})"], "places": [company],
        "department": "자원순환과", "phone": "051-610-4436",
        "phone_note": "문의: 부산광역시 수영구 자원순환과 051-610-4436",
    }  # fmt: skip


def test_department_phone_given_to_company_case_shape() -> None:
    answer = (
        "- Suyeong-gu, Busan: contact the company Daenam Environment (051-610-4436) to arrange "
        "disposal · district office: Resource Circulation Division"
    )
    assert flagged(answer, ev(_company_rules()))


def test_department_phone_given_to_company_other_wording_language_values() -> None:
    assert flagged(
        "Call the firm Hanbit Clean at 031-123-4567 to book a pickup.",
        ev(
            _company_rules("한빛클린", "031-765-4321")
            | {"phone": "031-123-4567", "phone_note": "문의: 수영구 자원순환과 031-123-4567"}
        ),
    )
    assert flagged("수거 회사 051-610-4436로 연락하세요.", ev(_company_rules()))


def test_company_and_department_with_their_own_phones_pass() -> None:
    assert not flagged(
        "Contact the company Daenam Environment (051-628-1525); the district office's Resource "
        "Circulation Division is 051-610-4436.",
        ev(_company_rules()),
    )
    assert not flagged("대남환경(051-628-1525)에 연락하세요.", ev(_company_rules()))
    assert not flagged("자원순환과 051-610-4436로 문의하세요.", ev(_company_rules()))


# --- the free service's site given to the district's reporting ----------------------------------


def _fridge(district: str = "울진군", full: str = "경상북도 울진군") -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": "냉장고", "item_count": 1,
        "items": [{"item_name": "냉장고", "name": "냉장고", "spec": None, "category": "가전제품류",
                   "fee": 4000, "fee_text": "4,000원", "is_free": False}],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-03-18",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
        "서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }  # fmt: skip


def test_service_site_given_to_county_reporting_case_shape() -> None:
    answer = (
        "- 냉장고 수수료(울진군): 4,000원\n- 울진군 대형폐기물 신고: www.15990903.or.kr\n"
        "- 무료 방법: 폐가전제품 무상방문수거 서비스(1599-0903)"
    )
    assert flagged(answer, ev(_fridge()))


def test_service_site_given_to_county_reporting_other_wording_language_values() -> None:
    assert flagged(
        "영월군 폐기물 배출 신청: www.15990903.or.kr",
        ev(_fridge("영월군", "강원특별자치도 영월군")),
    )
    assert flagged("- Uljin-gun bulky waste reporting: www.15990903.or.kr", ev(_fridge()))


def test_service_site_given_to_the_service_passes() -> None:
    assert not flagged("- 무상방문수거 신청: www.15990903.or.kr", ev(_fridge()))
    assert not flagged(
        "울진군 냉장고는 폐가전제품 무상방문수거(www.15990903.or.kr)로 무료로 버릴 수 있어요.",
        ev(_fridge()),
    )


# --- the certificate's place and the waste's place swapped ---------------------------------------


def _landfill_rules(
    office: str = "구청", site: str = "환경자원시설(방천리 매립장)"
) -> dict[str, object]:
    return {
        "district": "대구 중구", "full_name": "대구광역시 중구", "source": "waste-rules",
        "application_methods": [
            f"{office}에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 처리시설에 배출"
        ],
        "places": [site], "department": "환경과", "phone": "053-661-2711",
    }  # fmt: skip


def test_certificate_at_the_landfill_case_shape() -> None:
    answer = (
        "대구 중구는 이렇게 하시면 됩니다.\n- 배출확인서: 환경자원시설(방천리 매립장)에서 발급\n"
        "- 배출: 개인 차량으로 구청에 가져가서 배출\n- 문의: 중구 환경과 053-661-2711"
    )
    assert flagged(answer, ev(_landfill_rules()))


def test_certificate_at_the_landfill_other_wording_language_values() -> None:
    assert flagged(
        "배출확인서는 방천리 매립장(환경자원시설)에서 발급받으세요.", ev(_landfill_rules())
    )
    rules = ev(_landfill_rules("읍·면·동 주민센터", "영주시 환경사업소(위생매립장)"))
    assert flagged("반입확인서는 환경사업소(위생매립장)에서 발급받아요.", rules)
    assert flagged(
        "Get the discharge certificate at the landfill (Bangcheon-ri), then drive it there.",
        ev(_landfill_rules()),
    )


def test_certificate_at_the_office_and_waste_to_the_landfill_pass() -> None:
    assert not flagged(
        "배출확인서는 구청에서 발급받고, 개인 차량으로 환경자원시설(방천리 매립장)에 가져가 배출하세요.",
        ev(_landfill_rules()),
    )
    assert not flagged(
        "- 배출확인서: 구청에서 발급\n- 배출: 개인 차량으로 환경자원시설(방천리 매립장)에 가져가서 배출",
        ev(_landfill_rules()),
    )
