"""Tests for guardrails.grounding: claim extraction per kind, evidence normalisation, verdicts,
the scoring helper and the labelled corpus (grounding_cases.jsonl)."""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any, get_args

import pytest

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import (
    Claim,
    ClaimKind,
    Counts,
    Evidence,
    Verdict,
    check,
    extract_claims,
    korean_number,
    score,
)

VOCAB = grounding_vocabulary()  # the orchestrator passes the same names

CORPUS = Path(__file__).with_name("grounding_cases.jsonl")

FEES = json.dumps(
    {
        "district": "강남구",
        "items": [
            {"item_name": "소파(3인용 이상)", "fee": 15000, "fee_text": "15,000원"},
            {"item_name": "의자", "fee": 3000, "fee_text": "3,000원"},
            {"item_name": "침대(더블 이상)", "fee": 12000, "fee_text": "12,000원"},
        ],
        "url": "https://www.gangnam.go.kr/office/bulkwaste",
        "source": "embedded-sample",
        "as_of": "2025-01",
    },
    ensure_ascii=False,
)
PRICES = json.dumps(
    {
        "survey_date": "2025-01-10",
        "prices": [
            {"item": "폐지", "price_per_kg": 120},
            {"item": "고철", "price_per_kg": 350},
        ],
    },
    ensure_ascii=False,
)
WEATHER = json.dumps(
    {
        "location": "서울특별시 마포구",
        "temperature": 3.4,
        "feels_like": -2.0,
        "humidity": 62,
        "precipitation_mm": 0.0,
        "observed_at": "2025-01-15T09:00:00+09:00",
    },
    ensure_ascii=False,
)
PLACES = json.dumps(
    {
        "places": [
            {
                "name": "마포자원순환센터",
                "address": "서울특별시 마포구 월드컵로 212",
                "phone": "02-123-4567",
                "distance_m": 1234,
                "hours": "09:00~18:00",
                "nearby": "홍대입구역 9번 출구",
            },
            {"name": "폐가전 무상방문수거", "phone": "1599-0903", "homepage": "www.15990903.or.kr"},
        ]
    },
    ensure_ascii=False,
)
ALL = Evidence.from_texts([FEES, PRICES, WEATHER, PLACES], places=VOCAB)


def kinds_and_values(text: str) -> list[tuple[str, object]]:
    return [(c.kind, c.value) for c in extract_claims(text, VOCAB)]


# --------------------------------------------------------------------------- normalisers


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("15,000", 15000),
        ("15000", 15000),
        ("1만5천", 15000),
        ("1만 5천", 15000),
        ("만오천", 15000),
        ("1.5만", 15000),
        ("1만5000", 15000),
        ("천", 1000),
        ("오백", 500),
        ("2억", 200_000_000),
        ("3.5", 3.5),
    ],
)
def test_korean_number(raw: str, value: int | float) -> None:
    assert korean_number(raw) == value


# --------------------------------------------------------------------------- extraction per kind

EXTRACT: list[tuple[str, ClaimKind, object]] = [
    # money: every form of 15,000원
    ("수수료는 15,000원입니다", "money", 15000),
    ("수수료는 15000원", "money", 15000),
    ("수수료는 1만5천원", "money", 15000),
    ("수수료는 1만 5천 원", "money", 15000),
    ("수수료는 만오천원", "money", 15000),
    ("수수료는 1.5만원", "money", 15000),
    ("수수료는 ₩15,000", "money", 15000),
    ("The fee is KRW 15,000.", "money", 15000),
    ("It costs 15,000 won.", "money", 15000),
    ("소파는15,000원", "money", 15000),
    ("마포구 천 원", "money", 1000),
    # unit prices
    ("폐지는 120원/kg", "unit_price", (120, "kg")),
    ("폐지는 kg당 120원", "unit_price", (120, "kg")),
    ("폐지는 1kg에 120원", "unit_price", (120, "kg")),
    ("폐지는 ₩120/kg", "unit_price", (120, "kg")),
    ("PET is KRW 480 per kg", "unit_price", (480, "kg")),
    ("캔은 1,300원/㎏", "unit_price", (1300, "kg")),
    # temperature
    ("기온은 3.4°C", "temperature", 3.4),
    ("기온은 3.4도", "temperature", 3.4),
    ("기온은 3.4 ℃", "temperature", 3.4),
    ("기온은 영하 2도", "temperature", -2.0),
    ("기온은 -2℃", "temperature", -2.0),
    ("It is 3.4 °C", "temperature", 3.4),
    # percent / precipitation
    ("습도 62%", "percent", 62.0),
    ("습도 62퍼센트", "percent", 62.0),
    ("강수량 1.5mm", "precipitation", 1.5),
    ("강수량 0mm", "precipitation", 0.0),
    # distance in metres
    ("850m 거리", "distance", 850.0),
    ("1.2km 거리", "distance", 1200.0),
    ("1,200미터 거리", "distance", 1200.0),
    ("850 meters away", "distance", 850.0),
    # phones: digits, +82 -> 0
    ("전화 02-123-4567", "phone", "021234567"),
    ("전화 02 123 4567", "phone", "021234567"),
    ("전화 (02)123-4567", "phone", "021234567"),
    ("전화 +82 2-123-4567", "phone", "021234567"),
    ("전화 +82 10-1234-5678", "phone", "01012345678"),
    ("전화 1599-0903", "phone", "15990903"),
    ("전화 0212345678", "phone", "0212345678"),
    # dates
    ("2025-01 기준", "date", (2025, 1)),
    ("2025년 1월 기준", "date", (2025, 1)),
    ("2025.01 기준", "date", (2025, 1)),
    ("25년 1월 기준", "date", (2025, 1)),
    ("2025-01-15 조사", "date", (2025, 1, 15)),
    ("2025년 1월 15일 조사", "date", (2025, 1, 15)),
    ("as of January 2025", "date", (2025, 1)),
    ("2025년 기준", "date", (2025,)),
    # times
    ("09:00 개장", "time", (9, 0)),
    ("오후 6시 마감", "time", (18, 0)),
    ("9시 30분 시작", "time", (9, 30)),
    ("opens 9 AM", "time", (9, 0)),
    ("밤 12시까지", "time", (0, 0)),
    # urls
    ("https://www.gangnam.go.kr/office/ 참고", "url", "gangnam.go.kr/office"),
    ("www.gangnam.go.kr 참고", "url", "gangnam.go.kr"),
    ("Visit HTTPS://Example.com/Path.", "url", "example.com/path"),
    # places
    ("강남구에서 신청", "place", "강남구"),
    ("서울특별시에", "place", "서울특별시"),
    ("월드컵로 212에 있어요", "place", "월드컵로212"),
    ("홍대입구역에서 가까워요", "place", "홍대입구역"),
    ("역삼1동 주민센터", "place", "역삼1동"),
    ("서교동 주민센터", "place", "서교동"),
    ("광평로56길 8", "place", "광평로56길8"),
    ("강남구청에 문의", "place", "강남구"),
    ("「마포자원순환센터」", "place", "마포자원순환센터"),
    ("서울 역삼구", "place", "역삼구"),
    # numbers with units
    ("3인용 소파", "number", (3.0, "인용")),
    ("200L 봉투", "number", (200.0, "L")),
    ("20리터 봉투", "number", (20.0, "L")),
    ("20kg 이하", "number", (20.0, "kg")),
    ("총 15,000", "number", (15000.0, None)),
]


@pytest.mark.parametrize(("text", "kind", "value"), EXTRACT)
def test_extract_claim(text: str, kind: ClaimKind, value: object) -> None:
    assert (kind, value) in kinds_and_values(text), extract_claims(text)


def test_claim_spans_point_into_the_text() -> None:
    text = "강남구 소파는 1만5천원, 폐지는 kg당 120원, 02-123-4567, 2025년 1월, 3.4°C, 850m"
    claims = extract_claims(text)
    assert [c.start for c in claims] == sorted(c.start for c in claims)
    for c in claims:
        assert text[c.start : c.end] == c.text
        assert c.why == ""


def test_range_gives_one_claim_per_bound() -> None:
    assert kinds_and_values("의자는 3,000~5,000원") == [("money", 3000), ("money", 5000)]
    assert kinds_and_values("책상은 1~2만원") == [("money", 10000), ("money", 20000)]
    assert kinds_and_values("kg당 100~120원") == [
        ("unit_price", (100, "kg")),
        ("unit_price", (120, "kg")),
    ]
    assert kinds_and_values("09:00~18:00") == [("time", (9, 0)), ("time", (18, 0))]
    assert kinds_and_values("9~18시") == [("time", (9, 0)), ("time", (18, 0))]
    assert kinds_and_values("2~3도") == [("temperature", 2.0), ("temperature", 3.0)]


CONTACTS_EVIDENCE = '{"district": "종로구", "department": "청소행정과", "phone": "02-2148-2373"}'
NOT_CLAIMS = [
    "1. 신청 2. 결제 3. 배출",
    "1~3곳 정도 있어요",
    "매월 10일경 수거합니다",
    "오늘이나 내일 배출하세요",
    "자세한 건 콜센터에 전화로 상담하세요",
    "배출시 이용시 신청시 필요시 주의하세요",
    "자치구 시군구 해당 구 관할 구청 구청 시청 주민센터 행정복지센터",
    "가구, 전구, 완구, 운동기구는 종류별로 배출하세요",
    "지역마다 구역별로 다르고 도로변 투기는 금지입니다",
    "가까운 지하철역이나 기차역에 수거함이 있어요",
    "활동 이동 작동 운동",
    "페트병은 라벨을 떼고 찌그러뜨려 배출하세요",
    "4도어 냉장고",
]


@pytest.mark.parametrize("text", NOT_CLAIMS)
def test_not_a_claim(text: str) -> None:
    assert extract_claims(text) == []


FIVE_ROWS = (
    '{"district": "제주시", "items": ['
    + ", ".join(f'{{"item_name": "품목{i}", "fee": {1000 * i}}}' for i in range(1, 6))
    + "]}"
)


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("제주시 가구 항목은 총 5개가 조회됐어요.", True),
        ("제주시 가구 항목은 총 6개가 조회됐어요.", False),
        ("이번 조사에는 총 5개 권역 자료가 있어요.", True),
        ("총 다섯 곳이에요.", True),
        ("가까운 순으로 세 곳만 추리면 품목1, 품목2, 품목3이에요.", True),  # a choice, not a count
        ("세 곳만 있어요.", False),
    ],
)
def test_a_stated_total_is_a_count(answer: str, grounded: bool) -> None:
    verdict = check(answer, [FIVE_ROWS])
    assert verdict.grounded is grounded, [(c.text, c.why) for c in verdict.unsupported]
    assert grounded or [c.kind for c in verdict.unsupported] == ["count"]


YANGCHEON = (
    '{"district": "양천구", "department": "자원순환과", "phone": "02-2620-3421"}',
    '{"query": "폐의약품", "places": [{"name": "망원1동 주민센터", "detail": "1층 민원실 입구"}]}',
)


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("문의는 자원순환과(02-2620-3421)로 하시면 됩니다.", True),
        ("문의는 청소행정과(02-2620-3421)로 하시면 됩니다.", False),  # a department changed
        ("궁금한 건 자원관리과 02-2620-3421로 물어보세요.", False),
        ("청소행정과로 문의하세요.", False),
        ("자원과 환경을 아끼는 배출 방법이에요.", True),  # 과 as a particle: no department
        ("망원1동 주민센터 1층 민원실 입구에 있어요.", True),
        ("망원1동 주민센터 2층 민원실에 있어요.", False),  # a floor changed
    ],
)
def test_departments_and_floors_are_checked(answer: str, grounded: bool) -> None:
    verdict = check(answer, list(YANGCHEON))
    assert verdict.grounded is grounded, [(c.text, c.why) for c in verdict.unsupported]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("They pick it up within 3 days of your report.", True),  # the same duration in English
        ("They pick it up within 5 days of your report.", False),
        ("신고 후 3일 이내에 수거해요.", True),
    ],
)
def test_durations_match_across_languages(answer: str, grounded: bool) -> None:
    evidence = ['{"district": "연제구", "pickup": "신고 후 3일 이내 수거"}']
    verdict = check(answer, evidence)
    assert verdict.grounded is grounded, [(c.text, c.why) for c in verdict.unsupported]


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("다산콜센터 120으로 전화하세요", "120"),
        ("궁금한 건 다산콜센터 120번으로 물어보세요", "120"),
        ("헷갈리시면 120 다산콜센터로 물어보세요", "120"),
        ("For help, call 110.", "110"),
    ],
)
def test_a_service_number_next_to_a_calling_word_is_a_phone(text: str, digits: str) -> None:
    assert kinds_and_values(text) == [("phone", digits)]
    assert not check(text, [CONTACTS_EVIDENCE]).grounded  # in no tool output: caught
    assert check(text, [CONTACTS_EVIDENCE.replace("02-2148-2373", digits)]).grounded


# --------------------------------------------------------------------------- evidence


def test_evidence_walks_json_keys_and_values() -> None:
    ev = ALL
    assert {15000.0, 3000.0, 12000.0, 120.0, 350.0} <= ev.money
    assert 15000.0 in ev.money_shown
    assert -2.0 not in ev.money_shown  # "feels_like" is not a fee
    assert ev.temperatures == (-2.0, 3.4)
    assert ev.percents == (62.0,)
    assert ev.precipitation == (0.0,)
    assert ev.distances == (1234.0,)
    assert ev.phones == {"021234567", "15990903"}
    assert {(2025, 1), (2025, 1, 10), (2025, 1, 15)} <= ev.dates
    assert {(9, 0), (18, 0)} <= ev.times
    assert "15990903.or.kr" in ev.urls
    assert "gangnam.go.kr/office/bulkwaste" in ev.urls
    assert (3.0, "인용") in ev.quantities
    assert "월드컵로212" in ev.text_compact


def test_evidence_key_context() -> None:
    nested = json.dumps({"temperature": {"value": 3.4, "unit": "C"}, "distance_km": 1.2})
    ev = Evidence.from_texts([nested])
    assert ev.temperatures == (3.4,)
    assert ev.distances == (1200.0,)
    kakao = json.dumps({"documents": [{"distance": "850", "phone": "02-123-4567"}]})
    assert Evidence.from_texts([kakao]).distances == (850.0,)
    kma = json.dumps({"baseDate": "20250115", "baseTime": "0900"})
    ev = Evidence.from_texts([kma])
    assert (2025, 1, 15) in ev.dates
    assert (9, 0) in ev.times


def test_evidence_plain_text() -> None:
    text = "강남구 소파 3인용 이상 1만5천원, 문의 02-3423-5900 (평일 09:00~18:00). 기온 3.4"
    ev = Evidence.from_texts([text])
    assert 15000.0 in ev.money
    assert "0234235900" in ev.phones
    assert {(9, 0), (18, 0)} <= ev.times
    assert 3.4 in ev.temperatures


@pytest.mark.parametrize(
    "evidence",
    [
        FEES,
        [FEES],
        (t for t in [FEES]),
        Evidence.from_texts([FEES]),
        "소파(3인용 이상) 수수료 15,000원",
    ],
)
def test_check_accepts_evidence_forms(evidence: Any) -> None:
    assert check("3인용 소파는 1만5천원입니다.", evidence).grounded
    assert not check("3인용 소파는 1만6천원입니다.", Evidence.from_texts([FEES])).grounded


def test_evidence_is_reusable_and_extensible() -> None:
    ev = Evidence.from_texts([FEES])
    assert check("소파 15,000원", ev) == check("소파 15,000원", ev)
    assert not check("기온 3.4도", ev).grounded
    more = ev.extended([WEATHER])
    assert check("기온 3.4도, 소파 15,000원", more).grounded
    assert more.sources == (FEES, WEATHER)
    hash(ev)  # frozen, usable as a cache key


def test_invalid_json_is_read_as_text() -> None:
    ev = Evidence.from_texts(['{"fee": 15000, oops', "[not json"])
    assert 15000.0 in ev.money


def test_odd_evidence_does_not_crash() -> None:
    deep = "[" * 100_000 + "]" * 100_000
    assert 15000.0 in Evidence.from_texts([deep, '{"fee": 15000}']).money
    nested = '{"a":' * 900 + '{"fee": 7000}' + "}" * 900
    assert 7000.0 in Evidence.from_texts([nested]).money
    parsed: Any = [{"fee": 15000}]  # already-parsed tool output is walked like JSON
    assert check("15,000원", parsed).grounded


@pytest.mark.parametrize(
    "text",
    ["1" * 20_000, "1." * 10_000, "1, " * 7_000 + "원", "만 " * 10_000 + "원", "1도" * 10_000],
)
def test_pathological_input_is_linear(text: str) -> None:
    # CPU time, not wall time: a catastrophic backtrack takes minutes of CPU, while a loaded machine
    # (parallel test jobs) only stretches the wall clock. "1도" × 10,000 is 10,000 claims, each
    # checked (~1–2 s of CPU on a loaded two-core machine), so past 2 s the growth decides: the whole
    # input must cost less than three times its first half (linear is two, quadratic four)
    started = time.process_time()
    check(text, ALL)
    whole = time.process_time() - started
    if whole >= 2.0:
        started = time.process_time()
        check(text[: len(text) // 2], ALL)
        assert whole < 3.0 * (time.process_time() - started)


# --------------------------------------------------------------------------- verdicts

MUST_PASS: list[tuple[str, str]] = [
    ("소파(3인용 이상)는 15,000원", "exact"),
    ("소파는 15000원", "no separator"),
    ("소파는 1만5천원", "Korean units"),
    ("소파는 1만 5천 원", "spaced units"),
    ("소파는 만오천원", "Hangul numerals"),
    ("소파는 1.5만원", "decimal man"),
    ("소파는 ₩15,000", "won sign"),
    ("The sofa fee is KRW 15,000.", "English prefix"),
    ("The sofa fee is 15,000 won.", "English suffix"),
    ("의자와 소파는 3,000~15,000원", "range"),
    ("폐지는 kg당 120원, 고철은 1kg에 350원", "unit prices"),
    ("폐지는 120원/kg", "unit price slash"),
    ("기온 3.4°C, 체감 영하 2도, 습도 62%, 강수량 0mm", "weather"),
    ("지금 약 3도예요", "integer temperature rounds 3.4"),
    ("마포자원순환센터는 1.2km 거리", "1.2km vs 1234 m"),
    ("마포자원순환센터는 1,234m 거리", "exact metres"),
    ("전화 (02)123-4567 또는 +82 2-123-4567", "phone forms"),
    ("1599 0903으로 전화", "spaced representative number"),
    ("2025년 1월 기준, 2025-01-10 조사, 25년 1월", "dates"),
    ("2025년 기준", "year only"),
    ("오전 9시부터 오후 6시까지, 09:00~18:00", "hours"),
    ("9시부터 6시까지", "6시 read as 18:00 without 오후"),
    ("https://www.gangnam.go.kr/office/bulkwaste 또는 www.gangnam.go.kr", "URL + domain"),
    ("www.15990903.or.kr 에서 신청", "bare domain"),
    ("서울시 마포구 월드컵로 212, 홍대입구역에서 가까운 마포자원순환센터로 가세요", "places"),
    ("강남구청에 신청하세요", "구청 of an evidence district"),
    ("[강남구청](https://www.gangnam.go.kr/office/bulkwaste)에서 신청", "markdown link"),
    ("**15,000원**입니다 👍", "markdown bold"),
    ("3인용 소파", "number in item name"),
    ("대형폐기물은 구청에 신고하고 스티커를 붙이세요", "no claims"),
]


@pytest.mark.parametrize(("answer", "note"), MUST_PASS)
def test_must_pass(answer: str, note: str) -> None:
    verdict = check(answer, ALL)
    assert verdict.grounded, (note, [(c.text, c.why) for c in verdict.unsupported])


MUST_FLAG: list[tuple[str, list[str]]] = [
    ("소파는 18,000원", ["18,000원"]),
    ("소파는 1만8천원", ["1만8천원"]),
    ("The fee is KRW 25,000.", ["KRW 25,000"]),
    ("의자는 3,000~6,000원", ["6,000원"]),
    ("폐지는 kg당 150원", ["kg당 150원"]),
    ("고철은 1kg에 380원", ["1kg에 380원"]),
    ("기온 5.2°C", ["5.2°C"]),
    ("기온 3.5도", ["3.5도"]),
    ("영하 3도", ["영하 3도"]),
    ("습도 75%", ["75%"]),
    ("강수량 2mm", ["2mm"]),
    ("1.5km 거리", ["1.5km"]),
    ("850m 거리", ["850m"]),
    ("전화 02-123-4576", ["02-123-4576"]),
    ("전화 1588-0903", ["1588-0903"]),
    ("2024년 12월 기준", ["2024년 12월"]),
    ("2025-02 조사", ["2025-02"]),
    ("2025-01-20 조사", ["2025-01-20"]),
    ("오후 7시까지", ["오후 7시"]),
    ("08:00 개장", ["08:00"]),
    ("www.bulkwaste.kr 에서 신청", ["www.bulkwaste.kr"]),
    ("https://www.gangnam.go.kr/apply", ["https://www.gangnam.go.kr/apply"]),
    ("송파구에서도 가능", ["송파구"]),
    ("월드컵로 214", ["월드컵로 214"]),
    ("합정역 근처", ["합정역"]),
    ("망원동 주민센터", ["망원동"]),
    ("「망원자원순환센터」", ["망원자원순환센터"]),
    ("4인용 소파", ["4인용"]),
]


@pytest.mark.parametrize(("answer", "flagged"), MUST_FLAG)
def test_must_flag(answer: str, flagged: list[str]) -> None:
    verdict = check(answer, ALL)
    assert not verdict.grounded
    assert [c.text for c in verdict.unsupported] == flagged


def test_unsupported_claims_carry_text_kind_and_why() -> None:
    verdict = check("소파 수수료는 15,000원이 아니라 16,000원이고 02-999-9999로 문의", ALL)
    assert isinstance(verdict, Verdict)
    assert [c.text for c in verdict.claims] == ["15,000원", "16,000원", "02-999-9999"]
    money, phone = verdict.unsupported
    assert isinstance(money, Claim)
    assert (money.text, money.kind, money.value) == ("16,000원", "money", 16000)
    assert money.why.startswith("16,000원 not in tool outputs (evidence amounts: 15,000원")
    assert (phone.kind, phone.value) == ("phone", "029999999")
    assert "021234567" in phone.why
    temp = check("기온 5.2도", ALL).unsupported[0]
    assert temp.why == "5.2°C not in tool outputs (evidence temperatures: 3.4°C, -2°C)"
    place = check("송파구", ALL).unsupported[0]
    assert place.why == "place '송파구' not in tool outputs"
    nothing = check("기온 5.2도", [FEES]).unsupported[0]
    assert nothing.why == "5.2°C not in tool outputs (no temperatures in evidence)"


def test_tolerances_follow_written_precision() -> None:
    ev = Evidence.from_texts([json.dumps({"temperature": 3.44, "distance_m": 1249})])
    assert check("3.4°C", ev).grounded  # ±0.05
    assert not check("3.5°C", ev).grounded
    assert check("3도", ev).grounded  # ±0.5 when written as an integer
    assert not check("4도", ev).grounded
    assert check("1.2km", ev).grounded  # ±50 m
    assert not check("1.3km", ev).grounded
    assert check("1,250m", ev).grounded  # written to tens: ±5 m
    assert not check("1,240m", ev).grounded
    assert not check("1,249.5m", ev).grounded


def test_year_month_supported_by_day_but_not_the_reverse() -> None:
    day = Evidence.from_texts(['{"survey_date": "2025-01-10"}'])
    assert check("2025년 1월 조사", day).grounded
    month = Evidence.from_texts(['{"as_of": "2025-01"}'])
    assert not check("2025년 1월 10일 조사", month).grounded


def test_particles_are_stripped_from_places() -> None:
    ev = Evidence.from_texts(["서울특별시 마포구 월드컵로 212, 홍대입구역"])
    for answer in (
        "마포구에서는",
        "마포구로",
        "마포구의",
        "마포구도",
        "홍대입구역에서",
        "서울시는",
    ):
        assert check(answer, ev).grounded, answer


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        (
            "알루미늄캔이 kg당 1,150원으로 철캔(250원)보다 4배 넘게 비싸요.",
            True,
        ),  # 4.6: more than 4
        ("알루미늄캔이 kg당 1,150원, 철캔은 250원이라 약 5배예요.", True),  # 4.6 rounds to 5
        ("알루미늄캔이 kg당 1,150원, 철캔은 250원이라 about 3배 정도 비싸요.", False),
        ("알루미늄캔이 kg당 1,150원으로 철캔(250원)보다 5배 넘게 비싸요.", False),
        ("알루미늄캔이 kg당 1,150원으로 철캔(250원)의 5배 가까이 돼요.", True),
    ],
)
def test_ratios_of_stated_amounts_are_checked(answer: str, grounded: bool) -> None:
    cans = '{"region_name": "수도권", "items": [{"item_name": "알루미늄캔", "price_per_kg": 1150}, {"item_name": "철캔", "price_per_kg": 250}]}'
    verdict = check(answer, [cans])
    assert verdict.grounded is grounded, [(c.text, c.why) for c in verdict.unsupported]


@pytest.mark.parametrize(
    ("answer", "unsupported"),
    [
        ("폐지 20kg × kg당 120원 = 2,400원", []),  # a price per kg times the stated weight
        ("폐지 20kg × kg당 120원 = 2,800원", ["2,800원"]),  # computed wrong
        ("kg당 120원이니까 20kg이면 2,500원쯤 받아요.", []),  # about: within 5 %
        ("kg당 120원이니까 20kg이면 3,000원쯤 받아요.", ["3,000원"]),
    ],
)
def test_derived_products_are_checked(answer: str, unsupported: list[str]) -> None:
    ev = Evidence.from_texts(["폐지 20kg 팔면 얼마?", PRICES])
    assert [c.text for c in check(answer, ev).unsupported] == unsupported


def test_user_message_as_evidence_supports_echoed_quantities() -> None:
    assert not check("20kg 폐지는 kg당 120원", [PRICES]).grounded
    assert check("20kg 폐지는 kg당 120원", ["폐지 20kg 팔면 얼마?", PRICES]).grounded


def test_answer_without_claims_is_grounded() -> None:
    verdict = check("분리배출 표시를 확인하고 내용물을 비워 주세요.", [])
    assert verdict == Verdict(grounded=True, claims=(), unsupported=())


# --------------------------------------------------------------------------- scoring helper


def test_score_counts_and_metrics() -> None:
    cases = [
        ([FEES], "소파는 15,000원", True),  # tn
        ([FEES], "소파는 16,000원", False),  # tp
        ([FEES], "소파는 16,000원", True),  # fp (label says grounded)
        ([FEES], "소파는 15,000원", False),  # fn (label says ungrounded)
        ([FEES], "의자는 4,000원", False),  # tp
    ]
    counts = score(cases)
    assert (counts.tp, counts.fp, counts.fn, counts.tn) == (2, 1, 1, 1)
    assert counts.mistakes == (2, 3)
    assert counts.total == 5
    assert counts.precision == pytest.approx(2 / 3)
    assert counts.recall == pytest.approx(2 / 3)
    assert counts.f1 == pytest.approx(2 / 3)


def test_counts_edge_cases() -> None:
    assert Counts().precision == 1.0
    assert Counts().recall == 1.0
    assert Counts(fp=1).precision == 0.0
    assert Counts(fp=1, fn=1).f1 == 0.0


# --------------------------------------------------------------------------- corpus


def load_corpus() -> list[dict[str, Any]]:
    with CORPUS.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def test_corpus_shape() -> None:
    cases = load_corpus()
    assert len(cases) >= 150
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        assert set(c) == {"id", "evidence", "answer", "grounded", "unsupported", "lang", "note"}
        assert c["lang"] in ("ko", "en")
        assert c["grounded"] == (not c["unsupported"]), c["id"]
        assert all(isinstance(e, str) for e in c["evidence"]), c["id"]
    grounded_share = sum(c["grounded"] for c in cases) / len(cases)
    assert 0.5 <= grounded_share <= 0.6
    assert {c["lang"] for c in cases} == {"ko", "en"}


BLIND = Path(__file__).with_name("blind")


def test_corpus_covers_every_claim_kind() -> None:
    """The regression corpus and the blind train/dev corpora together exercise every kind
    (``text``, ``nearest``, ``channel``, ``reward``, ``limit`` and ``alert`` are built by
    ``check``, not by the extractor; channels are covered in test_grounding_classes.py, rewards in
    test_grounding_sites.py, limits and alerts in test_grounding_round8.py, prose conditions in
    test_grounding_conditions.py)."""
    answers = [c["answer"] for c in load_corpus()]
    for name in ("train.jsonl", "dev.jsonl"):
        lines = (BLIND / name).read_text("utf-8").splitlines()
        answers += [json.loads(line)["answer"] for line in lines if line.strip()]
    seen: Counter[str] = Counter()
    for answer in answers:
        for claim in extract_claims(answer, VOCAB):
            seen[claim.kind] += 1
    missing = (
        set(get_args(ClaimKind))
        - set(seen)
        - {"text", "nearest", "superlative", "channel", "reward", "limit", "alert", "condition"}
    )
    assert not missing, missing


def test_corpus_f1_and_expected_flags() -> None:
    cases = load_corpus()
    counts = score((c["evidence"], c["answer"], c["grounded"]) for c in cases)
    misclassified = [cases[i]["id"] for i in counts.mistakes]
    assert counts.f1 >= 0.95, f"F1={counts.f1:.3f} {counts}; misclassified: {misclassified}"
    missed: list[str] = []
    for c in cases:
        flagged = {u.text for u in check(c["answer"], c["evidence"], places=VOCAB).unsupported}
        lost = [t for t in c["unsupported"] if t not in flagged]
        if lost:
            missed.append(f"{c['id']}: expected {lost}, flagged {sorted(flagged)}")
    assert not missed, "expected unsupported claims not flagged:\n" + "\n".join(missed)


def _fake(c: Claim, ev: Evidence) -> str:
    """A same-kind replacement for ``c`` whose value is absent from the evidence."""
    v: Any = c.value
    if c.kind == "money":
        n = v + 1100
        while n in ev.money:
            n += 1100
        return f"{n:,}원"
    if c.kind == "unit_price":
        n = v[0] + 7
        while n in ev.money:
            n += 7
        return f"kg당 {n}원"
    if c.kind == "phone":
        i = max(i for i, ch in enumerate(c.text) if ch.isdigit())
        return c.text[:i] + str((int(c.text[i]) + 1) % 10) + c.text[i + 1 :]
    if c.kind == "date":
        if len(v) == 1:
            return f"{v[0] - 3}년"
        return f"{v[0]}년 {v[1] % 12 + 1}월" + (f" {v[2]}일" if len(v) == 3 else "")
    if c.kind == "number":
        return f"{v[0] + 1:g}{v[1]}" if v[1] else f"{v[0] + 1111:,.0f}"
    if c.kind == "temperature":
        return f"{v + 1.3:g}°C"
    if c.kind == "percent":
        return f"{v + 7:g}%"
    if c.kind == "precipitation":
        return f"{v + 2.5:g}mm"
    if c.kind == "distance":
        return f"{v + 700:g}m"
    if c.kind == "time":
        return f"{(v[0] + 3) % 24:02d}:{v[1]:02d}"
    if c.kind == "url":
        return "www.fake-recycling.kr"
    return "가상로 99"  # place


def _variants(c: Claim) -> list[str]:
    """Equivalent spellings of ``c`` (reference section 7) that must stay grounded."""
    v: Any = c.value
    k = c.kind
    if k == "money":
        out = [f"{v}원", f"₩{v:,}", f"KRW {v:,}"]
        if v >= 10000 and v % 1000 == 0:
            man, rest = divmod(v, 10000)
            out.append(f"{man}만" + (f" {rest // 1000}천" if rest else "") + " 원")
        return out
    if k == "unit_price":
        return [f"{v[0]}원/{v[1]}", f"1{v[1]}에 {v[0]:,}원", f"{v[1]}당 {v[0]:,}원"]
    if k == "temperature":
        return [f"{v:g}℃", f"{v:g} °C", f"영하 {-v:g}도" if v < 0 else f"{v:g}도"]
    if k == "percent":
        return [f"{v:g}퍼센트", f"{v:g} %"]
    if k == "precipitation":
        return [f"{v:g} mm"]
    if k == "distance":
        return [f"{v / 1000:.1f}km"] if v >= 1000 else [f"{v:g}미터", f"{v:g} m"]
    if k == "phone":
        d = v
        if d.startswith("1"):
            return [f"{d[:4]} {d[4:]}", f"{d[:4]}.{d[4:]}"]
        if d.startswith("02"):
            return [f"(02){d[2:-4]}-{d[-4:]}", f"+82 2-{d[2:-4]}-{d[-4:]}"]
        return [f"{d[:3]} {d[3:-4]} {d[-4:]}", f"+82 {d[1:3]}-{d[3:-4]}-{d[-4:]}"]
    if k == "date" and len(v) == 2:
        return [f"{v[0]}.{v[1]:02d}", f"{v[0] % 100}년 {v[1]}월", f"{v[0]}-{v[1]:02d}"]
    if k == "date" and len(v) == 3:
        return [f"{v[0]}. {v[1]}. {v[2]}.", f"{v[0]}년 {v[1]}월 {v[2]}일"]
    if k == "time":
        h, m = v
        if m:
            return [f"{h}시 {m}분"]
        return [f"오후 {h - 12}시" if h > 12 else f"오전 {h}시", f"{h}시"]
    if k == "url":
        return [f"http://{v}/", f"https://www.{v}"]
    return []


def _grounded_claims() -> list[tuple[str, Evidence, str, Claim]]:
    out = []
    for case in load_corpus():
        if case["grounded"]:
            ev = Evidence.from_texts(case["evidence"], places=VOCAB)
            out += [(case["id"], ev, case["answer"], c) for c in extract_claims(case["answer"])]
    return out


def test_every_injected_value_is_flagged() -> None:
    """Perturb each claim of each grounded corpus answer in turn (NeMo-style): all must flag."""
    missed = []
    claims = _grounded_claims()
    for cid, ev, answer, c in claims:
        fake = _fake(c, ev)
        if check(answer[: c.start] + fake + answer[c.end :], ev).grounded:
            missed.append(f"{cid}: {c.text!r} -> {fake!r}")
    assert len(claims) > 200
    assert not missed, missed


def test_variant_spellings_stay_grounded() -> None:
    """Respell each claim of each grounded corpus answer in an equivalent form: none may flag."""
    flagged, total = [], 0
    for cid, ev, answer, c in _grounded_claims():
        for alt in _variants(c):
            total += 1
            verdict = check(answer[: c.start] + " " + alt + " " + answer[c.end :], ev)
            if not verdict.grounded:
                flagged.append(f"{cid}: {c.text!r} -> {alt!r}: {verdict.unsupported[0].why}")
    assert total > 400
    assert not flagged, flagged


def test_a_mixed_300_character_answer_is_grounded() -> None:
    """Fees, a URL, a date, a place with its address, phone, distance and hours, weather and
    prices in one answer, every claim supported. (Speed is measured by ``make bench``, median and
    p95; a timed unit test only flakes on a loaded machine.)"""
    evidence = Evidence.from_texts([FEES, PRICES, WEATHER, PLACES], places=VOCAB)
    answer = (
        "강남구에서 소파(3인용 이상)를 버리는 수수료는 1만5천원이고 의자는 3,000원입니다. "
        "신청은 https://www.gangnam.go.kr/office/bulkwaste 에서 하시면 되고, 2025년 1월 기준이에요. "
        "마포자원순환센터(서울특별시 마포구 월드컵로 212, 02-123-4567)는 1.2km 거리이며 "
        "09:00~18:00 운영합니다. 현재 기온은 3.4°C, 습도 62%, 강수량 0mm이고 폐지는 kg당 120원, "
        "고철은 1kg에 350원입니다. 홍대입구역 근처예요."
    )
    verdict = check(answer, evidence)
    assert verdict.grounded, verdict.unsupported


def test_search_radius_in_metres_supports_a_km_claim() -> None:
    # a place search echoes its radius as radius_m / radius_km; answers state it in km
    evidence = [
        '{"query": "약국", "radius_m": 2000, "places": [{"name": "큰믿음약국", "distance_m": 102}]}'
    ]
    assert check("반경 2.0km 안에서 큰믿음약국(102m)을 찾았습니다.", evidence).grounded
    assert check("반경 2km", ['{"radius_km": 2.0}']).grounded
    assert not check("반경 3.0km", evidence).grounded
