"""URL and phone-number claims."""

from __future__ import annotations

import re

from guardrails.grounding.claims import _WS, _finditer, _Scan

_URL_CHARS = r"[A-Za-z0-9\-._~:/?#@!$&*+,;=%]"
_URL = re.compile(
    rf"https?://{_URL_CHARS}+"
    r"|(?<![A-Za-z0-9@.\-])(?:[A-Za-z0-9._%+\-]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+"
    r"(?:kr|com|net|org|io|gov|edu|info|biz|app|dev)(?![A-Za-z0-9\-])"
    rf"(?:/{_URL_CHARS}*)?",
    re.I,
)
_PHONE = re.compile(
    r"(?<![\dA-Za-z+])(?:"
    r"\+\s?82[ .\-]?(?:\(0\)\s?)?\(?0?\d{1,3}\)?[ .\-]?\d{3,4}[ .\-]?\d{4}"
    r"|\(?0\d{1,3}\)?[ .\-]?\d{3,4}[ .\-]?\d{4}"
    r"|1[5-8]\d{2}[ .\-]?\d{4}"
    r")(?!\d)(?!\s?(?:원|won|KRW|개|kg|%|~))"
)
_HINT_URL = re.compile(r"://|\.(?:kr|com|net|org|io|gov|edu|info|biz|app|dev)(?![A-Za-z0-9])", re.I)


def _norm_url(url: str) -> str:
    url = url.lower()
    url = re.sub(r"^https?://", "", url)
    url = re.sub(r"^www\.", "", url)
    return url.rstrip("/")


def _scan_urls(s: _Scan) -> None:
    text = s.text
    windows: list[tuple[int, int]] = []
    for h in _HINT_URL.finditer(text):
        start, end = max(0, h.start() - 64), h.end()
        ws = _WS.search(text, end)
        end = ws.start() if ws else len(text)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(end, windows[-1][1]))
        else:
            windows.append((start, end))
    for m in _finditer(_URL, text, windows):
        raw = m.group(0).rstrip(".,;:!?'\"")
        while raw.endswith(")") and raw.count("(") < raw.count(")"):
            raw = raw[:-1]
        start, end = m.start(), m.start() + len(raw)
        if len(raw) < 4:
            continue
        s.add("url", _norm_url(raw), start, end)
        s.take(start, end)


def _phone_digits(text: str) -> str:
    """Digits of a phone number, ``+82`` / ``82`` country code replaced by ``0``."""
    digits = "".join(ch for ch in text if ch.isdigit())
    if text.lstrip().startswith("+") and digits.startswith("82"):
        digits = digits[2:]
        if not digits.startswith("0"):
            digits = "0" + digits
    return digits


def _scan_phones(s: _Scan) -> None:
    for m in _PHONE.finditer(s.text):
        if s.free(m.start(), m.end()):
            s.add("phone", _phone_digits(m.group(0)), m.start(), m.end())
            s.take(m.start(), m.end())
