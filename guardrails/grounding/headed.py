"""Bare figures of a list whose header names their unit.

An answer may state the unit once, in the line that opens a list, and then give bare figures::

    National averages, in won per kg:
    - PET (compressed): 350 / PET flake: 650
    - PP (compressed): 180

Each figure written right after a label's colon on the list's lines is read as a claim of the
header's unit (``원/kg`` → a price per kg, ``원`` → an amount) and bound to the label like any
other value. The header may open a run in its own sentence instead (``(won/kg): white glass
cullet 45, brown 35, green 40.``): each figure right after its label and closing its item is read
the same way. Only the lines right after the header that open with a bullet (``-``, ``*``, ``•``,
``■``, …) or a number are the list; on them a figure right after its label (a bracketed name
too) and closing its item is read as well (``■ Plastics: PET flakes (PET(플레이크)) 520, PP
compressed 180``: round 24). A figure with a unit of its own is read by its own scanner first.

Round 55: the unit may close the run instead of opening it — ``ABS 280, EPS 200, HDPE 130, PP 180,
PE 150, LDPE 200, PS 100, PVC 80원/kg``: in a run of three items or more, each a label and a bare
figure joined by commas (``and``/``및`` before the last too), closed by an item whose figure carries
the unit (``원/kg``, ``won/kg``, ``원``, ``won``), every bare figure is read in that unit, bound to its
label like any other value. Two items (``HDPE 130, LDPE 200원``) are too few to be sure.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import _Scan, contains_any
from guardrails.grounding.opening_gate import gated

GATE: Final = ("kg", "킬로", "원", "won")
# the header: a line ending in a colon that names the unit of what follows
_PER_KG = r"won\s?(?:per|/)\s?(?:kg|kilo)|원\s?/\s?kg|kg\s?당|킬로\s?당|per\s?kg"
_WON = r"\bin\s(?:korean\s)?won\b|\(원\)|단위\s?[:：]?\s?원(?!\s?/)"
_HEADER = re.compile(rf"^[^\n]*?(?:{_PER_KG}|{_WON})[^\n]*?[:：][ \t]*\n", re.I | re.M)
_KG = re.compile(_PER_KG, re.I)
_ITEM = re.compile(r"[ \t]*(?:[-*•·■▪●]|\d{1,2}[.)])\s")
# a figure right after a label's colon, with no unit of its own
_FIGURE = re.compile(
    r"(?<=[A-Za-z가-힣)][:：] )(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})"
    r"(?![\d.,]|\s?(?:원|won|%|[A-Za-z가-힣]))"
)


# the header inline: "National averages (won/kg): white glass cullet 45, brown 35, green 40."
_INLINE = re.compile(rf"(?:{_PER_KG}|{_WON})\)?[ \t]?[:：][ \t]+(?=[^\n\d]*[A-Za-z가-힣] \d)", re.I)
_INLINE = gated(_INLINE)  # :mod:`.opening_gate`: the same matches, skipped to
# a bare figure right after its label in that run, closing its item
_RUN_FIGURE = re.compile(
    r"(?<=[A-Za-z가-힣] )(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})(?=\s?(?:[,;]|\.(?!\d)|\s(?:and|및)\s|$))"
)
# on a list line, a bare figure right after its label (a bracketed name too) closing its item:
# "■ Plastics: PET flakes (PET(플레이크)) 520, PP compressed 180"
_LINE_FIGURE = re.compile(
    r"(?<=[A-Za-z가-힣)] )(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})(?=\s?(?:[,;/]|\.(?!\d)|\s(?:and|및)\s|$))"
)
_RUN_END = re.compile(r"\.(?:\s|$)|\n")
# round 55: a run of labelled bare figures closed by a figure with its unit
_LABELLED = r"[A-Za-z가-힣][A-Za-z가-힣()]*(?:[ \t][A-Za-z가-힣()]+){0,2}[ \t](?:\d{1,3}(?:,\d{3})+|\d{1,6})"
_CLOSED_RUN = re.compile(
    rf"(?<![\w,.])(?P<run>(?:{_LABELLED}(?:,[ \t](?:and[ \t]|및[ \t])?|[ \t](?:and|및)[ \t])){{2,}})"
    rf"{_LABELLED}\s?(?P<u>원\s?/\s?kg|won\s?/\s?kg|won\sper\skg|원|won\b)",
    re.I,
)
_BARE = re.compile(
    r"(?<=[A-Za-z가-힣)][ \t])(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})(?:,|[ \t](?:and|및)[ \t])"
)


def scan_headed(s: _Scan) -> None:
    """Add a claim for each bare figure on the lines of a list whose header names its unit."""
    text = s.text
    if not contains_any(s.lower, GATE):
        return
    for h in _INLINE.finditer(text) if ":" in text or "：" in text else ():
        per_kg = _KG.search(h.group(0)) is not None
        stop = _RUN_END.search(text, h.end())
        for m in _RUN_FIGURE.finditer(text, h.end(), stop.start() if stop else len(text)):
            a, b = m.span("n")
            if s.free(a, b):
                v = int(m.group("n").replace(",", ""))
                s.add("unit_price" if per_kg else "money", (v, "kg") if per_kg else v, a, b)
                s.take(a, b)
    if ", " in text:
        _closed_runs(s)
    if "\n" not in text:
        return
    for h in _HEADER.finditer(text):
        per_kg = _KG.search(h.group(0)) is not None
        at = h.end()
        while at < len(text) and _ITEM.match(text, at):
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            figures = [*_FIGURE.finditer(text, at, end), *_LINE_FIGURE.finditer(text, at, end)]
            for m in figures:
                a, b = m.span("n")
                if s.free(a, b):
                    v = int(m.group("n").replace(",", ""))
                    s.add("unit_price" if per_kg else "money", (v, "kg") if per_kg else v, a, b)
                    s.take(a, b)
            at = end + 1


def _closed_runs(s: _Scan) -> None:
    """Add a claim for each bare figure of a run whose last item carries the unit (round 55)."""
    text, at = s.text, s.text.find(", ")
    marks: list[int] = []
    while at > 0 and len(marks) < 2:  # a figure before a comma, twice: the run's cheap mark
        if text[at - 1].isdigit():
            marks.append(at)
        at = text.find(", ", at + 2)
    if len(marks) < 2:
        return
    for r in _CLOSED_RUN.finditer(text, max(0, marks[0] - 80)):
        per_kg = _KG.search(r.group("u")) is not None
        for m in _BARE.finditer(s.text, r.start("run"), r.end("run")):
            a, b = m.span("n")
            if s.free(a, b):
                v = int(m.group("n").replace(",", ""))
                s.add("unit_price" if per_kg else "money", (v, "kg") if per_kg else v, a, b)
                s.take(a, b)
