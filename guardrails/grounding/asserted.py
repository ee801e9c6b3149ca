"""The content of an assertion about a holder must be in the evidence.

An answer that states how a district, a site, a bin or a service works (where a sticker is sold,
where one applies, whether the truck comes to the door, what a site takes) states it in *content
terms*: a sales point, a channel, a place at the door, an appliance. A writer who invents such a
fact must use one of these terms, whatever the rest of the sentence says; the tools state it in
the same terms (or a synonym of the same class). So the test is by class, not by phrasing:

    a statement that holds a content term of class K, in the frame K needs (an act of buying or
    applying for a sales point or a channel, collecting for the door, taking for an appliance),
    is unsupported when no tool output string names class K at all.

The vocabulary is closed and listed below (``TERMS``), Korean and English; the evidence side of a
class also knows the forms records use (``www.`` for the web, ``주택 앞``/``문전``/``방문수거`` for
the door, any ``가전`` or the free pickup's ``방문수거`` for appliances).

Round 37: someone coming to fetch the thing is the door without its word — ``비닐 100kg 넘으면
업체가 직접 가지러 와요``, ``수거하러 와요``, ``방문수거``, ``출장 매입``, ``they'll come and pick it
up`` — flagged over outputs that name no door, visit or pickup (a price survey, a bin list);
passed where one does (``문전``, ``방문수거``, ``출장``, a pickup asked for: ``수거 신청``).

Not read: an answer with no JSON tool output (no holder to hold it against); a clause that is
negated, asked, conditional or hedged (``안 받아요``, ``되는지``, ``if``, ``may``); a sentence that
gives advice or speaks of places in general (``확인해 보세요``, ``여쭤보시면``, ``you may want
to``, ``일부``, ``usually``), since advice states nothing of the holder.

Round 20 built three more classes (a payment, a kind of person let off a fee, a bound of a spec)
and took them out: they clashed with earlier readings of the same claims (a bound the user gave,
points exchanged for cash, "report online and pay" as faithful); folding them into those readings
is the next step.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.howto_texts import howto_objects
from guardrails.grounding.nodes import json_nodes, per_stage

__all__ = ["ADVICE", "CLAUSE_DOUBT", "GATE", "content_claims"]

# an act of applying or paying, or buying a sticker or a certificate (a bag bought at a store is
# common knowledge; a district's sticker, payment or application channel is the district's own)
_BUY = (
    r"(?:스티커|필증|신고증|납부증)[^,;—–]{0,20}?"
    r"(?:사서|사세요|사면|살\s?수|사\s?오|구입|구매|판매|팔아|팔고|파는)"
    r"|(?:사서|사세요|사면|살\s?수|구입|구매|판매|팔아|팔고|파는)[^,;—–]{0,12}?(?:스티커|필증)"
    r"|(?:스티커|필증)[^,;—–]{0,6}?(?:구입|구매|판매)"
    r"|\b(?:stickers?|labels?|certificates?)\b[^,;—–]{0,30}?\b(?:buy|bought|purchas\w*|sold|sells?)\b"
    r"|\b(?:buy|bought|purchas\w*|sold|sells?)\b[^,;—–]{0,30}?\b(?:stickers?|labels?|certificates?)\b"
)
# an act of applying: a channel for it is read only where a how-to output states the way of
# applying (over a fee table alone, "인터넷으로 신고하면 돼요" stays general advice, as in round 11)
_APPLY: Final = re.compile(
    r"신청|신고|접수|예약|\b(?:apply|applied|report|book|booking|register)\b", re.I
)
# a collection: what the door is said of (where an item is merely put out, the door is no channel)
_COLLECT = (
    r"수거|가져가|가져\s?가|가지러|실으러|\b(?:pick\w*\s?up|pickups?|collect\w*|come|comes)\b"
)
_FEE = r"무료|면제|감면|할인|공짜|안\s?내|\b(?:free|exempt\w*|discount\w*|waive\w*|no charge|eligible)\b"
_TAKE = (
    r"받아|받습|받는|받고|반입|수거해|가져가|\b(?:accepts?|accepted|takes?|taken|collects?"
    r"|collected|handles?)\b"
)

# class → (the answer's terms, the frame the sentence must hold or "", whether the user's words
# may support it, the evidence's terms)
TERMS: Final[dict[str, tuple[str, str, bool, str]]] = {
    "store": (r"편의점|convenience stores?", _BUY, False, r"편의점|convenience store"),
    "mart": (r"마트|슈퍼|\bsupermarkets?\b", _BUY, False, r"마트|슈퍼|supermarket"),
    "post": (r"우체국|\bpost offices?\b", _BUY, False, r"우체국|post office"),
    "stationery": (r"문구점|문방구|철물점|stationery|hardware stores?", _BUY, False, r"문구|철물"),
    "web": (
        r"홈페이지|인터넷|온라인|웹사이트|누리집|\b(?:website|online|homepage|internet)\b",
        _BUY,
        False,
        r"홈페이지|인터넷|온라인|웹사이트|누리집|website|online|homepage|internet|www\.|https?://",
    ),
    "app": (r"(?<![가-힣])앱|어플|\bapps?\b", _BUY, False, r"앱|어플|\bapps?\b"),
    "door": (
        r"(?<![가-힣])문\s?앞|(?<![가-힣])집\s?앞|\b(?:doorsteps?|curbside|kerbside|front doors?"
        r"|door-to-door)\b"
        # someone coming to fetch it: the door without its word ("업체가 직접 가지러 와요")
        r"|(?:가지러|수거하러|가져가러|실으러)\s?(?:와|오|옵|온)|(?:방문|출장)\s?(?:수거|매입)"
        r"|\bcomes?\s(?:(?:and|to|round\sto|out\sto)\s)?(?:pick|collect|haul|fetch)\b",
        _COLLECT,
        False,
        r"(?:주택|대문|집|건물|문|현관)\s?앞|문전|방문\s?(?:수거|매입)|출장|수거\s?(?:요청|신청)"
        r"|\bdoor|pick-?\s?up",
    ),
}

# the words of every class (a cheap test before any pattern runs; Latin ones in two cases)
GATE: Final = (
    "편의점", "마트", "슈퍼", "우체국", "문구", "문방구", "철물점", "홈페이지", "인터넷", "온라인",
    "웹사이트", "누리집", "앱", "어플", "문 앞", "문앞", "집 앞", "집앞", "세탁기", "냉장고", "가전",
    "가지러", "수거하러", "가져가러", "실으러", "방문", "출장", "ome ",
    "onvenience", "upermarket", "ost office", "tationery", "ardware", "ebsite", "nline",
    "omepage", "nternet", "app", "App", "oorstep", "urbside", "erbside", "ront door",
    "oor-to-door", "ashing machine", "asher", "ridge", "efrigerator", "ppliance",
)  # fmt: skip

_COMPILED: Final = {
    k: (re.compile(t, re.I), re.compile(f, re.I) if f else None, u, re.compile(e, re.I))
    for k, (t, f, u, e) in TERMS.items()
}
_SENTENCE = re.compile(r"[^.!?\n]+")
# a clause of a sentence: its own negation, question, condition or hedge scopes only it
_CLAUSE = re.compile(r"[^,;—–]+|[,;—–]")
CLAUSE_DOUBT = unsure(
    rf"{INDIRECT_QUESTION}|\bnothing\b|\bnone\b|아니|경우|라면|이라면|다면|\bif\b|\bunless\b|\bwhether\b|\bwhen\b"
)
# advice, asking, checking, or places in general: the sentence says nothing of the holder
# (case-blind, written first character first: :mod:`.first_chars`; the English words each
# between \b and \b, as before in one group: the same alternatives in the same order)
_ADVICE_EN: Final = (
    "check", "ask", "contact", "confirm", "verify", "call", r"recommend\w*", r"suggest\w*", "should",
    "would", "some", "usually", "typically", "generally", "often", "most", "many", r"e\.g",
    "for example", "want to",
)  # fmt: skip
ADVICE = alternation(
    r"확인|문의|여쭤|여쭈|물어|알아보|알려|전화해|보세요|보시|보실|좋아요|좋겠|좋습니다|좋고|추천|방법이에요"
    r"|방법도|검색|찾아보|부탁|상의|일부|대부분|보통|대개|흔히|곳이\s?많|곳도\s?있|예를\s?들"
    + "".join(rf"|\b{w}\b" for w in _ADVICE_EN)
)


@per_stage
def _named_classes(sources: tuple[str, ...]) -> frozenset[str] | None:
    """The classes some tool output string names (``None`` when no output is JSON)."""
    strings = [n for n in json_nodes(sources) if isinstance(n, str)]
    if not json_nodes(sources):
        return None
    text = "\n".join(strings)
    return frozenset(k for k, (_, _, _, e) in _COMPILED.items() if e.search(text))


def content_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """Content terms ``answer`` states of a holder that no tool output names in their class."""
    if not contains_any(answer, GATE):
        return []
    named = _named_classes(sources)
    if named is None:
        return []
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        sentence = s.group(0)
        if ADVICE.search(sentence):
            continue
        for k, (term, frame, by_user, ev) in _COMPILED.items():
            if k in named:
                continue
            for m in term.finditer(sentence):
                clause = _clause_at(sentence, m.start())
                if frame is not None and not frame.search(clause):
                    if frame.pattern != _BUY or not (
                        _APPLY.search(clause) and howto_objects(sources)
                    ):
                        continue  # no act of the class in the term's own clause
                if CLAUSE_DOUBT.search(clause) or (by_user and ev.search(user)):
                    continue
                if sentence.startswith("의", m.end()):
                    continue  # "구청 홈페이지의 … 메뉴": a modifier, not where it is done
                at = s.start() + m.start()
                why = f"'{m.group(0)}' ({k}) is named by no tool output"
                out.append(Claim(m.group(0), "condition", k, at, at + len(m.group(0)), why))
                break
    return out


def _clause_at(sentence: str, at: int) -> str:
    for c in _CLAUSE.finditer(sentence):
        if c.start() <= at < c.end():
            return c.group(0)
    return sentence
