"""One full Orchestrator.run on the offline model versus a bare SDK Runner.run with ScriptedModel.

Same turns on both sides: triage → handoff → one tool → answer. The orchestrator side adds the
offline model's rule work (Korean analysis, scored triage, the specialist's composed answer), both
guardrails, hooks, result assembly. The two sides alternate run by run, so that a change in the
machine's load falls on both. Also: throughput at 1, 10 and
100 concurrent runs in one process, and peak RSS.
"""

from __future__ import annotations

import asyncio
import resource
import time

from agents import Agent, RunConfig, Runner, function_tool, handoff
from agents.testing import ScriptedModel, assistant_message, function_call
from pydantic import BaseModel

from agents_pkg import Orchestrator
from tests.bench.common import Metric, median_ms, p95_ms, time_async

QUERY = "폐지 가격 알려줘"
REPEAT = 300


class _Payload(BaseModel):
    material: str | None = None


@function_tool
def get_category_prices(category: str, region: str | None = None) -> str:
    """Prices."""
    return '{"items":[{"item_name":"신문지","price_per_kg":120}]}'


def _bare_graph() -> Agent[None]:
    spec_model = ScriptedModel(
        [
            [
                function_call(
                    "get_category_prices", {"category": "paper", "region": None}, call_id="t1"
                )
            ],
            [assistant_message("신문지: 120원/kg")],
        ]
    )
    spec = Agent(name="recyclable_price", tools=[get_category_prices], model=spec_model)

    async def remember(ctx: object, payload: _Payload) -> None:
        return None

    return Agent(
        name="triage",
        model=ScriptedModel(
            [[function_call("transfer_to_recyclable_price", {"material": "폐지"}, call_id="h1")]]
        ),
        handoffs=[handoff(spec, input_type=_Payload, on_handoff=remember)],
    )


async def run() -> list[Metric]:
    # ScriptedModel steps are consumed, so the bare side gets a fresh graph per run, built before timing
    graphs = [_bare_graph() for _ in range(REPEAT + 20)]
    config = RunConfig(tracing_disabled=True)
    async with Orchestrator() as orch:
        for _ in range(20):
            await orch.run(QUERY)
            await Runner.run(graphs.pop(), QUERY, run_config=config, max_turns=8)
        # interleaved, one of each per round: a change in machine load hits both sides alike
        ours: list[float] = []
        bare: list[float] = []
        for _ in range(REPEAT):
            ours += await time_async(lambda: orch.run(QUERY), 1)
            bare += await time_async(
                lambda: Runner.run(graphs.pop(), QUERY, run_config=config, max_turns=8), 1
            )
        mixed = [
            "강남구 소파 버리는 비용",
            "폐지 가격",
            "부산 날씨",
            "폐건전지 수거함",
            "마포구 고물상",
        ]
        metrics = [
            Metric("orchestrator", "Orchestrator.run median (offline, guarded)", median_ms(ours), "ms"),
            Metric("orchestrator", "Orchestrator.run p95", p95_ms(ours), "ms"),
            Metric("orchestrator", "bare Runner.run + ScriptedModel median", median_ms(bare), "ms"),
            Metric("orchestrator", "overhead ratio (ours / bare)", median_ms(ours) / median_ms(bare), "x",
                   "target <= 1.3"),
        ]  # fmt: skip
        for concurrency in (1, 10, 100):
            total = max(100, concurrency * 3)
            start = time.perf_counter()
            for offset in range(0, total, concurrency):
                batch = [orch.run(mixed[(offset + i) % len(mixed)]) for i in range(concurrency)]
                await asyncio.gather(*batch)
            elapsed = time.perf_counter() - start
            metrics.append(
                Metric(
                    "orchestrator",
                    f"throughput at {concurrency} concurrent",
                    total / elapsed,
                    "runs/s",
                )
            )
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    metrics.append(Metric("orchestrator", "peak RSS of the bench process", rss_mb, "MB"))
    return metrics
