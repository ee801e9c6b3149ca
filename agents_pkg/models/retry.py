"""The retry policy of one model call on a real backend: attempts, per-attempt timeout, backoff."""

from __future__ import annotations

from dataclasses import dataclass

from agents_pkg.failures import retry_after

#: A server's ``Retry-After`` is honoured up to this many seconds (beyond the backoff cap).
RETRY_AFTER_CAP_S = 30.0


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Attempts and backoff of one model call (shared by the primary and the fallback model)."""

    retries: int = 3
    timeout_s: float = 30.0
    initial_delay_s: float = 0.5
    max_delay_s: float = 8.0

    def delay(self, attempt: int, exc: BaseException) -> float:
        """Seconds before retry ``attempt`` (1-based): the server's ``Retry-After`` if it sent one
        (at most :data:`RETRY_AFTER_CAP_S`), else ``initial × 2^(attempt-1)`` up to ``max_delay_s``."""
        suggested = retry_after(exc, RETRY_AFTER_CAP_S)
        if suggested is not None:
            return suggested
        return min(self.initial_delay_s * 2.0 ** max(attempt - 1, 0), self.max_delay_s)
