"""No news of rain said of now, over an observation that records none.

``비 소식이 없어서 짐 내놓으셔도 괜찮습니다`` right after ``기상청 초단기실황 … 강수 없음``: with no
time to come in its sentence and no future ending, ``비 소식이 없`` says what the observation says —
no rain now — in everyday words; it forecasts nothing. :mod:`.dry_outlook` asks :func:`dry_now`
of each Korean ``소식이 없`` it reads.

Still a forecast, still read there: a time to come in the sentence (``내일은 비 소식이 없으니``,
``주말까지``, ``오후에도``), a future ending (``없을 거예요``, ``없겠``), ``예보`` (a forecast by name),
and any answer whose observation records rain or snow, or that has no observation at all (a
monthly normal says nothing of today).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.nodes import parsed

__all__ = ["dry_now"]

_NEWS: Final = re.compile(r"소식(?:이|은|는|도)?\s?없(?!을|겠)")
# a time to come in the sentence before the claim or in its clause after it
_TO_COME: Final = re.compile(
    r"내일|모레|주말|오후|저녁|밤|이따|나중|앞으로|당분간|이번\s?주|다음|이후|동안|까지|예정|예상"
    r"|월요일|화요일|수요일|목요일|금요일|토요일|일요일"
)
_DRY: Final = frozenset({"none", "없음", "0", "0.0"})


def _observed_dry(sources: tuple[str, ...]) -> bool:
    """Whether an observation output records no precipitation, and none records any."""
    dry = False
    for root in parsed(sources):
        if not isinstance(root, dict) or root.get("kind") != "observation":
            continue
        said = {str(root.get(k, "")).strip() for k in ("precipitation", "precipitation_mm")}
        text = str(root.get("precipitation_text", ""))
        if said & _DRY or "없음" in text:
            dry = True
        else:
            return False  # an observation with rain: no dry now to restate
    return dry


def dry_now(answer: str, start: int, end: int, sources: tuple[str, ...]) -> bool:
    """Whether the no-rain ``answer[start:end]`` is the dry observation said of now."""
    if _NEWS.search(answer, start, min(len(answer), end + 3)) is None:
        return False
    s_start = max(answer.rfind(c, 0, start) for c in ".!?\n") + 1
    s_end = min(
        (i for i in (answer.find(c, end) for c in ".!?\n,") if i != -1), default=len(answer)
    )
    if _TO_COME.search(answer, s_start, s_end):
        return False
    return _observed_dry(sources)
