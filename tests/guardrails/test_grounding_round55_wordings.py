"""Round 55 (r55a): words a faithful answer uses that were read as claims they do not make.

- "give" with a word of worth for its object (``aluminium cans give the best value per kilo``) is
  no exchange of goods (:mod:`.worked_arrows`);
- an English "application" is the act of applying (``Application: report to …``), an app only as a
  ``mobile``/``smartphone``/``phone application`` (:mod:`.channels`);
- ``discharge data`` / ``discharge rules`` name the household-waste rules dataset, as ``disposal
  data`` does (:mod:`.holdings`): its date is that dataset's, not the fee data's named before;
- a good that opens a condition of its own after a clause that calls other goods fine (``옷이나
  신발이면 … 넣으면 되고, 이불이나 베개 같은 거면 방법이 달라서``) is not called fine
  (:mod:`.excluded`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(case_id: str) -> dict[str, Any]:
    return blind_case("prod_holdout51.jsonl", case_id)


def _ev(case_id: str) -> Evidence:
    c = _case(case_id)
    return case_evidence(c)


@pytest.mark.parametrize("case_id", ["g69h2-0002", "g69h3-0027", "g69h3-0034", "g69h0-0092"])
def test_holdout_cases_pass(case_id: str) -> None:
    assert flagged(_case(case_id)["answer"], _ev(case_id)) == []


# --- "give" of worth ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Aluminium cans are at 1,200 won/kg. If you can only handle one stream, aluminium cans give "
        "the best value per kilo.",
        "Aluminium cans are at 1,200 won/kg; cans give you a better price than PET flake (650 "
        "won/kg).",
        "Aluminium cans (1,200 won/kg) give higher returns than any plastic.",
    ],
)
def test_give_of_worth_is_no_exchange(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0002")) == []


def test_exchange_give_still_read() -> None:
    # the exchange reading itself is unchanged: a "give" of goods is still an exchange word
    from guardrails.grounding.conditions import _EXCHANGE
    from guardrails.grounding.worked_arrows import exchange_word

    assert exchange_word("Bring 10 bottles and they give you a roll of bags.", _EXCHANGE)
    assert exchange_word("cans give the best value per kilo", _EXCHANGE) is None
    assert exchange_word("they give a better deal on cans", _EXCHANGE) is None


# --- "application" -----------------------------------------------------------------------------


def test_application_as_act_passes() -> None:
    ev = _ev("g69h3-0027")
    answer = "Application: report to the local contracted agency (대행업체) or apply online."
    assert flagged(answer, ev) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Application: you can apply through the mobile application.", "mobile application"),
        ("You can apply through the Changwon smartphone application.", "smartphone application"),
        ("Application: book through the app or apply online.", "app"),
    ],
)
def test_app_channel_still_flagged(answer: str, wrong: str) -> None:
    assert flagged(answer, _ev("g69h3-0027")) == [wrong]


# --- "discharge data" --------------------------------------------------------------------------

_CONTACT = "Contact: Resource Circulation Division (자원순환과), 033-250-3126.\n"


@pytest.mark.parametrize(
    "tail",
    [
        "Fee data as of 2025-11-18; discharge data as of 2025-10-27.",
        "Fee data as of 2025-11-18; discharge rules as of 2025-10-27.",
        "Fees as of 2025-11-18; discharge info as of 2025-10-27.",
    ],
)
def test_discharge_data_is_the_rules_dataset(tail: str) -> None:
    assert flagged(_CONTACT + tail, _ev("g69h3-0034")) == []


def test_discharge_data_swapped_dates_flagged() -> None:
    tail = "Fee data as of 2025-10-27; discharge data as of 2025-11-18."
    assert flagged(_CONTACT + tail, _ev("g69h3-0034")) == ["2025-10-27", "2025-11-18"]


# --- a good in a condition of its own ------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "옷은 의류수거함에 넣으면 되고, 베개의 경우에는 종량제 봉투로 버려야 해요.",
        "옷이나 신발이면 의류수거함에 넣으면 되고, 솜이불 같은 거면 따로 알려 드릴게요.",
    ],
)
def test_own_condition_not_called_fine(answer: str) -> None:
    assert flagged(answer, _ev("g69h0-0092")) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "옷이나 신발이면 의류수거함에 넣으면 되고, 이불이나 베개도 넣으면 돼요.",
            ["이불", "베개"],
        ),
        ("옷은 의류수거함에 넣으면 되고, 솜이불 같은 거면 의류수거함에 넣어도 돼요.", ["솜이불"]),
        ("이불이나 베개면 의류수거함에 넣어도 괜찮아요.", ["이불", "베개"]),
    ],
)
def test_excluded_good_called_fine_still_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, _ev("g69h0-0092")) == wrong
