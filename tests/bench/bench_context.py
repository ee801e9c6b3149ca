"""Context budget: model-input characters per stage with this design (each stage sees its own
request plus earlier stages' final content) versus passing the full history — every user message,
tool call, tool output and answer so far — to each stage. 2- and 3-intent conversations, 5 turns."""

from __future__ import annotations

import json

from agents_pkg import Orchestrator
from agents_pkg.result import TurnResult
from tests.bench.common import Metric

CONVERSATIONS = {
    "2-intent": [
        "강남구 소파 버리는 비용이랑 오늘 날씨 알려줘",
        "폐지 가격이랑 고양시 재활용센터 위치 알려줘",
        "마포구 냉장고 수수료하고 폐건전지 수거함 알려줘",
        "고철 시세랑 부산 날씨 어때?",
        "수원시 침대 버리는 방법이랑 캔 가격 알려줘",
    ],
    "3-intent": [
        "강남구 소파 수수료랑 오늘 날씨, 그리고 폐지 가격 알려줘",
        "고양시 재활용센터 위치랑 폐형광등 수거함, 알루미늄캔 시세도 알려줘",
        "마포구 책상 버리는 비용이랑 부산 날씨, 페트병 가격 알려줘",
        "서울 날씨랑 신문지 시세, 그리고 폐의약품 어디서 버려?",
        "송파구 냉장고 수수료랑 골판지 가격, 대구 날씨 알려줘",
    ],
}


def _history_chars(turns: list[tuple[str, TurnResult]]) -> int:
    """Characters of every item a full-history design would pass on: user text, tool traffic, answers."""
    total = 0
    for query, result in turns:
        total += len(query) + len(result.answer)
        for stage in result.stages:
            total += sum(len(c.name) + len(json.dumps(c.arguments, ensure_ascii=False)) + len(c.output)
                         for c in stage.tool_calls)  # fmt: skip
    return total


async def run() -> list[Metric]:
    metrics: list[Metric] = []
    async with Orchestrator() as orch:
        for label, turns in CONVERSATIONS.items():
            done: list[tuple[str, TurnResult]] = []
            ours_t5 = full_t5 = 0
            for index, query in enumerate(turns, start=1):
                result = await orch.run(query, session_id=f"bench-{label}")
                ours = full = 0
                for stage_index, stage in enumerate(result.stages):
                    spec = next(s for s in orch.specialists if s.name == stage.specialist)
                    instructions = len(spec.instructions(stage.payload))
                    earlier_this_turn = TurnResult(
                        query="", stages=result.stages[:stage_index], answer=""
                    )
                    full += (
                        instructions
                        + _history_chars(done)
                        + len(query)
                        + _history_chars([("", earlier_this_turn)])
                    )
                    ours += stage.input_chars
                if index == len(turns):
                    ours_t5, full_t5 = ours, full
                done.append((query, result))
                stages = max(1, len(result.stages))
                metrics.append(Metric("context", f"{label} turn {index}: chars/stage ours | full",
                                      ours / stages, "chars", f"full history {full / stages:.0f}"))  # fmt: skip
            metrics.append(Metric("context", f"{label} ratio ours/full at turn 5", ours_t5 / full_t5, "x",
                                  "target <= 0.25"))  # fmt: skip
    return metrics
