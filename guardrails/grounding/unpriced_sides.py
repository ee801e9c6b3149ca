"""A price comparison whose other side is a material no tool output prices.

``골판지는 kg당 80원이야. 신문지보다 비싸게 쳐줘!`` over an output that prices 골판지 alone, ``PET pays
more than newspaper`` over plastic prices: the order needs the other side's price, and no output
gives it (none names the material at all), so the comparison is the answer's own — fabricated.
:mod:`.orders` holds an order against the rows both sides name; a side that names no row is
unsure there, and read here only when it is a known material or item of the vocabulary's
subjects (:attr:`.PlaceVocabulary.aliases`: ``신문지``, ``박스`` → 골판지, ``newspaper``) that no
tool output writes in any of its spellings (``박스보다`` beside a 골판지 row is that row, round 56).

Unsure, never flagged: a word of no known material (``평소보다``, ``작년보다``, ``다른 데보다``),
a place (the regional premium is :mod:`.scopes`'), a material an output names in any spelling, a
comparison asked, negated or hedged (:func:`.orders.asked`), outputs that price nothing.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.degree_words import EN_DEGREE, EN_PER, KO_DEGREE, KO_MEASURE, KO_THAN
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.subjects import Context
from guardrails.grounding.vocabulary import PlaceVocabulary

# "T보다 (더) 비싸게 쳐줘", "T보다 싸요", "T보다 단가가 높아": T is the word right before 보다
_KO: Final = re.compile(
    rf"(?<![가-힣A-Za-z])(?P<t>[가-힣A-Za-z]{{2,12}}?)(?:\s?\([^)]{{0,24}}\))?(?:이|가)?\s?{KO_THAN}\s?"
    rf"{KO_DEGREE}(?:(?P<measure>{KO_MEASURE}){KO_DEGREE})?"
    r"(?P<adj>비싸|비싼|싸게|싸요|싸다|싼|저렴|많이\s?쳐|후하|더\s?쳐|높|낮)"
)
# "S pays more than T", "cheaper per kg than T"
_EN: Final = re.compile(
    rf"\b{EN_DEGREE}(?:more\sexpensive|less\sexpensive|pricier|cheaper|dearer|more\svaluable"
    r"|less\svaluable|worth\s(?:more|less)|(?:pays?|fetch(?:es)?|gets?|earns?)\s(?:more|less)"
    rf")\s{EN_PER}than\s(?:the\s|a\s|an\s)?(?P<t>[A-Za-z][A-Za-z-]*(?:\s[A-Za-z][A-Za-z-]*){{0,2}})",
    re.I,
)
_GATE: Final = ("보다", "than")


def _material(word: str, places: PlaceVocabulary) -> str | None:
    """The material or item ``word`` names (its longest known head: ``신문지``, ``old newspapers``
    → 신문지), never a place; ``None`` for any other word."""
    if word.isascii():
        words = word.lower().split()
        heads = [" ".join(words[i:j]) for j in range(len(words), 0, -1) for i in range(j)]
    else:
        heads = [word[:n] for n in range(len(word), 1, -1)]
    for head in heads:
        name = places.aliases.get(head)
        if name is not None and name not in places.names and name in places.forms:
            return name
    return None


def _named(name: str, places: PlaceVocabulary, lower: str) -> bool:
    """Whether the outputs' lower-cased text writes ``name`` in any of its spellings."""
    return any(f.lower() in lower for f in (name, *places.forms.get(name, ())))


def unpriced_side_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Comparisons of price whose other side no tool output names (see the module docstring)."""
    answer = ctx.answer
    if not any(g in answer for g in _GATE) or not ev.of("unit_price") and not ev.of("money"):
        return []
    from guardrails.grounding.orders import asked  # it reads this module's claims in

    lower: str | None = None
    out: list[Claim] = []
    for rx in (_KO, _EN):
        for m in rx.finditer(answer):
            if rx is _KO and m.group("adj") in ("높", "낮") and not m.group("measure"):
                continue  # "보다 높아": of a price only with its price word ("단가가 높아")
            name = _material(m.group("t"), ev.places)
            if name is None or asked(ctx, m.start()):
                continue
            if lower is None:
                lower = lowered_text(ev.sources)
            if _named(name, ev.places, lower):
                continue
            text = m.group(0).strip()
            at = answer.index(text, m.start())
            why = f"no tool output prices {name}: the comparison's other side is the answer's own"
            out.append(Claim(text, "condition", text, at, at + len(text), why))
    return out
