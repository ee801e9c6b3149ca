"""Round 38 (r38a): invented conditions on fee rows the data does not tell apart.

A fee table may hold rows of one label, no spec and other fees (``피아노`` 11,000원 and 16,500원);
nothing says which row is which, so an English sentence that gives one of them a kind or size
invents what tells them apart (:mod:`.twins`). Round 38 reads three more English forms of it:

- a condition after the fee, ``16,500 won if it's a grand piano`` / ``when it's a leather sofa``:
  its ``if`` is the condition read, not a doubt (:mod:`.twins_english`, ``RATE_AFTER``);
- a rate said to be ``the one for`` a kind, ``The 3,000-won rate is the one for a single-seat
  sofa`` (:mod:`.twins_english`);
- a plural in ``-es`` as the ranked subject, ``Single mattresses are charged the lower rate``:
  the rank reading now singularises ``mattresses`` as the English twin reading does (one source,
  :func:`.twins_english.singular`, used by :mod:`.twin_ranks`).

A sentence that doubts which row applies, or gives the fee no kind, still passes. And a scope a
price is said not to vary by (``카펫: 5,000원 · 크기 상관없이 동일``) is the class "a price a condition
leaves the same" of :mod:`.conditioned_terms`, flagged unless an output says so.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _fees(district: str, item: str, *fees: int) -> dict[str, object]:
    """The fee tool's answer: rows of one label, no spec, fees ``fees`` (twins)."""
    rows = fee_rows(item, *fees)
    return {"district": district, "full_name": district, "query": item, "item_count": len(rows),
            "items": rows, "source": "bulk-waste-fees", "covered": True, "as_of": "2025-05-24"}  # fmt: skip


def _why(answer: str, evidence: object) -> list[str]:
    return [c.why for c in check(answer, evidence).unsupported]  # type: ignore[arg-type]


PIANO = ev(_fees("합천군", "피아노", 11000, 16500), user="how much to dump an old piano?")
MATTRESS = ev(_fees("진안군", "매트리스", 3000, 5000), user="three mattresses, the fee?")
SOFA = ev(_fees("해운대구", "소파", 3000, 4000, 7000), user="a sofa, it's a single-seater")


def test_condition_after_the_fee_is_flagged() -> None:
    answer = "It's 11,000 won, or 16,500 won if it's a grand piano."
    assert flagged(answer, PIANO) == ["16,500 won"]
    assert "'grand'" in _why(answer, PIANO)[0]
    # other values, wording and kinds
    assert flagged("The fee is 3,000 won, or 5,000 won when it's a memory foam one.", MATTRESS)
    assert flagged("You pay 7,000 won if it is a leather sofa.", SOFA) == ["7,000 won"]


def test_condition_after_the_fee_faithful_twins_pass() -> None:
    assert check("It's 11,000 won or 16,500 won; the data doesn't say which is for a grand piano.",
                 PIANO).grounded  # fmt: skip
    assert check("It's 11,000 won or 16,500 won.", PIANO).grounded
    assert check("Mattresses are listed at 3,000 won and 5,000 won.", MATTRESS).grounded


def test_rate_the_one_for_a_kind_is_flagged() -> None:
    answer = "The 3,000-won rate is the one for a single-seat sofa, so that's what you'd pay."
    assert check(answer, SOFA).grounded is False
    assert "'single'" in _why(answer, SOFA)[0]  # the user's own word names no row
    assert not check("The 5,000 won fee is the one for a king-size mattress.", MATTRESS).grounded
    assert not check("The 11,000-won rate is the one for an upright piano.", PIANO).grounded


def test_rate_the_one_for_faithful_twins_pass() -> None:
    assert check("The data doesn't say which rate is the one for a single-seat sofa.",
                 SOFA).grounded  # fmt: skip
    assert check("Sofas are listed at 3,000, 4,000 and 7,000 won.", SOFA).grounded


def test_ranked_plural_in_es_is_flagged() -> None:
    answer = (
        "Two fees for a mattress:\n- Mattress: 3,000 won\n- Mattress: 5,000 won\n"
        "So three mattresses would cost 9,000 to 15,000 won. Single mattresses are charged the "
        "lower rate."
    )
    assert flagged(answer, MATTRESS) == ["Single mattresses are charged the lower rate"]
    assert "'single'" in _why(answer, MATTRESS)[0]
    assert flagged("Mattresses: 3,000 won or 5,000 won. Double mattresses pay the higher fee.",
                   MATTRESS)  # fmt: skip
    assert flagged("Pianos: 11,000 or 16,500 won. Grand pianos pay the higher fee.", PIANO)


def test_ranked_plural_faithful_twins_pass() -> None:
    assert check("Mattresses: 3,000 won or 5,000 won. It's unclear whether single mattresses "
                 "are charged the lower rate.", MATTRESS).grounded  # fmt: skip
    assert check("Mattresses: 3,000 won or 5,000 won; the data does not say which applies.",
                 MATTRESS).grounded  # fmt: skip


def _carpet(**extra: object) -> dict[str, object]:
    rows = [
        {
            "item_name": "카펫",
            "name": "카펫",
            "spec": None,
            "fee": 5000,
            "fee_text": "5,000원",
            "is_free": False,
        }
    ]
    return {"district": "예산군", "query": "카펫", "item_count": 1, "items": rows,
            "source": "bulk-waste-fees", "as_of": "2024-08-07", **extra}  # fmt: skip


def test_scope_a_price_does_not_vary_by_is_flagged() -> None:
    carpet = ev(_carpet())
    answer = "- 카펫: 5,000원 · 크기 상관없이 동일"
    assert flagged(answer, carpet) == ["상관없이 동일"]
    assert "a price a condition leaves the same" in _why(answer, carpet)[0]
    assert flagged("카펫은 종류와 관계없이 모두 똑같이 5,000원이에요.", carpet)
    assert flagged("카펫은 5,000원이에요. 크기와 상관없이 같아요.", carpet)


def test_scope_a_price_does_not_vary_by_faithful_twins_pass() -> None:
    assert check("- 카펫: 5,000원 · 크기 상관없이 동일",
                 ev(_carpet(note="크기와 상관없이 동일한 수수료입니다."))).grounded  # fmt: skip
    assert check("카펫은 5,000원이에요. 크기와 상관없이 동일한지는 구청에 확인하세요.",
                 ev(_carpet())).grounded  # fmt: skip
    assert check("- 카펫: 5,000원", ev(_carpet())).grounded
    spanned = _carpet()
    spanned["items"] = [{**spanned["items"][0], "spec": "모든 규격"}]  # type: ignore[index]
    assert check("카펫은 5,000원이에요. 크기와 상관없이 같아요.", ev(spanned)).grounded
