"""Where something is bought, issued or reported ("스티커는 편의점에서도 살 수 있어요", "apply on
the district website"): a *channel* claim, checked only against a how-to text that itself names
channels (a how-to record: "읍면사무소에서 … 스티커 발급"). General advice over a fee table alone
is not checked: there is no method text to hold it against.

Round 32: a phone said as the way to ask (``먼저 전화로 신고 방법을 물어보시는 걸 추천해요``, ``call
them to confirm``) is the contact number an output gives (``문의: … 061-540-3724``), not a channel of
the act: it is supported when an output holds a phone number and the phrase after it, in its
sentence, asks (물어보, 문의, 확인, 여쭤, ask, check, confirm).

Round 34: an act that is receiving an answer (``정확한 요일은 구청에 문의하시면 안내받으실 수
있어요``, ``답변을 받을 수``) is advice to ask, as ``구청에 문의하세요`` is: no channel claim.

Round 43: the act's way or steps as what is asked (``구청에 규격별 금액과 신청 방법을 확인해
보세요``, ``주민센터에 접수 절차를 문의해 보세요``) is advice to ask there, no channel of the act
(:func:`asked_way`, read by :mod:`.howto` too); ``구청에 신청하면 돼요`` is one.

Channels are compared by class, not by spelling: 주민센터 ~ 행정복지센터 ~ 동사무소 ~ 읍면사무소,
홈페이지 ~ 인터넷 ~ 온라인 ~ website.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim, any_word

# class → the words that name it (Korean as written, English lower-case)
_CLASSES: Final[dict[str, tuple[str, ...]]] = {
    "centre": ("주민센터", "행정복지센터", "동사무소", "읍면사무소", "읍·면사무소", "면사무소",
               "읍사무소", "복지센터", "community cent", "community service cent", "town office",
               "township office", "myeon office", "eup office", "eup/myeon office"),
    "office": ("구청", "시청", "군청", "city hall", "district office", "county office", "gu office"),
    "web": ("홈페이지", "인터넷", "온라인", "웹사이트", "누리집", "페이지", "website", "online", "homepage",
            "web site", "internet"),
    # an English "application" is the act of applying ("Application: report to …", "one
    # application"), an app only when a device or map names it (round 55)
    "app": ("앱", "어플", "애플리케이션", "app", "mobile application", "smartphone application",
            "phone application"),
    "store": ("편의점", "convenience store"),
    "mart": ("마트", "슈퍼", "supermarket", "grocery"),
    "post": ("우체국", "post office"),
    "stationery": ("문구점", "문방구", "철물점", "stationery", "hardware store"),
    "visit": ("방문", "in person"),
    "phone": ("전화", "by phone", "over the phone", "by telephone"),
    "messenger": ("카카오톡 채널", "카카오톡", "카톡", "kakaotalk", "kakao channel"),
}  # fmt: skip
_WORD_CLASS: Final = {w: k for k, words in _CLASSES.items() for w in words}


def _alternation(words: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))


# Korean words on the text as written, Latin ones on the lower-case text (no IGNORECASE: a
# case-folded alternation is several times slower)
_CHANNEL_KO = _alternation([w for w in _WORD_CLASS if not w.isascii()])
_CHANNEL_EN = _alternation([w for w in _WORD_CLASS if w.isascii()])
_HAS_LATIN = re.compile(r"[A-Za-z]")
# an act done at a channel, close after it ("편의점에서도 살 수", "on the website to apply")
_ACT = re.compile(
    r"[^.!?\n]{0,16}?(?:살\s?수|사세요|사서|사면|구매|구입|판매|팔아|팔고|발급|받|신청|신고|접수|결제|납부"
    r"|\bbuy|\bbought|\bpurchas|\bsold|\bsells?\b|\bissued|\bapply|\breport|\bpay\b|\bbook)",
    re.I,
)
_LATIN_START = re.compile(r"[a-z]", re.I)
# the act read is receiving an answer, not the thing done ("구청에 문의하시면 안내받으실 수 있어요",
# "군청에 물어보면 답변을 받을 수 있어요"): advice to ask, as "구청에 문의하세요" is
_GUIDED = re.compile(r"(?:안내|답변|답|상담|설명|도움|확인)\s?(?:을|를)?\s?받$")
# the case ending of a place where something is done ("편의점에서도", "센터를 방문해", "앱으로")
_PARTICLE = re.compile(r"(?:\([^)]{0,40}\))?\s?(?:에서|에|으로|로|를|을|이나|나)")
# a how-to text: reporting, applying, stickers, paying (a fee table alone has none of these)
_METHOD = any_word(("신고", "신청", "발급", "부착", "스티커", "접수", "납부", "apply", "sticker"))


# the act as the object of advice to ask: its way or steps ("구청에 신청 방법을 확인해 보세요",
# "주민센터에 접수 절차를 문의하세요" ask how it is done there; "구청에 신청하면 돼요" does it there)
# asking in Korean, plainly or politely ("문의하세요", "여쭤보시면", "여쭈어"): one source for the
# readings of advice to ask (here and :mod:`.howto`)
ASK_KO: Final = r"문의|확인|알아보|물어|여쭤|여쭈|여쭙"
_ASKED_WAY = re.compile(rf"\s?(?:하는\s)?(?:방법|절차|요령)[^.!?\n]{{0,12}}?(?:{ASK_KO})", re.I)


def asked_way(text: str, act_end: int) -> bool:
    """Whether the act ending at ``act_end`` is named as the way one asks about (``신청 방법을
    확인해 보세요``: asked, no channel of the act), not done (``신청하면 돼요``)."""
    return _ASKED_WAY.match(text, act_end) is not None


def channel_class(word: str) -> str:
    return _WORD_CLASS.get(word) or _WORD_CLASS.get(word.lower(), "")


@lru_cache(maxsize=256)
def evidence_channels(text: str) -> frozenset[str]:
    """The channel classes a tool output's text names (cached per evidence text)."""
    if not _METHOD.search(text):
        return frozenset()
    return frozenset(channel_class(m.group(0)) for m in _channels(text))


def _channels(text: str) -> list[re.Match[str]]:
    """Channel words in ``text`` (Latin ones matched on its lower-case form, same offsets)."""
    found = list(_CHANNEL_KO.finditer(text))
    lower = text.lower() if _HAS_LATIN.search(text) else ""
    if len(lower) == len(text):  # (a lower-case form of another length would shift offsets)
        found += _CHANNEL_EN.finditer(lower)
    return found


def _word_edge(text: str, start: int, end: int) -> bool:
    """A Latin channel word stands alone ("app", not "apply"; "online", not "onlineshop")."""
    if not _LATIN_START.match(text, start):
        return True
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return not (before.isascii() and before.isalpha()) and not (after.isascii() and after.isalpha())


@lru_cache(maxsize=256)
def channel_words(text: str) -> tuple[re.Match[str], ...]:
    """The channel words of ``text`` that stand alone (for readers of other frames)."""
    out = []
    for m in _channels(text):
        tail = _INFLECTED.match(text, m.end())  # "convenience stores", "community centers"
        if _word_edge(text, m.start(), m.end()) or (
            tail is not None and _word_edge(text, m.start(), tail.end())
        ):
            out.append(m)
    return tuple(out)


_INFLECTED = re.compile(r"(?:ers|res|er|re|es|s)(?![A-Za-z])")


def channel_claims(answer: str, evidence_text: str) -> list[Claim]:
    """Channels an answer names for an act, when the evidence's how-to text names channels."""
    if not evidence_channels(evidence_text):
        return []
    out: list[Claim] = []
    found = _channels(answer)
    for m in found:
        if not _word_edge(answer, m.start(), m.end()):
            continue
        if not _LATIN_START.match(answer, m.start()) and not _PARTICLE.match(answer, m.end()):
            continue  # "김천시청 대형폐기물 접수 페이지": a modifier, not where it is done
        act = _ACT.match(answer, m.end())
        if act is None or any(m.end() <= o.start() < act.end() for o in found):
            continue  # no act, or another channel heads the phrase ("시청 접수 페이지에서 신청")
        if _GUIDED.search(answer, m.end(), act.end()) or asked_way(answer, act.end()):
            continue  # "구청에 문의하시면 안내받으실 수 있어요": advice to ask, not where it is done
        word = answer[m.start() : m.end()]
        out.append(Claim(word, "channel", channel_class(m.group(0)), m.start(), m.end()))
    return out


def channel_ok(c: Claim, evidence_text: str) -> bool:
    return c.value in evidence_channels(evidence_text)


_NUMBER: Final = re.compile(r"\d{2,4}-\d{3,4}-\d{4}")
_ASKS: Final = re.compile(
    rf"[^.!?\n]{{0,30}}?(?:{ASK_KO}|\bask|\bcheck|\bconfirm|\binquir|\benquir)", re.I
)


def asked_by_phone(c: Claim, answer: str, evidence_text: str) -> bool:
    """Whether phone channel ``c`` is said as the way to ask, an output giving a number to call."""
    return (
        c.value == "phone"
        and _ASKS.match(answer, c.end) is not None
        and _NUMBER.search(evidence_text) is not None
    )
