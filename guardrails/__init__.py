"""Input/output guardrails for eco-triage (PII detection, grounding checks)."""
