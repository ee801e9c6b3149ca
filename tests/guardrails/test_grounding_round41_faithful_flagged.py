"""Round 41 (r41e): faithful answers flagged (prod_holdout29, already scored).

Two readings, each extended in the module that owns it:

- The user's own place followed by the copula (``안성인데 근처에 …``, ``부여예요``, ``수원입니다``,
  ``군포임``) is the user saying where they are, as ``안성에 사는데`` or ``안성이에요`` already were:
  the answer's ``안성시 반경 5km 안에는`` restates the user's question, not a fact of the tools.
  The copula forms are one alternation, :data:`.vocabulary.USER_PLACE_COPULA`, shared by every
  reading of "what follows the place the user wrote" (:mod:`.match`, :mod:`.centres`,
  :mod:`.wards`, :mod:`.city_wide`). A place the user never named stays a claim.
- A bare amount set against an amount right after it (``PET flake 650 vs PP flake 520 won/kg``,
  ``PET 650 대 PP 520원/kg``) states that amount in the same unit, so it is a term of a gap worked in
  its sentence (:func:`.derived_values.versus_terms`): ``a 130 won difference`` is 650 − 520, even
  where earlier sentences stated other prices (which otherwise are the only terms a gap may use).
  A gap no two stated terms give (``a 140 won difference``) is still flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, national_prices


def _centres_near_point() -> dict[str, object]:
    """The centre tool's answer around a point it names by coordinates alone: two 음성군 offices,
    none within 5 km."""

    def place(name: str, road: str, m: int) -> dict[str, object]:
        return {"name": name, "address": f"충북 음성군 {road}", "phone": "043-871-5493",
                "hours": "월~토 09:00~18:00", "items": [], "distance_m": m}  # fmt: skip

    return {
        "query": "recycling_center", "radius_m": 5000, "latitude": 37.005, "longitude": 127.28,
        "found": 2, "places": [place("대소면행정복지센터", "대소면 오태로 57-16", 18280),
                               place("삼성면행정복지센터", "삼성면 덕정로30번길 8", 18985)],
        "note": "반경 5km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("user", "answer"),
    [
        # g47h2-0001's shape, then other copula forms, places and centre words
        (
            "신문지 모였는데 kg당 얼마예요? 안성인데 근처에 가져갈 데도 있나요?",
            "안성시 반경 5km 안에는 재활용 보상 장소가 없어서, 가장 가까운 곳이 대소면행정복지센터예요.",
        ),
        (
            "안성입니다. 근처에 재활용센터 있어요?",
            "안성시 근처에는 없고, 대소면행정복지센터가 약 18.3km예요.",
        ),
        (
            "저 군포인데요, 가까운 센터 있나요?",
            "군포시 반경 5km 안에는 없어요. 대소면행정복지센터가 제일 가까워요.",
        ),
        ("집이 부여예요. 재활용센터 어디 있어요?", "부여군 기준 5km 안에는 없어요."),
    ],
)
def test_the_users_place_with_the_copula_is_the_search_centre(user: str, answer: str) -> None:
    assert flagged(answer, ev(_centres_near_point(), user=user)) == []


@pytest.mark.parametrize(
    ("user", "answer", "span"),
    [
        # the wrong twins: a place the user never named stays a place claim
        (
            "평택인데 근처에 가져갈 데 있나요?",
            "안성시 반경 5km 안에는 재활용 보상 장소가 없어요.",
            "안성시",
        ),
        ("안성인삼 사러 왔는데 근처에 센터 있나요?", "안성시 반경 5km 안에는 없어요.", "안성시"),
        ("수원입니다. 근처에 센터 있어요?", "군포시 반경 5km 안에는 없어요.", "군포시"),
    ],
)
def test_a_place_the_user_never_named_stays_a_claim(user: str, answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_centres_near_point(), user=user))


def _plastics() -> dict[str, object]:
    """The price tool's plastics: PET 350/650, PP 180/520, PE 150/450 won/kg (baled/flake)."""
    rows = [("PE(압축)", 150), ("PE(플레이크)", 450), ("PP(압축)", 180), ("PP(플레이크)", 520),
            ("PET", 350), ("PET(플레이크)", 650)]  # fmt: skip
    return national_prices("plastic", "압축", rows, query="플라스틱")


_BALED = "Baled PET is 350 won/kg versus baled PP at 180 won/kg, so PET pays 170 won more per kg. "


@pytest.mark.parametrize(
    "answer",
    [
        # g47h2-0011's shape, then other values, wording and language
        _BALED
        + "As flakes the gap narrows: PET flake 650 vs PP flake 520 won/kg, a 130 won difference.",
        _BALED + "Flake: PE 450 versus PP flake 520 won/kg, so PP pays 70 won more.",
        "압축 PET는 350원/kg, 압축 PP는 180원/kg이에요. 플레이크는 PET 650 대 PP 520원/kg으로 130원 차이예요.",
    ],
)
def test_a_bare_amount_before_vs_is_a_term_of_the_gap(answer: str) -> None:
    assert flagged(answer, ev(_plastics())) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # the wrong twins: a gap no two stated terms give
        (
            _BALED + "As flakes: PET flake 650 vs PP flake 520 won/kg, a 140 won difference.",
            "140 won",
        ),
        (_BALED + "Flake: PE 450 versus PP flake 520 won/kg, so PP pays 90 won more.", "90 won"),
        (
            "압축 PET는 350원/kg, 압축 PP는 180원/kg이에요. 플레이크는 PET 650 대 PP 520원/kg으로 120원 차이예요.",
            "120원",
        ),
    ],
)
def test_a_wrong_gap_after_vs_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(_plastics()))


def test_a_bare_number_before_vs_of_no_amount_is_no_term() -> None:
    # "650 vs 2 bags": the figure after it is no amount, so 650 states nothing in won
    answer = _BALED + "Flake: 650 vs 2 bags of PP flake at 520 won/kg, a 130 won difference."
    assert "130 won" in flagged(answer, ev(_plastics()))
