"""Round 35 (r35v, after scoring prod_holdout23): invented terms on fee rows that passed.

Four readings, each read in general form (after-scoring readings: tuned, not evidence):

* a fee said of a row named whole whose twin — the same name and spec under *another* bracketed
  qualifier (``서랍장(목재)`` beside ``서랍장(플라스틱)``) — holds it, the twin's qualifier unsaid, is
  the twin's (:mod:`.qualified_rows`; before, only a twin with a qualifier *more* was read);
* a bracket closed before a twin fee glosses the word it follows (``큰 것(3문 이상)은 17,500원``):
  the clause is read through it, so the condition it invents is read (:mod:`.twins`);
* a gap said on a list line is of that line's item: one of its terms is an amount the line states
  before it (``2. 화장대: 4,000원. 거울 있으면 2,000원 more`` is no gap of line 1's 5,000원 and
  7,000원) (:func:`.match.line_terms`, read by both difference readings);
* a thing of its own no tool output names, said in English to be covered by a fee (``The
  mattress is included in that fee``), is an invented inclusion, as ``매트리스까지 포함돼요`` is
  (:mod:`.included_parts`).

Their faithful twins — the named row's own fee, a glossed bracket the tools write, a gap of the
line's own amount or one stated off a list line, an inclusion denied, doubted, of a part of the
item or stated by the output — pass.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

_SOURCE = {
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "covered": True,
}


def _row(name: str, spec: str | None, fee: int) -> dict[str, object]:
    item = f"{name} ({spec})" if spec else name
    return {"item_name": item, "name": name, "spec": spec, "category": "가구류", "fee": fee,
            "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


CHESTS = {
    "district": "용인시", "full_name": "경기도 용인시", "query": "서랍장", "item_count": 4,
    "items": [_row("서랍장(목재)", "5단 미만", 4000), _row("서랍장(목재)", "5단 이상", 6000),
              _row("서랍장(플라스틱)", "5단 미만", 3000), _row("서랍장(플라스틱)", "5단 이상", 4000)],
    "as_of": "2025-12-09", **_SOURCE,
}  # fmt: skip
WARDROBES = {
    "district": "철원군", "full_name": "강원특별자치도 철원군", "query": "장롱", "item_count": 2,
    "items": [_row("장롱", None, 12000), _row("장롱", None, 17500)],
    "as_of": "2024-12-06", **_SOURCE,
}  # fmt: skip
DRAWERS = {
    "district": "양주시", "full_name": "경기도 양주시", "query": "서랍장", "item_count": 2,
    "items": [_row("서랍장", None, 5000), _row("서랍장", None, 7000)],
    "as_of": "2025-07-31", **_SOURCE,
}  # fmt: skip
DRESSER = {
    "district": "영천시", "full_name": "경상북도 영천시", "query": "화장대", "item_count": 1,
    "items": [_row("화장대", None, 4000)], "as_of": "2025-07-11", **_SOURCE,
}  # fmt: skip


# --- another qualifier's twin -------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g40h3-0020's shape: the wooden chest's 5단 이상 fee given to the plastic one
        ("용인시 플라스틱 서랍장 5단 이상: 6,000원이에요.\n(5단 미만이면 3,000원)", "6,000원"),
        ("서랍장(플라스틱) 5단 이상은 6,000원입니다.", "6,000원"),
        ("목재 서랍장 5단 미만이면 3,000원이면 돼요.", "3,000원"),
    ],
)
def test_a_fee_of_the_twin_under_another_qualifier_is_misattributed(answer: str, span: str) -> None:
    v = check(answer, ev(CHESTS))
    assert not v.grounded
    hit = [u for u in v.unsupported if u.text == span]
    assert hit and "unsaid" in hit[0].why


@pytest.mark.parametrize(
    "answer",
    [
        "용인시 플라스틱 서랍장 5단 이상: 4,000원이에요.\n(5단 미만이면 3,000원)",
        "서랍장(플라스틱) 5단 이상은 4,000원입니다.",
        "목재 서랍장 5단 미만이면 4,000원이에요.",
        "플라스틱 서랍장 5단 이상은 4,000원이고, 목재는 6,000원이에요.",
    ],
)
def test_the_named_rows_own_fee_passes(answer: str) -> None:
    assert flagged(answer, ev(CHESTS)) == []


# --- a glossed bracket before a twin fee --------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "word"),
    [
        # g40h3-0054's shape: an invented size rule choosing between two unlabelled rows
        ("철원군 장롱: 12,000원 또는 17,500원. 큰 것(3문 이상)은 17,500원이에요.", "이상"),
        ("철원군 장롱: 12,000원 또는 17,500원. 작은 것(2문 이하)은 12,000원이에요.", "이하"),
        ("장롱은 12,000원 또는 17,500원인데, 큰 장롱(자개장)은 17,500원이에요.", "자개장"),
    ],
)
def test_a_condition_in_a_glossing_bracket_before_a_twin_fee_is_invented(
    answer: str, word: str
) -> None:
    v = check(answer, ev(WARDROBES))
    assert not v.grounded
    assert any(u.kind == "condition" and f"'{word}'" in u.why for u in v.unsupported)


@pytest.mark.parametrize(
    "answer",
    [
        "철원군 장롱: 12,000원 또는 17,500원. 어느 쪽인지는 자료에 없어요.",
        "철원군 장롱(가구류)은 12,000원 또는 17,500원이에요.",
        "철원군(강원) 장롱은 12,000원이나 17,500원이에요.",
    ],
)
def test_a_bracket_the_tools_write_or_the_set_of_fees_passes(answer: str) -> None:
    assert flagged(answer, ev(WARDROBES)) == []


# --- a gap said on a list line ------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        # g40h3-0049's shape: an invented mirror surcharge, 7,000 − 5,000 of line 1's item
        "1. 양주 서랍장: 5,000원 or 7,000원.\n2. 영천 화장대: 4,000원. 화장대 거울 있으면 2,000원 more.",
        "- 양주 서랍장: 5,000원 또는 7,000원\n- 영천 화장대: 4,000원, 거울이 달려 있으면 2,000원 추가",
        "1. Yangju drawers: 5,000 or 7,000 won\n2. 영천 화장대: 4,000 won; 2,000 won more with a mirror",
    ],
)
def test_a_gap_on_a_list_line_of_another_lines_amounts_is_unsupported(answer: str) -> None:
    assert any(s.startswith("2,000") for s in flagged(answer, ev(DRAWERS, DRESSER)))


@pytest.mark.parametrize(
    "answer",
    [
        "- 양주 서랍장: 5,000원 또는 7,000원\n- 영천 화장대: 4,000원 (서랍장 싼 쪽보다 1,000원 적어요)",
        "- 양주 서랍장: 5,000원 또는 7,000원 (2,000원 차이)\n- 영천 화장대: 4,000원",
        "- 양주 서랍장: 5,000원 또는 7,000원\n- 영천 화장대: 4,000원\n서랍장 두 가격은 2,000원 차이예요.",
        "양주 서랍장은 5,000원 또는 7,000원이라 큰 것이 2,000원 더 비쌀 수도 있어요.",
    ],
)
def test_a_gap_of_the_lines_own_amount_or_off_a_list_line_passes(answer: str) -> None:
    assert flagged(answer, ev(DRAWERS, DRESSER)) == []


# --- a thing no output names, said in English to be covered by a fee -----------------------

BEDS = {
    "district": "강화군", "full_name": "인천광역시 강화군", "query": "침대", "item_count": 3,
    "items": [_row("침대", "2층침대", 17000), _row("침대틀", "1인용", 3000),
              _row("침대틀", "2인용", 4000)],
    "as_of": "2025-11-20", **_SOURCE,
}  # fmt: skip
BEDS_WITH_MATTRESS = {
    **BEDS, "items": [_row("침대", "싱글(매트리스 포함)", 10000), _row("침대", "2층침대", 17000)],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g40h3-0002's shape: an invented inclusion in English
        "A bunk bed costs 17,000 won.\nThe mattress is included in that fee, so you only need "
        "one sticker.",
        "A bunk bed is 17,000 won, and that price covers the mattress too.",
        "The 17,000 won fee for a bunk bed includes a chair and a mirror.",
    ],
)
def test_a_fee_said_to_cover_a_thing_no_output_names_is_invented(answer: str) -> None:
    v = check(answer, ev(BEDS))
    assert not v.grounded
    assert any(
        u.kind == "condition" and "let alone what a fee includes" in u.why for u in v.unsupported
    )


@pytest.mark.parametrize(
    ("answer", "beds"),
    [
        ("A bunk bed costs 17,000 won. The mattress is not included in that fee.", BEDS),
        ("A bunk bed costs 17,000 won. Check whether the mattress is included in the fee.", BEDS),
        ("A bunk bed costs 17,000 won; the fee covers the bed frame.", BEDS),
        ("A single bed is 10,000 won, and the fee includes the mattress.", BEDS_WITH_MATTRESS),
    ],
)
def test_an_inclusion_denied_doubted_of_a_part_or_stated_by_the_output_passes(
    answer: str, beds: dict[str, object]
) -> None:
    assert flagged(answer, ev(beds)) == []
