"""Place names for the grounding check: every 시도, 시군구 and 일반구 with its surface forms.

The grounding guardrail imports nothing of the project; the orchestrator passes it this list
(``guardrails.grounding.PlaceVocabulary.from_names(place_names())``), so the gazetteer stays the
one source of place names.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from specialists.korean.items import SYNONYMS
from specialists.korean.materials import ITEM_WORDS

__all__ = ["place_names", "subject_names"]

# price-survey regions as the KECO survey names them, with the short and English forms
_PRICE_REGIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("수도권", ("수도권", "capital area", "capital region", "Sudogwon")),
    ("강원권", ("강원권", "Gangwon region")),
    ("충청권", ("충청권", "충청", "Chungcheong")),
    ("호남권", ("호남권", "호남", "Honam")),
    ("영남권", ("영남권", "영남", "Yeongnam")),
    ("제주권", ("제주권", "Jeju region")),
)


def _strs(obj: dict[str, Any], key: str) -> list[str]:
    value = obj.get(key) or []
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


@functools.cache
def place_names() -> tuple[tuple[str, tuple[str, ...], str], ...]:
    """``(canonical name, surface forms, parent)`` for every 시도, 시군구, 일반구 and price region.

    Surface forms are the official name, short forms and English names
    (``("강남구", ("강남구", "강남", "Gangnam-gu", ...), "서울특별시")``); the canonical name comes
    first; ``parent`` is the 시도 of a 시군구 and the 시 of a 일반구 (``""`` for 시도 and regions).
    """
    raw = resources.files(__package__ or "specialists.korean").joinpath("districts.json")
    doc = json.loads(raw.read_text(encoding="utf-8"))
    out: list[tuple[str, tuple[str, ...], str]] = []
    for sido in doc.get("sidos", []):
        forms = [sido["name"], sido["short"], sido["english"], *_strs(sido, "aliases")]
        forms += _strs(sido, "english_aliases")
        out.append((sido["name"], tuple(dict.fromkeys(forms)), ""))
    for district in doc.get("districts", []):
        for place in [district, *district.get("wards", [])]:
            forms = [place["name"], place.get("english", ""), *_strs(place, "aliases")]
            forms += _strs(place, "english_aliases")
            parent = district["sido"] if place is district else district["name"]
            out.append((place["name"], tuple(dict.fromkeys(f for f in forms if f)), parent))
    out += [(name, forms, "") for name, forms in _PRICE_REGIONS]
    return tuple(out)


def subject_names() -> tuple[tuple[str, tuple[str, ...], str], ...]:
    """Bulk-waste items and surveyed materials with their spellings (``("소파", ("sofa", …), "")``),
    in the shape of :func:`place_names`: the grounding check reads an English ``sofa`` or
    ``newspaper`` in an answer as the evidence's 소파 or 신문지."""
    out = [(name, tuple(forms), "") for name, forms in SYNONYMS.items()]
    out += [(name, tuple(forms), "") for name, forms in ITEM_WORDS.items()]
    return tuple(out)
