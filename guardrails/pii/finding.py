"""``Finding``: one detected PII span, and its masked display form (never the full value)."""

from __future__ import annotations

from dataclasses import dataclass

from guardrails.pii.checksums import _digits
from guardrails.pii.kinds import PiiKind
from guardrails.pii.patterns import _FULLWIDTH


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
