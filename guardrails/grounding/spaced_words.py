"""A cue is held by a record that writes its word with a space inside: the cue finder reads the
answer's words without their spaces (``재활용 센터`` and ``재활용센터`` find the one token
``재활용센터`` another output carries), so a record whose name splits it in two (``서산시 재활용
센터(녹색가게)``: 재활용, 센터) holds it as its two halves.

Read by :func:`guardrails.grounding.slots.bound` only after the cue is missing from the fact's
tokens as written, and only for a Hangul word of four letters or more (two halves of two letters
or more each): a word neither half of which the record carries stays unbound.
"""

from __future__ import annotations

from typing import Final

_SHORTEST: Final = 2  # letters in each half


def held_split(token: str, tokens: frozenset[str]) -> bool:
    """Whether ``tokens`` hold ``token`` as two words written apart (재활용 + 센터)."""
    n = len(token)
    if n < 2 * _SHORTEST or not ("가" <= token[0] <= "힣" and "가" <= token[-1] <= "힣"):
        return False
    return any(
        token[:i] in tokens and token[i:] in tokens for i in range(_SHORTEST, n - _SHORTEST + 1)
    )
