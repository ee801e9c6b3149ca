"""A step of a district's procedure said to be done at a place must be done there in the how-to.

The class: **a district's how-to writes where each paper step is done (``읍면동 행정복지센터에서
반입확인서 작성 및 수수료 납부 후 배출``: the confirmation form at the community centre); an answer
that says the step — a form, certificate, slip or sticker to fill in, obtain or buy — is done at
another kind of place (``공평매립장에서 반입확인서를 작성하고``, ``fill out the certificate at the
landfill``) gives the step to the wrong holder.** The places are told apart by their kind
(:data:`.holdings.WAYS`: the community centre, the landfill, online), so a translated place reads
as its Korean one.

Unsure, never flagged: a paper the how-tos name at no place or at places of several kinds; a place
of no kind the ways know; a step and a place in different clauses; a negation or hedge in the
clause.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated

WHY: Final = "misattributed: the how-to does this step at another place"

# a paper of a procedure, by its Korean word and the English words an answer says it by
_PAPERS: Final = (
    ("certificate", r"[가-힣]*(?:확인서|필증|증명서)", r"certificate|confirmation (?:form|slip)"),
    ("report", r"[가-힣]*(?:신고서|신청서)", r"application form|report form"),
    ("sticker", r"스티커", r"stickers?"),
)  # fmt: skip
_TOOL_PAPER: Final = re.compile("|".join(f"(?P<{n}>{ko})" for n, ko, _en in _PAPERS))
_SAID_PAPER = re.compile("|".join(f"(?P<{n}>{ko}|{en})" for n, ko, en in _PAPERS), re.I)
_SAID_PAPER = gated(_SAID_PAPER)  # :mod:`.opening_gate`: the same matches, skipped to
# "<place>에서 <steps>" of a how-to, up to the step that ends it ("… 후", "… 뒤")
_AT_KO = re.compile(r"([가-힣0-9]+(?:\s[가-힣0-9]+)?)\s?에서\s?(.+?)(?=후|뒤|$|[,.;])")
_SAID_AT_KO = re.compile(r"([가-힣0-9]+)\s?에서")
_AT_EN = re.compile(r"\bat (?:the |your |a )?((?:[A-Za-z-]+\s){0,3}?[A-Za-z-]+)")
_CLAUSE = re.compile(r"[.;!?\n]|고\s|며\s|,\s|\band\b|\bthen\b|\bbefore\b|\bafter\b")
_DOUBT = re.compile(
    r"아니|않|없|대신|말고|\bnot\b|n't|\bno\b|instead|rather|may\b|might|수도", re.I
)
GATE: Final = alternation(r"에서|\bat\b")  # (case-blind, first character first)


def _kind(place: str) -> str | None:
    m = WAYS.search(place)
    return (
        m.lastgroup if m is not None and m.lastgroup in ("centre", "landfill", "online") else None
    )


@per_stage
def paper_places(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each paper the how-tos name at a place, with the kinds of the places they name it at."""
    out: dict[str, set[str]] = {}
    for root in parsed(sources):
        if not isinstance(root, dict) or "district" not in root:
            continue
        for key, value in root.items():
            if not re.search(r"method|procedure|how_?to|방법|절차", key, re.I):
                continue
            for text in strings_under(value):
                for m in _AT_KO.finditer(text):
                    kind = _kind(m.group(1))
                    for p in _TOOL_PAPER.finditer(m.group(2)):
                        if kind is not None and p.lastgroup:
                            out.setdefault(p.lastgroup, set()).add(kind)
    return {k: frozenset(v) for k, v in out.items()}


def step_place_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Papers an answer says are done at a place of another kind than the how-to's."""
    held = paper_places(sources)  # (asked first: most stages' how-tos name no paper place)
    if not held or not GATE.search(answer) or not _SAID_PAPER.search(answer):
        return []
    out: list[Claim] = []
    for p in _SAID_PAPER.finditer(answer):
        kinds = held.get(p.lastgroup or "")
        if not kinds or len(kinds) > 1:
            continue
        start = max((m.end() for m in _CLAUSE.finditer(answer, 0, p.start())), default=0)
        stop = _CLAUSE.search(answer, p.end())
        end = stop.start() if stop else len(answer)
        clause = answer[start:end]
        if _DOUBT.search(clause):
            continue
        at = [m.group(1) for m in _SAID_AT_KO.finditer(answer, start, p.start())]
        at += [m.group(1) for m in _AT_EN.finditer(clause)]
        said = {k for a in at if (k := _kind(a)) is not None}
        if len(said) == 1 and not said & kinds:
            out.append(Claim(p.group(0), "channel", f"way:{next(iter(said))}", p.start(), p.end(),
                             why=WHY))  # fmt: skip
    return out
