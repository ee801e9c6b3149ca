"""Round 50 (r50d): worked figures — sums, spreads, products, comparisons — on prod_holdout41/42.

- A written sum whose terms are bare numerals and whose result carries the currency ("8,000 +
  5,000 = 13,000 won") must come out (:mod:`.bare_sums`; g59h2-0080, g60h2-0022).
- An amount said again as the conclusion of a reason ("18,000원이라 130cm짜리는 18,000원이고") is
  one term of the clause's total (:mod:`.concluded_terms`; g60h2-0017).
- A bound word in brackets right after an amount is that amount's ("11,500 won (both at the
  lowest fee) and 32,500 won (both at the highest)": :mod:`.bracketed_bounds`; g60h1-0028).
- A label naming a gap ("Spread: 570 won/kg", "가격 차이: …") is a difference word
  (:mod:`.derived_values`; g59h3-0043).
- A weight with a spelled number ("Ten tonnes of clear cullet would be 450,000 won") is the
  quantity of a product (:mod:`.spelled_weights`; g60h2-0083).
- An amount listed after a price per kg is per kg too, for a sum of products ("kg당 120원,
  골판지는 80원 … 30kg과 50kg을 모으면 3,600 + 4,000 = 7,600원": :mod:`.listed_rates`; g60h2-0078).
- An adnominal superlative before ``보다`` names the noun after it ("가장 비싼 백색 유리보다":
  :mod:`.adnominal_superlatives`; g60h3-0046).
- A name a bracket joins with a space ("HDPE (compressed)") is one name of a superlative
  (:func:`.orders.named`; g59h1-0060).
- A count of the things a total joins ("두 개 합쳐 6,000원") of several items counts the items,
  not pieces of one (:mod:`.joined_counts`; g60h0-0096).
- "(원목 포함)" after a row "other than plastic" names a member of that row, not what a fee
  covers (:mod:`.rest_members`; g60h2-0023).
"""

from __future__ import annotations

from functools import partial

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import (
    ev,
    fee_answer,
    fee_rows,
    flagged,
    glass_prices,
    national_prices,
    paper_prices,
    plastic_row,
    spec_rows,
)

_NOTE = "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다."


_fees = partial(fee_answer, as_of="2025-06-27")  # every fee answer here is of one data date


def _plastics() -> Evidence:
    rows = [
        plastic_row("PE(압축)", "압축", 150), plastic_row("PE(플레이크)", "플레이크", 450),
        plastic_row("PP(압축)", "압축", 180), plastic_row("PP(플레이크)", "플레이크", 520),
        plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
        plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("ABS", "압축", 280),
        plastic_row("PVC", "압축", 80), plastic_row("EPS", "압축(스티로폼)", 200),
        plastic_row("HDPE", "압축", 200), plastic_row("LDPE", "압축", 130),
    ]  # fmt: skip
    out = national_prices("plastic", "압축", []) | {"items": rows, "item_count": 12}
    return ev(out | {"category": "plastic", "category_name": "플라스틱류", "form_note": _NOTE})


def _hits(answer: str, evidence: Evidence) -> list[str]:
    return flagged(answer, evidence)


# --- written sums of bare numerals -------------------------------------------------------------

_BEDS = ev(
    _fees("고양시", "경기도 고양시", "침대",
          fee_rows("침대틀", 6000, 8000) + fee_rows("접이식 침대", 5000)),
    _fees("대전 동구", "대전광역시 동구", "선풍기", fee_rows("선풍기", 2000, 3000, category="가전제품류")),
)  # fmt: skip
_BED_LIST = "Goyang's table has a bed frame at 6,000 or 8,000 won, and a folding bed at 5,000 won. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("If you're dumping both, that's 8,000 + 5,000 = 12,000 won at most.", "12,000 won"),
        ("If you're dumping both, that's 8,000 + 5,000 = 13,000 won at most.", None),
        ("Worst case that's 8,000 + 5,000 = 14,000 won in total.", "14,000 won"),
        ("Both at the top fee: 8,000 + 5,000 = 13,000 won.", None),
    ],
)
def test_bare_sum_english(tail: str, bad: str | None) -> None:
    hits = _hits(_BED_LIST + tail, _BEDS)
    assert (bad in hits) if bad else hits == [], hits


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("둘 다 내놓으면 많아도 8,000 + 5,000 = 12,000원이에요.", "12,000원"),
        ("둘 다 내놓으면 많아도 8,000 + 5,000 = 13,000원이에요.", None),
        ("적으면 6,000 + 5,000 = 11,000원이에요.", None),
        ("적으면 6,000 + 5,000 = 10,000원이에요.", "10,000원"),
    ],
)
def test_bare_sum_korean(tail: str, bad: str | None) -> None:
    answer = "고양시 침대틀은 6,000원 또는 8,000원, 접이식 침대는 5,000원이에요. " + tail
    hits = _hits(answer, _BEDS)
    assert (bad in hits) if bad else hits == [], hits


# --- an amount restated as a conclusion is one term -------------------------------------------

_WARDROBE = ev(
    _fees("광명시", "경기도 광명시", "장롱", spec_rows("장롱", [
        ("장롱상 하단받침", 2000), ("폭 120cm이상", 18000), ("폭 90cm미만", 10000),
        ("폭 90cm이상 120cm미만", 14000)]))
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        (
            "폭 120cm 이상이 18,000원이라 130cm짜리는 18,000원이고, 장롱 하단받침이 2,000원이라 합계 "
            "20,000원이에요.",
            None,
        ),
        (
            "폭 120cm 이상이 18,000원이라 130cm짜리는 18,000원이고, 장롱 하단받침이 2,000원이라 합계 "
            "22,000원이에요.",
            "22,000원",
        ),
        (
            "폭 90cm 이상 120cm 미만이 14,000원이니까 110cm짜리는 14,000원이고, 하단받침이 2,000원이라 "
            "합계 16,000원이에요.",
            None,
        ),
        (
            "폭 90cm 이상 120cm 미만이 14,000원이니까 110cm짜리는 14,000원이고, 하단받침이 2,000원이라 "
            "합계 18,000원이에요.",
            "18,000원",
        ),
    ],
)
def test_restated_term_counted_once(answer: str, bad: str | None) -> None:
    hits = _hits(answer, _WARDROBE)
    assert (bad in hits) if bad else hits == [], hits


# --- a bound in brackets after an amount is its own --------------------------------------------

_TWO_OUTPUTS = ev(
    _fees("군산시", "전북특별자치도 군산시", "카펫", fee_rows("카페트", 3500, 4500, category="생활용품류")),
    _fees("동래구", "부산광역시 동래구", "피아노", fee_rows("피아노", 8000, 18000, 28000)),
)  # fmt: skip
_LISTED = (
    "- Carpet (Gunsan): 3,500 or 4,500 won\n- Piano (Dongnae-gu, Busan): 8,000, 18,000 or "
    "28,000 won\n"
)


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        (
            "Together that's between 11,500 won (both at the lowest fee) and 32,500 won (both at the "
            "highest).",
            None,
        ),
        (
            "Together that's between 11,500 won (both at the lowest fee) and 30,500 won (both at the "
            "highest).",
            "30,500 won",
        ),
        (
            "Together that's between 11,000 won (both at the lowest fee) and 32,500 won (both at the "
            "highest).",
            "11,000 won",
        ),
    ],
)
def test_bracketed_bounds_english(tail: str, bad: str | None) -> None:
    hits = _hits(_LISTED + tail, _TWO_OUTPUTS)
    assert (bad in hits) if bad else hits == [], hits


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("둘 합치면 11,500원(둘 다 최저)에서 32,500원(둘 다 최고)이에요.", None),
        ("둘 합치면 11,500원(둘 다 최저)에서 31,500원(둘 다 최고)이에요.", "31,500원"),
    ],
)
def test_bracketed_bounds_korean(tail: str, bad: str | None) -> None:
    answer = (
        "군산 카페트는 3,500원 또는 4,500원, 동래구 피아노는 8,000원, 18,000원, 28,000원이에요. "
    )
    hits = _hits(answer + tail, _TWO_OUTPUTS)
    assert (bad in hits) if bad else hits == [], hits


# --- a label naming a gap ---------------------------------------------------------------------

_EXTREMES = "2. Highest: PET flake (PET(플레이크)) at 650 won/kg. Lowest: PVC at 80 won/kg.\n"


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("3. Spread: 570 won/kg.", None),
        ("3. Spread: 560 won/kg.", "560 won/kg"),
        ("3. Price gap: 570 won/kg.", None),
        ("3. 가격 차이: 570원/kg", None),
        ("3. 가격 차이: 590원/kg", "590원/kg"),
    ],
)
def test_labelled_spread(line: str, bad: str | None) -> None:
    hits = _hits(_EXTREMES + line, _plastics())
    assert (bad in hits) if bad else hits == [], hits


# --- a spelled weight is a product's quantity -------------------------------------------------

_GLASS = ev(
    glass_prices(query="유리병"), user="What are glass prices? I may take 10 tonnes of cullet."
)
_COLOURS = (
    "Nationwide averages (January 2025), by colour: clear (white) glass 45 won/kg, brown 40 won/kg, "
    "green 35 won/kg. "
)


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        (
            "Ten tonnes of clear cullet would be 450,000 won, brown 400,000 won and green 350,000 won.",
            None,
        ),
        ("Ten tonnes of clear cullet would be 460,000 won.", "460,000 won"),
        (
            "Ten tonnes of clear cullet would be 450,000 won, brown 410,000 won and green 350,000 won.",
            "410,000 won",
        ),
        ("Two tonnes of brown cullet would be 80,000 won.", None),
        ("Two tonnes of brown cullet would be 90,000 won.", "90,000 won"),
    ],
)
def test_spelled_weight_product(tail: str, bad: str | None) -> None:
    hits = _hits(_COLOURS + tail, _GLASS)
    assert (bad in hits) if bad else hits == [], hits


# --- an amount listed after a price per kg in a sum of products --------------------------------

_PAPER = ev(paper_prices(), user="폐지 시세 얼마예요? 학교에서 신문지랑 박스를 모으고 있어요.")
_PAPER_HEAD = "전국 평균(2025년 1월 조사) 기준 신문지는 kg당 120원, 골판지(박스)는 80원이에요. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("신문지 30kg과 박스 50kg을 모으면 3,600 + 4,000 = 7,600원이에요.", None),
        ("신문지 30kg과 박스 50kg을 모으면 3,600 + 4,000 = 7,800원이에요.", "7,800원"),
        ("신문지 20kg과 박스 10kg을 모으면 합쳐서 3,200원이에요.", None),
        ("신문지 20kg과 박스 10kg을 모으면 합쳐서 3,600원이에요.", "3,600원"),
    ],
)
def test_listed_rate_sum_of_products(tail: str, bad: str | None) -> None:
    hits = _hits(_PAPER_HEAD + tail, _PAPER)
    assert (bad in hits) if bad else hits == [], hits


# --- an adnominal superlative before 보다 names the noun after it ------------------------------

_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET")
_PET["items"] = [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)]  # type: ignore[index]
_PET_GLASS = ev(_PET, glass_prices(query="유리병"))
_PRICES = "1. 페트병: PET(압축) 350원/kg, PET(플레이크) 650원/kg\n2. 유리병: 백색 45원, 갈색 40원, 청녹색 35원/kg\n3. "


@pytest.mark.parametrize(
    ("tail", "bad"),
    [
        ("압축 PET만 해도 가장 비싼 백색 유리보다 kg당 305원 더 비싸요.", None),
        (
            "압축 PET만 해도 가장 비싼 갈색 유리보다 kg당 310원 더 비싸요.",
            "가장 비싼 갈색 유리보다",
        ),
        ("압축 PET만 해도 가장 싼 백색 유리보다 kg당 305원 더 비싸요.", "가장 싼 백색 유리보다"),
        ("압축 PET가 가장 비싸요.", "압축 PET가 가장 비싸"),
    ],
)
def test_adnominal_superlative_before_than(tail: str, bad: str | None) -> None:
    hits = _hits(_PRICES + tail, _PET_GLASS)
    assert any(bad in h for h in hits) if bad else hits == [], hits


# --- a bracketed form joined to its name ------------------------------------------------------

_GRADES = "National average prices:\n- PET (compressed): 350 won/kg\n- PET flakes: 650 won/kg\n"


@pytest.mark.parametrize(
    ("line", "bad"),
    [
        ("- HDPE (compressed): 200 won/kg, the highest of the compressed plastics", "HDPE"),
        ("- PET (compressed): 350 won/kg, the highest of the compressed plastics", None),
        ("- HDPE (compressed): 200 won/kg, the lowest of the compressed plastics", "HDPE"),
        ("- PVC (compressed): 80 won/kg, the lowest of the compressed plastics", None),
    ],
)
def test_bracketed_form_superlative(line: str, bad: str | None) -> None:
    hits = _hits(_GRADES + line, _plastics())
    assert any(bad in h for h in hits) if bad else hits == [], hits


# --- a count of the things a total joins -------------------------------------------------------

_STROLLER = ev(
    _fees("안양시", "경기도 안양시", "유모차", fee_rows("유모차", 2000, category="기타")
          + fee_rows("카시트", 3000, category="기타")),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("두 개 합쳐 6,000원입니다. 유모차 2,000원, 카시트 3,000원이에요.", "6,000원"),
        ("두 개 합쳐 5,000원입니다. 유모차 2,000원, 카시트 3,000원이에요.", None),
        ("둘이 합치면 5,000원이에요. 유모차 2,000원, 카시트 3,000원이에요.", None),
        ("둘이 합치면 6,000원이에요. 유모차 2,000원, 카시트 3,000원이에요.", "6,000원"),
        (
            "The two together come to 6,000 won: a stroller is 2,000 won and a car seat 3,000 won.",
            "6,000 won",
        ),
        (
            "The two together come to 5,000 won: a stroller is 2,000 won and a car seat 3,000 won.",
            None,
        ),
    ],
)
def test_joined_count_of_items(answer: str, bad: str | None) -> None:
    hits = _hits(answer, _STROLLER)
    assert (bad in hits) if bad else hits == [], hits


def test_count_after_a_noun_is_pieces() -> None:
    """Of one item, "두 개 합쳐" is still its pieces."""
    one = ev(_fees("안양시", "경기도 안양시", "카시트", fee_rows("카시트", 3000, category="기타")))
    assert _hits("카시트는 3,000원이라 두 개 합쳐 6,000원이에요.", one) == []


# --- a member of a row "other than X" -----------------------------------------------------------

_CHESTS = ev(
    _fees("이천시", "경기도 이천시", "서랍장",
          fee_rows("서랍장(플라스틱 외)", 3000, 4000) + fee_rows("서랍장(플라스틱)", 2000, 3000)),
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("플라스틱 외 서랍장(원목 포함)은 3,000원 또는 4,000원이에요.", None),
        ("플라스틱 외 서랍장(철제 포함)은 3,000원 또는 4,000원이에요.", None),
        ("플라스틱 외 서랍장(배송비 포함)은 3,000원 또는 4,000원이에요.", "배송비 포함"),
        ("서랍장(원목 포함)은 3,000원 또는 4,000원이에요.", "원목 포함"),
        ("유리 외 서랍장(원목 포함)은 3,000원 또는 4,000원이에요.", "원목 포함"),
    ],
)
def test_rest_member(answer: str, bad: str | None) -> None:
    hits = _hits(answer, _CHESTS)
    assert (bad in hits) if bad else hits == [], hits
