"""A calendar date said as the basis of weather normals.

Monthly normals are averages over a period (``"as_of": "1991-2020"``, ``월별 평년값(1991–2020)``):
no day dates them. A calendar date given as their basis (``2025-09-08 기준 12월 평년값``, ``평년값
(2025-09-08 기준)``, ``the December normals as of 2025-09-08``) is another output's date — a place
dataset's, a fee table's — moved onto the normals.

Read where some tool output is a normal (its ``kind`` or ``source`` says ``normal``) and the date is
no string of a normals output: a date (``2025-09-08``, ``2025.09.08``, ``2025년 9월 8일``) right
before a basis word (``기준``, ``현재``) with a normals word (``평년``, ``normal``) within the next
few words of its clause, or a normals word followed by ``as of`` / ``dated`` / ``기준`` and the date
within a few words; round 57 (r57a): the climate's figures said to come from a dataset of the date
(``the climate figures are from the dataset dated 2025-08-04``).

Round 59 (r59f): the weather named by its plain word where every weather output is a normal
(``Weather (as of 17 March 2026)``, ``날씨 (2026-03-17 기준)``, ``2026-03-17 기준 날씨``): the word
names the normals, so the date is given to them as well — dates read in English too (``17 March
2026``, ``March 17, 2026``). Not where a weather output of another kind (an observation, a current
analysis, a forecast) may be what the word names, nor where the words between name something else
too (``weather and centres (as of …)``).

Unsure, never flagged: a period (``1991–2020``), a month alone; a clause break between the date and
the normals word (``2025-09-08 기준이고, 날씨는 평년값``); a negated or asked clause.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["normals_date_claims"]

_MONTHS: Final = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH: Final = r"(?:[Jj]anuary|[Ff]ebruary|[Mm]arch|[Aa]pril|[Mm]ay|[Jj]une|[Jj]uly|[Aa]ugust|[Ss]eptember|[Oo]ctober|[Nn]ovember|[Dd]ecember)"
_DATE: Final = (
    r"(?<![\d.-])(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{4}년\s?\d{1,2}월\s?\d{1,2}일)(?![\d.-]\d)"
    # round 59 (r59f): in English, "17 March 2026", "March 17, 2026"
    rf"|\b\d{{1,2}}\s{_MONTH}\s\d{{4}}\b|\b{_MONTH}\s\d{{1,2}},?\s\d{{4}}\b"
)
_NORMALS: Final = r"(?:평년|[Nn]ormals?\b|30-year average)"
# the date, its basis word, then the normals word within a few words of no clause break
_BEFORE: Final = re.compile(
    rf"({_DATE})\s?(?:기준|현재)(?:의|으로|으론|으로는)?\s?(?:[^\s,;.!?]+\s){{0,2}}?[^\s,;.!?]*{_NORMALS}"
)
# the normals word, then "as of" / "dated" / "기준" and the date within a few words
_AFTER: Final = re.compile(
    rf"{_NORMALS}[^\n,;.!?]{{0,20}}?(?:\bas of|\bdated|\bupdated|\(|기준일?자?:?)\s?({_DATE})"
)
# round 57 (r57a): the figures said to come from a dated dataset ("the climate figures are from the
# dataset dated 2025-08-04", "the normals come from data as of 2025-08-04", "기후 값은 2025-08-04
# 기준 자료예요"): the climate's figures named by their own words (a normals word or ``climate``)
_CLIMATE: Final = (
    rf"(?:{_NORMALS}|\b[Cc]limate\s(?:figures|data|values|numbers|averages|normals)"
    r"|기후\s?(?:값|자료|데이터|수치))"
)
_FROM: Final = re.compile(
    rf"{_CLIMATE}\s(?:\w+\s){{0,2}}?(?:are|is|come|comes|were|was)\s(?:taken\s)?(?:from|based\son)\s"
    r"(?:the\s|a\s)?(?:[\w-]+\s)?(?:dataset|data|source|table|file|release)\s(?:dated|as\sof"
    rf"|updated(?:\son)?)\s({_DATE})"
    rf"|{_CLIMATE}(?:은|는|이|가)\s({_DATE})\s?(?:기준|자)\s?(?:의\s)?(?:자료|데이터|값)"
)
# round 59 (r59f): the weather by its plain word, where the normals are the only weather outputs
# ("Weather (as of 17 March 2026)", "날씨 (2026-03-17 기준)", "the weather, as of …")
_WEATHER: Final = r"(?:\b[Ww]eather\b|날씨)"
_WEATHER_AFTER: Final = re.compile(
    rf"{_WEATHER}[^\n;.!?]{{0,16}}?(?:\bas of|\bdated|\bupdated|\(|기준일?자?:?)\s?({_DATE})"
)
_WEATHER_BEFORE: Final = re.compile(
    rf"({_DATE})\s?(?:기준|현재)(?:의|으로|으론|으로는)?\s?(?:[^\s,;.!?]+\s){{0,1}}?[^\s,;.!?]*날씨"
)
# words between that name something besides the weather: the date may be theirs
_OTHERS: Final = re.compile(
    r"\band\b|&|/|및|[와과]\s|센터|cent(?:er|re)|bins?\b|수거함|fees?\b|수수료|prices?\b|시세|data|자료",
    re.I,
)
_DOUBT: Final = unsure(r"아니라|instead of|rather than")
_ISO: Final = re.compile(r"(\d{4})\D+(\d{1,2})\D+(\d{1,2})")


_EN_DATE: Final = re.compile(
    rf"(\d{{1,2}})\s({_MONTH})\s(\d{{4}})|({_MONTH})\s(\d{{1,2}}),?\s(\d{{4}})"
)


def _iso(date: str) -> str:
    if (e := _EN_DATE.fullmatch(date)) is not None:
        d, mo, y = e.group(1, 2, 3) if e.group(1) else (e.group(5), e.group(4), e.group(6))
        return f"{y}-{_MONTHS.index(mo.lower()) + 1:02d}-{int(d):02d}"
    m = _ISO.match(date)
    return f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else date


_OTHER_WEATHER: Final = re.compile(r"observation|current|forecast|fcst|hourly|daily|nowcast", re.I)


@per_stage
def _normals_only(sources: tuple[str, ...]) -> bool:
    """Whether the weather outputs are normals only: no output of another weather kind (an
    observation, a current analysis, a forecast) nor a temperature outside a normal."""
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        kind = f"{root.get('kind', '')} {root.get('source', '')}"
        if "normal" in kind:
            continue
        if _OTHER_WEATHER.search(kind) or "temp" in (text := str(root)) or "기온" in text:
            return False
    return True


@per_stage
def _normals(sources: tuple[str, ...]) -> frozenset[str] | None:
    """The dates the normals outputs write (None when no output is a normal)."""
    found: set[str] = set()
    any_normal = False
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        kind = f"{root.get('kind', '')} {root.get('source', '')}"
        if "normal" not in kind:
            continue
        any_normal = True
        found |= {_iso(m.group(0)) for t in strings_under(root) for m in re.finditer(_DATE, t)}
    return frozenset(found) if any_normal else None


def normals_date_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Calendar dates an answer gives weather normals as their basis."""
    if (
        "평년" not in answer
        and "ormal" not in answer
        and "30-year" not in answer
        and "limate" not in answer
        and "기후" not in answer
        and "eather" not in answer
        and "날씨" not in answer
    ):
        return []
    own = _normals(sources)
    if own is None:
        return []
    out: list[Claim] = []
    weather = ("eather" in answer or "날씨" in answer) and _normals_only(sources)
    for rx in (_BEFORE, _AFTER, _FROM, _WEATHER_AFTER, _WEATHER_BEFORE):
        if rx in (_WEATHER_AFTER, _WEATHER_BEFORE) and not weather:
            continue
        for m in rx.finditer(answer):
            date = _iso(m.group(1) or m.group(2) if rx is _FROM else m.group(1))
            if date in own:
                continue
            if rx in (_WEATHER_AFTER, _WEATHER_BEFORE) and _OTHERS.search(
                m.group(0), 0, m.start(1) - m.start()
            ):
                continue  # "weather and centres (as of …)": the date may be the centres'
            start = max((e for _s, e in sentence_bounds(answer) if e <= m.start()), default=0)
            if _DOUBT.search(answer, start, m.end()):
                continue
            why = (
                f"weather normals are of a period, not dated {date}: that date is another output's"
            )
            out.append(Claim(m.group(0), "condition", date, m.start(), m.end(), why))
    return out
