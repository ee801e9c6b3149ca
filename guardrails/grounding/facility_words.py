"""The facility vocabulary: what each Korean facility word means, and the English names an answer
gives it.

One table, :data:`FACILITIES`: a Korean word for a public facility (``행정복지센터``, ``구청``,
``보건소``) → its class (``centre``: a 동's community centre; ``town``: an 읍's or 면's office;
``office``: a 구's, 군's or 시's office; ``health``, ``library``, ``post``) and the English names an
answer writes it by (``community center``, ``district office``, ``city hall``). Names are written
with ``center``; :func:`spellings` adds ``centre``. The kinds of place a name ends in that are no
public facility (``약국``, ``아파트``) are in :data:`PLACE_KINDS`. Nothing here is read from the
evidence: it is the meaning of words.

Its readers take different views of the one table:

- :mod:`.romanized` spells a Hangul label in Latin letters: the English names of the facility word
  as written (``center`` only) after a place name (``봉명동 행정복지센터`` → ``Bongmyeong-dong
  community center``);
- :mod:`.holder_forms` compares names spaces aside: the names in both spellings without spaces
  (``communitycenter``, ``communitycentre``);
- :mod:`.facilities` reads an English facility by its class: :func:`english_pattern` matches any
  English name of a class, and :data:`FACILITIES` gives every Korean word of a class.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

__all__ = [
    "AFTER_AREA",
    "AREA_KINDS",
    "AREA_OFFICE",
    "CLASSES",
    "FACILITIES",
    "OFFICE_WORDS",
    "PLACE_KINDS",
    "english_pattern",
    "names",
    "spellings",
]

# a Korean facility word → (its class, the English names an answer gives it)
FACILITIES: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "청": ("office", ("office", "hall", "district office")),
    "구청": ("office", ("gu office", "gu district office", "gu hall")),
    "군청": ("office", ("gun office", "county office")),
    "시청": ("office", ("city hall", "si office", "city office")),
    "행정복지센터": ("centre", ("administrative welfare center", "community center",
                                "community service center", "welfare center")),
    "주민센터": ("centre", ("community center", "community service center")),
    "동사무소": ("centre", ()),
    "주민자치센터": ("centre", ()),
    "읍사무소": ("town", ()),
    "면사무소": ("town", ()),
    "보건소": ("health", ("health center", "public health center")),
    "보건지소": ("health", ()),
    "도서관": ("library", ("library",)),
    "우체국": ("post", ("post office",)),
}  # fmt: skip
# round 51: a welfare hall an output names ("고양동 종합복지회관") is the facility an English answer
# calls a centre ("Goyang-dong Welfare Center"): its class is named, though it is no area's office
NAMED_AS: Final[dict[str, str]] = {"복지회관": "centre", "복지관": "centre"}
# the class of an area's "office" by the area's Latin suffix ("Yulha 1-dong office" is the 동's
# community centre, an 읍's or 면's its town office; any other area's is its office)
AREA_OFFICE: Final = {"dong": "centre", "eup": "town", "myeon": "town"}
# the classes an English facility is read as, in the order its pattern tries them
CLASSES: Final = ("health", "centre", "office", "library", "post")
# the kind of place a name ends in, no public facility ("세종약국" → "Sejong Pharmacy")
PLACE_KINDS: Final[dict[str, tuple[str, ...]]] = {
    "약국": ("pharmacy", "drugstore"),
    "아파트": ("apartment", "apartments", "apt"),
}

# a kind of place named after the area it serves, spelt in English only after an area's name
# ("금천구재활용센터" → "Geumcheon-gu Recycling Center"; "광장재활용센터" has no area to spell)
AREA_KINDS: Final[dict[str, tuple[str, ...]]] = {"재활용센터": ("recycling center",)}

# the facility words that follow an area's name ("수지구" + "보건소"; 구청 is 구 + 청); no town
# office: "읍면사무소" is no 읍's 면사무소
AFTER_AREA: Final[tuple[str, ...]] = tuple(
    w for w, (c, _) in FACILITIES.items() if w not in ("구청", "군청", "시청") and c != "town"
)
# the words of the public offices an area holds: its 동's centre, its 읍's or 면's office, its
# 구's, 군's or 시's office, its health centre (:mod:`.holdings` reads a holder by them)
OFFICE_WORDS: Final = tuple(
    w
    for w, (c, _) in FACILITIES.items()
    if c in ("centre", "town", "office", "health") and len(w) > 1
)


def spellings(name: str) -> Iterator[str]:
    """``name`` as written and, where it says ``center``, with ``centre``."""
    yield name
    if "center" in name:
        yield name.replace("center", "centre")


def names(word: str) -> tuple[str, ...]:
    """The English names of a Korean facility word as the table writes them (``()`` for an
    unknown word or one an answer has no English name for); :func:`spellings` adds ``centre``."""
    return FACILITIES.get(word, ("", ()))[1]


def english_pattern(cls: str) -> str:
    """A pattern of the English names of a class's facilities (longest first; spaces any white
    space, ``center`` either spelling), each without the area suffix it is written after (``gu
    office`` is ``office`` after ``Seo-gu``)."""
    said = {
        re.sub(r"^(?:gu|si|gun) ", "", n)
        for word, (c, ns) in FACILITIES.items()
        if c == cls
        for n in ns
    }
    parts = [
        re.escape(n).replace(r"\ ", r"\s+").replace("center", "cent(?:er|re)")
        for n in sorted(said, key=lambda n: (-len(n), n))
    ]
    return "|".join(parts)
