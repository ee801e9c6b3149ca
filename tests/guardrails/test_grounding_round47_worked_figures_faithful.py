"""Round 47 (r47c): faithful answers with worked figures that were flagged.

- An aside in a list summed into its total (:mod:`.stated_totals`): "- (참고) 의자 중형: 2,000원"
  between the priced lines and "합계 14,000원" was read as a term, so the right total (10,000원 +
  4,000원) was flagged as not the sum (16,000). A list line marked as given for reference
  (``(참고)``, ``참고로``, ``(for reference)``, ``FYI``) is no term; a wrong total over the same
  lines is still flagged, and an unmarked extra line is still added.
- A row of the data named as such (:mod:`.twin_words`): "청주시 거울 항목은 1,000원짜리와
  2,000원짜리" read ``항목`` (entry) as a word telling the two unsized rows apart. ``항목`` and
  ``품목`` name a row of the data as a row, as ``검색된`` points at the search: they select none.
  A real descriptor there (``전신거울은``) still picks a row the data does not tell apart.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows

_CHAIRS = {
    "district": "강진군",
    "full_name": "전라남도 강진군",
    "query": "의자",
    "item_count": 3,
    "items": [
        {"item_name": "의자 (대형)", "name": "의자", "spec": "대형", "category": "가구류",
         "fee": 4000, "fee_text": "4,000원", "is_free": False},
        {"item_name": "의자 (소형)", "name": "의자", "spec": "소형", "category": "가구류",
         "fee": 1000, "fee_text": "1,000원", "is_free": False},
        {"item_name": "의자 (중형)", "name": "의자", "spec": "중형", "category": "가구류",
         "fee": 2000, "fee_text": "2,000원", "is_free": False},
    ],
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2025-12-09",
}  # fmt: skip
_USER = "학생 의자(소형) 10개, 원장 의자(대형) 1개 버리면 얼마예요?"


def _chair_answer(aside: str, total: str) -> str:
    return (
        "강진군 의자 수수료예요.\n"
        "- 의자 소형: 1,000원 × 10개 = 10,000원\n"
        "- 의자 대형: 4,000원 × 1개 = 4,000원\n"
        f"- {aside}의자 중형: 2,000원\n"
        f"합계 {total}원이에요."
    )


def _total_why(answer: str) -> list[str]:
    r = check(answer, ev(_CHAIRS, user=_USER))
    return [f"{c.text}: {c.why}" for c in r.unsupported]


def test_aside_line_is_no_term_of_the_total() -> None:
    for aside in ("(참고) ", "참고로 ", "[참고] ", "(for reference) ", "FYI: "):
        assert _total_why(_chair_answer(aside, "14,000")) == [], aside


def test_wrong_total_over_an_aside_is_flagged() -> None:
    for aside in ("(참고) ", "참고로 ", "(for reference) "):
        why = _total_why(_chair_answer(aside, "16,000"))
        assert why and "16,000원" in why[0] and "(14,000)" in why[0], (aside, why)


def test_unmarked_line_is_still_a_term() -> None:
    # without the aside mark the third line is added: 14,000 is not the sum, 16,000 is
    why = _total_why(_chair_answer("", "14,000"))
    assert why and "(16,000)" in why[0], why
    assert _total_why(_chair_answer("", "16,000")) == []


def test_english_aside_line() -> None:
    answer = (
        "Gangjin chair fees:\n"
        "- small chair: 1,000 won × 10 = 10,000 won\n"
        "- large chair: 4,000 won × 1 = 4,000 won\n"
        "- (for reference) medium chair: 2,000 won\n"
        "Total: {} won"
    )
    e = ev(_CHAIRS, user="10 small chairs and 1 large chair")
    assert check(answer.format("14,000"), e).grounded
    assert not check(answer.format("16,000"), e).grounded


_MIRRORS = {
    "district": "청주시",
    "full_name": "충청북도 청주시",
    "query": "거울",
    "item_count": 2,
    "items": fee_rows("거울", 1000, 2000, category="기타"),
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2024-12-02",
}
_MIRROR_USER = "청주 서원구에서 전신거울 버리려고요. 대형폐기물 수수료 얼마예요?"


def test_entry_word_selects_no_row() -> None:
    e = ev(_MIRRORS, user=_MIRROR_USER)
    for answer in (
        "청주시 거울 항목은 1,000원짜리와 2,000원짜리 두 가지가 있어요. 자료에 크기 기준은 따로 "
        "나와 있지 않아서 신고 화면에서 규격을 보고 고르시면 돼요. 어느 쪽이든 최대 2,000원이에요.",
        "청주시 거울 품목은 1,000원과 2,000원 두 가지예요.",
        "거울 항목은 1,000원, 2,000원으로 나뉘어 있어요.",
    ):
        r = check(answer, e)
        assert r.grounded, (answer, [(c.text, c.why) for c in r.unsupported])


def test_descriptor_still_picks_a_twin_row() -> None:
    e = ev(_MIRRORS, user="청주 거울 버리면 얼마예요?")
    for answer in (
        "청주시 거울 중 전신거울은 2,000원이에요.",
        "청주시 거울 중 손거울은 1,000원이에요.",
    ):
        r = check(answer, e)
        assert not r.grounded, answer
        assert any("tells apart" in (c.why or "") for c in r.unsupported), answer


_MUJU = {
    "district": "무주군",
    "full_name": "전북특별자치도 무주군",
    "query": "의자",
    "item_count": 3,
    "items": fee_rows("의자", 1100, 2200, 3300),
    "source": "bulk-waste-fees",
    "covered": True,
    "as_of": "2025-08-18",
}
_MUJU_USER = "무주에서 식탁 의자 네 개 버려야 하는데 수수료 얼마예요?"


def test_supposed_rank_after_a_word_passes() -> None:
    e = ev(_MUJU, user=_MUJU_USER)
    for answer in (
        "무주군 의자 수수료는 1,100원, 2,200원, 3,300원 세 가지가 있어요. 자료에 종류 구분은 안 "
        "나와 있는데, 식탁 의자가 제일 싼 1,100원이면 4개 × 1,100 = 4,400원, 제일 비싼 "
        "3,300원이면 13,200원이에요.",
        "식탁 의자가 가장 저렴한 1,100원이라면 네 개에 4,400원이에요.",
        "식탁 의자가 제일 비싼 3,300원이면 4개에 13,200원이에요.",
    ):
        r = check(answer, e)
        assert r.grounded, (answer, [(c.text, c.why) for c in r.unsupported])


def test_asserted_or_misranked_row_is_still_flagged() -> None:
    e = ev(_MUJU, user=_MUJU_USER)
    for answer in (
        "식탁 의자는 제일 싼 1,100원이에요.",  # asserted: the word picks the row
        "식탁 의자가 제일 비싼 1,100원이면 4개에 4,400원이에요.",  # not the dearest row
    ):
        r = check(answer, e)
        assert not r.grounded, answer
