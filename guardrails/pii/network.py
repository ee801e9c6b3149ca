"""Network identifiers: IPv4/IPv6 addresses (with CIDR suffixes and zone ids) and e-mail addresses,
including spelled-out forms (``hong [at] naver [dot] com``, ``hong 골뱅이 naver 점 com``,
``hong @ naver.com``).
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from typing import Final

from guardrails.pii.context import _CTX_VERSION
from guardrails.pii.kinds import PiiKind

_Add = Callable[[PiiKind, int, int, bool], None]

_IPV4_RE: Final = re.compile(
    r"(?<![0-9A-Za-z._])[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}"
    r"(?P<cidr>/[0-9]{1,2}(?![0-9]))?(?![0-9A-Za-z_]|\.[0-9])"
)
_IPV6_RE: Final = re.compile(  # bounded candidate (at most 39 hex/colon chars + IPv4 tail)
    r"(?<![0-9A-Za-z:_.])(?=[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:]{2,39}"
    r"(?:(?<=:)[0-9]{1,3}(?:\.[0-9]{1,3}){3})?"
    r"(?P<zone>%[0-9A-Za-z]{1,15})?(?P<cidr>/[0-9]{1,3}(?![0-9]))?"
    r"(?![0-9A-Za-z:_]|\.[0-9])"
)

# E-mail: "@" (spaces allowed around it) or a spelled-out at; "." or a spelled-out dot.
_AT = (
    r"[ \t]{0,2}(?:@|(?i:\[\s?at\s?\]|\(\s?at\s?\)|\{\s?at\s?\}|<at>|(?<=[ \t])at(?=[ \t]))"
    r"|[\[(]?골뱅이[\])]?)[ \t]{0,2}"
)
_DOT = (
    r"(?:\.|[ \t]{0,2}(?:(?i:\[\s?dot\s?\]|\(\s?dot\s?\)|\{\s?dot\s?\}|<dot>|(?<=[ \t])dot(?=[ \t]))"
    r"|[\[(]?(?:점|닷)[\])]?)[ \t]{0,2})"
)
_EMAIL_RE: Final = re.compile(
    r"(?<![A-Za-z0-9._%+\-])(?P<local>[A-Za-z0-9](?:[A-Za-z0-9._%+\-]{0,62}[A-Za-z0-9_%+\-])?)"
    rf"(?P<at>{_AT})"
    rf"(?P<domain>(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{{0,61}}[A-Za-z0-9])?{_DOT})+)"
    r"(?P<tld>[A-Za-z]{2,24})(?![A-Za-z0-9\-@_%+]|\.[A-Za-z0-9])"
)
_EMAIL_HINT: Final = re.compile(r"[Aa][Tt](?<=[ \t\[({<\s].{2})(?=\s?[\])}>]|[ \t])")
# Top-level domains accepted for spelled-out addresses (a literal "x@y.z" accepts any).
_TLDS: Final = frozenset(
    "com net org edu gov mil int kr jp cn us uk de fr io co me ai app dev info biz xyz kr "
    "tv cc ly so to ca au nz in sg hk tw vn eu ru br es it nl se ch".split()
)
_DOT_WORD: Final = re.compile(
    r"[ \t]*(?:(?i:\[\s?dot\s?\]|\(\s?dot\s?\)|\{\s?dot\s?\}|<dot>|dot(?=[ \t]))"
    r"|[\[(]?(?:점|닷)[\])]?)[ \t]*|\."
)


def email_value(normalized: str) -> str:
    """The canonical ``local@domain`` of an e-mail finding's normalised text."""
    m = _EMAIL_RE.search(normalized)
    if m is None:
        return normalized.strip().lower()
    domain = _DOT_WORD.sub(".", m["domain"]).strip(". \t")
    return f"{m['local']}@{domain}.{m['tld']}".lower()


def scan_email(text: str, add: _Add) -> None:
    if (
        "@" not in text
        and "골뱅이" not in text
        and not (("at" in text or "AT" in text or "At" in text) and _EMAIL_HINT.search(text))
    ):
        return
    pos = 0
    while (m := _EMAIL_RE.search(text, pos)) is not None:
        literal = m["at"].strip() == "@" and "." in m["domain"]
        plain = literal and " " not in m.group() and _DOT_WORD.sub(".", m["domain"]) == m["domain"]
        if not plain and m["tld"].lower() not in _TLDS:
            pos = m.start() + 1  # a spelled-out address needs a real top-level domain
            continue
        add("EMAIL", m.start(), m.end(), ".." not in m["local"])
        pos = m.end()


def scan_ipv4(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _IPV4_RE.finditer(text, lo, hi):
        start, end = m.span()
        if _CTX_VERSION.search(text, max(0, start - 10), start):
            continue
        cidr = m["cidr"]
        base = m.group()[: len(m.group()) - len(cidr)] if cidr else m.group()
        try:
            ipaddress.IPv4Address(base)
        except ValueError:
            continue
        if cidr and int(cidr[1:]) > 32:
            end -= len(cidr)
        add("IP_ADDRESS", start, end, True)


def scan_ipv6(text: str, add: _Add) -> None:
    if "::" not in text and text.count(":") < 7:
        return
    for m in _IPV6_RE.finditer(text):
        start, end = m.start(), m.end()
        suffix = len(m["zone"] or "") + len(m["cidr"] or "")
        base_end = end - suffix
        if text[start] == ":" and text[start + 1] != ":":  # "주소:fe80::1"
            start += 1
        if text[base_end - 1] == ":" and text[base_end - 2] != ":":  # "fe80::1: ..."
            if suffix:
                continue
            base_end = end = end - 1
        raw = text[start:base_end]
        try:
            ipaddress.IPv6Address(raw)
        except ValueError:
            continue
        if not _plausible_ipv6(raw, bool(m["cidr"])):
            continue
        if m["cidr"] and int(m["cidr"][1:]) > 128:
            end -= len(m["cidr"])
        add("IP_ADDRESS", start, end, True)


def _plausible_ipv6(raw: str, cidr: bool) -> bool:
    """Not code ("a::b", "std::"): enough hex digits, or loopback, a prefix or an IPv4 tail."""
    if raw == "::1" or "." in raw:
        return True
    groups = [part for part in raw.split(":") if part]
    if cidr:
        return bool(groups) and max(map(len, groups)) >= 2
    return len(groups) >= 2 and sum(map(len, groups)) >= 4
