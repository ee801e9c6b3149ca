"""Round 40 (r40d): wrong facts that passed (prod_holdout29 and prod_holdout30, already scored).

- A price compared with a good no tool output prices (:mod:`.multiples`,
  :func:`.likened_prices.unpriced_good`): "Cardboard goes for 80 won per kg — about half of what
  newspaper fetches" over a survey that lists 골판지 alone passed, since a ratio was read only
  between two records and the other side named none. The subject is a listed good, so the ratio's
  other side is the writer's own figure: flagged. ``half`` is now the ratio ½ of that reading
  (newspaper about twice cardboard), so with newspaper listed the two records decide (160 and 80
  pass; 120 and 80 said "exactly half" are flagged). A subject of pronouns only, a hedged
  sentence, or another side the outputs carry is not read this way.
- How often days of a kind come, over monthly normals that count no days (:mod:`.forecast`):
  "눈 오는 날은 보통 한 달에 이틀 안팎입니다" passed, since the month it counts in (한 달에)
  used up the few words allowed between the kind of day and its count after an adverb (보통).
  The month (한 달에, 매달, 매월) now stands there of its own; over normals that count snow days
  the same sentence passes, and "한 달에 28mm" is no count of days.
- A free service said of a good its note does not cover (:mod:`.free_service`): "선풍기도
  무상방문수거로 부르시믄 돈 안 들고 무료로 가져가유" passed, since the "안" of "돈 안 들고" read as
  a negation of the clause. No cost said in a negation (돈 안 들고, 비용도 안 내고, 수수료 안
  내고) is a word of free, like "no charge": the fan is flagged, the fridge passes, an asked
  clause is still not read.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, paper_prices


def _cardboard_only() -> dict[str, object]:
    """The price tool's answer for 골판지 alone (80 원/kg), as g48h0-0051's output."""
    out = paper_prices(query="골판지")
    out["items"] = [it for it in out["items"] if it["item_name"] == "골판지"]  # type: ignore[attr-defined, index]
    out["item_count"] = 1
    return out


def _newspaper_at(price: int) -> dict[str, object]:
    """The 폐지 answer with 신문지 at ``price`` 원/kg (골판지 stays 80)."""
    out = paper_prices()
    row = out["items"][0]  # type: ignore[index]
    row["price_per_kg"], row["price_text"] = price, f"{price}원/kg"
    return out


def test_case_shape_half_of_an_unlisted_good_is_flagged() -> None:
    r = check(
        "Cardboard goes for 80 won per kg — about half of what newspaper fetches. "
        "[Source: KECO recyclables price survey, national average, 2025-01]",
        ev(_cardboard_only()),
    )
    assert not r.grounded
    assert [c.text for c in r.unsupported] == ["about half of what newspaper fetches"]
    assert "newspaper" in (r.unsupported[0].why or "")


def test_variants_other_ratios_and_goods_are_flagged() -> None:
    e = ev(_cardboard_only())
    assert flagged(
        "Cardboard goes for 80 won per kg, about twice what aluminum cans fetch.", e
    ) == ["about twice what aluminum cans fetch"]
    assert flagged("Cardboard sells at 80 won/kg, roughly three times what PET bottles fetch.", e)
    assert flagged("Cardboard goes for 80 won per kg, about twice as much as newspaper.", e)


def test_variant_over_another_survey_is_flagged() -> None:
    e = ev(glass_prices(query="유리"))
    got = flagged("Clear glass goes for 45 won per kg, about half of what newspaper fetches.", e)
    assert got == ["about half of what newspaper fetches"]


def test_faithful_twin_a_listed_comparand_passes() -> None:
    e = ev(_newspaper_at(160))
    assert (
        flagged("Cardboard goes for 80 won per kg — about half of what newspaper fetches.", e) == []
    )
    assert flagged("Newspaper fetches 160 won per kg, about twice what cardboard does.", e) == []
    assert check("Newspaper fetches 120 won per kg, about 1.5 times what cardboard does.",
                 ev(paper_prices())).grounded  # fmt: skip


def test_wrong_half_between_listed_goods_is_flagged() -> None:
    e = ev(paper_prices())  # 신문지 120, 골판지 80: not half
    assert flagged("Cardboard goes for 80 won per kg, exactly half of what newspaper fetches.", e)
    assert flagged("Newspaper fetches 120 won per kg, about half of what cardboard does.", e)


def test_unsure_comparisons_are_not_read() -> None:
    e = ev(_cardboard_only())
    assert flagged("It fetches about half of what newspaper does.", e) == []  # no subject named
    assert (
        flagged("Cardboard goes for 80 won per kg. Newspaper might fetch about twice that.", e)
        == []
    )
    assert (
        flagged("Cardboard goes for 80 won per kg, about half of what cardboard boxes fetch.", e)
        == []
    )


# --- how often days come, over monthly normals (:mod:`.forecast`'s climate_claims) ---


def _normal(**extra: object) -> dict[str, object]:
    """The weather tool's monthly normal for 함안군 in December (g47h0-0027's output)."""
    return {
        "kind": "monthly_normal", "station": "부산", "district": "함안군", "month": 12,
        "temperature_c": 5.8, "humidity_pct": 48, "precipitation_mm_month": 28, "tips": [],
        "source": "embedded-normals", "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님",
        "as_of": "1991-2020", **extra,
    }  # fmt: skip


def test_case_shape_days_counted_after_an_adverb_and_the_month_are_flagged() -> None:
    r = check(
        "함안군의 12월 평년 기온은 약 5.8도, 습도 48%, 월 강수량 28mm 정도이고, 눈 오는 날은 보통 "
        "한 달에 이틀 안팎입니다. 부산 관측소 1991–2020 평년값 근사치라 실시간 날씨는 아니에요.",
        ev(_normal(), user="함안 12월 날씨 보통 어떤가요?"),
    )
    assert not r.grounded
    (claim,) = [c for c in r.unsupported if "눈 오는 날" in c.text]
    assert "counts no days" in (claim.why or "")


def test_variants_other_days_and_month_words_are_flagged() -> None:
    e = ev(_normal())
    assert flagged("12월 평년 기온은 약 5.8도입니다. 비 오는 날은 보통 한 달에 사흘 정도예요.", e)
    assert flagged("12월 평년 기온은 약 5.8도입니다. 영하인 날은 대개 한 달에 열흘쯤 돼요.", e)
    assert flagged("월 강수량은 28mm 정도입니다. 눈 오는 날은 평소 매달 2번쯤이에요.", e)


def test_faithful_twins_counted_days_and_month_amounts_pass() -> None:
    counted = ev(_normal(snow_days=2, rain_days=3))
    assert (
        flagged(
            "12월 평년 기온은 약 5.8도이고, 눈 오는 날은 보통 한 달에 이틀 안팎입니다.", counted
        )
        == []
    )
    e = ev(_normal())
    assert flagged("12월 평년 기온은 약 5.8도, 월 강수량은 한 달에 28mm 정도입니다.", e) == []


# --- a free service said of a good it does not cover, with its cost negated (:mod:`.free_service`) ---


def _fan_fees() -> dict[str, object]:
    """The fee tool's answer for 선풍기 in 양평군 (3,000 / 4,000원) with the note offering 대형
    가전 free (g48h1-0044's output)."""
    rows = [("선풍기", 3000), ("선풍기", 4000)]
    return {
        "district": "양평군", "full_name": "경기도 양평군", "query": "선풍기", "item_count": 2,
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가전제품류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2023-06-27",
        "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                          "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
    }  # fmt: skip


def test_case_shape_free_said_with_no_cost_is_flagged() -> None:
    r = check(
        "양평군 자료(2023-06-27 기준)로는 이래유.\n- 선풍기: 3,000원 또는 4,000원\n근디 선풍기도 "
        "무상방문수거(1599-0903)로 부르시믄 돈 안 들고 무료로 가져가유.",
        ev(_fan_fees()),
    )
    assert not r.grounded
    (claim,) = r.unsupported
    assert claim.text == "선풍기" and "대형 가전" in (claim.why or "")


def test_variants_other_no_cost_words_are_flagged() -> None:
    e = ev(_fan_fees())
    assert flagged("선풍기는 3,000원이에요. 근데 선풍기도 무상방문수거로 부르면 비용도 안 내고 "
                   "무료로 가져가요.", e) == ["선풍기"]  # fmt: skip
    assert flagged("선풍기는 3,000원이에요. 선풍기도 무상방문수거 서비스로 수수료 안 내고 무료로 "
                   "버릴 수 있어요.", e) == ["선풍기"]  # fmt: skip


def test_faithful_twin_a_covered_good_and_doubt_pass() -> None:
    e = ev(_fan_fees())
    assert flagged("냉장고는 무상방문수거(1599-0903)로 부르면 돈 안 들고 무료로 가져가요.", e) == []
    # asked, or the fan said not to be taken: no claim of a free fan
    assert flagged("선풍기도 무상방문수거로 부르면 돈 안 들고 무료예요?", e) == []
