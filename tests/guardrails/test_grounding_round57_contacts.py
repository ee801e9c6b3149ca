"""Round 57 (r57b): a division's phone given to a waste centre, and departments of two districts.

- A centre that takes waste in (``자원순환센터``, ``재활용센터``, ``the recycling center``) is a
  site, as holder of a phone (not as where things go: ``센터로 반입하면 되고``); a bare ``센터`` is
  the centre the answer named last (:mod:`.holders`; g74h0-0064: 영동군 환경과's phone given to the
  centre).
- A restated department whose own first word names its office (``의창구 환경미화과``), with nothing
  named in its clause before it, is that office's (:mod:`.own_heads`; g74h0-0029).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

# --- the division's phone given to the centre ----------------------------------------------------

_YEONGDONG = "영동군은 영동군 자원순환센터(용산면 남부로 621-39)로 직접 반입하셔야 하고, "
_YEONGDONG_EN = (
    "Yeongdong-gun: take them to the Yeongdong Resource Circulation Center (621-39 Nambu-ro). "
)


def test_division_phone_given_to_the_centre_is_caught() -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h0-0064") == [("phone", "043-740-3413")]


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (_YEONGDONG + "자원순환센터(043-740-3413)에 문의하세요.", "(043-740-3413"),
        (_YEONGDONG_EN + "The center's phone is 043-740-3413.", "043-740-3413"),
    ],
)
def test_the_same_phone_given_to_the_centre_in_other_words(answer: str, text: str) -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h0-0064", answer) == [("phone", text)]


@pytest.mark.parametrize(
    "answer",
    [
        _YEONGDONG + "환경과 전화번호는 043-740-3413입니다.",
        _YEONGDONG + "문의는 영동군 환경과(043-740-3413)로 하세요.",
        "영동군은 자원순환센터로 반입하면 되고 phone은 043-740-3413이에요.",
        _YEONGDONG_EN + "For questions call the Environment Division at 043-740-3413.",
    ],
)
def test_the_division_phone_given_to_the_division_passes(answer: str) -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h0-0064", answer) == []


# --- departments of two districts ----------------------------------------------------------------

_TWO = (
    "보령시는 대행업체와 협의한 뒤 배출(생활폐기물에 한함)하고, 창원시 의창구는 대행업체나 면·동 "
    "주민센터에 신고하거나 인터넷으로 접수한 뒤 집 앞이나 지정장소에 내놓습니다. "
)


def test_two_districts_departments_pass() -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h0-0029") == []


@pytest.mark.parametrize(
    "tail",
    [
        "문의는 보령시 자원순환과(041-930-3692), 의창구 환경미화과(055-212-4511)입니다.",
        "문의는 의창구 환경미화과 055-212-4511, 보령시 자원순환과 041-930-3692입니다.",
    ],
)
def test_each_department_with_its_own_office_passes(tail: str) -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h0-0029", _TWO + tail) == []


def test_another_district_department_given_to_a_named_district_is_caught() -> None:
    answer = _TWO + "보령시는 의창구 환경미화과(041-930-3692)에 문의하세요."
    assert ("text", "의창구 환경미화과") in case_flags("prod_holdout56.jsonl", "g74h0-0029", answer)


def test_a_phone_given_to_the_other_department_is_caught() -> None:
    answer = _TWO + "문의는 보령시 자원순환과 041-930-3692, 의창구 환경미화과 041-930-3692입니다."
    assert case_flags("prod_holdout56.jsonl", "g74h0-0029", answer) == [("phone", "041-930-3692")]
