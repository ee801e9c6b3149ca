"""Issue 17, finding "no deadline per request": one deadline (``request_timeout_s``) covers every
attempt, retry and the fallback, and a stage makes at most ``max_model_calls_per_stage`` model calls
whatever layer retries. Driven over HTTP against the loopback fake OpenAI server.

Before: a stalled model with a 5 s model timeout took 47 s and ~10 model calls.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agents_pkg.failures import FAILURE_MESSAGES, RequestDeadlineExceeded
from tests.fake_openai import FakeOpenAI, Fault
from tests.test_backends import BACKENDS, TIMEOUT_ERROR, ask, settings_for

pytestmark = pytest.mark.real_model_http


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server
    assert server.protocol_errors == []


@pytest.mark.parametrize("backend", BACKENDS)
async def test_a_stalled_model_answers_by_the_request_deadline(
    fake: FakeOpenAI, backend: str
) -> None:
    fake.add_fault(Fault("slow", times=None, delay=10))
    # without the deadline: (1 + 3 retries) × primary and fallback × 1 s ≈ 8 s and 8 calls
    settings = settings_for(
        fake, backend, model_timeout_s=1.0, model_retries=3, request_timeout_s=1.5
    )
    outcome = await ask(settings)
    # the last attempt's cut-down timeout and the run's deadline expire together: either message
    assert outcome.result.error in (TIMEOUT_ERROR, FAILURE_MESSAGES[RequestDeadlineExceeded])
    assert outcome.seconds < 4.0  # the 1.5 s deadline plus set-up, not 8 s
    assert 1 <= len(fake.calls()) <= 2  # one full attempt, one cut short; no fallback after it


@pytest.mark.parametrize("backend", BACKENDS)
async def test_failing_model_calls_stop_at_the_stage_budget(fake: FakeOpenAI, backend: str) -> None:
    fake.add_fault(Fault("http_500", times=None))
    # without the budget: (1 + 5 retries) × primary and fallback = 12 calls
    settings = settings_for(fake, backend, model_retries=5, max_model_calls_per_stage=4)
    outcome = await ask(settings)
    assert outcome.result.error is not None and outcome.result.route == []
    assert len(fake.calls()) == 4  # primary attempts and fallback attempts together


@pytest.mark.parametrize("backend", BACKENDS)
async def test_the_budget_leaves_a_healthy_run_alone(fake: FakeOpenAI, backend: str) -> None:
    settings = settings_for(fake, backend, max_model_calls_per_stage=3, request_timeout_s=10.0)
    outcome = await ask(settings)
    assert outcome.result.error is None and outcome.result.route == ["bulk_waste"]
    assert len(fake.calls()) == 3  # triage, the tool call, the answer: each stage within 3
