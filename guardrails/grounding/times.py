"""A ratio of two amounts said in English (``about 10 times as valuable``, ``three times more``):
it must come out of two amounts the answer states before it.

The Korean ``4배`` is a quantity claim held by ``arithmetic.derived_ratio_before``; the English
``N times`` is no quantity (``twice a week``, ``3 times a day`` count events), so it is read only
right before a comparison (``as``, ``more``, ``higher``, ``the price``) and only where two amounts
of one kind (won, or won per one unit) are stated before it. The ratio of some pair must round to
the figure (within half of one; ``about`` allows a tenth of the figure more, round 26: not to the
pedantic ``N times more`` = N + 1, read within half of one alone, nor to a whole ratio, round 44:
1,200 over 200 won is six times, so "about five times as much" is wrong, over 1,120 it is not); ``over``/``more than``
asks the ratio be at least the figure and below the next whole one. Between 6.7 and "about 10"
no rounding lies. Round 56: after a copula or a verb of paying, the compared side may follow
``times`` at once (``Aluminium is five times HDPE``, ``cans fetch six times PET``): then only the
pair its two sides name is read (the subject in the ratio's own clause), and a side that names no
stated amount's line (``is three times a week``) is unsure. A sentence that names both sides (``Aluminum pays six times more than scrap
iron``) is read against the amounts stated beside those words alone, not against any pair.
Round 58: the sides' words are whole words (``about`` names no ``out``; a plural ``s`` aside), and
where the whole sentence names every line (a list before ``— so sort the aluminium out, it's worth
over six times as much as steel cans``) the subject is the nearest clause naming another line alone.

Half a price (``절반 가격``, ``반값``, ``half the price``) is the same ratio in words: said where no
tool output speaks of a half, it must be two stated amounts one the double of the other, else it
is a rule of the answer's own (``압축 안 하면 절반 가격만 쳐줘요``). Round 56: a half fee too
(``절반 요금``, ``half the fee``), and a half said under a condition of the answer's own, with no
amount and no comparison in its sentence, is such a rule even where two stated rows are one the
double of the other (``11,000원과 22,000원 … 문짝을 떼서 따로 내놓으면 절반 요금만 받으니``).
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.hedges import unsure
from guardrails.grounding.numbers import EN_FACTORS

# "two times" … "ten times", "twenty times" ("one time" is no ratio)
_TIMES = re.compile(
    r"\b(?:(?P<about>about|roughly|around|nearly|almost|approximately)|(?P<over>over|more\sthan))?"
    r"\s?(?P<n>\d+(?:\.\d+)?|" + "|".join(EN_FACTORS) + r")\stimes\s"
    r"(?:(?=as\b|more\b|higher\b|lower\b|cheaper\b|greater\b|the\b|what\b|that\b"
    r"|better\b|pricier\b|dearer\b|costlier\b|less\b)"
    # round 56: the compared side right after it, after a copula or a verb of paying ("Aluminium is
    # five times HDPE", "PE flake is 2.25 times baled HDPE", "cans fetch six times PET")
    r"|(?P<p>[A-Za-z(][^.,;:!?\n]{0,40}))",
    re.I,
)
# the verb right before such a ratio (``_TIMES``' ``p``): a copula or a verb of paying
_VERB_BEFORE = re.compile(r"\b(?:is|are|was|were|pays?|fetch(?:es)?|gets?|costs?)\s?$", re.I)
_STOP = re.compile(r"(?<=[.!?])\s|\n")
_DOUBT = unsure(r"\bif\b|could|might")


def times_claims(answer: str, claims: list[Claim]) -> list[Claim]:
    """The English ratios of ``answer`` that no pair of its stated amounts comes out at."""
    if "times" not in answer:
        return []
    out: list[Claim] = []
    for m in _TIMES.finditer(answer):
        starts = [s.end() for s in _STOP.finditer(answer, 0, m.start())]
        lo = starts[-1] if starts else 0  # the ratio's sentence
        hi = next((s.start() for s in _STOP.finditer(answer, m.end())), len(answer))
        if _DOUBT.search(answer[lo:hi]):
            continue
        n_text = m.group("n").lower()
        n = float(EN_FACTORS.get(n_text, 0) or n_text)
        by_kind: dict[tuple[str, str], list[float]] = {}
        for c in claims:  # any two amounts stated before it (a sentence may name one side only)
            if c.end <= m.start() and c.kind in ("money", "unit_price"):
                unit = c.value[1] if isinstance(c.value, tuple) else ""
                if (a := amount(c)) is not None and a > 0:
                    by_kind.setdefault((c.kind, str(unit)), []).append(a)
        pairs = [(a, b) for vals in by_kind.values() for a, b in combinations(sorted(vals), 2)]
        if m.group("p"):  # the compared side said right after: only the pair it names is read
            if not _VERB_BEFORE.search(answer, max(0, m.start() - 12), m.start()):
                continue  # "three times a week": no ratio
            pairs = _named_pair(answer, claims, m, lo, hi)
        else:
            pairs = _named_pair(answer, claims, m, lo, hi) or pairs
        if not pairs or any(_comes_out(b / a, n, m) for a, b in pairs):
            continue
        why = f"no two amounts stated before it come out at {n:g} times"
        out.append(Claim(m.group().strip(), "condition", n, m.start(), m.end(), why))
    return out


# the compared side: "… more than scrap iron", "… as much as steel cans"
_THAN = re.compile(r"\b(?:than|as\s(?:\w+\s)?as)\s(?P<p>[A-Za-z][A-Za-z\s'-]{1,40})", re.I)
# the compared side after "the" ("6.7 times the steel-can price", "five times the price of PET"),
# up to a bracket or the next clause
_THE_SIDE = re.compile(
    r"the\s(?P<p>[A-Za-z][A-Za-z\s'-]{1,40}?)(?=\s?[(,;.!?:\n]|\s[—–]|\s(?:and|but|while|whereas)\b|$)",
    re.I,
)
_WORD = re.compile(r"[A-Za-z]{3,}")
_CLAUSE_BREAK = re.compile(r"[,;]\s|\s[—–]\s|\s(?:and|while|whereas|but)\s", re.I)
_NOT_NAMES: Final = frozenset(
    "the and for per won kg kilo price prices rate rates value worth pays pay paid fetch fetches "
    "gets get sells sell goes go costs cost about roughly around nearly almost more than much as "
    "that those these this its their your you keep them so times over".split()
)


def _named_pair(
    answer: str, claims: list[Claim], m: re.Match[str], lo: int, hi: int
) -> list[tuple[float, float]]:
    """The pair a ratio sentence names: the amount stated beside its subject's words over the one
    stated beside the words after ``than`` (``Aluminum pays six times more than scrap iron``
    compares the aluminum line to the scrap-iron line, not any two prices). Empty when the
    sentence does not name both sides by words the amounts' own lines carry."""
    the = _THE_SIDE.match(answer, m.end()) if not m.group("p") else None
    # round 59: "about 6.7 times the steel-can price (1,200 ÷ 180) and 920 won/kg more than
    # ferrous scrap": the side is the one after "the"; a later "than" is another comparison's
    than = _THAN.search(answer, m.end(), hi) if not m.group("p") and the is None else None
    other = m.group("p") or (the.group("p") if the else than.group("p") if than else "")
    if not other:
        return []
    stated = sorted(
        (c for c in claims if c.end <= m.start() and c.kind in ("money", "unit_price")),
        key=lambda c: c.start,
    )
    lines: list[tuple[set[str], float]] = []
    for i, c in enumerate(stated):  # the words between the amount before it and this amount
        start = max([0, stated[i - 1].end if i else 0] + [
            s.end() for s in _STOP.finditer(answer, 0, c.start)
        ])  # fmt: skip
        if (a := amount(c)) is not None and a > 0:
            lines.append((_stems(answer[start : c.end]), a))

    def side(text: str) -> list[float]:
        names = _stems(text, _NOT_NAMES)
        scores = [(len(names & line), a) for line, a in lines]
        best = max((s for s, _ in scores), default=0)
        return [a for s, a in scores if s == best] if best else []

    over = side(other)
    if the is not None:  # the subject may be any other stated amount: only the side is read
        return [(b, a) for b in over for _, a in lines if a not in over]
    # the compared side right after "times": the subject is named in the ratio's own clause ("…, and
    # PE flake is 2.25 times HDPE"; not after "than", where a list of amounts may hold the breaks)
    breaks = _CLAUSE_BREAK.finditer(answer, lo, m.start()) if m.group("p") else ()
    clause = max([lo] + [j.end() for j in breaks])
    subject = side(answer[clause : m.start()])
    if over and not m.group("p") and (not subject or set(over) & set(subject)):
        # round 58: a sentence whose list names every side ("Scrap iron … 280 won/kg, aluminium
        # cans … — so sort the aluminium out, it's worth over six times as much as steel cans"):
        # the subject is the nearest clause before the ratio that names another line alone
        ends = [lo] + [j.end() for j in _CLAUSE_BREAK.finditer(answer, lo, m.start())]
        for a, b in zip(reversed(ends), [m.start(), *reversed(ends[1:])], strict=True):
            if (subject := side(answer[a:b])) and not set(over) & set(subject):
                break
    if not over or not subject or set(over) & set(subject):
        return []
    return [(b, a) for b in over for a in subject]


def _stems(text: str, leave: frozenset[str] = frozenset()) -> set[str]:
    """The Latin words of ``text`` (not those in ``leave``), lower case and without a plural s:
    whole words, so a line naming "about" names no "out" (round 58), and "cans" is a "steel-can"."""
    return {w.rstrip("s") for w in map(str.lower, _WORD.findall(text)) if w not in leave}


def _comes_out(ratio: float, n: float, m: re.Match[str]) -> bool:
    if m.group("over"):
        return n <= ratio < n + 1
    if (m.group("about") or "").lower() in ("nearly", "almost"):  # just under n, rounding to it
        return n - max(0.5, 0.1 * n) < ratio <= n + 0.05  # (round 51, as :mod:`.multiples` reads)
    # about rounds a fraction, never a whole ratio to another: 1,200 over 200 is six times, not
    # "about five times" (5.6 is)
    whole = abs(ratio - round(ratio)) < 1e-9
    slack = 0.5 + (0.1 * n if m.group("about") and not whole else 0.0)
    more = m.string.startswith("more", m.end())  # "three times more": 3× or 4×
    # the pedantic reading (N + 1 times) is a rounding of its own: "about 5 times more" is no 6.7
    return abs(ratio - n) <= slack or more and abs(ratio - n - 1) <= 0.5


# half a price: "절반 가격만 쳐줘요", "반값", "half the price", "half as much"
_HALF = re.compile(
    r"절반\s?(?:가격|값|금액|수준|요금|수수료|비용)|반값|\bhalf\s(?:the\s(?:price|rate|value|fee|charge|cost)"
    r"|as\smuch)\b"
    # round 27: half said after a verb of paying ("Uncompressed styrofoam fetches roughly half
    # that", "goes for about half of it", "절반 정도만 쳐줘요")
    r"|\b(?:fetch(?:es|ed)?|go(?:es)? for|sells? for|sold for|gets?|pays?|worth|earns?)\s"
    r"(?:[a-z]+\s){0,2}?half(?:\sof)?\s(?:that|this|it)\b"
    # round 28: half ending the clause after a verb of paying ("otherwise buyers pay only half, so")
    r"|\b(?:fetch(?:es|ed)?|pa(?:y|ys|id)|gets?|earns?)\s(?:only\s|just\s|about\s|roughly\s)?half"
    r"(?=\s?(?:[.,;!)]|$))"
    r"|절반(?:\s?정도|쯤)?(?:만|밖에)?\s?(?:쳐|받|나와|나옵)",
    re.I,
)
_HALF_STATED = re.compile(r"절반|반값|half|50\s?%|0\.5\s?배|1/2", re.I)
_ASKED = re.compile(r"\?|일\s?수|지도\s?몰라|\b(?:may|might|could)\b", re.I)


def half_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Half a price said where no tool output speaks of a half and no two amounts the answer
    states are one the double of the other (within a twentieth — survey prices are round, and
    the half of a stated price is that price's half: 350원 and 650원 make no half, round 30):
    ``압축 안 하면 절반 가격만 쳐줘요`` after 200원 and 120원, ``Make sure labels are stripped off,
    or they'll only pay half`` after 350 and 650 won/kg are rules of the answer's own."""
    if "절반" not in answer and "반값" not in answer and "half" not in answer.lower():
        return []  # (a substring test in C first: the pattern cannot skip to its alternatives)
    if _HALF.search(answer) is None:
        return []
    if any(isinstance(s, str) and _HALF_STATED.search(s) for s in sources):
        return []
    amounts = sorted(  # a price restated in won alone ("200원이라") is one side too
        a for c in claims if c.kind in ("money", "unit_price")
        if (a := amount(c)) is not None and a > 0
    )  # fmt: skip
    paired = any(1.9 <= b / a <= 2.1 for a, b in combinations(amounts, 2))
    out: list[Claim] = []
    for m in _HALF.finditer(answer):
        lo = max(answer.rfind(ch, 0, m.start()) for ch in ".!?\n") + 1
        hi = next((s.start() for s in _STOP.finditer(answer, m.end())), len(answer))
        if _ASKED.search(answer[lo:hi]):
            continue
        if paired and not _own_rule(answer, lo, m.start(), hi, claims):
            continue  # 11,000원 and 22,000원 stated: the half may be one row of the other
        why = "no tool output speaks of half a price, and no two stated amounts are one half"
        if paired:
            why = "no tool output speaks of half a price, said here under a condition of the answer's own"
        out.append(Claim(m.group(), "condition", m.group(), m.start(), m.end(), why))
    return out


# round 56: a condition of the answer's own before a half ("문짝을 떼서 따로 내놓으면 절반 요금만
# 받으니", "if you take the doors off, they charge half the fee"), and the words that compare two
# rows instead ("22,000원의 절반", "half of the larger one's", "than")
_IF: Final = re.compile(r"[가-힣]면\s|\b(?:if|when|once|unless)\b", re.I)
_COMPARED: Final = re.compile(r"의\s?절반|보다|\bof\b|\bthan\b|compared", re.I)


def _own_rule(answer: str, lo: int, at: int, hi: int, claims: list[Claim]) -> bool:
    """Whether the half at ``at`` is said under a condition its sentence (``lo``..``hi``) states
    before it, with no amount there and no comparison of rows: a rule of the answer's own, though
    two stated amounts elsewhere are one the double of the other."""
    if not _IF.search(answer, lo, at) or _COMPARED.search(answer, lo, hi):
        return False
    return not any(lo <= c.start < hi for c in claims if c.kind in ("money", "unit_price"))
