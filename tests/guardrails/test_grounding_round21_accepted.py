"""Round 21 (r21a): a good a site is said to take, buy or handle must be in that site's own record
(``guardrails.grounding.taken``). A clause that binds a kind of good to a place whose goods list
names neither the good nor a kind holding it is flagged; so is one over a place whose list is empty
while its output's words name no such good; a clause giving one site's list, word for word, to
another site that holds those goods only by their kind is misattributed. Faithful lists (with ``등``
or ``etc.``, in translation), advice, questions, hedges and negations pass. The sentences are new
wordings of the class (none is a corpus case)."""

from __future__ import annotations

import pytest

from guardrails.grounding.taken import taken_claims
from tests.guardrails.grounding_helpers import ev, flagged


def _place(name: str, items: list[str] | None, m: int, **extra: object) -> dict:
    row: dict[str, object] = {"name": name, "address": "경기도 안산시 단원구 원포공원1로 10",
                              "phone": "031-481-2000", "hours": "평일 09:00~18:00",
                              "distance_m": m}  # fmt: skip
    if items is not None:
        row["items"] = items
    return row | extra


def _search(*places: dict, query: str = "재활용센터") -> dict:
    return {"query": query, "radius_m": 5000, "found": len(places), "places": list(places),
            "source": "recycling-centers,keco-sites",
            "source_label": "공공데이터포털 전국재활용센터표준데이터"}  # fmt: skip


TWO = _search(
    _place("단원구재활용센터", ["가구", "가전", "사무용품"], 1200),
    _place("상록구 자원순환가게", ["투명페트병", "알루미늄 캔", "종이팩", "폐건전지"], 3400),
)
ONE_EMPTY = _search(_place("와동행정복지센터", [], 640))
NO_FIELD = _search(_place("와동행정복지센터", None, 640), _place("고잔동행정복지센터", None, 900))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a good the bound site's list does not hold, in Korean and English, with any frame
        ("가장 가까운 단원구재활용센터(1.2km)는 헌옷도 매입해요.", ["헌옷"]),
        ("단원구재활용센터까지 1.2km예요. 고철이랑 폐지도 받아 주니까 한 번에 가져가세요.", ["고철", "폐지"]),
        ("단원구재활용센터 is 1.2 km away and buys scrap metal and old newspapers.", ["scrap metal", "newspapers"]),
        ("- 단원구재활용센터: 1.2km, 평일 09:00~18:00\n- 취급: 가구, 가전, 의류", ["의류"]),
        # the site's own goods, or goods its kinds hold (가전 holds a washing machine)
        ("단원구재활용센터(1.2km)는 가구·가전·사무용품 등을 받아요.", []),
        ("단원구재활용센터 takes furniture, appliances, office supplies, etc.", []),
        ("단원구재활용센터는 세탁기 같은 대형 가전도 받아 줘요.", []),
        ("상록구 자원순환가게는 투명 페트병, 캔, 종이팩을 받아요.", []),
        ("상록구 자원순환가게 accepts clear PET bottles, aluminium cans and batteries.", []),
        # not claims: negated, asked, hedged, advice
        ("단원구재활용센터는 헌옷은 안 받아요.", []),
        ("단원구재활용센터가 헌옷도 받는지는 전화로 확인해 보세요.", []),
        ("Some recycling centres also take scrap metal.", []),
    ],
)  # fmt: skip
def test_a_good_the_bound_site_does_not_list(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TWO)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # one site's list given, word for word, to another that holds it only by its kind
        ("단원구재활용센터(1.2km)에서는 투명페트병과 종이팩을 받아요.", ["페트", "종이팩"]),
        ("The nearest, 단원구재활용센터, takes clear PET bottles, paper cartons and cans.",
         ["PET", "paper cartons", "cans"]),
    ],
)  # fmt: skip
def test_another_sites_goods(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TWO)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # an empty list: the output's own words name no such good
        ("와동행정복지센터가 640m 거리예요. 폐건전지랑 소형 가전을 받아 줘서 편해요.", ["건전지", "소형 가전"]),
        ("1. 와동행정복지센터, 약 640m\n2. 운영: 평일 09:00~18:00\n3. 헌 옷과 폐지를 받는 곳이에요.",
         ["헌 옷", "폐지"]),
        ("와동행정복지센터 (640 m) handles cardboard and glass bottles.", ["cardboard", "glass"]),
        ("와동행정복지센터가 640m 거리예요. 어떤 품목을 받는지는 자료에 없어서 전화로 여쭤보세요.", []),
    ],
)  # fmt: skip
def test_an_empty_list(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(ONE_EMPTY)) == wrong


def test_an_empty_list_the_search_names() -> None:
    """A bin of a search for one good, its own list empty: the search's words name the good."""
    bins = _search(_place("와동행정복지센터", [], 640), query="폐건전지 수거함")
    assert flagged("와동행정복지센터(640m)에서 폐건전지를 받아요.", ev(bins)) == []


def test_no_goods_field_in_the_output_kind() -> None:
    """No place of the output has a goods field: unsure, never flagged."""
    answer = "와동행정복지센터(640m)는 폐지와 고철을 받아 줘요."
    assert flagged(answer, ev(NO_FIELD)) == []


def test_unsure_bindings() -> None:
    """A topic of its own, or a list line naming no place, binds no site."""
    answer = (
        "단원구재활용센터가 1.2km, 상록구 자원순환가게가 3.4km예요. 두 센터 모두 평일에 열어요.\n"
        "앞의 두 곳은 고철도 받아요."
    )
    assert flagged(answer, ev(TWO)) == []
    listed = "가까운 곳:\n- 단원구재활용센터 1.2km\n- 시화 고물상: 고철과 폐지를 매입해요"
    assert flagged(listed, ev(TWO)) == []


def test_a_centre_named_in_english() -> None:
    """A district's centre in its English name: one centre's list given, word for word, to another
    that holds those goods only by its kind (가전 holds a microwave, but the list is 성동구's)."""
    centres = _search(
        _place("중구재활용센터", ["가전", "가구"], 2100),
        _place("성동구 재활용센터", ["전자레인지", "공기청정기"], 3900),
    )
    said = "- Jung-gu Recycling Center, about 2.1 km: takes microwaves and air purifiers."
    assert flagged(said, ev(centres)) == ["microwaves", "air purifiers"]
    own = "- Jung-gu Recycling Center, about 2.1 km: takes appliances and furniture."
    assert flagged(own, ev(centres)) == []
    theirs = "- Seongdong-gu Recycling Centre (3.9 km) takes microwaves and air purifiers."
    assert flagged(theirs, ev(centres)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "와동행정복지센터는 640m 거리예요. 냉장고 같은 큰 가전은 무상방문수거 서비스에서 받아 줘요.",
        "와동행정복지센터 is 640 m away. The free pickup service takes fridges and washing machines.",
        "와동행정복지센터는 640m 거리예요. 고철은 근처 고물상에서 사 들여요.",
    ],
)
def test_a_subject_of_another_kind_binds_no_place(answer: str) -> None:
    """A service, a shop or a place "에서" that is not the listed place: not its goods (other
    classes may read the same words: an appliance no output names is asserted.py's)."""
    clothes = _search(_place("와동행정복지센터", ["의류"], 640))
    assert taken_claims(answer, ev(clothes).sources) == []
