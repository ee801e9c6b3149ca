"""A bring-verb that tells the user what to do is no exchange.

:mod:`.conditions` reads an exchange rule ("폐형광등 5개 가져가면 종량제봉투도 줘요") where a
sentence has a verb of bringing or giving, and holds every good it names against the subject the
sentence binds. But ``가져가시면 돼요`` / ``가져가면 되고`` — "just take it there" — is an
instruction: "알약은 포장을 벗겨 모으고 물약은 한 병에 모아 밀봉해 가져가시면 되고, 페트병은 …"
prepares two goods for two different places and promises nothing in return, so binding 알약 to
the bottle site of the same sentence flagged a faithful how-to (round 32, r32e).

This reads only the frame: when every exchange word of a sentence is a conditional bring-verb
(가져가면, 가져오면, 모아 가면, 내시면) followed by ``되`` ("it will do"), nothing is given,
swapped or received, and (the caller's test) the sentence names no place, it states no exchange
and binds its goods to no site of an earlier sentence. A bring-verb beside a giving word ("가져가면
휴지로 바꿔 줘요", "가져가시면 돼요, 5개에 1롤 드려요") stays an exchange, and "폐의약품은
대구북구청에 가져가시면 돼요" still sends the good to the place it names.
"""

from __future__ import annotations

import re

# a conditional bring-verb and "it will do": 가져가면 돼요, 가져가시면 되고, 내시면 됩니다
_BRING_DO = re.compile(
    r"(?:가져가|가져오|모아\s?가|모아\s?오|내)(?:시|으시)?면\s?(?:돼|되|됩|된다)"
)


def instruction_only(sentence: str, exchange: re.Pattern[str]) -> bool:
    """Whether every match of ``exchange`` (the exchange words) in ``sentence`` lies inside a
    bring-verb followed by 되 — an instruction, not an exchange."""
    spans = [m.span() for m in _BRING_DO.finditer(sentence)]
    if not spans:
        return False
    return all(any(a <= m.start() < b for a, b in spans) for m in exchange.finditer(sentence))
