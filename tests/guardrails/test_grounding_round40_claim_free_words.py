"""Round 40 (r40a): words flagged as facts they are not (prod_holdout29 and prod_holdout30, already
scored).

One reading, narrowed in the module that owns it:

- 만 right after a quoted or bracketed word (``'TV,오디오받침대'만 3,000원``, ``받침대(소형)만``) is
  the particle "only", as after a Hangul syllable, not the numeral 10,000 starting an amount
  (:func:`.money._amount_start_ok`): the amount is the 3,000원 after it. A real 만 amount
  (``1만 3,000원``, a bare ``만 3천 원``, an opening quote ``'만 3천 원'``) is still read as 13,000
  and flagged when no output gives it; the amount after the particle is still held to the rows.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _stand(fee: int) -> dict[str, object]:
    """The fee tool's one row for 텔레비전 in 인천 동구: a TV stand at ``fee`` won."""
    return {
        "district": "인천 동구", "full_name": "인천광역시 동구", "query": "텔레비전", "item_count": 1,
        "items": [{"item_name": "TV,오디오받침대", "name": "TV,오디오받침대", "spec": None,
                   "category": "가구류", "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}],
        "source": "bulk-waste-fees", "covered": True,
    }  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g47h2-0037's shape, then other quotes, brackets and numerals
        "인천 동구 자료에는 'TV,오디오받침대'만 3,000원으로 나와요.",
        '"TV,오디오받침대"만 3,000원이에요.',
        "「TV,오디오받침대」만 3천 원으로 나와 있어요.",
        "받침대(TV,오디오받침대)만 3,000원이에요.",
    ],
)
def test_only_after_a_quoted_word_is_no_ten_thousand(answer: str) -> None:
    assert flagged(answer, ev(_stand(3000))) == []
    # the wrong twin: the amount after the particle is still a claim of its own
    assert flagged(answer, ev(_stand(5000))) != []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("TV,오디오받침대는 1만 3,000원이에요.", "1만 3,000원"),
        ("TV,오디오받침대는 만 3천 원이에요.", "만 3천 원"),
        ("TV,오디오받침대는 '만 3천 원'이에요.", "만 3천 원"),
        ("TV,오디오받침대는 만 3,000원이에요.", "만 3,000원"),
    ],
)
def test_a_real_man_amount_is_still_thirteen_thousand(answer: str, span: str) -> None:
    assert flagged(answer, ev(_stand(3000))) == [span]  # 13,000원 is in no output
    assert flagged(answer, ev(_stand(13000))) == []  # the faithful twin


def test_a_wrong_amount_after_the_particle_is_flagged() -> None:
    answer = "'TV,오디오받침대'만 5,000원으로 나와요."
    assert flagged(answer, ev(_stand(3000))) == ["5,000원"]
