"""What every specialist is made of.

A specialist is one concept with five parts, all on one class:

* ``name`` / ``description`` — the handoff's identity; the description is what a real model routes on;
* ``payload_type`` — the typed handoff payload (a flat, strict-schema-safe pydantic model);
* ``tools()`` — strict ``@function_tool`` tools bound to an injected data provider;
* ``instructions(payload)`` — the role text a real model reads, with the payload rendered in it;
* ``ask_back`` / ``plan`` / ``compose`` — the deterministic policy the embedded offline model follows
  (which slot is missing, which tool to call next, how to phrase an answer from tool outputs only).
  ``compose`` is also the evidence-only answer the orchestrator falls back to when a model's answer
  is not grounded, so the offline answer and the fallback are one piece of code.

Specialists never import the orchestrator: they read the run context through :class:`PayloadSource`.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from agents import FunctionTool
from pydantic import BaseModel, ConfigDict, Field

P = TypeVar("P", bound=BaseModel)


class StagePayload(BaseModel):
    """Fields every handoff payload shares.

    ``request`` is this specialist's own part of the user's message when one message asks several
    things ("폐지 가격이랑 마포구 고물상" → "폐지 가격" for recyclable_price); ``None`` when the whole
    message is the request.
    """

    model_config = ConfigDict(extra="ignore")

    request: str | None = Field(
        None,
        description="여러 가지를 물었을 때 이 전문가가 답할 부분의 원문. 한 가지만 물었으면 null",
    )


PAYLOAD_MARKER = "확정된 요청(JSON):"


class PayloadSource(Protocol):
    """The part of the run context a specialist reads: its validated handoff payload."""

    def payload_for(self, specialist: str) -> BaseModel | None: ...

    def payload_error(self, specialist: str) -> str | None: ...


@dataclass(frozen=True, slots=True)
class ToolResult:
    """One finished tool call as the model saw it."""

    name: str
    arguments: dict[str, Any]
    output: str

    @property
    def data(self) -> dict[str, Any]:
        """The JSON object the tool returned, or ``{"error": ...}`` if it was not JSON."""
        try:
            value = json.loads(self.output)
        except (TypeError, ValueError):
            return {"error": self.output}
        return value if isinstance(value, dict) else {"value": value}

    @property
    def ok(self) -> bool:
        return "error" not in self.data


@dataclass(frozen=True, slots=True)
class ToolCallPlan:
    """A tool call the offline policy wants to make next."""

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


class Specialist(ABC, Generic[P]):
    """Base class of the five specialists. Subclasses are constructed with their provider."""

    name: ClassVar[str]
    description: ClassVar[str]
    payload_type: ClassVar[type[BaseModel]]
    role: ClassVar[str]

    @abstractmethod
    def tools(self) -> list[FunctionTool]:
        """The specialist's tools, bound to its provider."""

    @abstractmethod
    def ask_back(self, payload: P | None) -> str | None:
        """A question for the user when a required slot is missing; ``None`` when ready."""

    @abstractmethod
    def plan(self, payload: P, done: Sequence[ToolResult]) -> list[ToolCallPlan]:
        """The next tool calls given what has run; ``[]`` when it is time to answer."""

    @abstractmethod
    def compose(self, payload: P | None, results: Sequence[ToolResult]) -> str:
        """An answer built only from tool outputs (every figure in it comes from ``results``)."""

    def instructions(self, payload: BaseModel | None, error: str | None = None) -> str:
        """Role text plus the rendered payload; re-rendered by the SDK on every turn."""
        rendered = payload.model_dump_json(exclude_none=False) if payload is not None else "null"
        lines = [self.role, "", f"{PAYLOAD_MARKER} {rendered}"]
        if error:
            lines.append(
                f"요청 정보 검증 오류: {error} — 필요한 정보를 사용자에게 다시 물어보세요."
            )
        question = self.ask_back(None)
        if question:
            lines.append(f"필수 정보가 없을 때 되묻는 예: {question}")
        lines.append(
            "규칙: 도구 결과에 있는 사실(금액, 가격, 기온, 전화번호, 주소, 날짜)만 답하세요. "
            "필수 정보가 없으면 도구를 부르지 말고 한 문장으로 되물으세요. "
            "샘플·평년값·조사 시점이 표시된 데이터는 답에도 그렇게 밝히세요."
        )
        return "\n".join(lines)

    def parse_payload(self, raw: BaseModel | None) -> P | None:
        """Narrow a context payload to this specialist's payload type."""
        if isinstance(raw, self.payload_type):
            return raw  # type: ignore[return-value]
        return None


def source_label(data: dict[str, Any]) -> str | None:
    """A short Korean label for a tool result's provenance, e.g. ``(샘플 데이터, 2025-01 기준)``."""
    parts: list[str] = []
    label = data.get("source_label")
    if isinstance(label, str) and label:
        parts.append(label)
    as_of = data.get("as_of")
    if isinstance(as_of, str) and as_of:
        parts.append(f"{as_of} 기준")
    return f"({', '.join(parts)})" if parts else None


def error_text(results: Sequence[ToolResult]) -> str | None:
    """The first tool error message among ``results``, if any."""
    for result in results:
        err = result.data.get("error")
        if err:
            return str(err)
    return None
