"""Place-name claims: administrative names (from the caller's ``PlaceVocabulary``), 동/읍/면 and
roads in an address, stations and quoted facility names.  Conservative by design (see the package
notes).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import _Scan
from guardrails.grounding.facility_words import FACILITIES
from guardrails.grounding.vocabulary import PlaceVocabulary

_NO_PLACES = PlaceVocabulary()
_PARTICLE = re.compile(
    r"(?:에서는|에서도|에서의|에서|으로는|으로도|으로|에게서|에게|에는|에도|까지는|까지|부터는|부터|"
    r"처럼|보다|이나|이랑|이라는|라는|하고|과|와|은|는|이|가|을|를|의|로|에|도|만|나|랑)$"
)
# the end of a Hangul token in a place suffix, optionally followed by a particle (the token's
# start is found by walking back: a pattern that starts at every word tries every position)
_PLACE_END = re.compile(
    r"(?:구|시|군|동|읍|면|로|길|역|센터|청)"
    r"(?:에서는|에서도|에서의|에서|으로는|으로도|으로|에게서|에게|에는|에도|까지는|까지|부터는|부터|"
    r"처럼|보다|이나|이랑|이라는|라는|하고|과|와|은|는|이|가|을|를|의|로|에|도|만|나|랑)?"
    r"(?![가-힣0-9])"
)


# a run of word characters (Hangul, digits), matched on the reversed text: where a word starts
_WORD_RUN = re.compile("[가-힣0-9]*")


def _place_tokens(text: str) -> Iterator[tuple[int, int]]:
    """Hangul tokens (a Hangul first letter, Hangul or digits after) that end in a place suffix
    with at least one letter before it: (start, end)."""
    pos, n = 0, len(text)
    backwards = ""  # the text reversed, made for the first suffix
    while (m := _PLACE_END.search(text, pos)) is not None:
        backwards = backwards or text[::-1]
        start = m.start()
        hit: re.Match[str] | None = m
        run = _WORD_RUN.match(backwards, n - start)  # always matches (maybe empty)
        if run is not None:
            start = n - run.end()  # back to the start of its word
        while hit is not None and hit.start() == start:  # "구로": the suffix needs a stem
            hit = _PLACE_END.search(text, hit.start() + 1, m.end())
        if hit is not None and "가" <= text[start] <= "힣":
            yield start, m.end()
        pos = m.end()


# building number after a road name; not a count or quantity (월드컵로 212, not 월드컵로 3개, nor
# a counter of pieces: 통째로 1쪽, 묶음으로 2짝, 상자로 3벌; found on prod_holdout7 g21h1-0040;
# nor a row's tiers: 참고로 4단은 5,000원, round 35)
_BLDG_NO = re.compile(
    r"\s?(\d{1,4}(?:-\d{1,4})?)(?!\d|[.,]\d)"
    r"(?!(?:개|원|리터|시|분|초|일|월|년|회|명|번(?!지)|곳|종|인|대|장|병|포대|톤|미터|도|층|세|가지|건|살|차|주|평|단(?!지)|쪽|짝|벌|켤레|쌍|묶음|자루|상자|봉지|조각))"
    r"(?!\s?(?:kg|㎏|g|L|ℓ|%|℃|°|t|m|km|kWh|W)(?![A-Za-z]))"
)
_ROAD_STOP: Final = frozenset(
    "도로 경로 통로 수로 진로 항로 선로 회로 기로 미로 가로 세로 대로 따로 바로 새로 서로 주로 "
    "별로 실로 스스로 그대로 제대로 마음대로 실제로 절대로 정말로 대체로 차례로 순서대로 규정대로 "
    "참고로 추가로 별도로 예로 "
    "새로이 멋대로 길 골목길 지름길 산길 오솔길 뒷길 옆길 갈길 가는길 찻길 눈길 빗길 물길 밤길".split()
)
# "통째로", "박스째로", "봉지째로": a thing taken whole (째로) is no road name
_ROAD_STOP_SUFFIX = ("으로", "별로", "대로", "적으로", "만으로", "것으로", "곳으로", "째로")
_DONG_STOP: Final = frozenset(
    "동 활동 이동 운동 자동 공동 행동 노동 작동 변동 연동 수동 가동 진동 충동 협동 냉동 발동 출동 "
    "감동 선동 거동 부동 유동 요동 소동 파동 율동 동동 재활동 각동 해당동 관할동 인근동".split()
)
_STATION_STOP_SUFFIX = (
    "지역",
    "구역",
    "영역",
    "권역",
    "전역",
    "해역",
    "수역",
    "무역",
    "번역",
    "지하철역",
    "기차역",
    "전철역",
    "인근역",
    "주변역",
    "근처역",
    "해당역",
    "가까운역",
)
# the syllables a verb's conditional ends in before 면 (아니면, 그러면, 가려면, 있으면, 있다면, 하면,
# 사시면, 되면, 보면, 거면; the copula's 이면 after a quantity: 5kg이면 200 × 5, found on prod_holdout14
# after its scoring; a working's 치면/따지면/합치면: "톤으로 치면 120 × 1,000", round 33): a word of
# these is a 면 only where the caller's gazetteer knows it (신니면)
_CONDITIONAL_BEFORE_MYEON: Final = frozenset("니러려으다라하시되보거이치지")
_DONG_FOLLOWERS = ("주민센터", "행정복지센터", "주민자치센터", "사무소", "동사무소")
# the last words of a facility's name: a token of them and the particle 로 is the facility's name
# ("영등1동행정복지센터로 가시면"), never a road, whatever digit its 동 name holds
_FACILITY_HEADS = ("센터", "사무소", "복지관")
_EXAMPLE = re.compile(r"(?:예\s?[:)]|예시\s?[:)]|예를 들어|e\.g\.|for example)[^()\n.!?]*$", re.I)
# "'서울 강남구'처럼 알려주세요", "'강남구' 같은 형식으로": a format shown, not a claim
_EXAMPLE_AFTER = re.compile(r"[^'\"’”\n.!?]{0,12}['\"’”]\s?(?:처럼|같이|같은|식으로|형식으로)")
_ASKED = re.compile(
    r"\s?(?:인지|이신지|이신가요|인가요|이세요\?|(?:을|를|으로|로)?\s?말씀|맞나요|맞죠|\?)"
    # "서울, 부산, 대구, 인천 중 어느 중구인지": options offered in a question
    r"|[^.!?\n]{0,40}?\s중\s?(?:에서\s?)?(?:어느|어디|어떤)"
)
# a lot number after its 동: "123-4", "123번지", or a bare number of three or four digits that no
# unit, counter or word follows ("갈마동 1043 (약 985m)", "갈마동 1043\n")
_LOT_NO = re.compile(r"\s?\d{1,4}(?:-\d{1,4}|번지)|\s\d{3,4}(?![\d.,]|\s?[A-Za-z가-힣%㎡°~∼～-])")
_QUOTED = re.compile(r"[\"“「『【\[‘'](?P<q>[^\"”」』】\]’'\n]{2,40})[\"”」』】\]’']")
# a bracket that opens with a citation's head ("[출처: 전국재활용센터표준데이터 / 한국환경공단]",
# "[Source: …]", "【자료: …】") names datasets, never a facility: its words are read as any other
_CITATION_HEAD = re.compile(
    r"\s*(?:(?:자료\s?)?출처|참고\s?자료|자료|데이터|sources?|references?|data)\s?[:：]", re.I
)
_FACILITY = re.compile(
    r"센터|가게|마트|매장|시장|공원|사무소|사업소|처리장|처리시설|집하장|선별장|고물상|아파트|빌딩|타워"
    r"|플라자|도서관|병원|학교|점$|역$|구청|시청|군청|주민센터"
)
_NON_WS = re.compile(r"\S")


def _conditional(name: str, vocab: PlaceVocabulary) -> bool:
    """Whether a word read as a 면 may be a verb's conditional the gazetteer does not know."""
    return (
        name.endswith("면")
        and name[-2:-1] in _CONDITIONAL_BEFORE_MYEON
        and name not in vocab.localities
    )


def _dong_follows(text: str, end: int) -> bool:
    nxt = _NON_WS.search(text, end, end + 4)
    return nxt is not None and text.startswith(_DONG_FOLLOWERS, nxt.start())


@lru_cache(maxsize=4096)
def _strip_particle(token: str) -> str | None:
    m = _PARTICLE.search(token)
    if m and m.start() >= 2:
        return token[: m.start()]
    return None


def _prev_word(text: str, start: int) -> str:
    m = re.search(r"([가-힣]+)[\s,]*$", text[max(0, start - 12) : start])
    return m.group(1) if m else ""


def _is_road(name: str) -> bool:
    if name in _ROAD_STOP or len(name) < 2:
        return False
    return not name.endswith(_ROAD_STOP_SUFFIX)


# the administrative levels in their order: a word of two or more of them in this order
# (``읍면동``, ``시군구``, ``읍면``) names a kind of area, never one area ("읍면동 행정복지센터에 문의해
# 보세요": whichever town office is the user's; round 34, prod_dev4 g39d0-0072)
_LEVELS: Final = "시군구읍면동리"


def _level_word(name: str) -> bool:
    """Whether ``name`` is two or more administrative levels named in their order (``읍면동``)."""
    at = 0
    for ch in name:
        at = _LEVELS.find(ch, at) + 1
        if at == 0:
            return False
    return len(name) >= 2


def _place_kind(name: str, vocab: PlaceVocabulary) -> str | None:
    """Return the suffix class of a candidate place name, or None."""
    return _kind(name, vocab.names, vocab.bases)


@lru_cache(maxsize=8192)  # the same words recur from answer to answer
def _kind(name: str, names: frozenset[str], bases: frozenset[str]) -> str | None:
    if name in names:
        return "admin"
    if name.endswith(("특별시", "광역시", "특별자치시", "특별자치도")) and len(name) >= 4:
        return "admin"
    if name.endswith(("구청", "시청", "군청")) and name[:-1] in names:
        return "office"
    if _level_word(name):
        return None  # "읍면동", "시군구": a kind of area, not a name
    last = name[-1]
    if last == "구" and 2 <= len(name) <= 5:
        return "gu?"
    if last in "동읍면" and 2 <= len(name) <= 7 and name not in _DONG_STOP:
        return "dong"
    if last in "로길" and _is_road(name):
        return "road"
    if last == "역" and len(name) >= 3:
        if name.endswith("입구역") or not name.endswith(_STATION_STOP_SUFFIX):
            return "station"
        return None
    if name.endswith("센터") and any(name[:k] in bases for k in (2, 3, 4)):
        return "facility"
    return None


def _scan_places(s: _Scan) -> None:
    text = s.text
    vocab = s.places if isinstance(s.places, PlaceVocabulary) else _NO_PLACES
    # quoted / bracketed facility names
    for m in _QUOTED.finditer(text):
        inner = m.group("q").strip()
        if not re.search("[가-힣]", inner) or not _FACILITY.search(inner):
            continue
        if _CITATION_HEAD.match(inner):
            continue
        if _EXAMPLE.search(text, max(0, m.start() - 60), m.start()):
            continue
        if s.free(m.start("q"), m.end("q")):
            name = "".join(inner.split())
            if name in FACILITIES:  # "the county office [군청]": a kind of office, no one place
                s.take(m.start(), m.end())
                continue
            if _place_kind(name, vocab) == "office":  # [강남구청] → 강남구
                name = name[:-1]
            s.add("place", name, m.start("q"), m.end("q"))
            s.take(m.start(), m.end())
    last_place_end = -10
    for start, tok_end in _place_tokens(text):
        tok = text[start:tok_end]
        cut = s.taken.find(b"\x01", start, tok_end)
        if cut != -1:
            tok = tok[: cut - start]
            if len(tok) < 2:
                continue
        stripped = _strip_particle(tok)
        chosen: str | None = None
        kind: str | None = None
        for cand in (stripped, tok):
            if cand is None:
                continue
            kind = _place_kind(cand, vocab)
            if kind is not None:
                chosen = cand
                break
        if chosen is None or kind is None:
            continue
        between = text[last_place_end:start] if last_place_end >= 0 else "x"
        in_address = last_place_end >= 0 and between.strip(" ,") == ""
        end = start + len(chosen)
        value = chosen
        if kind == "office":
            value = chosen[:-1]
        elif kind == "gu?":
            prev = _prev_word(text, start)
            if not (in_address or prev in vocab.metro or _strip_particle(prev) in vocab.metro):
                continue
        elif kind == "dong":
            if _conditional(chosen, vocab):
                continue  # "아니면 주민센터에": a verb's conditional before 주민센터, no 면
            bldg = _BLDG_NO.match(text, end) if chosen == tok else None
            if bldg and _LOT_NO.match(text, end):  # 망원동 123-4 (a lot-number address)
                value = chosen + bldg.group(1)
                end = bldg.end()
            elif chosen.isalpha() and not in_address and not _dong_follows(text, tok_end):
                continue  # a bare 동 word (no digit, not in an address, no 주민센터 after it)
        elif kind == "road":
            if stripped is not None and stripped.endswith(_FACILITY_HEADS):
                continue  # "영등1동행정복지센터로 1.4km": a centre's name and 로, not a road
            bldg = _BLDG_NO.match(text, end) if chosen == tok else None
            has_digit = not chosen.isalpha()  # Hangul and digits only
            if bldg:
                value = chosen + bldg.group(1)
                end = bldg.end()
            elif not (has_digit or (in_address and chosen.endswith("길"))):
                continue
        if not s.free(start, end) or _EXAMPLE.search(text, max(0, start - 60), start):
            continue  # "어느 시군구(예: 강남구, 수원시)": examples are not claims
        if _ASKED.match(text, end) or _EXAMPLE_AFTER.match(text, end):
            continue  # "강남구인지 서초구인지 알려주세요": a question, not a claim
        s.add("place", value, start, end)
        s.take(start, end)
        last_place_end = end
