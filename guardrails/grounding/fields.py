"""Words that pick a field of a record: a number said to be the phone is not the record's fax
("청소위생과 전화번호는 042-611-2359" where that is the fax), nor a fax number the phone."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

_SAID: Final = (
    ("fax", re.compile(r"팩스|\bfax", re.I)),
    ("phone", re.compile(r"전화|연락처|\bphone|\btel\b|\bcall", re.I)),
)


def _field(key: str) -> str | None:
    leaf = key.rsplit(".", 1)[-1].lower()
    if "fax" in leaf:
        return "fax"
    if any(w in leaf for w in ("phone", "tel", "contact", "전화")):
        return "phone"
    return None


def field_why(
    c: Claim, matches: Sequence[Fact], candidates: Sequence[Fact], ctx: Context
) -> str | None:
    """Why a contact number is not the field its words name (None when it is, or when unsure:
    the words name both fields or none, the number is under both, or no record has the field
    named)."""
    if c.kind != "phone":
        return None
    held = {_field(f.key) for f in matches}
    if len(held) != 1 or None in held:
        return None
    words = ctx.answer[ctx.clause_start(c) : c.start]
    said = {name for name, rx in _SAID if rx.search(words)}
    if len(said) != 1 or said == held:
        return None
    named = next(iter(said))
    if not any(_field(f.key) == named for f in candidates):
        return None
    return f"{c.text} is the {next(iter(held))} number in tool outputs, not the {named}"
