"""``scan``: the per-kind detectors (shape, checksum, date and context validation) run around
digit clusters, then overlaps resolved by priority and span length.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Final

from guardrails.pii import network
from guardrails.pii.chains import joined_views
from guardrails.pii.checksums import _digits, brn_ok, frn_checksum_ok, luhn_ok, rrn_checksum_ok
from guardrails.pii.context import (
    _BANK_AFTER,
    _CTX_ACCOUNT,
    _CTX_ACCOUNT_STRONG,
    _CTX_ACCOUNT_WORD,
    _CTX_BRN,
    _CTX_CARD,
    _CTX_LICENSE,
    _CTX_NEG,
    _CTX_PASSPORT,
    _CTX_PHONE,
    _CTX_RRN,
    _CTX_RRN_FRONT,
    _UNIT_AFTER,
    _WINDOW,
    _last_ctx,
    _negative,
    _positive,
)
from guardrails.pii.finding import Finding
from guardrails.pii.kinds import PiiKind
from guardrails.pii.normalize import normalize
from guardrails.pii.patterns import (
    _ACCOUNT_RE,
    _BARE_RE,
    _BRN_RE,
    _CARD_GROUPED_RE,
    _CLUSTER_RE,
    _LICENSE_RE,
    _PASSPORT_PIECES_RE,
    _PASSPORT_RE,
    _PHONE_RE,
    _RRN_BACK_WORD,
    _RRN_RE,
    _RRN_SPLIT_RE,
)
from guardrails.pii.resolve import PRIORITY, Found, resolve

_TODAY: Final = date.today()
_CENTURY: Final = {
    **dict.fromkeys("1256", 1900),
    **dict.fromkeys("3478", 2000),
    **dict.fromkeys("90", 1800),
}
_LICENSE_REGIONS: Final = frozenset({*(str(n) for n in range(11, 27)), "28"})


def _real_date(year: int, month: int, day: int) -> bool:
    try:
        return date(year, month, day) <= _TODAY
    except ValueError:
        return False


_Add = Callable[[PiiKind, int, int, bool], None]
_Scanner = Callable[[str, _Add, int, int], None]


def _scan_rrn(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _RRN_RE.finditer(text, lo, hi):
        _rrn_candidate(text, add, m.start(), m.end(), m["g"], m["sep"] is not None, m.groups())


def _rrn_candidate(
    text: str, add: _Add, start: int, end: int, g: str, sep: bool, ymd: tuple[str | None, ...]
) -> None:
    """Date, gender digit, checksum and label checks shared by whole and split RRNs."""
    yy, mm, dd = (int(x or 0) for x in ymd[:3])
    if not _real_date(_CENTURY[g] + yy, mm, dd):
        return
    kind: PiiKind = "KR_FRN" if g in "5678" else "KR_RRN"
    raw = text[start:end]
    ok = frn_checksum_ok(raw) if kind == "KR_FRN" else rrn_checksum_ok(raw)
    own = _last_ctx(_CTX_RRN, text, start)
    if g in "90":
        # 1800s births: nobody alive holds one, so only a number the user labels as an RRN
        # is reported, and never as validated (python-stdnum accepts them; Presidio does not).
        if own >= 0 and own >= _last_ctx(_CTX_NEG, text, start):
            add(kind, start, end, False)
        return
    if not ok and not sep and _negative(_CTX_RRN, text, start):
        return
    # A label naming another kind, closer than any RRN word, decides: a number the user calls
    # an account is an account (whatever its checksum or shape); one called a card is a card
    # when it passes Luhn.
    if _last_ctx(_CTX_ACCOUNT_STRONG, text, start) > own:
        return
    if _last_ctx(_CTX_CARD, text, start) > own and (not ok or luhn_ok(raw)):
        return
    add(kind, start, end, ok)


def _has_latin_back_word(text: str) -> bool:
    return "ack" in text or "ACK" in text or "econd" in text or "ast" in text or "AST" in text


def _scan_rrn_split(text: str, add: _Add) -> None:
    """ "앞자리 900101 뒷자리 1234568": both halves, with a back-half word between them."""
    if not ("뒷" in text or "뒤" in text or "나머지" in text or _has_latin_back_word(text)):
        return
    for m in _RRN_SPLIT_RE.finditer(text):
        if not _RRN_BACK_WORD.search(m["gap"]):
            continue
        start = m.start()
        labelled = _last_ctx(_CTX_RRN, text, start) >= 0
        if not labelled and _last_ctx(_CTX_RRN_FRONT, text, start) < 0:
            continue
        digits = m["yy"] + m["mm"] + m["dd"] + text[m.start("g") : m.end()]
        g = m["g"]
        kind: PiiKind = "KR_FRN" if g in "5678" else "KR_RRN"
        ok = frn_checksum_ok(digits) if kind == "KR_FRN" else rrn_checksum_ok(digits)
        if g in "90" or not (ok or labelled):
            continue
        if _real_date(_CENTURY[g] + int(m["yy"]), int(m["mm"]), int(m["dd"])):
            add(kind, start, m.end(), ok)


def _scan_brn(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _BRN_RE.finditer(text, lo, hi):
        if not brn_ok(m.group()):
            continue
        start = m.start()
        if m["s"] in (" ", "\u00a0", "."):
            if not _positive(_CTX_BRN, text, start):
                continue  # "220 81 62517": spaced groups are common, so a label is required
        elif m["s"]:
            if _last_ctx(_CTX_ACCOUNT_STRONG, text, start) > _last_ctx(_CTX_BRN, text, start):
                continue  # a 3-2-5 account number labelled as such
        elif not _positive(_CTX_BRN, text, start):
            continue  # bare 10 digits: 02 landlines collide, so a label is required
        add("KR_BRN", start, m.end(), True)


def _scan_license(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _LICENSE_RE.finditer(text, lo, hi):
        start = m.start()
        if m["name"]:  # pre-2011 licences print the region name: 서울 12-345678-90
            if not _negative(_CTX_LICENSE, text, start):
                add("KR_DRIVER_LICENSE", start, m.end(), True)
            continue
        if m["rr"] not in _LICENSE_REGIONS:
            continue
        if m["s"] and not _negative(_CTX_LICENSE, text, start):
            add("KR_DRIVER_LICENSE", start, m.end(), True)
        elif not m["s"] and _positive(_CTX_LICENSE, text, start):
            add("KR_DRIVER_LICENSE", start, m.end(), True)


def _looks_like_date8(d: str) -> bool:
    return d[:2] in ("19", "20") and _real_date(int(d[:4]), int(d[4:6]) or 13, int(d[6:8]) or 32)


def _scan_passport(text: str, add: _Add, lo: int, hi: int) -> None:
    if "여권" in text or "assport" in text or "ASSPORT" in text:
        for m in _PASSPORT_PIECES_RE.finditer(text, lo, hi):
            if _last_ctx(_CTX_PASSPORT, text, m.start()) >= 0:
                add("KR_PASSPORT", m.start(), m.end(), True)
    for m in _PASSPORT_RE.finditer(text, lo, hi):
        start = m.start()
        if _last_ctx(_CTX_PASSPORT, text, start) >= 0:
            add("KR_PASSPORT", start, m.end(), True)
        elif m["new"]:
            if not _negative(_CTX_PASSPORT, text, start):
                add("KR_PASSPORT", start, m.end(), True)
        elif (
            m.group()[0] in "MSRGD"
            and not _looks_like_date8(m.group()[1:])
            and _last_ctx(_CTX_NEG, text, start) < 0
        ):
            add("KR_PASSPORT", start, m.end(), False)


def _scan_phone(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _PHONE_RE.finditer(text, lo, hi):
        start, end = m.span()
        raw = m.group()
        if " " in raw and _inside_card_shape(text, start, end):
            continue  # e.g. "0505 1848 2081" inside "4503 0505 1848 2081"
        if raw.isdigit() and not raw.startswith("01") and _negative(_CTX_PHONE, text, start):
            continue  # a bare landline-shaped run labelled as an order/receipt number
        add("PHONE", start, m.end(), True)


def _inside_card_shape(text: str, start: int, end: int) -> bool:
    """Whether [start, end) lies inside a card-grouped digit run (Luhn or not)."""
    for m in _CARD_GROUPED_RE.finditer(text, max(0, start - 25), min(len(text), end + 25)):
        if m.start() < end and start < m.end() and (m.start(), m.end()) != (start, end):
            return True
    return False


def _plausible_iin(d: str) -> bool:
    """Issuer prefix of Amex/Diners/JCB (3), Visa (4), Master (51-55, 2221-2720),
    UnionPay/Discover (6) or Korean domestic/BC (9)."""
    return d[0] in "34569" or d[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(d[:4]) <= 2720


def _scan_card(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _CARD_GROUPED_RE.finditer(text, lo, hi):
        raw, start = m.group(), m.start()
        if not luhn_ok(raw) or _negative(_CTX_CARD, text, start):
            continue
        if _plausible_iin(_digits(raw)) or _last_ctx(_CTX_CARD, text, start) >= 0:
            add("CREDIT_CARD", start, m.end(), True)


def _scan_bare(text: str, add: _Add, lo: int, hi: int) -> None:
    """Bare 10–19 digit runs: cards (13–19, context) and bank accounts (10–14, context)."""
    for m in _BARE_RE.finditer(text, lo, hi):
        n = m.end() - m.start()
        start = m.start()
        if n >= 13 and luhn_ok(m.group()) and _positive(_CTX_CARD, text, start):
            add("CREDIT_CARD", start, m.end(), True)
        elif n <= 14:
            _maybe_account(text, m.group(), start, m.end(), add)


def _scan_account(text: str, add: _Add, lo: int, hi: int) -> None:
    for m in _ACCOUNT_RE.finditer(text, lo, hi):
        raw = m.group()
        if 10 <= len(_digits(raw)) <= 14:
            _maybe_account(text, raw, m.start(), m.end(), add)


def _maybe_account(text: str, raw: str, start: int, end: int, add: _Add) -> None:
    """Bank accounts have no checksum: require a bank/account word near the number."""
    if _UNIT_AFTER.match(text, end):
        return  # "10000-20000원": an amount, not an account
    before = _last_ctx(_CTX_ACCOUNT, text, start, _WINDOW + 4)
    if before >= 0 and _other_label(text, start) > before:
        return  # "사업자등록번호 …": a label naming another kind is closer
    if before < 0:
        after = text[end : end + _BANK_AFTER]
        if not _CTX_ACCOUNT[0].search(after) or _CTX_NEG[0].search(after):
            return
        if _other_label(text, start) >= 0:
            return
        if _PHONE_RE.fullmatch(raw):
            return
        if _last_ctx(_CTX_NEG, text, start) >= 0:
            return
    elif _PHONE_RE.fullmatch(raw):
        # 평생계좌 (a phone number used as an account) only with an explicit account
        # word that is closer than any phone word; otherwise it is a phone number.
        word = _last_ctx(_CTX_ACCOUNT_WORD, text, start, _WINDOW + 4)
        if word < 0 or word <= _last_ctx(_CTX_NEG, text, start):
            return
        if word <= _last_ctx(_CTX_PHONE, text, start):
            return
    elif before <= _last_ctx(_CTX_NEG, text, start):
        return
    add("BANK_ACCOUNT", start, end, False)


def _other_label(text: str, start: int) -> int:
    """End of the closest label naming a non-account kind (BRN, RRN, card, licence, passport)."""
    return max(
        _last_ctx(ctx, text, start)
        for ctx in (_CTX_BRN, _CTX_RRN, _CTX_CARD, _CTX_LICENSE, _CTX_PASSPORT)
    )


def _digit_count(text: str) -> int:
    return sum(map(text.count, "0123456789"))


# Digit-based detectors run only around digit clusters holding enough digits for them.
_CLUSTER_SCANNERS: Final[tuple[tuple[int, _Scanner], ...]] = (
    (13, _scan_rrn),
    (13, _scan_card),
    (10, _scan_brn),
    (10, _scan_license),
    (9, _scan_phone),
    (10, _scan_bare),
    (10, _scan_account),
)


# A cluster that is one unseparated run of digits can only be what its length allows.
_CLUSTER_TAIL: Final = " ()+.-\u2010\u2011\u2013\u2212\u00a0"
_PURE_DIGIT_SCANNERS: Final[dict[int, frozenset[_Scanner]]] = {
    length: frozenset(
        scanner
        for scanner, fits in (
            (_scan_rrn, length == 13),
            (_scan_brn, length == 10),
            (_scan_license, length == 12),
            (_scan_phone, 9 <= length <= 12),
            (_scan_bare, 10 <= length <= 19),
        )
        if fits
    )
    for length in range(9, 20)
}


def scan(text: str) -> list[Finding]:
    """Find PII in ``text``: sorted by start, non-overlapping (priority, then length).

    The recognisers read ``normalize(text)`` and, when the text holds a number typed in pieces,
    its joined view too (:mod:`guardrails.pii.chains`). Each finding's span is the whole original
    span its normalised characters came from; ``Finding.normalized`` is the text they read.
    """
    if not text:
        return []
    norm = normalize(text)
    views = [norm]
    ndigits = _digit_count(norm.text)
    if ndigits >= 9:
        views += joined_views(norm, text)
    found: set[Found] = set()
    for view in views:
        for priority, neg_len, start, kind, validated in _candidates(view.text, ndigits):
            o_start, o_end = view.span(start, start - neg_len)
            value = view.text[start : start - neg_len]
            found.add((priority, o_start - o_end, o_start, kind, validated, value))
    return [
        Finding(kind, start, end, text[start:end], validated, value)
        for kind, start, end, validated, value in resolve(found)
    ]


_Candidate = tuple[int, int, int, PiiKind, bool]  # priority, -length, start, kind, validated


def _candidates(text: str, ndigits: int) -> set[_Candidate]:
    """Every recogniser's candidates on the normalised ``text`` (overlaps not yet resolved)."""
    raw: set[_Candidate] = set()

    def add(kind: PiiKind, start: int, end: int, validated: bool) -> None:
        raw.add((PRIORITY[kind], start - end, start, kind, validated))

    n = len(text)
    network.scan_email(text, add)
    if "도메인" in text or "뒷부분" in text or "domain" in text:
        network.scan_email_parts(text, add)
    network.scan_ipv6(text, add)
    if ndigits >= 4:
        if ndigits >= 7:
            _scan_passport(text, add, 0, n)
        if ndigits >= 13:
            _scan_rrn_split(text, add)
        for cluster in _CLUSTER_RE.finditer(text):
            c_start, c_end = cluster.span()
            c_digits = _digit_count(cluster.group())
            # 4 characters back for "+82 ", "(" and the like; forward for lookaheads and "/24".
            lo = max(0, c_start - 4)
            if c_digits >= 9:
                hi = min(n, c_end + 2)
                body = cluster.group().rstrip(_CLUSTER_TAIL)
                for min_digits, scanner in _CLUSTER_SCANNERS:
                    if c_digits >= min_digits and (
                        not body.isdigit() or scanner in _PURE_DIGIT_SCANNERS.get(len(body), ())
                    ):
                        scanner(text, add, lo, hi)
            if c_digits >= 4 and cluster.group().count(".") >= 3:
                network.scan_ipv4(text, add, lo, min(n, c_end + 4))
        if "IP" in text or "ip" in text or "아이피" in text or "Ip" in text:
            network.scan_ipv4_halves(text, add)
    return raw
