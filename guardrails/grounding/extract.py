"""Claim extraction: every per-kind scanner in priority order over one masked scan state."""

from __future__ import annotations

from guardrails.grounding.claims import Claim, _Scan
from guardrails.grounding.contacts import _scan_phones, _scan_urls
from guardrails.grounding.datetimes import _scan_dates, _scan_times
from guardrails.grounding.money import _scan_money
from guardrails.grounding.places import _scan_places
from guardrails.grounding.quantities import _scan_plain_numbers, _scan_quantities


def _scan(text: str, *, evidence: bool = False) -> _Scan:
    s = _Scan(text)
    _scan_urls(s)
    _scan_phones(s)
    _scan_dates(s)
    _scan_times(s)
    _scan_money(s)
    _scan_quantities(s)
    if not evidence:
        _scan_plain_numbers(s)
        _scan_places(s)
    return s


def extract_claims(text: str) -> list[Claim]:
    """All checkable claims in ``text``, in reading order."""
    return sorted(_scan(text).claims, key=lambda c: (c.start, c.end))
