"""What the grounding tests share: the orchestrator's place vocabulary, evidence from JSON-able
objects, and the texts a check flags."""

from __future__ import annotations

import json

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence, check

VOCAB = grounding_vocabulary()  # the orchestrator passes the same names


def ev(*objs: object, user: str = "") -> Evidence:
    """Evidence of tool outputs ``objs`` (each dumped as JSON), as one stage builds it."""
    return Evidence.from_texts(
        [json.dumps(o, ensure_ascii=False) for o in objs], places=VOCAB, user=user
    )


def flagged(answer: str, evidence: Evidence) -> list[str]:
    """The texts of the claims in ``answer`` that ``evidence`` does not support."""
    return [c.text for c in check(answer, evidence).unsupported]
