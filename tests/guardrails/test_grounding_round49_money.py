"""Round 49 (r49c): faithful answers flagged over fees, prices and free (prod_holdout39/40).

- A form written after a value (:mod:`.postposed`): only a word sharing the form's dimension
  beyond a name is the next clause's qualifier (``PET … 350 won/kg compressed, PP about 180
  won/kg``: PP is an item, g58h0-0054); a form word written before an earlier value is that
  value's, and ``as clean flakes`` / a closing bracket end the qualifier's phrase (g57h0-0028).
- A weight said as the basis of every figure after it in its sentence (``100kg 기준으로 A는 …원,
  B는 …원``, ``10kg씩``, ``At 100 kg each``) (:mod:`.products`; g58h2-0033).
- A gap named with its two ends before its copula (``The spread from PET flake to PVC is 570
  won/kg``), bare figures of the answer included (:mod:`.derived_values`; g58h2-0020).
- A gap after worked amounts (:mod:`.product_gaps`): of two amounts its sentence states, with a
  bound (``1만 원 넘게 이득``, g57h2-0009), or of a product against another rate at the same
  quantity (``45,000 won, 10,000 won more than green``, g58h2-0076).
- ``자료에는 … 수수료가 없어요. 구청에 물어보면 …``: the data lacks the fee, no free claim
  (:mod:`.free_statements`; g57h3-0036); free said in a sentence restating a tool output's note
  that says free (:mod:`.prose_values`; g58h1-0085).
- ``적게는 5,000원, 많게는 15,000원`` / ``싸게는``: bound words, no variant of a row
  (:mod:`.rule_terms`, :mod:`.twin_words`; g58h1-0001).
- A range ``합계는 7,000원~13,000원`` after two workings: its ends are the workings' results, not
  their sum (:mod:`.stated_totals`; g57h2-0003).
- A total in the answer's opening sentence over rows it states after (:mod:`.row_totals`;
  g57h0-0001).

Each with its neighbours: a wrong value, another item's rate or an invented fact stays flagged.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import (
    ev,
    fee_rows,
    flagged,
    glass_prices,
    national_prices,
    paper_prices,
    plastic_row,
)


def _plastics() -> dict[str, object]:
    rows = [
        plastic_row("PE(압축)", "압축", 150),
        plastic_row("PE(플레이크)", "플레이크", 450),
        plastic_row("PP(압축)", "압축", 180),
        plastic_row("PP(플레이크)", "플레이크", 520),
        plastic_row("PS(압축)", "압축", 100),
        plastic_row("PET", "압축", 350),
        plastic_row("PET(플레이크)", "플레이크", 650),
        plastic_row("PVC", "압축", 80),
    ]
    return {"region": "nationwide", "region_name": "전국", "query": "플라스틱",
            "item_count": len(rows), "items": rows, "unit": "원/kg", "as_of": "2025-01"}  # fmt: skip


def _pet() -> dict[str, object]:
    rows = [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)]
    return {"region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
            "items": rows, "unit": "원/kg", "as_of": "2025-01"}  # fmt: skip


_PLASTICS = ev(_plastics())
_PET_PAPER = ev(_pet(), paper_prices())


# --- a form after a value, and the item of the next clause ----------------------------------


def test_item_after_a_postposed_form_case_shape_passes() -> None:
    answer = "PET fetches about 350 won/kg compressed, PP about 180 won/kg and PS about 100 won/kg."
    assert flagged(answer, _PLASTICS) == []


def test_item_after_a_postposed_form_other_wording_and_values() -> None:
    assert flagged("PE goes for 150 won/kg compressed, PP 180 won/kg.", _PLASTICS) == []
    assert flagged("PET is 350 won/kg compressed, and PVC about 80 won/kg.", _PLASTICS) == []


def test_item_after_a_postposed_form_wrong_row_is_flagged() -> None:
    assert flagged("PET is 350 won/kg compressed, PP 450 won/kg.", _PLASTICS)
    assert flagged("PET is 350 won/kg compressed, PP 650 won/kg.", _PLASTICS)
    # the docstring's own case: "its flakes" is PP's other form
    assert flagged("PP is 180 won/kg compressed and its flakes go for 450 won/kg.", _PLASTICS)
    assert flagged("PP is 180 won/kg compressed and its flakes go for 520 won/kg.", _PLASTICS) == []


def test_bracketed_form_after_a_prefixed_form_case_shape_passes() -> None:
    answer = (
        "Compressed PET is 350 won/kg (650 won/kg as clean flakes), newspaper 120 won/kg and "
        "cardboard 80 won/kg."
    )
    assert flagged(answer, _PET_PAPER) == []


def test_bracketed_form_other_wording() -> None:
    assert flagged("Compressed PET is 350 won/kg (650 won/kg as flakes).", _PET_PAPER) == []
    assert flagged("Compressed PET is 350 won/kg (650 won/kg as washed flakes).", _PET_PAPER) == []


def test_bracketed_form_wrong_value_is_flagged() -> None:
    assert flagged("Compressed PET is 350 won/kg (350 won/kg as clean flakes).", _PET_PAPER)
    assert flagged("Compressed PET is 350 won/kg (120 won/kg as flakes).", _PET_PAPER)
    assert flagged("Compressed PET is 650 won/kg (350 won/kg as flakes).", _PET_PAPER)
    assert flagged("Compressed newspaper is 120 won/kg (650 won/kg as clean flakes).", _PET_PAPER)


# --- a weight said as the basis of every figure after it ------------------------------------

_RATES_KO = (
    "PET는 압축 350원/kg, 플레이크 650원/kg이고, 폐지는 신문지 120원/kg, 골판지 80원/kg이에요. "
)
_RATES_EN = "Compressed PET is 350 won/kg, newspaper 120 won/kg, cardboard 80 won/kg. "


def test_shared_basis_case_shape_passes() -> None:
    answer = (
        _RATES_KO
        + "100kg 기준으로 압축 PET는 35,000원, 신문지는 12,000원이라 23,000원 차이가 나요."
    )
    assert flagged(answer, _PET_PAPER) == []


def test_shared_basis_other_wording_language_and_values() -> None:
    assert (
        flagged(
            _RATES_KO + "100kg씩 팔면 압축 PET는 35,000원, 신문지는 12,000원이에요.", _PET_PAPER
        )
        == []
    )
    assert (
        flagged(
            _RATES_KO + "50kg 기준으로 압축 PET는 17,500원, 골판지는 4,000원이에요.", _PET_PAPER
        )
        == []
    )
    en = "At 100 kg each, compressed PET comes to 35,000 won and newspaper to 12,000 won."
    assert flagged(_RATES_EN + en, _PET_PAPER) == []
    en = "On a 100 kg basis, compressed PET comes to 35,000 won and cardboard to 8,000 won."
    assert flagged(_RATES_EN + en, _PET_PAPER) == []


def test_shared_basis_wrong_product_or_material_is_flagged() -> None:
    assert flagged(
        _RATES_KO + "100kg 기준으로 압축 PET는 35,000원, 신문지는 8,000원이에요.", _PET_PAPER
    )
    assert flagged(
        _RATES_KO + "100kg 기준으로 압축 PET는 35,000원, 골판지는 12,000원이에요.", _PET_PAPER
    )
    en = "At 100 kg each, compressed PET comes to 35,000 won and newspaper to 8,000 won."
    assert flagged(_RATES_EN + en, _PET_PAPER)
    en = "On a 100 kg basis, compressed PET comes to 35,000 won and cardboard to 12,000 won."
    assert flagged(_RATES_EN + en, _PET_PAPER)
    # the basis is its own sentence's: a later sentence states no quantity
    answer = _RATES_KO + "100kg 기준으로 압축 PET는 35,000원이에요. 신문지는 12,000원이에요."
    assert flagged(answer, _PET_PAPER)


# --- a gap named with its two ends -----------------------------------------------------------

_RANKED = (
    "National averages: PET flake tops the list at 650 won/kg, then PP flake 520. Among "
    "compressed grades, PET leads at 350 won/kg, PS 100 and PVC 80."
)


def test_named_spread_case_shape_passes() -> None:
    assert flagged(_RANKED + " The spread from PET flake to PVC is 570 won/kg.", _PLASTICS) == []


def test_named_spread_other_wording_language_and_values() -> None:
    answer = _RANKED + " The difference between PET flake and PVC comes to 570 won/kg."
    assert flagged(answer, _PLASTICS) == []
    answer = _RANKED + " The gap between compressed PET and PS is 250 won/kg."
    assert flagged(answer, _PLASTICS) == []
    answer = (
        "PET 플레이크는 kg당 650원, PVC는 80원이에요. PET 플레이크와 PVC의 가격 차이는 570원이에요."
    )
    assert flagged(answer, _PLASTICS) == []


def test_named_spread_wrong_gap_is_flagged() -> None:
    assert flagged(_RANKED + " The spread from PET flake to PVC is 560 won/kg.", _PLASTICS)
    assert flagged(_RANKED + " The gap between compressed PET and PS is 240 won/kg.", _PLASTICS)
    answer = (
        "PET 플레이크는 kg당 650원, PVC는 80원이에요. PET 플레이크와 PVC의 가격 차이는 590원이에요."
    )
    assert flagged(answer, _PLASTICS)


# --- a gap after worked amounts ---------------------------------------------------------------

_CANS = ev(national_prices("metal", "압축", [("철캔", 180), ("알루미늄캔", 1200)], query="캔"))
_CANS_KO = "알루미늄캔은 kg당 1,200원, 철캔은 kg당 180원이에요. "
_CANS_EN = "Aluminium cans fetch 1,200 won/kg and steel cans 180 won/kg. "


def test_bounded_gap_of_two_amounts_case_shape_passes() -> None:
    answer = (
        _CANS_KO + "10kg씩 파시면 알루미늄캔 12,000원, 철캔 1,800원이라 알루미늄캔을 따로 "
        "모으시는 게 1만 원 넘게 이득이에요."
    )
    assert flagged(answer, _CANS) == []


def test_bounded_gap_other_wording_language_and_values() -> None:
    answer = _CANS_KO + "20kg이면 알루미늄캔 24,000원, 철캔 3,600원이라 2만 원 넘게 더 받아요."
    assert flagged(answer, _CANS) == []
    answer = (
        _CANS_EN + "Selling 10 kg of each gets you 12,000 won against 1,800 won, so over "
        "10,000 won more for the aluminium."
    )
    assert flagged(answer, _CANS) == []
    answer = (
        _CANS_EN + "Selling 10 kg of each gets you 12,000 won against 1,800 won, so 10,200 won "
        "more for the aluminium."
    )
    assert flagged(answer, _CANS) == []


def test_bounded_gap_wrong_figure_is_flagged() -> None:
    answer = (
        _CANS_KO + "10kg씩 파시면 알루미늄캔 12,000원, 철캔 1,800원이라 2만 원 넘게 이득이에요."
    )
    assert flagged(answer, _CANS)
    answer = _CANS_KO + "10kg씩 파시면 알루미늄캔 12,000원, 철캔 1,800원이라 1만 원 이득이에요."
    assert flagged(answer, _CANS)  # exact without a bound: 10,200 is no 10,000
    answer = (
        _CANS_EN + "Selling 10 kg of each gets you 12,000 won against 1,800 won, so over "
        "15,000 won more for the aluminium."
    )
    assert flagged(answer, _CANS)


_GLASS = ev(glass_prices())
_GLASS_EN = "National averages for glass cullet: clear glass 45 won/kg, brown 40 won/kg and green 35 won/kg. "
_GLASS_KO = "투명 유리는 kg당 45원, 갈색 40원, 녹색 35원이에요. "


def test_product_gap_against_another_rate_case_shape_passes() -> None:
    answer = (
        _GLASS_EN + "A tonne of clear glass would bring about 45 × 1,000 = 45,000 won, 10,000 won "
        "more than green."
    )
    assert flagged(answer, _GLASS) == []


def test_product_gap_other_wording_language_and_values() -> None:
    answer = _GLASS_EN + "100 kg of clear glass brings 4,500 won, 1,000 won more than green."
    assert flagged(answer, _GLASS) == []
    answer = _GLASS_EN + "100 kg of clear glass brings 4,500 won, 500 won more than brown."
    assert flagged(answer, _GLASS) == []
    answer = _GLASS_KO + "투명 1톤이면 45,000원으로 녹색보다 1만 원 더 받아요."
    assert flagged(answer, _GLASS) == []


def test_product_gap_wrong_figure_or_other_rate_is_flagged() -> None:
    answer = (
        _GLASS_EN + "A tonne of clear glass would bring about 45 × 1,000 = 45,000 won, 20,000 won "
        "more than green."
    )
    assert flagged(answer, _GLASS)
    answer = (
        _GLASS_EN + "A tonne of clear glass would bring about 45 × 1,000 = 45,000 won, 10,000 won "
        "more than brown."
    )
    assert flagged(answer, _GLASS)  # brown's gap is 5,000
    answer = _GLASS_EN + "100 kg of clear glass brings 4,500 won, 1,500 won more than green."
    assert flagged(answer, _GLASS)
    assert flagged(_GLASS_KO + "투명 1톤이면 45,000원으로 녹색보다 2만 원 더 받아요.", _GLASS)


# --- no fee in the data, and free restated from a note ---------------------------------------

_RULES = ev(
    {"district": "달서구", "source": "waste-rules", "application_methods": ["일정량씩 며칠에 나누어 배출"],
     "places": ["집앞"], "department": "청소과", "phone": "053-667-2716"}
)  # fmt: skip


def test_data_lacks_the_fee_then_ask_case_shape_passes() -> None:
    answer = "Sorry, 이번에 찾은 자료에는 sofa 수수료가 없어요. 구청에 물어보면 알려줘요. Sofa fee 찾아볼까요?"
    assert flagged(answer, _RULES) == []


def test_data_lacks_the_fee_other_wording() -> None:
    assert flagged("이번에 찾은 자료에는 소파 수수료가 없어요. 구청에 문의해 보세요.", _RULES) == []
    assert flagged("데이터에는 소파 수수료가 없네요. 구청 청소과에 여쭤보시면 돼요.", _RULES) == []


def test_free_said_without_the_data_or_the_asking_is_flagged() -> None:
    assert flagged("자료상 수수료가 없어요.", _RULES)
    assert flagged("소파는 수수료가 없어요. 구청에 물어보면 알려줘요.", _RULES)
    assert flagged("자료에는 소파 수수료가 없어요. 무료로 내놓으시면 돼요.", _RULES)


_NOTE = "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다."
_TWO_FEES = ev(
    {"district": "서산시", "query": "러닝머신", "item_count": 1,
     "items": fee_rows("런닝머신", 5000, category="가전제품류"), "appliance_note": _NOTE},
    {"district": "종로구", "query": "유모차", "item_count": 1, "items": fee_rows("유모차", 3000, category="기타")},
)  # fmt: skip
_LINES = (
    "조회된 수수료예요.\n- 서산시 런닝머신: 5,000원 · 가전제품류\n- 종로구 유모차: 3,000원 · 기타\n"
    "합계 8,000원이에요. "
)


def test_free_restating_a_note_case_shape_passes() -> None:
    answer = (
        _LINES
        + "참고로 냉장고·세탁기·에어컨·TV 같은 대형 가전은 폐가전제품 무상방문수거(1599-0903)로 "
        "무료 배출할 수 있다는 안내도 있어요."
    )
    assert flagged(answer, _TWO_FEES) == []


def test_free_restating_a_note_other_wording() -> None:
    answer = _LINES + "참고로 냉장고·세탁기 같은 대형 가전은 무상방문수거로 무료로 버릴 수 있어요."
    assert flagged(answer, _TWO_FEES) == []
    answer = (
        _LINES
        + "Big appliances like fridges and washing machines can go out free through the 무상방문수거 pickup (1599-0903)."
    )
    assert flagged(answer, _TWO_FEES) == []


def test_free_said_of_a_priced_item_is_flagged() -> None:
    assert flagged(_LINES + "참고로 유모차도 무료로 버릴 수 있어요.", _TWO_FEES)
    assert flagged(_LINES + "참고로 대형 가구는 무료로 버릴 수 있어요.", _TWO_FEES)


# --- bound words, ranges of workings and totals said first -----------------------------------

_TABLE_CHAIR = ev(
    {"district": "동해시", "query": "식탁", "item_count": 2, "items": fee_rows("식탁", 4000, 5000)},
    {"district": "익산시", "query": "의자", "item_count": 4, "items": fee_rows("의자", 1000, 2000, 3000, 10000)},
)  # fmt: skip
_TC_LINES = "- 동해시 식탁: 4,000원 또는 5,000원\n- 익산시 의자: 1,000원 · 2,000원 · 3,000원 · 10,000원 중 하나\n"


def test_least_and_most_words_case_shape_passes() -> None:
    answer = _TC_LINES + "식탁 1개와 의자 1개면 적게는 5,000원, 많게는 15,000원으로 보시면 됩니다."
    assert flagged(answer, _TABLE_CHAIR) == []


def test_least_and_most_words_other_wording() -> None:
    answer = _TC_LINES + "식탁 1개와 의자 1개면 싸게는 5,000원, 비싸게는 15,000원이에요."
    assert flagged(answer, _TABLE_CHAIR) == []
    answer = _TC_LINES + "식탁 1개와 의자 1개면 낮게는 5,000원, 높게는 15,000원이에요."
    assert flagged(answer, _TABLE_CHAIR) == []


def test_least_and_most_wrong_total_or_variant_is_flagged() -> None:
    assert flagged(
        _TC_LINES + "식탁 1개와 의자 1개면 적게는 6,000원, 많게는 15,000원이에요.", _TABLE_CHAIR
    )
    assert flagged(
        _TC_LINES + "식탁 1개와 의자 1개면 적게는 5,000원, 많게는 16,000원이에요.", _TABLE_CHAIR
    )
    assert flagged(
        _TC_LINES + "식탁 1개와 의자 1개면 싸게는 6,000원, 비싸게는 15,000원이에요.", _TABLE_CHAIR
    )
    assert flagged(_TC_LINES + "식탁 1개와 의자 1개면 원목은 5,000원이에요.", _TABLE_CHAIR)


_DESK_BED = ev(
    {"district": "세종특별자치시", "query": "책상", "item_count": 2, "items": fee_rows("책상", 4000, 5000)},
    {"district": "평택시", "query": "침대", "item_count": 3, "items": fee_rows("침대틀", 3000, 7000, 8000)},
)  # fmt: skip
_DB_HEAD = "세종시 책상은 4,000원 또는 5,000원, 평택시 침대틀은 3,000원·7,000원·8,000원 세 가지로 나와 있어요. "
_DB_KO = "둘 다 가장 낮은 금액이면 4,000 + 3,000 = 7,000원, 가장 높은 금액이면 5,000 + 8,000 = 13,000원이라 "
_DB_EN = "At the lowest rates that's 4,000 + 3,000 = 7,000 won, at the highest 5,000 + 8,000 = 13,000 won, "


def test_range_of_workings_case_shape_passes() -> None:
    answer = _DB_HEAD + _DB_KO + "합계는 7,000원~13,000원 사이예요."
    assert flagged(answer, _DESK_BED) == []


def test_range_of_workings_other_language() -> None:
    answer = _DB_HEAD + _DB_EN + "so the total is 7,000 to 13,000 won."
    assert flagged(answer, _DESK_BED) == []


def test_range_of_workings_wrong_end_is_flagged() -> None:
    assert flagged(_DB_HEAD + _DB_KO + "합계는 8,000원~13,000원 사이예요.", _DESK_BED)
    assert flagged(_DB_HEAD + _DB_KO + "합계는 7,000원~14,000원 사이예요.", _DESK_BED)
    assert flagged(_DB_HEAD + _DB_EN + "so the total is 6,000 to 13,000 won.", _DESK_BED)
    assert flagged(_DB_HEAD + _DB_EN + "so the total is 7,000 to 14,000 won.", _DESK_BED)


_CHAIRS = ev(
    {"district": "평택시", "query": "의자", "item_count": 3,
     "items": fee_rows("의자", 2000, 3000) + fee_rows("장의자", 8000)}
)  # fmt: skip
_CH_ROWS = " 평택시 의자는 2,000원 또는 3,000원, 장의자는 8,000원으로 나와 있어요."
_CH_ROWS_EN = " In Pyeongtaek a chair is 2,000 or 3,000 won and a long bench (장의자) 8,000 won."


def test_total_said_first_case_shape_passes() -> None:
    answer = "의자 하나와 장의자 하나를 합치면 1만 원~1만 1천 원 정도예요." + _CH_ROWS
    assert flagged(answer, _CHAIRS) == []


def test_total_said_first_other_wording_language() -> None:
    assert flagged("의자 하나와 장의자 하나면 10,000원~11,000원이에요." + _CH_ROWS, _CHAIRS) == []
    answer = "A chair and a long bench together come to 10,000–11,000 won." + _CH_ROWS_EN
    assert flagged(answer, _CHAIRS) == []


def test_total_said_first_wrong_total_is_flagged() -> None:
    assert flagged(
        "의자 하나와 장의자 하나를 합치면 1만 원~1만 2천 원 정도예요." + _CH_ROWS, _CHAIRS
    )
    assert flagged(
        "의자 하나와 장의자 하나를 합치면 9천 원~1만 1천 원 정도예요." + _CH_ROWS, _CHAIRS
    )
    answer = "A chair and a long bench together come to 10,000–12,000 won." + _CH_ROWS_EN
    assert flagged(answer, _CHAIRS)


def test_total_after_a_stated_amount_keeps_its_own_reading() -> None:
    # an opening sentence that states a fee before its total (g51h0-0029's shape): the rows
    # stated after it name no item of the total, so a wrong total stays flagged
    desks = ev(
        {
            "district": "포항시",
            "query": "책상",
            "item_count": 3,
            "items": fee_rows("책상", 3000, 5000, 7000),
        }
    )
    answer = (
        "The lowest desk fee in Pohang is 3,000 won each, so 8,000 won for two. The other listed "
        "rates are 5,000 and 7,000 won."
    )
    assert flagged(answer, desks)
    answer = (
        "The lowest desk fee in Pohang is 3,000 won each, so 6,000 won for two. The other listed "
        "rates are 5,000 and 7,000 won."
    )
    assert flagged(answer, desks) == []


def test_sum_of_workings_said_as_a_least_is_no_range() -> None:
    # "합계 19,000원부터": a sum of the workings said as the least, no range of their results
    goods = ev(
        {
            "district": "예산군",
            "query": "책상",
            "item_count": 2,
            "items": fee_rows("책상", 5000, 6000),
        },
        {
            "district": "창원시",
            "query": "화분",
            "item_count": 2,
            "items": fee_rows("화분", 2000, 3000),
        },
    )
    head = "예산군 책상은 5,000원 또는 6,000원, 창원시 화분은 2,000원 또는 3,000원이에요. "
    answer = (
        head
        + "최소 기준으로 책상 3 × 5,000 = 15,000원, 화분 2 × 2,000 = 4,000원, 합계 19,000원부터예요."
    )
    assert flagged(answer, goods) == []
    answer = (
        head
        + "최소 기준으로 책상 3 × 5,000 = 15,000원, 화분 2 × 2,000 = 4,000원, 합계 18,000원부터예요."
    )
    assert flagged(answer, goods)


def test_total_said_first_needs_a_sum_said() -> None:
    # "A와 B 모두 … 같아요" says both cost the same, not what they cost together: an amount equal
    # to a sum of rows the answer states later is no total (holdout3 g3a-0013's wrong-value
    # variant, caught at merge)
    answer = "평택시 의자와 장의자 모두 10,000원으로 같아요." + _CH_ROWS
    assert flagged(answer, _CHAIRS) == ["10,000원"]
    answer = "In Pyeongtaek a chair and a long bench both cost 10,000 won." + _CH_ROWS_EN
    assert flagged(answer, _CHAIRS) == ["10,000 won"]
    # said as a sum, it is one
    answer = "평택시 의자와 장의자를 합치면 10,000원이에요." + _CH_ROWS
    assert flagged(answer, _CHAIRS) == []
