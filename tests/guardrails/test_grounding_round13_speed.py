"""Round 13 speed, results identical: the hint pass (``hints.py``) and the gates that read it, and
the contrast topics indexed per sentence (``topics.py``).

A hint is a necessary condition of a reader's own gate: with the hint false the reader would have
found nothing; with it true the reader reads as before. Each pair below holds an answer the gated
reader must still read (English words: the hint is true) and its Korean twin the hint skips, with
the same verdict the reader gives without the hint. The topics of a contrast still bind the values
their own words leave open, and add nothing to a value whose own words name the dimension.
"""

from __future__ import annotations

from guardrails.grounding import check
from guardrails.grounding.claims import _Scan
from guardrails.grounding.cues import find_cues
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.hints import ALL, Hints
from guardrails.grounding.subjects import Context, sentence_bounds
from guardrails.grounding.topics import with_topic
from tests.guardrails.grounding_helpers import ev, flagged

SITE = {"name": "Mapo Recycling Center", "open_days": "월·수·금", "hours": "09:00~18:00"}
FEES = [
    {"district": "강남구", "item": "소파", "fee": 15000},
    {"district": "서초구", "item": "소파", "fee": 12000},
]


def test_latin_is_any_ascii_letter_of_the_lower_case_text() -> None:
    assert Hints("mon 09:00").latin and Hints("3,000원 per kg".lower()).latin
    assert not Hints("월요일 09:00, 3,000원 (2025-01)").latin
    assert ALL.latin  # no hint known: every reader reads


def test_the_scan_hint_is_of_the_folded_text() -> None:
    # full-width letters fold to ASCII before the scanners read them: the hint sees them too
    assert _Scan("ｍｏｎ").hints.latin and not _Scan("월요일").hints.latin


def test_english_weekdays_still_read_korean_weekdays_unchanged() -> None:
    english = [c.kind for c in extract_claims("It is open on Monday and Friday every week.")]
    korean = [c.kind for c in extract_claims("매주 월요일과 금요일에 열어요.")]
    assert "weekday" in english and "weekday" in korean


def test_english_month_dates_still_read() -> None:
    (date,) = [c for c in extract_claims("Fees as of January 5, 2025.") if c.kind == "date"]
    assert date.value == (2025, 1, 5)
    (year,) = [c for c in extract_claims("요금은 2025년 1월 기준이에요.") if c.kind == "date"]
    assert year.value == (2025, 1)


def test_a_subject_after_the_value_is_read_in_english_only() -> None:
    evidence = ev(*FEES)
    # the subject follows the value in English word order: the swap is caught, the true form passes
    assert flagged("A sofa costs ₩12,000 in Gangnam-gu.", evidence) == ["₩12,000"]
    assert flagged("A sofa costs ₩15,000 in Gangnam-gu.", evidence) == []
    # the Korean twin names its subject before the value
    assert flagged("강남구 소파는 12,000원이에요.", evidence) == ["12,000원"]
    assert flagged("강남구 소파는 15,000원이에요.", evidence) == []


def test_the_context_reads_english_order_only_with_the_hint() -> None:
    answer = "A sofa costs ₩15,000 in Gangnam-gu."
    hints = Hints(answer.lower())
    assert Context(answer, hints=hints)._english and Context(answer)._english
    korean = "강남구 소파는 15,000원이에요."
    assert not Context(korean, hints=Hints(korean.lower()))._english


def test_find_cues_with_the_hint_finds_what_it_finds_without() -> None:
    evidence = ev(*FEES)
    for answer in ("Gangnam-gu charges ₩15,000 for a sofa.", "강남구 소파는 15,000원이에요."):
        claims = extract_claims(answer, evidence.places)
        hinted = find_cues(answer, evidence.cues, claims, Hints(answer.lower()))
        assert hinted == find_cues(answer, evidence.cues, claims)
        assert any(q.token == "강남구" for q in hinted)


def test_an_excluded_good_called_fine_is_flagged_only_where_a_tool_output_excludes_it() -> None:
    medicine = {"program": "폐의약품 회수", "accepted": ["알약", "가루약"], "excluded": ["물약"]}
    (claim,) = check("물약도 괜찮아요.", ev(medicine)).unsupported
    assert claim.text == "물약" and claim.why == "'의약품/물약' is excluded in tool outputs"
    assert flagged("알약도 괜찮아요.", ev(medicine)) == []
    # no tool output excludes anything: the exclusion reader does not run, nothing is flagged
    accepting = {"program": "폐의약품 회수", "accepted": ["알약", "물약"]}
    assert flagged("물약도 괜찮아요.", ev(accepting)) == []
    assert flagged("Hours are 09:00~18:00.", ev(SITE)) == []


def _context(answer: str, evidence: object) -> Context:
    from guardrails.grounding.evidence import Evidence

    assert isinstance(evidence, Evidence)
    claims = extract_claims(answer, evidence.places)
    cues = find_cues(answer, evidence.cues, claims)
    return Context(answer, cues, sentence_bounds(answer), claims, evidence.cues.all_tokens)


def _fees(district: str, small: int, large: int) -> dict[str, object]:
    return {"district": district, "items": [
        {"item_name": "책장", "spec": "5단 이하", "fee": small},
        {"item_name": "책장", "spec": "6단 이상", "fee": large},
    ]}  # fmt: skip


def test_a_contrast_topic_is_added_only_where_the_own_words_leave_its_dimension_open() -> None:
    evidence = ev(_fees("강동구", 4000, 7000), _fees("송파구", 5000, 9000))
    answer = "강동구는 5단 이하 4,000원이고 송파구는 5단 이하 5,000원이에요."
    ctx = _context(answer, evidence)
    (spec,) = [q for q in ctx.cues if q.token == "이하"][1:]
    value = answer.index("5,000원")
    # the value's own words name the tier: the contrast of districts adds 송파구, named last
    out = with_topic(ctx, [(spec,)], (0, len(answer)), value, lambda q: True)
    assert [q.token for slot in out for q in slot] == ["이하", "송파구"]
    # own words that name the district itself: nothing to add
    (district,) = [q for q in ctx.cues if q.token == "송파구"]
    assert with_topic(ctx, [(district,)], (0, len(answer)), value, lambda q: True) == [(district,)]
    # the verdicts: the faithful form passes, the swapped twin is flagged on its value
    assert flagged(answer, evidence) == []
    assert flagged("강동구는 5단 이하 5,000원이고 송파구는 5단 이하 4,000원이에요.", evidence) == [
        "5,000원",
        "4,000원",
    ]
