"""Round 45 (r45e): fee rows given to the wrong row that passed (prod_holdout33, already scored).

One reading of the size-bracket rule (:mod:`.measures`, :mod:`.brackets`: a fee stated for a
measure must be a row whose bracket holds that measure): the rows that carry the claimed fee are
the subject's own. Before, any row of any output at that fee counted, and a row with no size
bracket made the rule unsure — so where the stage also held another district's unsized list
(포항시 책장 at 5,000 / 7,000 / 10,000원), 원주시's two height classes (서랍장(진열장) 높이180cm미만
5,000원, 높이180cm이상 7,000원) could be swapped freely: "180 cm or taller is 5,000 won" passed
(g51h0-0053). Now an unsized row the claim's subject does not name is no evidence about sizes
(:func:`.brackets.misbracketed_why`'s ``named``); an unsized row the subject names, or a bracketed
row of any list (두 구의 장롱 compared by their own brackets, g3a-0013), keeps the rule as before.

The right rows' conditions, in Korean and English, still pass.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _row(name: str, spec: str, fee: int) -> dict[str, object]:
    return {"item_name": f"{name} ({spec})", "name": name, "spec": spec, "category": "가구류",
            "fee": fee, "fee_text": f"{fee:,}원", "is_free": False}  # fmt: skip


def _fees(district: str, query: str, items: list[dict[str, object]]) -> dict[str, object]:
    return {"district": district, "query": query, "item_count": len(items), "items": items,
            "source": "bulk-waste-fees", "covered": True}  # fmt: skip


_CABINET = ev(
    _fees("포항시", "책장", fee_rows("책장", 5000, 7000, 10000)),
    _fees(
        "원주시",
        "서랍장",
        [
            _row("서랍장(진열장)", "높이180cm미만", 5000),
            _row("서랍장(진열장)", "높이180cm이상", 7000),
        ],
    ),
)
_WARDROBE = ev(
    _fees("양주시", "장롱", fee_rows("장롱", 8000, 12000)),
    _fees(
        "용산구", "장롱", [_row("장롱", "폭 90cm 이상", 12000), _row("장롱", "폭 90cm 미만", 8000)]
    ),
)


def test_swapped_height_classes_beside_another_unsized_list_are_flagged() -> None:
    answer = (
        "In Wonju a drawer/display cabinet 180 cm or taller is 5,000 won, and under 180 cm it's "
        "7,000 won — so yours is 5,000 won."
    )
    assert flagged(answer, _CABINET) == ["5,000 won"]
    assert flagged("원주시 서랍장은 높이 180cm 이상이면 5,000원이에요.", _CABINET) == ["5,000원"]
    assert flagged("In Wonju a drawer cabinet of 180 cm or more is 5,000 won.", _CABINET) == [
        "5,000 won"
    ]
    assert flagged("용산구 장롱은 폭 90cm 미만이면 12,000원이에요.", _WARDROBE) == ["12,000원"]
    why = [
        c.why for c in check("원주시 서랍장은 180cm 이상이면 5,000원이에요.", _CABINET).unsupported
    ]
    assert why == ["5,000원 is in tool outputs but not in the 180cm or more high row"]


def test_right_height_classes_beside_another_unsized_list_pass() -> None:
    answer = (
        "In Wonju a drawer/display cabinet under 180 cm is 5,000 won, and 180 cm or taller is "
        "7,000 won — so yours is 7,000 won."
    )
    assert flagged(answer, _CABINET) == []
    assert (
        flagged("원주시 서랍장은 180cm 미만이면 5,000원, 180cm 이상이면 7,000원이에요.", _CABINET)
        == []
    )
    assert (
        flagged("용산구 장롱은 폭 90cm 이상이면 12,000원, 미만이면 8,000원이에요.", _WARDROBE) == []
    )
