"""Prose conditions' share of the grounding check: ``condition_claims`` alone on an answer with no
condition word (the gate), on the guardrails bench answer (fees; its words open the gate) and on
an answer of schedules, accepted goods and an exchange rule over a collection truck's stops; and
``check`` over every case of the tuning corpora (the same median the earlier rounds quoted)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence, check
from guardrails.grounding.conditions import condition_claims
from tests.bench.bench_guardrails import ANSWER, EVIDENCE
from tests.bench.common import Metric, median_us, p95_ms, time_sync

PLACES = grounding_vocabulary()
BLIND = Path(__file__).parent.parent / "tests" / "guardrails" / "blind"

TRUCK = json.dumps(
    {"service": "재활용 이동수거차량", "district": "고양시 일산동구",
     "stops": [{"stop": f"정류장{i} 앞", "day": "월수금"[i % 3], "time": "10:00~11:30"}
               for i in range(12)],
     "accepts": ["폐건전지", "폐형광등", "소형가전", "종이팩"], "phone": "031-8075-4471",
     "as_of": "2025-03-10"},
    ensure_ascii=False,
)  # fmt: skip
CONDITIONS = (
    "정류장4 앞에는 매주 수요일 10시~11시 반에 차가 와요. The truck takes batteries, fluorescent "
    "lamps, small appliances and paper cartons, and 정류장7 앞 is served every Wednesday. "
    "폐건전지 10개 가져가면 새 건전지로 바꿔줘요. 정류장2 앞은 금요일 10:00~11:30이에요."
)[:300]
PLAIN = "가장 가까운 곳은 350m 떨어진 상도1동 주민센터예요. 전화는 02-820-4761입니다."


def _cases() -> list[tuple[str, Evidence]]:
    out = []
    for path in sorted(BLIND.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            out.append((case["answer"], Evidence.from_texts(case["evidence"], places=PLACES)))
    return out


def run() -> list[Metric]:
    sources = (EVIDENCE,)
    truck = (TRUCK,)
    assert condition_claims(CONDITIONS, truck, PLACES.goods) == [], condition_claims(
        CONDITIONS, truck, PLACES.goods
    )
    plain_t = time_sync(lambda: condition_claims(PLAIN, sources, PLACES.goods), 5000)
    bench_t = time_sync(lambda: condition_claims(ANSWER, sources, PLACES.goods), 3000)
    cond_t = time_sync(lambda: condition_claims(CONDITIONS, truck, PLACES.goods), 3000)
    cases = _cases()
    for answer, ev in cases:  # warm the per-evidence caches, as a stage does
        check(answer, ev)
    corpus_t = [t for answer, ev in cases for t in time_sync(partial(check, answer, ev), 3)]
    return [
        Metric("conditions", "condition_claims median (no condition word)", median_us(plain_t), "µs",
               "the gate"),
        Metric("conditions", f"condition_claims median (bench answer, {len(ANSWER)} chars)",
               median_us(bench_t), "µs"),
        Metric("conditions", f"condition_claims median (conditions, {len(CONDITIONS)} chars)",
               median_us(cond_t), "µs"),
        Metric("conditions", "condition_claims p95 (conditions)", p95_ms(cond_t) * 1000, "µs"),
        Metric("conditions", f"grounding.check median over {len(cases)} tuning cases",
               median_us(corpus_t), "µs", "prose conditions included"),
    ]  # fmt: skip
