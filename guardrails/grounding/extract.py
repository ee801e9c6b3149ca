"""Claim extraction: every per-kind scanner in priority order over one masked scan state."""

from __future__ import annotations

from guardrails.grounding.bounded_weights import scan_bounded_weights
from guardrails.grounding.claims import Claim, _Scan
from guardrails.grounding.contacts import _scan_currency, _scan_phones, _scan_urls
from guardrails.grounding.datetimes import _scan_dates, _scan_times
from guardrails.grounding.headed import scan_headed
from guardrails.grounding.money import _scan_money
from guardrails.grounding.places import _scan_places
from guardrails.grounding.quantities import (
    _scan_plain_numbers,
    _scan_quantities,
    scan_native_ratios,
)
from guardrails.grounding.statements import scan_before_quantities, scan_statements
from guardrails.grounding.vocabulary import PlaceVocabulary


def _scan(text: str, *, evidence: bool = False, places: PlaceVocabulary | None = None) -> _Scan:
    s = _Scan(text, places, evidence=evidence)
    _scan_urls(s)
    _scan_phones(s)
    _scan_dates(s)
    scan_before_quantities(s)
    _scan_times(s)
    _scan_currency(s)
    _scan_money(s)
    _scan_quantities(s)
    scan_bounded_weights(s)  # "one tonne or more", "한 톤 이상": a weight in words, bounded
    if not evidence:
        scan_headed(s)  # "in won per kg:\n- PP: 180"
    scan_statements(s)
    if not evidence:
        _scan_plain_numbers(s)
        scan_native_ratios(s)  # "거의 세 배 비싸요"
        _scan_places(s)
    return s


def extract_claims(text: str, places: PlaceVocabulary | None = None) -> list[Claim]:
    """All checkable claims in ``text``, in reading order (``places``: the known place names)."""
    return sorted(_scan(text, places=places).claims, key=lambda c: (c.start, c.end))
