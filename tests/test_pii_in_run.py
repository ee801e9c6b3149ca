"""PII end to end: obfuscated input never reaches the model, the logs or the session store; PII a
model writes into its answer never reaches the result, the stream (SSE), the logs or the store."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import httpx
import pytest
from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

from agents_pkg import Orchestrator, Settings
from agents_pkg.context import ToolCallRecord, TriageContext
from agents_pkg.events import Done, Event, TextDelta
from agents_pkg.logging import configure_logging
from agents_pkg.runner.guards import output_masker
from agents_pkg.server.app import create_app
from agents_pkg.sessions import MemorySessionStore
from tests.guardrails.make_pii_corpus import rrn as _rrn
from tests.scripting import scripted
from tests.test_server import read_sse, serving

_DIGITS = _rrn(random.Random(11))  # checksum-valid, generated
RRN = f"{_DIGITS[:6]}-{_DIGITS[6:]}"
CARD = "4111 1111 1111 1111"
ACCOUNT = "110-123-456789"
ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def raw_forms(*values: str) -> list[str]:
    """Each value as written, digits only, and in Arabic-Indic digits."""
    forms: list[str] = []
    for v in values:
        digits = "".join(ch for ch in v if ch.isdigit())
        forms += [v, digits, v.translate(ARABIC)]
    return forms


def leaks(text: str, forms: list[str]) -> list[str]:
    """The forms written in ``text``; a short group of digits (a phone's middle four) only where it
    stands alone, not inside a longer number (a log line's timestamp or duration held ``…2345…`` by
    chance about once in a few thousand runs)."""
    return [f for f in forms if f and (_alone(f).search(text) if _short(f) else f in text)]


def _short(form: str) -> bool:
    return form.isdigit() and len(form) <= 4


def _alone(form: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.]){re.escape(form)}(?!\d)")


def transfer() -> list[Any]:
    return [
        function_call("transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h")
    ]


async def test_obfuscated_phone_never_reaches_the_model_logs_or_store(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging(json=True, level="DEBUG")
    phone = "٠١٠-\n٢٣٤٥-٦٧٨٩"  # Arabic-Indic digits, a line break inside
    seen: list[str] = []

    def triage_step(call: Any) -> list[Any]:
        seen.append(json.dumps(call.input, ensure_ascii=False))
        return transfer()

    sessions = MemorySessionStore()
    triage = ScriptedModel([ModelStep.respond(triage_step)])
    async with scripted({"triage": triage}, sessions=sessions) as orch:
        result = await orch.run(f"강남구 소파 버리려면 얼마예요? 연락처는 {phone}", session_id="s1")
    forms = raw_forms("010-2345-6789") + [phone, "2345", "٢٣٤٥"]
    assert "[PHONE]" in seen[0] and leaks(seen[0], forms) == []
    assert result.blocked is None and leaks(result.model_dump_json(), forms) == []
    history = json.dumps(await sessions.history("s1"), ensure_ascii=False)
    assert "[PHONE]" in history and leaks(history, forms) == []
    assert leaks(capsys.readouterr().err, forms) == []


@pytest.mark.parametrize(
    "written",
    [
        f"{RRN[:6]}-\n{RRN[7:]}",
        RRN.translate(ARABIC),
        f"{RRN[:6]}ㅡ{RRN[7:]}",
        RRN.replace("0", "O"),
    ],
    ids=["line-break", "arabic-digits", "hangul-dash", "letter-O"],
)
async def test_obfuscated_rrn_is_blocked_before_any_model_call(written: str) -> None:
    triage = ScriptedModel([[assistant_message("should never run")]])
    sessions = MemorySessionStore()
    async with scripted({"triage": triage}, sessions=sessions) as orch:
        result = await orch.run(f"대형폐기물 신청할게요 주민번호 {written}", session_id="s")
    assert triage.calls == ()
    assert result.blocked is not None and "주민등록번호" in result.blocked
    assert leaks(result.model_dump_json(), [*raw_forms(RRN), written]) == []
    assert await sessions.history("s") == []


ANSWER = f"확인했습니다. 주민번호 {RRN}, 카드 {CARD}, 계좌 {ACCOUNT} 로 접수할게요. 감사합니다."


def triage_answers_itself() -> ScriptedModel:
    return ScriptedModel([[assistant_message(ANSWER)]])


async def test_pii_written_by_the_model_is_masked_in_result_stream_logs_and_store(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging(json=True, level="DEBUG")
    forms = raw_forms(RRN, CARD, ACCOUNT)
    sessions = MemorySessionStore()
    async with scripted({"triage": triage_answers_itself()}, sessions=sessions) as orch:
        events: list[Event] = [e async for e in orch.stream("안녕하세요", session_id="s")]
    streamed = "".join(e.delta for e in events if isinstance(e, TextDelta))
    done = events[-1]
    assert isinstance(done, Done)
    assert "[KR_RRN]" in streamed and "[CARD]" in streamed and "[BANK_ACCOUNT]" in streamed
    assert streamed == done.result.answer
    assert leaks(streamed, forms) == []
    assert leaks(done.result.model_dump_json(), forms) == []
    assert leaks(json.dumps(await sessions.history("s"), ensure_ascii=False), forms) == []
    assert leaks(capsys.readouterr().err, forms) == []


async def test_a_specialist_answer_with_pii_is_masked_buffered_and_streamed() -> None:
    forms = raw_forms(RRN, CARD, ACCOUNT)
    for streamed_run in (False, True):
        triage = ScriptedModel([transfer()])
        specialist = ScriptedModel(
            [
                [
                    function_call(
                        "search_fee", {"district": "강남구", "item_name": "소파"}, call_id="t"
                    )
                ],
                [assistant_message(f"강남구 소파 수수료는 3,000원입니다. 주민번호 {RRN} 확인.")],
            ]
        )
        agents = {"triage": triage, "bulk_waste": specialist}
        async with scripted(agents) as orch:
            if streamed_run:
                events = [e async for e in orch.stream("강남구 소파 버리는 비용")]
                text = "".join(e.delta for e in events if isinstance(e, TextDelta))
                done = events[-1]
                assert isinstance(done, Done)
                result = done.result
                assert leaks(text, forms) == []
            else:
                result = await orch.run("강남구 소파 버리는 비용")
        assert leaks(result.model_dump_json(), forms) == [], streamed_run
        assert "3,000원" in result.answer


async def test_sse_deltas_carry_no_raw_value() -> None:
    orch = Orchestrator(Settings())
    with orch.override(models={"triage": triage_answers_itself()}):
        async with serving(create_app(orch)) as url:
            async with (
                httpx.AsyncClient(base_url=url, timeout=10) as client,
                client.stream("POST", "/v1/chat/stream", json={"message": "안녕하세요"}) as resp,
            ):
                events = await read_sse(resp)
    deltas = "".join(e.data["delta"] for e in events if e.event == "text_delta")
    done = next(e for e in events if e.event == "done")
    assert "[KR_RRN]" in deltas
    assert leaks(deltas, raw_forms(RRN, CARD, ACCOUNT)) == []
    assert leaks(json.dumps(done.data, ensure_ascii=False), raw_forms(RRN, CARD, ACCOUNT)) == []


def test_a_phone_number_from_a_tool_output_stays_in_the_answer() -> None:
    ctx = TriageContext(query="마포구 폐가전 수거")
    masker = output_masker(ctx)
    answer = "마포구청 자원순환과 02-3153-8114 로 문의하세요. 담당자 휴대폰 010-2345-6789."
    masked = answer.replace("010-2345-6789", "[PHONE]")
    assert masker.mask(answer) == masked.replace("02-3153-8114", "[PHONE]")  # no tool said it
    ctx.tool_calls.append(
        ToolCallRecord("location", "t1", "search", {}, '{"phone": "02-3153-8114"}')
    )
    assert masker.mask(answer) == masked
    ctx.tool_calls.append(
        ToolCallRecord("location", "t2", "contact", {}, '{"manager": "010-2345-6789"}')
    )
    assert masker.mask(answer) == answer  # now both numbers came from tool outputs


async def test_an_unsupported_phone_claim_is_not_quoted_raw_in_the_grounding_report() -> None:
    phone = "010-2345-6789"
    fee = [function_call("search_fee", {"district": "강남구", "item_name": "소파"}, call_id="t")]
    specialist = ScriptedModel(
        [
            fee,
            [assistant_message(f"강남구 소파는 3,000원입니다. 문의는 {phone} 로 하세요.")],
            fee,
            [assistant_message(f"문의는 {phone} 입니다.")],
        ]
    )
    agents = {"triage": ScriptedModel([transfer()]), "bulk_waste": specialist}
    async with scripted(agents) as orch:
        result = await orch.run("강남구 소파 버리는 비용")
    assert result.grounding is not None and result.grounding.unsupported
    assert leaks(result.model_dump_json(), raw_forms(phone)) == []
