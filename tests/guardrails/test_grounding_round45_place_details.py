"""Round 45 (r45f): place details given to the wrong place (prod_holdout34, already scored).

- A district written right before a place's own name (:func:`.address_districts.
  address_district_claims`): "양천구 고척2동주민센터(중앙로15길 22)" passed where the outputs'
  point 고척2동주민센터 lies at 서울특별시 구로구 중앙로15길 22 — a district was read against an
  address only when it stood right before the road and number, and here the road follows the name
  in a bracket. The district word before a name an output gives a place with an address is now
  held to that place's address (and ``district`` field): another district of that level is
  flagged (g52h0-0065), the place's own district passes, and a word before the name that is no
  district of the vocabulary (``다시``) is not read.
"""

from __future__ import annotations

from guardrails.grounding import check
from guardrails.grounding.address_districts import NAMED_WHY, address_district_claims
from tests.guardrails.grounding_helpers import VOCAB, ev, flagged


def _point(name: str, address: str, district: str, metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "detail": "실외", "district": district,
            "phone": "02-860-2921", "items": [], "distance_m": metres, "as_of": "2024-12-05"}  # fmt: skip


BINS = {
    "item_type": "medicine",
    "kind_name": "폐의약품",
    "source": "medicine-bins",
    "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
    "points": [
        _point("고척2동주민센터", "서울특별시 구로구 중앙로15길 22", "구로구", 1223),
        _point("신도림동주민센터", "서울특별시 구로구 신도림로 40", "구로구", 1272),
        _point("신월1동주민센터", "서울특별시 양천구 남부순환로 372", "양천구", 1500),
    ],
}


def _why(answer: str, evidence: object) -> list[str | None]:
    return [c.why for c in check(answer, evidence).unsupported]  # type: ignore[arg-type]


def test_another_district_before_a_place_name_is_flagged() -> None:
    e = ev(BINS, user="양천구 회원님들이 폐의약품을 어디에 버리면 되는지 안내 부탁드립니다.")
    answer = "양천구 고척2동주민센터(중앙로15길 22)에 실외 수거함이 있으며 약 1.2km 거리입니다."
    assert flagged(answer, e) == ["양천구 고척2동주민센터"]
    assert _why(answer, e) == [NAMED_WHY]


def test_variants_of_another_district_before_a_name_are_flagged() -> None:
    e = ev(BINS)
    # other wording, another of the same name's neighbours, a metro prefix before the district
    assert flagged("가까운 곳은 양천구 신도림동주민센터입니다.", e) == ["양천구 신도림동주민센터"]
    assert flagged("서울 양천구 고척2동주민센터 앞 수거함을 이용하세요.", e) == [
        "양천구 고척2동주민센터"
    ]
    # the place in 양천구 said to be in 구로구
    assert flagged("구로구 신월1동주민센터에도 수거함이 있어요.", e) == ["구로구 신월1동주민센터"]


def test_the_place_own_district_before_its_name_passes() -> None:
    e = ev(BINS)
    assert check("구로구 고척2동주민센터(중앙로15길 22)에 실외 수거함이 있어요.", e).grounded
    assert check("서울 구로구 신도림동주민센터, 양천구 신월1동주민센터 두 곳이에요.", e).grounded
    assert check("고척2동주민센터(구로구 중앙로15길 22)가 가장 가까워요.", e).grounded


def test_a_word_before_the_name_that_is_no_district_is_not_read() -> None:
    e = ev(BINS)
    assert check("헷갈리시면 다시 고척2동주민센터로 가 보세요.", e).grounded
    assert check("지하철 출구 고척2동주민센터 쪽으로 나오세요.", e).grounded


def test_a_place_whose_address_writes_no_district_of_that_level_is_unsure() -> None:
    shop = {"name": "성남시청re100", "address": "중원구 성남대로 997, 성남시청 야외주차장",
            "phone": "031-729-3203", "hours": "월~금 09:00~12:00", "distance_m": 1015}  # fmt: skip
    other = {"name": "야탑그린센터re100", "address": "분당구 탄천로 247", "distance_m": 1611}
    e = ev({"query": "재활용센터", "places": [shop, other]})
    names = VOCAB.names  # no 시 in its address: the reading leaves 수원시 to others
    assert address_district_claims("수원시 성남시청re100도 가까워요.", e.sources, names) == []
    assert flagged("분당구 성남시청re100도 가까워요.", e) == ["분당구 성남시청re100"]
    assert check("중원구 성남시청re100, 분당구 야탑그린센터re100이 가까워요.", e).grounded
