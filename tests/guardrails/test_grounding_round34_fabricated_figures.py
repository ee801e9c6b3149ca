"""Round 34 (r34d): fabricated figures and specs that passed on prod_dev4.

* a coverage count no output holds (``That dataset only covers 124 districts`` where the note says
  ``자료가 있는 시군구 142곳``: :mod:`guardrails.grounding.coverage_counts`);
* a superlative over a whole counted list (``12종 중 제일 싸고``) ranks every row, not only the
  ones the answer states (:mod:`guardrails.grounding.ordinal`);
* a spec given after a fee a range bound picks (``from 4,000 won for a two-seater``) still tells
  apart rows the data does not (:mod:`guardrails.grounding.alternatives`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

MIRYANG = {
    "district": "밀양시", "full_name": "경상남도 밀양시", "query": "전자레인지", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 경상남도 밀양시 수수료 자료가 없어 "
            "'전자레인지' 수수료를 알려드릴 수 없습니다(자료가 있는 시군구 142곳). 다른 지역 "
            "수수료로 대신 안내하지 않습니다.",
    "contact": "수수료는 경상남도 밀양시 환경관리과 청소행정담당(055-359-5322)에 문의하세요.",
    "phone": "055-359-5322",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d3-0002's shape
        ("Sorry — the national bulky-waste fee dataset (as of 2025-12-09) has no fee data for "
         "Miryang, so I can't tell you the microwave fee. That dataset only covers 124 districts "
         "nationwide. Please call 055-359-5322.", "124 districts"),
        ("밀양시는 대형폐기물 수수료 자료가 없어요. 자료가 있는 시군구는 전국 124곳뿐이에요. "
         "055-359-5322로 문의해 주세요.", "124곳"),
        ("The fee data covers only 120 cities and counties, and Miryang is not one of them.",
         "120 cities and counties"),
        ("The fee dataset has data for 124 of the country's districts, but not Miryang.",
         "124 of the country's districts"),
    ],
)  # fmt: skip
def test_a_coverage_count_no_output_holds_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(MIRYANG))


@pytest.mark.parametrize(
    "answer",
    [
        "Sorry, the national fee dataset has no data for Miryang; it only covers 142 districts "
        "nationwide. Please call 055-359-5322.",
        "밀양시는 수수료 자료가 없어요(자료가 있는 시군구 142곳). 055-359-5322로 문의해 주세요.",
        "전국 시군구 229곳 중 자료가 있는 곳은 142곳이고, 밀양시는 없어요.",
        "The dataset covers 142 of 229 districts, but not Miryang.",
    ],
)
def test_the_right_coverage_count_passes(answer: str) -> None:
    assert flagged(answer, ev(MIRYANG)) == []


PLASTICS = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "item_count": 6,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PS(압축)", "압축", 100),
              plastic_row("PET(플레이크)", "플레이크", 650), plastic_row("PVC", "압축", 80),
              plastic_row("LDPE", "압축", 130), plastic_row("ABS", "압축", 280)],
    "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g39d1-0036's shape
        "PS(압축)가 kg당 100원으로 6종 중 제일 싸고, LDPE 130원, PE(압축) 150원 순이에요.",
        "LDPE가 130원으로 6종류 중에서 가장 저렴해요. PE(압축)는 150원이에요.",
        "PS(압축)가 kg당 100원으로 6개 품목 중 제일 싸고, LDPE 130원이에요.",
        "PS(압축) is the cheapest of the 6 plastic types at 100 won/kg, then LDPE at 130 won.",
    ],
)
def test_a_cheapest_over_a_counted_list_ranks_every_row(answer: str) -> None:
    assert len(flagged(answer, ev(PLASTICS))) == 1


@pytest.mark.parametrize(
    "answer",
    [
        "PVC가 kg당 80원으로 6종 중 제일 싸고, PS(압축) 100원, LDPE 130원 순이에요.",
        "6종 중에서는 PET(플레이크)가 650원으로 가장 비싸요.",
        "PVC가 kg당 80원으로 6개 품목 중 제일 싸고, PS(압축) 100원이에요.",
    ],
)
def test_a_true_cheapest_over_a_counted_list_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


def _table(fee: int) -> dict[str, object]:
    return {"item_name": "식탁", "name": "식탁", "spec": None, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


TABLES = {
    "district": "광산구", "full_name": "광주광역시 광산구", "query": "식탁", "item_count": 4,
    "items": [_table(4000), _table(6000), _table(10000), _table(15000)],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-09-09",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        # g39d1-0018's shape
        ("Gwangsan-gu (광산구) lists four fees for a dining table (식탁): from 4,000 won for a "
         "two-seater, 6,000 won and 10,000 won, up to 15,000 won for a six-seater.",
         ["4,000 won", "15,000 won"]),
        ("A dining table (식탁) in Gwangsan-gu ranges from 4,000 won for a table seating two, up "
         "to 15,000 won.", ["4,000 won"]),
    ],
)  # fmt: skip
def test_a_seat_size_given_to_a_bound_row_is_flagged(answer: str, spans: list[str]) -> None:
    assert flagged(answer, ev(TABLES)) == spans


@pytest.mark.parametrize(
    "answer",
    [
        "Gwangsan-gu (광산구) lists four fees for a dining table (식탁): from 4,000 won, 6,000 won "
        "and 10,000 won, up to 15,000 won. The data doesn't say which size each is.",
        "광산구 식탁은 최저 4,000원부터 최고 15,000원까지예요.",
    ],
)
def test_the_range_without_sizes_passes(answer: str) -> None:
    assert flagged(answer, ev(TABLES)) == []
