"""A clause whose subject is a place named in English that no output's place is known by (round 32).

An English answer often names a listed place by a translation of its own (``The Gusipo beach site
in Gochang`` for 구시포해수욕장-2, ``Daeyoung Enterprise`` for 대영기업, ``the Dongducheon sorting
facility`` for 동두천시 재활용선별장) and says what it takes. :mod:`.taken` binds goods to the place
named nearest before them; when the sentence names none it knows, it went back to the place of an
earlier sentence — so the goods of the new place were read as the earlier place's (``Hampyeong-gun
Environmental Management Center … only lists household waste. The Gusipo beach site in Gochang …
takes only clear PET bottles and cans``: PET and cans flagged as not in the 함평 centre's list).

The class: a clause head that holds a proper name in Latin letters — a capitalised word (not
``The``/``This``/``It`` …) followed, within three words, by a noun of a kind of place (site,
facility, centre, enterprise, yard, plant, machine, shop, association …) — has a subject of its own:
the binding is unsure (never flagged), as for ``두 곳은`` or ``the free pickup service``. A
pointing-back head (``The centre takes …``, ``It also takes …``) names no new place and still binds
to the earlier one.
"""

from __future__ import annotations

import re

from guardrails.grounding.opening_gate import gated

__all__ = ["clause_start", "latin_name_before", "names_own_place"]

# a capitalised word that is no pointer or article, then at most three words, then a place noun
_NAMED_PLACE = re.compile(
    r"\b(?!(?:The|This|That|These|Those|It|Its|A|An|Their|Our|Your|Both|Each|Another|Other)\b)"
    r"[A-Z][a-z][\w'-]*(?:\s[\w'-]+){0,3}?\s(?i:sites?|facilit(?:y|ies)|cent(?:er|re)s?"
    r"|enterprises?|yards?|plants?|machines?|depots?|associations?|co-?ops?|cooperatives?"
    r"|corporations?|(?:drop-off\s)?points?|park)\b"
)
_NAMED_PLACE = gated(_NAMED_PLACE)  # :mod:`.opening_gate`: the same matches, skipped to
# where an English clause of its own starts: after a semicolon or a dash (a comma may sit in a
# bracket of the place's details: "(about 16.9 km, 031-860-2252)")
_CLAUSE_BREAK = re.compile(r"[;—–]")


def names_own_place(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` (a clause's head) names a place in Latin letters of its own."""
    return _NAMED_PLACE.search(text, start, end) is not None


def clause_start(text: str, lo: int, at: int) -> int:
    """Where the clause holding ``at`` starts, within the sentence starting at ``lo``: after the
    last semicolon or dash before it (``…; and the Dongducheon sorting facility … takes``)."""
    return max((m.end() for m in _CLAUSE_BREAK.finditer(text, lo, at)), default=lo)


# a Latin name of two or more capitalised words, maybe with "in <Place>", right before a bracket:
# "Seoul Station Central Xi in Jung-gu (about 2.0 km, 02-3396-5486)"
_NAME_BEFORE_BRACKET = re.compile(
    r"(?<![\w'-])[A-Z][\w'-]*(?:\s(?:of|the|&)?\s?[A-Z0-9][\w'-]*)+"
    r"(?:\s(?:in|at|near)\s[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)?)?\s?[(（]$"
)
_OPEN = re.compile(r"[(（][^()（）]*$")


def latin_name_before(text: str, at: int) -> int | None:
    """Where the Latin name of two or more capitalised words right before the bracket holding
    ``at`` starts (a list item's own holder: ``Seoul Station Central Xi in Jung-gu (…, 02-…)``),
    else None."""
    lo = max(0, at - 80)
    opened = _OPEN.search(text, lo, at)
    if opened is None:
        return None
    m = _NAME_BEFORE_BRACKET.search(text, max(0, opened.start() - 60), opened.start() + 1)
    return m.start() if m is not None else None
