"""A good said to fetch another's price, where no tool output prices it (round 36).

A price survey lists rows (``신문지 120원/kg``); a writer adds goods it does not list by likening
them to one it does: ``Magazines and flyers are priced the same as newspaper``, ``잡지랑 전단지도
신문지와 같은 가격으로 쳐줘요``, ``헌책은 신문지랑 단가가 같아요``, or with the shared price stated
before the likening (round 39): ``HDPE도 kg당 200원으로 스티로폼과 같아요``, ``HDPE is also 200
won/kg, the same as EPS``. **A good likened in price to a
listed good (``priced the same as``, ``the same price as``, ``sell for the same as``, ``…와/과/랑
같은 가격/값/단가``, ``…와/과/랑 가격이 같``) whose own words no tool output carries (in any form the
item vocabulary gives it: ``cardboard`` is 골판지's) is priced by the writer: fabricated.**

Read only over outputs that price goods per kg, and only when the comparand is a listed good (so a
likening of two things the survey does not cover at all is left to other readers). The subject is
the clause's words before the likening (past a determiner, joined by ``and``/``or``/``,``/``랑``/
``와``); one word of it the outputs carry makes it listed (``Compressed PE is priced the same as
PP`` is not read here). Unsure, never flagged: a negated, asked or hedged clause (``not priced the
same``, ``같지 않``, ``may``, ``아마``, ``?``), a subject of pronouns only (``They are priced the same
as newspaper``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["GATE", "likened_price_claims", "unpriced_good"]

GATE: Final = re.compile(r"same|같|동일|똑같", re.I)
_EN: Final = re.compile(
    r"(?P<s>[A-Za-z][A-Za-z ,\-]{0,60}?)\s(?:is|are|get|gets|go|goes|sell|sells|fetch|fetches)\s"
    r"(?:(?:usually|generally|typically|also|all)\s)?(?:priced\s|paid\s|bought\s)?"
    r"(?:at\s|for\s)?(?:exactly\s|just\s)?the\ssame(?:\sprice|\srate|\samount)?\s(?:as|like)\s"
    r"(?:the\s)?(?P<c>[A-Za-z][A-Za-z\-]{2,30})",
    re.I,
)
_KO: Final = re.compile(
    r"(?P<s>[가-힣A-Za-z][가-힣A-Za-z·, ]{0,30}?)(?:도|은|는|이|가)?\s(?P<c>[가-힣A-Za-z]{2,12})(?:와|과|이랑|랑|하고)\s?"
    r"(?:(?:똑같은|같은|동일한)\s?(?:가격|값|단가|시세)|(?:가격|값|단가|시세)(?:이|가|은|는|도)?\s?(?:같|똑같|동일))"
)
# the likening after the price it shares, stated first (round 39): "HDPE도 kg당 200원으로 스티로폼과
# 같아요", "LDPE는 200원이라 EPS랑 똑같아요", "HDPE is also 200 won/kg, the same as EPS"
_KO_STATED: Final = re.compile(
    r"(?P<s>[가-힣A-Za-z][가-힣A-Za-z·, ]{0,30}?)(?:도|은|는|이|가)\s(?:kg당\s?|킬로당\s?)?"
    r"(?:약\s?)?[\d,]+\s?원(?:/kg)?(?:으로|이라서?|이고|이며|,)?\s"
    r"(?P<c>[가-힣A-Za-z]{2,12})(?:와|과|이랑|랑|하고)\s?(?:똑같|같|동일)"
)
_EN_STATED: Final = re.compile(
    r"(?P<s>[A-Za-z][A-Za-z ,\-]{0,60}?)\s(?:is|are|gets?|goes|go|sells?|fetch(?:es)?)\s"
    r"(?:(?:also|usually|generally|typically|around|about)\s)*(?:₩\s?)?[\d,]+\s?(?:won|원)"
    r"(?:/kg|\sper\skg|\sa\skg)?,?\s(?:exactly\s|just\s)?the\ssame\s(?:as|like)\s"
    r"(?:the\s)?(?P<c>[A-Za-z][A-Za-z\-]{2,30})",
    re.I,
)
_UNSURE: Final = unsure(r"\bprobably\b|\bperhaps\b|\bif\b|아마|지도\s?몰")
_CLAUSE: Final = re.compile(r"[^.!?\n;]+[.!?]?")
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
_NO_GOODS: Final = frozenset(
    "they them these those it its this that all both other others rest and the also some most "
    "items item things stuff goods ones 이것 그것 나머지 모두 전부 둘다 다른".split()
)
_PARTICLE: Final = re.compile(r"(?:이랑|랑|하고|와|과|도|은|는|이|가)$")


def _carried(word: str, text: str, places: PlaceVocabulary) -> bool:
    """Whether the outputs' lowered ``text`` carries ``word`` in one of its vocabulary forms."""
    w = word.lower()
    if w in text or (w.endswith("s") and w[:-1] in text):
        return True
    forms = [fs for fs in places.forms.values() if w in fs or w.rstrip("s") in fs]
    return any(f.lower() in text for fs in forms for f in fs)


def unpriced_good(said: str, sources: tuple[str, ...], places: PlaceVocabulary) -> str | None:
    """The first good ``said`` names (a word, or two words, that is a form of a good of the item
    vocabulary, not of a place) that no tool output carries in any of its forms; None when it
    names none. The mirror of the likening above, for a listed good compared with an unlisted
    one (:mod:`.multiples`): over an output that prices 골판지 only, ``newspaper fetches``
    names ``newspaper`` (신문지's form); ``cardboard does`` names none (carried), nor does
    ``what they pay`` (no good)."""
    text = lowered_text(sources)
    words = [_PARTICLE.sub("", w).lower() for w in _WORD.findall(said)]
    for i, w in enumerate(words):
        for phrase in (f"{w} {words[i + 1]}" if i + 1 < len(words) else "", w):
            if not phrase or phrase in _NO_GOODS:
                continue
            forms = [
                fs
                for k, fs in places.forms.items()
                if k not in places.names
                and any(f.lower() in (phrase, phrase.rstrip("s")) for f in fs)
            ]
            if forms:
                carried = any(f.lower() in text for fs in forms for f in fs)
                return None if carried else phrase
    return None


def likened_price_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Goods likened in price to a listed good that no tool output carries (see the module)."""
    if not GATE.search(answer):
        return []
    text = lowered_text(sources)
    if "price_per_kg" not in text:
        return []
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        said = clause.group(0)
        m = (
            _EN.search(said)
            or _KO.search(said)
            or _KO_STATED.search(said)
            or _EN_STATED.search(said)
        )
        if m is None or _UNSURE.search(said):
            continue
        if not _carried(_PARTICLE.sub("", m.group("c")), text, places):
            continue  # a likening to something the survey does not list: not read here
        words = [
            w
            for w in (_PARTICLE.sub("", x) for x in _WORD.findall(m.group("s")))
            if w.lower() not in _NO_GOODS
        ]
        if not words or any(_carried(w, text, places) for w in words):
            continue
        at = clause.start() + m.start()
        why = "a good likened in price to a listed one: no tool output prices it"
        out.append(Claim(m.group(0), "condition", "likened price", at, at + len(m.group(0)), why))
    return out
