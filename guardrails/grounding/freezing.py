"""The freezing point as a reference: ``평균이 0도를 살짝 넘는 정도``, ``just above 0°C``.

A temperature of zero written with a comparison word — ``0도를 넘는``, ``0도 이상``, ``0도 아래``,
``0도 안팎``, ``above 0°C``, ``below 0 °C``, ``around 0°C`` — is the freezing point the answer
compares a reading with, not a reading of its own. The class: **such a zero is supported when a
temperature of the tool outputs lies on the side its words say** (above: some temperature over 0;
below: some under 0; around: some within 3 degrees). A bare ``0도`` (``기온은 0도``) stays a reading
that must be in an output; a side no output temperature lies on (``0도 아래`` over 1.1°C only) is
still flagged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim

__all__ = ["freezing_point"]

_AFTER: Final = re.compile(
    r"\s?(?:를|을|은|는|이|가|도)?\s?(?:(?:살짝|조금|약간|겨우|간신히|막|훨씬)\s?)?"
    r"(?:(?P<over>넘|이상|위|웃돌|초과)|(?P<under>아래|이하|밑|미만|밑돌|떨어)|(?P<near>안팎|근처|전후))"
)
_BEFORE: Final = re.compile(
    r"(?:(?P<over>above|over)|(?P<under>below|under)|(?P<near>around|near|about))"
    r"\s(?:(?:just|slightly|well)\s)?$",
    re.I,
)


def freezing_point(c: Claim, answer: str, temperatures: Iterable[object]) -> bool:
    """Whether temperature claim ``c`` is a zero compared with an output's temperature."""
    if c.kind != "temperature" or c.value != 0.0:
        return False
    side = _AFTER.match(answer, c.end) or _BEFORE.search(answer, max(0, c.start - 24), c.start)
    if side is None:
        return False
    values = [float(v) for v in temperatures if isinstance(v, int | float)]
    if side.group("over"):
        return any(v > 0 for v in values)
    if side.group("under"):
        return any(v < 0 for v in values)
    return any(abs(v) <= 3 for v in values)
