"""Round 55 (r55b): faithful answers flagged over worked figures (prod_holdout52).

- A fee per section on a list line headed ``장롱(1쪽당):`` and the sections counted in native
  numerals (``세 쪽이면 … 가장 낮은 5,000원이면 15,000원``): :mod:`.per_section`, read by
  :mod:`.derived` (g70h1-0036).
- A superlative that picks the row a working uses (``장롱을 제일 낮은 요금으로 내면 … 합쳐
  17,000원``) is no rank of its subject: :mod:`.chosen_rows`, read by :mod:`.orders` (g70h1-0070).
- A saving is a gap (``2,000원 아낄 수 있지만``): :mod:`.derived_values` (g70h2-0015).
- Bare figures sharing the unit written after the last (``newspaper 120, corrugated cardboard 80
  won/kg``) are terms of a gap (``75 won/kg more than clear glass``): :mod:`.unit_runs`, read by
  :mod:`.derived_values` (g70h3-0056).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.chosen_rows import chosen_row
from guardrails.grounding.claims import Claim
from guardrails.grounding.unit_runs import run_terms
from tests.guardrails.grounding_helpers import VOCAB, blind_case


def _case(cid: str) -> dict[str, object]:
    return blind_case("prod_holdout52.jsonl", cid)


def _flagged(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    c = _case(cid)
    e = Evidence.from_texts(c["evidence"], places=VOCAB, user=str(c.get("user") or ""))  # type: ignore[arg-type]
    v = check(str(c["answer"]) if answer is None else answer, e)
    return [(u.kind, u.text) for u in v.unsupported]


@pytest.mark.parametrize("cid", ["g70h1-0036", "g70h1-0070", "g70h2-0015", "g70h3-0056"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flagged(cid) == []


# --- a fee per section times the sections -------------------------------------------------------

_SECTIONS = "인천 서구 장롱 수수료예요.\n- 장롱(1쪽당): 5,000원 · 8,000원 · 10,000원 · 11,000원\n"


@pytest.mark.parametrize(
    "answer",
    [
        _SECTIONS
        + "세 쪽이면 가장 낮은 5,000원이면 15,000원, 가장 높은 11,000원이면 33,000원이에요.",
        _SECTIONS + "두 쪽이면 8,000원짜리 요금으로 16,000원이에요.",
        _SECTIONS + "네 쪽짜리면 가장 낮은 요금으로 20,000원이에요.",
    ],
)
def test_per_section_fee_times_sections_passes(answer: str) -> None:
    assert _flagged("g70h1-0036", answer) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            _SECTIONS + "세 쪽이면 3을 곱하면 돼요. 가장 낮은 5,000원이면 18,000원이에요.",
            "18,000원",
        ),
        (
            _SECTIONS + "두 쪽이면 2를 곱하면 돼요. 가장 높은 11,000원이면 33,000원이에요.",
            "33,000원",
        ),
    ],
)
def test_wrong_product_is_still_flagged(answer: str, wrong: str) -> None:
    assert [t for _, t in _flagged("g70h1-0036", answer)] == [wrong]


# --- a superlative that picks the row a working uses --------------------------------------------

_ROWS = "시흥시 수수료예요.\n- 장롱: 7,000원 · 12,000원 · 18,000원\n- 어린이옷장: 10,000원\n- 비키니옷장: 3,000원\n"


@pytest.mark.parametrize(
    "answer",
    [
        _ROWS + "장롱을 제일 낮은 요금으로 내면 어린이옷장이랑 합쳐 17,000원이에요.",
        _ROWS + "장롱을 가장 비싼 요금으로 잡으면 어린이옷장이랑 합쳐 28,000원이에요.",
        _ROWS + "장롱은 가장 싼 금액 기준으로 7,000원이에요.",
    ],
)
def test_chosen_row_passes(answer: str) -> None:
    assert _flagged("g70h1-0070", answer) == []


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        (_ROWS + "장롱을 제일 낮은 요금으로 내면 어린이옷장이랑 합쳐 19,000원이에요.", "money"),
        (_ROWS + "장롱이 제일 낮은 요금으로 7,000원이에요.", "superlative"),  # a rank: 3,000원 is
    ],
)
def test_wrong_total_or_rank_is_still_flagged(answer: str, kind: str) -> None:
    assert [k for k, _ in _flagged("g70h1-0070", answer)] == [kind]


def test_chosen_row_words() -> None:
    assert chosen_row("If you pay the lowest fee, it is 7,000 won.", 16)
    assert chosen_row("Taking the highest rate, the total is 28,000 won.", 11)
    assert not chosen_row("The wardrobe has the lowest fee.", 20)
    assert not chosen_row("장롱이 제일 낮은 요금이에요.", 4)


# --- a saving is a gap ---------------------------------------------------------------------------

_DRESSER = "광명시 화장대는 거울 포함 5,000원, 거울 미포함 3,000원이에요. "


@pytest.mark.parametrize(
    "answer",
    [
        _DRESSER + "거울을 떼서 내면 2,000원 아낄 수 있어요.",
        _DRESSER + "거울을 떼면 2,000원 절약돼요.",
    ],
)
def test_saving_of_two_stated_fees_passes(answer: str) -> None:
    assert _flagged("g70h2-0015", answer) == []


def test_wrong_saving_is_still_flagged() -> None:
    answer = _DRESSER + "거울을 떼서 내면 1,500원 아낄 수 있어요."
    assert _flagged("g70h2-0015", answer) == [("money", "1,500원")]


# --- bare figures sharing one unit --------------------------------------------------------------

_RUNS = (
    "1. Glass cullet: clear 45, brown 40, blue-green 35 won/kg.\n"
    "2. Paper (compressed): newspaper 120, corrugated cardboard 80 won/kg.\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        _RUNS + "3. Newspaper fetches 75 won/kg more than clear glass.",
        "유리: 백색 45, 갈색 40, 청녹색 35원/kg. 종이: 신문지 120, 골판지 80원/kg. 신문지가 백색 유리보다 75원/kg 더 비싸요.",
    ],
)
def test_gap_over_bare_figures_of_a_run_passes(answer: str) -> None:
    assert _flagged("g70h3-0056", answer) == []


def test_wrong_gap_over_a_run_is_still_flagged() -> None:
    answer = _RUNS + "3. Newspaper fetches 70 won/kg more than clear glass."
    assert _flagged("g70h3-0056", answer) == [("unit_price", "70 won/kg")]


def test_run_terms_reads_only_comma_runs() -> None:
    text = "clear 45, brown 40, blue-green 35 won/kg"
    claim = Claim("35 won/kg", "unit_price", (35, "kg"), text.index("35"), len(text))
    assert run_terms(text, [claim], len(text)) == {45.0, 40.0}
    text = "(45) and 35 won/kg"  # no comma run
    claim = Claim("35 won/kg", "unit_price", (35, "kg"), text.index("35"), len(text))
    assert run_terms(text, [claim], len(text)) == set()
