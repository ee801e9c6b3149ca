"""Round 34 (r34g): worked figures, prices and forms in prod_holdout22.

A product written before the weight it is for ("about 3,500 won for 10 kg") is checked as the
product of the rate its line names (:mod:`guardrails.grounding.products`); a gap of two listed
prices said with a fused 싸다 form ("kg당 1,020원 비쌈", "천 원 쌉니다") is a difference
(:func:`guardrails.grounding.derived_values.derived_difference`). One site listed on a row per good has
every row's goods (:func:`guardrails.grounding.goods_records.records`); "Lowest:" / "highest" is a
superlative of the kind its sentence states (:mod:`guardrails.grounding.ordinal`); a listed
compressed price said of "uncompressed" goods is flagged (:mod:`guardrails.grounding.negated_forms`).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _prices(query: str, rows: list[dict[str, object]]) -> dict[str, object]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": rows, "survey_date": "2025-01", "unit": "원/kg",
        "source": "keco-survey-embedded",
        "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    }  # fmt: skip


PET = ev(
    _prices(
        "PET", [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)]
    ),
    user="About 10 kg of PET bottles, what might they be worth?",
)
CANS = ev(
    _prices(
        "캔",
        [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
          "price_text": "180원/kg"},
         {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
          "price_text": "1,200원/kg"}],
    )
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g38h0-0054's shape
        "- PET (compressed): 350 won/kg — about 3,500 won for 10 kg\n- PET flake (washed and "
        "shredded): 650 won/kg; the higher price reflects the processing cost",
        "Compressed PET fetches 350 won/kg, so roughly 3,500 won for your 10 kg. PET flake is "
        "650 won/kg.",
        "- PET(압축): 350원/kg — 약 3,500원 (10kg 기준)\n- PET(플레이크): 650원/kg",
        "- PET flake: 650 won/kg — about 6,500 won for 10 kg\n- PET (compressed): 350 won/kg",
    ],
)
def test_product_before_its_weight_passes(answer: str) -> None:
    assert flagged(answer, PET) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- PET (compressed): 350 won/kg — about 4,500 won for 10 kg\n- PET flake: 650 won/kg",
         "4,500 won"),
        ("- PET(압축): 350원/kg — 약 4,500원 (10kg 기준)\n- PET(플레이크): 650원/kg", "4,500원"),
        # the flake's product said on the compressed line
        ("- PET (compressed): 350 won/kg — about 6,500 won for 10 kg\n- PET flake: 650 won/kg",
         "6,500 won"),
    ],
)  # fmt: skip
def test_wrong_product_before_its_weight_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, PET)


@pytest.mark.parametrize(
    "answer",
    [
        # g38h3-0039's shape
        "전국 평균 (2025-01, 압축)\n- 알루미늄캔: 1,200원/kg\n- 철캔: 180원/kg\n"
        "알루미늄이 철보다 kg당 1,020원 비쌈.",
        "알루미늄캔 1,200원/kg, 철캔 180원/kg이라 철캔이 kg당 1,020원 쌉니다.",
        "알루미늄캔은 1,200원/kg, 철캔은 180원/kg이에요. 철이 1,020원 쌈.",
    ],
)
def test_fused_cheaper_dearer_difference_passes(answer: str) -> None:
    assert flagged(answer, CANS) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 알루미늄캔: 1,200원/kg\n- 철캔: 180원/kg\n알루미늄이 철보다 kg당 1,100원 비쌈.",
         "kg당 1,100원"),
        ("알루미늄캔 1,200원/kg, 철캔 180원/kg이라 철캔이 kg당 900원 쌉니다.", "kg당 900원"),
    ],
)  # fmt: skip
def test_wrong_fused_difference_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, CANS)


def _site(name: str, address: str, goods: list[str], metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": "043-201-4675", "hours": "상시",
            "items": goods, "distance_m": metres, "as_of": None}  # fmt: skip


SITES = ev(
    {
        "query": "재활용센터", "radius_m": 5000, "found": 4,
        "places": [
            _site("사직2동 행정복지센터", "충북 청주시 서원구 충렬로53번길 31", ["투명PET"], 1674),
            _site("사직2동 행정복지센터", "충북 청주시 서원구 충렬로53번길 31", ["알루미늄 캔"], 1674),
            _site("서원구청", "충북 청주시 서원구 사직대로 227", ["투명PET"], 2055),
            _site("올림픽국민생활관", "충북 청주시 흥덕구 흥덕로 61", ["투명PET"], 2405),
        ],
        "source": "recycling-centers,keco-sites",
        "source_label": "공공데이터포털 전국재활용센터표준데이터 / 한국환경공단 재활용 보상 장소",
    }
)  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g38h1-0071's shape: one site listed on a row per good
        "The closest spot is 사직2동 행정복지센터 (충북 청주시 서원구 충렬로53번길 31), about 1.7 km "
        "away. It takes clear PET and aluminum cans, and is listed as open at all times (상시).",
        "가장 가까운 곳은 사직2동 행정복지센터(약 1.7km)예요. 투명 페트와 알루미늄 캔을 받아요.",
        "사직2동 행정복지센터는 투명페트병과 캔을 받아요.",
    ],
)
def test_site_on_several_rows_takes_every_rows_goods(answer: str) -> None:
    assert flagged(answer, SITES) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The closest spot is 사직2동 행정복지센터, about 1.7 km away. It takes clear PET and "
         "styrofoam.", "styrofoam"),
        # another site's single row does not gain the split site's goods
        ("올림픽국민생활관은 투명페트병과 캔을 받아요.", "캔"),
    ],
)  # fmt: skip
def test_goods_no_row_of_the_site_lists_are_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in f for f in flagged(answer, SITES))


PLASTICS = ev(
    _prices(
        "플라스틱",
        [plastic_row("PE(압축)", "압축", 150), plastic_row("PS(압축)", "압축", 100),
         plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650),
         plastic_row("PVC", "압축", 80), plastic_row("EPS", "압축(스티로폼)", 200)],
    )
)  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g38h3-0064's shape: "Lowest:" over the whole list, PVC is lower
        ("Nationwide avg, 2025-01:\n- Highest: PET flake at 650 KRW/kg\n- Lowest: PS (compressed) "
         "at 100 KRW/kg\n6 plastic items listed in total.", "Lowest: PS"),
        ("The lowest-priced is PS (compressed) at 100 won/kg.", "PS"),
        ("- Highest: EPS at 200 won/kg\n- Lowest: PVC at 80 won/kg", "Highest: EPS"),
    ],
)  # fmt: skip
def test_lowest_highest_not_the_extreme_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in f for f in flagged(answer, PLASTICS))


@pytest.mark.parametrize(
    "answer",
    [
        "Nationwide avg, 2025-01:\n- Highest: PET flake at 650 KRW/kg\n- Lowest: PVC at 80 KRW/kg",
        "The lowest is PVC at 80 won/kg and the highest is PET flake at 650 won/kg.",
    ],
)
def test_lowest_highest_the_extreme_passes(answer: str) -> None:
    assert flagged(answer, PLASTICS) == []


EPS = ev(_prices("EPS", [plastic_row("EPS", "압축(스티로폼)", 200)]))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g38h2-0084's shape: the compressed row's price given to its opposite
        ("Styrofoam (EPS) price\n1. Clean, uncompressed styrofoam averages 200 won/kg "
         "nationwide.\n2. That's the January 2025 survey average (sample data).", "uncompressed"),
        ("Non-compressed EPS fetches about 200 won/kg on the national average.", "Non-compressed"),
        ("압축 안 한 스티로폼은 전국 평균 kg당 200원이에요.", "압축 안 한"),
        ("비압축 스티로폼 시세는 200원/kg이에요.", "비압축"),
    ],
)  # fmt: skip
def test_price_of_the_negated_form_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, EPS)


@pytest.mark.parametrize(
    "answer",
    [
        "1. Clean, compressed styrofoam averages 200 won/kg nationwide.",
        "압축한 스티로폼(EPS)은 전국 평균 kg당 200원이에요.",
        # a condition or comparison about the uncompressed form: a rule, not this reading
        "Compressed EPS averages 200 won/kg; uncompressed styrofoam usually fetches less than "
        "200 won/kg.",
        "Compressed EPS is 200 won/kg. If you bring uncompressed foam, ask the buyer first.",
    ],
)
def test_price_of_the_stated_form_passes(answer: str) -> None:
    assert flagged(answer, EPS) == []
