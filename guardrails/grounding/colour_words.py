"""A sky word that is a colour among colours (round 32).

A price survey of glass or plastic lists its rows by colour, and an answer names them in English or
glosses the Hangul row in brackets: ``45 won/kg for clear, 40 won/kg for brown and 35 won/kg for
green-blue glass``, ``Glass cullet averages 45 won/kg for clear, 40 for brown``, ``백색 유리
(Clear): 45원/kg``. There ``clear`` is the colour of a material, not the sky; the readers of
:mod:`.weather` only saw it so when a colour or a thing stood right beside it (``clear/brown
glass``, ``clear bottles``). Here the sentence or list line decides: one that also names another
colour of a material (brown, green, amber, 갈색, 백색, 청녹색 …) and no word of the weather
(sky, rain, °, 날씨 — :data:`.weather._WEATHER_NOUN`) nor of a reading's time (today, now, a
weather ``it's``) uses ``clear`` as a colour. A forecast that
says ``clear`` never lists glass colours beside it, and one that names the sky or a temperature
in the sentence keeps its sky claim."""

from __future__ import annotations

import re

__all__ = ["among_colours"]

# another colour a row of glass or plastic is named by (never a sky's): English or Hangul
_COLOUR = re.compile(
    r"\b(?:brown|green|amber|blue|colou?red|tinted|white|colou?rless)\b"
    r"|갈색|녹색|청색|청녹색|백색|무색|유색|투명",
    re.I,
)


# a sentence that talks of the sky: a word of the time of a reading or a weather "it" ("It's
# clear in Busan today, and 백색 glass is 62원/kg": the sky, beside a colour)
_SKY_TALK = re.compile(
    r"\b(?:today|tonight|tomorrow|now|currently|this\s(?:morning|afternoon|evening|week)"
    r"|it(?:'s|\sis|\swas|\swill\sbe))\b|오늘|내일|모레|지금",
    re.I,
)


def among_colours(text: str, start: int, end: int, weather: re.Pattern[str]) -> bool:
    """Whether the sentence or list line ``text[start:end]`` names another colour of a material
    and no word ``weather`` finds nor a word of the time of a reading: a sky word in it is that
    colour's peer, no sky."""
    return (
        _COLOUR.search(text, start, end) is not None
        and weather.search(text, start, end) is None
        and _SKY_TALK.search(text, start, end) is None
    )
