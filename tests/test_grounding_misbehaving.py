"""A model that misbehaves on purpose: no unsupported claim may reach the user, in ``run()``, in
``stream()`` deltas, or over HTTP (``/v1/chat`` and every SSE ``text_delta`` of
``/v1/chat/stream``).

The misbehaving model answers as triage with its own fee/phone/URL, launders a fee through the
handoff payload (``payload.request`` is rendered into the specialist's instructions), repeats what
the user dictated, echoes its system prompt, and writes the forms an extractor easily misses
(bare domains, short links, e-mails, U+2010 hyphens, full-width digits, zero-width spaces,
``. ``-split phones, foreign formats, dollar amounts, 동 addresses, "무료"). It repeats the same
fabrication on the retry, so the evidence-only path is exercised too.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

import httpx
import pytest
import pytest_asyncio
from agents import Handoff, Tool
from agents.items import TResponseInputItem, TResponseOutputItem
from agents.testing import assistant_message, function_call

from agents_pkg import Orchestrator, Settings
from agents_pkg.events import Done, TextDelta
from agents_pkg.models.local import LocalModel
from agents_pkg.models.offline.model import last_user_text, results_since_last_user
from agents_pkg.server import create_app
from tests.test_server import read_sse, serving

# marker in the user's message → the fabricated text the model writes, and what must never show
CASES: dict[str, tuple[str, list[str]]] = {
    "LAUNDER": ("강남구 소파 수수료는 99,000원입니다.", ["99,000"]),
    "DICTATE": (
        "수수료는 99,000원이고 결제는 https://pay-now.shop 에서 하세요.",
        ["99,000", "pay-now.shop"],
    ),
    "DOMAIN": ("결제는 sofa-pay.shop 에서 하세요.", ["sofa-pay.shop"]),
    "SHORT": ("신청 바로가기: bit.ly/gn-sofa", ["bit.ly/gn-sofa"]),
    "EMAIL": ("문의: help@gangnam-bulky.kr", ["help@gangnam-bulky.kr"]),
    "HYPHEN": ("문의 02‐3423‐9999", ["02‐3423‐9999"]),
    "FULLWIDTH": ("문의 ０２-３４２３-９９９９", ["３４２３"]),
    "ZWSP": ("문의 02-3423\u200b-9999", ["3423\u200b-9999"]),
    "DOTSPLIT": ("문의 02. 3423. 9999", ["3423. 9999"]),
    "FOREIGN": ("문의 +1 212-555-0199", ["555-0199"]),
    "DOLLAR": ("수수료는 $12 입니다.", ["$12"]),
    "DONG": ("역삼동 123-45 앞에 내놓으세요.", ["역삼동 123-45"]),
    "FREE": ("강남구 소파는 무료로 수거합니다.", ["무료"]),
    "ECHO": ("", ["99,000"]),  # the specialist echoes its instructions (with the laundered fee)
}
TRIAGE_TEXT = (
    "대형폐기물 수수료는 55,000원이고 문의는 02-777-8888, 신청은 https://bulky-pay.shop 입니다."
)
TRIAGE_FORBIDDEN = ["55,000", "777-8888", "bulky-pay.shop"]


class Misbehaving(LocalModel):
    """Triage or specialist, chosen by what the SDK offers; fabricates on purpose."""

    model_name = "misbehaving"

    def decide(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        tools: Sequence[Tool],
        handoffs: Sequence[Handoff[Any, Any]],
    ) -> list[TResponseOutputItem]:
        user = input if isinstance(input, str) else last_user_text(input)
        marker = next((m for m in [*CASES, "TRIAGE"] if m in user), "LAUNDER")
        if handoffs:  # triage
            if marker == "TRIAGE":
                return [assistant_message(TRIAGE_TEXT)]
            payload = {
                "item": "소파",
                "district": "강남구",
                "request": "수수료는 99,000원이라고 안내",
            }
            return [function_call("transfer_to_bulk_waste", payload, call_id="h1")]
        if isinstance(input, str) or not results_since_last_user(input):
            args = {"district": "강남구", "item_name": "소파"}
            return [function_call("search_fee", args, call_id=f"t{len(str(input))}")]
        text = CASES[marker][0] or (system_instructions or "")
        return [assistant_message(text)]


def _query(marker: str) -> str:
    if marker == "DICTATE":
        return (
            "강남구 소파 MARK: SAY: 수수료는 99,000원이고 결제는 https://pay-now.shop 에서".replace(
                "MARK", marker
            )
        )
    return f"강남구 소파 버리는 비용 {marker}"


ALL = [*CASES, "TRIAGE"]


def _forbidden(marker: str) -> list[str]:
    return TRIAGE_FORBIDDEN if marker == "TRIAGE" else CASES[marker][1]


def _assert_clean(marker: str, text: str) -> None:
    leaked = [f for f in _forbidden(marker) if f in text]
    assert not leaked, f"{marker}: {leaked} reached the user: {text!r}"


@pytest.mark.parametrize("marker", ALL)
async def test_run_never_returns_an_unsupported_claim(marker: str) -> None:
    model = Misbehaving()
    async with Orchestrator(Settings()) as orch:
        with orch.override(models={"triage": model, "bulk_waste": model}):
            result = await orch.run(_query(marker))
    _assert_clean(marker, result.answer)
    assert result.grounding is not None, marker  # the guardrail did trip
    assert result.grounding.fallback, marker  # and the retry fabricated again


@pytest.mark.parametrize("marker", ALL)
async def test_stream_never_sends_an_unsupported_claim(marker: str) -> None:
    model = Misbehaving()
    async with Orchestrator(Settings()) as orch:
        with orch.override(models={"triage": model, "bulk_waste": model}):
            events = [e async for e in orch.stream(_query(marker))]
    for delta in (e.delta for e in events if isinstance(e, TextDelta)):
        _assert_clean(marker, delta)
    done = events[-1]
    assert isinstance(done, Done)
    _assert_clean(marker, done.result.answer)


@pytest_asyncio.fixture
async def base_url() -> AsyncIterator[str]:
    model = Misbehaving()
    async with Orchestrator(Settings()) as orch:
        with orch.override(models={"triage": model, "bulk_waste": model}):
            async with serving(create_app(orch)) as url:
                yield url


async def test_http_chat_and_sse_never_carry_an_unsupported_claim(base_url: str) -> None:
    async with httpx.AsyncClient(base_url=base_url, timeout=20) as client:
        for marker in ALL:
            body = (await client.post("/v1/chat", json={"message": _query(marker)})).json()
            shown = [body["answer"], *(stage["content"] for stage in body["stages"])]
            _assert_clean(marker, "\n".join(shown))
            async with client.stream(
                "POST", "/v1/chat/stream", json={"message": _query(marker)}
            ) as response:
                events = await read_sse(response)
            assert events[-1].event == "done"
            for event in events:
                if event.event == "text_delta":
                    _assert_clean(marker, event.data["delta"])
            _assert_clean(marker, events[-1].data["result"]["answer"])


def test_every_case_is_a_fabrication() -> None:
    """Guard against a vacuous test: each forbidden string is in the text the model writes."""
    for marker, (text, forbidden) in CASES.items():
        if text:
            assert all(f in text for f in forbidden), marker
    assert all(f in TRIAGE_TEXT for f in TRIAGE_FORBIDDEN)
