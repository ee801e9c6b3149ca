"""Where a district has bulky waste put out, and where it has the fee paid, are that district's own.

A rules output names where its district has bulky waste put out (``"places": ["큰도로변"]``,
``["배출자 집앞"]``, ``["읍면 선별장"]``) and, in its way of applying, where the fee is paid
(``읍면 행정복지센터에서 폐기물 수수료 납부 후 지정된 장소에 배출``). :mod:`.put_out` asks only
whether some place of the kind is stated (any ``앞`` or ``도로`` will do); this module asks whether
the place the answer gives is of the *same kind* as the one that district's record gives:

* **a place of putting out** (``집 대문 앞에 내놓으면 돼``, ``place it by the main road``,
  ``행정복지센터에 배출``) of one kind — the door (집·대문·현관 앞, doorstep), the road (큰도로변,
  도로변, 길가, main road, roadside, curb), a sorting yard (선별장), a community centre
  (행정복지센터, 주민센터) — must be of a kind the district's ``places`` or a way of applying names
  outside a payment (a centre ``…에서 수수료 납부`` is where one pays, not where one puts out);
* **a place of paying** (``선별장에서 수수료를 납부``) must be one a way of applying names before its
  payment word (납부, 결제, 구입).

Round 39: a place a truck can reach (``2.5톤 트럭 진입가능 장소``) is a kind too, read reworded
(``2.5톤 트럭이 들어올 수 있는 곳에 내놓으면 돼요``, ``put it somewhere a 2.5-ton truck can get in``),
and a record that names no place is read beside one that does: ``강서구는 … 트럭이 들어올 수 있는
곳에 내놓으면 돼요`` over 강서구's empty ``places`` gives it 동구's place (flagged); said of 동구 it
passes.

The district is the how-to record's whose name the answer writes last before the place (in
Hangul, its stem, or romanised: ``Iksan``); with none named, any how-to record of the stage may
support it. Read only over how-to records that name a place (an empty record is
:mod:`.howto_swaps`'). Unsure, never flagged: a negated, asked, hedged or conditional sentence,
alternatives (``집 앞이나 도로변``), advice to check (:data:`.put_out._UNSURE`'s doubts).

Round 56: a list line may say the role in its label and give the bare place as its value (``- 수수료
납부: 읍면 선별장``, ``- 배출 장소: 읍면 행정복지센터``): read as ``선별장에서 납부`` / ``행정복지센터에
배출`` would be, where a how-to has the fee paid somewhere; a value with a verb of its own is read
by that verb.

Round 58: a place as what the role's noun is (``배출 장소는 집 앞이에요``, ``내놓는 곳은 대문 앞이고``,
``the disposal place is in front of your house``: a copula or the sentence's end right after the
place) is a place of putting out; and a record whose ``places`` is empty names a place when its way
of putting out names a designated one (``폐기물 수거업체에 신고 후 지정장소에 배출``): the doorstep said
of it is another kind.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.after_lists import past_list
from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.labelled_roles import PUT_LABEL
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.report_places import REPORT_WORD, reported_at
from guardrails.grounding.romanized import SUFFIX, latin_stems

__all__ = ["disposal_place_claims", "district_names"]

# (kind, the answer's words for it, a record's words for it)
_KINDS: Final = (
    (
        "door",
        re.compile(
            r"(?:집|대문|현관|자택|건물)\s?(?:대문\s?)?앞|doorstep|(?:in\sfront\sof|outside)\s(?:your|the)"
            r"\s(?:front\s)?(?:door|house|home|gate|building)",
            re.I,
        ),
        re.compile(r"앞|문전|대문|현관|자택|집"),
    ),
    (
        "road",
        re.compile(
            r"큰\s?(?:도로|길)(?:변|가)?|도로변|길가|\bmain\sroad\b|\broadside\b|\bcurb\b"
            r"|\bkerb\b|by\sthe\s(?:road|street)\b",
            re.I,
        ),
        re.compile(r"도로|길가|큰길|노변"),
    ),
    # "curbside" is English's word for a household's own collection point: a 문전배출 (the door,
    # as :data:`.holdings.WAYS` reads it) or a roadside record both give it (round 33)
    (
        "curbside",
        re.compile(r"\b(?:curb|kerb)side\b", re.I),
        re.compile(
            r"도로|길가|큰길|노변|앞|문전|대문|현관|자택|(?<![수모채])집(?!하)"
        ),  # (not 수집)
    ),
    (
        "sorting",
        re.compile(r"선별장|sorting\s(?:facility|site|yard|centre|center)", re.I),
        re.compile(r"선별장"),
    ),
    (
        "centre",
        re.compile(
            r"행정복지센터|주민센터|동사무소|읍사무소|면사무소|community\s(?:service\s)?cent(?:er|re)",
            re.I,
        ),
        re.compile(r"행정복지센터|주민센터|사무소"),
    ),
    # round 48: a landfill (``매립장 직접 반입``, ``진주시매립장사업소``) is a place of its own kind
    (
        "landfill",
        re.compile(r"매립장|매립지|\blandfills?\b|\blandfill\ssite\b", re.I),
        re.compile(r"매립"),
    ),
    # round 39: a place a collection truck can reach (``2.5톤 트럭 진입가능 장소``), reworded
    # (``2.5톤 트럭이 들어올 수 있는 곳``, ``somewhere a 2.5-ton truck can get in``)
    (
        "truck",
        re.compile(
            r"(?:[\d.]+\s?톤\s?)?트럭(?:이|이나\s차량이)?\s?(?:잘\s)?(?:들어올|들어갈|진입할|접근할|댈|다닐)"
            r"\s?수\s?있는\s?(?:곳|장소|자리|위치)|(?:[\d.]+\s?톤\s?)?트럭\s?진입\s?가능(?:한)?\s?"
            r"(?:곳|장소|자리|위치)|\b(?:somewhere|a\s(?:place|spot|location)|where)\s(?:that\s)?"
            r"(?:a\s)?(?:[\d.]+[- ]?(?:ton|tonne|t)\s)?(?:collection\s)?truck\s(?:can|could)\s"
            r"(?:get\sin|get\sto|reach|access|enter|pull\sup)|\btruck-accessible\s(?:place|spot|location)",
            re.I,
        ),
        re.compile(r"트럭|차량|진입\s?가능"),  # "2.5톤 차량이 다니는 곳"
    ),
)
_GATE: Final = alternation(  # (first character first: skipped to in C)
    r"앞|도로|길가|선별장|센터|사무소|트럭|매립|door|road|curb|kerb|sorting|community|front|truck"
    r"|landfill"
)
# the answer's words of paying right after a place ("선별장에서 폐기물 수수료를 납부")
_PAY_AFTER: Final = re.compile(r"에서\s(?:\S+\s){0,3}?\S*(?:납부|결제)")
_PAY_WORD: Final = re.compile(r"납부|결제|구입|구매")
# the answer's words of putting out right after a place ("대문 앞에 내놓으면", "센터에 배출") or,
# in English, right before it ("place the item by the main road", "put it out in front of your house";
# round 38: "put it out in front of the community service centre", the place after "in front of")
_PUT_AFTER: Final = re.compile(
    r"(?:에다가?|에|으로|로)?\s?(?:\S+\s){0,2}?(?:내놓|내어\s?놓|내다\s?놓|배출(?:하|해|할|합|시)|두(?:면|세요|시)|놓(?:으|아))"
)
_PUT_BEFORE: Final = re.compile(
    r"\b(?:put|puts|putting|place|placing|leave|leaving|set|setting)\b(?:\s[\w'()-]+){0,4}?\s"
    r"(?:(?:at|in|by|on|to|near|outside|along|of)\s)?(?:the\s)?$",
    re.I,
)
# round 56: a list line whose label says the role and whose value is the bare place ("- 수수료 납부:
# 읍면 선별장", "- 배출 장소: 읍면 행정복지센터", "- Pay the fee at: the sorting yard"); a value with a verb
# of its own is read by its verb
_LABEL: Final = re.compile(
    r"[ \t]*(?:(?:[-•*·]|\d{1,2}[.)])[ \t]*)?([^\n:：]{1,32}?)[ \t]?[:：][ \t]*"
)
_PAY_LABEL: Final = re.compile(
    r"(?:(?:폐기물\s?)?(?:수수료|요금|비용|돈|처리비)\s?)?(?:납부|결제|지불|내는|낼)\s?(?:장소|처|곳|하는\s?곳|할\s?곳)?"
    r"|(?:where\sto\s)?pay(?:ing)?(?:\sthe)?(?:\s(?:fees?|charges?))?(?:\s(?:at|where))?"
    r"|(?:fee\s)?payment(?:\s(?:place|point|at))?",
    re.I,
)
_VERB_SAID: Final = re.compile(
    r"납부|결제|구입|구매|신고|신청|발급|접수|내놓|배출|반입|가져|두세요|두면|놓으|\b(?:pay|put|leave|take|bring)\b",
    re.I,
)
# round 58: the place as what the role's noun is (``배출 장소는 집 앞이에요``, ``내놓는 곳은 대문 앞이고``,
# ``The drop-off point is in front of your house``): the topic says the role, as a list line's label does
_PUT_TOPIC: Final = re.compile(
    rf"(?:{PUT_LABEL.pattern})(?:\s?(?:은|는)\s|\s(?:is|are)\s(?:right\s|just\s)?)(?:[가-힣]{{1,6}}\s)?$",
    re.I,
)
# (the place is then what the topic is: a copula, or the sentence's end, right after it; "배출은 읍면동
# 주민센터나 자원순환과에 문의한 뒤" asks there)
_IS_AFTER: Final = re.compile(
    r"\s?(?:이에요|예요|이예요|입니다|이구요|이고|이며|이죠|이야|임(?![가-힣]))|\s?[.,;]|\s*$"
)
# round 58: a designated place in a way of putting out (``수거업체에 신고 후 지정장소에 배출``): the
# record names where, though its ``places`` list is empty
_DESIGNATED: Final = re.compile(r"지정\s?(?:된\s?)?(?:장소|위치|곳)|거점")
_OR: Final = re.compile(r"이나|나\s|또는|혹은|\bor\b", re.I)
_UNSURE: Final = unsure(
    r"마세요|말고|금지|don't|do\snot|avoid|보통|대개|대부분|일반적|지역마다|usually|typically|generally"
    rf"|check|confirm|확인(?!증|서)|\bif\b|\bwhether\b|려면|다면|거면|{INDIRECT_QUESTION}"
)

# (names of the district, its places' text, its text where one puts out, its text where one pays,
# its text where one reports: None when no way of applying names a word of reporting)
Record = tuple[tuple[str, ...], str, str, str, str | None]


def district_names(obj: dict[str, object]) -> tuple[str, ...]:
    """The names an answer may call a record's district by: as written, its last word, that
    word's stem, and their Latin spellings (익산시 → 익산, Iksan; 중구 → Jung-gu)."""
    names: list[str] = []
    for key in ("district", "full_name"):
        v = obj.get(key)
        if isinstance(v, str) and v:
            last = v.split()[-1]
            stem = re.sub(r"(?:특별자치시|특별자치도|광역시|특별시|시|군|구)$", "", last)
            names += [v, last] + ([stem] if len(stem) >= 2 else [])
            if stem and stem != last and last[-1] in SUFFIX:  # 중구 → Jung-gu
                names += [f"{s}-{SUFFIX[last[-1]]}" for s in latin_stems(stem)]
    names += [s for n in list(names) if len(n) >= 2 for s in latin_stems(n.replace(" ", ""))]
    return tuple(dict.fromkeys(names))


@per_stage
def _records(sources: tuple[str, ...]) -> tuple[Record, ...]:
    """The how-to records; one that names no place only beside one that does (round 58: a
    designated place in its way of putting out is a place it names; round 39: the
    other district's place said of it, ``강서구는 … 2.5톤 트럭이 들어올 수 있는 곳에 내놓으면 돼요``
    where only 동구's record names a truck's place; alone, an empty record is :mod:`.howto_swaps`')."""
    out: list[Record] = []
    for obj in json_objects(sources):
        places, methods = obj.get("places"), obj.get("application_methods")
        if not isinstance(places, list) or not isinstance(methods, list):
            continue
        place_text = " ".join(p for p in places if isinstance(p, str))
        put, pay, report = [place_text], [], []
        for method in methods:
            if not isinstance(method, str):
                continue
            # what comes before a payment word is where one pays, before a word of reporting where
            # one reports (round 48); the rest where one puts out
            cut = max((m.end() for m in _PAY_WORD.finditer(method)), default=0)
            said = max((m.end() for m in REPORT_WORD.finditer(method)), default=0)
            pay.append(method[:cut])
            report.append(method[:said])
            put.append(method[max(cut, said) :])
        reports = " ".join(r for r in report if r) or None
        out.append((district_names(obj), place_text, " ".join(put), " ".join(pay), reports))
    return tuple(out) if any(r[1] or _DESIGNATED.search(r[2]) for r in out) else ()


def _record_for(answer: str, at: int, records: tuple[Record, ...]) -> tuple[Record, ...]:
    """The record whose district the answer names last before ``at``, else every record; every
    named one after a list of their lines (:mod:`.after_lists`: ``엄마 집은 …``)."""
    low = answer[:at].lower()
    best, where = records, -1
    named: dict[Record, None] = {}
    for rec in records:
        for name in rec[0]:
            i = low.rfind(name.lower())
            if i >= 0:
                named[rec] = None
            if i > where:
                best, where = (rec,), i
    return tuple(named) if len(named) > 1 and past_list(answer, where, at) else best


def disposal_place_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The places of putting out or paying ``answer`` gives that the district's record does not."""
    records = _records(sources)  # (the stage's records first: most stages have none)
    if not records or not _GATE.search(answer):
        return []
    out: list[Claim] = []
    # a labelled line is read where a how-to has the fee paid somewhere (a report step alone is
    # :mod:`.labelled_roles`')
    pays = any(r[3].strip() for r in records)
    for s in SENTENCE_SPAN.finditer(answer):
        text = s.group(0)
        found = [(kind, m, rx) for kind, words, rx in _KINDS for m in words.finditer(text)]
        if not found or _UNSURE.search(text):
            continue
        if len(found) > 1 and any(
            _OR.search(text, a.end(), b.start())
            for _, a, _ in found
            for _, b, _ in found
            if a.end() <= b.start() < a.end() + 8
        ):
            continue  # "집 앞이나 도로변에": the usual choices
        labelled = _label_role(text) if pays else None
        for kind, m, rx in found:
            paying = _PAY_AFTER.match(text, m.end()) is not None or labelled == "pay"
            at = s.start() + m.start()
            if not paying and reported_at(text, m.start(), m.end()):
                # a place of reporting (round 48): against where the record reports, if it says
                recs = _record_for(answer, at, records)
                if any(r[4] is None or rx.search(r[4]) for r in recs):
                    continue
                why = f"'{m.group(0)}': the district's record names no {kind} place of reporting"
                out.append(Claim(m.group(0), "condition", kind, at, at + len(m.group(0)), why))
                continue
            if not paying and not (
                labelled == "put"
                or _PUT_AFTER.match(text, m.end())
                or _PUT_BEFORE.search(text, 0, m.start())
                or (
                    _PUT_TOPIC.search(text, max(0, m.start() - 30), m.start())
                    and _IS_AFTER.match(text, m.end())
                )
            ):
                continue  # a place of buying or asking: not read here
            recs = _record_for(answer, at, records)
            if any(rx.search(r[3] if paying else r[2]) for r in recs):
                continue
            role = "paying" if paying else "putting out"
            why = f"'{m.group(0)}': the district's record names no {kind} place of {role}"
            out.append(Claim(m.group(0), "condition", kind, at, at + len(m.group(0)), why))
    return out


def _label_role(line: str) -> str | None:
    """``pay`` or ``put`` for a line whose label names the role and whose value holds no verb of
    its own (``수수료 납부: 읍면 선별장``); else None."""
    m = _LABEL.match(line)
    if m is None or _VERB_SAID.search(line, m.end()):
        return None
    label = m.group(1).strip()
    if _PAY_LABEL.fullmatch(label):
        return "pay"
    return "put" if PUT_LABEL.fullmatch(label) else None
