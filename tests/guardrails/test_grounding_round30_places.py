"""Round 30 (r30b): answers listing several places or bins — each detail bound to the place its
list item or sentence names (prod_holdout14–17).

- A holder named twice in a row — its name, then its address (``East City Complex 1 (이스트시티
  1단지), 동대전로46번길 30 — about 545 m``) — is one holder: the distance after the address is
  held against its record (:mod:`guardrails.grounding.own_records`; it read as two holders named
  together, ``A와 B는``, and checked neither).
- A road address written right after one holder's name is that holder's: another holder's
  address of the same list is misattributed (:mod:`guardrails.grounding.line_addresses`).
- A district's centre is named in English by the district's stem, up to three capitalised words
  and ``center`` (``Boseong Recycling Recovery Centre``, ``the Jangheung center``:
  :mod:`guardrails.grounding.county_centres`, read by :mod:`guardrails.grounding.taken`).
- A road with its house number is an address, not the name of a place named after the road
  (:mod:`guardrails.grounding.address_words`, read by :mod:`guardrails.grounding.units`).
- A word right after a figure is no item of a goods run (``10:00~21:00 운영, 가전제품·가구``:
  :mod:`guardrails.grounding.listed`); ``같은`` is no topic (:mod:`guardrails.grounding.taken`).
- One holder named and no other: its later sentences that name nothing give it their hours, days
  and phones (:mod:`guardrails.grounding.lone_holder`).
- An English shop name glossed in Hangul after an empty search is an invented place
  (:mod:`guardrails.grounding.unfound_quoted`).
- A clause with a topic of its own is about the name it gives after the value
  (:mod:`guardrails.grounding.clause_topics`).
- A kind taken "as well" after the narrower goods its record lists is unsupported
  (:mod:`guardrails.grounding.also_broader`).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _bin(name: str, address: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": "대전 동구",
            "phone": None, "items": ["중소폐가전"], "distance_m": distance, "as_of": None}  # fmt: skip


BINS = {"item_type": "small_appliance", "kind_name": "소형 폐가전", "source": "small-appliance-bins",
        "points": [_bin("신인동행정복지센터", "대전광역시 동구 충무로203번길 28-25", 292),
                   _bin("이스트시티 1단지", "대전 동구 동대전로46번길 30", 486),
                   _bin("이스트시티 2단지", "대전 동구 동대전로46번길 120", 545)],
        "found": 3, "as_of": None}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: name, Hangul gloss, address, then the other's distance
            "1. Sinin-dong Community Center (신인동행정복지센터), 충무로203번길 28-25 — about 290 m\n"
            "2. East City Complex 1 (이스트시티 1단지), 동대전로46번길 30 — about 545 m\n"
            "3. East City Complex 2 (이스트시티 2단지), 동대전로46번길 120 — about 486 m",
            ["545 m", "486 m"],
        ),
        (  # Korean, one swap
            "- 이스트시티 1단지, 동대전로46번길 30: 약 545m\n"
            "- 이스트시티 2단지, 동대전로46번길 120: 약 545m",
            ["545m"],
        ),
        (  # the faithful twin
            "1. Sinin-dong Community Center (신인동행정복지센터), 충무로203번길 28-25 — about 290 m\n"
            "2. East City Complex 1 (이스트시티 1단지), 동대전로46번길 30 — about 486 m\n"
            "3. East City Complex 2 (이스트시티 2단지), 동대전로46번길 120 — about 545 m",
            [],
        ),
    ],
)
def test_a_name_then_its_address_is_one_holder(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == want


def _centre(name: str, address: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": "고양시",
            "phone": "031-8075-2706", "items": ["투명페트병"], "distance_m": distance,
            "as_of": None}  # fmt: skip


PET = {"item_type": "pet_compensation", "kind_name": "투명 페트병 보상", "source": "keco-sites",
       "points": [_centre("마두1동 행정복지센터", "고양시 일산동구 일산로 218", 221),
                  _centre("백석1동 행정복지센터", "고양시 일산동구 일산로 145", 650),
                  _centre("풍산동 행정복지센터", "고양시 일산동구 숲속마을1로 36", 1504)],
       "found": 3, "as_of": None}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: addresses swapped, each line's distance its name's
            "- Madu 1-dong Administrative Welfare Centre: 145 Ilsan-ro, about 221 m\n"
            "- Baekseok 1-dong Administrative Welfare Centre: 218 Ilsan-ro, about 650 m\n"
            "- Pungsan-dong Administrative Welfare Centre: 36 Supsongmaeul 1-ro, about 1.5 km",
            ["145 Ilsan-ro", "218 Ilsan-ro"],
        ),
        (  # Korean, with a dash
            "1. 마두1동 행정복지센터 — 일산로 145 (약 221m)\n2. 풍산동 행정복지센터 — 숲속마을1로 36 (약 1.5km)",
            ["일산로 145"],
        ),
        (  # the faithful twin
            "- Madu 1-dong Administrative Welfare Centre: 218 Ilsan-ro, about 221 m\n"
            "- Baekseok 1-dong Administrative Welfare Centre: 145 Ilsan-ro, about 650 m",
            [],
        ),
        (  # two holders joined by a word: unsure
            "Madu 1-dong Administrative Welfare Centre and 145 Ilsan-ro both take clear PET bottles.",
            [],
        ),
        (  # the address heads the item, its name in brackets
            "- 일산로 218 (마두1동 행정복지센터): 약 221m\n- 일산로 145 (백석1동 행정복지센터): 약 650m",
            [],
        ),
    ],
)
def test_an_address_after_a_name_is_that_holders(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(PET)) == want


def _place(
    name: str, address: str, hours: str, items: list[str], distance: int
) -> dict[str, object]:
    return {"name": name, "address": address, "phone": None, "hours": hours, "items": items,
            "distance_m": distance, "as_of": "2025-12-01"}  # fmt: skip


CENTRES = {"query": "recycling_center", "radius_m": 2000, "found": 3,
           "places": [_place("장흥군그린환경센터", "전라남도 장흥군 부산면 덕정길 206", "평일 09:00~18:00",
                             ["종이", "필름", "플라스틱", "캔", "병", "발포합성수지류"], 3540),
                      _place("강진군 환경정화센터", "전라남도 강진군 강진읍 남당로 97-73", "평일 08:00~17:00",
                             ["각종생활쓰레기"], 13580),
                      _place("보성군 생활자원회수센터", "전라남도 보성군 보성읍 평동로 1656", "평일 09:00~18:00",
                             ["플라스틱류", "병류", "스티로폼류", "고철류 등"], 19955)],
           "source": "recycling-centers,keco-sites",
           "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: one centre's goods given to another, named in English
            "- Jangheung Green Environment Centre: about 3.5 km\n"
            "- Boseong Recycling Recovery Centre (~20 km) takes paper, film, plastic, cans and "
            "bottles",
            ["paper"],
        ),
        (  # its faithful twin
            "- Jangheung Green Environment Centre (~3.5 km) takes paper, film, plastic, cans and "
            "bottles\n- Boseong Recycling Recovery Centre: about 20 km",
            [],
        ),
        (  # the district's stem with its suffix
            "The Boseong-gun Resource Center takes paper and cans.",
            ["paper"],
        ),
        (  # a short back-reference after a list: the centre the sentence names, not the last line's
            "1. Jangheung Green Environment Center — about 3.5 km, takes paper, plastic and cans.\n"
            "2. Boseong Resource Recovery Center — about 20 km.\n"
            "The Jangheung center is the closest one that takes both plastics and cans.",
            [],
        ),
        (  # lower-case words between the stem and 'center' name nothing: unsure
            "Boseong has the closest center that takes paper.",
            [],
        ),
    ],
)
def test_a_district_centre_named_in_english(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == want


def _medicine_bin(name: str, address: str, detail: str, distance: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": detail, "district": "부산 서구",
            "phone": "051-240-4890", "items": [], "distance_m": distance, "as_of": "2025-08-01"}  # fmt: skip


MEDICINE = {"item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
            "points": [_medicine_bin("남부민 현대타운", "부산광역시 서구 충무대로 246", "경비실 앞(1층)", 300),
                       _medicine_bin("봄여름가을겨울(충무대로)", "부산광역시 서구 충무대로 229",
                                     "재활용 수거장", 498)],
            "found": 2, "as_of": "2025-08-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: a road with its number is the line's own address
            "- 남부민 현대타운: 충무대로 246, 경비실 앞(1층), 약 300m\n"
            "- 봄여름가을겨울(충무대로): 충무대로 229, 재활용 수거장, 약 498m",
            [],
        ),
        (  # the swap is still caught: the place named after the road, with its own number
            "- 봄여름가을겨울(충무대로): 충무대로 229, 경비실 앞(1층), 약 498m",
            ["경비실 앞(1층)"],
        ),
    ],
)
def test_a_road_with_its_number_is_an_address(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE)) == want


GWANAK = {"query": "recycling_center", "radius_m": 2000, "found": 1,
          "places": [_place("관악구 재활용센터(알뜰나라)", "서울특별시 관악구 신림로 202", "평일 10:00~21:00",
                            ["가전제품", "가구"], 1463)],
          "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: the hours' predicate before the run of goods
            "관악구 재활용센터(알뜰나라)가 신림로 202에 있고, 약 1.5km 거리에 평일 10:00~21:00 운영, "
            "가전제품·가구를 받습니다.",
            [],
        ),
        (  # a paraphrase
            "알뜰나라는 평일 10:00~21:00 영업, 가전제품과 가구를 받아요.",
            [],
        ),
        (  # the predicate with a particle and a joining ending ("운영하고")
            "알뜰나라는 평일 10:00~21:00에 운영하고 가전제품과 가구를 받아요.",
            [],
        ),
        (  # an item added to the list is still caught
            "알뜰나라는 가전제품·가구·의류를 받아요.",
            ["의류"],
        ),
    ],
)
def test_a_word_after_hours_is_no_item(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(GWANAK)))) == want  # (one span, read twice)


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: one centre named, another centre's hours on a line of their own
            "1. 가장 가까운 곳은 장흥군그린환경센터(전라남도 장흥군 부산면 덕정길 206)로 약 3.5km 거리입니다.\n"
            "2. 운영 시간은 평일 08:00~17:00입니다.\n"
            "가시기 전에 전화로 한번 확인해 보시면 좋겠습니다.",
            ["08:00~17:00"],
        ),
        (  # English
            "The closest is Jangheung Green Environment Centre (장흥군그린환경센터), about 3.5 km away.\n"
            "It is open weekdays 08:00–17:00.",
            ["08:00–17:00"],
        ),
        (  # the faithful twin
            "1. 가장 가까운 곳은 장흥군그린환경센터(전라남도 장흥군 부산면 덕정길 206)로 약 3.5km 거리입니다.\n"
            "2. 운영 시간은 평일 09:00~18:00입니다.",
            [],
        ),
        (  # another place named by its district alone: unsure
            "가장 가까운 곳은 장흥군그린환경센터로 약 3.5km 거리입니다.\n강진군 쪽은 평일 08:00~17:00입니다.",
            [],
        ),
    ],
)
def test_one_holder_named_its_later_lines(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(CENTRES)))) == want


EMPTY = {"query": "중고", "radius_m": 5000, "places": [], "found": 0, "source": "none",
         "note": "'중고' 장소 정보는 오프라인 데이터에 없습니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: an English shop name glossed in Hangul after an empty search
            "The search came back empty. One option you could try is the Goryeong Good Neighbors "
            "Thrift Store (고령 나눔가게) on 대가야읍 중앙로, which takes furniture on weekdays.",
            ["고령 나눔가게"],
        ),
        (  # a paraphrase
            "Nothing was found nearby, but the Hanmaeum Furniture Center (한마음 가구센터) near the "
            "terminal buys used sofas.",
            ["한마음 가구센터"],
        ),
        (  # a suggestion to search: unsure
            "Nothing was found nearby; you could search Kakao Map for a Good Neighbors Store "
            "(굿네이버스 가게) if there is one.",
            [],
        ),
    ],
)
def test_a_glossed_shop_after_an_empty_search(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(EMPTY)))) == want


def _platform(dong: str, day: str, distance: int) -> dict[str, object]:
    return {"name": f"{dong} 우리동네 재활용 플랫폼", "address": "없음", "phone": "042-608-6362",
            "hours": f"{day} 09:30~12:00, 그 외 휴무", "items": ["PET", "PE", "PP"],
            "distance_m": distance, "as_of": None}  # fmt: skip


PLATFORMS = {"query": "recycling_center", "radius_m": 1000, "found": 2,
             "places": [_platform("목상동", "월", 11516), _platform("석봉동", "목", 12799)],
             "source": "recycling-centers,keco-sites"}  # fmt: skip
PRICES = {"region": "nationwide", "region_name": "전국", "query": "비닐", "item_count": 2,
          "items": [{"item_name": "PE(압축)", "category": "plastic", "form": "압축",
                     "price_per_kg": 150, "price_text": "150원/kg"},
                    {"item_name": "PET", "category": "plastic", "form": "압축",
                     "price_per_kg": 350, "price_text": "350원/kg"}],
          "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: a goods clause, then a clause with its own topic and name
            "두 곳 모두 PE, PP, PET 등을 받으며, 가장 가까운 곳은 월요일 오전에 여는 목상동입니다.",
            [],
        ),
        (  # the day swapped is still caught
            "두 곳 모두 PE, PP, PET 등을 받으며, 가장 가까운 곳은 목요일 오전에 여는 목상동입니다.",
            ["목요일"],
        ),
    ],
)
def test_a_clause_with_its_own_topic(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(PRICES, PLATFORMS)))) == want


HAENAM = {"query": "재활용센터", "radius_m": 1000, "found": 1,
          "places": [_place("해남군 자원순환복합센터", "전라남도 해남군 해남읍 영빈로17", "월~토 09:00~18:00",
                            ["투명PET", "PE", "PP", "알루미늄 캔", "철 캔", "의류", "종이팩"], 370)],
          "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: the cans listed, then scrap metal 'as well'
            "해남군 자원순환복합센터는 투명PET, PE, PP, 알루미늄 캔, 철 캔, 의류, 종이팩 등을 받고, "
            "고철 scrap도 받아요.",
            ["고철"],  # (round 58: read by taken, a list of cans stands for no scrap metal)
        ),
        (  # English
            "The Haenam centre takes clear PET, PE, PP, aluminium cans, steel cans and clothes; it "
            "also takes scrap metal.",
            ["scrap metal"],  # (round 35: read by taken as a kind beside its narrower goods)
        ),
        (  # the faithful twin: the kind named for the cans it lists, not besides them
            "해남군 자원순환복합센터는 투명PET, 알루미늄 캔, 철 캔, 의류 등을 받아요.",
            [],
        ),
        (  # 'also' for a good its list names
            "해남군 자원순환복합센터는 투명PET, PE를 받고, 종이팩도 받아요.",
            [],
        ),
    ],
)
def test_a_kind_taken_besides_its_listed_goods(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(HAENAM)))) == want


SUWON = {"query": "recycling_center", "radius_m": 5000, "found": 2,
         "places": [_place("수원시자원순환센터", "경기도 수원시 영통구 광교호수로 278-1(하동)", "평일 08:00~17:00",
                           ["플라스틱", "스티로폼", "병류", "고철", "알루미늄 캔 등"], 6265),
                    _place("의왕시재활용센터", "경기도 의왕시 가나무로 20", "평일 08:00~17:00",
                           ["생활쓰레기", "재활용품", "음식물 등"], 8565)],
         "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # a good added in a sentence of its own, "like" before it: still the centre just named
            "수원시자원순환센터(약 6.3km)는 평일 08:00~17:00에 운영하고 플라스틱, 스티로폼, 병류, 고철, "
            "알루미늄 캔 등을 받아요. 책상 같은 가구류도 받아요.",
            ["가구"],
        ),
        (  # the faithful twin
            "수원시자원순환센터(약 6.3km)는 평일 08:00~17:00에 운영하고 플라스틱, 스티로폼, 병류, 고철, "
            "알루미늄 캔 등을 받아요. 음료 캔 같은 고철도 받아요.",
            [],
        ),
    ],
)
def test_like_is_no_topic_of_its_own(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(SUWON)))) == want


DAEGU = {"query": "recycling_center", "radius_m": 1000, "found": 2,
         "places": [_place("중구재활용센터", "대구광역시 중구 태평로51길 77", "평일 09:00~17:00", ["가구"], 8486),
                    _place("수성구 생활자원회수센터", "대구광역시 수성구 청호로 10", "평일 08:00~17:00",
                           ["플라스틱", "비닐", "스티로폼", "병", "종이", "고철"], 10316)],
         "source": "recycling-centers,keco-sites"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # the corpus shape: the goods as the sentence's topic, another centre's
            "Nothing within 1 km. For furniture, the Suseong-gu Resource Recovery Center (Cheongho-ro "
            "10, about 10.3 km) is your option.",
            ["For furniture"],
        ),
        (  # the faithful twin
            "Nothing within 1 km. For furniture, the Jung-gu Recycling Center is your option.",
            [],
        ),
        (  # two centres named: unsure
            "For furniture, the Jung-gu Recycling Center is closer than the Suseong-gu Resource "
            "Recovery Center.",
            [],
        ),
    ],
)
def test_goods_as_the_topic_sent_to_a_place(answer: str, want: list[str]) -> None:
    assert sorted(set(flagged(answer, ev(DAEGU)))) == want
