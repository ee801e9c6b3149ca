"""Round 15 (r15c): what a fee row's own label says, and rows told apart by nothing.

- ``X 포함`` where the labels say ``X 별도`` (and the reverse) contradicts the label's own words;
- a distinguishing word given to one of two rows of one label and no spec (``업라이트 피아노:
  10,000원`` where both rows are 피아노) invents the condition that tells them apart.

Each table: the faithful neighbours pass, the fabricated twin is flagged, with its why."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

DESK = {
    "district": "동래구",
    "items": [
        {"item_name": "책상(서랍 포함, 의자 별도)", "spec": None, "fee": 5000, "fee_text": "5,000원"},
        {"item_name": "책상(서랍 포함, 의자 별도)", "spec": None, "fee": 8000, "fee_text": "8,000원"},
    ],
}  # fmt: skip
ORGAN = {
    "district": "춘천시",
    "items": [
        {"item_name": "오르간(의자 별도)", "spec": "소형", "fee": 6000, "fee_text": "6,000원"},
        {"item_name": "오르간(의자 별도)", "spec": "대형", "fee": 9000, "fee_text": "9,000원"},
    ],
}  # fmt: skip
MIXED = {
    "items": [
        {"item_name": "소파(쿠션 포함)", "spec": "1인용", "fee": 4000},
        {"item_name": "소파(쿠션 별도)", "spec": "3인용", "fee": 9000},
    ]
}  # fmt: skip
BED = {
    "district": "남동구",
    "items": [
        {"item_name": "침대", "name": "침대", "spec": None, "fee": 6000, "fee_text": "6,000원"},
        {"item_name": "침대", "name": "침대", "spec": None, "fee": 9000, "fee_text": "9,000원"},
    ],
}  # fmt: skip
BED_SIZES = {
    "district": "남동구",
    "items": [
        {"item_name": "침대", "name": "침대", "spec": "싱글", "fee": 6000, "fee_text": "6,000원"},
        {"item_name": "침대", "name": "침대", "spec": "더블", "fee": 9000, "fee_text": "9,000원"},
    ],
}  # fmt: skip
SURVEY = {
    "items": [
        {"item_name": "백색 유리", "region": "전국", "price_per_kg": 45},
        {"item_name": "백색 유리", "region": "강원", "price_per_kg": 50},
    ]
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # the label's own words: 서랍 included, 의자 charged apart
        ("동래구 책상은 5,000원이나 8,000원이고, 서랍 포함 가격이에요.", DESK, []),
        ("동래구 책상은 5,000원이나 8,000원이고, 의자는 별도예요.", DESK, []),
        ("동래구 책상은 5,000원이나 8,000원이고, 의자까지 포함한 금액이에요.", DESK, ["의자까지 포함"]),
        ("동래구 책상은 5,000원이나 8,000원이고, 서랍은 별도예요.", DESK, ["서랍은 별도"]),
        ("오르간은 소형 6,000원, 대형 9,000원이고 둘 다 의자 포함이에요.", ORGAN, ["의자 포함"]),
        # asked, negated or left to the user: no claim
        ("오르간은 소형 6,000원이에요. 의자 포함 여부는 구청에 확인하세요.", ORGAN, []),
        ("오르간 6,000원은 의자 포함이 아니에요.", ORGAN, []),
        # one row includes it, another leaves it out: unsure
        ("1인용 소파는 4,000원이고 쿠션 포함이에요.", MIXED, []),
    ],
)  # fmt: skip
def test_included_against_the_label(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_included_says_why() -> None:
    verdict = check("둘 다 의자 포함 가격이에요. 오르간 소형은 6,000원.", ev(ORGAN))
    assert [(c.text, c.why) for c in verdict.unsupported] == [
        ("의자 포함", "'의자' is charged apart in tool outputs")
    ]


@pytest.mark.parametrize(
    ("answer", "evidence", "user", "wrong"),
    [
        # both fees, no condition: faithful
        ("남동구 침대는 6,000원 또는 9,000원이에요.", BED, "", []),
        ("남동구 침대는 크기에 따라 6,000원이나 9,000원이에요.", BED, "", []),
        ("침대 수수료는 6,000원과 9,000원 두 가지예요. 비싼 건 9,000원이에요.", BED, "", []),
        # a word of one's own that tells the twins apart
        ("남동구 침대는 6,000원 또는 9,000원이에요. 매트리스가 있는 건 9,000원이에요.", BED, "",
         ["9,000원"]),
        ("- 싱글 침대: 6,000원\n- 더블 침대: 9,000원", BED, "", ["6,000원", "9,000원"]),
        # the rows' own specs, or words the user wrote: no invented condition
        ("- 싱글 침대: 6,000원\n- 더블 침대: 9,000원", BED_SIZES, "", []),
        ("이층 침대는 6,000원 또는 9,000원이에요.", BED, "이층 침대 버리려고요", []),
        # rows told apart by another field (the region): not twins
        ("흰색 유리는 kg당 45원이에요.", SURVEY, "", []),
    ],
)  # fmt: skip
def test_rows_told_apart_by_nothing(
    answer: str, evidence: object, user: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong


def test_told_apart_says_why() -> None:
    (claim,) = check("더블 침대: 9,000원", ev(BED)).unsupported
    assert (claim.value, claim.why) == (
        "더블",
        "'더블' tells apart rows the tool outputs do not tell apart",
    )


CULLET = {
    "region_name": "전국",
    "items": [
        {"item_name": "백색 유리", "price_per_kg": 45, "price_text": "45원/kg"},
        {"item_name": "갈색 유리", "price_per_kg": 40, "price_text": "40원/kg"},
        {"item_name": "청녹색 유리", "price_per_kg": 35, "price_text": "35원/kg"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # glass rows named by their colour in English (or 투명 / 녹색 in Korean)
        ("Cullet goes for: clear 45 won/kg, brown 40 won/kg, green 35 won/kg.", []),
        ("투명 병은 kg당 45원, 녹색 병은 35원이에요.", []),
        ("Cullet goes for: clear 45 won/kg, green 40 won/kg, brown 35 won/kg.",
         ["40 won/kg", "35 won/kg"]),
        ("White glass is 40 won/kg.", ["40 won/kg"]),
    ],
)  # fmt: skip
def test_glass_rows_named_by_colour(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CULLET)) == wrong


RESIN = {
    "region_name": "전국",
    "unit": "원/kg",
    "items": [
        {"item_name": "PE(압축)", "form": "압축", "price_per_kg": 150, "price_text": "150원/kg"},
        {"item_name": "PE(플레이크)", "form": "플레이크", "price_per_kg": 450,
         "price_text": "450원/kg"},
        {"item_name": "PP(압축)", "form": "압축", "price_per_kg": 180, "price_text": "180원/kg"},
        {"item_name": "PS(압축)", "form": "압축", "price_per_kg": 100, "price_text": "100원/kg"},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a list whose header names the unit: its bare figures are prices per kg
        ("National averages, in won per kg:\n- PE (compressed): 150 / PE flake: 450\n"
         "- PP (compressed): 180\n- PS (compressed): 100", []),
        ("전국 평균이에요 (원/kg):\n- PE(압축): 150\n- PP(압축): 180", []),
        ("National averages, in won per kg:\n- PP (compressed): 100\n- PS (compressed): 180",
         ["100", "180"]),
        # no header unit: the bare figures are no claims
        ("Prices vary:\n- PP (compressed): 100\n- PS (compressed): 180", []),
        # a short name the vocabulary reads as the compressed row names the flake row too
        ("PE는 kg당 150원, PE 플레이크는 450원이에요.", []),
        ("PE는 kg당 450원이에요.", []),
        ("PP는 kg당 100원이에요.", ["kg당 100원"]),
    ],
)  # fmt: skip
def test_bare_figures_under_a_unit_header(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(RESIN)) == wrong


POTS = {
    "district": "강릉시",
    "items": [
        {"item_name": "깨진유리(조각난 것) (20kg 1마대당)", "spec": "20kg 1마대당", "fee": 3000},
        {"item_name": "화분, 항아리 (모든 규격)", "spec": "모든 규격", "fee": 4000},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the weight a fee is charged per names the row that states it
        ("Broken glass is 3,000 won per 20 kg sack; a whole pot is 4,000 won.", []),
        ("깨진 유리는 20kg 한 마대에 3,000원, 화분은 4,000원이에요.", []),
        ("Broken glass is 4,000 won per 20 kg sack; a whole pot is 3,000 won.", ["4,000 won"]),
        ("깨진 유리 조각은 20kg 한 마대에 4,000원이에요.", ["4,000원"]),
    ],
)  # fmt: skip
def test_unit_of_charge_names_its_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(POTS)) == wrong


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        ("Beds in Namdong-gu are 6,000 or 9,000 won.", "", []),
        ("Beds are 6,000 or 9,000 won; the one with a headboard is 9,000 won.", "", ["9,000 won"]),
        ("Ones that come with drawers cost 9,000 won.", "", ["9,000 won"]),
        # a guess selects no row (round 28: the user's own word is no record's word, but the
        # sentence only guesses)
        ("The one with storage is 9,000 won, I'd guess.", "a bed with storage", []),
    ],
)  # fmt: skip
def test_twin_condition_in_english(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BED, user=user)) == wrong
