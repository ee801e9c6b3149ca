"""``python -m agents_pkg.runner.blind_eval PATH.jsonl [-v] [--variants]``: the grounding check on
a labelled corpus, with the vocabulary the orchestrator uses (see
:mod:`guardrails.grounding.blind_eval`)."""

from __future__ import annotations

import sys

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding.blind_eval import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], grounding_vocabulary()))
