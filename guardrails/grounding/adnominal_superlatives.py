"""A superlative or comparative in its adnominal form names the noun after it.

:mod:`.ordinal` reads two frames: "<가장 가까운> 곳은 X" (the subject follows, up to its topic or
subject particle) and "X가 <가장 가깝>다" (the subject comes before). An adnominal form that is
neither — "대저1동 행정복지센터에도 있지만 약 890m라, 더 가까운 구청 쪽을 권해요", "가장 가까운
강서구청에 가져가세요" — modifies the noun right after it, an object or a destination; reading the
place named *before* it as the nearest flagged a faithful comparison (round 32, r32e).

This reads the frame only: the adjective in its adnominal form (가까운, 먼, 싼, 추운, …) followed
within a short phrase by an object or place particle (을/를, 에/에서, 으로/로) or the particle of a
comparison (보다: "압축 PET만 해도 가장 비싼 백색 유리보다 305원 더 비싸요", round 50) and a space, with no
stop or comma between. The span of that phrase is then the superlative's subject, read as the
"<superlative> 곳은 X" frame is. "X가 가장 가까운 곳이에요" (a predicate noun, no such particle)
keeps the subject before it.

Round 36: the adnominal form followed by one name closed by a bracket aside and a topic or
subject particle names that name (``제일 가까운 부일전자(약 1.0km)는 가전만 받아요``; the aside's
``.`` or ``,`` kept the "<superlative> 곳은 X" frame from reading it, and the place named before
was read): :func:`named_between`. A phrase of more than the one name (``킹(11,000원)과 싱글은``)
is not read.
"""

from __future__ import annotations

import re

from guardrails.grounding.cues import Cue
from guardrails.grounding.subjects import Context

# the adnominal forms of :mod:`.ordinal`'s adjectives
_ADNOMINAL = re.compile(r"(?:운|먼|한|싼|센|은)$")
# the argument phrase after it, ending in an object or place particle
# (round 57: its noun may carry a bracket aside naming the row with its value, "제일 비싼 유리(백색
# 45원)보다 kg당 35원 더", then 도 too: "제일 싼 폐지(골판지 80원)도 …"; not "오정동 플랫폼(월요일)을")
_ARGUMENT = re.compile(
    r"\s[^.!?\n,()]{1,20}?(?:\([^()\n\d]{0,12}\d[^()\n]{0,8}\)도"
    r"|(?:\([^()\n\d]{0,12}\d[^()\n]{0,8}\))?(?:을|를|으로|에서|에|보다))"
    r"(?=\s)"
)


def adnominal_argument(answer: str, m: re.Match[str]) -> int | None:
    """Where the argument phrase after the superlative ``m`` (its adjective ending at
    ``m.end()``) ends, when ``m`` is adnominal and that phrase is an object or a destination;
    else None."""
    if _ADNOMINAL.search(m.group(0)) is None:
        return None
    arg = _ARGUMENT.match(answer, m.end())
    return arg.end() if arg is not None else None


# one name closed by a bracket aside, then a topic or subject particle ("부일전자(약 1.0km)는 ")
_NAMED_ASIDE = re.compile(
    r"\s(?P<name>[^\s.!?\n,()][^.!?\n,()]{0,14}?)\s?\([^()\n]{1,16}\)(?:은|는|이|가)(?=\s)"
)


def named_between(ctx: Context, m: re.Match[str]) -> tuple[Cue, int] | None:
    """The name the adnominal superlative ``m`` modifies when a bracket aside closes it before its
    particle ("제일 가까운 부일전자(약 1.0km)는 가전만 받아요": 부일전자; round 36), and where the
    phrase ends: the phrase is that one name (one cue, the whole of it) and its aside. None when
    the adjective is no adnominal form, or the phrase holds more or less than the one name
    (``가장 비싼 킹(11,000원)과 싱글은``, ``가장 가까운 커피박 거점(450m)은``)."""
    if _ADNOMINAL.search(m.group(0)) is None:
        return None
    phrase = _NAMED_ASIDE.match(ctx.answer, m.end())
    if phrase is None:
        return None
    lo, hi = phrase.span("name")
    cues = ctx.cues_in(lo, hi)
    if len(cues) != 1 or cues[0].start != lo or cues[0].end != hi:
        return None
    return cues[0], phrase.end()
