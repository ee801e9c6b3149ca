"""Round 35 (r35d): wrong price and fee facts that passed in prod_dev5.

A price list written one member a line (``- PET(압축) — 350원/kg`` / ``- PET(플레이크) — 650원/kg``
/ ``- HDPE — 200원/kg``) is one list, as a comma list is: a line's head that no output lists
beside members they all list is invented (:mod:`guardrails.grounding.listed_items`). A spelling
two vocabulary entries declare is a form of each (``clear``: 무색's and 백색's), and 청녹색 is
``blue-green`` in English, so an English glass answer that swaps the colours' prices is read row
by row (:meth:`guardrails.grounding.vocabulary.PlaceVocabulary.with_subjects`). An amount no row
gives whose clause adds an item no output writes (``모니터까지 같이 내놓으시면 3,000원`` over two
개인용컴퓨터 rows) counts a fee no output gives (:func:`guardrails.grounding.unrowed_items.
unrowed_total_why`); the same sum said of the listed item alone still passes.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, plastic_row

PLASTICS = ev(
    {
        "region": "nationwide", "region_name": "전국", "query": "플라스틱", "item_count": 7,
        "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
                  plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650),
                  plastic_row("ABS", "압축", 280), plastic_row("PVC", "압축", 80),
                  plastic_row("EPS", "압축(스티로폼)", 200)],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
    },
    user="플라스틱 페트병 모으는데 얼마 받을 수 있어요?",
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g41d1-0057's shape: another row's 200원 on a line headed by a material no row lists
        ("- PET(압축) — 350원/kg\n- PET(플레이크) — 650원/kg\n- HDPE — 200원/kg\n"
         "전국 평균(2025-01)이에요. 깨끗하게 모을수록 좋아요.", "HDPE"),
        ("- PET: 350 won/kg\n- PVC: 80 won/kg\n- LDPE: 150 won/kg", "LDPE"),
        ("1. PP(압축) 180원/kg\n2. ABS 280원/kg\n3. PC 280원/kg", "PC"),
        ("* PET — 350원/kg\n* PVC — 80원/kg\n* 나일론 — 200원/kg", "나일론"),
    ],
)  # fmt: skip
def test_bulleted_price_of_an_unlisted_material_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, PLASTICS)


@pytest.mark.parametrize(
    "answer",
    [
        "- PET(압축) — 350원/kg\n- PET(플레이크) — 650원/kg\n- EPS — 200원/kg\n"
        "전국 평균(2025-01)이에요. 깨끗하게 모을수록 좋아요.",
        "- PET: 350 won/kg\n- PVC: 80 won/kg\n- ABS: 280 won/kg",
        "1. PP(압축) 180원/kg\n2. ABS 280원/kg\n3. PE(압축) 150원/kg",
        # a line that doubts its member keeps it
        "- PET(압축) — 350원/kg\n- PET(플레이크) — 650원/kg\n- HDPE — 200원/kg인지는 확인이 필요해요",
    ],
)
def test_bulleted_prices_of_listed_materials_pass(answer: str) -> None:
    assert flagged(answer, PLASTICS) == []


GLASS = ev(
    glass_prices(),
    user="What do recyclers pay for glass bottles? I've got clear, brown and green ones.",
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g41d2-0002's shape: 백색's and 청녹색's prices swapped, the colours in English
        ("Going by KECO's nationwide average (January 2025 survey), clear glass cullet is 35 "
         "won/kg, brown is 40 won/kg, and blue-green is 45 won/kg.",
         ["35 won/kg", "45 won/kg"]),
        ("35 won/kg for clear, 40 won/kg for brown and 45 won/kg for blue-green glass.",
         ["35 won/kg", "45 won/kg"]),
        ("Blue-green bottles fetch 45 won/kg while clear ones fetch 35 won/kg.",
         ["45 won/kg", "35 won/kg"]),
        ("Green-blue glass: 45 won/kg.", ["45 won/kg"]),
    ],
)  # fmt: skip
def test_swapped_english_glass_colours_are_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, GLASS) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "Going by KECO's nationwide average (January 2025 survey), clear glass cullet is 45 "
        "won/kg, brown is 40 won/kg, and blue-green is 35 won/kg.",
        "45 won/kg for clear, 40 won/kg for brown and 35 won/kg for blue-green glass.",
        "Blue-green bottles fetch 35 won/kg while clear ones fetch 45 won/kg.",
        "Green-blue glass: 35 won/kg.",
    ],
)
def test_right_english_glass_colours_pass(answer: str) -> None:
    assert flagged(answer, GLASS) == []


COMPUTERS = ev(
    {
        "district": "구미시", "full_name": "경상북도 구미시", "query": "컴퓨터", "item_count": 2,
        "items": [{"item_name": "개인용컴퓨터", "name": "개인용컴퓨터", "spec": None,
                   "category": "가전제품류", "fee": fee, "fee_text": f"{fee:,}원",
                   "is_free": False} for fee in (1000, 2000)],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2025-01-03",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 "
                          "서비스(1599-0903)로 무료 배출할 수 있습니다.",
    },
    user="구미시 컴퓨터 버리는 비용 알려주세요. 모니터도 있어요.",
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g41d2-0041's shape: the two PC rows' sum said to cover a monitor no row lists
        ("구미시는 개인용컴퓨터 수수료가 1,000원 또는 2,000원으로 나와 있어요. 모니터까지 같이 "
         "내놓으시면 3,000원이에요.", "3,000원"),
        ("Gumi lists a personal computer at 1,000 or 2,000 won. Plus the monitor, that comes to "
         "3,000 won in total.", "3,000 won"),
        ("개인용컴퓨터는 1,000원 또는 2,000원이에요. 노트북이랑 같이 버리면 총 3,000원이에요.",
         "3,000원"),
        ("PCs are 1,000 won or 2,000 won; with a laptop it would be 3,000 won altogether.",
         "3,000 won"),
    ],
)  # fmt: skip
def test_total_counting_an_unpriced_item_is_flagged(answer: str, wrong: str) -> None:
    flags = flagged(answer, COMPUTERS)
    assert flags == [wrong]


@pytest.mark.parametrize(
    "answer",
    [
        "구미시는 개인용컴퓨터 수수료가 1,000원 또는 2,000원이에요. 두 대를 같이 내놓으시면 "
        "3,000원이에요.",
        "개인용컴퓨터가 1,000원과 2,000원 두 가지라, 둘 다 내놓으면 합쳐서 3,000원이에요.",
        "A PC is 1,000 or 2,000 won; both together come to 3,000 won.",
        # the unpriced item named apart, with a doubt: the total is the PCs'
        "개인용컴퓨터 1,000원 또는 2,000원이에요. 모니터는 목록에 없어서 같이 내놓을 때 요금은 "
        "구청에 확인하세요. 컴퓨터 두 대면 3,000원이에요.",
    ],
)
def test_total_of_the_items_own_rows_passes(answer: str) -> None:
    assert flagged(answer, COMPUTERS) == []


def test_why_names_the_unpriced_item_total() -> None:
    from guardrails.grounding import check

    verdict = check("개인용컴퓨터는 1,000원 또는 2,000원이에요. 모니터까지 같이 내놓으면 3,000원이에요.",
                    COMPUTERS)  # fmt: skip
    (claim,) = verdict.unsupported
    assert claim.text == "3,000원" and "counts an item no tool output prices" in (claim.why or "")
