"""Money and unit-price claims: amounts with 원 / won / KRW / ₩, ranges (``3,000~5,000원``,
``1~2만원``) and prices per unit (``120원/kg``, ``kg당 120원``, ``120원(kg당)``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import _Scan
from guardrails.grounding.numbers import (
    _AMT,
    _AMT_FULL,
    _ARABIC,
    _BIG,
    _HANGUL_NUMERALS,
    _HU,
    _NUMERAL_CHARS,
    _SMALL,
    _intify,
    korean_number,
)
from guardrails.grounding.opening_gate import gated

_CUR = r"(?:원|(?:Korean\s+)?won(?![A-Za-z])|KRW(?![A-Za-z]))"
_PREFIX = r"(?:₩|￦|KRW)"
_RANGE_SEP = r"[ \t]?(?:[~～〜–—]|-)[ \t]?"  # not across a line: "₩8,000\n- 1 m …"
# a currency word (charset first, so the regex engine skips to candidates in C); the amount is
# the run of numeral characters right before it, located inside the run by _locate_amount
_CUR_MARK = re.compile(
    r"[원KkWw](?:(?<=원)|(?<=[Ww])[Oo][Nn](?![A-Za-z])|(?<=[Kk])[Rr][Ww](?![A-Za-z])"
    r"|(?<=[Kk])[Oo][Rr][Ee][Aa][Nn]\s+[Ww][Oo][Nn](?![A-Za-z]))"
)
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+|\d+")
_RUN_CHARS: Final = frozenset("0123456789,.일이삼사오육칠팔구십백천만억")
_RUN_STR: Final = "".join(sorted(_RUN_CHARS))
_MONEY_RANGE_BEFORE = re.compile(
    rf"(?P<a>{_AMT})(?P<cur>\s?{_CUR})?{_RANGE_SEP}(?:{_PREFIX}\s?)?$", re.I
)
_MONEY_RANGE_BEFORE = gated(_MONEY_RANGE_BEFORE)  # :mod:`.opening_gate`
# (round 57: not across a line, "3,000 KRW\n2. 5,000 KRW" is no amount of 2: the next line's number)
_MONEY_PREFIX = re.compile(rf"{_PREFIX}[^\S\n]?(?P<a>{_AMT})(?:\s?{_CUR})?", re.I)
_MONEY_PREFIX_RANGE_TAIL = re.compile(
    rf"{_RANGE_SEP}(?:{_PREFIX}\s?)?(?P<b>{_ARABIC})(?![\d,.])(?:\s?{_CUR})?", re.I
)
_RANGE_CHARS: Final = frozenset("~～〜–—-")
_ASIDE_DASH: Final = re.compile(r"\s[–—-]\s")  # a spaced dash: a range or an aside
# a bare grouped amount that shares the currency of the next ("4,000 or 5,000 won", "between
# 8,000 and 10,000 won", "3,000 또는 5,000원"); never a bare small number ("2 or 3,000 won") but
# the low end of a range opened by from/between ("PP from 180 to 520 KRW/kg"; round 58)
_SHARED_CUR_BEFORE = re.compile(
    r"(?<![\d,.])(?P<a>\d{1,3}(?:,\d{3})+|(?:(?<=\bfrom\s)|(?<=\bbetween\s))\d{2,5})"
    r"\s(?:or|and|to|또는)\s$",
    re.I,
)
_AMT_FULL = gated(_AMT_FULL)  # :mod:`.opening_gate`: the same matches, skipped to
_SHARED_WORDS: Final = (
    "or",
    "and",
    "to",
    "vs",
    "vs.",
    "versus",
    "또는",
)  # its joining words: a test before the search
_LISTED_BEFORE = re.compile(r"(?<![\d,.])(?P<a>\d{1,3}(?:,\d{3})+),\s$")
_HU_ONLY_SUFFIX = re.compile(rf"^(?:{_ARABIC})\s?({_HU})$")

_UP_UNIT = (
    r"(?:kg|㎏|킬로그램|킬로|g(?![A-Za-z])|그램|톤|t(?![A-Za-z])|ton(?:ne)?s?(?![A-Za-z])"
    r"|kilo(?:gram)?s?(?![A-Za-z])|개|L(?![A-Za-z])|ℓ|리터"
    r"|병|장|대|포대|봉투|묶음|ea(?![A-Za-z]))"
)
_UP_AFTER = re.compile(
    rf"\s?(?:/|per\s|a\s|당\s?)\s?(?:1\s?)?(?P<u>{_UP_UNIT})|\s?\(\s?(?:1\s?)?(?P<p>{_UP_UNIT})\s?당\s?\)",
    re.I,
)
_UP_BEFORE = re.compile(
    rf"(?:(?<!\d)(?:1|한)\s?(?P<x>{_UP_UNIT})\s?(?:에는|에)"
    rf"|(?:(?<![\d.])(?:\d{{1,4}}(?:\.\d+)?|한)\s?)?(?P<y>{_UP_UNIT})\s?당)"  # 10kg당: per 10 kg
    r"\s?(?:약|평균|대략)?\s?$",
    re.I,
)
_UP_BEFORE = gated(_UP_BEFORE)  # :mod:`.opening_gate`: the same matches, skipped to
_UP_AFTER_HINT = re.compile(r"\s?[/pPaA당(]")  # cheap test before _UP_AFTER
_UP_CANON: Final = {
    "㎏": "kg",
    "킬로그램": "kg",
    "킬로": "kg",
    "그램": "g",
    "톤": "t",
    "ℓ": "L",
    "리터": "L",
    "ea": "개",
    "ton": "t",
    "tons": "t",
    "tonne": "t",
    "tonnes": "t",
    "kilo": "kg",
    "kilos": "kg",
    "kilogram": "kg",
    "kilograms": "kg",
}


_CLOSERS: Final = frozenset(")]}」』”’>〉》")  # always close a quoted or bracketed word
_QUOTES: Final = frozenset("'\"")  # close one when a word, not a space, is before them


def _after_word(text: str, start: int) -> bool:
    """``text[start]`` follows a word: a Hangul syllable (마포구), or a quoted or bracketed word
    (``'TV,오디오받침대'만``, ``(소형)만``), whose next Hangul is its particle. Not after an
    opening quote (`` '만 3천 원'``) nor a space."""
    prev = text[start - 1]
    if "가" <= prev <= "힣" or prev in _CLOSERS:
        return True
    return prev in _QUOTES and start >= 2 and not text[start - 2].isspace()


def _amount_start_ok(text: str, start: int) -> bool:
    """A digit may follow Hangul (소파는15,000원); a Hangul numeral may not start inside a
    word, nor as the particle after one (the 구 of 마포구 is not the numeral 9; the 만 "only" of
    ``'TV,오디오받침대'만 3,000원`` is not 10,000, as the 만 of ``1만 3,000원`` or of a bare
    ``만 3천 원`` is)."""
    if start == 0:
        return True
    prev = text[start - 1]
    if prev.isdigit() or prev in ".," or prev.isascii() and prev.isalpha():
        return False
    return not (text[start] in _HANGUL_NUMERALS and _after_word(text, start))


def _run_start(text: str, end: int) -> int | None:
    """Start of the maximal run of numeral characters (``,`` ``.`` inside, a space only before a
    numeral) that ends at ``end``; None when no numeral ends there."""
    i = end
    while i > 0:
        lo = max(0, i - 24)
        j = lo + len(text[lo:i].rstrip(_RUN_STR))  # the run's characters stripped in C
        if j == lo and lo > 0:
            i = j
            continue  # the whole window was a run: look further back
        i = j
        ch = text[i - 1] if i else ""
        if ch.isspace() and i < end and text[i] in _NUMERAL_CHARS and i >= 2:
            if text[i - 2] not in _RUN_CHARS:
                break
            i -= 1
        else:
            break
    while i < end and text[i] not in _NUMERAL_CHARS:
        i += 1
    return i if i < end else None


def _locate_amount(text: str, start: int, end: int) -> tuple[int, int | float] | None:
    """Leftmost valid amount that fills ``text[start:end]`` exactly: (start, value)."""
    if _GROUPED.fullmatch(text, start, end) and _amount_start_ok(text, start):
        return start, int(text[start:end].replace(",", ""))  # 15,000 / 15000: the common case
    for i in range(start, end):
        if text[i] in _NUMERAL_CHARS and _amount_start_ok(text, i):
            if _AMT_FULL.fullmatch(text, i, end):
                return i, korean_number(text[i:end])
    return None


# the whole numeral run before a currency word when it is plain ASCII digits (grouped by
# thousands or not) that may start an amount: the answer _run_start and _locate_amount give
# for it (nothing of the run before it; not glued to a letter or digit), found in one search
_PLAIN_AMOUNT = re.compile(
    rf"(?<![{_RUN_STR}A-Za-z\d])(?<![{_RUN_STR}]\s)(?:[0-9]{{1,3}}(?:,[0-9]{{3}})+|[0-9]+)\Z"
)


def _plain_amount(text: str, end: int) -> re.Match[str] | None:
    """``_PLAIN_AMOUNT.search(text, max(0, end - 20), end)``, tried only where it can match: at
    the start of the run of numeral characters ending at ``end`` (found in C by ``rstrip``);
    inside the run its lookbehind fails, before it the run's first outsider is no digit."""
    lo = max(0, end - 20)
    return _PLAIN_AMOUNT.match(text, lo + len(text[lo:end].rstrip(_RUN_STR)), end)


def _scale_bare_lower_bound(a_raw: str, a: int | float, b_raw: str, b: int | float) -> int | float:
    """``1~2만원`` means 1만~2만원: a bare lower bound borrows the upper bound's unit."""
    hu = _HU_ONLY_SUFFIX.match(b_raw.strip())
    if hu and not re.search(_HU, a_raw):
        scaled = a * _BIG.get(hu.group(1), _SMALL.get(hu.group(1), 1))
        if scaled <= b:
            return _intify(scaled)
    return a


def _scan_money(s: _Scan) -> None:
    text = s.text
    found: list[tuple[int, int, int | float, int]] = []  # (start, end, value, group id)
    gid = 0
    # ₩15,000 / KRW 15,000 (and ₩3,000~5,000)
    if "₩" in text or "￦" in text or "krw" in s.lower:
        for m in _MONEY_PREFIX.finditer(text):
            if not s.free(m.start(), m.end()):
                continue
            gid += 1
            found.append((m.start(), m.end(), korean_number(m.group("a")), gid))
            s.take(m.start(), m.end())
            tail = _MONEY_PREFIX_RANGE_TAIL.match(text, m.end())
            if tail and s.free(tail.start(), tail.end()):
                found.append((tail.start("b"), tail.end(), korean_number(tail.group("b")), gid))
                s.take(tail.start(), tail.end())
    # amounts followed by 원 / won / KRW, with an optional range lower bound before them
    for cur in _CUR_MARK.finditer(text):
        num_end, end = cur.start(), cur.end()
        if num_end and text[num_end - 1].isspace():
            num_end -= 1
        elif (
            num_end > 1
            and text[num_end - 1] == "-"
            and text[num_end - 2].isdigit()
            and cur[0] != "원"
        ):
            num_end -= 1  # an amount as a compound adjective: "a 1,000-won difference"
            end = num_end  # its claim is the number ("1,000"), the unit part of the adjective
        plain = _plain_amount(text, num_end)
        value: int | float
        if plain:  # "15,000원", "4000 won": the common case in one search
            start, value = plain.start(), int(plain.group(0).replace(",", ""))
        else:
            run_start = _run_start(text, num_end)
            located = None if run_start is None else _locate_amount(text, run_start, num_end)
            if located is None:
                continue
            start, value = located
        if not s.free(start, end):
            continue
        gid += 1
        b_gid = gid
        if not _RANGE_CHARS.isdisjoint(text[max(0, start - 3) : start]):
            before = _MONEY_RANGE_BEFORE.search(text, max(0, start - 40), start)
            if before and _amount_start_ok(text, before.start()):
                a_raw = before.group("a")
                joined = [f for f in found if f[0] <= before.start() < f[1]]
                if joined:  # "3,000원~5,000원": share the group of the first amount — but not
                    # "1,950,000 won — 300 won/kg more": a falling pair across a spaced dash is an
                    # aside after the first amount, not a range of the second's unit
                    if not (joined[0][2] > value and _ASIDE_DASH.search(before.group(0))):
                        b_gid = joined[0][3]
                elif s.free(before.start(), before.end()):
                    b_raw = text[start:num_end]
                    a_value = _scale_bare_lower_bound(a_raw, korean_number(a_raw), b_raw, value)
                    found.append((before.start(), before.end("a"), a_value, b_gid))
                    s.take(before.start(), before.end())
        elif (
            text[max(0, start - 1) : start] == " "
            and text[max(0, start - 5) : start - 1].lower().endswith(_SHARED_WORDS)
            and (shared := _SHARED_CUR_BEFORE.search(text, max(0, start - 24), start))
            and s.free(shared.start(), shared.end("a"))
        ):
            found.append((shared.start(), shared.end("a"), korean_number(shared["a"]), b_gid))
            s.take(shared.start(), shared.end("a"))
            at = shared.start()  # "1,000, 4,000 or 7,000 won": the list before shares it too
            while (more := _LISTED_BEFORE.search(text, max(0, at - 16), at)) and s.free(
                more.start(), more.end("a")
            ):
                found.append((more.start(), more.end("a"), korean_number(more["a"]), b_gid))
                s.take(more.start(), more.end("a"))
                at = more.start()
        found.append((start, end, value, b_gid))
        s.take(start, end)
    # unit prices: "120원/kg", "kg당 120원", "1kg에 120원", "120원(kg당)"; ranges share the unit
    units: dict[int, str] = {}
    spans: dict[int, tuple[int, int]] = {}
    for start, end, _value, g in found:
        after = _UP_AFTER.match(text, end) if _UP_AFTER_HINT.match(text, end) else None
        if after:
            units[g] = after.group("u") or after.group("p")
            spans[g] = (spans.get(g, (start, end))[0], after.end())
        window = text[max(0, start - 12) : start]
        if "당" in window or "에" in window:
            before = _UP_BEFORE.search(text, max(0, start - 12), start)
        else:
            before = None
        if before and before.end() == start:
            units[g] = before.group("x") or before.group("y")
            spans[g] = (before.start(), spans.get(g, (start, end))[1])
    for start, end, value, g in found:
        if g in units:
            unit = _UP_CANON.get(units[g], _UP_CANON.get(units[g].lower(), units[g]))
            if unit.lower() in ("kg", "g", "t", "ea"):
                unit = unit.lower()
            g_start, g_end = spans[g]
            first = min(st for st, _e, _v, gg in found if gg == g)
            last = max(en for _s, en, _v, gg in found if gg == g)
            c_start = min(g_start, start) if start == first else start
            c_end = max(g_end, end) if end == last else end
            s.add("unit_price", (value, unit), c_start, c_end)
            s.take(g_start, g_end)
        else:
            s.add("money", value, start, end)
