"""``Finding``: one detected PII span, and its masked display form (never the full value)."""

from __future__ import annotations

from dataclasses import dataclass

from guardrails.pii.checksums import _digits
from guardrails.pii.kinds import PiiKind
from guardrails.pii.network import email_value, ip_value


@dataclass(frozen=True, slots=True)
class Finding:
    """One detected PII span: ``text == source[start:end]``.

    ``normalized`` is what the recogniser read (see :mod:`guardrails.pii.normalize`): ASCII
    digits, one kind of dash, separators collapsed. It is empty when built by hand.
    """

    kind: PiiKind
    start: int
    end: int
    text: str
    validated: bool  # checksum / structural validation passed
    normalized: str = ""

    @property
    def masked(self) -> str:
        """A display form that never contains the full raw value."""
        return _mask(self.kind, self.normalized or self.text)

    @property
    def value(self) -> str:
        """The canonical value: digits for numbers (a phone with +82 as 0…), ``local@domain``
        for e-mail, the upper-case passport, the address for IPs."""
        return canonical_value(self.kind, self.normalized or self.text)


def canonical_value(kind: PiiKind, text: str) -> str:
    """The canonical form of a (normalised) PII text, for comparing values across spellings."""
    if kind == "EMAIL":
        return email_value(text)
    if kind == "IP_ADDRESS":
        return ip_value(text)
    if kind == "KR_PASSPORT":
        return "".join(ch for ch in text if ch.isascii() and ch.isalnum()).upper()
    if kind == "KR_DRIVER_LICENSE" and not text[:1].isdigit():
        return text  # region-name form: 서울 12-345678-90
    d = _digits(text)
    if kind == "PHONE":
        area, mid, last = _phone_parts(d)
        return area + mid + last
    return d


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
    if digits.startswith("00"):  # "(0)10…" after a removed country code
        digits = digits[1:]
    if digits.startswith("02"):
        area = "02"
    elif digits.startswith("050") and len(digits) >= 11:
        area = digits[:4]
    else:
        area = digits[:3]
    return area, digits[len(area) : -4], digits[-4:]


def _mask(kind: PiiKind, text: str) -> str:
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
        local, _, domain = email_value(text).partition("@")
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
