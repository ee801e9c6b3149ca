"""Order claims over values: a subject S said to hold the extreme of an attribute, or to stand
above or below another subject T, in words :mod:`.ordinal` does not read.

One test for every such claim: the attribute (price, distance, temperature) comes from the
order word (`비싸`, `cheaper`, `closer`) or, for a word of any attribute (`최고가`, `가장 높은`,
`the lowest`, `higher than`, `pays the most`), from the values its sentence states; S and T are
the records their words name (:func:`.superlative_subjects._subject`); the records S is ranked
among are those of S's key in S's tool output that hold every word of the scope the sentence
gives it (`압축품 중에서`, `among compressed bales`, `the best-paying compressed plastic`).
Flagged when S is not the extreme of that set (a superlative), or when every value of S stands
on the wrong side of every value of T (a comparative: `ABS는 PET보다 비싸요` where PET's rows
are dearer). A name that picks no record, a scope that leaves fewer than two rows, or an order
true for some reading never flags.

Forms read here (the others are :mod:`.ordinal`'s):

- superlatives by an adverb and a verb (`가장 싸게 쳐주는 건 X`, `X를 제일 비싸게 사 줘요`,
  `pays the most`, `fetches the least`) or by a word of any attribute (`최고가`, `최저가`, `가장
  높은`, `the lowest`, `the highest`);
- comparatives (`S는 T보다 (더) 비싸요/싸요/멀어요/가까워요/추워요/높아요`, `T보다 S가 싸요`,
  `S is cheaper / more expensive / closer / higher than T`, `S pays more than T`, `S is worth
  more than T`, and after a copula a bare `S is (still) more / less than T`, of the attribute
  its sentence states values of: `compressed PP at 180 won/kg is still more than ABS` where ABS
  is 280 is flagged, `takes more than an hour` is no comparison); the unit both are priced per
  and the particle after 보다 are read as without (`T보다는 kg당 더 비싸지만`, `worth less per
  kilo than`: :mod:`.degree_words`). An English clause ends at a comma or a dash before a joining
  word (`, while`, `— and even …`): S is named in the comparison's own clause.

Round 56: two groups of rows compared as wholes (``종이류가 플라스틱보다 대체로 비싸요``, ``paper
generally pays more than plastic``: two rows or more on each side) are also flagged when the mean
and the median of S both stand on the wrong side of T's, though some pair of rows stands the
right way (:mod:`.group_orders`); round 58: said of every case (``순천이 모든 경우에 강릉보다 싸요``),
against the fees the answer lists for each side (:mod:`.every_case`). A side that names no row but a material no output prices is
:mod:`.unpriced_sides`'.

A word in an aside set off by dashes before the order word names no subject of it ("Clear glass
is worth the most — 10 won more than green — so your jars are the most valuable": clear glass,
not green, :data:`_ASIDE`).

A name is the run of adjacent cue words nearest the order word (`압축 PET`, `PS(압축)`, `PET
flakes`); of a run of two words or more, all but the one held by the fewest rows are its form,
and a superlative ranks S among the rows of that form (`compressed PET pays the most` among the
compressed rows). A word of any attribute ranks prices only: `tomorrow's lowest` is a day's own
low, not a rank among cities.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.chosen_rows import chosen_row
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.cues import Cue
from guardrails.grounding.degree_words import EN_DEGREE, EN_PER, KO_DEGREE, KO_MEASURE, KO_THAN
from guardrails.grounding.every_case import every_case_wrong
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.extreme_rivals import extreme_rows, rival_extreme
from guardrails.grounding.group_orders import groups_reversed
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.joined_clauses import clause_end
from guardrails.grounding.ordinal import _evidence_best
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context
from guardrails.grounding.superlative_subjects import _is_measure

# the cheap gate: some word of an order claim read here (on the lower-case answer)
GATE: Final = ("보다", "than", "최고가", "최저가", "가장", "제일", "젤 ", "lowest", "highest",
               " the most", " the least", "twice", "times", "double ", "triple ", "half ",
               "quadruple ")  # fmt: skip

# adjective → (attribute, +1 the larger value / -1 the smaller); None: the sentence's values say
_KO_ADJ: Final = {
    "비싸": ("money", 1), "비싼": ("money", 1), "싸": ("money", -1), "싼": ("money", -1),
    "저렴": ("money", -1), "멀": ("distance", 1), "먼": ("distance", 1), "가까": ("distance", -1),
    "가깝": ("distance", -1), "춥": ("temperature", -1), "추운": ("temperature", -1),
    "추워": ("temperature", -1), "따뜻": ("temperature", 1), "덥": ("temperature", 1),
    "더운": ("temperature", 1), "더워": ("temperature", 1), "높": (None, 1), "낮": (None, -1),
    "많이 쳐": ("money", 1), "후하": ("money", 1),
}  # fmt: skip
_EN_ADJ: Final = {
    "more expensive": ("money", 1), "pricier": ("money", 1), "dearer": ("money", 1),
    "cheaper": ("money", -1), "less expensive": ("money", -1), "closer": ("distance", -1),
    "nearer": ("distance", -1), "farther": ("distance", 1), "further": ("distance", 1),
    "colder": ("temperature", -1), "warmer": ("temperature", 1), "higher": (None, 1),
    "lower": (None, -1), "pays more": ("money", 1), "pays less": ("money", -1),
    "fetches more": ("money", 1), "fetches less": ("money", -1), "more valuable": ("money", 1),
    "less valuable": ("money", -1), "worth more": ("money", 1), "worth less": ("money", -1),
    "costs more": ("money", 1), "cost more": ("money", 1), "costs less": ("money", -1),
    "cost less": ("money", -1),
}  # fmt: skip
_ko = "|".join(sorted(_KO_ADJ, key=len, reverse=True))
_en = "|".join(sorted(_EN_ADJ, key=len, reverse=True))
# "T보다 (더) 비싸", "T(350원)보다 싸": T is named right before 보다
_KO_THAN = re.compile(
    rf"(?:\s?\([^)]{{0,24}}\))?(?:이|가)?\s?(?P<than>{KO_THAN})\s?{KO_DEGREE}"
    rf"(?P<measure>{KO_MEASURE}{KO_DEGREE})?(?P<adj>{_ko})"
)
_EN_THAN = re.compile(rf"\b(?:is |are |was )?{EN_DEGREE}(?P<adj>{_en}) {EN_PER}than\s")
# a bare "more"/"less" after a copula ("compressed PP at 180 won/kg is still more than ABS"): of
# the attribute its sentence states values of; no copula, no comparison ("takes more than an hour")
_EN_BARE: Final = {"more": (None, 1), "less": (None, -1)}
_EN_IS_THAN = re.compile(rf"\b(?:is|are|was)\s{EN_DEGREE}(?P<adj>more|less) {EN_PER}than\s")
# "T보다 S가 (더) 싸요": T first, S named between 보다 and the adjective
_KO_THAN_FIRST = re.compile(
    rf"보다\s(?P<s>[^\s,.!?]{{1,16}}(?:\s[^\s,.!?]{{1,16}})?)(?:이|가|은|는)\s"
    rf"{KO_DEGREE}(?P<adj>{_ko})"
)
# superlatives by adverb and verb, or by a word of any attribute
_KO_SUP = re.compile(
    r"(?:가장|제일|젤)\s?(?P<adv>많이|비싸게|비싼\s?값에|싸게|저렴하게|후하게|높게|낮게|높은|낮은)"
    r"(?:\s?(?:값을?|가격을?|가격에|값에|시세로?))?\s?(?P<verb>쳐|받|사|매입|주|팔|쳐줘|쳐 줘)?"
    r"|(?P<word>최고가|최저가)"
)
_KO_SIGN: Final = {"많이": 1, "비싸게": 1, "비싼": 1, "후하게": 1, "높게": 1, "높은": 1, "싸게": -1,
                   "저렴하게": -1, "낮게": -1, "낮은": -1, "최고가": 1, "최저가": -1}  # fmt: skip
_EN_SUP = re.compile(
    r"\b(?:the\s)?(?P<word>lowest|highest|most valuable|least valuable|best-paying|top-paying"
    r"|lowest-paying|worst-paying)\b"
    r"|\b(?:pays?|fetch(?:es)?|gets?|earns?|brings?)\s(?:you\s)?(?:by\s far\s)?the\s(?P<most>most|least)\b"
)
_EN_SIGN: Final = {"lowest": -1, "highest": 1, "most valuable": 1, "least valuable": -1,
                   "best-paying": 1, "top-paying": 1, "lowest-paying": -1, "worst-paying": -1,
                   "most": 1, "least": -1}  # fmt: skip
# a neutral word's attribute, by the words or values of its sentence
_PRICE_WORD = re.compile(r"가격|값|시세|단가|원|price|pay|won|fetch|valu", re.I)
_TEMP_WORD = re.compile(r"기온|온도|temperature|°|℃", re.I)
_KIND_OF: Final = {"money": "money", "unit_price": "money", "temperature": "temperature",
                   "distance": "distance"}  # fmt: skip
# the subject follows: "가장 싸게 쳐주는 건 X", "the lowest on the list is X", "최고가는 X"
_FOLLOWS = re.compile(
    r"[^.!?\n,:]{0,16}?(?:는\s?(?:건|게|것은|곳은|데는|품목은)|(?<=가)는|\b(?:is|are|was)\b\s)"
    r"|(?:(?<=[높낮]은)|(?<=[높낮]은\s))\s?(?:건|게|것은|곳은|품목은)\s"  # "가장 낮은 것은 PVC"
    r"|\s?[:：]\s?"  # a heading word, the row after it ("Highest: PET flake at 650", "최고가: …")
)
# a scope: "압축품 중에서", "among compressed bales", "of the compressed ones"
_SCOPE_KO = re.compile(
    r"(?P<w>[^\s,.!?]{2,12}(?:\s[^\s,.!?]{2,12})?)\s?중(?:에서|에선|엔|에|에서는)?\s"
)
_SCOPE_EN = re.compile(
    r"\b(?:among|of)\s(?:the\s|all\s)?(?P<w>[a-z ]{3,30}?)(?=[,:]|\s(?:is|are)\b)", re.I
)
CLAUSE_STOP = re.compile(
    r"[.!?](?!\d)|[\n;]|(?:,|\s[—–])\s?(?:but|while|and|so|since|because)\s|지만|반면|고,\s"
    r"|니까\s|라서\s",
    re.I,
)
# an aside set off before an order word ("Clear glass is worth the most — 10 won more than green
# — so your jars are the most valuable"): its words name no subject of the order (a bracket is
# no aside here: "PS(압축)" is a name and its form; nor is an en dash of a range)
_ASIDE: Final = re.compile(r"(?:—|\s–\s)[^—–\n]{1,80}?(?:—|\s–\s)")  # (not "3,000–5,000")
_SLACK: Final = {"distance": 50.0, "temperature": 0.5, "money": 0.0}
# an order asked, negated or hedged ("비싼지 궁금하시죠?", "싸지 않아요", "whether"): no claim
_DOUBT = unsure(
    INDIRECT_QUESTION + r"|(?<=[가-힣])지\s|\bwhether\b|\bif\b|아니"
)  # (round 49: "아니며, …")


def asked(ctx: Context, pos: int) -> bool:
    """Whether the sentence at ``pos`` asks, negates or hedges what it says: before ``pos``, or
    in the order's own clause after it (round 49: a clause joined after it has its own verb, so
    "PS가 가장 낮은 가격이며, 경기 권역 시세는 데이터에 없어" states the order; "없어" denies the
    regional price, not the rank)."""
    s, e = ctx.sentences[ctx.sentence_of(pos)]
    return _DOUBT.search(ctx.answer, s, clause_end(ctx.answer, pos, e)) is not None


def hinted(lower: str) -> bool:
    """Whether the lower-case answer may hold an order claim read here (cheap)."""
    return contains_any(lower, GATE)


def _kind(kind: str | None, ctx: Context, pos: int) -> str | None:
    """The attribute: the order word's, else the kind of the values its sentence states (a
    price word or a temperature word where it states none)."""
    if kind:
        return kind
    s, e = ctx.sentences[ctx.sentence_of(pos)]
    kinds = {_KIND_OF.get(c.kind) for c in ctx.claims if s <= c.start < e} - {None}
    if len(kinds) == 1:
        return kinds.pop()
    if kinds:
        return None
    text = ctx.answer[s:e]
    price, temperature = _PRICE_WORD.search(text), _TEMP_WORD.search(text)
    return "money" if price and not temperature else "temperature" if temperature else None


def facts_of(ev: Evidence, kind: str) -> list[Fact]:
    return [f for f in ev.of(kind) if _is_measure(f) and f.record >= 0]


def _outside_asides(cues: list[Cue], text: str, start: int, end: int) -> list[Cue]:
    """``cues`` (of ``text[start:end]``) but those inside an aside (:data:`_ASIDE`)."""
    spans = [m.span() for m in _ASIDE.finditer(text, start, end)]
    return [q for q in cues if not any(a <= q.start < b for a, b in spans)] if spans else cues


def _scope(ctx: Context, s_start: int, anchor: int, after: tuple[int, int] | None) -> list[Cue]:
    """The cues of the scope the sentence ranks S in: a `X 중` / `among X` phrase before the
    order word, or the noun phrase right after it (`the best-paying compressed plastic`)."""
    text = ctx.answer
    out: list[Cue] = []
    for rx in (_SCOPE_KO, _SCOPE_EN):
        for m in rx.finditer(text, s_start, anchor):
            out += ctx.cues_in(m.start("w"), m.end("w"))
    if after:
        out += ctx.cues_in(*after)
    return out


def _in_scope(facts: list[Fact], scope: list[Cue], named: list[Fact]) -> list[Fact]:
    """The facts holding every scope word that some named fact holds too (a word no named row
    holds is no scope of S: unsure, so it is left out)."""
    words = {q.token for q in scope if any(q.token in f.tokens for f in named)}
    return [f for f in facts if all(w in f.tokens for w in words)]


def telling(cues: list[Cue], facts: list[Fact]) -> list[Cue]:
    """The cue words that tell ``facts`` apart (held by some, not all)."""
    return [q for q in cues if 0 < sum(q.token in f.tokens for f in facts) < len(facts)]


# words joined by a bracket with spaces ("HDPE (compressed)", "PET ( 압축 )"): one name
_BRACKET_GAP: Final = re.compile(r"\s?[(（]\s?|\s?[)）]\s?")


def named(
    cues: list[Cue], facts: list[Fact], last: bool, text: str = ""
) -> tuple[list[Fact], list[Cue]]:
    """The facts a name names: the run of adjacent cue words (`압축 PET`, `PS(압축)`, `PET
    flakes`) nearest the order word (the last run before it, or the first after it), of the
    words that tell the facts apart; every word of the run must be held. Given the ``text``,
    words a bracket joins with a space are adjacent too (`HDPE (compressed)`, round 50)."""
    told = telling(cues, facts)
    if not told:
        return [], []
    run = [told[-1] if last else told[0]]
    rest = told[-2::-1] if last else told[1:]
    for q in rest:
        a, b = (q, run[-1]) if last else (run[-1], q)
        if b.start - a.end > 1 and not (text and _BRACKET_GAP.fullmatch(text, a.end, b.start)):
            break
        run.append(q)
    return [f for f in facts if all(q.token in f.tokens for q in run)], run


# a name marked as the subject or topic of its clause ("철캔은", "LDPE가", "PS(압축)는")
_SUBJECT_MARK = re.compile(r"(?:\([^)]{0,24}\))?(?:은|는|이|가)\s")


def marked_subject(text: str, cues: list[Cue]) -> list[Cue]:
    """``cues`` (before `T보다`) up to the last one marked as the clause's subject or topic
    (round 49): in "철캔은 압축 상태로 거래되어 철스크랩보다 단가가 높아" S is 철캔, not the
    description 압축 nearer 보다; with no marked name, or the nearest one marked, all of them."""
    marked = [i for i, q in enumerate(cues) if _SUBJECT_MARK.match(text, q.end)]
    return cues[: marked[-1] + 1] if marked else cues


def _stop(ctx: Context, start: int, limit: int = 40) -> int:
    m = CLAUSE_STOP.search(ctx.answer, start, min(len(ctx.answer), start + limit))
    return m.start() if m else min(len(ctx.answer), start + limit)


def _superlatives(ev: Evidence, ctx: Context) -> list[Claim]:
    out: list[Claim] = []
    text, lower = ctx.answer, ctx.answer.lower()
    found: list[tuple[int, int, int, str | None]] = []
    for m in _KO_SUP.finditer(text):
        key = m.group("word") or (m.group("adv") or "").split()[0].rstrip("에")
        kind = "money" if m.group("verb") or m.group("word") or "게" in key else None
        if not m.group("verb") and not m.group("word") and key in ("많이", "높게", "낮게"):
            continue  # "가장 많이 버려지는": no order of values
        found.append((m.start(), m.end(), _KO_SIGN.get(key, 1), kind))
    for m in _EN_SUP.finditer(lower):
        word = m.group("word") or m.group("most")
        kind = "money" if m.group("most") or "pay" in word or "valu" in word else None
        found.append((m.start(), m.end(), _EN_SIGN[word], kind))
    for start, end, sign, kind0 in found:
        if asked(ctx, start) or chosen_row(text, start):  # "제일 낮은 요금으로 내면": a basis
            continue
        kind = _kind(kind0, ctx, start)
        if kind != "money":  # "tomorrow's lowest", "최고 기온": a day's own extreme, not a rank
            continue
        facts = facts_of(ev, kind) if kind else []
        if len(facts) < 2 or kind is None:
            continue
        s_start, s_end = ctx.sentences[ctx.sentence_of(start)]
        follows = _FOLLOWS.match(text, end)
        if follows:
            stop = _stop(ctx, follows.end(), 30)
            cues = list(ctx.cues_in(follows.end(), stop))
            after = None
        else:
            stop = _stop(ctx, end, 40)
            cues = list(ctx.cues_in(s_start, start))
            if "—" in text or "–" in text:
                cues = _outside_asides(cues, text, s_start, start)
            after = (end, stop)
        scope = _scope(ctx, s_start, start, after)
        cues = [q for q in cues if q not in scope]
        picked, run = named(cues, facts, last=not follows, text=text)
        if not picked:
            continue
        if len(run) > 1:  # "compressed PET", "PS(압축)": ranked among the rows of its form
            rows = {q.token: sum(q.token in f.tokens for f in facts) for q in run}
            identity = min(rows, key=rows.__getitem__)
            scope += [q for q in run if q.token != identity]
        rivals = _in_scope(facts, scope, picked)
        best, wrong = _evidence_best(ev, picked, rivals, sign, False)
        if wrong and best is not None:
            span = text[min(start, cues[0].start) : stop].strip()
            at = text.index(span, min(start, cues[0].start))
            why = f"not the {'highest' if sign > 0 else 'lowest'} {kind}: {sign * best:g} is"
            out.append(Claim(span, "superlative", span, at, at + len(span), why))
    return out


def _comparatives(ev: Evidence, ctx: Context) -> list[Claim]:
    out: list[Claim] = []
    text, lower = ctx.answer, ctx.answer.lower()
    found = [(m, _KO_ADJ[m.group("adj")]) for m in _KO_THAN.finditer(text)]
    found += [(m, _KO_ADJ[m.group("adj")]) for m in _KO_THAN_FIRST.finditer(text)]
    found += [(m, _EN_ADJ[m.group("adj")]) for m in _EN_THAN.finditer(lower)]
    found += [(m, _EN_BARE[m.group("adj")]) for m in _EN_IS_THAN.finditer(lower)]
    for m, (kind0, sign) in found:
        if asked(ctx, m.start()):
            continue
        if m.re is _KO_THAN and m.group("measure"):  # "보다 단가가 높아": of the price
            kind0 = "money"
        kind = _kind(kind0, ctx, m.start())
        facts = facts_of(ev, kind) if kind else []
        if len(facts) < 2 or kind is None:
            continue
        s_start = ctx.sentences[ctx.sentence_of(m.start())][0]
        clause = max([s_start] + [c.end() for c in CLAUSE_STOP.finditer(text, s_start, m.start())])
        # not by its first letter: "(압축)보다" starts with a bracket
        english = m.re in (_EN_THAN, _EN_IS_THAN)
        if english:  # English: S before, T after "than"
            stop = _stop(ctx, m.end(), 40)
            t_cues = list(ctx.cues_in(m.end(), stop))
            s_cues = list(ctx.cues_in(clause, m.start()))
            span = (clause, stop)
        elif m.re is _KO_THAN_FIRST:  # "T보다 S가 싸요": S after 보다
            t_cues = list(ctx.cues_in(clause, m.start()))
            s_cues = list(ctx.cues_in(m.start("s"), m.end("s")))
            span = (clause, m.end())
        else:  # Korean: T right before 보다, S before T
            # a name written with its form in brackets is one cue over them ("PS(압축)보다")
            than = m.start("than")
            before = [q for q in ctx.cues_in(clause, m.start() + 1) if q.end <= m.start() + 1
                      or (q.start < m.start() and q.end <= than)]  # fmt: skip
            told = telling(before, facts)
            n = len(told) - len(named(told, facts, last=True)[1])  # "압축 PET보다": T's run
            t_cues, s_cues = told[n:], marked_subject(text, told[:n])
            span = (clause, m.end())
        s_named, s_run = named(s_cues, facts, last=True)
        t_named, t_run = named(t_cues, facts, not english)
        if t_run and (ext := rival_extreme(text, min(q.start for q in t_run))) is not None:
            t_named = extreme_rows(t_named, ext)  # "than the most expensive jar": its top row
        if not s_named or not t_named or set(map(id, s_named)) & set(map(id, t_named)):
            continue
        keys = {f.key for f in s_named} & {f.key for f in t_named}
        pairs = [(s, t) for s in s_named for t in t_named if s.key == t.key and s.key in keys]
        if pairs and (
            all(
                sign * (float(s.value) - float(t.value)) < -_SLACK[kind]  # type: ignore[arg-type]
                for s, t in pairs
            )
            or groups_reversed(s_named, t_named, keys, sign)
            or every_case_wrong(ctx, span, (s_run, t_run), (s_named, t_named), sign)
        ):
            claim = text[span[0] : span[1]].strip()
            at = text.index(claim, span[0])
            why = f"the order is the other way in the tool outputs ({kind})"
            out.append(Claim(claim, "superlative", claim, at, at + len(claim), why))
    return out


def order_claims(ev: Evidence, ctx: Context) -> list[Claim]:
    """Order claims (superlatives and comparatives read here) the records do not bear out."""
    if not ctx.cues:
        return []
    from guardrails.grounding.multiples import times_claims  # it builds on this module
    from guardrails.grounding.unpriced_sides import unpriced_side_claims

    return (
        _superlatives(ev, ctx)
        + _comparatives(ev, ctx)
        + times_claims(ev, ctx)
        + unpriced_side_claims(ev, ctx)  # "신문지보다 비싸게 쳐줘" where no output prices 신문지
    )
