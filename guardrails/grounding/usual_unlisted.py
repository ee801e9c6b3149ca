"""A "usual" way stated where the data says the district's way is not listed.

:mod:`.put_out` takes a general word (``보통``, ``usually``) as a hedge: general advice, no
district's fact. Where every how-to record of the stage lists no way at all (``"application_methods":
[]``, ``"places": []`` and a note that the method is not given), an answer that says so and then
writes ``보통 클린하우스에 스티커 붙여 배출`` or ``Usually you just leave it at the curb`` fills the
gap the data leaves with a way of its own: the only district the turn is about is that record's,
and the "usual" way is said of it. The class: **over how-to records that all list no way, a
general word is no doubt of a clause that puts waste out at a place, on a day or at a time** (the
clause is read as :mod:`.put_out` reads it), **nor of a sticker step** (:mod:`.howto`). Any other doubt in the sentence (a question, ``may``,
``지역마다``, advice to check or ask) keeps it unsure, as in round 27's topic rule.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.nodes import json_objects, per_stage

__all__ = ["USUAL", "doubted", "ways_unlisted"]

# a general word: a hedge of advice, not of a way said over a record that lists none
USUAL: Final = re.compile(r"보통|대개|일반적으로|usually|typically|generally", re.I)

_KEYS = ("application_methods", "places")
# what a list writes for a way it does not give (round 55: ``"application_methods": ["별도안내"]``)
_PLACEHOLDER: Final = re.compile(
    r"|-|별도\s?(?:안내|문의|공지)|추후\s?(?:안내|공지)|해당\s?없음|정보\s?없음|없음|미정|미상|n/?a|none",
    re.I,
)


@per_stage
def ways_unlisted(sources: tuple[str, ...]) -> bool:
    """Whether the stage holds a how-to record and every one lists no way (its method and place
    lists empty, or holding only a placeholder: ``별도안내``, ``없음``)."""
    found = False
    for obj in json_objects(sources):
        if not all(isinstance(obj.get(k), list) for k in _KEYS):
            continue
        if any(
            isinstance(v, str) and not _PLACEHOLDER.fullmatch(v.strip())
            for k in _KEYS
            for v in obj[k]
        ):
            return False
        found = True
    return found


# advice to ask or check in the sentence: the "usual" way is general advice, the asking is the
# answer (``보통 … 스티커를 붙여 내놓는 방식이니, 생활환경과에 문의해 주세요``: round 27)
_ADVICE: Final = re.compile(r"문의|확인|알아보|물어|\bcheck|\bask|\bconfirm|\bcall|\bcontact", re.I)


def doubted(unsure: re.Pattern[str], sentence: str, sources: tuple[str, ...]) -> bool:
    """Whether ``unsure`` finds a doubt in ``sentence``; a general word is none when every how-to
    record lists no way (a sticker step, ``보통 클린하우스에 스티커 붙여 배출``) and the sentence
    gives no advice to ask or check."""
    if unsure.search(sentence) is None:
        return False
    if USUAL.search(sentence) is None or _ADVICE.search(sentence) or not ways_unlisted(sources):
        return True
    return unsure.search(USUAL.sub(" ", sentence)) is not None
