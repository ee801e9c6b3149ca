"""The rarer prose readers of :mod:`.prose`, each run only where its own words are: exchange ratios,
bundles, a sticker shared by several items, unmeasured attributes, counts of advisories, surcharges,
what a fee includes, the parts a fee covers, how often a service may be used, deductions, parts
taken along and a part's own fee — where the tools do not state them. One alternation of all their
words (:data:`GATE`) is tested once for the lot: most answers hold none of them.
"""

from __future__ import annotations

from typing import Final

from guardrails.grounding import (
    alerts,
    bundles,
    deductions,
    included_parts,
    inclusions,
    part_fees,
    ratios,
    shared_stickers,
    taken_along,
    unmeasured,
)
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.limits import FREQ_GATE, frequency_claims
from guardrails.grounding.surcharges import SURCHARGE_GATE, surcharge_claims

__all__ = ["GATE", "rare_claims"]


# the words any of the rarer readers needs (one alternation tested once for all of them)
GATE: Final = (
    ratios.GATE
    + bundles.GATE
    + shared_stickers.GATE
    + unmeasured.GATE
    + alerts.GATE
    + SURCHARGE_GATE
    + inclusions.GATE
    + included_parts.GATE
    + FREQ_GATE
    + deductions.GATE
    + taken_along.GATE
    + part_fees.GATE
)


def rare_claims(answer: str, ev: Evidence) -> list[Claim]:
    """Exchange ratios, unmeasured attributes, counts of advisories, extra fees and what a fee
    includes, where the tools do not state them."""
    if not contains_any(answer, GATE):
        return []
    # each reading only where its own words are (one reading's common word runs no other's)
    out: list[Claim] = []
    if contains_any(answer, ratios.GATE):
        out += ratios.ratio_claims(answer, ev.sources)
    if contains_any(answer, bundles.GATE):
        out += bundles.bundle_claims(answer, ev.sources)  # "10장을 한 묶음으로 계산"
    if contains_any(answer, shared_stickers.GATE):  # "4개 이상이면 스티커 한 장으로"
        out += shared_stickers.shared_sticker_claims(answer, ev.sources)
    if contains_any(answer, unmeasured.GATE):
        out += unmeasured.unmeasured_claims(answer, ev.sources)
    if contains_any(answer, alerts.GATE):
        out += alerts.alert_count_claims(answer, ev)
    if contains_any(answer, SURCHARGE_GATE):
        out += surcharge_claims(answer, ev.sources)
    if contains_any(answer, inclusions.GATE):
        out += inclusions.inclusion_claims(answer, ev.sources, ev.places)
    if contains_any(answer, included_parts.GATE):
        out += included_parts.included_part_claims(answer, ev.sources)  # "includes the glass"
    if contains_any(answer, FREQ_GATE):
        out += frequency_claims(answer, ev.sources)  # "연 2회까지"
    if contains_any(answer, deductions.GATE):
        out += deductions.deduction_claims(answer, ev.sources)  # "wet cardboard gets docked"
    if contains_any(answer, taken_along.GATE):  # "실외기까지 함께 수거해 가니" (round 53)
        out += taken_along.taken_along_claims(answer, ev.sources)
    if contains_any(answer, part_fees.GATE):  # "본체만 내놓으면 1,000원이에요" (round 53)
        out += part_fees.part_fee_claims(answer, ev.sources)
    return out
