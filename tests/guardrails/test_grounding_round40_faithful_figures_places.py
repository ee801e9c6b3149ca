"""Round 40 (r40b): faithful answers flagged on worked figures and on places named in English
(prod_holdout29 and prod_holdout30, already scored).

Six readings, each extending the one that owns the figure or the name:

- A place whose name is an area and a kind of place (``금천구재활용센터``) is named in English by
  the area as it is spelt and the kind's English word ("Geumcheon-gu Recycling Center",
  :mod:`.romanized`, :data:`.facility_words.AREA_KINDS`; a name whose stem is no area, such as
  ``광장재활용센터``, gets no such form), and the area part alone by its Latin
  spelling too (:func:`.holdings.place_names`), so a longer centre of the same area (``금천구 지정
  독산동 재활용센터``) no longer takes that name and its phone; another centre's phone stays flagged.
- An amount written as a compound adjective ("a 1,000-won difference") is an amount in won
  (:mod:`.money`), so a difference of two stated products is read as one; a wrong gap stays
  flagged.
- ``해서`` after an amount adds it ("본체 5,000원에 실외기 4,000원 해서 9,000원", :mod:`.derived`);
  a total no stated terms give stays flagged.
- A product's clause names the item of a rate by any form the vocabulary gives it (``상자``,
  ``박스``, ``boxes`` for a rate labelled ``골판지``, :mod:`.products`), so it is that rate's product
  and not the other material's the sentence named first; a product of the other rate stays
  flagged as mispriced.
- A goods qualifier before an adnominal superlative ("가구를 받는 곳 중 가장 가까운 금천구재활용센터를")
  ranks only the rows it selects whether the name follows or precedes (:mod:`.qualified`); a name
  that is not the nearest of those rows, or the bare superlative, stays flagged.
- A contrast that excludes ("lists appliances and furniture rather than cans", "instead of") ends
  the goods said to be taken (:mod:`.taken`); goods before it still are, and stay flagged when
  the place's own list lacks them.
"""

from __future__ import annotations

from guardrails.grounding import check
from guardrails.grounding.evidence import Evidence
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, paper_prices


def _centres() -> dict[str, object]:
    rows = [
        ("금천구재활용센터", "서울특별시 금천구 시흥대로 182", "02-802-7282", 7935),
        ("금천구 지정 독산동 재활용센터", "서울특별시 금천구 독산로 303", "02-863-7282", 10324),
        ("서초구재활용센터", "서울특별시 서초구 양재대로12길 73-19", "02-571-7272", 11718),
    ]
    return {
        "query": "재활용센터", "radius_m": 5000, "found": len(rows),
        "places": [{"name": n, "address": a, "phone": p, "hours": "평일 09:00~18:00",
                    "items": ["가전제품류", "가구류"], "distance_m": d} for n, a, p, d in rows],
        "source": "recycling-centers",
    }  # fmt: skip


# --- a centre named in English by its area and kind ---------------------------------------------


def test_centre_named_in_english_holds_its_own_phone() -> None:
    e = ev(_centres())
    assert check("- Geumcheon-gu Recycling Center: about 7.9 km · 02-802-7282", e).grounded
    assert check(
        "1. Geumcheon-gu Recycling Center, 182 Siheung-daero, Geumcheon-gu, Seoul, about 7.9 km, "
        "02-802-7282.",
        e,
    ).grounded
    assert check(
        "Seocho-gu Recycling Center, 02-571-7272; Geumcheon-gu Recycling Center, 02-802-7282.", e
    ).grounded


def test_centre_named_in_english_with_another_centres_phone_is_flagged() -> None:
    e = ev(_centres())
    r = check("- Geumcheon-gu Recycling Center: about 7.9 km · 02-863-7282", e)
    assert not r.grounded
    assert [c.text for c in r.unsupported] == ["02-863-7282"]
    assert "금천구 지정 독산동 재활용센터's" in r.unsupported[0].why
    assert flagged(
        "Seocho-gu Recycling Center, 02-802-7282; Geumcheon-gu Recycling Center, 02-571-7272.", e
    ) == ["02-802-7282", "02-571-7272"]


def test_english_name_of_a_centre() -> None:
    from guardrails.grounding.romanized import latin_forms

    forms = {f for f, whole in latin_forms("금천구재활용센터") if whole}
    assert "geumcheon-gu recycling center" in forms
    assert ("sejong pharmacy", True) in latin_forms("세종약국")  # a kind of its own
    assert latin_forms("광장재활용센터") == ()  # a stem that is no area: no English name read


# --- an amount as a compound adjective -----------------------------------------------------------


def test_compound_adjective_amount_is_a_difference() -> None:
    e = ev(glass_prices())
    head = "Clear glass is 45 won/kg, brown 40 won/kg, green 35 won/kg. "
    assert check(
        head + "So 100 kg of clear glass would be 4,500 won versus 3,500 won for green — a "
        "1,000-won difference.",
        e,
    ).grounded
    assert check(
        head + "For 100 kg, clear pays 4,500 won and brown 4,000 won: a 500-won gap.", e
    ).grounded
    assert flagged(
        head + "So 100 kg of clear glass would be 4,500 won versus 3,500 won for green — a "
        "1,500-won difference.",
        e,
    ) == ["1,500"]


def test_compound_adjective_amount_is_read_as_money() -> None:
    from guardrails.grounding.extract import extract_claims

    got = [(c.kind, c.value) for c in extract_claims("a 5,000-won fee, or 3,000-5,000 won")]
    assert ("money", 5000) in got and got.count(("money", 5000)) == 2


# --- 해서 after an amount adds it ----------------------------------------------------------------


def _aircon() -> dict[str, object]:
    rows = [("에어컨 실외기", 4000), ("에어컨(실외기 별도)", 5000), ("에어컨(실외기 별도)", 6500)]
    return {
        "district": "순천시", "full_name": "전라남도 순천시", "query": "에어컨",
        "item_count": len(rows),
        "items": [{"item_name": n, "name": n, "spec": None, "category": "가전제품류", "fee": f,
                   "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
        "source": "bulk-waste-fees", "covered": True, "as_of": "2024-12-02",
    }  # fmt: skip


_AIRCON_HEAD = "순천시는 에어컨 실외기가 4,000원, 본체는 5,000원·6,500원이에요. "


def test_amounts_joined_by_haeseo_are_a_total() -> None:
    e = ev(_aircon())
    for tail in (
        "가장 낮게 잡으면 본체 5,000원에 실외기 4,000원 해서 9,000원입니다.",
        "큰 본체면 6,500원에 실외기 4,000원 해서 10,500원이에요.",
        "실외기 4,000원에 본체 5,000원 해서 모두 9,000원 정도예요.",
    ):
        assert check(_AIRCON_HEAD + tail, e).grounded, tail


def test_a_total_no_terms_give_stays_flagged() -> None:
    e = ev(_aircon())
    assert flagged(
        _AIRCON_HEAD + "가장 낮게 잡으면 본체 5,000원에 실외기 4,000원 해서 9,500원입니다.", e
    ) == ["9,500원"]
    assert flagged(_AIRCON_HEAD + "큰 본체면 6,500원에 실외기 4,000원 해서 11,000원이에요.", e) == [
        "11,000원"
    ]


# --- a product's item named by another form ----------------------------------------------------

_PAPER_HEAD = "신문지 kg당 120원, 골판지 kg당 80원이에요. "


def test_product_for_an_item_named_by_another_form() -> None:
    e = ev(paper_prices())
    assert check(
        _PAPER_HEAD + "신문지 10kg은 1,200원, 상자 20kg은 1,600원이라 합쳐서 2,800원 정도예요.", e
    ).grounded
    assert check(_PAPER_HEAD + "신문지 10kg은 1,200원, 박스 30kg은 2,400원이에요.", e).grounded
    assert check(
        "Newspaper is 120 won/kg and cardboard 80 won/kg. 10 kg of newspaper is 1,200 won, and "
        "20 kg of boxes (상자) would be 1,600 won.",
        e,
    ).grounded


def test_product_of_the_other_rate_stays_mispriced() -> None:
    e = ev(paper_prices())
    r = check(
        _PAPER_HEAD + "신문지 10kg은 1,200원, 상자 20kg은 2,400원이라 합쳐서 3,600원 정도예요.", e
    )
    assert "2,400원" in [c.text for c in r.unsupported]
    assert any("another material's price" in c.why for c in r.unsupported)
    r = check(
        "Newspaper is 120 won/kg and cardboard 80 won/kg. 10 kg of newspaper is 1,200 won, and "
        "20 kg of boxes (상자) would be 2,400 won.",
        e,
    )
    assert [c.text for c in r.unsupported] == ["2,400 won"]
    assert "another material's price" in r.unsupported[0].why


# --- a qualified adnominal superlative -----------------------------------------------------------


def _furniture_centres() -> Evidence:
    rows = [
        ("의왕시재활용센터", "031-462-7895", ["생활쓰레기", "재활용품", "음식물 등"], 3315),
        ("금천구재활용센터", "02-802-7282", ["가전제품류", "가구류", "의류"], 10628),
        ("관악구 재활용센터(알뜰나라)", "02-877-1140", ["가전제품", "가구"], 12983),
    ]
    return ev(
        {"query": "재활용센터", "radius_m": 2000, "found": len(rows),
         "places": [{"name": n, "address": "", "phone": p, "hours": "평일 09:00~18:00",
                     "items": items, "distance_m": d} for n, p, items, d in rows],
         "source": "recycling-centers"},
    )  # fmt: skip


def test_qualified_adnominal_superlative_ranks_the_rows_it_selects() -> None:
    e = _furniture_centres()
    for answer in (
        "반경 2km 안에는 없어서, 가구를 받는 곳 중 가장 가까운 금천구재활용센터를 추천드려요.",
        "가전을 받는 곳 중에서 제일 가까운 금천구재활용센터로 가 보세요.",
        "가구 받는 데 중 가장 가까운 금천구재활용센터에 문의해 보세요.",
    ):
        assert check(answer, e).grounded, answer


def test_superlative_false_within_its_qualifier_stays_flagged() -> None:
    e = _furniture_centres()
    r = check("가구를 받는 곳 중 가장 가까운 관악구 재활용센터(알뜰나라)를 추천드려요.", e)
    assert not r.grounded and "10,628m" in r.unsupported[0].why
    r = check("반경 2km 안에는 없어서, 가장 가까운 금천구재활용센터를 추천드려요.", e)
    assert not r.grounded and "3,315m" in r.unsupported[0].why


# --- goods excluded by a contrast ---------------------------------------------------------------


def _songpa() -> Evidence:
    rows = [
        ("송파구재활용센터", "02-400-9333", ["가전제품", "가구 등"], 3284),
        ("복정re100", "031-729-3203", ["PET", "비닐", "알루미늄 캔", "철 캔"], 5887),
    ]
    return ev(
        {"query": "재활용센터", "radius_m": 1000, "found": len(rows),
         "places": [{"name": n, "address": "", "phone": p, "hours": "평일 09:00~18:00",
                     "items": items, "distance_m": d} for n, p, items, d in rows],
         "source": "recycling-centers,keco-sites"},
    )  # fmt: skip


def test_goods_after_rather_than_are_not_taken() -> None:
    e = _songpa()
    for answer in (
        "The closest centre, 송파구재활용센터 (about 3.3 km), lists appliances and furniture "
        "rather than cans.",
        "송파구재활용센터 (about 3.3 km) lists furniture and appliances instead of cans.",
        "송파구재활용센터 lists appliances rather than cans; 복정re100 lists cans.",
    ):
        assert check(answer, e).grounded, answer


def test_goods_before_the_contrast_are_still_read() -> None:
    e = _songpa()
    assert flagged("송파구재활용센터 (about 3.3 km) lists appliances, furniture and cans.", e) == [
        "cans"
    ]
    assert "cans" in flagged(
        "송파구재활용센터 (about 3.3 km) takes cans rather than appliances.", e
    )
