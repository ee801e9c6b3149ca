"""Round 28 (r28a): figures worked out of rows the data does not tell apart.

One reading (:mod:`guardrails.grounding.row_choices`): a range, a bounded total or a product the
answer works out of an item's candidate rows for the user's quantities is supported when some
choice of those rows gives it (the least where its words say least, the greatest where they say
most); a bounded sum over two items its sentence names that is no such sum is flagged. Shapes of
prod_holdout12/13 cases and siblings written for this test (paraphrases, English, the
fabricated twin of a faithful case).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _fees(district: str, rows: list[tuple[str, int] | tuple[str, int, str]]) -> dict[str, Any]:
    items = [
        {"item_name": r[0] if len(r) == 2 else f"{r[0]} ({r[2]})", "name": r[0],  # type: ignore[misc]
         "spec": r[2] if len(r) == 3 else None, "category": "가구류", "fee": r[1],  # type: ignore[misc]
         "fee_text": f"{r[1]:,}원", "is_free": False}
        for r in rows
    ]  # fmt: skip
    return {"district": district, "full_name": district, "item_count": len(items), "items": items,
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-31"}  # fmt: skip


CHAIRS = _fees("영암군", [("의자", 1000), ("의자", 2000), ("의자", 3000)])
DRAWERS = _fees(
    "남양주시", [("서랍장, 책장", 2000), ("서랍장, 책장", 4000), ("서랍장, 책장", 6000)]
)
WARDROBES = _fees(
    "보령시", [("장롱", 10000), ("장롱", 15000), ("비키니 옷장", 2000), ("어린이 옷장", 8000)]
)
PIANOS = _fees("영암군", [("피아노", 10000), ("피아노", 15000)])
TABLES = _fees(
    "성주군",
    [
        ("대리석식탁", 13000),
        ("대리석식탁", 18000),
        ("탁자(식탁 포함)", 4000),
        ("탁자(식탁 포함)", 5000),
    ],
)
JARS = _fees(
    "대구 동구", [("항아리", 5000, "대형"), ("항아리", 1000, "소형"), ("항아리", 2000, "중형")]
)
SINKS = _fees("부산진구", [("싱크대", 4000, "50cm 당"), ("싱크대 찬장", 3000, "가로 50cm 당")])
TABLE_AND_DRAWER = [
    _fees("영주시", [("식탁", 3000), ("식탁", 4000), ("식탁", 5000)]),
    _fees("남양주시", [("서랍장", 2000), ("서랍장", 4000), ("서랍장", 6000)]),
]


@pytest.mark.parametrize(
    ("rows", "user", "answer"),
    [
        # a range of totals for the user's count (g27h3-0034)
        (
            CHAIRS,
            "의자 두 개 버리면?",
            "의자는 1,000원, 2,000원, 3,000원입니다. "
            "두 개면 적게는 2,000원, 많게는 6,000원 사이입니다.",
        ),
        (
            CHAIRS,
            "two chairs",
            "Chairs are 1,000, 2,000 or 3,000 won. For two, 2,000 won to 6,000 won in total.",
        ),
        # bounded totals whose cheapest total is also a row's fee (g26h3-0005)
        (
            DRAWERS,
            "서랍장 3개",
            "'서랍장, 책장'은 2,000원, 4,000원, 6,000원입니다. 3개가 모두 가장 "
            "비싼 6,000원 구간이라고 보면 최대 18,000원, 모두 가장 싼 구간이면 6,000원입니다.",
        ),
        (
            DRAWERS,
            "서랍장 3개",
            "서랍장은 2,000원·4,000원·6,000원이에요. 3개 다 제일 싼 구간이면 "
            "6,000원이고 제일 비싼 구간이면 18,000원이에요.",
        ),
        # each item's own count, a range of the whole (g27h2-0018)
        (
            WARDROBES,
            "장롱 4개랑 비키니 옷장 3개",
            "장롱은 10,000원과 15,000원, 비키니 옷장은 "
            "2,000원이에요.\n- 장롱이 모두 10,000원이면: 4 × 10,000 = 40,000원\n- 비키니 옷장: 3 × "
            "2,000 = 6,000원\n전체 46,000원~66,000원 사이예요.",
        ),
        # a range whose ends carry their workings in brackets (g27h2-0034)
        (
            PIANOS,
            "피아노 2대",
            "피아노는 10,000원과 15,000원 두 가지예요. 2대면 20,000원(2 × "
            "10,000)에서 30,000원(2 × 15,000) 사이예요.",
        ),
        # two items, the least and the most of one of each (g27h3-0018)
        (
            TABLES,
            "대리석 식탁 하나, 나무 식탁 하나",
            "1. 대리석식탁: 13,000원 또는 18,000원\n"
            "2. 보통 식탁(탁자): 4,000원 또는 5,000원\n크기 구분은 없습니다. 두 개를 함께 버리시면 "
            "적게는 17,000원, 많게는 23,000원입니다.",
        ),
        # a row a spec word names, times a count (g26h3-0014)
        (
            JARS,
            "항아리 큰 거 2개, 작은 거 3개",
            "항아리는 대형 5,000원, 소형 1,000원입니다.\n"
            "1. 대형 2개: 10,000원\n2. 소형 3개: 3,000원\n합계 13,000원입니다.",
        ),
        # a per-length fee times the sections (g27h0-0047)
        (SINKS, "싱크대 1.5m", "싱크대가 50cm당 4,000원이라 1.5m면 세 칸으로 12,000원입니다."),
    ],
)
def test_a_figure_worked_out_of_candidate_rows_passes(
    rows: dict[str, Any], user: str, answer: str
) -> None:
    assert flagged(answer, ev(rows, user=user)) == []


@pytest.mark.parametrize(
    ("rows", "user", "answer", "span"),
    [
        # the fabricated twins: a least that is not the least, a most that is not the most
        (
            CHAIRS,
            "의자 두 개 버리면?",
            "의자는 1,000원, 2,000원, 3,000원입니다. "
            "두 개면 적게는 3,000원, 많게는 6,000원 사이입니다.",
            "3,000원",
        ),
        (
            PIANOS,
            "피아노 2대",
            "피아노는 10,000원과 15,000원 두 가지예요. 2대면 최대 35,000원이에요.",
            "35,000원",
        ),
        (
            JARS,
            "항아리 큰 거 2개",
            "항아리는 대형 5,000원, 소형 1,000원입니다. 대형 2개면 12,000원입니다.",
            "12,000원",
        ),
    ],
)
def test_a_figure_no_choice_of_rows_gives_is_flagged(
    rows: dict[str, Any], user: str, answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(rows, user=user))


@pytest.mark.parametrize(
    ("answer", "span", "ok"),
    [
        # g26h2-0045: the cheapest rows add to 5,000원
        (
            "제일 낮은 금액 기준으로 영주 식탁 3,000원, 남양주 서랍장 2,000원이라 합치면 total "
            "6,000원이에요.",
            "6,000원",
            False,
        ),
        (
            "가장 싼 요금으로 보면 식탁 3,000원, 서랍장 2,000원이니 합계 4,000원입니다.",
            "4,000원",
            False,
        ),
        (
            "제일 낮은 금액 기준으로 영주 식탁 3,000원, 남양주 서랍장 2,000원이라 합치면 total "
            "5,000원이에요.",
            "5,000원",
            True,
        ),
        ("가장 비싼 요금으로 보면 식탁 5,000원, 서랍장 6,000원이니 합계 11,000원입니다.", "", True),
    ],
)
def test_a_bounded_sum_of_two_named_items(answer: str, span: str, ok: bool) -> None:
    found = flagged(answer, ev(*TABLE_AND_DRAWER, user="식탁이랑 서랍장 제일 싼 걸로 얼마?"))
    assert (found == []) if ok else (span in found)


def _plastic(rows: list[tuple[str, int]]) -> dict[str, Any]:
    return {"region": "nationwide", "region_name": "전국", "item_count": len(rows),
            "items": [{"item_name": n, "category": "plastic", "form": "압축", "price_per_kg": p,
                       "price_text": f"{p}원/kg"} for n, p in rows],
            "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip


PLASTICS = _plastic([("PE(압축)", 150), ("PS(압축)", 100), ("PET(플레이크)", 650), ("PVC", 80)])


@pytest.mark.parametrize(
    ("answer", "flags"),
    [
        # "값이 낮은/높은" ranks prices like 싼/비싼 (g27h3-0049: PVC 80 is lower)
        ("1. 가장 값이 높은 것은 PET(플레이크)로 1kg에 650원입니다.\n2. 가장 값이 낮은 것은 "
         "PS(압축)로 1kg에 100원입니다.", True),
        ("가장 값이 높은 것은 PET(플레이크)로 650원/kg, 가장 값이 낮은 것은 PVC로 80원/kg입니다.", False),
        ("제일 값이 높은 건 PE(압축)로 150원/kg이에요.", True),
    ],
)  # fmt: skip
def test_a_price_ranked_by_its_value_word(answer: str, flags: bool) -> None:
    assert (flagged(answer, ev(PLASTICS)) != []) is flags


METALS = {"region": "nationwide", "region_name": "전국", "item_count": 3, "unit": "원/kg",
          "items": [{"item_name": n, "category": "metal", "form": f, "price_per_kg": p,
                     "price_text": f"{p:,}원/kg"} for n, f, p in
                    [("철스크랩", "고철", 280), ("철캔", "압축", 180), ("알루미늄캔", "압축", 1200)]],
          "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip
_METAL_LIST = "철스크랩 280원, 철캔 180원, 알루미늄캔 1,200원/kg이에요. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a gap between two named items is their rows' difference (g26h2-0067: 1,200 − 180 is the
        # steel cans' gap, not the iron scrap's)
        (_METAL_LIST + "알루미늄캔이 철스크랩보다 kg당 1,020원 비싸니까 따로 모으세요.", ["kg당 1,020원"]),
        (_METAL_LIST + "알루미늄캔이 철스크랩보다 kg당 920원 비싸니까 따로 모으세요.", []),
        (_METAL_LIST + "알루미늄캔이 철캔보다 kg당 1,020원 더 비싸요.", []),
        # the direction its verb says
        (_METAL_LIST + "철캔이 철스크랩보다 kg당 100원 싸요.", []),
        (_METAL_LIST + "철캔이 철스크랩보다 kg당 100원 더 비싸요.", ["kg당 100원"]),
    ],
)  # fmt: skip
def test_a_gap_between_two_named_items(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(METALS)) == wrong


def test_many_pieces_of_many_items_stay_fast() -> None:
    rows = {"district": "X", "items": [{"item_name": n, "name": n, "spec": None, "fee": f}
                                       for n in ("의자", "책상", "소파", "장롱")
                                       for f in range(1000, 11000, 1000)]}  # fmt: skip
    answer = ("의자, 책상, 소파, 장롱은 각각 1,000원부터 10,000원까지예요. 의자 12개, 책상 12개, "
              "소파 12개, 장롱 12개 모두 합치면 123,000원이에요.")  # fmt: skip
    started = time.process_time()
    flagged(answer, ev(rows, user="의자 12개, 책상 12개, 소파 12개, 장롱 12개"))
    assert time.process_time() - started < 1.0
