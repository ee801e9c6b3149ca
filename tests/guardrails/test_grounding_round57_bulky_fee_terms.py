"""Round 57 (r57e): bulky-waste fee answers that invent a term the outputs do not state
(prod_holdout55).

- One item's fee joined to another's by ``아니면`` (``신발장은 4,000원 아니면 6,000원`` where 6,000원
  is only 장식장's): the joined value shares the first's words, :mod:`.row_windows` (g73h0-0091).
- The collectors said to carry the item down from upstairs, an attribute no output carries:
  :mod:`.attribute_words` ``carrying`` (g73h1-0090).
- A size in metres said to pick one of twin rows (``1m가 넘으면 3,000원``): :mod:`.specs`
  (g73h2-0055).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence

_H55 = "prod_holdout55.jsonl"


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(_H55, cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


# --- a fee joined by 아니면 shares the first fee's item ------------------------------------------


def test_cabinet_fee_given_to_shoe_cabinet_is_caught() -> None:
    assert _flagged("g73h0-0091") == [("money", "6,000원")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        ("신발장은 4,000원이거나 6,000원이에요.", "6,000원"),
        ("A shoe cabinet is 4,000 or else 6,000 won.", "6,000 won"),
    ],
)
def test_the_same_borrowed_fee_in_other_words(answer: str, text: str) -> None:
    assert _flagged("g73h0-0091", answer) == [("money", text)]


@pytest.mark.parametrize(
    "answer",
    [
        "신발장은 3,000원 아니면 4,000원이고 캐비닛은 4,000원이야",
        "장식장은 4,000원 아니면 6,000원이에요.",
    ],
)
def test_an_items_own_fees_joined_by_animyeon_pass(answer: str) -> None:
    assert _flagged("g73h0-0091", answer) == []


# --- a carrying service no output states -----------------------------------------------------------

_PIANO = "Gumi lists 5,000, 15,000 and 20,000 won for a piano. "
_PIANO_KO = "구미시 피아노 수수료는 5,000원, 15,000원, 20,000원이에요. "


def test_free_carry_down_is_caught() -> None:
    assert _flagged("g73h1-0090") == [
        ("condition", "the collectors will carry it down from upstairs")
    ]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (
            _PIANO + "They will also carry it down from your flat for you.",
            "They will also carry it down from your flat",
        ),
        (_PIANO_KO + "수거 기사님이 계단으로 직접 운반해 드려요.", "계단으로 직접 운반해 드려"),
        (_PIANO_KO + "기사님이 집 안에서 직접 내려 줘요.", "집 안에서 직접 내려 줘"),
    ],
)
def test_the_same_carrying_in_other_words(answer: str, text: str) -> None:
    assert _flagged("g73h1-0090", answer) == [("condition", text)]


@pytest.mark.parametrize(
    "answer",
    [
        _PIANO + "You will need to carry it down from upstairs and put it out by the door.",
        _PIANO + "Ask the city whether the collectors can carry it down from upstairs.",
    ],
)
def test_carrying_asked_or_left_to_the_user_passes(answer: str) -> None:
    assert _flagged("g73h1-0090", answer) == []


# --- a size in metres picks one of twin rows -----------------------------------------------------


def test_invented_metre_condition_is_caught() -> None:
    assert _flagged("g73h2-0055") == [("condition", "3,000원")]


def test_the_same_size_condition_in_other_words() -> None:
    answer = (
        "서산시 거울(액자+유리)은 2,000원 또는 3,000원이에요. 높이 1.5미터 이상이면 3,000원이에요."
    )
    assert _flagged("g73h2-0055", answer) == [("condition", "3,000원")]
    english = "Seosan lists a mirror at 2,000 or 3,000 won; a mirror over 1 m tall is 3,000 won."
    assert ("condition", "3,000 won") in _flagged("g73h2-0055", english)


def test_both_mirror_fees_without_a_size_pass() -> None:
    answer = (
        "서산시 거울(액자+유리)은 2,000원 또는 3,000원이에요(데이터기준일자 2025-04-01). "
        "규격이 적혀 있지 않아 어느 금액인지는 시청에 확인해 보세요."
    )
    assert _flagged("g73h2-0055", answer) == []


# --- twin rows under a long English head, and a category's English name --------------------------
# (exposed by the money reading of round 57: "5,000 KRW\n2. …" had been read as "KRW 2", which
# hid the fee each line gives)

_H40 = "prod_holdout40.jsonl"
_IKSAN = (
    "Iksan-si (익산시) lists treadmills as exercise equipment (운동기구(런닝머신)), "
    "data as of 2025-03-28:\n"
)


def _flagged_in(name: str, cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = blind_case(name, cid)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


def test_invented_treadmill_tiers_under_long_heads_are_caught() -> None:
    assert _flagged_in(_H40, "g58h3-0043") == [
        ("condition", "5,000 KRW"),
        ("condition", "10,000 KRW"),
    ]


def test_the_same_tiers_with_won_are_caught() -> None:
    answer = (
        _IKSAN
        + "- Folding/compact treadmill: 5,000 won\n- Full-size motorised treadmill: 10,000 won"
    )
    assert _flagged_in(_H40, "g58h3-0043", answer) == [
        ("condition", "5,000 won"),
        ("condition", "10,000 won"),
    ]


def test_both_treadmill_fees_without_tiers_pass() -> None:
    answer = _IKSAN + "- Treadmill: 5,000 KRW or 10,000 KRW; the data does not say which applies."
    assert _flagged_in(_H40, "g58h3-0043", answer) == []


def test_category_glossed_in_english_tells_no_twin_apart() -> None:
    c = blind_case(_H40, "g58h3-0095")
    faithful = str(c["answer"]).replace(
        "Vanity mirror (화장대 거울), household goods (생활용품류)",
        "Vanity mirror (화장대 거울), furniture (가구류)",
    )
    assert _flagged_in(_H40, "g58h3-0095", faithful) == []
    assert _flagged_in(_H40, "g58h3-0095") == [("money", "5,000 KRW")]


def test_a_long_english_head_of_another_item_names_no_twin() -> None:
    c = blind_case("prod_holdout6.jsonl", "g20h2-0080")
    faithful = str(c["answer"]).replace(
        "- Gumi TV: 3,000 or 5,000 won (as of 2025-11-30)",
        "- Gumi TV: 3,000 or 5,000 won (as of 2025-01-03)",
    )
    assert _flagged_in("prod_holdout6.jsonl", "g20h2-0080", faithful) == []
    assert _flagged_in("prod_holdout6.jsonl", "g20h2-0080") == [("date", "2025-11-30")]
