"""Round 17 (r17c): values bound to the wrong subject that every value's presence let pass (the
shapes of our own tool outputs). A dotted name with its qualifier in brackets, a kind of an item
in English (stone bed, wooden), a Hangul name glossed by its broader English name, a qualifier
made a modifier by an adnominal ending, the top of a range called the most, a phone after
``tel.`` and a company's phone under a name with its mark (㈜). Each table: the flag case with the
flagged text, and the faithful neighbours (the same shape with the right pairing)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, rows: list[tuple[str, str | None, int]]) -> dict:
    items = [
        {"item_name": f"{name} ({spec})" if spec else name, "name": name, "spec": spec,
         "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
        for name, spec, fee in rows
    ]  # fmt: skip
    return {"district": district, "query": "식탁", "item_count": len(items), "items": items,
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-06-27"}  # fmt: skip


TABLES = _fees("이천시", [("식탁·탁자류(대리석 외)", None, 3000), ("식탁·탁자류(대리석 외)", None, 6000),
                       ("식탁·탁자류(대리석)", None, 10000), ("식탁·탁자류(대리석)", None, 15000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a dotted name with its qualifier in brackets names its own rows, not the other's
        ("식탁·탁자류(대리석)는 3,000원 또는 6,000원이에요.", ["3,000원", "6,000원"]),
        ("식탁·탁자류(대리석 외)는 10,000원이에요.", ["10,000원"]),
        ("식탁·탁자류(대리석)는 10,000원 또는 15,000원, 식탁·탁자류(대리석 외)는 3,000원 또는 "
         "6,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_dotted_name_with_its_qualifier(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == wrong


BEDS = _fees("당진시", [("돌침대(옥, 황토, 흙)", None, 30000), ("침대 받침대", None, 2000),
                     ("침대 받침대", None, 7000), ("침대 헤드", None, 2000)])  # fmt: skip
WOOD = _fees("양천구", [("식탁(대리석)", "6인 이상", 12000), ("식탁(목재)", "6인 이상", 4000),
                     ("식탁(목재)", "상판", 2000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a stone bed is the 돌침대 row, not every bed row
        ("In Dangjin-si, a stone bed is 7,000 won.", BEDS, ["7,000 won"]),
        ("In Dangjin-si, a stone bed is 30,000 won and a bed base 2,000 or 7,000 won.", BEDS, []),
        # 목재 is wooden (the 나무 spelling)
        ("A wooden tabletop on its own is 12,000 won.", WOOD, ["12,000 won"]),
        ("A wooden tabletop on its own is 2,000 won.", WOOD, []),
        ("목재 식탁 상판은 2,000원이에요.", WOOD, []),
    ],
)  # fmt: skip
def test_kinds_of_an_item_in_english(answer: str, evidence: dict, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


CABINETS = _fees("청송군", [("신발장", None, 2000), ("장식장", None, 4000),
                         ("오디오장식장", None, 3000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a gloss by the broader name (cabinet, read as 장식장) names the glossed row
        ("신발장(shoe cabinet)은 4,000원이에요.", ["4,000원"]),
        ("신발장(shoe cabinet)은 2,000원, 장식장은 4,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_gloss_by_the_broader_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CABINETS)) == wrong


VANITIES = _fees("대구 동구", [("화장대", "거울 미부착", 3000), ("화장대", "거울 부착", 6000)])


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a qualifier made a modifier of the item by an adnominal ending names its row
        ("거울이 부착된 화장대는 3,000원이에요.", ["3,000원"]),
        ("거울이 부착된 화장대는 6,000원, 거울 미부착 화장대는 3,000원이에요.", []),
    ],
)  # fmt: skip
def test_an_adnominal_qualifier(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(VANITIES)) == wrong


MATTRESSES = _fees("인천 서구", [("침대틀", None, 3000), ("침대틀", None, 12000),
                            ("침대(매트리스)", None, 3000), ("침대(매트리스)", None, 9000)])  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the top of a range called the most is the range's subject's
        ("- 침대(매트리스): 3,000원부터 최고 12,000원까지\n- 침대틀: 3,000원~12,000원", ["12,000원"]),
        ("- 침대(매트리스): 3,000원부터 최고 9,000원까지\n- 침대틀: 3,000원~12,000원", []),
    ],
)  # fmt: skip
def test_the_top_of_a_range_called_the_most(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MATTRESSES)) == wrong


CENTRES = {
    "query": "재활용센터",
    "found": 2,
    "places": [
        {"name": "금천구 지정 독산동 재활용센터", "address": "서울특별시 금천구 독산로 303",
         "phone": "02-863-7282", "hours": "평일 09:00~19:00", "items": ["가전제품류", "가구류"],
         "distance_m": 3218, "as_of": "2025-07-24"},
        {"name": "구로구 재활용센터", "address": "서울특별시 구로구 새말로48", "phone": "02-858-8272",
         "hours": "평일 09:30~18:30", "items": ["가전제품", "가구"], "distance_m": 3498,
         "as_of": "2025-08-14"},
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "tel." ends no sentence: the phone is its clause's
        ("The closest is 금천구 지정 독산동 재활용센터, about 3.2 km away, tel. 02-858-8272; and "
         "구로구 재활용센터, about 3.5 km.", ["02-858-8272"]),
        ("The closest is 금천구 지정 독산동 재활용센터, about 3.2 km away, tel. 02-863-7282; and "
         "구로구 재활용센터, about 3.5 km, tel. 02-858-8272.", []),
    ],
)  # fmt: skip
def test_a_phone_after_tel(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


CONTRACTORS = {
    "district": "김포시",
    "source": "waste-rules",
    "application_methods": ["수거업체[㈜우림:031-989-9268]에 접수",
                            "수거업체[제일환경㈜:031-997-2771]에 접수",
                            "수거업체[주식회사 세얼환경:031-998-6563]에 접수"],
    "department": "자원순환과",
    "phone": "031-980-2752",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a company's name with its mark (㈜) is its holder's name
        ("㈜우림은 031-997-2771, 제일환경㈜은 031-989-9268이에요.", ["031-997-2771", "031-989-9268"]),
        ("㈜우림은 031-989-9268, 제일환경㈜은 031-997-2771, 세얼환경은 031-998-6563이에요.", []),
        ("(주)우림은 031-989-9268이에요.", []),
    ],
)  # fmt: skip
def test_a_company_with_its_mark(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CONTRACTORS)) == wrong


def _site(name: str, address: str, hours: str, items: list[str], distance: int) -> dict:
    return {"name": name, "address": address, "phone": "02-2233-7289", "hours": hours,
            "items": items, "distance_m": distance, "as_of": "2025-09-25"}  # fmt: skip


SITES = {
    "query": "recycling_center",
    "found": 2,
    "places": [
        _site("중구재활용센터", "서울특별시 중구 다산로 174", "평일 09:00~19:00",
              ["가전", "가구", "컴퓨터", "사무집기"], 4779),
        _site("서대문구재활용센터", "서울특별시 서대문구 연희로 292", "평일 09:30~18:30",
              ["가전제품", "가구 등"], 5916),
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # goods a site takes (the object of 받다) are no subject of the hours said after them
        ("가장 가까운 곳은 중구재활용센터예요. 가전·가구·컴퓨터·사무집기를 받고, 평일 09:30~18:30이에요.",
         ["09:30", "18:30"]),
        ("가장 가까운 곳은 중구재활용센터예요. 가전·가구·컴퓨터·사무집기를 받고, 평일 09:00~19:00이에요.",
         []),
        # 받고 is a frame of taking: another site's item given to the named site
        ("서대문구재활용센터에서 컴퓨터를 받고, 평일 09:30~18:30에 운영해요.", ["컴퓨터"]),
        ("서대문구재활용센터에서 가구를 받고, 평일 09:30~18:30에 운영해요.", []),
        # a list line headed by its site lists what that site takes after the colon
        ("- 서대문구재활용센터: 약 5.9km — 컴퓨터, 사무집기 등\n- 중구재활용센터: 약 4.8km — 가전, 가구",
         ["컴퓨터", "사무집기"]),
        ("- 중구재활용센터: 약 4.8km — 컴퓨터, 사무집기 등\n- 서대문구재활용센터: 약 5.9km — 가전제품",
         []),
    ],
)  # fmt: skip
def test_goods_a_site_takes(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITES)) == wrong


def _rules(district: str, full: str, as_of: str, method: str) -> dict:
    return {"district": district, "full_name": full, "source": "waste-rules", "as_of": as_of,
            "citation": f"출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 {as_of}",
            "application_methods": [method], "department": "청소과", "phone": "02-2670-3491"}  # fmt: skip


MIRYANG = _rules("밀양시", "경상남도 밀양시", "2025-11-03", "밀양시 환경센터로 직접 운반")
YEONGDEUNGPO = _rules("영등포구", "서울특별시 영등포구", "2022-12-31", "수거업체와 별도 계약")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "Data as of" names no subject of its own: the line's district dates it
        ("- Miryang-si: take it to the environment center. Data as of 2022-12-31.\n"
         "- Yeongdeungpo-gu: contract a company. Data as of 2025-11-03.",
         ["2022-12-31", "2025-11-03"]),
        ("- Miryang-si: take it to the environment center. Data as of 2025-11-03.\n"
         "- Yeongdeungpo-gu: contract a company. Data as of 2022-12-31.", []),
    ],
)  # fmt: skip
def test_data_as_of_a_line(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MIRYANG, YEONGDEUNGPO)) == wrong


def _bin(address: str, distance: int) -> dict:
    return {"name": address, "address": None, "detail": None, "district": "성동구", "phone": None,
            "items": [], "distance_m": distance, "as_of": "2024-08-29"}  # fmt: skip


BINS = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [_bin("서울특별시 성동구 마조로1길 45", 107), _bin("서울특별시 성동구 마조로1길 59", 216),
               _bin("서울특별시 성동구 왕십리로 267", 260)],
    "found": 3,
    "as_of": "2024-08-29",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bin named by its address: the road and its number name the bin
        ("마조로1길 59 is about 107 m away and 마조로1길 45 about 216 m.", ["107 m", "216 m"]),
        ("마조로1길 45 is about 107 m away and 마조로1길 59 about 216 m.", []),
        ("마조로1길 45 수거함은 약 107m, 왕십리로 267 수거함은 약 260m예요.", []),
    ],
)  # fmt: skip
def test_a_bin_named_by_its_address(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong
