"""Quantity conditions: a count of things in a limit frame ("폐건전지 10개 이상", "최대 15개까지",
"5개만 가져가도", "하루 100개까지", "up to 50 bottles per day", "at least 3 appliances",
"10 used batteries for one new one") — a *limit* claim whose value is the count.

A minimum, a maximum or an exchange ratio is a number the tool outputs state: a count no tool
output (nor the user) gives is invented. A count the tool outputs give is bound like any value to
the record the words before it name (see ``subjects``), and flagged only when that record gives
its own, different count under the same key (a daily limit of 50 said of the machine whose limit
is 30); a record with no such count leaves the binding unsure, and an unsure binding never flags.
Counts worked out from a ratio ("20개를 가져가면 2개") are not in a limit frame and not read.

Round 19, how often (:func:`frequency_claims`): a cap on how many times in a period
("무료 수거는 한 가구당 연 2회까지예요", "1년에 두 번만", "up to twice a year", "once a month only")
where no tool output states any frequency (a count of times: ``2회``, ``두 번``, ``twice``,
``3 times``) is invented: a rule of the service the outputs do not give. Hedged, general, negated
or asked sentences are not read.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.hedges import unsure
from guardrails.grounding.numbers import DAY_COUNTS, EN_FACTORS, EN_NUMBERS, NATIVE
from guardrails.grounding.records import Fact
from guardrails.grounding.rewards import BOUNDS_KO
from guardrails.grounding.slots import Slot, Split, _nearest_per_group, bound
from guardrails.grounding.subjects import Context

# counted nouns: what a minimum, a maximum or an exchange ratio counts
_KO_UNIT = r"(?:개|대|병|캔|장|매|봉지|포대|박스|묶음|켤레|벌|권|자루)"
_KO_BEFORE = r"(?:최대|최소|최고|하루(?:\s?최대)?|1인당(?:\s?최대)?|인당|1회|한\s?번에)"
_KO_AFTER = rf"(?:{BOUNDS_KO}|만(?=\s?(?:있|가져|모|넣|내))|당)"
_KO = re.compile(  # a digit first: the engine skips to digits in C
    rf"\d(?<![\d.,:~\-]\d)\d{{0,3}}\s?{_KO_UNIT}(?![월국년])(?P<post>\s?{_KO_AFTER})?"
)
# a frame word must occur for a Korean limit (a cheap test before the digit scan)
_KO_GATE: Final = ("이상", "이하", "미만", "초과", "부터", "까지", "당", "최대", "최소", "최고",
                   "하루", "인당", "1회", "번에", "개만", "대만", "병만", "캔만", "장만", "매만")  # fmt: skip
_DIGITS = re.compile(r"\d+")
# a native numeral in the same frame, with the frame word after it ("한 대만 있어도", "두 개부터")
_KO_NATIVE = re.compile(
    rf"(?<![가-힣])(?P<n>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?{_KO_UNIT}(?P<post>\s?{_KO_AFTER})"
)
_KO_PRE = re.compile(rf"{_KO_BEFORE}\s?$")
_EN_NUM: Final = EN_NUMBERS | EN_FACTORS | {"fifty": 50, "hundred": 100}
_EN_THINGS = (
    r"(?:items?|bottles?|cans?|batter(?:y|ies)|pieces?|units?|appliances?|bags?|packs?|cartons?"
    r"|boxes|sheets?|rolls?)"
)
_EN = re.compile(
    r"(?<![\w.,])(?P<n>\d{1,4}|" + "|".join(_EN_NUM) + r")\s"
    r"(?P<pre_post>or more\s|or fewer\s|or less\s)?"  # "two or more appliances at once"
    # round 51: no verb between ("Only one lists cans", "only two take batteries": a count of
    # places that list or take the thing, no limit on the things)
    r"(?:(?!(?:lists?|takes?|accepts?|has|have|collects?|handles?|buys?|sells?)\s)[a-z-]+\s){0,2}?"
    + _EN_THINGS
    + r"(?P<post>\s(?:or more|or fewer|or less|per (?:day|person|visit|month|week)"
    r"|a (?:day|month)|at a time|for (?:one|a|an|\d)))?\b"
)  # fmt: skip
_EN_STEMS: Final = ("item", "bottle", "can", "batter", "piece", "unit", "applian", "bag", "pack",
                     "carton", "box", "sheet", "roll")  # fmt: skip
_GATE: Final = _KO_GATE + _EN_STEMS  # one cheap test for answers with neither
_EN_PRE = re.compile(
    r"\b(?:up to|at least|a minimum of|minimum of|a maximum of|maximum of|no more than"
    r"|(?:a |the )?(?:daily |monthly |weekly )?(?:cap|limit) of"
    r"|as few as|as many as|only|max(?:imum)?|min(?:imum)?)\s$"
)


def limit_claims(answer: str) -> list[Claim]:
    """Counts of things in a limit frame (value: the count as a float)."""
    out: list[Claim] = []
    if not contains_any(answer, _GATE):
        return out
    for m in _KO.finditer(answer) if contains_any(answer, _KO_GATE) else ():
        pre = _KO_PRE.search(answer, max(0, m.start() - 10), m.start())
        post = (m.group("post") or "").strip()
        n = _DIGITS.match(m.group(0))
        if n and (pre or post) and not (n.group(0) == "1" and post == "당"):  # 1개당: per item
            out.append(_claim(answer, m, pre, float(n.group(0))))
    for m in _KO_NATIVE.finditer(answer) if contains_any(answer, _KO_GATE) else ():
        if m.group("post").strip() != "당":  # 한 개당: per item
            out.append(_claim(answer, m, None, float(NATIVE[m.group("n")])))
    if not contains_any(answer, _EN_STEMS):
        return out
    lower = answer.lower()
    for m in _EN.finditer(lower):
        pre = _EN_PRE.search(lower, max(0, m.start() - 20), m.start())
        if pre or m.group("post") or m.group("pre_post"):
            word = m.group("n")
            value = float(word) if word.isdigit() else float(_EN_NUM[word])
            out.append(_claim(answer, m, pre, value))
    return out


# a booking deadline: "수거일 2일 전까지", "하루 전까지", "two days before", "3 days in advance"
_DAYS: Final = DAY_COUNTS | EN_NUMBERS | {"a": 1}
_DEADLINE_KO = re.compile(
    r"(?<![\d가-힣])(하루|이틀|사흘|나흘|\d{1,2}\s?일)\s?전(?:까지|에|에는|엔)"
)
_DEADLINE_EN = re.compile(
    r"\b(\d{1,2}|one|a|two|three|four|five|seven)\s(?:full\s|working\s|business\s)?days?"
    r"\s(?:before|ahead|in advance|prior)",
    re.I,
)


def _days(word: str) -> int:
    digits = word.rstrip("일 ").strip()
    return int(digits) if digits.isdigit() else _DAYS[digits.lower()]


def deadlines(text: str) -> list[tuple[re.Match[str], int]]:
    """Booking deadlines stated in ``text`` and their number of days."""
    if "전" not in text and "day" not in text and "Day" not in text:
        return []
    found = [*_DEADLINE_KO.finditer(text), *_DEADLINE_EN.finditer(text)]
    return [(m, _days(m.group(1))) for m in found]


def deadline_claims(answer: str) -> list[Claim]:
    """Deadlines as limit claims (value: ("days", n))."""
    return [
        Claim(m.group(0), "limit", ("days", n), m.start(), m.end()) for m, n in deadlines(answer)
    ]


def _claim(answer: str, m: re.Match[str], pre: re.Match[str] | None, value: float) -> Claim:
    start = pre.start() if pre else m.start()
    return Claim(answer[start : m.end()].strip(), "limit", value, start, m.end())


def limit_why(c: Claim, ev: Evidence, ctx: Context) -> str | None:
    """None when a tool output (or the user) gives ``c``'s count for the subject its words name;
    a deadline when the tool outputs state that many days (or state no deadline: unsure)."""
    if isinstance(c.value, tuple):
        stated = {n for _m, n in deadlines(ev.text)}
        if not stated or c.value[1] in stated:
            return None
        return f"{c.text}: the tool outputs give {', '.join(f'{n}일 전' for n in sorted(stated))}"
    pool = [f for f in ev.of("number") if isinstance(f.value, tuple)]
    matches = [f for f in pool if f.value[0] == c.value]  # type: ignore[index]
    if _BOUND.search(c.text):  # a bound is a program's rule, never the size of a tool's answer
        matches = [f for f in matches if not _tally(f.key)]
    if not matches:  # in any unit: "월 10kg까지 … up to 10 rolls" (1 roll per kg)
        return f"{c.text}: {c.value:g} is not a quantity in tool outputs"
    if all(f.record == -1 for f in matches) and (why := _users_count_why(c, pool, ev, ctx)):
        return why
    cues = _clause_cues(c, ctx, Split([f for f in pool if f.key in {m.key for m in matches}]))
    held = [f for f in matches if bound(f, cues)]
    keys = {f.key for f in matches} - {f.key for f in held}
    # sure only when the named subject has its own, different count under a matching key, and
    # no record more specific than it holds the value ("1인 월 최대 10개" for the whole program
    # does not make 10 the minimum of the site whose own minimum is 20)
    own = [f for f in pool if f.key in keys and bound(f, cues)]
    if not own or any(not _above(ev, f.record, o.record) for f in held for o in own):
        return None
    named = "/".join(ctx.answer[q.start : q.end] for slot in cues for q in slot)
    values = ", ".join(sorted({f"{o.value[0]:g}" for o in own}))  # type: ignore[index]
    return f"{c.text}: tool outputs give {values} for {named}"


# a bound's words ("five or more small appliances": "or more" before its noun too; round 32)
_BOUND = re.compile(
    rf"(?:{BOUNDS_KO})$|^(?:최대|최소|최고|up to|at least|a minimum|minimum|a maximum"
    r"|maximum|no more|max|min)|\bor (?:more|fewer|less)\b"
)
_LIMIT_KEY = re.compile(r"min|max|limit|한도|최소|최대", re.I)
# counts of what a tool found or covers ("found", "item_count", "districts_with_data"), not a
# bound of its own ("min_count")
_TALLY_KEY = re.compile(r"\.(?:found|count|total|\w+_count|\w+_with_data)$", re.I)


def _tally(key: str) -> bool:
    return _TALLY_KEY.search(key) is not None and _LIMIT_KEY.search(key) is None


_NEGATED = re.compile(r"않|안\s?[돼되]|못|없|아니|\bnot\b|n't\b|\?")


def _users_count_why(c: Claim, pool: list[Fact], ev: Evidence, ctx: Context) -> str | None:
    """Why a bound the user's words alone give is not the tools' ("선풍기 3개만 돼?" → "3개
    이상이면 신청할 수 있어요" where the tools state 5개 이상): the tool outputs state bounds of
    their own (in a text, or a count under a key naming a bound) and none is it. None for a
    count in no bound frame ("3개만 있으면"), a negated or asked clause, or tools stating none."""
    if not _BOUND.search(c.text):
        return None
    s_start, s_end = ctx.sentences[ctx.sentence_of(c.start)]
    if _NEGATED.search(ctx.answer, c.end, s_end):
        return None
    stated = {o.value for o in limit_claims(ev.text) if isinstance(o.value, float)}
    stated |= {
        float(f.value[0])  # type: ignore[index]
        for f in pool
        if f.record >= 0 and _LIMIT_KEY.search(f.key)
    }
    if not stated or c.value in stated:
        return None
    values = ", ".join(f"{v:g}" for v in sorted(stated))
    return f"{c.text}: only the user's words give {c.value:g}; tool outputs give {values}"


def _clause_cues(c: Claim, ctx: Context, split: Split) -> list[Slot]:
    """The words of ``c``'s clause (since the sentence start or the previous condition) that
    tell its key's counts apart, the nearest of each kind (a place, an item)."""
    s_start = ctx.sentences[ctx.sentence_of(c.start)][0]
    prev = [o.end for o in ctx.claims if o.kind == "limit" and s_start <= o.end <= c.start]
    told = [q for q in ctx.cues_in(max([s_start, *prev]), c.start) if split.tells(q)]
    return _nearest_per_group(told, c.start, ctx.answer)


def _above(ev: Evidence, a: int, b: int) -> bool:
    """Whether record ``a`` is a strict ancestor of record ``b``."""
    parents = ev.builder.parents if ev.builder else []
    while 0 <= b < len(parents):
        b = parents[b]
        if b == a:
            return True
    return False


# a cap on how often: a period, a number of times, a bound ("연 2회까지", "한 달에 한 번만")
_PERIOD_KO = (
    r"(?:연|년|매년|1년에|일\s?년에|한\s?해에|월|매월|1달에|한\s?달에|달에|주|매주|일주일에)"
)
_TIMES_KO = r"(?:\d{1,2}|한|두|세|네|다섯)\s?(?:회|번|차례)"
_FREQ_KO = re.compile(
    rf"(?<![가-힣]){_PERIOD_KO}\s?(?:최대\s?)?{_TIMES_KO}\s?(?:까지|만|이내|이하|로\s?제한|한정|에\s?한해)"
)
_FREQ_EN = re.compile(
    r"\b(?:up\sto|at\smost|no\smore\sthan|only|max(?:imum)?(?:\sof)?|limited\sto)\s"
    r"(?:once|twice|\d{1,2}\stimes|(?:two|three|four)\stimes)\s(?:a|per|each)\s(?:year|month|week)\b"
    r"|\b(?:once|twice|\d{1,2}\stimes)\s(?:a|per|each)\s(?:year|month|week)\s(?:only|at\smost|max)\b",
    re.I,
)
_FREQ_IN_TOOLS = re.compile(
    r"\d\s?(?:회|번(?![지호길])|차례)|(?:한|두|세|네)\s?(?:번|차례)|once|twice|times", re.I
)
_FREQ_UNSURE = unsure(
    r"보통|대개|일부|지역마다|지자체마다|usually|typically|generally|\bsome\b|\bif\b|확인|check|문의"
)
# the number of times with its bound ("2회까지", "한 번만"): "번" alone is in every "번호"
FREQ_GATE: Final = (
    *(f"{u}{sp}{b}" for u in ("회", "번", "차례") for sp in ("", " ")
      for b in ("까지", "만", "이내", "이하", "로", "한정", "에 한해", "에한해")),
    "once", "twice", "times",
)  # fmt: skip
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")


def frequency_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A cap on how many times in a period, where no tool output states any count of times."""
    if not contains_any(answer, FREQ_GATE):
        return []
    found = [*_FREQ_KO.finditer(answer), *_FREQ_EN.finditer(answer)]
    if not found or any(_FREQ_IN_TOOLS.search(s) for s in sources):
        return []
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        if _FREQ_UNSURE.search(s.group(0)):
            continue
        for m in found:
            if s.start() <= m.start() < s.end():
                why = "no tool output states how many times the service may be used"
                out.append(Claim(m.group(0), "condition", "frequency", m.start(), m.end(), why))
    return out
