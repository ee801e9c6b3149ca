"""PII detection side by side on the same corpus (tests/guardrails/pii_cases.jsonl): guardrails.pii versus
presidio-analyzer configured regex-only with its Korean recognizers enabled (no spaCy model download:
a blank Korean pipeline with the plain tokenizer). Recall, precision and time per message for both.

presidio is a bench-only optional dependency: ``pip install -e '.[bench]'`` (``make bench`` does it)."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from guardrails.pii import Finding, PiiKind, scan, score
from guardrails.pii.kinds import KINDS
from tests.bench.common import Metric

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "guardrails" / "pii_cases.jsonl"
_PRESIDIO_KIND: dict[str, PiiKind] = {
    "KR_RRN": "KR_RRN", "KR_FRN": "KR_FRN", "KR_BRN": "KR_BRN", "KR_PASSPORT": "KR_PASSPORT",
    "KR_DRIVER_LICENSE": "KR_DRIVER_LICENSE", "PHONE_NUMBER": "PHONE", "EMAIL_ADDRESS": "EMAIL",
    "CREDIT_CARD": "CREDIT_CARD", "IP_ADDRESS": "IP_ADDRESS",
}  # fmt: skip


def _presidio(threshold: float) -> Callable[[str], list[Finding]] | None:
    try:
        import spacy
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.nlp_engine import SpacyNlpEngine
        from presidio_analyzer.predefined_recognizers import (
            CreditCardRecognizer,
            EmailRecognizer,
            IpRecognizer,
            KrBrnRecognizer,
            KrDriverLicenseRecognizer,
            KrFrnRecognizer,
            KrPassportRecognizer,
            KrRrnRecognizer,
            PhoneRecognizer,
        )  # fmt: skip
    except ImportError:
        return None
    engine = SpacyNlpEngine(models=[{"lang_code": "ko", "model_name": "blank:ko"}])
    engine.nlp = {
        "ko": spacy.blank(
            "ko", config={"nlp": {"tokenizer": {"@tokenizers": "spacy.Tokenizer.v1"}}}
        )
    }
    registry = RecognizerRegistry(supported_languages=["ko"])
    recognizers: list[Any] = [
        KrRrnRecognizer(), KrFrnRecognizer(), KrBrnRecognizer(), KrDriverLicenseRecognizer(),
        KrPassportRecognizer(supported_language="ko"), PhoneRecognizer(supported_regions=["KR"], supported_language="ko"),
        EmailRecognizer(supported_language="ko"), CreditCardRecognizer(supported_language="ko"),
        IpRecognizer(supported_language="ko"),
    ]  # fmt: skip
    for recognizer in recognizers:
        registry.add_recognizer(recognizer)
    analyzer = AnalyzerEngine(nlp_engine=engine, registry=registry, supported_languages=["ko"])

    def detect(text: str) -> list[Finding]:
        out = []
        for r in analyzer.analyze(text, language="ko", score_threshold=threshold):
            kind = _PRESIDIO_KIND.get(r.entity_type)
            if kind is not None:
                out.append(Finding(kind, r.start, r.end, text[r.start : r.end], r.score >= 1.0))
        return out

    return detect


def _evaluate(
    name: str,
    detect: Callable[[str], list[Finding]],
    cases: list[tuple[str, list[tuple[str, str]]]],
) -> list[Metric]:
    times = []
    for text, _ in cases:
        start = time.perf_counter()
        detect(text)
        times.append(time.perf_counter() - start)
    counts = score(cases, scanner=detect)
    overall = counts["overall"]
    metrics = [
        Metric("pii-vs-presidio", f"{name}: overall recall", overall.recall, "ratio"),
        Metric("pii-vs-presidio", f"{name}: overall precision", overall.precision, "ratio"),
        Metric(
            "pii-vs-presidio",
            f"{name}: median time per message",
            statistics.median(times) * 1e6,
            "µs",
        ),
    ]
    for kind in KINDS:
        c = counts.get(kind)
        if c is not None:
            metrics.append(Metric("pii-vs-presidio", f"{name}: {kind} recall / precision", c.recall, "recall",
                                  f"precision {c.precision:.3f}"))  # fmt: skip
    return metrics


def run() -> list[Metric]:
    raw = [json.loads(line) for line in CORPUS.read_text("utf-8").splitlines() if line.strip()]
    cases = [(c["text"], [(e["kind"], e["text"]) for e in c["expected"]]) for c in raw]
    metrics = _evaluate("guardrails.pii", scan, cases)
    for threshold in (0.0, 0.5):
        detect = _presidio(threshold)
        if detect is None:
            metrics.append(
                Metric("pii-vs-presidio", "presidio", 0, "-", "presidio-analyzer not installed")
            )
            break
        metrics += _evaluate(f"presidio@{threshold}", detect, cases)
    return metrics
