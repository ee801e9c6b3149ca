"""Round 55 (r55b): faithful answers flagged over bindings and words (prod_holdout52).

- A qualifier after a middle dot (``PET: 350 won/kg · baled; 650 won/kg as flake``) is the value's
  before it, not the next value's: :mod:`.postposed` (g70h1-0031).
- A space the data lost to its encoding (``"서구?승학로?480"``) is a space: :mod:`.spacing`, read
  by :class:`.Evidence` (g70h3-0021).
- A verb in a conditional ending before ``포함`` (``번거로우시면 포함으로 신고하세요``) is no thing a
  fee includes: :mod:`.inclusions` (g70h2-0015).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.spacing import with_lost_spaces
from tests.guardrails.grounding_helpers import blind_case, case_evidence


def _case(cid: str) -> dict[str, object]:
    return blind_case("prod_holdout52.jsonl", cid)


def _evidence(c: dict[str, object]) -> Evidence:
    return case_evidence(c)


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = _case(cid)
    v = check(str(c["answer"]) if answer is None else answer, _evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", ["g70h1-0031", "g70h3-0021", "g70h2-0015"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


# --- a qualifier after a middle dot -------------------------------------------------------------

_PRICES = "Plastic prices (national average, January 2025):\n"


@pytest.mark.parametrize(
    "answer",
    [
        _PRICES + "- PET: 350 won/kg · baled; 650 won/kg as flake\n- PP: 180 won/kg · baled",
        _PRICES + "- PP: 180 won/kg · compressed; 520 won/kg as flakes",
    ],
)
def test_dotted_qualifier_is_its_own_values(answer: str) -> None:
    assert _flagged("g70h1-0031", answer) == []


def test_dotted_list_item_is_no_qualifier() -> None:  # "ABS 280원·EPS …": the next item
    answer = "Plastic prices: PP 180 won/kg · PET 350 won/kg · ABS 280 won/kg (compressed)."
    assert _flagged("g70h1-0031", answer) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [  # PP's flake price said of PET, PET's baled price said of PP
        (_PRICES + "- PET: 350 won/kg · baled; 520 won/kg as flake", "520 won/kg"),
        (_PRICES + "- PP: 350 won/kg · baled; 520 won/kg as flake", "350 won/kg"),
    ],
)
def test_swapped_row_after_a_dotted_qualifier_is_flagged(answer: str, wrong: str) -> None:
    assert [t for _, t in _flagged("g70h1-0031", answer)] == [wrong]


# --- a space lost to the data's encoding --------------------------------------------------------


def test_lost_space_is_put_back() -> None:
    assert with_lost_spaces("서구?승학로?480") == "서구 승학로 480"
    assert with_lost_spaces("list.do?id=3") == "list.do?id=3"  # a URL's query stays
    assert with_lost_spaces("어디예요? 3번") == "어디예요? 3번"  # a question stays


@pytest.mark.parametrize(
    "answer",
    [
        "4. Geomam-Gyeongseo-dong Community Center (검암경서동 행정복지센터), 480 Seunghak-ro — about 2.4 km.",
        "검암경서동 행정복지센터(승학로 480)는 약 2.4km 거리예요.",
    ],
)
def test_address_with_a_lost_space_passes(answer: str) -> None:
    assert _flagged("g70h3-0021", answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Geomam-Gyeongseo-dong Community Center, 408 Seunghak-ro, about 2.4 km.",
        "검암경서동 행정복지센터(승학로 408)는 약 2.4km 거리예요.",
    ],
)
def test_altered_house_number_is_still_flagged(answer: str) -> None:
    assert [k for k, _ in _flagged("g70h3-0021", answer)] == ["place"]


# --- a conditional verb before 포함 ---------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "화장대는 거울 포함 5,000원이에요. 거울을 떼기 번거로우시면 포함으로 신고하세요.",
        "화장대는 거울 포함 5,000원이에요. 떼기 귀찮으면 포함으로 신고하시면 돼요.",
    ],
)
def test_conditional_before_included_passes(answer: str) -> None:
    assert _flagged("g70h2-0015", answer) == []


def test_invented_inclusion_is_still_flagged() -> None:
    answer = "화장대는 거울 포함 5,000원이고, 의자까지 포함된 금액이에요."
    assert _flagged("g70h2-0015", answer) == [("condition", "의자까지 포함")]
