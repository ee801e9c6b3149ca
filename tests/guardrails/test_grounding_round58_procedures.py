"""Round 58 (r58f): services and procedures said in prose (prod_holdout57/58).

- two districts with one last word (``울산 동구``, ``대구 동구``): ``대구 동구는 … 전화로 접수`` is held
  against 대구 동구's how-to, not 울산 동구's by their shared ``동구`` (:mod:`.howto_texts`; g76h2-0076,
  faithful);
- a payment channel added after ``or`` with no comma, ``in person`` before the place (``pay the fee
  by bank transfer or in person at your local community centre``; :mod:`.venues`; g76h2-0077);
- a sticker bought somewhere, said plainly (``Sticker는 읍사무소에서 사요``) over a fee output that
  says nothing of buying (:mod:`.venues`; g75h3-0006);
- a set-out place as what the role's noun is (``배출 장소는 집 앞이에요``) against a record whose way
  names a designated place (``… 신고 후 지정장소에 배출``, ``"places": []``; :mod:`.disposal_places`;
  g75h2-0070);
- a let-off for things under a fee (``5,000원 이하 품목은 스티커 없이 그냥 내놓으셔도 돼요``;
  :mod:`.fee_thresholds`, new; g75h2-0060).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags, ev, flagged

H57 = "prod_holdout57.jsonl"
H58 = "prod_holdout58.jsonl"


# --- two districts named by one last word (howto_texts) -------------------------------------


def test_the_faithful_two_district_answer_passes() -> None:
    assert case_flags(H58, "g76h2-0076") == []


def test_each_district_keeps_its_own_way() -> None:
    ok = "울산 동구는 문전에 내놓으면 돼요. 대구 동구는 수거업체에 전화로 접수하고 수수료를 입금한 뒤 내놓아요."
    assert case_flags(H58, "g76h2-0076", ok) == []
    # the phone given to 울산 동구, whose way names none: still caught
    swapped = "대구 동구는 문전에 내놓으면 돼요. 울산 동구는 수거업체에 전화로 접수하면 돼요."
    assert case_flags(H58, "g76h2-0076", swapped) == [("condition", "전화")]


# --- a payment channel added (venues) ---------------------------------------------------------


def test_the_added_payment_channel_is_caught_in_the_writers_span() -> None:
    assert case_flags(H58, "g76h2-0077") == [
        ("condition", "in person"),
        ("condition", "community cent"),
    ]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("pay the fee by bank transfer or at any convenience store.", "convenience store"),
        ("pay the fee by bank transfer or online through the district website.", "online"),
    ],
)
def test_another_added_channel_is_caught(said: str, span: str) -> None:
    answer = f"In Daegu Dong-gu you book by phone and {said}"
    assert case_flags(H58, "g76h2-0077", answer) == [("condition", span)]


def test_the_way_restated_passes() -> None:
    answer = (
        "In Daegu Dong-gu you phone the collection company to book, pay the fee by bank "
        "transfer, and then put the item out in front of your gate or building."
    )
    assert case_flags(H58, "g76h2-0077", answer) == []


# --- where a sticker is bought (venues) -------------------------------------------------------

_YEONGYANG = "1. 영양군 장롱 fee는 data에 없어요.\n2. 영양군 환경보전과 054-680-6521 call 하세요.\n"


def test_the_sticker_shop_is_caught_in_the_writers_span() -> None:
    assert case_flags(H57, "g75h3-0006") == [("condition", "읍사무소")]


def test_the_sticker_shop_in_other_words_is_caught() -> None:
    answer = _YEONGYANG + "3. 스티커는 편의점에서 삽니다."
    assert case_flags(H57, "g75h3-0006", answer) == [("condition", "편의점")]


def test_asking_where_stickers_are_sold_passes() -> None:
    answer = _YEONGYANG + "3. 스티커를 어디서 사는지도 여기서 알려줘요."
    assert case_flags(H57, "g75h3-0006", answer) == []


# --- a set-out place the record does not give (disposal_places) -------------------------------


def test_the_doorstep_is_caught_in_the_writers_span() -> None:
    assert case_flags(H57, "g75h2-0070") == [("condition", "집 앞")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("송파구는 수거업체에 신고한 뒤 내놓으시면 되고, 내놓는 곳은 대문 앞이에요.", "대문 앞"),
        (
            "In Songpa-gu you report it to a collection company; the disposal place is in front "
            "of your house.",
            "in front of your house",
        ),
    ],
)
def test_the_doorstep_in_other_words_is_caught(said: str, span: str) -> None:
    assert case_flags(H57, "g75h2-0070", said) == [("condition", span)]


def test_the_designated_place_restated_passes() -> None:
    answer = "송파구는 폐기물 수거업체에 신고한 뒤 지정장소에 내놓으시면 돼요. 문의는 청소행정과 02-2147-2840이에요."
    assert case_flags(H57, "g75h2-0070", answer) == []


def test_a_topic_place_that_is_asked_at_is_no_place_of_putting_out() -> None:
    rules = {
        "district": "강릉시",
        "application_methods": ["읍면동 주민센터, 자원순환과 문의 후 지정된 장소에 배출"],
        "places": ["지정된 장소"],
    }
    answer = "배출은 읍면동 주민센터나 자원순환과에 문의한 뒤 지정된 장소에 내놓으시면 돼요."
    assert flagged(answer, ev(rules)) == []


# --- a let-off under a fee (fee_thresholds) ---------------------------------------------------

_SOFA = "강릉시 자료로 1인용 카우치형 소파는 7,000원이에요. "


def test_the_exemption_under_a_fee_is_caught_in_the_writers_span() -> None:
    assert case_flags(H57, "g75h2-0060") == [("condition", "5,000원 이하 품목은 스티커 없이")]


@pytest.mark.parametrize(
    ("said", "span"),
    [
        ("5천원 미만이면 신고 안 해도 돼요.", "5천원 미만이면 신고 안 해"),
        (
            "Items under 5,000 won can go out without a sticker.",
            "under 5,000 won can go out without a sticker",
        ),
    ],
)
def test_the_exemption_in_other_words_is_caught(said: str, span: str) -> None:
    assert case_flags(H57, "g75h2-0060", _SOFA + said) == [("condition", span)]


@pytest.mark.parametrize(
    "said",
    [
        "5,000원 이하인 건 스툴(4,000원)이랑 1인용 소파(5,000원)예요.",  # the rows under a budget
        "5,000원 이하 품목이 무료인지는 시청에 확인해 보세요.",  # asked
        "보조의자(소파스툴)는 4,000원이에요.",
    ],
)
def test_rows_under_a_budget_or_an_asked_exemption_pass(said: str) -> None:
    assert case_flags(H57, "g75h2-0060", _SOFA + said) == []


def test_an_exemption_an_output_states_passes() -> None:
    rules = {"district": "강릉시", "note": "수수료 3,000원 이하 품목은 스티커 없이 배출 가능"}
    answer = "강릉시는 3,000원 이하 품목은 스티커 없이 내놓아도 돼요."
    assert flagged(answer, ev(rules)) == []
