"""A good a site is said to take, buy or handle must be in that site's own record.

The class in one sentence: a clause that says a place (a recycling centre, a 고물상, a 중고 매장, a
bin, a compensation site, a 행정복지센터 …) takes, buys, collects or handles a kind of good is
unsupported when the place it is bound to has a goods record (its ``items``, ``accepted``,
``accepts``, ``취급품목``/``수거품목`` list, with its ``category``) that names neither that good nor a
kind that holds it; so is it when that record's list is empty, or absent while other places of the
same output have lists, and the output's own words (its query, type, kind) do not name the good
either. Bound to a place whose list gives the good only by its kind while another place of the
output lists every good of the clause word for word, it is misattributed (one centre's list given
to another).

The goods and their kinds are a small closed vocabulary (:mod:`.kinds`, Korean and English): a good
not in it is never read. The places' goods records, the spans that name them and what a record
holds are :mod:`.goods_records`'.

Frames: Korean ``받아``/``받는``/``반입``/``매입``/``수거해``/``취급`` after the goods, and a bin of
the goods said to be there (``애플약국에는 폐의약품 수거함이 있어요``, ``… 수거함을 운영해요``:
flagged where 애플약국's list is empty; passed where it holds 폐의약품; ``수거함이 있는지 확인해 보세요`` is doubt, never read), English
``takes``/``accepts``/``buys``/``collects``/``handles`` before them and a bin of them said to be
there (``The health center also has a battery bin``, ``there's a clothing box``; round 35), and a
label line (``취급:``, ``Accepts:``) before them; goods put in or brought to a place named before
``에`` (round 37, :mod:`.put_places`: that place). The place is bound as :mod:`.taking_sites`
says (by name or address, in the good's sentence or those before it, or a list's one place).
Unsure, never flagged: a place :mod:`.taking_sites` leaves unsure (a name of several places, no
name and several places, a clause with a subject of its own), a place whose output kind has no
goods field at all; a negated, asked,
conditional or hedged clause and advice in the frame's clause or before it
(:data:`.asserted.ADVICE`; round 37: advice after it — ``It takes furniture and small appliances
as well as kitchenware, so your items should be fine there`` — leaves the frame asserted).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.distance_places import distance_mentions
from guardrails.grounding.excepted_places import excepted
from guardrails.grounding.forward import DISTANCE_AHEAD_KO
from guardrails.grounding.gathered_sites import gathered_places
from guardrails.grounding.goods_records import holds_goods, place_mentions, records, unheld
from guardrails.grounding.hedges import REFUSED, denied_quote
from guardrails.grounding.kinds import coordinated, exemplified, goods_in
from guardrails.grounding.landmarks import in_landmark, landmark_spans
from guardrails.grounding.put_places import GATE as PUT_GATE
from guardrails.grounding.put_places import has_put, put_frames, put_place
from guardrails.grounding.relative_holders import REPORTED, english_holder_at
from guardrails.grounding.taking_sites import HEADED, bound_place, site_of
from guardrails.grounding.unheld_places import generic_head, held_by_none
from guardrails.grounding.units import sentences

__all__ = [
    "GATE",
    "TAKES_EN",
    "TAKES_KO",
    "TOOK_EARLIER_KO",
    "site_of",
    "taken_claims",
]

# the verbs of taking a place's goods, Korean (after the goods) and English (before them), that
# every reader of goods taken knows (:mod:`.conditions` reads them too)
TAKES_KO: Final = ("받아", "받습", "받는", "받으니", "받거든", "받더라", "받죠", "반입", "수거해",
                  "수거합")  # fmt: skip
TAKES_EN: Final = ("takes?", "accepts?", "collects?")
# a Korean verb of taking that ends an earlier clause of its sentence ("…도 받고", "받으며",
# "받는데", "수거하고"): :mod:`.object_names` reads the goods after it as the next verb's
TOOK_EARLIER_KO: Final = r"받(?:고|으며|으면서|는데|지만|아서|아요|습니다)|수거하고|반입하고"
# the frames of taking: Korean after the goods, English and label lines before them
# a bin of the goods said to be at the place ("애플약국에는 폐의약품 수거함이 있어요", "… 수거함도
# 비치돼 있어요"; round 45: run there, "이 약국은 폐의약품 수거함을 운영하고 있어서"): the place
# takes them, as if it said 받아요; round 52 (r52b): kept there (``두고 있어요``, ``갖추고``,
# ``마련해``), a 수거통 or 수거 박스, and an English bin with a Korean particle ("폐의약품
# collection box를 두고 있어서", "battery bin이 있어요")
_HELD_THERE = r"\s?(?:있|비치|설치|놓여|놓고|운영|두고|둬|둡|갖추|갖춰|마련)"
_BIN_THERE: Final = (  # (each alternative opens with its literal letters: sre skips to them)
    rf"수거(?:함|\s?통|\s?박스)(?:이|가|도|을|를)?{_HELD_THERE}"
    rf"|(?:bin|box)(?:es|s)?(?:이|가|도|을|를){_HELD_THERE}"
)
_KO: Final = re.compile(
    "|".join(
        (
            *TAKES_KO,
            "받고",
            "매입",
            r"사\s?들이",
            r"사\s?가요",
            "취급해",
            "취급합",
            "취급하",
            _BIN_THERE,
        )
    )
)
_EN: Final = re.compile(
    rf"\b(?:{'|'.join(TAKES_EN)}|accepted|buys?|purchases?|handles?|lists)\b"
    r"(?!\s+(?:effect|place|about|around|up to|\d))",
    re.I,
)
# the English bin of the goods said to be at the place ("The health center also has a battery bin
# at the entrance", "there's a clothing collection box"): the goods before the bin, as after takes
_BIN_EN: Final = re.compile(
    r"\b(?:has|have|there(?:'s|\s+is|\s+are))\s+(?:(?:also|its\s+own|an?|the)\s+)*"
    r"(?P<goods>[^.;,\n]{1,40}?)\s+(?:collection\s+|drop-off\s+|recycling\s+)?(?:bins?|box(?:es)?)\b",
    re.I,
)
_LABEL: Final = re.compile(
    r"(?:취급|수거|반입|매입)\s?(?:품목)?\s?:|받는\s?(?:것|품목|물품)\s?:|\b(?:accepts|takes|items|handles)\s?(?::|[—–]\s)",
    re.I,
)  # (a dash after the label as after a colon: "- Takes — plastics, …", round 32)
GATE: Final = (*PUT_GATE, *TAKES_KO, "받고", "매입", "수거함", "사들이", "사 들이", "취급", "take", "accept", "buy", "purchase",
               "collect", "handle", "lists", "Take", "Accept", "Buy", "Collect", "Handle", "ccepts:",
               "tems:", " bin", " box", "수거통", "수거 통", "수거박스", "수거 박스")  # fmt: skip
# where a Korean clause ends ("인데 ", "받고 ", "지만 "); an English one at ";", a dash, "but"
_KO_END: Final = re.compile(r"(?:니까?|는데|인데|지만|면서|고|며|(?<![에기])서),?\s|[;—–]")
# (a contrast that excludes ends the goods: "lists appliances and furniture rather than cans")
_EN_END: Final = re.compile(
    r"[;—–()]|\s(?:but|so|while|and it|and they|rather than|instead of)\s", re.I
)
_LABEL_END: Final = re.compile(r"[;—–\n]|\s(?:but|so|while|and it|and they)\s", re.I)
# a frame that modifies a place's name after it
_ADNOMINAL: Final = re.compile(  # round 58: also as a list reports it ("받는다고 나온 곳은")
    rf"(?:(?:받(?:아\s?주)?는|(?:반입|매입|수거|취급)한){REPORTED}"
    r"|받(?:아\s?주)?는|(?:반입|매입|수거|취급)하는)\s?"
)
# the head noun the frame's clause modifies, and a distance the place's name may follow it with
# ("캔 받는 데는 약 4.3km 거리 대구광역시 남구청": 남구청, round 35)
_HEAD_NOUN: Final = re.compile(rf"(?:곳|데)(?:은|는|이|가)\s?(?:{DISTANCE_AHEAD_KO})?")
# a 시도 written before the place's name ("받는다고 명시된 곳은 대구 수성구 생활자원회수센터": round 59)
_PROVINCE_LEAD: Final = re.compile(
    r"(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)"
    r"(?:특별시|광역시|특별자치시|특별자치도|도)?\s"
)


def _claimed(sentence: str) -> list[tuple[int, int, int, int]]:
    """(goods from, goods to, clause from, clause to) of each frame of taking in ``sentence``."""
    out: list[tuple[int, int, int, int]] = []
    last = 0
    words = goods_in(sentence).values() if _KO.search(sentence) else ()
    for m in _KO.finditer(sentence):
        if denied_quote(sentence, m.end(), _KO_END):
            last = m.end()
            continue  # "유리병을 받는다고 나온 곳은 없으니": no place takes it (round 39)
        start = max(
            [last]
            + [
                c.end()
                for c in _KO_END.finditer(sentence, last, m.start())
                if not any(a <= c.start() < b for a, b in words)  # (냉장고's 고 ends nothing)
            ]
        )
        end = next((c.start() for c in _KO_END.finditer(sentence, m.end())), len(sentence))
        out.append((start, m.start(), start, end))
        last = m.end()
    for m in _BIN_EN.finditer(sentence) if "bin" in sentence or "box" in sentence else ():
        end = next((c.start() for c in _EN_END.finditer(sentence, m.end())), len(sentence))
        start = max([0] + [c.end() for c in _EN_END.finditer(sentence, 0, m.start())])
        out.append((m.start("goods"), m.end("goods"), start, end))
    for m in (*_EN.finditer(sentence), *_LABEL.finditer(sentence)):
        # a label's list runs past a good's bracketed gloss ("받는 것: 플라스틱(PET·PE), 헌옷"; round 33)
        ends = _LABEL_END if m.re is _LABEL else _EN_END
        end = next((c.start() for c in ends.finditer(sentence, m.end())), len(sentence))
        start = max([0] + [c.end() for c in _EN_END.finditer(sentence, 0, m.start())])
        out.append((m.end(), end, start, end))
    return out


def _headed(answer: str, lo: int, hi: int) -> list[tuple[int, int, int, int]]:
    """The frame of a list line headed by a name and a colon ("- 의왕시재활용센터: 약 5.7km, … —
    냉장고, 세탁기"): what the line lists after the colon, as if after "takes" (its head is read
    as a place only where it names one)."""
    m = HEADED.match(answer, answer.rfind("\n", 0, lo + 1) + 1)
    if m is None or not lo <= m.end() <= hi:
        return []
    return [(m.end() - lo, hi - lo, m.end() - lo, hi - lo)]


# a heading line of what a place takes ("**What they take**", "## Accepted items", "받는 품목:"):
# the lines under it list goods as if after "takes" (round 27)
_TAKES_HEADING: Final = re.compile(
    r"[ \t]*(?:#{1,4}[ \t]*|\*\*)?(?:what (?:they|it|the (?:center|centre|site)) (?:takes?|accepts?"
    r"|collects?)|accepted (?:items|goods|materials)|items (?:accepted|taken)|(?:받는|수거|취급|반입)"
    r"\s?(?:품목|물품)|받는 것)[ \t]*(?:\*\*)?[ \t]*:?(?:\*\*)?[ \t]*\n",
    re.I,
)


def _under_heading(answer: str, lo: int, hi: int) -> list[tuple[int, int, int, int]]:
    """The frame of a line right under a heading of what a place takes (``**What they take**`` /
    ``Styrofoam, plastics and other recyclables``): the whole line, as if after "takes"."""
    start = answer.rfind("\n", 0, lo + 1) + 1
    if start < 2 or answer[start:lo].strip():
        return []  # (the sentence opens its line; its heading is the line before)
    above = answer.rfind("\n", 0, start - 1) + 1
    if _TAKES_HEADING.fullmatch(answer, above, start) is None:
        return []
    return [(0, hi - lo, 0, hi - lo)]


def taken_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The goods ``answer`` says a place takes that the place's own record does not hold."""
    if not holds_goods(sources):
        return []  # no place's goods to hold a good against (asked before the answer is read)
    if not (contains_any(answer, GATE) or ":" in answer) or not (
        _KO.search(answer) or _EN.search(answer) or _LABEL.search(answer) or HEADED.search(answer)
        or _BIN_EN.search(answer) or has_put(answer)
    ):  # fmt: skip
        return []  # no frame of taking
    recs = records(sources)
    spans = sentences(answer)
    mentions: list[tuple[int, int, frozenset[int]]] | None = None
    distances: list[tuple[int, int, frozenset[int]]] = []  # (with mentions, once)
    out: list[Claim] = []
    seen: set[int] = set()
    for k, (lo, hi) in enumerate(spans):
        sentence = answer[lo:hi]
        advice = ADVICE.search(sentence)  # advice after a frame's clause ("…, so it should be
        # fine there") leaves the frame asserted
        puts = put_frames(sentence, _KO_END)  # "… A센터에 넣으셔도 돼요": A's goods (round 37)
        frames = _claimed(sentence) + _headed(answer, lo, hi) + _under_heading(answer, lo, hi)
        marks = landmark_spans(sentence)  # (round 49: a bin named as a landmark)
        for g_lo, g_hi, c_lo, c_hi in frames + list(puts):
            if advice is not None and advice.start() < c_hi:
                continue  # advice in the frame's clause or before it says nothing of the place
            found = goods_in(sentence[g_lo:g_hi])
            if found and marks:  # "옷수거함 옆": a bin beside the place, not its goods
                found = {g: (s, e) for g, (s, e) in found.items()
                         if not in_landmark(marks, g_lo + s, g_lo + e)}  # fmt: skip
            if not found:
                continue
            clause = _blanked(sentence[c_lo:c_hi], found, g_lo - c_lo)
            if REFUSED.search(clause) or CLAUSE_DOUBT.search(clause):
                continue
            if mentions is None:
                mentions = place_mentions(answer, recs)  # (once, where a clause names a good)
                distances = distance_mentions(answer, recs)
            head = (lo + c_lo, lo + max(g_hi, g_lo))  # the clause up to the frame's end
            put = None
            if (g_lo, g_hi, c_lo, c_hi) in puts:
                if (spot := put_place(mentions, lo + puts[g_lo, g_hi, c_lo, c_hi], answer)) is None:
                    continue  # no one place named before 에: a bag, a bin, unsure
                put = next(iter(spot[2]))
                found = {g: sp for g, sp in found.items()
                         if not spot[0] <= lo + g_lo + sp[0] < spot[1]}  # fmt: skip
            adn = _ADNOMINAL.match(answer, lo + g_hi)
            bound: dict[int, list[str]] = {}  # each good's own place ("A는 가구를, B는 식당비품을")
            for good, (g_s, _) in found.items():
                i = bound_place(
                    answer, lo + g_lo + g_s, k, spans, mentions, len(recs), head, distances
                )
                if put is not None:
                    i = put  # the place the goods are put in or brought to
                elif adn is not None:
                    # "폐매트리스까지 받는 용인시재활용센터": the place the frame's clause modifies
                    # "비닐을 받는 곳은 용전동 … 플랫폼이에요": the place after the clause's head
                    at = (_HEAD_NOUN.match(answer, adn.end()) or adn).end()
                    nxt = [m[2] for m in mentions if m[0] == at]
                    if not nxt and (lead := _PROVINCE_LEAD.match(answer, at)) is not None:
                        # "… 곳은 대구 수성구 생활자원회수센터": the name after the 시도
                        nxt = [m[2] for m in mentions if m[0] == lead.end()]
                    i = next(iter(nxt[0])) if nxt and len(nxt[0]) == 1 else i
                elif (en := english_holder_at(sentence, g_lo)) is not None:
                    # "the place that takes styrofoam is 동구 재활용선별장": the place after "is"
                    nxt = [m[2] for m in mentions if m[0] == lo + en]
                    i = next(iter(nxt[0])) if nxt and len(nxt[0]) == 1 else i
                if i is not None and any(  # "이마트 연수점을 뺀 4곳에서": the place left out
                    i in m[2] and lo <= m[0] < hi and excepted(answer, m[0], m[1]) for m in mentions
                ):
                    i = None
                if i is not None and recs[i].kind_has_goods:
                    bound.setdefault(i, []).append(good)
                elif i is None and put is None and adn is None:
                    # "두 곳 다 플라스틱, 캔, 종이 받아요": each place it counts (round 48)
                    for j in gathered_places(answer, lo, lo + g_lo + g_s, mentions):
                        if recs[j].kind_has_goods:
                            bound.setdefault(j, []).append(good)
                elif i is None and adn is not None and generic_head(answer, adn.end(), hi):
                    # "유리병을 받는 곳이 5곳": the places as a group, none of which takes it
                    if (none := held_by_none(recs, good)) is not None:
                        s, e = found[good]
                        start = lo + g_lo + s
                        seen.add(start)
                        out.append(Claim(answer[start : lo + g_lo + e], "condition", good,
                                         start, lo + g_lo + e, none))  # fmt: skip
            framed = _framed(sentence, frames) if bound else {}
            beside = coordinated(sentence, framed) if bound else None
            shown = exemplified(sentence, framed) if bound else None  # "캔 같은 고철"
            for good, why in (
                x for i, goods in bound.items() for x in unheld(recs, i, goods, beside, shown)
            ):
                s, e = found[good]
                start, end = lo + g_lo + s, lo + g_lo + e
                if start in seen:
                    continue  # (read by two frames of one clause)
                seen.add(start)
                out.append(Claim(answer[start:end], "condition", good, start, end, why))
    return sorted(out, key=lambda c: c.start)


def _framed(sentence: str, frames: list[tuple[int, int, int, int]]) -> dict[str, tuple[int, int]]:
    """The goods every frame of taking of ``sentence`` names, each at its first span in the
    sentence (what :func:`.kinds.coordinated` reads: goods said taken, not a bin's name or goods
    said put in it: ``소형가전 수거함이 있는데, 휴대폰 넣으시면 돼요``)."""
    out: dict[str, tuple[int, int]] = {}
    for g_lo, g_hi, _, _ in frames:
        for good, (s, e) in goods_in(sentence[g_lo:g_hi]).items():
            out.setdefault(good, (g_lo + s, g_lo + e))
    return out


def _blanked(clause: str, found: dict[str, tuple[int, int]], at: int) -> str:
    """The clause with its goods' words blanked: a good's letters are no hedge (``전자레인지``
    holds ``인지``)."""
    for s, e in found.values():
        clause = clause[: at + s] + " " * (e - s) + clause[at + e :]
    return clause
