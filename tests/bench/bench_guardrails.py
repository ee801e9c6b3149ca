"""Guardrail speed: PII scan on a 200-character message, grounding check on a 300-character answer
against 2 KB of evidence, and building that evidence: from texts seen before (a stage re-reading
the same tool outputs; the per-text caches hit) and from new texts (every item name and fee new;
the caches miss, and the first check builds the cue index)."""

from __future__ import annotations

import json
from functools import partial

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence, check
from guardrails.pii import scan
from tests.bench.common import Metric, median_us, p95_ms, time_sync

PLACES = grounding_vocabulary()  # what the orchestrator passes

MESSAGE = (
    "안녕하세요, 서울특별시 마포구 월드컵로에 사는데요 3인용 소파랑 200L 냉장고를 버리려고 합니다. "
    "수수료가 15,000원 정도인지, 2025년 1월 기준 신청 방법과 수거일(09:00~18:00)도 알려 주세요. "
    "연락처는 010-2345-6789 입니다. 주문번호 2024011512345678 은 무시하세요. "
    "혹시 폐가전 무상수거로 신청하면 더 싼가요? 어제 이마트에서 산 건전지도 같이 버릴 수 있는지 궁금합니다."
)[:200]

# The same length with obfuscated values: format characters, Arabic-Indic digits, a line break
# and a dash look-alike inside numbers, a spelled-out e-mail (the normaliser's slow path).
OBFUSCATED = (
    "안녕하세요, 서울특별시 마포구 월드컵로에 사는데요 3인용 소파랑 200L 냉장고를 버리려고 합니다. "
    "연락처는 ٠١٠\u200b-٢٣٤٥-\n٦٧٨٩ 이고 메일은 hong [at] naver [dot] com 입니다. "
    "카드번호 4111ㅡ1111ㅡ1111ㅡ1111 은 무시하세요. 수수료가 15,000원 정도인지, "
    "2025년 1월 기준 신청 방법과 수거일(09:00~18:00)도 알려 주세요."
)[:200]

EVIDENCE_ITEMS = [
    {"item_name": f"품목{i}(대형)", "fee": 3000 + 1000 * i, "fee_text": f"{3000 + 1000 * i:,}원"}
    for i in range(28)
]
EVIDENCE = json.dumps(
    {"district": "마포구", "full_name": "서울특별시 마포구", "items": EVIDENCE_ITEMS, "as_of": "2025-01",
     "source": "embedded-sample", "phone": "02-3153-8114"},
    ensure_ascii=False,
)[:2048]  # fmt: skip
ANSWER = (
    "서울특별시 마포구 대형폐기물 수수료 안내입니다 (2025-01 기준, 샘플 데이터). "
    "품목3(대형)은 6,000원, 품목10(대형)은 13,000원, 품목20(대형)은 2만 3천원입니다. "
    "문의는 02-3153-8114로 하세요. 신청 후 배출 번호를 붙여 지정일에 내놓으면 됩니다. "
    "품목1(대형)은 4천원이고 품목2(대형)는 5,000원입니다. 품목5(대형)는 8,000원, 품목6(대형)은 9,000원이며 "
    "품목7(대형)은 만원입니다. 품목8(대형)은 11,000원이고 품목9(대형)는 12,000원입니다. 자세한 내용은 구청에 문의하세요."
)[:300]


def _fresh_evidence(n: int) -> str:
    """The bench evidence with item names and fees never seen before (the text caches miss)."""
    items = [{"item_name": f"품목{n}-{i}(대형)", "fee": 3000 + 1000 * i + n,
              "fee_text": f"{3000 + 1000 * i + n:,}원"} for i in range(28)]  # fmt: skip
    return json.dumps(
        {"district": "마포구", "full_name": "서울특별시 마포구", "items": items, "as_of": "2025-01",
         "source": "embedded-sample", "phone": "02-3153-8114"},
        ensure_ascii=False,
    )[:2048]  # fmt: skip


def _stage(texts: list[str]) -> object:
    return check(ANSWER, Evidence.from_texts(texts, places=PLACES))


def _fresh_times(count: int) -> tuple[list[float], list[float]]:
    """from_texts of new texts, and from_texts plus the first check (which builds the cue index)."""
    fresh = [_fresh_evidence(n) for n in range(10_000, 10_000 + 2 * count)]
    build: list[float] = []
    stage: list[float] = []
    for n in range(count):
        build += time_sync(partial(Evidence.from_texts, [fresh[2 * n]], places=PLACES), 1)
        stage += time_sync(partial(_stage, [fresh[2 * n + 1]]), 1)
    return build, stage


def run() -> list[Metric]:
    scan(MESSAGE)
    evidence = Evidence.from_texts([EVIDENCE], places=PLACES)
    assert check(ANSWER, evidence).grounded, check(ANSWER, evidence).unsupported
    scan_t = time_sync(lambda: scan(MESSAGE), 5000)
    assert len(scan(OBFUSCATED)) == 3, scan(OBFUSCATED)
    obfuscated_t = time_sync(lambda: scan(OBFUSCATED), 3000)
    check_t = time_sync(lambda: check(ANSWER, evidence), 3000)
    build_t = time_sync(lambda: Evidence.from_texts([EVIDENCE], places=PLACES), 2000)
    fresh_t, stage_t = _fresh_times(500)
    return [
        Metric("guardrails", f"pii.scan median ({len(MESSAGE)} chars)", median_us(scan_t), "µs", "target <= 50"),
        Metric("guardrails", f"pii.scan median ({len(OBFUSCATED)} chars, obfuscated)",
               median_us(obfuscated_t), "µs"),
        Metric("guardrails", f"grounding.check median ({len(ANSWER)} chars vs {len(EVIDENCE)} B)",
               median_us(check_t), "µs", "target <= 300"),
        Metric("guardrails", "grounding.check p95", p95_ms(check_t) * 1000, "µs"),
        Metric("guardrails", "grounding.check fastest", min(check_t) * 1e6, "µs",
               "the floor under load: compare trees by it"),
        Metric("guardrails", "Evidence.from_texts median (2 KB)", median_us(build_t), "µs",
               "texts seen before; target <= 1000"),
        Metric("guardrails", "Evidence.from_texts p95 (2 KB)", p95_ms(build_t) * 1000, "µs"),
        Metric("guardrails", "Evidence.from_texts median (2 KB, new)", median_us(fresh_t), "µs",
               "every item name and fee new"),
        Metric("guardrails", "Evidence.from_texts p95 (2 KB, new)", p95_ms(fresh_t) * 1000, "µs"),
        Metric("guardrails", "from_texts + first check median (new)", median_us(stage_t), "µs",
               "the first check builds the cue index"),
    ]  # fmt: skip
