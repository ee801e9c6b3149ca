"""Round 52 (r52e): faithful answers flagged over fees, ranges, worked figures and scope words
(prod_holdout45/46).

- A 구 several cities have said to be covered by the city's own table (``남구 포함 포항시 공통``):
  a coverage note as ``용인시(수지구 포함)`` is (:mod:`.city_wide`, the vocabulary's ``within``;
  g63h1-0021).
- A pair's value under a header naming the columns (``compressed (압축) vs flake (플레이크):`` over
  ``1. PET: 350 vs 650 won/kg``) is said with its column's words (:mod:`.column_heads`, read by
  :mod:`.qualified_rows`); the gap's noun right before it (``— spread 300 won``) says a difference
  (:mod:`.derived_values`; g63h3-0024).
- A bracket right after a value is that value's gloss: the next value's clause starts after it, and
  the value's own words take it (``3,000원(장롱 문짝, 슬라이딩 도어)부터 15,000원(붙박이장 포함)까지``;
  :mod:`.row_names`; g64h0-0021).
- ``one tonne of newspaper would bring about 120,000 won``: a per-tonne scale with a material and a
  verb between (:mod:`.conversions`; g64h2-0004).
- A value listed right after another of its kind shares that value's subject (``장식장은
  3,000원·5,000원``; :mod:`.listed_values`; g64h2-0037).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import (
    ev,
    fee_answer,
    fee_rows,
    flagged,
    national_prices,
    paper_prices,
    plastic_row,
)

# -- a 구 several cities have, covered by the city's table (g63h1-0021) -------------------------

_POHANG = fee_answer(
    "포항시",
    "경상북도 포항시",
    "매트리스",
    fee_rows("매트리스", 3000, 4000, 7000),
    as_of="2025-04-08",
)
_POHANG_USER = "포항 남구 시립수영장 관리인입니다. 매트리스 2개 버리려고 하는데 수수료 얼마예요?"


@pytest.mark.parametrize(
    "answer",
    [
        "포항시 매트리스 수수료입니다 (남구 포함 포항시 공통, 데이터기준일자 2025-04-08).\n"
        "- 매트리스: 3,000원 / 4,000원 / 7,000원",
        "포항시 자료는 남구 포함 포항시 전체 기준이에요. 매트리스는 3,000원, 4,000원, 7,000원이에요.",
        "남구는 따로 금액이 없고 포항시 전체 기준이에요. 매트리스는 3,000원부터 7,000원까지예요.",
    ],
)
def test_shared_ward_covered_by_its_city(answer: str) -> None:
    assert flagged(answer, ev(_POHANG, user=_POHANG_USER)) == []


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        # a 구 of another city (수지구 is 용인시's)
        (
            "포항시 매트리스 수수료입니다 (수지구 포함 포항시 공통).\n- 매트리스: 3,000원",
            "수지구 사는데 매트리스 버리려고요",
        ),
        # the user never named 남구
        (
            "포항시 매트리스 수수료입니다 (남구 포함 포항시 공통).\n- 매트리스: 3,000원",
            "포항 매트리스 2개 버리려는데 얼마예요?",
        ),
        # a city no output is of
        (
            "울산광역시 매트리스 수수료입니다 (남구 포함 울산광역시 공통).\n- 매트리스: 3,000원",
            _POHANG_USER,
        ),
    ],
)
def test_shared_ward_note_not_held(answer: str, user: str) -> None:
    assert flagged(answer, ev(_POHANG, user=user))


def test_one_syllable_stem_is_no_ward_the_user_named() -> None:
    # "남은" (what is left) names no 남구
    answer = "포항시 매트리스 수수료입니다 (남구 포함 포항시 공통).\n- 매트리스: 3,000원"
    assert flagged(answer, ev(_POHANG, user="남은 매트리스 2개 버리려면 얼마예요?"))


# -- a pair's column named by the header; the gap's noun (g63h3-0024) ----------------------------

_PLASTICS = national_prices("plastic", "압축", [], label=None) | {
    "items": [
        plastic_row("PE(압축)", "압축", 150),
        plastic_row("PE(플레이크)", "플레이크", 450),
        plastic_row("PP(압축)", "압축", 180),
        plastic_row("PP(플레이크)", "플레이크", 520),
        plastic_row("PET", "압축", 350),
        plastic_row("PET(플레이크)", "플레이크", 650),
        plastic_row("PVC", "압축", 80),
    ],
    "item_count": 7,
}
_HEAD_EN = (
    "National average prices (KECO survey, 2025-01), compressed (압축) vs flake (플레이크):\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        _HEAD_EN + "1. PET: 350 vs 650 won/kg — spread 300 won.\n"
        "2. PP: 180 vs 520 won/kg — spread 340 won.\n3. PE: 150 vs 450 won/kg — spread 300 won.",
        "Compressed vs flake:\n- PET: 350 vs 650 won/kg, gap 300 won\n"
        "- PP: 180 vs 520 won/kg, gap 340 won",
        "전국 평균 가격(2025-01), 압축 대 플레이크:\n1. PET: 350 대 650원/kg — 차이 300원\n"
        "2. PP: 180 대 520원/kg — 차이 340원",
        "PET compressed is 350 won/kg and PET flake 650 won/kg, difference 300 won.",
    ],
)
def test_pair_under_column_header_passes(answer: str) -> None:
    assert flagged(answer, ev(_PLASTICS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_HEAD_EN + "1. PET: 350 vs 650 won/kg — spread 310 won.", "310 won"),
        (_HEAD_EN + "1. PP: 180 vs 450 won/kg — spread 270 won.", "450 won/kg"),
        # the header's columns the other way round: 650 is no compressed price
        (
            "Flake (플레이크) vs compressed (압축):\n1. PET: 350 vs 650 won/kg — spread 300 won.",
            "650 won/kg",
        ),
        ("Compressed vs flake:\n- PET: 350 vs 650 won/kg, gap 200 won", "200 won"),
    ],
)
def test_pair_under_column_header_wrong_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_PLASTICS))


# -- a bracket after a value is that value's (g64h0-0021) ----------------------------------------

_WARDROBES = fee_answer(
    "남양주시",
    "경기도 남양주시",
    "장롱",
    [
        *fee_rows("문짝없는장롱", 5000, 7000, 12000),
        *fee_rows("장롱 문짝", 3000),
        *fee_rows("장롱(반쪽장)", 6000),
        *fee_rows("장롱(붙박이장포함)", 10000, 15000),
        *fee_rows("장롱(슬라이딩 도어)", 3000, 5000),
        *fee_rows("장롱(주니어장)", 10000),
    ],
    as_of="2024-07-17",
)


@pytest.mark.parametrize(
    "answer",
    [
        "남양주시 장롱은 종류에 따라 3,000원(장롱 문짝, 슬라이딩 도어)부터 15,000원(붙박이장 포함)까지예요.",
        "남양주시 장롱은 3,000원(슬라이딩 도어)부터 10,000원(주니어장)까지예요.",
        "In Namyangju a wardrobe runs from 3,000 won (sliding door) to 15,000 won (built-in included).",
    ],
)
def test_range_with_bracketed_rows_passes(answer: str) -> None:
    assert flagged(answer, ev(_WARDROBES)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "남양주시 장롱은 3,000원(장롱 문짝, 슬라이딩 도어)부터 12,000원(붙박이장 포함)까지예요.",
            "12,000원",
        ),
        (
            "남양주시 장롱은 3,000원(장롱 문짝, 슬라이딩 도어)부터 15,000원(반쪽장)까지예요.",
            "15,000원",
        ),
        ("남양주시 장롱은 3,000원(슬라이딩 도어)부터 12,000원(주니어장)까지예요.", "12,000원"),
    ],
)
def test_range_with_bracketed_rows_wrong_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_WARDROBES))


# -- one tonne at a per-kg price (g64h2-0004) ----------------------------------------------------

_PAPER_EN = "Newspaper is 120 won/kg and cardboard is 80 won/kg. "


@pytest.mark.parametrize(
    "answer",
    [
        _PAPER_EN
        + "So one tonne of newspaper would bring about 120,000 won versus 80,000 won for cardboard.",
        _PAPER_EN + "A tonne of cardboard would fetch roughly 80,000 won.",
        "신문지는 kg당 120원, 골판지는 kg당 80원이에요. 1톤이면 신문지는 12만 원, 골판지는 8만 원이에요.",
    ],
)
def test_one_tonne_product_passes(answer: str) -> None:
    assert flagged(answer, ev(paper_prices())) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_PAPER_EN + "So one tonne of newspaper would bring about 130,000 won.", "130,000 won"),
        (_PAPER_EN + "So one tonne of newspaper would bring about 80,000 won.", "80,000 won"),
        (_PAPER_EN + "So one tonne of cardboard would fetch roughly 120,000 won.", "120,000 won"),
        (_PAPER_EN + "So one tonne of newspaper would bring about 1,200,000 won.", "1,200,000 won"),
    ],
)
def test_one_tonne_product_wrong_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(paper_prices()))


# -- values listed after one topic (g64h2-0037) --------------------------------------------------

_YEOJU = fee_answer(
    "여주시",
    "경기도 여주시",
    "장식장",
    [
        *fee_rows("신발장", 2000),
        *fee_rows("장식장", 3000, 5000),
        *fee_rows("캐비닛", 2000, 3000, category="생활용품류"),
    ],
    as_of="2023-06-15",
)


@pytest.mark.parametrize(
    "answer",
    [
        "여주시 신발장은 2,000원이에요. 참고로 같이 나온 장식장은 3,000원·5,000원, "
        "캐비닛은 2,000원·3,000원이에요.",
        "여주시 신발장은 2,000원이에요. 장식장은 3,000원, 5,000원이에요.",
        "여주시 신발장은 2,000원이에요. 장식장은 3,000원 또는 5,000원이에요.",
        "여주시 신발장은 2,000원, 장식장은 3,000원과 5,000원이에요.",
    ],
)
def test_values_listed_after_one_topic_pass(answer: str) -> None:
    assert flagged(answer, ev(_YEOJU, user="여주 신발장 버리는 비용?")) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("여주시 신발장은 2,000원·5,000원이에요.", "5,000원"),
        ("여주시 신발장은 2,000원이에요. 참고로 캐비닛은 2,000원·5,000원이에요.", "5,000원"),
        ("여주시 신발장은 2,000원이에요. 참고로 장식장은 3,000원·7,000원이에요.", "7,000원"),
    ],
)
def test_values_listed_after_one_topic_wrong_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_YEOJU, user="여주 신발장 버리는 비용?"))


def test_bracket_of_other_rows_fees_is_no_gloss() -> None:
    # dev4 g4da-0051: the bracket after the value lists other rows' fees, not the value's words
    mattresses = {
        "district": "제주시",
        "query": "침대",
        "items": [
            {"item_name": "매트리스", "category": "가구류", "spec": s, "free": False, "fee": f}
            for s, f in (("싱글", 9000), ("퀸", 13000), ("킹", 16000))
        ],
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    }
    answer = "In Jeju-si a king mattress is 16,000 won (single 9,000, queen 13,000)."
    assert flagged(answer, ev(mattresses)) == []
    assert "13,000 won" in flagged(answer.replace("16,000 won", "13,000 won"), ev(mattresses))


def test_bracket_of_other_rows_small_values_is_no_gloss() -> None:
    # prod_holdout36 g54h2-0042: "(brown 40, green 35)" after the clear cullet's price
    glass = national_prices(
        "glass", "파유리(컬릿)", [("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35)]
    )
    answer = "Clear glass cullet is only 45 won/kg (brown 40, green 35)."
    assert flagged(answer, ev(glass)) == []
