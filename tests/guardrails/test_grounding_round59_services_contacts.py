"""Round 59 (r59e): services and contacts no output gives (prod_holdout59/60).

- An amenity said in a list line's nominal ending (``트럭 댈 수 있는 주차장 있음``, ``화장실 있음``)
  or with ``있다`` (``주차 공간이 있다고``) where no output names parking (:mod:`.amenities`;
  g77h1-0059).
- A bare health centre or office after an area said as the clause's topic (``경산시는 보건소에서
  폐의약품을 … 수거``) is that area's, named by no output (:mod:`.facilities`; g77h2-0086).
- Pesticides and their bottles are a good of their own, so a medicine bin said to take them is
  caught (:mod:`.kinds`, :mod:`.taken`; g77h3-0010).
- A listed place's phone (a bin at an apartment block) given to a public office written right
  before it (``진천군청 043-…``) (:mod:`.place_phones`; g77h3-0099).
- Buying said to be in cash (``현장에서 바로 현금으로 매입해 줘요``, ``현금으로 사 줘요``) over outputs
  that say nothing of paying out (:mod:`.attribute_words`' payout; g78h2-0049).
- A lead time in a spoken range (``신청 후 보통 이삼 일 안에``, ``사오일``, ``2~3일``) (:mod:`.attribute_words`'
  lead time; g78h3-0030).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"


# --- an amenity in a list line's nominal ending --------------------------------------------------

_SUWON = "어르신, 가까운 곳이 한 곳 있어요.\n- 수원시자원순환센터: 약 5km · 광교호수로 278-1 · 031-888-7911"


def test_parking_in_a_nominal_ending_is_caught() -> None:
    assert case_flags(_H59, "g77h1-0059") == [("condition", "주차장 있음")]


@pytest.mark.parametrize(
    ("tail", "span"),
    [
        (" · 화장실 있음\n평일 낮에 가시면 되겠어요.", "화장실 있음"),
        ("\n주차 공간이 있다고 하니 트럭으로 가셔도 돼요.", "주차 공간이 있다"),
    ],
)
def test_an_amenity_in_other_words_is_caught(tail: str, span: str) -> None:
    assert case_flags(_H59, "g77h1-0059", _SUWON + tail) == [("condition", span)]


@pytest.mark.parametrize(
    "tail",
    [
        " · 평일 08:00~17:00 · 고철·병류 받음\n평일 낮에 가시면 되겠어요.",
        "\n주차장이 있다면 트럭으로 가셔도 되는데, 주차 정보는 자료에 없어요.",
    ],
)
def test_no_amenity_or_a_conditional_one_passes(tail: str) -> None:
    assert case_flags(_H59, "g77h1-0059", _SUWON + tail) == []


# --- a bare health centre after an area as the topic ---------------------------------------------

_CONTACTS = "경산시는 자원순환과 053-810-6055, 인천 중구는 환경보호과 032-760-7410이 담당이에요. "


def test_the_areas_health_centre_collecting_is_caught() -> None:
    assert case_flags(_H59, "g77h2-0086") == [("condition", "보건소")]


@pytest.mark.parametrize(
    "tail",
    ["경산시는 보건소에서 폐의약품을 모아 처리해요.", "인천 중구는 보건소로 가져가면 받아 줘요."],
)
def test_the_health_centre_in_other_words_is_caught(tail: str) -> None:
    assert case_flags(_H59, "g77h2-0086", _CONTACTS + tail) == [("condition", "보건소")]


@pytest.mark.parametrize(
    "tail",
    [
        "경산시는 남산매립장 및 자원회수시설을 이용한다고 나와 있어요.",
        "경산시는 시청에 문의하시면 돼요.",  # the district's own office, asked
    ],
)
def test_the_outputs_own_places_pass(tail: str) -> None:
    assert case_flags(_H59, "g77h2-0086", _CONTACTS + tail) == []


def test_a_verb_ending_in_si_is_no_area() -> None:  # prod_holdout45 g63h3-0016
    assert case_flags("prod_holdout45.jsonl", "g63h3-0016") == []


# --- pesticide bottles at a medicine bin ---------------------------------------------------------

_BIN = (
    "1. 진천읍 중앙서로 89 교성주공 아파트 관리사무소 앞에 폐의약품 수거함이 있습니다(약 353m).\n"
)


def test_pesticide_bottles_at_the_medicine_bin_are_caught() -> None:
    assert case_flags(_H59, "g77h3-0010") == [("condition", "농약병")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "There is a medicine bin in front of the management office of 교성주공 아파트 (about "
            "353 m). It also accepts pesticide bottles.",
            "pesticide bottles",
        ),
        (
            "교성주공 아파트 관리사무소 앞 수거함(약 353m)은 폐의약품과 농약 용기도 받아요.",
            "농약 용기",
        ),
    ],
)
def test_pesticides_in_other_words_are_caught(answer: str, span: str) -> None:
    assert case_flags(_H59, "g77h3-0010", answer) == [("condition", span)]


@pytest.mark.parametrize(
    "tail", ["2. 이 수거함은 폐의약품을 받습니다.", "2. 다 쓴 농약병은 이 수거함에 넣을 수 없어요."]
)
def test_the_bins_own_good_or_a_refusal_passes(tail: str) -> None:
    assert case_flags(_H59, "g77h3-0010", _BIN + tail) == []


# --- a bin's phone given to the county office ----------------------------------------------------

_ONE_BIN = "1. 교성주공 아파트 관리사무소 앞에 수거함이 1곳 있어요 (약 350m).\n"
_ONE_BIN_EN = "There is one bin in front of the 교성주공 아파트 management office (about 350 m). "


def test_the_bins_phone_as_the_county_offices_is_caught() -> None:
    assert case_flags(_H59, "g77h3-0099") == [("phone", "043-539-3464")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (_ONE_BIN + "2. 진천군청 민원실(043-539-3464)에 물어보시면 돼요.", "(043-539-3464"),
        (_ONE_BIN_EN + "For questions, call the county office at 043-539-3464.", "043-539-3464"),
    ],
)
def test_the_bins_phone_given_to_an_office_in_other_words_is_caught(answer: str, span: str) -> None:
    assert ("phone", span) in case_flags(_H59, "g77h3-0099", answer)


@pytest.mark.parametrize(
    "answer",
    [
        _ONE_BIN + "2. 궁금한 점은 043-539-3464로 문의하시면 됩니다.",
        _ONE_BIN + "2. 수거함 문의: 043-539-3464",
        _ONE_BIN_EN + "For questions, call 043-539-3464.",
    ],
)
def test_the_bins_phone_said_bare_passes(answer: str) -> None:
    assert case_flags(_H59, "g77h3-0099", answer) == []


# --- cash paid on site ---------------------------------------------------------------------------

_POCHEON = (
    "알루미늄캔은 전국 평균 kg당 1,200원이에요(2025년 1월). 가장 가까운 곳은 약 8.7km 떨어진 "
    "포천시 환경자원센터(031-538-2487)예요. "
)


def test_cash_bought_on_site_is_caught() -> None:
    assert case_flags(_H60, "g78h2-0049") == [("condition", "현금으로 매입")]


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (_POCHEON + "캔을 가져가면 현금으로 사 줘요.", "현금으로 사 줘"),
        (
            "Aluminium cans average 1,200 won/kg nationwide (Jan 2025). The nearest centre is "
            "포천시 환경자원센터, about 8.7 km away; they pay cash on the spot for cans.",
            "cash",
        ),
    ],
)
def test_cash_in_other_words_is_caught(answer: str, span: str) -> None:
    assert case_flags(_H60, "g78h2-0049", answer) == [("condition", span)]


@pytest.mark.parametrize(
    "tail", ["평일 09:00~18:00 운영해요.", "현금으로 매입해 주는 곳인지는 자료에 없어요."]
)
def test_no_payout_or_one_said_unknown_passes(tail: str) -> None:
    assert case_flags(_H60, "g78h2-0049", _POCHEON + tail) == []


# --- a lead time in a spoken range ---------------------------------------------------------------

_SUYEONG = "부산 수영구 안내예요.\n1. 수거 업체: 대남환경 – 051-628-1525\n"


def test_a_spoken_range_of_days_is_caught() -> None:
    assert case_flags(_H60, "g78h3-0030") == [("condition", "신청 후 보통 이삼 일 안에")]


def test_another_spoken_range_is_caught() -> None:
    answer = _SUYEONG + "2. 예약하면 사오일 안에 가져가요."
    assert case_flags(_H60, "g78h3-0030", answer) == [("condition", "예약하면 사오일 안에")]


def test_a_lead_time_said_unknown_passes() -> None:
    answer = _SUYEONG + "2. 수거까지 걸리는 기간은 자료에 없어서 업체에 물어보셔야 해요."
    assert case_flags(_H60, "g78h3-0030", answer) == []
