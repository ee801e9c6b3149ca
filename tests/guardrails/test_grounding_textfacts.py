"""The evidence fast path (whole fee texts, ISO dates, dashed phones) states the same facts as
the full extractor, on every string value of every corpus and on generated ranges."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from guardrails.grounding.textfacts import _scanned, common_shape, text_facts

HERE = Path(__file__).parent
CORPORA = [HERE / "grounding_cases.jsonl", *sorted((HERE / "blind").glob("*.jsonl"))]


def _strings(obj: object) -> Iterator[str]:
    if isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)
    elif isinstance(obj, str):
        yield obj


def corpus_strings() -> set[str]:
    found: set[str] = set()
    for path in CORPORA:
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                for source in json.loads(line)["evidence"]:
                    try:
                        found.update(_strings(json.loads(source)))
                    except ValueError:
                        found.add(source)
    return found


def generated() -> Iterator[str]:
    for n in [*range(0, 2000, 7), *range(0, 10**6, 997), 10**8, 999_999_999, 10**9]:
        yield f"{n}원"
        yield f"{n:,}원"
        yield f"0{n}원"
    for y in (1899, 1900, 1999, 2000, 2025, 2099, 2100):
        for m in range(0, 14):
            yield f"{y}-{m:02d}"
            yield f"{y}-{m}"
            for d in (0, 1, 9, 10, 28, 29, 30, 31, 32):
                yield f"{y}-{m:02d}-{d:02d}"
    for area in ("02", "031", "010", "064", "00", "0", "070", "1588"):
        for mid in ("123", "3153", "0123", "12", "12345"):
            for last in ("8114", "0000", "123", "12345"):
                yield f"{area}-{mid}-{last}"
                yield f"{area}-{mid}"


def test_the_fast_path_states_what_the_extractor_states() -> None:
    texts = corpus_strings() | set(generated())
    fast = 0
    for text in sorted(texts):
        common = common_shape(text)
        if common is not None:
            fast += 1
            assert repr(common) == repr(_scanned(text)), text  # the same value types too
    assert fast > 3000  # the common shapes are common in the corpora and the ranges


def test_text_facts_of_tool_texts() -> None:
    assert text_facts("15,000원") == (("money", 15000),)
    assert text_facts("2025-01-31") == (("date", (2025, 1, 31)),)
    assert text_facts("02-3153-8114") == (("phone", "0231538114"),)
    assert text_facts("2025-13-01") == (
        ("number", (2025.0, None)),
        ("number", (13.0, None)),
        ("number", (1.0, None)),
    )
    assert text_facts("서울특별시 마포구") == ()
