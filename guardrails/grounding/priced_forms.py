"""The form a price is said to be for must be the form the outputs price.

A price survey gives each row the form its price is for (``"form": "파유리(컬릿)"``, ``압축``,
``플레이크``). An answer that says what form its prices are for — ``these are for whole bottles``,
``the prices above assume compressed bales``, ``이 가격은 병째 기준이에요``, ``위 시세는 압축 기준``
— states a fact of the rows; a form no output writes (whole bottles over cullet prices, flakes over
compressed rows) is invented, and with it whatever the answer builds on it (``broken glass pays
less``, where the prices are broken glass's).

The forms are a closed class, each with its English and Korean words: whole (``whole``,
``intact``, 병째, 통병), broken (``broken``, ``cullet``, 파유리, 깨진), compressed (``compressed``,
``baled``, 압축, 압착), loose (``uncompressed``, ``loose``, 비압축) and flakes (``flakes``,
``shredded``, 플레이크, 분쇄). A form is supported when some output writes one of its words in either
language. Read only over outputs whose rows carry a form. Unsure, never flagged: a negated, asked or
hedged sentence (``these aren't for whole bottles``, ``may``), a word that names no form.

Round 55: a form said to fetch a price is a form priced too — ``Uncompressed cans get about half these
prices``, ``broken glass fetches less``, ``비압축 캔은 절반 정도 받아요``: the form as the subject of a verb
of fetching with a price or a share after it. Only the words that say nothing but a form are read
as that subject (uncompressed, compressed, baled, flaked, shredded, broken, intact; 비압축, 플레이크,
파유리, 병째, 통병), not ``whole`` or ``loose`` (``the whole lot gets …``); the same doubts hold.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, per_stage

__all__ = ["priced_form_claims"]

# what the prices are said to be for: "these are for whole bottles", "the prices above assume
# compressed bales", "These rates are based on intact bottles", "이 가격은 병째 기준이에요"
_FOR_EN: Final = re.compile(
    r"\b(?:these|those|they|(?:the|these|those|this|that|all)\s(?:prices?|rates?|figures?|averages?|numbers)"
    r"(?:\s(?:above|here|listed))?)\s(?:(?:are|is)\s(?:all\s|only\s)?(?:for|based\son|quoted\sfor"
    r"|given\sfor|priced\sfor)|assumes?|refer\sto)\s"
    # (round 52: up to four words, a comma between two describing ones, "for washed, shredded
    # flakes"; a clause word or a comma before "and" ends them)
    r"(?P<w>[\w-]+(?:(?:,\s(?!and\b)|\s(?!(?:but|while|which|whereas|so)\b))[\w-]+){0,3})",
    re.I,
)
_FOR_KO: Final = re.compile(
    # (round 52: a word may join two with a middle dot, "세척·분쇄한 플레이크 기준")
    r"(?:가격|단가|시세|금액)(?:들)?(?:은|는|이)\s(?P<w>(?:[가-힣·]+\s){0,2}?[가-힣·]+?)\s?"
    r"(?:상태\s?)?(?:기준|대상|가격|단가|시세)"
)
# a form: the words that say it in the answer, the words an output says it by
_FORMS: Final = tuple(
    (name, re.compile(said, re.I), re.compile(held, re.I))
    for name, said, held in (
        (
            "whole",
            r"\bwhole\b|\bintact\b|\bunbroken\b|병째|통병|온전|깨지지\s?않",
            r"병째|통병|온전|\bwhole|\bintact",
        ),
        (
            "broken",
            r"\bbroken\b|\bcullet\b|\bshards?\b|파유리|컬릿|깨진",
            r"파유리|컬릿|깨진|\bbroken|\bcullet",
        ),
        (
            "loose",
            r"\buncompressed\b|\bloose\b|\bunbaled\b|비압축",
            r"비압축|\buncompress|\bloose",
        ),
        (
            "compressed",
            r"\bcompressed\b|\bbaled?\b|\bbales\b|\bpressed\b|(?<!비)압축|압착",
            r"압축|압착|\bcompress|\bbale",
        ),
        ("flakes", r"\bflakes?\b|\bshredded\b|플레이크|분쇄", r"플레이크|분쇄|\bflake|\bshred"),
    )
)
# round 55: a form as the subject of a price ("Uncompressed cans get about half these prices",
# "비압축 캔은 절반 정도 받아요")
_SHARE_EN = (
    r"(?:about\s|around\s|roughly\s|only\s|just\s)?(?:half|a\sthird|a\squarter|a\sfraction|twice|double"
    r"|less|more|lower|higher|\d)"
)
_FETCHES_EN: Final = re.compile(
    r"\b(?P<w>uncompressed|non-compressed|unbaled|compressed|baled|flaked|shredded|broken|intact)\b"
    r"(?:\s[\w-]+){0,2}?\s(?:get|gets|fetch|fetches|sell\sfor|sells\sfor|go\sfor|goes\sfor|earn|earns"
    r"|(?:are|is)\s(?:worth|paid|priced|bought\sat))\s(?:you\s)?" + _SHARE_EN,
    re.I,
)
_FETCHES_KO: Final = re.compile(
    r"(?P<w>비압축|플레이크|파유리|병째|통병)(?:\s?[가-힣]{1,6})?(?:은|는|이면|으로는|상태로는|상태면)\s"
    r"(?:[^.!?\n,]{0,20}?\s)?(?:절반|반값|반\s?정도|\d[\d,]*\s?(?:원|%)|덜\s|더\s싸|싸|낮)"
)
_DOUBT: Final = unsure(r"\bif\b|\bwhether\b|\bassum\w*\sthat\b|확인|보통|대개|usually|typically")


def _first_form(words: str) -> tuple[str, re.Pattern[str], re.Pattern[str]] | None:
    """The form the earliest form word of ``words`` says."""
    found = [(m.start(), i) for i, f in enumerate(_FORMS) if (m := f[1].search(words))]
    return _FORMS[min(found)[1]] if found else None


@per_stage
def _row_text(sources: tuple[str, ...]) -> str | None:
    """The words of the rows that carry a form (their own string fields, lower-cased), ``None``
    where no row carries one. Round 52 (r52c): only the rows say which form a price is for — a
    note that tells the forms apart (``"form_note": "압축품은 …, 플레이크는 세척·분쇄한 재생 원료라 …
    더 비쌉니다"``) names every form and prices none."""
    rows = [o for o in json_objects(sources) if isinstance(o.get("form"), str)]
    if not rows:
        return None
    return "\n".join(v for o in rows for v in o.values() if isinstance(v, str)).lower()


def priced_form_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Forms ``answer`` says its prices are for that no output writes."""
    text = _row_text(sources)
    if text is None:
        return []
    out: list[Claim] = []
    for pattern in (_FOR_EN, _FOR_KO, _FETCHES_EN, _FETCHES_KO):
        for m in pattern.finditer(answer):
            word = m["w"]
            form = _first_form(word)
            if form is None or form[2].search(text):
                continue
            lo = max(answer.rfind(ch, 0, m.start()) for ch in ".!?\n;") + 1
            ends = [i for i in (answer.find(ch, m.end()) for ch in ".!?\n;") if i != -1]
            if _DOUBT.search(answer, lo, min(ends, default=len(answer))):
                continue
            why = f"no tool output prices the {form[0]} form: the rows are of another form"
            out.append(Claim(m.group(), "condition", form[0], m.start(), m.end(), why))
    return out
