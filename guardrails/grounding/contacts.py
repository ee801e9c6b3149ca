"""URL and phone-number claims."""

from __future__ import annotations

import re

from guardrails.grounding.claims import _WS, _finditer, _Scan

_TLD = (
    "kr|com|net|org|io|gov|edu|info|biz|app|dev|shop|store|site|online|xyz|me|ly|co|gl|gd|link"
    "|top|click|page|jp|cn|us|uk|to|tv|cc|ai|so|im|kim|bz|la|ws"
)
_URL_CHARS = r"[A-Za-z0-9\-._~:/?#@!$&*+,;=%]"
_URL = re.compile(
    rf"https?://{_URL_CHARS}+"
    r"|(?<![A-Za-z0-9@.\-])(?:[A-Za-z0-9._%+\-]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+"
    rf"(?:{_TLD})(?![A-Za-z0-9\-])"
    rf"(?:/{_URL_CHARS}*)?",
    re.I,
)
_SEP = r"(?:\s?[.\-]\s?|\s)?"
_NB = r"(?<![\dA-Za-z+].)"  # after the first character: the one before it is no digit, letter or +
# every alternative starts with a literal character (the regex engine skips to candidates in C;
# a lookahead or lookbehind first would make it try every position)
_PHONE = re.compile(
    "(?:"
    + "|".join(
        (
            rf"\+{_NB}\s?82{_SEP}(?:\(0\)\s?)?\(?0?\d{{1,3}}\)?{_SEP}\d{{3,4}}{_SEP}\d{{4}}",
            rf"\+{_NB}\s?(?!82)\d{{1,3}}{_SEP}\(?\d{{1,4}}\)?(?:{_SEP}\d{{2,4}}){{2,4}}",
            rf"\({_NB}0\d{{1,3}}\)?{_SEP}\d{{3,4}}{_SEP}\d{{4}}",
            rf"0{_NB}\d{{1,3}}\)?{_SEP}\d{{3,4}}{_SEP}\d{{4}}",
            rf"1{_NB}[5-8]\d{{2}}{_SEP}\d{{4}}",
            rf"\({_NB}\d{{3}}\)\s?\d{{3}}[ .\-]\d{{4}}",
            *(rf"{d}{_NB}\d{{2}}-\d{{3}}-\d{{4}}" for d in "23456789"),
        )
    )
    + r")(?!\d)(?!\s?(?:원|won|KRW|개|kg|%|~))"
)
_CURRENCY = re.compile(
    r"(?:US\s?\$|\$|USD\s?|€|EUR\s?|£|¥|JPY\s?)\s?\d[\d,]*(?:\.\d+)?"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:달러|불(?![가-힣])|dollars?|euros?|엔(?![가-힣])|유로|USD|EUR)"
    # round 56: the currency's country before its name ("0.26 US dollars", "2 Canadian dollars", "0.3
    # 미국 달러"), and yen, yuan and lira named in English ("about 37 yen", "9 Turkish lira")
    r"|\d[\d,]*(?:\.\d+)?\s?(?:US|U\.S\.|American|Canadian|Australian|Hong\sKong|Singapore"
    r"|Japanese|Chinese|Turkish|미국|미화|캐나다|호주)\s?(?:달러|(?:dollars?|yen|yuan|lira|liras)\b)"
    r"|\d[\d,]*(?:\.\d+)?\s(?:yen|yuan|lira|liras)\b",
    re.I,
)
# on the lower-case text; a character class first, so candidates are found in C
_H_CURRENCY = re.compile(
    r"[$€£¥달불엔유udeyl](?:(?<=[$€£¥달불엔유])|(?<=u)sd|(?<=d)ollar|(?<=e)ur|(?<=y)en\b|(?<=y)uan"
    r"|(?<=l)iras?\b)"
)
# (?=\w): a word character after the dot before the 40 domains are tried (re.I may fold a non-ASCII
# letter such as the Kelvin sign to one of theirs, and every letter is \w)
_HINT_URL = re.compile(rf"://|\.(?=\w)(?:{_TLD})(?![A-Za-z0-9])", re.I)


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


def _scan_currency(s: _Scan) -> None:
    """Amounts in other currencies: never in a Korean tool output unless written there."""
    if not _H_CURRENCY.search(s.lower):
        return
    for m in _CURRENCY.finditer(s.text):
        if s.free(m.start(), m.end()):
            s.add("currency", "".join(m.group(0).split()).lower(), m.start(), m.end())
            s.take(m.start(), m.end())


def _scan_phones(s: _Scan) -> None:
    text = s.text
    for m in _PHONE.finditer(text):
        if s.free(m.start(), m.end()):
            s.add("phone", _phone_digits(m.group(0)), m.start(), m.end())
            s.take(m.start(), m.end())
