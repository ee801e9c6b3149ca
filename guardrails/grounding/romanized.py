"""Latin spellings of Hangul place names that the gazetteer does not know (``이태원2동`` →
``Itaewon 2-dong``, ``봉명동 행정복지센터`` → ``Bongmyeong-dong community center``).

An English answer over Korean evidence writes a 동, road or facility name in the Revised
Romanization of Korean; the evidence spells it only in Hangul. The stem is romanised by
``koroman`` (MIT; RR with the sound changes official names follow: 상록 → sangnok, 인계 → ingye),
the administrative suffix by the RR rule (written apart, with a hyphen: ``-dong``, ``-gu``,
``-gil``), and a facility word after it by its usual English names (:mod:`.facility_words`).
Built only for an answer with Latin letters, once per label set (cached), so a Korean answer never
pays for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from guardrails.grounding import facility_words

# a label word: a Hangul stem, an optional number, an administrative suffix, an optional facility
# and the floor it is on ("계양구청1층": "Gyeyang-gu Office, 1st floor")
_NAME = re.compile(
    r"([가-힣]{1,6}?)(\d{1,2})?(동|구|군|시|읍|면|리|길|로)"
    f"({'|'.join(w for w in facility_words.AFTER_AREA if facility_words.names(w))})?"
    r"(?:(\d{1,2})층)?"
)
# the Revised Romanization of an administrative suffix (:mod:`.holder_forms` and :mod:`.taken` read
# it too)
SUFFIX: Final = {
    "동": "dong",
    "구": "gu",
    "군": "gun",
    "시": "si",
    "읍": "eup",
    "면": "myeon",
    "리": "ri",
    "길": "gil",
    "로": "ro",
}


@lru_cache(maxsize=4096)
def latin_stem(hangul: str) -> str:
    from koroman import romanize  # imported on first use: Korean-only runs never load it

    return str(romanize(hangul)).lower()


# a syllable's final ㄱ, ㄷ or ㅂ (jongseong indexes) before one opening with ㅎ (choseong 18)
_PLAIN_FINALS: Final = frozenset({1, 7, 17})
# a single final consonant (jongseong index) as the initial it becomes when linked to a syllable
# opening with ㅇ (ㅇ itself and the double finals are not moved)
_LINKED: Final = {1: 0, 2: 1, 4: 2, 7: 3, 8: 5, 16: 6, 17: 7, 19: 9, 20: 10, 22: 12, 23: 14,
                  24: 15, 25: 16, 26: 17, 27: 18}  # fmt: skip
# the vowels (jungseong indexes) before which koroman inserts ㄴ: ㅑ ㅒ ㅕ ㅖ ㅛ ㅠ ㅣ
_Y_VOWELS: Final = frozenset({2, 3, 6, 7, 12, 17, 20})


def _linked(hangul: str) -> str:
    """``hangul`` with each single final before a syllable opening with ㅇ and a y- or i-vowel
    moved over to open it (덕양 → 더걍), as official names are spelt without the ㄴ that koroman
    inserts there (Deogyang, where koroman writes deongnyang); ``hangul`` itself when none is."""
    out = list(hangul)
    for i in range(1, len(out)):
        a, b = ord(out[i - 1]) - 0xAC00, ord(out[i]) - 0xAC00
        if not (0 <= a < 11172 and 0 <= b < 11172) or b // 588 != 11:
            continue
        initial = _LINKED.get(a % 28)
        if initial is None or (b % 588) // 28 not in _Y_VOWELS:
            continue
        out[i - 1] = chr(0xAC00 + a - a % 28)
        out[i] = chr(0xAC00 + initial * 588 + b % 588)
    return "".join(out)


@lru_cache(maxsize=4096)
def latin_stems(hangul: str) -> tuple[str, ...]:
    """``latin_stem``'s spelling and the other spellings official names use: where a syllable
    ending in ㄱ, ㄷ or ㅂ meets one opening with ㅎ, that ㅎ written apart (RR: the aspiration is
    not shown in nouns; 복현 → Bokhyeon, 묵호 → Mukho, where koroman writes bokyeon, muko), and
    where a final meets ㅇ before a y- or i-vowel, the final linked over with no ㄴ inserted
    (덕양 → Deogyang, 목요 → Mogyo, where koroman writes deongnyang, mongnyo); 학여울's
    hangnyeoul stays among them (the inserted ㄴ some official names keep)."""
    cuts = [
        i
        for i in range(1, len(hangul))
        if "가" <= hangul[i - 1] <= "힣"
        and "가" <= hangul[i] <= "힣"
        and (ord(hangul[i - 1]) - 0xAC00) % 28 in _PLAIN_FINALS
        and (ord(hangul[i]) - 0xAC00) // 588 == 18
    ]
    own = latin_stem(hangul)
    linked = _linked(hangul)
    spellings = [own, latin_stem(linked)] if linked != hangul else [own]
    if cuts:
        pieces = [hangul[a:b] for a, b in zip([0, *cuts], [*cuts, len(hangul)], strict=True)]
        spellings.append("".join(latin_stem(p) for p in pieces))
    return tuple(dict.fromkeys(spellings))


def _names(stem: str, number: str | None, suffix: str) -> Iterator[str]:
    if number:
        for sep in (" ", "", "-"):
            yield f"{stem}{sep}{number}-{suffix}"
            yield f"{stem}{sep}{number}{suffix}"
        yield f"{stem} {number} {suffix}"
    else:
        yield f"{stem}-{suffix}"
        yield f"{stem} {suffix}"
        yield f"{stem}{suffix}"


@lru_cache(maxsize=8192)
def latin_forms(word: str) -> tuple[tuple[str, bool], ...]:
    """Lower-case Latin spellings of ``word`` (a label word in Hangul), each with whether it
    spells the whole word (``True``) or only the place name before a facility word; none when
    the word is not a place or facility name."""
    m = _NAME.fullmatch(word)
    if m is None:
        return _shop_forms(word)
    stem, number, suffix, rest, floor = m.groups()
    if floor is not None:
        return _on_floor(latin_forms(word[: m.start(5)]), floor)
    if len(stem) < 2 and not number and suffix != "동":
        return ()  # 가구, 유리: words, not names (중구, 서구: the gazetteer's)
    names = [n for st in latin_stems(stem) for n in _names(st, number, SUFFIX[suffix])]
    if len(stem) < 2 and not number:  # 좌동: only as RR writes a 동 apart ("Jwa-dong")
        names = [n for n in names if n.endswith("-dong")]
    if rest is None:
        return tuple((n, True) for n in names)
    whole = [f"{n} {f}" for n in names for f in facility_words.names(rest)]
    return (*((w, True) for w in whole), *((n, False) for n in names))


_ORDINAL: Final = {"1": "1st", "2": "2nd", "3": "3rd"}


def _on_floor(names: tuple[tuple[str, bool], ...], floor: str) -> tuple[tuple[str, bool], ...]:
    """A facility named with its floor: the name with the floor after it (``, 1st floor``,
    ``1F``), and the name alone, which spells only part of the word."""
    nth = _ORDINAL.get(floor, f"{floor}th")
    floors = (f", {nth} floor", f" {nth} floor", f" ({nth} floor)", f" {floor}f", f", {floor}f")
    whole = [(f"{n}{f}", True) for n, w in names if w for f in floors]
    return (*whole, *((n, False) for n, w in names if w))


# a road's side street, numbered ("서부로1465번길": "Seobu-ro 1465beon-gil") or numbered and lettered
# in the order 가, 나, 다 … ("독산로6가길": "Doksan-ro 6ga-gil", "연희로26나길": "Yeonhui-ro 26na-gil")
_SIDE_STREET = re.compile(r"([가-힣]{1,6}?)(로|길)(\d{1,4})(번|[가나다라마바사아자차카타파하])(길)")


def _street_forms(word: str) -> tuple[tuple[str, bool], ...]:
    m = _SIDE_STREET.fullmatch(word)
    if m is None:
        return ()
    stem, road, number, mark, _ = m.groups()
    roads = [n for st in latin_stems(stem) for n in _names(st, None, SUFFIX[road])]
    side = f"{number}{latin_stem(mark)}-gil"
    return tuple((f"{r}{sep}{side}", True) for r in roads for sep in (" ", ""))


# the kind of shop a name ends in, romanised as a word of its own ("매탄고물상" → "Maetan Gomulsang")
_SHOP = re.compile(r"([가-힣]{2,6}?)(고물상|자원|상회|철강|금속|나눔가게)")


# a branch of a chain, named by its place and the word for a branch ("둔산점" → "Dunsan branch",
# "반월당지점" → "Banwoldang branch", "범어역점" → "Beomeo Station branch"); the place alone
# ("Dunsan") is no form: it names the 동, a station, a park or a school there as well
_BRANCH = re.compile(r"([가-힣]{2,6}?)(지점|점)")
_BRANCH_WORDS: Final = ("branch", "store")


def _branch_forms(word: str) -> tuple[tuple[str, bool], ...]:
    m = _BRANCH.fullmatch(word)
    if m is None:
        return ()
    stem = m.group(1)
    places = [latin_stem(stem)]
    if stem.endswith("역") and len(stem) >= 3:
        places.append(f"{latin_stem(stem[:-1])} station")
    return tuple((f"{p} {w}", True) for p in places for w in _BRANCH_WORDS)


# a kind of place a name ends in, said by its English word ("세종약국" → "Sejong Pharmacy")
_KIND = re.compile(
    r"([가-힣]{2,6}?)(" + "|".join([*facility_words.PLACE_KINDS, *facility_words.AREA_KINDS]) + ")"
)


# builders' names as they spell them in Latin letters ("계산현대아파트": "Gyesan Hyundai Apartment")
_BRANDS: Final = {"현대": "hyundai", "삼성": "samsung", "대우": "daewoo", "롯데": "lotte",
                  "쌍용": "ssangyong", "우성": "woosung", "대림": "daelim", "한신": "hanshin"}  # fmt: skip


def _worded(stem: str) -> Iterator[str]:
    """A stem romanised whole (``gyesanhyeondae``) and, when it is words of two syllables,
    word by word as a name is usually written (``gyesan hyundai``, ``eunhaeng maeul aju``)."""
    yield latin_stem(stem)
    if len(stem) in (4, 6):
        yield " ".join(
            _BRANDS.get(w) or latin_stem(w) for w in (stem[:2], stem[2:4], stem[4:]) if w
        )


def _kind_forms(word: str) -> tuple[tuple[str, bool], ...]:
    """A name ending in a kind of place, its stem romanised as a word (``세종약국`` → ``sejong
    pharmacy``); a kind named after its area only after a stem that is an area, spelt as the area
    is (``금천구재활용센터`` → ``geumcheon-gu recycling center``; ``광장재활용센터``: none)."""
    m = _KIND.fullmatch(word)
    if m is None:
        return _street_forms(word)
    stem, kind = m.groups()
    if kind in facility_words.AREA_KINDS:
        if not _NAME.fullmatch(stem):
            return ()
        areas = [n for n, whole in latin_forms(stem) if whole]
        return tuple((f"{a} {k}", True) for a in areas for k in facility_words.AREA_KINDS[kind])
    return tuple(
        (f"{s} {k}", True)
        for s in dict.fromkeys(_worded(stem))
        for k in facility_words.PLACE_KINDS[kind]
    )


def _shop_forms(word: str) -> tuple[tuple[str, bool], ...]:
    m = _SHOP.fullmatch(word)
    if m is None:
        return _branch_forms(word) or _kind_forms(word)
    stem, kind = latin_stem(m.group(1)), latin_stem(m.group(2))
    return ((f"{stem} {kind}", True), (f"{stem}{kind}", True))
