"""The guardrails package wired into the SDK run: registered once, in ``RunConfig``.

* **PII, blocking** — an input guardrail with ``run_in_parallel=False``, so when it trips the model has
  been called zero times and no tool has run. It covers whichever agent starts the run.
* **PII, masking** — ``RunConfig.call_model_input_filter`` replaces mask-policy findings (phone, e-mail,
  …) with placeholders in every model input and in the instructions, so no model sees them.
* **Grounding** — an output guardrail on whichever agent finishes, triage included: every fact in its
  answer must be backed by a tool output recorded in the run context, attached to the same subject
  (see :mod:`guardrails.grounding`). Instructions, handoff payloads and the system prompt are never
  evidence; the user's words support only the quantities they stated.
* **PII in answers** — :func:`mask_answer_events` passes every streamed text delta through an
  :class:`~guardrails.pii.output.OutputMasker`: PII that no tool output carried is masked in the SSE
  text, the stage contents (so the result and the session store) and triage's own answer.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from agents import (
    Agent,
    GuardrailFunctionOutput,
    InputGuardrail,
    OutputGuardrail,
    RunContextWrapper,
    input_guardrail,
    output_guardrail,
)
from agents.items import TResponseInputItem
from agents.run_config import CallModelData, ModelInputData

from agents_pkg.context import TriageContext
from agents_pkg.events import Event, GuardrailTripped, TextDelta
from agents_pkg.result import GroundingReport
from guardrails.grounding import Claim, PlaceVocabulary, check
from guardrails.pii import PiiKind, PiiPolicy, evaluate, redact
from guardrails.pii.output import OutputMasker, allowed_values
from specialists.data.schema import PUBLISHER_DOMAINS
from specialists.korean.goods import goods_names
from specialists.korean.localities import locality_names
from specialists.korean.vocabulary import item_names, place_names, subject_names


@functools.cache
def grounding_vocabulary() -> PlaceVocabulary:
    """The grounding check's vocabulary, from the one source of names (``specialists.korean``):
    places for place claims and subject cues, item/material spellings for subject cues, the goods
    a prose condition may name, the 동/읍/면 names, the items fee rows are rows of, the home
    domains of the sources' publishers."""
    vocabulary = PlaceVocabulary.from_names(place_names()).with_subjects(subject_names())
    vocabulary = vocabulary.with_goods(goods_names()).with_localities(locality_names())
    vocabulary = vocabulary.with_items(item_names())
    return vocabulary.with_domains(PUBLISHER_DOMAINS.items())


@dataclass(frozen=True, slots=True)
class PiiVerdict:
    """``output_info`` of the PII guardrail: finding kinds only, never values."""

    blocked_kinds: tuple[str, ...]
    masked_kinds: tuple[str, ...]
    message: str


@dataclass(frozen=True, slots=True)
class GroundingVerdict:
    """``output_info`` of the grounding guardrail."""

    agent: str
    unsupported: tuple[Claim, ...] = field(default_factory=tuple)

    @property
    def message(self) -> str:
        return "; ".join(f"{c.text} ({c.kind}): {c.why}" for c in self.unsupported)


def user_text(value: str | list[TResponseInputItem]) -> str:
    """The user-authored text of a run input (string, or the user messages of an item list)."""
    if isinstance(value, str):
        return value
    parts: list[str] = []
    for item in value:
        if isinstance(item, dict) and item.get("role") == "user":
            content = item.get("content")
            if isinstance(content, str):
                parts.append(content)
            elif isinstance(content, list):
                parts += [str(p.get("text", "")) for p in content if isinstance(p, dict)]
    return "\n".join(parts)


def pii_input_guardrail(policy: PiiPolicy) -> InputGuardrail[TriageContext]:
    @input_guardrail(name="pii", run_in_parallel=False)
    def pii(
        ctx: RunContextWrapper[TriageContext],
        agent: Agent[TriageContext],
        input: str | list[TResponseInputItem],
    ) -> GuardrailFunctionOutput:
        decision = evaluate(user_text(input), policy)
        verdict = PiiVerdict(
            blocked_kinds=tuple(dict.fromkeys(f.kind for f in decision.blocked)),
            masked_kinds=tuple(
                dict.fromkeys(f.kind for f in decision.findings if policy.action_for(f) == "mask")
            ),
            message=decision.block_message(),
        )
        return GuardrailFunctionOutput(
            output_info=verdict, tripwire_triggered=decision.should_block
        )

    return pii


def _redact_item(item: Any, kinds: tuple[PiiKind, ...]) -> Any:
    if not isinstance(item, dict):
        return item
    content = item.get("content")
    if isinstance(content, str):
        return {**item, "content": redact(content, kinds=kinds)}
    if isinstance(content, list):
        parts = [
            {**p, "text": redact(p["text"], kinds=kinds)}
            if isinstance(p, dict) and isinstance(p.get("text"), str)
            else p
            for p in content
        ]
        return {**item, "content": parts}
    return item


def _item_text(item: Any) -> str:
    """The text a model reads for one input item (message content, tool arguments or output)."""
    if not isinstance(item, dict):
        return str(item)
    content = item.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(item.get("arguments") or "") + str(item.get("output") or "")


def pii_model_input_filter(policy: PiiPolicy) -> Any:
    """A ``call_model_input_filter``: mask-policy PII becomes placeholders before any model call."""
    kinds: tuple[PiiKind, ...] = tuple(k for k, a in policy.actions.items() if a != "allow")

    def mask(data: CallModelData[TriageContext]) -> ModelInputData:
        model_input = data.model_data
        instructions = (
            redact(model_input.instructions, kinds=kinds) if model_input.instructions else None
        )
        items = [_redact_item(i, kinds) for i in model_input.input]
        ctx = data.context.context if isinstance(data.context, RunContextWrapper) else data.context
        if isinstance(
            ctx, TriageContext
        ):  # the model input size, per agent, for the context budget
            size = len(instructions or "") + sum(len(_item_text(i)) for i in items)
            ctx.model_inputs.setdefault(data.agent.name, []).append(size)
        return ModelInputData(input=items, instructions=instructions)

    return mask


def grounding_output_guardrail() -> OutputGuardrail[TriageContext]:
    @output_guardrail(name="grounding")
    async def grounding(
        ctx: RunContextWrapper[TriageContext], agent: Agent[TriageContext], output: Any
    ) -> GuardrailFunctionOutput:
        # evidence: what tools returned (and the user's own quantities); never the instructions
        verdict = check(str(output), ctx.context.grounding_evidence(agent.name))
        info = GroundingVerdict(agent.name, tuple(verdict.unsupported))
        return GuardrailFunctionOutput(output_info=info, tripwire_triggered=not verdict.grounded)

    return grounding


def output_masker(ctx: TriageContext) -> OutputMasker:
    """A masker for one run's answers: the values its tool outputs carry may be repeated."""
    seen: dict[int, frozenset[str]] = {}

    def allowed() -> frozenset[str]:
        n = len(ctx.tool_calls)
        if n not in seen:
            seen.clear()
            seen[n] = allowed_values(call.output for call in ctx.tool_calls)
        return seen[n]

    return OutputMasker(allowed)


async def mask_answer_events(
    events: AsyncIterator[Event], masker: OutputMasker
) -> AsyncIterator[Event]:
    """Text deltas through ``masker`` (a chunk with digits is held until the next one); held text is
    released before any other event, or dropped on a grounding trip (the client drops that text)."""
    async for event in events:
        if isinstance(event, TextDelta):
            for piece in masker.feed(event.delta):
                yield TextDelta(delta=piece)
            continue
        if isinstance(event, GuardrailTripped) and event.guardrail == "grounding":
            masker.discard()
        elif rest := masker.flush():
            yield TextDelta(delta=rest)
        yield event
    if rest := masker.flush():
        yield TextDelta(delta=rest)


def mask_contents(
    ctx: TriageContext, masker: OutputMasker, reports: list[GroundingReport] | None = None
) -> None:
    """Mask PII in every finished stage's content (the result and the session store read these)
    and in the unsupported claims quoted by grounding reports (a claim can be a phone number)."""
    for name, content in ctx.contents.items():
        ctx.contents[name] = masker.mask(content)
    for report in reports or []:
        report.unsupported = [masker.mask(claim) for claim in report.unsupported]
