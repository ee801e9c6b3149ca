"""Round 35 (r35t, after scoring on prod_holdout23): goods said taken at a place whose own list
does not hold them, and an absence read as a good given.

- A kind said beside a narrower good of it (``고철·투명페트병·캔 수거``, ``캔·병·플라스틱을 받고,
  고철도 받아요``) means the rest of the kind (scrap metal besides the cans): a list naming only the
  narrower good (``캔``) does not hold it (:func:`.kinds.coordinated`, :func:`.kinds.holds`'
  ``beside``); given as an example (``캔 같은 고철``) it still does (g40h1-0076, g40h2-0076). Only
  goods said taken count as beside (not a bin's name: ``소형가전 수거함이 있는데, 휴대폰 넣으시면
  돼요``). The datasets' ``합성수지`` is a plastic of its own (apart from ``발포합성수지``): a list
  naming it holds "plastics" beside "PET", not styrofoam; ``재활용 자원`` names recyclables
  (``플라스틱 등 재활용 자원`` holds "plastics and other recyclables").
- A good as a clause's topic (``고철은 받는 품목에 있고, 전기장판 같은 소형 가전제품도 받아요``) is no
  subject of its own: the good after it is bound to the place as before (g40h3-0083).
- A list item that names no place, in a list whose block names one place only (``1.
  영광군환경관리센터 (…)`` / ``2. 평일 …`` / ``3. …, 소파 같은 대형폐기물도 직접 반입할 수 있어요``), is
  that place's fact; ``소파`` is furniture (:mod:`.kinds`, g40h3-0097).
- An English bin of the goods said to be at a place (``The health center also has a battery bin at
  the entrance``) says the place takes them, as the Korean ``수거함이 있어요`` does (g40h2-0081).
- ``추천드려요``/``권해 드려요``/``안내드려요`` are the answer's advice, no good given (``드려요``): the
  faithful ``폐건전지 수거함은 이번 조회 결과에 없어서, … 물어보시는 걸 추천드려요`` passes
  (g40h2-0079).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _site(name: str, address: str, items: list[str], km: float) -> dict[str, object]:
    return {"name": name, "address": address, "phone": "061-356-2127", "hours": "평일 09:00~18:00",
            "items": items, "distance_m": int(km * 1000), "as_of": "2024-09-13"}  # fmt: skip


YEONGGWANG = {
    "query": "recycling_center", "radius_m": 1000, "found": 3,
    "places": [
        _site("영선중학교", "전북특별자치도 고창군 무장면 완제산로 713", ["투명페트병", "캔"], 16.066),
        _site("영광군환경관리센터", "전라남도 영광군 홍농읍 홍농로8길 214", ["PET 등 15개 품목"], 18.514),
        _site("구시포해수욕장-2", "전북특별자치도 고창군 상하면 자룡리", ["투명페트병", "캔"], 18.984),
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2024-09-13",
}  # fmt: skip
GANGHWA = {
    "query": "recycling_center", "radius_m": 1000, "found": 1,
    "places": [_site("용정리 재활용선별장", "인천광역시 강화군 강화읍 해안북로 100",
                     ["재활용품(캔", "병", "플라스틱)"], 3.039)],
    "source": "recycling-centers,keco-sites", "as_of": "2024-11-01",
}  # fmt: skip
CHEORWON = {
    "query": "recycling_center", "radius_m": 1000, "found": 1,
    "places": [_site("철원군 재활용센터", "강원도 철원군 철원읍 독서당길 305",
                     ["파지", "소주병", "고철", "철캔", "알루미늄캔", "PET", "PE", "감용스티로폼"],
                     15.576)],
    "source": "recycling-centers,keco-sites", "as_of": "2022-11-23",
}  # fmt: skip


def _point(name: str, address: str, m: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": None, "district": "홍성군",
            "phone": "041-630-9022", "items": [], "distance_m": m, "as_of": "2025-08-29"}  # fmt: skip


HONGSEONG = {
    "address_keyword": "홍성군", "item_type": "medicine", "kind_name": "폐의약품",
    "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
    "guidance": [{"item_type": "medicine", "name": "폐의약품",
                  "how": "알약은 포장을 벗겨 모으고, 물약은 한 병에 모아 새지 않게 밀봉해 가져갑니다."}],
    "points": [_point("홍성군보건소", "충청남도 홍성군 홍성읍 문화로 106", 192),
               _point("웰빙몰약국", "충청남도 홍성군 홍성읍 충절로 1051", 323)],
    "found": 2, "as_of": "2025-08-29",
}  # fmt: skip


def _why(answer: str, evidence: object) -> list[str]:
    return [c.why for c in check(answer, evidence).unsupported]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("data", "answer", "span"),
    [
        # g40h1-0076's shape: a headed list line
        (YEONGGWANG, "- 영선중학교(고창군 무장면): 약 16km, 고철·투명페트병·캔 수거\n", "고철"),
        (YEONGGWANG, "영선중학교는 캔이랑 고철도 받아요.", "고철"),
        (YEONGGWANG, "영선중학교 takes cans and scrap metal.", "scrap metal"),
        # g40h2-0076's shape: 재활용품(캔 … names the cans, not scrap metal
        (
            GANGHWA,
            "용정리 재활용선별장(해안북로 100)은 캔·병·플라스틱을 받고, 고철도 받아요.",
            "고철",
        ),
        (GANGHWA, "용정리 재활용선별장은 플라스틱, 캔, 금속을 받아요.", "금속"),
    ],
)
def test_a_kind_beside_its_narrower_good_is_not_held_by_it(
    data: dict[str, object], answer: str, span: str
) -> None:
    v = check(answer, ev(data))
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [span]
    assert "own list" in v.unsupported[0].why


@pytest.mark.parametrize(
    ("data", "answer"),
    [
        (YEONGGWANG, "- 영선중학교(고창군 무장면): 약 16km, 투명페트병·캔 수거\n"),
        (YEONGGWANG, "영선중학교는 캔 같은 고철을 받아요."),  # an example of the kind
        (YEONGGWANG, "영선중학교 takes scrap metal such as cans."),
        (GANGHWA, "용정리 재활용선별장(해안북로 100)은 캔·병·플라스틱을 받아요."),
    ],
)
def test_the_narrower_goods_alone_or_as_an_example_pass(
    data: dict[str, object], answer: str
) -> None:
    assert flagged(answer, ev(data)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h3-0083's shape
        ("1. 철원군 재활용센터 (철원읍 독서당길 305), 약 15.6km\n2. 평일 09:00~18:00\n"
         "3. 고철은 받는 품목에 있고, 전기장판 같은 소형 가전제품도 받아요.", "소형 가전"),
        ("철원군 재활용센터요. 파지는 받는 품목에 있고, 전자레인지도 받아요.", "전자레인지"),
        ("철원군 재활용센터요. 소주병은 받는 품목이고, 냉장고도 받아요.", "냉장고"),
    ],
)  # fmt: skip
def test_a_good_as_the_topic_is_no_subject_of_its_own(answer: str, span: str) -> None:
    v = check(answer, ev(CHEORWON))
    assert [c.text for c in v.unsupported] == [span]
    assert "list" in v.unsupported[0].why


def test_a_good_as_the_topic_with_listed_goods_passes() -> None:
    answer = "철원군 재활용센터요. 고철은 받는 품목에 있고, 알루미늄캔도 받아요."
    assert flagged(answer, ev(CHEORWON)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h3-0097's shape
        ("1km 안에 없어요. 영광군 안에 있는 곳:\n1. 영광군환경관리센터 (홍농읍 홍농로8길 214)\n"
         "2. 약 18.5km, 평일 09:00~18:00\n3. PET 등 15개 품목, 소파 같은 대형폐기물도 직접 반입할 수 있어요.\n"
         "기준일 2024-09-13.", "소파"),
        ("1. 영광군환경관리센터 (홍농로8길 214)\n2. 평일 09:00~18:00\n3. 냉장고도 받아요.", "냉장고"),
        ("1. 영광군환경관리센터 (Hongnong-eup)\n2. Weekdays 09:00–18:00\n3. It also takes sofas.",
         "sofas"),
    ],
)  # fmt: skip
def test_an_item_of_a_list_of_one_place_is_that_places(answer: str, span: str) -> None:
    v = check(answer, ev(YEONGGWANG))
    assert [c.text for c in v.unsupported] == [span]
    assert "영광군환경관리센터's own list" in v.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "1. 영광군환경관리센터 (홍농로8길 214)\n2. 평일 09:00~18:00\n3. PET 등 15개 품목을 받아요.",
        # a list of several places: an item naming none of them is unsure
        "1. 영광군환경관리센터 (홍농로8길 214)\n2. 영선중학교 (완제산로 713)\n3. 소파도 받아요.",
    ],
)
def test_a_listed_good_or_a_list_of_several_places_passes(answer: str) -> None:
    assert flagged(answer, ev(YEONGGWANG)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h2-0081's shape
        ("The closest medicine bin is at the Hongseong-gun Public Health Center (106 Munhwa-ro, "
         "Hongseong-eup), about 190 m away. The health center also has a battery bin at the "
         "entrance, so you can drop both off in one trip.", "battery"),
        ("웰빙몰약국 has a clothing collection box too.", "clothing"),
        ("There's also a fluorescent lamp bin at 웰빙몰약국.", "fluorescent"),
    ],
)  # fmt: skip
def test_an_english_bin_said_at_a_place_is_a_frame_of_taking(answer: str, span: str) -> None:
    v = check(answer, ev(HONGSEONG))
    assert [c.text for c in v.unsupported] == [span]
    assert "own list (none)" in v.unsupported[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "The closest bin is at the Hongseong-gun Public Health Center (106 Munhwa-ro). The health "
        "center also has a medicine bin at the entrance.",
        "웰빙몰약국 has a collection box for medicine.",
        "웰빙몰약국에는 폐의약품 수거함이 있어요.",
    ],
)
def test_an_english_bin_of_the_listed_goods_passes(answer: str) -> None:
    assert flagged(answer, ev(HONGSEONG)) == []


@pytest.mark.parametrize(
    "answer",
    [
        # g40h2-0079's shape
        "폐의약품 수거함은 홍성군보건소(홍성읍 문화로 106)가 약 192m로 가장 가까워요. 폐건전지 "
        "수거함은 이번 조회 결과에 없어서, 보건소 가실 때 따로 물어보시는 걸 추천드려요.",
        "형광등 수거함은 이번 결과에 없어서, 구청에 물어보시길 권해 드려요.",
        "폐건전지 수거함 위치는 이번 조회에 나오지 않아, 주민센터 문의를 안내드려요.",
    ],
)
def test_an_absence_with_advice_given_passes(answer: str) -> None:
    assert flagged(answer, ev(HONGSEONG)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "홍성군보건소에는 폐건전지 수거함도 있어서 같이 버리시면 돼요.",
        "폐건전지를 홍성군보건소에 가져가시면 새 건전지로 바꿔 드려요.",
    ],
)
def test_a_good_said_there_or_given_is_still_flagged(answer: str) -> None:
    assert any("건전지" in t for t in flagged(answer, ev(HONGSEONG)))


GWANGYANG = {
    "query": "재활용센터", "radius_m": 5000, "found": 1,
    "places": [_site("광양시 재활용품 선별시설", "전라남도 광양시 광양읍 직동2길 113",
                     ["폐금속류", "폐페트 및 장판", "폐합성수지", "폐지류"], 5.191)],
    "source": "recycling-centers,keco-sites", "as_of": "2025-11-28",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        ("광양시 재활용품 선별시설 takes metals, PET, plastics and paper.", []),
        ("광양시 재활용품 선별시설은 페트병이랑 플라스틱을 받아요.", []),
        ("광양시 재활용품 선별시설은 합성수지랑 스티로폼도 받아요.", ["스티로폼"]),
        ("광양시 재활용품 선별시설 takes PET and styrofoam.", ["styrofoam"]),
    ],
)
def test_a_synthetic_resin_entry_holds_plastics_not_styrofoam(
    answer: str, spans: list[str]
) -> None:
    assert set(flagged(answer, ev(GWANGYANG))) == set(spans)
