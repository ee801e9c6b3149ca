"""Korean PII detection, validation, redaction and policy (pure stdlib, no network).

``scan`` finds Korean identifiers (주민등록번호, 외국인등록번호, 사업자등록번호, 여권번호,
운전면허번호), phone numbers, e-mail addresses, payment cards, bank accounts and IP
addresses.  Detection is regex based with checksum / structural validation and short
context windows (the ~24 characters before a match), because Korean particles
(``계좌는``, ``휴대폰은``) defeat whole-token context matching.

Design notes (see ``/work/shared/reference/pii-and-grounding.md``):

* Checksum-failing RRNs/FRNs are still reported (``validated=False``): numbers issued
  since October 2020 carry random digits after the gender digit.
* Ambiguous digit runs need a context word: bare 10-digit BRNs (a dash-less Seoul
  landline is also 10 digits), bare card numbers (10 % of random numbers pass Luhn),
  bank accounts (no public checksum), bare driver-licence numbers.
* A label such as ``주문번호``/``송장``/``order`` closer to a match than any positive
  context word suppresses ambiguous matches (order, receipt and tracking numbers).
* Representative (15XX/16XX/18XX) and toll-free (080) numbers are business numbers
  and are never reported.
"""

from __future__ import annotations

import ipaddress
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType
from typing import Any, Final, Literal, get_args

__all__ = [
    "KIND_LABEL_KO",
    "KINDS",
    "PLACEHOLDER",
    "Action",
    "Counts",
    "Finding",
    "PiiDecision",
    "PiiKind",
    "PiiPolicy",
    "brn_ok",
    "evaluate",
    "frn_checksum_ok",
    "luhn_ok",
    "mask_log_event",
    "match_findings",
    "redact",
    "rrn_checksum_ok",
    "scan",
    "score",
]

PiiKind = Literal[
    "KR_RRN",
    "KR_FRN",
    "KR_BRN",
    "KR_PASSPORT",
    "KR_DRIVER_LICENSE",
    "PHONE",
    "EMAIL",
    "CREDIT_CARD",
    "BANK_ACCOUNT",
    "IP_ADDRESS",
]
Action = Literal["block", "mask", "allow"]

KINDS: Final[tuple[PiiKind, ...]] = get_args(PiiKind)
_ACTIONS: Final[tuple[Action, ...]] = get_args(Action)

PLACEHOLDER: Final[dict[PiiKind, str]] = {
    "KR_RRN": "[KR_RRN]",
    "KR_FRN": "[KR_FRN]",
    "KR_BRN": "[KR_BRN]",
    "KR_PASSPORT": "[PASSPORT]",
    "KR_DRIVER_LICENSE": "[DRIVER_LICENSE]",
    "PHONE": "[PHONE]",
    "EMAIL": "[EMAIL]",
    "CREDIT_CARD": "[CARD]",
    "BANK_ACCOUNT": "[BANK_ACCOUNT]",
    "IP_ADDRESS": "[IP]",
}

KIND_LABEL_KO: Final[dict[PiiKind, str]] = {
    "KR_RRN": "주민등록번호",
    "KR_FRN": "외국인등록번호",
    "KR_BRN": "사업자등록번호",
    "KR_PASSPORT": "여권번호",
    "KR_DRIVER_LICENSE": "운전면허번호",
    "PHONE": "전화번호",
    "EMAIL": "이메일 주소",
    "CREDIT_CARD": "카드번호",
    "BANK_ACCOUNT": "계좌번호",
    "IP_ADDRESS": "IP 주소",
}

# Overlap priority: lower wins; ties go to the longer span, then the earlier one.
_PRIORITY: Final[dict[PiiKind, int]] = {
    "KR_RRN": 0,
    "KR_FRN": 0,
    "CREDIT_CARD": 1,
    "KR_BRN": 2,
    "KR_DRIVER_LICENSE": 3,
    "KR_PASSPORT": 4,
    "BANK_ACCOUNT": 5,
    "PHONE": 6,
    "IP_ADDRESS": 7,
    "EMAIL": 8,
}

# --------------------------------------------------------------------------- checksums

_RRN_WEIGHTS: Final = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
_BRN_WEIGHTS: Final = (1, 3, 7, 1, 3, 7, 1, 3, 5)
_NON_DIGIT: Final = re.compile("[^0-9]+")


def _digits(s: str) -> str:
    return _NON_DIGIT.sub("", s)


def _rrn_sum(d: str) -> int:
    return sum(int(d[i]) * _RRN_WEIGHTS[i] for i in range(12))


def rrn_checksum_ok(s: str) -> bool:
    """RRN check digit: C = (11 - Σ mod 11) mod 10.  False is NOT proof of a fake."""
    d = _digits(s)
    return len(d) == 13 and (11 - _rrn_sum(d) % 11) % 10 == int(d[12])


def frn_checksum_ok(s: str) -> bool:
    """FRN check digit (Presidio's rule): C = (13 - Σ mod 11) mod 10."""
    d = _digits(s)
    return len(d) == 13 and (13 - _rrn_sum(d) % 11) % 10 == int(d[12])


def brn_ok(s: str) -> bool:
    """사업자등록번호 check digit (weights 1,3,7,1,3,7,1,3,5 plus ⌊d9·5/10⌋)."""
    d = [int(c) for c in _digits(s)]
    if len(d) != 10:
        return False
    total = sum(x * w for x, w in zip(d[:9], _BRN_WEIGHTS, strict=True)) + (d[8] * 5) // 10
    return (10 - total % 10) % 10 == d[9]


def luhn_ok(s: str) -> bool:
    """Luhn checksum over the digits of ``s`` (at least 12 digits)."""
    d = [int(c) for c in _digits(s)][::-1]
    if len(d) < 12:
        return False
    total = sum(x if i % 2 == 0 else (x * 2 - 9 if x > 4 else x * 2) for i, x in enumerate(d))
    return total % 10 == 0


# --------------------------------------------------------------------------- findings


@dataclass(frozen=True, slots=True)
class Finding:
    """One detected PII span: ``text == source[start:end]``."""

    kind: PiiKind
    start: int
    end: int
    text: str
    validated: bool  # checksum / structural validation passed

    @property
    def masked(self) -> str:
        """A display form that never contains the full raw value."""
        return _mask(self.kind, self.text)


def _star_digits(s: str, keep_last: int) -> str:
    """Replace every digit but the last ``keep_last`` with '*', keeping separators."""
    total = sum(1 for ch in s if "0" <= ch <= "9")
    out: list[str] = []
    seen = 0
    for ch in s:
        if "0" <= ch <= "9":
            seen += 1
            out.append(ch if seen > total - keep_last else "*")
        else:
            out.append(ch)
    return "".join(out)


def _phone_parts(digits: str) -> tuple[str, str, str]:
    if digits.startswith("0082"):
        digits = digits[2:]
    if digits.startswith("82"):
        digits = "0" + digits[2:].lstrip("0")
    if digits.startswith("02"):
        area = "02"
    elif digits.startswith("050") and len(digits) >= 11:
        area = digits[:4]
    else:
        area = digits[:3]
    return area, digits[len(area) : -4], digits[-4:]


def _mask(kind: PiiKind, text: str) -> str:
    text = text.translate(_FULLWIDTH)  # ０１０… → 010…
    d = _digits(text)
    if kind in ("KR_RRN", "KR_FRN"):
        return f"{d[:6]}-{d[6:7]}******"
    if kind == "KR_BRN":
        return f"{d[:3]}-{d[3:5]}-*****"
    if kind == "KR_DRIVER_LICENSE":
        return f"{d[:2]}-{d[2:4]}-******-**"
    if kind == "KR_PASSPORT":
        return text[:1].upper() + "*" * (len(text) - 1)
    if kind == "PHONE":
        area, mid, last = _phone_parts(d)
        return f"{area}-{'*' * len(mid)}-{last}"
    if kind == "EMAIL":
        local, _, domain = text.partition("@")
        return f"{local[:1]}***@{domain}"
    if kind == "CREDIT_CARD":
        return f"**** **** **** {d[-4:]}"
    if kind == "BANK_ACCOUNT":
        return _star_digits(text, 4)
    # IP_ADDRESS
    if ":" in text:
        head = text.split(":", 1)[0]
        return f"{head}:****:****" if head else "::****"
    octets = text.split(".")
    return ".".join([*octets[:2], "*", "*"])


# --------------------------------------------------------------------------- patterns

_H = "[-\u2010\u2011\u2013\u2212]"  # hyphen-like separators
_SP = "[ \u00a0]"
_SEP = rf"(?:{_SP}?{_H}{_SP}?|\.|{_SP})?"  # optional phone separator
# Digit-run boundaries: no digit/Latin letter/@ glued to the run, and no longer
# hyphen/dot chain (ISBN 978-89-…, versions, dates) continuing it.
_LB = r"(?<![0-9A-Za-z@_])(?<![0-9][-.\u2010\u2011\u2013\u2212])"
_RB = r"(?![0-9A-Za-z@_])(?![-.\u2010\u2011\u2013\u2212][0-9])"

_RRN_RE: Final = re.compile(
    rf"{_LB}(?P<yy>[0-9]{{2}})(?P<mm>0[1-9]|1[0-2])(?P<dd>0[1-9]|[12][0-9]|3[01])"
    rf"(?P<sep>{_SP}?{_H}{_SP}?|{_SP})?(?P<g>[0-9])[0-9]{{6}}{_RB}"
)
_BRN_RE: Final = re.compile(rf"{_LB}[0-9]{{3}}(?P<s>{_H}|)[0-9]{{2}}(?P=s)[0-9]{{5}}{_RB}")
_LICENSE_RE: Final = re.compile(
    r"(?:(?P<name>서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산)"
    rf"{_SP}?[0-9]{{2}}(?P<s2>{_H})[0-9]{{6}}(?P=s2)[0-9]{{2}}"
    rf"|{_LB}(?P<rr>[0-9]{{2}})(?P<s>{_H}|{_SP}|)[0-9]{{2}}(?P=s)[0-9]{{6}}(?P=s)[0-9]{{2}})"
    rf"{_RB}"
)
# Lookbehinds follow the first two characters so that the regex engine can skip ahead
# to a candidate letter quickly (a leading lookbehind disables that optimisation).
_PASSPORT_RE: Final = re.compile(
    r"[MSRGDOmsrgdo][0-9](?<![0-9A-Za-z@_]..)(?<![0-9A-Za-z]-..)"
    r"(?:(?P<new>[0-9]{2}[A-Za-z][0-9]{4})|[0-9]{7})"
    r"(?![0-9A-Za-z@_])(?!-[0-9A-Za-z])"
)
# Digit clusters: digits plus the separators used inside phone/ID/card/account numbers.
_CLUSTER_RE: Final = re.compile("[0-9][0-9 ()+.\\-\u2010\u2011\u2013\u2212\u00a0]{6,}")
_AREA = r"01[016789]|02|03[1-3]|04[1-4]|05[1-5]|06[1-4]|070|050[2-8]?"
_AREA82 = r"1[016789]|2|3[1-3]|4[1-4]|5[1-5]|6[1-4]|70|50[2-8]?"
_PHONE_RE: Final = re.compile(
    rf"(?:(?:(?<![0-9A-Za-z@_+])\+82{_SEP}|(?<![0-9A-Za-z@_+])(?:00)?82(?:{_SP}?{_H}{_SP}?|{_SP}))"
    rf"(?:\(0\){_SP}?)?0?(?:\((?:{_AREA82})\)|{_AREA82})"
    rf"|{_LB}(?:\((?:{_AREA})\)|(?:{_AREA})))"
    rf"{_SEP}[0-9]{{3,4}}{_SEP}[0-9]{{4}}{_RB}"
)
_CARD_GROUPED_RE: Final = re.compile(
    rf"{_LB}[0-9]{{4}}(?P<s>{_H}|{_SP})"
    rf"(?:[0-9]{{4}}(?P=s)[0-9]{{4}}(?P=s)[0-9]{{4}}(?:(?P=s)[0-9]{{1,3}})?|[0-9]{{6}}(?P=s)[0-9]{{4,5}})"
    rf"{_RB}"
)
_BARE_RE: Final = re.compile(rf"{_LB}[0-9]{{10,19}}{_RB}")
_ACCOUNT_RE: Final = re.compile(
    rf"{_LB}[0-9]{{2,7}}(?P<s>{_H})[0-9]{{2,7}}(?:(?P=s)[0-9]{{1,7}}){{0,2}}{_RB}"
)
_IPV4_RE: Final = re.compile(
    r"(?<![0-9A-Za-z.@_])[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}(?![0-9A-Za-z_]|\.[0-9])"
)
_IPV6_RE: Final = re.compile(  # bounded candidate (at most 39 hex/colon chars + IPv4 tail)
    r"(?<![0-9A-Za-z:@_.])(?=[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:]{2,39}"
    r"(?:(?<=:)[0-9]{1,3}(?:\.[0-9]{1,3}){3})?(?![0-9A-Za-z:_]|\.[0-9])"
)
_EMAIL_RE: Final = re.compile(
    r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9](?:[A-Za-z0-9._%+\-]{0,62}[A-Za-z0-9_%+\-])?"
    r"@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}"
    r"(?![A-Za-z0-9\-]|\.[A-Za-z0-9])"
)
_FULLWIDTH_RE: Final = re.compile("[\uff01-\uff5e\u3000]")
_FULLWIDTH: Final = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}

# Context words, searched in the ~24 characters before a match.  Each entry is a pair:
# the plain alternation (fast "is there any hit?" search) and ``.*(?:words)``, which,
# anchored at the first hit, finds the LAST hit (the one closest to the match).
_WINDOW: Final = 24
_BANK_AFTER: Final = 12
_NL = "(?<![A-Za-z])"  # no Latin letter before an English context word


_Ctx = tuple[re.Pattern[str], re.Pattern[str]]


def _ctx(full: str, stems: str) -> _Ctx:
    """Compile a context-word pattern.

    ``stems`` are literals, one of which starts every hit of ``full``; lower-case ASCII
    stems also match in Title and UPPER case.  A pure literal alternation lets the
    regex engine skip ahead quickly, so a window without any context word costs
    well under a microsecond; only then does the exact (case-insensitive, boundary
    checking) ``.*(?:full)`` pattern run to find the last hit.
    """
    variants = {
        v
        for w in stems.split("|")
        for v in ((w, w.title(), w.upper()) if w.isascii() and w.islower() else (w,))
    }
    fast = "|".join(re.escape(v) for v in sorted(variants, key=lambda v: (-len(v), v)))
    return re.compile(fast), re.compile(f"(?s:.*)(?:{full})", re.I)


_RRN_KO = "주민|외국인|등록번호|등록증|생년월일"
_CTX_RRN: Final = _ctx(
    rf"{_RRN_KO}|resident|registration|{_NL}(?:rrn|arc)(?![A-Za-z])",
    f"{_RRN_KO}|resident|registration|rrn|arc",
)
_BRN_KO = "사업자|등록번호"
_CTX_BRN: Final = _ctx(
    rf"{_BRN_KO}|brn|business|registration|reg\.?\s*no", f"{_BRN_KO}|brn|business|registration|reg"
)
_CTX_CARD: Final = _ctx(
    rf"카드|{_NL}card|신용|체크(?!해|하|리스트|인|아웃)|{_NL}visa|master|amex|비자|마스터|아멕스",
    "카드|card|신용|체크|visa|master|amex|비자|마스터|아멕스",
)
_CTX_LICENSE: Final = _ctx(r"면허|운전|licen[cs]e|driver", "면허|운전|licen|driver")
_CTX_PASSPORT: Final = _ctx(r"여권|passport", "여권|passport")
_PHONE_WORDS = "연락|전화|휴대|핸드폰|폰|문자|카톡|팩스|phone|tel|mobile|call|contact|fax"
_CTX_PHONE: Final = _ctx(_PHONE_WORDS, _PHONE_WORDS)
_ACCOUNT_STRONG = "계좌|통장|입금|송금|이체|예금주|account|acct|bank|은행|뱅크"
_CTX_ACCOUNT_STRONG: Final = _ctx(_ACCOUNT_STRONG, _ACCOUNT_STRONG)
_BANKS = "국민|신한|우리|하나|농협|기업|카카오|토스|우체국|새마을|신협|SC제일|씨티|citi|수협"
_CTX_ACCOUNT: Final = _ctx(
    rf"{_ACCOUNT_STRONG}|{_BANKS}|(?<![A-Za-z])(?-i:KB|NH|IBK|SC)(?![A-Za-z])",
    f"{_ACCOUNT_STRONG}|{_BANKS}|KB|NH|IBK|SC",
)
_CTX_ACCOUNT_WORD: Final = _ctx("계좌|통장|account|예금주", "계좌|통장|account|예금주")
# Labels of non-personal numbers (order, receipt, tracking, member, coupon, model…).
_NEG_KO = (
    "주문|영수증|송장|운송장|택배|승인번호|예약번호|접수번호|신청번호|관리번호|문서번호|참고번호"
    "|회원번호|고객번호|쿠폰|코드|모델|품번|시리얼"
)
_NEG_EN = "order|tracking|invoice|receipt|isbn|serial|model|member|coupon|code|ticket"
_CTX_NEG: Final = _ctx(
    rf"{_NEG_KO}|{_NL}(?:{_NEG_EN}|ref(?:erence)?(?![A-Za-z]))", f"{_NEG_KO}|{_NEG_EN}|ref"
)
_CTX_VERSION: Final = re.compile(r"(?:버전|(?<![A-Za-z])(?:version|ver\.?|v))\s*$", re.I)

_TODAY: Final = date.today()
_CENTURY: Final = {
    **dict.fromkeys("1256", 1900),
    **dict.fromkeys("3478", 2000),
    **dict.fromkeys("90", 1800),
}
_LICENSE_REGIONS: Final = frozenset({*(str(n) for n in range(11, 27)), "28"})


def _last_ctx(ctx: _Ctx, text: str, start: int, window: int = _WINDOW) -> int:
    """End offset of the last context-word hit in the window before ``start``, or -1."""
    first = ctx[0].search(text, max(0, start - window), start)
    if first is None:
        return -1
    last = ctx[1].match(text, first.start(), start)
    return last.end() if last else -1


def _positive(pos_rx: _Ctx, text: str, start: int) -> bool:
    """A positive context word precedes ``start`` and is closer than any negative label."""
    pos = _last_ctx(pos_rx, text, start)
    return pos >= 0 and pos >= _last_ctx(_CTX_NEG, text, start)


def _negative(pos_rx: _Ctx, text: str, start: int) -> bool:
    """A negative label (주문번호, 송장, order…) is closer than any positive context word."""
    neg = _last_ctx(_CTX_NEG, text, start)
    return neg >= 0 and neg > _last_ctx(pos_rx, text, start)


def _real_date(year: int, month: int, day: int) -> bool:
    try:
        return date(year, month, day) <= _TODAY
    except ValueError:
        return False


# --------------------------------------------------------------------------- detectors

_Add = Callable[[PiiKind, int, int, bool], None]
_Scanner = Callable[[str, _Add, int, int], None]


def _scan_rrn(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _RRN_RE.finditer(text, lo, hi):
        g = m["g"]
        if not _real_date(_CENTURY[g] + int(m["yy"]), int(m["mm"]), int(m["dd"])):
            continue
        kind: PiiKind = "KR_FRN" if g in "5678" else "KR_RRN"
        raw = m.group()
        ok = frn_checksum_ok(raw) if kind == "KR_FRN" else rrn_checksum_ok(raw)
        start = m.start()
        if not ok and (g in "90" or (m["sep"] is None and _negative(_CTX_RRN, text, start))):
            continue  # post-2020 random digits are plausible, but never for 1800s births
        if not ok or m["sep"] is None:
            # A number the user labels as a bank account or card (closer than any
            # RRN word) is read that way, unless it has the distinctive YYMMDD-G shape.
            own = _last_ctx(_CTX_RRN, text, start)
            if _last_ctx(_CTX_ACCOUNT_STRONG, text, start) > own:
                continue
            if _last_ctx(_CTX_CARD, text, start) > own and (not ok or luhn_ok(raw)):
                continue
        add(kind, start, m.end(), ok)


def _scan_brn(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _BRN_RE.finditer(text, lo, hi):
        if not brn_ok(m.group()):
            continue
        start = m.start()
        if m["s"]:
            if _last_ctx(_CTX_ACCOUNT_STRONG, text, start) > _last_ctx(_CTX_BRN, text, start):
                continue  # a 3-2-5 account number labelled as such
        elif not _positive(_CTX_BRN, text, start):
            continue  # bare 10 digits: 02 landlines collide, so a label is required
        add("KR_BRN", start, m.end(), True)


def _scan_license(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _LICENSE_RE.finditer(text, lo, hi):
        start = m.start()
        if m["name"]:  # pre-2011 licences print the region name: 서울 12-345678-90
            if not _negative(_CTX_LICENSE, text, start):
                add("KR_DRIVER_LICENSE", start, m.end(), True)
            continue
        if m["rr"] not in _LICENSE_REGIONS:
            continue
        if m["s"] and not _negative(_CTX_LICENSE, text, start):
            add("KR_DRIVER_LICENSE", start, m.end(), True)
        elif not m["s"] and _positive(_CTX_LICENSE, text, start):
            add("KR_DRIVER_LICENSE", start, m.end(), True)


def _looks_like_date8(d: str) -> bool:
    return d[:2] in ("19", "20") and _real_date(int(d[:4]), int(d[4:6]) or 13, int(d[6:8]) or 32)


def _scan_passport(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _PASSPORT_RE.finditer(text, lo, hi):
        start = m.start()
        if _last_ctx(_CTX_PASSPORT, text, start) >= 0:
            add("KR_PASSPORT", start, m.end(), True)
        elif m["new"]:
            if not _negative(_CTX_PASSPORT, text, start):
                add("KR_PASSPORT", start, m.end(), True)
        elif (
            m.group()[0] in "MSRGD"
            and not _looks_like_date8(m.group()[1:])
            and _last_ctx(_CTX_NEG, text, start) < 0
        ):
            add("KR_PASSPORT", start, m.end(), False)


def _scan_phone(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _PHONE_RE.finditer(text, lo, hi):
        start, end = m.span()
        raw = m.group()
        if " " in raw and _inside_card_shape(text, start, end):
            continue  # e.g. "0505 1848 2081" inside "4503 0505 1848 2081"
        if raw.isdigit() and not raw.startswith("01") and _negative(_CTX_PHONE, text, start):
            continue  # a bare landline-shaped run labelled as an order/receipt number
        add("PHONE", start, m.end(), True)


def _inside_card_shape(text: str, start: int, end: int) -> bool:
    """Whether [start, end) lies inside a card-grouped digit run (Luhn or not)."""
    for m in _CARD_GROUPED_RE.finditer(text, max(0, start - 25), min(len(text), end + 25)):
        if m.start() < end and start < m.end() and (m.start(), m.end()) != (start, end):
            return True
    return False


def _plausible_iin(d: str) -> bool:
    """Issuer prefix of Amex/Diners/JCB (3), Visa (4), Master (51-55, 2221-2720),
    UnionPay/Discover (6) or Korean domestic/BC (9)."""
    return d[0] in "34569" or d[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(d[:4]) <= 2720


def _scan_card(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _CARD_GROUPED_RE.finditer(text, lo, hi):
        raw, start = m.group(), m.start()
        if not luhn_ok(raw) or _negative(_CTX_CARD, text, start):
            continue
        if _plausible_iin(_digits(raw)) or _last_ctx(_CTX_CARD, text, start) >= 0:
            add("CREDIT_CARD", start, m.end(), True)


def _scan_bare(text: str, add: _Add, lo: int, hi: int) -> None:
    """Bare 10–19 digit runs: cards (13–19, context) and bank accounts (10–14, context)."""
    for m in _BARE_RE.finditer(text, lo, hi):
        n = m.end() - m.start()
        start = m.start()
        if n >= 13 and luhn_ok(m.group()) and _positive(_CTX_CARD, text, start):
            add("CREDIT_CARD", start, m.end(), True)
        elif n <= 14:
            _maybe_account(text, m.group(), start, m.end(), add)


def _scan_account(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _ACCOUNT_RE.finditer(text, lo, hi):
        raw = m.group()
        if 10 <= len(_digits(raw)) <= 14:
            _maybe_account(text, raw, m.start(), m.end(), add)


def _maybe_account(text: str, raw: str, start: int, end: int, add: _Add) -> None:
    """Bank accounts have no checksum: require a bank/account word near the number."""
    before = _last_ctx(_CTX_ACCOUNT, text, start, _WINDOW + 4)
    if before < 0:
        after = text[end : end + _BANK_AFTER]
        if not _CTX_ACCOUNT[0].search(after) or _CTX_NEG[0].search(after):
            return
        if _PHONE_RE.fullmatch(raw):
            return
        if _last_ctx(_CTX_NEG, text, start) >= 0:
            return
    elif _PHONE_RE.fullmatch(raw):
        # 평생계좌 (a phone number used as an account) only with an explicit account
        # word that is closer than any phone word; otherwise it is a phone number.
        word = _last_ctx(_CTX_ACCOUNT_WORD, text, start, _WINDOW + 4)
        if word < 0 or word <= _last_ctx(_CTX_NEG, text, start):
            return
        if word <= _last_ctx(_CTX_PHONE, text, start):
            return
    elif before <= _last_ctx(_CTX_NEG, text, start):
        return
    add("BANK_ACCOUNT", start, end, False)


def _scan_ipv4(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _IPV4_RE.finditer(text, lo, hi):
        start = m.start()
        if _CTX_VERSION.search(text, max(0, start - 10), start):
            continue
        try:
            ipaddress.IPv4Address(m.group())
        except ValueError:
            continue
        add("IP_ADDRESS", start, m.end(), True)


def _scan_ipv6(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _IPV6_RE.finditer(text, lo, hi):
        start, end = m.start(), m.end()
        if text[start] == ":" and text[start + 1] != ":":  # "주소:fe80::1"
            start += 1
        if text[end - 1] == ":" and text[end - 2] != ":":  # "fe80::1: ..."
            end -= 1
        raw = text[start:end]
        groups = [part for part in raw.split(":") if part]
        if len(groups) < 2 or sum(map(len, groups)) < 4:  # not "a::b", "::1", "1:2::3"
            continue
        try:
            ipaddress.IPv6Address(raw)
        except ValueError:
            continue
        add("IP_ADDRESS", start, end, True)


def _scan_email(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _EMAIL_RE.finditer(text, lo, hi):
        local = m.group().partition("@")[0]
        add("EMAIL", m.start(), m.end(), ".." not in local)


def _digit_count(text: str) -> int:
    return sum(map(text.count, "0123456789"))


# Digit-based detectors run only around digit clusters holding enough digits for them.
_CLUSTER_SCANNERS: Final[tuple[tuple[int, _Scanner], ...]] = (
    (13, _scan_rrn),
    (13, _scan_card),
    (10, _scan_brn),
    (10, _scan_license),
    (9, _scan_phone),
    (10, _scan_bare),
    (10, _scan_account),
)


def scan(text: str) -> list[Finding]:
    """Find PII in ``text``: sorted by start, non-overlapping (priority, then length)."""
    if not text:
        return []
    source = text
    if _FULLWIDTH_RE.search(text):  # same-length normalisation: ０１０－… → 010-…
        text = text.translate(_FULLWIDTH)
    raw: set[tuple[int, int, int, PiiKind, bool]] = set()

    def add(kind: PiiKind, start: int, end: int, validated: bool) -> None:
        raw.add((_PRIORITY[kind], start - end, start, kind, validated))

    n = len(text)
    if "@" in text:
        _scan_email(text, add, 0, n)
    if "::" in text or text.count(":") >= 7:
        _scan_ipv6(text, add, 0, n)
    ndigits = _digit_count(text)
    if ndigits >= 4:
        if ndigits >= 7:
            _scan_passport(text, add, 0, n)
        for cluster in _CLUSTER_RE.finditer(text):
            c_start, c_end = cluster.span()
            c_digits = _digit_count(cluster.group())
            # 4 characters back for "+82 ", "(" and the like; 2 forward for lookaheads.
            lo, hi = max(0, c_start - 4), min(n, c_end + 2)
            if c_digits >= 9:
                for min_digits, scanner in _CLUSTER_SCANNERS:
                    if c_digits >= min_digits:
                        scanner(text, add, lo, hi)
            if c_digits >= 4 and cluster.group().count(".") >= 3:
                _scan_ipv4(text, add, lo, hi)
    if not raw:
        return []
    # Greedy by (priority, longer span, earlier start); the accepted spans are kept
    # sorted and disjoint, so only the two neighbours of a candidate can overlap it.
    starts: list[int] = []
    ends: list[int] = []
    out: list[Finding] = []
    for _, neg_len, start, kind, validated in sorted(raw):
        end = start - neg_len
        i = bisect_right(starts, start)
        if (i and ends[i - 1] > start) or (i < len(starts) and starts[i] < end):
            continue
        starts.insert(i, start)
        ends.insert(i, end)
        out.append(Finding(kind, start, end, source[start:end], validated))
    out.sort(key=lambda f: f.start)
    return out


def redact(
    text: str,
    findings: list[Finding] | None = None,
    kinds: Iterable[PiiKind] | None = None,
) -> str:
    """Replace findings (default: ``scan(text)``) with stable ``PLACEHOLDER`` tokens."""
    if findings is None:
        findings = scan(text)
    wanted = None if kinds is None else frozenset(kinds)
    parts: list[str] = []
    pos = 0
    for f in sorted(findings, key=lambda f: f.start):
        if (wanted is not None and f.kind not in wanted) or f.start < pos:
            continue
        parts.append(text[pos : f.start])
        parts.append(PLACEHOLDER[f.kind])
        pos = f.end
    if not parts:
        return text
    parts.append(text[pos:])
    return "".join(parts)


# --------------------------------------------------------------------------- policy

_DEFAULT_ACTIONS: Final[Mapping[PiiKind, Action]] = MappingProxyType(
    {
        "KR_RRN": "block",
        "KR_FRN": "block",
        "CREDIT_CARD": "block",
        "KR_PASSPORT": "block",
        "KR_DRIVER_LICENSE": "block",
        "BANK_ACCOUNT": "block",
        "PHONE": "mask",
        "EMAIL": "mask",
        "KR_BRN": "mask",
        "IP_ADDRESS": "mask",
    }
)


@dataclass(frozen=True)
class PiiPolicy:
    """What to do with each kind of PII: block the message, mask it, or allow it."""

    actions: Mapping[PiiKind, Action] = field(default_factory=lambda: _DEFAULT_ACTIONS)

    @classmethod
    def default(cls) -> PiiPolicy:
        return cls(_DEFAULT_ACTIONS)

    @classmethod
    def from_env(cls, value: str | None) -> PiiPolicy:
        """Parse ``"PHONE=block,EMAIL=allow"`` overrides on top of the defaults."""
        actions: dict[PiiKind, Action] = dict(_DEFAULT_ACTIONS)
        for item in (value or "").replace(";", ",").split(","):
            item = item.strip()
            if not item:
                continue
            name, eq, act = item.partition("=")
            name, act = name.strip().upper(), act.strip().lower()
            if not eq or not name or not act:
                raise ValueError(f"invalid PII policy entry {item!r}: expected KIND=ACTION")
            kind = next((k for k in KINDS if k == name), None)
            if kind is None:
                raise ValueError(
                    f"unknown PII kind {name!r} in {item!r}; expected one of: {', '.join(KINDS)}"
                )
            action = next((a for a in _ACTIONS if a == act), None)
            if action is None:
                raise ValueError(
                    f"unknown PII action {act!r} in {item!r}; expected one of: "
                    f"{', '.join(_ACTIONS)}"
                )
            actions[kind] = action
        return cls(MappingProxyType(actions))

    def action(self, kind: PiiKind) -> Action:
        return self.actions.get(kind, _DEFAULT_ACTIONS[kind])


@dataclass(frozen=True)
class PiiDecision:
    findings: tuple[Finding, ...]
    blocked: tuple[Finding, ...]  # findings whose action is "block"
    masked_text: str  # block- and mask-action findings replaced: always safe to log

    @property
    def should_block(self) -> bool:
        return bool(self.blocked)

    def block_message(self) -> str:
        """Korean user-facing refusal naming what was found (masked); "" if not blocked."""
        if not self.blocked:
            return ""
        shown: dict[str, list[str]] = {}
        for f in self.blocked:
            values = shown.setdefault(KIND_LABEL_KO[f.kind], [])
            if f.masked not in values:
                values.append(f.masked)
        items = ", ".join(f"{label}({', '.join(vals)})" for label, vals in shown.items())
        return (
            f"메시지에 민감한 개인정보가 포함되어 있어 처리하지 않았어요: {items}. "
            "개인정보 보호를 위해 해당 정보를 지우고 다시 보내 주세요. "
            "분리배출이나 수거 안내에는 이런 정보가 필요하지 않아요."
        )


def evaluate(text: str, policy: PiiPolicy | None = None) -> PiiDecision:
    """Scan ``text`` and apply ``policy`` (default: ``PiiPolicy.default()``)."""
    policy = policy or PiiPolicy.default()
    findings = tuple(scan(text))
    blocked = tuple(f for f in findings if policy.action(f.kind) == "block")
    hidden = [f for f in findings if policy.action(f.kind) != "allow"]
    return PiiDecision(findings, blocked, redact(text, hidden))


# --------------------------------------------------------------------------- logging

_MAX_DEPTH: Final = 16


def _redact_value(value: Any, depth: int) -> Any:
    if isinstance(value, str):
        return redact(value)
    if depth >= _MAX_DEPTH:
        return value
    if isinstance(value, dict):
        return {k: _redact_value(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_value(v, depth + 1) for v in value]
    if isinstance(value, tuple):
        items = [_redact_value(v, depth + 1) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    return value


def mask_log_event(
    logger: object, method_name: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """structlog processor: ``redact`` every str value (nested lists/tuples/dicts).

    Keys are untouched. Nested containers are copied, never mutated, so objects
    owned by the caller are not altered by logging.
    """
    for key, value in event_dict.items():
        event_dict[key] = _redact_value(value, 0)
    return event_dict


# --------------------------------------------------------------------------- scoring


@dataclass(slots=True)
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def f2(self) -> float:
        """Recall-weighted F-score (Presidio's evaluation recommends F2)."""
        p, r = self.precision, self.recall
        return 5 * p * r / (4 * p + r) if p + r else 0.0


def match_findings(
    text: str, expected: Iterable[tuple[str, str]], findings: Iterable[Finding]
) -> tuple[list[tuple[str, str]], list[Finding], list[tuple[str, str]]]:
    """Pair findings with expected ``(kind, text)`` items.

    A finding matches an expected item when the kinds are equal and the texts are
    equal or the spans overlap (expected spans are located with ``str.find``, one
    occurrence per item, left to right). Returns (matched, false positives, misses).
    """
    located: list[tuple[str, str, int, int]] = []
    used: dict[str, int] = {}
    for kind, value in expected:
        at = text.find(value, used.get(value, 0)) if value else -1
        used[value] = at + 1 if at >= 0 else used.get(value, 0)
        located.append((kind, value, at, at + len(value) if at >= 0 else -1))
    open_items = list(range(len(located)))
    matched: list[tuple[str, str]] = []
    false_pos: list[Finding] = []
    for f in findings:
        hit = next(
            (
                i
                for i in open_items
                if located[i][0] == f.kind
                and (
                    located[i][1] == f.text
                    or (located[i][2] >= 0 and f.start < located[i][3] and located[i][2] < f.end)
                )
            ),
            None,
        )
        if hit is None:
            false_pos.append(f)
        else:
            open_items.remove(hit)
            matched.append(located[hit][:2])
    missed = [located[i][:2] for i in open_items]
    return matched, false_pos, missed


def score(
    cases: Iterable[tuple[str, list[tuple[str, str]]]],
    scanner: Callable[[str], list[Finding]] = scan,
) -> dict[str, Counts]:
    """Per-kind true/false positives and misses over ``(text, [(kind, text), ...])`` cases.

    Keys: every ``PiiKind`` plus ``"overall"`` (the sum).
    """
    counts: dict[str, Counts] = {kind: Counts() for kind in KINDS}
    for text, expected in cases:
        matched, false_pos, missed = match_findings(text, expected, scanner(text))
        for kind, _ in matched:
            counts.setdefault(kind, Counts()).tp += 1
        for f in false_pos:
            counts[f.kind].fp += 1
        for kind, _ in missed:
            counts.setdefault(kind, Counts()).fn += 1
    overall = Counts()
    for c in counts.values():
        overall.tp += c.tp
        overall.fp += c.fp
        overall.fn += c.fn
    counts["overall"] = overall
    return counts
