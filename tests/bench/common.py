"""Shared helpers for benchmark scripts: timing, medians, one metric type."""

from __future__ import annotations

import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Metric:
    bench: str
    name: str
    value: float
    unit: str
    note: str = ""


def time_sync(fn: Callable[[], object], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return samples


async def time_async(fn: Callable[[], Awaitable[object]], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        await fn()
        samples.append(time.perf_counter() - start)
    return samples


def median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1e3


def p95_ms(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] * 1e3
