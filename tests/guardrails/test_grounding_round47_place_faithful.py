"""Round 47 (r47d): faithful answers about places flagged — a count's distance bound said with a
copula (prod_holdout35, already scored).

- A bound said as a noun with a copula (:mod:`.thresholds`): "5곳 모두 150m 안이고 …" over five
  pharmacies 31–144 m away was flagged ("150m not in tool outputs"), since the threshold's word of
  selection was read only as 안에/안쪽/이내/내에; 안 before a copula (안이고, 안이며, 안이에요,
  안입니다) selects the same side. The count of the sentence must still be the number of rows on
  that side.

Still flagged: a bound fewer rows lie within than the sentence counts (``5곳 모두 60m 안``), a
count the bound does not select (``네 곳은 100m 안``), and a bound said of one named place (no
count: it is read as that place's distance).
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

# --- a count's bound said with 안이고 / 안이에요 (g53h2-0048) ----------------------------------------


def _bins() -> dict[str, object]:
    """A 폐의약품 search around a point: five pharmacies 31–144 m away, as g53h2-0048."""
    rows = [
        ("연합약국", 31),
        ("대구약국", 43),
        ("참약국", 99),
        ("큰사랑약국", 117),
        ("제일약국", 144),
    ]
    return {
        "radius_km": 0.5, "item_type": "medicine", "kind_name": "폐의약품",
        "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
        "points": [{"name": n, "address": f"경상북도 영덕군 영덕읍 중앙길 {i + 100}", "district": "영덕군",
                    "phone": "054-730-6825", "items": [], "distance_m": d, "as_of": "2025-08-20"}
                   for i, (n, d) in enumerate(rows)],
        "found": 5, "as_of": "2025-08-20",
    }  # fmt: skip


def test_case_shape_every_place_within_a_bound_said_with_an_copula_passes() -> None:
    evidence = ev(_bins())
    answer = (
        "가장 가까운 연합약국이 약 31m예요. 5곳 모두 150m 안이고 문의 전화는 054-730-6825로 같아요."
    )
    assert check(answer, evidence).grounded


def test_variant_other_endings_and_counts_pass() -> None:
    evidence = ev(_bins())
    assert flagged("다섯 곳 모두 200m 안입니다.", evidence) == []
    assert flagged("세 곳은 100m 안이에요.", evidence) == []


def test_wrong_twin_a_bound_or_count_the_list_does_not_bear_is_flagged() -> None:
    evidence = ev(_bins())
    assert flagged("5곳 모두 60m 안이고 전화는 같아요.", evidence) == ["60m"]
    assert flagged("네 곳은 100m 안이에요.", evidence) == ["네 곳"]
    assert flagged("연합약국은 150m 안이에요.", evidence) == ["150m"]  # one named place: no count
