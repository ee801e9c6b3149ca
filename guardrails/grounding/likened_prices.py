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

Round 55, the mirror: **a listed good likened in price to a good no tool output carries**
(``Iron scrap averages 280 won/kg — the same price as ABS plastic`` over a survey of 철스크랩
alone, ``철스크랩은 280원으로 ABS와 같은 가격이에요``, ``…, the same as PVC``) gives that good a
price the writer made up: fabricated, as the ratio to such a good is (:mod:`.multiples`). Read only
when the clause before the likening names a good the outputs carry or states a won figure, and
the comparand is a good of the item vocabulary (``the same price as last month`` names none).

Round 58 (r58e): a good said to be bought *at* a listed good's price (``벽 거울도 백색 유리 가격으로
받아줘요``, ``Wall mirrors are also bought at the white-glass price``): read when the comparand is a
good the outputs carry (not a form, ``at the compressed rate``) and the subject names a good of the
item vocabulary that no output carries (``old iron plates`` names none: not read).
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

GATE: Final = re.compile(
    r"same|같|동일|똑같|분류|취급|counts?\sas|counted\sas|class(?:ed|ified)\sas|treated\sas", re.I
)
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
# round 58 (r58e): a good said to be bought at a listed good's price, the comparand's price word
# after it ("벽 거울도 백색 유리 가격으로 받아줘요", "헌책은 신문지 값으로 쳐줘요", "Wall mirrors are
# also bought at the white-glass price", "mirrors fetch the clear glass rate")
_KO_AT: Final = re.compile(
    r"(?P<s>[가-힣A-Za-z][가-힣A-Za-z·, ]{0,30}?)(?:도|은|는|이|가)\s(?P<c>[가-힣A-Za-z]{2,12}"
    r"(?:\s[가-힣A-Za-z]{1,6})?)\s?(?:가격|값|단가|시세)(?:으로|로)\s?(?:다\s|모두\s|똑같이\s)?"
    r"(?:받아|받|쳐|사\s?주|사\s?줘|사요|매입|팔|계산)"
)
_EN_AT: Final = re.compile(
    r"(?P<s>[A-Za-z][A-Za-z ,\-]{0,60}?)\s(?:is|are|gets?|goes|go|sells?|fetch(?:es)?)\s"
    r"(?:(?:also|usually|generally|typically|all)\s)?(?:priced\s|paid\s|bought\s|taken\s|accepted\s)?"
    r"(?:at\s|for\s)?the\s(?P<c>[A-Za-z][A-Za-z\-]{2,30}(?:\s[A-Za-z]{2,30})?)\s(?:price|rate)\b",
    re.I,
)
# the words a good bought at another's price cannot be said without (searched before the patterns)
# (searched only where their literal words are written: a regex opening with an alternation is
# tried at every Hangul syllable or letter it may open with)
_AT_WORDS_KO: Final = ("가격으로", "값으로", "단가로", "시세로")
_AT_CUE_KO: Final = re.compile(
    r"(?:가격|값|단가|시세)(?:으로|로)\s?(?:다\s|모두\s|똑같이\s)?(?:받|쳐|사|매입|팔|계산)"
)
_AT_CUE_EN: Final = re.compile(
    r"the\s[A-Za-z][A-Za-z\-]{2,30}(?:\s[A-Za-z]{2,30})?\s(?:price|rate)\b"
)
_AT_BEFORE_EN: Final = ("at the ", "for the ", "fetch the ", "fetches the ")


def _at_cue(said: str) -> bool:
    """Whether ``said`` holds the words of a good bought at another's price."""
    if any(w in said for w in _AT_WORDS_KO) and _AT_CUE_KO.search(said):
        return True
    if " price" not in said and " rate" not in said:
        return False
    for before in _AT_BEFORE_EN:
        at = said.find(before)
        while at != -1:
            if _AT_CUE_EN.match(said, at + len(before) - 4):
                return True
            at = said.find(before, at + 1)
    return False


# the mirror (round 55): the comparand of a likening, read when the outputs do not carry it
_EN_TO: Final = re.compile(
    r"(?:\b(?:priced|paid|valued|bought|sold)\s(?:at\s|for\s)?(?:exactly\s|just\s)?the\ssame"
    r"|\bthe\ssame\s(?:price|rate|value|unit\sprice)"
    r"|(?:won|원)(?:/kg|\sper\s(?:kg|kilo)|\sa\s(?:kg|kilo))?(?:,|\s[—–-])?\s(?:exactly\s|just\s)?the\ssame)"
    r"\s(?:as|like)\s(?:the\s|what\s)?(?P<c>[A-Za-z][A-Za-z\-]{1,30}(?:\s[A-Za-z][A-Za-z\-]{1,30})?)",
    re.I,
)
_KO_TO: Final = re.compile(
    r"(?P<c>[가-힣A-Za-z]{2,12})\s?(?:(?P<w>가격|값|단가|시세)\s?)?(?:와|과|이랑|랑|하고)\s?"
    r"(?:(?:똑같은|같은|동일한)\s?(?P<w2>가격|값|단가|시세)|(?P<w3>가격|값|단가|시세)(?:이|가|은|는|도)?\s?"
    r"(?:같|똑같|동일)|똑같|같|동일)"
)
# round 57 (r57d): a good classed as a listed one, and so given its price ("셀로판은 PP로 분류돼
# PP 압축 기준 180원/kg", "Cellophane counts as PP", "is classified as PP")
_KO_CLASSED: Final = re.compile(
    r"(?P<s>[가-힣A-Za-z][가-힣A-Za-z·, ]{0,30}?)(?:은|는|도|이|가)\s(?P<c>[가-힣A-Za-z]{2,12}?)(?:으로|로)\s?"
    r"(?:분류(?:돼|되|됩|해|하)|취급(?:돼|되|됩|해|하))(?!면|시면|는지|야)"  # "분류되면": a supposition
)
_EN_CLASSED: Final = re.compile(
    r"(?P<s>[A-Za-z][A-Za-z ,\-]{0,60}?)\s(?:(?:is|are|gets?)\s(?:usually\s|also\s|generally\s)?"
    r"(?:counted|classed|classified|treated)|counts?)\sas\s(?:an?\s|the\s)?"
    r"(?P<c>[A-Za-z][A-Za-z\-]{1,30})",
    re.I,
)
_CLASSED: Final = (_KO_CLASSED, _EN_CLASSED)
_FORM_WORD: Final = re.compile(
    r"(?:compressed|baled|flakes?|flaked|shredded|crushed|loose|whole|broken|압축|플레이크|분쇄|파유리)$",
    re.I,
)
_FIGURE: Final = re.compile(r"\d\s?(?:원|won\b)|₩\s?\d", re.I)
_UNSURE: Final = unsure(r"\bprobably\b|\bperhaps\b|\bif\b|아마|지도\s?몰")
_CLAUSE: Final = re.compile(r"[^.!?\n;]+[.!?]?")
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
_NO_GOODS: Final = frozenset(
    "they them these those it its this that all both other others rest and the also some most "
    "items item things stuff goods ones 이것 그것 나머지 모두 전부 둘다 다른 이건 그건 저건 이거 그거 저거".split()
)
_PARTICLE: Final = re.compile(r"(?:이랑|랑|하고|와|과|도|은|는|이|가)$")


def _carried(word: str, text: str, places: PlaceVocabulary) -> bool:
    """Whether the outputs' lowered ``text`` carries ``word`` in one of its vocabulary forms."""
    w = word.lower()
    if w in text or (w.endswith("s") and w[:-1] in text):
        return True
    forms = [fs for fs in places.forms.values() if w in fs or w.rstrip("s") in fs]
    return any(f.lower() in text for fs in forms for f in fs)


def _goods(said: str, text: str, places: PlaceVocabulary) -> list[tuple[str, bool]]:
    """Each good ``said`` names (a word, or two words, that is a form of a good of the item
    vocabulary, not of a place), with whether the outputs' lowered ``text`` carries it in any of
    its forms."""
    words = [_PARTICLE.sub("", w).lower() for w in _WORD.findall(said)]
    out: list[tuple[str, bool]] = []
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
                out.append((phrase, any(f.lower() in text for fs in forms for f in fs)))
                break
    return out


def unpriced_good(said: str, sources: tuple[str, ...], places: PlaceVocabulary) -> str | None:
    """The first good ``said`` names (a word, or two words, that is a form of a good of the item
    vocabulary, not of a place) that no tool output carries in any of its forms; None when it
    names none. The mirror of the likening above, for a listed good compared with an unlisted
    one (:mod:`.multiples`): over an output that prices 골판지 only, ``newspaper fetches``
    names ``newspaper`` (신문지's form); ``cardboard does`` names none (carried), nor does
    ``what they pay`` (no good)."""
    goods = _goods(said, lowered_text(sources), places)
    return None if not goods or goods[0][1] else goods[0][0]


def likened_price_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Goods likened in price to a listed good that no tool output carries (see the module)."""
    likened = GATE.search(answer) is not None
    priced_at = _at_cue(answer)
    if not (likened or priced_at):
        return []
    text = lowered_text(sources)
    if "price_per_kg" not in text:
        return []
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        said = clause.group(0)
        if priced_at and _at_cue(said) and not _UNSURE.search(said):
            if (claim := _priced_at(said, clause.start(), text, places)) is not None:
                out.append(claim)
                continue
        if not likened:
            continue
        m = (
            _EN.search(said)
            or _KO.search(said)
            or _KO_STATED.search(said)
            or _EN_STATED.search(said)
            or _KO_CLASSED.search(said)
            or _EN_CLASSED.search(said)
        )
        if _UNSURE.search(said):
            continue
        if m is None or not _carried(_PARTICLE.sub("", m.group("c")), text, places):
            out.extend(_likened_to_unpriced(said, clause.start(), text, places))
            continue
        if not _carried(_PARTICLE.sub("", m.group("c")), text, places):
            continue  # a likening to something the survey does not list: not read here
        if m.re in _CLASSED and _FORM_WORD.match(m.group("c")):
            continue  # classed as a form ("would normally count as compressed"), not as a good
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


def _priced_at(said: str, at: int, text: str, places: PlaceVocabulary) -> Claim | None:
    """A good bought at a listed good's price in the clause ``said`` at ``at`` (round 58): the
    comparand a good the outputs carry (not a form, ``at the compressed rate``, nor another
    thing, ``the national price``), the subject a good of the item vocabulary the outputs do not
    carry (``old iron plates`` names none: not read)."""
    m = _KO_AT.search(said) or _EN_AT.search(said)
    if m is None:
        return None
    compared = m.group("c").replace("-", " ")
    if _FORM_WORD.match(compared) or not _carried(compared, text, places):
        return None
    goods = _goods(m.group("s"), text, places)
    if not goods or any(carried for _, carried in goods):
        return None
    why = "a good said to be bought at a listed good's price: no tool output prices it"
    return Claim(m.group(0), "condition", "likened price", at + m.start(), at + m.end(), why)


def _likened_to_unpriced(said: str, at: int, text: str, places: PlaceVocabulary) -> list[Claim]:
    """The mirror (round 55, see the module): a likening whose comparand is a good the outputs do
    not carry, said of a good they carry or after a won figure, in the clause ``said`` at ``at``."""
    lower = said.lower()
    en = _EN_TO.finditer(said) if "same" in lower else ()
    ko = _KO_TO.finditer(said) if "같" in said or "동일" in said else ()
    for m in (*en, *ko):
        before = said[: m.start("c")]
        if m.re is _KO_TO and not (m["w"] or m["w2"] or m["w3"]) and not _FIGURE.search(before):
            continue  # "ABS와 같아요" likens a price only after a stated figure
        goods = _goods(m["c"], text, places)
        if not goods or goods[0][1]:
            continue
        if not _FIGURE.search(before) and not any(c for _, c in _goods(before, text, places)):
            continue
        lead = m[0].lower().find("the same")  # "won/kg, the same as PVC": the likening
        start = at + (m.start("c") if m.re is _KO_TO else m.start() + max(lead, 0))
        end = at + m.end()
        why = f"a price likened to {goods[0][0]}'s, which no tool output gives"
        return [Claim(said[start - at : end - at], "condition", "likened price", start, end, why)]
    return []
