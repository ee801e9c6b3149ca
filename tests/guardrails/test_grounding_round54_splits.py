"""Round 54 (r54s): the modules past ~400 lines split by concept; no reading changed.

Each concept moved whole into a module of its own, which the old module imports; every name
lives in one place (the old module neither defines nor copies it).

- :mod:`.rule_rows` (from :mod:`.rule_terms`): the rows a rule sentence's fee may be of — the
  items of several fees, a size that picks one of their rows, the kinds the rows price.
- :mod:`.rare_readers` (from :mod:`.prose`): the rarer prose readers behind one gate of all their
  words, each run only where its own words are.
"""

from __future__ import annotations

import json

from guardrails.grounding import prose, rare_readers, rule_rows, rule_terms


def _defines(module: object, name: str) -> bool:
    return getattr(getattr(module, name, None), "__module__", None) == module.__name__  # type: ignore[attr-defined]


def test_rule_rows_live_in_one_place() -> None:
    for name in ("several_fees", "sized_row", "priced_kinds"):
        assert _defines(rule_rows, name)
    for old in ("_row_fees", "_sized_row", "_row_words", "_SIZE_BEFORE", "_NUMBERS"):
        assert not hasattr(rule_terms, old)
    assert rule_terms.several_fees is rule_rows.several_fees  # imported, not copied


_FRIDGES = json.dumps(
    {
        "district": "사상구",
        "items": [
            {"item_name": "냉장고", "spec": "300ℓ 미만", "fee": 6000},
            {"item_name": "냉장고", "spec": "500ℓ 이상", "fee": 15000},
            {"item_name": "냉장고", "spec": "1000ℓ 이상", "fee": 30000},
            {"item_name": "의자", "fee": 2000},
        ],
    },
    ensure_ascii=False,
)


def test_rule_rows_read_as_before() -> None:
    sources = (_FRIDGES,)
    assert rule_rows.several_fees(sources) == {"냉장고": frozenset({6000, 15000, 30000})}
    assert rule_rows.sized_row("500ℓ ", 15000, sources)
    assert rule_rows.sized_row("500 리터 ", 15000, sources)
    assert rule_rows.sized_row("500리터 ", 15000, sources)
    assert not rule_rows.sized_row("500ℓ ", 30000, sources)
    assert not rule_rows.sized_row("양문형 ", 15000, sources)
    assert "500ℓ 이상" in rule_rows.priced_kinds(sources)
    assert "의자" in rule_rows.priced_kinds(sources)


def test_rare_readers_live_in_one_place() -> None:
    assert _defines(rare_readers, "rare_claims")
    assert not hasattr(prose, "_rare_claims") and not hasattr(prose, "_RARE_GATE")
    assert prose.rare_claims is rare_readers.rare_claims
    # the gate is every rare reader's words, tested once
    assert all(g in rare_readers.GATE for g in rare_readers.part_fees.GATE)
    assert all(g in rare_readers.GATE for g in rare_readers.ratios.GATE)
