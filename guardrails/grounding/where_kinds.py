"""A kind of place added to the general guidance on where a thing goes.

When a bin search finds nothing, its output gives general guidance: where such bins usually are
(``"where": ["아파트 단지 내 형광등 수거함", "행정복지센터(주민센터) 수거함"]``). An answer that
adds a kind of place to it — ``put the tube into the box in your apartment complex, at your
community service center, or at most convenience stores`` over lamp guidance that names no
convenience store — gives a drop-off no output names. (Over the battery guidance, ``일부
대형마트·편의점의 수거함``, the same words are the output's own.)

A closed table of kinds of drop-off place, each said in Korean and English (편의점 / convenience
store, 마트 / supermarket, 약국 / pharmacy, 보건소 / health centre, 우체국·우체통 / post office,
mailbox, 주민센터 / community centre, 아파트 / apartment, 전자제품 매장 / electronics store, 철물점,
도서관 / library, 소방서 / fire station, 파출소 / police box), read in a sentence that says where to
put or take the thing (넣, 버리, 배출, 가져, 수거함, put, drop, take, bin, box). A kind is invented
when no tool output string and not the user's words name it, over a stage whose outputs give such
guidance and found no place. Unsure, never flagged: a negated, asked or hedged sentence (``may``,
``could``, ``수도 있어요``; what is usual, ``보통``, ``usually``: round 16's ``마대는 보통
편의점이나 마트에서 팔아요``), advice to check or ask (``주민센터에 물어보시면``, ``call``).

Round 48 (r48a): where a bin search did find places (a ``points`` list), a kind of place said to
take the thing *as well* — ``any pharmacy in town will also take them``, ``금천구 보건소에서도
폐의약품을 받아 줘요``, ``health centres accept them too`` — is one more drop-off the outputs do not
name. Read only with an also-word beside a taking verb (Korean ``…에서도`` right after the kind,
then 받/수거; English ``also``/``too``/``as well`` with take/accept/collect), so a kind named as a
landmark or an address is no claim.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["where_kind_claims"]

# kind → (how an answer says it, what in an output's lower-cased text or the user's words names it)
_KINDS: Final[dict[str, tuple[re.Pattern[str], re.Pattern[str]]]] = {
    "convenience store": (re.compile(r"편의점|\bconvenience\s(?:stores?|shops?)\b", re.I),
                          re.compile(r"편의점|convenience")),
    "supermarket": (re.compile(r"마트|\bsupermarkets?\b|\bhypermarkets?\b|\bmarts?\b", re.I),
                    re.compile(r"마트|mart|supermarket")),
    "pharmacy": (re.compile(r"약국|\bpharmac(?:y|ies)\b|\bdrugstores?\b", re.I),
                 re.compile(r"약국|pharmac")),
    "health centre": (re.compile(r"보건소|\bhealth\s(?:cent(?:er|re)s?|clinics?)\b", re.I),
                      re.compile(r"보건소|health")),
    "post office": (re.compile(r"우체국|우체통|\bpost\s?offices?\b|\bmail\s?box(?:es)?\b"
                               r"|\bpost\s?box(?:es)?\b", re.I),
                    re.compile(r"우체|post|mail")),
    "community centre": (re.compile(r"주민센터|행정복지센터|동사무소|\bcommunity\s(?:service\s)?"
                                    r"cent(?:er|re)s?\b|\bdong\soffices?\b", re.I),
                         re.compile(r"주민센터|행정복지센터|동사무소|community|dong")),
    "electronics store": (re.compile(r"전자제품\s?(?:매장|판매점)|가전\s?매장|하이마트"
                                     r"|\belectronics\s(?:stores?|shops?)\b", re.I),
                          re.compile(r"전자제품|가전|electronics|하이마트")),
    "hardware store": (re.compile(r"철물점|\bhardware\s(?:stores?|shops?)\b", re.I),
                       re.compile(r"철물|hardware")),
    "library": (re.compile(r"도서관|\blibrar(?:y|ies)\b", re.I), re.compile(r"도서관|librar")),
    "fire station": (re.compile(r"소방서|\bfire\sstations?\b", re.I), re.compile(r"소방|fire")),
    "police box": (re.compile(r"파출소|지구대|\bpolice\s(?:box(?:es)?|stations?)\b", re.I),
                   re.compile(r"파출소|지구대|police")),
}  # fmt: skip
_DROP: Final = re.compile(
    r"넣|버리|버려|배출|가져|수거함|\b(?:put|drop|take|bring|bins?|box(?:es)?|collection)\b", re.I
)
# where a thing is sold, in an output; buying or selling it, in the answer
_SOLD: Final = re.compile(r"판매|구입|구매|\bsold\b|\bsale")
_BUY: Final = re.compile(
    r"구입|구매|판매|팔아|팝니다|살\s?수|사실\s?수|\b(?:buy|bought|sells?|sold|purchase)\b", re.I
)
_DOUBT: Final = unsure(
    rf"확인|문의|물어|여쭤|여쭈|알려|전화|보통|대개|흔히|\busually\b|\btypically\b|\bgenerally\b"
    rf"|\bcheck|\bconfirm|\bask\b|\bcall\b|\bcontact\b|\bif\b"
    rf"|{INDIRECT_QUESTION}"
)


@per_stage
def _outputs_text(sources: tuple[str, ...]) -> str:
    """Every output string lower-cased, once per stage (the three readers below search it)."""
    return " ".join(t for root in parsed(sources) for t in strings_under(root)).lower()


@per_stage
def _guidance_text(sources: tuple[str, ...]) -> str | None:
    """Every output string lower-cased, when some output gives guidance on where (a ``where``
    list) and none lists a place found (else None)."""
    guided = False
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("points", "places"):
            listed = root.get(key)
            if isinstance(listed, list) and listed:
                return None
        guidance = root.get("guidance")
        if isinstance(guidance, list) and any(
            isinstance(g, dict) and isinstance(g.get("where"), list) for g in guidance
        ):
            guided = True
    if not guided:
        return None
    return _outputs_text(sources)


@per_stage
def _found_text(sources: tuple[str, ...]) -> str | None:
    """Every output string lower-cased, when some output lists places a bin search found (a
    non-empty ``points`` list; else None)."""
    found = False
    for root in parsed(sources):
        if isinstance(root, dict):
            listed = root.get("points")
            if isinstance(listed, list) and any(isinstance(p, dict) for p in listed):
                found = True
                break
    if not found:
        return None
    return _outputs_text(sources)


# a kind said to take the thing as well: "보건소에서도 … 받아요", "also take(s)", "accept them too"
_ALSO_KO: Final = re.compile(r"[가-힣]{0,4}?(?:에서|에|으로|로)?도\s")
_TAKE_KO: Final = re.compile(r"받아|받습|받는|받을|받고|수거해|수거합|수거하|가져가")
_ALSO_EN: Final = re.compile(r"\b(?:also|too|as\swell)\b", re.I)
_TAKE_EN: Final = re.compile(r"\b(?:take|takes|accept|accepts|collect|collects)\b", re.I)


def _also_taken(answer: str, text: str, said: str) -> list[Claim]:
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        korean = _TAKE_KO.search(sentence) is not None
        english = _TAKE_EN.search(sentence) is not None and _ALSO_EN.search(sentence) is not None
        if not (korean or english) or _DOUBT.search(sentence):
            continue
        for name, (spoken, named) in _KINDS.items():
            if named.search(text) or named.search(said):
                continue
            for m in spoken.finditer(sentence):
                if not english and _ALSO_KO.match(sentence, m.end()) is None:
                    continue
                why = f"no output names a {name} as a place that takes it"
                out.append(
                    Claim(m.group(), "condition", name, start + m.start(), start + m.end(), why)
                )
    return out


@per_stage
def _sale_text(sources: tuple[str, ...]) -> str | None:
    """Every output string lower-cased, when some output says where a thing is sold (판매, 구입:
    a sticker's ``읍·면·동 행정복지센터 및 지정 판매소에서 판매``; else None)."""
    text = _outputs_text(sources)
    return text if _SOLD.search(text) else None


def where_kind_claims(answer: str, sources: tuple[str, ...], user: str) -> list[Claim]:
    """The kinds of drop-off place ``answer`` adds to the outputs' general guidance, and the
    kinds of shop it adds to where the outputs say a thing is sold (round 28: ``as well as post
    offices`` beside ``행정복지센터 및 지정 판매소에서 판매``)."""
    out: list[Claim] = []
    for text, act in ((_guidance_text(sources), _DROP), (_sale_text(sources), _BUY)):
        if text is not None:
            out += _added(answer, text, act, user.lower())
    found = _found_text(sources)
    if found is not None:
        out += _also_taken(answer, found, user.lower())
    return out


def _added(answer: str, text: str, act: re.Pattern[str], said: str) -> list[Claim]:
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        if act.search(sentence) is None or _DOUBT.search(sentence):
            continue
        for name, (spoken, named) in _KINDS.items():
            if named.search(text) or named.search(said):
                continue
            for m in spoken.finditer(sentence):
                why = f"the outputs' guidance names no {name} as a place to take it"
                out.append(
                    Claim(m.group(), "condition", name, start + m.start(), start + m.end(), why)
                )
    return out
