"""The kinds of PII that ``scan`` reports, and their Korean labels for user-facing messages."""

from __future__ import annotations

from typing import Final, Literal, get_args

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

KINDS: Final[tuple[PiiKind, ...]] = get_args(PiiKind)

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
