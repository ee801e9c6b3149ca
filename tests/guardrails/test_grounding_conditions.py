"""Prose conditions and rules (guardrails/grounding/conditions.py): schedules, accepted goods,
exclusivity and universality, exchange rules and rule texts given to another subject.

Each table holds answers the check must flag (with the condition's words in the flagged claim) and
faithful restatements of the same tool outputs that must pass.
"""

from __future__ import annotations

import json

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.conditions import condition_claims
from specialists.korean.goods import goods_names
from tests.guardrails.grounding_helpers import VOCAB

TRUCK = json.dumps(
    {
        "service": "재활용 이동수거차량",
        "district": "고양시 일산동구",
        "stops": [
            {"stop": "정발산역 1번 출구", "day": "월", "time": "10:00~11:30"},
            {"stop": "마두역 공영주차장", "day": "월", "time": "13:00~14:30"},
            {"stop": "백석동 흰돌마을 관리사무소", "day": "수", "time": "10:00~11:30"},
        ],
        "accepts": ["폐건전지", "폐형광등", "소형가전", "종이팩"],
        "phone": "031-8075-4471",
        "as_of": "2025-03-10",
    },
    ensure_ascii=False,
)
OIL = json.dumps(
    {
        "query": "폐식용유",
        "district": "연수구",
        "sites": [
            {
                "name": "송도1동 행정복지센터",
                "collection_day": "매월 둘째 주 수요일",
                "time": "10:00~15:00",
            },
            {
                "name": "송도2동 행정복지센터",
                "collection_day": "매월 넷째 주 수요일",
                "time": "10:00~15:00",
            },
        ],
        "as_of": "2025-05-12",
    },
    ensure_ascii=False,
)
JEJU = json.dumps(
    {
        "district": "제주시",
        "place": "클린하우스 옆 지정장소",
        "notes": ["요일별 배출제 시행", "대형폐기물은 요일 무관"],
        "as_of": "2024-08-01",
    },
    ensure_ascii=False,
)
POSTS = json.dumps(
    {
        "query": "폐의약품",
        "places": [
            {"name": "유성우체국", "distance_m": 1050, "hours": "평일 09:00~18:00, 토 09:00~13:00"},
            {"name": "봉명동 행정복지센터", "distance_m": 260, "hours": "평일 09:00~18:00"},
            {"name": "CU 봉명점", "distance_m": 300, "hours": "24시간"},
        ],
        "as_of": "2025-09-01",
    },
    ensure_ascii=False,
)
MACHINES = json.dumps(
    {
        "query": "무인회수기",
        "machines": [
            {"name": "정자1동 행정복지센터 앞", "accepts": ["캔", "페트"], "hours": "06:00~22:00"},
            {"name": "분당구청 주차장", "accepts": ["페트"], "hours": "24시간"},
            {"name": "수내역 공영주차장", "accepts": ["캔"], "hours": "24시간"},
        ],
        "as_of": "2025-10-15",
    },
    ensure_ascii=False,
)
ICE = json.dumps(
    {
        "query": "아이스팩",
        "places": [
            {"name": "역삼1동 주민센터", "distance_m": 410, "hours": "평일 09:00~18:00"},
            {
                "name": "GS25 역삼센터점",
                "distance_m": 560,
                "hours": "24시간",
                "detail": "젤 타입만",
            },
        ],
        "as_of": "2025-08-01",
    },
    ensure_ascii=False,
)
FRIDGES = json.dumps(
    {
        "district": "수원시 영통구",
        "items": [
            {"item_name": "냉장고", "spec": "300L 이상", "free": True, "fee": 0},
            {"item_name": "냉장고", "spec": "300L 미만", "free": False, "fee": 4000},
            {"item_name": "TV", "spec": "55인치 이상", "free": True, "fee": 0},
            {"item_name": "TV", "spec": "55인치 미만", "free": True, "fee": 0},
        ],
        "as_of": "2025-05-12",
    },
    ensure_ascii=False,
)
EXCHANGE = json.dumps(
    {
        "district": "성북구",
        "rules": [
            {"item": "종이팩", "unit": "1kg", "reward": "화장지 1롤"},
            {"item": "폐건전지", "unit": "20개", "reward": "새 건전지 2개"},
        ],
        "as_of": "2025-02-01",
    },
    ensure_ascii=False,
)
RESERVED = json.dumps(
    {
        "query": "아이스팩 수거함",
        "places": [
            {
                "name": "잠실3동 주민센터",
                "accept": "젤·물 아이스팩 모두",
                "hours": "평일 09:00~18:00",
            },
            {
                "name": "송파구청 재활용센터",
                "accept": "젤·물 아이스팩 모두",
                "hours": "매일 08:00~17:00",
            },
        ],
        "reward": "아이스팩 10개당 종량제봉투 5L 1매(송파구청 재활용센터만)",
        "as_of": "2025-08-01",
    },
    ensure_ascii=False,
)
GANGNAM = json.dumps(
    {"district": "강남구", "method": "온라인 신고 후 납부필증 부착", "place": "집 앞 지정장소",
     "as_of": "2024-03-15"},
    ensure_ascii=False,
)  # fmt: skip
SONGPA = json.dumps(
    {"district": "송파구", "method": "동 주민센터에서 신고 후 스티커 부착",
     "place": "배출 당일 오전 6시 전 집 앞", "as_of": "2024-03-15"},
    ensure_ascii=False,
)  # fmt: skip

FLAGGED = [
    # schedules: a day the subject's row does not give, an invented day, a week of the month
    ([TRUCK], "마두역 공영주차장엔 수요일 13:00~14:30에 차가 와요.", "수요일"),
    ([TRUCK], "The truck stops at 백석동 흰돌마을 관리사무소 every Friday.", "Friday"),
    ([OIL], "송도2동 행정복지센터는 매월 둘째 주 수요일에 받아요.", "둘째 주 수요일"),
    ([JEJU], "Bulky waste goes out only on Wednesdays.", "Wednesdays"),
    ([POSTS], "유성우체국은 토요일에도 09:00~18:00 열어요.", "토요일"),
    ([POSTS], "봉명동 행정복지센터는 24시간 열려 있어요.", "24시간"),
    # accepted goods: an invented good, "only" where the list holds more
    (
        [TRUCK],
        "The mobile truck takes batteries, fluorescent lamps and used cooking oil.",
        "cooking oil",
    ),
    ([MACHINES], "수내역 공영주차장 takes PET bottles only.", "PET"),
    ([MACHINES], "정자1동 행정복지센터 앞은 캔만 받아요.", "캔"),
    # universality against a restriction or rows of another fee
    ([ICE], "GS25 역삼센터점 accepts any ice pack, including water-type ones.", "any ice"),
    ([FRIDGES], "영통구에서는 냉장고 크기와 상관없이 모두 무료로 수거해요.", "상관없이"),
    # exchange rules: a good the subject's rules do not name, a reward reserved for another site
    ([EXCHANGE], "성북구는 폐형광등 5개 가져가면 종량제봉투도 줘요.", "형광등"),
    (
        [RESERVED],
        "잠실3동 주민센터에 아이스팩 10개를 가져가시면 5L 종량제봉투 1매를 받을 수 있어요.",
        "종량제봉투",
    ),
    # a rule text of one district given to another
    ([GANGNAM, SONGPA], "강남구는 배출 당일 오전 6시 전 집 앞에 내놓으시면 돼요.", "오전 6시"),
]

PASSES = [
    ([TRUCK], "마두역 공영주차장엔 월요일 오후 1시~2시 30분에 와요."),
    ([TRUCK], "마두역 공영주차장: 매주 월요일 13:00~14:30"),
    ([TRUCK], "The truck takes batteries, fluorescent lamps, small appliances and paper cartons."),
    ([TRUCK], "It collects batteries and lamps, among other things."),
    ([OIL], "송도2동 행정복지센터는 매월 넷째 주 수요일 10시~15시에 받아요."),
    ([OIL], "송도2동 collects on the fourth Wednesday of each month."),
    ([JEJU], "대형폐기물은 요일 상관없이 클린하우스 옆 지정장소에 내놓으면 돼요."),
    ([POSTS], "유성우체국은 토요일 9시~13시, 평일 9시~18시에 열어요."),
    ([POSTS], "유성우체국은 토요일은 09:00~13:00까지만 열어요."),
    ([POSTS], "CU 봉명점은 24시간 열려 있어요."),
    ([POSTS], "토요일에도 여는 곳이 있나요? 유성우체국은 토요일 오전 9시부터 오후 1시까지 열어요."),
    ([MACHINES], "수내역 공영주차장은 캔만 받아요."),
    ([MACHINES], "분당구청 주차장 also takes PET bottles, and it is open 24 hours."),
    ([ICE], "GS25 역삼센터점 accepts gel-type ice packs only and is open 24 hours."),
    ([FRIDGES], "TV는 크기 상관없이 무료예요."),
    ([FRIDGES], "300L 미만 냉장고는 4,000원이고 TV는 크기와 상관없이 무료예요."),
    ([FRIDGES], "냉장고는 300L 이상이면 무료, 300L 미만이면 4,000원이에요."),
    (
        [EXCHANGE],
        "성북구는 종이팩 1kg 가져가면 화장지 1롤, 폐건전지 20개면 새 건전지 2개로 바꿔줘요.",
    ),
    (
        [RESERVED],
        "송파구청 재활용센터에 아이스팩 10개를 가져가시면 종량제봉투 5L 1매를 받을 수 있어요.",
    ),
    (
        [GANGNAM, SONGPA],
        "송파구는 배출 당일 오전 6시 전 집 앞에 내놓아요. 강남구는 집 앞 지정장소에 두세요.",
    ),
    ([GANGNAM, SONGPA], "어느 구에 사시는지 알려주시면 요일별 배출 일정을 찾아볼게요."),
]


@pytest.mark.parametrize(("evidence", "answer", "words"), FLAGGED)
def test_a_condition_the_tools_do_not_give_is_flagged(
    evidence: list[str], answer: str, words: str
) -> None:
    flagged = condition_claims(answer, tuple(evidence), VOCAB.goods)
    assert any(words in c.text for c in flagged), [(c.text, c.why) for c in flagged]
    verdict = check(
        answer, Evidence.from_texts(evidence, places=VOCAB)
    )  # flagged once: by the value check or as a condition
    assert not verdict.grounded
    assert any(words in c.text or c.text in words for c in verdict.unsupported)


@pytest.mark.parametrize(("evidence", "answer"), PASSES)
def test_a_faithful_condition_passes(evidence: list[str], answer: str) -> None:
    assert condition_claims(answer, tuple(evidence), VOCAB.goods) == []


def test_an_answer_without_condition_words_reads_nothing() -> None:
    assert condition_claims("가장 가까운 곳은 350m 거리예요.", (TRUCK,), VOCAB.goods) == []


def test_the_flagged_claim_says_why() -> None:
    (claim,) = condition_claims("마두역 공영주차장엔 수요일에 와요.", (TRUCK,), VOCAB.goods)
    assert claim.why == "day 수 not stated for it"
    assert claim.text == "수요일" and claim.kind == "condition"


def test_goods_are_read_by_the_names_the_caller_passes() -> None:
    """The names of goods come from ``specialists.korean.goods`` through the vocabulary; without
    them no good is read, so an item the check cannot name never flags."""
    bin_ = json.dumps(
        {"name": "망원1동 주민센터", "accepts": ["폐건전지", "폐형광등"], "as_of": "2025-10-01"},
        ensure_ascii=False,
    )
    answer = "망원1동 주민센터는 폐건전지와 폐식용유를 받아요."
    (claim,) = condition_claims(answer, (bin_,), VOCAB.goods)
    assert "식용유" in claim.text and claim.why == "'식용유' not named for it in tool outputs"
    assert not check(answer, Evidence.from_texts([bin_], places=VOCAB)).grounded
    assert condition_claims(answer, (bin_,)) == []  # no names passed: nothing read
    assert VOCAB.goods == goods_names()  # the orchestrator passes the Korean leaf's names
