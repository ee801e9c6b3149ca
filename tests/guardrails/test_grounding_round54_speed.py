"""Round 54 (r54p): speed, verdicts identical — the cue tests put before whole-answer patterns.

Each cue test must be implied by its pattern: wherever the pattern matches, the cue is there, so
gating the pattern on it changes no match. Checked on written shapes (both languages, case-blind
English) and on every answer of two corpus files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guardrails.grounding import free_requirements, office_numbers

_BLIND = Path(__file__).parent / "blind"

_SHAPES = [
    "무상방문수거는 063-539-5724로 신청하세요",
    "무상 방문 수거 서비스(1599-0903)",
    "무료 방문 수거로 내놓으세요",
    "방문수거 서비스를 이용하세요",
    "the free appliance pick-up service — book it at 063-539-5724",
    "The FREE PICKUPS are booked at 1599-0903",
    "door-to-door PiCkUp service",
    "home pickups",
    "에어컨은 실외기까지 같이 내놓아야 무료로 가져가요",
    "냉장고는 문짝을 떼어 놔야만 무상으로 수거해요",
    "실외기까지 함께 내놓는 경우에만 무료이고",
    "문짝을 떼어 놓은 때만 무상으로 가져가요",
    "대형 폐기물은 스티커를 붙여 배출하세요.",
    "Book a bulky-waste collection online.",
]


def _answers() -> list[str]:
    out = list(_SHAPES)
    for name in ("prod_holdout47.jsonl", "prod_holdout48.jsonl"):
        path = _BLIND / name
        if path.exists():
            lines = path.read_text("utf-8").splitlines()
            out += [json.loads(line)["answer"] for line in lines if line.strip()]
    return out


@pytest.mark.parametrize(
    "text",
    [s for s in _SHAPES if office_numbers._PICKUP.search(s)],
)
def test_pickup_shapes_carry_the_cue(text: str) -> None:
    assert "수거" in text or office_numbers._PICKUP_CUE.search(text)


@pytest.mark.parametrize(
    "text",
    [s for s in _SHAPES if free_requirements.GATE.search(s)],
)
def test_free_requirement_shapes_carry_the_cue(text: str) -> None:
    assert free_requirements._cued(text)


def test_cues_implied_by_their_patterns() -> None:
    pickups = requirements = 0
    for text in _answers():
        if office_numbers._PICKUP.search(text):
            pickups += 1
            assert "수거" in text or office_numbers._PICKUP_CUE.search(text), text
        if free_requirements.GATE.search(text):
            requirements += 1
            assert free_requirements._cued(text), text
    assert pickups and requirements


def test_office_number_still_read() -> None:
    record = {
        "appliance_note": "대형 가전은 폐가전제품 무상방문수거 서비스(1599-0903, www.15990903.or.kr)로"
        " 무료 배출할 수 있습니다.",
        "contact": "수수료는 정읍시 환경과(063-539-5724)에 문의하세요.",
        "phone": "063-539-5724",
    }
    sources = (json.dumps(record, ensure_ascii=False),)
    for answer in (
        "에어컨은 무상방문수거 서비스(063-539-5724)로 무료로 버릴 수 있어요.",
        "Call the free pickup service at 063-539-5724 to book.",
        "Book the appliance PICK-UP service at 063-539-5724.",
    ):
        claims = office_numbers.office_number_claims(answer, sources, sources[0])
        assert [c.text for c in claims] == ["063-539-5724"], answer
    assert not office_numbers.office_number_claims(
        "무상방문수거 서비스(1599-0903)를 이용하세요.", sources, sources[0]
    )


def test_free_requirement_still_read() -> None:
    sources = ("대형 가전은 폐가전제품 무상방문수거 서비스로 무료 배출할 수 있습니다.",)
    claims = free_requirements.free_requirement_claims(
        "에어컨은 실외기까지 같이 내놓아야 무료로 가져가요.", sources
    )
    assert [c.value for c in claims] == ["실외기"]
    assert not free_requirements.free_requirement_claims("에어컨은 무료로 가져가요.", sources)
