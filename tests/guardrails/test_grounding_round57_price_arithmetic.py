"""Round 57 (r57c): price and fee arithmetic and comparisons on prod_holdout55/56.

- A figure whose clause adds the weights of two or more materials it names is their total, not one
  material's product: :func:`.material_sums.misadded_why` (g73h3-0021).
- A gap said right after the subject's value against a standard whose value is written beside it
  is the difference of those two: :mod:`.stated_gaps` (g73h3-0050).
- "more than double the compressed price": a ratio whose other side is named after "the":
  :mod:`.multiples` (g74h3-0052).
- "가장 큰 금액", "the biggest fee": a size word said of an amount is a bound word:
  :mod:`.alternatives` (g74h1-0046).
- "450,000 won for the ton": an amount on a per-ton scale said after it: :mod:`.conversions`
  (g73h2-0046).
- A superlative with no scope of its own ranks the items the user asked about:
  :mod:`.asked_rivals` (g74h2-0037).
- An adnominal superlative whose noun carries a bracket aside naming the row ("제일 비싼
  유리(백색 45원)보다") ranks that row within the noun's category: :mod:`.adnominal_superlatives`,
  :mod:`.extremes` (g74h2-0077).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import VOCAB, blind_case, case_evidence

_FILES = {
    "g73h3-0021": "prod_holdout55.jsonl",
    "g73h3-0050": "prod_holdout55.jsonl",
    "g73h2-0046": "prod_holdout55.jsonl",
    "g74h3-0052": "prod_holdout56.jsonl",
    "g74h1-0046": "prod_holdout56.jsonl",
    "g74h2-0037": "prod_holdout56.jsonl",
    "g74h2-0077": "prod_holdout56.jsonl",
}


def _flagged(cid: str, answer: str | None = None, user: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(_FILES[cid], cid)
    if user is None:
        ev = case_evidence(c)
    else:
        ev = Evidence.from_texts(c["evidence"], places=VOCAB, user=user)
    v = check(str(c["answer"]) if answer is None else answer, ev)
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", ["g73h2-0046", "g74h2-0037", "g74h2-0077"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


def test_the_fabricated_cases_are_caught() -> None:
    assert _flagged("g73h3-0021") == [("money", "12,000 won")]
    assert _flagged("g73h3-0050") == [("unit_price", "350 won/kg")]
    assert _flagged("g74h1-0046") == [("money", "9,000원")]
    [(kind, text)] = _flagged("g74h3-0052")
    assert kind == "condition" and "more than double the compressed price" in text


# --- a total of several materials' weights ------------------------------------------------------

_METALS = "National averages: EPS 200 won/kg; aluminium cans 1,200 won/kg. "


def test_the_right_total_of_two_materials_passes() -> None:
    answer = (
        _METALS
        + "For 10 kg of EPS plus 10 kg of aluminium cans, that comes to about 14,000 won in total."
    )
    assert _flagged("g73h3-0021", answer) == []


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        ("10 kg of EPS and 10 kg of aluminium cans come to 12,000 won in total.", "12,000 won"),
        ("EPS 10kg과 알루미늄캔 10kg을 합치면 총 12,000원이에요.", "12,000원"),
    ],
)
def test_one_materials_product_said_as_the_total_is_caught(tail: str, span: str) -> None:
    assert [t for _, t in _flagged("g73h3-0021", _METALS + tail)] == [span]


def test_each_materials_own_product_still_passes() -> None:
    answer = _METALS + "10 kg of EPS is 2,000 won and 10 kg of aluminium cans comes to 12,000 won."
    assert _flagged("g73h3-0021", answer) == []


# --- a gap against a standard whose value is written beside it ----------------------------------

_FLAKES = "PET flakes are the highest at 650 won/kg, which is "


def test_the_right_gap_passes() -> None:
    assert (
        _flagged("g73h3-0050", _FLAKES + "300 won/kg more than compressed PET (350 won/kg).") == []
    )
    answer = "PET 플레이크가 650원으로 가장 비싸고, 압축 PET(350원)보다 kg당 300원 더 비싸요."
    assert _flagged("g73h3-0050", answer) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (_FLAKES + "320 won/kg more than compressed PET (350 won/kg).", "320 won/kg"),
        (
            "PET flakes sell at 650 won/kg — that's 350 won more per kg than compressed PET at 350 won/kg.",
            "350 won",
        ),
        (
            "PET 플레이크가 650원으로 가장 비싸고, 압축 PET(350원)보다 kg당 350원 더 비싸요.",
            "kg당 350원",
        ),
    ],
)
def test_a_wrong_gap_is_caught(answer: str, span: str) -> None:
    assert [t for _, t in _flagged("g73h3-0050", answer)] == [span]


# --- "more than double the compressed price" ----------------------------------------------------

_PET = "Compressed PET: 350 KRW/kg. PET flake: 650 KRW/kg. "


def test_nearly_double_the_named_price_passes() -> None:
    assert (
        _flagged("g74h3-0052", _PET + "The flake price is nearly double the compressed price.")
        == []
    )


def test_more_than_twice_the_named_price_is_caught() -> None:
    [(kind, text)] = _flagged("g74h3-0052", _PET + "Flake is more than twice the compressed price.")
    assert kind == "condition" and "more than twice the compressed price" in text


# --- a size word said of an amount is a bound -------------------------------------------------

_DESKS = "책상: 3,000원, 4,000원, 5,000원이에요. "


def test_the_biggest_fee_twice_passes() -> None:
    assert (
        _flagged("g74h1-0046", _DESKS + "둘 다 가장 큰 금액으로 잡아도 10,000원이면 충분해요.")
        == []
    )


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        ("둘 다 제일 작은 금액이면 8,000원이에요.", "8,000원"),
        ("Even at the biggest fee, both come to 9,000 won.", "9,000 won"),
    ],
)
def test_a_wrong_bounded_total_is_caught(tail: str, span: str) -> None:
    assert [t for _, t in _flagged("g74h1-0046", _DESKS + tail)] == [span]


def test_a_size_of_a_thing_is_no_bound() -> None:
    # "제일 큰 책상": a desk's size, which the rows do not tell: no bound read, no flag
    assert _flagged("g74h1-0046", _DESKS + "둘 다 제일 큰 책상이면 9,000원이에요.") == []


# --- an amount on a per-ton scale said after it -------------------------------------------------

_PE = "PE compressed 150 won/kg. If you can get the PE to flake, it jumps to 450 won/kg — "


@pytest.mark.parametrize("tail", ["450,000 won for the ton.", "450,000 won for one tonne."])
def test_a_per_ton_amount_passes(tail: str) -> None:
    assert _flagged("g73h2-0046", _PE + tail) == []


def test_a_wrong_per_ton_amount_is_caught() -> None:
    assert _flagged("g73h2-0046", _PE + "400,000 won for the ton.") == [("money", "400,000 won")]
    assert _flagged("g73h2-0046", "PE 플레이크는 kg당 450원이라 40만 원(1톤 기준)이에요.") == [
        ("money", "40만 원")
    ]


# --- a superlative over the items the user asked about ------------------------------------------

_THREE = "압축 기준으로 PET는 kg당 350원, PP는 180원, PS는 100원이에요. "


def test_the_cheapest_of_the_asked_items_passes() -> None:
    assert _flagged("g74h2-0037", "PET is 350 won/kg, PP 180, PS 100. PS is the cheapest.") == []


@pytest.mark.parametrize(
    ("tail", "span"),
    [("PP가 제일 싸요.", " PP가 제일 싸"), ("PS가 제일 비싸요.", " PS가 제일 비싸")],
)
def test_a_wrong_extreme_of_the_asked_items_is_caught(tail: str, span: str) -> None:
    assert _flagged("g74h2-0037", _THREE + tail) == [("superlative", span)]


def test_without_the_users_items_the_whole_survey_is_ranked() -> None:
    flagged = _flagged("g74h2-0037", _THREE + "PS가 제일 싸요.", user="플라스틱 시세 알려주세요")
    assert flagged == [("superlative", " PS가 제일 싸")]


# --- an adnominal superlative with its row in a bracket aside -----------------------------------

_PAPER_GLASS = (
    "폐지는 신문지 kg당 120원, 골판지 80원이고, 유리병은 백색 45원, 갈색 40원, 청녹색 35원이에요. "
)


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        (
            "제일 싼 폐지(골판지 80원)도 제일 비싼 유리(갈색 40원)보다 kg당 40원 더 받아요.",
            "제일 비싼 유리(갈색 40원)보다",
        ),
        ("신문지는 가장 싼 유리(백색 45원)보다 훨씬 비싸요.", "가장 싼 유리(백색 45원)보다"),
        (
            "제일 비싼 폐지(골판지 80원)도 제일 비싼 유리(백색 45원)보다 kg당 35원 더 받아요.",
            "제일 비싼 폐지(골판지 80원)도",
        ),
    ],
)
def test_a_wrong_row_in_the_aside_is_caught(tail: str, span: str) -> None:
    assert _flagged("g74h2-0077", _PAPER_GLASS + tail) == [("superlative", span)]


def test_the_right_row_in_the_aside_passes() -> None:
    assert (
        _flagged("g74h2-0077", _PAPER_GLASS + "신문지는 가장 싼 유리(청녹색 35원)보다 훨씬 비싸요.")
        == []
    )


# --- what the quick proof showed ----------------------------------------------------------------


def test_two_quantities_each_of_its_own_material_pass() -> None:
    # "10 kg of newspapers and 10 kg of baled PET … about 4,700 won" (g52h1-0035): each weight is
    # the material written after its "of", not the one just before it
    c = blind_case("prod_holdout34.jsonl", "g52h1-0035")
    assert check(str(c["answer"]), case_evidence(c)).unsupported == ()
    wrong = str(c["answer"]).replace("4,700 won", "4,800 won")
    assert [u.text for u in check(wrong, case_evidence(c)).unsupported] == ["4,800 won"]


def test_the_biggest_and_the_smallest_amount_name_both_ends() -> None:
    # "장롱 가장 큰 금액과 작은 금액 차이는 8,000원" (g17h3-0012): 15,000 − 7,000
    c = blind_case("prod_holdout3.jsonl", "g17h3-0012")
    assert check(str(c["answer"]), case_evidence(c)).unsupported == ()
    wrong = str(c["answer"]).replace("8,000원이에요", "5,000원이에요")
    assert [u.text for u in check(wrong, case_evidence(c)).unsupported] == ["5,000원"]
