"""Round 29 (r29c): fee rows — kinds swapped between twin-row items.

- Twin rows (one label, two fees) are one item: a kind only that item's rows carry marks them
  (``식탁(대리석탁(유리판 제외))`` at 7,000 / 12,000원 beside ``식탁(일반식탁(유리판 제외))`` at 5,200 /
  6,500원), including the kind a compound puts before the item's name or its last syllable
  (일반식탁 → 일반, 대리석탁 → 대리석); an answer giving one kind the other's fees is misattributed
  (:mod:`guardrails.grounding.marked_rows`). Their bare name marks nothing (two ``장롱`` rows).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, fee: int) -> dict[str, object]:
    return {"item_name": name, "name": name, "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


TABLES = {"district": "순천시", "full_name": "전라남도 순천시", "query": "식탁", "item_count": 4,
          "items": [_row("식탁(대리석탁(유리판 제외))", 7000), _row("식탁(대리석탁(유리판 제외))", 12000),
                    _row("식탁(일반식탁(유리판 제외))", 5200), _row("식탁(일반식탁(유리판 제외))", 6500)],
          "source": "bulk-waste-fees", "as_of": "2024-12-02"}  # fmt: skip
WARDROBES = {"district": "세종특별자치시", "full_name": "세종특별자치시", "query": "장롱", "item_count": 3,
             "items": [_row("장롱", 10000), _row("장롱", 15000), _row("비키니옷장", 5000)],
             "source": "bulk-waste-fees", "as_of": "2025-06-27"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "순천시 식탁 수수료예요.\n- 대리석 식탁: 5,200원 또는 6,500원\n"
            "- 일반 식탁: 7,000원 또는 12,000원",
            ["5,200원", "6,500원", "7,000원", "12,000원"],
        ),
        ("순천에서 대리석 식탁은 5,200원이나 6,500원이에요.", ["5,200원", "6,500원"]),
        (
            "In Suncheon a marble dining table costs 5,200 or 6,500 won, and an ordinary one "
            "7,000 or 12,000 won.",
            ["5,200", "6,500 won"],
        ),
    ],
)
def test_twin_items_kinds_swapped_are_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "순천시 식탁 수수료예요.\n- 대리석 식탁: 7,000원 또는 12,000원\n- 일반 식탁: 5,200원 또는 6,500원",
        "순천에서 일반 식탁은 5,200원이나 6,500원이에요.",
        "In Suncheon a marble dining table costs 7,000 or 12,000 won, and an ordinary one "
        "5,200 or 6,500 won.",
    ],
)
def test_twin_items_kinds_faithful_pass(answer: str) -> None:
    assert flagged(answer, ev(TABLES)) == []


def test_a_twin_items_bare_name_marks_nothing() -> None:
    answer = (
        "In Sejong a wardrobe (장롱) costs 10,000 or 15,000 won, and a fabric 'bikini' wardrobe "
        "costs 5,000 won.\n- 장롱 (wardrobe): 10,000 won or 15,000 won\n"
        "- 비키니옷장 (fabric wardrobe): 5,000 won"
    )
    assert flagged(answer, ev(WARDROBES)) == []


DESKS = {"district": "해운대구", "full_name": "부산광역시 해운대구", "query": "책상", "item_count": 4,
         "items": [_row("책상", 5000), _row("책상", 6000), _row("책상", 8000), _row("책상", 12000)],
         "source": "bulk-waste-fees", "as_of": "2025-08-08"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Desk fees: 5,000, 6,000, 8,000 and 12,000 KRW. The spread is 12,000 − 5,000 = 7,000 KRW.", []),
        ("책상은 5,000원부터 12,000원까지예요. 차이는 12,000원 - 5,000원 = 7,000원이에요.", []),
        ("Desk fees: 5,000, 6,000, 8,000 and 12,000 KRW. The spread is 12,000 − 5,000 = 6,000 KRW.",
         ["6,000 KRW"]),
        ("책상은 5,000원부터 12,000원까지예요. 차이는 12,000원 - 5,000원 = 8,000원이에요.", ["8,000원"]),
    ],
)  # fmt: skip
def test_a_written_difference_must_come_out(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DESKS)) == wrong


THREE_DESKS = {"district": "당진시", "full_name": "충청남도 당진시", "query": "책상", "item_count": 3,
               "items": [_row("책상", 3000), _row("책상", 4000), _row("책상", 6000)],
               "source": "bulk-waste-fees", "as_of": "2024-12-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("당진시 책상은 세 가지예요.\n1. 가장 싼 것은 3,000원\n2. 중간은 4,000원\n3. 가장 비싼 것은 6,000원", []),
        ("책상 수수료는 제일 낮은 게 3,000원, 중간이 4,000원이에요.", []),
        ("당진시 책상은 세 가지예요. 중간 크기 책상은 4,000원이에요.", ["4,000원"]),
    ],
)  # fmt: skip
def test_the_middle_of_three_twin_fees_is_a_rank_not_a_size(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(THREE_DESKS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Dangjin lists three desk (책상) fees: 3,000, 4,000 and 6,000 won. At the lowest rate, two "
         "desks would come to 7,000 won.", ["7,000 won"]),
        ("Dangjin lists three desk (책상) fees: 3,000, 4,000 and 6,000 won. At the lowest rate, two "
         "desks would come to 6,000 won.", []),
        ("당진시 책상은 3,000원, 4,000원, 6,000원이에요. 가장 비싼 구간이면 두 개에 10,000원이에요.",
         ["10,000원"]),
        ("당진시 책상은 3,000원, 4,000원, 6,000원이에요. 가장 비싼 구간이면 두 개에 12,000원이에요.", []),
        # one row's fee under the bound: a rate, not a total
        ("당진시 책상은 3,000원, 4,000원, 6,000원이에요. 두 개라도 가장 싼 건 한 개 3,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_count_of_one_item_at_its_bound_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(THREE_DESKS, user="책상 두 개 버려요")) == wrong


CHAIRS = {"district": "순천시", "full_name": "전라남도 순천시", "query": "의자", "item_count": 3,
          "items": [_row("의자", 1300), _row("의자", 2600), _row("의자", 3900)],
          "source": "bulk-waste-fees", "as_of": "2024-12-02"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Suncheon chairs (의자) have three rates:\n1. 1,300 won — for a simple stool or small chair\n"
         "2. 2,600 won\n3. 3,900 won", ["1,300 won"]),
        ("Suncheon chairs (의자) have three rates:\n1. 1,300 won\n2. 2,600 won\n"
         "3. 3,900 won — for a big reclining office chair", ["3,900 won"]),
        ("Suncheon chairs (의자) have three rates:\n1. 1,300 won — for one chair\n2. 2,600 won\n"
         "3. 3,900 won", []),
        ("Suncheon chairs (의자) have three rates:\n1. 1,300 won — the lowest of the rates\n"
         "2. 2,600 won\n3. 3,900 won", []),
    ],
)  # fmt: skip
def test_a_long_descriptor_after_a_twin_fee_invents_a_kind(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CHAIRS)) == wrong


SOFAS = {"district": "화성시", "full_name": "경기도 화성시", "query": "소파", "item_count": 3,
         "items": [_row("소파(응접세트)", 1000), _row("소파(응접세트)", 7000), _row("소파(응접세트)", 15000)],
         "source": "bulk-waste-fees", "as_of": "2025-05-31"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- Sofa (living-room set): 1,000 to 15,000 won across three levels\n"
         "- A standard 3-seater is 7,000 won", ["7,000 won"]),
        ("Sofas run 1,000 to 15,000 won. A two-seater is 7,000 won.", ["7,000 won"]),
        ("Sofas run 1,000 to 15,000 won. The middle level is 7,000 won.", []),
        ("Sofas run 1,000 to 15,000 won; if yours is a 3-seater, ask the city which of 1,000, "
         "7,000 or 15,000 won applies.", []),
    ],
)  # fmt: skip
def test_a_counted_build_given_to_a_twin_fee_is_invented(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SOFAS)) == wrong


def _fridge(spec: str, fee: int) -> dict[str, object]:
    return {"item_name": f"냉장고 ({spec})", "name": "냉장고", "spec": spec, "category": "가전제품류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


FRIDGES = {"district": "강릉시", "full_name": "강원특별자치도 강릉시", "query": "냉장고", "item_count": 4,
           "items": [_fridge("300ℓ 미만", 6000), _fridge("300ℓ 이상", 10000),
                     _fridge("1000ℓ 이상", 25000), _fridge("초소형(화장품용 등)", 4000)],
           "source": "bulk-waste-fees", "as_of": "2025-11-19"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("강릉시 냉장고 수수료예요.\n- 300ℓ 미만 6,000원\n- 300ℓ 이상 10,000원 / 1000ℓ 이상 25,000원\n"
         "200리터쯤이면 300ℓ 미만 요금이라 한 대 6,000원이에요.", []),
        ("강릉시 냉장고 수수료예요.\n- 300ℓ 미만 6,000원\n- 1000ℓ 이상 10,000원\n"
         "200리터쯤이면 300ℓ 미만 요금이에요.", ["10,000원"]),
    ],
)  # fmt: skip
def test_a_measure_on_the_next_line_is_not_the_fees(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FRIDGES, user="200리터쯤 냉장고 버려요")) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("강릉시 냉장고 수수료예요.\n1. 300ℓ 미만 작은 냉장고는 4,000원입니다.\n2. 300ℓ 이상은 10,000원입니다.",
         ["4,000원"]),
        ("강릉시 냉장고 수수료예요.\n1. 300ℓ 미만 작은 냉장고는 6,000원입니다.\n2. 300ℓ 이상은 10,000원입니다.",
         []),
        ("강릉시 냉장고는 300ℓ 미만이 6,000원이고, 그중 화장품용 같은 초소형은 4,000원이에요.", []),
    ],
)  # fmt: skip
def test_a_bracket_written_as_its_row_writes_it_marks_that_row(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(FRIDGES, user="작은 냉장고 버려요")) == wrong


def _bed(spec: str | None, name: str, fee: int) -> dict[str, object]:
    return {"item_name": name, "name": name, "spec": spec, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


BEDS = {"district": "서귀포시", "full_name": "제주특별자치도 서귀포시", "query": "침대", "item_count": 4,
        "items": [_bed(None, "침대(틀)", 7500), _bed(None, "침대(틀)", 12000),
                  _bed(None, "침대(헤드)", 6000), _bed(None, "안마침대", 20000)],
        "source": "bulk-waste-fees", "as_of": "2024-07-31"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 침대(틀): 7,500원 / 12,000원\n- 침대(헤드): 6,000원\n일반 침대는 틀+헤드 최저로 잡으면 13,500원이에요.", []),
        ("- 침대(틀): 7,500원 / 12,000원\n- 침대(헤드): 6,000원\n일반 침대는 틀 + 헤드 최대로 잡으면 18,000원이에요.", []),
        ("- 침대(틀): 7,500원 / 12,000원\n- 침대(헤드): 6,000원\n일반 침대는 틀+헤드 최저로 잡으면 14,000원이에요.",
         ["14,000원"]),
    ],
)  # fmt: skip
def test_items_added_by_name_with_a_plus(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


GWANGSAN_BEDS = {"district": "광산구", "full_name": "광주광역시 광산구", "query": "침대", "item_count": 4,
                 "items": [_row("침대", 6000), _row("침대", 11000), _row("침대", 20000),
                           _row("침대(돌,옥,흙)", 25000)],
                 "source": "bulk-waste-fees", "as_of": "2025-09-09"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A regular bed costs 6,000 to 20,000 won and a stone bed 25,000 won. Mattress alone is "
         "5,000 won, so if you only throw the mattress it's cheaper.", ["5,000 won"]),
        ("A regular bed costs 6,000 to 20,000 won. A bed frame alone is 5,000 won, which means "
         "it is cheaper.", ["5,000 won"]),
        ("A regular bed costs 6,000 to 20,000 won and a stone bed 25,000 won, so a stone bed is "
         "5,000 won more than the priciest regular bed.", []),
        ("침대는 6,000원에서 20,000원, 돌침대는 25,000원이라 돌침대가 5,000원 더 비싸요.", []),
    ],
)  # fmt: skip
def test_a_comparison_drawn_after_a_figure_works_out_no_difference(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(GWANGSAN_BEDS)) == wrong


CABINETS = {"district": "연제구", "full_name": "부산광역시 연제구", "query": "장식장", "item_count": 4,
            "items": [_row("캐비넷", 4000), _row("캐비넷", 7000), _row("장식장+ 찬장+ 책장", 9000),
                      _row("장식장+ 찬장+ 책장", 14000)],
            "source": "bulk-waste-fees", "as_of": "2025-07-28"}  # fmt: skip


def test_a_row_name_written_with_plus_adds_nothing() -> None:
    answer = "'장식장+찬장+책장' is 9,000 or 4,000 won, and 캐비넷 is 14,000 or 7,000 won."
    assert flagged(answer, ev(CABINETS)) != []
