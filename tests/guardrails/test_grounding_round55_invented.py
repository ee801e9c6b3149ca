"""Round 55 (r55c): invented facts that passed on prod_holdout51.

- A listed good likened in price to a good no output prices (``Iron scrap … 280 won/kg — the same
  price as ABS plastic`` over a survey of 철스크랩 alone; :mod:`.likened_prices`; g69h2-0074).
- A gap said right after two worked amounts of one quantity is their difference, whatever else
  its figure equals (``PET 1,300,000 won and PP 1,040,000 won — 360,000 won more for PET``, 360,000
  being baled PP's 180 × 2,000; :mod:`.product_gaps`; g69h2-0086).
- Exercise equipment and toys are goods of a site's list (``중고가전가구제품, 헬스·운동기구
  매입`` where the centre lists 중고가전가구제품 alone; :mod:`.kinds`; g69h1-0073).
- Access at every hour in other words (``The bins are accessible 24 hours``, ``usable around the
  clock``; :mod:`.statements`; g69h2-0044).
- The stop of rain reported with the event named (``오후에는 비가 그친다고 하니`` over a nowcast;
  :mod:`.forecast`; g69h2-0020).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.product_gaps import MISGAPPED
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(cid: str) -> dict[str, Any]:
    return blind_case("prod_holdout51.jsonl", cid)


def _ev(cid: str) -> Evidence:
    c = _case(cid)
    return case_evidence(c)


def _kinds(answer: str, evidence: Evidence) -> list[tuple[str, str]]:
    return [(u.kind, u.text) for u in check(answer, evidence).unsupported]


@pytest.mark.parametrize(
    ("cid", "kind", "text"),
    [
        ("g69h2-0074", "condition", "the same price as ABS plastic"),
        ("g69h2-0086", "money", "360,000 won"),
        ("g69h1-0073", "condition", "운동기구"),
        ("g69h2-0044", "hours24", "accessible 24 hours"),
        ("g69h2-0020", "condition", "비가 그친다고"),
    ],
)
def test_the_holdout_case_is_flagged_on_its_invented_fact(cid: str, kind: str, text: str) -> None:
    c = _case(cid)
    assert c["label"] == "fabricated"
    assert _kinds(c["answer"], _ev(cid)) == [(kind, text)]


# -- a listed good likened in price to an unpriced one (g69h2-0074) ----------------------------


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("Iron scrap is 280 won/kg, the same as PVC.", "the same as PVC"),
        ("철스크랩은 kg당 280원으로 알루미늄캔 시세와 같아요.", "알루미늄캔 시세와 같"),
        (
            "Scrap iron sells for the same price as newspaper: 280 won/kg.",
            "the same price as newspaper",
        ),
    ],
)
def test_a_likening_to_an_unpriced_good_is_flagged(answer: str, bad: str) -> None:
    assert flagged(answer, _ev("g69h2-0074")) == [bad]


@pytest.mark.parametrize(
    "answer",
    [
        "Iron scrap averages 280 won/kg — the same price as last month.",
        "Iron scrap averages 280 won/kg, which is not the same price as ABS plastic.",
        "Iron scrap averages 280 won/kg. ABS may be priced the same as iron scrap, but ask.",
        "철스크랩은 280원/kg이에요. 지난달과 같은 가격이에요.",
    ],
)
def test_a_likening_to_no_good_or_in_doubt_passes(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0074")) == []


# -- a gap right after two worked amounts (g69h2-0086) -----------------------------------------

_PRICES = ("National averages: PET flake 650 won/kg, PP flake 520 won/kg, baled PET 350 and baled "
           "PP 180 won/kg. ")  # fmt: skip


@pytest.mark.parametrize(
    "gap",
    [
        "For 2 tonnes of flake, PET gives 1,300,000 won and PP 1,040,000 won — so PET earns "
        "{} won more.",
        "2톤이면 PET 플레이크는 1,300,000원, PP 플레이크는 1,040,000원으로 PET가 {}원 더 받아요.",
    ],
)
def test_a_gap_must_be_the_two_amounts_difference(gap: str) -> None:
    e = _ev("g69h2-0086")
    assert flagged(_PRICES + gap.format("360,000"), e) == [
        "360,000 won" if "won" in gap else "360,000원"
    ]
    assert flagged(_PRICES + gap.format("260,000"), e) == []


def test_a_gap_against_a_third_rate_is_not_read_as_the_two_amounts() -> None:
    e = _ev("g69h2-0086")  # 1,000 kg: PET flake 650,000 won, PP flake 520,000 won, (650 − 450)
    answer = (_PRICES + "A tonne of PET flake brings 650,000 won and PP flake 520,000 won, "
              "200,000 won more than PE flake for the PET.")  # fmt: skip
    assert not [u for u in check(answer, e).unsupported if MISGAPPED in (u.why or "")]


# -- goods a second-hand centre may list (g69h1-0073) ------------------------------------------


@pytest.mark.parametrize(
    ("answer", "bad"),
    [
        ("(합자)청명산업은 중고가전가구제품과 헬스기구를 받아요.", "헬스기구"),
        (
            "(합자)청명산업 takes used appliances, furniture and exercise equipment.",
            "exercise equipment",
        ),
        ("(합자)청명산업은 중고가전가구제품이랑 장난감도 매입해요.", "장난감"),
    ],
)
def test_a_good_off_the_centres_list_is_flagged(answer: str, bad: str) -> None:
    assert flagged(answer, _ev("g69h1-0073")) == [bad]


def test_the_centres_own_list_and_a_question_pass() -> None:
    e = _ev("g69h1-0073")
    assert (
        flagged(
            "(합자)청명산업은 중고가전가구제품을 매입해요. 운동기구는 받는지 전화로 확인하세요.", e
        )
        == []
    )


# -- 24-hour access in other words (g69h2-0044) ------------------------------------------------

_BINS = ("There are three bins within 1 km: Wolseong 1-dong Community Center (5-12 Joam-ro 5-gil), "
         "about 690 m, 053-667-4412. ")  # fmt: skip


@pytest.mark.parametrize(
    ("said", "bad"),
    [
        ("The bins are usable around the clock.", "usable around the clock"),
        ("They're available at all hours.", "available at all hours"),
    ],
)
def test_access_at_every_hour_is_a_24_hour_claim(said: str, bad: str) -> None:
    assert _kinds(_BINS + said, _ev("g69h2-0044")) == [("hours24", bad)]


@pytest.mark.parametrize(
    "said", ["The centre is accessible by bus.", "Available hours are not listed."]
)
def test_access_words_without_a_time_pass(said: str) -> None:
    assert flagged(_BINS + said, _ev("g69h2-0044")) == []


# -- the stop of rain reported (g69h2-0020) ----------------------------------------------------

_NOW = (
    "기상청 초단기실황(2026-01-22 11:00, 종로구) 기준 기온 영하 4.9도, 습도 72%, 소나기 2mm예요. "
)


def test_a_reported_stop_is_a_forecast() -> None:
    assert flagged(_NOW + "비가 곧 멎는대요.", _ev("g69h2-0020")) == ["비가 곧 멎는대"]


@pytest.mark.parametrize(
    "said", ["비가 그친다고 해도 길이 미끄러우니 조심하세요.", "비가 그친 뒤에 나가세요."]
)
def test_a_concession_or_a_plain_after_is_no_forecast(said: str) -> None:
    assert flagged(_NOW + said, _ev("g69h2-0020")) == []


def test_a_gap_than_one_of_the_two_sides_is_read() -> None:
    answer = ("National averages: PET flake 650 won/kg, PP flake 520 won/kg. A tonne of PET flake "
              "brings 650,000 won and PP flake 520,000 won, 230,000 won more than PP flake.")  # fmt: skip
    assert flagged(answer, _ev("g69h2-0086")) == ["230,000 won"]


def test_a_total_before_the_next_clauses_gap_word_is_no_gap() -> None:
    e = _ev("g69h2-0086")  # prod_holdout28 g46h2-0098's shape: "합계 60,000원이고, 차이는 …"
    answer = (_PRICES + "1톤씩이면 PET 플레이크 650,000원, PP 플레이크 520,000원으로 합계 1,170,000원이고, "
              "차이는 130,000원이에요.")  # fmt: skip
    assert not [u for u in check(answer, e).unsupported if MISGAPPED in (u.why or "")]
