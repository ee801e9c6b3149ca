"""PII and grounding guardrails inside real runs: what is blocked, masked, retried, never shown."""

from __future__ import annotations

import json

import pytest
from agents.testing import ScriptedModel, assistant_message, function_call

from agents_pkg import Orchestrator, Settings
from agents_pkg.events import Done, GuardrailTripped, TextDelta
from agents_pkg.logging import configure_logging
from tests.guardrails.make_pii_corpus import rrn as _rrn
from tests.scripting import scripted


def make_rrn() -> str:
    """A checksum-valid resident registration number, generated (never a real person's)."""
    import random

    return _rrn(random.Random(7))


CARD = "4111 1111 1111 1111"
PHONE = "010-2345-6789"


def fee_call(call_id: str) -> list[object]:
    return [
        function_call("search_fee", {"district": "강남구", "item_name": "소파"}, call_id=call_id)
    ]


async def test_rrn_blocks_with_zero_model_calls() -> None:
    rrn = make_rrn()
    triage = ScriptedModel([[assistant_message("should never run")]])
    async with scripted({"triage": triage}) as orch:
        result = await orch.run(f"강남구 소파 버리려는데 제 주민번호는 {rrn} 이에요")
    assert triage.calls == ()  # blocking guardrail: no model saw the text
    assert result.blocked is not None and result.answer == result.blocked
    assert "주민등록번호" in result.blocked
    assert (
        rrn not in result.blocked
        and rrn not in result.query
        and rrn.replace("-", "") not in result.query
    )
    assert result.route == [] and result.stages == []


async def test_card_number_blocks() -> None:
    async with Orchestrator() as orch:
        result = await orch.run(f"카드 {CARD} 로 수수료 결제돼요?")
    assert result.blocked is not None and "카드" in result.blocked
    assert CARD not in result.model_dump_json()


async def test_phone_is_masked_before_the_model_and_the_answer_still_comes() -> None:
    seen: list[str] = []

    def triage_step(call: object) -> list[object]:
        seen.append(json.dumps(call.input, ensure_ascii=False))
        return [
            function_call(
                "transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h1"
            )
        ]

    from agents.testing import ModelStep

    triage = ScriptedModel([ModelStep.respond(triage_step)])
    async with scripted({"triage": triage}) as orch:
        result = await orch.run(f"강남구 소파 버리려면 얼마예요? 연락처는 {PHONE}")
    assert "[PHONE]" in seen[0] and PHONE not in seen[0]
    assert result.blocked is None and result.route == ["bulk_waste"]
    assert "10,000원" in result.answer  # 강남구 쇼파 in the official fee file: 3,000~10,000원
    assert PHONE not in result.query and "[PHONE]" in result.query


async def test_policy_from_env_can_block_phones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ECO_TRIAGE_PII_POLICY", "PHONE=block")
    async with Orchestrator(Settings.from_env()) as orch:
        result = await orch.run(f"연락처 {PHONE} 로 폐지 가격 알려줘")
    assert result.blocked is not None and "010" in result.blocked and PHONE not in result.blocked


def test_logs_never_carry_raw_pii(capsys: pytest.CaptureFixture[str]) -> None:
    import structlog

    configure_logging(json=True, level="INFO")
    structlog.get_logger("test").info(
        "oops", user_text=f"제 번호 {PHONE}", nested={"rrn": [make_rrn()]}
    )
    err = capsys.readouterr().err
    event = json.loads(err.strip().splitlines()[-1])
    assert "[PHONE]" in event["user_text"] and PHONE not in err
    assert event["nested"]["rrn"] == ["[KR_RRN]"]


async def test_fabricated_fee_is_retried_then_replaced_by_evidence_summary() -> None:
    triage = ScriptedModel(
        [
            [
                function_call(
                    "transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h"
                )
            ]
        ]
    )
    specialist = ScriptedModel(
        [
            fee_call("t1"),
            [assistant_message("강남구 소파 수수료는 20,000원입니다.")],
            fee_call("t2"),
            [assistant_message("다시 확인해 보니 23,000원입니다.")],
        ]
    )
    async with scripted({"triage": triage, "bulk_waste": specialist}) as orch:
        result = await orch.run("강남구 소파 버리는 비용")
    assert "20,000" not in result.answer and "23,000" not in result.answer
    assert "쇼파 (규격 미기재): 10,000원" in result.answer  # the evidence-only summary
    assert result.grounding is not None
    assert result.grounding.unsupported == ["20,000원"] and result.grounding.fallback is True
    specialist.assert_complete()


async def test_fabricated_fee_retry_that_is_grounded_is_used() -> None:
    triage = ScriptedModel(
        [
            [
                function_call(
                    "transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h"
                )
            ]
        ]
    )
    specialist = ScriptedModel(
        [
            fee_call("t1"),
            [assistant_message("강남구 소파 수수료는 20,000원입니다.")],
            [
                assistant_message(
                    "강남구 쇼파는 규격에 따라 3,000원에서 10,000원입니다 "
                    "(출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터)."
                )
            ],
        ]
    )
    async with scripted({"triage": triage, "bulk_waste": specialist}) as orch:
        result = await orch.run("강남구 소파 버리는 비용")
    assert result.answer.startswith("강남구 쇼파는 규격에 따라 3,000원에서 10,000원")
    assert result.grounding is not None and result.grounding.fallback is False
    # the retry was told what was wrong
    feedback = specialist.calls[2].input
    assert "20,000원" in json.dumps(feedback, ensure_ascii=False)


async def test_streamed_fabrication_is_never_sent() -> None:
    triage = ScriptedModel(
        [
            [
                function_call(
                    "transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h"
                )
            ]
        ]
    )
    specialist = ScriptedModel(
        [
            fee_call("t1"),
            [
                assistant_message(
                    "공공데이터 기준으로 안내합니다. 강남구 소파 수수료는 20,000원입니다. 감사합니다."
                )
            ],
            fee_call("t2"),
            [assistant_message("역시 20,000원입니다.")],
        ]
    )
    async with scripted({"triage": triage, "bulk_waste": specialist}) as orch:
        events = [e async for e in orch.stream("강남구 소파 버리는 비용")]
    sent = "".join(e.delta for e in events if isinstance(e, TextDelta))
    assert "20,000" not in sent
    assert sent.startswith("공공데이터 기준으로 안내합니다. ")  # the grounded sentence was released
    kinds = [e.type for e in events]
    assert "guardrail_tripped" in kinds
    trip = next(e for e in events if isinstance(e, GuardrailTripped))
    assert trip.guardrail == "grounding"
    done = events[-1]
    assert (
        isinstance(done, Done)
        and done.result.grounding is not None
        and done.result.grounding.fallback
    )
    assert "10,000원" in done.result.answer


async def test_streamed_pii_block() -> None:
    async with Orchestrator() as orch:
        events = [e async for e in orch.stream(f"주민번호 {make_rrn()} 로 신청해 주세요")]
    assert [e.type for e in events] == ["guardrail_tripped", "done"]
    done = events[-1]
    assert isinstance(done, Done) and done.result.blocked
