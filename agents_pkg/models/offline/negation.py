"""Negation scope: the spans of a message the user says they do not want ("날씨 말고", "가격은 안
궁금하고", "no need for the weather, just …") or already know ("위치는 알아요"). Korean negators
scope back over the clause before them; English dismissals scope forward."""

from __future__ import annotations

import re

from agents_pkg.models.offline.boundaries import HARD_BREAK, on_boundary
from specialists.korean.lexicon import NEGATORS
from specialists.korean.morph import Token

__all__ = ["negated"]

_NEGATOR = re.compile("|".join(re.escape(w) for w in sorted(NEGATORS, key=len, reverse=True)), re.I)


def _already_known(text: str, tokens: tuple[Token, ...]) -> list[tuple[int, int]]:
    """Where the user says they already know something ("수수료는 알고 있고", "비용은 아는데",
    "위치는 알아요."): the ending after 알다, unless it asks or wants ("알아?", "알고 싶어")."""
    ends: list[tuple[int, int]] = []
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1 : i + 4]
        knows = (tok.tag == "VV" and tok.form == "알") or (
            tok.form == "아" and nxt[:1] and nxt[0].form == "는데"  # the analyser's 아/IC 는데
        )
        if not knows or any(t.tag == "VX" and t.form == "싶" for t in nxt):
            continue
        if any(t.tag == "EP" and t.form == "시" for t in nxt[:1]) or any(
            t.tag == "EC" and t.form in ("면", "으면") for t in nxt[:2]
        ):  # 아시면, 아세요: the listener's knowing, or a condition, not the user's
            continue
        ending = next((t for t in nxt if t.tag in ("EC", "EF", "ETN")), None)
        if ending is None or ending.form in _ASKING or "?" in text[ending.end : ending.end + 2]:
            continue
        ends.append((tok.start, ending.end))
    for m in _KNOWN.finditer(text):  # the analyser sometimes reads 아는데요 as 아/NNG 는/JX 데/NNB
        if "?" not in text[m.end() : m.end() + 2] and not any(a <= m.start() < b for a, b in ends):
            ends.append((m.start(), m.end()))
    return ends


# Where an English dismissal ("no need for the weather", "don't need prices") stops: the next
# sentence break or the word that turns to what is wanted.
_ENGLISH_SCOPE_END = re.compile(r"[,.;!?\n]|\b(?:just|only|but|instead|rather)\b", re.I)
_NOT_A_THING = re.compile(r"\s+(?:the|a|an|any|for|about|interested|asking)\b", re.I)


def _forward(text: str, start: int, end: int) -> bool:
    """An English dismissal scopes over what follows it; a bare "not" only when a thing follows
    ("not the price", not "is it not raining")."""
    word = text[start:end].lower()
    if not word.isascii() or word == "aside":  # "weather aside, …" follows what it sets aside
        return False
    return word != "not" or bool(_NOT_A_THING.match(text, end))


_ASKING = frozenset({"나", "니", "냐", "까", "나요", "까요", "지", "는지", "ᆫ지"})
# 알다 said of oneself: 아는데(요), 알고 있는데, 압니다, 알아요, 앎
_KNOWN = re.compile(
    r"(?<![가-힣])(?:아는데요?|알고 있(?:는데|고|어요|음)|압니다|알아요|앎)(?![가-힣])"
)


def _dismissed(text: str, tokens: tuple[Token, ...]) -> list[tuple[int, int]]:
    """Where the user says a service is not needed: "날씨는 안 알려주셔도 돼요" (no need to V),
    "위치는 안 궁금해요", "시세는 필요 없어요" / "상관없음". Like 말고, the clause before it is negated."""
    ends: list[tuple[int, int]] = []
    for i, tok in enumerate(tokens):
        nxt = tokens[i + 1 : i + 8]
        if tok.form == "안" and tok.tag == "MAG":
            # 안 V-아도 되다 / 괜찮다: no need to V; 안 궁금하다: not interested
            at = next(
                (j for j, t in enumerate(nxt) if t.tag == "EC" and t.form in ("어도", "아도")), None
            )
            if at is not None and at + 1 < len(nxt) and nxt[at + 1].lemma in ("되다", "괜찮다"):
                tail = nxt[at + 2 : at + 3]
            elif nxt[:1] and nxt[0].form == "궁금":
                tail = nxt[1:3]
            else:
                continue
        elif (
            tok.form in ("필요", "상관", "관심")
            and tok.tag == "NNG"
            and nxt[:1]
            and nxt[0].lemma == "없다"
        ):
            tail = nxt[1:2]
        else:
            continue
        last = tail[-1] if tail else tok
        if "?" in text[last.end : last.end + 2] or (tail and tail[-1].form in _ASKING):
            continue
        ends.append((tok.start, last.end))
    return ends


def negated(text: str, tokens: tuple[Token, ...] = ()) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    found = [
        (m.start(), m.end())
        for m in _NEGATOR.finditer(text)
        if not m.group(0).isascii()
        or on_boundary(text, m.start(), m.end(), frozenset(), frozenset())
    ]
    said = found + _already_known(text, tokens) + _dismissed(text, tokens)
    sentence_ends = [  # (a polite -요 read as connective or particle ends one too: 있어요, 버리려는데요)
        t.end
        for t in tokens
        if (t.tag == "EF" or (t.tag in ("EC", "JX") and t.form.endswith("요")))
        and text[t.end : t.end + 1] == " "
    ]
    for match_start, match_end in sorted(said):
        if _forward(text, match_start, match_end):
            # English negates forward: "no need for the weather, just …", "not the price but …"
            stop = _ENGLISH_SCOPE_END.search(text, match_end)
            end = stop.start() if stop else len(text)
            if spans and spans[-1][1] > match_start:
                match_start = spans[-1][1]
            spans.append((match_start, end))
            continue
        start = 0
        for brk in HARD_BREAK.finditer(text, 0, match_start):
            start = brk.end()
        # nor does it reach back over a finished sentence ("…알려줘 ㅋㅋ 조합 이상한 거 앎")
        start = max([start, *(e for e in sentence_ends if e <= match_start)])
        if spans and spans[-1][1] > start:
            start = spans[-1][1]
        spans.append((start, match_end))
    return spans
