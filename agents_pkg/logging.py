"""Logging that is safe wherever eco-triage runs.

Library code logs through :func:`get_logger` (stdlib loggers named ``eco_triage.*``, every event
PII-masked at the call, see :mod:`specialists.logs`): nothing is printed unless the process
configures ``logging``, and a host's own ``logging`` or structlog setup receives masked records.

:func:`configure_logging` is the setup of the CLI and ``eco-triage serve``: one stderr handler on
the root logger with structlog's ``ProcessorFormatter``, so eco-triage's events, uvicorn's lines and
any other library's records come out in one format (JSON lines with ``json=True``), each masked
again and carrying the ``request_id`` of the HTTP request it belongs to. Loggers that put URLs with
API keys in INFO lines (``httpx``, ``httpcore``, ``openai``) stay at WARNING.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import MutableMapping
from typing import Any

import structlog
from asgi_correlation_id import correlation_id

from guardrails.pii import mask_log_event
from specialists.logs import get_logger

__all__ = ["LEVELS", "configure_logging", "get_logger", "reset_logging"]

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
# their INFO lines carry request URLs, which for data.go.kr hold the service key
_QUIET = ("httpx", "httpcore", "openai", "httpx2")
_UVICORN = ("uvicorn", "uvicorn.error", "uvicorn.access")


def drop_color_message(
    logger: object, method_name: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """uvicorn's ``color_message`` extra: the same text again, with terminal escape codes."""
    event_dict.pop("color_message", None)
    return event_dict


def add_request_id(
    logger: object, method_name: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """The current HTTP request's id (``X-Request-ID``, see the server), when there is one."""
    request_id = correlation_id.get()
    if request_id and "request_id" not in event_dict:
        event_dict["request_id"] = request_id
    return event_dict


class _Handler(logging.StreamHandler):  # type: ignore[type-arg]
    """The handler :func:`configure_logging` installs (and replaces on the next call)."""


def configure_logging(*, json: bool = False, level: str = "WARNING") -> None:
    """Every log record to stderr, as JSON lines (``json=True``) or readable console lines.

    Calling it again replaces the previous setup. A ``level`` other than DEBUG, INFO, WARNING
    or ERROR is a ``ValueError`` naming the choices.
    """
    name = level.upper()
    if name not in LEVELS:
        raise ValueError(f"unknown log level {level!r}; choose one of {', '.join(LEVELS)}")
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer(ensure_ascii=False)
        if json
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[
            structlog.stdlib.add_log_level,
            structlog.stdlib.add_logger_name,
            structlog.stdlib.ExtraAdder(),
            drop_color_message,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            add_request_id,
            mask_log_event,
        ],
        processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
    )
    handler = _Handler(sys.stderr)
    handler.setFormatter(formatter)
    root = logging.getLogger()
    reset_logging()
    root.addHandler(handler)
    root.setLevel(name)
    for noisy in _QUIET:
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
    for name_ in _UVICORN:  # an earlier uvicorn.run with its own log config keeps them to itself
        uvicorn_logger = logging.getLogger(name_)
        uvicorn_logger.handlers.clear()
        uvicorn_logger.setLevel(logging.NOTSET)  # the root's level decides, as for everything else
        uvicorn_logger.propagate = True
    # structlog.get_logger() callers (a host's or a test's) get the same pipeline
    structlog.configure(
        processors=[
            structlog.stdlib.filter_by_level,
            structlog.contextvars.merge_contextvars,
            structlog.stdlib.add_log_level,
            structlog.stdlib.add_logger_name,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            add_request_id,
            mask_log_event,
            structlog.stdlib.ProcessorFormatter.wrap_for_formatter,
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )


def reset_logging() -> None:
    """Remove the handler :func:`configure_logging` installed (tests, hosts that take over)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, _Handler)]:
        root.removeHandler(handler)
