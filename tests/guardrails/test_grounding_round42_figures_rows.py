"""Round 42 (r42d): fee rows given to the wrong item that passed (prod_holdout31, already scored).

One reading, by extending the vocabulary that owns the words (``specialists.korean.vocabulary``,
the spec words fee rows are told apart by), not by a new reader: a fee row's *use* spec
(``전신거울 (가정용)`` beside ``전신거울 (업소용)``) is named by the paraphrases answers write for
it. 가정용 has the forms ``집에서 쓰는``, ``가정에서 쓰는``, ``home use``, ``household use``; 업소용
``가게에서 쓰는``, ``업소에서 쓰는``, ``commercial use``, ``business use``. The subject cues
(:mod:`.cues`) read them as the spec's own word, so "집에서 쓰는 전신거울은 4,000원이야" over 가정용
2,000원 / 업소용 4,000원 gives the shop row's fee to the home mirror and is flagged by the sibling
reading (g49h0-0061); the home row's own fee passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, flagged


def _use_rows(district: str, item: str, home: int, shop: int) -> dict[str, object]:
    """The fee tool's rows for ``item`` told apart by use only (가정용 / 업소용)."""
    rows = [
        {"item_name": f"{item} ({spec})", "name": item, "spec": spec, "category": "가구류",
         "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}
        for spec, fee in (("가정용", home), ("업소용", shop))
    ]  # fmt: skip
    return {"district": district, "query": item, "item_count": 2, "items": rows,
            "source": "bulk-waste-fees", "covered": True}  # fmt: skip


_MIRROR = ev(_use_rows("아산시", "전신거울", 2000, 4000))
_TABLE = ev(_use_rows("청주시", "식탁", 5000, 9000))


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong", "said"),
    [
        # g49h0-0061's shape, then other wording, language, item and values
        ("집에서 쓰는 전신거울은 4,000원이야.", _MIRROR, "4,000원", "집에서 쓰는"),
        ("가정에서 쓰는 전신거울이면 4,000원이에요.", _MIRROR, "4,000원", "가정에서 쓰는"),
        ("For home use, a full-length mirror is 4,000 won.", _MIRROR, "4,000 won", "home use"),
        ("가게에서 쓰는 식탁은 5,000원이에요.", _TABLE, "5,000원", "가게에서 쓰는"),
        ("A dining table for business use costs 5,000 won.", _TABLE, "5,000 won", "business use"),
    ],
)  # fmt: skip
def test_a_use_said_in_other_words_names_its_row(
    answer: str, evidence: Evidence, wrong: str, said: str
) -> None:
    v = check(answer, evidence)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not for" in (v.unsupported[0].why or "")
    assert said.lower() in (v.unsupported[0].why or "").lower()


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        ("집에서 쓰는 전신거울은 2,000원이야.", _MIRROR),
        ("가정에서 쓰는 전신거울이면 2,000원이에요.", _MIRROR),
        ("For home use, a full-length mirror is 2,000 won.", _MIRROR),
        ("가게에서 쓰는 식탁은 9,000원이에요.", _TABLE),
        ("A dining table for business use costs 9,000 won.", _TABLE),
        ("전신거울은 가정용 2,000원, 업소용 4,000원이에요.", _MIRROR),
    ],
)  # fmt: skip
def test_the_use_rows_own_fee_passes(answer: str, evidence: Evidence) -> None:
    assert flagged(answer, evidence) == []
