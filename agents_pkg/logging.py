"""structlog configuration for the CLI and host services.

Every event passes through the PII masking processor before it is rendered, so no log line can
carry a phone number or resident registration number even if a caller logs user text by mistake.
Library code only logs identifiers, counts, names and durations.
"""

from __future__ import annotations

import logging
import sys

import structlog

from guardrails.pii import mask_log_event


def configure_logging(*, json: bool = False, level: str = "WARNING") -> None:
    """Route structlog to stderr, as JSON lines (``json=True``) or human-readable console output."""
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer(ensure_ascii=False)
        if json
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            mask_log_event,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(
            logging.getLevelNamesMapping()[level.upper()]
        ),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
