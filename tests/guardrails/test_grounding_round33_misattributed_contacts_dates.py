"""Round 33 (r33h): misattributions prod_holdout21 passed — dataset dates, phones, methods.

A dataset date said right after a district's name (``포항시 2023-07-03``), or in an answer that
says one date and names one district, is that district's output's date
(:mod:`guardrails.grounding.district_dated`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _rules(district: str, full: str, as_of: str, method: str, dept: str, phone: str) -> dict:
    return {
        "district": district, "full_name": full, "source": "waste-rules",
        "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": as_of,
        "citation": f"출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 {as_of}",
        "application_methods": [method], "places": ["문전배출"], "department": dept,
        "phone": phone,
    }  # fmt: skip


DONGDUCHEON = _rules(
    "동두천시",
    "경기도 동두천시",
    "2023-07-03",
    "전문수거업체 연락후 방문수거",
    "환경보호과",
    "031-860-2253",
)
POHANG = _rules(
    "포항시",
    "경상북도 포항시",
    "2024-02-27",
    "해당 읍면동 신고후 자가운반",
    "자원순환과",
    "054-270-3154",
)
ULSAN = _rules(
    "울산 북구",
    "울산광역시 북구",
    "2025-11-07",
    "대형폐기물은 수거대행업체에 수거요청",
    "자원순환과",
    "052-241-7804",
)
BUAN = _rules(
    "부안군",
    "전북특별자치도 부안군",
    "2020-12-14",
    "종량제마대에 배출",
    "줄포면사무소복지민원팀",
    "063-580-3745",
)
TWO_CITIES = ev(DONGDUCHEON, POHANG)
TWO_DISTRICTS = ev(ULSAN, BUAN, user="울산 북구 대형폐기물 정보 언제 기준이에요?")


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g36h0-0091's shape: the two cities' dates swapped in the source line
        (
            "포항시는 읍면동에 신고한 뒤 직접 운반해요. 동두천시는 전문수거업체에 연락하면 "
            "방문수거해 가요. [출처: 행정안전부 생활쓰레기배출정보, 포항시 2023-07-03·동두천시 "
            "2024-02-27 기준]",
            ["2023-07-03", "2024-02-27"],
        ),
        (
            "포항 자료는 2023-07-03 기준이고 동두천 자료는 2024-02-27 기준이에요.",
            ["2023-07-03", "2024-02-27"],
        ),
        ("동두천시: 2024-02-27, 포항시: 2024-02-27 기준이에요.", ["2024-02-27"]),
    ],
)
def test_a_date_right_after_a_district_is_its_date(answer: str, spans: list[str]) -> None:
    assert sorted(flagged(answer, TWO_CITIES)) == spans  # (in any order: two readers may flag them)


@pytest.mark.parametrize(
    "answer",
    [
        "포항시는 읍면동에 신고한 뒤 직접 운반해요. 동두천시는 전문수거업체에 연락하면 "
        "방문수거해 가요. [출처: 행정안전부 생활쓰레기배출정보, 포항시 2024-02-27·동두천시 "
        "2023-07-03 기준]",
        "포항 자료는 2024-02-27 기준이고 동두천 자료는 2023-07-03 기준이에요.",
    ],
)
def test_each_citys_own_date_passes(answer: str) -> None:
    assert flagged(answer, TWO_CITIES) == []


def test_the_one_named_districts_date() -> None:
    # g36h2-0093's shape: Buan's date said of the only district the answer names
    answer = (
        "울산 북구는 대형폐기물을 수거대행업체에 수거 요청해서 문전배출하는 방식이에요. 이 정보는 "
        "2020-12-14 기준이라 좀 오래됐으니, 자원순환과(052-241-7804)에 한 번 확인해 보세요."
    )
    assert flagged(answer, TWO_DISTRICTS) == ["2020-12-14"]
    assert flagged(answer.replace("2020-12-14", "2025-11-07"), TWO_DISTRICTS) == []


def test_a_lone_date_of_a_district_the_user_asked_about_is_left() -> None:
    # the user asked about both: the other may be named in a way not read (romanized)
    both = ev(ULSAN, BUAN, user="울산 북구랑 부안군 대형폐기물 정보 언제 기준이에요?")
    answer = "울산 북구는 수거대행업체에 요청하세요. Buan-gun's data is as of 2020-12-14."
    assert flagged(answer, both) == []


def _site(name: str, address: str, phone: str, hours: str, dist: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": hours,
            "items": ["고철", "스티로폼"], "distance_m": dist}  # fmt: skip


SITES = ev(
    {
        "query": "recycling_center", "radius_m": 5000, "found": 3,
        "places": [
            _site("모란re100", "중원구 둔촌대로 118, 성남동성당", "031-754-0409",
                  "수 09:00~12:00, 그 외 휴무", 1228),
            _site("성남시 재활용선별장", "경기도 성남시 분당구 탄천로 247", "031-707-6470",
                  "평일 08:00~17:00", 1521),
            _site("야탑그린센터re100", "분당구 탄천로 247, 재활용선별장 내 스마트그린센터 1층",
                  "031-707-3202", "월~금 10:00~17:00, 그 외 휴무", 1611),
        ],
        "source": "recycling-centers,keco-sites",
    }
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g36h1-0089's shape: a card of one site, its shared road address right after its name
        (
            "- 성남시 재활용선별장 — 분당구 탄천로 247, 약 1.5km\n- 운영 — 평일 08:00~17:00\n"
            "- 전화 — 031-707-3202\n\n대량 반입이면 미리 전화하고 가세요.",
            ["031-707-3202"],
        ),
        (
            "성남시 재활용선별장: 분당구 탄천로 247 (about 1.5 km)\nHours: weekdays 08:00–17:00\n"
            "Phone: 031-707-3202",
            ["031-707-3202"],
        ),
        # the faithful twin: the site's own phone
        (
            "- 성남시 재활용선별장 — 분당구 탄천로 247, 약 1.5km\n- 운영 — 평일 08:00~17:00\n"
            "- 전화 — 031-707-6470",
            [],
        ),
    ],
)
def test_a_card_of_one_site_with_its_shared_address(answer: str, spans: list[str]) -> None:
    assert flagged(answer, SITES) == spans


def test_a_shared_address_named_alone_names_no_one() -> None:
    # the address alone (no name before it) may be either row's: left
    answer = "분당구 탄천로 247에 있어요.\n- 전화 — 031-707-3202"
    assert flagged(answer, SITES) == []


FEES = ev(
    {
        "district": "장성군", "full_name": "전라남도 장성군", "query": "컴퓨터", "item_count": 1,
        "items": [{"item_name": "컴퓨터", "name": "컴퓨터", "category": "가전제품류",
                   "fee": 3000, "fee_text": "3,000원", "is_free": False}],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2024-08-22",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
        "서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g36h0-0083's shape: the free-pickup number given to the county's desk, the service
        # named only in a later clause
        (
            "장성군 컴퓨터 수수료는 3,000원이에요. 신청은 장성군 대형폐기물 담당(1599-0903)으로 "
            "하시면 되고, 대형 가전이면 무상방문수거도 있으니 함께 알아보세요.",
            ["1599-0903"],
        ),
        (
            "The fee is 3,000원. Apply through the Jangseong-gun Environment Division at "
            "1599-0903, and big appliances can also go through the free pickup.",
            ["1599-0903"],
        ),
        # faithful twins: the number given as the service's
        (
            "장성군 컴퓨터 수수료는 3,000원이에요. 대형 가전이면 무상방문수거 서비스(1599-0903)로 "
            "무료 배출도 돼요.",
            [],
        ),
        ("수수료는 3,000원이에요. 1599-0903 (무상방문수거)로 신청하셔도 돼요.", []),
    ],
)
def test_a_service_number_given_to_a_desk(answer: str, spans: list[str]) -> None:
    assert flagged(answer, FEES) == spans


SEONGNAM = _rules(
    "성남시",
    "경기도 성남시",
    "2022-11-25",
    "수거운반업체에 전화신고 후 배출",
    "성남시 자원순환과",
    "031-729-3193",
)
JANGSEONG = {
    **_rules(
        "장성군", "전라남도 장성군", "2024-07-31",
        "읍면행정복지센터에서 스티커 부착후 지정된 장소에배출", "환경과", "061-390-7335",
    ),
    "places": ["장성군 환경관리센터"],
}  # fmt: skip
TWO_WAYS = ev(SEONGNAM, JANGSEONG, user="장성 사는디 헌 장롱 버릴라면 어떻게 혀?")


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g36h1-0086's shape: Seongnam's how-to restated in dialect, the only district Jangseong
        (
            "- 신청 — 수거운반업체에 전화신고 후 내놓으셔유\n- 내놓는 곳 — 장성군 환경관리센터\n"
            "- 문의 — 장성군 환경과 061-390-7335",
            ["수거운반업체에 전화신고 후"],
        ),
        (
            "장성군은 수거운반업체에 전화로 신고한 다음 내놓으시면 돼요.",
            ["수거운반업체에 전화"],
        ),
        # faithful twins: Jangseong's own how-to, and each district's own when both are named
        (
            "- 신청 — 읍면행정복지센터에서 스티커 부착 후 지정된 장소에 내놓으셔유\n"
            "- 문의 — 장성군 환경과 061-390-7335",
            [],
        ),
        (
            "성남시는 수거운반업체에 전화신고 후 배출하고, 장성군은 읍면행정복지센터에서 스티커 "
            "부착 후 지정된 장소에 배출해요.",
            [],
        ),
    ],
)
def test_a_how_to_restated_of_another_district(answer: str, spans: list[str]) -> None:
    assert flagged(answer, TWO_WAYS) == spans


def test_a_lone_binding_left_when_the_user_named_the_ways_district() -> None:
    both = ev(SEONGNAM, JANGSEONG, user="성남이랑 장성 장롱 버리는 법 알려줘")
    answer = "- 신청 — 수거운반업체에 전화신고 후 내놓으세요\n- 문의 — 장성군 환경과 061-390-7335"
    assert flagged(answer, both) == []


def test_a_second_date_in_another_spelling_is_no_lone_date() -> None:
    # a respelled twin: Ulsan's date as "25.11.7", Buan named only in English with its own date
    answer = (
        "- 울산 북구: ask the Resource Circulation Division (data as of 25.11.7).\n"
        "- Buan-gun: use the standard sacks (data as of 2020-12-14)."
    )
    assert flagged(answer, TWO_DISTRICTS) == []
