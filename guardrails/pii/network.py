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
_IPV4_HALVES_RE: Final = re.compile(
    r"(?<![0-9.])(?P<a>[0-9]{1,3}\.[0-9]{1,3})(?![0-9.])[^0-9A-Za-z]{0,4}"
    r"(?:뒷부분|뒤|뒷자리|나머지|다음|그리고|second|then)[^0-9A-Za-z]{0,8}"
    r"(?<![0-9.])(?P<b>[0-9]{1,3}\.[0-9]{1,3})(?![0-9.A-Za-z%])"
)
_IP_CONTEXT: Final = re.compile(r"(?<![A-Za-z])ip(?![A-Za-z])|아이피", re.I)
_IPV6_RE: Final = re.compile(  # bounded candidate (at most 39 hex/colon chars + IPv4 tail)
    r"(?<![0-9A-Za-z:_.])(?=[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:]{2,39}"
    r"(?:(?<=:)[0-9]{1,3}(?:\.[0-9]{1,3}){3})?"
    r"(?P<zone>%[0-9A-Za-z]{1,15})?(?P<cidr>/[0-9]{1,3}(?![0-9]))?"
    r"(?![0-9A-Za-z:_]|\.[0-9])"
)

# E-mail: "@" (blanks or a line break allowed around it) or a spelled-out at; "." or a spelled-out
# dot; domain labels and top-level domains also spelled in Hangul ("네이버 닷컴").
_AT = (
    r"\s{0,2}(?:@|[\[(]@[\])]|(?i:\[\s?at\s?\]|\(\s?at\s?\)|\{\s?at\s?\}|<at>|-at-"
    r"|(?<=\s)at(?:\s+sign)?(?=\s))|[\[(]?(?:골뱅이|골뱅|에이티|앳)[\])]?)\s{0,2}"
)
_DOT = (
    r"(?:\s{0,2}(?:\.|(?i:\[\s?(?:dot|\.)\s?\]|\(\s?(?:dot|\.)\s?\)|\{\s?dot\s?\}|<dot>|-dot-"
    r"|(?<=\s)dot(?=\s))|[\[(]?(?:점|닷|쩜)[\])]?)\s{0,2})"
)
_HANGUL_LABELS: Final = {
    "네이버": "naver", "다음": "daum", "지메일": "gmail", "카카오": "kakao", "한메일": "hanmail",
    "네이트": "nate", "야후": "yahoo", "핫메일": "hotmail", "아웃룩": "outlook",
}  # fmt: skip
_HANGUL_TLDS: Final = {"컴": "com", "넷": "net", "오알지": "org", "케이알": "kr", "씨오": "co"}
_LABEL = r"(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?|" + "|".join(_HANGUL_LABELS) + ")"
_TLD = (
    r"(?:(?:[A-Za-z]{2,24}|xn--[A-Za-z0-9\-]{2,59})(?![A-Za-z0-9\-@_%+]|\.[A-Za-z0-9])|"
    + "|".join(_HANGUL_TLDS)
    + ")"
)
_LOCAL = r"[A-Za-z0-9](?:[A-Za-z0-9._%+\-]{0,62}[A-Za-z0-9_%+\-])?"
_EMAIL_RE: Final = re.compile(
    rf"(?<![A-Za-z0-9._%+\-])(?P<local>{_LOCAL})(?P<at>{_AT})"
    rf"(?P<domain>(?:{_LABEL}{_DOT})+)(?P<tld>{_TLD})"
)
# An address given in two labelled parts: "아이디는 taehyun.oh 이고 도메인은 naver.com".
_EMAIL_PARTS_RE: Final = re.compile(
    rf"(?<![A-Za-z0-9._%+\-])(?P<local>{_LOCAL})(?P<gap>[^A-Za-z0-9@]{{0,4}}"
    r"(?:도메인|뒷부분|뒤|골뱅이\s?뒤|domain)[^A-Za-z0-9@]{0,6})"
    r"(?P<domain>(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+)(?P<tld>[A-Za-z]{2,24})"
    r"(?![A-Za-z0-9\-@_%+]|\.[A-Za-z0-9])"
)
_CTX_EMAIL: Final = re.compile(r"메일|mail|아이디|앞부분|(?<![A-Za-z])id(?![A-Za-z])", re.I)
_EMAIL_HINT: Final = re.compile(r"[Aa][Tt](?<=[\s\[({<-].{2})(?=\s?[\])}>-]|\s)")
# Top-level domains accepted for spelled-out addresses (a literal "x@y.z" accepts any).
_TLDS: Final = frozenset(
    "com net org edu gov mil int kr jp cn us uk de fr io co me ai app dev info biz xyz "
    "tv cc ly so to ca au nz in sg hk tw vn eu ru br es it nl se ch".split()
) | frozenset(_HANGUL_TLDS)
_DOT_WORD: Final = re.compile(_DOT)
_PLAIN_DOMAIN: Final = re.compile(r"(?:[A-Za-z0-9\-]+\.)+")


def email_value(normalized: str) -> str:
    """The canonical ``local@domain`` of an e-mail finding's normalised text."""
    m = _EMAIL_RE.search(normalized) or _EMAIL_PARTS_RE.search(normalized)
    if m is None:
        return normalized.strip().lower()
    labels = [x.strip() for x in _DOT_WORD.split(m["domain"]) if x.strip()]
    names = [_HANGUL_LABELS.get(x, x) for x in labels]
    tld = _HANGUL_TLDS.get(m["tld"], m["tld"])
    return f"{m['local']}@{'.'.join([*names, tld])}".lower()


def _plain(m: re.Match[str]) -> bool:
    """A literal "local@domain.tld" without blanks or spelled-out parts."""
    return m["at"] == "@" and _PLAIN_DOMAIN.fullmatch(m["domain"]) is not None


def scan_email(text: str, add: _Add) -> None:
    if (
        "@" not in text
        and "골뱅" not in text
        and "에이티" not in text
        and "앳" not in text
        and not (("at" in text or "AT" in text or "At" in text) and _EMAIL_HINT.search(text))
    ):
        return
    pos = 0
    while (m := _EMAIL_RE.search(text, pos)) is not None:
        if not _plain(m) and m["tld"].lower() not in _TLDS:
            pos = m.start() + 1  # a spelled-out address needs a real top-level domain
            continue
        add("EMAIL", m.start(), m.end(), ".." not in m["local"])
        pos = m.end()


def scan_email_parts(text: str, add: _Add) -> None:
    """ "메일 아이디는 taehyun.oh 이고 도메인은 naver.com": both parts, after a mail word."""
    for m in _EMAIL_PARTS_RE.finditer(text):
        if m["tld"].lower() in _TLDS and _CTX_EMAIL.search(text, max(0, m.start() - 16), m.start()):
            add("EMAIL", m.start(), m.end(), True)


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


def scan_ipv4_halves(text: str, add: _Add) -> None:
    """ "IP는 앞부분 211.234, 뒷부분 10.77": two dotted halves after an IP word."""
    for m in _IPV4_HALVES_RE.finditer(text):
        start = m.start()
        if not _IP_CONTEXT.search(text, max(0, start - 24), start):
            continue
        try:
            ipaddress.IPv4Address(f"{m['a']}.{m['b']}")
        except ValueError:
            continue
        add("IP_ADDRESS", start, m.end(), True)


def scan_ipv6(text: str, add: _Add) -> None:
    colons = text.count(":")
    if "::" not in text and colons < 7 and not (colons == 6 and "." in text):
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


def ip_value(text: str) -> str:
    """The canonical address: no zone id or prefix length, IPv6 compressed (RFC 5952)."""
    base = text.strip("[]").split("%", 1)[0].split("/", 1)[0]
    try:
        address = ipaddress.ip_address(base)
    except ValueError:
        halves = _IPV4_HALVES_RE.search(text)
        return f"{halves['a']}.{halves['b']}" if halves else base.lower()
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return f"::ffff:{address.ipv4_mapped}"
    return address.compressed
