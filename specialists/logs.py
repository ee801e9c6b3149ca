"""The project's library logger: structlog calls, stdlib delivery, PII masked at the call.

``log = get_logger("eco_triage.live")`` then ``log.info("live.timeout", source=..., attempt=2)``.
Each event is masked (:func:`guardrails.pii.mask_log_event`) before it leaves the call and is
handed to the stdlib logger of the same name as an ordinary record: the event name is its message,
the fields its ``extra`` attributes. So the library never prints and never needs structlog to be
configured: an unconfigured process shows WARNING and above on stderr (Python's default), a host's
``logging`` setup (or its structlog ``ProcessorFormatter`` with ``ExtraAdder``) takes the rest.
``agents_pkg.logging.configure_logging`` is the CLI's and server's setup.
"""

from __future__ import annotations

import logging
from collections.abc import MutableMapping
from typing import Any, cast

import structlog

from guardrails.pii import mask_log_event

__all__ = ["get_logger", "to_stdlib_kwargs"]

# attributes every LogRecord has: a field with one of these names would make logging raise
_RECORD_ATTRS = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


def to_stdlib_kwargs(
    logger: Any, method_name: str, event_dict: MutableMapping[str, Any]
) -> dict[str, Any]:
    """Last processor: ``msg`` = the event name, ``extra`` = the fields (renamed ``name_`` where
    they would clash with a ``LogRecord`` attribute)."""
    kwargs: dict[str, Any] = {"msg": event_dict.pop("event", "")}
    for key in ("exc_info", "stack_info"):
        if key in event_dict:
            kwargs[key] = event_dict.pop(key)
    kwargs["extra"] = {(f"{k}_" if k in _RECORD_ATTRS else k): v for k, v in event_dict.items()}
    return kwargs


_PROCESSORS: list[structlog.typing.Processor] = [
    structlog.stdlib.filter_by_level,  # nothing is built for a level nobody listens to
    structlog.contextvars.merge_contextvars,
    mask_log_event,
    to_stdlib_kwargs,
]


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    """A structlog ``BoundLogger`` over ``logging.getLogger(name)``, masked, independent of
    structlog's global configuration."""
    logger = structlog.wrap_logger(
        logging.getLogger(name),
        processors=_PROCESSORS,
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    return cast(structlog.stdlib.BoundLogger, logger)
