"""Peer suites as regression data: Presidio's Korean, card, e-mail and IP recognizer tests and
python-stdnum's Korean RRN/BRN doctests (tests/data/pii_peers, attributed in its README).

``scan`` must agree with every vector except those in ``DIFFERENCES``: each is a decision we
make differently, with the reason. The test also fails when a listed difference disappears, so
the list stays exactly the set of disagreements.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from guardrails.pii import scan

DATA = Path(__file__).parents[1] / "data" / "pii_peers"
LABEL = {"KR_RRN": "주민등록번호 ", "KR_BRN": "사업자등록번호 "}

_P = "presidio/"
_CARD = _P + "test_credit_card_recognizer/test_when_all_credit_cards_then_succeed/"
_BARE_CARD = (
    "bare digit run without a card word: any Luhn-valid run would be flagged (1 in 10 random "
    "numbers pass); we need card-like grouping or a card word (카드, card, visa, …)"
)
_BARE_IP6 = "the unspecified address '::' is not personal data and too ambiguous in text"
_FRN_RULE = (
    "stdnum checks gender digits 5-8 with the RRN formula; we pin Presidio's FRN rule "
    "((13 - sum) mod 11 mod 10), so these are reported as KR_FRN with validated=False "
    "(still blocked)"
)
DIFFERENCES: dict[str, str] = {
    _P + "test_kr_rrn_recognizer/test_when_all_rrns_then_succeed/13": (
        "960121+1021413: any separator between the two halves (+ * # / _ ~ …) is read as a dash; "
        "an RRN written with an odd separator is still an RRN (Presidio requires - or nothing)"
    ),
    _P + "test_kr_brn_recognizer/test_when_all_brns_then_succeed/2": (
        "bare 10 digits without a label: a dash-less Seoul landline (02 + 8 digits) is 10 digits "
        "too and 1 in 10 passes the BRN checksum; we need 사업자/BRN/business nearby"
    ),
    **{
        _P + f"test_kr_passport_recognizer/test_when_all_passports_then_succeed/{n}": (
            "old-form passport in lower case without a passport word: a letter + 8 digits is too "
            "common (codes, ids) to report without 여권/passport unless typed in upper case"
        )
        for n in (12, 13, 14)
    },
    _P + "test_kr_driver_license_recognizer/test_when_all_driver_licenses_then_succeed/2": (
        "bare 12 digits without a licence word: we need 면허/운전/licence for unseparated numbers"
    ),
    **{_CARD + str(n): _BARE_CARD for n in (1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)},
    _P + "test_ip_recognizer/test_when_all_ips_then_succeed/9": _BARE_IP6,
    _P + "test_ip_recognizer/test_when_all_ips_then_succeed/12": _BARE_IP6 + " (::1 is found)",
    _P + "test_ip_recognizer/test_when_special_ip_variants_then_succeed/94": _BARE_IP6,
    _P + "test_ip_recognizer/test_when_cidr_notation_then_largest_span_redacted/106": _BARE_IP6,
    _P + "test_ip_recognizer/test_when_cidr_notation_then_largest_span_redacted/107": _BARE_IP6,
    _P + "test_ip_recognizer/test_when_ip_at_boundary_then_correct_span/76": (
        "a dotted chain longer than four numbers (192.168.1.1.1) reads as a version or OID; we "
        "report no part of it"
    ),
    "stdnum/tests/test_kr_rrn.doctest/7": (
        "gender digit 9/0 (born in the 1800s): nobody alive holds one, so we report it only "
        "after an RRN label and never as validated (Presidio rejects them outright)"
    ),
    "stdnum/tests/test_kr_rrn.doctest/8": "gender digit 9 (1897): as above",
    "stdnum/stdnum/kr/rrn.py/1": "gender digit 9 (1897): as above",
    "stdnum/tests/test_kr_rrn.doctest/11": (
        "a birth date in the future (2099) is not a real RRN; stdnum accepts it unless "
        "allow_future=False"
    ),
    **{f"stdnum/tests/test_kr_rrn.doctest/{n}": _FRN_RULE for n in (19, 23, 27, 28, 29)},
    **{
        f"stdnum/tests/test_kr_brn.doctest/{n}": (
            "stdnum checks no BRN check digit; this listed number fails it, and a failing "
            "number is not reported as a BRN (1 in 10 random numbers would pass otherwise)"
        )
        for n in (120, 166, 236)
    },
}


def _load(name: str) -> list[dict[str, Any]]:
    with (DATA / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _presidio_agrees(row: dict[str, Any]) -> bool:
    got = [[f.start, f.end] for f in scan(row["text"]) if f.kind == row["kind"]]
    return len(got) == row["count"] and (not row["spans"] or got == row["spans"])


def _stdnum_agrees(row: dict[str, Any]) -> bool:
    label = LABEL[row["kind"]]
    text = label + row["number"].strip()
    ours = any(
        f.kind == row["kind"] and f.validated and (f.start, f.end) == (len(label), len(text))
        for f in scan(text)
    )
    return ours == row["valid"]


def test_peer_vectors_are_loaded() -> None:
    presidio, stdnum = _load("presidio.jsonl"), _load("stdnum.jsonl")
    assert len(presidio) >= 200 and len(stdnum) >= 250
    kinds = {r["kind"] for r in presidio}
    assert {"KR_RRN", "KR_FRN", "KR_BRN", "CREDIT_CARD", "IP_ADDRESS", "EMAIL"} <= kinds
    assert len({r["id"] for r in presidio + stdnum}) == len(presidio) + len(stdnum)


def test_scan_agrees_with_the_peer_suites_except_documented_differences() -> None:
    disagree = {r["id"] for r in _load("presidio.jsonl") if not _presidio_agrees(r)}
    disagree |= {r["id"] for r in _load("stdnum.jsonl") if not _stdnum_agrees(r)}
    unexpected = sorted(disagree - DIFFERENCES.keys())
    resolved = sorted(DIFFERENCES.keys() - disagree)
    assert not unexpected, f"new disagreements with a peer suite: {unexpected}"
    assert not resolved, f"listed differences that no longer differ: {resolved}"
