"""Marker vocabulary of the offline triage: which words signal which intent (Korean and English).

Each marker set is one compiled regex alternation. Item, material, place-type and bin-type lexicons
live with their specialists; these are the verbs, question words and topic words around them.
"""

from __future__ import annotations

import re


def rx(*words: str) -> re.Pattern[str]:
    return re.compile("|".join(words), re.IGNORECASE)


# --- markers ------------------------------------------------------------------------------------
# Each marker set is one regex alternation, written as a whitespace-separated list of patterns.
def words(spec: str) -> re.Pattern[str]:
    return rx(*spec.split())


BULK = words(r"""대형\s?폐기물 대형\s?쓰레기 큰\s?쓰레기 폐가구 bulky bulk\s+(?:waste|item|trash)
    large\s+(?:waste|item|furniture) 배출\s?스티커 폐기물\s?스티커 수거\s?신청 방문\s?수거""")
DISPOSE = words(r"""버리 버릴 버려 버린 처분 처리 배출 수거 내놓 폐기 수수료 비용 스티커 신청 얼마 dispose disposal
    throw\s+(?:away|out) get\s+rid discard fee pick\s?-?up how\s+much dump""")
SELL = words(r"""시세 가격 단가 매입 시가 팔면 팔아 팔\s수 팔수 팔려 kg\s?당 1\s?kg 한\s?kg 킬로당 prices?\b per\s?kg
    worth sell rates?\b 얼마 how\s+much \bpay\b \bget\s+for\b going\s+rate""")
PRICE_STRONG = words(
    r"시세 가격 단가 매입 kg\s?당 per\s?kg prices?\b \bsell 팔(?:면|아|려|고|까|\s?수)"
)
WEATHER = words(r"""날씨 기온 온도 습도 우산 비\s?(?:와|오|올|가|온|내리|소식|많이) 눈\s?(?:와|오|올|온|이\s?와|이\s?온|내리) 바람
    소나기 장마 더워 덥 추워 춥 weather \brain snow temperature forecast humid umbrella \bwind \bhot\b \bcold\b
    freezing""")
NEAR = words(
    r"근처 주변 가까운 가까이 인근 어디 위치 찾아 nearby near\b closest nearest where around find"
)
CENTER = words(r"센터 center centre")
SEP_COLLECTION = words(r"분리\s?수거\s?(?:장|함)")  # apartment/street recycling spots → location
COLLECTION = words(
    r"수거함 수거\s?박스 collection\s+(?:bin|box|point)s? drop[- ]?off \bbins?\b 무인\s?회수기 회수기"
)
OUT_OF_SCOPE = words(r"""캐릭터 그려 그림 이미지 인포그래픽 뉴스 주가 레벨 경험치 포인트 평점 월드컵 파이썬 python 주문 반품
    환율 stock news draw exchange\s+rate""")
GREETING = rx(r"^\s*(?:안녕|하이|hello|hi\b|hey)", r"이코야?\s*안녕", r"에코야?\s*안녕")
THANKS = words(r"고마워 감사 thank")
CAPABILITY = words(
    r"뭘\s?할\s?수 무엇을\s?할\s?수 뭐\s?할\s?수 뭘\s?도와 what\s+can\s+you \bhelp\b 사용법 기능"
)
NATIONWIDE = words(r"전국 nationwide \bnational")
COORDS = re.compile(r"(-?\d{1,2}\.\d{2,})\s*[,/ ]\s*(-?\d{2,3}\.\d{2,})")
RADIUS = re.compile(r"(\d+(?:\.\d+)?)\s*(km|킬로미터|킬로|㎞|m|미터|ｍ)(?![a-z])", re.IGNORECASE)
STATION = re.compile(
    r"(?<![가-힣])(?!지하철역|전철역|기차역)([가-힣]{1,8}역)(?=\s|$|[은는이가에을를의도,.?!]|근처|주변|앞)"
)
# English station names users type → the Korean station name used as the area
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
LANDMARK = re.compile(r"(홍대|신촌|명동|이태원|여의도|잠실|판교|해운대|광화문|종로)")
GLUED = re.compile(r"[가-힣]{2,8}")

BIN_CONTEXT = rx(r"곳", r"보상", r"drop\s?off", r"bring", r"recycl", r"reward")
BULK_FEE = rx(r"수수료", r"비용", r"\bfee")
SELL_VERB = rx(r"팔(?:면|아|려|고|까|\s?수)", r"매입", r"\bsell")
RECYCLABLES = rx(r"재활용품", r"고물", r"scrap", r"recyclable")
WHERE_DISPOSE = re.compile(r"(?:어디서|where).*(?:버릴|버려|팔|sell|dispose)", re.I)
CENTER_ALONE = re.compile(r"센터\s*(?:는|은)?\s*\??$")
WHERE_TO_DROP = re.compile(r"(?:버릴|버리는|버려도\s?되는|팔)\s?(?:수\s?있는\s?)?곳")
DEFINITION = words(r"(?:가|이)\s?뭐(?:야|예요|에요)? 란\s?뭐 이란 what\s+is what's\s+a")
RECYCLING_PLACES = ("recycling_center", "scrap_yard", "zero_waste_shop")
