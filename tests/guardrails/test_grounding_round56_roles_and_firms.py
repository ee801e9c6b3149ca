"""Round 56 (r56e): a labelled line's bare place and a company in Latin letters (prod_holdout53/54).

- ``- 수수료 납부: 읍면 선별장`` / ``- 배출 장소: 읍면 행정복지센터`` over ``읍면 행정복지센터에서 폐기물
  수수료 납부 후 지정된 장소에 배출`` and ``places: 읍면 선별장``: the roles swapped,
  :mod:`.disposal_places` (g72h1-0045).
- ``Gyeongin Sanup (051-628-4373)`` over ``경인산업(051-631-7868) 또는 고려산업(051-628-4373)``: the
  phones swapped, :mod:`.latin_holders` read by :mod:`.holders` (g71h1-0055).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags


def _wanju(answer: str | None = None) -> list[tuple[str, str]]:
    return case_flags("prod_holdout54.jsonl", "g72h1-0045", answer)


def _busan(answer: str | None = None) -> list[tuple[str, str]]:
    return case_flags("prod_holdout53.jsonl", "g71h1-0055", answer)


def test_swapped_labelled_roles_are_flagged() -> None:
    assert _wanju() == [("condition", "선별장"), ("condition", "행정복지센터")]


def test_labelled_roles_in_order_pass() -> None:
    answer = "- 수수료 납부: 읍면 행정복지센터\n- 배출 장소: 읍면 선별장\n- 문의: 완주군 자원순환과 063-290-2673"
    assert _wanju(answer) == []


def test_a_pay_label_alone_is_read() -> None:
    answer = "- 돈 내는 곳: 읍면 선별장\n- 문의: 063-290-2673"
    assert _wanju(answer) == [("condition", "선별장")]


def test_a_value_with_its_own_verb_is_read_by_it() -> None:
    answer = "- 수수료 납부: 읍면 행정복지센터에서 납부 후 선별장에 배출"
    assert _wanju(answer) == []


def test_swapped_latin_company_phones_are_flagged() -> None:
    kinds = [k for k, _ in _busan()]
    assert kinds == ["phone", "phone"]


@pytest.mark.parametrize(
    "answer",
    [
        "Call Gyeongin Sanup (051-631-7868) or Goryeo Sanup (051-628-4373) to book the pickup.",
        "Book with Goryeo Saneop at 051-628-4373.",
    ],
)
def test_latin_company_phones_in_order_pass(answer: str) -> None:
    assert _busan(answer) == []


def test_one_latin_company_given_the_others_phone_is_flagged() -> None:
    answer = "Book with Goryeo Sanup at 051-631-7868; general questions to 051-607-4434."
    assert _busan(answer) == [("phone", "051-631-7868")]
