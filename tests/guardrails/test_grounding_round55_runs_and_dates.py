"""Round 55 (r55c): values said of the wrong subject that passed on prod_holdout51.

- A run of labelled bare figures closed by a figure that carries the unit (``ABS 280, EPS 200,
  HDPE 130, PP 180, PE 150, LDPE 200, PS 100, PVC 80원/kg``): every bare figure is read in that unit
  and bound to its label, so two swapped rows are caught (:mod:`.headed`; g69h2-0057).
- The one source-line date of an answer, written after one district's output is used and before
  another's is first named, dates what comes before it (``창원시는 … 자료는 생활쓰레기배출정보
  2025-10-30 기준이라 … 참고로 이사 가실 김해시는 …`` with 2025-10-30 김해시's; :mod:`.source_lines`;
  g69h2-0087).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(cid: str) -> dict[str, Any]:
    return blind_case("prod_holdout51.jsonl", cid)


def _ev(cid: str) -> Evidence:
    c = _case(cid)
    return case_evidence(c)


# -- a run closed by its unit (g69h2-0057) -----------------------------------------------------


def test_the_swapped_run_is_flagged_on_both_figures() -> None:
    c = _case("g69h2-0057")
    assert c["label"] == "misattributed"
    got = [(u.kind, u.text) for u in check(c["answer"], _ev("g69h2-0057")).unsupported]
    assert got == [("unit_price", "130"), ("unit_price", "200")]


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        (
            "Plastics: ABS 280, EPS 200, HDPE 130, PP 180 and LDPE 200 won/kg.",
            ["130", "200 won/kg"],
        ),
        ("플라스틱은 HDPE 130, PP 180, PS 100, PVC 80원/kg이에요.", ["130"]),
    ],
)
def test_a_swapped_figure_in_a_run_is_flagged(answer: str, bad: list[str]) -> None:
    assert flagged(answer, _ev("g69h2-0057")) == bad


@pytest.mark.parametrize(
    "answer",
    [
        "plastic은 PET 플레이크 650, PP 플레이크 520, PE 플레이크 450, 압축 PET 350, ABS 280, EPS 200, "
        "HDPE 200, PP 180, PE 150, LDPE 130, PS 100, PVC 80원/kg이에요.",
        "Plastics: ABS 280, EPS 200, HDPE 200, PP 180 and LDPE 130 won/kg.",
    ],
)
def test_the_faithful_run_passes(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0057")) == []


def test_two_items_are_too_few_to_read_the_bare_one() -> None:
    assert "130" not in flagged("plastic은 HDPE 130, LDPE 130원/kg이에요.", _ev("g69h2-0057"))


# -- one source-line date read back over the district used before it (g69h2-0087) --------------

_CHANGWON = ("창원시는 대형폐기물을 지역별 대행업체에 신고하거나 인터넷으로 접수하면 돼요. "
             "문의는 의창구 환경미화과 055-212-4511이에요. ")  # fmt: skip
_GIMHAE = "참고로 이사 가실 김해시는 대행업체 문전수거 방식이에요."


def test_the_other_districts_date_is_flagged() -> None:
    c = _case("g69h2-0087")
    assert c["label"] == "misattributed"
    assert flagged(c["answer"], _ev("g69h2-0087")) == ["2025-10-30"]
    said = _CHANGWON + "자료는 생활쓰레기배출정보 2025-10-30 기준이에요. " + _GIMHAE
    assert flagged(said, _ev("g69h2-0087")) == ["2025-10-30"]


@pytest.mark.parametrize(
    "answer",
    [
        _CHANGWON + "자료는 생활쓰레기배출정보 2022-06-13 기준이라 조금 오래됐어요. " + _GIMHAE,
        # a heading before any district is named: unsure
        "자료: 생활쓰레기배출정보 2025-10-30 기준. 창원시는 대형폐기물을 지역별 대행업체에 신고하면 돼요. "
        "김해시는 대행업체 문전수거 방식이에요.",
        # after both districts: the closing source line of the two
        _CHANGWON + _GIMHAE + " 자료는 생활쓰레기배출정보 2025-10-30 기준이에요.",
    ],
)
def test_the_districts_own_date_or_an_unsure_line_passes(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0087")) == []
