"""Round 36 (r36c): invented weather facts, sizes and prices that passed in prod_holdout24.

Each answer states a value or attribute no tool output carries for its subject, and each passed:

- over monthly normals (one month's means), a count of days of rain or snow written as a list
  line's label (``눈 오는 날: 한 달에 닷새쯤``) or as the days an amount named before falls on
  (``about 23 mm, falling on roughly 7 days``), and when a season's event comes (``첫눈은 보통 11월
  말쯤 와요``): :func:`guardrails.grounding.forecast.climate_claims` reads them (an output that
  counts such days, or a tip that names the event, supports them);
- a price list written one member a line whose member has a bracket with spaces (``- 골판지(교재
  박스): 150원/kg``): the bracket is part of the member's word, and a paper row the goods
  vocabulary lumps with 신문지 (both 폐지) is not 신문지's row when 신문지 is a member of its own
  (:mod:`guardrails.grounding.listed_items`);
- a good likened in price to a listed one that no output prices (``Magazines and flyers are priced
  the same as newspaper``): :mod:`guardrails.grounding.likened_prices`;
- a size word in the subject case right before one of two twin fees (``싱글이 3,000원, 더블 이상이
  5,000원`` over two 매트리스 rows of no spec): it tells the rows apart as a topic does
  (:mod:`guardrails.grounding.twins`).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row


def _normal(month: int = 12, **extra: object) -> dict[str, object]:
    return {
        "kind": "monthly_normal", "station": "서울", "district": "가평군", "month": month,
        "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
        "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
        "as_of": "1991-2020", **extra,
    }  # fmt: skip


NORMALS = ev(_normal(), user="가평 12월 날씨 어때요?")
COUNTED = ev(_normal(snow_days=5, rain_days=7), user="가평 12월 날씨 어때요?")
FIRST_SNOW_TIP = ev(_normal(tips=["첫눈은 보통 11월 말에 와요."]), user="12월 날씨?")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g42h1-0043's shape: the kind of day as a list line's label, its count in native words
        ("- 평균 기온: 0.4도\n- 한 달 강수량: 23mm\n- 눈 오는 날: 한 달에 닷새쯤", "눈 오는 날"),
        ("- 습도: 61%\n- 비 오는 날: 한 달에 사흘 정도", "비 오는 날"),
        ("- 강수량 23mm\n- 눈 내리는 날 : 한 달에 이틀 정도", "눈 내리는 날"),
        # g42h3-0026's shape: the days the amount before falls on
        ("3. Monthly precipitation: about 23 mm, falling on roughly 7 days", "falling on"),
        ("Precipitation: 23 mm, spread over around nine days.", "spread over"),
    ],
)  # fmt: skip
def test_counted_weather_days_over_normals_are_flagged(answer: str, wrong: str) -> None:
    verdict = check(answer, NORMALS)
    assert not verdict.grounded
    (claim,) = [c for c in verdict.unsupported if wrong in c.text]
    assert "counts no days" in (claim.why or "")


@pytest.mark.parametrize(
    "answer",
    [
        "- 평균 기온: 0.4도\n- 한 달 강수량: 23mm\n- 눈 오는 날: 한 달에 닷새쯤",
        "3. Monthly precipitation: about 23 mm, falling on roughly 7 days",
    ],
)
def test_counted_weather_days_an_output_counts_pass(answer: str) -> None:
    assert flagged(answer, COUNTED) == []


@pytest.mark.parametrize(
    "answer",
    [
        "가평 12월 평년값: 평균 기온 0.4도, 습도 61%, 한 달 강수량 23mm예요.",
        "Mean temperature 0.4 °C, humidity 61 %, monthly precipitation about 23 mm (normals).",
    ],
)
def test_the_normals_own_figures_pass(answer: str) -> None:
    assert flagged(answer, NORMALS) == []


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # g42h0-0099's shape: when the first snow usually comes
        ("12월 평년 기온은 0.4°C예요. 첫눈은 보통 11월 말쯤 와요.", NORMALS, "첫눈은 보통 11월 말쯤"),
        ("The first snow usually falls in late November; December averages 0.4 °C.", NORMALS,
         "first snow usually falls in late November"),
        ("6월 평년 강수량은 23mm이고, 장마는 6월 하순에 시작돼요.", ev(_normal(6)), "장마는 6월 하순에"),
    ],
)  # fmt: skip
def test_a_season_event_dated_over_normals_is_flagged(
    answer: str, evidence: object, wrong: str
) -> None:
    verdict = check(answer, evidence)  # type: ignore[arg-type]
    assert not verdict.grounded  # (the English "snow" is a sky no normal gives, read first)
    assert any(c.text in wrong or wrong in c.text for c in verdict.unsupported)


def test_a_season_event_a_tip_names_passes() -> None:
    assert flagged("12월 평년 기온은 0.4°C예요. 첫눈은 보통 11월 말쯤 와요.", FIRST_SNOW_TIP) == []
    why = (
        check("12월 평년 기온은 0.4°C예요. 첫눈은 보통 11월 말쯤 와요.", NORMALS).unsupported[0].why
    )
    assert "dates no season's event" in (why or "")


def _paper_and_plastics(**papers: int) -> object:
    paper = {
        "region": "nationwide",
        "region_name": "전국",
        "query": "신문지",
        "item_count": len(papers),
        "items": [
            {
                "item_name": n,
                "category": "paper",
                "form": "압축",
                "price_per_kg": p,
                "price_text": f"{p}원/kg",
            }
            for n, p in papers.items()
        ],
        "survey_date": "2025-01",
        "unit": "원/kg",
        "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }
    plastics = {
        "region": "nationwide",
        "region_name": "전국",
        "query": "플라스틱",
        "item_count": 3,
        "items": [
            plastic_row("PE(압축)", "압축", 150),
            plastic_row("PP(압축)", "압축", 180),
            plastic_row("PET", "압축", 350),
        ],
        "survey_date": "2025-01",
        "unit": "원/kg",
        "source": "keco-survey-embedded",
        "as_of": "2025-01",
    }
    return ev(paper, plastics, user="신문, 교재 박스, 플라스틱 통 시세 알려주세요")  # fmt: skip


NEWSPAPER_ONLY = _paper_and_plastics(신문지=120)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g42h1-0075's shape: a paper row no output lists, its bracket holding a space
        ("- 신문지(압축): 120원/kg\n- 골판지(교재 박스): 150원/kg\n- PP(압축, 플라스틱 통): 180원/kg\n"
         "- PE(압축): 150원/kg", "골판지"),
        ("- 신문지: 120원/kg\n- 헌책(교재, 문제집): 100원/kg\n- PP(압축): 180원/kg", "헌책"),
        ("1. 신문지 120원/kg\n2. 골판지(이사 박스, 교재 상자) 150원/kg\n3. PE(압축) 150원/kg", "골판지"),
    ],
)  # fmt: skip
def test_a_bulleted_member_with_a_spaced_bracket_is_read(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, NEWSPAPER_ONLY)


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("- 신문지(압축): 120원/kg\n- 골판지(교재 박스): 80원/kg\n- PP(압축, 플라스틱 통): 180원/kg\n"
         "- PE(압축): 150원/kg", _paper_and_plastics(신문지=120, 골판지=80)),
        ("- 신문지(교재 묶음): 120원/kg\n- PP(압축, 플라스틱 통): 180원/kg\n- PE(압축): 150원/kg",
         NEWSPAPER_ONLY),
    ],
)  # fmt: skip
def test_bulleted_members_with_spaced_brackets_that_are_listed_pass(
    answer: str, evidence: object
) -> None:
    assert flagged(answer, evidence) == []  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "answer",
    [
        # g42h2-0049's shape
        "Newspaper (compressed) is 120 won/kg according to the KECO nationwide average for "
        "January 2025. Magazines and flyers are priced the same as newspaper, so you can bundle "
        "them together.",
        "신문지는 kg당 120원이에요. 잡지랑 전단지도 신문지와 같은 가격으로 쳐줘요.",
        "신문지는 120원/kg입니다. 헌책은 신문지랑 단가가 같아요.",
        "Newspaper is 120 won/kg, and old books sell for the same price as newspaper.",
    ],
)
def test_a_good_likened_in_price_that_no_output_prices_is_flagged(answer: str) -> None:
    verdict = check(answer, NEWSPAPER_ONLY)
    assert any("likened in price" in (c.why or "") for c in verdict.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "Newspaper is 120 won/kg, and cardboard is priced the same as newspaper.",
        "신문지는 kg당 120원이고, 골판지도 신문지와 같은 가격이에요.",
        "Magazines may be priced the same as newspaper, but the survey does not list them.",
    ],
)
def test_a_listed_or_hedged_likening_passes(answer: str) -> None:
    assert flagged(answer, _paper_and_plastics(신문지=120, 골판지=120)) == []


def _mattresses(*specs: str | None) -> object:
    rows = [
        {
            "item_name": "매트리스",
            "name": "매트리스",
            "spec": s,
            "category": "가구류",
            "fee": f,
            "fee_text": f"{f:,}원",
            "is_free": False,
        }
        for s, f in zip(specs, (3000, 5000), strict=True)
    ]
    return ev({"district": "완도군", "full_name": "전라남도 완도군", "query": "매트리스",
               "item_count": 2, "items": rows, "source": "bulk-waste-fees", "covered": True,
               "as_of": "2024-08-16"}, user="완도 매트리스 버리려는데 얼마예요? 싱글이에요.")  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # g42h0-0040's shape: size words in the subject case, one for each twin fee
        ("완도군 매트리스 수수료는 싱글이 3,000원, 더블 이상이 5,000원이에요.", ["3,000원", "5,000원"]),
        ("매트리스는 퀸이 5,000원이고 싱글이 3,000원이에요.", ["5,000원", "3,000원"]),
        ("수수료는 소형이 3,000원이에요.", ["3,000원"]),
    ],
)  # fmt: skip
def test_a_size_word_right_before_a_twin_fee_is_flagged(answer: str, wrong: list[str]) -> None:
    verdict = check(answer, _mattresses(None, None))
    assert [c.text for c in verdict.unsupported] == wrong
    assert all("tells apart rows" in (c.why or "") for c in verdict.unsupported)


@pytest.mark.parametrize(
    ("answer", "specs"),
    [
        ("완도군 매트리스 수수료는 싱글이 3,000원, 더블이 5,000원이에요.", ("싱글", "더블")),
        ("매트리스는 3,000원 또는 5,000원이에요.", (None, None)),
        ("매트리스가 3,000원이나 5,000원이에요.", (None, None)),
    ],
)
def test_twin_fees_said_as_the_rows_carry_them_pass(
    answer: str, specs: tuple[str | None, ...]
) -> None:
    assert flagged(answer, _mattresses(*specs)) == []
