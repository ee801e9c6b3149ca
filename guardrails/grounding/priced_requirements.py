"""A requirement the answer says a price is paid on, in a state of the good no output writes.

Our price outputs give a price per kg of a row (``EPS 압축(스티로폼) 200원/kg``) and, at most, a note
on what a form is (``압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 …``). An answer
that makes the price hang on a requirement — ``It has to be clean and free of tape or stickers to be
accepted at that price``, ``To get that rate, the cans must be crushed and dry``, ``그 가격을
받으려면 테이프랑 스티커를 다 떼야 해요``, ``이 시세는 라벨을 뗀 경우에만 적용돼요`` — states a term of
the buying the outputs never give, whenever the requirement names a state of the good (its labels,
tape and stickers, caps, washed, dried, compressed …: the closed class of :mod:`.state_words`) that
no output writes in either language. A state an output writes (``clean`` over ``세척·분쇄한``) is
carried, and a requirement that names no such state is not read (a translation of the outputs'
words cannot be told from an invention there).

The frame ties the requirement to a price named as such: ``(has|must|needs) to be … to be accepted /
bought / paid at that price``, ``to get / fetch / qualify for that (price|rate)``, ``that price only
applies if …``, ``그/이/해당 (가격|시세|단가|값)을 받으려면 …``, ``그 가격은 … 경우에만``, and (round 53)
a restriction set beside a price per kg (``200원/kg · only clean white ones, no tape or stickers``,
``200원/kg · 테이프 뗀 깨끗한 것만``); round 54 (r54a) reads the same restriction in a sentence of its own
after the price (``… averages 200 won/kg. Buyers only take it clean and white — anything with tape
or stickers is rejected``, ``They only accept rinsed cans``, ``업체는 테이프 뗀 깨끗한 것만 받아요``):
a buyer said to take only goods in some state, in an answer that has stated a price per kg; and a
premium on the price for goods in a state (``라벨 뗀 투명 페트병은 kg당 50원 더 받아요``, ``Bottles with
the labels off fetch an extra 50 won per kg``): the state is read in the premium's clause (an
English one that compares two goods, ``than``, ``versus``, is a difference, not read). Unsure,
never flagged: a negated, asked or hedged sentence (``may``, ``usually``, ``보통``, ``수도 있``) and
advice to check (``확인``, ``check``, ``ask``).

Round 58 (r58e): the price said to be the same whatever a state no output writes (``yards pay the
same whether it's rusty or not``, ``녹슬었든 아니든 같은 값으로 쳐줘요``, ``녹과 상관없이 같은 가격``;
its ``whether … or not`` is the frame's, no doubt), a premium with no figure (``라벨 떼고 팔면 더
쳐줘요``), and a requirement or premium for goods left out of the compressed form the outputs' rows
are priced in (``캔은 찌그러뜨리지 않고 그대로 가져가야 제값을 받아요``, ``… 가져가면 값을 더 받아요``,
``To get the full price, bring the cans uncrushed``: :func:`.state_words.left_unpressed`; that
negation is the state's, no doubt of the sentence).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.state_words import left_unpressed, unpressed_spans, unwritten_state
from guardrails.grounding.units import sentences

__all__ = ["GATE", "priced_requirement_claims"]

# the literal words a frame needs (most answers hold none)
GATE: Final = (
    "hat price", "his price", "hat rate", "his rate", "full price", "listed price", "quoted price",
    "stated price", "full rate", "listed rate", "그 가격", "이 가격", "해당 가격", "그 시세", "이 시세", "해당 시세",
    "그 단가", "이 단가", "그 값", "이 값", "그 가격에", "제값", "/kg", "/㎏", "per kg", "a kg",
    "kg당", "원 더", "원씩 더", "원 추가", "won more", "won extra", "extra ", "additional ",
    "whether", "regardless", "아니든", "아니던", "말든", "않든", "상관없이", "관계없이", "더 받", "더 쳐", "값을 더",
)  # fmt: skip

# a price per kg, as a price output gives it ("200원/kg", "200 won per kg", "₩200/kg")
_PER_KG = r"\d[\d,]*\s?(?:원|won|krw)\s?(?:/\s?|per\s|a\s)(?:kg|㎏|kilo(?:gram)?)\b"
_PRICE_EN = r"(?:that|this|the\s(?:full|listed|quoted|stated))\s(?:price|rate)"
_FRAME_EN: Final = re.compile(
    # "It has to be clean … to be accepted at that price"
    r"\b(?:has|have|needs?|must)\s(?:to\s)?be\s(?P<r>[^.;:!?\n]{2,80}?)\sto\s(?:be\s)?(?:accepted|bought"
    r"|taken|paid|priced|purchased|get|fetch|earn|qualify|count)\b[^.;:!?\n]{0,12}?\b(?:at|for)\s"
    + _PRICE_EN
    # "To get that rate, the cans must be crushed and dry", "to qualify for this price they …"
    + r"|\bto\s(?:get|fetch|earn|receive|qualify\sfor|be\spaid)\s"
    + _PRICE_EN
    + r"\b(?P<r2>[^.;:!?\n]{2,80})"
    # "that price only applies if the labels are off", "this rate is only for clean, dry cans"
    + r"|\b"
    + _PRICE_EN
    + r"\s(?:only\s)?(?:applies|holds|is\spaid|is\sgiven|is\sfor)\s(?:only\s)?(?:if|when|once|as\slong\sas"
    r"|provided|to)\b(?P<r3>[^.;:!?\n]{2,80})"
    # round 53 (r53a): a restriction set beside a price per kg ("200원/kg · only clean white ones,
    # no tape or stickers", "200 won per kg (only if the labels are off)")
    + r"|"
    + _PER_KG
    + r"\s?[·•—–(:,-]\s?(?P<r4>only\b[^.;!?\n]{2,80})"
    # round 54 (r54a): the restriction in a sentence of its own after the price ("Buyers only take
    # it clean and white — anything with tape is rejected"; read only after a price per kg)
    + r"|\bonly\s(?:takes?|accepts?|buys?|purchases?|wants?|pays?\sfor)\b(?P<r5>[^.;!?\n]{2,80})"
    # round 58 (r58e): the price said to be the same whatever the good's state ("yards pay the same
    # whether it's rusty or not", "the same rate regardless of rust")
    + r"|\b(?:pay|pays|paid|get|gets|fetch(?:es)?|give|gives|is|are)\s(?:you\s)?(?:exactly\s|just\s)?the\s"
    r"same(?:\s(?:price|rate|amount))?\s(?P<r6>(?:whether|regardless\sof)\b[^.;!?\n]{2,60})",
    re.I,
)
_PRICE_KO = r"(?:그|이|해당|위|그런|이런)\s?(?:가격|시세|단가|값|금액)|제값"
_FRAME_KO: Final = re.compile(
    # "그 가격을 받으려면 테이프랑 스티커를 다 떼야 해요"
    rf"(?:{_PRICE_KO})(?:을|를|으로|에|이라도)?\s?(?:다\s)?(?:받으려면|받으시려면|팔려면|파시려면|쳐\s?받으려면"
    r"|적용받으려면|인정받으려면|받기\s?위해서?는?)(?P<r>[^.;!?\n]{2,80})"
    # "이 시세는 라벨을 뗀 경우에만 적용돼요", "그 가격은 깨끗한 것만 해당돼요"
    rf"|(?:{_PRICE_KO})(?:은|는|이|가)\s(?P<r2>[^.;!?\n]{{2,60}}?)(?:경우에?만|때에?만|것만|거만|조건)"
    # "테이프를 다 떼야 그 가격을 받을 수 있어요": the requirement first
    rf"|(?P<r3>[^.;!?\n]{{2,60}}?)(?:어야|아야|해야|여야|야)\s?(?:만\s?)?(?:{_PRICE_KO})(?:을|를|에|으로)?\s?"
    r"(?:다\s)?(?:받|쳐|팔|적용|인정)"
    # round 53 (r53a): "200원/kg · 테이프·스티커 뗀 깨끗한 것만"
    + r"|"
    + _PER_KG
    + r"\s?[·•—–(:,-]\s?(?P<r4>[^.;!?\n]{2,60}?(?:것|거|제품|경우|때)에?만)"
    # round 54 (r54a): "업체는 테이프 뗀 깨끗한 것만 받아요" after the price
    # round 57 (r57d): any good's word before 만 ("이물질 없는 흰색 스티로폼만 매입하니"; not 지만)
    + r"|(?P<r5>[^.;!?\n]{2,60}?[가-힣](?<!지)만\s?(?:받|매입|사\s?가|사요|구매|취급))"
    # round 58 (r58e): the price said to be the same whatever the good's state ("녹슬었든 아니든 같은
    # 값으로 쳐줘요", "녹과 상관없이 같은 가격이에요")
    + r"|(?P<r6>[^.;!?\n]{2,40}?(?:든|던)\s?(?:아니든|아니던|말든|않든|안\s?\S+든))\s?(?:\S+\s){0,2}?"
    r"(?:같은|똑같|동일)"
    + r"|(?P<r7>[^.;!?\n]{2,40}?)(?:와|과|랑|이랑)?\s?(?:상관없이|관계없이)\s(?:\S+\s)?(?:같은|똑같|동일)",
    re.I,
)
# a price per kg stated before a buyer's restriction ("200원/kg이에요", "kg당 200원", "200 won a kg")
_PRICED: Final = re.compile(
    r"\d[\d,]*\s?(?:원|won|krw)\s?(?:/\s?|per\s|a\s)(?:kg|㎏|kilo)|(?:kg|㎏)\s?당\s?\d", re.I
)
# round 54 (r54a): a premium on the price for goods in a state: in Korean the clause before it
# ("라벨 뗀 투명 페트병은 kg당 50원 더 받아요"), in English its sentence ("Bottles with the labels
# off fetch an extra 50 won per kg", "you get 50 won more per kg once the caps are off")
_PREMIUM_KO: Final = re.compile(
    r"(?P<r>[^.;!?\n,]{2,60}?)\s?(?:kg당\s?|㎏당\s?|킬로당\s?)?\d[\d,]*\s?원\s?(?:씩\s?)?(?:더|추가로?)\s?"
    r"(?:받|쳐|주|줘|드려|얹|붙|쳐\s?줘)"
)
_PREMIUM_EN: Final = re.compile(
    r"\b(?:an?\s)?(?:extra|additional)\s(?:₩\s?)?\d[\d,]*\s?(?:won|krw|원)"
    r"|\b\d[\d,]*\s?(?:won|krw|원)\s(?:more|extra)\b",
    re.I,
)
# the words each pattern cannot match without, searched first (literals first: skipped to in C,
# where the patterns above open with a repeat tried at every position): every branch of
# _FRAME_EN holds "price"/"rate" (_PRICE_EN) or "only"; of _FRAME_KO, _PRICE_KO or a
# (것|거|제품|경우|때)에?만 ending (r4, r5); of _PREMIUM_KO, 원, 씩 and 더/추가 (round 56)
_FRAME_EN_CUE: Final = alternation(r"price|rate|only|same")
_FRAME_KO_CUE: Final = re.compile(  # (Hangul: no case)
    rf"{_PRICE_KO}|(?:것|거|제품|경우|때)에?만|[가-힣](?<!지)만\s?(?:받|매입|사\s?가|사요|구매|취급)"
)
# round 58: the words of a price said the same whatever the state, tested as literals first
_SAME_KO: Final = ("든", "상관없이", "관계없이")
_SAME_KO_CUE: Final = re.compile(r"든\s?(?:아니|말|않|안)|상관없이|관계없이")
_PREMIUM_KO_CUE: Final = re.compile(
    r"원\s?(?:씩\s?)?(?:더|추가)|면\s?(?:\S+\s)?(?:값(?:을|이)?\s?)?더\s?[받쳐]"
)
# round 58 (r58e): a premium with no figure, for goods brought in some state ("캔은 찌그러뜨리지 않고
# 가져가면 값을 더 받아요", "라벨을 떼고 팔면 더 쳐줘요")
_PREMIUM_KO_BARE: Final = re.compile(
    r"(?P<r>[^.;!?\n,]{2,60}?)(?:가져가|갖다\s?주|가지고\s?가|팔|내놓|넘기)(?:시)?면\s?(?:\S+\s)?"
    r"(?:값(?:을|이)?\s?)?더\s?(?:받|쳐)"
)
# the words of a price said the same whatever the state, no doubt of it ("whether … or not")
_INDIFFERENT: Final = re.compile(
    r"\bwhether\b|\bor\snot\b|\bregardless\b|(?:든|던)\s?(?:아니든|아니던|말든|않든|안\s?\S+든)",
    re.I,
)
_CUED: Final = ((_FRAME_EN, _FRAME_EN_CUE), (_FRAME_KO, _FRAME_KO_CUE))
# a hedge or advice to check, beside the negations and questions :func:`.hedges.unsure` reads
_HEDGE_WORDS: Final = (
    r"\busually\b|\btypically\b|\bgenerally\b|\boften\b|\bsome\b|\bcheck\b|\bask\b|\bconfirm\b"
    r"|\bwhether\b|보통|대개|일반적으로|일부|확인|문의|여쭤|알아보|는지|인지"
)
_DOUBT: Final = unsure(_HEDGE_WORDS)
# a restriction beside a price says its own negation ("no tape", "없는 것만"): hedges alone doubt it
_HEDGED: Final = alternation(
    r"\?|수도\s?있|혹시|\bmay\b|\bmight\b|\bcould\b|\bnot\sonly\b|" + _HEDGE_WORDS
)


def priced_requirement_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The requirements ``answer`` puts on a price that name a state of the good no output
    writes."""
    out: list[Claim] = []
    text = lowered_text(sources)
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        for rx, cue in _CUED:
            m = rx.search(sentence) if _cued(sentence, cue) else None
            if m is not None and m.group("r5") and not _PRICED.search(answer, 0, lo):
                continue  # a buyer's restriction is read only after a stated price per kg
            # a restriction beside a price says its own "no tape", "없는 것만": hedges alone doubt it
            doubt = _HEDGED if m is not None and (m.group("r4") or m.group("r5")) else _DOUBT
            if m is None or doubt.search(_own_negations(sentence, m)):
                continue
            required = next(g for g in m.groups() if g)
            state = unwritten_state(required, text)
            unpressed = left_unpressed(required, text) if state is None else None
            if state is None and unpressed is None:
                continue
            why = (
                f"no tool output makes the price depend on '{state}'"
                if unpressed is None
                else f"the outputs' price is of the compressed form, not of goods '{unpressed.group(0)}'"
            )
            body = sentence.strip()
            at = lo + sentence.index(body)
            out.append(Claim(body, "condition", state, at, at + len(body), why))
            break
        else:
            if (claim := _premium(sentence, lo, text)) is not None:
                out.append(claim)
    return out


# the clause of an English premium ends at a comma, dash, semicolon or colon; a premium of one good
# over another ("worth 1,020 won more per kilo than steel", "versus") is a difference, no state's
_EN_CLAUSE_STOP: Final = re.compile(r"[,;:—–]|\s-\s")
_COMPARED: Final = re.compile(r"\bthan\b|\bversus\b|\bvs\b|\bcompared\b", re.I)


def _english_clause(sentence: str) -> str | None:
    """The clause of ``sentence`` that holds an English premium, None when none or a comparison."""
    m = _PREMIUM_EN.search(sentence)
    if m is None:
        return None
    stops = [s.end() for s in _EN_CLAUSE_STOP.finditer(sentence, 0, m.start())]
    after = _EN_CLAUSE_STOP.search(sentence, m.end())
    clause = sentence[stops[-1] if stops else 0 : after.start() if after else len(sentence)]
    return None if _COMPARED.search(clause) else clause


def _cued(sentence: str, cue: re.Pattern[str]) -> bool:
    """Whether ``sentence`` holds the words a frame (its ``cue``) cannot match without."""
    if cue.search(sentence):
        return True
    return (
        cue is _FRAME_KO_CUE
        and any(w in sentence for w in _SAME_KO)
        and _SAME_KO_CUE.search(sentence) is not None
    )


def _own_negations(sentence: str, m: re.Match[str] | None) -> str:
    """``sentence`` with the negations that belong to the requirement blanked: a good left
    uncompressed (``찌그러뜨리지 않고``, ``uncrushed``) and a price said the same ``whether … or
    not`` (round 58); what is left is read for doubt."""
    spans = unpressed_spans(sentence)
    said = m.groupdict() if m is not None else {}
    if said.get("r6") or said.get("r7"):
        spans += [i.span() for i in _INDIFFERENT.finditer(sentence)]
    for a, b in spans:
        sentence = sentence[:a] + " " * (b - a) + sentence[b:]
    return sentence


def _premium(sentence: str, lo: int, text: str) -> Claim | None:
    """A premium on the price for goods in a state no output (``text``) writes (round 58: or
    left out of the compressed form the outputs price), else None."""
    cued = ("더" in sentence or "추가" in sentence) and _PREMIUM_KO_CUE.search(sentence)
    m = (_PREMIUM_KO.search(sentence) or _PREMIUM_KO_BARE.search(sentence)) if cued else None
    clause = m.group("r") if m else _english_clause(sentence)
    if clause is None or _DOUBT.search(_own_negations(sentence, None)):
        return None
    state = unwritten_state(clause, text)
    unpressed = left_unpressed(clause, text) if state is None else None
    if state is None and unpressed is None:
        return None
    body = sentence.strip()
    at = lo + sentence.index(body)
    why = (
        f"no tool output gives a higher price for '{state}'"
        if unpressed is None
        else f"the outputs' price is of the compressed form, not of goods '{unpressed.group(0)}'"
    )
    return Claim(body, "condition", state, at, at + len(body), why)
