"""Korean PII detection, validation, redaction and policy (pure stdlib, no network).

``scan`` finds Korean identifiers (주민등록번호, 외국인등록번호, 사업자등록번호, 여권번호,
운전면허번호), phone numbers, e-mail addresses, payment cards, bank accounts and IP
addresses.  Detection is regex based with checksum / structural validation and short
context windows (the ~24 characters before a match), because Korean particles
(``계좌는``, ``휴대폰은``) defeat whole-token context matching.

Every recogniser reads a normalised view of the text (:mod:`guardrails.pii.normalize`: NFKC,
format characters dropped, Unicode digits to ASCII, dash look-alikes, separators and line breaks
inside number runs, O/l typed for 0/1) and, when a number is typed in pieces, a joined view
(:mod:`guardrails.pii.chains`); findings map back to the whole original span, so masking covers
it. :mod:`guardrails.pii.output` masks PII in answers that no tool output carried.

Design notes (see ``/work/shared/reference/pii-and-grounding.md``):

* **RRN checksum policy.** A 13-digit number with a real birth date (not in the future) and a
  gender digit 1-8 is reported whether or not its check digit holds: numbers issued since
  October 2020, and numbers changed since then whatever the birth date, carry random digits
  after the gender digit, so a failing checksum is no proof of a fake. Those findings carry
  ``validated=False`` and the block policy can tell them apart
  (``ECO_TRIAGE_PII_POLICY="KR_RRN.unvalidated=mask"``); by default both are blocked. Gender
  digits 9/0 (born in the 1800s) are reported only after an RRN label, never as validated.
* A label naming the kind decides between readings of one number: ``계좌 900101-1234568`` is a
  bank account, a checksum-failing number labelled 사업자등록번호 is not an account.
* Ambiguous digit runs need a context word: bare 10-digit BRNs (a dash-less Seoul
  landline is also 10 digits), bare card numbers (10 % of random numbers pass Luhn),
  bank accounts (no public checksum), bare driver-licence numbers.
* A label such as ``주문번호``/``송장``/``order`` closer to a match than any positive
  context word suppresses ambiguous matches (order, receipt and tracking numbers).
* Representative (15XX/16XX/18XX) and toll-free (080) numbers are business numbers
  and are never reported.
"""

from __future__ import annotations

from guardrails.metrics import Counts
from guardrails.pii.checksums import brn_ok, frn_checksum_ok, luhn_ok, rrn_checksum_ok
from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding
from guardrails.pii.kinds import KIND_LABEL_KO, KINDS, PiiKind
from guardrails.pii.logging import mask_log_event
from guardrails.pii.policy import Action, PiiDecision, PiiPolicy, evaluate
from guardrails.pii.redact import PLACEHOLDER, redact
from guardrails.pii.score import match_findings, score

__all__ = [
    "KIND_LABEL_KO",
    "KINDS",
    "PLACEHOLDER",
    "Action",
    "Counts",
    "Finding",
    "PiiDecision",
    "PiiKind",
    "PiiPolicy",
    "brn_ok",
    "evaluate",
    "frn_checksum_ok",
    "luhn_ok",
    "mask_log_event",
    "match_findings",
    "redact",
    "rrn_checksum_ok",
    "scan",
    "score",
]
