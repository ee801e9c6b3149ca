"""Round 13: a value bound to the whole name of its row (a name in three words, a label word
negated as a modifier) and English names bound to Korean rows. Each class pairs the true form,
which passes, with its wrong twin, flagged at the value with the subject it was given to."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev

STATIONS = ev(
    {"query": "재활용센터", "origin": "교동", "places": [
        {"name": "교동 재활용 정거장", "category": "재활용 정거장", "distance_m": 600,
         "hours": "18:00-22:00"},
        {"name": "포남 재활용 정거장", "category": "재활용 정거장", "distance_m": 1500,
         "hours": "18:00-22:00"}], "found": 2}
)  # fmt: skip
PAPER = ev(
    {"region_name": "충청권", "items": [
        {"item_name": "신문지", "form": "압축", "price_per_kg": 115},
        {"item_name": "신문지", "form": "비압축", "price_per_kg": 90},
        {"item_name": "골판지", "form": "압축", "price_per_kg": 82}], "survey_date": "2025-05"}
)  # fmt: skip


def _flags(answer: str, evidence: Evidence) -> list[tuple[str, str]]:
    return [(c.text, c.why or "") for c in check(answer, evidence).unsupported]


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a name in three words: each word next to the next is one name, all of it required
        (STATIONS, "포남 재활용 정거장은 1.5km 거리예요.", []),
        (STATIONS, "포남 재활용 정거장은 600m 거리예요.", [("600m", "포남")]),
        (STATIONS, "포남 재활용 정거장 is only 1.5 km away.", []),
        (STATIONS, "포남 재활용 정거장 is only 600m away.", [("600m", "포남")]),
        # a label word negated as the modifier of the next word: its 비- row
        (PAPER, "압축 안 한 신문지는 kg당 90원이에요.", []),
        (PAPER, "압축 안 한 신문지는 kg당 115원이에요.", [("kg당 115원", "not for 신문지")]),
        (PAPER, "압축하지 않은 신문지는 90원, 압축한 건 115원이에요.", []),
        (PAPER, "압축하지 않은 신문지는 115원이에요.", [("115원", "not for 신문지")]),
    ],
)  # fmt: skip
def test_a_value_is_bound_to_its_rows_whole_name(
    evidence: Evidence, answer: str, expected: list[tuple[str, str]]
) -> None:
    got = _flags(answer, evidence)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but not for" in why and part in why


BANKS = ev(
    {"query": "동전 교환 은행", "places": [
        {"name": "KB국민은행 대구중앙지점", "category": "은행", "distance_m": 520},
        {"name": "신한은행 반월당지점", "category": "은행", "distance_m": 900},
        {"name": "홈플러스 둔산점", "category": "마트", "distance_m": 1120}], "found": 3}
)  # fmt: skip
MATTRESSES = ev(
    {"district": "해운대구", "items": [
        {"item_name": "매트리스", "spec": "1인용", "fee": 6000},
        {"item_name": "매트리스", "spec": "2인용", "fee": 10000},
        {"item_name": "매트리스", "spec": "유아용", "free": True, "fee": 0}]}
)  # fmt: skip
SOFAS = ev(
    {"district": "흥덕구", "items": [
        {"item_name": "소파", "spec": "1인용", "fee": 4000},
        {"item_name": "소파", "spec": "3인용 이상", "fee": 16000}]}
)  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a branch of a chain by its place and "branch" (지점, 점), romanised
        (BANKS, "Shinhan Bank's Banwoldang branch is 900 m away.", []),
        (BANKS, "Shinhan Bank's Banwoldang branch is 520 m away.",
         [("520 m", "Banwoldang branch")]),
        (BANKS, "The Homeplus Dunsan store is 1,120 m away.", []),
        (BANKS, "The Dunsan store is 900 m away.", [("900 m", "Dunsan store")]),
        # a single and a double (1인용, 2인용), and a crib mattress (유아용)
        (MATTRESSES, "A single mattress is 6,000 won and a double is 10,000 won; crib mattresses "
         "are free.", []),
        (MATTRESSES, "A single mattress is 10,000 won and a double is 6,000 won.",
         [("10,000 won", "single"), ("6,000 won", "double")]),
    ],
)  # fmt: skip
def test_english_names_bind_to_korean_rows(
    evidence: Evidence, answer: str, expected: list[tuple[str, str]]
) -> None:
    got = _flags(answer, evidence)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but not for" in why and part in why


def test_the_words_after_the_previous_values_for_are_its_own() -> None:
    """ "from ₩4,000 for a single seat up to ₩16,000": the single seat is ₩4,000's."""
    answer = "Sofas run from ₩4,000 for a single seat up to ₩16,000 for a couch."
    assert _flags(answer, SOFAS) == []
    wrong = "Sofas run from ₩16,000 for a single seat up to ₩4,000 for a couch."
    assert [t for t, _ in _flags(wrong, SOFAS)] == ["₩16,000"]


SHOP = ev(
    {"site": "둔산 자원순환가게", "rewards": [
        {"item": "투명 페트병", "unit": "1kg", "points": 500, "daily_limit_kg": 3},
        {"item": "유색 페트병", "unit": "1kg", "points": 300, "daily_limit_kg": 2},
        {"item": "소형가전", "unit": "1개", "points": 200, "daily_limit_kg": 5},
        {"item": "형광등", "unit": "1개", "points": 50, "daily_limit_kg": 1}]}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # a daily limit keyed by its unit (daily_limit_kg) is its own row's
        ("투명 페트병은 1kg당 500포인트, 하루 3kg까지예요.", []),
        ("투명 페트병은 1kg당 500포인트, 하루 2kg까지예요.", [("2kg", "페트병")]),
        ("소형가전은 하루 5kg, 형광등은 1kg까지예요.", []),
        ("소형가전은 하루 1kg, 형광등은 5kg까지예요.", [("1kg", "소형가전"), ("5kg", "형광등")]),
        ("Small appliances: up to 5 kg a day.", []),
        ("Small appliances: up to 1 kg a day.", [("1 kg", "Small appliances")]),
        # unsure: the row named after the value
        ("PET earns 500 points, and you can bring up to 1 kg of fluorescent lamps a day.", []),
        # "clear" is 투명's as well as 무색's (round 35): the coloured PET's 2 kg, misattributed
        ("Clear PET: up to 2 kg a day.", [("2 kg", "PET")]),
        ("Clear PET: up to 3 kg a day.", []),
    ],
)  # fmt: skip
def test_a_keyed_measure_is_its_own_rows(answer: str, expected: list[tuple[str, str]]) -> None:
    got = _flags(answer, SHOP)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but not for" in why and part in why


SITES = ev(
    {"site": "수원시 영통구 자원순환가게", "rewards": [
        {"item": "투명 페트병", "unit": "1kg", "points": 500},
        {"item": "캔", "unit": "1kg", "points": 400}]},
    {"site": "연수구 순환자원 회수센터", "rewards": [
        {"item": "투명 페트병", "unit": "1kg", "points": 600},
        {"item": "캔", "unit": "1kg", "points": 350}]},
)  # fmt: skip


def test_points_are_the_site_named_last_before_them() -> None:
    """A site's points in rows under it; the site is the one named last before the value (by a
    word of its name no other site's name has: 영통구)."""
    right = "캔은 연수구 순환자원 회수센터가 1kg당 350포인트로, 수원 영통구 자원순환가게(400포인트)보다 낮아요."
    assert _flags(right, SITES) == []
    wrong = "캔은 연수구 순환자원 회수센터가 1kg당 400포인트로, 수원 영통구 자원순환가게(350포인트)보다 높아요."
    got = _flags(wrong, SITES)
    assert [t for t, _ in got] == ["400포인트", "350포인트"]
    assert "another site than 연수구 순환자원 회수센터" in got[0][1]
    assert "another site than 수원시 영통구 자원순환가게" in got[1][1]


EXCHANGES = ev(
    {"query": "종이팩 교환", "places": [
        {"name": "잠실본동 주민센터", "distance_m": 560, "exchange": "종이팩 1kg → 화장지 1롤"},
        {"name": "잠실2동 주민센터", "distance_m": 980, "exchange": "종이팩 1kg → 화장지 1롤"},
        {"name": "송파 자원순환가게", "distance_m": 2100, "exchange": "종이팩 500g → 화장지 1롤"}],
     "found": 3}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # an exchange amount (a weight: 1kg or 500g) is the site's named last before it
        ("잠실본동 주민센터는 종이팩 1kg을 가져가면 화장지 1롤로 바꿔줘요.", []),
        ("송파 자원순환가게는 종이팩 500g만 가져가도 화장지 1롤을 줘요.", []),
        ("잠실본동 주민센터는 종이팩 500g을 가져가면 화장지 1롤로 바꿔줘요.",
         [("종이팩 500g", "another site than 잠실본동 주민센터")]),
        ("송파 자원순환가게에선 종이팩 1kg을 가져가야 화장지 1롤이에요.",
         [("종이팩 1kg", "another site than 송파 자원순환가게")]),
    ],
)  # fmt: skip
def test_an_exchange_amount_is_its_sites(answer: str, expected: list[tuple[str, str]]) -> None:
    got = _flags(answer, EXCHANGES)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert part in why


BINS = ev(
    {"query": "의류수거함", "places": [
        {"name": "정자동 의류수거함 #14", "category": "의류수거함", "detail": "SK정자주유소 맞은편",
         "distance_m": 210},
        {"name": "정자동 의류수거함 #9", "category": "의류수거함", "detail": "정자역 3번 출구 앞",
         "distance_m": 380}], "found": 2}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # the number of a numbered name ("#14") names its row: its landmark, its distance
        ("Bin #14 is right across from SK정자주유소 맞은편, about 210 m from you.", []),
        ("Bin #14 is right in front of 정자역 3번 출구 앞, about 210 m from you.",
         [("정자역 3번 출구 앞", "not for #14")]),
        ("Bin #9 is 380 m away.", []),
        ("Bin #9 is 210 m away.", [("210 m", "not for #9")]),
        # a number no row has names nothing (unsure)
        ("Bin #1 is 210 m away.", []),
    ],
)  # fmt: skip
def test_a_numbered_name_binds_its_row(answer: str, expected: list[tuple[str, str]]) -> None:
    got = _flags(answer, BINS)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but" in why and part in why


@pytest.mark.parametrize(
    "answer",
    [
        "소형가전과 형광등은 각각 하루 5kg, 1kg까지예요.",  # paired by 각각: the main binding's
        "소형가전과 형광등은 하루 1kg까지예요.",  # coordinated rows: unsure
    ],
)
def test_a_keyed_measure_of_coordinated_rows_is_unsure(answer: str) -> None:
    assert _flags(answer, SHOP) == []


CAFES = ev(
    {"query": "커피찌꺼기", "places": [
        {"name": "카페 온기", "distance_m": 150, "hours": "08:00-22:00"},
        {"name": "모퉁이커피", "distance_m": 430, "hours": "10:00-21:00"},
        {"name": "전주커피공방", "distance_m": 980, "hours": "09:00-23:00"}], "found": 3}
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # "<value> … 하는 곳은 NAME": the value is the place's named after the topic marker
        ("밤 11시까지 하는 곳은 전주커피공방이에요.", []),
        ("밤 11시까지 하는 곳은 모퉁이커피라서 퇴근 후에 들러도 돼요.", [("밤 11시", "모퉁이커피")]),
        ("150m 거리에 있는 곳은 카페 온기예요.", []),
        ("430m 거리에 있는 곳은 카페 온기예요.", [("430m", "온기")]),
        # a condition the place meets (넘어서, 이후, 안에) is not its value: not bound to it
        ("밤 10시 넘어서까지 여는 곳은 전주커피공방이에요.", []),
    ],
)  # fmt: skip
def test_a_place_named_after_its_value(answer: str, expected: list[tuple[str, str]]) -> None:
    got = _flags(answer, CAFES)
    assert [t for t, _ in got] == [t for t, _ in expected]
    for (_, why), (_, part) in zip(got, expected, strict=True):
        assert "is in tool outputs but not for" in why and part in why
