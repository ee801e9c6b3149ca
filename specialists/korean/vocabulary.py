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

from specialists.korean.goods import GOODS
from specialists.korean.items import SPELLINGS, SYNONYMS
from specialists.korean.materials import ITEM_WORDS, UNSURVEYED

__all__ = ["item_names", "place_names", "subject_names"]

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


# words of tariff specs, survey forms and facility kinds, as English answers say them
_SPEC_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("싱글", ("single",)), ("더블", ("double",)), ("퀸", ("queen",)), ("킹", ("king",)),
    ("1인용", ("one-seater", "1-seater", "single-seat")), ("2인용", ("two-seater", "2-seater")),
    ("3인용", ("three-seater", "3-seater")), ("압축", ("baled", "compressed")),
    # a seat sold beside a sofa (소파 스툴): "a sofa stool" is that row's, not the sofa's (round 49)
    ("스툴", ("stool", "stools", "footstool", "footstools")),
    ("중량", ("heavy",)), ("경량", ("light",)), ("무색", ("clear", "colorless", "colourless")),
    ("유색", ("colored", "coloured")), ("벽걸이", ("wall-mounted",)), ("스탠드", ("stand",)),
    ("주민센터", ("community center", "community centre", "community service center")),
    ("행정복지센터", ("community center", "community centre", "community service center")),
    ("약국", ("pharmacy",)), ("보건소", ("health center", "health centre", "public health center")),
    ("도서관", ("library",)), ("시청", ("city hall",)), ("구청", ("district office", "gu office")),
    ("플레이크", ("flake", "flakes")), ("A급", ("grade a", "grade-a", "a-grade")),
    ("재활용센터", ("recycling center", "recycling centre")),
    ("홈플러스", ("homeplus", "home plus")), ("이마트", ("emart", "e-mart")),
    ("롯데마트", ("lotte mart",)),
    ("재활용품", ("recycling", "recyclables")), ("음식물", ("food waste",)),
    ("생활쓰레기", ("일반쓰레기", "general waste", "general trash", "household waste")),
    ("성인용", ("adult", "adults", "adult's", "grown-up", "어른용", "어른", "성인")),
    ("아동용", ("child", "child's", "children's", "kid", "kids", "kid's", "kids'", "어린이용",
             "어린이", "아이용")),
    ("그랜드", ("grand",)), ("업라이트", ("upright",)),
    # the materials fee rows tell one item apart by (식탁(나무) / 식탁(대리석))
    ("대리석", ("marble",)), ("나무", ("wooden", "목재", "wood")), ("깨진유리", ("broken glass",)),
    # whose use a fee row is priced for (전신거울 (가정용) / (업소용)), as answers paraphrase it
    ("가정용", ("집에서 쓰는", "가정에서 쓰는", "household use", "home use", "for home use")),
    ("업소용", ("가게에서 쓰는", "업소에서 쓰는", "commercial use", "business use",
             "for business use")),
    # a kind of an item a fee row names apart from the item (돌침대 beside 침대 받침대)
    ("돌침대", ("stone bed", "stone-bed")),
    # the colours of glass cullet rows (백색 / 갈색 / 청녹색 유리)
    ("청녹색", ("green", "blue-green", "green-blue", "bluish-green", "녹색", "초록색", "초록")), ("갈색", ("brown",)),
    ("백색", ("clear", "white", "colorless", "colourless", "투명")),
    ("유아용", ("toddler", "toddler's", "infant", "baby", "crib", "cot")),
    # appliances the fee rows name that no search synonym covers
    ("컴퓨터", ("computer", "computers", "desktop", "desktops", "pc", "pcs")),
    ("모니터", ("monitor", "monitors")),
    # small appliances an answer names beside them (a laptop is no 컴퓨터 row's)
    ("노트북", ("laptop", "laptops", "notebook computer")),
)  # fmt: skip


_ROW_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("침대틀", ("bed frame", "bed frames")),
    ("신발장", ("shoe cabinet", "shoe cabinets", "shoe rack", "shoe closet", "shoe cupboard")),
)


def subject_names() -> tuple[tuple[str, tuple[str, ...], str], ...]:
    """Bulk-waste items, surveyed materials, spec and facility words with their spellings
    (``("소파", ("sofa", …), "")``), in the shape of :func:`place_names`: the grounding check
    reads an English ``sofa``, ``newspaper`` or ``double`` in an answer as the evidence's word."""
    # a kind of an item a fee row names apart, whose English name the search folds into the
    # item's ("bed frame" searches 침대, but names the 침대틀 row): that name is the kind's alone
    # (its Hangul name stays a spelling of the item's)
    kinds = {form for _name, forms in _ROW_KINDS for form in forms}
    # with the spellings the fee file writes beyond the vocabulary's ("텔레비젼", "메트리스"): a
    # row named so is the item's row (one source: :data:`specialists.korean.items.SPELLINGS`)
    out = [
        (
            name,
            tuple(dict.fromkeys(f for f in (*forms, *SPELLINGS.get(name, ())) if f not in kinds)),
            "",
        )
        for name, forms in SYNONYMS.items()
    ]
    out += [(name, tuple(forms), "") for name, forms in ITEM_WORDS.items()]
    # "copper" for 구리: English names of materials the survey does not cover (not those it
    # does under another name: "steel" is 고철, a spelling of 철스크랩)
    surveyed = {w for name, forms in ITEM_WORDS.items() for w in (name, *forms)}
    unsurveyed: dict[str, list[str]] = {}
    for word, name in UNSURVEYED.items():
        if word.isascii() and name not in surveyed:
            unsurveyed.setdefault(name, [name]).append(word)
    out += [(name, tuple(dict.fromkeys(forms)), "") for name, forms in unsurveyed.items()]
    out += [(name, forms, "") for name, forms in _SPEC_WORDS]
    out += [(name, forms, "") for name, forms in _ROW_KINDS]
    # the goods a site takes or gives ("small appliances" for 소형가전, "fluorescent lamps" for
    # 형광등), after the items and materials, whose spellings win; kinds ("형광등/원형") are no rows
    out += [(name, forms, "") for name, forms in GOODS.items() if "/" not in name]
    return tuple(out)


def item_names() -> tuple[str, ...]:
    """The subjects of :func:`subject_names` that are items a fee row is a row of (``냉장고``,
    ``침대``), not the kinds of an item a row may cover (``침대틀``: a 침대 row's), nor the spec,
    material, facility or goods words (``싱글``, ``압축``, ``시청``)."""
    return tuple(SYNONYMS)
