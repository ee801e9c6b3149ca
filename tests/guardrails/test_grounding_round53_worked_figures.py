"""Round 53 (r53d): faithful answers flagged over worked figures and fee rows' sizes
(prod_holdout47/48).

- A weight said again by reference ("The same weight as flakes would be 1,950,000 won", "같은 양을
  플레이크로 팔면 …") takes the one weight the answer stated before it, so the product for the rate
  its clause names is read (:mod:`.same_weight`, :mod:`.products`); a falling pair across a spaced
  dash ("1,950,000 won — 300 won/kg more") is an amount and an aside, not a range of the second's
  unit (:mod:`.money`; g66h2-0029).
- Every side of a dimension chain ("40센티미터x30센티미터x200센티미터") is a size the outputs state,
  not only the first (:mod:`.dimensions`, :mod:`.quantities`; g66h1-0007).
"""

from __future__ import annotations

import pytest

from guardrails.grounding.extract import extract_claims
from guardrails.grounding.products import _is_weight, _qty_kg
from guardrails.grounding.same_weight import same_weight
from tests.guardrails.grounding_helpers import (
    ev,
    flagged,
    paper_prices,
    plastic_row,
)

# -- a weight said again by reference (g66h2-0029) ---------------------------------------------

_PET = {
    "region": "nationwide",
    "region_name": "전국",
    "query": "PET",
    "item_count": 2,
    "items": [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "survey_date": "2025-01",
    "unit": "원/kg",
    "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
    "as_of": "2025-01",
}
_PET_USER = "PET bottle bales and PET flakes — what's the price? I have 3 tonnes of bales."
_CASE = (
    "Nationwide average from the KECO survey (Jan 2025): compressed PET is 350 won/kg and PET "
    "flakes 650 won/kg. Your 3 tonnes of bales would be 3,000 × 350 = 1,050,000 won. The same "
    "weight as flakes would be 1,950,000 won — 300 won/kg more — but that premium reflects "
    "washing and shredding cost, so selling the bales as they are is the simpler choice."
)


@pytest.mark.parametrize(
    "answer",
    [
        _CASE,
        # other wording
        "Compressed PET is 350 won/kg and PET flakes 650 won/kg (KECO, Jan 2025). Your 3 tonnes "
        "as bales come to 1,050,000 won; if you sold the same amount as flakes it would be "
        "1,950,000 won.",
        # the other language
        "전국 평균(2025-01) 압축 PET는 350원/kg, PET 플레이크는 650원/kg이에요. 베일 3톤이면 "
        "1,050,000원이고, 같은 양을 플레이크로 팔면 1,950,000원이에요.",
        # other values
        "Compressed PET is 350 won/kg and PET flakes 650 won/kg. Your 2 tonnes of bales would be "
        "700,000 won. The same weight as flakes would be 1,300,000 won — 300 won/kg more.",
    ],
)
def test_same_weight_takes_the_weight_said_before(answer: str) -> None:
    assert flagged(answer, ev(_PET, user=_PET_USER)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a wrong value
        (_CASE.replace("1,950,000 won", "1,850,000 won"), "1,850,000 won"),
        (
            "전국 평균 압축 PET는 350원/kg, PET 플레이크는 650원/kg이에요. 베일 3톤이면 "
            "1,050,000원이고, 같은 양을 플레이크로 팔면 1,850,000원이에요.",
            "1,850,000원",
        ),
    ],
)
def test_same_weight_still_flags(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_PET))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("신문지는 120원/kg, 골판지는 80원/kg이에요. 골판지 50kg을 모으셨네요. 같은 양이면 신문지는 "
         "6,000원이에요.", None),
        ("Newspaper is 120 won/kg and cardboard 80 won/kg. You have 50 kg of cardboard. The same "
         "weight of newspaper would be 6,000 won.", None),
        # the product for the other material's price
        ("신문지는 120원/kg, 골판지는 80원/kg이에요. 골판지 50kg을 모으셨네요. 같은 양이면 신문지는 "
         "4,000원이에요.", "4,000원"),
        ("Newspaper is 120 won/kg and cardboard 80 won/kg. You have 50 kg of cardboard. The same "
         "weight of newspaper would be 4,000 won.", "4,000 won"),
    ],
)  # fmt: skip
def test_same_weight_at_the_named_price(answer: str, wrong: str | None) -> None:
    got = flagged(answer, ev(paper_prices()))
    assert got == [] if wrong is None else wrong in got


def test_the_reference_takes_one_weight_only() -> None:
    def weights(text: str) -> str | None:
        claims = extract_claims(text)
        lo = text.index("같은")
        got = same_weight(text, claims, lo, len(text), _is_weight, _qty_kg)
        return None if got is None else got.text

    assert weights("베일 3톤이면 1,050,000원이에요. 같은 양을 플레이크로 팔면") == "3톤"
    assert weights("베일 3톤, 3,000kg이면 1,050,000원이에요. 같은 양을 팔면") == "3,000kg"
    # two different weights: which one the reference takes is unsure
    assert weights("3톤이면 1,050,000원, 2톤이면 700,000원이에요. 같은 양을 팔면") is None
    assert weights("3톤이면 1,050,000원이에요. 같은 양념을 팔면") is None


def test_a_falling_pair_across_a_spaced_dash_is_no_range() -> None:
    got = [(c.text, c.kind) for c in extract_claims("would be 1,950,000 won — 300 won/kg more")]
    assert got == [("1,950,000 won", "money"), ("300 won/kg", "unit_price")]
    # a rising pair is still a range sharing the unit
    got = [(c.text, c.kind) for c in extract_claims("between 300 – 500 won/kg")]
    assert [k for _t, k in got] == ["unit_price", "unit_price"]


# -- every side of a dimension chain (g66h1-0007) ----------------------------------------------

_SOFA = {
    "district": "홍천군",
    "full_name": "강원특별자치도 홍천군",
    "query": "소파",
    "item_count": 1,
    "items": [{"item_name": "소파", "name": "소파", "spec": None, "category": "가구류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True,
    "as_of": "2023-10-05",
}  # fmt: skip


def _aircon(stand: str, wall: str) -> dict[str, object]:
    rows = [
        ("에어컨", f"벽걸이 형_{wall} 기준", 4000),
        ("에어컨", f"스탠드 형_{stand} 기준", 7000),
        ("에어컨 실외기", "가로x세로x높이_80센티미터x80센티미터x30센티미터 기준", 3000),
    ]
    return {
        "district": "관악구",
        "full_name": "서울특별시 관악구",
        "query": "에어컨",
        "item_count": 3,
        "items": [{"item_name": f"{n} ({s})", "name": n, "spec": s, "category": "가전제품류",
                   "fee": f, "fee_text": f"{f:,}원", "is_free": False} for n, s, f in rows],
        "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
        "covered": True,
        "as_of": "2025-11-12",
    }  # fmt: skip


_AIRCON = _aircon("40센티미터x30센티미터x200센티미터", "100센티미터x30센티미터x30센티미터")
_AIRCON_EN = _aircon("40cmx30cmx180cm", "90cmx30cmx30cm")
_SIZE_CASE = (
    "- Sofa, Hongcheon-gun: 3,000 won · furniture\n"
    "- Stand air conditioner, Gwanak-gu: 7,000 won (based on roughly 40×30×200 cm)\n"
    "Together that comes to 10,000 won."
)


@pytest.mark.parametrize(
    ("answer", "outputs"),
    [
        (_SIZE_CASE, (_SOFA, _AIRCON)),
        # other wording, the other language
        ("관악구 스탠드형 에어컨은 7,000원이에요(높이 200센티미터 기준).", (_AIRCON,)),
        ("관악구 스탠드형 에어컨(40x30x200cm 기준)은 7,000원이에요.", (_AIRCON,)),
        ("A stand unit in Gwanak-gu (about 30 cm deep) is 7,000 won.", (_AIRCON,)),
        # other values, a spec written in cm
        ("A stand air conditioner in Gwanak-gu is 7,000 won (180 cm tall).", (_AIRCON_EN,)),
        ("A wall unit in Gwanak-gu (90 cm wide) is 4,000 won.", (_AIRCON_EN,)),
    ],
)
def test_every_side_of_a_dimension_chain_is_stated(
    answer: str, outputs: tuple[dict[str, object], ...]
) -> None:
    assert flagged(answer, ev(*outputs)) == []


@pytest.mark.parametrize(
    ("answer", "outputs", "wrong"),
    [
        (_SIZE_CASE.replace("200 cm", "210 cm"), (_SOFA, _AIRCON), "210 cm"),
        (
            "관악구 스탠드형 에어컨은 7,000원이에요(높이 250센티미터 기준).",
            (_AIRCON,),
            "250센티미터",
        ),
        (
            "A stand air conditioner in Gwanak-gu is 7,000 won (200 cm tall).",
            (_AIRCON_EN,),
            "200 cm",
        ),
    ],
)
def test_a_size_no_chain_states_is_still_flagged(
    answer: str, outputs: tuple[dict[str, object], ...], wrong: str
) -> None:
    assert wrong in flagged(answer, ev(*outputs))


def test_glued_numbers_are_still_no_sizes() -> None:
    assert [c.text for c in extract_claims("A4 용지, 5G, PP5, max30cm")] == []
    got = [c.text for c in extract_claims("스탠드 형_40센티미터x30센티미터x200센티미터 기준")]
    assert got == ["40센티미터", "30센티미터", "200센티미터"]
    assert [c.text for c in extract_claims("100cmx30cmx30cm")] == ["100cm", "30cm", "30cm"]
