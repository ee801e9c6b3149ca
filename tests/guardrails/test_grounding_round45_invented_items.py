"""Round 45 (r45d): invented accepted items that passed.

* A denial that a priced material is bought, written with a particle on 매입. :mod:`.denied_buying`
  read "PVC는 매입 안 해요" but not the same denial with an object or topic
particle on the noun ("PVC는 재활용이 안 돼서 매입을 안 해요", 매입은 하지 않아요, 매입이
불가해요), so an answer contradicting a listed price passed (prod_holdout34 g52h0-0084). The
denial is now read with the particle too; a row the outputs price at zero, and a price said as the
output gives it, still pass.
* A bin of goods said of a place a pointing word names back ("큰믿음약국으로 약 100m예요. 이 약국은
  폐의약품 수거함을 운영하고 있어서", prod_holdout31 g49h2-0017): :mod:`.taking_sites` read ``이
  약국은`` as a subject of its own (a pharmacy, not the place named before) and :mod:`.taken` knew
  no bin that a place operates (수거함을 운영). ``이/그/저/해당`` + a kind noun (and English ``this``/
  ``that``) now points back to the place named before; a bin operated there is a bin there. So the
  bin is held to that place's own list: flagged where the list lacks the good, passed where it
  holds it; a kind noun with no pointing word (동네 약국은) stays unsure.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

PLASTICS = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "category_name": "플라스틱류",
    "item_count": 5,
    "items": [plastic_row("PP(압축)", "압축", 180), plastic_row("PET", "압축", 350),
              plastic_row("PVC", "압축", 80), plastic_row("HDPE", "압축", 200),
              plastic_row("기타", "압축", 0)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout34 g52h0-0084's shape
            "PET가 350원으로 젤 높아요. PVC는 재활용이 안 돼서 매입을 안 해요.",
            "PVC는 재활용이 안 돼서 매입을 안",
        ),
        ("HDPE는 고물상에서 매입은 하지 않아요.", "HDPE는 고물상에서 매입은 하지 않"),
        ("PP 압축은 매입이 불가해요.", "PP 압축은 매입이 불가"),
    ],
)
def test_denied_buying_with_a_particle_on_the_noun_is_flagged(answer: str, wrong: str) -> None:
    result = check(answer, ev(PLASTICS))
    assert not result.grounded
    hits = [c for c in result.unsupported if wrong in c.text]
    assert hits and "it is bought" in hits[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "PET가 350원으로 젤 높고, PVC는 kg당 80원에 매입해요.",
        "HDPE는 kg당 200원이에요. 기타 플라스틱은 매입을 안 해요.",  # priced zero: not bought
        "PVC는 80원이라 매입 단가가 낮아요.",
    ],
)
def test_buying_said_as_the_outputs_price_it_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


# --- a bin of goods said of a place a pointing word names back ---------------------------------


def _pharmacies(first_items: list[str]) -> dict[str, object]:
    """The map tool's pharmacies: 큰믿음약국 with ``first_items``, 평화약국 with none."""
    return {
        "query": "약국", "radius_m": 2000, "found": 2, "source": "kakao", "category": "PHARMACY",
        "places": [
            {"name": "큰믿음약국", "address": "경기 고양시 일산서구 호수로856번길 73-4",
             "phone": "031-921-6622", "items": first_items, "distance_m": 102},
            {"name": "평화약국", "address": "경기 고양시 일산서구 호수로856번길 74-1",
             "phone": "031-916-4688", "items": [], "distance_m": 110},
        ],
    }  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout31 g49h2-0017's shape
            "제일 가까운 곳은 큰믿음약국으로 약 100m 거리예요. 이 약국은 폐의약품 수거함을 운영하고"
            " 있어서 남은 약을 그대로 가져가시면 돼요.",
            "의약품",
        ),
        ("가까운 곳은 큰믿음약국이에요. 해당 약국에는 폐의약품 수거함도 비치돼 있어요.", "의약품"),
        ("큰믿음약국이 102m로 제일 가까워요. 그 약국은 폐건전지 수거함을 운영해요.", "건전지"),
    ],
)
def test_a_bin_said_of_the_place_named_before_is_held_to_its_list(answer: str, wrong: str) -> None:
    result = check(answer, ev(_pharmacies([])))
    assert not result.grounded
    assert any(wrong in c.text and "큰믿음약국" in c.why for c in result.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "제일 가까운 곳은 큰믿음약국이에요. 이 약국은 폐의약품 수거함을 운영하고 있어요.",
        "가까운 곳은 큰믿음약국이에요. 해당 약국에는 폐의약품 수거함도 비치돼 있어요.",
    ],
)
def test_a_bin_the_place_named_before_lists_passes(answer: str) -> None:
    assert flagged(answer, ev(_pharmacies(["폐의약품"]))) == []


def test_a_pharmacy_of_its_own_stays_unsure() -> None:
    # no pointing word: 동네 약국 is another subject than the place named before (not read)
    answer = "가까운 곳은 큰믿음약국이에요. 동네 약국은 폐의약품 수거함이 있는 경우가 많아요."
    assert flagged(answer, ev(_pharmacies([]))) == []
