"""A restated text value whose head names its own holder (round 57, r57b).

An answer restates a record's text value whole — a department with its office, ``의창구
환경미화과`` — and lists several such values in one sentence: ``문의는 보령시 자원순환과
041-930-3692, 의창구 환경미화과 055-212-4511입니다``. The second value's clause (since the value of
its kind before it) names nothing before it, so the binding would borrow the sentence's earlier
subject (보령시) and find the department not 보령시's. **A text value whose clause names nothing
before it, and whose own first word is a cue that tells the candidate records apart (the office
its department is of), is said of the holder that word names.** Where the clause does name a
subject before it (``보령시는 의창구 환경미화과에 문의``), that subject binds it as before (the
value given to another holder stays caught).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.slots import Slot

__all__ = ["own_head"]


def own_head(
    claim: Claim,
    cues: Sequence[Cue],
    before: Sequence[Cue],
    tells: Callable[[Cue], bool],
) -> list[Slot]:
    """The head cue of text value ``claim`` (``cues``: those inside it) as its subject, when no
    usable cue stands in its clause before it (``before``) and the head tells candidates apart."""
    if claim.kind != "text" or before or len(cues) < 2:
        return []
    head = cues[0]
    if head.start != claim.start or head.qualifier or not tells(head):
        return []
    return [(head,)]
