"""The root of every exception eco-triage raises, and the data-source error of the specialists.

The root lives here, in the lowest layer that raises, so that the specialists' errors descend from
it too; :mod:`agents_pkg.errors` re-exports it with the rest of the tree.
"""

from __future__ import annotations


class EcoTriageError(Exception):
    """Root of every exception eco-triage raises."""


class ProviderError(EcoTriageError):
    """A data source failed or rejected the request; the message is safe to show to a user.

    ``needs_input`` marks errors the user can fix by saying more (an unknown or ambiguous district),
    as opposed to a source that is down: the stage then counts as an ask-back, not a failure.
    """

    def __init__(self, message: str, *, needs_input: bool = False) -> None:
        super().__init__(message)
        self.needs_input = needs_input
