"""Round 53 (r53d): a count of the amounts listed right before it ("4,000원 또는 5,000원 두 가지가
있어요") is that list's length when the amounts are every tier of one item, read before the count
is bound to its words as a value some output also holds (an item_count of 2) (g65h3-0011).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, fee_answer, fee_rows, flagged

# -- a count of the amounts listed right before it (g65h3-0011) --------------------------------

_RULES = {
    "district": "창원시",
    "full_name": "경상남도 창원시",
    "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보",
    "as_of": "2022-06-13",
    "application_methods": ["대형폐기물 - 지역별 대행업체 신고 또는 인터넷으로 접수", "청소관련업체 의뢰"],
    "places": ["내 집 앞 또는 지정장소", "내 집(건물,상가,토지)앞"],
    "department": "의창구 환경미화과",
    "phone": "055-212-4511",
}  # fmt: skip


def _vanity(*fees: int) -> dict[str, object]:
    return fee_answer(
        "창원시", "경상남도 창원시", "화장대", fee_rows("화장대", *fees), as_of="2025-02-13"
    )


@pytest.mark.parametrize(
    ("answer", "fees"),
    [
        ("1. 화장대 수수료: 4,000원 또는 5,000원 두 가지가 있어요. 규격 구분은 자료에 없어요.", (4000, 5000)),
        # other wording, the other language
        ("창원시 화장대는 4,000원이나 5,000원 두 가지예요.", (4000, 5000)),
        ("A vanity in Changwon is 4,000 or 5,000 won — two fees are listed.", (4000, 5000)),
        # other values
        ("화장대 수수료: 3,000원, 4,000원 또는 6,000원 세 가지가 있어요.", (3000, 4000, 6000)),
    ],
)  # fmt: skip
def test_a_count_of_the_amounts_listed_before_it(answer: str, fees: tuple[int, ...]) -> None:
    assert flagged(answer, ev(_vanity(*fees), _RULES)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("화장대 수수료: 4,000원 또는 5,000원 다섯 가지가 있어요.", "다섯 가지"),
        ("화장대 수수료: 4,000원 또는 6,000원 두 가지가 있어요.", "6,000원"),
    ],
)
def test_a_count_of_other_amounts_is_still_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(_vanity(4000, 5000), _RULES))
