"""Round 39 (r39b): faithful answers flagged on goods named in a sentence that says the data does
not list them.

Each sentence below was read as a claim it does not make; the reading is narrowed to where the
words do state one, and each wrong twin is still flagged:

- a taking quoted as what the list or a text says (``유리병을 받는다고 나온 곳은 없으니``,
  ``형광등이나 건전지를 받는다는 정보는 없어서``) is denied by the verb that states it: its clause
  runs past the quote (``다고``/``다는``) to that verb, and ``없`` there (not ``없이``: ``상관없이``)
  is a statement of absence, no place said to take the goods (:func:`.hedges.denied_quote`, read
  by both readers of goods taken: :mod:`.conditions` and :mod:`.taken`). The same quote stated (``…받는다고 나와 있어요``) or answered with a place
  (``…받는다고 나온 곳은 동구라미가게2호점이에요``) still claims the taking.
- a count of the places one list holds, named by a word every item of that list holds
  (``공공재활용기반시설 세 곳`` over three places each written ``…(공공재활용기반시설)``), is that
  list's length, whatever other output holds a 3 (:func:`.tallies.names_its_list`); another number
  (``네 곳``) is still flagged;
- ``한 곳도``/``한 군데도`` (not even one) is a count of none, not of one
  (:mod:`.count_statements`): it passes over an empty search and is flagged over a list of places;
- a free word inside a quote of the data's own words (``품목명에 '1599-0903 단일 무상 수거
  품목'이라고``) cites the row's name and offers nothing (:mod:`.free_service`); the same words
  unquoted, or a quote the data does not hold, still say the thing goes free.
- an amount right before ``받아요`` is a price fetched, not goods taken (``페트가 스티로폼보다
  kg당 150원 더 받아요``; :mod:`.conditions`): the goods of that sentence are the prices' subjects,
  held by the price readings (a wrong difference or another material's price is still flagged).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import eps_prices, ev, flagged, glass_prices


def _place(name: str, address: str, phone: str, items: list[str], m: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": "평일 09:00~18:00",
            "items": items, "distance_m": m}  # fmt: skip


GWANGJU = {
    "query": "recycling_center", "radius_m": 1000, "found": 3, "source": "recycling-centers",
    "places": [
        _place("학동 역사공원 재활용 무인회수기", "없음", "062-608-2523", ["투명페트병", "캔"], 2032),
        _place("동구라미가게2호점", "남문로 646, 동구문화센터", "062-608-2523",
               ["무색페트병", "PE", "PP", "알루미늄 캔", "우유팩", "신문지", "헌옷"], 2167),
        _place("광주광역시 동구 재활용선별장", "광주광역시 동구 남문로 486(소태동)", "062-608-8936",
               ["스티로폼", "플라스틱", "캔"], 2405),
    ],
    "as_of": "2024-09-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the cases' shapes (g45h1-0090, g45h2-0007)
        "목록에 유리병을 받는다고 나온 곳은 없으니 가기 전에 전화로 확인해 보세요.",
        "다만 목록에 형광등이나 건전지를 받는다는 정보는 없어서, 선별장에 먼저 전화해 보세요.",
        # other wording: the absence after the place word, the quote kept, "않" after the quote
        "건전지를 받는다는 곳은 목록에 없어요.",
        "목록에는 형광등을 받아 준다고 적힌 곳이 없어서 구청에 물어보세요.",
        "형광등을 받는다고 나와 있지 않아서 전화로 확인해 보세요.",
        "No place on the list says it takes batteries, so call ahead.",
    ],
)
def test_a_quoted_taking_denied_by_its_verb_claims_no_good(answer: str) -> None:
    assert flagged(answer, ev(GWANGJU)) == []


def test_the_case_passes_with_the_glass_prices() -> None:
    answer = (
        "백색 유리는 45원/kg이에요. 광주광역시 동구 재활용선별장은 평일 09:00~18:00에 열어요. "
        "목록에 유리병을 받는다고 나온 곳은 없으니 가기 전에 전화로 확인해 보세요."
    )
    assert check(answer, ev(glass_prices(query="유리병"), GWANGJU)).grounded


@pytest.mark.parametrize(
    ("answer", "good"),
    [
        # the quote stated, or answered with a place: the place is said to take the good
        ("동구라미가게2호점은 형광등을 받는다고 나와 있어요.", "형광등"),
        ("목록에 형광등을 받는다고 나온 곳은 동구라미가게2호점이에요.", "형광등"),
        # after a sentence naming a place: the place's own list is held (:mod:`.taken`)
        ("광주광역시 동구 재활용선별장은 평일에 열어요. 유리병을 받는다고 나와 있어요.", "유리병"),
        # "없이" denies nothing
        ("동구라미가게2호점은 형광등을 받는다고 하니 크기 상관없이 가져가세요.", "형광등"),
        # the absence is another clause's: the second place is still said to take batteries
        ("유리병을 받는다는 곳은 없지만, 동구라미가게2호점은 건전지를 받아요.", "건전지"),
    ],
)
def test_a_quoted_taking_stated_or_given_a_place_is_still_held(answer: str, good: str) -> None:
    assert good in flagged(answer, ev(GWANGJU))


BUYEO_FEES = {
    "district": "부여군", "query": "컴퓨터", "item_count": 3, "source": "bulk-waste-fees",
    "items": [{"item_name": "컴퓨터", "name": "컴퓨터", "category": "가전제품류", "fee": f,
               "fee_text": f"{f:,}원", "is_free": False} for f in (2000, 3000, 5000)],
    "as_of": "2025-08-01",
}  # fmt: skip
BUYEO_RULES = {
    "district": "부여군", "source": "waste-rules", "as_of": "2025-11-07",
    "places": ["장암면 북고로 201(공공재활용기반시설)", "장암면 북고로 269(공공재활용기반시설)",
               "장암면 북고로 253(공공재활용기반시설)"],
    "phone": "041-830-2306",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g46h2-0044), and other wording and order
        "장소는 장암면 북고로 201, 269, 253의 공공재활용기반시설 세 곳이에요.",
        "지정 배출 장소는 공공재활용기반시설 3곳(장암면 북고로 201, 269, 253)이에요.",
        "공공재활용기반시설 세 곳 중 가까운 곳에 가져가세요. 수수료는 2,000원부터예요.",
    ],
)
def test_a_count_named_by_a_word_every_item_holds_is_its_lists(answer: str) -> None:
    assert flagged(answer, ev(BUYEO_FEES, BUYEO_RULES)) == []


def test_a_wrong_count_of_the_named_list_is_flagged() -> None:
    answer = "장소는 공공재활용기반시설 네 곳이에요."
    assert flagged(answer, ev(BUYEO_FEES, BUYEO_RULES)) == ["네 곳"]


UNFOUND = {
    "query": "중고", "radius_m": 1000, "places": [], "found": 0, "source": "none",
    "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g46h3-0050), and other wording
        "'중고' 장소 정보가 오프라인 데이터에 없어서 주변 가게를 한 곳도 찾지 못했어요.",
        "근처 중고 가게는 한 군데도 나오지 않았어요.",
        "주변에서 중고 매장을 한 곳도 못 찾았어요. 지도 앱을 써 보세요.",
    ],
)
def test_not_even_one_is_no_count_of_one(answer: str) -> None:
    assert flagged(answer, ev(UNFOUND)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the wrong twins: none said where the search found places, one said where it found none
        ("근처 재활용센터는 한 곳도 없어요.", "한 곳"),
        ("근처 재활용센터를 한 군데도 찾지 못했어요.", "한 군데"),
    ],
)
def test_not_even_one_over_a_list_of_places_is_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(GWANGJU)) == [span]


def test_one_place_over_an_empty_search_is_flagged() -> None:
    assert flagged("주변에 중고 가게가 한 곳 있어요.", ev(UNFOUND)) == ["한 곳"]


NOWON_TREADMILL = {
    "district": "노원구", "query": "러닝머신", "item_count": 1, "source": "bulk-waste-fees",
    "items": [{"item_name": "러닝머신(1599-0903단일 무상 수거 품목)",
               "name": "러닝머신(1599-0903단일 무상 수거 품목)", "category": "가전제품류",
               "fee": 10000, "fee_text": "10,000원", "is_free": False}],
    "as_of": "2024-08-28",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g46h3-0027), another quote mark, English
        "수수료는 10,000원이에요. 품목명에 '1599-0903 단일 무상 수거 품목'이라고 적혀 있어서, "
        "폐가전제품 무상방문수거(1599-0903)로 무료 배출이 되는지 먼저 전화해 보세요.",
        "품목명이 “러닝머신(1599-0903단일 무상 수거 품목)”이라서, 무상방문수거(1599-0903)에 "
        "무료로 되는지 물어보세요.",
        'The item is listed as "러닝머신(1599-0903단일 무상 수거 품목)", so call 1599-0903 to '
        "see whether the free pickup takes it.",
    ],
)
def test_a_free_word_in_a_quote_of_the_data_offers_nothing(answer: str) -> None:
    assert flagged(answer, ev(NOWON_TREADMILL)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # said, not quoted: the treadmill is called free by a note for 대형 가전
        "러닝머신은 단일 무상 수거 품목이라 1599-0903 무상방문수거로 무료예요.",
        # a quote the data does not hold is the answer's own words
        "러닝머신은 '전부 무상 수거 품목'이라 무상방문수거(1599-0903)로 러닝머신도 무료예요.",
    ],
)
def test_the_free_service_said_unquoted_is_still_held(answer: str) -> None:
    assert not check(answer, ev(NOWON_TREADMILL)).grounded


PET_PRICES = {
    "region": "nationwide", "query": "PET", "item_count": 2, "unit": "원/kg",
    "items": [{"item_name": "PET", "category": "plastic", "form": "압축", "price_per_kg": 350,
               "price_text": "350원/kg"},
              {"item_name": "PET(플레이크)", "category": "plastic", "form": "플레이크",
               "price_per_kg": 650, "price_text": "650원/kg"}],
    "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g45h1-0004), and other wording
        "- 스티로폼(EPS): 200원/kg\n- 페트(PET): 350원/kg\n페트가 스티로폼보다 kg당 150원 더 받아요.",
        "페트 플레이크는 압축 페트보다 300원을 더 받아요.",
        "스티로폼은 kg당 200원 정도 받아요.",
    ],
)
def test_an_amount_before_the_verb_is_a_price_fetched(answer: str) -> None:
    assert flagged(answer, ev(eps_prices(), PET_PRICES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # a wrong difference, another material's price
        ("페트가 스티로폼보다 kg당 250원 더 받아요.", "kg당 250원"),
        ("스티로폼은 kg당 350원 받아요.", "kg당 350원"),
    ],
)
def test_a_wrong_price_fetched_is_still_flagged(answer: str, span: str) -> None:
    assert flagged(answer, ev(eps_prices(), PET_PRICES)) == [span]


def test_goods_taken_with_no_amount_before_the_verb_are_still_held() -> None:
    assert "유리병" in flagged("광주광역시 동구 재활용선별장은 유리병도 받아요.", ev(GWANGJU))
