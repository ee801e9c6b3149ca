"""Running one turn on the Agents SDK: the stage runner (streaming, sentence gating, re-grounding),
the guardrails wired into ``RunConfig``, the run hooks that record tool calls, and result assembly."""
