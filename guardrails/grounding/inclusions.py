"""What a fee includes: ``X 포함`` said where the tool outputs' labels say ``X 별도`` (and the
reverse), a thing said to come at no extra fee that the labels charge apart, and a thing said to be
included that no tool output names at all.

A fee row's label may say what its fee covers and what it leaves out (``화장대(거울 포함, 의자
별도)``, ``책상(책장,책꽂이별도)``: every thing of the list before the word). An answer that says
the thing the label leaves out is included (``의자까지 포함한 금액이에요``, ``의자는 포함이라``),
that it goes along at no extra fee (``책장도 같이 내놓으면 추가 요금 없이``), or that the thing the
label includes is charged apart (``거울은 별도``), contradicts the label's own words. Read only for
a thing the tool outputs state one way and never the other (a thing one row includes and another
leaves out is unsure).

A thing the labels charge apart said to be free too (``운반 무료(배출 수수료는 별도)`` under
``운반은 물론 배출 수수료까지 전부 무료예요``) contradicts them the same way.

A fee said to include a thing no tool output names anywhere (``이 금액에 매트리스까지 포함돼요``,
``Monitor까지 포함하면 4,000원``) binds a real fee to an invented inclusion: the tools cannot
say what their fee covers beyond their own words.

Not a bracket glossing a row "other than X" with a member of it (``플라스틱 외 서랍장(원목
포함)``, round 50: :mod:`.rest_members`).

Not a verb in a conditional or linking ending before the word (``번거로우시면 포함으로
신고하세요``: the user's choice of the 포함 row, round 55).

Not a place said to be included in a bracket right after a place (``수도권(Gyeonggi 포함)``,
``수도권(경기·인천 포함)``, round 56): a region glossed by a place it takes in, no thing a fee covers
(``(수지구 포함 포항시 공통)`` after no place is still read).

Not when the word is negated right after it (``포함이 안 돼서``, ``포함되지 않아요``), nor in an
asked sentence or one that leaves it to the user (``포함 여부``, ``포함되는지 확인``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.place_words import place_of
from guardrails.grounding.rest_members import rest_member
from guardrails.grounding.units import sentences
from guardrails.grounding.vocabulary import PlaceVocabulary

GATE: Final = (
    "포함",
    "별도",
    "추가 요금 없이",
    "추가 비용 없이",
    "따로 안 내",
    "따로 내지 않",
    "무료",
)
_IN: Final = "포함"
_OUT: Final = "별도"
# a thing and what is said of it: "의자 별도", "의자까지 포함", "Monitor까지 포함"
_SAID = re.compile(
    r"(?P<x>[A-Za-z]{2,20}(?:까지도|까지|도|은|는|이|가|를|을)?|[가-힣]{1,8})\s?(?P<w>포함|별도)"
)
# an item of a list right before a thing of a label: "(책장,책꽂이별도)" → 책장
_LISTED = re.compile(r"(?P<x>[가-힣]{1,8})\s?[,·/]\s?$")
_PARTICLE = re.compile(r"(?:까지도|까지|도|는|은|이|가|를|을|만|값|비)$")
# a sentence that asks or leaves it to the user
_UNSURE = re.compile(r"여부|인지|되는지|확인|\?|not\b|n't", re.I)
# the word negated right after it: "포함이 안 돼", "포함되지 않아요", "포함돼 있지 않", "별도 요금 없이"
_NEGATED = re.compile(
    r"[가-힣]{0,3}\s?(?:(?:요금|비용|금액)[이은]?\s?)?(?:(?:있|되|하)지\s)?(?:안\s|않|아니|아닌|없|못)"
)
# a thing said to go along at no extra fee
_NO_EXTRA = re.compile(r"(?:추가|별도)\s?(?:요금|비용)\s?없이|따로\s?(?:안\s?내|내지\s?않)")
# what makes a sentence one about a fee (:mod:`.included_parts` reads it too)
FEE: Final = re.compile(r"요금|금액|수수료|가격|요율|\d\s?원|fee|rate|price|cost|won", re.I)
# a thing said to be free: "배출 수수료까지 전부 무료", "수수료도 무료"
_FREE = re.compile(
    r"(?P<x>[가-힣]{1,8}?)(?:까지도|까지|도|는|은|이|가)?\s?(?:전부\s?|모두\s?|다\s?)?(?:무료|공짜)"
)
_HANGUL = re.compile(r"[가-힣]+")
# no thing: a count, a unit, a time, a verb in a conditional or linking ending ("번거로우시면
# 포함으로 신고하세요": the user's choice of the 포함 row, no thing included; round 55)
_NO_THING = re.compile(
    r"^(?:[가-힣]|\d.*|.*(?:개|대|단|인용|일|주|월|시)$"
    r"|.{2,}(?:[시으하이되있없않]면|니까|어서|아서|지만|는데)$)$"
)


def _named(thing: str, named: str) -> bool:
    """Whether the tool outputs name ``thing``, also in a spelling of another last syllable
    (``전자오르간`` for the label's ``전자오르겐``), or as a Hangul compound of two nouns in the
    other order (``유리문`` for the label's ``문유리 포함``: the glass of the door; round 32)."""
    low = thing.lower()
    if low in named or len(low) >= 4 and low[:-1] in named:
        return True
    return (
        3 <= len(low) <= 4
        and _HANGUL.fullmatch(low) is not None
        and any(low[i:] + low[:i] in named for i in range(1, len(low)))
    )


def _thing(word: str) -> str:
    return _PARTICLE.sub("", word) or word


@per_stage
def stated(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each thing the tool outputs say is included or charged apart, and how (포함 / 별도)."""
    said: dict[str, set[str]] = {}
    for text in sources:
        if not isinstance(text, str) or not contains_any(text, (_IN, _OUT)):
            continue
        for m in _SAID.finditer(text):
            how = _IN if m.group("w") == _IN else _OUT
            said.setdefault(_thing(m.group("x")), set()).add(how)
            at = m.start()
            while (listed := _LISTED.search(text[max(0, at - 12) : at])) is not None:
                if listed.group("x") in (_IN, _OUT):
                    break
                said.setdefault(_thing(listed.group("x")), set()).add(how)
                at -= len(listed.group())
    return {k: frozenset(v) for k, v in said.items()}


def _place(thing: str, places: PlaceVocabulary | None) -> bool:
    """Whether ``thing`` is a known place, whole (``Gyeonggi``, ``경기``, ``인천광역시``): a region's
    member, no thing a fee covers (round 56)."""
    if places is None:
        return False
    if thing.isascii():
        return place_of(thing, places) is not None
    return thing in places.names or places.aliases.get(thing) in places.names


_GLOSS_OPEN = re.compile(r"(?P<head>[가-힣A-Za-z]{2,12})\s?[(（](?:[^)）\n]{0,20}[·,/]\s?)?$")


def _glossed_place(sentence: str, at: int, thing: str, places: PlaceVocabulary | None) -> bool:
    """Whether ``thing`` (said included at ``at``) is a known place in a bracket opened right after
    another known place: a region and a place it takes in (round 56)."""
    head = _GLOSS_OPEN.search(sentence, max(0, at - 34), at)
    return head is not None and _place(thing, places) and _place(head.group("head"), places)


def inclusion_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary | None = None
) -> list[Claim]:
    """The things ``answer`` says a fee includes (or leaves out) where the labels say the
    opposite or say nothing of the thing at all."""
    if not contains_any(answer, GATE):
        return []
    given = stated(sources)
    # the things only ever charged apart, worked out once for every sentence
    apart_only = [t for t, how in given.items() if how == {_OUT}]
    named = " ".join(s for s in sources if isinstance(s, str)).lower()
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if not contains_any(sentence, GATE) or _UNSURE.search(sentence):
            continue
        for m in _SAID.finditer(sentence):
            if _NEGATED.match(sentence, m.end()):
                continue
            how = _IN if m.group("w") == _IN else _OUT
            thing = _thing(m.group("x"))
            if given.get(thing, frozenset({how})) == frozenset({_IN, _OUT} - {how}):
                why = (
                    f"'{thing}' is {'charged apart' if how == _IN else 'included'} in tool outputs"
                )
            elif (
                how == _IN
                and len(thing) >= 2
                and not _NO_THING.match(thing)
                and not _named(thing, named)
                and FEE.search(sentence)
                and not rest_member(sentence, m.start(), thing, named)  # "플라스틱 외 …(원목 포함)"
                and not _glossed_place(
                    sentence, m.start(), thing, places
                )  # "수도권(Gyeonggi 포함)"
            ):
                why = f"no tool output names '{thing}', let alone what a fee includes"
            else:
                continue
            start, end = lo + m.start(), lo + m.end()
            out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
        if apart_only:
            out += _free_apart(answer, lo, sentence, apart_only)
        free = _NO_EXTRA.search(sentence)
        if free is None or out and out[-1].start >= lo:
            continue
        apart = [t for t in apart_only if len(t) >= 2 and t in sentence]
        if apart:
            start, end = lo + free.start(), lo + free.end()
            why = f"'{apart[0]}' is charged apart in tool outputs"
            out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
    return out


def _free_apart(answer: str, lo: int, sentence: str, apart_only: list[str]) -> list[Claim]:
    """A thing only ever charged apart in the labels, said here to be free (round 28, after
    scoring: holdout6's ``배출 수수료까지 전부 무료`` over ``운반 무료(배출 수수료는 별도)``)."""
    out: list[Claim] = []
    for m in _FREE.finditer(sentence):
        thing = _thing(m.group("x"))
        if thing not in apart_only or _NEGATED.match(sentence, m.end()):
            continue
        start, end = lo + m.start(), lo + m.end()
        why = f"'{thing}' is charged apart in tool outputs, not free"
        out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
    return out
