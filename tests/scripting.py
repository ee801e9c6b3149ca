"""Run an orchestrator with scripted models pinned on some agents (``Orchestrator.override``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from agents import Model

from agents_pkg import Orchestrator, Settings


@asynccontextmanager
async def scripted(
    models: Mapping[str, Model], settings: Settings | None = None, **kwargs: Any
) -> AsyncIterator[Orchestrator]:
    """An open orchestrator whose agents named in ``models`` run on those models."""
    async with Orchestrator(settings or Settings(), **kwargs) as orch:
        with orch.override(models=models):
            yield orch
