"""Measurements of a kind no tool output measures.

A weather tool output measures some attributes (temperature, humidity, wind, sky) and not others.
A value the answer gives for an attribute that no tool output names at all — a UV index where the
nowcast has none, fine dust beside a temperature, a humidity beside a forecast of sky alone — is
invented whatever its figure: no record can hold it.

Read by structure: the attribute's name, its head noun (지수, index, 농도, level) and a link (a
particle, ``of``, ``is``, ``:``) right before a figure ("UV index는 9로", "a UV index of 8",
"습도 82%", "PM2.5 35㎍"). An attribute named without a figure right after it ("자외선이 강하니",
"미세먼지 정보는 없어요") is advice, not a measurement, and is never read; neither is an attribute
any tool output names (in a key or a value).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.nodes import lowered_text

# attribute → (how the answer names it, what a tool output that measures it names)
_ATTRIBUTES: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "UV": (r"UV|자외선", ("uv", "자외선", "ultraviolet")),
    "fine dust": (
        r"초?미세\s?먼지|fine\s(?:dust|particles?)|PM\s?(?:2\.5|10)|air\squality|대기질",
        ("pm10", "pm25", "pm2", "pm_", "미세먼지", "dust", "air", "대기", "aqi", "khai"),
    ),
    "humidity": (r"습도|humidity", ("humid", "습도", "reh")),
    "ozone": (r"오존|ozone", ("ozone", "오존", "o3")),
}
_HEAD = r"(?:\s?(?:지수|index|농도|수치|levels?|concentration|reading))?"
_LINK = r"(?:\s?\([^()\d]{0,12}(?:\d(?:\.\d)?)?\))?\s?(?:는|은|이|가|도|:|of|is|at|=|was|are)?"
_ABOUT = r"(?:\s?(?:about|around|약|지금|now|currently|현재))?"
_FIGURE = r"\s?(?P<n>\d{1,4}(?:\.\d{1,2})?)(?!\d|\.\d)"
_READS: Final = tuple(
    (name, words, re.compile(rf"(?:{said}){_HEAD}{_LINK}{_ABOUT}{_FIGURE}", re.I))
    for name, (said, words) in _ATTRIBUTES.items()
)
GATE: Final = ("UV", "uv", "자외선", "먼지", "dust", "PM", "pm", "air", "Air", "대기", "습도",
                "humidity", "Humidity", "오존", "zone")  # fmt: skip


def unmeasured_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The figures ``answer`` gives for an attribute no tool output names (in a key or a
    value)."""
    if not contains_any(answer, GATE):
        return []
    lower = lowered_text(sources)
    out: list[Claim] = []
    for name, words, rx in _READS:
        for m in rx.finditer(answer):
            if any(w in lower for w in words):
                break
            why = f"'{m.group(0)}': no tool output measures {name}"
            out.append(Claim(m.group(0), "condition", m.group(0), m.start(), m.end(), why))
    return out
