"""Phones a tool output's prose writes right after a holder's name, and an answer that writes
one holder's phone after another holder's name.

A tool output's text often names a holder and its phone in one breath: a note
(``폐가전제품 무상방문수거 서비스(1599-0903, …)``), a contact line (``수수료는 … 목포시
자원순환과(061-270-8503)에 문의하세요``, ``문의: 경기도 수원시 청소자원과 031-228-3249``). Such
pairs are no records of their own (the record of the note holds both phones or none), so the
binding of :mod:`.siblings` cannot tell them apart. Here each pair is the holder's words (up to
three, before the bracket or space that opens the phone) and the phone's digits.

An answer's phone is said of the holder its label names: on a list line ``- label: phone`` the
label, else the words of its clause before it (back to the previous phone, bracket close or
clause end, a Korean connective ``…하며`` among them: in ``업체를 통해 수거하며 문의처는 031-…`` the
phone is the enquiry line's, not the contractor's; round 50, a spaced ``·`` or ``|`` between a
line's facts too: ``…업체 통해 수거 · 문의 031-…``). The label names a holder by a word of that holder alone (a word two holders of
different phones share, a city's name, names neither). When the label names holders of one phone
only and the answer's phone is another holder's, it is flagged.

Unsure readings never flag: a label naming no holder or holders of different phones, a phone no
pair holds, an answer's label in another script than the tool's prose (round 56: but a company's
name romanised, ``Gyeongin Sanup`` for 경인산업, names it: :mod:`.latin_holders`).

A label in another script, or one that names no holder's own word, may still name the *kind* of
holder it gives the phone to (:func:`_kind`): an office of the district (``the Cheorwon-gun
office``, ``the resource circulation department``, ``구청``, ``자원순환과``) or the free take-back
service (``the free appliance pickup``, ``무상방문수거``). A phone the tool outputs give only to
holders of the other kind (the take-back hotline in a note, a department's phone in its record or
contact line) is flagged; a phone some holder of unknown kind holds (``㈜우림:031-…``, a listed
place's phone) is unsure and passes. Two kinds more (round 28): a hauler (``처리업체``, ``대행업체``,
``the contractor``) and a disposal site (``환경사업소``, ``매립장``, ``the landfill``), so the
department's phone given to the how-to's ``처리업체(052-…)`` or to a places text's ``영주시 환경사업소``
is caught; the kind is read also where the label's words name the phone's own holder only by a
word it shares with the site (the city's name in ``영주시 환경사업소``). Round 57 (r57b): a centre
that takes waste in (``자원순환센터``, ``재활용센터``, ``the recycling center``) is a site, as the
phone's holder (not as where things go: ``센터로 반입하면 되고 phone은 …``), and a bare ``센터`` or
``the centre`` is the centre the answer named last before it (``영동군 자원순환센터로 … 센터
전화번호는 043-…``, where 043-… is 영동군 환경과's). Round 58: a waste facility by its other names
(``거제시자원순환시설``, ``자원회수시설``, ``폐기물시설``) is a site too.

A local number in brackets right after a holder (``함평군 환경관리센터(3202878) 전화 접수``)
is that holder's phone too, so the division's phone given to the centre is caught (``Register by
phone with the 함평군 환경관리센터 at 061-320-1832`` where 061-320-1832 is 환경관리과's). And a
department is held by the office its tool text writes before it (``의창구 환경미화과``): an answer that
writes another office of the same level before it (``진해구 환경미화과`` — 구 for 구) gives one
office's department to another (round 41: in English too, the office in Latin letters before a
translated department, ``Masanhappo-gu Environmental Sanitation Division``); an office of another level (``창원시 환경미화과``), one the tools
also write before it, or one whose own output gives that department bare, is no other holder.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.departments import english_departments
from guardrails.grounding.latin_holders import latin_named
from guardrails.grounding.nodes import json_nodes, json_objects, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import place_of
from guardrails.grounding.vocabulary import PlaceVocabulary

_PHONE: Final = r"(?:0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})"
# up to three words, then the bracket, colon or space that opens the phone
# (a company's mark is part of its name word: "제일환경㈜:031-…", "㈜우림:031-…")
_PAIR = re.compile(
    r"(?P<holder>(?:[가-힣A-Za-z0-9·㈜]{2,}\s){0,2}[가-힣A-Za-z0-9·㈜]{2,})\s?[(（:]?\s?"
    rf"(?P<phone>{_PHONE})(?!\d)"
)
# a local number without its area code, in brackets right after its holder ("센터(3202878)")
_LOCAL_PAIR = re.compile(
    r"(?P<holder>(?:[가-힣A-Za-z0-9·㈜]{2,}\s){0,2}[가-힣A-Za-z0-9·㈜]{2,})\s?[(（]"
    r"(?P<phone>\d{3,4}-?\d{4})[)）]"
)
_LOCAL_PAIR = gated(_LOCAL_PAIR)  # :mod:`.opening_gate`: the same matches, skipped to
_PARTICLE_WORD = re.compile(r".+(?:는|은|을|를|에서|에게)$")
_LIST_LABEL = re.compile(r"^\s*(?:[-•*·]|\d{1,2}[.)])?\s*(?P<label>[^:\n]{2,60}?)\s?:\s?$")
# a clause's end: a stop or bracket close, or a Korean connective ending "(하)며" (``업체를 통해
# 수거하며 문의처는 031-…``: the phone is the enquiry line's, not the contractor's the clause before)
# round 50 (r50e): or a spaced middle dot or bar between the facts of a line (``…업체 통해 수거 · 문의
# 031-…``: the phone is the enquiry line's, its own fact)
_CLAUSE_END = re.compile(r"[.,;!?\n)）]|(?<=[가-힣])며(?=\s)|\s[·|]\s")
_LATIN: Final = re.compile(r"[A-Za-z]{4}")
_REACH: Final = 40  # how far before its phone a clause's label is read
_WORD_START = re.compile(r"^\S*\s")  # a word the reach cut in two


@per_stage
def holder_phones(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], str], ...]:
    """(the holder's words, the phone's digits) for every holder a tool output's text writes
    right before a phone."""
    out: list[tuple[frozenset[str], str]] = []
    for node in json_nodes(sources):
        if not isinstance(node, str) or ("-" not in node and "(" not in node):
            continue
        text = node.replace("(주)", "㈜")
        for m in [*_PAIR.finditer(text), *_LOCAL_PAIR.finditer(text)]:
            words = frozenset(
                w.strip("㈜")
                for w in m.group("holder").split()
                if not _PARTICLE_WORD.match(w) and len(w.strip("㈜")) > 1 and not w.isdigit()
            )
            if words:
                out.append((words, re.sub(r"\D", "", m.group("phone"))))
    return tuple(out)


def label(answer: str, c: Claim) -> str:
    """The words an answer's phone is said of: a list line's label, else its clause before it."""
    line_start = answer.rfind("\n", 0, c.start) + 1
    listed = _LIST_LABEL.match(answer[line_start : c.start])
    if listed:
        return listed.group("label")
    before = answer[max(line_start, c.start - _REACH) : c.start]
    ends = list(_CLAUSE_END.finditer(before))
    return before[ends[-1].end() :] if ends else before


def _distinctive(pairs: tuple[tuple[frozenset[str], str], ...]) -> dict[str, str]:
    """word → the one phone every holder named by that word has (words of holders of different
    phones left out)."""
    phones: dict[str, set[str]] = {}
    for words, phone in pairs:
        for w in words:
            phones.setdefault(w, set()).add(phone)
    return {w: next(iter(p)) for w, p in phones.items() if len(p) == 1}


# the kinds of holder a phone is given to, by the words that name them (the last one in a label
# is the holder its phone is said of: "the free pickup through the district office at …")
_KINDS = re.compile(
    r"(?P<service>무상\s?방문\s?수거|무상\s?수거|방문\s?수거\s?서비스|폐가전|take-?back"
    r"|free\s(?:\w+\s){0,2}?(?:pick-?up|collection|removal|disposal)"
    r"|(?:pick-?up|collection)\s(?:service|program(?:me)?))"
    r"|(?P<office>[시구군]청|주민센터|행정복지센터|(?:자원|순환|청소|환경|위생|생활)[가-힣]{0,6}[과팀](?![가-힣])"
    r"|(?:자원|순환|청소|환경|위생|생활)[가-힣]{0,6}\s?담당"
    r"|offices?\b|city\shall|county\shall|departments?\b|dept\b|division\b|section\b"
    r"|community\s(?:service\s)?cent(?:er|re))"
    # a hauler (the how-to's 처리업체, 대행업체) and a disposal site (a places text's 환경사업소)
    # round 51 (r51c): a company or firm named as such (``contact the company Daenam Environment``,
    # ``대남환경(회사)``) is a hauler too
    r"|(?P<contractor>[가-힣]{0,6}업체|contractors?\b|haulers?\b|compan(?:y|ies)\b|firms?\b"
    r"|[가-힣]{0,6}회사(?![가-힣]))"
    r"|(?P<site>[가-힣]{0,6}(?:사업소|매립장|소각장|처리장|집하장|선별장)(?![가-힣]{0,2}[과팀])"
    r"|landfill|incinerat\w+|disposal\s(?:site|facility|plant)|transfer\sstation"
    # round 53 (r53c): a facility named as such (``the Sadong sorting facility``, ``the facility
    # directly at …``, ``사동 생활폐기물 선별시설``) is a site too
    # round 58: and a waste facility by its other names (``거제시자원순환시설``, ``자원회수시설``)
    r"|facilit(?:y|ies)\b|[가-힣]{0,6}(?:선별|처리|소각|매립|재활용|자원순환|자원회수|폐기물)시설"
    r"(?![가-힣]{0,2}[과팀])"
    # round 57 (r57b): a centre that takes waste in (``영동군 자원순환센터``, ``재활용센터``, ``the
    # recycling center``) is a site too, not the office whose department answers its phone — as
    # the holder, not as where things go (``자원순환센터로 반입하면 되고 phone은``: the district's)
    r"|[가-힣]{0,6}(?:자원순환|재활용|자원회수|환경자원|리사이클링|클린)\s?센터"
    r"(?!\s?(?:으로|로|에|에서|까지|을|를|와|과|하고|이나|나)(?![가-힣]))"
    r"|(?:recycling|resource\s(?:circulation|recovery))\s(?:cent(?:er|re)s?\b|station)"
    r"(?!\s+(?:and|or|where|which|to|for|in|on)\b))",
    re.I,
)
_KINDS = gated(_KINDS)  # :mod:`.opening_gate`: the same matches, skipped to


def kind_of(words: str) -> str | None:
    """The kind of holder ``words`` name last (``service``, ``office``, ``contractor`` or
    ``site``), if any."""
    kind = None
    for m in _KINDS.finditer(words):
        kind = m.lastgroup
    return kind


_PHONE_KEY = re.compile(r"(?:^|_)(?:phone|tel|contact)(?:$|_)")


@per_stage
def phone_kinds(sources: tuple[str, ...]) -> dict[str, frozenset[str | None]]:
    """phone digits → the kinds of every holder the tool outputs give it to: a prose pair's holder
    by its words, a record's phone by its department (``office``) or by nothing (``None``)."""
    kinds: dict[str, set[str | None]] = {}
    for words, phone in holder_phones(sources):
        kinds.setdefault(phone, set()).add(kind_of(" ".join(words)))
    for obj in json_objects(sources):
        for key, value in obj.items():
            if isinstance(value, str) and _PHONE_KEY.search(key) and value[:1].isdigit():
                kind = "office" if obj.get("department") else kind_of(key)
                kinds.setdefault(re.sub(r"\D", "", value), set()).add(kind)
    return {p: frozenset(k) for p, k in kinds.items()}


# round 57 (r57b): a centre named bare (``센터 전화번호는``, ``the centre's phone``) is the centre the
# answer named last before it (``영동군 자원순환센터로 반입하고, 센터 전화번호는 043-…``)
_BARE_CENTRE = re.compile(r"(?<![가-힣])센터|\b(?:the|this|that)\s+cent(?:er|re)\b", re.I)
_NAMED_CENTRE = re.compile(r"[가-힣]+센터|(?:[A-Z][\w-]*\s+){1,4}Cent(?:er|re)\b")


def _referent(answer: str, c: Claim, said: str) -> str:
    """``said`` with the centre the answer named last before it, when it names one bare."""
    if ("센터" not in said and "ent" not in said) or kind_of(said) is not None:
        return said
    bare = _BARE_CENTRE.search(said)
    if bare is None:
        return said
    at = answer.rfind(said, 0, c.start) + bare.start()
    named = [m.group(0) for m in _NAMED_CENTRE.finditer(answer, max(0, at - 200), at)]
    return f"{said.rstrip()} ({named[-1]})" if named else said


def _other_kind(c: Claim, label: str, sources: tuple[str, ...]) -> str | None:
    """Why ``c`` is given to a kind of holder no holder of its phone is, if so."""
    said = kind_of(label)
    if said is None:
        return None
    kinds = phone_kinds(sources).get(str(c.value))
    if not kinds or None in kinds or said in kinds:
        return None
    named = _WORD_START.sub("", label.strip(), count=1) if len(label) >= _REACH else label.strip()
    return f"{c.text} is not the phone of {named} in tool outputs (its holder is no {said})"


def holder_phone_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """The phones ``answer`` writes after a holder whose phone in the tool outputs' prose is
    another, when that phone is another holder's, or after a kind of holder none of that phone's
    holders is."""
    pairs = holder_phones(sources)
    out: list[Claim] = []
    words = _distinctive(pairs)
    held = {p for _, p in pairs}
    for c in claims:
        if c.kind != "phone" or c.value not in held:
            continue
        said = label(answer, c)
        named = {p for w, p in words.items() if w in said}
        if not named and _LATIN.search(said):  # "Gyeongin Sanup (051-…)": 경인산업 in Latin letters
            named = latin_named(said, pairs)
        why: str | None = None
        if len(named) == 1 and c.value not in named:
            (theirs,) = named
            why = f"{c.text} is another holder's phone in tool outputs ({said.strip()}: {theirs})"
        else:  # "영주시 환경사업소 054-…": the city names the phone's holder, the site is another
            why = _other_kind(c, _referent(answer, c, said), sources)
        if why is None:
            continue
        out.append(Claim(c.text, "phone", c.value, c.start, c.end, why))
    return out


# the office written right before a department ("진해구 환경미화과"): a 구, 군 or 시 word
_OFFICE_BEFORE = re.compile(r"(?<![가-힣])([가-힣]{1,5}[구군시])\s$")


@per_stage
def department_offices(sources: tuple[str, ...]) -> tuple[str, ...]:
    """Every tool string that names a department (read for the office written before it)."""
    return tuple(n for n in json_nodes(sources) if isinstance(n, str) and ("과" in n or "팀" in n))


# the same office in Latin letters, its level spelled (``Masanhappo-gu ``, ``Yeongwol-gun ``)
_LATIN_OFFICE_BEFORE = re.compile(r"\b([A-Z][a-z]+(?:-[a-z]+)?-(?:gu|gun|si))\s$")


def _english_offices(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[tuple[Claim, str]]:
    """Each translated department of ``answer`` (:func:`.departments.english_departments`,
    its value the department's own word: ``환경미화과`` of ``의창구 환경미화과``) with the office
    written before it in Latin letters, in Hangul (``Masanhappo-gu Environmental Sanitation
    Division``: 마산합포구)."""
    if not any(f"-{lv} " in answer for lv in ("gu", "gun", "si")):
        return []
    depts = {d.strip() for o in json_objects(sources) if isinstance(d := o.get("department"), str)}
    out: list[tuple[Claim, str]] = []
    for c in english_departments(answer, depts) if depts else []:
        said = _LATIN_OFFICE_BEFORE.search(answer, max(0, c.start - 30), c.start)
        office = place_of(said.group(1), places) if said else None
        if office and isinstance(c.value, str) and office[-1] in "구군시":
            own = Claim(c.text, c.kind, c.value.split()[-1], c.start, c.end)
            out.append((own, office.split()[-1]))
    return out


def department_office_claims(
    answer: str, claims: list[Claim], sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """A department written after an office of the same level as the office the tools write
    before it, where the tools never write that office before it (``진해구 환경미화과`` where the
    tools write ``의창구 환경미화과``; in English, ``Masanhappo-gu Environmental Sanitation
    Division`` alike; ``Uichang-gu Environmental Sanitation Division`` passes)."""
    said: list[tuple[Claim, str]] = []
    for c in claims:
        if c.kind != "department" or not isinstance(c.value, str):
            continue
        before = _OFFICE_BEFORE.search(answer, max(0, c.start - 8), c.start)
        if before is not None:
            said.append((c, before.group(1)))
    said += _english_offices(answer, sources, places)
    out: list[Claim] = []
    for c, office in said:
        value = str(c.value)
        dept = re.escape(value)
        held = {
            m.group(1)
            for text in department_offices(sources)
            if value in text
            for m in re.finditer(rf"(?<![가-힣])([가-힣]{{1,5}}[구군시])\s?{dept}", text)
        }
        if not held or office in held or all(h[-1] != office[-1] for h in held):
            continue
        if any(
            str(o.get("department", "")).strip() == value
            and any(office in t for t in strings_under(o))
            for o in json_objects(sources)
        ):
            continue  # an output of that office whose department is written bare: its own
        why = f"{value} is {'/'.join(sorted(held))}'s in tool outputs, not {office}'s"
        out.append(Claim(c.text, "department", value, c.start, c.end, why))
    return out
