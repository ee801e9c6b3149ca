"""A date said of a named district is the date of that district's output.

Outputs of one dataset for two districts (the household-waste rules of 포항시 and of 동두천시) each
carry their own date (``as_of`` / the citation's 데이터기준일자). An answer binds a date to a
district in two ways a real assistant writes, both read here outside citation brackets too:

* *the name right before the date*: ``포항시 2023-07-03·동두천시 2024-02-27 기준``, ``울산 북구
  정보는 2025-11-07 기준``, ``부안군: 2020-12-14`` — the date is the named district's;
* *the one district the answer names*: an answer that says one date only (one year, in any
  spelling) and names one only of
  the dated districts (``울산 북구는 … 이 정보는 2020-12-14 기준이라``) says it of that district —
  unless the user named the district whose date it is (an answer about both may name the other
  in a way not read here: ``Inje-gun``).

* *the line's label* (round 37): a date on a list line whose label, after its bullet and before a
  colon or dash, is a district's name (``- Seocho-gu: … · data as of 30 September 2025``,
  ``2. 서초구 — … 2025-09-30 기준``) is that district's; a label that is no district's name
  (``- 수수료: …``) binds nothing. Dates are read in English too (``30 September 2025``,
  ``Sept. 30, 2025``), and a label by its district's Latin names too (``Seocho-gu``, ``Pohang``;
  here, and right before a date with a date's label between (round 47: ``Suseong-gu as of
  2025-11-18``): an English answer may name another district in a way not read, ``Jung-gu``).

* *every district at once* (round 34): ``두 곳 모두 데이터기준일자 2025-07-03``, ``둘 다 … 기준``,
  ``both are dated 2025-07-03`` where the answer names two districts or more of the dataset — the
  date is said of each, so it is flagged when one named district's output holds it and another's
  holds a different one (the faithful twin, both outputs of that date, has no two dates to swap).

Flagged when the bound district's output has a date that is not the one said, and another
district's output of the same dataset holds the said date (a swap, not an invention: the value
check reads the latter). Unsure, never flagged: the bound district's output has no date; the
date appears in any output besides the other districts' (a survey's month, a row's own date); an
answer that names no district, or two with no name right before the date.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.datetimes import EN_MONTHS
from guardrails.grounding.district_dates import root_date
from guardrails.grounding.item_lines import BULLET
from guardrails.grounding.literal_spans import word_spans
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.romanized import latin_forms, latin_stems

__all__ = ["district_dated_claims"]

# (names of its district, its date, its dataset, its text)
Output = tuple[tuple[str, ...], tuple[int, ...], str, str]

_DATE = re.compile(
    r"(?<!\d)(\d{4})(?:[-.](\d{1,2})(?:[-.](\d{1,2}))?(?!\d)|년\s?(\d{1,2})월(?:\s?(\d{1,2})일)?)"
    # round 37: in English, day first or month first ("30 September 2025", "Sept. 30, 2025")
    rf"|\b(?:(?P<d1>\d{{1,2}})\s(?P<m1>{'|'.join(EN_MONTHS)})[a-z]*\.?"
    rf"|(?P<m2>{'|'.join(EN_MONTHS)})[a-z]*\.?\s(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?)\s(?P<y>\d{{4}})\b",
    re.I,
)
# round 37: a list line's label, a district's name before a colon or dash ("- Seocho-gu: …",
# "2. 서초구 — …", "Jung-gu, Daejeon: …"): the line's facts are that district's
_LATIN: Final = re.compile(r"[A-Za-z]")
_LABEL_END: Final = re.compile(r"[^:：—\n.!?]{0,20}?\s?[:：—]")
# round 54 (r54c): the label may name the line's item before its district ("1. Wardrobe (장롱),
# Daegu Jung-gu (대구 중구): … Reference date: 2024-12-06"): words with no stop, colon or digit
_FRONT: Final = re.compile(r"[^:：—\n.!?\d]{0,40}")
# a date in any spelling ("2024", "25.11.3") and a date's label: an answer of two is no lone one
_YEAR = re.compile(r"(?<!\d)(?:(?:19|20)\d{2}|\d{2}[./]\d{1,2}[./]\d{1,2})(?!\d)")
_LABEL = re.compile(r"as of|dated|기준", re.I)
# between a district's name and the date said of it: "포항시 2023-07-03", "울산 북구 정보는 …",
# "부안군: …", "부안군의 자료는 기준일 …", "Buan-gun data as of …"
_GAP = re.compile(
    r"(?:의|은|는|:|,)?\s?(?:생활쓰레기\s?)?(?:배출\s?)?(?:정보|자료|데이터|data|info(?:rmation)?)?"
    r"\s?(?:는|은|:|is|are)?\s?(?:데이터\s?)?(?:기준일자?|기준|as of|dated)?\s?[:：]?\s?"
)


# a word that says the date of every district named ("두 곳 모두", "둘 다", "세 지역 다", "both",
# "all three"), with no sentence end nor figure between it and the date
_EVERY: Final = re.compile(
    r"(?:(?:두|세|네|[2-4])\s?(?:곳|군데|지역|시군구?|자치구|구|군|시)\s?(?:다|모두|전부)"
    r"|(?<![가-힣])(?:둘|셋)\s?다|양쪽\s?(?:다|모두)|\bboth\b|\ball\s(?:two|three|four)\b)"
    r"[^.!?\n\d]{0,30}$",
    re.I,
)


def _names(root: dict[str, Any]) -> tuple[str, ...]:
    """How an answer names an output's district: its full name, its last word (``북구``) when
    two words, and a 시/군's stem (``포항``)."""
    district = root.get("district")
    if not isinstance(district, str) or not district.split():
        return ()
    words = district.split()
    names = [district, *(w for w in words if len(w) >= 2)]
    last = re.sub(r"(?:특별자치|광역|특별)(?=시$)", "", words[-1])
    if last.endswith(("시", "군")) and len(last) >= 3:
        names += [last, last[:-1]]
    return tuple(sorted(dict.fromkeys(names), key=len, reverse=True))


@lru_cache(maxsize=1024)
def _latin(district: str) -> tuple[str, ...]:
    """Round 37: the lower-case Latin spellings of ``district`` (``서초구`` → ``seocho-gu``, …;
    ``포항시`` → ``pohang-si``, ``pohang``), read only for an answer with Latin letters."""
    words = district.split()
    latin = {f for w in words for f, whole in latin_forms(w) if whole}
    last = re.sub(r"(?:특별자치|광역|특별)(?=시$)", "", words[-1])
    if last.endswith(("시", "군")) and len(last) >= 3:
        latin.update(latin_stems(last[:-1]))
    return tuple(sorted(latin, key=len, reverse=True))


@per_stage
def _outputs(sources: tuple[str, ...]) -> tuple[Output, ...]:
    """Every district's output with a date of its own, when two of one dataset differ in date."""
    out: list[Output] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not (names := _names(root)):
            continue
        when = root_date(root)
        source = root.get("source")
        if when is not None and isinstance(source, str):
            out.append((names, when, source, " ".join(strings_under(root))))
    kept = [
        o for o in out
        if any(p[2] == o[2] and p[0][0] != o[0][0] and not _same(p[1], o[1]) for p in out)
    ]  # fmt: skip
    return tuple(kept)


def _same(said: tuple[int, ...], held: tuple[int, ...]) -> bool:
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == held[:n]


def _spelled(when: tuple[int, ...]) -> tuple[str, ...]:
    y, m, *rest = when
    d = rest[0] if rest else None
    out = [f"{y}-{m:02d}", f"{y}.{m:02d}", f"{y}년 {m}월", f"{y}년{m}월"]
    if d is not None:
        out = [f"{y}-{m:02d}-{d:02d}", f"{y}.{m:02d}.{d:02d}", f"{y}년 {m}월 {d}일", *out]
    return tuple(out)


def _named_at(answer: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for n in names:
        for start, end in word_spans(answer, n):  # (?<![가-힣]) and the name, no pattern compiled
            if not any(s <= start < e for s, e in spans):
                spans.append((start, end))
    return spans


def district_dated_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """A date bound to a named district (right after its name, or the answer's one district)
    that is another district's output's date."""
    outputs = _outputs(sources)  # (none in most stages: the regex below is then never run)
    if not outputs:
        return []
    dates = list(_DATE.finditer(answer))
    if not dates:
        return []
    named = [(o, spans) for o in outputs if (spans := _named_at(answer, o[0]))]
    labels = named  # Latin names bind only as a list line's label (an answer may name a district
    low = answer.lower()  # in a way not read: "Jung-gu", whose one-syllable stem is no name)
    if _LATIN.search(answer) is not None and len(low) == len(answer):
        labels = [(o, spans) for o in outputs if (spans := _named_at(low, o[0] + _latin(o[0][0])))]
    if not labels:
        return []
    out: list[Claim] = []
    for m in dates:
        said = _said(m)
        bound = (
            _right_before(answer, m.start(), named)
            or (labels is not named and _right_before(low, m.start(), labels, labelled=True))
            or _line_label(answer, m.start(), labels)
        )
        lone = (
            bound is None
            and len(_YEAR.findall(answer)) == 1  # (one date in any spelling: "25.11.3")
            and len(_LABEL.findall(answer)) <= 1
            and len({o[0][0] for o, _s in named}) == 1
        )
        if lone:
            bound = named[0][0]
        if bound is None and (every := _every(answer, m.start(), said, named)) is not None:
            bound = every
        if bound is None or _same(said, bound[1]):
            continue
        others = [o for o in outputs if o[2] == bound[2] and o[0][0] != bound[0][0]]
        holding = [o for o in others if _same(said, o[1])]
        if not holding or (lone and any(_named_at(user, o[0]) for o in holding)):
            continue
        texts = [o[3] for o in holding]
        if _held_elsewhere(said, sources, texts):
            continue
        why = f"{m.group(0)} is the date of another district's data, not {bound[0][0]}'s"
        out.append(Claim(m.group(0), "condition", said, m.start(), m.end(), why))
    return out


def _said(m: re.Match[str]) -> tuple[int, ...]:
    """The (year, month[, day]) a match of :data:`_DATE` says."""
    if m.group("y"):
        month = EN_MONTHS.index((m.group("m1") or m.group("m2"))[:3].lower()) + 1
        return int(m.group("y")), month, int(m.group("d1") or m.group("d2"))
    parts = m.group(1, 2, 3) if m.group(2) else m.group(1, 4, 5)
    return tuple(int(p) for p in parts if p)


def _line_label(
    answer: str, at: int, named: list[tuple[Output, list[tuple[int, int]]]]
) -> Output | None:
    """The district whose name is the label of ``at``'s line (after a bullet, before a colon or
    dash: ``- Seocho-gu: … · data as of 30 September 2025``), or None; round 54: the label may name
    the line's item first (``1. Wardrobe (장롱), Daegu Jung-gu (대구 중구): …``). A line whose label
    is no district's name (``- 수수료: …``), or a name after the label, binds nothing."""
    head = BULLET.match(answer, answer.rfind("\n", 0, at) + 1)
    if head is None:
        return None  # (a paragraph's "A: …. B: … (as of …)" is no list line)
    bound = None
    inside: list[Output] = []
    loose: list[Output] = []  # round 54: a name after the label's first words ("Wardrobe, …")
    for o, spans in named:
        for s, e in spans:
            labelled = e <= at and _LABEL_END.match(answer, e, at) is not None
            if labelled and s == head.end():
                bound = o
            elif head.end() < s < at:
                inside.append(o)
                if labelled and _FRONT.fullmatch(answer, head.end(), s):
                    loose.append(o)
    if bound is None and loose and all(o is loose[0] for o in inside):
        bound = loose[0]  # one district only in the label (two, "부산 연제구" / 부산 북구: unsure)
    if any(o is not bound for o in inside):
        return None  # another district named on the line before the date (round 49: not the
    return bound  # label's own name again, "Changwon (창원시): …", "평택시청")


def _every(
    answer: str, at: int, said: tuple[int, ...], named: list[tuple[Output, list[tuple[int, int]]]]
) -> Output | None:
    """The named district whose date is not ``said`` when a word right before ``at`` says the
    date of every district (``두 곳 모두 …``) and another named district of its dataset holds it."""
    if _EVERY.search(answer, max(0, at - 40), at) is None:
        return None
    for o, _s in named:
        if not _same(said, o[1]) and any(
            p[2] == o[2] and p[0][0] != o[0][0] and _same(said, p[1]) for p, _t in named
        ):
            return o
    return None


def _right_before(
    answer: str,
    at: int,
    named: list[tuple[Output, list[tuple[int, int]]]],
    labelled: bool = False,
) -> Output | None:
    """The district whose name ends right before ``at`` (with only a topic or label between).

    Round 47: with ``labelled`` (names read in Latin letters too, on the lower-cased answer) the
    gap must hold a date's label: ``[…, Suseong-gu as of 2025-11-18]`` binds the date to 수성구,
    ``Suseong-gu 2025-11-18`` (a date label-less after a Latin name) binds nothing."""
    for o, spans in named:
        for _s, e in spans:
            if e <= at and at - e <= 30:
                gap = _GAP.match(answer, e)
                if gap is not None and gap.end() == at:
                    if labelled and _LABEL.search(answer, e, at) is None:
                        continue
                    return o
    return None


# round 58 (r58a): a month's spelling inside a longer date is that date ("2025-10" in "2025-10-31"
# holds no "2025-10-27"): a day's date is held only by its month where no day follows it
_DAY_AFTER: Final = re.compile(r"[-.]\s?\d|\s?\d{1,2}\s?일")


def _holds(text: str, said: tuple[int, ...]) -> bool:
    """Whether ``text`` holds the date ``said`` in any spelling (:func:`_spelled`)."""
    months = _spelled(said[:2]) if len(said) > 2 else ()
    for s in _spelled(said):
        at = text.find(s)
        while at >= 0:
            if s not in months or _DAY_AFTER.match(text, at + len(s)) is None:
                return True
            at = text.find(s, at + 1)
    return False


def _held_elsewhere(said: tuple[int, ...], sources: tuple[str, ...], texts: list[str]) -> bool:
    """Whether an output other than the other districts' holds the date in any spelling."""
    for text in sources:
        if not isinstance(text, str) or not _holds(text, said):
            continue
        if not any(_roots_match(text, t) for t in texts):
            return True
    return False


def _roots_match(text: str, joined: str) -> bool:
    """Whether tool output ``text`` is the output whose strings are ``joined``."""
    root = parsed((text,))[0]
    return isinstance(root, dict) and " ".join(strings_under(root)) == joined
