"""A list line whose label names a place's role — where the waste is put out, or where it is
reported or its certificate issued — must give a place the how-to names in that role.

A district's rules output keeps the two roles apart: its ``places`` (``환경자원시설(방천리 매립장)``,
``내집앞+내상가앞``) are where the waste goes, and its ways of applying name, before their word of
reporting, where one reports or gets the paper (``구청에서 배출확인서를 발급 후 …``, ``읍면사무소나
인터넷에 신고 후 배출``). :mod:`.disposal_places`, :mod:`.report_places` and :mod:`.drop_places` read
the roles from the verbs of a sentence; an answer written as labelled lines says the role in the
label instead (round 54, r54b):

* ``- 내놓는 곳: 읍면사무소``, ``- Where to put it out: the myeon office``, ``- 배출: 개인차량으로
  구청에 가져가서 배출`` — a put-out label whose place is of a kind the how-to names only for the
  paper step (and never as a place the waste goes) gives the drop-off to the office;
* ``- 배출확인서 발급: 환경자원시설(방천리 매립장)``, ``- Report at: the landfill`` — a paper label
  whose place is of a kind the outputs name only as where the waste goes gives the paper to the
  drop-off.

Kinds are :data:`.holdings.WAYS`' places (community centre, landfill, resource centre, incinerator,
transfer station) and the district's own office (구청, 시청, 군청, district office, city hall).

Unsure, never flagged: a label that words a procedure (``배출 방법:``, ``How to apply:``), a put-out
line that itself names a paper step, a paper line that itself moves the waste, a kind named in both
roles or in neither, a line with a negation, hedge or alternative.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.report_places import REPORT_WORD

__all__ = ["GATE", "PUT_LABEL", "labelled_role_claims"]

GATE: Final = (":", "：")

_PLACE_KINDS: Final = frozenset({"centre", "landfill", "resource", "incinerator", "transfer"})
# the district's own office, a kind :data:`.holdings.WAYS` leaves to the community centre's words
_OFFICE: Final = re.compile(
    r"(?<![가-힣])(?:[가-힣]{1,5})?(?:구청|시청|군청)(?!장)"
    r"|\b(?:district|city|county|gu|gun|si)[- ]?(?:office|hall)\b",
    re.I,
)

# a list line (or a line) with a short label, its colon, and the value up to the line's end
_LINE: Final = re.compile(
    r"(?m)^[ \t]*(?:(?:[-•*·]|\d{1,2}[.)])[ \t]*)?([^\n:：]{1,32}?)[ \t]?[:：][ \t]*([^\n]+)$"
)
# a label of where the waste is put out (also read by :mod:`.disposal_places`)
PUT_LABEL: Final = re.compile(
    r"(?:(?:내놓|버리|가져가|갖다\s?두|두)(?:는|실|을)\s?(?:곳|장소|위치|데)"
    r"|배출\s?(?:장소|위치|처|지|하는\s?곳|할\s?곳|하실\s?곳)?|반입\s?(?:장소|처)?|수거\s?장소)"
    r"|where to (?:put|leave|take|drop|bring)(?: (?:it|them))?(?: out| off)?"
    r"|drop[- ]?off(?: (?:place|point|site|location|spot))?|put (?:it |them )?out(?: at)?"
    r"|disposal (?:place|site|location|point|spot)|(?:take|bring) (?:it|them) to",
    re.I,
)
_PAPER_LABEL: Final = re.compile(
    r"[가-힣]{0,6}?(?:신고|신청|발급|확인서|확인증|필증|접수)"
    r"(?:\s?(?:신고|신청|발급|접수))?\s?(?:처|장소|하는\s?곳|받는\s?곳|기관)?"
    r"|(?:where to )?(?:report(?:ing)?|apply|application)(?: (?:at|to|place|office))?"
    r"|(?:(?:get|issue)(?: the)? )?(?:certificate|slip)(?: (?:issued )?(?:at|from|issuance))?",
    re.I,
)
# a paper step or a moving of the waste in a line's value
_PAPER_SAID: Final = re.compile(
    r"신고|신청|발급|확인서|확인증|필증|접수|스티커|report|apply|certificate|slip|sticker", re.I
)
_MOVE_SAID: Final = re.compile(
    r"배출|내놓|반입|버리|버려|가져|갖다|put (?:it )?out|drop|bring|take it|dispose", re.I
)
_DOUBT: Final = re.compile(
    r"아니|않|없|대신|말고|또는|이나\s|거나|혹은|아마|확인|문의|\bnot\b|n't|\bno\b|\bor\b|may\b"
    r"|might|probably|check|ask",
    re.I,
)


def _kinds(text: str) -> set[str]:
    out = {k for m in WAYS.finditer(text) if (k := m.lastgroup) in _PLACE_KINDS}
    if _OFFICE.search(text):
        out.add("office")
    return out


@per_stage
def _roles(sources: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds of place the rules outputs name for a paper step (before a way's last word of
    reporting), and those they name as where the waste goes (their ``places``, and the rest of a
    way of applying)."""
    papers: set[str] = set()
    drops: set[str] = set()
    for root in parsed(sources):
        if not isinstance(root, dict) or "district" not in root:
            continue
        for key, value in root.items():
            if key == "places":
                drops |= {k for t in strings_under(value) for k in _kinds(t)}
                drops |= {"named"} if value else set()  # the record says where the waste goes
            elif re.search(r"method|procedure|how_?to|방법|절차", key, re.I):
                for text in strings_under(value):
                    cut = max((m.start() for m in REPORT_WORD.finditer(text)), default=0)
                    papers |= _kinds(text[:cut])
                    drops |= _kinds(text[cut:])
    return frozenset(papers), frozenset(drops)


def labelled_role_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Places on role-labelled lines that the how-to names only in the other role."""
    if not any(g in answer for g in GATE):
        return []
    papers, drops = _roles(sources)
    if not papers or "named" not in drops:
        return []
    out: list[Claim] = []
    for m in _LINE.finditer(answer):
        label, value = m.group(1).strip(), m.group(2)
        if _PAPER_LABEL.fullmatch(label):
            if _MOVE_SAID.search(value):
                continue
            wrong = _kinds(value) & (drops - papers)
            role = "the paper step"
        elif PUT_LABEL.fullmatch(label):
            if _PAPER_SAID.search(value):
                continue
            wrong = _kinds(value) & (papers - drops)
            role = "putting the waste out"
        else:
            continue
        if not wrong or _DOUBT.search(value):
            continue
        start, end = m.start(1), m.end(2)
        why = f"the how-to names the {'/'.join(sorted(wrong))} for another step than {role}"
        out.append(Claim(answer[start:end], "channel", f"way:{min(wrong)}", start, end, why))
    return out
