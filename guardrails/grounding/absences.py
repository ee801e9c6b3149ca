"""A statement that the data lacks a value states no value.

The class: **a sentence saying the data holds no fee or price — ``no fee data for X``, ``no fees
are listed``, ``the dataset has no fee for``, ``the record doesn't list a charge``, ``수수료 자료가
없어``, ``요금이 나와 있지 않아요`` — is a claim about the tool outputs, not a free service nor a rule
of who pays: it is true when the outputs hold no such value (an output not covered, with no rows,
or without a fee or price field), and an invented absence (every output holds the value) is
flagged.** Its words are the value's noun (``fee``, ``charge``, ``price``, ``수수료``, ``요금``,
``가격`` …) with a word of the data (``data``, ``records``, ``information``, ``자료``, ``정보``) or
of its listing (``listed``, ``shown``, ``on record``, ``나와 있지 않``, ``적혀 있지 않``); a bare
``수수료가 없어요`` / ``no fee`` says the thing is free and stays the free claim it is. The fee the
assistant has to give is the data's too (round 33: ``there's no fee for a jar I can give you``,
``no price to quote``, ``알려드릴 수 있는 수수료가 없어요``).

Unsure, never flagged: a qualified value (``the data has no regional price``: the national one
may be all there is), also one qualified after it by a form no output has a row of (``does not
give a price for loose, uncompressed styrofoam`` over a compressed row alone; round 37,
:func:`.negated_form_words.unstated_form`); outputs of which some hold the value and some do not (the absence may be
said of the one without); a hedged statement (``may``, ``might``, ``아마``, ``수도``); a sentence
naming a place or good no output is about (round 42, :func:`.unheld_subjects.names_unheld`:
``이번 검색에는 식탁 세트 수수료가 안 나와서`` over 신발장 rows, ``no rates for the Gyeongnam
region`` over a nationwide output; ``신발장 수수료가 안 나와서`` over 신발장 rows stays flagged).
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.negated_form_words import unstated_form
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.unheld_subjects import names_unheld
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["GATE", "absence_claims", "said_absent"]

GATE: Final = ("no ", "No ", "n't", " not ", "없", "않", "안 나", "안나")

_VALUE_EN = r"(?:(?:bulky[- ]waste|disposal|collection|removal)\s)?(?:fee|price|charge|cost|rate)s?"
_DATA_EN = (
    r"(?:data(?:set)?|records?|information|info|figures?|details|listings?|entr(?:y|ies)"
    r"|amounts?|tables?|schedules?)"
)
_LISTED_EN = (
    r"(?:listed|given|shown|recorded|stated|published|provided|included|available"
    r"|on (?:record|file)|in (?:the|this|that|their) (?:data(?:set)?|records?|table|list))"
)
_DATA_SUBJECT_EN = r"(?:data(?:set)?|records?|table|list(?:ing)?|file|information|output)"
_VALUE_KO = r"(?:수수료|요금|금액|가격|시세|단가)"
_ABSENT = re.compile(
    # "no fee data for Boseong-gun", "no bulky-waste fee information"
    rf"\bno\s{_VALUE_EN}\s{_DATA_EN}\b"
    # "no fees are listed", "no fee is given", "no price on record"
    rf"|\bno\s{_VALUE_EN}\s(?:(?:is|are|was|were|has been|have been)\s)?{_LISTED_EN}\b"
    # "the dataset has no fee for", "the record lists no charge"
    rf"|\b{_DATA_SUBJECT_EN}\s(?:[\w-]+\s){{0,4}}?(?:has|have|holds?|lists?|shows?|gives?|includes?"
    rf"|contains?)\sno\s(?P<q>(?:[\w-]+\s){{0,2}}?){_VALUE_EN}\b"
    # "the record doesn't list a fee", "it does not show any charge"
    rf"|\b(?:doesn't|does not|don't|do not|didn't|did not)\s(?:list|show|record|include|contain"
    rf"|state|give)\s(?:a\s|an\s|any\s)?(?P<r>(?:[\w-]+\s){{0,2}}?){_VALUE_EN}\b"
    # "there's no fee for a jar I can give you", "no price I could quote", "no fee to share":
    # the fee the assistant has to give is absent, not the charge (round 33)
    rf"|\bno\s{_VALUE_EN}\s(?:[\w()'가-힣-]+\s){{0,5}}?(?:(?:that|which)\s)?(?:I|we)\s(?:can|could"
    rf"|am\sable\sto|'m\sable\sto)\s(?:give|tell|share|quote|provide|offer|find|confirm)\b"
    rf"|\bno\s{_VALUE_EN}\s(?:[\w()'가-힣-]+\s){{0,4}}?to\s(?:give|share|quote|provide|offer)\b"
    # "알려드릴 수 있는 수수료가 없어요", "안내해 드릴 요금이 없어요"
    rf"|(?:알려|안내해?|말씀)\s?(?:드릴|줄|할)\s?(?:수\s?있는\s)?(?:[가-힣]+\s)?{_VALUE_KO}"
    rf"(?:가|이|는|은|도)?\s?없"
    # "이 자료에는 품목별 수수료가 없고", "데이터엔 요금이 없어서": the data, as the place a value
    # is held (에는/엔, never 자료상 / 자료에 따르면: "according to the data, no fee" is free)
    rf"|(?:자료|데이터|목록|표)(?:에는|엔|에도|에)\s(?!따르|의하)(?P<k>(?:[가-힣·]+\s){{0,2}}?)"
    rf"{_VALUE_KO}(?:가|이|는|은|도)?\s?없"
    # "수수료 자료가 없어", "요금 정보는 없고"
    rf"|{_VALUE_KO}\s?(?:자료|정보|데이터|항목|표|기록)(?:가|이|는|은|도)?\s?없"
    # "요금이 나와 있지 않아요", "수수료는 안 나와 있어요", "금액이 적혀 있지 않고"
    rf"|{_VALUE_KO}(?:가|이|는|은|도)?\s?(?:(?:나와|적혀|기재돼|기재되어|표시돼|표시되어|등록돼"
    rf"|등록되어)\s?있지\s?않|안\s?(?:나와|적혀)|기재되지\s?않|표시되지\s?않)",
    re.I,
)
_ABSENT = gated(_ABSENT)  # :mod:`.opening_gate`: the same matches, skipped to
_HEDGE: Final = re.compile(r"\bmay\b|\bmight\b|\bperhaps\b|아마|수도\s?있|것\s?같", re.I)
_SENTENCE: Final = re.compile(r"[^.!?\n]+[.!?]?")


def said_absent(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies in a statement that the data holds no fee or price."""
    if not contains_any(text, GATE):
        return False
    lo = max(0, start - 60)
    return any(
        m.start() <= start and end <= m.end() or m.start() < end and start < m.end()
        for m in _ABSENT.finditer(text, lo, min(len(text), end + 60))
    )


def _holds_value(node: Any) -> bool:
    """Whether a JSON tree holds a fee or price (a number under a fee or price key)."""
    if isinstance(node, dict):
        for k, v in node.items():
            key = str(k).lower()
            number = isinstance(v, int | float) and not isinstance(v, bool)
            written = isinstance(v, str) and re.search(r"\d\s?(?:원|won)", v) is not None
            if ("fee" in key or "price" in key) and (number or written):
                return True
            if isinstance(v, dict | list) and _holds_value(v):
                return True
    elif isinstance(node, list):
        return any(_holds_value(v) for v in node)
    return False


@per_stage
def outputs_lack(sources: tuple[str, ...]) -> bool | None:
    """True when no tool output holds a fee or price, False when every one does, None (unsure)
    when some do and some do not."""
    held = [_holds_value(root) for root in parsed(sources) if isinstance(root, dict | list)]
    if not held or not any(held):
        return True
    return False if all(held) else None


def absence_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary | None = None
) -> list[Claim]:
    """The statements that the data holds no fee or price where every tool output holds one."""
    if not sources or not contains_any(answer, GATE):
        return []
    out: list[Claim] = []
    for m in _ABSENT.finditer(answer):
        if outputs_lack(sources) is not False:
            return []
        s = next((x for x in _SENTENCE.finditer(answer) if x.start() <= m.start() < x.end()), None)
        qualified = m.group("q") or m.group("r") or m.group("k")
        if qualified or s is not None and _HEDGE.search(s.group()):
            continue  # "no regional price": a qualified value may be absent where others are held
        if s is not None and unstated_form(answer[m.end() : s.end()], sources):
            continue  # "… a price for loose, uncompressed styrofoam": a form no output has a row of
        if s is not None and places is not None and names_unheld(s.group(), sources, places):
            continue  # "식탁 세트 수수료가 안 나와서" over 신발장 rows: a thing no output is about
        why = "the tool outputs hold a fee or price the answer says the data lacks"
        out.append(Claim(m.group(), "condition", m.group().lower(), m.start(), m.end(), why))
    return out
