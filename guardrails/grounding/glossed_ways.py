"""A way of putting out one district's how-to names, glossed in other words and said of another.

:mod:`.howto_swaps` reads a sticker step or a quoted how-to, :mod:`.restated_ways` most of a how-to
string restated; an answer in English translates the string instead (달서구's ``일정량씩 며칠에
나누어 배출`` → ``put it out a set amount at a time over several days``), and a Korean answer may
paraphrase it (``며칠에 걸쳐 나눠서 내놓으세요``). Neither shares eight letters with the string.
The class: **where the stage holds the how-to outputs of two districts or more, a clause that
states a way of a kind below — the kind's words in the answer, either language — said of a
district (the place named last before it in its sentence, :func:`.likened.subject_before`) whose
how-to names nothing of that kind while another district's does, gives that district another's
way.** The kinds are the ones how-to strings hold and an assistant glosses: putting it out in
portions over several days (일정량씩, 며칠, 나누어), taking it to a landfill (매립장), reporting at
the community centre (주민센터, 행정복지센터, 읍면사무소), having a contractor take it (업체, 대행).

Unsure, never flagged: no district bound; a place no district output is of; a negated, asked or
hedged clause, or one giving alternatives (``or``, ``또는``), read within its clause (a list line's
``in front of your building or at a designated spot`` is no doubt of its first clause).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.howto_swaps import WAY_DOUBT, way_of, ways
from guardrails.grounding.likened import subject_before
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["glossed_way_claims"]

# (kind, the words of it in a how-to string, its words in an answer)
_KINDS: Final = (
    (
        "portions",
        re.compile(r"일정량|며칠|나누어|나눠|분할"),
        re.compile(
            r"\b(?:over|across)\s(?:several|a\sfew|multiple|a\scouple\sof)\sdays\b"
            r"|\ba\s(?:set|fixed|certain|small)\s(?:amount|quantity)\sat\sa\stime\b"
            r"|\b(?:split|divide|break)\s(?:it\s|them\s)?(?:up\s)?into\s(?:portions|batches|parts)\b"
            r"|\bin\s(?:portions|batches|instalments|installments)\b"
            r"|며칠(?:에|에\s?걸쳐|간)?\s?(?:나눠|나누어)|일정량씩|조금씩\s?나눠",
            re.I,
        ),
    ),
    (
        "landfill",
        re.compile(r"매립"),
        re.compile(r"\blandfill\b|매립장|매립지", re.I),
    ),
    (
        "centre",
        re.compile(r"주민센터|행정복지센터|동사무소|읍면사무소|면사무소|읍사무소"),
        re.compile(
            r"\bcommunity\s(?:service\s)?cent(?:er|re)\b|\b(?:dong|eup|myeon)\soffice\b"
            r"|\badministrative\s(?:welfare\s)?cent(?:er|re)\b"
            r"|주민센터|행정복지센터|동사무소|읍면사무소|면사무소|읍사무소",
            re.I,
        ),
    ),
    (
        "contractor",
        re.compile(r"업체|대행"),
        re.compile(
            r"\bcontractors?\b|\b(?:collection|cleaning|waste|haulage|removal)\scompan(?:y|ies)\b"
            r"|\blicensed\shaulers?\b|대행업체|수거업체|처리업체|청소업체",
            re.I,
        ),
    ),
)
_ANY: Final = gated(re.compile("|".join(f"(?:{rx.pattern})" for _, _, rx in _KINDS), re.I))
_CLAUSE: Final = re.compile(r"[^,;:—–()]+")


def glossed_way_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Ways of a kind another district's how-to names, said of a district whose own names none."""
    found = ways(sources)  # (per stage: empty unless two districts' how-to outputs)
    if not found or _ANY.search(answer) is None:
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        if "?" in answer[start:end]:
            continue
        for clause in _CLAUSE.finditer(answer, start, end):
            if _ANY.search(clause.group(0)) is None or WAY_DOUBT.search(clause.group(0)):
                continue
            for kind, text_rx, said_rx in _KINDS:
                m = said_rx.search(answer, clause.start(), clause.end())
                if m is None:
                    continue
                own = way_of(subject_before(answer, start, m.start(), places), found, places)
                if own is None or text_rx.search(own.text):
                    continue
                other = next((w for w in found if w is not own and text_rx.search(w.text)), None)
                if other is None:
                    continue
                why = f"'{m.group(0)}' is {other.district}'s way ({kind}), not {own.district}'s"
                out.append(Claim(m.group(0), "condition", kind, m.start(), m.end(), why))
    return out
