"""The project's library logger: structlog calls, stdlib delivery, PII masked at the call.

``log = get_logger("eco_triage.live")`` then ``log.info("live.timeout", source=..., attempt=2)``.
Each event is masked (:func:`guardrails.pii.mask_log_event`) before it leaves the call and is
handed to the stdlib logger of the same name as an ordinary record: the event name is its message,
the fields its ``extra`` attributes. An exception is logged as ``where`` it was raised
(``file:line:function``), never its message or traceback, which can hold user input. So the
library never prints and never needs structlog to be
configured: an unconfigured process shows WARNING and above on stderr (Python's default), a host's
``logging`` setup (or its structlog ``ProcessorFormatter`` with ``ExtraAdder``) takes the rest.
``agents_pkg.logging.configure_logging`` is the CLI's and server's setup.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import MutableMapping
from typing import Any, cast

import structlog

from guardrails.pii import mask_log_event

__all__ = ["get_logger", "to_stdlib_kwargs"]

# attributes every LogRecord has: a field with one of these names would make logging raise
_CALLER = 4  # logging.Logger.info ← structlog's two _proxy_to_logger ← BoundLogger.info ← caller
_RECORD_ATTRS = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


def to_stdlib_kwargs(
    logger: Any, method_name: str, event_dict: MutableMapping[str, Any]
) -> dict[str, Any]:
    """Last processor: ``msg`` = the event name, ``extra`` = the fields (renamed ``name_`` where
    they would clash with a ``LogRecord`` attribute)."""
    # the record's file, line and function are the caller's, not structlog's (4 frames up)
    kwargs: dict[str, Any] = {"msg": event_dict.pop("event", ""), "stacklevel": _CALLER}
    event_dict.pop("stack_info", None)
    where = _where(event_dict.pop("exc_info", None))
    if where:  # an exception is logged as where it was raised: its text may hold user input
        event_dict.setdefault("where", where)
    kwargs["extra"] = {(f"{k}_" if k in _RECORD_ATTRS else k): v for k, v in event_dict.items()}
    return kwargs


def _where(exc_info: Any) -> str:
    """``file:line:function`` of the innermost frame of the exception being logged, or ``""``."""
    if exc_info is True:
        exc_info = sys.exc_info()
    if isinstance(exc_info, BaseException):
        tb = exc_info.__traceback__
    elif isinstance(exc_info, tuple) and len(exc_info) == 3:
        tb = exc_info[2]
    else:
        return ""
    frames = traceback.extract_tb(tb)
    if not frames:
        return ""
    last = frames[-1]
    return f"{os.path.basename(last.filename)}:{last.lineno}:{last.name}"


_PROCESSORS: list[structlog.typing.Processor] = [
    structlog.stdlib.filter_by_level,  # nothing is built for a level nobody listens to
    structlog.contextvars.merge_contextvars,
    mask_log_event,
    to_stdlib_kwargs,
]


class _BoundLogger(structlog.stdlib.BoundLogger):
    def exception(self, event: str | None = None, *args: Any, **kw: Any) -> Any:
        """An ERROR record with ``where`` the exception was raised (stdlib's ``exception`` would
        attach the traceback, and with it the exception's text)."""
        kw.setdefault("exc_info", True)
        return self._proxy_to_logger("error", event, *args, **kw)


def get_logger(name: str) -> structlog.stdlib.BoundLogger:
    """A structlog ``BoundLogger`` over ``logging.getLogger(name)``, masked, independent of
    structlog's global configuration."""
    logger = structlog.wrap_logger(
        logging.getLogger(name),
        processors=_PROCESSORS,
        wrapper_class=_BoundLogger,
        cache_logger_on_first_use=True,
    )
    return cast(structlog.stdlib.BoundLogger, logger)
