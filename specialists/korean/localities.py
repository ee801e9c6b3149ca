"""Places below the 시군구: 동/읍/면, subway stations and well-known areas, resolved to their 시군구.

* 동/읍/면 come from ``localities.json``, an index derived from the addresses in public data files by
  :mod:`specialists.korean.build_localities` (sources and counts in its ``_meta``). A name seen in
  several districts (합정동: 마포구, 평택시) resolves to none of them — it stays ambiguous.
* A station resolves through its name: ``부평역`` → 부평 → 부평구, ``사당역`` → 사당동 → 동작구.
* :data:`AREAS` is a short hand-compiled list of well-known areas that are neither a 동 nor a
  district name (홍대, 광안리, 동탄); it is general knowledge, not an official dataset.

Candidates are the proper nouns the analyser finds (``마곡이에요`` → 마곡), so common words that
happen to be 동 names (정자, 중앙) are not read as places.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

from specialists.korean.gazetteer import lookup_district, lookup_sido
from specialists.korean.morph import tokenize

__all__ = ["AREAS", "STATIONS_EN", "Locality", "find_locality", "locality_names"]

# Well-known area → (district key it lies in). Hand-compiled; see the module docstring.
AREAS: dict[str, str] = {
    "홍대": "마포구", "홍대입구": "마포구", "신촌": "서대문구", "이태원": "용산구", "해방촌": "용산구",
    "여의도": "영등포구", "잠실": "송파구", "명동": "중구", "광화문": "종로구", "종로": "종로구",
    "성수": "성동구", "왕십리": "성동구", "건대": "광진구", "마곡": "강서구", "목동": "양천구",
    "동탄": "화성시", "판교": "성남시", "분당": "성남시", "광교": "수원시", "일산": "고양시",
    "송도": "연수구", "청라": "인천 서구", "검단": "인천 서구", "위례": "하남시", "미사": "하남시",
    "운정": "파주시", "범계": "안양시", "평촌": "안양시", "광안리": "수영구", "서면": "부산진구",
    "센텀": "해운대구", "동성로": "대구 중구", "상무지구": "광주 서구", "첨단": "광주 광산구",
    "연신내": "은평구", "혜화": "종로구", "대학로": "종로구", "가로수길": "강남구", "압구정": "강남구",
    "코엑스": "강남구", "구로디지털단지": "구로구", "혁신도시": "", "장유": "김해시", "오창": "청주시",
    "조치원": "세종특별자치시", "정관": "기장군", "애월": "제주시", "우도": "제주시", "한라산": "",
    "대관령": "평창군", "경성대": "부산 남구", "해운대": "해운대구", "죽전": "용인시", "연남": "마포구",
    "망원": "마포구", "합정": "마포구", "상수": "마포구", "한남": "용산구", "수성못": "대구 수성구",
    "부산대": "부산 금정구", "에버랜드": "용인시",
}  # fmt: skip

# Romanised area names (Revised Romanization, as on signs) → the Korean name in AREAS.
AREAS_EN: dict[str, str] = {
    "hongdae": "홍대", "sinchon": "신촌", "itaewon": "이태원", "haebangchon": "해방촌", "yeouido": "여의도",
    "jamsil": "잠실", "myeongdong": "명동", "gwanghwamun": "광화문", "seongsu": "성수", "wangsimni": "왕십리",
    "magok": "마곡", "mokdong": "목동", "dongtan": "동탄", "pangyo": "판교", "gwanggyo": "광교", "ilsan": "일산",
    "songdo": "송도", "cheongna": "청라", "wirye": "위례", "misa": "미사", "unjeong": "운정", "beomgye": "범계",
    "pyeongchon": "평촌", "gwangalli": "광안리", "seomyeon": "서면", "centum": "센텀", "dongseongno": "동성로",
    "yeonsinnae": "연신내", "hyehwa": "혜화", "apgujeong": "압구정", "coex": "코엑스", "jukjeon": "죽전",
    "yeonnam": "연남", "mangwon": "망원", "hapjeong": "합정", "sangsu": "상수", "hannam": "한남",
}  # fmt: skip
_EN_AREA = re.compile(r"\b([A-Za-z]+)(?:[- ]dong)?\b")

# English station names users type → the Korean station name used as the area.
STATIONS_EN: dict[str, str] = {
    "seoul": "서울역", "gangnam": "강남역", "jamsil": "잠실역", "hongik university": "홍대입구역",
    "hongdae": "홍대입구역", "sinchon": "신촌역", "myeongdong": "명동역", "yeouido": "여의도역",
    "city hall": "시청역", "gwanghwamun": "광화문역", "itaewon": "이태원역", "sadang": "사당역",
    "yongsan": "용산역", "konkuk university": "건대입구역", "seolleung": "선릉역", "yeoksam": "역삼역",
    "busan": "부산역", "seomyeon": "서면역", "haeundae": "해운대역", "pangyo": "판교역", "suwon": "수원역",
}  # fmt: skip
STATION_EN = re.compile(
    r"\b(" + "|".join(sorted(STATIONS_EN, key=len, reverse=True)) + r")\s+station\b", re.I
)
STATION = re.compile(
    r"(?<![가-힣])(?!지하철역|전철역|기차역)([가-힣]{1,8}역)(?=\s|$|[은는이가에을를의도,.?!]|근처|주변|앞)"
)


@dataclass(frozen=True, slots=True)
class Locality:
    start: int
    end: int
    name: str  # as written (동/역/area name)
    district: str | None  # the district key, None when the name is ambiguous


@functools.cache
def _index() -> dict[str, tuple[str, ...]]:
    raw = json.loads(resources.files(__package__).joinpath("localities.json").read_text("utf-8"))
    return {name: tuple(keys) for name, keys in raw["localities"].items()}


def locality_names() -> tuple[str, ...]:
    """Every 동/읍/면 name of the index, for the grounding check's vocabulary (a word such as
    신니면 is a place there, 아니면 a verb's conditional)."""
    return tuple(sorted(_index()))


def _pick(keys: tuple[str, ...], sido: str | None) -> str | None:
    if len(keys) == 1:
        return keys[0]
    if sido is not None:
        inside = [k for k in keys if any(d.sido.short == sido for d in lookup_district(k))]
        if len(inside) == 1:
            return inside[0]
    return None


def _key(place: str) -> str | None:
    """The gazetteer key of a hand-listed district ("광주 광산구" → "광산구"); None for no district."""
    found = lookup_district(place) if place else []
    return found[0].key if len(found) == 1 else None


def _resolve(name: str, sido: str | None) -> tuple[bool, str | None]:
    """(known, district) for one proper noun: a 동/읍/면, a station or a well-known area."""
    index = _index()
    stem = name[:-1] if name.endswith("역") and len(name) > 2 else name
    if stem in AREAS:
        return True, _key(AREAS[stem])
    folded = re.sub(r"\d+(?:[.·,]\d+)*", "", stem)
    forms = [folded] if folded[-1:] in "동읍면" and len(folded) > 2 else []
    forms += [f"{folded}{suffix}" for suffix in "동읍면"]
    for form in forms:
        if form in index:
            return True, _pick(index[form], sido)
    if stem != name:  # a station named after its district: 부평역 → 부평구
        found = lookup_district(stem)
        if len(found) == 1:
            return True, found[0].key
    return False, None


def find_locality(
    text: str, sido: str | None = None, taken: Sequence[tuple[int, int]] = ()
) -> Locality | None:
    """The first 동/읍/면, station or well-known area in ``text`` (a proper noun to the analyser);
    ``sido`` (a 시도 short name the text also gave) settles names found in several districts, and
    ``taken`` spans (names the gazetteer already read: 부산, 강남구) are skipped."""
    tokens = tokenize(text)
    for i, tok in enumerate(tokens):
        if tok.tag not in ("NNP", "NNG") or any(a < tok.end and tok.start < b for a, b in taken):
            continue
        if lookup_sido(tok.form) is not None or lookup_district(tok.form):
            continue  # a 시도 or district name is the gazetteer's, not a 동 (부산 is not 오산 부산동)
        name, end = tok.form, tok.end
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.start == end and following.form in ("역", "동"):
            name, end = name + following.form, following.end
        elif following is not None and following.start == end and following.tag in ("NNG", "NNP"):
            continue  # part of a compound (성산일출봉): not a place name of its own
        if tok.tag == "NNG" and not name.endswith(("동", "역", "읍", "면")):
            if name not in AREAS or sido is None:
                continue  # a common noun (첨단, 시장) names an area only after its 시도 ("광주 첨단")
        if len(name) < 2:
            continue
        known, district = _resolve(name, sido)
        if known:
            return Locality(tok.start, end, name, district)
    for match in _EN_AREA.finditer(text):
        korean = AREAS_EN.get(match.group(1).lower())
        if korean is not None:
            return Locality(match.start(), match.end(), korean, _key(AREAS[korean]))
    return None
