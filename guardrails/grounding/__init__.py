"""Deterministic claim-vs-evidence grounding check (hallucination guard, pure stdlib).

The specialists answer from tool outputs (JSON strings).  ``check`` extracts every
checkable claim from the final answer (amounts, unit prices, temperatures, percentages,
precipitation, distances, phone numbers, dates, times, URLs, place names and numbers
with units), normalises both sides and reports the claims that no tool output supports.
Raw strings are never compared: ``1만5천원`` in the answer is supported by
``"fee": 15000`` in the evidence.

Usage::

    evidence = Evidence.from_texts(tool_outputs)  # once per run
    verdict = check(answer, evidence)  # for every answer / draft
    if not verdict.grounded:
        for claim in verdict.unsupported:
            log(claim.text, claim.kind, claim.why)

Design notes (see ``/work/shared/reference/pii-and-grounding.md`` sections 6-8):

* Extraction runs kind by kind in a fixed priority order (url, phone, date, time,
  money/unit price, quantities, plain numbers, places); a span taken by an earlier kind
  is masked for later ones, so ``02-123-4567`` is never also read as a range.
* Evidence is walked recursively (JSON keys and values, numbers and strings).  Every
  JSON number counts as a money amount; temperatures, percentages, precipitation,
  distances, phones, dates and times come from keys that name them (``temperature``,
  ``humidity``, ``distance_m``, ``phone``, ``as_of``...) and from unit-bearing text.
* Tolerances follow the precision written in the answer: ``3.4°C`` matches within
  ±0.05, ``3도`` within ±0.5 (rounded); ``1.2km`` within ±50 m, ``850m`` within ±5 m.
  Money, phones, dates, times and URLs compare exactly.
* Place names are conservative to avoid false flags: 시/군/구 only when they are real
  administrative names (built-in list) or follow a city; 동/읍/면/로/길 only with
  an address context (digit, building number, preceding place, following 주민센터);
  stations (``…역``) of three or more syllables minus generic words (지역, 구역...);
  quoted/bracketed names only when they look like a facility (센터, 가게, 점...).

Known gaps (by design, documented for reviewers):

* Derived arithmetic is flagged: ``20kg × 120원 = 2,400원`` reports ``2,400원`` because
  the total is absent from the evidence.  Let tools compute totals.
* Facts echoed from the user's question (``20kg``) are flagged unless the caller adds the
  user message to the evidence; general advice with units (``40도 이하의 물``) is flagged.
* A correct number attached to the wrong item (소파 fee quoted for 침대) passes, and so
  does any value that happens to be some other JSON number (every JSON number is money
  evidence).
* Prose-only fabrications (invented procedures, eligibility rules, opening days) are not
  checked.
* Not claims: a Hangul-numeral amount glued to a word (``가격은만원``), dates without a
  year (``1월 15일``), bare numbers without unit or thousands separator (a table cell
  ``| 120 |``), English place names (``Mapo-gu``), full-width digits, and KMA-style
  ``{"category": "T1H", "obsrValue": ...}`` pairs (tools should name their fields).
* Roads without a building number and 동/읍/면 outside an address are not claims
  (conservative: ``월드컵로에`` or ``망원동에`` alone is not checked).
"""

from __future__ import annotations

from guardrails.grounding.check import Verdict, check
from guardrails.grounding.claims import Claim, ClaimKind
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.numbers import korean_number
from guardrails.grounding.score import score
from guardrails.metrics import Counts

__all__ = [
    "Claim",
    "ClaimKind",
    "Counts",
    "Evidence",
    "Verdict",
    "check",
    "extract_claims",
    "korean_number",
    "score",
]
