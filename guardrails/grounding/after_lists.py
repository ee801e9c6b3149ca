"""A list line's holder holds its line only: a sentence after a list of several holders is
said of none of them in particular.

An answer over several districts or places writes one list line each (``- 영광군: 읍면사무소에
신고 후 배출``, ``- 용인시: 업체와 계약해서 처리``). A sentence written after the list, on a line of
its own that names no holder (``엄마 집은 읍면사무소에 먼저 신고하세요``, ``For your mother's
place, report it at the township office first``), is not the last line's: it may speak of any
holder the list named. Readers that carry a holder named in an earlier sentence over to a value
(:mod:`.bound`) or read a channel or a place against the district named last
(:mod:`.howto_texts`, :mod:`.disposal_places`) ask here, and are unsure (or read every named
holder) when the holder they would carry heads a list line above.

Still carried: a holder named in prose (``용인시는 업체와 계약해요. 읍면사무소에 신고하세요``: the
topic runs on), a holder on the value's own line, and a holder over a line that goes on its list
— an indented line or another item (``- 용인시: …\\n  문의 061-…``).
"""

from __future__ import annotations

from guardrails.grounding.item_lines import BULLET

__all__ = ["past_list"]


def past_list(answer: str, named_at: int, at: int) -> bool:
    """Whether the holder named at ``named_at`` heads a list line above the line of ``at``, and
    the line of ``at`` is no part of that list (neither a list item nor indented)."""
    line = answer.rfind("\n", 0, at) + 1
    named_line = answer.rfind("\n", 0, named_at) + 1
    if named_line >= line or not BULLET.match(answer, named_line):
        return False
    return not (answer[line : line + 1] in (" ", "\t") or BULLET.match(answer, line))
