"""Round 32 (r32e): faithful answers still flagged in the older production sets.

- A relative clause names the holder after the goods: "스티로폼이나 플라스틱까지 받는 곳은 동구
  재활용선별장이에요", "the one that takes styrofoam is …" (:mod:`guardrails.grounding.relative_holders`);
  a holder that does not list the good is still flagged (``taken``'s adnominal frame also reads
  "받아 주는").
- "가져가시면 돼요" in a sentence that names no place is a how-to, not an exchange bound to the site
  of the sentence before (:mod:`guardrails.grounding.bring_instructions`); naming a place, it still
  sends the good there.
- A how-to's ``배출확인증``/``신고증`` is a certificate (:mod:`guardrails.grounding.holdings`' ways), so a
  district's own certificate is not read as its neighbour's 확인서.
- The search's query words after a romanized district (``Suseong-gu center``, ``Jung-gu Recycling
  Center``) or before a square-bracket gloss are the place's name, not the search
  (:mod:`guardrails.grounding.title_names`); a label with a dash (``- Takes — …``) lists goods as one
  with a colon does (:mod:`guardrails.grounding.taken`).
- A place's ``캔류``/``고철류`` names its material (``캔``) too, so "캔은 … 1번이 제일 가깝고" reads the
  place that lists 캔류 (:mod:`guardrails.grounding.labels`; a fee row's class, 가전류, does not).
- A part said included in a Hangul compound of the label's two nouns in the other order (``유리문 포함``
  for ``(문유리 포함)``) is named by the label (:mod:`guardrails.grounding.inclusions`).

The answers are the shapes of the cases named in the brief and new wordings of their class.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

GWANGJU = {
    "query": "recycling_center", "radius_m": 2000, "found": 3,
    "places": [{"name": "학동 역사공원 재활용 무인회수기", "address": "없음", "phone": "062-608-2523",
                "hours": "월~토 09:00~21:00, 그 외 휴무", "items": ["투명페트병", "캔"],
                "distance_m": 2032, "as_of": None},
               {"name": "동구라미가게2호점", "address": "남문로 646, 동구문화센터",
                "phone": "062-608-2523", "hours": "월·목·금 09:00~12:00, 그 외 휴무",
                "items": ["무색페트병", "우유팩", "서적", "헌옷"], "distance_m": 2167, "as_of": None},
               {"name": "광주광역시 동구 재활용선별장", "address": "광주광역시 동구 남문로 486(소태동)",
                "phone": "062-608-8936", "hours": "평일 09:00~18:00",
                "items": ["스티로폼", "플라스틱", "캔", "재활용가능자원"], "distance_m": 2405,
                "as_of": "2024-09-01"}],
    "source": "recycling-centers,keco-sites", "as_of": "2024-09-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g21h2-0023's shape: the nearest place, then "X까지 받는 곳은 P"
            "가장 가까운 곳은 학동 역사공원 재활용 무인회수기(약 2.0km, 투명페트병·캔)이고, "
            "스티로폼이나 플라스틱까지 받는 곳은 광주광역시 동구 재활용선별장(약 2.4km)이에요.",
            [],
        ),
        (  # a paraphrase: "받아 주는 데는"
            "학동 역사공원 재활용 무인회수기가 제일 가깝고, 스티로폼을 받아 주는 데는 "
            "광주광역시 동구 재활용선별장이에요.",
            [],
        ),
        (  # the relative clause gives the good to a place that does not list it: flagged
            "학동 역사공원 재활용 무인회수기가 제일 가깝고, 헌옷까지 받는 곳은 "
            "광주광역시 동구 재활용선별장이에요.",
            ["헌옷"],
        ),
        (  # in English: "the place that takes X is P"
            "The nearest is 학동 역사공원 재활용 무인회수기 (about 2.0 km), and the place that takes "
            "styrofoam and plastics is 광주광역시 동구 재활용선별장 (about 2.4 km).",
            [],
        ),
        (  # in English, to a place that does not list it: flagged
            "The nearest is 학동 역사공원 재활용 무인회수기 (about 2.0 km); the one that takes used "
            "clothes is 광주광역시 동구 재활용선별장.",
            ["clothes"],
        ),
    ],
)
def test_goods_of_a_relative_clause(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(GWANGJU)) == want


MEDICINE = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "guidance": [{"item_type": "medicine", "name": "폐의약품",
                  "how": "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다."}],
    "points": [{"name": "열린연세약국", "address": "인천광역시 미추홀구 토금남로 53", "phone": "032-882-7749",
                "items": [], "distance_m": 792, "as_of": "2025-11-01"}],
    "found": 1, "as_of": "2025-11-01",
}  # fmt: skip
PET = {
    "item_type": "pet_compensation", "kind_name": "투명 페트병 보상", "source": "keco-sites",
    "guidance": [{"item_type": "pet_compensation", "name": "투명 페트병 보상",
                  "how": "라벨을 떼고 내용물을 비운 뒤 찌그러뜨려 뚜껑을 닫아 가져갑니다."}],
    "points": [{"name": "용마루지구사랑점", "address": "용마루로 56", "phone": "032-880-4354",
                "items": ["무색페트병", "유색 PET", "서적", "알루미늄 캔"], "distance_m": 1462,
                "as_of": None}],
    "found": 1, "as_of": None,
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g19h1-0011's shape: a how-to after the pet line, naming no place
            "- 폐의약품: 열린연세약국(토금남로 53, 약 790m)\n"
            "- 투명 페트병 보상: 용마루지구사랑점(용마루로 56, 약 1.5km)\n"
            "알약은 포장을 벗겨 모으고 물약은 한 병에 모아 밀봉해 가져가시면 되고, "
            "페트병은 라벨 떼고 비운 뒤 찌그러뜨려 가져가세요.",
            [],
        ),
        (  # a paraphrase: "가져오시면 됩니다"
            "투명 페트병은 용마루지구사랑점(약 1.5km)에서 받아요. 알약은 포장을 벗겨서 한데 "
            "모아 가져가면 됩니다.",
            [],
        ),
        (  # the instruction names the place: the good is still held against it
            "알약은 포장을 벗겨 용마루지구사랑점에 가져가시면 돼요.",
            ["알약"],
        ),
    ],
)
def test_a_bring_instruction_is_no_exchange(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(MEDICINE, PET)) == want


GANGSEO = {
    "item_type": "medicine", "kind_name": "폐의약품", "source": "medicine-bins",
    "points": [{"name": "부산광역시 강서구청", "address": "부산광역시 강서구 낙동북로 477",
                "detail": "구청 내 서편 1층", "phone": "051-970-4434", "items": [], "distance_m": 398,
                "as_of": "2025-11-18"},
               {"name": "대저1동 행정복지센터", "address": "부산광역시 강서구 대저로221번길19",
                "detail": "1층 민원실 내", "phone": "051-970-4913", "items": [], "distance_m": 892,
                "as_of": "2025-11-18"}],
    "found": 2, "as_of": "2025-11-18",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g21h1-0043's shape: the farther bin, then "더 가까운 구청 쪽을 권해요"
            "부산 강서구청 서편 1층에 수거함이 있는데 약 400m예요. 대저1동 행정복지센터 1층 "
            "민원실에도 있지만 약 890m라, 더 가까운 구청 쪽을 권해요.",
            [],
        ),
        (  # a paraphrase: a destination after the superlative
            "대저1동 행정복지센터(약 890m)에도 있지만, 가장 가까운 강서구청에 가져가시는 게 "
            "편해요.",
            [],
        ),
        (  # the farther one said to be the nearer: flagged
            "강서구청(약 400m)에도 있지만, 더 가까운 대저1동 행정복지센터를 권해요.",
            ["더 가까운 대저1동 행정복지센터를"],
        ),
        (  # a predicate noun keeps the subject before it: still flagged
            "대저1동 행정복지센터가 가장 가까운 곳이에요.",
            ["대저1동 행정복지센터가 가장 가까운"],
        ),
    ],
)
def test_an_adnominal_superlative_names_the_noun_after_it(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(GANGSEO)) == want


def _rules(district: str, methods: list[str], phone: str) -> dict[str, object]:
    return {"district": district, "full_name": f"경상북도 {district}", "source": "waste-rules",
            "as_of": "2025-10-22", "application_methods": methods, "places": ["행정복지센터 안내"],
            "department": "자원순환과", "phone": phone}  # fmt: skip


GYEONGJU = _rules(
    "경주시", ["행정복지센터에서 배출확인증", "행정복지센터 배출확인증 발급"], "054-779-6692"
)
UISEONG = _rules(
    "의성군", ["읍·면·동주민센터에서 배출확인서를 발급 후 개인차량으로 배출"], "054-830-6571"
)
GYEONGJU_STICKER = _rules("경주시", ["스티커를 구입해 붙여 배출"], "054-779-6692")
UISEONG_CERT = _rules("의성군", ["행정복지센터에서 배출확인증 발급 후 배출"], "054-830-6571")


@pytest.mark.parametrize(
    ("answer", "objs", "want"),
    [
        (  # g28h0-0018's shape: 경주시's 배출확인증, beside 의성군's 배출확인서
            "In Gyeongju you obtain a disposal confirmation certificate (배출확인증) at your "
            "administrative welfare centre. For questions, call 054-779-6692.",
            (GYEONGJU, UISEONG),
            [],
        ),
        (  # in Korean
            "경주시는 행정복지센터에서 배출확인증을 발급받아 배출하시면 돼요. 문의 054-779-6692.",
            (GYEONGJU, UISEONG),
            [],
        ),
        (  # the certificate only the other district's how-to names: flagged
            "In Gyeongju you obtain a disposal certificate at your administrative welfare centre.",
            (GYEONGJU_STICKER, UISEONG_CERT),
            ["certificate"],
        ),
    ],
)
def test_a_confirmation_certificate_named_확인증(
    answer: str, objs: tuple[dict[str, object], ...], want: list[str]
) -> None:
    assert flagged(answer, ev(*objs)) == want


DALSEO = {
    "query": "recycling_center", "radius_m": 1000, "found": 3,
    "places": [{"name": "중구재활용센터", "address": "대구광역시 중구 태평로51길 77", "phone": "053-254-8661",
                "hours": "평일 09:00~17:00", "items": ["가구"], "distance_m": 8486, "as_of": "2025-09-15"},
               {"name": "수성구 생활자원회수센터", "address": "대구광역시 수성구 청호로 10",
                "phone": "053-782-5900", "hours": "평일 08:00~17:00", "items": ["플라스틱", "비닐"],
                "distance_m": 10316, "as_of": "2025-12-01"},
               {"name": "동구자원재활용센터", "address": "대구광역시 동구 공항로31길 26(불로동)",
                "phone": "053-985-3840", "hours": "평일 08:00~17:00", "items": ["플라스틱", "캔"],
                "distance_m": 12135, "as_of": "2025-05-19"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-12-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g28h3-0021's shape: an English name glossed in square brackets, then two by district
            "- Jung-gu Recycling Center [중구재활용센터] — about 8.5 km, 053-254-8661, furniture.\n"
            "- The Suseong-gu and Dong-gu centers are further out (about 10.3 km and 12.1 km).",
            [],
        ),
        (  # the query's words after a romanized district, no gloss
            "Jung-gu Recycling Center is about 8.5 km away; the Suseong-gu center about 10.3 km.",
            [],
        ),
        (  # another place's distance after the romanized district: flagged
            "The Suseong-gu center is about 8.5 km away.",
            ["8.5 km"],
        ),
    ],
)
def test_query_words_after_a_romanized_district(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(DALSEO)) == want


SEONGJU = {
    "query": "recycling_center", "radius_m": 5000, "found": 1,
    "places": [{"name": "성주군 재활용선별시설", "address": "경상북도 성주군 성주읍 삼산1길 266-3",
                "phone": "054-930-6197", "hours": "평일 08:00~16:30", "items": ["플라스틱류", "고철류 등"],
                "distance_m": 2491, "as_of": "2025-06-20"}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-06-20",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g33h1-0063's shape: a label line with a dash lists an invented good
            "- Seongju-gun Recycling Sorting Facility — ~2.5 km\n"
            "- Takes — plastics, scrap metal and old electronics",
            ["electronics"],
        ),
        (  # its faithful twin
            "- Seongju-gun Recycling Sorting Facility — ~2.5 km\n- Takes — plastics and scrap metal",
            [],
        ),
    ],
)
def test_a_label_with_a_dash_lists_goods(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(SEONGJU)) == want


GOKSEONG = {
    "query": "재활용센터", "radius_m": 1000, "found": 3,
    "places": [{"name": "곡성군 재활용품 선별장", "address": "전라남도 곡성군 곡성읍 대평뜰3길 148",
                "phone": "061-360-8521", "hours": "평일 09:00~18:00", "items": ["플라스틱병", "캔류"],
                "distance_m": 2844, "as_of": "2024-07-23"},
               {"name": "대립매립장 광역재활용품선별시설", "address": "전북특별자치도 남원시 대산면 노산하대길 134",
                "phone": "063-620-6771", "hours": "평일 09:00~18:00", "items": ["고철", "파지 등"],
                "distance_m": 15184, "as_of": "2025-11-03"},
               {"name": "주천면행정복지센터", "address": "전북특별자치도 진안군 주천면 동상주천로 2213",
                "phone": None, "hours": "월~금 09:00~21:00", "items": ["투명페트병", "캔"],
                "distance_m": 18300, "as_of": None}],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-03",
}  # fmt: skip
_GOKSEONG_LIST = (
    "1. 곡성군 재활용품 선별장 – 곡성읍 대평뜰3길 148, 약 2.8km, 플라스틱병·캔류\n"
    "2. 대립매립장 광역재활용품선별시설 – 남원시 대산면 노산하대길 134, 약 15km, 고철·파지 등\n"
)


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g16h4-0005's shape: "캔" of a list's 캔류, the nearest for cans
            _GOKSEONG_LIST
            + "캔은 2.8km 거리의 1번이 제일 가깝고, 고철을 받는 곳은 15km 떨어진 2번이에요.",
            [],
        ),
        (  # a paraphrase naming the place
            "캔을 받는 곳 중에서는 곡성군 재활용품 선별장이 약 2.8km로 제일 가까워요.",
            [],
        ),
        (  # another place's distance said of cans: flagged
            "캔은 약 15km 거리의 곳이 제일 가까워요.",
            ["15km"],
        ),
    ],
)
def test_a_material_class_names_its_material(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(GOKSEONG)) == want


ULSAN_CABINETS = {
    "district": "울산 남구", "query": "장식장", "item_count": 4,
    "items": [{"item_name": "신발장", "category": "가구류", "fee": 4000, "is_free": False},
              {"item_name": "신발장", "category": "가구류", "fee": 6000, "is_free": False},
              {"item_name": "진열장+장식장+책장(문유리 포함)", "category": "가구류", "fee": 10000,
               "is_free": False},
              {"item_name": "진열장+장식장+책장(문유리 포함)", "category": "가구류", "fee": 15000,
               "is_free": False}],
    "source": "bulk-waste-fees", "as_of": "2025-06-23",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "want"),
    [
        (  # g22h0-0052's shape: the label's 문유리 written 유리문
            "신발장은 4,000원이나 6,000원, 유리문 포함 진열장·장식장·책장은 10,000원~15,000원이야.",
            [],
        ),
        (  # the label's own order
            "문유리 포함 장식장은 10,000원에서 15,000원이에요.",
            [],
        ),
        (  # a part no output names: still flagged (and the fee given to that invented row)
            "거울문 포함 장식장은 10,000원에서 15,000원이에요.",
            ["거울문 포함", "10,000원"],
        ),
    ],
)
def test_a_compound_in_the_other_order(answer: str, want: list[str]) -> None:
    assert flagged(answer, ev(ULSAN_CABINETS)) == want
