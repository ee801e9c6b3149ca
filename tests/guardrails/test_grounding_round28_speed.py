"""Round 28 (r28d): speed with the verdicts unchanged — a searched pattern behind a look-ahead of
the characters its matches open with (:mod:`guardrails.grounding.opening_gate`) finds the same
matches (span, groups, ``lastgroup``) as the pattern as written, and the checks that read those
patterns give the same verdicts and flagged spans."""

from __future__ import annotations

import random
import re

import pytest

from guardrails.grounding import (
    Evidence,
    absences,
    check,
    holdings,
    listed_items,
    opening_gate,
    weather,
)
from guardrails.grounding.opening_gate import gated

_SAMPLES = (
    "신청 후 배출 번호를 붙여 지정일에 내놓으면 됩니다. 주민센터로 직접 가져가세요.",
    "Take it to the community center with a sticker; drive your own car to the landfill.",
    "STICKERS at the Eup office, or call a CONTRACTOR (\u212aelvin \u017fack \u0130stanbul).",
    "눈 오는 날은 평균 6일이고 rain days (9.8) and 2 snow days; 18.4 mm over about 9 days.",
    "수수료 자료가 없습니다. No fee data for Boseong-gun; no fees are listed.",
    "",
    "a",
)


def _matches(rx: re.Pattern[str], text: str) -> list[object]:
    found: list[object] = [(m.span(), m.groups(), m.lastgroup) for m in rx.finditer(text)]
    for pos in range(0, len(text), 3):
        m = rx.search(text, pos, max(pos, len(text) - 2))
        found.append(m and (m.span(), m.groups()))
        m = rx.match(text, pos)
        found.append(m and (m.span(), m.groups()))
    return found


def _texts() -> list[str]:
    rnd = random.Random(28)
    alpha = (
        "abcdeiklmnorstwy KSI.,;:()\n\u212a\u017f\u0130\u0131스티커주민센터매립장원일눈비0123456789"
    )
    return [*_SAMPLES, *("".join(rnd.choices(alpha, k=rnd.randint(1, 40))) for _ in range(400))]


_WRITTEN = {  # the patterns as written before the gate, compiled again
    "ways": re.compile(
        "|".join(f"(?P<{name}>{said})" for name, _tool, said in holdings._WAYS), re.I
    ),
}


@pytest.mark.parametrize(
    "pattern,flags",
    [
        (holdings.WAYS.pattern.split("(?:", 1)[1][:-1], re.I),  # twelve named groups, case-blind
        (r"(?<![\d.])(?P<d>\d{1,2}\.\d)\s?일|\b(?:over|on)\s(?P<e>\d{1,2})\sdays?\b", re.I),
        (r"(?:눈|비)?\s?(?:날|일수)\s?\d+|x?y+z", 0),  # optional openings: their set and the next
        (r"\bno\s(?:fee|price)s?\b|수수료\s?(?:자료|정보)가?\s?없", re.I),
    ],
)
def test_gated_pattern_finds_the_same_matches(pattern: str, flags: int) -> None:
    written = re.compile(pattern, flags)
    fast = gated(written)
    assert fast is not written and fast.pattern.startswith("(?=[")
    assert fast.groupindex == written.groupindex
    for text in _texts():
        assert _matches(fast, text) == _matches(written, text), text


def test_the_module_patterns_behind_the_gate_match_as_written() -> None:
    """holdings.WAYS (the largest pattern cost of the check), and three others a round gated."""
    assert holdings.WAYS.pattern.startswith("(?=[")
    pairs = [(holdings.WAYS, _WRITTEN["ways"])]
    for rx in (absences._ABSENT, weather._WEATHER_DAYS, listed_items._PRICE):
        assert rx.pattern.startswith("(?=[")
        body = re.match(r"\(\?=\[.*?\]\)\(\?:", rx.pattern, re.S)
        assert body is not None
        pairs.append((rx, re.compile(rx.pattern[body.end() : -1], rx.flags)))
    for fast, written in pairs:
        for text in _texts():
            assert _matches(fast, text) == _matches(written, text), text


@pytest.mark.parametrize(
    "pattern,flags",
    [
        (r"배출|반입", 0),  # a literal first character: the engine skips to it already
        (r"[가-힣]로", 0),  # a class first
        (r"abc", 0),  # a literal prefix (a cased one only when case counts)
        (r"x?", 0),  # can match the empty string
        (r".+원", 0),  # any character opens it
        (r"[^가-힣]\d", 0),  # a negated class
        (r"(?i:ab)|cd", 0),  # a group that changes the flags
        (r"(a)\1|b", 0),  # fine, but check below: a backreference later is no opening
    ],
)
def test_ungated_patterns_are_returned_as_they_are(pattern: str, flags: int) -> None:
    rx = re.compile(pattern, flags)
    out = gated(rx)
    if pattern == r"(a)\1|b":  # its openings are readable (a, b): gated, same matches
        assert all(_matches(out, t) == _matches(rx, t) for t in ("aab", "ab", "b", "xaa"))
        return
    assert out is rx


def test_bench_shape_verdicts_unchanged() -> None:
    """A fee answer without any way of applying (WAYS finds nothing, now at one class test a
    character) and its fabricated twin: grounded, and the wrong fee flagged."""
    evidence = Evidence.from_texts(
        [
            '{"district": "마포구", "items": [{"item_name": "소파(3인용)", "fee": 15000, '
            '"fee_text": "15,000원"}, {"item_name": "냉장고(200L 이상)", "fee": 9000, '
            '"fee_text": "9,000원"}], "how_to": "인터넷 신청 후 스티커를 붙여 배출"}'
        ]
    )
    ok = "마포구에서 소파(3인용)는 15,000원, 냉장고(200L 이상)는 9,000원입니다. 인터넷으로 신청하세요."
    assert check(ok, evidence).grounded
    wrong = ok.replace("9,000원", "19,000원")
    verdict = check(wrong, evidence)
    assert not verdict.grounded
    assert [c.text for c in verdict.unsupported] == ["19,000원"]
    english = "In Mapo-gu a 3-seat sofa is 15,000 won; apply online and attach a sticker."
    assert check(english, evidence).grounded


def test_gate_reads_no_private_api_when_absent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opening_gate, "_sre_parse", None)
    rx = re.compile(r"\bno\s(?:fee|price)s?\b", re.I)
    assert gated(rx) is rx


def test_every_gated_module_pattern_matches_as_written() -> None:
    """Each module pattern behind a look-ahead (rounds 28's three batches: WAYS, the weather days,
    the alert and forecast words, the doubt words of the prose readers …) finds what its body
    alone finds; the set is read from the pattern, so a pattern edited later stays gated right."""
    import importlib
    import pkgutil

    import guardrails.grounding as grounding

    texts = _texts()[:150]
    gated_found = 0
    for info in pkgutil.iter_modules(grounding.__path__):
        module = importlib.import_module(f"guardrails.grounding.{info.name}")
        for rx in vars(module).values():
            if not isinstance(rx, re.Pattern) or not rx.pattern.startswith("(?=["):
                continue
            body = re.match(r"\(\?=\[.*?\]\)\(\?:", rx.pattern, re.S)
            if body is None:
                continue
            gated_found += 1
            written = re.compile(rx.pattern[body.end() : -1], rx.flags)
            for text in texts:
                assert _matches(rx, text) == _matches(written, text), (info.name, text)
    assert gated_found >= 60
