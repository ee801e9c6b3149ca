"""``redact``: findings replaced with stable ``PLACEHOLDER`` tokens such as ``[PHONE]``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding
from guardrails.pii.kinds import PiiKind

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
