"""The negated forms of a material's form (``uncompressed``, ``비압축``, ``압축 안 한``): the words,
and whether the outputs state such a form themselves. Read by :mod:`.negated_forms` (a compressed
row's price said of its opposite) and :mod:`.absences` (the data's lack of a price for a form it has
no row of is no invented absence).
"""

from __future__ import annotations

import re
from typing import Final

# the cheap gate, on the lower-case answer
GATE: Final = re.compile(r"uncompress|non-?compress|비압축|미압축|압축\s?(?:안|하지|되지)")
NEGATED: Final = re.compile(
    r"\b(?P<en>un-?compressed|non-?compressed)\s(?=[a-z])"
    r"|(?P<ko>비압축|미압축|압축\s?(?:안\s?(?:한|된)|하지\s?않은|되지\s?않은))\s?(?=[가-힣A-Za-z])",
    re.I,
)
# an output that states an uncompressed form itself
STATED: Final = re.compile(
    r"비압축|미압축|압축\s?안|압축하지|압축되지|uncompress|non-?compress", re.I
)


def unstated_form(text: str, sources: tuple[str, ...]) -> bool:
    """Whether ``text`` names the negated form of a compressed row where no output states one
    (``for loose, uncompressed styrofoam``, ``비압축 스티로폼``): a form the data holds no row of
    (read by :mod:`.absences`: the data's lack of its price is no invented absence). ``for
    styrofoam`` names none; nor does any text over an output stating ``비압축``."""
    if not GATE.search(text.lower()) or NEGATED.search(text) is None:
        return False
    joined = " ".join(sources)
    return "압축" in joined and STATED.search(joined) is None
