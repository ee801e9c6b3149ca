"""Context words (주민, 계좌, 카드, 주문번호...) searched in a short window before a match, and
the positive / negative tests the detectors build on them.
"""

from __future__ import annotations

import re
from typing import Final

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
    "주문|영수증|송장|운송장|택배|등기|배송조회|승인번호|예약번호|접수번호|신청번호|관리번호|문서번호|참고번호"
    "|회원번호|고객번호|쿠폰|코드|모델|품번|시리얼|상품번호|제품번호|견적번호|고지서"
)
_NEG_EN = (
    "order|tracking|invoice|receipt|isbn|serial|model|member|coupon|code|ticket|barcode|ean|upc|sku"
)
_CTX_NEG: Final = _ctx(
    rf"{_NEG_KO}|{_NL}(?:{_NEG_EN}|ref(?:erence)?(?![A-Za-z]))", f"{_NEG_KO}|{_NEG_EN}|ref"
)
# Words for the first half of a split RRN ("앞자리 900101 뒷자리 1234568").
_CTX_RRN_FRONT: Final = _ctx(
    r"앞자리|앞\s?번호|앞\s?6자리|앞부분|(?<![A-Za-z])(?:front|first)", "앞|front|first"
)
# A unit right after a number makes it an amount or a measure, never an account.
_UNIT_AFTER: Final = re.compile(
    r"\s?(?:원|만\s?원|천\s?원|개|건|명|회|년|월|일|시간|분|초|위|평|층|kg|km|ml|%|달러|엔)"
)
_CTX_VERSION: Final = re.compile(r"(?:버전|(?<![A-Za-z])(?:version|ver\.?|v))\s*$", re.I)


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
