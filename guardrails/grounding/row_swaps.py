"""One row's fee said of another, read over the answer's own words (no binding): a sofa's build
and seat count (:mod:`.seat_rows`), a tier word after ``for`` (:mod:`.for_rows`) and a spec said
alone after the sentence that named its item (:mod:`.topic_rows`). Round 54 (r54c) joined them
here so the check calls one reader."""

from __future__ import annotations

from guardrails.grounding.claims import Claim
from guardrails.grounding.for_rows import for_row_claims
from guardrails.grounding.seat_rows import seat_row_claims
from guardrails.grounding.topic_rows import topic_row_claims

__all__ = ["row_swap_claims"]


def row_swap_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Fees the answer's words give a row that another row holds."""
    return (
        seat_row_claims(answer, sources)
        + for_row_claims(answer, sources)
        + topic_row_claims(answer, sources)
    )
