"""A site address a tool output gives the free take-back service, given as the district's own site.

A fee output's note names a national service and its contacts in one bracket (``폐가전제품
무상방문수거 서비스(1599-0903, www.15990903.or.kr)``): the address is the service's. An answer that
writes it after a label naming the district's own channel (``청주시 대형폐기물 배출 신청
사이트(www.15990903.or.kr)``, ``the Cheongju-si bulky-waste booking site``, ``구청 홈페이지``) gives one
holder's site to another. **An address every tool output gives only inside a service's bracket,
said right after a label that names a place of the outputs or a district office and no word of the
service (무상, 방문수거, 폐가전, take-back, free pickup, appliance), is misattributed.** The label is
:func:`.holders.label` (a list line's label, else the clause before the address); the service's
kind is :func:`.holders.kind_of`.

Unsure, never flagged: an address some output gives outside such a bracket (a district's own
``homepage`` field, a how-to string), a label naming the service or no place, an address no output
writes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holders import kind_of, label
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.place_words import place_of

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

# a holder, then the bracket that opens on its contacts, the address among them
_BRACKETED: Final = re.compile(
    r"(?P<holder>(?:[가-힣A-Za-z0-9·]{2,}\s){0,2}[가-힣A-Za-z0-9·]{2,})\s?[(（][^()（）]*?"
    r"(?P<url>(?:https?://)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+)[^()（）]*[)）]",
    re.I,
)
_ADDRESS: Final = re.compile(r"(?:https?://)?(?:www\.)?(?P<host>[a-z0-9-]+(?:\.[a-z0-9-]+)+)", re.I)
_SERVICE_WORD: Final = re.compile(
    r"무상|방문\s?수거|폐가전|가전|take-?back|free|appliance|pick-?up\sservice", re.I
)
_OFFICE_SITE: Final = re.compile(
    r"[시구군]청|홈페이지|누리집|(?:배출|수거)\s?(?:신청|신고|예약)|booking|report(?:ing)?\s(?:site|page)"
    # round 51 (r51c): the waste's own reporting channel (``울진군 대형폐기물 신고:``, ``bulky-waste
    # reporting``) is the district's
    r"|폐기물\s?(?:배출\s?)?(?:신청|신고|예약)|(?:waste|disposal)\s(?:report(?:ing)?|application)"
    r"|(?:district|city|county|gu|si|gun)(?:'s)?\s(?:office\s)?(?:site|website|homepage|page)",
    re.I,
)


def _host(url: str) -> str:
    m = _ADDRESS.fullmatch(url.strip().rstrip("/"))
    return (m.group("host") if m else url).lower()


@per_stage
def _kinds(sources: tuple[str, ...]) -> dict[str, frozenset[str | None]]:
    """host → the kinds of the holders whose bracket gives it; ``None`` where an output gives
    it anywhere else (a field of its own, a sentence)."""
    kinds: dict[str, set[str | None]] = {}
    for node in json_nodes(sources):
        if not isinstance(node, str) or "." not in node:
            continue
        inside = set()
        for m in _BRACKETED.finditer(node):
            host = _host(m.group("url"))
            inside.add(host)
            kinds.setdefault(host, set()).add(kind_of(m.group("holder")))
        for m in _ADDRESS.finditer(node):
            host = m.group("host").lower()
            if host not in inside and not host.replace(".", "").isdigit():
                kinds.setdefault(host, set()).add(None)
    return {h: frozenset(k) for h, k in kinds.items()}


@per_stage
def service_hosts(sources: tuple[str, ...]) -> frozenset[str]:
    """The hosts every tool output gives only inside a service's bracket (``폐가전제품 무상방문수거
    서비스(1599-0903, www.15990903.or.kr)``: 15990903.or.kr), none given anywhere else."""
    return frozenset(h for h, k in _kinds(sources).items() if k == frozenset({"service"}))


def without_service_sites(text: str, hosts: frozenset[str]) -> str:
    """``text`` with the addresses of ``hosts`` blanked (what outputs say of no other holder)."""
    return _ADDRESS.sub(lambda m: "" if m.group("host").lower() in hosts else m.group(0), text)


def service_word(text: str) -> bool:
    """Whether ``text`` names the free take-back service (무상, 방문수거, 폐가전, ``take-back``)."""
    return _SERVICE_WORD.search(text) is not None


def service_url_claims(
    answer: str, claims: list[Claim], sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """The addresses ``answer`` gives a district's own channel that the outputs give only to the
    free take-back service."""
    out: list[Claim] = []
    for c in claims:
        if c.kind != "url":
            continue
        kinds = _kinds(sources).get(_host(c.text))
        if kinds != frozenset({"service"}):
            continue
        said = label(answer, c)
        if _SERVICE_WORD.search(said) or not _OFFICE_SITE.search(said):
            continue
        words = re.findall(r"[가-힣]{2,}|[A-Z][A-Za-z]+(?:-[a-z]+)?", said)
        if not any(place_of(w, places) for w in words) and not re.search(r"[시구군]청", said):
            continue
        why = f"{c.text} is the free take-back service's site in tool outputs, not {said.strip()}"
        out.append(Claim(c.text, "url", c.value, c.start, c.end, why))
    return out
