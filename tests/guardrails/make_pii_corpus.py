"""Deterministic generator for ``pii_cases.jsonl`` (the labelled PII corpus).

Run from the project root::

    python -m tests.guardrails.make_pii_corpus          # rewrite pii_cases.jsonl
    python tests/guardrails/make_pii_corpus.py --check  # exit 1 if the file is stale

Synthetic identifiers get CORRECT check digits from the checksum code in
``/work/shared/reference/pii-and-grounding.md`` section 3, implemented here
independently of ``guardrails.pii`` so that the corpus does not test the detector
against itself.  Post-2020 RRNs (random digits, failing checksum) are included and
still expected to be found.  Hard negatives cover prices, dates, times, coordinates,
postcodes, order/receipt/tracking numbers, representative and toll-free numbers,
model numbers, distances, ISBNs and version strings.

Labels are unambiguous by construction: e.g. a generated bare 13/14-digit bank
account that would also read as a valid-date RRN is re-drawn, and hyphenated
accounts never use the 3-2-5 BRN or 2-2-6-2 licence shapes.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import sys
from pathlib import Path
from typing import Any

SEED = 20250115
OUT = Path(__file__).with_name("pii_cases.jsonl")

Case = dict[str, Any]
Expected = list[tuple[str, str]]

# --------------------------------------------------------------------------- checksums
_W = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)


def _digits(s: str) -> str:
    return "".join(ch for ch in s if ch.isdigit())


def rrn_check(d12: str) -> int:
    return (11 - sum(int(d12[i]) * _W[i] for i in range(12)) % 11) % 10


def frn_check(d12: str) -> int:
    return (13 - sum(int(d12[i]) * _W[i] for i in range(12)) % 11) % 10


def brn_check(d9: str) -> int:
    d = [int(c) for c in d9]
    total = sum(x * w for x, w in zip(d, (1, 3, 7, 1, 3, 7, 1, 3, 5), strict=True))
    total += (d[8] * 5) // 10
    return (10 - total % 10) % 10


def luhn_check(body: str) -> int:
    """Check digit to append to ``body`` so that the whole number passes Luhn."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        x = int(ch)
        if i % 2 == 0:
            x = x * 2 - 9 if x > 4 else x * 2
        total += x
    return (10 - total % 10) % 10


def luhn_ok(number: str) -> bool:
    d = [int(c) for c in _digits(number)][::-1]
    return (
        sum(x if i % 2 == 0 else (x * 2 - 9 if x > 4 else x * 2) for i, x in enumerate(d)) % 10 == 0
    )


# --------------------------------------------------------------------------- generators


def _num(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _birth(rng: random.Random, first: int, last: int) -> dt.date:
    start = dt.date(first, 1, 1).toordinal()
    end = dt.date(last, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def _century_digit(rng: random.Random, year: int, foreign: bool) -> str:
    if year < 1900:
        return rng.choice("90")
    base = (5 if foreign else 1) + (2 if year >= 2000 else 0)
    return str(base + rng.randint(0, 1))


def rrn(rng: random.Random, *, foreign: bool = False, valid: bool = True, old: bool = False) -> str:
    """13 digits; ``valid=False`` gives a post-2020 style number (checksum fails)."""
    born = _birth(rng, 1880, 1899) if old else _birth(rng, 1935, 2023)
    g = _century_digit(rng, born.year, foreign)
    d12 = born.strftime("%y%m%d") + g + _num(rng, 5)
    good = frn_check(d12) if foreign else rrn_check(d12)
    check = good if valid else (good + rng.randint(1, 9)) % 10
    return d12 + str(check)


def brn(rng: random.Random) -> str:
    d9 = str(rng.randint(101, 899)) + f"{rng.randint(1, 88):02d}" + _num(rng, 4)
    return d9 + str(brn_check(d9))


def card(rng: random.Random, brand: str) -> str:
    prefix, length = {
        "visa": (rng.choice(["4", "4", "49"]), 16),
        "visa13": ("4", 13),
        "master": (rng.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16),
        "amex": (rng.choice(["34", "37"]), 15),
        "bc": (rng.choice(["94", "9410", "6253"]), 16),
        "diners": ("36", 14),
        "unionpay19": ("62", 19),
    }[brand]
    body = prefix + _num(rng, length - len(prefix) - 1)
    return body + str(luhn_check(body))


def group_card(number: str, sep: str) -> str:
    n = len(number)
    if n == 15:
        parts = [number[:4], number[4:10], number[10:]]
    elif n == 14:
        parts = [number[:4], number[4:10], number[10:]]
    else:
        parts = [number[i : i + 4] for i in range(0, 16, 4)] + ([number[16:]] if n > 16 else [])
    return sep.join(parts)


def passport(rng: random.Random, *, new: bool, letter: str | None = None) -> str:
    first = letter or rng.choice("MMMMSRGD")
    if new:
        return f"{first}{_num(rng, 3)}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{_num(rng, 4)}"
    while True:
        digits = _num(rng, 8)
        if digits[:2] not in ("19", "20"):  # avoid date-like YYYYMMDD runs
            return first + digits


def licence(rng: random.Random, sep: str) -> str:
    region = rng.choice([str(n) for n in range(11, 27)] + ["28"])
    parts = [region, f"{rng.randint(0, 99):02d}", _num(rng, 6), _num(rng, 2)]
    return sep.join(parts)


_PHONE_AREAS = ["031", "032", "033", "041", "042", "043", "044", "051", "052", "053"]
_PHONE_AREAS += ["054", "055", "061", "062", "063", "064"]


def _line(rng: random.Random, middle: int) -> tuple[str, str]:
    first = str(rng.randint(2, 9)) + _num(rng, middle - 1)
    return first, _num(rng, 4)


def phone(rng: random.Random, shape: str) -> str:
    """One Korean phone number in the named shape."""
    if shape == "mobile":
        mid, last = _line(rng, 4)
        return f"010-{mid}-{last}"
    if shape == "mobile_space":
        mid, last = _line(rng, 4)
        return f"010 {mid} {last}"
    if shape == "mobile_dot":
        mid, last = _line(rng, 4)
        return f"010.{mid}.{last}"
    if shape == "mobile_bare":
        mid, last = _line(rng, 4)
        return f"010{mid}{last}"
    if shape == "mobile_59xx":  # phonenumbers reports these as invalid
        return f"010-59{rng.randint(70, 99)}-{_num(rng, 4)}"
    if shape == "legacy":
        prefix = rng.choice(["011", "016", "017", "018", "019"])
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"{prefix}-{mid}-{last}"
    if shape == "seoul":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"02-{mid}-{last}"
    if shape == "seoul_paren":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"(02){mid}-{last}" if rng.random() < 0.5 else f"(02) {mid}-{last}"
    if shape == "seoul_space":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"02 {mid} {last}"
    if shape == "landline":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"{rng.choice(_PHONE_AREAS)}-{mid}-{last}"
    if shape == "landline_paren":
        mid, last = _line(rng, 3)
        return f"({rng.choice(_PHONE_AREAS)}) {mid}-{last}"
    if shape == "landline_bare":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"{rng.choice(_PHONE_AREAS)}{mid}{last}"
    if shape == "voip":
        mid, last = _line(rng, 4)
        return f"070-{mid}-{last}"
    if shape == "personal":
        mid, last = _line(rng, rng.choice([3, 4]))
        return f"050{rng.randint(2, 8)}-{mid}-{last}"
    if shape == "intl_mobile":
        mid, last = _line(rng, 4)
        return rng.choice([f"+82 10-{mid}-{last}", f"+82-10-{mid}-{last}", f"+8210{mid}{last}"])
    if shape == "intl_seoul":
        mid, last = _line(rng, rng.choice([3, 4]))
        return rng.choice([f"+82-2-{mid}-{last}", f"+82 2-{mid}-{last}", f"+82 2 {mid} {last}"])
    if shape == "intl_landline":
        mid, last = _line(rng, 3)
        return f"+82-{rng.choice(_PHONE_AREAS)[1:]}-{mid}-{last}"
    raise ValueError(shape)


def seoul_bare_brn_collision(rng: random.Random) -> str:
    """A dash-less Seoul landline (02 + 8 digits) that also passes the BRN checksum."""
    while True:
        number = "02" + str(rng.randint(2, 9)) + _num(rng, 7)
        if brn_check(number[:9]) == int(number[9]):
            return number


def email(rng: random.Random) -> str:
    first = rng.choice(["hong", "kim", "lee", "park", "choi", "jung", "yoon", "green", "eco"])
    local = first + rng.choice(["", ".", "_", "-"]) + rng.choice(["gildong", "minsu", "jiyoung"])
    local += rng.choice(["", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))])
    if rng.random() < 0.15:
        local += "+recycle"
    domain = rng.choice(
        ["naver.com", "gmail.com", "daum.net", "hanmail.net", "kakao.com", "example.co.kr"]
        + ["company.kr", "korea.ac.kr", "gangnam.go.kr", "mail.example.org"]
    )
    return f"{local}@{domain}"


def _looks_like_rrn(number: str) -> bool:
    d = _digits(number)
    if len(d) != 13:
        return False
    g = d[6]
    century = {"1": 1900, "2": 1900, "5": 1900, "6": 1900, "3": 2000, "4": 2000, "7": 2000}
    century |= {"8": 2000, "9": 1800, "0": 1800}
    try:
        dt.date(century[g] + int(d[:2]), int(d[2:4]), int(d[4:6]))
    except ValueError:
        return False
    return True


def account(rng: random.Random, style: str) -> str:
    """A bank-account-shaped number (10–14 digits) in a bank's usual grouping."""
    while True:
        if style == "shinhan":
            number = f"110-{_num(rng, 3)}-{_num(rng, 6)}"
        elif style == "woori":
            number = f"1002-{_num(rng, 3)}-{_num(rng, 6)}"
        elif style == "kb":
            number = f"{_num(rng, 6)}-{_num(rng, 2)}-{_num(rng, 6)}"
        elif style == "hana":
            number = f"{rng.randint(100, 999)}-{_num(rng, 6)}-{_num(rng, 5)}"
        elif style == "nh":
            number = f"{rng.choice(['301', '302', '351', '352'])}-{_num(rng, 4)}-{_num(rng, 4)}"
            number += f"-{_num(rng, 2)}"
        elif style == "ibk":
            number = f"{rng.randint(100, 999)}-{_num(rng, 6)}-{_num(rng, 2)}-{_num(rng, 3)}"
        elif style == "kakao":
            number = f"3333-{_num(rng, 2)}-{_num(rng, 7)}"
        elif style == "toss":
            number = f"1000-{_num(rng, 4)}-{_num(rng, 4)}"
        elif style == "bare":
            number = str(rng.randint(1, 9)) + _num(rng, rng.choice([9, 10, 11, 12, 13]))
        else:
            raise ValueError(style)
        if not number.startswith("0") and not _looks_like_rrn(number):
            return number


def ipv4(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.3:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if kind < 0.45:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return ".".join(str(x) for x in (rng.randint(1, 223), *(rng.randint(0, 255) for _ in range(3))))


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(8)]
    style = rng.random()
    if style < 0.4:
        return "2001:db8::" + ":".join(groups[:2])
    if style < 0.6:
        return "fe80::" + ":".join(groups[:4])
    if style < 0.8:
        return ":".join(groups)
    return "::ffff:" + ipv4(rng)


# --------------------------------------------------------------------------- templates

RRN_KO = [
    "대형폐기물 신청하려는데 제 주민번호는 {x} 이에요",
    "주민등록번호 {x} 로 본인인증 해야 하나요?",
    "수거 신청서에 주민번호 {x} 적었는데 괜찮죠?",
    "폐가전 무상수거 예약할 때 {x} 입력하라고 하던데요",
    "아버지 명의로 신청할게요. 주민번호: {x}",
    "제 번호 {x}로 조회해 주세요. 소파 수거 언제 오나요?",
    "스티커 발급하려면 주민등록번호({x})가 필요한가요?",
    "{x} 이거 제 주민번호인데 감면 대상인지 확인 부탁해요",
]
RRN_EN = [
    "My resident registration number is {x}, can you book the pickup?",
    "For the bulky waste form: RRN {x}.",
    "Do you need my ID number {x} to schedule the fridge collection?",
]
FRN_KO = [
    "외국인등록번호 {x}로 폐기물 신청 가능한가요?",
    "저는 외국인이에요. 등록번호는 {x} 입니다",
    "외국인등록증 번호 {x} 넣으면 스티커 살 수 있나요?",
    "수거 예약자 외국인번호: {x}",
]
FRN_EN = [
    "I'm a foreign resident, my ARC number is {x}. How do I dispose of a mattress?",
    "Alien registration no. {x} - can I apply for large waste pickup?",
]
BRN_KO = [
    "사업자등록번호 {x} 로 사업장 폐기물 신고하려고요",
    "가게 사업자번호는 {x}이고 폐식용유 수거 문의드려요",
    "우리 회사({x}) 명의로 폐가전 수거 신청할게요",
    "세금계산서 발행해 주세요. 사업자 {x}",
    "{x} 사업자로 재활용품 매입 가능한가요?",
]
BRN_EN = [
    "Our business registration number is {x}; we need a commercial waste contract.",
    "Please invoice company {x} for the pallet pickup.",
]
BRN_BARE = [
    "사업자등록번호 {x} 입니다",
    "사업자번호는 {x}이에요",
    "등록번호: {x} (사업자)",
    "business registration number {x}",
    "BRN {x}",
]
PASSPORT_KO = [
    "여권번호 {x}로 외국인 폐기물 신청 되나요?",
    "신분증 대신 여권({x})으로 인증할게요",
    "제 여권 번호는 {x} 입니다. 스티커 구매 가능한가요?",
    "{x} 여권으로 본인확인 했어요",
]
PASSPORT_EN = [
    "My passport number is {x}, is that enough to register?",
    "Passport: {x}. I just moved to Mapo-gu.",
]
PASSPORT_NOCTX = [
    "신분 확인용 번호 {x} 보내드려요",
    "번호는 {x} 이고 이름은 John Smith입니다",
    "ID {x}, pickup on Saturday please.",
]
LICENCE_KO = [
    "운전면허번호 {x}로 본인확인 할게요",
    "면허증 번호: {x}",
    "운전면허증({x}) 사진 보내도 되나요?",
    "제 면허번호는 {x}예요. 폐차 신청하려고요",
]
LICENCE_EN = [
    "Driver's license number {x}, for the scrap car deregistration.",
    "licence no. {x}",
]
PHONE_KO = [
    "연락처 {x}로 알려주세요",
    "수거 기사님이 {x}로 전화 주시면 돼요",
    "문자는 {x} 으로 보내 주세요",
    "제 휴대폰 번호는 {x}입니다",
    "{x} 로 연락 부탁드립니다. 냉장고 수거 건이에요",
    "관리사무소 번호가 {x}인데 여기로 신청하면 되나요?",
    "집 전화 {x}, 오전에만 받아요",
    "폐가전 수거 예약했어요. 연락은 {x}",
    "번호 남길게요 {x}",
    "혹시 안 되면 {x}로 카톡 주세요",
]
PHONE_EN = [
    "Call me at {x} when the truck arrives.",
    "My number is {x}.",
    "Please text {x} to confirm the pickup time.",
    "Contact: {x}",
]
EMAIL_KO = [
    "이메일 {x}로 신청서 보내 주세요",
    "영수증은 {x} 으로 받을게요",
    "메일 주소: {x}",
    "{x}로 수거 일정 안내 부탁해요",
    "답장은 {x}에 남겨주세요",
]
EMAIL_EN = [
    "Send the confirmation to {x}, thanks.",
    "My email is {x}.",
    "You can reach me at {x} about the e-waste drop-off.",
]
CARD_KO = [
    "스티커 결제할 카드번호 {x} 입니다",
    "신용카드 {x}로 결제해 주세요",
    "수수료는 체크카드 {x}로 낼게요",
    "이 카드({x})로 자동결제 되나요?",
    "카드 번호 {x} 유효기간 12/27",
]
CARD_EN = [
    "Charge the pickup fee to my card {x}.",
    "Credit card number: {x}",
    "Use the Visa {x} for the sticker purchase.",
]
CARD_GROUPED_NOCTX = [
    "결제 정보: {x} 로 해주세요",
    "{x} 이걸로 결제할게요",
    "번호 {x} 만료 09/26",
]
ACCOUNT_KO = [
    "{bank} 계좌 {x}로 환불해 주세요",
    "환불받을 계좌번호는 {x}이에요",
    "수수료는 {bank} {x}로 입금하면 되나요?",
    "송금할 곳: {bank} {x} 예금주 홍길동",
    "통장 사본에 적힌 번호가 {x}인데 맞나요?",
    "{bank} {x} 으로 보상금 입금 부탁드립니다",
    "{bank} 계좌는 {x} 입니다",
    "계좌: {x} ({bank})",
    "입금 계좌 {x} 확인 부탁해요",
    "{x} ({bank}) 계좌로 환불 가능한가요?",
]
ACCOUNT_EN = [
    "Please refund to my account {x} at {bank_en}.",
    "Bank account: {x}",
    "Transfer the deposit back to {bank_en} {x}.",
]
BANKS = {
    "shinhan": ("신한은행", "Shinhan Bank"),
    "woori": ("우리은행", "Woori Bank"),
    "kb": ("국민은행", "KB Kookmin Bank"),
    "hana": ("하나은행", "Hana Bank"),
    "nh": ("농협", "NH Bank"),
    "ibk": ("IBK기업은행", "IBK"),
    "kakao": ("카카오뱅크", "KakaoBank"),
    "toss": ("토스뱅크", "Toss Bank"),
}
IP_KO = [
    "앱 접속이 안 돼요. 제 IP는 {x} 이에요",
    "공유기 주소 {x}에서만 접속 오류가 나요",
    "서버 로그에 {x} 로 찍혀 있어요",
    "접속 IP {x} 차단 해제 부탁드립니다",
]
IP_EN = [
    "The kiosk at the recycling center has IP {x}.",
    "Requests from {x} keep failing.",
    "Whitelist {x} for the drop-off API, please.",
]

NEGATIVES_KO = [
    ("price", "소파 버리는 데 15,000원이라는데 맞나요?"),
    ("price", "대형폐기물 스티커가 ₩15000 맞아요?"),
    ("price", "냉장고는 1만5천원, 세탁기는 1만 원이에요"),
    ("price", "고철은 120원/kg에 매입한다고 들었어요"),
    ("price", "폐가전 수거비가 30,000원에서 45,000원으로 올랐나요?"),
    ("price", "총 1,234,567원 견적이 나왔는데 너무 비싸요"),
    ("price", "종량제 봉투 20L 10장에 9,800원이죠?"),
    ("price", "kg당 350원, 100kg이면 35,000원이네요"),
    ("date", "2025-01-15에 수거 예약했어요"),
    ("date", "2025.01.15 오전에 내놓으면 되나요?"),
    ("date", "20250115 날짜로 신청했어요"),
    ("date", "2025년 1월부터 분리배출 기준이 바뀌었나요?"),
    ("date", "수거일은 2024-12-31, 2025-01-02 중에 골라주세요"),
    ("date", "예약일 2025/03/04 14시"),
    ("time", "수거 시간은 09:00부터인가요?"),
    ("time", "평일 14:30~18:00 사이에 방문 가능해요"),
    ("time", "운영시간 09:00~18:00, 점심 12:00-13:00"),
    ("time", "새벽 06:00-09:00 사이에 배출하세요"),
    ("time", "타이머가 10:30:00에 울렸어요"),
    ("coords", "좌표 37.5665, 126.9780 근처 수거함 위치 알려주세요"),
    ("coords", "위도 35.1796 경도 129.0756 에 있는 클린하우스요"),
    ("postcode", "우편번호 06236 근처 재활용센터 있나요?"),
    ("postcode", "04524 중구 세종대로 110 앞에 내놓았어요"),
    ("rep_number", "1588-1234로 전화하면 되나요?"),
    ("rep_number", "고객센터 1599-0903, 1644-1234 둘 다 안 받아요"),
    ("rep_number", "폐가전 무상수거는 1599-0903 또는 1661-1234"),
    ("rep_number", "대표번호 1800-1234 로 문의하세요"),
    ("tollfree", "수신자부담 080-123-4567 로 신청 가능"),
    ("tollfree", "080-1234-5678 무료전화예요"),
    ("model", "삼성 냉장고 RF85R9013S8 버리려고요"),
    ("model", "갤럭시 SM-G991N 폰 폐기 방법 알려주세요"),
    ("model", "LG 세탁기 F21VDT 모델인데 무상수거 되나요?"),
    ("model", "에어컨 AF17B6474TZS 실외기도 같이 가져가나요?"),
    ("model", "모델명 NT950XDA-K58A 노트북 배터리 분리 방법"),
    ("distance", "수거함까지 850m, 재활용센터는 1.2km 떨어져 있어요"),
    ("distance", "클린센터까지 3.5km 정도예요"),
    ("isbn", "ISBN 9788912345678 책은 종이류로 버리면 되나요?"),
    ("isbn", "978-89-12345-67-8 이 책 표지는 코팅지인가요?"),
    ("isbn", "ISBN 979-11-6224-123-4 전집 10권 버려요"),
    ("version", "앱 v1.2.3.4 에서 수거 신청이 안 돼요"),
    ("version", "버전 2.10.3.1 업데이트 후 오류가 나요"),
    ("version", "version 3.0.0.12 에서 지도 안 보여요"),
    ("plain", "스티로폼은 테이프를 떼고 깨끗하게 버리면 되나요?"),
    ("plain", "페트병 라벨은 꼭 떼야 하나요?"),
    ("plain", "깨진 유리는 어떻게 버려요? 신문지에 싸서 종량제 봉투에 넣으면 되나요?"),
    ("plain", "우리 아파트는 목요일에 재활용 수거해요. 우유팩은 따로 모으나요?"),
    ("plain", "하나만 물어볼게요. 건전지는 어디에 버려요?"),
    ("plain", "카드 영수증은 재활용 안 되죠?"),
    ("plain", "101동 1203호 앞에 소파 내놨어요"),
    ("plain", "3인용 소파 1개, 의자 2개, 200L 냉장고 1대 버려요"),
    ("plain", "30°C 이하 물로 헹궈서 85% 정도 말리면 되나요?"),
    ("plain", "입금 확인되면 바로 수거해 주시나요?"),
    ("plain", "계좌이체로 수수료 내도 되나요?"),
    ("plain", "신한카드 포인트로 스티커 살 수 있어요?"),
    ("plain", "마포구 천 원짜리 스티커 어디서 사요?"),
    ("plain", "비율 3:2:1로 섞인 혼합 플라스틱은요?"),
]
NEGATIVES_EN = [
    ("price", "It costs ₩15,000 to throw away a sofa, right?"),
    ("price", "The quote was 1,250,000 won for the whole office."),
    ("date", "I booked the pickup for 2025-01-15."),
    ("date", "Collection days changed on 2025.03.01."),
    ("time", "Pickup is between 09:00 and 18:00, lunch 12:00-13:00."),
    ("coords", "The drop-off box is at 37.5665, 126.9780."),
    ("postcode", "Is there a recycling center near 06236?"),
    ("rep_number", "Call 1588-1234 for bulky waste."),
    ("tollfree", "The toll-free line is 080-123-4567."),
    ("model", "How do I recycle a Samsung RF85R9013S8 fridge?"),
    ("model", "Old phone SM-G991N, battery swollen."),
    ("distance", "The center is 1.2km away, about 850m from the station."),
    ("isbn", "ISBN 9788912345678 - can hardcover books go in paper recycling?"),
    ("version", "The app v1.2.3.4 crashes on the pickup form."),
    ("version", "Since version 1.2.3.4 the map is blank."),
    ("plain", "How do I discard a broken mirror?"),
    ("plain", "Where do I drop off used cooking oil?"),
    ("plain", "Can I put pizza boxes in the paper bin?"),
    ("plain", "Is styrofoam recyclable if it has tape on it?"),
    ("plain", "My order arrived in a huge cardboard box; how do I flatten it?"),
    ("plain", "I'd like to discard my old credit card, how do I shred it?"),
    ("plain", "Apartment 101-1203, Building 5 - where is the e-waste bin?"),
    ("plain", "Use a 3:2:1 mix of water, vinegar and soda to clean the bin."),
    ("plain", "The C++ std::vector example shows a::b syntax, unrelated to bins."),
]


# --------------------------------------------------------------------------- builder


class _Builder:
    def __init__(self) -> None:
        self.cases: list[Case] = []
        self._counters: dict[str, int] = {}

    def add(self, prefix: str, text: str, expected: Expected, note: str) -> None:
        n = self._counters.get(prefix, 0) + 1
        self._counters[prefix] = n
        for _, value in expected:
            assert value in text, (value, text)
        self.cases.append(
            {
                "id": f"{prefix}-{n:03d}",
                "text": text,
                "expected": [{"kind": k, "text": v} for k, v in expected],
                "note": note,
            }
        )


def _fill(rng: random.Random, templates: list[str], value: str) -> str:
    return rng.choice(templates).format(x=value)


def _rrn_fmt(rng: random.Random, number: str) -> str:
    style = rng.random()
    if style < 0.6:
        return f"{number[:6]}-{number[6:]}"
    if style < 0.85:
        return number
    return f"{number[:6]} {number[6:]}"


def build_cases() -> list[Case]:
    rng = random.Random(SEED)
    b = _Builder()
    ko_en = (0.75, 0.25)

    def lang(ko: list[str], en: list[str]) -> list[str]:
        return ko if rng.random() < ko_en[0] else en

    # --- RRN / FRN
    for _ in range(45):
        value = _rrn_fmt(rng, rrn(rng))
        b.add("rrn", _fill(rng, lang(RRN_KO, RRN_EN), value), [("KR_RRN", value)], "checksum-valid")
    for _ in range(20):
        value = _rrn_fmt(rng, rrn(rng, valid=False))
        b.add(
            "rrn-post2020",
            _fill(rng, lang(RRN_KO, RRN_EN), value),
            [("KR_RRN", value)],
            "post-Oct-2020 style: random digits, checksum fails, still PII",
        )
    for _ in range(3):
        value = _rrn_fmt(rng, rrn(rng, old=True))
        b.add("rrn", _fill(rng, RRN_KO, value), [("KR_RRN", value)], "1800s gender digit 9/0")
    for _ in range(30):
        value = _rrn_fmt(rng, rrn(rng, foreign=True))
        b.add("frn", _fill(rng, lang(FRN_KO, FRN_EN), value), [("KR_FRN", value)], "checksum-valid")
    for _ in range(6):
        value = _rrn_fmt(rng, rrn(rng, foreign=True, valid=False))
        b.add("frn-post2020", _fill(rng, FRN_KO, value), [("KR_FRN", value)], "checksum fails")

    # --- BRN
    for _ in range(28):
        number = brn(rng)
        value = f"{number[:3]}-{number[3:5]}-{number[5:]}"
        b.add("brn", _fill(rng, lang(BRN_KO, BRN_EN), value), [("KR_BRN", value)], "hyphenated")
    for _ in range(10):
        value = brn(rng)
        b.add("brn-bare", rng.choice(BRN_BARE).format(x=value), [("KR_BRN", value)], "bare+context")

    # --- passports
    for letter in "MSRGDMMSG":
        value = passport(rng, new=True, letter=letter)
        b.add(
            "passport",
            _fill(rng, lang(PASSPORT_KO, PASSPORT_EN), value),
            [("KR_PASSPORT", value)],
            "new form",
        )
    for _ in range(3):
        value = passport(rng, new=True).lower()
        b.add("passport", _fill(rng, PASSPORT_KO, value), [("KR_PASSPORT", value)], "lower case")
    for _ in range(6):
        value = passport(rng, new=False)
        b.add(
            "passport",
            _fill(rng, lang(PASSPORT_KO, PASSPORT_EN), value),
            [("KR_PASSPORT", value)],
            "old form + context",
        )
    for _ in range(4):
        value = passport(rng, new=False)
        b.add(
            "passport",
            rng.choice(PASSPORT_NOCTX).format(x=value),
            [("KR_PASSPORT", value)],
            "old form, no context",
        )

    # --- driver licences
    for sep in ["-"] * 10 + [" "] * 3:
        value = licence(rng, sep)
        b.add(
            "licence",
            _fill(rng, lang(LICENCE_KO, LICENCE_EN), value),
            [("KR_DRIVER_LICENSE", value)],
            "separated",
        )
    for _ in range(5):
        value = licence(rng, "")
        b.add(
            "licence",
            _fill(rng, LICENCE_KO, value),
            [("KR_DRIVER_LICENSE", value)],
            "bare + context",
        )

    # --- phones: every shape
    shapes = {
        "mobile": 14, "mobile_space": 4, "mobile_dot": 4, "mobile_bare": 6, "mobile_59xx": 3,
        "legacy": 6, "seoul": 8, "seoul_paren": 4, "seoul_space": 3, "landline": 10,
        "landline_paren": 3, "landline_bare": 3, "voip": 4, "personal": 4,
        "intl_mobile": 6, "intl_seoul": 4, "intl_landline": 3,
    }  # fmt: skip
    for shape, count in shapes.items():
        for _ in range(count):
            value = phone(rng, shape)
            b.add("phone", _fill(rng, lang(PHONE_KO, PHONE_EN), value), [("PHONE", value)], shape)
    for _ in range(4):
        value = seoul_bare_brn_collision(rng)
        b.add(
            "phone",
            _fill(rng, PHONE_KO, value),
            [("PHONE", value)],
            "dash-less Seoul landline that also passes the BRN checksum: a phone, not a BRN",
        )

    # --- e-mail
    for _ in range(30):
        value = email(rng)
        b.add("email", _fill(rng, lang(EMAIL_KO, EMAIL_EN), value), [("EMAIL", value)], "")

    # --- cards
    card_plan = [("visa", " "), ("visa", "-"), ("master", " "), ("master", "-"), ("amex", " ")]
    card_plan += [("amex", "-"), ("bc", "-"), ("bc", " "), ("diners", " "), ("unionpay19", "-")]
    for brand, sep in card_plan * 3:
        value = group_card(card(rng, brand), sep)
        b.add(
            "card",
            _fill(rng, lang(CARD_KO, CARD_EN), value),
            [("CREDIT_CARD", value)],
            f"{brand} grouped",
        )
    for brand in ["visa", "master", "bc", "amex", "visa13", "unionpay19", "visa", "master"]:
        value = card(rng, brand)
        b.add(
            "card",
            _fill(rng, lang(CARD_KO, CARD_EN), value),
            [("CREDIT_CARD", value)],
            f"{brand} bare + context",
        )
    for brand in ["visa", "master", "bc", "visa", "master"]:
        value = group_card(card(rng, brand), rng.choice(" -"))
        b.add(
            "card",
            rng.choice(CARD_GROUPED_NOCTX).format(x=value),
            [("CREDIT_CARD", value)],
            "grouped, no context",
        )

    # --- bank accounts (context required)
    styles = ["shinhan", "woori", "kb", "hana", "nh", "ibk", "kakao", "toss", "bare", "bare"]
    for style in styles * 4:
        value = account(rng, style)
        bank, bank_en = BANKS.get(style) or rng.choice(list(BANKS.values()))
        template = rng.choice(lang(ACCOUNT_KO, ACCOUNT_EN))
        text = template.format(x=value, bank=bank, bank_en=bank_en)
        b.add("account", text, [("BANK_ACCOUNT", value)], style)

    # --- IP addresses
    for _ in range(16):
        value = ipv4(rng)
        b.add("ip", _fill(rng, lang(IP_KO, IP_EN), value), [("IP_ADDRESS", value)], "IPv4")
    for _ in range(10):
        value = ipv6(rng)
        b.add("ip", _fill(rng, lang(IP_KO, IP_EN), value), [("IP_ADDRESS", value)], "IPv6")

    # --- several kinds in one message
    for _ in range(12):
        r = _rrn_fmt(rng, rrn(rng))
        p = phone(rng, rng.choice(["mobile", "seoul", "landline", "intl_mobile"]))
        e = email(rng)
        a = account(rng, "kb")
        c = group_card(card(rng, "visa"), "-")
        text, expected = rng.choice(
            [
                (
                    f"대형폐기물 신청합니다. 주민번호 {r}, 연락처 {p}, 메일 {e}",
                    [("KR_RRN", r), ("PHONE", p), ("EMAIL", e)],
                ),
                (
                    f"환불은 국민은행 계좌 {a}로 해주시고 연락은 {p}로 주세요",
                    [("BANK_ACCOUNT", a), ("PHONE", p)],
                ),
                (
                    f"Card {c}, phone {p}, email {e} - please book the sofa pickup.",
                    [("CREDIT_CARD", c), ("PHONE", p), ("EMAIL", e)],
                ),
                (
                    f"2025-01-15 수거 예약, 15,000원 결제는 카드 {c}로, 확인 문자는 {p}",
                    [("CREDIT_CARD", c), ("PHONE", p)],
                ),
            ]
        )
        b.add("multi", text, expected, "several kinds")

    _add_negatives(rng, b)
    return b.cases


def _add_negatives(rng: random.Random, b: _Builder) -> None:
    for note, text in NEGATIVES_KO + NEGATIVES_EN:
        b.add("neg", text, [], note)

    def luhn_valid(n: int, first: str = "") -> str:
        body = first + _num(rng, n - len(first) - 1)
        return body + str(luhn_check(body))

    order_ko = [
        "주문번호 {x} 배송이 안 와요",
        "주문 번호: {x} 로 분리수거함 샀어요",
        "운송장번호 {x} 조회가 안 됩니다",
        "송장 {x} 택배 박스는 어떻게 버려요?",
        "영수증 승인번호 {x} 환불 문의",
        "접수번호 {x}로 대형폐기물 신청했어요",
        "택배 {x} 박스 버리는 법",
    ]
    order_en = ["Order #{x} never arrived.", "Tracking number {x} shows delivered.", "Receipt {x}"]
    for i in range(36):
        length = [12, 14, 16, 16, 18, 20][i % 6]
        value = luhn_valid(length, "2024") if i % 3 == 0 else "2025" + _num(rng, length - 4)
        templates = order_ko if i % 4 else order_en
        b.add(
            "neg-order", rng.choice(templates).format(x=value), [], "order/receipt/tracking number"
        )
    for _ in range(4):
        value = "-".join(luhn_valid(16, "2024")[i : i + 4] for i in range(0, 16, 4))
        b.add(
            "neg-order", f"주문번호 {value} 취소하고 싶어요", [], "grouped order number, Luhn-valid"
        )
    for _ in range(8):
        value = luhn_valid(16, rng.choice("456"))
        text = rng.choice(["참고번호 {x} 확인해 주세요", "문서번호 {x}", "reference code {x}"])
        b.add("neg-luhn", text.format(x=value), [], "bare Luhn-valid 16 digits, no card context")
    for _ in range(8):
        body = str(rng.randint(1, 9)) + _num(rng, 8)
        value = body + str(brn_check(body))
        text = rng.choice(
            ["관리번호 {x} 입니다", "고객번호 {x}", "customer no. {x}", "문의번호 {x} 확인"]
        )
        b.add("neg-brn", text.format(x=value), [], "bare BRN-valid 10 digits, no BRN context")
    for _ in range(6):
        body = str(rng.randint(101, 899)) + _num(rng, 6)
        bad = (brn_check(body) + rng.randint(1, 9)) % 10
        value = f"{body[:3]}-{body[3:5]}-{body[5:]}{bad}"
        b.add("neg-brn", f"사업자등록번호 {value} 맞나요? 조회가 안 돼요", [], "BRN checksum fails")
    for _ in range(8):
        yy, mm, dd = rng.randint(0, 99), rng.randint(13, 99), rng.randint(1, 28)
        value = f"{yy:02d}{mm:02d}{dd:02d}{rng.randint(1, 4)}{_num(rng, 6)}"
        b.add("neg-rrn", f"관리 코드 {value} 로 조회했어요", [], "13 digits, impossible month")
    for _ in range(6):
        while True:
            number = "4" + _num(rng, 15)
            if not luhn_ok(number):
                break
        value = " ".join(number[i : i + 4] for i in range(0, 16, 4))
        b.add("neg-card", f"카드번호 {value} 맞나요?", [], "grouped, Luhn fails")
    for _ in range(6):
        value = str(rng.randint(1, 9)) + _num(rng, rng.choice([10, 11, 12]))
        text = rng.choice(["회원번호 {x} 로 포인트 적립됐나요?", "member id {x}", "쿠폰 코드 {x}"])
        b.add("neg-digits", text.format(x=value), [], "long bare number without context")
    for _ in range(6):
        shape = rng.choice(["1588", "1599", "1644", "1661", "1577", "1800", "1670"])
        value = f"{shape}-{_num(rng, 4)}"
        text = rng.choice(["대표번호 {x}로 전화하세요", "{x} 고객센터", "Call {x} for pickups"])
        b.add("neg-rep", text.format(x=value), [], "representative number")
    for _ in range(4):
        value = f"080-{rng.randint(100, 999)}-{_num(rng, 4)}"
        b.add("neg-tollfree", f"수신자부담 {value} 로 신청하세요", [], "toll-free")
    for _ in range(6):
        year = rng.randint(2019, 2026)
        value = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        value2 = f"{rng.randint(0, 23):02d}:{rng.choice(['00', '30'])}"
        b.add("neg-date", f"{value} {value2} 에 수거 예약했어요", [], "date and time")
    for _ in range(4):
        value = ".".join(str(rng.randint(0, 20)) for _ in range(4))
        b.add("neg-version", f"앱 버전 {value} 에서 오류", [], "version string")
        value = ".".join(str(rng.randint(0, 20)) for _ in range(5))
        b.add("neg-version", f"펌웨어 {value} 설치 후 재부팅", [], "5-part version")


def write(path: Path = OUT) -> int:
    cases = build_cases()
    path.write_text(render(cases), encoding="utf-8")
    return len(cases)


def render(cases: list[Case]) -> str:
    return "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--check" in args:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != render(build_cases()):
            print(
                f"{OUT} is stale: run python -m tests.guardrails.make_pii_corpus", file=sys.stderr
            )
            return 1
        return 0
    print(f"wrote {write()} cases to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
