"""Round 46 (r46c): claim-free answers flagged for an apology with a generic hand-off, and a count
of listed collection points read as reward points.

Three readings, each extended in the module that owns it.

- **Asking politely is advice to ask** (:mod:`.channels` owns the Korean words of asking,
  ``ASK_KO``; :mod:`.howto` reads its advice with them): ``구청 담당 부서에 전화로 여쭤보시면 신청
  방법을 알려줄 거예요`` over a how-to output whose methods are empty (prod_holdout35 g53h1-0028, an
  apology and a hand-off) names no phone channel for applying: 여쭤/여쭈/여쭙 ask as 문의 and 물어 do.
  ``전화로 신청하시면 돼요`` (a way of applying no output names) is still flagged.
- **The data holding no fee, so none can be told politely, is no free claim**
  (:mod:`.free_statements`): ``수수료 자료에 이 동네 싱크대 수수료가 없어서 금액을 말씀드릴 수가
  없네요`` over a fee output not covering the county (prod_holdout35 g53h1-0066) says the data lacks
  the fee, as ``… 알려드리기 어려워요`` did; ``말씀드릴 수(가) 없``, ``안내해 드릴 수가 없``, ``알 수가
  없`` now end that reading too. ``이 동네는 싱크대 수수료가 없어요`` (no data named) and ``자료상
  수수료가 없어요`` (nothing that cannot be told) still claim it free.
- **Collection points are places, not reward points** (:mod:`.rewards`): a point key over a list of
  places (the bin tools' ``points``, each with an address) holds no point values, and where the
  outputs hold no point value at all ``lists 5 points within 1 km`` (prod_holdout36 g54h3-0057,
  g54h3-0068) is the count reading's, checked against the list (``7 points`` is flagged as a
  count). Beside an output with a point value (``"can_point": 15``) ``20 points`` stays a reward,
  flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged


def _no_howto() -> dict[str, object]:
    """A district's waste-rules output with no bulk-waste method listed, a department and phone."""
    return {
        "district": "대덕구", "full_name": "대전광역시 대덕구", "source": "waste-rules",
        "application_methods": [], "places": [],
        "note": "생활쓰레기배출정보에는 대전광역시 대덕구의 대형폐기물 배출 방법이 적혀 있지 않습니다. "
        "아래 담당 부서에 문의하세요.",
        "department": "자원순환과", "phone": "042-608-6353",
        "phone_note": "문의: 대전광역시 대덕구 자원순환과 042-608-6353",
    }  # fmt: skip


def _no_fees() -> dict[str, object]:
    """A fee output for a county the fee data does not cover, with its office's contact."""
    return {
        "district": "봉화군", "full_name": "경상북도 봉화군", "query": "싱크대", "item_count": 0,
        "items": [], "source": "bulk-waste-fees", "covered": False,
        "note": "전국대형폐기물수거수수료정보표준데이터에는 경상북도 봉화군 수수료 자료가 없어 "
        "'싱크대' 수수료를 알려드릴 수 없습니다.",
        "contact": "수수료는 경상북도 봉화군 녹색환경과(054-679-6412)에 문의하세요.",
        "phone": "054-679-6412",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g53h1-0028)
        "죄송해요. 찾아본 자료에는 이 동네 대형폐기물 버리는 방법이 따로 적혀 있지 않네요. "
        "구청 담당 부서에 전화로 여쭤보시면 신청 방법을 알려줄 거예요.",
        "자료에 배출 방법이 없어요. 자원순환과에 전화로 여쭈어 보시면 신청 절차를 안내받으실 수 있어요.",
        "방법이 적혀 있지 않아요. 구청에 전화로 여쭙고 신청하시면 돼요.",
    ],
)
def test_asking_politely_by_phone_is_no_channel(answer: str) -> None:
    assert check(answer, ev(_no_howto())).grounded, flagged(answer, ev(_no_howto()))


def test_applying_by_phone_is_still_a_channel() -> None:
    answer = "대덕구는 전화로 신청하시면 돼요."
    result = check(answer, ev(_no_howto()))
    assert not result.grounded
    assert [c.text for c in result.unsupported] == ["전화"]
    assert "how-to output names for applying" in (result.unsupported[0].why or "")


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g53h1-0066)
        "죄송해요. 수수료 자료에 이 동네 싱크대 수수료가 없어서 금액을 말씀드릴 수가 없네요. "
        "군청 환경 담당 부서에 여쭤보시면 금액을 알려줄 거예요.",
        "자료에는 싱크대 수수료가 없어서 안내해 드릴 수가 없어요. 녹색환경과에 문의하세요.",
        "데이터에 봉화군 싱크대 수수료가 없어서 정확한 금액은 알 수가 없어요.",
    ],
)
def test_no_fee_in_the_data_told_politely_is_no_free_claim(answer: str) -> None:
    assert check(answer, ev(_no_fees())).grounded, flagged(answer, ev(_no_fees()))


@pytest.mark.parametrize(
    "answer",
    [
        "봉화군은 싱크대 수수료가 없어서 그냥 내놓으시면 돼요.",
        "자료상 싱크대는 수수료가 없어요.",
    ],
)
def test_no_fee_said_of_the_thing_is_still_free(answer: str) -> None:
    result = check(answer, ev(_no_fees()))
    assert not result.grounded
    assert any(c.text.startswith("수수료") and "무료" in (c.why or "") for c in result.unsupported)


def _bins(n: int) -> dict[str, object]:
    """A battery-bin output listing ``n`` collection points near a spot (their ``points``)."""
    points = [
        {"name": f"당리{i}아파트", "address": f"부산광역시 사하구 다대로 {30 + i}", "detail": None,
         "district": "사하구", "phone": "051-203-7393", "items": ["폐건전지"],
         "distance_m": 300 + 20 * i}
        for i in range(n)
    ]  # fmt: skip
    return {
        "radius_km": 1.0, "item_type": "battery", "kind_name": "폐건전지", "source": "lamp-battery-bins",
        "points": points, "found": n, "as_of": "2025-12-24",
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the case's shape (g54h3-0057, g54h3-0068)
        "The lamp/battery bin dataset lists 5 points within 1 km:\n1. 당리0아파트 — 300 m\n"
        "2. 당리1아파트 — 320 m",
        "There are 5 points within 1 km of you.",
        "These 5 points are the closest to the reference point.",
    ],
)
def test_a_count_of_collection_points_is_no_reward(answer: str) -> None:
    assert check(answer, ev(_bins(5))).grounded, flagged(answer, ev(_bins(5)))


@pytest.mark.parametrize(
    "answer", ["The dataset lists 7 points within 1 km.", "There are 3 points within 1 km of you."]
)
def test_a_wrong_count_of_collection_points_is_flagged(answer: str) -> None:
    result = check(answer, ev(_bins(5)))
    assert not result.grounded
    assert [c.kind for c in result.unsupported] == ["count"]


def test_points_beside_a_reward_value_stay_a_reward() -> None:
    reward = {"name": "순환자원 회수로봇", "can_point": 15, "pet_point": 10}
    result = check("Cans earn 20 points each.", ev(reward, _bins(5)))
    assert not result.grounded
    assert [c.kind for c in result.unsupported] == ["reward"]
    assert check("Cans earn 15 points each.", ev(reward, _bins(5))).grounded
