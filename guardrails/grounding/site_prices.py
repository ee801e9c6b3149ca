"""A price a listed place is said to pay where no place record carries a price.

A place search lists sites with what they take (``"items": ["고철", "PET"]``), their hours and
phone; a price survey gives national or regional averages per kg (``알루미늄캔 1,200원/kg``). No
place record says what a site pays. An answer that gives a listed site a buying price — ``상주시
재활용품선별장: … · 캔도 1kg에 1,200원씩 매입``, ``강서재활용센터에서는 병을 kg당 45원에 사 줘요``,
``Sangju Sorting Facility … also buys cans at 1,200 won/kg`` — invents a buying service at that
site, even where the amount is the survey's (round 51): the survey's average is nobody's offer.

Round 55: the buying said without an amount — ``여기서 페트병도 kg당 값 쳐서 사 줘요``, ``고철은 kg당
값을 쳐 줍니다``, ``they pay for it by the kilo`` — invents the same service. Its site is the one the
sentence names, else the one the last sentence naming a site names, where this one names no buyer
of its own (``여기서``, ``there``, ``they``, or a list line on the site above it); a sentence that names
another buyer (``고물상``, ``업체``, ``a scrap dealer``) is that buyer's. Unsure
as well: a place record that speaks of buying or paying (``"detail": "폐지 매입, 계근 후 현금 지급"``),
and a comparison (``더``, ``more``), which is the survey's.

Read, in one sentence (a list line is one): the name of a place an output lists (its ``name``,
spaces aside), an amount in won, and a buying verb in the amount's clause — Korean after it
(``매입``, ``사 줘``, ``사들``, ``쳐 줘``), English before it (``buys``, ``pays``, ``purchases``,
``will pay``). Unsure, never flagged: a place record that carries a price or a reward of its own
(its price is read by the value readers), a negated, asked or hedged sentence, advice to ask.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.attributes import BUYER_KINDS
from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["GATE", "site_price_claims"]

# the buying words (the literal words are the cheap gate)
GATE: Final = (
    "매입",
    "사 줘",
    "사줘",
    "사 주",
    "사주",
    "사들",
    "쳐 줘",
    "쳐줘",
    "쳐 주",
    "쳐주",
    "buy",
    "pay",
    "purchase",
    "값",
    "돈",
)
_AMOUNT = r"\d[\d,]*(?:\.\d+)?\s?(?:원|won\b|KRW\b)"
_BUYS_KO: Final = re.compile(
    rf"{_AMOUNT}(?:/kg)?(?:씩|에|으로|로)?\s?(?:[가-힣]{{1,4}}\s)?"
    r"(?:매입|사\s?줘|사\s?주|사들|쳐\s?줘|쳐\s?주)"
)
_BUYS_EN: Final = re.compile(
    r"\b(?:buys?|buying|pays?|paying|purchases?|will\spay)\s(?:[\w-]+\s){0,4}?"
    rf"(?:at|for|of)?\s?(?:about\s|around\s)?(?:₩\s?)?{_AMOUNT}",
    re.I,
)
# round 55: the buying said without an amount ("kg당 값 쳐서 사 줘요", "값을 쳐 줍니다", "pays for it
# by the kilo"), a comparison (the survey's) aside
_PAYS_KO: Final = re.compile(
    r"(?:(?:kg|㎏|킬로)\s?당\s?)?(?:값|돈|가격|금액)(?:을|를|도)?\s?(?:쳐|주고)\s?(?:서\s?)?(?:사\s?)?"
    r"(?:줘|줍|주(?:어|었|시|는\s?(?:곳|데)이)|드려|드립)[가-힣]*"
)
_PAYS_EN: Final = re.compile(
    r"\b(?:buys?|buying|pays?|paying|purchases?|will\s(?:buy|pay))\s(?:[\w-]+\s){0,3}?"
    r"(?:by\s(?:the\s)?(?:weight|kilo(?:gram)?|kg)|per\s(?:kg|kilo(?:gram)?))\b",
    re.I,
)
_COMPARED: Final = re.compile(
    r"더|덜|보다|높게|비싸게|후하게|싸게|\bmore\b|\bless\b|\bthan\b", re.I
)
_BUYING_TEXT: Final = re.compile(r"매입|구입|사들|현금|지급|보상|\bbuy|\bpurchas|\bpay")
_DOUBT: Final = unsure(
    r"아마|보통|정도일|확인|문의|물어|알아보|\bcheck|\bconfirm|\bask\b|\bcall\b|\bprobably\b"
    r"|\busually\b|\bif\b"
)
# round 57 (r57d): a sentence that opens on the site named before it ("It also buys PET directly at
# 350 won/kg", "그곳에서는 캔도 kg당 1,200원에 매입해요"); a buyer of its own kind is another's
_REFERS: Final = re.compile(
    r"\s*(?:(?:it|they|there|the\s(?:centre|center|facility|site|place|yard))\b(?!\s(?:is|are)\b)"
    r"|(?:여기|이곳|그곳|거기|이\s?센터|그\s?센터|해당\s?센터)(?:서|에서|에서는|에서도|는|도)?\s)",
    re.I,
)
_PRICE_KEYS: Final = ("price", "fee", "reward", "point", "보상", "가격", "단가")


@per_stage
def _site_names(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the places the outputs list, spaces removed; empty where some place record
    carries a price of its own."""
    names: list[str] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(root.get("places"), list):
            continue
        for place in root["places"]:
            if not isinstance(place, dict):
                continue
            if _priced(place):
                return ()
            name = place.get("name")
            if isinstance(name, str) and len(name.replace(" ", "")) >= 3:
                names.append(name.replace(" ", ""))
    return tuple(names)


@per_stage
def _buying_said(sources: tuple[str, ...]) -> bool:
    """Whether some place record's text speaks of buying or paying (round 55)."""
    for root in parsed(sources):
        if isinstance(root, dict) and isinstance(root.get("places"), list):
            for place in root["places"]:
                if isinstance(place, dict) and _BUYING_TEXT.search(str(place).lower()):
                    return True
    return False


def _priced(place: dict[str, Any]) -> bool:
    return any(any(k in str(key).lower() for k in _PRICE_KEYS) for key in place)


def site_price_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The buying prices ``answer`` gives a listed site whose record has none."""
    names = _site_names(sources)
    if not names:
        return []
    out: list[Claim] = []
    last: str | None = None  # the site an earlier sentence named
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        bare = sentence.replace(" ", "")
        named = next((n for n in names if n in bare), None)
        found = [*_BUYS_KO.finditer(sentence), *_BUYS_EN.finditer(sentence)]
        site = named
        if found and named is None and last is not None and _referred(sentence):
            site = last  # round 57: "It also buys PET directly at 350 won/kg" after the site
        if not found:
            found, site = _unpriced(sentence, named, last, sources)
        last = named or last
        if not found or site is None or _DOUBT.search(sentence):
            continue
        for m in found:
            s, e = start + m.start(), start + m.end()
            why = f"no output gives {site} a buying price: the prices are the survey's averages"
            out.append(Claim(answer[s:e], "condition", "price", s, e, why))
    return out


def _referred(sentence: str) -> bool:
    """Whether ``sentence`` opens on the site named before it and names no buyer of its own."""
    return _REFERS.match(sentence) is not None and not BUYER_KINDS.search(sentence)


def _unpriced(
    sentence: str, named: str | None, last: str | None, sources: tuple[str, ...]
) -> tuple[list[re.Match[str]], str | None]:
    """Round 55: the buying ``sentence`` says without an amount, and the site it is said of (the
    one it names, else ``last`` where it names no buyer of its own)."""
    found = [*_PAYS_KO.finditer(sentence), *_PAYS_EN.finditer(sentence)]
    if not found or _COMPARED.search(sentence) or _buying_said(sources):
        return [], None
    if named is not None:
        return found, named
    if last is None or BUYER_KINDS.search(sentence):  # the sentence names a buyer of its own
        return [], None
    return found, last
