"""The ``eco-triage`` command line: ``ask``, ``chat``, ``serve``, ``data``, ``scenarios``, ``guardrails``."""

from agents_pkg.cli.main import main

__all__ = ["main"]
