"""A loanword written two ways: ``플라스틱`` / ``프라스틱`` / ``플락스틱`` differ by one syllable's final
consonant, and a list that writes one names what the other names.

Read by :mod:`.listed` (a member of a tool-output list quoted in its other spelling is no added
item) and :mod:`.kinds` (a site's record entry ``플락스틱`` holds plastics: round 52). Three
syllables or more, so that short words (``캔``, ``병``, ``고철``) are never read as another.
"""

from __future__ import annotations

__all__ = ["respelled"]


def _syllables(word: str) -> list[tuple[int, int, int]] | None:
    """Each Hangul syllable of ``word`` as (initial, medial, final) indices; None for any other
    letter."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if not 0 <= code < 11172:
            return None
        out.append((code // 588, code // 28 % 21, code % 28))
    return out


def respelled(item: str, member: str) -> bool:
    """``item`` is ``member`` respelled by one syllable's final consonant (a loanword's two
    spellings: 플라스틱 / 프라스틱), three syllables or more."""
    a, b = _syllables(item), _syllables(member)
    if a is None or b is None or len(a) != len(b) or len(a) < 3:
        return False
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return (
        len(diff) == 1 and diff[0][0][:2] == diff[0][1][:2] and 0 in (diff[0][0][2], diff[0][1][2])
    )
