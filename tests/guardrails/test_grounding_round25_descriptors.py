"""Round 25 (r25d): a row is told apart only by words its own record carries.

A size, a measure or a comparative of size that falls on one side of a record's stated bound picks
the rows on that side (:mod:`guardrails.grounding.sides`), even where the same amount is also a fee
of rows told apart by nothing. A descriptor no record carries — a kind, a use, a part, said of a fee
of unnamed rows (:mod:`guardrails.grounding.twins`), an extra charge for a thing with no row
(:mod:`guardrails.grounding.surcharges`), a proviso with a measure no output writes on a service
(:mod:`guardrails.grounding.provisos`) — is flagged. Hedged advice stays unclaimed. The answers are
new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _row(name: str, fee: int, spec: str | None = None, category: str = "가구류") -> dict[str, Any]:
    item = f"{name} ({spec})" if spec else name
    return {"item_name": item, "name": name, "spec": spec, "category": category, "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, *rows: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"district": district, "full_name": f"서울특별시 {district}", "query": query,
            "item_count": len(rows), "items": list(rows), "source": "bulk-waste-fees",
            "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
            "as_of": "2025-05-01", **extra}  # fmt: skip


# 책상 told apart by a bound of width; 의자 rows told apart by nothing, sharing two amounts
DESKS = _fees(
    "성북구", "책상",
    _row("책상", 4000, "폭 120cm 미만"), _row("책상", 6000, "폭 120cm 이상"),
    _row("의자", 4000), _row("의자", 6000), _row("의자", 8000),
)  # fmt: skip
APPLIANCE_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
COMPUTERS = _fees(
    "강서구", "컴퓨터",
    _row("컴퓨터", 1000, category="가전제품류"), _row("컴퓨터", 2000, category="가전제품류"),
    appliance_note=APPLIANCE_NOTE,
)  # fmt: skip
AIRCON = _fees(
    "강서구", "에어컨",
    _row("에어컨", 5000, category="가전제품류"), _row("에어컨", 9000, category="가전제품류"),
    _row("실외기", 2000, category="가전제품류"), appliance_note=APPLIANCE_NOTE,
)  # fmt: skip


# -- a measure or comparative on one side of a record's bound picks those rows --


def test_korean_smaller_one_picks_the_below_bound_row() -> None:
    answer = "성북구 책상은 폭 120cm 이상이면 6,000원이고, 작은 건 4,000원이에요."
    assert flagged(answer, ev(DESKS)) == []


def test_korean_measure_over_the_bound_picks_the_above_rows() -> None:
    answer = "성북구 책상 수수료예요. 폭 1.5m짜리면 120cm 이상이라 6,000원입니다."
    assert flagged(answer, ev(DESKS, user="책상 폭이 1.5m예요")) == []


def test_korean_measure_under_the_bound_picks_the_below_row() -> None:
    answer = "성북구 책상 수수료예요. 폭 90cm면 4,000원입니다."
    assert flagged(answer, ev(DESKS, user="폭 90cm 책상 버려요")) == []


def test_english_smaller_desk_picks_the_below_bound_row() -> None:
    answer = "In Seongbuk-gu a desk 120 cm wide or more is 6,000 won; a smaller one is 4,000 won."
    assert flagged(answer, ev(DESKS)) == []


# -- a descriptor no record carries, given to one of rows told apart by nothing --


def test_korean_fee_as_topic_given_an_item_kind_is_flagged() -> None:
    answer = "성북구 의자는 4,000원, 6,000원, 8,000원이에요. 8,000원짜리는 리클라이너 요금이에요."
    assert flagged(answer, ev(DESKS)) == ["8,000원"]


def test_korean_fee_as_topic_given_a_use_is_flagged() -> None:
    answer = "성북구 의자는 세 가지 요금이 있어요. 6,000원은 사무용 의자 기준입니다."
    assert flagged(answer, ev(DESKS)) == ["6,000원"]


def test_korean_adnominal_part_qualifying_the_item_is_flagged() -> None:
    answer = "성북구 의자 수수료는 세 가지이고, 팔걸이 달린 의자는 8,000원이에요."
    assert flagged(answer, ev(DESKS)) == ["8,000원"]


def test_english_fee_said_to_be_for_a_kind_is_flagged() -> None:
    answer = "Seongbuk-gu lists chairs at three fees. The 8,000-won one is for recliners."
    assert flagged(answer, ev(DESKS)) == ["8,000"]


def test_hedged_descriptor_stays_unclaimed() -> None:
    answer = "성북구 의자는 4,000원, 6,000원, 8,000원이에요. 8,000원짜리는 아마 리클라이너 요금일 거예요."
    assert flagged(answer, ev(DESKS)) == []


def test_the_users_own_word_for_the_item_is_no_invention() -> None:
    answer = "성북구 의자는 4,000원, 6,000원, 8,000원 중 하나예요. 구청에 확인해 보세요."
    assert flagged(answer, ev(DESKS, user="사무용 의자 버리려는데")) == []


# -- an extra charge for a thing with no row --


def test_korean_extra_charge_for_a_thing_with_no_row_is_flagged() -> None:
    answer = "강서구 컴퓨터는 1,000원이나 2,000원이에요. 키보드는 본체와 별도로 1,000원이 붙어요."
    assert [c.value for c in _unsupported(answer, COMPUTERS)] == ["surcharge"]


def test_korean_charge_of_a_row_of_its_own_passes() -> None:
    answer = "강서구 에어컨은 5,000원이나 9,000원이고, 실외기는 에어컨과 별도로 2,000원이 붙어요."
    assert flagged(answer, ev(AIRCON)) == []


# -- a proviso with a measure no output writes --


def test_english_proviso_with_an_age_on_the_free_pickup_is_flagged() -> None:
    answer = (
        "Gangseo-gu charges 5,000 or 9,000 won. The free pickup (1599-0903) takes it at no cost, "
        "provided the unit is under eight years old."
    )
    assert [c.value for c in _unsupported(answer, AIRCON)] == ["eight years"]


def test_korean_proviso_with_a_weight_is_flagged() -> None:
    answer = (
        "에어컨은 5,000원이에요. 무상방문수거(1599-0903)는 구입 5년 이내인 제품에 한해 무료예요."
    )
    assert [c.value for c in _unsupported(answer, AIRCON)] == ["5년"]


def test_proviso_with_the_outputs_own_figure_passes() -> None:
    answer = "에어컨은 5,000원이에요. 실외기 2,000원은 에어컨과 함께 낼 때만 붙어요."
    assert flagged(answer, ev(AIRCON)) == []


def test_hedged_proviso_stays_unclaimed() -> None:
    answer = (
        "The free pickup (1599-0903) may take it as long as it is under ten years old; "
        "check with them first."
    )
    assert flagged(answer, ev(AIRCON)) == []


def _unsupported(answer: str, *objs: Any) -> list[Any]:
    from guardrails.grounding import check

    return list(check(answer, ev(*objs)).unsupported)


def test_english_measure_over_the_bound_picks_the_above_rows() -> None:
    answer = "Seongbuk-gu desk fees: at 1.5 m wide it is over 120 cm, so 6,000 won."
    assert flagged(answer, ev(DESKS, user="my desk is 1.5 m wide")) == []


def test_korean_larger_one_picks_the_above_bound_row() -> None:
    answer = "성북구 책상은 폭 120cm 미만이 4,000원이고, 그보다 큰 건 6,000원이에요."
    assert flagged(answer, ev(DESKS)) == []


def test_comparative_without_a_bounded_row_of_the_item_still_flags() -> None:
    # 6,000원 is also the wide desk's fee, but no desk is named: the comparative picks no row
    answer = "성북구 의자는 세 가지 요금이에요. 큰 리클라이너는 6,000원이에요."
    assert flagged(answer, ev(DESKS)) == ["6,000원"]


# -- the converse: a comparative that picks one end, said of the other end's fee --


def test_korean_smaller_one_given_the_wide_desks_fee_is_flagged() -> None:
    answer = "성북구 작은 책상은 6,000원이에요."
    assert [c.kind for c in _unsupported(answer, DESKS)] == ["condition"]


def test_english_larger_desk_given_the_narrow_desks_fee_is_flagged() -> None:
    answer = "In Seongbuk-gu a larger desk is 4,000 won."
    assert [c.text for c in _unsupported(answer, DESKS)] == ["4,000 won"]


def test_both_ends_each_with_its_own_fee_pass() -> None:
    answer = "성북구 책상은 큰 건 6,000원, 작은 건 4,000원이에요."
    assert flagged(answer, ev(DESKS)) == []


def test_english_fee_said_to_be_a_kinds_rate_is_flagged() -> None:
    answer = "Seongbuk-gu chairs are 4,000, 6,000 or 8,000 won; 8,000 won is the recliner rate."
    assert flagged(answer, ev(DESKS)) == ["8,000 won"]


def test_english_fee_said_to_be_the_top_or_a_districts_rate_passes() -> None:
    answer = "Chairs are 4,000, 6,000 or 8,000 won; 8,000 won is the highest rate."
    assert flagged(answer, ev(DESKS)) == []
    answer = "Chairs are 4,000, 6,000 or 8,000 won; 8,000 won is the Seongbuk-gu rate."
    assert flagged(answer, ev(DESKS)) == []
