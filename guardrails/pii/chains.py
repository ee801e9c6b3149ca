"""Numbers typed in pieces: "010 다음에 9216 그리고 8833", "카드번호 앞자리 3569 0702 뒷자리 7367
0075", "511118278\\n8945" (a wrapped line), "51084904 57783390".

A *chain* is two or more digit groups whose gaps hold only blanks, line breaks, light punctuation
and words that name a part of a number (앞자리, 뒷자리, 가운데, 끝, 다음에, 그리고, 국번, 7자리…) or
a particle. ``joined_views`` deletes those gaps, so the recognisers see each chain as one number
with the label before it as its context. The view is scanned *in addition to* the normalised
text; overlaps are resolved as usual (priority, then the longer span), so a chain only wins where
it makes a number the pieces alone are not.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.pii.normalize import Normalized

_PART_WORDS = (
    r"앞자리|뒷자리|앞부분|뒷부분|앞쪽|뒤쪽|앞번호|뒷번호|가운데|중간|끝자리|마지막|끝|처음|첫"
    r"|앞|뒤|뒷|나머지는?|이후|그\s?다음에?|다음에?|그리고|이어서|이어|"
    r"[0-9]{1,2}\s?(?:자리|글자)|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:자리|글자)"
    r"|(?:첫|두|세|네|다섯)\s?번째|둘째|셋째|넷째|자리는?|글자"
    r"|국번은?|지역번호는?|번호는?|주민(?:등록)?번호|생년월일은?|카드번호|계좌번호|사업자(?:등록)?번호"
    r"|시작하고|시작해서|시작|뒤에는?|다음엔|다음은|다음으로|으로|로|에는|에|는|은|이고|이며|이요"
    r"|예요|이에요|입니다|이랑|랑|하고|부터|까지|및|하이픈|대시"
    r"|(?i:and|then|next|followed\s+by|first|second|third|last|rest|front|back|part|digits"
    r"|the|is|are|after|that|with|ending|starting)"
)
_GAP: Final = re.compile(rf"(?:[ \t\r\n,:;/~()\-]|{_PART_WORDS})+")
_PIECE: Final = re.compile(r"[0-9][0-9-]*")
_NOT_A_PIECE: Final = re.compile(r"\s?(?:자리|글자|번째)")
_LIST_GAP: Final = re.compile(r"\s*[,;/~·|]+\s*")
_MAX_GAP: Final = 24
_MIN_DIGITS: Final = 9
# Cheap pre-checks: a word naming a part of a number, or (``Normalized.spaced``) a digit run with
# blanks or line breaks between its groups.
_HANGUL_ANCHOR: Final = re.compile(
    "앞|뒤|뒷|다음|그리고|이어|나머지|가운데|중간|끝|마지막|자리|번째|국번|처음|시작"
)
# Common particles count only right after a number: "900101 하고 1234568", "010에 1234에 5678".
_PARTICLE_AFTER_DIGIT: Final = re.compile(r"[0-9] ?(?:하고|이랑|랑|및|에) ")


def _may_chain(norm: Normalized) -> bool:
    text = norm.text
    return bool(
        norm.spaced
        or "and" in text
        or "then" in text
        or "next" in text
        or "rest" in text
        or "part" in text
        or "first" in text
        or "last" in text
        or _HANGUL_ANCHOR.search(text)
        or _PARTICLE_AFTER_DIGIT.search(text)
    )


def joined_views(norm: Normalized, source: str) -> list[Normalized]:
    """``norm`` with the gaps inside every chain deleted; when a piece holds a dash
    ("4111-1111 다음은 1111-1111"), also a view with the gaps made dashes. Empty: no chain."""
    text = norm.text
    if not _may_chain(norm):
        return []
    pieces = [
        m
        for m in _PIECE.finditer(text)
        if not _glued(text, m.start(), m.end()) and not _NOT_A_PIECE.match(text, m.end())
    ]
    gaps: list[tuple[int, int]] = []
    dashed = False
    chain: list[re.Match[str]] = pieces[:1]
    for piece in [*pieces[1:], None]:
        prev = chain[-1] if chain else None
        if (
            piece is not None
            and prev is not None
            and _joins(text, prev.end(), piece.start())
            and not _listed(source, *norm.span(prev.end(), piece.start()))
        ):
            chain.append(piece)
            continue
        if (
            len(chain) >= 2
            and sum(sum(c.isdigit() for c in m.group()) for m in chain) >= _MIN_DIGITS
        ):
            gaps += [(a.end(), b.start()) for a, b in zip(chain, chain[1:], strict=False)]
            dashed = dashed or any("-" in m.group() for m in chain)
        chain = [piece] if piece is not None else []
    if not gaps:
        return []
    views = [norm.edited([(a, b, "") for a, b in gaps])]
    if dashed:
        views.append(norm.edited([(a, b, "-") for a, b in gaps]))
    return views


def _glued(text: str, start: int, end: int) -> bool:
    """A digit group glued to a Latin letter is part of a code ("M575", "200L"), not a piece."""
    before = text[start - 1 : start]
    after = text[end : end + 1]
    return (before.isascii() and before.isalpha()) or (after.isascii() and after.isalpha())


def _listed(source: str, a: int, b: int) -> bool:
    """The original gap is a list separator ("06236, 04524", "A / B"), with no part word."""
    return _LIST_GAP.fullmatch(source, a, b) is not None


def _joins(text: str, a: int, b: int) -> bool:
    return b - a <= _MAX_GAP and _GAP.fullmatch(text, a, b) is not None
