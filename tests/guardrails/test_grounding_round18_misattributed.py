"""Round 18 (r18b): values the evidence holds, bound to the wrong subject. An English compound
name of a row (``baby bed`` for 유아용침대 beside 침대 rows) names that row, not the head noun's;
a count of tiers (``5단짜리면``) is a measure of the spec brackets, and a strict bound (``5단 미만``)
leaves its edge out, so 5단 is the ``5단 이상`` row's. Each table: the flag case with the flagged text, and the faithful neighbours."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fee(name: str, fee: int, spec: str | None = None) -> dict:
    label = f"{name} ({spec})" if spec else name
    return {"item_name": label, "name": name, "spec": spec, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


BEDS = {
    "district": "화순군",
    "full_name": "전라남도 화순군",
    "query": "침대",
    "item_count": 4,
    "items": [
        _fee("유아용침대", 3000),
        _fee("침대(매트리스별도)", 3000),
        _fee("침대(매트리스별도)", 5000),
        _fee("침대(매트리스별도)", 8000),
    ],
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2025-06-24",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the qualifier's English spelling before the head's names the compound row
        ("In Hwasun-gun, a baby bed is 8,000 won.", ["8,000 won"]),
        ("The infant bed is listed at 5,000 won.", ["5,000 won"]),
        ("A crib costs 8,000 won to dispose of.", ["8,000 won"]),
        # the right fee of the compound, and the head's own rows, still pass
        ("In Hwasun-gun, a baby bed is 3,000 won.", []),
        ("An infant bed is 3,000 won; a bed frame is 3,000, 5,000 or 8,000 won.", []),
        ("A bed frame (mattress not included) is 8,000 won.", []),
        # the Korean spellings, as before
        ("유아용 침대는 8,000원이에요.", ["8,000원"]),
        ("유아용침대는 3,000원이에요.", []),
    ],
)  # fmt: skip
def test_an_english_compound_names_its_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


CHESTS = {
    "district": "강화군",
    "full_name": "인천광역시 강화군",
    "query": "서랍장",
    "item_count": 2,
    "items": [_fee("서랍장", 5000, "5단 미만"), _fee("서랍장", 7000, "5단 이상")],
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2025-11-20",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the edge of a strict bound is the other row's
        ("강화군 서랍장은 5단짜리면 5,000원이에요.", ["5,000원"]),
        ("5단이면 5,000원이에요.", ["5,000원"]),
        ("4단이면 7,000원이에요.", ["7,000원"]),
        ("6단짜리면 5,000원이에요.", ["5,000원"]),
        # the right rows pass, and the brackets restated
        ("강화군 서랍장은 5단짜리면 7,000원이에요.", []),
        ("4단짜리면 5,000원이에요.", []),
        ("서랍장 수수료는 5단 미만 5,000원, 5단 이상 7,000원이에요.", []),
        # 단 that begins a word of its own is no tier
        ("1단계로 신고하시면 5,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_count_of_tiers_in_its_bracket(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CHESTS)) == wrong
