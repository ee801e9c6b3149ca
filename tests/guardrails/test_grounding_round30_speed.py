"""Round 30 speed: the gates added before readers skip only work that cannot change a verdict.

- :mod:`.rule_terms` searches a clause for a frame only when the clause holds one of the frame's
  words (``_HINTS``): every match of a frame must hold one, on the corpora's answers and on
  written clauses of each frame (English in capitals too);
- :func:`.verdict.verdict_of` asks the readers of one kind (counts, a contact's holder or field,
  a window's role, a distance from the user, a row named by its address) only of that kind: each
  returns its no-op for any other kind;
- the bench answer keeps its verdict, and a fee swapped between two rows is still flagged on its
  span.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guardrails.grounding import Evidence, check, rule_frames, rule_terms
from guardrails.grounding.units import sentences
from tests.bench import bench_guardrails as b

HERE = Path(__file__).parent


def _frame_matches_hold_a_hint(answer: str) -> list[tuple[str, str]]:
    """(frame, clause) pairs where the frame matches a clause of ``answer`` with none of its
    words (the gate would skip a match)."""
    missed: list[tuple[str, str]] = []
    for lo, hi in sentences(answer):
        for c in rule_terms._CLAUSE.finditer(answer, lo, hi):
            clause = c.group()
            if any(ch in clause for ch in rule_frames.FOLDS_APART):
                continue  # (searched for every frame)
            low = clause.lower()
            for kind, frame, _ in rule_frames.FRAMES:
                hints = rule_frames.HINTS.get(kind)
                if hints is None or frame.search(clause) is None:
                    continue
                if not any(h in low for h in hints):
                    missed.append((kind, clause))
    return missed


def test_every_frame_has_its_words() -> None:
    assert {kind for kind, _, _ in rule_frames.FRAMES} == set(rule_frames.HINTS)


@pytest.mark.parametrize(
    "clause",
    [
        "폐가전은 수수료를 안 내도 돼요",
        "Fees are WAIVED for veterans",
        "Children's bikes are FREE",
        "추가 요금 없이 수거해요",
        "It is Included in that fee",
        "2대 이상이면 무상으로 가져가요",
        "only with AT LEAST two items",
        "three OR MORE items",
        "뚜껑 안 떼면 가격이 절반으로 떨어져요",
        "if it is wet the PRICE drops by half",
        "싱글은 14,000원짜리로 보면 돼요",
        "벽걸이 is 5,000 WON",
        "종량제 봉투에 넣어 버리세요",
        "put it in a General Waste Bag",
        "사업자등록증을 꼭 챙겨 가셔야 해요",
        "you MUST BRING your ID",
        "스티로폼은 흰색만 받아요",
    ],
)
def test_written_rules_pass_the_gate(clause: str) -> None:
    assert any(frame.search(clause) for _, frame, _ in rule_frames.FRAMES)
    assert _frame_matches_hold_a_hint(clause) == []


def test_corpus_answers_pass_the_gate() -> None:
    answers = [
        json.loads(line)["answer"]
        for name in ("prod_holdout16.jsonl", "prod_holdout17.jsonl")
        for line in (HERE / "blind" / name).read_text("utf-8").splitlines()
        if line.strip()
    ]
    missed = [m for a in answers for m in _frame_matches_hold_a_hint(a)]
    assert missed == []


def test_kind_readers_are_no_ops_for_other_kinds() -> None:
    from guardrails.grounding.amount_counts import counts_amounts
    from guardrails.grounding.enumerated import subset_count
    from guardrails.grounding.fields import field_why
    from guardrails.grounding.origins import from_user_why
    from guardrails.grounding.own_names import names_itself
    from guardrails.grounding.place_counts import counts_selected
    from guardrails.grounding.roles import role_why
    from guardrails.grounding.siblings import holder_why
    from guardrails.grounding.subjects import Context

    ev = Evidence.from_texts([b.EVIDENCE], places=b.PLACES)
    verdict = check(b.ANSWER, ev)
    ctx = Context(b.ANSWER, claims=verdict.claims)
    money = [c for c in verdict.claims if c.kind == "money"]
    assert money
    for c in money:
        assert not counts_selected(c, b.ANSWER, ev)
        assert not counts_amounts(c, b.ANSWER, ev)
        assert subset_count(c, b.ANSWER, ev) is None
        assert holder_why(c, [], [], ev, ctx) is None
        assert field_why(c, [], [], ctx) is None
        assert role_why(c, ev.text, b.ANSWER) is None
        assert from_user_why(c, [], [], b.ANSWER) is None
        assert not names_itself(c, b.ANSWER, ev.sources)


def test_bench_verdict_and_a_swapped_fee() -> None:
    ev = Evidence.from_texts([b.EVIDENCE], places=b.PLACES)
    assert check(b.ANSWER, ev).grounded
    swapped = b.ANSWER.replace("품목3(대형)은 6,000원", "품목3(대형)은 7,000원")
    assert swapped != b.ANSWER
    verdict = check(swapped, ev)
    assert not verdict.grounded
    assert [c.text for c in verdict.unsupported] == ["7,000원"]
    # the English twin: the fee of another row said of a named one
    english = "Item 3 (품목3(대형)) costs 7,000 won; 품목10(대형) is 13,000 won."
    flagged = [c.text for c in check(english, ev).unsupported]
    assert "7,000 won" in flagged
