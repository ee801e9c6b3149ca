"""The normalisation layer in front of the PII recognisers: obfuscated numbers, e-mail spellings,
IP forms, split numbers, label precedence, and spans that cover the whole original value."""

from __future__ import annotations

import pytest

from guardrails.pii import PLACEHOLDER, PiiKind, redact, scan
from guardrails.pii.normalize import normalize

RRN = "900101-1234568"  # checksum-valid, generated
RRN_DIGITS = RRN.replace("-", "")

# (text, kind, the exact original span the finding must cover)
OBFUSCATED: list[tuple[str, PiiKind, str]] = [
    # separators the patterns never read, and line breaks inside the number
    ("주민번호 900101-\n1234568 입니다", "KR_RRN", "900101-\n1234568"),
    ("주민번호 900101\n1234568", "KR_RRN", "900101\n1234568"),
    ("주민번호 900101/1234568", "KR_RRN", "900101/1234568"),
    ("주민번호 900101_1234568", "KR_RRN", "900101_1234568"),
    ("주민번호 900101,1234568", "KR_RRN", "900101,1234568"),
    ("주민번호 900101~1234568", "KR_RRN", "900101~1234568"),
    ("주민번호 900101.1234568", "KR_RRN", "900101.1234568"),
    ("주민번호 900101 - 1234568", "KR_RRN", "900101 - 1234568"),
    ("주민번호 9 0 0 1 0 1 - 1 2 3 4 5 6 8", "KR_RRN", "9 0 0 1 0 1 - 1 2 3 4 5 6 8"),
    ("주민번호 (900101)(1234568)", "KR_RRN", "(900101)(1234568)"),
    # dash look-alikes
    ("주민번호 900101—1234568", "KR_RRN", "900101—1234568"),
    ("주민번호 900101﹣1234568", "KR_RRN", "900101﹣1234568"),
    ("주민번호 900101ㅡ1234568", "KR_RRN", "900101ㅡ1234568"),
    ("주민번호 900101−1234568", "KR_RRN", "900101−1234568"),
    # format characters, foreign digits, look-alike letters
    ("주민번호 9001\u200b01-1234\u00ad568", "KR_RRN", "9001\u200b01-1234\u00ad568"),
    ("주민번호 \ufeff900101-123\u20604568", "KR_RRN", "\ufeff900101-123\u20604568"),
    ("주민번호 ٩٠٠١٠١-١٢٣٤٥٦٨", "KR_RRN", "٩٠٠١٠١-١٢٣٤٥٦٨"),
    ("주민번호 𝟗𝟎𝟎𝟏𝟎𝟏-𝟏𝟐𝟑𝟒𝟓𝟔𝟖", "KR_RRN", "𝟗𝟎𝟎𝟏𝟎𝟏-𝟏𝟐𝟑𝟒𝟓𝟔𝟖"),
    ("주민번호 9OO1O1-l234568", "KR_RRN", "9OO1O1-l234568"),
    ("연락처 O1O-l234-5678", "PHONE", "O1O-l234-5678"),
    # context across words and lines
    ("앞자리 900101 뒷자리 1234568", "KR_RRN", "900101 뒷자리 1234568"),
    (
        "주민번호 앞자리는 900101이고\n뒷자리는 1234568입니다",
        "KR_RRN",
        "900101이고\n뒷자리는 1234568",
    ),
    ("주민등록번호:\n\n900101-1234568", "KR_RRN", "900101-1234568"),
    # numbers typed in pieces (chains): wrapped lines, odd spacing, part words between pieces
    ("주민번호 511118278\n8945", "KR_RRN", "511118278\n8945"),
    ("주민번호 520 405 223 5992 이렇게", "KR_RRN", "520 405 223 5992"),
    ("카드 51084904 57783390 이걸로", "CREDIT_CARD", "51084904 57783390"),
    ("연락처는 010 다음에 9216 그리고 8833", "PHONE", "010 다음에 9216 그리고 8833"),
    ("전화번호\n010\n가운데 5608\n끝 1892", "PHONE", "010\n가운데 5608\n끝 1892"),
    ("카드번호 앞자리 4111 1111 뒷자리 1111 1111", "CREDIT_CARD", "4111 1111 뒷자리 1111 1111"),
    ("사업자번호 앞 220 중간 81 뒤 62517", "KR_BRN", "220 중간 81 뒤 62517"),
    ("여권번호 앞 네 글자 M575, 뒤 다섯 글자 Z6544", "KR_PASSPORT", "M575, 뒤 다섯 글자 Z6544"),
    ("passport G075 Q9105 please", "KR_PASSPORT", "G075 Q9105"),
    ("card: first 4111 1111, last 1111 1111", "CREDIT_CARD", "4111 1111, last 1111 1111"),
    ("주민번호는 900101 하고 1234568 입니다", "KR_RRN", "900101 하고 1234568"),
    ("휴대폰 앞 010 중간 1234 끝 5678", "PHONE", "010 중간 1234 끝 5678"),
    ("연락처 (010)(5877)(4874)", "PHONE", "(010)(5877)(4874)"),
    (
        "메일 아이디는 taehyun.oh 이고 도메인은 naver.com",
        "EMAIL",
        "taehyun.oh 이고 도메인은 naver.com",
    ),
    # business numbers, cards, accounts, licences, phones
    ("사업자등록번호 220.81.62517", "KR_BRN", "220.81.62517"),
    ("사업자등록번호 220 81 62517", "KR_BRN", "220 81 62517"),
    ("사업자등록번호 220\u00a081\u00a062517", "KR_BRN", "220\u00a081\u00a062517"),
    ("사업자등록번호 220\u300081\u300062517", "KR_BRN", "220\u300081\u300062517"),
    ("사업자번호 220/81/62517", "KR_BRN", "220/81/62517"),
    ("카드 4111.1111.1111.1111", "CREDIT_CARD", "4111.1111.1111.1111"),
    ("카드 4111/1111/1111/1111", "CREDIT_CARD", "4111/1111/1111/1111"),
    ("카드번호 4111\n1111 1111 1111", "CREDIT_CARD", "4111\n1111 1111 1111"),
    ("계좌 110 123 456789", "BANK_ACCOUNT", "110 123 456789"),
    ("계좌 110.123.456789", "BANK_ACCOUNT", "110.123.456789"),
    ("계좌 110/123/456789", "BANK_ACCOUNT", "110/123/456789"),
    ("운전면허 11.12.345678.90", "KR_DRIVER_LICENSE", "11.12.345678.90"),
    ("연락처 010/1234/5678", "PHONE", "010/1234/5678"),
    ("연락처 010 - 1234 - 5678", "PHONE", "010 - 1234 - 5678"),
    ("연락처 010\n1234\n5678", "PHONE", "010\n1234\n5678"),
    ("연락처 010(1234)5678", "PHONE", "010(1234)5678"),
    ("연락처 010*1234*5678", "PHONE", "010*1234*5678"),
    ("연락처 {010}1234-5678", "PHONE", "{010}1234-5678"),
    ("주민번호 900101˗1234568", "KR_RRN", "900101˗1234568"),
    ("주민번호 9\ufe0f0\ufe0f0101-1234568", "KR_RRN", "9\ufe0f0\ufe0f0101-1234568"),
    ("주민번호 9\u041e\u041e1\u041e1-1234568", "KR_RRN", "9\u041e\u041e1\u041e1-1234568"),
    ("카드 번호는 4111-1111 다음은 1111-1111 입니다", "CREDIT_CARD", "4111-1111 다음은 1111-1111"),
    ("연락처 ０１０－１２３４－５６７８", "PHONE", "０１０－１２３４－５６７８"),
    # e-mail spellings
    ("메일 hong @ naver.com 으로", "EMAIL", "hong @ naver.com"),
    ("메일 hong[at]naver[dot]com", "EMAIL", "hong[at]naver[dot]com"),
    ("메일 hong(at)naver.com", "EMAIL", "hong(at)naver.com"),
    ("메일 hong 골뱅이 naver 점 com", "EMAIL", "hong 골뱅이 naver 점 com"),
    ("mail hong at naver dot com", "EMAIL", "hong at naver dot com"),
    ("메일 hong@naver。com", "EMAIL", "hong@naver。com"),
    ("메일 minseo 골뱅이 네이버 닷컴 입니다", "EMAIL", "minseo 골뱅이 네이버 닷컴"),
    ("메일 chulsoo -at- naver -dot- com", "EMAIL", "chulsoo -at- naver -dot- com"),
    ("메일 sarah.kim[at]outlook[.]com", "EMAIL", "sarah.kim[at]outlook[.]com"),
    ("메일 seojun@naver . com 으로", "EMAIL", "seojun@naver . com"),
    ("메일 hong [@] naver [.] com", "EMAIL", "hong [@] naver [.] com"),
    ("메일 sunny.choi@\nkakao.com 으로", "EMAIL", "sunny.choi@\nkakao.com"),
    ("메일 ｈｏｎｇ＠ｎａｖｅｒ．ｃｏｍ", "EMAIL", "ｈｏｎｇ＠ｎａｖｅｒ．ｃｏｍ"),
    # IP forms
    ("my ip: ::1", "IP_ADDRESS", "::1"),
    ("route fe80::/10", "IP_ADDRESS", "fe80::/10"),
    ("net 192.168.1.0/24", "IP_ADDRESS", "192.168.1.0/24"),
    ("net 2001:db8::/32", "IP_ADDRESS", "2001:db8::/32"),
    ("SSH to user@2001:db8::1", "IP_ADDRESS", "2001:db8::1"),
    ("접속 root@192.168.0.10", "IP_ADDRESS", "192.168.0.10"),
    ("link fe80::1%eth0", "IP_ADDRESS", "fe80::1%eth0"),
    ("내부망 IP 10. 0. 12. 7 에서", "IP_ADDRESS", "10. 0. 12. 7"),
    ("서버 IP\n203.0.\n113.45", "IP_ADDRESS", "203.0.\n113.45"),
    ("사내 IP lO.lO.lOO.l 에서", "IP_ADDRESS", "lO.lO.lOO.l"),
    ("IP는 10 0 0 1 이에요", "IP_ADDRESS", "10 0 0 1"),
    ("아이피 192,168,0,1", "IP_ADDRESS", "192,168,0,1"),
    ("접속 IP는 앞부분 211.234, 뒷부분 10.77 입니다", "IP_ADDRESS", "211.234, 뒷부분 10.77"),
    # look-alikes in one unseparated run
    ("핸드폰 OIO6O72O457 로", "PHONE", "OIO6O72O457"),
    ("구여권 번호 M3577O168", "KR_PASSPORT", "M3577O168"),
    ("사무실 [02] 6812 9232 로", "PHONE", "[02] 6812 9232"),
]


@pytest.mark.parametrize(("text", "kind", "span"), OBFUSCATED, ids=[c[2] for c in OBFUSCATED])
def test_obfuscated_values_are_found_over_their_whole_span(
    text: str, kind: PiiKind, span: str
) -> None:
    found = [(f.kind, f.text) for f in scan(text)]
    assert found == [(kind, span)], text
    # the mask replaces the whole original span: nothing of it is left around the placeholder
    assert redact(text) == text.replace(span, f"[{_PLACEHOLDER_NAME[kind]}]")


_PLACEHOLDER_NAME = {k: v.strip("[]") for k, v in PLACEHOLDER.items()}


@pytest.mark.parametrize(
    "text",
    [
        "주민번호 900101-\n1234568",
        "주민번호 9 0 0 1 0 1 - 1 2 3 4 5 6 8",
        "주민번호 ٩٠٠١٠١-١٢٣٤٥٦٨",
        "주민번호 9OO1O1-l234568",
        "앞자리 900101 뒷자리 1234568",
    ],
)
def test_no_digit_of_a_masked_rrn_survives(text: str) -> None:
    masked = redact(text)
    digits = "".join(str(int(c)) for c in masked if c.isdigit())
    assert digits == "", masked
    assert "[KR_RRN]" in masked


STILL_CLEAN = [
    "Hello lol lol 1234",
    "IP 등급 12.5 그리고 3.7kg",
    "버전 1.2 다음 3.4",
    "주소 12 34 56 78",
    "우편번호 06236, 04524",
    "2019 2020 2021 2022 년도별 배출량",
    "100 200 300 400 500 600원",
    "영업시간 09:00~18:00, 토요일 10:00~14:00",
    "수수료 3,000~5,000원, 총 1,234,567,890원",
    "입금 10000~20000원 정도",
    "2025/01/15 수거, 2025.01.20 재수거",
    "좌표 37.5665, 126.9780",
    "1588-1234 / 1599-0903",
    "v1.2.3.4 / 192.168.0.256",
    "std::vector, a::b, ::",
    "meet me at the park at 3",
    "hello@world",  # no top-level domain
    "hong at naver",  # spelled-out at without a domain
    "100 200 300 400 500 600원",
    "1 2 3 4 5 6 7 8 9 10 순서대로",
    "Hello World 1234",
    "모델 RF85R9013S8, SM-G991N",
    "971013-9019902",  # 1800s century digit, no label: never a living person's number
]


@pytest.mark.parametrize("text", STILL_CLEAN)
def test_normalisation_adds_no_false_alarm(text: str) -> None:
    assert [(f.kind, f.text) for f in scan(text)] == []


def test_offset_map_points_at_the_original() -> None:
    text = "번호 ٩٠٠١\u200b٠١-\n١٢٣٤٥٦٨ 끝"
    norm = normalize(text)
    assert norm.text == "번호 900101-1234568 끝"
    start = norm.text.index("9")
    o_start, o_end = norm.span(start, start + 14)
    assert text[o_start:o_end] == "٩٠٠١\u200b٠١-\n١٢٣٤٥٦٨"
    assert normalize("plain 한글 text").starts is None  # the fast path keeps no map


def test_findings_carry_the_normalised_text_and_value() -> None:
    (f,) = scan("주민번호 ٩٠٠١٠١-١٢٣٤٥٦٨")
    assert f.normalized == RRN and f.value == RRN_DIGITS
    assert f.masked == "900101-1******"
    (e,) = scan("hong [at] naver [dot] com")
    assert e.value == "hong@naver.com" and e.masked == "h***@naver.com"
    (p,) = scan("+82 10 1234 5678")
    assert p.value == "01012345678"


def test_century_nine_and_zero_only_with_a_label_and_never_validated() -> None:
    (f,) = scan("주민번호 971013-9019902")
    assert f.kind == "KR_RRN" and f.validated is False
    assert scan("971013-9019902") == []


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("계좌번호 900101-1234568", ["BANK_ACCOUNT"]),  # the label names the kind
        ("환불 계좌 9001011234568", ["BANK_ACCOUNT"]),
        ("은행 문의: 주민번호 900101-1234568", ["KR_RRN"]),  # the closer label wins
        ("사업자등록번호 220-81-62518 국민은행", []),  # checksum fails: not an account either
        ("하나은행 사업자등록번호 2208162518", []),
        ("사업자등록번호 220-81-62517 국민은행", ["KR_BRN"]),
        ("국민은행 계좌 123456-01-123456", ["BANK_ACCOUNT"]),
        ("010-1234-5678 그리고 02-123-4567", ["PHONE", "PHONE"]),
    ],
)
def test_a_label_naming_the_kind_decides(text: str, kinds: list[str]) -> None:
    assert [f.kind for f in scan(text)] == kinds


def test_policy_can_tell_unvalidated_rrns_apart() -> None:
    from guardrails.pii import PiiPolicy, evaluate

    failing = "주민번호 900101-1234567"  # checksum fails: a post-2020 number, or a typo
    default = evaluate(failing)
    assert default.should_block and not default.findings[0].validated
    lenient = PiiPolicy.from_env("KR_RRN.unvalidated=mask")
    assert lenient.action("KR_RRN") == "block"
    decision = evaluate(failing, lenient)
    assert not decision.should_block and decision.masked_text == "주민번호 [KR_RRN]"
    assert evaluate("주민번호 900101-1234568", lenient).should_block  # validated: still blocked
    with pytest.raises(ValueError, match="unknown PII kind"):
        PiiPolicy.from_env("FOO.unvalidated=mask")
