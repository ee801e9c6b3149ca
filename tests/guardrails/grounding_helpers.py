"""What the grounding tests share: the orchestrator's place vocabulary, evidence from JSON-able
objects, the texts a check flags, and rows shaped as the price tool returns them."""

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


def plastic_row(name: str, form: str, price: int) -> dict[str, object]:
    """One row of the price tool's plastics (``PE(플레이크)``, ``플레이크``, 450)."""
    return {"item_name": name, "category": "plastic", "form": form, "price_per_kg": price,
            "price_text": f"{price}원/kg"}  # fmt: skip
