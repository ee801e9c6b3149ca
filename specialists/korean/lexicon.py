"""Intent cue words by meaning: the semantic lexicon of the triage (Korean, English, slang, typos).

Each :class:`Meaning` names one idea a message can express ("a weather phenomenon", "a disposal verb",
"asks where") with the surface words that say it and the predicate lemmas (``멎다``, ``버리다``) a
morphological analyser returns for inflected forms. Items, materials, place types and bin items have
their own modules (:mod:`items`, :mod:`materials`, :mod:`places`, :mod:`bins`); this module holds the
verbs, question words, topic words and discourse markers around them.

Surface words are matched on morpheme boundaries by the caller, so a short cue never matches
inside a longer word (비 in 비용, 카페 in 카페라떼).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["MEANINGS", "NEGATORS", "WASTE_CATEGORY_WORDS", "Meaning", "WasteCategory"]


@dataclass(frozen=True, slots=True)
class Meaning:
    words: tuple[str, ...] = ()  # surface forms (Korean or English), matched case-insensitively
    lemmas: tuple[str, ...] = ()  # predicate lemmas from the analyser (멎다, 버리다)


def _w(spec: str) -> tuple[str, ...]:
    """Words separated by ``|`` (so multi-word English phrases stay whole)."""
    return tuple(w.strip() for w in spec.split("|") if w.strip())


MEANINGS: dict[str, Meaning] = {
    # --- weather ---------------------------------------------------------------------------------
    "weather_topic": Meaning(
        _w(
            "날씨|기온|온도|습도|일기예보|예보|기상|미세먼지|초미세먼지|미세 먼지|황사|자외선|강수|강수량|강수확률|몇 도|몇도|"
            "영하|체감온도|체감 온도|날 좋|날씨앱|weather|forecast|temperature|temp|humidity|fine dust|air quality|"
            "uv index|uv|degrees|pollen|꽃가루|오존|낙뢰|기상특보|특보|한파주의보|폭염주의보|일교차|빙판|빙판길|결빙|"
            "블랙아이스|폭우|호우|강풍|돌풍|무더위|더위|추위|꽃샘추위|대설|건조주의보"
        )
    ),
    "weather_phenomenon": Meaning(
        _w(
            "비|눈|소나기|장마|장맛비|진눈깨비|우박|안개|구름|바람|태풍|파도|햇볕|햇빛|볕|열대야|폭염|한파|서리|천둥|번개|"
            "폭설|눈비|빗길|빗방울|소낙비|가랑비|이슬비|장마철|먹구름|하늘|맑음|흐림|rain|raining|rainy|snow|snowing|"
            "snowy|windy|wind|sunny|cloudy|fog|foggy|storm|typhoon|heat wave|heatwave|drizzle|sleet|hail|"
            "thunder|humid|chilly|freezing|hot|cold|warm"
        )
    ),
    "weather_gear": Meaning(
        _w("우산|양산|겉옷|패딩|외투|두꺼운 옷|우비|장화|목도리|umbrella|raincoat|jacket|coat")
    ),
    # how the weather feels: a weather question on its own ("내일 포항 더워?", "수원 얼어?")
    "weather_feel": Meaning(
        _w("쌀쌀|쨍|덥|춥|더워|추워|더운|추운|더울|추울|선선|포근|후덥지근|습해|꿉꿉|눅눅|영하"),
        _w("덥다|춥다|쌀쌀하다|얼다|흐리다|맑다|선선하다|포근하다|습하다|쨍하다|후덥지근하다"),
    ),
    # what weather does to things: a question about it at a time asks the forecast ("내일 새벽에 내놓을
    # 건데 젖을까?", "토요일에 널 건데 잘 마르겠죠?")
    "weather_effect": Meaning((), _w("젖다|마르다|얼다|녹다|미끄럽다|눅눅하다|축축하다")),
    # verbs that say something about the weather only next to a weather word (바람 불어?, 안개 껴요?)
    "weather_predicate": Meaning(
        _w("그쳤|그치|멎|개나|갤까"),
        _w(
            "그치다|멎다|개다|불다|끼다|쌓이다|내리다|쏟아지다|따뜻하다|시원하다|뜨겁다|미끄럽다|떨어지다|"
            "올라가다|뜨다|세다|심하다|많다|높다|나쁘다|좋다|괜찮다"
        ),
    ),
    "precip_verb": Meaning(
        _w("온대|오나|오냐|와요|와?|올까|온다|오는지|올지|내리나"), _w("오다|내리다|그치다|멎다")
    ),
    # --- disposal, bulky waste -------------------------------------------------------------------
    "bulky_topic": Meaning(
        _w(
            "대형폐기물|대형 폐기물|대형쓰레기|대형 쓰레기|큰 쓰레기|폐가구|스티커|딱지|배출스티커|배출 스티커|폐기물 스티커|"
            "수거 신청|수거신청|무상수거|무상 수거|무상방문수거|무상 방문수거|무상방문|무료수거|무료 수거|방문수거|방문 수거|폐가전 수거|"
            "폐가전 무상|빼기|bulky|bulk waste|bulky waste|bulk item|large waste|sticker|free pickup|"
            "pickup|pick up|pick-up|haul away"
        )
    ),
    "dispose": Meaning(
        _w(
            "버리|버릴|버려|버린|버림|처분|처리|배출|수거|내놓|내놔|내다 놓|폐기|치우|신고|신청|갖다 버|junk|"
            "what do i do with|what to do with|"
            "throw away|throw out|get rid|dispose|disposal|discard|toss|dump|pickup|pick up|pick-up|"
            "recycle|drop off|drop-off"
        ),
        _w(
            "버리다|내버리다|갖다버리다|내놓다|치우다|처분하다|배출하다|폐기하다|신고하다|신청하다|부르다|내다"
        ),
    ),
    "fee": Meaning(
        _w(
            "수수료|비용|요금|얼마나|얼마|값|돈|몇 장|몇장|얼마짜리|유료|무료|공짜|fee|fees|cost|how much|charge|price"
        )
    ),
    # applying for a pickup: "신청을 어디서 해요" asks how to apply (a bulky-waste question), not a place
    "apply": Meaning(_w("신청|접수|apply|application")),
    "how": Meaning(
        _w(
            "방법|어떻게|절차|신청법|버리는법|버리는 법|how do|how to|how can|process|procedure|app|앱|인터넷"
        )
    ),
    # --- selling, prices -------------------------------------------------------------------------
    "price_ask": Meaning(
        _w(
            "시세|가격|단가|매입가|매입|고철값|구리값|폐지값|값|얼마나|얼마|몇원|몇 원|몇백원|kg당|킬로당|키로당|키로에|"
            "키로|kg에|1kg|한 kg|1키로|톤|쳐주|쳐줘|쳐 주|going rate|going for|"
            "per kg|price|prices|worth|how much|rate|pay|value"
        ),
        _w("쳐주다|매입하다"),
    ),
    # a price by weight: asked only of scrap and recyclables, whatever the thing is called
    # ("스크랩 철 kg당 얼마"); not 시세 (아파트 시세, 금 시세)
    "unit_price": Meaning(
        _w("kg당|킬로당|키로당|키로에|kg에|1kg|한 kg|1키로|톤당|per kg|a kg|/kg")
    ),
    "sell": Meaning(
        _w(
            "팔면|팔아|팔까|팔 수|팔수|팔려|팔고|팔 건데|매입|받을 수 있|얼마 받|얼마나 받|쳐주|쳐줘|사가나|사가요|사 가나|사가는|사 가는|"
            "get for|sell|selling"
        ),
        _w("팔다"),
    ),
    "recyclables": Meaning(_w("재활용품|고물|scrap|recyclables|recyclable|scrap metal")),
    # --- bins -------------------------------------------------------------------------------------
    "bin": Meaning(
        _w(
            "수거함|수거 함|수거통|수거 박스|수거박스|회수기|무인회수기|네프론|수퍼빈|수거하는 곳|수거하는 데|수거 하는 곳|"
            "보상|유가보상|보상제|돈 주는 기계|돈 주는 곳|돈 주는 데|collection bin|collection box|collection point|drop-off|drop off|bin|bins|"
            "refund machine|reverse vending"
        )
    ),
    # bringing something somewhere to be taken back: an act of the collection-point intent
    "bring": Meaning(
        _w(
            "모으는 곳|받아주|받아 주|받아줘|받나|넣는 곳|넣는 데|넣으면|넣어|버릴 데|버릴 곳|버리는 곳|버리는 데|갖다 내|"
            "갖다주|갖다 주|갖다 놓|갖다놓|가져다|가져가|모아서|모아둔|모은|바꿔주|바꿔 주|교환|return|recycle|drop|"
            "bring|take back|get rewarded"
        )
    ),
    # --- places -------------------------------------------------------------------------------------
    "where": Meaning(
        _w(
            "어디|어딨|어딘|어디야|위치|근처|주변|가까운|가까이|인근|찾아|찾는|찾고|있어|있나|있음|있는지|있을까|있어요|"
            "있냐|있습니까|ㅇㄷ|몇 시|몇시|영업|열어|문 연|문연|추천|쪽에|where|near|nearby|nearest|closest|around|"
            # what else is asked of a place: how to reach it, when it is open
            "전화번호|연락처|주소|운영시간|영업시간|휴무|phone number|address|opening hours|"
            "find|any|is there|open|recommend|location|looking for|look for|"
            # an English where-ask as a noun phrase: "a place to drop old meds", "somewhere to recycle"
            "a place to|place to|places to|somewhere to|a spot to|where to"
        )
    ),
    # --- buying new things (a product price, not a disposal fee or a scrap price) ------------------
    "buy_new": Meaning(
        _w(
            "새로|새 |신상|신제품|신형|최신|구매|구입|사려|살 건데|살까|사고 싶|brand new|new|buy|buying"
        ),
        _w("구매하다|구입하다|들이다|바꾸다"),
    ),
    # --- requests and conversation ---------------------------------------------------------------
    "request": Meaning(
        _w(
            "알려|가르쳐|아시면|아시나요|아시는 분|찾아|봐주|봐 주|부탁|궁금|말해|추천|좀|알고 싶|알고싶|고 싶어|고 싶은데|고 싶습니다|"
            "tell me|please|plz|pls|can you|could you|would like|want to|"
            "need|want to know|let me know|check|looking for|look for|문의"
        ),
        _w("부탁하다|부탁드리다|문의하다|문의드리다"),
    ),
    "question_word": Meaning(
        _w(
            "어디|얼마나|얼마|몇|언제|어때|어떄|어떻|어떰|어케|어캐|어떡|어떤|어느|될까|되나|되요|돼요|되는지|되냐|할까|하나요|나요|까요|"
            "는지|은지|인지|을지|올지|할지|일지|"
            "있나|있어|ㅇㄷ|\\?|what|where|when|how|which|is it|will it|should i|any|can i"
        )
    ),
    "chitchat": Meaning(
        _w(
            "짜증|피곤|지옥|최고|좋다|좋네|좋아|친절|재밌|웃기|땡긴다|땡겨|센치|행복|설렌|힘들|귀찮|"
            "죽겠|인 듯|한 듯|촌스러|중독|득템|샀는데|"
            "love|amazing|nice|brutal|awesome|lol|lmao|haha"
        )
    ),
    # laughing, crying, emoticons: the tone of a message, not its topic ("폐지 시세도ㅎㅎ" still asks);
    # in chat they also end a sentence, like a full stop
    # (English lol / haha stay chit-chat: they close small talk far more often than a request)
    "emote": Meaning(_w("ㅋㅋㅋ|ㅎㅎㅎ|ㅠㅠㅠ|ㅜㅜㅜ|ㅋㅋ|ㅎㅎ|ㅠㅠ|ㅜㅜ")),
    "other_task": Meaning(
        _w(
            "만들어|만들 수|만드는|만들기|리폼|diy|전기세|전기요금|관리비|창업|차리|주인|이름|지어줘|지어 줘|써줘|써 줘|요약|레시피|노래|플레이리스트|playlist|숙제|개그|농담|끝말잇기|게임|"
            "포스터|아이디어|과제|python|script|코드|번역|시 써|story|joke|recipe|song|poem|news|뉴스|주가|환율|"
            "다크모드|설정|알람|봉사|연말정산|허가|적금|이자|등본|세일|맛있|먹어야|점심|저녁 메뉴|KTX|ktx|기차표|"
            "지구온난화|온난화|기후변화|climate change|꿀팁|디자인|누가 만든|실험|선물|정책|사장님|아저씨|"
            "알바|아르바이트|취업|캐릭터|경험치|레벨|그려|그림|이미지|어디가 나아|어디가 더 나|어디가 좋아|뭐가 나아|가 나아|이 나아|뭐가 낫|어디가 낫|추천해 줘 노래"
        )
    ),
    "sorting_rule": Meaning(
        _w(
            "분리배출|분리수거|분리해|분리 해|라벨|떼고|떼야|떼는|씻어|헹궈|뭘로|무슨 쓰레기|일반쓰레기|일반 쓰레기|"
            "종량제|음식물|종이류|따로 모아|따로 버려|플라스틱류|비닐류|재질|표시|과태료|요일|recycling day|sort|"
            "how does recycling|recycling work|which bin|what bin"
        )
    ),
    "definition": Meaning(
        _w(
            "뭐야|뭔가요|뭐예요|뭐에요|무슨 뜻|의미|다른가|달라|뭐가 달|이유|무슨 단체|what is|what's the difference|why|"
            "차이가 뭐|차이 뭐|차이점|뭐가 다른|다른 거예요|다른 건가|다른 점|difference between"
        )
    ),
    "greeting": Meaning(_w("안녕|하이|ㅎㅇ|hello|hi|hey|good morning|좋은 아침")),
    "thanks": Meaning(_w("고마워|고맙|감사|thank|thanks|thx|땡큐|잘자|bye")),
    "capability": Meaning(
        _w(
            "뭘 할 수|무엇을 할 수|뭐 할 수|뭘 도와|what can you|사용법|기능|너 이름|who are you|너는 누구"
        )
    ),
    "nationwide": Meaning(_w("전국|nationwide|national")),
    # asking whether something is all right given the weather ("비 오는데 종이 버려도 돼?")
    "permission": Meaning(
        _w(
            "버려도|내놔도|내놓아도|내놓아도|놔도|해도 돼|해도 되|도 괜찮|ok to|okay to|safe to|fine to"
        )
    ),
    # when: a time the user asks about (weather is asked for a time; a place is open at one)
    "time": Meaning(
        _w(
            "오늘|내일|낼|모레|어제|지금|요즘|요새|이번|다음|주말|평일|아침|점심|저녁|밤|새벽|오전|오후|낮|"
            "월요일|화요일|수요일|목요일|금요일|토요일|일요일|이번주|이번 주|다음주|다음 주|today|tomorrow|tmrw|"
            "tonight|weekend|this week|next week|morning|afternoon|evening|now|right now"
        )
    ),
    # --- discourse: where a second request starts -------------------------------------------------
    "next_request": Meaning(
        _w(
            "그리고|그리고요|또한|아 참|아참|참,|참 |하나 더|하는 김에|그 김에|가는 김에|김에|겸사겸사|혹시|btw|by the way|"
            "and also|also|plus|and|+|추가로|아 그리고|아그리고|근데|그런데"
        )
    ),
}

# Negation: the part of a clause before one of these is what the user does NOT want
# ("날씨는 됐고 …", "가격 말고 위치만", "수거함 위치 말고 …").
NEGATORS: tuple[str, ...] = _w(
    "말고|빼고|됐고|됐구|되었고|안 궁금하고|안궁금하고|궁금하지 않고|필요 없고|필요없고|알아서 볼게|알아서 볼께|"
    "제외하고|괜찮고|관심 없고|not|except|skip|don't need|no need|aside|never mind"
)

# Which kind of waste a weather question is about (the weather specialist tailors its tip to it).
WasteCategory = Literal["food", "paper", "plastic", "glass", "metal", "clothes", "general"]

WASTE_CATEGORY_WORDS: dict[str, WasteCategory] = {
    "음식물": "food", "음쓰": "food", "음식 쓰레기": "food", "food waste": "food", "food": "food",
    "종이": "paper", "폐지": "paper", "박스": "paper", "골판지": "paper", "신문": "paper", "paper": "paper",
    "cardboard": "paper",
    "플라스틱": "plastic", "페트병": "plastic", "비닐": "plastic", "plastic": "plastic",
    "유리": "glass", "glass": "glass", "캔": "metal", "고철": "metal", "cans": "metal",
    "옷": "clothes", "의류": "clothes", "clothes": "clothes",
    "쓰레기": "general", "종량제": "general", "분리수거": "general", "분리배출": "general",
    "재활용": "general", "trash": "general", "garbage": "general", "recycling": "general",
}  # fmt: skip
