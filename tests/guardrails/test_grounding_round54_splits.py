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

Then one home for each pattern the package wrote twice, the copy now importing it (each shown
below to match what the copy matched on a list of forms): the words of a nationwide scope
(:data:`.coverage_words.NATIONWIDE`, copied in :mod:`.district_data`), a general word
(:data:`.usual_unlisted.USUAL`, in :mod:`.put_out`), the clause and the join of two exchange
terms (:data:`.ratios.CLAUSE`, :data:`.ratios.JOINED`, in :mod:`.unstated_exchanges`), a twin
word's particle (:data:`.twin_words.PARTICLE`, in :mod:`.twin_ranks`), a rough figure's words
and a list line's mark (:data:`.stated_totals.ABOUT`, :data:`.stated_totals.LIST_LINE`, in
:mod:`.leading_totals`).
"""

from __future__ import annotations

import json
import re

from guardrails.grounding import (
    asserted,
    coverage_words,
    derived,
    district_data,
    housing_rules,
    howto,
    howto_swaps,
    howto_texts,
    leading_totals,
    prose,
    put_out,
    rare_readers,
    ratios,
    rule_rows,
    rule_terms,
    stated_totals,
    twin_ranks,
    twin_words,
    unstated_exchanges,
    usual_unlisted,
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


# (home, copy, the name the copy had, the copy's pattern as it was written, forms)
_ONE_HOME = [
    (
        coverage_words.NATIONWIDE,
        district_data,
        "_NATIONWIDE",
        re.compile(r"전국|nationwide|national|across the country|in total|overall", re.I),
        [
            "전국 평균",
            "Nationwide, 15 sites",
            "national average",
            "across the country",
            "In Total",
            "overall 3",
            "전체",
            "nation",
            "internationally",
        ],
    ),
    (
        usual_unlisted.USUAL,
        put_out,
        "_USUAL",
        re.compile(r"보통|대개|일반적으로|usually|typically|generally", re.I),
        [
            "보통은",
            "대개 그래요",
            "일반적으로",
            "Usually",
            "TYPICALLY",
            "generally",
            "일반",
            "usual",
        ],
    ),
    (
        ratios.JOINED,
        unstated_exchanges,
        "_JOINED",
        re.compile(r"^(?:와|과|하고|랑|이랑)(?![가-힣])|^\s(?:및|또는|and|or|plus)\s", re.I),
        [
            "와 ",
            "과",
            "하고 ",
            "이랑",
            "랑 ",
            " 및 ",
            " or ",
            " AND ",
            " plus ",
            "와요",
            "and ",
            " 또는 ",
        ],
    ),
    (
        ratios.CLAUSE,
        unstated_exchanges,
        "_CLAUSE",
        re.compile(r"[^,;.!?\n]+(?:[.!?](?=\d)[^,;.!?\n]*)*"),
        ["캔 10개를 가져오면 휴지 1개, 페트 2.5kg이면 봉투 1장.", "Bring 10; get 1! ok?\nnext"],
    ),
    (
        twin_words.PARTICLE,
        twin_ranks,
        "_PARTICLE",
        re.compile(r"(?:이랑|에는|에서|까지|이면|으로|이|가|은|는|을|를|도|면|엔|에|로|의)$"),
        [
            "책상이랑",
            "의자에는",
            "구청에서",
            "문앞까지",
            "소형이면",
            "대형으로",
            "소파가",
            "책장은",
            "침대를",
            "서랍도",
            "장롱",
            "냉장고의",
            "집엔",
        ],
    ),
    (
        stated_totals.ABOUT,
        leading_totals,
        "_ABOUT",
        re.compile(r"약|대략|about|around|roughly|\s?(?:정도|쯤|가량)", re.I),
        [
            "약 3만원",
            "대략",
            "About 30,000 won",
            "around",
            "ROUGHLY",
            " 정도",
            "쯤",
            "가량",
            "약국",
        ],
    ),
    (
        stated_totals.LIST_LINE,
        leading_totals,
        "_LIST_LINE",
        re.compile(r"\s*(?:[-*•·]|\d{1,2}[.)])\s"),
        [
            "- 의자: 2,000원",
            "  * sofa",
            "• 책상",
            "· 침대",
            "1. 장롱",
            "12) 서랍",
            "123. x",
            "-의자",
        ],
    ),
]


def test_each_pattern_has_one_home() -> None:
    for home, copy, old, _, _ in _ONE_HOME:
        assert not hasattr(copy, old)
        assert home in vars(copy).values()  # imported from its home, not written again


def test_each_home_matches_what_its_copy_matched() -> None:
    for home, _, _, was, forms in _ONE_HOME:
        assert (home.pattern, home.flags) == (was.pattern, was.flags)
        for form in forms:
            assert [m.span() for m in home.finditer(form)] == [m.span() for m in was.finditer(form)]
            assert bool(home.match(form)) == bool(was.match(form))
