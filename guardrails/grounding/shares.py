"""A quantity split in equal shares between the materials its clause names: the figure worked for
it is the sum of each share's product, not the whole quantity at one material's price.

"If your 200 kg were half newspaper and half cardboard, you'd get about 20,000 won" over
``Newspaper 120 won/kg`` and ``Cardboard 80 won/kg`` is 100 × 120 + 100 × 80; "about 24,000 won"
(all 200 kg at newspaper's price) is not. The share words: ``half … half``, ``half and half``,
``50/50``, ``fifty-fifty``, ``evenly``/``equally`` (split), ``반반``, ``반씩``, ``절반씩``,
``반은 … 반은``, ``똑같이 나누``. :mod:`.products` reads a clause through :func:`split_worth` once it
knows the rates the clause names; a clause with no share word, or naming fewer than two rates,
is no split (the plain product reading decides). Not a split: "half of what newspaper fetches"
(one ``half``: a ratio, :mod:`.multiples`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

# why a figure is flagged by this reading (no other working clears it: 24,000 is 200 × 120)
UNSHARED: Final = "is not its quantity split in equal shares at the prices its clause names"
# equal shares, in the clause's own (lower-case) words
_SHARES: Final = re.compile(
    r"\bhalf\b[^.!?\n]{1,60}?\bhalf\b|\b50\s?/\s?50\b|fifty[- ]fifty|\b(?:evenly|equally)\b"
    r"|반반|절반씩|(?<![가-힣])반씩|반은[^.!?\n]{1,40}?반은|똑같이\s?나누",
)


def split_worth(clause: str, qty_kg: float, per_kg: Sequence[float]) -> float | None:
    """What ``qty_kg`` is worth split in equal shares between the rates ``per_kg`` when
    ``clause`` (lower case) says it is shared out, else None: "half newspaper and half cardboard"
    on 200 kg at 120 and 80 won/kg is 20,000 won; "반반" on 10 kg at 350 and 650 is 5,000원."""
    if len(per_kg) < 2 or _SHARES.search(clause) is None:
        return None
    return qty_kg / len(per_kg) * sum(per_kg)
