"""The offline triage's understanding: morphology, negation, clauses, confidence, clarifying
questions, places below the 시군구 — asserted on the analysis and on the turn result."""

from __future__ import annotations

import json

import pytest

from agents_pkg import Orchestrator
from agents_pkg.events import Done, RouteDecided
from agents_pkg.models.offline.evidence import read
from agents_pkg.models.offline.nlu import analyze
from agents_pkg.models.offline.slots import places_in
from specialists.korean.localities import find_locality
from specialists.korean.morph import tokenize
from specialists.korean.places import find_place_type


def _route(text: str) -> list[str]:
    return [i.specialist for i in analyze(text).intents]


@pytest.mark.parametrize(
    ("text", "route"),
    [
        # weather without the word 날씨: phenomena, feelings, gear, lemmas of inflected verbs
        ("대구 내일 새벽에 얼어?", ["weather"]),
        ("청주 지금 쌀쌀해?", ["weather"]),
        ("진눈깨비 온대?", ["weather"]),
        ("비 멎었어요?", ["weather"]),
        ("내일 포항 더워?", ["weather"]),
        # places and shops by everyday names
        ("굿윌스토어 어디야", ["location"]),
        ("동사무소 가까운 데", ["location"]),
        ("상수동 근처 카페", ["location"]),
        # items and materials by everyday names, spacing errors
        ("신주 kg당 얼마", ["recyclable_price"]),
        ("스텐 얼마 쳐줘", ["recyclable_price"]),
        ("쓰던 식용유 통 어디 버려", ["collection_point"]),
        ("마포구장롱버리는값", ["bulk_waste"]),
        # a short cue inside a longer word is not a cue
        ("카페라떼 비용", []),
        # negation scope
        ("날씨는 됐고 강남구 침대 요금만", ["bulk_waste"]),
        ("가격 말고 위치만 알려줘 마포구 고물상", ["location"]),
        # chit-chat that contains a domain word
        ("냉장고 새로 샀는데 좋다", []),
        ("비 오는 날 듣기 좋은 노래", []),
        ("새 세탁기 가격 얼마쯤 해요?", []),
        # multi-intent with everyday connectives
        ("폐지 가격 알려줘 혹시 근처 고물상도", ["recyclable_price", "location"]),
        (
            "강동구 티비 버리는 비용 알려주고 하는 김에 폐건전지 수거함도",
            ["bulk_waste", "collection_point"],
        ),
    ],
)
def test_routes(text: str, route: list[str]) -> None:
    assert _route(text) == route


@pytest.mark.parametrize(
    ("text", "route"),
    [
        # a message that asks nothing is not a request, whatever domain words it has
        ("고물상 다녀왔는데 사람 많더라", []),
        ("어제 냉장고 버렸음", []),
        # ...but saying one means to dispose of or sell something, last in a message, asks how
        ("강남구 소파 버리려고요", ["bulk_waste"]),
        ("마포구에서 장롱 버릴 거예요", ["bulk_waste"]),
        ("고철 팔려고 합니다", ["recyclable_price"]),
        # a place word modifying a noun the lexicon does not know is not a place asked for
        ("재활용센터 직원 채용 공고 있어?", []),
        ("고물상 아저씨 너무 친절해", []),
        ("약국 영업시간 알려줘", ["location"]),
        # a location request asks where, or names the place alone; a question that only mentions
        # one asks about something else
        ("고물상 운영하려면 허가 받아야 돼?", []),
        ("아름다운가게에서 일하려면 어떻게 지원해요?", []),
        ("김해시 리필샵 알려줘", ["location"]),
        # the head of a compound names the place; a short place word never ends a verb
        ("알뜰매장 근처에 있어?", ["location"]),
        ("이사를 가게 됐는데 소파 버리는 비용 마포구", ["bulk_waste"]),
        # a question about how it will be at a time, with an adjective and no other subject
        ("내일 전주 많이 추울까?", ["weather"]),
        ("오늘 여의도 쌀쌀해?", ["weather"]),
        ("내일 시험 어려울까?", []),
        ("Will it be icy in Chuncheon tomorrow morning?", ["weather"]),
        ("Is it okay if I call you tomorrow?", []),
        # a marked new request about an unknown thing is its own clause, not part of the one before
        (
            "의류수거함 어디 있어요? 아 참, 책꽂이장도 버려야 되는데 얼마죠",
            ["collection_point", "bulk_waste"],
        ),
        ("소파 버리려는데 혹시 강남구면 얼마예요?", ["bulk_waste"]),
        # a thing the lexicon has no word for, shown by what is asked about it
        ("런닝머신 버리는 비용 얼마야", ["bulk_waste"]),
        ("쇠파이프 kg당 얼마야", ["recyclable_price"]),
        ("아파트 시세 알려줘", []),
        ("다 쓴 보온병 어디 넣어요?", ["collection_point"]),  # put *into*: a bin
        # a fee or a method right after an unknown noun is that noun's, not a disposal fee
        ("에어컨 설치 비용 얼마야?", []),
        ("세탁기 소음 해결 방법", []),
        ("냉장고 수거 비용 얼마야?", ["bulk_waste"]),
        # a material stream as what something is or goes as asks a sorting rule
        ("우유팩은 종이로 버려요?", []),
        ("칫솔은 플라스틱이야?", []),
        ("철제 의자 고철로 팔면 얼마 받아요?", ["recyclable_price"]),
        # "비 오는 날" names a kind of day, unless a chore is planned around it or the day is asked
        ("눈 오는 날 데이트 코스 추천", []),
        ("비 오는 날 분리수거 해도 돼?", ["weather"]),
        ("내일 비 오는 날이야?", ["weather"]),
        # what the user already knows is not asked
        ("냉장고 수수료는 아는데 내일 비 오는지 알려줘", ["weather"]),
        ("비용은 알아요. 폐형광등 수거함 위치만", ["collection_point"]),
        ("weather aside, how much for a sofa pickup in Mapo", ["bulk_waste"]),
    ],
)
def test_routes_by_linguistic_features(text: str, route: list[str]) -> None:
    """Routes decided by grammar (request act, head nouns, endings, lemmas), not by a phrase list:
    none of these messages is in the labelled corpora."""
    assert _route(text) == route


def test_compound_shop_heads_are_searched_as_written() -> None:
    analysis = analyze("빈티지스토어 찾아줘 망원동")
    (intent,) = analysis.intents
    assert intent.specialist == "location"
    assert intent.slots["query"] == "빈티지스토어"
    assert find_place_type("알뜰매장 근처에 있어?") == ("shop", "알뜰매장")
    assert find_place_type("굿윌스토어") == ("second_hand_shop", "굿윌스토어")  # a known shop


def test_lemmas_and_boundaries_from_the_analyser() -> None:
    lemmas = {t.lemma for t in tokenize("비 멎었어요")}
    assert "멎다" in lemmas
    meanings = {c.meaning for c in read("카페라떼 비용").cues}
    assert "weather_phenomenon" not in meanings and "place" not in meanings
    assert "weather_phenomenon" in {c.meaning for c in read("비 와?").cues}


def test_negated_span_is_not_read_for_slots() -> None:
    analysis = analyze("냉장고 말고 전자레인지만 버릴 거예요. 수수료요. 관악구")
    (intent,) = analysis.intents
    assert intent.slots["item"] == "전자레인지"
    assert intent.slots["district"] == "관악구"


def test_clauses_give_each_stage_its_own_request() -> None:
    analysis = analyze("냉장고 무상수거 되나요? 아 그리고 고철 시세도 궁금해요")
    assert [i.specialist for i in analysis.intents] == ["bulk_waste", "recyclable_price"]
    assert "고철" in analysis.intents[1].slots["request"]
    assert "냉장고" not in analysis.intents[1].slots["request"]


def test_low_evidence_asks_which_of_two_services() -> None:
    unclear = analyze("헌옷 모아둔 거 있는데")  # a bin item and a saleable material, nothing asked
    assert unclear.kind == "clarify"
    assert not unclear.intents
    assert unclear.reply.startswith("수거함 위치와 재활용품 시세 중 어떤 걸 도와드릴까요?")
    assert 0 < unclear.confidence < 0.5


def test_confidence_is_higher_with_more_evidence() -> None:
    weak = analyze("냉장고").intents[0].confidence
    strong = analyze("강남구 냉장고 버리는 비용 얼마예요?").intents[0].confidence
    assert 0 < weak < strong <= 1
    assert analyze("ㅋㅋㅋㅋ").kind == "out_of_scope"


def test_localities_resolve_below_the_district() -> None:
    assert places_in("상수동 근처 카페").district == "마포구"
    assert places_in("부평역 근처 고물상").district == "부평구"
    assert places_in("동탄 소파 수수료만").district == "화성시"
    assert (
        places_in("인천 논현동 책상").district == "남동구"
    )  # 논현동 is also in 강남구: 인천 settles it
    assert places_in("부산 날씨").district is None  # a 시도, not 오산시 부산동
    ambiguous = find_locality("합정동 근처")
    assert ambiguous is not None and ambiguous.district is None  # 마포구 and 평택시
    assert find_locality("정자 근처") is None  # a common noun, not 정자동
    assert places_in("Daiso near Hongdae?").district == "마포구"  # romanised area names
    assert (
        places_in("광주 첨단 내일 아침 안개 껴요?").district == "광산구"
    )  # an area after its 시도
    assert places_in("첨단 기술").district is None


async def test_confidence_in_turn_result_events_and_json() -> None:
    async with Orchestrator() as orch:
        result = await orch.run("강남구 소파 버리는 비용이랑 내일 날씨 알려줘")
        assert result.route == ["bulk_waste", "weather"]
        assert all(s.confidence is not None and 0 < s.confidence <= 1 for s in result.stages)
        dumped = result.to_json_dict()
        assert [s["confidence"] for s in dumped["stages"]] == [s.confidence for s in result.stages]
        json.dumps(dumped)
        events = [e async for e in orch.stream("폐지 가격이랑 마포구 고물상 위치 알려줘")]
    decided = next(e for e in events if isinstance(e, RouteDecided))
    assert [p.specialist for p in decided.plan] == ["recyclable_price", "location"]
    assert all(p.confidence is not None for p in decided.plan)
    done = events[-1]
    assert isinstance(done, Done)
    assert [s.confidence for s in done.result.stages] == [p.confidence for p in decided.plan]


async def test_clarifying_question_is_the_answer_without_a_route() -> None:
    async with Orchestrator() as orch:
        result = await orch.run("헌옷 모아둔 거 있는데")
    assert result.route == []
    assert "어떤 걸 도와드릴까요" in result.answer


def test_korean_leaf_imports_nothing_else_of_the_project() -> None:
    import ast
    from pathlib import Path

    root = Path(__file__).parent.parent / "specialists" / "korean"
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            for name in names:
                top = name.split(".")[0]
                if top in ("agents_pkg", "specialists", "guardrails"):
                    assert name.startswith("specialists.korean"), f"{path.name} imports {name}"


def test_vocabularies_have_one_home() -> None:
    from specialists.collection_point import payload as bin_payload
    from specialists.korean import bins, places
    from specialists.location import payload as place_payload

    assert place_payload.PLACE_WORDS is places.PLACE_WORDS
    assert bin_payload.ITEM_TYPE_WORDS is bins.ITEM_TYPE_WORDS
    with pytest.raises(ImportError):
        __import__("agents_pkg.models.offline.markers")


def test_locality_index_is_derived_from_the_shared_files() -> None:
    from importlib import resources

    from specialists.korean.build_localities import build
    from tests.conftest import SHARED_DATA

    shipped = json.loads(
        resources.files("specialists.korean").joinpath("localities.json").read_text("utf-8")
    )
    assert shipped["_meta"]["sources"] and "build_localities" in shipped["_meta"]["description"]
    assert shipped["localities"]["상수동"] == ["마포구"]
    if not (SHARED_DATA / "public").exists():
        pytest.skip(f"shared data not found at {SHARED_DATA}")
    assert build(SHARED_DATA)["localities"] == shipped["localities"]


@pytest.mark.parametrize(
    ("text", "route"),
    [
        # a service mentioned only to be dismissed is not routed: no need to V, not needed, already
        # known (the scope stops at a finished sentence), 말고 glued to laughter
        ("가격은 안 알려줘도 돼요, 마포구 고물상 위치만", ["location"]),
        ("위치는 필요 없어요. 신주 시세만 알려줘", ["recyclable_price"]),
        (
            "폐건전지 수거함이랑 구리 시세 알려줘 ㅋㅋ 이상한 조합인 거 앎",
            ["collection_point", "recyclable_price"],
        ),
        ("날씨 말고ㅎㅎ 강서구 소파 수수료만", ["bulk_waste"]),
        ("수거함은 아는데요 헌옷 kg당 얼마 해요", ["recyclable_price"]),
        ("강남역 근처 약국 어디 있어요 편의점 말고", ["location"]),
        ("the weather app on my phone keeps crashing lol", []),
        # no request for a service: may I *use* it, statements, a place in a relative clause about
        # something else, mixing and recyclable-at-all questions, differences, "with" not "and"
        ("약 먹고 바로 누워도 되나요?", []),
        ("비트코인 지금 사도 될까?", []),
        ("the typhoon last week was scary", []),
        ("구청에서 하는 요리 교실 있어?", []),
        ("종이컵은 플라스틱이랑 같이 버려도 돼?", []),
        ("스티로폼 재활용 돼?", []),
        ("AA랑 AAA 건전지 차이가 뭐야", []),
        ("도서관에서 이웃이랑 싸웠어요", []),
        # multi-intent: an unpunctuated sentence end, an embedded "…는지", 김에, laughter, a numbered
        # list, conjuncts that each have their own act
        ("장롱 버리는 비용 얼마고 토요일 비 오는지도 알려줘 강북구", ["bulk_waste", "weather"]),
        ("형광등 버리는 김에 근처 고물상도 알려줘 망원동", ["collection_point", "location"]),
        ("구리 시세도ㅎㅎ 그리고 내일 청주 날씨", ["recyclable_price", "weather"]),
        (
            "1. 냉장고 버리는 방법 2. 폐건전지 버릴 곳 수원이에요",
            ["bulk_waste", "collection_point"],
        ),
        ("구리 시세랑 폐건전지 수거함 위치", ["recyclable_price", "collection_point"]),
        # colloquial and dialect question endings; may I do it there, then (a weather question)
        ("김해 내일 비 오능교", ["weather"]),
        ("전주 이번 일요일 날씨 궁금합니다. 가족 나들이 가거든요", ["weather"]),
        ("창원 냉장고 수거 해주나여", ["bulk_waste"]),
        ("강릉 주말에 해수욕해도 될까?", ["weather"]),
        # what weather does to things, at a time, asks the forecast; weather as a cause with no time,
        # the subject of something no weather does, or in a question put to oneself, does not
        ("내일 아침에 이불 널 건데 잘 마를까? 대전이야", ["weather"]),
        ("오늘 눈 와서 그런가 버스가 안 오네", []),
        ("비 맞아서 감기 걸렸나 봐요", []),
        ("미세먼지 때문에 마스크 사려는데 추천 좀", []),
        ("눈이 뻑뻑해서 안약 넣어도 되나요", []),
        # host places offered as where the bin might be; the thing asked about said again; a thing
        # sold to a scrap yard or priced per kg is scrap
        ("다 먹은 약 어디 갖다 줘요? 약국? 보건소?", ["collection_point"]),
        ("구리 시세 얼마야? 폐전선 구리요", ["recyclable_price"]),
        ("How much do scrap yards pay for old batteries per kg?", ["recyclable_price"]),
        ("헌 선풍기 고물상에 팔면 얼마 받아요", ["recyclable_price"]),
        # may-I questions about how disposal is done stay requests
        ("장롱 스티커 안 붙여도 돼요?", ["bulk_waste"]),
        ("대형폐기물 스티커 편의점에서 사도 되나요?", ["bulk_waste"]),
    ],
)
def test_routes_by_request_act_and_scope(text: str, route: list[str]) -> None:
    assert _route(text) == route


@pytest.mark.parametrize(
    ("text", "route"),
    [
        # (1) short parallel requests: a place type asked where (어디, 근처, 있소?) is its own request
        # next to a price, an act word glued to the word before, a cost ask before a where-ask or a
        # weather question, the listener's knowing (아시면) asked
        ("신주값얼마냐 고철상어디냐", ["recyclable_price", "location"]),
        ("황동값 얼마나하요 고물상도 어디있나 청주", ["recyclable_price", "location"]),
        (
            "폐전선 구리 kg당 얼마예요? 창원 근처 고물상도 두어군데",
            ["recyclable_price", "location"],
        ),
        ("목포 시내 고물상 있소? 있으면 구리값도", ["location", "recyclable_price"]),
        (
            "의자 내버릴라는디 얼마여 그라고 폐건전지는 어디 갖다버리능가",
            ["bulk_waste", "collection_point"],
        ),
        ("식탁 버릴라는데 돈얼마요 그라고 모레 눈오는가", ["bulk_waste", "weather"]),
        ("알루미늄 시세 알려주시고 혹시 부평 쪽 고물상도 아시면", ["recyclable_price", "location"]),
        ("책상 버리는값하고 고물상서 헌 잡지 얼마쳐주는지", ["bulk_waste", "recyclable_price"]),
        # (2) English dismissals scope forward, up to the turn to what is wanted
        ("no need for the forecast, just scrap copper prices in Busan", ["recyclable_price"]),
        ("I don't need the weather, where is a scrap yard in Mapo?", ["location"]),
        ("not the sticker fee but is it going to rain in Daegu tomorrow?", ["weather"]),
        # (3) an English where-ask as a noun phrase ("a place to …") after another request;
        # place types as a meaning class: banks by name, terminals, second-hand bookshops,
        # a place type looked for nearby even where a bin was asked before
        (
            "pharmacy near Seomyeon? and a place to drop old batteries",
            ["location", "collection_point"],
        ),
        ("공주 근처 신협 있나요?", ["location"]),
        ("안동 버스터미널 어딨어요", ["location"]),
        ("폐건전지 어디 버려요? 그리고 근처 편의점도 있나요", ["collection_point", "location"]),
        # (4) a plan hung on the weather at a named time is a weather question
        (
            "토요일에 냉장고 내놓을 건데 어디 신고해요? 그날 눈 오면 미끄러울 텐데",
            ["bulk_waste", "weather"],
        ),
        ("비 오면 우울해", []),
        # (5) 있 after 수 is "can", not a where-ask; a wage is not a price of scrap
        ("놋쇠 주전자 고물상에서 얼마받을수있나", ["recyclable_price"]),
        ("재활용센터에서 일하면 하루 일당 얼마 받아요?", []),
        # (6) where to apply is how to apply for a bulky-waste pickup, not a place search
        ("수거 접수는 어디서 해요?", ["bulk_waste"]),
        ("옷장 버리려는데요 비용은 안 궁금하고 접수를 어디서 하는지만", ["bulk_waste"]),
    ],
)
def test_routes_parallel_requests_dismissals_and_dialect(text: str, route: list[str]) -> None:
    assert _route(text) == route
