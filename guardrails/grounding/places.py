"""Place-name claims: administrative names (built-in list), 동/읍/면 and roads in an address,
stations and quoted facility names.  Conservative by design (see the package notes).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import _Scan

_GU_NAMES = (
    "종로구 중구 용산구 성동구 광진구 동대문구 중랑구 성북구 강북구 도봉구 노원구 은평구 서대문구 "
    "마포구 양천구 강서구 구로구 금천구 영등포구 동작구 관악구 서초구 강남구 송파구 강동구 서구 동구 "
    "영도구 부산진구 동래구 남구 북구 해운대구 사하구 금정구 연제구 수영구 사상구 수성구 달서구 "
    "미추홀구 연수구 남동구 부평구 계양구 광산구 유성구 대덕구 장안구 권선구 팔달구 영통구 수정구 "
    "중원구 분당구 만안구 동안구 상록구 단원구 덕양구 일산동구 일산서구 처인구 기흥구 수지구 원미구 "
    "소사구 오정구 상당구 서원구 흥덕구 청원구 동남구 서북구 완산구 덕진구 의창구 성산구 마산합포구 "
    "마산회원구 진해구 만세구 효행구 병점구 동탄구"
).split()
_METRO = ("서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종")
_SI_NAMES = (
    "서울 부산 대구 인천 광주 대전 울산 세종 수원 성남 고양 용인 부천 안산 안양 남양주 화성 평택 "
    "의정부 시흥 파주 김포 광명 군포 하남 오산 이천 안성 의왕 양주 구리 포천 동두천 과천 여주 춘천 "
    "원주 강릉 동해 태백 속초 삼척 청주 충주 제천 천안 공주 보령 아산 서산 논산 계룡 당진 전주 군산 "
    "익산 정읍 남원 김제 목포 여수 순천 나주 광양 포항 경주 김천 안동 구미 영주 영천 상주 문경 경산 "
    "창원 진주 통영 사천 김해 밀양 거제 양산 제주 서귀포"
).split()
_GUN_NAMES = (
    "가평 양평 연천 홍천 횡성 영월 평창 정선 철원 화천 양구 인제 고성 양양 보은 옥천 영동 증평 진천 "
    "괴산 음성 단양 금산 부여 서천 청양 홍성 예산 태안 완주 진안 무주 장수 임실 순창 고창 부안 담양 "
    "곡성 구례 고흥 보성 화순 장흥 강진 해남 영암 무안 함평 영광 장성 완도 진도 신안 의성 청송 영양 "
    "영덕 청도 고령 성주 칠곡 예천 봉화 울진 울릉 의령 함안 창녕 남해 하동 산청 함양 거창 합천 기장 "
    "달성 군위 강화 옹진 울주"
).split()
_KNOWN_PLACES: Final = frozenset(
    [*_GU_NAMES, *(s + "시" for s in _SI_NAMES), *(g + "군" for g in _GUN_NAMES)]
    + [m + suf for m in _METRO for suf in ("특별시", "광역시", "특별자치시")]
)
_PLACE_BASES: Final = frozenset(  # 마포 of 마포구: prefixes of named facilities (마포자원순환센터)
    b for b in [g[:-1] for g in _GU_NAMES] + [*_SI_NAMES, *_GUN_NAMES] if len(b) >= 2
)
_PARTICLE = re.compile(
    r"(?:에서는|에서도|에서의|에서|으로는|으로도|으로|에게서|에게|에는|에도|까지는|까지|부터는|부터|"
    r"처럼|보다|이나|이랑|이라는|라는|하고|과|와|은|는|이|가|을|를|의|로|에|도|만|나|랑)$"
)
# Hangul tokens that end in a place suffix, optionally followed by a particle
_PLACE_TOKEN = re.compile(
    r"(?<![가-힣0-9])[가-힣][가-힣0-9]*?(?:구|시|군|동|읍|면|로|길|역|센터|청)"
    r"(?:에서는|에서도|에서의|에서|으로는|으로도|으로|에게서|에게|에는|에도|까지는|까지|부터는|부터|"
    r"처럼|보다|이나|이랑|이라는|라는|하고|과|와|은|는|이|가|을|를|의|로|에|도|만|나|랑)?"
    r"(?![가-힣0-9])"
)
# building number after a road name; not a count or quantity (월드컵로 212, not 월드컵로 3개)
_BLDG_NO = re.compile(
    r"\s?(\d{1,4}(?:-\d{1,4})?)(?!\d|[.,]\d)"
    r"(?!(?:개|원|리터|시|분|초|일|월|년|회|명|번(?!지)|곳|종|인|대|장|병|포대|톤|미터|도|층|세|가지|건|살|차|주|평|단계))"
    r"(?!\s?(?:kg|㎏|g|L|ℓ|%|℃|°|t|m|km|kWh|W)(?![A-Za-z]))"
)
_ROAD_STOP: Final = frozenset(
    "도로 경로 통로 수로 진로 항로 선로 회로 기로 미로 가로 세로 대로 따로 바로 새로 서로 주로 "
    "별로 실로 스스로 그대로 제대로 마음대로 실제로 절대로 정말로 대체로 차례로 순서대로 규정대로 "
    "새로이 멋대로 길 골목길 지름길 산길 오솔길 뒷길 옆길 갈길 가는길 찻길 눈길 빗길 물길 밤길".split()
)
_ROAD_STOP_SUFFIX = ("으로", "별로", "대로", "적으로", "만으로", "것으로", "곳으로")
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
_DONG_FOLLOWERS = ("주민센터", "행정복지센터", "주민자치센터", "사무소", "동사무소")
_QUOTED = re.compile(r"[\"“「『【\[‘'](?P<q>[^\"”」』】\]’'\n]{2,40})[\"”」』】\]’']")
_FACILITY = re.compile(
    r"센터|가게|마트|매장|시장|공원|사무소|사업소|처리장|처리시설|집하장|선별장|고물상|아파트|빌딩|타워"
    r"|플라자|도서관|병원|학교|점$|역$|구청|시청|군청|주민센터"
)
_NON_WS = re.compile(r"\S")


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


def _place_kind(name: str) -> str | None:
    """Return the suffix class of a candidate place name, or None."""
    if name in _KNOWN_PLACES:
        return "admin"
    if name.endswith(("특별시", "광역시", "특별자치시", "특별자치도")) and len(name) >= 4:
        return "admin"
    if name.endswith(("구청", "시청", "군청")) and name[:-1] in _KNOWN_PLACES:
        return "office"
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
    if name.endswith("센터") and any(name[:k] in _PLACE_BASES for k in (2, 3, 4)):
        return "facility"
    return None


def _scan_places(s: _Scan) -> None:
    text = s.text
    # quoted / bracketed facility names
    for m in _QUOTED.finditer(text):
        inner = m.group("q").strip()
        if not re.search("[가-힣]", inner) or not _FACILITY.search(inner):
            continue
        if s.free(m.start("q"), m.end("q")):
            name = "".join(inner.split())
            if _place_kind(name) == "office":  # [강남구청] → 강남구
                name = name[:-1]
            s.add("place", name, m.start("q"), m.end("q"))
            s.take(m.start(), m.end())
    last_place_end = -10
    for m in _PLACE_TOKEN.finditer(text):
        tok, start = m.group(0), m.start()
        cut = s.taken.find(b"\x01", start, m.end())
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
            kind = _place_kind(cand)
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
            if not (in_address or prev in _METRO or _strip_particle(prev) in _METRO):
                continue
        elif kind == "dong":
            nxt = _NON_WS.search(text, m.end(), m.end() + 4)
            follows = bool(nxt) and text.startswith(_DONG_FOLLOWERS, nxt.start() if nxt else 0)
            has_digit = any(ch.isdigit() for ch in chosen)
            if not (has_digit or in_address or follows):
                continue
        elif kind == "road":
            bldg = _BLDG_NO.match(text, end) if chosen == tok else None
            has_digit = any(ch.isdigit() for ch in chosen)
            if bldg:
                value = chosen + bldg.group(1)
                end = bldg.end()
            elif not (has_digit or (in_address and chosen.endswith("길"))):
                continue
        if not s.free(start, end):
            continue
        s.add("place", value, start, end)
        s.take(start, end)
        last_place_end = end
