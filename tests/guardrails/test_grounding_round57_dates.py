"""Round 57 (r57b): dates given to the wrong output, and a dataset's date in a two-district answer.

- A provenance noun after a pointer (``Its listing is dated 2025-01``) names no subject of its own:
  the date is the place's the sentence before names (:mod:`.clauses`' provenance words;
  g73h2-0078: the price survey's month given to the centre).
- A list line's number after a sentence end is part of that end, and ``The 환경과 number``
  names the phone of the line before (:mod:`.dated`; g74h3-0023, g74h3-0098: the fee data's date
  given to the contact, whose source is the rules data).
- A label-only date bracket closing a sentence that names one district only is that district's
  output's date, whatever row words the sentence holds (:mod:`.district_dates`; g73h2-0087).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

# --- the survey's month given to the centre ------------------------------------------------------

_CENTRE = (
    "Near Sokcho the nearest is 환경자원센터 (양양읍 되넘이길 80), about 12.4 km away, "
    "weekdays 09:00–18:00, phone 033-671-2788."
)


def test_survey_month_given_to_the_centre_is_caught() -> None:
    assert case_flags("prod_holdout55.jsonl", "g73h2-0078") == [("date", "2025-01")]


@pytest.mark.parametrize(
    "tail", ["Its listing is dated 2025-01.", "Its record was updated 2025-01."]
)
def test_the_same_month_in_other_words_is_caught(tail: str) -> None:
    assert case_flags("prod_holdout55.jsonl", "g73h2-0078", f"{_CENTRE} {tail}") == [
        ("date", "2025-01")
    ]


@pytest.mark.parametrize(
    "tail", ["Its listing is dated 2024-11-26.", "Its record was updated 2024-11-26."]
)
def test_the_centre_own_date_passes(tail: str) -> None:
    assert case_flags("prod_holdout55.jsonl", "g73h2-0078", f"{_CENTRE} {tail}") == []


# --- the fee data's date given to the contact ----------------------------------------------------


@pytest.mark.parametrize(("cid", "phone"), [("g74h3-0023", "054"), ("g74h3-0098", "061")])
def test_fee_date_given_to_the_contact_is_caught(cid: str, phone: str) -> None:
    assert case_flags("prod_holdout56.jsonl", cid) == [("condition", "2025-12-09")]


_HAENAM = (
    "1. 해남군 장롱 fee: no data in 전국 fee data.\n2. Please call 해남군 환경과: 061-530-5336.\n"
)


@pytest.mark.parametrize(
    "line",
    [
        "3. The 환경과 number is from 2025-12-09 data.",
        "- That office's phone is from 2025-12-09 data.",
        "3. This phone info is from 2025-12-09 data.",
    ],
)
def test_the_same_date_in_other_words_is_caught(line: str) -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h3-0098", _HAENAM + line) == [
        ("condition", "2025-12-09")
    ]


@pytest.mark.parametrize(
    "line",
    [
        "3. The 환경과 number is from 2024-07-18 data.",
        "3. The fee data is from 2025-12-09.",
    ],
)
def test_the_contact_own_date_or_the_fee_data_date_passes(line: str) -> None:
    assert case_flags("prod_holdout56.jsonl", "g74h3-0098", _HAENAM + line) == []


# --- a label-only date bracket closing a sentence about one district -----------------------------

_CHUNGJU = (
    "충주시는 본체 3,000원, 모니터 2,000원이라 합치면 5,000원이에요(데이터기준일자 2025-11-30). "
)


def test_two_districts_dates_with_row_words_pass() -> None:
    assert case_flags("prod_holdout55.jsonl", "g73h2-0087") == []


def test_the_district_own_date_passes_in_another_wording() -> None:
    answer = (
        _CHUNGJU
        + "구미시는 개인용컴퓨터 1,000원 또는 2,000원이고 모니터 항목은 따로 없어요(2025-01-03 기준)."
    )
    assert case_flags("prod_holdout55.jsonl", "g73h2-0087", answer) == []


@pytest.mark.parametrize(
    ("answer", "date"),
    [
        (
            _CHUNGJU + "구미시는 '개인용컴퓨터' 항목이 1,000원과 2,000원 두 가지로만 나와 있고 "
            "본체·모니터 구분이 없어요(데이터기준일자 2025-11-30).",
            "2025-11-30",
        ),
        (
            "충주시는 본체 3,000원, 모니터 2,000원이라 합치면 5,000원이에요(데이터기준일자 2025-01-03).",
            "2025-01-03",
        ),
    ],
)
def test_the_other_district_date_is_still_caught(answer: str, date: str) -> None:
    assert case_flags("prod_holdout55.jsonl", "g73h2-0087", answer) == [("date", date)]
