"""Round 54 (r54s): the modules past ~400 lines split by concept; no reading changed.

Each concept moved whole into a module of its own, which the old module imports; every name
lives in one place (the old module neither defines nor copies it).

- :mod:`.rule_rows` (from :mod:`.rule_terms`): the rows a rule sentence's fee may be of — the
  items of several fees, a size that picks one of their rows, the kinds the rows price.
- :mod:`.rare_readers` (from :mod:`.prose`): the rarer prose readers behind one gate of all their
  words, each run only where its own words are.
- :mod:`.working_cues` (from :mod:`.derived`): where the words of a difference, a total, a mean
  and a product start in an answer.
- :mod:`.howto_texts` (from :mod:`.howto`): the how-to objects of the outputs with the names of
  their subjects, and the strings of the one an answer names.
"""

from __future__ import annotations

import json

from guardrails.grounding import (
    asserted,
    derived,
    housing_rules,
    howto,
    howto_swaps,
    howto_texts,
    prose,
    put_out,
    rare_readers,
    rule_rows,
    rule_terms,
    working_cues,
)


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


def test_working_cues_live_in_one_place() -> None:
    for name in ("cue_starts", "within"):
        assert _defines(working_cues, name)
    for old in ("_DIFF", "_TOTAL", "_MEAN", "_PRODUCT", "_RANKED", "_cues", "_within"):
        assert not hasattr(derived, old)
    assert derived.cue_starts is working_cues.cue_starts


def test_working_cues_read_as_before() -> None:
    def classes(answer: str) -> list[bool]:
        return [bool(starts) for starts in working_cues.cue_starts(answer)]

    #            difference, total, mean, product
    assert classes("제주보다 2.7도 낮아요") == [True, False, False, False]
    assert classes("It is 300 won cheaper than PET") == [True, False, False, False]
    assert classes("45원으로 제일 비싸고") == [False, False, False, False]  # ranked, no gap
    assert classes("본체 5,000원에 실외기 4,000원 해서 9,000원") == [False, True, False, False]
    assert classes("6,000 + 4 × 2,000 = 14,000원") == [False, True, False, False]
    assert classes("넉 달 평균은 86원") == [False, False, True, False]
    assert classes("The average is 86 won") == [False, False, True, False]
    assert classes("알루미늄캔 10kg이면 약 14,500원") == [False, False, False, True]
    assert working_cues.within((3, 10), 4, 11) and not working_cues.within((3, 10), 4, 10)


def test_howto_texts_live_in_one_place() -> None:
    for name in ("howto_objects", "text_for"):
        assert _defines(howto_texts, name)
    for old in ("METHOD_KEY", "_SUBJECT_KEY", "_STEM", "_text_for"):
        assert not hasattr(howto, old)
    for reader in (howto, asserted, housing_rules, put_out):
        assert reader.howto_objects is howto_texts.howto_objects
    assert howto_swaps.METHOD_KEY is howto_texts.METHOD_KEY


def test_howto_texts_read_as_before() -> None:
    suwon = json.dumps(
        {"district": "경기도 수원시", "application_methods": ["구청 방문 신청", "빼기 앱 접수"]},
        ensure_ascii=False,
    )
    icheon = json.dumps({"sigungu": "이천시", "신청방법": "인터넷 신청"}, ensure_ascii=False)
    fees = json.dumps({"district": "거제시", "items": [{"item_name": "의자", "fee": 2000}]})
    objects = howto_texts.howto_objects((suwon, icheon, fees))
    assert [names for names, _ in objects] == [
        ("경기도 수원시", "수원시", "수원"),
        ("이천시", "이천시", "이천"),
    ]
    answer = "수원은 앱으로, 이천시는 인터넷으로 신청해요"
    assert howto_texts.text_for(answer, 5, objects) == "경기도 수원시\n구청 방문 신청\n빼기 앱 접수"
    assert howto_texts.text_for(answer, len(answer), objects) == "이천시\n인터넷 신청"
    assert "인터넷" in howto_texts.text_for("앱으로 신청해요", 3, objects)  # none named: all
    assert "빼기" in howto_texts.text_for("앱으로 신청해요", 3, objects)
    for key in ("application_methods", "methods", "apply", "channels", "신청방법", "procedure"):
        assert howto_texts.METHOD_KEY.search(key)
    assert not howto_texts.METHOD_KEY.search("items")
