"""Round 11: prose conditions widened to their classes, and counts of kinds and subsets.

- an enumeration that adds an option to a tool-output list it otherwise quotes (where bags are
  handed out, how a fee is paid) — ``listed.py``;
- a good the tool outputs exclude, called fine or accepted — ``excluded.py``;
- where to pay, buy or get a thing in English word order, and where the tools say nothing of
  paying — ``venues.py``; the way (or the only way) to report or apply — ``venues.py``;
- counts of kinds against the list they count, counts of a subset within a distance (the
  condition decides alone), a limit in native numerals, several tool outputs as one list.

Each table holds answers that must be flagged (with the words of the flagged claim) and faithful
restatements of the same tool outputs that must pass.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

MEDICINE = {
    "program": "폐의약품 우편회수",
    "city": "세종특별자치시",
    "how": "전용 회수봉투 또는 일반 봉투에 '폐의약품' 표기 후 우체통에 투입",
    "accepted": ["알약", "가루약"],
    "excluded": ["물약", "연고", "안약"],
    "excluded_guide": "물약·연고는 주민센터 또는 약국 수거함으로",
    "bag_available_at": ["행정복지센터", "우체국"],
    "contact": "세종시 자원순환과 044-300-4240",
}
PAYMENT = {
    "district": "창원시 성산구",
    "method": "인터넷 신고(창원시 대형폐기물 신고센터) 또는 읍면동 방문",
    "department": "자원순환과",
    "phone": "055-225-4362",
    "payment": ["카드", "계좌이체"],
    "as_of": "2025-01-02",
}
VISIT_ONLY = {
    "district": "양천구",
    "method": "동 행정복지센터 방문 신고만 가능",
    "department": "청소행정과",
    "phone": "02-2620-3421",
    "as_of": "2025-01-02",
}
ONLINE_ONLY = {
    "district": "마포구",
    "method": "인터넷 신고만 가능(마포구청 누리집)",
    "as_of": "2025-01-02",
}
FEES = {
    "district": "은평구",
    "items": [
        {"item_name": "신발장", "spec": "전체", "free": False, "fee": 4000},
        {"item_name": "항아리", "spec": "대", "free": False, "fee": 3000},
    ],
    "as_of": "2025-06-10",
}
SOFAS = {
    "district": "청주시 흥덕구",
    "items": [
        {"item_name": "소파", "spec": spec, "free": False, "fee": fee}
        for spec, fee in [
            ("1인용", 4000),
            ("2인용", 7000),
            ("3인용", 10000),
            ("4인용 이상", 13000),
            ("카우치·코너형", 16000),
        ]
    ],  # fmt: skip
    "as_of": "2025-02-28",
}
BINS = {
    "query": "의류수거함",
    "bins": [
        {"name": "효자2동 주민센터 앞 의류수거함", "distance_m": 150},
        {"name": "효자 주공아파트 정문", "distance_m": 480},
        {"name": "서부신시가지 공원 입구", "distance_m": 1020},
        {"name": "삼천동 성당 옆", "distance_m": 1570},
    ],
    "found": 4,
}
APPLIANCES = {
    "service": "폐가전 무상방문수거",
    "rules": {
        "small_appliance": {"min_items": 5, "examples": ["전기밥솥", "선풍기"], "fee": 0},
        "large_appliance": {"min_items": 1, "examples": ["냉장고", "세탁기"], "fee": 0},
    },
    "booking": {"phone": "1599-0903"},
}
CITIES: list[object] = [
    {"place": "광주", "temperature_c": -0.6, "sky": "눈"},
    {"place": "전주", "temperature_c": -1.9, "sky": "흐림"},
    {"place": "목포", "temperature_c": 1.4, "sky": "흐림"},
]
MACHINES = {
    "query": "투명페트병 무인회수기",
    "machines": [
        {"name": "상계3·4동 주민센터 앞", "distance_m": 520, "hours": "06:00~22:00"},
        {"name": "노원구청 광장", "distance_m": 1340, "hours": "24시간"},
        {"name": "상계역 2번 출구", "distance_m": 900, "hours": "07:00~23:00"},
    ],
}
CONTRACTORS = {
    "district": "강서구",
    "contractors": [
        {"name": "(주)강서환경", "phone": "02-2606-1234"},
        {"name": "새한자원(주)", "phone": "02-3661-5678"},
        {"name": "푸른도시(주)", "phone": "02-2662-9012"},
    ],
}
BAGS = {"district": "송파구", "bags": [{"size": "20L", "price": 490}], "as_of": "2025-01"}
GOYANG: list[object] = [
    {"district": "고양시 일산동구", "method": "고양시 대형폐기물 인터넷 신고만 가능"},
    {"district": "고양시 덕양구", "method": "덕양구 행정복지센터 방문 신고만 가능"},
]
EMPTY = {"query": "폐형광등", "origin": "경북 청송군", "places": [], "found": 0}

FLAGGED: list[tuple[list[object], str, str]] = [
    # an option added to a list the answer otherwise quotes
    ([MEDICINE], "회수봉투는 행정복지센터·우체국·편의점에서 받을 수 있어요.", "편의점"),
    ([PAYMENT], "성산구는 인터넷 신고 후 카드, 계좌이체, 현금으로 결제할 수 있어요.", "현금"),
    ([PAYMENT], "결제는 카드나 계좌이체나 상품권으로 해요.", "상품권"),
    # an excluded good called fine or accepted
    ([MEDICINE], "Liquid medicine is also fine if it's sealed in a bottle.", "Liquid medicine"),
    ([MEDICINE], "물약도 괜찮아요.", "물약"),
    ([MEDICINE], "Eye drops can go in the bag too.", "Eye drops"),
    # where to pay, buy or get a thing, in English word order
    ([FEES], "Shoe cabinets are ₩4,000, and you can pay at any convenience store.", "convenience"),
    ([MEDICINE], "You can get bags at community centers, post offices or convenience stores.",
     "convenience"),
    # the way to report or apply
    ([VISIT_ONLY], "양천구는 인터넷 신고만 받아요.", "인터넷"),
    ([VISIT_ONLY], "Book by phone at 02-2620-3421.", "by phone"),
    ([ONLINE_ONLY], "마포구는 전화 신청도 돼요.", "전화"),
    ([PAYMENT], "성산구는 인터넷 신고만 받아요.", "인터넷"),
    ([PAYMENT], "Reports are taken online only.", "online"),
    # counts of kinds and of a subset within a distance
    ([SOFAS], "흥덕구 소파는 크기별로 여섯 가지 구간이 있어요.", "여섯 가지"),
    ([SOFAS], "Sofas in Heungdeok-gu come in six size brackets.", "six size brackets"),
    ([BINS], "There are three bins within 1 km.", "three bins"),
    ([BINS], "세 곳이 1km 안에 있어요.", "세 곳"),
    ([APPLIANCES], "냉장고 같은 대형가전은 두 대부터 무료로 수거해요.", "두 대부터"),
    ([FEES], "신발장은 4,000원이에요. 스티커는 가까운 편의점에서도 살 수 있어요.", "편의점"),
    (GOYANG, "일산동구는 행정복지센터에 방문해서 신고해야 하고, 덕양구는 인터넷 신고만 받아요.",
     "인터넷"),
    ([MACHINES], "24시간 운영하는 무인회수기는 두 곳이에요.", "두 곳"),
    ([CONTRACTORS], "Gangseo-gu has four licensed contractors for bulky waste.", "four"),
    ([CONTRACTORS], "강서구는 4개 업체가 나눠 맡아요.", "4개 업체"),
    # a department no tool output names, in an empty-result answer (see GROUNDING.md)
    ([EMPTY], "청송군은 해당 지역 자료가 없어요. 군청 환경과에 문의해 보시는 게 좋겠어요.", "환경과"),
]  # fmt: skip

PASSES: list[tuple[list[object], str]] = [
    ([MEDICINE], "회수봉투는 행정복지센터나 우체국에서 받을 수 있어요."),
    ([MEDICINE], "Collection bags are available at community service centers and post offices."),
    ([MEDICINE], "세종시는 알약과 가루약을 봉투에 담아 우체통에 넣으면 돼요."),
    ([MEDICINE], "물약·연고·안약은 우편으로 안 되니 주민센터나 약국 수거함을 이용하세요."),
    ([MEDICINE], "물약은 약국 수거함에 넣으면 돼요."),  # where the tool text sends it
    ([MEDICINE], "Pills and powders are accepted; liquid medicine and eye drops are not."),
    ([PAYMENT], "성산구는 카드나 계좌이체로 결제할 수 있어요."),
    ([PAYMENT], "카드, 계좌이체 등으로 결제할 수 있고 문의는 055-225-4362예요."),
    ([PAYMENT], "성산구는 인터넷으로 신고하거나 읍면동에 방문하면 돼요."),
    ([PAYMENT], "You can only apply online or in person."),
    ([PAYMENT], "인터넷이나 읍면동 방문으로만 신고할 수 있어요."),
    ([VISIT_ONLY], "양천구는 방문 신고만 돼요."),
    ([VISIT_ONLY], "양천구는 동 행정복지센터에 방문해서 신고하면 돼요."),
    ([FEES], "Shoe cabinets are ₩4,000 in Eunpyeong-gu; report it online and pay the fee."),
    ([FEES], "신발장은 4,000원이에요. 스티커는 주민센터에서 안 팔아요?"),
    ([SOFAS], "흥덕구 소파는 크기별로 다섯 가지 구간이 있어요. 1인용 4천 원부터 시작해요."),
    ([SOFAS], "Sofas in Heungdeok-gu come in five size brackets."),
    ([BINS], "There are two bins within 1 km: 효자2동 주민센터 앞 (150 m) and 효자 주공아파트 정문 (480 m)."),
    ([BINS], "Two bins are within 1 km."),
    ([BINS], "1,000m 안에 두 곳이 있어요."),
    ([APPLIANCES], "냉장고·세탁기 같은 대형가전은 한 대만 있어도 무료로 수거해요."),
    (CITIES, "• 광주 -0.6℃\n• 전주 -1.9℃\n• 목포 1.4℃\n세 곳 중 영하인 곳은 광주와 전주 두 곳이에요."),
    ([EMPTY], "청송군은 해당 지역 자료가 없어요. 군청에 문의해 보시는 게 좋겠어요."),
    ([BAGS], "20L 봉투는 490원이에요. 봉투는 가까운 편의점이나 마트에서 구입할 수 있어요."),
    (GOYANG, "일산동구는 인터넷 신고만 받고, 덕양구는 행정복지센터 방문 신고만 받아요."),
    ([MACHINES], "24시간 운영하는 무인회수기는 노원구청 광장 한 곳이에요."),
    ([MACHINES], "밤 10시 이후에도 쓸 수 있는 곳은 노원구청 광장(24시간)과 상계역 2번 출구 두 곳이에요."),
    ([CONTRACTORS], "Gangseo-gu has three licensed contractors for bulky waste."),
]  # fmt: skip


@pytest.mark.parametrize(("objs", "answer", "words"), FLAGGED)
def test_an_unsupported_condition_or_count_is_flagged(
    objs: list[object], answer: str, words: str
) -> None:
    found = flagged(answer, ev(*objs))
    assert any(words in t or t in words for t in found), found


@pytest.mark.parametrize(("objs", "answer"), PASSES)
def test_a_faithful_restatement_passes(objs: list[object], answer: str) -> None:
    assert flagged(answer, ev(*objs)) == []


def test_the_flagged_claims_say_why() -> None:
    from guardrails.grounding import check

    verdict = check("회수봉투는 행정복지센터·우체국·편의점에서 받을 수 있어요.", ev(MEDICINE))
    (claim,) = verdict.unsupported
    assert claim.kind == "condition" and claim.text == "편의점"
    assert claim.why == "'편의점' is not among the tool output's 우체국/행정복지센터"
    (claim,) = check("물약도 괜찮아요.", ev(MEDICINE)).unsupported
    assert claim.why == "'의약품/물약' is excluded in tool outputs"
    (claim,) = check("You can pay at any convenience store.", ev(FEES)).unsupported
    assert claim.why == "no tool output says where to pay"
