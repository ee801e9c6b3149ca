"""Round 37 (r37d): invented forecasts, accepted goods, pickups, drop-offs and size conditions
that passed.

Read on cases of the already scored prod_holdout26 (tuned readings, not evidence):

- a forecast of no snow or rain by its name, ``예보가`` (``오늘은 밤까지 눈 예보가 없어서``), over an
  observation with no forecast is a dry outlook (:mod:`guardrails.grounding.dry_outlook`: its
  gate and its ``예보`` now take the subject particle ``가``); passed over an output that forecasts;
- goods a place is said to take, in a clause followed by advice (``It takes furniture and small
  appliances as well as kitchenware, so your items should be fine there``): advice after the
  frame's clause no longer makes the whole sentence advice (:mod:`guardrails.grounding.taken`);
  advice before or inside the clause still does;
- a pharmacy said to take the thing (``근처 약국에서도 다 받아요``) over outputs that name no
  pharmacy is an office of a class no output names (:mod:`guardrails.grounding.service_classes`);
  passed where an output lists a pharmacy;
- someone coming to fetch the thing (``비닐 100kg 넘으면 업체가 직접 가지러 와요``, ``they'll come
  and pick it up``) is the door class of :mod:`guardrails.grounding.asserted` without its word:
  flagged over outputs naming no door, visit or pickup; passed where one does;
- a twin fee row named by its rank and given a qualifier after the item's name (``The higher rate
  applies to tables seating six or more``, ``… tables with a glass top``) invents what tells the
  rows apart (:mod:`guardrails.grounding.twin_ranks`); passed where no qualifier follows the name
  or the rows carry the size.

Each reading's twin passes or is flagged as the other way round.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

# --- a forecast by its name over an observation -----------------------------------------------

NOW = {"kind": "observation", "district": "종로구", "temperature_c": -6.8, "humidity_pct": 60,
       "precipitation_mm": 0, "precipitation": "none", "precipitation_text": "강수 없음", "wind_ms": 2.4,
       "observed_at": "2026-01-22 11:00", "source": "kma", "source_label": "기상청 초단기실황",
       "as_of": "2026-01-22 11:00"}  # fmt: skip
FORECAST = {"kind": "forecast", "district": "종로구", "date": "2026-01-22", "precipitation": "none",
            "precipitation_text": "강수 없음", "source": "kma", "source_label": "기상청 단기예보",
            "as_of": "2026-01-22 11:00"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g44h1-0030's shape
            "서울(종로구) 2026-01-22 11:00 기상청 실황이에요.\n- 기온: 영하 6.8도\n- 강수: 없음\n"
            "오늘은 밤까지 눈 예보가 없어서 내놓기 괜찮아요.",
            "눈 예보가 없",
        ),
        ("지금 강수 없음이고, 내일까지 비 예보가 없으니 그냥 내놓으세요.", "비 예보가 없"),
        ("영하 6.8도예요. 주말에도 강수 예보가 없어요.", "강수 예보가 없"),
    ],
)  # fmt: skip
def test_no_snow_forecast_over_an_observation_is_invented(answer: str, span: str) -> None:
    v = check(answer, ev(NOW))
    assert not v.grounded
    assert any(u.text == span and "stay dry" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    ("weather", "answer"),
    [
        (FORECAST, "오늘은 밤까지 눈 예보가 없어서 내놓기 괜찮아요."),
        (NOW, "실황이라 눈 예보가 있는지는 알 수 없어요. 눈 예보가 없으면 내놓으세요."),
        (NOW, "지금은 강수 없음이에요."),
    ],
)  # fmt: skip
def test_a_forecast_the_output_gives_or_a_conditional_one_passes(
    weather: dict[str, object], answer: str
) -> None:
    assert flagged(answer, ev(weather)) == []


# --- goods taken, with advice after the clause ------------------------------------------------


def _shop(*items: str) -> dict[str, object]:
    return {"query": "재활용센터", "radius_m": 2000, "found": 1,
            "places": [{"name": "부전식당용 중고마트", "address": "부산광역시 수영구 연수로 272(망미동)",
                        "phone": "051-755-3250", "hours": "평일 09:00~18:00", "items": list(items),
                        "distance_m": 1666, "as_of": "2025-09-01"}],
            "source": "recycling-centers,keco-sites", "as_of": "2025-09-01"}  # fmt: skip


OPENER = "The closest is 부전식당용 중고마트 at 연수로 272, about 1.7 km away. "


@pytest.mark.parametrize(
    ("answer", "goods"),
    [
        (  # g44h2-0070's shape
            OPENER + "It takes furniture and small appliances as well as kitchenware, so your items "
            "should be fine there.",
            {"furniture", "small appliances"},
        ),
        (OPENER + "It also accepts furniture, so you should be able to drop the table off.",
         {"furniture"}),
        (OPENER + "They take small appliances too, but it's best to call ahead.",
         {"small appliances"}),
    ],
)  # fmt: skip
def test_goods_taken_before_advice_are_read(answer: str, goods: set[str]) -> None:
    v = check(answer, ev(_shop("주방용품")))
    assert not v.grounded
    assert goods <= {u.text for u in v.unsupported if "own list" in u.why}


@pytest.mark.parametrize(
    ("items", "answer"),
    [
        (("주방용품", "가구", "소형가전"),
         OPENER + "It takes furniture and small appliances as well as kitchenware, so your items "
         "should be fine there."),
        (("주방용품",), OPENER + "You should check whether it takes furniture before you go."),
        (("주방용품",), OPENER + "Some centres usually take furniture, so call first."),
    ],
)  # fmt: skip
def test_listed_goods_or_advice_around_the_clause_passes(
    items: tuple[str, ...], answer: str
) -> None:
    assert flagged(answer, ev(_shop(*items))) == []


# --- a pharmacy said to take it -----------------------------------------------------------------


def _bins(*names: str) -> dict[str, object]:
    return {"radius_km": 2.0, "item_type": "medicine", "kind_name": "폐의약품",
            "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
            "points": [{"name": n, "address": f"부산광역시 연제구 황령산로 {600 + i}",
                        "detail": "1층(실내)", "district": "연제구", "items": [],
                        "distance_m": 134 + 100 * i, "as_of": "2025-07-28"}
                       for i, n in enumerate(names)],
            "found": len(names), "as_of": "2025-09-11"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g44h3-0048's shape
            "1. 연제도서관 1층: 134m\n2. 연제구청 1층: 234m\n근처 약국에서도 다 받아요. 물약은 한 병에"
            " 모아 주세요.",
            "약국",
        ),
        ("연제도서관에 수거함이 있어요. Nearby pharmacies accept them too.", "pharmacies"),
        ("연제도서관 1층에 넣으시면 되고, 약국에 가져가셔도 받아 줘요.", "약국"),
    ],
)  # fmt: skip
def test_a_pharmacy_no_output_names_is_invented(answer: str, span: str) -> None:
    v = check(answer, ev(_bins("연제도서관", "연제구청")))
    assert not v.grounded
    assert any(u.text == span and "pharmacy" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    ("names", "answer"),
    [
        (("연제도서관", "온누리약국"), "연제도서관이나 온누리약국에 가져가시면 받아요. 근처 약국에서도 받아요."),
        (("연제도서관", "연제구청"), "약국에서도 받는지는 확인해 보세요."),
        (("연제도서관", "연제구청"), "약국은 이 자료에 없고, 연제도서관에 넣으시면 돼요."),
        (("연제도서관", "연제구청"), "폐의약품은 가까운 약국이나 보건소에 가져가시면 돼요."),
        (("연제도서관", "연제구청"), "약국에서 직접 수거를 하실지는 구청과 먼저 상의해 보세요."),
    ],
)  # fmt: skip
def test_a_listed_pharmacy_or_a_doubt_passes(names: tuple[str, ...], answer: str) -> None:
    assert flagged(answer, ev(_bins(*names))) == []


# --- someone coming to fetch it -----------------------------------------------------------------

VINYL = {"region": "nationwide", "region_name": "전국", "query": "비닐", "item_count": 2,
         "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180)],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
         "as_of": "2025-01"}  # fmt: skip
DEALER = {"query": "고물상", "found": 1,
          "places": [{"name": "대구자원", "address": "대구광역시 북구 검단로 10",
                      "note": "100kg 이상 출장 매입 가능", "as_of": "2025-06-01"}],
          "source": "scrap-dealers", "as_of": "2025-06-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (  # g44h3-0017's shape
            "전국 평균이에요 (2025-01).\n1. PE(압축): 150원/kg\n2. PP(압축): 180원/kg\n"
            "비닐 100kg 넘으면 업체가 직접 가지러 와요.",
            "가지러 와",
        ),
        ("PE(압축)은 150원/kg이에요. 양이 많으면 고물상에서 수거하러 옵니다.", "수거하러 옵"),
        ("PE (compressed) is 150 won/kg. Over 100 kg, the buyer will come and pick it up.",
         "come and pick"),
    ],
)  # fmt: skip
def test_a_pickup_no_output_names_is_invented(answer: str, span: str) -> None:
    v = check(answer, ev(VINYL))
    assert not v.grounded
    assert any(u.text == span and "(door)" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    ("outputs", "answer"),
    [
        ((VINYL, DEALER), "PE(압축)은 150원/kg이에요. 100kg 넘으면 대구자원에서 가지러 와요."),
        ((VINYL,), "PE(압축)은 150원/kg이에요. 모아서 고물상에 직접 가져가세요."),
        ((VINYL,), "PE(압축)은 150원/kg이에요. 가지러 와 주는지는 업체에 물어보세요."),
    ],
)  # fmt: skip
def test_a_pickup_an_output_names_or_none_said_passes(
    outputs: tuple[dict[str, object], ...], answer: str
) -> None:
    assert flagged(answer, ev(*outputs)) == []


# --- a twin fee row named by its rank, with a qualifier after the item ------------------------


def _tables(*specs: str | None) -> dict[str, object]:
    return {"district": "군산시", "full_name": "전북특별자치도 군산시", "query": "식탁", "item_count": 2,
            "items": [{"item_name": "식탁", "name": "식탁", "spec": s, "category": "생활용품류",
                       "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
                      for s, fee in zip(specs, (4500, 5500), strict=True)],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-25"}  # fmt: skip


LEAD = "Gunsan-si (군산시) lists a dining table (식탁) at 4,500 or 5,500 won. "


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        (LEAD + "The higher rate applies to tables seating six or more.", "seating"),  # g44h3-0080
        (LEAD + "The higher fee is for tables with a glass top.", "glass"),
        (LEAD + "The cheaper one is for tables seating four or fewer.", "seating"),
    ],
)  # fmt: skip
def test_a_qualifier_after_a_twin_rows_item_is_invented(answer: str, word: str) -> None:
    v = check(answer, ev(_tables(None, None)))
    assert not v.grounded
    assert any(u.value == word and "tells apart" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        LEAD + "The data does not say which tables the higher rate applies to.",
        LEAD + "The higher rate applies to tables in some cases; check with the city.",
        LEAD + "Which of the two applies is not stated, so ask when you book.",
    ],
)
def test_a_twin_row_with_no_qualifier_passes(answer: str) -> None:
    assert flagged(answer, ev(_tables(None, None))) == []


def test_a_qualifier_the_rows_carry_passes() -> None:
    answer = LEAD + "The higher rate applies to tables seating six or more."
    assert flagged(answer, ev(_tables("4인용", "6인용 이상"))) == []
