"""Round 35 (r35b): wrong facts about listed places that passed the check (prod_dev5).

- ``- Gangdong-gu Appliance & Furniture Recycling Center — about 4.4 km, …, 02-457-0303`` where
  02-457-0303 is 광진구 재활용센터's: the line's ``Recycling Center`` is the search's own word
  (its ``query``), which several listed rows' names hold. It named the holder of the phone (the
  광진 row, the only one whose record holds the number), so the phone was read as held by its
  line's head. The search's word names every row it returned and no one of them: it is no holder
  (:mod:`.line_heads`), and the line's place (``Gangdong-gu``) decides (g41d1-0079).
- ``- 토요일 — 광진구 재활용센터만 오전 영업해요`` over hours of weekdays only: ``영업`` (to be open
  for business) is a word of a schedule's frame as ``운영`` and ``열어요`` are, so the day is
  held against the days the place's text states (:mod:`.schedules`, g41d1-0080).
- ``이 중 애플약국에는 폐의약품 수거함이 있다고 나와 있어요`` over a pharmacy whose ``items`` are
  empty: a bin of a good said to be at a place (``X에 … 수거함이 있어요``, ``수거함도 비치돼
  있어요``) says the place takes the good, a frame of taking as ``받아요`` is (:mod:`.taken`,
  g41d2-0032).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _centre(name: str, address: str, phone: str, hours: str, km: float) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": hours,
            "items": ["가전", "가구"], "distance_m": int(km * 1000), "as_of": "2025-08-12"}  # fmt: skip


CENTRES = {
    "query": "재활용센터", "radius_m": 2000, "found": 3,
    "places": [
        _centre("강동구가전가구재활용센터", "서울특별시 강동구 동남로 930", "02-427-8425",
                "평일 10:00~19:00", 4.441),
        _centre("공릉재활용센터", "서울특별시 노원구 화랑로 486", "02-974-7282",
                "평일 09:30~18:00", 5.572),
        _centre("광진구 재활용센터", "서울특별시 광진구 능동로 352-1", "02-457-0303",
                "평일 09:00~20:00", 5.589),
    ],
    "source": "recycling-centers,keco-sites", "as_of": "2026-02-09",
    "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d1-0079's shape
        "Nothing within 2 km, so here are the nearest:\n"
        "- Gangdong-gu Appliance & Furniture Recycling Center — about 4.4 km, weekdays "
        "10:00–19:00, 02-457-0303\n"
        "- Gongneung Recycling Center — about 5.6 km, weekdays 09:30–18:00, 02-974-7282",
        "- Gangdong Recycling Center — about 4.4 km, 02-457-0303",
        "Closest options:\n- Gangdong-gu Recycling Center — 4.4 km away, call 02-457-0303\n"
        "- Gongneung Recycling Center — 5.6 km away, call 02-974-7282",
    ],
)
def test_another_centres_phone_under_a_line_named_by_the_search_word_is_flagged(
    answer: str,
) -> None:
    verdict = check(answer, ev(CENTRES))
    assert not verdict.grounded
    [claim] = verdict.unsupported
    assert claim.text == "02-457-0303"
    assert "not for" in claim.why


@pytest.mark.parametrize(
    "answer",
    [
        "Nothing within 2 km, so here are the nearest:\n"
        "- Gangdong-gu Appliance & Furniture Recycling Center — about 4.4 km, weekdays "
        "10:00–19:00, 02-427-8425\n"
        "- Gongneung Recycling Center — about 5.6 km, weekdays 09:30–18:00, 02-974-7282",
        "- Gangdong Recycling Center — about 4.4 km, 02-427-8425",
        "- 강동구가전가구재활용센터 — 약 4.4km, 평일 10:00~19:00, 02-427-8425\n"
        "- 광진구 재활용센터 — 약 5.6km, 평일 09:00~20:00, 02-457-0303",
    ],
)
def test_each_centres_own_phone_on_its_line_passes(answer: str) -> None:
    assert flagged(answer, ev(CENTRES)) == []


def test_the_korean_list_line_with_another_centres_phone_stays_flagged() -> None:
    answer = "- 강동구가전가구재활용센터 — 약 4.4km, 평일 10:00~19:00, 02-457-0303"
    assert flagged(answer, ev(CENTRES)) == ["02-457-0303"]


ASKED = "근처 재활용센터 몇 시에 열어요? 토요일도?"
SATURDAY = {
    **CENTRES,
    "places": [
        *CENTRES["places"][:2],  # type: ignore[index]
        _centre("광진구 재활용센터", "서울특별시 광진구 능동로 352-1", "02-457-0303",
                "평일 09:00~20:00, 토요일 09:00~13:00", 5.589),
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d1-0080's shape
        "- 강동구가전가구재활용센터 — 평일 10:00~19:00, 약 4.4km\n"
        "- 광진구 재활용센터 — 평일 09:00~20:00, 약 5.6km\n"
        "- 토요일 — 광진구 재활용센터만 오전 영업해요",
        "광진구 재활용센터는 토요일 오전에도 영업합니다.",
        "토요일에는 공릉재활용센터만 영업해요.",
    ],
)
def test_a_day_of_business_no_hours_state_is_flagged(answer: str) -> None:
    verdict = check(answer, ev(CENTRES, user=ASKED))  # the user's day is no place's schedule
    assert not verdict.grounded
    assert [(c.text, c.why) for c in verdict.unsupported] == [
        ("토요일", "day 토 not stated for it")
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "- 강동구가전가구재활용센터 — 평일 10:00~19:00, 약 4.4km\n"
        "- 광진구 재활용센터 — 평일 09:00~20:00, 약 5.6km\n"
        "- 토요일 — 광진구 재활용센터만 오전 영업해요",
        "광진구 재활용센터는 토요일 오전에도 영업합니다.",
        "광진구 재활용센터는 평일과 토요일에 영업해요.",
    ],
)
def test_a_day_of_business_the_hours_state_passes(answer: str) -> None:
    assert flagged(answer, ev(SATURDAY, user=ASKED)) == []


def _pharmacy(name: str, phone: str, metres: int, items: list[str]) -> dict[str, object]:
    return {"name": name, "address": "경기 고양시 일산서구 호수로856번길 73-4", "phone": phone,
            "hours": None, "items": items, "distance_m": metres}  # fmt: skip


def _pharmacies(apple_items: list[str]) -> dict[str, object]:
    return {
        "query": "약국", "radius_m": 2000, "found": 3, "category": "PHARMACY",
        "places": [_pharmacy("큰믿음약국", "031-921-6622", 102, []),
                   _pharmacy("대한약국", "031-923-5400", 115, []),
                   _pharmacy("애플약국", "031-923-0992", 1334, apple_items)],
        "source": "kakao", "source_label": "카카오 로컬", "as_of": "2026-12-05",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g41d2-0032's shape
        "대화동 근처 약국은 큰믿음약국(102m), 대한약국(115m), 애플약국(약 1.3km) 3곳이 있어요. "
        "이 중 애플약국에는 폐의약품 수거함이 있다고 나와 있어요.",
        "애플약국에 폐의약품 수거함도 비치돼 있어요.",
        "큰믿음약국은 가깝고, 폐건전지 수거함이 설치돼 있어요.",
    ],
)
def test_a_bin_of_goods_said_to_be_at_a_place_with_no_goods_is_flagged(answer: str) -> None:
    verdict = check(answer, ev(_pharmacies([])))
    assert not verdict.grounded
    [claim] = verdict.unsupported
    assert claim.kind == "condition"
    assert "own list (none)" in claim.why


@pytest.mark.parametrize(
    "answer",
    [
        "대화동 근처 약국은 큰믿음약국(102m), 대한약국(115m), 애플약국(약 1.3km) 3곳이 있어요. "
        "이 중 애플약국에는 폐의약품 수거함이 있다고 나와 있어요.",
        "애플약국에 폐의약품 수거함도 비치돼 있어요.",
        "애플약국에는 폐의약품 수거함이 있는지 가시기 전에 전화로 확인해 보세요.",
    ],
)
def test_a_bin_of_goods_the_place_lists_passes(answer: str) -> None:
    assert flagged(answer, ev(_pharmacies(["폐의약품"]))) == []


def test_a_bin_of_goods_another_place_lists_stays_flagged() -> None:
    answer = "큰믿음약국에 폐의약품 수거함이 있어요."
    assert flagged(answer, ev(_pharmacies(["폐의약품"]))) == ["의약품"]
