"""Checking one turn of a scenario: every way a :class:`TurnResult` differs from its ``expect``.

Each difference is one precise reason, e.g. ``route ['weather'] != expected ['bulk_waste']``; the
runner prefixes it with the turn number.
"""

from __future__ import annotations

import re

from agents_pkg.result import Stage, TurnResult
from agents_pkg.scenarios.schema import AnyOf, Expect
from guardrails.pii import scan

_PLACEHOLDER = re.compile(r"\[[A-Z][A-Z0-9_]*\]")


def _stage(result: TurnResult, name: str) -> Stage | None:
    return next((s for s in result.stages if s.specialist == name), None)


def _clip(text: str, limit: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def check_turn(user: str, expect: Expect, result: TurnResult) -> list[str]:
    """Every way ``result`` differs from ``expect`` (empty when the turn passed)."""
    reasons: list[str] = []
    if expect.route is not None and result.route != expect.route:
        reasons.append(f"route {result.route} != expected {expect.route}")
    reasons += _check_stages(expect, result)
    for text in expect.answer_contains:
        if text not in result.answer:
            reasons.append(f"answer does not contain {text!r}: {_clip(result.answer)!r}")
    for text in expect.answer_not_contains:
        if text in result.answer:
            reasons.append(f"answer contains {text!r}: {_clip(result.answer)!r}")
    reasons += _check_guardrails(user, expect, result)
    if expect.error is not None and (result.error is not None) != expect.error:
        detail = f" ({_clip(result.error, 80)!r})" if result.error else ""
        reasons.append(f"error is {result.error is not None}{detail}, expected {expect.error}")
    return reasons


def _check_payload(name: str, wanted: dict[str, object] | None, stage: Stage) -> list[str]:
    actual = stage.payload.model_dump(mode="json") if stage.payload is not None else None
    if wanted is None:
        return [] if actual is None else [f"payload[{name}] = {actual} != expected none"]
    if actual is None:
        why = f" (payload_error: {stage.payload_error})" if stage.payload_error else ""
        return [f"payload[{name}]: no payload{why}"]
    reasons = []
    for key, value in wanted.items():
        if key not in actual:
            reasons.append(f"payload[{name}].{key}: no such field in {sorted(actual)}")
        elif actual[key] != value:
            reasons.append(f"payload[{name}].{key} = {actual[key]!r} != expected {value!r}")
    return reasons


def _check_stages(expect: Expect, result: TurnResult) -> list[str]:
    """Payloads, tool calls, statuses and input sizes of the stages."""
    reasons: list[str] = []
    for name, wanted in (expect.payload or {}).items():
        stage = _stage(result, name)
        reasons += (
            [f"payload[{name}]: no {name} stage"]
            if stage is None
            else _check_payload(name, wanted, stage)
        )
    for name, tools in (expect.tools or {}).items():
        stage = _stage(result, name)
        if stage is None:
            reasons.append(f"tools[{name}]: no {name} stage")
            continue
        called = [c.name for c in stage.tool_calls]
        options = tools.any_of if isinstance(tools, AnyOf) else [tools]
        if called not in options:
            shown = " or ".join(str(o) for o in options)
            reasons.append(f"tools[{name}] {called} != expected {shown}")
    for name, status in (expect.status or {}).items():
        stage = _stage(result, name)
        if stage is None:
            reasons.append(f"status[{name}]: no {name} stage")
        elif stage.status != status:
            reasons.append(f"status[{name}] {stage.status!r} != expected {status!r}")
    if expect.max_stage_input_chars is not None:
        for stage in result.stages:
            if stage.input_chars > expect.max_stage_input_chars:
                reasons.append(
                    f"stage {stage.specialist} input_chars {stage.input_chars} > max "
                    f"{expect.max_stage_input_chars}"
                )
    return reasons


def _check_guardrails(user: str, expect: Expect, result: TurnResult) -> list[str]:
    """Blocked, masked and grounding outcomes."""
    reasons: list[str] = []
    if expect.blocked is not None and (result.blocked is not None) != expect.blocked:
        detail = f" ({_clip(result.blocked, 80)!r})" if result.blocked else ""
        reasons.append(
            f"blocked is {result.blocked is not None}{detail}, expected {expect.blocked}"
        )
    if expect.masked is not None:
        has_placeholder = bool(_PLACEHOLDER.search(result.query))
        if expect.masked:
            leaked = [f.text for f in scan(user) if f.text in result.query]
            if not has_placeholder:
                reasons.append(f"query {result.query!r} has no placeholder such as [PHONE]")
            if leaked:
                reasons.append(f"query still carries {len(leaked)} raw value(s) the scan found")
        elif has_placeholder:
            reasons.append(f"query {result.query!r} was masked, expected it unchanged")
    if expect.grounding is not None:
        g = result.grounding
        outcome = "none" if g is None else ("fallback" if g.fallback else "retried")
        if outcome != expect.grounding:
            claims = f" (unsupported: {g.unsupported})" if g is not None else ""
            reasons.append(f"grounding {outcome!r}{claims} != expected {expect.grounding!r}")
    return reasons
