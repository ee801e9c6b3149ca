"""Round 26 (r26c): a meaning or condition no record attaches to a row, price or ratio.

Where the tool outputs hold several rows an answer cannot tell apart (one name, no spec), words
that give one of them a kind, a size, a use or an accompanying item are flagged — the row named by
its rank (:mod:`guardrails.grounding.twin_ranks`: ``the higher fee applies to …``), by a
descriptor after its fee on its list line (``10,000 won — upright pianos``), by a condition clause
whose noun goes with it (``모니터까지 같이 내면``) or by a rate said to be for the item with a
with/without phrase (``the 2,000 won rate is for a desktop without a monitor``). A deduction from
a price no record carries (:mod:`guardrails.grounding.deductions`) and an English ratio its two
amounts do not give (:mod:`guardrails.grounding.times`) are flagged too. Hedged advice and a
faithful ``the data does not tell them apart`` pass. The answers are new wordings (none is a corpus
case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, fee: int, category: str = "기타") -> dict[str, Any]:
    return {"item_name": name, "name": name, "spec": None, "category": category, "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, *rows: dict[str, Any]) -> dict[str, Any]:
    return {"district": district, "full_name": f"경기도 {district}", "query": query,
            "item_count": len(rows), "items": list(rows), "source": "bulk-waste-fees",
            "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
            "as_of": "2025-04-01"}  # fmt: skip


def _prices(*rows: tuple[str, int]) -> dict[str, Any]:
    items = [{"item_name": n, "category": "metal", "form": "압축", "price_per_kg": p,
              "price_text": f"{p:,}원/kg"} for n, p in rows]  # fmt: skip
    return {"region": "nationwide", "region_name": "전국", "query": "고철", "item_count": len(items),
            "items": items, "survey_date": "2025-01", "unit": "원/kg",
            "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip


# two 세탁기 rows and three 소파 rows told apart by nothing
WASHERS = _fees(
    "이천시", "세탁기", _row("세탁기", 4000, "가전제품류"), _row("세탁기", 7000, "가전제품류")
)
SOFAS = _fees("안성시", "소파", _row("소파", 5000, "가구류"), _row("소파", 8000, "가구류"),
              _row("소파", 12000, "가구류"))  # fmt: skip
METALS = _prices(("구리", 6000), ("고철", 300))


# -- a twin row named by its rank and given a kind --


def test_english_higher_fee_given_a_kind_is_flagged() -> None:
    answer = (
        "A washing machine is 4,000 or 7,000 won in Icheon; the higher fee applies to drum washers."
    )
    assert flagged(answer, ev(WASHERS)) == ["the higher fee applies to drum washers"]


def test_english_cheaper_one_given_a_use_is_flagged() -> None:
    answer = "Washing machines cost 4,000 won or 7,000 won. The cheaper one is for compact washers."
    assert flagged(answer, ev(WASHERS)) == ["The cheaper one is for compact washers"]


def test_korean_dearer_side_given_a_kind_is_flagged() -> None:
    answer = "이천시 세탁기는 4,000원 또는 7,000원이에요. 비싼 쪽은 드럼세탁기용이에요."
    assert flagged(answer, ev(WASHERS)) == ["비싼 쪽은 드럼세탁기용이에요"]


def test_english_kind_paying_the_higher_fee_is_flagged() -> None:
    answer = "Washing machines cost 4,000 or 7,000 won. Drum washers pay the higher fee."
    assert flagged(answer, ev(WASHERS)) == ["Drum washers pay the higher fee"]


def test_korean_kind_topic_of_the_dearer_side_is_flagged() -> None:
    answer = "이천시 세탁기는 4,000원 또는 7,000원이에요. 통돌이 세탁기는 싼 쪽이에요."
    assert flagged(answer, ev(WASHERS)) == ["통돌이 세탁기는 싼 쪽이에요"]


def test_item_alone_as_topic_of_a_side_passes() -> None:
    answer = "Washing machines cost 4,000 or 7,000 won; you pay the higher fee only if told so."
    assert flagged(answer, ev(WASHERS)) == []


def test_rank_said_to_be_unknown_passes() -> None:
    answer = (
        "Washing machines cost 4,000 or 7,000 won; the data doesn't say which machines the "
        "higher fee applies to, so check when you book."
    )
    assert flagged(answer, ev(WASHERS)) == []


def test_korean_rank_guessed_passes() -> None:
    answer = (
        "이천시 세탁기는 4,000원 또는 7,000원이에요. 비싼 쪽은 대형용일 수 있으니 확인해 보세요."
    )
    assert flagged(answer, ev(WASHERS)) == []


# -- a descriptor set after one fee on its list line --


def test_english_dash_descriptor_after_one_fee_is_flagged() -> None:
    answer = (
        "Anseong lists three sofa fees:\n1. 5,000 won\n2. 8,000 won — leather sofas\n3. 12,000 won"
    )
    assert flagged(answer, ev(SOFAS)) == ["8,000 won"]


def test_korean_dash_descriptor_after_one_fee_is_flagged() -> None:
    answer = "안성시 소파 수수료예요.\n1. 5,000원\n2. 8,000원\n3. 12,000원 – 팔걸이 달린 소파"
    assert flagged(answer, ev(SOFAS)) == ["12,000원"]


def test_users_own_word_after_one_fee_is_still_flagged() -> None:
    answer = "Sofa fees in Anseong:\n1. 5,000 won\n2. 8,000 won — corner sofas\n3. 12,000 won"
    assert flagged(answer, ev(SOFAS, user="how much to toss my corner sofa?")) == ["8,000 won"]


def test_dash_remark_that_the_data_gives_no_kind_passes() -> None:
    answer = (
        "안성시 소파 수수료예요.\n1. 5,000원\n2. 8,000원\n3. 12,000원 - 구분 기준은 자료에 없어요"
    )
    assert flagged(answer, ev(SOFAS)) == []


def test_faithful_list_of_twin_fees_passes() -> None:
    answer = (
        "안성시 소파 수수료는 5,000원, 8,000원, 12,000원 세 가지예요. 어느 소파가 어느 금액인지 "
        "구분 기준은 자료에 없고, 신고할 때 확인해 보세요."
    )
    assert flagged(answer, ev(SOFAS)) == []


# -- a condition clause whose noun goes with the item --


def test_korean_accompanying_item_condition_is_flagged() -> None:
    answer = (
        "이천시 세탁기는 4,000원이나 7,000원이에요. 받침대까지 같이 내면 7,000원으로 신고하세요."
    )
    assert flagged(answer, ev(WASHERS)) == ["7,000원"]


def test_korean_subject_condition_is_flagged() -> None:
    answer = "이천시 세탁기는 4,000원이나 7,000원이에요. 건조기능이 있으면 7,000원이에요."
    assert flagged(answer, ev(WASHERS)) == ["7,000원"]


def test_korean_condition_guessed_passes() -> None:
    answer = "이천시 세탁기는 4,000원이나 7,000원이에요. 건조기능이 있으면 7,000원일 수도 있어요."
    assert flagged(answer, ev(WASHERS)) == []


def test_english_rate_for_the_item_with_a_part_is_flagged() -> None:
    answer = "Washing machines: 4,000 won or 7,000 won.\nThe 7,000 won rate is for a washer with a dryer."
    assert flagged(answer, ev(WASHERS)) == ["7,000 won"]


# -- a deduction from a price no record carries --


def test_english_deduction_from_a_price_is_flagged() -> None:
    answer = "Scrap iron averages 300 won/kg. Rusty scrap typically gets deducted from that."
    assert flagged(answer, ev(METALS)) == ["deducted"]


def test_korean_deduction_from_a_price_is_flagged() -> None:
    answer = "고철은 전국 평균 300원/kg이에요. 녹슨 고철은 보통 가격이 차감돼요."
    assert flagged(answer, ev(METALS)) == ["차감"]


def test_hedged_deduction_passes() -> None:
    answer = "Scrap iron averages 300 won/kg. Some yards may dock rusty scrap, so ask first."
    assert flagged(answer, ev(METALS)) == []


def test_korean_hedged_deduction_passes() -> None:
    answer = "고철은 전국 평균 300원/kg이에요. 상태에 따라 덜 받을 수 있어요."
    assert flagged(answer, ev(METALS)) == []


# -- a ratio its two amounts do not give --


def test_about_n_times_more_is_not_the_pedantic_n_plus_one() -> None:
    answer = "Copper is 6,000 won/kg and scrap iron 300 won/kg, so copper pays about 17 times more."
    assert flagged(answer, ev(METALS)) == ["about 17 times"]


def test_ratio_said_as_better_is_read() -> None:
    answer = "Copper is 6,000 won/kg and scrap iron 300 won/kg, so copper pays ten times better."
    assert flagged(answer, ev(METALS)) == ["ten times"]


def test_ratio_the_amounts_give_passes() -> None:
    answer = "Copper is 6,000 won/kg and scrap iron 300 won/kg, so copper pays about 20 times more."
    assert flagged(answer, ev(METALS)) == []
