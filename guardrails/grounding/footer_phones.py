"""A phone on a line of its own after a list of holders is the list's phone.

The class: **an answer that lists several holders (bins, centres, shops — each by its name or its
road address) and then closes with a phone on a sentence or line naming nothing (``문의:
02-3396-5465``, ``Phone: …``, ``전화는 …예요``) gives that phone to the holders it listed. When every
listed holder's record has a phone and none has this one, while a holder the answer does not name
holds it — another tool output's bins (the clothing bins' number under a list of medicine bins), or
a row of the same list left out — the phone is carried from one place to others that do not have
it: misattributed.** :mod:`.own_records` holds each mention's values to its record, and
:mod:`.lone_holder` carries one named holder on to later lines; a list of several named no one
for the lines after it.

Unsure, never flagged: a listed holder with no phone in its record (the footer may be its); a
phone that some listed holder's record holds, or that no holder's record holds (a department's
number from a note: a general contact); a footer line that names anything, or has a doubt word
(:data:`.own_records._DOUBT`: ``다른``, ``other``, ``확인해``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_forms import Mention
from guardrails.grounding.lone_holder import later_claims
from guardrails.grounding.phone_shapes import DASHED_PHONE

_SENTENCE = re.compile(r"\n|(?<!\d)[.!?](?=\s|$)|[.!?](?=\s*$)|;")


class _Holder(Protocol):
    @property
    def phones(self) -> frozenset[str]: ...


def footer_phones(
    answer: str,
    said: Sequence[Mention],
    hs: Sequence[_Holder],
    sources: tuple[str, ...],
    doubt: re.Pattern[str],
    why: str,
) -> list[Claim]:
    """The phones of the lines after the last of several named holders that only holders the
    answer does not name hold."""
    named = {w for _, _, w in said if w >= 0}
    if len(named) < 2 or not DASHED_PHONE.search(answer, said[-1][1]):
        return []
    listed = [hs[w].phones for w in named]
    if not all(listed):
        return []
    held = frozenset().union(*listed)
    unnamed = frozenset().union(*(h.phones for i, h in enumerate(hs) if i not in named))

    def misgiven(scope: str, at: int) -> list[Claim]:
        out: list[Claim] = []
        for p in DASHED_PHONE.finditer(scope):
            digits = re.sub(r"\D", "", p.group(0))
            if digits not in held and digits in unnamed:
                out.append(
                    Claim(p.group(0), "phone", digits, at + p.start(), at + p.end(), why=why)
                )
        return out

    stop = _SENTENCE.search(answer, said[-1][1])
    return later_claims(answer, sources, stop.end() if stop else len(answer), misgiven, doubt)
