"""Round 28 (r28b): place-list prose — faithful answers about a list of places flagged.

A day the answer says the data leaves out (``주말 운영은 자료에 없으니 전화로 확인하십시오``) gives no
place a day (``guardrails.grounding.unlisted_days``, read by ``statements``); a place's Hangul name
translated whole in brackets (``북부재활용센터 (Bukbu Recycling Center)``) makes the translation's
words name the place, not the search whose query words they are (``glossed_names``). The shapes of
prod_holdout12 g26h0-0009, g26h3-0066 and prod_holdout13 g27h3-0055, g27h3-0076, and siblings.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

CENTRE: dict[str, Any] = {"query": "recycling_center", "radius_m": 5000, "found": 1, "places": [
    {"name": "북부재활용센터", "address": "경상남도 양산시 중앙로 109", "phone": "055-385-2929",
     "hours": "평일 09:00~19:00", "items": ["가전제품", "폐가구"], "distance_m": 964,
     "as_of": "2025-12-15"}], "source": "recycling-centers,keco-sites",
    "source_label": "공공데이터포털 전국재활용센터표준데이터", "as_of": "2025-12-15"}  # fmt: skip
TWO: dict[str, Any] = {"query": "recycling_center", "radius_m": 2000, "found": 2, "places": [
    {"name": "창원시 재활용센터", "address": "경상남도 창원시 진해구 동진로 44", "phone": "055-544-4980",
     "hours": "평일 09:00~18:00", "items": ["가구", "냉장고"], "distance_m": 7664},
    {"name": "김해시 재활용품선별장", "address": "경상남도 김해시 진영읍 김해대로 13", "phone": "055-330-3409",
     "hours": "평일 08:00~17:00", "items": ["스티로폼", "고철"], "distance_m": 16681}],
    "source": "recycling-centers"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g27h3-0055's and g27h3-0076's shape, and siblings
        "1. 창원시 재활용센터: 평일 09:00~18:00, 055-544-4980\n2. 김해시 재활용품선별장: 평일 "
        "08:00~17:00\n주말 운영은 자료에 없으니 전화로 확인하세요.",
        "창원시 재활용센터는 평일 09:00~18:00이에요. 토요일 운영 여부는 자료에 나와 있지 않아요.",
        "창원시 재활용센터 is open weekdays 09:00–18:00; weekend hours aren't listed in the data.",
    ],
)
def test_day_said_missing_from_the_data_passes(answer: str) -> None:
    assert flagged(answer, ev(TWO)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the mirror: a day given to a place, no word of the data after it
        ("창원시 재활용센터는 주말에도 운영해요.", "주말"),
        ("창원시 재활용센터 is also open on weekends.", "weekends"),
    ],
)
def test_day_given_to_a_place_still_flags(answer: str, span: str) -> None:
    assert any(span in t for t in flagged(answer, ev(TWO)))


@pytest.mark.parametrize(
    "answer",
    [
        # g26h0-0009's and g26h3-0066's shape, and siblings
        "Yes — 북부재활용센터 (Bukbu Recycling Center) at 경상남도 양산시 중앙로 109, just under 1 km "
        "away (964 m). Phone 055-385-2929.",
        "북부재활용센터 (Bukbu Recycling Center) is about 1 km away, open weekdays 09:00–19:00.",
        "The nearest is 북부재활용센터 (Northern Recycling Center), 964 m away.",
    ],
)
def test_translated_place_name_binds_its_place(answer: str) -> None:
    assert flagged(answer, ev(CENTRE)) == []


def test_translated_place_name_with_a_wrong_distance_still_flags() -> None:
    answer = "북부재활용센터 (Bukbu Recycling Center) is about 3 km away."
    assert flagged(answer, ev(CENTRE)) == ["3 km"]


FEES: dict[str, Any] = {"district": "남동구", "query": "항아리", "item_count": 3, "items": [
    {"item_name": "항아리", "spec": None, "fee": 2000, "fee_text": "2,000원", "is_free": False},
    {"item_name": "항아리", "spec": None, "fee": 3000, "fee_text": "3,000원", "is_free": False},
    {"item_name": "항아리", "spec": None, "fee": 5000, "fee_text": "5,000원", "is_free": False}],
    "source": "bulk-waste-fees", "as_of": "2025-07-31"}  # fmt: skip
RULES: dict[str, Any] = {"district": "남동구", "source": "waste-rules",
                         "application_methods": ["배출신고후 배출"], "places": ["배출신고후 배출"],
                         "department": "남동구청 청소행정과", "phone": "032-453-2550"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g26h2-0078's shape: a count of amounts after a sentence about the disposal rule
        "남동구 항아리 수수료는 2,000원, 3,000원, 5,000원이에요. 배출은 배출신고 후 배출하는 방식이고, "
        "문의는 032-453-2550이에요. 금액이 세 가지로 나와 있으니 신고하실 때 확인하세요.",
        "배출은 배출신고 후 배출하는 방식이에요. 수수료는 세 가지예요.",
    ],
)
def test_count_of_amounts_is_the_fee_rows(answer: str) -> None:
    assert flagged(answer, ev(FEES, RULES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("배출은 배출신고 후 배출하는 방식이에요. 금액이 네 가지로 나와 있어요.", "네 가지"),
        ("배출은 배출신고 후 배출하는 방식이에요. 수수료는 총 두 가지 품목이에요.", "두 가지"),
    ],
)
def test_count_of_amounts_off_the_rows_still_flags(answer: str, span: str) -> None:
    assert any(span in t for t in flagged(answer, ev(FEES, RULES)))


JEONGSEON: dict[str, Any] = {"district": "정선군", "full_name": "강원특별자치도 정선군",
                             "source": "waste-rules", "as_of": "2024-07-24",
                             "application_methods": ["5톤 미만의 일시작다량폐기물의 경우 정선군 매립장으로 운반하여 배출"],
                             "places": ["정선군 매립장"], "department": "환경과",
                             "phone": "033-560-2359"}  # fmt: skip
BORYEONG: dict[str, Any] = {"district": "보령시", "full_name": "충청남도 보령시",
                            "source": "waste-rules", "as_of": "2026-02-12",
                            "application_methods": ["대행업체와 협의후 배출(생활폐기물에 한함)"],
                            "places": ["대행업체와 협의후 배출"], "department": "자원순환과",
                            "phone": "041-930-3692"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g27h0-0066's shape: a description's word (배출) used as a verb before a contact line
        "정선군은 5톤 미만 일시다량폐기물을 정선군 매립장으로 직접 운반해 배출하고, 문의는 환경과 "
        "033-560-2359입니다. 보령시는 대행업체와 협의한 뒤 배출하며, 자원순환과 041-930-3692로 "
        "문의하시면 됩니다.",
        "정선군은 매립장으로 직접 운반해서 배출하면 되고, 환경과 033-560-2359로 물어보세요.",
    ],
)
def test_description_word_used_as_a_verb_names_no_place(answer: str) -> None:
    assert flagged(answer, ev(JEONGSEON, BORYEONG)) == []


def test_department_of_the_other_district_still_flags() -> None:
    answer = "정선군은 매립장으로 직접 운반해 배출하고, 문의는 자원순환과 041-930-3692입니다."
    assert flagged(answer, ev(JEONGSEON, BORYEONG)) != []


NEAREST: dict[str, Any] = {"query": "재활용센터", "radius_m": 1000, "found": 3, "places": [
    {"name": "강동구가전가구재활용센터", "address": "서울특별시 강동구 동남로 930", "phone": "02-427-8425",
     "hours": "평일 10:00~19:00", "items": ["중고가전가구 생활용품 판매"], "distance_m": 10063},
    {"name": "광진구 재활용센터", "address": "서울특별시 광진구 능동로 352-1", "phone": "02-457-0303",
     "hours": "평일 09:00~20:00", "items": ["가전", "가구"], "distance_m": 14497},
    {"name": "도봉구재활용센터", "address": "서울특별시 도봉구 마들로13길 218", "phone": "02-902-8272",
     "hours": "평일 09:00~19:30", "items": ["가전", "가구 등"], "distance_m": 15540}],
    "source": "recycling-centers"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g26h1-0043's shape: a good inside a place's English name
        "- Gangdong-gu Appliance & Furniture Recycling Center, 930 Dongnam-ro, Gangdong-gu — about "
        "10.1 km, weekdays 10:00–19:00, 02-427-8425\n- Gwangjin-gu Recycling Center — about 14.5 km, "
        "weekdays 09:00–20:00, 02-457-0303",
        "The Gangdong-gu Appliance and Furniture Recycling Center at 930 Dongnam-ro is open weekdays "
        "10:00–19:00 (02-427-8425).",
    ],
)
def test_good_inside_an_english_place_name_names_no_other_place(answer: str) -> None:
    assert flagged(answer, ev(NEAREST)) == []


def test_other_places_hours_under_an_english_name_still_flag() -> None:
    answer = "The Gangdong-gu Appliance & Furniture Recycling Center at 930 Dongnam-ro is open weekdays 09:00–20:00."
    assert any("20:00" in t for t in flagged(answer, ev(NEAREST)))


SORTING: dict[str, Any] = {"query": "재활용센터", "radius_m": 5000, "found": 2, "places": [
    {"name": "광양시 재활용품 선별시설", "address": "전라남도 광양시 광양읍 직동2길 113",
     "phone": "061-762-0388", "hours": "평일 08:00~17:00",
     "items": ["폐금속류", "폐페트 및 장판", "폐합성수지", "폐발포합성수지", "폐지류", "유리병류 등"],
     "distance_m": 5191},
    {"name": "여수시 재활용품선별장", "address": "전라남도 여수시 진달래길 310-157", "phone": "061-659-3839",
     "hours": "평일 09:00~18:00", "items": ["폐지", "유리병", "페트병", "스티로폼"],
     "distance_m": 10659}], "source": "recycling-centers"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g26h0-0036's shape: a long goods list closed by a semicolon, the site's hours and phone
        # after it; styrofoam for 폐발포합성수지
        "The nearest is 광양시 재활용품 선별시설 (Gwangyang recyclables sorting facility), about 5.2 km "
        "away. It takes metals, PET, plastics, styrofoam, paper and glass bottles; open weekdays "
        "08:00–17:00, tel. 061-762-0388.",
        "광양시 재활용품 선별시설은 평일 08:00~17:00에 열고 스티로폼도 받아요.",
    ],
)
def test_goods_list_before_the_sites_values_names_no_other_site(answer: str) -> None:
    assert flagged(answer, ev(SORTING)) == []


def test_other_sites_hours_after_a_goods_list_still_flag() -> None:
    answer = (
        "광양시 재활용품 선별시설 is 5.2 km away. It takes metals, PET and glass bottles; open "
        "weekdays 09:00–18:00, tel. 061-659-3839."
    )
    assert flagged(answer, ev(SORTING)) != []


MACHINES: dict[str, Any] = {"query": "recycling_center", "radius_m": 5000, "found": 2, "places": [
    {"name": "개미배움터 재활용 무인회수기", "address": "경양로235번길 14-14", "phone": "062-608-2523",
     "hours": "월~토 09:00~21:00", "items": ["투명페트병", "캔"], "distance_m": 1512},
    {"name": "산수동 문화마당 재활용 무인회수기", "address": "동명로67번길 22-40", "phone": "062-608-2523",
     "hours": "월~토 09:00~21:00", "items": ["투명페트병", "캔"], "distance_m": 2290}],
    "source": "recycling-centers"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "flags"),
    [
        # prod_holdout8 g22h0-0059's shape: the name's Hangul part, its rest translated after it
        ("The nearest is the 개미배움터 recycling vending machine (14-14 Gyeongyang-ro 235beon-gil), "
         "about 1.5 km away.", []),
        ("The 산수동 문화마당 recycling machine is about 2.3 km away.", []),
        ("The 개미배움터 recycling vending machine is about 2.3 km away.", ["2.3 km"]),
    ],
)  # fmt: skip
def test_name_translated_after_its_hangul_part(answer: str, flags: list[str]) -> None:
    assert flagged(answer, ev(MACHINES)) == flags
