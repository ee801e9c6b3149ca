"""A bin said to stand at a place where no tool output gives one.

A bin search lists bins of one kind (``폐의약품``) with their places, or finds none (``"points":
[]`` with general guidance on where such bins usually are). Two ways answers add a bin of their own
(round 50):

- *another kind at the same place*: ``같은 곳에 폐건전지 수거함도 함께 있어요``, ``바로 옆에 형광등
  수거함도 있어요``, ``there's also a battery bin at the same spot``, ``the same place also has a
  clothing bin``. The bin's good (:mod:`.kinds`, a closed vocabulary; an unknown word is never a
  good) must be named by some tool output; the medicine-bin search says nothing of batteries.
- *a named facility where the search found none*: ``보통 군산시청 민원실 앞에도 수거함이 있으니``,
  ``there's a bin at Gunsan City Hall too``, where every bin search found no point and no output
  names the facility. A habit word (``보통``, ``usually``) before a facility named by its place is
  no hedge: the bin is put at one building. Round 53 (r53b): the bin named by its place as where a
thing goes (``울주군청 민원실 앞 수거함에 넣으시면 됩니다``), or said to be at a facility an area's
romanized name opens (``the bin … that's at the Jangsu-eup administrative welfare centre``); a
negation that only describes the thing put in (``깨지지 않은 형광등``) doubts nothing. A general place (``주민센터``, ``아파트 단지``: the
  guidance's own words, no proper name) is not read.

Round 51: the facility may be the subject (``the Gangseo-gu Public Health Center has a collection
box near the main entrance``; a health, community or welfare centre, a post office or library by
its district's name too, ``강서구 보건소``), and the doubt is read in the bin's clause only — after
a contrast (``but``, ``지만``, ``는데``) the data's own negation (``has no bin locations in the
dataset, but …``) no longer doubts the bin.

Unsure, never flagged: a negated, asked or hedged sentence (``있을 수도``, ``may``, ``아마``), advice
to check.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.described_states import without_described_states
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.kinds import goods_in, holds
from guardrails.grounding.nodes import lowered_text, parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.unfound_bins import nothing_found

__all__ = ["GATE", "placed_bin_claims"]

GATE: Final = ("수거함", "bin", "Bin", "box")
_BIN_KO = r"[가-힣A-Za-z]{0,10}\s?수거함"
_BIN_EN = r"(?:bins?|box(?:es)?|collection\spoints?)"
# a bin of a kind at the same place as the one found
_SAME_KO: Final = re.compile(
    r"(?:같은\s?(?:곳|장소|위치|자리|건물)|그\s?곳|바로\s?옆|그\s?옆)(?:에|에는|에도|엔)\s?"
    rf"(?:\S+\s){{0,2}}?(?P<bin>{_BIN_KO})(?:도|이|은)?\s?(?:함께\s?|같이\s?|나란히\s?)?"
    r"(?:있|설치|놓여|비치|마련)"
)
_SAME_EN: Final = re.compile(
    rf"\bthere(?:'s|\sis|\sare|’s)\s(?:also\s)?(?:an?\s)?(?P<bin>[\w-]+(?:\s[\w-]+)?\s{_BIN_EN})\s"
    r"(?:\w+\s)?(?:at|in|by|next\sto|beside)\s(?:the\s)?same\s(?:place|spot|location|site|building)"
    rf"|\bthe\ssame\s(?:place|spot|location|site|building)\s(?:also\s)?has\s(?:an?\s)?"
    rf"(?P<bin2>[\w-]+(?:\s[\w-]+)?\s{_BIN_EN})",
    re.I,
)
# a facility named by its place ("군산시청", "울주군청"), and the spot at it ("민원실 앞", "입구")
_FACILITY_NAME_KO = r"(?<![가-힣])(?:[가-힣]{2,8}|[가-힣]{1,6}[시구군동읍면]\s)(?:시청|구청|군청|역|도서관|보건소|우체국|복지관)"
_SPOT_KO = r"(?:\s?[가-힣]{1,5})?\s?(?:앞|안|옆|입구|로비|\d층)?"
# a bin at a facility named by its place ("군산시청 민원실 앞에도", "at Gunsan City Hall")
_FACILITY_KO: Final = re.compile(
    rf"(?P<name>{_FACILITY_NAME_KO}){_SPOT_KO}(?:에도|에는|에)\s?"
    rf"(?:{_BIN_KO})(?:이|도|은)?\s?(?:있|설치|놓여|비치|마련)"
    # round 53 (r53b): the bin named by its place as where a thing goes ("울주군청 민원실 앞
    # 수거함에 넣으시면 됩니다", "보건소 입구 수거함을 이용하세요")
    rf"|(?P<name2>{_FACILITY_NAME_KO}){_SPOT_KO}(?:에\s?있는|의)?\s"
    rf"(?:{_BIN_KO})(?:에다가|에다|에|을|를|으로)(?![가-힣])"
)
_FACILITY_NAME_EN = (
    r"(?!(?:Public|Health|Community|Welfare|Local|Nearest|Nearby|Your|The|Any|Each|Every)\b)"
    r"[A-Z][a-z]+(?:-[a-z]+)?\s(?:(?:City|County|District|Gu)\s(?:Hall|Office)"
    r"|(?:(?:Public\s)?Health|Community(?:\sService)?|Welfare)\sCent(?:er|re)|Post\sOffice|Library)"
)
# a facility an area's romanized name opens, its class word in any case ("Jangsu-eup administrative
# welfare centre", "Seo-gu Health Center")
_AREA_FACILITY_EN = (
    r"[A-Z][a-z]+(?:\s?\d{1,2})?-(?:gu|gun|si|dong|eup|myeon)\s(?i:(?:city|county|district|gu|eup|myeon)\s)?"
    r"(?i:(?:administrative\s)?welfare\scent(?:er|re)|community(?:\sservice)?\scent(?:er|re)"
    r"|(?:public\s)?health\scent(?:er|re)|office|hall|post\soffice|library)"
)
_FACILITY_EN: Final = re.compile(
    r"\b(?:bins?|box(?:es)?)\s(?:\w+\s){0,2}?(?:at|in|outside|inside|by)\s(?:the\s)?"
    rf"(?P<name>{_FACILITY_NAME_EN})\b"
    # round 51: the facility as the subject ("the Gangseo-gu Public Health Center has a collection
    # box near the main entrance")
    rf"|\b(?P<holder>{_FACILITY_NAME_EN})\s(?:also\s)?(?:has|keeps|runs)\s(?:an?\s|its\sown\s)?"
    r"(?:[\w-]+\s){0,2}?(?:bins?|box(?:es)?)\b"
    # round 53 (r53b): the bin said to be at a facility an area's name opens ("the bin at the
    # community centre — in Jangsu that's at the Jangsu-eup administrative welfare centre", "the
    # collection box is outside the Seo-gu Health Center")
    r"|\b(?:bins?|box(?:es)?)\b[^.;!?]{0,80}?(?:\bis|\bare|'s|’s)\s(?:located\s)?"
    rf"(?:at|in|outside|inside)\s(?:the\s)?(?P<area_name>{_AREA_FACILITY_EN})\b"
)
# round 51: a doubt is read in the clause of the bin only — "X has no bin locations in the dataset,
# but the Y Public Health Center has a collection box", "자료는 없지만, 강서구 보건소 정문 앞에
# 수거함이 있어요": the negation is the data's, not the bin's
_CONTRAST: Final = re.compile(
    r",?\s(?:but|however|though)\s|지만,?\s|는데,?\s|;\s?|하지만\s|다만\s", re.I
)
_UNSURE: Final = alternation(
    r"\?|없|않|안\s|못|수도\s?있|있을\s?수|혹시|아마|확인|문의|알아보"
    r"|\bno\b|\bnot\b|n't|\bnever\b|\bmay\b|\bmight\b|\bprobably\b|\bperhaps\b|\bcheck|\bconfirm|\bask\b"
)


@per_stage
def _found_bins(sources: tuple[str, ...]) -> bool:
    """Whether some bin search found a point (the place an answer's "same place" points back to)."""
    return any(
        isinstance(root, dict) and isinstance(root.get("points"), list) and root["points"]
        for root in parsed(sources)
    )


def placed_bin_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The bins ``answer`` puts at a place where no tool output gives one."""
    same, unfound = _found_bins(sources), nothing_found(sources)
    if not same and not unfound:
        return []
    out: list[Claim] = []
    lower: str | None = None
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        found: list[tuple[re.Match[str], str]] = []
        if same:
            for m in (*_SAME_KO.finditer(sentence), *_SAME_EN.finditer(sentence)):
                goods = goods_in(m.group("bin") or m.group("bin2") or "")
                if lower is None:
                    lower = lowered_text(sources)
                good = next((g for g in goods if not holds(lower, g)), None)
                if good is not None:
                    found.append((m, f"no tool output names a {good} bin at that place"))
        if unfound:
            for m in (*_FACILITY_KO.finditer(sentence), *_FACILITY_EN.finditer(sentence)):
                if lower is None:
                    lower = lowered_text(sources)
                name = next(n for n in m.groups() if n)
                if name.lower() not in lower:
                    why = f"the bin searches found no point: no tool output puts a bin at {name}"
                    found.append((m, why))
        # a negation that only describes the thing put in ("깨지지 않은 형광등을") doubts nothing
        stated = without_described_states(sentence) if found else sentence
        for m, why in found:
            if _UNSURE.search(stated, _clause_start(sentence, m.start())):
                continue
            s, e = start + m.start(), start + m.end()
            out.append(Claim(answer[s:e], "condition", "bin", s, e, why))
    return out


def _clause_start(sentence: str, at: int) -> int:
    """Where the clause holding ``at`` begins: after the last contrast before it, if any."""
    start = 0
    for m in _CONTRAST.finditer(sentence, 0, at):
        start = m.end()
    return start
