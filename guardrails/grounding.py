"""Deterministic claim-vs-evidence grounding check (hallucination guard, pure stdlib).

The specialists answer from tool outputs (JSON strings).  ``check`` extracts every
checkable claim from the final answer (amounts, unit prices, temperatures, percentages,
precipitation, distances, phone numbers, dates, times, URLs, place names and numbers
with units), normalises both sides and reports the claims that no tool output supports.
Raw strings are never compared: ``1만5천원`` in the answer is supported by
``"fee": 15000`` in the evidence.

Usage::

    evidence = Evidence.from_texts(tool_outputs)  # once per run
    verdict = check(answer, evidence)  # for every answer / draft
    if not verdict.grounded:
        for claim in verdict.unsupported:
            log(claim.text, claim.kind, claim.why)

Design notes (see ``/work/shared/reference/pii-and-grounding.md`` sections 6-8):

* Extraction runs kind by kind in a fixed priority order (url, phone, date, time,
  money/unit price, quantities, plain numbers, places); a span taken by an earlier kind
  is masked for later ones, so ``02-123-4567`` is never also read as a range.
* Evidence is walked recursively (JSON keys and values, numbers and strings).  Every
  JSON number counts as a money amount; temperatures, percentages, precipitation,
  distances, phones, dates and times come from keys that name them (``temperature``,
  ``humidity``, ``distance_m``, ``phone``, ``as_of``...) and from unit-bearing text.
* Tolerances follow the precision written in the answer: ``3.4°C`` matches within
  ±0.05, ``3도`` within ±0.5 (rounded); ``1.2km`` within ±50 m, ``850m`` within ±5 m.
  Money, phones, dates, times and URLs compare exactly.
* Place names are conservative to avoid false flags: 시/군/구 only when they are real
  administrative names (built-in list) or follow a city; 동/읍/면/로/길 only with
  an address context (digit, building number, preceding place, following 주민센터);
  stations (``…역``) of three or more syllables minus generic words (지역, 구역...);
  quoted/bracketed names only when they look like a facility (센터, 가게, 점...).

Known gaps (by design, documented for reviewers):

* Derived arithmetic is flagged: ``20kg × 120원 = 2,400원`` reports ``2,400원`` because
  the total is absent from the evidence.  Let tools compute totals.
* Facts echoed from the user's question (``20kg``) are flagged unless the caller adds the
  user message to the evidence; general advice with units (``40도 이하의 물``) is flagged.
* A correct number attached to the wrong item (소파 fee quoted for 침대) passes, and so
  does any value that happens to be some other JSON number (every JSON number is money
  evidence).
* Prose-only fabrications (invented procedures, eligibility rules, opening days) are not
  checked.
* Not claims: a Hangul-numeral amount glued to a word (``가격은만원``), dates without a
  year (``1월 15일``), bare numbers without unit or thousands separator (a table cell
  ``| 120 |``), English place names (``Mapo-gu``), full-width digits, and KMA-style
  ``{"category": "T1H", "obsrValue": ...}`` pairs (tools should name their fields).
* Roads without a building number and 동/읍/면 outside an address are not claims
  (conservative: ``월드컵로에`` or ``망원동에`` alone is not checked).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Final, Literal

__all__ = [
    "Claim",
    "ClaimKind",
    "Counts",
    "Evidence",
    "Verdict",
    "check",
    "extract_claims",
    "korean_number",
    "score",
]

ClaimKind = Literal[
    "money",
    "unit_price",
    "temperature",
    "percent",
    "precipitation",
    "distance",
    "phone",
    "date",
    "time",
    "url",
    "place",
    "number",
]


@dataclass(frozen=True, slots=True)
class Claim:
    """A checkable statement found in a text.

    ``value`` is normalised: money → int (won), unit_price → (won, unit),
    temperature/percent/precipitation → float, distance → float metres,
    phone → digits (``+82`` → ``0``), date → (y,) / (y, m) / (y, m, d), time → (h, m),
    url → lower-case without scheme/``www.``/trailing slash, place → name without spaces
    or particles, number → (value, unit or None).
    """

    text: str
    kind: ClaimKind
    value: object
    start: int
    end: int
    why: str = ""


@dataclass(frozen=True, slots=True)
class Verdict:
    grounded: bool
    claims: tuple[Claim, ...]
    unsupported: tuple[Claim, ...]


# --------------------------------------------------------------------------------------
# Korean numbers and money
# --------------------------------------------------------------------------------------

_DIGIT: Final = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SMALL: Final = {"십": 10, "백": 100, "천": 1000}
_BIG: Final = {"만": 10_000, "억": 100_000_000}
_NUM_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[일이삼사오육칠팔구십백천만억]")


def _intify(value: float) -> int | float:
    value = round(value, 6)
    return int(value) if float(value).is_integer() else value


def korean_number(text: str) -> int | float:
    """``'1만5천'``/``'만오천'``/``'15,000'``/``'1.5만'`` → 15000 (reference section 7)."""
    total: float = 0
    section: float = 0
    num: float | None = None
    for tok in _NUM_TOKEN.findall(text):
        if tok in _DIGIT:
            num = _DIGIT[tok]
        elif tok in _SMALL:
            section += (num if num is not None else 1) * _SMALL[tok]
            num = None
        elif tok in _BIG:
            section += num or 0
            total += (section or 1) * _BIG[tok]
            section, num = 0, None
        else:
            num = float(tok.replace(",", ""))
    return _intify(total + section + (num or 0))


_ARABIC = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_HD = "[일이삼사오육칠팔구]"
_HU = "[십백천만억]"
# An amount: Korean-unit form (1만5천, 만오천, 1.5만, 1만 5천) or a plain number.
_AMT = (
    rf"(?:(?:(?:{_ARABIC})\s?|{_HD})?{_HU}(?:\s?(?:(?:{_ARABIC})\s?|{_HD})?{_HU})*"
    rf"(?:\s?(?:{_ARABIC}))?|(?:{_ARABIC}))"
)
_AMT_FULL = re.compile(_AMT)
_NUMERAL_CHARS: Final = frozenset("0123456789일이삼사오육칠팔구십백천만억")
_HANGUL_NUMERALS: Final = frozenset("일이삼사오육칠팔구십백천만억")
_CUR = r"(?:원|(?:Korean\s+)?won(?![A-Za-z])|KRW(?![A-Za-z]))"
_PREFIX = r"(?:₩|￦|KRW)"
_RANGE_SEP = r"\s?(?:[~～〜–—]|-)\s?"
# maximal runs of numeral characters (finditer resumes after each run: linear time); an
# amount is a run followed by a currency word, located inside the run by _locate_amount
_NUMERAL_RUN = re.compile(
    r"[\d일이삼사오육칠팔구십백천만억](?:[\d,.일이삼사오육칠팔구십백천만억]|\s(?=[\d일이삼사오육칠팔구십백천만억]))*+"
)
_CUR_AFTER = re.compile(rf"\s?{_CUR}", re.I)
_MONEY_RANGE_BEFORE = re.compile(
    rf"(?P<a>{_AMT})(?P<cur>\s?{_CUR})?{_RANGE_SEP}(?:{_PREFIX}\s?)?$", re.I
)
_MONEY_PREFIX = re.compile(rf"{_PREFIX}\s?(?P<a>{_AMT})(?:\s?{_CUR})?", re.I)
_MONEY_PREFIX_RANGE_TAIL = re.compile(
    rf"{_RANGE_SEP}(?:{_PREFIX}\s?)?(?P<b>{_ARABIC})(?![\d,.])(?:\s?{_CUR})?", re.I
)
_RANGE_CHARS: Final = frozenset("~～〜–—-")
_HU_ONLY_SUFFIX = re.compile(rf"^(?:{_ARABIC})\s?({_HU})$")

_UP_UNIT = (
    r"(?:kg|㎏|킬로그램|킬로|g(?![A-Za-z])|그램|톤|t(?![A-Za-z])|개|L(?![A-Za-z])|ℓ|리터"
    r"|병|장|대|포대|봉투|묶음|ea(?![A-Za-z]))"
)
_UP_AFTER = re.compile(
    rf"\s?(?:/|per\s|a\s|당\s?)\s?(?:1\s?)?(?P<u>{_UP_UNIT})|\s?\(\s?(?:1\s?)?(?P<p>{_UP_UNIT})\s?당\s?\)",
    re.I,
)
_UP_BEFORE = re.compile(
    rf"(?:(?<!\d)(?:1|한)\s?(?P<x>{_UP_UNIT})\s?(?:에는|에)|(?:(?<!\d)(?:1|한)\s?)?(?P<y>{_UP_UNIT})\s?당)"
    r"\s?(?:약|평균|대략)?\s?$",
    re.I,
)
_UP_CANON: Final = {
    "㎏": "kg",
    "킬로그램": "kg",
    "킬로": "kg",
    "그램": "g",
    "톤": "t",
    "ℓ": "L",
    "리터": "L",
    "ea": "개",
}

# --------------------------------------------------------------------------------------
# Other claim patterns
# --------------------------------------------------------------------------------------

_URL_CHARS = r"[A-Za-z0-9\-._~:/?#@!$&*+,;=%]"
_URL = re.compile(
    rf"https?://{_URL_CHARS}+"
    r"|(?<![A-Za-z0-9@.\-])(?:[A-Za-z0-9._%+\-]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+"
    r"(?:kr|com|net|org|io|gov|edu|info|biz|app|dev)(?![A-Za-z0-9\-])"
    rf"(?:/{_URL_CHARS}*)?",
    re.I,
)
_PHONE = re.compile(
    r"(?<![\dA-Za-z+])(?:"
    r"\+\s?82[ .\-]?(?:\(0\)\s?)?\(?0?\d{1,3}\)?[ .\-]?\d{3,4}[ .\-]?\d{4}"
    r"|\(?0\d{1,3}\)?[ .\-]?\d{3,4}[ .\-]?\d{4}"
    r"|1[5-8]\d{2}[ .\-]?\d{4}"
    r")(?!\d)(?!\s?(?:원|won|KRW|개|kg|%|~))"
)
_MONTHS: Final = {
    m: i
    for i, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}
_MONTH_RE = (
    r"(January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
)
_DATE_KO = re.compile(r"(?<!\d)(\d{4}|\d{2})\s?년\s?(\d{1,2})\s?월(?:\s?(\d{1,2})\s?일)?")
_DATE_NUM = re.compile(
    r"(?<![\d.])((?:19|20)\d{2})\s?([-./])\s?(\d{1,2})(?:\s?\2\s?(\d{1,2}))?(?![\d])(?:\.(?!\d))?"
)
_DATE_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})\s?년(?!\s?\d)")
_DATE_EN = re.compile(
    rf"\b{_MONTH_RE}\s+(?:(\d{{1,2}})(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{{2}})\b"
    rf"|\b(\d{{1,2}})\s+{_MONTH_RE},?\s+((?:19|20)\d{{2}})\b",
    re.I,
)
_DATE_COMPACT = re.compile(r"^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])?$")
_TIME_COLON = re.compile(
    r"(?<![\d:])([01]?\d|2[0-4])\s?:\s?([0-5]\d)(?::[0-5]\d)?"
    r"(?![\d:])(?:\s?([AaPp])\.?\s?[Mm]\.?(?![A-Za-z]))?"
)
_TIME_KO_RANGE = re.compile(
    r"(?<![\d.,:])(\d{1,2})\s?[~～〜–\-]\s?"
    r"(?:(오전|오후|새벽|아침|저녁|밤|낮)\s?)?(\d{1,2})\s?시(?!간)"
)
_TIME_KO = re.compile(r"(?<![\d.,:])(\d{1,2})\s?시(?!간)(?:\s?(\d{1,2})\s?분|\s?(반))?")
_TIME_EN = re.compile(r"(?<![\d:.])(\d{1,2})(?::([0-5]\d))?\s?([ap])\.?m\.?(?![a-z])", re.I)
_TIME_COMPACT = re.compile(r"^([01]\d|2[0-4])([0-5]\d)$")

_QNUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_QUNIT = (
    r"°\s?C|℃|°|도씨|도(?![어록])"
    r"|degrees?(?:\s?(?:Celsius|C))?(?![A-Za-z])"
    r"|%|％|퍼센트|percent(?![A-Za-z])"
    r"|(?:mm|㎜|km|㎞|kg|㎏|cm|㎝|ml|mL|㎖|kWh|m|L|ℓ|g|t|W)(?![A-Za-z²³])"
    r"|밀리미터|킬로미터|킬로그램|센티미터|미터|리터|그램|톤|와트|인치|인용|인승|평(?![일가균소상생])"
    r"|(?:kilomet(?:er|re)s?|met(?:er|re)s?|lit(?:er|re)s?|inch(?:es)?|tons?|seater)(?![A-Za-z])"
)
_QTY_PRE = re.compile(r"(영하|영상|minus|마이너스)\s?$", re.I)
_QTY = re.compile(
    r"(?P<a>[-−]?(?:" + _QNUM + r"))"
    r"(?:(?:\s?(?P<ua>" + _QUNIT + r"))?\s?(?:[~～〜–—]|-(?=\d))\s?(?P<b>" + _QNUM + r"))?"
    r"\s?(?P<u>" + _QUNIT + r")"
)
_PLAIN_BIG = re.compile(r"(?<![\d.,A-Za-z])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])")
_ANY_NUM = re.compile(r"(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])\d+(?:\.\d+)?")
_EV_CONTEXT = re.compile(
    r"(?P<k>체감\s?온도|기온|온도|temperature|temp|습도|humidity|강수\s?확률|강수량|precipitation"
    r"|rainfall|거리|distance)\s?[:=]?\s?(?:은|는|이|가|약)?\s?(?P<v>[-−]?\d+(?:\.\d+)?)",
    re.I,
)

# (kind, canonical unit, factor)
_UNIT_INFO: Final[dict[str, tuple[ClaimKind, str, float]]] = {}
_UNIT_TABLE: tuple[tuple[tuple[str, ...], tuple[ClaimKind, str, float]], ...] = (
    (
        (
            "°C",
            "°c",
            "℃",
            "°",
            "도씨",
            "도",
            "degree",
            "degrees",
            "degreec",
            "degreescelsius",
            "degreesc",
            "degreecelsius",
        ),
        ("temperature", "C", 1.0),
    ),
    (("%", "％", "퍼센트", "percent"), ("percent", "%", 1.0)),
    (("mm", "㎜", "밀리미터"), ("precipitation", "mm", 1.0)),
    (
        ("km", "㎞", "킬로미터", "kilometer", "kilometers", "kilometre", "kilometres"),
        ("distance", "m", 1000.0),
    ),
    (("m", "미터", "meter", "meters", "metre", "metres"), ("distance", "m", 1.0)),
    (("kg", "㎏", "킬로그램"), ("number", "kg", 1.0)),
    (("g", "그램"), ("number", "g", 1.0)),
    (("t", "톤", "ton", "tons"), ("number", "t", 1.0)),
    (("L", "l", "ℓ", "리터", "liter", "liters", "litre", "litres"), ("number", "L", 1.0)),
    (("ml", "mL", "㎖"), ("number", "mL", 1.0)),
    (("cm", "㎝", "센티미터"), ("number", "cm", 1.0)),
    (("인치", "inch", "inches"), ("number", "in", 1.0)),
    (("인용", "seater"), ("number", "인용", 1.0)),
    (("인승",), ("number", "인승", 1.0)),
    (("평",), ("number", "평", 1.0)),
    (("W", "와트"), ("number", "W", 1.0)),
    (("kWh",), ("number", "kWh", 1.0)),
)
for _names, _info in _UNIT_TABLE:
    for _n in _names:
        _UNIT_INFO[_n] = _info


def _unit_info(unit: str) -> tuple[ClaimKind, str, float]:
    info = _UNIT_INFO.get(unit)
    if info is not None:
        return info
    key = "".join(unit.split())
    info = _UNIT_INFO.get(key) or _UNIT_INFO.get(key.lower())
    if info is None:  # pragma: no cover - every _QUNIT alternative is mapped
        return ("number", key, 1.0)
    return info


# --------------------------------------------------------------------------------------
# Places
# --------------------------------------------------------------------------------------

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


# --------------------------------------------------------------------------------------
# Extraction
# --------------------------------------------------------------------------------------


class _Scan:
    __slots__ = ("claims", "taken", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.taken = bytearray(len(text))
        self.claims: list[Claim] = []

    def free(self, start: int, end: int) -> bool:
        return not any(self.taken[start:end])

    def add(self, kind: ClaimKind, value: object, start: int, end: int) -> None:
        self.claims.append(Claim(self.text[start:end], kind, value, start, end))

    def take(self, start: int, end: int) -> None:
        self.taken[start:end] = b"\x01" * (end - start)


def _windows(text: str, marker: re.Pattern[str], before: int, after: int) -> list[tuple[int, int]]:
    """Merged ``[start, end)`` windows around each ``marker`` hit; regexes then run only there.

    Most of an answer is prose, so scanning small windows around 원/년/시/: is several times
    faster than running every pattern over the whole text.  Window ends are pushed to the next
    whitespace so that a lookahead never sees a number cut in half.
    """
    n = len(text)
    spans: list[tuple[int, int]] = []
    for m in marker.finditer(text):
        start, end = max(0, m.start() - before), min(n, m.end() + after)
        ws = _WS.search(text, end, min(n, end + 24))
        end = ws.start() if ws else min(n, end + 24)
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], end))
        else:
            spans.append((start, end))
    return spans


def _finditer(
    rx: re.Pattern[str], text: str, windows: list[tuple[int, int]]
) -> Iterator[re.Match[str]]:
    for start, end in windows:
        yield from rx.finditer(text, start, end)


_WS = re.compile(r"\s")
_NON_WS = re.compile(r"\S")
_HINT_YEAR = re.compile("년")
_HINT_HOUR = re.compile("시")
_HINT_COLON = re.compile(":")
_HINT_URL = re.compile(r"://|\.(?:kr|com|net|org|io|gov|edu|info|biz|app|dev)(?![A-Za-z0-9])", re.I)
_HINT_MONTH = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_HINT_AMPM = re.compile(r"\d\s?[ap]\.?m", re.I)
_KO_MARKER_BEFORE = re.compile(r"(오전|오후|새벽|아침|저녁|밤|낮)\s?$")


def _norm_url(url: str) -> str:
    url = url.lower()
    url = re.sub(r"^https?://", "", url)
    url = re.sub(r"^www\.", "", url)
    return url.rstrip("/")


def _scan_urls(s: _Scan) -> None:
    text = s.text
    windows: list[tuple[int, int]] = []
    for h in _HINT_URL.finditer(text):
        start, end = max(0, h.start() - 64), h.end()
        ws = _WS.search(text, end)
        end = ws.start() if ws else len(text)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(end, windows[-1][1]))
        else:
            windows.append((start, end))
    for m in _finditer(_URL, text, windows):
        raw = m.group(0).rstrip(".,;:!?'\"")
        while raw.endswith(")") and raw.count("(") < raw.count(")"):
            raw = raw[:-1]
        start, end = m.start(), m.start() + len(raw)
        if len(raw) < 4:
            continue
        s.add("url", _norm_url(raw), start, end)
        s.take(start, end)


def _phone_digits(text: str) -> str:
    """Digits of a phone number, ``+82`` / ``82`` country code replaced by ``0``."""
    digits = "".join(ch for ch in text if ch.isdigit())
    if text.lstrip().startswith("+") and digits.startswith("82"):
        digits = digits[2:]
        if not digits.startswith("0"):
            digits = "0" + digits
    return digits


def _scan_phones(s: _Scan) -> None:
    for m in _PHONE.finditer(s.text):
        if s.free(m.start(), m.end()):
            s.add("phone", _phone_digits(m.group(0)), m.start(), m.end())
            s.take(m.start(), m.end())


def _valid_date(y: int, mo: int, d: int | None = None) -> bool:
    return 1900 <= y <= 2100 and 1 <= mo <= 12 and (d is None or 1 <= d <= 31)


def _date_value(y: int, mo: int, d: int | None) -> tuple[int, ...]:
    return (y, mo) if d is None else (y, mo, d)


def _scan_dates(s: _Scan) -> None:
    text = s.text
    year_windows = _windows(text, _HINT_YEAR, 6, 14)
    for m in _finditer(_DATE_KO, text, year_windows):
        y = int(m.group(1))
        y = y + 2000 if y < 100 else y
        mo, d = int(m.group(2)), int(m.group(3)) if m.group(3) else None
        if _valid_date(y, mo, d) and s.free(m.start(), m.end()):
            s.add("date", _date_value(y, mo, d), m.start(), m.end())
            s.take(m.start(), m.end())
    for m in _DATE_NUM.finditer(text):
        y, mo = int(m.group(1)), int(m.group(3))
        d = int(m.group(4)) if m.group(4) else None
        end = m.end(4) if m.group(4) else m.end(3)
        if _valid_date(y, mo, d) and s.free(m.start(), end):
            s.add("date", _date_value(y, mo, d), m.start(), end)
            s.take(m.start(), end)
    lower = text.lower()
    months = _DATE_EN.finditer(text) if any(h in lower for h in _HINT_MONTH) else iter(())
    for m in months:
        if m.group(1):
            mo, day_raw, y = _MONTHS[m.group(1).lower()], m.group(2), int(m.group(3))
        else:
            mo, day_raw, y = _MONTHS[m.group(5).lower()], m.group(4), int(m.group(6))
        day = int(day_raw) if day_raw else None
        if _valid_date(y, mo, day) and s.free(m.start(), m.end()):
            s.add("date", _date_value(y, mo, day), m.start(), m.end())
            s.take(m.start(), m.end())
    for m in _finditer(_DATE_YEAR, text, year_windows):
        if s.free(m.start(), m.end()):
            s.add("date", (int(m.group(1)),), m.start(), m.end())
            s.take(m.start(), m.end())


def _hour(h: int, marker: str | None) -> int:
    """24-hour clock; 24:00 and 밤 12시 are midnight (0)."""
    if marker in ("오후", "저녁", "밤", "p", "P") and h < 12:
        h += 12
    elif marker in ("오전", "새벽", "a", "A", "밤") and h == 12:
        h = 0
    return 0 if h == 24 else h


def _marker_before(text: str, start: int) -> tuple[str | None, int]:
    """오전/오후/... written just before ``start``: (marker, start including it)."""
    m = _KO_MARKER_BEFORE.search(text, max(0, start - 3), start)
    return (m.group(1), m.start()) if m else (None, start)


def _scan_times(s: _Scan) -> None:
    text = s.text
    for m in _finditer(_TIME_COLON, text, _windows(text, _HINT_COLON, 8, 10)):
        h, mi = int(m.group(1)), int(m.group(2))
        marker, start = _marker_before(text, m.start())
        marker = marker or m.group(3)
        if s.free(start, m.end()):
            s.add("time", (_hour(h, marker), mi), start, m.end())
            s.take(start, m.end())
    hour_windows = _windows(text, _HINT_HOUR, 16, 8)
    for m in _finditer(_TIME_KO_RANGE, text, hour_windows):
        h1, h2 = int(m.group(1)), int(m.group(3))
        marker, start = _marker_before(text, m.start())
        if h1 > 24 or h2 > 24 or not s.free(start, m.end()):
            continue
        s.add("time", (_hour(h1, marker), 0), start, m.end(1))
        b_start = m.start(2) if m.group(2) else m.start(3)
        s.add("time", (_hour(h2, m.group(2) or marker), 0), b_start, m.end())
        s.take(start, m.end())
    for m in _finditer(_TIME_KO, text, hour_windows):
        h = int(m.group(1))
        mi = int(m.group(2)) if m.group(2) else (30 if m.group(3) else 0)
        marker, start = _marker_before(text, m.start())
        if h <= 24 and mi < 60 and s.free(start, m.end()):
            s.add("time", (_hour(h, marker), mi), start, m.end())
            s.take(start, m.end())
    if not _HINT_AMPM.search(text):
        return
    for m in _TIME_EN.finditer(text):
        h = int(m.group(1))
        mi = int(m.group(2)) if m.group(2) else 0
        if 1 <= h <= 12 and s.free(m.start(), m.end()):
            s.add("time", (_hour(h, m.group(3)), mi), m.start(), m.end())
            s.take(m.start(), m.end())


def _amount_start_ok(text: str, start: int) -> bool:
    """A digit may follow Hangul (소파는15,000원); a Hangul numeral may not start inside a
    word (the 구 of 마포구 is not the numeral 9)."""
    if start == 0:
        return True
    prev = text[start - 1]
    if prev.isdigit() or prev in ".," or prev.isascii() and prev.isalpha():
        return False
    return not (text[start] in _HANGUL_NUMERALS and "가" <= prev <= "힣")


def _locate_amount(text: str, start: int, end: int) -> tuple[int, int | float] | None:
    """Leftmost valid amount that fills ``text[start:end]`` exactly: (start, value)."""
    for i in range(start, end):
        if text[i] in _NUMERAL_CHARS and _amount_start_ok(text, i):
            if _AMT_FULL.fullmatch(text, i, end):
                return i, korean_number(text[i:end])
    return None


def _scale_bare_lower_bound(a_raw: str, a: int | float, b_raw: str, b: int | float) -> int | float:
    """``1~2만원`` means 1만~2만원: a bare lower bound borrows the upper bound's unit."""
    hu = _HU_ONLY_SUFFIX.match(b_raw.strip())
    if hu and not re.search(_HU, a_raw):
        scaled = a * _BIG.get(hu.group(1), _SMALL.get(hu.group(1), 1))
        if scaled <= b:
            return _intify(scaled)
    return a


def _scan_money(s: _Scan) -> None:
    text = s.text
    found: list[tuple[int, int, int | float, int]] = []  # (start, end, value, group id)
    gid = 0
    # ₩15,000 / KRW 15,000 (and ₩3,000~5,000)
    if "₩" in text or "￦" in text or "krw" in text.lower():
        for m in _MONEY_PREFIX.finditer(text):
            if not s.free(m.start(), m.end()):
                continue
            gid += 1
            found.append((m.start(), m.end(), korean_number(m.group("a")), gid))
            s.take(m.start(), m.end())
            tail = _MONEY_PREFIX_RANGE_TAIL.match(text, m.end())
            if tail and s.free(tail.start(), tail.end()):
                found.append((tail.start("b"), tail.end(), korean_number(tail.group("b")), gid))
                s.take(tail.start(), tail.end())
    # amounts followed by 원 / won / KRW, with an optional range lower bound before them
    for run in _NUMERAL_RUN.finditer(text):
        cur = _CUR_AFTER.match(text, run.end())
        if cur is None:
            continue
        num_end, end = run.end(), cur.end()
        located = _locate_amount(text, run.start(), num_end)
        if located is None:
            continue
        start, value = located
        if not s.free(start, end):
            continue
        gid += 1
        b_gid = gid
        if any(ch in _RANGE_CHARS for ch in text[max(0, start - 3) : start]):
            before = _MONEY_RANGE_BEFORE.search(text, max(0, start - 40), start)
            if before and _amount_start_ok(text, before.start()):
                a_raw = before.group("a")
                joined = [f for f in found if f[0] <= before.start() < f[1]]
                if joined:  # "3,000원~5,000원": share the group of the first amount
                    b_gid = joined[0][3]
                elif s.free(before.start(), before.end()):
                    b_raw = text[start:num_end]
                    a_value = _scale_bare_lower_bound(a_raw, korean_number(a_raw), b_raw, value)
                    found.append((before.start(), before.end("a"), a_value, b_gid))
                    s.take(before.start(), before.end())
        found.append((start, end, value, b_gid))
        s.take(start, end)
    # unit prices: "120원/kg", "kg당 120원", "1kg에 120원", "120원(kg당)"; ranges share the unit
    units: dict[int, str] = {}
    spans: dict[int, tuple[int, int]] = {}
    for start, end, _value, g in found:
        after = _UP_AFTER.match(text, end)
        if after:
            units[g] = after.group("u") or after.group("p")
            spans[g] = (spans.get(g, (start, end))[0], after.end())
        before = _UP_BEFORE.search(text, max(0, start - 12), start)
        if before and before.end() == start:
            units[g] = before.group("x") or before.group("y")
            spans[g] = (before.start(), spans.get(g, (start, end))[1])
    for start, end, value, g in found:
        if g in units:
            unit = _UP_CANON.get(units[g], _UP_CANON.get(units[g].lower(), units[g]))
            if unit.lower() in ("kg", "g", "t", "ea"):
                unit = unit.lower()
            g_start, g_end = spans[g]
            first = min(st for st, _e, _v, gg in found if gg == g)
            last = max(en for _s, en, _v, gg in found if gg == g)
            c_start = g_start if start == first else start
            c_end = g_end if end == last else end
            s.add("unit_price", (value, unit), c_start, c_end)
            s.take(g_start, g_end)
        else:
            s.add("money", value, start, end)


def _num(raw: str) -> float:
    return float(raw.replace(",", "").replace("−", "-"))


_DIGIT_RUN = re.compile(r"\d+")
_NUM_GLUE: Final = frozenset("0123456789.,ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def _scan_quantities(s: _Scan) -> None:
    text = s.text
    resume = 0
    for run in _DIGIT_RUN.finditer(text):
        start = run.start()
        if start < resume or s.taken[start] or (start and text[start - 1] in _NUM_GLUE):
            continue
        if start and text[start - 1] in "-−" and (start < 2 or text[start - 2] not in _NUM_GLUE):
            start -= 1  # negative number (-2℃); "3-5도" is a range, handled by _QTY
        m = _QTY.match(text, start)
        if m is None:
            continue
        resume = m.end()
        head = text[max(0, start - 6) : start]
        pre_m = (
            _QTY_PRE.search(text, max(0, start - 6), start)
            if "영" in head or "마" in head or "m" in head.lower()
            else None
        )
        pre = pre_m.group(1).lower() if pre_m else None
        if pre_m:
            start = pre_m.start()
        if not s.free(start, m.end()):
            continue
        u_kind, u_canon, u_factor = _unit_info(m.group("u"))
        sign = -1.0 if pre in ("영하", "minus", "마이너스") else 1.0
        bounds: list[tuple[str, int, int, tuple[ClaimKind, str, float]]] = []
        if m.group("b"):
            a_info = _unit_info(m.group("ua")) if m.group("ua") else (u_kind, u_canon, u_factor)
            a_end = m.end("ua") if m.group("ua") else m.end("a")
            bounds.append((m.group("a"), start, a_end, a_info))
            bounds.append((m.group("b"), m.start("b"), m.end(), (u_kind, u_canon, u_factor)))
        else:
            bounds.append((m.group("a"), start, m.end(), (u_kind, u_canon, u_factor)))
        for raw, b_start, b_end, (kind, canon, factor) in bounds:
            value = _num(raw) * factor
            if kind == "temperature":
                value *= sign
            value = round(value, 6)
            if kind == "number":
                s.add("number", (value, canon), b_start, b_end)
            else:
                s.add(kind, value, b_start, b_end)
        s.take(start, m.end())


def _scan_plain_numbers(s: _Scan) -> None:
    for m in _PLAIN_BIG.finditer(s.text):
        if s.free(m.start(), m.end()):
            s.add("number", (_num(m.group(0)), None), m.start(), m.end())
            s.take(m.start(), m.end())


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


def _scan(text: str, *, evidence: bool = False) -> _Scan:
    s = _Scan(text)
    _scan_urls(s)
    _scan_phones(s)
    _scan_dates(s)
    _scan_times(s)
    _scan_money(s)
    _scan_quantities(s)
    if not evidence:
        _scan_plain_numbers(s)
        _scan_places(s)
    return s


def extract_claims(text: str) -> list[Claim]:
    """All checkable claims in ``text``, in reading order."""
    return sorted(_scan(text).claims, key=lambda c: (c.start, c.end))


# --------------------------------------------------------------------------------------
# Evidence
# --------------------------------------------------------------------------------------

_K_MONEY = re.compile(
    r"fee(?!l)|price|amount|cost|charge|(?<![a-z])won(?![a-z])|krw|수수료|가격|요금|금액|비용|단가"
)
_K_TEMP = ("temp", "기온", "온도", "tmp", "t1h", "tmn", "tmx", "feels", "체감", "celsius")
_K_PCT = ("humid", "습도", "reh", "pop", "확률", "percent", "pct", "ratio", "비율", "rate")
_K_PRECIP = ("precip", "rain", "rn1", "pcp", "강수량", "강우", "snow", "적설", "_mm")
_K_DIST = ("distance", "dist_", "_dist", "거리", "radius", "반경")
_K_PHONE = ("phone", "tel", "전화", "연락처", "contact")
_K_DATE = ("date", "as_of", "asof", "기준", "일자", "날짜", "updated", "survey", "조사")
_K_TIME = ("time", "시간", "hour", "open", "close")
_K_UNIT = re.compile(r"(?:_|^)(kg|g|l|liter|litre|t|ton|ml|cm|inch)$", re.I)
_UNIT_KEY_CANON: Final = {
    "kg": "kg",
    "g": "g",
    "l": "L",
    "liter": "L",
    "litre": "L",
    "t": "t",
    "ton": "t",
    "ml": "mL",
    "cm": "cm",
    "inch": "in",
}


# evidence strings without a digit, a dot (URL) or 원 (만오천원) cannot hold a claim
_MAY_HOLD_CLAIMS = re.compile(r"[\d.원]")


def _has(key: str, words: tuple[str, ...]) -> bool:
    return any(w in key for w in words)


@dataclass
class _Builder:
    money: set[float] = field(default_factory=set)
    money_shown: set[float] = field(default_factory=set)
    numbers: set[float] = field(default_factory=set)
    temps: set[float] = field(default_factory=set)
    percents: set[float] = field(default_factory=set)
    precip: set[float] = field(default_factory=set)
    distances: set[float] = field(default_factory=set)
    phones: set[str] = field(default_factory=set)
    dates: set[tuple[int, ...]] = field(default_factory=set)
    times: set[tuple[int, int]] = field(default_factory=set)
    urls: set[str] = field(default_factory=set)
    quantities: set[tuple[float, str]] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)

    def number(self, value: float, key: str) -> None:
        v = round(float(value), 6)
        self.numbers.add(v)
        self.money.add(v)
        if _K_MONEY.search(key):
            self.money_shown.add(v)
        if _has(key, _K_TEMP):
            self.temps.add(v)
        if _has(key, _K_PCT):
            self.percents.add(v)
        if _has(key, _K_PRECIP):
            self.precip.add(v)
        if _has(key, _K_DIST) or key.endswith(("_m", "_km")):
            self.distances.add(round(v * 1000 if "km" in key else v, 6))
        unit = _K_UNIT.search(key)
        if unit and not _K_MONEY.search(key):  # price_per_kg is a price, not a weight
            self.quantities.add((v, _UNIT_KEY_CANON[unit.group(1).lower()]))
        if v.is_integer():
            digits = str(int(v))
            if _has(key, _K_DATE):
                self._compact_date(digits)
            if _has(key, _K_TIME):
                self._compact_time(digits.zfill(4))
            if _has(key, _K_PHONE) and len(digits) >= 7:
                self.phones.add(digits if digits.startswith(("0", "1")) else "0" + digits)

    def _compact_date(self, digits: str) -> None:
        m = _DATE_COMPACT.match(digits)
        if m:
            y, mo = int(m.group(1)), int(m.group(2))
            self.dates.add(_date_value(y, mo, int(m.group(3)) if m.group(3) else None))

    def _compact_time(self, digits: str) -> None:
        m = _TIME_COMPACT.match(digits)
        if m:
            self.times.add((_hour(int(m.group(1)), None), int(m.group(2))))

    def string(self, value: str, key: str) -> None:
        self.texts.append(value)
        stripped = value.strip()
        plain = stripped.replace(",", "")
        if plain and re.fullmatch(r"-?\d+(?:\.\d+)?", plain):
            self.number(float(plain), key)
            if _has(key, _K_DATE):
                self._compact_date(plain)
            if _has(key, _K_TIME):
                self._compact_time(plain)
        if _has(key, _K_PHONE) and re.fullmatch(r"[\d\s()+.\-]{7,}", stripped):
            self.phones.add(_phone_digits(stripped))
        if key and _has(key, ("url", "homepage", "link", "site", "web")) and "." in stripped:
            self.urls.add(_norm_url(stripped))
        self.scan_text(value)

    def scan_text(self, text: str) -> None:
        if not _MAY_HOLD_CLAIMS.search(text):
            return
        s = _scan(text, evidence=True)
        for c in s.claims:
            v = c.value
            if c.kind == "money" and isinstance(v, int | float):
                self.money.add(round(float(v), 6))
                self.money_shown.add(round(float(v), 6))
            elif c.kind == "unit_price" and isinstance(v, tuple):
                self.money.add(round(float(v[0]), 6))
                self.money_shown.add(round(float(v[0]), 6))
            elif c.kind == "temperature" and isinstance(v, float):
                self.temps.add(v)
            elif c.kind == "percent" and isinstance(v, float):
                self.percents.add(v)
            elif c.kind == "precipitation" and isinstance(v, float):
                self.precip.add(v)
            elif c.kind == "distance" and isinstance(v, float):
                self.distances.add(v)
            elif c.kind == "phone" and isinstance(v, str):
                self.phones.add(v)
            elif c.kind == "date" and isinstance(v, tuple):
                self.dates.add(v)
            elif c.kind == "time" and isinstance(v, tuple) and len(v) == 2:
                self.times.add((int(v[0]), int(v[1])))
            elif c.kind == "url" and isinstance(v, str):
                self.urls.add(v)
            elif c.kind == "number" and isinstance(v, tuple) and isinstance(v[1], str):
                self.quantities.add((float(v[0]), v[1]))
                self.numbers.add(float(v[0]))
        # bare numbers outside any claim: accepted as money / plain-number evidence
        for m in _ANY_NUM.finditer(text):
            if not any(s.taken[m.start() : m.end()]):
                v = round(_num(m.group(0)), 6)
                self.numbers.add(v)
                self.money.add(v)
        for m in _EV_CONTEXT.finditer(text):
            k, v = m.group("k").lower().replace(" ", ""), round(_num(m.group("v")), 6)
            if k in ("체감온도", "기온", "온도", "temperature", "temp"):
                self.temps.add(v)
            elif k in ("습도", "humidity", "강수확률"):
                self.percents.add(v)
            elif k in ("강수량", "precipitation", "rainfall"):
                self.precip.add(v)
            else:
                self.distances.add(v)

    def walk(self, obj: object, key: str) -> None:
        if isinstance(obj, dict):
            for k, v in obj.items():
                k_text = str(k)
                self.texts.append(k_text)
                self.scan_text(k_text)
                # context = parent and own key: {"temperature": {"value": 3.4}}
                self.walk(v, key.rsplit(".", 1)[-1] + "." + k_text.lower())
        elif isinstance(obj, list):
            for item in obj:
                self.walk(item, key)
        elif isinstance(obj, bool) or obj is None:
            return
        elif isinstance(obj, int | float):
            if math.isfinite(obj):
                self.number(obj, key)
        elif isinstance(obj, str):
            self.string(obj, key)


@dataclass(frozen=True)
class Evidence:
    """Pre-normalised tool outputs; build once per run with ``Evidence.from_texts``.

    ``money`` holds every number seen (JSON numbers, amounts with 원/₩/KRW, bare numbers in
    text); ``money_shown`` only the money-like ones, used to explain unsupported amounts.
    Temperatures, percentages, precipitation (mm) and distances (m) come from keyed JSON
    numbers and unit-bearing text; ``quantities`` are ``(value, unit)`` pairs such as
    ``(3.0, "인용")``; ``text_compact`` is all keys and strings without whitespace, used for
    place and quantity look-ups.
    """

    money: frozenset[float] = frozenset()
    money_shown: frozenset[float] = frozenset()
    numbers: frozenset[float] = frozenset()
    temperatures: tuple[float, ...] = ()
    percents: tuple[float, ...] = ()
    precipitation: tuple[float, ...] = ()
    distances: tuple[float, ...] = ()
    phones: frozenset[str] = frozenset()
    dates: frozenset[tuple[int, ...]] = frozenset()
    times: frozenset[tuple[int, int]] = frozenset()
    urls: tuple[str, ...] = ()
    quantities: frozenset[tuple[float, str]] = frozenset()
    text: str = ""
    text_compact: str = ""
    sources: tuple[str, ...] = ()

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> Evidence:
        """Each text may be JSON (walked recursively: keys and values, numbers and strings)
        or plain text; an already-parsed object is walked as JSON."""
        if isinstance(texts, str):
            texts = [texts]
        b = _Builder()
        sources = tuple(texts)
        for text in sources:
            obj: object = None
            if not isinstance(text, str):  # already-parsed tool output: walk it as JSON
                obj, text = text, json.dumps(text, ensure_ascii=False, default=str)
            elif text.lstrip()[:1] in ("{", "[", '"'):
                try:
                    obj = json.loads(text)
                except (ValueError, RecursionError):
                    obj = None
            if obj is None or isinstance(obj, str):
                b.string(obj if isinstance(obj, str) else text, "")
                continue
            try:
                b.walk(obj, "")
            except RecursionError:  # absurdly deep nesting: fall back to the raw text
                b.string(text, "")
        joined = "\n".join(b.texts)
        return cls(
            money=frozenset(b.money),
            money_shown=frozenset(b.money_shown),
            numbers=frozenset(b.numbers | b.money),
            temperatures=tuple(sorted(b.temps)),
            percents=tuple(sorted(b.percents)),
            precipitation=tuple(sorted(b.precip)),
            distances=tuple(sorted(b.distances)),
            phones=frozenset(b.phones),
            dates=frozenset(b.dates),
            times=frozenset(b.times),
            urls=tuple(sorted(b.urls)),
            quantities=frozenset(b.quantities),
            text=joined,
            text_compact=re.sub(r"\s+", "", joined),
            sources=sources,
        )

    def extended(self, texts: Iterable[str]) -> Evidence:
        """A new Evidence with more tool outputs appended (e.g. after another tool call)."""
        return Evidence.from_texts([*self.sources, *texts])


# --------------------------------------------------------------------------------------
# Checking
# --------------------------------------------------------------------------------------

_DECIMALS = re.compile(r"\d[\d,]*(?:\.(\d+))?")


def _tolerance(text: str, scale: float = 1.0) -> float:
    """Half a unit of the last written digit: '3.4' → 0.05, '3' → 0.5."""
    m = _DECIMALS.search(text)
    if not m:
        return 0.05
    if m.group(1):
        return 0.5 * 10.0 ** -len(m.group(1)) * scale + 1e-9
    return 0.5 * scale + 1e-9


def _distance_tolerance(text: str) -> float:
    m = _DECIMALS.search(text)
    if not m:
        return 0.5
    is_km = bool(re.search(r"km|㎞|킬로|kilo", text, re.I))
    if is_km:
        return _tolerance(text, 1000.0)
    digits = m.group(0).replace(",", "")
    if m.group(1):
        return _tolerance(text)
    if digits.endswith("00"):
        return 50.0 + 1e-9
    if digits.endswith("0"):
        return 5.0 + 1e-9
    return 0.5 + 1e-9


def _near(value: float, pool: Iterable[float], tol: float) -> bool:
    return any(abs(value - x) <= tol for x in pool)


def _contains(hay: str, needle: str) -> bool:
    if not needle:
        return False
    start = hay.find(needle)
    while start != -1:
        end = start + len(needle)
        ok_after = not (needle[-1].isdigit() and end < len(hay) and hay[end].isdigit())
        ok_before = not (needle[0].isdigit() and start > 0 and hay[start - 1].isdigit())
        if ok_after and ok_before:
            return True
        start = hay.find(needle, start + 1)
    return False


def _place_ok(value: str, text: str, ev: Evidence) -> bool:
    hay = ev.text_compact
    if _contains(hay, value) or _contains(hay, re.sub(r"\s+", "", text)):
        return True
    for suffix in ("특별자치시", "특별시", "광역시", "시"):
        if value.endswith(suffix) and value[: -len(suffix)] in _METRO:
            return value[: -len(suffix)] in hay
    return False


def _time_ok(value: tuple[int, int], text: str, ev: Evidence) -> bool:
    if value in ev.times:
        return True
    # only "N시" without 오전/오후 is read on either half of the clock; "08:00" is 24-hour
    explicit = ":" in text or re.search(r"오전|오후|새벽|아침|저녁|밤|낮|[AaPp]\.?\s?[Mm]", text)
    h, mi = value
    return not explicit and h <= 12 and ((h + 12) % 24, mi) in ev.times


def _date_ok(value: tuple[int, ...], ev: Evidence) -> bool:
    if value in ev.dates:
        return True
    n = len(value)
    return n < 3 and any(d[:n] == value for d in ev.dates)


def _url_ok(value: str, ev: Evidence) -> bool:
    for u in ev.urls:
        if u == value or u.startswith((value + "/", value + "?", value + "#")):
            return True
    return _contains(ev.text.lower(), value)


def _supported(c: Claim, ev: Evidence) -> bool:
    v = c.value
    if c.kind == "money" and isinstance(v, int | float):
        return round(float(v), 6) in ev.money
    if c.kind == "unit_price" and isinstance(v, tuple):
        return round(float(v[0]), 6) in ev.money
    if c.kind == "temperature" and isinstance(v, float):
        return _near(v, ev.temperatures, _tolerance(c.text))
    if c.kind == "percent" and isinstance(v, float):
        return _near(v, ev.percents, _tolerance(c.text))
    if c.kind == "precipitation" and isinstance(v, float):
        return _near(v, ev.precipitation, _tolerance(c.text))
    if c.kind == "distance" and isinstance(v, float):
        return _near(v, ev.distances, _distance_tolerance(c.text))
    if c.kind == "phone" and isinstance(v, str):
        return v in ev.phones
    if c.kind == "date" and isinstance(v, tuple):
        return _date_ok(v, ev)
    if c.kind == "time" and isinstance(v, tuple):
        return _time_ok((int(v[0]), int(v[1])), c.text, ev)
    if c.kind == "url" and isinstance(v, str):
        return _url_ok(v, ev)
    if c.kind == "place" and isinstance(v, str):
        return _place_ok(v, c.text, ev)
    if c.kind == "number" and isinstance(v, tuple):
        value, unit = float(v[0]), v[1]
        if unit is None:
            return round(value, 6) in ev.numbers
        if (value, unit) in ev.quantities:
            return True
        return _contains(ev.text_compact, re.sub(r"\s+", "", c.text))
    return False  # pragma: no cover


def _fmt(x: float) -> str:
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:,g}"


def _closest(value: float, pool: Iterable[float], n: int = 5) -> list[float]:
    return sorted(pool, key=lambda x: (abs(x - value), x))[:n]


def _render(kind: ClaimKind, value: object) -> str:
    if kind == "money" and isinstance(value, int | float):
        return f"{_fmt(value)}원"
    if kind == "unit_price" and isinstance(value, tuple):
        return f"{_fmt(value[0])}원/{value[1]}"
    if kind == "temperature" and isinstance(value, float):
        return f"{value:g}°C"
    if kind == "percent" and isinstance(value, float):
        return f"{value:g}%"
    if kind == "precipitation" and isinstance(value, float):
        return f"{value:g}mm"
    if kind == "distance" and isinstance(value, float):
        return f"{_fmt(value)}m"
    if kind == "date" and isinstance(value, tuple):
        return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(value))
    if kind == "time" and isinstance(value, tuple):
        return f"{value[0]:02d}:{value[1]:02d}"
    if kind == "number" and isinstance(value, tuple):
        return _fmt(value[0]) + (value[1] or "")
    return str(value)


_LABEL: Final[dict[ClaimKind, str]] = {
    "money": "amounts",
    "unit_price": "prices",
    "temperature": "temperatures",
    "percent": "percentages",
    "precipitation": "precipitation",
    "distance": "distances",
    "phone": "phone numbers",
    "date": "dates",
    "time": "times",
    "url": "URLs",
    "place": "places",
    "number": "quantities",
}


def _why(c: Claim, ev: Evidence) -> str:
    shown = _render(c.kind, c.value)
    head = f"{shown} not in tool outputs"
    if c.kind == "place":
        return f"place '{c.value}' not in tool outputs"
    pool: list[str] = []
    v = c.value
    if c.kind in ("money", "unit_price"):
        target = v[0] if isinstance(v, tuple) else v
        src = ev.money_shown or ev.money
        if isinstance(target, int | float):
            pool = [f"{_fmt(x)}원" for x in _closest(float(target), src)]
    elif c.kind in ("temperature", "percent", "precipitation", "distance") and isinstance(v, float):
        src_f = {
            "temperature": ev.temperatures,
            "percent": ev.percents,
            "precipitation": ev.precipitation,
            "distance": ev.distances,
        }[c.kind]
        pool = [_render(c.kind, x) for x in _closest(v, src_f)]
    elif c.kind == "phone":
        pool = sorted(ev.phones)[:5]
    elif c.kind == "date":
        pool = [_render("date", d) for d in sorted(ev.dates)[:5]]
    elif c.kind == "time":
        pool = [_render("time", t) for t in sorted(ev.times)[:6]]
    elif c.kind == "url":
        pool = list(ev.urls[:5])
    elif c.kind == "number" and isinstance(v, tuple):
        same = [q for q in ev.quantities if q[1] == v[1]]
        pool = [_render("number", q) for q in sorted(same)[:5]]
    if not pool:
        return f"{head} (no {_LABEL[c.kind]} in evidence)"
    return f"{head} (evidence {_LABEL[c.kind]}: {', '.join(pool)})"


def check(answer: str, evidence: Evidence | Iterable[str] | str) -> Verdict:
    """Check every claim in ``answer`` against the tool outputs."""
    if not isinstance(evidence, Evidence):
        evidence = Evidence.from_texts([evidence] if isinstance(evidence, str) else evidence)
    claims = tuple(extract_claims(answer))
    unsupported = tuple(
        replace(c, why=_why(c, evidence)) for c in claims if not _supported(c, evidence)
    )
    return Verdict(grounded=not unsupported, claims=claims, unsupported=unsupported)


# --------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Counts:
    """Confusion counts; the positive class is "ungrounded answer detected"."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    mistakes: tuple[int, ...] = ()  # indices (input order) of misclassified cases

    @property
    def total(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def _iter_verdicts(
    cases: Iterable[tuple[list[str], str, bool]],
) -> Iterator[tuple[bool, bool]]:
    for texts, answer, grounded in cases:
        yield grounded, check(answer, Evidence.from_texts(texts)).grounded


def score(cases: Iterable[tuple[list[str], str, bool]]) -> Counts:
    """Score ``(evidence_texts, answer, expected_grounded)`` cases."""
    tp = fp = fn = tn = 0
    mistakes: list[int] = []
    for i, (expected, predicted) in enumerate(_iter_verdicts(cases)):
        if not expected and not predicted:
            tp += 1
        elif expected and not predicted:
            fp += 1
            mistakes.append(i)
        elif not expected and predicted:
            fn += 1
            mistakes.append(i)
        else:
            tn += 1
    return Counts(tp, fp, fn, tn, tuple(mistakes))
