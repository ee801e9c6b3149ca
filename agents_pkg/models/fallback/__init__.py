"""The fallback: a plain function-calling loop on the ``openai`` client, for when the SDK path fails.

When a real-backend stage-1 run fails **before any text reached the caller** (an ``AgentsException``
such as ``ModelBehaviorError``/``ModelTimeoutError``/``MaxTurnsExceeded``, an ``openai.APIError`` left
after the SDK's retries, an ``ImportError`` of an optional package), :class:`Orchestrator.stream`
runs the same request through :class:`FunctionCallingFallback`. It is the same agent graph, seen
without the Runner:

* **Chat Completions** with ``tools`` and ``tool_choice="auto"`` — never the deprecated ``functions``
  — on the orchestrator's own ``AsyncOpenAI`` client (``max_retries=0``);
* triage's handoffs become function tools whose schemas are the handoffs' ``input_json_schema``; a
  handoff call's arguments are validated with the specialist's payload model
  (``TypeAdapter(spec.payload_type)`` in lax mode — the lenient path of :func:`typed_handoff`); an
  invalid payload means no payload and the specialist asks back;
* each specialist's tools are the **same** ``FunctionTool`` objects the SDK agent holds, invoked via
  ``tool.on_invoke_tool(ToolContext(...), arguments_json)`` (so bad arguments come back to the model as
  the tool's error text, as in the SDK), and recorded into the same :class:`TriageContext` through the
  same :class:`RecordingHooks`, so the ``TurnResult`` looks the same;
* the same guardrails: the PII decision first (block → nothing is sent; mask → only masked text is
  sent), and the grounding check of each answer against that stage's recorded tool outputs
  (ungrounded → the specialist's ``compose()`` evidence-only summary);
* the same resilience policy as the SDK path: retries with backoff on 408/409/429/5xx and network /
  timeout errors (``Retry-After`` honoured), a per-attempt timeout, and ``max_turns`` model calls.

A tool name the specialist does not have is answered with ``Tool 'X' not found.``, matching
``RunConfig(tool_not_found_behavior="return_error_to_model")`` on the SDK path.

Nothing here logs user text: events carry counts, names, exception types and durations.
"""

from agents_pkg.models.fallback.classify import (
    INTERRUPTED_MESSAGE,
    describe_failure,
    should_fall_back,
)
from agents_pkg.models.fallback.loop import FallbackOutcome, FunctionCallingFallback

__all__ = [
    "INTERRUPTED_MESSAGE",
    "FallbackOutcome",
    "FunctionCallingFallback",
    "describe_failure",
    "should_fall_back",
]
