"""A ratio said between two named subjects (`PET 플레이크는 압축 PET의 두 배쯤이에요`, `알루미늄캔은
고철보다 네 배 넘게 비싸요`, `PET flakes fetch about twice as much as compressed PET`, `aluminium
pays six times more than scrap iron`): the records the two names pick (:func:`.orders.named`)
give the ratio, whether or not the answer states their amounts.

The ratio of some pair of the two sides' values (of one key) must round to the figure (within
half of one; `about`/`쯤`/`약`/`정도` a tenth of the figure more); `넘게`/`이상`/`over`/`more than`
asks at least the figure and below the next whole one; `거의`/`nearly`/`almost` at most the figure
and rounding to it (above it less a half, or a tenth of it from ten on; round 51);
`딱`/`정확히`/`exactly` the figure itself (:data:`.approx.EXACT_WORDS`, round 37: "PET flake
fetches exactly twice as much as compressed PET" over 650 and 350 is flagged, over 700 and 350
passes). Unsure (None: another reading decides) when either side names
no record, both name the same, or the sides hold no value of one key; round 54: a side that names
no record may name a line of the answer's own list that states its amount (``the grand piano costs
twice as much as the upright`` after ``grand piano: 30,000 won`` and ``upright piano: 20,000 won``:
:mod:`.listed_ratios`), and a plain figure is the ratio rounded, a half below it too far (1.5 is no
``twice``).

Round 40: ``half`` is the ratio ½ (``Cardboard is about half of what newspaper fetches``: newspaper
is about twice cardboard, read so). A ratio whose subject a per-kg price output lists and whose
other side is a good no output carries (``Cardboard goes for 80 won per kg — about half of what
newspaper fetches`` over a survey of 골판지 alone; ``twice what aluminum cans fetch``) is the
writer's own: flagged (:func:`.likened_prices.unpriced_good`). With newspaper listed it is read
against the two records as above; a subject of pronouns only (``It fetches about half of what
newspaper does``) or a hedged sentence is not read.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.approx import EXACT_SLACK, EXACT_WORDS
from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.likened_prices import unpriced_good
from guardrails.grounding.listed_ratios import listed_ratio
from guardrails.grounding.numbers import EN_NUMBERS
from guardrails.grounding.orders import CLAUSE_STOP, asked, facts_of, named, telling
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context

# "압축 PET의 (약) 두 배", "고철보다 (거의) 네 배", "철캔에 비해 여섯 배"
_KO_LINK = re.compile(
    r"(?:보다|의|에\s?비해|에\s?비하면|대비)\s?(?:(?P<adv>약|거의|대략|한|무려|족히|"
    + "|".join(w for w in EXACT_WORDS if not w.isascii())
    + r")\s?)?$"
)
_KO_AFTER = re.compile(
    r"\s?(?:(?P<over>넘게|넘는|이상|넘어)|(?P<about>쯤|정도|가량|남짓)|(?P<near>가까이))"
)
# "twice" and the multiplicative words ("roughly double what iron scrap fetches") are ratios
# without "times"
_EN_WORDS: Final = {"twice": 2.0, "double": 2.0, "triple": 3.0, "quadruple": 4.0, "half": 0.5}
_EN_N: Final = {w: float(n) for w, n in EN_NUMBERS.items() if n > 1} | _EN_WORDS
_EN_TIMES = re.compile(
    r"\b(?:(?P<adv>about|roughly|around|nearly|almost|approximately|over|more than|"
    + "|".join(w for w in EXACT_WORDS if w.isascii())
    + r")\s)?"
    r"(?P<n>twice|double|triple|quadruple|half|\d+(?:\.\d+)?\stimes|(?:"
    + "|".join(_EN_N)
    + r")\stimes)\s"
    r"(?:as\s(?:much|high|expensive|valuable|pricey)\sas|more\sthan|higher\sthan|the\s(?:price|rate"
    r"|value)\sof|(?:of\s)?what"
    # round 57: "more than double the compressed price": the other side's price named after "the"
    r"|the(?=\s[a-z][^.!?\n,;]{0,30}?\s(?:price|rate|value|figure)s?\b))\s",
    re.I,
)
_ABOUT: Final = ("약", "대략", "about", "roughly", "around", "approximately")
_NEAR: Final = ("거의", "nearly", "almost")
_OVER: Final = ("over", "more than", "무려", "족히")


def _holds(ratios: list[float], n: float, how: str) -> bool:
    if how == "exact":  # "딱 두 배", "exactly twice": the ratio itself
        return any(abs(r - n) <= EXACT_SLACK * n for r in ratios)
    if how == "over":
        return any(n <= r < n + 1 for r in ratios)
    if how == "near":  # just under the figure and rounding to it (round 51: 1.4 is no 거의 두 배)
        return any(n - max(0.5, 0.1 * n) < r <= n + 0.05 for r in ratios)
    if not how:  # round 54: a plain figure is the ratio rounded, 1.5 is no "twice"
        return any(abs(r - n) < 0.5 for r in ratios)
    slack = 0.5 + (0.1 * n if how == "about" else 0.0)
    return any(abs(r - n) <= slack for r in ratios)


def _ratios(s_side: list[Fact], t_side: list[Fact]) -> list[float]:
    return [
        float(s.value) / float(t.value)  # type: ignore[arg-type]
        for s in s_side
        for t in t_side
        if s.key == t.key and float(t.value) > 0  # type: ignore[arg-type]
    ]


def _sides(
    ev: Evidence, ctx: Context, s_span: tuple[int, int], t_span: tuple[int, int], t_last: bool
) -> list[float] | None:
    """The ratios of S's values over T's (money first, then any measure), None when unsure."""
    for kind in ("money", "distance", "temperature"):
        facts = facts_of(ev, kind)
        if len(facts) < 2:
            continue
        t_cues = telling(list(ctx.cues_in(*t_span)), facts)
        t_named, t_run = named(t_cues, facts, last=t_last)
        s_cues = [q for q in telling(list(ctx.cues_in(*s_span)), facts) if q not in t_run]
        s_named, _ = named(s_cues, facts, last=True)
        after = max((q.end for q in s_cues), default=s_span[0])
        if ref := _head_ref(ctx, facts, max(after, s_span[0]), s_span[1], bool(s_cues)):
            s_named = ref  # "aluminum cans 1,200 won … — so cans are worth ten times …"
        if s_named and t_named and not {id(f) for f in s_named} & {id(f) for f in t_named}:
            return _ratios(s_named, t_named) or None
    return None


_WORD = re.compile(r"[A-Za-z]{3,}")


def _head_ref(
    ctx: Context, facts: list[Fact], lo: int, hi: int, named_at_lo: bool = False
) -> list[Fact] | None:
    """The facts an English head noun in ``answer[lo:hi]`` refers back to: the last word of a
    subject the answer named before in full (``cans`` after ``aluminum cans``, ``flakes`` after
    ``PET flakes``), the last such word of the span; None when none is.

    Round 48: with ``named_at_lo`` (a name of the clause ends at ``lo``) the noun right after that
    name is its own head, not a word referring back (``Aluminium cans are worth about four times
    as much as scrap iron`` where only ``Aluminium`` is a name: ``cans`` is not ``Steel cans``)."""
    text = ctx.answer
    for m in reversed(list(_WORD.finditer(text, lo, hi))):
        if named_at_lo and (m.start() == lo or text[lo : m.start()].isspace()):
            continue
        word = " " + m.group(0).lower()
        for q in ctx.cues_in(0, m.start()):
            if q.end <= m.start() and text[q.start : q.end].lower().endswith(word):
                told = [f for f in facts if q.token in f.tokens]
                if told:
                    return told
    return None


def _clause_start(ctx: Context, pos: int) -> int:
    s_start = ctx.sentences[ctx.sentence_of(pos)][0]
    return max([s_start] + [m.end() for m in CLAUSE_STOP.finditer(ctx.answer, s_start, pos)])


def is_ratio(c: Claim) -> bool:
    """Whether ``c`` is a Korean ratio (`두 배`, `4배`)."""
    return c.kind == "number" and isinstance(c.value, tuple) and c.value[1] == "배"


def named_ratio(c: Claim, ev: Evidence, ctx: Context) -> bool | None:
    """Whether the Korean ratio ``c`` (`두 배`, `4배`) holds between the records its sentence
    names on either side of `보다`/`의`; None when unsure."""
    v = c.value
    if not is_ratio(c) or not isinstance(v, tuple) or not ctx.cues:
        return None
    link = _KO_LINK.search(ctx.answer, max(0, c.start - 14), c.start)
    if link is None:
        return None
    after = _KO_AFTER.match(ctx.answer, c.end)
    adv = link.group("adv") or ""
    how = (
        "exact" if adv in EXACT_WORDS
        else "over" if (after and after.group("over")) or adv in _OVER
        else "near" if (after and after.group("near")) or adv in _NEAR
        else "about" if (after and after.group("about")) or adv in _ABOUT
        else ""
    )  # fmt: skip
    start = _clause_start(ctx, c.start)
    ratios = _sides(ev, ctx, (start, link.start()), (start, link.start()), t_last=True)
    if ratios is None and (gap := ctx.answer.rfind(" ", start, link.start())) > start:
        # round 54: "그랜드는 업라이트의 두 배" over the answer's own lines (:mod:`.listed_ratios`)
        ratios = listed_ratio(ctx, (start, gap), (gap + 1, link.start()))
    return None if ratios is None else _holds(ratios, float(v[0]), how)


def times_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """English ratios between two named subjects (`S fetches about twice as much as T`) that the
    two subjects' records do not come out at."""
    out: list[Claim] = []
    lower = ctx.answer.lower()
    if not any(w in lower for w in ("twice", "times", "double", "triple", "quadruple", "half")):
        return out
    for m in _EN_TIMES.finditer(lower):
        if asked(ctx, m.start()):
            continue
        n_text = m.group("n").removesuffix(" times")
        n = _EN_N.get(n_text) or float(n_text)
        adv = m.group("adv") or ""
        how = (
            "exact" if adv in EXACT_WORDS
            else "over" if adv in _OVER
            else "near" if adv in _NEAR
            else "about" if adv
            else ""
        )  # fmt: skip
        stop = CLAUSE_STOP.search(lower, m.end())
        end = stop.start() if stop else len(lower)
        start = _clause_start(ctx, m.start())
        ratios = _sides(ev, ctx, (start, m.start()), (m.end(), end), t_last=False)
        if ratios is None and start > (s_start := ctx.sentences[ctx.sentence_of(m.start())][0]):
            # a clause that names no subject ("…, so 20 kg is about 24,000 won — roughly double
            # what iron scrap fetches") compares the subject its sentence named before
            ratios = _sides(ev, ctx, (s_start, m.start()), (m.end(), end), t_last=False)
        if ratios is None:  # round 54: "the grand piano costs twice as much as the upright"
            ratios = listed_ratio(ctx, (start, m.start()), (m.end(), end))
        if ratios is None:
            if (good := _unpriced(ev, ctx, (start, m.start()), (m.end(), end))) is not None:
                text = ctx.answer[m.start() : end].strip().rstrip(".!,")
                why = f"a price compared with {good}'s, which no tool output gives"
                out.append(Claim(text, "condition", n, m.start(), m.start() + len(text), why))
            continue
        if n < 1:  # "S is half of what T fetches": T is twice S
            ratios, n = [1 / r for r in ratios if r > 0], 1 / n
        if ratios and not _holds(ratios, n, how):
            text = ctx.answer[start:end].strip()
            at = ctx.answer.index(text, start)
            why = f"the named records' ratio is {max(ratios):.1f}, not {n:g}"
            out.append(Claim(text, "condition", n, at, at + len(text), why))
    return out


def _unpriced(
    ev: Evidence, ctx: Context, s_span: tuple[int, int], t_span: tuple[int, int]
) -> str | None:
    """The good a ratio compares its subject with (``about half of what newspaper fetches``)
    where no tool output carries that good though one prices the subject (``Cardboard goes for
    80 won per kg``): the ratio is the writer's, no record gives the other side. None when the
    outputs price nothing per kg, the subject names nothing they carry (``It fetches twice what
    newspaper does``), or the other side names a good they carry or no good at all."""
    facts = [f for f in facts_of(ev, "money") if f.key.endswith("price_per_kg")]
    if not any(q.token in f.tokens for q in ctx.cues_in(*s_span) for f in facts):
        return None
    return unpriced_good(ctx.answer[t_span[0] : t_span[1]], ev.sources, ev.places)
