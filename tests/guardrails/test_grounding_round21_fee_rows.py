"""Round 21 (r21b, fee rows): a total an answer works out is the arithmetic of the terms it
states (a total line over the list lines above it, an amount per piece times the pieces, one joined
row's one fee, a working restated), and a size spec given to one of fee rows the tools tell apart
by nothing is the answer's own (specs.py: 자, English seats, a spec after the fee). Faithful
workings and answers that say the data has no such division pass; each table holds both."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _rows(district: str, rows: list[tuple[str, str | None, int]]) -> dict:
    return {
        "district": district,
        "full_name": district,
        "query": rows[0][0],
        "item_count": len(rows),
        "items": [{"item_name": name + (f" ({spec})" if spec else ""), "name": name, "spec": spec,
                   "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
                  for name, spec, fee in rows],
        "source": "bulk-waste-fees",
        "covered": True,
        "as_of": "2025-09-01",
    }  # fmt: skip


# rows told apart by nothing but their fee
CHESTS = _rows("마포구", [("서랍장", None, 3000), ("서랍장", None, 6000)])
WARDROBES = _rows("횡성군", [("옷장", None, 8000), ("옷장", None, 12000), ("옷장", None, 16000)])
# rows with specs of their own
TABLES = _rows("안산시", [("식탁", "4인용 미만", 4000), ("식탁", "4인용 이상", 6000),
                         ("의자", None, 2000), ("화장대", "거울 포함", 5000)])  # fmt: skip
# one row for two things
BABY = _rows("영월군", [("유아차+카시트", None, 3000)])
BABY_AND_DESK = _rows("영월군", [("유아차+카시트", None, 3000), ("책상", None, 4000)])
PAPER = {
    "region": "nationwide",
    "query": "골판지",
    "items": [{"item_name": "골판지", "category": "paper", "form": "압축", "price_per_kg": 90,
               "price_text": "90원/kg"}],
    "unit": "원/kg",
    "source": "keco-survey-embedded",
    "as_of": "2025-02",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("안산시 기준으로 보면\n1. 식탁(4인용 이상): 6,000원 × 2개 = 12,000원\n2. 의자: 2,000원\n"
         "3. 합계 14,000원입니다.", []),
        ("안산시 기준으로 보면\n1. 식탁(4인용 이상): 6,000원 × 2개 = 12,000원\n2. 의자: 2,000원\n"
         "3. 합계 16,000원입니다.", ["16,000원"]),
        ("Here is the sum:\n- Dining table (4+ seats): 6,000 won\n- Chair: 2,000 won\n"
         "- Total: 8,000 won", []),
        ("Here is the sum:\n- Dining table (4+ seats): 6,000 won\n- Chair: 2,000 won\n"
         "- Total: 10,000 won", ["10,000 won"]),
        # a total line that qualifies its terms, or lines of a choice: no reading of its own
        ("정리하면\n- 식탁: 4,000원 또는 6,000원\n- 의자: 2,000원\n총 8,000원", []),
    ],
)  # fmt: skip
def test_a_total_line_is_the_sum_of_the_lines_above(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("다 6,000원짜리라면 4개에 24,000원이에요.", []),
        ("다 6,000원짜리라면 4개에 18,000원이에요.", ["18,000원"]),
        ("서랍장이 개당 3,000원이면 두 개에 6,000원이 들어요.", []),
        ("서랍장이 개당 3,000원이면 두 개에 9,000원이 들어요.", ["9,000원"]),
        ("If all four are the 6,000 won ones, that comes to 24,000 won.", []),
    ],
)  # fmt: skip
def test_an_amount_per_piece_times_the_pieces(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CHESTS)) == wrong


def test_a_wrong_per_piece_total_is_flagged_as_such() -> None:
    (c,) = check("모두 6,000원짜리면 4개에 18,000원이에요.", ev(CHESTS)).unsupported
    assert (c.kind, c.text) == ("money", "18,000원")
    assert "4 × 6,000원" in c.why


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("'유아차+카시트'가 한 항목으로 3,000원이라 둘을 함께 내놓아도 3,000원이에요.", []),
        ("영월군은 '유아차+카시트' 항목이 3,000원이에요. 유아차와 카시트를 같이 내놓으면 합쳐서 "
         "6,000원이에요.", ["6,000원"]),
    ],
)  # fmt: skip
def test_one_row_for_two_things_is_one_fee(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BABY)) == wrong


def test_a_joined_row_with_another_item_adds_up() -> None:
    answer = "유아차+카시트 3,000원에 책상 4,000원을 합치면 7,000원이에요."
    assert flagged(answer, ev(BABY_AND_DESK)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "골판지는 전국 평균 90원/kg이에요.\n- 30kg × 90원 = 2,700원\n대략 2,700원 정도 받으실 수 있어요.",
        "Cardboard averages 90원/kg nationwide, so 30kg × 90원 = 2,700원 in all.",
    ],
)
def test_a_price_times_the_users_weight_and_its_restatement_pass(answer: str) -> None:
    assert flagged(answer, ev(PAPER, user="골판지 30kg 정도 팔면 얼마예요?")) == []


def test_a_wrong_working_of_a_weight_is_flagged() -> None:
    answer = "골판지는 전국 평균 90원/kg이에요.\n- 30kg × 90원 = 3,000원"
    assert flagged(answer, ev(PAPER, user="골판지 30kg요")) == ["3,000원"]


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        ("마포구 서랍장은 3단 이하 3,000원, 5단 이상 6,000원이에요.", "3단 이하"),
        ("- 4자 이하: 3,000원\n- 4자 초과: 6,000원", "4자 이하"),
        ("A chest of drawers is 3,000 won, or 6,000 won for ones over 100 cm.", "100 cm"),
    ],
)
def test_a_size_given_to_twin_rows_is_flagged(answer: str, word: str) -> None:
    found = check(answer, ev(CHESTS)).unsupported
    assert any(c.kind == "condition" and word in str(c.value) for c in found)


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        ("옷장은 2인용 8,000원, 4인용 16,000원이에요.", "옷장 2인용, 4인용 버리려고요"),
        ("Wardrobes are 8,000 won, or 16,000 won for ones seating four people.", ""),
        ("A wardrobe is 12,000 won for a four-seater.", ""),
    ],
)
def test_the_users_own_size_names_no_twin_row(answer: str, user: str) -> None:
    found = check(answer, ev(WARDROBES, user=user)).unsupported
    assert found and all(c.kind == "condition" for c in found)


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        ("옷장 수수료는 8,000원, 12,000원, 16,000원 세 가지예요. 규격 구분이 자료에 없어서 크기별로는 "
         "알 수 없어요.", "4자 옷장이요"),
        ("4자 옷장이라도 자료에는 규격 구분이 없어서 8,000원·12,000원·16,000원 중 어느 것인지 군청에 "
         "확인해 보세요.", "4자 옷장이요"),
        ("Wardrobes cost 8,000, 12,000 or 16,000 won; the data does not say which size each is "
         "for.", "a six-foot wardrobe"),
    ],
)  # fmt: skip
def test_no_division_in_the_data_passes(answer: str, user: str) -> None:
    assert flagged(answer, ev(WARDROBES, user=user)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "안산시 식탁은 4인용 미만 4,000원, 4인용 이상 6,000원이에요.",
        "식탁은 4인용 이상이면 6,000원이에요.",
        "A dining table for four or more people is 6,000 won.",
    ],
)
def test_a_spec_the_rows_carry_passes(answer: str) -> None:
    assert flagged(answer, ev(TABLES)) == []


WASHERS = _rows("보령시", [("세탁기", "용량 10kg미만", 4000), ("세탁기", "용량 10kg이상", 9000)])


@pytest.mark.parametrize(
    ("answer", "user", "kind"),
    [
        ("보령시 세탁기는 용량별로 4,000원, 9,000원이에요. 통돌이세탁기는 용량과 상관없이 4,000원이에요.",
         "세탁기 버려요", "통돌이"),
        ("- 10kg 미만: 4,000원\n- 10kg 이상: 9,000원\n- 건조겸용세탁기는 9,000원", "", "건조겸용"),
    ],
)  # fmt: skip
def test_a_kind_no_row_names_is_flagged(answer: str, user: str, kind: str) -> None:
    found = check(answer, ev(WASHERS, user=user)).unsupported
    assert ("condition", kind) in [(c.kind, c.value) for c in found]


@pytest.mark.parametrize(
    ("answer", "user"),
    [
        ("드럼세탁기는 용량 10kg 이상이면 9,000원이에요.", "드럼세탁기 버려요"),
        ("폐세탁기는 10kg 미만이면 4,000원, 10kg 이상이면 9,000원이에요.", ""),
        ("통돌이세탁기도 용량에 따라 4,000원이나 9,000원일 수 있으니 확인해 보세요.", ""),
    ],
)
def test_a_kind_the_user_named_or_a_size_of_the_rows_passes(answer: str, user: str) -> None:
    assert flagged(answer, ev(WASHERS, user=user)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A dining table is 6,000 won for tables seating four or more.", []),
        ("A dining table is 4,000 won for tables seating four or more.", ["4,000 won"]),
        ("Tables seating four or more cost 6,000 won; smaller ones 4,000 won.", []),
        ("Tables seating four or more cost 4,000 won.", ["4,000 won"]),
    ],
)
def test_seats_in_english_words_are_held_to_the_rows_brackets(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(TABLES)) == wrong
