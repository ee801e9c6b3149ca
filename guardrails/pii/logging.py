"""``mask_log_event``: a structlog processor that redacts PII from every logged string."""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any, Final

from guardrails.pii.redact import redact

_MAX_DEPTH: Final = 16


def _redact_value(value: Any, depth: int) -> Any:
    if isinstance(value, str):
        return redact(value)
    if depth >= _MAX_DEPTH:
        return value
    if isinstance(value, dict):
        return {k: _redact_value(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_value(v, depth + 1) for v in value]
    if isinstance(value, tuple):
        items = [_redact_value(v, depth + 1) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else tuple(items)
    return value


def mask_log_event(
    logger: object, method_name: str, event_dict: MutableMapping[str, Any]
) -> MutableMapping[str, Any]:
    """structlog processor: ``redact`` every str value (nested lists/tuples/dicts).

    Keys are untouched. Nested containers are copied, never mutated, so objects
    owned by the caller are not altered by logging.
    """
    for key, value in event_dict.items():
        event_dict[key] = _redact_value(value, 0)
    return event_dict
